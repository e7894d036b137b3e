// The project's docs are self-contained: every tool has its page, every citation the output makes
// (profiles, checks, findings, the comment footer) names a file that exists in this repository, and
// every relative link in the README and docs resolves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_IDS } from '../src/checks/index.js';
import { TOOL_IDS } from '../src/profiles/index.js';

const ROOT = join(import.meta.dirname, '..');

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));
}

/** Source text without comments: what can reach the output. */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/** `docs/tools/${id}.md` → one path per tool (or check) id. */
function expand(ref: string): string[] {
  if (!ref.includes('${')) return [ref];
  const ids = ref.includes('checks/') ? CHECK_IDS : TOOL_IDS;
  return ids.map((id) => ref.replace(/\$\{[^}]+\}/, id));
}

describe('self-contained docs', () => {
  it('every tool has a page, and the semantics page exists', () => {
    for (const id of TOOL_IDS) expect(existsSync(join(ROOT, 'docs/tools', `${id}.md`)), `docs/tools/${id}.md`).toBe(true);
    expect(existsSync(join(ROOT, 'docs/semantics.md'))).toBe(true);
  });

  it('output cites only files that are in the repository', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const f of filesUnder('src', '.ts')) {
      const code = codeOnly(readFileSync(join(ROOT, f), 'utf8'));
      // A section citation (`notes.md §2`) must name a page of docs/.
      for (const m of code.matchAll(/([\w./-]+\.md) §/g)) {
        cited++;
        const name = m[1]!;
        if (!existsSync(join(ROOT, name)) && !existsSync(join(ROOT, 'docs', name))) missing.push(`${f}: ${m[0]}`);
      }
      for (const m of code.matchAll(/docs\/[\w/.${}-]*\.md/g)) {
        for (const p of expand(m[0])) {
          cited++;
          if (!existsSync(join(ROOT, p))) missing.push(`${f}: ${p}`);
        }
      }
      for (const m of code.matchAll(/\b(profiles|decisions)\.md\b/g)) missing.push(`${f}: ${m[0]} (not in this repository)`);
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(TOOL_IDS.length);
  });

  it('relative links in the README and docs resolve', () => {
    const broken: string[] = [];
    for (const f of ['README.md', ...filesUnder('docs', '.md')]) {
      const md = readFileSync(join(ROOT, f), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of md.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(ROOT, dirname(f), target))) broken.push(`${f}: ${target}`);
      }
      for (const m of md.matchAll(/\b(profiles|decisions)\.md\b/g)) broken.push(`${f}: ${m[0]} (not in this repository)`);
    }
    expect(broken).toEqual([]);
  });
});
