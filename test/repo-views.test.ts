// The git-revision view must give exactly what the working tree gives, for every oracle fixture,
// and keep committed symlinks as links whatever the checkout did with them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from '../src/checks/index.js';
import { Resolver } from '../src/engine/resolve.js';
import { TOOL_IDS } from '../src/profiles/index.js';
import { GitView } from '../src/repo/git.js';
import { resolvePath } from '../src/repo/links.js';
import { worthPrefetching } from '../src/engine/instruction-files.js';
import { WorktreeView } from '../src/repo/worktree.js';

const ORACLE = fileURLToPath(new URL('../fixtures/oracle/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'is-views-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { env: GIT_ENV }).toString();
}

function commitCopy(src: string, name: string): string {
  const dir = join(scratch, name);
  cpSync(src, dir, { recursive: true, verbatimSymlinks: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'fixture', '--no-verify');
  return dir;
}

const fixtures = readdirSync(ORACLE).filter((f) => existsSync(join(ORACLE, f, 'repo')) && f !== 'oversize');

describe('git revision view = working tree view', () => {
  it.each(fixtures)('%s: every tool, every directory, same layers and text', (name) => {
    const dir = commitCopy(join(ORACLE, name, 'repo'), name);
    const wt = new Resolver(new WorktreeView(dir, { hasGitMarker: true }));
    const gv = new Resolver(new GitView(dir, 'HEAD', { prefetch: worthPrefetching, absRoot: dir }));
    const targets = gv.view.allPaths().filter((p) => !p.endsWith('.md'));
    const all = targets.length > 0 ? targets : ['x'];
    const a = wt.explain(all, { tools: [...TOOL_IDS] });
    const b = gv.explain(all, { tools: [...TOOL_IDS] });
    expect(b.map((s) => [s.tool, s.cwd, s.vantage, s.targets, s.layers, s.text])).toEqual(
      a.map((s) => [s.tool, s.cwd, s.vantage, s.targets, s.layers, s.text]),
    );
  });
});

describe('committed symlinks', () => {
  it('stay links in the git view when the checkout wrote them as text (core.symlinks=false)', () => {
    const dir = commitCopy(join(ORACLE, 'symlink', 'repo'), 'symlink-text');
    // What a Windows checkout leaves: a regular file holding the target path.
    unlinkSync(join(dir, 'CLAUDE.md'));
    writeFileSync(join(dir, 'CLAUDE.md'), 'AGENTS.md');
    const gv = new GitView(dir, 'HEAD', { prefetch: worthPrefetching });
    expect(gv.entry('CLAUDE.md')).toEqual({ kind: 'symlink', target: 'AGENTS.md' });
    const r = resolvePath(gv, 'CLAUDE.md');
    expect(r.ok && r.path).toBe('AGENTS.md');
    const text = new Resolver(gv).stack('claude-code', '').text;
    expect(text).toContain('SENTINEL_SYM_AGENTS_REAL');
    // ...while the working tree now holds the literal text every tool would read.
    const wtText = new Resolver(new WorktreeView(dir, { hasGitMarker: true })).stack('claude-code', '').text;
    expect(wtText).not.toContain('SENTINEL_SYM_AGENTS_REAL');
  });

  it('a link leaving the repository is never followed', () => {
    const dir = join(scratch, 'escape');
    cpSync(join(ORACLE, 'basic', 'repo'), dir, { recursive: true });
    rmSync(join(dir, 'CLAUDE.md'));
    execFileSync('ln', ['-s', '../../../../etc/passwd', join(dir, 'CLAUDE.md')]);
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'x', '--no-verify');
    for (const view of [new GitView(dir, 'HEAD'), new WorktreeView(dir, { hasGitMarker: true })]) {
      const resolver = new Resolver(view);
      const stacks = resolver.explain(['packages/api/index.ts'], { tools: ['claude-code'] });
      for (const s of stacks) {
        expect(s.layers.map((l) => l.path)).not.toContain('CLAUDE.md');
        expect(s.text).not.toContain('root:');
      }
      const findings = runChecks({ view, resolver, tools: ['claude-code'], stacks, changedPaths: [], fromFork: false });
      expect(findings.some((f) => f.check === 'symlink' && f.path === 'CLAUDE.md' && f.severity === 'error')).toBe(true);
    }
  });
});
