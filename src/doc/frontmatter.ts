// YAML frontmatter of rules files (`paths`, `globs`, `applyTo`, `alwaysApply`, `description`...).
import { yaml } from '../on-demand.cjs';
import type { Finding } from '../types.js';
import { boundedMemo } from '../memo.js';

export interface Frontmatter {
  /** Parsed mapping; empty when there is no frontmatter or it is malformed. */
  data: Record<string, unknown>;
  present: boolean;
  /** Text after the closing `---`. */
  body: string;
  /** Lines the frontmatter block occupies (to map body lines back to the file). */
  lineCount: number;
  error?: Finding;
  /**
   * Its `key: value` lines taken literally, quotes included; a key whose value is on the lines below
   * (a YAML list) is absent. A tool reading frontmatter line by line (Cursor's globs) sees these; one
   * with a lenient parser (Claude Code with an unquoted `paths: **\/*.ts`) falls back to them when the
   * YAML is malformed.
   */
  loose?: Record<string, string>;
}

// The block the tools recognise: `---` on the first line, closed by `---` on its own line.
const BLOCK = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

const memo = boundedMemo<Frontmatter>(10_000);

/** Parses a file's frontmatter (once per text: the same rule file is read for every directory that loads it). */
export function parseFrontmatter(path: string, text: string): Frontmatter {
  return memo(`${path}\0${text}`, () => parseUncached(path, text));
}

function parseUncached(path: string, text: string): Frontmatter {
  const m = BLOCK.exec(text);
  if (!m) return { data: {}, present: false, body: text, lineCount: 0 };
  const raw = m[1] ?? '';
  const body = text.slice(m[0].length);
  const lineCount = m[0].split('\n').length - (m[0].endsWith('\n') ? 1 : 0);
  try {
    const data: unknown = raw.trim() === '' ? {} : yaml().parse(raw, { prettyErrors: true });
    const loose = looseLines(raw);
    if (data === null || data === undefined) return { data: {}, present: true, body, lineCount, loose };
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { data: {}, present: true, body, lineCount, error: malformed(path, 2, 'frontmatter is not a key/value mapping'), loose };
    }
    return { data: data as Record<string, unknown>, present: true, body, lineCount, loose };
  } catch (err) {
    const line = err instanceof yaml().YAMLParseError && err.linePos ? err.linePos[0].line + 1 : 2;
    const msg = (err as Error).message.split('\n')[0] ?? 'invalid YAML';
    return { data: {}, present: true, body, lineCount, error: malformed(path, line, msg), loose: looseLines(raw) };
  }
}

function looseLines(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of raw.split(/\r?\n/)) {
    const m = /^([A-Za-z_][\w-]*):[ \t]*(\S.*?)[ \t]*$/.exec(l);
    if (m?.[1] && m[2] !== undefined && !(m[1] in out)) out[m[1]] = m[2];
  }
  return out;
}

function malformed(path: string, line: number, message: string): Finding {
  return {
    check: 'rules-frontmatter',
    severity: 'error',
    path,
    line,
    message: `${path}: malformed frontmatter: ${message}`,
    fix: 'Fix the YAML between the two `---` lines; tools that cannot parse it ignore its keys.',
    key: `frontmatter:${path}`,
  };
}

/**
 * A glob list as tools accept it: a YAML list, or one string (optionally comma-separated).
 * `splitCommas`: `true` splits every string at commas, `'scalar'` only a single string (not the items of a list).
 */
export function globList(value: unknown, splitCommas: boolean | 'scalar'): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const split = splitCommas === true || (splitCommas === 'scalar' && !Array.isArray(value));
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const parts = split ? splitOutsideBraces(item) : [item];
    for (const p of parts) if (p.trim() !== '') out.push(p.trim());
  }
  return out;
}

/** Splits `a, b/{c,d}` at commas that are not inside braces. */
function splitOutsideBraces(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}
