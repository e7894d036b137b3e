// Pull-request trees for differential tests: fixture trees read into memory, git-like views of them
// (blob ids from the contents), random mutations of the kinds a PR makes, the changed paths between
// two trees, and the analysis input of a pair. Shared by the tests that compare a shortcut with the
// full computation (base-reuse, stack-identity).
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from '../fidelity/explore/covering.js';
import type { AnalyseInput, RunChecks } from '../src/analysis/analyse.js';
import { configuredNames } from '../src/analysis/targets.js';
import { runChecks } from '../src/checks/index.js';
import { defaultConfig } from '../src/config.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { IndexedView, type Entry, type ReadResult } from '../src/repo/view.js';
import type { ChangedPath } from '../src/types.js';

export type Node = { kind: 'file'; text: string } | { kind: 'symlink'; target: string };
export type Tree = Map<string, Node>;

/** A git-like view of an in-memory tree: blob ids from the contents. */
export class MemView extends IndexedView {
  readonly source = 'git' as const;
  readonly absRoot = '/workspace/r';
  readonly hasGitMarker = true;
  constructor(
    readonly label: string,
    private readonly tree: Tree,
  ) {
    super();
    for (const [path, n] of [...tree].sort(([a], [b]) => (a < b ? -1 : 1))) {
      this.addEntry(path, n.kind === 'file' ? { kind: 'file', size: Buffer.byteLength(n.text), oid: createHash('sha1').update(n.text).digest('hex') } : n);
    }
  }
  protected readBlob(path: string, _entry: Entry & { kind: 'file' }): ReadResult {
    const n = this.tree.get(path);
    const bytes = Buffer.from(n?.kind === 'file' ? n.text : '');
    return { ok: true, bytes, size: bytes.length, capped: false };
  }
}

const ROOT = join(import.meta.dirname, '..', 'fixtures');

function readTree(dir: string, out: Tree = new Map(), prefix = ''): Tree {
  for (const name of readdirSync(dir)) {
    if (name === '.git') continue;
    const full = join(dir, name);
    const rel = prefix === '' ? name : `${prefix}/${name}`;
    const st = lstatSync(full);
    if (st.isSymbolicLink()) out.set(rel, { kind: 'symlink', target: readlinkSync(full) });
    else if (st.isDirectory()) readTree(full, out, rel);
    else if (st.isFile() && st.size < 200_000) out.set(rel, { kind: 'file', text: readFileSync(full, 'utf8') });
  }
  return out;
}

/** Fixture trees: base/head pairs where there are, else single trees (mutated into pairs). */
export function fixtureTrees(): { name: string; base: Tree; head?: Tree }[] {
  const out: { name: string; base: Tree; head?: Tree }[] = [];
  for (const group of ['pr', 'checks', 'engine']) {
    for (const c of readdirSync(join(ROOT, group))) {
      const dir = join(ROOT, group, c);
      if (!lstatSync(dir).isDirectory()) continue;
      const kids = readdirSync(dir);
      if (kids.includes('base') && kids.includes('head')) out.push({ name: `${group}/${c}`, base: readTree(join(dir, 'base')), head: readTree(join(dir, 'head')) });
      else out.push({ name: `${group}/${c}`, base: readTree(dir) });
    }
  }
  return out;
}

const NAMES = [
  'AGENTS.md',
  'CLAUDE.md',
  'GEMINI.md',
  'Agents.md',
  'claude.md',
  'AGENTS.override.md',
  'CLAUDE.local.md',
  'QWEN.md',
  'CONTEXT.md',
  '.cursorrules',
  '.windsurfrules',
  '.clinerules',
  '.cursor/rules/style.mdc',
  '.claude/rules/api.md',
  '.github/copilot-instructions.md',
  '.github/instructions/ts.instructions.md',
  '.qwen/rules/a.md',
  '.roo/rules/a.md',
  '.kilocode/rules/a.md',
  '.windsurf/rules/a.md',
  '.continue/rules/a.md',
  '.grok/rules/a.md',
  'docs/guide.md',
  'src/index.ts',
  'README.md',
  'notes',
  'notes.md',
];
const SETTINGS: [string, string][] = [
  ['.claude/settings.json', '{"claudeMdExcludes": ["**/vendor/**"]}\n'],
  ['.gemini/settings.json', '{"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}}\n'],
  ['opencode.json', '{"instructions": ["docs/guide.md", "missing/x.md"]}\n'],
  ['opencode.json', '{"instructions": ["*.txt", "docs/**/*.md", "{src,lib}/*.md"]}\n'],
  ['opencode.jsonc', '{\n  // JSON with comments\n  "instructions": ["notes.md", "docs/guide.md",],\n}\n'],
  ['.opencode/opencode.json', '{"instructions": ["CLAUDE.md", "README.md"]}\n'],
  ['.codex/config.toml', 'project_doc_fallback_filenames = ["CONTEXT.md"]\n'],
];

