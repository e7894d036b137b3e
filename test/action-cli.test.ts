// `instruction-stack pr owner/repo#n`: the action's analysis through the REST API, in-process,
// against the fake GitHub server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKS } from '../src/checks/index.js';
import { startDeadline } from '../src/deadline.js';
import { prCommand } from '../src/cli/pr.js';
import { parsePullRef } from '../src/github/event.js';
import { FakeGitHub, buildPrRepo, type PrRepo } from './github-server.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'pr');
const gh = new FakeGitHub();
// A personal token: GET /user names its user, the author of the comments it writes.
gh.users.set('ghp_test', 'tester');
let tmp = '';
let passing: PrRepo;
let failing: PrRepo;

beforeAll(async () => {
  process.env.INSTRUCTION_STACK_RETRY_BASE_MS = '1';
  tmp = mkdtempSync(join(tmpdir(), 'is-cli-'));
  await gh.start();
  passing = buildPrRepo(gh, tmp, 'passing', join(FIX, 'passing'));
  failing = buildPrRepo(gh, tmp, 'failing', join(FIX, 'failing'));
  gh.addPull('acme', 'passing', { number: 1, baseSha: passing.base, headSha: passing.head });
  gh.addPull('acme', 'failing', { number: 1, baseSha: failing.base, headSha: failing.head, headRepo: 'someone/failing' });
}, 60_000);

afterAll(async () => {
  await gh.stop();
  rmSync(tmp, { recursive: true, force: true });
});

async function pr(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await prCommand(args, {
    out: (s) => (out += s),
    err: (s) => (err += s),
    env: { GITHUB_API_URL: gh.url, GITHUB_TOKEN: 'ghp_test', ...env },
  });
  return { code, out, err };
}

