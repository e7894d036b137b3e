// Grok Build (xAI). From source only, not verified by execution (profiles.md §10):
// crates/codegen/xai-grok-agent/src/prompt/agents_md.rs, xai-grok-tools/src/types/{compat.rs,
// agents_md_tracker.rs}, xai-grok-home/src/lib.rs.
import { abs } from './walk.js';
import { allFiles, chain, isUnder, listRules, type RulesSpec, touchedDir } from './walk.js';
import { parseFrontmatter } from '../doc/frontmatter.js';
import { ancestorsRootFirst } from '../repo/view.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';

// [code agents_md.rs agent_filenames()] every one that exists, in this order; the two `.claude/` files
// while the `claude.agents` compat cell is on (default on).
const NAMES = ['Agents.md', 'Claude.md', 'CLAUDE.md', 'CLAUDE.local.md', 'AGENT.md', 'AGENTS.md', '.claude/CLAUDE.md', '.claude/CLAUDE.local.md'];
// [code] rules directories per directory after the named files: `.grok/rules`, then `.claude/rules` and
// `.cursor/rules` (compat cells, default on); not recursive, `*.md` only (extension case-insensitive, so
// `.mdc` is not loaded), sorted by file name; no `paths:` / `globs:` handling.
const RULES: RulesSpec[] = ['.grok/rules', '.claude/rules', '.cursor/rules'].map((dir) => ({ dir, recursive: false, match: /\.md$/i }));
// [code agents_md_tracker.rs] MAX_WALK_DEPTH = 10: directories examined upward from a touched file.
const MAX_WALK_DEPTH = 10;

const HEADER =
  "As you answer the user's questions, you can use the following context (ordered from repo root to current directory - deeper files take precedence on conflicts):\n";
const FOOTER =
  '\nFollow these instructions exactly. When working in subdirectories not listed above, check for additional project instruction files (AGENTS.md, Claude.md, etc.).\n';

/** [code] `<system-reminder` tags inside content are neutralised. */
const neutralise = (s: string): string => s.replace(/<(\/?)system-reminder/g, '&lt;$1system-reminder');

// Assumption: the header shows the absolute path (the code formats the file's PathBuf).
const section = (f: RenderedFile, absRoot: string): string => `\n## From: ${abs(absRoot, f.path)}\n${neutralise(f.kept)}\n`;

export const grokBuild: Profile = {
  id: 'grok-build',
  name: 'Grok Build',
  verified: { method: 'source', version: 'unversioned snapshot', note: 'not verified by execution' },
  // [code] root = `git2::Repository::discover(cwd).workdir()`; chain root → cwd; no repository → cwd only.
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  outsideView: [
    '$GROK_HOME (~/.grok) named files and rules/, then ~/.claude and ~/.cursor named files and rules/ (compat cells), sent first',
  ],
  knobs: [],
  names: () => NAMES,
  // [code] per directory root → cwd: the named files in list order, then the rules directories. Rules
  // frontmatter is stripped (`extract_skill_body`). Same real file twice (canonical path): once.
  // Not modelled: files ignored by .gitignore are skipped (`build_gitignore(git_root)`).
  startup(ctx, cwd) {
    const out: Candidate[] = [];
    for (const dir of chain(ctx.view, this.walk, cwd)) {
      for (const p of allFiles(ctx.view, dir, NAMES)) out.push({ path: p, reason: 'startup' });
      for (const spec of RULES) for (const r of listRules(ctx.view, dir, spec)) out.push({ path: r, reason: 'startup', label: 'rule' });
    }
    return out;
  },
  // [code agents_md_tracker.rs check_path] from the touched file's directory up towards the git root,
  // at most MAX_WALK_DEPTH directories, files not yet loaded are reminded (full content); nothing outside
  // a git repository. Assumed: nearest directory first, named files only.
  touch(ctx, _cwd, target, loaded) {
    if (!ctx.view.hasGitMarker || !isUnder('', target)) return [];
    const tdir = touchedDir(ctx.view, target);
    const out: Candidate[] = [];
    for (const dir of ancestorsRootFirst(tdir).reverse().slice(0, MAX_WALK_DEPTH)) {
      for (const p of allFiles(ctx.view, dir, NAMES)) if (!loaded.has(p)) out.push({ path: p, reason: 'nested' });
    }
    return out;
  },
  // [code] no imports; "no cap: the full content is delivered verbatim".
  transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
  // [code agents_md.rs] `\n\n<system-reminder>\n` + header + `\n## From: {path}\n{content}\n` per file +
  // footer + `</system-reminder>`; the two leading newlines are left out here.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `<system-reminder>\n${HEADER}${kept.map((f) => section(f, env.absRoot)).join('')}${FOOTER}</system-reminder>`;
  },
  // Assumption (framing of the tracker's reminder not in the notes): the same sections in a `<system-reminder>`.
  renderTouch(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `<system-reminder>${kept.map((f) => section(f, env.absRoot)).join('')}</system-reminder>`;
  },
};
