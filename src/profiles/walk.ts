// Building blocks profiles use to find files: the directory chain a tool walks, per-directory
// look-ups, rules directories. All O(1) per directory thanks to the view's shared listings.
import { globMatcher } from '../glob.js';
import { cached } from '../memo.js';
import type { LayerReason, ToolOptions } from '../types.js';
import { isDir, isFile, resolvePath } from '../repo/links.js';
import { ancestorsRootFirst, baseName, joinPath, parentDir, type RepoView } from '../repo/view.js';
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { globList } from '../doc/frontmatter.js';
import type { Profile, RenderedFile } from './profile.js';

/** A file the tool puts in front of the model, before imports are expanded. */
export interface Candidate {
  path: string;
  reason: LayerReason;
  via?: string;
  /** Profile-specific label used by its framing (e.g. Claude's "user's private project instructions"). */
  label?: string;
}

/** How far up a tool walks from its working directory (profiles.md, "walk" and "no .git" rows). */
export interface WalkSpec {
  /** With the `.git` marker at the root: root → cwd. Without it: */
  noMarker: 'cwd-only' | 'cwd-and-parents';
  /** The tool keeps walking above the repository root (to `/` or home): we cannot see those files. */
  aboveRoot: boolean;
  /**
   * Without the marker, the project root (where the tool reads its rules directory, local file and
   * project settings) is cwd, whatever the walk: a session below the root reads none of the root's.
   */
  noMarkerProjectRoot?: 'cwd';
}

/** The tool's project root for a session in `cwd` (see `WalkSpec.noMarkerProjectRoot`). */
export function projectRoot(view: RepoView, walk: WalkSpec, cwd: string): string {
  return !view.hasGitMarker && walk.noMarkerProjectRoot === 'cwd' ? cwd : '';
}

/** Directories the tool reads at start, root first, within the analysed tree. */
export function chain(view: RepoView, walk: WalkSpec, cwd: string): string[] {
  if (!view.hasGitMarker && walk.noMarker === 'cwd-only') return [cwd];
  return ancestorsRootFirst(cwd);
}

/** The directory a touched path stands for: itself when it is a directory, else its parent. */
export function touchedDir(view: RepoView, target: string): string {
  return isDir(view, target) ? target : parentDir(target);
}

/** Directories strictly below `from` down to `to` (inclusive), top-down. */
export function between(from: string, to: string): string[] {
  if (from === to) return [];
  const all = ancestorsRootFirst(to);
  const i = all.indexOf(from);
  return i < 0 ? [] : all.slice(i + 1);
}

export function isUnder(dir: string, path: string): boolean {
  // `path.startsWith(`${dir}/`)` without making the `${dir}/` string: asked per file and session
  // directory (inheritance, gates, touch keys), tens of thousands of times on a large pull request.
  return dir === '' || path === dir || (path.length > dir.length && path.charCodeAt(dir.length) === 0x2f && path.startsWith(dir));
}

/**
 * Whether a tool's `stat` of `path` would find a file. A link leaving the repository counts: on a
 * developer's machine it may well point to a file, which then takes the name's place (and, for
 * first-hit tools, shadows the next name). We never read it; loading it yields the link finding.
 */
export function isHit(view: RepoView, path: string, outside = true): boolean {
  if (isFile(view, path)) return true;
  if (!outside) return false;
  const r = resolvePath(view, path);
  return !r.ok && (r.problem === 'escapes' || r.problem === 'absolute');
}

/** Whether a link leaving the repository counts as a file for this tool: the `outsideLinkTargets` knob. */
export const outsideHits = (o: { outsideLinkTargets?: 'exist' | 'missing' }): boolean => o.outsideLinkTargets !== 'missing';

/**
 * The names in `dir`, also when `dir` is (or lies under) a link to a directory inside the tree: the
 * tools keep the path they were given, so a file read through `a/b/c -> ../../lib/c` loads
 * `a/b/c/CLAUDE.md` (observed Claude Code 2.1.332, OpenCode 1.18.33, Copilot 1.0.102: explorer
 * case 5FF41E).
 */
export function listing(view: RepoView, dir: string): ReadonlyMap<string, unknown> | undefined {
  const kids = view.children(dir);
  if (kids) return kids;
  const r = resolvePath(view, dir);
  return r.ok && r.entry.kind === 'dir' && r.path !== dir ? view.children(r.path) : undefined;
}

