export const id = 516;
export const ids = [516];
export const modules = {

/***/ 9516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PR_COMMAND: () => (/* reexport */ pr_command/* PR_COMMAND */.Z),
  prCommand: () => (/* binding */ prCommand)
});

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/pr-command.ts
var pr_command = __webpack_require__(6618);
// EXTERNAL MODULE: ./src/deadline.ts
var deadline = __webpack_require__(6683);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/config.ts + 3 modules
var src_config = __webpack_require__(9197);
// EXTERNAL MODULE: ./src/profiles/index.ts + 16 modules
var profiles = __webpack_require__(5076);
// EXTERNAL MODULE: ./src/repo/git.ts
var git = __webpack_require__(8800);
;// CONCATENATED MODULE: ./src/github/bounded-fetch.ts
// Our own limits on talking to GitHub, under Octokit's retries: every attempt has a timeout (a server
// that accepts the connection and never answers cost 300 s per try before), the run has a total
// budget for failed attempts (after which requests fail at once instead of retrying on), and each
// request's cost (attempts, seconds) is remembered so a failure can say what it cost.
const DEFAULT_FETCH_LIMITS = {
    requestTimeoutMs: 30_000,
    failureBudgetMs: 120_000,
    maxFailures: 40,
};
/** Cost per `METHOD url`, for the messages of failures (bounded: cleared past 10,000 requests). */
const costs = new Map();
function requestCost(method, url) {
    return costs.get(`${method.toUpperCase()} ${url}`);
}
class BudgetSpentError extends Error {
    // Named AbortError so Octokit passes it through without retrying.
    name = 'AbortError';
    status = 500;
}
/** `fetch` with the limits applied (wraps `inner`, so a proxy-aware fetch can sit underneath). */
function boundedFetch(limits, inner = globalThis.fetch) {
    let failedMs = 0;
    let failures = 0;
    return async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = (init?.method ?? 'GET').toUpperCase();
        const key = `${method} ${url}`;
        if (costs.size > 10_000)
            costs.clear();
        const cost = costs.get(key) ?? { attempts: 0, ms: 0 };
        costs.set(key, cost);
        if (failedMs >= limits.failureBudgetMs || failures >= limits.maxFailures) {
            cost.lastError = `not sent: the run's budget for failed GitHub requests is spent (${failures} failed, ${Math.round(failedMs / 1000)} s)`;
            throw new BudgetSpentError(cost.lastError);
        }
        cost.attempts++;
        const t0 = Date.now();
        const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        const spent = () => {
            const ms = Date.now() - t0;
            cost.ms += ms;
            failedMs += ms;
            failures++;
        };
        try {
            const res = await inner(input, { ...init, signal });
            // Read the body within the same timeout: a server may send headers and then stall.
            const body = await res.arrayBuffer();
            cost.ms += Date.now() - t0;
            if (res.status >= 500 || res.status === 429 || res.status === 403)
                spent();
            // A response of the fetch that answered (the bundled undici's, for the action): the global
            // Response class would load Node's own copy of undici (~70 ms of a cold start) just for this.
            const Reply = (typeof res.constructor === 'function' ? res.constructor : Response);
            return new Reply(res.status === 204 || res.status === 205 || res.status === 304 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
        }
        catch (e) {
            // The caller stopped it (its own signal): no failure of GitHub's, nothing to retry (Octokit
            // passes an AbortError through).
            if (init?.signal?.aborted)
                throw e;
            spent();
            cost.lastError = timeout.aborted ? `no answer within ${limits.requestTimeoutMs / 1000} s` : e instanceof Error ? (e.cause?.message ?? e.message) : String(e);
            // A plain error (not AbortError): Octokit wraps it as a 500 and retries within the budget.
            throw new Error(cost.lastError, { cause: e });
        }
    };
}

;// CONCATENATED MODULE: ./src/github/errors.ts
// What a failed GitHub request was, for a person: its HTTP status, route, cost and what GitHub said
// about waiting. Apart from ./client.ts so that code which only reads errors (the action's failure
// report, the API view) does not load Octokit and its HTTP stack.

/** HTTP status of an Octokit error, if it has one. */
function httpStatus(err) {
    if (typeof err === 'object' && err !== null && 'status' in err) {
        const s = err.status;
        if (typeof s === 'number')
            return s;
    }
    return undefined;
}
/**
 * What failed, for a person: the request (method and route), its HTTP status, what it cost
 * (attempts, seconds), and GitHub's message. Other errors give their message.
 */
function errorMessage(err) {
    const req = requestOf(err);
    const msg = err instanceof Error ? err.message : String(err);
    if (!req)
        return msg;
    const status = httpStatus(err);
    const cost = requestCost(req.method, req.url);
    const route = routeOf(req.url);
    const parts = [
        status !== undefined && status !== 500 ? `HTTP ${status}` : undefined,
        cost ? `${cost.attempts} attempt${cost.attempts === 1 ? '' : 's'}, ${(cost.ms / 1000).toFixed(1)} s` : undefined,
        rateLimitOf(err),
    ].filter(Boolean);
    return `${req.method} ${route} failed${parts.length ? ` (${parts.join(', ')})` : ''}: ${msg.split('\n')[0]}`;
}
function requestOf(err) {
    if (typeof err !== 'object' || err === null || !('request' in err))
        return undefined;
    const r = err.request;
    if (typeof r !== 'object' || r === null)
        return undefined;
    const { method, url } = r;
    return typeof method === 'string' && typeof url === 'string' ? { method, url } : undefined;
}
/** The path of a request URL, without the host and query. */
function routeOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/**
 * What GitHub said about waiting, from a failed response's headers: `Retry-After` (secondary limits,
 * 429), or a primary limit used up (`x-ratelimit-remaining: 0`) with the time it resets.
 */
function rateLimitOf(err) {
    const headers = responseHeaders(err);
    if (!headers)
        return undefined;
    const after = Number(headers['retry-after']);
    if (headers['retry-after'] !== undefined && Number.isFinite(after))
        return `GitHub asks to retry after ${after} s`;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
        return `rate limit used up until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`;
    }
    return undefined;
}
function responseHeaders(err) {
    if (typeof err !== 'object' || err === null || !('response' in err))
        return undefined;
    const r = err.response;
    if (typeof r !== 'object' || r === null || !('headers' in r))
        return undefined;
    const h = r.headers;
    return typeof h === 'object' && h !== null ? h : undefined;
}

// EXTERNAL MODULE: ./src/repo/view.ts
var view = __webpack_require__(439);
;// CONCATENATED MODULE: ./src/repo/github.ts


/**
 * The bodies of the tree and blob responses are parsed here, with plain JSON.parse
 * (`parseSuccessResponseBody: false`): the client's own parser first rewrites the whole text to spot
 * integers beyond 2^53, which these responses never hold (sizes are bytes under GitHub's 100 MB file
 * limit). On a 100,000-entry tree that rewrite cost about a second of CPU and a second copy of the
 * text, and it ran again over the base64 of every blob.
 */
const RAW_BODY = { parseSuccessResponseBody: false };
/**
 * A response body asked for raw (RAW_BODY: the fetch's stream, already read into memory by
 * github/bounded-fetch.ts within its timeout), parsed; an error naming `what` when it is not JSON.
 * Read as a stream, not through the global Response: that class loads Node's own undici.
 */
