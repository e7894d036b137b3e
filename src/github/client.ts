// One Octokit for the action and the CLI: REST, bounded retries on 5xx/429 and rate limits,
// base URL from GITHUB_API_URL (GitHub Enterprise Server, or the test server), through the
// environment's proxy (src/github/proxy.ts).
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { proxyFetch, type UndiciLoader } from './proxy.js';
import { boundedFetch, DEFAULT_FETCH_LIMITS, type FetchLimits } from './bounded-fetch.js';

// What failed and why, for a person: kept apart (./errors.ts) so reading an error needs no HTTP client.
export { errorMessage, httpStatus, rateLimitOf } from './errors.js';

export const GitHubOctokit = Octokit.plugin(retry, throttling);
export type GitHub = InstanceType<typeof GitHubOctokit>;

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export const consoleLogger: Logger = {
  debug: (m) => {
    if (process.env.INSTRUCTION_STACK_DEBUG) process.stderr.write(`debug: ${m}\n`);
  },
  info: (m) => process.stderr.write(`${m}\n`),
  warning: (m) => process.stderr.write(`warning: ${m}\n`),
};

export interface ClientOptions {
  token?: string;
  /** Defaults to GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  log?: Logger;
  /** Base of the retry back-off in ms (default 1000; env INSTRUCTION_STACK_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** Retries of one request after a 5xx/429 (default 3). */
  retries?: number;
  /** Longest wait accepted for a primary rate limit before giving up, seconds (default 60). */
  maxRateLimitWaitSeconds?: number;
  /** Per-attempt timeout and the run's budget for failed attempts (env INSTRUCTION_STACK_REQUEST_TIMEOUT_MS, INSTRUCTION_STACK_FAILURE_BUDGET_MS). */
  limits?: Partial<FetchLimits>;
  /** The fetch underneath (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** The fetch for requests that go direct, not through a proxy (default: the global one). */
  directFetch?: typeof globalThis.fetch;
  /** Where undici comes from, for requests through HTTPS_PROXY (each bundle chooses: src/github/proxy.ts). */
  undici: UndiciLoader;
}

function envLimits(): Partial<FetchLimits> {
  const t = Number(process.env.INSTRUCTION_STACK_REQUEST_TIMEOUT_MS);
  const b = Number(process.env.INSTRUCTION_STACK_FAILURE_BUDGET_MS);
  return {
    ...(Number.isFinite(t) && t > 0 ? { requestTimeoutMs: t } : {}),
    ...(Number.isFinite(b) && b > 0 ? { failureBudgetMs: b } : {}),
  };
}

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const u = (env.GITHUB_API_URL ?? '').trim();
  return (u === '' ? 'https://api.github.com' : u).replace(/\/+$/, '');
}

export function createGitHub(opts: ClientOptions): GitHub {
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
      debug: (m: string) => log.debug(m),
      info: (m: string) => log.debug(m),
      warn: (m: string) => log.debug(m),
      error: (m: string) => log.debug(m),
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
