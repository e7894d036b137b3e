// shadowed: a file a tool would read on its own but skips because another file is there
// (Codex AGENTS.override.md over AGENTS.md, Claude Code's CLAUDE.md switching AGENTS.md off,
// OpenCode's AGENTS.md switching CLAUDE.md off, first-hit-per-directory tools). Found by asking the
// engine: the file is not loaded, and it would be once the shadowing file is taken away.
import { classifyImport, scanImports } from '../doc/imports.js';
import { loadDoc } from '../doc/load.js';
import { importsOutsideCwdLeftOut } from '../engine/imports.js';
import { Resolver } from '../engine/resolve.js';
import { chain, isUnder } from '../profiles/walk.js';
import { isInstructionPath } from '../engine/instruction-files.js';
import { getProfile, isToolId, toolName } from '../profiles/index.js';
import type { Candidate, Profile } from '../profiles/profile.js';
import { isFile, resolvePath, type Resolved } from '../repo/links.js';
import { baseName, joinPath, parentDir, type Entry, type ReadResult, type RepoView } from '../repo/view.js';
import type { Finding, Layer, ToolId, ToolOptions } from '../types.js';
import type { Check } from './check.js';
import { importedPaths, lineDiff, normalise, plural, relFrom, show, type ImportedPath } from './util.js';
import { cached } from '../memo.js';
import { escapeRegExp } from '../regexp.js';

/** The analysed tree with some paths taken away. */
export class HidingView implements RepoView {
  readonly source: RepoView['source'];
  readonly label: string;
  readonly absRoot: string;
  readonly hasGitMarker: boolean;
  readonly maxReadBytes: number;
  private readonly kids = new Map<string, ReadonlyMap<string, Entry> | undefined>();
  private all: string[] | undefined;
  /** Directories holding a hidden path. */
  private readonly dirs: ReadonlySet<string>;

  constructor(
    private readonly base: RepoView,
    private readonly hidden: ReadonlySet<string>,
  ) {
    this.source = base.source;
    this.label = `${base.label} without ${[...hidden].join(', ')}`;
    this.dirs = new Set([...hidden].map(parentDir));
    this.absRoot = base.absRoot;
    this.hasGitMarker = base.hasGitMarker;
    this.maxReadBytes = base.maxReadBytes;
  }

  children(dir: string): ReadonlyMap<string, Entry> | undefined {
    // A directory holding no hidden path lists as in the analysed tree (most of them).
    if (!this.dirs.has(dir)) return this.base.children(dir);
    if (this.kids.has(dir)) return this.kids.get(dir);
    const m = this.base.children(dir);
    let out: ReadonlyMap<string, Entry> | undefined = m;
    if (m) {
      const f = new Map<string, Entry>();
      for (const [n, e] of m) if (!this.hidden.has(joinPath(dir, n))) f.set(n, e);
      out = f;
    }
    this.kids.set(dir, out);
    return out;
  }

  entry(path: string): Entry | undefined {
    return this.hidden.has(path) ? undefined : this.base.entry(path);
  }

  read(path: string): ReadResult {
    return this.hidden.has(path) ? { ok: false, reason: 'missing', message: `${path} does not exist` } : this.base.read(path);
  }

  allPaths(): readonly string[] {
    return (this.all ??= this.base.allPaths().filter((p) => !this.hidden.has(p)));
  }

  /**
   * A path resolved the same way here as in the analysed tree (no hidden entry on the way) reads the
   * same bytes: its document, and all the engine derives from it, is the analysed tree's.
   */
  sharesWith(path: string): RepoView | undefined {
    return this.resolvesAs(path) ?? (sameResolution(resolvePath(this, path), resolvePath(this.base, path)) ? this.base : undefined);
  }

  resolvesAs(path: string): RepoView | undefined {
    // Resolved without links in the analysed tree, a path's walk looks up only its own prefixes: with
    // none of them hidden, the walk here is the same one (the analysed tree's resolution is memoised
    // there, once for every hiding view, instead of a walk in each).
    return resolvePath(this.base, path).links.length === 0 && !this.hidesPrefixOf(path) ? this.base : undefined;
  }

