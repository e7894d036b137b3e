// Findings grouped the way a reviewer reads them: one entry per (check, file) with a count and the
// lines, and one entry per repository-wide pattern — the same finding in several files ("Claude Code
// skips 8 package AGENTS.md files") — said once, with one fix for all. Every output (text, JSON, the
// PR comment, SARIF) takes its entries from here, so they agree on what is one problem.
import { createHash } from 'node:crypto';
import type { Check, PatternText } from '../checks/check.js';
import type { Finding, Severity, ToolId } from '../types.js';
import type { GatedFinding } from './gate.js';

/** Distinct files with the same finding from which it is one pattern. */
export const PATTERN_MIN_FILES = 3;

export interface FindingGroup {
  /** Stable id: `file:<check>:<severity>:<path>` or `pattern:<check>:<severity>:<hash of the shape>` (plus the state bucket). */
  id: string;
  kind: 'file' | 'pattern';
  check: string;
  severity: Severity;
  /** Where the members stand against the base: all new (or ungated), all pre-existing, or in the baseline. */
  state: 'new' | 'preexisting' | 'baseline';
  /** Number of findings in the group. */
  count: number;
  /** The file (`kind: file`). */
  path?: string;
  /** The members' lines, ascending, each once (`kind: file`). */
  lines: number[];
  /** The files (`kind: pattern`: two or more; `kind: file`: the one). */
  paths: string[];
  tools: ToolId[];
  /** One sentence for the whole group: the check's own pattern wording, or the first member's message. */
  message: string;
  /** One fix for every member, when there is one. */
  fix?: string;
  /** Indexes of the members in the findings array given to groupFindings, in order. */
  members: number[];
}

/** A finding's bucket: groups never mix what fails a run with what cannot. */
function stateOf(f: Finding | GatedFinding): FindingGroup['state'] {
  const g = f as GatedFinding;
  if (g.suppressed) return 'baseline';
  return g.state === 'preexisting' && !g.touched ? 'preexisting' : 'new';
}

/**
 * What a finding says without where: its own path and directory, other path-like words and numbers
 * masked. Two findings with one shape in two files are the same problem in two places.
 */
export function shapeOf(f: Finding): string {
  let s = `${f.fix ?? ''}\0${f.message}`;
  if (f.path) {
    // Whole words only: a directory named `a` must not mask every letter a.
    s = replaceWord(s, f.path, '<path>');
    const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '';
    if (dir !== '') s = replaceWord(s, dir, '<dir>');
  }
  return s.replace(/\S*[/.]\S*/g, '<p>').replace(/\d+/g, '<n>');
}

/** A character of `\w` (ASCII letters, digits, `_`). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * `s` with every whole-word `w` replaced by `by`, as `s.replace(/(?<![\w./-])w(?![\w.-])/g, by)`
 * would (matches left to right, not overlapping, tested against the original text), without
 * compiling a regular expression per finding: a report holds thousands of findings, each with its own path.
 */
export function replaceWord(s: string, w: string, by: string): string {
  if (w === '') return s.replace(/(?<![\w./-])(?![\w.-])/g, by);
  let out = '';
  let from = 0;
  let i = s.indexOf(w);
  while (i >= 0) {
    const c = i > 0 ? s.charCodeAt(i - 1) : -1;
    // not after [\w./-], not before [\w.-]
    const before = isWordChar(c) || c === 46 || c === 47 || c === 45;
    const end = i + w.length;
    const d = end < s.length ? s.charCodeAt(end) : -1;
    const after = isWordChar(d) || d === 46 || d === 45;
    if (!before && !after) {
      out += s.slice(from, i) + by;
      from = end;
      i = s.indexOf(w, end);
    } else i = s.indexOf(w, i + 1);
  }
  return from === 0 ? s : out + s.slice(from);
}

const hash = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 12);

function unionTools(fs: readonly Finding[]): ToolId[] {
  const out: ToolId[] = [];
  for (const f of fs) for (const t of f.tools ?? []) if (!out.includes(t)) out.push(t);
  return out;
}

