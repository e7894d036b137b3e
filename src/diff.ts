// A small, bounded line diff (longest common subsequence) for effective texts, shared by the checks,
// the analysis and the outputs (so it sits below all of them). Common prefix and suffix are trimmed first; the quadratic table is only built when the middle is small enough,
// otherwise the middle is shown as one replaced block. Output is unified-style hunks.

export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

export interface Hunk {
  /** 1-based first line in the old and new text. */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: DiffLine[];
}

export interface LineDiff {
  hunks: Hunk[];
  added: number;
  removed: number;
  /** Hunks or lines were cut to stay within `maxLines`. */
  truncated: boolean;
  /** The middle was too large for an exact diff and is shown as a block replacement. */
  approximate: boolean;
}

export interface DiffOptions {
  context?: number;
  /** Most diff lines kept in the output. */
  maxLines?: number;
  /** Largest table (old × new lines of the differing middle) computed exactly. */
  maxCells?: number;
}

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function lineDiff(oldText: string, newText: string, opts: DiffOptions = {}): LineDiff {
  const context = opts.context ?? 3;
  const maxLines = opts.maxLines ?? 400;
  const maxCells = opts.maxCells ?? 4_000_000;
  const { lines: all, approximate } = diffLines(splitLines(oldText), splitLines(newText), maxCells);
  let added = 0;
  let removed = 0;
  for (const l of all) {
    if (l.op === '+') added++;
    else if (l.op === '-') removed++;
  }
  const { hunks, truncated } = toHunks(all, context, maxLines);
  return { hunks, added, removed, truncated, approximate };
}

/**
 * Every line of `a` and `b` in order, kept (` `), removed (`-`) or added (`+`), by longest common
 * subsequence. Beyond `maxCells` (old × new lines of the differing middle) the middle is given as
 * one block replaced (`approximate`).
 */
export function diffLines(a: readonly string[], b: readonly string[], maxCells = 4_000_000): { lines: DiffLine[]; approximate: boolean } {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const am = a.slice(pre, a.length - suf);
  const bm = b.slice(pre, b.length - suf);
  let approximate = false;
  let middle: DiffLine[];
  if ((am.length + 1) * (bm.length + 1) <= maxCells) middle = lcs(am, bm);
  else {
    approximate = true;
    middle = [...am.map((text) => ({ op: '-' as const, text })), ...bm.map((text) => ({ op: '+' as const, text }))];
  }
  const lines: DiffLine[] = [
    ...a.slice(0, pre).map((text) => ({ op: ' ' as const, text })),
    ...middle,
    ...a.slice(a.length - suf).map((text) => ({ op: ' ' as const, text })),
  ];
  return { lines, approximate };
}

function lcs(a: string[], b: string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  if (n === 0) return b.map((text) => ({ op: '+', text }));
  if (m === 0) return a.map((text) => ({ op: '-', text }));
  // Intern lines so comparisons are integer compares.
  const ids = new Map<string, number>();
  const ai = Int32Array.from(a, (s) => ids.get(s) ?? (ids.set(s, ids.size), ids.size - 1));
  const bi = Int32Array.from(b, (s) => ids.get(s) ?? (ids.set(s, ids.size), ids.size - 1));
  const w = m + 1;
  const t = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i * w + j] = ai[i] === bi[j] ? t[(i + 1) * w + j + 1]! + 1 : Math.max(t[(i + 1) * w + j]!, t[i * w + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ai[i] === bi[j]) {
      out.push({ op: ' ', text: a[i]! });
      i++;
      j++;
    } else if (t[(i + 1) * w + j]! >= t[i * w + j + 1]!) out.push({ op: '-', text: a[i++]! });
    else out.push({ op: '+', text: b[j++]! });
  }
  while (i < n) out.push({ op: '-', text: a[i++]! });
  while (j < m) out.push({ op: '+', text: b[j++]! });
  return out;
}

function toHunks(all: DiffLine[], context: number, maxLines: number): { hunks: Hunk[]; truncated: boolean } {
  const hunks: Hunk[] = [];
  let oldNo = 1;
  let newNo = 1;
  const pos: { o: number; n: number }[] = [];
  for (const l of all) {
    pos.push({ o: oldNo, n: newNo });
    if (l.op !== '+') oldNo++;
    if (l.op !== '-') newNo++;
  }
  let k = 0;
  let emitted = 0;
  let truncated = false;
  while (k < all.length) {
    while (k < all.length && all[k]!.op === ' ') k++;
    if (k >= all.length) break;
    const start = Math.max(0, k - context);
    let end = k;
    // Extend while changes are within 2*context of each other.
    let lastChange = k;
    while (end < all.length) {
      if (all[end]!.op !== ' ') lastChange = end;
      else if (end - lastChange > 2 * context) break;
      end++;
    }
    const stop = Math.min(all.length, lastChange + context + 1);
    let lines = all.slice(start, stop);
    if (emitted + lines.length > maxLines) {
      lines = lines.slice(0, Math.max(0, maxLines - emitted));
      truncated = true;
    }
    if (lines.length > 0) {
      const p = pos[start]!;
      hunks.push({
        oldStart: p.o,
        oldLines: lines.filter((l) => l.op !== '+').length,
        newStart: p.n,
        newLines: lines.filter((l) => l.op !== '-').length,
        lines,
      });
      emitted += lines.length;
    }
    if (truncated) break;
    k = stop;
  }
  return { hunks, truncated };
}

/** Unified-diff text of the hunks (without file headers). */
export function formatUnified(d: LineDiff): string {
  const out: string[] = [];
  for (const h of d.hunks) {
    out.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    for (const l of h.lines) out.push(`${l.op}${l.text}`);
  }
  if (d.truncated) out.push('… (diff cut here)');
  return out.join('\n');
}