/**
 * The names of a listing whose lower-case form is one of `wanted`, by that form, each list sorted
 * (UTF-16 order): how a tool that matches names in any case finds them, in one pass over the listing.
 */
export function spellings(kids: ReadonlyMap<string, unknown>, wanted: ReadonlySet<string>): ReadonlyMap<string, readonly string[]> {
  const byLower = new Map<string, string[]>();
  for (const k of kids.keys()) {
    const lower = k.toLowerCase();
    if (!wanted.has(lower)) continue;
    const list = byLower.get(lower);
    if (list) list.push(k);
    else byLower.set(lower, [k]);
  }
  for (const list of byLower.values()) if (list.length > 1) list.sort();
  return byLower;
}

/**
 * For a tool loading the first of `names` that is a file in each directory (Profile.shadowedBy): the
 * file it loads instead of `file` in `file`'s directory; undefined for a file of none of the names.
 */
export function loadedInstead(view: RepoView, file: string, names: readonly string[], outside: boolean): string[] | undefined {
  if (!names.includes(baseName(file))) return undefined;
  const hit = firstFile(view, parentDir(file), names, outside);
  return hit !== undefined && hit !== file ? [hit] : [];
}

/** The first of `names` that is a file in `dir` (links followed, like `stat`). */
export function firstFile(view: RepoView, dir: string, names: readonly string[], outside = true): string | undefined {
  const kids = listing(view, dir);
  if (!kids) return undefined;
  for (const n of names) if (kids.has(firstSegment(n)) && isHit(view, joinPath(dir, n), outside)) return joinPath(dir, n);
  return undefined;
}

/** `a` for `a/b/c`: a name whose first segment is not listed in a directory resolves to nothing there. */
function firstSegment(name: string): string {
  const i = name.indexOf('/');
  return i < 0 ? name : name.slice(0, i);
}

/** Every one of `names` that is a file in `dir`, in `names` order. */
export function allFiles(view: RepoView, dir: string, names: readonly string[], outside = true): string[] {
  const kids = listing(view, dir);
  if (!kids) return [];
  const out: string[] = [];
  for (const n of names) {
    if (!kids.has(firstSegment(n))) continue;
    const p = joinPath(dir, n);
    if (isHit(view, p, outside)) out.push(p);
  }
  return out;
}

export interface RulesSpec {
  /** Directory relative to the directory it lives in, e.g. `.claude/rules`. */
  dir: string;
  recursive: boolean;
  /** File-name test, e.g. `/\.md$/`. */
  match: RegExp;
  /** The rules directory itself as a symlink is not followed. */
  noTopLink?: boolean;
}

// Per view, per spec (by its fields), per base: every session whose chain passes a directory asks,
// so the look-up builds no key string from the base.
const rulesMemo = new WeakMap<RepoView, Map<string, Map<string, string[]>>>();
const specKeys = new WeakMap<RulesSpec, string>();

function specKey(spec: RulesSpec): string {
  let k = specKeys.get(spec);
  if (k === undefined) specKeys.set(spec, (k = `${spec.dir}\0${spec.recursive}\0${spec.match.source}\0${spec.match.flags}\0${spec.noTopLink === true}`));
  return k;
}

/** Rule files under `base/spec.dir`, sorted by path in UTF-16 order (`Array.prototype.sort`); memoised per view. */
export function listRules(view: RepoView, base: string, spec: RulesSpec): readonly string[] {
  const m = cached(cached(rulesMemo, view, () => new Map<string, Map<string, string[]>>()), specKey(spec), () => new Map<string, string[]>());
  let r = m.get(base);
  if (!r) {
    // A view with entries taken away lists what the full view lists, less what no longer resolves.
    const full = view.sharesWith?.(joinPath(base, spec.dir));
    r = full ? listRules(full, base, spec).filter((p) => view.sharesWith?.(p) !== undefined) : listRulesUncached(view, base, spec);
    m.set(base, r);
  }
  return r;
}

