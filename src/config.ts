// `.github/instruction-stack.yml`: what a team can set, validated with located errors.
// The same loader serves the GitHub Action (file read from the PR base) and the CLI.
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { didYouMean } from './edit-distance.js';
import { isToolId, PROFILES, TOOL_IDS } from './profiles/index.js';
import { readFile } from './repo/links.js';
import type { RepoView } from './repo/view.js';
import type { Severity, ToolId, ToolOptions } from './types.js';

export const DEFAULT_CONFIG_PATH = '.github/instruction-stack.yml';

/** Check ids known when this file was written; callers may pass the live list from src/checks. */
export const KNOWN_CHECK_IDS: readonly string[] = [
  'budget',
  'fork',
  'symlink',
  'import',
  'hidden',
  'shadowed',
  'local-files',
  'rules-frontmatter',
  'input',
];

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

type KnobKind =
  | { type: 'int'; min: number }
  | { type: 'names' }
  | { type: 'enum'; values: readonly string[] };

const KNOB_KINDS: Record<keyof ToolOptions, KnobKind> = {
  maxBytes: { type: 'int', min: 1 },
  fallbackFilenames: { type: 'names' },
  contextFileNames: { type: 'names' },
  importFormat: { type: 'enum', values: ['tree', 'flat'] },
  instructionFiles: { type: 'enum', values: ['claude-md', 'claude-md-or-agents-md', 'claude-md-and-agents-md'] },
  perFileMaxChars: { type: 'int', min: 1 },
  maxSourceBytes: { type: 'int', min: 1 },
  claudeMdExcludes: { type: 'names' },
};

/** Knobs each tool accepts in `tools-options`: exactly the ones its profile honours. */
export function toolKnobs(tool: ToolId): readonly (keyof ToolOptions)[] {
  return PROFILES.find((p) => p.id === tool)?.knobs ?? [];
}

const TOP_KEYS = ['tools', 'tools-options', 'checks', 'ignore', 'working-directories', 'comment', 'fail-on', 'fork'] as const;
const SEVERITIES = ['error', 'warning', 'note', 'off'] as const;
const FAIL_ON = ['error', 'warning', 'never'] as const;

export interface ParseOptions {
  /** Check ids that exist (defaults to KNOWN_CHECK_IDS). */
  knownChecks?: readonly string[];
}

