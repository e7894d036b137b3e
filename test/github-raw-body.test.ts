// The tree and blob answers are parsed by our code, not the GitHub client's (src/repo/github.ts
// RAW_BODY): a tree lists what git lists, a blob has its exact bytes (whatever their encoding), and
// an answer that is not a tree listing or a blob is an error naming it, over both fetches the
// action and the CLI use.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHub, type GitHub } from '../src/github/client.js';
import { nodeHttpFetch } from '../src/github/http-fetch.js';
import { BlobStore, fetchTree } from '../src/repo/github.js';
import { FakeGitHub, gitIn } from './github-server.js';

const quiet = { debug: () => {}, info: () => {}, warning: () => {} };
const undici = () => import('undici');
const gh = new FakeGitHub();
const dir = mkdtempSync(join(tmpdir(), 'is-raw-body-'));
const BYTES = Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x00, 0xc3, 0xa9, 0x0a]); // '# ', invalid UTF-8, NUL, 'é', newline
let head = '';

beforeAll(async () => {
  await gh.start();
  gitIn(dir, 'init', '-q');
  writeFileSync(join(dir, 'AGENTS.md'), '# Root\nUse pnpm.\n');
  writeFileSync(join(dir, 'odd.md'), BYTES);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'one');
  head = gitIn(dir, 'rev-parse', 'HEAD');
  gh.addRepo('acme', 'raw', dir);
});

afterAll(async () => {
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

const clients: [string, () => GitHub][] = [
  ['the action (node http)', () => createGitHub({ token: 'ghs_t', baseUrl: gh.url, log: quiet, retries: 0, undici, directFetch: nodeHttpFetch() })],
  ['the CLI (undici)', () => createGitHub({ token: 'ghs_t', baseUrl: gh.url, log: quiet, retries: 0, undici })],
];

describe.each(clients)('tree and blob answers through %s', (_, client) => {
  it('lists the tree as git does and reads each blob byte for byte', async () => {
    const c = client();
    const tree = await fetchTree(c, 'acme', 'raw', head);
    const listed = gitIn(dir, 'ls-tree', '-r', head).split('\n').map((l) => [l.split('\t')[1], l.split(/\s/)[2]]);
    expect(tree.items.map((i) => [i.path, i.sha])).toEqual(listed);
    const store = new BlobStore(c, 'acme', 'raw');
    expect(await store.fetch(tree.items)).toBe(2);
    expect(store.blobs.get(tree.items.find((i) => i.path === 'odd.md')!.sha)).toEqual(BYTES);
    expect(store.blobs.get(tree.items.find((i) => i.path === 'AGENTS.md')!.sha)?.toString()).toBe('# Root\nUse pnpm.\n');
  });

  it('an answer that is no tree listing, or no blob, is an error naming it', async () => {
    const c = client();
    gh.faults.push({ method: 'GET', path: /\/git\/trees\//, status: 200, message: 'a proxy page', times: 1 });
    await expect(fetchTree(c, 'acme', 'raw', head)).rejects.toThrow(`GitHub's listing of tree ${head} has no tree entries`);
    const tree = await fetchTree(c, 'acme', 'raw', head);
    gh.faults.push({ method: 'GET', path: /\/git\/blobs\//, status: 200, message: 'a proxy page' });
    const store = new BlobStore(c, 'acme', 'raw');
    expect(await store.fetch(tree.items)).toBe(0);
    for (const i of tree.items) expect(store.skipped.get(i.sha)).toBe(`the GitHub API did not return it: GitHub's answer for blob ${i.sha} has no content`);
    gh.faults.length = 0;
  });
});
