// The comment and the summary leave a detail level as soon as its parts pass the size limit,
// without rendering it whole: the level they pick and its body must be the ones rendering every
// level whole gives (the first that fits), on generated reports and limits.
import { describe, expect, it } from 'vitest';
import type { Report, ReportFinding, StackGroup } from '../src/analysis/analyse.js';
import { codexReport, side } from './codex-report.js';
import { lineDiff } from '../src/diff.js';
import { renderComment, renderSummary, wholeLevels } from '../src/output/markdown.js';
import { rng } from '../bench/bench.js';

/** A PR report: `groups` changed and unchanged stacks with texts of runs of blank lines (which the body collapses), `findings` findings. */
function generated(pick: () => number): Report {
  const groups: StackGroup[] = [];
  const n = 1 + Math.floor(pick() * 60);
  const textLines = Math.floor(pick() * 250);
  for (let i = 0; i < n; i++) {
    const path = `packages/p${i % 7}/m${i}`;
    const lines = Array.from({ length: textLines }, (_, k) => (pick() < 0.2 ? '' : `rule ${k % 13} of ${i % 3}`));
    const body = lines.join('\n') + '\n';
    const changed = pick() < 0.7;
    const before = side(body, ['AGENTS.md']);
    const after = changed ? side(`${body}${pick() < 0.5 ? '\n\n\n' : ''}new rule ${i % 4}\n`, ['AGENTS.md', `${path}/AGENTS.md`]) : before;
    const g: StackGroup = {
      id: `codex-${i}`,
      tool: 'codex',
      sessions: [{ vantage: pick() < 0.5 ? 'root' : 'local', cwd: path }],
      targets: Array.from({ length: 1 + Math.floor(pick() * 30) }, (_, k) => `${path}/f${k}.ts`),
      base: before,
      head: after,
      changed,
      addedLayers: changed ? [`${path}/AGENTS.md`] : [],
      droppedLayers: [],
    };
    if (changed) g.diff = lineDiff(before.text, after.text);
    groups.push(g);
  }
  const findings: ReportFinding[] = [];
  for (let i = 0; i < Math.floor(pick() * 40); i++) {
    findings.push({ check: i % 3 ? 'budget' : 'import', severity: i % 2 ? 'warning' : 'error', message: `finding ${i} about a long thing `.repeat(1 + (i % 4)), path: `packages/p${i % 5}/AGENTS.md`, line: i + 1, tools: ['codex'] });
  }
  return codexReport({
    groups,
    findings,
    changedFiles: groups.map((g) => ({ path: `${g.sessions[0]!.cwd}/AGENTS.md`, status: 'modified' as const })),
    changedTotal: groups.length,
    targets: groups.length,
    headFilesMin: 1,
    notes: ['A note about the run.'],
  });
}

describe('detail levels', () => {
  it('pick the first level whose whole body fits, with that body', () => {
    const pick = rng(5);
    const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
    let shrunk = 0;
    for (let i = 0; i < 16; i++) {
      const r = generated(pick);
      for (const kind of ['comment', 'summary'] as const) {
        const whole = wholeLevels(r, kind);
        const measure = kind === 'comment' ? (s: string) => s.length : bytes;
        // Limits around each level's size, where an early exit could go wrong.
        const limits = whole.flatMap((b) => [measure(b) - 1, measure(b), measure(b) + 3]).filter((l) => l > 0);
        for (const limit of limits) {
          const got = (kind === 'comment' ? renderComment : renderSummary)(r, { limit });
          const first = whole.findIndex((b) => measure(b) <= limit);
          if (first < 0) expect(got.level).toBe(whole.length);
          else {
            expect(got.level).toBe(first);
            expect(got.body).toBe(whole[first]);
            if (first > 0) shrunk++;
          }
        }
      }
    }
    expect(shrunk).toBeGreaterThan(100);
  });
});
