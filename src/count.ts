// Counts and sizes as people read them: `12,345` (en-US grouping, as Intl.NumberFormat('en-US') and
// toLocaleString('en-US') write it). Creating an Intl.NumberFormat loads ICU's number data (~15-30 ms
// of the action's start-up on a small PR), so safe integers, which every count and byte size is, are
// grouped here; anything else (fractions, -0, huge or non-finite values) still goes to Intl.
// test/markdown-num.test.ts compares the two.
let nf: Intl.NumberFormat | undefined;

export function grouped(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = digits;
    if (digits.length > 3) {
      const head = digits.length % 3 || 3;
      out = digits.slice(0, head);
      for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
    }
    return n < 0 ? `-${out}` : out;
  }
  nf ??= new Intl.NumberFormat('en-US');
  return nf.format(n);
}
