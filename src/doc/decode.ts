// Turns stored bytes into text the way the tools see it, and says what is odd about them.
import type { Finding } from '../types.js';

export interface Decoded {
  text: string;
  /** False when the file is binary: it is not treated as instructions. */
  isText: boolean;
  hasBom: boolean;
  hasCrlf: boolean;
  invalidUtf8: boolean;
  findings: Finding[];
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export function decode(path: string, bytes: Uint8Array): Decoded {
  const findings: Finding[] = [];
  const head = bytes.subarray(0, 8000);
  if (head.includes(0)) {
    findings.push({
      check: 'input',
      severity: 'error',
      path,
      message: `${path} is binary (it contains NUL bytes); tools would send it as garbled text`,
      fix: 'Replace it with a Markdown text file.',
    });
    return { text: '', isText: false, hasBom: false, hasCrlf: false, invalidUtf8: false, findings };
  }
  // Tools read with a UTF-8 decoder that keeps the BOM as U+FEFF (Node's readFile 'utf8' does).
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let text: string;
  let invalidUtf8 = false;
  try {
    text = strict.decode(bytes);
  } catch {
    invalidUtf8 = true;
    text = lossy.decode(bytes);
    const line = firstBadLine(bytes);
    findings.push({
      check: 'input',
      severity: 'warning',
      path,
      line,
      message: `${path} is not valid UTF-8 (first bad byte on line ${line}); tools replace the bad bytes with U+FFFD`,
      fix: 'Re-save the file as UTF-8.',
    });
  }
  const hasCrlf = text.includes('\r\n');
  if (hasBom) {
    findings.push({
      check: 'input',
      severity: 'note',
      path,
      line: 1,
      message: `${path} starts with a UTF-8 byte-order mark; it reaches the model as an invisible character and can hide frontmatter`,
      fix: 'Save the file without a BOM.',
    });
  }
  return { text, isText: true, hasBom, hasCrlf, invalidUtf8, findings };
}

function firstBadLine(bytes: Uint8Array): number {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 10) {
      try {
        strict.decode(bytes.subarray(lineStart, i));
      } catch {
        return line;
      }
      line++;
      lineStart = i + 1;
    }
  }
  return line;
}

/** Offsets where each line starts (the last text asked about is kept: callers ask many offsets of one text). */
let lastText: string | undefined;
let lastStarts: number[] = [];

export function lineStarts(text: string): number[] {
  if (text === lastText) return lastStarts;
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  lastText = text;
  lastStarts = starts;
  return starts;
}

/** 1-based line number of a character offset: a binary search over the line starts, so asking about every match of a text stays linear. */
export function lineAt(text: string, offset: number): number {
  const starts = lineStarts(text);
  const at = Math.min(Math.max(offset, 0), text.length);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
