// Bounded line diffs of effective texts, shared by the checks, the analysis and the outputs (so it
// sits below all of them). The diff itself is the `diff` package's (Myers); here: the common start
// and end are trimmed first on the characters (two stacks' texts mostly differ in a few lines, and
// shared lines are never split), the work is bounded (past it the middle is one replaced block),
// and hunks are cut at a number of lines.
import { diffArrays, formatPatch, OMIT_HEADERS } from 'diff';

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
  /** Most work done for an exact diff: edits × lines of the differing middle (beyond it, `approximate`). */
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
  const a = normalised(oldText);
  const b = normalised(newText);
  // Two effective texts mostly differ in a few lines: the lines both share at the start and at the
  // end (less `context` lines each side) are found on the characters and never split into lines.
  const ends = sharedEnds(a, b, context);
  if (ends.lead === 0 && ends.trail === 0) return lineDiffFull(a, b, opts);
  const ra = splitLines(a.slice(ends.lead, a.length - ends.trail));
  const rb = splitLines(b.slice(ends.lead, b.length - ends.trail));
  let pre = 0;
  while (pre < ra.length && pre < rb.length && ra[pre] === rb[pre]) pre++;
  // The line-by-line scan would go on into the shared end: rare (a block inserted before lines
  // equal to its own), done on the whole texts so the answer is the same.
  if (ends.trail > 0 && (pre === ra.length || pre === rb.length)) return lineDiffFull(a, b, opts);
  const { lines: all, approximate } = diffTrimmed(ra, rb, pre, maxCells);
  // Hunks end `context` lines after their last change: those lines must be in the split part (the
  // first `context` are: the shared start kept them back, and they are equal in both).
  if (ends.trail > 0 && !endsUnchanged(all, context)) return lineDiffFull(a, b, opts);
  return summarise(all, approximate, context, maxLines, ends.leadLines);
}

/**
 * The whole computation, every line split and compared: what `lineDiff` answers in every case
 * (test/diff.test.ts compares the two on generated texts).
 */
export function lineDiffFull(oldText: string, newText: string, opts: DiffOptions = {}): LineDiff {
  const { lines: all, approximate } = diffLines(splitLines(oldText), splitLines(newText), opts.maxCells ?? 4_000_000);
  return summarise(all, approximate, opts.context ?? 3, opts.maxLines ?? 400, 0);
}

function summarise(all: DiffLine[], approximate: boolean, context: number, maxLines: number, skipped: number): LineDiff {
  let added = 0;
  let removed = 0;
  for (const l of all) {
    if (l.op === '+') added++;
    else if (l.op === '-') removed++;
  }
  const { hunks, truncated } = toHunks(all, context, maxLines, skipped);
  for (const h of hunks) h.lines = detached(h.lines);
  return { hunks, added, removed, truncated, approximate };
}

/**
 * Lines whose texts hold no slice of the texts they were split from: V8 keeps a substring as a
 * slice of its parent, so a kept diff of a few lines kept both whole texts (every changed stack's, on
 * a large pull request). The texts are joined into one string of the lines' size and sliced from it.
 */
function detached(lines: readonly DiffLine[]): DiffLine[] {
  const joined = lines.map((l) => l.text).join('');
  let at = 0;
  return lines.map((l) => {
    const text = joined.slice(at, at + l.text.length);
    at += l.text.length;
    return { op: l.op, text };
  });
}

function endsUnchanged(all: DiffLine[], n: number): boolean {
  if (all.length < n) return false;
  for (let i = all.length - n; i < all.length; i++) if (all[i]!.op !== ' ') return false;
  return true;
}

function normalised(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Length of the common prefix of `a` and `b`, compared in native blocks, then by character. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (let step = 256; i + step <= n && a.slice(i, i + step) === b.slice(i, i + step); ) i += step;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Length of the common suffix of `a` and `b`, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let i = 0;
  for (let step = 256; i + step <= max && a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i); ) i += step;
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i >= 0 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Whole lines equal at the start (`lead` characters, `leadLines` lines) and at the end (`trail`
 * characters) of `a` and `b`, each side less `context` lines, so the hunks' context lines are in
 * the part that is split. Both boundaries fall just after a newline, in both texts.
 */
