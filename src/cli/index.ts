#!/usr/bin/env node
import { main } from './main.js';

// A closed pipe (`instruction-stack tools | head`) ends the output, not the program with a stack
// trace: whoever closed it has read all it wanted.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`instruction-stack: ${(err as Error).message}\n`);
    process.exitCode = 3;
  },
);
