// Plain-text findings: `path:line: severity [check] message (tools)`, the fix indented below,
// then a summary line.
import { countSeverities } from '../findings.js';
import type { Finding } from '../types.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function findingLocation(f: Finding): string {
  const p = f.path === undefined ? '(repository)' : f.path === '' ? '.' : f.path;
  return f.line !== undefined ? `${p}:${f.line}` : p;
}

export function summaryLine(findings: Finding[]): string {
  const c = countSeverities(findings);
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}${c.note ? `, ${plural(c.note, 'note')}` : ''}`;
}

export function findingsText(findings: Finding[]): string {
  const out: string[] = [];
  for (const f of findings) {
    const tools = f.tools && f.tools.length ? ` (${f.tools.join(', ')})` : '';
    const [first, ...rest] = f.message.split('\n');
    out.push(`${findingLocation(f)}: ${f.severity} [${f.check}] ${first}${tools}`);
    for (const l of rest) out.push(`      ${l}`);
    if (f.fix) out.push(`    fix: ${f.fix}`);
  }
  out.push(summaryLine(findings));
  return out.join('\n') + '\n';
}
