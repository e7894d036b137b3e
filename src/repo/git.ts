// Git-revision backend: one `git ls-tree -r -z` for the tree (without --long, which costs a blob
// header read per file: 3 s on 100,000 files), `git cat-file --batch` for
// blobs. Modes are kept, so a committed symlink (120000) is a link whatever core.symlinks says.
//
// Built for large trees: the listing is parsed in place from git's bytes (no string of the whole
// output, no per-line temporaries), consecutive records of one directory share its lookup, and a
// view made right after another of the same repository (the base of a pull request after its head)
// takes every record that is byte for byte the same (path, mode, blob) from it: the same path
// string, the same entry, the same blobs, so the second tree costs its directory maps only.
import { execFileSync, spawn } from 'node:child_process';
import { DEFAULT_MAX_READ_BYTES, ensureDirIn, hasGitSegment, readOnce, type Entry, type ReadResult, type RepoView } from './view.js';

export interface GitViewOptions {
  maxReadBytes?: number;
  /** Blob names worth reading in one batch up front (instruction files, rules, settings). */
  prefetch?: (path: string) => boolean;
  /** Rendered absolute root; defaults to the work tree path (joined with `subdir`). */
  absRoot?: string;
  /** Analyse only this directory of the revision (when --root is a subdirectory of the repository). */
  subdir?: string;
  /**
   * The commit `rev` names, when the caller has already verified that `rev` is that commit (a full
   * object id that `git cat-file` reported as a commit): saves resolving it again.
   */
  commit?: string;
  /**
   * Shared by the views of two revisions of one repository (the head and base of a pull request):
   * the first built leaves its listing here, the second takes from it every record that is the
   * same in both, and they read blobs once. Only memory and time depend on it, never what a view holds.
   */
  share?: TreeShare;
  /** The output of `git ls-tree -r -z --full-tree <commit>`, when the caller listed the tree already ({@link listTree}). */
  listing?: Buffer;
}

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };

function git(cwd: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], {
    input,
    env: GIT_ENV,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * Whether git's index in the work tree at `cwd` holds `path` (relative to `cwd`), or undefined when
 * git cannot say (not a repository, git missing). Reads the index only: no hook or filter runs.
 */
export function trackedInIndex(cwd: string, path: string): boolean | undefined {
  try {
    return git(cwd, ['ls-files', '-z', '--cached', '--', `:(literal)${path}`]).length > 0;
  } catch {
    return undefined;
  }
}

export class GitRevisionError extends Error {}

/** A git command that failed: its message is git's first line on stderr (or why it could not run). */
export class GitCommandError extends Error {}

/**
 * `git <args>` in `cwd` without blocking, `input` on its stdin, its stdout gathered (at most
 * `maxBytes`): a caller starts git and goes on with its own work while git runs in its process.
 * Rejects with a GitCommandError.
 */
export function gitOutput(cwd: string, args: string[], maxBytes = 1024 * 1024 * 1024, input?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const p = spawn('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
    // A git that exits before reading all of it closes the pipe: its exit code is the answer, not EPIPE.
    p.stdin.on('error', () => undefined);
    p.stdin.end(input);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let tooLong = false;
    p.stdout.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= maxBytes) out.push(c);
      else if (!tooLong) {
        tooLong = true;
        p.kill();
      }
    });
    p.stderr.on('data', (c: Buffer) => void err.push(c));
    const fail = (msg: string): void => reject(new GitCommandError(msg.trim().split('\n')[0] ?? ''));
    p.on('error', (e) => fail(e.message));
    p.on('close', (code) => {
      if (tooLong) fail('stdout maxBuffer length exceeded');
      else if (code !== 0) fail(Buffer.concat(err).toString());
      else resolve(Buffer.concat(out));
      // The chunks are copied: let them go now, whatever still holds this process (and so this
      // closure) afterwards. A tree listing's chunks are megabytes.
      out.length = 0;
      err.length = 0;
    });
  });
}

/**
 * `git ls-tree -r -z --full-tree <commit>` without blocking: the trees of a pull request are listed
 * by two git processes at once. Fails as the view would ({@link GitRevisionError}).
 */
export function listTree(repoDir: string, rev: string, commit: string): Promise<Buffer> {
  return gitOutput(repoDir, ['ls-tree', '-r', '-z', '--full-tree', commit]).catch(() => {
    throw new GitRevisionError(`. is not a directory in ${rev}`);
  });
}

