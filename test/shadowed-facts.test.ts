// The profiles' shadowing facts (Profile.shadowedBy) held against their own start-up, and the shadowed
// check that uses them compared with the check asking file by file, on fixture trees and mutations.
// A fact names, for a file name, the names whose files keep it away (in its directory or anywhere in
// the chain); the check takes the in-use files of those names away and resolves once to confirm.
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../src/checks/check.js';
import { shadowed } from '../src/checks/shadowed.js';
import { instructionDirs, instructionNames, instructionPaths } from '../src/engine/instruction-files.js';
import { Resolver } from '../src/engine/resolve.js';
import { getProfile, PROFILES, TOOL_IDS } from '../src/profiles/index.js';
import { chain } from '../src/profiles/walk.js';
import { isFile, resolvePath } from '../src/repo/links.js';
import { parentDir } from '../src/repo/view.js';
import type { Profile } from '../src/profiles/profile.js';
import type { EngineOptions, Finding, ToolId, ToolOptions } from '../src/types.js';
import { fixtureTrees, MemView, mutate, type Tree } from './pr-trees.js';

const tree = (files: Record<string, string>): Tree => new Map(Object.entries(files).map(([p, text]) => [p, { kind: 'file', text }]));

/** The paths a session of `tool` in `cwd` loads. */
function loads(t: Tree, tool: ToolId, cwd: string, options: EngineOptions = {}): Set<string> {
  const r = new Resolver(new MemView('facts', t), options);
  return new Set(r.stack(tool, cwd).layers.filter((l) => !l.omitted).map((l) => l.path));
}

const withFacts = PROFILES.filter((p) => p.shadowedBy !== undefined);

interface Case {
  tool: ToolId;
  files: Record<string, string>;
  cwd: string;
  file: string;
  /** What the profile says keeps `file` away (undefined: it does not say). */
  want: string[] | undefined;
  opts?: ToolOptions;
}

