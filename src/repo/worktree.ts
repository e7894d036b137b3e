// Working-tree backend: directories are listed lazily (only the ones an analysis asks for), with
// lstat semantics, so a symlink is seen as a link and never followed by the OS.
import { closeSync, existsSync, lstatSync, openSync, readSync, readdirSync, readlinkSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { trackedInIndex } from './git.js';
import { DEFAULT_MAX_READ_BYTES, type Entry, type ReadResult, type RepoView } from './view.js';

export interface WorktreeOptions {
  maxReadBytes?: number;
  /** Override detection of the `.git` marker at the root (fixtures carry no `.git`). */
  hasGitMarker?: boolean;
  /** Directory names never listed when enumerating the whole tree. */
  skipDirs?: string[];
}

// Entries without per-path data are shared (read-only): a 100,000-file tree needs no 100,000 objects.
const FILE: Entry = Object.freeze({ kind: 'file' });
const DIR: Entry = Object.freeze({ kind: 'dir' });
const OTHER: Entry = Object.freeze({ kind: 'other' });
const NAME_POOL_MAX = 65_536;

export class WorktreeView implements RepoView {
  readonly source = 'worktree' as const;
  readonly label: string;
  readonly hasGitMarker: boolean;
  readonly maxReadBytes: number;
  private readonly dirs = new Map<string, Map<string, Entry> | null>();
  private readonly reads = new Map<string, ReadResult>();
  private all: string[] | undefined;
  private readonly skipDirs: Set<string>;

  constructor(readonly absRoot: string, opts: WorktreeOptions = {}) {
    this.label = `working tree ${absRoot}`;
    this.maxReadBytes = opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES;
    this.hasGitMarker = opts.hasGitMarker ?? existsSync(join(absRoot, '.git'));
    this.skipDirs = new Set(opts.skipDirs ?? ['node_modules']);
  }

  /** Asked of the few paths a check finds git-ignored (local-files): one `git ls-files` each. */
  tracked(path: string): boolean | undefined {
    return this.hasGitMarker ? trackedInIndex(this.absRoot, path) : undefined;
  }

  children(dir: string): ReadonlyMap<string, Entry> | undefined {
    if (this.dirs.has(dir)) return this.dirs.get(dir) ?? undefined;
    let listing: Map<string, Entry> | null = null;
    const parent = dir === '' ? undefined : this.entry(dir);
    if (dir === '' || parent?.kind === 'dir') {
      try {
        listing = new Map();
        for (const d of readdirSync(join(this.absRoot, dir), { withFileTypes: true })) {
          if (d.name === '.git') continue;
          listing.set(this.intern(d.name), this.toEntry(dir, d));
        }
      } catch {
        listing = null;
      }
    }
    this.dirs.set(dir, listing);
    return listing ?? undefined;
  }

  private readonly names = new Map<string, string>();

  /**
   * One string per distinct name: each listing gets fresh strings, and a large tree repeats a few
   * names (index.ts, README.md) in thousands of directories. Bounded: past the cap names are kept as read.
   */
  private intern(name: string): string {
    const hit = this.names.get(name);
    if (hit !== undefined) return hit;
    if (this.names.size < NAME_POOL_MAX) this.names.set(name, name);
    return name;
  }

  /** The entry of `d` in `dir`; only a link needs its path (to read where it points). */
  private toEntry(dir: string, d: Dirent): Entry {
    if (d.isDirectory()) return DIR;
    if (d.isFile()) return FILE;
    if (d.isSymbolicLink()) {
      try {
        return { kind: 'symlink', target: readlinkSync(join(this.absRoot, dir, d.name), 'utf8') };
      } catch {
        return OTHER;
      }
    }
    return OTHER;
  }

  entry(path: string): Entry | undefined {
    if (path === '') return { kind: 'dir' };
    const i = path.lastIndexOf('/');
    const dir = i < 0 ? '' : path.slice(0, i);
    return this.children(dir)?.get(path.slice(i + 1));
  }

  read(path: string): ReadResult {
    const hit = this.reads.get(path);
    if (hit) return hit;
    const r = this.readUncached(path);
    this.reads.set(path, r);
    return r;
  }

  private readUncached(path: string): ReadResult {
    const e = this.entry(path);
    if (!e) return { ok: false, reason: 'missing', message: `${path} does not exist` };
    if (e.kind !== 'file') return { ok: false, reason: 'not-a-file', message: `${path} is not a regular file` };
    const abs = join(this.absRoot, path);
    let fd: number | undefined;
    try {
      const st = lstatSync(abs);
      if (!st.isFile()) return { ok: false, reason: 'not-a-file', message: `${path} is not a regular file` };
      const want = Math.min(st.size, this.maxReadBytes);
      const buf = Buffer.alloc(want);
      fd = openSync(abs, 'r');
      let got = 0;
      while (got < want) {
        const n = readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      return { ok: true, bytes: buf.subarray(0, got), size: st.size, capped: st.size > want };
    } catch (err) {
      return { ok: false, reason: 'unreadable', message: `${path}: ${(err as Error).message}` };
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  allPaths(): readonly string[] {
    this.all ??= walkSorted((dir) => this.children(dir), this.skipDirs);
    return this.all;
  }
}

/**
 * Every non-directory path under the root, in `Array.prototype.sort` order, without sorting them all:
 * each directory's names are sorted (a directory by `name/`, which is how its paths compare with a
 * sibling's) and walked depth-first, so the paths come out in order. Each path is one flat string
 * (`join`), not a chain of concatenations: a 100,000-file tree keeps 100,000 of them.
 */
export function walkSorted(children: (dir: string) => ReadonlyMap<string, Entry> | undefined, skipDirs: ReadonlySet<string>): string[] {
  const out: string[] = [];
  // An explicit stack of (directory, its sorted keys, next index): a tree of any depth, no recursion.
  const stack: { dir: string; keys: string[]; i: number }[] = [];
  const open = (dir: string): void => {
    const kids = children(dir);
    if (!kids) return;
    const keys: string[] = [];
    for (const [name, e] of kids) {
      if (e.kind !== 'dir') keys.push(name);
      else if (!skipDirs.has(name)) keys.push(`${name}/`);
    }
    stack.push({ dir, keys: keys.sort(), i: 0 });
  };
  open('');
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { dir: string; keys: string[]; i: number };
    if (top.i >= top.keys.length) {
      stack.pop();
      continue;
    }
    const k = top.keys[top.i++] as string;
    const isDir = k.endsWith('/');
    const name = isDir ? k.slice(0, -1) : k;
    const path = top.dir === '' ? name : [top.dir, name].join('/');
    if (isDir) open(path);
    else out.push(path);
  }
  return out;
}
