// `npx tsx fidelity/explore/probe.ts --tool codex,pi [--jobs 1] dim=value … [/ dim=value …]`: runs hand-picked
// cases (the explorer's first case with some dimensions set, one case per `/`-separated group) through
// the real tools and the engine, with the explorer's storage, comparison and minimisation. For a
// question a seeded run has not answered yet (e.g. Codex with a trusted project and a project config).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Engine } from '../engine.js';
import { TOOLS } from '../tools.js';
import { PROBE_STATES, type Params } from './dimensions.js';
import { exploreCases, exploreDimensions } from './explore.js';
import { build, paramsOf } from './generate.js';

const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { tool: { type: 'string' }, jobs: { type: 'string', default: '1' }, timeout: { type: 'string', default: '60' }, minimise: { type: 'string', default: '0' } },
    allowPositionals: true,
  });
  const ids = values.tool?.split(',') ?? TOOLS.map((t) => t.id);
  const tools = TOOLS.filter((t) => ids.includes(t.id));
  const dims = exploreDimensions(tools);
  const groups: Params[] = [];
  let cur: Params | undefined;
  for (const p of positionals) {
    if (p === '/') {
      cur = undefined;
      continue;
    }
    const m = /^(\w+)=(.*)$/.exec(p);
    const dim = m ? dims.find((d) => d.name === m[1]) : undefined;
    if (!m || !dim || !(dim.values.includes(m[2] ?? '') || (dim.name === 'state' && PROBE_STATES.includes(m[2] ?? '')))) throw new Error(`not a dimension=value: ${p} (dimensions: ${dims.map((d) => d.name).join(', ')})`);
    if (!cur) groups.push((cur = paramsOf(dims.map(() => 0), dims)));
    cur[dim.name] = m[2] ?? '';
  }
  const engine = await Engine.load(ROOT, 'import');
  const cases = groups.map(build);
  for (const c of cases) console.log(`${c.id}: ${JSON.stringify(c.params)}`);
  await exploreCases(
    { root: ROOT, toolsDir: join(ROOT, '.fidelity', 'tools'), tools, n: cases.length, seed: 0, jobs: Number(values.jobs), timeoutMs: Number(values.timeout) * 1000, budgetMs: Infinity, minimise: Number(values.minimise), maxTests: 30, skipRun: false, engine },
    cases,
    `probe-${cases.map((c) => c.id).join('-')}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
