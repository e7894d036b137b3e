// A fuzz worker: runs cases [from, to) (random seeds, or the named cases with `named`) in this
// process and prints one JSON line per case. Started by run.ts, which kills it if a case hangs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCanary, runCase } from './harness.js';
import { namedCases, randomCase } from './hostile.js';

const [mode = 'random', fromArg = '1', toArg = '2', maxMsArg = '20000', scaleArg = '1'] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'is-fuzz-'));
const canary = makeCanary(work, Number(fromArg));
try {
  const named = namedCases(canary, Number(scaleArg));
  for (let i = Number(fromArg); i < Number(toArg); i++) {
    const c = mode === 'named' ? named[i] : randomCase(i, canary);
    if (!c) break;
    process.stdout.write(`start ${c.name}\n`);
    const o = await runCase(c, work, canary, { maxMs: Number(maxMsArg) });
    process.stdout.write(`${JSON.stringify(o)}\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
