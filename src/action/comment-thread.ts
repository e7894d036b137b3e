// The sticky comment's requests to GitHub, on a thread of their own (./comment-worker.ts). The
// analysis is synchronous: it gives the event loop no turn, so a request begun on the main thread
// before it (to find the comment while the trees are read) only went out once the analysis was
// done, and the client's loading, the connection (DNS, TCP, TLS) and the look-up were all on the
// run's path. On its own thread the client loads and the comment is looked for while the analysis
// runs; the main thread then sends the body it renders, and the comment is written over the
// connection the look-up opened while the main thread writes the summary and the report: on a push
// after the first, one request, made while the run's last work is done.
// The thread's log lines come back as messages, in order with its answer, and are written here.
import { Worker } from 'node:worker_threads';
import type { Logger } from '../github/client.js';
import type { CommentResult, CommentTarget } from '../github/comment.js';
import { errorMessage } from '../github/errors.js';

/** What the thread is started with. */
export interface CommentJob {
  token: string;
  target: CommentTarget;
  marker: string;
  /** The login the token writes as, when its kind tells (undefined: the thread asks GitHub). */
  login: string | undefined;
}

/** The main thread's one message: the body to write. */
export interface CommentRequest {
  body: string;
  createIfMissing: boolean;
}

/** The thread's messages: log lines, then its answer. */
export type CommentMessage = { log: keyof Logger; message: string } | { result: CommentResult };

export interface CommentThread {
  /** Writes the comment (created, updated or left), after the look-up the thread began at its start; never rejects. */
  upsert(body: string, createIfMissing: boolean): Promise<CommentResult>;
  /** Stops the thread, whatever it is doing (a run that ends without a comment, or after it). */
  close(): void;
}

/**
 * Starts the thread, which begins looking for the comment at once. `entry`: the action's entry
 * module (its bundle), which runs ./comment-worker.ts when it is not the main thread.
 */
export function startCommentThread(entry: URL, job: CommentJob, log: Logger): CommentThread {
  let worker: Worker;
  try {
    worker = new Worker(entry, { workerData: job });
  } catch (e) {
    return failedThread(stopped(`it could not start (${errorMessage(e)})`));
  }
  let answer: ((r: CommentResult) => void) | undefined;
  let ended: CommentResult | undefined;
  const end = (r: CommentResult): void => {
    ended ??= r;
    answer?.(ended);
  };
  worker.on('message', (m: CommentMessage) => {
    if ('log' in m) log[m.log](m.message);
    else end(m.result);
  });
  worker.on('error', (e) => end(stopped(errorMessage(e))));
  worker.on('exit', (code) => end(stopped(`exit code ${code}`)));
  return {
    upsert(body, createIfMissing) {
      if (ended) return Promise.resolve(ended);
      return new Promise((resolve) => {
        answer = resolve;
        worker.postMessage({ body, createIfMissing } satisfies CommentRequest);
      });
    },
    close() {
      void worker.terminate();
    },
  };
}

function stopped(why: string): CommentResult {
  return { ok: false, step: 'list', message: `the thread writing the comment stopped before it answered: ${why}` };
}

function failedThread(r: CommentResult): CommentThread {
  return { upsert: () => Promise.resolve(r), close: () => undefined };
}
