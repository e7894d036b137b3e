// A generated repository in memory: repository-relative POSIX path -> file content or symlink
// target. Directories are implied by the paths. Pure data, so cases can be hashed, shrunk and
// written out as fixtures.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

export type Entry = { kind: 'file'; content: string } | { kind: 'link'; target: string };
export type Tree = ReadonlyMap<string, Entry>;

export function file(content: string): Entry {
  return { kind: 'file', content };
}

export function link(target: string): Entry {
  return { kind: 'link', target };
}

/** Writes `tree` under `dir` (emptied first). Symlinks keep their relative targets. */
export function writeTree(tree: Tree, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [path, e] of [...tree].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    if (e.kind === 'file') writeFileSync(abs, e.content);
    else symlinkSync(e.target, abs);
  }
}

/** Stable hash of any JSON-able value (object keys sorted). */
export function stableHash(v: unknown, length = 8): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      return Object.fromEntries(Object.keys(o).sort().map((k) => [k, norm(o[k])]));
    }
    return x;
  };
  return createHash('sha256').update(JSON.stringify(norm(v))).digest('hex').slice(0, length).toUpperCase();
}

export function treeHash(tree: Tree): string {
  return stableHash([...tree].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The entries `path` goes through in `tree`: the links on the way and the file it names (a touched
 * file under a directory link lives at the link's target). The minimiser keeps them all, or the
 * touched file would vanish from the shrunk repository.
 */
export function entriesOf(tree: Tree, path: string): string[] {
  const out: string[] = [];
  let pending = path.split('/');
  let done = '';
  for (let hops = 0; pending.length > 0 && hops < 40; ) {
    const name = pending.shift() ?? '';
    const here = done ? `${done}/${name}` : name;
    const e = tree.get(here);
    if (e?.kind === 'link') {
      out.push(here);
      hops++;
      const joined = posix.normalize(posix.join(posix.dirname(here), e.target));
      if (joined.startsWith('..')) return out;
      pending = [...joined.split('/'), ...pending];
      done = '';
      continue;
    }
    if (e && pending.length === 0) out.push(here);
    done = here;
  }
  return out;
}
