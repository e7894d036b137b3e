// The GitHub Action: analyse the PR (or the whole tree on push / workflow_dispatch) from git
// objects or the REST API — never checking out or running the PR's code — then post one sticky
// comment, write the job summary, annotations, outputs, and fail on findings at `fail-on`.
// Importing this module has no side effects; `index.ts` calls `run()`.
import * as core from '@actions/core';
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { phaseTimer, type Report } from '../analysis/analyse.js';
import { ApiTreeSource, GitTreeSource, newBlobStore, runPullRequest, runTree, type TreeSource } from '../analysis/run.js';
import { CHECKS, CHECK_IDS, runChecks } from '../checks/index.js';
import { commentInput, ConfigError, formatProblem } from '../config.js';
import { apiChangedPaths, resolveCommits, type ChangedFiles } from '../github/changed.js';
import type { GitHub, Logger } from '../github/client.js';
import { errorMessage, httpStatus, rateLimitOf } from '../github/errors.js';
import { clearDeadline, DeadlineError, parseTimeout, startDeadline, type PartialRun } from '../deadline.js';
import { countSeverities } from '../findings.js';
import { commentMarker, knownLogin, validCommentId, type CommentResult } from '../github/comment.js';
import { startCommentThread, type CommentThread } from './comment-thread.js';
import { readRunContext, type RunContext } from '../github/event.js';
import { TreeShare } from '../repo/git.js';
import { PullRequestGit } from './git-reads.js';
import { selectAnnotations } from '../output/annotations.js';
import { batched, reportJson } from '../output/json.js';
import { toSarif } from '../output/sarif.js';
import type { Finding } from '../types.js';
import { code, escapeText, renderComment, renderNothingComment, renderSummary } from '../output/markdown.js';

/** A phase of the run in the job log: a collapsed section named with its time, what it did inside. */
function logPhase(phase: string, ms: number, detail: string): void {
  core.startGroup(`instruction-stack: ${phase} (${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`})`);
  core.info(detail);
  core.endGroup();
}

const coreLogger: Logger = {
  // One line per API request: written only when step debug logging is on (the runner hides them
  // otherwise), so thousands of blob requests do not fill the job's log pipe.
  debug: (m) => {
    if (core.isDebug()) core.debug(m);
  },
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
};

export interface ActionInputs {
  token: string;
  config: string;
  tools: string;
  failOn: string;
  comment: string;
  failOnPreexisting: string;
  repositoryPath: string;
  /** Instance key of the sticky comment, so two workflows keep one comment each ('' = the default one). */
  commentId: string;
}

export function readInputs(ctx: RunContext): ActionInputs {
  return {
    token: core.getInput('token'),
    config: core.getInput('config'),
    tools: core.getInput('tools'),
    failOn: core.getInput('fail-on'),
    comment: core.getInput('comment'),
    failOnPreexisting: core.getInput('fail-on-preexisting'),
    repositoryPath: core.getInput('repository-path') || ctx.workspace || process.cwd(),
    commentId: core.getInput('comment-id').trim(),
  };
}

/** Absolute root shown in effective texts: stable across runners so the comment does not churn. */
export function displayRoot(repo: string): string {
  return `/workspace/${repo || 'repo'}`;
}

export function summaryUrl(ctx: RunContext): string | undefined {
  if (!ctx.runId || !ctx.owner) return undefined;
  const attempt = ctx.runAttempt && ctx.runAttempt !== '1' ? `/attempts/${ctx.runAttempt}` : '';
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}${attempt}`;
}

