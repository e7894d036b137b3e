#!/usr/bin/env node
// Re-runs the precision corpus (docs/precision.md): for every repository fetched into a folder, the
// whole-tree `check`, a PR-like `check --base` over the newest commit that changed an instruction
// file, and one over the newest commit that changed none (an unrelated PR, which must never fail).
// Writes one JSON file per repository and a Markdown table of counts per check and severity.
//
//   node scripts/precision.mjs --repos /work/.mirror --out /tmp/precision [--cli dist/cli/index.js]
//
// A repository is a folder holding a bare git directory (`<name>/repo`, as the fetch tool leaves it)
// or a clone. It is read through a shared, checkout-less clone: nothing of it is copied into this
// project, and nothing of it is executed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    repos: { type: 'string' },
    out: { type: 'string' },
    cli: { type: 'string', default: 'dist/cli/index.js' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '180' },
  },
});
if (!values.repos || !values.out) {
  console.error('usage: node scripts/precision.mjs --repos DIR --out DIR [--cli dist/cli/index.js] [--only a,b] [--timeout s]');
  process.exit(2);
}
const cli = resolve(values.cli);
const out = resolve(values.out);
mkdirSync(join(out, 'clones'), { recursive: true });

/** Names some tool reads as instructions; a commit touching none of them is "unrelated". */
const INSTRUCTION = /(^|\/)(AGENTS(\.override)?\.md|CLAUDE(\.local)?\.md|GEMINI\.md|QWEN\.md|copilot-instructions\.md|[^/]+\.instructions\.md|\.cursorrules|[^/]+\.mdc)$|(^|\/)\.(cursor|claude|github|gemini|qwen|codex|opencode)\//i;

const git = (dir, ...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();

function gitDirOf(folder) {
  for (const cand of [join(folder, 'repo'), join(folder, '.git'), folder]) {
    if (existsSync(join(cand, 'HEAD')) && existsSync(join(cand, 'objects'))) return cand;
  }
  return undefined;
}

function cloneOf(name, gitDir) {
  const dir = join(out, 'clones', name);
  if (!existsSync(dir)) execFileSync('git', ['clone', '-q', '--shared', '--no-checkout', gitDir, dir]);
  return dir;
}

/** Newest first-parent commits with a parent, and whether each touched an instruction file. */
function recentCommits(dir, n = 200) {
  const shas = git(dir, 'log', '--first-parent', `-n${n}`, '--format=%H', 'HEAD').split('\n').filter(Boolean);
  const outList = [];
  for (const sha of shas) {
    let files;
    try {
      files = git(dir, 'diff', '--name-only', '--no-renames', `${sha}^`, sha).split('\n').filter(Boolean);
    } catch {
      continue; // root commit
    }
    outList.push({ sha, instruction: files.some((f) => INSTRUCTION.test(f)), files: files.length });
  }
  return outList;
}

function run(dir, args) {
  const t0 = Date.now();
  const r = spawnSync('node', [cli, 'check', '--root', dir, '--format', 'json', ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: Number(values.timeout) * 1000,
  });
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    report = undefined;
  }
  return { args, exit: r.status, signal: r.signal, ms: Date.now() - t0, stderr: (r.stderr ?? '').slice(0, 2000), report };
}

function counts(report) {
  const c = {};
  for (const f of report?.findings ?? []) {
    const k = `${f.check}/${f.severity}${f.state === 'preexisting' || f.preexisting ? '/pre' : ''}`;
    c[k] = (c[k] ?? 0) + 1;
  }
  return c;
}

const only = values.only ? new Set(values.only.split(',')) : undefined;
const rows = [];
for (const name of readdirSync(resolve(values.repos)).sort()) {
  if (only && !only.has(name)) continue;
  const gitDir = gitDirOf(join(resolve(values.repos), name));
  if (!gitDir) continue;
  const dir = cloneOf(name, gitDir);
  const head = git(dir, 'rev-parse', 'HEAD');
  const commits = recentCommits(dir);
  const pr = commits.find((c) => c.instruction);
  const unrelated = commits.find((c) => !c.instruction);
  const result = { repo: name.replace('+', '/'), head, runs: {} };
  result.runs.tree = run(dir, ['--rev', head, '--fail-on', 'error']);
  if (pr) result.runs.pr = { ...run(dir, ['--rev', pr.sha, '--base', `${pr.sha}^`, '--fail-on', 'error']), commit: pr.sha };
  if (unrelated) result.runs.unrelated = { ...run(dir, ['--rev', unrelated.sha, '--base', `${unrelated.sha}^`, '--fail-on', 'error']), commit: unrelated.sha };
  writeFileSync(join(out, `${name}.json`), JSON.stringify(result, null, 1));
  const row = {
    repo: result.repo,
    head: head.slice(0, 10),
    tree: counts(result.runs.tree.report),
    treeExit: result.runs.tree.exit,
    pr: pr ? pr.sha.slice(0, 10) : '',
    prExit: result.runs.pr?.exit,
    unrelated: unrelated ? unrelated.sha.slice(0, 10) : '',
    unrelatedExit: result.runs.unrelated?.exit,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

const lines = ['| repository | commit | tree findings (check/severity: n) | tree exit | PR commit | PR exit | unrelated commit | unrelated exit |', '|---|---|---|---|---|---|---|---|'];
for (const r of rows) {
  const c = Object.entries(r.tree)
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  lines.push(`| ${r.repo} | ${r.head} | ${c || '–'} | ${r.treeExit} | ${r.pr} | ${r.prExit ?? '–'} | ${r.unrelated} | ${r.unrelatedExit ?? '–'} |`);
}
writeFileSync(join(out, 'summary.md'), lines.join('\n') + '\n');
console.log(lines.join('\n'));
