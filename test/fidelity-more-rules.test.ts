// The explorer's rules folders for the agents added after the first ten (Cline, Kilo Code, Continue):
// they join the `rules` dimension only for the tools that list them, and each writes the files it names.
import { describe, expect, it } from 'vitest';
import { DIMENSIONS, dimension } from '../fidelity/explore/dimensions.js';
import { exploreDimensions } from '../fidelity/explore/explore.js';
import { build, generate, paramsOf } from '../fidelity/explore/generate.js';
import { MORE_RULES } from '../fidelity/explore/more-rules.js';
import { TOOLS } from '../fidelity/tools.js';

const tools = (ids: string[]) => TOOLS.filter((t) => ids.includes(t.id));
const rulesOf = (ids: string[]) => exploreDimensions(tools(ids)).find((d) => d.name === 'rules')?.values ?? [];

describe('explorer rules for the added agents', () => {
  it('leaves the cases of the first seven tools as they were', () => {
    expect(exploreDimensions(tools(['codex', 'claude-code', 'copilot']))).toBe(DIMENSIONS);
    const ids = generate(20, 1, exploreDimensions(tools(['codex']))).map((c) => c.id);
    expect(ids).toEqual(generate(20, 1).map((c) => c.id));
  });

  it('adds the later dimensions from seed 3 on only: seeds 1 and 2 keep their cases', () => {
    const seven = tools(['codex', 'claude-code', 'copilot']);
    expect(exploreDimensions(seven, 2)).toBe(DIMENSIONS);
    const later = exploreDimensions(seven, 3);
    expect(later.map((d) => d.name)).toEqual([...DIMENSIONS.map((d) => d.name), 'aside']);
    const s3 = generate(40, 3, later);
    expect(new Set(s3.map((c) => c.params['aside'])).size).toBeGreaterThan(3);
    // files beside the ones read outside cwd: a/e/ (a/e/k.ts) and z/ (z/h.py), each with its own sentinel
    const c = build({ ...paramsOf(DIMENSIONS.map(() => 0)), aside: 'agents+claude' });
    for (const p of ['a/e/AGENTS.md', 'a/e/CLAUDE.md', 'z/AGENTS.md', 'z/CLAUDE.md']) {
      const e = c.tree.get(p);
      expect(e?.kind === 'file' && e.content.includes(`SENTINEL_E${c.id}_`), p).toBe(true);
    }
  });

  it('gives a tool that lists its folders those folders, plus a few it must not read', () => {
    const v = rulesOf(['continue-cli']);
    expect(v).toEqual(expect.arrayContaining(['none', 'claude-always', 'continue-rules', 'continue-options']));
    expect(v).not.toContain('cline-rules');
    expect(v.length).toBeLessThan(dimension('rules').values.length);
    // mixed with a tool of the first seven, every original value stays
    expect(rulesOf(['continue-cli', 'codex'])).toEqual(expect.arrayContaining([...dimension('rules').values, 'continue-rules']));
  });

  it('writes the files each variant names, each with its own sentinel', () => {
    const base = paramsOf(DIMENSIONS.map(() => 0));
    const files = (rules: string) => [...build({ ...base, rules }).tree.keys()];
    expect(files('cline-both')).toEqual(expect.arrayContaining(['.clinerules/r.md', '.cline/rules/r.md', '.cline/rules/b.md', '.clinerules/off.md']));
    expect(files('clinerules-file')).toContain('.clinerules');
    expect(files('kilo-rules')).toEqual(expect.arrayContaining(['.kilo/rules/r.md', '.kilocode/rules/r.md', '.kilocoderules']));
    expect(files('continue-options')).toEqual(expect.arrayContaining(['.continue/rules/inv.md', '.continue/rules/A.MD']));
    for (const v of MORE_RULES) {
      const c = build({ ...base, rules: v });
      const e = c.tree.get(files(v).find((p) => /rules/.test(p)) ?? '');
      expect(e?.kind === 'file' && e.content.includes(`SENTINEL_E${c.id}_`), v).toBe(true);
    }
    // a frontmatter value is written as given
    const inv = build({ ...base, rules: 'continue-options' }).tree.get('.continue/rules/inv.md');
    expect(inv?.kind === 'file' && inv.content.startsWith('---\ninvokable: true\n---\n')).toBe(true);
  });
});
