// Qwen Code. Verified by execution: qwen-code 0.24.4 (../shared/oracle RESULTS.md).
// Source: packages/core/src/utils/{memoryDiscovery,memoryImportProcessor,rulesDiscovery}.ts (profiles.md §3).
import { posix } from 'node:path';
import { parseFrontmatter } from '../doc/frontmatter.js';
import { filterLoaded } from './walk.js';
import { allFiles, chain, conditionalRule, isUnder, listRules, projectRoot, type ConditionalRule, type RulesSpec, type WalkSpec, matchingRules } from './walk.js';
import { isFile } from '../repo/links.js';
import { joinPath, type RepoView } from '../repo/view.js';
import type { ToolOptions } from '../types.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [observed 0.24.4] QWEN.md and AGENTS.md both load; [code memory/const.ts] `context.fileName`
// (string | string[]) replaces this list (`setMemoryFilename`).
const DEFAULT_NAMES = ['QWEN.md', 'AGENTS.md'];
// [code memoryDiscovery.ts] `.qwen/QWEN.local.md` at the project root; a symlink there is skipped (lstat).
const LOCAL = '.qwen/QWEN.local.md';
// [observed] `.qwen/rules/*.md` and subdirectories at start; [code rulesDiscovery.ts] recursive `*.md`,
// project root only (`<projectRoot>/.qwen/rules`), sorted.
const RULES: RulesSpec = { dir: '.qwen/rules', recursive: true, match: /\.md$/ };

function names(o: ToolOptions): string[] {
  const configured = (o.contextFileNames ?? []).filter((n) => n !== '');
  return configured.length > 0 ? [...new Set(configured)] : DEFAULT_NAMES;
}

// [code] `findProjectRoot`: a `.git` directory, else the working directory itself; [observed 0.24.4,
// explorer seed 4: F67D16] without .git a session in a/ does not read the root's .qwen/rules.
const WALK: WalkSpec = { noMarker: 'cwd-and-parents', aboveRoot: true, noMarkerProjectRoot: 'cwd' };
const rootOf = (view: RepoView, cwd: string): string => projectRoot(view, WALK, cwd);

const isRule = (path: string): boolean => /(^|\/)\.qwen\/rules\//.test(path);

/** Rules with `paths:`: [observed] list, brace and YAML block list match; a comma string is one pattern. */
function conditional(ctx: ProfileContext, cwd: string): ConditionalRule[] {
  const root = rootOf(ctx.view, cwd);
  const out: ConditionalRule[] = [];
  for (const r of listRules(ctx.view, root, RULES)) {
    // [observed 0.24.4, explorer seed 2: 379596, E14540, F593DC] a malformed frontmatter (unquoted
    // `paths: **/*.ts`) still scopes the rule: its `key: value` lines are read literally
    const c = conditionalRule(ctx.view, r, root, 'paths', false, 'top', true);
    if (c) out.push(c);
  }
  return out;
}

/** [code rulesDiscovery.ts parseRuleFile] frontmatter removed, HTML comments stripped (plain regex, fences too), trimmed. */
function ruleBody(path: string, text: string): string {
  return parseFrontmatter(path, text.replace(/\r\n/g, '\n')).body.replace(/<!--[\s\S]*?-->/g, '').trim();
}

/** [code] the rule's path relative to the project root that owns the `.qwen/rules` directory. */
function ruleDisplay(path: string): string {
  return path.slice(path.indexOf('.qwen/rules/'));
}

function ruleBlock(f: RenderedFile): string {
  const p = ruleDisplay(f.path);
  return `--- Rule from: ${p} ---\n${f.kept}\n--- End of Rule from: ${p} ---`;
}

