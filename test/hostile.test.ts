// The adversarial suite in CI (issue 12): each named hostile input once at full size, then a bounded
// number of seeded random mixes. `npm run fuzz` runs the same generator for as long as asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCanary, runCase } from './fuzz/harness.js';
import { namedCases, randomCase } from './fuzz/hostile.js';

const work = mkdtempSync(join(tmpdir(), 'is-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const canary = makeCanary(work, 1);

// Generous wall-time bounds (the machine may be loaded): before the fixes these inputs took 55–109 s
// or crashed; after, each takes well under a second or two.
describe('hostile inputs at full size', () => {
  for (const c of namedCases(canary)) {
    it(`${c.name}: no crash, JSON out, nothing from outside, bounded time`, async () => {
      const o = await runCase(c, work, canary, { maxMs: 20_000 });
      expect(o.problems).toEqual([]);
    });
  }
});

describe('seeded random hostile repositories', () => {
  const COUNT = Number(process.env.HOSTILE_CASES ?? 100);
  it(`${COUNT} cases: no crash, JSON out, nothing from outside, bounded time`, async () => {
    const bad: string[] = [];
    for (let seed = 1; seed <= COUNT; seed++) {
      const o = await runCase(randomCase(seed, canary), work, canary, { maxMs: 10_000 });
      if (o.problems.length > 0) bad.push(`${o.name}: ${o.problems.join('; ')}`);
    }
    expect(bad).toEqual([]);
  }, 120_000);
});
