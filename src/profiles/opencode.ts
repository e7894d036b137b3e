// OpenCode. Verified by execution: opencode-ai 1.18.33 (../shared/oracle RESULTS.md).
// Source: packages/opencode/src/session/instruction.ts @ 00b964bd (profiles.md §8).
import { abs, filterLoaded } from './walk.js';
import { allFiles, ANY_ENTRY, between, chain, firstFile, isHit, isUnder, listing, outsideHits, touchedDir } from './walk.js';
import { globMatcher, isGlobPattern, literalBase } from '../glob.js';
import { cached } from '../memo.js';
import { isFile, resolvePath } from '../repo/links.js';
import { baseName, joinPath, type Entry, type RepoView } from '../repo/view.js';
import type { ToolOptions } from '../types.js';
import type { Candidate, Profile, ProfileContext } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [code instruction.ts FILES] the first type with any match wins; `CONTEXT.md` is deprecated and was
// not exercised by the oracle. [observed 1.18.33] no `*.local.md` variants (rules@. loads AGENTS.md
// only, although AGENTS.local.md is there; a newer copy of the code adds them).
const FILES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'];

/** The first of FILES with files in `dirs` (nearest first), and those files: the only name a session reads at start. */
function firstNameFound(ctx: ProfileContext, dirs: readonly string[]): { at: number; hits: string[] } | undefined {
  for (const [at, name] of FILES.entries()) {
    const hits = dirs.flatMap((d) => allFiles(ctx.view, d, [name], outsideHits(ctx.opts)));
    if (hits.length > 0) return { at, hits };
  }
  return undefined;
}

/**
 * The `instructions` entries that name files in the tree, relative to a directory (`./` dropped):
 * plain paths and globs. URLs, absolute and home paths and paths leaving the tree are not followed
 * (they stay in the outside view).
 */
