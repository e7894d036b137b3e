// Which paths an analysis looks at, and which blobs are worth reading before it starts. What counts
// as an instruction file is decided in src/engine/instruction-files.ts; this file holds the analysis'
// own policy on top: settings files change stacks too, and prefetching reaches a little wider.
import { globMatcher as compileGlob } from '../glob.js';
import {
  configuredOptions,
  instructionNames,
  isInstructionPath,
  isSettingsPath,
  matchName,
  SETTINGS_FILES,
  scopeDir,
} from '../engine/instruction-files.js';
import { baseName, parentDir, type RepoView } from '../repo/view.js';
import type { ToolId, ToolOptions } from '../types.js';

/**
 * Instruction names known before any tree is read: from the configuration, without the repository's
 * own settings files (those are only read once the blobs are here).
 */
export function configuredNames(opts: Partial<Record<ToolId, ToolOptions>>): ReadonlySet<string> {
  return new Set(instructionNames({ resolver: configuredOptions(opts) }));
}

/**
 * Prefetch priority of a path (lower first), or false. 0: configuration and settings; 1: instruction
 * file names; 2: rule-like files in dot-directories (`.claude/rules`, `.cursor/rules`,
 * `.github/instructions`...) and anything `.mdc` / `.instructions.md`. Wider than the rules the engine
 * knows on purpose: each blob missed here costs another round of GitHub API calls, one fetched for
 * nothing costs only a little of the budget. Anything else the analysis reads (imports) is fetched
 * on demand.
 */
export function prefetchPriority(names: ReadonlySet<string>, configPath: string, changed: readonly string[] = []): (path: string) => number | false {
  const full = priorityTests(names, configPath, changed);
  // Asked of every blob of a tree (100,000 on the bench): a name that is no instruction or settings
  // file's and has none of the extensions the tests look for is told from the name alone, as most
  // source files are (test/prefetch-priority.test.ts compares it with the tests run in full).
  // (made again when `names` grows: a caller may add to the set it passed)
  let bases: ReadonlySet<string> = new Set();
  let basesOf = -1;
  return (path: string) => {
    if (path !== configPath) {
      if (basesOf !== names.size) {
        bases = new Set([...names, ...SETTINGS_FILES].map(baseName));
        basesOf = names.size;
      }
      const name = baseName(path);
      if (!bases.has(name) && !MAY_MATTER_EXT.test(name)) return false;
    }
    return full(path);
  };
}

/** `prefetchPriority`'s tests, each in turn, for any path. */
export function priorityTests(names: ReadonlySet<string>, configPath: string, changed: readonly string[] = []): (path: string) => number | false {
  // Directories on the way to a changed path: their instruction files make the changed paths'
  // stacks, so they come before every other instruction file when the blob cap bites.
  const onTheWay = new Set<string>(['']);
  for (const p of changed) for (let d = parentDir(p); d !== '' && !onTheWay.has(d); d = parentDir(d)) onTheWay.add(d);
  const changedSet = new Set(changed);
  const near = (path: string): boolean => changed.length === 0 || changedSet.has(path) || onTheWay.has(parentDir(path));
  return (path: string) => {
    if (path === configPath || isSettingsPath(path)) return 0;
    if (matchName(path, names) !== undefined) return near(path) ? 1 : 11;
    const name = baseName(path);
    if (/\.(mdc|instructions\.md)$/i.test(name)) return 2;
    if (/(^|\/)\.[^/]+\//.test(path) && /\.(md|mdc|json|jsonc|toml)$/i.test(name)) return 2;
    return false;
  };
}

/**
 * The extensions the last two tests of `prefetchPriority` look for (`.mdc`, `.instructions.md`;
 * `.md`, `.mdc`, `.json`, `.jsonc`, `.toml`), in any case.
 */
const MAY_MATTER_EXT = /\.(md|mdc|json|jsonc|toml)$/i;

/** A changed path that changes stacks: an instruction file, or a settings file that decides what tools load. */
function changesStacks(names: ReadonlySet<string>, path: string): boolean {
  return isInstructionPath(path, names) || isSettingsPath(path);
}

export type Matcher = (path: string) => boolean;

export function globMatcher(globs: readonly string[]): Matcher {
  if (globs.length === 0) return () => false;
  const ms = globs.map((g) => {
    const pattern = g.endsWith('/') ? `${g}**` : g;
    return compileGlob(pattern);
  });
  // A pattern naming a directory (`vendor`) also covers what is under it.
  return (path) => ms.some((m) => m(path)) || ms.some((m) => ancestorsOf(path).some((d) => m(d)));
}

function ancestorsOf(path: string): string[] {
  const out: string[] = [];
  let d = parentDir(path);
  while (d !== '') {
    out.push(d);
    d = parentDir(d);
  }
  return out;
}

/**
 * Directories of a view whose stacks an instruction or settings file shapes, root included, at most
 * `max`, shallowest first (so a cap keeps the directories most sessions start in).
 */
export function treeTargets(view: RepoView, names: ReadonlySet<string>, ignore: Matcher, max: number): { dirs: string[]; capped: boolean } {
  const set = new Set<string>(['']);
  for (const p of view.allPaths()) {
    if (ignore(p) || !changesStacks(names, p)) continue;
    set.add(scopeDir(p, names));
  }
  const dirs = [...set].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  return { dirs: dirs.slice(0, max), capped: dirs.length > max };
}

function depth(d: string): number {
  return d === '' ? 0 : d.split('/').length;
}

/** Directories of the views matching `working-directories` globs (package roots), at most `max`. */
export function matchDirectories(views: readonly RepoView[], globs: readonly string[], max = 500): string[] {
  if (globs.length === 0) return [];
  const ms = globs.map((g) => compileGlob(g.replace(/\/+$/, '')));
  const dirs = new Set<string>();
  for (const v of views) {
    for (const p of v.allPaths()) {
      let d = parentDir(p);
      while (d !== '' && !dirs.has(d)) {
        if (ms.some((m) => m(d))) dirs.add(d);
        d = parentDir(d);
      }
    }
  }
  return [...dirs].sort().slice(0, max);
}

/**
 * Targets of a PR: every changed path (old names of renames and deleted paths included), minus
 * ignored ones; when an instruction file or setting changes, also every directory holding
 * instruction files at or under its scope, so stacks that inherit the change show it.
 */
export function pullRequestTargets(
  changed: readonly string[],
  views: readonly RepoView[],
  names: ReadonlySet<string>,
  ignore: Matcher,
  maxExtra = 200,
): { targets: string[]; ignored: number; extraCapped: boolean } {
  const targets: string[] = [];
  const seen = new Set<string>();
  let ignored = 0;
  const scopes = new Set<string>();
  for (const p of changed) {
    if (ignore(p)) {
      ignored++;
      continue;
    }
    if (!seen.has(p)) {
      seen.add(p);
      targets.push(p);
    }
    if (changesStacks(names, p)) scopes.add(scopeDir(p, names));
  }
  let extraCapped = false;
  if (scopes.size > 0) {
    const dirs = new Set<string>();
    for (const v of views) for (const d of treeTargets(v, names, ignore, 100_000).dirs) dirs.add(d);
    let added = 0;
    for (const d of [...dirs].sort()) {
      if (![...scopes].some((s) => s === '' || d === s || d.startsWith(`${s}/`))) continue;
      if (seen.has(d)) continue;
      if (added >= maxExtra) {
        extraCapped = true;
        break;
      }
      seen.add(d);
      targets.push(d);
      added++;
    }
  }
  return { targets, ignored, extraCapped };
}
