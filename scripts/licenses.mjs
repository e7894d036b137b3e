// Writes the licence file of an ncc build that has several output files (the action's lazily loaded
// chunks, dist/NNN.index.js): ncc's own --license file lists the packages of one of them only
// (its licence plugin writes one file per chunk, all under the same name, and the last one stays).
// Reads the build's --stats-out; for every bundled package: its name, licence and licence text,
// sorted by name, in the format of ncc's file.
// Usage: node scripts/licenses.mjs STATS.json OUT.txt
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [statsPath, outPath] = process.argv.slice(2);
if (!statsPath || !outPath) throw new Error('usage: node scripts/licenses.mjs STATS.json OUT.txt');
const stats = JSON.parse(readFileSync(statsPath, 'utf8'));

/** The package directory of a bundled file (the innermost node_modules/NAME or node_modules/@SCOPE/NAME). */
function packageDir(file) {
  const i = file.lastIndexOf('/node_modules/');
  if (i < 0) return undefined;
  const rest = file.slice(i + '/node_modules/'.length).split('/');
  const n = rest[0]?.startsWith('@') ? 2 : 1;
  return file.slice(0, i) + '/node_modules/' + rest.slice(0, n).join('/');
}

const dirs = new Set();
const visit = (m) => {
  // The resource is the last part of the identifier, after the loaders (`loader!loader!/abs/file|hash`).
  const file = String(m.identifier ?? '').split('!').pop().split('|')[0];
  const dir = packageDir(file);
  if (dir) dirs.add(dir);
  for (const c of m.modules ?? []) visit(c);
};
for (const m of stats.modules) visit(m);

const entries = new Map();
for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const id = typeof pkg.license === 'string' ? pkg.license : pkg.license?.type;
  const file = readdirSync(dir).sort().find((f) => /^licen[cs]e/i.test(f));
  const text = file ? readFileSync(join(dir, file), 'utf8') : undefined;
  entries.set(pkg.name, `${pkg.name}${id ? `\n${id}` : ''}${text ? `\n${text}` : ''}\n\n`);
}
const names = [...entries.keys()].sort((a, b) => (a < b ? -1 : 1));
writeFileSync(outPath, names.map((n) => entries.get(n)).join('').trim() + '\n');
console.log(`${outPath}: ${names.length} packages`);
