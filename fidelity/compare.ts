// Compares what a real tool sent (ToolObservation) with what our engine says it sends
// (EngineObservation) for one vantage: files (sentinels), their order, occurrence counts, where a
// file was cut (truncation byte), and which files a touch added.
import type { EngineObservation } from './engine.js';
import type { ExpectedCase, Vantage } from './fixtures.js';
import { type PlantedFile, type SentinelHit, keptPrefixBytes } from './sentinels.js';
import type { ToolObservation } from './runner.js';

export type DiffKind = 'missing' | 'extra' | 'order' | 'count' | 'truncation';

export interface Diff {
  kind: DiffKind;
  /** `startup` or `touch` (what the touch added). */
  phase: 'startup' | 'touch';
  message: string;
}

export interface Truncation {
  path: string;
  bytes: number;
  toolKept: number;
  engineKept: number;
}

export interface CaseResult {
  vantage: Vantage;
  verdict: 'agree' | 'disagree' | 'error';
  /** Why the case could not be compared. */
  error?: string;
  diffs: Diff[];
  tool?: ToolObservation;
  engine: EngineObservation;
  truncations: Truncation[];
  /** The tool's run against the recorded oracle expectation (expected.json): true/false, or undefined when none is recorded. */
  matchesRecorded?: boolean;
  recordedNote?: string;
  /** The engine differs here on purpose, as documented in the fixture and the profile. */
  deviation?: string;
}

const tokens = (hs: readonly SentinelHit[]): string[] => hs.map((h) => h.token);

function seqDiffs(phase: Diff['phase'], tool: readonly SentinelHit[], engine: readonly SentinelHit[], short: (t: string) => string): Diff[] {
  const out: Diff[] = [];
  const t = tokens(tool);
  const e = tokens(engine);
  const missing = t.filter((x) => !e.includes(x));
  const extra = e.filter((x) => !t.includes(x));
  const label = phase === 'startup' ? 'at start-up' : 'after the touch';
  if (missing.length) out.push({ kind: 'missing', phase, message: `engine lacks ${label}: ${missing.map(short).join(', ')}` });
  if (extra.length) out.push({ kind: 'extra', phase, message: `engine has ${label} but the tool does not: ${extra.map(short).join(', ')}` });
  const common = t.filter((x) => e.includes(x));
  const ecommon = e.filter((x) => t.includes(x));
  if (common.join('\n') !== ecommon.join('\n')) {
    out.push({ kind: 'order', phase, message: `order ${label} differs: tool ${common.map(short).join(' → ')}; engine ${ecommon.map(short).join(' → ')}` });
  }
  const counts: string[] = [];
  for (const h of tool) {
    const o = engine.find((x) => x.token === h.token);
    if (o && o.count !== h.count) counts.push(`${short(h.token)} tool ×${h.count}, engine ×${o.count}`);
  }
  if (counts.length) out.push({ kind: 'count', phase, message: `occurrences ${label} differ: ${counts.join('; ')}` });
  return out;
}

/** Files the tool cut (first sentinel present, last absent) or the engine marks truncated: kept bytes on both sides. */
function truncations(files: readonly PlantedFile[], toolStartup: readonly SentinelHit[], toolStrings: readonly string[], engine: Extract<EngineObservation, { ok: true }>): Truncation[] {
  const present = new Set(tokens(toolStartup));
  const engineTokens = new Set(tokens(engine.startup));
  const out: Truncation[] = [];
  for (const f of files) {
    const first = f.tokens[0];
    const last = f.tokens[f.tokens.length - 1];
    if (first === undefined || last === undefined || f.tokens.length < 2) continue;
    const toolCut = present.has(first) && !present.has(last);
    const engineLayer = engine.layers.find((l) => l.path === f.path);
    const engineCut = (engineLayer?.truncated ?? false) || (engineTokens.has(first) && !engineTokens.has(last));
    if (!toolCut && !engineCut) continue;
    out.push({
      path: f.path,
      bytes: f.content.length,
      toolKept: keptPrefixBytes(f.content, toolStrings),
      engineKept: keptPrefixBytes(f.content, [engine.startupText]),
    });
  }
  return out;
}

export interface CompareInput {
  vantage: Vantage;
  tool: ToolObservation | undefined;
  engine: EngineObservation;
  files: readonly PlantedFile[];
  /** Decoded strings of the tool's start-up request (for the truncation byte). */
  toolStartupStrings: readonly string[];
  expected: ExpectedCase | undefined;
  short: (token: string) => string;
}

export function compareCase(input: CompareInput): CaseResult {
  const { vantage, tool, engine, short } = input;
  const base: CaseResult = { vantage, verdict: 'error', diffs: [], engine, truncations: [] };
  if (tool) base.tool = tool;
  if (tool && input.expected) {
    const exp = input.expected;
    const startupOk = exp.sentinels === undefined || exp.sentinels.join('\n') === tokens(tool.startup).join('\n');
    const addedOk = vantage.touch.length === 0 || exp.added === undefined || exp.added.join('\n') === tokens(tool.added ?? []).join('\n');
    if (tool.status === 'ok') {
      base.matchesRecorded = startupOk && addedOk;
      if (!base.matchesRecorded) {
        const parts: string[] = [];
        if (!startupOk) parts.push(`recorded start-up ${(exp.sentinels ?? []).map(short).join(', ') || '—'}`);
        if (!addedOk) parts.push(`recorded touch-added ${(exp.added ?? []).map(short).join(', ') || '—'}`);
        base.recordedNote = parts.join('; ');
      }
    }
  }
  if (!tool) return { ...base, error: 'tool not run (no stored result)' };
  if (tool.status !== 'ok') return { ...base, error: `tool run failed: ${tool.problems.join('; ')}` };
  if (!engine.ok) return { ...base, error: `engine failed: ${engine.error}` };

  let diffs = seqDiffs('startup', tool.startup, engine.startup, short);
  // A documented deviation at start-up (expected.json `engineSentinels`, stated on the stack): the engine's
  // answer is the one recorded as deliberate, and the tool's run is the one recorded as its truth.
  const exp = input.expected;
  if (diffs.length && exp?.deviation && exp.engineSentinels && base.matchesRecorded && exp.engineSentinels.join('\n') === tokens(engine.startup).join('\n')) {
    base.deviation = `${diffs.map((d) => d.message).join('; ')}. ${exp.deviation}`;
    diffs = [];
  }
  const truncs = truncations(input.files, tool.startup, input.toolStartupStrings, engine);
  for (const t of truncs) {
    if (t.toolKept !== t.engineKept) {
      diffs.push({ kind: 'truncation', phase: 'startup', message: `${t.path} (${t.bytes} B): tool keeps ${t.toolKept} B, engine keeps ${t.engineKept} B` });
    }
  }
  if (vantage.touch.length) {
    const touchDiffs = seqDiffs('touch', tool.added ?? [], engine.added, short);
    // A documented deviation on the touch order (expected.json `addedOrder: any`) is not a disagreement.
    const waived = input.expected?.addedOrder === 'any' ? touchDiffs.filter((d) => d.kind === 'order') : [];
    if (waived.length && input.expected?.deviation) base.deviation = `${waived.map((d) => d.message).join('; ')}. ${input.expected.deviation}`;
    diffs.push(...touchDiffs.filter((d) => !waived.includes(d)));
  }
  return { ...base, verdict: diffs.length ? 'disagree' : 'agree', diffs, truncations: truncs };
}
