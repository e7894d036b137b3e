// import: `@path` imports that fail (missing, outside the repository, cycles, too deep: found by the
// engine while expanding, see src/engine/imports.ts), files whose imports some tool reads as
// literal text, and references inside code that no tool expands.
import { classifyImport, scanImports, type ImportRef } from '../doc/imports.js';
import { codeRegions } from '../doc/markdown.js';
import { lineAt } from '../doc/decode.js';
import { loadDoc } from '../doc/load.js';
import { getProfile, isToolId, toolNames } from '../profiles/index.js';
import { resolvePath } from '../repo/links.js';
import type { RepoView } from '../repo/view.js';
import type { Finding, Stack, ToolId } from '../types.js';
import { cached } from '../memo.js';
import type { Check, CheckContext } from './check.js';
import { agree, clip, loadedPaths, readersOf, realFiles, sortTools } from './util.js';

interface LiveRef {
  ref: ImportRef;
  /** Repository path of the target (links followed). */
  target: string;
  real: string;
}

/** Live `@imports` in a file (outside code and comments) that point at existing files of the repository. */
function liveRefs(view: RepoView, path: string): LiveRef[] {
  const doc = loadDoc(view, path);
  const live: LiveRef[] = [];
  if (!doc.ok) return live;
  for (const ref of scanImports(doc.text, { grammar: 'claude', code: 'marked' })) {
    if (ref.inComment || ref.inCode) continue;
    const t = classifyImport(path, ref.spec);
    if (t.kind !== 'repo') continue;
    const r = resolvePath(view, t.path);
    if (!r.ok || r.entry.kind !== 'file') continue;
    live.push({ ref, target: t.path, real: r.path });
  }
  return live;
}

/** Engine findings (check `import`) merged across tools, with this check's severities. */
function engineFindings(ctx: CheckContext): Finding[] {
  const merged = new Map<string, Finding>();
  const changed = new Set(ctx.changedPaths);
  for (const s of ctx.stacks) {
    for (const f of s.findings) {
      if (f.check !== 'import') continue;
      if (changed.size > 0 && !touches(changed, f)) continue;
      const key = f.key ?? `import:${f.path ?? ''}:${f.line ?? ''}:${f.message}`;
      const hit = merged.get(key);
      if (hit) {
        hit.tools = sortTools([...(hit.tools ?? []), ...(f.tools ?? [s.tool])]);
        continue;
      }
      const g: Finding = { ...f, key, tools: sortTools(f.tools ?? [s.tool]) };
      // A URL is rejected by every tool that imports (nothing leaves the repository): worth fixing, not failing.
      if (key.startsWith('import-outside:')) g.severity = /points to a URL/.test(f.message) ? 'warning' : 'error';
      // The engine files a missing target only for path-like references (src/doc/imports.ts pathLike).
      else if (key.startsWith('import-missing:')) g.severity = 'error';
      else g.severity = 'warning';
      merged.set(key, g);
    }
  }
  return [...merged.values()];
}

