// name-case: instruction file names that differ from a known name only in letter case. Linux
// runners match names exactly, macOS and Windows do not, so the same commit gives agents different
// instructions per machine (decisions.md §7).
import { instructionNames } from '../engine/instruction-files.js';
import { PROFILES, toolNames } from '../profiles/index.js';
import { baseName, parentDir } from '../repo/view.js';
import type { Finding, ToolId } from '../types.js';
import type { Check } from './check.js';
import { isPullRequest } from './util.js';

/** Tools that read `name` as it is on a case-sensitive file system. */
function exactReaders(name: string, names: (id: ToolId) => string[]): ToolId[] {
  const out: ToolId[] = [];
  for (const p of PROFILES) {
    const own = names(p.id);
    // [observed] Copilot CLI reads `agents.md` in the working directory in any case (rules @ lower/upper).
    const caseless = p.id === 'copilot' && name.toLowerCase() === 'agents.md';
    if (caseless || own.includes(name)) out.push(p.id);
  }
  return out;
}

/**
 * Directories whose Markdown pages are documentation (site sources, translations, references): a
 * page called `agents.md` or `context.md` there is about agents or context, not for them. No tool
 * starts a session in such a directory to work on the code, and advising a rename would turn a docs
 * page into agent instructions.
 */
const DOCS_DIR = /(^|\/)(docs?|documentation|i18n|l10n|locales?|website|site|content|pages|guides?|references?|api-docs|manual|handbook|wiki|blog|examples?)(\/|$)/i;

/** An all-lower-case spelling (`agents.md`, `context.md`) is also an ordinary page name; a mixed one (`Agents.md`, `CLAUDE.MD`) is meant as the instruction file. */
function ordinaryPageName(base: string): boolean {
  return base === base.toLowerCase();
}

export const nameCase: Check = {
  id: 'name-case',
  title: 'Instruction file names that differ only in case',
  defaultSeverity: 'warning',
  description:
    'A file such as agents.md or Claude.md matches AGENTS.md / CLAUDE.md on macOS and Windows but not on Linux, so tools read it on one machine and ignore it on another; two such names in one directory cannot both exist in a macOS or Windows checkout.',
  run(ctx) {
    const known = instructionNames(ctx).filter((n) => !n.includes('/'));
    // The first spelling listed is the canonical one (the well-known names come first: AGENTS.md, not agents.md).
    const byLower = new Map<string, string>();
    for (const n of known) if (!byLower.has(n.toLowerCase())) byLower.set(n.toLowerCase(), n);
    const names = (id: ToolId): string[] => PROFILES.find((p) => p.id === id)!.names(ctx.resolver.toolOptions(id));
    const changed = new Set(ctx.changedPaths);
    const out: Finding[] = [];
    const seenInDir = new Map<string, Map<string, string>>();
    for (const path of ctx.view.allPaths()) {
      const base = baseName(path);
      const canonical = byLower.get(base.toLowerCase());
      if (canonical === undefined) continue;
      const dir = parentDir(path);
      let lowers = seenInDir.get(dir);
      if (!lowers) seenInDir.set(dir, (lowers = new Map()));
      const other = lowers.get(base.toLowerCase());
      lowers.set(base.toLowerCase(), path);
      if (isPullRequest(ctx) && !changed.has(path) && !(other && changed.has(other))) continue;
      if (other !== undefined) {
        out.push({
          check: 'name-case',
          severity: 'error',
          path,
          line: 1,
          message: `${path} and ${other} differ only in case: a macOS or Windows checkout can hold only one of them, so what agents read there depends on which one git wrote last`,
          fix: `Merge them into ${dir === '' ? canonical : `${dir}/${canonical}`} and delete the other.`,
          key: `name-case:collision:${dir}:${base.toLowerCase()}`,
        });
        continue;
      }
      if (base === canonical) continue;
      if (ordinaryPageName(base) && DOCS_DIR.test(dir)) continue;
      const readers = exactReaders(base, names);
      const wanted = PROFILES.filter((p) => names(p.id).includes(canonical) && !readers.includes(p.id)).map((p) => p.id);
      out.push({
        check: 'name-case',
        severity: 'warning',
        path,
        line: 1,
        tools: [...new Set([...readers, ...wanted])],
        message:
          `${path} differs from ${canonical} only in case: on Linux (CI, cloud agents) ${readers.length ? `only ${toolNames(readers)} ${readers.length === 1 ? 'reads' : 'read'} it` : 'no tool reads it'}, ` +
          `while on macOS and Windows ${toolNames(wanted)} read it as ${canonical}, so the same commit gives agents different instructions per machine`,
        // Either rename changes what some machines load: the reviewer knows which was meant.
        fix:
          `If it is meant for agents, rename it to ${canonical} (git mv ${path} ${dir === '' ? canonical : `${dir}/${canonical}`}): every machine then reads it; ` +
          `if it is an ordinary page, rename it so it no longer matches ${canonical} (e.g. ${base.replace(/\.md$/i, '')}-guide.md): macOS and Windows sessions then stop reading it.`,
        key: `name-case:${path}`,
      });
    }
    return out;
  },
};
