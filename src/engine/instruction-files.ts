// Which paths are instruction files, and which directory each one speaks for. The checks, the
// analysis and the CLI all ask here, so a file one of them treats as instructions the others do too.
// What a caller then does with a path (fetch it early, inspect it, make its directory a target) is
// the caller's policy and stays with it.
import { PROFILES } from '../profiles/index.js';
import { baseName, parentDir, type RepoView } from '../repo/view.js';
import type { ToolId, ToolOptions } from '../types.js';
import { cached } from '../memo.js';
import { escapeRegExp } from '../regexp.js';

/** Names instruction files go by beyond the profiles' own lists (tools without a profile yet). */
export const WELL_KNOWN_NAMES: readonly string[] = [
  'AGENTS.md',
  'AGENTS.override.md',
  'AGENTS.local.md',
  'AGENT.md',
  'CLAUDE.md',
  'CLAUDE.local.md',
  '.claude/CLAUDE.md',
  'GEMINI.md',
  'QWEN.md',
  'QWEN.local.md',
  '.cursorrules',
  '.github/copilot-instructions.md',
];

/**
 * Settings files in the tree that change what a tool loads (decisions.md §6), wherever they sit:
 * the engine reads the root ones, but a nested one still changes what a session started there sees.
 * Each is named from the directory whose settings it is (`settingsFile`): the ones inside a tool's
 * dot-directory come before the bare names they end with.
 */
export const SETTINGS_FILES: readonly string[] = [
  ...['.opencode', '.kilocode', '.kilo'].flatMap((d) => ['opencode.json', 'opencode.jsonc'].map((n) => `${d}/${n}`)),
  ...['.kilocode', '.kilo'].flatMap((d) => ['kilo.json', 'kilo.jsonc'].map((n) => `${d}/${n}`)),
  '.gemini/settings.json',
  '.qwen/settings.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.codex/config.toml',
  'opencode.json',
  'opencode.jsonc',
  'kilo.json',
  'kilo.jsonc',
];

/** Where the options each tool runs with come from; a Resolver adds the repository's own settings. */
export interface ToolOptionsSource {
  toolOptions(tool: ToolId): ToolOptions;
}

/** Options from the configuration alone, for callers that must decide before any tree is read. */
export function configuredOptions(opts: Partial<Record<ToolId, ToolOptions>>): ToolOptionsSource {
  return { toolOptions: (tool) => opts[tool] ?? {} };
}

/**
 * Every name an instruction file goes by: what each profile loads under its options, the well-known
 * names, and the names a team declares as twins of AGENTS.md (config `fork.names`). Names may hold a
 * directory part (`.claude/CLAUDE.md`); match them with `matchName`.
 */
export function instructionNames(src: { resolver: ToolOptionsSource; twinNames?: readonly string[] }): string[] {
  const out = new Set<string>(WELL_KNOWN_NAMES);
  for (const p of PROFILES) {
    try {
      for (const n of p.names(src.resolver.toolOptions(p.id))) out.add(n);
    } catch {
      // A profile that cannot list its names under these options adds none; the rest still count.
    }
  }
  for (const n of src.twinNames ?? []) out.add(n);
  return [...out];
}

/** The name in `names` that `path` ends with, the longest when several do (`.claude/CLAUDE.md` over `CLAUDE.md`). */
export function matchName(path: string, names: Iterable<string>): string | undefined {
  const base = baseName(path);
  const split = splitNames(names);
  if (split) {
    // The same answer by a set look-up: a plain name matches only the base name, and any matching
    // name with a directory part is longer than it.
    let best = split.plain.has(base) ? base : undefined;
    for (let i = 0; i < split.nested.length; i++) {
      const n = split.nested[i] as string;
      if ((path === n || path.endsWith(split.suffixes[i] as string)) && (!best || n.length > best.length)) best = n;
    }
    return best;
  }
  let best: string | undefined;
  for (const n of names) {
    if (n === base || (n.includes('/') && (path === n || path.endsWith(`/${n}`)))) {
      if (!best || n.length > best.length) best = n;
    }
  }
  return best;
}

