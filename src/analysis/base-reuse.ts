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
import { loadDoc, observeLoads, shareDocs } from '../doc/load.js';
import { isSettingsPath } from '../engine/instruction-files.js';
import type { ExplainOptions, Resolver } from '../engine/resolve.js';
import type { StackDetail } from '../engine/stack.js';
import { getProfile } from '../profiles/index.js';
import { ANY_ENTRY, entryNames, touchedDir } from '../profiles/walk.js';
import { resolvePath, type Resolved } from '../repo/links.js';
import { ancestorsRootFirst, baseName, joinPath, normalizeRepoPath, parentDir, type Entry, type RepoView } from '../repo/view.js';
import type { Layer, Stack, ToolId, ToolOptions } from '../types.js';

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

const settingsCompared = new WeakMap<RepoView, WeakMap<RepoView, boolean>>();

/** A tool settings file (what decides how tools render) differs between the two trees (scanned once per pair). */
export function settingsDiffer(head: RepoView, base: RepoView): boolean {
  let byBase = settingsCompared.get(head);
  if (!byBase) settingsCompared.set(head, (byBase = new WeakMap()));
  let d = byBase.get(base);
  if (d === undefined) byBase.set(base, (d = scanSettings(head, base)));
  return d;
}

function scanSettings(head: RepoView, base: RepoView): boolean {
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

/** An entry's name as `dirClean` asks of it: lower-cased, and whether it is a dot-entry. */
interface Named {
  name: string;
  lower: string;
  dot: boolean;
}

function named(name: string): Named {
  return { name, lower: name.toLowerCase(), dot: name.startsWith('.') };
}

interface DirEntries {
  diffs: readonly (Named & { how: Diff })[];
  linksAndDirs: readonly (Named & { entry: Entry })[];
}

const NO_ENTRIES: DirEntries = Object.freeze({ diffs: [], linksAndDirs: [] });

export type Reuse = NonNullable<ExplainOptions['reuse']>;

/**
 * What the head's `explain` found (ExplainOptions.onSlot): each slot's stack, and per tool the files
 * its sessions read (every `loadDoc` on the head between two slots belongs to the next slot's tool:
 * `explain` resolves one tool after the other), so a file whose contents alone changed is known to
 * matter only to the tools that read it, whatever their profiles did with it.
 */
export class HeadSlots {
  private readonly byTool = new Map<ToolId, Map<string, StackDetail>[]>();
  private static readonly VANTAGE = { root: 0, local: 1, extra: 2 } as const;
  private pending: string[] = [];
  private readonly loads = new Map<ToolId, Set<string>>();

  /** For doc/load.ts observeLoads on the head view, while the head's `explain` runs. */
  readonly loaded = (path: string): void => {
    this.pending.push(path);
  };

  readonly add = (tool: ToolId, vantage: 'root' | 'local' | 'extra', cwd: string, target: string, stack: StackDetail): void => {
    let m = this.byTool.get(tool);
    if (!m) this.byTool.set(tool, (m = [new Map(), new Map(), new Map()]));
    (m[HeadSlots.VANTAGE[vantage]] as Map<string, StackDetail>).set(vantage === 'extra' ? `${cwd}\0${target}` : target, stack);
    if (this.pending.length > 0) {
      let read = this.loads.get(tool);
      if (!read) this.loads.set(tool, (read = new Set()));
      for (const p of this.pending) read.add(p);
      this.pending = [];
    }
  };

  get(tool: ToolId, vantage: 'root' | 'local' | 'extra', cwd: string, target: string): StackDetail | undefined {
    const s = this.byTool.get(tool)?.[HeadSlots.VANTAGE[vantage]]?.get(vantage === 'extra' ? `${cwd}\0${target}` : target);
    // a local slot's cwd is the target's directory on the head (the caller checks it is on the base too)
    return s !== undefined && s.cwd === cwd ? s : undefined;
  }

  private readonly realRead = new Map<ToolId, Set<string>>();

  /** Files whose contents `tool`'s sessions read on the head (loaded paths and the files links led to); undefined when loads were left unattributed. */
  readBy(tool: ToolId, head: RepoView): ReadonlySet<string> | undefined {
    if (this.pending.length > 0) return undefined;
    let out = this.realRead.get(tool);
    if (!out) {
      out = new Set();
      for (const p of this.loads.get(tool) ?? []) {
        out.add(p);
        out.add(loadDoc(head, p).realPath);
      }
      this.realRead.set(tool, out);
    }
    return out;
  }
}

/**
 * For the base resolver's `explain`: the head's stack of a slot that cannot differ on the base, else
 * undefined. Undefined altogether when the trees cannot be compared safely.
 */
export function baseReuse(head: RepoView, base: RepoView, headR: Resolver, slots?: HeadSlots): Reuse | undefined {
  if (head.source === 'worktree' || base.source === 'worktree' || head.sharesWith || base.sharesWith) return undefined;
  if (head.absRoot !== base.absRoot || head.hasGitMarker !== base.hasGitMarker || head.maxReadBytes !== base.maxReadBytes) return undefined;
  if (settingsDiffer(head, base)) return undefined;
  const diffs = treeDiff(head, base);
  if (!diffs) return undefined;
  const r = new SlotReuse(head, base, headR, diffs, slots);
  return (tool, vantage, cwd, target) => r.slot(tool, vantage, cwd, target);
}

/**
 * A pull request's head resolved, then its base, so that the base does only what the change asks
 * for: it takes the head's documents of the same blobs (doc/load.ts shareDocs, from construction on)
 * and, unless `reuseSlots` is false, the head's stacks of the slots nothing in the change can reach
 * (HeadSlots, baseReuse). The action's analysis and `check --base` both resolve through it.
 */
export class PullRequestStacks {
  private readonly slots: HeadSlots | undefined;

  constructor(
    private readonly head: RepoView,
    private readonly base: RepoView | undefined,
    reuseSlots = true,
  ) {
    if (base) shareDocs(base, head);
    this.slots = base && reuseSlots ? new HeadSlots() : undefined;
  }

  /** The head's stacks, each slot and the files its tool read noted for the base. */
  onHead(headR: Resolver, targets: string[], opts: ExplainOptions): Stack[] {
    if (targets.length === 0) return [];
    const stopObserving = this.slots ? observeLoads(this.head, this.slots.loaded) : undefined;
    try {
      return headR.explain(targets, { ...opts, onSlot: this.slots?.add });
    } finally {
      stopObserving?.();
    }
  }

  /** The base's stacks (after `onHead`), the head's taken for the slots that cannot differ. */
  onBase(headR: Resolver, baseR: Resolver, targets: string[], opts: ExplainOptions): Stack[] {
    if (!this.base || targets.length === 0) return [];
    const reuse = this.slots ? baseReuse(this.head, this.base, headR, this.slots) : undefined;
    return baseR.explain(targets, { ...opts, reuse });
  }
}

class SlotReuse {
  constructor(
    private readonly head: RepoView,
    private readonly base: RepoView,
    private readonly headR: Resolver,
    private readonly diffs: Map<string, Map<string, Diff>>,
    private readonly slots: HeadSlots | undefined,
  ) {}

  slot(tool: ToolId, vantage: 'root' | 'local' | 'extra', cwd: string, target: string): StackDetail | undefined {
    // Cheapest first, each memoised: most slots that differ are told by their session directory alone
    // (a changed root file the tool reads at start).
    const opts = this.headR.sessionOptions(tool, cwd);
    const names = this.namesOf(tool, cwd, opts);
    const atCwd = this.chainClean(names, cwd);
    if (atCwd === false || (atCwd.length > 0 && !this.unread(tool, atCwd))) return undefined;
    // The target's directory (the local session's cwd, the touch's directory) is the same on both;
    // a target reached through a link may stand for another directory (tools reading the real path).
    if (!this.kindStable(target) || resolvePath(this.head, target).links.length > 0 || resolvePath(this.base, target).links.length > 0) return undefined;
    const touch = vantage === 'local' ? undefined : target;
    const atTouch = touch === undefined ? NO_CHANGE : this.chainClean(names, touchedDir(this.head, touch));
    if (atTouch === false || (atTouch.length > 0 && !this.unread(tool, atTouch))) return undefined;
    if (!this.optionPathsClean(opts)) return undefined;
    const h = this.slots?.get(tool, vantage, cwd, target) ?? this.headR.stack(tool, cwd, touch === undefined ? [] : [touch]);
    if (h.findings.length > 0 || h.assumes.length !== this.headR.assumptions(tool).length) return undefined;
    if (!this.layersClean(tool, h.layers)) return undefined;
    return h;
  }

  /** No session of the tool read any of `paths` on the head. */
  private unread(tool: ToolId, paths: readonly string[]): boolean {
    const read = this.slots?.readBy(tool, this.head);
    return read !== undefined && !paths.some((p) => read.has(p));
  }

  private diffAt(path: string): Diff | undefined {
    return path === '' ? undefined : this.diffs.get(parentDir(path))?.get(baseName(path));
  }

  private readonly stable = new Map<string, boolean>();

  /** No ancestor of `path` (nor `path`) appears, disappears or changes kind. */
  private kindStable(path: string): boolean {
    if (path === '') return true;
    let v = this.stable.get(path);
    if (v === undefined) this.stable.set(path, (v = this.diffAt(path) !== 'kind' && this.kindStable(parentDir(path))));
    return v;
  }

  private readonly names = new Map<ToolId, Map<string, Set<string>>>();
  private readonly nameSets = new Map<string, Set<string>>();

  /**
   * The tool's names for a session in `cwd`, lower-cased, first segment (as Resolver.holdsNothing),
   * one set per distinct list (the chain memo is per set; sessions' options are often fresh objects).
   */
  private namesOf(tool: ToolId, cwd: string, opts: ToolOptions): Set<string> {
    // most sessions run with the tool's own options object: one look-up by identity
    const shared = this.byOptions.get(opts);
    if (shared) return shared;
    let byDir = this.names.get(tool);
    if (!byDir) this.names.set(tool, (byDir = new Map()));
    let s = byDir.get(cwd);
    if (!s) {
      const list = [...entryNames(getProfile(tool), opts)].sort();
      const key = list.join('\0');
      s = this.nameSets.get(key);
      if (!s) this.nameSets.set(key, (s = new Set(list)));
      byDir.set(cwd, s);
      if (opts === this.headR.toolOptions(tool)) this.byOptions.set(opts, s);
    }
    return s;
  }

  private readonly byOptions = new WeakMap<ToolOptions, Set<string>>();

  private readonly chains = new Map<Set<string>, Map<string, Chain>>();

  /**
   * Every directory from the root to `dir` is the same for the tool on both sides, but for files
   * of its names whose contents alone differ (returned: they matter only if the tool read them).
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
    const { diffs, linksAndDirs } = this.entriesOf(dir);
    if (diffs.length === 0 && linksAndDirs.length === 0) return NO_CHANGE;
    // ANY_ENTRY: the tool reads a glob from the directory, so every entry there may be read
    const any = names.has(ANY_ENTRY);
    const readable = (n: Named): boolean => any || n.dot || names.has(n.lower);
    let changed: string[] | undefined;
    for (const d of diffs) {
      if (!readable(d)) continue;
      const p = joinPath(dir, d.name);
      // a file of the tool's names whose bytes alone changed: it matters only if the tool read it
      if (d.how === 'content' && !d.dot && this.head.entry(p)?.kind === 'file') (changed ??= []).push(p);
      else return false;
    }
    // Unchanged entries: a link (or a directory holding one) may reach something that changed.
    for (const l of linksAndDirs) {
      if (!readable(l)) continue;
      const p = joinPath(dir, l.name);
      if (l.entry.kind === 'symlink' ? !this.pathClean(p) : this.hasLink(this.head, p, 0) || this.hasLink(this.base, p, 0)) return false;
    }
    return changed ?? NO_CHANGE;
  }

  private readonly entries = new Map<string, DirEntries>();

  /**
   * What `dirClean` looks at in `dir`, with each name's lower case worked out once per directory
   * instead of once per tool: the entries that differ between the trees, and the links and
   * directories on the head (most directories of a large tree hold files and a few plain
   * directories: short lists, often empty).
   */
  private entriesOf(dir: string): DirEntries {
    let out = this.entries.get(dir);
    if (out === undefined) {
      const diffs: (Named & { how: Diff })[] = [];
      for (const [name, how] of this.diffs.get(dir) ?? []) diffs.push({ ...named(name), how });
      const linksAndDirs: (Named & { entry: Entry })[] = [];
      for (const [name, entry] of this.head.children(dir) ?? []) if (entry.kind === 'symlink' || entry.kind === 'dir') linksAndDirs.push({ ...named(name), entry });
      out = diffs.length === 0 && linksAndDirs.length === 0 ? NO_ENTRIES : { diffs, linksAndDirs };
      this.entries.set(dir, out);
    }
    return out;
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

  private readonly optionPaths = new Map<string, boolean>();

  /** Paths a tool's options name (OpenCode `instructions`): loaded wherever they are. */
  private optionPathsClean(opts: ToolOptions): boolean {
    const list = opts.instructions ?? [];
    if (list.length === 0) return true;
    const key = list.join('\0');
    let v = this.optionPaths.get(key);
    if (v === undefined) {
      v = list.every((p) => {
        const path = p.replace(/^\.\//, '');
        return normalizeRepoPath(path) === path ? this.pathClean(path) : /[*?[{]|^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(path);
      });
      this.optionPaths.set(key, v);
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
