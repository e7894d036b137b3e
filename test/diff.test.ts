// lineDiff skips the lines both texts share at the start and the end without splitting them: it
// must answer exactly as the whole computation (lineDiffFull: every line split and compared) on
// any pair of texts, line numbers, context, truncation and approximation included.
import { describe, expect, it } from 'vitest';
import { diffLines, formatUnified, lineDiff, lineDiffFull, splitLines, type DiffLine } from '../src/diff.js';
import { rng } from '../bench/bench.js';

/** A text of lines drawn from a small alphabet (repeats make the diff ambiguous), mixed line ends. */
function text(pick: () => number, lines: string[], n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(lines[Math.floor(pick() * lines.length)]!);
    const r = pick();
    out.push(r < 0.05 ? '\r\n' : r < 0.08 ? '\r' : '\n');
  }
  if (pick() < 0.3) out.pop();
  return out.join('');
}

/** `a` edited at a few places: lines replaced, inserted, deleted, or the end cut or extended. */
function edit(pick: () => number, a: string, lines: string[]): string {
  const ls = a.split('\n');
  const edits = 1 + Math.floor(pick() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(pick() * (ls.length + 1));
    const r = pick();
    const line = lines[Math.floor(pick() * lines.length)]!;
    if (r < 0.35) ls.splice(at, 1, line);
    else if (r < 0.65) ls.splice(at, 0, ...Array.from({ length: 1 + Math.floor(pick() * 4) }, () => line));
    else if (r < 0.9) ls.splice(at, 1 + Math.floor(pick() * 3));
    else ls.push(line, '');
  }
  return ls.join('\n');
}

/** The longest common subsequence by its definition (a 2-D table, no trimming): diffLines keeps as many lines. */
function referenceDiff(a: string[], b: string[]): DiffLine[] {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) out.push({ op: ' ', text: a[(j++, i++)]! });
    else if (t[i + 1]![j]! >= t[i]![j + 1]!) out.push({ op: '-', text: a[i++]! });
    else out.push({ op: '+', text: b[j++]! });
  }
  while (i < a.length) out.push({ op: '-', text: a[i++]! });
  while (j < b.length) out.push({ op: '+', text: b[j++]! });
  return out;
}

describe('diffLines', () => {
  it('keeps, removes and adds lines as the longest common subsequence does', () => {
    const pick = rng(7);
    for (let i = 0; i < 500; i++) {
      const a = splitLines(text(pick, ['a', 'b', 'c', ''], Math.floor(pick() * 40)));
      const b = splitLines(edit(pick, a.join('\n'), ['a', 'b', 'c', '']));
      const d = diffLines(a, b);
      expect(d.approximate).toBe(false);
      // The same lines kept, removed and added (the trimmed prefix and suffix are one of the LCS's answers).
      const kept = (ls: DiffLine[]) => ls.filter((l) => l.op === ' ').length;
      expect(kept(d.lines)).toBe(kept(referenceDiff(a, b)));
      expect(d.lines.filter((l) => l.op !== '+').map((l) => l.text)).toEqual(a);
      expect(d.lines.filter((l) => l.op !== '-').map((l) => l.text)).toEqual(b);
    }
  });
});

describe('diffLines on line lists a naive key would mix up', () => {
  it('answers each pair on its own, whatever its lines hold', () => {
    const pairs: [string[], string[]][] = [
      [['p', 'q\u0000r'], ['s']],
      [['p', 'q'], ['r\u0000s']],
      [['p\n', 'q'], ['s']],
      [['p', '\nq'], ['s']],
      [['p","q'], ['s']],
      [['p', 'q'], ['s']],
      [['p'], ['q', 's']],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [a, b] of pairs) {
        const d = diffLines(a, b);
        expect(d.lines.filter((l) => l.op !== '+').map((l) => l.text)).toEqual(a);
        expect(d.lines.filter((l) => l.op !== '-').map((l) => l.text)).toEqual(b);
        expect(d.lines.filter((l) => l.op === ' ').length).toBe(referenceDiff(a, b).filter((l) => l.op === ' ').length);
      }
    }
  });
});

describe('diffLines on long texts', () => {
  it('is exact for a few edits in long texts, and gives up past its work bound on unrelated ones', () => {
    const a = Array.from({ length: 6000 }, (_, i) => `line ${i}`);
    const b = [...a];
    b.splice(4000, 1, 'edited');
    b.splice(1000, 0, 'inserted');
    b.splice(2000, 2);
    const d = diffLines(a, b);
    expect(d.approximate).toBe(false);
    expect(d.lines.filter((l) => l.op === '+').map((l) => l.text)).toEqual(['inserted', 'edited']);
    expect(d.lines.filter((l) => l.op === '-').map((l) => l.text)).toEqual(['line 1999', 'line 2000', 'line 4000']);
    const unrelated = diffLines(a, a.map((l) => `other ${l}`), 1_000_000);
    expect(unrelated.approximate).toBe(true);
    expect(unrelated.lines.filter((l) => l.op === ' ')).toEqual([]);
  });
});

describe('lineDiff', () => {
  it('writes hunk headers as unified diffs do: an empty side starts at the line before', () => {
    expect(formatUnified(lineDiff('', 'x\ny\n'))).toBe('@@ -0,0 +1,2 @@\n+x\n+y');
    expect(formatUnified(lineDiff('a\nb\n', 'a\n'))).toBe('@@ -1,2 +1,1 @@\n a\n-b');
    expect(formatUnified(lineDiff('a\nb\n', 'a\nx\nb\n', { context: 0 }))).toBe('@@ -1,0 +2,1 @@\n+x');
  });

  it('answers as the whole computation on generated pairs of texts', () => {
    const pick = rng(11);
    const alphabets = [['a', 'b', 'c'], ['x', 'x', 'y', ''], ['same line', 'other', '', 'z'], ['p']];
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const lines = alphabets[i % alphabets.length]!;
      const a = text(pick, lines, Math.floor(pick() * (i % 7 === 0 ? 300 : 30)));
      const b = pick() < 0.1 ? text(pick, lines, Math.floor(pick() * 30)) : edit(pick, a, lines);
      const opts = i % 5 === 0 ? { context: Math.floor(pick() * 5), maxLines: 1 + Math.floor(pick() * 20), maxCells: 1 + Math.floor(pick() * 200) } : {};
      const fast = lineDiff(a, b, opts);
      const full = lineDiffFull(a, b, opts);
      expect(fast, JSON.stringify({ a, b, opts })).toEqual(full);
      if (full.hunks.length > 0) checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('gives line numbers of the whole texts when the shared start is skipped', () => {
    const shared = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    const d = lineDiff(`${shared}\nold\n${shared}\n`, `${shared}\nnew\n${shared}\n`);
    expect(formatUnified(d)).toBe(['@@ -498,7 +498,7 @@', ' line 497', ' line 498', ' line 499', '-old', '+new', ' line 0', ' line 1', ' line 2'].join('\n'));
    expect(d).toEqual(lineDiffFull(`${shared}\nold\n${shared}\n`, `${shared}\nnew\n${shared}\n`));
  });
});
