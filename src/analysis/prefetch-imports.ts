// What an API source fetches after the instruction files, before any analysis: the files their
// `@references` name, and what those name in turn. The engine reads synchronously, so a blob it
// asks for that is not here costs a whole analysis round (./run.ts); the prefetch can only guess at
// imports by name, so they are found here from the texts, as a superset of every tool's grammar.
import { classifyImport, MAX_IMPORT_REFS } from '../doc/imports.js';
import type { BlobStore, GitHubTree, TreeItem } from '../repo/github.js';

/** `@reference` at a line start or after whitespace, in code and comments too (a superset of ../doc/imports.ts). */
const REF = /(?:^|\s)@([^\s]+)/g;

/** Levels of imports of imports fetched ahead (Claude Code follows five hops; deeper ones cost a round). */
const MAX_DEPTH = 5;

/**
 * Fetches into `store` the blobs of `tree` that the fetched ones reference, level by level. Bounded
 * by the store's limits and by MAX_IMPORT_REFS references per file; a reference that names no file
 * of the tree costs nothing.
 */
export async function prefetchImports(tree: GitHubTree, store: BlobStore): Promise<void> {
  const byPath = new Map<string, TreeItem>();
  for (const i of tree.items) if (i.type === 'blob') byPath.set(i.path, i);
  const scanned = new Set<string>();
  let level = tree.items.filter((i) => i.type === 'blob' && i.mode !== '120000' && store.blobs.has(i.sha));
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const wanted = new Map<string, TreeItem>();
    for (const item of level) {
      if (scanned.has(item.path)) continue;
      scanned.add(item.path);
      for (const path of referencedPaths(item.path, store.blobs.get(item.sha))) {
        const target = fileBehind(byPath, store, path);
        if (target && !store.blobs.has(target.sha)) wanted.set(target.path, target);
      }
    }
    const next = [...wanted.values()];
    if (next.length === 0) return;
    await store.fetch(next);
    level = next.filter((i) => store.blobs.has(i.sha));
  }
}

/** Repository paths `@referenced` in a file's text, relative to the file. */
function referencedPaths(from: string, bytes: Buffer | undefined): string[] {
  if (!bytes || !bytes.includes(64 /* @ */)) return [];
  const text = bytes.toString('utf8');
  const out: string[] = [];
  let n = 0;
  for (const m of text.matchAll(REF)) {
    if (++n > MAX_IMPORT_REFS) break;
    const spec = (m[1] ?? '').replace(/#.*$/, '');
    if (spec === '') continue;
    const t = classifyImport(from, spec);
    if (t.kind === 'repo') out.push(t.path);
  }
  return out;
}

/** The regular file at `path`, through one symlink (link targets are fetched up front). */
function fileBehind(byPath: Map<string, TreeItem>, store: BlobStore, path: string): TreeItem | undefined {
  const item = byPath.get(path);
  if (!item || item.mode !== '120000') return item;
  const target = store.blobs.get(item.sha)?.toString('utf8');
  if (target === undefined) return undefined;
  const t = classifyImport(path, target);
  const real = t.kind === 'repo' ? byPath.get(t.path) : undefined;
  return real && real.mode !== '120000' ? real : undefined;
}
