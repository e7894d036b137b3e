// `npx tsx fidelity/explore/adopt.ts [--write]`: checks every minimised disagreement the explorer wrote
// (.fidelity/explore/minimised/<name>/{repo,expected.json}, the tool's recorded truth) against the
// current engine, the way test/oracle-fixtures.test.ts will. Lists each as `agrees` (the engine now
// does what the tool did) or `open` (with what differs); `--write` copies the agreeing ones into
// fixtures/oracle/<name> so the ordinary test suite keeps them. Nothing is copied that would fail.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Engine } from '../engine.js';
import { type Fixture, normCwd } from '../fixtures.js';
import { asArray, asString, field, isObject, parseJson } from '../json.js';

const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const MINIMISED = join(ROOT, '.fidelity', 'explore', 'minimised');
const ORACLE = join(ROOT, 'fixtures', 'oracle');

export interface Verdict {
  name: string;
  description: string;
  agrees: boolean;
  problems: string[];
}

const strs = (v: unknown): string[] => asArray(v).map((x) => asString(x)).filter((x): x is string => x !== undefined);
const short = (xs: readonly string[]): string => xs.map((t) => t.replace(/^SENTINEL_E[0-9A-F]+_/, '')).join(', ') || '—';

export function check(engine: Engine, dir: string, name: string): Verdict {
  const exp = parseJson(readFileSync(join(dir, 'expected.json'), 'utf8'));
  const description = asString(field(exp, 'description')) ?? '';
  const fx: Fixture = { name, repo: join(dir, 'repo'), git: field(exp, 'git') !== false, cases: [] };
  const problems: string[] = [];
  for (const c of asArray(field(exp, 'cases'))) {
    const tool = asString(field(c, 'tool')) ?? '';
    const v = { tool, fixture: name, cwd: normCwd(asString(field(c, 'cwd')) ?? '.'), touch: strs(field(c, 'touch')) };
    const options = field(c, 'options');
    const obs = engine.observe(fx, v, isObject(options) ? { tools: { [tool]: options } } : undefined);
    if (!obs.ok) {
      problems.push(`${tool}: engine failed: ${obs.error}`);
      continue;
    }
    const want = strs(field(c, 'sentinels'));
    const got = obs.startup.map((h) => h.token);
    if (want.join() !== got.join()) problems.push(`${tool} start-up: tool ${short(want)}; engine ${short(got)}`);
    const counts = field(c, 'counts');
    for (const h of obs.startup) {
      const n = isObject(counts) && typeof counts[h.token] === 'number' ? counts[h.token] : 1;
      if (h.count !== n) problems.push(`${tool} ${short([h.token])}: tool ×${String(n)}, engine ×${h.count}`);
    }
    for (const l of asArray(field(c, 'layers'))) {
      const path = asString(field(l, 'path'));
      const kept = field(l, 'keptBytes');
      const got = obs.layers.find((x) => x.path === path);
      if (path && typeof kept === 'number' && got?.keptBytes !== kept) problems.push(`${tool} ${path}: tool keeps ${kept} B, engine ${got ? `${got.keptBytes} B` : 'has no such layer'}`);
    }
    if (v.touch.length) {
      const wantAdded = strs(field(c, 'added'));
      const gotAdded = obs.added.map((h) => h.token);
      if (wantAdded.join() !== gotAdded.join()) problems.push(`${tool} touch adds: tool ${short(wantAdded)}; engine ${short(gotAdded)}`);
    }
  }
  return { name, description, agrees: problems.length === 0, problems };
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  if (!existsSync(MINIMISED)) {
    console.log(`nothing minimised yet (${MINIMISED})`);
    return;
  }
  const engine = await Engine.load(ROOT, 'import');
  let open = 0;
  for (const name of readdirSync(MINIMISED).sort()) {
    const dir = join(MINIMISED, name);
    if (!existsSync(join(dir, 'expected.json'))) continue;
    const v = check(engine, dir, name);
    const target = join(ORACLE, name);
    const have = existsSync(target);
    if (!v.agrees) open++;
    console.log(`${v.agrees ? 'agrees' : 'open  '} ${name}${have ? ' (in fixtures/oracle)' : ''}\n       ${v.description}`);
    for (const p of v.problems) console.log(`       - ${p}`);
    if (write && v.agrees && !have) {
      cpSync(dir, target, { recursive: true, verbatimSymlinks: true });
      console.log(`       -> copied to fixtures/oracle/${name}`);
    }
  }
  console.log(`${open} open`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  });
}
