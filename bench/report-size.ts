// `npx tsx bench/report-size.ts [outDir]`: the size of the PR comment and the job summary for each
// fixtures/pr case and for the benchmark's 3,000-file PR (bench.ts's synthetic monorepo; the head
// edits the 3,000 changed source files and appends one rule to the root AGENTS.md, so every stack
// of every tool changes: the worst case for repeated diffs). Prints characters, UTF-8 bytes,
// Markdown lines and <details> sections; with outDir, writes each body there (`<case>.comment.md`,
// `<case>.summary.md`) for the browser rendering (test/render-browser.test.ts measures rendered lines).
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitTreeSource, runPullRequest } from '../src/analysis/run.js';
import type { Report } from '../src/analysis/analyse.js';
import { CHECK_IDS, runChecks } from '../src/checks/index.js';
import { gitChangedPaths } from '../src/github/changed.js';
import { renderComment, renderSummary } from '../src/output/markdown.js';
import { CHANGED, generate, rng } from './bench.js';

const ROOT = join(import.meta.dirname, '..');
const ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b', GIT_CONFIG_NOSYSTEM: '1' };
const git = (dir: string, ...args: string[]): string => execFileSync('git', ['-C', dir, ...args], { env: ENV, maxBuffer: 256 * 1024 * 1024 }).toString().trim();

interface Built {
  dir: string;
  base: string;
  head: string;
}

function commitAll(dir: string, msg: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', msg, '--no-verify');
  return git(dir, 'rev-parse', 'HEAD');
}

function clearTree(dir: string): void {
  for (const e of readdirSync(dir)) if (e !== '.git') rmSync(join(dir, e), { recursive: true, force: true });
}

function fixtureRepo(tmp: string, name: string): Built {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  cpSync(join(ROOT, 'fixtures/pr', name, 'base'), dir, { recursive: true, verbatimSymlinks: true });
  const base = commitAll(dir, 'base');
  clearTree(dir);
  cpSync(join(ROOT, 'fixtures/pr', name, 'head'), dir, { recursive: true, verbatimSymlinks: true });
  return { dir, base, head: commitAll(dir, 'head') };
}

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
  return { dir, base, head: commitAll(dir, 'head') };
}

async function analyse(b: Built, name: string): Promise<Report> {
  const files = gitChangedPaths(b.dir, b.base, b.head);
  return runPullRequest({
    repository: `acme/${name}`,
    event: 'pull_request',
    overrides: {},
    runChecks,
    knownChecks: CHECK_IDS,
    pr: { number: 1, baseSha: b.base, headSha: b.head, fromFork: false },
    head: new GitTreeSource(b.dir, b.head, { absRoot: `/workspace/${name}` }),
    base: new GitTreeSource(b.dir, b.base, { absRoot: `/workspace/${name}` }),
    mergeBase: b.base,
    changed: { files, source: 'git', capped: false },
  });
}

function measure(body: string): string {
  const details = (body.match(/<details>/g) ?? []).length;
  return `${body.length.toLocaleString('en-US')} chars, ${Buffer.byteLength(body).toLocaleString('en-US')} bytes, ${body.split('\n').length.toLocaleString('en-US')} Markdown lines, ${details} <details>`;
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
      const report = await analyse(b, name);
      const summaryUrl = 'https://github.com/acme/repo/actions/runs/1';
      const c = renderComment(report, { summaryUrl });
      const s = renderSummary(report, { summaryUrl });
      const ms = performance.now() - t;
      console.log(`${name}: ${report.changed?.total ?? 0} changed paths, ${report.groups.length} stacks (${report.groups.filter((g) => g.changed).length} changed), ${report.findings.length} findings; analysis + rendering ${(ms / 1000).toFixed(1)} s`);
      console.log(`  comment: ${measure(c.body)} (level ${c.level}${c.trimmed.length ? `; left out: ${c.trimmed.join(', ')}` : ''})`);
      console.log(`  summary: ${measure(s.body)} (level ${s.level}${s.trimmed.length ? `; left out: ${s.trimmed.join(', ')}` : ''})`);
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
