// Turns one value per dimension (dimensions.ts) into a case: a repository tree, the working
// directory, the files read in the session, whether it is a git repository, and the tool state
// (files in the scratch HOME / environment, and the engine options that model that state).
import { dirname, posix } from 'node:path';
import type { ToolId, ToolOptions } from '../../src/types.js';
import { type Row, pairwise, randomRows } from './covering.js';
import { DIMENSIONS, type Dimension, KINDS, type Params } from './dimensions.js';
import { moreRules } from './more-rules.js';
import { type Entry, type Tree, file, link, stableHash } from './tree.js';

/** Bump when `build` changes what a parameter set produces (old results then no longer match). */
export const GENERATOR_VERSION = 1;

export interface GenCase {
  id: string;
  params: Params;
  tree: Tree;
  cwd: string;
  touch: string[];
  git: boolean;
  /** Tool state outside the repository (dimension `state`). */
  state: string;
  /** Engine options that model `state` (the same knob a user sets in our config). */
  options: Partial<Record<ToolId, ToolOptions>>;
}

const slug = (path: string): string => path.replace(/[^A-Za-z0-9]/g, '_');

class Builder {
  readonly tree = new Map<string, Entry>();
  constructor(readonly id: string) {}
  tok(name: string): string {
    return `SENTINEL_E${this.id}_${name}`;
  }
  plain(path: string, extra = ''): string {
    return `# ${posix.basename(path)}\n\n${this.tok(slug(path))}\n${extra}`;
  }
  put(path: string, e: Entry): void {
    this.tree.set(path, e);
  }
  /** Moves everything under `from/` to `to/` and links `from` -> `to` (relative). */
  linkDir(from: string, to: string): void {
    const moved: Array<[string, Entry]> = [];
    for (const [p, e] of this.tree) if (p.startsWith(`${from}/`)) moved.push([p, e]);
    if (moved.length === 0) return;
    for (const [p, e] of moved) {
      this.tree.delete(p);
      this.tree.set(`${to}/${p.slice(from.length + 1)}`, e);
    }
    this.tree.set(from, link(posix.relative(posix.dirname(from), to)));
  }
}

function content(b: Builder, path: string, variant: string): string {
  const t = b.tok(slug(path));
  const head = `# ${posix.basename(path)}\n\n`;
  switch (variant) {
    case 'empty':
      return '';
    case 'whitespace':
      return ' \n\t \n';
    case 'bom':
      return `\uFEFF${head}${t}\n`;
    case 'crlf':
      return `${head}${t}\nsecond line\n`.replace(/\n/g, '\r\n');
    case 'cr':
      return `${head}${t}\nsecond line\n`.replace(/\n/g, '\r');
    case 'html-comment':
      return `${head}<!-- ${b.tok(`${slug(path)}_HIDDEN`)} -->\n${t}\n`;
    case 'html-comment-multiline':
      return `${head}<!--\n${b.tok(`${slug(path)}_HIDDEN`)}\n-->\n${t}\n`;
    case 'fence':
      return `${head}\`\`\`\n${b.tok(`${slug(path)}_FENCED`)}\n\`\`\`\n${t}\n`;
    case 'long-line':
      return `${t}\n${'x'.repeat(40_000)}\n${b.tok(`${slug(path)}_END`)}\n`;
    case 'frontmatter':
      return `---\ndescription: about ${b.tok(`${slug(path)}_FM`)}\n---\n${t}\n`;
    case 'trailing-no-newline':
      return `${head}${t}`;
    default:
      return `${head}${t}\n`;
  }
}

