// Shrinks the bundles ncc wrote (every .js file under the given directories, in place): whitespace
// and comments out, every non-ASCII character escaped. Names stay, so profiles and stack traces
// still name our functions. Each run parses its bundle before it starts: on a two-core runner the
// action's code (about 1.7 MB as ncc writes it, some of it non-ASCII, which V8 then holds as
// two-byte text) loads measurably faster at about 1 MB of ASCII (see CHANGELOG). Licences are in the
// licenses.txt files (scripts/licenses.mjs), not in the code.
// Usage: node scripts/minify.mjs DIR [DIR ...]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

const dirs = process.argv.slice(2);
if (dirs.length === 0) throw new Error('usage: node scripts/minify.mjs DIR [DIR ...]');
for (const dir of dirs) {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = join(dir, name);
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      format: 'esm',
      minifyWhitespace: true,
      charset: 'ascii',
      legalComments: 'none',
      // The bundles' syntax as ncc wrote it: nothing lowered.
      target: 'esnext',
    });
    writeFileSync(file, code);
  }
}
