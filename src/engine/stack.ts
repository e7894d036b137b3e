// A resolved stack: the layers a tool loads for one vantage, its text rendered on demand from its
// render source (see render.ts), and the keys that tell which stacks send the same text (layer ids
// for grouping, text and render identity) without building it.
import type { RenderedFile } from '../profiles/profile.js';
import type { Finding, Layer, Stack, ToolId } from '../types.js';
import { cwdFree, joinedText, measured, measuredTail, ownerOf, renderedTail, startupTextOf, tailOf, textOf, type Source, type Startup } from './render.js';

export interface StackDetail extends Stack {
  /** Text of the start-up block alone. */
  readonly startupText: string;
}

/** The grouping key of a start-up's layers: its parent's when it shares the parent's layers (see the ResolvedStack constructor). */
function startupSignature(st: Startup): string {
  const up = st.parent?.startup;
  if (up && st.layers !== undefined && up.layers === st.layers) return (up.signature ??= startupSignature(up));
  return (st.layers ?? []).map(layerId).join(',');
}

const NO_TARGETS: string[] = Object.freeze([]) as unknown as string[];

/**
 * A resolved stack. The text and what derives from it are rendered on first access (prototype
 * getters; grouping and budgets need only the layers), so tens of thousands of vantages cost no
 * rendering unless shown. Spreading a stack (`{...s}`) does not copy getters: use `plainStack(s)`.
 */
export class ResolvedStack implements StackDetail {
  readonly tool: ToolId;
  readonly cwd: string;
  /** Set by `as` (the group's own list); until then one frozen empty list for every stack (121k on a large pull request). */
  targets: string[] = NO_TARGETS;
  vantage: Stack['vantage'] = 'extra';
  readonly layers: Layer[];
  readonly budgetBytes: number | null;
  readonly budgetCounts?: string;
  readonly truncated: boolean;
  readonly outsideView: string[];
  readonly settings: string[];
  readonly assumes: string[];
  readonly findings: Finding[];
  /** Render inputs: a private field, so never copied or serialised with the stack. */
  readonly #src: Source;
  #signature: string | undefined;

  /**
   * `cwd`: the session directory, when it is not the render env's (`movedTo`: a session whose stack
   * is another directory's, word for word).
   */
  constructor(src: Source, findings: Finding[], settings: string[] = [], assumes: string[] = [], layers?: Layer[], cwd?: string) {
    this.#src = src;
    this.tool = src.profile.id;
    this.cwd = cwd ?? src.env.cwd;
    const st = src.startup;
    // a session inheriting its parent's files (see `Resolver.inheritsStartup`, resolve.ts) shares its layers too
    st.layers ??= st.parent && st.parent.startup.files === st.files ? (st.parent.startup.layers ??= st.files.map(toLayer)) : st.files.map(toLayer);
    this.layers = layers ?? (src.added.length === 0 ? st.layers : [...st.layers, ...src.added.map(toLayer)]);
    this.budgetBytes = src.startup.budget.budgetBytes;
    // always set (undefined when there is none): stacks with and without it share one hidden class
    this.budgetCounts = src.startup.budget.counts || undefined;
    this.truncated = this.layers.some((l) => l.truncated || l.omitted);
    this.outsideView = src.profile.outsideView;
    this.findings = findings;
    this.settings = settings;
    this.assumes = assumes;
  }

  private get src(): Source {
    return this.#src;
  }

  /** Content identity within one (tool, cwd): the text is a function of the layers there. */
  get signature(): string {
    if (this.#signature === undefined) {
      // Every stack starts with its session's start-up layers (see the constructor): their ids are
      // joined once per start-up, then this stack's own layers appended.
      const st = this.#src.startup;
      const head = (st.layers ?? []) as Layer[];
      const sig = (st.signature ??= startupSignature(st));
      // joined, not `+=` (a kept string built piece by piece stays a rope of every piece)
      const ids: (string | number)[] = sig === '' ? [] : [sig];
      for (let i = head.length; i < this.layers.length; i++) ids.push(layerId(this.layers[i] as Layer));
      this.#signature = ids.join(',');
    }
    return this.#signature;
  }

  get startupText(): string {
    return startupTextOf(this.src);
  }

