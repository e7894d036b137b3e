// What a pull request changes for the agents, told per instruction file rather than per tool ×
// session: which tools now load a file (and when), which no longer do, which now cut or drop it
// for their budget, and which texts changed — each distinct text change once, with the places it
// applies to. Pure: a view over the report's stack groups.
import type { ChangeStatus } from '../types.js';
import type { Layer, ToolId } from '../types.js';
import type { Report, Session, StackGroup } from './analyse.js';

/** When a tool reads the file: at start, on touching a path, through an import. */
export interface ToolLoad {
  tool: ToolId;
  /** Empty when at least one session loads it at start; otherwise what makes the tool read it. */
  when: string[];
}

export interface BudgetCut {
  tool: ToolId;
  /** `cut` keeps the start of the file; `dropped` leaves it out whole. */
  kind: 'cut' | 'dropped';
  keptBytes: number;
  bytes: number;
  /** First line lost (cut only). */
  firstLostLine?: number;
  budgetBytes: number | null;
}

export interface FileChange {
  path: string;
  /** What the PR did to the file itself; undefined when only its loading changed. */
  status?: ChangeStatus;
  /** The target when the file is a symlink. */
  realPath?: string;
  loadedBy: ToolLoad[];
  droppedBy: ToolId[];
  /** Tools that load it before and after (an edit reaches them). */
  stillLoadedBy: ToolId[];
  /** Tools that now cut or drop it for their budget. */
  newlyCut: BudgetCut[];
  /** Tools that cut or dropped it on the base and no longer do. */
  noLongerCut: ToolId[];
}

/** One distinct change of an effective text and every (tool, session, path) it applies to. */
export interface TextChange {
  groups: StackGroup[];
  added: number;
  removed: number;
}

function dirOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

function whenText(l: Layer): string | undefined {
  if (l.reason === 'startup') return undefined;
  if (l.reason === 'nested') {
    const d = dirOf(l.path);
    return d === '' ? 'on touching any file' : `on touching ${d}/**`;
  }
  if (l.reason === 'conditional') return l.via ? `on touching ${l.via}` : 'on touching a matching file';
  return l.via ? `imported by ${l.via}` : 'through an import';
}

const cutOf = (l: Layer | undefined): boolean => l !== undefined && (l.truncated || l.omitted);

/**
 * Worked out once per report: the comment and the job summary both need them, and on a large PR
 * each is a pass over thousands of groups (the texts' diffs among them). Keyed by the report's group
 * list, which nothing changes once the analysis returned it.
 */
function once<T>(f: (r: Report) => T): (r: Report) => T {
  const memo = new WeakMap<StackGroup[], { changed: Report['changed']; value: T }>();
  return (r) => {
    const hit = memo.get(r.groups);
    if (hit && hit.changed === r.changed) return hit.value;
    const value = f(r);
    memo.set(r.groups, { changed: r.changed, value });
    return value;
  };
}

/** Per instruction file, in the order: changed by the PR first, then by path. */
export const fileChanges: (r: Report) => FileChange[] = once(computeFileChanges);

