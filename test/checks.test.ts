// Runs every check on every fixture of fixtures/checks/<case>/ (repo/, optional base/, expected.json)
// and asserts exactly the listed findings for the checks they name, and none for `absent`.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gate, gateFails, touchedLinesOf } from '../src/analysis/gate.js';
import { CHECKS, runChecks } from '../src/checks/index.js';
import type { Check, CheckContext, SeverityOverrides } from '../src/checks/check.js';
import { lineDiff, normalise } from '../src/checks/util.js';
import { instructionDirs, instructionNames } from '../src/engine/instruction-files.js';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS, defaultTools, isToolId } from '../src/profiles/index.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { EngineOptions, Finding, Severity, ToolId } from '../src/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/checks/', import.meta.url));

interface ExpectedFinding {
  check: string;
  severity: Severity;
  path?: string;
  line?: number;
  /** The finding's tools must include these. */
  tools?: ToolId[];
  /** A regular expression the finding's message must match. */
  message?: string;
}

interface CheckFixture {
  description: string;
  findings: ExpectedFinding[];
  absent?: { check: string; path?: string }[];
  /** Checks whose findings must be exactly `findings` even when none is listed. */
  exact?: string[];
  /** Tools the expectations depend on: the case is skipped while a profile is missing. */
  requires?: string[];
  tools?: ToolId[];
  engine?: EngineOptions;
  changedPaths?: string[];
  fromFork?: boolean;
  twinNames?: string[];
  overrides?: SeverityOverrides;
  hasGitMarker?: boolean;
  /** With base/: the findings gated against the base (src/analysis/gate.ts) and whether the run fails at `error`. */
  gate?: { fails: boolean; failOnPreexisting?: boolean; states?: { check: string; path?: string; state: 'new' | 'preexisting'; touched?: boolean }[] };
}

/** Runs the checks the way `instruction-stack check` does: targets = changed paths, or every instruction directory. */
function runFixture(dir: string, fx: CheckFixture): Finding[] {
  return runSides(dir, fx).head;
}

/** The head findings and, with base/, the base findings for the same targets (as `check --base` does). */
function runSides(dir: string, fx: CheckFixture): { head: Finding[]; base?: Finding[]; baseView?: WorktreeView; view: WorktreeView } {
  const view = new WorktreeView(join(dir, 'repo'), { hasGitMarker: fx.hasGitMarker ?? true });
  const resolver = new Resolver(view, fx.engine ?? {});
  const baseDir = join(dir, 'base');
  const base = existsSync(baseDir) ? new WorktreeView(baseDir, { hasGitMarker: fx.hasGitMarker ?? true }) : undefined;
  const tools = fx.tools ?? defaultTools(view, ...(base ? [base] : []));
  const changedPaths = fx.changedPaths ?? [];
  const targets = changedPaths.length > 0 ? changedPaths : instructionDirs(view.allPaths(), instructionNames({ resolver, twinNames: fx.twinNames }));
  const ctx: CheckContext = {
    view,
    base,
    resolver,
    baseResolver: base ? new Resolver(base, fx.engine ?? {}) : undefined,
    tools,
    stacks: resolver.explain(targets, { tools }),
    changedPaths,
    fromFork: fx.fromFork ?? false,
    twinNames: fx.twinNames,
  };
  const head = runChecks(ctx, fx.overrides ?? {});
  if (!base || !ctx.baseResolver) return { head, view };
  const baseCtx: CheckContext = { ...ctx, view: base, base: undefined, resolver: ctx.baseResolver, baseResolver: undefined, stacks: ctx.baseResolver.explain(targets, { tools }) };
  return { head, base: runChecks(baseCtx, fx.overrides ?? {}), baseView: base, view };
}

const sig = (f: { check: string; severity: string; path?: string; line?: number }): string =>
  `${f.check} ${f.severity} ${f.path ?? '-'}${f.line !== undefined ? `:${f.line}` : ''}`;

const cases = existsSync(FIXTURES)
  ? readdirSync(FIXTURES, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, 'expected.json')))
      .map((d) => d.name)
      .sort()
  : [];

