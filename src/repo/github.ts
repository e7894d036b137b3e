// GitHub API backend: the tree comes from `GET /repos/{o}/{r}/git/trees/{sha}?recursive=1` (modes
// kept: 120000 = symlink, its target is the blob), blobs from `GET /repos/{o}/{r}/git/blobs/{sha}`.
// The engine reads synchronously, so blobs are fetched before the analysis (`prefetch`), and any
// blob the analysis asked for but was not fetched is recorded (`misses()`) so the caller can fetch
// it and analyse again on a fresh view over the same store. Unfetched blobs read as `unreadable`.
import type { GitHub } from '../github/client.js';
import { errorMessage } from '../github/errors.js';
import { DEFAULT_MAX_READ_BYTES, type Entry, IndexedView, type ReadResult } from './view.js';

export interface TreeItem {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

export interface GitHubTree {
  owner: string;
  repo: string;
  /** The commit (or tree-ish) the tree was asked for. */
  ref: string;
  items: TreeItem[];
  /** GitHub cut the recursive listing (over 100,000 entries or 7 MB): some paths are missing. */
  truncated: boolean;
}

/** The fields of a recursive tree response this backend reads. */
interface TreeResponse {
  tree: { path?: unknown; mode?: string; type?: string; sha?: unknown; size?: unknown }[];
  truncated?: boolean;
}

/**
 * The bodies of the tree and blob responses are parsed here, with plain JSON.parse
 * (`parseSuccessResponseBody: false`): the client's own parser first rewrites the whole text to spot
 * integers beyond 2^53, which these responses never hold (sizes are bytes under GitHub's 100 MB file
 * limit). On a 100,000-entry tree that rewrite cost about a second of CPU and a second copy of the
 * text, and it ran again over the base64 of every blob.
 */
const RAW_BODY = { parseSuccessResponseBody: false } as const;

/**
 * A response body asked for raw (RAW_BODY: the fetch's stream, already read into memory by
 * github/bounded-fetch.ts within its timeout), parsed; an error naming `what` when it is not JSON.
 * Read as a stream, not through the global Response: that class loads Node's own undici.
 */
async function jsonBody(body: unknown, what: string): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  if (body) for await (const c of body as AsyncIterable<Uint8Array>) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`GitHub's answer for ${what} is not JSON (${text.length} characters)`);
  }
}

/** Lists a whole tree with one recursive call. */
export async function fetchTree(gh: GitHub, owner: string, repo: string, ref: string): Promise<GitHubTree> {
  const r = await gh.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true', request: RAW_BODY });
  const data = await treeJson(r.data, ref);
  const items: TreeItem[] = [];
  for (const t of data.tree) {
    if (typeof t.path !== 'string' || typeof t.sha !== 'string') continue;
    const type = t.type === 'tree' || t.type === 'commit' ? t.type : 'blob';
    items.push({ path: t.path, mode: t.mode ?? '100644', type, sha: t.sha, size: typeof t.size === 'number' ? t.size : undefined });
  }
  return { owner, repo, ref, items, truncated: data.truncated === true };
}

/** A tree response's body, parsed; an error naming the tree when it is not a tree listing. */
async function treeJson(body: unknown, ref: string): Promise<TreeResponse> {
  const data = await jsonBody(body, `tree ${ref}`);
  if (typeof data !== 'object' || data === null || !Array.isArray((data as TreeResponse).tree)) throw new Error(`GitHub's listing of tree ${ref} has no tree entries`);
  return data as TreeResponse;
}

/** A blob response's body, parsed: its bytes. */
async function blobBytes(body: unknown, sha: string): Promise<Buffer> {
  const data = (await jsonBody(body, `blob ${sha}`)) as { content?: unknown; encoding?: unknown } | null;
  if (typeof data?.content !== 'string') throw new Error(`GitHub's answer for blob ${sha} has no content`);
  return data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
}

