// The read-only repository view every analysis runs on. Three backends (working tree, git revision,
// GitHub API) fill the same index; the engine never touches the file system directly.
import { posix } from 'node:path';

export type Entry =
  | { kind: 'file'; size?: number; oid?: string }
  | { kind: 'dir' }
  | { kind: 'symlink'; target: string }
  /** Submodules, sockets, FIFOs: present, never read. */
  | { kind: 'other' };

export type ReadResult =
  | { ok: true; bytes: Buffer; size: number; capped: boolean }
  | { ok: false; reason: 'missing' | 'not-a-file' | 'unreadable'; message: string };

export interface RepoView {
  readonly source: 'worktree' | 'git' | 'github';
  /** Human label: "working tree /x", "git HEAD~1 (abc1234)". */
  readonly label: string;
  /** Absolute directory used when a tool shows absolute paths. */
  readonly absRoot: string;
  /** Whether the root holds the `.git` marker most tools stop at. */
  readonly hasGitMarker: boolean;
  /** Largest number of bytes read from one file. */
  readonly maxReadBytes: number;
  /** Entries of a directory ("" = root), `.git` excluded; undefined when `dir` is not a directory. */
  children(dir: string): ReadonlyMap<string, Entry> | undefined;
  /** The entry at `path` itself, symlinks not followed. */
  entry(path: string): Entry | undefined;
  /** Bytes of the regular file at `path` (never follows a link), at most `maxReadBytes`. */
  read(path: string): ReadResult;
  /** Every non-directory path of the tree. */
  allPaths(): readonly string[];
  /**
   * For a view made from another by taking entries away (nothing added or changed): that view, when
   * `path` resolves the same in both (no entry taken away on its way), else undefined. What is built
   * from the file there is then shared, not built again per view; a listing is the other view's
   * without the paths that do not resolve the same.
   */
  sharesWith?(path: string): RepoView | undefined;
  /**
   * A working tree's: whether git tracks `path` (it is in the index, so committed whatever
   * `.gitignore` says), or undefined when that is not known (no git). A git or API view holds tracked
   * files only.
   */
  tracked?(path: string): boolean | undefined;
  /**
   * A view whose resolution of `path` (links.ts resolvePath) is this one's, when that is told without
   * resolving here (a view with entries taken away, none on the path's way): its memoised answer
   * serves, instead of a walk in each such view.
   */
  resolvesAs?(path: string): RepoView | undefined;
}

const ROOT_ENTRY: Entry = Object.freeze({ kind: 'dir' });

export const DEFAULT_MAX_READ_BYTES = 1024 * 1024;

export function parentDir(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function joinPath(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** Lexically normalises a repository path; returns null when it climbs above the root. */
export function normalizeRepoPath(path: string): string | null {
  const n = posix.normalize(path.replace(/\\/g, '/'));
  if (n === '.' || n === './' || n === '') return '';
  if (n.startsWith('../') || n === '..' || n.startsWith('/')) return null;
  return n.replace(/^\.\//, '').replace(/\/$/, '');
}

/** Every directory from the root down to `dir`, root first ("" included). */
export function ancestorsRootFirst(dir: string): string[] {
  const out = [''];
  if (dir === '') return out;
  // One prefix per `/`, not a join of the parts for each (that was quadratic in the depth: 150 nested
  // directories spent a tenth of the run here).
  for (let i = dir.indexOf('/'); i >= 0; i = dir.indexOf('/', i + 1)) out.push(dir.slice(0, i));
  out.push(dir);
  return out;
}

/** Whether a repository path has a `.git` segment (never part of a view). */
export function hasGitSegment(path: string): boolean {
  return path.includes('.git') && path.split('/').includes('.git');
}

/** A view over a complete list of entries (git revision, GitHub tree). Directory maps are built once. */
export abstract class IndexedView implements RepoView {
  abstract readonly source: 'worktree' | 'git' | 'github';
  abstract readonly label: string;
  abstract readonly absRoot: string;
  abstract readonly hasGitMarker: boolean;
  readonly maxReadBytes: number;
  private readonly dirs = new Map<string, Map<string, Entry>>();
  private paths: string[] = [];

  constructor(maxReadBytes = DEFAULT_MAX_READ_BYTES) {
    this.maxReadBytes = maxReadBytes;
    this.dirs.set('', new Map());
  }

  protected addEntry(path: string, entry: Entry): void {
    if (path === '' || hasGitSegment(path)) return;
    this.ensureDir(parentDir(path)).set(baseName(path), entry);
    if (entry.kind === 'dir') this.ensureDir(path);
    else this.paths.push(path);
  }

  private ensureDir(dir: string): Map<string, Entry> {
    return ensureDirIn(this.dirs, dir);
  }

  children(dir: string): ReadonlyMap<string, Entry> | undefined {
    return this.dirs.get(dir);
  }

  entry(path: string): Entry | undefined {
    return path === '' ? ROOT_ENTRY : this.dirs.get(parentDir(path))?.get(baseName(path));
  }

  allPaths(): readonly string[] {
    return this.paths;
  }

  protected abstract readBlob(path: string, entry: Entry & { kind: 'file' }): ReadResult;

  private readonly cache = new Map<string, ReadResult>();

  read(path: string): ReadResult {
    return readOnce(this.cache, path, (p) => this.entry(p), (p, e) => this.readBlob(p, e));
  }
}

/**
 * The listing of `dir` in an index of directory listings, made (with every missing ancestor, each
 * entered in its parent's listing as a directory) when not there yet. Loops up the chain, so a deep
 * path costs no recursion.
 */
export function ensureDirIn(dirs: Map<string, Map<string, Entry>>, dir: string): Map<string, Entry> {
  const hit = dirs.get(dir);
  if (hit) return hit;
  const made = new Map<string, Entry>();
  dirs.set(dir, made);
  let d = dir;
  while (d !== '') {
    const slash = d.lastIndexOf('/');
    const up = slash < 0 ? '' : d.slice(0, slash);
    let parent = dirs.get(up);
    const known = parent !== undefined;
    if (!parent) dirs.set(up, (parent = new Map()));
    parent.set(d.slice(slash + 1), { kind: 'dir' });
    if (known) break;
    d = up;
  }
  return made;
}

/**
 * What reading `path` gives, worked out once per view (`cache`): a missing path or one that is not a
 * file is an answer, not an error; a file's bytes come from `readBlob`. Every indexed view reads so.
 */
export function readOnce(
  cache: Map<string, ReadResult>,
  path: string,
  entry: (path: string) => Entry | undefined,
  readBlob: (path: string, entry: Entry & { kind: 'file' }) => ReadResult,
): ReadResult {
  const hit = cache.get(path);
  if (hit) return hit;
  const e = entry(path);
  let r: ReadResult;
  if (!e) r = { ok: false, reason: 'missing', message: `${path} does not exist` };
  else if (e.kind !== 'file') r = { ok: false, reason: 'not-a-file', message: `${path} is a ${e.kind}, not a file` };
  else r = readBlob(path, e);
  cache.set(path, r);
  return r;
}
