// settingsFile answers a name no settings file has without testing each (a set of base names):
// the same answer as testing every settings file in list order, on paths built from their pieces.
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILES, isSettingsPath, settingsFile } from '../src/engine/instruction-files.js';

const straightforward = (path: string): string | undefined => SETTINGS_FILES.find((s) => path === s || path.endsWith(`/${s}`));

describe('settingsFile', () => {
  it('answers as a scan of SETTINGS_FILES does', () => {
    const pieces = [...new Set(SETTINGS_FILES.flatMap((f) => [f, ...f.split('/')]))];
    const paths: string[] = [];
    for (const a of [...pieces, 'pkg', 'x.claude', '', 'a/b']) {
      for (const b of pieces) {
        paths.push(a === '' ? b : `${a}/${b}`, `${a}${b}`, `${a}/.${b}`);
      }
    }
    paths.push('', '/', 'settings.json/', '.claude/settings.json/x', 'CLAUDE.md', 'opencode.json.bak');
    for (const p of paths) {
      expect(settingsFile(p), p).toBe(straightforward(p));
      expect(isSettingsPath(p), p).toBe(straightforward(p) !== undefined);
    }
  });
});
