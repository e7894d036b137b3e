// The shared analysis on real views (working trees of the PR fixtures), with the checks stubbed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse, type AnalyseInput, type RunChecks } from '../src/analysis/analyse.js';
import { configuredNames, pullRequestTargets, globMatcher, prefetchPriority } from '../src/analysis/targets.js';
import { scopeDir } from '../src/engine/instruction-files.js';
import { defaultConfig, parseConfig, type Config } from '../src/config.js';
import type { ChangedFiles } from '../src/github/changed.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { ToolId } from '../src/types.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'pr');
const noChecks: RunChecks = () => [];
const TOOLS: ToolId[] = ['codex', 'claude-code'];

function view(dir: string): WorktreeView {
  return new WorktreeView(dir, { hasGitMarker: true });
}

function input(caseName: string, changed: ChangedFiles, config: Config = defaultConfig(), runChecks: RunChecks = noChecks): AnalyseInput {
  return {
    mode: 'pull-request',
    repository: 'acme/widgets',
    head: view(join(FIX, caseName, 'head')),
    base: view(join(FIX, caseName, 'base')),
    headCommit: 'h'.repeat(40),
    baseCommit: 'b'.repeat(40),
    changed,
    config,
    tools: TOOLS,
    source: 'git',
    fromFork: false,
    runChecks,
    names: configuredNames(config.toolOptions),
  };
}

const passingChanges: ChangedFiles = {
  source: 'git',
  capped: false,
  files: [
    { path: 'packages/api/AGENTS.md', status: 'added' },
    { path: 'packages/api/src/handler.ts', status: 'modified' },
  ],
};

