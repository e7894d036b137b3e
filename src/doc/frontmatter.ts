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
   * When the YAML is malformed: its `key: value` lines taken literally (a tool with a lenient parser,
   * e.g. Claude Code with an unquoted `paths: **\/*.ts`, still reads them).
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
    const data: unknown = raw.trim() === '' ? {} : (simpleMapping(raw) ?? yaml().parse(raw, { prettyErrors: true }));
    if (data === null || data === undefined) return { data: {}, present: true, body, lineCount };
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { data: {}, present: true, body, lineCount, error: malformed(path, 2, 'frontmatter is not a key/value mapping') };
    }
    return { data: data as Record<string, unknown>, present: true, body, lineCount };
  } catch (err) {
    const line = err instanceof yaml().YAMLParseError && err.linePos ? err.linePos[0].line + 1 : 2;
    const msg = (err as Error).message.split('\n')[0] ?? 'invalid YAML';
    return { data: {}, present: true, body, lineCount, error: malformed(path, line, msg), loose: looseLines(raw) };
  }
}

// ---------------------------------------------------------------------------------------------
// The frontmatter rules files nearly always have (`paths: ["src/**"]`, `applyTo: "**/*.ts"`,
// `alwaysApply: true`, a list of `- "glob"` lines), read without the YAML library: its first parse
// in a process runs cold (~30 ms for the 40 small rules of a 2-file pull request, about a tenth of
// the action's start). Only a subset whose YAML reading is certain is taken: printable ASCII, no
// tabs, CR, `#` outside quotes, escapes, anchors or multi-line scalars; anything else (or any doubt)
// is left to yaml. test/frontmatter-fast.test.ts compares it with yaml on generated blocks.

/** Plain scalars the subset reads as strings: a letter first, none of YAML's indicators after. */
const PLAIN = /^[A-Za-z_][A-Za-z0-9_ ./,()*{}-]*$/;
/** Plain items of a flow list (`[src/**, docs/*]`): no spaces, commas or braces. */
const FLOW_PLAIN = /^[A-Za-z_][A-Za-z0-9_./*()-]*$/;
/** Plain words the YAML 1.2 core schema reads as null or booleans (the subset takes only `true`/`false`). */
const RESERVED = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const ITEM_LINE = /^( +)- +(.*)$/;

/** A scalar of the subset: a quoted string without escapes, `true`/`false`, or a safe plain string; undefined otherwise. */
function scalar(v: string, plain: RegExp): string | boolean | undefined {
  const q = v[0];
  if (q === '"' || q === "'") {
    if (v.length < 2 || v[v.length - 1] !== q) return undefined;
    const inner = v.slice(1, -1);
    return inner.includes(q) || inner.includes('\\') ? undefined : inner;
  }
  if (v === 'true' || v === 'false') return v === 'true';
  return plain.test(v) && !RESERVED.has(v) && !v.endsWith(' ') ? v : undefined;
}

/** `[a, "b"]`: its items, or undefined outside the subset. */
function flowList(v: string): string[] | undefined {
  const inner = v.slice(1, -1).trim();
  if (inner === '') return [];
  const out: string[] = [];
  for (const part of inner.split(',')) {
    const item = scalar(part.trim(), FLOW_PLAIN);
    if (typeof item !== 'string') return undefined;
    out.push(item);
  }
  return out;
}

/**
 * The mapping yaml would parse from `raw` when every line is in the subset: top-level `key: value`
 * lines (a scalar or a one-line flow list), or `key:` followed by `- item` lines indented alike;
 * blank lines and `#` comment lines at the margin. Undefined when anything is outside it.
 */
export function simpleMapping(raw: string): Record<string, unknown> | undefined {
  if (!/^[\x20-\x7e\n]*$/.test(raw)) return undefined;
  const out: Record<string, unknown> = {};
  // The `key:` line with no value just read (its `- item` lines may follow), and their indent.
  let listKey: string | undefined;
  let indent = '';
  let entries = 0;
  for (const line of raw.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      if (listKey === undefined) return undefined;
      const list = out[listKey];
      if (list === null) indent = item[1]!;
      else if (item[1] !== indent) return undefined;
      const x = scalar((item[2] ?? '').trimEnd(), PLAIN);
      if (typeof x !== 'string') return undefined;
      if (Array.isArray(list)) list.push(x);
      else out[listKey] = [x];
      continue;
    }
    listKey = undefined;
    const m = KEY_LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    if (RESERVED.has(key) || key === '__proto__' || Object.prototype.hasOwnProperty.call(out, key)) return undefined;
    entries++;
    const v = (m[2] ?? '').trimEnd();
    if (v === '') {
      out[key] = null;
      listKey = key;
      continue;
    }
    const x = v[0] === '[' ? (v.endsWith(']') ? flowList(v) : undefined) : scalar(v, PLAIN);
    if (x === undefined) return undefined;
    out[key] = x;
  }
  return entries > 0 ? out : undefined;
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
