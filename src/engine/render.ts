// What a stack's text is rendered from, and how: a session's start-up (files, budget, the parent it
// inherits from), a stack's render source (start-up plus touch files), the session env whose `cwd`
// tells whether a render read it, and one kept copy per distinct text. Renders are done on first
// access and kept only where shown; sizes are measured from renders that are not kept.
import type { BudgetResult, Candidate, Profile, RenderEnv, RenderedFile } from '../profiles/profile.js';
import type { Finding, Layer, ToolOptions } from '../types.js';

export interface Startup {
  files: RenderedFile[];
  budget: BudgetResult;
  findings: Finding[];
  text?: string;
  /**
   * The session whose files this one shares: one directory up, whose files it inherits
   * (`Resolver.inheritsStartup`, resolve.ts), or one that loaded the same candidates under the same
   * options with a budget that did not read its cwd (`Resolver.startup`).
   */
  parent?: { startup: Startup; env: RenderEnv };
  /** UTF-8 bytes and newlines of the start-up block, counted once (see `measured`). */
  bytes?: number;
  newlines?: number;
  /** Its render did not read the session's cwd (see `measured`; only for a session that is its own `owner`). */
  cwdFree?: boolean;
  /** The session whose render this one's is, step for step: itself or one up the chain (see `ownerOf`). */
  owner?: Startup;
  /** Layers of `files`, made once and shared by every stack that starts from here. */
  layers?: Layer[];
  /** Grouping key of `layers` (see ResolvedStack.signature). */
  signature?: string;
  /** Import targets outside cwd that need the user's approval (Expansion.external). */
  external: string[];
  /** What the profile named at start, before imports and `keep` (not for an inheriting session). */
  candidates?: readonly Candidate[];
}

/**
 * A session's start-up record, every field set from the start (the ones worked out later:
 * undefined) in one order: tens of thousands are made per run, and records whose fields were added
 * in different orders had a hidden class each, so the code reading them kept being thrown away.
 */
export function newStartup(files: RenderedFile[], budget: BudgetResult, findings: Finding[], external: string[], candidates: readonly Candidate[] | undefined, parent: Startup['parent']): Startup {
  return {
    files,
    budget,
    findings,
    text: undefined,
    parent,
    bytes: undefined,
    newlines: undefined,
    cwdFree: undefined,
    owner: undefined,
    layers: undefined,
    signature: undefined,
    external,
    candidates,
  };
}

