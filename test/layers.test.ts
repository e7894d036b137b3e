// The layers of the design, each using only the ones before it: repo view, documents, profiles (and
// the walk helpers they share), engine, checks, analysis, output, the GitHub edge, cli/action. A
// module importing from a later layer is a cycle in waiting; this keeps new ones from creeping in.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Layer of a module by its path under src/ (first match wins). */
const LAYERS: [number, RegExp][] = [
  [0, /^(types|glob|deadline|memo|edit-distance|diff|package-info|invisible|count|regexp)\.ts$/],
  [0, /^on-demand\.cjs$/],
  [1, /^repo\//],
  [2, /^doc\//],
  [3, /^profiles\//],
  [4, /^(config|config-schema|config-validator\.generated|findings)\.ts$/],
  [5, /^engine\//],
  [6, /^checks\//],
  [7, /^analysis\//],
  [8, /^output\//],
  [9, /^github\//],
  [10, /^(cli|action)\//],
];

/**
 * The I/O adapters that sit below the GitHub edge on purpose, each with why: a repository view read
 * through the API needs the API client (and says what a failed request was), and the run shared by
 * the action and `pr` takes one.
 */
const ALLOWED = new Set(['repo/github.ts -> github/client.ts', 'repo/github.ts -> github/errors.ts', 'analysis/run.ts -> github/client.ts']);

function layerOf(path: string): number {
  const hit = LAYERS.find(([, re]) => re.test(path));
  if (!hit) throw new Error(`src/${path} is in no layer: add it to LAYERS in test/layers.test.ts`);
  return hit[0];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom|\bimport\()\s*'(\.[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) => relative(SRC, normalize(join(dirname(file), s))).replace(/\.js$/, '.ts'));
}

describe('layers', () => {
  it('every module imports only from its own layer or earlier ones', () => {
    const backward: string[] = [];
    for (const file of sources(SRC)) {
      const from = relative(SRC, file);
      for (const to of importsOf(file)) {
        if (to.startsWith('..')) continue; // package.json and the like, outside src/
        const edge = `${from} -> ${to}`;
        if (layerOf(to) > layerOf(from) && !ALLOWED.has(edge)) backward.push(edge);
      }
    }
    expect(backward).toEqual([]);
  });

});
