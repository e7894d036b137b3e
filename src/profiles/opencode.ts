// OpenCode. Verified by execution: opencode-ai 1.18.33 (../shared/oracle RESULTS.md).
// Source: packages/opencode/src/session/instruction.ts @ 00b964bd (profiles.md §8).
import { abs, filterLoaded } from './walk.js';
import { allFiles, between, chain, firstFile, isUnder, listing, outsideHits, touchedDir } from './walk.js';
import { isFile } from '../repo/links.js';
import { baseName, joinPath } from '../repo/view.js';
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
 * The `instructions` entries that are plain relative paths (`./` dropped); globs, URLs and paths
 * leaving the tree are not followed (they stay in the outside view).
 */
function plainInstructions(o: ToolOptions): string[] {
  return (o.instructions ?? []).map((p) => p.replace(/^\.\//, '')).filter((p) => p !== '' && !/[*?[{]|^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(p));
}

export const opencode: Profile = {
  id: 'opencode',
  name: 'OpenCode',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['opencode'].version },
  // [observed] cwd → git root; never above it; without .git: cwd and its parents.
  walk: { noMarker: 'cwd-and-parents', aboveRoot: false },
  outsideView: [
    'without .git: AGENTS.md (else CLAUDE.md) and opencode.json in every directory above the analysed tree; one AGENTS.md there also switches every CLAUDE.md off',
    'global ~/.config/opencode/AGENTS.md, else ~/.claude/CLAUDE.md; `instructions` paths, globs and URLs in opencode.json',
  ],
  // [observed 1.18.33, explorer seed 6: 090246, 85CD90 and 5 more; probes oc1, oc3] the opencode.json of
  // every directory from cwd up to the root applies, with .git and without (above the root: outside view),
  // their `instructions` joined, the root's first.
  settingsLayered: 'always',
  settingsConcat: ['instructions'],
  knobs: ['instructions', 'outsideLinkTargets'],
  names: () => FILES,
  // a directory's opencode.json, and the first segment of each `instructions` path (looked for in every
  // directory from cwd up), make a session there differ from its parent's
  entries: (o) => ['opencode.json', ...plainInstructions(o)],
  // [observed, as `startup`] the files of the first name found in the chain keep every later name away.
  shadowedBy(ctx, cwd, file) {
    const i = FILES.indexOf(baseName(file));
    if (i < 0) return undefined;
    const found = firstNameFound(ctx, chain(ctx.view, this.walk, cwd).reverse());
    return found && found.at < i ? found.hits : [];
  },
  // [observed] AGENTS.md of every directory from cwd up to the root, nearest first; CLAUDE.md only when
  // no AGENTS.md exists anywhere in that chain (never both); then the `instructions` files.
  startup(ctx, cwd) {
    const dirs = chain(ctx.view, this.walk, cwd).reverse();
    const found = firstNameFound(ctx, dirs);
    const out: Candidate[] = (found?.hits ?? []).map((path): Candidate => ({ path, reason: 'startup' }));
    // [observed 1.18.33, probes oc1-oc3] each path is looked for in every directory from cwd up to the
    // root ([code] `Filesystem.globUp`), every one found is loaded, nearest first, path by path
    for (const p of plainInstructions(ctx.opts)) {
      for (const dir of dirs) {
        const path = joinPath(dir, p);
        if (!out.some((c) => c.path === path) && isFile(ctx.view, path)) out.push({ path, reason: 'startup', label: 'instructions' });
      }
    }
    return out;
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
