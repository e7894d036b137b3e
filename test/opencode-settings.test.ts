// OpenCode's project settings as it reads them ([observed 1.18.33] fixtures/oracle/x-opencode-S8-*):
// opencode.json and opencode.jsonc, both JSON with comments, the .json's instructions first; the
// .opencode/ directories' after every directory's own files, the nearest first; and a file it cannot
// parse stops it from starting, so the run says where, as an error.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../src/cli/check.js';
import { Resolver } from '../src/engine/resolve.js';
import { MemView, type Node } from './pr-trees.js';

const file = (text: string): Node => ({ kind: 'file', text });
const view = (files: Record<string, string>): MemView => new MemView('t', new Map(Object.entries(files).map(([p, t]): [string, Node] => [p, file(t)])));
const loaded = (r: Resolver, cwd = ''): string[] => r.stack('opencode', cwd, []).layers.map((l) => l.path);

describe('OpenCode settings files', () => {
  it('reads opencode.json and opencode.jsonc alike, comments and trailing commas allowed, the .json first', () => {
    const r = new Resolver(
      view({
        'AGENTS.md': '# root\n',
        'opencode.json': '{\n  // ours\n  "instructions": ["j.md",],\n}\n',
        'opencode.jsonc': '{ /* theirs */ "instructions": ["c.md"] }\n',
        'j.md': 'j\n',
        'c.md': 'c\n',
      }),
    );
    expect(loaded(r)).toEqual(['AGENTS.md', 'j.md', 'c.md']);
    expect(r.settingsFindingsIn('')).toEqual([]);
    expect(r.stack('opencode', '', []).settings).toEqual(['opencode.json instructions = ["j.md"]', 'opencode.jsonc instructions = ["c.md"]']);
  });

  it('applies .opencode/ after every directory\'s own files, the nearest directory\'s first', () => {
    const r = new Resolver(
      view({
        'AGENTS.md': '# root\n',
        'opencode.json': '{"instructions": ["q.md"]}',
        '.opencode/opencode.json': '{"instructions": ["r.md"]}',
        'a/opencode.jsonc': '{"instructions": ["p.md"]}',
        'a/.opencode/opencode.jsonc': '{"instructions": ["m.md"]}',
        'a/b/x.ts': 'x\n',
        ...Object.fromEntries(['q', 'r', 'p', 'm'].map((n) => [`${n}.md`, `${n}\n`])),
      }),
    );
    expect(loaded(r, 'a/b')).toEqual(['AGENTS.md', 'q.md', 'p.md', 'm.md', 'r.md']);
    expect(loaded(r)).toEqual(['AGENTS.md', 'q.md', 'r.md']);
  });

  it('takes `instructions` only as a list of strings: one string is an error at its line, and applies nothing', () => {
    const r = new Resolver(view({ 'AGENTS.md': '# root\n', 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json",\n  "instructions": "docs/x.md"\n}\n', 'docs/x.md': 'x\n' }));
    expect(r.settingsFindingsIn('')).toEqual([
      expect.objectContaining({ check: 'input', severity: 'error', path: 'opencode.json', line: 3, message: expect.stringMatching(/`instructions` must be a list of paths \(got one string\); OpenCode does not start at all with it/) }),
    ]);
    expect(loaded(r)).toEqual(['AGENTS.md']);
  });

  it('reports a file it cannot parse as an error at its line, and still shows the other files', () => {
    const r = new Resolver(view({ 'AGENTS.md': '# root\n', 'opencode.jsonc': '{\n  "instructions": [ "docs/e.md"\n', 'docs/e.md': 'e\n' }));
    expect(r.settingsFindingsIn('')).toEqual([
      expect.objectContaining({ check: 'input', severity: 'error', path: 'opencode.jsonc', line: 3, message: expect.stringMatching(/^opencode\.jsonc is not valid JSON with comments \(CloseBracketExpected at line 3, column 1\); OpenCode does not start at all with it/) }),
    ]);
    expect(loaded(r)).toEqual(['AGENTS.md']);
  });
});

describe('an invalid opencode.jsonc in `check`', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'is-oc-settings-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is a located error that fails the run', async () => {
    mkdirSync(join(tmp, 'docs'));
    writeFileSync(join(tmp, 'AGENTS.md'), '# root\n');
    writeFileSync(join(tmp, 'opencode.jsonc'), '{\n  "instructions": ["docs/e.md" /* unclosed\n}\n');
    let out = '';
    const code = await checkCommand(['--root', tmp, '--no-git'], tmp, { out: (s) => void (out += s), err: () => undefined });
    expect(out).toMatch(/^opencode\.jsonc:\d+: error \[input\] opencode\.jsonc is not valid JSON with comments \(\w+ at line \d+, column \d+\); OpenCode does not start at all with it/m);
    expect(code).toBe(1);
  });
});

// Kilo Code CLI reads OpenCode's files and its own ([observed 7.7.7] fixtures/oracle/x-kilo-code-S10-*).
describe('Kilo Code CLI settings files', () => {
  const kilo = (r: Resolver, cwd = ''): string[] => r.stack('kilo-code', cwd, []).layers.map((l) => l.path);

  it('starts without a kilo.jsonc it cannot parse: a warning at its line, and opencode.json still applies', () => {
    const r = new Resolver(view({ 'AGENTS.md': '# root\n', 'kilo.jsonc': '{\n  "instructions": [ "k.md"\n', 'opencode.json': '{"instructions": ["o.md"]}', 'k.md': 'k\n', 'o.md': 'o\n' }));
    expect(kilo(r)).toEqual(['AGENTS.md', 'o.md']);
    expect(r.settingsFindingsIn('')).toEqual([
      expect.objectContaining({ check: 'input', severity: 'warning', path: 'kilo.jsonc', line: 3, message: expect.stringMatching(/not valid JSON with comments .*Kilo Code CLI ignores it/) }),
    ]);
  });

  it('reports a broken opencode.json once, as OpenCode\'s error', () => {
    const r = new Resolver(view({ 'AGENTS.md': '# root\n', 'opencode.json': '{ "instructions": ', '.kilo/rules/r.md': 'r\n' }));
    expect(kilo(r)).toEqual(['AGENTS.md', '.kilo/rules/r.md']);
    expect(r.settingsFindingsIn('').map((f) => [f.path, f.severity])).toEqual([['opencode.json', 'error']]);
  });
});
