// Opens the repository view a command asks for: the working tree, or a git revision.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { GitView, type TreeShare } from './git.js';
import { WorktreeView } from './worktree.js';
import type { RepoView } from './view.js';

export class UsageError extends Error {}

export function gitTopLevel(dir: string): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

export interface OpenOptions {
  root?: string;
  rev?: string;
  /** Treat the root as having no `.git` marker (how tools behave outside a repository). */
  noGit?: boolean;
  maxReadBytes?: number;
  /** Which blobs a git view reads in its first batch (the caller knows which names matter). */
  prefetch?: (path: string) => boolean;
  /** For a git view compared with another revision built next (`check --base`): see GitViewOptions.share. */
  share?: TreeShare;
}

export function openView(o: OpenOptions, shellCwd = process.cwd()): RepoView {
  let root: string;
  if (o.root !== undefined) {
    root = resolve(shellCwd, o.root);
    if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--root ${o.root}: no such directory`);
    // A plain directory is analysed only when asked for: scanning, say, a home directory by mistake
    // would read everything under it, and tools behave differently without a repository.
    if (!o.noGit && o.rev === undefined && gitTopLevel(root) === undefined) {
      throw new UsageError(`--root ${o.root}: not inside a git repository; pass --no-git to analyse it as a plain directory (as the tools see one without .git)`);
    }
  } else {
    const top = gitTopLevel(shellCwd);
    if (!top) throw new UsageError(`${shellCwd} is not inside a git repository; pass --root DIR --no-git to analyse a plain directory`);
    root = top;
  }
  if (o.rev !== undefined) {
    const top = gitTopLevel(root);
    if (!top) throw new UsageError(`--rev needs a git repository; ${root} is not one`);
    try {
      const subdir = relative(realpathSync(top), realpathSync(root)).split(sep).join('/');
      return new GitView(root, o.rev, { maxReadBytes: o.maxReadBytes, prefetch: o.prefetch, subdir, share: o.share });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  }
  // The analysed root is the repository root by definition (decisions.md §2), marker or not.
  return new WorktreeView(root, { maxReadBytes: o.maxReadBytes, hasGitMarker: !o.noGit });
}
