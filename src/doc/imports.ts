// `@path` references in instruction files. Where they count (code, comments) and which paths
// they may reach are per-tool facts; this module only finds them and classifies their targets.
import { posix } from 'node:path';
import { codeRegions, backtickRegions, htmlCommentRegions, inRegions, lineCodeRegions, type Region } from './markdown.js';
import { lineAt } from './decode.js';
import { boundedMemo } from '../memo.js';
import { normalizeRepoPath, parentDir } from '../repo/view.js';

export interface ImportRef {
  /** The reference as written, without the `@`. */
  raw: string;
  /** Path part: escapes undone, `#fragment` dropped. */
  spec: string;
  start: number;
  end: number;
  line: number;
  inCode: boolean;
  inComment: boolean;
}

export type ImportGrammar =
  /** Claude Code: `@` at line start or after whitespace; `\ ` escapes a space. */
  | 'claude'
  /** Qwen Code / Gemini CLI (`memoryImportProcessor`): `@` at start or after whitespace, first char `.`, `/` or a letter. */
  | 'qwen';

const CLAUDE_RE = /(^|\s)@((?:[^\s\\]|\\ )+)/g;
const QWEN_RE = /(^|\s)@([./A-Za-z~][^\s]*)/g;

export interface ScanOptions {
  grammar: ImportGrammar;
  /** How code is recognised: marked's lexer (Qwen, Claude), backtick runs (Gemini), or lines (Copilot: markdown.ts lineCodeRegions). */
  code: 'marked' | 'backticks' | 'lines';
}

// One memo per grammar and code reading, keyed by the text itself: a key built by joining the options
// to the text would be a new string to hash in full on every call.
const scanMemos = new Map<string, (key: string, compute: () => ImportRef[]) => ImportRef[]>();

/**
 * Per-file work budget: at most this many `@references` are taken from one file (real instruction
 * files hold dozens; a hostile one 350,000, each costing a look-up per tool and vantage). A file
 * past it gets an error finding from docs.ts, so the references left out can never pass silently.
 */
export const MAX_IMPORT_REFS = 2000;

/** `@` signs at a line start or after whitespace: an upper bound on a file's references, in one pass. */
export function countRefCandidates(text: string): number {
  let n = 0;
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    const c = i === 0 ? 32 : text.charCodeAt(i - 1);
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11) n++;
  }
  return n;
}

/** Every `@reference` in `text`, with where it sits. */
export function scanImports(text: string, opts: ScanOptions): ImportRef[] {
  // No `@` at all (most instruction files): no reference, and no Markdown to lex for one.
  if (!text.includes('@')) return [];
  const k = `${opts.grammar}\0${opts.code}`;
  let memo = scanMemos.get(k);
  if (!memo) scanMemos.set(k, (memo = boundedMemo<ImportRef[]>(5000)));
  return memo(text, () => scanUncached(text, opts));
}

function scanUncached(text: string, opts: ScanOptions): ImportRef[] {
  const re = new RegExp(opts.grammar === 'claude' ? CLAUDE_RE : QWEN_RE);
  const out: ImportRef[] = [];
  // Code and comment regions only once a reference is found: lexing is most of the cost.
  let code: Region[] | undefined;
  let comments: Region[] | undefined;
  for (let m = re.exec(text); m && out.length < MAX_IMPORT_REFS; m = re.exec(text)) {
    const start = m.index + (m[1]?.length ?? 0);
    const raw = m[2] ?? '';
    const spec = raw.replace(/\\ /g, ' ').replace(/#.*$/, '');
    if (spec === '') continue;
    code ??= opts.code === 'marked' ? codeRegions(text) : opts.code === 'lines' ? lineCodeRegions(text) : backtickRegions(text);
    comments ??= htmlCommentRegions(text);
    out.push({
      raw,
      spec,
      start,
      end: start + 1 + raw.length,
      line: lineAt(text, start),
      inCode: inRegions(code, start),
      inComment: inRegions(comments, start),
    });
  }
  return out;
}

/**
 * Whether a reference names a file rather than someone or something: it ends in a file extension
 * with a letter (`.md`, `.mdc`; not `.3` of a version), or starts `./`, `../`, `~/`, `/`. What every
 * importing tool does with a reference that is not a file makes the difference harmless: Claude
 * Code silently skips a missing import, Qwen Code, Gemini CLI and Copilot leave the text as written
 * (profiles.md, imports). So `@jane`, `@scope/pkg`, `@scope/pkg@1.2.3`, `@e2)` and the
 * `@handle](https://…)` of a Markdown link are mentions: a missing target is worth no finding.
 */
export function pathLike(spec: string): boolean {
  if (/^[^/@\s]+\/[^/@\s]+@[^/\s]+$/.test(spec)) return false; // scope/pkg@version (the @ already consumed)
  if (/[\]()<>"'`!,;]/.test(spec)) return false; // prose and link punctuation are never in the files people import
  return /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(spec) || /^(?:\.{1,2}|~)?\//.test(spec);
}

/**
 * Whether an absolute reference is a mention of a path alias: `@/mocks`, `@/components/ui` written in
 * a sentence name a bundler's or tsconfig's `@/*` alias, not a file on the machine (no extension, and
 * the line says more than the reference). Read as an import, it names a missing absolute path, which
 * the importing tools skip or leave as written; an import meant as one stands on its own line
 * (`@/etc/hosts`) or names a file (`@/Users/me/notes.md`).
 */
export function aliasMention(text: string, ref: Pick<ImportRef, 'spec' | 'start' | 'end'>): boolean {
  if (!ref.spec.startsWith('/') || /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(ref.spec)) return false;
  const from = text.lastIndexOf('\n', ref.start - 1) + 1;
  const nl = text.indexOf('\n', ref.end);
  const line = text.slice(from, nl < 0 ? text.length : nl);
  return line.slice(0, ref.start - from).trim().replace(/^(?:[-*+]|\d+[.)])\s*$/, '') !== '' || line.slice(ref.end - from).trim() !== '';
}

export type ImportTarget =
  | { kind: 'repo'; path: string }
  | { kind: 'home'; spec: string }
  | { kind: 'absolute'; spec: string }
  | { kind: 'escapes'; spec: string }
  | { kind: 'url'; spec: string };

/** Where an import in `fromFile` points, without touching the file system. */
export function classifyImport(fromFile: string, spec: string): ImportTarget {
  // Pure in its two strings, and asked again by every session that loads the importing file.
  let bySpec = classified.get(fromFile);
  if (!bySpec) {
    if (classified.size >= 20_000) classified.clear();
    classified.set(fromFile, (bySpec = new Map()));
  }
  let t = bySpec.get(spec);
  if (!t) bySpec.set(spec, (t = classifyUncached(fromFile, spec)));
  return t;
}

const classified = new Map<string, Map<string, ImportTarget>>();

function classifyUncached(fromFile: string, spec: string): ImportTarget {
  if (/^(?:https?|file):\/\//i.test(spec)) return { kind: 'url', spec };
  if (spec.startsWith('~/') || spec === '~') return { kind: 'home', spec };
  if (spec.startsWith('/') || /^[A-Za-z]:[\\/]/.test(spec)) return { kind: 'absolute', spec };
  const p = normalizeRepoPath(posix.join(parentDir(fromFile), spec));
  if (p === null) return { kind: 'escapes', spec };
  return { kind: 'repo', path: p };
}
