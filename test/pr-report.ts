// A fixtures/pr case (or any base/head pair) as a git repository in a temp directory, analysed the
// way the action does from git objects: the report the comment and the summary are rendered from.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../src/analysis/analyse.js';
import { GitTreeSource, runPullRequest } from '../src/analysis/run.js';
import { CHECK_IDS, runChecks } from '../src/checks/index.js';
import { gitChangedPaths } from '../src/github/changed.js';

const ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b', GIT_CONFIG_NOSYSTEM: '1' };
export const git = (dir: string, ...args: string[]): string => execFileSync('git', ['-C', dir, ...args], { env: ENV, maxBuffer: 256 * 1024 * 1024 }).toString().trim();

export interface BuiltPr {
  name: string;
  dir: string;
  base: string;
  head: string;
}

export function commitAll(dir: string, msg: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', msg, '--no-verify');
  return git(dir, 'rev-parse', 'HEAD');
}

/** Commits `<fixture>/base`, then `<fixture>/head`, in `<tmp>/<name>`. */
export function fixturePr(tmp: string, fixture: string, name: string): BuiltPr {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  cpSync(join(fixture, 'base'), dir, { recursive: true, verbatimSymlinks: true });
  const base = commitAll(dir, 'base');
  for (const e of readdirSync(dir)) if (e !== '.git') rmSync(join(dir, e), { recursive: true, force: true });
  cpSync(join(fixture, 'head'), dir, { recursive: true, verbatimSymlinks: true });
  return { name, dir, base, head: commitAll(dir, 'head') };
}

/** The action's analysis of the PR, from git objects. */
export async function prReport(b: BuiltPr): Promise<Report> {
  const files = await gitChangedPaths(b.dir, b.base, b.head);
  return runPullRequest({
    repository: `acme/${b.name}`,
    event: 'pull_request',
    overrides: {},
    runChecks,
    knownChecks: CHECK_IDS,
    pr: { number: 1, baseSha: b.base, headSha: b.head, fromFork: false },
    head: new GitTreeSource(b.dir, b.head, { absRoot: `/workspace/${b.name}` }),
    base: new GitTreeSource(b.dir, b.base, { absRoot: `/workspace/${b.name}` }),
    mergeBase: b.base,
    changed: { files, source: 'git', capped: false },
  });
}
