// `npx tsx bench/report-size.ts [outDir]`: the size of the PR comment and the job summary for each
// fixtures/pr case and for the benchmark's 3,000-file PR (bench.ts's synthetic monorepo; the head
// edits the 3,000 changed source files and appends one rule to the root AGENTS.md, so every stack
// of every tool changes: the worst case for repeated diffs). Prints characters, UTF-8 bytes,
// Markdown lines and <details> sections, and what the JSON report holds (its texts table, and its
// groups' bytes by key, so a growing report shows where); with outDir, writes each body there (`<case>.comment.md`,
// `<case>.summary.md`) for the browser rendering (test/render-browser.test.ts measures rendered lines).
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderComment, renderSummary } from '../src/output/markdown.js';
import { reportJson } from '../src/output/json.js';
import type { Report } from '../src/analysis/analyse.js';
import { commitAll, fixturePr, git, prReport, type BuiltPr } from '../test/pr-report.js';
import { CHANGED, generate, rng } from './bench.js';

const ROOT = join(import.meta.dirname, '..');
type Built = BuiltPr;

const fixtureRepo = (tmp: string, name: string): Built => fixturePr(tmp, join(ROOT, 'fixtures/pr', name), name);

function benchRepo(tmp: string): Built {
  const dir = join(tmp, 'bench-3000');
  mkdirSync(dir, { recursive: true });
  const g = generate(dir);
  git(dir, 'init', '-q');
  const base = commitAll(dir, 'base');
  const pick = rng(42);
  const changed = new Set(Array.from({ length: CHANGED * 2 }, () => g.files[Math.floor(pick() * g.files.length)]!));
  let n = 0;
  for (const f of changed) {
    if (n++ >= CHANGED) break;
    appendFileSync(join(dir, f), '// touched\n');
  }
  appendFileSync(join(dir, 'AGENTS.md'), 'Run the linters before pushing.\n');
  return { name: 'bench-3000', dir, base, head: commitAll(dir, 'head') };
}

function measure(body: string): string {
  const details = (body.match(/<details>/g) ?? []).length;
  return `${body.length.toLocaleString('en-US')} chars, ${Buffer.byteLength(body).toLocaleString('en-US')} bytes, ${body.split('\n').length.toLocaleString('en-US')} Markdown lines, ${details} <details>`;
}

const mb = (n: number): string => (n < 1e6 ? `${(n / 1e3).toFixed(1)} KB` : `${(n / 1e6).toFixed(1)} MB`);

/** The JSON report's bytes: the texts table, and the groups' by key (head and base by their keys), largest first. */
function reportBreakdown(report: Report): string {
  let total = 0;
  for (const piece of reportJson(report)) total += Buffer.byteLength(piece);
  const parsed = JSON.parse([...reportJson(report)].join('')) as { texts: string[]; groups: Record<string, unknown>[] };
  const byKey = new Map<string, number>();
  const add = (k: string, v: unknown): void => {
    byKey.set(k, (byKey.get(k) ?? 0) + Buffer.byteLength(JSON.stringify(v)));
  };
  for (const g of parsed.groups) {
    for (const [k, v] of Object.entries(g)) {
      if ((k === 'head' || k === 'base') && v && typeof v === 'object') for (const [sk, sv] of Object.entries(v)) add(`${k}.${sk}`, sv);
      else add(k, v);
    }
  }
  const texts = parsed.texts.reduce((n, t) => n + Buffer.byteLength(JSON.stringify(t)), 0);
  const keys = [...byKey].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${k} ${mb(n)}`);
  return `${mb(total)}: texts ${mb(texts)} (${parsed.texts.length.toLocaleString('en-US')} distinct); groups ${keys.join(', ')}`;
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (out) mkdirSync(out, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'is-report-size-'));
  try {
    const cases: [string, () => Built][] = [
      ['passing', () => fixtureRepo(tmp, 'passing')],
      ['failing', () => fixtureRepo(tmp, 'failing')],
      ['bench-3000', () => benchRepo(tmp)],
    ];
    for (const [name, build] of cases) {
      if (process.env.REPORT_SIZE_CASES && !process.env.REPORT_SIZE_CASES.split(',').includes(name)) continue;
      const b = build();
      const t = performance.now();
      const report = await prReport(b);
      const summaryUrl = 'https://github.com/acme/repo/actions/runs/1';
      const c = renderComment(report, { summaryUrl });
      const s = renderSummary(report, { summaryUrl });
      const ms = performance.now() - t;
      console.log(`${name}: ${report.changed?.total ?? 0} changed paths, ${report.groups.length} stacks (${report.groups.filter((g) => g.changed).length} changed), ${report.findings.length} findings; analysis + rendering ${(ms / 1000).toFixed(1)} s`);
      console.log(`  comment: ${measure(c.body)} (level ${c.level}${c.trimmed.length ? `; left out: ${c.trimmed.join(', ')}` : ''})`);
      console.log(`  summary: ${measure(s.body)} (level ${s.level}${s.trimmed.length ? `; left out: ${s.trimmed.join(', ')}` : ''})`);
      console.log(`  JSON report: ${reportBreakdown(report)}`);
      if (out) {
        writeFileSync(join(out, `${name}.comment.md`), c.body);
        writeFileSync(join(out, `${name}.summary.md`), s.body);
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