function sharedEnds(a: string, b: string, context: number): { lead: number; leadLines: number; trail: number } {
  const p = commonPrefix(a, b);
  let lead = p === 0 ? 0 : a.lastIndexOf('\n', p - 1) + 1;
  for (let c = 0; c < context && lead > 0; c++) lead = lead < 2 ? 0 : a.lastIndexOf('\n', lead - 2) + 1;
  const s = commonSuffix(a, b, Math.min(a.length, b.length) - lead);
  // The shared end starts after a newline inside the common suffix (so one in both texts).
  const nl = s === 0 ? -1 : a.indexOf('\n', a.length - s);
  let start = nl < 0 ? a.length : nl + 1;
  for (let c = 0; c < context && start < a.length; c++) {
    const next = a.indexOf('\n', start);
    start = next < 0 ? a.length : next + 1;
  }
  return { lead, leadLines: countNewlines(a, 0, lead), trail: a.length - start };
}

/**
 * Every line of `a` and `b` in order, kept (` `), removed (`-`) or added (`+`): Myers' diff (the
 * `diff` package) of the middle both texts do not share at the start and end. Beyond `maxCells` of
 * work (edits × lines of the middle) the middle is given as one block replaced (`approximate`).
 */
export function diffLines(a: readonly string[], b: readonly string[], maxCells = 4_000_000): { lines: DiffLine[]; approximate: boolean } {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  return diffTrimmed(a, b, pre, maxCells);
}

/** `diffLines` given the length of the common prefix `pre`. */
function diffTrimmed(a: readonly string[], b: readonly string[], pre: number, maxCells: number): { lines: DiffLine[]; approximate: boolean } {
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const am = a.slice(pre, a.length - suf);
  const bm = b.slice(pre, b.length - suf);
  const exact = middleDiff(am, bm, maxCells);
  const middle = exact ?? [...am.map((text) => ({ op: '-' as const, text })), ...bm.map((text) => ({ op: '+' as const, text }))];
  const lines: DiffLine[] = [
    ...a.slice(0, pre).map((text) => ({ op: ' ' as const, text })),
    ...middle,
    ...a.slice(a.length - suf).map((text) => ({ op: ' ' as const, text })),
  ];
  return { lines, approximate: exact === undefined };
}

/**
 * The middle's lines by Myers' algorithm, or undefined past the work bound. Its cost is about the
 * middle's lines for every edit, so the edits allowed are `maxCells` over that (two texts differing
 * in a few lines are always exact, however long; two unrelated long ones are not).
 */
function middleDiff(a: string[], b: string[], maxCells: number): DiffLine[] | undefined {
  if (a.length === 0) return b.map((text) => ({ op: '+', text }));
  if (b.length === 0) return a.map((text) => ({ op: '-', text }));
  const changes = diffArrays(a, b, { maxEditLength: Math.max(1, Math.floor(maxCells / (a.length + b.length))) });
  if (changes === undefined) return undefined;
  const out: DiffLine[] = [];
  for (const c of changes) {
    const op = c.added ? '+' : c.removed ? '-' : ' ';
    for (const text of c.value) out.push({ op, text });
  }
  return out;
}

/** Hunks of `all`, the lines of both texts after the first `skipped` (equal) ones. */
function toHunks(all: DiffLine[], context: number, maxLines: number, skipped: number): { hunks: Hunk[]; truncated: boolean } {
  const hunks: Hunk[] = [];
  let oldNo = 1 + skipped;
  let newNo = 1 + skipped;
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

/** Unified-diff text of the hunks (without file headers), as the `diff` package formats a patch. */
export function formatUnified(d: LineDiff): string {
  const hunks = d.hunks.map((h) => ({ ...h, lines: h.lines.map((l) => `${l.op}${l.text}`) }));
  const text = formatPatch({ oldFileName: '', newFileName: '', oldHeader: undefined, newHeader: undefined, hunks }, OMIT_HEADERS).replace(/\n$/, '');
  return d.truncated ? `${text}${text ? '\n' : ''}… (diff cut here)` : text;
}
