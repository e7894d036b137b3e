// Replays the observed oracle results (fixtures/<group>/<fixture>/expected.json) against the engine.
// Every expectation comes from the JSON files; this file only knows how to check them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Resolver } from '../src/engine/resolve.js';
import type { StackDetail } from '../src/engine/stack.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { Layer, ToolId, ToolOptions } from '../src/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const SENTINEL = /SENTINEL_[A-Za-z0-9_]+/g;

/** Layer keys an expectation may pin (only the given keys are compared). */
type LayerExpectation = { path: string } & Partial<Pick<Layer, 'reason' | 'bytes' | 'transformedBytes' | 'keptBytes' | 'truncated' | 'omitted' | 'realPath' | 'via'>>;

interface OracleCase {
  tool: string;
  cwd: string;
  sentinels: string[];
  touch?: string[];
  options?: ToolOptions;
  observedVersion?: string;
  counts?: Record<string, number>;
  added?: string[];
  outsideRepo?: string[];
  layers?: LayerExpectation[];
  renderedBytes?: number;
  /** A documented, deliberate deviation: `added` is compared as a set (the reason is in `deviation`). */
  addedOrder?: 'any';
  deviation?: string;
  /** With `deviation`: what the engine reports at start-up on purpose; `shownAs` is in the stack's `assumes`. */
  engineSentinels?: string[];
  shownAs?: string;
}

interface ExpectedFile {
  description?: string;
  git?: boolean;
  cases?: unknown[];
}

