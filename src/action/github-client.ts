// The action's GitHub client, one way for both its threads (the main thread in API mode, the
// comment's thread): node-fetch for direct requests (src/github/http-fetch.ts), undici from a file
// of its own behind a proxy. Imported on demand, so this module and the client are a file of their
// own (dist/NNN.index.js), read by a thread only when it first makes a request.
import { createGitHub, type GitHub, type Logger } from '../github/client.js';
import { nodeHttpFetch } from '../github/http-fetch.js';

export function actionGitHub(token: string, log: Logger): GitHub {
  return createGitHub({ token, log, directFetch: nodeHttpFetch(), undici: () => import(/* webpackChunkName: "undici" */ 'undici') });
}
