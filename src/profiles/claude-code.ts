// Claude Code. Verified by execution: 2.1.332 (default), 2.1.197/2.1.276/2.1.277 for the
// `instructionFiles: claude-md` option (../shared/oracle RESULTS.md "Claude Code versions").
import { stripHtmlComments } from '../doc/markdown.js';
import { abs } from './walk.js';
import { allFiles, between, oneTrailingNewline, chain, isUnder, outsideHits, rulesRead, type ConditionalRule, type RuleReading, type RulesSpec, matchingRules, touchedDir } from './walk.js';
import { parseFrontmatter } from '../doc/frontmatter.js';
import { loadDoc } from '../doc/load.js';
import { isFile, resolvePath } from '../repo/links.js';
import { joinPath, type RepoView } from '../repo/view.js';
import { globMatcher } from '../glob.js';
import type { ToolOptions } from '../types.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [doc + observed] per directory: CLAUDE.md, .claude/CLAUDE.md, the directory's .claude/rules, then
// CLAUDE.local.md ("rules then CLAUDE.local.md" observed at the root).
const PROJECT = ['CLAUDE.md', '.claude/CLAUDE.md'];
const LOCAL = 'CLAUDE.local.md';
// [observed 2.1.332] any of these in the loaded chain switches every AGENTS.md off; rules do not.
const CLAUDE_FAMILY = [...PROJECT, LOCAL];
// [doc] rules are discovered recursively; [observed] subdirectories load too.
// [observed 2.1.332, explorer cases 32FD3F, 95A916] a `.claude/rules` that is itself a symlink to a
// directory is not read (neither at start nor on touch).
const RULES: RulesSpec = { dir: '.claude/rules', recursive: true, match: /\.md$/, noTopLink: true };
// How a rule's `paths:` is read (see `conditional`).
const PATHS: RuleReading = { key: 'paths', splitCommas: true, slashless: 'any-depth', loose: true, anchors: 'slash-root' };

const LABEL_PROJECT = 'project instructions, checked into the codebase';
const LABEL_LOCAL = "user's private project instructions, not checked in";

/**
 * [doc] `claudeMdExcludes` (any settings layer; `.claude/settings.json` in the repository): globs
 * matched against absolute paths; matching instruction files are not loaded.
 */
function notExcluded(ctx: ProfileContext): (c: Candidate) => boolean {
  const globs = ctx.opts.claudeMdExcludes ?? [];
  if (globs.length === 0) return () => true;
  const m = globMatcher(globs);
  return (c) => !m(abs(ctx.view.absRoot, c.path));
}

/**
 * [observed 2.1.332, explorer CED00A, D6FBAD, C89500] on a read, the `.claude/rules` of a directory between
 * cwd and the file: those whose `paths:` match (relative to that directory) and those without. Placed as
 * at start (before the directory's CLAUDE.local.md); no case had a CLAUDE file there, so that is assumed.
 */
function nestedRules(ctx: ProfileContext, dir: string, target: string): Candidate[] {
  const out: Candidate[] = [];
  for (const { path: r, rule: c, atStart } of rulesRead(ctx.view, dir, RULES, PATHS)) {
    if (atStart || !c) out.push({ path: r, reason: 'nested' });
    else if (c.matches(target)) out.push({ path: r, reason: 'conditional', via: c.patterns.join(', ') });
  }
  return out;
}

type Mode = NonNullable<ToolOptions['instructionFiles']>;
const mode = (o: ToolOptions): Mode => o.instructionFiles ?? 'claude-md-or-agents-md';

const isEmptyFile = (view: RepoView, path: string): boolean => {
  const d = loadDoc(view, path);
  return d.ok && d.size === 0;
};

/** Whether AGENTS.md is read in this session (2.1.332 `agents-md` plugin). */
function agentsMdActive(view: RepoView, dirs: string[], m: Mode, outside: boolean): boolean {
  if (m === 'claude-md') return false;
  if (m === 'claude-md-and-agents-md') return true;
  // [observed 2.1.332, explorer 7F57B9, 8F0714, EEA977] a dangling CLAUDE.md / CLAUDE.local.md link out of
  // the repository does not switch it off (outsideLinkTargets: missing)
  // [observed] global fallback: one CLAUDE.md anywhere in the chain switches it off; [observed 2.1.332,
  // explorer seed 2: 8D7DAB, EEA977] an empty (0-byte) one does not.
  return !dirs.some((d) => allFiles(view, d, CLAUDE_FAMILY, outside).some((p) => !isEmptyFile(view, p)));
}