async function apiMergeBase(gh: GitHub, owner: string, repo: string, base: string, head: string): Promise<string | undefined> {
  try {
    const r = await gh.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${base}...${head}`, per_page: 1 });
    return r.data.merge_base_commit?.sha;
  } catch (e) {
    core.debug(`compare ${base}...${head} failed: ${errorMessage(e)}`);
    return undefined;
  }
}

/**
 * Runs the action; `entry`: its entry module, started again for the comment's thread; `early`: the
 * pull request's git reads it started before loading this module (index.ts).
 */
export async function run(entry: URL, early?: PullRequestGit): Promise<void> {
  try {
    await runAction(entry, early);
  } catch (e) {
    if (e instanceof ConfigError) {
      for (const p of e.problems) {
        core.error(p.message, { title: 'instruction-stack configuration', file: p.file === 'input' ? undefined : p.file, startLine: p.line });
      }
      if (process.env.GITHUB_STEP_SUMMARY) {
        const lines = e.problems.map((p) => `- ${code(formatProblem(p))}`);
        await core.summary
          .addRaw(['### ❌ Instruction stack: invalid configuration', '', ...lines, '', 'Nothing was analysed. Fix the configuration (action inputs or the configuration file on the base branch).', ''].join('\n'))
          .write()
          .catch(() => undefined);
      }
      // The SARIF file exists on every run: here with the problems as tool notifications.
      const sarif = writeSarif(e.problems.map((p) => ({ check: 'input', severity: 'error', message: formatProblem(p) })));
      if (sarif) core.setOutput('sarif-path', sarif);
      core.setOutput('failed', 'true');
      core.setFailed(`instruction-stack: invalid configuration\n${e.message}`);
      return;
    }
    await reportFailure(e);
  }
}

/**
 * The run stopped before a report: still a summary, outputs and an annotation that say what happened
 * and what to do. An API read fault or the deadline fails closed (what was not read could fail the
 * PR); an internal error asks to be reported. `fail-on: never` keeps the step green either way.
 */
async function reportFailure(e: unknown): Promise<void> {
  const failOn = core.getInput('fail-on').trim() || 'error';
  const deadline = e instanceof DeadlineError;
  const api = !deadline && httpStatus(e) !== undefined;
  const title = deadline ? 'did not finish' : api ? 'could not read the repository through the GitHub API' : 'internal error';
  const fix = deadline
    ? 'Raise the input timeout-seconds, or narrow the run (tools, ignore:).'
    : api
      ? `Nothing was analysed, so the run cannot pass. ${apiFix(e)}`
      : 'This is a bug in instruction-stack: please report it to its maintainers with this log. Nothing was analysed.';
  const message = `instruction-stack ${title}: ${errorMessage(e)}`;
  const partial = deadline ? e.partial : undefined;
  core.error(`${message}${partial ? `; not finished: ${partial.unfinished.join('; ')}` : ''}\nFix: ${fix}`, { title: `instruction-stack - ${title}` });
  if (process.env.GITHUB_STEP_SUMMARY) {
    await core.summary
      .addRaw([`### ❌ Instruction stack: ${title}`, '', `- ${code(errorMessage(e))}`, '', ...(partial ? partialSummary(partial) : []), fix, ''].join('\n'))
      .write()
      .catch(() => undefined);
  }
  const so = countSeverities(partial?.findings ?? []);
  core.setOutput('errors', String(1 + so.error));
  core.setOutput('warnings', String(so.warning));
  core.setOutput('notes', String(so.note));
  core.setOutput('failed', 'true');
  core.setOutput('changed', 'false');
  if (failOn === 'never') core.warning(`instruction-stack: ${title}; fail-on: never keeps the step passing`);
  else core.setFailed(message);
}

/** What a run cut short at its deadline had finished (its first 20 findings) and what it had not, for the summary. */
export function partialSummary(p: PartialRun): string[] {
  const c = countSeverities(p.findings);
  const lines = [`Finished before the deadline: ${c.error} errors, ${c.warning} warnings, ${c.note} notes.`, ''];
  for (const f of p.findings.slice(0, 20)) {
    const where = f.path !== undefined ? `${code(f.path === '' ? '.' : f.path)}${f.line !== undefined ? `:${f.line}` : ''}: ` : '';
    lines.push(`- ${f.severity} [${f.check}] ${where}${escapeText(f.message)}`);
  }
  if (p.findings.length > 20) lines.push(`- and ${p.findings.length - 20} more`);
  lines.push('', `Not finished: ${escapeText(p.unfinished.join('; '))}. What was not checked could fail the PR, so the run fails.`, '');
  return lines;
}

