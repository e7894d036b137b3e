// `instruction-stack check`: runs every check on the tree (or on the paths a commit range changes)
// and exits 1 when a finding fails it. Usage errors exit 2 with one line on stderr.
import { cliProgress } from './progress.js';
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { baselineOf, gate, gateFails, gating, parseBaseline, touchedLinesOf, type GatedFinding } from '../analysis/gate.js';
import { globMatcher, matchDirectories } from '../analysis/targets.js';
import { CHECKS, runChecks } from '../checks/index.js';
import type { CheckContext } from '../checks/check.js';
import { selectedTools, type FailOn } from '../config.js';
import { clearDeadline, DeadlineError, startDeadline } from '../deadline.js';
import type { Finding } from '../types.js';
import { formatOption, loadCliConfig, OPTIONS, parseTimeoutOption, parseToolList } from './options.js';
import { defineCommand, helpText, parseCommand } from './args.js';
import { colourEnabled } from './colour.js';
import { loadDoc } from '../doc/load.js';
import { PullRequestStacks } from '../analysis/base-reuse.js';
import { instructionDirs, instructionNames, instructionPaths } from '../engine/instruction-files.js';
import { Resolver } from '../engine/resolve.js';
import { countSeverities, findingsByCheck } from '../findings.js';
import { findingsText, summaryLine } from '../output/findings-text.js';
import { groupFindings } from '../analysis/finding-groups.js';
import { toSarif } from '../output/sarif.js';
import { TOOL_IDS, defaultTools } from '../profiles/index.js';
import { GitRevisionError, GitView, gitOutput, TreeShare } from '../repo/git.js';
import { openView, UsageError } from '../repo/open.js';
import { worthPrefetching } from '../engine/instruction-files.js';
import type { RepoView } from '../repo/view.js';

// `baseline`: what `instruction-stack baseline` prints (src/analysis/gate.ts).
const FORMATS = ['text', 'json', 'sarif', 'baseline'] as const;

export const CHECK_COMMAND = defineCommand({
  name: 'check',
  summary: 'Run every check on the tree (or on the paths changed since --base) and exit 1 when a finding reaches --fail-on.',
  options: {
    root: OPTIONS.root,
    rev: { ...OPTIONS.rev, description: 'Check this git revision instead of the working tree (default with --base: HEAD).' },
    base: { type: 'string', value: 'rev', description: 'Check only the paths changed since this revision, and run the pull-request checks (a twin edited on one side only).' },
    'no-git': OPTIONS.noGit,
    format: formatOption(FORMATS),
    json: OPTIONS.json,
    tool: OPTIONS.tool,
    config: OPTIONS.config,
    'from-fork': { type: 'boolean', description: 'Treat the change as coming from a fork (the checks that depend on it).' },
    'fail-on': OPTIONS.failOn,
    timeout: OPTIONS.timeout,
    'fail-on-preexisting': { type: 'boolean', description: 'With --base: findings already on the base fail too (default: only new ones, and old ones on changed lines).' },
    baseline: { type: 'string', value: 'file', description: 'A baseline file (instruction-stack baseline): its findings are reported as baselined and never fail.' },
  },
  details: 'Exit codes: 0 passing, 1 a finding at --fail-on or above, 2 usage or input error.',
});

export interface CheckIO {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Colour the text format (a terminal that did not set NO_COLOR). */
  colour?: boolean;
}

const stdio: CheckIO = {
  out: (s) => void process.stdout.write(s),
  err: (s) => void process.stderr.write(s),
  colour: colourEnabled(process.stdout, process.env),
};

/**
 * `git diff --name-only base..rev` in the repository holding the view, started at once and awaited
 * when needed: git lists the change in its own process while this one reads the base tree.
 */
async function changedPaths(root: string, base: string, rev: string): Promise<string[]> {
  try {
    const out = await gitOutput(root, ['diff', '--name-only', '-z', '--no-renames', `${base}..${rev}`, '--'], 256 * 1024 * 1024);
    return [...new Set(out.toString('utf8').split('\0').filter(Boolean))].sort();
  } catch (err) {
    throw new UsageError(`cannot diff ${base}..${rev}: ${(err as Error).message}`);
  }
}

