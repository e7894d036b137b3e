// What a tool profile declares. Data first: names, walk, imports, framing, budget; functions only
// where the tool really behaves procedurally (ordering quirks, fallbacks, lazy loading).
import type { ImportGrammar } from '../doc/imports.js';
import type { Doc } from '../doc/load.js';
import type { Candidate, ConditionalRule, WalkSpec } from './walk.js';
import type { RepoView } from '../repo/view.js';
import type { LayerReason, ToolId, ToolOptions } from '../types.js';

// Candidate lives with the walk helpers (below the profiles), so walk.ts needs nothing from here.
export type { Candidate };


export interface ProfileContext {
  view: RepoView;
  opts: ToolOptions;
}

export interface ImportPolicy {
  grammar: ImportGrammar;
  code: 'marked' | 'backticks' | 'lines';
  /** `@x` inside an HTML comment is ignored (Claude strips comments first) or expanded (Qwen, Gemini, Copilot). */
  inComments: 'ignored' | 'expanded';
  /** Largest number of hops from a loaded file (observed: Claude 4, Qwen/Gemini 5, Copilot ≥ 7). */
  maxDepth: number;
  /**
   * `after`: each imported file is its own block right after its importer (Claude).
   * `inline`: spliced in place of the reference (Qwen, Gemini tree format).
   * `nested-tag`: appended after the reference inside `<imported_custom_instruction>` (Copilot).
   * `flat`: set by the engine when `flat` below is in force (never declared by a profile).
   */
  splice: 'after' | 'inline' | 'nested-tag' | 'flat';
  /** Which loaded files have their imports expanded (Copilot: AGENTS.md and CLAUDE.md only). */
  appliesTo?: (path: string) => boolean;
  /** Imports may only reach files under the repository root (Qwen/Gemini "Path traversal attempt"). */
  rootOnly: boolean;
  /**
   * A file imported twice in one load is sent once (`global`, Claude), every time except along a cycle
   * (`branch`, Qwen, Gemini), or once per loaded file (`file`, Copilot: a file's second reference to
   * the same import stays as written).
   */
  dedupe: 'global' | 'branch' | 'file';
  /**
   * A reference to a file that does not exist: left as written (`keep`, and when unset: Claude, Qwen,
   * Copilot) or replaced by `<!-- Import failed: X - ENOENT: … -->` (`comment`, Gemini; inline splice
   * only). With an explicit `keep`, a bare `@word` (no `/` or `.`) is taken for a mention and not reported.
   */
  missing?: 'keep' | 'comment';
  /**
   * The tool also has `context.importFormat: flat` (Qwen, Gemini): with that option the loaded file is
   * replaced by `--- File: … ---` blocks, itself first, then its imports depth first in reverse order.
   * `maxDepth` applies in flat mode (Qwen 5, Gemini unlimited).
   */
  flat?: { maxDepth: number };
  /**
   * An import whose target lies outside the session's working directory is loaded only once the user
   * approved such imports (Claude Code; the `externalImports` knob chooses, the stack's `assumes` says).
   */
  outsideCwdNeedsApproval?: boolean;
  /** Relative imports resolve from the importer's real path (links followed), not from where it is linked. */
  fromRealPath?: boolean;
}

/** A file as it goes into the rendered text. */
export interface RenderedFile {
  path: string;
  realPath: string;
  reason: LayerReason;
  via?: string;
  label?: string;
  /** Bytes as stored. */
  size: number;
  /** Text after transforms and import splicing, before budget. */
  text: string;
  /** Text after the budget (what the model gets). */
  kept: string;
  truncated: boolean;
  omitted: boolean;
  note?: string;
  /** Nesting depth of an import (0 for a loaded file). */
  depth: number;
  /** Spliced into its importer's text rather than rendered on its own. */
  inline: boolean;
  doc: Doc;
}

export interface RenderEnv {
  /** Absolute path of the repository root as the tool would see it. */
  absRoot: string;
  cwd: string;
  opts: ToolOptions;
}

export interface BudgetResult {
  budgetBytes: number | null;
  /** What the budget counts, in words. */
  counts?: string;
  /** Visible notice the tool adds, if any. */
  notice?: string;
}