/** What to do about a failed API read, by what GitHub answered. */
function apiFix(e: unknown): string {
  const checkout = 'check out the repository with actions/checkout (fetch-depth: 0) so trees are read from git objects';
  const status = httpStatus(e);
  if (rateLimitOf(e) !== undefined || status === 429) return `GitHub's rate limit stopped the reads: re-run after it resets, or ${checkout}.`;
  if (status === 401) return `GitHub refused the token: check the token input (an expired or revoked token), or ${checkout}; then re-run.`;
  if (status === 500 || (status !== undefined && status > 500)) return `GitHub failed or did not answer (the request is named above): re-run later, or ${checkout}.`;
  return `Check the token can read the repository (contents: read, pull-requests: read; a repository the token cannot see answers 404), or ${checkout}; then re-run.`;
}

/**
 * Reads the trees and analyses them. Its own function so the trees (both views of a pull request:
 * tens of megabytes of directory maps and documents on a large repository) are unreachable once it
 * returns: the outputs need the report alone. Undefined: nothing to analyse (reported here).
 */
async function analyseRun(ctx: RunContext, inputs: ActionInputs, github: () => Promise<GitHub>, early: PullRequestGit | undefined): Promise<Report | undefined> {
  const repository = `${ctx.owner}/${ctx.repo}`;
  const absRoot = displayRoot(ctx.repo);
  const overrides = { tools: inputs.tools, failOn: inputs.failOn, comment: inputs.comment, failOnPreexisting: inputs.failOnPreexisting };
  const notes: string[] = [];
  if (ctx.pr) {
    const pr = ctx.pr;
    let head: TreeSource;
    let base: TreeSource;
    let changed: ChangedFiles;
    let mergeBase: string | undefined;
    // The git reads index.ts started when they are this run's (the same clone and commits), else
    // started now: every git process of the pull request runs at once (./git-reads.ts).
    const git = PullRequestGit.for(early, inputs.repositoryPath, pr.baseSha, pr.headSha);
    const commits = await git.commits;
    if (commits) {
      mergeBase = await git.mergeBase;
      // Both trees share what they have in common (records, blobs); ids git confirmed are not resolved again.
      const share = new TreeShare();
      const verified = commits[1] === pr.headSha;
      head = new GitTreeSource(inputs.repositoryPath, pr.headSha, { absRoot, share, verified, listing: verified ? git.takeHeadListing() : undefined });
      base = new GitTreeSource(inputs.repositoryPath, mergeBase ?? pr.baseSha, { absRoot, share, verified: mergeBase !== undefined || commits[0] === pr.baseSha, listing: mergeBase ? git.takeBaseListing() : undefined });
      if (mergeBase) {
        changed = { files: await git.changed, source: 'git', capped: false, reportedTotal: pr.changedFiles };
        notes.push(`Changed paths from git (merge base ${mergeBase.slice(0, 7)}).`);
      } else {
        notes.push('The local history is too shallow to find the merge base: changed paths come from the GitHub API and the base tree is the base branch tip. Use actions/checkout with fetch-depth: 0.');
        changed = await apiChangedPaths(await github(), pr);
      }
    } else {
      notes.push(
        `No local clone with both commits at ${inputs.repositoryPath}: trees, blobs and changed paths were read through the GitHub API.`,
      );
      const gh = await github();
      mergeBase = await apiMergeBase(gh, pr.owner, pr.repo, pr.baseSha, pr.headSha);
      const store = newBlobStore(gh, pr.owner, pr.repo);
      head = new ApiTreeSource(gh, pr.owner, pr.repo, pr.headSha, store, { absRoot });
      base = new ApiTreeSource(gh, pr.owner, pr.repo, mergeBase ?? pr.baseSha, store, { absRoot });
      changed = await apiChangedPaths(gh, pr);
    }
    return await runPullRequest({
      repository: `${pr.owner}/${pr.repo}`,
      event: ctx.eventName,
      configPath: inputs.config,
      overrides,
      runChecks,
      knownChecks: CHECK_IDS,
      notes,
      onPhase: logPhase,
      pr: { number: pr.number, url: pr.htmlUrl, title: pr.title, baseSha: pr.baseSha, headSha: pr.headSha, fromFork: pr.fromFork },
      head,
      base,
      mergeBase,
      changed,
    });
  } else {
    const sha = ctx.sha;
    if (!sha || /^0+$/.test(sha)) {
      core.notice('instruction-stack: nothing to analyse (no commit: deleted branch?)');
      core.setOutput('errors', '0');
      core.setOutput('warnings', '0');
      core.setOutput('failed', 'false');
      return undefined;
    }
    let head: TreeSource;
    const commits = await resolveCommits(inputs.repositoryPath, [sha]);
    if (commits) head = new GitTreeSource(inputs.repositoryPath, sha, { absRoot, verified: commits[0] === sha });
    else {
      notes.push(`No local clone with ${sha.slice(0, 7)} at ${inputs.repositoryPath}: the tree was read through the GitHub API.`);
      const gh = await github();
      head = new ApiTreeSource(gh, ctx.owner, ctx.repo, sha, newBlobStore(gh, ctx.owner, ctx.repo), { absRoot });
    }
    return await runTree({ repository, event: ctx.eventName, configPath: inputs.config, overrides, runChecks, knownChecks: CHECK_IDS, notes, head, onPhase: logPhase });
  }
}

