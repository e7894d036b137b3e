// Helpers shared by the checks: who reads a file, which paths are instruction files, text
// normalisation and short diffs. Everything per-tool comes from the profiles, never from a table here.
import { getProfile, isToolId, PROFILES } from '../profiles/index.js';
import type { Profile } from '../profiles/profile.js';
import { loadDoc } from '../engine/docs.js';
import { baseName, parentDir, type RepoView } from '../repo/view.js';
import type { LayerReason, Stack, ToolId } from '../types.js';
import type { CheckContext } from './check.js';

export const show = (p: string): string => (p === '' ? '.' : p);

export function profilesOf(ctx: CheckContext): Profile[] {
  return ctx.tools.filter((t) => isToolId(t)).map((t) => getProfile(t));
}

export function toolName(id: ToolId): string {
  return isToolId(id) ? getProfile(id).name : id;
}

export function toolNames(ids: Iterable<ToolId>): string {
  return [...ids].map(toolName).join(', ');
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
}

const caches = new WeakMap<CheckContext, Cache>();

function cacheOf(ctx: CheckContext): Cache {
  let c = caches.get(ctx);
  if (c) return c;
  c = { byPath: new Map(), computed: new Set() };
  for (const s of ctx.stacks) record(c, s);
  caches.set(ctx, c);
  return c;
}

