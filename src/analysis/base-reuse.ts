// Base stacks of a pull request that cannot differ from the head's are not resolved again: the
// head's stack is the base's. A pull request changing 3,000 source files and a handful of
// instruction files leaves almost every (tool, vantage, target) slot as it was; resolving all of
// them on the base doubled the engine's work for nothing.
//
// What a slot's resolution reads (the profiles' walks, src/profiles/walk.ts; the engine's imports,
// src/engine/imports.ts) lies in places told from the head stack and the tool:
// - every directory from the root down to the session directory and to the touched path's
//   directory (the "chain"): there, only entries named as one of the tool's names (in any case,
//   first path segment) or starting with a dot (`.claude/`, `.cursor/rules`, `.github/`, settings);
//   the engine relies on the same fact to let a directory holding nothing inherit its parent's
//   start-up (Resolver.holdsNothing);
// - the files it loaded (path, real path, links on the way) and every `@reference` they hold,
//   followed or not (a missing import may exist on the base);
// - the paths its options name (OpenCode `instructions`), the settings files (compared as a whole),
//   the view's root, marker and read cap.
// A slot is reused only when none of these differs between the trees: entries compared by kind,
// link target and blob id (a view without blob ids is never compared, a symlink inside a dot-
// directory on the chain is never trusted), the head stack without findings or extra assumptions.
// Anything else is resolved on the base as before (fail closed). test/base-reuse.test.ts compares
// the analysis with and without this on generated pull requests.
import { classifyImport, scanImports } from '../doc/imports.js';
import { loadDoc } from '../doc/load.js';
import { isSettingsPath } from '../engine/instruction-files.js';
import type { ExplainOptions, Resolver, StackDetail } from '../engine/resolve.js';
import { getProfile } from '../profiles/index.js';
import { touchedDir } from '../profiles/walk.js';
import { resolvePath, type Resolved } from '../repo/links.js';
import { ancestorsRootFirst, baseName, joinPath, normalizeRepoPath, parentDir, type Entry, type RepoView } from '../repo/view.js';
import type { Layer, ToolId, ToolOptions } from '../types.js';

/** How an entry differs: `kind` (absent on one side, another kind, another link target) or `content` (a file's blob, a directory's subtree). */
type Diff = 'kind' | 'content';

/** Deeper trees than this are not compared (the reuse is then off): no unbounded recursion. */
const MAX_DEPTH = 400;

/**
 * Per directory present in both trees, the names whose entries differ; undefined when the trees
 * cannot be compared (no blob ids, too deep).
 */
export function treeDiff(a: RepoView, b: RepoView): Map<string, Map<string, Diff>> | undefined {
  const out = new Map<string, Map<string, Diff>>();
  let ok = true;
  const entryDiff = (ea: Entry, eb: Entry | undefined, path: string, depth: number): Diff | undefined => {
    if (!eb || ea.kind !== eb.kind) return 'kind';
    if (ea.kind === 'symlink') return ea.target === (eb as typeof ea).target ? undefined : 'kind';
    if (ea.kind === 'file') return ea.oid !== undefined && ea.oid === (eb as typeof ea).oid ? undefined : 'content';
    if (ea.kind === 'dir') return dirDiffers(path, depth + 1) ? 'content' : undefined;
    return undefined;
  };
  const dirDiffers = (dir: string, depth: number): boolean => {
    const ka = a.children(dir);
    const kb = b.children(dir);
    if (!ka || !kb || depth > MAX_DEPTH) {
      ok = false;
      return true;
    }
    let m: Map<string, Diff> | undefined;
    for (const [name, ea] of ka) {
      const how = entryDiff(ea, kb.get(name), ea.kind === 'dir' ? joinPath(dir, name) : '', depth);
      if (how) (m ??= new Map()).set(name, how);
    }
    for (const name of kb.keys()) if (!ka.has(name)) (m ??= new Map()).set(name, 'kind');
    if (m) out.set(dir, m);
    return m !== undefined;
  };
  dirDiffers('', 0);
  return ok ? out : undefined;
}

/** A tool settings file (what decides how tools render) differs between the two trees. */
export function settingsDiffer(head: RepoView, base: RepoView): boolean {
  const key = (e: Entry | undefined): string => (e === undefined ? '' : e.kind === 'file' ? `f${e.oid ?? '?'}` : e.kind === 'symlink' ? `l${e.target}` : e.kind);
  for (const [a, b] of [
    [head, base],
    [base, head],
  ] as const) {
    for (const p of a.allPaths()) {
      if (!isSettingsPath(p)) continue;
      const ea = a.entry(p);
      if (ea?.kind === 'file' && ea.oid === undefined) return true;
      if (key(ea) !== key(b.entry(p))) return true;
    }
  }
  return false;
}

/** A chain is different (false), or the same but for these files' contents. */
type Chain = false | readonly string[];

const NO_CHANGE: readonly string[] = Object.freeze([]) as readonly string[];

export type Reuse = NonNullable<ExplainOptions['reuse']>;