/** What one view lends the next: see {@link GitViewOptions.share}. */
export class TreeShare {
  private listing: Listing | undefined;
  private blobMap: Map<string, Buffer> | undefined;
  private repoDir: string | undefined;

  /** The blobs of the views of `repoDir` (one map for both). */
  blobs(repoDir: string): Map<string, Buffer> {
    if (this.repoDir === undefined) this.repoDir = repoDir;
    if (this.repoDir !== repoDir) return new Map();
    return (this.blobMap ??= new Map());
  }

  /** The listing left by the first view, once; undefined for the first view or another repository. */
  take(repoDir: string): Listing | undefined {
    const l = this.listing;
    this.listing = undefined;
    return l?.repoDir === repoDir ? l : undefined;
  }

  /** Left by the first view only: the second keeps nothing for a third. */
  offer(l: Listing, lent: boolean): void {
    if (!lent && this.listing === undefined) this.listing = l;
  }
}

const ROOT_ENTRY: Entry = Object.freeze({ kind: 'dir' });

/**
 * What a view lends the next one while it is being built: its raw listing and, per record, the
 * path string, base name and entry made from it. Dropped once used, or at the end of the run that
 * built it.
 */
interface Listing {
  readonly repoDir: string;
  readonly bytes: Buffer;
  /** Per record: offset of its first byte, of its tab, and of its terminating NUL. */
  readonly starts: Int32Array;
  readonly tabs: Int32Array;
  readonly ends: Int32Array;
  readonly paths: string[];
  readonly names: string[];
  readonly entries: (Entry | undefined)[];
  /**
   * The prefetch test its view asked of each blob record: a record taken from it whole was asked the
   * same by the same test, and its blob (wanted or not) is in the shared map already.
   */
  readonly prefetch: ((path: string) => boolean) | undefined;
  /** Its view's directory listings: a listing this view builds the same is taken instead (see `shareDirs`). */
  readonly dirs: ReadonlyMap<string, Map<string, Entry>>;
}

/** The same names in the same order, each the same entry (directories compared by kind: each view makes its own). */
function sameListing(a: ReadonlyMap<string, Entry>, b: ReadonlyMap<string, Entry>): boolean {
  if (a.size !== b.size) return false;
  const other = b.entries();
  for (const [name, e] of a) {
    const [n, f] = other.next().value as [string, Entry];
    if (n !== name || (e !== f && !(e.kind === 'dir' && f.kind === 'dir'))) return false;
  }
  return true;
}

export class GitView implements RepoView {
  readonly source = 'git' as const;
  readonly label: string;
  readonly absRoot: string;
  readonly hasGitMarker = true;
  readonly commit: string;
  readonly maxReadBytes: number;
  private readonly dirs = new Map<string, Map<string, Entry>>();
  private readonly paths: string[] = [];
  private readonly blobs: Map<string, Buffer>;
  private readonly cache = new Map<string, ReadResult>();

