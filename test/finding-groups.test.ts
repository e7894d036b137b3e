// Grouped findings as a user sees them: one entry per (check, file) with its count and lines, one per
// repository-wide pattern with one fix for all — the same in the text output, `check --format json`,
// SARIF and the PR comment. The pattern's fix is run on a copy of the repository: it must remove
// every finding of the pattern.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report, ReportFinding } from '../src/analysis/analyse.js';
import { groupFindings, PATTERN_MIN_FILES, replaceWord } from '../src/analysis/finding-groups.js';
import { rng } from '../fidelity/explore/covering.js';
import { CHECKS } from '../src/checks/index.js';
import { checkCommand } from '../src/cli/check.js';
import { renderComment } from '../src/output/markdown.js';
import type { SarifLog } from '../src/output/sarif.js';
import type { Finding } from '../src/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/checks/', import.meta.url));
const PACKAGES = join(FIXTURES, 'group-claude-packages', 'repo');
const IMPORTS = join(FIXTURES, 'import-problems', 'repo');

async function check(root: string, ...args: string[]): Promise<string> {
  let out = '';
  await checkCommand(['--root', root, '--no-git', '--fail-on', 'never', ...args], root, { out: (s) => void (out += s), err: () => undefined });
  return out;
}

interface JsonOut {
  findings: Finding[];
  groups: { kind: string; check: string; count: number; path?: string; lines: number[]; paths: string[]; fix?: string; members: number[] }[];
}

