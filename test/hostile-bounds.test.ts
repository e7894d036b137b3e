// Bounded work per file (issue 12): the dead-pattern test of rules-frontmatter looks only where a
// pattern's literal base points, works each pattern out once per run, and stops at a work budget,
// saying what it left unchecked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesFrontmatter } from '../src/checks/rules-frontmatter.js';
import type { CheckContext } from '../src/checks/index.js';
import { Resolver } from '../src/engine/resolve.js';
import { WorkBudget } from '../src/deadline.js';
import picomatch from 'picomatch';
import { globMatcher, globRefused } from '../src/glob.js';
import { WorktreeView } from '../src/repo/worktree.js';
import { rng } from '../fidelity/explore/covering.js';
import type { Finding } from '../src/types.js';

const work = mkdtempSync(join(tmpdir(), 'is-bounds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function repo(name: string, files: Record<string, string>): string {
  const root = join(work, name);
  for (const [p, text] of Object.entries(files)) {
    try {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), text);
    } catch {
      // a random path that clashes with a directory (or a file) already written: left out
    }
  }
  return root;
}

function check(root: string): Finding[] {
  const view = new WorktreeView(root, { hasGitMarker: true });
  const ctx: CheckContext = { view, resolver: new Resolver(view), tools: ['claude-code'], stacks: [], changedPaths: [], fromFork: false };
  return rulesFrontmatter.run(ctx);
}

const rule = (patterns: string[]): string => `---\npaths:\n${patterns.map((p) => `  - ${JSON.stringify(p)}`).join('\n')}\n---\nRule.\n`;

describe('rules-frontmatter dead patterns, bounded', () => {
  it('looking only under a pattern’s literal base finds the same dead patterns as testing every path', () => {
    const r = rng(12);
    const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
    const segs = ['src', 'lib', 'a', 'ab', 'a.b', 'src0', '.hidden', 'x y'];
    const files: string[] = [];
    for (let i = 0; i < 300; i++) files.push(Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(segs)).join('/') + pick(['.ts', '.md', '', '/f.js']));
    const parts = ['src', 'lib', 'a', 'ab', 'a.b', 'src0', '.hidden', 'x y', '**', '*', '*.ts', '{a,lib}', 'a?', '[ab]*', '+(a|b)', 'nope'];
    const patterns = Array.from({ length: 400 }, () => {
      let p = Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(parts)).join('/');
      if (r() < 0.1) p = `./${p}`;
      if (r() < 0.1) p = `${p}/`;
      if (r() < 0.05) p = `!${p}`;
      return p;
    });
    patterns.push(...files.slice(0, 20), 'src', 'src/', 'a\\*b/**');
    const root = repo('agree', { ...Object.fromEntries(files.map((f) => [f, 'x\n'])), '.claude/rules/many.md': rule([...new Set(patterns)]) });
    const view = new WorktreeView(root, { hasGitMarker: true });
    const all = view.allPaths();
    const reported = new Set(
      check(root)
        .filter((f) => f.key?.startsWith('frontmatter-glob:'))
        .map((f) => f.key!.slice('frontmatter-glob:.claude/rules/many.md:'.length)),
    );
    // The check reports at most 20 per file: compare those, and that every dead one it names is dead.
    const dead = [...new Set(patterns)].filter((p) => {
      const q = p.replace(/^\.\//, '');
      const m = globMatcher(q);
      return !all.some(m);
    });
    expect(dead.length).toBeGreaterThan(20);
    for (const p of reported) expect(dead).toContain(p);
    expect(reported.size).toBe(20);
    // The first 20 dead ones, in the file's order, are the ones reported.
    expect([...reported].sort()).toEqual(dead.slice(0, 20).sort());
  });

  it('each pattern is judged alive or dead exactly as testing every path would (one pattern per rule)', () => {
    const files = ['src/a.ts', 'src/b/c.md', 'srcx/d.ts', 'lib/.e', 'a*b/x', 'one'];
    const cases: [string, boolean][] = [
      ['src/**/*.ts', false],
      ['src/**', false],
      ['src', true],
      ['src/', true],
      ['srcx/*.ts', false],
      ['src/*.md', true],
      ['{src,lib}/**/.e', false],
      ['lib/*', false],
      ['a\\*b/x', false],
      ['./one', false],
      ['missing/**', true],
      ['!src/**', false],
    ];
    const root = repo('single', { ...Object.fromEntries(files.map((f) => [f, 'x\n'])), ...Object.fromEntries(cases.map(([p], i) => [`.claude/rules/r${i}.md`, rule([p, 'one'])])) });
    const fs = check(root);
    for (const [i, [p, dead]] of cases.entries()) {
      const named = fs.some((f) => f.path === `.claude/rules/r${i}.md` && f.message.includes(`pattern ${JSON.stringify(p)} matches no file`));
      expect([p, named]).toEqual([p, dead]);
    }
  });

  it('past its work budget a rule file’s remaining patterns are left unchecked, in one warning that says how many', () => {
    const files = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`src/d${i % 20}/f${i}.ts`, 'x\n']));
    // Every pattern could match anywhere (no literal base): each costs a test per path.
    const root = repo('budget', { ...files, '.claude/rules/huge.md': rule(Array.from({ length: 5_000 }, (_, i) => `**/x${i}.ts`)) });
    const t0 = performance.now();
    const fs = check(root);
    const ms = performance.now() - t0;
    const unchecked = fs.find((f) => f.key === 'frontmatter-unchecked:.claude/rules/huge.md');
    expect(unchecked?.severity).toBe('warning');
    expect(unchecked?.message).toMatch(/^\.claude\/rules\/huge\.md: [\d,]+ of its 5,000 paths patterns were not checked against the tree: testing them would cost more work than instruction-stack spends on one file; patterns among them that match no file are not reported$/);
    const left = Number(unchecked!.message.match(/: ([\d,]+) of its/)![1]!.replace(/,/g, ''));
    expect(left).toBeGreaterThan(1_000);
    expect(left).toBeLessThan(5_000);
    // Not every pattern was seen, so the rule is not said never to load.
    expect(fs.some((f) => /never loads/.test(f.message))).toBe(false);
    expect(ms).toBeLessThan(30_000);
  });
});

