// Pi (pi coding agent). Verified by execution: @mariozechner/pi-coding-agent 0.73.1 (../shared/oracle RESULTS.md).
// Source: packages/coding-agent/src/core/{resource-loader,system-prompt}.ts (profiles.md §5).
import { abs } from './walk.js';
import { chain, loadedInstead, firstFile, outsideHits } from './walk.js';
import type { Candidate, Profile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [observed 0.73.1] the first of these per directory, exact names (`upper/AGENTS.MD` read, lowercase
// `agents.md` not); [code] `existsSync`, so case follows the file system.
const NAMES = ['AGENTS.md', 'AGENTS.MD', 'CLAUDE.md', 'CLAUDE.MD'];

export const pi: Profile = {
  id: 'pi',
  name: 'Pi',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['pi'].version },
  // [observed] every ancestor up to `/`, root first; `.git` plays no role.
  walk: { noMarker: 'cwd-and-parents', aboveRoot: true },
  outsideView: [
    'AGENTS.md / CLAUDE.md in every directory above the repository, up to /',
    'global ~/.pi/agent/AGENTS.md or CLAUDE.md ($PI_CODING_AGENT_DIR), sent first',
  ],
  knobs: ['outsideLinkTargets'],
  names: () => NAMES,
  // [observed 0.73.1] the first of NAMES present in a directory keeps the later ones there away.
  shadowedBy: (ctx, _cwd, file) => loadedInstead(ctx.view, file, NAMES, outsideHits(ctx.opts)),
  // Deviation: pi de-duplicates by exact path only (`seenPaths`); the engine drops a second link to the
  // same real file, which only differs when two directories link to one file.
  startup(ctx, cwd) {
    const out: Candidate[] = [];
    for (const dir of chain(ctx.view, this.walk, cwd)) {
      // [observed 0.73.1, explorer DCA01A, 81B375] a dangling AGENTS.md link out of the repository is skipped
      // for CLAUDE.md (outsideLinkTargets: missing)
      const hit = firstFile(ctx.view, dir, NAMES, outsideHits(ctx.opts));
      if (hit) out.push({ path: hit, reason: 'startup' });
    }
    return out;
  },
  // [observed touch mode] nothing is loaded after a read; no imports; raw content (comments kept).
  // [code system-prompt.ts] `\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n`
  // then `## <abs>\n\n<content>\n\n` per file, in the system prompt. The two leading newlines separate it
  // from the preceding prompt text and are left out here.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `# Project Context\n\nProject-specific instructions and guidelines:\n\n${kept.map((f) => `## ${abs(env.absRoot, f.path)}\n\n${f.kept}\n\n`).join('')}`;
  },
  renderTouch: () => '',
};
