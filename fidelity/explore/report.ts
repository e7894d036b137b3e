// The explorer's part of docs/fidelity.md: per tool, the generated cases compared (plain / touch),
// agreed, differing and failed runs, the behaviours that differed, the dimensions covered, and the
// minimised disagreements (adopted into fixtures/oracle or still open). Read from the newest
// .fidelity/explore/summary-*.json; `undefined` when the explorer has not run here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSIONS } from './dimensions.js';
import { type Outcome, type ToolExploreSummary, summarise } from './explore.js';

interface SummaryFile {
  date: string;
  seed: number;
  n: number;
  cases: number;
  wallSeconds: number;
  outcomes: Outcome[];
}

const esc = (s: string): string => s.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** The newest summary file (the largest run of the newest seed), if any. */
export function latestSummary(root: string): SummaryFile | undefined {
  const dir = join(root, '.fidelity', 'explore');
  if (!existsSync(dir)) return undefined;
  let best: SummaryFile | undefined;
  for (const f of readdirSync(dir)) {
    if (!/^summary-seed\d+-n\d+\.json$/.test(f)) continue;
    const s = JSON.parse(readFileSync(join(dir, f), 'utf8')) as SummaryFile;
    if (!best || s.outcomes.length > best.outcomes.length || (s.outcomes.length === best.outcomes.length && s.date > best.date)) best = s;
  }
  return best;
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
    `\`npm run fidelity -- --explore ${s.n} --seed ${s.seed}\` (fidelity/explore/): ${s.cases} generated repositories (pairwise covering`,
    `array over ${DIMENSIONS.length} dimensions, then seeded random rows), each run through every tool and the engine: **${total}** tool × case`,
    `comparisons, ${touch} of them touch cases (${Math.round((100 * touch) / Math.max(1, total))}%). Run ${s.date.slice(0, 16).replace('T', ' ')} UTC, ${Math.round(s.wallSeconds / 60)} min wall time for the runs it made.`,
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
    '',
  ];
  const rows = tools.flatMap((t) => Object.entries(t.behaviours).map(([b, n]) => `| ${t.tool} | ${esc(b)} | ${n} |`));
  if (rows.length) out.push('Disagreements by behaviour (with the engine as it was when the runs were compared):', '', '| tool | behaviour | cases |', '| --- | --- | --- |', ...rows, '');
  if (adopted.length) out.push(`Minimised disagreements kept as fixtures (fixtures/oracle): ${adopted.map((a) => `\`${a}\``).join(', ')}.`, '');
  return out.join('\n');
}