/** Import lines written into the importer at `dir`, and the files they point to. */
function imports(b: Builder, dir: string, variant: string): string {
  const at = (p: string): string => (dir ? `${dir}/${p}` : p);
  const target = (p: string, extra = ''): void => b.put(at(p), file(b.plain(at(p), extra)));
  switch (variant) {
    case 'relative':
      target('docs/imp.md');
      return '@./docs/imp.md\n';
    case 'bare':
      target('docs/imp.md');
      return '@docs/imp.md\n';
    case 'parent':
      target('docs/imp.md', '@../shared.md\n');
      target('shared.md');
      return '@docs/imp.md\n';
    case 'nested':
      target('docs/imp.md', '@./imp2.md\n');
      target('docs/imp2.md');
      return '@docs/imp.md\n';
    case 'cyclic':
      target('docs/imp.md', '@./imp2.md\n');
      target('docs/imp2.md', '@./imp.md\n');
      return '@docs/imp.md\n';
    case 'missing':
      return '@docs/missing.md\n';
    case 'escaping':
      return `@${'../'.repeat(dir.split('/').filter(Boolean).length + 1)}outside.md\n`;
    case 'in-fence':
      target('docs/imp.md');
      return '```\n@docs/imp.md\n```\n';
    case 'in-inline-code':
      target('docs/imp.md');
      return 'Run `@docs/imp.md` later.\n';
    case 'in-comment':
      target('docs/imp.md');
      return '<!-- @docs/imp.md -->\n';
    case 'mid-line':
      target('docs/imp.md');
      return 'Read @docs/imp.md first.\n';
    case 'deep-6':
      for (let i = 1; i <= 6; i++) target(`docs/imp${i}.md`, i < 6 ? `@./imp${i + 1}.md\n` : '');
      return '@docs/imp1.md\n';
    case 'via-link':
      target('docs/imp.md');
      b.put(at('docs/link.md'), link('imp.md'));
      return '@docs/link.md\n';
    case 'twice':
      target('docs/imp.md');
      return '@docs/imp.md\n@./docs/imp.md\n';
    case 'dir':
      target('docs/imp.md');
      return '@docs\n';
    default:
      return '';
  }
}

function patterns(glob: string): string[] {
  if (glob === 'comma') return ['**/*.md, **/*.ts'];
  if (glob === 'negated') return ['**/*.ts', '!a/b/c/**'];
  return [glob];
}

function frontmatter(key: string, glob: string, form: string): string {
  const ps = patterns(glob);
  const q = (s: string): string => JSON.stringify(s);
  switch (form) {
    case 'string':
      return `---\n${key}: ${q(ps.join(', '))}\n---\n`;
    case 'inline-array':
      return `---\n${key}: [${ps.map(q).join(', ')}]\n---\n`;
    case 'unquoted':
      return `---\n${key}: ${ps.join(', ')}\n---\n`;
    default:
      return `---\n${key}:\n${ps.map((p) => `  - ${q(p)}`).join('\n')}\n---\n`;
  }
}

function rules(b: Builder, variant: string, glob: string, form: string): string[] {
  const rule = (path: string, key: string | undefined): void => b.put(path, file(`${key ? frontmatter(key, glob, form) : ''}${b.plain(path)}`));
  const dirs: string[] = [];
  const claude = (p: string, scoped: boolean, root = '.claude/rules'): void => {
    rule(p, scoped ? 'paths' : undefined);
    dirs.push(root);
  };
  switch (variant) {
    case 'claude-always':
      claude('.claude/rules/r.md', false);
      break;
    case 'claude-paths':
      claude('.claude/rules/r.md', true);
      break;
    case 'claude-nested-dir':
      claude('.claude/rules/sub/r.md', true);
      break;
    case 'claude-in-subdir':
      claude('a/.claude/rules/r.md', true, 'a/.claude/rules');
      break;
    case 'qwen-always':
      claude('.qwen/rules/r.md', false, '.qwen/rules');
      break;
    case 'qwen-paths':
      claude('.qwen/rules/r.md', true, '.qwen/rules');
      break;
    case 'qwen-nested-dir':
      claude('.qwen/rules/sub/r.md', true, '.qwen/rules');
      break;
    case 'copilot-applyto':
      rule('.github/instructions/r.instructions.md', 'applyTo');
      dirs.push('.github/instructions');
      break;
    case 'copilot-nested-dir':
      rule('.github/instructions/sub/r.instructions.md', 'applyTo');
      dirs.push('.github/instructions');
      break;
    case 'copilot-no-applyto':
      rule('.github/instructions/r.instructions.md', undefined);
      dirs.push('.github/instructions');
      break;
    case 'copilot-in-subdir':
      rule('a/.github/instructions/r.instructions.md', 'applyTo');
      dirs.push('a/.github/instructions');
      break;
    case 'cursor-mdc':
      rule('.cursor/rules/r.mdc', 'globs');
      b.put('.cursor/rules/always.mdc', file(`---\nalwaysApply: true\n---\n${b.plain('.cursor/rules/always.mdc')}`));
      dirs.push('.cursor/rules');
      break;
    case 'all-scoped':
      claude('.claude/rules/r.md', true);
      claude('.qwen/rules/r.md', true, '.qwen/rules');
      rule('.github/instructions/r.instructions.md', 'applyTo');
      dirs.push('.github/instructions');
      break;
    default:
      dirs.push(...(moreRules(variant, { rule: (path, key) => rule(path, key), withFrontmatter: (path, yaml) => b.put(path, file(`---\n${yaml}\n---\n${b.plain(path)}`)) }) ?? []));
      break;
  }
  return dirs;
}

