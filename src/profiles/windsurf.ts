// Windsurf (Cascade). Closed source and an editor only: modelled from its documentation
// (docs.windsurf.com, "Memories & Rules" and "AGENTS.md"), not verified by execution or code.
import { parseFrontmatter } from '../doc/frontmatter.js';
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { allFiles, between, chain, conditionalRule, isHit, listRules, touchedDir, type ConditionalRule, type RulesSpec } from './walk.js';
import { joinPath, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';

// [doc] workspace rules: `.windsurf/rules/*.md` with frontmatter `trigger: always_on | glob |
// model_decision | manual` (`globs` for glob rules); the legacy root `.windsurfrules`.
const RULES: RulesSpec = { dir: '.windsurf/rules', recursive: false, match: /\.md$/ };
const LEGACY = '.windsurfrules';

/** [doc] `always_on` rules are always sent; `glob` ones when a matching file is in context; the rest on demand (not modelled as loaded). */
function rules(view: RepoView, dir: string): { path: string; always: boolean; rule?: ConditionalRule }[] {
  return listRules(view, dir, RULES).map((path) => {
    const fm = frontmatterOf(loadDoc(view, path));
    if (fm.data.trigger === 'always_on') return { path, always: true };
    const rule = fm.data.trigger === 'glob' ? conditionalRule(view, path, dir, 'globs', true) : null;
    return rule ? { path, always: false, rule } : { path, always: false };
  });
}

function conditional(ctx: ProfileContext, cwd: string): ConditionalRule[] {
  return chain(ctx.view, windsurf.walk, cwd).flatMap((d) => rules(ctx.view, d).flatMap((r) => (r.rule ? [r.rule] : [])));
}

export const windsurf: Profile = {
  id: 'windsurf',
  name: 'Windsurf',
  verified: { method: 'docs', version: 'docs (docs.windsurf.com, Dec 2026)', note: 'closed source editor; not verified by execution' },
  // Assumed: the workspace (git root) → cwd; [doc] rules directories are also discovered in subdirectories.
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  outsideView: ['global rules (~/.codeium/windsurf/memories/global_rules.md), system-level rules, and Cascade memories'],
  knobs: [],
  names: () => ['AGENTS.md', LEGACY],
  rulesDirs: [{ dir: '.windsurf/rules', deep: false, file: /\.md$/ }],
  ownFiles: ['.windsurf/rules', LEGACY],
  // Assumed order (undocumented): `.windsurfrules`, always-on rules root → cwd, then AGENTS.md root → cwd
  // ([doc] AGENTS.md at the root is always on; one in a subdirectory applies to files there).
  startup(ctx, cwd) {
    const v = ctx.view;
    const dirs = chain(v, this.walk, cwd);
    const out: Candidate[] = [];
    const legacy = joinPath(dirs[0] ?? '', LEGACY);
    if (isHit(v, legacy)) out.push({ path: legacy, reason: 'startup' });
    for (const d of dirs) for (const r of rules(v, d)) if (r.always) out.push({ path: r.path, reason: 'startup', label: 'rule' });
    for (const d of dirs) for (const p of allFiles(v, d, ['AGENTS.md'])) out.push({ path: p, reason: 'startup' });
    return out;
  },
  conditionalRules: conditional,
  // [doc] glob rules whose patterns match a file in context, and AGENTS.md of the directories down to the
  // touched file (a subdirectory's AGENTS.md is a glob rule for its own files).
  touch(ctx, cwd, target, loaded) {
    const out: Candidate[] = [];
    for (const r of conditional(ctx, cwd)) if (r.matches(target)) out.push({ path: r.path, reason: 'conditional', via: r.patterns.join(', '), label: 'rule' });
    for (const d of between(cwd, touchedDir(ctx.view, target))) for (const p of allFiles(ctx.view, d, ['AGENTS.md'])) out.push({ path: p, reason: 'nested' });
    return out.filter((c) => !loaded.has(c.path));
  },
  // [doc] no import syntax. Assumed: a rule is sent without its frontmatter.
  transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
  // The prompt format is not documented: a neutral rendering (path header, content).
  renderStartup: (files) => render(files),
  renderTouch: (files) => render(files),
};

function render(files: RenderedFile[]): string {
  return files
    .filter((f) => !f.omitted)
    .map((f) => `--- ${f.path} ---\n${f.kept}`)
    .join('\n\n');
}
