// Plain-text findings: `path:line: severity [check] message (tools)`, the fix indented below,
// then a summary line.
import { countSeverities } from '../findings.js';
import type { GatedFinding } from '../analysis/gate.js';
import type { Finding } from '../types.js';
import { printable } from './printable.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function findingLocation(f: Finding): string {
  const p = f.path === undefined ? '(repository)' : f.path === '' ? '.' : printable(f.path);
  return f.line !== undefined ? `${p}:${f.line}` : p;
}

export function summaryLine(findings: Finding[]): string {
  const c = countSeverities(findings);
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}${c.note ? `, ${plural(c.note, 'note')}` : ''}`;
}

// SGR colours for the severity word on a terminal (the CLI decides when; see src/cli/colour.ts).
const SEVERITY_COLOUR: Record<Finding['severity'], string> = { error: '\x1b[31m', warning: '\x1b[33m', note: '\x1b[36m' };

/** Where a gated finding stands against the base, in brackets; nothing for a new or ungated one. */
function stateTag(f: GatedFinding): string {
  if (f.suppressed) return ' [baseline]';
  if (f.state !== 'preexisting') return '';
  return f.touched ? ' [pre-existing, lines changed]' : ' [pre-existing]';
}

export function findingsText(findings: (Finding | GatedFinding)[], colour = false): string {
  const paint = (f: Finding): string => (colour ? `${SEVERITY_COLOUR[f.severity]}${f.severity}\x1b[0m` : f.severity);
  const out: string[] = [];
  for (const f of findings) {
    const tools = f.tools && f.tools.length ? ` (${f.tools.join(', ')})` : '';
    const [first, ...rest] = f.message.split('\n');
    out.push(`${findingLocation(f)}: ${paint(f)} [${f.check}]${stateTag(f)} ${printable(first ?? '')}${tools}`);
    for (const l of rest) out.push(`      ${printable(l)}`);
    if (f.fix) out.push(`    fix: ${printable(f.fix)}`);
  }
  const old = findings.filter((f: GatedFinding) => f.state === 'preexisting' || f.suppressed).length;
  out.push(summaryLine(findings) + (old > 0 ? ` (${old} already on the base or in the baseline)` : ''));
  return out.join('\n') + '\n';
}
