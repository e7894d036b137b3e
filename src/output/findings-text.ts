// Plain-text findings: `path:line: severity [check] message (tools)`, the fix indented below,
// then a summary line.
import { countSeverities } from '../findings.js';
import { groupFindings, type FindingGroup } from '../analysis/finding-groups.js';
import type { GatedFinding } from '../analysis/gate.js';
import { CHECKS } from '../checks/index.js';
import type { Finding } from '../types.js';
import { INVISIBLE_IN_NAMES } from '../invisible.js';
import { printable } from './printable.js';
import { escapeRegExp } from '../regexp.js';

const HAS_INVISIBLE = new RegExp(INVISIBLE_IN_NAMES.source, 'u');

/**
 * Repository names with control, bidi or zero-width characters that the findings are about (their
 * paths and the directories above them), as one expression, longest first; undefined when none.
 * A message's own newlines separate its lines (a diff below it); a newline inside a name must not.
 */
function invisibleNames(findings: Finding[], groups: FindingGroup[]): RegExp | undefined {
  const names = new Set<string>();
  const add = (p: string | undefined): void => {
    if (p === undefined || !HAS_INVISIBLE.test(p)) return;
    for (let at = p.length; at > 0; at = p.lastIndexOf('/', at - 1)) {
      const name = p.slice(0, at);
      if (names.has(name) || !HAS_INVISIBLE.test(name)) break;
      names.add(name);
    }
  };
  for (const f of findings) add(f.path);
  for (const g of groups) if (g.kind === 'pattern') for (const p of g.paths) add(p);
  if (names.size === 0) return undefined;
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(alternatives.join('|'), 'gu');
}

/** `message` with the names in it escaped (so it splits only at its own newlines). */
function escapeNames(message: string, names: RegExp | undefined): string {
  return names && HAS_INVISIBLE.test(message) ? message.replace(names, printable) : message;
}

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

/** The fixes of an entry's findings, each once, with the lines it is for. */
function fixLines(fs: Finding[]): string[] {
  const by = new Map<string, number[]>();
  for (const f of fs) {
    if (!f.fix) continue;
    let ls = by.get(f.fix);
    if (!ls) by.set(f.fix, (ls = []));
    if (f.line !== undefined) ls.push(f.line);
  }
  return [...by].map(([fix, ls]) => `    fix${ls.length > 0 ? ` (line${ls.length > 1 ? 's' : ''} ${ls.join(', ')})` : ''}: ${printable(fix)}`);
}

/** `path:3,9,12` for a file entry; `(8 files)` for a pattern. */
function groupLocation(g: FindingGroup, first: Finding): string {
  if (g.kind === 'pattern') return `(${g.paths.length} files)`;
  if (g.count === 1) return findingLocation(first);
  const p = g.path === undefined ? '(repository)' : g.path === '' ? '.' : printable(g.path);
  return g.lines.length > 0 ? `${p}:${g.lines.join(',')}` : p;
}

/**
 * One entry per group (src/analysis/finding-groups.ts): a single finding as `path:line: severity
 * [check] message (tools)` with its fix below; several in one file as one entry with their lines; a
 * pattern across files said once, its files listed, one fix for all.
 */
export function findingsText(findings: (Finding | GatedFinding)[], colour = false, groups: FindingGroup[] = groupFindings(findings, CHECKS)): string {
  const paint = (f: Finding): string => (colour ? `${SEVERITY_COLOUR[f.severity]}${f.severity}\x1b[0m` : f.severity);
  const out: string[] = [];
  const names = invisibleNames(findings, groups);
  for (const g of groups) {
    const f = findings[g.members[0]!]!;
    const tools = g.tools.length ? ` (${g.tools.join(', ')})` : '';
    const lead = escapeNames(g.kind === 'pattern' ? g.message : g.count > 1 ? `${g.count} findings` : f.message, names);
    const [first, ...rest] = lead.split('\n');
    out.push(`${groupLocation(g, f)}: ${paint(f)} [${g.check}]${stateTag(f)} ${printable(first ?? '')}${tools}`);
    for (const l of rest) out.push(`      ${printable(l)}`);
    if (g.kind === 'pattern') {
      const shown = g.paths.slice(0, 10).map(printable).join(', ');
      out.push(`      files: ${shown}${g.paths.length > 10 ? ` and ${g.paths.length - 10} more` : ''}`);
      if (g.fix) out.push(`    fix (all ${g.paths.length}): ${printable(g.fix)}`);
      continue;
    }
    if (g.count > 1) {
      for (const i of g.members) {
        const m = findings[i]!;
        out.push(`      ${m.line !== undefined ? `line ${m.line}: ` : ''}${printable(escapeNames(m.message, names).split('\n')[0] ?? '')}`);
      }
    }
    if (g.fix) out.push(`    fix: ${printable(g.fix)}`);
    else out.push(...fixLines(g.members.map((i) => findings[i]!)));
  }
  const old = findings.filter((f: GatedFinding) => f.state === 'preexisting' || f.suppressed).length;
  const entries = groups.length < findings.length ? ` in ${groups.length} ${groups.length === 1 ? 'entry' : 'entries'}` : '';
  out.push(summaryLine(findings) + entries + (old > 0 ? ` (${old} already on the base or in the baseline)` : ''));
  return out.join('\n') + '\n';
}
