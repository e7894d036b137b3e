// `npm run fidelity`: verifies our tool profiles by executing the real tools.
//
//   1. installs the verified tool versions (src/profiles/verified-versions.ts) into
//      .fidelity/tools/<tool>@<version> (npm registry only),
//   2. runs every tool on every default-settings vantage of fixtures/oracle/*/expected.json
//      (plain and touch mode) against the fake model on 127.0.0.1; raw results go to
//      .fidelity/results/<tool>@<version>/<case>.json (+ raw/ request logs),
//   3. resolves the same vantages with our engine and compares,
//   4. with --write-doc, writes docs/fidelity.md (otherwise the working tree is left alone).
// Drift: --latest (newest registry release of each selected tool) or --version tool=x.y.z runs that
// release instead and, when every case agrees, records it in verified-versions.ts and the README.
//
// Flags: --tool a,b  --fixture x,y  --timeout <s> (per run, default 90)  --skip-install
//        --skip-run (only re-compare stored results)  --jobs <n> (parallel runs, default 2)
//        --engine import|cli  --keep (keep scratch dirs)  --write-doc  --out <file>
//        --latest  --version tool=x.y.z[,…]
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CaseResult, compareCase } from './compare.js';
import { Engine, type EngineMode } from './engine.js';
import { type Vantage, expectedFor, loadFixtures, resultName, vantagesOf } from './fixtures.js';
import { type ToolState, install, probe } from './install.js';
import { asNumber, asString, field, isObject, parseJson } from './json.js';
import { type ReportInput, type ToolSummary, counts, renderReport } from './report.js';
import { type RunSettings, type ToolObservation, runVantage } from './runner.js';
import { type PlantedFile, bodyStrings, plantedFiles, tokenIndex, tokenPrefix } from './sentinels.js';
import { NOT_RUN, TOOLS, type ToolSpec, toolSpec } from './tools.js';
import { explore } from './explore/explore.js';
import { renderExploreSection } from './explore/report.js';
import { latestVersion, parseVersionFlag, renderVerifiedVersions, updateReadme, verdict } from './drift.js';
import type { EngineOptions } from '../src/types.js';
import { VERIFIED_VERSIONS, type VerifiedTool, type VerifiedVersion } from '../src/profiles/verified-versions.js';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const WORK = join(ROOT, '.fidelity');
const VERIFIED_FILE = join(ROOT, 'src', 'profiles', 'verified-versions.ts');
const README_FILE = join(ROOT, 'README.md');
const DRIFT_FILE = join(WORK, 'drift.md');
const TOOLS_DIR = join(WORK, 'tools');
const RESULTS_DIR = join(WORK, 'results');
const LOG_DIR = join(WORK, 'logs');
const FIXTURES_DIR = join(ROOT, 'fixtures', 'oracle');
const STATUS_FILE = join(RESULTS_DIR, 'status.json');

const ALIASES: Record<string, string> = { claude: 'claude-code', qwen: 'qwen-code', gemini: 'gemini-cli', dsh: 'deepseek-harness' };

const USAGE = `usage: npm run fidelity -- [--tool a,b] [--fixture x,y] [--timeout 90] [--skip-install] [--skip-run]
                            [--jobs 2] [--engine import|cli] [--keep] [--write-doc] [--out docs/fidelity.md]
       npm run fidelity -- --latest | --version tool=x.y.z[,…]   [--tool a,b] [--skip-install] [--jobs 2]
       npm run fidelity -- --explore N [--seed S] [--tool a,b] [--jobs 2] [--timeout 90] [--budget <minutes>]
                            [--minimise 12] [--max-tests 24] [--skip-install] [--skip-run]
tools: ${TOOLS.map((t) => t.id).join(', ')}`;

function die(msg: string): never {
  console.error(msg);
  process.exit(2);
}

function list(v: string | undefined): string[] | undefined {
  return v === undefined ? undefined : v.split(',').map((s) => s.trim()).filter(Boolean);
}