  /** A hidden path is `path` or one of its ancestors. */
  private hidesPrefixOf(path: string): boolean {
    for (const h of this.hidden) if (path === h || (path.startsWith(h) && path.charCodeAt(h.length) === 47)) return true;
    return false;
  }
}

function sameResolution(a: Resolved, b: Resolved): boolean {
  if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i])) return false;
  if (a.ok && b.ok) return a.path === b.path && a.entry.kind === b.entry.kind;
  return !a.ok && !b.ok && a.problem === b.problem && a.at === b.at && a.target === b.target;
}

/** Resolvers with files taken away kept at once by the shadowed check (see loadsWithout). */
const HIDERS_KEPT = 8;

/**
 * Every path a start-up session of `p` in `cwd` could load in `view` under `opts`, and more: the
 * profile's start-up candidates and, with no depth limit, every repository path an `@reference` in
 * them names, either grammar, in code and comments too, read from the text as stored and as the
 * profile transforms it, resolved from the file's path and its real path; each with its real path.
 * The engine's start-up files are candidates and the imports it follows from them
 * (src/engine/imports.ts), so a file outside this set is not among them: no resolution needed to
 * say so (test/check-shortcuts.test.ts compares it with the resolver on fixture trees).
 */
export function mayLoadAtStart(view: RepoView, p: Profile, opts: ToolOptions, cwd: string): ReadonlySet<string> {
  const out = new Set<string>();
  const queue: Candidate[] = p.startup({ view, opts }, cwd);
  // Claude Code's approval gate: below the root, an import outside cwd is neither loaded nor
  // followed unless external imports are approved.
  const pol = p.imports;
  const gated = importsOutsideCwdLeftOut(p, opts, cwd);
  // A transform may depend on how a file is read (reason, label): each way is scanned once.
  const scanned = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i] as Candidate;
    out.add(c.path);
    const doc = loadDoc(view, c.path);
    out.add(doc.realPath);
    // A tool without an import policy loads its candidates alone; a text without `@` imports nothing.
    if (!pol || !doc.ok || !doc.text.includes('@')) continue;
    const way = `${c.path}\0${c.reason}\0${c.label ?? ''}`;
    if (scanned.has(way)) continue;
    scanned.add(way);
    for (const text of p.transform ? [doc.text, p.transform(doc.text, c)] : [doc.text]) {
      for (const grammar of ['claude', 'qwen'] as const) {
        for (const r of scanImports(text, { grammar, code: 'marked' })) {
          for (const from of doc.realPath === c.path ? [c.path] : [c.path, doc.realPath]) {
            const t = classifyImport(from, r.spec);
            if (t.kind === 'repo' && !(gated && !isUnder(cwd, t.path)) && !scanned.has(`${t.path}\0import\0`)) queue.push({ path: t.path, reason: 'import', via: c.path });
          }
        }
      }
    }
  }
  return out;
}

/** Why a tool skips files, in words (profiles.md); the finding stands without it. */
const HOW: Partial<Record<ToolId, string>> = {
  codex: 'Codex reads one file per directory: AGENTS.override.md if present, else AGENTS.md',
  pi: 'Pi reads one file per directory: the first of AGENTS.md, CLAUDE.md',
  opencode: 'OpenCode reads CLAUDE.md only when no AGENTS.md exists anywhere in the chain',
  'claude-code': 'Claude Code 2.1.332 reads AGENTS.md only while no CLAUDE.md, CLAUDE.local.md or .claude/CLAUDE.md is loaded, anywhere in the chain',
};

function fixFor(tool: ToolId, file: string, by: string[]): string {
  const first = by[0] ?? '';
  switch (tool) {
    case 'codex':
      return `Merge what ${first} adds into ${file} and delete ${first} (override files are meant for one machine), or stop committing it.`;
    case 'claude-code': {
      const dir = parentDir(file);
      const here = by.find((b) => parentDir(b) === dir);
      const how = here
        ? `add \`@${relFrom(dir, file)}\` to ${here}`
        : `add ${dir === '' ? '' : `${dir}/`}CLAUDE.md holding \`@AGENTS.md\` (or a symlink to AGENTS.md) next to it`;
      return `Make Claude Code read it: ${how}; or set instructionFiles: claude-md-and-agents-md in Claude Code's settings.`;
    }
    default:
      return `Move what ${file} says into ${first}, or delete ${file} if ${toolName(tool)} is not meant to read it.`;
  }
}

