// The working tree's whole-tree listing comes out sorted without sorting every path: it must equal
// the plain sort of the same paths, for names that sort awkwardly against `/` (`a.b`, `a-b`, `a b`,
// upper case, non-ASCII), links, skipped directories and a deep tree.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Entry } from '../src/repo/view.js';
import { WorktreeView, walkSorted } from '../src/repo/worktree.js';

const scratch = mkdtempSync(join(tmpdir(), 'is-walk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Names chosen around '/' (0x2F) in UTF-16 order: '-' '.' ' ' '!' sort before it, '0' 'A' '_' 'a' after.
const NAMES = ['a', 'a.b', 'a-b', 'a b', 'a!', 'a0', 'aA', 'a_', 'ab', 'A', 'B.md', 'é', 'ü.md', '日本', '\u{1F600}', 'node_modules', 'x'];

/** A small seeded generator (mulberry32), so a failure names a case that can be run again. */
function rng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

type Tree = Map<string, Map<string, Entry>>;
const FILE: Entry = { kind: 'file' };
const DIR: Entry = { kind: 'dir' };

/** A random in-memory tree: each directory holds some of NAMES, each a file, a directory or a link. */
function randomTree(seed: number): Tree {
  const next = rng(seed);
  const tree: Tree = new Map();
  const fill = (dir: string, depth: number): void => {
    const kids = new Map<string, Entry>();
    tree.set(dir, kids);
    for (const n of NAMES) {
      const r = next();
      if (r < 0.5) continue;
      if (r < 0.75 || depth >= 4) kids.set(n, r < 0.72 ? FILE : { kind: 'symlink', target: 'a' });
      else {
        kids.set(n, DIR);
        fill(dir === '' ? n : `${dir}/${n}`, depth + 1);
      }
    }
  };
  fill('', 0);
  return tree;
}

/** What the walk must give: every non-directory path outside skipped directories, sorted as a whole. */
function expected(tree: Tree, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const stack = [''];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    for (const [name, e] of tree.get(dir) ?? []) {
      const p = dir === '' ? name : `${dir}/${name}`;
      if (e.kind === 'dir') {
        if (!skip.has(name)) stack.push(p);
      } else out.push(p);
    }
  }
  return out.sort();
}

describe('walkSorted', () => {
  it('lists what a whole sort lists, in the same order, on 100 random trees', () => {
    const skip = new Set(['node_modules']);
    for (let seed = 1; seed <= 100; seed++) {
      const tree = randomTree(seed);
      const got = walkSorted((d) => tree.get(d), skip);
      expect(got, `seed ${seed}`).toEqual(expected(tree, skip));
    }
  });

  it('walks a tree 2,000 directories deep without recursion', () => {
    const tree: Tree = new Map();
    let dir = '';
    for (let i = 0; i < 2000; i++) {
      const kids = new Map<string, Entry>([
        ['d', DIR],
        ['f', FILE],
      ]);
      tree.set(dir, kids);
      dir = dir === '' ? 'd' : `${dir}/d`;
    }
    const got = walkSorted((d) => tree.get(d), new Set());
    expect(got.length).toBe(2000);
    expect(got).toEqual([...got].sort());
  });
});

describe('WorktreeView.allPaths', () => {
  it('is the sorted list of files and links on disk, .git and node_modules left out', () => {
    const root = join(scratch, 'tree');
    const files = ['a.b', 'a/x.md', 'a-b/y', 'a b/z', 'aA/CLAUDE.md', 'A/AGENTS.md', 'é/f', 'node_modules/m/index.js', 'deep/node_modules/q', 'sub/.git', '.github/copilot-instructions.md'];
    for (const f of files) {
      mkdirSync(join(root, f, '..'), { recursive: true });
      writeFileSync(join(root, f), 'x');
    }
    mkdirSync(join(root, '.git'), { recursive: true });
    writeFileSync(join(root, '.git', 'HEAD'), 'ref');
    symlinkSync('a', join(root, 'link'));
    const view = new WorktreeView(root, { hasGitMarker: true });
    const want = ['a.b', 'a/x.md', 'a-b/y', 'a b/z', 'aA/CLAUDE.md', 'A/AGENTS.md', 'é/f', '.github/copilot-instructions.md', 'link'].sort();
    expect(view.allPaths()).toEqual(want);
    expect(view.entry('link')).toEqual({ kind: 'symlink', target: 'a' });
  });
});
