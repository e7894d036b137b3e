// Annotations: GitHub shows 10 per level and step; the most important come first, then one notice
// says how many more are in the job summary.
import { describe, expect, it } from 'vitest';
import type { ReportFinding } from '../src/analysis/analyse.js';
import { selectAnnotations } from '../src/output/annotations.js';

function findings(n: number, severity: ReportFinding['severity'], from = 0): ReportFinding[] {
  return Array.from({ length: n }, (_, i) => ({ check: 'budget', severity, message: `${severity} ${from + i}`, path: `p${from + i}/AGENTS.md`, line: i + 1 }));
}

describe('annotations', () => {
  it('emits at most 10 per level, most important first, and one notice for the rest', () => {
    const all = [...findings(25, 'error'), ...findings(14, 'warning'), ...findings(30, 'note')];
    const a = selectAnnotations(all, { error: 1 });
    const count = (l: string): number => a.filter((x) => x.level === l).length;
    expect(count('error')).toBe(9); // the failing verdict is the tenth error
    expect(count('warning')).toBe(10);
    expect(count('notice')).toBe(10);
    expect(a.filter((x) => x.level === 'error').map((x) => x.message)).toEqual(Array.from({ length: 9 }, (_, i) => `error ${i}`));
    expect(a.at(-1)).toMatchObject({ level: 'notice', message: expect.stringMatching(/^41 more findings than GitHub shows as annotations \(10 per level\): all are listed in the job summary\.$/) });
    expect(a[0]).toMatchObject({ file: 'p0/AGENTS.md', startLine: 1, title: 'instruction-stack budget' });
  });

  it('needs no extra notice when everything fits', () => {
    const a = selectAnnotations([...findings(3, 'error'), ...findings(9, 'note')]);
    expect(a).toHaveLength(12);
    expect(a.some((x) => /more findings/.test(x.message))).toBe(false);
  });
});