/**
 * Rules with `paths:` in the `.claude/rules` of the session's directories.
 * Deliberate deviation: Claude Code attaches matching rules in directory-listing (readdir) order,
 * which depends on the file system (observed BRACE, YAMLLIST, COMMA, TS on ext4); we use name
 * order so the report is the same on every machine (fixtures/oracle/conditional/expected.json).
 */
function conditional(ctx: ProfileContext, cwd: string): ConditionalRule[] {
  const out: ConditionalRule[] = [];
  for (const dir of chain(ctx.view, claudeCode.walk, cwd)) {
    for (const { rule: c, atStart } of rulesRead(ctx.view, dir, RULES, PATHS)) {
      // [observed] YAML list, brace `{ts,tsx}`, comma-separated string and block list all match.
      // [observed 2.1.332, explorer case 2D2FAA] `paths: "*.ts"` matches a/b/c/f.ts: a pattern without
      // `/` matches the file name at any depth.
      // [observed 2.1.332, explorer case 55361A] an unquoted `paths: **/*.{ts,tsx}` (malformed YAML) still scopes
      // the rule: it is read on touch, not at start.
      // [observed 2.1.332, explorer seed 2: 3ABEE9, D8A873, DF9D25, 6C7CE5] `/a/**` matches a/b/g.ts (a
      // leading `/` is the rules' project root); [5CE1FE, C2E03B, 92E93D] `./a/**/*.ts` matches nothing.
      if (c && !atStart) out.push(c);
    }
  }
  return out;
}

