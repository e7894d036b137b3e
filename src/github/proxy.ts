// Requests to the GitHub API through the proxy the environment names, as self-hosted runners
// behind a corporate proxy expect: HTTPS_PROXY / HTTP_PROXY (lower case too), minus NO_PROXY
// hosts and loopback addresses. @actions/http-client decides (the same rules as the runner's own
// tools), undici's ProxyAgent carries the requests.
import { getProxyUrl } from '@actions/http-client';
import { fetch as undiciFetch, ProxyAgent, type RequestInit as UndiciRequestInit } from 'undici';

/** A `fetch` for Octokit that goes through the proxy for `baseUrl`, or undefined when none applies. */
export function proxyFetch(baseUrl: string): typeof fetch | undefined {
  const proxy = getProxyUrl(baseUrl);
  if (!proxy) return undefined;
  const dispatcher = new ProxyAgent(proxy);
  const f = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    undiciFetch(input as string | URL, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>;
  return f as typeof fetch;
}
