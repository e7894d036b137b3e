// The action's direct requests go through node-fetch (src/github/http-fetch.ts) under Octokit and
// our limits: responses parsed, bodies sent, and failures worded as with the standard fetch.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHub } from '../src/github/client.js';
import { nodeHttpFetch } from '../src/github/http-fetch.js';

const quiet = { debug: () => {}, info: () => {}, warning: () => {} };
const undici = () => import('undici');
let api: Server;
let base = '';
const seen: { method?: string; url?: string; body: string; auth?: string }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
      if (req.url?.startsWith('/hang')) return; // never answers
      res.setHeader('content-type', 'application/json');
      res.setHeader('link', '');
      if (req.method === 'POST') res.statusCode = 201;
      res.end(JSON.stringify(req.method === 'POST' ? { id: 7, html_url: 'https://github.example/c/7', body: JSON.parse(body).body } : { full_name: 'acme/widgets' }));
    });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((r) => api.close(r));
});

describe('node-fetch under the GitHub client', () => {
  it('reads JSON answers and sends bodies, with the token', async () => {
    const gh = createGitHub({ token: 'ghs_t', baseUrl: base, log: quiet, retries: 0, undici, directFetch: nodeHttpFetch() });
    expect((await gh.rest.repos.get({ owner: 'acme', repo: 'widgets' })).data.full_name).toBe('acme/widgets');
    const c = await gh.rest.issues.createComment({ owner: 'acme', repo: 'widgets', issue_number: 1, body: 'héllo `x`' });
    expect(c.status).toBe(201);
    expect(c.data).toMatchObject({ id: 7, body: 'héllo `x`' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/repos/acme/widgets/issues/1/comments', auth: 'token ghs_t' });
  });

  it('names a refused connection as the standard fetch does (the cause, not the URL)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const gh = createGitHub({ baseUrl: `http://127.0.0.1:${port}`, log: quiet, retries: 0, undici, directFetch: nodeHttpFetch() });
    await expect(gh.rest.repos.get({ owner: 'acme', repo: 'widgets' })).rejects.toThrow(new RegExp(`^connect ECONNREFUSED 127\\.0\\.0\\.1:${port}$`));
  });

  it('gives up on a server that never answers after our timeout', async () => {
    const gh = createGitHub({ baseUrl: `${base}/hang`, log: quiet, retries: 0, undici, limits: { requestTimeoutMs: 200 }, directFetch: nodeHttpFetch() });
    const t0 = Date.now();
    await expect(gh.rest.repos.get({ owner: 'acme', repo: 'widgets' })).rejects.toThrow(/no answer within 0\.2 s/);
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});
