export const id = 326;
export const ids = [326];
export const modules = {

/***/ 1777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionGitHub: () => (/* binding */ actionGitHub)
});

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

// EXTERNAL MODULE: ./src/github/bounded-fetch.ts
var bounded_fetch = __webpack_require__(3879);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
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
        request: { fetch: (0,bounded_fetch/* boundedFetch */.A)({ ...bounded_fetch/* DEFAULT_FETCH_LIMITS */.cU, ...envLimits(), ...opts.limits }, opts.fetch ?? viaProxy ?? opts.directFetch) },
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

;// CONCATENATED MODULE: ./src/github/http-fetch.ts
// The action's `fetch` for direct requests to GitHub (no proxy: src/github/proxy.ts): node-fetch,
// over Node's own http/https.
//
// Why not Node's global fetch or the bundled undici: both parse responses with llhttp compiled to
// WebAssembly, and V8 optimises that parser on a background thread after the first response; the
// process waits for that compilation before it exits. On the action's cold start (two requests)
// that was ~130 ms of wall time and ~28 MB of peak RSS (Node 20: gone with --liftoff-only, gone
// with node-fetch). node:http's parser is native. node-fetch's own Response class answers, so
// bounded-fetch's rebuilt responses never load Node's fetch either.
/** `fetch` of node-fetch, evaluated on the first request (in the bundle file of this module). */
function nodeHttpFetch() {
    let loaded;
    const f = async (input, init) => {
        const impl = await (loaded ??= Promise.resolve(/* import() eager */).then(__webpack_require__.bind(__webpack_require__, 816)).then((m) => m.default));
        try {
            return await impl(input, init);
        }
        catch (e) {
            throw asFetchFailure(e);
        }
    };
    return f;
}
/**
 * A network failure as the standard fetch reports it: TypeError "fetch failed" whose cause says
 * what failed (bounded-fetch shows the cause: "connect ECONNREFUSED 127.0.0.1:443"). node-fetch
 * puts it after "reason: " in a message that also holds the whole URL. Other errors (an abort) pass.
 */
function asFetchFailure(e) {
    if (!(e instanceof Error) || e.name !== 'FetchError' || e.type !== 'system')
        return e;
    const at = e.message.indexOf('reason: ');
    return new TypeError('fetch failed', { cause: new Error(at < 0 ? e.message : e.message.slice(at + 'reason: '.length)) });
}

;// CONCATENATED MODULE: ./src/action/github-client.ts
// The action's GitHub client, one way for both its threads (the main thread in API mode, the
// comment's thread): node-fetch for direct requests (src/github/http-fetch.ts), undici from a file
// of its own behind a proxy. Imported on demand, so this module and the client are a file of their
// own (dist/NNN.index.js), read by a thread only when it first makes a request.


function actionGitHub(token, log) {
    return createGitHub({ token, log, directFetch: nodeHttpFetch(), undici: () => __webpack_require__.e(/* import() | undici */ 215).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)) });
}


/***/ }),

/***/ 4434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
// Stands in, in the bundles only (tsconfig.json `paths`, which ncc applies), for
// `web-streams-polyfill/dist/ponyfill.es2018.js`: fetch-blob (under node-fetch, src/github/http-fetch.ts)
// requires it only when the runtime has no global ReadableStream and no `node:stream/web`, which
// every Node this action runs on (20, 24) has. The polyfill was 212 KB of the comment's bundle
// file, compiled on every comment and never run. Anything that does reach this fails loudly.
throw new Error('instruction-stack: this Node has no ReadableStream (node:stream/web); run the action on Node 20 or later');



/***/ }),

/***/ 3879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ boundedFetch),
/* harmony export */   cU: () => (/* binding */ DEFAULT_FETCH_LIMITS),
/* harmony export */   ns: () => (/* binding */ requestCost)
/* harmony export */ });
/* unused harmony export BudgetSpentError */
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


/***/ }),

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MARKER: () => (/* reexport safe */ _output_marker_js__WEBPACK_IMPORTED_MODULE_1__.J),
/* harmony export */   GITHUB_ACTIONS_LOGIN: () => (/* binding */ GITHUB_ACTIONS_LOGIN),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   findStickyComment: () => (/* binding */ findStickyComment),
/* harmony export */   knownLogin: () => (/* binding */ knownLogin),
/* harmony export */   lookUpStickyComment: () => (/* binding */ lookUpStickyComment),
/* harmony export */   tokenLogin: () => (/* binding */ tokenLogin),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment),
/* harmony export */   validCommentId: () => (/* binding */ validCommentId)
/* harmony export */ });
/* harmony import */ var _output_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
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
        return _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J;
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
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e);
        // 403 "Resource not accessible by integration": an installation token (GITHUB_TOKEN).
        if (status === 403)
            return { login: GITHUB_ACTIONS_LOGIN, source: 'assumed' };
        return undefined;
    }
}
/** Finds our comment: the marker at the start of the body, written by `login` (the oldest one if a past bug left several). */
async function findStickyComment(gh, t, marker = _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J, login, signal) {
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
async function lookUpStickyComment(gh, t, marker = _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J, login, signal) {
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
    const marker = opts.marker ?? _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J;
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
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(found.error), step: 'list', message: describeFailure('list the comments of', t, found.error) };
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
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e), step: 'create', message: describeFailure('comment on', t, e) };
    }
}
async function updateComment(gh, t, id, body) {
    try {
        const r = await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        return { ok: true, action: 'updated', id: r.data.id, url: r.data.html_url };
    }
    catch (e) {
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e), step: 'update', message: describeFailure('update the comment on', t, e) };
    }
}
function describeFailure(what, t, e) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e);
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
    return ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e).split('\n')[0] ?? '').slice(0, 300);
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   tX: () => (/* binding */ rateLimitOf)
/* harmony export */ });
/* harmony import */ var _bounded_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3879);
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
    const cost = (0,_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .requestCost */ .ns)(req.method, req.url);
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


/***/ }),

/***/ 39:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ COMMENT_MARKER)
/* harmony export */ });
// The hidden marker that finds our sticky PR comment again. Output writes it; the GitHub edge looks for it.
const COMMENT_MARKER = '<!-- instruction-stack:comment -->';


/***/ })

};
