// Captures what a CLI command writes, for tests that call `main` in-process: each test starts empty.
import { afterEach, beforeEach, vi } from 'vitest';

export interface Captured {
  /** Everything written to stdout in the current test (a test may reset it). */
  out: string;
  /** Everything written to stderr in the current test. */
  err: string;
}

export function captureOutput(): Captured {
  const c = { out: '', err: '' };
  beforeEach(() => {
    c.out = '';
    c.err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => ((c.out += String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => ((c.err += String(s)), true));
  });
  afterEach(() => vi.restoreAllMocks());
  return c;
}
