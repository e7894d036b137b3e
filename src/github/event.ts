// What the runner tells us about the run: event name, payload, repository. Read from the
// environment and the event file directly (no side effects at import time).
import { readFileSync } from 'node:fs';

export interface PullRequestInfo {
  owner: string;
  repo: string;
  number: number;
  baseSha: string;
  headSha: string;
  baseRef?: string;
  headRef?: string;
  /** `owner/name` of the head repository (null when the fork was deleted). */
  headRepo: string | null;
  /** The head lives in another repository than the base. */
  fromFork: boolean;
  /** Number of changed files GitHub reports for the PR, when known. */
  changedFiles?: number;
  title?: string;
  htmlUrl?: string;
}

export interface RunContext {
  eventName: string;
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  serverUrl: string;
  runId?: string;
  runAttempt?: string;
  workspace?: string;
  pr?: PullRequestInfo;
}

function obj(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export class EventError extends Error {}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let payload: Record<string, unknown> = {};
  const path = env.GITHUB_EVENT_PATH;
  if (path) {
    try {
      payload = obj(JSON.parse(readFileSync(path, 'utf8'))) ?? {};
    } catch (e) {
      throw new EventError(`cannot read the event payload ${path}: ${(e as Error).message}`);
    }
  }
  const full = env.GITHUB_REPOSITORY ?? str(obj(payload.repository)?.full_name) ?? '';
  const [owner = '', repo = ''] = full.split('/');
  const ctx: RunContext = {
    eventName,
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    runId: env.GITHUB_RUN_ID,
    runAttempt: env.GITHUB_RUN_ATTEMPT,
    workspace: env.GITHUB_WORKSPACE,
  };
  const pr = pullRequestFromPayload(payload);
  if (pr) ctx.pr = pr;
  return ctx;
}

/** The pull request of a `pull_request` / `pull_request_target` (or compatible) payload. */
export function pullRequestFromPayload(payload: Record<string, unknown>): PullRequestInfo | undefined {
  const pr = obj(payload.pull_request);
  if (!pr) return undefined;
  const base = obj(pr.base);
  const head = obj(pr.head);
  const baseRepo = str(obj(base?.repo)?.full_name) ?? str(obj(payload.repository)?.full_name) ?? '';
  const headRepo = str(obj(head?.repo)?.full_name) ?? null;
  const [owner = '', repo = ''] = baseRepo.split('/');
  const number = typeof pr.number === 'number' ? pr.number : Number(payload.number);
  const baseSha = str(base?.sha);
  const headSha = str(head?.sha);
  if (!baseSha || !headSha || !Number.isInteger(number)) return undefined;
  return {
    owner,
    repo,
    number,
    baseSha,
    headSha,
    baseRef: str(base?.ref),
    headRef: str(head?.ref),
    headRepo,
    fromFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    changedFiles: typeof pr.changed_files === 'number' ? pr.changed_files : undefined,
    title: str(pr.title),
    htmlUrl: str(pr.html_url),
  };
}

/** Parses `owner/repo#123` (also a pull request URL). */
export function parsePullRef(s: string): { owner: string; repo: string; number: number } | undefined {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)#(\d+)$/.exec(s.trim()) ??
    /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)(?:[/?#].*)?$/.exec(s.trim());
  if (!m) return undefined;
  return { owner: m[1]!, repo: m[2]!, number: Number(m[3]) };
}
