// Names from the repository as a reader can see them: control, bidi, zero-width and tag characters
// become visible `\u{…}` escapes wherever a path is printed (comment, summary, annotations, text),
// so `evil\u202eFDP.md` cannot render reversed and a zero-width space cannot make two names look alike.
// One function, shared by every output format.

/**
 * C0/C1 controls and DEL, bidi embeddings, overrides, isolates and marks, zero-width characters, word
 * joiners and invisible operators, BOM, line/paragraph separators, tag characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const INVISIBLE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|[\u{e0000}-\u{e007f}]/gu;

const SHORT: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** `s` with every invisible or direction-changing character replaced by a visible escape. */
export function printable(s: string): string {
  return s.replace(INVISIBLE_IN_NAMES, (c) => SHORT[c] ?? `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

/** The invisible or direction-changing characters of `s`, as `U+XXXX` codes, each once. */
export function invisibleCodes(s: string): string[] {
  const out = new Set<string>();
  for (const m of s.matchAll(INVISIBLE_IN_NAMES)) out.add(`U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return [...out];
}