describe('check fixtures', () => {
  it('finds the fixtures', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  for (const name of cases) {
    const dir = join(FIXTURES, name);
    const fx = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as CheckFixture;
    const missing = (fx.requires ?? []).filter((t) => !isToolId(t));
    it.skipIf(missing.length > 0)(`${name}: ${fx.description.slice(0, 90)}`, () => {
      const found = runFixture(dir, fx);
      const named = new Set([...fx.findings.map((f) => f.check), ...(fx.exact ?? [])]);
      const actual = found.filter((f) => named.has(f.check));
      // Exactly the listed findings (check, severity, path, line when given), as a multiset.
      const want = fx.findings.map(sig).sort();
      const got = actual
        .map((f) => {
          const e = fx.findings.find((x) => x.check === f.check && x.path === f.path && x.line === undefined);
          return sig(e ? { ...f, line: undefined } : f);
        })
        .sort();
      expect(got, found.map((f) => `${sig(f)} ${f.message}`).join('\n')).toEqual(want);
      for (const e of fx.findings) {
        if (!e.tools) continue;
        const f = actual.find((a) => sig(a) === sig(e) || (e.line === undefined && a.check === e.check && a.path === e.path));
        expect(f?.tools ?? [], `${sig(e)} tools`).toEqual(expect.arrayContaining(e.tools));
      }
      for (const e of fx.findings) {
        if (e.message === undefined) continue;
        const f = actual.find((a) => sig(a) === sig(e) || (e.line === undefined && a.check === e.check && a.path === e.path));
        expect(f?.message ?? '', `${sig(e)} message`).toMatch(new RegExp(e.message));
      }
      for (const a of fx.absent ?? []) {
        const hits = found.filter((f) => f.check === a.check && (a.path === undefined || f.path === a.path));
        expect(hits.map((f) => `${sig(f)} ${f.message}`), `absent ${a.check} ${a.path ?? ''}`).toEqual([]);
      }
      if (fx.gate) {
        const sides = runSides(dir, fx);
        const changed = new Set(fx.changedPaths ?? []);
        const gated = gate(sides.head, { base: sides.base, touchedLines: sides.baseView ? touchedLinesOf(sides.baseView, sides.view, changed) : undefined });
        for (const w of fx.gate.states ?? []) {
          const g = gated.find((f) => f.check === w.check && (w.path === undefined || f.path === w.path));
          expect(g ? { state: g.state, touched: g.touched ?? false } : undefined, `${w.check} ${w.path ?? ''} state`).toEqual({ state: w.state, touched: w.touched ?? false });
        }
        expect(gateFails(gated, 'error', fx.gate.failOnPreexisting ?? false), gated.map((f) => `${sig(f)} ${f.state}${f.touched ? ' touched' : ''}`).join('\n')).toBe(fx.gate.fails);
      }
      // Every finding is complete enough to act on.
      for (const f of found) {
        expect(f.key, sig(f)).toBeTruthy();
        expect(f.message.length, sig(f)).toBeGreaterThan(10);
        if (f.line !== undefined) expect(f.line, sig(f)).toBeGreaterThanOrEqual(1);
      }
    });
  }
});

describe('runChecks', () => {
  const view = new WorktreeView(join(FIXTURES, 'fork-drift', 'repo'), { hasGitMarker: true });
  const resolver = new Resolver(view);
  const ctx: CheckContext = { view, resolver, tools: [...TOOL_IDS], stacks: [], changedPaths: [], fromFork: false };
  const fake: Check = {
    id: 'fake',
    title: 'fake',
    defaultSeverity: 'warning',
    description: 'fake',
    run: () => [
      { check: 'fake', severity: 'note', message: 'note z', path: 'b.md', line: 2, key: 'k3' },
      { check: 'fake', severity: 'warning', message: 'warning b', path: 'b.md', line: 1, key: 'k1' },
      { check: 'fake', severity: 'warning', message: 'duplicate of k1', path: 'b.md', line: 1, key: 'k1' },
      { check: 'fake', severity: 'error', message: 'error a', path: 'a.md', line: 9, key: 'k2' },
      { check: 'fake', severity: 'warning', message: 'warning a', path: 'a.md', line: 3 },
    ],
  };

  it('de-duplicates by key and sorts by severity, then path and line', () => {
    const out = runChecks(ctx, {}, [fake]);
    expect(out.map((f) => f.message)).toEqual(['error a', 'warning a', 'warning b', 'note z']);
    expect(out.every((f) => typeof f.key === 'string')).toBe(true);
  });

  it('applies severity overrides; off drops the check; notes stay notes unless raised to error', () => {
    expect(runChecks(ctx, { fake: 'off' }, [fake])).toEqual([]);
    const w = runChecks(ctx, { fake: 'warning' }, [fake]);
    expect(w.map((f) => f.severity)).toEqual(['warning', 'warning', 'warning', 'note']);
    const e = runChecks(ctx, { fake: 'error' }, [fake]);
    expect(e.every((f) => f.severity === 'error')).toBe(true);
  });

  it('turns a crashing check into one finding instead of failing the run', () => {
    const boom: Check = { ...fake, id: 'boom', run: () => { throw new Error('kaput'); } };
    const out = runChecks(ctx, {}, [boom]);
    expect(out).toHaveLength(1);
    expect(out[0]!.message).toContain('kaput');
  });

  it('lists every check once, each with a documentation page', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['budget', 'fork', 'symlink', 'import', 'hidden', 'shadowed', 'local-files', 'rules-frontmatter']));
    for (const id of ids) expect(existsSync(fileURLToPath(new URL(`../docs/checks/${id}.md`, import.meta.url))), id).toBe(true);
  });
});

