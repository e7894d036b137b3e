// Claude Code. Verified by execution: 2.1.332 (default), 2.1.197/2.1.276/2.1.277 for the
// `instructionFiles: claude-md` option (../shared/oracle RESULTS.md "Claude Code versions").
import { stripHtmlComments } from '../doc/markdown.js';
import { abs } from './walk.js';
import { allFiles, between, oneTrailingNewline, chain, isUnder, outsideHits, rulesRead, type ConditionalRule, type RuleReading, type RulesSpec, matchingRules, touchedDir } from './walk.js';
import { parseFrontmatter } from '../doc/frontmatter.js';
import { loadDoc } from '../doc/load.js';
import { isFile, resolvePath } from '../repo/links.js';
import { baseName, joinPath, type RepoView } from '../repo/view.js';
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
const RULES: RulesSpec = { dir: '.claude/rules', recursive: true, match: /\.md$/ };
// How a rule's `paths:` is read (see `conditional`).
const PATHS: RuleReading = { key: 'paths', splitCommas: true, slashless: 'any-depth', loose: true, anchors: 'slash-root' };

/**
 * The rule files of `dir`'s `.claude/rules` in a session at `cwd`. [observed 2.1.332, explorer seed 2: 32FD3F,
 * 95A916, 380BD3; probe: .claude/rules -> shared/rules at the root and a/.claude/rules -> ../../shared/rules,
 * sessions in ., a/, a/b/] a `.claude/rules` that is a symlink to a directory is read (at start, and its
 * `paths:` rules on touch) only when the link's target lies inside the working directory; else not at all.
 */
