// Markdown for the sticky PR comment and the job summary. Everything that comes from the analysed
// repository (paths, messages, effective text) is escaped: code spans and fences sized past any
// backtick run, table cells with `|` escaped, `@mentions` and `#123` links neutralised. The
// comment leads with the answer (verdict, what fails, what changes per instruction file) and fits
// one screen for a small PR; the summary carries the full detail, deduplicated, under 256 KB.
// Both shrink detail in a stated order, whatever the repository.
import type { Report, ReportFinding, StackGroup, GroupSide, ToolRow, Session } from '../analysis/analyse.js';
import { grouped } from '../count.js';
import { formatUnified } from '../diff.js';
import { gating } from '../analysis/gate.js';
import { groupFindings as sharedGroups, type FindingGroup as SharedGroup } from '../analysis/finding-groups.js';
import { CHECKS } from '../checks/index.js';
import { fileChanges, textChanges, type FileChange, type TextChange, type ToolLoad } from '../analysis/file-changes.js';
import { countSeverities, failsAt } from '../findings.js';
import { COMMENT_MARKER } from './marker.js';
import type { Layer } from '../types.js';
import { TOOL_DOCS_URL } from './sarif.js';
import { printable } from './printable.js';

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
  // Controls, bidi and zero-width characters: one shared escaping (src/output/printable.ts).
  return printable(s);
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

/** `12,345`: src/count.ts (no Intl.NumberFormat for counts). */
export const num = grouped;

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
// Detail levels. The comment leads with the answer and stays one screen for a small PR; the
// summary carries the full detail, deduplicated. Each drops detail in its stated order until it fits.

export interface Detail {
  /** Distinct text diffs shown (0 = none), and the longest shown, characters. */
  maxDiffs: number;
  maxDiffChars: number;
  /** Places listed under each distinct diff. */
  maxPlaces: number;
  /** Instruction files listed under "what this PR changes". */
  maxFiles: number;
  /** Groups of findings listed (a group = one check and fix at several places). */
  maxFindingGroups: number;
  /** Summary only: per-stack sections with their layer tables, and effective texts in them. */
  maxDetailGroups: number;
  texts: 'all' | 'changed' | 'none';
  maxTextChars: number;
}

export const SHRINK_ORDER = 'effective texts, then long text diffs, then stack details, then text diffs, then findings and files beyond the first few';