export interface Profile {
  id: ToolId;
  name: string;
  /** How the profile was verified, and against which version. */
  verified: { method: 'execution' | 'own-code' | 'source' | 'docs'; version: string; note?: string };
  walk: WalkSpec;
  /** Which directories it reads, in words, when that is not `git root → cwd` (`tools` prints it). */
  scope?: string;
  /**
   * The start-up order depends on which directory is cwd, beyond the files each directory holds
   * (Copilot puts cwd's files before the directories in between): a session in a directory with
   * no instruction files then differs from its parent's.
   */
  positional?: boolean;
  /** What the tool also reads on a developer's machine (user-level, managed, above the root). */
  outsideView: string[];
  /**
   * The tool applies the repository's own settings file (engine/settings.ts) only in a project it
   * trusts. Trust is state outside the repository: the `trusted` knob chooses it (default: trusted)
   * and every stack whose answer depends on it says so in `assumes`.
   */
  settingsNeedTrust?: boolean;
  /**
   * The tool reads the repository's settings file (engine/settings.ts) from its working directory, not
   * from the repository root: a session started below the root does not apply the root's settings.
   */
  settingsAtCwd?: boolean;
  /**
   * The tool reads the settings file of every directory from the root down to its working directory,
   * a deeper one's keys over a shallower one's: with `.git` only (`with-git`, Codex's project
   * `.codex/config.toml`; without it Codex's project is cwd) or `always` (OpenCode's `opencode.json`).
   */
  settingsLayered?: 'with-git' | 'always';
  /** Keys whose lists a deeper layer adds to (shallower first, each entry once) instead of replacing. */
  settingsConcat?: readonly (keyof ToolOptions)[];
  /**
   * Settings that apply after every directory's own (engine/settings.ts `RepoSettings.later`), phase
   * by phase, each over the directories from the root down to cwd (`root-first`) or back up
   * (`nearest-first`), their `settingsConcat` lists joined: OpenCode's `.opencode/` directories.
   */
  settingsLater?: readonly ('root-first' | 'nearest-first')[];
  /**
   * Opt-in tool: analysed by default only when the tree holds one of these (a file or directory name,
   * possibly with a directory part, in any directory), else only when the configuration lists it.
   * Unset: always in the default set (the established tools).
   */
  ownFiles?: string[];
  /**
   * The tool's rules directories beyond the shared list (engine/instruction-files.ts), so every check
   * and the analysis treat their files as instruction files: directory name, whether subdirectories
   * count, the file-name test.
   */
  rulesDirs?: { dir: string; deep: boolean; file: RegExp }[];
  /**
   * What the stack cannot know for sure about these loaded files (in the engine's order), in words for
   * the stack's `assumes`: a known, deliberate deviation stated where it applies. Empty when none does.
   */
  caveats?(files: readonly RenderedFile[]): string[];
  /** Config knobs (ToolOptions keys) this profile honours. */
  knobs: (keyof ToolOptions)[];
  /** Every file name this tool may load from a directory (for twin/shadow checks). */
  names(opts: ToolOptions): string[];
  /**
   * Entries beyond `names` that make a directory matter to a session started there or below (its
   * settings file, the first segment of paths its options name relative to every directory): a
   * directory holding none of them, nor a name, starts with its parent's files.
   */
  entries?(opts: ToolOptions): string[];
  /**
   * The files that keep `file` (one of `names`, in a directory of the chain) away from a session in
   * `cwd`, worked out as `startup` decides it; undefined where the profile does not say. For the
   * shadowed check, which takes them away and resolves once to confirm it, and asks file by file
   * where this is undefined or does not hold: a wrong answer costs time, never a finding
   * (test/shadowed-facts.test.ts holds each profile's answer against its start-up).
   */
  shadowedBy?(ctx: ProfileContext, cwd: string, file: string): string[] | undefined;
  /** Files loaded when a session starts in `cwd`, in the tool's order. */
  startup(ctx: ProfileContext, cwd: string): Candidate[];
  /** Rules whose loading depends on the touched file's path (for grouping and `conditional` layers). */
  conditionalRules?(ctx: ProfileContext, cwd: string): ConditionalRule[];
  /** Files added after the agent reads `target`, given what is already loaded (real paths). */
  touch?(ctx: ProfileContext, cwd: string, target: string, loaded: ReadonlySet<string>): Candidate[];
  imports?: ImportPolicy;
  /** Content transform before sending (comment stripping, trimming, frontmatter removal). */
  transform?(text: string, c: Candidate): string;
  /** Files dropped before rendering (whitespace-only, content duplicates). */
  keep?(files: RenderedFile[]): RenderedFile[];
  /**
   * Applies the tool's budget to the start-up files in place (sets kept/truncated/omitted). The
   * engine hands it copies: rendered files are otherwise shared between sessions.
   */
  budget?(files: RenderedFile[], env: RenderEnv, render: (files: RenderedFile[]) => string): BudgetResult;
  /** Applies a per-file budget to files added on a touch (set kept/truncated on the files given). */
  budgetTouch?(files: RenderedFile[], env: RenderEnv): void;
  renderStartup(files: RenderedFile[], env: RenderEnv): string;
  renderTouch(files: RenderedFile[], env: RenderEnv): string;
}