describe('analyse (pull request)', () => {
  it('shows what the PR changes per tool', () => {
    const r = analyse(input('passing', passingChanges));
    expect(r.failed).toBe(false);
    expect(r.verdict).toBe('Passing: no problems found');
    const codex = r.rows.find((x) => x.tool === 'codex');
    expect(codex?.changedGroups).toBeGreaterThan(0);
    expect(codex?.status).toBe('changed');
    const changed = r.groups.filter((g) => g.tool === 'codex' && g.changed);
    expect(changed.some((g) => g.addedLayers.includes('packages/api/AGENTS.md'))).toBe(true);
    const g = changed.find((x) => x.addedLayers.includes('packages/api/AGENTS.md'));
    expect(g?.base?.files).toBe(1);
    expect(g?.head.files).toBe(2);
    expect(g?.diff?.added).toBeGreaterThan(0);
    expect(g?.head.budgetBytes).toBe(32768);
    expect(g?.head.budgetUse).toBeGreaterThan(g?.base?.budgetUse ?? 1);
    expect(r.relevant).toBe(true);
  });

  it('groups 2,000 changed files under one package into one row per stack', () => {
    const root = mkdtempSync(join(tmpdir(), 'is-group-'));
    try {
      for (const side of ['base', 'head']) {
        mkdirSync(join(root, side, 'packages/big/src'), { recursive: true });
        writeFileSync(join(root, side, 'AGENTS.md'), '# root\n');
        writeFileSync(join(root, side, 'packages/big/AGENTS.md'), side === 'head' ? '# big, edited\n' : '# big\n');
      }
      const files: ChangedFiles['files'] = [];
      for (let i = 0; i < 2000; i++) {
        const p = `packages/big/src/f${String(i).padStart(4, '0')}.ts`;
        writeFileSync(join(root, 'head', p), 'x\n');
        files.push({ path: p, status: 'added' });
      }
      const r = analyse({ ...input('passing', { source: 'git', capped: false, files }), head: view(join(root, 'head')), base: view(join(root, 'base')) });
      const codex = r.groups.filter((g) => g.tool === 'codex');
      expect(codex.length).toBeLessThanOrEqual(2);
      expect(codex.every((g) => g.targets.length === 2000)).toBe(true);
      expect(codex.every((g) => g.changed)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails on an error finding and marks the finding', () => {
    const r = analyse(
      input('failing', {
        source: 'git',
        capped: false,
        files: [
          { path: 'packages/web/CLAUDE.md', status: 'added' },
          { path: 'packages/web/src/app.ts', status: 'modified' },
        ],
      }),
    );
    const err = r.findings.find((f) => f.check === 'import' && f.severity === 'error');
    expect(err).toMatchObject({ path: 'packages/web/CLAUDE.md', line: 4 });
    expect(err?.preexisting).toBeUndefined();
    expect(r.failed).toBe(true);
    expect(r.verdict).toMatch(/^Failing: 1 error/);
    expect(r.rows.find((x) => x.tool === 'claude-code')?.status).toBe('error');
  });

  it('applies severity overrides, fail-on and ignore globs', () => {
    const changes: ChangedFiles = { source: 'git', capped: false, files: [{ path: 'packages/web/CLAUDE.md', status: 'added' }] };
    const off = analyse(input('failing', changes, parseConfig('checks: { import: off }\n')));
    expect(off.findings.filter((f) => f.check === 'import')).toEqual([]);
    expect(off.failed).toBe(false);
    const never = analyse(input('failing', changes, parseConfig('fail-on: never\n')));
    expect(never.failed).toBe(false);
    expect(never.verdict).toMatch(/^Passing \(fail-on: never\): 1 error/);
    const warn = analyse(input('failing', changes, parseConfig('checks: { import: warning }\nfail-on: warning\n')));
    expect(warn.counts.error).toBe(0);
    expect(warn.failed).toBe(true);
    const ignored = analyse(input('failing', changes, parseConfig('ignore: ["packages/web/**"]\n')));
    expect(ignored.findings).toEqual([]);
    expect(ignored.targets).toBe(0);
    expect(ignored.changed?.ignored).toBe(1);
  });

  it('marks findings already present on the base; they fail only with fail-on-preexisting', () => {
    const changes: ChangedFiles = { source: 'git', capped: false, files: [{ path: 'packages/web/src/app.ts', status: 'modified' }] };
    const r = analyse({ ...input('failing', changes), base: view(join(FIX, 'failing', 'head')) });
    const err = r.findings.find((f) => f.check === 'import');
    expect(err?.preexisting).toBe(true);
    expect(err?.state).toBe('preexisting');
    expect(err?.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(r.failed).toBe(false);
    expect(r.verdict).toMatch(/none introduced by this change/);
    const strict = analyse({ ...input('failing', changes, parseConfig('fail-on-preexisting: true\n')), base: view(join(FIX, 'failing', 'head')) });
    expect(strict.failed).toBe(true);
  });

  it('merges check findings with the run\'s and survives a crashing check', () => {
    const r = analyse(
      input('passing', passingChanges, defaultConfig(), () => {
        throw new Error('boom');
      }),
    );
    expect(r.findings).toEqual([expect.objectContaining({ check: 'input', severity: 'warning', message: 'a check failed to run: boom' })]);
    const r2 = analyse(
      input('passing', passingChanges, defaultConfig(), (ctx) => [
        { check: 'budget', severity: 'warning', message: `seen ${ctx.changedPaths.length} paths`, path: 'AGENTS.md', line: 1, tools: ['codex'] },
      ]),
    );
    expect(r2.findings[0]).toMatchObject({ check: 'budget', message: 'seen 2 paths' });
    expect(r2.rows.find((x) => x.tool === 'codex')?.status).toBe('warning');
  });
});

describe('analyse (whole tree)', () => {
  it('analyses every directory holding instruction files', () => {
    const r = analyse({ ...input('passing', passingChanges), mode: 'tree', base: undefined, changed: undefined });
    expect(r.mode).toBe('tree');
    expect(r.targets).toBe(2); // "" and packages/api
    expect(r.groups.every((g) => g.base === undefined && !g.changed)).toBe(true);
    expect(r.rows.find((x) => x.tool === 'codex')?.head.filesMax).toBe(2);
  });
});

describe('targets', () => {
  const names = configuredNames({});
  it('adds the directories an instruction change reaches', () => {
    const v = view(join(FIX, 'passing', 'head'));
    const t = pullRequestTargets(['AGENTS.md'], [v], names, globMatcher([]));
    expect(t.targets).toEqual(['AGENTS.md', '', 'packages/api']);
    const s = pullRequestTargets(['.claude/settings.json', 'x.ts'], [v], names, globMatcher(['x.ts']));
    expect(s.ignored).toBe(1);
    expect(s.targets).toContain('packages/api');
  });

  it('scopes files in dot-directories to their owner directory', () => {
    expect(scopeDir('.claude/rules/a.md')).toBe('');
    expect(scopeDir('pkg/.cursor/rules/x.mdc')).toBe('pkg');
    expect(scopeDir('pkg/AGENTS.md')).toBe('pkg');
  });

  it('prefetches settings first, then instruction names, then rule files', () => {
    const p = prefetchPriority(names, '.github/instruction-stack.yml');
    expect(p('.github/instruction-stack.yml')).toBe(0);
    expect(p('pkg/.gemini/settings.json')).toBe(0);
    expect(p('pkg/AGENTS.md')).toBe(1);
    expect(p('.claude/rules/testing.md')).toBe(2);
    expect(p('.github/instructions/x.instructions.md')).toBe(2);
    expect(p('docs/guide.md')).toBe(false);
    expect(p('src/a.ts')).toBe(false);
  });

  it('matches ignore globs on files and directories', () => {
    const m = globMatcher(['vendor', 'docs/', '**/*.snap']);
    expect(m('vendor/x/y.md')).toBe(true);
    expect(m('docs/a.md')).toBe(true);
    expect(m('a/b/c.snap')).toBe(true);
    expect(m('src/vendor.ts')).toBe(false);
  });
});
