// Runs one tool on one vantage (fixture, working directory, touched files) in isolation and
// records what reached the fake model:
//   * the fixture is copied to a fresh scratch dir and `git init`ed there (unless the fixture is
//     meant to have no git), so nothing from the caller's folders can leak in;
//   * HOME / XDG_* / TMPDIR point into the scratch dir, the environment is clean (no inherited API
//     keys or tool variables), proxies point at a dead local port (127.0.0.1:9) so anything that
//     tries to leave the machine fails, NO_PROXY lets 127.0.0.1 through to the fake model;
//   * the tool runs in its own process group, killed by id after it exits or on timeout.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FakeModel, type RequestRecord } from './fake-model.js';
import { type Fixture, type Vantage, resultName } from './fixtures.js';
import { type SentinelHit, isTouchedMarker, sentinelsIn } from './sentinels.js';
import type { Launch, ToolSpec } from './tools.js';

export const PROMPT = 'hi';

export interface RequestSummary {
  index: number;
  method: string;
  path: string;
  bytes: number;
  toolResults: number;
  sentinels: string[];
  /** The touch call this request was answered with. */
  call?: { name: string; args: Record<string, string> };
}

export interface ToolObservation {
  schema: 1;
  tool: string;
  version: string | null;
  fixture: string;
  cwd: string;
  touch: string[];
  date: string;
  command: string[];
  ms: number;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** `ok`: the observation can be compared; `error`: see `problems`. */
  status: 'ok' | 'error';
  problems: string[];
  warnings: string[];
  requests: RequestSummary[];
  /** Index of the first instruction-bearing request (touch mode: the request answered with the read call). */
  startupIndex: number | null;
  /** Sentinels in that request, order of first appearance (touched-file markers left out). */
  startup: SentinelHit[];
  /** Touch mode only. */
  touchOutcome?: 'ok' | 'no-tool-call' | 'no-follow-up';
  /** Request carrying the result of the last read. */
  followUpIndex?: number | null;
  /** Sentinels first appearing in that follow-up request (not in the start-up request). */
  added?: SentinelHit[];
  /** Per read: what its follow-up added relative to the request that got the call. */
  perTouch?: Array<{ file: string; added: string[] }>;
  /** The touched files' own markers arrived in the tool results. */
  touchedFileSeen?: boolean;
  /** Sentinels that only appear in other requests (side agents, later turns). */
  otherRequestsAdd: string[];
  /** Request log (JSON lines), relative to the results directory. */
  rawLog: string;
  stdoutTail: string;
  stderrTail: string;
}

export interface RunSettings {
  toolsDir: string;
  resultsDir: string;
  timeoutMs: number;
  keepScratch: boolean;
  /** Adjusts the launch once the scratch copy exists (explorer: tool state such as trust, user settings). */
  prepare?: (ctx: { root: string; home: string; launch: Launch }) => Launch;
}

/** Package version installed in `dir` (an npm prefix), or null. */
function versionIn(dir: string, spec: ToolSpec): string | null {
  try {
    const pj = JSON.parse(readFileSync(join(dir, 'node_modules', spec.pkg, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pj.version === 'string' ? pj.version : null;
  } catch {
    return null;
  }
}

/**
 * The npm prefix of `spec.version`: `<tools>/<id>@<version>/`, so a drift run never replaces the verified
 * install. The older unversioned `<tools>/<id>/` still counts when it holds exactly that version.
 */
export function toolDir(settings: { toolsDir: string }, spec: ToolSpec): string {
  const versioned = join(settings.toolsDir, `${spec.id}@${spec.version}`);
  const legacy = join(settings.toolsDir, spec.id);
  if (!existsSync(versioned) && versionIn(legacy, spec) === spec.version) return legacy;
  return versioned;
}

export function binPath(settings: { toolsDir: string }, spec: ToolSpec): string {
  return join(toolDir(settings, spec), 'node_modules', '.bin', spec.bin);
}

/** The version installed where `spec.version` belongs (null: not installed). */
export function installedVersion(settings: { toolsDir: string }, spec: ToolSpec): string | null {
  return versionIn(toolDir(settings, spec), spec);
}

function baseEnv(scratch: string, home: string): Record<string, string> {
  const dead = 'http://127.0.0.1:9';
  return {
    PATH: process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    CI: '1',
    HOME: home,
    USER: process.env['USER'] ?? 'root',
    SHELL: '/bin/bash',
    TMPDIR: join(scratch, 'tmp'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    XDG_CACHE_HOME: join(home, '.cache'),
    HTTP_PROXY: dead,
    HTTPS_PROXY: dead,
    ALL_PROXY: dead,
    http_proxy: dead,
    https_proxy: dead,
    all_proxy: dead,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    DO_NOT_TRACK: '1',
  };
}

interface ProcResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  spawnError?: string;
}

const MAX_CAPTURE = 256 * 1024;

/** Runs a command in its own process group; the group is killed (by id) on exit or timeout. */
export function runProcess(cmd: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<ProcResult> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let settled = false;
    let exit: { code: number | null; signal: string | null } | undefined;
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const pid = child.pid;
    const killGroup = (sig: NodeJS.Signals): void => {
      if (pid === undefined) return;
      try {
        process.kill(-pid, sig);
      } catch {
        /* group already gone */
      }
    };
    const finish = (spawnError?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killGroup('SIGKILL'); // helpers the tool left behind in its group
      const r: ProcResult = { exitCode: exit?.code ?? null, signal: exit?.signal ?? null, timedOut, ms: Date.now() - t0, stdout, stderr };
      if (spawnError) r.spawnError = spawnError;
      resolve(r);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => {
        killGroup('SIGKILL');
        setTimeout(() => finish(), 2000);
      }, 3000);
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < MAX_CAPTURE) stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < MAX_CAPTURE) stderr += d.toString('utf8');
    });
    child.on('error', (e) => {
      stderr += String(e);
      finish(String(e));
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // stdio may stay open while left-over helpers hold it; do not wait for them for long
      setTimeout(() => finish(), 1500);
    });
    child.on('close', () => finish());
  });
}