async function jsonBody(body, what) {
    const chunks = [];
    if (body)
        for await (const c of body)
            chunks.push(c);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
        return JSON.parse(text);
    }
    catch {
        throw new Error(`GitHub's answer for ${what} is not JSON (${text.length} characters)`);
    }
}
/** Lists a whole tree with one recursive call. */
async function fetchTree(gh, owner, repo, ref) {
    const r = await gh.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true', request: RAW_BODY });
    const data = await treeJson(r.data, ref);
    const items = [];
    for (const t of data.tree) {
        if (typeof t.path !== 'string' || typeof t.sha !== 'string')
            continue;
        const type = t.type === 'tree' || t.type === 'commit' ? t.type : 'blob';
        items.push({ path: t.path, mode: t.mode ?? '100644', type, sha: t.sha, size: typeof t.size === 'number' ? t.size : undefined });
    }
    return { owner, repo, ref, items, truncated: data.truncated === true };
}
/** A tree response's body, parsed; an error naming the tree when it is not a tree listing. */
async function treeJson(body, ref) {
    const data = await jsonBody(body, `tree ${ref}`);
    if (typeof data !== 'object' || data === null || !Array.isArray(data.tree))
        throw new Error(`GitHub's listing of tree ${ref} has no tree entries`);
    return data;
}
/** A blob response's body, parsed: its bytes. */
async function blobBytes(body, sha) {
    const data = (await jsonBody(body, `blob ${sha}`));
    if (typeof data?.content !== 'string')
        throw new Error(`GitHub's answer for blob ${sha} has no content`);
    return data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
}
const DEFAULT_BLOB_LIMITS = {
    maxBlobs: 3000,
    maxTotalBytes: 128 * 1024 * 1024,
    maxBlobBytes: 8 * 1024 * 1024,
    concurrency: 8,
};
/** Blob contents by sha, shared by the base and head views (content-addressed, so safe to share). */
class BlobStore {
    gh;
    owner;
    repo;
    blobs = new Map();
    /** Blobs we chose not to fetch or could not fetch, with the reason. */
    skipped = new Map();
    fetchedBytes = 0;
    fetchedCount = 0;
    /** Fetches under way, so two views asking for one blob at once share one request. */
    inflight = new Map();
    limits;
    constructor(gh, 
    /** The repository every blob is read through (the PR base repository: forks' objects are reachable there). */
    owner, repo, limits = {}) {
        this.gh = gh;
        this.owner = owner;
        this.repo = repo;
        this.limits = { ...DEFAULT_BLOB_LIMITS, ...limits };
    }
    get count() {
        return this.fetchedCount;
    }
    get bytes() {
        return this.fetchedBytes;
    }
    /** Fetches the blobs not yet held, within the limits; returns how many were fetched. */
    async fetch(wanted) {
        const todo = [];
        const seen = new Set();
        const pending = [];
        for (const w of wanted) {
            if (this.blobs.has(w.sha) || seen.has(w.sha))
                continue;
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
        const resolvers = new Map();
        for (const sha of todo)
            this.inflight.set(sha, new Promise((r) => resolvers.set(sha, r)));
        const worker = async () => {
            while (next < todo.length) {
                const sha = todo[next++];
                try {
                    const r = await this.gh.rest.git.getBlob({ owner: this.owner, repo: this.repo, file_sha: sha, request: RAW_BODY });
                    this.blobs.set(sha, await blobBytes(r.data, sha));
                    this.skipped.delete(sha);
                    done++;
                }
                catch (e) {
                    // The request, its status and its cost, for the finding that says this file was not read.
                    this.skipped.set(sha, `the GitHub API did not return it: ${errorMessage(e)}`);
                }
                finally {
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
class GitHubView extends view/* IndexedView */.hJ {
    tree;
    store;
    source = 'github';
    label;
    absRoot;
    hasGitMarker = true;
    /** Whether the tree listing was cut by GitHub. */
    truncated;
    /** Symlinks whose target blob could not be fetched (seen as `other`, never followed). */
    unresolvedLinks = [];
    missed = new Map();
    constructor(tree, store, opts = {}) {
        super(opts.maxReadBytes ?? view/* DEFAULT_MAX_READ_BYTES */.W2);
        this.tree = tree;
        this.store = store;
        this.truncated = tree.truncated;
        this.absRoot = opts.absRoot ?? `/github/${tree.repo}`;
        this.label = `GitHub ${tree.owner}/${tree.repo}@${tree.ref.slice(0, 7)}${tree.truncated ? ' (tree truncated by GitHub)' : ''}`;
        for (const it of tree.items) {
            if (it.type === 'tree')
                this.addEntry(it.path, { kind: 'dir' });
            else if (it.type === 'commit')
                this.addEntry(it.path, { kind: 'other' });
            else if (it.mode === '120000') {
                const b = store.blobs.get(it.sha);
                if (b)
                    this.addEntry(it.path, { kind: 'symlink', target: b.toString('utf8') });
                else {
                    this.unresolvedLinks.push(it.path);
                    this.addEntry(it.path, { kind: 'other' });
                }
            }
            else
                this.addEntry(it.path, { kind: 'file', size: it.size, oid: it.sha });
        }
    }
    readBlob(path, e) {
        const sha = e.oid;
        const b = this.store.blobs.get(sha);
        if (!b) {
            const why = this.store.skipped.get(sha);
            if (!why)
                this.missed.set(sha, { sha, size: e.size, path });
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
    misses() {
        return [...this.missed.values()];
    }
    /** Paths read as unreadable because their blob was refused (limits, API errors). */
    refusedPaths() {
        const out = new Map();
        for (const it of this.tree.items) {
            if (it.type !== 'blob')
                continue;
            const why = this.store.skipped.get(it.sha);
            if (why)
                out.set(it.path, why);
        }
        return out;
    }
}
/**
 * Lists the tree, fetches the symlink targets and every blob `prefetch` selects (by priority, then
 * smallest first, so the limits drop the least likely files), and returns the view.
 */
async function loadGitHubView(gh, owner, repo, ref, opts) {
    const tree = await fetchTree(gh, owner, repo, ref);
    await prefetchInto(tree, opts.store, opts.prefetch);
    return new GitHubView(tree, opts.store, opts);
}
async function prefetchInto(tree, store, prefetch) {
    const links = tree.items.filter((i) => i.type === 'blob' && i.mode === '120000');
    const wanted = [];
    if (prefetch) {
        for (const i of tree.items) {
            if (i.type !== 'blob' || i.mode === '120000')
                continue;
            const p = prefetch(i.path);
            if (p !== false)
                wanted.push({ item: i, prio: p });
        }
    }
    wanted.sort((a, b) => a.prio - b.prio || (a.item.size ?? 0) - (b.item.size ?? 0));
    await store.fetch([...links, ...wanted.map((w) => w.item)]);
}

// EXTERNAL MODULE: ./src/analysis/analyse.ts + 1 modules
var analyse = __webpack_require__(4466);
// EXTERNAL MODULE: ./src/analysis/targets.ts
var targets = __webpack_require__(2704);
// EXTERNAL MODULE: ./src/doc/imports.ts
var imports = __webpack_require__(2336);
;// CONCATENATED MODULE: ./src/analysis/prefetch-imports.ts
// What an API source fetches after the instruction files, before any analysis: the files their
// `@references` name, and what those name in turn. The engine reads synchronously, so a blob it
// asks for that is not here costs a whole analysis round (./run.ts); the prefetch can only guess at
// imports by name, so they are found here from the texts, as a superset of every tool's grammar.

/** `@reference` at a line start or after whitespace, in code and comments too (a superset of ../doc/imports.ts). */
const REF = /(?:^|\s)@([^\s]+)/g;
/** Levels of imports of imports fetched ahead (Claude Code follows five hops; deeper ones cost a round). */
const MAX_DEPTH = 5;
/**
 * Fetches into `store` the blobs of `tree` that the fetched ones reference, level by level. Bounded
 * by the store's limits and by MAX_IMPORT_REFS references per file; a reference that names no file
 * of the tree costs nothing.
 */
async function prefetchImports(tree, store) {
    const byPath = new Map();
    for (const i of tree.items)
        if (i.type === 'blob')
            byPath.set(i.path, i);
    const scanned = new Set();
    let level = tree.items.filter((i) => i.type === 'blob' && i.mode !== '120000' && store.blobs.has(i.sha));
    for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
        const wanted = new Map();
        for (const item of level) {
            if (scanned.has(item.path))
                continue;
            scanned.add(item.path);
            for (const path of referencedPaths(item.path, store.blobs.get(item.sha))) {
                const target = fileBehind(byPath, store, path);
                if (target && !store.blobs.has(target.sha))
                    wanted.set(target.path, target);
            }
        }
        const next = [...wanted.values()];
        if (next.length === 0)
            return;
        await store.fetch(next);
        level = next.filter((i) => store.blobs.has(i.sha));
    }
}
/** Repository paths `@referenced` in a file's text, relative to the file. */
function referencedPaths(from, bytes) {
    if (!bytes || !bytes.includes(64 /* @ */))
        return [];
    const text = bytes.toString('utf8');
    const out = [];
    let n = 0;
    for (const m of text.matchAll(REF)) {
        if (++n > imports/* MAX_IMPORT_REFS */.up)
            break;
        const spec = (m[1] ?? '').replace(/#.*$/, '');
        if (spec === '')
            continue;
        const t = (0,imports/* classifyImport */.EY)(from, spec);
        if (t.kind === 'repo')
            out.push(t.path);
    }
    return out;
}
/** The regular file at `path`, through one symlink (link targets are fetched up front). */
function fileBehind(byPath, store, path) {
    const item = byPath.get(path);
    if (!item || item.mode !== '120000')
        return item;
    const target = store.blobs.get(item.sha)?.toString('utf8');
    if (target === undefined)
        return undefined;
    const t = (0,imports/* classifyImport */.EY)(path, target);
    const real = t.kind === 'repo' ? byPath.get(t.path) : undefined;
    return real && real.mode !== '120000' ? real : undefined;
}

;// CONCATENATED MODULE: ./src/analysis/run.ts
// Orchestration shared by the action and `instruction-stack pr`: trees from local git objects or
// from the GitHub API, configuration from the PR base, prefetching, analysis rounds until every
// blob the engine asked for is there, then the report.








const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
/** A path `git cat-file blob <commit>:<path>` takes literally: no empty, `.` or `..` segment, no leading `/`. */
function isPlainPath(path) {
    return path !== '' && !path.includes('\0') && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
/**
 * Whether `git ls-tree -r -z` output may hold an entry at `path` (`<mode> <type> <oid>\t<path>\0`).
 * Never false for a listed path; a name holding a tab can make it true for one that is not (then
 * git is asked, and answers).
 */
function listsPath(listing, path) {
    return listing.includes(Buffer.from(`\t${path}\0`, 'utf8'));
}
const tests = new WeakMap();
/**
 * A prefetch priority as the git view's yes/no test, one function per priority: the head and base
 * views of a pull request then hold the same test, and the second skips asking it of every record
 * it takes from the first (GitViewOptions.share).
 */
function asTest(prefetch) {
    let t = tests.get(prefetch);
    if (!t)
        tests.set(prefetch, (t = (p) => prefetch(p) !== false));
    return t;
}
class GitTreeSource {
    repoDir;
    commit;
    opts;
    kind = 'git';
    current;
    constructor(repoDir, commit, opts = {}) {
        this.repoDir = repoDir;
        this.commit = commit;
        this.opts = opts;
        // Listed from the start, without blocking: the head and base trees are listed by two git
        // processes at once, while the changed paths and the configuration are read.
        if (opts.verified) {
            this.listing = opts.listing ?? listTree(repoDir, commit, commit);
            // Its failure is reported by prepare(), not as an unhandled rejection before it.
            this.listing.catch(() => undefined);
        }
    }
    /** The raw listing until the view is built from it (then dropped: megabytes on a large tree). */
    listing;
    async readText(path) {
        // The configuration file is usually absent: when the tree's listing (started in the constructor)
        // holds no entry at the path, git is not asked (a process fewer at every start). Only for a
        // plain path, which `<commit>:<path>` reads as it is written.
        if (isPlainPath(path)) {
            if (this.current) {
                if (this.current.entry(path) === undefined)
                    return undefined;
            }
            else if (this.listing) {
                const listing = await this.listing.catch(() => undefined);
                if (listing && !listsPath(listing, path))
                    return undefined;
            }
        }
        try {
            return execFileSync('git', ['-C', this.repoDir, 'cat-file', 'blob', `${this.commit}:${path}`], {
                env: GIT_ENV,
                stdio: ['ignore', 'pipe', 'ignore'],
                maxBuffer: 64 * 1024 * 1024,
            }).toString('utf8');
        }
        catch {
            return undefined;
        }
    }
    async prepare(prefetch) {
        const listing = await this.listing;
        this.current = new GitView(this.repoDir, this.commit, {
            prefetch: asTest(prefetch),
            absRoot: this.opts.absRoot,
            maxReadBytes: this.opts.maxReadBytes,
            commit: this.opts.verified ? this.commit : undefined,
            share: this.opts.share,
            listing,
        });
        this.listing = undefined;
    }
    view() {
        if (!this.current)
            throw new Error('GitTreeSource.prepare() was not called');
        return this.current;
    }
    async nextRound() {
        return false;
    }
    refused() {
        return new Map();
    }
    notes() {
        return [];
    }
}
class ApiTreeSource {
    gh;
    owner;
    repo;
    commit;
    store;
    opts;
    kind = 'api';
    tree;
    current;
    rounds = 0;
    constructor(gh, owner, repo, commit, store, opts = {}) {
        this.gh = gh;
        this.owner = owner;
        this.repo = repo;
        this.commit = commit;
        this.store = store;
        this.opts = opts;
    }
    async loadTree() {
        if (!this.tree)
            this.tree = await fetchTree(this.gh, this.owner, this.repo, this.commit);
        return this.tree;
    }
    async readText(path) {
        const tree = await this.loadTree();
        const item = tree.items.find((i) => i.path === path && i.type === 'blob' && i.mode !== '120000');
        if (!item)
            return undefined;
        await this.store.fetch([item]);
        return this.store.blobs.get(item.sha)?.toString('utf8');
    }
    async prepare(prefetch) {
        const tree = await this.loadTree();
        await prefetchInto(tree, this.store, prefetch);
        await prefetchImports(tree, this.store);
        this.current = new GitHubView(tree, this.store, this.opts);
    }
    view() {
        if (!this.current)
            throw new Error('ApiTreeSource.prepare() was not called');
        return this.current;
    }
    async nextRound() {
        if (!this.current || !this.tree)
            return false;
        const misses = this.current.misses();
        if (misses.length === 0 || ++this.rounds > (this.opts.maxRounds ?? 6))
            return false;
        await this.store.fetch(misses);
        this.current = new GitHubView(this.tree, this.store, this.opts);
        return true;
    }
    refused() {
        return this.current?.refusedPaths() ?? new Map();
    }
    notes() {
        const out = [];
        if (this.tree?.truncated) {
            out.push(`GitHub truncated the tree listing of ${this.commit.slice(0, 7)} (over 100,000 entries or 7 MB): files beyond the cut are not seen. Check out the repository with history (actions/checkout with fetch-depth: 0) to analyse it from git objects.`);
        }
        if (this.current && this.current.unresolvedLinks.length > 0) {
            out.push(`${this.current.unresolvedLinks.length} symlink(s) in ${this.commit.slice(0, 7)} could not be read through the API and were not followed.`);
        }
        return out;
    }
}
/** A blob store for API sources, bounded by env overrides (INSTRUCTION_STACK_MAX_BLOBS). */
function newBlobStore(gh, owner, repo) {
    const n = Number(process.env.INSTRUCTION_STACK_MAX_BLOBS);
    return new BlobStore(gh, owner, repo, Number.isInteger(n) && n > 0 ? { maxBlobs: n } : {});
}
function configPathOf(p) {
    const t = (p ?? '').trim().replace(/^\.\//, '');
    return t === '' ? src_config/* DEFAULT_CONFIG_PATH */.Bi : t;
}
async function readConfig(src, run) {
    const path = configPathOf(run.configPath);
    const text = await src.readText(path);
    const loaded = (0,src_config/* loadConfig */.Z9)({ read: () => text }, path, { knownChecks: run.knownChecks });
    const config = (0,src_config/* applyOverrides */.iu)(loaded.config, run.overrides);
    if (loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
        config.source = `${path} + inputs`;
    }
    else if (!loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
        config.source = 'defaults + inputs';
    }
    return { config, found: loaded.found, path };
}
function problemFindings(problems, path, what) {
    return problems.map((p) => ({
        check: 'input',
        severity: 'error',
        message: `${what}: ${p.message}`,
        path,
        line: p.line,
        fix: 'Fix the configuration; see the "Configuration" section of the instruction-stack README.',
        key: `config:${path}:${p.line ?? ''}:${p.message}`,
    }));
}
function unfetchedRewriter(sources) {
    const refused = new Map();
    for (const s of sources)
        for (const [p, why] of s.refused())
            refused.set(p, why);
    return (f) => {
        if (!/not fetched from the GitHub API/.test(f.message))
            return f;
        const why = (f.path && refused.get(f.path)) ?? 'not fetched';
        return {
            check: 'input',
            // Not read, so it could change the verdict: an error (fail closed), never a pass.
            severity: 'error',
            message: `${f.path ?? 'a file'} could not be read through the GitHub API (${why}); stacks that include it were not checked, so this run cannot pass`,
            path: f.path,
            fix: 'Check out the repository with actions/checkout (fetch-depth: 0) so the trees are read from git objects, or raise the API cap (env INSTRUCTION_STACK_MAX_BLOBS).',
            key: `unfetched:${f.path ?? f.message}`,
        };
    };
}
/**
 * Analysis rounds until no source has blobs left to fetch: an API source learns what it lacks only by
 * being read (imports its prefetch did not see, files the checks read). Imports are fetched ahead
 * (./prefetch-imports.ts), so a second round is rare.
 */
async function rounds(sources, input) {
    for (;;) {
        const report = (0,analyse/* analyse */.KH)(input());
        const more = await Promise.all(sources.map((s) => s.nextRound()));
        if (!more.some(Boolean))
            return report;
    }
}
async function runPullRequest(run) {
    const { config, found, path } = await readConfig(run.base, run);
    const notes = [...(run.notes ?? [])];
    const extra = [];
    if (found)
        notes.push(`Configuration: ${path} from the base of the PR${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
    const configChanged = run.changed.files.some((f) => f.path === path || f.previousPath === path);
    if (configChanged) {
        const headText = await run.head.readText(path);
        if (headText !== undefined) {
            try {
                (0,src_config/* loadConfig */.Z9)({ read: () => headText }, path, { knownChecks: run.knownChecks });
                notes.push(`This PR changes ${path}; this run uses the base version, the new one applies once merged (it is valid).`);
            }
            catch (e) {
                if (!(e instanceof src_config/* ConfigError */.xL))
                    throw e;
                extra.push(...problemFindings(e.problems, path, 'the configuration changed by this PR is invalid'));
            }
        }
    }
    const names = (0,targets/* configuredNames */.VH)(config.toolOptions);
    const prefetch = (0,targets/* prefetchPriority */.go)(names, path, run.changed.files.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path])));
    const t = (0,analyse/* phaseTimer */.$b)(run.onPhase);
    await Promise.all([run.head.prepare(prefetch), run.base.prepare(prefetch)]);
    t('trees read', `head ${run.head.commit.slice(0, 7)} and base ${run.base.commit.slice(0, 7)} (${run.head.kind}), ${run.changed.files.length} changed paths`);
    // An opt-in tool counts when its files are on either side (a PR that deletes them still shows it).
    const tools = (0,src_config/* selectedTools */.H_)(config, profiles/* TOOL_IDS */.ou, (0,profiles/* defaultTools */.$n)(run.head.view(), run.base.view()));
    if (run.changed.capped) {
        extra.push({
            check: 'input',
            severity: 'warning',
            message: `GitHub lists only the first ${run.changed.files.length.toLocaleString('en-US')} changed files of this PR${run.changed.reportedTotal ? ` (it changes ${run.changed.reportedTotal.toLocaleString('en-US')})` : ''}; the others were not analysed`,
            fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so the changed paths come from git.',
            key: 'listfiles-cap',
        });
    }
    const sources = [run.head, run.base];
    const report = await rounds(sources, () => {
        const sourceNotes = [...new Set(sources.flatMap((s) => s.notes()))];
        return {
            mode: 'pull-request',
            repository: run.repository,
            event: run.event,
            head: run.head.view(),
            base: run.base.view(),
            headCommit: run.pr.headSha,
            baseCommit: run.mergeBase ?? run.pr.baseSha,
            pullRequest: { ...run.pr, mergeBase: run.mergeBase },
            changed: run.changed,
            config,
            tools,
            source: run.head.kind,
            fromFork: run.pr.fromFork,
            runChecks: run.runChecks,
            extraFindings: [...extra, ...truncationFindings(sources)],
            notes: [...notes, ...sourceNotes],
            names,
            mapFinding: unfetchedRewriter(sources),
            onPhase: run.onPhase,
        };
    });
    return report;
}
async function runTree(run) {
    const { config, found, path } = await readConfig(run.head, run);
    const notes = [...(run.notes ?? [])];
    if (found)
        notes.push(`Configuration: ${path}${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
    const names = configuredNames(config.toolOptions);
    const t = phaseTimer(run.onPhase);
    await run.head.prepare(prefetchPriority(names, path));
    t('tree read', `${run.head.commit.slice(0, 7)} (${run.head.kind})`);
    const tools = selectedTools(config, TOOL_IDS, defaultTools(run.head.view()));
    const sources = [run.head];
    return rounds(sources, () => ({
        mode: 'tree',
        repository: run.repository,
        event: run.event,
        head: run.head.view(),
        headCommit: run.head.commit,
        config,
        tools,
        source: run.head.kind,
        fromFork: false,
        runChecks: run.runChecks,
        extraFindings: truncationFindings(sources),
        notes: [...notes, ...new Set(sources.flatMap((s) => s.notes()))],
        names,
        mapFinding: unfetchedRewriter(sources),
        onPhase: run.onPhase,
    }));
}
function truncationFindings(sources) {
    return sources
        .filter((s) => s.notes().some((n) => n.startsWith('GitHub truncated')))
        .map((s) => ({
        check: 'input',
        severity: 'warning',
        message: `GitHub truncated the tree listing of ${s.commit.slice(0, 7)}; instruction files beyond the cut are not analysed`,
        fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so trees are read from git objects.',
        key: `truncated:${s.commit}`,
    }));
}

// EXTERNAL MODULE: ./src/checks/index.ts + 12 modules
var checks = __webpack_require__(6320);
;// CONCATENATED MODULE: ./src/github/changed.ts
// The paths a pull request changes: from local git objects when the history is there (all of
// them, renames with both names), otherwise from the REST API (GitHub lists at most 3,000).


/** GitHub's documented maximum for `GET /repos/{o}/{r}/pulls/{n}/files`. */
const LIST_FILES_CAP = 3000;
const changed_GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
function runGit(cwd, args) {
    return execFileSync('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], {
        env: changed_GIT_ENV,
        maxBuffer: 512 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
    }).toString('utf8');
}
/** A full git object id: SHA-1 or SHA-256, in hex. */
const OID = '[0-9a-f]{40}|[0-9a-f]{64}';
const OBJECT_ID = new RegExp(`^(?:${OID})$`);
const COMMIT_LINE = new RegExp(`^(${OID}) commit \\d+$`);
/** A full object id, as the event names a pull request's commits (and git's answers hold). */
function isObjectId(s) {
    return OBJECT_ID.test(s);
}
/**
 * The commit each of `revs` names (tags peeled), in order, or undefined when `dir` is not a git
 * repository or one of them is not a commit there. One `git cat-file --batch-check` for all.
 */
function resolveCommits(dir, revs) {
    if (revs.some((r) => r === '' || /[\n\r]/.test(r)))
        return undefined;
    let out;
    try {
        out = execFileSync('git', ['-C', dir, '-c', 'core.quotepath=off', 'cat-file', '--batch-check'], {
            input: revs.map((r) => `${r}^{commit}\n`).join(''),
            env: changed_GIT_ENV,
            maxBuffer: 1024 * 1024,
            stdio: ['pipe', 'pipe', 'pipe'],
        }).toString('utf8');
    }
    catch {
        return undefined;
    }
    // One line per name: `<oid> commit <size>`, or `<name> missing` (or ambiguous) when it names no commit.
    const lines = out.split('\n').slice(0, revs.length);
    const oids = lines.map((l) => COMMIT_LINE.exec(l)?.[1]);
    return lines.length === revs.length && oids.every((o) => o !== undefined) ? oids : undefined;
}
/** Whether `dir` is a git repository holding every one of `commits`. */
function hasCommits(dir, commits) {
    return resolveCommits(dir, commits) !== undefined;
}
/**
 * `git merge-base a b` without blocking (the action starts it with the head tree's listing, before
 * the commits are checked, so the three git processes run at once); undefined on any failure.
 */
function gitMergeBase(dir, a, b) {
    return gitOutput(dir, ['merge-base', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined);
}
/** `git diff --name-status -z -M <from> <to>`, never running diff drivers or text conversions. */
function gitChangedPaths(dir, from, to) {
    const out = runGit(dir, [
        '-c', 'diff.renameLimit=10000',
        'diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', '--no-color', from, to, '--',
    ]);
    return parseNameStatusZ(out);
}
function parseNameStatusZ(out) {
    const parts = out.split('\0');
    const files = [];
    let i = 0;
    while (i < parts.length) {
        const code = parts[i++];
        if (!code)
            continue;
        const letter = code[0];
        if (letter === 'R' || letter === 'C') {
            const from = parts[i++] ?? '';
            const to = parts[i++] ?? '';
            files.push({ path: to, status: letter === 'R' ? 'renamed' : 'copied', previousPath: from });
            continue;
        }
        const path = parts[i++] ?? '';
        const status = letter === 'A' ? 'added' : letter === 'D' ? 'removed' : letter === 'M' ? 'modified' : letter === 'T' ? 'type-changed' : 'changed';
        files.push({ path, status });
    }
    return files;
}
/** `pulls.listFiles`, every page up to GitHub's cap. */
async function apiChangedPaths(gh, pr) {
    const files = [];
    for await (const page of gh.paginate.iterator(gh.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
    })) {
        for (const f of page.data) {
            const status = f.status === 'added' || f.status === 'removed' || f.status === 'modified' || f.status === 'renamed' || f.status === 'copied'
                ? f.status
                : 'changed';
            const c = { path: f.filename, status };
            if (f.previous_filename)
                c.previousPath = f.previous_filename;
            files.push(c);
        }
        if (files.length >= LIST_FILES_CAP)
            break;
    }
    const reported = pr.changedFiles;
    const capped = files.length >= LIST_FILES_CAP && (reported === undefined || reported > files.length);
    return { files, source: 'api', capped, reportedTotal: reported };
}
/** Every path a change touches: new names, old names of renames, deleted paths. */
function touchedPaths(files) {
    const out = new Set();
    for (const f of files) {
        out.add(f.path);
        if (f.previousPath)
            out.add(f.previousPath);
    }
    return [...out];
}

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 21 modules
var dist_src = __webpack_require__(9988);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/github/proxy.ts
// Requests to the GitHub API through the proxy the environment names, as self-hosted runners
// behind a corporate proxy expect: HTTPS_PROXY / HTTP_PROXY (lower case too), minus NO_PROXY
// hosts and loopback addresses. @actions/http-client decides (the same rules as the runner's own
// tools), undici's ProxyAgent carries the requests.
//
// The decision comes from http-client's proxy module alone, and undici is loaded on the first
// request through a proxy: it is the largest module of the bundles (0.9 MB), and a runner without a
// proxy never needs it. Where it comes from is the caller's (`UndiciLoader`): the CLI keeps it in
// its one file, the action reads it from a file of its own only then.

/** A `fetch` for Octokit that goes through the proxy for `baseUrl`, or undefined when none applies. */
function proxyFetch(baseUrl, loadUndici) {
    // As @actions/http-client's own getProxyUrl(serverUrl), without loading its HTTP client.
    const proxy = (0,lib_proxy/* getProxyUrl */.s)(new URL(baseUrl))?.href;
    if (!proxy)
        return undefined;
    let via;
    const load = async () => {
        const undici = await loadUndici();
        const dispatcher = new undici.ProxyAgent(proxy);
        return ((input, init) => undici.fetch(input, { ...init, dispatcher }));
    };
    const f = async (input, init) => (await (via ??= load()))(input, init);
    return f;
}

;// CONCATENATED MODULE: ./src/github/client.ts
// One Octokit for the action and the CLI: REST, bounded retries on 5xx/429 and rate limits,
// base URL from GITHUB_API_URL (GitHub Enterprise Server, or the test server), through the
// environment's proxy (src/github/proxy.ts).





// What failed and why, for a person: kept apart (./errors.ts) so reading an error needs no HTTP client.

const GitHubOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
const consoleLogger = {
    debug: (m) => {
        if (process.env.INSTRUCTION_STACK_DEBUG)
            process.stderr.write(`debug: ${m}\n`);
    },
    info: (m) => process.stderr.write(`${m}\n`),
    warning: (m) => process.stderr.write(`warning: ${m}\n`),
};
function envLimits() {
    const t = Number(process.env.INSTRUCTION_STACK_REQUEST_TIMEOUT_MS);
    const b = Number(process.env.INSTRUCTION_STACK_FAILURE_BUDGET_MS);
    return {
        ...(Number.isFinite(t) && t > 0 ? { requestTimeoutMs: t } : {}),
        ...(Number.isFinite(b) && b > 0 ? { failureBudgetMs: b } : {}),
    };
}
function apiBaseUrl(env = process.env) {
    const u = (env.GITHUB_API_URL ?? '').trim();
    return (u === '' ? 'https://api.github.com' : u).replace(/\/+$/, '');
}
function createGitHub(opts) {
    const log = opts.log ?? consoleLogger;
    const envBase = Number(process.env.INSTRUCTION_STACK_RETRY_BASE_MS);
    const base = opts.retryBaseMs ?? (Number.isFinite(envBase) && envBase >= 0 ? envBase : 1000);
    const retries = opts.retries ?? 3;
    const maxWait = opts.maxRateLimitWaitSeconds ?? 60;
    const baseUrl = opts.baseUrl ?? apiBaseUrl();
    // HTTPS_PROXY / NO_PROXY, as on a self-hosted runner behind a proxy; direct otherwise.
    const viaProxy = proxyFetch(baseUrl, opts.undici);
    return new GitHubOctokit({
        auth: opts.token || undefined,
        baseUrl,
        userAgent: 'instruction-stack',
        // Our timeouts and failure budget, over the proxy-aware fetch when there is a proxy.
        request: { fetch: boundedFetch({ ...DEFAULT_FETCH_LIMITS, ...envLimits(), ...opts.limits }, opts.fetch ?? viaProxy ?? opts.directFetch) },
        log: {
            debug: (m) => log.debug(m),
            info: (m) => log.debug(m),
            warn: (m) => log.debug(m),
            error: (m) => log.debug(m),
        },
        // 429 is left to the throttling plugin, which honours Retry-After and the rate-limit reset
        // (the retry plugin would retry it after 1, 4 and 9 s whatever GitHub asked for).
        retry: { retries, retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: {
            retryAfterBaseValue: base,
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: (retryAfter, options, _o, retryCount) => {
                const what = `${options.method} ${options.url}`;
                if (retryCount < 2 && retryAfter <= maxWait) {
                    log.warning(`GitHub rate limit hit on ${what}; retrying in ${retryAfter}s`);
                    return true;
                }
                log.warning(`GitHub rate limit hit on ${what}; not retrying (reset in ${retryAfter}s)`);
                return false;
            },
            onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
                const what = `${options.method} ${options.url}`;
                if (retryCount < 2 && retryAfter <= maxWait) {
                    log.warning(`GitHub secondary rate limit hit on ${what}; retrying in ${retryAfter}s`);
                    return true;
                }
                log.warning(`GitHub secondary rate limit hit on ${what}; giving up`);
                return false;
            },
        },
    });
}

;// CONCATENATED MODULE: ./src/output/marker.ts
// The hidden marker that finds our sticky PR comment again. Output writes it; the GitHub edge looks for it.
const marker_COMMENT_MARKER = '<!-- instruction-stack:comment -->';

;// CONCATENATED MODULE: ./src/github/comment.ts
// The one sticky PR comment: found again by its hidden marker, edited in place on every push.
// A comment is ours only when it carries our marker (with this workflow's instance key) AND was
// written by the token's own identity: anyone can paste the marker into a comment, and a token
// with write access could edit theirs.



/** The login GITHUB_TOKEN writes as; its installation token cannot call `GET /user`. */
const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';
const INSTANCE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Whether `key` can be a `comment-id` (letters, digits, `.`, `_`, `-`; at most 64). */
function validCommentId(key) {
    return INSTANCE_KEY.test(key);
}
/** The hidden marker: the default instance keeps the marker earlier versions wrote. */
function commentMarker(instance = '') {
    if (instance === '')
        return COMMENT_MARKER;
    if (!validCommentId(instance))
        throw new Error(`invalid comment-id ${JSON.stringify(instance)}: use letters, digits, ".", "_" or "-" (at most 64)`);
    return `<!-- instruction-stack:comment id=${instance} -->`;
}
/**
 * The login a token writes as when its kind tells without asking: an installation token (`ghs_`,
 * such as GITHUB_TOKEN) is refused `GET /user` and writes as the Actions bot, so the request is
 * saved (a round trip on every run). Undefined for other tokens: ask (`tokenLogin`).
 */
function knownLogin(token) {
    return token.startsWith('ghs_') ? GITHUB_ACTIONS_LOGIN : undefined;
}
/**
 * The login the token writes comments as: `GET /user`, or for an installation token such as
 * GITHUB_TOKEN (which `GET /user` refuses) the Actions bot. Undefined when it cannot be told.
 */
async function tokenLogin(gh, signal) {
    try {
        const r = await gh.rest.users.getAuthenticated({ request: { signal } });
        return { login: r.data.login, source: 'user' };
    }
    catch (e) {
        const status = httpStatus(e);
        // 403 "Resource not accessible by integration": an installation token (GITHUB_TOKEN).
        if (status === 403)
            return { login: GITHUB_ACTIONS_LOGIN, source: 'assumed' };
        return undefined;
    }
}
/** Finds our comment: the marker at the start of the body, written by `login` (the oldest one if a past bug left several). */
async function findStickyComment(gh, t, marker = marker_COMMENT_MARKER, login, signal) {
    // The signal rides on the endpoint's defaults (the same endpoint; `defaults` loses its types): the
    // paginator sends only the method, URL and headers of each page's request, not the `request`
    // options given with the parameters.
    const list = signal ? gh.rest.issues.listComments.defaults({ request: { signal } }) : gh.rest.issues.listComments;
    for await (const page of gh.paginate.iterator(list, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.number,
        per_page: 100,
    })) {
        for (const c of page.data) {
            if (typeof c.body !== 'string' || !c.body.startsWith(marker))
                continue;
            if (login === undefined || c.user?.login !== login)
                continue;
            return { id: c.id, body: c.body, url: c.html_url };
        }
    }
    return undefined;
}
/**
 * Looks for our comment (`findStickyComment`), asking for the token's login first when `login` is
 * not given; never rejects. `signal` stops it (a run that ends before it needs the answer).
 */
async function lookUpStickyComment(gh, t, marker = marker_COMMENT_MARKER, login, signal) {
    try {
        // Without a known identity nothing is adopted: a new comment is safer than editing someone's.
        const who = login ?? (await tokenLogin(gh, signal))?.login;
        return { ok: true, existing: who === undefined ? undefined : await findStickyComment(gh, t, marker, who, signal), login: who };
    }
    catch (error) {
        return { ok: false, error };
    }
}
/**
 * Creates or updates the sticky comment. `createIfMissing: false` only updates an existing one
 * (used when nothing relevant is left and no comment was ever posted). `early`: a look-up made
 * while the analysis ran (see below).
 */
async function upsertStickyComment(gh, t, body, opts) {
    const marker = opts.marker ?? marker_COMMENT_MARKER;
    if (!body.startsWith(marker))
        body = `${marker}\n${body}`;
    // A comment the early look-up found is edited at once when the body changed (every push after the
    // first): the list is not asked for again. Everything else is looked for now, as without one: no
    // comment then (another run may have posted one since: never two), the same body (another run may
    // have changed it since), a look-up that failed, or a comment deleted since (404 on the edit).
    const early = opts.early?.ok ? opts.early : undefined;
    if (early?.existing && early.existing.body !== body) {
        const r = await updateComment(gh, t, early.existing.id, body);
        if (r.ok || r.status !== 404)
            return r;
    }
    const found = await lookUpStickyComment(gh, t, marker, opts.login ?? early?.login);
    if (!found.ok)
        return { ok: false, status: httpStatus(found.error), step: 'list', message: describeFailure('list the comments of', t, found.error) };
    const existing = found.existing;
    if (existing) {
        if (existing.body === body)
            return { ok: true, action: 'unchanged', id: existing.id, url: existing.url };
        return updateComment(gh, t, existing.id, body);
    }
    if (!opts.createIfMissing)
        return { ok: true, action: 'skipped', reason: 'nothing to report and no earlier comment to update' };
    try {
        const r = await gh.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.number, body });
        return { ok: true, action: 'created', id: r.data.id, url: r.data.html_url };
    }
    catch (e) {
        return { ok: false, status: httpStatus(e), step: 'create', message: describeFailure('comment on', t, e) };
    }
}
async function updateComment(gh, t, id, body) {
    try {
        const r = await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        return { ok: true, action: 'updated', id: r.data.id, url: r.data.html_url };
    }
    catch (e) {
        return { ok: false, status: httpStatus(e), step: 'update', message: describeFailure('update the comment on', t, e) };
    }
}
function describeFailure(what, t, e) {
    const status = httpStatus(e);
    const where = `${t.owner}/${t.repo}#${t.number}`;
    const base = `could not ${what} ${where}`;
    switch (status) {
        case 403:
            return `${base}: the token may not write to pull requests (HTTP 403). On \`pull_request\` from a fork GITHUB_TOKEN is read-only; grant \`pull-requests: write\` or use the \`pull_request_target\` pattern. ${firstLine(e)}`;
        case 404:
            return `${base}: not found (HTTP 404); the token cannot see this repository or pull request. ${firstLine(e)}`;
        case 422:
            return `${base}: GitHub rejected the comment (HTTP 422). ${firstLine(e)}`;
        case 401:
            return `${base}: the token was refused (HTTP 401). ${firstLine(e)}`;
        default:
            return `${base}: ${status !== undefined ? `HTTP ${status}: ` : ''}${firstLine(e)}`;
    }
}
function firstLine(e) {
    return (errorMessage(e).split('\n')[0] ?? '').slice(0, 300);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/github/event.ts
// What the runner tells us about the run: event name, payload, repository. Read from the
// environment and the event file directly (no side effects at import time).

function obj(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;
}
function str(v) {
    return typeof v === 'string' ? v : undefined;
}
class EventError extends (/* unused pure expression or super */ null && (Error)) {
}
function readRunContext(env = process.env) {
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    let payload = {};
    const path = env.GITHUB_EVENT_PATH;
    if (path) {
        try {
            payload = obj(JSON.parse(readFileSync(path, 'utf8'))) ?? {};
        }
        catch (e) {
            throw new EventError(`cannot read the event payload ${path}: ${e.message}`);
        }
    }
    const full = env.GITHUB_REPOSITORY ?? str(obj(payload.repository)?.full_name) ?? '';
    const [owner = '', repo = ''] = full.split('/');
    const ctx = {
        eventName,
        payload,
        owner,
        repo,
        sha: env.GITHUB_SHA ?? '',
        ref: env.GITHUB_REF ?? '',
        serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        runId: env.GITHUB_RUN_ID,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
        workspace: env.GITHUB_WORKSPACE,
    };
    const pr = pullRequestFromPayload(payload);
    if (pr)
        ctx.pr = pr;
    return ctx;
}
/** The pull request of a `pull_request` / `pull_request_target` (or compatible) payload. */
function pullRequestFromPayload(payload) {
    const pr = obj(payload.pull_request);
    if (!pr)
        return undefined;
    const base = obj(pr.base);
    const head = obj(pr.head);
    const baseRepo = str(obj(base?.repo)?.full_name) ?? str(obj(payload.repository)?.full_name) ?? '';
    const headRepo = str(obj(head?.repo)?.full_name) ?? null;
    const [owner = '', repo = ''] = baseRepo.split('/');
    const number = typeof pr.number === 'number' ? pr.number : Number(payload.number);
    const baseSha = str(base?.sha);
    const headSha = str(head?.sha);
    if (!baseSha || !headSha || !Number.isInteger(number))
        return undefined;
    return {
        owner,
        repo,
        number,
        baseSha,
        headSha,
        baseRef: str(base?.ref),
        headRef: str(head?.ref),
        headRepo,
        fromFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        changedFiles: typeof pr.changed_files === 'number' ? pr.changed_files : undefined,
        title: str(pr.title),
        htmlUrl: str(pr.html_url),
    };
}
/** Parses `owner/repo#123` (also a pull request URL). */
function parsePullRef(s) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)#(\d+)$/.exec(s.trim()) ??
        /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)(?:[/?#].*)?$/.exec(s.trim());
    if (!m)
        return undefined;
    return { owner: m[1], repo: m[2], number: Number(m[3]) };
}

// EXTERNAL MODULE: ./src/output/findings-text.ts
var findings_text = __webpack_require__(8331);
// EXTERNAL MODULE: ./src/output/json.ts
var json = __webpack_require__(7711);
// EXTERNAL MODULE: ./src/count.ts
var count = __webpack_require__(7603);
// EXTERNAL MODULE: ./src/diff.ts + 3 modules
var diff = __webpack_require__(1302);
// EXTERNAL MODULE: ./src/analysis/gate.ts
var gate = __webpack_require__(1203);
// EXTERNAL MODULE: ./src/analysis/finding-groups.ts
var finding_groups = __webpack_require__(1936);
;// CONCATENATED MODULE: ./src/analysis/file-changes.ts
function dirOf(p) {
    const i = p.lastIndexOf('/');
    return i < 0 ? '' : p.slice(0, i);
}
function whenText(l) {
    if (l.reason === 'startup')
        return undefined;
    if (l.reason === 'nested') {
        const d = dirOf(l.path);
        return d === '' ? 'on touching any file' : `on touching ${d}/**`;
    }
    if (l.reason === 'conditional')
        return l.via ? `on touching ${l.via}` : 'on touching a matching file';
    return l.via ? `imported by ${l.via}` : 'through an import';
}
const cutOf = (l) => l !== undefined && (l.truncated || l.omitted);
/**
 * Worked out once per report: the comment and the job summary both need them, and on a large PR
 * each is a pass over thousands of groups (the texts' diffs among them). Keyed by the report's group
 * list, which nothing changes once the analysis returned it.
 */
function once(f) {
    const memo = new WeakMap();
    return (r) => {
        const hit = memo.get(r.groups);
        if (hit && hit.changed === r.changed)
            return hit.value;
        const value = f(r);
        memo.set(r.groups, { changed: r.changed, value });
        return value;
    };
}
/** Per instruction file, in the order: changed by the PR first, then by path. */
const file_changes_fileChanges = once(computeFileChanges);
function computeFileChanges(r) {
    const status = new Map();
    for (const f of r.changed?.files ?? []) {
        status.set(f.path, f.status);
        if (f.previousPath && f.status === 'renamed')
            status.set(f.previousPath, 'removed');
    }
    const byPath = new Map();
    const get = (path, layer) => {
        let c = byPath.get(path);
        if (!c) {
            c = { path, status: status.get(path), loadedBy: [], droppedBy: [], stillLoadedBy: [], newlyCut: [], noLongerCut: [] };
            if (layer?.realPath)
                c.realPath = layer.realPath;
            byPath.set(path, c);
        }
        return c;
    };
    // Per (file, tool): the reasons it is loaded where it was not, and whether it is kept on both sides.
    const loads = new Map();
    const still = new Map();
    const dropped = new Map();
    const add = (m, k, v) => {
        let s = m.get(k);
        if (!s)
            m.set(k, (s = new Set()));
        s.add(v);
    };
    for (const g of r.groups) {
        if (!g.changed)
            continue;
        const baseLayers = new Map((g.base?.layers ?? []).map((l) => [l.path, l]));
        const headLayers = new Map(g.head.layers.map((l) => [l.path, l]));
        for (const p of g.addedLayers) {
            const l = headLayers.get(p);
            get(p, l);
            let m = loads.get(p);
            if (!m)
                loads.set(p, (m = new Map()));
            let s = m.get(g.tool);
            if (!s)
                m.set(g.tool, (s = new Set()));
            s.add(l ? whenText(l) : undefined);
        }
        for (const p of g.droppedLayers) {
            get(p, baseLayers.get(p));
            add(dropped, p, g.tool);
        }
        for (const [p, l] of headLayers) {
            const b = baseLayers.get(p);
            if (b && !b.omitted && !l.omitted && status.has(p)) {
                get(p, l);
                add(still, p, g.tool);
            }
            if (cutOf(l) && !cutOf(b) && b !== undefined) {
                const c = get(p, l);
                if (!c.newlyCut.some((x) => x.tool === g.tool)) {
                    const cut = { tool: g.tool, kind: l.omitted ? 'dropped' : 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
                    if (l.truncated && l.lastLineKept !== undefined)
                        cut.firstLostLine = l.lastLineKept + 1;
                    c.newlyCut.push(cut);
                }
            }
        }
        for (const [p, b] of baseLayers) {
            const l = headLayers.get(p);
            if (cutOf(b) && l && !cutOf(l)) {
                const c = get(p, l);
                if (!c.noLongerCut.includes(g.tool))
                    c.noLongerCut.push(g.tool);
            }
        }
    }
    // A file newly loaded but cut on arrival is still "now cut" for that tool.
    for (const g of r.groups) {
        if (!g.changed)
            continue;
        for (const p of g.addedLayers) {
            const l = g.head.layers.find((x) => x.path === p);
            const c = byPath.get(p);
            if (!l || !c || !l.truncated || c.newlyCut.some((x) => x.tool === g.tool))
                continue;
            const cut = { tool: g.tool, kind: 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
            if (l.lastLineKept !== undefined)
                cut.firstLostLine = l.lastLineKept + 1;
            c.newlyCut.push(cut);
        }
    }
    const order = new Map(r.tools.map((t, i) => [t, i]));
    const byTool = (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
    for (const c of byPath.values()) {
        const m = loads.get(c.path);
        if (m) {
            c.loadedBy = [...m.entries()]
                .map(([tool, reasons]) => ({ tool, when: reasons.has(undefined) ? [] : ([...reasons].filter((x) => x !== undefined).sort()) }))
                .sort((a, b) => byTool(a.tool, b.tool));
        }
        const loadedNow = new Set(c.loadedBy.map((l) => l.tool));
        c.droppedBy = [...(dropped.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
        c.stillLoadedBy = [...(still.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
        c.newlyCut.sort((a, b) => byTool(a.tool, b.tool));
        c.noLongerCut.sort(byTool);
    }
    return [...byPath.values()]
        .filter((c) => c.loadedBy.length + c.droppedBy.length + c.newlyCut.length + c.noLongerCut.length > 0 || (c.status !== undefined && c.stillLoadedBy.length > 0))
        .sort((a, b) => Number(b.status !== undefined) - Number(a.status !== undefined) || a.path.localeCompare(b.path));
}
/** What a diff adds and removes, without positions, with the session's directory neutralised. */
function diffKey(g) {
    const lines = [];
    for (const h of g.diff?.hunks ?? [])
        for (const l of h.lines)
            if (l.op !== ' ')
                lines.push(`${l.op}${l.text}`);
    const cwd = g.sessions[0]?.cwd ?? '';
    return lines.map((l) => (cwd !== '' ? l.split(cwd).join('<cwd>') : l)).join('\n');
}
/** Changed effective texts, identical changes merged (largest audience first). */
const textChanges = once(computeTextChanges);
function computeTextChanges(r) {
    const byKey = new Map();
    for (const g of r.groups) {
        if (!g.changed || !g.diff || g.diff.hunks.length === 0)
            continue;
        const k = diffKey(g);
        const t = byKey.get(k);
        if (t)
            t.groups.push(g);
        else
            byKey.set(k, { groups: [g], added: g.diff.added, removed: g.diff.removed });
    }
    return [...byKey.values()].sort((a, b) => b.groups.length - a.groups.length);
}
/** Sessions of a list of groups, de-duplicated. */
function sessionsOf(gs) {
    const seen = new Map();
    for (const g of gs)
        for (const s of g.sessions)
            seen.set(`${s.vantage}\0${s.cwd}`, s);
    return [...seen.values()];
}

// EXTERNAL MODULE: ./src/findings.ts
var findings = __webpack_require__(1001);
// EXTERNAL MODULE: ./src/output/sarif.ts + 1 modules
var sarif = __webpack_require__(6845);
// EXTERNAL MODULE: ./src/output/printable.ts
var printable = __webpack_require__(8710);
;// CONCATENATED MODULE: ./src/output/markdown.ts











/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** GitHub drops step summaries over 1 MiB. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
// ---------------------------------------------------------------------------------------------
// Escaping
const ZWSP = '&#8203;';
/** Replaces control characters (including newlines) with visible escapes. */
function visible(s) {
    // Controls, bidi and zero-width characters: one shared escaping (src/output/printable.ts).
    return (0,printable/* printable */.g)(s);
}
/** Plain Markdown text from the repository: no formatting, no HTML, no mentions, no issue links. */
function escapeText(s) {
    return visible(s.replace(/\r?\n/g, ' '))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]|~])/g, '\\$1')
        .replace(/^([-+=#])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2')
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/\b(GH-)(?=\d)/gi, `$1${ZWSP}`);
}
/** Prose written by the checks: `code spans` kept as code (sized safely), everything else escaped. */
function escapeProse(s) {
    const out = [];
    let last = 0;
    for (const m of s.matchAll(/`([^`\n]+)`/g)) {
        out.push(escapeText(s.slice(last, m.index)), code(m[1]));
        last = (m.index ?? 0) + m[0].length;
    }
    out.push(escapeText(s.slice(last)));
    return out.join('');
}
/** Text for a table cell (same as escapeText; `|` is escaped there too). */
function escapeCell(s) {
    return escapeText(s);
}
/** An inline code span that holds `s` verbatim, whatever backticks it contains. */
function code(s, inTable = false) {
    let t = visible(s);
    if (inTable)
        t = t.replace(/\|/g, '\\|');
    const runs = t.match(/`+/g) ?? [];
    const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
    const fence = '`'.repeat(longest + 1);
    const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
    if (t === '')
        return '` `';
    return `${fence}${pad}${t}${pad}${fence}`;
}
/** HTML-escaped text for use inside HTML (`<summary>`), mentions and issue links neutralised. */
function escapeHtml(s) {
    return visible(s)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`);
}
/** A fenced code block whose fence is longer than any backtick run in the text. */
function fenced(text, lang = '') {
    // eslint-disable-next-line no-control-regex -- NUL is replaced so the block stays text
    const t = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
    const runs = t.match(/`{3,}/g) ?? [];
    const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${lang}\n${t}${t.endsWith('\n') || t === '' ? '' : '\n'}${fence}`;
}
// ---------------------------------------------------------------------------------------------
// Numbers
/** `12,345`: src/count.ts (no Intl.NumberFormat for counts). */
const num = count/* grouped */.z;
function fmtBytes(n) {
    if (n < 1024 || n % 1024 !== 0)
        return `${num(n)} B`;
    if (n < 1024 * 1024 || n % (1024 * 1024) !== 0)
        return `${num(n / 1024)} KiB`;
    return `${num(n / (1024 * 1024))} MiB`;
}
function pct(x) {
    if (x === null)
        return '—';
    const p = x * 100;
    return `${p >= 10 || p === 0 ? Math.round(p) : p.toFixed(1)}%`;
}
function arrow(before, after, f) {
    if (before === undefined)
        return f(after);
    const a = f(before);
    const b = f(after);
    return a === b ? b : `${a} → ${b}`;
}
const show = (p) => (p === '' ? '.' : p);
const SHRINK_ORDER = 'effective texts, then long text diffs, then stack details, then text diffs, then findings and files beyond the first few';
const COMMENT_LEVELS = [
    { maxDiffs: 12, maxDiffChars: 3_000, maxPlaces: 6, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 6, maxDiffChars: 1_200, maxPlaces: 4, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 8, maxFindingGroups: 6, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 3, maxFindingGroups: 3, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];
const SUMMARY_LEVELS = [
    { maxDiffs: 200, maxDiffChars: 20_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'all', maxTextChars: 20_000 },
    { maxDiffs: 200, maxDiffChars: 8_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'changed', maxTextChars: 8_000 },
    { maxDiffs: 100, maxDiffChars: 4_000, maxPlaces: 30, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 200, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 50, maxDiffChars: 2_000, maxPlaces: 20, maxFiles: 500, maxFindingGroups: 500, maxDetailGroups: 50, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 20, maxDiffChars: 1_000, maxPlaces: 10, maxFiles: 200, maxFindingGroups: 200, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 50, maxFindingGroups: 50, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];
/** A comment for a PR that changes one instruction file fits one screen; each further file may add this much. */
const COMMENT_TARGET_CHARS = 10_000;
const COMMENT_CHARS_PER_EXTRA_FILE = 3_000;
/** The job summary stays well under GitHub's 1 MiB, so the run page stays quick to open. */
const SUMMARY_TARGET_BYTES = 256 * 1000;
/** The sticky comment: verdict, failing findings, what changes per instruction file; one screen for a small PR. */
function renderComment(report, opts = {}) {
    const files = file_changes_fileChanges(report);
    const target = COMMENT_TARGET_CHARS + COMMENT_CHARS_PER_EXTRA_FILE * Math.max(0, files.length - 1);
    const limit = Math.min(opts.limit ?? target, COMMENT_LIMIT - 200);
    return fit(report, files, COMMENT_LEVELS, (s) => s.length, limit, { ...opts, kind: 'comment' });
}
/** The job summary: the same lead, then every distinct diff and every stack, deduplicated. */
function renderSummary(report, opts = {}) {
    const limit = Math.min(opts.limit ?? SUMMARY_TARGET_BYTES, SUMMARY_LIMIT_BYTES - 4096);
    return fit(report, file_changes_fileChanges(report), SUMMARY_LEVELS, (s) => Buffer.byteLength(s, 'utf8'), limit, { ...opts, kind: 'summary' });
}
function model(report, files) {
    return { r: report, files, texts: textChanges(report), ...findingSections(report), names: new Map(report.rows.map((t) => [t.tool, t.name])) };
}
/**
 * Every level's body rendered whole, none cut short: what `fit` picks from (the first that fits),
 * for the test that holds `fit`'s early exits to it.
 */
function wholeLevels(report, kind, opts = {}) {
    const levels = kind === 'comment' ? COMMENT_LEVELS : SUMMARY_LEVELS;
    const m = model(report, fileChanges(report));
    const ctx = { ...opts, kind };
    return levels.map((d) => render(m, d, trimmedList(m, d, levels[0], ctx), ctx));
}
function fit(report, files, levels, measure, limit, ctx) {
    // The model is computed once; each level renders once, and only while the previous one was too big.
    const m = model(report, files);
    for (let i = 0; i < levels.length; i++) {
        const d = levels[i];
        const trimmed = trimmedList(m, d, levels[0], ctx);
        // A level whose parts already pass the limit is left as soon as they do, not rendered whole.
        const body = render(m, d, trimmed, ctx, new Gauge(measure, limit));
        if (body !== undefined && measure(body) <= limit)
            return { body, level: i, trimmed };
    }
    // Last resort: the verdict and counts only, hard-cut if a pathological name is still too big.
    const body = minimal(m, ctx);
    const cut = measure(body) <= limit ? body : hardCut(body, measure, limit);
    return { body: cut, level: levels.length, trimmed: ['everything but the verdict'] };
}
/**
 * A lower bound of the size of a body, from its parts as they are rendered: the body is its lines
 * joined, runs of blank lines cut to one, so each part measured alone (runs cut the same way) is at
 * most 4 characters larger than what it adds to the body (its first and last run may merge with
 * its neighbours'). Past the limit, the level cannot fit.
 */
class Gauge {
    measure;
    limit;
    floor = 0;
    constructor(measure, limit) {
        this.measure = measure;
        this.limit = limit;
    }
    /** Counts a part (lines); false once the body is known to be over the limit. */
    add(lines) {
        this.floor += this.measure(lines.join('\n').replace(/\n{3,}/g, '\n\n')) - 4;
        return !this.over;
    }
    get over() {
        return this.floor > this.limit;
    }
}
const sectionsOf = new WeakMap();
/** The findings that fail, the others, and those already on the base, grouped: once per report (the comment and the summary both list them). */
function findingSections(report) {
    const failOn = report.config.failOn;
    const preexisting = report.config.failOnPreexisting ?? false;
    const hit = sectionsOf.get(report.findings);
    if (hit && hit.n === report.findings.length && hit.failOn === failOn && hit.preexisting === preexisting)
        return hit.value;
    const canFail = new Set((0,gate/* gating */.JQ)(report.findings, preexisting));
    const failingF = report.findings.filter((f) => canFail.has(f) && (0,findings/* failsAt */.ZN)([f], failOn));
    const otherF = report.findings.filter((f) => canFail.has(f) && !(0,findings/* failsAt */.ZN)([f], failOn));
    const oldF = report.findings.filter((f) => !canFail.has(f));
    const value = { failing: groupFindings(failingF), other: groupFindings(otherF), old: groupFindings(oldF) };
    sectionsOf.set(report.findings, { n: report.findings.length, failOn, preexisting, value });
    return value;
}
function hardCut(body, measure, limit) {
    const tail = '\n\n… (cut to fit GitHub\'s size limit; see the job summary and the JSON report)\n';
    let lo = 0;
    let hi = body.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(body.slice(0, mid) + tail) <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    // Do not leave a dangling surrogate or half line.
    let s = body.slice(0, lo);
    const nl = s.lastIndexOf('\n');
    if (nl > 0)
        s = s.slice(0, nl);
    return s + tail;
}
function trimmedList(m, d, full, ctx) {
    const out = [];
    const r = m.r;
    if (ctx.kind === 'summary') {
        if (d.texts !== full.texts && r.groups.some((g) => g.head.text !== ''))
            out.push(d.texts === 'changed' ? 'effective texts of unchanged stacks' : 'effective texts');
        if (r.groups.length > d.maxDetailGroups)
            out.push(d.maxDetailGroups === 0 ? 'stack details' : `stack details beyond the first ${num(d.maxDetailGroups)}`);
    }
    if (m.texts.length > d.maxDiffs)
        out.push(d.maxDiffs === 0 ? 'text diffs' : `text diffs beyond the first ${num(d.maxDiffs)}`);
    else if (d.maxDiffChars < full.maxDiffChars && m.texts.some((t) => unified(t).length > d.maxDiffChars))
        out.push(`diff lines beyond ${num(d.maxDiffChars)} characters`);
    if (m.files.length > d.maxFiles)
        out.push(`instruction files beyond the first ${num(d.maxFiles)}`);
    if (m.failing.length + m.other.length + m.old.length > d.maxFindingGroups)
        out.push(`findings beyond the first ${num(d.maxFindingGroups)} groups`);
    return out;
}
function groupFindings(fs) {
    return (0,finding_groups/* groupFindings */.kG)(fs, checks/* CHECKS */.ui).map((g) => ({ check: g.check, severity: g.severity, preexisting: g.state !== 'new', items: g.members.map((i) => fs[i]), entry: g }));
}
const SEV_ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' };
function where(f) {
    return f.path !== undefined ? code(`${show(f.path)}${f.line ? `:${f.line}` : ''}`) : '';
}
function toolList(ts, names) {
    return ts && ts.length > 0 ? ` (${ts.map((t) => escapeText(names.get(t) ?? t)).join(', ')})` : '';
}
/** `(line 3)`, `(lines 4, 5)`: the lines of an entry's findings a text is for. */
function linesNote(ls) {
    return ls.length === 0 ? '' : ` (line${ls.length > 1 ? 's' : ''} ${ls.join(', ')})`;
}
function findingGroupLines(g, names, maxPlaces) {
    const f = g.items[0];
    const e = g.entry;
    const pre = f.suppressed ? ' *(in the baseline)*' : g.preexisting ? (f.touched ? ' *(already on the base branch; this change edits its lines)*' : ' *(already on the base branch)*') : '';
    if (e.kind === 'pattern') {
        // A repository-wide pattern: said once, its files listed, one fix for all.
        const shown = e.paths.slice(0, maxPlaces).map((p) => code(show(p)));
        const more = e.paths.length > shown.length ? ` and ${num(e.paths.length - shown.length)} more` : '';
        const fix = e.fix ? ` **Fix, all ${num(e.paths.length)} at once:** ${escapeProse(e.fix)}` : '';
        return [
            `- ${SEV_ICON[g.severity]} **${escapeText(g.check)}** (${num(e.paths.length)} files): ${escapeProse(e.message).replace(/\.$/, '')}${toolList(e.tools, names)}.${fix}${pre}`,
            `  Files: ${shown.join(', ')}${more}.`,
        ];
    }
    if (g.items.length === 1) {
        const msg = escapeProse(f.message).replace(/\.$/, '');
        const fix = f.fix ? ` **Fix:** ${escapeProse(f.fix)}` : '';
        const loc = where(f);
        return [`- ${SEV_ICON[g.severity]} ${loc ? `${loc} ` : ''}**${escapeText(g.check)}**: ${msg}${toolList(f.tools, names)}.${fix}${pre}`];
    }
    // Several findings of one check in one file: one entry with its count and lines.
    const loc = e.path !== undefined ? `${code(show(e.path))}${linesNote(e.lines)} ` : '';
    const shown = g.items.slice(0, Math.max(maxPlaces, 1));
    const msgs = shown.map((x) => `${escapeProse(x.message).replace(/\.$/, '')}${x.line !== undefined ? ` (line ${x.line})` : ''}`);
    const more = g.items.length > shown.length ? `; and ${num(g.items.length - shown.length)} more` : '';
    const fixes = new Map();
    for (const x of g.items)
        if (x.fix)
            fixes.set(x.fix, [...(fixes.get(x.fix) ?? []), ...(x.line !== undefined ? [x.line] : [])]);
    const fix = fixes.size === 0 ? '' : fixes.size === 1 ? ` **Fix:** ${escapeProse([...fixes.keys()][0])}` : ` **Fix:** ${[...fixes].map(([t, ls]) => `${escapeProse(t).replace(/\.$/, '')}${linesNote(ls)}`).join('; ')}.`;
    return [`- ${SEV_ICON[g.severity]} ${loc}**${escapeText(g.check)}**, ${num(g.items.length)} findings${toolList(e.tools, names)}: ${msgs.join('; ')}${more}.${fix}${pre}`];
}
function findingsLines(gs, names, max, maxPlaces) {
    const out = gs.slice(0, max).flatMap((g) => findingGroupLines(g, names, maxPlaces));
    if (gs.length > max) {
        const rest = gs.slice(max).flatMap((g) => g.items);
        const c = (0,findings/* countSeverities */.ng)(rest);
        out.push(`- … and ${num(rest.length)} more (${[c.error ? `${num(c.error)} errors` : '', c.warning ? `${num(c.warning)} warnings` : '', c.note ? `${num(c.note)} notes` : ''].filter(Boolean).join(', ')})`);
    }
    return out;
}
// ---------------------------------------------------------------------------------------------
// The lead: verdict, then what fails.
function verdictIcon(r) {
    if (r.failed)
        return '❌';
    if (r.counts.error > 0 || r.counts.warning > 0)
        return '⚠️';
    return '✅';
}
function header(m, ctx) {
    const r = m.r;
    const out = [];
    if (ctx.kind === 'comment')
        out.push(ctx.marker ?? marker_COMMENT_MARKER);
    out.push(`### ${verdictIcon(r)} Instruction stack: ${escapeText(r.verdict)}`);
    if (r.problems.length > 0)
        out.push('', '> [!WARNING]', ...r.problems.map((p) => `> ${escapeText(p)}`));
    return out;
}
function failingSection(m, d) {
    if (m.failing.length === 0)
        return [];
    const n = m.failing.reduce((k, g) => k + g.items.length, 0);
    return ['', `**${n === 1 ? 'To fix before merging' : `${num(n)} to fix before merging`}** (fail-on: ${m.r.config.failOn}):`, '', ...findingsLines(m.failing, m.names, d.maxFindingGroups, d.maxPlaces || 5)];
}
function otherSection(m, d, ctx) {
    // Findings that do not fail the run; then, collapsed, those already on the base or baselined.
    const left = Math.max(0, d.maxFindingGroups - Math.min(m.failing.length, d.maxFindingGroups));
    const old = oldSection(m, d, Math.max(0, left - m.other.length));
    if (m.other.length === 0) {
        return m.failing.length === 0 && m.old.length === 0 && ctx.kind === 'summary' ? ['', '#### Findings', '', 'None.'] : old;
    }
    const title = m.failing.length > 0 ? 'Other findings (not failing)' : 'Findings (not failing)';
    const lines = findingsLines(m.other, m.names, Math.max(left, 1), d.maxPlaces || 5);
    return ['', `#### ${title}`, '', ...lines, ...old];
}
function oldSection(m, d, left) {
    if (m.old.length === 0)
        return [];
    const n = m.old.reduce((k, g) => k + g.items.length, 0);
    const lines = findingsLines(m.old, m.names, Math.max(left, 1), d.maxPlaces || 5);
    return ['', `<details><summary>${num(n)} finding${n === 1 ? '' : 's'} already on the base branch or in the baseline (not failing)</summary>`, '', ...lines, '', '</details>'];
}
// ---------------------------------------------------------------------------------------------
// What the PR changes, per instruction file.
const STATUS_WORD = {
    added: 'new',
    modified: 'edited',
    removed: 'deleted',
    renamed: 'renamed',
    copied: 'copied',
    'type-changed': 'type changed',
    changed: 'changed',
};
function nameOf(m, t) {
    return escapeText(m.names.get(t) ?? t);
}
function listWords(xs) {
    if (xs.length <= 1)
        return xs.join('');
    return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
function loadText(m, l) {
    return `${nameOf(m, l.tool)}${l.when.length > 0 ? ` (${l.when.slice(0, 3).map((w) => escapeProse(w.replace(/^(on touching |imported by )(.*)$/, '$1`$2`'))).join('; ')}${l.when.length > 3 ? '; …' : ''})` : ''}`;
}
function fileLine(m, c) {
    const tags = [];
    if (c.status)
        tags.push(STATUS_WORD[c.status] ?? c.status);
    if (c.realPath)
        tags.push(`a link to ${code(c.realPath)}`);
    const name = `${code(show(c.path))}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`;
    const bits = [];
    if (c.loadedBy.length > 0)
        bits.push(`is now loaded by ${listWords(c.loadedBy.map((l) => loadText(m, l)))}`);
    if (c.stillLoadedBy.length > 0 && c.status !== undefined)
        bits.push(`${bits.length > 0 ? 'the change reaches' : 'reaches'} ${listWords(c.stillLoadedBy.map((t) => nameOf(m, t)))}`);
    if (c.droppedBy.length > 0)
        bits.push(`is no longer loaded by ${listWords(c.droppedBy.map((t) => nameOf(m, t)))}`);
    if (c.noLongerCut.length > 0)
        bits.push(`is no longer cut by ${listWords(c.noLongerCut.map((t) => nameOf(m, t)))}`);
    const skippers = m.r.findings.filter((f) => f.check === 'shadowed' && f.path === c.path).flatMap((f) => f.tools ?? []);
    if (skippers.length > 0)
        bits.push(`${listWords([...new Set(skippers)].map((t) => nameOf(m, t)))} skip${skippers.length === 1 ? 's' : ''} it in some sessions (see the \`shadowed\` finding)`);
    const out = [`- ${name} ${bits.length > 0 ? bits.join('; ') : 'changes what the agents load'}.`];
    for (const cut of c.newlyCut) {
        const budget = cut.budgetBytes !== null ? ` (budget ${fmtBytes(cut.budgetBytes)})` : '';
        out.push(cut.kind === 'dropped'
            ? `- **${nameOf(m, cut.tool)} now leaves out ${code(show(c.path))} whole**${budget}: none of its ${num(cut.bytes)} bytes are sent.`
            : `- **${nameOf(m, cut.tool)} now cuts ${code(show(c.path))} at byte ${num(cut.keptBytes)}** of ${num(cut.bytes)}${budget}${cut.firstLostLine !== undefined ? `: lines ${num(cut.firstLostLine)} onward are lost` : ''}.`);
    }
    return out;
}
function budgetTable(m) {
    const rows = m.r.rows.filter((t) => t.base && t.head.budgetUseMax !== null && (t.base.budgetUseMax === null || pct(t.base.budgetUseMax) !== pct(t.head.budgetUseMax)));
    if (rows.length === 0)
        return [];
    const out = ['', '| Tool | Budget | Largest use before | After |', '|---|---:|---:|---:|'];
    for (const t of rows)
        out.push(`| ${escapeCell(t.name)} | ${fmtBytes(t.head.budgetBytes ?? 0)} | ${pct(t.base?.budgetUseMax ?? null)} | ${pct(t.head.budgetUseMax)} |`);
    return out;
}
function unchangedLine(m) {
    const same = m.r.rows.filter((t) => t.changedGroups === 0 && t.status !== 'empty').map((t) => escapeText(t.name));
    const none = m.r.rows.filter((t) => t.changedGroups === 0 && t.status === 'empty').map((t) => escapeText(t.name));
    const bits = [];
    if (same.length > 0)
        bits.push(`Unchanged for ${same.length === 1 ? 'this tool' : 'these tools'}: ${same.join(', ')}.`);
    if (none.length > 0)
        bits.push(`No instruction file applies for: ${none.join(', ')}.`);
    return bits.length > 0 ? ['', bits.join(' ')] : [];
}
function changesSection(m, d, ctx) {
    const r = m.r;
    if (r.mode !== 'pull-request')
        return [];
    const out = ['', '#### What this PR changes for the agents', ''];
    if (!r.groups.some((g) => g.changed)) {
        out.push(r.targets === 0 ? 'Nothing to compare: every changed path is ignored.' : 'Nothing: every agent loads the same instructions for the changed paths as on the base branch.');
        return out;
    }
    const shown = m.files.slice(0, d.maxFiles);
    for (const c of shown)
        out.push(...fileLine(m, c));
    if (m.files.length > shown.length)
        out.push(`- … and ${num(m.files.length - shown.length)} more instruction files${ctx.kind === 'comment' ? ' (see the job summary)' : ''}.`);
    if (m.files.length === 0)
        out.push('- The same files, with a different text as sent (see the diffs).');
    out.push(...budgetTable(m), ...unchangedLine(m));
    return out;
}
// ---------------------------------------------------------------------------------------------
// Distinct text diffs, each once with the places it applies to.
function sessionText(s) {
    if (s.vantage === 'root')
        return 'at the root';
    if (s.vantage === 'local')
        return `in ${code(show(s.cwd))}`;
    return `in ${code(show(s.cwd))} (working-directories)`;
}
function placeText(m, g, withTool) {
    const sess = g.sessions.slice(0, 2).map(sessionText).join(', ') + (g.sessions.length > 2 ? ` and ${num(g.sessions.length - 2)} more` : '');
    const paths = g.targets.length === 1 ? code(show(g.targets[0])) : `${num(g.targets.length)} paths`;
    return `${withTool ? `${nameOf(m, g.tool)}, ` : ''}session ${sess}, for ${paths}`;
}
function clip(text, max) {
    if (text.length <= max)
        return { text, cut: 0 };
    let end = max;
    const nl = text.lastIndexOf('\n', max);
    if (nl > max * 0.8)
        end = nl;
    return { text: text.slice(0, end), cut: text.length - end };
}
const unifiedText = new WeakMap();
/** A text change's diff as text, once (each level measures and shows it). */
function unified(t) {
    let s = unifiedText.get(t);
    if (s === undefined)
        unifiedText.set(t, (s = (0,diff/* formatUnified */.sL)(t.groups[0].diff)));
    return s;
}
function diffBlock(m, t, d) {
    const g = t.groups[0];
    const tools = [...new Set(t.groups.map((x) => x.tool))];
    const lines = `+${num(t.added)} −${num(t.removed)} line${t.added + t.removed === 1 ? '' : 's'}${g.diff?.approximate ? ' (approximate)' : ''}`;
    const oneTool = tools.length === 1;
    const places = t.groups.slice(0, d.maxPlaces).map((x) => placeText(m, x, !oneTool));
    const more = t.groups.length > places.length ? `; and ${num(t.groups.length - places.length)} more` : '';
    const title = t.groups.length === 1
        ? `**${nameOf(m, g.tool)}**, ${places[0]}: ${lines}`
        : `**${listWords(tools.map((x) => nameOf(m, x)))}**: ${lines}, the same for ${num(t.groups.length)} sessions: ${places.join('; ')}${more}`;
    const { text, cut } = clip(unified(t), d.maxDiffChars);
    return ['', title, '', fenced(text + (cut ? `\n… ${num(cut)} more characters of diff` : ''), 'diff')];
}
function diffsSection(m, d, ctx) {
    if (m.texts.length === 0 || d.maxDiffs === 0)
        return [];
    const shown = m.texts.slice(0, d.maxDiffs);
    const body = shown.flatMap((t) => diffBlock(m, t, d));
    if (m.texts.length > shown.length)
        body.push('', `… and ${num(m.texts.length - shown.length)} more distinct changes${ctx.kind === 'comment' ? ' (see the job summary)' : ' (see the JSON report)'}.`);
    const n = m.texts.length;
    const summary = `What the agents now receive: ${num(n)} distinct text change${n === 1 ? '' : 's'} (identical ones shown once)`;
    if (ctx.kind === 'comment')
        return ['', `<details><summary>${summary}</summary>`, ...body, '', '</details>'];
    return ['', `#### ${summary}`, ...body];
}
// ---------------------------------------------------------------------------------------------
// Summary only: per-tool table and every stack, file by file.
function statusCell(t, pr) {
    const bits = [];
    if (t.errors)
        bits.push(`❌ ${t.errors} error${t.errors === 1 ? '' : 's'}`);
    if (t.warnings)
        bits.push(`⚠️ ${t.warnings} warning${t.warnings === 1 ? '' : 's'}`);
    if (t.changedGroups)
        bits.push(`📝 changed${t.groups > 1 ? ` (${t.changedGroups} of ${t.groups} sessions)` : ''}`);
    if (bits.length > 0)
        return bits.join(', ');
    if (t.status === 'empty')
        return '— no instruction files';
    return pr ? '✅ unchanged' : '✅ ok';
}
function filesText(r) {
    return r.filesMin === r.filesMax ? num(r.filesMax) : `${num(r.filesMin)}–${num(r.filesMax)}`;
}
function budgetText(r) {
    return r.budgetUseMax === null ? '—' : `${pct(r.budgetUseMax)} of ${fmtBytes(r.budgetBytes ?? 0)}`;
}
function toolTable(r) {
    const pr = r.mode === 'pull-request';
    const out = ['', '#### Per tool', '', '| Tool | Files | Bytes | Budget used | Status |', '|---|---:|---:|---:|---|'];
    for (const t of r.rows) {
        const files = arrow(t.base, t.head, filesText);
        const bytes = arrow(t.base, t.head, (x) => num(x.bytesMax));
        const budget = t.base && t.base.budgetBytes === t.head.budgetBytes && t.head.budgetUseMax !== null && t.base.budgetUseMax !== null
            ? pct(t.base.budgetUseMax) === pct(t.head.budgetUseMax)
                ? budgetText(t.head)
                : `${pct(t.base.budgetUseMax)} → ${budgetText(t.head)}`
            : arrow(t.base, t.head, budgetText);
        out.push(`| ${escapeCell(t.name)} | ${files} | ${bytes} | ${budget} | ${statusCell(t, pr)} |`);
    }
    out.push('');
    out.push(`<sub>The largest set of files per tool over ${pr ? 'the changed paths (before → after when it changed)' : 'the analysed directories'}; budget used = bytes the tool counts against its limit.</sub>`);
    return out;
}
function reasonText(l) {
    if (l.reason === 'import')
        return `imported by ${code(l.via ?? '?', true)}`;
    if (l.reason === 'conditional')
        return `on touching a match${l.via ? ` (${code(l.via, true)})` : ''}`;
    if (l.reason === 'nested')
        return 'on touching a file below';
    return 'at start';
}
function layerStatus(l) {
    if (l.omitted)
        return `left out${l.note ? `: ${escapeCell(l.note)}` : ''}`;
    if (l.truncated)
        return `cut${l.lastLineKept !== undefined ? ` after line ${num(l.lastLineKept)}` : ''}${l.note ? `: ${escapeCell(l.note)}` : ''}`;
    return 'sent';
}
function layerTable(s) {
    if (s.layers.length === 0)
        return ['No instruction files.'];
    const out = ['| # | File | When | Bytes | Sent | Status |', '|---:|---|---|---:|---:|---|'];
    s.layers.forEach((l, i) => {
        const file = l.realPath ? `${code(l.path, true)} → ${code(l.realPath, true)}` : code(l.path, true);
        out.push(`| ${i + 1} | ${file} | ${reasonText(l)} | ${num(l.bytes)} | ${num(l.keptBytes)} | ${layerStatus(l)} |`);
    });
    return out;
}
function groupTitle(g, name) {
    const sess = g.sessions.slice(0, 2).map((s) => (s.vantage === 'root' ? 'session at the root' : `session in <code>${escapeHtml(show(s.cwd))}</code>`));
    const more = g.sessions.length > 2 ? ` +${g.sessions.length - 2}` : '';
    const paths = g.targets.length === 1 ? `<code>${escapeHtml(show(g.targets[0]))}</code>` : `${num(g.targets.length)} paths`;
    const changed = g.changed ? ' · 📝 changed' : '';
    return `${escapeHtml(name)} · ${sess.join(', ')}${more} · ${paths} · ${num(g.head.files)} file${g.head.files === 1 ? '' : 's'}, ${num(g.head.bytes)} bytes${g.head.truncated ? ' · ✂️ cut' : ''}${changed}`;
}
function targetsText(ts, max) {
    const shown = ts.slice(0, max).map((t) => code(show(t)));
    return ts.length > max ? `${shown.join(', ')} and ${num(ts.length - max)} more path${ts.length - max === 1 ? '' : 's'}` : shown.join(', ');
}
function stacksSection(m, d, gauge) {
    const r = m.r;
    if (d.maxDetailGroups === 0 || r.groups.length === 0)
        return [];
    const out = ['', '#### Every session, file by file', ''];
    gauge?.add(out);
    const groups = r.groups.slice(0, d.maxDetailGroups);
    // Identical effective texts are printed once; later sessions point back to the first.
    const firstText = new Map();
    for (const g of groups) {
        // Each session's block counted as it is made (the effective texts make this section the largest).
        const start = out.length;
        const title = groupTitle(g, m.names.get(g.tool) ?? g.tool);
        out.push(`<details><summary>${title}</summary>`, '');
        if (g.targets.length > 1)
            out.push(`Paths: ${targetsText(g.targets, 20)}`, '');
        if (g.sessions.length > 2)
            out.push(`Sessions: ${g.sessions.slice(0, 20).map(sessionText).join(', ')}${g.sessions.length > 20 ? ` and ${num(g.sessions.length - 20)} more` : ''}`, '');
        out.push(...layerTable(g.head), '');
        const budget = g.head.budgetBytes !== null ? `budget ${fmtBytes(g.head.budgetBytes)} (${escapeText(g.head.budgetCounts ?? 'bytes')}), ${pct(g.head.budgetUse)} used` : 'no budget';
        out.push(`${num(g.head.bytes)} bytes, ${num(g.head.lines)} lines sent; ${budget}.`, '');
        if (g.head.settings.length > 0)
            out.push(`Settings applied: ${g.head.settings.map((s) => code(s)).join(', ')}`, '');
        if (g.head.assumes.length > 0)
            out.push(`Assumes: ${g.head.assumes.map((s) => escapeText(s)).join('; ')}.`, '');
        const showText = d.texts === 'all' || (d.texts === 'changed' && g.changed);
        // read once: an analysis side renders its text on each read
        const headText = showText ? g.head.text : '';
        if (headText !== '') {
            const seen = firstText.get(headText);
            if (seen !== undefined)
                out.push(`Effective text: the same as ${seen}.`, '');
            else {
                firstText.set(headText, `${escapeText(m.names.get(g.tool) ?? g.tool)} (${g.sessions.slice(0, 1).map(sessionText).join('')}) above`);
                const { text, cut } = clip(headText, d.maxTextChars);
                out.push('Effective text, as the tool sends it:', '', fenced(text + (cut ? `\n… ${num(cut)} more characters (full text in the JSON report)` : ''), 'markdown'), '');
            }
        }
        out.push('</details>', '');
        if (gauge && !gauge.add(out.slice(start)))
            return out;
    }
    const end = out.length;
    if (r.groups.length > groups.length)
        out.push(`… and ${num(r.groups.length - groups.length)} more sessions (see the JSON report).`, '');
    gauge?.add(out.slice(end));
    return out;
}
// ---------------------------------------------------------------------------------------------
function contextLine(r) {
    const src = r.source === 'git' ? 'git objects' : 'the GitHub API';
    if (r.mode === 'pull-request' && r.changed) {
        const c = r.changed;
        const parts = [`${num(c.total)} changed path${c.total === 1 ? '' : 's'}${c.capped ? ` (GitHub's list stops at ${num(c.total)}${c.reportedTotal ? ` of ${num(c.reportedTotal)}` : ''})` : ''}`];
        if (c.ignored > 0)
            parts.push(`${num(c.ignored)} ignored`);
        const pr = r.pullRequest;
        const base = pr ? (pr.mergeBase ?? pr.baseSha) : undefined;
        if (pr && base)
            parts.push(`${pr.mergeBase ? 'merge base' : 'base'} ${code(base.slice(0, 7))} → head ${code(pr.headSha.slice(0, 7))}`);
        parts.push(`trees read from ${src}`);
        return parts.join(' · ');
    }
    return `whole tree at ${code(r.commit.slice(0, 7))}: ${num(r.targets)} director${r.targets === 1 ? 'y' : 'ies'} with instruction files · trees read from ${src}`;
}
function notesSection(r, ctx) {
    if (r.notes.length === 0 || ctx.kind !== 'summary')
        return [];
    return ['', '#### About this run', '', ...r.notes.map((n) => `- ${escapeText(n)}`)];
}
function footer(m, trimmed, ctx) {
    const r = m.r;
    const out = [''];
    if (trimmed.length > 0) {
        const where = ctx.kind === 'comment' ? (ctx.summaryUrl ? `the [job summary](${ctx.summaryUrl})` : 'the job summary') : 'the JSON report (output `report-path`)';
        const why = ctx.kind === 'comment' ? 'Kept to one screen' : 'Kept under 256 KB';
        out.push(`> [!NOTE]\n> ${why}; left out here: ${trimmed.join(', ')}. Full detail in ${where}.`, '');
    }
    const link = ctx.kind === 'comment' && ctx.summaryUrl ? ` · [full report: every session, file by file](${ctx.summaryUrl})` : '';
    out.push(`<sub>${contextLine(r)} · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}${link}</sub>`);
    if (ctx.kind === 'summary') {
        const verified = r.rows
            .filter((t) => t.verified)
            .map((t) => `${escapeText(t.name)} ${escapeText(t.verified)}`)
            .join(' · ');
        if (verified)
            out.push('', `<sub>Profiles verified: ${verified} ([how, per tool](${sarif/* TOOL_DOCS_URL */.di}))</sub>`);
    }
    return out;
}
/** The body at a level; undefined as soon as `gauge` shows it cannot fit (then it is not finished). */
function render(m, d, trimmed, ctx, gauge) {
    // Sections in order; the stacks section (the largest: effective texts) counts its own parts as it goes.
    const whole = (f) => (g) => {
        const part = f();
        g?.add(part);
        return part;
    };
    const sections = ctx.kind === 'comment'
        ? [() => header(m, ctx), () => failingSection(m, d), () => changesSection(m, d, ctx), () => otherSection(m, d, ctx), () => diffsSection(m, d, ctx), () => footer(m, trimmed, ctx)].map(whole)
        : [
            whole(() => header(m, ctx)),
            whole(() => failingSection(m, d)),
            whole(() => changesSection(m, d, ctx)),
            whole(() => otherSection(m, d, ctx)),
            whole(() => diffsSection(m, d, ctx)),
            whole(() => (m.r.mode === 'tree' || m.r.groups.length > 0 ? toolTable(m.r) : [])),
            (g) => stacksSection(m, d, g),
            whole(() => notesSection(m.r, ctx)),
            whole(() => footer(m, trimmed, ctx)),
        ];
    const lines = [];
    for (const section of sections) {
        const part = section(gauge);
        if (gauge?.over)
            return undefined;
        for (const l of part)
            lines.push(l);
    }
    return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
function minimal(m, ctx) {
    const r = m.r;
    const lines = [
        ...header(m, ctx),
        '',
        `${num(r.findings.length)} finding${r.findings.length === 1 ? '' : 's'}; ${num(m.files.length)} instruction file${m.files.length === 1 ? '' : 's'} change what the agents load.`,
        ...footer(m, ['every detail'], ctx),
    ];
    return lines.join('\n') + '\n';
}
/** A short comment body for when nothing relevant is left in the PR (the sticky comment says so). */
function renderNothingComment(r, opts = {}) {
    let why;
    if (r.mode === 'pull-request' && r.changed && r.changed.total > 0 && r.targets === 0)
        why = 'Every changed path is ignored by the configuration.';
    else if (!r.groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0))
        why = 'No instruction file applies to the changed paths, and no problems were found.';
    else
        why = 'This PR does not change what any agent loads for the changed paths, and no problems were found.';
    return [
        opts.marker ?? marker_COMMENT_MARKER,
        '### ✅ Instruction stack: nothing to report',
        '',
        why,
        '',
        `<sub>instruction-stack · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}</sub>`,
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(9851);
;// CONCATENATED MODULE: ./src/cli/pr.ts
// `instruction-stack pr <owner>/<repo>#<number> [--comment] [--json]`: the action's analysis from
// any CI or a laptop, through the REST API (GITHUB_TOKEN or GH_TOKEN in the environment).
















const defaultIo = {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    env: process.env,
};
async function prCommand(argv, io = defaultIo) {
    let parsed;
    try {
        parsed = (0,args/* parseCommand */.RM)(pr_command/* PR_COMMAND */.Z, argv);
    }
    catch (e) {
        io.err(`instruction-stack pr: ${errorMessage(e)}\n${(0,args/* usageLine */.U0)(pr_command/* PR_COMMAND */.Z)}\n`);
        return 2;
    }
    if (parsed.help) {
        io.out((0,args/* helpText */.BK)(pr_command/* PR_COMMAND */.Z));
        return 0;
    }
    const { values, positionals } = parsed;
    const ref = positionals.length === 1 ? parsePullRef(positionals[0]) : undefined;
    if (!ref) {
        io.err(`instruction-stack pr: expected one pull request as <owner>/<repo>#<number>\n${(0,args/* usageLine */.U0)(pr_command/* PR_COMMAND */.Z)}\n`);
        return 2;
    }
    const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN || '';
    if (!token)
        io.err('instruction-stack pr: no GITHUB_TOKEN or GH_TOKEN in the environment; anonymous requests are rate-limited to 60 an hour\n');
    if (values.comment && !token) {
        io.err('instruction-stack pr: --comment needs a token (GITHUB_TOKEN or GH_TOKEN)\n');
        return 2;
    }
    const log = {
        debug: (m) => {
            if (io.env.INSTRUCTION_STACK_DEBUG)
                io.err(`debug: ${m}\n`);
        },
        info: (m) => io.err(`${m}\n`),
        warning: (m) => io.err(`warning: ${m}\n`),
    };
    let timeout;
    try {
        timeout = (0,options/* parseTimeoutOption */.kQ)(values.timeout);
    }
    catch (e) {
        io.err(`instruction-stack pr: ${errorMessage(e)}\n`);
        return 2;
    }
    // undici (for a proxy) in the CLI's one bundle file, evaluated only when a proxy is used.
    const gh = createGitHub({ token, baseUrl: apiBaseUrl(io.env), log, undici: () => Promise.resolve(/* import() eager */).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)) });
    const { owner, repo, number } = ref;
    let pull;
    try {
        pull = (await gh.rest.pulls.get({ owner, repo, pull_number: number })).data;
    }
    catch (e) {
        const s = httpStatus(e);
        io.err(`instruction-stack pr: cannot read ${owner}/${repo}#${number}: ${s === 404 ? 'not found (or the token cannot see it)' : errorMessage(e)}\n`);
        return 2;
    }
    const baseSha = pull.base.sha;
    const headSha = pull.head.sha;
    const headRepo = pull.head.repo?.full_name ?? null;
    const fromFork = headRepo === null || headRepo.toLowerCase() !== `${owner}/${repo}`.toLowerCase();
    let report;
    try {
        let mergeBase;
        try {
            const cmp = await gh.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${baseSha}...${headSha}`, per_page: 1 });
            mergeBase = cmp.data.merge_base_commit?.sha;
        }
        catch {
            mergeBase = undefined;
        }
        (0,deadline/* startDeadline */.db)(timeout);
        const store = newBlobStore(gh, owner, repo);
        const absRoot = `/workspace/${repo}`;
        const changed = await apiChangedPaths(gh, { owner, repo, number, changedFiles: pull.changed_files });
        report = await runPullRequest({
            repository: `${owner}/${repo}`,
            event: 'cli',
            configPath: values.config,
            overrides: { tools: values.tool, failOn: values['fail-on'] },
            runChecks: checks/* runChecks */.JT,
            knownChecks: checks/* CHECK_IDS */.Sh,
            onPhase: (0,progress/* cliProgress */.o)().phase,
            notes: ['Trees, blobs and changed paths were read through the GitHub API (instruction-stack pr).'],
            pr: { number, url: pull.html_url, title: pull.title, baseSha, headSha, fromFork },
            head: new ApiTreeSource(gh, owner, repo, headSha, store, { absRoot }),
            base: new ApiTreeSource(gh, owner, repo, mergeBase ?? baseSha, store, { absRoot }),
            mergeBase,
            changed,
        });
    }
    catch (e) {
        if (e instanceof deadline/* DeadlineError */.j3) {
            // Fails closed, as the action does: what was not analysed could fail the PR.
            const left = e.partial ? e.partial.unfinished.join('; ') : 'the stacks; every check';
            io.err(`instruction-stack pr: ${e.message}; not finished: ${left}. What was not checked could fail it, so this run cannot pass (raise --timeout, or narrow it with --tool)\n`);
            if (e.partial && e.partial.findings.length > 0)
                io.err(`Finished before the deadline:\n${(0,findings_text/* findingsText */._g)(e.partial.findings)}`);
            return 1;
        }
        if (e instanceof src_config/* ConfigError */.xL) {
            io.err(`instruction-stack pr: invalid configuration\n${e.problems.map(src_config/* formatProblem */.Vw).join('\n')}\n`);
            return 2;
        }
        io.err(`instruction-stack pr: ${errorMessage(e)}\n`);
        return 2;
    }
    finally {
        (0,deadline/* clearDeadline */.k6)();
    }
    if (values.comment) {
        const mode = report.config.comment;
        const worth = mode === 'changes' ? report.findings.length > 0 || report.groups.some((g) => g.changed) : report.relevant;
        const body = worth ? renderComment(report).body : renderNothingComment(report);
        const r = await upsertStickyComment(gh, { owner, repo, number }, body, { createIfMissing: worth });
        if (r.ok)
            io.err(r.action === 'skipped' ? `no comment: ${r.reason}\n` : `comment ${r.action}${r.url ? `: ${r.url}` : ''}\n`);
        else {
            io.err(`warning: the PR comment was not posted: ${r.message}\n`);
            report.problems.push(`The PR comment was not posted: ${r.message}`);
        }
    }
    if (values.format === 'json')
        for (const chunk of (0,json/* batched */.QE)((0,json/* reportJson */.l4)(report)))
            io.out(chunk);
    else
        io.out(renderSummary(report).body);
    return report.failed ? 1 : 0;
}


/***/ })

};