interface Fixture {
  /** `<group>/<fixture>`, e.g. `oracle/basic`. */
  id: string;
  name: string;
  repo: string;
  git: boolean;
  cases: OracleCase[];
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

function isOracleCase(v: unknown): v is OracleCase {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.tool === 'string' && typeof c.cwd === 'string' && isStringArray(c.sentinels);
}

/** All `fixtures/<group>/<fixture>/expected.json` whose cases carry tool + cwd + sentinels. */
function loadFixtures(): Fixture[] {
  const out: Fixture[] = [];
  if (!existsSync(FIXTURES)) return out;
  const dirs = (p: string): string[] =>
    readdirSync(p, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  for (const group of dirs(FIXTURES)) {
    for (const name of dirs(join(FIXTURES, group))) {
      const file = join(FIXTURES, group, name, 'expected.json');
      if (!existsSync(file)) continue;
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as ExpectedFile;
      const cases = (parsed.cases ?? []).filter(isOracleCase);
      if (cases.length === 0) continue;
      out.push({ id: `${group}/${name}`, name, repo: join(FIXTURES, group, name, 'repo'), git: parsed.git !== false, cases });
    }
  }
  return out;
}

/** Sentinels in order of first appearance, with their counts. */
function scan(text: string): { order: string[]; counts: Record<string, number> } {
  const order: string[] = [];
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(SENTINEL)) {
    const s = m[0];
    if (counts[s] === undefined) {
      order.push(s);
      counts[s] = 0;
    }
    counts[s] += 1;
  }
  return { order, counts };
}

function caseName(fixture: string, c: OracleCase): string {
  let name = `${fixture} · ${c.tool} @ ${c.cwd}`;
  if (c.touch && c.touch.length > 0) name += ` touch ${c.touch.join(', ')}`;
  if (c.options && Object.keys(c.options).length > 0) name += ` ${JSON.stringify(c.options)}`;
  if (c.observedVersion) name += ` (observed ${c.observedVersion})`;
  return name;
}

function pick(layer: Layer, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const rec = layer as unknown as Record<string, unknown>;
  for (const k of keys) out[k] = rec[k];
  return out;
}

function resolveCase(fx: Fixture, c: OracleCase): StackDetail {
  const view = new WorktreeView(fx.repo, { hasGitMarker: fx.git });
  const tool = c.tool as ToolId;
  const resolver = new Resolver(view, { tools: { [tool]: c.options ?? {} } });
  return resolver.stack(tool, c.cwd === '.' ? '' : c.cwd, c.touch ?? []);
}

const fixtures = loadFixtures();

it('finds oracle fixtures', () => {
  expect(fixtures.length).toBeGreaterThan(0);
  for (const fx of fixtures) expect(statSync(fx.repo).isDirectory(), `${fx.id}/repo`).toBe(true);
});

describe.each(fixtures.map((fx) => [fx.id, fx] as const))('%s', (_id, fx) => {
  it.each(fx.cases.map((c) => [caseName(fx.name, c), c] as const))('%s', (_name, c) => {
    const stack = resolveCase(fx, c);
    expect(typeof stack.startupText, 'stack.startupText').toBe('string');
    expect(typeof stack.text, 'stack.text').toBe('string');

    // Start-up block: sentinels in order of first appearance, each once unless `counts` says otherwise.
    const startup = scan(stack.startupText);
    // a documented deviation: the engine's answer on purpose, and the stack says so where it applies
    const want = c.engineSentinels ?? c.sentinels;
    if (c.engineSentinels) {
      expect(c.deviation, 'a deviation must say why').toBeTruthy();
      expect(stack.assumes.join('\n'), 'the deviation is stated on the stack').toContain(c.shownAs ?? '?');
    }
    expect(startup.order, 'start-up sentinels (order of first appearance)').toEqual(want);
    const wantCounts: Record<string, number> = {};
    for (const s of want) wantCounts[s] = c.counts?.[s] ?? 1;
    expect(startup.counts, 'start-up sentinel counts').toEqual(wantCounts);

    // What the touches add after the start-up block.
    if (c.touch && c.touch.length > 0) {
      const seen = new Set(startup.order);
      const added = scan(stack.text).order.filter((s) => !seen.has(s));
      if (c.addedOrder === 'any') {
        expect(c.deviation, 'an unordered comparison must say why').toBeTruthy();
        expect([...added].sort(), 'sentinels added after the touch (any order)').toEqual([...(c.added ?? [])].sort());
      } else expect(added, 'sentinels added after the touch').toEqual(c.added ?? []);
    }

    // Files outside the repository root are never part of the stack.
    for (const s of c.outsideRepo ?? []) {
      expect(stack.text.includes(s) || stack.startupText.includes(s), `outside-repo sentinel ${s}`).toBe(false);
    }

    for (const want of c.layers ?? []) {
      const got = stack.layers.find((l) => l.path === want.path);
      expect(got, `layer ${want.path} (have: ${stack.layers.map((l) => l.path).join(', ') || 'none'})`).toBeDefined();
      if (got) expect(pick(got, Object.keys(want)), `layer ${want.path}`).toEqual(want);
    }

    if (c.renderedBytes !== undefined) {
      expect(Buffer.byteLength(stack.startupText, 'utf8'), 'rendered start-up bytes').toBe(c.renderedBytes);
    }
  });
});

// One resolver answers every session of a run (explain: root and local vantages, every cwd): what one
// session works out and memoises must not leak into another's (a memoised rules list once grew by the
// cwd's own rules, so the root session then loaded them: x-copilot-CED00A-order).
describe('one resolver for all sessions of a fixture (in order and in reverse order)', () => {
  const groups = fixtures.flatMap((fx) => {
    const by = new Map<string, OracleCase[]>();
    for (const c of fx.cases) {
      const k = `${c.tool}\0${JSON.stringify(c.options ?? {})}`;
      by.set(k, [...(by.get(k) ?? []), c]);
    }
    return [...by.values()].filter((cs) => cs.length > 1).map((cs) => [`${fx.id} · ${cs[0]?.tool}`, fx, cs] as const);
  });
  it.each(groups)('%s', (_id, fx, cases) => {
    const first = cases[0] as OracleCase;
    for (const order of [cases, [...cases].reverse()]) {
      const shared = new Resolver(new WorktreeView(fx.repo, { hasGitMarker: fx.git }), { tools: { [first.tool]: first.options ?? {} } });
      for (const c of order) {
        const got = shared.stack(c.tool as ToolId, c.cwd === '.' ? '' : c.cwd, c.touch ?? []);
        expect(got.text, caseName(fx.name, c)).toBe(resolveCase(fx, c).text);
      }
    }
  });
});
