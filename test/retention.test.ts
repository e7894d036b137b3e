// What a run keeps after it is done with it: the resolver and its view (directory maps, documents,
// memos) are tens of megabytes on a large repository, and `explain --json` writes its output after
// resolving. Nothing the engine leaves behind (the deadline's progress message among them) may keep
// them reachable once the stacks are all that is used.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Resolver } from '../src/engine/resolve.js';
import { WorktreeView } from '../src/repo/worktree.js';
import { startDeadline, clearDeadline } from '../src/deadline.js';
import type { Stack } from '../src/types.js';
import { analyse } from '../src/analysis/analyse.js';
import { reportJson } from '../src/output/json.js';
import { input, type Node, type Tree } from './pr-trees.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Collects garbage once the current job is over (a WeakRef read in this job keeps its target). */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((r) => setTimeout(r, 0));
  gc();
  return ref.deref() === undefined;
}

function explainAndDrop(): { stacks: Stack[]; resolver: WeakRef<Resolver>; view: WeakRef<WorktreeView> } {
  const view = new WorktreeView(join(import.meta.dirname, '../fixtures/example/repo'), { hasGitMarker: true });
  const resolver = new Resolver(view);
  const stacks = resolver.explain(['packages/web/index.ts', 'packages/api/AGENTS.md', 'docs']);
  return { stacks, resolver: new WeakRef(resolver), view: new WeakRef(view) };
}

describe('what explain leaves reachable', () => {
  it('the stacks, not the resolver or its view, with a deadline running', async () => {
    startDeadline(600);
    try {
      const { stacks, resolver, view } = explainAndDrop();
      expect(stacks.length).toBeGreaterThan(0);
      expect(await collected(resolver)).toBe(true);
      expect(await collected(view)).toBe(true);
      // the stacks still render without them
      expect(stacks.every((s) => typeof s.text === 'string')).toBe(true);
    } finally {
      clearDeadline();
    }
  });
});

describe('what the outputs of a pull request leave reachable', () => {
  // Nested CLAUDE.md files of ~0.9 MB each (under the read cap), the root one edited: every stack
  // changes, each side's text ~5 MB. Working out the diffs and writing the JSON report read every
  // changed text; none may stay reachable through the report once they are written (a kept copy
  // of each text, or a diff line that is a slice of a whole text, kept all of them).
  const big = (tag: string): string => Array.from({ length: 30_000 }, (_, i) => `- rule ${i} of ${tag}: keep the module boundaries as they are`).join('\n') + '\n';
  const dirs = ['a', 'a/b', 'a/b/c', 'a/b/c/d', 'a/b/c/d/e'];
  const tree = (rootText: string): Tree =>
    new Map<string, Node>([
      ['CLAUDE.md', { kind: 'file', text: rootText }],
      ...dirs.map((d): [string, Node] => [`${d}/CLAUDE.md`, { kind: 'file', text: big(d) }]),
      ['a/b/c/d/e/x.ts', { kind: 'file', text: 'export {};\n' }],
    ]);
  const rootText = big('root');

  async function heapAfterGc(): Promise<number> {
    await new Promise((r) => setTimeout(r, 0));
    gc();
    return process.memoryUsage().heapUsed;
  }

  it('neither the texts nor the diffs keep the changed texts', async () => {
    const head = tree(rootText.replace('- rule 7 of root', '- rule 7 (edited) of root'));
    const changed = { source: 'git' as const, capped: false, files: [{ path: 'CLAUDE.md', status: 'modified' as const }, { path: 'a/b/c/d/e/x.ts', status: 'modified' as const }] };
    const report = analyse(input(tree(rootText), head, { tools: ['claude-code'], changed }, () => []));
    const changedGroups = report.groups.filter((g) => g.changed);
    expect(changedGroups.length).toBeGreaterThan(0);
    const textBytes = changedGroups.reduce((n, g) => n + g.head.bytes + (g.base?.bytes ?? 0), 0);
    expect(textBytes).toBeGreaterThan(8_000_000);
    const before = await heapAfterGc();
    let written = 0;
    for (const g of changedGroups) expect(g.diff?.added).toBe(1);
    for (const piece of reportJson(report)) written += piece.length;
    expect(written).toBeGreaterThan(textBytes / 2);
    const after = await heapAfterGc();
    // what stays is the diffs (a few lines each), nowhere near one text
    expect(after - before).toBeLessThan(2_000_000);
    expect(report.groups.length).toBeGreaterThan(0);
  });
});
