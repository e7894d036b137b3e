// JSON outputs (schema 2, README "explain --json" and "JSON report"): each distinct text is written
// once, in a `texts` table after the records that refer to it by index; records are written one per
// line. Producers are generators of small pieces, so no output is ever one giant string (V8 caps a
// string near 512 MB) and memory holds only the texts the analysis already has.
import { createHash } from 'node:crypto';
import { diffWith, sideIdentity, sideStack, type GroupSide, type Report, type StackGroup } from '../analysis/analyse.js';
import { stackRecord, textKey, type StackDetail } from '../engine/stack.js';
import type { Stack } from '../types.js';

export const EXPLAIN_SCHEMA = 'instruction-stack/explain@2';

/**
 * Distinct texts in order of first use, by id. A stack's text is identified by its parts (the
 * resolver's one copy of each start-up block and touch part, `textKey`) or by the caller's key,
 * then by its size: only texts of a size met before are rendered and hashed to tell them apart, so
 * most are never built here. The table keeps how to get each text again, and each is joined only
 * when the `texts` array is written, then dropped.
 */
export class TextTable {
  private readonly parts = new Map<string, number>();
  private readonly ids = new Map<string, number>();
  /** Ids by the UTF-8 size of their text: equal texts have equal sizes, so only a size met twice is hashed. */
  private readonly bySize = new Map<number, number | SizeBucket>();
  private readonly sources: (() => string)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  private readonly intern = (text: string): number => {
    if (text === '') return -1;
    let id = this.parts.get(text);
    if (id === undefined) this.parts.set(text, (id = this.parts.size));
    return id;
  };

  /**
   * `source` gives the text (of UTF-8 size `bytes`) the first time its key is met; `again` (by
   * default `source`) gives it again when the table is written: a source that renders without
   * keeping, so the table holds how to get each text, never the text.
   */
  private entry(key: string, bytes: number, source: () => string, again = source): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      // A new combination of parts may still give a text already in the table (a touch part
      // rendered like a start-up block). Equal texts have equal sizes: a text of a size not met
      // before is new without being rendered; within a size, texts are told apart by digest.
      const at = this.bySize.get(bytes);
      if (at === undefined) this.bySize.set(bytes, (id = this.add(again)));
      else {
        const bucket = typeof at === 'number' ? this.bucket(bytes, at) : at;
        const digest = digestOf(source());
        id = bucket.get(digest);
        if (id === undefined) bucket.set(digest, (id = this.add(again)));
      }
      this.ids.set(key, id);
    }
    return id;
  }

  private add(source: () => string): number {
    this.sources.push(source);
    return this.count++;
  }

  /** The entries of one size by digest, made when a second text of that size comes (the first rendered again). */
  private bucket(bytes: number, first: number): SizeBucket {
    const b: SizeBucket = new Map([[digestOf(this.text(first)), first]]);
    this.bySize.set(bytes, b);
    return b;
  }

  /** The id of a text given as a string. */
  id(text: string): number {
    return this.entry(String(this.intern(text)), Buffer.byteLength(text), () => text);
  }

  /** The id of a stack's effective text, by its parts (see the class comment). */
  stackText(s: Stack): number {
    const [a, b] = textKey(s, this.intern).split('+');
    const key = b === undefined || b === '-1' ? (a as string) : a === '-1' ? b : `${a}+${b}`;
    return this.entry(key, s.totalBytes, () => s.text);
  }

  /**
   * The id of a text of UTF-8 size `bytes` known by a key of the caller's (`key` equal: the same
   * text), rendered by `source` only the first time the key is met.
   */
  keyed(key: string, bytes: number, source: () => string, again = source): number {
    return this.entry(`#${key}`, bytes, source, again);
  }

  /** The text of an id, rendered again. */
  text(id: number): string {
    return (this.sources[id] as () => string)();
  }
}

/** Ids of one text size by digest (see TextTable.entry). */
type SizeBucket = Map<string, number>;

function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** An entry of the `texts` array: its line. */
function textEntry(id: number, text: string): string {
  return `${id === 0 ? '\n' : ',\n'}${JSON.stringify(text)}`;
}

/** `"texts": [...]`, one text per line. */
function* textsArray(t: TextTable): Generator<string> {
  yield '"texts": [';
  for (let i = 0; i < t.size; i++) yield textEntry(i, t.text(i));
  yield textsEnd(t);
}

function textsEnd(t: TextTable): string {
  return t.size > 0 ? '\n]' : ']';
}

export interface ExplainJsonOptions {
  /** Layers only: no `text`, `startupText` or `texts` table. */
  noText?: boolean;
}

/** One stack of `explain --json`: the text by id, `startupText` only when it differs from `text`. */
export function explainRecord(s: Stack, table: TextTable | undefined): Record<string, unknown> {
  // The texts first: rendered and kept for the table, then the size and lines are counted from them.
  const ids = ((): { text?: number; startupText?: number } => {
    if (!table) return {};
    const text = table.stackText(s);
    const startup = (s as Partial<StackDetail>).startupText;
    if (startup === undefined) return { text };
    const startupId = table.id(startup);
    return startupId !== text ? { text, startupText: startupId } : { text };
  })();
  const rec: Record<string, unknown> = stackRecord(s, () => ids);
  rec.cwd = s.cwd === '' ? '.' : s.cwd;
  return rec;
}

