// Markdown structure the tools care about: code (where `@x` is not an import) and HTML comments
// (stripped by some tools, invisible to reviewers in all). Uses marked's lexer, as Qwen Code does.
import { Lexer, type Token } from 'marked';
import { boundedMemo } from '../memo.js';

export type Region = readonly [start: number, end: number];

const regionMemo = boundedMemo<Region[]>(5000);

/** Fenced/indented code blocks and inline code spans, as `marked`'s lexer sees them. */
export function codeRegions(text: string): Region[] {
  return regionMemo(text, () => lexCodeRegions(text));
}

function lexCodeRegions(text: string): Region[] {
  const regions: Region[] = [];
  let tokens: Token[];
  try {
    tokens = new Lexer({ gfm: true }).lex(text);
  } catch {
    tokens = [];
  }
  let offset = 0;
  for (const t of tokens) {
    collect(t, offset, regions);
    offset += t.raw.length;
  }
  return regions;
}

function collect(t: Token, base: number, out: Region[]): void {
  if (t.type === 'code' || t.type === 'codespan') {
    out.push([base, base + t.raw.length]);
    return;
  }
  const children = childTokens(t);
  let from = 0;
  for (const c of children) {
    const at = t.raw.indexOf(c.raw, from);
    if (at < 0) continue;
    collect(c, base + at, out);
    from = at + c.raw.length;
  }
}

function childTokens(t: Token): Token[] {
  const out: Token[] = [];
  if ('tokens' in t && Array.isArray(t.tokens)) out.push(...(t.tokens as Token[]));
  if (t.type === 'list') for (const item of t.items) out.push(item);
  return out;
}

/** Code spans as Gemini CLI finds them: runs of backticks only (`~~~` fences are not protected). */
export function backtickRegions(text: string): Region[] {
  const out: Region[] = [];
  const re = /(`+)([\s\S]*?)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}

export function inRegions(regions: readonly Region[], at: number): boolean {
  for (const [s, e] of regions) if (at >= s && at < e) return true;
  return false;
}

/** HTML comments outside code. An unclosed `<!--` runs to the end, as in HTML. */
export function htmlCommentRegions(text: string): Region[] {
  const code = codeRegions(text);
  const out: Region[] = [];
  let from = 0;
  for (;;) {
    const s = text.indexOf('<!--', from);
    if (s < 0) break;
    if (inRegions(code, s)) {
      from = s + 4;
      continue;
    }
    const e = text.indexOf('-->', s + 4);
    const end = e < 0 ? text.length : e + 3;
    out.push([s, end]);
    from = end;
  }
  return out;
}

/** Removes HTML comments outside code (Claude Code strips them before sending). */
export function stripHtmlComments(text: string): string {
  const regions = htmlCommentRegions(text);
  if (regions.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [s, e] of regions) {
    out += text.slice(at, s);
    at = e;
  }
  return out + text.slice(at);
}