/** The generic wording of a pattern: the first member's message, and its fix applied to every file. */
function genericPattern(fs: readonly Finding[], paths: string[]): PatternText {
  const f = fs[0]!;
  const fixes = new Set(fs.map((x) => x.fix ?? ''));
  const fix = fixes.size === 1 ? (f.fix ?? '') : `In each of the ${paths.length} files, as for ${f.path}: ${f.fix ?? ''}`.trim();
  return { message: `${paths.length} files, the same finding; in ${f.path}: ${f.message}`, fix };
}

/**
 * Groups `findings` (in their order, which stays the order of the groups' first members). A check
 * without a Check object (engine-only ids) gets the generic pattern wording.
 */
export function groupFindings(findings: readonly (Finding | GatedFinding)[], checks: readonly Pick<Check, 'id' | 'pattern'>[] = []): FindingGroup[] {
  const byId = new Map(checks.map((c) => [c.id, c]));
  // Pattern candidates: the same check, severity, bucket and shape in several files.
  const shapes = new Map<string, { idx: number[]; paths: Set<string> }>();
  const keyOf = findings.map((f) => `${f.check}\0${f.severity}\0${stateOf(f)}`);
  findings.forEach((f, i) => {
    if (f.path === undefined) return;
    const k = `${keyOf[i]}\0${shapeOf(f)}`;
    let s = shapes.get(k);
    if (!s) shapes.set(k, (s = { idx: [], paths: new Set() }));
    s.idx.push(i);
    s.paths.add(f.path);
  });
  const groupOf = new Map<number, FindingGroup>();
  const groups: FindingGroup[] = [];
  for (const [k, s] of shapes) {
    if (s.paths.size < PATTERN_MIN_FILES) continue;
    const fs = s.idx.map((i) => findings[i]!);
    const f = fs[0]!;
    const paths = [...s.paths];
    const text = byId.get(f.check)?.pattern?.(fs) ?? genericPattern(fs, paths);
    const g: FindingGroup = {
      id: `pattern:${f.check}:${f.severity}:${stateOf(f)}:${hash(k)}`,
      kind: 'pattern',
      check: f.check,
      severity: f.severity,
      state: stateOf(f),
      count: fs.length,
      lines: [],
      paths,
      tools: unionTools(fs),
      message: text.message,
      fix: text.fix,
      members: s.idx,
    };
    for (const i of s.idx) groupOf.set(i, g);
  }
  const files = new Map<string, FindingGroup>();
  findings.forEach((f, i) => {
    const inPattern = groupOf.get(i);
    if (inPattern) {
      if (inPattern.members[0] === i) groups.push(inPattern);
      return;
    }
    const k = `${keyOf[i]}\0${f.path ?? '\u0001'}`;
    let g = files.get(k);
    if (!g) {
      g = {
        id: `file:${f.check}:${f.severity}:${stateOf(f)}:${f.path ?? '(repository)'}`,
        kind: 'file',
        check: f.check,
        severity: f.severity,
        state: stateOf(f),
        count: 0,
        ...(f.path !== undefined ? { path: f.path } : {}),
        lines: [],
        paths: f.path !== undefined ? [f.path] : [],
        tools: [],
        message: f.message,
        ...(f.fix ? { fix: f.fix } : {}),
        members: [],
      };
      files.set(k, g);
      groups.push(g);
    }
    g.count++;
    g.members.push(i);
    if (f.line !== undefined && !g.lines.includes(f.line)) g.lines.push(f.line);
    for (const t of f.tools ?? []) if (!g.tools.includes(t)) g.tools.push(t);
    // One fix for the entry only when every member has the same one.
    if (g.fix !== undefined && f.fix !== g.fix) delete g.fix;
  });
  for (const g of groups) g.lines.sort((a, b) => a - b);
  // In the findings' own order (callers sort them: most severe first).
  return groups;
}

/** The group of each finding index (for outputs that keep one record per finding, such as SARIF). */
export function groupIndex(groups: readonly FindingGroup[]): Map<number, FindingGroup> {
  const m = new Map<number, FindingGroup>();
  for (const g of groups) for (const i of g.members) m.set(i, g);
  return m;
}