interface SplitNames {
  size: number;
  plain: Set<string>;
  nested: string[];
  /** `/${name}` of each nested name, made once. */
  suffixes: string[];
}

const splits = new WeakMap<object, SplitNames>();

/**
 * A set or array of names split once into plain names and names with a directory part (callers ask
 * for every path of a 100,000-file tree); undefined for other iterables. Re-split when the size changed.
 */
function splitNames(names: Iterable<string>): SplitNames | undefined {
  const size = names instanceof Set ? names.size : Array.isArray(names) ? names.length : -1;
  if (size < 0) return undefined;
  let s = splits.get(names);
  if (!s || s.size !== size) {
    s = { size, plain: new Set(), nested: [], suffixes: [] };
    for (const n of names) {
      if (n.includes('/')) {
        s.nested.push(n);
        s.suffixes.push(`/${n}`);
      } else s.plain.add(n);
    }
    splits.set(names, s);
  }
  return s;
}

/** A rules / agents file, and the directory its globs are relative to. */
export interface RuleFile {
  /** `rule`: a rules directory a profile declares (`Profile.rulesDirs`). */
  kind: 'claude-rule' | 'qwen-rule' | 'cursor-rule' | 'copilot-instructions' | 'claude-agent' | 'grok-rule' | 'rule';
  /** Directory holding the tool directory (`.claude`, `.github`...): globs are relative to it. */
  base: string;
}

