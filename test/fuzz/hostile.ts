// Hostile repositories, generated from a seed: the adversarial inputs of issue 12 (inputs that once
// cost minutes, overflowed the stack or escaped the repository) and random mixes of them. Nothing here
// is stored in the repository: every case is built in a temporary directory by the test that uses it.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// The explorer's seeded PRNG (mulberry32): the same seed gives the same repository on every machine.
import { rng } from '../../fidelity/explore/covering.js';

export type HostileFile = { path: string; text: string } | { path: string; link: string };

export interface HostileCase {
  name: string;
  files: HostileFile[];
}

/** A canary outside the repository: no byte of it may reach any output. */
export interface Canary {
  /** Absolute path of the canary file. */
  path: string;
  text: string;
}

const MIB = 1024 * 1024;

/**
 * The named hostile inputs, at `scale` (1 = the sizes the issue measured: each a file just under the
 * 1 MiB read cap, or the counts it names). Each one cost 55–109 s, or crashed, before the fixes.
 */
export function namedCases(canary: Canary, scale = 1): HostileCase[] {
  const n = (x: number): number => Math.max(1, Math.floor(x * scale));
  const manyGlobs = Array.from({ length: n(50_000) }, (_, i) => `  - "src/g${i}/**/*.ts"`).join('\n');
  return [
    { name: 'backslashes', files: [{ path: 'AGENTS.md', text: '\\'.repeat(n(300_000)) }] },
    { name: 'at-tokens', files: [{ path: 'CLAUDE.md', text: '@a '.repeat(n(MIB / 3 - 10)) }, { path: 'GEMINI.md', text: '@a '.repeat(n(MIB / 3 - 10)) }] },
    {
      name: 'import-lines',
      files: [
        { path: 'CLAUDE.md', text: Array.from({ length: n(100_000) }, (_, i) => `@docs/f${i % 50}.md`).join('\n') },
        ...Array.from({ length: 50 }, (_, i) => ({ path: `docs/f${i}.md`, text: `doc ${i}\n` })),
      ],
    },
    { name: 'rule-globs', files: [{ path: '.cursor/rules/many.mdc', text: `---\nglobs:\n${manyGlobs}\n---\nRule.\n` }, { path: '.claude/rules/many.md', text: `---\npaths:\n${manyGlobs}\n---\nRule.\n` }, { path: 'src/a.ts', text: 'x\n' }] },
    {
      // A tenth of the worst input of the last hunt (300 rules, > 400 s then): 30 rules of 1,000 dead
      // patterns each beside 1,000 files was 30 million glob tests (51 s).
      name: 'many-rules',
      files: [
        ...Array.from({ length: n(30) }, (_, r) => ({ path: `.claude/rules/r${r}.md`, text: `---\npaths:\n${Array.from({ length: 1_000 }, (_, i) => `  - "src/r${r}/p${i}/**/*.ts"`).join('\n')}\n---\nRule ${r}.\n` })),
        ...Array.from({ length: n(1_000) }, (_, f) => ({ path: `src/d${f % 50}/f${f}.ts`, text: 'x\n' })),
      ],
    },
    {
      // claudeMdExcludes of thousands of patterns, asked about every candidate by every session:
      // 20,000 × 300 directories took 70 s of CPU (a new matcher per session); 3,000 here.
      name: 'many-excludes',
      files: [
        { path: '.claude/settings.json', text: JSON.stringify({ claudeMdExcludes: Array.from({ length: n(3_000) }, (_, i) => `**/x${i}/CLAUDE.md`) }) },
        ...Array.from({ length: n(300) }, (_, i) => ({ path: `p${i}/CLAUDE.md`, text: `x ${i}\n` })),
      ],
    },
    { name: 'bidi', files: [{ path: 'AGENTS.md', text: '\u202e'.repeat(n(MIB / 3 - 10)) }] },
    { name: 'zero-width-mix', files: [{ path: 'AGENTS.md', text: 'a\u200d'.repeat(n(MIB / 4 - 10)) }] },
    {
      name: 'glob-backtracking',
      files: [
        { path: '.cursor/rules/r.mdc', text: '---\nglobs: "*a*a*a*a*a*a*a*a*a*a"\n---\nRule.\n' },
        { path: '.claude/rules/r.md', text: '---\npaths:\n  - "**/*a*a*a*a*a*a*a*a*a*a"\n  - "**/a/**/a/**/a/**/a/**/a/**/a/**"\n---\nRule.\n' },
        { path: '.github/instructions/r.instructions.md', text: '---\napplyTo: "*a*a*a*a*a*a*a*a*a*a*a*a"\n---\nRule.\n' },
        { path: `${'a'.repeat(59)}b`, text: 'x\n' },
        { path: `${'a/'.repeat(30)}b.ts`, text: 'x\n' },
        { path: 'AGENTS.md', text: 'Root.\n' },
      ],
    },
    { name: 'nested-quotes', files: [{ path: 'AGENTS.md', text: '>'.repeat(n(200_000)) + ' deep\n' }] },
    { name: 'nested-lists', files: [{ path: 'AGENTS.md', text: Array.from({ length: n(5_000) }, (_, i) => `${'  '.repeat(i)}- item`).join('\n') }] },
    { name: 'brackets', files: [{ path: 'AGENTS.md', text: '['.repeat(n(200_000)) + ']'.repeat(n(200_000)) }] },
    { name: 'emphasis', files: [{ path: 'AGENTS.md', text: '*_'.repeat(n(200_000)) }] },
    { name: 'comment-openers', files: [{ path: 'CLAUDE.md', text: '<!-- @x '.repeat(n(100_000)) }] },
    { name: 'backtick-runs', files: [{ path: 'GEMINI.md', text: '`x``y'.repeat(n(150_000)) }] },
    { name: 'fences', files: [{ path: 'AGENTS.md', text: '```\n'.repeat(n(200_000)) }] },
    { name: 'html', files: [{ path: 'AGENTS.md', text: '<div>'.repeat(n(150_000)) }] },
    { name: 'yaml-alias-bomb', files: [{ path: '.claude/rules/bomb.md', text: `---\n${yamlBomb()}\npaths: "src/**"\n---\nRule.\n` }] },
    { name: 'deep-json-settings', files: [{ path: '.gemini/settings.json', text: '['.repeat(n(100_000)) + ']'.repeat(n(100_000)) }, { path: '.claude/settings.json', text: '{"a":'.repeat(n(50_000)) + '1' + '}'.repeat(n(50_000)) }, { path: 'GEMINI.md', text: 'x\n' }] },
    { name: 'deep-toml-settings', files: [{ path: '.codex/config.toml', text: `x = ${'['.repeat(n(50_000))}${']'.repeat(n(50_000))}\n` }, { path: 'AGENTS.md', text: 'x\n' }] },
    {
      name: 'import-chain',
      files: Array.from({ length: n(2_000) }, (_, i) => ({ path: `c/f${i}.md`, text: `@f${i + 1}.md\nstep ${i}\n` })).concat([{ path: 'CLAUDE.md', text: '@c/f0.md\n' }]),
    },
    { name: 'deep-dirs', files: Array.from({ length: n(80) }, (_, i) => ({ path: `${'d/'.repeat(i + 1)}AGENTS.md`, text: `level ${i}\n` })) },
    { name: 'many-agents', files: Array.from({ length: n(300) }, (_, i) => ({ path: `p${i}/AGENTS.md`, text: `one line ${i}\n` })) },
    { name: 'hostile-names', files: hostileNames().map((p) => ({ path: p, text: `name test\n` })) },
    { name: 'escapes', files: escapes(canary) },
    { name: 'long-line', files: [{ path: 'AGENTS.md', text: 'x'.repeat(MIB - 100) }, { path: 'CLAUDE.md', text: `@${'a/'.repeat(n(200_000))}x.md` }] },
  ];
}

