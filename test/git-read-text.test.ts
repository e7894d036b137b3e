// A git tree source answers "no such file" from its tree listing without asking git (the action's
// configuration read, usually of an absent file): it must answer every path as `git cat-file blob
// <commit>:<path>` does, on trees with nested files, links, a submodule, names holding tabs,
// newlines and the path's own name as a directory, and on paths that are not plain; before its view
// is built (from the listing) and after (from the view).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GitTreeSource, isPlainPath, listsPath } from '../src/analysis/run.js';

const scratch = mkdtempSync(join(tmpdir(), 'is-readtext-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (dir: string, args: string[], input?: string): string => execFileSync('git', ['-C', dir, ...args], { env: ENV, input }).toString().trim();

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe('GitTreeSource.readText', () => {
  it('answers every path as git cat-file does, listed or not', async () => {
    const dir = join(scratch, 'r');
    mkdirSync(dir);
    git(dir, ['init', '-q']);
    write(dir, '.github/instruction-stack.yml', 'fail-on: never\n');
    write(dir, 'a\t.github/instruction-stack.yml', 'tab-prefixed directory\n');
    write(dir, 'sub/.github/instruction-stack.yml', 'nested\n');
    write(dir, 'new\nline.yml', 'newline\n');
    write(dir, 'cfg.yml/inner', 'a directory named like the file\n');
    write(dir, 'ü.yml', 'utf-8\n');
    symlinkSync('.github/instruction-stack.yml', join(dir, 'link.yml'));
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'one']);
    const one = git(dir, ['rev-parse', 'HEAD']);
    // A submodule entry, as only a crafted tree holds one.
    const listing = git(dir, ['ls-tree', 'HEAD']);
    const tree = git(dir, ['mktree', '--missing'], `${listing}\n160000 commit ${one}\tsubm\n`);
    const two = git(dir, ['commit-tree', tree, '-p', one], 'two\n');
    const paths = [
      '.github/instruction-stack.yml', 'instruction-stack.yml', '.github/instruction-stack.yaml', 'sub/.github/instruction-stack.yml',
      'a\t.github/instruction-stack.yml', 'new\nline.yml', 'line.yml', 'cfg.yml', 'cfg.yml/inner', 'ü.yml', 'link.yml', 'subm', '.github',
      'github/instruction-stack.yml', './.github/instruction-stack.yml', '.github//instruction-stack.yml', 'sub/../.github/instruction-stack.yml',
      '.github/./instruction-stack.yml', '.github/instruction-stack.yml/', '/.github/instruction-stack.yml', 'missing/deep/file.yml',
    ];
    for (const commit of [one, two]) {
      const listed = new GitTreeSource(dir, commit, { verified: true });
      const asked = new GitTreeSource(dir, commit, {}); // no listing: git is asked for every path
      for (const p of paths) expect(await listed.readText(p), JSON.stringify([commit === one ? 'one' : 'two', p])).toBe(await asked.readText(p));
      // once the view is built, its listing is dropped and the view answers instead
      await listed.prepare(() => false);
      for (const p of paths) expect(await listed.readText(p), JSON.stringify(['view', commit === one ? 'one' : 'two', p])).toBe(await asked.readText(p));
    }
    expect(await new GitTreeSource(dir, one, { verified: true }).readText('.github/instruction-stack.yml')).toBe('fail-on: never\n');
  });

  it('skips git only for plain paths missing from the listing', () => {
    const listing = Buffer.from('100644 blob 0123\t.github/instruction-stack.yml\x00100644 blob 4567\tx\ty.yml\x00');
    expect(listsPath(listing, '.github/instruction-stack.yml')).toBe(true);
    expect(listsPath(listing, 'instruction-stack.yml')).toBe(false);
    expect(listsPath(listing, 'y.yml')).toBe(true); // a name holding a tab: git is asked
    expect(['a', 'a/b.yml', '.github/x'].every(isPlainPath)).toBe(true);
    expect(['', '/a', 'a/', 'a//b', './a', 'a/./b', 'a/../b', '..'].some(isPlainPath)).toBe(false);
  });
});