/**
 * For the base resolver's `explain`: the head's stack of a slot that cannot differ on the base, else
 * undefined. Undefined altogether when the trees cannot be compared safely.
 */
export function baseReuse(head: RepoView, base: RepoView, headR: Resolver): Reuse | undefined {
  if (head.source === 'worktree' || base.source === 'worktree' || head.sharesWith || base.sharesWith) return undefined;
  if (head.absRoot !== base.absRoot || head.hasGitMarker !== base.hasGitMarker || head.maxReadBytes !== base.maxReadBytes) return undefined;
  if (settingsDiffer(head, base)) return undefined;
  const diffs = treeDiff(head, base);
  if (!diffs) return undefined;
  const r = new SlotReuse(head, base, headR, diffs);
  return (tool, vantage, cwd, target) => r.slot(tool, vantage, cwd, target);
}

class SlotReuse {
  constructor(
    private readonly head: RepoView,
    private readonly base: RepoView,
    private readonly headR: Resolver,
    private readonly diffs: Map<string, Map<string, Diff>>,
  ) {}

  slot(tool: ToolId, vantage: 'root' | 'local' | 'extra', cwd: string, target: string): StackDetail | undefined {
    // The target's directory (the local session's cwd, the touch's directory) is the same on both.
    if (!this.kindStable(target)) return undefined;
    const touch = vantage === 'local' ? undefined : target;
    const h = this.headR.stack(tool, cwd, touch === undefined ? [] : [touch]);
    if (h.findings.length > 0) return undefined;
    if (h.assumes.length !== this.headR.assumptions(tool).length) return undefined;
    const opts = this.headR.sessionOptions(tool, cwd);
    const names = this.namesOf(tool, opts);
    const atCwd = this.chainClean(names, cwd);
    if (atCwd === false) return undefined;
    const atTouch = touch === undefined ? NO_CHANGE : this.chainClean(names, touchedDir(this.head, touch));
    if (atTouch === false) return undefined;
    if ((atCwd.length > 0 || atTouch.length > 0) && !this.unread(tool, cwd, touch, [...atCwd, ...atTouch])) return undefined;
    if (!this.optionPathsClean(opts)) return undefined;
    if (!this.layersClean(tool, h.layers)) return undefined;
    return h;
  }

  /** None of `paths` was read by the slot's session (named at start or on the touch, loaded or not). */
  private unread(tool: ToolId, cwd: string, touch: string | undefined, paths: readonly string[]): boolean {
    const named = this.headR.readCandidates(tool, cwd, touch);
    if (!named) return false;
    for (const list of named) for (const c of list) if (paths.includes(c.path)) return false;
    return true;
  }

  private diffAt(path: string): Diff | undefined {
    return path === '' ? undefined : this.diffs.get(parentDir(path))?.get(baseName(path));
  }

  /** No ancestor of `path` (nor `path`) appears, disappears or changes kind. */
  private kindStable(path: string): boolean {
    for (const a of ancestorsRootFirst(path)) if (this.diffAt(a) === 'kind') return false;
    return true;
  }

  private readonly names = new Map<ToolId, WeakMap<ToolOptions, Set<string>>>();

  /** The tool's names under a session's options, lower-cased, first segment (as Resolver.holdsNothing). */
  private namesOf(tool: ToolId, opts: ToolOptions): Set<string> {
    let byOpts = this.names.get(tool);
    if (!byOpts) this.names.set(tool, (byOpts = new WeakMap()));
    let s = byOpts.get(opts);
    if (!s) byOpts.set(opts, (s = new Set(getProfile(tool).names(opts).map((n) => (n.split('/')[0] ?? n).toLowerCase()))));
    return s;
  }

  private readonly chains = new Map<Set<string>, Map<string, Chain>>();

  /**
   * Every directory from the root to `dir` is the same for the tool on both sides, but for files
   * of its names whose contents alone differ (returned: they matter only if the session read them).
   */
  private chainClean(names: Set<string>, dir: string): Chain {
    let memo = this.chains.get(names);
    if (!memo) this.chains.set(names, (memo = new Map()));
    const hit = memo.get(dir);
    if (hit !== undefined) return hit;
    // Root first, each directory memoised: no recursion on deep paths.
    let up = NO_CHANGE as Chain;
    for (const d of ancestorsRootFirst(dir)) {
      let c: Chain | undefined = memo.get(d);
      if (c === undefined) {
        const above: Chain = up;
        const own: Chain = above === false || this.diffAt(d) === 'kind' ? false : this.dirClean(names, d);
        c = own === false || above === false ? false : own.length === 0 ? above : above.length === 0 ? own : [...above, ...own];
        memo.set(d, c);
      }
      up = c;
      if (up === false) break;
    }
    memo.set(dir, up);
    return up;
  }

