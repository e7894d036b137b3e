// `--json` output of `explain`: the schema documented in the README.
import { plainStack } from '../engine/resolve.js';
import type { Stack } from '../types.js';

export interface ExplainJson {
  root: string;
  source: string;
  stacks: (Stack & { startupText?: string })[];
}

export function explainJson(root: string, source: string, stacks: Stack[]): string {
  const out: ExplainJson = {
    root,
    source,
    stacks: stacks.map((s) => ({ ...plainStack(s), cwd: s.cwd === '' ? '.' : s.cwd })),
  };
  return JSON.stringify(out, null, 2);
}
