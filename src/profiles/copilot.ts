// GitHub Copilot CLI. Verified by execution: @github/copilot 1.0.102 (../shared/oracle RESULTS.md).
// Docs: github/docs CLI custom instructions, custom-instructions-path.md (profiles.md §6).
import { filterLoaded, projectRoot, spellings, type WalkSpec } from './walk.js';
import { allFiles, between, conditionalRule, coversEverything, isUnder, listing, listRules, rulesRead, type ConditionalRule, type ReadRule, type RuleReading, type RulesSpec, matchingRules, touchedDir } from './walk.js';
import { isFile, resolvePath } from '../repo/links.js';
import { ancestorsRootFirst, baseName, joinPath, parentDir, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';
import { cached } from '../memo.js';

// [observed 1.0.102] all three, in every directory it reads (docs: CLAUDE.md/GEMINI.md root only; observed otherwise).
const NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md'];
// [observed 1.0.102, explorer case 7ECD30] on touch, `.claude/CLAUDE.md` of a directory in between too.
const NESTED_NAMES = [...NAMES, '.claude/CLAUDE.md'];
/** Label of an instructions file without `applyTo`: sent as raw text, not in `<custom_instruction>`. */
const BARE = 'bare';
// [observed] `.github/copilot-instructions.md` first.
const REPO_FILE = '.github/copilot-instructions.md';
// [doc] `.github/instructions/**/NAME.instructions.md` with `applyTo`; [observed] `applyTo: "**"` loads at start.
const INSTRUCTIONS: RulesSpec = { dir: '.github/instructions', recursive: true, match: /\.instructions\.md$/ };
// [observed] `.claude/rules/**/*.md` without `paths:` at start (subdirectories too); with `paths:` on touch.
// [observed 1.0.102, explorer seed 2: 51C7E2, 9713BC] a `.claude/rules` that is itself a symlink to a
// directory is read (unlike Claude Code; seed 1's 5D31AD was a malformed `paths:`, read loosely below).
const CLAUDE_RULES: RulesSpec = { dir: '.claude/rules', recursive: true, match: /\.md$/ };
// [observed 1.0.102, explorer seed 2: E68EC8, 1DE4A9, A6CFD1, E14540, C2CBD5; seed 1: 5D31AD] a malformed
// frontmatter (unquoted `applyTo: **/*.py`, `paths: **/*.ts`) still scopes the file: its `key: value`
// lines are read literally.
const LOOSE = true;
// Not observed: no import depth limit was seen up to 7 hops; 20 stands for "unlimited" and bounds cycles.
const IMPORT_DEPTH = 20;

/** [observed] git root → cwd; without .git, cwd only, which is then where `.github` and `.claude` are read too. */
const WALK: WalkSpec = { noMarker: 'cwd-only', aboveRoot: false, noMarkerProjectRoot: 'cwd' };

/** Where `.github` and `.claude` are read (the project root). */
function base(view: RepoView, cwd: string): string {
  return projectRoot(view, WALK, cwd);
}

/**
 * The names Copilot finds in `dir`: each of `names` matched case-insensitively, the exact spelling
 * alone when it is there. [observed 1.0.102] `lower/agents.md`, `upper/AGENTS.MD` in cwd; [observed
 * 1.0.102, explorer seed 2: CLAUDE.MD ×7, Agents.md ×2, AGENTS.MD ×2, agents.md ×7, at the root, in
 * between, in cwd and on touch] every directory, all three names; [A29F99, 2921B0] beside the exact
 * spelling a variant is not read.
 */
function namesIn(view: RepoView, dir: string, names: readonly string[]): string[] {
  // A function of the directory's listing, asked by every session whose chain passes through it.
  const byNames = cached(namesMemo, view, () => new Map<readonly string[], Map<string, string[]>>());
  return cached(cached(byNames, names, () => new Map<string, string[]>()), dir, () => namesInUncached(view, dir, names));
}

const namesMemo = new WeakMap<RepoView, Map<readonly string[], Map<string, string[]>>>();

function namesInUncached(view: RepoView, dir: string, names: readonly string[]): string[] {
  const kids = listing(view, dir);
  const found = kids ? spellings(kids, new Set(names.map((n) => n.toLowerCase()))) : undefined;
  return names.flatMap((n) => {
    // [observed 1.0.102, explorer seed 4: 10053D; fixture x-copilot-10053D-dirname] an exact spelling
    // that is a directory (a/AGENTS.md/) does not keep a/agents.md away
    if (n.includes('/') || (kids?.has(n) && isFile(view, joinPath(dir, n)))) return [n];
    return found?.get(n.toLowerCase()) ?? [];
  });
}

/** Instruction files and rules whose loading depends on the touched path, in load order. */
function conditional(ctx: ProfileContext, cwd: string): ConditionalRule[] {
  const view = ctx.view;
  const root = base(view, cwd);
  const out: ConditionalRule[] = [];
  for (const { rule: c, atStart } of instructionFiles(view, root, cwd)) if (c && !atStart) out.push(c);
  // [observed] `.claude/rules` `paths:`: YAML list, brace, comma-separated string and block list all match.
  for (const { rule: c, atStart } of claudeRules(view, root, cwd)) if (c && !atStart) out.push(c);
  return out;
}

// [observed 1.0.102, explorer seed 2: 00723F; fixture x-copilot-00723F-commas: `applyTo`/`paths:` as a list
// item, an inline array and a string] a single string is split at commas, the items of a YAML list are not
// (`- "**/*.md, **/*.ts"` is one pattern that matches nothing). [observed 1.0.102, explorer seed 4:
// D87FB2; fixture x-copilot-D87FB2-anydepth] a pattern without `/` (`*.ts`) matches a file's name at any
// depth (a/b/c/f.ts), as a string, a list item or an inline array, in `paths:` and `applyTo`, with and
// without .git.
const APPLY_TO: RuleReading = { key: 'applyTo', splitCommas: 'scalar', slashless: 'any-depth', loose: LOOSE };
const PATHS: RuleReading = { key: 'paths', splitCommas: 'scalar', slashless: 'any-depth', loose: LOOSE };

/** The rules of `spec` at the git root and in cwd, globs relative to the root. */
function rootAndCwd(view: RepoView, root: string, cwd: string, spec: RulesSpec, reading: RuleReading): readonly ReadRule[] {
  const out = rulesRead(view, root, spec, reading);
  if (cwd === root) return out;
  const here = listRules(view, cwd, spec).filter((p) => !out.some((r) => r.path === p));
  if (here.length === 0) return out;
  return [
    ...out,
    ...here.map((path) => {
      const rule = conditionalRule(view, path, root, reading.key, reading.splitCommas, reading.slashless, reading.loose);
      return { path, rule, atStart: !rule || coversEverything(rule) };
    }),
  ];
}

/**
 * The rules of `spec` in `dir`, globs relative to the project root `root`: [observed 1.0.102, explorer
 * seed 7: ED5ACC; fixture x-copilot-S9-applyto-base] so are those of a directory between cwd and a file
 * read (a/.github/instructions `applyTo: "a/e/**"`, and a/.claude/rules `paths: "a/e/**"`, apply to
 * a/e/k.ts; `e/**` does not), with and without .git, cwd . or a.
 */
function rulesIn(view: RepoView, dir: string, root: string, spec: RulesSpec, reading: RuleReading): readonly ReadRule[] {
  if (dir === root) return rulesRead(view, root, spec, reading);
  const byDir = cached(cached(cached(nestedRules, view, () => new Map()), spec, () => new Map()), root, () => new Map<string, readonly ReadRule[]>());
  return cached(byDir, dir, () =>
    listRules(view, dir, spec).map((path) => {
      const rule = conditionalRule(view, path, root, reading.key, reading.splitCommas, reading.slashless, reading.loose);
      return { path, rule, atStart: !rule || coversEverything(rule) };
    }),
  );
}

const nestedRules = new WeakMap<RepoView, Map<RulesSpec, Map<string, Map<string, readonly ReadRule[]>>>>();

/** [doc] `.github/instructions` at the git root and in cwd, `applyTo` relative to the root. */
function instructionFiles(view: RepoView, root: string, cwd: string): readonly ReadRule[] {
  return rootAndCwd(view, root, cwd, INSTRUCTIONS, APPLY_TO);
}

/**
 * `.claude/rules` at the git root and in cwd, like `.github/instructions` ([observed 1.0.102, explorer seed 1:
 * 55361A; fixture x-copilot-CED00A-order: cwd a/ with a/.claude/rules] cwd's rules without `paths:` at start,
 * with `paths:` on touch).
 */
function claudeRules(view: RepoView, root: string, cwd: string): readonly ReadRule[] {
  return rootAndCwd(view, root, cwd, CLAUDE_RULES, PATHS);
}

/**
 * Directories a read of `dir` walks, nearest first: below cwd, or (outside cwd, in a git repository) below
 * what cwd and `dir` share. [observed 1.0.102, explorer seed 1: 8CFF5A; seed 2: 2D6077] without .git a
 * file outside cwd loads nothing (the repository is cwd then).
 */
function walkedDirs(view: RepoView, cwd: string, dir: string): string[] {
  let top = cwd;
  while (view.hasGitMarker && top !== '' && !isUnder(top, dir)) top = parentDir(top);
  return between(top, dir).reverse();
}

/** HTML escaping of the lazily added text ([observed] `&quot;`, `&lt;`, `&gt;`). */
function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Opt-in `perFileMaxChars`: each file cut to its first N characters (UTF-16 code units, as JS counts). */
function capChars(files: RenderedFile[], max: number | undefined): void {
  if (max === undefined || max <= 0) return;
  for (const f of files) {
    if (f.inline || f.omitted || f.text.length <= max) continue;
    f.kept = f.text.slice(0, max);
    f.truncated = true;
    f.note = `cut to the first ${max} of ${f.text.length} characters (perFileMaxChars, Copilot code review's read limit)`;
  }
}

export const copilot: Profile = {
  id: 'copilot',
  name: 'GitHub Copilot CLI',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['copilot'].version, note: 'Copilot code review and the cloud agent are documented, not observed' },
  // [observed] git root, cwd and the directories in between; never above the root; no .git → cwd only.
  walk: WALK,
  // [observed] cwd's files come before the directories in between, so the order depends on where cwd sits.
  positional: true,
  outsideView: [
    '$HOME/.copilot/copilot-instructions.md and $HOME/.copilot/instructions/**/*.instructions.md',
    'AGENTS.md and .github/instructions in the directories listed in COPILOT_CUSTOM_INSTRUCTIONS_DIRS',
  ],
  knobs: ['perFileMaxChars'],
  names: () => [...NAMES, 'agents.md', REPO_FILE],
  // [observed] order: `.github/copilot-instructions.md`; AGENTS/CLAUDE/GEMINI.md at the root; the same in
  // cwd; then the directories in between, nearest to cwd first ([observed 1.0.102] fixtures/profiles/
  // copilot-layout, cwd a/b/c: root, a/b/c, a/b, a); then `.github/instructions` whose `applyTo` covers every file; then `.claude/rules`
  // without `paths:`. Identical content is sent once (see keep).
  startup(ctx, cwd) {
    const view = ctx.view;
    const root = base(view, cwd);
    const out: Candidate[] = [];
    const repoFile = joinPath(root, REPO_FILE);
    if (isFile(view, repoFile)) out.push({ path: repoFile, reason: 'startup' });
    const dirs = view.hasGitMarker ? ancestorsRootFirst(cwd) : [cwd];
    const order = dirs.length > 1 ? [dirs[0] as string, cwd, ...dirs.slice(1, -1).reverse()] : dirs;
    for (const dir of order) {
      // [observed 1.0.102, explorer seed 2: BA39F5, 3D6300 (2 of 2)] a directory between the root and cwd
      // also gives its `.claude/CLAUDE.md`, as on touch; the root's and cwd's are not read (seed 2: 0 of 5)
      const names = dir !== cwd && dir !== dirs[0] ? NESTED_NAMES : NAMES;
      for (const p of allFiles(view, dir, namesIn(view, dir, names))) out.push({ path: p, reason: 'startup' });
    }
    for (const { path: p, rule: c, atStart } of instructionFiles(view, root, cwd)) {
      // [doc] `**` = all files: applied from the start.
      if (c && atStart) out.push({ path: p, reason: 'startup', label: 'rule' });
      // [observed 1.0.102, explorer case CB059F] without `applyTo` the file is applied at start after all
      // (the docs say "not applied automatically"): its raw text right after the tool list, unwrapped.
      else if (!c) out.push({ path: p, reason: 'startup', label: BARE });
    }
    for (const { path: r, atStart } of claudeRules(view, root, cwd)) {
      // [observed 1.0.102, explorer case 97C1F0] `paths: ["**"]` loads at start like no `paths:`.
      if (atStart) out.push({ path: r, reason: 'startup', label: 'rule' });
    }
    return out;
  },
  conditionalRules: conditional,
  // [observed touch mode] the matching rules of the root and cwd first; then, per directory from the file's
  // nearest first down to cwd (excl.): its AGENTS.md, CLAUDE.md, GEMINI.md, its `.github/instructions`, its
  // `.claude/rules`. Nothing is re-sent.
  touch(ctx, cwd, target, loaded) {
    const view = ctx.view;
    // [observed 1.0.102, explorer seed 2: 105ADD, AEE73E, 2D6077, 00723F] the directories are those of the
    // file's real path: through a directory link a/b/c -> lib/c, lib/ and lib/c/, not a/ and a/b/
    const real = resolvePath(view, target);
    const tdir = real.ok ? touchedDir(view, real.path) : touchedDir(view, target);
    const out: Candidate[] = [];
    const root = base(view, cwd);
    // [observed 1.0.102, explorer case 7ECD30] the matching rules come first, then the nested files.
    out.push(...matchingRules(conditional(ctx, cwd), target, loaded, 'rule'));
    // [observed 1.0.102, explorer seed 2: 105ADD; fixture x-copilot-105ADD-outside: cwd a/b reading a/e/k.ts
    // and z/y/h.py, cwd a reading a/b/c/f.ts -> lib/c/f.ts] a file outside cwd loads the directories below
    // the one cwd and the file share (z/y/ then z/; lib/c/ then lib/), nearest first, as below cwd.
    // [observed 1.0.102, explorer seed 1: AFB641; seed 2: CED00A; fixture x-copilot-CED00A-order] directory
    // by directory: the files, then the instructions, then the rules of a/b/c/, of a/b/, of a/.
    for (const dir of walkedDirs(view, cwd, tdir)) {
      for (const p of allFiles(view, dir, namesIn(view, dir, NESTED_NAMES))) if (!loaded.has(p)) out.push({ path: p, reason: 'nested' });
      // [observed 1.0.102, explorer case AFB641] the `.github/instructions` of a directory between cwd and the
      // file are read on touch too (`applyTo: "**/*.{ts,tsx}"` in a/, a/e/k.ts read from the root), relative
      // to the project root (rulesIn); without `applyTo` they apply as at start (fixture x-copilot-CED00A-order).
      for (const { path: p, rule: c } of rulesIn(view, dir, root, INSTRUCTIONS, APPLY_TO)) {
        if (loaded.has(p)) continue;
        if (!c) out.push({ path: p, reason: 'nested', label: BARE });
        else if (coversEverything(c) || c.matches(target)) out.push({ path: p, reason: 'conditional', via: c.patterns.join(', '), label: 'rule' });
      }
      // [observed 1.0.102, explorer seed 2: CED00A] and its `.claude/rules` whose `paths:` match (relative
      // to the project root, rulesIn), or without `paths:`
      for (const { path: r, rule: c, atStart } of rulesIn(view, dir, root, CLAUDE_RULES, PATHS)) {
        if (loaded.has(r)) continue;
        if (!c || atStart) out.push({ path: r, reason: 'nested', label: 'rule' });
        else if (c.matches(target)) out.push({ path: r, reason: 'conditional', via: c.patterns.join(', '), label: 'rule' });
      }
    }
    return out;
  },
  // [observed] imports in AGENTS.md and CLAUDE.md, not GEMINI.md: the reference stays, followed by
  // `\n\n<imported_custom_instruction source="<abs>">\n…</imported_custom_instruction>`; no depth limit
  // seen (≥ 7); expanded inside HTML comments, not in code as Copilot finds it (markdown.ts
  // lineCodeRegions: lines end at \n only, an unclosed backtick run is code to the line's end; explorer
  // seeds 3 and 5: 82F0B0, D0308C); a file imported again
  // inside the same loaded file is not expanded again (CLAUDE.md importing AGENTS.md repeats AGENTS.md
  // but not its imports); no de-duplication across loaded files. A missing target leaves the text.
  imports: {
    grammar: 'claude',
    code: 'lines',
    inComments: 'expanded',
    maxDepth: IMPORT_DEPTH,
    splice: 'nested-tag',
    // [observed 1.0.102, explorer seed 2: 497050, 60F729] a CLAUDE.MD's imports are expanded too
    appliesTo: (p) => baseName(p).toLowerCase() === 'agents.md' || baseName(p).toLowerCase() === 'claude.md',
    rootOnly: false,
    dedupe: 'file',
    missing: 'keep',
  },
  // [observed] identical content in AGENTS.md / CLAUDE.md / GEMINI.md is sent once (dupcontent); the
  // content is sent raw (comments kept, rule frontmatter kept in the lazily added text).
  keep: (files) => filterLoaded(files, (f, kept) => !kept.some((k) => k.text.trim() === f.text.trim())),
  // Opt-in only: Copilot CLI showed no size limit (200 KiB ×3); code review reads 4,000 characters per file.
  budget(files, env) {
    const max = env.opts.perFileMaxChars;
    capChars(files, max);
    return max && max > 0 ? { budgetBytes: null, counts: `the first ${max} characters of each file (perFileMaxChars)` } : { budgetBytes: null };
  },
  // [observed] system prompt: `<custom_instruction>\n<content>\n</custom_instruction>` per file, no path,
  // blocks separated by a blank line.
  renderStartup(files) {
    return files
      .filter((f) => !f.omitted && !f.inline)
      .map((f) => (f.label === BARE ? f.kept : `<custom_instruction>\n${f.kept}\n</custom_instruction>`))
      .join('\n\n');
  },
  // [observed touch mode] a new user message, one `<system_reminder>` per file with its repository-relative
  // path and the HTML-escaped raw text (frontmatter and import tags included).
  budgetTouch(files, env) {
    capChars(files, env.opts.perFileMaxChars);
  },
  renderTouch(files) {
    return files
      .filter((f) => !f.omitted && !f.inline)
      .map(
        (f) =>
          `<system_reminder>\nCustom instructions from ${f.path}. Apply these to any code you write here:\n\n${escapeHtml(f.kept)}\n</system_reminder>`,
      )
      .join('\n');
  },
};