async function runAction(entry: URL, early: PullRequestGit | undefined): Promise<void> {
  const ctx = readRunContext();
  const inputs = readInputs(ctx);
  const timeout = parseTimeout(core.getInput('timeout-seconds'));
  if (timeout === undefined) throw new ConfigError([{ file: 'input', message: `timeout-seconds must be a number of seconds, 0 for none (got ${JSON.stringify(core.getInput('timeout-seconds'))})` }]);
  startDeadline(timeout);
  if (inputs.commentId !== '' && !validCommentId(inputs.commentId)) {
    throw new ConfigError([{ file: 'input', message: `comment-id must be letters, digits, ".", "_" or "-" (at most 64) (got ${JSON.stringify(inputs.commentId)})` }]);
  }
  // Octokit and the HTTP code are loaded on this thread by the first request of API mode (the
  // comment's thread loads its own), not at start-up: a file of their own (dist/NNN.index.js),
  // neither read nor compiled before then, and undici (for a proxy) another, read only behind a
  // proxy; their licences are in dist/licenses.txt (scripts/licenses.mjs).
  let client: Promise<GitHub> | undefined;
  const github = (): Promise<GitHub> =>
    (client ??= import(/* webpackChunkName: "github" */ './github-client.js').then((m) => m.actionGitHub(inputs.token, coreLogger)));
  // The sticky comment is looked for on a thread of its own while the analysis runs (see
  // ./comment-thread.ts): on every push after the first it is then one request after the analysis.
  // Not when the input turns comments off (a configuration that does costs one read). A run that
  // ends before the comment stops it.
  const marker = commentMarker(inputs.commentId);
  const thread = ctx.pr && commentInput(inputs.comment) !== false ? startCommentThread(entry, { token: inputs.token, target: { owner: ctx.pr.owner, repo: ctx.pr.repo, number: ctx.pr.number }, marker, login: knownLogin(inputs.token) }, coreLogger) : undefined;
  try {
    await reportRun(ctx, inputs, github, { thread, marker }, early);
  } finally {
    thread?.close();
  }
}

/** The sticky comment: the thread writing it (none when the input turns comments off), and its marker. */
interface CommentPlan {
  thread: CommentThread | undefined;
  marker: string;
}