export interface BlobLimits {
  /**
   * Most blobs fetched over the life of the store (default 3,000: the instruction files on the way to
   * GitHub's 3,000 listed changed files, base and head, fit; GITHUB_TOKEN allows 1,000 requests an hour
   * per repository on github.com, so past that the API refuses and the run fails closed, naming the files).
   */
  maxBlobs: number;
  /** Most bytes fetched over the life of the store (default 128 MiB). */
  maxTotalBytes: number;
  /** Blobs larger than this are never fetched (default 8 MiB). */
  maxBlobBytes: number;
  /** Parallel requests (default 8). */
  concurrency: number;
}

export const DEFAULT_BLOB_LIMITS: BlobLimits = {
  maxBlobs: 3000,
  maxTotalBytes: 128 * 1024 * 1024,
  maxBlobBytes: 8 * 1024 * 1024,
  concurrency: 8,
};

/** Blob contents by sha, shared by the base and head views (content-addressed, so safe to share). */
export class BlobStore {
  readonly blobs = new Map<string, Buffer>();
  /** Blobs we chose not to fetch or could not fetch, with the reason. */
  readonly skipped = new Map<string, string>();
  private fetchedBytes = 0;
  private fetchedCount = 0;
  /** Fetches under way, so two views asking for one blob at once share one request. */
  private readonly inflight = new Map<string, Promise<void>>();
  readonly limits: BlobLimits;

  constructor(
    private readonly gh: GitHub,
    /** The repository every blob is read through (the PR base repository: forks' objects are reachable there). */
    private readonly owner: string,
    private readonly repo: string,
    limits: Partial<BlobLimits> = {},
  ) {
    this.limits = { ...DEFAULT_BLOB_LIMITS, ...limits };
  }

  get count(): number {
    return this.fetchedCount;
  }

  get bytes(): number {
    return this.fetchedBytes;
  }

  /** Fetches the blobs not yet held, within the limits; returns how many were fetched. */
  async fetch(wanted: readonly { sha: string; size?: number }[]): Promise<number> {
    const todo: string[] = [];
    const seen = new Set<string>();
    const pending: Promise<void>[] = [];
    for (const w of wanted) {
      if (this.blobs.has(w.sha) || seen.has(w.sha)) continue;
      seen.add(w.sha);
      const running = this.inflight.get(w.sha);
      if (running) {
        pending.push(running);
        continue;
      }
      if (w.size !== undefined && w.size > this.limits.maxBlobBytes) {
        this.skipped.set(w.sha, `larger than ${this.limits.maxBlobBytes} bytes`);
        continue;
      }
      if (this.fetchedCount + todo.length >= this.limits.maxBlobs) {
        this.skipped.set(w.sha, `over the limit of ${this.limits.maxBlobs} blobs fetched through the API`);
        continue;
      }
      if (w.size !== undefined && this.fetchedBytes + w.size > this.limits.maxTotalBytes) {
        this.skipped.set(w.sha, `over the limit of ${this.limits.maxTotalBytes} bytes fetched through the API`);
        continue;
      }
      this.fetchedBytes += w.size ?? 0;
      todo.push(w.sha);
    }
    let next = 0;
    let done = 0;
    const resolvers = new Map<string, () => void>();
    for (const sha of todo) this.inflight.set(sha, new Promise<void>((r) => resolvers.set(sha, r)));
    const worker = async (): Promise<void> => {
      while (next < todo.length) {
        const sha = todo[next++] as string;
        try {
          const r = await this.gh.rest.git.getBlob({ owner: this.owner, repo: this.repo, file_sha: sha, request: RAW_BODY });
          this.blobs.set(sha, await blobBytes(r.data, sha));
          this.skipped.delete(sha);
          done++;
        } catch (e) {
          // The request, its status and its cost, for the finding that says this file was not read.
          this.skipped.set(sha, `the GitHub API did not return it: ${errorMessage(e)}`);
        } finally {
          this.inflight.delete(sha);
          resolvers.get(sha)?.();
        }
      }
    };
    this.fetchedCount += todo.length;
    await Promise.all([...Array.from({ length: Math.min(this.limits.concurrency, todo.length) }, worker), ...pending]);
    return done;
  }
}

export interface GitHubViewOptions {
  maxReadBytes?: number;
  /** Absolute root rendered where a tool shows absolute paths. */
  absRoot?: string;
}

