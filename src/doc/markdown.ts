// Markdown structure the tools care about: code (where `@x` is not an import) and HTML comments
// (stripped by some tools, invisible to reviewers in all). Uses marked's lexer, as Qwen Code does.
import type { Token } from 'marked';
import { marked } from '../on-demand.cjs';
import { boundedMemo } from '../memo.js';

export type Region = readonly [start: number, end: number];

const regionMemo = boundedMemo<Region[]>(5000);

/** Fenced/indented code blocks and inline code spans, as `marked`'s lexer sees them. */
export function codeRegions(text: string): Region[] {
  return regionMemo(text, () => lexCodeRegions(text));
}

/**
 * Deepest container nesting marked would recurse into: `>` markers and list indentation at line
 * starts. marked re-lexes each container's content, so its time grows with depth × size.
 */
const MAX_NESTING = 24;

function tooDeep(text: string): boolean {
  for (let i = 0; i < text.length; ) {
    let depth = 0;
    let indent = 0;
    let j = i;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 62 /* > */) depth++;
      else if (c === 32) indent++;
      else if (c === 9) indent += 4;
      else if ((c === 45 || c === 42 || c === 43) && text.charCodeAt(j + 1) === 32) depth++;
      else break;
      if (depth > MAX_NESTING || indent > 2 * MAX_NESTING) return true;
    }
    const nl = text.indexOf('\n', j);
    if (nl < 0) break;
    i = nl + 1;
  }
  return false;
}

/**
 * What marked needs to see code: backticks (spans, fences), tildes (fences), a tab or four spaces
 * (indented code, also inside a list item or a quote, whose markers are stripped, never added).
 * A text with none of them has no code, and is not lexed: marked's first lex in a process costs
 * ~30 ms of compiling its rules, most of the action's analysis time on a small PR.
 * test/markdown-code-fast.test.ts compares this with marked's tokens on generated texts.
 */
const CODE_SYNTAX = /[`~\t]| {4}/;

function lexCodeRegions(text: string): Region[] {
  if (!CODE_SYNTAX.test(text)) return [];
  return markedCodeRegions(text);
}

/** Code regions from marked's tokens (or the linear fallback past a nesting no file needs). */
export function markedCodeRegions(text: string): Region[] {
  // Past a nesting no instruction file needs, marked's time is the input's to choose: scan linearly.
  if (tooDeep(text)) return fallbackCodeRegions(text);
  let tokens: Token[];
  try {
    tokens = new (marked().Lexer)({ gfm: true }).lex(text);
  } catch {
    // marked recursed too deep (nesting the input controls): fall back to fences and backtick runs.
    return fallbackCodeRegions(text);
  }
  const regions: Region[] = [];
  // Depth-first over the token tree with an explicit stack: nesting depth is the input's to choose.
  const stack: { t: Token; base: number }[] = [];
  let offset = 0;
  const top: { t: Token; base: number }[] = [];
  for (const t of tokens) {
    top.push({ t, base: offset });
    offset += t.raw.length;
  }
  for (let i = top.length - 1; i >= 0; i--) stack.push(top[i]!);
  while (stack.length > 0) {
    const { t, base } = stack.pop()!;
    if (t.type === 'code' || t.type === 'codespan') {
      regions.push([base, base + t.raw.length]);
      continue;
    }
    const kids: { t: Token; base: number }[] = [];
    let from = 0;
    for (const c of childTokens(t)) {
      const at = t.raw.indexOf(c.raw, from);
      if (at < 0) continue;
      kids.push({ t: c, base: base + at });
      from = at + c.raw.length;
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return regions.sort((a, b) => a[0] - b[0]);
}

function childTokens(t: Token): Token[] {
  const out: Token[] = [];
  // A loop, not push(...): a paragraph of 300,000 backslashes has 150,000 children.
  if ('tokens' in t && Array.isArray(t.tokens)) for (const c of t.tokens as Token[]) out.push(c);
  if (t.type === 'list') for (const item of t.items) out.push(item);
  return out;
}

/**
 * Code as GitHub Copilot CLI finds it around an `@reference` (observed 1.0.102, explorer seed 5:
 * D0308C and 29 probes; its loader is compiled, so black-box only). Lines end at `\n` only: a lone
 * CR is a character of the line. A line starting with ``` or ~~~ (assumed: after any indentation)
 * opens a fence, closed by a later line starting with at least as many of the same character
 * (assumed, as CommonMark); the fence's lines are code, and an unclosed one runs to the end. Outside
 * fences, on one line: a run of k backticks opens a span closed by the next run of exactly k, and one
 * never closed makes the rest of its line code (CommonMark takes it literally; Copilot does not).
 * Linear: each line is scanned once.
 */
export function lineCodeRegions(text: string): Region[] {
  const out: Region[] = [];
  let fence: { char: string; len: number; from: number } | undefined;
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(text.slice(start, Math.min(end, start + 200)));
    if (fence) {
      if (open && open[1]![0] === fence.char && open[1]!.length >= fence.len) {
        out.push([fence.from, end]);
        fence = undefined;
      }
    } else if (open) fence = { char: open[1]![0]!, len: open[1]!.length, from: start };
    else lineSpans(text, start, end, out);
    start = end + 1;
  }
  if (fence) out.push([fence.from, text.length]);
  return out;
}

