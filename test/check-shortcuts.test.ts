// Shortcuts taken by `check` and the checks, each compared with the computation it replaces on
// generated input: the directories `check --root` resolves, listed from the tree's instruction files
// (instructionPaths, memoised per view) instead of from every path; findings ordered with one kept
// Intl.Collator instead of localeCompare; the shadowed check's "not loaded without these files" told
// from what a session could reach at all (mayLoadAtStart) instead of resolving it.
import { describe, expect, it } from 'vitest';
import { rng } from '../fidelity/explore/covering.js';
import { globMatcher } from '../src/analysis/targets.js';
import { compareFindings } from '../src/checks/index.js';
import { instructionDirs, instructionNames, instructionPaths } from '../src/engine/instruction-files.js';
import { Resolver } from '../src/engine/resolve.js';
import { HidingView, mayLoadAtStart } from '../src/checks/shadowed.js';
import { getProfile, TOOL_IDS } from '../src/profiles/index.js';
import { compareSeverity } from '../src/findings.js';
import type { EngineOptions, Finding, Severity } from '../src/types.js';
import { fixtureTrees, MemView, mutate } from './pr-trees.js';

describe('check --root targets', () => {
  it('are the directories of every path filtered by ignore, on fixture trees and mutations of them', () => {
    const globs = [[], ['packages/'], ['**/*.md'], ['docs', 'vendor/**'], ['*/CLAUDE.md', '.claude/']];
    let compared = 0;
    for (const [i, { name, base, head }] of fixtureTrees().entries()) {
      for (const tree of [base, head ?? mutate(base, i + 1)]) {
        const view = new MemView(name, tree);
        const names = instructionNames({ resolver: new Resolver(view) });
        for (const g of globs) {
          const ignore = globMatcher(g);
          const slow = instructionDirs(view.allPaths().filter((p) => !ignore(p)), names);
          expect(instructionDirs(instructionPaths(view, names).filter((p) => !ignore(p)), names), `${name} ${g.join(',')}`).toEqual(slow);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('compareFindings', () => {
  it('orders as localeCompare does, on generated findings', () => {
    const rand = rng(11);
    // Case, accents, digits, punctuation, a character outside the BMP and an empty string.
    const bits = ['a', 'B', 'b', 'é', 'e', 'E', 'Z', '_', '-', '.', '/', '10', '9', 'İ', 'ß', '𝒜', ' ', 'AGENTS.md', 'agents.md', ''];
    const pick = (): string => bits[Math.floor(rand() * bits.length)] as string;
    const text = (n: number): string => Array.from({ length: n }, pick).join('');
    const severities: Severity[] = ['error', 'warning', 'note'];
    const findings: Finding[] = Array.from({ length: 3000 }, () => ({
      check: rand() < 0.5 ? 'shadowed' : text(2),
      severity: severities[Math.floor(rand() * 3)] as Severity,
      path: rand() < 0.1 ? undefined : text(3),
      line: rand() < 0.3 ? undefined : Math.floor(rand() * 4),
      message: text(4),
    }));
    const slow = (a: Finding, b: Finding): number =>
      compareSeverity(a.severity, b.severity) ||
      (a.path ?? '').localeCompare(b.path ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      a.check.localeCompare(b.check) ||
      a.message.localeCompare(b.message);
    for (let i = 0; i < findings.length - 1; i++) {
      const a = findings[i] as Finding;
      const b = findings[i + 1] as Finding;
      expect(Math.sign(compareFindings(a, b))).toBe(Math.sign(slow(a, b)));
    }
    expect([...findings].sort(compareFindings)).toEqual([...findings].sort(slow));
  });
});

describe('shadowed: what a session could reach (mayLoadAtStart)', () => {
  it('holds every start-up file the resolver loads, with instruction files taken away, on fixture trees and mutations of them', () => {
    const optionSets: EngineOptions[] = [{}, { tools: { 'claude-code': { externalImports: true }, 'gemini-cli': { importFormat: 'flat' }, 'qwen-code': { importFormat: 'flat' } } }];
    let compared = 0;
    let outside = 0;
    for (const [i, { name, base, head }] of fixtureTrees().entries()) {
      for (const tree of [base, head ?? mutate(base, i + 7)]) {
        const view = new MemView(name, tree);
        const names = instructionNames({ resolver: new Resolver(view) });
        const files = instructionPaths(view, names);
        const dirs = ['', ...instructionDirs(files, names)];
        // Nothing hidden, each instruction file alone, and the first two together.
        const hides = [[], ...files.slice(0, 12).map((f) => [f]), files.slice(0, 2)];
        for (const options of optionSets) {
          for (const hide of hides) {
            const hv = new HidingView(view, new Set(hide));
            const r = new Resolver(hv, options);
            for (const tool of TOOL_IDS) {
              for (const cwd of [...new Set(dirs)].slice(0, 8)) {
                const reach = mayLoadAtStart(hv, getProfile(tool), r.sessionOptions(tool, cwd), cwd);
                for (const l of r.stack(tool, cwd).layers) {
                  expect(reach.has(l.path), `${name} ${tool} ${cwd || '.'} without ${hide.join(',')}: ${l.path}`).toBe(true);
                  if (l.realPath) expect(reach.has(l.realPath), `${name} ${tool} ${cwd || '.'}: ${l.realPath}`).toBe(true);
                }
                for (const f of files) if (!reach.has(f)) outside++;
                compared++;
              }
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // The shortcut answers for some files (else it tests nothing).
    expect(outside).toBeGreaterThan(100);
  });
});
