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
