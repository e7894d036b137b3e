// Gemini CLI. Verified by execution: gemini-cli 0.61.0 (../shared/oracle RESULTS.md).
// Source: packages/core/src/utils/{memoryDiscovery,memoryImportProcessor}.ts, prompts/snippets.ts (profiles.md §4).
import { abs, filterLoaded } from './walk.js';
import { allFiles, between, chain, isUnder, touchedDir } from './walk.js';
import { resolvePath } from '../repo/links.js';
import type { ToolOptions } from '../types.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [observed 0.61.0] GEMINI.md only by default. [code 41599ce29f, #26950] `context.fileName` names are
// prepended and GEMINI.md is kept (before that commit they replaced it).
function names(o: ToolOptions): string[] {
  return [...new Set([...(o.contextFileNames ?? []).filter((n) => n !== ''), 'GEMINI.md'])];
}

function block(f: RenderedFile, absRoot: string): string {
  const p = abs(absRoot, f.path);
  return `--- Context from: ${p} ---\n${f.kept}\n--- End of Context from: ${p} ---`;
}

export const geminiCli: Profile = {
  id: 'gemini-cli',
  name: 'Gemini CLI',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['gemini-cli'].version },
  // [observed] git root → cwd; never above the root; no .git → cwd only.
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  outsideView: [
    'global ~/.gemini/GEMINI.md (and every configured context file name there)',
    'private project memory (MEMORY.md in Gemini CLI\'s per-project directory) and extension context files',
  ],
  knobs: ['contextFileNames', 'importFormat'],
  // [observed 0.61.0, explorer seed 2: 2C3C3C, 683607, 105ADD; fixture x-gemini-cli-105ADD-settings] the
  // workspace `.gemini/settings.json` is the one in the directory it starts in: the root's context.fileName
  // does not apply in a/ or a/b/, a/'s applies in a/ (and on a read below it), not in a/b/.
  settingsAtCwd: true,
  names,
  // [code getEnvironmentMemoryPaths] every name in every directory, then the eager set is sorted
  // lexicographically by absolute path (`unique.sort()`, UTF-16 order): root first for plain chains,
  // but `Build/GEMINI.md` sorts before `GEMINI.md`. Same file twice (link, device+inode): once.
  startup(ctx, cwd) {
    const paths: string[] = [];
    for (const dir of chain(ctx.view, this.walk, cwd)) paths.push(...allFiles(ctx.view, dir, names(ctx.opts)));
    // All paths share the root prefix, so sorting repository paths sorts the absolute ones.
    return paths.sort().map((path): Candidate => ({ path, reason: 'startup' }));
  },
  // [observed touch mode] JIT loading (on by default): the context files of every directory from cwd
  // (excl.) down to the read file's directory, root → leaf; nothing for files outside the workspace
  // (cwd); nothing re-sent. [code loadJitSubdirectoryMemory] walks up from the target to the root,
  // skipping files already loaded: the same set.
  touch(ctx, cwd, target, loaded) {
    // [observed 0.61.0, explorer seed 2: 105ADD, AEE73E] the file's real path decides: a read through a
    // directory link a/b/c -> lib/c walks lib/ and lib/c/, not a/b/
    const real = resolvePath(ctx.view, target);
    const path = real.ok ? real.path : target;
    if (!isUnder(cwd, path)) return [];
    const tdir = touchedDir(ctx.view, path);
    const out: Candidate[] = [];
    for (const dir of between(cwd, tdir)) {
      for (const p of allFiles(ctx.view, dir, names(ctx.opts))) if (!loaded.has(p)) out.push({ path: p, reason: 'nested' });
    }
    return out;
  },
  // [observed] inline `<!-- Imported from: X -->` markers as Qwen, 5 hops, expanded inside HTML comments,
  // not inside backticks. [code memoryImportProcessor.ts] code = backtick runs only (`~~~` fences are
  // not protected); a missing file leaves `<!-- Import failed: X - ENOENT: … -->`; outside the project
  // root → `Path traversal attempt`; `importFormat: flat` has no depth limit.
  imports: {
    grammar: 'qwen',
    code: 'backticks',
    inComments: 'expanded',
    maxDepth: 5,
    splice: 'inline',
    rootOnly: true,
    dedupe: 'branch',
    missing: 'comment',
    flat: { maxDepth: Number.POSITIVE_INFINITY },
  },
  // [code concatenateInstructions] each loaded file trimmed; imported text is spliced as read.
  transform: (text, c) => (c.reason === 'import' ? text : text.trim()),
  keep: (files) => filterLoaded(files, (f) => f.text.trim() !== ''),
  // [observed] first user turn: `<loaded_context>\n<project_context>\n--- Context from: <abs> ---\n…` with
  // blocks joined by a blank line. [code snippets.ts renderUserMemory] global, private-memory and
  // extension tiers (outside our view) would come before `<project_context>`.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted && !f.inline);
    if (kept.length === 0) return '';
    return `<loaded_context>\n<project_context>\n${kept.map((f) => block(f, env.absRoot)).join('\n\n')}\n</project_context>\n</loaded_context>`;
  },
  // [observed touch mode] appended to the tool result: `--- Newly Discovered Project Context ---\n…\n--- End Project Context ---`.
  renderTouch(files, env) {
    const kept = files.filter((f) => !f.omitted && !f.inline);
    if (kept.length === 0) return '';
    return `--- Newly Discovered Project Context ---\n${kept.map((f) => block(f, env.absRoot)).join('\n\n')}\n--- End Project Context ---`;
  },
};
