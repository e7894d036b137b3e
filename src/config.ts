// `.github/instruction-stack.yml`: what a team can set, validated against
// schema/instruction-stack.schema.json (src/config-schema.ts) with located errors.
// The same loader serves the GitHub Action (file read from the PR base) and the CLI.
import type { Node as YamlNode } from 'yaml';
import { yaml } from './on-demand.cjs';
import { schemaKeys, schemaProblems } from './config-schema.js';
import { didYouMean } from './edit-distance.js';
import { isToolId, PROFILES, TOOL_IDS } from './profiles/index.js';
import { readFile } from './repo/links.js';
import type { RepoView } from './repo/view.js';
import type { Severity, ToolId, ToolOptions } from './types.js';

export const DEFAULT_CONFIG_PATH = '.github/instruction-stack.yml';

export type FailOn = 'error' | 'warning' | 'never';
/** `true`: always keep a comment; `changes`: only when the PR changes a stack or has findings. */
export type CommentMode = boolean | 'changes';

export interface Config {
  /** Tools to analyse; undefined = every tool. */
  tools?: ToolId[];
  toolOptions: Partial<Record<ToolId, ToolOptions>>;
  checks: Partial<Record<string, Severity | 'off'>>;
  ignore: string[];
  workingDirectories: string[];
  comment: CommentMode;
  failOn: FailOn;
  /** Names declared twins of AGENTS.md (`fork.names`). */
  twinNames?: string[];
  /** Where the configuration came from (`defaults`, a repository path, `input`). */
  source: string;
  /** Gating (src/analysis/gate.ts): pre-existing findings fail too; `baseline`: a file of accepted findings. */
  failOnPreexisting?: boolean;
  baseline?: string;
  /** Findings in vendored and fixture trees (src/checks/vendored.ts): `note` (default) or `report`. */
  vendored?: 'note' | 'report';
}

export function defaultConfig(): Config {
  return { toolOptions: {}, checks: {}, ignore: [], workingDirectories: [], comment: true, failOn: 'error', source: 'defaults' };
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ConfigError';
  }
}

export interface ConfigProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export function formatProblem(p: ConfigProblem): string {
  const at = p.line !== undefined ? `:${p.line}${p.column !== undefined ? `:${p.column}` : ''}` : '';
  return `${p.file}${at}: ${p.message}`;
}

/** Knobs each tool accepts in `tools-options`: exactly the ones its profile honours. */
export function toolKnobs(tool: ToolId): readonly (keyof ToolOptions)[] {
  return PROFILES.find((p) => p.id === tool)?.knobs ?? [];
}

const FAIL_ON = ['error', 'warning', 'never'] as const;

export interface ParseOptions {
  /**
   * The check ids that exist now (src/checks); a configured check must be one of them as well as
   * in the schema. Default: the schema's list.
   */
  knownChecks?: readonly string[];
}

/** The shape the schema guarantees, as far as the conversion below reads it. */
interface RawConfig {
  tools?: string | string[];
  'tools-options'?: Record<string, Record<string, unknown> | null>;
  checks?: Record<string, Severity | 'off' | false> | null;
  ignore?: string | string[] | null;
  'working-directories'?: string | string[] | null;
  comment?: CommentMode;
  'fail-on'?: FailOn;
  fork?: { names?: string | string[] | null } | null;
  'fail-on-preexisting'?: boolean;
  baseline?: string;
  vendored?: 'note' | 'report';
}

/** A single value is accepted where a list is expected. */
function list(v: string | string[] | null | undefined): string[] {
  return v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v;
}

/**
 * Parses and validates the YAML text of a configuration file against the schema. Throws
 * ConfigError listing every problem, each with its line and column.
 */
