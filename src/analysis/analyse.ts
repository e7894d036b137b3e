// The analysis the action and `instruction-stack pr` share: given the head (and base) trees and the
// changed paths, the stacks each tool loads, what the PR changes in them, and the findings.
// Pure and synchronous: views are already filled (see ./run.ts for fetching).
import type { CheckContext, SeverityOverrides } from '../checks/check.js';
import { Resolver } from '../engine/resolve.js';
import { DeadlineError } from '../deadline.js';
import { compareSeverity, countSeverities, dedupeFindings, findingsByCheck, overrideSeverity } from '../findings.js';
import { toolName, verifiedText } from '../profiles/index.js';
import type { RepoView } from '../repo/view.js';
import { PullRequestStacks, settingsDiffer } from './base-reuse.js';
import { StackIdentity } from './stack-identity.js';
import type { EngineOptions, Finding, Layer, Stack, ToolId } from '../types.js';
import type { Config } from '../config.js';
import { lineDiff, type LineDiff } from '../diff.js';
import { transientText } from '../engine/stack.js';
import { loadDoc } from '../doc/load.js';
import { demoteVendored } from '../checks/vendored.js';
import { CHECKS } from '../checks/index.js';
import { groupFindings, type FindingGroup } from './finding-groups.js';
import { gate, gateFails, gating, parseBaseline, touchedLinesOf, type GatedFinding } from './gate.js';
import { globMatcher, matchDirectories, pullRequestTargets, treeTargets } from './targets.js';
import type { ChangedFiles, ChangedPath } from '../types.js';

export type RunChecks = (ctx: CheckContext, overrides?: SeverityOverrides) => Finding[];

export interface Side {
  /** Files sent (layers not omitted). */
  files: number;
  /** Bytes of the effective text. */
  bytes: number;
  /** Bytes the budget counts: every layer after the tool's transforms, before cutting. */
  usedBytes: number;
  budgetBytes: number | null;
  /** usedBytes / budgetBytes, or null without a budget. */
  budgetUse: number | null;
  truncated: boolean;
}

export interface GroupSide extends Side {
  layers: Layer[];
  text: string;
  lines: number;
  budgetCounts?: string;
  outsideView: string[];
  settings: string[];
  /** State outside the repository the stack assumes (Stack.assumes). */
  assumes: string[];
}

export interface Session {
  vantage: Stack['vantage'];
  cwd: string;
}

/** Targets of one tool that share the same stack (on the base and on the head). */
export interface StackGroup {
  id: string;
  tool: ToolId;
  sessions: Session[];
  targets: string[];
  base?: GroupSide;
  head: GroupSide;
  changed: boolean;
  addedLayers: string[];
  droppedLayers: string[];
  diff?: LineDiff;
}

export interface ToolRow {
  tool: ToolId;
  name: string;
  verified: string;
  groups: number;
  changedGroups: number;
  head: { filesMin: number; filesMax: number; bytesMax: number; budgetUseMax: number | null; budgetBytes: number | null };
  base?: { filesMin: number; filesMax: number; bytesMax: number; budgetUseMax: number | null; budgetBytes: number | null };
  errors: number;
  warnings: number;
  notes: number;
  status: 'error' | 'warning' | 'changed' | 'ok' | 'empty';
}

/** A finding with its fingerprint and, in a pull request, `new` / `preexisting` (./gate.ts). */
export type ReportFinding = GatedFinding;

