// `npm run fuzz [-- --cases N --seed S --jobs J --named --scale X --hang-seconds H]`: seeded hostile repositories
// through `check`, in worker processes (a hang is caught by a watchdog, not by the case itself); `--jobs`
// workers at a time (default 1: the machine may be shared).
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
    jobs: { type: 'string', default: '1' },
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
/** Workers running now (an interrupted run stops them too). */
const running = new Set<ReturnType<typeof spawn>>();

/** Runs cases [from, to) in one worker; resolves with the index to go on from. */
function batch(from: number, to: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, values.named ? 'named' : 'random', String(from), String(to), values['max-ms'], values.scale], { stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
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
      running.delete(child);
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
/** The figures so far (all of them at the end; an interrupted run prints what it finished). */
function figures(stopped: boolean): { crashes: number; broken: number; hangs: number } {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const worst = outcomes.reduce<Outcome | undefined>((w, o) => (!w || o.ms > w.ms ? o : w), undefined);
  const f = {
    ...(stopped ? { stopped: `interrupted after ${outcomes.length + hangs.length} of ${end - start} cases` } : {}),
    cases: outcomes.length + hangs.length,
    crashes: outcomes.filter((o) => o.code === 3).length,
    broken: outcomes.filter((o) => o.problems.length > 0).length,
    hangs: hangs.length,
    maxMs: Math.round(ms[ms.length - 1] ?? 0),
    medianMs: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
    worst: worst ? `${worst.name} ${Math.round(worst.ms)} ms` : undefined,
    totalSeconds: Math.round((performance.now() - t0) / 1000),
  };
  process.stdout.write(`${JSON.stringify(f, null, 2)}\n`);
  return f;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const c of running) c.kill('SIGKILL');
    const f = figures(true);
    process.exit(f.crashes + f.broken + f.hangs > 0 ? 1 : 130);
  });
}
const size = Number(values.batch);
let nextBatch = start;
/** One lane: takes the next batch until none is left (a batch stopped by a hang resumes after it). */
async function lane(): Promise<void> {
  while (nextBatch < end) {
    const to = Math.min(end, nextBatch + size);
    let i = nextBatch;
    nextBatch = to;
    while (i < to) i = await batch(i, to);
    if (!values.named) process.stderr.write(`${outcomes.length} cases, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs)) }, () => lane()));
const f = figures(false);
if (values.named) for (const o of outcomes) process.stdout.write(`${o.name.padEnd(22)} ${Math.round(o.ms).toString().padStart(7)} ms  exit ${o.code}${o.problems.length ? `  ${o.problems.join('; ')}` : ''}\n`);
process.exitCode = f.crashes + f.broken + f.hangs > 0 ? 1 : 0;