export function parseConfig(text: string, file: string = DEFAULT_CONFIG_PATH, opts: ParseOptions = {}): Config {
  const { LineCounter, isMap, isScalar, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const located = (off: number, message: string): ConfigProblem => {
    const pos = lc.linePos(off);
    return { file, line: pos.line, column: pos.col, message };
  };
  const syntax = doc.errors.map((e) => located(e.pos[0], e.message.split('\n')[0] ?? e.message));
  if (syntax.length > 0) throw new ConfigError(syntax);
  // Aliases are expanded with yaml's default cap (no exponential blow-up from a hostile file).
  const data: unknown = doc.toJS();
  const cfg = defaultConfig();
  cfg.source = file;
  if (data === null || data === undefined) return cfg;

  const problems: ConfigProblem[] = schemaProblems(doc, lc, data).map((p) => ({ file, ...p }));
  const raw = data as RawConfig;
  if (opts.knownChecks && raw.checks && typeof raw.checks === 'object') {
    for (const id of Object.keys(raw.checks)) {
      if (!opts.knownChecks.includes(id) && schemaKeys('/checks').includes(id)) {
        const node = (doc.getIn(['checks'], true) as YamlNode | undefined) ?? undefined;
        const off = isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === id)?.key : undefined;
        const at = (off as YamlNode | undefined)?.range?.[0] ?? 0;
        problems.push(located(at, `checks: unknown check ${JSON.stringify(id)}; known checks: ${opts.knownChecks.join(', ')}`));
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  if (raw.tools !== undefined) cfg.tools = [...new Set(list(raw.tools) as ToolId[])];
  for (const [tool, o] of Object.entries(raw['tools-options'] ?? {})) {
    if (o === null) continue;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = KNOB_IS_LIST.has(k) ? list(v as string | string[]) : v;
    cfg.toolOptions[tool as ToolId] = out as ToolOptions;
  }
  for (const [id, sev] of Object.entries(raw.checks ?? {})) cfg.checks[id] = sev === false ? 'off' : sev;
  cfg.ignore = list(raw.ignore).map(stripDot);
  cfg.workingDirectories = list(raw['working-directories']).map(stripDot);
  if (raw.comment !== undefined) cfg.comment = raw.comment;
  if (raw['fail-on'] !== undefined) cfg.failOn = raw['fail-on'];
  if (raw.fork?.names !== undefined && raw.fork.names !== null) cfg.twinNames = list(raw.fork.names);
  if (raw['fail-on-preexisting'] !== undefined) cfg.failOnPreexisting = raw['fail-on-preexisting'];
  if (raw.baseline !== undefined) cfg.baseline = stripDot(raw.baseline.trim());
  if (raw.vendored !== undefined) cfg.vendored = raw.vendored;
  return cfg;
}

/** Knobs that are lists of names (a single name is accepted). */
const KNOB_IS_LIST = new Set(['fallbackFilenames', 'contextFileNames', 'claudeMdExcludes', 'instructions']);

function stripDot(glob: string): string {
  return glob.replace(/^\.\//, '');
}

/** The same words for a bad `tools` entry, in the file or in an input. */
function unknownTool(s: string): string {
  return `tools: unknown tool ${JSON.stringify(s)}${didYouMean(s, TOOL_IDS)}; known tools: ${TOOL_IDS.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------
// Inputs (action `with:` or CLI flags) override the file.

export interface ConfigOverrides {
  tools?: string;
  failOn?: string;
  comment?: string;
  failOnPreexisting?: string;
}

/** The `comment` input's mode (`true`, `false`, `changes`, any case); undefined when it is none of them. */
export function commentInput(value: string): CommentMode | undefined {
  const v = value.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : v === 'changes' ? 'changes' : undefined;
}

/** Applies action inputs / CLI flags on top of a file configuration. Throws ConfigError on bad values. */
export function applyOverrides(cfg: Config, o: ConfigOverrides, source = 'input'): Config {
  const problems: ConfigProblem[] = [];
  const out: Config = { ...cfg };
  if (o.tools !== undefined && o.tools.trim() !== '') {
    const items = o.tools.split(/[\s,]+/).filter((s) => s !== '');
    if (!(items.length === 1 && items[0] === 'all')) {
      const ids: ToolId[] = [];
      for (const s of items) {
        if (isToolId(s)) ids.push(s);
        else problems.push({ file: source, message: unknownTool(s) });
      }
      out.tools = [...new Set(ids)];
    } else out.tools = [...TOOL_IDS]; // `all`: every profile, the opt-in ones too
  }
  if (o.failOn !== undefined && o.failOn.trim() !== '') {
    const v = o.failOn.trim();
    if ((FAIL_ON as readonly string[]).includes(v)) out.failOn = v as FailOn;
    else problems.push({ file: source, message: `fail-on must be one of ${FAIL_ON.join(', ')} (got ${JSON.stringify(v)})` });
  }
  if (o.comment !== undefined && o.comment.trim() !== '') {
    const v = commentInput(o.comment);
    if (v !== undefined) out.comment = v;
    else problems.push({ file: source, message: `comment must be true, false or changes (got ${JSON.stringify(o.comment)})` });
  }
  if (o.failOnPreexisting !== undefined && o.failOnPreexisting.trim() !== '') {
    const v = o.failOnPreexisting.trim().toLowerCase();
    if (v === 'true' || v === 'false') out.failOnPreexisting = v === 'true';
    else problems.push({ file: source, message: `fail-on-preexisting must be true or false (got ${JSON.stringify(o.failOnPreexisting)})` });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}

/** Reads a configuration through any reader (a RepoView, a local file); `undefined` text = no file. */
export interface ConfigSource {
  read(path: string): string | undefined;
}

/** Reads the configuration from an analysed tree (links followed inside the tree only). */
export function viewSource(view: RepoView): ConfigSource {
  return {
    read(path: string): string | undefined {
      const r = readFile(view, path);
      if (r.ok) return r.bytes.toString('utf8').replace(/^\uFEFF/, '');
      if (r.problem === 'missing') return undefined;
      throw new ConfigError([{ file: path, message: `cannot read the configuration: ${r.message}` }]);
    },
  };
}

export interface LoadedConfig {
  config: Config;
  /** Whether a file was found. */
  found: boolean;
  path: string;
}

/**
 * Loads the configuration the action and the CLI share. A missing file at the default path means
 * defaults; a missing file at an explicitly requested path is an error.
 */
export function loadConfig(src: ConfigSource, path?: string, opts: ParseOptions = {}): LoadedConfig {
  const p = (path ?? '').trim() === '' ? DEFAULT_CONFIG_PATH : (path as string).trim().replace(/^\.\//, '');
  const text = src.read(p);
  if (text === undefined) {
    if (p !== DEFAULT_CONFIG_PATH) throw new ConfigError([{ file: p, message: 'configuration file not found' }]);
    return { config: defaultConfig(), found: false, path: p };
  }
  return { config: parseConfig(text, p, opts), found: true, path: p };
}

/**
 * Tools to analyse: the configured ones, else the default set (`defaults`: the established tools plus
 * the opt-in ones whose files the tree holds, see profiles/index.ts `defaultTools`).
 */
export function selectedTools(cfg: Config, available: readonly ToolId[], defaults: readonly ToolId[] = available): ToolId[] {
  if (!cfg.tools || cfg.tools.length === 0) return available.filter((t) => defaults.includes(t));
  return cfg.tools.filter((t) => available.includes(t));
}