  /**
   * What the tool can read in `dir` itself is the same: its names and dot-entries, links followed;
   * false, or the files of its names there whose contents alone differ.
   */
  private dirClean(names: Set<string>, dir: string): Chain {
    const readable = (n: string): boolean => n.startsWith('.') || names.has(n.toLowerCase());
    let changed: string[] | undefined;
    for (const [n, how] of this.diffs.get(dir) ?? []) {
      if (!readable(n)) continue;
      const p = joinPath(dir, n);
      // a file of the tool's names whose bytes alone changed: read only if named on the walk
      if (how === 'content' && !n.startsWith('.') && this.head.entry(p)?.kind === 'file') (changed ??= []).push(p);
      else return false;
    }
    // Unchanged entries: a link (or a directory holding one) may reach something that changed.
    for (const [n, e] of this.head.children(dir) ?? []) {
      if (!readable(n)) continue;
      const p = joinPath(dir, n);
      if (e.kind === 'symlink' && !this.pathClean(p)) return false;
      if (e.kind === 'dir' && (this.hasLink(this.head, p, 0) || this.hasLink(this.base, p, 0))) return false;
    }
    return changed ?? NO_CHANGE;
  }

  private readonly linky = new WeakMap<RepoView, Map<string, boolean>>();

  /** A symlink at or below `path` (too deep counts as one). */
  private hasLink(view: RepoView, path: string, depth: number): boolean {
    let m = this.linky.get(view);
    if (!m) this.linky.set(view, (m = new Map()));
    const hit = m.get(path);
    if (hit !== undefined) return hit;
    let v = false;
    const e = view.entry(path);
    if (e?.kind === 'symlink' || depth > MAX_DEPTH) v = true;
    else if (e?.kind === 'dir') {
      for (const [n, c] of view.children(path) ?? []) {
        if (c.kind === 'symlink' || (c.kind === 'dir' && this.hasLink(view, joinPath(path, n), depth + 1))) {
          v = true;
          break;
        }
      }
    }
    m.set(path, v);
    return v;
  }

  private readonly paths = new Map<string, boolean>();

  /**
   * Reading `path` gives the same on both sides: nothing on its way appears, disappears or changes
   * kind, it is itself unchanged, and links met on the way (either side) resolve alike to clean paths.
   */
  private pathClean(path: string): boolean {
    const hit = this.paths.get(path);
    if (hit !== undefined) return hit;
    // In progress: a cycle through links is not proven clean.
    this.paths.set(path, false);
    const v = this.diffAt(path) === undefined && this.kindStable(path) && this.linksClean(path);
    this.paths.set(path, v);
    return v;
  }

  private linksClean(path: string): boolean {
    const rh = resolvePath(this.head, path);
    const rb = resolvePath(this.base, path);
    if (rh.links.length === 0 && rb.links.length === 0) return true;
    if (!sameResolution(rh, rb)) return false;
    for (const l of rh.links) if (!this.pathClean(l)) return false;
    return !rh.ok || rh.path === path || this.pathClean(rh.path);
  }

  private readonly optionPaths = new WeakMap<ToolOptions, boolean>();

  /** Paths a tool's options name (OpenCode `instructions`): loaded wherever they are. */
  private optionPathsClean(opts: ToolOptions): boolean {
    let v = this.optionPaths.get(opts);
    if (v === undefined) {
      v = (opts.instructions ?? []).every((p) => {
        const path = p.replace(/^\.\//, '');
        return normalizeRepoPath(path) === path ? this.pathClean(path) : /[*?[{]|^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(path);
      });
      this.optionPaths.set(opts, v);
    }
    return v;
  }

  private readonly layerMemo = new Map<ToolId, WeakMap<Layer[], boolean>>();

  private layersClean(tool: ToolId, layers: Layer[]): boolean {
    let m = this.layerMemo.get(tool);
    if (!m) this.layerMemo.set(tool, (m = new WeakMap()));
    let v = m.get(layers);
    if (v === undefined) m.set(layers, (v = layers.every((l) => this.layerClean(tool, l))));
    return v;
  }

  /** A loaded file is the same, and so is every `@reference` it holds (followed or not). */
  private layerClean(tool: ToolId, l: Layer): boolean {
    if (!this.pathClean(l.path) || (l.realPath !== undefined && !this.pathClean(l.realPath))) return false;
    const doc = loadDoc(this.head, l.path);
    if (doc.findings.length > 0) return false;
    const pol = getProfile(tool).imports;
    if (!pol || !doc.ok) return true;
    for (const ref of scanImports(doc.text, { grammar: pol.grammar, code: pol.code })) {
      for (const from of doc.realPath === doc.path ? [doc.path] : [doc.path, doc.realPath]) {
        const t = classifyImport(from, ref.spec);
        if (t.kind === 'repo' && !this.pathClean(t.path)) return false;
      }
    }
    return true;
  }
}

function sameResolution(a: Resolved, b: Resolved): boolean {
  if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i])) return false;
  if (a.ok && b.ok) return a.path === b.path && a.entry.kind === b.entry.kind;
  if (!a.ok && !b.ok) return a.problem === b.problem && a.at === b.at && a.target === b.target;
  return false;
}
