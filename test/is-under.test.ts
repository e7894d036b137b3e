// isUnder compares without building `${dir}/`: the same answers as the startsWith it replaces.
import { describe, expect, it } from 'vitest';
import { isUnder } from '../src/profiles/walk.js';

describe('isUnder', () => {
  it('answers as path.startsWith(`${dir}/`) does', () => {
    const parts = ['', 'a', 'a/b', 'ab', 'a/', 'a/b/c', 'a/bc', 'b', '/', 'a//b', 'ü', 'ü/x', '.', './a'];
    for (const dir of parts) {
      for (const path of parts) {
        expect(isUnder(dir, path), `${dir} | ${path}`).toBe(dir === '' || path === dir || path.startsWith(`${dir}/`));
      }
    }
  });
});
