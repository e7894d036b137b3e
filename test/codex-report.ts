// A hand-built pull-request report of Codex CLI stacks, for the rendering tests (comment, summary,
// their size limit): one side of a group from its text and layer paths, and the report around groups
// and findings with the counts, row and verdict that follow from them.
import type { GroupSide, Report, ReportFinding, StackGroup } from '../src/analysis/analyse.js';

export function side(text: string, paths: string[]): GroupSide {
  const bytes = Buffer.byteLength(text);
  return {
    files: paths.length,
    bytes,
    usedBytes: bytes,
    budgetBytes: 32768,
    budgetUse: bytes / 32768,
    truncated: false,
    layers: paths.map((p) => ({ path: p, reason: 'startup', bytes: 100, transformedBytes: 100, keptBytes: 100, truncated: false, omitted: false })),
    text,
    lines: text.split('\n').length,
    outsideView: [],
    settings: [],
    assumes: [],
  };
}

export interface CodexReportParts {
  groups: StackGroup[];
  findings: ReportFinding[];
  /** The changed files the report lists (none by default) and how many paths changed. */
  changedFiles?: NonNullable<Report['changed']>['files'];
  changedTotal: number;
  targets: number;
  /** Fewest files of a head stack (the row's `head.filesMin`). */
  headFilesMin: number;
  notes?: string[];
}

export function codexReport(parts: CodexReportParts): Report {
  const { groups, findings } = parts;
  const counts = { error: findings.filter((f) => f.severity === 'error').length, warning: findings.filter((f) => f.severity === 'warning').length, note: 0 };
  const changedGroups = groups.filter((g) => g.changed).length;
  return {
    schema: 'instruction-stack/report@2',
    mode: 'pull-request',
    repository: 'acme/widgets',
    commit: 'a'.repeat(40),
    head: 'git head',
    base: 'git base',
    source: 'git',
    pullRequest: { number: 1, baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), fromFork: false },
    config: { source: 'defaults', failOn: 'error', comment: true },
    tools: ['codex'],
    changed: { files: parts.changedFiles ?? [], total: parts.changedTotal, source: 'git', capped: false, ignored: 0 },
    targets: parts.targets,
    rows: [
      {
        tool: 'codex',
        name: 'Codex CLI',
        verified: 'execution 0.169.0',
        groups: groups.length,
        changedGroups,
        head: { filesMin: parts.headFilesMin, filesMax: 2, bytesMax: 1000, budgetUseMax: 0.5, budgetBytes: 32768 },
        base: { filesMin: 1, filesMax: 1, bytesMax: 900, budgetUseMax: 0.4, budgetBytes: 32768 },
        errors: counts.error,
        warnings: counts.warning,
        notes: 0,
        status: counts.error ? 'error' : changedGroups ? 'changed' : 'ok',
      },
    ],
    groups,
    findings,
    counts,
    failed: counts.error > 0,
    verdict: counts.error ? `Failing: ${counts.error} errors` : 'Passing: no problems found',
    notes: parts.notes ?? [],
    problems: [],
    relevant: true,
  };
}
