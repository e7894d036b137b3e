// Helpers shared by the checks: who reads a file, which files to inspect, text normalisation and
// short diffs. Everything per-tool comes from the profiles, never from a table here.
import { diffLines } from '../diff.js';
import { getProfile, isToolId, PROFILES } from '../profiles/index.js';
import type { Profile } from '../profiles/profile.js';
import { classifyImport, scanImports } from '../doc/imports.js';
import { loadDoc } from '../doc/load.js';
import { resolvePath } from '../repo/links.js';
import { instructionNames, instructionPaths, isInstructionPath, matchName } from '../engine/instruction-files.js';
import { parentDir, type RepoView } from '../repo/view.js';
import type { Layer, LayerReason, Stack, ToolId } from '../types.js';
import type { CheckContext } from './check.js';

export const show = (p: string): string => (p === '' ? '.' : p);

/** `path` as written in a file of `dir` (an `@import` or a link), `..` where it climbs. */
export function relFrom(dir: string, path: string): string {
  if (dir === '') return path;
  const d = dir.split('/');
  const p = path.split('/');
  let i = 0;
  while (i < d.length && i < p.length - 1 && d[i] === p[i]) i++;
  return [...Array(d.length - i).fill('..'), ...p.slice(i)].join('/');
}

export function profilesOf(ctx: CheckContext): Profile[] {
  return ctx.tools.filter((t) => isToolId(t)).map((t) => getProfile(t));
}

/** Stable tool order (the order of PROFILES), without duplicates. */
export function sortTools(ids: Iterable<ToolId>): ToolId[] {
  const set = new Set(ids);
  const order = PROFILES.map((p) => p.id as ToolId);
  return [...set].sort((a, b) => idx(order, a) - idx(order, b) || a.localeCompare(b));
}

function idx(order: ToolId[], t: ToolId): number {
  const i = order.indexOf(t);
  return i < 0 ? order.length : i;
}

/** How one tool holds a file: why it is loaded and whether its `@imports` are expanded. */
export interface Reading {
  tool: ToolId;
  reasons: Set<LayerReason>;
  /** The tool expands `@imports` in this file. */
  expands: boolean;
  /** `@x` inside HTML comments is expanded (Qwen, Gemini, Copilot). */
  expandsInComments: boolean;
  /** The tool keeps HTML comments of this file in the text it sends. */
  keepsComments: boolean;
}

interface Cache {
  byPath: Map<string, Map<ToolId, Reading>>;
  computed: Set<string>;
  /**
   * Layers recorded, per tool. A layer object is shared by every stack holding that file the same
   * way (the engine makes one per rendered file), and recording it again adds nothing (the bench
   * tree's `check --root`: 10,120 layer lists, 73,479 layers, 13,949 distinct).
   */
  recorded: Map<ToolId, Set<Layer>>;
}

const caches = new WeakMap<CheckContext, Cache>();

function cacheOf(ctx: CheckContext): Cache {
  let c = caches.get(ctx);
  if (c) return c;
  c = { byPath: new Map(), computed: new Set(), recorded: new Map() };
  // What a stack adds depends only on its tool and layers: stacks of one session directory share
  // their layer list (root vantages touching paths that add nothing), so each list is recorded once.
  const seen = new Map<ToolId, Set<Stack['layers']>>();
  for (const s of ctx.stacks) {
    let lists = seen.get(s.tool);
    if (!lists) seen.set(s.tool, (lists = new Set()));
    if (lists.has(s.layers)) continue;
    lists.add(s.layers);
    record(c, s);
  }
  caches.set(ctx, c);
  return c;
}

function record(c: Cache, s: Stack): void {
  if (!isToolId(s.tool)) return;
  const p = getProfile(s.tool);
  let done = c.recorded.get(s.tool);
  if (!done) c.recorded.set(s.tool, (done = new Set()));
  for (const l of s.layers) {
    if (done.has(l)) continue;
    done.add(l);
    for (const path of l.realPath && l.realPath !== l.path ? [l.path, l.realPath] : [l.path]) {
      let m = c.byPath.get(path);
      if (!m) c.byPath.set(path, (m = new Map()));
      let r = m.get(s.tool);
      if (!r) {
        r = { tool: s.tool, reasons: new Set(), expands: false, expandsInComments: false, keepsComments: keepsComments(p, l.path, l.reason) };
        m.set(s.tool, r);
      }
      r.reasons.add(l.reason);
      const pol = p.imports;
      if (pol && (l.reason === 'import' || !pol.appliesTo || pol.appliesTo(l.path))) {
        r.expands = true;
        if (pol.inComments === 'expanded') r.expandsInComments = true;
      }
    }
  }
}

