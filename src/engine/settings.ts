// Settings some tools read from the repository itself and that change what they load
// (decisions.md §6). Read from the analysed tree where the tool would; our own config file
// (settings a team keeps outside the repository) overrides them.
import { findNodeAtLocation, parse as parseJsonc, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { parse as parseToml } from 'smol-toml';
import { loadDoc } from '../doc/load.js';
import { joinPath, type RepoView } from '../repo/view.js';
import type { Finding, ToolId, ToolOptions } from '../types.js';

export interface RepoSettings {
  tools: Partial<Record<ToolId, ToolOptions>>;
  /** Per tool, the settings that were applied, in words (shown on every stack of that tool). */
  applied: Partial<Record<ToolId, string[]>>;
  /**
   * Per tool, settings that apply after every directory's own (`tools`), phase by phase in the order
   * the profile's `settingsLater` gives (each phase of every directory, root first or nearest first).
   */
  later?: Partial<Record<ToolId, readonly ToolOptions[]>>;
  findings: Finding[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function strings(v: unknown): string[] | undefined {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return undefined;
}

/**
 * Tools that refuse to start on an invalid settings file: [observed Gemini CLI 0.61.0, explorer 3AC26C,
 * 3EE2B3] "Error in <root>/.gemini/settings.json: Unexpected end of JSON input", exit 52.
 */
const REFUSES_INVALID: Readonly<Record<string, string>> = { '.gemini/settings.json': 'Gemini CLI does not start at all with it (exit 52)' };

/** `rel` (e.g. `.gemini/settings.json`) in `dir`; `REFUSES_INVALID` is keyed by `rel`. */
function readJson(view: RepoView, dir: string, rel: string, findings: Finding[]): Obj | undefined {
  const path = joinPath(dir, rel);
  const doc = loadDoc(view, path);
  if (!doc.ok) return undefined;
  try {
    const v: unknown = JSON.parse(doc.text.replace(/^\uFEFF/, ''));
    return isObj(v) ? v : undefined;
  } catch (err) {
    const refuses = REFUSES_INVALID[rel];
    // JSON.parse says where only as a character offset ("… at position 12"), when it says it at all
    const at = /position (\d+)/.exec((err as Error).message);
    findings.push({
      check: 'input',
      severity: refuses ? 'error' : 'warning',
      path,
      ...(at ? { line: doc.text.slice(0, Number(at[1])).split('\n').length } : {}),
      message: `${path} is not valid JSON (${(err as Error).message}); ${refuses ?? 'the tool ignores it, and so do we'}`,
      key: `settings:${path}`,
    });
    return undefined;
  }
}

/** Gemini CLI and Qwen Code: `context.fileName`, `context.importFormat` in `.gemini/` / `.qwen/settings.json`. */
function contextSettings(view: RepoView, dir: string, tool: ToolId, rel: string, out: RepoSettings): void {
  const json = readJson(view, dir, rel, out.findings);
  const path = joinPath(dir, rel);
  const ctx = json && isObj(json.context) ? json.context : undefined;
  if (!ctx) return;
  const opts: ToolOptions = {};
  const said: string[] = [];
  const names = strings(ctx.fileName);
  if (names) {
    opts.contextFileNames = names;
    said.push(`${path} context.fileName = ${JSON.stringify(ctx.fileName)}`);
  }
  if (ctx.importFormat === 'tree' || ctx.importFormat === 'flat') {
    opts.importFormat = ctx.importFormat;
    said.push(`${path} context.importFormat = ${ctx.importFormat}`);
  }
  if (said.length > 0) {
    out.tools[tool] = opts;
    out.applied[tool] = said;
  }
}

/** Claude Code: `claudeMdExcludes` in `.claude/settings.json` (globs against absolute paths). */
function claudeSettings(view: RepoView, dir: string, out: RepoSettings): void {
  const json = readJson(view, dir, '.claude/settings.json', out.findings);
  const ex = json ? strings(json.claudeMdExcludes) : undefined;
  if (!ex) return;
  out.tools['claude-code'] = { claudeMdExcludes: ex };
  out.applied['claude-code'] = [`${joinPath(dir, '.claude/settings.json')} claudeMdExcludes = ${JSON.stringify(ex)}`];
}

/** Codex: `project_doc_max_bytes` and `project_doc_fallback_filenames` from a project `.codex/config.toml`. */
function codexSettings(view: RepoView, dir: string, out: RepoSettings): void {
  const path = joinPath(dir, '.codex/config.toml');
  const doc = loadDoc(view, path);
  if (!doc.ok) return;
  let toml: Obj;
  try {
    toml = parseToml(doc.text) as Obj;
  } catch (err) {
    out.findings.push({ check: 'input', severity: 'warning', path, message: `${path} is not valid TOML: ${(err as Error).message.split('\n')[0]}`, key: `settings:${path}` });
    return;
  }
  const opts: ToolOptions = {};
  const said: string[] = [];
  const max = toml.project_doc_max_bytes;
  if (typeof max === 'number' || typeof max === 'bigint') {
    opts.maxBytes = Number(max);
    said.push(`${path} project_doc_max_bytes = ${max}`);
  }
  const fb = strings(toml.project_doc_fallback_filenames);
  if (fb) {
    opts.fallbackFilenames = fb;
    said.push(`${path} project_doc_fallback_filenames = ${JSON.stringify(fb)}`);
  }
  // [code] project_root_markers are read only from non-project layers: a repository cannot move its own boundary.
  if ('project_root_markers' in toml) said.push(`${path} project_root_markers ignored (Codex reads it only from user and system config)`);
  if (said.length > 0) {
    out.tools.codex = opts;
    out.applied.codex = said;
  }
}

/**
 * OpenCode's settings files of one directory, in the order it applies them ([code 1.18.33]
 * `ConfigPaths.projectFiles`: `up` finds `opencode.jsonc`, then `opencode.json`, and the list is
 * reversed), both read as JSON with comments and trailing commas ([observed 1.18.33] fixtures
 * x-opencode-S8-jsonc, -json-and-jsonc, -json-comments).
 */
const OPENCODE_FILES = ['opencode.json', 'opencode.jsonc'];

/** What a tool does with a settings file it cannot parse, for the finding. */
interface OnInvalid {
  severity: 'error' | 'warning';
  says: string;
}

/** [observed 1.18.33] "Config file at … is not valid JSON(C)", exit 1. */
const OPENCODE_REFUSES: OnInvalid = { severity: 'error', says: 'OpenCode does not start at all with it (exit 1)' };
/** [observed Kilo Code 7.7.7, fixture x-kilo-code-S10-invalid] it starts without the file. */
const KILO_IGNORES: OnInvalid = { severity: 'warning', says: 'Kilo Code CLI ignores it, and so do we' };

/** `path` as JSON with comments; undefined when absent, or invalid (a finding, located). */
function readJsonc(view: RepoView, path: string, findings: Finding[], onInvalid: OnInvalid): Obj | undefined {
  const doc = loadDoc(view, path);
  if (!doc.ok) return undefined;
  const text = doc.text.replace(/^\uFEFF/, '');
  const errors: ParseError[] = [];
  const v: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  const e = errors[0];
  if (e) {
    const before = text.slice(0, e.offset);
    const line = before.split('\n').length;
    const column = e.offset - before.lastIndexOf('\n');
    findings.push({
      check: 'input',
      severity: onInvalid.severity,
      path,
      line,
      message: `${path} is not valid JSON with comments (${printParseErrorCode(e.error)} at line ${line}, column ${column}); ${onInvalid.says}`,
      key: `settings:${path}`,
    });
    return undefined;
  }
  return isObj(v) ? v : undefined;
}

/**
 * `instructions` of an OpenCode settings file: a list of strings, or absent. [observed 1.18.33] Anything
 * else (a single string too) is "Configuration is invalid at <path>" and OpenCode does not start:
 * an error at the key's line, and the file applies nothing.
 */
function opencodeInstructions(view: RepoView, path: string, json: Obj, findings: Finding[]): string[] | undefined {
  const v = json.instructions;
  if (v === undefined) return undefined;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  const doc = loadDoc(view, path);
  const tree = doc.ok ? parseTree(doc.text) : undefined;
  const node = tree ? findNodeAtLocation(tree, ['instructions']) : undefined;
  const line = doc.ok && node ? doc.text.slice(0, node.offset).split('\n').length : undefined;
  findings.push({
    check: 'input',
    severity: 'error',
    path,
    ...(line !== undefined ? { line } : {}),
    message: `${path}: \`instructions\` must be a list of paths (got ${Array.isArray(v) ? 'a list holding something else' : typeof v === 'string' ? 'one string' : typeof v}); OpenCode does not start at all with it ("Configuration is invalid", exit 1)`,
    key: `settings:${path}:instructions`,
  });
  return undefined;
}

/** The `instructions` of the settings files `dir/<name>` (`names`, in order), joined, and what they said. */
interface Found {
  list: string[];
  said: string[];
}

function instructionsIn(view: RepoView, dir: string, names: readonly string[], findings: Finding[], onInvalid: OnInvalid): Found {
  const found: Found = { list: [], said: [] };
  for (const name of names) {
    const path = joinPath(dir, name);
    const json = readJsonc(view, path, findings, onInvalid);
    const own = json ? opencodeInstructions(view, path, json, findings) : undefined;
    if (!own) continue;
    for (const p of own) if (!found.list.includes(p)) found.list.push(p);
    found.said.push(`${path} instructions = ${JSON.stringify(own)}`);
  }
  return found;
}

/** A non-empty `instructions` option, else none. */
const instructionsOf = (list: readonly string[]): ToolOptions => (list.length > 0 ? { instructions: [...new Set(list)] } : {});

/**
 * OpenCode: `instructions` in `opencode.json` / `opencode.jsonc` ([observed 1.18.33, explorer: 5 of 5
 * cases, `["docs/extra.md"]` loaded after the AGENTS.md files, with and without .git, cwd . / a / a/b]).
 * [observed 1.18.33, explorer seed 6: 090246 and 6 more; probes oc1-oc3] every directory's from cwd up
 * to the root applies, the lists joined root first (opencode profile `settingsLayered`). [code 1.18.33
 * `ConfigPaths.directories`; observed, fixture x-opencode-S8-dot-opencode] a directory's
 * `.opencode/opencode.json(c)` applies after all of those, the nearest directory's first (the profile's
 * `settingsLater`). Kilo Code reads the same files: they are read once, for both (kiloSettings).
 */
function opencodeSettings(view: RepoView, dir: string, out: RepoSettings): void {
  const own = instructionsIn(view, dir, OPENCODE_FILES, out.findings, OPENCODE_REFUSES);
  const dot = instructionsIn(view, joinPath(dir, '.opencode'), OPENCODE_FILES, out.findings, OPENCODE_REFUSES);
  if (own.said.length > 0) out.tools.opencode = instructionsOf(own.list);
  if (dot.said.length > 0) (out.later ??= {}).opencode = [instructionsOf(dot.list)];
  if (own.said.length + dot.said.length > 0) out.applied.opencode = [...own.said, ...dot.said];
  kiloSettings(view, dir, out, own);
}

/**
 * Kilo Code CLI, a fork of OpenCode, reads `instructions` the same way ([code 7.7.7]
 * `Instruction.systemSources`), from more files ([code] `KilocodeConfig`, `ConfigPaths`; [observed
 * 7.7.7] fixtures x-kilo-code-S10-files, -dirs): every directory's `kilo.json` and `kilo.jsonc` from
 * the root down to cwd (`tools`), then every directory's `opencode.json` and `opencode.jsonc` the same
 * way (`opencode`, OpenCode's reading of them), then the `.kilocode/` and `.kilo/` directories of cwd
 * up to the root, nearest first, each with `kilo.jsonc`, `kilo.json`, `opencode.jsonc`, `opencode.json`
 * (the profile's `settingsLater`).
 */
function kiloSettings(view: RepoView, dir: string, out: RepoSettings, opencode: Found): void {
  const own = instructionsIn(view, dir, ['kilo.json', 'kilo.jsonc'], out.findings, KILO_IGNORES);
  const inDirs = ['.kilocode', '.kilo'].map((d) => instructionsIn(view, joinPath(dir, d), ['kilo.jsonc', 'kilo.json', 'opencode.jsonc', 'opencode.json'], out.findings, KILO_IGNORES));
  const said = [...own.said, ...opencode.said, ...inDirs.flatMap((d) => d.said)];
  if (said.length === 0) return;
  if (own.said.length > 0) out.tools['kilo-code'] = instructionsOf(own.list);
  (out.later ??= {})['kilo-code'] = [instructionsOf(opencode.list), instructionsOf(inDirs.flatMap((d) => d.list))];
  out.applied['kilo-code'] = said;
}

export function readRepoSettings(view: RepoView): RepoSettings {
  const out: RepoSettings = { tools: {}, applied: {}, findings: [] };
  contextSettings(view, '', 'gemini-cli', '.gemini/settings.json', out);
  contextSettings(view, '', 'qwen-code', '.qwen/settings.json', out);
  claudeSettings(view, '', out);
  codexSettings(view, '', out);
  opencodeSettings(view, '', out);
  return out;
}

/**
 * The project settings in directory `dir` below the root: of the tools that read them from their
 * working directory (`settingsAtCwd`: Gemini CLI, Qwen Code, Claude Code; Codex without .git,
 * `noMarkerProjectRoot`), and of those reading every directory's down to it (`settingsLayered`:
 * Codex with .git, OpenCode). [observed Gemini CLI 0.61.0, explorer seed 2: 105ADD]
 * a/.gemini/settings.json applies to a session in a/.
 */
export function readCwdSettings(view: RepoView, dir: string): RepoSettings {
  const out: RepoSettings = { tools: {}, applied: {}, findings: [] };
  contextSettings(view, dir, 'gemini-cli', '.gemini/settings.json', out);
  contextSettings(view, dir, 'qwen-code', '.qwen/settings.json', out);
  claudeSettings(view, dir, out);
  codexSettings(view, dir, out);
  opencodeSettings(view, dir, out);
  return out;
}

/** A directory holding one of these entries may hold a settings file `readCwdSettings` reads. */
export function mayHoldSettings(kids: ReadonlyMap<string, unknown>): boolean {
  for (const n of ['opencode.json', 'opencode.jsonc', 'kilo.json', 'kilo.jsonc']) if (kids.has(n)) return true;
  for (const k of kids.keys()) if (k.startsWith('.')) return true;
  return false;
}
