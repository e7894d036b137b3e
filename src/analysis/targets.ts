// Which paths an analysis looks at, and which blobs are worth reading before it starts.
import picomatch from 'picomatch';
import { PROFILES } from '../profiles/index.js';
import { baseName, parentDir, type RepoView } from '../repo/view.js';
import type { ToolId, ToolOptions } from '../types.js';

/** Settings files that change what a tool loads. */
export const SETTINGS_FILES = [
  '.gemini/settings.json',
  '.qwen/settings.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.codex/config.toml',
  'opencode.json',
  'opencode.jsonc',
  '.cursorrules',
];

/** Every file name a tool may load from a directory, given the configured options. */
export function instructionNames(tools: readonly ToolId[], opts: Partial<Record<ToolId, ToolOptions>>): Set<string> {
  const out = new Set<string>(['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'QWEN.md', 'AGENTS.override.md', 'CLAUDE.local.md']);
  for (const p of PROFILES) {
    if (!tools.includes(p.id)) continue;
    try {
      for (const n of p.names(opts[p.id] ?? {})) out.add(baseName(n));
    } catch {
      // a profile that cannot list its names still gets the defaults above
    }
  }
  for (const o of Object.values(opts)) {
    for (const n of [...(o?.contextFileNames ?? []), ...(o?.fallbackFilenames ?? [])]) out.add(baseName(n));
  }
  return out;
}

/**
 * Prefetch priority of a path (lower first), or false. 0: configuration and settings; 1: file
 * names the tools load; 2: rule-like files in dot-directories (`.claude/rules`, `.cursor/rules`,
 * `.github/instructions`...). Anything else the analysis reads (imports) is fetched on demand.
 */
export function prefetchPriority(names: ReadonlySet<string>, configPath: string): (path: string) => number | false {
  return (path: string) => {
    if (path === configPath) return 0;
    const name = baseName(path);
    if (SETTINGS_FILES.some((s) => path === s || path.endsWith(`/${s}`))) return 0;
    if (names.has(name)) return 1;
    if (/\.(mdc|instructions\.md)$/i.test(name)) return 2;
    if (/(^|\/)\.[^/]+\//.test(path) && /\.(md|mdc|json|jsonc|toml)$/i.test(name)) return 2;
    return false;
  };
}

/** Whether a changed path is one the tools read (an instruction file, rule or setting). */
export function isInstructionPath(names: ReadonlySet<string>, path: string): boolean {
  const p = prefetchPriority(names, '\0')(path);
  return p !== false && /\.(md|mdc|markdown|json|jsonc|toml)$|(^|\/)\.cursorrules$/i.test(path);
}

/** Directory under which an instruction file takes effect: the parent of its first dot-directory. */
export function scopeDir(path: string): string {
  const parts = path.split('/');
  const i = parts.findIndex((s, k) => k < parts.length - 1 && s.startsWith('.'));
  if (i >= 0) return parts.slice(0, i).join('/');
  return parentDir(path);
}

export type Matcher = (path: string) => boolean;

export function globMatcher(globs: readonly string[]): Matcher {
  if (globs.length === 0) return () => false;
  const ms = globs.map((g) => {
    const pattern = g.endsWith('/') ? `${g}**` : g;
    return picomatch(pattern, { dot: true });
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

/** Directories of a view that hold at least one instruction file, root included, at most `max`. */
export function instructionDirs(view: RepoView, names: ReadonlySet<string>, ignore: Matcher, max: number): { dirs: string[]; capped: boolean } {
  const set = new Set<string>(['']);
  for (const p of view.allPaths()) {
    if (ignore(p) || !isInstructionPath(names, p)) continue;
    set.add(scopeDir(p));
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
  const ms = globs.map((g) => picomatch(g.replace(/\/+$/, ''), { dot: true }));
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
    if (isInstructionPath(names, p)) scopes.add(scopeDir(p));
  }
  let extraCapped = false;
  if (scopes.size > 0) {
    const dirs = new Set<string>();
    for (const v of views) for (const d of instructionDirs(v, names, ignore, 100_000).dirs) dirs.add(d);
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