/** `from` imports one of `targets` (then skipping `from` is the twin pattern, not a loss), given what it imports. */
function importsAny(view: RepoView, imported: readonly ImportedPath[], targets: string[]): boolean {
  if (imported.length === 0) return false;
  const reals = new Set(targets.map((t) => loadDoc(view, t).realPath));
  return imported.some((i) => targets.includes(i.path) || (i.real !== undefined && reals.has(i.real)));
}

/**
 * `file` is a link to a general document (CONTRIBUTING.md, not an instruction file) that a loaded
 * file links to by name: one tool was pointed at that document, and every other tool's agent is
 * sent there by the file it reads. That they do not load it at start is their design, not a loss.
 */
function linkedDoc(view: RepoView, real: string, file: string, inUse: string[], names: readonly string[]): boolean {
  if (real === file || isInstructionPath(real, names)) return false;
  return inUse.some((u) => {
    const doc = loadDoc(view, u);
    const rel = relFrom(parentDir(u), real);
    return doc.ok && [`](${rel}`, `](./${rel}`, `\`${rel}\``].some((m) => doc.text.includes(m));
  });
}

/**
 * A file that only sends the reader to one of `inUse`: at most three non-empty lines, naming it by
 * its path from the file (`./CLAUDE.md`, a Markdown link, in backticks, or bare). payload's AGENTS.md
 * "Please read `./CLAUDE.md` for context." skipped by Claude Code, which loads CLAUDE.md: skipping the
 * pointer is the design, and "import it" would import a file that says to read the one it is in.
 */
function pointerTo(view: RepoView, file: string, inUse: string[]): boolean {
  const doc = loadDoc(view, file);
  if (!doc.ok || doc.text.length > 400) return false;
  const lines = doc.text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 3) return false;
  return inUse.some((u) => {
    const rel = relFrom(parentDir(file), u);
    return new RegExp(`(^|[\\s(\\[\`'"])(\\./)?${escapeRegExp(rel)}($|[\\s)\\]\`'".,:;!?#])`, 'm').test(doc.text);
  });
}

/** At most a tenth of the longer file's lines differ (normalised line endings and trailing space). */
function nearCopy(a: string, b: string): boolean {
  const la = normalise(a).split('\n');
  const lb = normalise(b).split('\n');
  if (Math.max(la.length, lb.length) < 5) return false;
  const limit = Math.max(la.length, lb.length) / 10;
  // Lines a diff keeps are common to both files: with too few in common no diff is needed to say no.
  if (la.length + lb.length - 2 * commonLines(la, lb) > limit) return false;
  const d = lineDiff(la.join('\n'), lb.join('\n'));
  return d.onlyA + d.onlyB <= limit;
}

/** How many lines the two lists have in common, counted with repeats (a bound on what any diff keeps). */
function commonLines(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const l of a) left.set(l, (left.get(l) ?? 0) + 1);
  let n = 0;
  for (const l of b) {
    const k = left.get(l) ?? 0;
    if (k > 0) {
      n++;
      left.set(l, k - 1);
    }
  }
  return n;
}

/** The analysed tree with some files taken away: its resolver, and what its sessions could reach (see mayLoadAtStart). */
interface Hider {
  resolver: Resolver;
  reach: Map<string, ReadonlySet<string>>;
}

interface Shadow {
  tool: ToolId;
  file: string;
  by: string[];
  cwds: string[];
}

/** A file skipped in the sessions of one directory, the files shadowing it, and its finding once known. */
interface Skip {
  file: string;
  by: string[];
  shadow?: Shadow;
}

