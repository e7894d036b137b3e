// A session in a directory holding nothing for a tool inherits its parent directory's start-up, and
// its start-up stack takes the parent stack's findings, settings and assumptions instead of working
// them out again (Resolver.inheritedStack), where the options and applied settings are the parent's.
// A start-up whose candidates begin with an ancestor's expands only the rest, from the end state
// of the ancestor's expansion (Resolver.resumable), also where imports are gated on cwd: compared
// with fresh resolvers that never resume.
// Against the full computation of each session's stack (the resolver's own `resolveStack`, which
// works everything out from the start-up) on fixture trees and random mutations of them, with
// options that cut, approve outside imports and leave links' targets missing: every field, text
// included, must be the same, in either order of resolution (parents first or leaves first). Not
// vacuous: most sessions take the shortcut.
import { describe, expect, it } from 'vitest';
import { Resolver } from '../src/engine/resolve.js';
import { plainStack } from '../src/engine/stack.js';
import { getProfile, TOOL_IDS } from '../src/profiles/index.js';
import type { Profile } from '../src/profiles/profile.js';
import type { EngineOptions, Stack, ToolId } from '../src/types.js';
import { fixtureTrees, MemView, mutate, type Tree } from './pr-trees.js';

const OPTIONS: EngineOptions[] = [
  {},
  { tools: { codex: { maxBytes: 90 }, copilot: { perFileMaxChars: 40 }, 'deepseek-harness': { maxBytes: 400 }, 'claude-code': { externalImports: true, outsideLinkTargets: 'missing' } } },
];

/**
 * Imports a session below the root is asked to approve (outside its cwd) or not, at every depth:
 * the root's CLAUDE.md imports a file inside a/ and one outside it; a/ and a/b/ add files of their own.
 */
function gatedTree(): Tree {
  const file = (text: string): { kind: 'file'; text: string } => ({ kind: 'file', text });
  return new Map([
    ['CLAUDE.md', file('root\n@a/inner.md\n@docs/guide.md\n')],
    ['AGENTS.md', file('agents root\n@docs/guide.md\n')],
    ['docs/guide.md', file('guide\n')],
    ['a/inner.md', file('inner\n@../docs/guide.md\n')],
    ['a/CLAUDE.md', file('a\n@b/deep.md\n')],
    ['a/b/deep.md', file('deep\n')],
    ['a/b/CLAUDE.md', file('b\n@../inner.md\n')],
    ['a/b/c/AGENTS.md', file('c\n')],
    ['a/b/c/x.ts', file('x\n')],
  ]);
}

function trees(): Tree[] {
  const out: Tree[] = [gatedTree()];
  for (const [i, f] of fixtureTrees().entries()) {
    out.push(f.head ?? f.base);
    out.push(mutate(f.base, 9_100 + i));
  }
  return out;
}

/** Every directory of a tree, dot-directories included (a session may start in `.claude/`), top-down. */
function dirsOf(tree: Tree): string[] {
  const dirs = new Set<string>(['']);
  for (const p of tree.keys()) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return [...dirs].sort();
}

/** The resolver's full computation of a session's stack (no shortcut taken from the parent's). */
function full(r: Resolver, tool: ToolId, cwd: string): Stack {
  return (r as unknown as { resolveStack(p: Profile, cwd: string, touch: readonly string[]): Stack }).resolveStack(getProfile(tool), cwd, []);
}

/** The resolver's search for an ancestor's expansion to resume from (`Resolver.resumable`). */
interface Resumes {
  resumable: (...a: unknown[]) => unknown;
}

function taken(r: Resolver, tool: ToolId): number {
  const sessions = (r as unknown as { sessions: Map<ToolId, Map<string, { inherits?: boolean; stack?: object }>> }).sessions.get(tool);
  let n = 0;
  for (const s of sessions?.values() ?? []) if (s.inherits === true && s.stack) n++;
  return n;
}

describe("a session inheriting its parent's start-up", () => {
  it("has the stack the full computation gives, in either order", () => {
    let shortcuts = 0;
    let sessions = 0;
    for (const [t, tree] of trees().entries()) {
      const view = new MemView(`tree ${t}`, tree);
      const dirs = dirsOf(tree);
      for (const [o, options] of OPTIONS.entries()) {
        const order = (t + o) % 2 === 0 ? dirs : [...dirs].reverse();
        const shared = new Resolver(view, options);
        for (const tool of TOOL_IDS) {
          for (const cwd of order) {
            const got = JSON.stringify(plainStack(shared.stack(tool, cwd)));
            const want = JSON.stringify(plainStack(full(new Resolver(view, options), tool, cwd)));
            expect(got, `tree ${t}, options ${o}, ${tool} in '${cwd}'`).toBe(want);
            sessions++;
          }
          shortcuts += taken(shared, tool);
        }
      }
    }
    expect(shortcuts).toBeGreaterThan(sessions / 4);
  });
});

describe("a start-up resumed from an ancestor's expansion", () => {
  it('is the full expansion of its candidates, with imports gated on cwd too', () => {
    let resumed = 0;
    for (const [t, tree] of trees().entries()) {
      const view = new MemView(`tree ${t}`, tree);
      const dirs = dirsOf(tree);
      for (const [o, options] of OPTIONS.entries()) {
        // parents first: each session's nearest ancestors are resolved before it
        const shared = new Resolver(view, options);
        const own = shared as unknown as Resumes;
        const resume = own.resumable.bind(shared);
        own.resumable = (...a) => {
          const r = resume(...a);
          if (r) resumed++;
          return r;
        };
        for (const tool of TOOL_IDS) {
          for (const cwd of dirs) {
            const full = new Resolver(view, options);
            // the slow path: every start-up expands its whole candidate list
            (full as unknown as Resumes).resumable = () => undefined;
            const got = JSON.stringify(plainStack(shared.stack(tool, cwd)));
            const want = JSON.stringify(plainStack(full.stack(tool, cwd)));
            expect(got, `tree ${t}, options ${o}, ${tool} in '${cwd}'`).toBe(want);
          }
        }
      }
    }
    expect(resumed).toBeGreaterThan(100);
  });
});