  get text(): string {
    return textOf(this.src);
  }

  // Size and lines from the parts (the start-up block counted once per session directory), each
  // measured from a render that is not kept, so neither builds nor keeps the whole text: most stacks
  // are never shown.
  get totalBytes(): number {
    const src = this.src;
    if (src.bytes === undefined) {
      const head = measured(src.profile, src.startup, src.env).bytes as number;
      const tail = measuredTail(src).tailBytes as number;
      src.bytes = head + (tail > 0 ? (head > 0 ? 2 : 0) + tail : 0);
    }
    return src.bytes;
  }

  get lines(): number {
    const src = this.src;
    if (src.lines === undefined) {
      const st = measured(src.profile, src.startup, src.env);
      const head = st.bytes as number;
      const tail = measuredTail(src);
      const tailBytes = tail.tailBytes as number;
      const headLines = st.newlines as number;
      src.lines = head === 0 && tailBytes === 0 ? 0 : (tailBytes > 0 ? (head > 0 ? headLines + 2 : 0) + (tail.tailNewlines as number) : headLines) + 1;
    }
    return src.lines;
  }

  /**
   * A key equal for two stacks when their texts are (start-up block and touch part, each by an id
   * from `intern`), without building either text.
   */
  textKey(intern: (text: string) => number): string {
    return `${intern(startupTextOf(this.src))}+${intern(tailOf(this.src))}`;
  }

  /**
   * The objects this stack's text is rendered from, each by `id`: the session whose start-up render
   * it is (see `measured`, render.ts), and the touch files with their env. Stacks with the same key send the
   * same start-up block and the same touch part; stacks with different keys may too (compare their
   * `textParts` then). Neither text is built or kept. `memo` (the caller's, one per `id`, weak so it
   * dies with the caller: a field on the source kept the caller's numbering, and all it reached,
   * alive as long as the stacks) gives the key again to stacks sharing a render source (`as`,
   * `movedTo`, a base slot given the head's stack).
   */
  renderKey(id: (o: object) => number, memo?: WeakMap<object, string>): string {
    const src = this.src;
    const known = memo?.get(src);
    if (known !== undefined) return known;
    const head = id(ownerOf(src.profile, src.startup, src.env));
    let k = `${head}`;
    if (src.added.length > 0) {
      const ids: number[] = [id(src.env)];
      for (const f of src.added) ids.push(id(f));
      k = `${head}+${ids.join(',')}`;
    }
    memo?.set(src, k);
    return k;
  }

  /** The start-up block and the touch part: the kept strings, or rendered again and not kept (`fresh`: always). */
  renderParts(fresh: boolean): [string, string] {
    const src = this.src;
    const head = fresh ? undefined : src.startup.text;
    const tail = fresh ? undefined : src.tail;
    return [head ?? src.profile.renderStartup(src.startup.files, src.env), tail ?? renderedTail(src)];
  }

  get approxTokens(): number {
    return Math.ceil(this.totalBytes / 4);
  }

  /**
   * A start-up stack (no touch) whose text does not depend on its session directory: its start-up
   * render never reads the cwd (see `cwdFree`, render.ts). Such a stack, with its lists, is the
   * stack of a session in a directory below that inherits its files (Resolver.inheritedStack).
   */
  get movable(): boolean {
    const src = this.#src;
    return src.added.length === 0 && cwdFree(src.profile, src.startup, src.env);
  }

