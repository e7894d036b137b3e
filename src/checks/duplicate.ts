// duplicate: the same content sent twice in one tool's session — a file loaded directly and again
// through another file's `@import` (Copilot reading AGENTS.md, and CLAUDE.md's `@AGENTS.md`), two
// loaded files importing the same file, or two files with the same text both loaded. Taken from the
// layers the engine resolved, never from file names: a tool the engine shows loading a file once
// (Claude Code's imports, a symlink read under two names, Copilot dropping identical copies) is silent.
import { createHash } from 'node:crypto';
import { grouped } from '../count.js';
import { classifyImport, scanImports } from '../doc/imports.js';
import { loadDoc } from '../doc/load.js';
import { getProfile, isToolId, toolNames } from '../profiles/index.js';
import { resolvePath } from '../repo/links.js';
import { parentDir, type RepoView } from '../repo/view.js';
import type { Finding, Layer, Stack, ToolId } from '../types.js';
import type { Check, PatternText } from './check.js';
import { importedPaths, normalise, relFrom, sortTools } from './util.js';

/** Below this many bytes sent again, a duplicate is a note: real, but not worth a reviewer's minute. */
export const WORTH_BYTES = 1024;

/** One place a content is sent from in a session. */
interface Occurrence {
  path: string;
  /** The file the bytes come from (a symlink read under another name is the same occurrence). */
  real: string;
  /** The importing file, for an import. */
  via?: string;
  keptBytes: number;
}

/** One occurrence sent again after `first`, in the sessions of `tools`. */
interface Again {
  first: Occurrence;
  again: Occurrence;
  tools: Set<ToolId>;
  bytes: number;
}

const occId = (o: Occurrence): string => `${o.real}<${o.via ?? ''}`;

// A small number per distinct (path, importer, bytes kept) of a layer; layers are shared objects, so
// each is keyed once, not once per stack holding it.
const layerKeys = new Map<string, number>();
const keyOfLayer = new WeakMap<Layer, number>();

function layerKey(l: Layer): number {
  let id = keyOfLayer.get(l);
  if (id === undefined) {
    const k = `${l.path}<${l.via ?? ''}<${l.keptBytes}`;
    id = layerKeys.get(k);
    if (id === undefined) layerKeys.set(k, (id = layerKeys.size));
    keyOfLayer.set(l, id);
  }
  return id;
}

const depth = (p: string): number => p.split('/').length;

/**
 * What a layer's file says, normalised (line endings, trailing space), with where its live `@imports`
 * lead, hashed; undefined for an empty or unreadable file. Two files holding just `@AGENTS.md` in
 * two directories are no copies: each brings its own directory's AGENTS.md.
 */
function contentKey(view: RepoView, path: string, memo: Map<string, string | undefined>): string | undefined {
  if (memo.has(path)) return memo.get(path);
  const doc = loadDoc(view, path);
  let k: string | undefined;
  if (doc.ok) {
    const text = normalise(doc.text);
    if (text !== '') {
      const h = createHash('sha1').update(text);
      if (text.includes('@')) for (const i of importedPaths(view, path)) h.update(`\0${i.real ?? i.path}`);
      k = h.digest('hex');
    }
  }
  memo.set(path, k);
  return k;
}

/**
 * A small number per distinct content of a layer's file (contentKey), -1 for a layer not sent or an
 * empty or unreadable file; each layer object looked at once per run.
 */
function contentIdsOf(view: RepoView, memo: Map<string, string | undefined>): (l: Layer) => number {
  const ids = new WeakMap<Layer, number>();
  const byKey = new Map<string, number>();
  return (l) => {
    let id = ids.get(l);
    if (id === undefined) {
      const k = l.omitted || l.keptBytes === 0 ? undefined : contentKey(view, l.path, memo);
      if (k === undefined) id = -1;
      else {
        id = byKey.get(k);
        if (id === undefined) byKey.set(k, (id = byKey.size));
      }
      ids.set(l, id);
    }
    return id;
  };
}

/** Whether two layers of a list send the same content (what `repeats` needs to find anything). */
function mayRepeat(layers: readonly Layer[], idOf: (l: Layer) => number): boolean {
  const seen = new Set<number>();
  for (const l of layers) {
    const id = idOf(l);
    if (id < 0) continue;
    if (seen.has(id)) return true;
    seen.add(id);
  }
  return false;
}

/**
 * The repetitions of one session: for every content sent more than once, the occurrence that counts
 * as the original (a direct read before an import; the copy nearest the root) and the others.
 * An import inside a file that is itself repeated is part of that file's repetition, not one more.
 */
