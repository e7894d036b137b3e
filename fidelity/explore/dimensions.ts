// The dimensions a tool's loader can depend on, each with several values. A case is one value per
// dimension; `build` (generate.ts) turns it into a repository, a working directory, the files read
// in the session and the tool state. Every instruction-like file carries its own sentinel
// `SENTINEL_E<case>_<NAME>`, so "which files, in which order" is visible in the request.
//
// Layout: the repository root, `a/` (intermediate when cwd is `a/b`), `a/b/`, `a/b/c/` (below the
// working directory, beside the touched file `a/b/c/f.ts`), plus `z/`, `a/e/`, `docs/`.

export interface Dimension {
  name: string;
  values: readonly string[];
}

/** Instruction file sets a directory can hold (names every profile knows, incl. case variants). */
export const KINDS: Readonly<Record<string, readonly string[]>> = {
  none: [],
  agents: ['AGENTS.md'],
  claude: ['CLAUDE.md'],
  gemini: ['GEMINI.md'],
  qwen: ['QWEN.md'],
  'agents+claude': ['AGENTS.md', 'CLAUDE.md'],
  'agents-lower': ['agents.md'],
  'agents-upper-ext': ['AGENTS.MD'],
  'agents-mixed-case': ['Agents.md'],
  'claude-upper-ext': ['CLAUDE.MD'],
  override: ['AGENTS.override.md', 'AGENTS.md'],
  'override-only': ['AGENTS.override.md'],
  'claude+local': ['CLAUDE.md', 'CLAUDE.local.md'],
  'local-only': ['CLAUDE.local.md'],
  'agents+local': ['AGENTS.md', 'AGENTS.local.md'],
  dotclaude: ['.claude/CLAUDE.md'],
  'dotclaude+claude': ['CLAUDE.md', '.claude/CLAUDE.md'],
  all: ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'QWEN.md'],
  copilot: ['.github/copilot-instructions.md', 'AGENTS.md'],
  context: ['CONTEXT.md'],
};

const NESTED_KINDS = ['none', 'agents', 'claude', 'gemini', 'qwen', 'agents+claude', 'all', 'override', 'claude+local', 'agents-lower', 'dotclaude'];

export const DIMENSIONS: readonly Dimension[] = [
  { name: 'root', values: Object.keys(KINDS).filter((k) => k !== 'none') },
  { name: 'mid', values: NESTED_KINDS },
  { name: 'cwdDir', values: NESTED_KINDS },
  { name: 'below', values: ['none', 'agents', 'claude', 'gemini', 'qwen', 'all', 'claude+local'] },
  { name: 'cwd', values: ['.', 'a', 'a/b'] },
  // contents of the first instruction file of the repository
  { name: 'content', values: ['plain', 'empty', 'whitespace', 'bom', 'crlf', 'cr', 'html-comment', 'html-comment-multiline', 'fence', 'long-line', 'frontmatter', 'trailing-no-newline'] },
  // imports written into the first instruction file
  { name: 'imports', values: ['none', 'relative', 'bare', 'parent', 'nested', 'cyclic', 'missing', 'escaping', 'in-fence', 'in-inline-code', 'in-comment', 'mid-line', 'deep-6', 'via-link', 'twice', 'dir'] },
  { name: 'rules', values: ['none', 'claude-always', 'claude-paths', 'claude-nested-dir', 'claude-in-subdir', 'qwen-always', 'qwen-paths', 'qwen-nested-dir', 'copilot-applyto', 'copilot-nested-dir', 'copilot-no-applyto', 'copilot-in-subdir', 'cursor-mdc', 'all-scoped'] },
  { name: 'glob', values: ['**/*.ts', '*.ts', 'a/**', '**/*.{ts,tsx}', 'comma', './a/**/*.ts', '/a/**', 'a/b/c/f.ts', '**/*.py', 'negated', 'c/*.ts', '**'] },
  { name: 'globForm', values: ['list', 'string', 'inline-array', 'unquoted'] },
  { name: 'links', values: ['none', 'file-link', 'chain', 'dangling', 'escaping', 'claude-to-agents', 'rules-dir-link', 'below-dir-link', 'dir-named-like-file'] },
  { name: 'touch', values: ['none', 'below', 'cwd-file', 'other-dir', 'two-dirs', 'same-dir-twice', 'rule-match-py'] },
  { name: 'git', values: ['git', 'no-git'] },
  // tool settings files in the repository
  { name: 'settings', values: ['none', 'gemini-filename', 'qwen-filename', 'codex-fallback', 'codex-max-bytes', 'claude-excludes', 'opencode-instructions', 'gemini-in-subdir', 'gemini-flat', 'invalid-json'] },
  // tool state outside the repository (HOME, environment): trust and user settings
  { name: 'state', values: ['default', 'codex-trusted', 'gemini-untrusted', 'claude-md-only', 'claude-md-and-agents-md'] },
];

