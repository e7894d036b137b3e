// Renders docs/fidelity.md from the compared cases.
import type { CaseResult } from './compare.js';
import type { SentinelHit } from './sentinels.js';
import { NOT_RUN, type ToolSpec } from './tools.js';
import { VERIFIED_VERSIONS } from '../src/profiles/verified-versions.js';

export interface ToolSummary {
  spec: ToolSpec;
  /** Version seen in the stored results (the installed binary's package version). */
  versions: string[];
  cases: CaseResult[];
  /** Why the tool could not be installed / started in this run, if so. */
  unavailable?: string;
}

export interface ReportInput {
  date: string;
  engineNote: string;
  fixtures: number;
  tools: ToolSummary[];
  /** Token -> fixture files containing it, per fixture. */
  fileOf: (fixture: string, token: string) => string[];
  short: (fixture: string, token: string) => string;
  timeoutSec: number;
  /** The explorer's section (fidelity/explore/report.ts), when it has run here. */
  explore?: string;
}

/**
 * Explanations of disagreements whose cause is known (shown under the case; they still count as
 * disagreements). Matched on tool, fixture and diff kind.
 */
const KNOWN: ReadonlyArray<{ tool: string; fixture: string; kind: string; text: string }> = [];

const esc = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A run's message without this checkout's absolute path (`/…/.fidelity/tools/x` → `.fidelity/tools/x`). */
const local = (s: string): string => s.replace(/(^|[\s(])\/\S*?\/(\.fidelity\/)/g, '$1$2');

function vantageLabel(c: CaseResult): string {
  const v = c.vantage;
  return `${v.fixture} @ ${v.cwd}${v.touch.length ? `, touch ${v.touch.join(' → ')}` : ''}`;
}

function tokenList(fixture: string, hs: readonly SentinelHit[], short: ReportInput['short']): string {
  if (hs.length === 0) return '—';
  return hs.map((h) => `\`${short(fixture, h.token)}\`${h.count > 1 ? `×${h.count}` : ''}`).join(', ');
}

/** Files in order of their first sentinel. */
function filesOf(fixture: string, hs: readonly SentinelHit[], fileOf: ReportInput['fileOf']): string[] {
  const out: string[] = [];
  for (const h of hs) {
    const fs = fileOf(fixture, h.token);
    const name = fs.length === 0 ? '?' : fs.join(' = ');
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

export function counts(cases: readonly CaseResult[]): { agree: number; disagree: number; error: number; total: number; recordedOk: number; recordedTotal: number } {
  let agree = 0;
  let disagree = 0;
  let error = 0;
  let recordedOk = 0;
  let recordedTotal = 0;
  for (const c of cases) {
    if (c.verdict === 'agree') agree++;
    else if (c.verdict === 'disagree') disagree++;
    else error++;
    if (c.matchesRecorded !== undefined) {
      recordedTotal++;
      if (c.matchesRecorded) recordedOk++;
    }
  }
  return { agree, disagree, error, total: cases.length, recordedOk, recordedTotal };
}

function shortResult(c: CaseResult): string {
  const cuts = c.truncations.filter((t) => t.toolKept === t.engineKept).map((t) => `${t.path} cut at ${t.toolKept} of ${t.bytes} B`);
  if (c.verdict === 'agree') {
    const notes = [...cuts, ...(c.deviation ? [`documented deviation: ${c.deviation}`] : [])];
    return `agree${notes.length ? ` (${notes.join('; ')})` : ''}`;
  }
  if (c.verdict === 'error') return `**error**: ${esc(c.error ?? '?')}`;
  const kinds = [...new Set(c.diffs.map((d) => `${d.kind}${d.phase === 'touch' ? ' (touch)' : ''}`))];
  return `**differs**: ${kinds.join(', ')}`;
}

function disagreement(c: CaseResult, t: ToolSummary, r: ReportInput): string[] {
  const fx = c.vantage.fixture;
  const tool = c.tool;
  const eng = c.engine;
  if (!tool || !eng.ok) return [];
  const out: string[] = [];
  out.push(`#### ${vantageLabel(c)}`);
  out.push('');
  out.push(`| | ${t.spec.id} ${tool.version ?? '?'} (real run) | engine |`);
  out.push('| --- | --- | --- |');
  const truncOf = (path: string, side: 'tool' | 'engine'): string => {
    const tr = c.truncations.find((x) => x.path === path);
    if (!tr) return '';
    return ` (${side === 'tool' ? tr.toolKept : tr.engineKept} of ${tr.bytes} B)`;
  };
  const toolFiles = filesOf(fx, tool.startup, r.fileOf).map((f) => `${f}${truncOf(f, 'tool')}`);
  const startupLayers = eng.layers.slice(0, eng.startupLayers);
  const layerText = (l: (typeof eng.layers)[number]): string =>
    `${l.path}${l.reason !== 'startup' ? ` [${l.reason}${l.via ? ` via ${l.via}` : ''}]` : ''}${l.omitted ? ' (omitted)' : l.truncated ? ` (${l.keptBytes} of ${l.bytes} B)` : ''}`;
  out.push(`| start-up sentinels | ${tokenList(fx, tool.startup, r.short)} | ${tokenList(fx, eng.startup, r.short)} |`);
  out.push(`| start-up files | ${esc(toolFiles.join(', ') || '—')} | ${esc(startupLayers.map(layerText).join(', ') || '—')} |`);
  if (c.vantage.touch.length) {
    const toolAdded = tool.added ?? [];
    const addedLayers = eng.layers.slice(eng.startupLayers);
    out.push(`| added after the touch | ${tokenList(fx, toolAdded, r.short)} | ${tokenList(fx, eng.added, r.short)} |`);
    out.push(`| added files | ${esc(filesOf(fx, toolAdded, r.fileOf).join(', ') || '—')} | ${esc(addedLayers.map(layerText).join(', ') || '—')} |`);
  }
  out.push('');
  for (const d of c.diffs) out.push(`* ${d.message}`);
  for (const k of KNOWN) {
    if (k.tool === c.vantage.tool && k.fixture === fx && c.diffs.some((d) => d.kind === k.kind)) out.push(`* Known cause: ${k.text}`);
  }
  out.push('');
  return out;
}

/** Documented, deliberate deviations and assumptions (each also visible in the output where it applies). */
export const DEVIATIONS: ReadonlyArray<{ tool: string; what: string; why: string }> = [
  {
    tool: 'codex',
    what: 'A project\'s `.codex/config.toml` applies only when Codex trusts the project (observed 0.169.0: ignored when untrusted).',
    why: 'Trust lives in ~/.codex/config.toml: the engine assumes a trusted project (`tools-options.codex.trusted: false` for the other answer) and says so on every stack it changes. The harness runs untrusted and compares with `trusted: false`.',
  },
  {
    tool: 'claude-code',
    what: 'The rules of one `.claude/rules` directory are listed in name order, at start and on a read.',
    why: 'The tool uses directory-listing (readdir) order, which depends on the file system; ours is the same on every machine (fixtures/oracle/conditional, x-copilot-00723F-commas). Every stack with two or more rules of one directory says so (`assumes`: "reads the rules of … in the file system\'s directory-listing order").',
  },
  {
    tool: 'claude-code',
    what: '`instructionFiles` in the user settings is not honoured by 2.1.332 in `-p` mode (explorer); our `tools-options.claude-code.instructionFiles` models the releases before the AGENTS.md fallback (2.1.197–2.1.277: `claude-md`).',
    why: 'A knob for older releases, not a reading of the user setting.',
  },
  {
    tool: 'claude-code',
    what: 'Imports whose target lies outside the session\'s working directory are loaded only once the user approved "external imports" (observed 2.1.332 both ways: explorer seed 2, probe 4E7E37).',
    why: 'The approval is stored outside the repository (~/.claude.json `hasClaudeMdExternalIncludesApproved`): the engine assumes not approved (what `claude -p` does before anyone answers) and every stack it changes says so (`assumes`, `tools-options.claude-code.externalImports: true` for the other answer).',
  },
  {
    tool: 'codex, pi, claude-code, opencode',
    what: 'A symlink that leaves the repository takes its name\'s place (never read): Codex and Pi do not read the next name, Claude Code keeps AGENTS.md off.',
    why: 'Whether its target exists is state outside the repository: the engine assumes it does and says so on the stack (`assumes`); `tools-options.<tool>.outsideLinkTargets: missing` gives what the tools do with a dangling link (observed Codex 0.171.0, Pi 0.73.1, Claude Code 2.1.332; the harness, whose copies have nothing outside, compares with `missing`).',
  },
  {
    tool: 'gemini-cli',
    what: 'Headless Gemini CLI refuses an untrusted folder (exit 55) and an invalid .gemini/settings.json (exit 52).',
    why: 'The harness trusts the workspace (`GEMINI_CLI_TRUST_WORKSPACE`); untrusted explorer cases are not run. An invalid settings file is an error finding ("Gemini CLI does not start at all with it"), while the stack still shows what it would load.',
  },
  {
    tool: 'opencode',
    what: '`instructions` in opencode.json: repository paths and globs are followed; URLs and paths leaving the tree are not. The files one glob finds in one directory are listed by name, OpenCode sends them in the file system\'s listing order.',
    why: 'URLs and paths outside the tree name files the repository does not hold (the outside view says so); the listing order differs between machines, so the engine takes a stable one and the stack says so (`assumes`).',
  },
];

export function renderReport(r: ReportInput): string {
  const out: string[] = [];
  out.push('# Fidelity: our profiles against the real tools');
  out.push('');
  out.push('<!-- Generated by `npm run fidelity` (fidelity/run.ts). Do not edit by hand; re-run instead. -->');
  out.push('');
  out.push(`Generated ${r.date}.`);
  out.push('');
  out.push('Our promise is "this is what the agent really loads". This page checks it by executing the tools: each');
  out.push('executable tool is installed at a pinned version from the npm registry and run non-interactively');
  out.push('(prompt `hi`) against a fake model server on 127.0.0.1, with an empty HOME and a clean environment,');
  out.push(`on a fresh \`git init\`ed copy of every fixture in \`fixtures/oracle/\` (${r.fixtures} fixtures), at every working`);
  out.push('directory listed in the fixtures\' `expected.json` (default-settings cases). Every planted file carries unique');
  out.push('`SENTINEL_*` tokens, so the files a tool loaded, and their order, are the tokens in the first request that');
  out.push('carries instructions. In touch mode the fake model answers with one call of the tool\'s own read tool for a');
  out.push('file (a shell `cat` for codex); what the tool adds lazily is what first appears in the request carrying the');
  out.push(`tool result. The same vantages are then resolved by our engine (${esc(r.engineNote)}) and compared:`);
  out.push('files and order (sentinels in the start-up text), occurrence counts, the byte where a file is cut, and which');
  out.push('files a touch adds (sentinels in `text` after the start-up block).');
  out.push('');
  out.push('## Summary');
  out.push('');
  out.push('| tool | version | agreed / total | disagree | error | real run = recorded oracle |');
  out.push('| --- | --- | --- | --- | --- | --- |');
  for (const t of r.tools) {
    const n = counts(t.cases);
    const version = t.versions.length ? t.versions.join(', ') : `${t.spec.version} (pinned)`;
    const notRun = t.cases.filter((c) => !c.tool).length;
    const verified = (VERIFIED_VERSIONS as Record<string, { version: string; date: string; cases: number }>)[t.spec.id];
    // cases without a stored run of this version are not counted as errors of the tool: say so instead
    const note = `${t.unavailable ? ` — ${esc(local(t.unavailable))}` : ''}${notRun ? ` (${notRun} not run here${verified ? `; all ${verified.cases} agreed on ${verified.date}` : ''})` : ''}`;
    out.push(`| ${t.spec.id} | ${version} | **${n.agree} / ${n.total - notRun}** | ${n.disagree} | ${n.error - notRun}${note} | ${n.recordedTotal ? `${n.recordedOk} / ${n.recordedTotal}` : '—'} |`);
  }
  for (const nr of NOT_RUN) out.push(`| ${nr.id} | — | ${nr.status} | | | |`);
  out.push('');
  out.push('Verified versions (`src/profiles/verified-versions.ts`, written by the drift command `npm run fidelity -- --latest`');
  out.push('or `--version tool=x.y.z` only when every case of the corpus agreed):');
  out.push('');
  out.push('| tool | verified | on | cases |');
  out.push('| --- | --- | --- | --- |');
  for (const [tool, v] of Object.entries(VERIFIED_VERSIONS)) out.push(`| ${tool} | ${v.version} | ${v.date} | ${v.cases} |`);
  out.push('');
  out.push('"real run = recorded oracle": the tool\'s sentinels in this run equal the ones recorded in `expected.json`');
  out.push('(from `../shared/oracle`), i.e. the harness reproduces the oracle. A case that differs from the engine but');
  out.push('matches the recording is an engine gap; one that differs from both points at the run itself.');
  out.push('');
  out.push('Versions and commands:');
  out.push('');
  out.push('| tool | package | pinned | wire format | command |');
  out.push('| --- | --- | --- | --- | --- |');
  for (const t of r.tools) {
    const cmd = t.cases.find((c) => c.tool && c.vantage.touch.length === 0)?.tool?.command.join(' ') ?? `${t.spec.bin} …`;
    out.push(`| ${t.spec.id} | \`${t.spec.pkg}\` | ${t.spec.version} | ${esc(t.spec.api)} | \`${esc(cmd)}\` |`);
  }
  out.push('');
  out.push('Run it: `npm run fidelity` (all), `npm run fidelity -- --tool codex,pi --fixture budget,lazy`, `--timeout 90`');
  out.push('(seconds per run), `--skip-install`, `--skip-run` (re-compare the stored runs in `.fidelity/results/` against the');
  out.push('current engine), `--jobs 2`. Not part of CI: it needs the tools (about 1.8 GB) and a few minutes.');
  out.push('');
  for (const t of r.tools) {
    const n = counts(t.cases);
    out.push(`## ${t.spec.id} ${t.versions.join(', ') || t.spec.version}`);
    out.push('');
    // a tool with no stored run here (not installed in this checkout): one line, not a row of errors per case
    if (t.cases.length > 0 && t.cases.every((c) => !c.tool)) {
      out.push(`No stored run of ${t.spec.id} ${t.spec.version} here${t.unavailable ? ` (${esc(local(t.unavailable))})` : ''}: its ${n.total} cases are not compared on this page (its own results: docs/more-agents.md).`);
      out.push('');
      continue;
    }
    out.push(`${n.agree} / ${n.total} agree${n.disagree ? `, ${n.disagree} differ` : ''}${n.error ? `, ${n.error} could not be compared` : ''}.${t.unavailable ? ` ${esc(local(t.unavailable))}` : ''}`);
    out.push('');
    if (t.cases.length === 0) continue;
    out.push('| fixture | cwd | touch | result | = recorded |');
    out.push('| --- | --- | --- | --- | --- |');
    for (const c of t.cases) {
      const rec = c.matchesRecorded === undefined ? '' : c.matchesRecorded ? 'yes' : `**no** (${esc(c.recordedNote ?? '')})`;
      out.push(`| ${c.vantage.fixture} | ${c.vantage.cwd} | ${esc(c.vantage.touch.join(', '))} | ${shortResult(c)} | ${rec} |`);
    }
    out.push('');
    const dis = t.cases.filter((c) => c.verdict === 'disagree');
    if (dis.length) {
      out.push(`### ${t.spec.id}: disagreements`);
      out.push('');
      out.push('Sentinel names without the fixture\'s `SENTINEL_<FIXTURE>_` prefix; `×N` = occurrences.');
      out.push('');
      for (const c of dis) out.push(...disagreement(c, t, r));
    }
  }
  if (r.explore) out.push(r.explore, '');
  out.push('## Deviations and assumptions');
  out.push('');
  out.push('Where the engine knowingly differs from a run, or the answer depends on state outside the repository. Each');
  out.push('assumption is stated in the output itself (`assumes` on the stack, "Assumes:" in the PR comment) with the');
  out.push('`tools-options` knob that chooses it.');
  out.push('');
  for (const d of DEVIATIONS) out.push(`* **${d.tool}**: ${d.what} ${d.why}`);
  out.push('');
  out.push('## Limits');
  out.push('');
  out.push('* Default settings are run, plus cases whose `options` are only tool state the harness can set up (Codex');
  out.push('  `trusted`); other `options` (older Claude Code behaviour via `instructionFiles`, DeepSeek Harness `maxBytes`)');
  out.push('  are not executed here.');
  out.push('* Files outside the repository are not planted: `above-root` has no parent-directory files in the scratch copy,');
  out.push('  so the tools that walk above the git root (claude-code, qwen-code, pi; `outsideRepo` in `expected.json`)');
  out.push('  are only compared inside the repository, which is all the engine sees. User-level files (`~/.codex/AGENTS.md`, …)');
  out.push('  are not tested: HOME is empty.');
  out.push('* Where the text sits in the request (system prompt, user message, tool result) and its framing are not compared,');
  out.push('  only which files, their order, counts and cut points.');
  out.push('* Each tool runs offline with a fake model; behaviour that depends on remote feature flags (e.g. Claude Code\'s');
  out.push('  `tengu_agents_md_mod` in 2.1.277) follows the flag\'s offline default.');
  out.push('');
  out.push('## Not executed here');
  out.push('');
  for (const nr of NOT_RUN) out.push(`* **${nr.id}**: ${nr.status}.`);
  out.push('');
  return out.join('\n');
}