function listRulesUncached(view: RepoView, base: string, spec: RulesSpec): string[] {
  const top = joinPath(base, spec.dir);
  const out: string[] = [];
  // A directory of the view (every directory above it is one, links are never listed) without the
  // rules directory's first segment: nothing to walk (most directories; resolving the path walks from the root).
  const kids = view.children(base);
  if (kids && !kids.has(firstSegment(spec.dir))) return out;
  if (spec.noTopLink && view.entry(top)?.kind === 'symlink') return out;
  const seen = new Set<string>();
  const visit = (dir: string, depth: number): void => {
    const real = resolvePath(view, dir);
    if (!real.ok || real.entry.kind !== 'dir' || seen.has(real.path) || depth > 32) return;
    seen.add(real.path);
    for (const [name] of view.children(real.path) ?? []) {
      const p = joinPath(dir, name);
      const r = resolvePath(view, p);
      if (!r.ok) continue;
      if (r.entry.kind === 'dir') {
        if (spec.recursive) visit(p, depth + 1);
      } else if (r.entry.kind === 'file' && spec.match.test(name)) out.push(p);
    }
  };
  visit(top, 0);
  return out.sort();
}

export interface ConditionalRule {
  path: string;
  patterns: string[];
  /** Patterns are relative to this directory. */
  base: string;
  matches(target: string): boolean;
}

/**
 * Reads a rule's glob key. Returns null for an unconditional rule (no key or an empty list).
 * `splitCommas`: whether a string is split at commas (Claude yes; Qwen no; Copilot `'scalar'`: a single
 * string yes, the items of a YAML list no; observed).
 */
const ruleMemo = new WeakMap<object, Map<string, ConditionalRule | null>>();

/** How a profile reads a rule's glob key: the arguments of `conditionalRule` after the base. */
export interface RuleReading {
  key: string;
  splitCommas: boolean | 'scalar';
  slashless?: 'top' | 'any-depth';
  loose?: Loose;
  anchors?: Anchors;
}

/**
 * Where the glob key's value comes from: `false` the YAML only; `true` the YAML, or the literal
 * `key: value` line when the YAML is malformed; `'lines'` the literal line only (quotes kept, a YAML
 * list read as nothing).
 */
export type Loose = boolean | 'lines';

/** A rule file with its glob key read: `rule` null when unconditional; `atStart` unless scoped to some files. */
export interface ReadRule {
  path: string;
  rule: ConditionalRule | null;
  atStart: boolean;
}

const readRules = new WeakMap<RepoView, Map<RulesSpec, Map<RuleReading, Map<string, ReadRule[]>>>>();

/**
 * The rule files under `base/spec.dir` (listRules), each with its glob key read relative to `base`.
 * Memoised per (view, spec, reading, base): every session whose chain passes through `base` asks, so
 * pass constant `spec` and `reading` objects (they are the memo's keys).
 */
export function rulesRead(view: RepoView, base: string, spec: RulesSpec, reading: RuleReading): readonly ReadRule[] {
  let bySpec = readRules.get(view);
  if (!bySpec) readRules.set(view, (bySpec = new Map()));
  let byReading = bySpec.get(spec);
  if (!byReading) bySpec.set(spec, (byReading = new Map()));
  let byBase = byReading.get(reading);
  if (!byBase) byReading.set(reading, (byBase = new Map()));
  let out = byBase.get(base);
  const full = out ? undefined : view.sharesWith?.(joinPath(base, spec.dir));
  if (!out && full) {
    // A view with entries taken away (listRules): the full view's rules that still resolve, read alike.
    out = rulesRead(full, base, spec, reading).filter((r) => view.sharesWith?.(r.path) !== undefined);
    byBase.set(base, out);
  }
  if (!out) {
    out = listRules(view, base, spec).map((path) => {
      const rule = conditionalRule(view, path, base, reading.key, reading.splitCommas, reading.slashless, reading.loose, reading.anchors);
      return { path, rule, atStart: !rule || coversEverything(rule) };
    });
    byBase.set(base, out);
  }
  return out;
}

/** Patterns that match every file: a rule scoped to them applies from the start. */
const EVERY_FILE = new Set(['**', '**/*']);

