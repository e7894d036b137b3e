// What CLI commands share: option declarations spelt the same everywhere, the tool list, and the
// configuration file (the same loader and validation as the action).
import { ConfigError, loadConfig, viewSource, type Config } from '../config.js';
import { CHECK_IDS } from '../checks/index.js';
import { didYouMean } from '../edit-distance.js';
import { TOOL_IDS, isToolId } from '../profiles/index.js';
import { UsageError } from '../repo/open.js';
import type { RepoView } from '../repo/view.js';
import type { ToolId } from '../types.js';
import type { OptionSpec } from './args.js';
import { DEFAULT_TIMEOUT_SECONDS, parseTimeout } from '../deadline.js';

function opt<T extends OptionSpec>(o: T): T {
  return o;
}

/** Options several commands take, declared once so they read the same in every `--help`. */
export const OPTIONS = {
  root: opt({
    type: 'string',
    value: 'dir',
    description: 'Directory to analyse (default: the top of the git repository holding the current directory). It must be inside a git repository unless --no-git.',
  }),
  rev: opt({ type: 'string', value: 'rev', description: 'Read this git revision instead of the working tree (committed symlinks stay symlinks).' }),
  noGit: opt({ type: 'boolean', description: 'Analyse a directory without .git, as the tools behave outside a repository.' }),
  config: opt({ type: 'string', value: 'file', description: 'Configuration file inside the repository (default: .github/instruction-stack.yml).' }),
  tool: opt({
    type: 'string',
    value: 'ids',
    aliases: ['tools'],
    description: `Tools to analyse, comma-separated, or all (default: the configuration's tools, else all). Ids: ${TOOL_IDS.join(', ')}.`,
  }),
  failOn: opt({ type: 'string', value: 'severity', choices: ['error', 'warning', 'never'], description: 'Lowest severity that exits 1 (default: the configuration, else error). One of: error, warning, never.' }),
  timeout: opt({ type: 'string', value: 'seconds', description: `Stop after this many seconds and fail, saying how far the run got (default: ${DEFAULT_TIMEOUT_SECONDS}; 0: no limit).` }),
  json: opt({ type: 'boolean', hidden: true, sets: { option: 'format', value: 'json' }, description: 'Same as --format json.' }),
} as const;

/** `--format` with the formats a command writes; the first is the default. */
export function formatOption<const F extends readonly [string, ...string[]]>(formats: F) {
  return opt({ type: 'string', value: 'format', choices: formats, description: `Output format: ${formats.join(', ')} (default: ${formats[0]}).` });
}

/**
 * `--tool a,b` (or `all`) → tool ids, in order, without repeats; an unknown id is a usage error with
 * a suggestion.
 */
export function parseToolList(value: string): ToolId[] | undefined {
  const items = value.split(/[\s,]+/).filter(Boolean);
  if (items.length === 1 && items[0] === 'all') return undefined;
  const out: ToolId[] = [];
  for (const t of items) {
    if (!isToolId(t)) throw new UsageError(`unknown tool: ${t}${didYouMean(t, TOOL_IDS)} (known: ${TOOL_IDS.join(', ')})`);
    if (!out.includes(t)) out.push(t);
  }
  if (out.length === 0) throw new UsageError('--tool needs at least one tool id, or all');
  return out;
}

/** `--timeout SECONDS` → seconds (Infinity for 0); a bad value is a usage error. */
export function parseTimeoutOption(value: string | undefined): number {
  const t = parseTimeout(value);
  if (t === undefined) throw new UsageError(`--timeout must be a number of seconds (0: no limit), got ${String(value)}`);
  return t;
}

/** `.github/instruction-stack.yml` (or `path`) from the analysed tree; a bad file is a usage error with its location. */
export function loadCliConfig(view: RepoView, path?: string): Config {
  try {
    return loadConfig(viewSource(view), path, { knownChecks: CHECK_IDS }).config;
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(`configuration: ${err.message.split('\n')[0]}`);
    throw err;
  }
}
