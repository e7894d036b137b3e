// Counts in the comment, the summary and findings' messages are grouped without creating an
// Intl.NumberFormat (src/count.ts; ICU's number data costs ~20 ms to load at start-up): every value
// must read exactly as Intl en-US (and toLocaleString('en-US')) writes it, integers or not.
import { describe, expect, it } from 'vitest';
import { grouped } from '../src/count.js';
import { fmtBytes, num } from '../src/output/markdown.js';
import { rng } from '../bench/bench.js';

describe('num', () => {
  const intl = new Intl.NumberFormat('en-US');

  it('writes every number as Intl en-US does', () => {
    const values: number[] = [0, -0, 1, -1, 7, 999, 1000, -1000, 1001, 99_999, 100_000, 123_456_789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    values.push(Number.MAX_SAFE_INTEGER + 1, 2 ** 60, 1e21, -1e21, 1.5, 0.1, 1234.5678, -0.0004, 2.0005, NaN, Infinity, -Infinity, 1 / 3);
    for (let e = 0; e <= 16; e++) values.push(10 ** e, 10 ** e - 1, -(10 ** e), 10 ** e + 1);
    const pick = rng(5);
    for (let i = 0; i < 5000; i++) {
      const mag = 10 ** Math.floor(pick() * 16);
      const v = Math.floor(pick() * mag) * (pick() < 0.2 ? -1 : 1);
      values.push(v, v / 1024, v + 0.5);
    }
    for (const v of values) {
      expect(grouped(v), String(v)).toBe(intl.format(v));
      expect(grouped(v), String(v)).toBe(v.toLocaleString('en-US'));
    }
    expect(num).toBe(grouped);
  });

  it('keeps byte sizes as they were', () => {
    expect(fmtBytes(1_234_567)).toBe('1,234,567 B');
    expect(fmtBytes(3 * 1024 * 1024)).toBe('3 MiB');
    expect(fmtBytes(1536 * 1024)).toBe('1,536 KiB');
  });
});
