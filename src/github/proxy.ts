// Requests to the GitHub API through the proxy the environment names, as self-hosted runners
// behind a corporate proxy expect: HTTPS_PROXY / HTTP_PROXY (lower case too), minus NO_PROXY
// hosts and loopback addresses. @actions/http-client decides (the same rules as the runner's own
// tools), undici's ProxyAgent carries the requests.
//
// The decision comes from http-client's proxy module alone, and undici is loaded on the first
// request through a proxy: it is the largest module of the bundles (0.9 MB), and a runner without a
// proxy never needs it. Where it comes from is the caller's (`UndiciLoader`): the CLI keeps it in
// its one file, the action reads it from a file of its own only then.
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import type { RequestInit as UndiciRequestInit } from 'undici';

/** Loads undici: `() => import('undici')`, with the bundle's choice of where it lives. */
export type UndiciLoader = () => Promise<Pick<typeof import('undici'), 'ProxyAgent' | 'fetch'>>;

/** A `fetch` for Octokit that goes through the proxy for `baseUrl`, or undefined when none applies. */
export function proxyFetch(baseUrl: string, loadUndici: UndiciLoader): typeof fetch | undefined {
  // As @actions/http-client's own getProxyUrl(serverUrl), without loading its HTTP client.
  const proxy = getProxyUrl(new URL(baseUrl))?.href;
  if (!proxy) return undefined;
  let via: Promise<typeof fetch> | undefined;
  const load = async (): Promise<typeof fetch> => {
    const undici = await loadUndici();
    const dispatcher = new undici.ProxyAgent(proxy);
    return ((input: string | URL | Request, init?: RequestInit): Promise<Response> =>
      undici.fetch(input as string | URL, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>) as typeof fetch;
  };
  const f = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => (await (via ??= load()))(input, init);
  return f as typeof fetch;
}
