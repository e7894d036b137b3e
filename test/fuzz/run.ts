// `npm run fuzz [-- --cases N --seed S --named --scale X --hang-seconds H]`: seeded hostile repositories
// through `check`, in worker processes (a hang is caught by a watchdog, not by the case itself).
// Prints the figures: cases, crashes (exit 3), other broken promises, hangs, max and median wall time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Outcome } from './harness.js';
import { namedCases } from './hostile.js';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    named: { type: 'boolean', default: false },
    batch: { type: 'string', default: '500' },
    'hang-seconds': { type: 'string', default: '60' },
    'max-ms': { type: 'string', default: '20000' },
    scale: { type: 'string', default: '1' },
  },
});
const first = Number(values.seed);
const total = Number(values.cases);
const hangMs = Number(values['hang-seconds']) * 1000;
const WORKER = join(import.meta.dirname, 'worker.ts');

const outcomes: Outcome[] = [];
const hangs: string[] = [];

/** Runs cases [from, to) in one worker; resolves with the index to go on from. */
function batch(from: number, to: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, values.named ? 'named' : 'random', String(from), String(to), values['max-ms'], values.scale], { stdio: ['ignore', 'pipe', 'inherit'] });
    let next = from;
    let current = '';
    let buf = '';
    let timer = setTimeout(onHang, hangMs);
    let hung = false;
    function onHang(): void {
      hung = true;
      hangs.push(current || `case ${next}`);
      child.kill('SIGKILL');
      next++;
    }
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (line.startsWith('start ')) {
          current = line.slice(6);
          clearTimeout(timer);
          timer = setTimeout(onHang, hangMs);
          continue;
        }
        const o = JSON.parse(line) as Outcome;
        outcomes.push(o);
        next++;
        if (o.problems.length > 0) process.stderr.write(`${o.name}: ${o.problems.join('; ')}\n`);
      }
    });
    child.on('close', () => {
      clearTimeout(timer);
      // A worker that died without a word on its case: count it as a crash and go on after it.
      if (next < to && !hung) {
        outcomes.push({ name: current || `case ${next}`, code: 3, ms: 0, problems: ['worker died'] });
        next++;
      }
      resolve(next);
    });
  });
}

const t0 = performance.now();
const start = values.named ? 0 : first;
const end = values.named ? namedCases({ path: '/nonexistent', text: '' }).length : first + total;
for (let i = start; i < end; ) {
  i = await batch(i, Math.min(end, i + Number(values.batch)));
  if (!values.named) process.stderr.write(`${outcomes.length} cases, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const worst = outcomes.reduce<Outcome | undefined>((w, o) => (!w || o.ms > w.ms ? o : w), undefined);
const figures = {
  cases: outcomes.length + hangs.length,
  crashes: outcomes.filter((o) => o.code === 3).length,
  broken: outcomes.filter((o) => o.problems.length > 0).length,
  hangs: hangs.length,
  maxMs: Math.round(ms[ms.length - 1] ?? 0),
  medianMs: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
  worst: worst ? `${worst.name} ${Math.round(worst.ms)} ms` : undefined,
  totalSeconds: Math.round((performance.now() - t0) / 1000),
};
process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
if (values.named) for (const o of outcomes) process.stdout.write(`${o.name.padEnd(22)} ${Math.round(o.ms).toString().padStart(7)} ms  exit ${o.code}${o.problems.length ? `  ${o.problems.join('; ')}` : ''}\n`);
process.exitCode = figures.crashes + figures.broken + figures.hangs > 0 ? 1 : 0;
