// fork: files that stand for the same instructions under different names in one directory
// (AGENTS.md, CLAUDE.md, GEMINI.md...) and have drifted apart, or are copies that will.
import { scanImports, classifyImport } from '../doc/imports.js';
import { loadDoc } from '../doc/load.js';
import { toolNames } from '../profiles/index.js';
import { resolvePath } from '../repo/links.js';
import { baseName, parentDir, type RepoView } from '../repo/view.js';
import type { Finding, ToolId } from '../types.js';
import type { Check, CheckContext } from './check.js';
import { agree, importSupport, lineDiff, normalise, plural, readersOf, relFrom, show, sortTools } from './util.js';

/** Names that stand for the same instructions in one directory, in preference order (AGENTS.md is the reference). */
export const TWIN_NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'QWEN.md', 'AGENT.md'];
/** Twins that live at the root only. */
export const ROOT_TWINS = ['.github/copilot-instructions.md'];

interface Member {
  path: string;
  real: string;
  regular: boolean;
  text: string;
  raw: string;
}

/** Directories holding at least two twin names, with their twin paths in preference order. */
function twinGroups(view: RepoView, names: string[]): Map<string, string[]> {
  const simple = new Set(names.filter((n) => !n.includes('/')));
  const nested = names.filter((n) => n.includes('/'));
  const found = new Map<string, Set<string>>();
  const add = (dir: string, p: string): void => {
    let s = found.get(dir);
    if (!s) found.set(dir, (s = new Set()));
    s.add(p);
  };
  for (const p of view.allPaths()) {
    if (simple.has(baseName(p))) add(parentDir(p), p);
    for (const n of nested) {
      if (p === n) add('', p);
      else if (p.endsWith(`/${n}`)) add(p.slice(0, p.length - n.length - 1), p);
    }
  }
  for (const n of ROOT_TWINS) if (view.entry(n)) add('', n);
  const order = (dir: string, p: string): number => {
    const rel = dir === '' ? p : p.slice(dir.length + 1);
    const i = names.indexOf(rel);
    return i < 0 ? names.length : i;
  };
  const out = new Map<string, string[]>();
  for (const [dir, set] of found) {
    if (set.size < 2) continue;
    out.set(
      dir,
      [...set].sort((a, b) => order(dir, a) - order(dir, b) || a.localeCompare(b)),
    );
  }
  return out;
}

function member(view: RepoView, path: string): Member | undefined {
  const doc = loadDoc(view, path);
  if (!doc.ok) return undefined;
  return { path, real: doc.realPath, regular: view.entry(path)?.kind === 'file', text: normalise(doc.text), raw: doc.text };
}

/** `from` imports `to` with a live `@import` (outside code and comments). */
function imports(view: RepoView, from: Member, to: Member): boolean {
  const seen = new Set<string>();
  for (const grammar of ['claude', 'qwen'] as const) {
    for (const r of scanImports(from.raw, { grammar, code: 'marked' })) {
      if (r.inCode || r.inComment || seen.has(r.spec)) continue;
      seen.add(r.spec);
      const t = classifyImport(from.path, r.spec);
      if (t.kind !== 'repo') continue;
      if (t.path === to.path || t.path === to.real) return true;
      const res = resolvePath(view, t.path);
      if (res.ok && res.path === to.real) return true;
    }
  }
  return false;
}

function readers(ctx: CheckContext, ...paths: string[]): ToolId[] {
  const out: ToolId[] = [];
  for (const p of paths) out.push(...readersOf(ctx, p).keys());
  return sortTools(out);
}

/** How to keep `copy` in step with `ref`: a symlink, or an import where the readers of `copy` expand one. */
function fixFor(ctx: CheckContext, ref: string, copy: string): string {
  const rel = relFrom(parentDir(copy), ref);
  const link = `replace ${copy} with a symlink (\`ln -sf ${rel} ${copy}\`)`;
  const { expand, literal } = importSupport(ctx, copy);
  if (expand.length === 0) return `Keep one source: ${link}.`;
  const imp = `or, where Windows checkouts matter, with a one-line \`@${rel}\` plus only what is specific to it (${toolNames(expand)} ${agree(expand, 'expands', 'expand')} it${literal.length ? `; ${toolNames(literal)} would read the line literally` : ''})`;
  return `Keep one source: ${link}, ${imp}.`;
}

/** "Codex CLI, Pi read AGENTS.md; Claude Code reads CLAUDE.md" */
function versions(ctx: CheckContext, a: string, b: string): string {
  const parts: string[] = [];
  for (const p of [a, b]) {
    const t = sortTools(readersOf(ctx, p).keys());
    if (t.length) parts.push(`${toolNames(t)} ${agree(t, 'reads', 'read')} ${p}`);
  }
  return parts.length ? parts.join('; ') : 'tools reading one name get a different version than tools reading the other';
}

/**
 * Whether two files of a directory stand in for one another: some tool reads the first and not
 * the second, and some other tool the second and not the first (CLAUDE.md for Claude Code,
 * AGENTS.md for Codex). Files one tool reads together (Copilot: copilot-instructions.md and
 * AGENTS.md) are two files, not two versions of one.
 */
function inPlaceOfEachOther(ctx: CheckContext, a: string, b: string): boolean {
  const ra = new Set(readersOf(ctx, a).keys());
  const rb = new Set(readersOf(ctx, b).keys());
  return [...ra].some((t) => !rb.has(t)) && [...rb].some((t) => !ra.has(t));
}

