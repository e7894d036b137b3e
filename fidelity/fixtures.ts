// The project's fidelity fixtures: fixtures/oracle/<name>/repo/ plus expected.json beside it.
// The vantages to run are the (tool, cwd, touch) triples of the expected cases that use default
// settings (no `options`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Json, asArray, asString, field, isObject, parseJson } from './json.js';
import type { ToolOptions } from '../src/types.js';
import { STATE_KNOBS } from './tools.js';

export interface ExpectedCase {
  tool: string;
  /** Working directory relative to the fixture repo, `.` for the root. */
  cwd: string;
  /** Files read one after the other (relative to the fixture repo); empty = plain run. */
  touch: string[];
  /** Recorded start-up sentinels (order of first appearance), when given. */
  sentinels?: string[];
  /** Recorded sentinels added after the touch, when given. */
  added?: string[];
  hasOptions: boolean;
  /** Options that are only tool state the harness sets up (STATE_KNOBS, e.g. Codex `trusted`): still run for real. */
  state?: ToolOptions;
  /** A documented, deliberate deviation of the engine (expected.json `deviation`); with `addedOrder: any` the touch order is not compared. */
  deviation?: string;
  addedOrder?: 'any';
  /** With `deviation`: the start-up the engine reports on purpose (expected.json `engineSentinels`), the stack saying so. */
  engineSentinels?: string[];
}

export interface Fixture {
  name: string;
  /** Absolute path of the fixture's `repo/` directory. */
  repo: string;
  /** false: the fixture must not be a git repository (`--no-git`). */
  git: boolean;
  cases: ExpectedCase[];
}

export interface Vantage {
  tool: string;
  fixture: string;
  cwd: string;
  touch: string[];
  /** Tool state to set up for the run and to give the engine (e.g. `{ trusted: true }`). */
  state?: ToolOptions;
}

const stateKey = (s: ToolOptions | undefined): string => (s ? Object.entries(s).map(([k, v]) => `${k}-${String(v)}`).sort().join('+') : '');

export function normCwd(cwd: string): string {
  const c = cwd.replace(/^\.\/+/, '').replace(/\/+$/, '');
  return c === '' ? '.' : c;
}

function toTouch(v: Json | undefined): string[] {
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return asArray(v).map((x) => asString(x)).filter((x): x is string => !!x);
}

function toTokens(v: Json | undefined): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  const out: string[] = [];
  for (const x of asArray(v)) {
    const s = asString(x) ?? asString(field(x, 'token'));
    if (s) out.push(s);
  }
  return out;
}

export function parseExpected(text: string, where: string): { git: boolean; cases: ExpectedCase[] } {
  const j = parseJson(text);
  if (!isObject(j)) throw new Error(`${where}: not a JSON object`);
  const git = j['git'] !== false;
  const cases: ExpectedCase[] = [];
  for (const c of asArray(j['cases'])) {
    const tool = asString(field(c, 'tool'));
    if (!tool) continue;
    const options = field(c, 'options');
    const sentinels = toTokens(field(c, 'sentinels'));
    const added = toTokens(field(c, 'added'));
    const ec: ExpectedCase = {
      tool,
      cwd: normCwd(asString(field(c, 'cwd')) ?? '.'),
      touch: toTouch(field(c, 'touch')),
      hasOptions: options !== undefined && options !== null && !(isObject(options) && Object.keys(options).length === 0),
    };
    if (isObject(options) && ec.hasOptions && Object.keys(options).every((k) => (STATE_KNOBS as readonly string[]).includes(k))) {
      ec.hasOptions = false;
      ec.state = options as ToolOptions;
    }
    if (sentinels) ec.sentinels = sentinels;
    if (added) ec.added = added;
    const deviation = asString(field(c, 'deviation'));
    if (deviation) ec.deviation = deviation;
    if (field(c, 'addedOrder') === 'any') ec.addedOrder = 'any';
    const engineSentinels = toTokens(field(c, 'engineSentinels'));
    if (engineSentinels) ec.engineSentinels = engineSentinels;
    cases.push(ec);
  }
  return { git, cases };
}

export function loadFixtures(dir: string): Fixture[] {
  if (!existsSync(dir)) return [];
  const out: Fixture[] = [];
  for (const name of readdirSync(dir).sort()) {
    const exp = join(dir, name, 'expected.json');
    const repo = join(dir, name, 'repo');
    if (!existsSync(exp) || !existsSync(repo)) continue;
    const { git, cases } = parseExpected(readFileSync(exp, 'utf8'), exp);
    out.push({ name, repo, git, cases });
  }
  return out;
}

export function vantageKey(v: Vantage): string {
  return `${v.tool}|${v.fixture}|${v.cwd}|${v.touch.join(',')}|${stateKey(v.state)}`;
}

/**
 * Distinct default-settings vantages of the fixtures, optionally only for some tools. A tool in
 * `wide` (added after the oracle: `ToolSpec.wide`) also gets every vantage recorded for the others,
 * so the whole corpus checks it, not only its own cases.
 */
export function vantagesOf(fixtures: Fixture[], tools?: ReadonlySet<string>, wide: ReadonlySet<string> = new Set()): Vantage[] {
  const out = new Map<string, Vantage>();
  for (const f of fixtures) {
    for (const c of f.cases) {
      if (c.hasOptions) continue;
      for (const tool of [c.tool, ...wide]) {
        if (tools && !tools.has(tool)) continue;
        const v: Vantage = { tool, fixture: f.name, cwd: c.cwd, touch: c.touch, ...(c.state ? { state: c.state } : {}) };
        out.set(vantageKey(v), v);
      }
    }
  }
  return [...out.values()];
}

/** The expected (recorded) case for a vantage, when there is one. */
export function expectedFor(f: Fixture, v: Vantage): ExpectedCase | undefined {
  return f.cases.find((c) => !c.hasOptions && c.tool === v.tool && c.cwd === v.cwd && c.touch.join(',') === v.touch.join(',') && stateKey(c.state) === stateKey(v.state));
}

/** File-system-safe name of a vantage's result. */
export function resultName(v: Vantage): string {
  const cwd = v.cwd === '.' ? 'root' : v.cwd.replace(/\//g, '_');
  const touch = v.touch.length ? `__touch-${v.touch.map((t) => t.replace(/\//g, '_')).join('+')}` : '';
  const state = v.state ? `__${stateKey(v.state)}` : '';
  return `${v.fixture}__${cwd}${touch}${state}`;
}