/** In a pull request: the importing file changed, or the file the import names did (deleted, moved). */
function touches(changed: Set<string>, f: Finding): boolean {
  if (f.path === undefined || changed.has(f.path)) return true;
  const raw = /^@(\S+)/.exec(f.message)?.[1];
  if (!raw) return false;
  const t = classifyImport(f.path, raw.replace(/\\ /g, ' ').replace(/#.*$/, ''));
  return t.kind === 'repo' && changed.has(t.path);
}

/** Paths and real paths of the layers a session sends (not the omitted ones). */
function heldPaths(layers: readonly { path: string; realPath?: string; omitted?: boolean }[]): Set<string> {
  const held = new Set<string>();
  for (const l of layers) {
    if (l.omitted) continue;
    held.add(l.path);
    if (l.realPath) held.add(l.realPath);
  }
  return held;
}

/**
 * Tools that load a file with live imports without expanding them, and what they miss: one finding
 * per file, under its real path (a tool reading it through a symlink such as CLAUDE.md -> AGENTS.md
 * is named with the name it reads).
 */
function literalReaders(ctx: CheckContext): Finding[] {
  type Miss = { tools: Set<ToolId>; missing: Set<string>; aliases: Map<string, Set<ToolId>> };
  const byReal = new Map<string, Miss>();
  const refCache = new Map<string, LiveRef[]>();
  const refsOf = (path: string): LiveRef[] => cached(refCache, path, () => liveRefs(ctx.view, path));
  // In a pull request only the files it changes are reported.
  const changed = new Set(ctx.changedPaths);
  // What a stack adds depends only on its tool and layers, and stacks of one session directory share
  // their layer list: each (tool, list) is looked at once.
  const seen = new Map<ToolId, Set<Stack['layers']>>();
  for (const s of ctx.stacks) {
    if (!isToolId(s.tool)) continue;
    const lists = cached(seen, s.tool, () => new Set<Stack['layers']>());
    if (lists.has(s.layers)) continue;
    lists.add(s.layers);
    const pol = getProfile(s.tool).imports;
    // What the session holds, gathered only once a layer it does not expand has imports (most stacks: none).
    let held: Set<string> | undefined;
    for (const l of s.layers) {
      const real = l.realPath ?? l.path;
      if (l.omitted || (changed.size > 0 && !changed.has(l.path) && !changed.has(real))) continue;
      const expands = pol !== undefined && (l.reason === 'import' || !pol.appliesTo || pol.appliesTo(l.path));
      if (expands) continue;
      const refs = refsOf(l.path);
      if (refs.length === 0) continue;
      held ??= heldPaths(s.layers);
      const h = held;
      // Harmless when the tool loads every imported file anyway (CLAUDE.md = `@AGENTS.md` next to AGENTS.md).
      const missing = refs.filter((r) => !h.has(r.target) && !h.has(r.real));
      if (missing.length === 0) continue;
      const m = cached(byReal, real, (): Miss => ({ tools: new Set(), missing: new Set(), aliases: new Map() }));
      m.tools.add(s.tool);
      if (l.path !== real) cached(m.aliases, l.path, () => new Set<ToolId>()).add(s.tool);
      for (const r of missing) m.missing.add(r.ref.raw);
    }
  }
  const out: Finding[] = [];
  for (const [path, { tools, missing, aliases }] of byReal) {
    const first = refsOf(path).find((r) => missing.has(r.ref.raw)) ?? [...aliases.keys()].flatMap(refsOf).find((r) => missing.has(r.ref.raw));
    const lit = sortTools(tools);
    const expanders = sortTools(new Set([path, ...aliases.keys()].flatMap((p) => expandersOf(ctx, p))));
    const list = [...missing].map((m) => `@${m}`);
    const as = [...aliases].map(([name, ts]) => `${toolNames(sortTools(ts))} as ${name}`).join('; ');
    out.push({
      check: 'import',
      severity: 'warning',
      path,
      line: first?.ref.line,
      tools: lit,
      message:
        `${path} imports ${clip(list.join(', '), 160)}, but ${toolNames(lit)} ${agree(lit, 'loads', 'load')} ${path}${as ? ` (${as})` : ''} without expanding imports: ` +
        `they see the literal line${list.length === 1 ? '' : 's'} ${clip(list.map((l) => `\`${l}\``).join(', '), 160)} and not the imported instructions` +
        (expanders.length ? ` (which ${toolNames(expanders)} ${agree(expanders, 'gets', 'get')})` : ''),
      fix: `Put what every tool needs in ${path} itself (or in a file each of those tools reads), and keep @imports for what only the expanding tools need.`,
      key: `import-literal:${path}`,
    });
  }
  return out;
}

/** Tools that expand `@imports` in `path`, in tool order. */
function expandersOf(ctx: CheckContext, path: string): ToolId[] {
  return sortTools([...readersOf(ctx, path).values()].filter((r) => r.expands).map((r) => r.tool));
}

const expanded = new WeakMap<CheckContext, { path: string; expanders: ToolId[] }[]>();

/** Files the analysed stacks load whose imports some tool expands; in a pull request, only those it changes. Once per run. */
function expandedFiles(ctx: CheckContext): { path: string; expanders: ToolId[] }[] {
  return cached(expanded, ctx, () => expandedFilesOf(ctx));
}

function expandedFilesOf(ctx: CheckContext): { path: string; expanders: ToolId[] }[] {
  const changed = new Set(ctx.changedPaths);
  const out: { path: string; expanders: ToolId[] }[] = [];
  for (const path of realFiles(ctx.view, loadedPaths(ctx))) {
    if (changed.size > 0 && !changed.has(path)) continue;
    const expanders = expandersOf(ctx, path);
    if (expanders.length > 0) out.push({ path, expanders });
  }
  return out;
}

/**
 * `@path` inside inline code that names an existing file: no tool expands it. (Inside backticks the
 * `@` is not even preceded by whitespace, so every grammar skips it; fenced blocks are examples.)
 */
function inCodeRefs(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const { path, expanders } of expandedFiles(ctx)) {
    const text = loadDoc(ctx.view, path).text;
    if (!text.includes('@')) continue;
    for (const [s, e] of codeRegions(text)) {
      const code = text.slice(s, e);
      if (code.includes('\n')) continue;
      for (const m of code.matchAll(/(?:^|[\s`])@([./A-Za-z~][^\s`]*)/g)) {
        const raw = m[1]!;
        const t = classifyImport(path, raw.replace(/#.*$/, ''));
        if (t.kind !== 'repo') continue;
        const r = resolvePath(ctx.view, t.path);
        if (!r.ok || r.entry.kind !== 'file') continue;
        const line = lineAt(text, s + (m.index ?? 0));
        out.push({
          check: 'import',
          severity: 'note',
          path,
          line,
          tools: expanders,
          message: `\`@${raw}\` in ${path} names an existing file but sits in inline code, so ${toolNames(expanders)} ${agree(expanders, 'does', 'do')} not expand it`,
          fix: `If ${t.path} should be imported, write @${raw} outside backticks, after a space or at the start of a line.`,
          key: `import-code:${path}:${line}:${raw}`,
        });
      }
    }
  }
  return out;
}