  constructor(
    private readonly repoDir: string,
    readonly rev: string,
    opts: GitViewOptions = {},
  ) {
    this.maxReadBytes = opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES;
    this.dirs.set('', new Map());
    if (opts.commit !== undefined) this.commit = opts.commit;
    else {
      try {
        this.commit = git(repoDir, ['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]).toString().trim();
      } catch {
        throw new GitRevisionError(`not a commit in ${repoDir}: ${rev}`);
      }
    }
    const sub = (opts.subdir ?? '').replace(/^\/+|\/+$/g, '');
    if (opts.absRoot !== undefined) this.absRoot = opts.absRoot;
    else {
      const top = git(repoDir, ['rev-parse', '--show-toplevel']).toString().trim();
      this.absRoot = sub ? `${top}/${sub}` : top;
    }
    this.label = `git ${rev} (${this.commit.slice(0, 7)})${sub ? ` ${sub}/` : ''}`;
    const treeish = sub ? `${this.commit}:${sub}` : this.commit;
    let out: Buffer;
    if (opts.listing !== undefined) out = opts.listing;
    else {
      try {
        out = git(repoDir, ['ls-tree', '-r', '-z', '--full-tree', treeish]);
      } catch {
        throw new GitRevisionError(`${sub || '.'} is not a directory in ${rev}`);
      }
    }
    const lender = opts.share?.take(repoDir);
    this.blobs = opts.share?.blobs(repoDir) ?? new Map();
    const own = this.index(out, lender, opts.prefetch, opts.share !== undefined && lender === undefined);
    if (own) opts.share?.offer(own, lender !== undefined);
  }

  /**
   * Records are `<mode> SP <type> SP <oid> TAB <path> NUL`, in git's order (byte order of the full
   * paths), so a lender's records are walked alongside: a record equal to the lender's current one
   * takes its strings and entry instead of making new ones.
   */
  private index(out: Buffer, lender: Listing | undefined, prefetch: ((path: string) => boolean) | undefined, keep: boolean): Listing | undefined {
    // A record is at least `<6-digit mode> blob <oid> TAB <1-byte path> NUL`: enough slots for all.
    const most = keep ? Math.ceil(out.length / 20) + 1 : 0;
    const own: Listing | undefined = keep
      ? { repoDir: this.repoDir, bytes: out, starts: new Int32Array(most), tabs: new Int32Array(most), ends: new Int32Array(most), paths: [], names: [], entries: [], prefetch, dirs: this.dirs }
      : undefined;
    const links: { path: string; oid: string; record: number; entry: Entry | undefined }[] = [];
    // A record the lender holds byte for byte was asked the same prefetch question there.
    const askedByLender = lender !== undefined && lender.prefetch === prefetch;
    const wanted: string[] = [];
    let k = 0;
    let record = 0;
    let dir = '';
    let children = this.dirs.get('') as Map<string, Entry>;
    for (let at = 0; at < out.length; record++) {
      const nul = out.indexOf(0, at);
      const stop = nul < 0 ? out.length : nul;
      const tab = out.indexOf(9, at);
      if (tab < 0 || tab > stop) break;
      let space = at;
      while (space < tab && out[space] !== 32) space++;
      // Mode 120000 is a symbolic link; the type after the mode says whether the object is a blob.
      const isLink = space - at === 6 && out[at] === 0x31 && out[at + 1] === 0x32 && out[at + 2] === 0x30 && out[at + 3] === 0x30 && out[at + 4] === 0x30 && out[at + 5] === 0x30;
      const isBlob = out[space + 1] === 0x62 && out[space + 2] === 0x6c && out[space + 3] === 0x6f && out[space + 4] === 0x62;
      let path: string | undefined;
      let name: string | undefined;
      let entry: Entry | undefined;
      let lent = false;
      if (lender) {
        const n = lender.paths.length;
        // The lender's current record is mostly this very record; else it moves to the first path not before this one.
        let hit = k < n && out.compare(lender.bytes, lender.starts[k], lender.ends[k], at, stop) === 0;
        if (!hit) {
          while (k < n && out.compare(lender.bytes, (lender.tabs[k] as number) + 1, lender.ends[k], tab + 1, stop) > 0) k++;
          hit = k < n && out.compare(lender.bytes, lender.starts[k], lender.ends[k], at, stop) === 0;
        }
        if (hit) {
          path = lender.paths[k];
          name = lender.names[k];
          entry = lender.entries[k];
          lent = true;
          k++;
        }
      }
      path ??= out.toString('utf8', tab + 1, stop);
      let oid: string | undefined;
      if (isLink || (isBlob && entry === undefined)) {
        let oidAt = tab;
        while (oidAt > space && out[oidAt - 1] !== 32) oidAt--;
        oid = out.toString('latin1', oidAt, tab);
      }
      if (own) {
        own.starts[record] = at;
        own.tabs[record] = tab;
        own.ends[record] = stop;
        own.paths.push(path);
      }
      at = stop + 1;
      if (isLink) {
        links.push({ path, oid: oid as string, record, entry });
        own?.names.push('');
        own?.entries.push(entry);
        continue;
      }
      if (isBlob) {
        entry ??= { kind: 'file', oid };
        if (!(lent && askedByLender) && prefetch?.(path)) wanted.push((entry as { oid: string }).oid);
      } else entry ??= { kind: 'other' };
      own?.entries.push(entry);
      if (path === '' || hasGitSegment(path)) {
        own?.names.push('');
        continue;
      }
      const slash = path.lastIndexOf('/');
      // Records of one directory come together: its map is looked up once for all of them.
      if (Math.max(slash, 0) !== dir.length || !path.startsWith(dir)) {
        dir = slash < 0 ? '' : path.slice(0, slash);
        children = this.ensureDir(dir);
      }
      name ??= path.slice(slash + 1);
      own?.names.push(name);
      children.set(name, entry);
      this.paths.push(path);
    }
    this.fetchBlobs([...links.map((l) => l.oid), ...wanted]);
    for (const l of links) {
      const e = l.entry ?? { kind: 'symlink', target: (this.blobs.get(l.oid) ?? Buffer.alloc(0)).toString('utf8') };
      if (own) own.entries[l.record] = e;
      this.addEntry(l.path, e);
    }
    if (lender) this.shareDirs(lender.dirs);
    return own;
  }

  /**
   * Each listing that holds what the lender's of the same directory holds, in the same order (the
   * same entry objects, taken whole from it; a subdirectory by its kind), is replaced by the
   * lender's: most directories of a pull request's base are the head's, and their maps (8,475 of
   * 11,109 on the bench PR's base, ~4 MB) are then kept once. Neither view changes a listing once built.
   */
  private shareDirs(theirs: ReadonlyMap<string, Map<string, Entry>>): void {
    for (const [dir, mine] of this.dirs) {
      const other = theirs.get(dir);
      if (other !== undefined && sameListing(mine, other)) this.dirs.set(dir, other);
    }
  }

  private addEntry(path: string, entry: Entry): void {
    if (path === '' || hasGitSegment(path)) return;
    const slash = path.lastIndexOf('/');
    this.ensureDir(slash < 0 ? '' : path.slice(0, slash)).set(path.slice(slash + 1), entry);
    this.paths.push(path);
  }

  private ensureDir(dir: string): Map<string, Entry> {
    return ensureDirIn(this.dirs, dir);
  }

  children(dir: string): ReadonlyMap<string, Entry> | undefined {
    return this.dirs.get(dir);
  }

  entry(path: string): Entry | undefined {
    if (path === '') return ROOT_ENTRY;
    const slash = path.lastIndexOf('/');
    return this.dirs.get(slash < 0 ? '' : path.slice(0, slash))?.get(path.slice(slash + 1));
  }

  allPaths(): readonly string[] {
    return this.paths;
  }

  read(path: string): ReadResult {
    return readOnce(this.cache, path, (p) => this.entry(p), (p, e) => this.readBlob(p, e));
  }

  /** Reads many blobs with one `git cat-file --batch`. */
  private fetchBlobs(oids: string[]): void {
    const todo = [...new Set(oids.filter((o) => !this.blobs.has(o)))];
    if (todo.length === 0) return;
    const out = git(this.repoDir, ['cat-file', '--batch'], todo.join('\n') + '\n');
    let at = 0;
    while (at < out.length) {
      const nl = out.indexOf(10, at);
      const header = out.subarray(at, nl).toString('utf8');
      const [oid, type, size] = header.split(' ') as [string, string, string];
      at = nl + 1;
      if (type === 'missing' || size === undefined) continue;
      const n = Number(size);
      this.blobs.set(oid, out.subarray(at, at + n));
      at += n + 1;
    }
  }

  /**
   * Blobs beside `path` with the same extension, not read yet (at most 256): a file read on demand
   * is mostly an import, and imports cluster (`docs/*.md`), so one `git cat-file` serves the
   * directory instead of one process per file.
   */
  private siblings(path: string): string[] {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    if (dot <= slash) return [];
    const ext = path.slice(dot);
    const kids = this.children(slash < 0 ? '' : path.slice(0, slash));
    const out: string[] = [];
    for (const [name, k] of kids ?? []) {
      if (out.length >= 256) break;
      if (k.kind === 'file' && k.oid !== undefined && name.endsWith(ext) && !this.blobs.has(k.oid)) out.push(k.oid);
    }
    return out;
  }

  private readBlob(path: string, e: Entry & { kind: 'file' }): ReadResult {
    const oid = e.oid as string;
    if (!this.blobs.has(oid)) this.fetchBlobs([oid, ...this.siblings(path)]);
    const b = this.blobs.get(oid);
    if (!b) return { ok: false, reason: 'unreadable', message: `${path}: blob ${oid} missing from the repository` };
    const capped = b.length > this.maxReadBytes;
    return { ok: true, bytes: capped ? b.subarray(0, this.maxReadBytes) : b, size: b.length, capped };
  }
}