  /** This (movable) stack as the stack of a session in `cwd`: the same render source, layers and lists. */
  movedTo(cwd: string): ResolvedStack {
    return new ResolvedStack(this.#src, this.findings, this.settings, this.assumes, this.layers, cwd);
  }

  /** The same stack reported for another vantage and set of targets. */
  as(vantage: Stack['vantage'], targets: string[]): ResolvedStack {
    const s = new ResolvedStack(this.src, this.findings, this.settings, this.assumes, this.layers, this.cwd);
    s.vantage = vantage;
    s.targets = targets;
    return s;
  }

  toJSON(): Stack & { startupText: string } {
    return plainStack(this);
  }
}

/**
 * Every field of a stack as a plain object, in the documented order, with `texts` deciding what
 * stands where the rendered texts go (they are getters: reading them renders). The one list of
 * fields, so the JSON output and `plainStack` cannot drift apart.
 */
export function stackRecord<T extends object>(s: Stack, texts: (s: Stack) => T): Omit<Stack, 'text'> & T {
  return {
    tool: s.tool,
    ...(s.agent ? { agent: s.agent } : {}),
    cwd: s.cwd,
    targets: s.targets,
    vantage: s.vantage,
    layers: s.layers,
    totalBytes: s.totalBytes,
    budgetBytes: s.budgetBytes,
    ...(s.budgetCounts ? { budgetCounts: s.budgetCounts } : {}),
    truncated: s.truncated,
    ...texts(s),
    lines: s.lines,
    approxTokens: s.approxTokens,
    outsideView: s.outsideView,
    settings: s.settings,
    assumes: s.assumes,
    findings: s.findings,
  };
}

/** A plain object with every field of a stack, the rendered text included. */
export function plainStack(s: Stack): Stack & { startupText: string } {
  return stackRecord(s, (t) => ({ text: t.text, startupText: (t as Partial<StackDetail>).startupText ?? t.text }));
}

/** A key equal for stacks with equal texts (see ResolvedStack.textKey); any stack. */
export function textKey(s: Stack, intern: (text: string) => number): string {
  return s instanceof ResolvedStack ? s.textKey(intern) : `${intern(s.text)}`;
}

/**
 * A key equal for stacks whose start-up blocks and touch parts are rendered from the same objects,
 * so are equal (see ResolvedStack.renderKey); any stack (another kind: its own object).
 */
export function renderKey(s: Stack, id: (o: object) => number, memo?: WeakMap<object, string>): string {
  return s instanceof ResolvedStack ? s.renderKey(id, memo) : `:${id(s)}`;
}

/**
 * A stack's start-up block and touch part (a stack of another kind: its whole text, no touch part),
 * as kept or rendered again without keeping them; `fresh`: always rendered again, from the files,
 * without any shortcut (what tests compare the shortcuts with).
 */
export function textParts(s: Stack, fresh = false): [string, string] {
  return s instanceof ResolvedStack ? s.renderParts(fresh) : [s.text, ''];
}

/**
 * A stack's text, as `text` gives it, joined from `textParts`: for a reader that uses a text once
 * (a diff, a report entry), so no copy of it or its parts is kept (`text` keeps its parts).
 */
export function transientText(s: Stack): string {
  if (!(s instanceof ResolvedStack)) return s.text;
  const [head, tail] = s.renderParts(false);
  return joinedText(head, tail);
}

const layerIds = new Map<string, number>();
const idOfLayer = new WeakMap<Layer, number>();

/** A small number per distinct layer content (path, reason, bytes kept), for short grouping keys. */
function layerId(l: Layer): number {
  let id = idOfLayer.get(l);
  if (id === undefined) {
    const k = [l.path, l.reason, l.keptBytes, l.omitted ? 1 : 0].join('\u0001');
    id = layerIds.get(k);
    if (id === undefined) layerIds.set(k, (id = layerIds.size));
    idOfLayer.set(l, id);
  }
  return id;
}

const layerOf = new WeakMap<RenderedFile, Layer>();

/** The layer of a rendered file; shared by every stack that holds the file (treat as read-only). */
export function toLayer(f: RenderedFile): Layer {
  let l = layerOf.get(f);
  if (!l) layerOf.set(f, (l = makeLayer(f)));
  return l;
}

function makeLayer(f: RenderedFile): Layer {
  const keptBytes = f.omitted ? 0 : Buffer.byteLength(f.kept);
  // Every field set, the ones a layer may lack undefined (which JSON leaves out, as it did an
  // absent one): layers with and without them share one hidden class.
  return {
    path: f.path,
    reason: f.reason,
    bytes: f.size,
    transformedBytes: Buffer.byteLength(f.text),
    keptBytes,
    truncated: f.truncated,
    omitted: f.omitted,
    realPath: f.realPath !== f.path ? f.realPath : undefined,
    via: f.via || undefined,
    note: f.note || undefined,
    lastLineKept: f.truncated ? Math.max(0, f.kept.split('\n').length - 1) : undefined,
  };
}
