// The shortcuts that tell stacks' texts apart without rendering them, against the full computation,
// on the PR fixtures and on randomly mutated copies of fixture trees (see ./pr-trees.ts):
// - a session inheriting its parent's files has the parent's start-up text, size and lines without a
//   render of its own when the parent's render never read its cwd (engine `ownerOf`): every stack's
//   text, size and lines must equal those of its parts rendered again from the files;
// - stacks are told the same by the objects their texts are rendered from where those decide
//   (src/analysis/stack-identity.ts): the identities must split stacks exactly as rendering and
//   comparing every text does, and the analysis (groups, texts, diffs) must equal the one that does.
import { describe, expect, it } from 'vitest';
import { analyse } from '../src/analysis/analyse.js';
import { StackIdentity } from '../src/analysis/stack-identity.js';
import { Resolver } from '../src/engine/resolve.js';
import { renderKey, textParts } from '../src/engine/stack.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import type { Stack } from '../src/types.js';
import { fixtureTrees, input, mutate, type Tree } from './pr-trees.js';

/** A stack's text joined from its parts rendered again, as the engine joins them. */
function freshText(s: Stack): string {
  const [head, tail] = textParts(s, true);
  return tail ? `${head}${head ? '\n\n' : ''}${tail}` : head;
}

const noChecks = (): [] => [];

interface Counts {
  stacks: number;
  /** Sessions of other directories sharing a start-up render with one up the chain (not rendered). */
  shared: number;
  /** Stacks with the same tool and layers as another, told apart or together by their texts. */
  compared: number;
}

function stacksOf(tree: Tree, other: Tree): Stack[] {
  const i = input(other, tree, {}, noChecks);
  const targets = (i.changed?.files ?? []).map((f) => f.path);
  return targets.length === 0 ? [] : new Resolver(i.head).explain(targets, { tools: [...TOOL_IDS] });
}

function check(base: Tree, head: Tree, n: Counts): void {
  const stacks = [...stacksOf(head, base), ...stacksOf(base, head)];
  // sizes and lines first: they are measured without keeping the text, before any text is kept
  for (const s of stacks) {
    const t = freshText(s);
    expect(s.totalBytes).toBe(Buffer.byteLength(t));
    expect(s.lines).toBe(t === '' ? 0 : t.split('\n').length);
    expect(s.text).toBe(t);
  }
  // identities: the same partition as comparing every stack's rendered parts
  const fast = new StackIdentity();
  const full = new StackIdentity(false);
  for (const s of stacks) {
    fast.add(s);
    full.add(s);
  }
  fast.resolve();
  full.resolve();
  const fastToFull = new Map<number, number>();
  const fullToFast = new Map<number, number>();
  for (const s of stacks) {
    const a = fast.id(s);
    const b = full.id(s);
    expect(fastToFull.get(a) ?? b).toBe(b);
    expect(fullToFast.get(b) ?? a).toBe(a);
    fastToFull.set(a, b);
    fullToFast.set(b, a);
  }
  // how often each shortcut decided: start-up renders shared across directories, sets compared by text
  const ids = new WeakMap<object, number>();
  let next = 0;
  const objectId = (o: object): number => {
    const v = ids.get(o);
    if (v !== undefined) return v;
    ids.set(o, next);
    return next++;
  };
  const cwdsByOwner = new Map<string, Set<string>>();
  const keysByLayers = new Map<string, Set<string>>();
  for (const s of stacks) {
    const key = renderKey(s, objectId);
    const owner = `${s.tool}\0${key.split('+')[0]}`;
    const cwds = cwdsByOwner.get(owner) ?? new Set<string>();
    cwdsByOwner.set(owner, cwds.add(s.cwd));
    const layers = `${s.tool}\0${s.layers.map((l) => `${l.path}\u0001${l.reason}\u0001${l.keptBytes}`).join('\0')}`;
    const keys = keysByLayers.get(layers) ?? new Set<string>();
    keysByLayers.set(layers, keys.add(key));
  }
  n.stacks += stacks.length;
  for (const cwds of cwdsByOwner.values()) if (cwds.size > 1) n.shared += cwds.size - 1;
  for (const keys of keysByLayers.values()) if (keys.size > 1) n.compared += keys.size;
  // the analysis: every group, text, size and diff as when every text is rendered and compared
  const fastReport = JSON.stringify(analyse(input(base, head, {}, noChecks)));
  const fullReport = JSON.stringify(analyse(input(base, head, { groupByParts: false }, noChecks)));
  expect(fastReport).toBe(fullReport);
}

/** Mutated copies per fixture tree (STACK_IDENTITY_SEEDS=20 for a longer search than CI's). */
const SEEDS = Number(process.env.STACK_IDENTITY_SEEDS) || 1;

describe('stacks told apart by their parts equal the full computation', () => {
  const trees = fixtureTrees();

  it('on the fixtures with a base and a head, and on randomly mutated fixture trees', { timeout: 600_000 }, () => {
    const n: Counts = { stacks: 0, shared: 0, compared: 0 };
    for (const t of trees.filter((x) => x.head)) check(t.base, t.head as Tree, n);
    for (const [k, t] of trees.entries()) {
      for (let s = 0; s < SEEDS; s++) {
        const head = mutate(t.head ?? t.base, k * 6151 + s * 7919 + 3);
        check(t.base, head, n);
      }
    }
    // the comparison is only worth something if the shortcuts both decide and leave it to the texts
    expect(n.stacks).toBeGreaterThan(1000);
    expect(n.shared).toBeGreaterThan(50);
    expect(n.compared).toBeGreaterThan(50);
  });
});
