// `instruction-stack check`: exit codes (0 clean, 1 failing finding, 2 usage error), --base/--rev
// on a real git repository, and the three output formats.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../src/cli/check.js';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function run(args: string[], cwd: string): Promise<Run> {
  let out = '';
  let err = '';
  const code = await checkCommand(args, cwd, { out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

function write(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

const SAME = '# Project\n\nRun `npm test` before committing.\n';

let tmp: string;
let clean: string;
let drifted: string;
let repo: string;
let debt: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'is-check-cli-'));
  clean = join(tmp, 'clean');
  write(clean, { 'AGENTS.md': SAME, 'CLAUDE.md': '@AGENTS.md\n\nUse plan mode for refactors.\n', 'src/app.ts': 'export {};\n' });
  drifted = join(tmp, 'drifted');
  write(drifted, { 'AGENTS.md': SAME, 'CLAUDE.md': '# Project\n\nRun `yarn test` before committing.\n' });
  symlinkSync('missing.md', join(drifted, 'GEMINI.md'));
  // `check --root` wants a repository (a plain directory needs --no-git).
  for (const d of [clean, drifted]) git(d, 'init', '-q', '-b', 'main');
  // A git repository: commit 1 has identical twins; commit 2 edits AGENTS.md only.
  repo = join(tmp, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  write(repo, { 'AGENTS.md': SAME, 'CLAUDE.md': SAME, 'src/app.ts': 'export {};\n' });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'one');
  write(repo, { 'AGENTS.md': `${SAME}Use pnpm 9.\n`, 'src/app.ts': 'export const x = 1;\n' });
  git(repo, 'commit', '-q', '-am', 'two');
  // Debt on the base: Codex cuts AGENTS.md (budget 200 bytes); the second commit changes src/ only.
  debt = join(tmp, 'debt');
  mkdirSync(debt);
  git(debt, 'init', '-q', '-b', 'main');
  write(debt, {
    '.github/instruction-stack.yml': 'tools: [codex]\ntools-options:\n  codex: { maxBytes: 200 }\n',
    'AGENTS.md': `# Rules\n\n${'- Keep handlers small and tested before merging.\n'.repeat(10)}`,
    'src/app.ts': 'export {};\n',
  });
  git(debt, 'add', '-A');
  git(debt, 'commit', '-q', '-m', 'one');
  write(debt, { 'src/app.ts': 'export const x = 1;\n' });
  git(debt, 'commit', '-q', '-am', 'two');
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('instruction-stack check: exit codes', () => {
  it('exits 0 when nothing fails (warnings and notes do not fail)', async () => {
    const r = await run(['--root', clean], tmp);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^0 errors, \d+ warnings?(, \d+ notes?)?\n$/m);
  });

  it('exits 1 on an error finding, with one line per finding and the fix indented', async () => {
    const r = await run(['--root', drifted], tmp);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^CLAUDE\.md:3: error \[fork\] .+\(.*claude-code.*\)$/m);
    expect(r.out).toMatch(/^GEMINI\.md:1: error \[symlink\] /m);
    expect(r.out).toMatch(/^ {4}fix: /m);
    expect(r.out.trimEnd().split('\n').pop()).toMatch(/^\d+ errors?, \d+ warnings?/);
  });

  it('limits the analysis to --tool', async () => {
    const r = await run(['--root', drifted, '--tool', 'codex', '--format', 'json'], tmp);
    const j = JSON.parse(r.out) as { tools: string[] };
    expect(j.tools).toEqual(['codex']);
  });

  it.each([
    [['--root', 'no/such/dir'], /--root no\/such\/dir: no such directory/],
    [['--tool', 'vim'], /unknown tool: vim/],
    [['--format', 'xml'], /--format must be one of text, json, sarif/],
    [['--bogus'], /unknown option --bogus/],
    [['extra'], /unexpected argument: extra/],
  ])('exits 2 on a usage error %j', async (args, msg) => {
    const r = await run(['--root', clean, ...args], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(msg);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });

  it('exits 2 on a bad --rev or --base', async () => {
    const a = await run(['--root', repo, '--rev', 'no-such-rev'], tmp);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/no-such-rev/);
    const b = await run(['--root', repo, '--base', 'no-such-base'], tmp);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--base no-such-base/);
    const plain = join(tmp, 'plain');
    mkdirSync(plain, { recursive: true });
    const c = await run(['--root', plain, '--rev', 'HEAD'], tmp);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/git repository/);
  });
});

