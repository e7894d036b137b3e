// `npm run fidelity -- --explore N --seed S`: generates N cases (generate.ts), runs each through the
// real tools (runner.ts, plain or touch as the case says) and through our engine, compares
// (compare.ts), and shrinks every new kind of disagreement to the smallest repository that still
// shows it (ddmin.ts), written out as a ready fixture (repo/ + expected.json with the tool's truth).
//
// Everything lives in the git-ignored .fidelity/explore/:
//   cases/<id>/repo, cases/<id>/case.json       the generated repositories
//   results/<tool>@<version>/<id>….json (+ raw/) one tool run per (tool, case): reruns skip stored ones
//   shrink/                                     scratch repositories of the minimiser
//   minimised/<tool>-<id>/{repo,expected.json}  ready fixtures for fixtures/oracle
//   summary.json                                per tool: cases, agreed, disagreements by behaviour
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { ToolId } from '../../src/types.js';
import { type CaseResult, compareCase } from '../compare.js';
import type { Engine } from '../engine.js';
import { type Fixture, type Vantage, resultName } from '../fixtures.js';
import { asNumber, asString, field, isObject, parseJson } from '../json.js';
import { type RunSettings, type ToolObservation, installedVersion, runVantage } from '../runner.js';
import { bodyStrings, plantedFiles, tokenIndex } from '../sentinels.js';
import { type Launch, type ToolSpec, claudeExternalApproved } from '../tools.js';
import { ddmin } from './ddmin.js';
import { dimensionsOfSeed, withRules } from './dimensions.js';
import { type GenCase, comparable, generate } from './generate.js';
import { type Tree, entriesOf, stableHash, writeTree } from './tree.js';

export interface ExploreOptions {
  root: string;
  toolsDir: string;
  tools: ToolSpec[];
  n: number;
  seed: number;
  jobs: number;
  timeoutMs: number;
  /** Stop starting new runs after this many ms (results so far are kept). */
  budgetMs: number;
  /** At most this many disagreements are minimised per invocation (one per behaviour). */
  minimise: number;
  /** Tool runs per minimisation. */
  maxTests: number;
  skipRun: boolean;
  engine: Engine;
}

export interface Outcome {
  tool: string;
  version: string;
  caseId: string;
  touch: boolean;
  verdict: CaseResult['verdict'];
  behaviours: string[];
  diffs: string[];
  error?: string;
}

const shorten = (s: string): string => s.replace(/SENTINEL_E[0-9A-F]+_/g, '');

const caseFixture = (dir: string, c: GenCase): Fixture => ({ name: c.id, repo: join(dir, 'repo'), git: c.git, cases: [] });

