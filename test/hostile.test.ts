// The adversarial suite in CI (issue 12): each named hostile input once at full size, then a bounded
// number of seeded random mixes. `npm run fuzz` runs the same generator for as long as asked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkCommand } from '../src/cli/check.js';
import { explainCommand } from '../src/cli/explain.js';
import { makeCanary, runCase } from './fuzz/harness.js';
import { hostileNames, namedCases, randomCase, writeCase } from './fuzz/hostile.js';

const work = mkdtempSync(join(tmpdir(), 'is-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const canary = makeCanary(work, 1);

// Generous wall-time bounds (the machine may be loaded): before the fixes these inputs took 55–109 s
// or crashed; after, each takes well under a second or two.
describe('hostile inputs at full size', () => {
  for (const c of namedCases(canary)) {
    it(`${c.name}: no crash, JSON out, nothing from outside, bounded time`, async () => {
      const o = await runCase(c, work, canary, { maxMs: 20_000 });
      expect(o.problems).toEqual([]);
    });
  }
});

describe('seeded random hostile repositories', () => {
  const COUNT = Number(process.env.HOSTILE_CASES ?? 100);
  it(`${COUNT} cases: no crash, JSON out, nothing from outside, bounded time`, async () => {
    const bad: string[] = [];
    for (let seed = 1; seed <= COUNT; seed++) {
      const o = await runCase(randomCase(seed, canary), work, canary, { maxMs: 10_000 });
      if (o.problems.length > 0) bad.push(`${o.name}: ${o.problems.join('; ')}`);
    }
    expect(bad).toEqual([]);
  }, 120_000);
});

describe('names of loaded files (control characters are not committed as fixtures: built here)', () => {
  it('control, bidi, zero-width and tag characters in a path are one located hidden error each; ordinary names are silent', async () => {
    const root = join(work, 'names');
    const ordinary = ['docs/über.md', '文档/AGENTS.md', 'پروژه\u200cها/AGENTS.md'];
    writeCase(root, { name: 'names', files: [...hostileNames(), ...ordinary].map((path) => ({ path, text: 'Rules.\n' })).concat([{ path: 'CLAUDE.md', text: '@docs/über.md\n' }]) });
    execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });
    const run = async (format: string): Promise<string> => {
      let out = '';
      await checkCommand(['--root', root, '--format', format, '--fail-on', 'never'], root, { out: (t) => void (out += t), err: () => undefined });
      return out;
    };
    const findings = (JSON.parse(await run('json')) as { findings: { check: string; severity: string; path?: string; message: string }[] }).findings.filter((f) => f.check === 'hidden');
    // eslint-disable-next-line no-control-regex -- the names under test
    const hostile = hostileNames().filter((p) => /[\u0000-\u001f\u200b\u202e\u2066\u{e0041}]/u.test(p));
    expect(hostile).toHaveLength(8);
    expect(findings.map((f) => f.path).sort()).toEqual([...hostile].sort());
    for (const f of findings) expect(f.severity).toBe('error');
    // Printed, each name is escaped and each finding stays on its line.
    const text = await run('text');
    // eslint-disable-next-line no-control-regex -- what must not be printed raw
    expect(text).not.toMatch(/[\u0007\u001b\u200b\u202e\u2066]/u);
    expect(text).toMatch(/^nl\\nname\/AGENTS\.md: error \[hidden\] The path nl\\nname\/AGENTS\.md contains invisible, direction-changing or control characters \(U\+000A control character\)/m);
    expect(text).toContain('The path evil\\u{202E}FDP.md/AGENTS.md contains');
  });

  it('every check prints a name with a newline escaped, so no message splits at it (check and explain text)', async () => {
    const root = join(work, 'split');
    // A budget cut, a shadowed twin and an import, each naming the directory `nl<LF>name` in its message.
    writeCase(root, {
      name: 'split',
      files: [
        { path: 'nl\nname/AGENTS.md', text: 'x'.repeat(40_000) },
        { path: 'nl\nname/CLAUDE.md', text: '@missing.md\n' },
        { path: 'AGENTS.md', text: 'Root.\n' },
      ],
    });
    execFileSync('git', ['init', '-q', root], { stdio: 'ignore' });
    let text = '';
    await checkCommand(['--root', root, '--fail-on', 'never'], root, { out: (t) => void (text += t), err: () => undefined });
    const lines = text.trimEnd().split('\n');
    // Each line is an entry (`location: severity [check] …`), an indented detail or fix, or the summary.
    for (const l of lines.slice(0, -1)) expect(l).toMatch(/^(\S[^:]*(:[\d,]+)?: (error|warning|note) \[[a-z-]+\]| {4,}\S)/);
    expect(lines.at(-1)).toMatch(/^\d+ errors?, \d+ warnings?/);
    for (const check of ['budget', 'shadowed', 'import', 'hidden']) expect(text).toMatch(new RegExp(`\\[${check}\\][^\\n]*nl\\\\nname`));
    let explained = '';
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((t: string | Uint8Array) => ((explained += String(t)), true));
    try {
      await explainCommand(['nl\nname/AGENTS.md', '--root', root, '--tool', 'codex'], root);
    } finally {
      spy.mockRestore();
    }
    expect(explained).toContain('-- session started in nl\\nname (for nl\\nname/AGENTS.md)');
    expect(explained).toMatch(/^ {3}2 {2}nl\\nname\/AGENTS\.md +startup/m);
  });
});
