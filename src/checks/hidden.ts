// hidden (security): instruction text a reviewer cannot see in rendered Markdown but a tool reads:
// HTML comments, @imports inside comments, invisible Unicode (in texts and in names of loaded files);
// and instruction changes from forks.
import { DEFAULT_CONFIG_PATH } from '../config.js';
import { classifyImport, scanImports, type ImportRef } from '../doc/imports.js';
import { lineAt } from '../doc/decode.js';
import { htmlCommentRegions } from '../doc/markdown.js';
import { loadDoc } from '../doc/load.js';
import { instructionNames, isInstructionPath, isSettingsPath } from '../engine/instruction-files.js';
import { toolNames } from '../profiles/index.js';
import { hex, INVISIBLE_IN_NAMES, printable } from '../invisible.js';
import { resolvePath } from '../repo/links.js';
import type { Finding } from '../types.js';
import type { Check, CheckContext } from './check.js';
import { agree, clip, inspectedFiles, inspectedNames, readersOf, sortTools } from './util.js';
import { escapeRegExp } from '../regexp.js';

/** Invisible and bidi-control characters (brief list): zero-width, bidi embeddings/isolates, word joiners, BOM, tags. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
const MAX_UNICODE_FINDINGS_PER_FILE = 20;

const NAMES: Record<number, string> = {
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

function charName(cp: number): string {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'TAG character';
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return 'control character';
  if (cp === 0x2028) return 'LINE SEPARATOR';
  if (cp === 0x2029) return 'PARAGRAPH SEPARATOR';
  if (cp === 0x061c) return 'ARABIC LETTER MARK';
  return NAMES[cp] ?? 'invisible character';
}


/** Tool directives that are comments by design (linters, formatters, TOC generators). */
const DIRECTIVE = /^(markdownlint|prettier-ignore|cspell|spell-?checker|vale|textlint|alex|remark-|lint-|toc\b|\/toc|end[ -]?toc|omit in toc|doctoc|start doctoc|end doctoc|BEGIN|END|region|endregion|#region|#endregion)/i;

/** ZWJ/ZWNJ between two letters of a script that uses them, or inside an emoji sequence, are text, not hiding. */
function legitimateJoiner(text: string, at: number, cp: number): boolean {
  if (cp !== 0x200c && cp !== 0x200d) return false;
  const before = [...text.slice(Math.max(0, at - 2), at)].pop() ?? '';
  const after = [...text.slice(at + 1, at + 3)][0] ?? '';
  if (cp === 0x200d && (/\p{Extended_Pictographic}|\uFE0F|[\u{1F3FB}-\u{1F3FF}]/u.test(before) || /\p{Extended_Pictographic}/u.test(after))) return true;
  return /[\p{L}\p{M}]/u.test(before) && /[\p{L}\p{M}]/u.test(after) && ![...(before + after)].some((c) => c.charCodeAt(0) < 0x80);
}

/** One character of INVISIBLE (no `g`: `test` keeps no position). */
const INVISIBLE_ONE = new RegExp(INVISIBLE.source, 'u');

/** Bidi embeddings, overrides and isolates: they reorder what a reviewer sees (Trojan Source). */
const REORDERS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether the character at `at` can hide or disguise text: a bidi control or a tag character; or a
 * zero-width character inside a word (`r\u200Bm` reads as `rm` and is not `rm`) or next to another
 * invisible one. A single one at a word's edge (a stray U+2060 before `schedules` pasted from a web
 * page) changes no word a reviewer reads: still reported, as a warning.
 */