export interface Report {
  schema: 'instruction-stack/report@2';
  mode: 'pull-request' | 'tree';
  repository: string;
  event?: string;
  pullRequest?: { number: number; url?: string; title?: string; baseSha: string; headSha: string; mergeBase?: string; fromFork: boolean };
  commit: string;
  head: string;
  base?: string;
  /** How the trees were read. */
  source: 'git' | 'api';
  config: { source: string; failOn: Config['failOn']; comment: Config['comment']; failOnPreexisting?: boolean };
  tools: ToolId[];
  changed?: {
    files: ChangedPath[];
    total: number;
    source: 'git' | 'api';
    capped: boolean;
    reportedTotal?: number;
    ignored: number;
  };
  targets: number;
  rows: ToolRow[];
  groups: StackGroup[];
  findings: ReportFinding[];
  /**
   * The findings as a reviewer reads them (./finding-groups.ts): one entry per (check, file) with its
   * count and lines, one per repository-wide pattern with one fix; `members` index `findings`.
   */
  findingGroups?: FindingGroup[];
  counts: { error: number; warning: number; note: number };
  /** Severities of the findings that can fail the run (new, touched, not suppressed; ./gate.ts). */
  gatingCounts?: { error: number; warning: number; note: number };
  failed: boolean;
  verdict: string;
  /** Things the reader should know about the run itself (caps, truncation, fallbacks). */
  notes: string[];
  /** Things the run could not do (comment not posted...). Filled by the caller. */
  problems: string[];
  /** Whether anything is worth a PR comment (changes, findings, or stacks for the changed paths). */
  relevant: boolean;
}

export interface AnalyseInput {
  mode: 'pull-request' | 'tree';
  repository: string;
  event?: string;
  head: RepoView;
  base?: RepoView;
  headCommit: string;
  baseCommit?: string;
  pullRequest?: Report['pullRequest'];
  changed?: ChangedFiles;
  config: Config;
  tools: ToolId[];
  source: 'git' | 'api';
  fromFork: boolean;
  runChecks: RunChecks;
  /** Findings from the run itself (configuration problems, truncated trees...). */
  extraFindings?: Finding[];
  notes?: string[];
  /** Instruction names, for targets (`configuredNames`: the caller needs them first, to prefetch). */
  names: ReadonlySet<string>;
  /** Largest number of whole-tree targets (default 2,000). */
  maxTreeTargets?: number;
  /** Rewrites (or drops, with null) a finding before severities are applied, e.g. unfetched blobs. */
  mapFinding?: (f: Finding) => Finding | null;
  /** Told when each phase ends (the action logs them, the CLI shows progress). */
  onPhase?: PhaseLog;
  /**
   * Base slots nothing in the pull request can reach take the head's stack instead of being resolved
   * again (./base-reuse.ts), and the base runs only the checks with findings on the head. Default on;
   * tests turn it off to compare with the full computation.
   */
  reuseBase?: boolean;
  /**
   * Stacks are told the same by the objects their texts are rendered from where those decide
   * (./stack-identity.ts), rendering texts only to compare the rest. Default on; tests turn it off
   * to compare with rendering and comparing every text.
   */
  groupByParts?: boolean;
}

/** A phase of a run ended: its name, how long it took, what it did. */
export type PhaseLog = (phase: string, ms: number, detail: string) => void;

/** Times phases for `log`, each from the end of the previous one. */
export function phaseTimer(log: PhaseLog | undefined): (phase: string, detail: string) => void {
  let t = performance.now();
  return (phase, detail) => {
    const now = performance.now();
    log?.(phase, now - t, detail);
    t = now;
  };
}

export function engineOptions(cfg: Config): EngineOptions {
  return { tools: cfg.toolOptions };
}

interface Targets {
  targets: string[];
  changedPaths: string[];
  ignored: number;
  extraCwds: string[];
}

/** What the analysis resolves stacks for: targets from the changed paths (or the tree), extra cwds. */
function analysisTargets(input: AnalyseInput, notes: string[]): Targets {
  const { config } = input;
  const ignore = globMatcher(config.ignore);
  const views = input.base ? [input.head, input.base] : [input.head];
  const extraCwds = matchDirectories(views, config.workingDirectories);
  if (config.workingDirectories.length > 0 && extraCwds.length === 0) {
    notes.push(`No directory matches working-directories (${config.workingDirectories.join(', ')}).`);
  }
  if (input.mode === 'pull-request') {
    const changedPaths = touched(input.changed?.files ?? []);
    const t = pullRequestTargets(changedPaths, views, input.names, ignore);
    if (t.extraCapped) notes.push('Changed instruction files affect more than 200 directories; only the first 200 are shown.');
    return { targets: t.targets, changedPaths, ignored: t.ignored, extraCwds };
  }
  const max = input.maxTreeTargets ?? 2000;
  const d = treeTargets(input.head, input.names, ignore, max);
  if (d.capped) notes.push(`The tree has more than ${max} directories holding instruction files; the first ${max} (shallowest first) were analysed.`);
  return { targets: d.dirs, changedPaths: [], ignored: 0, extraCwds };
}