/** Backtick spans of the line `text[start, end)` as Copilot reads them (see lineCodeRegions). */
function lineSpans(text: string, start: number, end: number, out: Region[]): void {
  const runs: [number, number][] = [];
  for (let i = text.indexOf('`', start); i >= 0 && i < end; ) {
    let j = i;
    while (j < end && text.charCodeAt(j) === 96) j++;
    runs.push([i, j - i]);
    i = text.indexOf('`', j);
  }
  for (let r = 0; r < runs.length; r++) {
    const [at, k] = runs[r]!;
    let c = r + 1;
    while (c < runs.length && runs[c]![1] !== k) c++;
    if (c === runs.length) {
      out.push([at, end]);
      return;
    }
    out.push([at, runs[c]![0] + k]);
    r = c;
  }
}

/** Fenced blocks (``` or ~~~ at line start) and backtick spans outside them, in one pass. */
function fallbackCodeRegions(text: string): Region[] {
  const out: Region[] = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm;
  let at = 0;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    for (const r of backtickRegions(text.slice(at, m.index))) out.push([r[0] + at, r[1] + at]);
    out.push([m.index, m.index + m[0].length]);
    at = m.index + m[0].length;
    if (m[0].length === 0) fence.lastIndex++;
  }
  for (const r of backtickRegions(text.slice(at))) out.push([r[0] + at, r[1] + at]);
  return out;
}

/**
 * Code spans as Gemini CLI finds them: runs of backticks only (`~~~` fences are not protected). Gemini
 * matches /(`+)([\s\S]*?)\1/g; this gives the same spans in one pass over the backtick runs (the regex
 * rescans to the end for every opener without a closer: quadratic on hostile input). At each position
 * the regex tries the longest opener first, then shorter ones, each closing at the next place holding
 * as many backticks, inside a later run or later in the same run.
 */
export function backtickRegions(text: string): Region[] {
  const runStart: number[] = [];
  const runLen: number[] = [];
  for (let i = text.indexOf('`'); i >= 0; ) {
    let j = i;
    while (text.charCodeAt(j) === 96) j++;
    runStart.push(i);
    runLen.push(j - i);
    i = text.indexOf('`', j);
  }
  const n = runStart.length;
  const longestFrom = new Array<number>(n + 1).fill(0);
  for (let r = n - 1; r >= 0; r--) longestFrom[r] = Math.max(runLen[r]!, longestFrom[r + 1]!);
  const out: Region[] = [];
  let r = 0;
  let pos = n > 0 ? runStart[0]! : 0;
  while (r < n) {
    const end = runStart[r]! + runLen[r]!;
    if (pos < runStart[r]!) pos = runStart[r]!;
    if (pos >= end) {
      r++;
      continue;
    }
    const len = end - pos;
    let matched = false;
    for (let k = len; k >= 1 && !matched; k--) {
      if (2 * k <= len) {
        out.push([pos, pos + 2 * k]);
        pos += 2 * k;
        matched = true;
      } else if (longestFrom[r + 1]! >= k) {
        let c = r + 1;
        while (runLen[c]! < k) c++;
        out.push([pos, runStart[c]! + k]);
        pos = runStart[c]! + k;
        r = c;
        matched = true;
      }
    }
    if (!matched) pos++;
  }
  return out;
}

/** Whether `at` lies in one of `regions` (sorted by start, not overlapping): a binary search. */
export function inRegions(regions: readonly Region[], at: number): boolean {
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [s, e] = regions[mid]!;
    if (at < s) hi = mid - 1;
    else if (at >= e) lo = mid + 1;
    else return true;
  }
  return false;
}

/** HTML comments outside code. An unclosed `<!--` runs to the end, as in HTML. */
export function htmlCommentRegions(text: string): Region[] {
  // No comment opener: nothing to find, and no Markdown to lex for it.
  if (!text.includes('<!--')) return [];
  const code = codeRegions(text);
  const out: Region[] = [];
  let from = 0;
  for (;;) {
    const s = text.indexOf('<!--', from);
    if (s < 0) break;
    if (inRegions(code, s)) {
      from = s + 4;
      continue;
    }
    const e = text.indexOf('-->', s + 4);
    const end = e < 0 ? text.length : e + 3;
    out.push([s, end]);
    from = end;
  }
  return out;
}

/** Removes HTML comments outside code (Claude Code strips them before sending). */
export function stripHtmlComments(text: string): string {
  const regions = htmlCommentRegions(text);
  if (regions.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [s, e] of regions) {
    out += text.slice(at, s);
    at = e;
  }
  return out + text.slice(at);
}
