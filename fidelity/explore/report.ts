// The explorer's part of docs/fidelity.md: per tool, the generated cases compared (plain / touch),
// agreed, differing and failed runs, the behaviours that differed, the dimensions covered, and the
// minimised disagreements (adopted into fixtures/oracle or still open). Read from
// .fidelity/explore/summary-seed*.json: per seed the run with the most comparisons, the seeds added
// up (a case id is counted once); `undefined` when the explorer has not run here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSIONS, LATER_DIMENSIONS } from './dimensions.js';
import { type Outcome, type ToolExploreSummary, summarise } from './explore.js';

interface SummaryFile {
  date: string;
  seed: number;
  n: number;
  cases: number;
  wallSeconds: number;
  outcomes: Outcome[];
  /** When several seeds are added up: each seed and its case count. */
  seeds?: { seed: number; n: number }[];
}

const esc = (s: string): string => s.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** Per seed, the summary with the most comparisons (the newest on a tie). */
export function seedSummaries(root: string): SummaryFile[] {
  const dir = join(root, '.fidelity', 'explore');
  if (!existsSync(dir)) return [];
  const best = new Map<number, SummaryFile>();
  for (const f of readdirSync(dir)) {
    if (!/^summary-seed\d+-n\d+\.json$/.test(f)) continue;
    const s = JSON.parse(readFileSync(join(dir, f), 'utf8')) as SummaryFile;
    const b = best.get(s.seed);
    if (!b || s.outcomes.length > b.outcomes.length || (s.outcomes.length === b.outcomes.length && s.date > b.date)) best.set(s.seed, s);
  }
  return [...best.values()].sort((a, b) => a.seed - b.seed);
}

/** The seeds' summaries as one: outcomes of a (tool, case) once, cases and wall time added up. */
export function latestSummary(root: string): SummaryFile | undefined {
  const all = seedSummaries(root);
  const first = all[0];
  if (!first) return undefined;
  const seen = new Set<string>();
  const outcomes: Outcome[] = [];
  for (const s of all) for (const o of s.outcomes) if (!seen.has(`${o.tool}\0${o.caseId}`) && seen.add(`${o.tool}\0${o.caseId}`)) outcomes.push(o);
  return {
    date: all.map((s) => s.date).sort().at(-1) ?? first.date,
    seed: first.seed,
    n: all.reduce((n, s) => n + s.n, 0),
    cases: new Set(outcomes.map((o) => o.caseId)).size,
    wallSeconds: all.reduce((n, s) => n + s.wallSeconds, 0),
    outcomes,
    seeds: all.map((s) => ({ seed: s.seed, n: s.n })),
  };
}

export function renderExploreSection(root: string, adopted: readonly string[]): string | undefined {
  const s = latestSummary(root);
  if (!s) return undefined;
  const tools: ToolExploreSummary[] = summarise(s.outcomes);
  const total = s.outcomes.length;
  const touch = s.outcomes.filter((o) => o.touch).length;
  const out: string[] = [
    '## Explorer: generated repositories',
    '',
    `${(s.seeds ?? [{ seed: s.seed, n: s.n }]).map((x) => `\`npm run fidelity -- --explore ${x.n} --seed ${x.seed}\``).join(' and ')} (fidelity/explore/): ${s.cases} generated repositories (pairwise covering`,
    `array over ${DIMENSIONS.length} dimensions, ${LATER_DIMENSIONS.length} more from later seeds, then seeded random rows), each run through the tools (the cheaper tools on more cases) and the engine: **${total}** tool × case`,
    `comparisons, ${touch} of them touch cases (${Math.round((100 * touch) / Math.max(1, total))}%), compared with the engine as it is now (\`--skip-run\`). Last run ${s.date.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '| tool | versions | plain | touch | agreed | differ | run failed |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...tools.map((t) => `| ${t.tool} | ${t.versions.join(', ')} | ${t.plain} | ${t.touch} | ${t.agreed} | ${t.disagreed} | ${t.errors} |`),
    '',
    '"run failed": the tool could not be compared (Gemini CLI refuses an untrusted folder headless; OpenCode sends no',
    'result for a read outside its working directory).',
    '',
    'Dimensions and values:',
    '',
    ...DIMENSIONS.map((d) => `- **${d.name}**: ${d.values.map((v) => `\`${v}\``).join(', ')}`),
    ...LATER_DIMENSIONS.map((d) => `- **${d.name}** (seed ${d.fromSeed} on): ${d.values.map((v) => `\`${v}\``).join(', ')}`),
    '',
  ];
  const rows = tools.flatMap((t) => Object.entries(t.behaviours).map(([b, n]) => `| ${t.tool} | ${esc(b)} | ${n} |`));
  if (rows.length) out.push('Disagreements by behaviour (with the engine as it was when the runs were compared):', '', '| tool | behaviour | cases |', '| --- | --- | --- |', ...rows, '');
  if (adopted.length) out.push(`Minimised disagreements kept as fixtures (fixtures/oracle): ${adopted.map((a) => `\`${a}\``).join(', ')}.`, '');
  return out.join('\n');
}
