// The base-reuse shortcut (src/analysis/base-reuse.ts) against the full computation: on the PR
// fixtures and on randomly mutated copies of fixture trees (instruction files added, deleted,
// changed, renamed in another case; rules with globs, imports, symlinks, settings files, dot-
// directories, source files), the analysis with the shortcut must equal the analysis without it:
// every group (layers, texts, diffs), every finding, the verdict. The base runs only the checks with
// findings on the head: that is compared too.
import { describe, expect, it } from 'vitest';
import { analyse, type RunChecks } from '../src/analysis/analyse.js';
import { baseReuse, HeadSlots } from '../src/analysis/base-reuse.js';
import { observeLoads } from '../src/doc/load.js';
import { CHECKS, runChecks } from '../src/checks/index.js';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import type { Finding } from '../src/types.js';
import { fixtureTrees, input, mutate, type MemView, type Node, type Tree } from './pr-trees.js';

/**
 * The checks, each also run alone to see that its findings carry its own id: what lets the base
 * run only the checks with findings on the head.
 */
const checksOwningTheirIds: RunChecks = (ctx, overrides) => {
  for (const c of CHECKS) for (const f of runChecks(ctx, {}, [c])) expect(f.check, `a finding of the ${c.id} check`).toBe(c.id);
  return runChecks(ctx, overrides);
};

/** How often a base run's check left out work for head findings it could not mark (see below). */
const marks = { runs: 0, leftOut: 0 };

/**
 * On a PR base a check may leave out what can only yield findings no head finding matches
 * (CheckContext.headFindings): its findings must be those of the full run of that check, less only
 * findings whose (check, path) no head finding has (and, for shadowed, whose tool none names).
 */
const checksMarkingHead: RunChecks = (ctx, overrides) => {
  const out = runChecks(ctx, overrides);
  if (!ctx.headFindings) return out;
  const full = runChecks({ ...ctx, headFindings: undefined }, overrides);
  const marked = (f: Finding): boolean =>
    (ctx.headFindings?.get(f.check) ?? []).some((h) => h.path === f.path && (f.check !== 'shadowed' || (h.tools ?? []).some((t) => f.tools?.includes(t))));
  const keys = (fs: Finding[]): string[] => fs.filter(marked).map((f) => JSON.stringify(f));
  expect(keys(out)).toEqual(keys(full));
  for (const f of out) expect(marked(f) || full.some((g) => JSON.stringify(g) === JSON.stringify(f)), `base finding ${f.key} is one of the full run's`).toBe(true);
  marks.runs++;
  if (full.length > out.length) marks.leftOut++;
  return out;
};

/** How many root-vantage slots the shortcut takes from the head, and how many it leaves to the base. */
function reuseCounts(base: Tree, head: Tree): { reused: number; resolved: number } {
  const i = input(base, head, { reuseBase: true });
  const headR = new Resolver(i.head);
  const targets = (i.changed?.files ?? []).map((f) => f.path);
  const slots = new HeadSlots();
  const stop = observeLoads(i.head, slots.loaded);
  headR.explain(targets, { tools: [...TOOL_IDS], onSlot: slots.add });
  stop();
  const reuse = baseReuse(i.head, i.base as MemView, headR, slots);
  const n = { reused: 0, resolved: 0 };
  for (const tool of TOOL_IDS) for (const t of targets) n[reuse?.(tool, 'root', '', t) ? 'reused' : 'resolved']++;
  return n;
}

function same(base: Tree, head: Tree, checks?: RunChecks): void {
  const fast = JSON.stringify(analyse(input(base, head, { reuseBase: true }, checks)));
  const full = JSON.stringify(analyse(input(base, head, { reuseBase: false })));
  expect(fast).toBe(full);
}

/** Mutated copies per fixture tree (BASE_REUSE_SEEDS=20 for a longer search than CI's). */
const SEEDS = Number(process.env.BASE_REUSE_SEEDS) || 1;

describe('base reuse equals the full computation', () => {
  const trees = fixtureTrees();

  it('on the fixtures with a base and a head', () => {
    const pairs = trees.filter((t) => t.head);
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const t of pairs) same(t.base, t.head as Tree, checksOwningTheirIds);
  });

  it('where OpenCode finds instructions by glob (both directions)', () => {
    const file = (text: string): Node => ({ kind: 'file', text });
    const base: Tree = new Map([
      ['AGENTS.md', file('# root\n')],
      ['opencode.json', file('{"instructions": ["*.txt", "docs/**/*.md"]}\n')],
      ['a/b/src/x.ts', file('x\n')],
      ['docs/deep/n.md', file('n\n')],
    ]);
    const changedSource = (t: Tree): Tree => new Map(t).set('a/b/src/x.ts', file('y\n'));
    // a file only the glob `*.txt` names: no name of any tool
    same(base, changedSource(base).set('notes.txt', file('notes\n')), checksMarkingHead);
    same(changedSource(base).set('notes.txt', file('notes\n')), base, checksMarkingHead);
    // a file deep below the glob's base
    same(base, changedSource(base).set('docs/deep/n.md', file('n, changed\n')), checksMarkingHead);
    same(base, changedSource(base).set('docs/deep/er/m.md', file('m\n')), checksMarkingHead);
  });

  it('on randomly mutated fixture trees (both directions)', { timeout: 600_000 }, () => {
    const total = { reused: 0, resolved: 0 };
    let cases = 0;
    for (const [k, t] of trees.entries()) {
      for (let s = 0; s < SEEDS; s++) {
        const seed = k * 7919 + s * 104729 + 1;
        const head = mutate(t.head ?? t.base, seed);
        same(t.base, head, k % 4 === 0 ? checksOwningTheirIds : checksMarkingHead);
        same(head, t.base, checksMarkingHead);
        const n = reuseCounts(t.base, head);
        total.reused += n.reused;
        total.resolved += n.resolved;
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(trees.length * SEEDS);
    expect(trees.length).toBeGreaterThan(40);
    // the comparison is only worth something if the shortcut both fires and declines
    expect(total.reused).toBeGreaterThan(100);
    expect(total.resolved).toBeGreaterThan(100);
    // ...and the base runs of the checks left something out
    expect(marks.runs).toBeGreaterThan(50);
    expect(marks.leftOut).toBeGreaterThan(2);
  });
});