/**
 * Dimensions added after seeds 1 and 2 had run, used from seed `fromSeed` on: the older seeds' cases
 * (and their stored results, keyed by the case id) stay as they were.
 */
export const LATER_DIMENSIONS: ReadonlyArray<Dimension & { fromSeed: number }> = [
  // instruction files beside the files a session reads outside its directory: a/e/ (a/e/k.ts) and z/
  // (z/h.py); a read outside cwd loads them for some tools (Copilot, explorer seed 2: 105ADD)
  { name: 'aside', values: ['none', 'agents', 'claude', 'all', 'agents+claude', 'dotclaude', 'claude+local'], fromSeed: 3 },
  // tool settings below the root (a/ is above cwd a/b, a/b is cwd): `settings` puts them only at the
  // root (and Gemini's in a/), so which directories' settings a session applies went unexplored
  { name: 'nestedSettings', values: ['none', 'codex-fallback-mid', 'codex-max-bytes-cwd', 'claude-excludes-mid', 'qwen-filename-mid', 'gemini-filename-cwd', 'opencode-instructions-mid'], fromSeed: 6 },
  // OpenCode `instructions` globs (an opencode.json at the root, or in a/ for `mid-dir`), each scan of
  // one directory finding at most one file (OpenCode sends several in the file system's order)
  { name: 'instructionGlob', values: ['none', 'updirs', 'braces', 'globstar', 'dot-dir', 'one-level', 'mid-dir', 'with-plain'], fromSeed: 7 },
];

/** `dims` with the later dimensions a seed uses (none for seeds 1 and 2: the same array). */
export function dimensionsOfSeed(seed: number, dims: readonly Dimension[]): readonly Dimension[] {
  const later = LATER_DIMENSIONS.filter((d) => seed >= d.fromSeed).map(({ name, values }) => ({ name, values }));
  return later.length === 0 ? dims : [...dims, ...later];
}

/**
 * Tool states only hand-picked cases use (probe.ts `state=…`), kept out of the `state` dimension so
 * the seeded cases (and their stored results) stay as they are.
 */
export const PROBE_STATES: readonly string[] = ['claude-external-approved'];

export type Params = Record<string, string>;

export function dimension(name: string): Dimension {
  const d = DIMENSIONS.find((x) => x.name === name);
  if (!d) throw new Error(`unknown dimension ${name}`);
  return d;
}

/**
 * The dimensions with `extra` values in `rules` (rules folders of the tools that list them). With
 * `only`, every selected tool lists its own: `rules` is then those values plus a few other tools'
 * folders (to see they are not read), so most cases exercise what the selected tools read.
 */
export function withRules(extra: readonly string[], only = false): readonly Dimension[] {
  const add = [...new Set(extra)];
  if (add.length === 0) return DIMENSIONS;
  const others = only ? ['none', 'claude-always', 'copilot-applyto', 'cursor-mdc'] : (dimension('rules').values as readonly string[]);
  return DIMENSIONS.map((d) => (d.name === 'rules' ? { name: d.name, values: [...others, ...add.filter((v) => !others.includes(v))] } : d));
}
