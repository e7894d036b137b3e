// `instruction-stack explain <path>...`: the stacks each tool loads for those paths.
import { relative, resolve } from 'node:path';
import { Resolver } from '../engine/resolve.js';
import { plainStack } from '../engine/stack.js';
import { TOOL_IDS, defaultTools } from '../profiles/index.js';
import { openView, UsageError } from '../repo/open.js';
import { worthPrefetching } from '../engine/instruction-files.js';
import { normalizeRepoPath, type RepoView } from '../repo/view.js';
import { resolvePath } from '../repo/links.js';
import { explainJson, stdoutSink, writePieces } from '../output/json.js';
import { explainText } from '../output/text.js';
import { matchDirectories } from '../analysis/targets.js';
import type { Stack } from '../types.js';
import { formatOption, loadCliConfig, OPTIONS, parseTimeoutOption, parseToolList } from './options.js';
import { clearDeadline, DeadlineError, startDeadline } from '../deadline.js';
import { defineCommand, helpText, parseCommand, type Values } from './args.js';
import { selectedTools } from '../config.js';
import { cliProgress } from './progress.js';

export const EXPLAIN_COMMAND = defineCommand({
  name: 'explain',
  summary: 'Print, per tool, the instruction files it loads for each path: from a session at the root that then reads the path, and from a session started in its directory.',
  args: '<path>...',
  options: {
    tool: OPTIONS.tool,
    cwd: { type: 'string', value: 'dir', description: 'One vantage instead of the default two: a session started in this directory (paths then are files it reads).' },
    touch: { type: 'string', value: 'files', description: 'With --cwd: comma-separated files the session reads first, in order.' },
    root: OPTIONS.root,
    rev: OPTIONS.rev,
    'no-git': OPTIONS.noGit,
    config: OPTIONS.config,
    format: formatOption(['text', 'json']),
    json: OPTIONS.json,
    text: { type: 'boolean', description: 'Also print the effective text each stack sends.' },
    'no-text': { type: 'boolean', description: 'With --format json: the layers only, no effective texts.' },
    timeout: OPTIONS.timeout,
  },
  details: 'Paths are relative to the current directory (with --root they may also be relative to the root).',
});

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
  const parsed = parseCommand(EXPLAIN_COMMAND, argv);
  if (parsed.help) {
    process.stdout.write(helpText(EXPLAIN_COMMAND));
    return 0;
  }
  const { values, positionals } = parsed;
  const progress = cliProgress();
  startDeadline(parseTimeoutOption(values.timeout));
  try {
    return await explainWithin(values, positionals, shellCwd, progress);
  } catch (err) {
    if (!(err instanceof DeadlineError)) throw err;
    // Nothing half-resolved is printed: a partial stack would look like a whole one.
    process.stderr.write(`instruction-stack explain: ${err.message}; no stacks were printed (raise --timeout, or ask for fewer paths or --tool)\n`);
    return 1;
  } finally {
    clearDeadline();
  }
}

type ExplainValues = Values<(typeof EXPLAIN_COMMAND)["options"]>;

async function explainWithin(values: ExplainValues, positionals: string[], shellCwd: string, progress: ReturnType<typeof cliProgress>): Promise<number> {
  // Only the stacks (and what they render) stay reachable while the output is written: the view
  // and the resolver (trees, documents, memos) go out of scope with resolveStacks.
  const { stacks, root, label } = resolveStacks(values, positionals, shellCwd, progress);
  clearDeadline();
  if (values.format === 'json') await writePieces(explainJson(root, label, stacks, { noText: values['no-text'] }), stdoutSink);
  else process.stdout.write(explainText(stacks, values.text ?? false));
  progress.step('output written', values.format === 'json' ? 'JSON' : 'text');
  return 0;
}

function resolveStacks(values: ExplainValues, positionals: string[], shellCwd: string, progress: ReturnType<typeof cliProgress>): { stacks: Stack[]; root: string; label: string } {
  const view = openView({ root: values.root, rev: values.rev, noGit: values['no-git'], prefetch: worthPrefetching }, shellCwd);
  progress.step('tree read', view.label);
  const cfg = loadCliConfig(view, values.config);
  const tools = (values.tool !== undefined ? parseToolList(values.tool) : undefined) ?? selectedTools(cfg, TOOL_IDS, defaultTools(view));
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
    if (targets.length === 0) throw new UsageError(`explain needs at least one path (or --cwd); see explain --help`);
    stacks = resolver.explain(targets, { tools, extraCwds: workingDirs(view, cfg.workingDirectories) });
    if (tools.includes('claude-code')) stacks.push(...resolver.subagents());
  }
  progress.step('stacks resolved', `${stacks.length} distinct stacks for ${targets.length} paths, ${tools.length} tools`);
  return { stacks, root: view.absRoot, label: view.label };
}
