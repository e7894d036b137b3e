// input: instruction files the tools cannot read as intended (binary, invalid UTF-8, a byte-order
// mark, larger than the analysis reads). Raised while decoding (src/doc/decode.ts, src/doc/load.ts);
// this check collects them for the files the analysed stacks load and the instruction files inspected,
// and the problems of the tools' settings files (src/engine/settings.ts: one a tool cannot parse),
// of every settings file in the tree, or on a pull request of those it changes.
import { loadDoc } from '../doc/load.js';
import { instructionNames, instructionPaths, isInstructionPath, settingsFile } from '../engine/instruction-files.js';
import { findingKey } from '../findings.js';
import type { Finding } from '../types.js';
import type { Check } from './check.js';
import { loadedPaths } from './util.js';

export const input: Check = {
  id: 'input',
  title: 'Unreadable instruction files',
  defaultSeverity: 'warning',
  description: 'Instruction files that are binary, not valid UTF-8, start with a byte-order mark, or are too large to analyse; tool settings files a tool cannot parse.',
  run(ctx) {
    const out: Finding[] = [];
    for (const s of ctx.stacks) for (const f of s.findings) if (f.check === 'input') out.push(f);
    const names = instructionNames(ctx);
    const paths = new Set(loadedPaths(ctx));
    if (ctx.changedPaths.length > 0) {
      for (const p of ctx.changedPaths) if (isInstructionPath(p, names)) paths.add(p);
    } else for (const p of instructionPaths(ctx.view, names)) paths.add(p);
    for (const p of [...paths].sort()) {
      if (!ctx.view.entry(p)) continue;
      for (const f of loadDoc(ctx.view, p).findings) if (f.check === 'input') out.push(f);
    }
    const settingsPaths = ctx.changedPaths.length > 0 ? ctx.changedPaths : ctx.view.allPaths();
    for (const p of settingsPaths) {
      const name = settingsFile(p);
      if (name === undefined || !ctx.view.entry(p)) continue;
      // the directory whose settings `p` is: `a/.gemini/settings.json` and `a/.kilo/kilo.json` are a/'s
      const dir = p === name ? '' : p.slice(0, p.length - name.length - 1);
      for (const f of ctx.resolver.settingsFindingsIn(dir)) if (f.path === p) out.push(f);
    }
    return out.map((f) => ({ ...f, key: findingKey(f) }));
  },
};
