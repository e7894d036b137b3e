// The one sticky PR comment: found again by its hidden marker, edited in place on every push.
import { type GitHub, errorMessage, httpStatus } from './client.js';

export const COMMENT_MARKER = '<!-- instruction-stack:comment -->';

export type CommentResult =
  | { ok: true; action: 'created' | 'updated' | 'unchanged'; id: number; url?: string }
  | { ok: true; action: 'skipped'; reason: string }
  | { ok: false; status?: number; step: 'list' | 'create' | 'update'; message: string };

export interface CommentTarget {
  owner: string;
  repo: string;
  number: number;
}

/** Finds the comment carrying the marker (the oldest one if a past bug left several). */
export async function findStickyComment(
  gh: GitHub,
  t: CommentTarget,
): Promise<{ id: number; body: string; url?: string } | undefined> {
  for await (const page of gh.paginate.iterator(gh.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.number,
    per_page: 100,
  })) {
    for (const c of page.data) {
      if (typeof c.body === 'string' && c.body.includes(COMMENT_MARKER)) return { id: c.id, body: c.body, url: c.html_url };
    }
  }
  return undefined;
}

/**
 * Creates or updates the sticky comment. `createIfMissing: false` only updates an existing one
 * (used when nothing relevant is left and no comment was ever posted).
 */
export async function upsertStickyComment(
  gh: GitHub,
  t: CommentTarget,
  body: string,
  opts: { createIfMissing: boolean },
): Promise<CommentResult> {
  if (!body.includes(COMMENT_MARKER)) body = `${COMMENT_MARKER}\n${body}`;
  let existing: { id: number; body: string; url?: string } | undefined;
  try {
    existing = await findStickyComment(gh, t);
  } catch (e) {
    return { ok: false, status: httpStatus(e), step: 'list', message: describeFailure('list the comments of', t, e) };
  }
  if (existing) {
    if (existing.body === body) return { ok: true, action: 'unchanged', id: existing.id, url: existing.url };
    try {
      const r = await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: existing.id, body });
      return { ok: true, action: 'updated', id: r.data.id, url: r.data.html_url };
    } catch (e) {
      return { ok: false, status: httpStatus(e), step: 'update', message: describeFailure('update the comment on', t, e) };
    }
  }
  if (!opts.createIfMissing) return { ok: true, action: 'skipped', reason: 'nothing to report and no earlier comment to update' };
  try {
    const r = await gh.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.number, body });
    return { ok: true, action: 'created', id: r.data.id, url: r.data.html_url };
  } catch (e) {
    return { ok: false, status: httpStatus(e), step: 'create', message: describeFailure('comment on', t, e) };
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
