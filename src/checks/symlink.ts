// symlink: instruction files and rules directories that are symbolic links: broken, escaping the
// repository, pointing at a directory, looping; chains; and what a checkout without symlink
// support (Windows default) turns them into.
import { posix } from 'node:path';
import { inRulesDir, instructionNames, isInstructionPath, isRulesDir } from '../engine/instruction-files.js';
import { toolNames } from '../profiles/index.js';
import { resolvePath } from '../repo/links.js';
import { normalizeRepoPath, parentDir } from '../repo/view.js';
import type { Finding } from '../types.js';
import type { Check } from './check.js';
import { agree, importSupport, show } from './util.js';

export const symlink: Check = {
  id: 'symlink',
  title: 'Symlinked instruction files',
  defaultSeverity: 'error',
  description:
    'Instruction files or rules directories that are symbolic links: broken, leaving the repository, absolute, pointing at a directory, looping or chained, and what checkouts without symlink support read instead.',
  run(ctx) {
    const out: Finding[] = [];
    const names = instructionNames(ctx);
    const changed = new Set(ctx.changedPaths);
    const pr = changed.size > 0;
    for (const path of ctx.view.allPaths()) {
      const e = ctx.view.entry(path);
      if (!e || e.kind !== 'symlink') continue;
      const isFileName = isInstructionPath(path, names);
      const rulesDir = isRulesDir(path);
      if (!isFileName && !rulesDir && !inRulesDir(path)) continue;
      const target = e.target;
      const { expand, literal } = importSupport(ctx, path);
      const readers = [...expand, ...literal];
      const who = readers.length ? toolNames(readers) : 'tools that read it';
      const r = resolvePath(ctx.view, path);
      // In a pull request: links it adds or edits, and links whose target it changes (or deletes).
      if (pr) {
        const lexical = normalizeRepoPath(posix.join(parentDir(path), target));
        const touched = [path, ...r.links, r.ok ? r.path : '', lexical ?? ''].some((p) => p !== '' && changed.has(p));
        if (!touched) continue;
      }
      const base = { check: 'symlink', path, line: 1, tools: readers.length ? readers : undefined } as const;
      const chain = [...new Set([path, ...r.links])].join(' → ');
      if (!r.ok) {
        let message: string;
        let fix = 'Point the link at a file inside the repository with a relative path, or replace it with the file itself.';
        switch (r.problem) {
          case 'broken':
            message = `${path} is a symlink to ${target}, which does not exist${r.links.length > 1 ? ` (via ${chain})` : ''}; nothing reaches ${who}`;
            fix = `Fix the target of ${path}, or remove the link.`;
            break;
          case 'escapes':
            message = `${path} is a symlink to ${r.target ?? target}${r.at !== path ? ` (at ${r.at})` : ''}, outside the repository: its content differs per machine and is never seen in review`;
            break;
          case 'absolute':
            message = `${path} is a symlink to the absolute path ${r.target ?? target}${r.at !== path ? ` (at ${r.at})` : ''}: it resolves differently on every machine and outside the repository`;
            fix = 'Use a relative link to a file inside the repository, or replace the link with the file itself.';
            break;
          case 'loop':
            message = `${path} is part of a symlink loop (${chain}); it cannot be read by ${who}`;
            fix = 'Break the loop: point one link at a real file.';
            break;
          default:
            message = `${path} is a symlink that cannot be followed (${r.problem})`;
        }
        out.push({ ...base, severity: 'error', message, fix, key: `link:${path}` });
        continue;
      }
      if (r.entry.kind === 'dir' && isFileName && !rulesDir) {
        out.push({
          ...base,
          severity: 'error',
          message: `${path} is a symlink to the directory ${show(r.path)}, where a file is expected, so it is skipped by ${who}`,
          fix: `Point ${path} at a file (for example ${show(r.path)}/AGENTS.md).`,
          key: `link:${path}`,
        });
        continue;
      }
      if (r.entry.kind !== 'file' && r.entry.kind !== 'dir') {
        out.push({
          ...base,
          severity: 'error',
          message: `${path} is a symlink to ${show(r.path)}, which is not a regular file`,
          fix: `Point ${path} at a regular file inside the repository.`,
          key: `link:${path}`,
        });
        continue;
      }
      if (r.links.length > 1) {
        out.push({
          ...base,
          severity: 'note',
          message: `${path} reaches ${show(r.path)} through a chain of ${r.links.length} links (${chain} → ${show(r.path)}); each hop is one more thing to break on a move or rename`,
          fix: `Point ${path} directly at ${show(r.path)}.`,
          key: `link-chain:${path}`,
        });
      }
      if (r.entry.kind === 'dir') {
        if (!rulesDir && !inRulesDir(path)) continue;
        out.push({
          ...base,
          severity: 'note',
          message: `${path} is a symlink to the directory ${show(r.path)}; on a checkout without symlink support (Windows by default) it is a small text file holding \`${target}\`, so no rule files load from it`,
          fix: 'Keep rules as real files in the rules directory, or make sure Windows contributors enable symlinks (core.symlinks=true, Developer Mode).',
          key: `link-windows:${path}`,
        });
        continue;
      }
      const imp =
        expand.length > 0
          ? ` Where Windows checkouts matter, use a one-line \`@${target}\` file instead: ${toolNames(expand)} ${agree(expand, 'expands', 'expand')} it${literal.length ? `; ${toolNames(literal)} would still read that line literally` : ''}.`
          : '';
      out.push({
        ...base,
        severity: 'note',
        message: `${path} is a symlink to ${target}; on a checkout without symlink support (Windows by default, core.symlinks=false) it is a text file containing just \`${target}\`, which ${who} would read literally as the instructions`,
        fix: `Ask Windows contributors to enable symlinks (core.symlinks=true with Developer Mode).${imp}`,
        key: `link-windows:${path}`,
      });
    }
    // Links the engine met while loading stacks (imports through links, links under other names).
    for (const s of ctx.stacks) {
      for (const f of s.findings) {
        if (f.check !== 'symlink' || f.path === undefined || (pr && !changed.has(f.path))) continue;
        // The engine also files "X is a directory" for an @import naming a directory: not a link (the import check reports it).
        if (ctx.view.entry(f.path)?.kind !== 'symlink' && resolvePath(ctx.view, f.path).links.length === 0) continue;
        out.push({ ...f, key: f.key ?? `link:${f.path ?? ''}` });
      }
    }
    return out;
  },
};