describe('instruction-stack pr', () => {
  it('parses pull request references', () => {
    expect(parsePullRef('acme/widgets#12')).toEqual({ owner: 'acme', repo: 'widgets', number: 12 });
    expect(parsePullRef('https://github.com/acme/widgets/pull/12/files')).toEqual({ owner: 'acme', repo: 'widgets', number: 12 });
    expect(parsePullRef('acme/widgets')).toBeUndefined();
  });

  it('prints the full report and exits 0 on a passing PR', async () => {
    const r = await pr(['acme/passing#1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^### (✅|⚠️) Instruction stack: Passing/m);
    expect(r.out).toMatch(/\| Codex CLI \| 1 → 1–2 \|/);
    expect(r.out).toContain('- `packages/api/AGENTS.md` (new) is now loaded by');
    expect(r.out).toContain('Prefer small functions');
    expect(gh.comments('acme', 'passing', 1)).toHaveLength(0);
  });

  it('prints JSON with --json', async () => {
    const r = await pr(['acme/passing#1', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { schema: string; source: string; pullRequest: { number: number; fromFork: boolean } };
    expect(report.schema).toBe('instruction-stack/report@2');
    expect(report.source).toBe('api');
    expect(report.pullRequest).toMatchObject({ number: 1, fromFork: false });
  });

  it('--json keeps each text once, and texts only for the stacks the PR changed', async () => {
    const r = await pr(['acme/passing#1', '--json']);
    type Side = { text?: number; bytes: number };
    const report = JSON.parse(r.out) as { texts: string[]; groups: { changed: boolean; head: Side; base?: Side }[] };
    expect(new Set(report.texts).size).toBe(report.texts.length);
    const changed = report.groups.filter((g) => g.changed);
    const unchanged = report.groups.filter((g) => !g.changed);
    expect(changed.length).toBeGreaterThan(0);
    expect(unchanged.length).toBeGreaterThan(0);
    for (const g of unchanged) expect(g.head.text).toBeUndefined();
    for (const g of changed) {
      expect(Buffer.byteLength(report.texts[g.head.text!]!)).toBe(g.head.bytes);
      if (g.base) expect(Buffer.byteLength(report.texts[g.base.text!]!)).toBe(g.base.bytes);
    }
  });

  it('--timeout: past the deadline the run fails closed (exit 1), saying how far it got', async () => {
    const r = await pr(['acme/passing#1', '--timeout', '0.001']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the analysis did not finish within 0\.001 s \(stopped while [^)]+\); not finished: the stacks; every check\. What was not checked could fail it, so this run cannot pass/);
    expect(r.out).toBe('');
    expect((await pr(['acme/passing#1', '--timeout', 'soon'])).code).toBe(2);
  });

  it('--timeout reached after the first check: the findings it finished are printed, the checks it did not are named; exit 1', async () => {
    const budget = CHECKS.find((c) => c.id === 'budget')!;
    const run = budget.run.bind(budget);
    const spy = vi.spyOn(budget, 'run').mockImplementation((ctx) => {
      const found = [...run(ctx), { check: 'budget', severity: 'error' as const, path: 'AGENTS.md', message: 'a finding of the finished check', key: 'done' }];
      startDeadline(1e-9); // the time runs out right here
      for (const t = performance.now(); performance.now() <= t + 0.01; );
      return found;
    });
    try {
      const r = await pr(['acme/passing#1', '--timeout', '600']);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/did not finish within [\d.e-]+ s \(stopped while running the fork check\); not finished: the checks fork, symlink, .*\. What was not checked could fail it, so this run cannot pass/);
      expect(r.err).toMatch(/Finished before the deadline:\nAGENTS\.md: error \[budget\] a finding of the finished check/);
    } finally {
      spy.mockRestore();
    }
  });

  it('exits 1 on a failing PR, and honours --fail-on', async () => {
    const r = await pr(['acme/failing#1']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Instruction stack: Failing');
    expect((await pr(['acme/failing#1', '--fail-on', 'never'])).code).toBe(0);
  });

  it('posts and then updates the one sticky comment with --comment', async () => {
    const first = await pr(['acme/failing#1', '--comment']);
    expect(first.code).toBe(1);
    expect(first.err).toMatch(/comment created/);
    const second = await pr(['acme/failing#1', '--comment', '--tools', 'claude-code']);
    expect(second.err).toMatch(/comment updated/);
    const comments = gh.comments('acme', 'failing', 1);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- instruction-stack:comment -->');
    expect(comments[0]!.body).not.toContain('| Codex CLI |');
  });

  it('reports files it could not fetch as input errors that fail the run (fail closed), not as broken files', async () => {
    process.env.INSTRUCTION_STACK_MAX_BLOBS = '2';
    try {
      const r = await pr(['acme/passing#1', '--json']);
      expect(r.code).toBe(1);
      const report = JSON.parse(r.out) as { findings: { check: string; severity: string; message: string; path?: string }[] };
      const unfetched = report.findings.filter((f) => /could not be read through the GitHub API/.test(f.message));
      expect(unfetched.length).toBeGreaterThan(0);
      expect(unfetched.every((f) => f.check === 'input' && f.severity === 'error' && /fetch-depth: 0/.test(JSON.stringify(f)))).toBe(true);
      expect(report.findings.filter((f) => f.severity === 'error' && !unfetched.includes(f))).toEqual([]);
    } finally {
      delete process.env.INSTRUCTION_STACK_MAX_BLOBS;
    }
  });

  it('follows committed symlinks read through the trees API', async () => {
    const r = await pr(['acme/passing#1', '--json', '--tools', 'gemini-cli']);
    const report = JSON.parse(r.out) as { groups: { head: { layers: { path: string; realPath?: string }[] }; changed: boolean }[] };
    const layers = report.groups.flatMap((g) => g.head.layers);
    expect(layers).toContainEqual(expect.objectContaining({ path: 'GEMINI.md', realPath: 'AGENTS.md' }));
    expect(report.groups.some((g) => g.changed)).toBe(true);
  });

  it('says when GitHub truncated a tree listing', async () => {
    gh.truncateTrees = true;
    try {
      const r = await pr(['acme/passing#1', '--json']);
      const report = JSON.parse(r.out) as { notes: string[]; findings: { check: string; message: string }[] };
      expect(report.notes.some((n) => /GitHub truncated the tree listing/.test(n))).toBe(true);
      expect(report.findings).toContainEqual(expect.objectContaining({ check: 'input', message: expect.stringMatching(/GitHub truncated the tree listing of [0-9a-f]{7}/) }));
    } finally {
      gh.truncateTrees = false;
    }
  });

  it('reports usage and lookup errors with exit code 2', async () => {
    expect((await pr([])).code).toBe(2);
    expect((await pr(['acme/passing'])).code).toBe(2);
    const missing = await pr(['acme/passing#99']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read acme\/passing#99: not found/);
    const bad = await pr(['acme/passing#1', '--tools', 'codx']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown tool "codx" \(did you mean "codex"\?\)/);
    expect((await pr(['acme/passing#1', '--comment'], { GITHUB_TOKEN: '' })).code).toBe(2);
  });
});
