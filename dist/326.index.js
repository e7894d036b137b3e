export const id = 326;
export const ids = [326];
export const modules = {

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

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubOctokit: () => (/* binding */ GitHubOctokit),
  apiBaseUrl: () => (/* binding */ apiBaseUrl),
  consoleLogger: () => (/* binding */ consoleLogger),
  createGitHub: () => (/* binding */ createGitHub),
  errorMessage: () => (/* reexport */ errors/* errorMessage */.gJ),
  httpStatus: () => (/* reexport */ errors/* httpStatus */.nG),
  rateLimitOf: () => (/* reexport */ errors/* rateLimitOf */.tX)
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


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   asFetchFailure: () => (/* binding */ asFetchFailure),
/* harmony export */   nodeHttpFetch: () => (/* binding */ nodeHttpFetch)
/* harmony export */ });
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


/***/ })

};