export class GitHubView extends IndexedView {
  readonly source = 'github' as const;
  readonly label: string;
  readonly absRoot: string;
  readonly hasGitMarker = true;
  /** Whether the tree listing was cut by GitHub. */
  readonly truncated: boolean;
  /** Symlinks whose target blob could not be fetched (seen as `other`, never followed). */
  readonly unresolvedLinks: string[] = [];
  private readonly missed = new Map<string, { sha: string; size?: number; path: string }>();

  constructor(
    readonly tree: GitHubTree,
    private readonly store: BlobStore,
    opts: GitHubViewOptions = {},
  ) {
    super(opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES);
    this.truncated = tree.truncated;
    this.absRoot = opts.absRoot ?? `/github/${tree.repo}`;
    this.label = `GitHub ${tree.owner}/${tree.repo}@${tree.ref.slice(0, 7)}${tree.truncated ? ' (tree truncated by GitHub)' : ''}`;
    for (const it of tree.items) {
      if (it.type === 'tree') this.addEntry(it.path, { kind: 'dir' });
      else if (it.type === 'commit') this.addEntry(it.path, { kind: 'other' });
      else if (it.mode === '120000') {
        const b = store.blobs.get(it.sha);
        if (b) this.addEntry(it.path, { kind: 'symlink', target: b.toString('utf8') });
        else {
          this.unresolvedLinks.push(it.path);
          this.addEntry(it.path, { kind: 'other' });
        }
      } else this.addEntry(it.path, { kind: 'file', size: it.size, oid: it.sha });
    }
  }

  protected readBlob(path: string, e: Entry & { kind: 'file' }): ReadResult {
    const sha = e.oid as string;
    const b = this.store.blobs.get(sha);
    if (!b) {
      const why = this.store.skipped.get(sha);
      if (!why) this.missed.set(sha, { sha, size: e.size, path });
      return {
        ok: false,
        reason: 'unreadable',
        message: `${path}: not fetched from the GitHub API${why ? ` (${why})` : ' (not prefetched)'}`,
      };
    }
    const capped = b.length > this.maxReadBytes;
    return { ok: true, bytes: capped ? b.subarray(0, this.maxReadBytes) : b, size: b.length, capped };
  }

  /** Blobs the analysis asked for that were neither fetched nor refused: fetch them and analyse again. */
  misses(): { sha: string; size?: number; path: string }[] {
    return [...this.missed.values()];
  }

  /** Paths read as unreadable because their blob was refused (limits, API errors). */
  refusedPaths(): Map<string, string> {
    const out = new Map<string, string>();
    for (const it of this.tree.items) {
      if (it.type !== 'blob') continue;
      const why = this.store.skipped.get(it.sha);
      if (why) out.set(it.path, why);
    }
    return out;
  }
}

/**
 * Lists the tree, fetches the symlink targets and every blob `prefetch` selects (by priority, then
 * smallest first, so the limits drop the least likely files), and returns the view.
 */
export async function loadGitHubView(
  gh: GitHub,
  owner: string,
  repo: string,
  ref: string,
  opts: GitHubViewOptions & { store: BlobStore; prefetch?: Prefetch },
): Promise<GitHubView> {
  const tree = await fetchTree(gh, owner, repo, ref);
  await prefetchInto(tree, opts.store, opts.prefetch);
  return new GitHubView(tree, opts.store, opts);
}

/** Which blobs to fetch up front: a priority (lower first) or false. */
export type Prefetch = (path: string) => number | false;

export async function prefetchInto(tree: GitHubTree, store: BlobStore, prefetch?: Prefetch): Promise<void> {
  const links = tree.items.filter((i) => i.type === 'blob' && i.mode === '120000');
  const wanted: { item: TreeItem; prio: number }[] = [];
  if (prefetch) {
    for (const i of tree.items) {
      if (i.type !== 'blob' || i.mode === '120000') continue;
      const p = prefetch(i.path);
      if (p !== false) wanted.push({ item: i, prio: p });
    }
  }
  wanted.sort((a, b) => a.prio - b.prio || (a.item.size ?? 0) - (b.item.size ?? 0));
  await store.fetch([...links, ...wanted.map((w) => w.item)]);
}