/**
 * What a run cut short by its deadline reports: the findings it finished (all of the head's when only
 * the base comparison was left; else those of the checks that ran to the end), then one error
 * finding saying where it stopped and what was left, so the verdict fails closed.
 */
export function deadlineFindings(err: DeadlineError, headFindings?: Finding[], keep: (fs: Finding[]) => Finding[] = (fs) => fs): Finding[] {
  if (headFindings) return [...headFindings, deadlineFinding(err, ['the comparison with the base (every finding counts as new)'])];
  if (err.partial) return [...keep(err.partial.findings), deadlineFinding(err, err.partial.unfinished)];
  return [deadlineFinding(err, ['the stacks', 'every check'])];
}

/** The run stopped at its deadline: one error finding saying where and what was left. */
export function deadlineFinding(err: DeadlineError, unfinished: string[] = ['every check']): Finding {
  return {
    check: 'input',
    severity: 'error',
    message: `${err.message}; not finished: ${unfinished.join('; ')}. What was not checked could fail it, so this run cannot pass`,
    fix: 'Raise the deadline (--timeout SECONDS, or the action input timeout-seconds), or narrow the run (--tool, ignore: in the configuration), and report the repository if it is not unusually large.',
    key: 'deadline',
  };
}

/**
 * Fingerprints of a baseline file: named on the command line (relative to the shell), or by the
 * configuration (read from the base when there is one, so a change cannot accept its own findings).
 */
function readBaseline(view: RepoView, path: string, shellCwd: string | undefined): Set<string> {
  let text: string;
  if (shellCwd !== undefined) {
    try {
      text = readFileSync(resolvePath(shellCwd, path), 'utf8');
    } catch (err) {
      throw new UsageError(`--baseline ${path}: ${(err as Error).message}`);
    }
  } else {
    const doc = loadDoc(view, path);
    if (!doc.ok) throw new UsageError(`baseline ${path} (configuration): not found in ${view.label}`);
    text = doc.text;
  }
  const parsed = parseBaseline(text);
  if (!parsed.ok) throw new UsageError(`baseline ${path}: ${parsed.problem}`);
  return parsed.fingerprints;
}

