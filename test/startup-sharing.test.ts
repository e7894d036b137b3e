// A session whose directory loads the same start-up candidates as another's (a directory adding
// nothing for a tool whose order depends on cwd, a dot-entry holding nothing) takes that session's
// budgeted files, layers and render instead of budgeting its own (Resolver.startup), unless the
// budget read the cwd; for a tool loading imports from outside cwd only once approved (Claude
// Code), only an expansion whose gate answers every import it was asked about as this cwd would.
// Against the full computation (a fresh resolver per session: nothing to take from) on fixture
// trees and random mutations of them, with budgets that cut, approved outside imports, and a budget
// that reads the cwd: every start-up stack, and every stack touching a file, must be the same. A
// planted bug (the cwd read going unseen) must make the comparison fail.
import { describe, expect, it, vi } from 'vitest';
import type { EngineOptions, ToolId } from '../src/types.js';
import type { Profile } from '../src/profiles/profile.js';
import { fixtureTrees, MemView, mutate, type Tree } from './pr-trees.js';

interface Engine {
  Resolver: typeof import('../src/engine/resolve.js').Resolver;
  plainStack: typeof import('../src/engine/stack.js').plainStack;
  getProfile: typeof import('../src/profiles/index.js').getProfile;
  TOOL_IDS: typeof import('../src/profiles/index.js').TOOL_IDS;
}

// The default options; budgets that cut (small limits) with imports from outside cwd approved.
const OPTIONS: EngineOptions[] = [{}, { tools: { codex: { maxBytes: 90 }, copilot: { perFileMaxChars: 40 }, 'deepseek-harness': { maxBytes: 400 }, 'claude-code': { externalImports: true } } }];

function trees(): Tree[] {
  const out: Tree[] = [];
  for (const [i, f] of fixtureTrees().entries()) {
    out.push(f.head ?? f.base);
    out.push(mutate(f.base, 7_000 + i));
  }
  return out;
}

/** Directories of a tree (not inside dot-directories), top-down; a trailing file of each to touch. */
function sessionsOf(tree: Tree): { cwd: string; file: string | undefined }[] {
  const dirs = new Map<string, string | undefined>([['', undefined]]);
  for (const p of [...tree.keys()].sort()) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) {
      const d = parts.slice(0, i).join('/');
      if (parts[i - 1]?.startsWith('.')) break;
      if (!dirs.has(d)) dirs.set(d, undefined);
    }
    const d = parts.slice(0, -1).join('/');
    if (dirs.has(d) && dirs.get(d) === undefined) dirs.set(d, p);
  }
  return [...dirs].map(([cwd, file]) => ({ cwd, file }));
}

/**
 * Codex's budget counting its framed render (which names the cwd) instead of the file bytes: a
 * budget that reads the cwd, so a session may not take another directory's.
 */
function withCwdBudget<T>(e: Engine, run: () => T): T {
  const codex = e.getProfile('codex') as Profile;
  const original = codex.budget;
  codex.budget = (files, env, render) => {
    const framing = render([]).length + Buffer.byteLength(env.cwd);
    return (original as NonNullable<Profile['budget']>)(files, { ...env, opts: { ...env.opts, maxBytes: Math.max(1, (env.opts.maxBytes ?? 200) - framing) } }, render);
  };
  try {
    return run();
  } finally {
    codex.budget = original;
  }
}

interface Outcome {
  /** (seed, tool, cwd) of the first stack differing from the full computation, if any. */
  differs?: string;
  /** Sessions that took another directory's start-up. */
  taken: number;
}

function compare(e: Engine, tools: readonly ToolId[] = e.TOOL_IDS): Outcome {
  let taken = 0;
  for (const [t, tree] of trees().entries()) {
    const sessions = sessionsOf(tree);
    for (const [o, options] of OPTIONS.entries()) {
      // top-down in half the runs, bottom-up in the others: a session may come before or after the one it takes from
      {
        const order = (t + o) % 2 === 0 ? sessions : [...sessions].reverse();
        const view = new MemView(`tree ${t}`, tree);
        const shared = new e.Resolver(view, options);
        for (const tool of tools) {
          for (const { cwd, file } of order) {
            const fresh = new e.Resolver(view, options);
            for (const touch of file === undefined ? [[]] : [[], [file]]) {
              const got = JSON.stringify(e.plainStack(shared.stack(tool, cwd, touch)));
              const want = JSON.stringify(e.plainStack(fresh.stack(tool, cwd, touch)));
              if (got !== want) return { differs: `tree ${t}, options ${o}, ${tool} in '${cwd}' touching [${touch.join(', ')}]`, taken };
            }
          }
          taken += takenStartups(shared, tool);
        }
      }
    }
  }
  return { taken };
}

/** Start-ups that share another session's files though they named their own candidates (inheriting ones name none). */
function takenStartups(r: object, tool: ToolId): number {
  const byDir = (r as { sessions: Map<ToolId, Map<string, { startup?: { parent?: object; candidates?: object } }>> }).sessions.get(tool);
  let n = 0;
  for (const { startup: s } of byDir?.values() ?? []) if (s?.parent && s.candidates) n++;
  return n;
}

async function engine(): Promise<Engine> {
  const [resolve, stack, profiles] = await Promise.all([import('../src/engine/resolve.js'), import('../src/engine/stack.js'), import('../src/profiles/index.js')]);
  return { Resolver: resolve.Resolver, plainStack: stack.plainStack, getProfile: profiles.getProfile, TOOL_IDS: profiles.TOOL_IDS };
}

describe('a start-up taken from another directory with the same candidates', () => {
  it('is the one the full computation gives, also with budgets that cut or read the cwd', async () => {
    const e = await engine();
    const plain = compare(e);
    expect(plain.differs).toBeUndefined();
    // not vacuous: many sessions took another's start-up
    expect(plain.taken).toBeGreaterThan(100);
    expect(withCwdBudget(e, () => compare(e, ['codex'])).differs).toBeUndefined();
  });

  it('catches a planted bug: a budget reading the cwd taken for one that does not', async () => {
    vi.resetModules();
    vi.doMock('../src/engine/render.js', async (load) => {
      const real = await load<typeof import('../src/engine/render.js')>();
      return { ...real, cwdTracked: <T>(run: () => T) => ({ value: real.cwdTracked(run).value, cwdRead: false }) };
    });
    try {
      const e = await engine();
      expect(withCwdBudget(e, () => compare(e, ['codex'])).differs).toMatch(/codex/);
    } finally {
      vi.doUnmock('../src/engine/render.js');
      vi.resetModules();
    }
  });
});
