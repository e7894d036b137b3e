// Gating on what a pull request introduces. Every finding gets a fingerprint that survives line
// shifts and number changes ("keeps 32,000 of 34,000 bytes" → "of 35,000"), is compared with the
// findings of the base, and is `new` or `preexisting`. Only new findings, and pre-existing ones
// whose lines the pull request changes, can fail a run — unless the team asks for pre-existing ones
// to fail too (`fail-on-preexisting`). A baseline file (written by `instruction-stack baseline`)
// lists fingerprints a team accepted as known debt: those are suppressed and never fail.
import { createHash } from 'node:crypto';
import { diffLines, splitLines } from '../diff.js';
import { loadDoc } from '../doc/load.js';
import { failsAt } from '../findings.js';
import type { FailOn } from '../config.js';
import type { RepoView } from '../repo/view.js';
import type { Finding } from '../types.js';

export type FindingState = 'new' | 'preexisting';

export interface GatedFinding extends Finding {
  /** Line-independent identity (SARIF `partialFingerprints`, baseline files); see fingerprint(). */
  fingerprint?: string;
  /** Against the base of a pull request; absent when the whole tree is analysed. */
  state?: FindingState;
  /** Also on the base (kept for readers of report@1). */
  preexisting?: boolean;
  /** A pre-existing finding whose lines the pull request changes: it can fail the run. */
  touched?: boolean;
  /** Listed in the baseline file: reported, never failing. */
  suppressed?: 'baseline';
}

/**
 * What a finding is, without where exactly: check, file and message with every number replaced,
 * so that an edit above it or a few more bytes keep it the same finding.
 */
export function fingerprint(f: Pick<Finding, 'check' | 'path' | 'message'>): string {
  const message = f.message.replace(/\d[\d,._]*/g, '#');
  return createHash('sha256').update(`${f.check}\0${f.path ?? ''}\0${message}`).digest('hex').slice(0, 32);
}

/** Head-side line numbers a change from `before` to `after` adds or replaces (a deletion marks the line after it). */
export function changedLines(before: string, after: string): Set<number> {
  const out = new Set<number>();
  let headLine = 1;
  for (const l of diffLines(splitLines(before), splitLines(after)).lines) {
    if (l.op === '+') out.add(headLine++);
    else if (l.op === '-') out.add(headLine);
    else headLine++;
  }
  return out;
}

/** Lines of `path` a pull request changes, memoised per path; a file new in the PR has all its lines changed. */
export function touchedLinesOf(base: RepoView, head: RepoView, changed: ReadonlySet<string>): (path: string) => Set<number> | 'all' | undefined {
  const memo = new Map<string, Set<number> | 'all' | undefined>();
  return (path) => {
    if (!changed.has(path)) return undefined;
    if (memo.has(path)) return memo.get(path);
    const b = loadDoc(base, path);
    const h = loadDoc(head, path);
    const v = !b.ok ? 'all' : !h.ok ? undefined : changedLines(b.text, h.text);
    memo.set(path, v);
    return v;
  };
}

export interface GateOptions {
  /** Findings of the same checks on the base; undefined when the whole tree is analysed. */
  base?: readonly Finding[];
  /** Changed lines per path (see touchedLinesOf). */
  touchedLines?: (path: string) => Set<number> | 'all' | undefined;
  /** Fingerprints of the baseline file. */
  baseline?: ReadonlySet<string>;
}

/** Region a finding is about: its lines; a budget cut runs from its first lost line to the end. */
function touches(f: Finding, lines: Set<number> | 'all'): boolean {
  if (lines === 'all') return true;
  if (f.line === undefined) return false;
  const end = f.endLine ?? (f.check === 'budget' ? Infinity : f.line);
  for (const l of lines) if (l >= f.line && l <= end) return true;
  return false;
}

/** Each finding with its fingerprint and state. Pairing is by multiset: two equal base findings cover two on the head. */
export function gate(findings: readonly Finding[], opts: GateOptions = {}): GatedFinding[] {
  const left = new Map<string, number>();
  for (const f of opts.base ?? []) {
    const k = fingerprint(f);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  return findings.map((f) => {
    const fp = fingerprint(f);
    const g: GatedFinding = { ...f, fingerprint: fp };
    if (opts.base) {
      const n = left.get(fp) ?? 0;
      if (n > 0) {
        left.set(fp, n - 1);
        g.state = 'preexisting';
        g.preexisting = true;
        const lines = f.path !== undefined ? opts.touchedLines?.(f.path) : undefined;
        if (lines && touches(f, lines)) g.touched = true;
      } else g.state = 'new';
    }
    if (opts.baseline?.has(fp)) g.suppressed = 'baseline';
    return g;
  });
}

/** Findings that may fail the run: not suppressed, and new, touched, or any when pre-existing ones count. */
export function gating(findings: readonly GatedFinding[], failOnPreexisting: boolean): GatedFinding[] {
  return findings.filter((f) => !f.suppressed && (failOnPreexisting || f.state !== 'preexisting' || f.touched));
}

/** Whether the gated findings fail a run at `failOn`. */
export function gateFails(findings: readonly GatedFinding[], failOn: FailOn, failOnPreexisting: boolean): boolean {
  return failsAt(gating(findings, failOnPreexisting), failOn);
}

// ---------------------------------------------------------------------------------------------
// Baseline files

export const BASELINE_SCHEMA = 'instruction-stack/baseline@1';

export interface BaselineFile {
  schema: typeof BASELINE_SCHEMA;
  /** One entry per accepted finding; check, path and message are there for the reviewer. */
  findings: { fingerprint: string; check: string; severity: string; path?: string; message: string }[];
}

export function baselineOf(findings: readonly Finding[]): BaselineFile {
  return {
    schema: BASELINE_SCHEMA,
    findings: findings.map((f) => ({ fingerprint: fingerprint(f), check: f.check, severity: f.severity, path: f.path, message: f.message })),
  };
}

/** Fingerprints of a baseline file's text, or a one-line reason it cannot be used. */
export function parseBaseline(text: string): { ok: true; fingerprints: Set<string> } | { ok: false; problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `not JSON: ${(e as Error).message}` };
  }
  const d = data as Partial<BaselineFile> | null;
  if (!d || typeof d !== 'object' || d.schema !== BASELINE_SCHEMA || !Array.isArray(d.findings)) {
    return { ok: false, problem: `expected {"schema": "${BASELINE_SCHEMA}", "findings": [...]} (write one with \`instruction-stack baseline\`)` };
  }
  const fps = new Set<string>();
  for (const f of d.findings) if (f && typeof f === 'object' && typeof f.fingerprint === 'string') fps.add(f.fingerprint);
  return { ok: true, fingerprints: fps };
}
