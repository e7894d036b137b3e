// The fidelity explorer's own logic (no real tool is run here): covering arrays, case generation,
// delta debugging, and how a disagreement is named.
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPairs, coveredPairs, pairwise, randomRows } from '../fidelity/explore/covering.js';
import { check } from '../fidelity/explore/adopt.js';
import { ddmin } from '../fidelity/explore/ddmin.js';
import { Engine } from '../fidelity/engine.js';
import { DIMENSIONS } from '../fidelity/explore/dimensions.js';
import { place, summarise } from '../fidelity/explore/explore.js';
import { build, generate, paramsOf } from '../fidelity/explore/generate.js';
import { writeTree } from '../fidelity/explore/tree.js';

describe('covering arrays', () => {
  it('covers every pair of values of every two dimensions', () => {
    const sizes = [3, 4, 2, 5, 3];
    const rows = pairwise(sizes, 7);
    expect(coveredPairs(sizes, rows).size).toBe(allPairs(sizes));
    // far fewer rows than the full product (360)
    expect(rows.length).toBeLessThan(40);
    for (const r of rows) r.forEach((v, i) => expect(v).toBeLessThan(sizes[i] ?? 0));
  });

  it('is deterministic for a seed', () => {
    expect(pairwise([3, 3, 3], 1)).toEqual(pairwise([3, 3, 3], 1));
    expect(randomRows([3, 3, 3], 5, 9)).toEqual(randomRows([3, 3, 3], 5, 9));
    expect(randomRows([9, 9, 9], 5, 1)).not.toEqual(randomRows([9, 9, 9], 5, 2));
  });
});