export async function checkCommand(argv: string[], shellCwd = process.cwd(), io: CheckIO = stdio): Promise<number> {
  try {
    const parsed = parseCommand(CHECK_COMMAND, argv);
    if (parsed.help) {
      io.out(helpText(CHECK_COMMAND));
      return 0;
    }
    const { values, positionals } = parsed;
    if (positionals.length > 0) throw new UsageError(`unexpected argument: ${positionals[0]}`);
    const format = values.format ?? 'text';
    const cliTools = values.tool !== undefined ? parseToolList(values.tool) : undefined;
    const baseRev = values.base;
    const rev = values.rev ?? (baseRev !== undefined ? 'HEAD' : undefined);
    const progress = cliProgress();
    startDeadline(parseTimeoutOption(values.timeout));
    // With --base, the base view takes the records and blobs it has in common with this one.
    const share = baseRev !== undefined ? new TreeShare() : undefined;
    const view = openView({ root: values.root, rev, noGit: values['no-git'], prefetch: worthPrefetching, share }, shellCwd);
    progress.step('tree read', view.label);

    const cfg = loadCliConfig(view, values.config);
    const tools = cliTools ?? selectedTools(cfg, TOOL_IDS, defaultTools(view));
    if (tools.length === 0) throw new UsageError(`none of the configured tools is available (known: ${TOOL_IDS.join(', ')})`);

    const resolver = new Resolver(view, { tools: cfg.toolOptions });
    let base: RepoView | undefined;
    let changed: string[] = [];
    if (baseRev !== undefined) {
      const diff = changedPaths(view.absRoot, baseRev, rev ?? 'HEAD');
      // A base that is no commit is the error to report; the diff then fails too, unheard.
      diff.catch(() => undefined);
      try {
        base = new GitView(view.absRoot, baseRev, { prefetch: worthPrefetching, share });
      } catch (err) {
        if (err instanceof GitRevisionError) throw new UsageError(`--base ${baseRev}: not a commit in ${view.absRoot}`);
        throw err;
      }
      changed = await diff;
    }
    const names = instructionNames({ resolver, twinNames: cfg.twinNames });
    // The action's matcher: ignored paths are neither analysed nor reported (a bare directory or a
    // trailing `/` covers everything under it).
    const ignore = globMatcher(cfg.ignore);
    // The tree's instruction files are listed once per view and names (instructionPaths): the checks
    // inspecting the whole tree ask for the same list, so the 100,000-path tree is not scanned twice.
    const targets = baseRev !== undefined ? changed.filter((p) => !ignore(p)) : instructionDirs(instructionPaths(view, names).filter((p) => !ignore(p)), names);
    let findings: GatedFinding[];
    const kept = (fs: Finding[]): Finding[] => fs.filter((f) => f.path === undefined || !ignore(f.path));
    let headFindings: Finding[] | undefined;
    const failOnPreexisting = values['fail-on-preexisting'] === true || cfg.failOnPreexisting === true;
    try {
      // With --base, as in the action (src/analysis/analyse.ts): the base takes the head's documents
      // of the same blobs, and its slots nothing in the change can reach take the head's stacks.
      const resolution = new PullRequestStacks(view, base);
      const stacks = resolution.onHead(resolver, targets, { tools, extraCwds: matchDirectories([view], cfg.workingDirectories, Infinity) });
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
        vendored: cfg.vendored,
      };
      progress.step('stacks resolved', `${stacks.length} distinct stacks for ${targets.length} ${baseRev !== undefined ? 'changed paths' : 'directories'}`);
      headFindings = kept(runChecks(ctx, cfg.checks));
      // With --base: the same checks on the base, for the same targets, tell new findings from old ones.
      let baseFindings: Finding[] | undefined;
      if (base && ctx.baseResolver) {
        const baseStacks = resolution.onBase(resolver, ctx.baseResolver, targets, { tools, extraCwds: matchDirectories([base], cfg.workingDirectories, Infinity) });
        // A base finding only marks a head finding with the same fingerprint (as in the action,
        // src/analysis/analyse.ts): only the checks with head findings run there, told which ones.
        const marks = { onlyChecks: new Set(headFindings.map((f) => f.check)), headFindings: findingsByCheck(headFindings) };
        baseFindings = runChecks({ ...ctx, view: base, base: undefined, resolver: ctx.baseResolver, baseResolver: undefined, stacks: baseStacks, ...marks }, cfg.checks);
      }
      const baselinePath = values.baseline ?? cfg.baseline;
      findings = gate(headFindings ?? [], {
        base: baseFindings,
        touchedLines: base ? touchedLinesOf(base, view, new Set(changed)) : undefined,
        baseline: baselinePath !== undefined ? readBaseline(base ?? view, baselinePath, values.baseline !== undefined ? shellCwd : undefined) : undefined,
      });
    } catch (err) {
      if (!(err instanceof DeadlineError)) throw err;
      findings = gate(deadlineFindings(err, headFindings, kept));
    } finally {
      clearDeadline();
    }
    progress.step('checks run', `${findings.length} findings`);
    if (format === 'baseline') {
      io.out(JSON.stringify(baselineOf(findings), null, 2) + '\n');
      return 0;
    }
    if (format === 'sarif') io.out(JSON.stringify(toSarif(findings, CHECKS), null, 2) + '\n');
    else if (format === 'json') {
      const c = countSeverities(findings);
      io.out(
        JSON.stringify(
          {
            source: view.label,
            base: base?.label,
            tools,
            targets: targets.length,
            changedPaths: baseRev !== undefined ? changed : undefined,
            summary: { errors: c.error, warnings: c.warning, notes: c.note, text: summaryLine(findings), gating: countSeverities(gating(findings, failOnPreexisting)) },
            findings,
            // One entry per (check, file) and per repository-wide pattern; `members` index `findings`.
            groups: groupFindings(findings, CHECKS),
          },
          null,
          2,
        ) + '\n',
      );
    } else io.out(findingsText(findings, io.colour ?? false));
    const failOn = (values['fail-on'] as FailOn | undefined) ?? cfg.failOn;
    return gateFails(findings, failOn, failOnPreexisting) ? 1 : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`instruction-stack check: ${err.message.split('\n')[0]}\n`);
      return 2;
    }
    throw err;
  }
}
