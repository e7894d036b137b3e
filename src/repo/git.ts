// Git-revision backend: one `git ls-tree -r -z` for the tree (without --long, which costs a blob
// header read per file: 3 s on 100,000 files), `git cat-file --batch` for
// blobs. Modes are kept, so a committed symlink (120000) is a link whatever core.symlinks says.
import { execFileSync } from 'node:child_process';
import { DEFAULT_MAX_READ_BYTES, type Entry, IndexedView, type ReadResult } from './view.js';

export interface GitViewOptions {
  maxReadBytes?: number;
  /** Blob names worth reading in one batch up front (instruction files, rules, settings). */
  prefetch?: (path: string) => boolean;
  /** Rendered absolute root; defaults to the work tree path (joined with `subdir`). */
  absRoot?: string;
  /** Analyse only this directory of the revision (when --root is a subdirectory of the repository). */
  subdir?: string;
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

export class GitRevisionError extends Error {}

export class GitView extends IndexedView {
  readonly source = 'git' as const;
  readonly label: string;
  readonly absRoot: string;
  readonly hasGitMarker = true;
  readonly commit: string;
  private readonly blobs = new Map<string, Buffer>();

  constructor(
    private readonly repoDir: string,
    readonly rev: string,
    opts: GitViewOptions = {},
  ) {
    super(opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES);
    try {
      this.commit = git(repoDir, ['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]).toString().trim();
    } catch {
      throw new GitRevisionError(`not a commit in ${repoDir}: ${rev}`);
    }
    const top = git(repoDir, ['rev-parse', '--show-toplevel']).toString().trim();
    const sub = (opts.subdir ?? '').replace(/^\/+|\/+$/g, '');
    this.absRoot = opts.absRoot ?? (sub ? `${top}/${sub}` : top);
    this.label = `git ${rev} (${this.commit.slice(0, 7)})${sub ? ` ${sub}/` : ''}`;
    const treeish = sub ? `${this.commit}:${sub}` : this.commit;
    const links: { path: string; oid: string }[] = [];
    const wanted: string[] = [];
    let out: string;
    try {
      out = git(repoDir, ['ls-tree', '-r', '-z', '--full-tree', treeish]).toString('utf8');
    } catch {
      throw new GitRevisionError(`${sub || '.'} is not a directory in ${rev}`);
    }
    // Records are `<mode> SP <type> SP <oid> TAB <path> NUL`; parsed in place (100,000 records on large trees).
    for (let at = 0; at < out.length; ) {
      const end = out.indexOf('\0', at);
      const stop = end < 0 ? out.length : end;
      const tab = out.indexOf('\t', at);
      if (tab < 0 || tab > stop) break;
      const mode = out.slice(at, out.indexOf(' ', at));
      const oid = out.slice(out.lastIndexOf(' ', tab) + 1, tab);
      const isBlob = out.startsWith('blob', at + mode.length + 1);
      const path = out.slice(tab + 1, stop);
      at = stop + 1;
      if (mode === '120000') links.push({ path, oid });
      else if (isBlob) {
        this.addEntry(path, { kind: 'file', oid });
        if (opts.prefetch?.(path)) wanted.push(oid);
      } else this.addEntry(path, { kind: 'other' });
    }
    this.fetchBlobs([...links.map((l) => l.oid), ...wanted]);
    for (const l of links) {
      this.addEntry(l.path, { kind: 'symlink', target: (this.blobs.get(l.oid) ?? Buffer.alloc(0)).toString('utf8') });
    }
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

  protected readBlob(path: string, e: Entry & { kind: 'file' }): ReadResult {
    const oid = e.oid as string;
    if (!this.blobs.has(oid)) this.fetchBlobs([oid, ...this.siblings(path)]);
    const b = this.blobs.get(oid);
    if (!b) return { ok: false, reason: 'unreadable', message: `${path}: blob ${oid} missing from the repository` };
    const capped = b.length > this.maxReadBytes;
    return { ok: true, bytes: capped ? b.subarray(0, this.maxReadBytes) : b, size: b.length, capped };
  }
}