export const claudeCode: Profile = {
  id: 'claude-code',
  name: 'Claude Code',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['claude-code'].version, note: 'older behaviour (no AGENTS.md) observed on 2.1.197–2.1.277' },
  // [observed] root → cwd and on above the git root up to `/`; without .git: cwd and parents.
  walk: { noMarker: 'cwd-and-parents', aboveRoot: true },
  outsideView: [
    'CLAUDE.md and CLAUDE.local.md in every directory above the repository (walks up to /); one there switches AGENTS.md off',
    'managed policy /etc/claude-code/CLAUDE.md; user ~/.claude/CLAUDE.md and ~/.claude/rules/',
  ],
  knobs: ['instructionFiles', 'claudeMdExcludes', 'externalImports', 'outsideLinkTargets'],
  // [observed 2.1.332, explorer seed 2: 27 of 30 sessions in a/ or a/b/ with claudeMdExcludes in the root's
  // .claude/settings.json loaded the excluded a/CLAUDE.md, a/b/CLAUDE.md, with and without .git; at the
  // root they were excluded] project settings are read from the directory Claude Code starts in.
  settingsAtCwd: true,
  names: (o) => [...CLAUDE_FAMILY, ...(mode(o) === 'claude-md' ? [] : ['AGENTS.md'])],
  startup(ctx, cwd) {
    const dirs = chain(ctx.view, this.walk, cwd);
    const out: Candidate[] = [];
    for (const dir of dirs) {
      for (const p of allFiles(ctx.view, dir, PROJECT)) out.push({ path: p, reason: 'startup' });
      for (const { path: r, atStart } of rulesRead(ctx.view, dir, RULES, PATHS)) {
        // [observed] a rule with `paths:` is not loaded at start, even when cwd matches; [observed 2.1.332,
        // explorer case 97C1F0] unless a pattern is `**` (every file).
        if (atStart) out.push({ path: r, reason: 'startup' });
      }
      const local = joinPath(dir, LOCAL);
      if (isFile(ctx.view, local)) out.push({ path: local, reason: 'startup', label: 'local' });
    }
    // [observed 2.1.332] AGENTS.md comes after CLAUDE.md files and rules (agents-rules: rule, then AGENTS.md).
    if (agentsMdActive(ctx.view, dirs, mode(ctx.opts), outsideHits(ctx.opts))) {
      for (const dir of dirs) for (const p of allFiles(ctx.view, dir, ['AGENTS.md'])) out.push({ path: p, reason: 'startup', label: 'agents' });
    }
    return out.filter(notExcluded(ctx));
  },
  conditionalRules: conditional,
  // [observed touch mode] CLAUDE.md of every directory from cwd (excl.) down to the file's directory,
  // top-down, then rules whose `paths:` match; AGENTS.md lazily only while the fallback is active.
  touch(ctx, cwd, target, loaded) {
    const view = ctx.view;
    // [observed 2.1.332, explorer seed 2: 6346CF, 725EC9, 743915, 46D35F, 2F12CF, E3E575 (a file read
    // through a directory link leading out of cwd) and A6CFD1, 320DD8, A519AC, 972787, 98EA86 (a file
    // outside cwd)] a read adds nothing, neither CLAUDE files nor rules, unless the file's real path is
    // inside the working directory; inside it, the directories are those of the path as given (5FF41E).
    const real = resolvePath(view, target);
    if (!isUnder(cwd, real.ok ? real.path : target)) return [];
    const tdir = touchedDir(view, target);
    const out: Candidate[] = [];
    const active = agentsMdActive(view, chain(view, this.walk, cwd), mode(ctx.opts), outsideHits(ctx.opts));
    const kept = notExcluded(ctx);
    // [observed 2.1.332, explorer case 1428FF] the CLAUDE files of every directory come first, the lazily
    // loaded AGENTS.md (plugin hook) after them, as at start.
    const agents: Candidate[] = [];
    for (const dir of between(cwd, tdir)) {
      // [observed 2.1.332, explorer EABF9B] a CLAUDE.md left out by claudeMdExcludes does not keep the
      // directory's AGENTS.md away
      const found = allFiles(view, dir, CLAUDE_FAMILY, outsideHits(ctx.opts)).filter((p) => kept({ path: p, reason: 'nested' }));
      for (const p of found) {
        if (p.endsWith(LOCAL)) out.push(...nestedRules(ctx, dir, target));
        out.push({ path: p, reason: 'nested', label: p.endsWith(LOCAL) ? 'local' : undefined });
      }
      if (!found.some((p) => p.endsWith(LOCAL))) out.push(...nestedRules(ctx, dir, target));
      if (active && (found.length === 0 || mode(ctx.opts) === 'claude-md-and-agents-md')) {
        for (const p of allFiles(view, dir, ['AGENTS.md'])) agents.push({ path: p, reason: 'nested', label: 'agents' });
      }
    }
    out.push(...matchingRules(conditional(ctx, cwd), target, loaded), ...agents);
    return out.filter((c) => !loaded.has(c.path)).filter(notExcluded(ctx));
  },
  // [observed] imports: separate block right after the importer; 4 hops (L1–L4 in, L5 out); not in
  // fences, inline code or HTML comments; mid-line `@x` works; a file is sent once.
  // [observed 2.1.332, explorer seed 2: 25 of 25 sessions in a/ or a/b/ importing docs/imp.md from the
  // root; code: `hasClaudeMdExternalIncludesApproved`] a target outside the working directory is an
  // "external import", loaded only once the user approved them in a dialog: unapproved (headless
  // default) it is left out. State outside the repository: the `externalImports` knob, stated in `assumes`.
  imports: {
    outsideCwdNeedsApproval: true,
    // [observed 2.1.332, explorer seed 2: E88367, B71C08, 5B16DF, 84BE11, A46633] a CLAUDE.md that is a link
    // to docs/real.md resolves `@docs/imp.md` from docs/ (docs/docs/imp.md), not from where it is linked
    fromRealPath: true,
    grammar: 'claude',
    code: 'marked',
    inComments: 'ignored',
    maxDepth: 4,
    splice: 'after',
    rootOnly: false,
    dedupe: 'global',
  },
  // [observed] HTML comments stripped (single and multi-line), kept inside code fences; [observed 2.1.332,
  // explorer seed 2: 14 cases, CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md and AGENTS.md] a leading YAML
  // frontmatter block is not sent.
  transform: (text) => stripHtmlComments(parseFrontmatter('', text).body),
  // [observed 2.1.332] one `<system-reminder>` block; per file `Contents of <abs> (<label>):`.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    const blocks = kept.map((f) => `Contents of ${abs(env.absRoot, f.path)} (${label(f)}):\n\n${oneTrailingNewline(f.kept)}`);
    return (
      '<system-reminder>\nCodebase and user instructions are shown below. Be sure to adhere to these instructions. ' +
      'IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.\n\n' +
      `${blocks.join('\n')}</system-reminder>`
    );
  },
  // [observed 2.1.332] lazily added files: one `<system-reminder>` block each inside the tool result;
  // a lazily loaded AGENTS.md arrives through the plugin hook with its own prefix.
  renderTouch(files, env) {
    return files
      .map((f) =>
        f.label === 'agents'
          ? `tool.call hook additional context: Contents of ${abs(env.absRoot, f.path)}:\n\n${f.kept}`
          : `<system-reminder>\nContents of ${abs(env.absRoot, f.path)}:\n\n${oneTrailingNewline(f.kept)}\n</system-reminder>`,
      )
      .join('\n\n');
  },
};

function label(f: RenderedFile): string {
  return f.label === 'local' ? LABEL_LOCAL : LABEL_PROJECT;
}