function settings(b: Builder, variant: string): void {
  const json = (v: unknown): Entry => file(`${JSON.stringify(v, null, 2)}\n`);
  switch (variant) {
    case 'gemini-filename':
      b.put('.gemini/settings.json', json({ context: { fileName: ['AGENTS.md', 'GEMINI.md'] } }));
      break;
    case 'qwen-filename':
      b.put('.qwen/settings.json', json({ context: { fileName: ['AGENTS.md'] } }));
      break;
    case 'codex-fallback':
      b.put('.codex/config.toml', file('project_doc_fallback_filenames = ["CLAUDE.md", "GEMINI.md"]\n'));
      break;
    case 'codex-max-bytes':
      b.put('.codex/config.toml', file('project_doc_max_bytes = 64\n'));
      break;
    case 'claude-excludes':
      b.put('.claude/settings.json', json({ claudeMdExcludes: ['**/a/CLAUDE.md', '**/a/b/CLAUDE.md'] }));
      break;
    case 'opencode-instructions':
      b.put('opencode.json', json({ instructions: ['docs/extra.md'] }));
      b.put('docs/extra.md', file(b.plain('docs/extra.md')));
      break;
    case 'gemini-in-subdir':
      b.put('a/.gemini/settings.json', json({ context: { fileName: ['AGENTS.md'] } }));
      break;
    case 'gemini-flat':
      b.put('.gemini/settings.json', json({ context: { importFormat: 'flat' } }));
      break;
    case 'invalid-json':
      b.put('.gemini/settings.json', file('{ "context": '));
      b.put('.claude/settings.json', file('{ "claudeMdExcludes": [ '));
      break;
    default:
      break;
  }
}

/**
 * Engine options that model a state. Empty for the Claude Code `instructionFiles` user settings: 2.1.332
 * run with `-p` ignored both values in $CLAUDE_CONFIG_DIR/settings.json (explorer cases AFB641, A7B5B4,
 * 84D3F1: AGENTS.md loaded or not exactly as with no setting), so the engine is compared with its default.
 */
const STATE_OPTIONS: Readonly<Record<string, Partial<Record<ToolId, ToolOptions>>>> = {};

/**
 * Our harness gives Codex a fresh CODEX_HOME: the project is untrusted unless the state says
 * otherwise, and Codex 0.169.0 then ignores the project's .codex/config.toml (probe cases 2B8853,
 * 1749ED; trusted: 2D827B, 79907C) — the engine's `trusted: false`.
 */
function optionsFor(state: string): Partial<Record<ToolId, ToolOptions>> {
  const o: Partial<Record<ToolId, ToolOptions>> = { ...STATE_OPTIONS[state] };
  if (state !== 'codex-trusted') o.codex = { ...o.codex, trusted: false };
  // the scratch copy has nothing outside it: every link leaving the repository dangles
  for (const t of ['codex', 'pi', 'claude-code', 'opencode'] as const) o[t] = { ...o[t], outsideLinkTargets: 'missing' };
  // a fresh CLAUDE_CONFIG_DIR: the external-imports dialog was never answered, unless the state approves
  if (state === 'claude-external-approved') o['claude-code'] = { ...o['claude-code'], externalImports: true };
  return o;
}

/**
 * States a tool cannot be compared in, so no run is made: Gemini CLI 0.61.0 headless refuses an
 * untrusted folder ("Gemini CLI is not running in a trusted directory", exit 55, seed 1: 20 of 20
 * cases), so it loads nothing and there is no start-up request to compare.
 */
export const NOT_COMPARABLE: Readonly<Record<string, readonly ToolId[]>> = { 'gemini-untrusted': ['gemini-cli'] };

