// The one sticky PR comment: found again by its hidden marker, edited in place on every push.
// A comment is ours only when it carries our marker (with this workflow's instance key) AND was
// written by the token's own identity: anyone can paste the marker into a comment, and a token
// with write access could edit theirs.
import { COMMENT_MARKER } from '../output/marker.js';
import type { GitHub } from './client.js';
import { errorMessage, httpStatus } from './errors.js';

export { COMMENT_MARKER };

/** The login GITHUB_TOKEN writes as; its installation token cannot call `GET /user`. */
export const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';

const INSTANCE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Whether `key` can be a `comment-id` (letters, digits, `.`, `_`, `-`; at most 64). */
export function validCommentId(key: string): boolean {
  return INSTANCE_KEY.test(key);
}

/** The hidden marker: the default instance keeps the marker earlier versions wrote. */
export function commentMarker(instance = ''): string {
  if (instance === '') return COMMENT_MARKER;
  if (!validCommentId(instance)) throw new Error(`invalid comment-id ${JSON.stringify(instance)}: use letters, digits, ".", "_" or "-" (at most 64)`);
  return `<!-- instruction-stack:comment id=${instance} -->`;
}

export type CommentResult =
  | { ok: true; action: 'created' | 'updated' | 'unchanged'; id: number; url?: string }
  | { ok: true; action: 'skipped'; reason: string }
  | { ok: false; status?: number; step: 'list' | 'create' | 'update'; message: string };

export interface CommentTarget {
  owner: string;
  repo: string;
  number: number;
}

/**
 * The login a token writes as when its kind tells without asking: an installation token (`ghs_`,
 * such as GITHUB_TOKEN) is refused `GET /user` and writes as the Actions bot, so the request is
 * saved (a round trip on every run). Undefined for other tokens: ask (`tokenLogin`).
 */
export function knownLogin(token: string): string | undefined {
  return token.startsWith('ghs_') ? GITHUB_ACTIONS_LOGIN : undefined;
}

/**
 * The login the token writes comments as: `GET /user`, or for an installation token such as
 * GITHUB_TOKEN (which `GET /user` refuses) the Actions bot. Undefined when it cannot be told.
 */
export async function tokenLogin(gh: GitHub): Promise<{ login: string; source: 'user' | 'assumed' } | undefined> {
  try {
    const r = await gh.rest.users.getAuthenticated();
    return { login: r.data.login, source: 'user' };
  } catch (e) {
    const status = httpStatus(e);
    // 403 "Resource not accessible by integration": an installation token (GITHUB_TOKEN).
    if (status === 403) return { login: GITHUB_ACTIONS_LOGIN, source: 'assumed' };
    return undefined;
  }
}

/** Our comment as listed. */
interface Existing {
  id: number;
  body: string;
  url?: string;
}

/** Finds our comment: the marker at the start of the body, written by `login` (the oldest one if a past bug left several). */
export async function findStickyComment(
  gh: GitHub,
  t: CommentTarget,
  marker = COMMENT_MARKER,
  login?: string,
): Promise<Existing | undefined> {
  for await (const page of gh.paginate.iterator(gh.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.number,
    per_page: 100,
  })) {
    for (const c of page.data) {
      if (typeof c.body !== 'string' || !c.body.startsWith(marker)) continue;
      if (login === undefined || c.user?.login !== login) continue;
      return { id: c.id, body: c.body, url: c.html_url };
    }
  }
  return undefined;
}

/** What looking for our comment found: it or none (and the login it must be written by), or why it could not be told. */
export type Lookup = { ok: true; existing: Existing | undefined; login: string | undefined } | { ok: false; error: unknown };

/**
 * Looks for our comment (`findStickyComment`), asking for the token's login first when `login` is
 * not given; never rejects. (The action looks on a thread of its own, src/action/comment-thread.ts,
 * and stops a look-up it no longer needs by ending that thread.)
 */
export async function lookUpStickyComment(gh: GitHub, t: CommentTarget, marker = COMMENT_MARKER, login?: string): Promise<Lookup> {
  try {
    // Without a known identity nothing is adopted: a new comment is safer than editing someone's.
    const who = login ?? (await tokenLogin(gh))?.login;
    return { ok: true, existing: who === undefined ? undefined : await findStickyComment(gh, t, marker, who), login: who };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Creates or updates the sticky comment. `createIfMissing: false` only updates an existing one
 * (used when nothing relevant is left and no comment was ever posted). `early`: a look-up made
 * while the analysis ran (see below).
 */
export async function upsertStickyComment(
  gh: GitHub,
  t: CommentTarget,
  body: string,
  opts: { createIfMissing: boolean; marker?: string; login?: string; early?: Lookup },
): Promise<CommentResult> {
  const marker = opts.marker ?? COMMENT_MARKER;
  if (!body.startsWith(marker)) body = `${marker}\n${body}`;
  // A comment the early look-up found is edited at once when the body changed (every push after the
  // first): the list is not asked for again. Everything else is looked for now, as without one: no
  // comment then (another run may have posted one since: never two), the same body (another run may
  // have changed it since), a look-up that failed, or a comment deleted since (404 on the edit).
  const early = opts.early?.ok ? opts.early : undefined;
  if (early?.existing && early.existing.body !== body) {
    const r = await updateComment(gh, t, early.existing.id, body);
    if (r.ok || r.status !== 404) return r;
  }
  const found = await lookUpStickyComment(gh, t, marker, opts.login ?? early?.login);
  if (!found.ok) return { ok: false, status: httpStatus(found.error), step: 'list', message: describeFailure('list the comments of', t, found.error) };
  const existing = found.existing;
  if (existing) {
    if (existing.body === body) return { ok: true, action: 'unchanged', id: existing.id, url: existing.url };
    return updateComment(gh, t, existing.id, body);
  }
  if (!opts.createIfMissing) return { ok: true, action: 'skipped', reason: 'nothing to report and no earlier comment to update' };
  try {
    const r = await gh.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.number, body });
    return { ok: true, action: 'created', id: r.data.id, url: r.data.html_url };
  } catch (e) {
    return { ok: false, status: httpStatus(e), step: 'create', message: describeFailure('comment on', t, e) };
  }
}

async function updateComment(gh: GitHub, t: CommentTarget, id: number, body: string): Promise<CommentResult> {
  try {
    const r = await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
    return { ok: true, action: 'updated', id: r.data.id, url: r.data.html_url };
  } catch (e) {
    return { ok: false, status: httpStatus(e), step: 'update', message: describeFailure('update the comment on', t, e) };
  }
}

function describeFailure(what: string, t: CommentTarget, e: unknown): string {
  const status = httpStatus(e);
  const where = `${t.owner}/${t.repo}#${t.number}`;
  const base = `could not ${what} ${where}`;
  switch (status) {
    case 403:
      return `${base}: the token may not write to pull requests (HTTP 403). On \`pull_request\` from a fork GITHUB_TOKEN is read-only; grant \`pull-requests: write\` or use the \`pull_request_target\` pattern. ${firstLine(e)}`;
    case 404:
      return `${base}: not found (HTTP 404); the token cannot see this repository or pull request. ${firstLine(e)}`;
    case 422:
      return `${base}: GitHub rejected the comment (HTTP 422). ${firstLine(e)}`;
    case 401:
      return `${base}: the token was refused (HTTP 401). ${firstLine(e)}`;
    default:
      return `${base}: ${status !== undefined ? `HTTP ${status}: ` : ''}${firstLine(e)}`;
  }
}

function firstLine(e: unknown): string {
  return (errorMessage(e).split('\n')[0] ?? '').slice(0, 300);
}
