// Our own limits on talking to GitHub, under Octokit's retries: every attempt has a timeout (a server
// that accepts the connection and never answers cost 300 s per try before), the run has a total
// budget for failed attempts (after which requests fail at once instead of retrying on), and each
// request's cost (attempts, seconds) is remembered so a failure can say what it cost.

export interface FetchLimits {
  /** Longest wait for one attempt's response headers and body, ms. */
  requestTimeoutMs: number;
  /** Total time failed attempts may take over the run, ms; past it, requests fail without trying. */
  failureBudgetMs: number;
  /** Most failed attempts over the run. */
  maxFailures: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  requestTimeoutMs: 30_000,
  failureBudgetMs: 120_000,
  maxFailures: 40,
};

export interface RequestCost {
  attempts: number;
  ms: number;
  /** The last failure of a transport kind (timeout, refused), when there was one. */
  lastError?: string;
}

/** Cost per `METHOD url`, for the messages of failures (bounded: cleared past 10,000 requests). */
const costs = new Map<string, RequestCost>();

export function requestCost(method: string, url: string): RequestCost | undefined {
  return costs.get(`${method.toUpperCase()} ${url}`);
}

export class BudgetSpentError extends Error {
  // Named AbortError so Octokit passes it through without retrying.
  override name = 'AbortError';
  status = 500;
}

type Fetch = typeof globalThis.fetch;

/** `fetch` with the limits applied (wraps `inner`, so a proxy-aware fetch can sit underneath). */
export function boundedFetch(limits: FetchLimits, inner: Fetch = globalThis.fetch): Fetch {
  let failedMs = 0;
  let failures = 0;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url}`;
    if (costs.size > 10_000) costs.clear();
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
    const spent = (): void => {
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
      if (res.status >= 500 || res.status === 429 || res.status === 403) spent();
      // A response of the fetch that answered (the bundled undici's, for the action): the global
      // Response class would load Node's own copy of undici (~70 ms of a cold start) just for this.
      const Reply = (typeof res.constructor === 'function' ? res.constructor : Response) as typeof Response;
      return new Reply(res.status === 204 || res.status === 205 || res.status === 304 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (e) {
      // The caller stopped it (its own signal): no failure of GitHub's, nothing to retry (Octokit
      // passes an AbortError through).
      if (init?.signal?.aborted) throw e;
      spent();
      cost.lastError = timeout.aborted ? `no answer within ${limits.requestTimeoutMs / 1000} s` : e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      // A plain error (not AbortError): Octokit wraps it as a 500 and retries within the budget.
      throw new Error(cost.lastError, { cause: e });
    }
  };
}