function parse(): {
  tools: ToolSpec[];
  explore: number | undefined;
  seed: number;
  minimise: number;
  maxTests: number;
  budgetMs: number;
  fixtures: string[] | undefined;
  timeoutMs: number;
  skipInstall: boolean;
  skipRun: boolean;
  jobs: number;
  engine: EngineMode;
  keep: boolean;
  doc: boolean;
  out: string;
  latest: boolean;
  versions: Map<string, string>;
} {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        tool: { type: 'string' },
        fixture: { type: 'string' },
        timeout: { type: 'string', default: '90' },
        'skip-install': { type: 'boolean', default: false },
        'skip-run': { type: 'boolean', default: false },
        jobs: { type: 'string', default: '2' },
        engine: { type: 'string', default: 'import' },
        keep: { type: 'boolean', default: false },
        'write-doc': { type: 'boolean', default: false },
        latest: { type: 'boolean', default: false },
        version: { type: 'string' },
        out: { type: 'string', default: join(ROOT, 'docs', 'fidelity.md') },
        explore: { type: 'string' },
        seed: { type: 'string', default: '1' },
        minimise: { type: 'string', default: '12' },
        'max-tests': { type: 'string', default: '24' },
        budget: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }));
  } catch (e) {
    die(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let versions = new Map<string, string>();
  if (values.version !== undefined) {
    try {
      versions = parseVersionFlag(values.version, (raw) => toolSpec(ALIASES[raw] ?? raw)?.id);
    } catch (e) {
      die(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    }
    if (values.latest) die(`--latest and --version exclude each other\n${USAGE}`);
  }
  const tools: ToolSpec[] = [];
  // --version without --tool: only the tools it names
  const ids = list(values.tool) ?? (versions.size ? [...versions.keys()] : TOOLS.map((t) => t.id));
  for (const raw of ids) {
    const id = ALIASES[raw] ?? raw;
    const spec = toolSpec(id);
    if (spec) {
      if (!tools.includes(spec)) tools.push(spec);
      continue;
    }
    const nr = NOT_RUN.find((n) => n.id === id);
    if (nr) console.error(`${id}: not executed here (${nr.status})`);
    else die(`unknown tool "${raw}"\n${USAGE}`);
  }
  const timeout = Number(values.timeout);
  const jobs = Number(values.jobs);
  if (!Number.isFinite(timeout) || timeout <= 0) die(`--timeout must be a positive number of seconds\n${USAGE}`);
  if (!Number.isInteger(jobs) || jobs < 1) die(`--jobs must be a positive integer\n${USAGE}`);
  if (values.engine !== 'import' && values.engine !== 'cli') die(`--engine must be import or cli\n${USAGE}`);
  const num = (name: string, v: string | undefined): number | undefined => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) die(`--${name} must be a non-negative integer\n${USAGE}`);
    return n;
  };
  return {
    tools,
    explore: num('explore', values.explore),
    seed: num('seed', values.seed) ?? 1,
    minimise: num('minimise', values.minimise) ?? 12,
    maxTests: num('max-tests', values['max-tests']) ?? 24,
    budgetMs: (num('budget', values.budget) ?? 24 * 60) * 60_000,
    fixtures: list(values.fixture),
    timeoutMs: timeout * 1000,
    skipInstall: values['skip-install'],
    skipRun: values['skip-run'],
    jobs,
    engine: values.engine,
    keep: values.keep,
    doc: values['write-doc'],
    out: values.out,
    latest: values.latest,
    versions,
  };
}

/** Results of one tool version: `.fidelity/results/<tool>@<version>/` (raw request logs in its raw/). */
function resultsDirOf(spec: ToolSpec): string {
  return join(RESULTS_DIR, `${spec.id}@${spec.version}`);
}

function resultFile(spec: ToolSpec, v: Vantage): string {
  return join(resultsDirOf(spec), `${resultName(v)}.json`);
}

function loadObservation(spec: ToolSpec, v: Vantage): ToolObservation | undefined {
  const f = resultFile(spec, v);
  if (!existsSync(f)) return undefined;
  const j = parseJson(readFileSync(f, 'utf8'));
  if (!isObject(j) || j['schema'] !== 1 || !Array.isArray(j['startup'])) return undefined;
  return j as unknown as ToolObservation;
}