describe('WorkBudget', () => {
  it('a file budget inside a run budget: spending stops at whichever is used up first, and takes nothing when refused', () => {
    const run = new WorkBudget(100);
    const a = new WorkBudget(60, run);
    expect(a.spend(50)).toBe(true);
    expect(a.spend(20)).toBe(false);
    expect([a.ownLeft, run.left]).toEqual([10, 50]);
    const b = new WorkBudget(60, run);
    expect(b.spend(45)).toBe(true);
    expect(b.left).toBe(5);
    expect(b.spend(6)).toBe(false);
    expect(run.left < b.ownLeft).toBe(true);
  });
});

describe('globMatcher', () => {
  it('answers as picomatch does on random patterns and paths (the literal-base shortcut and the linear engine change no answer)', () => {
    const r = rng(1212);
    const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
    const parts = ['src', 'a', 'ab', 'a.b', '.git', 'x y', '**', '*', '*.ts', '{a,src}', '{,x}', 'a?', '[ab]*', '[!a]', '+(a|b)', '@(src|a)', '*(a)', '(a|b)', 'a\\*b', '*a*a*a'];
    const segs = ['src', 'a', 'ab', 'a.b', '.git', 'x y', 'a*b', 'aaa', 'b.ts', 'f.ts'];
    const paths = Array.from({ length: 150 }, () => Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(segs)).join('/'));
    paths.push('src', 'a', '/abs/src/f.ts', 'src/', '');
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      let p = Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(parts)).join('/');
      const k = r();
      if (k < 0.08) p = `./${p}`;
      else if (k < 0.16) p = `${p}/`;
      else if (k < 0.22) p = `!${p}`;
      else if (k < 0.26) p = `/abs/${p}`;
      if (globRefused(p)) continue;
      const ours = globMatcher(p);
      const theirs = picomatch(p, { dot: true });
      for (const path of paths) {
        expect([p, path, ours(path)]).toEqual([p, path, path !== '' && theirs(path)]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(25_000);
  });

  it('a list is compiled once per list object, and a long one answers each path once', () => {
    const list = Array.from({ length: 100 }, (_, i) => `**/x${i}/CLAUDE.md`);
    const m = globMatcher(list);
    expect(globMatcher(list)).toBe(m);
    expect(globMatcher([...list])).not.toBe(m);
    expect([m('a/x7/CLAUDE.md'), m('a/x7/CLAUDE.md'), m('a/y/CLAUDE.md')]).toEqual([true, true, false]);
  });

  it('a rule of 70,000 patterns matches a path without compiling them', () => {
    const patterns = Array.from({ length: 70_000 }, (_, i) => `gen-${i}/**/*.ts`);
    const t0 = performance.now();
    const m = globMatcher(patterns);
    expect(m('src/f.ts')).toBe(false);
    expect(m('gen-69999/x/f.ts')).toBe(true);
    // Compiling 70,000 expressions took over 5 s; prefix tests take milliseconds (generous bound for a loaded machine).
    expect(performance.now() - t0).toBeLessThan(3_000);
  });
});