describe('generated cases', () => {
  const cases = generate(60, 1);

  it('gives every file of a case its own sentinel', () => {
    for (const c of cases) {
      const seen = new Set<string>();
      for (const [path, e] of c.tree) {
        if (e.kind !== 'file') continue;
        for (const m of e.content.matchAll(/SENTINEL_[A-Za-z0-9_]+/g)) {
          expect(m[0].startsWith(`SENTINEL_E${c.id}_`), `${c.id} ${path}`).toBe(true);
          expect(seen.has(m[0]), `${m[0]} appears in two files`).toBe(false);
          seen.add(m[0]);
        }
      }
    }
  });

  it('touches files that exist, from a working directory that exists', () => {
    for (const c of cases) {
      for (const t of c.touch) expect(c.tree.has(t) || [...c.tree.keys()].some((p) => t.startsWith('a/b/c/') && p.startsWith('lib/c/')), `${c.id} ${t}`).toBe(true);
      if (c.cwd !== '.') expect([...c.tree.keys()].some((p) => p.startsWith(`${c.cwd}/`))).toBe(true);
    }
  });

  it('has a stable id per parameter set and distinct ids across the set', () => {
    expect(generate(5, 1).map((c) => c.id)).toEqual(cases.slice(0, 5).map((c) => c.id));
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('covers every value of every dimension, with touch cases and plain cases', () => {
    const all = generate(400, 1);
    for (const d of DIMENSIONS) {
      const seen = new Set(all.map((c) => c.params[d.name]));
      for (const v of d.values) expect(seen.has(v), `${d.name}=${v}`).toBe(true);
    }
    const touch = all.filter((c) => c.touch.length > 0).length;
    expect(touch / all.length).toBeGreaterThan(0.3);
    expect(touch).toBeLessThan(all.length);
  });

  it('builds the contents, imports and links a dimension value names', () => {
    const base = paramsOf(DIMENSIONS.map(() => 0));
    const crlf = build({ ...base, root: 'agents', content: 'crlf', imports: 'none', links: 'none' });
    const agents = crlf.tree.get('AGENTS.md');
    expect(agents?.kind === 'file' && agents.content.includes('\r\n') && !/[^\r]\n/.test(agents.content)).toBe(true);

    const chain = build({ ...base, root: 'claude', imports: 'nested', links: 'chain' });
    expect(chain.tree.get('CLAUDE.md')).toEqual({ kind: 'link', target: 'docs/hop.md' });
    expect(chain.tree.get('docs/hop.md')).toEqual({ kind: 'link', target: 'real-CLAUDE_md.md' });
    const real = chain.tree.get('docs/real-CLAUDE_md.md');
    expect(real?.kind === 'file' && real.content.includes('@docs/imp.md')).toBe(true);

    const rules = build({ ...base, rules: 'claude-paths', glob: 'comma', globForm: 'string', links: 'rules-dir-link' });
    expect(rules.tree.get('.claude/rules')).toEqual({ kind: 'link', target: '../shared/_claude_rules' });
    const rule = rules.tree.get('shared/_claude_rules/r.md');
    expect(rule?.kind === 'file' && rule.content.startsWith('---\npaths: "**/*.md, **/*.ts"\n---\n')).toBe(true);

    // Claude Code 2.1.332 ignores the user setting: compared with the engine's default; the scratch copy
    // has nothing outside it, so links leaving the repository dangle for every tool that could read them
    const missing = { outsideLinkTargets: 'missing' };
    expect(build({ ...base, state: 'claude-md-only' }).options).toEqual({ codex: { trusted: false, ...missing }, pi: missing, 'claude-code': missing, opencode: missing });
    expect(build({ ...base, state: 'codex-trusted' }).options).toEqual({ codex: missing, pi: missing, 'claude-code': missing, opencode: missing });
  });

  it('writes a tree to disk with its symlinks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'explore-test-'));
    try {
      const c = build({ ...paramsOf(DIMENSIONS.map(() => 0)), root: 'claude', links: 'file-link' });
      writeTree(c.tree, dir);
      expect(lstatSync(join(dir, 'CLAUDE.md')).isSymbolicLink()).toBe(true);
      expect(readlinkSync(join(dir, 'CLAUDE.md'))).toBe('docs/real-CLAUDE_md.md');
      expect(readFileSync(join(dir, 'CLAUDE.md'), 'utf8')).toContain(`SENTINEL_E${c.id}_CLAUDE_md`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ddmin', () => {
  it('finds the smallest failing subset', async () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const calls: string[][] = [];
    const r = await ddmin(items, async (s) => {
      calls.push(s);
      return s.includes('c') && s.includes('f');
    });
    expect(r.items).toEqual(['c', 'f']);
    expect(r.exhausted).toBe(false);
    expect(r.tests).toBe(calls.length);
  });

  it('reduces to nothing when the failure needs no item', async () => {
    expect((await ddmin(['a', 'b', 'c'], async () => true)).items).toEqual([]);
  });

  it('stops at the bound on tests', async () => {
    const r = await ddmin([...'abcdefghijklmnop'], async (s) => s.includes('p') && s.includes('a'), 3);
    expect(r.tests).toBeLessThanOrEqual(3);
    expect(r.exhausted).toBe(true);
    expect(r.items).toContain('a');
    expect(r.items).toContain('p');
  });
});

describe('disagreement labels', () => {
  it('names where a file stands in the generated layout', () => {
    expect(place('a/b/CLAUDE.md')).toBe('cwd-dir/CLAUDE.md');
    expect(place('lib/c/AGENTS.md')).toBe('below/AGENTS.md');
    expect(place('.claude/rules/sub/r.md')).toBe('.claude/rules/<sub>/r.md');
    expect(place('docs/imp2.md')).toBe('import imp2.md');
  });

  it('counts plain and touch comparisons per tool', () => {
    const s = summarise([
      { tool: 'codex', version: '1', caseId: 'A', touch: false, verdict: 'agree', behaviours: [], diffs: [] },
      { tool: 'codex', version: '1', caseId: 'B', touch: true, verdict: 'disagree', behaviours: ['missing touch: below/AGENTS.md'], diffs: ['x'] },
    ]);
    expect(s).toEqual([{ tool: 'codex', versions: ['1'], plain: 1, touch: 1, agreed: 1, disagreed: 1, errors: 0, behaviours: { 'missing touch: below/AGENTS.md': 1 } }]);
  });
});

describe('adopting a minimised disagreement', () => {
  it('agrees only when the engine reproduces the recorded truth, cut byte included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'explore-adopt-'));
    try {
      mkdirSync(join(dir, 'repo'));
      writeFileSync(join(dir, 'repo', 'AGENTS.md'), `SENTINEL_EAAAAAA_A\n${'x'.repeat(40_000)}\nSENTINEL_EAAAAAA_A_END\n`);
      const write = (c: object): void => writeFileSync(join(dir, 'expected.json'), JSON.stringify({ description: 'd', git: true, cases: [c] }));
      const engine = await Engine.load(fileURLToPath(new URL('..', import.meta.url)), 'import');
      write({ tool: 'codex', cwd: '.', sentinels: ['SENTINEL_EAAAAAA_A'], layers: [{ path: 'AGENTS.md', keptBytes: 32768 }] });
      expect(check(engine, dir, 'x').problems).toEqual([]);
      write({ tool: 'codex', cwd: '.', sentinels: ['SENTINEL_EAAAAAA_A'], layers: [{ path: 'AGENTS.md', keptBytes: 64 }] });
      expect(check(engine, dir, 'x').problems).toEqual(['codex AGENTS.md: tool keeps 64 B, engine 32768 B']);
      write({ tool: 'pi', cwd: '.', sentinels: [] });
      expect(check(engine, dir, 'x').agrees).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('minimiser keeps what a touched path goes through', () => {
  it('names the directory link and the file at its target', async () => {
    const { entriesOf } = await import('../fidelity/explore/tree.js');
    const { file, link } = await import('../fidelity/explore/tree.js');
    const tree = new Map([
      ['a/b/c', link('../../lib/c')],
      ['lib/c/f.ts', file('x')],
      ['lib/c/CLAUDE.md', file('y')],
    ]);
    expect(entriesOf(tree, 'a/b/c/f.ts')).toEqual(['a/b/c', 'lib/c/f.ts']);
    expect(entriesOf(tree, 'lib/c/f.ts')).toEqual(['lib/c/f.ts']);
    expect(entriesOf(new Map([['x', link('../out')]]), 'x/f.ts')).toEqual(['x']);
  });
});
