// Stands in, in the bundles only (tsconfig.json `paths`, which ncc applies), for
// `web-streams-polyfill/dist/ponyfill.es2018.js`: fetch-blob (under node-fetch, src/github/http-fetch.ts)
// requires it only when the runtime has no global ReadableStream and no `node:stream/web`, which
// every Node this action runs on (20, 24) has. The polyfill was 212 KB of the comment's bundle
// file, compiled on every comment and never run. Anything that does reach this fails loudly.
throw new Error('instruction-stack: this Node has no ReadableStream (node:stream/web); run the action on Node 20 or later');

export {};