function record(c: Cache, s: Stack): void {
  if (!isToolId(s.tool)) return;
  const p = getProfile(s.tool);
  for (const l of s.layers) {
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
// Which paths are instruction files.

/** Names instruction files go by, beyond the profiles' own lists (tools without a profile yet). */
const WELL_KNOWN = [
  'AGENTS.md',
  'AGENTS.override.md',
  'AGENTS.local.md',
  'AGENT.md',
  'CLAUDE.md',
  'CLAUDE.local.md',
  '.claude/CLAUDE.md',
  'GEMINI.md',
  'QWEN.md',
  'QWEN.local.md',
  '.cursorrules',
  '.github/copilot-instructions.md',
];

/** Settings files in the tree that change what a tool loads (decisions.md §6). */
const SETTINGS = /(^|\/)(\.gemini\/settings\.json|\.qwen\/settings\.json|\.claude\/settings\.json|\.codex\/config\.toml|\.github\/instruction-stack\.yml)$/;

export function instructionNames(ctx: Pick<CheckContext, 'resolver' | 'twinNames'>): string[] {
  const out = new Set<string>(WELL_KNOWN);
  for (const p of PROFILES) {
    try {
      for (const n of p.names(ctx.resolver.toolOptions(p.id))) out.add(n);
    } catch {
      // ignore a profile that cannot list names
    }
  }
  for (const n of ctx.twinNames ?? []) out.add(n);
  return [...out];
}

/** A rules / agents file, and the directory its globs are relative to. */
export interface RuleFile {
  kind: 'claude-rule' | 'qwen-rule' | 'cursor-rule' | 'copilot-instructions' | 'claude-agent' | 'grok-rule';
  /** Directory holding the tool directory (`.claude`, `.github`...): globs are relative to it. */
  base: string;
}

const RULE_RES: [RuleFile['kind'], RegExp][] = [
  ['claude-rule', /^(?:(.*)\/)?\.claude\/rules\/(?:.+\/)?[^/]+\.md$/],
  ['qwen-rule', /^(?:(.*)\/)?\.qwen\/rules\/(?:.+\/)?[^/]+\.md$/],
  ['cursor-rule', /^(?:(.*)\/)?\.cursor\/rules\/(?:.+\/)?[^/]+\.mdc?$/],
  ['copilot-instructions', /^(?:(.*)\/)?\.github\/instructions\/(?:.+\/)?[^/]+\.instructions\.md$/],
  ['claude-agent', /^(?:(.*)\/)?\.claude\/agents\/[^/]+\.md$/],
  ['grok-rule', /^(?:(.*)\/)?\.grok\/rules\/[^/]+\.md$/],
];

export function ruleFile(path: string): RuleFile | undefined {
  for (const [kind, re] of RULE_RES) {
    const m = re.exec(path);
    if (m) return { kind, base: m[1] ?? '' };
  }
  return undefined;
}

/** The path is, or lies inside, a rules / instructions / agents directory. */
export function inRulesDir(path: string): boolean {
  return /(^|\/)(\.claude\/rules|\.qwen\/rules|\.cursor\/rules|\.github\/instructions|\.claude\/agents|\.grok\/rules)(\/|$)/.test(path);
}

/** The name-part of `path` that matches an instruction name (`.claude/CLAUDE.md` counts as one name). */
export function matchName(path: string, names: readonly string[]): string | undefined {
  const base = baseName(path);
  let best: string | undefined;
  for (const n of names) {
    if (n === base || (n.includes('/') && (path === n || path.endsWith(`/${n}`)))) {
      if (!best || n.length > best.length) best = n;
    }
  }
  return best;
}

export function isInstructionPath(ctx: CheckContext, path: string, names = instructionNames(ctx)): boolean {
  return matchName(path, names) !== undefined || ruleFile(path) !== undefined;
}

/** Directories holding an instruction file (rules count for the directory holding `.claude`, `.github`...), root included. */
export function instructionDirs(paths: readonly string[], names: readonly string[]): string[] {
  const out = new Set<string>(['']);
  for (const p of paths) {
    const n = matchName(p, names);
    if (n !== undefined) out.add(p.length === n.length ? '' : p.slice(0, p.length - n.length - 1));
    else {
      const rf = ruleFile(p);
      if (rf) out.add(rf.base);
    }
  }
  return [...out].sort();
}

export function isSettingsPath(path: string): boolean {
  return SETTINGS.test(path);
}

/**
 * Instruction files to inspect: what the analysed stacks load, plus the instruction files of the
 * whole tree (no PR) or the changed ones (PR).
 */
export function inspectedFiles(ctx: CheckContext): string[] {
  const names = instructionNames(ctx);
  if (isPullRequest(ctx)) {
    // A pull request: the files it changes that are instructions (by name, or loaded by some tool).
    const out = ctx.changedPaths.filter((p) => ctx.view.entry(p) && (isInstructionPath(ctx, p, names) || readersOf(ctx, p).size > 0));
    return realFiles(ctx.view, out);
  }
  const out = new Set<string>(loadedPaths(ctx));
  for (const p of ctx.view.allPaths()) if (isInstructionPath(ctx, p, names)) out.add(p);
  return realFiles(ctx.view, out);
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

/** Line diff by longest common subsequence (inputs are instruction files: small). */
export function lineDiff(a: string, b: string, max = 6): LineDiff {
  const A = a.split('\n');
  const B = b.split('\n');
  const n = A.length;
  const m = B.length;
  // Trim a common prefix/suffix first to keep the table small.
  let pre = 0;
  while (pre < n && pre < m && A[pre] === B[pre]) pre++;
  let suf = 0;
  while (suf < n - pre && suf < m - pre && A[n - 1 - suf] === B[m - 1 - suf]) suf++;
  const a2 = A.slice(pre, n - suf);
  const b2 = B.slice(pre, m - suf);
  const ops: { op: '-' | '+'; line: string; at: number }[] = [];
  if (a2.length * b2.length > 4_000_000) {
    a2.forEach((l, i) => ops.push({ op: '-', line: l, at: pre + i + 1 }));
    b2.forEach((l, i) => ops.push({ op: '+', line: l, at: pre + i + 1 }));
  } else {
    const L: Uint32Array[] = Array.from({ length: a2.length + 1 }, () => new Uint32Array(b2.length + 1));
    for (let i = a2.length - 1; i >= 0; i--) {
      for (let j = b2.length - 1; j >= 0; j--) {
        L[i]![j] = a2[i] === b2[j] ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, L[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a2.length || j < b2.length) {
      if (i < a2.length && j < b2.length && a2[i] === b2[j]) {
        i++;
        j++;
      } else if (i < a2.length && (j >= b2.length || L[i + 1]![j]! >= L[i]![j + 1]!)) {
        ops.push({ op: '-', line: a2[i]!, at: pre + i + 1 });
        i++;
      } else {
        ops.push({ op: '+', line: b2[j]!, at: pre + j + 1 });
        j++;
      }
    }
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
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length && i < to; i++) if (re.test(lines[i]!)) return i + 1;
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
