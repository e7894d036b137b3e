// `instruction-stack explain <path>...`: the stacks each tool loads for those paths.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { plainStack, Resolver } from '../engine/resolve.js';
import { TOOL_IDS, isToolId } from '../profiles/index.js';
import { openView, UsageError } from '../repo/open.js';
import { normalizeRepoPath, type RepoView } from '../repo/view.js';
import { resolvePath } from '../repo/links.js';
import { explainJson } from '../output/json.js';
import { explainText } from '../output/text.js';
import { matchDirectories } from '../analysis/targets.js';
import type { Stack, ToolId } from '../types.js';
import { loadCliConfig } from './options.js';
import { selectedTools } from '../config.js';

export const EXPLAIN_USAGE = `usage: instruction-stack explain <path>... [--tool a,b] [--cwd dir] [--touch f1,f2] [--root dir] [--rev REV] [--no-git] [--config file] [--json] [--text]`;

export function parseTools(value: string | undefined): ToolId[] {
  if (!value) return [...TOOL_IDS];
  const out: ToolId[] = [];
  for (const t of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!isToolId(t)) throw new UsageError(`unknown tool: ${t} (known: ${TOOL_IDS.join(', ')})`);
    out.push(t);
  }
  return out;
}

/** A path typed on the command line → repository-relative, checked to be inside the root. */
export function toRepoPath(view: RepoView, input: string, shellCwd: string, mustExist: boolean): string {
  const rel = view.source === 'worktree' ? relative(view.absRoot, resolve(shellCwd, input)) : input;
  const p = normalizeRepoPath(rel);
  if (p === null) throw new UsageError(`${input} is outside the repository ${view.absRoot}`);
  if (mustExist && p !== '' && !resolvePath(view, p).ok && view.entry(p) === undefined) {
    throw new UsageError(`${input}: no such file or directory in ${view.label}`);
  }
  return p;
}

/** Directories of the tree matching the configured `working-directories` globs. */
function workingDirs(view: RepoView, globs: string[]): string[] {
  return globs.length === 0 ? [] : matchDirectories([view], globs);
}

export async function explainCommand(argv: string[], shellCwd = process.cwd()): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tool: { type: 'string' },
      cwd: { type: 'string' },
      touch: { type: 'string' },
      root: { type: 'string' },
      rev: { type: 'string' },
      'no-git': { type: 'boolean' },
      config: { type: 'string' },
      json: { type: 'boolean' },
      text: { type: 'boolean' },
    },
  });
  const view = openView({ root: values.root, rev: values.rev, noGit: values['no-git'] }, shellCwd);
  const cfg = loadCliConfig(view, values.config);
  const tools = values.tool !== undefined ? parseTools(values.tool) : selectedTools(cfg, TOOL_IDS);
  // Paths on the command line are relative to the shell; with --root they may also be repo-relative.
  const base = values.root !== undefined ? view.absRoot : shellCwd;
  const targets = positionals.map((p) => toRepoPath(view, p, base, true));
  const resolver = new Resolver(view, { tools: cfg.toolOptions });
  let stacks: Stack[];
  if (values.cwd !== undefined) {
    const cwd = toRepoPath(view, values.cwd, base, true);
    const touch = (values.touch ?? '').split(',').filter(Boolean).map((t) => toRepoPath(view, t, base, false));
    stacks = [];
    const sets = targets.length > 0 ? targets.map((t) => [...touch, t]) : [touch];
    for (const tool of tools) {
      for (const set of sets) stacks.push({ ...plainStack(resolver.stack(tool, cwd, set)), targets: set, vantage: 'extra' });
    }
  } else {
    if (targets.length === 0) throw new UsageError(`explain needs at least one path (or --cwd)\n${EXPLAIN_USAGE}`);
    stacks = resolver.explain(targets, { tools, extraCwds: workingDirs(view, cfg.workingDirectories) });
    if (tools.includes('claude-code')) stacks.push(...resolver.subagents());
  }
  process.stdout.write(values.json ? explainJson(view.absRoot, view.label, stacks) + '\n' : explainText(stacks, values.text ?? false));
  return 0;
}
