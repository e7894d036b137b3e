// Claude Code subagents start with the project stack plus the part of their memory index the tool keeps.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Resolver } from '../src/engine/resolve.js';
import { WorktreeView } from '../src/repo/worktree.js';

const root = fileURLToPath(new URL('../fixtures/engine/subagents/repo', import.meta.url));

describe('claude-code subagents', () => {
  const stacks = new Resolver(new WorktreeView(root, { hasGitMarker: true })).subagents();

  it('reports one stack per subagent with a memory scope, none for agents without one', () => {
    expect(stacks.map((s) => s.agent).sort()).toEqual(['db-expert', 'reviewer']);
  });

  it('adds the first 200 lines of a project memory index and says the rest is lost', () => {
    const s = stacks.find((x) => x.agent === 'reviewer')!;
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md', '.claude/agent-memory/reviewer/MEMORY.md']);
    const mem = s.layers[1]!;
    expect(mem.truncated).toBe(true);
    expect(mem.lastLineKept).toBe(200);
    expect(s.text).toContain('SENTINEL_SUB_ROOT_CLAUDE');
    expect(s.text).toContain('SENTINEL_MEM_L200\n');
    expect(s.text).not.toContain('SENTINEL_MEM_L201');
  });

  it('says a user-scoped memory lives outside the repository', () => {
    const s = stacks.find((x) => x.agent === 'db-expert')!;
    expect(s.layers.map((l) => l.path)).toEqual(['CLAUDE.md']);
    expect(s.outsideView.join('\n')).toContain('~/.claude/agent-memory/db-expert/MEMORY.md');
  });
});
