// Markdown for the sticky PR comment and the job summary. Everything that comes from the analysed
// repository (paths, messages, effective text) is escaped: code spans and fences sized past any
// backtick run, table cells with `|` escaped, `@mentions` and `#123` links neutralised. The
// comment stays under GitHub's 65,536-character limit whatever the repository by shrinking detail
// in a stated order; the summary gets the full detail (bounded by the 1 MiB step-summary limit).
import type { Report, ReportFinding, StackGroup, GroupSide, ToolRow, Session } from '../analysis/analyse.js';
import { formatUnified } from '../analysis/diff.js';
import { countSeverities } from '../findings.js';
import { COMMENT_MARKER } from '../github/comment.js';
import type { Layer } from '../types.js';

export { COMMENT_MARKER };

/** GitHub refuses comment bodies over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;
/** GitHub drops step summaries over 1 MiB. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Escaping

const ZWSP = '&#8203;';

/** Replaces control characters (including newlines) with visible escapes. */
function visible(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

/** Plain Markdown text from the repository: no formatting, no HTML, no mentions, no issue links. */
export function escapeText(s: string): string {
  return visible(s.replace(/\r?\n/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/^([-+=#])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
    .replace(/\b(GH-)(?=\d)/gi, `$1${ZWSP}`);
}

/** Prose written by the checks: `code spans` kept as code (sized safely), everything else escaped. */
export function escapeProse(s: string): string {
  const out: string[] = [];
  let last = 0;
  for (const m of s.matchAll(/`([^`\n]+)`/g)) {
    out.push(escapeText(s.slice(last, m.index)), code(m[1]!));
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(escapeText(s.slice(last)));
  return out.join('');
}

/** Text for a table cell (same as escapeText; `|` is escaped there too). */
export function escapeCell(s: string): string {
  return escapeText(s);
}

/** An inline code span that holds `s` verbatim, whatever backticks it contains. */
export function code(s: string, inTable = false): string {
  let t = visible(s);
  if (inTable) t = t.replace(/\|/g, '\\|');
  const runs = t.match(/`+/g) ?? [];
  const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  if (t === '') return '` `';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** HTML-escaped text for use inside HTML (`<summary>`), mentions and issue links neutralised. */
export function escapeHtml(s: string): string {
  return visible(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`);
}

/** A fenced code block whose fence is longer than any backtick run in the text. */
export function fenced(text: string, lang = ''): string {
  // eslint-disable-next-line no-control-regex -- NUL is replaced so the block stays text
  const t = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
  const runs = t.match(/`{3,}/g) ?? [];
  const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${t}${t.endsWith('\n') || t === '' ? '' : '\n'}${fence}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers

const nf = new Intl.NumberFormat('en-US');
export const num = (n: number): string => nf.format(n);

export function fmtBytes(n: number): string {
  if (n < 1024 || n % 1024 !== 0) return `${num(n)} B`;
  if (n < 1024 * 1024 || n % (1024 * 1024) !== 0) return `${num(n / 1024)} KiB`;
  return `${num(n / (1024 * 1024))} MiB`;
}

function pct(x: number | null): string {
  if (x === null) return '—';
  const p = x * 100;
  return `${p >= 10 || p === 0 ? Math.round(p) : p.toFixed(1)}%`;
}

function arrow<T>(before: T | undefined, after: T, f: (v: T) => string): string {
  if (before === undefined) return f(after);
  const a = f(before);
  const b = f(after);
  return a === b ? b : `${a} → ${b}`;
}

const show = (p: string): string => (p === '' ? '.' : p);

// ---------------------------------------------------------------------------------------------
// Detail levels: the comment drops detail in this order until it fits.

export interface Detail {
  /** Effective texts: of every group, of changed groups only, or none. */
  texts: 'all' | 'changed' | 'none';
  diffs: boolean;
  layerTables: boolean;
  maxFindings: number;
  maxChangedGroups: number;
  maxDetailGroups: number;
  /** Longest effective text or diff shown, characters. */
  maxTextChars: number;
}

export const SHRINK_ORDER = 'effective texts, then text diffs, then layer tables, then findings beyond 50 (then 10)';

const COMMENT_LEVELS: Detail[] = [
  { texts: 'all', diffs: true, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 60, maxTextChars: 12_000 },
  { texts: 'changed', diffs: true, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 60, maxTextChars: 8_000 },
  { texts: 'none', diffs: true, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 60, maxTextChars: 6_000 },
  { texts: 'none', diffs: false, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 60, maxTextChars: 0 },
  { texts: 'none', diffs: false, layerTables: false, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 0, maxTextChars: 0 },
  { texts: 'none', diffs: false, layerTables: false, maxFindings: 50, maxChangedGroups: 50, maxDetailGroups: 0, maxTextChars: 0 },
  { texts: 'none', diffs: false, layerTables: false, maxFindings: 10, maxChangedGroups: 10, maxDetailGroups: 0, maxTextChars: 0 },
];

const SUMMARY_LEVELS: Detail[] = [
  { texts: 'all', diffs: true, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 400, maxTextChars: 100_000 },
  { texts: 'changed', diffs: true, layerTables: true, maxFindings: Infinity, maxChangedGroups: Infinity, maxDetailGroups: 400, maxTextChars: 40_000 },
  ...COMMENT_LEVELS.slice(2),
];

export interface RenderOptions {
  /** Link to the job summary (the run page). */
  summaryUrl?: string;
  /** Where the JSON report was written. */
  reportPath?: string;
  /** Override the size limit (tests). */
  limit?: number;
}

export interface Rendered {
  body: string;
  /** Index into the level list that fitted (0 = full detail). */
  level: number;
  trimmed: string[];
}

/** The sticky comment: verdict, table, changes, findings, details; under 65,536 characters. */
export function renderComment(report: Report, opts: RenderOptions = {}): Rendered {
  const limit = Math.min(opts.limit ?? COMMENT_LIMIT, COMMENT_LIMIT) - 200;
  return fit(report, COMMENT_LEVELS, (s) => s.length, limit, { ...opts, kind: 'comment' });
}

/** The job summary: same layout with full detail, under 1 MiB. */
export function renderSummary(report: Report, opts: RenderOptions = {}): Rendered {
  const limit = (opts.limit ?? SUMMARY_LIMIT_BYTES) - 4096;
  return fit(report, SUMMARY_LEVELS, (s) => Buffer.byteLength(s, 'utf8'), limit, { ...opts, kind: 'summary' });
}

interface Ctx extends RenderOptions {
  kind: 'comment' | 'summary';
}

function fit(report: Report, levels: Detail[], measure: (s: string) => number, limit: number, ctx: Ctx): Rendered {
  for (let i = 0; i < levels.length; i++) {
    const d = levels[i]!;
    const trimmed = trimmedList(report, d, levels[0]!);
    const body = render(report, d, trimmed, ctx);
    if (measure(body) <= limit) return { body, level: i, trimmed };
  }
  // Last resort: verdict, table and counts only, hard-cut if a pathological table is still too big.
  const body = minimal(report, ctx);
  const cut = measure(body) <= limit ? body : hardCut(body, measure, limit);
  return { body: cut, level: levels.length, trimmed: ['everything but the verdict and the table'] };
}

function hardCut(body: string, measure: (s: string) => number, limit: number): string {
  const tail = '\n\n… (cut to fit GitHub\'s size limit; see the job summary and the JSON report)\n';
  let lo = 0;
  let hi = body.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(body.slice(0, mid) + tail) <= limit) lo = mid;
    else hi = mid - 1;
  }
  // Do not leave a dangling surrogate or half line.
  let s = body.slice(0, lo);
  const nl = s.lastIndexOf('\n');
  if (nl > 0) s = s.slice(0, nl);
  return s + tail;
}

function trimmedList(report: Report, d: Detail, full: Detail): string[] {
  const out: string[] = [];
  const hasText = report.groups.some((g) => g.head.text !== '');
  if (hasText && d.texts !== full.texts) out.push(d.texts === 'changed' ? 'effective texts of unchanged stacks' : 'effective texts');
  if (!d.diffs && report.groups.some((g) => g.diff)) out.push('text diffs');
  if (!d.layerTables && report.groups.length > 0) out.push('layer tables');
  if (report.findings.length > d.maxFindings) out.push(`findings beyond the first ${d.maxFindings}`);
  const changed = report.groups.filter((g) => g.changed).length;
  if (changed > d.maxChangedGroups) out.push(`changed stacks beyond the first ${d.maxChangedGroups}`);
  if (d.layerTables && report.groups.length > d.maxDetailGroups) out.push(`stack details beyond the first ${d.maxDetailGroups}`);
  return out;
}

// ---------------------------------------------------------------------------------------------

function verdictIcon(r: Report): string {
  if (r.failed) return '❌';
  if (r.counts.error > 0 || r.counts.warning > 0) return '⚠️';
  return '✅';
}

function header(r: Report, ctx: Ctx): string[] {
  const out: string[] = [];
  if (ctx.kind === 'comment') out.push(COMMENT_MARKER);
  out.push(`### ${verdictIcon(r)} Instruction stack: ${escapeText(r.verdict)}`);
  out.push('');
  out.push(context(r));
  return out;
}

function context(r: Report): string {
  if (r.mode === 'pull-request' && r.changed) {
    const c = r.changed;
    const parts = [`${num(c.total)} changed path${c.total === 1 ? '' : 's'}${c.capped ? ` (GitHub's list stops at ${num(c.total)}${c.reportedTotal ? ` of ${num(c.reportedTotal)}` : ''})` : ''}`];
    if (c.ignored > 0) parts.push(`${num(c.ignored)} ignored`);
    const pr = r.pullRequest;
    const base = pr ? (pr.mergeBase ?? pr.baseSha) : undefined;
    const commits = pr && base ? `, ${pr.mergeBase ? 'merge base' : 'base'} ${code(base.slice(0, 7))} → head ${code(pr.headSha.slice(0, 7))}` : '';
    const tools = r.rows.filter((t) => t.changedGroups > 0).map((t) => `**${escapeText(t.name)}**`);
    const lead = tools.length > 0 ? `This PR changes what ${joinWords(tools)} load${tools.length === 1 ? 's' : ''}` : 'This PR changes no agent\'s instructions';
    return `${lead} (${parts.join(', ')}${commits}; trees read from ${r.source === 'git' ? 'git objects' : 'the GitHub API'}).`;
  }
  return `Whole tree at ${code(r.commit.slice(0, 7))}: ${num(r.targets)} director${r.targets === 1 ? 'y' : 'ies'} with instruction files, trees read from ${r.source === 'git' ? 'git objects' : 'the GitHub API'}.`;
}

function joinWords(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

function statusCell(t: ToolRow, pr: boolean): string {
  const bits: string[] = [];
  if (t.errors) bits.push(`❌ ${t.errors} error${t.errors === 1 ? '' : 's'}`);
  if (t.warnings) bits.push(`⚠️ ${t.warnings} warning${t.warnings === 1 ? '' : 's'}`);
  if (t.changedGroups) bits.push(`📝 changed${t.groups > 1 ? ` (${t.changedGroups} of ${t.groups} stacks)` : ''}`);
  if (bits.length > 0) return bits.join(', ');
  if (t.status === 'empty') return '— no instruction files';
  return pr ? '✅ unchanged' : '✅ ok';
}

function filesText(r: { filesMin: number; filesMax: number }): string {
  return r.filesMin === r.filesMax ? num(r.filesMax) : `${num(r.filesMin)}–${num(r.filesMax)}`;
}

function budgetText(r: { budgetUseMax: number | null; budgetBytes: number | null }): string {
  return r.budgetUseMax === null ? '—' : `${pct(r.budgetUseMax)} of ${fmtBytes(r.budgetBytes ?? 0)}`;
}

function table(r: Report): string[] {
  const pr = r.mode === 'pull-request';
  const out = ['| Tool | Files | Bytes | Budget used | Status |', '|---|---:|---:|---:|---|'];
  for (const t of r.rows) {
    const files = arrow(t.base, t.head, filesText);
    const bytes = arrow(t.base, t.head, (x) => num(x.bytesMax));
    const budget =
      t.base && t.base.budgetBytes === t.head.budgetBytes && t.head.budgetUseMax !== null && t.base.budgetUseMax !== null
        ? pct(t.base.budgetUseMax) === pct(t.head.budgetUseMax)
          ? budgetText(t.head)
          : `${pct(t.base.budgetUseMax)} → ${budgetText(t.head)}`
        : arrow(t.base, t.head, budgetText);
    out.push(`| ${escapeCell(t.name)} | ${files} | ${bytes} | ${budget} | ${statusCell(t, pr)} |`);
  }
  out.push('');
  out.push(
    `<sub>Largest stack per tool over ${pr ? 'the changed paths' : 'the analysed directories'}${pr ? ' (base → head when it changed)' : ''}; budget used = bytes the tool counts against its limit.</sub>`,
  );
  return out;
}

function sessionText(s: Session): string {
  if (s.vantage === 'root') return 'session at the root';
  if (s.vantage === 'local') return `session in ${code(show(s.cwd))}`;
  return `session in ${code(show(s.cwd))} (working-directories)`;
}

function sessionsText(ss: Session[], max = 3): string {
  const shown = ss.slice(0, max).map(sessionText);
  return ss.length > max ? `${shown.join(', ')} and ${num(ss.length - max)} more` : shown.join(', ');
}

function targetsText(ts: string[], max = 3): string {
  const shown = ts.slice(0, max).map((t) => code(show(t)));
  return ts.length > max ? `${shown.join(', ')} and ${num(ts.length - max)} more path${ts.length - max === 1 ? '' : 's'}` : shown.join(', ');
}

function sideText(s: GroupSide): string {
  return `${num(s.files)} file${s.files === 1 ? '' : 's'}, ${num(s.bytes)} bytes${s.budgetUse !== null ? `, ${pct(s.budgetUse)} of ${fmtBytes(s.budgetBytes ?? 0)}` : ''}`;
}

function clip(text: string, max: number): { text: string; cut: number } {
  if (text.length <= max) return { text, cut: 0 };
  let end = max;
  const nl = text.lastIndexOf('\n', max);
  if (nl > max * 0.8) end = nl;
  return { text: text.slice(0, end), cut: text.length - end };
}

function changes(r: Report, d: Detail, ctx: Ctx): string[] {
  if (r.mode !== 'pull-request') return [];
  const out = ['', '#### What this PR changes for the agents', ''];
  const changed = r.groups.filter((g) => g.changed);
  if (changed.length === 0) {
    const n = r.targets;
    out.push(
      n === 0
        ? 'Nothing to compare: every changed path is ignored.'
        : 'Nothing: every agent loads the same instructions for the changed paths as on the base branch.',
    );
    return out;
  }
  // One bullet per tool, one sub-item per changed stack; a text change already shown for the
  // tool is not repeated.
  const shown = changed.slice(0, d.maxChangedGroups);
  const byTool = new Map<string, StackGroup[]>();
  for (const g of shown) byTool.set(g.tool, [...(byTool.get(g.tool) ?? []), g]);
  for (const [tool, gs] of byTool) {
    const row = r.rows.find((t) => t.tool === tool);
    const name = row?.name ?? tool;
    const of = row && row.groups > 1 ? ` (${num(row.changedGroups)} of ${num(row.groups)} stacks change)` : '';
    out.push(`- **${escapeText(name)}**${of}`);
    const seen = new Set<string>();
    for (const g of gs) {
      const bits: string[] = [];
      if (g.addedLayers.length) bits.push(`adds ${g.addedLayers.slice(0, 5).map((p) => code(p)).join(', ')}${g.addedLayers.length > 5 ? ` and ${g.addedLayers.length - 5} more` : ''}`);
      if (g.droppedLayers.length) bits.push(`drops ${g.droppedLayers.slice(0, 5).map((p) => code(p)).join(', ')}${g.droppedLayers.length > 5 ? ` and ${g.droppedLayers.length - 5} more` : ''}`);
      if (g.base) bits.push(`${sideText(g.base)} → ${sideText(g.head)}`);
      else bits.push(sideText(g.head));
      if (g.head.truncated && !g.base?.truncated) bits.push('**now cut by the budget**');
      else if (!g.head.truncated && g.base?.truncated) bits.push('no longer cut by the budget');
      const key = g.diff ? diffKey(g) : '';
      const repeat = key !== '' && seen.has(key);
      if (key !== '') seen.add(key);
      if (repeat) bits.push('same text change as above');
      out.push(`  - ${targetsText(g.targets)} (${sessionsText(g.sessions, 2)}): ${bits.join('; ')}`);
      if (repeat || !g.diff || g.diff.hunks.length === 0) continue;
      if (d.diffs) {
        const { text, cut } = clip(formatUnified(g.diff), d.maxTextChars);
        out.push('', `    <details><summary>Effective text diff (+${num(g.diff.added)} −${num(g.diff.removed)} lines${g.diff.approximate ? ', approximate' : ''})</summary>`, '');
        out.push(indent(fenced(text + (cut ? `\n… ${num(cut)} more characters of diff` : ''), 'diff'), '    '));
        out.push('', '    </details>', '');
      } else {
        out.push(`    effective text: +${num(g.diff.added)} −${num(g.diff.removed)} lines`);
      }
    }
  }
  if (changed.length > d.maxChangedGroups) {
    out.push(`- … and ${num(changed.length - d.maxChangedGroups)} more changed stack${changed.length - d.maxChangedGroups === 1 ? '' : 's'}${ctx.kind === 'comment' ? ' (see the job summary)' : ''}`);
  }
  return out;
}

/** What a diff adds and removes, without positions or the lines naming the session directory. */
function diffKey(g: StackGroup): string {
  const lines: string[] = [];
  for (const h of g.diff?.hunks ?? []) for (const l of h.lines) if (l.op !== ' ') lines.push(`${l.op}${l.text}`);
  const cwd = g.sessions[0]?.cwd ?? '';
  return lines.map((l) => (cwd !== '' ? l.split(cwd).join('<cwd>') : l)).join('\n');
}

function indent(s: string, pad: string): string {
  return s
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n');
}

const SEV_ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' } as const;

function findingLine(f: ReportFinding, names: Map<string, string>): string {
  const where = f.path !== undefined ? ` ${code(`${show(f.path)}${f.line ? `:${f.line}` : ''}`)}` : '';
  const tools = f.tools && f.tools.length > 0 ? ` (${f.tools.map((t) => escapeText(names.get(t) ?? t)).join(', ')})` : '';
  const fix = f.fix ? ` *Fix:* ${escapeProse(f.fix)}` : '';
  const pre = f.preexisting ? ' *(already on the base branch)*' : '';
  const msg = escapeProse(f.message).replace(/\.$/, '');
  return `- ${SEV_ICON[f.severity]} **${f.severity}** ${code(f.check)}${where}: ${msg}${tools}.${fix}${pre}`;
}

function findings(r: Report, d: Detail, ctx: Ctx): string[] {
  const out = ['', '#### Findings', ''];
  if (r.findings.length === 0) {
    out.push('None.');
    return out;
  }
  const names = new Map(r.rows.map((t) => [t.tool as string, t.name]));
  for (const f of r.findings.slice(0, d.maxFindings)) out.push(findingLine(f, names));
  if (r.findings.length > d.maxFindings) {
    const rest = r.findings.slice(d.maxFindings);
    const c = countSeverities(rest);
    out.push(
      `- … and ${num(rest.length)} more (${[c.error ? `${c.error} errors` : '', c.warning ? `${c.warning} warnings` : '', c.note ? `${c.note} notes` : ''].filter(Boolean).join(', ')})${ctx.kind === 'comment' ? ', listed in the job summary' : ', listed in the JSON report'}`,
    );
  }
  return out;
}

function reasonText(l: Layer): string {
  if (l.reason === 'import') return `import from ${code(l.via ?? '?', true)}`;
  if (l.reason === 'conditional') return `conditional${l.via ? ` (${code(l.via, true)})` : ''}`;
  if (l.reason === 'nested') return 'nested, on touch';
  return 'start-up';
}

function layerStatus(l: Layer): string {
  if (l.omitted) return `dropped${l.note ? `: ${escapeCell(l.note)}` : ''}`;
  if (l.truncated) return `cut${l.lastLineKept !== undefined ? ` after line ${num(l.lastLineKept)}` : ''}${l.note ? `: ${escapeCell(l.note)}` : ''}`;
  return 'sent';
}

function layerTable(s: GroupSide): string[] {
  if (s.layers.length === 0) return ['No instruction files.'];
  const out = ['| # | File | Why | Bytes | Sent | Status |', '|---:|---|---|---:|---:|---|'];
  s.layers.forEach((l, i) => {
    const file = l.realPath ? `${code(l.path, true)} → ${code(l.realPath, true)}` : code(l.path, true);
    out.push(`| ${i + 1} | ${file} | ${reasonText(l)} | ${num(l.bytes)} | ${num(l.keptBytes)} | ${layerStatus(l)} |`);
  });
  return out;
}

function groupTitle(g: StackGroup, name: string): string {
  const sess = g.sessions.slice(0, 2).map((s) => (s.vantage === 'root' ? 'session at the root' : `session in <code>${escapeHtml(show(s.cwd))}</code>`));
  const more = g.sessions.length > 2 ? ` +${g.sessions.length - 2}` : '';
  const paths = g.targets.length === 1 ? `<code>${escapeHtml(show(g.targets[0]!))}</code>` : `${num(g.targets.length)} paths`;
  const changed = g.changed ? ' · 📝 changed' : '';
  return `${escapeHtml(name)} · ${sess.join(', ')}${more} · ${paths} · ${num(g.head.files)} file${g.head.files === 1 ? '' : 's'}, ${num(g.head.bytes)} bytes${g.head.truncated ? ' · ✂️ cut' : ''}${changed}`;
}

function details(r: Report, d: Detail, ctx: Ctx): string[] {
  if (!d.layerTables || r.groups.length === 0) return [];
  const out = ['', '#### Stacks', ''];
  const names = new Map(r.rows.map((t) => [t.tool as string, t.name]));
  const groups = r.groups.slice(0, d.maxDetailGroups);
  for (const g of groups) {
    out.push(`<details><summary>${groupTitle(g, names.get(g.tool) ?? g.tool)}</summary>`, '');
    if (g.targets.length > 1) out.push(`Paths: ${targetsText(g.targets, ctx.kind === 'summary' ? 20 : 5)}`, '');
    if (g.sessions.length > 2) out.push(`Sessions: ${sessionsText(g.sessions, ctx.kind === 'summary' ? 20 : 5)}`, '');
    out.push(...layerTable(g.head), '');
    const budget = g.head.budgetBytes !== null ? `budget ${fmtBytes(g.head.budgetBytes)} (${escapeText(g.head.budgetCounts ?? 'bytes')}), ${pct(g.head.budgetUse)} used` : 'no budget';
    out.push(`${num(g.head.bytes)} bytes, ${num(g.head.lines)} lines sent; ${budget}.`, '');
    if (g.head.settings.length > 0) out.push(`Settings applied: ${g.head.settings.map((s) => code(s)).join(', ')}`, '');
    const showText = d.texts === 'all' || (d.texts === 'changed' && g.changed);
    if (showText && g.head.text !== '') {
      const { text, cut } = clip(g.head.text, d.maxTextChars);
      out.push('Effective text, as the tool sends it:', '', fenced(text + (cut ? `\n… ${num(cut)} more characters (full text in the JSON report)` : ''), 'markdown'), '');
    }
    out.push('</details>', '');
  }
  if (r.groups.length > groups.length) out.push(`… and ${num(r.groups.length - groups.length)} more stacks (see the JSON report).`, '');
  return out;
}

function notesSection(r: Report, ctx: Ctx): string[] {
  const out: string[] = [];
  if (r.problems.length > 0) {
    out.push('', '> [!WARNING]', ...r.problems.map((p) => `> ${escapeText(p)}`));
  }
  if (r.notes.length > 0 && ctx.kind === 'summary') {
    out.push('', '#### About this run', '', ...r.notes.map((n) => `- ${escapeText(n)}`));
  } else if (r.notes.length > 0) {
    out.push('', `<details><summary>About this run</summary>`, '', ...r.notes.map((n) => `- ${escapeText(n)}`), '', '</details>');
  }
  return out;
}

function footer(r: Report, trimmed: string[], ctx: Ctx): string[] {
  const out: string[] = [''];
  if (trimmed.length > 0) {
    const where = ctx.kind === 'comment' ? (ctx.summaryUrl ? `the [job summary](${ctx.summaryUrl})` : 'the job summary') : 'the JSON report (output `report-path`)';
    out.push(`> [!NOTE]\n> Shortened to fit GitHub's size limit (dropped, in this order: ${SHRINK_ORDER}; here: ${trimmed.join(', ')}). Full detail in ${where}.`, '');
  }
  const verified = r.rows
    .filter((t) => t.verified)
    .map((t) => `${escapeText(t.name)} ${escapeText(t.verified)}`)
    .join(' · ');
  const link = ctx.kind === 'comment' && ctx.summaryUrl ? ` · [full report](${ctx.summaryUrl})` : '';
  out.push(`<sub>instruction-stack · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}${verified ? ` · profiles verified: ${verified}` : ''}${link}</sub>`);
  return out;
}

function render(r: Report, d: Detail, trimmed: string[], ctx: Ctx): string {
  const lines = [
    ...header(r, ctx),
    '',
    ...table(r),
    ...changes(r, d, ctx),
    ...findings(r, d, ctx),
    ...details(r, d, ctx),
    ...notesSection(r, ctx),
    ...footer(r, trimmed, ctx),
  ];
  return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

function minimal(r: Report, ctx: Ctx): string {
  const d: Detail = { texts: 'none', diffs: false, layerTables: false, maxFindings: 0, maxChangedGroups: 0, maxDetailGroups: 0, maxTextChars: 0 };
  const trimmed = ['text diffs', 'layer tables', 'every finding', 'the list of changed stacks'];
  const lines = [
    ...header(r, ctx),
    '',
    ...table(r),
    '',
    `${num(r.findings.length)} finding${r.findings.length === 1 ? '' : 's'}; ${num(r.groups.filter((g) => g.changed).length)} changed stack(s).`,
    ...findings(r, d, ctx).slice(0, 0),
    ...footer(r, trimmed, ctx),
  ];
  return lines.join('\n') + '\n';
}

/** A short comment body for when nothing relevant is left in the PR (the sticky comment says so). */
export function renderNothingComment(r: Report): string {
  let why: string;
  if (r.mode === 'pull-request' && r.changed && r.changed.total > 0 && r.targets === 0) why = 'Every changed path is ignored by the configuration.';
  else if (!r.groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0)) why = 'No instruction file applies to the changed paths, and no problems were found.';
  else why = 'This PR does not change what any agent loads for the changed paths, and no problems were found.';
  return [
    COMMENT_MARKER,
    '### ✅ Instruction stack: nothing to report',
    '',
    why,
    '',
    `<sub>instruction-stack · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}</sub>`,
    '',
  ].join('\n');
}
