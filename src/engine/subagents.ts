// Claude Code subagents (profiles.md A5, [doc, 3p; not yet observed]): a subagent defined in
// `.claude/agents/<name>.md` whose frontmatter has `memory: project` starts with the project stack
// plus the first 200 lines (at most 25 KB) of `.claude/agent-memory/<name>/MEMORY.md`.
import { frontmatterOf, loadDoc } from '../doc/load.js';
import { listRules } from '../profiles/walk.js';
import { baseName } from '../repo/view.js';
import type { RepoView } from '../repo/view.js';
import type { Layer } from '../types.js';

// [doc] "the first 200 lines of MEMORY.md", the same 200-line / 25 KB cut as the auto-memory index.
export const MEMORY_MAX_LINES = 200;
export const MEMORY_MAX_BYTES = 25 * 1024;

export interface Subagent {
  name: string;
  /** The agent definition file. */
  path: string;
  memory: 'user' | 'project' | 'local' | undefined;
  /** The committed memory index for `project` (or a committed `local` one), when present. */
  memoryPath?: string;
}

export function listSubagents(view: RepoView): Subagent[] {
  const out: Subagent[] = [];
  for (const path of listRules(view, '', { dir: '.claude/agents', recursive: false, match: /\.md$/ })) {
    const fm = frontmatterOf(loadDoc(view, path));
    const name = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : baseName(path).replace(/\.md$/, '');
    const m = fm.data.memory;
    const memory = m === 'user' || m === 'project' || m === 'local' ? m : undefined;
    const dir = memory === 'local' ? '.claude/agent-memory-local' : '.claude/agent-memory';
    const memoryPath = memory && memory !== 'user' && loadDoc(view, `${dir}/${name}/MEMORY.md`).ok ? `${dir}/${name}/MEMORY.md` : undefined;
    out.push({ name, path, memory, ...(memoryPath ? { memoryPath } : {}) });
  }
  return out;
}

export interface MemoryCut {
  kept: string;
  layer: Layer;
}

/** The part of a memory index the tool keeps: 200 lines, at most 25 KB. */
export function memoryLayer(view: RepoView, path: string): MemoryCut | undefined {
  const doc = loadDoc(view, path);
  if (!doc.ok) return undefined;
  const lines = doc.text.split('\n');
  let kept = lines.slice(0, MEMORY_MAX_LINES).join('\n');
  let note: string | undefined;
  if (lines.length > MEMORY_MAX_LINES && !(lines.length === MEMORY_MAX_LINES + 1 && lines[MEMORY_MAX_LINES] === '')) {
    note = `only the first ${MEMORY_MAX_LINES} of ${lines.length} lines are loaded`;
  }
  const buf = Buffer.from(kept, 'utf8');
  if (buf.length > MEMORY_MAX_BYTES) {
    kept = buf.subarray(0, MEMORY_MAX_BYTES).toString('utf8').replace(/\n[^\n]*$/, '');
    note = `only the first ${MEMORY_MAX_BYTES} bytes are loaded`;
  }
  const truncated = note !== undefined;
  const layer: Layer = {
    path,
    reason: 'startup',
    via: 'subagent memory',
    bytes: doc.size,
    transformedBytes: doc.size,
    keptBytes: Buffer.byteLength(kept),
    truncated,
    omitted: false,
  };
  if (note) {
    layer.note = note;
    layer.lastLineKept = kept.split('\n').length;
  }
  return { kept, layer };
}
