// `npm run bench`: a synthetic monorepo (100,000 files, 10,000 directories, ~1,000 instruction files
// with imports and rules), 3,000 changed paths resolved for every profile, from the working tree and
// from a git revision. Prints wall time, peak memory, and the naive cost (a fresh resolver and view
// per path and tool) as a ratio. Targets (issue 2): under 1.5 s and 200 MB for the 3,000 × all-profiles run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const CHANGED = 3000;
const NAIVE_SAMPLE = 150;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function generate(root: string): { files: string[]; dirs: number; instructions: number } {
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
  stacks: number;
}

function peakMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

function timed(label: string, fn: () => number): Run {
  const t = performance.now();
  const stacks = fn();
  return { label, ms: performance.now() - t, stacks };
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
    console.log(`changed paths: ${changed.length}; tools: ${TOOL_IDS.length} (${TOOL_IDS.join(', ')})\n`);

    const wt = timed('working tree: 3,000 paths × all tools', () => resolveAll(new WorktreeView(root, { hasGitMarker: true }), changed));
    const wtMem = peakMb();

    const git = (args: string[]): void => {
      execFileSync('git', ['-C', root, ...args], { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' } });
    };
    const tg = performance.now();
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-qm', 'bench', '--no-verify']);
    const gitSetupMs = performance.now() - tg;
    const gv = timed('git revision: 3,000 paths × all tools (incl. ls-tree + blob batch)', () =>
      resolveAll(new GitView(root, 'HEAD', { prefetch: worthPrefetching }), changed),
    );
    const gvMem = peakMb();

    const nv = timed(`naive (fresh view + resolver per path and tool), ${NAIVE_SAMPLE} paths`, () =>
      naive(() => new WorktreeView(root, { hasGitMarker: true }), sample),
    );
    const naiveFull = (nv.ms / NAIVE_SAMPLE) * CHANGED;

    const row = (r: Run): string => `${r.label.padEnd(72)} ${(r.ms / 1000).toFixed(3).padStart(7)} s  ${String(r.stacks).padStart(6)} stacks`;
    console.log(row(wt));
    console.log(row(gv));
    console.log(row(nv));
    console.log(`\npeak RSS after working-tree run: ${wtMem} MB; after git run: ${gvMem} MB (git repo setup ${(gitSetupMs / 1000).toFixed(1)} s, not counted)`);
    console.log(`naive extrapolated to ${CHANGED} paths: ${(naiveFull / 1000).toFixed(1)} s → memoised is ${(naiveFull / wt.ms).toFixed(0)}× faster (working tree)`);
    const ok = wt.ms < 1500 && gv.ms < 1500 && gvMem < 200;
    console.log(`target (< 1.5 s and < 200 MB per run): ${ok ? 'met' : 'NOT met'}`);
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

main();
