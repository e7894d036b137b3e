// Cursor. Closed source: modelled from its documentation and third-party notes only, not verified by
// execution (profiles.md §7). [observed] no executed CLI reads `.cursor/rules`, so nothing here is
// corroborated by the oracle.
import { parseFrontmatter } from '../doc/frontmatter.js';
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { allFiles, between, chain, conditionalRule, listRules, type ConditionalRule, type RulesSpec, matchingRules, touchedDir } from './walk.js';
import { isFile } from '../repo/links.js';
import { joinPath, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';

// [doc] `.cursor/rules/*.mdc` (also `.md`), frontmatter `description`, `globs`, `alwaysApply`.
const RULES: RulesSpec = { dir: '.cursor/rules', recursive: false, match: /\.mdc?$/ };
// [doc] legacy root `.cursorrules`, deprecated but still read.
const LEGACY = '.cursorrules';

type Mode = 'always' | 'auto' | 'other';

/**
 * [doc] Always: `alwaysApply: true` (a boolean; the string "true" does not count [3p]); Auto Attached:
 * `globs` match a file in context; Agent Requested (`description` only) and Manual (`@rule`) depend
 * on the agent or the user and are not modelled as loaded.
 * [doc] globs are written unquoted and comma-separated (`globs: docs/**\/*.md, docs/**\/*.mdx`), which is
 * not valid YAML when a pattern starts with `*`. [3p] Cursor 3.17.8 (cosai-oasis/project-codeguard#121,
 * tested) reads `globs` from its line as written: quotes stay part of the patterns (so they match
 * nothing) and a YAML list below `globs:` reads as no globs; a Cursor staff forum answer says "comma
 * separated values, no brackets or quotes". Assumed: `alwaysApply` from the YAML, or from its line
 * when the YAML does not parse.
 */
function mode(view: RepoView, path: string, base: string): { mode: Mode; rule?: ConditionalRule } {
  const fm = frontmatterOf(loadDoc(view, path));
  if (fm.data.alwaysApply === true || (fm.error && fm.loose?.alwaysApply === 'true')) return { mode: 'always' };
  const rule = conditionalRule(view, path, base, 'globs', true, 'top', 'lines');
  return rule ? { mode: 'auto', rule } : { mode: 'other' };
}

/** Rules of `dir`'s `.cursor/rules`; [3p/unverified] nested rules directories scope to their subtree. */
function rulesIn(view: RepoView, dir: string): { path: string; mode: Mode; rule?: ConditionalRule }[] {
  return listRules(view, dir, RULES).map((path) => ({ path, ...mode(view, path, dir) }));
}

function conditional(ctx: ProfileContext, cwd: string): ConditionalRule[] {
  const out: ConditionalRule[] = [];
  for (const dir of chain(ctx.view, cursor.walk, cwd)) for (const r of rulesIn(ctx.view, dir)) if (r.rule) out.push(r.rule);
  return out;
}

export const cursor: Profile = {
  id: 'cursor',
  name: 'Cursor',
  verified: { method: 'docs', version: 'unversioned', note: 'closed source; not verified by execution' },
  // Assumed: the workspace (git root) → cwd; no .git → cwd only.
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  outsideView: ['User Rules (Cursor settings) and Team Rules (dashboard)'],
  knobs: [],
  names: () => ['AGENTS.md', LEGACY],
  // Assumed order (undocumented): `.cursorrules`, always-applied rules root → cwd, then AGENTS.md root → cwd
  // ([doc] "nested AGENTS.md files are combined with parent directories, more specific taking precedence").
  startup(ctx, cwd) {
    const view = ctx.view;
    const dirs = chain(view, this.walk, cwd);
    const out: Candidate[] = [];
    const legacy = joinPath(dirs[0] as string, LEGACY);
    if (isFile(view, legacy)) out.push({ path: legacy, reason: 'startup' });
    for (const dir of dirs) for (const r of rulesIn(view, dir)) if (r.mode === 'always') out.push({ path: r.path, reason: 'startup', label: 'rule' });
    for (const dir of dirs) for (const p of allFiles(view, dir, ['AGENTS.md'])) out.push({ path: p, reason: 'startup' });
    return out;
  },
  conditionalRules: conditional,
  // Assumed: on touching a file, the auto-attached rules (of the directories root → cwd) whose globs
  // match it, then AGENTS.md of the directories between cwd and the file, top-down. Rules directories
  // below cwd ([3p/unverified] nested scope) are not modelled.
  touch(ctx, cwd, target, loaded) {
    const view = ctx.view;
    const out: Candidate[] = [];
    out.push(...matchingRules(conditional(ctx, cwd), target, loaded, 'rule'));
    const tdir = touchedDir(view, target);
    for (const dir of between(cwd, tdir)) for (const p of allFiles(view, dir, ['AGENTS.md'])) out.push({ path: p, reason: 'nested' });
    return out.filter((c) => !loaded.has(c.path));
  },
  // [doc] no import syntax (`@file` in a rule attaches a file on request; not modelled). Assumed: a rule is
  // sent without its frontmatter.
  transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
  // Cursor's prompt format is not documented: the text below is a neutral rendering (path header, content).
  renderStartup: (files) => render(files),
  renderTouch: (files) => render(files),
};

function render(files: RenderedFile[]): string {
  return files
    .filter((f) => !f.omitted)
    .map((f) => `--- ${f.path} ---\n${f.kept}`)
    .join('\n\n');
}
