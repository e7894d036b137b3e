// The git view's shortcuts never change what it holds: a view that took records from another
// (the base of a pull request after its head), or read its tree asynchronously, equals a view
// built alone, on generated trees with links, submodules, odd names and `.git` entries.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveCommits } from '../src/github/changed.js';
import { GitRevisionError, GitView, listTree, TreeShare } from '../src/repo/git.js';
import type { RepoView } from '../src/repo/view.js';

const scratch = mkdtempSync(join(tmpdir(), 'is-gitview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (dir: string, args: string[], input?: string): string => execFileSync('git', ['-C', dir, ...args], { env: ENV, input }).toString().trim();

/** Everything a view answers: every path, every directory's entries in order, every file's bytes. */
function contents(v: RepoView): unknown {
  const dirs: unknown[] = [];
  const walk = (d: string): void => {
    const kids = [...(v.children(d) ?? [])];
    dirs.push([d, kids]);
    for (const [n, e] of kids) if (e.kind === 'dir') walk(d === '' ? n : `${d}/${n}`);
  };
  walk('');
  const reads = v.allPaths().map((p) => {
    const r = v.read(p);
    return [p, r.ok ? [r.bytes.toString('base64'), r.size, r.capped] : r.reason];
  });
  return { paths: v.allPaths(), dirs, reads, label: v.label, root: v.entry('') };
}

/** A small random tree: nested directories, links, names with spaces, tabs, newlines and non-UTF-8 bytes. */
function randomTree(dir: string, seed: number): void {
  let s = seed;
  const rnd = (n: number): number => ((s = (s * 1103515245 + 12345) % 2 ** 31) % n);
  const names = ['AGENTS.md', 'CLAUDE.md', 'a b.md', 'tab\there.md', 'new\nline.md', 'ü.md', '.cursor', 'x.ts', 'rules.mdc', 'a-b', 'a.b', 'a'];
  for (let i = 0; i < 60; i++) {
    const depth = rnd(4);
    const parts = Array.from({ length: depth + 1 }, () => names[rnd(names.length)] as string);
    const path = join(dir, ...parts);
    try {
      mkdirSync(dirname(path), { recursive: true });
      if (rnd(8) === 0) symlinkSync(parts[0] as string, path);
      else writeFileSync(path, `content ${rnd(5)}\n`);
    } catch {
      // a name already used as a file or a directory: skipped
    }
  }
  writeFileSync(join(dir, Buffer.from('bad\xe9name.md', 'latin1').toString('latin1')), Buffer.from([0xff, 0xfe, 0x41]));
}

function commitTree(dir: string): string {
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'c', '--no-verify', '--allow-empty']);
  return git(dir, ['rev-parse', 'HEAD']);
}

describe('git view', () => {
  it('a view that shares records with another holds what it holds alone', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const dir = join(scratch, `r${seed}`);
      mkdirSync(dir);
      git(dir, ['init', '-q']);
      randomTree(dir, seed);
      const one = commitTree(dir);
      randomTree(dir, seed * 7 + 1);
      // A submodule entry and a `.git` entry, as only a crafted tree holds them.
      const blob = git(dir, ['hash-object', '-w', '--stdin'], 'sneaky\n');
      const listing = git(dir, ['ls-tree', 'HEAD']);
      const tree = git(dir, ['mktree', '--missing'], `${listing}\n160000 commit ${one}\tsubm\n100644 blob ${blob}\t.git\n`);
      const two = git(dir, ['commit-tree', tree, '-p', one], 'two\n');
      const three = commitTree(dir);
      for (const [a, b] of [
        [one, two],
        [two, one],
        [two, three],
        [three, one],
      ] as const) {
        const pre = (p: string): boolean => p.endsWith('.md');
        const share = new TreeShare();
        const first = new GitView(dir, a, { prefetch: pre, share });
        const second = new GitView(dir, b, { prefetch: pre, share, commit: b, listing: await listTree(dir, b, b) });
        expect(contents(first)).toEqual(contents(new GitView(dir, a, { prefetch: pre })));
        expect(contents(second)).toEqual(contents(new GitView(dir, b)));
      }
    }
  });

  it('names the commit of each revision with one git process, or none when one is missing', async () => {
    const dir = join(scratch, 'commits');
    mkdirSync(dir);
    git(dir, ['init', '-q']);
    writeFileSync(join(dir, 'AGENTS.md'), 'x\n');
    const c = commitTree(dir);
    git(dir, ['tag', '-a', 'v1', '-m', 'v1']);
    expect(await resolveCommits(dir, [c, 'v1', 'HEAD'])).toEqual([c, c, c]);
    expect(await resolveCommits(dir, [c, 'nope'])).toBeUndefined();
    expect(await resolveCommits(dir, [git(dir, ['rev-parse', 'HEAD^{tree}'])])).toBeUndefined();
    expect(await resolveCommits(dir, ['a\nHEAD'])).toBeUndefined();
    expect(await resolveCommits(scratch, [c])).toBeUndefined();
    expect(await resolveCommits(dir, [])).toEqual([]);
  });

  it('a tree that cannot be listed fails as the view does', async () => {
    const dir = join(scratch, 'commits');
    await expect(listTree(dir, 'x', '0'.repeat(40))).rejects.toBeInstanceOf(GitRevisionError);
    expect(() => new GitView(dir, '0'.repeat(40))).toThrow(GitRevisionError);
  });
});