function computeFileChanges(r: Report): FileChange[] {
  const status = new Map<string, ChangeStatus>();
  for (const f of r.changed?.files ?? []) {
    status.set(f.path, f.status);
    if (f.previousPath && f.status === 'renamed') status.set(f.previousPath, 'removed');
  }
  const byPath = new Map<string, FileChange>();
  const get = (path: string, layer?: Layer): FileChange => {
    let c = byPath.get(path);
    if (!c) {
      c = { path, status: status.get(path), loadedBy: [], droppedBy: [], stillLoadedBy: [], newlyCut: [], noLongerCut: [] };
      if (layer?.realPath) c.realPath = layer.realPath;
      byPath.set(path, c);
    }
    return c;
  };
  // Per (file, tool): the reasons it is loaded where it was not, and whether it is kept on both sides.
  const loads = new Map<string, Map<ToolId, Set<string | undefined>>>();
  const still = new Map<string, Set<ToolId>>();
  const dropped = new Map<string, Set<ToolId>>();
  const add = <T>(m: Map<string, Set<T>>, k: string, v: T): void => {
    let s = m.get(k);
    if (!s) m.set(k, (s = new Set()));
    s.add(v);
  };
  for (const g of r.groups) {
    if (!g.changed) continue;
    const baseLayers = new Map((g.base?.layers ?? []).map((l) => [l.path, l]));
    const headLayers = new Map(g.head.layers.map((l) => [l.path, l]));
    for (const p of g.addedLayers) {
      const l = headLayers.get(p);
      get(p, l);
      let m = loads.get(p);
      if (!m) loads.set(p, (m = new Map()));
      let s = m.get(g.tool);
      if (!s) m.set(g.tool, (s = new Set()));
      s.add(l ? whenText(l) : undefined);
    }
    for (const p of g.droppedLayers) {
      get(p, baseLayers.get(p));
      add(dropped, p, g.tool);
    }
    for (const [p, l] of headLayers) {
      const b = baseLayers.get(p);
      if (b && !b.omitted && !l.omitted && status.has(p)) {
        get(p, l);
        add(still, p, g.tool);
      }
      if (cutOf(l) && !cutOf(b) && b !== undefined) {
        const c = get(p, l);
        if (!c.newlyCut.some((x) => x.tool === g.tool)) {
          const cut: BudgetCut = { tool: g.tool, kind: l.omitted ? 'dropped' : 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
          if (l.truncated && l.lastLineKept !== undefined) cut.firstLostLine = l.lastLineKept + 1;
          c.newlyCut.push(cut);
        }
      }
    }
    for (const [p, b] of baseLayers) {
      const l = headLayers.get(p);
      if (cutOf(b) && l && !cutOf(l)) {
        const c = get(p, l);
        if (!c.noLongerCut.includes(g.tool)) c.noLongerCut.push(g.tool);
      }
    }
  }
  // A file newly loaded but cut on arrival is still "now cut" for that tool.
  for (const g of r.groups) {
    if (!g.changed) continue;
    for (const p of g.addedLayers) {
      const l = g.head.layers.find((x) => x.path === p);
      const c = byPath.get(p);
      if (!l || !c || !l.truncated || c.newlyCut.some((x) => x.tool === g.tool)) continue;
      const cut: BudgetCut = { tool: g.tool, kind: 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
      if (l.lastLineKept !== undefined) cut.firstLostLine = l.lastLineKept + 1;
      c.newlyCut.push(cut);
    }
  }
  const order = new Map(r.tools.map((t, i) => [t, i]));
  const byTool = (a: ToolId, b: ToolId): number => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  for (const c of byPath.values()) {
    const m = loads.get(c.path);
    if (m) {
      c.loadedBy = [...m.entries()]
        .map(([tool, reasons]) => ({ tool, when: reasons.has(undefined) ? [] : ([...reasons].filter((x): x is string => x !== undefined).sort()) }))
        .sort((a, b) => byTool(a.tool, b.tool));
    }
    const loadedNow = new Set(c.loadedBy.map((l) => l.tool));
    c.droppedBy = [...(dropped.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
    c.stillLoadedBy = [...(still.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
    c.newlyCut.sort((a, b) => byTool(a.tool, b.tool));
    c.noLongerCut.sort(byTool);
  }
  return [...byPath.values()]
    .filter((c) => c.loadedBy.length + c.droppedBy.length + c.newlyCut.length + c.noLongerCut.length > 0 || (c.status !== undefined && c.stillLoadedBy.length > 0))
    .sort((a, b) => Number(b.status !== undefined) - Number(a.status !== undefined) || a.path.localeCompare(b.path));
}

/** What a diff adds and removes, without positions, with the session's directory neutralised. */
export function diffKey(g: StackGroup): string {
  const lines: string[] = [];
  for (const h of g.diff?.hunks ?? []) for (const l of h.lines) if (l.op !== ' ') lines.push(`${l.op}${l.text}`);
  const cwd = g.sessions[0]?.cwd ?? '';
  return lines.map((l) => (cwd !== '' ? l.split(cwd).join('<cwd>') : l)).join('\n');
}

/** Changed effective texts, identical changes merged (largest audience first). */
export const textChanges: (r: Report) => TextChange[] = once(computeTextChanges);

function computeTextChanges(r: Report): TextChange[] {
  const byKey = new Map<string, TextChange>();
  for (const g of r.groups) {
    if (!g.changed || !g.diff || g.diff.hunks.length === 0) continue;
    const k = diffKey(g);
    const t = byKey.get(k);
    if (t) t.groups.push(g);
    else byKey.set(k, { groups: [g], added: g.diff.added, removed: g.diff.removed });
  }
  return [...byKey.values()].sort((a, b) => b.groups.length - a.groups.length);
}

/** Sessions of a list of groups, de-duplicated. */
export function sessionsOf(gs: StackGroup[]): Session[] {
  const seen = new Map<string, Session>();
  for (const g of gs) for (const s of g.sessions) seen.set(`${s.vantage}\0${s.cwd}`, s);
  return [...seen.values()];
}
