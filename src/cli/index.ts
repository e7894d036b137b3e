#!/usr/bin/env node
import { main } from './main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`instruction-stack: ${(err as Error).message}\n`);
    process.exitCode = 3;
  },
);