/** What a stack needs to render its text on demand. */
export interface Source {
  profile: Profile;
  env: RenderEnv;
  startup: Startup;
  added: RenderedFile[];
  /** The resolver's one copy of each distinct rendered text (see `canonical`). */
  texts: Map<string, string>;
  /** What the touches add, rendered (without the start-up block). */
  tail?: string;
  /** UTF-8 bytes and newlines of the tail, counted once (see `measuredTail`). */
  tailBytes?: number;
  tailNewlines?: number;
  bytes?: number;
  lines?: number;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export function startupTextOf(src: Source): string {
  return renderedStartup(src.profile, src.startup, src.env, src.texts);
}

/**
 * The session whose start-up render a session's is, step for step: a session inheriting its
 * parent's files, with the same root and options, whose parent's render never read its cwd, runs
 * the same steps (a profile renders as a pure function of files and env), so it has the parent's
 * text without being rendered; otherwise itself. A framing that names the cwd (Codex) is its own
 * per directory.
 */
export function ownerOf(p: Profile, st: Startup, env: RenderEnv): Startup {
  if (st.owner === undefined) {
    st.owner = st;
    const parent = st.parent;
    if (parent && parent.startup.files === st.files && parent.env.opts === env.opts && parent.env.absRoot === env.absRoot && cwdFree(p, parent.startup, parent.env)) {
      st.owner = ownerOf(p, parent.startup, parent.env);
    }
  }
  return st.owner;
}

/** Whether a session's start-up render reads its cwd (rendered once to see, if it is its own). */
export function cwdFree(p: Profile, st: Startup, env: RenderEnv): boolean {
  if (ownerOf(p, st, env) !== st) return true;
  return measured(p, st, env).cwdFree as boolean;
}

/** The size and newlines of a session's start-up block, from one render that is not kept (none for a session whose owner is another). */
export function measured(p: Profile, st: Startup, env: RenderEnv): Startup {
  if (st.bytes === undefined) {
    const parent = st.parent;
    if (parent && ownerOf(p, st, env) !== st) {
      const up = measured(p, parent.startup, parent.env);
      st.newlines = up.newlines;
      st.bytes = up.bytes;
    } else noteRender(st, renderTracked(() => p.renderStartup(st.files, env)));
  }
  return st;
}

/** What one render of a session's own start-up block tells: whether it read the cwd, and (once) its size and newlines. */
function noteRender(st: Startup, r: { text: string; cwdRead: boolean }): void {
  st.cwdFree = !r.cwdRead;
  if (st.bytes === undefined) {
    st.newlines = countNewlines(r.text);
    st.bytes = Buffer.byteLength(r.text);
  }
}

/** The size and newlines of what the touches add, from one render that is not kept. */
export function measuredTail(src: Source): Source {
  if (src.tailBytes === undefined) {
    const tail = src.tail ?? renderedTail(src);
    src.tailNewlines = countNewlines(tail);
    src.tailBytes = Buffer.byteLength(tail);
  }
  return src;
}

/**
 * The start-up block of a session, rendered once. A session inheriting its parent's files mostly
 * renders the same text (unless the framing names the cwd): it then keeps the parent's string, so
 * thousands of leaf directories hold one copy, and equal texts compare by identity.
 */
function renderedStartup(p: Profile, st: Startup, env: RenderEnv, texts: Map<string, string>): string {
  if (st.text === undefined) {
    // a session whose render is its parent's (see `measured`) keeps the parent's string
    const parent = st.parent;
    if (parent && ownerOf(p, st, env) !== st) st.text = renderedStartup(p, parent.startup, parent.env, texts);
    else {
      // measured while it is at hand: a kept text is not rendered again for its size
      const r = renderTracked(() => p.renderStartup(st.files, env));
      noteRender(st, r);
      st.text = canonical(texts, r.text);
    }
  }
  return st.text;
}

/** Set by a session env's `cwd` getter (see `sessionEnv`): whether a render read the working directory. */
let cwdRead = false;

/**
 * Runs `run` (a render, a profile's budget) with `cwdRead` tracked for it: whether it read a
 * session env's cwd (an enclosing tracked run is told too).
 */
export function cwdTracked<T>(run: () => T): { value: T; cwdRead: boolean } {
  const outer = cwdRead;
  cwdRead = false;
  try {
    const value = run();
    return { value, cwdRead };
  } finally {
    cwdRead ||= outer;
  }
}

/** Renders with `cwdRead` tracked for this render. */
function renderTracked(render: () => string): { text: string; cwdRead: boolean } {
  const r = cwdTracked(render);
  return { text: r.value, cwdRead: r.cwdRead };
}

/**
 * A render env whose `cwd` tells `cwdTracked` it was read. A class, its getter on the prototype:
 * one small object per (tool, session directory), tens of thousands on a large pull request, where
 * an object literal with a getter of its own carried a closure, its context, an accessor pair and
 * its properties out of line in each (~0.4 KB apiece). A spread or JSON of it has no `cwd`: profiles
 * read the env's fields, they never copy it.
 */
class SessionEnv implements RenderEnv {
  readonly #cwd: string;

  constructor(
    readonly absRoot: string,
    cwd: string,
    readonly opts: ToolOptions,
  ) {
    this.#cwd = cwd;
  }

  get cwd(): string {
    cwdRead = true;
    return this.#cwd;
  }
}

export function sessionEnv(absRoot: string, cwd: string, opts: ToolOptions): RenderEnv {
  return new SessionEnv(absRoot, cwd, opts);
}

/**
 * The first string seen with the text of `t`: sessions in different directories often render the same
 * text (a tool whose order depends on cwd, directories holding the same files), and each kept copy
 * of a start-up block is kilobytes, tens of thousands of times.
 */
function canonical(texts: Map<string, string>, t: string): string {
  const hit = texts.get(t);
  if (hit !== undefined) return hit;
  texts.set(t, t);
  return t;
}

export function tailOf(src: Source): string {
  src.tail ??= canonical(src.texts, renderedTail(src));
  return src.tail;
}

export function renderedTail(src: Source): string {
  return src.added.length > 0 ? src.profile.renderTouch(src.added, src.env) : '';
}

/**
 * The whole text, joined on each read and not kept: joining is cheap (V8 makes a rope), while a
 * kept copy of every stack's text (tens of thousands, mostly equal) is what filled the memory.
 */
export function textOf(src: Source): string {
  return joinedText(startupTextOf(src), tailOf(src));
}

/** A stack's text from its start-up block and touch part. */
export function joinedText(head: string, tail: string): string {
  return tail ? `${head}${head ? '\n\n' : ''}${tail}` : head;
}

