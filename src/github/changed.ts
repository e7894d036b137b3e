// The paths a pull request changes: from local git objects when the history is there (all of
// them, renames with both names), otherwise from the REST API (GitHub lists at most 3,000).
import { gitOutput } from '../repo/git.js';
import type { ChangedFiles, ChangedPath, ChangeStatus } from '../types.js';
import type { GitHub } from './client.js';

export type { ChangedFiles, ChangedPath, ChangeStatus };

/** GitHub's documented maximum for `GET /repos/{o}/{r}/pulls/{n}/files`. */
export const LIST_FILES_CAP = 3000;

/** A full git object id: SHA-1 or SHA-256, in hex. */
const OID = '[0-9a-f]{40}|[0-9a-f]{64}';
const OBJECT_ID = new RegExp(`^(?:${OID})$`);
const COMMIT_LINE = new RegExp(`^(${OID}) commit \\d+$`);

/** A full object id, as the event names a pull request's commits (and git's answers hold). */
export function isObjectId(s: string): boolean {
  return OBJECT_ID.test(s);
}

/**
 * The commit each of `revs` names (tags peeled), in order, or undefined when `dir` is not a git
 * repository or one of them is not a commit there. One `git cat-file --batch-check` for all, without
 * blocking.
 */
export async function resolveCommits(dir: string, revs: string[]): Promise<string[] | undefined> {
  if (revs.some((r) => r === '' || /[\n\r]/.test(r))) return undefined;
  let out: string;
  try {
    out = (await gitOutput(dir, ['cat-file', '--batch-check'], 1024 * 1024, revs.map((r) => `${r}^{commit}\n`).join(''))).toString('utf8');
  } catch {
    return undefined;
  }
  // One line per name: `<oid> commit <size>`, or `<name> missing` (or ambiguous) when it names no commit.
  const lines = out.split('\n').slice(0, revs.length);
  const oids = lines.map((l) => COMMIT_LINE.exec(l)?.[1]);
  return lines.length === revs.length && oids.every((o) => o !== undefined) ? (oids as string[]) : undefined;
}

/**
 * `git merge-base a b` without blocking (the action starts it with the head tree's listing, before
 * it knows the commits are there: src/action/git-reads.ts); undefined on any failure.
 */
export function gitMergeBase(dir: string, a: string, b: string): Promise<string | undefined> {
  return gitOutput(dir, ['merge-base', a, b]).then(
    (out) => out.toString('utf8').trim() || undefined,
    () => undefined,
  );
}

/**
 * `git diff --name-status -z -M <from> <to>`, never running diff drivers or text conversions, without
 * blocking. Rejects with a GitCommandError.
 */
export async function gitChangedPaths(dir: string, from: string, to: string): Promise<ChangedPath[]> {
  const out = await gitOutput(
    dir,
    ['-c', 'diff.renameLimit=10000', 'diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', '--no-color', from, to, '--'],
    512 * 1024 * 1024,
  );
  return parseNameStatusZ(out.toString('utf8'));
}

export function parseNameStatusZ(out: string): ChangedPath[] {
  const parts = out.split('\0');
  const files: ChangedPath[] = [];
  let i = 0;
  while (i < parts.length) {
    const code = parts[i++];
    if (!code) continue;
    const letter = code[0];
    if (letter === 'R' || letter === 'C') {
      const from = parts[i++] ?? '';
      const to = parts[i++] ?? '';
      files.push({ path: to, status: letter === 'R' ? 'renamed' : 'copied', previousPath: from });
      continue;
    }
    const path = parts[i++] ?? '';
    const status: ChangeStatus =
      letter === 'A' ? 'added' : letter === 'D' ? 'removed' : letter === 'M' ? 'modified' : letter === 'T' ? 'type-changed' : 'changed';
    files.push({ path, status });
  }
  return files;
}

/** `pulls.listFiles`, every page up to GitHub's cap. */
export async function apiChangedPaths(
  gh: GitHub,
  pr: { owner: string; repo: string; number: number; changedFiles?: number },
): Promise<ChangedFiles> {
  const files: ChangedPath[] = [];
  for await (const page of gh.paginate.iterator(gh.rest.pulls.listFiles, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
  })) {
    for (const f of page.data) {
      const status: ChangeStatus =
        f.status === 'added' || f.status === 'removed' || f.status === 'modified' || f.status === 'renamed' || f.status === 'copied'
          ? f.status
          : 'changed';
      const c: ChangedPath = { path: f.filename, status };
      if (f.previous_filename) c.previousPath = f.previous_filename;
      files.push(c);
    }
    if (files.length >= LIST_FILES_CAP) break;
  }
  const reported = pr.changedFiles;
  const capped = files.length >= LIST_FILES_CAP && (reported === undefined || reported > files.length);
  return { files, source: 'api', capped, reportedTotal: reported };
}

/** Every path a change touches: new names, old names of renames, deleted paths. */
export function touchedPaths(files: readonly ChangedPath[]): string[] {
  const out = new Set<string>();
  for (const f of files) {
    out.add(f.path);
    if (f.previousPath) out.add(f.previousPath);
  }
  return [...out];
}
