// Rules every producer and consumer of findings shares. The engine, the checks, the analysis and the
// SARIF fingerprints must agree on "is this the same finding?": a finding raised once by a stack and
// again by a check has to collapse into one, and a key written into a report means the same thing
// everywhere. The CLI and the action must likewise agree on severity overrides and on what fails.
import type { FailOn } from './config.js';
import type { Finding, Severity } from './types.js';

/**
 * The finding's own `key`, or one built from what it says and where. The built form is what the
 * checks write into `Finding.key` and what SARIF fingerprints hash, so it must not change.
 */
export function findingKey(f: Finding): string {
  return f.key ?? `${f.check}:${f.path ?? ''}:${f.line ?? ''}:${f.message}`;
}

/** Each finding once by `findingKey`, the first one kept, order preserved. */
export function dedupeFindings(fs: Iterable<Finding>): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of fs) {
    const k = findingKey(f);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(f);
  }
  return out;
}

/**
 * The finding under its check's configured severity, or undefined when the check is `off`. A note
 * stays a note unless the override is `error` (README, `checks.<id>`): raising a check to `warning`
 * is about its problems, not the context it adds.
 */
export function overrideSeverity(f: Finding, override: Severity | 'off' | undefined): Finding | undefined {
  if (override === 'off') return undefined;
  return override && override !== f.severity && (f.severity !== 'note' || override === 'error') ? { ...f, severity: override } : f;
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

/** Most severe first. */
export function compareSeverity(a: Severity, b: Severity): number {
  return RANK[a] - RANK[b];
}

/** How many findings there are of each severity. */
export function countSeverities(findings: Iterable<Pick<Finding, 'severity'>>): Record<Severity, number> {
  const c: Record<Severity, number> = { error: 0, warning: 0, note: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}

/** Whether findings of these severities fail a run at `failOn`. */
export function failsAt(findings: readonly Pick<Finding, 'severity'>[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return findings.some((f) => f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning'));
}

/** Findings by check id (what a check on a PR base can mark: CheckContext.headFindings). */
export function findingsByCheck(fs: readonly Finding[]): Map<string, Finding[]> {
  const m = new Map<string, Finding[]>();
  for (const f of fs) {
    const l = m.get(f.check);
    if (l) l.push(f);
    else m.set(f.check, [f]);
  }
  return m;
}
