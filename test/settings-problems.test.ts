// A tool settings file the tool cannot parse is a finding of the `input` check, where it is: Gemini
// CLI does not start with an invalid .gemini/settings.json ([observed 0.61.0] exit 52), OpenCode not
// with an invalid opencode.json(c) ([observed 1.18.33] exit 1); other tools ignore theirs. They were
// parsed, then never reported.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../src/cli/check.js';

const tmp = mkdtempSync(join(tmpdir(), 'is-settings-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function check(files: Record<string, string>, name: string): Promise<{ out: string; code: number }> {
  const root = join(tmp, name);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  let out = '';
  const code = await checkCommand(['--root', root, '--no-git'], root, { out: (s) => void (out += s), err: () => undefined });
  return { out, code };
}

describe('settings files a tool cannot parse', () => {
  it('an invalid .gemini/settings.json at the root is an error: Gemini CLI does not start', async () => {
    const r = await check({ 'GEMINI.md': '# r\n', '.gemini/settings.json': '{ "context": \n' }, 'gemini');
    expect(r.out).toMatch(/^\.gemini\/settings\.json: error \[input\] \.gemini\/settings\.json is not valid JSON .*Gemini CLI does not start at all with it \(exit 52\)/m);
    expect(r.code).toBe(1);
  });

  it('one in a directory below the root is reported at its path; a tool that ignores it makes a warning', async () => {
    const r = await check({ 'AGENTS.md': '# r\n', 'pkg/CLAUDE.md': '# p\n', 'pkg/.claude/settings.json': '{ "claudeMdExcludes": [ \n' }, 'nested');
    expect(r.out).toMatch(/^pkg\/\.claude\/settings\.json(:\d+)?: warning \[input\] pkg\/\.claude\/settings\.json is not valid JSON .*the tool ignores it, and so do we/m);
    expect(r.code).toBe(0);
  });

  it('valid ones, and JSON with comments where the tool takes it, make no finding', async () => {
    const r = await check({ 'AGENTS.md': '# r\n', '.gemini/settings.json': '{"context": {"fileName": ["AGENTS.md"]}}\n', 'opencode.json': '{ // ok\n "instructions": [],\n}\n' }, 'valid');
    expect(r.out).not.toMatch(/\[input\]/);
    expect(r.code).toBe(0);
  });
});

describe('settings files inside a tool\'s directory', () => {
  it('are reported by the tool that reads them, once: .opencode/ as OpenCode\'s error, .kilocode/ as Kilo\'s warning', async () => {
    const r = await check(
      { 'AGENTS.md': '# r\n', '.kilo/rules/r.md': 'r\n', '.opencode/opencode.json': '{ "instructions": [\n', '.kilocode/opencode.json': '{ "instructions": [\n' },
      'dot-dirs',
    );
    expect(r.out.match(/\[input\]/g)).toHaveLength(2);
    expect(r.out).toMatch(/^\.opencode\/opencode\.json:\d+: error \[input\] .*OpenCode does not start at all with it/m);
    expect(r.out).toMatch(/^\.kilocode\/opencode\.json:\d+: warning \[input\] .*Kilo Code CLI ignores it/m);
  });
});
