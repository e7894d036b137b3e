// Installs tool versions from the npm registry into .fidelity/tools/<tool>@<version> (git-ignored),
// one prefix per tool version, and checks that each binary starts and is that version.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath, installedVersion, runProcess, toolDir } from './runner.js';
import { PROMPT } from './runner.js';
import type { ToolSpec } from './tools.js';

export interface ToolState {
  spec: ToolSpec;
  ok: boolean;
  version: string | null;
  message: string;
}

const INSTALL_TIMEOUT_MS = 20 * 60 * 1000;

export async function install(spec: ToolSpec, toolsDir: string, logDir: string): Promise<ToolState> {
  const have = installedVersion({ toolsDir }, spec);
  if (have === spec.version && existsSync(binPath({ toolsDir }, spec))) {
    return { spec, ok: true, version: have, message: `${spec.pkg}@${have} already installed` };
  }
  const dir = toolDir({ toolsDir }, spec);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{ "name": "fidelity-tool", "private": true }\n');
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, `install-${spec.id}.log`);
  const args = ['install', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', `${spec.pkg}@${spec.version}`];
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  const r = await runProcess('npm', args, dir, env, INSTALL_TIMEOUT_MS);
  appendFileSync(log, `$ npm ${args.join(' ')}\n${r.stdout}\n${r.stderr}\nexit ${r.exitCode ?? r.signal ?? '?'}${r.timedOut ? ' (timed out)' : ''}\n`);
  const got = installedVersion({ toolsDir }, spec);
  if (r.exitCode !== 0 || got !== spec.version) {
    const why = r.timedOut ? 'timed out' : (r.stderr.trim().split('\n').slice(-3).join(' | ') || `exit ${r.exitCode ?? '?'}`);
    return { spec, ok: false, version: got, message: `cannot install ${spec.pkg}@${spec.version}: ${why} (log: ${log})` };
  }
  return { spec, ok: true, version: got, message: `installed ${spec.pkg}@${got}` };
}

/** Starts the binary once with `--version` in a clean scratch environment. */
export async function probe(spec: ToolSpec, toolsDir: string): Promise<ToolState> {
  const version = installedVersion({ toolsDir }, spec);
  const bin = binPath({ toolsDir }, spec);
  if (!existsSync(bin)) return { spec, ok: false, version, message: `cannot start ${spec.id} ${spec.version}: ${bin} is missing (not installed; drop --skip-install to install it)` };
  const scratch = mkdtempSync(join(tmpdir(), 'fidelity-probe-'));
  try {
    const home = join(scratch, 'home');
    mkdirSync(join(scratch, 'tmp'), { recursive: true });
    const launch = spec.launch({ port: 9, home, touching: false, prompt: PROMPT });
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: home,
      TMPDIR: join(scratch, 'tmp'),
      LANG: 'C.UTF-8',
      NO_COLOR: '1',
      CI: '1',
      HTTP_PROXY: 'http://127.0.0.1:9',
      HTTPS_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: '127.0.0.1,localhost',
      ...launch.env,
    };
    const r = await runProcess(bin, ['--version'], scratch, env, 60_000);
    if (r.exitCode !== 0) {
      const why = r.spawnError ?? (r.timedOut ? 'timed out' : `exit ${r.exitCode ?? r.signal ?? '?'}: ${(r.stderr || r.stdout).trim().split('\n').slice(-2).join(' | ')}`);
      return { spec, ok: false, version, message: `cannot start ${spec.id} (${bin} --version): ${why}` };
    }
    // never run another version than the one asked for (e.g. `--skip-install` with a stale prefix)
    if (version !== spec.version) return { spec, ok: false, version, message: `${spec.id}: ${bin} is ${version ?? 'of an unknown version'}, not ${spec.version}; not run (drop --skip-install to install ${spec.version})` };
    return { spec, ok: true, version, message: `${spec.id} ${version}: starts (${(r.stdout.trim() || r.stderr.trim()).split('\n')[0] ?? ''})` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