const T = 'Some instructions.\n';
// Each with a near miss: the same files where nothing, or something else, keeps the file away.
const CASES: Case[] = [
  { tool: 'claude-code', files: { 'CLAUDE.md': T, 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: ['CLAUDE.md'] },
  { tool: 'claude-code', files: { 'CLAUDE.md': T, 'a/CLAUDE.local.md': T, 'a/.claude/CLAUDE.md': T, 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: ['CLAUDE.md', 'a/.claude/CLAUDE.md', 'a/CLAUDE.local.md'] },
  // an empty CLAUDE.md does not switch AGENTS.md off, one beside the chain neither
  { tool: 'claude-code', files: { 'CLAUDE.md': '', 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: [] },
  { tool: 'claude-code', files: { 'b/CLAUDE.md': T, 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: [] },
  { tool: 'claude-code', files: { 'CLAUDE.md': T, 'AGENTS.md': T }, cwd: '', file: 'AGENTS.md', want: undefined, opts: { instructionFiles: 'claude-md-and-agents-md' } },
  { tool: 'claude-code', files: { 'CLAUDE.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: undefined },
  { tool: 'codex', files: { 'a/AGENTS.override.md': T, 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: ['a/AGENTS.override.md'] },
  // an override one directory up does not keep a/AGENTS.md away
  { tool: 'codex', files: { 'AGENTS.override.md': T, 'a/AGENTS.md': T }, cwd: 'a', file: 'a/AGENTS.md', want: [] },
  { tool: 'codex', files: { 'a/AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: ['a/AGENTS.md'], opts: { fallbackFilenames: ['CLAUDE.md'] } },
  { tool: 'codex', files: { 'a/AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: undefined },
  { tool: 'pi', files: { 'a/AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: ['a/AGENTS.md'] },
  { tool: 'pi', files: { 'AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: [] },
  { tool: 'opencode', files: { 'AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: ['AGENTS.md'] },
  { tool: 'opencode', files: { 'b/AGENTS.md': T, 'a/CLAUDE.md': T }, cwd: 'a', file: 'a/CLAUDE.md', want: [] },
];

describe('Profile.shadowedBy', () => {
  it('is answered by the tools that skip one file for another', () => {
    expect(withFacts.map((p) => p.id).sort()).toEqual(['claude-code', 'codex', 'opencode', 'pi']);
  });

  it('names what keeps a file away, as the start-up decides it, near misses on both sides', () => {
    for (const c of CASES) {
      const t = tree(c.files);
      const options: EngineOptions = { tools: { [c.tool]: c.opts ?? {} } };
      const label = `${c.tool} in ${c.cwd || '.'} with ${Object.keys(c.files).join(', ')}: ${c.file}`;
      const said = getProfile(c.tool).shadowedBy?.({ view: new MemView('facts', t), opts: c.opts ?? {} }, c.cwd, c.file);
      expect(said, label).toEqual(c.want);
      if (c.want === undefined) continue;
      // Loaded exactly when nothing keeps it away, and loaded once what does is taken away.
      expect(loads(t, c.tool, c.cwd, options).has(c.file), label).toBe(c.want.length === 0);
      const rest = new Map(t);
      for (const w of c.want) rest.delete(w);
      expect(loads(rest, c.tool, c.cwd, options).has(c.file), `${label} without ${c.want.join(', ')}`).toBe(true);
    }
  });

  it('holds against the start-up on fixture trees and mutations of them', () => {
    let said = 0;
    for (const [i, { name, base, head }] of fixtureTrees().entries()) {
      for (const t of [base, head ?? mutate(base, i + 17)]) {
        const view = new MemView(name, t);
        const resolver = new Resolver(view);
        const dirs = ['', ...instructionDirs(instructionPaths(view, instructionNames({ resolver })), instructionNames({ resolver }))].slice(0, 12);
        for (const p of withFacts) {
          for (const cwd of dirs) {
            const ctx = { view, opts: resolver.sessionOptions(p.id, cwd) };
            const named = new Set(p.startup(ctx, cwd).map((c) => c.path));
            const inChain = new Set(chain(view, p.walk, cwd));
            for (const file of instructionPaths(view, p.names(ctx.opts)).filter((f) => inChain.has(parentDir(f)) && isFile(view, f))) {
              const by = p.shadowedBy?.(ctx, cwd, file);
              if (by === undefined || by.length === 0) continue;
              said++;
              // Not named at start, and named once the files keeping it away are gone.
              const label = `${name} ${p.id} in ${cwd || '.'}: ${file} kept away by ${by.join(', ')}`;
              expect(named.has(file), label).toBe(false);
              // (a link to one of them goes with it)
              const real = resolvePath(view, file);
              if (real.ok && by.includes(real.path)) continue;
              const rest = new Map(t);
              for (const b of by) rest.delete(b);
              expect(p.startup({ view: new MemView(name, rest), opts: ctx.opts }, cwd).some((c) => c.path === file), label).toBe(true);
            }
          }
        }
      }
    }
    expect(said).toBeGreaterThan(20);
  });
});

/** The shadowed check on a tree over every tool, the way `check --root` runs it. */
function shadowedOn(t: Tree, name: string): Finding[] {
  const view = new MemView(name, t);
  const resolver = new Resolver(view);
  const dirs = instructionDirs(instructionPaths(view, instructionNames({ resolver })), instructionNames({ resolver }));
  const ctx: CheckContext = { view, resolver, tools: [...TOOL_IDS], stacks: resolver.explain(dirs, { tools: [...TOOL_IDS] }), changedPaths: [], fromFork: false };
  return shadowed.run(ctx);
}

/** The shadowed check with the profiles' facts taken away (asking file by file, as before them). */
function withoutFacts<T>(f: () => T): T {
  const saved = withFacts.map((p) => [p, p.shadowedBy] as const);
  for (const [p] of saved) (getProfile(p.id) as Profile).shadowedBy = undefined;
  try {
    return f();
  } finally {
    for (const [p, fact] of saved) (getProfile(p.id) as Profile).shadowedBy = fact;
  }
}

/** A shadowed finding's cause: the files loaded, or in the same directory. */
const CAUSE = /: [^:]+? (?:(?:is|are) loaded|in the same directory takes? its place)/;

/** The files a shadowed finding's message names as the cause (the first few, without "and N more"). */
function causes(message: string): string[] {
  const m = /: ([^:]+?) (?:(?:is|are) loaded|in the same directory takes? its place)/.exec(message);
  return (m?.[1] ?? '').replace(/ and \d+ more files?$/, '').split(', ').filter((c) => c !== '');
}

/** How many files the cause names, counting "and N more". */
function causeCount(message: string): number {
  const more = /: [^:]+? and (\d+) more files? (?:is|are) loaded/.exec(message);
  return causes(message).length + Number(more?.[1] ?? 0);
}

describe('the shadowed check with the facts', () => {
  it('finds what asking file by file finds, naming only files of the names the fact gives', () => {
    let findings = 0;
    let changedCause = 0;
    const trees: { name: string; t: Tree }[] = [
      // Claude Code: a package CLAUDE.md imports its AGENTS.md, and the root AGENTS.md is skipped behind
      // two CLAUDE.md files; the imported AGENTS.md is loaded but switches nothing off.
      { name: 'imported-twin', t: tree({ 'CLAUDE.md': 'Root rules.\n', 'AGENTS.md': 'Shared rules.\n', 'pkg/CLAUDE.md': '@AGENTS.md\nPackage rules.\n', 'pkg/AGENTS.md': 'Package agents.\n', 'pkg/src/a.ts': 'x\n' }) },
    ];
    for (const [i, { name, base, head }] of fixtureTrees().entries()) {
      trees.push({ name, t: base }, { name: `${name} mutated`, t: head ?? mutate(base, i + 31) });
    }
    for (const { name, t } of trees) {
      const fast = shadowedOn(t, name);
      const slow = withoutFacts(() => shadowedOn(t, name));
      const sig = (f: Finding): string => `${f.key} ${f.path} ${(f.tools ?? []).join(',')} ${f.severity}`;
      expect(fast.map(sig), name).toEqual(slow.map(sig));
      for (const [j, f] of fast.entries()) {
        findings++;
        const s = slow[j] as Finding;
        if (f.message === s.message) continue;
        changedCause++;
        // Only the cause changes, and it names fewer files: those the profile says keep the file away.
        expect(f.message.replace(CAUSE, ''), name).toEqual(s.message.replace(CAUSE, ''));
        expect(causeCount(f.message), `${name}: ${f.message} / ${s.message}`).toBeLessThan(causeCount(s.message));
      }
    }
    expect(findings).toBeGreaterThan(20);
    // The imported twin is one case where asking file by file named a file that switches nothing off.
    expect(changedCause).toBeGreaterThan(0);
    const twin = shadowedOn(trees[0]!.t, 'imported-twin').find((f) => f.path === 'AGENTS.md' && f.tools?.includes('claude-code'));
    expect(twin && causes(twin.message)).toEqual(['CLAUDE.md', 'pkg/CLAUDE.md']);
  });
});
