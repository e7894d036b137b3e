// Shared vocabulary of the engine, the checks and the outputs.
// Paths are repository-relative POSIX paths without a leading "./"; the root directory is "".

/**
 * A tool profile's id (`claude-code`, `codex`, …). The list is the registry in src/profiles/index.ts;
 * ids from outside (configuration, flags) are checked there with `isToolId`.
 */
export type ToolId = string;

export type Severity = 'error' | 'warning' | 'note';

/** A problem found in the analysed tree, located where possible. */
export interface Finding {
  /** Check id (`budget`, `fork`, `symlink`, `import`, `hidden`, `shadowed`, `local-files`, `rules-frontmatter`, `input`, `duplicate`, …: src/checks/index.ts). */
  check: string;
  severity: Severity;
  message: string;
  /** Repository-relative file the finding is about. */
  path?: string;
  /** 1-based line, when one exists. */
  line?: number;
  endLine?: number;
  tools?: ToolId[];
  /** How to fix it, one sentence. */
  fix?: string;
  /** Stable key used to de-duplicate findings raised by several vantages. */
  key?: string;
}

/** Why a layer is in a stack (decisions.md §4). */
export type LayerReason = 'startup' | 'nested' | 'conditional' | 'import';

export interface Layer {
  /** Repository-relative path as the tool names it (a symlink keeps its own name). */
  path: string;
  /** Where the bytes really come from, when `path` is a symlink. */
  realPath?: string;
  reason: LayerReason;
  /** For `import`: the importing file. For `conditional`: the matching pattern. */
  via?: string;
  /** Bytes of the file as stored. */
  bytes: number;
  /** Bytes after the tool's transforms (comment stripping, trimming, frontmatter removal). */
  transformedBytes: number;
  /** Bytes the tool keeps after its budget. */
  keptBytes: number;
  truncated: boolean;
  omitted: boolean;
  /** Why omitted or truncated, in words. */
  note?: string;
  /** 1-based line of the last line kept in full when truncated (the first line lost is `lastLineKept + 1`). */
  lastLineKept?: number;
}

export interface Stack {
  tool: ToolId;
  /** Working directory of the session (repository-relative). */
  cwd: string;
  /** Targets that share this stack. */
  targets: string[];
  /** Claude Code subagent this stack belongs to (`.claude/agents/<name>.md`), if any. */
  agent?: string;
  /** `root` (session at the repository root touching the target), `local` (session started in the target's directory) or `extra`. */
  vantage: 'root' | 'local' | 'extra';
  layers: Layer[];
  /** Bytes of the rendered effective text. */
  totalBytes: number;
  /** The budget the tool applies, if any (bytes); null when it has none. */
  budgetBytes: number | null;
  /** What the budget counts, e.g. "file bytes, before framing". */
  budgetCounts?: string;
  truncated: boolean;
  /** The effective text, assembled as the tool sends it (startup block, then what it adds on touching the target). */
  text: string;
  lines: number;
  /** Rough token estimate (bytes / 4). */
  approxTokens: number;
  /** What the tool would also read on a developer's machine that we cannot see. */
  outsideView: string[];
  /** Settings from the analysed tree that changed this stack (e.g. `.gemini/settings.json context.fileName`). */
  settings: string[];
  /**
   * State outside the repository this stack depends on, as assumed (e.g. "Codex trusts the project");
   * each names the `tools-options` knob that chooses it.
   */
  assumes: string[];
  /** Per-stack problems found while resolving (missing imports, unreadable files...). */
  findings: Finding[];
}

/** Per-tool knobs a team can set in `.github/instruction-stack.yml` or on the command line. */
export interface ToolOptions {
  /** Codex `project_doc_max_bytes`, DeepSeek `maxBytes`, or an opt-in budget for others (bytes). */
  maxBytes?: number;
  /** Codex `project_doc_fallback_filenames`. */
  fallbackFilenames?: string[];
  /** Gemini / Qwen `context.fileName`. */
  contextFileNames?: string[];
  /** Qwen / Gemini `context.importFormat`. */
  importFormat?: 'tree' | 'flat';
  /** Claude Code `instructionFiles` (2.1.332); `claude-md` = releases before the AGENTS.md fallback. */
  instructionFiles?: 'claude-md' | 'claude-md-or-agents-md' | 'claude-md-and-agents-md';
  /** Copilot code review's 4,000-character per-file read limit (opt-in). */
  perFileMaxChars?: number;
  /** Claude Code `claudeMdExcludes`: globs matched against absolute paths; matching files are skipped. */
  claudeMdExcludes?: string[];
  /** DeepSeek `maxSourceBytes`. */
  maxSourceBytes?: number;
  /**
   * Whether the tool trusts the project (Codex: `[projects."<path>"] trust_level = "trusted"` in
   * ~/.codex/config.toml). Only a trusted project's own settings apply. State outside the repository:
   * default true, and every stack it changes says so in `assumes`.
   */
  trusted?: boolean;
  /**
   * Claude Code: the user approved @imports that reach outside the session's working directory (its
   * one-time "external imports" dialog, `hasClaudeMdExternalIncludesApproved` in ~/.claude.json).
   * State outside the repository: default false (what the tool does before anyone answers, and
   * headless), and every stack it changes says so in `assumes`.
   */
  externalImports?: boolean;
  /**
   * Whether the targets of links leaving the repository exist on the developer's machine (we never
   * read them). `exist` (default): such a link takes its name's place, shadowing the next name for tools
   * that read the first of several; `missing`: the tool finds nothing there and reads the next name
   * (observed Codex 0.171.0, Pi 0.73.1, Claude Code 2.1.332 with a dangling link). State outside the
   * repository: every stack it changes says so in `assumes`.
   */
  outsideLinkTargets?: 'exist' | 'missing';
  /** OpenCode `instructions` (opencode.json): further files, repository paths, loaded after the AGENTS.md files. */
  instructions?: string[];
}

export interface EngineOptions {
  /** Per-tool knobs from our config file; they override settings read from the repository. */
  tools?: Partial<Record<ToolId, ToolOptions>>;
  /** Read `.gemini/settings.json`, `.qwen/settings.json`, `.claude/settings.json`, `.codex/config.toml` from the tree (default true). */
  repoSettings?: boolean;
  /** Cap on bytes read per file (default 1 MiB). */
  maxReadBytes?: number;
}

/** The paths a pull request changes (from git or the GitHub API). */
export type ChangeStatus = 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'type-changed' | 'changed';

export interface ChangedPath {
  path: string;
  status: ChangeStatus;
  /** Old name of a rename or copy. */
  previousPath?: string;
}

export interface ChangedFiles {
  files: ChangedPath[];
  source: 'git' | 'api';
  /** GitHub stopped listing at its cap; `files` is incomplete. */
  capped: boolean;
  /** The number of files GitHub says the PR changes, when known. */
  reportedTotal?: number;
}