function yamlBomb(): string {
  const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
  for (let i = 1; i < 12; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
  return lines.join('\n');
}

/** Names with bidi overrides, zero-width characters, control characters and newlines. */
export function hostileNames(): string[] {
  return [
    'evil\u202eFDP.md/AGENTS.md',
    'zw\u200bsp/AGENTS.md',
    'ctl\u001b[31mred/CLAUDE.md',
    'nl\nname/AGENTS.md',
    'tab\tname/GEMINI.md',
    'bell\u0007/AGENTS.md',
    'iso\u2066x\u2069/AGENTS.md',
    'tag\u{E0041}\u{E0042}/AGENTS.md',
    '`tick`/AGENTS.md',
    '<!--x-->/AGENTS.md',
    '[link](http:__x)/AGENTS.md',
    '| pipe |/AGENTS.md',
    '@here #1/AGENTS.md',
  ];
}

/** Links and imports that point at the canary outside the repository, by every route known. */
export function escapes(canary: Canary): HostileFile[] {
  return [
    { path: 'AGENTS.md', link: canary.path },
    { path: 'up/AGENTS.md', link: '../../canary.txt' },
    { path: 'loop/AGENTS.md', link: 'AGENTS.md' },
    { path: 'chain/a.md', link: 'b.md' },
    { path: 'chain/b.md', link: '../../canary.txt' },
    { path: 'chain/CLAUDE.md', text: '@a.md\n' },
    { path: 'CLAUDE.md', text: `@${canary.path}\n@../canary.txt\n@~/canary.txt\n@/proc/self/environ\n@chain/b.md\n` },
    { path: 'GEMINI.md', text: `@../canary.txt\n@${canary.path}\n` },
    { path: 'QWEN.md', text: `@../canary.txt\n` },
    { path: '.cursor/rules', link: '..' },
    { path: '.claude/rules', link: '../..' },
    { path: 'dev/AGENTS.md', link: '/dev/zero' },
  ];
}

/** Pieces a random case draws from; sizes are drawn small so hundreds of cases run in seconds. */
function piece(r: () => number, canary: Canary): HostileFile[] {
  const size = (max: number): number => 1 + Math.floor(r() ** 3 * max);
  const dir = r() < 0.4 ? '' : `${['pkg', 'a/b', 'deep/er/dir', 'x'][Math.floor(r() * 4)]}/`;
  const name = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'QWEN.md', 'AGENTS.override.md', 'CLAUDE.local.md', '.github/copilot-instructions.md'][Math.floor(r() * 7)]!;
  const text = (): string => {
    const atoms = ['\\', '@a ', '@./x.md\n', '@../canary.txt\n', '<!--', '-->', '`', '```\n', '~~~\n', '>', '- ', '  ', '*', '_', '[', ']', '(', ')', '\u202e', '\u200b', '\u200d', '\ufeff', '\u0000', '\r\n', '\n', '---\n', 'paths: ', '"**/*"', 'x', 'é', '\ud800', '@', '#', '|'];
    let s = '';
    const n = size(6_000);
    while (s.length < n) s += atoms[Math.floor(r() * atoms.length)]!.repeat(size(r() < 0.1 ? 5_000 : 8));
    return s;
  };
  const k = r();
  if (k < 0.45) return [{ path: `${dir}${name}`, text: text() }];
  if (k < 0.55) return [{ path: `.claude/rules/r${size(99)}.md`, text: `---\npaths: ${JSON.stringify(['*a'.repeat(size(12)), '**/'.repeat(size(6)) + '*', 'src/{a,b}/**'][Math.floor(r() * 3)])}\n---\n${text()}` }];
  if (k < 0.62) return [{ path: `.cursor/rules/r${size(99)}.mdc`, text: `---\nglobs: ${['*a'.repeat(size(12)), '**/*.{ts,tsx}', '[', '{'.repeat(size(50))][Math.floor(r() * 4)]}\nalwaysApply: ${r() < 0.5}\n---\n${text()}` }];
  if (k < 0.7) return [{ path: `${dir}${name}`, link: ['../canary.txt', canary.path, '../../canary.txt', name, '/dev/zero'][Math.floor(r() * 5)]! }];
  if (k < 0.78) return [{ path: `${dir}${hostileNames()[Math.floor(r() * hostileNames().length)]!.replace(/\/.*$/, '')}/${name}`, text: text() }];
  if (k < 0.84) return [{ path: ['.gemini/settings.json', '.qwen/settings.json', '.claude/settings.json', '.codex/config.toml'][Math.floor(r() * 4)]!, text: text() }];
  if (k < 0.9) return Array.from({ length: size(300) }, (_, i) => ({ path: `${dir}m${i}/${name}`, text: `line ${i}\n` }));
  return [{ path: `${dir}${'a'.repeat(size(200))}${r() < 0.5 ? 'b' : ''}`, text: 'x\n' }];
}

/** A random mix of hostile pieces (later pieces win a path taken twice). */
export function randomCase(seed: number, canary: Canary): HostileCase {
  const r = rng(seed);
  const files = new Map<string, HostileFile>();
  const count = 1 + Math.floor(r() * 6);
  for (let i = 0; i < count; i++) for (const f of piece(r, canary)) files.set(f.path, f);
  return { name: `random-${seed}`, files: [...files.values()] };
}

/**
 * Writes a case under `root` (which must not exist yet or be empty). Paths the file system refuses
 * (a name clashing with a directory) are skipped: the case is what could be written.
 */
export function writeCase(root: string, c: HostileCase): void {
  mkdirSync(root, { recursive: true });
  for (const f of c.files) {
    const abs = join(root, f.path);
    try {
      mkdirSync(dirname(abs), { recursive: true });
      if ('link' in f) symlinkSync(f.link, abs);
      else writeFileSync(abs, f.text);
    } catch {
      // e.g. `a` is a file and `a/b` wanted it to be a directory
    }
  }
}
