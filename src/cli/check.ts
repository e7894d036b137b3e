// `instruction-stack check`: runs every check on the tree (or on the paths a commit range changes)
// and exits 1 when a finding fails it. Usage errors exit 2 with one line on stderr.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import picomatch from 'picomatch';
import { matchDirectories } from '../analysis/targets.js';
import { CHECKS, runChecks } from '../checks/index.js';
import type { CheckContext } from '../checks/check.js';
import { selectedTools } from '../config.js';
import { loadCliConfig } from './options.js';
import { instructionDirs, instructionNames } from '../engine/instruction-files.js';
import { Resolver } from '../engine/resolve.js';
import { countSeverities, failsAt } from '../findings.js';
import { findingsText, summaryLine } from '../output/findings-text.js';
import { toSarif } from '../output/sarif.js';
import { TOOL_IDS, isToolId } from '../profiles/index.js';
import { GitRevisionError, GitView } from '../repo/git.js';
import { openView, UsageError, worthPrefetching } from '../repo/open.js';
import type { RepoView } from '../repo/view.js';
import type { ToolId } from '../types.js';

export const CHECK_USAGE =
  'usage: instruction-stack check [--root dir] [--rev REV] [--base REV] [--format text|json|sarif] [--tool a,b] [--config file] [--from-fork] [--fail-on error|warning|never]';

const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

export interface CheckIO {
  out: (s: string) => void;
  err: (s: string) => void;
}

const stdio: CheckIO = { out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) };

function parseToolList(value: string): ToolId[] {
  const out: ToolId[] = [];
  for (const t of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!isToolId(t)) throw new UsageError(`unknown tool: ${t} (known: ${TOOL_IDS.join(', ')})`);
    if (!out.includes(t)) out.push(t);
  }
  if (out.length === 0) throw new UsageError('--tool needs at least one tool id');
  return out;
}

/** `git diff --name-only base..rev` in the repository holding the view. */
function changedPaths(root: string, base: string, rev: string): string[] {
  try {
    const out = execFileSync('git', ['-C', root, '-c', 'core.quotepath=off', 'diff', '--name-only', '-z', '--no-renames', `${base}..${rev}`, '--'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    return [...new Set(out.toString('utf8').split('\0').filter(Boolean))].sort();
  } catch (err) {
    const msg = ((err as { stderr?: Buffer }).stderr?.toString() ?? (err as Error).message).trim().split('\n')[0];
    throw new UsageError(`cannot diff ${base}..${rev}: ${msg}`);
  }
}

export async function checkCommand(argv: string[], shellCwd = process.cwd(), io: CheckIO = stdio): Promise<number> {
  try {
    let values: Record<string, string | boolean | undefined>;
    let positionals: string[];
    try {
      ({ values, positionals } = parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          root: { type: 'string' },
          rev: { type: 'string' },
          base: { type: 'string' },
          format: { type: 'string' },
          tool: { type: 'string' },
          config: { type: 'string' },
          'from-fork': { type: 'boolean' },
          'fail-on': { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      }));
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    if (values.help) {
      io.out(`${CHECK_USAGE}\n`);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`unexpected argument: ${positionals[0]}`);
    const format = (values.format as string | undefined) ?? 'text';
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got ${format})`);
    const toolArg = values.tool as string | undefined;
    const cliTools = toolArg !== undefined ? parseToolList(toolArg) : undefined;
    const baseRev = values.base as string | undefined;
    const rev = (values.rev as string | undefined) ?? (baseRev !== undefined ? 'HEAD' : undefined);
    const view = openView({ root: values.root as string | undefined, rev }, shellCwd);

    const cfg = loadCliConfig(view, values.config as string | undefined);
    const tools = cliTools ?? selectedTools(cfg, TOOL_IDS);
    if (tools.length === 0) throw new UsageError(`none of the configured tools is available (known: ${TOOL_IDS.join(', ')})`);

    const resolver = new Resolver(view, { tools: cfg.toolOptions });
    let base: RepoView | undefined;
    let changed: string[] = [];
    if (baseRev !== undefined) {
      try {
        base = new GitView(view.absRoot, baseRev, { prefetch: worthPrefetching });
      } catch (err) {
        if (err instanceof GitRevisionError) throw new UsageError(`--base ${baseRev}: not a commit in ${view.absRoot}`);
        throw err;
      }
      changed = changedPaths(view.absRoot, baseRev, rev ?? 'HEAD');
    }
    const names = instructionNames({ resolver, twinNames: cfg.twinNames });
    const targets = baseRev !== undefined ? changed : instructionDirs(view.allPaths(), names);
    const stacks = targets.length > 0 ? resolver.explain(targets, { tools, extraCwds: matchDirectories([view], cfg.workingDirectories, Infinity) }) : [];
    const ctx: CheckContext = {
      view,
      base,
      resolver,
      baseResolver: base ? new Resolver(base, { tools: cfg.toolOptions }) : undefined,
      tools,
      stacks,
      changedPaths: changed,
      fromFork: values['from-fork'] === true,
      twinNames: cfg.twinNames,
    };
    let findings = runChecks(ctx, cfg.checks);
    if (cfg.ignore.length > 0) {
      const ignored = picomatch(cfg.ignore, { dot: true });
      findings = findings.filter((f) => f.path === undefined || !ignored(f.path));
    }
    const out = format as Format;
    if (out === 'sarif') io.out(JSON.stringify(toSarif(findings, CHECKS), null, 2) + '\n');
    else if (out === 'json') {
      const c = countSeverities(findings);
      io.out(
        JSON.stringify(
          {
            source: view.label,
            base: base?.label,
            tools,
            targets: targets.length,
            changedPaths: baseRev !== undefined ? changed : undefined,
            summary: { errors: c.error, warnings: c.warning, notes: c.note, text: summaryLine(findings) },
            findings,
          },
          null,
          2,
        ) + '\n',
      );
    } else io.out(findingsText(findings));
    const failOn = values['fail-on'] ?? cfg.failOn;
    if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'never') throw new UsageError(`--fail-on must be error, warning or never (got ${failOn})`);
    return failsAt(findings, failOn) ? 1 : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`instruction-stack check: ${err.message.split('\n')[0]}\n`);
      return 2;
    }
    throw err;
  }
}