/** Kills (by id) every process whose command line or working directory lies in `scratch`; Linux /proc only. */
export function killStrays(scratch: string): number[] {
  const killed: number[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return killed;
  }
  for (const pid of pids) {
    const n = Number(pid);
    if (n === process.pid) continue;
    let hit: boolean;
    try {
      hit = readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(scratch);
      if (!hit) hit = readlinkSync(`/proc/${pid}/cwd`).startsWith(scratch);
    } catch {
      continue;
    }
    if (!hit) continue;
    try {
      process.kill(n, 'SIGKILL');
      killed.push(n);
    } catch {
      /* already gone */
    }
  }
  return killed;
}

function writeFiles(files: Record<string, string>): void {
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
}

/** Copies the fixture to `<scratch>/w/<fixture>` and `git init`s it when the fixture wants git. */
export function prepareScratch(fixture: Fixture): { scratch: string; home: string; root: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'fidelity-'));
  const home = join(scratch, 'home');
  const root = join(scratch, 'w', fixture.name);
  mkdirSync(home, { recursive: true });
  mkdirSync(join(scratch, 'tmp'), { recursive: true });
  cpSync(fixture.repo, root, { recursive: true, verbatimSymlinks: true });
  if (fixture.git) {
    const g = spawnSync('git', ['init', '-q'], { cwd: root, encoding: 'utf8' });
    if (g.status !== 0) throw new Error(`git init failed in ${root}: ${g.stderr}`);
  }
  return { scratch, home, root };
}

function instructionTokens(r: RequestRecord): SentinelHit[] {
  return sentinelsIn(r.body).filter((h) => !isTouchedMarker(h.token));
}

function isGenerating(r: RequestRecord): boolean {
  return r.method === 'POST' && !/count_tokens|countTokens|embedContent/.test(r.path);
}