export function analyse(input: AnalyseInput): Report {
  const { config, tools } = input;
  const phase = phaseTimer(input.onPhase);
  const notes = [...(input.notes ?? [])];
  const ignore = globMatcher(config.ignore);
  const opts = engineOptions(config);
  const headR = new Resolver(input.head, opts);
  const baseR = input.base ? new Resolver(input.base, opts) : undefined;
  // the base's documents that are the head's blobs, read the same way, are the head's (decoded once)
  const resolution = new PullRequestStacks(input.head, input.base, input.reuseBase !== false);
  const { targets, changedPaths, ignored, extraCwds } = analysisTargets(input, notes);

  phase('targets', `${targets.length} targets from ${changedPaths.length || 'no'} changed paths${ignored ? ` (${ignored} ignored)` : ''}`);
  const headStacks = resolution.onHead(headR, targets, { tools, extraCwds });
  const baseStacks = baseR ? resolution.onBase(headR, baseR, targets, { tools, extraCwds }) : [];
  phase('stacks resolved', `${headStacks.length} distinct stacks on the head${baseR ? `, ${baseStacks.length} on the base` : ''}, ${tools.length} tools`);
  const groups = pairGroups(headStacks, input.base ? baseStacks : undefined, input.base ? { head: input.head, base: input.base } : undefined, input.groupByParts !== false);
  phase('stacks compared', `${groups.length} groups, ${groups.filter((g) => g.changed).length} changed`);

  // Findings: the checks on the head, the stacks' own findings, and the run's; base findings
  // mark what was already there.
  const overrides: SeverityOverrides = config.checks;
  const ctx: CheckContext = {
    view: input.head,
    base: input.base,
    resolver: headR,
    baseResolver: baseR,
    tools,
    stacks: headStacks,
    changedPaths,
    fromFork: input.fromFork,
    twinNames: config.twinNames,
    vendored: config.vendored,
  };
  const crashes: Finding[] = [];
  const safeChecks = (c: CheckContext): Finding[] => {
    try {
      return input.runChecks(c, overrides);
    } catch (e) {
      // The deadline fails the run closed at the entry point, with what finished (never a warning here).
      if (e instanceof DeadlineError) throw e;
      crashes.push({
        check: 'input',
        severity: 'warning',
        message: `a check failed to run: ${(e as Error).message}`,
        fix: 'Report this to instruction-stack with the job log.',
        key: `crash:${(e as Error).message}`,
      });
      return [];
    }
  };
  const raw = [...safeChecks(ctx), ...headStacks.flatMap((s) => s.findings), ...(input.extraFindings ?? []), ...crashes];
  const mapped = input.mapFinding ? raw.flatMap((f) => input.mapFinding?.(f) ?? []) : raw;
  // Engine findings of stacks too: vendored trees give notes (src/checks/vendored.ts).
  const headFindings: Finding[] = demoteVendored(dedupeFindings(mapped), input.head, config.vendored)
    .flatMap((f) => overrideSeverity(f, overrides[f.check]) ?? [])
    .filter((f) => f.path === undefined || !ignore(f.path));
  let baseFindings: Finding[] | undefined;
  if (input.base && baseR) {
    const baseCtx: CheckContext = {
      view: input.base,
      resolver: baseR,
      tools,
      stacks: baseStacks,
      changedPaths,
      fromFork: input.fromFork,
      twinNames: config.twinNames,
      vendored: config.vendored,
      // What a check finds on the base only marks head findings of the same check (same fingerprint):
      // a check without findings on the head has nothing to mark.
      onlyChecks: input.reuseBase !== false ? new Set(headFindings.map((f) => f.check)) : undefined,
      headFindings: input.reuseBase !== false ? findingsByCheck(headFindings) : undefined,
    };
    try {
      baseFindings = [...safeChecks(baseCtx), ...baseStacks.flatMap((s) => s.findings)];
    } catch (e) {
      // The head was checked to the end: its findings stand, none known to be on the base.
      if (e instanceof DeadlineError) e.partial = { findings: headFindings, unfinished: ['the checks on the base (every finding counts as new)'] };
      throw e;
    }
  }
  const baseline = baselineFingerprints(input.base ?? input.head, config.baseline, headFindings);
  const findings: ReportFinding[] = gate(headFindings, {
    base: baseFindings,
    touchedLines: input.base ? touchedLinesOf(input.base, input.head, new Set(changedPaths)) : undefined,
    baseline,
  });
  findings.sort(bySeverity);
  phase('checks run', `${findings.length} findings${input.base ? ' (head, then base for what was already there)' : ''}`);

  const counts = countSeverities(findings);
  const failOnPreexisting = config.failOnPreexisting ?? false;
  const gatingCounts = countSeverities(gating(findings, failOnPreexisting));
  const failed = gateFails(findings, config.failOn, failOnPreexisting);
  const rows = tools.map((t) => toolRow(t, groups, findings, input.mode === 'pull-request'));
  const anyLayers = groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0);
  const report: Report = {
    schema: 'instruction-stack/report@2',
    mode: input.mode,
    repository: input.repository,
    event: input.event,
    pullRequest: input.pullRequest,
    commit: input.headCommit,
    head: input.head.label,
    base: input.base?.label,
    source: input.source,
    config: { source: config.source, failOn: config.failOn, comment: config.comment, failOnPreexisting: config.failOnPreexisting },
    tools,
    changed: input.changed
      ? {
          files: input.changed.files,
          total: input.changed.files.length,
          source: input.changed.source,
          capped: input.changed.capped,
          reportedTotal: input.changed.reportedTotal,
          ignored,
        }
      : undefined,
    targets: targets.length,
    rows,
    groups,
    findings,
    findingGroups: groupFindings(findings, CHECKS),
    counts,
    gatingCounts,
    failed,
    verdict: verdictLine(counts, failed, config.failOn, gatingCounts),
    notes,
    problems: [],
    relevant: findings.length > 0 || groups.some((g) => g.changed) || anyLayers,
  };
  return report;
}

