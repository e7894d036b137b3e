// The npm package as a user gets it: `npm pack` carries only what runs (the CLI bundle, the schema,
// README, LICENSE), has no dependencies to fetch, installs into an empty project without the
// registry, and `npx instruction-stack` works from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  private?: boolean;
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
  repository: { url: string };
  homepage: string;
  bugs: { url: string };
};
const BUNDLE = join(ROOT, 'dist/cli/index.js');
const npmEnv = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

interface PackEntry {
  path: string;
  size: number;
}

let tmp = '';
let tarball = '';
let files: PackEntry[] = [];
let size = 0;

describe.skipIf(!existsSync(BUNDLE))('the npm package', () => {
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'is-pack-'));
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: ROOT, env: npmEnv, encoding: 'utf8' });
    const [info] = JSON.parse(out) as { filename: string; size: number; files: PackEntry[] }[];
    tarball = join(tmp, info!.filename);
    files = info!.files;
    size = info!.size;
  }, 60_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is publishable under its canonical names', () => {
    expect(PKG.name).toBe('instruction-stack');
    expect(PKG.private).toBeUndefined();
    expect(PKG.repository.url).toContain('github.com/instruction-stack/instruction-stack');
    expect(PKG.homepage).toContain('github.com/instruction-stack/instruction-stack');
    expect(PKG.bugs.url).toContain('github.com/instruction-stack/instruction-stack/issues');
  });

  it('carries only what runs, and nothing to install with it', () => {
    // The commands' lazily loaded chunks (dist/cli/NNN.index.js: the GitHub client only `pr` needs).
    const chunks = readdirSync(join(ROOT, 'dist/cli')).filter((f) => /^\d+\.index\.js$/.test(f));
    expect(chunks.length).toBeGreaterThan(0);
    expect(files.map((f) => f.path).sort()).toEqual(
      ['LICENSE', 'README.md', 'dist/cli/index.js', ...chunks.map((c) => `dist/cli/${c}`), 'dist/cli/licenses.txt', 'dist/cli/package.json', 'package.json', 'schema/instruction-stack.schema.json'].sort(),
    );
    expect(PKG.dependencies ?? {}).toEqual({});
    expect(size).toBeLessThan(1024 * 1024);
  });

  it('installs into an empty project offline and runs with npx', () => {
    const project = join(tmp, 'project');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty', version: '1.0.0', private: true }));
    execFileSync('npm', ['install', '--offline', '--no-package-lock', tarball], { cwd: project, env: npmEnv, stdio: 'pipe', timeout: 60_000 });
    const npx = (...args: string[]): string =>
      execFileSync('npx', ['--offline', '--no-install', 'instruction-stack', ...args], { cwd: project, env: npmEnv, encoding: 'utf8', timeout: 30_000 });
    expect(npx('--version')).toBe(`${PKG.version}\n`);
    const example = join(ROOT, 'fixtures/example/repo');
    const explained = JSON.parse(npx('explain', '--root', example, 'packages/api/src/handler.ts', '--tool', 'codex', '--format', 'json')) as {
      stacks: { tool: string; layers: { path: string }[] }[];
    };
    expect(explained.stacks[0]!.layers.map((l) => l.path)).toContain('AGENTS.md');
    // `pr` loads its chunk from the installed package.
    expect(npx('pr', '--help')).toContain('usage: instruction-stack pr');
    // The schema ships beside the CLI, where editors can point at it.
    expect(existsSync(join(project, 'node_modules/instruction-stack/schema/instruction-stack.schema.json'))).toBe(true);
  }, 120_000);
});