describe('duplicate: the fix for a file sent again through an @import', () => {
  // fixtures/checks/duplicate-import: Copilot reads AGENTS.md, and again through CLAUDE.md's @AGENTS.md;
  // Claude Code reads CLAUDE.md only, and gets AGENTS.md through that import alone.
  const dir = join(FIXTURES, 'duplicate-import');
  const fx = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as CheckFixture;
  const fixOf = (tools: ToolId[]): string | undefined => runFixture(dir, { ...fx, tools }).find((f) => f.check === 'duplicate')?.fix;

  it('keeps the import while a session gets the file only through it', () => {
    expect(fixOf(['copilot', 'claude-code'])).toMatch(/^Replace CLAUDE\.md with a symlink to AGENTS\.md/);
  });

  it('drops the import when every session reading the importer loads the file already', () => {
    expect(fixOf(['copilot'])).toMatch(/^Drop the @import of AGENTS\.md from CLAUDE\.md/);
  });
});

describe('local-files in a working tree', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'is-local-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('skips files the .gitignore ignores (they are not committed)', () => {
    mkdirSync(join(tmp, 'packages/y'), { recursive: true });
    writeFileSync(join(tmp, 'AGENTS.md'), '# p\n');
    writeFileSync(join(tmp, '.gitignore'), 'packages/y/CLAUDE.local.md\n');
    writeFileSync(join(tmp, 'packages/y/CLAUDE.local.md'), 'mine\n');
    writeFileSync(join(tmp, 'CLAUDE.local.md'), 'mine too\n');
    const view = new WorktreeView(tmp, { hasGitMarker: true });
    const resolver = new Resolver(view);
    const stacks = resolver.explain(['', 'packages/y'], { tools: [...TOOL_IDS] });
    const ctx: CheckContext = { view, resolver, tools: [...TOOL_IDS], stacks, changedPaths: [], fromFork: false };
    const local = runChecks(ctx).filter((f) => f.check === 'local-files');
    expect(local.map((f) => f.path)).toEqual(['CLAUDE.local.md']);
  });
});

describe('shadowed: a file skipped across a large tree', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'is-shadow-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  // The root AGENTS.md is skipped by Claude Code in six packages, each for its own CLAUDE.md.
  const shadowOf = (packages: number): Finding | undefined => {
    const root = join(tmp, String(packages));
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'AGENTS.md'), '# Root\nUse pnpm.\n');
    const dirs: string[] = [];
    for (let i = 0; i < packages; i++) {
      const d = `packages/p${i}`;
      mkdirSync(join(root, d), { recursive: true });
      writeFileSync(join(root, d, 'CLAUDE.md'), `# Package ${i}\nRun its tests.\n`);
      dirs.push(d);
    }
    const view = new WorktreeView(root, { hasGitMarker: true });
    const resolver = new Resolver(view);
    const tools: ToolId[] = ['claude-code'];
    const ctx: CheckContext = { view, resolver, tools, stacks: resolver.explain(dirs, { tools }), changedPaths: [], fromFork: false };
    return runChecks(ctx).find((f) => f.check === 'shadowed' && f.path === 'AGENTS.md');
  };

  it('names the first four sessions and shadowing files, then how many more', () => {
    const msg = shadowOf(6)?.message ?? '';
    expect(msg).toMatch(/^Claude Code skips AGENTS\.md in sessions started in packages\/p0, packages\/p1, packages\/p2, packages\/p3 and 2 more directories: /);
    expect(msg).toContain(': packages/p0/CLAUDE.md, packages/p1/CLAUDE.md, packages/p2/CLAUDE.md, packages/p3/CLAUDE.md and 2 more files are loaded');
    expect(msg).not.toContain('packages/p5/CLAUDE.md');
  });

  it('names them all when there are four or fewer', () => {
    const msg = shadowOf(4)?.message ?? '';
    expect(msg).toContain('in sessions started in packages/p0, packages/p1, packages/p2, packages/p3: ');
    expect(msg).toContain(': packages/p0/CLAUDE.md, packages/p1/CLAUDE.md, packages/p2/CLAUDE.md, packages/p3/CLAUDE.md are loaded');
  });
});

describe('helpers', () => {
  it('normalises line endings and trailing whitespace', () => {
    expect(normalise('a  \r\nb\t\r\n\r\n')).toBe('a\nb');
  });

  it('diffs lines and locates the first difference', () => {
    const d = lineDiff('a\nb\nc', 'a\nB\nc\nd');
    expect(d.onlyA).toBe(1);
    expect(d.onlyB).toBe(2);
    expect(d.firstLineB).toBe(2);
    expect(d.text).toContain('- b');
    expect(d.text).toContain('+ B');
  });
});