/** Whether the profile's transform keeps an HTML comment of `path` (probe on a marker string). */
export function keepsComments(p: Profile, path: string, reason: LayerReason = 'startup'): boolean {
  if (!p.transform) return true;
  const probe = 'a\n<!-- instruction-stack-probe -->\nb\n';
  try {
    return p.transform(probe, { path, reason }).includes('instruction-stack-probe');
  } catch {
    return true;
  }
}

/**
 * Tools that load `path` as instructions, with how they hold it. Taken from the analysed stacks;
 * for a file no stack reached, from a session in its own directory and a root session touching it.
 */
export function readersOf(ctx: CheckContext, path: string): Map<ToolId, Reading> {
  const c = cacheOf(ctx);
  const hit = c.byPath.get(path);
  if (hit && hit.size > 0) return hit;
  if (!c.computed.has(path)) {
    c.computed.add(path);
    for (const tool of ctx.tools) {
      if (!isToolId(tool)) continue;
      try {
        record(c, { ...ctx.resolver.stack(tool, parentDir(path)), targets: [path], vantage: 'local' });
        record(c, { ...ctx.resolver.stack(tool, '', [path]), targets: [path], vantage: 'root' });
      } catch {
        // A profile that cannot resolve this path reads nothing here.
      }
    }
  }
  return c.byPath.get(path) ?? new Map();
}

/** Every path some analysed stack loads (layer paths and link targets). */
export function loadedPaths(ctx: CheckContext): string[] {
  return [...cacheOf(ctx).byPath.keys()].sort();
}

// ---------------------------------------------------------------------------------------------
// Which files the checks inspect (what counts as an instruction file: src/engine/instruction-files.ts).

/**
 * Instruction files to inspect: what the analysed stacks load, plus the instruction files of the
 * whole tree (no PR) or the changed ones (PR).
 */
export function inspectedFiles(ctx: CheckContext): string[] {
  return realFiles(ctx.view, inspectedNames(ctx));
}

/** The paths behind inspectedFiles, as named in the tree (a link by its own name, not its target's). */
export function inspectedNames(ctx: CheckContext): string[] {
  const names = instructionNames(ctx);
  if (isPullRequest(ctx)) {
    // A pull request: the files it changes that are instructions (by name, or loaded by some tool).
    // Every changed path not ignored is a target of the analysed stacks (a root session touching it,
    // a session in its directory), so "loaded by some tool" is a lookup in what those stacks load,
    // not ~20 resolutions per changed path (an ignored path's findings are dropped anyway).
    const loaded = cacheOf(ctx).byPath;
    return ctx.changedPaths.filter((p) => ctx.view.entry(p) && (isInstructionPath(p, names) || loaded.has(p)));
  }
  const out = new Set<string>(loadedPaths(ctx));
  for (const p of instructionPaths(ctx.view, names)) out.add(p);
  return [...out].sort();
}

/** A pull request is analysed (findings about file contents are limited to what it changes). */
export function isPullRequest(ctx: CheckContext): boolean {
  return ctx.changedPaths.length > 0;
}

/** Readable files behind `paths`, each once, named by where the bytes live (links followed). */
export function realFiles(view: RepoView, paths: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const d = loadDoc(view, p);
    if (d.ok) out.add(d.realPath);
  }
  return [...out].sort();
}

// ---------------------------------------------------------------------------------------------
// Text.

/** CRLF → LF, trailing whitespace trimmed on every line and at the end. */
export function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trimEnd();
}

