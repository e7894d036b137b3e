// local-files: files meant to stay on one machine that are committed anyway.
import ignore, { type Ignore } from 'ignore';
import { toolNames } from '../profiles/index.js';
import { ancestorsRootFirst, joinPath, type RepoView } from '../repo/view.js';
import type { Finding } from '../types.js';
import type { Check } from './check.js';
import { plural, readersOf, sortTools } from './util.js';

interface Kind {
  re: RegExp;
  /** What the file is for, in words. */
  what: string;
  /** `.gitignore` line suggested. */
  pattern: (path: string) => string;
}

const KINDS: Kind[] = [
  {
    re: /(^|\/)CLAUDE\.local\.md$/,
    what: "personal project instructions (Claude Code labels them \"user's private project instructions, not checked in\")",
    pattern: () => 'CLAUDE.local.md',
  },
  { re: /(^|\/)AGENTS\.local\.md$/, what: 'personal project instructions (DeepSeek Harness and OpenCode read them as local overlays)', pattern: () => 'AGENTS.local.md' },
  { re: /(^|\/)QWEN\.local\.md$/, what: "Qwen Code's private project memory", pattern: () => 'QWEN.local.md' },
  {
    re: /(^|\/)\.claude\/settings\.local\.json$/,
    what: "Claude Code's personal settings (permissions, environment; often machine paths or tokens)",
    pattern: () => '.claude/settings.local.json',
  },
];

const MEMORY_LOCAL = /^(?:(.*)\/)?\.claude\/agent-memory-local\//;

/**
 * How `path` stands with git: `ignored` (a working tree's `.gitignore` files list it and git does not
 * track it), `tracked-ignored` (listed, but tracked: a tracked file stays committed whatever
 * `.gitignore` says), or `committed` (not listed; git views hold tracked files only).
 */
type Standing = 'ignored' | 'tracked-ignored' | 'committed';

function standingOf(view: RepoView): (path: string) => Standing {
  if (view.source !== 'worktree') return () => 'committed';
  const cache = new Map<string, Ignore | null>();
  const rules = (dir: string): Ignore | null => {
    if (cache.has(dir)) return cache.get(dir)!;
    const r = view.read(joinPath(dir, '.gitignore'));
    const ig = r.ok ? ignore().add(r.bytes.toString('utf8')) : null;
    cache.set(dir, ig);
    return ig;
  };
  const listed = (path: string): boolean => {
    for (const dir of ancestorsRootFirst(path).slice(0, -1)) {
      const ig = rules(dir);
      if (!ig) continue;
      const rel = dir === '' ? path : path.slice(dir.length + 1);
      try {
        if (ig.ignores(rel)) return true;
      } catch {
        // a path the ignore library refuses (absolute, ..) is not ignored
      }
    }
    return false;
  };
  return (path) => (!listed(path) ? 'committed' : view.tracked?.(path) === true ? 'tracked-ignored' : 'ignored');
}

export const localFiles: Check = {
  id: 'local-files',
  title: 'Private instruction files committed',
  defaultSeverity: 'warning',
  description:
    'Files meant to stay on one machine (CLAUDE.local.md, AGENTS.local.md, QWEN.local.md, .claude/settings.local.json, .claude/agent-memory-local/) that are committed, so every clone and every agent run gets them.',
  run(ctx) {
    const view = ctx.view;
    const standing = standingOf(view);
    const changed = new Set(ctx.changedPaths);
    const pr = changed.size > 0;
    const committed = (st: Standing): string =>
      st === 'tracked-ignored' ? 'is committed (git tracks it, though .gitignore lists it)' : view.source === 'worktree' ? 'is not git-ignored, so it gets committed' : 'is committed';
    // Already listed in .gitignore: taking it out of the index is the whole fix.
    const fix = (st: Standing, rm: string, pattern: string): string => (st === 'tracked-ignored' ? rm : `${rm} && echo ${quote(pattern)} >> .gitignore`);
    const out: Finding[] = [];
    const memDirs = new Map<string, { files: string[]; standing: Standing }>();
    for (const path of view.allPaths()) {
      if (pr && !changed.has(path)) continue;
      // Every pattern here holds `.local.` (KINDS) or `agent-memory-local/` (MEMORY_LOCAL): a path with
      // neither is none of them, and most of a large tree is told so without a regular expression.
      if (!path.includes('.local.') && !path.includes('agent-memory-local/')) continue;
      const mem = MEMORY_LOCAL.exec(path);
      if (mem) {
        const st = standing(path);
        if (st === 'ignored') continue;
        const dir = joinPath(mem[1] ?? '', '.claude/agent-memory-local');
        let l = memDirs.get(dir);
        if (!l) memDirs.set(dir, (l = { files: [], standing: st }));
        l.files.push(path);
        continue;
      }
      const kind = KINDS.find((k) => k.re.test(path));
      if (!kind) continue;
      const st = standing(path);
      if (st === 'ignored') continue;
      const readers = sortTools(readersOf(ctx, path).keys());
      out.push({
        check: 'local-files',
        severity: 'warning',
        path,
        line: 1,
        tools: readers.length ? readers : undefined,
        message: `${path} holds ${kind.what}, but it ${committed(st)}: every clone${readers.length ? ` and every ${toolNames(readers)} session` : ''} gets one person's private file`,
        fix: fix(st, `git rm --cached ${quote(path)}`, kind.pattern(path)),
        key: `local:${path}`,
      });
    }
    for (const [dir, { files, standing: st }] of memDirs) {
      out.push({
        check: 'local-files',
        severity: 'warning',
        path: files[0]!,
        line: 1,
        tools: ['claude-code'],
        message: `${dir}/ holds the memory of subagents with memory: local (${plural(files.length, 'file')}), meant to stay on one machine, but it ${committed(st)}`,
        fix: fix(st, `git rm -r --cached ${quote(dir)}`, '.claude/agent-memory-local/'),
        key: `local:${dir}/`,
      });
    }
    return out;
  },
};

function quote(s: string): string {
  return /^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