/** Decoded strings of the stored start-up request of a run (for the truncation byte). */
function startupStrings(spec: ToolSpec, obs: ToolObservation): string[] {
  if (obs.startupIndex === null) return [];
  const f = join(resultsDirOf(spec), obs.rawLog);
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

type Status = Record<string, { message: string; date: string }>;

function readStatus(): Status {
  if (!existsSync(STATUS_FILE)) return {};
  const j = parseJson(readFileSync(STATUS_FILE, 'utf8'));
  const out: Status = {};
  if (isObject(j)) {
    for (const [k, v] of Object.entries(j)) {
      const message = asString(field(v, 'message'));
      if (message) out[k] = { message, date: asString(field(v, 'date')) ?? '' };
    }
  }
  return out;
}

async function pool<T>(items: readonly T[], n: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
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

function fmtTokens(hs: ReadonlyArray<{ token: string; count: number }>, prefix: string): string {
  return hs.map((h) => h.token.replace(prefix, '') + (h.count > 1 ? `×${h.count}` : '')).join(', ') || '—';
}

/** Engine options for what the harness's tool state amounts to (e.g. Codex: project not trusted), the case's own state on top. */
function harnessOptions(spec: ToolSpec, v: Vantage): EngineOptions | undefined {
  if (!spec.harnessState && !v.state) return undefined;
  return { tools: { [spec.id]: { ...spec.harnessState, ...v.state } } };
}

/** The versions to run: the verified ones, or with --latest / --version the releases asked for. */
async function targets(opts: ReturnType<typeof parse>): Promise<Map<string, ToolSpec>> {
  const out = new Map<string, ToolSpec>();
  for (const spec of opts.tools) {
    let version = opts.versions.get(spec.id);
    if (opts.latest) {
      try {
        version = await latestVersion(spec);
      } catch (e) {
        die(`--latest: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    out.set(spec.id, version ? { ...spec, version } : spec);
  }
  return out;
}

async function main(): Promise<void> {
  const parsed = parse();
  const drift = parsed.latest || parsed.versions.size > 0;
  const chosen = await targets(parsed);
  const opts = { ...parsed, tools: parsed.tools.map((t) => chosen.get(t.id) ?? t) };
  // every tool's spec at the version this run is about (others: the verified one, for the doc)
  const specOf = (id: string): ToolSpec | undefined => chosen.get(id) ?? toolSpec(id);
  if (drift) console.log(`drift: ${opts.tools.map((t) => `${t.id} ${VERIFIED_VERSIONS[t.id as VerifiedTool]?.version ?? '?'} → ${t.version}`).join(', ')}`);
  const all = loadFixtures(FIXTURES_DIR);
  if (opts.fixtures) {
    const unknown = opts.fixtures.filter((f) => !all.some((x) => x.name === f));
    if (unknown.length) die(`unknown fixture(s): ${unknown.join(', ')} (have: ${all.map((f) => f.name).join(', ') || 'none'})`);
  }
  const selected = opts.fixtures ? all.filter((f) => opts.fixtures?.includes(f.name)) : all;
  if (all.length === 0) console.error(`no fixtures found in ${relative(ROOT, FIXTURES_DIR)}/*/expected.json`);

  const planted = new Map<string, PlantedFile[]>();
  for (const f of all) planted.set(f.name, plantedFiles(f.repo));
  const prefixes = new Map<string, string>([...planted].map(([k, v]) => [k, tokenPrefix(v)]));
  const indexes = new Map<string, Map<string, string[]>>([...planted].map(([k, v]) => [k, tokenIndex(v)]));

  const status = readStatus();
  const states = new Map<string, ToolState>();

  // ---------------------------------------------------------------- install + start check
  if (!opts.skipRun) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    if (!opts.skipInstall) {
      console.log(`installing into ${relative(ROOT, TOOLS_DIR)}/ ...`);
      await pool(opts.tools, 3, async (spec) => {
        const s = await install(spec, TOOLS_DIR, LOG_DIR);
        console.log(`  ${s.ok ? 'ok ' : 'ERR'} ${s.message}`);
        if (!s.ok) states.set(spec.id, s);
      });
    }
    await pool(opts.tools.filter((t) => !states.has(t.id)), 2, async (spec) => {
      const s = await probe(spec, TOOLS_DIR);
      console.log(`  ${s.ok ? 'ok ' : 'ERR'} ${s.message}`);
      states.set(spec.id, s);
    });
    for (const spec of opts.tools) {
      const s = states.get(spec.id);
      if (s && !s.ok) status[spec.id] = { message: s.message, date: new Date().toISOString() };
      else delete status[spec.id];
    }
    writeFileSync(STATUS_FILE, `${JSON.stringify(status, null, 2)}\n`);

    if (opts.explore !== undefined) {
      const engine = await Engine.load(ROOT, 'import');
      if (engine.mode !== 'import') die(`explore needs the in-process engine: ${engine.note}`);
      await explore({
        root: ROOT,
        toolsDir: TOOLS_DIR,
        tools: opts.tools.filter((t) => states.get(t.id)?.ok),
        n: opts.explore,
        seed: opts.seed,
        jobs: opts.jobs,
        timeoutMs: opts.timeoutMs,
        budgetMs: opts.budgetMs,
        minimise: opts.minimise,
        maxTests: opts.maxTests,
        skipRun: false,
        engine,
      });
      return;
    }

    // ---------------------------------------------------------------- runs
    const runnable = new Set(opts.tools.filter((t) => states.get(t.id)?.ok).map((t) => t.id));
    const vantages = vantagesOf(selected, runnable, new Set(TOOLS.filter((t) => t.wide).map((t) => t.id)));
    const byName = new Map(all.map((f) => [f.name, f]));
    console.log(`running ${vantages.length} cases (${[...runnable].join(', ') || 'no tools'}; timeout ${opts.timeoutMs / 1000} s, ${opts.jobs} in parallel)`);
    const t0 = Date.now();
    await pool(vantages, opts.jobs, async (v, i) => {
      const spec = specOf(v.tool);
      const fx = byName.get(v.fixture);
      if (!spec || !fx) return;
      let obs: ToolObservation;
      try {
        const settings: RunSettings = { toolsDir: TOOLS_DIR, resultsDir: resultsDirOf(spec), timeoutMs: opts.timeoutMs, keepScratch: opts.keep };
        const state = v.state;
        if (state && spec.withState) settings.prepare = ({ root, launch }) => spec.withState?.(launch, state, realpathSync(root)) ?? launch;
        obs = await runVantage(spec, fx, v, settings);
      } catch (e) {
        console.log(`[${i + 1}/${vantages.length}] ${v.tool} ${v.fixture} @ ${v.cwd}: runner failed: ${e instanceof Error ? e.message : String(e)}`);
        return;
      }
      const file = resultFile(spec, v);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(obs, null, 2)}\n`);
      const p = prefixes.get(v.fixture) ?? 'SENTINEL_';
      const what = obs.status === 'ok'
        ? `${fmtTokens(obs.startup, p)}${v.touch.length ? ` | touch adds ${fmtTokens(obs.added ?? [], p)}` : ''}`
        : `ERROR ${obs.problems.join('; ')}`;
      console.log(`[${i + 1}/${vantages.length}] ${v.tool.padEnd(11)} ${`${v.fixture} @ ${v.cwd}`.padEnd(32)}${v.touch.length ? ` touch ${v.touch.join(',')}` : ''} ${(obs.ms / 1000).toFixed(1)}s ${what}`);
    });
    console.log(`runs done in ${Math.round((Date.now() - t0) / 1000)} s`);
  }

  if (opts.explore !== undefined) {
    const engine = await Engine.load(ROOT, 'import');
    await explore({ root: ROOT, toolsDir: TOOLS_DIR, tools: opts.tools, n: opts.explore, seed: opts.seed, jobs: opts.jobs, timeoutMs: opts.timeoutMs, budgetMs: opts.budgetMs, minimise: 0, maxTests: 0, skipRun: true, engine });
    return;
  }

  // ---------------------------------------------------------------- compare (every stored run)
  const engine = await Engine.load(ROOT, opts.engine);
  console.log(`engine: ${engine.note}`);
  const short = (fixture: string, token: string): string => token.replace(prefixes.get(fixture) ?? 'SENTINEL_', '');
  const summaries: ToolSummary[] = [];
  let latest = '';
  // the doc covers every stored run; without it only the selected tools / fixtures are compared
  const shown = new Set(opts.tools.map((t) => t.id));
  const wide = new Set(TOOLS.filter((t) => t.wide).map((t) => t.id));
  for (const base of TOOLS) {
    const spec = specOf(base.id) ?? base;
    if (!opts.doc && !shown.has(spec.id)) continue;
    const cases: CaseResult[] = [];
    const versions = new Set<string>();
    for (const fx of all) {
      if (!opts.doc && opts.fixtures && !opts.fixtures.includes(fx.name)) continue;
      for (const v of vantagesOf([fx], new Set([spec.id]), wide)) {
        const obs = loadObservation(spec, v);
        if (obs?.version) versions.add(obs.version);
        if (obs && obs.date > latest) latest = obs.date;
        cases.push(
          compareCase({
            vantage: v,
            tool: obs,
            engine: engine.observe(fx, v, harnessOptions(spec, v)),
            files: planted.get(fx.name) ?? [],
            toolStartupStrings: obs ? startupStrings(spec, obs) : [],
            expected: expectedFor(fx, v),
            short: (t) => short(fx.name, t),
          }),
        );
      }
    }
    const s: ToolSummary = { spec, versions: [...versions], cases };
    const st = status[spec.id];
    if (st) s.unavailable = st.message;
    summaries.push(s);
  }

  // ---------------------------------------------------------------- console summary
  const inScope = (c: CaseResult): boolean => !opts.fixtures || opts.fixtures.includes(c.vantage.fixture);
  console.log('');
  console.log('tool         agreed/total  differ  error   real run = recorded');
  for (const s of summaries) {
    if (!shown.has(s.spec.id)) continue;
    const n = counts(s.cases.filter(inScope));
    console.log(`${s.spec.id.padEnd(12)} ${`${n.agree}/${n.total}`.padStart(12)}  ${String(n.disagree).padStart(6)}  ${String(n.error).padStart(5)}   ${n.recordedTotal ? `${n.recordedOk}/${n.recordedTotal}` : '—'}${s.unavailable ? `   (${s.unavailable})` : ''}`);
  }
  for (const s of summaries) {
    if (!shown.has(s.spec.id)) continue;
    for (const c of s.cases.filter(inScope)) {
      if (c.verdict === 'agree') continue;
      const v = c.vantage;
      const label = `${s.spec.id} ${v.fixture} @ ${v.cwd}${v.touch.length ? ` touch ${v.touch.join(',')}` : ''}`;
      if (c.verdict === 'error') console.log(`  ERROR   ${label}: ${c.error ?? '?'}`);
      else for (const d of c.diffs) console.log(`  DIFFERS ${label}: ${d.message}`);
    }
  }

  // ---------------------------------------------------------------- drift: record what fully agreed
  if (drift) {
    const verdicts = summaries
      .filter((s) => shown.has(s.spec.id))
      .map((s) => verdict(s.spec.id, VERIFIED_VERSIONS[s.spec.id as VerifiedTool]?.version ?? '?', s.spec.version, s.cases.filter(inScope)));
    const ok = verdicts.filter((d) => d.verified);
    console.log('\ndrift:');
    for (const d of verdicts) console.log(`  ${d.tool.padEnd(12)} ${d.from} → ${d.to}: ${d.agreed}/${d.total} agree${d.verified ? ' — verified' : ' — NOT verified (cases above)'}`);
    if (opts.fixtures) console.log('  (--fixture: a partial corpus verifies nothing; nothing recorded)');
    else if (ok.length) {
      const next: Record<string, VerifiedVersion> = { ...VERIFIED_VERSIONS };
      const today = new Date().toISOString().slice(0, 10);
      for (const d of ok) next[d.tool] = { version: d.to, date: today, cases: d.total };
      writeFileSync(VERIFIED_FILE, renderVerifiedVersions(next));
      let readme = readFileSync(README_FILE, 'utf8');
      for (const d of ok) readme = updateReadme(readme, d.tool, d.to);
      writeFileSync(README_FILE, readme);
      console.log(`  recorded in ${relative(ROOT, VERIFIED_FILE)} and ${relative(ROOT, README_FILE)}: ${ok.map((d) => `${d.tool} ${d.to}`).join(', ')}`);
    }
    // the table (and every disagreement) for the weekly workflow's issue
    const md = ['| tool | verified | tried | agreed / cases | |', '| --- | --- | --- | --- | --- |'];
    for (const d of verdicts) md.push(`| ${d.tool} | ${d.from} | ${d.to} | ${d.agreed} / ${d.total} | ${d.verified ? 'verified' : '**not verified**'} |`);
    for (const s of summaries.filter((x) => shown.has(x.spec.id))) {
      for (const c of s.cases.filter(inScope).filter((x) => x.verdict !== 'agree')) {
        const v = c.vantage;
        const what = c.verdict === 'error' ? [c.error ?? 'error'] : c.diffs.map((d) => d.message);
        md.push('', `- \`${s.spec.id} ${s.spec.version}\` fixtures/oracle/${v.fixture} @ \`${v.cwd}\`${v.touch.length ? ` touch \`${v.touch.join(',')}\`` : ''}: ${what.join('; ')}`);
      }
    }
    writeFileSync(DRIFT_FILE, `${md.join('\n')}\n`);
    console.log(`  table: ${relative(ROOT, DRIFT_FILE)}`);
    if (ok.length < verdicts.length) process.exitCode = 1;
  }

  // ---------------------------------------------------------------- docs/fidelity.md
  if (opts.doc) {
    const input: ReportInput = {
      date: (latest || new Date().toISOString()).slice(0, 10),
      engineNote: engine.note,
      fixtures: all.length,
      tools: summaries,
      fileOf: (fixture, token) => indexes.get(fixture)?.get(token) ?? [],
      short,
      timeoutSec: opts.timeoutMs / 1000,
    };
    const explored = renderExploreSection(ROOT, all.filter((f) => f.name.startsWith('x-')).map((f) => f.name));
    if (explored) input.explore = explored;
    mkdirSync(dirname(opts.out), { recursive: true });
    writeFileSync(opts.out, renderReport(input));
    console.log(`\nwrote ${relative(ROOT, opts.out)}`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