/** Parses and validates the YAML text of a configuration file. Throws ConfigError listing every problem. */
export function parseConfig(text: string, file: string = DEFAULT_CONFIG_PATH, opts: ParseOptions = {}): Config {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const problems: ConfigProblem[] = [];
  const at = (node: YamlNode | null | undefined, message: string): void => {
    const off = node?.range?.[0];
    if (off === undefined) problems.push({ file, message });
    else {
      const pos = lc.linePos(off);
      problems.push({ file, line: pos.line, column: pos.col, message });
    }
  };
  for (const e of doc.errors) {
    const pos = lc.linePos(e.pos[0]);
    problems.push({ file, line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const cfg = defaultConfig();
  cfg.source = file;
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === undefined))) return cfg;
  if (!isMap(root)) {
    at(root, 'the configuration must be a mapping of keys (tools, checks, ignore, ...)');
    throw new ConfigError(problems);
  }
  const knownChecks = opts.knownChecks ?? KNOWN_CHECK_IDS;

  for (const pair of root.items) {
    const keyNode = pair.key as YamlNode | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
    const value = pair.value as YamlNode | null;
    if (key === undefined || !(TOP_KEYS as readonly string[]).includes(key)) {
      at(keyNode, `unknown key ${JSON.stringify(key ?? '?')}${suggest(key, TOP_KEYS)}; expected one of ${TOP_KEYS.join(', ')}`);
      continue;
    }
    switch (key) {
      case 'tools': {
        const list = stringList(value, 'tools', at);
        if (!list) break;
        const ids: ToolId[] = [];
        list.forEach(([s, n]) => {
          if (isToolId(s)) ids.push(s);
          else at(n, unknownTool(s));
        });
        cfg.tools = [...new Set(ids)];
        break;
      }
      case 'tools-options': {
        if (isNull(value)) break;
        if (!isMap(value)) {
          at(value, 'tools-options must be a mapping of tool id to options');
          break;
        }
        for (const tp of value.items) {
          const tk = tp.key as YamlNode | null;
          const tool = isScalar(tk) ? String(tk.value) : '';
          if (!isToolId(tool)) {
            at(tk, `tools-options: unknown tool ${JSON.stringify(tool)}${suggest(tool, TOOL_IDS)}`);
            continue;
          }
          const opts = toolOptions(tool as ToolId, tp.value as YamlNode | null, at);
          if (opts) cfg.toolOptions[tool as ToolId] = opts;
        }
        break;
      }
      case 'checks': {
        if (isNull(value)) break;
        if (!isMap(value)) {
          at(value, 'checks must be a mapping of check id to error, warning, note or off');
          break;
        }
        for (const cp of value.items) {
          const ck = cp.key as YamlNode | null;
          const id = isScalar(ck) ? String(ck.value) : '';
          if (!knownChecks.includes(id)) {
            at(ck, `checks: unknown check ${JSON.stringify(id)}${suggest(id, knownChecks)}; known checks: ${knownChecks.join(', ')}`);
            continue;
          }
          const v = cp.value as YamlNode | null;
          const sv = isScalar(v) ? v.value : undefined;
          const s = sv === false ? 'off' : sv;
          if (typeof s !== 'string' || !(SEVERITIES as readonly string[]).includes(s)) {
            at(v ?? ck, `checks.${id} must be one of ${SEVERITIES.join(', ')} (got ${describe(v)})`);
            continue;
          }
          cfg.checks[id] = s as Severity | 'off';
        }
        break;
      }
      case 'ignore':
      case 'working-directories': {
        const list = stringList(value, key, at);
        if (!list) break;
        const globs: string[] = [];
        for (const [s, n] of list) {
          if (s.trim() === '') at(n, `${key}: empty pattern`);
          else globs.push(s.replace(/^\.\//, ''));
        }
        if (key === 'ignore') cfg.ignore = globs;
        else cfg.workingDirectories = globs;
        break;
      }
      case 'comment': {
        const v = isScalar(value) ? value.value : undefined;
        if (typeof v === 'boolean') cfg.comment = v;
        else if (v === 'changes') cfg.comment = 'changes';
        else at(value ?? keyNode, `comment must be true, false or "changes" (got ${describe(value)})`);
        break;
      }
      case 'fail-on': {
        const v = isScalar(value) ? value.value : undefined;
        if (typeof v === 'string' && (FAIL_ON as readonly string[]).includes(v)) cfg.failOn = v as FailOn;
        else at(value ?? keyNode, `fail-on must be one of ${FAIL_ON.join(', ')} (got ${describe(value)})`);
        break;
      }
      case 'fork': {
        if (isNull(value)) break;
        if (!isMap(value)) {
          at(value, 'fork must be a mapping with the key names');
          break;
        }
        for (const fp of value.items) {
          const fk = fp.key as YamlNode | null;
          const name = isScalar(fk) ? String(fk.value) : '';
          if (name !== 'names') {
            at(fk, `fork: unknown key ${JSON.stringify(name)}; expected names`);
            continue;
          }
          const list = stringList(fp.value as YamlNode | null, 'fork.names', at);
          if (list) cfg.twinNames = list.map(([s]) => s);
        }
        break;
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return cfg;
}

type At = (node: YamlNode | null | undefined, message: string) => void;

function isNull(node: YamlNode | null | undefined): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

function describe(node: YamlNode | null | undefined): string {
  if (isNull(node)) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) return JSON.stringify(node.value);
  return 'an unsupported value';
}

/** A list of strings; a single string is accepted as a one-element list. */
function stringList(node: YamlNode | null | undefined, key: string, at: At): [string, YamlNode][] | undefined {
  if (isNull(node)) return [];
  if (isScalar(node) && typeof node.value === 'string') return [[node.value, node]];
  if (!isSeq(node)) {
    at(node, `${key} must be a list of strings (got ${describe(node)})`);
    return undefined;
  }
  const out: [string, YamlNode][] = [];
  let ok = true;
  for (const item of node.items) {
    const n = item as YamlNode;
    if (isScalar(n) && typeof n.value === 'string') out.push([n.value, n]);
    else {
      at(n, `${key}: every entry must be a string (got ${describe(n)})`);
      ok = false;
    }
  }
  return ok ? out : undefined;
}

function toolOptions(tool: ToolId, node: YamlNode | null, at: At): ToolOptions | undefined {
  if (isNull(node)) return undefined;
  if (!isMap(node)) {
    at(node, `tools-options.${tool} must be a mapping (got ${describe(node)})`);
    return undefined;
  }
  const allowed = toolKnobs(tool);
  const out: ToolOptions = {};
  for (const p of node.items) {
    const kn = p.key as YamlNode | null;
    const knob = isScalar(kn) ? String(kn.value) : '';
    if (!(allowed as readonly string[]).includes(knob)) {
      const accepts = allowed.length > 0 ? `${tool} accepts ${allowed.join(', ')}` : `${tool} has no options`;
      at(kn, `tools-options.${tool}: unknown option ${JSON.stringify(knob)}${suggest(knob, allowed)}; ${accepts}`);
      continue;
    }
    const k = knob as keyof ToolOptions;
    const kind = KNOB_KINDS[k];
    const v = p.value as YamlNode | null;
    const where = `tools-options.${tool}.${knob}`;
    if (kind.type === 'int') {
      const n = isScalar(v) ? v.value : undefined;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < kind.min) {
        at(v ?? kn, `${where} must be an integer of at least ${kind.min} (got ${describe(v)})`);
        continue;
      }
      (out as Record<string, unknown>)[k] = n;
    } else if (kind.type === 'enum') {
      const s = isScalar(v) ? v.value : undefined;
      if (typeof s !== 'string' || !kind.values.includes(s)) {
        at(v ?? kn, `${where} must be one of ${kind.values.join(', ')} (got ${describe(v)})`);
        continue;
      }
      (out as Record<string, unknown>)[k] = s;
    } else {
      const list = stringList(v, where, at);
      if (!list) continue;
      const names: string[] = [];
      for (const [s, n] of list) {
        if (s === '' || s.includes('\0')) at(n, `${where}: empty file name`);
        else names.push(s);
      }
      (out as Record<string, unknown>)[k] = names;
    }
  }
  return out;
}

/** The same words for a bad `tools` entry, in the file or in an input. */
function unknownTool(s: string): string {
  return `tools: unknown tool ${JSON.stringify(s)}${suggest(s, TOOL_IDS)}; known tools: ${TOOL_IDS.join(', ')}`;
}

function suggest(word: string | undefined, options: readonly string[]): string {
  return didYouMean(word, options);
}

// ---------------------------------------------------------------------------------------------
// Inputs (action `with:` or CLI flags) override the file.

export interface ConfigOverrides {
  tools?: string;
  failOn?: string;
  comment?: string;
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
    } else out.tools = undefined;
  }
  if (o.failOn !== undefined && o.failOn.trim() !== '') {
    const v = o.failOn.trim();
    if ((FAIL_ON as readonly string[]).includes(v)) out.failOn = v as FailOn;
    else problems.push({ file: source, message: `fail-on must be one of ${FAIL_ON.join(', ')} (got ${JSON.stringify(v)})` });
  }
  if (o.comment !== undefined && o.comment.trim() !== '') {
    const v = o.comment.trim().toLowerCase();
    if (v === 'true') out.comment = true;
    else if (v === 'false') out.comment = false;
    else if (v === 'changes') out.comment = 'changes';
    else problems.push({ file: source, message: `comment must be true, false or changes (got ${JSON.stringify(o.comment)})` });
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

/** Tools to analyse: the configured ones, or every tool known to the profiles. */
export function selectedTools(cfg: Config, available: readonly ToolId[]): ToolId[] {
  if (!cfg.tools || cfg.tools.length === 0) return [...available];
  return cfg.tools.filter((t) => available.includes(t));
}
