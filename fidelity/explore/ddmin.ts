// Delta debugging (Zeller's ddmin): the smallest subset of `items` (1-minimal: no single item can be
// dropped) for which `test` still holds. `test` is expensive (a real tool run), so results are
// cached by subset and the number of tests is bounded.

export interface DdminResult<T> {
  items: T[];
  tests: number;
  /** The bound on tests was reached before the result was 1-minimal. */
  exhausted: boolean;
}

export async function ddmin<T>(items: readonly T[], test: (subset: T[]) => Promise<boolean>, maxTests = 40): Promise<DdminResult<T>> {
  const cache = new Map<string, boolean>();
  let tests = 0;
  let exhausted = false;
  const key = (s: readonly T[]): string => s.map((x) => items.indexOf(x)).join(',');
  const check = async (s: T[]): Promise<boolean> => {
    const k = key(s);
    const hit = cache.get(k);
    if (hit !== undefined) return hit;
    if (tests >= maxTests) {
      exhausted = true;
      return false;
    }
    tests++;
    const r = await test(s);
    cache.set(k, r);
    return r;
  };
  let current = [...items];
  let n = 2;
  while (current.length >= 2) {
    const size = Math.ceil(current.length / n);
    const chunks: T[][] = [];
    for (let i = 0; i < current.length; i += size) chunks.push(current.slice(i, i + size));
    let reduced = false;
    for (const chunk of chunks) {
      if (await check(chunk)) {
        current = chunk;
        n = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      for (const chunk of chunks) {
        const complement = current.filter((x) => !chunk.includes(x));
        if (complement.length && (await check(complement))) {
          current = complement;
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (n >= current.length) break;
      n = Math.min(current.length, n * 2);
    }
    if (exhausted) break;
  }
  if (current.length === 1 && !exhausted && (await check([]))) current = [];
  return { items: current, tests, exhausted };
}