function repeats(view: RepoView, layers: Layer[], memo: Map<string, string | undefined>): { first: Occurrence; again: Occurrence[] }[] {
  const by = new Map<string, Occurrence[]>();
  const count = new Map<string, number>();
  for (const l of layers) {
    if (l.omitted || l.keptBytes === 0) continue;
    const k = contentKey(view, l.path, memo);
    if (k === undefined) continue;
    let g = by.get(k);
    if (!g) by.set(k, (g = []));
    const real = l.realPath ?? l.path;
    g.push({ path: l.path, real, via: l.reason === 'import' ? l.via : undefined, keptBytes: l.keptBytes });
    count.set(l.path, (count.get(l.path) ?? 0) + 1);
  }
  const out: { first: Occurrence; again: Occurrence[] }[] = [];
  for (const g0 of by.values()) {
    const g = g0.filter((o) => !o.via || (count.get(o.via) ?? 0) < 2);
    if (g.length < 2) continue;
    const direct = g.filter((o) => !o.via);
    const first = direct.length > 0 ? direct.reduce((a, b) => (depth(b.path) < depth(a.path) ? b : a)) : g[0]!;
    out.push({ first, again: g.filter((o) => o !== first) });
  }
  return out;
}

/** 1-based line of the `@import` in `from` that reaches `target` (by path or link target), in the tool's grammar. */
function importLine(view: RepoView, tool: ToolId, from: string, target: string): number | undefined {
  const doc = loadDoc(view, from);
  const pol = getProfile(tool).imports;
  if (!doc.ok || !pol) return undefined;
  const real = loadDoc(view, target).realPath;
  for (const r of scanImports(doc.text, { grammar: pol.grammar, code: pol.code })) {
    if (r.inCode) continue;
    const t = classifyImport(from, r.spec);
    if (t.kind !== 'repo') continue;
    if (t.path === target) return r.line;
    const res = resolvePath(view, t.path);
    if (res.ok && (res.path === real || res.path === target)) return r.line;
  }
  return undefined;
}

const how = (o: Occurrence): string => (o.via ? `through ${o.via}'s @import` : 'directly');

function messageOf(a: Again): string {
  const tools = sortTools(a.tools);
  const verb = tools.length === 1 ? 'sends' : 'send';
  const cost = `${grouped(a.bytes)} bytes (about ${grouped(Math.round(a.bytes / 4))} tokens) sent again`;
  if (a.first.real === a.again.real) return `${toolNames(tools)} ${verb} ${a.again.path} twice in one session, ${how(a.first)} and again ${how(a.again)}: ${cost}`;
  return `${toolNames(tools)} ${verb} ${a.again.path}${a.again.via ? ` (${how(a.again)})` : ''}, a copy of ${a.first.path}${a.first.via ? ` (${how(a.first)})` : ''}, in the same session: ${cost}`;
}

/**
 * Whether some analysed session gets `target` only through `importer`'s @import (Claude Code reading
 * CLAUDE.md and not AGENTS.md): then the import cannot simply go.
 */
function importNeeded(holding: LayersHolding, importer: string, target: string): boolean {
  return holding(target).some((layers) => {
    let through = false;
    for (const l of layers) {
      if ((l.realPath ?? l.path) !== target || l.omitted) continue;
      if (l.reason === 'import' && l.via === importer) through = true;
      else return false;
    }
    return through;
  });
}

/** The distinct layer lists of the analysed stacks that hold a layer of a real path (one index for every question). */
type LayersHolding = (real: string) => readonly Layer[][];

/**
 * Indexed for the real paths `asked` only (the files findings import again), in one pass; any other
 * path is answered by a pass of its own.
 */
function layersHolding(stacks: readonly Stack[], asked: ReadonlySet<string>): LayersHolding {
  const build = (wanted: (p: string) => boolean): Map<string, Layer[][]> => {
    const index = new Map<string, Layer[][]>();
    // Stacks of one session directory share their layer list: each list is indexed once.
    const seen = new Set<Layer[]>();
    for (const s of stacks) {
      if (seen.has(s.layers)) continue;
      seen.add(s.layers);
      for (const l of s.layers) {
        const p = l.realPath ?? l.path;
        if (!wanted(p)) continue;
        let lists = index.get(p);
        if (!lists) index.set(p, (lists = []));
        // a list holding the path twice is listed once
        if (lists[lists.length - 1] !== s.layers) lists.push(s.layers);
      }
    }
    return index;
  };
  let index: Map<string, Layer[][]> | undefined;
  return (real) => {
    if (!asked.has(real)) return build((p) => p === real).get(real) ?? [];
    index ??= build((p) => asked.has(p));
    return index.get(real) ?? [];
  };
}

function fixFor(view: RepoView, holding: LayersHolding, a: Again): string {
  const { first, again } = a;
  if (again.via) {
    const importer = again.via;
    if (!importNeeded(holding, importer, again.real)) {
      return `Drop the @import of ${again.path} from ${importer}: every session that reads ${importer} loads ${first.path} already.`;
    }
    if (!first.via && first.real === again.real) {
      const own = loadDoc(view, importer);
      const onlyImports = own.ok && normalise(own.text.replace(/(^|\s)@\S+/g, ' ')).trim() === '';
      const link = relFrom(parentDir(importer), again.real);
      return `Replace ${importer} with a symlink to ${link}${onlyImports ? '' : ` (moving its own lines into ${again.path})`}: a tool that reads both names loads a linked file once, and a tool that reads only ${importer} still gets ${again.path}.`;
    }
    return `Import ${again.path} from one of ${first.via ?? first.path} and ${importer} only, where every tool that reads ${importer} reads ${first.via ?? first.path} too.`;
  }
  return `Make ${again.path} a symlink to ${relFrom(parentDir(again.path), first.real)} (a tool loads a linked file once), or delete it if every tool that reads it reads ${first.path} too.`;
}