function disguises(text: string, at: number, cp: number): boolean {
  if (cp >= 0xe0000 || REORDERS.test(String.fromCodePoint(cp))) return true;
  const before = [...text.slice(Math.max(0, at - 2), at)].pop() ?? '';
  const after = [...text.slice(at + 1, at + 3)][0] ?? '';
  if (INVISIBLE_ONE.test(before) || INVISIBLE_ONE.test(after)) return true;
  return WORD_CHAR.test(before) && WORD_CHAR.test(after);
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

function invisible(ctx: CheckContext, path: string, text: string): Finding[] {
  const byLine = new Map<number, { cps: Map<number, number>; tags: string; disguises: boolean }>();
  for (const m of text.matchAll(INVISIBLE)) {
    const at = m.index ?? 0;
    const cp = m[0].codePointAt(0)!;
    if (cp === 0xfeff && at === 0) continue; // the BOM (reported by the input check)
    if (legitimateJoiner(text, at, cp)) continue;
    const line = lineAt(text, at);
    let e = byLine.get(line);
    if (!e) byLine.set(line, (e = { cps: new Map(), tags: '', disguises: false }));
    if (!e.disguises && disguises(text, at, cp)) e.disguises = true;
    e.cps.set(cp >= 0xe0000 ? 0xe0000 : cp, (e.cps.get(cp >= 0xe0000 ? 0xe0000 : cp) ?? 0) + 1);
    if (cp >= 0xe0020 && cp <= 0xe007e) e.tags += String.fromCharCode(cp - 0xe0000);
  }
  if (byLine.size === 0) return [];
  const readers = sortTools(readersOf(ctx, path).keys());
  const who = readers.length ? toolNames(readers) : 'every tool that loads it';
  const out: Finding[] = [];
  for (const [line, { cps, tags, disguises: hides }] of [...byLine].slice(0, MAX_UNICODE_FINDINGS_PER_FILE)) {
    const list = [...cps]
      .map(([cp, n]) => `${cp === 0xe0000 ? 'U+E00xx' : hex(cp)} ${charName(cp)}${n > 1 ? ` ×${n}` : ''}`)
      .join(', ');
    out.push({
      check: 'hidden',
      severity: hides ? 'error' : 'warning',
      path,
      line,
      tools: readers.length ? readers : undefined,
      message:
        `Line ${line} of ${path} contains invisible or direction-changing characters (${list}): reviewers do not see them, but they reach ${who}` +
        (tags ? `; the tag characters spell out hidden text: ${JSON.stringify(clip(tags, 120))}` : ''),
      fix: 'Remove the characters (or the whole line) and review where they came from; instruction files need none of them.',
      key: `hidden-unicode:${path}:${line}`,
    });
  }
  if (byLine.size > MAX_UNICODE_FINDINGS_PER_FILE) {
    const last = out[out.length - 1]!;
    last.message += ` (and ${byLine.size - MAX_UNICODE_FINDINGS_PER_FILE} more lines in this file)`;
  }
  return out;
}

/**
 * A path of a file the tools load whose name hides or reorders characters (`evil\u202eFDP.md`
 * renders as `evildm.PDF`, a zero-width space makes two names look alike, a newline or escape
 * sequence rewrites a terminal line). Ordinary non-ASCII names (`über.md`, CJK, joiners between
 * letters of scripts that use them) are names, not hiding.
 */
function names(ctx: CheckContext, path: string): Finding | undefined {
  const cps = new Map<number, number>();
  for (const m of path.matchAll(INVISIBLE_IN_NAMES)) {
    const cp = m[0].codePointAt(0)!;
    if (legitimateJoiner(path, m.index ?? 0, cp)) continue;
    const k = cp >= 0xe0000 ? 0xe0000 : cp;
    cps.set(k, (cps.get(k) ?? 0) + 1);
  }
  if (cps.size === 0) return undefined;
  const readers = sortTools(readersOf(ctx, path).keys());
  const list = [...cps].map(([cp, n]) => `${cp === 0xe0000 ? 'U+E00xx' : hex(cp)} ${charName(cp)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
  return {
    check: 'hidden',
    severity: 'error',
    path,
    tools: readers.length ? readers : undefined,
    message: `The path ${printable(path)} contains invisible, direction-changing or control characters (${list}): reviewers see a different name (or none) than the one ${readers.length ? toolNames(readers) : 'the tools'} ${readers.length === 1 ? 'loads' : 'load'}`,
    fix: 'Rename the file or directory without them (git mv); no instruction file needs them in its name.',
    key: `hidden-name:${path}`,
  };
}

function comments(ctx: CheckContext, path: string, text: string): Finding[] {
  const regions = htmlCommentRegions(text);
  if (regions.length === 0) return [];
  const readers = [...readersOf(ctx, path).values()];
  const keepers = sortTools(readers.filter((r) => r.keepsComments).map((r) => r.tool));
  const commentExpanders = sortTools(readers.filter((r) => r.expandsInComments).map((r) => r.tool));
  const refs: ImportRef[] = [];
  const starts = new Set<number>();
  for (const grammar of ['qwen', 'claude'] as const) {
    for (const r of scanImports(text, { grammar, code: 'marked' })) {
      if (r.inComment && !r.inCode && !starts.has(r.start)) {
        starts.add(r.start);
        refs.push(r);
      }
    }
  }
  const out: Finding[] = [];
  const prose: { line: number; endLine: number; body: string }[] = [];
  for (const [s, e] of regions) {
    const body = text.slice(s + 4, text.slice(s, e).endsWith('-->') ? e - 3 : e).trim();
    const line = lineAt(text, s);
    const endLine = lineAt(text, e - 1);
    const inside = refs.filter((r) => r.start >= s && r.start < e);
    const reached = inside.filter((r) => {
      const t = classifyImport(path, r.spec);
      if (t.kind !== 'repo') return t.kind !== 'url';
      const res = resolvePath(ctx.view, t.path);
      return res.ok && res.entry.kind === 'file';
    });
    if (reached.length > 0 && commentExpanders.length > 0) {
      const r = reached[0]!;
      out.push({
        check: 'hidden',
        severity: 'error',
        path,
        line: r.line,
        endLine: endLine > r.line ? endLine : undefined,
        tools: commentExpanders,
        message:
          `${path} has ${reached.map((x) => `@${x.raw}`).join(', ')} inside an HTML comment (line ${r.line}): invisible in rendered Markdown and easy to miss in review, ` +
          `yet ${toolNames(commentExpanders)} ${agree(commentExpanders, 'expands it and sends', 'expand it and send')} the imported file to the model`,
        fix: 'Move the import out of the comment if it is meant for every reader, or delete it; never hide instructions from review.',
        key: `hidden-import:${path}:${r.line}`,
      });
      continue;
    }
    if (body === '' || DIRECTIVE.test(body) || keepers.length === 0 || marker(body) || regionStart(body, text)) continue;
    prose.push({ line, endLine, body });
  }
  if (prose.length > 0) {
    // One finding per file: the count, the lines, the first comment quoted.
    const first = prose[0]!;
    const last = prose[prose.length - 1]!;
    const where = prose.length === 1 ? (first.endLine > first.line ? `on lines ${first.line}–${first.endLine}` : `on line ${first.line}`) : `on lines ${clip(prose.map((c) => c.line).join(', '), 80)}`;
    out.push({
      check: 'hidden',
      severity: 'warning',
      path,
      line: first.line,
      endLine: last.endLine > first.line ? last.endLine : undefined,
      tools: keepers,
      message:
        `${prose.length === 1 ? 'HTML comment' : `${prose.length} HTML comments`} ${where} of ${path} ${prose.length === 1 ? 'is' : 'are'} invisible in rendered Markdown, but ${toolNames(keepers)} ${agree(keepers, 'sends', 'send')} ${prose.length === 1 ? 'it' : 'them'} to the model: ` +
        JSON.stringify(clip(first.body.replace(/\s+/g, ' '), 80)),
      fix: 'Make the text visible if it is an instruction, or delete it; Claude Code alone strips comments.',
      key: `hidden-comment:${path}`,
    });
  }
  return out;
}

/**
 * A short machine marker (`rule:232`, `section:start`, `prettier-ignore`): one token of at most 40
 * characters. Tools send it too, but it instructs no one and a reviewer loses nothing by not seeing
 * it; two words may already instruct ("NEVER PUSH"), so anything longer is reported.
 */
export function marker(body: string): boolean {
  const b = body.trim();
  return b.length <= 40 && !/\s/.test(b);
}

/**
 * The start of a managed region whose end the file closes later: `robots:start (managed by
 * install.sh - do not edit inside this block)` … `robots:end`, `BEGIN:name …` … `END:name`,
 * `name-start …` … `name-end`. A script's marker with a note to whoever edits the file by hand, not
 * an instruction; a lone "start" with no end is not one (it is reported).
 */
function regionStart(body: string, text: string): boolean {
  const m = /^(?:([\w.-]+)[:-](?:start|begin)|BEGIN[: ]([\w.-]+))\b/i.exec(body.trim());
  const name = m?.[1] ?? m?.[2];
  if (!name) return false;
  const n = escapeRegExp(name);
  return new RegExp(`<!--\\s*(?:${n}[:-]end|END[: ]${n})\\b`, 'i').test(text);
}

function fromFork(ctx: CheckContext): Finding[] {
  if (!ctx.fromFork) return [];
  const names = instructionNames(ctx);
  const out: Finding[] = [];
  for (const path of ctx.changedPaths) {
    if (!ctx.view.entry(path)) continue;
    const readers = sortTools(readersOf(ctx, path).keys());
    // Our own configuration counts too: it sets the tool options (file names, budgets) the stacks follow.
    const isSettings = isSettingsPath(path) || path === DEFAULT_CONFIG_PATH || path.endsWith(`/${DEFAULT_CONFIG_PATH}`);
    if (!isSettings && !isInstructionPath(path, names) && readers.length === 0) continue;
    out.push({
      check: 'hidden',
      severity: 'warning',
      path,
      line: 1,
      tools: readers.length ? readers : undefined,
      message: isSettings
        ? `This pull request comes from a fork and changes ${path}, a settings file that decides which instructions agents load`
        : `This pull request comes from a fork and changes ${path}, which ${readers.length ? toolNames(readers) : 'coding agents'} load as instructions`,
      fix: 'Review the raw file (not the rendered view: comments, invisible characters, @imports) before merging or running agents on this branch.',
      key: `hidden-fork:${path}`,
    });
  }
  return out;
}

export const hidden: Check = {
  id: 'hidden',
  title: 'Instructions hidden from review',
  defaultSeverity: 'error',
  description:
    'Instruction text reviewers cannot see in rendered Markdown but tools read: HTML comments, @imports inside comments, invisible or bidi Unicode (in the text, or in the names of files tools load); and instruction changes in pull requests from forks.',
  run(ctx) {
    const out: Finding[] = [];
    for (const path of inspectedFiles(ctx)) {
      const doc = loadDoc(ctx.view, path);
      if (!doc.ok) continue;
      for (const f of invisible(ctx, path, doc.text)) out.push(f);
      for (const f of comments(ctx, path, doc.text)) out.push(f);
    }
    for (const path of inspectedNames(ctx)) {
      const f = names(ctx, path);
      if (f) out.push(f);
    }
    out.push(...fromFork(ctx));
    return out;
  },
};