export const comparable = (c: GenCase, tool: ToolId): boolean => !(NOT_COMPARABLE[c.state] ?? []).includes(tool);

const TOUCHED = ['a/b/c/f.ts', 'a/b/c/f2.ts', 'a/e/k.ts', 'z/h.py', 'g.ts', 'a/g.ts', 'a/b/g.ts'];

function touchOf(variant: string, cwd: string): string[] {
  switch (variant) {
    case 'below':
      return ['a/b/c/f.ts'];
    case 'cwd-file':
      return [cwd === '.' ? 'g.ts' : `${cwd}/g.ts`];
    case 'other-dir':
      return ['a/e/k.ts'];
    case 'two-dirs':
      return ['a/b/c/f.ts', 'a/e/k.ts'];
    case 'same-dir-twice':
      return ['a/b/c/f.ts', 'a/b/c/f2.ts'];
    case 'rule-match-py':
      return ['z/h.py'];
    default:
      return [];
  }
}

/** `instructionGlob` (seeds from 7): OpenCode `instructions` globs and the files they match. */
function instructionGlob(b: Builder, variant: string): void {
  const config = (dir: string, instructions: string[]): void => b.put(`${dir === '' ? '' : `${dir}/`}opencode.json`, file(`${JSON.stringify({ instructions }, null, 2)}\n`));
  const plant = (...paths: string[]): void => {
    for (const p of paths) b.put(p, file(b.plain(p)));
  };
  switch (variant) {
    case 'updirs':
      config('', ['docs/*.txt']);
      plant('docs/n.txt', 'a/docs/n.txt', 'a/b/docs/n.txt', 'a/b/docs/n.md');
      break;
    case 'braces':
      config('', ['{notes,docs}/x.txt', 'a/[bc]/y.txt']);
      plant('notes/x.txt', 'a/docs/x.txt', 'a/b/y.txt', 'a/d/y.txt');
      break;
    case 'globstar':
      config('', ['**/deep.txt']);
      plant('a/b/c/deep.txt');
      break;
    case 'dot-dir':
      config('', ['.notes/*.txt', '**/.hidden.txt']);
      plant('.notes/n.txt', 'a/.hidden.txt');
      break;
    case 'one-level':
      config('', ['*/g.txt']);
      plant('a/g.txt', 'a/b/c/g.txt');
      break;
    case 'mid-dir':
      config('a', ['docs/*.txt']);
      plant('a/docs/m.txt', 'docs/m.txt');
      break;
    case 'with-plain':
      config('', ['docs/guide.txt', 'docs/*.txt']);
      plant('docs/guide.txt');
      break;
    default:
      break;
  }
}

/** `nestedSettings` (seeds from 6): settings files in a/ (above cwd a/b) or in a/b. */
function nestedSettings(b: Builder, variant: string): void {
  const json = (v: unknown): Entry => file(`${JSON.stringify(v, null, 2)}\n`);
  switch (variant) {
    case 'codex-fallback-mid':
      b.put('a/.codex/config.toml', file('project_doc_fallback_filenames = ["CLAUDE.md", "GEMINI.md"]\n'));
      break;
    case 'codex-max-bytes-cwd':
      b.put('a/b/.codex/config.toml', file('project_doc_max_bytes = 64\n'));
      break;
    case 'claude-excludes-mid':
      b.put('a/.claude/settings.json', json({ claudeMdExcludes: ['**/a/CLAUDE.md', '**/a/b/CLAUDE.md'] }));
      break;
    case 'qwen-filename-mid':
      b.put('a/.qwen/settings.json', json({ context: { fileName: ['AGENTS.md'] } }));
      break;
    case 'gemini-filename-cwd':
      b.put('a/b/.gemini/settings.json', json({ context: { fileName: ['AGENTS.md', 'GEMINI.md'] } }));
      break;
    case 'opencode-instructions-mid':
      b.put('a/opencode.json', json({ instructions: ['docs/extra.md'] }));
      b.put('a/docs/extra.md', file(b.plain('a/docs/extra.md')));
      break;
    default:
      break;
  }
}

