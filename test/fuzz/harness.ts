// Runs one hostile case through the CLI's `check` in this process and says what went wrong, if
// anything: an internal error (exit 3), output that is not JSON, a canary byte from outside the
// repository in any output, or too much time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCommand } from '../../src/cli/check.js';
import { type Canary, type HostileCase, writeCase } from './hostile.js';

export interface Outcome {
  name: string;
  code: number;
  ms: number;
  /** What broke the promises, empty when none. */
  problems: string[];
}

/** A canary beside the repository root (`<dir>/canary.txt`), reachable as `../canary.txt` from the root. */
export function makeCanary(dir: string, seed: number): Canary {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'canary.txt');
  const text = `CANARY-${seed.toString(36)}-7f3a9c`;
  writeFileSync(path, `${text}\n`);
  return { path, text };
}

/** Builds `c` in `<dir>/repo`, runs `check --format json` on it, removes it. */
export async function runCase(c: HostileCase, dir: string, canary: Canary, opts: { maxMs: number; timeoutSeconds?: number }): Promise<Outcome> {
  const root = join(dir, 'repo');
  rmSync(root, { recursive: true, force: true });
  writeCase(root, c);
  // A repository, as the CLI expects (the files stay untracked: the working tree is what is read).
  execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });
  let out = '';
  let err = '';
  const io = { out: (s: string) => void (out += s), err: (s: string) => void (err += s) };
  const args = ['--root', root, '--format', 'json', '--fail-on', 'never'];
  if (opts.timeoutSeconds !== undefined) args.push('--timeout', String(opts.timeoutSeconds));
  const t0 = performance.now();
  let code: number;
  try {
    code = await checkCommand(args, dir, io);
  } catch (e) {
    code = 3;
    err += `internal error: ${(e as Error).stack ?? String(e)}`;
  }
  const ms = performance.now() - t0;
  rmSync(root, { recursive: true, force: true });
  const problems: string[] = [];
  if (code === 3) problems.push(`exit 3: ${err.split('\n').slice(0, 4).join(' | ')}`);
  if (code !== 2 && code !== 3) {
    try {
      JSON.parse(out);
    } catch (e) {
      problems.push(`output is not JSON: ${(e as Error).message}`);
    }
  }
  if (out.includes(canary.text) || err.includes(canary.text)) problems.push('a canary byte from outside the repository reached the output');
  if (ms > opts.maxMs) problems.push(`took ${Math.round(ms)} ms (bound ${opts.maxMs} ms)`);
  return { name: c.name, code, ms, problems };
}