const tmp = mkdtempSync(join(tmpdir(), 'is-groups-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a repository-wide pattern (Claude Code skipping four package AGENTS.md files)', () => {
  it('is one entry in the text output, with its files and one fix for all', async () => {
    const text = await check(PACKAGES);
    const entries = text.split('\n').filter((l) => /\[shadowed\]/.test(l));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(/^\(4 files\): warning \[shadowed\] Claude Code sees none of 4 package AGENTS\.md files/);
    expect(text).toMatch(/files: packages\/api\/AGENTS\.md, packages\/cli\/AGENTS\.md, packages\/sdk\/AGENTS\.md, packages\/web\/AGENTS\.md/);
    expect(text.match(/fix \(all 4\):/g)).toHaveLength(1);
    expect(text).toMatch(/4 warnings, 1 note in 2 entries/);
  });

  it('is one group in the JSON, its members the four findings', async () => {
    const j = JSON.parse(await check(PACKAGES, '--format', 'json')) as JsonOut;
    const p = j.groups.filter((g) => g.check === 'shadowed');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ kind: 'pattern', count: 4 });
    expect(p[0]!.members.map((i) => j.findings[i]!.path).sort()).toEqual(p[0]!.paths.slice().sort());
    expect(p[0]!.paths).toHaveLength(4);
  });

  it('keeps one SARIF result per file, each naming the group the run lists with the same fix', async () => {
    const log = JSON.parse(await check(PACKAGES, '--format', 'sarif')) as SarifLog;
    const run = log.runs[0]!;
    const shadowed = run.results.filter((r) => r.ruleId === 'shadowed');
    expect(shadowed).toHaveLength(4);
    const ids = new Set(shadowed.map((r) => r.properties?.group));
    expect(ids.size).toBe(1);
    const g = run.properties!.groups.find((x) => x.id === [...ids][0]);
    expect(g).toMatchObject({ kind: 'pattern', count: 4, ruleId: 'shadowed' });
    expect(g!.uris.sort()).toEqual(shadowed.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri).sort());
    for (const r of shadowed) expect(r.message.text).toContain(`one fix for all: ${g!.fix}`);
  });

  it('is one item in the PR comment, with the fix for all files at once', async () => {
    const j = JSON.parse(await check(PACKAGES, '--format', 'json')) as JsonOut;
    const findings = j.findings as ReportFinding[];
    const counts = { error: 0, warning: findings.filter((f) => f.severity === 'warning').length, note: findings.filter((f) => f.severity === 'note').length };
    const report: Report = {
      schema: 'instruction-stack/report@2',
      mode: 'tree',
      repository: 'acme/mono',
      commit: 'a'.repeat(40),
      head: 'worktree',
      source: 'git',
      config: { source: 'defaults', failOn: 'error', comment: true },
      tools: ['claude-code'],
      targets: 5,
      rows: [],
      groups: [],
      findings,
      counts,
      failed: false,
      verdict: 'no failing findings',
      notes: [],
      problems: [],
      relevant: true,
    };
    const body = renderComment(report).body;
    const items = body.split('\n').filter((l) => l.includes('**shadowed**'));
    expect(items).toHaveLength(1);
    expect(items[0]).toContain('(4 files)');
    expect(items[0]).toContain('Fix, all 4 at once:');
    expect(body).toMatch(/Files: `packages\/api\/AGENTS\.md`, `packages\/cli\/AGENTS\.md`, `packages\/sdk\/AGENTS\.md`, `packages\/web\/AGENTS\.md`\./);
  });

  it('has a fix that, pasted into a shell, removes every finding of the pattern', async () => {
    const j = JSON.parse(await check(PACKAGES, '--format', 'json')) as JsonOut;
    const fix = j.groups.find((g) => g.kind === 'pattern')!.fix!;
    const command = /`([^`]+)`/.exec(fix)![1]!;
    const copy = join(tmp, 'mono');
    cpSync(PACKAGES, copy, { recursive: true });
    execFileSync('sh', ['-c', command], { cwd: copy });
    const after = JSON.parse(await check(copy, '--format', 'json')) as JsonOut;
    expect(after.findings.filter((f) => f.check === 'shadowed')).toEqual([]);
  });
});

describe('several findings of one check in one file', () => {
  it('are one entry with the count and every line, each fix once', async () => {
    const text = await check(IMPORTS);
    expect(text).toMatch(/^CLAUDE\.md:3,4,5,6: error \[import\] 4 findings/m);
    for (const l of [3, 4, 5, 6]) expect(text).toMatch(new RegExp(`^ {6}line ${l}: `, 'm'));
    expect(text.match(/Import files inside the repository only\./g)).toHaveLength(1);
    expect(text).toMatch(/fix \(lines 4, 5, 6\): Import files inside the repository only\./);
    const j = JSON.parse(await check(IMPORTS, '--format', 'json')) as JsonOut;
    const g = j.groups.find((x) => x.check === 'import' && x.path === 'CLAUDE.md' && x.count === 4);
    expect(g).toMatchObject({ kind: 'file', lines: [3, 4, 5, 6] });
  });
});

describe('groupFindings', () => {
  const f = (path: string, line = 1, message = `x is skipped in ${path}`): Finding => ({ check: 'shadowed', severity: 'warning', path, line, message, fix: `Fix ${path}.` });

  it(`makes a pattern from ${PATTERN_MIN_FILES} files, not fewer`, () => {
    expect(groupFindings([f('a/A.md'), f('b/A.md')]).map((g) => g.kind)).toEqual(['file', 'file']);
    const g = groupFindings([f('a/A.md'), f('b/A.md'), f('c/A.md')], CHECKS);
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ kind: 'pattern', count: 3, paths: ['a/A.md', 'b/A.md', 'c/A.md'] });
  });

  it('never mixes new and pre-existing findings, nor severities', () => {
    const gs = groupFindings([{ ...f('a/A.md', 1), state: 'new' }, { ...f('a/A.md', 5), state: 'preexisting' }, { ...f('a/A.md', 7), severity: 'error' }] as Finding[]);
    expect(gs.map((g) => [g.severity, g.state, g.count])).toEqual([
      ['warning', 'new', 1],
      ['warning', 'preexisting', 1],
      ['error', 'new', 1],
    ]);
  });
});

describe('a finding\'s own path masked as a whole word (replaceWord)', () => {
  // The regular expression it stands for, compiled per word (what a report with thousands of paths paid).
  const byRegex = (s: string, w: string, by: string): string => s.replace(new RegExp(`(?<![\\w./-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'g'), by);
  // Pieces around the boundaries: word characters, the separators the lookarounds name, others.
  const PIECES = ['a', 'a/b', 'b', 'ab', 'x.md', '.', '/', '-', '_', '0', ' ', ',', ':', '(', '`', '$&', 'é', '\u{1F600}', 'a/b/c', '*+?'];

  it('masks what the regular expression masks, on generated texts and words', () => {
    const next = rng(11);
    const pick = (): string => PIECES[Math.floor(next() * PIECES.length)] as string;
    for (let n = 0; n < 4000; n++) {
      let s = '';
      for (let k = Math.floor(next() * 12); k > 0; k--) s += pick();
      let w = pick();
      if (next() < 0.3) w += pick();
      expect(replaceWord(s, w, '<path>'), JSON.stringify([s, w])).toBe(byRegex(s, w, '<path>'));
    }
  });

  it('leaves a word inside a longer path alone', () => {
    expect(replaceWord('pkg/a.md and a.md, not xa.md or a.md.bak', 'a.md', '<path>')).toBe('pkg/a.md and <path>, not xa.md or a.md.bak');
  });
});

describe('the pattern of many copies (duplicate)', () => {
  const dup = CHECKS.find((c) => c.id === 'duplicate')!;
  const copy = (i: number): Finding => ({
    check: 'duplicate',
    severity: 'note',
    path: `d${i}/AGENTS.md`,
    line: 1,
    tools: ['opencode'],
    message: `d${i}/AGENTS.md is a copy of AGENTS.md: 12 bytes sent again`,
    fix: `Make d${i}/AGENTS.md a symlink to ../AGENTS.md (a tool loads a linked file once)`,
  });

  it('links every copy in one command when there are few', () => {
    const fix = dup.pattern!([0, 1, 2, 3].map(copy))!.fix!;
    expect(fix.match(/ln -sf/g)).toHaveLength(4);
    expect(fix).toMatch(/^Link every copy to its original: `ln -sf \.\.\/AGENTS\.md d0\/AGENTS\.md && /);
  });

  it('keeps the command short for thousands of copies, and says how many it leaves to their own findings', () => {
    const p = dup.pattern!(Array.from({ length: 2_000 }, (_, i) => copy(i)))!;
    expect(p.message).toMatch(/^2000 files are copies/);
    expect(p.fix!.match(/ln -sf/g)).toHaveLength(10);
    expect(p.fix).toMatch(/the first 10 of 2000 here; each copy's own finding names its original/);
    expect(p.fix!.length).toBeLessThan(1_000);
  });
});