export const shadowed: Check = {
  id: 'shadowed',
  title: 'Instruction files skipped because of another',
  defaultSeverity: 'warning',
  description:
    'A file a tool would read on its own but skips because another file is present: AGENTS.override.md over AGENTS.md (Codex), a CLAUDE.md switching AGENTS.md off (Claude Code), AGENTS.md switching CLAUDE.md off (OpenCode), one file per directory (Codex, Pi).',
  pattern: shadowedPattern,
  run(ctx) {
    const view = ctx.view;
    // The last few resolvers of the tree with some files taken away, most recent last. A resolver is
    // a pure function of its view, so one dropped and made again answers the same; sessions are taken
    // in path order, so a package's own hiding sets are used together and then never again, and
    // dropping them at once lets what they built die young instead of filling the heap until the end.
    const hiders = new Map<string, Hider>();
    const hider = (hide: string[]): Hider => {
      const k = [...hide].sort().join('\0');
      let h = hiders.get(k);
      if (h) hiders.delete(k);
      else h = { resolver: new Resolver(new HidingView(view, new Set(hide)), ctx.resolver.options), reach: new Map() };
      hiders.set(k, h);
      if (hiders.size > HIDERS_KEPT) hiders.delete(hiders.keys().next().value as string);
      return h;
    };
    const stackHolds = (r: Resolver, tool: ToolId, cwd: string, f: string): boolean => layerPaths(r.stack(tool, cwd).layers).has(f);
    // Most answers are no (another shadowing file stays): told from what the session could reach at
    // all, which costs a walk of its chain and no resolution; a file within reach is resolved.
    const loadsWithout = (tool: ToolId, cwd: string, hide: string[], f: string): boolean => {
      const { resolver: r, reach } = hider(hide);
      const near = cached(reach, `${tool}\0${cwd}`, () => mayLoadAtStart(r.view, getProfile(tool), r.sessionOptions(tool, cwd), cwd));
      return near.has(f) && stackHolds(r, tool, cwd, f);
    };
    // Where the answer is expected to be yes (a profile's answer), the reach would only add its cost.
    const resolvesWithout = (tool: ToolId, cwd: string, hide: string[], f: string): boolean => stackHolds(hider(hide).resolver, tool, cwd, f);
    // Sessions share most of their directory chain: each path is resolved once per run.
    const files = new Map<string, boolean>();
    const fileAt = (path: string): boolean => {
      let f = files.get(path);
      if (f === undefined) files.set(path, (f = isFile(view, path)));
      return f;
    };
    // The entries of a directory once links on its way are followed (undefined: not a directory).
    const listings = new Map<string, ReadonlyMap<string, Entry> | undefined>();
    const listingOf = (dir: string): ReadonlyMap<string, Entry> | undefined => {
      if (listings.has(dir)) return listings.get(dir);
      const r = resolvePath(view, dir);
      const kids = r.ok && r.entry.kind === 'dir' ? view.children(r.path) : undefined;
      listings.set(dir, kids);
      return kids;
    };
    const found = new Map<string, Shadow>();
    const cwdsByTool = new Map<ToolId, Set<string>>();
    for (const s of ctx.stacks) {
      if (!isToolId(s.tool) || !ctx.tools.includes(s.tool)) continue;
      let set = cwdsByTool.get(s.tool);
      if (!set) cwdsByTool.set(s.tool, (set = new Set([''])));
      if (s.vantage !== 'root') set.add(s.cwd);
    }
    // Pure functions of two files (or a file and the files in use), asked again for every session
    // directory that shares a chain: once per run.
    const trimmed = new Map<string, string>();
    const trimmedText = (path: string): string => {
      let t = trimmed.get(path);
      if (t === undefined) trimmed.set(path, (t = loadDoc(view, path).text.trim()));
      return t;
    };
    const copies = new Map<string, boolean>();
    const nearCopyOf = (u: string, f: string): boolean => {
      const k = `${u}\0${f}`;
      let c = copies.get(k);
      if (c === undefined) copies.set(k, (c = nearCopy(loadDoc(view, u).text, loadDoc(view, f).text)));
      return c;
    };
    const imports = new Map<string, boolean>();
    const importsOf = new Map<string, ImportedPath[]>();
    const importsAnyOf = (f: string, inUse: string[]): boolean => {
      const k = `${f}\0${inUse.join('\0')}`;
      let i = imports.get(k);
      if (i === undefined) imports.set(k, (i = importsAny(view, cached(importsOf, f, () => importedPaths(view, f)), inUse)));
      return i;
    };
    // On a PR base, only what can mark a head finding: a finding here names its tool and file.
    const marked = ctx.headFindings ? markedFiles(ctx.headFindings.get('shadowed') ?? []) : undefined;
    for (const [tool, cwds] of cwdsByTool) {
      const wanted = marked ? marked.get(tool) : undefined;
      if (marked && !wanted) continue;
      const p = getProfile(tool);
      const opts = ctx.resolver.toolOptions(tool);
      const names = p.names(opts);
      const linked = new Map<string, boolean>();
      const linkedDocOf = (real: string, f: string, inUse: string[]): boolean =>
        cached(linked, `${f}\0${inUse.join('\0')}`, () => linkedDoc(view, real, f, inUse, names));
      // The tool's names that are files in a directory: the same for every session whose chain passes it.
      const presentHere = new Map<string, string[]>();
      const presentIn = (dir: string): string[] =>
        cached(presentHere, dir, () => {
          // A name whose first segment the directory does not list is no file there: not resolved.
          const kids = listingOf(dir);
          const out: string[] = [];
          if (kids) for (const n of names) if (kids.has(firstSegment(n)) && fileAt(joinPath(dir, n))) out.push(joinPath(dir, n));
          return out;
        });
      // The in-use files the profile says keep `f` away, when `f` loads once they are gone: one
      // resolution, shared by every file they keep away in the session, instead of a question per
      // file in use (Profile.shadowedBy).
      const declaredBy = (cwd: string, f: string, inUse: string[]): string[] | undefined => {
        const said = p.shadowedBy?.({ view, opts: ctx.resolver.sessionOptions(tool, cwd) }, cwd, f);
        const by = said ? inUse.filter((u) => said.includes(u)) : NO_PATHS;
        return by.length > 0 && resolvesWithout(tool, cwd, by, f) ? by : undefined;
      };
      // Each in-use file that alone keeps `f` away; else all of them, if `f` loads once they are all gone.
      const askedBy = (cwd: string, f: string, inUse: string[]): string[] => {
        const by = inUse.filter((s) => loadsWithout(tool, cwd, [s], f));
        return by.length === 0 && inUse.length > 1 && loadsWithout(tool, cwd, inUse, f) ? inUse : by;
      };
      // (with such imports approved the file is loaded, and never asked about)
      const gatedImport = (cwd: string, f: string, real: string): boolean => {
        const outside = ctx.resolver.importsOutsideCwd(tool, cwd);
        return outside.includes(f) || outside.includes(real);
      };
      /** Files skipped by a session in `cwd`, each with the files that shadow it, in chain order. */
      const skippedAt = (cwd: string): Skip[] => {
        const present: string[] = [];
        for (const dir of chain(view, p.walk, cwd)) for (const f of presentIn(dir)) present.push(f);
        // A skipped file needs another present file in use (`inUse` below never holds the skipped
        // file itself): with fewer than two present, nothing is skipped and nothing need be resolved.
        if (present.length < 2) return NO_SKIPS;
        const skipped: Skip[] = [];
        const st = ctx.resolver.stack(tool, cwd);
        const loaded = loadedBy(st.layers);
        // The start-up candidates matter only for a present file the session does not load (rare):
        // asked for then, not in every session directory of every tool.
        let candidates: ReadonlySet<string> | undefined;
        const candidatesHere = (): ReadonlySet<string> => (candidates ??= ctx.resolver.startupCandidates(tool, cwd));
        // Shadowing files are loaded under their own name (a link to the skipped file's twin counts as itself).
        // Found, like the texts below, only when some present file is not loaded (rare).
        let inUse: string[] | undefined;
        const inUseHere = (): string[] => {
          const byName = new Set(st.layers.map((l) => l.path));
          const cands = candidatesHere();
          return present.filter((f) => byName.has(f) || cands.has(f));
        };
        // Trimming every layer's text of every session is not free.
        let loadedTexts: Set<string> | undefined;
        for (const f of present) {
          if (loaded.has(f) || (wanted && !wanted.has(f)) || candidatesHere().has(f)) continue;
          const doc = loadDoc(view, f);
          if (!doc.ok || loaded.has(doc.realPath) || trimmedText(f) === '') continue;
          // Imported by a loaded file from outside the working directory, and left out only until the
          // user approves such imports: the stack states that assumption, and the repository already
          // does what it can (a root CLAUDE.md holding `@AGENTS.md`, a session in a package).
          if (gatedImport(cwd, f, doc.realPath)) continue;
          loadedTexts ??= new Set(st.layers.filter((l) => !l.omitted).map((l) => trimmedText(l.path)));
          if (loadedTexts.has(trimmedText(f))) continue;
          inUse ??= inUseHere();
          // A near copy of a loaded file in the same directory (twins that drifted a little): what is
          // skipped is only the drift, and the fork check reports that; the skip itself is not news.
          if (inUse.some((u) => parentDir(u) === parentDir(f) && nearCopyOf(u, f))) continue;
          if (inUse.length === 0 || importsAnyOf(f, inUse) || linkedDocOf(doc.realPath, f, inUse) || pointerTo(view, f, inUse)) continue;
          const by = declaredBy(cwd, f, inUse) ?? askedBy(cwd, f, inUse);
          if (by.length > 0) skipped.push({ file: f, by });
        }
        return skipped;
      };
      // A session in a directory holding nothing for the tool loads its parent's files and sees the
      // same chain of files (src/engine/resolve.ts, startupDir), so it skips the same ones: worked
      // out once per directory that holds something, not once per session directory below it.
      const byDir = new Map<string, Skip[]>();
      for (const cwd of [...cwds].sort()) {
        const dir = ctx.resolver.startupDir(tool, cwd);
        let skipped = byDir.get(dir);
        if (!skipped) byDir.set(dir, (skipped = skippedAt(dir)));
        for (const sk of skipped) {
          // A skip's files are added to its finding once, at its first session: every other session
          // sharing the directory has the same ones (the finding's `by` keeps first-seen order).
          if (!sk.shadow) {
            const k = `shadowed:${tool}:${sk.file}`;
            let hit = found.get(k);
            if (hit) {
              for (const b of sk.by) if (!hit.by.includes(b)) hit.by.push(b);
            } else found.set(k, (hit = { tool, file: sk.file, by: [...sk.by], cwds: [] }));
            sk.shadow = hit;
          }
          sk.shadow.cwds.push(cwd);
        }
      }
    }
    const out: Finding[] = [];
    for (const [key, { tool, file, by, cwds }] of found) {
      const same = by.every((b) => parentDir(b) === parentDir(file));
      // Both lists name the first few: a file shadowed across a large tree is skipped in thousands of
      // directories, by hundreds of files, and the annotation is read in a line or two.
      const cause = same ? `${firstFew(by, 'more file', 'more files')} in the same directory ${by.length === 1 ? 'takes' : 'take'} its place` : `${firstFew(by, 'more file', 'more files')} ${by.length === 1 ? 'is' : 'are'} loaded`;
      const where = cwds.length === 1 ? `a session started in ${show(cwds[0]!)}` : `sessions started in ${firstFew(cwds, 'more directory', 'more directories', show)}`;
      // The file in its place only points to it (payload's one-line AGENTS.md "read ./CLAUDE.md"): the
      // tool loads the pointer and sees the file only if the model opens it.
      const pointer = by.length === 1 && same && pointerTo(ctx.view, by[0]!, [file]);
      out.push({
        check: 'shadowed',
        severity: 'warning',
        path: file,
        line: 1,
        tools: [tool],
        message: pointer
          ? `${toolName(tool)} skips ${file} in ${where}: it loads ${by[0]}, a pointer to ${file}, instead, and sees ${file} only if the model opens it${HOW[tool] ? ` (${HOW[tool]})` : ''}`
          : `${toolName(tool)} skips ${file} in ${where}: ${cause}${HOW[tool] ? ` (${HOW[tool]})` : ''}`,
        fix: pointer
          ? `Make ${by[0]} a symlink to ${baseName(file)} (ln -sf ${baseName(file)} ${by[0]}): a tool reading either name then loads ${file}'s text.`
          : fixFor(tool, file, by),
        key,
      });
    }
    return out;
  },
};

