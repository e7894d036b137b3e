// Names from the repository as a reader can see them: control, bidi, zero-width and tag characters
// become visible `\u{…}` escapes wherever a path is printed (comment, summary, annotations, text),
// so `evil\u202eFDP.md` cannot render reversed and a zero-width space cannot make two names look alike.
// One function, shared by every output format; defined below the checks (src/invisible.ts), which use it too.
export { printable } from '../invisible.js';
