// Human-readable `explain` output: per tool and vantage, the ordered layers, then optionally the text.
import { getProfile, toolName } from '../profiles/index.js';
import type { Layer, Stack } from '../types.js';
import { printable } from './printable.js';

// Names from the repository are printed escaped (src/output/printable.ts): a newline in a name must not split a row.
const show = (p: string): string => (p === '' ? '.' : printable(p));

function status(l: Layer): string {
  if (l.omitted) return 'DROPPED';
  if (l.truncated) return `CUT at ${l.keptBytes} B`;
  return 'ok';
}

function reason(l: Layer): string {
  if (l.reason === 'import') return `import ← ${l.via !== undefined ? printable(l.via) : '?'}`;
  if (l.reason === 'conditional') return `conditional (${printable(l.via ?? '')})`;
  if (l.reason === 'nested') return 'nested (on touch)';
  return 'startup';
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

export function vantageTitle(s: Stack): string {
  if (s.agent) return `subagent ${printable(s.agent)} (${printable(s.targets[0] ?? '')}) at start`;
  const t = s.targets.length === 1 ? printable(s.targets[0]!) : `${s.targets.length} paths`;
  if (s.vantage === 'root') return `session at . then reads ${t}`;
  if (s.vantage === 'local') return `session started in ${show(s.cwd)} (for ${t})`;
  return `session at ${show(s.cwd)}${s.targets.length ? ` then reads ${t}` : ''}`;
}

export function explainText(stacks: Stack[], withText: boolean): string {
  const out: string[] = [];
  let lastTool = '';
  for (const s of stacks) {
    const p = getProfile(s.tool);
    if (s.tool !== lastTool) {
      out.push(`\n== ${p.name} (${s.tool}) · verified by ${p.verified.method} against ${p.verified.version}`);
      lastTool = s.tool;
    }
    out.push(`\n-- ${vantageTitle(s)}`);
    if (s.layers.length === 0) out.push('   (no instruction files)');
    else {
      const rows = [['#', 'file', 'why', 'bytes', 'sent', 'status']];
      s.layers.forEach((l, i) =>
        rows.push([String(i + 1), l.realPath ? `${printable(l.path)} -> ${printable(l.realPath)}` : printable(l.path), reason(l), String(l.bytes), String(l.keptBytes), status(l)]),
      );
      out.push(table(rows).replace(/^/gm, '   '));
    }
    const budget = s.budgetBytes === null ? 'no budget' : `budget ${s.budgetBytes} B (${s.budgetCounts ?? ''})`;
    out.push(`   total ${s.totalBytes} B sent, ${s.lines} lines, ~${s.approxTokens} tokens; ${budget}${s.truncated ? '; INSTRUCTIONS LOST' : ''}`);
    for (const a of s.assumes) out.push(`   assumes: ${printable(a)}`);
    for (const f of s.findings) out.push(`   ! ${f.severity}: ${printable(f.message)}`);
    if (withText && s.text) out.push('   ---- effective text ----', s.text, '   ---- end ----');
  }
  const notes = new Set<string>();
  for (const s of stacks) for (const o of s.outsideView) notes.add(`${toolName(s.tool)}: ${printable(o)}`);
  if (notes.size > 0) out.push('\nOutside this repository (not visible here, read on a developer machine):', ...[...notes].map((n) => `  - ${n}`));
  return out.join('\n').replace(/^\n/, '') + '\n';
}