const COMMENT_LEVELS: Detail[] = [
  { maxDiffs: 12, maxDiffChars: 3_000, maxPlaces: 6, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 6, maxDiffChars: 1_200, maxPlaces: 4, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 8, maxFindingGroups: 6, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 3, maxFindingGroups: 3, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];

const SUMMARY_LEVELS: Detail[] = [
  { maxDiffs: 200, maxDiffChars: 20_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'all', maxTextChars: 20_000 },
  { maxDiffs: 200, maxDiffChars: 8_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'changed', maxTextChars: 8_000 },
  { maxDiffs: 100, maxDiffChars: 4_000, maxPlaces: 30, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 200, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 50, maxDiffChars: 2_000, maxPlaces: 20, maxFiles: 500, maxFindingGroups: 500, maxDetailGroups: 50, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 20, maxDiffChars: 1_000, maxPlaces: 10, maxFiles: 200, maxFindingGroups: 200, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
  { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 50, maxFindingGroups: 50, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];

/** A comment for a PR that changes one instruction file fits one screen; each further file may add this much. */
export const COMMENT_TARGET_CHARS = 10_000;
const COMMENT_CHARS_PER_EXTRA_FILE = 3_000;
/** The job summary stays well under GitHub's 1 MiB, so the run page stays quick to open. */
export const SUMMARY_TARGET_BYTES = 256 * 1000;

export interface RenderOptions {
  /** Link to the job summary (the run page). */
  summaryUrl?: string;
  /** Where the JSON report was written. */
  reportPath?: string;
  /** Override the size limit (tests). */
  limit?: number;
  /** Hidden marker that finds this comment again (see github/comment.ts `commentMarker`). */
  marker?: string;
}

export interface Rendered {
  body: string;
  /** Index into the level list that fitted (0 = full detail). */
  level: number;
  trimmed: string[];
}

/** The sticky comment: verdict, failing findings, what changes per instruction file; one screen for a small PR. */
export function renderComment(report: Report, opts: RenderOptions = {}): Rendered {
  const files = fileChanges(report);
  const target = COMMENT_TARGET_CHARS + COMMENT_CHARS_PER_EXTRA_FILE * Math.max(0, files.length - 1);
  const limit = Math.min(opts.limit ?? target, COMMENT_LIMIT - 200);
  return fit(report, files, COMMENT_LEVELS, (s) => s.length, limit, { ...opts, kind: 'comment' });
}

/** The job summary: the same lead, then every distinct diff and every stack, deduplicated. */
export function renderSummary(report: Report, opts: RenderOptions = {}): Rendered {
  const limit = Math.min(opts.limit ?? SUMMARY_TARGET_BYTES, SUMMARY_LIMIT_BYTES - 4096);
  return fit(report, fileChanges(report), SUMMARY_LEVELS, (s) => Buffer.byteLength(s, 'utf8'), limit, { ...opts, kind: 'summary' });
}

interface Ctx extends RenderOptions {
  kind: 'comment' | 'summary';
}

interface Model {
  r: Report;
  files: FileChange[];
  texts: TextChange[];
  failing: FindingGroup[];
  other: FindingGroup[];
  /** Already on the base (lines untouched) or in the baseline: listed collapsed, never failing. */
  old: FindingGroup[];
  names: Map<string, string>;
}

function model(report: Report, files: FileChange[]): Model {
  return { r: report, files, texts: textChanges(report), ...findingSections(report), names: new Map(report.rows.map((t) => [t.tool as string, t.name])) };
}

/**
 * Every level's body rendered whole, none cut short: what `fit` picks from (the first that fits),
 * for the test that holds `fit`'s early exits to it.
 */
export function wholeLevels(report: Report, kind: 'comment' | 'summary', opts: RenderOptions = {}): string[] {
  const levels = kind === 'comment' ? COMMENT_LEVELS : SUMMARY_LEVELS;
  const m = model(report, fileChanges(report));
  const ctx: Ctx = { ...opts, kind };
  return levels.map((d) => render(m, d, trimmedList(m, d, levels[0]!, ctx), ctx) as string);
}

function fit(report: Report, files: FileChange[], levels: Detail[], measure: (s: string) => number, limit: number, ctx: Ctx): Rendered {
  // The model is computed once; each level renders once, and only while the previous one was too big.
  const m = model(report, files);
  for (let i = 0; i < levels.length; i++) {
    const d = levels[i]!;
    const trimmed = trimmedList(m, d, levels[0]!, ctx);
    // A level whose parts already pass the limit is left as soon as they do, not rendered whole.
    const body = render(m, d, trimmed, ctx, new Gauge(measure, limit));
    if (body !== undefined && measure(body) <= limit) return { body, level: i, trimmed };
  }
  // Last resort: the verdict and counts only, hard-cut if a pathological name is still too big.
  const body = minimal(m, ctx);
  const cut = measure(body) <= limit ? body : hardCut(body, measure, limit);
  return { body: cut, level: levels.length, trimmed: ['everything but the verdict'] };
}

/**
 * A lower bound of the size of a body, from its parts as they are rendered: the body is its lines
 * joined, runs of blank lines cut to one, so each part measured alone (runs cut the same way) is at
 * most 4 characters larger than what it adds to the body (its first and last run may merge with
 * its neighbours'). Past the limit, the level cannot fit.
 */
class Gauge {
  private floor = 0;

  constructor(
    private readonly measure: (s: string) => number,
    private readonly limit: number,
  ) {}

  /** Counts a part (lines); false once the body is known to be over the limit. */
  add(lines: readonly string[]): boolean {
    this.floor += this.measure(lines.join('\n').replace(/\n{3,}/g, '\n\n')) - 4;
    return !this.over;
  }

  get over(): boolean {
    return this.floor > this.limit;
  }
}

type FindingSections = Pick<Model, 'failing' | 'other' | 'old'>;
const sectionsOf = new WeakMap<ReportFinding[], { n: number; failOn: Report['config']['failOn']; preexisting: boolean; value: FindingSections }>();

/** The findings that fail, the others, and those already on the base, grouped: once per report (the comment and the summary both list them). */
function findingSections(report: Report): FindingSections {
  const failOn = report.config.failOn;
  const preexisting = report.config.failOnPreexisting ?? false;
  const hit = sectionsOf.get(report.findings);
  if (hit && hit.n === report.findings.length && hit.failOn === failOn && hit.preexisting === preexisting) return hit.value;
  const canFail = new Set(gating(report.findings, preexisting));
  const failingF = report.findings.filter((f) => canFail.has(f) && failsAt([f], failOn));
  const otherF = report.findings.filter((f) => canFail.has(f) && !failsAt([f], failOn));
  const oldF = report.findings.filter((f) => !canFail.has(f));
  const value = { failing: groupFindings(failingF), other: groupFindings(otherF), old: groupFindings(oldF) };
  sectionsOf.set(report.findings, { n: report.findings.length, failOn, preexisting, value });
  return value;
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

function trimmedList(m: Model, d: Detail, full: Detail, ctx: Ctx): string[] {
  const out: string[] = [];
  const r = m.r;
  if (ctx.kind === 'summary') {
    if (d.texts !== full.texts && r.groups.some((g) => g.head.text !== '')) out.push(d.texts === 'changed' ? 'effective texts of unchanged stacks' : 'effective texts');
    if (r.groups.length > d.maxDetailGroups) out.push(d.maxDetailGroups === 0 ? 'stack details' : `stack details beyond the first ${num(d.maxDetailGroups)}`);
  }
  if (m.texts.length > d.maxDiffs) out.push(d.maxDiffs === 0 ? 'text diffs' : `text diffs beyond the first ${num(d.maxDiffs)}`);
  else if (d.maxDiffChars < full.maxDiffChars && m.texts.some((t) => unified(t).length > d.maxDiffChars)) out.push(`diff lines beyond ${num(d.maxDiffChars)} characters`);
  if (m.files.length > d.maxFiles) out.push(`instruction files beyond the first ${num(d.maxFiles)}`);
  if (m.failing.length + m.other.length + m.old.length > d.maxFindingGroups) out.push(`findings beyond the first ${num(d.maxFindingGroups)} groups`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Findings, grouped: the same check and fix at several places is one item.

interface FindingGroup {
  check: string;
  severity: ReportFinding['severity'];
  preexisting: boolean;
  items: ReportFinding[];
  /** The shared entry (src/analysis/finding-groups.ts): per (check, file), or a pattern across files. */
  entry: SharedGroup;
}

function groupFindings(fs: ReportFinding[]): FindingGroup[] {
  return sharedGroups(fs, CHECKS).map((g) => ({ check: g.check, severity: g.severity, preexisting: g.state !== 'new', items: g.members.map((i) => fs[i]!), entry: g }));
}

const SEV_ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' } as const;

function where(f: ReportFinding): string {
  return f.path !== undefined ? code(`${show(f.path)}${f.line ? `:${f.line}` : ''}`) : '';
}

function toolList(ts: readonly string[] | undefined, names: Map<string, string>): string {
  return ts && ts.length > 0 ? ` (${ts.map((t) => escapeText(names.get(t) ?? t)).join(', ')})` : '';
}

/** `(line 3)`, `(lines 4, 5)`: the lines of an entry's findings a text is for. */
function linesNote(ls: number[]): string {
  return ls.length === 0 ? '' : ` (line${ls.length > 1 ? 's' : ''} ${ls.join(', ')})`;
}

function findingGroupLines(g: FindingGroup, names: Map<string, string>, maxPlaces: number): string[] {
  const f = g.items[0]!;
  const e = g.entry;
  const pre = f.suppressed ? ' *(in the baseline)*' : g.preexisting ? (f.touched ? ' *(already on the base branch; this change edits its lines)*' : ' *(already on the base branch)*') : '';
  if (e.kind === 'pattern') {
    // A repository-wide pattern: said once, its files listed, one fix for all.
    const shown = e.paths.slice(0, maxPlaces).map((p) => code(show(p)));
    const more = e.paths.length > shown.length ? ` and ${num(e.paths.length - shown.length)} more` : '';
    const fix = e.fix ? ` **Fix, all ${num(e.paths.length)} at once:** ${escapeProse(e.fix)}` : '';
    return [
      `- ${SEV_ICON[g.severity]} **${escapeText(g.check)}** (${num(e.paths.length)} files): ${escapeProse(e.message).replace(/\.$/, '')}${toolList(e.tools, names)}.${fix}${pre}`,
      `  Files: ${shown.join(', ')}${more}.`,
    ];
  }
  if (g.items.length === 1) {
    const msg = escapeProse(f.message).replace(/\.$/, '');
    const fix = f.fix ? ` **Fix:** ${escapeProse(f.fix)}` : '';
    const loc = where(f);
    return [`- ${SEV_ICON[g.severity]} ${loc ? `${loc} ` : ''}**${escapeText(g.check)}**: ${msg}${toolList(f.tools, names)}.${fix}${pre}`];
  }
  // Several findings of one check in one file: one entry with its count and lines.
  const loc = e.path !== undefined ? `${code(show(e.path))}${linesNote(e.lines)} ` : '';
  const shown = g.items.slice(0, Math.max(maxPlaces, 1));
  const msgs = shown.map((x) => `${escapeProse(x.message).replace(/\.$/, '')}${x.line !== undefined ? ` (line ${x.line})` : ''}`);
  const more = g.items.length > shown.length ? `; and ${num(g.items.length - shown.length)} more` : '';
  const fixes = new Map<string, number[]>();
  for (const x of g.items) if (x.fix) fixes.set(x.fix, [...(fixes.get(x.fix) ?? []), ...(x.line !== undefined ? [x.line] : [])]);
  const fix =
    fixes.size === 0 ? '' : fixes.size === 1 ? ` **Fix:** ${escapeProse([...fixes.keys()][0]!)}` : ` **Fix:** ${[...fixes].map(([t, ls]) => `${escapeProse(t).replace(/\.$/, '')}${linesNote(ls)}`).join('; ')}.`;
  return [`- ${SEV_ICON[g.severity]} ${loc}**${escapeText(g.check)}**, ${num(g.items.length)} findings${toolList(e.tools, names)}: ${msgs.join('; ')}${more}.${fix}${pre}`];
}

function findingsLines(gs: FindingGroup[], names: Map<string, string>, max: number, maxPlaces: number): string[] {
  const out = gs.slice(0, max).flatMap((g) => findingGroupLines(g, names, maxPlaces));
  if (gs.length > max) {
    const rest = gs.slice(max).flatMap((g) => g.items);
    const c = countSeverities(rest);
    out.push(`- … and ${num(rest.length)} more (${[c.error ? `${num(c.error)} errors` : '', c.warning ? `${num(c.warning)} warnings` : '', c.note ? `${num(c.note)} notes` : ''].filter(Boolean).join(', ')})`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The lead: verdict, then what fails.

function verdictIcon(r: Report): string {
  if (r.failed) return '❌';
  if (r.counts.error > 0 || r.counts.warning > 0) return '⚠️';
  return '✅';
}

function header(m: Model, ctx: Ctx): string[] {
  const r = m.r;
  const out: string[] = [];
  if (ctx.kind === 'comment') out.push(ctx.marker ?? COMMENT_MARKER);
  out.push(`### ${verdictIcon(r)} Instruction stack: ${escapeText(r.verdict)}`);
  if (r.problems.length > 0) out.push('', '> [!WARNING]', ...r.problems.map((p) => `> ${escapeText(p)}`));
  return out;
}

function failingSection(m: Model, d: Detail): string[] {
  if (m.failing.length === 0) return [];
  const n = m.failing.reduce((k, g) => k + g.items.length, 0);
  return ['', `**${n === 1 ? 'To fix before merging' : `${num(n)} to fix before merging`}** (fail-on: ${m.r.config.failOn}):`, '', ...findingsLines(m.failing, m.names, d.maxFindingGroups, d.maxPlaces || 5)];
}

function otherSection(m: Model, d: Detail, ctx: Ctx): string[] {
  // Findings that do not fail the run; then, collapsed, those already on the base or baselined.
  const left = Math.max(0, d.maxFindingGroups - Math.min(m.failing.length, d.maxFindingGroups));
  const old = oldSection(m, d, Math.max(0, left - m.other.length));
  if (m.other.length === 0) {
    return m.failing.length === 0 && m.old.length === 0 && ctx.kind === 'summary' ? ['', '#### Findings', '', 'None.'] : old;
  }
  const title = m.failing.length > 0 ? 'Other findings (not failing)' : 'Findings (not failing)';
  const lines = findingsLines(m.other, m.names, Math.max(left, 1), d.maxPlaces || 5);
  return ['', `#### ${title}`, '', ...lines, ...old];
}

function oldSection(m: Model, d: Detail, left: number): string[] {
  if (m.old.length === 0) return [];
  const n = m.old.reduce((k, g) => k + g.items.length, 0);
  const lines = findingsLines(m.old, m.names, Math.max(left, 1), d.maxPlaces || 5);
  return ['', `<details><summary>${num(n)} finding${n === 1 ? '' : 's'} already on the base branch or in the baseline (not failing)</summary>`, '', ...lines, '', '</details>'];
}

// ---------------------------------------------------------------------------------------------
// What the PR changes, per instruction file.

const STATUS_WORD: Record<string, string> = {
  added: 'new',
  modified: 'edited',
  removed: 'deleted',
  renamed: 'renamed',
  copied: 'copied',
  'type-changed': 'type changed',
  changed: 'changed',
};

function nameOf(m: Model, t: string): string {
  return escapeText(m.names.get(t) ?? t);
}

function listWords(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

function loadText(m: Model, l: ToolLoad): string {
  return `${nameOf(m, l.tool)}${l.when.length > 0 ? ` (${l.when.slice(0, 3).map((w) => escapeProse(w.replace(/^(on touching |imported by )(.*)$/, '$1`$2`'))).join('; ')}${l.when.length > 3 ? '; …' : ''})` : ''}`;
}

function fileLine(m: Model, c: FileChange): string[] {
  const tags: string[] = [];
  if (c.status) tags.push(STATUS_WORD[c.status] ?? c.status);
  if (c.realPath) tags.push(`a link to ${code(c.realPath)}`);
  const name = `${code(show(c.path))}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`;
  const bits: string[] = [];
  if (c.loadedBy.length > 0) bits.push(`is now loaded by ${listWords(c.loadedBy.map((l) => loadText(m, l)))}`);
  if (c.stillLoadedBy.length > 0 && c.status !== undefined) bits.push(`${bits.length > 0 ? 'the change reaches' : 'reaches'} ${listWords(c.stillLoadedBy.map((t) => nameOf(m, t)))}`);
  if (c.droppedBy.length > 0) bits.push(`is no longer loaded by ${listWords(c.droppedBy.map((t) => nameOf(m, t)))}`);
  if (c.noLongerCut.length > 0) bits.push(`is no longer cut by ${listWords(c.noLongerCut.map((t) => nameOf(m, t)))}`);
  const skippers = m.r.findings.filter((f) => f.check === 'shadowed' && f.path === c.path).flatMap((f) => f.tools ?? []);
  if (skippers.length > 0) bits.push(`${listWords([...new Set(skippers)].map((t) => nameOf(m, t)))} skip${skippers.length === 1 ? 's' : ''} it in some sessions (see the \`shadowed\` finding)`);
  const out = [`- ${name} ${bits.length > 0 ? bits.join('; ') : 'changes what the agents load'}.`];
  for (const cut of c.newlyCut) {
    const budget = cut.budgetBytes !== null ? ` (budget ${fmtBytes(cut.budgetBytes)})` : '';
    out.push(
      cut.kind === 'dropped'
        ? `- **${nameOf(m, cut.tool)} now leaves out ${code(show(c.path))} whole**${budget}: none of its ${num(cut.bytes)} bytes are sent.`
        : `- **${nameOf(m, cut.tool)} now cuts ${code(show(c.path))} at byte ${num(cut.keptBytes)}** of ${num(cut.bytes)}${budget}${cut.firstLostLine !== undefined ? `: lines ${num(cut.firstLostLine)} onward are lost` : ''}.`,
    );
  }
  return out;
}

function budgetTable(m: Model): string[] {
  const rows = m.r.rows.filter((t) => t.base && t.head.budgetUseMax !== null && (t.base.budgetUseMax === null || pct(t.base.budgetUseMax) !== pct(t.head.budgetUseMax)));
  if (rows.length === 0) return [];
  const out = ['', '| Tool | Budget | Largest use before | After |', '|---|---:|---:|---:|'];
  for (const t of rows) out.push(`| ${escapeCell(t.name)} | ${fmtBytes(t.head.budgetBytes ?? 0)} | ${pct(t.base?.budgetUseMax ?? null)} | ${pct(t.head.budgetUseMax)} |`);
  return out;
}

function unchangedLine(m: Model): string[] {
  const same = m.r.rows.filter((t) => t.changedGroups === 0 && t.status !== 'empty').map((t) => escapeText(t.name));
  const none = m.r.rows.filter((t) => t.changedGroups === 0 && t.status === 'empty').map((t) => escapeText(t.name));
  const bits: string[] = [];
  if (same.length > 0) bits.push(`Unchanged for ${same.length === 1 ? 'this tool' : 'these tools'}: ${same.join(', ')}.`);
  if (none.length > 0) bits.push(`No instruction file applies for: ${none.join(', ')}.`);
  return bits.length > 0 ? ['', bits.join(' ')] : [];
}

function changesSection(m: Model, d: Detail, ctx: Ctx): string[] {
  const r = m.r;
  if (r.mode !== 'pull-request') return [];
  const out = ['', '#### What this PR changes for the agents', ''];
  if (!r.groups.some((g) => g.changed)) {
    out.push(r.targets === 0 ? 'Nothing to compare: every changed path is ignored.' : 'Nothing: every agent loads the same instructions for the changed paths as on the base branch.');
    return out;
  }
  const shown = m.files.slice(0, d.maxFiles);
  for (const c of shown) out.push(...fileLine(m, c));
  if (m.files.length > shown.length) out.push(`- … and ${num(m.files.length - shown.length)} more instruction files${ctx.kind === 'comment' ? ' (see the job summary)' : ''}.`);
  if (m.files.length === 0) out.push('- The same files, with a different text as sent (see the diffs).');
  out.push(...budgetTable(m), ...unchangedLine(m));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Distinct text diffs, each once with the places it applies to.

function sessionText(s: Session): string {
  if (s.vantage === 'root') return 'at the root';
  if (s.vantage === 'local') return `in ${code(show(s.cwd))}`;
  return `in ${code(show(s.cwd))} (working-directories)`;
}

function placeText(m: Model, g: StackGroup, withTool: boolean): string {
  const sess = g.sessions.slice(0, 2).map(sessionText).join(', ') + (g.sessions.length > 2 ? ` and ${num(g.sessions.length - 2)} more` : '');
  const paths = g.targets.length === 1 ? code(show(g.targets[0]!)) : `${num(g.targets.length)} paths`;
  return `${withTool ? `${nameOf(m, g.tool)}, ` : ''}session ${sess}, for ${paths}`;
}

function clip(text: string, max: number): { text: string; cut: number } {
  if (text.length <= max) return { text, cut: 0 };
  let end = max;
  const nl = text.lastIndexOf('\n', max);
  if (nl > max * 0.8) end = nl;
  return { text: text.slice(0, end), cut: text.length - end };
}

const unifiedText = new WeakMap<TextChange, string>();
/** A text change's diff as text, once (each level measures and shows it). */
function unified(t: TextChange): string {
  let s = unifiedText.get(t);
  if (s === undefined) unifiedText.set(t, (s = formatUnified(t.groups[0]!.diff!)));
  return s;
}

function diffBlock(m: Model, t: TextChange, d: Detail): string[] {
  const g = t.groups[0]!;
  const tools = [...new Set(t.groups.map((x) => x.tool))];
  const lines = `+${num(t.added)} −${num(t.removed)} line${t.added + t.removed === 1 ? '' : 's'}${g.diff?.approximate ? ' (approximate)' : ''}`;
  const oneTool = tools.length === 1;
  const places = t.groups.slice(0, d.maxPlaces).map((x) => placeText(m, x, !oneTool));
  const more = t.groups.length > places.length ? `; and ${num(t.groups.length - places.length)} more` : '';
  const title =
    t.groups.length === 1
      ? `**${nameOf(m, g.tool)}**, ${places[0]}: ${lines}`
      : `**${listWords(tools.map((x) => nameOf(m, x)))}**: ${lines}, the same for ${num(t.groups.length)} sessions: ${places.join('; ')}${more}`;
  const { text, cut } = clip(unified(t), d.maxDiffChars);
  return ['', title, '', fenced(text + (cut ? `\n… ${num(cut)} more characters of diff` : ''), 'diff')];
}

function diffsSection(m: Model, d: Detail, ctx: Ctx): string[] {
  if (m.texts.length === 0 || d.maxDiffs === 0) return [];
  const shown = m.texts.slice(0, d.maxDiffs);
  const body = shown.flatMap((t) => diffBlock(m, t, d));
  if (m.texts.length > shown.length) body.push('', `… and ${num(m.texts.length - shown.length)} more distinct changes${ctx.kind === 'comment' ? ' (see the job summary)' : ' (see the JSON report)'}.`);
  const n = m.texts.length;
  const summary = `What the agents now receive: ${num(n)} distinct text change${n === 1 ? '' : 's'} (identical ones shown once)`;
  if (ctx.kind === 'comment') return ['', `<details><summary>${summary}</summary>`, ...body, '', '</details>'];
  return ['', `#### ${summary}`, ...body];
}

// ---------------------------------------------------------------------------------------------
// Summary only: per-tool table and every stack, file by file.

function statusCell(t: ToolRow, pr: boolean): string {
  const bits: string[] = [];
  if (t.errors) bits.push(`❌ ${t.errors} error${t.errors === 1 ? '' : 's'}`);
  if (t.warnings) bits.push(`⚠️ ${t.warnings} warning${t.warnings === 1 ? '' : 's'}`);
  if (t.changedGroups) bits.push(`📝 changed${t.groups > 1 ? ` (${t.changedGroups} of ${t.groups} sessions)` : ''}`);
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

function toolTable(r: Report): string[] {
  const pr = r.mode === 'pull-request';
  const out = ['', '#### Per tool', '', '| Tool | Files | Bytes | Budget used | Status |', '|---|---:|---:|---:|---|'];
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
  out.push(`<sub>The largest set of files per tool over ${pr ? 'the changed paths (before → after when it changed)' : 'the analysed directories'}; budget used = bytes the tool counts against its limit.</sub>`);
  return out;
}

function reasonText(l: Layer): string {
  if (l.reason === 'import') return `imported by ${code(l.via ?? '?', true)}`;
  if (l.reason === 'conditional') return `on touching a match${l.via ? ` (${code(l.via, true)})` : ''}`;
  if (l.reason === 'nested') return 'on touching a file below';
  return 'at start';
}

function layerStatus(l: Layer): string {
  if (l.omitted) return `left out${l.note ? `: ${escapeCell(l.note)}` : ''}`;
  if (l.truncated) return `cut${l.lastLineKept !== undefined ? ` after line ${num(l.lastLineKept)}` : ''}${l.note ? `: ${escapeCell(l.note)}` : ''}`;
  return 'sent';
}

function layerTable(s: GroupSide): string[] {
  if (s.layers.length === 0) return ['No instruction files.'];
  const out = ['| # | File | When | Bytes | Sent | Status |', '|---:|---|---|---:|---:|---|'];
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

function targetsText(ts: string[], max: number): string {
  const shown = ts.slice(0, max).map((t) => code(show(t)));
  return ts.length > max ? `${shown.join(', ')} and ${num(ts.length - max)} more path${ts.length - max === 1 ? '' : 's'}` : shown.join(', ');
}

function stacksSection(m: Model, d: Detail, gauge?: Gauge): string[] {
  const r = m.r;
  if (d.maxDetailGroups === 0 || r.groups.length === 0) return [];
  const out = ['', '#### Every session, file by file', ''];
  gauge?.add(out);
  const groups = r.groups.slice(0, d.maxDetailGroups);
  // Identical effective texts are printed once; later sessions point back to the first.
  const firstText = new Map<string, string>();
  for (const g of groups) {
    // Each session's block counted as it is made (the effective texts make this section the largest).
    const start = out.length;
    const title = groupTitle(g, m.names.get(g.tool) ?? g.tool);
    out.push(`<details><summary>${title}</summary>`, '');
    if (g.targets.length > 1) out.push(`Paths: ${targetsText(g.targets, 20)}`, '');
    if (g.sessions.length > 2) out.push(`Sessions: ${g.sessions.slice(0, 20).map(sessionText).join(', ')}${g.sessions.length > 20 ? ` and ${num(g.sessions.length - 20)} more` : ''}`, '');
    out.push(...layerTable(g.head), '');
    const budget = g.head.budgetBytes !== null ? `budget ${fmtBytes(g.head.budgetBytes)} (${escapeText(g.head.budgetCounts ?? 'bytes')}), ${pct(g.head.budgetUse)} used` : 'no budget';
    out.push(`${num(g.head.bytes)} bytes, ${num(g.head.lines)} lines sent; ${budget}.`, '');
    if (g.head.settings.length > 0) out.push(`Settings applied: ${g.head.settings.map((s) => code(s)).join(', ')}`, '');
    if (g.head.assumes.length > 0) out.push(`Assumes: ${g.head.assumes.map((s) => escapeText(s)).join('; ')}.`, '');
    const showText = d.texts === 'all' || (d.texts === 'changed' && g.changed);
    // read once: an analysis side renders its text on each read
    const headText = showText ? g.head.text : '';
    if (headText !== '') {
      const seen = firstText.get(headText);
      if (seen !== undefined) out.push(`Effective text: the same as ${seen}.`, '');
      else {
        firstText.set(headText, `${escapeText(m.names.get(g.tool) ?? g.tool)} (${g.sessions.slice(0, 1).map(sessionText).join('')}) above`);
        const { text, cut } = clip(headText, d.maxTextChars);
        out.push('Effective text, as the tool sends it:', '', fenced(text + (cut ? `\n… ${num(cut)} more characters (full text in the JSON report)` : ''), 'markdown'), '');
      }
    }
    out.push('</details>', '');
    if (gauge && !gauge.add(out.slice(start))) return out;
  }
  const end = out.length;
  if (r.groups.length > groups.length) out.push(`… and ${num(r.groups.length - groups.length)} more sessions (see the JSON report).`, '');
  gauge?.add(out.slice(end));
  return out;
}

// ---------------------------------------------------------------------------------------------

function contextLine(r: Report): string {
  const src = r.source === 'git' ? 'git objects' : 'the GitHub API';
  if (r.mode === 'pull-request' && r.changed) {
    const c = r.changed;
    const parts = [`${num(c.total)} changed path${c.total === 1 ? '' : 's'}${c.capped ? ` (GitHub's list stops at ${num(c.total)}${c.reportedTotal ? ` of ${num(c.reportedTotal)}` : ''})` : ''}`];
    if (c.ignored > 0) parts.push(`${num(c.ignored)} ignored`);
    const pr = r.pullRequest;
    const base = pr ? (pr.mergeBase ?? pr.baseSha) : undefined;
    if (pr && base) parts.push(`${pr.mergeBase ? 'merge base' : 'base'} ${code(base.slice(0, 7))} → head ${code(pr.headSha.slice(0, 7))}`);
    parts.push(`trees read from ${src}`);
    return parts.join(' · ');
  }
  return `whole tree at ${code(r.commit.slice(0, 7))}: ${num(r.targets)} director${r.targets === 1 ? 'y' : 'ies'} with instruction files · trees read from ${src}`;
}

function notesSection(r: Report, ctx: Ctx): string[] {
  if (r.notes.length === 0 || ctx.kind !== 'summary') return [];
  return ['', '#### About this run', '', ...r.notes.map((n) => `- ${escapeText(n)}`)];
}

function footer(m: Model, trimmed: string[], ctx: Ctx): string[] {
  const r = m.r;
  const out: string[] = [''];
  if (trimmed.length > 0) {
    const where = ctx.kind === 'comment' ? (ctx.summaryUrl ? `the [job summary](${ctx.summaryUrl})` : 'the job summary') : 'the JSON report (output `report-path`)';
    const why = ctx.kind === 'comment' ? 'Kept to one screen' : 'Kept under 256 KB';
    out.push(`> [!NOTE]\n> ${why}; left out here: ${trimmed.join(', ')}. Full detail in ${where}.`, '');
  }
  const link = ctx.kind === 'comment' && ctx.summaryUrl ? ` · [full report: every session, file by file](${ctx.summaryUrl})` : '';
  out.push(`<sub>${contextLine(r)} · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}${link}</sub>`);
  if (ctx.kind === 'summary') {
    const verified = r.rows
      .filter((t) => t.verified)
      .map((t) => `${escapeText(t.name)} ${escapeText(t.verified)}`)
      .join(' · ');
    if (verified) out.push('', `<sub>Profiles verified: ${verified} ([how, per tool](${TOOL_DOCS_URL}))</sub>`);
  }
  return out;
}

/** The body at a level; undefined as soon as `gauge` shows it cannot fit (then it is not finished). */
function render(m: Model, d: Detail, trimmed: string[], ctx: Ctx, gauge?: Gauge): string | undefined {
  // Sections in order; the stacks section (the largest: effective texts) counts its own parts as it goes.
  const whole = (f: () => string[]) => (g?: Gauge): string[] => {
    const part = f();
    g?.add(part);
    return part;
  };
  const sections: ((g?: Gauge) => string[])[] =
    ctx.kind === 'comment'
      ? [() => header(m, ctx), () => failingSection(m, d), () => changesSection(m, d, ctx), () => otherSection(m, d, ctx), () => diffsSection(m, d, ctx), () => footer(m, trimmed, ctx)].map(whole)
      : [
          whole(() => header(m, ctx)),
          whole(() => failingSection(m, d)),
          whole(() => changesSection(m, d, ctx)),
          whole(() => otherSection(m, d, ctx)),
          whole(() => diffsSection(m, d, ctx)),
          whole(() => (m.r.mode === 'tree' || m.r.groups.length > 0 ? toolTable(m.r) : [])),
          (g) => stacksSection(m, d, g),
          whole(() => notesSection(m.r, ctx)),
          whole(() => footer(m, trimmed, ctx)),
        ];
  const lines: string[] = [];
  for (const section of sections) {
    const part = section(gauge);
    if (gauge?.over) return undefined;
    for (const l of part) lines.push(l);
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

function minimal(m: Model, ctx: Ctx): string {
  const r = m.r;
  const lines = [
    ...header(m, ctx),
    '',
    `${num(r.findings.length)} finding${r.findings.length === 1 ? '' : 's'}; ${num(m.files.length)} instruction file${m.files.length === 1 ? '' : 's'} change what the agents load.`,
    ...footer(m, ['every detail'], ctx),
  ];
  return lines.join('\n') + '\n';
}

/** A short comment body for when nothing relevant is left in the PR (the sticky comment says so). */
export function renderNothingComment(r: Report, opts: Pick<RenderOptions, 'marker'> = {}): string {
  let why: string;
  if (r.mode === 'pull-request' && r.changed && r.changed.total > 0 && r.targets === 0) why = 'Every changed path is ignored by the configuration.';
  else if (!r.groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0)) why = 'No instruction file applies to the changed paths, and no problems were found.';
  else why = 'This PR does not change what any agent loads for the changed paths, and no problems were found.';
  return [
    opts.marker ?? COMMENT_MARKER,
    '### ✅ Instruction stack: nothing to report',
    '',
    why,
    '',
    `<sub>instruction-stack · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}</sub>`,
    '',
  ].join('\n');
}
