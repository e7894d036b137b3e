// budget: a tool's effective stack exceeds what the tool keeps, so instructions are silently lost.
// Hard budgets come from the stacks (Layer.truncated / omitted, set by each profile's budget);
// soft recommendations (Claude Code's 200 lines) and subagent memory indexes are warnings.
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { ruleFile } from '../engine/instruction-files.js';
import { toolName } from '../profiles/index.js';
import { isFile } from '../repo/links.js';
import { baseName, joinPath } from '../repo/view.js';
import type { Finding, Layer, Stack, ToolId } from '../types.js';
import type { Check, CheckContext } from './check.js';
import { clip, plural, show } from './util.js';

/** Claude Code docs: "target under 200 lines per CLAUDE.md file" (docs/tools/claude-code.md). */
export const CLAUDE_RECOMMENDED_LINES = 200;
/** [3p] Claude Code warns "Large CLAUDE.md will impact performance" above 40,000 characters. */
export const CLAUDE_LARGE_CHARS = 40_000;
/** Subagent / auto-memory index: first 200 lines, 25 KB (profiles.md A5). */
export const MEMORY_MAX_LINES = 200;
export const MEMORY_MAX_BYTES = 25_000;

interface Loss {
  tool: ToolId;
  layer: Layer;
  stack: Stack;
  sessions: string[];
  targets: Set<string>;
}

function list(items: string[], max = 3): string {
  const uniq = [...new Set(items)];
  return uniq.length <= max ? uniq.join(', ') : `${uniq.slice(0, max).join(', ')} and ${uniq.length - max} more`;
}

function budgetFix(tool: ToolId, path: string): string {
  switch (tool) {
    case 'codex':
      return `Shorten ${path} or move parts into AGENTS.md files closer to the code they cover; or raise project_doc_max_bytes in ~/.codex/config.toml for everyone (and tools-options.codex.maxBytes here).`;
    case 'deepseek-harness':
      return `Shorten ${path} or the broader files above it, or raise maxBytes in the DeepSeek Harness configuration (and tools-options.deepseek-harness.maxBytes here).`;
    case 'copilot':
      return `Keep ${path} under the per-file limit: split it into .github/instructions/*.instructions.md files with applyTo.`;
    default:
      return `Shorten ${path}, or split it so each tool's budget holds what it must keep.`;
  }
}

function hardLosses(ctx: CheckContext): Finding[] {
  const losses = new Map<string, Loss>();
  for (const s of ctx.stacks) {
    for (const l of s.layers) {
      if (!l.truncated && !l.omitted) continue;
      const k = `budget:${s.tool}:${l.path}:${l.omitted ? 'drop' : 'cut'}:${l.keptBytes}:${l.transformedBytes}`;
      let loss = losses.get(k);
      if (!loss) losses.set(k, (loss = { tool: s.tool, layer: l, stack: s, sessions: [], targets: new Set() }));
      loss.sessions.push(s.cwd);
      for (const t of s.targets) loss.targets.add(t);
    }
  }
  const out: Finding[] = [];
  for (const [key, { tool, layer: l, stack: s, sessions, targets }] of losses) {
    const name = toolName(tool);
    const lost = Math.max(0, l.transformedBytes - l.keptBytes);
    const why =
      l.note ??
      (s.budgetBytes !== null ? `budget ${s.budgetBytes} bytes${s.budgetCounts ? `, counting ${s.budgetCounts}` : ''}` : s.budgetCounts ?? 'per-file limit');
    const firstLost = l.truncated ? (l.lastLineKept ?? 0) + 1 : 1;
    const what = l.omitted
      ? `${name} drops ${l.path} entirely, ${l.transformedBytes} bytes (${why})`
      : `${name} keeps only ${l.keptBytes} of ${l.transformedBytes} bytes of ${l.path} (${why}): from line ${firstLost} on, ${lost} bytes are lost`;
    const tlist = [...targets].map(show);
    out.push({
      check: 'budget',
      severity: 'error',
      path: l.path,
      line: firstLost,
      tools: [tool],
      message: `${what}; in sessions started in ${list(sessions.map(show), 5)}${tlist.length ? ` (for ${list(tlist, 5)})` : ''}`,
      fix: budgetFix(tool, l.path),
      key,
    });
  }
  return out;
}

