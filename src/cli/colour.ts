// Colour on a terminal only: never when NO_COLOR is set (no-color.org), always when FORCE_COLOR
// asks for it, else when the stream is a TTY. Pipes, files and CI logs get plain text.

export function colourEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if ((env.NO_COLOR ?? '') !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return stream.isTTY === true && env.TERM !== 'dumb';
}
