// The explain/tools CLI as a user meets it: output, JSON schema, and one-line errors with exit codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { captureOutput } from './capture-output.js';
import { VERIFIED_VERSIONS } from '../src/profiles/verified-versions.js';

const EXAMPLE = fileURLToPath(new URL('../fixtures/example/repo', import.meta.url));
const BUDGET = fileURLToPath(new URL('../fixtures/oracle/budget/repo', import.meta.url));

const io = captureOutput();

interface JsonStack {
  tool: string;
  cwd: string;
  vantage: string;
  targets: string[];
  layers: { path: string; reason: string; via?: string; bytes: number; keptBytes: number; truncated: boolean; omitted: boolean }[];
  totalBytes: number;
  budgetBytes: number | null;
  truncated: boolean;
  /** Index into `texts` (schema 2). */
  text: number;
  startupText?: number;
}

interface JsonOut {
  schema: string;
  stacks: JsonStack[];
  texts: string[];
}

describe('explain', () => {
  it('--timeout: past the deadline nothing half-resolved is printed and the exit is 1, saying how far it got', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--timeout', '0.001'])).toBe(1);
    expect(io.err).toMatch(/^instruction-stack explain: the analysis did not finish within 0\.001 s \(stopped while [^)]+\); no stacks were printed/m);
    expect(io.out).toBe('');
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--timeout', '0'])).toBe(0);
  });

  it('prints a table per tool with both vantages', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--tool', 'claude-code'])).toBe(0);
    expect(io.out).toContain('== Claude Code (claude-code)');
    expect(io.out).toContain('session at . then reads packages/api/src/handler.ts');
    expect(io.out).toContain('session started in packages/api/src');
    expect(io.out).toMatch(/packages\/api\/CLAUDE\.md\s+nested \(on touch\)/);
    expect(io.out).toMatch(/\.claude\/rules\/api\.md\s+conditional/);
  });

  it('--json follows the documented schema, with the files in load order', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--tool', 'codex,opencode', '--json'])).toBe(0);
    const j = JSON.parse(io.out) as JsonOut;
    expect(j.schema).toBe('instruction-stack/explain@2');
    const local = (tool: string): JsonStack => j.stacks.find((s) => s.tool === tool && s.vantage === 'local')!;
    expect(local('codex').layers.map((l) => l.path)).toEqual(['AGENTS.md', 'packages/api/AGENTS.md']);
    expect(local('opencode').layers.map((l) => l.path)).toEqual(['packages/api/AGENTS.md', 'AGENTS.md']);
    expect(local('codex').cwd).toBe('packages/api/src');
    expect(local('codex').budgetBytes).toBe(32768);
    for (const s of j.stacks) {
      expect(s.targets).toEqual(['packages/api/src/handler.ts']);
      expect(s.totalBytes).toBe(Buffer.byteLength(j.texts[s.text]!));
    }
  });

  it('--json carries the assumptions a stack rests on, as the text output does', async () => {
    const root = join(import.meta.dirname, '..', 'fixtures', 'engine', 'repo-settings', 'repo');
    expect(await main(['explain', '--root', root, '.', '--tool', 'codex', '--json', '--no-git'])).toBe(0);
    const j = JSON.parse(io.out) as { stacks: { assumes: string[] }[] };
    expect(j.stacks.length).toBeGreaterThan(0);
    for (const s of j.stacks) expect(s.assumes.join(' ')).toMatch(/trust/i);
  });

  it('--json writes each distinct text once and startupText only when it differs', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', 'packages/web/index.ts', 'AGENTS.md', '--json'])).toBe(0);
    const j = JSON.parse(io.out) as JsonOut;
    expect(new Set(j.texts).size).toBe(j.texts.length);
    const used = new Set(j.stacks.flatMap((s) => [s.text, ...(s.startupText === undefined ? [] : [s.startupText])]));
    expect([...used].sort((a, b) => a - b)).toEqual(j.texts.map((_, i) => i));
    // Both vantages of one directory often load the same text: it is written once, referred to twice.
    expect(j.stacks.length).toBeGreaterThan(j.texts.length);
    for (const s of j.stacks) if (s.startupText !== undefined) expect(j.texts[s.startupText]).not.toBe(j.texts[s.text]);
    // A root session touching a nested file adds to its start-up block: there the two differ.
    expect(j.stacks.some((s) => s.vantage === 'root' && s.startupText !== undefined)).toBe(true);
  });

  it('--json --no-text keeps the layers and drops every text', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--tool', 'codex', '--json', '--no-text'])).toBe(0);
    const j = JSON.parse(io.out) as Partial<JsonOut> & { stacks: Partial<JsonStack>[] };
    expect(j.texts).toBeUndefined();
    expect(j.stacks.length).toBeGreaterThan(0);
    for (const s of j.stacks) {
      expect(s.text).toBeUndefined();
      expect(s.startupText).toBeUndefined();
      expect(s.layers!.length).toBeGreaterThan(0);
    }
  });

  it('shows a Codex cut: kept bytes and the budget', async () => {
    expect(await main(['explain', '--root', BUDGET, 'packages/api', '--tool', 'codex', '--json'])).toBe(0);
    const s = (JSON.parse(io.out) as { stacks: JsonStack[] }).stacks.find((x) => x.vantage === 'local')!;
    expect(s.layers).toMatchObject([
      { path: 'AGENTS.md', bytes: 40960, keptBytes: 32768, truncated: true, omitted: false },
      { path: 'packages/api/AGENTS.md', keptBytes: 0, omitted: true },
    ]);
    expect(s.truncated).toBe(true);
  });

  it('groups paths that share a stack', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', 'packages/api/src', '--tool', 'pi', '--json'])).toBe(0);
    const j = JSON.parse(io.out) as { stacks: JsonStack[] };
    expect(j.stacks.find((s) => s.vantage === 'local')!.targets).toEqual(['packages/api/src/handler.ts', 'packages/api/src']);
  });

  it.each([
    [['explain', '--root', EXAMPLE, 'no/such/file.ts'], /no such file or directory/],
    [['explain', '--root', EXAMPLE, 'AGENTS.md', '--tool', 'vim'], /unknown tool: vim/],
    [['explain', '--root', join(EXAMPLE, 'nope'), 'x'], /no such directory/],
    [['explain', '--root', EXAMPLE, '../../outside.md'], /outside the repository/],
    [['explain', '--root', EXAMPLE, 'AGENTS.md', '--rev', 'no-such-rev'], /not a commit/],
    [['explain', '--root', EXAMPLE], /at least one path/],
    [['explain', '--bogus'], /unknown option --bogus/],
    [['frobnicate'], /unknown command/],
  ])('%j → exit 2 with a one-line reason', async (argv, msg) => {
    expect(await main(argv)).toBe(2);
    expect(io.err).toMatch(msg);
    expect(io.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('--rev reads a subdirectory root from git objects like the working tree', async () => {
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--tool', 'gemini-cli', '--json', '--rev', 'HEAD'])).toBe(0);
    const fromGit = JSON.parse(io.out) as { stacks: JsonStack[] };
    io.out = '';
    expect(await main(['explain', '--root', EXAMPLE, 'packages/api/src/handler.ts', '--tool', 'gemini-cli', '--json'])).toBe(0);
    const fromTree = JSON.parse(io.out) as { stacks: JsonStack[] };
    expect(fromGit.stacks.map((s) => s.layers)).toEqual(fromTree.stacks.map((s) => s.layers));
    expect(fromGit.stacks[0]!.layers[0]).toMatchObject({ path: 'GEMINI.md' });
  });

  it('outside a git repository without --root: a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'is-nogit-'));
    const cwd = process.cwd();
    try {
      process.chdir(dir);
      expect(await main(['explain', 'x'])).toBe(2);
      expect(io.err).toMatch(/not inside a git repository; pass --root/);
      io.err = '';
      expect(await main(['explain', '--root', '.', '--rev', 'HEAD', 'x'])).toBe(2);
      expect(io.err).toMatch(/--rev needs a git repository/);
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tools', () => {
  it('lists every profile with the version it was verified against', async () => {
    expect(await main(['tools', '--json'])).toBe(0);
    const tools = JSON.parse(io.out) as { id: string; verified: { method: string; version: string } }[];
    expect(tools.map((t) => t.id)).toEqual(['claude-code', 'codex', 'gemini-cli', 'qwen-code', 'copilot', 'opencode', 'pi', 'cursor', 'deepseek-harness', 'grok-build', 'cline', 'kilo-code', 'continue-cli', 'roo-code', 'windsurf']);
    expect(tools.find((t) => t.id === 'codex')!.verified).toEqual({ method: 'execution', version: VERIFIED_VERSIONS.codex.version });
    expect(tools.find((t) => t.id === 'cursor')!.verified.method).toBe('docs');
  });
});