export const qwenCode: Profile = {
  id: 'qwen-code',
  name: 'Qwen Code',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['qwen-code'].version },
  // [observed] git root → cwd and above the root; without .git: cwd and its parents.
  // [code] the upward walk stops at the parent of the git root (without .git: the parent of home).
  walk: WALK,
  outsideView: [
    'QWEN.md and AGENTS.md in the directory above the repository root (the walk stops one level above the git root; without .git it goes up to the parent of the home directory)',
    'global ~/.qwen/QWEN.md and ~/.qwen/AGENTS.md (first in each name group) and ~/.qwen/rules/',
    'context files and rules of enabled extensions',
  ],
  knobs: ['contextFileNames', 'importFormat'],
  // [observed 0.24.4, explorer seed 2: 624E26, 4460EE] as Gemini CLI: the workspace `.qwen/settings.json` is
  // the one in the directory it starts in (the root's context.fileName does not apply in a/ or a/b/).
  settingsAtCwd: true,
  names: (o) => [...names(o), LOCAL],
  // [observed] grouped by file name: every QWEN.md root → cwd, then every AGENTS.md root → cwd, then
  // the rules without `paths:`. [code 0f8ce08 memoryDiscovery.ts] `.qwen/QWEN.local.md` is inserted
  // after the global files and before the committed ones (profiles.md, from an older copy, puts it
  // after extension files); not observed.
  startup(ctx, cwd) {
    const view = ctx.view;
    const dirs = chain(view, this.walk, cwd);
    const root = rootOf(view, cwd);
    const out: Candidate[] = [];
    const local = joinPath(root, LOCAL);
    if (isFile(view, local) && view.entry(local)?.kind !== 'symlink') out.push({ path: local, reason: 'startup', label: 'local' });
    for (const name of names(ctx.opts)) {
      for (const dir of dirs) for (const p of allFiles(view, dir, [name])) out.push({ path: p, reason: 'startup' });
    }
    for (const r of listRules(view, root, RULES)) {
      // [observed] a rule with `paths:` is not loaded at start.
      if (!conditionalRule(view, r, root, 'paths', false, 'top', true)) out.push({ path: r, reason: 'startup', label: 'rule' });
    }
    return out;
  },
  conditionalRules: conditional,
  // [observed touch mode] no nested QWEN.md / AGENTS.md is ever loaded after a read; only rules whose
  // `paths:` match ([code] picomatch against the path relative to the project root; files outside it
  // match nothing), each once per session, in rule order.
  touch(ctx, cwd, target, loaded) {
    if (!isUnder(rootOf(ctx.view, cwd), target)) return [];
    return matchingRules(conditional(ctx, cwd), target, loaded, 'rule');
  },
  // [observed] spliced inline with `<!-- Imported from: X -->` markers; 5 hops (L5 in, L6 out); expanded
  // inside HTML comments, not in fences or inline code (marked lexer); mid-line works; also in AGENTS.md.
  // [code memoryImportProcessor.ts] missing file (ENOENT) → the `@X` text stays; outside the project
  // root → `<!-- Import failed: X - Path traversal attempt -->`; cycle → `<!-- File already processed -->`;
  // rules are not import-processed. `importFormat: flat` is depth-limited at 5 too.
  imports: {
    grammar: 'qwen',
    code: 'marked',
    inComments: 'expanded',
    maxDepth: 5,
    splice: 'inline',
    appliesTo: (p) => !isRule(p),
    rootOnly: true,
    dedupe: 'branch',
    missing: 'keep',
    flat: { maxDepth: 5 },
  },
  // [code] context files: trimmed (imported text is spliced untrimmed); rules: see ruleBody.
  transform(text, c) {
    if (c.label === 'rule') return ruleBody(c.path, text);
    return c.reason === 'import' ? text : text.trim();
  },
  // [code concatenateInstructions / parseRuleFile] an empty file (after trimming) is left out.
  // [observed dupcontent] identical content in QWEN.md and AGENTS.md is sent twice; the same real
  // file (a symlink) once — the engine's real-path de-duplication.
  keep: (files) => filterLoaded(files, (f) => f.text.trim() !== ''),
  // [observed] appended to the system prompt (after `\n\n---\n\n`, not shown here):
  // `--- Context from: <path relative to cwd> ---\n…\n--- End of Context from: … ---`, joined by a blank
  // line; [code] baseline rules follow after a blank line as `--- Rule from: <root-relative> ---` blocks.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted && !f.inline);
    const context = kept
      .filter((f) => f.label !== 'rule')
      .map((f) => {
        const p = posix.relative(`/${env.cwd}`, `/${f.path}`);
        return `--- Context from: ${p} ---\n${f.kept}\n--- End of Context from: ${p} ---`;
      })
      .join('\n\n');
    const rules = kept
      .filter((f) => f.label === 'rule')
      .map(ruleBlock)
      .join('\n\n');
    return context && rules ? `${context}\n\n${rules}` : context || rules;
  },
  // [observed touch mode] inside the tool result: `<system-reminder>\n--- Rule from: .qwen/rules/ts.md ---\n…`.
  renderTouch(files) {
    const rules = files.filter((f) => !f.inline && !f.omitted);
    if (rules.length === 0) return '';
    return `<system-reminder>\n${rules.map(ruleBlock).join('\n\n')}\n</system-reminder>`;
  },
};
