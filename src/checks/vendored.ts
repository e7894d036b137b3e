// Vendored and fixture trees: instruction files a repository carries but does not write (skill
// packs, dependencies, test fixtures and snapshots, files .gitattributes marks linguist-vendored or
// linguist-generated). Their findings are true of the files but not the team's to fix, so they are
// notes unless the configuration says `vendored: report`.
import ignore from 'ignore';
import picomatch from 'picomatch';
import { loadDoc } from '../doc/load.js';
import type { RepoView } from '../repo/view.js';
import type { Finding, Stack } from '../types.js';

/** Trees that are vendored or test data by convention, with the word a reader sees. */
const CONVENTIONAL: [string, string][] = [
  ['**/.agents/skills/**', 'a vendored skill pack (.agents/skills)'],
  ['**/node_modules/**', 'node_modules'],
  ['**/vendor/**', 'vendor/'],
  ['**/third_party/**', 'third_party/'],
  ['**/third-party/**', 'third-party/'],
  ['**/fixtures/**', 'test fixtures'],
  ['**/__fixtures__/**', 'test fixtures'],
  ['**/testdata/**', 'test data'],
  ['**/__snapshots__/**', 'test snapshots'],
];

const conventional = CONVENTIONAL.map(([glob, why]) => ({ match: picomatch(glob, { dot: true }), why }));

const cache = new WeakMap<RepoView, (path: string) => string | undefined>();

/**
 * Patterns of the root `.gitattributes` that set linguist-vendored or linguist-generated (not
 * `-linguist-…` or `=false`). Their syntax is gitignore's, which the `ignore` package implements.
 */
function gitattributes(view: RepoView): ReturnType<typeof ignore> | undefined {
  const doc = loadDoc(view, '.gitattributes');
  if (!doc.ok) return undefined;
  const ig = ignore();
  let any = false;
  for (const raw of doc.text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern, ...attrs] = line.split(/\s+/);
    if (!pattern || pattern.startsWith('!')) continue;
    if (attrs.some((a) => /^linguist-(vendored|generated)(=(true|set))?$/.test(a))) {
      ig.add(pattern);
      any = true;
    }
  }
  return any ? ig : undefined;
}

/** Why `path` is vendored or fixture data, or undefined. */
export function vendoredWhy(view: RepoView): (path: string) => string | undefined {
  let f = cache.get(view);
  if (f) return f;
  const attrs = gitattributes(view);
  f = (path: string) => {
    if (path === '') return undefined;
    for (const c of conventional) if (c.match(path)) return c.why;
    try {
      if (attrs?.ignores(path)) return 'linguist-vendored or linguist-generated in .gitattributes';
    } catch {
      return undefined; // a path `ignore` refuses (absolute, `..`) is not in the tree
    }
    return undefined;
  };
  cache.set(view, f);
  return f;
}

const SUFFIX = ' [vendored: ';

/** Findings in vendored trees as notes (unless `report`), each saying why; idempotent. */
export function demoteVendored(findings: Finding[], view: RepoView, mode: 'note' | 'report' = 'note'): Finding[] {
  if (mode === 'report') return findings;
  const why = vendoredWhy(view);
  return findings.map((f) => {
    const w = f.path !== undefined ? why(f.path) : undefined;
    if (w === undefined || f.message.includes(SUFFIX)) return f;
    return { ...f, severity: 'note', message: `${f.message}${SUFFIX}${w}; not failing — set \`vendored: report\` to check it fully]` };
  });
}

/**
 * The stacks without sessions started inside a vendored tree (unless `report`): nobody starts an
 * agent in a skill pack or a fixture, and such a session's findings land on the team's own files
 * (DeepSeek Harness dropping the root AGENTS.md for a session in `web/.agents/skills/…`). A root
 * session, or a working directory the configuration names, stays.
 */
export function withoutVendoredSessions(stacks: Stack[], view: RepoView, mode: 'note' | 'report' = 'note'): Stack[] {
  if (mode === 'report') return stacks;
  const why = vendoredWhy(view);
  const kept = stacks.filter((s) => s.vantage !== 'local' || why(s.cwd) === undefined);
  return kept.length === stacks.length ? stacks : kept;
}