/** The case for one parameter set. */
export function build(params: Params): GenCase {
  const id = stableHash({ v: GENERATOR_VERSION, params }, 6);
  const b = new Builder(id);
  const p = (name: string): string => params[name] ?? 'none';
  // `aside` (seeds from 3): beside the files read outside cwd; after the others, so the first file stays the root's
  const dirs: Array<[string, string]> = [['', p('root')], ['a', p('mid')], ['a/b', p('cwdDir')], ['a/b/c', p('below')], ['a/e', p('aside')], ['z', p('aside')]];
  const placed: string[] = [];
  for (const [dir, kind] of dirs) {
    for (const name of KINDS[kind] ?? []) {
      const path = dir ? `${dir}/${name}` : name;
      b.put(path, file(b.plain(path)));
      placed.push(path);
    }
  }
  for (const t of TOUCHED) b.put(t, file(`// ${b.tok(`TOUCHED_${slug(t)}`)}\nexport const x = 1;\n`));

  // the first instruction file gets the content variant, the imports and the links
  const first = placed[0];
  if (first) {
    const variant = p('content');
    const body = content(b, first, variant);
    const imp = variant === 'empty' || variant === 'whitespace' ? '' : imports(b, posix.dirname(first) === '.' ? '' : posix.dirname(first), p('imports'));
    b.put(first, file(body + imp));
  }
  const ruleDirs = rules(b, p('rules'), p('glob'), p('globForm'));
  settings(b, p('settings'));
  nestedSettings(b, p('nestedSettings'));
  instructionGlob(b, p('instructionGlob'));

  switch (p('links')) {
    case 'file-link':
    case 'chain':
    case 'dangling':
    case 'escaping': {
      if (!first) break;
      const e = b.tree.get(first);
      const dir = posix.dirname(first);
      const up = dir === '.' ? '' : '../'.repeat(dir.split('/').length);
      if (p('links') === 'dangling') b.put(first, link('missing-target.md'));
      else if (p('links') === 'escaping') b.put(first, link(`${up}../outside-target.md`));
      else if (e) {
        const real = `docs/real-${slug(first)}.md`;
        b.put(real, e);
        if (p('links') === 'chain') {
          b.put('docs/hop.md', link(posix.basename(real)));
          b.put(first, link(`${up}docs/hop.md`));
        } else b.put(first, link(`${up}${real}`));
      }
      break;
    }
    case 'claude-to-agents':
      if (!b.tree.has('AGENTS.md')) b.put('AGENTS.md', file(b.plain('AGENTS.md')));
      b.put('CLAUDE.md', link('AGENTS.md'));
      break;
    case 'rules-dir-link': {
      const d = ruleDirs[0];
      if (d) b.linkDir(d, `shared/${slug(d)}`);
      break;
    }
    case 'below-dir-link':
      b.linkDir('a/b/c', 'lib/c');
      break;
    case 'dir-named-like-file': {
      const name = posix.basename(first ?? 'AGENTS.md');
      if (!b.tree.has(`a/${name}`)) b.put(`a/${name}/keep.txt`, file('not an instruction file\n'));
      break;
    }
    default:
      break;
  }

  const cwd = p('cwd');
  const state = p('state');
  const c: GenCase = {
    id,
    params,
    tree: b.tree,
    cwd,
    touch: touchOf(p('touch'), cwd),
    git: p('git') !== 'no-git',
    state,
    options: optionsFor(state),
  };
  return c;
}

export function paramsOf(row: Row, dims: readonly Dimension[] = DIMENSIONS): Params {
  const out: Params = {};
  dims.forEach((d, i) => {
    out[d.name] = d.values[row[i] ?? 0] ?? d.values[0] ?? '';
  });
  return out;
}

/**
 * `n` cases for `seed`: the pairwise covering rows first (every pair of values of two dimensions
 * in some case), then seeded random rows; duplicates dropped.
 */
export function generate(n: number, seed: number, dims: readonly Dimension[] = DIMENSIONS): GenCase[] {
  const sizes = dims.map((d) => d.values.length);
  const rows = [...pairwise(sizes, seed), ...randomRows(sizes, Math.max(0, n), seed)];
  const out: GenCase[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (out.length >= n) break;
    const c = build(paramsOf(r, dims));
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

/** Repository-relative directory of a path (`''` for the root). */
export function dirOf(path: string): string {
  const d = dirname(path);
  return d === '.' ? '' : d;
}