/** Runs `spec` on vantage `v` of `fixture`; writes the request log; returns the observation. */
export async function runVantage(spec: ToolSpec, fixture: Fixture, v: Vantage, settings: RunSettings): Promise<ToolObservation> {
  const { scratch, home, root } = prepareScratch(fixture);
  const cwd = v.cwd === '.' ? root : join(root, v.cwd);
  const touching = v.touch.length > 0;
  const server = new FakeModel(touching ? { call: spec.read, files: v.touch.map((t) => join(root, t)) } : undefined);
  const port = await server.start();
  const base = spec.launch({ port, home, touching, prompt: PROMPT });
  const launch = settings.prepare ? settings.prepare({ root, home, launch: base }) : base;
  writeFiles(launch.files);
  const env = { ...baseEnv(scratch, home), ...launch.env };
  const bin = binPath(settings, spec);
  const norm = (s: string): string => s.split(root).join('<FX>').split(scratch).join('<SCRATCH>');
  let proc: ProcResult;
  if (!existsSync(cwd)) {
    proc = { exitCode: null, signal: null, timedOut: false, ms: 0, stdout: '', stderr: '', spawnError: `working directory ${v.cwd} does not exist in the fixture` };
  } else if (!existsSync(bin)) {
    proc = { exitCode: null, signal: null, timedOut: false, ms: 0, stdout: '', stderr: '', spawnError: `${bin} not found (not installed?)` };
  } else {
    proc = await runProcess(bin, launch.args, cwd, env, settings.timeoutMs);
  }
  // daemons that left the process group (Cline's hub starts in its own session) are found by the
  // scratch path in their command line or working directory, and killed by id
  const strays = killStrays(scratch);
  // give in-flight requests a moment to be recorded
  await new Promise((r) => setTimeout(r, 100));
  await server.stop();
  const records = server.records;

  // raw request log
  const rawRel = join('raw', spec.id, `${resultName(v)}.requests.jsonl`);
  const rawAbs = join(settings.resultsDir, rawRel);
  mkdirSync(dirname(rawAbs), { recursive: true });
  writeFileSync(rawAbs, records.map((r) => JSON.stringify({ index: r.index, t: r.t, method: r.method, path: r.path, toolResults: r.toolResults, call: r.call ?? null, body: norm(r.body) })).join('\n') + (records.length ? '\n' : ''));

  const problems: string[] = [];
  const warnings: string[] = [];
  if (proc.spawnError) problems.push(`could not start: ${proc.spawnError}`);
  if (proc.timedOut) problems.push(`timed out after ${Math.round(settings.timeoutMs / 1000)} s`);
  if (strays.length > 0) warnings.push(`killed ${strays.length} process(es) left outside the tool's process group`);
  const generating = records.filter(isGenerating);
  if (!proc.spawnError && generating.length === 0) problems.push('the tool sent no model request');
  if (proc.exitCode !== 0 && !proc.timedOut && !proc.spawnError) {
    (generating.length ? warnings : problems).push(`exit code ${proc.exitCode ?? proc.signal ?? '?'}`);
  }

  const summaries: RequestSummary[] = records.map((r) => {
    const s: RequestSummary = { index: r.index, method: r.method, path: r.path, bytes: Buffer.byteLength(r.body), toolResults: r.toolResults, sentinels: sentinelsIn(r.body).map((h) => h.token) };
    if (r.call) s.call = { name: r.call.name, args: Object.fromEntries(Object.entries(r.call.args).map(([k, val]) => [k, norm(typeof val === 'string' ? val : JSON.stringify(val))])) };
    return s;
  });

  const calls = records.filter((r) => r.call !== undefined);
  const baseline = calls[0];
  const startupReq = touching && baseline ? baseline : records.find((r) => isGenerating(r) && instructionTokens(r).length > 0);
  const startup = startupReq ? instructionTokens(startupReq) : [];
  const obs: ToolObservation = {
    schema: 1,
    tool: spec.id,
    version: installedVersion(settings, spec),
    fixture: v.fixture,
    cwd: v.cwd,
    touch: v.touch,
    date: new Date().toISOString(),
    command: [spec.bin, ...launch.args],
    ms: proc.ms,
    exitCode: proc.exitCode,
    signal: proc.signal,
    timedOut: proc.timedOut,
    status: 'ok',
    problems,
    warnings,
    requests: summaries,
    startupIndex: startupReq ? startupReq.index : null,
    startup,
    otherRequestsAdd: [],
    rawLog: rawRel,
    stdoutTail: norm(proc.stdout.slice(-800)),
    stderrTail: norm(proc.stderr.slice(-2000)),
  };

  let followUp: RequestRecord | undefined;
  if (touching) {
    const perTouch: Array<{ file: string; added: string[] }> = [];
    let lastFollowUp: RequestRecord | undefined;
    for (const c of calls) {
      const n = c.call?.touchIndex ?? 0;
      const f = records.find((r) => r.index > c.index && isGenerating(r) && r.toolResults > n);
      if (!f) continue;
      lastFollowUp = f;
      const before = new Set(instructionTokens(c).map((h) => h.token));
      perTouch.push({ file: v.touch[n] ?? '?', added: instructionTokens(f).map((h) => h.token).filter((t) => !before.has(t)) });
    }
    obs.perTouch = perTouch;
    if (!baseline) {
      obs.touchOutcome = 'no-tool-call';
      const offered = [...new Set(records.flatMap((r) => r.tools))];
      problems.push(`touch: no request offered the read tool \`${spec.read.name}\`${offered.length ? ` (offered: ${offered.slice(0, 20).join(', ')})` : ''}`);
    } else if (!lastFollowUp || perTouch.length < v.touch.length) {
      obs.touchOutcome = 'no-follow-up';
      problems.push(`touch: the tool did not send back the result of ${perTouch.length < v.touch.length ? `read ${perTouch.length + 1} of ${v.touch.length}` : 'the read'}`);
    } else {
      obs.touchOutcome = 'ok';
    }
    followUp = lastFollowUp;
    obs.followUpIndex = followUp ? followUp.index : null;
    if (followUp) {
      const before = new Set(startup.map((h) => h.token));
      obs.added = instructionTokens(followUp).filter((h) => !before.has(h.token));
      obs.touchedFileSeen = sentinelsIn(followUp.body).some((h) => isTouchedMarker(h.token));
      if (!obs.touchedFileSeen) warnings.push('touch: the touched file\'s own marker did not arrive in the tool result');
    }
  }
  const seen = new Set([...startup.map((h) => h.token), ...(obs.added ?? []).map((h) => h.token)]);
  const other: string[] = [];
  for (const r of records) {
    if (r === startupReq || r === followUp) continue;
    for (const h of instructionTokens(r)) if (!seen.has(h.token) && !other.includes(h.token)) other.push(h.token);
  }
  obs.otherRequestsAdd = other;
  obs.status = problems.length ? 'error' : 'ok';

  if (settings.keepScratch) obs.warnings.push(`scratch kept at ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
  return obs;
}