/** A live `@import` that names a directory: every tool imports files only. */
function directoryRefs(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const { path, expanders } of expandedFiles(ctx)) {
    const doc = loadDoc(ctx.view, path);
    const seen = new Set<number>();
    for (const grammar of ['claude', 'qwen'] as const) {
      for (const ref of scanImports(doc.text, { grammar, code: 'marked' })) {
        if (ref.inCode || ref.inComment || seen.has(ref.start)) continue;
        seen.add(ref.start);
        const t = classifyImport(path, ref.spec);
        if (t.kind !== 'repo') continue;
        const r = resolvePath(ctx.view, t.path);
        if (!r.ok || r.entry.kind !== 'dir') continue;
        out.push({
          check: 'import',
          severity: 'warning',
          path,
          line: ref.line,
          tools: expanders,
          message: `@${ref.raw} in ${path} names the directory ${t.path === '' ? '.' : t.path}; imports load files only, so nothing is imported`,
          fix: `Import the file you mean (for example @${ref.raw.replace(/\/$/, '')}/README.md), or list the files one by one.`,
          key: `import-dir:${path}:${ref.line}:${ref.raw}`,
        });
      }
    }
  }
  return out;
}

export const importCheck: Check = {
  id: 'import',
  title: '@imports that fail or are read literally',
  defaultSeverity: 'error',
  description:
    '`@path` imports whose target is missing, outside the repository, in a cycle or beyond a tool\'s depth limit; files whose imports some tools read as literal text; references in code that no tool expands.',
  run(ctx) {
    return [...engineFindings(ctx), ...literalReaders(ctx), ...inCodeRefs(ctx), ...directoryRefs(ctx)];
  },
};
