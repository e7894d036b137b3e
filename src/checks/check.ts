// The contract every check implements: one module per check, listed in ./index.ts.
import type { Resolver } from '../engine/resolve.js';
import type { RepoView } from '../repo/view.js';
import type { Finding, Severity, Stack, ToolId } from '../types.js';

export interface CheckContext {
  /** The tree under analysis (PR head, or the whole tree on push). */
  view: RepoView;
  /** The PR base, when analysing a pull request. */
  base?: RepoView;
  resolver: Resolver;
  baseResolver?: Resolver;
  tools: ToolId[];
  /** Head stacks of the analysed targets (default vantages, grouped). */
  stacks: Stack[];
  /** Paths changed by the PR; empty when the whole tree is analysed. */
  changedPaths: string[];
  /** True when the PR comes from a fork. */
  fromFork: boolean;
  /** Names a team declares as twins of AGENTS.md (config `fork.names`). */
  twinNames?: string[];
  /** Findings in vendored and fixture trees (./vendored.ts): notes (default) or at full severity. */
  vendored?: 'note' | 'report';
  /**
   * Run only these checks (by id): on a PR base, the checks with findings on the head (a base
   * finding only tells which head findings were already there, and a check's findings carry its id).
   */
  onlyChecks?: ReadonlySet<string>;
  /**
   * On a PR base: the head's findings, by check id. A base finding only marks a head finding with the
   * same fingerprint (check, path, message: src/analysis/gate.ts), so a check may leave out what can
   * only yield findings for other paths (or, when its message names them, other tools).
   */
  headFindings?: ReadonlyMap<string, readonly Finding[]>;
}

export interface Check {
  id: string;
  title: string;
  defaultSeverity: Severity;
  /** One sentence: what it finds. */
  description: string;
  run(ctx: CheckContext): Finding[];
  /**
   * One entry for a repository-wide pattern: the same finding in several files (src/analysis/
   * finding-groups.ts). Says it once and gives one fix for all of them, ready to copy; undefined
   * when the check has nothing better than the generic wording.
   */
  pattern?(findings: readonly Finding[]): PatternText | undefined;
}

export interface PatternText {
  message: string;
  fix: string;
}

export type SeverityOverrides = Partial<Record<string, Severity | 'off'>>;
