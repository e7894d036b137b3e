// A bounded memo for pure functions of file text: a file is parsed once however many sessions load
// it, and a long-lived process (the action on a huge tree) cannot grow it without limit.
export function boundedMemo<V>(limit: number): (key: string, compute: () => V) => V {
  const m = new Map<string, V>();
  return (key, compute) => {
    const hit = m.get(key);
    if (hit !== undefined) return hit;
    if (m.size >= limit) m.clear();
    const v = compute();
    m.set(key, v);
    return v;
  };
}

/** A Map or WeakMap used as a cache. */
interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** `m`'s value for `key`: made by `make` and kept the first time it is asked for (nested memos share this). */
export function cached<K, V>(m: Cache<K, V>, key: K, make: () => V): V {
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
}
