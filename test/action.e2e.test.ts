// End to end: the bundled action (dist/index.js) runs as a child process exactly as the runner
// starts it — event payload file, INPUT_*, GITHUB_*, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY — against
// git repositories built from fixtures/pr/<case>/{base,head} and a fake GitHub API on 127.0.0.1.
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy } from './connect-proxy.js';
import { FakeGitHub, buildPrRepo, gitIn, type Fault, type PrRepo } from './github-server.js';
import { sarifValidator } from './sarif-schema.js';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist', 'index.js');
const FIX = join(ROOT, 'fixtures', 'pr');
const MARKER = '<!-- instruction-stack:comment -->';

const gh = new FakeGitHub();
let tmp = '';

const git = gitIn;
type Repo = PrRepo;

function makeRepo(name: string, caseName: string, extraHead?: (dir: string) => void): Repo {
  return buildPrRepo(gh, join(tmp, 'repos'), name, join(FIX, caseName), extraHead);
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

let runNo = 0;

/** Runs dist/index.js the way the runner does. */
async function runAction(o: {
  repo: Repo;
  eventName?: string;
  payload: Record<string, unknown>;
  workspace: string;
  inputs?: Record<string, string>;
  sha?: string;
  env?: Record<string, string>;
}): Promise<RunResult> {
  const dir = join(tmp, 'runs', String(++runNo));
  mkdirSync(join(dir, 'runner-temp'), { recursive: true });
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.payload));
  const outputPath = join(dir, 'output');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const inputs: Record<string, string> = { token: 'ghs_test', config: '', tools: '', 'fail-on': '', comment: '', 'repository-path': '', ...o.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: join(tmp, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `acme/${o.repo.name}`,
    GITHUB_SHA: o.sha ?? o.repo.head,
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'instruction-stack',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: join(dir, 'runner-temp'),
    INSTRUCTION_STACK_RETRY_BASE_MS: '1',
    ...o.env,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const child = spawn(process.execPath, [DIST], { env, cwd: o.workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return { code, stdout, stderr, outputs: parseOutputs(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') };
}

/** Parses `name<<DELIM\nvalue\nDELIM` records written by @actions/core. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** A loopback port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function report0(r: RunResult): { counts: { error: number; warning: number } } {
  return JSON.parse(readFileSync(r.outputs['report-path']!, 'utf8')) as { counts: { error: number; warning: number } };
}

function pullPayload(repo: Repo, number: number, eventAction = 'synchronize'): Record<string, unknown> {
  return gh.eventPayload('acme', repo.name, number, eventAction);
}

let passing: Repo;
let failing: Repo;
let big: Repo;
let emptyWorkspace = '';

/** Newest modification time under a directory (TypeScript sources). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

beforeAll(async () => {
  // CI builds dist first; locally, (re)build when it is missing or older than the sources.
  if (!existsSync(DIST) || statSync(DIST).mtimeMs < newestSource(join(ROOT, 'src'))) {
    await promisify(execFile)('npm', ['run', 'package'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  }
  tmp = mkdtempSync(join(tmpdir(), 'is-e2e-'));
  mkdirSync(join(tmp, 'home'), { recursive: true });
  emptyWorkspace = join(tmp, 'empty-workspace');
  mkdirSync(emptyWorkspace);
  await gh.start();
  passing = makeRepo('passing', 'passing');
  failing = makeRepo('failing', 'failing');
  big = makeRepo('big', 'passing', (dir) => {
    mkdirSync(join(dir, 'packages/big/src'), { recursive: true });
    writeFileSync(join(dir, 'packages/big/AGENTS.md'), '# Big package\n\nGenerated code lives here.\n');
    for (let i = 0; i < 3100; i++) writeFileSync(join(dir, 'packages/big/src', `f${String(i).padStart(4, '0')}.ts`), `export const v${i} = ${i};\n`);
  });
  gh.addPull('acme', 'passing', { number: 1, baseSha: passing.base, headSha: passing.head });
  gh.addPull('acme', 'passing', { number: 2, baseSha: passing.base, headSha: passing.head });
  gh.addPull('acme', 'passing', { number: 3, baseSha: passing.base, headSha: passing.head });
  gh.addPull('acme', 'failing', { number: 1, baseSha: failing.base, headSha: failing.head });
  gh.addPull('acme', 'big', { number: 1, baseSha: big.base, headSha: big.head });
}, 180_000);

afterAll(async () => {
  await gh.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('fail closed, always reporting (hostile PRs, a flaky API)', () => {
  it('API mode: a budget-breaking PR hidden behind 700 one-line AGENTS.md files over the blob cap fails', async () => {
    gh.reset();
    const crowd = makeRepo('crowd', 'passing', (dir) => {
      for (let i = 0; i < 700; i++) {
        mkdirSync(join(dir, `p${i}`), { recursive: true });
        writeFileSync(join(dir, `p${i}/AGENTS.md`), `one line ${i}\n`);
      }
      writeFileSync(join(dir, 'AGENTS.md'), `# Root\n${'Keep every rule in mind at all times. '.repeat(2000)}\n`);
    });
    gh.addPull('acme', 'crowd', { number: 1, baseSha: crowd.base, headSha: crowd.head });
    const r = await runAction({ repo: crowd, eventName: 'pull_request_target', payload: pullPayload(crowd, 1, 'opened'), workspace: emptyWorkspace, env: { INSTRUCTION_STACK_MAX_BLOBS: '600' } });
    expect(r.code).toBe(1);
    expect(r.outputs.failed).toBe('true');
    expect(r.summary).toMatch(/could not be read through the GitHub API \(over the limit of 600 blobs/);
   }, 150_000);

  it('API read faults (503 on every tree) give a summary naming the request, outputs, and a failing verdict; fail-on: never stays green', async () => {
    gh.reset();
    gh.faults.push({ method: 'GET', path: /\/git\/trees\//, status: 503, message: 'injected failure' });
    // The comment is looked for while the analysis runs, and GitHub never answers that: the failed
    // run stops the look-up and ends (not after the request timeout and its retries).
    gh.faults.push({ method: 'GET', path: /\/issues\/2\/comments$/, status: 200, hang: true, times: 1 });
    const t0 = Date.now();
    const r = await runAction({ repo: passing, eventName: 'pull_request_target', payload: pullPayload(passing, 2, 'opened'), workspace: emptyWorkspace, env: { INSTRUCTION_STACK_REQUEST_TIMEOUT_MS: '120000' } });
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(gh.requests('GET', /\/issues\/2\/comments$/)).toHaveLength(1);
    expect(r.code).toBe(1);
    expect(r.summary).toContain('could not read the repository through the GitHub API');
    expect(r.summary).toMatch(/GET \/repos\/acme\/passing\/git\/trees\/[0-9a-f]+ failed \(HTTP 503, 4 attempts/);
    expect(r.outputs.failed).toBe('true');
    const never = await runAction({ repo: passing, eventName: 'pull_request_target', payload: pullPayload(passing, 2, 'opened'), workspace: emptyWorkspace, inputs: { 'fail-on': 'never' } });
    expect(never.code).toBe(0);
    expect(never.outputs.failed).toBe('true');
    expect(never.summary).toContain('could not read the repository');
  });

  // Every read fault in API mode (pull_request_target without a checkout): the summary names the
  // request (method, route, status) and what it cost, the outputs are written, the verdict fails
  // closed, and `fail-on: never` keeps the step green.
  const treeRoute = String.raw`GET /repos/acme/passing/(pulls/2/files|git/trees/[0-9a-f]+) failed`;
  const readFaults: { name: string; fix: RegExp; faults?: () => Fault[]; env?: () => Promise<Record<string, string>>; summary: RegExp[] }[] = [
    {
      name: 'connection refused', fix: /failed or did not answer[^\n]*re-run later/,
      env: async () => ({ GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` }),
      summary: [new RegExp(`${treeRoute} \\(4 attempts, [\\d.]+ s\\): connect ECONNREFUSED`)],
    },
    { name: '401 bad credentials', fix: /GitHub refused the token/, faults: () => [{ path: /./, status: 401, message: 'Bad credentials' }], summary: [new RegExp(`${treeRoute} \\(HTTP 401, 1 attempt, [\\d.]+ s\\): Bad credentials`)] },
    {
      name: '403 not accessible', fix: /contents: read, pull-requests: read/,
      faults: () => [{ path: /./, status: 403, message: 'Resource not accessible by integration' }],
      summary: [new RegExp(`${treeRoute} \\(HTTP 403, 1 attempt, [\\d.]+ s\\): Resource not accessible by integration`)],
    },
    { name: '404 not found', fix: /a repository the token cannot see answers 404/, faults: () => [{ path: /./, status: 404, message: 'Not Found' }], summary: [new RegExp(`${treeRoute} \\(HTTP 404, 1 attempt, [\\d.]+ s\\): Not Found`)] },
    {
      name: '429 with Retry-After', fix: /rate limit stopped the reads: re-run after it resets/,
      faults: () => [{ path: /./, status: 429, message: 'You have exceeded a secondary rate limit', headers: { 'retry-after': '3600' } }],
      summary: [new RegExp(`${treeRoute} \\(HTTP 429, 1 attempt, [\\d.]+ s, GitHub asks to retry after 3600 s\\)`)],
    },
    {
      name: '403 primary rate limit', fix: /rate limit stopped the reads: re-run after it resets/,
      faults: () => [{ path: /./, status: 403, message: 'API rate limit exceeded for installation', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 7200) } }],
      summary: [new RegExp(`${treeRoute} \\(HTTP 403, 1 attempt, [\\d.]+ s, rate limit used up until \\d\\d:\\d\\d UTC\\)`)],
    },
    {
      name: 'a server that accepts and never answers', fix: /failed or did not answer[^\n]*re-run later/,
      faults: () => [{ path: /./, status: 200, hang: true }],
      env: async () => ({ INSTRUCTION_STACK_REQUEST_TIMEOUT_MS: '300' }),
      summary: [new RegExp(`${treeRoute} \\(4 attempts, [\\d.]+ s\\): no answer within 0.3 s`)],
    },
  ];
  for (const f of readFaults) {
    it(`API read fault, ${f.name}: summary names the request and its cost, outputs written, fails closed; fail-on: never stays green`, async () => {
      const env = (await f.env?.()) ?? {};
      for (const failOn of ['error', 'never']) {
        gh.reset();
        gh.faults.push(...(f.faults?.() ?? []));
        const t0 = Date.now();
        const r = await runAction({ repo: passing, eventName: 'pull_request_target', payload: pullPayload(passing, 2, 'opened'), workspace: emptyWorkspace, inputs: { 'fail-on': failOn }, env });
        expect(Date.now() - t0).toBeLessThan(30_000);
        expect(r.summary).toContain('### ❌ Instruction stack: could not read the repository through the GitHub API');
        for (const re of f.summary) expect(r.summary).toMatch(re);
        expect(r.summary).toMatch(f.fix);
        expect(r.stdout).toMatch(/^::error title=instruction-stack - could not read the repository through the GitHub API::/m);
        expect(r.outputs).toMatchObject({ failed: 'true', errors: '1', changed: 'false' });
        expect(r.code).toBe(failOn === 'never' ? 0 : 1);
        expect(r.stderr).not.toMatch(/\n\s+at /);
      }
    });
  }

  it('a comment request that never answers costs our timeout, not 300 s × 4; summary and outputs come first', async () => {
    gh.reset();
    gh.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 200, hang: true });
    const t0 = Date.now();
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 3), workspace: passing.dir, env: { INSTRUCTION_STACK_REQUEST_TIMEOUT_MS: '300' } });
    expect(Date.now() - t0).toBeLessThan(45_000);
    expect(r.code).toBe(0);
    expect(r.summary).toContain('Instruction stack: Passing');
    expect(r.summary).toMatch(/The PR comment was not posted/);
    expect(r.outputs).toMatchObject({ failed: 'false', errors: '0' });
  });
});

describe('the bundled action on pull_request', () => {
  it('sends its requests through HTTPS_PROXY on a runner behind a proxy (undici, read from its own file only then)', async () => {
    gh.reset();
    gh.addPull('acme', 'passing', { number: 40, baseSha: passing.base, headSha: passing.head });
    // The tunnels for a made-up API host go to the fake GitHub: a comment that arrives went through the proxy.
    const proxy = await startConnectProxy('api.github.invalid', () => Number(new URL(gh.url).port));
    const proxyUrl = proxy.url;
    try {
      const env = { GITHUB_API_URL: 'http://api.github.invalid', HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, NO_PROXY: '' };
      const r = await runAction({ repo: passing, payload: pullPayload(passing, 40), workspace: passing.dir, env });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.outputs['comment-url']).toMatch(/\/pull\/40#issuecomment-\d+$/);
      expect(gh.comments('acme', 'passing', 40)).toHaveLength(1);
      expect(proxy.tunnels.length).toBeGreaterThan(0);
      expect(new Set(proxy.tunnels)).toEqual(new Set(['api.github.invalid:80']));
    } finally {
      await proxy.close();
    }
  });

  it('passes, posts one sticky comment and writes summary and outputs (git objects)', async () => {
    gh.reset();
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 1), workspace: passing.dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const comments = gh.comments('acme', 'passing', 1);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toMatch(/^### (✅|⚠️) Instruction stack: Passing/m);
    expect(body).toContain('#### What this PR changes for the agents');
    expect(body).toMatch(/^- `packages\/api\/AGENTS\.md` \(new\) is now loaded by Codex CLI, [^\n]*Grok Build/m);
    expect(body).toMatch(/^\| Codex CLI \| 32 KiB \| [\d.]+% \| [\d.]+% \|$/m);
    expect(body).toContain('trees read from git objects');
    // Repository text sits in fences longer than its own backtick runs; nothing is mentioned.
    expect(body).toContain('`````diff');
    expect(body.replace(/(`{3,})[^\n]*\n[\s\S]*?\n\s*\1/g, '')).not.toMatch(/@octocat|#123/);
    expect(body).toContain('[full report: every session, file by file](https://github.example/acme/passing/actions/runs/4242)');
    expect(r.outputs).toMatchObject({ errors: '0', failed: 'false', changed: 'true' });
    expect(Number(r.outputs.warnings)).toBe(report0(r).counts.warning);
    const report = JSON.parse(readFileSync(r.outputs['report-path']!, 'utf8')) as { schema: string; source: string; changed: { source: string; total: number } };
    expect(report.schema).toBe('instruction-stack/report@2');
    expect(report.source).toBe('git');
    expect(report.changed).toMatchObject({ source: 'git', total: 3 });
    expect(r.summary).toContain('Instruction stack: Passing');
    expect(r.summary).toContain('#### Every session, file by file');
    expect(r.summary).toContain('| Tool | Files | Bytes | Budget used | Status |');
    expect(r.summary).not.toContain(MARKER);
    expect(gh.requests('GET', /\/git\/(trees|blobs)\//)).toHaveLength(0);
  });

  it('edits the same comment in place on the next push', async () => {
    gh.reset();
    // A new commit on the PR branch.
    git(passing.dir, 'checkout', '-q', 'feature');
    writeFileSync(join(passing.dir, 'packages/api/AGENTS.md'), '# API package\n\nSecond push: run the contract tests.\n');
    git(passing.dir, 'commit', '-q', '-am', 'second push');
    const head2 = git(passing.dir, 'rev-parse', 'HEAD');
    git(passing.dir, 'checkout', '-q', 'main');
    gh.addPull('acme', 'passing', { number: 1, baseSha: passing.base, headSha: head2 });
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 1), workspace: passing.dir, sha: head2 });
    expect(r.code).toBe(0);
    const comments = gh.comments('acme', 'passing', 1);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('Second push: run the contract tests.');
    expect(gh.requests('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
    expect(gh.requests('POST', /\/comments$/)).toHaveLength(0);
    // Same head again: nothing to edit.
    gh.reset();
    const again = await runAction({ repo: passing, payload: pullPayload(passing, 1), workspace: passing.dir, sha: head2 });
    expect(again.code).toBe(0);
    expect(gh.comments('acme', 'passing', 1)).toHaveLength(1);
    expect(gh.requests('PATCH', /./)).toHaveLength(0);
  });

  it('fails the step on an error finding, with an annotation at the line', async () => {
    gh.reset();
    const r = await runAction({ repo: failing, payload: pullPayload(failing, 1), workspace: failing.dir });
    expect(r.code).toBe(1);
    expect(r.outputs.failed).toBe('true');
    expect(Number(r.outputs.errors)).toBeGreaterThanOrEqual(1);
    expect(r.stdout).toMatch(/^::error title=instruction-stack import,file=packages\/web\/CLAUDE\.md,line=4::/m);
    expect(r.stdout).toMatch(/^::error::instruction-stack: Failing: \d+ error/m);
    const body = gh.comments('acme', 'failing', 1)[0]!.body;
    expect(body).toContain('### ❌ Instruction stack: Failing');
    // The error and its fix lead the comment.
    expect(body.indexOf('**To fix before merging**')).toBeLessThan(body.indexOf('#### What this PR changes'));
    expect(body).toMatch(/^- ❌ `packages\/web\/CLAUDE\.md:4` \*\*import\*\*: [^\n]*\*\*Fix:\*\* Import files inside the repository only\./m);
    expect(body).toMatch(/^- `packages\/web\/CLAUDE\.md` \(new\) is now loaded by Claude Code, /m);
    expect(body.length).toBeLessThanOrEqual(10_000);
    expect(r.summary).toContain('Failing');
  });

  it('reads everything through the API on pull_request_target without a clone, retrying a 502 and a rate limit', async () => {
    gh.reset();
    gh.faults.push({ method: 'GET', path: /\/git\/trees\//, status: 502, times: 1 });
    gh.faults.push({
      method: 'GET',
      path: /\/pulls\/2\/files$/,
      status: 403,
      times: 1,
      message: 'API rate limit exceeded for installation',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 1) },
    });
    const r = await runAction({ repo: passing, eventName: 'pull_request_target', payload: pullPayload(passing, 2, 'opened'), workspace: emptyWorkspace });
    expect(r.code).toBe(0);
    expect(r.outputs.failed).toBe('false');
    const body = gh.comments('acme', 'passing', 2)[0]!.body;
    expect(body).toContain('trees read from the GitHub API');
    expect(body).toContain('- `packages/api/AGENTS.md` (new) is now loaded by');
    expect(gh.requests('GET', /\/pulls\/2\/files$/).map((q) => q.status)).toEqual([403, 200]);
    expect(gh.requests('GET', /\/git\/trees\//).filter((q) => q.status === 502)).toHaveLength(1);
    // docs/style.md is only reachable through CLAUDE.md's @import: fetched ahead, once, so the
    // analysis runs once (the job log has one "stacks resolved" section).
    const styleSha = git(passing.dir, 'rev-parse', `${passing.base}:docs/style.md`);
    expect(gh.requests('GET', new RegExp(`/git/blobs/${styleSha}$`))).toHaveLength(1);
    expect(r.stdout.match(/^::group::instruction-stack: stacks resolved/gm)).toHaveLength(1);
    expect(r.summary).toContain('Prefer small functions');
    expect(r.summary).not.toMatch(/could not be read through the GitHub API/);
  });

  it('still reports when the comment cannot be posted (403), verdict unchanged', async () => {
    gh.reset();
    gh.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 403, message: 'Resource not accessible by integration' });
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 3), workspace: passing.dir });
    expect(r.code).toBe(0);
    expect(gh.comments('acme', 'passing', 3)).toHaveLength(0);
    expect(r.stdout).toMatch(/^::warning title=instruction-stack - comment not posted::The PR comment was not posted: could not comment on acme\/passing#3: the token may not write to pull requests \(HTTP 403\)/m);
    expect(r.summary).toContain('The PR comment was not posted');
    expect(r.summary).toContain('Instruction stack: Passing');
    expect(r.outputs).toMatchObject({ failed: 'false', errors: '0' });
    const failingRun = await runAction({ repo: failing, payload: pullPayload(failing, 1), workspace: failing.dir });
    expect(failingRun.code).toBe(1);
  });

  it('says when GitHub\'s 3,000-file list cap was hit', async () => {
    gh.reset();
    expect(gh.changedFileCount('acme', 'big', 1)).toBe(3104);
    const r = await runAction({ repo: big, payload: pullPayload(big, 1), workspace: emptyWorkspace });
    expect(r.code).toBe(0);
    const body = gh.comments('acme', 'big', 1)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65536);
    expect(body).toContain("GitHub's list stops at 3,000 of 3,104");
    expect(body).toMatch(/GitHub lists only the first 3,000 changed files of this PR \(it changes 3,104\)/);
    expect(r.outputs.warnings).not.toBe('0');
    expect(gh.requests('GET', /\/pulls\/1\/files$/)).toHaveLength(30);
  });

  it('says so in the same comment when nothing relevant is left (comment: changes)', async () => {
    gh.reset();
    git(passing.dir, 'checkout', '-q', '-b', 'code-only', passing.base);
    writeFileSync(join(passing.dir, 'packages/api/src/handler.ts'), 'export const handler = () => 3;\n');
    git(passing.dir, 'commit', '-q', '-am', 'code only');
    const codeOnly = git(passing.dir, 'rev-parse', 'HEAD');
    git(passing.dir, 'checkout', '-q', 'main');
    gh.addPull('acme', 'passing', { number: 4, baseSha: passing.base, headSha: codeOnly });
    gh.addPull('acme', 'passing', { number: 5, baseSha: passing.base, headSha: codeOnly });
    const earlier = gh.addComment('acme', 'passing', 4, `${MARKER}\n### ⚠️ Instruction stack: an earlier push`, 'github-actions[bot]');
    const inputs = { comment: 'changes', tools: 'codex' };
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 4), workspace: passing.dir, inputs, sha: codeOnly });
    expect(r.code).toBe(0);
    const comments = gh.comments('acme', 'passing', 4);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.id).toBe(earlier.id);
    expect(comments[0]!.body).toContain('nothing to report');
    expect(comments[0]!.body).toContain('does not change what any agent loads');
    // Without an earlier comment, nothing is posted at all.
    const quiet = await runAction({ repo: passing, payload: pullPayload(passing, 5), workspace: passing.dir, inputs, sha: codeOnly });
    expect(quiet.code).toBe(0);
    expect(gh.comments('acme', 'passing', 5)).toHaveLength(0);
  });

  it('fails clearly on an invalid input, writing the problem to the summary', async () => {
    gh.reset();
    const r = await runAction({ repo: passing, payload: pullPayload(passing, 3), workspace: passing.dir, inputs: { 'fail-on': 'sometimes' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error title=instruction-stack configuration::fail-on must be one of error, warning, never \(got "sometimes"\)/m);
    expect(r.summary).toContain('invalid configuration');
    expect(r.outputs.failed).toBe('true');
  });

  it('analyses the whole tree on push, without commenting', async () => {
    gh.reset();
    const r = await runAction({ repo: passing, eventName: 'push', payload: { ref: 'refs/heads/main', after: passing.base }, workspace: passing.dir, sha: passing.base });
    expect(r.code).toBe(0);
    expect(gh.requests('POST', /./)).toHaveLength(0);
    expect(r.summary).toMatch(/whole tree at `[0-9a-f]{7}`/);
    expect(r.outputs.failed).toBe('false');
  });

  it('reads the trees from a shallow clone that holds both commits but not their merge base, the changed paths from the API', async () => {
    gh.reset();
    // A repository of its own: other tests move the branches of theirs.
    const origin = makeRepo('shallow-origin', 'passing');
    gh.addPull('acme', origin.name, { number: 1, baseSha: origin.base, headSha: origin.head });
    // actions/checkout's default depth (1), then the base branch's tip fetched at depth 1 too.
    const shallow = join(tmp, 'shallow');
    git(tmp, 'clone', '-q', '--depth', '1', '--no-local', '--branch', 'feature', `file://${origin.dir}`, shallow);
    git(shallow, 'fetch', '-q', '--depth', '1', 'origin', 'main');
    expect(git(shallow, 'rev-parse', 'HEAD', 'FETCH_HEAD').split('\n')).toEqual([origin.head, origin.base]);
    const r = await runAction({ repo: origin, payload: pullPayload(origin, 1), workspace: shallow });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const report = JSON.parse(readFileSync(r.outputs['report-path']!, 'utf8')) as { source: string; changed: { source: string; total: number }; notes: string[] };
    expect(report.source).toBe('git');
    expect(report.changed).toMatchObject({ source: 'api', total: 3 });
    expect(report.notes.join('\n')).toContain('The local history is too shallow to find the merge base');
    expect(gh.requests('GET', /\/pulls\/1\/files/).length).toBeGreaterThan(0);
    expect(gh.requests('GET', /\/git\/(trees|blobs)\//)).toHaveLength(0);
    expect(r.outputs).toMatchObject({ errors: '0', failed: 'false', changed: 'true' });
  });
});

describe('SARIF and a comment that is ours alone', () => {
  it('writes valid SARIF 2.1.0 on every run (output sarif-path), version from package.json', async () => {
    gh.reset();
    gh.addPull('acme', 'failing', { number: 20, baseSha: failing.base, headSha: failing.head });
    const r = await runAction({ repo: failing, payload: pullPayload(failing, 20), workspace: failing.dir });
    expect(r.code).toBe(1);
    const log = JSON.parse(readFileSync(r.outputs['sarif-path']!, 'utf8')) as {
      runs: { tool: { driver: { version: string } }; results: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[] }[];
    };
    expect(sarifValidator()(log)).toEqual({ ok: true, errors: 'No errors' });
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(log.runs[0]!.tool.driver.version).toBe(pkg.version);
    const imp = log.runs[0]!.results.find((x) => x.ruleId === 'import')!;
    expect(imp.level).toBe('error');
    expect(imp.locations[0]!.physicalLocation).toMatchObject({ artifactLocation: { uri: 'packages/web/CLAUDE.md' }, region: { startLine: 4 } });
    // Even a configuration error leaves a SARIF file.
    const bad = await runAction({ repo: failing, payload: pullPayload(failing, 20), workspace: failing.dir, inputs: { 'fail-on': 'sometimes' } });
    expect(bad.code).toBe(1);
    expect(sarifValidator()(JSON.parse(readFileSync(bad.outputs['sarif-path']!, 'utf8')))).toMatchObject({ ok: true });
  });

  it('never edits a marker comment written by someone else', async () => {
    gh.reset();
    gh.addPull('acme', 'failing', { number: 21, baseSha: failing.base, headSha: failing.head });
    const foreign = gh.addComment('acme', 'failing', 21, `${MARKER}\nI copied your marker.`, 'mallory');
    const r = await runAction({ repo: failing, payload: pullPayload(failing, 21), workspace: failing.dir });
    expect(r.code).toBe(1);
    // GITHUB_TOKEN (an installation token, ghs_) cannot call GET /user, so it is not asked: the
    // identity is github-actions[bot].
    expect(gh.requests('GET', /^\/user$/)).toEqual([]);
    const comments = gh.comments('acme', 'failing', 21);
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatchObject({ id: foreign.id, body: `${MARKER}\nI copied your marker.` });
    const ours = comments[1]!;
    expect(ours.user.login).toBe('github-actions[bot]');
    expect(r.outputs['comment-url']).toBe(`https://github.example/acme/failing/pull/21#issuecomment-${ours.id}`);
    expect(gh.requests('PATCH', new RegExp(`/comments/${foreign.id}$`))).toHaveLength(0);
    // The next push edits our comment, still never theirs.
    gh.reset();
    gh.addComment('acme', 'failing', 21, 'unrelated', 'octocat');
    const again = await runAction({ repo: failing, payload: pullPayload(failing, 21), workspace: failing.dir, inputs: { 'fail-on': 'never' } });
    expect(again.code).toBe(0);
    expect(gh.requests('PATCH', /\/comments\/\d+$/).map((q) => q.path)).toEqual([`/repos/acme/failing/issues/comments/${ours.id}`]);
    expect(gh.comments('acme', 'failing', 21)[0]!.body).toBe(`${MARKER}\nI copied your marker.`);

    // A personal token acts as its user (GET /user): the bot's marker comment is not that user's.
    gh.reset();
    gh.users.set('ghp_alice', 'alice');
    const asAlice = await runAction({ repo: failing, payload: pullPayload(failing, 21), workspace: failing.dir, inputs: { token: 'ghp_alice' } });
    expect(asAlice.code).toBe(1);
    expect(gh.requests('PATCH', /./)).toHaveLength(0);
    expect(gh.comments('acme', 'failing', 21).filter((c) => c.user.login === 'alice')).toHaveLength(1);
  });

  it('keeps one comment per comment-id, so two workflows do not overwrite each other', async () => {
    gh.reset();
    gh.addPull('acme', 'failing', { number: 22, baseSha: failing.base, headSha: failing.head });
    const run = (id: string): Promise<RunResult> => runAction({ repo: failing, payload: pullPayload(failing, 22), workspace: failing.dir, inputs: { 'comment-id': id, tools: id === 'codex-only' ? 'codex' : '' } });
    await run('');
    await run('codex-only');
    const first = gh.comments('acme', 'failing', 22);
    expect(first).toHaveLength(2);
    expect(first[0]!.body.startsWith(`${MARKER}\n`)).toBe(true);
    expect(first[1]!.body.startsWith('<!-- instruction-stack:comment id=codex-only -->\n')).toBe(true);
    await run('codex-only');
    await run('');
    const after = gh.comments('acme', 'failing', 22);
    expect(after.map((c) => c.id)).toEqual(first.map((c) => c.id));
    const bad = await run('no spaces please');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/comment-id must be letters, digits/);
  });
});
