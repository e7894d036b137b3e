// Bad input never crashes the engine: every case becomes a located finding or a clear error.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckContext, runChecks } from '../src/checks/index.js';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { Finding, Stack } from '../src/types.js';

const root = fileURLToPath(new URL('../fixtures/engine/bad-input/repo', import.meta.url));
const TARGETS = ['bin/x.ts', 'loop/x.ts', 'cycle/x.ts', 'latin1/x.ts', 'crlf/x.ts', 'bom/x.ts', 'badfm/x.ts'];

function analyse(dir: string, targets: string[], maxReadBytes?: number): { stacks: Stack[]; findings: Finding[] } {
  const view = new WorktreeView(dir, { hasGitMarker: true, maxReadBytes });
  const resolver = new Resolver(view);
  const stacks = resolver.explain(targets, { tools: [...TOOL_IDS] });
  for (const s of stacks) void s.text; // rendering must not throw either
  const ctx: CheckContext = { view, resolver, tools: [...TOOL_IDS], stacks, changedPaths: [], fromFork: false };
  return { stacks, findings: runChecks(ctx) };
}

const has = (fs: Finding[], check: string, path: string, text: RegExp): boolean =>
  fs.some((f) => f.check === check && f.path === path && text.test(f.message));

describe('bad input', () => {
  const { stacks, findings } = analyse(root, TARGETS);

  it('resolves every tool and vantage without throwing', () => {
    expect(stacks.length).toBeGreaterThan(TOOL_IDS.length);
  });

  it('a binary AGENTS.md is an error, not instructions', () => {
    expect(has(findings, 'input', 'bin/AGENTS.md', /binary/)).toBe(true);
    const codex = stacks.find((s) => s.tool === 'codex' && s.cwd === 'bin')!;
    expect(codex.layers.map((l) => l.path)).not.toContain('bin/AGENTS.md');
  });

  it('a symlink loop is reported at the link', () => {
    expect(findings.some((f) => f.check === 'symlink' && f.path?.startsWith('loop/') && /loop/.test(f.message))).toBe(true);
  });

  it('an import cycle is reported with its chain, and the text stops at the cycle', () => {
    expect(findings.some((f) => f.check === 'import' && f.path?.startsWith('cycle/') && /cycle/.test(f.message))).toBe(true);
    const qwen = stacks.find((s) => s.tool === 'qwen-code' && s.cwd === 'cycle')!;
    expect(qwen.text.match(/SENTINEL_BAD_CYCLE_QWEN/g)).toHaveLength(1);
  });

  it('non-UTF-8 is a located warning and the text still reaches the stack', () => {
    expect(has(findings, 'input', 'latin1/AGENTS.md', /UTF-8/)).toBe(true);
    const codex = stacks.find((s) => s.tool === 'codex' && s.cwd === 'latin1')!;
    expect(codex.text).toContain('SENTINEL_BAD_LATIN1');
  });

  it('CRLF frontmatter still makes a conditional rule (not loaded at start)', () => {
    const claude = stacks.find((s) => s.tool === 'claude-code' && s.vantage === 'local' && s.cwd === 'crlf')!;
    expect(claude.text).toContain('SENTINEL_BAD_CRLF_CLAUDE');
    expect(claude.layers.map((l) => l.path)).not.toContain('crlf/.claude/rules/r.md');
  });

  it('a BOM is noted on line 1', () => {
    expect(findings.some((f) => f.path === 'bom/GEMINI.md' && f.line === 1 && /byte-order mark/.test(f.message))).toBe(true);
  });

  it('malformed frontmatter is a located finding', () => {
    const f = findings.find((x) => x.check === 'rules-frontmatter' && x.path === '.claude/rules/bad.md');
    expect(f?.message).toMatch(/frontmatter/);
    expect(f?.line).toBeGreaterThanOrEqual(2);
  });
});

describe('a 50 MiB AGENTS.md', () => {
  const dir = mkdtempSync(join(tmpdir(), 'is-huge-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'pkg'));
  writeFileSync(join(dir, 'AGENTS.md'), 'SENTINEL_HUGE_START\n' + 'x'.repeat(50 * 1024 * 1024));

  it('is read only up to the cap, flagged, and still cut by Codex at its budget', () => {
    const { stacks, findings } = analyse(dir, ['pkg/a.ts'], 1024 * 1024);
    expect(findings.some((f) => f.path === 'AGENTS.md' && /only the first 1048576/.test(f.message))).toBe(true);
    const codex = stacks.find((s) => s.tool === 'codex' && s.vantage === 'local')!;
    const layer = codex.layers.find((l) => l.path === 'AGENTS.md')!;
    expect(layer.bytes).toBe(20 + 50 * 1024 * 1024);
    expect(layer.keptBytes).toBe(32768);
    expect(layer.truncated).toBe(true);
  });
});
