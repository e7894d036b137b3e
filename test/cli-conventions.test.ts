// The CLI follows the usual conventions: per-command --help listing every option, --version, one
// spelling per option (old ones still accepted), "did you mean", exit 2 on a plain directory unless
// --no-git, colour only on a terminal, a quiet exit on a closed pipe, and `check` honouring the
// configuration's `ignore` exactly as the action does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../src/analysis/analyse.js';
import { configuredNames } from '../src/analysis/targets.js';
import { runChecks } from '../src/checks/index.js';
import type { OptionSpecs } from '../src/cli/args.js';
import { checkCommand, CHECK_COMMAND } from '../src/cli/check.js';
import { colourEnabled } from '../src/cli/colour.js';
import { EXPLAIN_COMMAND } from '../src/cli/explain.js';
import { main } from '../src/cli/main.js';
import { captureOutput } from './capture-output.js';
import { PR_COMMAND } from '../src/cli/pr.js';
import { TOOLS_COMMAND } from '../src/cli/tools.js';
import { parseConfig } from '../src/config.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { WorktreeView } from '../src/repo/worktree.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE = join(ROOT, 'fixtures/example/repo');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

const io = captureOutput();

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'is-conv-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

describe('--help and --version', () => {
  it.each([EXPLAIN_COMMAND, CHECK_COMMAND, PR_COMMAND, TOOLS_COMMAND])('$name --help exits 0 and describes every option', async (spec) => {
    expect(await main([spec.name, '--help'])).toBe(0);
    expect(io.out).toMatch(new RegExp(`^usage: instruction-stack ${spec.name}`));
    for (const [name, o] of Object.entries(spec.options as OptionSpecs)) {
      if (o.hidden) expect(io.out).not.toMatch(new RegExp(`--${name}\\b`));
      else expect(io.out).toMatch(new RegExp(`--${name}\\b.*\\S{3}`));
    }
    expect(io.err).toBe('');
  });

  it('--version prints the package version', async () => {
    expect(await main(['--version'])).toBe(0);
    expect(io.out).toBe(`${PKG.version}\n`);
  });

  it('--help lists every command', async () => {
    expect(await main(['--help'])).toBe(0);
    for (const c of ['explain', 'check', 'pr', 'tools']) expect(io.out).toMatch(new RegExp(`^  ${c} `, 'm'));
  });
});