/** A conditional rule one of whose patterns matches every file (`paths: "**"`, `applyTo: "**"`). */
export function coversEverything(rule: ConditionalRule): boolean {
  return rule.patterns.some((p) => EVERY_FILE.has(p.replace(/^\.\//, '')));
}

/**
 * `slashless: 'any-depth'`: a pattern without `/` matches a file's name at any depth (gitignore-like),
 * not only at the top of `base`. `loose`: see Loose.
 */
export function conditionalRule(
  view: RepoView,
  path: string,
  base: string,
  key: string,
  splitCommas: boolean | 'scalar',
  slashless: 'top' | 'any-depth' = 'top',
  loose: Loose = false,
  anchors: Anchors = 'dot-relative',
): ConditionalRule | null {
  const doc = loadDoc(view, path);
  let m = ruleMemo.get(doc);
  if (!m) ruleMemo.set(doc, (m = new Map()));
  const k = `${base}\0${key}\0${splitCommas}\0${slashless}\0${loose}\0${anchors}`;
  if (m.has(k)) return m.get(k) ?? null;
  const r = compileRule(doc, path, base, key, splitCommas, slashless, loose, anchors);
  m.set(k, r);
  return r;
}

/**
 * How a pattern's leading `./` or `/` is read: `dot-relative` drops a leading `./` (a `/` stays and
 * matches nothing); `slash-root` drops leading `/` (relative to the base) and a `./` pattern matches
 * nothing (Claude Code).
 */
export type Anchors = 'dot-relative' | 'slash-root';

function compileRule(doc: ReturnType<typeof loadDoc>, path: string, base: string, key: string, splitCommas: boolean | 'scalar', slashless: 'top' | 'any-depth', loose: Loose, anchors: Anchors): ConditionalRule | null {
  const fm = frontmatterOf(doc);
  const value = loose === 'lines' ? fm.loose?.[key] : key in fm.data ? fm.data[key] : loose && fm.error ? fm.loose?.[key] : undefined;
  if (value === undefined) return null;
  const patterns = globList(value, splitCommas);
  if (patterns.length === 0) return null;
  const ms = patterns.map((p): ((t: string) => boolean) => {
    if (anchors === 'slash-root' && p.startsWith('./')) return () => false;
    const pat = anchors === 'slash-root' ? p.replace(/^\/+/, '') : p.replace(/^\.\//, '');
    const m = globMatcher(pat);
    // As picomatch's `basename`: a pattern without `/` is matched against the name only.
    return slashless === 'any-depth' && !pat.includes('/') ? (t: string) => m(t.slice(t.lastIndexOf('/') + 1)) : m;
  });
  return {
    path,
    patterns,
    base,
    matches(target: string): boolean {
      if (!isUnder(base, target)) return false;
      const rel = base === '' ? target : target.slice(base.length + 1);
      return ms.some((m) => m(rel));
    },
  };
}

/** `text` with its trailing newlines replaced by exactly one. */
export function oneTrailingNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return `${text.slice(0, end)}\n`;
}

/** The rules whose globs match `target`, as `conditional` candidates in rule order (already loaded ones skipped). */
export function matchingRules(rules: readonly ConditionalRule[], target: string, loaded: ReadonlySet<string>, label?: string): Candidate[] {
  const out: Candidate[] = [];
  for (const r of rules) {
    if (!r.matches(target) || loaded.has(r.path)) continue;
    out.push({ path: r.path, reason: 'conditional', via: r.patterns.join(', '), ...(label ? { label } : {}) });
  }
  return out;
}

export function abs(absRoot: string, path: string): string {
  return path === '' ? absRoot : `${absRoot.replace(/\/$/, '')}/${path}`;
}

/**
 * Keeps the loaded files `keep` accepts (given the ones kept so far), dropping each rejected file
 * together with its imports (they follow it in `files` until the next loaded file). For `keep` hooks.
 */
export function filterLoaded(files: RenderedFile[], keep: (f: RenderedFile, kept: readonly RenderedFile[]) => boolean): RenderedFile[] {
  const out: RenderedFile[] = [];
  const loaded: RenderedFile[] = [];
  let dropping = false;
  for (const f of files) {
    if (f.reason !== 'import') {
      dropping = !keep(f, loaded);
      if (!dropping) loaded.push(f);
    }
    if (!dropping) out.push(f);
  }
  return out;
}

/**
 * An entry (`Profile.entries`) standing for every name: the tool reads a glob from each directory
 * (OpenCode's `instructions: ["*.md"]`), so any entry may matter and no directory holds nothing.
 */
export const ANY_ENTRY = '*';

/**
 * The first path segment of each of the tool's names, lower-cased: a directory holding none of these
 * (in any case) and no dot-entry holds nothing the tool reads (what Resolver.holdsNothing and the
 * base reuse of a pull request both rely on).
 */
export function entryNames(p: Pick<Profile, 'names' | 'entries'>, opts: ToolOptions): Set<string> {
  // ANY_ENTRY stays as it is (a glob such as `*.md` may match any name)
  return new Set([...p.names(opts), ...(p.entries?.(opts) ?? [])].map((n) => (n.split('/')[0] ?? n).toLowerCase()));
}