/**
 * Fingerprints of the configured baseline file, read from `view` (the PR base: a pull request cannot
 * accept its own findings). A missing or broken file is an `input` error, pushed onto `findings`.
 */
function baselineFingerprints(view: RepoView, path: string | undefined, findings: Finding[]): Set<string> | undefined {
  if (!path) return undefined;
  const doc = loadDoc(view, path);
  const parsed = doc.ok ? parseBaseline(doc.text) : { ok: false as const, problem: 'not found' };
  if (parsed.ok) return parsed.fingerprints;
  findings.push({
    check: 'input',
    severity: 'error',
    path,
    message: `the baseline file ${path} (configuration key baseline) cannot be used: ${parsed.problem}`,
    fix: 'Write it with `instruction-stack baseline > ' + path + '` and commit it, or remove the baseline key.',
    key: `baseline:${path}`,
  });
  return undefined;
}

function touched(files: readonly ChangedPath[]): string[] {
  const out = new Set<string>();
  for (const f of files) {
    out.add(f.path);
    if (f.previousPath) out.add(f.previousPath);
  }
  return [...out];
}

function bySeverity(a: ReportFinding, b: ReportFinding): number {
  return (
    compareSeverity(a.severity, b.severity) ||
    Number(a.preexisting ?? false) - Number(b.preexisting ?? false) ||
    (a.path ?? '').localeCompare(b.path ?? '') ||
    (a.line ?? 0) - (b.line ?? 0)
  );
}