const NO_PATHS: string[] = [];

/** The first four of `items` (each as `name` gives it), then how many more (`one`, `many`: the noun for them). */
function firstFew(items: readonly string[], one: string, many: string, name = (s: string): string => s): string {
  const shown = items.slice(0, FIRST_FEW).map(name).join(', ');
  return items.length > FIRST_FEW ? `${shown} and ${plural(items.length - FIRST_FEW, one, many)}` : shown;
}

const FIRST_FEW = 4;

/** The files of head findings, by tool (each names its tool and the file skipped); undefined (no restriction) for one that does not. */
function markedFiles(fs: readonly Finding[]): Map<ToolId, Set<string>> | undefined {
  const m = new Map<ToolId, Set<string>>();
  for (const f of fs) {
    if (f.path === undefined || !f.tools || f.tools.length === 0) return undefined;
    const path = f.path;
    for (const t of f.tools) cached(m, t, () => new Set<string>()).add(path);
  }
  return m;
}

function firstSegment(name: string): string {
  const i = name.indexOf('/');
  return i < 0 ? name : name.slice(0, i);
}

function layerPaths(layers: { path: string; realPath?: string }[]): Set<string> {
  const s = new Set<string>();
  for (const l of layers) {
    s.add(l.path);
    if (l.realPath) s.add(l.realPath);
  }
  return s;
}