export interface LineDiff {
  /** `-`/`+`/` ` lines, at most `max` changed ones with their neighbours elided. */
  text: string;
  onlyA: number;
  onlyB: number;
  /** 1-based line in B of the first difference. */
  firstLineB: number;
  /** 1-based line in A of the first difference. */
  firstLineA: number;
}

/** Line diff (src/diff.ts) with line numbers, the first `max` changed lines shown. */
export function lineDiff(a: string, b: string, max = 6): LineDiff {
  const A = a.split('\n');
  const B = b.split('\n');
  const n = A.length;
  const m = B.length;
  const ops: { op: '-' | '+'; line: string; at: number }[] = [];
  // Lines kept before the first change: where "the first difference" is when one side only adds.
  let pre = 0;
  let atA = 1;
  let atB = 1;
  for (const l of diffLines(A, B).lines) {
    if (l.op === ' ') {
      if (ops.length === 0) pre++;
      atA++;
      atB++;
    } else if (l.op === '-') ops.push({ op: '-', line: l.text, at: atA++ });
    else ops.push({ op: '+', line: l.text, at: atB++ });
  }
  const onlyA = ops.filter((o) => o.op === '-').length;
  const onlyB = ops.length - onlyA;
  const shown = ops.slice(0, max).map((o) => `${o.op} ${clip(o.line, 100)}`);
  if (ops.length > max) shown.push(`… ${ops.length - max} more changed line${ops.length - max === 1 ? '' : 's'}`);
  const firstB = ops.find((o) => o.op === '+');
  const firstA = ops.find((o) => o.op === '-');
  return {
    text: shown.join('\n'),
    onlyA,
    onlyB,
    firstLineB: firstB ? firstB.at : Math.min(pre + 1, m),
    firstLineA: firstA ? firstA.at : Math.min(pre + 1, n),
  };
}

export function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** 1-based line of the first line matching `re` within lines [from, to] (1-based, inclusive). */
export function findLine(text: string, re: RegExp, from = 1, to = Infinity): number | undefined {
  // Walks line by line up to `to` instead of splitting the whole text on every call.
  let start = 0;
  for (let line = 1; line < to + 1 && start <= text.length; line++) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (line >= from && re.test(text.slice(start, end))) return line;
    if (nl < 0) break;
    start = nl + 1;
  }
  return undefined;
}

/**
 * Which tools read `path` (in the analysed stacks, or by its name in their profile), and which of
 * them expand `@imports` in it.
 */
export function importSupport(ctx: CheckContext, path: string): { expand: ToolId[]; literal: ToolId[] } {
  const tools = new Set<ToolId>(readersOf(ctx, path).keys());
  for (const p of profilesOf(ctx)) {
    try {
      if (matchName(path, p.names(ctx.resolver.toolOptions(p.id)))) tools.add(p.id);
    } catch {
      // a profile that cannot list names reads nothing by name
    }
  }
  const expand: ToolId[] = [];
  const literal: ToolId[] = [];
  for (const t of sortTools(tools)) {
    if (!ctx.tools.includes(t)) continue;
    const pol = getProfile(t).imports;
    if (pol && (!pol.appliesTo || pol.appliesTo(path))) expand.push(t);
    else literal.push(t);
  }
  return { expand, literal };
}

/** The verb form agreeing with a list of tools: `agree(tools, 'expands', 'expand')`. */
export function agree(items: readonly unknown[], one: string, many: string): string {
  return items.length === 1 ? one : many;
}

/** A repository path a file's live `@import` names (either grammar), and where it resolves. */
export interface ImportedPath {
  path: string;
  real?: string;
}

/** What `from` imports, in order; nothing for an unreadable file. */
export function importedPaths(view: RepoView, from: string): ImportedPath[] {
  const doc = loadDoc(view, from);
  if (!doc.ok) return [];
  const out: ImportedPath[] = [];
  for (const grammar of ['claude', 'qwen'] as const) {
    for (const r of scanImports(doc.text, { grammar, code: 'marked' })) {
      if (r.inCode || r.inComment) continue;
      const t = classifyImport(from, r.spec);
      if (t.kind !== 'repo') continue;
      const res = resolvePath(view, t.path);
      out.push(res.ok ? { path: t.path, real: res.path } : { path: t.path });
    }
  }
  return out;
}
