// A pull request's base reads the head's documents where both reach the same blob the same way
// (doc/load.ts shareDocs): against a base that reads its own, on generated base/head pairs (files
// changed, added, removed, linked, renamed in case), every stack of every tool on the base must be
// the same, and the head's untouched.
import { describe, expect, it } from 'vitest';
import { rng } from '../fidelity/explore/covering.js';
import { loadDoc, shareDocs } from '../src/doc/load.js';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { MemView, type Node } from './pr-trees.js';

const NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'agents.md', 'CLAUDE.local.md', 'QWEN.md', '.claude/rules/api.md', '.github/copilot-instructions.md', '.cursor/rules/a.mdc', 'docs/guide.md'];

function tree(r: () => number): Map<string, Node> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const out = new Map<string, Node>();
  for (const dir of ['', 'a', 'a/b', 'c', 'c/d/e']) {
    out.set(dir === '' ? 'x.ts' : `${dir}/x.ts`, { kind: 'file', text: 'export {};\n' });
    for (const name of NAMES) {
      if (r() < 0.35) out.set(dir === '' ? name : `${dir}/${name}`, { kind: 'file', text: `# ${name}\nSee @${pick(['docs/guide.md', '../AGENTS.md', 'CLAUDE.md', 'missing.md'])}.\n` });
    }
  }
  return out;
}

/** The head: a few files changed, added, removed, turned into links or renamed in case. */
function mutate(base: Map<string, Node>, r: () => number): Map<string, Node> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const out = new Map(base);
  for (let i = 0; i < 4; i++) {
    const paths = [...out.keys()];
    const p = pick(paths);
    const op = r();
    if (op < 0.3) out.set(p, { kind: 'file', text: `changed ${i}\n@AGENTS.md\n` });
    else if (op < 0.5) out.delete(p);
    else if (op < 0.7) out.set(p, { kind: 'symlink', target: pick(['AGENTS.md', '../CLAUDE.md', 'missing.md']) });
    else if (op < 0.85) {
      const node = out.get(p) as Node;
      out.delete(p);
      out.set(p.toUpperCase(), node);
    } else out.set(`${pick(['', 'a/', 'c/d/'])}${pick(NAMES)}`, { kind: 'file', text: `added ${i}\n` });
  }
  return out;
}

const explainAll = (r: Resolver, targets: string[]): string => JSON.stringify(r.explain(targets, { tools: [...TOOL_IDS] }));

describe('a base sharing the head documents', () => {
  it('resolves every stack as a base reading its own', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = rng(seed);
      const baseTree = tree(r);
      const headTree = mutate(baseTree, r);
      const targets = [...new Set([...baseTree.keys(), ...headTree.keys()])].sort();
      const head = new MemView('head', headTree);
      const headOut = explainAll(new Resolver(head), targets);
      const shared = new MemView('base', baseTree);
      shareDocs(shared, head);
      const withShared = explainAll(new Resolver(shared), targets);
      expect(withShared, `seed ${seed}`).toBe(explainAll(new Resolver(new MemView('base', baseTree)), targets));
      expect(explainAll(new Resolver(head), targets), `seed ${seed}: the head`).toBe(headOut);
      // and it did share: an unchanged file read on both is one document
      const same = targets.find((p) => baseTree.get(p)?.kind === 'file' && headTree.get(p)?.kind === 'file' && (baseTree.get(p) as { text: string }).text === (headTree.get(p) as { text: string }).text && p.endsWith('.md'));
      if (same) expect(loadDoc(shared, same)).toBe(loadDoc(head, same));
    }
  });
});
