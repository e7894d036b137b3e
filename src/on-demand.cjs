// Libraries whose module code runs on their first use, not when the action or the CLI starts.
// CommonJS on purpose: the bundler (ncc, webpack) evaluates every ES `import` of a bundle when the
// bundle starts, while a `require` inside a function here runs the library's module code on the
// function's first call. At load, marked builds its ~100 rules (regular expressions, some with
// Unicode property classes) and yaml its schemas and tags: ~20 ms of the action's start-up
// (Node 20, 2-file PR), spent for nothing when no file has code syntax (src/doc/markdown.ts) or
// front matter and there is no configuration file. Types: on-demand.d.cts.
'use strict';

let marked;
let yaml;

exports.marked = () => (marked ??= require('marked'));
exports.yaml = () => (yaml ??= require('yaml'));