const NO_SKIPS: Skip[] = [];

const loadedSets = new WeakMap<readonly Layer[], ReadonlySet<string>>();

/**
 * layerPaths of a session's layers, once per layer list: stacks are shared objects (the engine makes
 * one per session directory and tool), asked for by every session directory inheriting it.
 */
function loadedBy(layers: Layer[]): ReadonlySet<string> {
  let s = loadedSets.get(layers);
  if (!s) loadedSets.set(layers, (s = layerPaths(layers)));
  return s;
}

const quote = (s: string): string => (/^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);

/**
 * Claude Code skipping many package AGENTS.md files behind a CLAUDE.md: one entry, and one command
 * that gives each of those directories a CLAUDE.md importing its AGENTS.md.
 */
function shadowedPattern(fs: readonly Finding[]): { message: string; fix: string } | undefined {
  const tools = new Set(fs.flatMap((f) => f.tools ?? []));
  const files = [...new Set(fs.map((f) => f.path ?? ''))].filter((p) => p !== '').sort();
  if (tools.size !== 1 || !tools.has('claude-code') || !files.every((f) => baseName(f) === 'AGENTS.md')) return undefined;
  const dirs = files.map(parentDir);
  const loop =
    dirs.length <= 20
      ? `for d in ${dirs.map((d) => (d === '' ? '.' : quote(d))).join(' ')}; do [ -e "$d/CLAUDE.md" ] || printf '@AGENTS.md\\n' > "$d/CLAUDE.md"; done`
      : `git ls-files -- '*AGENTS.md' | while read -r f; do d=$(dirname "$f"); [ -e "$d/CLAUDE.md" ] || printf '@AGENTS.md\\n' > "$d/CLAUDE.md"; done`;
  return {
    message: `Claude Code sees none of ${files.length} package AGENTS.md files: a CLAUDE.md loaded in their sessions switches AGENTS.md off (${HOW['claude-code']})`,
    fix: `Give each of those directories a CLAUDE.md that imports its AGENTS.md: \`${loop}\`; or set instructionFiles: claude-md-and-agents-md in Claude Code's settings.`,
  };
}
