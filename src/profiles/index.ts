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