export function verdictLine(c: Report['counts'], failed: boolean, failOn: Config['failOn'], gatingCounts?: Report['counts']): string {
  const parts: string[] = [];
  if (c.error) parts.push(`${c.error} error${c.error === 1 ? '' : 's'}`);
  if (c.warning) parts.push(`${c.warning} warning${c.warning === 1 ? '' : 's'}`);
  if (c.note) parts.push(`${c.note} note${c.note === 1 ? '' : 's'}`);
  const what = parts.length > 0 ? parts.join(', ') : 'no problems found';
  if (failed) return `Failing: ${what}`;
  if (c.error > 0 && failOn === 'never') return `Passing (fail-on: never): ${what}`;
  if (gatingCounts && c.error > gatingCounts.error) return `Passing: ${what}, none introduced by this change`;
  return parts.length > 0 ? `Passing with ${what}` : 'Passing: no problems found';
}

// ---------------------------------------------------------------------------------------------

/**
 * A group's side made from a stack: its size and lines counted, its text rendered on each read and
 * not kept (see `transientText`), from `textOf`, a stack known to send the same text. A class, the
 * text a getter on its prototype: an object literal with a getter of its own was kept in dictionary
 * mode, ~0.8 KB of properties apiece, for 23,536 sides on the bench PR. Fields in the order of
 * `GroupSide` (outputs list its keys); `text` is not an own key.
 */
class StackSide implements GroupSide {
  readonly files: number;
  readonly bytes: number;
  readonly usedBytes: number;
  readonly budgetBytes: number | null;
  readonly budgetUse: number | null;
  readonly truncated: boolean;
  readonly layers: Layer[];
  readonly lines: number;
  readonly budgetCounts?: string;
  readonly outsideView: string[];
  readonly settings: string[];
  readonly assumes: string[];
  /** The stack whose text this side sends, and its identity (StackIdentity: the same for the same text). */
  readonly #textOf: Stack;
  readonly #identity: number | undefined;

  constructor(s: Stack, t: Stack, identity: number | undefined) {
    let files = 0;
    let usedBytes = 0;
    for (const l of s.layers) {
      if (!l.omitted) files++;
      usedBytes += l.transformedBytes;
    }
    this.files = files;
    this.bytes = t.totalBytes;
    this.usedBytes = usedBytes;
    this.budgetBytes = s.budgetBytes;
    this.budgetUse = s.budgetBytes ? usedBytes / s.budgetBytes : null;
    this.truncated = s.truncated;
    this.layers = s.layers;
    this.lines = t.lines;
    this.budgetCounts = s.budgetCounts;
    this.outsideView = s.outsideView;
    this.settings = s.settings;
    this.assumes = s.assumes;
    this.#textOf = t;
    this.#identity = identity;
  }

  // Rendered when read, not kept: most groups' texts are never shown (the report keeps changed ones
  // only, written one at a time), and a kept copy of each shown one filled the memory.
  get text(): string {
    return transientText(this.#textOf);
  }

  /** Every field with the text (the record of `GroupSide`, in its order), as a plain object had them. */
  toJSON(): GroupSide {
    const { files, bytes, usedBytes, budgetBytes, budgetUse, truncated, layers, lines, budgetCounts, outsideView, settings, assumes } = this;
    return { files, bytes, usedBytes, budgetBytes, budgetUse, truncated, layers, text: this.text, lines, budgetCounts, outsideView, settings, assumes };
  }

  static stackOf(side: GroupSide): Stack | undefined {
    return side instanceof StackSide ? side.#textOf : undefined;
  }

  static identityOf(side: GroupSide): number | undefined {
    return side instanceof StackSide ? side.#identity : undefined;
  }
}

/** The stack a group side was made from: outputs identify its text by its parts (output/json.ts TextTable). */
export function sideStack(side: GroupSide): Stack | undefined {
  return StackSide.stackOf(side);
}

/**
 * A number equal for two sides of a report whose texts are equal (sides of different numbers may
 * still send equal texts); undefined for a side not made by the analysis.
 */
export function sideIdentity(side: GroupSide): number | undefined {
  return StackSide.identityOf(side);
}

/**
 * The base stacks of each slot of a tree (tool, vantage, and the cwd of an extra vantage: what a
 * stack stands in but the target), by target: base and head stacks pair up by slot, then by
 * target. Nested maps, looked up by the stack's own fields, where a key joined per stack was built
 * and hashed twice for each of tens of thousands of stacks.
 */
class SlotTargets {
  private readonly byTool = new Map<ToolId, Map<Stack['vantage'], Map<string, Map<string, Stack>>>>();