/** Whether `m` says it is a copy of `ref` ("keep in sync with AGENTS.md", "mirror of AGENTS.md"). */
function claimsCopy(m: Member, ref: Member): boolean {
  const name = baseName(ref.path).replace(/[.]/g, '\\.');
  const near = new RegExp(`(cop(y|ied)|mirror|in sync|sync(ed)? with|same as|identical|duplicate)[^\\n]{0,60}${name}|${name}[^\\n]{0,60}(cop(y|ied)|mirror|in sync|identical|duplicate)`, 'i');
  return near.test(m.raw);
}

/** Share of the shorter file's lines the two have in common: below one half they are separate files, not drifted copies. */
function overlap(a: string, b: string, d: { onlyA: number; onlyB: number }): number {
  const la = a === '' ? 0 : a.split('\n').length;
  const lb = b === '' ? 0 : b.split('\n').length;
  const common = Math.max(0, la - d.onlyA);
  return common / Math.max(1, Math.min(la, lb));
}

export const fork: Check = {
  id: 'fork',
  title: 'Twin instruction files that drifted',
  defaultSeverity: 'error',
  description:
    'AGENTS.md, CLAUDE.md, GEMINI.md and other names for the same instructions in one directory whose contents differ (drifted twins), or identical copies that will drift.',
  run(ctx) {
    const names = [...TWIN_NAMES, ...(ctx.twinNames ?? []).filter((n) => !TWIN_NAMES.includes(n))];
    const out: Finding[] = [];
    const changed = new Set(ctx.changedPaths);
    for (const [dir, paths] of twinGroups(ctx.view, names)) {
      const all = paths.map((p) => member(ctx.view, p)).filter((m): m is Member => m !== undefined);
      // A link to a twin is the sanctioned way to share; only regular files can drift.
      const regular = all.filter((m) => m.regular);
      if (regular.length < 2) continue;
      // In a pull request, only directories whose twins it touches.
      if (changed.size > 0 && !all.some((m) => changed.has(m.path) || changed.has(m.real))) continue;
      const ref = regular[0]!;
      for (const m of regular.slice(1)) {
        if (m.real === ref.real) continue;
        if (imports(ctx.view, m, ref) || imports(ctx.view, ref, m)) continue;
        // Who reads the pair: only once there is a finding to say it in (it may resolve stacks).
        let who: ToolId[] | undefined;
        const toolsOf = (): ToolId[] => (who ??= readers(ctx, ref.path, m.path));
        // A pull request that edits one of two identical twins and not the other.
        if (ctx.base && changed.size > 0 && changed.has(ref.path) !== changed.has(m.path) && m.text !== ref.text) {
          const b1 = member(ctx.base, ref.path);
          const b2 = member(ctx.base, m.path);
          if (b1 && b2 && b1.regular && b2.regular && b1.text === b2.text) {
            const [edited, stale] = changed.has(ref.path) ? [ref, m] : [m, ref];
            const d = lineDiff(stale.text, edited.text);
            out.push({
              check: 'fork',
              severity: 'error',
              path: edited.path,
              line: d.firstLineB,
              tools: toolsOf(),
              message:
                `This change edits ${edited.path} but not its twin ${stale.path}; they were identical on the base branch and now differ ` +
                `(${plural(d.onlyB, 'line')} only in ${baseName(edited.path)}, ${plural(d.onlyA, 'line')} only in ${baseName(stale.path)}).\n--- ${stale.path}\n+++ ${edited.path}\n${d.text}`,
              fix: `Update ${stale.path} too. ${fixFor(ctx, ref.path, m.path)}`,
              key: `fork-pr:${edited.path}:${stale.path}`,
            });
            continue;
          }
        }
        if (m.text === ref.text) {
          const tools = toolsOf();
          out.push({
            check: 'fork',
            severity: 'warning',
            path: m.path,
            line: 1,
            tools,
            message: `${m.path} is a copy of ${ref.path} (identical today); copies drift as soon as one is edited${tools.length ? ` (${toolNames(tools)} read one or the other)` : ''}`,
            fix: fixFor(ctx, ref.path, m.path),
            key: `fork-copy:${m.path}:${ref.path}`,
          });
          continue;
        }
        const d = lineDiff(ref.text, m.text);
        // Twins: names the team declared (fork.names), files some tool reads in place of the other, or
        // files that say they are copies; and drifted copies still share most of their lines.
        const declared = (ctx.twinNames ?? []).some((n) => m.path === n || m.path.endsWith(`/${n}`));
        // Both conditions must hold; the cheap one first (the other may resolve stacks).
        if (overlap(ref.text, m.text, d) < 0.5) continue;
        if (!declared && !inPlaceOfEachOther(ctx, ref.path, m.path) && !claimsCopy(m, ref) && !claimsCopy(ref, m)) continue;
        out.push({
          check: 'fork',
          severity: 'error',
          path: m.path,
          line: d.firstLineB,
          tools: toolsOf(),
          message:
            `${m.path} and ${ref.path} stand for the same instructions in ${show(dir)} but have drifted apart ` +
            `(${plural(d.onlyB, 'line')} only in ${baseName(m.path)}, ${plural(d.onlyA, 'line')} only in ${baseName(ref.path)}); ` +
            `${versions(ctx, ref.path, m.path)}.\n--- ${ref.path}\n+++ ${m.path}\n${d.text}`,
          fix: `Merge the differences into ${ref.path}, then ${fixFor(ctx, ref.path, m.path).replace(/^Keep one source: /, '')}`,
          key: `fork:${m.path}:${ref.path}`,
        });
      }
    }
    return out;
  },
};
