// The characters a reader cannot see or that reorder what they see, in names from the repository:
// C0/C1 controls and DEL, bidi embeddings, overrides, isolates and marks, zero-width characters, word
// joiners and invisible operators, BOM, line/paragraph separators, tag characters. One definition for
// the outputs (src/output/printable.ts escapes them) and the checks (hidden reports them in names,
// naming the path in its escaped form so a newline in a name cannot split the message).

// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const INVISIBLE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|[\u{e0000}-\u{e007f}]/gu;

/** `U+XXXX` for a code point. */
export const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The invisible or direction-changing characters of `s`, as `U+XXXX` codes, each once. */
export function invisibleCodes(s: string): string[] {
  const out = new Set<string>();
  for (const m of s.matchAll(INVISIBLE_IN_NAMES)) out.add(hex(m[0].codePointAt(0)!));
  return [...out];
}

const SHORT: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** `s` with every invisible or direction-changing character replaced by a visible escape. */
export function printable(s: string): string {
  return s.replace(INVISIBLE_IN_NAMES, (c) => SHORT[c] ?? `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}