function content(r: () => number, path: string, dirs: string[], siblings: readonly string[] = []): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  // what tools read and then drop: empty and whitespace-only files, copies of a sibling's text
  const drop = r();
  if (drop < 0.08) return '';
  if (drop < 0.14) return '\n  \n';
  if (drop < 0.22 && siblings.length > 0) return pick(siblings);
  const lines = [`# ${path} ${Math.floor(r() * 1000)}`];
  if (path.endsWith('.mdc')) lines.unshift('---', `globs: ${pick(['**/*.ts', 'src/**', 'pkg/*.md', '*.json'])}`, `alwaysApply: ${r() < 0.5}`, '---');
  else if (path.includes('.claude/rules') || path.includes('/rules/')) lines.unshift('---', `paths: ["${pick(['src/**', '**/*.ts', 'pkg/**'])}"]`, '---');
  else if (path.endsWith('.instructions.md')) lines.unshift('---', `applyTo: "${pick(['**/*.ts', 'src/**', '**'])}"`, '---');
  const n = Math.floor(r() * 3);
  for (let i = 0; i < n; i++) {
    const dir = pick(dirs);
    // a path, or a mention the tools read as one only once it exists (`@notes`)
    lines.push(`See @${pick(['', './', '../'])}${dir === '' ? '' : `${dir}/`}${pick(['AGENTS.md', 'docs/guide.md', 'notes.md', 'CLAUDE.md', 'notes'])} for more.`);
  }
  if (r() < 0.2) lines.push('x'.repeat(Math.floor(r() * 3000)));
  return `${lines.join('\n')}\n`;
}

function dirsOf(t: Tree): string[] {
  const s = new Set<string>(['']);
  for (const p of t.keys()) for (let i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1)) s.add(p.slice(0, i));
  return [...s].filter((d) => !d.split('/').some((x) => x.startsWith('.')));
}

/** A copy of `t` with a few random changes of the kinds a PR makes. */
export function mutate(t: Tree, seed: number): Tree {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const out = new Map(t);
  const dirs = dirsOf(t);
  const n = 1 + Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const paths = [...out.keys()];
    const op = r();
    const dir = pick(dirs);
    const at = (name: string): string => (dir === '' ? name : `${dir}/${name}`);
    const siblings = (): string[] => {
      const texts: string[] = [];
      for (const [q, x] of out) if (x.kind === 'file' && q.slice(0, Math.max(0, q.lastIndexOf('/'))) === dir) texts.push(x.text);
      return texts;
    };
    if (op < 0.3) {
      const p = at(pick(NAMES));
      out.set(p, { kind: 'file', text: content(r, p, dirs, siblings()) });
    } else if (op < 0.45 && paths.length > 0) {
      out.delete(pick(paths));
    } else if (op < 0.65 && paths.length > 0) {
      const p = pick(paths);
      const old = out.get(p);
      out.set(p, old?.kind === 'file' && r() < 0.5 ? { kind: 'file', text: `${old.text}\nmore ${seed}\n` } : { kind: 'file', text: content(r, p, dirs, siblings()) });
    } else if (op < 0.75 && paths.length > 0) {
      // a symlink to a file or directory nearby, sometimes broken or leaving the tree
      const target = pick([...paths.slice(0, 5).map((p) => `../`.repeat(dir === '' ? 0 : dir.split('/').length) + p), 'AGENTS.md', 'missing.md', '../../outside.md', 'docs']);
      out.set(at(pick(['CLAUDE.md', 'AGENTS.md', 'GEMINI.md', 'linked.md', '.claude/rules', 'docs/guide.md'])), { kind: 'symlink', target });
    } else if (op < 0.82 && paths.length > 0) {
      // a case variant of a name
      const p = pick(paths);
      const node = out.get(p) as Node;
      out.delete(p);
      const base = p.slice(p.lastIndexOf('/') + 1);
      out.set(p.slice(0, p.length - base.length) + (base === base.toLowerCase() ? base.toUpperCase() : base.toLowerCase()), node);
    } else if (op < 0.9) {
      // at the root, or in a directory below it (Codex and OpenCode layer those)
      const [p, text] = pick(SETTINGS);
      out.set(r() < 0.4 ? at(p) : p, { kind: 'file', text });
    } else {
      // source files only: what most PRs change
      const p = at(`src/f${Math.floor(r() * 5)}.ts`);
      out.set(p, { kind: 'file', text: `export const x = ${seed};\n` });
    }
  }
  return out;
}

export function changedPaths(base: Tree, head: Tree): ChangedPath[] {
  const out: ChangedPath[] = [];
  const same = (a: Node, b: Node): boolean => a.kind === b.kind && (a.kind === 'file' ? a.text === (b as typeof a).text : a.target === (b as typeof a).target);
  for (const [p, n] of head) {
    const b = base.get(p);
    if (!b) out.push({ path: p, status: 'added' });
    else if (!same(b, n)) out.push({ path: p, status: 'modified' });
  }
  for (const p of base.keys()) if (!head.has(p)) out.push({ path: p, status: 'removed' });
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The analysis of a pull request from `base` to `head` over every tool; `extra` sets the shortcuts' switches. */
export function input(base: Tree, head: Tree, extra: Partial<AnalyseInput> = {}, checks: RunChecks = runChecks): AnalyseInput {
  const config = defaultConfig();
  return {
    mode: 'pull-request',
    repository: 'acme/r',
    head: new MemView('head', head),
    base: new MemView('base', base),
    headCommit: 'h'.repeat(40),
    baseCommit: 'b'.repeat(40),
    changed: { source: 'git', capped: false, files: changedPaths(base, head) },
    config,
    tools: [...TOOL_IDS],
    source: 'git',
    fromFork: false,
    runChecks: checks,
    names: configuredNames(config.toolOptions),
    ...extra,
  };
}