function treeInstructions(o: ToolOptions): string[] {
  return (o.instructions ?? []).map((p) => p.replace(/^\.\//, '')).filter((p) => p !== '' && !/^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(p));
}

/** What an entry makes matter in a directory: a path's first segment, a glob's literal base, or any name. */
function entryOf(p: string): string {
  if (!isGlobPattern(p)) return p;
  const base = literalBase(p);
  return base === '' ? ANY_ENTRY : base;
}

// How deep a `**` glob is followed below its base: deeper trees are not real repositories, and the
// bound keeps a hostile one from costing unbounded time.
const MAX_GLOB_DEPTH = 400;

const globbed = new WeakMap<RepoView, Map<string, readonly string[]>>();
const sortedNames = new WeakMap<ReadonlyMap<string, Entry>, readonly string[]>();

/** A listing's names in UTF-16 order, once per listing (every scan of a directory asks again). */
const namesOf = (kids: ReadonlyMap<string, Entry>): readonly string[] => cached(sortedNames, kids, () => [...kids.keys()].sort());

/**
 * What every name a pattern matches ends with: the end of its last segment after the last special
 * character ('' when it ends in one): a test of the name alone that spares the pattern most files.
 */
function literalTail(pattern: string): string {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  if (last.includes('\\')) return '';
  let i = last.length;
  while (i > 0 && !'*?[]{}()!+@'.includes(last[i - 1]!)) i--;
  return last.slice(i);
}

/**
 * The files below `dir` whose path from `dir` matches `pattern`, by the path as given, each directory's
 * files by name, then its subdirectories by name. [observed 1.18.33, fixtures x-opencode-S7-glob-*,
 * x-opencode-S7-globstar; explorer seed 7: 52 of 60 cases agree, the other 8 match above the tree]
 * dot names and node_modules are matched; a link to a file counts; a link to a directory is walked,
 * unless it leads back to a directory being walked (a loop). OpenCode lists them in the file system's
 * order (`caveats` says so where it matters). Once per (view, directory, pattern).
 */
function globFiles(view: RepoView, dir: string, pattern: string, outside: boolean): readonly string[] {
  const key = `${outside ? 1 : 0}\0${dir}\0${pattern}`;
  return cached(cached(globbed, view, () => new Map()), key, () => {
    const match = globMatcher(pattern, { dot: true });
    const base = literalBase(pattern);
    const tail = literalTail(pattern);
    const depth = pattern.includes('**') ? MAX_GLOB_DEPTH : pattern.split('/').length - (base === '' ? 0 : base.split('/').length);
    const out: string[] = [];
    // `d` as given, `real` where it is; `walking`: the real directories from the scan's start down to
    // `d` (a link back to one of them is a loop)
    const visit = (d: string, real: string, rel: string, left: number, walking: readonly string[]): void => {
      const kids = view.children(real);
      if (!kids) return;
      const dirs: [string, string][] = [];
      for (const n of namesOf(kids)) {
        const e = kids.get(n);
        const path = joinPath(d, n);
        if (e?.kind === 'dir') {
          dirs.push([n, joinPath(real, n)]);
          continue;
        }
        if (e?.kind === 'symlink') {
          const to = resolvePath(view, path);
          if (to.ok && to.entry.kind === 'dir') {
            if (!walking.some((w) => isUnder(to.path, w))) dirs.push([n, to.path]);
            continue;
          }
        }
        if (n.endsWith(tail) && match(rel === '' ? n : `${rel}/${n}`) && isHit(view, path, outside)) out.push(path);
      }
      if (left > 0) for (const [n, r] of dirs) visit(joinPath(d, n), r, rel === '' ? n : `${rel}/${n}`, left - 1, [...walking, r]);
    };
    const start = base === '' ? dir : joinPath(dir, base);
    const here = resolvePath(view, start);
    if (here.ok && here.entry.kind === 'dir') visit(start, here.path, base, depth - 1, [here.path]);
    return out;
  });
}

/** The files `entry` names from `dir`: the path when it is a file, else the glob's matches. */
function filesOf(ctx: ProfileContext, dir: string, entry: string): readonly string[] {
  if (isGlobPattern(entry)) return globFiles(ctx.view, dir, entry, outsideHits(ctx.opts));
  const path = joinPath(dir, entry);
  return isFile(ctx.view, path) ? [path] : [];
}

const GLOB_LABEL = 'instructions glob ';

/** The AGENTS.md files of `dirs` (nearest first), else their CLAUDE.md files: the first name found. */
export function agentsFiles(ctx: ProfileContext, dirs: readonly string[]): Candidate[] {
  return (firstNameFound(ctx, dirs)?.hits ?? []).map((path): Candidate => ({ path, reason: 'startup' }));
}

/**
 * The files of the `instructions` (ctx.opts) found from `dirs` (nearest first), less those in `seen`
 * (which takes the ones found). [observed 1.18.33, probes oc1-oc3, fixtures x-opencode-S7-*] each path or
 * glob is looked for in every directory from cwd up to the root ([code] `Filesystem.globUp`), every
 * file found is loaded once, nearest directory first, entry by entry.
 */
export function instructionFiles(ctx: ProfileContext, dirs: readonly string[], seen: Set<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const p of treeInstructions(ctx.opts)) {
    for (const dir of dirs) {
      const fresh = filesOf(ctx, dir, p).filter((f) => !seen.has(f));
      // more than one file from one scan: their order is the file system's (see caveats)
      const label = fresh.length > 1 ? `${GLOB_LABEL}${p} from ${dir === '' ? 'the root' : `${dir}/`}` : 'instructions';
      for (const path of fresh) {
        seen.add(path);
        out.push({ path, reason: 'startup', label });
      }
    }
  }
  return out;
}

/** What the `instructions` entries make matter in a directory (Profile.entries). */
export function instructionEntries(o: ToolOptions): string[] {
  return treeInstructions(o).map(entryOf);
}

export const opencode: Profile = {
  id: 'opencode',
  name: 'OpenCode',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['opencode'].version },
  // [observed] cwd → git root; never above it; without .git: cwd and its parents.
  walk: { noMarker: 'cwd-and-parents', aboveRoot: false },
  outsideView: [
    'without .git: AGENTS.md (else CLAUDE.md) and opencode.json in every directory above the analysed tree; one AGENTS.md there also switches every CLAUDE.md off',
    // [observed 1.18.33, explorer seed 7: 8 of 8 no-git cases with a `**` glob, e.g. F42942, FE92AD]
    'without .git: each `instructions` path and glob is also matched from every directory above the analysed tree (a `**` glob there reaches files outside the repository)',
    'global ~/.config/opencode/AGENTS.md, else ~/.claude/CLAUDE.md; `instructions` URLs, absolute and home paths, and paths leaving the tree',
  ],
  // [observed 1.18.33, explorer seed 6: 090246, 85CD90 and 5 more; probes oc1, oc3] the opencode.json of
  // every directory from cwd up to the root applies, with .git and without (above the root: outside view),
  // their `instructions` joined, the root's first; in each, opencode.json then opencode.jsonc, and the
  // .opencode/ directories' after all of them, nearest first (engine/settings.ts, fixtures x-opencode-S8-*).
  settingsLayered: 'always',
  settingsConcat: ['instructions'],
  settingsLater: ['nearest-first'],
  knobs: ['instructions', 'outsideLinkTargets'],
  names: () => FILES,
  // a directory's opencode.json(c) (its .opencode/ is a dot-entry), and the first segment of each
  // `instructions` path or glob (looked for in every directory from cwd up), make a session there
  // differ from its parent's
  entries: (o) => ['opencode.json', 'opencode.jsonc', ...instructionEntries(o)],
  // [observed, as `startup`] the files of the first name found in the chain keep every later name away.
  shadowedBy(ctx, cwd, file) {
    const i = FILES.indexOf(baseName(file));
    // `instructions` may name the file again: the check asks start-up itself
    if (i < 0 || treeInstructions(ctx.opts).length > 0) return undefined;
    const found = firstNameFound(ctx, chain(ctx.view, this.walk, cwd).reverse());
    return found && found.at < i ? found.hits : [];
  },
  // [observed] AGENTS.md of every directory from cwd up to the root, nearest first; CLAUDE.md only when
  // no AGENTS.md exists anywhere in that chain (never both); then the `instructions` files.
  startup(ctx, cwd) {
    const dirs = chain(ctx.view, this.walk, cwd).reverse();
    const out = agentsFiles(ctx, dirs);
    return [...out, ...instructionFiles(ctx, dirs, new Set(out.map((c) => c.path)))];
  },
  // [observed touch mode] after a read: from the file's directory up to cwd (excl.), nearest first, the
  // first of AGENTS.md / CLAUDE.md / CONTEXT.md in each directory ([code] `find`), skipping what is
  // loaded. Not modelled: reading an instruction file itself does not attach that same file.
  touch(ctx, cwd, target, loaded) {
    if (!isUnder(cwd, target)) return [];
    const tdir = touchedDir(ctx.view, target);
    const out: Candidate[] = [];
    for (const dir of between(cwd, tdir).reverse()) {
      // [observed 1.18.33, explorer seed 3: 6936E3; fixture x-opencode-6936E3-dirname] the first name that
      // exists wins, a directory too: a/AGENTS.md/ keeps a/CLAUDE.md away and adds nothing itself
      const kids = listing(ctx.view, dir);
      const name = FILES.find((n) => kids?.has(n));
      const hit = name === undefined ? undefined : firstFile(ctx.view, dir, [name], outsideHits(ctx.opts));
      if (hit && !loaded.has(hit)) out.push({ path: hit, reason: 'nested' });
    }
    return out;
  },
  // Deliberate deviation, stated on the stack: OpenCode loads the files one glob finds in one directory
  // in the file system's listing order ([observed 1.18.33, probes g3, g5]: it changed between two copies
  // of one tree); the engine lists them by name, each directory's files before its subdirectories.
  caveats(files) {
    const scans = [...new Set(files.flatMap((f) => (f.label?.startsWith(GLOB_LABEL) ? [f.label.slice(GLOB_LABEL.length)] : [])))];
    if (scans.length === 0) return [];
    return [`${this.name} loads the files of the instructions glob ${scans.join(', ')} in the file system's listing order, which differs between machines; they are listed here by name, each directory's files before its subdirectories`];
  },
  // [observed] no imports (also not in lazily loaded files); comments kept; no size limit.
  // [code] an empty file is not sent.
  keep: (files) => filterLoaded(files, (f) => f.text !== ''),
  // [observed] one system part per file, `Instructions from: <abs>\n<content>`, parts joined by a newline.
  renderStartup(files, env) {
    return files
      .filter((f) => !f.omitted)
      .map((f) => `Instructions from: ${abs(env.absRoot, f.path)}\n${f.kept}`)
      .join('\n');
  },
  // [observed touch mode] inside the tool result: `<system-reminder>\nInstructions from: <abs>\n…` with
  // files joined by a blank line. Each read gets its own reminder; several touches are shown as one here.
  renderTouch(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `<system-reminder>\n${kept.map((f) => `Instructions from: ${abs(env.absRoot, f.path)}\n${f.kept}`).join('\n\n')}\n</system-reminder>`;
  },
};
