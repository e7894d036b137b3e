// The sticky comment looked for early (while the analysis runs, src/action/main.ts): on a push after
// the first it is then one request, and whatever changed on the pull request in between (another run
// posting, someone deleting the comment, another run editing it) still ends with one comment of ours
// holding this run's body. A request the run no longer needs stops at once, costing nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHub, type GitHub } from '../src/github/client.js';
import { COMMENT_MARKER, lookUpStickyComment, upsertStickyComment } from '../src/github/comment.js';
import { nodeHttpFetch } from '../src/github/http-fetch.js';
import { FakeGitHub, gitIn } from './github-server.js';

const quiet = { debug: () => {}, info: () => {}, warning: () => {} };
const undici = () => import('undici');
const gh = new FakeGitHub();
const dir = mkdtempSync(join(tmpdir(), 'is-comment-early-'));
const PR = { owner: 'acme', repo: 'early', number: 7 };
const BOT = 'github-actions[bot]';
const body = (text: string): string => `${COMMENT_MARKER}\n${text}`;

function client(token = 'ghs_t', limits?: { maxFailures?: number }): GitHub {
  return createGitHub({ token, baseUrl: gh.url, log: quiet, retries: 0, undici, directFetch: nodeHttpFetch(), limits });
}

const listed = (): number => gh.requests('GET', /\/issues\/7\/comments$/).length;
const comments = () => gh.comments(PR.owner, PR.repo, PR.number);

beforeAll(async () => {
  await gh.start();
  gitIn(dir, 'init', '-q');
  writeFileSync(join(dir, 'AGENTS.md'), '# Root\n');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'one');
  const head = gitIn(dir, 'rev-parse', 'HEAD');
  gh.addRepo(PR.owner, PR.repo, dir);
  gh.addPull(PR.owner, PR.repo, { number: PR.number, baseSha: head, headSha: head });
});

beforeEach(() => {
  gh.reset();
  comments().length = 0;
});

afterAll(async () => {
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a comment looked for early', () => {
  it('found with another body (the next push): edited with one request, the list not asked again', async () => {
    const ours = gh.addComment(PR.owner, PR.repo, PR.number, body('first push'), BOT);
    const c = client();
    const early = await lookUpStickyComment(c, PR, COMMENT_MARKER, BOT);
    const r = await upsertStickyComment(c, PR, body('second push'), { createIfMissing: true, login: BOT, early });
    expect(r).toMatchObject({ ok: true, action: 'updated', id: ours.id });
    expect(listed()).toBe(1);
    expect(gh.requests('PATCH', /./)).toHaveLength(1);
    expect(comments().map((x) => x.body)).toEqual([body('second push')]);
  });

  it('not found, but another run posted one since: that one is edited, never a second', async () => {
    const c = client();
    const early = await lookUpStickyComment(c, PR, COMMENT_MARKER, BOT);
    expect(early).toMatchObject({ ok: true, existing: undefined });
    const other = gh.addComment(PR.owner, PR.repo, PR.number, body('the other run'), BOT);
    const r = await upsertStickyComment(c, PR, body('this run'), { createIfMissing: true, login: BOT, early });
    expect(r).toMatchObject({ ok: true, action: 'updated', id: other.id });
    expect(comments().map((x) => x.body)).toEqual([body('this run')]);
    expect(gh.requests('POST', /./)).toHaveLength(0);
  });

  it('found, but deleted since: a new comment (the edit answers 404; listed again, then created)', async () => {
    gh.addComment(PR.owner, PR.repo, PR.number, body('first push'), BOT);
    const c = client();
    const early = await lookUpStickyComment(c, PR, COMMENT_MARKER, BOT);
    comments().length = 0;
    const r = await upsertStickyComment(c, PR, body('second push'), { createIfMissing: true, login: BOT, early });
    expect(r).toMatchObject({ ok: true, action: 'created' });
    expect(listed()).toBe(2);
    expect(comments().map((x) => x.body)).toEqual([body('second push')]);
  });

  it('found with this very body, changed since by another run: listed again and put back', async () => {
    gh.addComment(PR.owner, PR.repo, PR.number, body('this run'), BOT);
    const c = client();
    const early = await lookUpStickyComment(c, PR, COMMENT_MARKER, BOT);
    comments()[0]!.body = body('an older run, finished late');
    const r = await upsertStickyComment(c, PR, body('this run'), { createIfMissing: true, login: BOT, early });
    expect(r).toMatchObject({ ok: true, action: 'updated' });
    expect(comments().map((x) => x.body)).toEqual([body('this run')]);
    // and unchanged when nobody touched it: nothing written
    gh.reset();
    const again = await upsertStickyComment(c, PR, body('this run'), { createIfMissing: true, login: BOT, early: await lookUpStickyComment(c, PR, COMMENT_MARKER, BOT) });
    expect(again).toMatchObject({ ok: true, action: 'unchanged' });
    expect(gh.requests('PATCH', /./)).toHaveLength(0);
  });

  it('a look-up that failed is made again at the end, and the login it learnt is not asked twice', async () => {
    gh.users.set('ghp_user', 'alice');
    gh.addComment(PR.owner, PR.repo, PR.number, body('alice was here'), 'alice');
    gh.faults.push({ method: 'GET', path: /\/issues\/7\/comments$/, status: 502, times: 1 });
    const c = client('ghp_user');
    const early = await lookUpStickyComment(c, PR, COMMENT_MARKER);
    expect(early.ok).toBe(false);
    const r = await upsertStickyComment(c, PR, body('next'), { createIfMissing: true, early });
    expect(r).toMatchObject({ ok: true, action: 'updated' });
    expect(comments()).toHaveLength(1);
    // failed before the login was kept: asked again (GET /user twice), but a look-up that got it passes it on
    gh.reset();
    const found = await lookUpStickyComment(c, PR, COMMENT_MARKER);
    expect(found).toMatchObject({ ok: true, login: 'alice' });
    await upsertStickyComment(c, PR, body('third'), { createIfMissing: true, early: found });
    expect(gh.requests('GET', /^\/user$/)).toHaveLength(1);
  });

  it('a request its caller stops while GitHub does not answer: settles at once, is not retried and costs nothing of the failure budget', async () => {
    gh.faults.push({ method: 'GET', path: /\/issues\/7\/comments$/, status: 200, hang: true, times: 1 });
    // one failure would spend this client's budget: the stopped request must not count as one
    const c = createGitHub({ token: 'ghs_t', baseUrl: gh.url, log: quiet, retries: 3, retryBaseMs: 0, undici, directFetch: nodeHttpFetch(), limits: { maxFailures: 1 } });
    const stop = new AbortController();
    const pending = c.rest.issues.listComments({ owner: PR.owner, repo: PR.repo, issue_number: PR.number, request: { signal: stop.signal } }).then(
      () => true,
      () => false,
    );
    for (let i = 0; i < 200 && listed() === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(listed()).toBe(1);
    stop.abort();
    expect(await pending).toBe(false);
    const early = { ok: false as const, error: new Error('stopped') };
    const r = await upsertStickyComment(c, PR, body('after all'), { createIfMissing: true, login: BOT, early });
    expect(r).toMatchObject({ ok: true, action: 'created' });
    // the hung request once, then the run's own list: no retry of the stopped one
    expect(listed()).toBe(2);
  });
});