/** Where a file stands, in words that group disagreements (the layout of generate.ts). */
export function place(path: string): string {
  const d = posix.dirname(path);
  const base = posix.basename(path);
  const level = d === '.' ? 'root' : d === 'a' ? 'mid' : d === 'a/b' ? 'cwd-dir' : d === 'a/b/c' || d === 'lib/c' ? 'below' : d;
  if (/rules|instructions/.test(path)) return path.replace(/\/sub\//, '/<sub>/');
  if (/^(docs|shared)\b/.test(path) || /(^|\/)docs\//.test(path)) return `import ${base}`;
  return `${level}/${base}`;
}

/** Behaviour labels of a disagreement: kind + phase + where the files stand. */
export function behaviours(r: CaseResult, fileOf: (token: string) => string[]): string[] {
  const out = new Set<string>();
  for (const d of r.diffs) {
    const toks = [...d.message.matchAll(/SENTINEL_E[0-9A-F]+_[A-Za-z0-9_]+/g)].map((m) => m[0]);
    const cut = d.kind === 'truncation' ? /^(\S+) \(\d+ B\)/.exec(d.message)?.[1] : undefined;
    const where = [...new Set([...toks.flatMap((t) => fileOf(t).map(place)), ...(cut ? [place(cut)] : [])])].sort();
    out.add(`${d.kind} ${d.phase}${where.length ? `: ${where.join(', ')}` : ''}`);
  }
  return [...out];
}

function stateLaunch(state: string): RunSettings['prepare'] {
  return ({ root, home, launch }): Launch => {
    const files = { ...launch.files };
    const env = { ...launch.env };
    if (state === 'codex-trusted') {
      const cfg = join(home, '.codex', 'config.toml');
      files[cfg] = `${files[cfg] ?? ''}\n[projects.${JSON.stringify(realpathSync(root))}]\ntrust_level = "trusted"\n`;
    } else if (state === 'gemini-untrusted') {
      delete env['GEMINI_CLI_TRUST_WORKSPACE'];
    } else if (state === 'claude-external-approved') {
      // the repository and the cwds below it (generate.ts layout)
      const real = realpathSync(root);
      Object.assign(files, claudeExternalApproved({}, join(home, '.claude'), home, ['', '/a', '/a/b'].map((d) => `${real}${d}`)));
    } else if (state === 'claude-md-only' || state === 'claude-md-and-agents-md') {
      files[join(home, '.claude', 'settings.json')] = `${JSON.stringify({ instructionFiles: state === 'claude-md-only' ? 'claude-md' : 'claude-md-and-agents-md' })}\n`;
    }
    return { ...launch, files, env };
  };
}

function startupStrings(resultsDir: string, obs: ToolObservation): string[] {
  if (obs.startupIndex === null) return [];
  const f = join(resultsDir, obs.rawLog);
  if (!existsSync(f)) return [];
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    if (!line) continue;
    const rec = parseJson(line);
    if (asNumber(field(rec, 'index')) !== obs.startupIndex) continue;
    const body = asString(field(rec, 'body')) ?? '';
    return bodyStrings(body, parseJson(body));
  }
  return [];
}

function loadObs(file: string): ToolObservation | undefined {
  if (!existsSync(file)) return undefined;
  const j = parseJson(readFileSync(file, 'utf8'));
  if (!isObject(j) || j['schema'] !== 1 || !Array.isArray(j['startup'])) return undefined;
  return j as unknown as ToolObservation;
}

export async function pool<T>(items: readonly T[], n: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      const item = items[i];
      if (item !== undefined) await work(item, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

interface Ctx {
  opts: ExploreOptions;
  work: string;
}

const resultsDirOf = (ctx: Ctx, spec: ToolSpec, version: string): string => join(ctx.work, 'results', `${spec.id}@${version}`);

/** Loads (or, unless `storedOnly`, runs) one tool on one fixture/vantage and compares it with the engine. */
async function runAndCompare(ctx: Ctx, spec: ToolSpec, version: string, fx: Fixture, v: Vantage, state: string, options: GenCase['options'], storedOnly: boolean): Promise<CaseResult | undefined> {
  const resultsDir = resultsDirOf(ctx, spec, version);
  const file = join(resultsDir, `${resultName(v)}.json`);
  let obs = loadObs(file);
  if (!obs) {
    if (ctx.opts.skipRun || storedOnly) return undefined;
    const settings: RunSettings = { toolsDir: ctx.opts.toolsDir, resultsDir, timeoutMs: ctx.opts.timeoutMs, keepScratch: false };
    const prepare = stateLaunch(state);
    if (prepare) settings.prepare = prepare;
    obs = await runVantage(spec, fx, v, settings);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(obs, null, 2)}\n`);
  }
  const opts = options[spec.id] ? { tools: { [spec.id]: options[spec.id] } } : undefined;
  return compareCase({
    vantage: v,
    tool: obs,
    engine: ctx.opts.engine.observe(fx, v, opts),
    files: plantedFiles(fx.repo),
    toolStartupStrings: startupStrings(resultsDir, obs),
    expected: undefined,
    // full tokens: behaviours() maps them back to files
    short: (t) => t,
  });
}

const diffKinds = (r: CaseResult): Set<string> => new Set(r.diffs.map((d) => `${d.kind}/${d.phase}`));

/** Shrinks the tree of a disagreeing case (tool runs bounded by maxTests); writes a ready fixture. */
async function minimise(ctx: Ctx, spec: ToolSpec, version: string, c: GenCase, first: CaseResult, label: string): Promise<string | undefined> {
  const keep = new Set([...c.touch, ...c.touch.flatMap((t) => entriesOf(c.tree, t))]);
  const items = [...c.tree.keys()].filter((p) => !keep.has(p));
  const want = diffKinds(first);
  const sub = (paths: readonly string[]): Tree => new Map([...c.tree].filter(([p]) => keep.has(p) || paths.includes(p)));
  const attempt = async (paths: string[]): Promise<CaseResult | undefined> => {
    const tree = sub(paths);
    const name = `${c.id}-${stableHash([...tree.keys()], 6)}`;
    const dir = join(ctx.work, 'shrink', spec.id, name);
    writeTree(tree, join(dir, 'repo'));
    const fx: Fixture = { name, repo: join(dir, 'repo'), git: c.git, cases: [] };
    const r = await runAndCompare(ctx, spec, version, fx, { tool: spec.id, fixture: name, cwd: c.cwd, touch: c.touch }, c.state, c.options, false);
    return r;
  };
  const res = await ddmin(items, async (paths) => {
    // the working directory must exist
    const cwdOk = c.cwd === '.' || paths.some((p) => p.startsWith(`${c.cwd}/`)) || c.touch.some((p) => p.startsWith(`${c.cwd}/`));
    if (!cwdOk) return false;
    const r = await attempt(paths);
    return r?.verdict === 'disagree' && [...diffKinds(r)].some((k) => want.has(k));
  }, ctx.opts.maxTests);
  let chosen = res.items;
  let final = await attempt(chosen);
  if (final?.verdict !== 'disagree') {
    chosen = items;
    final = await attempt(chosen);
  }
  if (!final?.tool || final.verdict !== 'disagree') return undefined;
  const tree = sub(chosen);
  // one fixture per (tool, behaviour): two behaviours of one case must not overwrite each other
  const name = `x-${spec.id}-${c.id}-${stableHash(label, 4).toLowerCase()}`;
  const out = join(ctx.work, 'minimised', name);
  writeTree(tree, join(out, 'repo'));
  const obs = final.tool;
  const expCase: Record<string, unknown> = { tool: spec.id, cwd: c.cwd };
  if (c.touch.length) expCase['touch'] = c.touch;
  expCase['sentinels'] = obs.startup.map((h) => h.token);
  const counts = Object.fromEntries(obs.startup.filter((h) => h.count > 1).map((h) => [h.token, h.count]));
  if (Object.keys(counts).length) expCase['counts'] = counts;
  if (c.touch.length) expCase['added'] = (obs.added ?? []).map((h) => h.token);
  // where the tool cut a file: the oracle test compares the engine's kept bytes of that layer
  const cuts = final.truncations.filter((t) => t.toolKept < t.bytes).map((t) => ({ path: t.path, keptBytes: t.toolKept }));
  if (cuts.length) expCase['layers'] = cuts;
  if (c.options[spec.id]) expCase['options'] = c.options[spec.id];
  expCase['observedVersion'] = version;
  const expected = {
    description: `explorer: ${label} (minimised from case ${c.id}, ${res.tests} tool runs${res.exhausted ? ', bound reached' : ''}; engine said: ${final.diffs.map((d) => shorten(d.message)).join('; ')})`,
    source: `npm run fidelity -- --explore (seed case ${c.id}: ${JSON.stringify(c.params)}); observed ${spec.id} ${version}`,
    git: c.git,
    ...(c.state !== 'default' ? { state: c.state } : {}),
    cases: [expCase],
  };
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
  return out;
}

export async function explore(opts: ExploreOptions): Promise<Outcome[]> {
  return exploreCases(opts, generate(opts.n, opts.seed, exploreDimensions(opts.tools, opts.seed)), `seed${opts.seed}-n${opts.n}`);
}

/**
 * The dimensions for these tools: the `rules` values some of them add (tools.ts `exploreRules`) join,
 * and from seed 3 on the later dimensions (dimensions.ts `LATER_DIMENSIONS`).
 */
export function exploreDimensions(tools: readonly ToolSpec[], seed = 1): ReturnType<typeof withRules> {
  return dimensionsOfSeed(seed, withRules(tools.flatMap((t) => t.exploreRules ?? []), tools.length > 0 && tools.every((t) => t.exploreRules)));
}

/** Runs, compares and minimises the given cases (explore(), or hand-picked parameter sets: probe.ts). */
export async function exploreCases(opts: ExploreOptions, cases: readonly GenCase[], tag: string): Promise<Outcome[]> {
  const work = join(opts.root, '.fidelity', 'explore');
  const ctx: Ctx = { opts, work };
  for (const c of cases) {
    const dir = join(work, 'cases', c.id);
    if (!existsSync(join(dir, 'case.json'))) {
      writeTree(c.tree, join(dir, 'repo'));
      writeFileSync(join(dir, 'case.json'), `${JSON.stringify({ id: c.id, params: c.params, cwd: c.cwd, touch: c.touch, git: c.git, state: c.state, options: c.options }, null, 2)}\n`);
    }
  }
  const versions = new Map(opts.tools.map((t) => [t.id, installedVersion({ toolsDir: opts.toolsDir }, t) ?? t.version]));
  const jobs = cases.flatMap((c) => opts.tools.filter((spec) => comparable(c, spec.id)).map((spec) => ({ c, spec })));
  const touchShare = cases.filter((c) => c.touch.length > 0).length;
  console.log(`explore: ${cases.length} cases (${touchShare} touch), seed ${opts.seed}, ${opts.tools.map((t) => `${t.id} ${versions.get(t.id)}`).join(', ')}; ${jobs.length} comparisons, ${opts.jobs} in parallel`);
  const outcomes: Outcome[] = [];
  const firstOf = new Map<string, { spec: ToolSpec; c: GenCase; r: CaseResult }>();
  const t0 = Date.now();
  let skipped = 0;
  await pool(jobs, opts.jobs, async ({ c, spec }, i) => {
    // past the time budget only stored results are compared (and minimised); the rest waits for a rerun
    const over = Date.now() - t0 > opts.budgetMs;
    const version = versions.get(spec.id) ?? spec.version;
    const dir = join(work, 'cases', c.id);
    const fx = caseFixture(dir, c);
    const v: Vantage = { tool: spec.id, fixture: c.id, cwd: c.cwd, touch: c.touch };
    let r: CaseResult | undefined;
    try {
      r = await runAndCompare(ctx, spec, version, fx, v, c.state, c.options, over);
    } catch (e) {
      console.log(`[${i + 1}/${jobs.length}] ${spec.id} ${c.id}: runner failed: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (!r) {
      if (over && !opts.skipRun) skipped++;
      return;
    }
    const idx = tokenIndex(plantedFiles(fx.repo));
    const bs = r.verdict === 'disagree' ? behaviours(r, (t) => idx.get(t) ?? []) : [];
    const o: Outcome = { tool: spec.id, version, caseId: c.id, touch: c.touch.length > 0, verdict: r.verdict, behaviours: bs, diffs: r.diffs.map((d) => shorten(d.message)) };
    if (r.error) o.error = r.error;
    outcomes.push(o);
    for (const b of bs) if (!firstOf.has(`${spec.id} ${b}`)) firstOf.set(`${spec.id} ${b}`, { spec, c, r });
    if (!opts.skipRun || r.verdict !== 'agree') {
      const what = r.verdict === 'agree' ? 'agree' : r.verdict === 'error' ? `ERROR ${r.error ?? ''}` : `DIFFERS ${bs.join(' | ')}`;
      console.log(`[${i + 1}/${jobs.length}] ${spec.id.padEnd(11)} ${c.id} @ ${c.cwd}${c.touch.length ? ` touch ${c.touch.join(',')}` : ''} ${r.tool ? `${(r.tool.ms / 1000).toFixed(1)}s` : ''} ${what}`);
    }
  });
  const wall = Math.round((Date.now() - t0) / 1000);
  if (skipped) console.log(`time budget reached: ${skipped} comparisons not started (rerun to continue; stored results are reused)`);
  console.log(`explore runs done in ${wall} s`);

  // one minimisation per new behaviour (already minimised behaviours are skipped)
  const doneFile = join(work, 'minimised', 'index.json');
  const done = existsSync(doneFile) ? (JSON.parse(readFileSync(doneFile, 'utf8')) as Record<string, string>) : {};
  let budget = opts.skipRun ? 0 : opts.minimise;
  // cheapest first: a minimisation costs up to maxTests runs of that tool
  const queue = [...firstOf].sort(([, a], [, b]) => (a.r.tool?.ms ?? 0) - (b.r.tool?.ms ?? 0));
  for (const [label, { spec, c, r }] of queue) {
    if (budget <= 0) break;
    if (done[label]) continue;
    budget--;
    console.log(`minimising ${label} (case ${c.id}) ...`);
    const out = await minimise(ctx, spec, versions.get(spec.id) ?? spec.version, c, r, label);
    done[label] = out ?? `not reproducible (${c.id})`;
    console.log(`  -> ${out ?? 'not reproducible'}`);
    mkdirSync(dirname(doneFile), { recursive: true });
    writeFileSync(doneFile, `${JSON.stringify(done, null, 2)}\n`);
  }
  writeSummary(work, opts, outcomes, cases.length, wall, tag);
  rmSync(join(work, 'shrink'), { recursive: true, force: true });
  return outcomes;
}

export interface ToolExploreSummary {
  tool: string;
  versions: string[];
  plain: number;
  touch: number;
  agreed: number;
  disagreed: number;
  errors: number;
  behaviours: Record<string, number>;
}

export function summarise(outcomes: readonly Outcome[]): ToolExploreSummary[] {
  const by = new Map<string, ToolExploreSummary>();
  for (const o of outcomes) {
    let s = by.get(o.tool);
    if (!s) by.set(o.tool, (s = { tool: o.tool, versions: [], plain: 0, touch: 0, agreed: 0, disagreed: 0, errors: 0, behaviours: {} }));
    if (!s.versions.includes(o.version)) s.versions.push(o.version);
    if (o.touch) s.touch++;
    else s.plain++;
    if (o.verdict === 'agree') s.agreed++;
    else if (o.verdict === 'error') s.errors++;
    else s.disagreed++;
    for (const b of o.behaviours) s.behaviours[b] = (s.behaviours[b] ?? 0) + 1;
  }
  return [...by.values()];
}

function writeSummary(work: string, opts: ExploreOptions, outcomes: readonly Outcome[], cases: number, wall: number, tag: string): void {
  const tools = summarise(outcomes);
  console.log('\ntool         plain touch agreed differ error');
  for (const s of tools) console.log(`${s.tool.padEnd(12)} ${String(s.plain).padStart(5)} ${String(s.touch).padStart(5)} ${String(s.agreed).padStart(6)} ${String(s.disagreed).padStart(6)} ${String(s.errors).padStart(5)}`);
  for (const s of tools) for (const [b, n] of Object.entries(s.behaviours).sort((x, y) => y[1] - x[1])) console.log(`  ${s.tool} ×${n} ${b}`);
  mkdirSync(work, { recursive: true });
  const ids = opts.tools.map((t) => t.id as ToolId);
  writeFileSync(join(work, `summary-${tag}.json`), `${JSON.stringify({ date: new Date().toISOString(), seed: opts.seed, n: opts.n, cases, tools: ids, wallSeconds: wall, summary: tools, outcomes }, null, 2)}\n`);
}
