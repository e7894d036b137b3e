// What a failed GitHub request was, for a person: its HTTP status, route, cost and what GitHub said
// about waiting. Apart from ./client.ts so that code which only reads errors (the action's failure
// report, the API view) does not load Octokit and its HTTP stack.
import { requestCost } from './bounded-fetch.js';

/** HTTP status of an Octokit error, if it has one. */
export function httpStatus(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const s = (err as { status: unknown }).status;
    if (typeof s === 'number') return s;
  }
  return undefined;
}

/**
 * What failed, for a person: the request (method and route), its HTTP status, what it cost
 * (attempts, seconds), and GitHub's message. Other errors give their message.
 */
export function errorMessage(err: unknown): string {
  const req = requestOf(err);
  const msg = err instanceof Error ? err.message : String(err);
  if (!req) return msg;
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

function requestOf(err: unknown): { method: string; url: string } | undefined {
  if (typeof err !== 'object' || err === null || !('request' in err)) return undefined;
  const r = (err as { request: unknown }).request;
  if (typeof r !== 'object' || r === null) return undefined;
  const { method, url } = r as { method?: unknown; url?: unknown };
  return typeof method === 'string' && typeof url === 'string' ? { method, url } : undefined;
}

/** The path of a request URL, without the host and query. */
function routeOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/**
 * What GitHub said about waiting, from a failed response's headers: `Retry-After` (secondary limits,
 * 429), or a primary limit used up (`x-ratelimit-remaining: 0`) with the time it resets.
 */
export function rateLimitOf(err: unknown): string | undefined {
  const headers = responseHeaders(err);
  if (!headers) return undefined;
  const after = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(after)) return `GitHub asks to retry after ${after} s`;
  const reset = Number(headers['x-ratelimit-reset']);
  if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
    return `rate limit used up until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`;
  }
  return undefined;
}

function responseHeaders(err: unknown): Record<string, unknown> | undefined {
  if (typeof err !== 'object' || err === null || !('response' in err)) return undefined;
  const r = (err as { response: unknown }).response;
  if (typeof r !== 'object' || r === null || !('headers' in r)) return undefined;
  const h = (r as { headers: unknown }).headers;
  return typeof h === 'object' && h !== null ? (h as Record<string, unknown>) : undefined;
}
