// Progress on stderr for runs that take a while: each phase as it ends, once the run has taken
// more than a second, and only for a person watching (stderr is a terminal). Never on stdout, never
// in pipes or CI logs; INSTRUCTION_STACK_NO_PROGRESS=1 turns it off.
import type { PhaseLog } from '../analysis/analyse.js';

export interface ProgressStream {
  isTTY?: boolean;
  write(s: string): unknown;
}

export interface Progress {
  /** A phase ended: shown when the run has been going for over `afterMs`. */
  readonly phase: PhaseLog;
  /** Times phases from the previous one (or from the start), then calls `phase`. */
  step(name: string, detail: string): void;
}

export function cliProgress(stream: ProgressStream = process.stderr, opts: { now?: () => number; afterMs?: number; env?: NodeJS.ProcessEnv } = {}): Progress {
  const now = opts.now ?? (() => performance.now());
  const afterMs = opts.afterMs ?? 1000;
  const env = opts.env ?? process.env;
  const on = stream.isTTY === true && !env.INSTRUCTION_STACK_NO_PROGRESS && !env.CI;
  let last = now();
  const phase: PhaseLog = (name, ms, detail) => {
    // performance.now() counts from the process start: loading the modules counts toward "over a second".
    if (on && now() >= afterMs) stream.write(`instruction-stack: ${name} in ${(ms / 1000).toFixed(1)} s: ${detail}\n`);
  };
  return {
    phase,
    step(name, detail) {
      const t = now();
      phase(name, t - last, detail);
      last = t;
    },
  };
}
