// The tool profiles. Adding a tool = adding its file here.
import type { ToolId } from '../types.js';
import type { Profile } from './profile.js';
import { codex } from './codex.js';
import { claudeCode } from './claude-code.js';
import { geminiCli } from './gemini-cli.js';
import { qwenCode } from './qwen-code.js';
import { copilot } from './copilot.js';
import { opencode } from './opencode.js';
import { pi } from './pi.js';
import { cursor } from './cursor.js';
import { deepseekHarness } from './deepseek-harness.js';
import { grokBuild } from './grok-build.js';

export const PROFILES: readonly Profile[] = [claudeCode, codex, geminiCli, qwenCode, copilot, opencode, pi, cursor, deepseekHarness, grokBuild];

const byId = new Map<string, Profile>(PROFILES.map((p) => [p.id, p]));

export const TOOL_IDS: readonly ToolId[] = PROFILES.map((p) => p.id);

export function isToolId(id: string): id is ToolId {
  return byId.has(id);
}

export function getProfile(id: ToolId): Profile {
  const p = byId.get(id);
  if (!p) throw new Error(`unknown tool: ${id}`);
  return p;
}

/** The tool's display name; an id without a profile (a stale config, a newer report) shows as itself. */
export function toolName(id: string): string {
  return byId.get(id)?.name ?? id;
}

/** Display names joined for a sentence: `Claude Code, Codex`. */
export function toolNames(ids: Iterable<string>): string {
  return [...ids].map(toolName).join(', ');
}

/** How the profile was verified, in words (`execution 2.1.332`); empty for an unknown tool. */
export function verifiedText(id: string): string {
  const v = byId.get(id)?.verified;
  return v ? [v.method, v.version].filter(Boolean).join(' ') : '';
}