function rulesOf(view: RepoView, dir: string, cwd: string): ReturnType<typeof rulesRead> {
  const top = joinPath(dir, RULES.dir);
  if (view.entry(top)?.kind === 'symlink') {
    const r = resolvePath(view, top);
    if (!r.ok || !isUnder(cwd, r.path)) return [];
  }
  return rulesRead(view, dir, RULES, PATHS);
}

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
function nestedRules(ctx: ProfileContext, dir: string, cwd: string, target: string): Candidate[] {
  const out: Candidate[] = [];
  for (const { path: r, rule: c, atStart } of rulesOf(ctx.view, dir, cwd)) {
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
  return !dirs.some((d) => agentsMdSwitchesIn(view, d, outside).length > 0);
}

/** The files of `dir` that switch AGENTS.md off in the default mode: its non-empty CLAUDE files (see agentsMdActive). */
function agentsMdSwitchesIn(view: RepoView, dir: string, outside: boolean): string[] {
  return allFiles(view, dir, CLAUDE_FAMILY, outside).filter((p) => !isEmptyFile(view, p));
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
    for (const { rule: c, atStart } of rulesOf(ctx.view, dir, cwd)) {
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
  // [observed 2.1.332, as agentsMdActive] in the default mode the non-empty CLAUDE files of the chain
  // switch AGENTS.md off; in the other modes nothing does.
  shadowedBy(ctx, cwd, file) {
    if (baseName(file) !== 'AGENTS.md' || mode(ctx.opts) !== 'claude-md-or-agents-md') return undefined;
    return chain(ctx.view, this.walk, cwd).flatMap((d) => agentsMdSwitchesIn(ctx.view, d, outsideHits(ctx.opts)));
  },
  startup(ctx, cwd) {
    const view = ctx.view;
    const dirs = chain(view, this.walk, cwd);
    const out: Candidate[] = [];
    const active = agentsMdActive(view, dirs, mode(ctx.opts), outsideHits(ctx.opts));
    // [observed 2.1.332, probe: AGENTS.md and .claude/rules at the root and in cwd a/ (and 0/, 0/x/); fixture
    // x-claude-code-agents-order] in the default mode AGENTS.md comes right after its own directory's rules
    // (root rule, AGENTS.md, a/ rule, a/AGENTS.md); with both CLAUDE files and AGENTS.md read (the knob for
    // older releases) after all of them.
    const perDir = active && mode(ctx.opts) === 'claude-md-or-agents-md';
    const agentsOf = (dir: string): Candidate[] => allFiles(view, dir, ['AGENTS.md']).map((p) => ({ path: p, reason: 'startup', label: 'agents' }));
    for (const dir of dirs) {
      for (const p of allFiles(view, dir, PROJECT)) out.push({ path: p, reason: 'startup' });
      // [observed] a rule with `paths:` is not loaded at start, even when cwd matches; [observed 2.1.332,
      // explorer case 97C1F0] unless a pattern is `**` (every file).
      const rules: Candidate[] = rulesOf(view, dir, cwd).filter((r) => r.atStart).map((r) => ({ path: r.path, reason: 'startup' }));
      // [observed 2.1.332, probe: a/.claude/rules -> ../lrules in cwd a/, with a/AGENTS.md or a/CLAUDE.md and
      // a/CLAUDE.local.md; fixtures x-claude-code-agents-order, x-claude-code-380BD3-links] the rules of a
      // linked rules directory come after the directory's AGENTS.md (still before its CLAUDE.local.md).
      const linked = view.entry(joinPath(dir, RULES.dir))?.kind === 'symlink';
      if (!linked) out.push(...rules);
      if (perDir) out.push(...agentsOf(dir));
      if (linked) out.push(...rules);
      const local = joinPath(dir, LOCAL);
      if (isFile(view, local)) out.push({ path: local, reason: 'startup', label: 'local' });
    }
    // [observed 2.1.332] AGENTS.md comes after CLAUDE.md files and rules (agents-rules: rule, then AGENTS.md).
    if (active && !perDir) for (const dir of dirs) out.push(...agentsOf(dir));
    return out.filter(notExcluded(ctx));
  },
  conditionalRules: conditional,
  // Deliberate deviation, stated on the stack: Claude Code reads a rules directory in directory-listing
  // (readdir) order, which depends on the file system ([observed 2.1.332] ext4 hash order, fixtures/oracle/
  // conditional; probe: start-up and touch); the engine lists rules in name order, the same on every machine.
  caveats(files) {
    const dirs = new Map<string, number>();
    for (const { path: p } of files) {
      const i = p.indexOf(`${RULES.dir}/`);
      if (i < 0 || (i > 0 && p[i - 1] !== '/')) continue;
      const d = p.slice(0, i + RULES.dir.length);
      dirs.set(d, (dirs.get(d) ?? 0) + 1);
    }
    const many = [...dirs].filter(([, n]) => n > 1).map(([d]) => d);
    if (many.length === 0) return [];
    return [`${this.name} reads the rules of ${many.join(', ')} in the file system's directory-listing order, which differs between machines; they are listed here in name order`];
  },
  // [observed touch mode] CLAUDE.md of every directory from cwd (excl.) down to the file's directory,
  // top-down, then rules whose `paths:` match; AGENTS.md lazily only while the fallback is active.
  touch(ctx, cwd, target, loaded) {
    const view = ctx.view;
    // [observed 2.1.332, explorer seed 2: 6346CF, 725EC9, 743915, 46D35F, 2F12CF, E3E575 (a file read
    // through a directory link leading out of cwd) and A6CFD1, 320DD8, A519AC, 972787, 98EA86 (a file
    // outside cwd)] a read adds nothing, neither CLAUDE files nor rules, unless the file's real path is
    // inside the working directory; inside it, the directories are those of the path as given (5FF41E).
    // [observed 2.1.332, explorer seed 2: 725EC9; probe: cwd a/ reading a/b/c/f.ts, a/b/c -> ../../lib/c, with
    // and without a/b/CLAUDE.md, lib/c/CLAUDE.md] the lazily loaded AGENTS.md (plugin hook) still comes, from
    // the directories of the path as given (a/b/, a/b/c/), skipping those that hold a CLAUDE file.
    const real = resolvePath(view, target);
    if (!isUnder(cwd, target)) return [];
    const hookOnly = !isUnder(cwd, real.ok ? real.path : target);
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
      if (!hookOnly) {
        for (const p of found) {
          if (p.endsWith(LOCAL)) out.push(...nestedRules(ctx, dir, cwd, target));
          out.push({ path: p, reason: 'nested', label: p.endsWith(LOCAL) ? 'local' : undefined });
        }
        if (!found.some((p) => p.endsWith(LOCAL))) out.push(...nestedRules(ctx, dir, cwd, target));
      }
      if (active && (found.length === 0 || mode(ctx.opts) === 'claude-md-and-agents-md')) {
        for (const p of allFiles(view, dir, ['AGENTS.md'])) agents.push({ path: p, reason: 'nested', label: 'agents' });
      }
    }
    if (!hookOnly) out.push(...matchingRules(conditional(ctx, cwd), target, loaded));
    out.push(...agents);
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
