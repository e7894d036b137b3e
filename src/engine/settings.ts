// Settings some tools read from the repository itself and that change what they load
// (decisions.md §6). Read from the analysed tree where the tool would; our own config file
// (settings a team keeps outside the repository) overrides them.
import { parse as parseToml } from 'smol-toml';
import { loadDoc } from '../doc/load.js';
import { joinPath, type RepoView } from '../repo/view.js';
import type { Finding, ToolId, ToolOptions } from '../types.js';

export interface RepoSettings {
  tools: Partial<Record<ToolId, ToolOptions>>;
  /** Per tool, the settings that were applied, in words (shown on every stack of that tool). */
  applied: Partial<Record<ToolId, string[]>>;
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
    findings.push({
      check: 'input',
      severity: refuses ? 'error' : 'warning',
      path,
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
 * OpenCode: `instructions` in an `opencode.json` ([observed 1.18.33, explorer: 5 of 5 cases,
 * `["docs/extra.md"]` loaded after the AGENTS.md files, with and without .git, cwd . / a / a/b]).
 * [observed 1.18.33, explorer seed 6: 090246 and 6 more; probes oc1-oc3] every opencode.json from
 * cwd up to the root applies, the lists joined root first (opencode profile `settingsLayered`).
 * Globs and URLs are not followed here (they stay in the stack's outside view).
 */
function opencodeSettings(view: RepoView, dir: string, out: RepoSettings): void {
  const path = joinPath(dir, 'opencode.json');
  const json = readJson(view, dir, 'opencode.json', out.findings);
  const list = json ? strings(json.instructions) : undefined;
  if (!list) return;
  out.tools.opencode = { instructions: list };
  out.applied.opencode = [`${path} instructions = ${JSON.stringify(list)}`];
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
  if (kids.has('opencode.json')) return true;
  for (const k of kids.keys()) if (k.startsWith('.')) return true;
  return false;
}
