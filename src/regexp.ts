// A string as a regular expression matching it literally (RegExp.escape arrives with Node 24; the CLI
// runs on Node 20 too).

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
