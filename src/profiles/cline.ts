// Cline CLI (`cline` on npm, the @cline/core SDK). Verified by execution: cline 3.0.65 (@cline/core
// 0.0.86) against fidelity/fake-model.ts (docs/fidelity.md). Code: @cline/shared dist/storage (rule
// search paths) and @cline/core dist (rule discovery `bZ`, parsing `hX`, naming `nw`, prompt `Q8`),
// read in the installed package. The VS Code extension has its own, older loader (not modelled here).
import { parseFrontmatter } from '../doc/frontmatter.js';
import { loadDoc } from '../doc/load.js';
import { isHit } from './walk.js';
import { resolvePath } from '../repo/links.js';
import { baseName, joinPath, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';

// [code storage TE/NC] in this order: `<ws>/AGENTS.md`, `<ws>/.clinerules`, `<ws>/.cline/rules`; then
// user-level ones (outside the view). [observed 3.0.65] `<ws>` is the working directory, not the git
// root: a session in `pkg/` loads `pkg/AGENTS.md` and `pkg/.clinerules/*` and nothing from the root.
const AGENTS = 'AGENTS.md';
const SOURCES = ['AGENTS.md', '.clinerules', '.cline/rules'];
// [code fZ] rule files by extension, case-insensitive; [observed] `c.txt` loaded, `sub/b.md` not.
const RULE_FILE = /\.(md|markdown|txt)$/i;

/**
 * [code bZ] a source that is a file is itself (`.clinerules` as one file); a directory gives its
 * regular files with a rule extension, not recursive, plus its AGENTS.md. Directory entries are taken
 * with `withFileTypes` + `isFile()`, so a symlinked rule file inside the directory is skipped.
 */
function sourceFiles(view: RepoView, path: string): string[] {
  const dir = resolvePath(view, path);
  if (!dir.ok || dir.entry.kind !== 'dir') return isHit(view, path) ? [path] : [];
  const out: string[] = [];
  // [observed 3.0.65, explorer case 5EA896] a rules directory that is itself a symlink to a directory
  // is read through the link (its entries are those of the target)
  for (const [name, e] of view.children(dir.path) ?? []) if (e.kind === 'file' && RULE_FILE.test(name)) out.push(joinPath(path, name));
  const agents = joinPath(path, AGENTS);
  if (!out.includes(agents) && isHit(view, agents)) out.push(agents);
  return out.sort();
}

/**
 * [code nw, hX] the rule's name: frontmatter `name`, else `Workspace AGENTS.md` for the workspace's own
 * AGENTS.md, else the file name without its extension. Null when the rule is not sent: malformed
 * frontmatter, empty body, `disabled: true` or `enabled: false`.
 */
function ruleName(view: RepoView, path: string, cwd: string): string | null {
  const doc = loadDoc(view, path);
  if (!doc.ok) return baseName(path);
  const fm = parseFrontmatter(path, doc.text);
  if (fm.error || fm.body.trim() === '') return null;
  if (fm.data.disabled === true || fm.data.enabled === false) return null;
  const named = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : undefined;
  if (named) return named;
  if (path === joinPath(cwd, AGENTS)) return 'Workspace AGENTS.md';
  const base = baseName(path);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

export const cline: Profile = {
  id: 'cline',
  name: 'Cline CLI',
  verified: { method: 'execution', version: '3.0.65', note: '@cline/core 0.0.86; the VS Code extension loads differently (docs)' },
  // [observed] the working directory only, with or without .git.
  // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
  positional: true,
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  scope: 'the working directory only (never the git root above it)',
  outsideView: [
    'global ~/.agents/AGENTS.md, ~/.cline/data/rules, ~/Documents/Cline/Rules (a global rule with the same name replaces the workspace one)',
  ],
  knobs: [],
  names: () => [AGENTS, '.clinerules'],
  rulesDirs: [
    { dir: '.clinerules', deep: false, file: RULE_FILE },
    { dir: '.cline/rules', deep: false, file: RULE_FILE },
  ],
  ownFiles: ['.clinerules', '.cline/rules'],
  // [code] rules are keyed by lower-cased name; a later source replaces an earlier one with the same key
  // ([observed] `.cline/rules/a.md` replaces `.clinerules/a.md`); the prompt lists them sorted by name
  // (`localeCompare`), so `Workspace AGENTS.md` sorts among the rules.
  startup(ctx, cwd) {
    const byId = new Map<string, { path: string; name: string }>();
    for (const src of SOURCES) {
      for (const path of sourceFiles(ctx.view, joinPath(cwd, src))) {
        const name = ruleName(ctx.view, path, cwd);
        if (name !== null) byId.set(name.toLowerCase(), { path, name });
      }
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)).map((r): Candidate => ({ path: r.path, reason: 'startup', label: r.name }));
  },
  // [observed touch mode] reading a file adds nothing; [code] no `paths` / glob handling for rules and
  // no imports. [code hX] the frontmatter is removed and the body trimmed.
  transform: (text, c) => parseFrontmatter(c.path, text).body.trim(),
  // [code Q8] `\n\n# Rules\n` then `## <name>\n<body>` per rule, joined by a blank line, at the end of the
  // system prompt; the two leading newlines are left out here.
  renderStartup(files) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `# Rules\n${kept.map((f: RenderedFile) => `## ${f.label ?? baseName(f.path)}\n${f.kept}`).join('\n\n')}`;
  },
  renderTouch: () => '',
};
