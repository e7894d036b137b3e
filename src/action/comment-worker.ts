// The thread of ./comment-thread.ts (the action's own bundle, started again as a worker: index.ts):
// loads the GitHub client and looks for the sticky comment at once, then writes the body the main
// thread sends, answering with the result. Its log lines are messages to the main thread (written
// there with the run's log), so none is lost when the thread is stopped, and they stay in order
// with the answer. The client is the main thread's (./github-client.ts), from its own file.
import { parentPort, workerData } from 'node:worker_threads';
import type { Logger } from '../github/client.js';
import type { CommentJob, CommentMessage, CommentRequest } from './comment-thread.js';

/** The worker's work (index.ts calls it off the main thread). */
export async function commentWorker(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const job = workerData as CommentJob;
  const say = (m: CommentMessage): void => port.postMessage(m);
  const log: Logger = {
    debug: (message) => say({ log: 'debug', message }),
    info: (message) => say({ log: 'info', message }),
    warning: (message) => say({ log: 'warning', message }),
  };
  // The body may come before the client is loaded: the listener is on from the start.
  const request = new Promise<CommentRequest>((resolve) => port.once('message', resolve));
  const [client, comment] = await Promise.all([import(/* webpackChunkName: "github" */ './github-client.js'), import(/* webpackChunkName: "github" */ '../github/comment.js')]);
  const gh = client.actionGitHub(job.token, log);
  const early = await comment.lookUpStickyComment(gh, job.target, job.marker, job.login);
  const m = await request;
  say({ result: await comment.upsertStickyComment(gh, job.target, m.body, { createIfMissing: m.createIfMissing, marker: job.marker, login: job.login, early }) });
}
