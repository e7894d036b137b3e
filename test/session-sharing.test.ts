// What one resolver shares between sessions (start-ups expanded once per candidate list, inherited
// layers, per-directory name look-ups, touch keys) against sessions resolved each by a fresh
// resolver: on generated trees (nested directories, instruction files of every tool in any case,
// dot-entries holding nothing, copies of a sibling's text, imports, links, rules with globs) every
// stack of every tool, from the root and from each directory, must be the same, in any order.
import { describe, expect, it } from 'vitest';
import { rng } from '../fidelity/explore/covering.js';
import { Resolver } from '../src/engine/resolve.js';
import { plainStack } from '../src/engine/stack.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { IndexedView, type Entry, type ReadResult } from '../src/repo/view.js';

type Node = { kind: 'file'; text: string } | { kind: 'symlink'; target: string };

class MemView extends IndexedView {
  readonly source = 'git' as const;
  readonly label = 'generated';
  readonly absRoot = '/workspace/r';
  readonly hasGitMarker = true;
  constructor(private readonly tree: Map<string, Node>) {
    super();
    for (const [path, n] of [...tree].sort(([a], [b]) => (a < b ? -1 : 1))) {
      this.addEntry(path, n.kind === 'file' ? { kind: 'file', size: Buffer.byteLength(n.text) } : n);
    }
  }
  protected readBlob(path: string, _entry: Entry & { kind: 'file' }): ReadResult {
    const n = this.tree.get(path);
    const bytes = Buffer.from(n?.kind === 'file' ? n.text : '');
    return { ok: true, bytes, size: bytes.length, capped: false };
  }
}

const NAMES = [
  'AGENTS.md',
  'CLAUDE.md',
  'GEMINI.md',
  'agents.md',
  'Claude.md',
  'CLAUDE.local.md',
  'QWEN.md',
  'CONTEXT.md',
  'AGENTS.override.md',
  '.claude/CLAUDE.md',
  '.claude/rules/api.md',
  '.github/copilot-instructions.md',
  '.github/instructions/ts.instructions.md',
  '.cursor/rules/style.mdc',
  '.cursorrules',
  '.eslintrc',
  'index.ts',
  'README.md',
];

function generate(seed: number): Map<string, Node> {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const dirs = [''];
  for (let i = 0; i < 14; i++) {
    const up = pick(dirs);
    if (up.split('/').length < 5) dirs.push(up === '' ? `d${i}` : `${up}/d${i}`);
  }
  const tree = new Map<string, Node>();
  const texts: string[] = [];
  for (const dir of dirs) {
    tree.set(dir === '' ? 'src.ts' : `${dir}/src.ts`, { kind: 'file', text: 'export {};\n' });
    for (const name of NAMES) {
      if (r() > 0.18) continue;
      const p = dir === '' ? name : `${dir}/${name}`;
      const roll = r();
      let text: string;
      if (roll < 0.1) text = '  \n';
      else if (roll < 0.25 && texts.length > 0) text = pick(texts);
      else {
        const lines = [`# ${p}`];
        if (name.endsWith('.mdc')) lines.unshift('---', `globs: ${pick(['**/*.ts', 'd1/**'])}`, `alwaysApply: ${r() < 0.5}`, '---');
        else if (name.includes('rules/')) lines.unshift('---', `paths: ["${pick(['**/*.ts', 'd1/**'])}"]`, '---');
        else if (name.endsWith('.instructions.md')) lines.unshift('---', `applyTo: "${pick(['**/*.ts', '**'])}"`, '---');
        if (r() < 0.4) lines.push(`See @${pick(['AGENTS.md', 'CLAUDE.md', '../AGENTS.md', 'missing.md', '/d1/AGENTS.md'])}.`);
        text = `${lines.join('\n')}\n`;
      }
      texts.push(text);
      tree.set(p, r() < 0.06 ? { kind: 'symlink', target: pick(['../AGENTS.md', 'AGENTS.md', '../../outside.md']) } : { kind: 'file', text });
    }
  }
  return tree;
}

/** Every tool's stacks from the root (touching each file) and from each directory, as JSON. */
function stacks(view: MemView, sessions: { tool: (typeof TOOL_IDS)[number]; cwd: string; touch: string[] }[], shared: boolean): string[] {
  let r = new Resolver(view);
  return sessions.map((s) => {
    if (!shared) r = new Resolver(view);
    return JSON.stringify(plainStack(r.stack(s.tool, s.cwd, s.touch)));
  });
}

describe('sessions sharing one resolver', () => {
  it('get the stacks fresh resolvers give them, in any order', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const tree = generate(seed);
      const files = [...tree.keys()].filter((p) => p.endsWith('src.ts') || p.endsWith('.md'));
      const dirs = [...new Set(files.map((p) => p.slice(0, Math.max(0, p.lastIndexOf('/')))))];
      const sessions = TOOL_IDS.flatMap((tool) => [...dirs.map((cwd) => ({ tool, cwd, touch: [] })), ...files.map((t) => ({ tool, cwd: '', touch: [t] }))]);
      const full = stacks(new MemView(tree), sessions, false);
      expect(stacks(new MemView(tree), sessions, true), `seed ${seed}`).toEqual(full);
      const reversed = [...sessions].reverse();
      expect(stacks(new MemView(tree), reversed, true), `seed ${seed}, reversed`).toEqual([...full].reverse());
    }
  });
});
