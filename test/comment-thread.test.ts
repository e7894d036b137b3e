// The sticky comment's thread (src/action/comment-thread.ts), seen from the run: whatever the thread
// does (answers, dies, never starts), `upsert` settles with a result the run can report, and the
// thread's log lines reach the run's log in order, before its answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startCommentThread, type CommentJob } from '../src/action/comment-thread.js';

const dir = mkdtempSync(join(tmpdir(), 'is-comment-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job: CommentJob = { token: 'ghs_t', target: { owner: 'acme', repo: 'r', number: 1 }, marker: '<!-- m -->', login: undefined };

/** A worker script standing in for the bundle's thread. */
function script(name: string, body: string): URL {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(path, `import { parentPort, workerData } from 'node:worker_threads';\n${body}\n`);
  return pathToFileURL(path);
}

function recorder(): { lines: string[]; log: { debug(m: string): void; info(m: string): void; warning(m: string): void } } {
  const lines: string[] = [];
  return { lines, log: { debug: (m) => lines.push(`debug ${m}`), info: (m) => lines.push(`info ${m}`), warning: (m) => lines.push(`warning ${m}`) } };
}

describe('the comment thread', () => {
  it('passes the body on and returns the answer, its log lines written first', async () => {
    const entry = script(
      'answers',
      `parentPort.postMessage({ log: 'debug', message: 'GET comments for ' + workerData.target.repo });
parentPort.once('message', (m) => {
  parentPort.postMessage({ log: 'warning', message: 'rate limit low' });
  parentPort.postMessage({ result: { ok: true, action: 'created', id: 7, url: 'u#' + m.body.length + ':' + m.createIfMissing } });
});`,
    );
    const r = recorder();
    const t = startCommentThread(entry, job, r.log);
    const result = await t.upsert('hello', true);
    t.close();
    expect(result).toEqual({ ok: true, action: 'created', id: 7, url: 'u#5:true' });
    expect(r.lines).toEqual(['debug GET comments for r', 'warning rate limit low']);
  });

  it('a thread that ends without answering gives a failed comment, not a hang', async () => {
    const t = startCommentThread(script('exits', 'parentPort.once("message", () => process.exit(3));'), job, recorder().log);
    const result = await t.upsert('hello', true);
    t.close();
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/stopped before it answered: exit code 3/) });
  });

  it('a thread that throws gives a failed comment naming the error', async () => {
    const t = startCommentThread(script('throws', 'throw new Error("no client here");'), job, recorder().log);
    const result = await t.upsert('hello', true);
    t.close();
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/no client here/) });
  });

  it('a thread that cannot start (its file missing) gives a failed comment', async () => {
    const t = startCommentThread(pathToFileURL(join(dir, 'missing.mjs')), job, recorder().log);
    const result = await t.upsert('hello', true);
    t.close();
    expect(result.ok).toBe(false);
  });
});
