// The whole-run deadline (issue 12): a run cut short reports what it finished — the findings of the
// checks that ran to the end, and which checks (or the base comparison) did not — and fails closed.
// The deadline is made to pass at a chosen point: right after one check finishes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { partialSummary } from '../src/action/main.js';
import { analyse, type AnalyseInput } from '../src/analysis/analyse.js';
import { configuredNames } from '../src/analysis/targets.js';
import { CHECKS, runChecks } from '../src/checks/index.js';
import { checkCommand } from '../src/cli/check.js';
import { defaultConfig } from '../src/config.js';
import { Resolver } from '../src/engine/resolve.js';
import { clearDeadline, DeadlineError, startDeadline } from '../src/deadline.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { Finding } from '../src/types.js';

const work = mkdtempSync(join(tmpdir(), 'is-deadline-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  clearDeadline();
});

/** Lets the deadline pass now (as if the work so far had taken all the time). */
function runOutOfTime(): void {
  startDeadline(1e-9);
  const t = performance.now();
  while (performance.now() <= t + 0.01) {
    // wait a few microseconds
  }
}

/** The check `id` finishes, then time runs out. */
function expireAfter(id: string): void {
  const c = CHECKS.find((x) => x.id === id)!;
  const run = c.run.bind(c);
  vi.spyOn(c, 'run').mockImplementation((ctx) => {
    const found = run(ctx);
    runOutOfTime();
    return found;
  });
}

// A Codex budget cut (the budget check, first) and AGENTS.md shadowed for Claude Code (shadowed, later).
const root = join(work, 'repo');
for (const [p, text] of Object.entries({ 'AGENTS.md': `${'Rule line.\n'.repeat(4_000)}`, 'CLAUDE.md': 'Hi.\n' })) {
  mkdirSync(dirname(join(root, p)), { recursive: true });
  writeFileSync(join(root, p), text);
}
execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });

describe('the run deadline: partial findings, fails closed', () => {
  it('runChecks: the findings of the checks that finished travel on the error, with the checks that did not', () => {
    const view = new WorktreeView(root, { hasGitMarker: true });
    const resolver = new Resolver(view);
    const stacks = resolver.explain([''], { tools: ['codex', 'claude-code'] });
    expireAfter('budget');
    startDeadline(600);
    let err: unknown;
    try {
      runChecks({ view, resolver, tools: ['codex', 'claude-code'], stacks, changedPaths: [], fromFork: false });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DeadlineError);
    const partial = (err as DeadlineError).partial!;
    expect(partial.findings.length).toBeGreaterThan(0);
    expect(new Set(partial.findings.map((f) => f.check))).toEqual(new Set(['budget']));
    expect(partial.unfinished).toEqual([`the checks ${CHECKS.slice(1).map((c) => c.id).join(', ')}`]);
  });

  it('check: prints the findings it finished and one error naming the checks it did not; exit 1', async () => {
    expireAfter('budget');
    let out = '';
    const code = await checkCommand(['--root', root, '--format', 'json', '--tool', 'codex,claude-code'], root, { out: (s) => void (out += s), err: () => undefined });
    expect(code).toBe(1);
    const { findings } = JSON.parse(out) as { findings: Finding[] };
    expect(findings.some((f) => f.check === 'budget' && f.path === 'AGENTS.md' && f.severity === 'error')).toBe(true);
    // The shadowed check never ran: its finding is not there, and the deadline error says so.
    expect(findings.some((f) => f.check === 'shadowed')).toBe(false);
    const d = findings.find((f) => f.key === 'deadline')!;
    expect(d.severity).toBe('error');
    expect(d.message).toMatch(/^the analysis did not finish within [\d.e-]+ s \(stopped while running the fork check\); not finished: the checks fork, symlink, import, hidden, .*duplicate\. What was not checked could fail it, so this run cannot pass$/);
  });

  it('check without the deadline: the same repository has both findings (the test above is about the cut)', async () => {
    let out = '';
    await checkCommand(['--root', root, '--format', 'json', '--tool', 'codex,claude-code', '--fail-on', 'never'], root, { out: (s) => void (out += s), err: () => undefined });
    const { findings } = JSON.parse(out) as { findings: Finding[] };
    expect(findings.some((f) => f.check === 'budget')).toBe(true);
    expect(findings.some((f) => f.check === 'shadowed')).toBe(true);
  });

  const input = (runChecksStub: AnalyseInput['runChecks']): AnalyseInput => {
    const config = defaultConfig();
    return {
      mode: 'pull-request',
      repository: 'acme/widgets',
      head: new WorktreeView(root, { hasGitMarker: true }),
      base: new WorktreeView(root, { hasGitMarker: true }),
      headCommit: 'h'.repeat(40),
      baseCommit: 'b'.repeat(40),
      changed: { source: 'git', capped: false, files: [{ path: 'AGENTS.md', status: 'modified' }] },
      config,
      tools: ['codex'],
      source: 'git',
      fromFork: false,
      runChecks: runChecksStub,
      names: configuredNames(config.toolOptions),
    };
  };

  it('analysis (action, pr): a deadline in the checks is not turned into a warning; it fails the run with what finished', () => {
    const headFinding: Finding = { check: 'budget', severity: 'warning', path: 'AGENTS.md', message: 'head finding', key: 'k1' };
    // Before: the analysis caught it as "a check failed to run" (a warning), and the PR passed.
    const cutInHead = input(() => {
      const e = new DeadlineError(600, 'running the fork check');
      e.partial = { findings: [headFinding], unfinished: ['the checks fork'] };
      throw e;
    });
    expect(() => analyse(cutInHead)).toThrow(DeadlineError);
    // Cut while checking the base: the head was checked to the end, so all of its findings stand.
    let calls = 0;
    const cutInBase = input(() => {
      if (calls++ === 0) return [headFinding];
      throw new DeadlineError(600, 'running the budget check');
    });
    let err: DeadlineError | undefined;
    try {
      analyse(cutInBase);
    } catch (e) {
      err = e as DeadlineError;
    }
    expect(err).toBeInstanceOf(DeadlineError);
    expect(err!.partial!.findings.map((f) => f.message)).toEqual(['head finding']);
    expect(err!.partial!.unfinished).toEqual(['the checks on the base (every finding counts as new)']);
  });

  it('action: the job summary of a cut run lists what finished (escaped) and what did not', () => {
    const md = partialSummary({
      findings: [
        { check: 'budget', severity: 'error', path: 'nl\nx/AGENTS.md', line: 3, message: 'cut <b>here</b> `x`', key: 'a' },
        ...Array.from({ length: 22 }, (_, i): Finding => ({ check: 'fork', severity: 'warning', path: `p${i}/AGENTS.md`, message: `drift ${i}`, key: `f${i}` })),
      ],
      unfinished: ['the checks symlink, import'],
    }).join('\n');
    expect(md).toContain('Finished before the deadline: 1 errors, 22 warnings, 0 notes.');
    expect(md).toContain('- error [budget] `nl\\nx/AGENTS.md`:3: cut &lt;b&gt;here&lt;/b&gt; \\`x\\`');
    expect(md).toContain('- and 3 more');
    expect(md).toContain('Not finished: the checks symlink, import. What was not checked could fail the PR, so the run fails.');
  });
});
