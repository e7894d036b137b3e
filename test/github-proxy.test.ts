// The GitHub client goes through HTTPS_PROXY / HTTP_PROXY (self-hosted runners), and not for NO_PROXY hosts.
// The loopback proxy maps the made-up API host to a local fake: a request that arrives proves it
// went through the proxy (the name resolves nowhere else).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHub } from '../src/github/client.js';
import { startConnectProxy, type ConnectProxy } from './connect-proxy.js';

const quiet = { debug: () => {}, info: () => {}, warning: () => {} };
const undici = () => import('undici');
const API_HOST = 'api.github.invalid';
let api: Server;
let proxy: ConnectProxy;
let apiPort = 0;
let proxyUrl = '';
const saved = { ...process.env };

function listen(s: Server): Promise<number> {
  return new Promise((res) => s.listen(0, '127.0.0.1', () => res((s.address() as AddressInfo).port)));
}

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ full_name: 'acme/widgets', path: req.url }));
  });
  apiPort = await listen(api);
  proxy = await startConnectProxy(API_HOST, () => apiPort);
  proxyUrl = proxy.url;
});

afterEach(() => {
  for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NO_PROXY', 'no_proxy']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  proxy.tunnels.length = 0;
});

afterAll(async () => {
  await new Promise((r) => api.close(r));
  await proxy.close();
});

describe('the GitHub client behind a proxy', () => {
  it('sends its requests through HTTP(S)_PROXY', async () => {
    process.env.HTTP_PROXY = proxyUrl;
    process.env.HTTPS_PROXY = proxyUrl;
    delete process.env.NO_PROXY;
    delete process.env.no_proxy;
    const gh = createGitHub({ token: 't', baseUrl: `http://${API_HOST}`, log: quiet, retries: 0, undici });
    const r = await gh.rest.repos.get({ owner: 'acme', repo: 'widgets' });
    expect(r.data.full_name).toBe('acme/widgets');
    expect(proxy.tunnels).toEqual([`${API_HOST}:80`]);
  });

  it('goes direct for a NO_PROXY host', async () => {
    process.env.HTTP_PROXY = proxyUrl;
    process.env.NO_PROXY = API_HOST;
    const gh = createGitHub({ token: 't', baseUrl: `http://${API_HOST}`, log: quiet, retries: 0, undici });
    await expect(gh.rest.repos.get({ owner: 'acme', repo: 'widgets' })).rejects.toThrow();
    expect(proxy.tunnels).toEqual([]);
  });
});
