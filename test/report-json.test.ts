// The JSON report's shortcuts against what they stand for, on the PR fixtures and on randomly
// mutated fixture trees (./pr-trees.ts):
// - the `texts` table renders each text again when it is written (from the side, which keeps none):
//   each entry must be the text the side gives;
// - a side's text is found in the table by the analysis's identity of its stack (rendered once per
//   identity): each side's entry must be its own text, every text once;
// - groups and sides are class instances with `diff` and `text` as prototype getters: the report
//   must hold what plain objects with those fields give (the record JSON.stringify makes of them).
import { describe, expect, it } from 'vitest';
import { analyse, type GroupSide, type Report } from '../src/analysis/analyse.js';
import { reportJson, TextTable } from '../src/output/json.js';
import { fixtureTrees, input, mutate } from './pr-trees.js';

const noChecks = (): [] => [];

type SideRec = Omit<GroupSide, 'text'> & { text?: number };

function check(report: Report): number {
  const json = [...reportJson(report)].join('');
  const parsed = JSON.parse(json) as { groups: { changed: boolean; head: SideRec; base?: SideRec; diff?: unknown }[]; texts: string[] };
  expect(new Set(parsed.texts).size).toBe(parsed.texts.length);
  const used = new Set<number>();
  const lines = json.split('\n');
  const firstGroup = lines.indexOf('"groups": [') + 1;
  parsed.groups.forEach((g, i) => {
    const orig = report.groups[i]!;
    // byte for byte, the line JSON.stringify writes of the plain record, the text by its id last
    const plainRec = JSON.parse(JSON.stringify(orig)) as Record<string, unknown>;
    for (const k of ['head', 'base'] as const) {
      const sideRec = plainRec[k] as Record<string, unknown> | undefined;
      if (sideRec === undefined) continue;
      delete sideRec.text;
      if (g.changed) sideRec.text = g[k]?.text;
    }
    expect(lines[firstGroup + i]!.replace(/,$/, '')).toBe(JSON.stringify(plainRec));
    // the record of a group is the plain object's: every field, the diff, texts by id
    const plain = JSON.parse(JSON.stringify(orig)) as Record<string, unknown> & { head: GroupSide; base?: GroupSide };
    const { head, base, ...rest } = plain;
    const { head: h, base: b, ...restGot } = g;
    expect(restGot).toEqual(rest);
    for (const [got, want] of [[h, head], [b, base]] as const) {
      if (want === undefined) {
        expect(got).toBeUndefined();
        continue;
      }
      const { text, ...fields } = want;
      const { text: id, ...gotFields } = got as SideRec;
      expect(gotFields).toEqual(fields);
      if (g.changed) {
        expect(parsed.texts[id!]).toBe(text);
        used.add(id!);
      } else expect(id).toBeUndefined();
    }
  });
  expect(used.size).toBe(parsed.texts.length);
  return parsed.texts.length;
}

describe('the JSON report', () => {
  it('texts rendered again, texts by identity, class groups: the same report, each text once and its own', () => {
    let texts = 0;
    let reports = 0;
    let seed = 11;
    for (const f of fixtureTrees()) {
      const pairs = f.head ? [[f.base, f.head]] : [];
      for (let k = 0; k < 2; k++) pairs.push([f.base, mutate(f.base, seed++)]);
      for (const [base, head] of pairs) {
        const report = analyse(input(base!, head!, {}, noChecks));
        if (report.groups.length === 0) continue;
        texts += check(report);
        reports++;
      }
    }
    expect(reports).toBeGreaterThan(20);
    expect(texts).toBeGreaterThan(50);
  });
});

describe('the texts table', () => {
  it('tells texts of one size apart, and keeps equal texts under different keys once', () => {
    const table = new TextTable();
    let renders = 0;
    const src = (t: string) => () => (renders++, t);
    const a = table.keyed('1', 3, src('abc'));
    const b = table.keyed('2', 3, src('abd')); // same size, other text
    const c = table.keyed('3', 3, src('abc')); // same text, another key
    const d = table.keyed('4', 4, src('abcd'));
    expect(new Set([a, b, d]).size).toBe(3);
    expect(c).toBe(a);
    expect(table.keyed('2', 3, src('never rendered'))).toBe(b);
    expect([0, 1, 2].map((i) => table.text(i))).toEqual(['abc', 'abd', 'abcd']);
    // a text of a size met before is rendered (and the first of that size again); a new size is not
    renders = 0;
    table.keyed('5', 5, src('abcde'));
    expect(renders).toBe(0);
    table.keyed('6', 5, src('vwxyz'));
    expect(renders).toBe(2);
    expect(table.text(table.keyed('6', 5, src('-')))).toBe('vwxyz');
  });
});
