// Entry of the bundled action (dist/index.js). All logic lives in ./main.ts. The same file runs the
// sticky comment's thread (./comment-thread.ts), started as a worker of this module: then it does
// that work alone. Each loads only its own code (files of their own in dist/): the thread does not
// read or compile the analysis. On a pull request the main thread first starts git on the clone
// (./git-reads.ts), which then runs while the action's code loads.
import { isMainThread } from 'node:worker_threads';
import { startEventGit } from './git-reads.js';

const entry = new URL(import.meta.url);
if (isMainThread) {
  const early = startEventGit();
  void import(/* webpackChunkName: "action" */ './main.js').then((m) => m.run(entry, early));
} else void import(/* webpackChunkName: "comment-worker" */ './comment-worker.js').then((m) => m.commentWorker());
