// Which stacks of a tool load the same layers and send the same text: what pairGroups groups targets
// by and tells a changed stack with. Told by the objects the texts are rendered from wherever they
// decide (the engine's renderKey), so most texts are never rendered, hashed or kept for it.
import { renderKey, textParts } from '../engine/stack.js';
import type { Layer, Stack } from '../types.js';

/** A node of the layers trie (see `StackIdentity.layersRoot`). */
interface LayersNode {
  /** By the id of the next layer (made when first needed: most nodes are leaves or pass-throughs). */
  next: Map<number, LayersNode> | undefined;
  /** Stacks whose layers end here: per tool, per budget (null: none), the sets by render key. */
  buckets: Map<string, Map<number | null, Map<string, Cls>>> | undefined;
}

function newNode(): LayersNode {
  // no maps up front: tens of thousands of nodes, most of which hold neither, were garbage to collect
  return { next: undefined, buckets: undefined };
}

/** A set of stacks known to send the same text (union-find). */
interface Cls {
  up?: Cls;
  /** A stack of the set, rendered when the set must be compared with others. */
  stack: Stack;
  id?: number;
}

/**
 * Identities of stacks: two stacks have the same `id` when they are of the same tool, with the same
 * budget and layers (path, link target, reason, bytes kept, cut or dropped), and send the same
 * start-up block and the same touch part. Stacks are added, stacks known to send the same text may
 * be united (`unite`), then `resolve` compares by their texts the sets that the parts left apart
 * within a (tool, budget, layers) bucket: a text is rendered only where a bucket holds more than one
 * set of the same size. Without `byParts`, every stack's texts are rendered and compared (the full
 * computation the tests compare with).
 */
export class StackIdentity {
  private readonly objectIds = new WeakMap<object, number>();
  private nextObject = 0;
  /** Render keys by render source (see ResolvedStack.renderKey). */
  private readonly renderKeys = new WeakMap<object, string>();
  private readonly layerKeys = new Map<string, number>();
  private readonly layerIds = new WeakMap<Layer, number>();
  /**
   * Layer lists as a trie of layer ids: the node of a list holds the buckets of stacks with those
   * layers, per tool and budget. Walked with small-number keys, where one string key per stack
   * (tool, budget and every layer id joined) was built, flattened and hashed tens of thousands of times.
   */
  private readonly layersRoot: LayersNode = newNode();
  /** The trie node of each layers array (stacks of one session share theirs). */
  private readonly layersNodes = new WeakMap<readonly Layer[], LayersNode>();
  /** Buckets holding more than one set: what `resolve` looks at. */
  private readonly crowded: Map<string, Cls>[] = [];
  private readonly classes = new Map<Stack, Cls>();
  private readonly texts = new Map<string, number>();
  private ids = 0;
  private resolved = false;

  constructor(private readonly byParts = true) {}

  private readonly objectId = (o: object): number => {
    let id = this.objectIds.get(o);
    if (id === undefined) this.objectIds.set(o, (id = this.nextObject++));
    return id;
  };

  private readonly intern = (text: string): number => {
    let id = this.texts.get(text);
    if (id === undefined) this.texts.set(text, (id = this.texts.size));
    return id;
  };

  private layer(l: Layer): number {
    let id = this.layerIds.get(l);
    if (id === undefined) {
      const k = `${l.path}\u0001${l.realPath ?? ''}\u0001${l.reason}\u0001${l.keptBytes}\u0001${l.omitted}\u0001${l.truncated}`;
      id = this.layerKeys.get(k);
      if (id === undefined) this.layerKeys.set(k, (id = this.layerKeys.size));
      this.layerIds.set(l, id);
    }
    return id;
  }

  private layersNode(layers: readonly Layer[]): LayersNode {
    const known = this.layersNodes.get(layers);
    if (known !== undefined) return known;
    let node: LayersNode = this.layersRoot;
    for (const l of layers) {
      const id = this.layer(l);
      node.next ??= new Map();
      let next: LayersNode | undefined = node.next.get(id);
      if (next === undefined) node.next.set(id, (next = newNode()));
      node = next;
    }
    this.layersNodes.set(layers, node);
    return node;
  }