export const duplicate: Check = {
  id: 'duplicate',
  title: 'Instructions sent twice',
  defaultSeverity: 'warning',
  description:
    "The same content loaded twice in one tool's session: a file read directly and again through an @import (Copilot reading AGENTS.md and CLAUDE.md's @AGENTS.md), two loaded files importing the same file, or two files with the same text both loaded; with the bytes sent again.",
  pattern: copiesPattern,
  run(ctx) {
    const view = ctx.view;
    const memo = new Map<string, string | undefined>();
    const found = new Map<string, Again>();
    // Sessions with the same layers repeat the same answer: one look per (tool, layer list).
    const done = new Set<string>();
    // Stacks of one session directory share their layer list: its signature is built once.
    const lists = new Map<ToolId, Set<Layer[]>>();
    const contentIds = contentIdsOf(view, memo);
    for (const s of ctx.stacks) {
      if (!isToolId(s.tool) || !ctx.tools.includes(s.tool) || s.layers.length < 2) continue;
      let seen = lists.get(s.tool);
      if (!seen) lists.set(s.tool, (seen = new Set()));
      if (seen.has(s.layers)) continue;
      seen.add(s.layers);
      // Most lists send no content twice: told by one look-up per layer, without a signature (a list
      // with the same signature has the same paths and kept bytes, so it sends nothing twice either).
      if (!mayRepeat(s.layers, contentIds)) continue;
      const sig = `${s.tool}\0${s.layers.map(layerKey).join(',')}`;
      if (done.has(sig)) continue;
      done.add(sig);
      for (const { first, again } of repeats(view, s.layers, memo)) {
        for (const o of again) {
          // One finding per place a repetition comes from, whichever tools and sessions show it.
          const k = `${first.real}\0${occId(o)}`;
          const hit = found.get(k);
          if (hit) {
            hit.tools.add(s.tool);
            hit.bytes = Math.max(hit.bytes, o.keptBytes);
          } else found.set(k, { first, again: o, tools: new Set([s.tool]), bytes: o.keptBytes });
        }
      }
    }
    const out: Finding[] = [];
    const holding = layersHolding(ctx.stacks, new Set([...found.values()].filter((a) => a.again.via).map((a) => a.again.real)));
    for (const [k, a] of found) {
      const tools = sortTools(a.tools);
      const path = a.again.via ?? a.again.path;
      out.push({
        check: 'duplicate',
        severity: a.bytes >= WORTH_BYTES ? 'warning' : 'note',
        path,
        line: a.again.via ? (importLine(view, tools[0]!, a.again.via, a.again.path) ?? 1) : 1,
        tools,
        message: messageOf(a),
        fix: fixFor(view, holding, a),
        key: `duplicate:${k}`,
      });
    }
    return out;
  },
};

const LINK_FIX = /^Make (.+) a symlink to (.+) \(a tool loads a linked file once\)/;

const quote = (s: string): string => (/^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);

/** Many copies of one file sent again: one entry, and one command linking every copy to its original. */
function copiesPattern(fs: readonly Finding[]): PatternText | undefined {
  const links = fs.map((f) => LINK_FIX.exec(f.fix ?? ''));
  if (links.some((m) => !m)) return undefined;
  const pairs = [...new Map(links.map((m) => [m![1]!, m![2]!])).entries()];
  const tools = sortTools(new Set(fs.flatMap((f) => f.tools ?? [])));
  const bytes = fs.reduce((n, f) => n + Number(/([\d,]+) bytes/.exec(f.message)?.[1]?.replace(/,/g, '') ?? 0), 0);
  return {
    message: `${pairs.length} files are copies of a file ${toolNames(tools)} already ${tools.length === 1 ? 'sends' : 'send'} in the same sessions: ${grouped(bytes)} bytes sent again in all`,
    fix: linkCommand(pairs),
  };
}

// A fix line stays readable: 20,000 copies made a 700 kB command of one line.
const LINKS_SHOWN = 10;

function linkCommand(pairs: readonly [string, string][]): string {
  const cmd = pairs.slice(0, LINKS_SHOWN).map(([p, to]) => `ln -sf ${quote(to)} ${quote(p)}`).join(' && ');
  if (pairs.length <= LINKS_SHOWN) return `Link every copy to its original: \`${cmd}\``;
  return `Link every copy to its original (the first ${LINKS_SHOWN} of ${pairs.length} here; each copy's own finding names its original): \`${cmd}\``;
}
