// Orchestration shared by the action and `instruction-stack pr`: trees from local git objects or
// from the GitHub API, configuration from the PR base, prefetching, analysis rounds until every
// blob the engine asked for is there, then the report.
import { execFileSync } from 'node:child_process';
import { ConfigError, type ConfigOverrides, type ConfigProblem, DEFAULT_CONFIG_PATH, applyOverrides, loadConfig, selectedTools, type Config } from '../config.js';
import type { ChangedFiles } from '../types.js';
import type { GitHub } from '../github/client.js';
import { TOOL_IDS, defaultTools } from '../profiles/index.js';
import { GitView, listTree, type TreeShare } from '../repo/git.js';
import { BlobStore, GitHubView, type GitHubTree, type Prefetch, fetchTree, prefetchInto } from '../repo/github.js';
import type { RepoView } from '../repo/view.js';
import type { Finding, ToolId } from '../types.js';
import { analyse, phaseTimer, type AnalyseInput, type PhaseLog, type Report, type RunChecks } from './analyse.js';
import { configuredNames, prefetchPriority } from './targets.js';
import { prefetchImports } from './prefetch-imports.js';

/** One tree to analyse (a commit), read from local git objects or through the API. */
export interface TreeSource {
  readonly kind: 'git' | 'api';
  readonly commit: string;
  /** Text of a file of the tree, or undefined when absent. Used for the configuration. */
  readText(path: string): Promise<string | undefined>;
  /** Fetches what is worth reading up front and builds the first view. */
  prepare(prefetch: Prefetch): Promise<void>;
  /** The view of the current analysis round. */
  view(): RepoView;
  /** Fetches blobs the last round asked for and builds a fresh view; false when nothing is left to fetch. */
  nextRound(): Promise<boolean>;
  /** Paths whose blobs were refused (limits, API errors), with the reason. */
  refused(): Map<string, string>;
  /** Facts about the source worth telling the reader (truncated tree...). */
  notes(): string[];
}

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };

/** A path `git cat-file blob <commit>:<path>` takes literally: no empty, `.` or `..` segment, no leading `/`. */
export function isPlainPath(path: string): boolean {
  return path !== '' && !path.includes('\0') && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/**
 * Whether `git ls-tree -r -z` output may hold an entry at `path` (`<mode> <type> <oid>\t<path>\0`).
 * Never false for a listed path; a name holding a tab can make it true for one that is not (then
 * git is asked, and answers).
 */
export function listsPath(listing: Buffer, path: string): boolean {
  return listing.includes(Buffer.from(`\t${path}\0`, 'utf8'));
}

const tests = new WeakMap<Prefetch, (path: string) => boolean>();

/**
 * A prefetch priority as the git view's yes/no test, one function per priority: the head and base
 * views of a pull request then hold the same test, and the second skips asking it of every record
 * it takes from the first (GitViewOptions.share).
 */
function asTest(prefetch: Prefetch): (path: string) => boolean {
  let t = tests.get(prefetch);
  if (!t) tests.set(prefetch, (t = (p) => prefetch(p) !== false));
  return t;
}

export class GitTreeSource implements TreeSource {
  readonly kind = 'git' as const;
  private current: GitView | undefined;

  constructor(
    private readonly repoDir: string,
    readonly commit: string,
    private readonly opts: {
      absRoot?: string;
      maxReadBytes?: number;
      /** `commit` is known to be a commit's full id (the caller resolved it): not resolved again. */
      verified?: boolean;
      /** Shared with the other tree of a pull request (records and blobs read once). */
      share?: TreeShare;
      /** `listTree(repoDir, commit, commit)` already started (with `verified`): taken instead of listing again. */
      listing?: Promise<Buffer>;
    } = {},
  ) {
    // Listed from the start, without blocking: the head and base trees are listed by two git
    // processes at once, while the changed paths and the configuration are read.
    if (opts.verified) {
      this.listing = opts.listing ?? listTree(repoDir, commit, commit);
      // Its failure is reported by prepare(), not as an unhandled rejection before it.
      this.listing.catch(() => undefined);
    }
  }

  /** The raw listing until the view is built from it (then dropped: megabytes on a large tree). */
  private listing: Promise<Buffer> | undefined;

  async readText(path: string): Promise<string | undefined> {
    // The configuration file is usually absent: when the tree's listing (started in the constructor)
    // holds no entry at the path, git is not asked (a process fewer at every start). Only for a
    // plain path, which `<commit>:<path>` reads as it is written.
    if (isPlainPath(path)) {
      if (this.current) {
        if (this.current.entry(path) === undefined) return undefined;
      } else if (this.listing) {
        const listing = await this.listing.catch(() => undefined);
        if (listing && !listsPath(listing, path)) return undefined;
      }
    }
    try {
      return execFileSync('git', ['-C', this.repoDir, 'cat-file', 'blob', `${this.commit}:${path}`], {
        env: GIT_ENV,
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      }).toString('utf8');
    } catch {
      return undefined;
    }
  }

  async prepare(prefetch: Prefetch): Promise<void> {
    const listing = await this.listing;
    this.current = new GitView(this.repoDir, this.commit, {
      prefetch: asTest(prefetch),
      absRoot: this.opts.absRoot,
      maxReadBytes: this.opts.maxReadBytes,
      commit: this.opts.verified ? this.commit : undefined,
      share: this.opts.share,
      listing,
    });
    this.listing = undefined;
  }

  view(): RepoView {
    if (!this.current) throw new Error('GitTreeSource.prepare() was not called');
    return this.current;
  }

  async nextRound(): Promise<boolean> {
    return false;
  }

  refused(): Map<string, string> {
    return new Map();
  }

  notes(): string[] {
    return [];
  }
}

export class ApiTreeSource implements TreeSource {
  readonly kind = 'api' as const;
  private tree: GitHubTree | undefined;
  private current: GitHubView | undefined;
  private rounds = 0;

  constructor(
    private readonly gh: GitHub,
    private readonly owner: string,
    private readonly repo: string,
    readonly commit: string,
    private readonly store: BlobStore,
    private readonly opts: { absRoot?: string; maxReadBytes?: number; maxRounds?: number } = {},
  ) {}

  private async loadTree(): Promise<GitHubTree> {
    if (!this.tree) this.tree = await fetchTree(this.gh, this.owner, this.repo, this.commit);
    return this.tree;
  }

  async readText(path: string): Promise<string | undefined> {
    const tree = await this.loadTree();
    const item = tree.items.find((i) => i.path === path && i.type === 'blob' && i.mode !== '120000');
    if (!item) return undefined;
    await this.store.fetch([item]);
    return this.store.blobs.get(item.sha)?.toString('utf8');
  }

  async prepare(prefetch: Prefetch): Promise<void> {
    const tree = await this.loadTree();
    await prefetchInto(tree, this.store, prefetch);
    await prefetchImports(tree, this.store);
    this.current = new GitHubView(tree, this.store, this.opts);
  }

  view(): RepoView {
    if (!this.current) throw new Error('ApiTreeSource.prepare() was not called');
    return this.current;
  }

  async nextRound(): Promise<boolean> {
    if (!this.current || !this.tree) return false;
    const misses = this.current.misses();
    if (misses.length === 0 || ++this.rounds > (this.opts.maxRounds ?? 6)) return false;
    await this.store.fetch(misses);
    this.current = new GitHubView(this.tree, this.store, this.opts);
    return true;
  }

  refused(): Map<string, string> {
    return this.current?.refusedPaths() ?? new Map();
  }

  notes(): string[] {
    const out: string[] = [];
    if (this.tree?.truncated) {
      out.push(
        `GitHub truncated the tree listing of ${this.commit.slice(0, 7)} (over 100,000 entries or 7 MB): files beyond the cut are not seen. Check out the repository with history (actions/checkout with fetch-depth: 0) to analyse it from git objects.`,
      );
    }
    if (this.current && this.current.unresolvedLinks.length > 0) {
      out.push(`${this.current.unresolvedLinks.length} symlink(s) in ${this.commit.slice(0, 7)} could not be read through the API and were not followed.`);
    }
    return out;
  }
}

/** A blob store for API sources, bounded by env overrides (INSTRUCTION_STACK_MAX_BLOBS). */
export function newBlobStore(gh: GitHub, owner: string, repo: string): BlobStore {
  const n = Number(process.env.INSTRUCTION_STACK_MAX_BLOBS);
  return new BlobStore(gh, owner, repo, Number.isInteger(n) && n > 0 ? { maxBlobs: n } : {});
}

// ---------------------------------------------------------------------------------------------

export interface RunCommon {
  repository: string;
  event?: string;
  configPath?: string;
  overrides: ConfigOverrides;
  runChecks: RunChecks;
  /** Check ids for configuration validation. */
  knownChecks?: readonly string[];
  notes?: string[];
  /** Told when each phase ends (trees read, stacks resolved, checks run...). */
  onPhase?: PhaseLog;
}

export interface PullRequestRun extends RunCommon {
  pr: { number: number; url?: string; title?: string; baseSha: string; headSha: string; fromFork: boolean };
  head: TreeSource;
  /** The tree the PR is compared with (the merge base when known). */
  base: TreeSource;
  mergeBase?: string;
  changed: ChangedFiles;
}

export interface TreeRun extends RunCommon {
  head: TreeSource;
}

function configPathOf(p: string | undefined): string {
  const t = (p ?? '').trim().replace(/^\.\//, '');
  return t === '' ? DEFAULT_CONFIG_PATH : t;
}

async function readConfig(src: TreeSource, run: RunCommon): Promise<{ config: Config; found: boolean; path: string }> {
  const path = configPathOf(run.configPath);
  const text = await src.readText(path);
  const loaded = loadConfig({ read: () => text }, path, { knownChecks: run.knownChecks });
  const config = applyOverrides(loaded.config, run.overrides);
  if (loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
    config.source = `${path} + inputs`;
  } else if (!loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
    config.source = 'defaults + inputs';
  }
  return { config, found: loaded.found, path };
}

function problemFindings(problems: ConfigProblem[], path: string, what: string): Finding[] {
  return problems.map((p) => ({
    check: 'input',
    severity: 'error' as const,
    message: `${what}: ${p.message}`,
    path,
    line: p.line,
    fix: 'Fix the configuration; see the "Configuration" section of the instruction-stack README.',
    key: `config:${path}:${p.line ?? ''}:${p.message}`,
  }));
}

function unfetchedRewriter(sources: TreeSource[]): (f: Finding) => Finding | null {
  const refused = new Map<string, string>();
  for (const s of sources) for (const [p, why] of s.refused()) refused.set(p, why);
  return (f) => {
    if (!/not fetched from the GitHub API/.test(f.message)) return f;
    const why = (f.path && refused.get(f.path)) ?? 'not fetched';
    return {
      check: 'input',
      // Not read, so it could change the verdict: an error (fail closed), never a pass.
      severity: 'error',
      message: `${f.path ?? 'a file'} could not be read through the GitHub API (${why}); stacks that include it were not checked, so this run cannot pass`,
      path: f.path,
      fix: 'Check out the repository with actions/checkout (fetch-depth: 0) so the trees are read from git objects, or raise the API cap (env INSTRUCTION_STACK_MAX_BLOBS).',
      key: `unfetched:${f.path ?? f.message}`,
    };
  };
}

/**
 * Analysis rounds until no source has blobs left to fetch: an API source learns what it lacks only by
 * being read (imports its prefetch did not see, files the checks read). Imports are fetched ahead
 * (./prefetch-imports.ts), so a second round is rare.
 */
async function rounds(sources: TreeSource[], input: () => AnalyseInput): Promise<Report> {
  for (;;) {
    const report = analyse(input());
    const more = await Promise.all(sources.map((s) => s.nextRound()));
    if (!more.some(Boolean)) return report;
  }
}

export async function runPullRequest(run: PullRequestRun): Promise<Report> {
  const { config, found, path } = await readConfig(run.base, run);
  const notes = [...(run.notes ?? [])];
  const extra: Finding[] = [];
  if (found) notes.push(`Configuration: ${path} from the base of the PR${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
  const configChanged = run.changed.files.some((f) => f.path === path || f.previousPath === path);
  if (configChanged) {
    const headText = await run.head.readText(path);
    if (headText !== undefined) {
      try {
        loadConfig({ read: () => headText }, path, { knownChecks: run.knownChecks });
        notes.push(`This PR changes ${path}; this run uses the base version, the new one applies once merged (it is valid).`);
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        extra.push(...problemFindings(e.problems, path, 'the configuration changed by this PR is invalid'));
      }
    }
  }
  const names = configuredNames(config.toolOptions);
  const prefetch = prefetchPriority(names, path, run.changed.files.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path])));
  const t = phaseTimer(run.onPhase);
  await Promise.all([run.head.prepare(prefetch), run.base.prepare(prefetch)]);
  t('trees read', `head ${run.head.commit.slice(0, 7)} and base ${run.base.commit.slice(0, 7)} (${run.head.kind}), ${run.changed.files.length} changed paths`);
  // An opt-in tool counts when its files are on either side (a PR that deletes them still shows it).
  const tools: ToolId[] = selectedTools(config, TOOL_IDS, defaultTools(run.head.view(), run.base.view()));
  if (run.changed.capped) {
    extra.push({
      check: 'input',
      severity: 'warning',
      message: `GitHub lists only the first ${run.changed.files.length.toLocaleString('en-US')} changed files of this PR${run.changed.reportedTotal ? ` (it changes ${run.changed.reportedTotal.toLocaleString('en-US')})` : ''}; the others were not analysed`,
      fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so the changed paths come from git.',
      key: 'listfiles-cap',
    });
  }
  const sources = [run.head, run.base];
  const report = await rounds(sources, () => {
    const sourceNotes = [...new Set(sources.flatMap((s) => s.notes()))];
    return {
      mode: 'pull-request',
      repository: run.repository,
      event: run.event,
      head: run.head.view(),
      base: run.base.view(),
      headCommit: run.pr.headSha,
      baseCommit: run.mergeBase ?? run.pr.baseSha,
      pullRequest: { ...run.pr, mergeBase: run.mergeBase },
      changed: run.changed,
      config,
      tools,
      source: run.head.kind,
      fromFork: run.pr.fromFork,
      runChecks: run.runChecks,
      extraFindings: [...extra, ...truncationFindings(sources)],
      notes: [...notes, ...sourceNotes],
      names,
      mapFinding: unfetchedRewriter(sources),
      onPhase: run.onPhase,
    };
  });
  return report;
}

export async function runTree(run: TreeRun): Promise<Report> {
  const { config, found, path } = await readConfig(run.head, run);
  const notes = [...(run.notes ?? [])];
  if (found) notes.push(`Configuration: ${path}${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
  const names = configuredNames(config.toolOptions);
  const t = phaseTimer(run.onPhase);
  await run.head.prepare(prefetchPriority(names, path));
  t('tree read', `${run.head.commit.slice(0, 7)} (${run.head.kind})`);
  const tools: ToolId[] = selectedTools(config, TOOL_IDS, defaultTools(run.head.view()));
  const sources = [run.head];
  return rounds(
    sources,
    () => ({
      mode: 'tree',
      repository: run.repository,
      event: run.event,
      head: run.head.view(),
      headCommit: run.head.commit,
      config,
      tools,
      source: run.head.kind,
      fromFork: false,
      runChecks: run.runChecks,
      extraFindings: truncationFindings(sources),
      notes: [...notes, ...new Set(sources.flatMap((s) => s.notes()))],
      names,
      mapFinding: unfetchedRewriter(sources),
      onPhase: run.onPhase,
    }),
  );
}

function truncationFindings(sources: TreeSource[]): Finding[] {
  return sources
    .filter((s) => s.notes().some((n) => n.startsWith('GitHub truncated')))
    .map((s) => ({
      check: 'input',
      severity: 'warning' as const,
      message: `GitHub truncated the tree listing of ${s.commit.slice(0, 7)}; instruction files beyond the cut are not analysed`,
      fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so trees are read from git objects.',
      key: `truncated:${s.commit}`,
    }));
}
