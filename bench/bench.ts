// `npm run bench` (compiled with tsc and run on plain Node, as the bundled action runs): a synthetic monorepo (100,000 files, 10,000 directories, ~1,000 instruction files
// with imports and rules), 3,000 changed paths resolved for every profile, from the working tree and
// from a git revision. Prints wall time, peak memory, and the naive cost (a fresh resolver and view
// per path and tool) as a ratio. Targets (issue 2): under 1.5 s and 200 MB for the 3,000 × all-profiles run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { GitView } from '../src/repo/git.js';
import { worthPrefetching } from '../src/repo/open.js';
import { WorktreeView } from '../src/repo/worktree.js';
import type { RepoView } from '../src/repo/view.js';

const PACKAGES = 100;
const MODULES = 10;
const SUBS = 10;
const FILES_PER_DIR = 10;
export const CHANGED = 3000;
const NAIVE_SAMPLE = 150;

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export function generate(root: string): { files: string[]; dirs: number; instructions: number } {
  const files: string[] = [];
  let dirs = 0;
  let instructions = 0;
  const w = (p: string, text: string): void => {
    writeFileSync(join(root, p), text);
    if (/(AGENTS|CLAUDE|GEMINI|QWEN)\.md$|rules\//.test(p)) instructions++;
  };
  const md = (p: string): void => {
    mkdirSync(join(root, p), { recursive: true });
  };
  md('docs');
  md('.claude/rules');
  md('.qwen/rules');
  md('.github/instructions');
  w('AGENTS.md', '# Monorepo\n' + 'Use the shared toolchain.\n'.repeat(200));
  w('CLAUDE.md', '@AGENTS.md\n\nClaude extras.\n');
  w('GEMINI.md', '# Gemini\n@docs/style.md\n');
  w('QWEN.md', '# Qwen\n@docs/style.md\n');
  w('docs/style.md', '# Style\n' + 'Be consistent.\n'.repeat(50));
  for (let i = 0; i < 20; i++) w(`.claude/rules/r${i}.md`, `---\npaths: ["packages/p${String(i * 5).padStart(3, '0')}/**/*.ts"]\n---\nRule ${i}\n`);
  for (let i = 0; i < 10; i++) w(`.qwen/rules/q${i}.md`, `---\npaths: ["packages/p${String(i).padStart(3, '0')}/**"]\n---\nRule ${i}\n`);
  for (let i = 0; i < 10; i++) w(`.github/instructions/i${i}.instructions.md`, `---\napplyTo: "packages/p${String(i).padStart(3, '0')}/**/*.ts"\n---\nInstr ${i}\n`);
  for (let p = 0; p < PACKAGES; p++) {
    const pkg = `packages/p${String(p).padStart(3, '0')}`;
    md(pkg);
    dirs++;
    w(`docs/${p}.md`, `Package ${p} notes\n`);
    w(`${pkg}/AGENTS.md`, `# Package ${p}\n` + 'Package rule.\n'.repeat(40));
    w(`${pkg}/CLAUDE.md`, `@AGENTS.md\n@../../docs/${p}.md\n`);
    w(`${pkg}/GEMINI.md`, `# Package ${p} (Gemini)\n`);
    for (let m = 0; m < MODULES; m++) {
      const mod = `${pkg}/m${m}`;
      md(mod);
      dirs++;
      if ((p * MODULES + m) % 10 < 6) w(`${mod}/AGENTS.md`, `# Module ${p}.${m}\n` + 'Module rule.\n'.repeat(20));
      for (let s = 0; s < SUBS; s++) {
        const sub = `${mod}/s${s}`;
        md(sub);
        dirs++;
        for (let f = 0; f < FILES_PER_DIR; f++) {
          const path = `${sub}/f${f}.ts`;
          writeFileSync(join(root, path), `export const v${f} = ${f};\n`);
          files.push(path);
        }
      }
    }
  }
  return { files, dirs, instructions };
}

interface Run {
  label: string;
  ms: number;
  cpuMs: number;
  stacks: number;
  maxRssMb: number;
}

/** One measured run in a fresh process, so peak memory is this run's alone. */
function child(mode: string, root: string, targets: string[]): Run {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', mode, root], {
    input: JSON.stringify(targets),
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return JSON.parse(out.trim().split('\n').pop() as string) as Run;
}

function resolveAll(view: RepoView, targets: string[]): number {
  const r = new Resolver(view);
  return r.explain(targets, { tools: [...TOOL_IDS] }).length;
}

function naive(makeView: () => RepoView, targets: string[]): number {
  let n = 0;
  for (const t of targets) {
    for (const tool of TOOL_IDS) {
      const r = new Resolver(makeView());
      n += r.explain([t], { tools: [tool] }).length;
    }
  }
  return n;
}

function runChild(mode: string, root: string): void {
  const targets = JSON.parse(readFileSync(0, 'utf8')) as string[];
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  let stacks = 0;
  let label: string;
  if (mode === 'worktree') {
    label = `working tree: ${targets.length} paths × all tools`;
    stacks = resolveAll(new WorktreeView(root, { hasGitMarker: true }), targets);
  } else if (mode === 'git') {
    label = `git revision: ${targets.length} paths × all tools (incl. ls-tree + blob batch)`;
    stacks = resolveAll(new GitView(root, 'HEAD', { prefetch: worthPrefetching }), targets);
  } else if (mode === 'idle') {
    label = 'baseline: an empty run (Node + modules loaded)';
  } else {
    label = `naive (fresh view + resolver per path and tool): ${targets.length} paths`;
    stacks = naive(() => new WorktreeView(root, { hasGitMarker: true }), targets);
  }
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const run: Run = { label, ms, cpuMs: (cpu.user + cpu.system) / 1000, stacks, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
  process.stdout.write(JSON.stringify(run) + '\n');
}

function main(): void {
  // BENCH_DIR=<dir>: generate there once and keep it (for profiling); otherwise a temp dir.
  const keep = process.env.BENCH_DIR;
  const root = keep ?? mkdtempSync(join(tmpdir(), 'instruction-stack-bench-'));
  if (keep) rmSync(keep, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  try {
    const t0 = performance.now();
    const g = generate(root);
    const genMs = performance.now() - t0;
    const pick = rng(42);
    const changed = Array.from({ length: CHANGED }, () => g.files[Math.floor(pick() * g.files.length)]!);
    const sample = changed.slice(0, NAIVE_SAMPLE);
    console.log(`synthetic monorepo: ${g.files.length + g.instructions} files, ${g.dirs} directories, ${g.instructions} instruction files (generated in ${(genMs / 1000).toFixed(1)} s)`);
    console.log(`changed paths: ${changed.length} (in ${new Set(changed.map((c) => c.slice(0, c.lastIndexOf('/')))).size} directories); tools: ${TOOL_IDS.length} (${TOOL_IDS.join(', ')})`);
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (wall time suffers under load; CPU time less so)\n`);

    const git = (args: string[]): void => {
      execFileSync('git', ['-C', root, ...args], { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' } });
    };
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-qm', 'bench', '--no-verify']);

    const idle = child('idle', root, []);
    const wt = child('worktree', root, changed);
    const gv = child('git', root, changed);
    const nv = child('naive', root, sample);
    const naiveFull = (nv.ms / NAIVE_SAMPLE) * CHANGED;

    const row = (r: Run): string =>
      `${r.label.padEnd(74)} ${(r.ms / 1000).toFixed(3).padStart(7)} s wall ${(r.cpuMs / 1000).toFixed(3).padStart(7)} s CPU ${String(r.maxRssMb).padStart(5)} MB peak RSS ${String(r.stacks).padStart(6)} stacks`;
    for (const r of [idle, wt, gv, nv]) console.log(row(r));
    console.log(`\nnaive extrapolated to ${CHANGED} paths: ${(naiveFull / 1000).toFixed(1)} s → memoised is ${(naiveFull / wt.ms).toFixed(0)}× faster (working tree)`);
    const ok = [wt, gv].every((r) => r.ms < 1500 && r.maxRssMb < 200);
    console.log(`target (each run < 1.5 s wall and < 200 MB peak RSS): ${ok ? 'met' : 'NOT met'}`);
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

// Run only as a script (bench/report-size.ts imports the generator).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--child') runChild(process.argv[3] as string, process.argv[4] as string);
  else main();
}
