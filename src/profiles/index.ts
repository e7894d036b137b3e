// The tool profiles. Adding a tool = adding its file here.
import type { ToolId } from '../types.js';
import type { Profile } from './profile.js';
import type { RepoView } from '../repo/view.js';
import { codex } from './codex.js';
import { claudeCode } from './claude-code.js';
import { geminiCli } from './gemini-cli.js';
import { qwenCode } from './qwen-code.js';
import { copilot } from './copilot.js';
import { opencode } from './opencode.js';
import { pi } from './pi.js';
import { cursor } from './cursor.js';
import { deepseekHarness } from './deepseek-harness.js';
import { grokBuild } from './grok-build.js';
import { cline } from './cline.js';
import { kiloCode } from './kilo-code.js';
import { continueCli } from './continue-cli.js';
import { rooCode } from './roo-code.js';
import { windsurf } from './windsurf.js';

/**
 * The profile with every member set, in one order (one it leaves out: undefined): the engine reads
 * the members of one profile after another's (a tool at a time) on every path it resolves, and
 * profile literals each with their own members have a hidden class each, so every read site went
 * polymorphic, then megamorphic, and optimised code was thrown away at each new tool. One literal,
 * so the copies share one hidden class with every member in the object. Methods are copied as they
 * are (called on the copy, `this` is the copy); a member no profile should have is kept too.
 */
function uniform(p: Profile): Profile {
  const out: Profile = {
    id: p.id,
    name: p.name,
    verified: p.verified,
    walk: p.walk,
    scope: p.scope,
    positional: p.positional,
    outsideView: p.outsideView,
    settingsNeedTrust: p.settingsNeedTrust,
    settingsAtCwd: p.settingsAtCwd,
    settingsLayered: p.settingsLayered,
    settingsConcat: p.settingsConcat,
    settingsLater: p.settingsLater,
    ownFiles: p.ownFiles,
    rulesDirs: p.rulesDirs,
    caveats: p.caveats,
    knobs: p.knobs,
    names: p.names,
    entries: p.entries,
    shadowedBy: p.shadowedBy,
    startup: p.startup,
    conditionalRules: p.conditionalRules,
    touch: p.touch,
    imports: p.imports,
    transform: p.transform,
    keep: p.keep,
    budget: p.budget,
    budgetTouch: p.budgetTouch,
    renderStartup: p.renderStartup,
    renderTouch: p.renderTouch,
  };
  return Object.keys(p).every((k) => k in out) ? out : { ...p, ...out };
}

export const PROFILES: readonly Profile[] = [claudeCode, codex, geminiCli, qwenCode, copilot, opencode, pi, cursor, deepseekHarness, grokBuild, cline, kiloCode, continueCli, rooCode, windsurf].map(uniform);


/**
 * The tools analysed when the configuration names none: every established tool, and each opt-in one
 * (a profile with `ownFiles`) whose own files are in one of the trees. Chosen so a team sees what it
 * saw before plus the tools it visibly uses, not twenty stacks for tools nobody there runs.
 */
export function defaultTools(...views: RepoView[]): ToolId[] {
  return PROFILES.filter((p) => !p.ownFiles || views.some((v) => holdsAny(v, p.ownFiles ?? []))).map((p) => p.id);
}

const ownMemo = new WeakMap<RepoView, Map<string, boolean>>();

/** Whether any path of the tree is, or lies inside, one of `names` (in any directory). */
function holdsAny(view: RepoView, names: readonly string[]): boolean {
  let m = ownMemo.get(view);
  if (!m) ownMemo.set(view, (m = new Map()));
  const key = names.join('\0');
  const hit = m.get(key);
  if (hit !== undefined) return hit;
  // A match needs a path segment starting like the name; every own file is a dot-name, so only
  // paths holding a dot-segment (few in a large tree) are tested, each tree scanned once for them.
  const paths = names.every((n) => n.startsWith('.')) ? dottedPaths(view) : view.allPaths();
  const found = paths.some((p) => names.some((n) => p === n || p.startsWith(`${n}/`) || p.endsWith(`/${n}`) || p.includes(`/${n}/`)));
  m.set(key, found);
  return found;
}

const dotted = new WeakMap<RepoView, string[]>();

/** The paths of the tree with a segment starting with `.`. */
function dottedPaths(view: RepoView): string[] {
  let d = dotted.get(view);
  if (!d) dotted.set(view, (d = view.allPaths().filter((p) => p.startsWith('.') || p.includes('/.'))));
  return d;
}

const byId = new Map<string, Profile>(PROFILES.map((p) => [p.id, p]));

export const TOOL_IDS: readonly ToolId[] = PROFILES.map((p) => p.id);

export function isToolId(id: string): id is ToolId {
  return byId.has(id);
}

export function getProfile(id: ToolId): Profile {
  const p = byId.get(id);
  if (!p) throw new Error(`unknown tool: ${id}`);
  return p;
}

/** The tool's display name; an id without a profile (a stale config, a newer report) shows as itself. */
export function toolName(id: string): string {
  return byId.get(id)?.name ?? id;
}

/** Display names joined for a sentence: `Claude Code, Codex`. */
export function toolNames(ids: Iterable<string>): string {
  return [...ids].map(toolName).join(', ');
}

/** How the profile was verified, in words (`execution 2.1.332`); empty for an unknown tool. */
export function verifiedText(id: string): string {
  const v = byId.get(id)?.verified;
  return v ? [v.method, v.version].filter(Boolean).join(' ') : '';
}