/** A file-name test as a pattern for the end of a path (`/\.md$/i` → `\.md`, case flag dropped). */
function fileRe(re: RegExp): string {
  const src = re.source.replace(/\$$/, '');
  return re.flags.includes('i') ? src.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`) : src;
}

/** The tools' rules directories: whether subdirectories count, and which file names are rules. */
const RULE_DIRS: { kind: RuleFile['kind']; dir: string; deep: boolean; file: string }[] = [
  { kind: 'claude-rule', dir: '.claude/rules', deep: true, file: '\\.md' },
  { kind: 'qwen-rule', dir: '.qwen/rules', deep: true, file: '\\.md' },
  { kind: 'cursor-rule', dir: '.cursor/rules', deep: true, file: '\\.mdc?' },
  { kind: 'copilot-instructions', dir: '.github/instructions', deep: true, file: '\\.instructions\\.md' },
  { kind: 'claude-agent', dir: '.claude/agents', deep: false, file: '\\.md' },
  { kind: 'grok-rule', dir: '.grok/rules', deep: false, file: '\\.md' },
  // The profiles' own rules directories (the tools added after the first ten declare theirs).
  ...PROFILES.flatMap((p) => (p.rulesDirs ?? []).map((r) => ({ kind: 'rule' as const, dir: r.dir, deep: r.deep, file: fileRe(r.file) }))),
];

const DIRS = RULE_DIRS.map((r) => escapeRegExp(r.dir)).join('|');
const RULE_RES = RULE_DIRS.map((r) => [r.kind, new RegExp(`^(?:(.*)/)?${escapeRegExp(r.dir)}/${r.deep ? '(?:.+/)?' : ''}[^/]+${r.file}$`)] as const);
const RULE_DIRS_DOTTED = RULE_DIRS.every((r) => r.dir.startsWith('.'));
const RULES_DIR_RE = new RegExp(`(^|/)(${DIRS})$`);
const IN_RULES_DIR_RE = new RegExp(`(^|/)(${DIRS})(/|$)`);

export function ruleFile(path: string): RuleFile | undefined {
  // Every rules directory is a dot-directory: a path with no dot-segment is in none of them.
  if (RULE_DIRS_DOTTED && !path.startsWith('.') && !path.includes('/.')) return undefined;
  for (const [kind, re] of RULE_RES) {
    const m = re.exec(path);
    if (m) return { kind, base: m[1] ?? '' };
  }
  return undefined;
}

/** The path is a rules / instructions / agents directory itself. */
export function isRulesDir(path: string): boolean {
  return RULES_DIR_RE.test(path);
}

/** The path is, or lies inside, a rules / instructions / agents directory. */
export function inRulesDir(path: string): boolean {
  return IN_RULES_DIR_RE.test(path);
}

/** The last part of each settings file's path (`settings.json`, `opencode.json`, ...). */
const SETTINGS_NAMES: ReadonlySet<string> = new Set(SETTINGS_FILES.map((s) => s.slice(s.lastIndexOf('/') + 1)));

/** The settings file `path` is (as listed in SETTINGS_FILES, the first that fits), if any. */
export function settingsFile(path: string): string | undefined {
  // Asked of every path of both trees: a file name no settings file has is answered without
  // building a suffix to compare per entry.
  if (!SETTINGS_NAMES.has(path.slice(path.lastIndexOf('/') + 1))) return undefined;
  return SETTINGS_FILES.find((s) => path === s || path.endsWith(`/${s}`));
}

export function isSettingsPath(path: string): boolean {
  return settingsFile(path) !== undefined;
}

/** An instruction file by its name or as a rule / agents file (settings files are not instructions). */
export function isInstructionPath(path: string, names: Iterable<string>): boolean {
  return matchName(path, names) !== undefined || ruleFile(path) !== undefined;
}

/**
 * The directory an instruction or settings file speaks for: the one holding it, or holding the tool
 * directory it sits in (`pkg` for `pkg/.claude/rules/a.md`). A path no list here knows is taken for a
 * file of some tool's dot-directory when it lies in one (the directory above it), else it speaks for
 * its own directory: an owner guessed too high only widens what a caller looks at.
 */
export function scopeDir(path: string, names: Iterable<string> = []): string {
  const known = matchName(path, names) ?? settingsFile(path);
  if (known !== undefined) return path.length === known.length ? '' : path.slice(0, path.length - known.length - 1);
  const rf = ruleFile(path);
  if (rf) return rf.base;
  const parts = path.split('/');
  const i = parts.findIndex((s, k) => k < parts.length - 1 && s.startsWith('.'));
  return i >= 0 ? parts.slice(0, i).join('/') : parentDir(path);
}

const instructionPathMemo = new WeakMap<RepoView, Map<string, string[]>>();

/** The paths of the tree that are instruction files under `names` (isInstructionPath), found once per view and names. */
export function instructionPaths(view: RepoView, names: readonly string[]): readonly string[] {
  const byNames = cached(instructionPathMemo, view, () => new Map<string, string[]>());
  return cached(byNames, names.join('\0'), () => view.allPaths().filter((p) => isInstructionPath(p, names)));
}

/** Directories an instruction file among `paths` speaks for, the root always included, sorted. */
export function instructionDirs(paths: Iterable<string>, names: Iterable<string>): string[] {
  const list = [...names];
  const out = new Set<string>(['']);
  for (const p of paths) if (isInstructionPath(p, list)) out.add(scopeDir(p, list));
  return [...out].sort();
}

/**
 * Blobs read in the one `git cat-file --batch` when a view opens: instruction and settings files and
 * anything Markdown-like they may import. No configuration is known yet, so names are the well-known
 * ones; a file missed here is still read, one `cat-file` at a time.
 */
export function worthPrefetching(path: string): boolean {
  if (/\.(md|mdc|markdown|txt)$/i.test(path)) return true;
  // Called for every path of the tree: only names that could be settings or instruction files go further.
  if (!/\.(json|jsonc|toml)$|(^|\/)\.[^/]*rules$/.test(path)) return false;
  return isSettingsPath(path) || isInstructionPath(path, WELL_KNOWN_NAMES);
}
