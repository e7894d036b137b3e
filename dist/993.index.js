export const id = 993;
export const ids = [993];
export const modules = {

/***/ 9138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentWorker: () => (/* binding */ commentWorker)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
// The thread of ./comment-thread.ts (the action's own bundle, started again as a worker: index.ts):
// loads the GitHub client and looks for the sticky comment at once, then writes the body the main
// thread sends, answering with the result. Its log lines are messages to the main thread (written
// there with the run's log), so none is lost when the thread is stopped, and they stay in order
// with the answer. The client is the main thread's (./github-client.ts), from its own file.

/** The worker's work (index.ts calls it off the main thread). */
async function commentWorker() {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    if (!port)
        return;
    const job = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    const say = (m) => port.postMessage(m);
    const log = {
        debug: (message) => say({ log: 'debug', message }),
        info: (message) => say({ log: 'info', message }),
        warning: (message) => say({ log: 'warning', message }),
    };
    // The body may come before the client is loaded: the listener is on from the start.
    const request = new Promise((resolve) => port.once('message', resolve));
    const [client, comment] = await Promise.all([Promise.all(/* import() | github */[__webpack_require__.e(636), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 1777)), Promise.all(/* import() | github */[__webpack_require__.e(636), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 7318))]);
    const gh = client.actionGitHub(job.token, log);
    const early = await comment.lookUpStickyComment(gh, job.target, job.marker, job.login);
    const m = await request;
    say({ result: await comment.upsertStickyComment(gh, job.target, m.body, { createIfMissing: m.createIfMissing, marker: job.marker, login: job.login, early }) });
}


/***/ })

};
