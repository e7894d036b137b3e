// The action's git reads for a pull request (src/action/git-reads.ts), started before its code
// loads: they answer what the run would otherwise ask git one step after another, for the
// event's own clone and commits only, and a clone that cannot answer costs the run nothing but
// an `undefined` (no unhandled rejection, no throw).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PullRequestGit, startEventGit } from '../src/action/git-reads.js';

const scratch = mkdtempSync(join(tmpdir(), 'is-gitreads-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (dir: string, args: string[]): string => execFileSync('git', ['-C', dir, ...args], { env: ENV }).toString().trim();
const paths = (listing: Buffer | undefined): string[] =>
  (listing ?? Buffer.alloc(0))
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((r) => r.slice(r.indexOf('\t') + 1));

const repo = join(scratch, 'repo');
let fork = '';
let base = '';
let head = '';

beforeAll(() => {
  // main: fork point, then base (the branch tip the event names); feature: head, from the fork point.
  mkdirSync(repo);
  git(repo, ['init', '-q', '-b', 'main']);
  writeFileSync(join(repo, 'AGENTS.md'), 'one\n');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'fork point']);
  fork = git(repo, ['rev-parse', 'HEAD']);
  writeFileSync(join(repo, 'ON-MAIN.md'), 'later on main\n');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'main moves on']);
  base = git(repo, ['rev-parse', 'HEAD']);
  git(repo, ['checkout', '-qb', 'feature', fork]);
  writeFileSync(join(repo, 'CLAUDE.md'), '@AGENTS.md\n');
  writeFileSync(join(repo, 'AGENTS.md'), 'two\n');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'the pull request']);
  head = git(repo, ['rev-parse', 'HEAD']);
});

describe('pull request git reads', () => {
  it('compare the head with the merge base, not with the base branch tip', async () => {
    const g = new PullRequestGit(repo, base, head);
    expect(await g.commits).toEqual([base, head]);
    expect(await g.mergeBase).toBe(fork);
    // ON-MAIN.md came to main after the fork point: not a change of this pull request.
    expect(await g.changed).toEqual([
      { path: 'AGENTS.md', status: 'modified' },
      { path: 'CLAUDE.md', status: 'added' },
    ]);
    expect(paths(await g.takeHeadListing())).toEqual(['AGENTS.md', 'CLAUDE.md']);
    expect(paths(await g.takeBaseListing())).toEqual(['AGENTS.md']);
    // Handed over once: the megabytes of a large tree's listing are not kept here for the run.
    expect(g.takeHeadListing()).toBeUndefined();
    expect(g.takeBaseListing()).toBeUndefined();
  });

  it('reach git with a name only once git has said it names a commit', async () => {
    const g = new PullRequestGit(repo, 'main', 'feature');
    expect(await g.commits).toEqual([base, head]);
    expect(await g.mergeBase).toBe(fork);
    expect(g.takeHeadListing()).toBeUndefined();
    expect(paths(await g.takeBaseListing())).toEqual(['AGENTS.md']);
    const missing = new PullRequestGit(repo, 'main', '--output=/tmp/x');
    expect(await missing.commits).toBeUndefined();
    expect(await missing.mergeBase).toBeUndefined();
    await expect(missing.changed).rejects.toThrow(/no merge base/);
  });

  it('tell a clone without a merge base (as a shallow one) that holds both commits from one without them', async () => {
    const other = join(scratch, 'unrelated');
    mkdirSync(other);
    git(other, ['init', '-q', '-b', 'main']);
    writeFileSync(join(other, 'AGENTS.md'), 'a\n');
    git(other, ['add', '.']);
    git(other, ['commit', '-qm', 'a']);
    const a = git(other, ['rev-parse', 'HEAD']);
    git(other, ['checkout', '-q', '--orphan', 'b']);
    writeFileSync(join(other, 'AGENTS.md'), 'b\n');
    git(other, ['add', '.']);
    git(other, ['commit', '-qm', 'b']);
    const b = git(other, ['rev-parse', 'HEAD']);
    const g = new PullRequestGit(other, a, b);
    expect(await g.mergeBase).toBeUndefined();
    expect(await g.commits).toEqual([a, b]);
    await expect(g.takeBaseListing()).rejects.toThrow(/no merge base/);
    expect(await new PullRequestGit(other, a, head).commits).toBeUndefined();
  });

  it('answer undefined where there is no clone, and never fail the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown): void => void unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const g = new PullRequestGit(join(scratch, 'nowhere'), base, head);
      expect(await g.commits).toBeUndefined();
      expect(await g.mergeBase).toBeUndefined();
      // Nobody takes the listings or the changed paths: they fail quietly.
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('are the run’s only when they are for its own clone and commits', () => {
    const g = new PullRequestGit(repo, base, head);
    expect(PullRequestGit.for(g, repo, base, head)).toBe(g);
    expect(PullRequestGit.for(g, join(scratch, 'other'), base, head)).not.toBe(g);
    expect(PullRequestGit.for(g, repo, fork, head)).not.toBe(g);
    expect(PullRequestGit.for(undefined, repo, base, head)).toBeInstanceOf(PullRequestGit);
  });

  it('start from the event: a pull request with object ids, in the clone the run reads', async () => {
    const event = join(scratch, 'event.json');
    const pr = (b: string, h: string): string => JSON.stringify({ pull_request: { number: 1, base: { sha: b, repo: { full_name: 'o/r' } }, head: { sha: h, repo: { full_name: 'o/r' } } } });
    writeFileSync(event, pr(base, head));
    const byInput = startEventGit({ GITHUB_EVENT_PATH: event, 'INPUT_REPOSITORY-PATH': ` ${repo} `, GITHUB_WORKSPACE: scratch });
    expect(byInput?.repoDir).toBe(repo);
    expect(await byInput?.mergeBase).toBe(fork);
    expect(startEventGit({ GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: repo })?.repoDir).toBe(repo);
    // Names that are not object ids, a push, an unreadable event: nothing started.
    writeFileSync(event, pr('main', head));
    expect(startEventGit({ GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: repo })).toBeUndefined();
    writeFileSync(event, JSON.stringify({ ref: 'refs/heads/main' }));
    expect(startEventGit({ GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: repo })).toBeUndefined();
    writeFileSync(event, '{ not json');
    expect(startEventGit({ GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: repo })).toBeUndefined();
  });
});
