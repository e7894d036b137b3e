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
