// Levenshtein distance, for "did you mean" hints on mistyped configuration and frontmatter keys.

/** Insertions, deletions and substitutions that turn `a` into `b` (one row of the table kept). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/**
 * The option a mistyped `word` most likely meant, or undefined: the nearest by edit distance when it
 * is close (at most max(2, a third of the word)), else the only option the word is a prefix of
 * (`claude` → `claude-code`).
 */
export function closest(word: string, options: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  if (w === '') return undefined;
  let best: string | undefined;
  let bestD = Infinity;
  for (const o of options) {
    const d = editDistance(w, o.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  if (best !== undefined && bestD <= Math.max(2, Math.floor(w.length / 3))) return best;
  const prefixed = options.filter((o) => o.toLowerCase().startsWith(w));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** ` (did you mean "x"?)`, or '' when nothing is close. */
export function didYouMean(word: string | undefined, options: readonly string[]): string {
  const c = word === undefined ? undefined : closest(word, options);
  return c === undefined ? '' : ` (did you mean ${JSON.stringify(c)}?)`;
}
