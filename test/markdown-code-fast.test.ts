// A text without backticks, tildes, tabs or four spaces in a row is not lexed (codeRegions answers
// "no code" at once): on generated Markdown (quotes, lists, headings, HTML, escapes, entities, line
// endings), marked's own tokens must find no code in every such text, and codeRegions must give
// marked's regions for every text.
import { describe, expect, it } from 'vitest';
import { codeRegions, htmlCommentRegions, markedCodeRegions, stripHtmlComments } from '../src/doc/markdown.js';
import { rng } from '../bench/bench.js';

/** Pieces of Markdown that build containers, code-like constructs without the code characters, and prose. */
const PLAIN = [
  'a', 'word', ' ', '  ', '   ', '\n', '\n\n', '\r\n', '\r', '>', '> ', '>>', '- ', '* ', '+ ', '1. ', '10) ', '2.', '#', '## ',
  '<!--', '-->', '@x.md', '@./y/z.md', '*', '_', '**b**', '[a](b)', '<pre>', '</pre>', '<code>', '</code>', '<div>', '</div>',
  '|', '| a | b |', '|---|---|', '---', '===', '\\', '&#96;', '&#x60;', '&#126;', '  \n', '<', '&', '"', "'", '\u00a0', '\u3000',
  '\f', '\v', '$x$', ':::', '"""', "'''", '<script>', 'http://x.y/z', '<!-- a -->', '[^1]', '[^1]: n', '- [ ] t', '- [x] t',
];
/** The characters marked needs for code, mixed in for the second property. */
const CODEISH = ['`', '``', '```', '~', '~~~', '\t', '    ', '     ', '```js\n', '\n```', '> ```', '-     c', '1.     c'];

function text(pick: () => number, pieces: readonly string[], n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pieces[Math.floor(pick() * pieces.length)]!;
  return s;
}

describe('code regions without lexing', () => {
  it('marked finds no code in a text without backticks, tildes, tabs or four spaces', () => {
    const pick = rng(11);
    let checked = 0;
    for (let i = 0; i < 4000; i++) {
      const t = text(pick, PLAIN, 1 + Math.floor(pick() * 60));
      if (/[`~\t]| {4}/.test(t)) continue; // three-space pieces can meet
      checked++;
      expect(markedCodeRegions(t), JSON.stringify(t)).toEqual([]);
      expect(codeRegions(t)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(2500);
  });

  it('gives marked regions for every text, with or without code', () => {
    const pick = rng(12);
    let withCode = 0;
    for (let i = 0; i < 3000; i++) {
      const t = text(pick, pick() < 0.5 ? PLAIN : [...PLAIN, ...CODEISH], 1 + Math.floor(pick() * 60));
      const want = markedCodeRegions(t);
      if (want.length > 0) withCode++;
      expect(codeRegions(t), JSON.stringify(t)).toEqual(want);
    }
    expect(withCode).toBeGreaterThan(300);
  });

  it('still leaves an HTML comment in a code span or an indented block alone', () => {
    expect(htmlCommentRegions('`<!-- x -->` and <!-- y -->')).toEqual([[17, 27]]);
    expect(stripHtmlComments('intro\n\n    <!-- kept -->\n\nafter <!-- gone -->')).toBe('intro\n\n    <!-- kept -->\n\nafter ');
  });
});
