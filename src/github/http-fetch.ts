// The action's `fetch` for direct requests to GitHub (no proxy: src/github/proxy.ts): node-fetch,
// over Node's own http/https.
//
// Why not Node's global fetch or the bundled undici: both parse responses with llhttp compiled to
// WebAssembly, and V8 optimises that parser on a background thread after the first response; the
// process waits for that compilation before it exits. On the action's cold start (two requests)
// that was ~130 ms of wall time and ~28 MB of peak RSS (Node 20: gone with --liftoff-only, gone
// with node-fetch). node:http's parser is native. node-fetch's own Response class answers, so
// bounded-fetch's rebuilt responses never load Node's fetch either.

/** `fetch` of node-fetch, evaluated on the first request (in the bundle file of this module). */
export function nodeHttpFetch(): typeof fetch {
  let loaded: Promise<typeof fetch> | undefined;
  const f = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const impl = await (loaded ??= import(/* webpackMode: "eager" */ 'node-fetch').then((m) => m.default as unknown as typeof fetch));
    try {
      return await impl(input, init);
    } catch (e) {
      throw asFetchFailure(e);
    }
  };
  return f as typeof fetch;
}

/**
 * A network failure as the standard fetch reports it: TypeError "fetch failed" whose cause says
 * what failed (bounded-fetch shows the cause: "connect ECONNREFUSED 127.0.0.1:443"). node-fetch
 * puts it after "reason: " in a message that also holds the whole URL. Other errors (an abort) pass.
 */
export function asFetchFailure(e: unknown): unknown {
  if (!(e instanceof Error) || e.name !== 'FetchError' || (e as { type?: string }).type !== 'system') return e;
  const at = e.message.indexOf('reason: ');
  return new TypeError('fetch failed', { cause: new Error(at < 0 ? e.message : e.message.slice(at + 'reason: '.length)) });
}