  /** The targets of `s`'s slot (made when `create`). */
  get(s: Stack, create: true): Map<string, Stack>;
  get(s: Stack, create?: false): Map<string, Stack> | undefined;
  get(s: Stack, create = false): Map<string, Stack> | undefined {
    let vantages = this.byTool.get(s.tool);
    if (vantages === undefined) {
      if (!create) return undefined;
      this.byTool.set(s.tool, (vantages = new Map()));
    }
    let cwds = vantages.get(s.vantage);
    if (cwds === undefined) {
      if (!create) return undefined;
      vantages.set(s.vantage, (cwds = new Map()));
    }
    const cwd = s.vantage === 'extra' ? s.cwd : '';
    let targets = cwds.get(cwd);
    if (targets === undefined && create) cwds.set(cwd, (targets = new Map()));
    return targets;
  }
}

/**
 * Whether a base stack sends the same text as the head stack of its slot, told from the layers
 * alone: the same session directory, budget and settings, and layer by layer the same path, link
 * target, reason and byte counts and the same blob on both sides. A text is a function of those
 * (the files' contents, the tool's options, the session directory), so most unchanged stacks of a
 * pull request are never rendered. Undefined when it cannot tell (no blob ids, another absolute
 * root, a settings file that differs): then the texts decide.
 */
function sameByLayers(views: { head: RepoView; base: RepoView } | undefined): ((b: Stack, h: Stack) => boolean) | undefined {
  if (!views || views.head.absRoot !== views.base.absRoot || settingsDiffer(views.head, views.base)) return undefined;
  const oids = [new WeakMap<Layer, string | null>(), new WeakMap<Layer, string | null>()] as const;
  const oid = (side: 0 | 1, l: Layer): string | null => {
    let o = oids[side].get(l);
    if (o === undefined) {
      const e = (side === 0 ? views.head : views.base).entry(l.realPath ?? l.path);
      oids[side].set(l, (o = e?.kind === 'file' ? (e.oid ?? null) : null));
    }
    return o;
  };
  const sameLayer = (hl: Layer, bl: Layer): boolean => {
    if (hl.path !== bl.path || hl.realPath !== bl.realPath || hl.reason !== bl.reason || hl.via !== bl.via) return false;
    if (hl.bytes !== bl.bytes || hl.transformedBytes !== bl.transformedBytes || hl.keptBytes !== bl.keptBytes) return false;
    if (hl.truncated !== bl.truncated || hl.omitted !== bl.omitted) return false;
    const ho = oid(0, hl);
    return ho !== null && ho === oid(1, bl);
  };
  return (b, h) => {
    if (b.cwd !== h.cwd || b.budgetBytes !== h.budgetBytes || b.layers.length !== h.layers.length) return false;
    if (b.settings.length !== h.settings.length || b.settings.some((x, i) => x !== h.settings[i])) return false;
    for (let i = 0; i < h.layers.length; i++) if (!sameLayer(h.layers[i] as Layer, b.layers[i] as Layer)) return false;
    return true;
  };
}

/**
 * Pairs base and head stacks target by target (same tool and vantage), then groups targets whose
 * base and head stacks are both the same: one row for 2,000 files under one package. With the
 * views, a base stack whose layers are the head's is known to be the same without its text.
 */
export function pairGroups(headStacks: Stack[], baseStacks?: Stack[], views?: { head: RepoView; base: RepoView }, byParts = true): StackGroup[] {
  const baseBySlot = new SlotTargets();
  for (const s of baseStacks ?? []) {
    const m = baseBySlot.get(s, true);
    for (const t of s.targets) m.set(t, s);
  }
  // Identities first (most without a text), over every stack a slot pairs: then the grouping.
  const ident = new StackIdentity(byParts);
  const same = byParts ? sameByLayers(views) : undefined;
  for (const h of headStacks) {
    ident.add(h);
    const bases = baseBySlot.get(h);
    if (!bases) continue;
    let last: Stack | undefined;
    for (const t of h.targets) {
      const b = bases.get(t);
      if (b === undefined || b === last) continue;
      last = b;
      ident.add(b);
      if (same && !ident.known(b, h) && same(b, h)) ident.unite(b, h);
    }
  }
  ident.resolve();
  interface Acc {
    tool: ToolId;
    head: Stack;
    base?: Stack;
    sessions: Map<string, Session>;
    targets: Set<string>;
    changed: boolean;
    /** The head stack whose session was last noted (see below). */
    lastHead: Stack | undefined;
  }
  // Groups by (head identity, base identity; -1: no base stack), in the order first seen. An
  // identity is of one tool (StackIdentity buckets by tool), so the tool is not part of the key; by
  // numbers, where a joined string per lookup was built and hashed at each change of base stack.
  const acc = new Map<number, Map<number, Acc>>();
  const accs: Acc[] = [];
  for (const h of headStacks) {
    const bases = baseStacks ? baseBySlot.get(h) : undefined;
    const hs = ident.id(h);
    let byBase = acc.get(hs);
    if (byBase === undefined) acc.set(hs, (byBase = new Map()));
    // Most targets of a head stack pair with the same base stack as the one before.
    let lastBase: Stack | undefined | null = null;
    let a: Acc | undefined;
    for (const t of h.targets) {
      const b = bases?.get(t);
      if (a === undefined || b !== lastBase) {
        lastBase = b;
        const bs = b ? ident.id(b) : undefined;
        const k = bs ?? -1;
        a = byBase.get(k);
        if (!a) {
          byBase.set(k, (a = { tool: h.tool, head: h, base: b, sessions: new Map(), targets: new Set(), changed: baseStacks !== undefined && bs !== hs, lastHead: undefined }));
          accs.push(a);
        }
        // once per head stack, not at each change of base stack within its targets
        if (a.lastHead !== h) {
          a.lastHead = h;
          a.sessions.set(`${h.vantage}\0${h.cwd}`, { vantage: h.vantage, cwd: h.cwd });
        }
      }
      a.targets.add(t);
    }
  }
  const perTool = new Map<ToolId, number>();
  const out: StackGroup[] = [];
  for (const a of accs) {
    const hs = ident.id(a.head);
    const head = new StackSide(a.head, a.head, hs);
    // An unchanged base sends the head's text: not rendered again.
    const base = a.base ? (a.changed ? new StackSide(a.base, a.base, ident.id(a.base)) : new StackSide(a.base, a.head, hs)) : undefined;
    const n = (perTool.get(a.tool) ?? 0) + 1;
    perTool.set(a.tool, n);
    const changed = a.changed;
    const [added, dropped] = baseStacks ? layerChanges(a.head.layers, a.base?.layers ?? []) : [[], []];
    const g = new Group(`${a.tool}-${n}`, a.tool, [...a.sessions.values()].sort(sessionOrder), [...a.targets], head, changed, added, dropped, base);
    out.push(g);
  }
  // Changed groups first, then by tool order of appearance, then by size.
  const toolOrder = new Map<ToolId, number>();
  for (const s of headStacks) if (!toolOrder.has(s.tool)) toolOrder.set(s.tool, toolOrder.size);
  out.sort(
    (x, y) =>
      (toolOrder.get(x.tool) ?? 0) - (toolOrder.get(y.tool) ?? 0) ||
      Number(y.changed) - Number(x.changed) ||
      y.targets.length - x.targets.length,
  );
  return out;
}

/** The paths of loaded (not omitted) layers only the head has, and only the base has, in their order. */
function layerChanges(head: readonly Layer[], base: readonly Layer[]): [string[], string[]] {
  // one array for both sides (a base stack starting from the head's session shares it): nothing differs
  if (head === base) return [[], []];
  const hp = new Set(head.filter((l) => !l.omitted).map((l) => l.path));
  const bp = new Set(base.filter((l) => !l.omitted).map((l) => l.path));
  return [[...hp].filter((p) => !bp.has(p)), [...bp].filter((p) => !hp.has(p))];
}

/**
 * A group's diff (`g.diff`), worked out if it is not yet from the texts as `before` and `after` give
 * them (base and head; a caller that has rendered them for another use passes them on).
 */
export function diffWith(g: StackGroup, before: () => string, after: () => string): LineDiff | undefined {
  return g instanceof Group ? g.diffFrom(before, after) : g.diff;
}

/**
 * A group of the analysis. `diff` is a getter on the prototype, worked out when first read (only
 * shown groups need it; an own accessor made each group a dictionary-mode object), absent when the
 * texts are equal. Own keys in the order of `StackGroup` (outputs list them), `diff` last in JSON.
 */
class Group implements StackGroup {
  declare base?: GroupSide;
  #diff: LineDiff | undefined | null = null;