describe('one spelling per option, old ones kept', () => {
  it('--tool and --format everywhere; --tools and --json still work', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'AGENTS.md', '--tools', 'codex', '--json'])).toBe(0);
    const viaAlias = io.out;
    io.out = '';
    expect(await main(['explain', '--root', EXAMPLE, 'AGENTS.md', '--tool', 'codex', '--format', 'json'])).toBe(0);
    expect(io.out).toBe(viaAlias);
    expect((JSON.parse(io.out) as { stacks: { tool: string }[] }).stacks.every((s) => s.tool === 'codex')).toBe(true);
    io.out = '';
    expect(await main(['tools', '--format', 'json'])).toBe(0);
    expect((JSON.parse(io.out) as { id: string }[]).map((t) => t.id)).toEqual([...TOOL_IDS]);
  });

  it.each([
    [['explain', '--root', EXAMPLE, 'AGENTS.md', '--tool', 'claude'], /unknown tool: claude \(did you mean "claude-code"\?\)/],
    [['explain', '--root', EXAMPLE, 'AGENTS.md', '--tool', 'codx'], /did you mean "codex"/],
    [['check', '--root', EXAMPLE, '--formt', 'json'], /unknown option --formt \(did you mean "--format"\?\)/],
    [['check', '--root', EXAMPLE, '--format', 'jsn'], /--format must be one of text, json, sarif, baseline \(got jsn\) \(did you mean "json"\?\)/],
    [['tools', '--jsn'], /unknown option --jsn \(did you mean "--json"\?\)|unknown option --jsn/],
    [['chek'], /unknown command: chek \(did you mean "check"\?\)/],
  ])('%j → exit 2 with a suggestion', async (argv, msg) => {
    expect(await main(argv)).toBe(2);
    expect(io.err).toMatch(msg);
    expect(io.err.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('a directory that is not a repository', () => {
  it('exits 2 unless --no-git', async () => {
    const plain = join(tmp, 'plain');
    write(plain, { 'AGENTS.md': '# Plain\n', 'src/a.ts': '' });
    expect(await main(['check', '--root', plain])).toBe(2);
    expect(io.err).toMatch(/not inside a git repository; pass --no-git/);
    expect(await main(['explain', '--root', plain, 'src/a.ts'])).toBe(2);
    io.err = '';
    io.out = '';
    expect(await main(['check', '--root', plain, '--no-git'])).toBe(0);
    expect(await main(['explain', '--root', plain, 'src/a.ts', '--no-git', '--tool', 'codex'])).toBe(0);
    expect(io.out).toContain('AGENTS.md');
    expect(io.err).toBe('');
  });
});

describe('colour', () => {
  it('only on a TTY, never with NO_COLOR, forced by FORCE_COLOR', () => {
    expect(colourEnabled({ isTTY: true }, {})).toBe(true);
    expect(colourEnabled({ isTTY: false }, {})).toBe(false);
    expect(colourEnabled({}, {})).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colourEnabled({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
    expect(colourEnabled({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(colourEnabled({ isTTY: true }, { FORCE_COLOR: '0' })).toBe(false);
  });

  it('check paints severities only when asked', async () => {
    const repo = join(tmp, 'colour');
    write(repo, { 'AGENTS.md': '# A\n\nRun npm test.\n', 'CLAUDE.md': '# A\n\nRun yarn test.\n' });
    execFileSync('git', ['init', '-q', repo]);
    let plain = '';
    let painted = '';
    await checkCommand(['--root', repo], tmp, { out: (s) => void (plain += s), err: () => {}, colour: false });
    await checkCommand(['--root', repo], tmp, { out: (s) => void (painted += s), err: () => {}, colour: true });
    expect(plain).toMatch(/ error \[fork\]/);
    expect(plain).not.toContain('\x1b[');
    expect(painted).toContain('\x1b[31merror\x1b[0m [fork]');
  });
});

describe('check honours ignore like the action', () => {
  it('drops what is under an ignored directory, and agrees with the action on the same tree', async () => {
    const repo = join(tmp, 'ignore');
    write(repo, {
      'AGENTS.md': '# Root\n',
      'legacy/lib/AGENTS.md': '# Legacy\n\nRun npm test.\n',
      'legacy/lib/CLAUDE.md': '# Legacy\n\nRun yarn test.\n',
    });
    execFileSync('git', ['init', '-q', repo]);
    const run = async (): Promise<{ code: number; findings: { path?: string }[] }> => {
      let o = '';
      const code = await checkCommand(['--root', repo, '--format', 'json'], tmp, { out: (s) => void (o += s), err: () => {} });
      return { code, findings: (JSON.parse(o) as { findings: { path?: string }[] }).findings };
    };
    const before = await run();
    expect(before.code).toBe(1);
    expect(before.findings.some((f) => f.path?.startsWith('legacy/'))).toBe(true);

    write(repo, { '.github/instruction-stack.yml': 'ignore: ["legacy/"]\n' });
    const after = await run();
    expect(after.code).toBe(0);
    expect(after.findings.filter((f) => f.path?.startsWith('legacy/'))).toEqual([]);

    // The action's analysis of the same tree with the same configuration reports the same paths.
    const config = parseConfig('ignore: ["legacy/"]\n');
    const report = analyse({
      mode: 'tree',
      repository: 'acme/ignore',
      head: new WorktreeView(repo),
      headCommit: 'HEAD',
      config,
      tools: [...TOOL_IDS],
      source: 'git',
      fromFork: false,
      runChecks,
      names: configuredNames(config.toolOptions),
    });
    expect(report.findings.filter((f) => f.path?.startsWith('legacy/'))).toEqual([]);
    expect([...new Set(after.findings.map((f) => f.path))].sort()).toEqual([...new Set(report.findings.map((f) => f.path))].sort());
  });
});

describe('a closed pipe', () => {
  const bundle = join(ROOT, 'dist/cli/index.js');
  // The reader goes away before the CLI writes (as `tools | head -1` does once head has its line).
  it.skipIf(!existsSync(bundle))('exits 0 without a stack trace when stdout is closed', async () => {
    const child = spawn(process.execPath, [bundle, 'tools'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
