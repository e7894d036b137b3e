// Symlinks and relative paths are resolved lexically inside the tree: a link that leaves the
// repository is reported, never followed, so nothing outside the root is ever read.
import { posix } from 'node:path';
import { type Entry, type ReadResult, type RepoView, normalizeRepoPath, parentDir } from './view.js';

export type LinkProblem = 'broken' | 'escapes' | 'absolute' | 'loop' | 'directory' | 'not-a-file';

export type Resolved =
  | { ok: true; path: string; entry: Entry; /** Links followed on the way, in order. */ links: string[] }
  | { ok: false; problem: LinkProblem; /** The link (or path) where resolution stopped. */ at: string; links: string[]; target?: string };

const MAX_HOPS = 40; // the Linux kernel's own limit (MAXSYMLINKS)

const memo = new WeakMap<RepoView, Map<string, Resolved>>();

/** Follows symlinks in every component of `path`, staying inside the view. */
export function resolvePath(view: RepoView, path: string): Resolved {
  let m = memo.get(view);
  if (!m) memo.set(view, (m = new Map()));
  const hit = m.get(path);
  if (hit) return hit;
  const same = view.resolvesAs?.(path);
  const r = same ? resolvePath(same, path) : (lastStep(view, m, path) ?? walk(view, path, m));
  m.set(path, r);
  return r;
}

/**
 * The path resolved from its parent's result when that is a real directory reached without links
 * and the last component is no link: one look-up instead of a walk from the root (which made
 * resolving every path of a deep tree quadratic in its depth). Undefined when a walk is needed.
 */
function lastStep(view: RepoView, m: Map<string, Resolved>, path: string): Resolved | undefined {
  if (path === '') return undefined;
  const parent = parentDir(path);
  const p = parent === '' ? ROOT : m.get(parent);
  if (!p || !p.ok || p.links.length > 0 || p.entry.kind !== 'dir' || p.path !== parent) return undefined;
  const e = view.entry(path);
  if (!e) return { ok: false, problem: 'broken', at: path, links: NO_LINKS };
  if (e.kind === 'symlink') return undefined;
  return { ok: true, path, entry: e, links: NO_LINKS };
}

/**
 * The links of a path reached without any: one frozen list for the memo's many answers (tens of
 * thousands on a large tree, an empty array apiece before).
 */
const NO_LINKS: string[] = Object.freeze([]) as unknown as string[];

const ROOT: Resolved = Object.freeze({ ok: true, path: '', entry: Object.freeze({ kind: 'dir' }), links: NO_LINKS }) as Resolved;

function walk(view: RepoView, start: string, m?: Map<string, Resolved>): Resolved {
  const links: string[] = [];
  let pending = start === '' ? [] : start.split('/');
  let done = '';
  let hops = 0;
  let entry: Entry = { kind: 'dir' };
  while (pending.length > 0) {
    const name = pending.shift() as string;
    const here = done === '' ? name : `${done}/${name}`;
    const e = view.entry(here);
    if (!e) return { ok: false, problem: 'broken', at: links.length ? links[links.length - 1]! : here, links };
    if (e.kind === 'symlink') {
      // A link met twice is a loop; the hop limit also stops long chains through distinct links.
      if (links.includes(here) || ++hops > MAX_HOPS) return { ok: false, problem: 'loop', at: here, links };
      links.push(here);
      if (e.target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(e.target)) {
        return { ok: false, problem: 'absolute', at: here, links, target: e.target };
      }
      const joined = normalizeRepoPath(posix.join(parentDir(here), e.target));
      if (joined === null) return { ok: false, problem: 'escapes', at: here, links, target: e.target };
      pending = [...(joined === '' ? [] : joined.split('/')), ...pending];
      done = '';
      entry = { kind: 'dir' };
      continue;
    }
    if (pending.length > 0 && e.kind !== 'dir') return { ok: false, problem: 'broken', at: here, links };
    // A directory reached without links: its own resolution, kept for the paths below it.
    if (m && links.length === 0 && e.kind === 'dir' && pending.length > 0 && !m.has(here)) m.set(here, { ok: true, path: here, entry: e, links: NO_LINKS });
    done = here;
    entry = e;
  }
  return { ok: true, path: done, entry, links };
}

export type FileRead =
  | { ok: true; path: string; realPath: string; bytes: Buffer; size: number; capped: boolean; links: string[] }
  | { ok: false; path: string; problem: LinkProblem | 'missing' | 'unreadable'; message: string; links: string[]; target?: string };

/** Reads the file a path names, following links inside the tree only. */
export function readFile(view: RepoView, path: string): FileRead {
  const r = resolvePath(view, path);
  if (!r.ok) {
    if (r.problem === 'broken' && r.links.length === 0) {
      return { ok: false, path, problem: 'missing', message: `${path} does not exist`, links: NO_LINKS };
    }
    return { ok: false, path, problem: r.problem, message: describeLinkProblem(path, r), links: r.links, target: r.target };
  }
  if (r.entry.kind === 'dir') return { ok: false, path, problem: 'directory', message: `${path} is a directory`, links: r.links };
  if (r.entry.kind !== 'file') return { ok: false, path, problem: 'not-a-file', message: `${path} is not a regular file`, links: r.links };
  const got: ReadResult = view.read(r.path);
  if (!got.ok) return { ok: false, path, problem: 'unreadable', message: got.message, links: r.links };
  return { ok: true, path, realPath: r.path, bytes: got.bytes, size: got.size, capped: got.capped, links: r.links };
}

/** Whether `path` names a regular file once links are followed (how the tools' `stat` sees it). */
export function isFile(view: RepoView, path: string): boolean {
  const r = resolvePath(view, path);
  return r.ok && r.entry.kind === 'file';
}

export function isDir(view: RepoView, path: string): boolean {
  const r = resolvePath(view, path);
  return r.ok && r.entry.kind === 'dir';
}

export function describeLinkProblem(path: string, r: Extract<Resolved, { ok: false }>): string {
  const t = r.target !== undefined ? ` -> ${r.target}` : '';
  switch (r.problem) {
    case 'broken':
      return `${path}: symlink ${r.at} points to nothing`;
    case 'escapes':
      return `${path}: symlink ${r.at}${t} leaves the repository; not followed`;
    case 'absolute':
      return `${path}: symlink ${r.at}${t} is an absolute path outside the repository; not followed`;
    case 'loop':
      return `${path}: symlink loop at ${r.at}`;
    default:
      return `${path}: ${r.problem}`;
  }
}