  constructor(
    readonly id: string,
    readonly tool: ToolId,
    readonly sessions: Session[],
    readonly targets: string[],
    readonly head: GroupSide,
    readonly changed: boolean,
    readonly addedLayers: string[],
    readonly droppedLayers: string[],
    base: GroupSide | undefined,
  ) {
    if (base) this.base = base;
  }

  get diff(): LineDiff | undefined {
    return this.diffFrom(() => (this.base as GroupSide).text, () => this.head.text);
  }

  /** The diff, worked out (the first time) from the texts as `before` and `after` give them. */
  diffFrom(before: () => string, after: () => string): LineDiff | undefined {
    if (this.#diff === null) {
      if (!this.changed || this.base === undefined) this.#diff = undefined;
      else {
        // each text read once: a side renders it on each read
        const b = before();
        const a = after();
        this.#diff = b !== a ? lineDiff(b, a, { maxLines: 300 }) : undefined;
      }
    }
    return this.#diff;
  }

  toJSON(): StackGroup {
    const d = this.diff;
    return d === undefined ? { ...this } : { ...this, diff: d };
  }
}

function sessionOrder(a: Session, b: Session): number {
  const r = { root: 0, local: 1, extra: 2 } as const;
  return r[a.vantage] - r[b.vantage] || a.cwd.localeCompare(b.cwd);
}

function range(sides: Side[]): NonNullable<ToolRow['base']> {
  let filesMin = Infinity;
  let filesMax = 0;
  let bytesMax = 0;
  let budgetUseMax: number | null = null;
  let budgetBytes: number | null = null;
  for (const s of sides) {
    filesMin = Math.min(filesMin, s.files);
    filesMax = Math.max(filesMax, s.files);
    bytesMax = Math.max(bytesMax, s.bytes);
    if (s.budgetUse !== null && (budgetUseMax === null || s.budgetUse > budgetUseMax)) {
      budgetUseMax = s.budgetUse;
      budgetBytes = s.budgetBytes;
    }
  }
  return { filesMin: filesMin === Infinity ? 0 : filesMin, filesMax, bytesMax, budgetUseMax, budgetBytes };
}

function toolRow(tool: ToolId, groups: StackGroup[], findings: ReportFinding[], pr: boolean): ToolRow {
  const mine = groups.filter((g) => g.tool === tool);
  const head = range(mine.map((g) => g.head));
  const bases = mine.flatMap((g) => (g.base ? [g.base] : []));
  const errors = findings.filter((f) => f.severity === 'error' && f.tools?.includes(tool)).length;
  const warnings = findings.filter((f) => f.severity === 'warning' && f.tools?.includes(tool)).length;
  const notes = findings.filter((f) => f.severity === 'note' && f.tools?.includes(tool)).length;
  const changedGroups = mine.filter((g) => g.changed).length;
  const row: ToolRow = {
    tool,
    name: toolName(tool),
    verified: verifiedText(tool),
    groups: mine.length,
    changedGroups,
    head,
    errors,
    warnings,
    notes,
    status: errors > 0 ? 'error' : warnings > 0 ? 'warning' : changedGroups > 0 ? 'changed' : head.filesMax === 0 && (!pr || range(bases).filesMax === 0) ? 'empty' : 'ok',
  };
  if (pr) row.base = range(bases);
  return row;
}
