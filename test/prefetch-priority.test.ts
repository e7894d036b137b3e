// prefetchPriority tells most paths from their file name alone: the same answers as its tests run
// in full, for the configured names and for custom ones (nested, dotted, any extension).
import { describe, expect, it } from 'vitest';
import { configuredNames, prefetchPriority, priorityTests } from '../src/analysis/targets.js';
import { defaultConfig } from '../src/config.js';
import { SETTINGS_FILES } from '../src/engine/instruction-files.js';
import { baseName } from '../src/repo/view.js';

describe('prefetchPriority', () => {
  it('answers as its tests in full do', () => {
    const configured = configuredNames(defaultConfig().toolOptions);
    const custom = new Set([...configured, 'TEAM.txt', 'docs/AI.rst', '.ai/rules/main', 'noext']);
    const leaves = [...new Set([...custom, ...SETTINGS_FILES, ...[...custom].map(baseName), 'a.ts', 'x.MD', 'r.mdc', 'y.instructions.md', 'c.JSONC', 'd.toml', 'e.json', 'f.txt', 'README', 'settings.json.bak'])];
    const dirs = ['', 'pkg', 'pkg/sub', '.claude', '.github/instructions', 'a/.cursor/rules', 'docs', '.ai/rules', 'x.md'];
    const paths = dirs.flatMap((d) => leaves.map((l) => (d === '' ? l : `${d}/${l}`)));
    const changed = ['pkg/sub/a.ts', 'docs/AI.rst'];
    for (const names of [configured, custom]) {
      for (const cfg of ['.github/instruction-stack.yml', 'pkg/a.ts']) {
        const fast = prefetchPriority(names, cfg, changed);
        const slow = priorityTests(names, cfg, changed);
        for (const p of [...paths, cfg]) expect(fast(p), p).toBe(slow(p));
      }
    }
  });
});