describe('instruction-stack check --base', () => {
  it('checks the changed paths and names the twin the change left behind', async () => {
    const r = await run(['--root', repo, '--base', 'HEAD~1', '--format', 'json'], tmp);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out) as { changedPaths: string[]; findings: { check: string; severity: string; path: string; message: string }[] };
    expect(j.changedPaths).toEqual(['AGENTS.md', 'src/app.ts']);
    const fork = j.findings.filter((f) => f.check === 'fork');
    expect(fork).toHaveLength(1);
    expect(fork[0]).toMatchObject({ severity: 'error', path: 'AGENTS.md' });
    expect(fork[0]!.message).toContain('CLAUDE.md');
  });

  it('analyses the whole tree of a revision with --rev', async () => {
    const r = await run(['--root', repo, '--rev', 'HEAD~1'], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\[fork\] CLAUDE\.md is a copy of AGENTS\.md/);
  });
});

describe('instruction-stack check --base: gating on what the change introduces', () => {
  it('passes a change that never touched the over-budget file, listing the error as pre-existing', async () => {
    const r = await run(['--root', debt, '--base', 'HEAD~1', '--format', 'json'], tmp);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out) as { findings: { check: string; severity: string; state?: string; fingerprint?: string }[]; summary: { gating: { error: number } } };
    const cut = j.findings.find((f) => f.check === 'budget' && f.severity === 'error');
    expect(cut).toMatchObject({ state: 'preexisting' });
    expect(cut?.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(j.summary.gating.error).toBe(0);
    expect(r.code).toBe(0);
    const text = await run(['--root', debt, '--base', 'HEAD~1'], tmp);
    expect(text.out).toMatch(/^AGENTS\.md:\d+: error \[budget\] \[pre-existing\] /m);
  });

  it('fails on pre-existing findings with --fail-on-preexisting', async () => {
    expect((await run(['--root', debt, '--base', 'HEAD~1', '--fail-on-preexisting'], tmp)).code).toBe(1);
  });

  it('gives SARIF baselineState and line-independent fingerprints', async () => {
    const r = await run(['--root', debt, '--base', 'HEAD~1', '--format', 'sarif'], tmp);
    const res = (JSON.parse(r.out) as { runs: { results: { ruleId: string; baselineState?: string; partialFingerprints: Record<string, string> }[] }[] }).runs[0]!.results;
    const cut = res.find((x) => x.ruleId === 'budget');
    expect(cut?.baselineState).toBe('unchanged');
    expect(cut?.partialFingerprints['instructionStack/v2']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes a baseline that suppresses today\'s findings in a whole-tree check', async () => {
    const before = await run(['--root', debt, '--rev', 'HEAD'], tmp);
    expect(before.code).toBe(1);
    const { main } = await import('../src/cli/main.js');
    let out = '';
    const write0 = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((s: string) => ((out += s), true)) as typeof process.stdout.write;
    let code: number;
    try {
      code = await main(['baseline', '--root', debt, '--rev', 'HEAD']);
    } finally {
      process.stdout.write = write0;
    }
    expect(code).toBe(0);
    const file = join(tmp, 'baseline.json');
    writeFileSync(file, out);
    expect(JSON.parse(out)).toMatchObject({ schema: 'instruction-stack/baseline@1' });
    const after = await run(['--root', debt, '--rev', 'HEAD', '--baseline', file], tmp);
    expect(after.out).toMatch(/\[baseline\]/);
    expect(after.code).toBe(0);
    const bad = await run(['--root', debt, '--baseline', join(tmp, 'no-such.json')], tmp);
    expect(bad.code).toBe(2);
  });
});

describe('instruction-stack check: private files on the working tree', () => {
  it('reports a .claude/settings.local.json git tracks though .gitignore lists it, and not one only listed', async () => {
    const dir = join(tmp, 'tracked-ignored');
    mkdirSync(dir);
    git(dir, 'init', '-q', '-b', 'main');
    write(dir, { 'AGENTS.md': SAME, '.claude/settings.local.json': '{"permissions":{"allow":["Bash(ls:*)"]}}\n' });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    // Ignored after the fact: git keeps tracking it. CLAUDE.local.md is ignored and never added.
    write(dir, { '.gitignore': '.claude/settings.local.json\nCLAUDE.local.md\n', 'CLAUDE.local.md': 'my notes\n' });
    const r = await run(['--root', dir, '--format', 'json'], tmp);
    const j = JSON.parse(r.out) as { findings: { check: string; path: string; message: string; fix: string }[] };
    const local = j.findings.filter((f) => f.check === 'local-files');
    expect(local.map((f) => f.path)).toEqual(['.claude/settings.local.json']);
    expect(local[0]!.message).toMatch(/git tracks it, though \.gitignore lists it/);
    expect(local[0]!.fix).toBe('git rm --cached .claude/settings.local.json');
  });
});
