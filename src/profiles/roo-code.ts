// Roo Code (VS Code extension). From its source, not verified by execution (an editor extension; no
// CLI to run): RooCodeInc/Roo-Code src/core/prompts/sections/custom-instructions.ts @ b2b7780 (Feb 2026)
// (`addCustomInstructions`, `loadRuleFiles`, `loadAgentRulesFileFromDirectory`,
// `readTextFilesFromDirectory`). Its own code, run on fixtures/oracle: docs/fidelity.md.
import { firstFile, isHit, listRules, type RulesSpec } from './walk.js';
import { baseName, joinPath, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';

// [code] the default mode; its `rules-<mode>` directory comes first.
const MODE = 'code';
// [code shouldIncludeRuleFile] every file of a rules directory (any extension, recursive) except cache
// and system files.
const NOT_RULES = /(\.DS_Store|\.bak|\.cache|\.crdownload|\.db|\.dmp|\.dump|\.eslintcache|\.lock|\.log|\.old|\.part|\.partial|\.pyc|\.pyo|\.stackdump|\.swo|\.swp|\.temp|\.tmp)$|^Thumbs\.db$/;
const rulesIn = (dir: string): RulesSpec => ({ dir, recursive: true, match: /./ });
// [code loadAgentRulesFileFromDirectory] the first of these in the workspace that has text, then
// AGENTS.local.md (also without an AGENTS.md).
const AGENT_FILES = ['AGENTS.md', 'AGENT.md'];
const AGENT_LOCAL = 'AGENTS.local.md';

/** [code readTextFilesFromDirectory] sorted by file name (not path), case-insensitive, `localeCompare`. */
function dirRules(view: RepoView, cwd: string, dir: string, label: string): Candidate[] {
  return listRules(view, cwd, rulesIn(dir))
    .filter((p) => !NOT_RULES.test(baseName(p)))
    .sort((a, b) => baseName(a).toLowerCase().localeCompare(baseName(b).toLowerCase()))
    .map((path) => ({ path, reason: 'startup', label }));
}

/** The first of `names` in `cwd` (a file that is only whitespace counts as absent: `safeReadFile` trims). */
function firstLegacy(view: RepoView, cwd: string, names: string[], label: string): Candidate[] {
  for (const n of names) {
    const p = joinPath(cwd, n);
    if (isHit(view, p)) return [{ path: p, reason: 'startup', label }];
  }
  return [];
}

export const rooCode: Profile = {
  id: 'roo-code',
  name: 'Roo Code',
  verified: { method: 'own-code', version: 'source b2b7780 (custom-instructions.ts, Feb 2026)', note: 'VS Code extension: its loader run on our fixtures, not the extension' },
  // [code] the workspace folder (`cwd` of the task) only; nothing above it; subfolder rules
  // (`enableSubfolderRules`) are off by default and not modelled.
  // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
  positional: true,
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  scope: 'the workspace folder only',
  outsideView: ['~/.roo/rules and ~/.roo/rules-code (sent before the workspace ones); global and mode custom instructions from the settings'],
  knobs: [],
  names: () => [...AGENT_FILES, AGENT_LOCAL, '.roorules', '.clinerules', `.roorules-${MODE}`, `.clinerules-${MODE}`],
  rulesDirs: [
    { dir: '.roo/rules', deep: true, file: /./ },
    { dir: `.roo/rules-${MODE}`, deep: true, file: /./ },
  ],
  ownFiles: ['.roo/rules', `.roo/rules-${MODE}`, '.roorules'],
  // [code addCustomInstructions] mode rules (`.roo/rules-code/`, else `.roorules-code`, else
  // `.clinerules-code`), then AGENTS.md / AGENT.md and AGENTS.local.md, then `.roo/rules/` (else `.roorules`, else `.clinerules`).
  startup(ctx, cwd) {
    const v = ctx.view;
    const mode = dirRules(v, cwd, `.roo/rules-${MODE}`, 'mode-rule');
    const agent = firstFile(v, cwd, AGENT_FILES);
    const local = firstFile(v, cwd, [AGENT_LOCAL]);
    const generic = dirRules(v, cwd, '.roo/rules', 'dir-rule');
    return [
      ...(mode.length ? mode : firstLegacy(v, cwd, [`.roorules-${MODE}`, `.clinerules-${MODE}`], 'legacy')),
      ...(agent ? [{ path: agent, reason: 'startup' as const, label: 'agent' }] : []),
      ...(local ? [{ path: local, reason: 'startup' as const, label: 'agent-local' }] : []),
      ...(generic.length ? generic : firstLegacy(v, cwd, ['.roorules', '.clinerules'], 'legacy')),
    ];
  },
  // [code safeReadFile] every file is trimmed; an empty one is not sent (a legacy or agent file that is
  // empty lets the next name in). Not modelled: that fallback to the next name after an empty file.
  transform: (text) => text.trim(),
  keep: (files) => files.filter((f) => f.text !== ''),
  // [code] `Rules:\n\n` + the parts joined by a blank line, inside the USER'S CUSTOM INSTRUCTIONS block
  // (left out here). Directory rules are `# Rules from <path relative to cwd>:\n<text>` each, under
  // `# Rules from rules-code directories:` (mode) or `# Rules from .roo directories:` (generic) and a
  // blank line; a legacy file is `# Rules from <name>:\n<text>`; the agent files
  // `# Agent Rules Standard (<name>):\n<text>` and `# Agent Rules Local (AGENTS.local.md):\n<text>`.
  renderStartup(files, env) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    const rel = (p: string): string => (env.cwd === '' ? p : p.slice(env.cwd.length + 1));
    const group = (label: string, head: string): string[] => {
      const g = kept.filter((f) => f.label === label);
      return g.length ? [`${head}\n\n${g.map((f) => `# Rules from ${rel(f.path)}:\n${f.kept}`).join('\n\n')}`] : [];
    };
    const one = (f: RenderedFile): string[] => {
      if (f.label === 'agent') return [`# Agent Rules Standard (${baseName(f.path)}):\n${f.kept}`];
      if (f.label === 'agent-local') return [`# Agent Rules Local (${AGENT_LOCAL}):\n${f.kept}`];
      if (f.label === 'legacy') return [`# Rules from ${baseName(f.path)}:\n${f.kept}`];
      return [];
    };
    const legacyMode = kept.filter((f) => f.label === 'legacy' && baseName(f.path).endsWith(`-${MODE}`));
    const legacyGeneric = kept.filter((f) => f.label === 'legacy' && !baseName(f.path).endsWith(`-${MODE}`));
    const parts = [
      ...group('mode-rule', `# Rules from rules-${MODE} directories:`),
      ...legacyMode.flatMap(one),
      ...kept.filter((f) => f.label === 'agent' || f.label === 'agent-local').flatMap(one),
      ...group('dir-rule', '# Rules from .roo directories:'),
      ...legacyGeneric.flatMap(one),
    ];
    return `Rules:\n\n${parts.join('\n\n')}`;
  },
  renderTouch: () => '',
};