  /** The sets of stacks of one tool, budget and layers, by render key. */
  private bucketOf(s: Stack): Map<string, Cls> {
    const node = this.layersNode(s.layers);
    node.buckets ??= new Map();
    let budgets = node.buckets.get(s.tool);
    if (budgets === undefined) node.buckets.set(s.tool, (budgets = new Map()));
    // null and undefined are one budget (none), as they were in the joined key
    const budget = s.budgetBytes ?? null;
    let sets = budgets.get(budget);
    if (sets === undefined) budgets.set(budget, (sets = new Map()));
    return sets;
  }

  private classOf(s: Stack): Cls {
    let c = this.classes.get(s);
    if (c === undefined) {
      const sets = this.bucketOf(s);
      const [head, tail] = this.byParts ? [] : textParts(s, true);
      const key = head === undefined ? renderKey(s, this.objectId, this.renderKeys) : `${this.intern(head)}+${this.intern(tail as string)}`;
      c = sets.get(key);
      if (c === undefined) {
        sets.set(key, (c = { stack: s }));
        if (sets.size === 2) this.crowded.push(sets);
      }
      this.classes.set(s, c);
    }
    return c;
  }

  /** Adds a stack (before `resolve`). */
  add(s: Stack): void {
    if (this.resolved) throw new Error('StackIdentity: add after resolve');
    this.classOf(s);
  }

  /** Whether two added stacks are already known to be the same. */
  known(a: Stack, b: Stack): boolean {
    return root(this.classOf(a)) === root(this.classOf(b));
  }

  /**
   * `a` sends the same text as `b`, with the same budget and layers (a caller's proof, e.g. the same
   * files on both sides of a pull request); ignored without `byParts`, where the texts decide.
   */
  unite(a: Stack, b: Stack): void {
    if (!this.byParts) return;
    const ra = root(this.classOf(a));
    const rb = root(this.classOf(b));
    if (ra !== rb) ra.up = rb;
  }

  /** Compares the sets each bucket still holds apart by their texts (see the class comment). */
  resolve(): void {
    if (this.resolved) return;
    this.resolved = true;
    if (!this.byParts) return;
    for (const sets of this.crowded) {
      const roots = new Set<Cls>();
      for (const c of sets.values()) roots.add(root(c));
      if (roots.size < 2) continue;
      // Equal texts have equal sizes: only sets of the same size are rendered.
      const bySize = new Map<number, Cls[]>();
      for (const r of roots) {
        const n = r.stack.totalBytes;
        const same = bySize.get(n);
        if (same) same.push(r);
        else bySize.set(n, [r]);
      }
      for (const group of bySize.values()) if (group.length > 1) mergeEqualTexts(group);
    }
  }

  /** The identity of an added stack (after `resolve`): a small number. */
  id(s: Stack): number {
    const c = this.classes.get(s);
    if (!this.resolved || c === undefined) throw new Error('StackIdentity: id of a stack not added, or before resolve');
    const r = root(c);
    r.id ??= this.ids++;
    return r.id;
  }
}

/** Unites the sets of `group` whose start-up blocks and touch parts are equal (rendered, not kept). */
function mergeEqualTexts(group: Cls[]): void {
  // Few sets of one size (most differ early, e.g. a header naming the cwd): compared one by one, no
  // hashing of whole texts; many: by a map.
  if (group.length <= 8) {
    const distinct: { r: Cls; head: string; tail: string }[] = [];
    for (const r of group) {
      const [head, tail] = textParts(r.stack);
      const first = distinct.find((d) => d.head === head && d.tail === tail);
      if (first) r.up = first.r;
      else distinct.push({ r, head, tail });
    }
    return;
  }
  const seen = new Map<string, Map<string, Cls>>();
  for (const r of group) {
    const [head, tail] = textParts(r.stack);
    let tails = seen.get(head);
    if (tails === undefined) seen.set(head, (tails = new Map()));
    const first = tails.get(tail);
    if (first === undefined) tails.set(tail, r);
    else r.up = first;
  }
}

function root(c: Cls): Cls {
  let r = c;
  while (r.up !== undefined) r = r.up;
  // path compression: later finds are one step
  let x = c;
  while (x.up !== undefined && x.up !== r) {
    const next: Cls = x.up;
    x.up = r;
    x = next;
  }
  return r;
}
