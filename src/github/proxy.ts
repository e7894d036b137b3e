// Requests to the GitHub API through the proxy the environment names, as self-hosted runners
// behind a corporate proxy expect: HTTPS_PROXY / HTTP_PROXY (lower case too), minus NO_PROXY
// hosts and loopback addresses. @actions/http-client decides (the same rules as the runner's own
// tools), undici's ProxyAgent carries the requests.
//
// The decision comes from http-client's proxy module alone, and undici is loaded on the first
// request through a proxy: it is the largest module of the bundle (0.9 MB), and a runner without a
// proxy never needs it.
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import type { RequestInit as UndiciRequestInit } from 'undici';

/** A `fetch` for Octokit that goes through the proxy for `baseUrl`, or undefined when none applies. */
export function proxyFetch(baseUrl: string): typeof fetch | undefined {
  // As @actions/http-client's own getProxyUrl(serverUrl), without loading its HTTP client.
  const proxy = getProxyUrl(new URL(baseUrl))?.href;
  if (!proxy) return undefined;
  let via: Promise<typeof fetch> | undefined;
  const load = async (): Promise<typeof fetch> => {
    // In the same bundle file as this module ("eager"), evaluated only here.
    const undici = await import(/* webpackMode: "eager" */ 'undici');
    const dispatcher = new undici.ProxyAgent(proxy);
    return ((input: string | URL | Request, init?: RequestInit): Promise<Response> =>
      undici.fetch(input as string | URL, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>) as typeof fetch;
  };
  const f = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => (await (via ??= load()))(input, init);
  return f as typeof fetch;
}