async function reportRun(ctx: RunContext, inputs: ActionInputs, github: () => Promise<GitHub>, comment: CommentPlan, early: PullRequestGit | undefined): Promise<void> {
  const report = await analyseRun(ctx, inputs, github, early);
  if (report === undefined) return;

  const url = summaryUrl(ctx);
  const phase = phaseTimer(logPhase);
  clearDeadline();
  // The comment is rendered and handed to its thread first, which writes it while the summary, the
  // report and the outputs are written here; its answer is awaited last. Nothing reported depends on
  // it (a comment request may hang or fail), and a comment that cannot be rendered is a comment not
  // posted, never a run without its summary.
  const commenting = ctx.pr ? postComment(comment, report, url).catch((e: unknown): CommentResult => ({ ok: false, step: 'update', message: `the comment could not be rendered: ${errorMessage(e)}` })) : undefined;
  if (commenting) phase('comment handed over', 'to the thread writing it, while the rest is written');
  // 1. Annotations on the instruction files (GitHub shows 10 per level; one warning kept for the comment).
  annotate(report, { warning: ctx.pr && report.config.comment !== false ? 1 : 0 });
  // 2. Job summary with the full detail.
  await writeSummary(report, url);
  phase('annotations and job summary', `${report.findings.length} findings`);
  // 3. JSON report and outputs.
  const reportPath = writeReport(report);
  phase('report', reportPath);
  core.setOutput('report-path', reportPath);
  const sarifPath = writeSarif(report.findings);
  if (sarifPath) core.setOutput('sarif-path', sarifPath);
  core.setOutput('errors', String(report.counts.error));
  core.setOutput('warnings', String(report.counts.warning));
  core.setOutput('notes', String(report.counts.note));
  core.setOutput('failed', String(report.failed));
  core.setOutput('changed', String(report.groups.some((g) => g.changed)));
  // 4. The comment (its failure is reported, never changes the verdict).
  if (commenting) {
    const result = await commenting;
    if (result.ok && result.action !== 'skipped' && result.url) core.setOutput('comment-url', result.url);
    const problem = logComment(result);
    if (problem && process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(`\n> [!WARNING]\n> ${escapeText(problem)}\n`).write().catch(() => undefined);
    phase('comment', result.ok ? result.action : `not posted: ${result.message}`);
  }
  core.info(`instruction-stack: ${report.verdict}`);
  if (report.failed) core.setFailed(`instruction-stack: ${report.verdict}`);
}

/** The comment on the pull request, rendered and handed to its thread; its answer. */
async function postComment({ thread, marker }: CommentPlan, report: Report, url: string | undefined): Promise<CommentResult> {
  const mode = report.config.comment;
  if (mode === false || !thread) return { ok: true, action: 'skipped', reason: 'comment: false' };
  const worth = mode === 'changes' ? report.findings.length > 0 || report.groups.some((g) => g.changed) : report.relevant;
  const body = worth ? renderComment(report, { summaryUrl: url, marker }).body : renderNothingComment(report, { marker });
  return thread.upsert(body, worth);
}

/** Logs the comment's fate; returns the problem to add to the summary when it was not posted. */
function logComment(r: CommentResult): string | undefined {
  if (r.ok) {
    if (r.action === 'skipped') core.info(`instruction-stack: no comment (${r.reason})`);
    else core.info(`instruction-stack: comment ${r.action}${r.url ? ` ${r.url}` : ''}`);
    return undefined;
  }
  const msg = `The PR comment was not posted: ${r.message}`;
  core.warning(msg, { title: 'instruction-stack - comment not posted' });
  return msg;
}

function annotate(report: Report, used: { warning: number }): void {
  // The failing verdict (core.setFailed) is itself an error annotation.
  for (const a of selectAnnotations(report.findings, { error: report.failed ? 1 : 0, warning: used.warning })) {
    const props: core.AnnotationProperties = { title: a.title, file: a.file, startLine: a.startLine, endLine: a.endLine };
    if (a.level === 'error') core.error(a.message, props);
    else if (a.level === 'warning') core.warning(a.message, props);
    else core.notice(a.message, props);
  }
}

async function writeSummary(report: Report, url: string | undefined): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(renderSummary(report, { summaryUrl: url }).body).write();
  } catch (e) {
    core.warning(`instruction-stack: could not write the job summary: ${errorMessage(e)}`);
  }
}

function writeReport(report: Report): string {
  const dir = join(process.env.RUNNER_TEMP || tmpdir(), 'instruction-stack');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `report-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? 'job'}.json`);
  // Streamed in chunks: a report of any size is written (one JSON string would hit V8's string limit).
  const fd = openSync(path, 'w');
  try {
    for (const chunk of batched(reportJson(report))) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** SARIF 2.1.0 for `github/codeql-action/upload-sarif`, beside the JSON report; undefined if it cannot be written. */
function writeSarif(findings: Finding[]): string | undefined {
  try {
    const dir = join(process.env.RUNNER_TEMP || tmpdir(), 'instruction-stack');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `results-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? 'job'}.sarif`);
    writeFileSync(path, JSON.stringify(toSarif(findings, CHECKS), null, 2) + '\n');
    return path;
  } catch (e) {
    core.warning(`instruction-stack: could not write the SARIF file: ${errorMessage(e)}`);
    return undefined;
  }
}
