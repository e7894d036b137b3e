// The checks, and how their findings are combined: severity overrides, de-duplication, order.
import { checkDeadline, DeadlineError, pastDeadline, setProgress } from '../deadline.js';
import { compareSeverity, findingKey, overrideSeverity } from '../findings.js';
import type { Finding } from '../types.js';
import type { Check, CheckContext, SeverityOverrides } from './check.js';
import { budget } from './budget.js';
import { duplicate } from './duplicate.js';
import { fork } from './fork.js';
import { hidden } from './hidden.js';
import { importCheck } from './import.js';
import { input } from './input.js';
import { localFiles } from './local-files.js';
import { nameCase } from './name-case.js';
import { rulesFrontmatter } from './rules-frontmatter.js';
import { shadowed } from './shadowed.js';
import { symlink } from './symlink.js';
import { demoteVendored, withoutVendoredSessions } from './vendored.js';

export type { Check, CheckContext, SeverityOverrides } from './check.js';

export const CHECKS: Check[] = [budget, fork, symlink, importCheck, hidden, shadowed, localFiles, nameCase, rulesFrontmatter, input, duplicate];

export const CHECK_IDS: string[] = CHECKS.map((c) => c.id);

export function getCheck(id: string): Check | undefined {
  return CHECKS.find((c) => c.id === id);
}

// `localeCompare` without arguments is this collator's `compare` (ECMA-402), which it makes or looks
// up on every call: one kept here compares the same, in half the time.
const byLocale = new Intl.Collator().compare;

/** Most severe first, then by path, line, check and message. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    compareSeverity(a.severity, b.severity) ||
    byLocale(a.path ?? '', b.path ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    byLocale(a.check, b.check) ||
    byLocale(a.message, b.message)
  );
}

/**
 * Runs every check. An override sets the severity of a check's findings (notes stay notes unless
 * the override is `error`); `off` drops them. Findings are de-duplicated by `key` (the first wins)
 * and sorted by severity, then path and line. A check that throws yields one finding saying so.
 * Past the run's deadline the DeadlineError carries the findings of the checks that finished and
 * names the others.
 */
export function runChecks(ctx0: CheckContext, overrides: SeverityOverrides = {}, checks: Check[] = CHECKS): Finding[] {
  const ctx: CheckContext = { ...ctx0, stacks: withoutVendoredSessions(ctx0.stacks, ctx0.view, ctx0.vendored) };
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const [i, c] of checks.entries()) {
    const o = overrides[c.id];
    if (o === 'off' || (ctx.onlyChecks && !ctx.onlyChecks.has(c.id))) continue;
    let found: Finding[];
    setProgress(`running the ${c.id} check`);
    try {
      checkDeadline();
      found = c.run(ctx);
    } catch (err) {
      if (err instanceof DeadlineError) {
        const left = checks.slice(i).filter((x) => overrides[x.id] !== 'off' && (!ctx.onlyChecks || ctx.onlyChecks.has(x.id))).map((x) => x.id);
        err.partial = { findings: pastDeadline(() => demoteVendored(out, ctx.view, ctx.vendored)).sort(compareFindings), unfinished: [`the checks ${left.join(', ')}`] };
        throw err;
      }
      // What the check would have found is unknown: an error, so the run fails closed.
      found = [
        {
          check: c.id,
          severity: 'error',
          message: `the ${c.id} check failed (internal error: ${(err as Error).message}); its findings are unknown`,
          fix: 'This is a bug in instruction-stack: please report it, with the repository layout if you can.',
          key: `crash:${c.id}`,
        },
      ];
    }
    for (const f0 of found) {
      // Findings carried through from the engine keep their own check id; overrides go by that id.
      const key = findingKey(f0);
      const f = overrideSeverity({ ...f0, key }, overrides[f0.check]);
      if (!f || seen.has(key)) continue;
      seen.add(key);
      out.push(f);
    }
  }
  return demoteVendored(out, ctx.view, ctx.vendored).sort(compareFindings);
}
