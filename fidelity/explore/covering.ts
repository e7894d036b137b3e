// Combinations of dimension values: a pairwise covering array (every pair of values of every two
// dimensions appears in at least one row; greedy, deterministic for a seed) plus seeded random rows.

/** Small seeded PRNG (mulberry32): the same seed gives the same cases, so runs are resumable. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A row: for each dimension, the index of its value. */
export type Row = number[];

const pairKey = (d1: number, v1: number, d2: number, v2: number): string => `${d1}:${v1}|${d2}:${v2}`;

/** Every (dimension, value) pair of two different dimensions that `rows` cover. */
export function coveredPairs(sizes: readonly number[], rows: readonly Row[]): Set<string> {
  const out = new Set<string>();
  for (const r of rows) {
    for (let i = 0; i < sizes.length; i++) for (let j = i + 1; j < sizes.length; j++) out.add(pairKey(i, r[i] ?? 0, j, r[j] ?? 0));
  }
  return out;
}

export function allPairs(sizes: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < sizes.length; i++) for (let j = i + 1; j < sizes.length; j++) n += (sizes[i] ?? 0) * (sizes[j] ?? 0);
  return n;
}

/**
 * Greedy pairwise covering array (AETG-style): each new row starts from an uncovered pair and fills
 * the other dimensions, in random order, with the value that covers most still-uncovered pairs; a
 * few candidates per row, the best kept. Stops when every pair is covered.
 */
export function pairwise(sizes: readonly number[], seed: number, candidates = 8): Row[] {
  const key = `${sizes.join(',')}/${seed}/${candidates}`;
  const hit = memo.get(key);
  if (hit) return hit.map((r) => [...r]);
  const rows = build(sizes, seed, candidates);
  memo.set(key, rows);
  return rows.map((r) => [...r]);
}

/** The same arguments give the same array (a few seconds for the explorer's dimensions): built once. */
const memo = new Map<string, Row[]>();

function build(sizes: readonly number[], seed: number, candidates: number): Row[] {
  const random = rng(seed);
  const uncovered = new Set<string>();
  for (let i = 0; i < sizes.length; i++) {
    for (let j = i + 1; j < sizes.length; j++) {
      for (let a = 0; a < (sizes[i] ?? 0); a++) for (let b = 0; b < (sizes[j] ?? 0); b++) uncovered.add(pairKey(i, a, j, b));
    }
  }
  const gain = (row: ReadonlyArray<number | undefined>, d: number, v: number): number => {
    let g = 0;
    for (let k = 0; k < sizes.length; k++) {
      const w = row[k];
      if (k === d || w === undefined) continue;
      if (uncovered.has(k < d ? pairKey(k, w, d, v) : pairKey(d, v, k, w))) g++;
    }
    return g;
  };
  const rows: Row[] = [];
  while (uncovered.size > 0) {
    const first = [...uncovered][Math.floor(random() * Math.min(uncovered.size, 64))] ?? '';
    const m = /^(\d+):(\d+)\|(\d+):(\d+)$/.exec(first);
    if (!m) break;
    let best: Row | undefined;
    let bestScore = -1;
    for (let c = 0; c < candidates; c++) {
      const row: Array<number | undefined> = sizes.map(() => undefined);
      row[Number(m[1])] = Number(m[2]);
      row[Number(m[3])] = Number(m[4]);
      const order = sizes.map((_, i) => i).filter((i) => row[i] === undefined);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
      }
      for (const d of order) {
        let bv = 0;
        let bg = -1;
        const size = sizes[d] ?? 1;
        const start = Math.floor(random() * size);
        for (let o = 0; o < size; o++) {
          const v = (start + o) % size;
          const g = gain(row, d, v);
          if (g > bg) [bv, bg] = [v, g];
        }
        row[d] = bv;
      }
      const full = row.map((x) => x ?? 0);
      const score = [...coveredPairs(sizes, [full])].filter((k) => uncovered.has(k)).length;
      if (score > bestScore) [best, bestScore] = [full, score];
    }
    if (!best || bestScore <= 0) break;
    for (const k of coveredPairs(sizes, [best])) uncovered.delete(k);
    rows.push(best);
  }
  return rows;
}

/** `n` seeded random rows. */
export function randomRows(sizes: readonly number[], n: number, seed: number): Row[] {
  const random = rng(seed ^ 0x5eed);
  return Array.from({ length: n }, () => sizes.map((s) => Math.floor(random() * s)));
}