function countLines(text: string): number {
  if (text === '') return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

/** Claude Code's recommended size per memory file (soft; nothing is cut). */
function claudeSize(ctx: CheckContext): Finding[] {
  if (!ctx.tools.includes('claude-code')) return [];
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const s of ctx.stacks) {
    if (s.tool !== 'claude-code') continue;
    for (const l of s.layers) {
      if (l.omitted || seen.has(l.path)) continue;
      seen.add(l.path);
      const doc = loadDoc(ctx.view, l.path);
      if (!doc.ok) continue;
      // Loaded through a symlink (web/CLAUDE.md -> AGENTS.md): the file to shorten, and the one a
      // pull request edits, is the target; reported once under it.
      const file = doc.realPath;
      if (file !== l.path && seen.has(`\0${file}`)) continue;
      seen.add(`\0${file}`);
      const lines = countLines(doc.text);
      const chars = doc.text.length;
      if (lines <= CLAUDE_RECOMMENDED_LINES && chars <= CLAUDE_LARGE_CHARS) continue;
      const parts: string[] = [];
      if (lines > CLAUDE_RECOMMENDED_LINES) parts.push(`${lines} lines; Claude Code's documentation recommends under ${CLAUDE_RECOMMENDED_LINES} per CLAUDE.md file`);
      if (chars > CLAUDE_LARGE_CHARS) parts.push(`${chars} characters, above the ${CLAUDE_LARGE_CHARS} at which Claude Code warns that a large memory file impacts performance`);
      out.push({
        check: 'budget',
        severity: 'warning',
        path: file,
        line: lines > CLAUDE_RECOMMENDED_LINES ? CLAUDE_RECOMMENDED_LINES + 1 : 1,
        tools: ['claude-code'],
        message: `${file}${file !== l.path ? ` (loaded as ${l.path}, a symlink to it)` : ''} has ${parts.join(', and ')} (see instruction-stack's docs/tools/claude-code.md); nothing is cut, but long files are followed less reliably`,
        fix: `Move topic-specific parts of ${file} into .claude/rules/*.md with paths: frontmatter, or into CLAUDE.md files in the directories they are about.`,
        key: `budget-size:claude-code:${file}`,
      });
    }
  }
  return out;
}

/** Subagents with `memory: project` read the first 200 lines / 25 KB of their MEMORY.md. */
function agentMemory(ctx: CheckContext): Finding[] {
  if (!ctx.tools.includes('claude-code')) return [];
  const out: Finding[] = [];
  const changed = new Set(ctx.changedPaths);
  for (const agent of ctx.view.allPaths()) {
    const rf = ruleFile(agent);
    if (!rf || rf.kind !== 'claude-agent') continue;
    const doc = loadDoc(ctx.view, agent);
    if (!doc.ok) continue;
    const fm = frontmatterOf(doc);
    const scope = fm.data.memory;
    if (scope !== 'project' && scope !== 'local') continue;
    const name = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : baseName(agent).replace(/\.md$/, '');
    const mem = joinPath(rf.base, `.claude/${scope === 'project' ? 'agent-memory' : 'agent-memory-local'}/${name}/MEMORY.md`);
    if (!isFile(ctx.view, mem)) continue;
    if (changed.size > 0 && !changed.has(mem) && !changed.has(agent)) continue;
    const md = loadDoc(ctx.view, mem);
    if (!md.ok) continue;
    const lines = countLines(md.text);
    const bytes = Buffer.byteLength(md.text);
    if (lines <= MEMORY_MAX_LINES && bytes <= MEMORY_MAX_BYTES) continue;
    // First line not delivered: past line 200, or the line holding byte 25,000.
    let firstLost = lines > MEMORY_MAX_LINES ? MEMORY_MAX_LINES + 1 : Infinity;
    if (bytes > MEMORY_MAX_BYTES) {
      let acc = 0;
      const ls = md.text.split('\n');
      for (let i = 0; i < ls.length; i++) {
        acc += Buffer.byteLength(ls[i]!) + 1;
        if (acc > MEMORY_MAX_BYTES) {
          firstLost = Math.min(firstLost, i + 1);
          break;
        }
      }
    }
    const line = Number.isFinite(firstLost) ? firstLost : MEMORY_MAX_LINES + 1;
    const lostLines = Math.max(0, lines - line + 1);
    const firstText = md.text.split('\n')[line - 1] ?? '';
    out.push({
      check: 'budget',
      severity: 'warning',
      path: mem,
      line,
      tools: ['claude-code'],
      message:
        `${mem} is the memory index of subagent "${name}" (${agent}, memory: ${scope}); it has ${plural(lines, 'line')} and ${bytes} bytes, ` +
        `but the subagent starts with only the first ${MEMORY_MAX_LINES} lines / ${MEMORY_MAX_BYTES} bytes: ${plural(lostLines, 'line')} from line ${line} ` +
        `(${JSON.stringify(clip(firstText.trim(), 60))}) never reach it`,
      fix: `Condense ${mem} into a short index and move details into topic files in the same folder, which the subagent reads on demand.`,
      key: `budget-memory:${mem}`,
    });
  }
  return out;
}

export const budget: Check = {
  id: 'budget',
  title: 'Instructions lost to a size budget',
  defaultSeverity: 'error',
  description:
    "A tool's effective instructions for a path exceed that tool's budget (Codex project_doc_max_bytes, DeepSeek Harness maxBytes, per-file caps), so files are cut or dropped without notice; also flags files past recommended sizes.",
  run(ctx) {
    return [...hardLosses(ctx), ...claudeSize(ctx), ...agentMemory(ctx)];
  },
};
