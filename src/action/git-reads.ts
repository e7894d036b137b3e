// What the action reads from a local clone for a pull request before it can analyse it: whether
// both commits are there, their merge base, the two tree listings and the changed paths. Four git
// processes, started at once and as soon as the merge base is known, without blocking: index.ts
// starts them before the action's own code is loaded and compiled (about a tenth of a second), so
// on a small pull request git has mostly answered by the time the run asks.
import { isObjectId, gitChangedPaths, gitMergeBase, resolveCommits, type ChangedPath } from '../github/changed.js';
import { readRunContext } from '../github/event.js';
import { GitRevisionError, listTree } from '../repo/git.js';

/**
 * The answers, each a promise: nothing here blocks or throws, and one nobody asks for fails quietly.
 * A tree's listing (megabytes on a large tree) is handed over once and then no longer held here.
 */
export class PullRequestGit {
  /** The commits the base and head name, or undefined when the clone lacks one (or is none). */
  readonly commits: Promise<string[] | undefined>;
  /** Undefined when git cannot tell (a shallow clone, or not a clone). */
  readonly mergeBase: Promise<string | undefined>;
  /** The paths the pull request changes, merge base → head; rejects when there is no merge base (then unused). */
  readonly changed: Promise<ChangedPath[]>;
  private headListing: Promise<Buffer> | undefined;
  private baseListing: Promise<Buffer> | undefined;

  /**
   * Starts the reads for a pull request from `baseSha` to `headSha` in the clone at `repoDir`. With
   * full object ids (what events hold) the merge base and the head's listing start at once, and are
   * left unused if git cannot answer; other names reach git only once it has confirmed that they
   * name commits (and the head's view then resolves its name itself).
   */
  constructor(
    readonly repoDir: string,
    readonly baseSha: string,
    readonly headSha: string,
  ) {
    const ids = isObjectId(baseSha) && isObjectId(headSha);
    if (ids) {
      this.mergeBase = gitMergeBase(repoDir, baseSha, headSha);
      // git finds a merge base of commits only: when it does, the two ids are commits of this clone,
      // and only otherwise (a shallow clone, a missing commit, no clone) is it asked which are there.
      this.commits = this.mergeBase.then((m) => (m ? [baseSha, headSha] : resolveCommits(repoDir, [baseSha, headSha])));
    } else {
      this.commits = resolveCommits(repoDir, [baseSha, headSha]);
      this.mergeBase = this.commits.then((c) => (c ? gitMergeBase(repoDir, baseSha, headSha) : undefined));
    }
    const noBase = (): never => {
      throw new GitRevisionError(`no merge base of ${baseSha} and ${headSha} in ${repoDir}`);
    };
    this.headListing = ids ? listTree(repoDir, headSha, headSha) : undefined;
    this.baseListing = this.mergeBase.then((m) => (m ? listTree(repoDir, m, m) : noBase()));
    this.changed = this.mergeBase.then((m) => (m ? gitChangedPaths(repoDir, m, headSha) : noBase()));
    for (const p of [this.headListing, this.baseListing, this.changed]) p?.catch(() => undefined);
  }

  /** The reads of this clone and these commits: `other` when it is for them, else started now. */
  static for(other: PullRequestGit | undefined, repoDir: string, baseSha: string, headSha: string): PullRequestGit {
    return other && other.repoDir === repoDir && other.baseSha === baseSha && other.headSha === headSha ? other : new PullRequestGit(repoDir, baseSha, headSha);
  }

  /** `git ls-tree` of the head (object ids only), handed over once. */
  takeHeadListing(): Promise<Buffer> | undefined {
    const l = this.headListing;
    this.headListing = undefined;
    return l;
  }

  /** `git ls-tree` of the merge base, handed over once; rejects when there is none. */
  takeBaseListing(): Promise<Buffer> | undefined {
    const l = this.baseListing;
    this.baseListing = undefined;
    return l;
  }
}

/**
 * Started by index.ts before the action's code loads: the reads for the event's pull request, in the
 * clone the action will read (input `repository-path`, else the workspace). Undefined when the event
 * is no pull request with object ids, or cannot be read: the run then finds out and says so itself.
 * The run takes these only when they are for its own repository path and commits.
 */
export function startEventGit(env: NodeJS.ProcessEnv = process.env): PullRequestGit | undefined {
  try {
    const pr = readRunContext(env).pr;
    if (!pr || !isObjectId(pr.baseSha) || !isObjectId(pr.headSha)) return undefined;
    // As @actions/core's getInput reads an input (the run reads it so too, and compares).
    const repoDir = (env['INPUT_REPOSITORY-PATH'] ?? '').trim() || env.GITHUB_WORKSPACE || process.cwd();
    return new PullRequestGit(repoDir, pr.baseSha, pr.headSha);
  } catch {
    return undefined;
  }
}
