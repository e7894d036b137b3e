// Frontmatter in the simple subset is read without the YAML library (simpleMapping): on generated
// blocks (keys, quoted and plain scalars, flow lists, `- item` lines, comments, and pieces outside
// the subset: escapes, indicators, core-schema words, numbers, tabs, CR, non-ASCII, odd indents),
// every block it reads must be what yaml parses, with no warning yaml would have logged; and the
// forms rules files use must take the fast path.
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { parseFrontmatter, simpleMapping } from '../src/doc/frontmatter.js';
import { rng } from '../bench/bench.js';

const KEYS = ['paths', 'globs', 'applyTo', 'alwaysApply', 'description', 'trigger', 'a-b', '_x', 'true', 'null', 'No', '__proto__', 'k1', 'paths'];
/** Values the subset reads, then values near it that it must leave to yaml (or read as yaml does). */
const GOOD = ['"src/**/*.ts"', "'docs/*.md'", 'src/**/*.ts', 'Use this, or {that}', 'true', 'false', '[]', '["a", "b"]', "['a','b/**']", '[a, b/*.md]', '"a # b"', 'a - b', '(x)'];
const VALUES = [
  ...GOOD, 'True', 'FALSE', 'null', '~', 'yes', 'no', 'on',
  '1', '0x1f', '1e3', '.inf', '.NaN', 'Infinity', 'NaN', '2024-01-01', '[]', '[ ]', '["a", "b"]', "['a','b/**']", '[a, b/*.md]', '[a b]',
  '["a,b"]', '["a", ]', '[[a]]', '[{a: 1}]', '["a"] # c', '"a" # c', 'a #c', 'a#b', '"a # b"', '"a\\"b"', '"a\\nb"', "'it''s'", "'a\\b'",
  '*alias', '&anchor x', '!tag x', '|', '>', '- x', '? x', '@x', '`x`', '%x', 'a: b', 'a:b', '"unterminated', "'x", '{a: 1}', '"é"',
  'a\tb', '"x"   ', 'trailing   ', '(x)', 'a - b', 'a,', '{', 'x}', '"a" "b"', "''", '""', '[true]', '[null]', '[1]', '[~]',
];
const ITEMS = ['"src/**"', "'a'", 'docs/*.md', 'a, b', '"src/**"', 'docs/*.md', 'true', 'null', '1', '*x', '- y', 'a: b', '"a" # c', 'a #c', '[a]', '{a}', '"x\\y"'];

function block(pick: () => number): string {
  const choose = <T>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)]!;
  const lines: string[] = [];
  const n = 1 + Math.floor(pick() * 5);
  for (let i = 0; i < n; i++) {
    const r = pick();
    const key = choose(KEYS);
    if (r < 0.55) lines.push(`${key}:${choose([' ', '  ', ' ', ''])}${choose(pick() < 0.6 ? GOOD : VALUES)}`);
    else if (r < 0.8) {
      lines.push(`${key}:${choose(['', ' ', '  '])}`);
      const indent = choose(['  ', '  ', ' ', '    ', '']);
      const m = Math.floor(pick() * 4);
      for (let j = 0; j < m; j++) lines.push(`${pick() < 0.9 ? indent : choose(['', ' ', '   '])}-${choose([' ', '  ', ''])}${choose(ITEMS)}`);
    } else if (r < 0.87) lines.push(choose(['', '   ', '# note', '#', '  # indented']));
    else if (r < 0.93) lines.push(choose(['---x', '...', '%YAML 1.2', 'key : v', ' paths: x', 'paths:\tx', 'pa th: x', 'x']));
    else lines.push(`${key}: ${choose(VALUES)}${choose(['\r', ' ', '\u00a0', ''])}`);
  }
  return lines.join('\n');
}

describe('frontmatter subset read without yaml', () => {
  it('reads every block it accepts as yaml does, with no warning', () => {
    const pick = rng(21);
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      const raw = block(pick);
      const fast = simpleMapping(raw);
      if (fast === undefined) continue;
      accepted++;
      const doc = parseDocument(raw);
      expect(doc.errors, JSON.stringify(raw)).toEqual([]);
      expect(doc.warnings, JSON.stringify(raw)).toEqual([]);
      expect(fast, JSON.stringify(raw)).toStrictEqual(parse(raw));
    }
    expect(accepted).toBeGreaterThan(700);
  });

  it('takes the forms rules files use', () => {
    const forms = [
      'paths: ["packages/p000/**/*.ts"]',
      'applyTo: "packages/p003/**/*.ts"',
      "globs: src/**/*.ts, docs/*.md\nalwaysApply: false",
      'paths:\n  - "src/**"\n  - docs/*.md\n\n# why\ndescription: Use for tests',
      'trigger: glob\nglobs: "*.py"',
      'paths: []\nempty:',
    ];
    for (const raw of forms) {
      expect(simpleMapping(raw), raw).toStrictEqual(parse(raw));
      expect(parseFrontmatter('r.md', `---\n${raw}\n---\nbody\n`).data).toStrictEqual(parse(raw));
    }
  });
});