/** `explain --json`, schema 2, in pieces. */
export function* explainJson(root: string, source: string, stacks: Iterable<Stack>, opts: ExplainJsonOptions = {}): Generator<string> {
  const table = opts.noText ? undefined : new TextTable();
  yield `{\n"schema": ${JSON.stringify(EXPLAIN_SCHEMA)},\n"root": ${JSON.stringify(root)},\n"source": ${JSON.stringify(source)},\n"stacks": [`;
  let first = true;
  for (const s of stacks) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(explainRecord(s, table))}`;
    first = false;
  }
  yield first ? ']' : '\n]';
  if (table) {
    yield ',\n';
    yield* textsArray(table);
  }
  yield '\n}\n';
}

export interface ReportJsonOptions {
  /** Which groups keep their effective texts: only those the PR changed (default), or all. */
  texts?: 'changed' | 'all';
}

/** `side`'s record; its text (`text` gives it) by id in `table` when the table is given. */
function sideRecord(side: GroupSide, table: TextTable | undefined, text: () => string): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  // Keys, not entries: reading `text` of a side whose text is not kept would render it for nothing.
  for (const k of Object.keys(side) as (keyof GroupSide)[]) if (k !== 'text') rec[k] = side[k];
  if (table) {
    // By the analysis's identity of the side's stack (equal: the same text), so each is rendered
    // once; equal texts of different identities share an id by their digest.
    const identity = sideIdentity(side);
    const s = sideStack(side);
    // The table renders a text again when it is written, from the side (which keeps no text).
    rec.text = identity !== undefined ? table.keyed(String(identity), side.bytes, text, () => side.text) : s ? table.stackText(s) : table.id(text());
  }
  return rec;
}

/** `f()`, called at most once. */
function once(f: () => string): () => string {
  let v: string | undefined;
  return () => (v ??= f());
}

function groupRecord(g: StackGroup, table: TextTable, all: boolean): Record<string, unknown> {
  const t = all || g.changed ? table : undefined;
  // A changed group's texts are rendered once for its entries in the table and its diff.
  const after = once(() => g.head.text);
  const before = once(() => g.base?.text ?? '');
  const rec: Record<string, unknown> = {};
  for (const k of Object.keys(g) as (keyof StackGroup)[]) {
    if (k === 'head') rec[k] = sideRecord(g.head, t, after);
    else if (k === 'base') rec[k] = g.base === undefined ? undefined : sideRecord(g.base, t, before);
    else rec[k] = g[k];
  }
  // The analysis's groups have `diff` as a getter on their prototype: last, where an own one stands.
  if (!('diff' in rec)) {
    const d = diffWith(g, before, after);
    if (d !== undefined) rec.diff = d;
  }
  return rec;
}

/**
 * The JSON report (schema 2) in pieces: every key, the groups one per line, their effective texts
 * by id in the `texts` table, kept only for the groups the PR changed (their diffs and the texts show
 * what changed; an unchanged stack is the base's, nothing to review). A text is rendered when a group
 * first uses it (for its digest and diff) and again when the table is written, never kept: no text
 * is held, whatever the size of the report.
 */
export function* reportJson(report: Report, opts: ReportJsonOptions = {}): Generator<string> {
  const table = new TextTable();
  const all = opts.texts === 'all' || report.mode === 'tree';
  yield '{';
  let first = true;
  for (const [k, v] of Object.entries(report)) {
    if (k === 'groups' || v === undefined) continue;
    yield `${first ? '\n' : ',\n'}${JSON.stringify(k)}: ${JSON.stringify(v)}`;
    first = false;
  }
  yield `${first ? '\n' : ',\n'}"groups": [`;
  for (let i = 0; i < report.groups.length; i++) yield `${i === 0 ? '\n' : ',\n'}${JSON.stringify(groupRecord(report.groups[i]!, table, all))}`;
  yield report.groups.length > 0 ? '\n],\n' : '],\n';
  yield* textsArray(table);
  yield '\n}\n';
}

/**
 * Pieces gathered into chunks of about `batch` characters (a piece longer than that stays whole):
 * a writer of many small pieces makes one write per chunk, not one per piece.
 */
class Chunks {
  private buf: string[] = [];
  private size = 0;

  constructor(private readonly batch = 1 << 16) {}

  /** Adds `piece`; the chunk to write once the gathered pieces reach the batch size. */
  add(piece: string): string | undefined {
    this.buf.push(piece);
    this.size += piece.length;
    return this.size >= this.batch ? this.rest() : undefined;
  }

  /** What is gathered and not yet given; undefined when nothing is. */
  rest(): string | undefined {
    const chunk = this.size > 0 ? this.buf.join('') : undefined;
    this.buf = [];
    this.size = 0;
    return chunk;
  }
}

/** Pieces joined into chunks of about `batch` characters (see `Chunks`). */
export function* batched(pieces: Iterable<string>, batch = 1 << 16): Generator<string> {
  const chunks = new Chunks(batch);
  for (const p of pieces) {
    const full = chunks.add(p);
    if (full !== undefined) yield full;
  }
  const rest = chunks.rest();
  if (rest !== undefined) yield rest;
}

/** Writes pieces in chunks, awaiting the sink (stdout backpressure). */
export async function writePieces(pieces: Iterable<string>, write: (chunk: string) => void | Promise<void>): Promise<void> {
  for (const chunk of batched(pieces)) await write(chunk);
}

/** A sink for `writePieces` on process.stdout that waits for 'drain' when the pipe is full. */
export function stdoutSink(chunk: string): Promise<void> | void {
  if (process.stdout.write(chunk)) return;
  return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
}
