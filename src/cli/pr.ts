// `instruction-stack pr <owner>/<repo>#<number> [--comment] [--json]`: the action's analysis from
// any CI or a laptop, through the REST API (GITHUB_TOKEN or GH_TOKEN in the environment).
import { helpText, parseCommand, usageLine } from './args.js';
import { parseTimeoutOption } from './options.js';
import { PR_COMMAND } from './pr-command.js';
import { clearDeadline, DeadlineError, startDeadline } from '../deadline.js';
import type { Report } from '../analysis/analyse.js';
import { ApiTreeSource, newBlobStore, runPullRequest } from '../analysis/run.js';
import { CHECK_IDS, runChecks } from '../checks/index.js';
import { ConfigError, formatProblem } from '../config.js';
import { apiChangedPaths } from '../github/changed.js';
import { apiBaseUrl, createGitHub, errorMessage, httpStatus } from '../github/client.js';
import { upsertStickyComment } from '../github/comment.js';
import { parsePullRef } from '../github/event.js';
import { findingsText } from '../output/findings-text.js';
import { batched, reportJson } from '../output/json.js';
import { renderComment, renderNothingComment, renderSummary } from '../output/markdown.js';
import { cliProgress } from './progress.js';

export { PR_COMMAND };

export interface PrIo {
  out: (s: string) => void;
  err: (s: string) => void;
  env: NodeJS.ProcessEnv;
}

const defaultIo: PrIo = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  env: process.env,
};

export async function prCommand(argv: string[], io: PrIo = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(PR_COMMAND, argv);
  } catch (e) {
    io.err(`instruction-stack pr: ${errorMessage(e)}\n${usageLine(PR_COMMAND)}\n`);
    return 2;
  }
  if (parsed.help) {
    io.out(helpText(PR_COMMAND));
    return 0;
  }
  const { values, positionals } = parsed;
  const ref = positionals.length === 1 ? parsePullRef(positionals[0]!) : undefined;
  if (!ref) {
    io.err(`instruction-stack pr: expected one pull request as <owner>/<repo>#<number>\n${usageLine(PR_COMMAND)}\n`);
    return 2;
  }
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN || '';
  if (!token) io.err('instruction-stack pr: no GITHUB_TOKEN or GH_TOKEN in the environment; anonymous requests are rate-limited to 60 an hour\n');
  if (values.comment && !token) {
    io.err('instruction-stack pr: --comment needs a token (GITHUB_TOKEN or GH_TOKEN)\n');
    return 2;
  }
  const log = {
    debug: (m: string) => {
      if (io.env.INSTRUCTION_STACK_DEBUG) io.err(`debug: ${m}\n`);
    },
    info: (m: string) => io.err(`${m}\n`),
    warning: (m: string) => io.err(`warning: ${m}\n`),
  };
  let timeout: number;
  try {
    timeout = parseTimeoutOption(values.timeout);
  } catch (e) {
    io.err(`instruction-stack pr: ${errorMessage(e)}\n`);
    return 2;
  }
  // undici (for a proxy) in the CLI's one bundle file, evaluated only when a proxy is used.
  const gh = createGitHub({ token, baseUrl: apiBaseUrl(io.env), log, undici: () => import(/* webpackMode: "eager" */ 'undici') });
  const { owner, repo, number } = ref;

  let pull;
  try {
    pull = (await gh.rest.pulls.get({ owner, repo, pull_number: number })).data;
  } catch (e) {
    const s = httpStatus(e);
    io.err(`instruction-stack pr: cannot read ${owner}/${repo}#${number}: ${s === 404 ? 'not found (or the token cannot see it)' : errorMessage(e)}\n`);
    return 2;
  }
  const baseSha = pull.base.sha;
  const headSha = pull.head.sha;
  const headRepo = pull.head.repo?.full_name ?? null;
  const fromFork = headRepo === null || headRepo.toLowerCase() !== `${owner}/${repo}`.toLowerCase();

  let report: Report;
  try {
    let mergeBase: string | undefined;
    try {
      const cmp = await gh.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${baseSha}...${headSha}`, per_page: 1 });
      mergeBase = cmp.data.merge_base_commit?.sha;
    } catch {
      mergeBase = undefined;
    }
    startDeadline(timeout);
    const store = newBlobStore(gh, owner, repo);
    const absRoot = `/workspace/${repo}`;
    const changed = await apiChangedPaths(gh, { owner, repo, number, changedFiles: pull.changed_files });
    report = await runPullRequest({
      repository: `${owner}/${repo}`,
      event: 'cli',
      configPath: values.config,
      overrides: { tools: values.tool, failOn: values['fail-on'] },
      runChecks,
      knownChecks: CHECK_IDS,
      onPhase: cliProgress().phase,
      notes: ['Trees, blobs and changed paths were read through the GitHub API (instruction-stack pr).'],
      pr: { number, url: pull.html_url, title: pull.title, baseSha, headSha, fromFork },
      head: new ApiTreeSource(gh, owner, repo, headSha, store, { absRoot }),
      base: new ApiTreeSource(gh, owner, repo, mergeBase ?? baseSha, store, { absRoot }),
      mergeBase,
      changed,
    });
  } catch (e) {
    if (e instanceof DeadlineError) {
      // Fails closed, as the action does: what was not analysed could fail the PR.
      const left = e.partial ? e.partial.unfinished.join('; ') : 'the stacks; every check';
      io.err(`instruction-stack pr: ${e.message}; not finished: ${left}. What was not checked could fail it, so this run cannot pass (raise --timeout, or narrow it with --tool)\n`);
      if (e.partial && e.partial.findings.length > 0) io.err(`Finished before the deadline:\n${findingsText(e.partial.findings)}`);
      return 1;
    }
    if (e instanceof ConfigError) {
      io.err(`instruction-stack pr: invalid configuration\n${e.problems.map(formatProblem).join('\n')}\n`);
      return 2;
    }
    io.err(`instruction-stack pr: ${errorMessage(e)}\n`);
    return 2;
  } finally {
    clearDeadline();
  }

  if (values.comment) {
    const mode = report.config.comment;
    const worth = mode === 'changes' ? report.findings.length > 0 || report.groups.some((g) => g.changed) : report.relevant;
    const body = worth ? renderComment(report).body : renderNothingComment(report);
    const r = await upsertStickyComment(gh, { owner, repo, number }, body, { createIfMissing: worth });
    if (r.ok) io.err(r.action === 'skipped' ? `no comment: ${r.reason}\n` : `comment ${r.action}${r.url ? `: ${r.url}` : ''}\n`);
    else {
      io.err(`warning: the PR comment was not posted: ${r.message}\n`);
      report.problems.push(`The PR comment was not posted: ${r.message}`);
    }
  }
  if (values.format === 'json') for (const chunk of batched(reportJson(report))) io.out(chunk);
  else io.out(renderSummary(report).body);
  return report.failed ? 1 : 0;
}
