// CLI progress: phases on stderr once a run has taken over a second, only on a terminal.
import { describe, expect, it } from 'vitest';
import { cliProgress } from '../src/cli/progress.js';

function run(isTTY: boolean, times: number[], env: NodeJS.ProcessEnv = {}): string {
  let out = '';
  const clock = [...times];
  const p = cliProgress({ isTTY, write: (s: string) => (out += s) }, { now: () => clock.shift() ?? 0, env });
  p.step('tree read', 'git HEAD');
  p.step('stacks resolved', '12 stacks');
  return out;
}

describe('cli progress', () => {
  it('stays quiet for the first second, then prints each phase with its time', () => {
    // start at 100 ms; tree read ends at 600 ms (quiet), stacks at 2,600 ms (shown).
    expect(run(true, [100, 600, 600, 2600, 2600])).toBe('instruction-stack: stacks resolved in 2.0 s: 12 stacks\n');
  });

  it('never prints when stderr is not a terminal, in CI, or when turned off', () => {
    expect(run(false, [100, 3000, 3000, 5000, 5000])).toBe('');
    expect(run(true, [100, 3000, 3000, 5000, 5000], { CI: 'true' })).toBe('');
    expect(run(true, [100, 3000, 3000, 5000, 5000], { INSTRUCTION_STACK_NO_PROGRESS: '1' })).toBe('');
  });
});
