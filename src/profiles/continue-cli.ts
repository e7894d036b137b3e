// Continue CLI (`cn`, @continuedev/cli). Verified by execution: 1.5.47 against fidelity/fake-model.ts
// (docs/fidelity.md). Code: src/systemMessage.ts (`constructSystemMessage`,
// `loadMarkdownRulesWithMetadata`) and packages/config-yaml/src/markdown/markdownToRule.ts
// (`parseMarkdownRule`), read in the package's own source map. The IDE extension loads rules through
// its config system instead (not modelled here).
import { yaml } from '../on-demand.cjs';
import { loadDoc } from '../doc/load.js';
import { filterLoaded } from './walk.js';
import { firstFile, listRules, type RulesSpec } from './walk.js';
import type { RepoView } from '../repo/view.js';
import type { Candidate, Profile, RenderedFile } from './profile.js';

// [code constructSystemMessage] the first of these in the working directory, nothing above it
// (`existsSync`, so links are followed and case follows the file system).
const AGENT_FILES = ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md'];
// [code loadMarkdownRulesWithMetadata] `<cwd>/.continue/rules`, recursive, names ending in `.md`
// (case-sensitive), regular files after following links.
const RULES: RulesSpec = { dir: '.continue/rules', recursive: true, match: /\.md$/ };

interface ParsedRule {
  data: Record<string, unknown>;
  markdown: string;
}

/**
 * [code parseMarkdownRule] CRLF becomes LF; the text is split at every line that is `---` (plus
 * whitespace); with three parts or more the second is YAML and the rest, re-joined with `---` and
 * trimmed, is the rule; whatever stood before the first `---` is dropped. YAML that does not parse
 * leaves the whole (normalised) text as the rule, as does a text with fewer than two `---` lines.
 */
function parseRule(text: string): ParsedRule {
  const norm = text.replace(/\r\n/g, '\n');
  const parts = norm.split(/^---\s*$/m);
  if (parts.length < 3) return { data: {}, markdown: norm };
  try {
    const y: unknown = yaml().parse(parts[1] ?? '');
    const data = y !== null && typeof y === 'object' && !Array.isArray(y) ? (y as Record<string, unknown>) : {};
    return { data, markdown: parts.slice(2).join('---').trim() };
  } catch {
    return { data: {}, markdown: norm };
  }
}

/**
 * [code] a rule is sent when it is not `invokable`, is always-applied (`alwaysApply: true`, or no
 * `alwaysApply` and neither `globs` nor `regex`: glob rules are never attached by the CLI) and has
 * text; a rule whose text equals an earlier one is sent once.
 */
function startupRules(view: RepoView, cwd: string): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const path of listRules(view, cwd, RULES)) {
    const doc = loadDoc(view, path);
    if (!doc.ok) continue;
    const { data, markdown } = parseRule(doc.text);
    if (data.invokable) continue;
    const always = data.alwaysApply === true || (data.alwaysApply === undefined && !data.globs && !data.regex);
    if (!always || markdown.trim() === '' || seen.has(markdown)) continue;
    seen.add(markdown);
    out.push({ path, reason: 'startup', label: 'rule' });
  }
  return out;
}

export const continueCli: Profile = {
  id: 'continue-cli',
  name: 'Continue CLI',
  verified: { method: 'execution', version: '1.5.47' },
  // [code] `process.cwd()` only, with or without .git.
  // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
  positional: true,
  walk: { noMarker: 'cwd-only', aboveRoot: false },
  scope: 'the working directory only (never the git root above it)',
  outsideView: ['~/.continue/rules (recursive), and the `rules` of the config.yaml or hub assistant in use, sent before .continue/rules'],
  knobs: [],
  names: () => AGENT_FILES,
  rulesDirs: [{ dir: '.continue/rules', deep: true, file: /\.md$/ }],
  ownFiles: ['.continue/rules'],
  // [code] the agent file first, then the rules. Order of the rules: `readdirSync(recursive)` lists
  // in the file system's order; modelled as sorted by path (deviation on file systems that do not
  // list sorted).
  startup(ctx, cwd) {
    const agent = firstFile(ctx.view, cwd, AGENT_FILES);
    return [...(agent ? [{ path: agent, reason: 'startup' as const }] : []), ...startupRules(ctx.view, cwd)];
  },
  // [code] an empty agent file is not sent (`if (agentContent …)`), and no other name is tried.
  keep: (files) => filterLoaded(files, (f) => f.label === 'rule' || f.text !== ''),
  // [observed touch mode] reading a file adds nothing; no imports; comments kept.
  transform: (text, c) => (c.label === 'rule' ? parseRule(text).markdown : text),
  // [code] `\n\n<context name="userRules">` + `\n<agent file>` + (`\n\n` after an agent file, else
  // `\n`) + the rules joined by a blank line + `\n</context>`, at the end of the system message; the two
  // leading newlines are left out here.
  renderStartup(files) {
    const kept = files.filter((f) => !f.omitted);
    if (kept.length === 0) return '';
    const agent = kept.find((f) => f.label !== 'rule');
    const rules = kept.filter((f: RenderedFile) => f.label === 'rule').map((f) => f.kept);
    let out = '<context name="userRules">';
    if (agent) out += `\n${agent.kept}`;
    if (rules.length > 0) out += `${agent ? '\n\n' : '\n'}${rules.join('\n\n')}`;
    return `${out}\n</context>`;
  },
  renderTouch: () => '',
};
