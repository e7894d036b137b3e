// OpenAI Codex CLI. Verified by execution: codex 0.169.0 (../shared/oracle RESULTS.md).
// Source: codex-rs `agents_md.rs` (profiles.md §1).
import { abs } from './walk.js';
import { chain, loadedInstead, firstFile, outsideHits } from './walk.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';
import { VERIFIED_VERSIONS } from './verified-versions.js';

// [code agents_md.rs] LOCAL_AGENTS_MD_FILENAME, DEFAULT_AGENTS_MD_FILENAME; fallbacks from config
// `project_doc_fallback_filenames` come after them (empty entries and duplicates skipped).
function candidates(fallbacks: readonly string[] = []): string[] {
  const out = ['AGENTS.override.md', 'AGENTS.md'];
  for (const f of fallbacks) if (f !== '' && !out.includes(f)) out.push(f);
  return out;
}

// [code config_toml.rs] DEFAULT_PROJECT_DOC_MAX_BYTES = 32 * 1024; [observed 0.169.0] root file cut
// at exactly 32,768 bytes, deeper files dropped.
export const CODEX_DEFAULT_MAX_BYTES = 32 * 1024;

export const codex: Profile = {
  id: 'codex',
  name: 'Codex CLI',
  verified: { method: 'execution', version: VERIFIED_VERSIONS['codex'].version },
  // [observed] git root → cwd; no .git → cwd only; never above the root. [observed 0.171.0, explorer
  // seed 4: BEA7C9] without .git the root's .codex/config.toml does not apply in a session in a/b: the
  // project root is cwd.
  walk: { noMarker: 'cwd-only', aboveRoot: false, noMarkerProjectRoot: 'cwd' },
  // [observed 0.169.0, explorer cases 79907C, 2D827B (trusted) and 2B8853, x-codex-AFB641 (untrusted)] the
  // project's .codex/config.toml (project_doc_max_bytes, project_doc_fallback_filenames) applies only when
  // ~/.codex/config.toml marks the project `trust_level = "trusted"`; an untrusted project's is ignored.
  settingsNeedTrust: true,
  // [observed 0.171.0, explorer seed 4 probe cx7; fixture x-codex-BEA7C9-layered] with .git, a/b/.codex/config.toml
  // applies in a session in a/b (the git root trusted); without .git only cwd's, as the project root.
  settingsLayered: 'with-git',
  outsideView: ['$CODEX_HOME/AGENTS.override.md or AGENTS.md (~/.codex), sent before the project files'],
  knobs: ['maxBytes', 'fallbackFilenames', 'trusted', 'outsideLinkTargets'],
  names: (o) => candidates(o.fallbackFilenames),
  // [code agents_md_paths] the first candidate present in a directory keeps the later ones there away.
  shadowedBy: (ctx, _cwd, file) => loadedInstead(ctx.view, file, candidates(ctx.opts.fallbackFilenames), outsideHits(ctx.opts)),
  // [code agents_md_paths] first candidate that is a file wins in each directory; root first.
  startup(ctx, cwd) {
    const names = candidates(ctx.opts.fallbackFilenames);
    const out: Candidate[] = [];
    for (const dir of chain(ctx.view, this.walk, cwd)) {
      // [observed 0.171.0, explorer 82165F, ABE016] a dangling AGENTS.override.md link out of the repository
      // is skipped for AGENTS.md (outsideLinkTargets: missing)
      const hit = firstFile(ctx.view, dir, names, outsideHits(ctx.opts));
      if (hit) out.push({ path: hit, reason: 'startup' });
    }
    return out;
  },
  // [observed touch mode] reading a file adds nothing: no lazy discovery.
  // [code] whitespace-only files are skipped and consume no budget.
  keep: (files) => files.filter((f) => f.text.trim() !== ''),
  // [code] total budget over project docs in root → cwd order, counted on raw file bytes; a doc
  // larger than what remains is byte-truncated (may split UTF-8), later docs are dropped.
  budget(files, env) {
    const max = env.opts.maxBytes ?? CODEX_DEFAULT_MAX_BYTES;
    let remaining = max;
    for (const f of files) {
      // the bytes themselves only for the file that is cut
      const size = Buffer.byteLength(f.text, 'utf8');
      if (remaining <= 0) {
        f.omitted = true;
        f.kept = '';
        f.note = `dropped: the ${max}-byte project_doc_max_bytes budget was used up by earlier files`;
      } else if (size > remaining) {
        f.truncated = true;
        f.kept = Buffer.from(f.text, 'utf8').subarray(0, remaining).toString('utf8');
        f.note = `cut at byte ${remaining} of ${size} (project_doc_max_bytes = ${max})`;
        remaining = 0;
      } else remaining -= size;
    }
    return { budgetBytes: max, counts: 'file bytes, root to cwd, before framing (project_doc_max_bytes)' };
  },
  // [observed] one user message: `# AGENTS.md instructions for <cwd>\n\n<INSTRUCTIONS>\n…\n</INSTRUCTIONS>`,
  // files joined by a blank line, no per-file header.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    return `# AGENTS.md instructions for ${abs(env.absRoot, env.cwd)}\n\n<INSTRUCTIONS>\n${kept.map((f: RenderedFile) => f.kept).join('\n\n')}\n</INSTRUCTIONS>`;
  },
  renderTouch: () => '',
};
