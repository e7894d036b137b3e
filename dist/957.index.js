export const id = 957;
export const ids = [957];
export const modules = {

/***/ 3446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  displayRoot: () => (/* binding */ displayRoot),
  partialSummary: () => (/* binding */ partialSummary),
  readInputs: () => (/* binding */ readInputs),
  run: () => (/* binding */ run),
  summaryUrl: () => (/* binding */ summaryUrl)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(6058);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/deadline.ts
/** Default run deadline: well inside a GitHub job's limit (360 min) and a developer's patience. */
const DEFAULT_TIMEOUT_SECONDS = 600;
class DeadlineError extends Error {
    seconds;
    progress;
    /** Set by the layer that was cut short (the checks, the analysis) on the way up. */
    partial;
    constructor(seconds, 
    /** What the run was doing when time ran out, and how far it got. */
    progress) {
        super(`the analysis did not finish within ${seconds} s (stopped while ${progress})`);
        this.seconds = seconds;
        this.progress = progress;
    }
}
let endsAt = Infinity;
let seconds = 0;
let progress = 'starting';
/** Starts the deadline `s` seconds from now (0 or Infinity: none). */
function startDeadline(s) {
    seconds = s;
    endsAt = s > 0 && Number.isFinite(s) ? performance.now() + s * 1000 : Infinity;
    progress = 'starting';
}
function clearDeadline() {
    endsAt = Infinity;
}
/** Runs `f` with the deadline held off: the small, bounded work of reporting what finished once it passed. */
function pastDeadline(f) {
    const saved = endsAt;
    endsAt = Infinity;
    try {
        return f();
    }
    finally {
        endsAt = saved;
    }
}
/**
 * Records what the run is doing, for the message if time runs out: a function when the words change
 * faster than they are worth formatting (it is called only for the message).
 */
function setProgress(what) {
    progress = what;
}
/** Throws DeadlineError once the deadline has passed. */
function checkDeadline() {
    if (endsAt !== Infinity && performance.now() > endsAt)
        throw new DeadlineError(seconds, typeof progress === 'string' ? progress : progress());
}
/** Parses a timeout given by a person: positive seconds; `0` means none. Undefined when invalid. */
function parseTimeout(text) {
    const t = (text ?? '').trim();
    if (t === '')
        return DEFAULT_TIMEOUT_SECONDS;
    if (!/^\d+(\.\d+)?$/.test(t))
        return undefined;
    const n = Number(t);
    return n === 0 ? Infinity : n;
}
/**
 * A count of work units (e.g. glob tests) that one input may cost, optionally inside a larger one
 * (a file's budget inside the run's). Spending past either leaves the rest of that input's work
 * undone; the caller reports what it left, so a bound never turns silently into a pass.
 */
class WorkBudget {
    limit;
    parent;
    used = 0;
    constructor(limit, parent) {
        this.limit = limit;
        this.parent = parent;
    }
    /** Takes `n` units when this budget and every enclosing one still hold them; false (nothing taken) when not. */
    spend(n) {
        if (n > this.left)
            return false;
        this.take(n);
        return true;
    }
    /** Units still free here and in every enclosing budget. */
    get left() {
        return Math.min(this.limit - this.used, this.parent ? this.parent.left : Infinity);
    }
    /** Units still free in this budget alone (the enclosing ones aside). */
    get ownLeft() {
        return this.limit - this.used;
    }
    take(n) {
        this.used += n;
        this.parent?.take(n);
    }
}

;// CONCATENATED MODULE: ./src/findings.ts
/**
 * The finding's own `key`, or one built from what it says and where. The built form is what the
 * checks write into `Finding.key` and what SARIF fingerprints hash, so it must not change.
 */
function findingKey(f) {
    return f.key ?? `${f.check}:${f.path ?? ''}:${f.line ?? ''}:${f.message}`;
}
/** Each finding once by `findingKey`, the first one kept, order preserved. */
function dedupeFindings(fs) {
    const seen = new Set();
    const out = [];
    for (const f of fs) {
        const k = findingKey(f);
        if (seen.has(k))
            continue;
        seen.add(k);
        out.push(f);
    }
    return out;
}
/**
 * The finding under its check's configured severity, or undefined when the check is `off`. A note
 * stays a note unless the override is `error` (README, `checks.<id>`): raising a check to `warning`
 * is about its problems, not the context it adds.
 */
function overrideSeverity(f, override) {
    if (override === 'off')
        return undefined;
    return override && override !== f.severity && (f.severity !== 'note' || override === 'error') ? { ...f, severity: override } : f;
}
const RANK = { error: 0, warning: 1, note: 2 };
/** Most severe first. */
function compareSeverity(a, b) {
    return RANK[a] - RANK[b];
}
/** How many findings there are of each severity. */
function countSeverities(findings) {
    const c = { error: 0, warning: 0, note: 0 };
    for (const f of findings)
        c[f.severity]++;
    return c;
}
/** Whether findings of these severities fail a run at `failOn`. */
function failsAt(findings, failOn) {
    if (failOn === 'never')
        return false;
    return findings.some((f) => f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning'));
}
/** Findings by check id (what a check on a PR base can mark: CheckContext.headFindings). */
function findingsByCheck(fs) {
    const m = new Map();
    for (const f of fs) {
        const l = m.get(f.check);
        if (l)
            l.push(f);
        else
            m.set(f.check, [f]);
    }
    return m;
}

;// CONCATENATED MODULE: ./src/memo.ts
// A bounded memo for pure functions of file text: a file is parsed once however many sessions load
// it, and a long-lived process (the action on a huge tree) cannot grow it without limit.
function boundedMemo(limit) {
    const m = new Map();
    return (key, compute) => {
        const hit = m.get(key);
        if (hit !== undefined)
            return hit;
        if (m.size >= limit)
            m.clear();
        const v = compute();
        m.set(key, v);
        return v;
    };
}
/** `m`'s value for `key`: made by `make` and kept the first time it is asked for (nested memos share this). */
function cached(m, key, make) {
    let v = m.get(key);
    if (v === undefined)
        m.set(key, (v = make()));
    return v;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/glob.ts
// Glob matching in bounded time. picomatch gives the semantics (the tools use it or minimatch-like
// matchers), but its regular expressions backtrack: `*a*a*a*a*a*a*a*a*a*a` against a 60-character
// name ran for 109 s. Patterns with at most two unbounded wildcards keep picomatch's own matcher
// (at worst quadratic in a path's length, and fast); richer ones run picomatch's expression on
// RE2JS, a linear-time engine, after dropping the look-arounds RE2 lacks. The dropped ones only
// exclude `.`/`..` segments and empty segments, which repository paths (normalised, relative)
// never hold. What RE2 still cannot run (`!(…)` extglobs) is refused: it matches nothing and
// `globComplexity` says why, so the check reports the rule instead of holding the run.


/** Look-arounds picomatch emits that are always true on normalised repository paths. */
const PATH_SAFE_LOOKAROUNDS = ['(?!\\.{1,2}(?:\\/|$))', '(?!(?:^|\\/)\\.{1,2}(?:\\/|$))', '(?=.)'];
/** Unbounded wildcards of a pattern: `*` runs (a globstar is one), and extglob groups. */
function wildcards(p) {
    let n = 0;
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '\\')
            i++;
        else if (c === '*') {
            n++;
            while (p[i + 1] === '*')
                i++;
        }
        else if ((c === '+' || c === '@' || c === '!' || c === '?') && p[i + 1] === '(')
            n++;
    }
    return n;
}
const cache = new Map();
function compileOne(pattern, dot) {
    const key = `${dot ? 1 : 0}\0${pattern}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const made = glob_build(pattern, dot);
    // Bounded, yet large enough that two tools reading the same rules (Claude Code, Copilot) share the
    // compiled patterns of a large repository; a matcher the engine keeps costs the map entry only.
    if (cache.size > 200_000)
        cache.clear();
    cache.set(key, made);
    return made;
}
/**
 * picomatch's own test (picomatch.test in 4.x without format, basename or ignore options: the empty
 * path never matches, the pattern itself always does, else the expression) on its expression alone.
 * Its `picomatch()` matcher also keeps the parse state of every pattern: with 300,000 rule patterns
 * that was gigabytes and half the run in garbage collection.
 */
function viaRegExp(pattern, dot) {
    const re = picomatch_default().makeRe(pattern, { dot });
    return (path) => path !== '' && (path === pattern || re.test(path));
}
function glob_build(pattern, dot) {
    if (wildcards(pattern) <= 2) {
        try {
            return { match: viaRegExp(pattern, dot) };
        }
        catch {
            return { match: () => false, refused: 'it is not a valid glob' };
        }
    }
    // A leading `!` negates the rest (picomatch compiles it to a look-ahead RE2 cannot run).
    const negated = pattern.startsWith('!') && !pattern.startsWith('!(');
    const body = negated ? pattern.slice(1) : pattern;
    let source;
    try {
        source = picomatch_default().makeRe(body, { dot }).source;
    }
    catch {
        return { match: () => false, refused: 'it is not a valid glob' };
    }
    for (const l of PATH_SAFE_LOOKAROUNDS)
        source = source.split(l).join('');
    try {
        const re = build/* RE2JS */.L3.compile(source);
        // The empty path matches nothing, as in picomatch.
        return { match: negated ? (p) => p !== '' && !re.matches(p) : (p) => re.matches(p) };
    }
    catch {
        return {
            match: () => false,
            refused: 'it combines more wildcards and extglob groups than can be matched in bounded time',
        };
    }
}
/** Whether picomatch reads `pattern` as a glob (else it matches only the path it spells). */
function isGlobPattern(pattern) {
    return picomatch_default().scan(pattern).isGlob;
}
/**
 * The literal part a pattern's matches start with, from picomatch's own scanner: every match is that
 * path or lies under it (`src/a/**\/*.ts`: `src/a`); '' when a match may be anywhere (a negation, an
 * escape in the literal part, or no literal part).
 */
function literalBase(pattern) {
    const s = picomatch_default().scan(pattern);
    if (s.negated || s.base.includes('\\'))
        return '';
    return s.base.replace(/\/$/, '');
}
/**
 * One pattern, compiled when first needed, and only for paths under its literal base: a rule of
 * 70,000 patterns costs 70,000 prefix tests for a path, not 70,000 compiled expressions (the engine
 * matches every touched path against every conditional rule).
 */
function lazy(pattern, dot) {
    let m;
    const full = (path) => (m ??= compileOne(pattern, dot).match)(path);
    const base = literalBase(pattern);
    if (base === '')
        return full;
    const under = `${base}/`;
    return (path) => (path === base || path.startsWith(under)) && full(path);
}
/** A matcher for one pattern or a list (a path matches when any pattern does). */
function globMatcher(patterns, opts = {}) {
    const dot = opts.dot ?? true;
    if (typeof patterns === 'string')
        return lazy(patterns, dot);
    // One matcher per list object (a settings list is asked for again by every session).
    const lists = dot ? listsDot : listsNoDot;
    let m = lists.get(patterns);
    if (!m)
        lists.set(patterns, (m = listMatcher(patterns, dot)));
    return m;
}
const listsDot = new WeakMap();
const listsNoDot = new WeakMap();
function listMatcher(list, dot) {
    const ms = list.map((p) => lazy(p, dot));
    if (ms.length === 1)
        return ms[0];
    const any = (path) => ms.some((m) => m(path));
    if (ms.length < MEMO_FROM)
        return any;
    // A long list (20,000 claudeMdExcludes) asked about the same paths by every session: each path's
    // answer once (bounded), so the cost is patterns × distinct paths, not × questions.
    const memo = new Map();
    return (path) => {
        let r = memo.get(path);
        if (r === undefined) {
            r = any(path);
            if (memo.size < MEMO_MAX)
                memo.set(path, r);
        }
        return r;
    };
}
/** Lists from this many patterns keep their answers per path, for up to MEMO_MAX paths. */
const MEMO_FROM = 32;
const MEMO_MAX = 100_000;
/** Why a pattern is not matched at all (too complex for bounded time), or undefined. */
function globRefused(pattern, opts = {}) {
    return compileOne(pattern, opts.dot ?? true).refused;
}

;// CONCATENATED MODULE: ./src/repo/view.ts
// The read-only repository view every analysis runs on. Three backends (working tree, git revision,
// GitHub API) fill the same index; the engine never touches the file system directly.

const ROOT_ENTRY = Object.freeze({ kind: 'dir' });
const DEFAULT_MAX_READ_BYTES = 1024 * 1024;
function parentDir(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? '' : path.slice(0, i);
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function joinPath(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}
/** Lexically normalises a repository path; returns null when it climbs above the root. */
function normalizeRepoPath(path) {
    const n = external_node_path_.posix.normalize(path.replace(/\\/g, '/'));
    if (n === '.' || n === './' || n === '')
        return '';
    if (n.startsWith('../') || n === '..' || n.startsWith('/'))
        return null;
    return n.replace(/^\.\//, '').replace(/\/$/, '');
}
/** Every directory from the root down to `dir`, root first ("" included). */
function ancestorsRootFirst(dir) {
    const out = [''];
    if (dir === '')
        return out;
    // One prefix per `/`, not a join of the parts for each (that was quadratic in the depth: 150 nested
    // directories spent a tenth of the run here).
    for (let i = dir.indexOf('/'); i >= 0; i = dir.indexOf('/', i + 1))
        out.push(dir.slice(0, i));
    out.push(dir);
    return out;
}
/** Whether a repository path has a `.git` segment (never part of a view). */
function hasGitSegment(path) {
    return path.includes('.git') && path.split('/').includes('.git');
}
/** A view over a complete list of entries (git revision, GitHub tree). Directory maps are built once. */
class IndexedView {
    maxReadBytes;
    dirs = new Map();
    paths = [];
    constructor(maxReadBytes = DEFAULT_MAX_READ_BYTES) {
        this.maxReadBytes = maxReadBytes;
        this.dirs.set('', new Map());
    }
    addEntry(path, entry) {
        if (path === '' || hasGitSegment(path))
            return;
        this.ensureDir(parentDir(path)).set(baseName(path), entry);
        if (entry.kind === 'dir')
            this.ensureDir(path);
        else
            this.paths.push(path);
    }
    ensureDir(dir) {
        return ensureDirIn(this.dirs, dir);
    }
    children(dir) {
        return this.dirs.get(dir);
    }
    entry(path) {
        return path === '' ? ROOT_ENTRY : this.dirs.get(parentDir(path))?.get(baseName(path));
    }
    allPaths() {
        return this.paths;
    }
    cache = new Map();
    read(path) {
        return readOnce(this.cache, path, (p) => this.entry(p), (p, e) => this.readBlob(p, e));
    }
}
/**
 * The listing of `dir` in an index of directory listings, made (with every missing ancestor, each
 * entered in its parent's listing as a directory) when not there yet. Loops up the chain, so a deep
 * path costs no recursion.
 */
function ensureDirIn(dirs, dir) {
    const hit = dirs.get(dir);
    if (hit)
        return hit;
    const made = new Map();
    dirs.set(dir, made);
    let d = dir;
    while (d !== '') {
        const slash = d.lastIndexOf('/');
        const up = slash < 0 ? '' : d.slice(0, slash);
        let parent = dirs.get(up);
        const known = parent !== undefined;
        if (!parent)
            dirs.set(up, (parent = new Map()));
        parent.set(d.slice(slash + 1), { kind: 'dir' });
        if (known)
            break;
        d = up;
    }
    return made;
}
/**
 * What reading `path` gives, worked out once per view (`cache`): a missing path or one that is not a
 * file is an answer, not an error; a file's bytes come from `readBlob`. Every indexed view reads so.
 */
function readOnce(cache, path, entry, readBlob) {
    const hit = cache.get(path);
    if (hit)
        return hit;
    const e = entry(path);
    let r;
    if (!e)
        r = { ok: false, reason: 'missing', message: `${path} does not exist` };
    else if (e.kind !== 'file')
        r = { ok: false, reason: 'not-a-file', message: `${path} is a ${e.kind}, not a file` };
    else
        r = readBlob(path, e);
    cache.set(path, r);
    return r;
}

;// CONCATENATED MODULE: ./src/repo/links.ts
// Symlinks and relative paths are resolved lexically inside the tree: a link that leaves the
// repository is reported, never followed, so nothing outside the root is ever read.


const MAX_HOPS = 40; // the Linux kernel's own limit (MAXSYMLINKS)
const memo = new WeakMap();
/** Follows symlinks in every component of `path`, staying inside the view. */
function resolvePath(view, path) {
    let m = memo.get(view);
    if (!m)
        memo.set(view, (m = new Map()));
    const hit = m.get(path);
    if (hit)
        return hit;
    const same = view.resolvesAs?.(path);
    const r = same ? resolvePath(same, path) : (lastStep(view, m, path) ?? walk(view, path, m));
    m.set(path, r);
    return r;
}
/**
 * The path resolved from its parent's result when that is a real directory reached without links
 * and the last component is no link: one look-up instead of a walk from the root (which made
 * resolving every path of a deep tree quadratic in its depth). Undefined when a walk is needed.
 */
function lastStep(view, m, path) {
    if (path === '')
        return undefined;
    const parent = parentDir(path);
    const p = parent === '' ? ROOT : m.get(parent);
    if (!p || !p.ok || p.links.length > 0 || p.entry.kind !== 'dir' || p.path !== parent)
        return undefined;
    const e = view.entry(path);
    if (!e)
        return { ok: false, problem: 'broken', at: path, links: NO_LINKS };
    if (e.kind === 'symlink')
        return undefined;
    return { ok: true, path, entry: e, links: NO_LINKS };
}
/**
 * The links of a path reached without any: one frozen list for the memo's many answers (tens of
 * thousands on a large tree, an empty array apiece before).
 */
const NO_LINKS = Object.freeze([]);
const ROOT = Object.freeze({ ok: true, path: '', entry: Object.freeze({ kind: 'dir' }), links: NO_LINKS });
function walk(view, start, m) {
    const links = [];
    let pending = start === '' ? [] : start.split('/');
    let done = '';
    let hops = 0;
    let entry = { kind: 'dir' };
    while (pending.length > 0) {
        const name = pending.shift();
        const here = done === '' ? name : `${done}/${name}`;
        const e = view.entry(here);
        if (!e)
            return { ok: false, problem: 'broken', at: links.length ? links[links.length - 1] : here, links };
        if (e.kind === 'symlink') {
            // A link met twice is a loop; the hop limit also stops long chains through distinct links.
            if (links.includes(here) || ++hops > MAX_HOPS)
                return { ok: false, problem: 'loop', at: here, links };
            links.push(here);
            if (e.target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(e.target)) {
                return { ok: false, problem: 'absolute', at: here, links, target: e.target };
            }
            const joined = normalizeRepoPath(external_node_path_.posix.join(parentDir(here), e.target));
            if (joined === null)
                return { ok: false, problem: 'escapes', at: here, links, target: e.target };
            pending = [...(joined === '' ? [] : joined.split('/')), ...pending];
            done = '';
            entry = { kind: 'dir' };
            continue;
        }
        if (pending.length > 0 && e.kind !== 'dir')
            return { ok: false, problem: 'broken', at: here, links };
        // A directory reached without links: its own resolution, kept for the paths below it.
        if (m && links.length === 0 && e.kind === 'dir' && pending.length > 0 && !m.has(here))
            m.set(here, { ok: true, path: here, entry: e, links: NO_LINKS });
        done = here;
        entry = e;
    }
    return { ok: true, path: done, entry, links };
}
/** Reads the file a path names, following links inside the tree only. */
function links_readFile(view, path) {
    const r = resolvePath(view, path);
    if (!r.ok) {
        if (r.problem === 'broken' && r.links.length === 0) {
            return { ok: false, path, problem: 'missing', message: `${path} does not exist`, links: NO_LINKS };
        }
        return { ok: false, path, problem: r.problem, message: describeLinkProblem(path, r), links: r.links, target: r.target };
    }
    if (r.entry.kind === 'dir')
        return { ok: false, path, problem: 'directory', message: `${path} is a directory`, links: r.links };
    if (r.entry.kind !== 'file')
        return { ok: false, path, problem: 'not-a-file', message: `${path} is not a regular file`, links: r.links };
    const got = view.read(r.path);
    if (!got.ok)
        return { ok: false, path, problem: 'unreadable', message: got.message, links: r.links };
    return { ok: true, path, realPath: r.path, bytes: got.bytes, size: got.size, capped: got.capped, links: r.links };
}
/** Whether `path` names a regular file once links are followed (how the tools' `stat` sees it). */
function isFile(view, path) {
    const r = resolvePath(view, path);
    return r.ok && r.entry.kind === 'file';
}
function isDir(view, path) {
    const r = resolvePath(view, path);
    return r.ok && r.entry.kind === 'dir';
}
function describeLinkProblem(path, r) {
    const t = r.target !== undefined ? ` -> ${r.target}` : '';
    switch (r.problem) {
        case 'broken':
            return `${path}: symlink ${r.at} points to nothing`;
        case 'escapes':
            return `${path}: symlink ${r.at}${t} leaves the repository; not followed`;
        case 'absolute':
            return `${path}: symlink ${r.at}${t} is an absolute path outside the repository; not followed`;
        case 'loop':
            return `${path}: symlink loop at ${r.at}`;
        default:
            return `${path}: ${r.problem}`;
    }
}

;// CONCATENATED MODULE: ./src/doc/decode.ts
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function decode(path, bytes) {
    const findings = [];
    const head = bytes.subarray(0, 8000);
    if (head.includes(0)) {
        findings.push({
            check: 'input',
            severity: 'error',
            path,
            message: `${path} is binary (it contains NUL bytes); tools would send it as garbled text`,
            fix: 'Replace it with a Markdown text file.',
        });
        return { text: '', isText: false, hasBom: false, hasCrlf: false, invalidUtf8: false, findings };
    }
    // Tools read with a UTF-8 decoder that keeps the BOM as U+FEFF (Node's readFile 'utf8' does).
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    let text;
    let invalidUtf8 = false;
    try {
        text = strict.decode(bytes);
    }
    catch {
        invalidUtf8 = true;
        text = lossy.decode(bytes);
        const line = firstBadLine(bytes);
        findings.push({
            check: 'input',
            severity: 'warning',
            path,
            line,
            message: `${path} is not valid UTF-8 (first bad byte on line ${line}); tools replace the bad bytes with U+FFFD`,
            fix: 'Re-save the file as UTF-8.',
        });
    }
    const hasCrlf = text.includes('\r\n');
    if (hasBom) {
        findings.push({
            check: 'input',
            severity: 'note',
            path,
            line: 1,
            message: `${path} starts with a UTF-8 byte-order mark; it reaches the model as an invisible character and can hide frontmatter`,
            fix: 'Save the file without a BOM.',
        });
    }
    return { text, isText: true, hasBom, hasCrlf, invalidUtf8, findings };
}
function firstBadLine(bytes) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] === 10) {
            try {
                strict.decode(bytes.subarray(lineStart, i));
            }
            catch {
                return line;
            }
            line++;
            lineStart = i + 1;
        }
    }
    return line;
}
/** Offsets where each line starts (the last text asked about is kept: callers ask many offsets of one text). */
let lastText;
let lastStarts = [];
function lineStarts(text) {
    if (text === lastText)
        return lastStarts;
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    lastText = text;
    lastStarts = starts;
    return starts;
}
/** 1-based line number of a character offset: a binary search over the line starts, so asking about every match of a text stays linear. */
function lineAt(text, offset) {
    const starts = lineStarts(text);
    const at = Math.min(Math.max(offset, 0), text.length);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= at)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
}

// EXTERNAL MODULE: ./src/on-demand.cjs
var on_demand = __webpack_require__(525);
;// CONCATENATED MODULE: ./src/doc/markdown.ts


const regionMemo = boundedMemo(5000);
/** Fenced/indented code blocks and inline code spans, as `marked`'s lexer sees them. */
function codeRegions(text) {
    return regionMemo(text, () => lexCodeRegions(text));
}
/**
 * Deepest container nesting marked would recurse into: `>` markers and list indentation at line
 * starts. marked re-lexes each container's content, so its time grows with depth × size.
 */
const MAX_NESTING = 24;
function tooDeep(text) {
    for (let i = 0; i < text.length;) {
        let depth = 0;
        let indent = 0;
        let j = i;
        for (; j < text.length; j++) {
            const c = text.charCodeAt(j);
            if (c === 62 /* > */)
                depth++;
            else if (c === 32)
                indent++;
            else if (c === 9)
                indent += 4;
            else if ((c === 45 || c === 42 || c === 43) && text.charCodeAt(j + 1) === 32)
                depth++;
            else
                break;
            if (depth > MAX_NESTING || indent > 2 * MAX_NESTING)
                return true;
        }
        const nl = text.indexOf('\n', j);
        if (nl < 0)
            break;
        i = nl + 1;
    }
    return false;
}
/**
 * What marked needs to see code: backticks (spans, fences), tildes (fences), a tab or four spaces
 * (indented code, also inside a list item or a quote, whose markers are stripped, never added).
 * A text with none of them has no code, and is not lexed: marked's first lex in a process costs
 * ~30 ms of compiling its rules, most of the action's analysis time on a small PR.
 * test/markdown-code-fast.test.ts compares this with marked's tokens on generated texts.
 */
const CODE_SYNTAX = /[`~\t]| {4}/;
function lexCodeRegions(text) {
    if (!CODE_SYNTAX.test(text))
        return [];
    return markedCodeRegions(text);
}
/** Code regions from marked's tokens (or the linear fallback past a nesting no file needs). */
function markedCodeRegions(text) {
    // Past a nesting no instruction file needs, marked's time is the input's to choose: scan linearly.
    if (tooDeep(text))
        return fallbackCodeRegions(text);
    let tokens;
    try {
        tokens = new ((0,on_demand/* marked */.x)().Lexer)({ gfm: true }).lex(text);
    }
    catch {
        // marked recursed too deep (nesting the input controls): fall back to fences and backtick runs.
        return fallbackCodeRegions(text);
    }
    const regions = [];
    // Depth-first over the token tree with an explicit stack: nesting depth is the input's to choose.
    const stack = [];
    let offset = 0;
    const top = [];
    for (const t of tokens) {
        top.push({ t, base: offset });
        offset += t.raw.length;
    }
    for (let i = top.length - 1; i >= 0; i--)
        stack.push(top[i]);
    while (stack.length > 0) {
        const { t, base } = stack.pop();
        if (t.type === 'code' || t.type === 'codespan') {
            regions.push([base, base + t.raw.length]);
            continue;
        }
        const kids = [];
        let from = 0;
        for (const c of childTokens(t)) {
            const at = t.raw.indexOf(c.raw, from);
            if (at < 0)
                continue;
            kids.push({ t: c, base: base + at });
            from = at + c.raw.length;
        }
        for (let i = kids.length - 1; i >= 0; i--)
            stack.push(kids[i]);
    }
    return regions.sort((a, b) => a[0] - b[0]);
}
function childTokens(t) {
    const out = [];
    // A loop, not push(...): a paragraph of 300,000 backslashes has 150,000 children.
    if ('tokens' in t && Array.isArray(t.tokens))
        for (const c of t.tokens)
            out.push(c);
    if (t.type === 'list')
        for (const item of t.items)
            out.push(item);
    return out;
}
/**
 * Code as GitHub Copilot CLI finds it around an `@reference` (observed 1.0.102, explorer seed 5:
 * D0308C and 29 probes; its loader is compiled, so black-box only). Lines end at `\n` only: a lone
 * CR is a character of the line. A line starting with ``` or ~~~ (assumed: after any indentation)
 * opens a fence, closed by a later line starting with at least as many of the same character
 * (assumed, as CommonMark); the fence's lines are code, and an unclosed one runs to the end. Outside
 * fences, on one line: a run of k backticks opens a span closed by the next run of exactly k, and one
 * never closed makes the rest of its line code (CommonMark takes it literally; Copilot does not).
 * Linear: each line is scanned once.
 */
function lineCodeRegions(text) {
    const out = [];
    let fence;
    for (let start = 0; start < text.length;) {
        const nl = text.indexOf('\n', start);
        const end = nl < 0 ? text.length : nl;
        const open = /^[ \t]*(`{3,}|~{3,})/.exec(text.slice(start, Math.min(end, start + 200)));
        if (fence) {
            if (open && open[1][0] === fence.char && open[1].length >= fence.len) {
                out.push([fence.from, end]);
                fence = undefined;
            }
        }
        else if (open)
            fence = { char: open[1][0], len: open[1].length, from: start };
        else
            lineSpans(text, start, end, out);
        start = end + 1;
    }
    if (fence)
        out.push([fence.from, text.length]);
    return out;
}
/** Backtick spans of the line `text[start, end)` as Copilot reads them (see lineCodeRegions). */
function lineSpans(text, start, end, out) {
    const runs = [];
    for (let i = text.indexOf('`', start); i >= 0 && i < end;) {
        let j = i;
        while (j < end && text.charCodeAt(j) === 96)
            j++;
        runs.push([i, j - i]);
        i = text.indexOf('`', j);
    }
    for (let r = 0; r < runs.length; r++) {
        const [at, k] = runs[r];
        let c = r + 1;
        while (c < runs.length && runs[c][1] !== k)
            c++;
        if (c === runs.length) {
            out.push([at, end]);
            return;
        }
        out.push([at, runs[c][0] + k]);
        r = c;
    }
}
/** Fenced blocks (``` or ~~~ at line start) and backtick spans outside them, in one pass. */
function fallbackCodeRegions(text) {
    const out = [];
    const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm;
    let at = 0;
    for (let m = fence.exec(text); m; m = fence.exec(text)) {
        for (const r of backtickRegions(text.slice(at, m.index)))
            out.push([r[0] + at, r[1] + at]);
        out.push([m.index, m.index + m[0].length]);
        at = m.index + m[0].length;
        if (m[0].length === 0)
            fence.lastIndex++;
    }
    for (const r of backtickRegions(text.slice(at)))
        out.push([r[0] + at, r[1] + at]);
    return out;
}
/**
 * Code spans as Gemini CLI finds them: runs of backticks only (`~~~` fences are not protected). Gemini
 * matches /(`+)([\s\S]*?)\1/g; this gives the same spans in one pass over the backtick runs (the regex
 * rescans to the end for every opener without a closer: quadratic on hostile input). At each position
 * the regex tries the longest opener first, then shorter ones, each closing at the next place holding
 * as many backticks, inside a later run or later in the same run.
 */
function backtickRegions(text) {
    const runStart = [];
    const runLen = [];
    for (let i = text.indexOf('`'); i >= 0;) {
        let j = i;
        while (text.charCodeAt(j) === 96)
            j++;
        runStart.push(i);
        runLen.push(j - i);
        i = text.indexOf('`', j);
    }
    const n = runStart.length;
    const longestFrom = new Array(n + 1).fill(0);
    for (let r = n - 1; r >= 0; r--)
        longestFrom[r] = Math.max(runLen[r], longestFrom[r + 1]);
    const out = [];
    let r = 0;
    let pos = n > 0 ? runStart[0] : 0;
    while (r < n) {
        const end = runStart[r] + runLen[r];
        if (pos < runStart[r])
            pos = runStart[r];
        if (pos >= end) {
            r++;
            continue;
        }
        const len = end - pos;
        let matched = false;
        for (let k = len; k >= 1 && !matched; k--) {
            if (2 * k <= len) {
                out.push([pos, pos + 2 * k]);
                pos += 2 * k;
                matched = true;
            }
            else if (longestFrom[r + 1] >= k) {
                let c = r + 1;
                while (runLen[c] < k)
                    c++;
                out.push([pos, runStart[c] + k]);
                pos = runStart[c] + k;
                r = c;
                matched = true;
            }
        }
        if (!matched)
            pos++;
    }
    return out;
}
/** Whether `at` lies in one of `regions` (sorted by start, not overlapping): a binary search. */
function inRegions(regions, at) {
    let lo = 0;
    let hi = regions.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [s, e] = regions[mid];
        if (at < s)
            hi = mid - 1;
        else if (at >= e)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}
/** HTML comments outside code. An unclosed `<!--` runs to the end, as in HTML. */
function htmlCommentRegions(text) {
    // No comment opener: nothing to find, and no Markdown to lex for it.
    if (!text.includes('<!--'))
        return [];
    const code = codeRegions(text);
    const out = [];
    let from = 0;
    for (;;) {
        const s = text.indexOf('<!--', from);
        if (s < 0)
            break;
        if (inRegions(code, s)) {
            from = s + 4;
            continue;
        }
        const e = text.indexOf('-->', s + 4);
        const end = e < 0 ? text.length : e + 3;
        out.push([s, end]);
        from = end;
    }
    return out;
}
/** Removes HTML comments outside code (Claude Code strips them before sending). */
function stripHtmlComments(text) {
    const regions = htmlCommentRegions(text);
    if (regions.length === 0)
        return text;
    let out = '';
    let at = 0;
    for (const [s, e] of regions) {
        out += text.slice(at, s);
        at = e;
    }
    return out + text.slice(at);
}

;// CONCATENATED MODULE: ./src/doc/imports.ts
// `@path` references in instruction files. Where they count (code, comments) and which paths
// they may reach are per-tool facts; this module only finds them and classifies their targets.





const CLAUDE_RE = /(^|\s)@((?:[^\s\\]|\\ )+)/g;
const QWEN_RE = /(^|\s)@([./A-Za-z~][^\s]*)/g;
// One memo per grammar and code reading, keyed by the text itself: a key built by joining the options
// to the text would be a new string to hash in full on every call.
const scanMemos = new Map();
/**
 * Per-file work budget: at most this many `@references` are taken from one file (real instruction
 * files hold dozens; a hostile one 350,000, each costing a look-up per tool and vantage). A file
 * past it gets an error finding from docs.ts, so the references left out can never pass silently.
 */
const MAX_IMPORT_REFS = 2000;
/** `@` signs at a line start or after whitespace: an upper bound on a file's references, in one pass. */
function countRefCandidates(text) {
    let n = 0;
    for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
        const c = i === 0 ? 32 : text.charCodeAt(i - 1);
        if (c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11)
            n++;
    }
    return n;
}
/** Every `@reference` in `text`, with where it sits. */
function scanImports(text, opts) {
    // No `@` at all (most instruction files): no reference, and no Markdown to lex for one.
    if (!text.includes('@'))
        return [];
    const k = `${opts.grammar}\0${opts.code}`;
    let memo = scanMemos.get(k);
    if (!memo)
        scanMemos.set(k, (memo = boundedMemo(5000)));
    return memo(text, () => scanUncached(text, opts));
}
function scanUncached(text, opts) {
    const re = new RegExp(opts.grammar === 'claude' ? CLAUDE_RE : QWEN_RE);
    const out = [];
    // Code and comment regions only once a reference is found: lexing is most of the cost.
    let code;
    let comments;
    for (let m = re.exec(text); m && out.length < MAX_IMPORT_REFS; m = re.exec(text)) {
        const start = m.index + (m[1]?.length ?? 0);
        const raw = m[2] ?? '';
        const spec = raw.replace(/\\ /g, ' ').replace(/#.*$/, '');
        if (spec === '')
            continue;
        code ??= opts.code === 'marked' ? codeRegions(text) : opts.code === 'lines' ? lineCodeRegions(text) : backtickRegions(text);
        comments ??= htmlCommentRegions(text);
        out.push({
            raw,
            spec,
            start,
            end: start + 1 + raw.length,
            line: lineAt(text, start),
            inCode: inRegions(code, start),
            inComment: inRegions(comments, start),
        });
    }
    return out;
}
/**
 * Whether a reference names a file rather than someone or something: it ends in a file extension
 * with a letter (`.md`, `.mdc`; not `.3` of a version), or starts `./`, `../`, `~/`, `/`. What every
 * importing tool does with a reference that is not a file makes the difference harmless: Claude
 * Code silently skips a missing import, Qwen Code, Gemini CLI and Copilot leave the text as written
 * (profiles.md, imports). So `@jane`, `@scope/pkg`, `@scope/pkg@1.2.3`, `@e2)` and the
 * `@handle](https://…)` of a Markdown link are mentions: a missing target is worth no finding.
 */
function pathLike(spec) {
    if (/^[^/@\s]+\/[^/@\s]+@[^/\s]+$/.test(spec))
        return false; // scope/pkg@version (the @ already consumed)
    if (/[\]()<>"'`!,;]/.test(spec))
        return false; // prose and link punctuation are never in the files people import
    return /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(spec) || /^(?:\.{1,2}|~)?\//.test(spec);
}
/**
 * Whether an absolute reference is a mention of a path alias: `@/mocks`, `@/components/ui` written in
 * a sentence name a bundler's or tsconfig's `@/*` alias, not a file on the machine (no extension, and
 * the line says more than the reference). Read as an import, it names a missing absolute path, which
 * the importing tools skip or leave as written; an import meant as one stands on its own line
 * (`@/etc/hosts`) or names a file (`@/Users/me/notes.md`).
 */
function aliasMention(text, ref) {
    if (!ref.spec.startsWith('/') || /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(ref.spec))
        return false;
    const from = text.lastIndexOf('\n', ref.start - 1) + 1;
    const nl = text.indexOf('\n', ref.end);
    const line = text.slice(from, nl < 0 ? text.length : nl);
    return line.slice(0, ref.start - from).trim().replace(/^(?:[-*+]|\d+[.)])\s*$/, '') !== '' || line.slice(ref.end - from).trim() !== '';
}
/** Where an import in `fromFile` points, without touching the file system. */
function classifyImport(fromFile, spec) {
    // Pure in its two strings, and asked again by every session that loads the importing file.
    let bySpec = classified.get(fromFile);
    if (!bySpec) {
        if (classified.size >= 20_000)
            classified.clear();
        classified.set(fromFile, (bySpec = new Map()));
    }
    let t = bySpec.get(spec);
    if (!t)
        bySpec.set(spec, (t = classifyUncached(fromFile, spec)));
    return t;
}
const classified = new Map();
function classifyUncached(fromFile, spec) {
    if (/^(?:https?|file):\/\//i.test(spec))
        return { kind: 'url', spec };
    if (spec.startsWith('~/') || spec === '~')
        return { kind: 'home', spec };
    if (spec.startsWith('/') || /^[A-Za-z]:[\\/]/.test(spec))
        return { kind: 'absolute', spec };
    const p = normalizeRepoPath(external_node_path_.posix.join(parentDir(fromFile), spec));
    if (p === null)
        return { kind: 'escapes', spec };
    return { kind: 'repo', path: p };
}

;// CONCATENATED MODULE: ./src/doc/frontmatter.ts
// YAML frontmatter of rules files (`paths`, `globs`, `applyTo`, `alwaysApply`, `description`...).


// The block the tools recognise: `---` on the first line, closed by `---` on its own line.
const BLOCK = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;
const frontmatter_memo = boundedMemo(10_000);
/** Parses a file's frontmatter (once per text: the same rule file is read for every directory that loads it). */
function parseFrontmatter(path, text) {
    return frontmatter_memo(`${path}\0${text}`, () => parseUncached(path, text));
}
function parseUncached(path, text) {
    const m = BLOCK.exec(text);
    if (!m)
        return { data: {}, present: false, body: text, lineCount: 0 };
    const raw = m[1] ?? '';
    const body = text.slice(m[0].length);
    const lineCount = m[0].split('\n').length - (m[0].endsWith('\n') ? 1 : 0);
    try {
        const data = raw.trim() === '' ? {} : (0,on_demand/* yaml */.o)().parse(raw, { prettyErrors: true });
        const loose = looseLines(raw);
        if (data === null || data === undefined)
            return { data: {}, present: true, body, lineCount, loose };
        if (typeof data !== 'object' || Array.isArray(data)) {
            return { data: {}, present: true, body, lineCount, error: malformed(path, 2, 'frontmatter is not a key/value mapping'), loose };
        }
        return { data: data, present: true, body, lineCount, loose };
    }
    catch (err) {
        const line = err instanceof (0,on_demand/* yaml */.o)().YAMLParseError && err.linePos ? err.linePos[0].line + 1 : 2;
        const msg = err.message.split('\n')[0] ?? 'invalid YAML';
        return { data: {}, present: true, body, lineCount, error: malformed(path, line, msg), loose: looseLines(raw) };
    }
}
function looseLines(raw) {
    const out = {};
    for (const l of raw.split(/\r?\n/)) {
        const m = /^([A-Za-z_][\w-]*):[ \t]*(\S.*?)[ \t]*$/.exec(l);
        if (m?.[1] && m[2] !== undefined && !(m[1] in out))
            out[m[1]] = m[2];
    }
    return out;
}
function malformed(path, line, message) {
    return {
        check: 'rules-frontmatter',
        severity: 'error',
        path,
        line,
        message: `${path}: malformed frontmatter: ${message}`,
        fix: 'Fix the YAML between the two `---` lines; tools that cannot parse it ignore its keys.',
        key: `frontmatter:${path}`,
    };
}
/**
 * A glob list as tools accept it: a YAML list, or one string (optionally comma-separated).
 * `splitCommas`: `true` splits every string at commas, `'scalar'` only a single string (not the items of a list).
 */
function globList(value, splitCommas) {
    const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    const split = splitCommas === true || (splitCommas === 'scalar' && !Array.isArray(value));
    const out = [];
    for (const item of items) {
        if (typeof item !== 'string')
            continue;
        const parts = split ? splitOutsideBraces(item) : [item];
        for (const p of parts)
            if (p.trim() !== '')
                out.push(p.trim());
    }
    return out;
}
/** Splits `a, b/{c,d}` at commas that are not inside braces. */
function splitOutsideBraces(s) {
    const out = [];
    let depth = 0;
    let cur = '';
    for (const ch of s) {
        if (ch === '{')
            depth++;
        if (ch === '}')
            depth = Math.max(0, depth - 1);
        if (ch === ',' && depth === 0) {
            out.push(cur);
            cur = '';
        }
        else
            cur += ch;
    }
    out.push(cur);
    return out;
}

;// CONCATENATED MODULE: ./src/doc/load.ts
// One decoded document per path and view, shared by every profile, vantage and check.





const load_cache = new WeakMap();
const fmCache = new WeakMap();
const observers = new WeakMap();
/**
 * Calls `fn` with the path of every `loadDoc` on `view` (memoised ones too) until the returned
 * function is called: what a run read, for analysis/base-reuse.ts.
 */
function observeLoads(view, fn) {
    observers.set(view, fn);
    return () => {
        if (observers.get(view) === fn)
            observers.delete(view);
    };
}
function loadDoc(view, path) {
    observers.get(view)?.(path);
    let m = load_cache.get(view);
    if (!m)
        load_cache.set(view, (m = new Map()));
    const hit = m.get(path);
    if (hit)
        return hit;
    checkDeadline();
    const same = view.sharesWith?.(path);
    const doc = same ? loadDoc(same, path) : (siblingDoc(view, path) ?? load_build(view, path));
    m.set(path, doc);
    return doc;
}
const siblings = new WeakMap();
/**
 * Documents `view` reads that `other` already read alike are `other`'s objects (a pull request's
 * base and head: most instruction files are the same blob), so what is built from a document
 * (transforms, rules, rendered files, layers) is built once for both. Git views only.
 */
function shareDocs(view, other) {
    if (view !== other && view.source === 'git' && other.source === 'git' && view.maxReadBytes === other.maxReadBytes)
        siblings.set(view, other);
}
/**
 * The sibling's document of `path` when it read one and both views reach the same blob the same
 * way (real path, links on the way, blob id): its bytes, and so every field, are what `build`
 * would give. Undefined otherwise (nothing is read from the sibling).
 */
function siblingDoc(view, path) {
    const other = siblings.get(view);
    const doc = other ? load_cache.get(other)?.get(path) : undefined;
    if (!other || !doc?.ok)
        return undefined;
    const a = resolvePath(view, path);
    const b = resolvePath(other, path);
    if (!a.ok || !b.ok || a.entry.kind !== 'file' || b.entry.kind !== 'file' || a.path !== b.path || a.path !== doc.realPath)
        return undefined;
    if (a.entry.oid === undefined || a.entry.oid !== b.entry.oid || a.entry.size !== b.entry.size)
        return undefined;
    if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i]))
        return undefined;
    return doc;
}
function load_build(view, path) {
    const r = links_readFile(view, path);
    if (!r.ok) {
        // A link problem belongs to the link; a plain missing file or directory is for the caller to judge.
        const findings = [];
        if (r.links.length > 0 || r.problem === 'escapes' || r.problem === 'absolute' || r.problem === 'loop') {
            findings.push({
                check: 'symlink',
                severity: 'error',
                path,
                message: r.message,
                fix: 'Point the link at a file inside the repository, or replace it with the file itself.',
                key: `link:${path}`,
            });
        }
        else if (r.problem === 'unreadable') {
            // Not read, so it could hold anything: fail closed (the fix depends on why, so the message says why).
            findings.push({
                check: 'input',
                severity: 'error',
                path,
                message: `${r.message}; what it holds was not checked`,
                fix: 'Make the file readable; in the action, check out the repository (actions/checkout with fetch-depth: 0) so files are read from git objects.',
                key: `unreadable:${path}`,
            });
        }
        return { path, realPath: path, ok: false, size: 0, text: '', capped: false, links: r.links, problem: r.message, findings };
    }
    const d = decode(path, r.bytes);
    const findings = [...d.findings];
    if (r.capped) {
        findings.push({
            check: 'input',
            // What lies past the cap (imports, hidden text) was not checked: an error, never a silent pass.
            severity: 'error',
            path,
            message: `${path} is ${r.size} bytes; only the first ${view.maxReadBytes} were analysed, the rest (imports, hidden text) was not checked`,
            fix: 'Split the file: instruction files this large are truncated or dropped by several tools anyway.',
            key: `capped:${path}`,
        });
    }
    const refs = d.isText ? countRefCandidates(d.text) : 0;
    if (refs > MAX_IMPORT_REFS) {
        findings.push({
            check: 'input',
            severity: 'error',
            path,
            message: `${path} holds ${refs.toLocaleString('en-US')} @references; only the first ${MAX_IMPORT_REFS.toLocaleString('en-US')} were followed, the rest was not checked`,
            fix: 'Instruction files need a handful of @imports: remove the rest (or put them in a code block if they are examples).',
            key: `refs-capped:${path}`,
        });
    }
    if (!d.isText) {
        return { path, realPath: r.realPath, ok: false, size: r.size, text: '', capped: r.capped, links: r.links, problem: `${path} is binary`, findings };
    }
    return { path, realPath: r.realPath, ok: true, size: r.size, text: d.text, capped: r.capped, links: r.links, findings };
}
function frontmatterOf(doc) {
    let fm = fmCache.get(doc);
    if (!fm) {
        fm = parseFrontmatter(doc.path, doc.text);
        fmCache.set(doc, fm);
    }
    return fm;
}

;// CONCATENATED MODULE: ./src/profiles/walk.ts
// Building blocks profiles use to find files: the directory chain a tool walks, per-directory
// look-ups, rules directories. All O(1) per directory thanks to the view's shared listings.






/** The tool's project root for a session in `cwd` (see `WalkSpec.noMarkerProjectRoot`). */
function projectRoot(view, walk, cwd) {
    return !view.hasGitMarker && walk.noMarkerProjectRoot === 'cwd' ? cwd : '';
}
/** Directories the tool reads at start, root first, within the analysed tree. */
function chain(view, walk, cwd) {
    if (!view.hasGitMarker && walk.noMarker === 'cwd-only')
        return [cwd];
    return ancestorsRootFirst(cwd);
}
/** The directory a touched path stands for: itself when it is a directory, else its parent. */
function touchedDir(view, target) {
    return isDir(view, target) ? target : parentDir(target);
}
/** Directories strictly below `from` down to `to` (inclusive), top-down. */
function between(from, to) {
    if (from === to)
        return [];
    const all = ancestorsRootFirst(to);
    const i = all.indexOf(from);
    return i < 0 ? [] : all.slice(i + 1);
}
function isUnder(dir, path) {
    // `path.startsWith(`${dir}/`)` without making the `${dir}/` string: asked per file and session
    // directory (inheritance, gates, touch keys), tens of thousands of times on a large pull request.
    return dir === '' || path === dir || (path.length > dir.length && path.charCodeAt(dir.length) === 0x2f && path.startsWith(dir));
}
/**
 * Whether a tool's `stat` of `path` would find a file. A link leaving the repository counts: on a
 * developer's machine it may well point to a file, which then takes the name's place (and, for
 * first-hit tools, shadows the next name). We never read it; loading it yields the link finding.
 */
function isHit(view, path, outside = true) {
    if (isFile(view, path))
        return true;
    if (!outside)
        return false;
    const r = resolvePath(view, path);
    return !r.ok && (r.problem === 'escapes' || r.problem === 'absolute');
}
/** Whether a link leaving the repository counts as a file for this tool: the `outsideLinkTargets` knob. */
const outsideHits = (o) => o.outsideLinkTargets !== 'missing';
/**
 * The names in `dir`, also when `dir` is (or lies under) a link to a directory inside the tree: the
 * tools keep the path they were given, so a file read through `a/b/c -> ../../lib/c` loads
 * `a/b/c/CLAUDE.md` (observed Claude Code 2.1.332, OpenCode 1.18.33, Copilot 1.0.102: explorer
 * case 5FF41E).
 */
function listing(view, dir) {
    const kids = view.children(dir);
    if (kids)
        return kids;
    const r = resolvePath(view, dir);
    return r.ok && r.entry.kind === 'dir' && r.path !== dir ? view.children(r.path) : undefined;
}
/**
 * The names of a listing whose lower-case form is one of `wanted`, by that form, each list sorted
 * (UTF-16 order): how a tool that matches names in any case finds them, in one pass over the listing.
 */
function spellings(kids, wanted) {
    const byLower = new Map();
    for (const k of kids.keys()) {
        const lower = k.toLowerCase();
        if (!wanted.has(lower))
            continue;
        const list = byLower.get(lower);
        if (list)
            list.push(k);
        else
            byLower.set(lower, [k]);
    }
    for (const list of byLower.values())
        if (list.length > 1)
            list.sort();
    return byLower;
}
/**
 * For a tool loading the first of `names` that is a file in each directory (Profile.shadowedBy): the
 * file it loads instead of `file` in `file`'s directory; undefined for a file of none of the names.
 */
function loadedInstead(view, file, names, outside) {
    if (!names.includes(baseName(file)))
        return undefined;
    const hit = firstFile(view, parentDir(file), names, outside);
    return hit !== undefined && hit !== file ? [hit] : [];
}
/** The first of `names` that is a file in `dir` (links followed, like `stat`). */
function firstFile(view, dir, names, outside = true) {
    const kids = listing(view, dir);
    if (!kids)
        return undefined;
    for (const n of names)
        if (kids.has(firstSegment(n)) && isHit(view, joinPath(dir, n), outside))
            return joinPath(dir, n);
    return undefined;
}
/** `a` for `a/b/c`: a name whose first segment is not listed in a directory resolves to nothing there. */
function firstSegment(name) {
    const i = name.indexOf('/');
    return i < 0 ? name : name.slice(0, i);
}
/** Every one of `names` that is a file in `dir`, in `names` order. */
function allFiles(view, dir, names, outside = true) {
    const kids = listing(view, dir);
    if (!kids)
        return [];
    const out = [];
    for (const n of names) {
        if (!kids.has(firstSegment(n)))
            continue;
        const p = joinPath(dir, n);
        if (isHit(view, p, outside))
            out.push(p);
    }
    return out;
}
// Per view, per spec (by its fields), per base: every session whose chain passes a directory asks,
// so the look-up builds no key string from the base.
const rulesMemo = new WeakMap();
const specKeys = new WeakMap();
function specKey(spec) {
    let k = specKeys.get(spec);
    if (k === undefined)
        specKeys.set(spec, (k = `${spec.dir}\0${spec.recursive}\0${spec.match.source}\0${spec.match.flags}\0${spec.noTopLink === true}`));
    return k;
}
/** Rule files under `base/spec.dir`, sorted by path in UTF-16 order (`Array.prototype.sort`); memoised per view. */
function listRules(view, base, spec) {
    const m = cached(cached(rulesMemo, view, () => new Map()), specKey(spec), () => new Map());
    let r = m.get(base);
    if (!r) {
        // A view with entries taken away lists what the full view lists, less what no longer resolves.
        const full = view.sharesWith?.(joinPath(base, spec.dir));
        r = full ? listRules(full, base, spec).filter((p) => view.sharesWith?.(p) !== undefined) : listRulesUncached(view, base, spec);
        m.set(base, r);
    }
    return r;
}
function listRulesUncached(view, base, spec) {
    const top = joinPath(base, spec.dir);
    const out = [];
    // A directory of the view (every directory above it is one, links are never listed) without the
    // rules directory's first segment: nothing to walk (most directories; resolving the path walks from the root).
    const kids = view.children(base);
    if (kids && !kids.has(firstSegment(spec.dir)))
        return out;
    if (spec.noTopLink && view.entry(top)?.kind === 'symlink')
        return out;
    const seen = new Set();
    const visit = (dir, depth) => {
        const real = resolvePath(view, dir);
        if (!real.ok || real.entry.kind !== 'dir' || seen.has(real.path) || depth > 32)
            return;
        seen.add(real.path);
        for (const [name] of view.children(real.path) ?? []) {
            const p = joinPath(dir, name);
            const r = resolvePath(view, p);
            if (!r.ok)
                continue;
            if (r.entry.kind === 'dir') {
                if (spec.recursive)
                    visit(p, depth + 1);
            }
            else if (r.entry.kind === 'file' && spec.match.test(name))
                out.push(p);
        }
    };
    visit(top, 0);
    return out.sort();
}
/**
 * Reads a rule's glob key. Returns null for an unconditional rule (no key or an empty list).
 * `splitCommas`: whether a string is split at commas (Claude yes; Qwen no; Copilot `'scalar'`: a single
 * string yes, the items of a YAML list no; observed).
 */
const ruleMemo = new WeakMap();
const readRules = new WeakMap();
/**
 * The rule files under `base/spec.dir` (listRules), each with its glob key read relative to `base`.
 * Memoised per (view, spec, reading, base): every session whose chain passes through `base` asks, so
 * pass constant `spec` and `reading` objects (they are the memo's keys).
 */
function rulesRead(view, base, spec, reading) {
    let bySpec = readRules.get(view);
    if (!bySpec)
        readRules.set(view, (bySpec = new Map()));
    let byReading = bySpec.get(spec);
    if (!byReading)
        bySpec.set(spec, (byReading = new Map()));
    let byBase = byReading.get(reading);
    if (!byBase)
        byReading.set(reading, (byBase = new Map()));
    let out = byBase.get(base);
    const full = out ? undefined : view.sharesWith?.(joinPath(base, spec.dir));
    if (!out && full) {
        // A view with entries taken away (listRules): the full view's rules that still resolve, read alike.
        out = rulesRead(full, base, spec, reading).filter((r) => view.sharesWith?.(r.path) !== undefined);
        byBase.set(base, out);
    }
    if (!out) {
        out = listRules(view, base, spec).map((path) => {
            const rule = conditionalRule(view, path, base, reading.key, reading.splitCommas, reading.slashless, reading.loose, reading.anchors);
            return { path, rule, atStart: !rule || coversEverything(rule) };
        });
        byBase.set(base, out);
    }
    return out;
}
/** Patterns that match every file: a rule scoped to them applies from the start. */
const EVERY_FILE = new Set(['**', '**/*']);
/** A conditional rule one of whose patterns matches every file (`paths: "**"`, `applyTo: "**"`). */
function coversEverything(rule) {
    return rule.patterns.some((p) => EVERY_FILE.has(p.replace(/^\.\//, '')));
}
/**
 * `slashless: 'any-depth'`: a pattern without `/` matches a file's name at any depth (gitignore-like),
 * not only at the top of `base`. `loose`: see Loose.
 */
function conditionalRule(view, path, base, key, splitCommas, slashless = 'top', loose = false, anchors = 'dot-relative') {
    const doc = loadDoc(view, path);
    let m = ruleMemo.get(doc);
    if (!m)
        ruleMemo.set(doc, (m = new Map()));
    const k = `${base}\0${key}\0${splitCommas}\0${slashless}\0${loose}\0${anchors}`;
    if (m.has(k))
        return m.get(k) ?? null;
    const r = compileRule(doc, path, base, key, splitCommas, slashless, loose, anchors);
    m.set(k, r);
    return r;
}
function compileRule(doc, path, base, key, splitCommas, slashless, loose, anchors) {
    const fm = frontmatterOf(doc);
    const value = loose === 'lines' ? fm.loose?.[key] : key in fm.data ? fm.data[key] : loose && fm.error ? fm.loose?.[key] : undefined;
    if (value === undefined)
        return null;
    const patterns = globList(value, splitCommas);
    if (patterns.length === 0)
        return null;
    const ms = patterns.map((p) => {
        if (anchors === 'slash-root' && p.startsWith('./'))
            return () => false;
        const pat = anchors === 'slash-root' ? p.replace(/^\/+/, '') : p.replace(/^\.\//, '');
        const m = globMatcher(pat);
        // As picomatch's `basename`: a pattern without `/` is matched against the name only.
        return slashless === 'any-depth' && !pat.includes('/') ? (t) => m(t.slice(t.lastIndexOf('/') + 1)) : m;
    });
    return {
        path,
        patterns,
        base,
        matches(target) {
            if (!isUnder(base, target))
                return false;
            const rel = base === '' ? target : target.slice(base.length + 1);
            return ms.some((m) => m(rel));
        },
    };
}
/** `text` with its trailing newlines replaced by exactly one. */
function oneTrailingNewline(text) {
    let end = text.length;
    while (end > 0 && text.charCodeAt(end - 1) === 10)
        end--;
    return `${text.slice(0, end)}\n`;
}
/** The rules whose globs match `target`, as `conditional` candidates in rule order (already loaded ones skipped). */
function matchingRules(rules, target, loaded, label) {
    const out = [];
    for (const r of rules) {
        if (!r.matches(target) || loaded.has(r.path))
            continue;
        out.push({ path: r.path, reason: 'conditional', via: r.patterns.join(', '), ...(label ? { label } : {}) });
    }
    return out;
}
function abs(absRoot, path) {
    return path === '' ? absRoot : `${absRoot.replace(/\/$/, '')}/${path}`;
}
/**
 * Keeps the loaded files `keep` accepts (given the ones kept so far), dropping each rejected file
 * together with its imports (they follow it in `files` until the next loaded file). For `keep` hooks.
 */
function filterLoaded(files, keep) {
    const out = [];
    const loaded = [];
    let dropping = false;
    for (const f of files) {
        if (f.reason !== 'import') {
            dropping = !keep(f, loaded);
            if (!dropping)
                loaded.push(f);
        }
        if (!dropping)
            out.push(f);
    }
    return out;
}
/**
 * An entry (`Profile.entries`) standing for every name: the tool reads a glob from each directory
 * (OpenCode's `instructions: ["*.md"]`), so any entry may matter and no directory holds nothing.
 */
const ANY_ENTRY = '*';
/**
 * The first path segment of each of the tool's names, lower-cased: a directory holding none of these
 * (in any case) and no dot-entry holds nothing the tool reads (what Resolver.holdsNothing and the
 * base reuse of a pull request both rely on).
 */
function entryNames(p, opts) {
    // ANY_ENTRY stays as it is (a glob such as `*.md` may match any name)
    return new Set([...p.names(opts), ...(p.entries?.(opts) ?? [])].map((n) => (n.split('/')[0] ?? n).toLowerCase()));
}

;// CONCATENATED MODULE: ./src/profiles/verified-versions.ts
const VERIFIED_VERSIONS = {
    "codex": {
        "version": "0.171.0",
        "date": "2026-12-01",
        "cases": 42
    },
    "claude-code": {
        "version": "2.1.332",
        "date": "2026-12-01",
        "cases": 79
    },
    "qwen-code": {
        "version": "0.24.4",
        "date": "2026-12-01",
        "cases": 41
    },
    "gemini-cli": {
        "version": "0.61.0",
        "date": "2026-12-01",
        "cases": 45
    },
    "pi": {
        "version": "0.73.1",
        "date": "2026-12-01",
        "cases": 41
    },
    "opencode": {
        "version": "1.18.33",
        "date": "2026-12-01",
        "cases": 40
    },
    "copilot": {
        "version": "1.0.102",
        "date": "2026-12-01",
        "cases": 56
    }
};

;// CONCATENATED MODULE: ./src/profiles/codex.ts
// OpenAI Codex CLI. Verified by execution: codex 0.169.0 (../shared/oracle RESULTS.md).
// Source: codex-rs `agents_md.rs` (profiles.md §1).



// [code agents_md.rs] LOCAL_AGENTS_MD_FILENAME, DEFAULT_AGENTS_MD_FILENAME; fallbacks from config
// `project_doc_fallback_filenames` come after them (empty entries and duplicates skipped).
function candidates(fallbacks = []) {
    const out = ['AGENTS.override.md', 'AGENTS.md'];
    for (const f of fallbacks)
        if (f !== '' && !out.includes(f))
            out.push(f);
    return out;
}
// [code config_toml.rs] DEFAULT_PROJECT_DOC_MAX_BYTES = 32 * 1024; [observed 0.169.0] root file cut
// at exactly 32,768 bytes, deeper files dropped.
const CODEX_DEFAULT_MAX_BYTES = 32 * 1024;
const codex = {
    id: 'codex',
    name: 'Codex CLI',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['codex'].version },
    // [observed] git root → cwd; no .git → cwd only; never above the root. [observed 0.171.0, explorer
    // seed 4: BEA7C9] without .git the root's .codex/config.toml does not apply in a session in a/b: the
    // project root is cwd.
    walk: { noMarker: 'cwd-only', aboveRoot: false, noMarkerProjectRoot: 'cwd' },
    // [observed 0.169.0, explorer cases 79907C, 2D827B (trusted) and 2B8853, x-codex-AFB641 (untrusted)] the
    // project's .codex/config.toml (project_doc_max_bytes, project_doc_fallback_filenames) applies only when
    // ~/.codex/config.toml marks the project `trust_level = "trusted"`; an untrusted project's is ignored.
    settingsNeedTrust: true,
    // [observed 0.171.0, explorer seed 4 probe cx7; fixture x-codex-BEA7C9-layered] with .git, a/b/.codex/config.toml
    // applies in a session in a/b (the git root trusted); without .git only cwd's, as the project root.
    settingsLayered: 'with-git',
    outsideView: ['$CODEX_HOME/AGENTS.override.md or AGENTS.md (~/.codex), sent before the project files'],
    knobs: ['maxBytes', 'fallbackFilenames', 'trusted', 'outsideLinkTargets'],
    names: (o) => candidates(o.fallbackFilenames),
    // [code agents_md_paths] the first candidate present in a directory keeps the later ones there away.
    shadowedBy: (ctx, _cwd, file) => loadedInstead(ctx.view, file, candidates(ctx.opts.fallbackFilenames), outsideHits(ctx.opts)),
    // [code agents_md_paths] first candidate that is a file wins in each directory; root first.
    startup(ctx, cwd) {
        const names = candidates(ctx.opts.fallbackFilenames);
        const out = [];
        for (const dir of chain(ctx.view, this.walk, cwd)) {
            // [observed 0.171.0, explorer 82165F, ABE016] a dangling AGENTS.override.md link out of the repository
            // is skipped for AGENTS.md (outsideLinkTargets: missing)
            const hit = firstFile(ctx.view, dir, names, outsideHits(ctx.opts));
            if (hit)
                out.push({ path: hit, reason: 'startup' });
        }
        return out;
    },
    // [observed touch mode] reading a file adds nothing: no lazy discovery.
    // [code] whitespace-only files are skipped and consume no budget.
    keep: (files) => files.filter((f) => f.text.trim() !== ''),
    // [code] total budget over project docs in root → cwd order, counted on raw file bytes; a doc
    // larger than what remains is byte-truncated (may split UTF-8), later docs are dropped.
    budget(files, env) {
        const max = env.opts.maxBytes ?? CODEX_DEFAULT_MAX_BYTES;
        let remaining = max;
        for (const f of files) {
            // the bytes themselves only for the file that is cut
            const size = Buffer.byteLength(f.text, 'utf8');
            if (remaining <= 0) {
                f.omitted = true;
                f.kept = '';
                f.note = `dropped: the ${max}-byte project_doc_max_bytes budget was used up by earlier files`;
            }
            else if (size > remaining) {
                f.truncated = true;
                f.kept = Buffer.from(f.text, 'utf8').subarray(0, remaining).toString('utf8');
                f.note = `cut at byte ${remaining} of ${size} (project_doc_max_bytes = ${max})`;
                remaining = 0;
            }
            else
                remaining -= size;
        }
        return { budgetBytes: max, counts: 'file bytes, root to cwd, before framing (project_doc_max_bytes)' };
    },
    // [observed] one user message: `# AGENTS.md instructions for <cwd>\n\n<INSTRUCTIONS>\n…\n</INSTRUCTIONS>`,
    // files joined by a blank line, no per-file header.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `# AGENTS.md instructions for ${abs(env.absRoot, env.cwd)}\n\n<INSTRUCTIONS>\n${kept.map((f) => f.kept).join('\n\n')}\n</INSTRUCTIONS>`;
    },
    renderTouch: () => '',
};

;// CONCATENATED MODULE: ./src/profiles/claude-code.ts
// Claude Code. Verified by execution: 2.1.332 (default), 2.1.197/2.1.276/2.1.277 for the
// `instructionFiles: claude-md` option (../shared/oracle RESULTS.md "Claude Code versions").









// [doc + observed] per directory: CLAUDE.md, .claude/CLAUDE.md, the directory's .claude/rules, then
// CLAUDE.local.md ("rules then CLAUDE.local.md" observed at the root).
const PROJECT = ['CLAUDE.md', '.claude/CLAUDE.md'];
const LOCAL = 'CLAUDE.local.md';
// [observed 2.1.332] any of these in the loaded chain switches every AGENTS.md off; rules do not.
const CLAUDE_FAMILY = [...PROJECT, LOCAL];
// [doc] rules are discovered recursively; [observed] subdirectories load too.
const RULES = { dir: '.claude/rules', recursive: true, match: /\.md$/ };
// How a rule's `paths:` is read (see `conditional`).
const PATHS = { key: 'paths', splitCommas: true, slashless: 'any-depth', loose: true, anchors: 'slash-root' };
/**
 * The rule files of `dir`'s `.claude/rules` in a session at `cwd`. [observed 2.1.332, explorer seed 2: 32FD3F,
 * 95A916, 380BD3; probe: .claude/rules -> shared/rules at the root and a/.claude/rules -> ../../shared/rules,
 * sessions in ., a/, a/b/] a `.claude/rules` that is a symlink to a directory is read (at start, and its
 * `paths:` rules on touch) only when the link's target lies inside the working directory; else not at all.
 */
function rulesOf(view, dir, cwd) {
    const top = joinPath(dir, RULES.dir);
    if (view.entry(top)?.kind === 'symlink') {
        const r = resolvePath(view, top);
        if (!r.ok || !isUnder(cwd, r.path))
            return [];
    }
    return rulesRead(view, dir, RULES, PATHS);
}
const LABEL_PROJECT = 'project instructions, checked into the codebase';
const LABEL_LOCAL = "user's private project instructions, not checked in";
/**
 * [doc] `claudeMdExcludes` (any settings layer; `.claude/settings.json` in the repository): globs
 * matched against absolute paths; matching instruction files are not loaded.
 */
function notExcluded(ctx) {
    const globs = ctx.opts.claudeMdExcludes ?? [];
    if (globs.length === 0)
        return () => true;
    const m = globMatcher(globs);
    return (c) => !m(abs(ctx.view.absRoot, c.path));
}
/**
 * [observed 2.1.332, explorer CED00A, D6FBAD, C89500] on a read, the `.claude/rules` of a directory between
 * cwd and the file: those whose `paths:` match (relative to that directory) and those without. Placed as
 * at start (before the directory's CLAUDE.local.md); no case had a CLAUDE file there, so that is assumed.
 */
function nestedRules(ctx, dir, cwd, target) {
    const out = [];
    for (const { path: r, rule: c, atStart } of rulesOf(ctx.view, dir, cwd)) {
        if (atStart || !c)
            out.push({ path: r, reason: 'nested' });
        else if (c.matches(target))
            out.push({ path: r, reason: 'conditional', via: c.patterns.join(', ') });
    }
    return out;
}
const mode = (o) => o.instructionFiles ?? 'claude-md-or-agents-md';
const isEmptyFile = (view, path) => {
    const d = loadDoc(view, path);
    return d.ok && d.size === 0;
};
/** Whether AGENTS.md is read in this session (2.1.332 `agents-md` plugin). */
function agentsMdActive(view, dirs, m, outside) {
    if (m === 'claude-md')
        return false;
    if (m === 'claude-md-and-agents-md')
        return true;
    // [observed 2.1.332, explorer 7F57B9, 8F0714, EEA977] a dangling CLAUDE.md / CLAUDE.local.md link out of
    // the repository does not switch it off (outsideLinkTargets: missing)
    // [observed] global fallback: one CLAUDE.md anywhere in the chain switches it off; [observed 2.1.332,
    // explorer seed 2: 8D7DAB, EEA977] an empty (0-byte) one does not.
    return !dirs.some((d) => agentsMdSwitchesIn(view, d, outside).length > 0);
}
/** The files of `dir` that switch AGENTS.md off in the default mode: its non-empty CLAUDE files (see agentsMdActive). */
function agentsMdSwitchesIn(view, dir, outside) {
    return allFiles(view, dir, CLAUDE_FAMILY, outside).filter((p) => !isEmptyFile(view, p));
}
/**
 * Rules with `paths:` in the `.claude/rules` of the session's directories.
 * Deliberate deviation: Claude Code attaches matching rules in directory-listing (readdir) order,
 * which depends on the file system (observed BRACE, YAMLLIST, COMMA, TS on ext4); we use name
 * order so the report is the same on every machine (fixtures/oracle/conditional/expected.json).
 */
function conditional(ctx, cwd) {
    const out = [];
    for (const dir of chain(ctx.view, claudeCode.walk, cwd)) {
        for (const { rule: c, atStart } of rulesOf(ctx.view, dir, cwd)) {
            // [observed] YAML list, brace `{ts,tsx}`, comma-separated string and block list all match.
            // [observed 2.1.332, explorer case 2D2FAA] `paths: "*.ts"` matches a/b/c/f.ts: a pattern without
            // `/` matches the file name at any depth.
            // [observed 2.1.332, explorer case 55361A] an unquoted `paths: **/*.{ts,tsx}` (malformed YAML) still scopes
            // the rule: it is read on touch, not at start.
            // [observed 2.1.332, explorer seed 2: 3ABEE9, D8A873, DF9D25, 6C7CE5] `/a/**` matches a/b/g.ts (a
            // leading `/` is the rules' project root); [5CE1FE, C2E03B, 92E93D] `./a/**/*.ts` matches nothing.
            if (c && !atStart)
                out.push(c);
        }
    }
    return out;
}
const claudeCode = {
    id: 'claude-code',
    name: 'Claude Code',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['claude-code'].version, note: 'older behaviour (no AGENTS.md) observed on 2.1.197–2.1.277' },
    // [observed] root → cwd and on above the git root up to `/`; without .git: cwd and parents.
    walk: { noMarker: 'cwd-and-parents', aboveRoot: true },
    outsideView: [
        'CLAUDE.md and CLAUDE.local.md in every directory above the repository (walks up to /); one there switches AGENTS.md off',
        'managed policy /etc/claude-code/CLAUDE.md; user ~/.claude/CLAUDE.md and ~/.claude/rules/',
    ],
    knobs: ['instructionFiles', 'claudeMdExcludes', 'externalImports', 'outsideLinkTargets'],
    // [observed 2.1.332, explorer seed 2: 27 of 30 sessions in a/ or a/b/ with claudeMdExcludes in the root's
    // .claude/settings.json loaded the excluded a/CLAUDE.md, a/b/CLAUDE.md, with and without .git; at the
    // root they were excluded] project settings are read from the directory Claude Code starts in.
    settingsAtCwd: true,
    names: (o) => [...CLAUDE_FAMILY, ...(mode(o) === 'claude-md' ? [] : ['AGENTS.md'])],
    // [observed 2.1.332, as agentsMdActive] in the default mode the non-empty CLAUDE files of the chain
    // switch AGENTS.md off; in the other modes nothing does.
    shadowedBy(ctx, cwd, file) {
        if (baseName(file) !== 'AGENTS.md' || mode(ctx.opts) !== 'claude-md-or-agents-md')
            return undefined;
        return chain(ctx.view, this.walk, cwd).flatMap((d) => agentsMdSwitchesIn(ctx.view, d, outsideHits(ctx.opts)));
    },
    startup(ctx, cwd) {
        const view = ctx.view;
        const dirs = chain(view, this.walk, cwd);
        const out = [];
        const active = agentsMdActive(view, dirs, mode(ctx.opts), outsideHits(ctx.opts));
        // [observed 2.1.332, probe: AGENTS.md and .claude/rules at the root and in cwd a/ (and 0/, 0/x/); fixture
        // x-claude-code-agents-order] in the default mode AGENTS.md comes right after its own directory's rules
        // (root rule, AGENTS.md, a/ rule, a/AGENTS.md); with both CLAUDE files and AGENTS.md read (the knob for
        // older releases) after all of them.
        const perDir = active && mode(ctx.opts) === 'claude-md-or-agents-md';
        const agentsOf = (dir) => allFiles(view, dir, ['AGENTS.md']).map((p) => ({ path: p, reason: 'startup', label: 'agents' }));
        for (const dir of dirs) {
            for (const p of allFiles(view, dir, PROJECT))
                out.push({ path: p, reason: 'startup' });
            // [observed] a rule with `paths:` is not loaded at start, even when cwd matches; [observed 2.1.332,
            // explorer case 97C1F0] unless a pattern is `**` (every file).
            const rules = rulesOf(view, dir, cwd).filter((r) => r.atStart).map((r) => ({ path: r.path, reason: 'startup' }));
            // [observed 2.1.332, probe: a/.claude/rules -> ../lrules in cwd a/, with a/AGENTS.md or a/CLAUDE.md and
            // a/CLAUDE.local.md; fixtures x-claude-code-agents-order, x-claude-code-380BD3-links] the rules of a
            // linked rules directory come after the directory's AGENTS.md (still before its CLAUDE.local.md).
            const linked = view.entry(joinPath(dir, RULES.dir))?.kind === 'symlink';
            if (!linked)
                out.push(...rules);
            if (perDir)
                out.push(...agentsOf(dir));
            if (linked)
                out.push(...rules);
            const local = joinPath(dir, LOCAL);
            if (isFile(view, local))
                out.push({ path: local, reason: 'startup', label: 'local' });
        }
        // [observed 2.1.332] AGENTS.md comes after CLAUDE.md files and rules (agents-rules: rule, then AGENTS.md).
        if (active && !perDir)
            for (const dir of dirs)
                out.push(...agentsOf(dir));
        return out.filter(notExcluded(ctx));
    },
    conditionalRules: conditional,
    // Deliberate deviation, stated on the stack: Claude Code reads a rules directory in directory-listing
    // (readdir) order, which depends on the file system ([observed 2.1.332] ext4 hash order, fixtures/oracle/
    // conditional; probe: start-up and touch); the engine lists rules in name order, the same on every machine.
    caveats(files) {
        const dirs = new Map();
        for (const { path: p } of files) {
            const i = p.indexOf(`${RULES.dir}/`);
            if (i < 0 || (i > 0 && p[i - 1] !== '/'))
                continue;
            const d = p.slice(0, i + RULES.dir.length);
            dirs.set(d, (dirs.get(d) ?? 0) + 1);
        }
        const many = [...dirs].filter(([, n]) => n > 1).map(([d]) => d);
        if (many.length === 0)
            return [];
        return [`${this.name} reads the rules of ${many.join(', ')} in the file system's directory-listing order, which differs between machines; they are listed here in name order`];
    },
    // [observed touch mode] CLAUDE.md of every directory from cwd (excl.) down to the file's directory,
    // top-down, then rules whose `paths:` match; AGENTS.md lazily only while the fallback is active.
    touch(ctx, cwd, target, loaded) {
        const view = ctx.view;
        // [observed 2.1.332, explorer seed 2: 6346CF, 725EC9, 743915, 46D35F, 2F12CF, E3E575 (a file read
        // through a directory link leading out of cwd) and A6CFD1, 320DD8, A519AC, 972787, 98EA86 (a file
        // outside cwd)] a read adds nothing, neither CLAUDE files nor rules, unless the file's real path is
        // inside the working directory; inside it, the directories are those of the path as given (5FF41E).
        // [observed 2.1.332, explorer seed 2: 725EC9; probe: cwd a/ reading a/b/c/f.ts, a/b/c -> ../../lib/c, with
        // and without a/b/CLAUDE.md, lib/c/CLAUDE.md] the lazily loaded AGENTS.md (plugin hook) still comes, from
        // the directories of the path as given (a/b/, a/b/c/), skipping those that hold a CLAUDE file.
        const real = resolvePath(view, target);
        if (!isUnder(cwd, target))
            return [];
        const hookOnly = !isUnder(cwd, real.ok ? real.path : target);
        const tdir = touchedDir(view, target);
        const out = [];
        const active = agentsMdActive(view, chain(view, this.walk, cwd), mode(ctx.opts), outsideHits(ctx.opts));
        const kept = notExcluded(ctx);
        // [observed 2.1.332, explorer case 1428FF] the CLAUDE files of every directory come first, the lazily
        // loaded AGENTS.md (plugin hook) after them, as at start.
        const agents = [];
        for (const dir of between(cwd, tdir)) {
            // [observed 2.1.332, explorer EABF9B] a CLAUDE.md left out by claudeMdExcludes does not keep the
            // directory's AGENTS.md away
            const found = allFiles(view, dir, CLAUDE_FAMILY, outsideHits(ctx.opts)).filter((p) => kept({ path: p, reason: 'nested' }));
            if (!hookOnly) {
                for (const p of found) {
                    if (p.endsWith(LOCAL))
                        out.push(...nestedRules(ctx, dir, cwd, target));
                    out.push({ path: p, reason: 'nested', label: p.endsWith(LOCAL) ? 'local' : undefined });
                }
                if (!found.some((p) => p.endsWith(LOCAL)))
                    out.push(...nestedRules(ctx, dir, cwd, target));
            }
            if (active && (found.length === 0 || mode(ctx.opts) === 'claude-md-and-agents-md')) {
                for (const p of allFiles(view, dir, ['AGENTS.md']))
                    agents.push({ path: p, reason: 'nested', label: 'agents' });
            }
        }
        if (!hookOnly)
            out.push(...matchingRules(conditional(ctx, cwd), target, loaded));
        out.push(...agents);
        return out.filter((c) => !loaded.has(c.path)).filter(notExcluded(ctx));
    },
    // [observed] imports: separate block right after the importer; 4 hops (L1–L4 in, L5 out); not in
    // fences, inline code or HTML comments; mid-line `@x` works; a file is sent once.
    // [observed 2.1.332, explorer seed 2: 25 of 25 sessions in a/ or a/b/ importing docs/imp.md from the
    // root; code: `hasClaudeMdExternalIncludesApproved`] a target outside the working directory is an
    // "external import", loaded only once the user approved them in a dialog: unapproved (headless
    // default) it is left out. State outside the repository: the `externalImports` knob, stated in `assumes`.
    imports: {
        outsideCwdNeedsApproval: true,
        // [observed 2.1.332, explorer seed 2: E88367, B71C08, 5B16DF, 84BE11, A46633] a CLAUDE.md that is a link
        // to docs/real.md resolves `@docs/imp.md` from docs/ (docs/docs/imp.md), not from where it is linked
        fromRealPath: true,
        grammar: 'claude',
        code: 'marked',
        inComments: 'ignored',
        maxDepth: 4,
        splice: 'after',
        rootOnly: false,
        dedupe: 'global',
    },
    // [observed] HTML comments stripped (single and multi-line), kept inside code fences; [observed 2.1.332,
    // explorer seed 2: 14 cases, CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md and AGENTS.md] a leading YAML
    // frontmatter block is not sent.
    transform: (text) => stripHtmlComments(parseFrontmatter('', text).body),
    // [observed 2.1.332] one `<system-reminder>` block; per file `Contents of <abs> (<label>):`.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        const blocks = kept.map((f) => `Contents of ${abs(env.absRoot, f.path)} (${label(f)}):\n\n${oneTrailingNewline(f.kept)}`);
        return ('<system-reminder>\nCodebase and user instructions are shown below. Be sure to adhere to these instructions. ' +
            'IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.\n\n' +
            `${blocks.join('\n')}</system-reminder>`);
    },
    // [observed 2.1.332] lazily added files: one `<system-reminder>` block each inside the tool result;
    // a lazily loaded AGENTS.md arrives through the plugin hook with its own prefix.
    renderTouch(files, env) {
        return files
            .map((f) => f.label === 'agents'
            ? `tool.call hook additional context: Contents of ${abs(env.absRoot, f.path)}:\n\n${f.kept}`
            : `<system-reminder>\nContents of ${abs(env.absRoot, f.path)}:\n\n${oneTrailingNewline(f.kept)}\n</system-reminder>`)
            .join('\n\n');
    },
};
function label(f) {
    return f.label === 'local' ? LABEL_LOCAL : LABEL_PROJECT;
}

;// CONCATENATED MODULE: ./src/profiles/gemini-cli.ts
// Gemini CLI. Verified by execution: gemini-cli 0.61.0 (../shared/oracle RESULTS.md).
// Source: packages/core/src/utils/{memoryDiscovery,memoryImportProcessor}.ts, prompts/snippets.ts (profiles.md §4).




// [observed 0.61.0] GEMINI.md only by default. [code 41599ce29f, #26950] `context.fileName` names are
// prepended and GEMINI.md is kept (before that commit they replaced it).
function names(o) {
    return [...new Set([...(o.contextFileNames ?? []).filter((n) => n !== ''), 'GEMINI.md'])];
}
function block(f, absRoot) {
    const p = abs(absRoot, f.path);
    return `--- Context from: ${p} ---\n${f.kept}\n--- End of Context from: ${p} ---`;
}
const geminiCli = {
    id: 'gemini-cli',
    name: 'Gemini CLI',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['gemini-cli'].version },
    // [observed] git root → cwd; never above the root; no .git → cwd only.
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    outsideView: [
        'global ~/.gemini/GEMINI.md (and every configured context file name there)',
        'private project memory (MEMORY.md in Gemini CLI\'s per-project directory) and extension context files',
    ],
    knobs: ['contextFileNames', 'importFormat'],
    // [observed 0.61.0, explorer seed 2: 2C3C3C, 683607, 105ADD; fixture x-gemini-cli-105ADD-settings] the
    // workspace `.gemini/settings.json` is the one in the directory it starts in: the root's context.fileName
    // does not apply in a/ or a/b/, a/'s applies in a/ (and on a read below it), not in a/b/.
    settingsAtCwd: true,
    names,
    // [code getEnvironmentMemoryPaths] every name in every directory, then the eager set is sorted
    // lexicographically by absolute path (`unique.sort()`, UTF-16 order): root first for plain chains,
    // but `Build/GEMINI.md` sorts before `GEMINI.md`. Same file twice (link, device+inode): once.
    startup(ctx, cwd) {
        const paths = [];
        for (const dir of chain(ctx.view, this.walk, cwd))
            paths.push(...allFiles(ctx.view, dir, names(ctx.opts)));
        // All paths share the root prefix, so sorting repository paths sorts the absolute ones.
        return paths.sort().map((path) => ({ path, reason: 'startup' }));
    },
    // [observed touch mode] JIT loading (on by default): the context files of every directory from cwd
    // (excl.) down to the read file's directory, root → leaf; nothing for files outside the workspace
    // (cwd); nothing re-sent. [code loadJitSubdirectoryMemory] walks up from the target to the root,
    // skipping files already loaded: the same set.
    touch(ctx, cwd, target, loaded) {
        // [observed 0.61.0, explorer seed 2: 105ADD, AEE73E] the file's real path decides: a read through a
        // directory link a/b/c -> lib/c walks lib/ and lib/c/, not a/b/
        const real = resolvePath(ctx.view, target);
        const path = real.ok ? real.path : target;
        if (!isUnder(cwd, path))
            return [];
        const tdir = touchedDir(ctx.view, path);
        const out = [];
        for (const dir of between(cwd, tdir)) {
            for (const p of allFiles(ctx.view, dir, names(ctx.opts)))
                if (!loaded.has(p))
                    out.push({ path: p, reason: 'nested' });
        }
        return out;
    },
    // [observed] inline `<!-- Imported from: X -->` markers as Qwen, 5 hops, expanded inside HTML comments,
    // not inside backticks. [code memoryImportProcessor.ts] code = backtick runs only (`~~~` fences are
    // not protected); a missing file leaves `<!-- Import failed: X - ENOENT: … -->`; outside the project
    // root → `Path traversal attempt`; `importFormat: flat` has no depth limit.
    imports: {
        grammar: 'qwen',
        code: 'backticks',
        inComments: 'expanded',
        maxDepth: 5,
        splice: 'inline',
        rootOnly: true,
        dedupe: 'branch',
        missing: 'comment',
        flat: { maxDepth: Number.POSITIVE_INFINITY },
    },
    // [code concatenateInstructions] each loaded file trimmed; imported text is spliced as read.
    transform: (text, c) => (c.reason === 'import' ? text : text.trim()),
    keep: (files) => filterLoaded(files, (f) => f.text.trim() !== ''),
    // [observed] first user turn: `<loaded_context>\n<project_context>\n--- Context from: <abs> ---\n…` with
    // blocks joined by a blank line. [code snippets.ts renderUserMemory] global, private-memory and
    // extension tiers (outside our view) would come before `<project_context>`.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted && !f.inline);
        if (kept.length === 0)
            return '';
        return `<loaded_context>\n<project_context>\n${kept.map((f) => block(f, env.absRoot)).join('\n\n')}\n</project_context>\n</loaded_context>`;
    },
    // [observed touch mode] appended to the tool result: `--- Newly Discovered Project Context ---\n…\n--- End Project Context ---`.
    renderTouch(files, env) {
        const kept = files.filter((f) => !f.omitted && !f.inline);
        if (kept.length === 0)
            return '';
        return `--- Newly Discovered Project Context ---\n${kept.map((f) => block(f, env.absRoot)).join('\n\n')}\n--- End Project Context ---`;
    },
};

;// CONCATENATED MODULE: ./src/profiles/qwen-code.ts
// Qwen Code. Verified by execution: qwen-code 0.24.4 (../shared/oracle RESULTS.md).
// Source: packages/core/src/utils/{memoryDiscovery,memoryImportProcessor,rulesDiscovery}.ts (profiles.md §3).







// [observed 0.24.4] QWEN.md and AGENTS.md both load; [code memory/const.ts] `context.fileName`
// (string | string[]) replaces this list (`setMemoryFilename`).
const DEFAULT_NAMES = ['QWEN.md', 'AGENTS.md'];
// [code memoryDiscovery.ts] `.qwen/QWEN.local.md` at the project root; a symlink there is skipped (lstat).
const qwen_code_LOCAL = '.qwen/QWEN.local.md';
// [observed] `.qwen/rules/*.md` and subdirectories at start; [code rulesDiscovery.ts] recursive `*.md`,
// project root only (`<projectRoot>/.qwen/rules`), sorted.
const qwen_code_RULES = { dir: '.qwen/rules', recursive: true, match: /\.md$/ };
function qwen_code_names(o) {
    const configured = (o.contextFileNames ?? []).filter((n) => n !== '');
    return configured.length > 0 ? [...new Set(configured)] : DEFAULT_NAMES;
}
// [code] `findProjectRoot`: a `.git` directory, else the working directory itself; [observed 0.24.4,
// explorer seed 4: F67D16] without .git a session in a/ does not read the root's .qwen/rules.
const WALK = { noMarker: 'cwd-and-parents', aboveRoot: true, noMarkerProjectRoot: 'cwd' };
const rootOf = (view, cwd) => projectRoot(view, WALK, cwd);
const isRule = (path) => /(^|\/)\.qwen\/rules\//.test(path);
/** Rules with `paths:`: [observed] list, brace and YAML block list match; a comma string is one pattern. */
function qwen_code_conditional(ctx, cwd) {
    const root = rootOf(ctx.view, cwd);
    const out = [];
    for (const r of listRules(ctx.view, root, qwen_code_RULES)) {
        // [observed 0.24.4, explorer seed 2: 379596, E14540, F593DC] a malformed frontmatter (unquoted
        // `paths: **/*.ts`) still scopes the rule: its `key: value` lines are read literally
        const c = conditionalRule(ctx.view, r, root, 'paths', false, 'top', true);
        if (c)
            out.push(c);
    }
    return out;
}
/** [code rulesDiscovery.ts parseRuleFile] frontmatter removed, HTML comments stripped (plain regex, fences too), trimmed. */
function ruleBody(path, text) {
    return parseFrontmatter(path, text.replace(/\r\n/g, '\n')).body.replace(/<!--[\s\S]*?-->/g, '').trim();
}
/** [code] the rule's path relative to the project root that owns the `.qwen/rules` directory. */
function ruleDisplay(path) {
    return path.slice(path.indexOf('.qwen/rules/'));
}
function ruleBlock(f) {
    const p = ruleDisplay(f.path);
    return `--- Rule from: ${p} ---\n${f.kept}\n--- End of Rule from: ${p} ---`;
}
const qwenCode = {
    id: 'qwen-code',
    name: 'Qwen Code',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['qwen-code'].version },
    // [observed] git root → cwd and above the root; without .git: cwd and its parents.
    // [code] the upward walk stops at the parent of the git root (without .git: the parent of home).
    walk: WALK,
    outsideView: [
        'QWEN.md and AGENTS.md in the directory above the repository root (the walk stops one level above the git root; without .git it goes up to the parent of the home directory)',
        'global ~/.qwen/QWEN.md and ~/.qwen/AGENTS.md (first in each name group) and ~/.qwen/rules/',
        'context files and rules of enabled extensions',
    ],
    knobs: ['contextFileNames', 'importFormat'],
    // [observed 0.24.4, explorer seed 2: 624E26, 4460EE] as Gemini CLI: the workspace `.qwen/settings.json` is
    // the one in the directory it starts in (the root's context.fileName does not apply in a/ or a/b/).
    settingsAtCwd: true,
    names: (o) => [...qwen_code_names(o), qwen_code_LOCAL],
    // [observed] grouped by file name: every QWEN.md root → cwd, then every AGENTS.md root → cwd, then
    // the rules without `paths:`. [code 0f8ce08 memoryDiscovery.ts] `.qwen/QWEN.local.md` is inserted
    // after the global files and before the committed ones (profiles.md, from an older copy, puts it
    // after extension files); not observed.
    startup(ctx, cwd) {
        const view = ctx.view;
        const dirs = chain(view, this.walk, cwd);
        const root = rootOf(view, cwd);
        const out = [];
        const local = joinPath(root, qwen_code_LOCAL);
        if (isFile(view, local) && view.entry(local)?.kind !== 'symlink')
            out.push({ path: local, reason: 'startup', label: 'local' });
        for (const name of qwen_code_names(ctx.opts)) {
            for (const dir of dirs)
                for (const p of allFiles(view, dir, [name]))
                    out.push({ path: p, reason: 'startup' });
        }
        for (const r of listRules(view, root, qwen_code_RULES)) {
            // [observed] a rule with `paths:` is not loaded at start.
            if (!conditionalRule(view, r, root, 'paths', false, 'top', true))
                out.push({ path: r, reason: 'startup', label: 'rule' });
        }
        return out;
    },
    conditionalRules: qwen_code_conditional,
    // [observed touch mode] no nested QWEN.md / AGENTS.md is ever loaded after a read; only rules whose
    // `paths:` match ([code] picomatch against the path relative to the project root; files outside it
    // match nothing), each once per session, in rule order.
    touch(ctx, cwd, target, loaded) {
        if (!isUnder(rootOf(ctx.view, cwd), target))
            return [];
        return matchingRules(qwen_code_conditional(ctx, cwd), target, loaded, 'rule');
    },
    // [observed] spliced inline with `<!-- Imported from: X -->` markers; 5 hops (L5 in, L6 out); expanded
    // inside HTML comments, not in fences or inline code (marked lexer); mid-line works; also in AGENTS.md.
    // [code memoryImportProcessor.ts] missing file (ENOENT) → the `@X` text stays; outside the project
    // root → `<!-- Import failed: X - Path traversal attempt -->`; cycle → `<!-- File already processed -->`;
    // rules are not import-processed. `importFormat: flat` is depth-limited at 5 too.
    imports: {
        grammar: 'qwen',
        code: 'marked',
        inComments: 'expanded',
        maxDepth: 5,
        splice: 'inline',
        appliesTo: (p) => !isRule(p),
        rootOnly: true,
        dedupe: 'branch',
        missing: 'keep',
        flat: { maxDepth: 5 },
    },
    // [code] context files: trimmed (imported text is spliced untrimmed); rules: see ruleBody.
    transform(text, c) {
        if (c.label === 'rule')
            return ruleBody(c.path, text);
        return c.reason === 'import' ? text : text.trim();
    },
    // [code concatenateInstructions / parseRuleFile] an empty file (after trimming) is left out.
    // [observed dupcontent] identical content in QWEN.md and AGENTS.md is sent twice; the same real
    // file (a symlink) once — the engine's real-path de-duplication.
    keep: (files) => filterLoaded(files, (f) => f.text.trim() !== ''),
    // [observed] appended to the system prompt (after `\n\n---\n\n`, not shown here):
    // `--- Context from: <path relative to cwd> ---\n…\n--- End of Context from: … ---`, joined by a blank
    // line; [code] baseline rules follow after a blank line as `--- Rule from: <root-relative> ---` blocks.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted && !f.inline);
        const context = kept
            .filter((f) => f.label !== 'rule')
            .map((f) => {
            const p = external_node_path_.posix.relative(`/${env.cwd}`, `/${f.path}`);
            return `--- Context from: ${p} ---\n${f.kept}\n--- End of Context from: ${p} ---`;
        })
            .join('\n\n');
        const rules = kept
            .filter((f) => f.label === 'rule')
            .map(ruleBlock)
            .join('\n\n');
        return context && rules ? `${context}\n\n${rules}` : context || rules;
    },
    // [observed touch mode] inside the tool result: `<system-reminder>\n--- Rule from: .qwen/rules/ts.md ---\n…`.
    renderTouch(files) {
        const rules = files.filter((f) => !f.inline && !f.omitted);
        if (rules.length === 0)
            return '';
        return `<system-reminder>\n${rules.map(ruleBlock).join('\n\n')}\n</system-reminder>`;
    },
};

;// CONCATENATED MODULE: ./src/profiles/copilot.ts
// GitHub Copilot CLI. Verified by execution: @github/copilot 1.0.102 (../shared/oracle RESULTS.md).
// Docs: github/docs CLI custom instructions, custom-instructions-path.md (profiles.md §6).






// [observed 1.0.102] all three, in every directory it reads (docs: CLAUDE.md/GEMINI.md root only; observed otherwise).
const NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md'];
// [observed 1.0.102, explorer case 7ECD30] on touch, `.claude/CLAUDE.md` of a directory in between too.
const NESTED_NAMES = [...NAMES, '.claude/CLAUDE.md'];
/** Label of an instructions file without `applyTo`: sent as raw text, not in `<custom_instruction>`. */
const BARE = 'bare';
// [observed] `.github/copilot-instructions.md` first.
const REPO_FILE = '.github/copilot-instructions.md';
// [doc] `.github/instructions/**/NAME.instructions.md` with `applyTo`; [observed] `applyTo: "**"` loads at start.
const INSTRUCTIONS = { dir: '.github/instructions', recursive: true, match: /\.instructions\.md$/ };
// [observed] `.claude/rules/**/*.md` without `paths:` at start (subdirectories too); with `paths:` on touch.
// [observed 1.0.102, explorer seed 2: 51C7E2, 9713BC] a `.claude/rules` that is itself a symlink to a
// directory is read (unlike Claude Code; seed 1's 5D31AD was a malformed `paths:`, read loosely below).
const CLAUDE_RULES = { dir: '.claude/rules', recursive: true, match: /\.md$/ };
// [observed 1.0.102, explorer seed 2: E68EC8, 1DE4A9, A6CFD1, E14540, C2CBD5; seed 1: 5D31AD] a malformed
// frontmatter (unquoted `applyTo: **/*.py`, `paths: **/*.ts`) still scopes the file: its `key: value`
// lines are read literally.
const LOOSE = true;
// Not observed: no import depth limit was seen up to 7 hops; 20 stands for "unlimited" and bounds cycles.
const IMPORT_DEPTH = 20;
/** [observed] git root → cwd; without .git, cwd only, which is then where `.github` and `.claude` are read too. */
const copilot_WALK = { noMarker: 'cwd-only', aboveRoot: false, noMarkerProjectRoot: 'cwd' };
/** Where `.github` and `.claude` are read (the project root). */
function base(view, cwd) {
    return projectRoot(view, copilot_WALK, cwd);
}
/**
 * The names Copilot finds in `dir`: each of `names` matched case-insensitively, the exact spelling
 * alone when it is there. [observed 1.0.102] `lower/agents.md`, `upper/AGENTS.MD` in cwd; [observed
 * 1.0.102, explorer seed 2: CLAUDE.MD ×7, Agents.md ×2, AGENTS.MD ×2, agents.md ×7, at the root, in
 * between, in cwd and on touch] every directory, all three names; [A29F99, 2921B0] beside the exact
 * spelling a variant is not read.
 */
function namesIn(view, dir, names) {
    // A function of the directory's listing, asked by every session whose chain passes through it.
    const byNames = cached(namesMemo, view, () => new Map());
    return cached(cached(byNames, names, () => new Map()), dir, () => namesInUncached(view, dir, names));
}
const namesMemo = new WeakMap();
function namesInUncached(view, dir, names) {
    const kids = listing(view, dir);
    const found = kids ? spellings(kids, new Set(names.map((n) => n.toLowerCase()))) : undefined;
    return names.flatMap((n) => {
        // [observed 1.0.102, explorer seed 4: 10053D; fixture x-copilot-10053D-dirname] an exact spelling
        // that is a directory (a/AGENTS.md/) does not keep a/agents.md away
        if (n.includes('/') || (kids?.has(n) && isFile(view, joinPath(dir, n))))
            return [n];
        return found?.get(n.toLowerCase()) ?? [];
    });
}
/** Instruction files and rules whose loading depends on the touched path, in load order. */
function copilot_conditional(ctx, cwd) {
    const view = ctx.view;
    const root = base(view, cwd);
    const out = [];
    for (const { rule: c, atStart } of instructionFiles(view, root, cwd))
        if (c && !atStart)
            out.push(c);
    // [observed] `.claude/rules` `paths:`: YAML list, brace, comma-separated string and block list all match.
    for (const { rule: c, atStart } of claudeRules(view, root, cwd))
        if (c && !atStart)
            out.push(c);
    return out;
}
// [observed 1.0.102, explorer seed 2: 00723F; fixture x-copilot-00723F-commas: `applyTo`/`paths:` as a list
// item, an inline array and a string] a single string is split at commas, the items of a YAML list are not
// (`- "**/*.md, **/*.ts"` is one pattern that matches nothing). [observed 1.0.102, explorer seed 4:
// D87FB2; fixture x-copilot-D87FB2-anydepth] a pattern without `/` (`*.ts`) matches a file's name at any
// depth (a/b/c/f.ts), as a string, a list item or an inline array, in `paths:` and `applyTo`, with and
// without .git.
const APPLY_TO = { key: 'applyTo', splitCommas: 'scalar', slashless: 'any-depth', loose: LOOSE };
const copilot_PATHS = { key: 'paths', splitCommas: 'scalar', slashless: 'any-depth', loose: LOOSE };
/** The rules of `spec` at the git root and in cwd, globs relative to the root. */
function rootAndCwd(view, root, cwd, spec, reading) {
    const out = rulesRead(view, root, spec, reading);
    if (cwd === root)
        return out;
    const here = listRules(view, cwd, spec).filter((p) => !out.some((r) => r.path === p));
    if (here.length === 0)
        return out;
    return [
        ...out,
        ...here.map((path) => {
            const rule = conditionalRule(view, path, root, reading.key, reading.splitCommas, reading.slashless, reading.loose);
            return { path, rule, atStart: !rule || coversEverything(rule) };
        }),
    ];
}
/**
 * The rules of `spec` in `dir`, globs relative to the project root `root`: [observed 1.0.102, explorer
 * seed 7: ED5ACC; fixture x-copilot-S9-applyto-base] so are those of a directory between cwd and a file
 * read (a/.github/instructions `applyTo: "a/e/**"`, and a/.claude/rules `paths: "a/e/**"`, apply to
 * a/e/k.ts; `e/**` does not), with and without .git, cwd . or a.
 */
function rulesIn(view, dir, root, spec, reading) {
    if (dir === root)
        return rulesRead(view, root, spec, reading);
    const byDir = cached(cached(cached(copilot_nestedRules, view, () => new Map()), spec, () => new Map()), root, () => new Map());
    return cached(byDir, dir, () => listRules(view, dir, spec).map((path) => {
        const rule = conditionalRule(view, path, root, reading.key, reading.splitCommas, reading.slashless, reading.loose);
        return { path, rule, atStart: !rule || coversEverything(rule) };
    }));
}
const copilot_nestedRules = new WeakMap();
/** [doc] `.github/instructions` at the git root and in cwd, `applyTo` relative to the root. */
function instructionFiles(view, root, cwd) {
    return rootAndCwd(view, root, cwd, INSTRUCTIONS, APPLY_TO);
}
/**
 * `.claude/rules` at the git root and in cwd, like `.github/instructions` ([observed 1.0.102, explorer seed 1:
 * 55361A; fixture x-copilot-CED00A-order: cwd a/ with a/.claude/rules] cwd's rules without `paths:` at start,
 * with `paths:` on touch).
 */
function claudeRules(view, root, cwd) {
    return rootAndCwd(view, root, cwd, CLAUDE_RULES, copilot_PATHS);
}
/**
 * Directories a read of `dir` walks, nearest first: below cwd, or (outside cwd, in a git repository) below
 * what cwd and `dir` share. [observed 1.0.102, explorer seed 1: 8CFF5A; seed 2: 2D6077] without .git a
 * file outside cwd loads nothing (the repository is cwd then).
 */
function walkedDirs(view, cwd, dir) {
    let top = cwd;
    while (view.hasGitMarker && top !== '' && !isUnder(top, dir))
        top = parentDir(top);
    return between(top, dir).reverse();
}
/** HTML escaping of the lazily added text ([observed] `&quot;`, `&lt;`, `&gt;`). */
function escapeHtml(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
/** Opt-in `perFileMaxChars`: each file cut to its first N characters (UTF-16 code units, as JS counts). */
function capChars(files, max) {
    if (max === undefined || max <= 0)
        return;
    for (const f of files) {
        if (f.inline || f.omitted || f.text.length <= max)
            continue;
        f.kept = f.text.slice(0, max);
        f.truncated = true;
        f.note = `cut to the first ${max} of ${f.text.length} characters (perFileMaxChars, Copilot code review's read limit)`;
    }
}
const copilot = {
    id: 'copilot',
    name: 'GitHub Copilot CLI',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['copilot'].version, note: 'Copilot code review and the cloud agent are documented, not observed' },
    // [observed] git root, cwd and the directories in between; never above the root; no .git → cwd only.
    walk: copilot_WALK,
    // [observed] cwd's files come before the directories in between, so the order depends on where cwd sits.
    positional: true,
    outsideView: [
        '$HOME/.copilot/copilot-instructions.md and $HOME/.copilot/instructions/**/*.instructions.md',
        'AGENTS.md and .github/instructions in the directories listed in COPILOT_CUSTOM_INSTRUCTIONS_DIRS',
    ],
    knobs: ['perFileMaxChars'],
    names: () => [...NAMES, 'agents.md', REPO_FILE],
    // [observed] order: `.github/copilot-instructions.md`; AGENTS/CLAUDE/GEMINI.md at the root; the same in
    // cwd; then the directories in between, nearest to cwd first ([observed 1.0.102] fixtures/profiles/
    // copilot-layout, cwd a/b/c: root, a/b/c, a/b, a); then `.github/instructions` whose `applyTo` covers every file; then `.claude/rules`
    // without `paths:`. Identical content is sent once (see keep).
    startup(ctx, cwd) {
        const view = ctx.view;
        const root = base(view, cwd);
        const out = [];
        const repoFile = joinPath(root, REPO_FILE);
        if (isFile(view, repoFile))
            out.push({ path: repoFile, reason: 'startup' });
        const dirs = view.hasGitMarker ? ancestorsRootFirst(cwd) : [cwd];
        const order = dirs.length > 1 ? [dirs[0], cwd, ...dirs.slice(1, -1).reverse()] : dirs;
        for (const dir of order) {
            // [observed 1.0.102, explorer seed 2: BA39F5, 3D6300 (2 of 2)] a directory between the root and cwd
            // also gives its `.claude/CLAUDE.md`, as on touch; the root's and cwd's are not read (seed 2: 0 of 5)
            const names = dir !== cwd && dir !== dirs[0] ? NESTED_NAMES : NAMES;
            for (const p of allFiles(view, dir, namesIn(view, dir, names)))
                out.push({ path: p, reason: 'startup' });
        }
        for (const { path: p, rule: c, atStart } of instructionFiles(view, root, cwd)) {
            // [doc] `**` = all files: applied from the start.
            if (c && atStart)
                out.push({ path: p, reason: 'startup', label: 'rule' });
            // [observed 1.0.102, explorer case CB059F] without `applyTo` the file is applied at start after all
            // (the docs say "not applied automatically"): its raw text right after the tool list, unwrapped.
            else if (!c)
                out.push({ path: p, reason: 'startup', label: BARE });
        }
        for (const { path: r, atStart } of claudeRules(view, root, cwd)) {
            // [observed 1.0.102, explorer case 97C1F0] `paths: ["**"]` loads at start like no `paths:`.
            if (atStart)
                out.push({ path: r, reason: 'startup', label: 'rule' });
        }
        return out;
    },
    conditionalRules: copilot_conditional,
    // [observed touch mode] the matching rules of the root and cwd first; then, per directory from the file's
    // nearest first down to cwd (excl.): its AGENTS.md, CLAUDE.md, GEMINI.md, its `.github/instructions`, its
    // `.claude/rules`. Nothing is re-sent.
    touch(ctx, cwd, target, loaded) {
        const view = ctx.view;
        // [observed 1.0.102, explorer seed 2: 105ADD, AEE73E, 2D6077, 00723F] the directories are those of the
        // file's real path: through a directory link a/b/c -> lib/c, lib/ and lib/c/, not a/ and a/b/
        const real = resolvePath(view, target);
        const tdir = real.ok ? touchedDir(view, real.path) : touchedDir(view, target);
        const out = [];
        const root = base(view, cwd);
        // [observed 1.0.102, explorer case 7ECD30] the matching rules come first, then the nested files.
        out.push(...matchingRules(copilot_conditional(ctx, cwd), target, loaded, 'rule'));
        // [observed 1.0.102, explorer seed 2: 105ADD; fixture x-copilot-105ADD-outside: cwd a/b reading a/e/k.ts
        // and z/y/h.py, cwd a reading a/b/c/f.ts -> lib/c/f.ts] a file outside cwd loads the directories below
        // the one cwd and the file share (z/y/ then z/; lib/c/ then lib/), nearest first, as below cwd.
        // [observed 1.0.102, explorer seed 1: AFB641; seed 2: CED00A; fixture x-copilot-CED00A-order] directory
        // by directory: the files, then the instructions, then the rules of a/b/c/, of a/b/, of a/.
        for (const dir of walkedDirs(view, cwd, tdir)) {
            for (const p of allFiles(view, dir, namesIn(view, dir, NESTED_NAMES)))
                if (!loaded.has(p))
                    out.push({ path: p, reason: 'nested' });
            // [observed 1.0.102, explorer case AFB641] the `.github/instructions` of a directory between cwd and the
            // file are read on touch too (`applyTo: "**/*.{ts,tsx}"` in a/, a/e/k.ts read from the root), relative
            // to the project root (rulesIn); without `applyTo` they apply as at start (fixture x-copilot-CED00A-order).
            for (const { path: p, rule: c } of rulesIn(view, dir, root, INSTRUCTIONS, APPLY_TO)) {
                if (loaded.has(p))
                    continue;
                if (!c)
                    out.push({ path: p, reason: 'nested', label: BARE });
                else if (coversEverything(c) || c.matches(target))
                    out.push({ path: p, reason: 'conditional', via: c.patterns.join(', '), label: 'rule' });
            }
            // [observed 1.0.102, explorer seed 2: CED00A] and its `.claude/rules` whose `paths:` match (relative
            // to the project root, rulesIn), or without `paths:`
            for (const { path: r, rule: c, atStart } of rulesIn(view, dir, root, CLAUDE_RULES, copilot_PATHS)) {
                if (loaded.has(r))
                    continue;
                if (!c || atStart)
                    out.push({ path: r, reason: 'nested', label: 'rule' });
                else if (c.matches(target))
                    out.push({ path: r, reason: 'conditional', via: c.patterns.join(', '), label: 'rule' });
            }
        }
        return out;
    },
    // [observed] imports in AGENTS.md and CLAUDE.md, not GEMINI.md: the reference stays, followed by
    // `\n\n<imported_custom_instruction source="<abs>">\n…</imported_custom_instruction>`; no depth limit
    // seen (≥ 7); expanded inside HTML comments, not in code as Copilot finds it (markdown.ts
    // lineCodeRegions: lines end at \n only, an unclosed backtick run is code to the line's end; explorer
    // seeds 3 and 5: 82F0B0, D0308C); a file imported again
    // inside the same loaded file is not expanded again (CLAUDE.md importing AGENTS.md repeats AGENTS.md
    // but not its imports); no de-duplication across loaded files. A missing target leaves the text.
    imports: {
        grammar: 'claude',
        code: 'lines',
        inComments: 'expanded',
        maxDepth: IMPORT_DEPTH,
        splice: 'nested-tag',
        // [observed 1.0.102, explorer seed 2: 497050, 60F729] a CLAUDE.MD's imports are expanded too
        appliesTo: (p) => baseName(p).toLowerCase() === 'agents.md' || baseName(p).toLowerCase() === 'claude.md',
        rootOnly: false,
        dedupe: 'file',
        missing: 'keep',
    },
    // [observed] identical content in AGENTS.md / CLAUDE.md / GEMINI.md is sent once (dupcontent); the
    // content is sent raw (comments kept, rule frontmatter kept in the lazily added text).
    keep: (files) => filterLoaded(files, (f, kept) => !kept.some((k) => k.text.trim() === f.text.trim())),
    // Opt-in only: Copilot CLI showed no size limit (200 KiB ×3); code review reads 4,000 characters per file.
    budget(files, env) {
        const max = env.opts.perFileMaxChars;
        capChars(files, max);
        return max && max > 0 ? { budgetBytes: null, counts: `the first ${max} characters of each file (perFileMaxChars)` } : { budgetBytes: null };
    },
    // [observed] system prompt: `<custom_instruction>\n<content>\n</custom_instruction>` per file, no path,
    // blocks separated by a blank line.
    renderStartup(files) {
        return files
            .filter((f) => !f.omitted && !f.inline)
            .map((f) => (f.label === BARE ? f.kept : `<custom_instruction>\n${f.kept}\n</custom_instruction>`))
            .join('\n\n');
    },
    // [observed touch mode] a new user message, one `<system_reminder>` per file with its repository-relative
    // path and the HTML-escaped raw text (frontmatter and import tags included).
    budgetTouch(files, env) {
        capChars(files, env.opts.perFileMaxChars);
    },
    renderTouch(files) {
        return files
            .filter((f) => !f.omitted && !f.inline)
            .map((f) => `<system_reminder>\nCustom instructions from ${f.path}. Apply these to any code you write here:\n\n${escapeHtml(f.kept)}\n</system_reminder>`)
            .join('\n');
    },
};

;// CONCATENATED MODULE: ./src/profiles/opencode.ts
// OpenCode. Verified by execution: opencode-ai 1.18.33 (../shared/oracle RESULTS.md).
// Source: packages/opencode/src/session/instruction.ts @ 00b964bd (profiles.md §8).







// [code instruction.ts FILES] the first type with any match wins; `CONTEXT.md` is deprecated and was
// not exercised by the oracle. [observed 1.18.33] no `*.local.md` variants (rules@. loads AGENTS.md
// only, although AGENTS.local.md is there; a newer copy of the code adds them).
const FILES = ['AGENTS.md', 'CLAUDE.md', 'CONTEXT.md'];
/** The first of FILES with files in `dirs` (nearest first), and those files: the only name a session reads at start. */
function firstNameFound(ctx, dirs) {
    for (const [at, name] of FILES.entries()) {
        const hits = dirs.flatMap((d) => allFiles(ctx.view, d, [name], outsideHits(ctx.opts)));
        if (hits.length > 0)
            return { at, hits };
    }
    return undefined;
}
/**
 * The `instructions` entries that name files in the tree, relative to a directory (`./` dropped):
 * plain paths and globs. URLs, absolute and home paths and paths leaving the tree are not followed
 * (they stay in the outside view).
 */
function treeInstructions(o) {
    return (o.instructions ?? []).map((p) => p.replace(/^\.\//, '')).filter((p) => p !== '' && !/^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(p));
}
/** What an entry makes matter in a directory: a path's first segment, a glob's literal base, or any name. */
function entryOf(p) {
    if (!isGlobPattern(p))
        return p;
    const base = literalBase(p);
    return base === '' ? ANY_ENTRY : base;
}
// How deep a `**` glob is followed below its base: deeper trees are not real repositories, and the
// bound keeps a hostile one from costing unbounded time.
const MAX_GLOB_DEPTH = 400;
const globbed = new WeakMap();
const sortedNames = new WeakMap();
/** A listing's names in UTF-16 order, once per listing (every scan of a directory asks again). */
const namesOf = (kids) => cached(sortedNames, kids, () => [...kids.keys()].sort());
/**
 * What every name a pattern matches ends with: the end of its last segment after the last special
 * character ('' when it ends in one): a test of the name alone that spares the pattern most files.
 */
function literalTail(pattern) {
    const last = pattern.slice(pattern.lastIndexOf('/') + 1);
    if (last.includes('\\'))
        return '';
    let i = last.length;
    while (i > 0 && !'*?[]{}()!+@'.includes(last[i - 1]))
        i--;
    return last.slice(i);
}
/**
 * The files below `dir` whose path from `dir` matches `pattern`, by the path as given, each directory's
 * files by name, then its subdirectories by name. [observed 1.18.33, fixtures x-opencode-S7-glob-*,
 * x-opencode-S7-globstar; explorer seed 7: 52 of 60 cases agree, the other 8 match above the tree]
 * dot names and node_modules are matched; a link to a file counts; a link to a directory is walked,
 * unless it leads back to a directory being walked (a loop). OpenCode lists them in the file system's
 * order (`caveats` says so where it matters). Once per (view, directory, pattern).
 */
function globFiles(view, dir, pattern, outside) {
    const key = `${outside ? 1 : 0}\0${dir}\0${pattern}`;
    return cached(cached(globbed, view, () => new Map()), key, () => {
        const match = globMatcher(pattern, { dot: true });
        const base = literalBase(pattern);
        const tail = literalTail(pattern);
        const depth = pattern.includes('**') ? MAX_GLOB_DEPTH : pattern.split('/').length - (base === '' ? 0 : base.split('/').length);
        const out = [];
        // `d` as given, `real` where it is; `walking`: the real directories from the scan's start down to
        // `d` (a link back to one of them is a loop)
        const visit = (d, real, rel, left, walking) => {
            const kids = view.children(real);
            if (!kids)
                return;
            const dirs = [];
            for (const n of namesOf(kids)) {
                const e = kids.get(n);
                const path = joinPath(d, n);
                if (e?.kind === 'dir') {
                    dirs.push([n, joinPath(real, n)]);
                    continue;
                }
                if (e?.kind === 'symlink') {
                    const to = resolvePath(view, path);
                    if (to.ok && to.entry.kind === 'dir') {
                        if (!walking.some((w) => isUnder(to.path, w)))
                            dirs.push([n, to.path]);
                        continue;
                    }
                }
                if (n.endsWith(tail) && match(rel === '' ? n : `${rel}/${n}`) && isHit(view, path, outside))
                    out.push(path);
            }
            if (left > 0)
                for (const [n, r] of dirs)
                    visit(joinPath(d, n), r, rel === '' ? n : `${rel}/${n}`, left - 1, [...walking, r]);
        };
        const start = base === '' ? dir : joinPath(dir, base);
        const here = resolvePath(view, start);
        if (here.ok && here.entry.kind === 'dir')
            visit(start, here.path, base, depth - 1, [here.path]);
        return out;
    });
}
/** The files `entry` names from `dir`: the path when it is a file, else the glob's matches. */
function filesOf(ctx, dir, entry) {
    if (isGlobPattern(entry))
        return globFiles(ctx.view, dir, entry, outsideHits(ctx.opts));
    const path = joinPath(dir, entry);
    return isFile(ctx.view, path) ? [path] : [];
}
const GLOB_LABEL = 'instructions glob ';
/** The AGENTS.md files of `dirs` (nearest first), else their CLAUDE.md files: the first name found. */
function agentsFiles(ctx, dirs) {
    return (firstNameFound(ctx, dirs)?.hits ?? []).map((path) => ({ path, reason: 'startup' }));
}
/**
 * The files of the `instructions` (ctx.opts) found from `dirs` (nearest first), less those in `seen`
 * (which takes the ones found). [observed 1.18.33, probes oc1-oc3, fixtures x-opencode-S7-*] each path or
 * glob is looked for in every directory from cwd up to the root ([code] `Filesystem.globUp`), every
 * file found is loaded once, nearest directory first, entry by entry.
 */
function opencode_instructionFiles(ctx, dirs, seen) {
    const out = [];
    for (const p of treeInstructions(ctx.opts)) {
        for (const dir of dirs) {
            const fresh = filesOf(ctx, dir, p).filter((f) => !seen.has(f));
            // more than one file from one scan: their order is the file system's (see caveats)
            const label = fresh.length > 1 ? `${GLOB_LABEL}${p} from ${dir === '' ? 'the root' : `${dir}/`}` : 'instructions';
            for (const path of fresh) {
                seen.add(path);
                out.push({ path, reason: 'startup', label });
            }
        }
    }
    return out;
}
/** What the `instructions` entries make matter in a directory (Profile.entries). */
function instructionEntries(o) {
    return treeInstructions(o).map(entryOf);
}
const opencode = {
    id: 'opencode',
    name: 'OpenCode',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['opencode'].version },
    // [observed] cwd → git root; never above it; without .git: cwd and its parents.
    walk: { noMarker: 'cwd-and-parents', aboveRoot: false },
    outsideView: [
        'without .git: AGENTS.md (else CLAUDE.md) and opencode.json in every directory above the analysed tree; one AGENTS.md there also switches every CLAUDE.md off',
        // [observed 1.18.33, explorer seed 7: 8 of 8 no-git cases with a `**` glob, e.g. F42942, FE92AD]
        'without .git: each `instructions` path and glob is also matched from every directory above the analysed tree (a `**` glob there reaches files outside the repository)',
        'global ~/.config/opencode/AGENTS.md, else ~/.claude/CLAUDE.md; `instructions` URLs, absolute and home paths, and paths leaving the tree',
    ],
    // [observed 1.18.33, explorer seed 6: 090246, 85CD90 and 5 more; probes oc1, oc3] the opencode.json of
    // every directory from cwd up to the root applies, with .git and without (above the root: outside view),
    // their `instructions` joined, the root's first; in each, opencode.json then opencode.jsonc, and the
    // .opencode/ directories' after all of them, nearest first (engine/settings.ts, fixtures x-opencode-S8-*).
    settingsLayered: 'always',
    settingsConcat: ['instructions'],
    settingsLater: ['nearest-first'],
    knobs: ['instructions', 'outsideLinkTargets'],
    names: () => FILES,
    // a directory's opencode.json(c) (its .opencode/ is a dot-entry), and the first segment of each
    // `instructions` path or glob (looked for in every directory from cwd up), make a session there
    // differ from its parent's
    entries: (o) => ['opencode.json', 'opencode.jsonc', ...instructionEntries(o)],
    // [observed, as `startup`] the files of the first name found in the chain keep every later name away.
    shadowedBy(ctx, cwd, file) {
        const i = FILES.indexOf(baseName(file));
        // `instructions` may name the file again: the check asks start-up itself
        if (i < 0 || treeInstructions(ctx.opts).length > 0)
            return undefined;
        const found = firstNameFound(ctx, chain(ctx.view, this.walk, cwd).reverse());
        return found && found.at < i ? found.hits : [];
    },
    // [observed] AGENTS.md of every directory from cwd up to the root, nearest first; CLAUDE.md only when
    // no AGENTS.md exists anywhere in that chain (never both); then the `instructions` files.
    startup(ctx, cwd) {
        const dirs = chain(ctx.view, this.walk, cwd).reverse();
        const out = agentsFiles(ctx, dirs);
        return [...out, ...opencode_instructionFiles(ctx, dirs, new Set(out.map((c) => c.path)))];
    },
    // [observed touch mode] after a read: from the file's directory up to cwd (excl.), nearest first, the
    // first of AGENTS.md / CLAUDE.md / CONTEXT.md in each directory ([code] `find`), skipping what is
    // loaded. Not modelled: reading an instruction file itself does not attach that same file.
    touch(ctx, cwd, target, loaded) {
        if (!isUnder(cwd, target))
            return [];
        const tdir = touchedDir(ctx.view, target);
        const out = [];
        for (const dir of between(cwd, tdir).reverse()) {
            // [observed 1.18.33, explorer seed 3: 6936E3; fixture x-opencode-6936E3-dirname] the first name that
            // exists wins, a directory too: a/AGENTS.md/ keeps a/CLAUDE.md away and adds nothing itself
            const kids = listing(ctx.view, dir);
            const name = FILES.find((n) => kids?.has(n));
            const hit = name === undefined ? undefined : firstFile(ctx.view, dir, [name], outsideHits(ctx.opts));
            if (hit && !loaded.has(hit))
                out.push({ path: hit, reason: 'nested' });
        }
        return out;
    },
    // Deliberate deviation, stated on the stack: OpenCode loads the files one glob finds in one directory
    // in the file system's listing order ([observed 1.18.33, probes g3, g5]: it changed between two copies
    // of one tree); the engine lists them by name, each directory's files before its subdirectories.
    caveats(files) {
        const scans = [...new Set(files.flatMap((f) => (f.label?.startsWith(GLOB_LABEL) ? [f.label.slice(GLOB_LABEL.length)] : [])))];
        if (scans.length === 0)
            return [];
        return [`${this.name} loads the files of the instructions glob ${scans.join(', ')} in the file system's listing order, which differs between machines; they are listed here by name, each directory's files before its subdirectories`];
    },
    // [observed] no imports (also not in lazily loaded files); comments kept; no size limit.
    // [code] an empty file is not sent.
    keep: (files) => filterLoaded(files, (f) => f.text !== ''),
    // [observed] one system part per file, `Instructions from: <abs>\n<content>`, parts joined by a newline.
    renderStartup(files, env) {
        return files
            .filter((f) => !f.omitted)
            .map((f) => `Instructions from: ${abs(env.absRoot, f.path)}\n${f.kept}`)
            .join('\n');
    },
    // [observed touch mode] inside the tool result: `<system-reminder>\nInstructions from: <abs>\n…` with
    // files joined by a blank line. Each read gets its own reminder; several touches are shown as one here.
    renderTouch(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `<system-reminder>\n${kept.map((f) => `Instructions from: ${abs(env.absRoot, f.path)}\n${f.kept}`).join('\n\n')}\n</system-reminder>`;
    },
};

;// CONCATENATED MODULE: ./src/profiles/pi.ts
// Pi (pi coding agent). Verified by execution: @mariozechner/pi-coding-agent 0.73.1 (../shared/oracle RESULTS.md).
// Source: packages/coding-agent/src/core/{resource-loader,system-prompt}.ts (profiles.md §5).



// [observed 0.73.1] the first of these per directory, exact names (`upper/AGENTS.MD` read, lowercase
// `agents.md` not); [code] `existsSync`, so case follows the file system.
const pi_NAMES = ['AGENTS.md', 'AGENTS.MD', 'CLAUDE.md', 'CLAUDE.MD'];
const pi = {
    id: 'pi',
    name: 'Pi',
    verified: { method: 'execution', version: VERIFIED_VERSIONS['pi'].version },
    // [observed] every ancestor up to `/`, root first; `.git` plays no role.
    walk: { noMarker: 'cwd-and-parents', aboveRoot: true },
    outsideView: [
        'AGENTS.md / CLAUDE.md in every directory above the repository, up to /',
        'global ~/.pi/agent/AGENTS.md or CLAUDE.md ($PI_CODING_AGENT_DIR), sent first',
    ],
    knobs: ['outsideLinkTargets'],
    names: () => pi_NAMES,
    // [observed 0.73.1] the first of NAMES present in a directory keeps the later ones there away.
    shadowedBy: (ctx, _cwd, file) => loadedInstead(ctx.view, file, pi_NAMES, outsideHits(ctx.opts)),
    // Deviation: pi de-duplicates by exact path only (`seenPaths`); the engine drops a second link to the
    // same real file, which only differs when two directories link to one file.
    startup(ctx, cwd) {
        const out = [];
        for (const dir of chain(ctx.view, this.walk, cwd)) {
            // [observed 0.73.1, explorer DCA01A, 81B375] a dangling AGENTS.md link out of the repository is skipped
            // for CLAUDE.md (outsideLinkTargets: missing)
            const hit = firstFile(ctx.view, dir, pi_NAMES, outsideHits(ctx.opts));
            if (hit)
                out.push({ path: hit, reason: 'startup' });
        }
        return out;
    },
    // [observed touch mode] nothing is loaded after a read; no imports; raw content (comments kept).
    // [code system-prompt.ts] `\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n`
    // then `## <abs>\n\n<content>\n\n` per file, in the system prompt. The two leading newlines separate it
    // from the preceding prompt text and are left out here.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `# Project Context\n\nProject-specific instructions and guidelines:\n\n${kept.map((f) => `## ${abs(env.absRoot, f.path)}\n\n${f.kept}\n\n`).join('')}`;
    },
    renderTouch: () => '',
};

;// CONCATENATED MODULE: ./src/profiles/cursor.ts
// Cursor. Closed source: modelled from its documentation and third-party notes only, not verified by
// execution (profiles.md §7). [observed] no executed CLI reads `.cursor/rules`, so nothing here is
// corroborated by the oracle.





// [doc] `.cursor/rules/*.mdc` (also `.md`), frontmatter `description`, `globs`, `alwaysApply`.
const cursor_RULES = { dir: '.cursor/rules', recursive: false, match: /\.mdc?$/ };
// [doc] legacy root `.cursorrules`, deprecated but still read.
const LEGACY = '.cursorrules';
/**
 * [doc] Always: `alwaysApply: true` (a boolean; the string "true" does not count [3p]); Auto Attached:
 * `globs` match a file in context; Agent Requested (`description` only) and Manual (`@rule`) depend
 * on the agent or the user and are not modelled as loaded.
 * [doc] globs are written unquoted and comma-separated (`globs: docs/**\/*.md, docs/**\/*.mdx`), which is
 * not valid YAML when a pattern starts with `*`. [3p] Cursor 3.17.8 (cosai-oasis/project-codeguard#121,
 * tested) reads `globs` from its line as written: quotes stay part of the patterns (so they match
 * nothing) and a YAML list below `globs:` reads as no globs; a Cursor staff forum answer says "comma
 * separated values, no brackets or quotes". Assumed: `alwaysApply` from the YAML, or from its line
 * when the YAML does not parse.
 */
function cursor_mode(view, path, base) {
    const fm = frontmatterOf(loadDoc(view, path));
    if (fm.data.alwaysApply === true || (fm.error && fm.loose?.alwaysApply === 'true'))
        return { mode: 'always' };
    const rule = conditionalRule(view, path, base, 'globs', true, 'top', 'lines');
    return rule ? { mode: 'auto', rule } : { mode: 'other' };
}
/** Rules of `dir`'s `.cursor/rules`; [3p/unverified] nested rules directories scope to their subtree. */
function cursor_rulesIn(view, dir) {
    return listRules(view, dir, cursor_RULES).map((path) => ({ path, ...cursor_mode(view, path, dir) }));
}
function cursor_conditional(ctx, cwd) {
    const out = [];
    for (const dir of chain(ctx.view, cursor.walk, cwd))
        for (const r of cursor_rulesIn(ctx.view, dir))
            if (r.rule)
                out.push(r.rule);
    return out;
}
const cursor = {
    id: 'cursor',
    name: 'Cursor',
    verified: { method: 'docs', version: 'unversioned', note: 'closed source; not verified by execution' },
    // Assumed: the workspace (git root) → cwd; no .git → cwd only.
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    outsideView: ['User Rules (Cursor settings) and Team Rules (dashboard)'],
    knobs: [],
    names: () => ['AGENTS.md', LEGACY],
    // Assumed order (undocumented): `.cursorrules`, always-applied rules root → cwd, then AGENTS.md root → cwd
    // ([doc] "nested AGENTS.md files are combined with parent directories, more specific taking precedence").
    startup(ctx, cwd) {
        const view = ctx.view;
        const dirs = chain(view, this.walk, cwd);
        const out = [];
        const legacy = joinPath(dirs[0], LEGACY);
        if (isFile(view, legacy))
            out.push({ path: legacy, reason: 'startup' });
        for (const dir of dirs)
            for (const r of cursor_rulesIn(view, dir))
                if (r.mode === 'always')
                    out.push({ path: r.path, reason: 'startup', label: 'rule' });
        for (const dir of dirs)
            for (const p of allFiles(view, dir, ['AGENTS.md']))
                out.push({ path: p, reason: 'startup' });
        return out;
    },
    conditionalRules: cursor_conditional,
    // Assumed: on touching a file, the auto-attached rules (of the directories root → cwd) whose globs
    // match it, then AGENTS.md of the directories between cwd and the file, top-down. Rules directories
    // below cwd ([3p/unverified] nested scope) are not modelled.
    touch(ctx, cwd, target, loaded) {
        const view = ctx.view;
        const out = [];
        out.push(...matchingRules(cursor_conditional(ctx, cwd), target, loaded, 'rule'));
        const tdir = touchedDir(view, target);
        for (const dir of between(cwd, tdir))
            for (const p of allFiles(view, dir, ['AGENTS.md']))
                out.push({ path: p, reason: 'nested' });
        return out.filter((c) => !loaded.has(c.path));
    },
    // [doc] no import syntax (`@file` in a rule attaches a file on request; not modelled). Assumed: a rule is
    // sent without its frontmatter.
    transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
    // Cursor's prompt format is not documented: the text below is a neutral rendering (path header, content).
    renderStartup: (files) => render(files),
    renderTouch: (files) => render(files),
};
function render(files) {
    return files
        .filter((f) => !f.omitted)
        .map((f) => `--- ${f.path} ---\n${f.kept}`)
        .join('\n\n');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/profiles/deepseek-harness.ts
// DeepSeek Harness (dsh). Verified against its own code, run here: @deepseek-ai/dsh-agent-instructions
// 0.1.1-rc.2 @ b150a551 (../shared/oracle DSH.md, results/dsh__*.json).
// Source: packages/context/agent-instructions/src/{config,files,render,digest}.ts (profiles.md §9).






// [code config.ts] DEFAULT_INSTRUCTION_FILE_CANDIDATES, DEFAULT_LOCAL_INSTRUCTION_FILE_CANDIDATES:
// every existing one loads, base files first, then the local overlays.
const CANDIDATES = ['AGENTS.md', 'CLAUDE.md', 'AGENTS.local.md', 'CLAUDE.local.md'];
// [code packages/bundle/base/cordis.patch.yml] the shipped CLI mounts the plugin with maxBytes 65536.
const digests = new WeakMap();
/** SHA-1 of a file's trimmed text, once per file (every start-up holding it asks: see `keep`). */
function trimmedDigest(f) {
    let d = digests.get(f);
    if (d === undefined)
        digests.set(f, (d = (0,external_node_crypto_.createHash)('sha1').update(f.text.trim()).digest('hex')));
    return d;
}
const DSH_DEFAULT_MAX_BYTES = 65536;
// [code config.ts] DEFAULT_MAX_SOURCE_BYTES: a larger file is ignored without notice.
const DSH_DEFAULT_MAX_SOURCE_BYTES = 1_048_576;
// [code render.ts] exact strings.
const OPEN = '<system-reminder>';
const CLOSE = '</system-reminder>';
const INTRO = 'The following workspace instructions may be relevant to your work. Use them as guidance when applicable. ' +
    'More specific instructions take precedence over broader ones. They do not override system, developer, or direct user instructions.';
const COMPACT_INTRO = 'Workspace instructions were omitted or truncated to fit the configured byte budget.';
const bytes = (s) => Buffer.byteLength(s, 'utf8');
/** [code render.ts truncateUtf8] the largest prefix of at most `max` bytes that ends on a character boundary. */
function truncateUtf8(value, max) {
    const buf = Buffer.from(value, 'utf8');
    if (buf.length <= max)
        return value;
    let end = Math.max(0, Math.trunc(max));
    while (end > 0 && (buf[end] & 0xc0) === 0x80)
        end -= 1;
    return buf.subarray(0, end).toString('utf8');
}
const escapeFrame = (s) => s.replaceAll(CLOSE, '<\\/system-reminder>');
function marker(max, omitted, truncated) {
    if (omitted.length === 0 && truncated.length === 0)
        return '';
    const parts = [];
    if (omitted.length > 0)
        parts.push(`omitted ${omitted.map((i) => i.display).join(', ')}`);
    if (truncated.length > 0)
        parts.push(`truncated ${truncated.map((t) => `${t.display} from ${t.from} to ${t.to} bytes`).join(', ')}`);
    return `Workspace instruction budget ${max} bytes: ${parts.join('; ')}`;
}
function deepseek_harness_build(m, max) {
    const body = [marker(max, m.omitted, m.truncated), m.style.intro, ...m.items.map((i) => m.style.section(i))].filter((b) => b.length > 0);
    return [OPEN, escapeFrame(body.join('\n\n')), CLOSE].join('\n');
}
/** UTF-8 bytes of `escapeFrame(s)`: one more per closing tag (it cannot overlap itself). */
function escapedBytes(s) {
    let n = bytes(s);
    for (let i = s.indexOf(CLOSE); i >= 0; i = s.indexOf(CLOSE, i + CLOSE.length))
        n += 1;
    return n;
}
/**
 * `bytes(build(m, max))` from the sizes of its parts, without building it (a closing tag holds no
 * newline, so none spans the blank line joining two parts: escaping the joined body is escaping
 * each part). `sections`: the escaped sizes of `m.items`' sections, when the caller has them.
 */
function messageBytes(m, max, sections = m.items.map((i) => escapedBytes(m.style.section(i)))) {
    let parts = 0;
    let n = 0;
    for (const size of [escapedBytes(marker(max, m.omitted, m.truncated)), escapedBytes(m.style.intro), ...sections]) {
        if (size === 0)
            continue;
        parts++;
        n += size;
    }
    // OPEN, body and CLOSE joined by newlines; the body's parts by blank lines
    return bytes(OPEN) + 1 + n + (parts > 1 ? 2 * (parts - 1) : 0) + 1 + bytes(CLOSE);
}
/**
 * [code render.ts renderInstructionContext] the whole message (frame, notice, intro, sections) within
 * `max` bytes: everything if it fits; else drop the broadest files one by one; else keep only the most
 * specific file, cut by binary search to the largest prefix that fits (normal intro, then the compact
 * one); else an unframed notice with an empty heading; else the notice alone (cut to fit). Past the
 * whole message, each candidate is measured from its parts' sizes and only the chosen one is built
 * (building every candidate was quadratic in the files over the budget), and the budget pass
 * (`wantText` false) builds none.
 */
function renderContext(items, max, style, wantText = true) {
    if (items.length === 0)
        return { text: '', omitted: 0 };
    if (max <= 0 || !Number.isFinite(max))
        return { text: '', omitted: items.length };
    const chosen = (m, r) => ({ ...r, text: wantText ? deepseek_harness_build(m, max) : '' });
    const whole = { items, omitted: [], truncated: [], style };
    // Most messages fit: the one wanted is built and measured, as the tool does.
    if (wantText) {
        const full = deepseek_harness_build(whole, max);
        if (bytes(full) <= max)
            return { text: full, omitted: 0 };
    }
    const sections = items.map((i) => escapedBytes(style.section(i)));
    if (!wantText && messageBytes(whole, max, sections) <= max)
        return { text: '', omitted: 0 };
    for (let start = 1; start < items.length; start++) {
        const m = { items: items.slice(start), omitted: items.slice(0, start), truncated: [], style };
        if (messageBytes(m, max, sections.slice(start)) <= max)
            return chosen(m, { omitted: start });
    }
    const last = items[items.length - 1];
    const omitted = items.slice(0, -1);
    const from = bytes(last.content);
    for (const s of [style, { ...style, intro: COMPACT_INTRO }]) {
        const cut = (content) => ({ items: [{ ...last, content }], omitted, truncated: [{ display: last.display, from, to: bytes(content) }], style: s });
        let low = 0;
        let high = from;
        let best = truncateUtf8(last.content, 0);
        while (low <= high) {
            const mid = Math.floor((low + high) / 2);
            const c = truncateUtf8(last.content, mid);
            if (messageBytes(cut(c), max) <= max) {
                best = c;
                low = mid + 1;
            }
            else
                high = mid - 1;
        }
        if (messageBytes(cut(best), max) <= max)
            return chosen(cut(best), { omitted: omitted.length, truncatedTo: bytes(best) });
    }
    const notice = escapeFrame(marker(max, omitted, [{ display: last.display, from, to: 0 }]));
    const withHeading = escapeFrame([notice, style.section({ ...last, content: '' })].join('\n\n'));
    if (bytes(withHeading) <= max)
        return { text: withHeading, omitted: omitted.length, truncatedTo: 0 };
    return { text: bytes(notice) <= max ? notice : truncateUtf8(notice, max), omitted: omitted.length, truncatedTo: 0 };
}
const BASELINE = { intro: INTRO, section: (i) => `Instructions from: ${i.display}\n\n${i.content}` };
// [code render.ts additionalSectionText] lazily discovered files: no intro, one section per file.
const ADDITIONAL = {
    intro: '',
    section: (i) => [
        `Additional instructions from: ${i.display}`,
        '',
        `These instructions apply to work under \`${external_node_path_.posix.dirname(i.display)}\`. Use them as guidance when relevant; more specific instructions take precedence. They do not override system, developer, or direct user instructions.`,
        '',
        i.content,
    ].join('\n'),
};
const maxBytes = (o) => o.maxBytes ?? DSH_DEFAULT_MAX_BYTES;
/** [code files.ts relativeDisplay] paths relative to the project root: the git root, or cwd without one. */
function display(view, cwd, path) {
    return view.hasGitMarker || cwd === '' ? path : path.slice(cwd.length + 1);
}
function found(ctx, cwd, dir, reason) {
    const max = ctx.opts.maxSourceBytes ?? DSH_DEFAULT_MAX_SOURCE_BYTES;
    return allFiles(ctx.view, dir, CANDIDATES)
        .filter((p) => loadDoc(ctx.view, p).size <= max)
        .map((path) => ({ path, reason, label: display(ctx.view, cwd, path) }));
}
/** Applies one rendering's omissions and truncation to the files (sets kept / truncated / omitted). */
function apply(files, r, max) {
    files.forEach((f, i) => {
        if (i < r.omitted) {
            f.omitted = true;
            f.kept = '';
            f.note = `dropped: the ${max}-byte maxBytes budget keeps the most specific files`;
        }
        else if (i === files.length - 1 && r.truncatedTo !== undefined) {
            f.truncated = true;
            f.kept = truncateUtf8(f.text, r.truncatedTo);
            f.note = `cut to ${r.truncatedTo} of ${bytes(f.text)} bytes (maxBytes = ${max}, frame and notice included)`;
        }
    });
}
const items = (files) => files.map((f) => ({ display: f.label ?? f.path, content: f.text }));
const deepseekHarness = {
    id: 'deepseek-harness',
    name: 'DeepSeek Harness',
    verified: { method: 'own-code', version: '0.1.1-rc.2', note: 'its own code run here (b150a551), not the packaged CLI' },
    // [code files.ts findProjectRoot, ancestorChain] git root → cwd; no marker → cwd only; never above.
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    outsideView: ['user-global $DSH_HOME/AGENTS.md (~/.dsh/AGENTS.md), sent first and counted in the budget'],
    knobs: ['maxBytes', 'maxSourceBytes'],
    names: () => CANDIDATES,
    // [code] every candidate per directory, root → cwd; files over maxSourceBytes are ignored silently.
    startup(ctx, cwd) {
        return chain(ctx.view, this.walk, cwd).flatMap((dir) => found(ctx, cwd, dir, 'startup'));
    },
    // [own code, nested-lazy] after a successful read/write/edit under cwd: all candidates of every
    // directory from cwd (excl.) to the file's directory. Re-checks of loaded files (changed / removed)
    // do not apply to a static tree.
    touch(ctx, cwd, target, loaded) {
        if (!isUnder(cwd, target))
            return [];
        const tdir = touchedDir(ctx.view, target);
        return between(cwd, tdir)
            .flatMap((dir) => found(ctx, cwd, dir, 'nested'))
            .filter((c) => !loaded.has(c.path));
    },
    // [code dedupInstructionFilesByDirectory] within one directory a file whose trimmed content has the
    // same SHA-1 as an earlier sibling's is dropped (so a CLAUDE.md linked to AGENTS.md shows as AGENTS.md).
    // Across directories nothing collapses (the engine's real-path de-duplication differs only for links
    // between directories).
    keep(files) {
        const seen = new Map();
        return filterLoaded(files, (f) => {
            const dir = parentDir(f.path);
            const digest = trimmedDigest(f);
            let set = seen.get(dir);
            if (!set)
                seen.set(dir, (set = new Set()));
            if (set.has(digest))
                return false;
            set.add(digest);
            return true;
        });
    },
    // [code render.ts] `maxBytes` bounds the whole rendered message; see renderContext.
    budget(files, env) {
        const max = maxBytes(env.opts);
        // only the layout: the text is rendered when asked for (renderStartup)
        const r = renderContext(items(files), max, BASELINE, false);
        apply(files, r, max);
        const om = files.filter((f) => f.omitted).map((f) => f.label ?? f.path);
        const tr = files.filter((f) => f.truncated);
        const notice = om.length > 0 || tr.length > 0 ? marker(max, om.map((d) => ({ display: d, content: '' })), tr.map((f) => ({ display: f.label ?? f.path, from: bytes(f.text), to: bytes(f.kept) }))) : undefined;
        return { budgetBytes: max, counts: 'UTF-8 bytes of the whole message: frame, notice, intro and files (maxBytes)', notice };
    },
    // [own code] one user message right after the prompt: `<system-reminder>\n` + notice, intro and
    // `Instructions from: <root-relative path>\n\n<content>` blocks joined by a blank line + `\n</system-reminder>`.
    renderStartup(files, env) {
        return renderContext(items(files), maxBytes(env.opts), BASELINE).text;
    },
    // [own code] the next step adds one user message `<system-reminder>\nAdditional instructions from: …`
    // under the same budget. Each read is its own batch there; several touches are shown as one here.
    renderTouch(files, env) {
        const max = maxBytes(env.opts);
        const r = renderContext(items(files), max, ADDITIONAL);
        apply(files, r, max);
        return r.text;
    },
};

;// CONCATENATED MODULE: ./src/profiles/grok-build.ts
// Grok Build (xAI). From source only, not verified by execution (profiles.md §10):
// crates/codegen/xai-grok-agent/src/prompt/agents_md.rs, xai-grok-tools/src/types/{compat.rs,
// agents_md_tracker.rs}, xai-grok-home/src/lib.rs.




// [code agents_md.rs agent_filenames()] every one that exists, in this order; the two `.claude/` files
// while the `claude.agents` compat cell is on (default on).
const grok_build_NAMES = ['Agents.md', 'Claude.md', 'CLAUDE.md', 'CLAUDE.local.md', 'AGENT.md', 'AGENTS.md', '.claude/CLAUDE.md', '.claude/CLAUDE.local.md'];
// [code] rules directories per directory after the named files: `.grok/rules`, then `.claude/rules` and
// `.cursor/rules` (compat cells, default on); not recursive, `*.md` only (extension case-insensitive, so
// `.mdc` is not loaded), sorted by file name; no `paths:` / `globs:` handling.
const grok_build_RULES = ['.grok/rules', '.claude/rules', '.cursor/rules'].map((dir) => ({ dir, recursive: false, match: /\.md$/i }));
// [code agents_md_tracker.rs] MAX_WALK_DEPTH = 10: directories examined upward from a touched file.
const MAX_WALK_DEPTH = 10;
const HEADER = "As you answer the user's questions, you can use the following context (ordered from repo root to current directory - deeper files take precedence on conflicts):\n";
const FOOTER = '\nFollow these instructions exactly. When working in subdirectories not listed above, check for additional project instruction files (AGENTS.md, Claude.md, etc.).\n';
/** [code] `<system-reminder` tags inside content are neutralised. */
const neutralise = (s) => s.replace(/<(\/?)system-reminder/g, '&lt;$1system-reminder');
// Assumption: the header shows the absolute path (the code formats the file's PathBuf).
const section = (f, absRoot) => `\n## From: ${abs(absRoot, f.path)}\n${neutralise(f.kept)}\n`;
const grokBuild = {
    id: 'grok-build',
    name: 'Grok Build',
    verified: { method: 'source', version: 'unversioned snapshot', note: 'not verified by execution' },
    // [code] root = `git2::Repository::discover(cwd).workdir()`; chain root → cwd; no repository → cwd only.
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    outsideView: [
        '$GROK_HOME (~/.grok) named files and rules/, then ~/.claude and ~/.cursor named files and rules/ (compat cells), sent first',
    ],
    knobs: [],
    names: () => grok_build_NAMES,
    // [code] per directory root → cwd: the named files in list order, then the rules directories. Rules
    // frontmatter is stripped (`extract_skill_body`). Same real file twice (canonical path): once.
    // Not modelled: files ignored by .gitignore are skipped (`build_gitignore(git_root)`).
    startup(ctx, cwd) {
        const out = [];
        for (const dir of chain(ctx.view, this.walk, cwd)) {
            for (const p of allFiles(ctx.view, dir, grok_build_NAMES))
                out.push({ path: p, reason: 'startup' });
            for (const spec of grok_build_RULES)
                for (const r of listRules(ctx.view, dir, spec))
                    out.push({ path: r, reason: 'startup', label: 'rule' });
        }
        return out;
    },
    // [code agents_md_tracker.rs check_path] from the touched file's directory up towards the git root,
    // at most MAX_WALK_DEPTH directories, files not yet loaded are reminded (full content); nothing outside
    // a git repository. Assumed: nearest directory first, named files only.
    touch(ctx, _cwd, target, loaded) {
        if (!ctx.view.hasGitMarker || !isUnder('', target))
            return [];
        const tdir = touchedDir(ctx.view, target);
        const out = [];
        for (const dir of ancestorsRootFirst(tdir).reverse().slice(0, MAX_WALK_DEPTH)) {
            for (const p of allFiles(ctx.view, dir, grok_build_NAMES))
                if (!loaded.has(p))
                    out.push({ path: p, reason: 'nested' });
        }
        return out;
    },
    // [code] no imports; "no cap: the full content is delivered verbatim".
    transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
    // [code agents_md.rs] `\n\n<system-reminder>\n` + header + `\n## From: {path}\n{content}\n` per file +
    // footer + `</system-reminder>`; the two leading newlines are left out here.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `<system-reminder>\n${HEADER}${kept.map((f) => section(f, env.absRoot)).join('')}${FOOTER}</system-reminder>`;
    },
    // Assumption (framing of the tracker's reminder not in the notes): the same sections in a `<system-reminder>`.
    renderTouch(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `<system-reminder>${kept.map((f) => section(f, env.absRoot)).join('')}</system-reminder>`;
    },
};

;// CONCATENATED MODULE: ./src/profiles/cline.ts
// Cline CLI (`cline` on npm, the @cline/core SDK). Verified by execution: cline 3.0.65 (@cline/core
// 0.0.86) against fidelity/fake-model.ts (docs/fidelity.md). Code: @cline/shared dist/storage (rule
// search paths) and @cline/core dist (rule discovery `bZ`, parsing `hX`, naming `nw`, prompt `Q8`),
// read in the installed package. The VS Code extension has its own, older loader (not modelled here).





// [code storage TE/NC] in this order: `<ws>/AGENTS.md`, `<ws>/.clinerules`, `<ws>/.cline/rules`; then
// user-level ones (outside the view). [observed 3.0.65] `<ws>` is the working directory, not the git
// root: a session in `pkg/` loads `pkg/AGENTS.md` and `pkg/.clinerules/*` and nothing from the root.
const AGENTS = 'AGENTS.md';
const SOURCES = ['AGENTS.md', '.clinerules', '.cline/rules'];
// [code fZ] rule files by extension, case-insensitive; [observed] `c.txt` loaded, `sub/b.md` not.
const RULE_FILE = /\.(md|markdown|txt)$/i;
/**
 * [code bZ] a source that is a file is itself (`.clinerules` as one file); a directory gives its
 * regular files with a rule extension, not recursive, plus its AGENTS.md. Directory entries are taken
 * with `withFileTypes` + `isFile()`, so a symlinked rule file inside the directory is skipped.
 */
function sourceFiles(view, path) {
    const dir = resolvePath(view, path);
    if (!dir.ok || dir.entry.kind !== 'dir')
        return isHit(view, path) ? [path] : [];
    const out = [];
    // [observed 3.0.65, explorer case 5EA896] a rules directory that is itself a symlink to a directory
    // is read through the link (its entries are those of the target)
    for (const [name, e] of view.children(dir.path) ?? [])
        if (e.kind === 'file' && RULE_FILE.test(name))
            out.push(joinPath(path, name));
    const agents = joinPath(path, AGENTS);
    if (!out.includes(agents) && isHit(view, agents))
        out.push(agents);
    return out.sort();
}
/**
 * [code nw, hX] the rule's name: frontmatter `name`, else `Workspace AGENTS.md` for the workspace's own
 * AGENTS.md, else the file name without its extension. Null when the rule is not sent: malformed
 * frontmatter, empty body, `disabled: true` or `enabled: false`.
 */
function ruleName(view, path, cwd) {
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return baseName(path);
    const fm = parseFrontmatter(path, doc.text);
    if (fm.error || fm.body.trim() === '')
        return null;
    if (fm.data.disabled === true || fm.data.enabled === false)
        return null;
    const named = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : undefined;
    if (named)
        return named;
    if (path === joinPath(cwd, AGENTS))
        return 'Workspace AGENTS.md';
    const base = baseName(path);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(0, dot) : base;
}
const cline = {
    id: 'cline',
    name: 'Cline CLI',
    verified: { method: 'execution', version: '3.0.65', note: '@cline/core 0.0.86; the VS Code extension loads differently (docs)' },
    // [observed] the working directory only, with or without .git.
    // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
    positional: true,
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    scope: 'the working directory only (never the git root above it)',
    outsideView: [
        'global ~/.agents/AGENTS.md, ~/.cline/data/rules, ~/Documents/Cline/Rules (a global rule with the same name replaces the workspace one)',
    ],
    knobs: [],
    names: () => [AGENTS, '.clinerules'],
    rulesDirs: [
        { dir: '.clinerules', deep: false, file: RULE_FILE },
        { dir: '.cline/rules', deep: false, file: RULE_FILE },
    ],
    ownFiles: ['.clinerules', '.cline/rules'],
    // [code] rules are keyed by lower-cased name; a later source replaces an earlier one with the same key
    // ([observed] `.cline/rules/a.md` replaces `.clinerules/a.md`); the prompt lists them sorted by name
    // (`localeCompare`), so `Workspace AGENTS.md` sorts among the rules.
    startup(ctx, cwd) {
        const byId = new Map();
        for (const src of SOURCES) {
            for (const path of sourceFiles(ctx.view, joinPath(cwd, src))) {
                const name = ruleName(ctx.view, path, cwd);
                if (name !== null)
                    byId.set(name.toLowerCase(), { path, name });
            }
        }
        return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)).map((r) => ({ path: r.path, reason: 'startup', label: r.name }));
    },
    // [observed touch mode] reading a file adds nothing; [code] no `paths` / glob handling for rules and
    // no imports. [code hX] the frontmatter is removed and the body trimmed.
    transform: (text, c) => parseFrontmatter(c.path, text).body.trim(),
    // [code Q8] `\n\n# Rules\n` then `## <name>\n<body>` per rule, joined by a blank line, at the end of the
    // system prompt; the two leading newlines are left out here.
    renderStartup(files) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        return `# Rules\n${kept.map((f) => `## ${f.label ?? baseName(f.path)}\n${f.kept}`).join('\n\n')}`;
    },
    renderTouch: () => '',
};

;// CONCATENATED MODULE: ./src/profiles/kilo-code.ts
// Kilo Code CLI (`kilo`, @kilocode/cli, a fork of OpenCode). Verified by execution: 7.7.7 against
// fidelity/fake-model.ts (docs/fidelity.md; 7.8.1 is on the registry without its linux-x64 binary
// package). Code (the bundled JS in the binary): `Instruction.systemSources` / `Instruction.resolve`
// (OpenCode's instruction.ts, unchanged) and Kilo's rules migration `discoverRules`, whose files join
// the configured `instructions`.





// [code discoverRules] project rules directories in this order, `*.md` regular files, not recursive
// (listed in the file system's order; modelled sorted by name);
// a file name already taken by an earlier directory is skipped ([observed] `.kilocode/rules/a.md` is
// not sent next to `.kilo/rules/a.md`).
const RULE_DIRS = ['.kilo/rules', '.kilocode/rules'];
const md = (dir) => ({ dir, recursive: false, match: /\.md$/ });
const kilo_code_LEGACY = '.kilocoderules';
// [code] mode-specific rules of the built-in modes, all sent (`includeModeSpecific` defaults to true).
const MODES = ['code', 'architect', 'ask', 'debug', 'orchestrator'];
/** [code discoverRules(projectDir)] projectDir is the working directory ([observed] cwd `pkg`). */
function rules(view, cwd) {
    const out = [];
    const group = (dirs) => {
        const names = new Set();
        for (const d of dirs) {
            for (const p of listRules(view, cwd, md(d))) {
                const name = p.slice(p.lastIndexOf('/') + 1);
                if (names.has(name))
                    continue;
                names.add(name);
                out.push({ path: p, reason: 'startup', label: 'rule' });
            }
        }
    };
    const legacy = (name) => {
        const p = joinPath(cwd, name);
        if (isHit(view, p))
            out.push({ path: p, reason: 'startup', label: 'rule' });
    };
    group(RULE_DIRS);
    legacy(kilo_code_LEGACY);
    for (const mode of MODES) {
        group(['.kilo', '.kilocode'].map((d) => `${d}/rules-${mode}`));
        legacy(`${kilo_code_LEGACY}-${mode}`);
    }
    return out;
}
// [observed 7.7.7, explorer cases 81A27C, B84E61, fixtures/oracle/nogit] without a .git the working
// directory only (OpenCode 1.18.33 walks up to the root there; Kilo does not)
const KILO_WALK = { noMarker: 'cwd-only', aboveRoot: opencode.walk.aboveRoot };
/** OpenCode's loader, walking as Kilo does (its methods read `this.walk`). */
const AS_OPENCODE = { ...opencode, walk: KILO_WALK };
const kiloCode = {
    id: 'kilo-code',
    name: 'Kilo Code CLI',
    verified: { method: 'execution', version: '7.7.7' },
    // [observed] as OpenCode: cwd → git root for AGENTS.md / CLAUDE.md; rules from cwd only.
    // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
    positional: true,
    walk: KILO_WALK,
    scope: 'git root → cwd for AGENTS.md / CLAUDE.md (cwd only without git); rules from cwd only',
    outsideView: [
        'global ~/.config/kilo/AGENTS.md (else ~/.claude/CLAUDE.md), ~/.kilo/rules and ~/.kilocode/rules, sent before the project files',
        'without .git: an AGENTS.md in a directory above the analysed tree switches CLAUDE.md off',
        '`instructions` in the user config (~/.config/kilo/kilo.json(c), opencode.json(c)); URLs, absolute and home paths, and paths leaving the tree',
    ],
    // [code 7.7.7, observed fixtures x-kilo-code-S10-files, -dirs] the settings files of every directory
    // from cwd up to the root apply, their `instructions` joined (engine/settings.ts kiloSettings):
    // every directory's kilo.json(c) first
    settingsLayered: 'always',
    settingsConcat: ['instructions'],
    // then every directory's opencode.json(c), root first; then .kilocode/ and .kilo/, nearest first
    settingsLater: ['root-first', 'nearest-first'],
    knobs: ['instructions'],
    names: (opts) => [...opencode.names(opts), kilo_code_LEGACY],
    // settings files, and the first segment of each `instructions` path or glob, as OpenCode's
    entries: (o) => ['kilo.json', 'kilo.jsonc', 'opencode.json', 'opencode.jsonc', ...instructionEntries(o)],
    rulesDirs: [
        ...RULE_DIRS.map((dir) => ({ dir, deep: false, file: /\.md$/ })),
        ...MODES.flatMap((m) => ['.kilo', '.kilocode'].map((d) => ({ dir: `${d}/rules-${m}`, deep: false, file: /\.md$/ }))),
    ],
    ownFiles: ['.kilo/rules', '.kilocode/rules', kilo_code_LEGACY],
    // [observed 7.7.7] OpenCode's files (AGENTS.md of every directory cwd → root, nearest first; CLAUDE.md
    // only when no AGENTS.md is in the chain), then the rules, in discovery order, then the configured
    // `instructions` as OpenCode finds them ([observed 7.7.7, fixture x-kilo-code-S10-rules] the rules
    // join the instructions in front), each file once.
    // Not modelled: `{file:…}` in an instruction file is replaced by that file's text, and a `{env:…}`
    // reference makes the whole file fail to load (it is then not sent).
    startup(ctx, cwd) {
        const dirs = chain(ctx.view, KILO_WALK, cwd).reverse();
        // [observed 7.7.7, fixtures x-kilo-code-S10-nogit-*, x-claude-code-3ABEE9-s2] which name is read is
        // decided over OpenCode's walk (without .git: cwd and its parents), the files read only from Kilo's
        // (cwd): an AGENTS.md above cwd switches cwd's CLAUDE.md off, and is not sent itself
        const wide = chain(ctx.view, opencode.walk, cwd).reverse();
        const agents = agentsFiles(ctx, wide).filter((c) => dirs.includes(parentDir(c.path)));
        const out = [...agents, ...rules(ctx.view, cwd)];
        return [...out, ...opencode_instructionFiles(ctx, dirs, new Set(out.map((c) => c.path)))];
    },
    // as OpenCode's: the order of several files one glob finds in one directory
    caveats: opencode.caveats,
    // [code Instruction.resolve] as OpenCode: after a read, the first instruction file of each directory
    // from the file's up to cwd (excl.), not yet loaded; [observed 7.7.7, fixture x-kilo-code-S10-touch-link
    // and x-claude-code-6346CF-s2, -725EC9-hook, x-copilot-105ADD-outside] unlike OpenCode 1.18.33, of the
    // file's real path: through a/b/c -> ../../lib/c, lib/c/ and lib/, and nothing when that lies outside cwd
    touch(ctx, cwd, target, loaded) {
        const real = resolvePath(ctx.view, target);
        return opencode.touch?.call(AS_OPENCODE, ctx, cwd, real.ok ? real.path : target, loaded) ?? [];
    },
    keep: opencode.keep,
    // [observed] `Instructions from: <abs>\n<content>` per file, as OpenCode; rule files keep their frontmatter.
    renderStartup: (files, env) => opencode.renderStartup(files, env),
    renderTouch: (files, env) => opencode.renderTouch(files, env),
};

;// CONCATENATED MODULE: ./src/profiles/continue-cli.ts
// Continue CLI (`cn`, @continuedev/cli). Verified by execution: 1.5.47 against fidelity/fake-model.ts
// (docs/fidelity.md). Code: src/systemMessage.ts (`constructSystemMessage`,
// `loadMarkdownRulesWithMetadata`) and packages/config-yaml/src/markdown/markdownToRule.ts
// (`parseMarkdownRule`), read in the package's own source map. The IDE extension loads rules through
// its config system instead (not modelled here).




// [code constructSystemMessage] the first of these in the working directory, nothing above it
// (`existsSync`, so links are followed and case follows the file system).
const AGENT_FILES = ['AGENTS.md', 'AGENT.md', 'CLAUDE.md', 'CODEX.md'];
// [code loadMarkdownRulesWithMetadata] `<cwd>/.continue/rules`, recursive, names ending in `.md`
// (case-sensitive), regular files after following links.
const continue_cli_RULES = { dir: '.continue/rules', recursive: true, match: /\.md$/ };
/**
 * [code parseMarkdownRule] CRLF becomes LF; the text is split at every line that is `---` (plus
 * whitespace); with three parts or more the second is YAML and the rest, re-joined with `---` and
 * trimmed, is the rule; whatever stood before the first `---` is dropped. YAML that does not parse
 * leaves the whole (normalised) text as the rule, as does a text with fewer than two `---` lines.
 */
function parseRule(text) {
    const norm = text.replace(/\r\n/g, '\n');
    const parts = norm.split(/^---\s*$/m);
    if (parts.length < 3)
        return { data: {}, markdown: norm };
    try {
        const y = (0,on_demand/* yaml */.o)().parse(parts[1] ?? '');
        const data = y !== null && typeof y === 'object' && !Array.isArray(y) ? y : {};
        return { data, markdown: parts.slice(2).join('---').trim() };
    }
    catch {
        return { data: {}, markdown: norm };
    }
}
/**
 * [code] a rule is sent when it is not `invokable`, is always-applied (`alwaysApply: true`, or no
 * `alwaysApply` and neither `globs` nor `regex`: glob rules are never attached by the CLI) and has
 * text; a rule whose text equals an earlier one is sent once.
 */
function startupRules(view, cwd) {
    const seen = new Set();
    const out = [];
    for (const path of listRules(view, cwd, continue_cli_RULES)) {
        const doc = loadDoc(view, path);
        if (!doc.ok)
            continue;
        const { data, markdown } = parseRule(doc.text);
        if (data.invokable)
            continue;
        const always = data.alwaysApply === true || (data.alwaysApply === undefined && !data.globs && !data.regex);
        if (!always || markdown.trim() === '' || seen.has(markdown))
            continue;
        seen.add(markdown);
        out.push({ path, reason: 'startup', label: 'rule' });
    }
    return out;
}
const continueCli = {
    id: 'continue-cli',
    name: 'Continue CLI',
    verified: { method: 'execution', version: '1.5.47' },
    // [code] `process.cwd()` only, with or without .git.
    // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
    positional: true,
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    scope: 'the working directory only (never the git root above it)',
    outsideView: ['~/.continue/rules (recursive), and the `rules` of the config.yaml or hub assistant in use, sent before .continue/rules'],
    knobs: [],
    names: () => AGENT_FILES,
    rulesDirs: [{ dir: '.continue/rules', deep: true, file: /\.md$/ }],
    ownFiles: ['.continue/rules'],
    // [code] the agent file first, then the rules. Order of the rules: `readdirSync(recursive)` lists
    // in the file system's order; modelled as sorted by path (deviation on file systems that do not
    // list sorted).
    startup(ctx, cwd) {
        const agent = firstFile(ctx.view, cwd, AGENT_FILES);
        return [...(agent ? [{ path: agent, reason: 'startup' }] : []), ...startupRules(ctx.view, cwd)];
    },
    // [code] an empty agent file is not sent (`if (agentContent …)`), and no other name is tried.
    keep: (files) => filterLoaded(files, (f) => f.label === 'rule' || f.text !== ''),
    // [observed touch mode] reading a file adds nothing; no imports; comments kept.
    transform: (text, c) => (c.label === 'rule' ? parseRule(text).markdown : text),
    // [code] `\n\n<context name="userRules">` + `\n<agent file>` + (`\n\n` after an agent file, else
    // `\n`) + the rules joined by a blank line + `\n</context>`, at the end of the system message; the two
    // leading newlines are left out here.
    renderStartup(files) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        const agent = kept.find((f) => f.label !== 'rule');
        const rules = kept.filter((f) => f.label === 'rule').map((f) => f.kept);
        let out = '<context name="userRules">';
        if (agent)
            out += `\n${agent.kept}`;
        if (rules.length > 0)
            out += `${agent ? '\n\n' : '\n'}${rules.join('\n\n')}`;
        return `${out}\n</context>`;
    },
    renderTouch: () => '',
};

;// CONCATENATED MODULE: ./src/profiles/roo-code.ts
// Roo Code (VS Code extension). From its source, not verified by execution (an editor extension; no
// CLI to run): RooCodeInc/Roo-Code src/core/prompts/sections/custom-instructions.ts @ b2b7780 (Feb 2026)
// (`addCustomInstructions`, `loadRuleFiles`, `loadAgentRulesFileFromDirectory`,
// `readTextFilesFromDirectory`). Its own code, run on fixtures/oracle: docs/fidelity.md.


// [code] the default mode; its `rules-<mode>` directory comes first.
const MODE = 'code';
// [code shouldIncludeRuleFile] every file of a rules directory (any extension, recursive) except cache
// and system files.
const NOT_RULES = /(\.DS_Store|\.bak|\.cache|\.crdownload|\.db|\.dmp|\.dump|\.eslintcache|\.lock|\.log|\.old|\.part|\.partial|\.pyc|\.pyo|\.stackdump|\.swo|\.swp|\.temp|\.tmp)$|^Thumbs\.db$/;
const roo_code_rulesIn = (dir) => ({ dir, recursive: true, match: /./ });
// [code loadAgentRulesFileFromDirectory] the first of these in the workspace that has text, then
// AGENTS.local.md (also without an AGENTS.md).
const roo_code_AGENT_FILES = ['AGENTS.md', 'AGENT.md'];
const AGENT_LOCAL = 'AGENTS.local.md';
/** [code readTextFilesFromDirectory] sorted by file name (not path), case-insensitive, `localeCompare`. */
function dirRules(view, cwd, dir, label) {
    return listRules(view, cwd, roo_code_rulesIn(dir))
        .filter((p) => !NOT_RULES.test(baseName(p)))
        .sort((a, b) => baseName(a).toLowerCase().localeCompare(baseName(b).toLowerCase()))
        .map((path) => ({ path, reason: 'startup', label }));
}
/** The first of `names` in `cwd` (a file that is only whitespace counts as absent: `safeReadFile` trims). */
function firstLegacy(view, cwd, names, label) {
    for (const n of names) {
        const p = joinPath(cwd, n);
        if (isHit(view, p))
            return [{ path: p, reason: 'startup', label }];
    }
    return [];
}
const rooCode = {
    id: 'roo-code',
    name: 'Roo Code',
    verified: { method: 'own-code', version: 'source b2b7780 (custom-instructions.ts, Feb 2026)', note: 'VS Code extension: its loader run on our fixtures, not the extension' },
    // [code] the workspace folder (`cwd` of the task) only; nothing above it; subfolder rules
    // (`enableSubfolderRules`) are off by default and not modelled.
    // A session in a directory without files of its own does not start with its parent's (cwd-only reading).
    positional: true,
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    scope: 'the workspace folder only',
    outsideView: ['~/.roo/rules and ~/.roo/rules-code (sent before the workspace ones); global and mode custom instructions from the settings'],
    knobs: [],
    names: () => [...roo_code_AGENT_FILES, AGENT_LOCAL, '.roorules', '.clinerules', `.roorules-${MODE}`, `.clinerules-${MODE}`],
    rulesDirs: [
        { dir: '.roo/rules', deep: true, file: /./ },
        { dir: `.roo/rules-${MODE}`, deep: true, file: /./ },
    ],
    ownFiles: ['.roo/rules', `.roo/rules-${MODE}`, '.roorules'],
    // [code addCustomInstructions] mode rules (`.roo/rules-code/`, else `.roorules-code`, else
    // `.clinerules-code`), then AGENTS.md / AGENT.md and AGENTS.local.md, then `.roo/rules/` (else `.roorules`, else `.clinerules`).
    startup(ctx, cwd) {
        const v = ctx.view;
        const mode = dirRules(v, cwd, `.roo/rules-${MODE}`, 'mode-rule');
        const agent = firstFile(v, cwd, roo_code_AGENT_FILES);
        const local = firstFile(v, cwd, [AGENT_LOCAL]);
        const generic = dirRules(v, cwd, '.roo/rules', 'dir-rule');
        return [
            ...(mode.length ? mode : firstLegacy(v, cwd, [`.roorules-${MODE}`, `.clinerules-${MODE}`], 'legacy')),
            ...(agent ? [{ path: agent, reason: 'startup', label: 'agent' }] : []),
            ...(local ? [{ path: local, reason: 'startup', label: 'agent-local' }] : []),
            ...(generic.length ? generic : firstLegacy(v, cwd, ['.roorules', '.clinerules'], 'legacy')),
        ];
    },
    // [code safeReadFile] every file is trimmed; an empty one is not sent (a legacy or agent file that is
    // empty lets the next name in). Not modelled: that fallback to the next name after an empty file.
    transform: (text) => text.trim(),
    keep: (files) => files.filter((f) => f.text !== ''),
    // [code] `Rules:\n\n` + the parts joined by a blank line, inside the USER'S CUSTOM INSTRUCTIONS block
    // (left out here). Directory rules are `# Rules from <path relative to cwd>:\n<text>` each, under
    // `# Rules from rules-code directories:` (mode) or `# Rules from .roo directories:` (generic) and a
    // blank line; a legacy file is `# Rules from <name>:\n<text>`; the agent files
    // `# Agent Rules Standard (<name>):\n<text>` and `# Agent Rules Local (AGENTS.local.md):\n<text>`.
    renderStartup(files, env) {
        const kept = files.filter((f) => !f.omitted);
        if (kept.length === 0)
            return '';
        const rel = (p) => (env.cwd === '' ? p : p.slice(env.cwd.length + 1));
        const group = (label, head) => {
            const g = kept.filter((f) => f.label === label);
            return g.length ? [`${head}\n\n${g.map((f) => `# Rules from ${rel(f.path)}:\n${f.kept}`).join('\n\n')}`] : [];
        };
        const one = (f) => {
            if (f.label === 'agent')
                return [`# Agent Rules Standard (${baseName(f.path)}):\n${f.kept}`];
            if (f.label === 'agent-local')
                return [`# Agent Rules Local (${AGENT_LOCAL}):\n${f.kept}`];
            if (f.label === 'legacy')
                return [`# Rules from ${baseName(f.path)}:\n${f.kept}`];
            return [];
        };
        const legacyMode = kept.filter((f) => f.label === 'legacy' && baseName(f.path).endsWith(`-${MODE}`));
        const legacyGeneric = kept.filter((f) => f.label === 'legacy' && !baseName(f.path).endsWith(`-${MODE}`));
        const parts = [
            ...group('mode-rule', `# Rules from rules-${MODE} directories:`),
            ...legacyMode.flatMap(one),
            ...kept.filter((f) => f.label === 'agent' || f.label === 'agent-local').flatMap(one),
            ...group('dir-rule', '# Rules from .roo directories:'),
            ...legacyGeneric.flatMap(one),
        ];
        return `Rules:\n\n${parts.join('\n\n')}`;
    },
    renderTouch: () => '',
};

;// CONCATENATED MODULE: ./src/profiles/windsurf.ts
// Windsurf (Cascade). Closed source and an editor only: modelled from its documentation
// (docs.windsurf.com, "Memories & Rules" and "AGENTS.md"), not verified by execution or code.




// [doc] workspace rules: `.windsurf/rules/*.md` with frontmatter `trigger: always_on | glob |
// model_decision | manual` (`globs` for glob rules); the legacy root `.windsurfrules`.
const windsurf_RULES = { dir: '.windsurf/rules', recursive: false, match: /\.md$/ };
const windsurf_LEGACY = '.windsurfrules';
/** [doc] `always_on` rules are always sent; `glob` ones when a matching file is in context; the rest on demand (not modelled as loaded). */
function windsurf_rules(view, dir) {
    return listRules(view, dir, windsurf_RULES).map((path) => {
        const fm = frontmatterOf(loadDoc(view, path));
        if (fm.data.trigger === 'always_on')
            return { path, always: true };
        const rule = fm.data.trigger === 'glob' ? conditionalRule(view, path, dir, 'globs', true) : null;
        return rule ? { path, always: false, rule } : { path, always: false };
    });
}
function windsurf_conditional(ctx, cwd) {
    return chain(ctx.view, windsurf.walk, cwd).flatMap((d) => windsurf_rules(ctx.view, d).flatMap((r) => (r.rule ? [r.rule] : [])));
}
const windsurf = {
    id: 'windsurf',
    name: 'Windsurf',
    verified: { method: 'docs', version: 'docs (docs.windsurf.com, Dec 2026)', note: 'closed source editor; not verified by execution' },
    // Assumed: the workspace (git root) → cwd; [doc] rules directories are also discovered in subdirectories.
    walk: { noMarker: 'cwd-only', aboveRoot: false },
    outsideView: ['global rules (~/.codeium/windsurf/memories/global_rules.md), system-level rules, and Cascade memories'],
    knobs: [],
    names: () => ['AGENTS.md', windsurf_LEGACY],
    rulesDirs: [{ dir: '.windsurf/rules', deep: false, file: /\.md$/ }],
    ownFiles: ['.windsurf/rules', windsurf_LEGACY],
    // Assumed order (undocumented): `.windsurfrules`, always-on rules root → cwd, then AGENTS.md root → cwd
    // ([doc] AGENTS.md at the root is always on; one in a subdirectory applies to files there).
    startup(ctx, cwd) {
        const v = ctx.view;
        const dirs = chain(v, this.walk, cwd);
        const out = [];
        const legacy = joinPath(dirs[0] ?? '', windsurf_LEGACY);
        if (isHit(v, legacy))
            out.push({ path: legacy, reason: 'startup' });
        for (const d of dirs)
            for (const r of windsurf_rules(v, d))
                if (r.always)
                    out.push({ path: r.path, reason: 'startup', label: 'rule' });
        for (const d of dirs)
            for (const p of allFiles(v, d, ['AGENTS.md']))
                out.push({ path: p, reason: 'startup' });
        return out;
    },
    conditionalRules: windsurf_conditional,
    // [doc] glob rules whose patterns match a file in context, and AGENTS.md of the directories down to the
    // touched file (a subdirectory's AGENTS.md is a glob rule for its own files).
    touch(ctx, cwd, target, loaded) {
        const out = [];
        for (const r of windsurf_conditional(ctx, cwd))
            if (r.matches(target))
                out.push({ path: r.path, reason: 'conditional', via: r.patterns.join(', '), label: 'rule' });
        for (const d of between(cwd, touchedDir(ctx.view, target)))
            for (const p of allFiles(ctx.view, d, ['AGENTS.md']))
                out.push({ path: p, reason: 'nested' });
        return out.filter((c) => !loaded.has(c.path));
    },
    // [doc] no import syntax. Assumed: a rule is sent without its frontmatter.
    transform: (text, c) => (c.label === 'rule' ? parseFrontmatter(c.path, text).body : text),
    // The prompt format is not documented: a neutral rendering (path header, content).
    renderStartup: (files) => windsurf_render(files),
    renderTouch: (files) => windsurf_render(files),
};
function windsurf_render(files) {
    return files
        .filter((f) => !f.omitted)
        .map((f) => `--- ${f.path} ---\n${f.kept}`)
        .join('\n\n');
}

;// CONCATENATED MODULE: ./src/profiles/index.ts















/**
 * The profile with every member set, in one order (one it leaves out: undefined): the engine reads
 * the members of one profile after another's (a tool at a time) on every path it resolves, and
 * profile literals each with their own members have a hidden class each, so every read site went
 * polymorphic, then megamorphic, and optimised code was thrown away at each new tool. One literal,
 * so the copies share one hidden class with every member in the object. Methods are copied as they
 * are (called on the copy, `this` is the copy); a member no profile should have is kept too.
 */
function uniform(p) {
    const out = {
        id: p.id,
        name: p.name,
        verified: p.verified,
        walk: p.walk,
        scope: p.scope,
        positional: p.positional,
        outsideView: p.outsideView,
        settingsNeedTrust: p.settingsNeedTrust,
        settingsAtCwd: p.settingsAtCwd,
        settingsLayered: p.settingsLayered,
        settingsConcat: p.settingsConcat,
        settingsLater: p.settingsLater,
        ownFiles: p.ownFiles,
        rulesDirs: p.rulesDirs,
        caveats: p.caveats,
        knobs: p.knobs,
        names: p.names,
        entries: p.entries,
        shadowedBy: p.shadowedBy,
        startup: p.startup,
        conditionalRules: p.conditionalRules,
        touch: p.touch,
        imports: p.imports,
        transform: p.transform,
        keep: p.keep,
        budget: p.budget,
        budgetTouch: p.budgetTouch,
        renderStartup: p.renderStartup,
        renderTouch: p.renderTouch,
    };
    return Object.keys(p).every((k) => k in out) ? out : { ...p, ...out };
}
const profiles_PROFILES = [claudeCode, codex, geminiCli, qwenCode, copilot, opencode, pi, cursor, deepseekHarness, grokBuild, cline, kiloCode, continueCli, rooCode, windsurf].map(uniform);
/**
 * The tools analysed when the configuration names none: every established tool, and each opt-in one
 * (a profile with `ownFiles`) whose own files are in one of the trees. Chosen so a team sees what it
 * saw before plus the tools it visibly uses, not twenty stacks for tools nobody there runs.
 */
function defaultTools(...views) {
    return profiles_PROFILES.filter((p) => !p.ownFiles || views.some((v) => holdsAny(v, p.ownFiles ?? []))).map((p) => p.id);
}
const ownMemo = new WeakMap();
/** Whether any path of the tree is, or lies inside, one of `names` (in any directory). */
function holdsAny(view, names) {
    let m = ownMemo.get(view);
    if (!m)
        ownMemo.set(view, (m = new Map()));
    const key = names.join('\0');
    const hit = m.get(key);
    if (hit !== undefined)
        return hit;
    // A match needs a path segment starting like the name; every own file is a dot-name, so only
    // paths holding a dot-segment (few in a large tree) are tested, each tree scanned once for them.
    const paths = names.every((n) => n.startsWith('.')) ? dottedPaths(view) : view.allPaths();
    const found = paths.some((p) => names.some((n) => p === n || p.startsWith(`${n}/`) || p.endsWith(`/${n}`) || p.includes(`/${n}/`)));
    m.set(key, found);
    return found;
}
const dotted = new WeakMap();
/** The paths of the tree with a segment starting with `.`. */
function dottedPaths(view) {
    let d = dotted.get(view);
    if (!d)
        dotted.set(view, (d = view.allPaths().filter((p) => p.startsWith('.') || p.includes('/.'))));
    return d;
}
const byId = new Map(profiles_PROFILES.map((p) => [p.id, p]));
const TOOL_IDS = profiles_PROFILES.map((p) => p.id);
function isToolId(id) {
    return byId.has(id);
}
function getProfile(id) {
    const p = byId.get(id);
    if (!p)
        throw new Error(`unknown tool: ${id}`);
    return p;
}
/** The tool's display name; an id without a profile (a stale config, a newer report) shows as itself. */
function toolName(id) {
    return byId.get(id)?.name ?? id;
}
/** Display names joined for a sentence: `Claude Code, Codex`. */
function toolNames(ids) {
    return [...ids].map(toolName).join(', ');
}
/** How the profile was verified, in words (`execution 2.1.332`); empty for an unknown tool. */
function verifiedText(id) {
    const v = byId.get(id)?.verified;
    return v ? [v.method, v.version].filter(Boolean).join(' ') : '';
}

;// CONCATENATED MODULE: ./src/engine/imports.ts
// Expands `@imports` the way each tool does (profile.imports), producing the files that go into
// the rendered text. Nothing outside the repository is ever read: such imports become findings.





function fileOf(c, doc, text, depth, inline) {
    return {
        path: c.path,
        realPath: doc.realPath,
        reason: c.reason,
        via: c.via,
        label: c.label,
        size: doc.size,
        text,
        kept: text,
        truncated: false,
        omitted: false,
        depth,
        inline,
        doc,
    };
}
/** The import policy in force: the profile's, switched to flat splicing by `importFormat: flat`. */
function policyFor(profile, opts) {
    const pol = profile.imports;
    if (pol?.flat && opts.importFormat === 'flat')
        return { ...pol, splice: 'flat', maxDepth: pol.flat.maxDepth };
    return pol;
}
/**
 * Whether a session of `profile` in `cwd` neither loads nor follows an import outside `cwd`: Claude
 * Code's approval gate in force (imports spliced after their file, below the root) and not approved.
 */
function importsOutsideCwdLeftOut(profile, opts, cwd) {
    const pol = policyFor(profile, opts);
    return pol?.outsideCwdNeedsApproval === true && pol.splice === 'after' && cwd !== '' && opts.externalImports !== true;
}
/**
 * Loads candidates in order and expands their imports.
 * `seen` holds real paths already sent in this session (start-up files when expanding touches).
 */
function expand(view, profile, cands, seen, absRoot, opts = {}, cwd = '') {
    const findings = [];
    const files = [];
    const external = [];
    const asked = [];
    const pol = policyFor(profile, opts);
    const gate = pol?.outsideCwdNeedsApproval && cwd !== '' ? { cwd, approved: opts.externalImports === true, external, asked } : undefined;
    for (const c of cands) {
        const doc = loadDoc(view, c.path);
        for (const f of doc.findings)
            findings.push(f);
        if (!doc.ok)
            continue;
        // Every tool that reads several names de-duplicates a file reached twice (symlinks): by path or inode.
        if (seen.has(doc.realPath))
            continue;
        seen.add(doc.realPath);
        if (!pol || (pol.appliesTo && !pol.appliesTo(c.path))) {
            files.push(baseFile(profile, c, doc, ''));
            continue;
        }
        if (pol.splice === 'after') {
            const file = baseFile(profile, c, doc, '');
            files.push(file);
            importsAfter({ view, profile, pol, seen, findings, files, absRoot, fileSeen: new Set(), gate }, file, 1);
            continue;
        }
        // Spliced imports depend only on the file, the profile and its options: expand once per view.
        const m = spliced(view, doc, [profile.id, candKey(c), optionsKey(opts), absRoot].join('\0'), () => {
            const file = fileOf(c, doc, transformed(profile, doc, c), 0, false);
            const w = { view, profile, pol, seen: new Set(), findings: [], files: [], absRoot, fileSeen: new Set() };
            file.text = pol.splice === 'flat' ? flat(w, file) : splice(w, file, 1, [doc.realPath]);
            file.kept = file.text;
            return { file, files: w.files, findings: w.findings };
        });
        // Loops, not push(...xs): an instruction file may hold 350,000 imports, past the argument limit.
        files.push(m.file);
        for (const f of m.files)
            files.push(f);
        for (const f of m.findings)
            findings.push(f);
    }
    return { files, findings, external, asked };
}
const optionKeys = new WeakMap();
/** The options as a key, serialised once per options object (sessions share them). */
function optionsKey(opts) {
    let k = optionKeys.get(opts);
    if (k === undefined)
        optionKeys.set(opts, (k = JSON.stringify(opts)));
    return k;
}
// Per view: the splice reads the imported files through the view, and a document can be shared by
// views that differ elsewhere (RepoView.sharesWith).
const splices = new WeakMap();
const bases = new WeakMap();
// Memo keys are joined, not templates: a kept key is then one flat string, not a rope of its pieces
// (32 bytes each; thousands of keys are kept per run).
const candKey = (c) => [c.path, c.reason, c.via ?? '', c.label ?? ''].join('\0');
function spliced(view, doc, key, make) {
    const byDoc = cached(splices, view, () => new WeakMap());
    return cached(cached(byDoc, doc, () => new Map()), key, make);
}
/**
 * A loaded file as rendered, shared by every session that loads it the same way (files are read-only
 * once made; budgets work on copies).
 */
function baseFile(profile, c, doc, extra, depth = 0) {
    const key = [profile.id, candKey(c), extra].join('\0');
    return cached(cached(bases, doc, () => new Map()), key, () => fileOf(c, doc, transformed(profile, doc, c), depth, false));
}
const transforms = new WeakMap();
/** The profile's transform of a document, once per (profile, document, candidate kind). */
function transformed(profile, doc, c) {
    if (!profile.transform)
        return doc.text;
    const key = `${profile.id}\0${c.path}\0${c.reason}\0${c.label ?? ''}`;
    const transform = profile.transform;
    return cached(cached(transforms, doc, () => new Map()), key, () => transform(doc.text, c));
}
function liveRefs(pol, text) {
    return scanImports(text, { grammar: pol.grammar, code: pol.code }).filter((r) => !r.inCode && (pol.inComments === 'expanded' || !r.inComment));
}
/** Records a finding about `ref` in `from`, for the tool being walked. */
function refFinding(w, from, ref, f) {
    w.findings.push({ check: 'import', severity: f.severity, path: from.path, line: ref.line, tools: [w.profile.id], message: f.message, fix: f.fix, key: f.key });
}
/** Resolves one reference; records a finding when it cannot be followed. */
function follow(w, from, ref) {
    const t = classifyImport(w.pol.fromRealPath ? from.realPath : from.path, ref.spec);
    if (t.kind !== 'repo') {
        // `@/mocks` in a sentence: an alias, not a path on anyone's machine (nothing to load, nothing
        // lost). The tool still treats it as it treats any path outside: only the finding is left out.
        if (t.kind === 'absolute' && aliasMention(from.text, ref))
            return { ok: false, reason: 'outside' };
        const what = t.kind === 'home' ? 'the user home directory' : t.kind === 'absolute' ? 'an absolute path' : t.kind === 'url' ? 'a URL' : 'a path above the repository root';
        refFinding(w, from, ref, {
            severity: 'error',
            message: `@${ref.raw} in ${from.path} points to ${what}; it is not read here, and each developer's machine will resolve it differently`,
            fix: 'Import files inside the repository only.',
            key: `import-outside:${from.path}:${ref.line}:${ref.raw}`,
        });
        return { ok: false, reason: 'outside' };
    }
    const doc = loadDoc(w.view, t.path);
    if (!doc.ok) {
        if (doc.problem && !/does not exist/.test(doc.problem))
            for (const f of doc.findings)
                w.findings.push(f);
        else if (!pathLike(ref.spec)) {
            // A mention (`@jane`, `@scope/pkg`): the tool skips it or leaves it as written; nothing is lost.
        }
        else
            refFinding(w, from, ref, {
                severity: 'warning',
                message: `@${ref.raw} in ${from.path}: ${t.path} does not exist`,
                fix: 'Fix the path, or escape the @ if it is not meant as an import.',
                key: `import-missing:${from.path}:${ref.line}:${ref.raw}`,
            });
        return { ok: false, reason: 'missing', path: t.path };
    }
    return { ok: true, doc, path: t.path };
}
function imports_tooDeep(w, from, ref, depth) {
    refFinding(w, from, ref, {
        severity: 'warning',
        message: `@${ref.raw} in ${from.path} is import hop ${depth}; ${w.profile.name} stops at ${w.pol.maxDepth}, so it is not loaded`,
        fix: 'Flatten the import chain.',
        key: `import-depth:${w.profile.id}:${from.path}:${ref.line}`,
    });
}
function importedFile(w, from, target, depth, inline) {
    const c = { path: target.path, reason: 'import', via: from.path };
    const text = transformed(w.profile, target.doc, c);
    return fileOf(c, target.doc, text, depth, inline);
}
/** Claude Code: every imported file is its own block right after its importer, depth first. */
function importsAfter(w, from, depth) {
    for (const ref of liveRefs(w.pol, from.text)) {
        const t = follow(w, from, ref);
        if (!t.ok)
            continue;
        if (w.seen.has(t.doc.realPath))
            continue;
        if (depth > w.pol.maxDepth) {
            imports_tooDeep(w, from, ref, depth);
            continue;
        }
        if (w.gate)
            w.gate.asked.push(t.path);
        if (w.gate && !isUnder(w.gate.cwd, t.path)) {
            if (!w.gate.external.includes(t.path))
                w.gate.external.push(t.path);
            if (!w.gate.approved)
                continue;
        }
        w.seen.add(t.doc.realPath);
        // Blocks of their own are never changed after creation: share them between sessions.
        const c = { path: t.path, reason: 'import', via: from.path };
        const f = baseFile(w.profile, c, t.doc, String(depth), depth);
        w.files.push(f);
        importsAfter(w, f, depth + 1);
    }
}
/** Qwen Code / Gemini CLI (inline) and Copilot (nested tag): the import is spliced into the text. */
function splice(w, from, depth, branch) {
    const refs = liveRefs(w.pol, from.text);
    if (refs.length === 0)
        return from.text;
    let out = '';
    let at = 0;
    for (const ref of refs) {
        const t = follow(w, from, ref);
        let replacement;
        if (!t.ok) {
            if (t.reason === 'outside' && w.pol.rootOnly && w.pol.splice === 'inline') {
                replacement = `<!-- Import failed: ${ref.spec} - Path traversal attempt -->`;
            }
            else if (t.reason === 'missing' && t.path !== undefined && w.pol.missing === 'comment' && w.pol.splice === 'inline') {
                // Gemini CLI: `fs.access` fails and its error message goes into the comment.
                replacement = `<!-- Import failed: ${ref.spec} - ENOENT: no such file or directory, access '${abs(w.absRoot, t.path)}' -->`;
            }
        }
        else if (branch.includes(t.doc.realPath)) {
            refFinding(w, from, ref, {
                severity: 'warning',
                message: `@${ref.raw} in ${from.path} closes an import cycle (${[...branch, t.doc.realPath].join(' → ')})`,
                fix: 'Remove one of the imports in the cycle.',
                key: `import-cycle:${from.path}:${ref.line}`,
            });
            if (w.pol.splice === 'inline')
                replacement = `<!-- File already processed: ${ref.spec} -->`;
        }
        else if (depth > w.pol.maxDepth) {
            imports_tooDeep(w, from, ref, depth);
        }
        else if (w.pol.dedupe === 'file' && w.fileSeen.has(t.doc.realPath)) {
            // Copilot: a file already spliced into this loaded file is not spliced again; the reference stays.
        }
        else {
            w.fileSeen.add(t.doc.realPath);
            const f = importedFile(w, from, t, depth, true);
            w.files.push(f);
            const inner = splice(w, f, depth + 1, [...branch, t.doc.realPath]);
            f.text = inner;
            f.kept = inner;
            replacement =
                w.pol.splice === 'inline'
                    ? `<!-- Imported from: ${ref.spec} -->\n${inner}\n<!-- End of import from: ${ref.spec} -->`
                    : `@${ref.raw}\n\n<imported_custom_instruction source="${abs(w.absRoot, t.path)}">\n${inner}</imported_custom_instruction>`;
        }
        if (replacement === undefined)
            continue;
        out += from.text.slice(at, ref.start) + replacement;
        at = ref.end;
    }
    return out + from.text.slice(at);
}
/**
 * `context.importFormat: flat` (Qwen Code, Gemini CLI `processImports`): the loaded file becomes
 * `--- File: <abs> ---\n<trimmed>\n--- End of File: <abs> ---` blocks joined by a blank line: the file
 * itself first, headed by its directory (the tools pass no current file on the first call, so
 * `path.resolve(basePath)` names the directory), then every import once, depth first, each file's
 * imports taken in reverse order. Imports in code, missing files and paths outside the root are skipped
 * silently; the references stay in the text.
 */
function flat(w, root) {
    const blocks = [];
    const done = new Set([root.path]);
    const visit = (f, header, depth) => {
        blocks.push(`--- File: ${header} ---\n${f.text.trim()}\n--- End of File: ${header} ---`);
        const refs = liveRefs(w.pol, f.text);
        if (refs.length > 0 && depth >= w.pol.maxDepth) {
            imports_tooDeep(w, f, refs[0], depth + 1);
            return;
        }
        for (let i = refs.length - 1; i >= 0; i--) {
            const ref = refs[i];
            const t = follow(w, f, ref);
            if (!t.ok || done.has(t.path))
                continue;
            done.add(t.path);
            const imp = importedFile(w, f, t, depth + 1, true);
            w.files.push(imp);
            visit(imp, abs(w.absRoot, t.path), depth + 1);
        }
    };
    visit(root, abs(w.absRoot, parentDir(root.path)), 0);
    return blocks.join('\n\n');
}

;// CONCATENATED MODULE: ./src/engine/render.ts
/**
 * A session's start-up record, every field set from the start (the ones worked out later:
 * undefined) in one order: tens of thousands are made per run, and records whose fields were added
 * in different orders had a hidden class each, so the code reading them kept being thrown away.
 */
function newStartup(files, budget, findings, external, candidates, parent) {
    return {
        files,
        budget,
        findings,
        text: undefined,
        parent,
        bytes: undefined,
        newlines: undefined,
        cwdFree: undefined,
        owner: undefined,
        layers: undefined,
        signature: undefined,
        external,
        candidates,
    };
}
function countNewlines(text) {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
function startupTextOf(src) {
    return renderedStartup(src.profile, src.startup, src.env, src.texts);
}
/**
 * The session whose start-up render a session's is, step for step: a session inheriting its
 * parent's files, with the same root and options, whose parent's render never read its cwd, runs
 * the same steps (a profile renders as a pure function of files and env), so it has the parent's
 * text without being rendered; otherwise itself. A framing that names the cwd (Codex) is its own
 * per directory.
 */
function ownerOf(p, st, env) {
    if (st.owner === undefined) {
        st.owner = st;
        const parent = st.parent;
        if (parent && parent.startup.files === st.files && parent.env.opts === env.opts && parent.env.absRoot === env.absRoot && cwdFree(p, parent.startup, parent.env)) {
            st.owner = ownerOf(p, parent.startup, parent.env);
        }
    }
    return st.owner;
}
/** Whether a session's start-up render reads its cwd (rendered once to see, if it is its own). */
function cwdFree(p, st, env) {
    if (ownerOf(p, st, env) !== st)
        return true;
    return measured(p, st, env).cwdFree;
}
/** The size and newlines of a session's start-up block, from one render that is not kept (none for a session whose owner is another). */
function measured(p, st, env) {
    if (st.bytes === undefined) {
        const parent = st.parent;
        if (parent && ownerOf(p, st, env) !== st) {
            const up = measured(p, parent.startup, parent.env);
            st.newlines = up.newlines;
            st.bytes = up.bytes;
        }
        else
            noteRender(st, renderTracked(() => p.renderStartup(st.files, env)));
    }
    return st;
}
/** What one render of a session's own start-up block tells: whether it read the cwd, and (once) its size and newlines. */
function noteRender(st, r) {
    st.cwdFree = !r.cwdRead;
    if (st.bytes === undefined) {
        st.newlines = countNewlines(r.text);
        st.bytes = Buffer.byteLength(r.text);
    }
}
/** The size and newlines of what the touches add, from one render that is not kept. */
function measuredTail(src) {
    if (src.tailBytes === undefined) {
        const tail = src.tail ?? renderedTail(src);
        src.tailNewlines = countNewlines(tail);
        src.tailBytes = Buffer.byteLength(tail);
    }
    return src;
}
/**
 * The start-up block of a session, rendered once. A session inheriting its parent's files mostly
 * renders the same text (unless the framing names the cwd): it then keeps the parent's string, so
 * thousands of leaf directories hold one copy, and equal texts compare by identity.
 */
function renderedStartup(p, st, env, texts) {
    if (st.text === undefined) {
        // a session whose render is its parent's (see `measured`) keeps the parent's string
        const parent = st.parent;
        if (parent && ownerOf(p, st, env) !== st)
            st.text = renderedStartup(p, parent.startup, parent.env, texts);
        else {
            // measured while it is at hand: a kept text is not rendered again for its size
            const r = renderTracked(() => p.renderStartup(st.files, env));
            noteRender(st, r);
            st.text = canonical(texts, r.text);
        }
    }
    return st.text;
}
/** Set by a session env's `cwd` getter (see `sessionEnv`): whether a render read the working directory. */
let cwdRead = false;
/**
 * Runs `run` (a render, a profile's budget) with `cwdRead` tracked for it: whether it read a
 * session env's cwd (an enclosing tracked run is told too).
 */
function cwdTracked(run) {
    const outer = cwdRead;
    cwdRead = false;
    try {
        const value = run();
        return { value, cwdRead };
    }
    finally {
        cwdRead ||= outer;
    }
}
/** Renders with `cwdRead` tracked for this render. */
function renderTracked(render) {
    const r = cwdTracked(render);
    return { text: r.value, cwdRead: r.cwdRead };
}
/**
 * A render env whose `cwd` tells `cwdTracked` it was read. A class, its getter on the prototype:
 * one small object per (tool, session directory), tens of thousands on a large pull request, where
 * an object literal with a getter of its own carried a closure, its context, an accessor pair and
 * its properties out of line in each (~0.4 KB apiece). A spread or JSON of it has no `cwd`: profiles
 * read the env's fields, they never copy it.
 */
class SessionEnv {
    absRoot;
    opts;
    #cwd;
    constructor(absRoot, cwd, opts) {
        this.absRoot = absRoot;
        this.opts = opts;
        this.#cwd = cwd;
    }
    get cwd() {
        cwdRead = true;
        return this.#cwd;
    }
}
function sessionEnv(absRoot, cwd, opts) {
    return new SessionEnv(absRoot, cwd, opts);
}
/**
 * The first string seen with the text of `t`: sessions in different directories often render the same
 * text (a tool whose order depends on cwd, directories holding the same files), and each kept copy
 * of a start-up block is kilobytes, tens of thousands of times.
 */
function canonical(texts, t) {
    const hit = texts.get(t);
    if (hit !== undefined)
        return hit;
    texts.set(t, t);
    return t;
}
function tailOf(src) {
    src.tail ??= canonical(src.texts, renderedTail(src));
    return src.tail;
}
function renderedTail(src) {
    return src.added.length > 0 ? src.profile.renderTouch(src.added, src.env) : '';
}
/**
 * The whole text, joined on each read and not kept: joining is cheap (V8 makes a rope), while a
 * kept copy of every stack's text (tens of thousands, mostly equal) is what filled the memory.
 */
function textOf(src) {
    return joinedText(startupTextOf(src), tailOf(src));
}
/** A stack's text from its start-up block and touch part. */
function joinedText(head, tail) {
    return tail ? `${head}${head ? '\n\n' : ''}${tail}` : head;
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/engine/settings.ts
// Settings some tools read from the repository itself and that change what they load
// (decisions.md §6). Read from the analysed tree where the tool would; our own config file
// (settings a team keeps outside the repository) overrides them.




const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function strings(v) {
    if (typeof v === 'string')
        return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
        return v;
    return undefined;
}
/**
 * Tools that refuse to start on an invalid settings file: [observed Gemini CLI 0.61.0, explorer 3AC26C,
 * 3EE2B3] "Error in <root>/.gemini/settings.json: Unexpected end of JSON input", exit 52.
 */
const REFUSES_INVALID = { '.gemini/settings.json': 'Gemini CLI does not start at all with it (exit 52)' };
/** `rel` (e.g. `.gemini/settings.json`) in `dir`; `REFUSES_INVALID` is keyed by `rel`. */
function readJson(view, dir, rel, findings) {
    const path = joinPath(dir, rel);
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return undefined;
    try {
        const v = JSON.parse(doc.text.replace(/^\uFEFF/, ''));
        return isObj(v) ? v : undefined;
    }
    catch (err) {
        const refuses = REFUSES_INVALID[rel];
        // JSON.parse says where only as a character offset ("… at position 12"), when it says it at all
        const at = /position (\d+)/.exec(err.message);
        findings.push({
            check: 'input',
            severity: refuses ? 'error' : 'warning',
            path,
            ...(at ? { line: doc.text.slice(0, Number(at[1])).split('\n').length } : {}),
            message: `${path} is not valid JSON (${err.message}); ${refuses ?? 'the tool ignores it, and so do we'}`,
            key: `settings:${path}`,
        });
        return undefined;
    }
}
/** Gemini CLI and Qwen Code: `context.fileName`, `context.importFormat` in `.gemini/` / `.qwen/settings.json`. */
function contextSettings(view, dir, tool, rel, out) {
    const json = readJson(view, dir, rel, out.findings);
    const path = joinPath(dir, rel);
    const ctx = json && isObj(json.context) ? json.context : undefined;
    if (!ctx)
        return;
    const opts = {};
    const said = [];
    const names = strings(ctx.fileName);
    if (names) {
        opts.contextFileNames = names;
        said.push(`${path} context.fileName = ${JSON.stringify(ctx.fileName)}`);
    }
    if (ctx.importFormat === 'tree' || ctx.importFormat === 'flat') {
        opts.importFormat = ctx.importFormat;
        said.push(`${path} context.importFormat = ${ctx.importFormat}`);
    }
    if (said.length > 0) {
        out.tools[tool] = opts;
        out.applied[tool] = said;
    }
}
/** Claude Code: `claudeMdExcludes` in `.claude/settings.json` (globs against absolute paths). */
function claudeSettings(view, dir, out) {
    const json = readJson(view, dir, '.claude/settings.json', out.findings);
    const ex = json ? strings(json.claudeMdExcludes) : undefined;
    if (!ex)
        return;
    out.tools['claude-code'] = { claudeMdExcludes: ex };
    out.applied['claude-code'] = [`${joinPath(dir, '.claude/settings.json')} claudeMdExcludes = ${JSON.stringify(ex)}`];
}
/** Codex: `project_doc_max_bytes` and `project_doc_fallback_filenames` from a project `.codex/config.toml`. */
function codexSettings(view, dir, out) {
    const path = joinPath(dir, '.codex/config.toml');
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return;
    let toml;
    try {
        toml = (0,dist/* parse */.qg)(doc.text);
    }
    catch (err) {
        out.findings.push({ check: 'input', severity: 'warning', path, message: `${path} is not valid TOML: ${err.message.split('\n')[0]}`, key: `settings:${path}` });
        return;
    }
    const opts = {};
    const said = [];
    const max = toml.project_doc_max_bytes;
    if (typeof max === 'number' || typeof max === 'bigint') {
        opts.maxBytes = Number(max);
        said.push(`${path} project_doc_max_bytes = ${max}`);
    }
    const fb = strings(toml.project_doc_fallback_filenames);
    if (fb) {
        opts.fallbackFilenames = fb;
        said.push(`${path} project_doc_fallback_filenames = ${JSON.stringify(fb)}`);
    }
    // [code] project_root_markers are read only from non-project layers: a repository cannot move its own boundary.
    if ('project_root_markers' in toml)
        said.push(`${path} project_root_markers ignored (Codex reads it only from user and system config)`);
    if (said.length > 0) {
        out.tools.codex = opts;
        out.applied.codex = said;
    }
}
/**
 * OpenCode's settings files of one directory, in the order it applies them ([code 1.18.33]
 * `ConfigPaths.projectFiles`: `up` finds `opencode.jsonc`, then `opencode.json`, and the list is
 * reversed), both read as JSON with comments and trailing commas ([observed 1.18.33] fixtures
 * x-opencode-S8-jsonc, -json-and-jsonc, -json-comments).
 */
const OPENCODE_FILES = ['opencode.json', 'opencode.jsonc'];
/** [observed 1.18.33] "Config file at … is not valid JSON(C)", exit 1. */
const OPENCODE_REFUSES = { severity: 'error', says: 'OpenCode does not start at all with it (exit 1)' };
/** [observed Kilo Code 7.7.7, fixture x-kilo-code-S10-invalid] it starts without the file. */
const KILO_IGNORES = { severity: 'warning', says: 'Kilo Code CLI ignores it, and so do we' };
/** `path` as JSON with comments; undefined when absent, or invalid (a finding, located). */
function readJsonc(view, path, findings, onInvalid) {
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return undefined;
    const text = doc.text.replace(/^\uFEFF/, '');
    const errors = [];
    const v = (0,main.parse)(text, errors, { allowTrailingComma: true });
    const e = errors[0];
    if (e) {
        const before = text.slice(0, e.offset);
        const line = before.split('\n').length;
        const column = e.offset - before.lastIndexOf('\n');
        findings.push({
            check: 'input',
            severity: onInvalid.severity,
            path,
            line,
            message: `${path} is not valid JSON with comments (${(0,main.printParseErrorCode)(e.error)} at line ${line}, column ${column}); ${onInvalid.says}`,
            key: `settings:${path}`,
        });
        return undefined;
    }
    return isObj(v) ? v : undefined;
}
/**
 * `instructions` of an OpenCode settings file: a list of strings, or absent. [observed 1.18.33] Anything
 * else (a single string too) is "Configuration is invalid at <path>" and OpenCode does not start:
 * an error at the key's line, and the file applies nothing.
 */
function opencodeInstructions(view, path, json, findings) {
    const v = json.instructions;
    if (v === undefined)
        return undefined;
    if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
        return v;
    const doc = loadDoc(view, path);
    const tree = doc.ok ? (0,main.parseTree)(doc.text) : undefined;
    const node = tree ? (0,main.findNodeAtLocation)(tree, ['instructions']) : undefined;
    const line = doc.ok && node ? doc.text.slice(0, node.offset).split('\n').length : undefined;
    findings.push({
        check: 'input',
        severity: 'error',
        path,
        ...(line !== undefined ? { line } : {}),
        message: `${path}: \`instructions\` must be a list of paths (got ${Array.isArray(v) ? 'a list holding something else' : typeof v === 'string' ? 'one string' : typeof v}); OpenCode does not start at all with it ("Configuration is invalid", exit 1)`,
        key: `settings:${path}:instructions`,
    });
    return undefined;
}
function instructionsIn(view, dir, names, findings, onInvalid) {
    const found = { list: [], said: [] };
    for (const name of names) {
        const path = joinPath(dir, name);
        const json = readJsonc(view, path, findings, onInvalid);
        const own = json ? opencodeInstructions(view, path, json, findings) : undefined;
        if (!own)
            continue;
        for (const p of own)
            if (!found.list.includes(p))
                found.list.push(p);
        found.said.push(`${path} instructions = ${JSON.stringify(own)}`);
    }
    return found;
}
/** A non-empty `instructions` option, else none. */
const instructionsOf = (list) => (list.length > 0 ? { instructions: [...new Set(list)] } : {});
/**
 * OpenCode: `instructions` in `opencode.json` / `opencode.jsonc` ([observed 1.18.33, explorer: 5 of 5
 * cases, `["docs/extra.md"]` loaded after the AGENTS.md files, with and without .git, cwd . / a / a/b]).
 * [observed 1.18.33, explorer seed 6: 090246 and 6 more; probes oc1-oc3] every directory's from cwd up
 * to the root applies, the lists joined root first (opencode profile `settingsLayered`). [code 1.18.33
 * `ConfigPaths.directories`; observed, fixture x-opencode-S8-dot-opencode] a directory's
 * `.opencode/opencode.json(c)` applies after all of those, the nearest directory's first (the profile's
 * `settingsLater`). Kilo Code reads the same files: they are read once, for both (kiloSettings).
 */
function opencodeSettings(view, dir, out) {
    const own = instructionsIn(view, dir, OPENCODE_FILES, out.findings, OPENCODE_REFUSES);
    const dot = instructionsIn(view, joinPath(dir, '.opencode'), OPENCODE_FILES, out.findings, OPENCODE_REFUSES);
    if (own.said.length > 0)
        out.tools.opencode = instructionsOf(own.list);
    if (dot.said.length > 0)
        (out.later ??= {}).opencode = [instructionsOf(dot.list)];
    if (own.said.length + dot.said.length > 0)
        out.applied.opencode = [...own.said, ...dot.said];
    kiloSettings(view, dir, out, own);
}
/**
 * Kilo Code CLI, a fork of OpenCode, reads `instructions` the same way ([code 7.7.7]
 * `Instruction.systemSources`), from more files ([code] `KilocodeConfig`, `ConfigPaths`; [observed
 * 7.7.7] fixtures x-kilo-code-S10-files, -dirs): every directory's `kilo.json` and `kilo.jsonc` from
 * the root down to cwd (`tools`), then every directory's `opencode.json` and `opencode.jsonc` the same
 * way (`opencode`, OpenCode's reading of them), then the `.kilocode/` and `.kilo/` directories of cwd
 * up to the root, nearest first, each with `kilo.jsonc`, `kilo.json`, `opencode.jsonc`, `opencode.json`
 * (the profile's `settingsLater`).
 */
function kiloSettings(view, dir, out, opencode) {
    const own = instructionsIn(view, dir, ['kilo.json', 'kilo.jsonc'], out.findings, KILO_IGNORES);
    const inDirs = ['.kilocode', '.kilo'].map((d) => instructionsIn(view, joinPath(dir, d), ['kilo.jsonc', 'kilo.json', 'opencode.jsonc', 'opencode.json'], out.findings, KILO_IGNORES));
    const said = [...own.said, ...opencode.said, ...inDirs.flatMap((d) => d.said)];
    if (said.length === 0)
        return;
    if (own.said.length > 0)
        out.tools['kilo-code'] = instructionsOf(own.list);
    (out.later ??= {})['kilo-code'] = [instructionsOf(opencode.list), instructionsOf(inDirs.flatMap((d) => d.list))];
    out.applied['kilo-code'] = said;
}
function readRepoSettings(view) {
    const out = { tools: {}, applied: {}, findings: [] };
    contextSettings(view, '', 'gemini-cli', '.gemini/settings.json', out);
    contextSettings(view, '', 'qwen-code', '.qwen/settings.json', out);
    claudeSettings(view, '', out);
    codexSettings(view, '', out);
    opencodeSettings(view, '', out);
    return out;
}
/**
 * The project settings in directory `dir` below the root: of the tools that read them from their
 * working directory (`settingsAtCwd`: Gemini CLI, Qwen Code, Claude Code; Codex without .git,
 * `noMarkerProjectRoot`), and of those reading every directory's down to it (`settingsLayered`:
 * Codex with .git, OpenCode). [observed Gemini CLI 0.61.0, explorer seed 2: 105ADD]
 * a/.gemini/settings.json applies to a session in a/.
 */
function readCwdSettings(view, dir) {
    const out = { tools: {}, applied: {}, findings: [] };
    contextSettings(view, dir, 'gemini-cli', '.gemini/settings.json', out);
    contextSettings(view, dir, 'qwen-code', '.qwen/settings.json', out);
    claudeSettings(view, dir, out);
    codexSettings(view, dir, out);
    opencodeSettings(view, dir, out);
    return out;
}
/** A directory holding one of these entries may hold a settings file `readCwdSettings` reads. */
function mayHoldSettings(kids) {
    for (const n of ['opencode.json', 'opencode.jsonc', 'kilo.json', 'kilo.jsonc'])
        if (kids.has(n))
            return true;
    for (const k of kids.keys())
        if (k.startsWith('.'))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/engine/stack.ts

/** The grouping key of a start-up's layers: its parent's when it shares the parent's layers (see the ResolvedStack constructor). */
function startupSignature(st) {
    const up = st.parent?.startup;
    if (up && st.layers !== undefined && up.layers === st.layers)
        return (up.signature ??= startupSignature(up));
    return (st.layers ?? []).map(layerId).join(',');
}
const NO_TARGETS = Object.freeze([]);
/**
 * A resolved stack. The text and what derives from it are rendered on first access (prototype
 * getters; grouping and budgets need only the layers), so tens of thousands of vantages cost no
 * rendering unless shown. Spreading a stack (`{...s}`) does not copy getters: use `plainStack(s)`.
 */
class ResolvedStack {
    tool;
    cwd;
    /** Set by `as` (the group's own list); until then one frozen empty list for every stack (121k on a large pull request). */
    targets = NO_TARGETS;
    vantage = 'extra';
    layers;
    budgetBytes;
    budgetCounts;
    truncated;
    outsideView;
    settings;
    assumes;
    findings;
    /** Render inputs: a private field, so never copied or serialised with the stack. */
    #src;
    #signature;
    /**
     * `cwd`: the session directory, when it is not the render env's (`movedTo`: a session whose stack
     * is another directory's, word for word).
     */
    constructor(src, findings, settings = [], assumes = [], layers, cwd) {
        this.#src = src;
        this.tool = src.profile.id;
        this.cwd = cwd ?? src.env.cwd;
        const st = src.startup;
        // a session inheriting its parent's files (see `Resolver.inheritsStartup`, resolve.ts) shares its layers too
        st.layers ??= st.parent && st.parent.startup.files === st.files ? (st.parent.startup.layers ??= st.files.map(toLayer)) : st.files.map(toLayer);
        this.layers = layers ?? (src.added.length === 0 ? st.layers : [...st.layers, ...src.added.map(toLayer)]);
        this.budgetBytes = src.startup.budget.budgetBytes;
        // always set (undefined when there is none): stacks with and without it share one hidden class
        this.budgetCounts = src.startup.budget.counts || undefined;
        this.truncated = this.layers.some((l) => l.truncated || l.omitted);
        this.outsideView = src.profile.outsideView;
        this.findings = findings;
        this.settings = settings;
        this.assumes = assumes;
    }
    get src() {
        return this.#src;
    }
    /** Content identity within one (tool, cwd): the text is a function of the layers there. */
    get signature() {
        if (this.#signature === undefined) {
            // Every stack starts with its session's start-up layers (see the constructor): their ids are
            // joined once per start-up, then this stack's own layers appended.
            const st = this.#src.startup;
            const head = (st.layers ?? []);
            const sig = (st.signature ??= startupSignature(st));
            // joined, not `+=` (a kept string built piece by piece stays a rope of every piece)
            const ids = sig === '' ? [] : [sig];
            for (let i = head.length; i < this.layers.length; i++)
                ids.push(layerId(this.layers[i]));
            this.#signature = ids.join(',');
        }
        return this.#signature;
    }
    get startupText() {
        return startupTextOf(this.src);
    }
    get text() {
        return textOf(this.src);
    }
    // Size and lines from the parts (the start-up block counted once per session directory), each
    // measured from a render that is not kept, so neither builds nor keeps the whole text: most stacks
    // are never shown.
    get totalBytes() {
        const src = this.src;
        if (src.bytes === undefined) {
            const head = measured(src.profile, src.startup, src.env).bytes;
            const tail = measuredTail(src).tailBytes;
            src.bytes = head + (tail > 0 ? (head > 0 ? 2 : 0) + tail : 0);
        }
        return src.bytes;
    }
    get lines() {
        const src = this.src;
        if (src.lines === undefined) {
            const st = measured(src.profile, src.startup, src.env);
            const head = st.bytes;
            const tail = measuredTail(src);
            const tailBytes = tail.tailBytes;
            const headLines = st.newlines;
            src.lines = head === 0 && tailBytes === 0 ? 0 : (tailBytes > 0 ? (head > 0 ? headLines + 2 : 0) + tail.tailNewlines : headLines) + 1;
        }
        return src.lines;
    }
    /**
     * A key equal for two stacks when their texts are (start-up block and touch part, each by an id
     * from `intern`), without building either text.
     */
    textKey(intern) {
        return `${intern(startupTextOf(this.src))}+${intern(tailOf(this.src))}`;
    }
    /**
     * The objects this stack's text is rendered from, each by `id`: the session whose start-up render
     * it is (see `measured`, render.ts), and the touch files with their env. Stacks with the same key send the
     * same start-up block and the same touch part; stacks with different keys may too (compare their
     * `textParts` then). Neither text is built or kept. `memo` (the caller's, one per `id`, weak so it
     * dies with the caller: a field on the source kept the caller's numbering, and all it reached,
     * alive as long as the stacks) gives the key again to stacks sharing a render source (`as`,
     * `movedTo`, a base slot given the head's stack).
     */
    renderKey(id, memo) {
        const src = this.src;
        const known = memo?.get(src);
        if (known !== undefined)
            return known;
        const head = id(ownerOf(src.profile, src.startup, src.env));
        let k = `${head}`;
        if (src.added.length > 0) {
            const ids = [id(src.env)];
            for (const f of src.added)
                ids.push(id(f));
            k = `${head}+${ids.join(',')}`;
        }
        memo?.set(src, k);
        return k;
    }
    /** The start-up block and the touch part: the kept strings, or rendered again and not kept (`fresh`: always). */
    renderParts(fresh) {
        const src = this.src;
        const head = fresh ? undefined : src.startup.text;
        const tail = fresh ? undefined : src.tail;
        return [head ?? src.profile.renderStartup(src.startup.files, src.env), tail ?? renderedTail(src)];
    }
    get approxTokens() {
        return Math.ceil(this.totalBytes / 4);
    }
    /**
     * A start-up stack (no touch) whose text does not depend on its session directory: its start-up
     * render never reads the cwd (see `cwdFree`, render.ts). Such a stack, with its lists, is the
     * stack of a session in a directory below that inherits its files (Resolver.inheritedStack).
     */
    get movable() {
        const src = this.#src;
        return src.added.length === 0 && cwdFree(src.profile, src.startup, src.env);
    }
    /** This (movable) stack as the stack of a session in `cwd`: the same render source, layers and lists. */
    movedTo(cwd) {
        return new ResolvedStack(this.#src, this.findings, this.settings, this.assumes, this.layers, cwd);
    }
    /** The same stack reported for another vantage and set of targets. */
    as(vantage, targets) {
        const s = new ResolvedStack(this.src, this.findings, this.settings, this.assumes, this.layers, this.cwd);
        s.vantage = vantage;
        s.targets = targets;
        return s;
    }
    toJSON() {
        return plainStack(this);
    }
}
/**
 * Every field of a stack as a plain object, in the documented order, with `texts` deciding what
 * stands where the rendered texts go (they are getters: reading them renders). The one list of
 * fields, so the JSON output and `plainStack` cannot drift apart.
 */
function stack_stackRecord(s, texts) {
    return {
        tool: s.tool,
        ...(s.agent ? { agent: s.agent } : {}),
        cwd: s.cwd,
        targets: s.targets,
        vantage: s.vantage,
        layers: s.layers,
        totalBytes: s.totalBytes,
        budgetBytes: s.budgetBytes,
        ...(s.budgetCounts ? { budgetCounts: s.budgetCounts } : {}),
        truncated: s.truncated,
        ...texts(s),
        lines: s.lines,
        approxTokens: s.approxTokens,
        outsideView: s.outsideView,
        settings: s.settings,
        assumes: s.assumes,
        findings: s.findings,
    };
}
/** A plain object with every field of a stack, the rendered text included. */
function plainStack(s) {
    return stack_stackRecord(s, (t) => ({ text: t.text, startupText: t.startupText ?? t.text }));
}
/** A key equal for stacks with equal texts (see ResolvedStack.textKey); any stack. */
function textKey(s, intern) {
    return s instanceof ResolvedStack ? s.textKey(intern) : `${intern(s.text)}`;
}
/**
 * A key equal for stacks whose start-up blocks and touch parts are rendered from the same objects,
 * so are equal (see ResolvedStack.renderKey); any stack (another kind: its own object).
 */
function renderKey(s, id, memo) {
    return s instanceof ResolvedStack ? s.renderKey(id, memo) : `:${id(s)}`;
}
/**
 * A stack's start-up block and touch part (a stack of another kind: its whole text, no touch part),
 * as kept or rendered again without keeping them; `fresh`: always rendered again, from the files,
 * without any shortcut (what tests compare the shortcuts with).
 */
function textParts(s, fresh = false) {
    return s instanceof ResolvedStack ? s.renderParts(fresh) : [s.text, ''];
}
/**
 * A stack's text, as `text` gives it, joined from `textParts`: for a reader that uses a text once
 * (a diff, a report entry), so no copy of it or its parts is kept (`text` keeps its parts).
 */
function transientText(s) {
    if (!(s instanceof ResolvedStack))
        return s.text;
    const [head, tail] = s.renderParts(false);
    return joinedText(head, tail);
}
const layerIds = new Map();
const idOfLayer = new WeakMap();
/** A small number per distinct layer content (path, reason, bytes kept), for short grouping keys. */
function layerId(l) {
    let id = idOfLayer.get(l);
    if (id === undefined) {
        const k = [l.path, l.reason, l.keptBytes, l.omitted ? 1 : 0].join('\u0001');
        id = layerIds.get(k);
        if (id === undefined)
            layerIds.set(k, (id = layerIds.size));
        idOfLayer.set(l, id);
    }
    return id;
}
const layerOf = new WeakMap();
/** The layer of a rendered file; shared by every stack that holds the file (treat as read-only). */
function toLayer(f) {
    let l = layerOf.get(f);
    if (!l)
        layerOf.set(f, (l = makeLayer(f)));
    return l;
}
function makeLayer(f) {
    const keptBytes = f.omitted ? 0 : Buffer.byteLength(f.kept);
    // Every field set, the ones a layer may lack undefined (which JSON leaves out, as it did an
    // absent one): layers with and without them share one hidden class.
    return {
        path: f.path,
        reason: f.reason,
        bytes: f.size,
        transformedBytes: Buffer.byteLength(f.text),
        keptBytes,
        truncated: f.truncated,
        omitted: f.omitted,
        realPath: f.realPath !== f.path ? f.realPath : undefined,
        via: f.via || undefined,
        note: f.note || undefined,
        lastLineKept: f.truncated ? Math.max(0, f.kept.split('\n').length - 1) : undefined,
    };
}

;// CONCATENATED MODULE: ./src/engine/subagents.ts
// Claude Code subagents (profiles.md A5, [doc, 3p; not yet observed]): a subagent defined in
// `.claude/agents/<name>.md` whose frontmatter has `memory: project` starts with the project stack
// plus the first 200 lines (at most 25 KB) of `.claude/agent-memory/<name>/MEMORY.md`.



// [doc] "the first 200 lines of MEMORY.md", the same 200-line / 25 KB cut as the auto-memory index.
const MEMORY_MAX_LINES = 200;
const MEMORY_MAX_BYTES = 25 * 1024;
function listSubagents(view) {
    const out = [];
    for (const path of listRules(view, '', { dir: '.claude/agents', recursive: false, match: /\.md$/ })) {
        const fm = frontmatterOf(loadDoc(view, path));
        const name = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : baseName(path).replace(/\.md$/, '');
        const m = fm.data.memory;
        const memory = m === 'user' || m === 'project' || m === 'local' ? m : undefined;
        const dir = memory === 'local' ? '.claude/agent-memory-local' : '.claude/agent-memory';
        const memoryPath = memory && memory !== 'user' && loadDoc(view, `${dir}/${name}/MEMORY.md`).ok ? `${dir}/${name}/MEMORY.md` : undefined;
        out.push({ name, path, memory, ...(memoryPath ? { memoryPath } : {}) });
    }
    return out;
}
/** The part of a memory index the tool keeps: 200 lines, at most 25 KB. */
function memoryLayer(view, path) {
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return undefined;
    const lines = doc.text.split('\n');
    let kept = lines.slice(0, MEMORY_MAX_LINES).join('\n');
    let note;
    if (lines.length > MEMORY_MAX_LINES && !(lines.length === MEMORY_MAX_LINES + 1 && lines[MEMORY_MAX_LINES] === '')) {
        note = `only the first ${MEMORY_MAX_LINES} of ${lines.length} lines are loaded`;
    }
    const buf = Buffer.from(kept, 'utf8');
    if (buf.length > MEMORY_MAX_BYTES) {
        kept = buf.subarray(0, MEMORY_MAX_BYTES).toString('utf8').replace(/\n[^\n]*$/, '');
        note = `only the first ${MEMORY_MAX_BYTES} bytes are loaded`;
    }
    const truncated = note !== undefined;
    const layer = {
        path,
        reason: 'startup',
        via: 'subagent memory',
        bytes: doc.size,
        transformedBytes: doc.size,
        keptBytes: Buffer.byteLength(kept),
        truncated,
        omitted: false,
    };
    if (note) {
        layer.note = note;
        layer.lastLineKept = kept.split('\n').length;
    }
    return { kept, layer };
}

;// CONCATENATED MODULE: ./src/engine/resolve.ts
// The engine: for a tool and a vantage (working directory, files touched), the ordered layers the
// tool loads and the text it sends. Start-up stacks are memoised per (tool, directory), what a touch
// adds per (tool, cwd, target directory, matching rules), and stacks by the files they hold, so
// thousands of targets in one directory cost one resolution. Texts are rendered on first access:
// grouping and budgets need only the layers.












class Resolver {
    view;
    options;
    // Per tool, then per directory: no key strings to build on the hot path.
    sessions = new Map();
    stacks = new Map();
    touches = new Map();
    rules = new Map();
    /** One copy of each distinct rendered text (start-up blocks, touch parts). */
    texts = new Map();
    repoSettings;
    constructor(view, options = {}) {
        this.view = view;
        this.options = options;
        this.repoSettings = options.repoSettings === false ? { tools: {}, applied: {}, findings: [] } : readRepoSettings(view);
    }
    /** Settings from the repository, overridden key by key by our own configuration. */
    optionsByTool = new Map();
    toolOptions(tool) {
        let o = this.optionsByTool.get(tool);
        if (!o) {
            const repo = this.settingsApply(tool) ? this.joinLater(tool, { ...this.repoSettings.tools[tool] }, ['']) : {};
            this.optionsByTool.set(tool, (o = { ...repo, ...this.options.tools?.[tool] }));
        }
        return o;
    }
    /**
     * The options of a session in `cwd`: a tool that reads the settings file from its working directory
     * (`settingsAtCwd`) has, below the root, that directory's settings (if any) under our configuration.
     */
    optionsAt(tool, cwd) {
        const layer = this.settingsLayer(tool, cwd);
        if (layer !== undefined)
            return this.layeredSettings(tool, layer).opts;
        if (!this.settingsFromCwd(tool, cwd))
            return this.toolOptions(tool);
        // One object per (tool, cwd): what profiles and expansions memoise by options sees the same one.
        return cached(perTool(this.cwdOptions, tool), cwd, () => {
            const apply = this.settingsApply(tool);
            const own = apply ? this.settingsIn(cwd).tools[tool] : undefined;
            // No settings here and none at the root: the root's options, key for key, so the root's object
            // (and what was worked out under it, e.g. startupCandidates) serves.
            if (isEmpty(own) && isEmpty(apply ? this.repoSettings.tools[tool] : undefined))
                return this.toolOptions(tool);
            return { ...own, ...this.options.tools?.[tool] };
        });
    }
    cwdOptions = new Map();
    layers = new Map();
    layered = new Map();
    /**
     * For a tool reading the settings file of every directory from the root down to cwd
     * (`settingsLayered`): the directory nearest cwd, below the root, holding one it applies, or
     * undefined (the root's settings alone, as for every other tool).
     */
    settingsLayer(tool, cwd) {
        const layered = getProfile(tool).settingsLayered;
        if (cwd === '' || !layered || (layered === 'with-git' && !this.view.hasGitMarker) || !this.settingsApply(tool))
            return undefined;
        const found = cached(perTool(this.layers, tool), cwd, () => {
            for (let d = cwd; d !== ''; d = parentDir(d))
                if ((this.settingsIn(d).applied[tool]?.length ?? 0) > 0)
                    return d;
            return null;
        });
        return found ?? undefined;
    }
    /**
     * The settings a session below `layer` applies: the root's, then each deeper directory's key by key
     * (the lists of `settingsConcat` keys joined), under our configuration, and what they said, root
     * first. One record (and options object) per layer.
     */
    layeredSettings(tool, layer) {
        return cached(perTool(this.layered, tool), layer, () => {
            const merged = { ...this.repoSettings.tools[tool] };
            const applied = [...(this.repoSettings.applied[tool] ?? [])];
            const concat = getProfile(tool).settingsConcat ?? [];
            for (const d of ancestorsRootFirst(layer)) {
                const here = d === '' ? undefined : this.settingsIn(d);
                const own = here?.tools[tool];
                if (!own || !here.applied[tool]?.length)
                    continue;
                const joined = Object.fromEntries(concat.flatMap((k) => joinLists(merged[k], own[k], k)));
                Object.assign(merged, own, joined);
                applied.push(...here.applied[tool]);
            }
            // then what applies after every directory's own files (RepoSettings.later), phase by phase
            return { opts: { ...this.joinLater(tool, merged, ancestorsRootFirst(layer)), ...this.options.tools?.[tool] }, applied };
        });
    }
    /**
     * `opts` (modified) with the `later` settings (RepoSettings.later) of the directories `chain` (root
     * first) joined on, phase by phase in the order the profile's `settingsLater` gives: their
     * `settingsConcat` lists added, each entry once.
     */
    joinLater(tool, opts, chain) {
        const p = getProfile(tool);
        const layers = chain.map((d) => (d === '' ? this.repoSettings : this.settingsIn(d)).later?.[tool]);
        for (const [i, order] of (p.settingsLater ?? []).entries()) {
            for (const l of order === 'nearest-first' ? [...layers].reverse() : layers) {
                const more = l?.[i];
                if (!more)
                    continue;
                for (const k of p.settingsConcat ?? []) {
                    const [joined] = joinLists(opts[k] ?? [], more[k], k);
                    if (joined)
                        Object.assign(opts, { [k]: joined[1] });
                }
            }
        }
        return opts;
    }
    /**
     * A session below the root of a tool that reads its project settings from its working directory,
     * always (`settingsAtCwd`) or as its project root without .git (`noMarkerProjectRoot`).
     */
    settingsFromCwd(tool, cwd) {
        if (cwd === '')
            return false;
        const p = getProfile(tool);
        return p.settingsAtCwd === true || (!this.view.hasGitMarker && p.walk.noMarkerProjectRoot === 'cwd');
    }
    cwdSettings = new Map();
    /** The settings files in directory `dir` (not the root) that tools read there (`readCwdSettings`); memoised. */
    settingsIn(dir) {
        let s = this.cwdSettings.get(dir);
        if (!s) {
            // only a directory with a dot-entry (`.gemini/`, `.qwen/`, `.claude/`) or opencode.json can hold one
            const kids = this.options.repoSettings === false ? undefined : this.view.children(dir);
            s = kids && mayHoldSettings(kids) ? readCwdSettings(this.view, dir) : NO_SETTINGS;
            this.cwdSettings.set(dir, s);
        }
        return s;
    }
    /** Whether a session of `tool` in `dir` applies settings of the repository (the root's, or its own). */
    hasSettingsAt(tool, dir) {
        if (this.settingsLayer(tool, dir) !== undefined)
            return true;
        return ((this.settingsFromCwd(tool, dir) ? this.settingsIn(dir) : this.repoSettings).applied[tool]?.length ?? 0) > 0;
    }
    /** A tool that applies repository settings only in a trusted project: unless our config says it is not. */
    settingsApply(tool) {
        return !getProfile(tool).settingsNeedTrust || this.options.tools?.[tool]?.trusted !== false;
    }
    /** The repository settings the tool applies in a session at `cwd`, in words (none when it does not trust the project). */
    appliedSettings(tool, cwd) {
        const layer = this.settingsLayer(tool, cwd);
        if (layer !== undefined)
            return this.layeredSettings(tool, layer).applied;
        const s = this.settingsFromCwd(tool, cwd) ? this.settingsIn(cwd) : this.repoSettings;
        // one frozen empty list where none apply: every stack keeps this list
        return this.settingsApply(tool) ? (s.applied[tool] ?? NO_PATHS) : NO_PATHS;
    }
    assumesByTool = new Map();
    /** State outside the repository the answer for `tool` depends on, stated with the knob that chooses it. */
    assumptions(tool) {
        let a = this.assumesByTool.get(tool);
        if (a)
            return a;
        a = [];
        const p = getProfile(tool);
        const applied = this.repoSettings.applied[tool] ?? [];
        if (p.settingsNeedTrust && applied.length > 0) {
            const files = [...new Set(applied.map((s) => s.split(' ')[0] ?? s))].join(', ');
            a.push(this.settingsApply(tool)
                ? `${p.name} trusts this project, so it applies ${files} (if it does not: tools-options ${tool} trusted: false)`
                : `${p.name} does not trust this project (tools-options ${tool} trusted: false), so it ignores ${files}`);
        }
        this.assumesByTool.set(tool, a);
        return a;
    }
    /**
     * Problems found in the tool settings files the tools read in `dir` ('' the root: the repository's
     * own, `readRepoSettings`; below it `readCwdSettings`), e.g. one a tool cannot parse.
     */
    settingsFindingsIn(dir) {
        return dir === '' ? this.repoSettings.findings : this.settingsIn(dir).findings;
    }
    /** The options a session of `tool` in `cwd` runs with (repository settings, its own, ours on top). */
    sessionOptions(tool, cwd) {
        return this.optionsAt(tool, cwd);
    }
    ctx(p, cwd) {
        return { view: this.view, opts: this.optionsAt(p.id, cwd) };
    }
    /**
     * What is known of a session of one tool in one directory, found with one look-up: a session's
     * resolution asks for its env, start-up and inheritance, and its parent directory's, several
     * times each; one map per kind of answer cost a look-up by the directory's name for each.
     */
    session(tool, dir) {
        const m = perTool(this.sessions, tool);
        let s = m.get(dir);
        // every field from the start, in one order: one hidden class for all records (see `newStartup`)
        if (!s)
            m.set(dir, (s = { dir, up: undefined, env: undefined, startup: undefined, stack: undefined, inherits: undefined, empty: undefined, loaded: undefined, madeFrom: undefined, madeWith: undefined, rootTouch: undefined, moved: undefined }));
        return s;
    }
    /** The session one directory up (not asked of the root's). */
    up(tool, s) {
        return (s.up ??= this.session(tool, parentDir(s.dir)));
    }
    env(p, cwd) {
        return this.envOf(p, this.session(p.id, cwd));
    }
    envOf(p, s) {
        return (s.env ??= sessionEnv(this.view.absRoot, s.dir, this.optionsAt(p.id, s.dir)));
    }
    startup(p, cwd) {
        return this.startupOf(p, this.session(p.id, cwd));
    }
    startupOf(p, at) {
        if (at.startup)
            return at.startup;
        const cwd = at.dir;
        if (this.inherits(p, at)) {
            // Same files as the parent's session; its own text cache, since framing may name the cwd.
            const up = this.up(p.id, at);
            const parent = this.startupOf(p, up);
            const s = newStartup(parent.files, parent.budget, parent.findings, parent.external, undefined, { startup: parent, env: this.envOf(p, up) });
            at.startup = s;
            return s;
        }
        const ctx = this.ctx(p, cwd);
        const env = this.envOf(p, at);
        const candidates = p.startup(ctx, cwd);
        const loaded = this.loadedAtStart(p, candidates, ctx.opts, at);
        at.loaded = loaded;
        const { kept, findings, external } = loaded;
        // Another directory's session loaded the same candidates (the one `Loaded`, so the same options
        // and root): the budget, a function of the files and the env, gives what it gave there unless it
        // read the cwd. Its files, and so its layers and render (see `ownerOf`), are this one's.
        const same = this.budgetedFrom.get(loaded);
        if (same && same.env.opts === env.opts && same.env.absRoot === env.absRoot) {
            const s = newStartup(same.startup.files, same.startup.budget, findings, external, candidates, same);
            at.startup = s;
            return s;
        }
        // Rendered files are shared between sessions: a budget works on copies, kept only where it cut.
        let files = kept;
        let budget = NO_BUDGET;
        let cwdRead = false;
        if (p.budget) {
            const copies = kept.map((f) => ({ ...f }));
            const run = cwdTracked(() => p.budget(copies, env, (fs) => p.renderStartup(fs, env)));
            budget = run.value;
            cwdRead = run.cwdRead;
            files = copies.map((c, i) => (c.truncated || c.omitted ? c : kept[i]));
        }
        const s = newStartup(files, budget, findings, external, candidates, undefined);
        if (!cwdRead)
            this.budgetedFrom.set(loaded, { startup: s, env });
        at.startup = s;
        return s;
    }
    /** The first session that budgeted each loaded candidate list without reading its cwd (see `startup`). */
    budgetedFrom = new WeakMap();
    loadedFor = new Map();
    /**
     * The start-up candidates expanded and passed through the profile's `keep`: a function of the
     * candidates and the options alone (the view is the resolver's), except where imports are gated on
     * the session's directory. So sessions naming the same files in the same order (a directory holding
     * nothing for a tool whose order depends on cwd, `positional`) expand them once.
     */
    loadedAtStart(p, candidates, opts, session) {
        const cwd = session.dir;
        const gated = p.imports?.outsideCwdNeedsApproval === true;
        const key = candidatesKey(candidates);
        const load = (from) => {
            // Expansion is a left fold over the candidates (each loaded with the real paths sent before
            // it): from a prefix's end state, the rest expands as it would after the prefix.
            const seen = from ? new Set(from.seen) : new Set();
            const ex = expand(this.view, p, (from ? candidates.slice(from.count) : candidates), seen, this.view.absRoot, opts, cwd);
            const files = !from ? ex.files : ex.files.length === 0 ? from.files : [...from.files, ...ex.files];
            const found = !from ? ex.findings : [...from.findings, ...ex.findings];
            // the gate lists each outside import once: the rest's after the prefix's, repeats left out
            const external = !from || from.external.length === 0 ? ex.external : ex.external.length === 0 ? from.external : [...new Set([...from.external, ...ex.external])];
            return {
                kept: p.keep ? p.keep(files) : files,
                // the first finding of each key, as `dedupeFindings` over the whole expansion keeps
                findings: found.length === 0 ? NO_FINDINGS : from && ex.findings.length === 0 ? from.findings : dedupeFindings(found),
                external: external.length === 0 ? NO_PATHS : external,
                at: cwd,
                // at the root no gate is asked: every import that reached it loaded
                asked: !gated ? NO_PATHS : cwd === '' ? importPaths(files) : from ? [...from.asked, ...ex.asked] : ex.asked,
                opts,
                key,
                count: candidates.length,
                files,
                seen: [...seen],
            };
        };
        let byOpts = this.loadedFor.get(p.id);
        if (!byOpts)
            this.loadedFor.set(p.id, (byOpts = new WeakMap()));
        let byCands = byOpts.get(opts);
        if (!byCands)
            byOpts.set(opts, (byCands = new Map()));
        if (key === undefined)
            return load(undefined);
        const hit = byCands.get(key);
        if (hit && (!gated || gateOpen(hit, cwd)))
            return hit;
        const fresh = load(this.resumable(p, session, key, opts, gated));
        if (!hit)
            byCands.set(key, fresh);
        return fresh;
    }
    /**
     * The candidates loaded by the nearest ancestor session whose list (under the same options) is
     * the start of this one's, for this session to expand only the rest (tools walking root → cwd
     * name a directory's files after its parent's). Where imports are gated on cwd, only one whose
     * gate answers every import it was asked about as this cwd would (see `gateOpen`): then the
     * prefix expands here step for step as it did there.
     */
    resumable(p, session, key, opts, gated) {
        for (let u = session; u.dir !== '';) {
            u = this.up(p.id, u);
            const l = u.loaded;
            if (!l || l.opts !== opts || l.key === undefined || l.count === 0 || key.length <= l.key.length)
                continue;
            // keys join four fields per candidate, none holding the separator: a prefix ending at a separator is a prefix of the list
            if (key.charCodeAt(l.key.length) === 0 && key.startsWith(l.key) && (!gated || gateOpen(l, session.dir)))
                return l;
        }
        return undefined;
    }
    /**
     * The repository files a start-up session of `tool` in `cwd` imports from outside the working
     * directory (the profile's `outsideCwdNeedsApproval`): loaded only once the user approved such
     * imports (the `externalImports` knob), which the session's stack states in `assumes`.
     */
    importsOutsideCwd(tool, cwd) {
        return this.startup(getProfile(tool), cwd).external;
    }
    candidatePaths = new Map();
    /**
     * Paths the profile names at start for a session in `cwd` (before imports and `keep`) under the
     * tool's options with the repository's settings (`toolOptions`), as the checks ask. The start-up
     * resolution's own answer when it ran with those options, so it is not worked out twice.
     */
    startupCandidates(tool, cwd) {
        const byDir = perTool(this.candidatePaths, tool);
        let set = byDir.get(cwd);
        if (set)
            return set;
        const p = getProfile(tool);
        const opts = this.toolOptions(tool);
        const own = this.optionsAt(tool, cwd) === opts ? this.startup(p, cwd).candidates : undefined;
        set = new Set((own ?? p.startup({ view: this.view, opts }, cwd)).map((c) => c.path));
        byDir.set(cwd, set);
        return set;
    }
    lowerNames = new Map();
    /**
     * A directory holding nothing the tool could read (none of its names in any case, no dot-entry
     * such as `.claude/`) adds nothing to the walk, so a session there starts with its parent's files.
     * Not for tools whose order depends on where cwd sits (`positional`), nor for cwd-only walks.
     */
    inherits(p, s) {
        return (s.inherits ??= this.inheritsStartup(p, s));
    }
    inheritsStartup(p, s) {
        const cwd = s.dir;
        if (cwd === '' || p.positional || (!this.view.hasGitMarker && (p.walk.noMarker === 'cwd-only' || p.walk.noMarkerProjectRoot === 'cwd')))
            return false;
        if (!this.holdsNothing(p, cwd, this.optionsAt(p.id, cwd)))
            return false;
        const up = this.up(p.id, s);
        // a tool reading its settings from cwd: the parent's session had settings this one does not
        if (p.settingsAtCwd && this.hasSettingsAt(p.id, up.dir))
            return false;
        // imports gated on cwd (and Claude Code's linked .claude/rules, read only when the link's target is
        // inside cwd): the parent's answer holds only if every import and linked file it loaded is inside cwd too
        if (p.imports?.outsideCwdNeedsApproval)
            return this.startupOf(p, up).files.every((f) => (f.reason !== 'import' || isUnder(cwd, f.path)) && (f.path === f.realPath || isUnder(cwd, f.realPath)));
        return true;
    }
    /**
     * The directory whose start-up files a session of `tool` in `cwd` loads: `cwd` itself, or the
     * nearest ancestor it inherits them from (see `inheritsStartup`). Sessions there load the same
     * files, so what depends only on those files is worked out once per such directory.
     */
    startupDir(tool, cwd) {
        const p = getProfile(tool);
        let s = this.session(tool, cwd);
        while (this.inherits(p, s))
            s = this.up(tool, s);
        return s.dir;
    }
    /**
     * `dir` holds none of the tool's names (in any case) and no dot-entry such as `.claude/`: the names
     * under `opts`, a session's options (default the root's). Under the root's it depends only on the
     * directory: scanned once per (tool, directory), not once per target below it.
     */
    holdsNothing(p, dir, opts) {
        // Under other options than the root's (a tool reading settings in its working directory, with
        // settings at the root or there): their names, asked of the directory itself. [observed Qwen
        // Code 0.24.4, explorer seed 4: DEA5D9] the root's context.fileName does not make a/b/QWEN.md
        // nothing for a session there.
        if (opts !== undefined && opts !== this.toolOptions(p.id)) {
            const kids = this.view.children(dir);
            const names = this.namesUnder(p, opts);
            if (names.has(ANY_ENTRY))
                return kids !== undefined && kids.size === 0;
            return kids !== undefined && !hasDotEntry(kids) && spellings(kids, names).size === 0;
        }
        const at = this.session(p.id, dir);
        if (at.empty !== undefined)
            return at.empty;
        let names = this.lowerNames.get(p.id);
        if (!names) {
            names = [...entryNames(p, this.toolOptions(p.id))];
            this.lowerNames.set(p.id, names);
        }
        const held = this.namesHeld(dir);
        const empty = names.includes(ANY_ENTRY)
            ? this.view.children(dir)?.size === 0
            : held !== undefined && held !== DOT_ENTRY && !names.some((n) => held.has(n));
        at.empty = empty;
        return empty;
    }
    optionNames = new WeakMap();
    /** The tool's entry names (lower case) under options other than the root's; one set per options object. */
    namesUnder(p, opts) {
        return cached(this.optionNames, opts, () => entryNames(p, opts));
    }
    heldNames = new Map();
    anyToolNames;
    /**
     * The names in `dir` that are one of any tool's (`entryNames`), lower-cased, or DOT_ENTRY when one
     * starts with a dot (undefined: no such directory): what `holdsNothing` asks of a directory,
     * worked out once for every tool, keeping only those names.
     */
    namesHeld(dir) {
        if (this.heldNames.has(dir))
            return this.heldNames.get(dir);
        this.anyToolNames ??= new Set(TOOL_IDS.flatMap((t) => [...entryNames(getProfile(t), this.toolOptions(t))]));
        const kids = this.view.children(dir);
        const held = kids === undefined ? undefined : hasDotEntry(kids) ? DOT_ENTRY : heldSet(spellings(kids, this.anyToolNames));
        this.heldNames.set(dir, held);
        return held;
    }
    /** What reading `target` adds to a session whose loaded files are `loaded`. */
    touchOnce(p, cwd, target, loaded, memoKey) {
        if (memoKey !== undefined) {
            const hit = this.touches.get(memoKey);
            if (hit)
                return hit;
        }
        const ctx = this.ctx(p, cwd);
        const cands = p.touch ? p.touch(ctx, cwd, target, loaded) : [];
        if (cands.length === 0) {
            if (memoKey !== undefined)
                this.touches.set(memoKey, NOTHING);
            return NOTHING;
        }
        const ex = expand(this.view, p, cands, new Set(loaded), this.view.absRoot, ctx.opts, cwd);
        const kept = p.keep ? p.keep(ex.files) : ex.files;
        const files = p.budgetTouch ? kept.map((f) => ({ ...f })) : kept;
        p.budgetTouch?.(files, this.env(p, cwd));
        const r = { files, findings: ex.findings, external: ex.external.length === 0 ? NO_PATHS : ex.external };
        if (memoKey !== undefined)
            this.touches.set(memoKey, r);
        return r;
    }
    /** Stacks of one-touch sessions per (tool, cwd, touchKey): the key decides the whole result. */
    oneTouch = new Map();
    /** One vantage: a session of `tool` started in `cwd` that then reads the `touch` files in order. */
    stack(tool, cwd, touch = []) {
        const p = getProfile(tool);
        if (touch.length === 0 || !p.touch) {
            // No touch (or a tool that adds nothing on one): the session's start-up stack, made once.
            const at = this.session(tool, cwd);
            return at.stack ?? this.inheritedStack(p, at) ?? this.resolveStack(p, cwd, NO_PATHS);
        }
        if (touch.length > 1)
            return this.resolveStack(p, cwd, touch);
        // One touch (every root vantage): what it adds is memoised by touchKey (see touchOnce), and the
        // stack follows from that and the start-up files, so the stack itself is kept under the key.
        const byCwd = perTool(this.oneTouch, tool);
        let m = byCwd.get(cwd);
        if (!m)
            byCwd.set(cwd, (m = new Map()));
        const k = this.touchKey(p, cwd, touch[0]);
        let s = m.get(k);
        if (!s)
            m.set(k, (s = this.resolveStack(p, cwd, touch, k)));
        return s;
    }
    /**
     * The start-up stack of a session inheriting its parent directory's files (`inheritsStartup`),
     * made from what the parent's was made from: its findings, settings and assumptions are functions
     * of the files, their findings and external imports (all the parent's, the same arrays), the
     * options and the settings applied, so where those two are the parent's too, the parent's lists
     * are this one's (undefined otherwise: resolved in full). Most session directories of a large
     * tree hold nothing for a tool: each is then one start-up record and one stack object.
     */
    inheritedStack(p, at) {
        if (at.dir === '' || !this.inherits(p, at))
            return undefined;
        const up = this.up(p.id, at);
        const parentStack = up.stack ?? this.inheritedStack(p, up) ?? this.resolveStack(p, up.dir, NO_PATHS);
        // The parent's stack, when its lists are its start-up's (made from its own start-up, or itself
        // moved) and it renders without naming the cwd: this session, loading the same files under the
        // same options and settings, has that stack, moved here (the same render source).
        // No start-up record, env or render of its own (most session directories of a large tree).
        const startupLists = up.moved === true || (up.madeFrom !== undefined && up.madeFrom === up.startup);
        if (up.stack === parentStack && startupLists && this.optionsAt(p.id, at.dir) === up.madeWith && sameList(this.appliedSettings(p.id, at.dir), parentStack.settings) && parentStack.movable) {
            at.moved = true;
            at.madeWith = up.madeWith;
            return (at.stack = parentStack.movedTo(at.dir));
        }
        const st = this.startupOf(p, at);
        const made = up.stack === parentStack ? up.madeFrom : undefined;
        if (!made || st.parent?.startup !== made || made.files !== st.files)
            return undefined;
        const opts = this.optionsAt(p.id, at.dir);
        if (opts !== up.madeWith)
            return undefined;
        const settings = this.appliedSettings(p.id, at.dir);
        if (!sameList(settings, parentStack.settings))
            return undefined;
        const s = new ResolvedStack({ profile: p, env: this.envOf(p, at), startup: st, added: NO_FILES, texts: this.texts }, parentStack.findings, parentStack.settings, parentStack.assumes);
        at.madeFrom = st;
        at.madeWith = opts;
        return (at.stack = s);
    }
    resolveStack(p, cwd, touch, firstKey) {
        const tool = p.id;
        const st = this.startup(p, cwd);
        let loaded;
        let added = NO_FILES;
        const touchFindings = [];
        let external = st.external;
        for (const t of touch) {
            if (!p.touch)
                break;
            // Only the first touch can be memoised: later ones depend on what earlier ones loaded.
            // (joined, not a template: a kept key is then one flat string, not a rope of its pieces)
            const memo = added.length === 0 ? [tool, cwd, firstKey !== undefined && t === touch[0] ? firstKey : this.touchKey(p, cwd, t)].join('\0') : undefined;
            const hit = memo !== undefined ? this.touches.get(memo) : undefined;
            loaded ??= hit ? undefined : new Set(st.files.map((f) => f.realPath));
            const r = hit ?? this.touchOnce(p, cwd, t, loaded, memo);
            if (r.files.length > 0) {
                loaded ??= new Set(st.files.map((f) => f.realPath));
                for (const f of r.files)
                    loaded.add(f.realPath);
                added = added === NO_FILES ? [...r.files] : [...added, ...r.files];
            }
            for (const f of r.findings)
                touchFindings.push(f);
            if (r.external.length > 0)
                external = [...new Set([...external, ...r.external])];
        }
        const findings = touchFindings.length === 0 ? st.findings : dedupeFindings([...st.findings, ...touchFindings]);
        const outside = p.knobs.includes('outsideLinkTargets') && this.optionsAt(tool, cwd).outsideLinkTargets !== 'missing' ? outsideLinks(findings) : NO_PATHS;
        const caveats = p.caveats?.(added.length === 0 ? st.files : [...st.files, ...added]) ?? NO_PATHS;
        const extra = [
            ...(external.length === 0 ? [] : [externalImportsAssumption(p, external, this.optionsAt(tool, cwd).externalImports === true)]),
            ...(outside.length === 0 ? [] : [outsideLinksAssumption(p, outside)]),
            ...caveats,
        ];
        const assumes = extra.length === 0 ? this.assumptions(tool) : [...this.assumptions(tool), ...extra];
        const make = () => new ResolvedStack({ profile: p, env: this.env(p, cwd), startup: st, added, texts: this.texts }, findings, this.appliedSettings(tool, cwd), assumes);
        if (added.length === 0 && touchFindings.length === 0) {
            const at = this.session(tool, cwd);
            if (at.stack)
                return at.stack;
            // what `inheritedStack` takes it from: only a stack whose lists came from the start-up alone
            if (external === st.external) {
                at.madeFrom = st;
                at.madeWith = this.optionsAt(tool, cwd);
            }
            return (at.stack = make());
        }
        const key = [tool, cwd, added.map((f) => `${f.path}\u0001${f.reason}`).join('\0'), touchFindings.map(findingKey).join('\0'), external.join('\0')].join('\0');
        let s = this.stacks.get(key);
        if (!s)
            this.stacks.set(key, (s = make()));
        return s;
    }
    dirOfTarget = new Map();
    linkedTargets = new Map();
    /** Whether a link lies on `target`'s path (asked for every tool: memoised per target). */
    throughLink(target) {
        let linked = this.linkedTargets.get(target);
        if (linked === undefined)
            this.linkedTargets.set(target, (linked = resolvePath(this.view, target).links.length > 0));
        return linked;
    }
    /** The directory a target stands for: itself when it is a directory, else its parent. */
    targetDir(target) {
        let d = this.dirOfTarget.get(target);
        if (d === undefined)
            this.dirOfTarget.set(target, (d = touchedDir(this.view, target)));
        return d;
    }
    contributing = new Map();
    /** The nearest of `dir` and its ancestors below `cwd` that holds something for the tool (memoised per directory). */
    contributingDir(p, cwd, dir) {
        const byCwd = perTool(this.contributing, p.id);
        let memo = byCwd.get(cwd);
        if (!memo)
            byCwd.set(cwd, (memo = new Map()));
        const hit = memo.get(dir);
        if (hit !== undefined)
            return hit;
        // Every directory passed on the way up has the same answer: each is memoised, and the walk
        // stops at the first one known (a package's leaf directories share their way up).
        const passed = [];
        let d = dir;
        let known;
        const opts = this.optionsAt(p.id, cwd);
        while (d !== cwd && d !== '' && isUnder(cwd, d) && this.holdsNothing(p, d, opts)) {
            passed.push(d);
            d = parentDir(d);
            if ((known = memo.get(d)) !== undefined)
                break;
        }
        const found = known ?? d;
        memo.set(dir, found);
        for (const x of passed)
            memo.set(x, found);
        return found;
    }
    dotBelow = new Map();
    /** Whether `dir` or a directory above it, below `cwd`, holds a dot-entry (any tool's rules directory). */
    dotEntryBelow(cwd, dir) {
        let memo = this.dotBelow.get(cwd);
        if (!memo)
            this.dotBelow.set(cwd, (memo = new Map()));
        const hit = memo.get(dir);
        if (hit !== undefined)
            return hit;
        // up to the first answer known (or cwd), then each directory's answer on the way back: no recursion
        const todo = [];
        let d = dir;
        let v = false;
        for (;;) {
            const known = memo.get(d);
            if (known !== undefined) {
                v = known;
                break;
            }
            if (d === cwd || d === '' || !isUnder(cwd, d))
                break;
            todo.push(d);
            if (this.namesHeld(d) === DOT_ENTRY) {
                v = true;
                break;
            }
            d = parentDir(d);
        }
        for (let i = todo.length - 1; i >= 0; i--) {
            const at = todo[i];
            v ||= this.namesHeld(at) === DOT_ENTRY;
            memo.set(at, v);
        }
        return memo.get(dir) ?? v;
    }
    /**
     * Touching two files gives the same result when they sit in the same directory and match the
     * same conditional rules: the key that lets targets share one resolution.
     */
    touchKey(p, cwd, target) {
        if (!p.touch)
            return '';
        // A target reached through a link: a tool that follows it (Gemini walks the real path's
        // directories) reads another chain than its neighbours', so it shares no resolution with them.
        if (this.throughLink(target))
            return `\u0001${target}`;
        const dir = cwd === '' ? this.rootTouchDir(p, this.targetDir(target)) : this.touchDir(p, cwd, target);
        if (dir === null)
            return `\u0001${target}`;
        if (!p.conditionalRules)
            return dir;
        const byCwd = perTool(this.rules, p.id);
        let rules = byCwd.get(cwd);
        if (!rules)
            byCwd.set(cwd, (rules = p.conditionalRules(this.ctx(p, cwd), cwd)));
        if (rules.length === 0)
            return `${dir}\0`;
        // joined, not `+=`: the key is kept, and one built piece by piece stays a rope of every piece
        const bits = [];
        for (const r of rules)
            bits.push(r.matches(target) ? '1' : '0');
        return [dir, bits.join('')].join('\0');
    }
    /**
     * The directory a touch of `target` by a session in `cwd` is keyed by, or null when the target
     * shares no resolution. Directories that hold nothing for the tool add nothing on a touch either:
     * key by the nearest one that does, so every leaf directory of a package shares one resolution
     * (not past directories that hold nothing by the root's names, when cwd's own settings name
     * others). Rules of directories below cwd (`.claude/rules` `paths:`, `.github/instructions`
     * `applyTo`) match the touched path itself, and `conditionalRules` names only cwd's: where a
     * directory on the way holds a dot-entry (or the target lies outside cwd), the target shares none.
     */
    touchDir(p, cwd, target) {
        const dir = this.settingsFromCwd(p.id, cwd) && this.hasSettingsAt(p.id, cwd) ? this.targetDir(target) : this.contributingDir(p, cwd, this.targetDir(target));
        return !isUnder(cwd, target) || this.dotEntryBelow(cwd, dir) ? null : dir;
    }
    /**
     * `touchDir` for a session at the root (every root vantage), a function of the touched directory
     * alone there (every path is under the root, and the root's settings name the root's names):
     * kept on the directory's session record, one look-up per target and tool.
     */
    rootTouchDir(p, dir) {
        const at = this.session(p.id, dir);
        if (at.rootTouch === undefined) {
            const d = this.contributingDir(p, '', dir);
            at.rootTouch = this.dotEntryBelow('', d) ? null : d;
        }
        return at.rootTouch;
    }
    /**
     * Claude Code subagents with a memory scope: the project stack of a session at the root plus the
     * part of the agent's committed MEMORY.md the tool keeps.
     */
    subagents() {
        const base = this.stack('claude-code', '', []);
        const out = [];
        for (const a of listSubagents(this.view)) {
            if (!a.memory)
                continue;
            const mem = a.memoryPath ? memoryLayer(this.view, a.memoryPath) : undefined;
            const memText = mem ? `\n\n<agent-memory name="${a.name}" path="${a.memoryPath}">\n${mem.kept}\n</agent-memory>` : '';
            const text = base.text + memText;
            const outside = a.memory === 'user'
                ? [`~/.claude/agent-memory/${a.name}/MEMORY.md (memory: user) is on each developer's machine`]
                : a.memoryPath
                    ? []
                    : [`${a.memory === 'local' ? '.claude/agent-memory-local' : '.claude/agent-memory'}/${a.name}/MEMORY.md does not exist yet: the agent starts with an empty memory`];
            out.push({
                tool: 'claude-code',
                agent: a.name,
                cwd: '',
                targets: [a.path],
                vantage: 'extra',
                layers: [...base.layers, ...(mem ? [mem.layer] : [])],
                totalBytes: Buffer.byteLength(text),
                budgetBytes: null,
                truncated: base.truncated || (mem?.layer.truncated ?? false),
                text,
                lines: text.split('\n').length,
                approxTokens: Math.ceil(Buffer.byteLength(text) / 4),
                outsideView: [...base.outsideView, ...outside],
                settings: base.settings,
                assumes: base.assumes,
                findings: base.findings,
            });
        }
        return out;
    }
    /** Default vantages for every target; targets whose stacks are the same share one entry. */
    explain(targets, opts = {}) {
        const tools = opts.tools ?? defaultTools(this.view);
        const vantages = opts.vantages ?? ['root', 'local'];
        // In order of their first target. Two stack objects share a group when they have the same
        // (vantage, tool, cwd, signature): looked up per vantage and tool, then by cwd (strings the
        // stacks hold, hashed once), holding one group until a second object arrives for that cwd, so
        // no key is joined and no signature built for a session directory with one stack (most of them).
        const groups = [];
        const byCwd = { root: new Map(), local: new Map(), extra: new Map() };
        // Most targets get a stack object seen before: its group by identity.
        const byObject = { root: new Map(), local: new Map(), extra: new Map() };
        const onSlot = opts.onSlot;
        const groupOf = (rs, vantage) => {
            let m = byCwd[vantage].get(rs.tool);
            if (!m)
                byCwd[vantage].set(rs.tool, (m = new Map()));
            const slot = m.get(rs.cwd);
            const fresh = () => {
                const g = { stack: rs, vantage, targets: [] };
                groups.push(g);
                return g;
            };
            if (slot === undefined) {
                const g = fresh();
                m.set(rs.cwd, g);
                return g;
            }
            let bySig;
            if (slot instanceof Map)
                bySig = slot;
            else {
                if (slot.stack.signature === rs.signature)
                    return slot;
                m.set(rs.cwd, (bySig = new Map([[slot.stack.signature, slot]])));
            }
            let g = bySig.get(rs.signature);
            if (!g)
                bySig.set(rs.signature, (g = fresh()));
            return g;
        };
        const add = (s, vantage, target) => {
            const rs = s;
            onSlot?.(rs.tool, vantage, rs.cwd, target, rs);
            const known = byObject[vantage];
            let g = known.get(rs);
            if (!g)
                known.set(rs, (g = groupOf(rs, vantage)));
            g.targets.push(target);
        };
        const dirs = targets.map((t) => this.targetDir(t));
        const root = vantages.includes('root');
        const local = vantages.includes('local');
        const reuse = opts.reuse;
        let done = 0;
        const count = { shown: 0 };
        for (const tool of tools) {
            for (let i = 0; i < targets.length; i++) {
                const target = targets[i];
                if ((done++ & 15) === 0) {
                    if (count.shown === 0)
                        setProgress(slotProgress(count, tools.length * targets.length));
                    count.shown = done;
                    checkDeadline();
                }
                const dir = dirs[i];
                if (root)
                    add(reuse?.(tool, 'root', '', target) ?? this.stack(tool, '', [target]), 'root', target);
                if (local)
                    add(reuse?.(tool, 'local', dir, target) ?? this.stack(tool, dir, []), 'local', target);
                for (const cwd of opts.extraCwds ?? []) {
                    if (cwd !== '' && isUnder(cwd, target))
                        add(reuse?.(tool, 'extra', cwd, target) ?? this.stack(tool, cwd, [target]), 'extra', target);
                }
            }
        }
        const order = new Map(tools.map((t, i) => [t, i]));
        // Each list copied to its length: one grown by `push` keeps room for 17 or more, ~150 bytes of
        // slack in each of the tens of thousands of one-target groups, alive for the rest of the run.
        return groups
            .map((g) => g.stack.as(g.vantage, g.targets.slice()))
            .sort((a, b) => (order.get(a.tool) ?? 0) - (order.get(b.tool) ?? 0));
    }
}
/**
 * Whether an expansion is what a session in `cwd` expands too, where imports outside cwd need the
 * user's approval (Claude Code): the gate is asked of the same imports in the same order as long as
 * its answers are the same, so it is when cwd holds or leaves out each import the gate was asked
 * about as the expansion's own directory did.
 */
function gateOpen(l, cwd) {
    return l.asked.every((path) => isUnder(l.at, path) === isUnder(cwd, path));
}
function importPaths(files) {
    const out = [];
    for (const f of files)
        if (f.reason === 'import')
            out.push(f.path);
    return out.length === 0 ? NO_PATHS : out;
}
/**
 * The progress message of `explain`'s slot loop, formatted only for a deadline's message (`count`:
 * the slots done as of the last check). Made out here, not in `explain`: a closure there would share
 * the loop's scope, and the run's progress, kept until the next phase sets its own (or to the end of
 * `explain --json`'s output), would keep the resolver, its view and every group alive with it.
 */
function slotProgress(count, total) {
    return () => `resolving stacks (${count.shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tool × path pairs done)`;
}
/**
 * Every field of every candidate in one string, or undefined when a field holds a separator (a
 * label or `via` may hold any character): such a list is not memoised. Joined once from the fields
 * themselves, so the key is one flat string: built with `+=` it stays a rope of every piece, which
 * V8 hashes and compares without flattening (the start-up memo keeps thousands of keys, ~8 pieces
 * of 32 bytes per candidate: 11 MB of the bench tree's `check --root` heap).
 */
function candidatesKey(cands) {
    const parts = [];
    for (const c of cands) {
        if (holdsSeparator(c.path) || (c.via !== undefined && holdsSeparator(c.via)) || (c.label !== undefined && holdsSeparator(c.label)))
            return undefined;
        // four fields per candidate, none holding the separator
        parts.push(c.path, c.reason, c.via ?? '\u0002', c.label ?? '\u0002');
    }
    return parts.join('\0');
}
function holdsSeparator(s) {
    return s.includes('\0') || s.includes('\u0001') || s.includes('\u0002');
}
const NO_NAMES = new Set();
/** The lower-case forms found (one empty set for the many directories holding none). */
function heldSet(found) {
    return found.size === 0 ? NO_NAMES : new Set(found.keys());
}
function hasDotEntry(kids) {
    for (const k of kids.keys())
        if (k.startsWith('.'))
            return true;
    return false;
}
function sameList(a, b) {
    return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}
/** `[key, a's entries then b's, each once]` when both are lists; else none (b replaces a). */
function joinLists(a, b, key) {
    return Array.isArray(a) && Array.isArray(b) ? [[key, [...new Set([...a, ...b])]]] : [];
}
const isEmpty = (o) => o === undefined || Object.keys(o).length === 0;
function perTool(m, tool) {
    // no closure for `cached`: asked several times per (tool, target)
    let v = m.get(tool);
    if (!v)
        m.set(tool, (v = new Map()));
    return v;
}
/** A directory holding a dot-entry (`.claude/`, `.github/`...): it may hold something for any tool. */
const DOT_ENTRY = 'dot-entry';
const NO_BUDGET = Object.freeze({ budgetBytes: null });
const NO_FILES = Object.freeze([]);
const NO_FINDINGS = Object.freeze([]);
const NO_PATHS = Object.freeze([]);
const NO_SETTINGS = Object.freeze({ tools: {}, applied: {}, findings: [] });
const NOTHING = Object.freeze({ files: [], findings: [], external: NO_PATHS });
/** Instruction files of a stack that are links leaving the repository (their link findings). */
function outsideLinks(findings) {
    const out = [];
    for (const f of findings)
        if (f.check === 'symlink' && f.path && / leaves the repository| is an absolute path outside/.test(f.message) && !out.includes(f.path))
            out.push(f.path);
    return out;
}
/** The stated assumption about links leaving the repository (`outsideLinkTargets`). */
function outsideLinksAssumption(p, paths) {
    const list = paths.length > 3 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', ');
    return `${list} ${paths.length === 1 ? 'links' : 'link'} outside the repository; assumed the target exists, so ${p.name} reads it in that name's place (if it does not: tools-options ${p.id} outsideLinkTargets: missing)`;
}
/** The stated assumption about imports outside cwd that the tool loads only once the user approved them. */
function externalImportsAssumption(p, targets, approved) {
    const list = targets.length > 3 ? `${targets.slice(0, 3).join(', ')} and ${targets.length - 3} more` : targets.join(', ');
    return approved
        ? `the user approved ${p.name}'s imports from outside the working directory, so it loads ${list} (if not: tools-options ${p.id} externalImports: false)`
        : `${p.name} loads imports from outside the working directory only once the user approved them; assumed not approved, so ${list} ${targets.length === 1 ? 'is' : 'are'} not loaded (if approved: tools-options ${p.id} externalImports: true)`;
}

;// CONCATENATED MODULE: ./src/regexp.ts
// A string as a regular expression matching it literally (RegExp.escape arrives with Node 24; the CLI
// runs on Node 20 too).
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/engine/instruction-files.ts
// Which paths are instruction files, and which directory each one speaks for. The checks, the
// analysis and the CLI all ask here, so a file one of them treats as instructions the others do too.
// What a caller then does with a path (fetch it early, inspect it, make its directory a target) is
// the caller's policy and stays with it.




/** Names instruction files go by beyond the profiles' own lists (tools without a profile yet). */
const WELL_KNOWN_NAMES = [
    'AGENTS.md',
    'AGENTS.override.md',
    'AGENTS.local.md',
    'AGENT.md',
    'CLAUDE.md',
    'CLAUDE.local.md',
    '.claude/CLAUDE.md',
    'GEMINI.md',
    'QWEN.md',
    'QWEN.local.md',
    '.cursorrules',
    '.github/copilot-instructions.md',
];
/**
 * Settings files in the tree that change what a tool loads (decisions.md §6), wherever they sit:
 * the engine reads the root ones, but a nested one still changes what a session started there sees.
 * Each is named from the directory whose settings it is (`settingsFile`): the ones inside a tool's
 * dot-directory come before the bare names they end with.
 */
const SETTINGS_FILES = [
    ...['.opencode', '.kilocode', '.kilo'].flatMap((d) => ['opencode.json', 'opencode.jsonc'].map((n) => `${d}/${n}`)),
    ...['.kilocode', '.kilo'].flatMap((d) => ['kilo.json', 'kilo.jsonc'].map((n) => `${d}/${n}`)),
    '.gemini/settings.json',
    '.qwen/settings.json',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.codex/config.toml',
    'opencode.json',
    'opencode.jsonc',
    'kilo.json',
    'kilo.jsonc',
];
/** Options from the configuration alone, for callers that must decide before any tree is read. */
function configuredOptions(opts) {
    return { toolOptions: (tool) => opts[tool] ?? {} };
}
/**
 * Every name an instruction file goes by: what each profile loads under its options, the well-known
 * names, and the names a team declares as twins of AGENTS.md (config `fork.names`). Names may hold a
 * directory part (`.claude/CLAUDE.md`); match them with `matchName`.
 */
function instructionNames(src) {
    const out = new Set(WELL_KNOWN_NAMES);
    for (const p of profiles_PROFILES) {
        try {
            for (const n of p.names(src.resolver.toolOptions(p.id)))
                out.add(n);
        }
        catch {
            // A profile that cannot list its names under these options adds none; the rest still count.
        }
    }
    for (const n of src.twinNames ?? [])
        out.add(n);
    return [...out];
}
/** The name in `names` that `path` ends with, the longest when several do (`.claude/CLAUDE.md` over `CLAUDE.md`). */
function matchName(path, names) {
    const base = baseName(path);
    const split = splitNames(names);
    if (split) {
        // The same answer by a set look-up: a plain name matches only the base name, and any matching
        // name with a directory part is longer than it.
        let best = split.plain.has(base) ? base : undefined;
        for (let i = 0; i < split.nested.length; i++) {
            const n = split.nested[i];
            if ((path === n || path.endsWith(split.suffixes[i])) && (!best || n.length > best.length))
                best = n;
        }
        return best;
    }
    let best;
    for (const n of names) {
        if (n === base || (n.includes('/') && (path === n || path.endsWith(`/${n}`)))) {
            if (!best || n.length > best.length)
                best = n;
        }
    }
    return best;
}
const splits = new WeakMap();
/**
 * A set or array of names split once into plain names and names with a directory part (callers ask
 * for every path of a 100,000-file tree); undefined for other iterables. Re-split when the size changed.
 */
function splitNames(names) {
    const size = names instanceof Set ? names.size : Array.isArray(names) ? names.length : -1;
    if (size < 0)
        return undefined;
    let s = splits.get(names);
    if (!s || s.size !== size) {
        s = { size, plain: new Set(), nested: [], suffixes: [] };
        for (const n of names) {
            if (n.includes('/')) {
                s.nested.push(n);
                s.suffixes.push(`/${n}`);
            }
            else
                s.plain.add(n);
        }
        splits.set(names, s);
    }
    return s;
}
/** A file-name test as a pattern for the end of a path (`/\.md$/i` → `\.md`, case flag dropped). */
function fileRe(re) {
    const src = re.source.replace(/\$$/, '');
    return re.flags.includes('i') ? src.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`) : src;
}
/** The tools' rules directories: whether subdirectories count, and which file names are rules. */
const instruction_files_RULE_DIRS = [
    { kind: 'claude-rule', dir: '.claude/rules', deep: true, file: '\\.md' },
    { kind: 'qwen-rule', dir: '.qwen/rules', deep: true, file: '\\.md' },
    { kind: 'cursor-rule', dir: '.cursor/rules', deep: true, file: '\\.mdc?' },
    { kind: 'copilot-instructions', dir: '.github/instructions', deep: true, file: '\\.instructions\\.md' },
    { kind: 'claude-agent', dir: '.claude/agents', deep: false, file: '\\.md' },
    { kind: 'grok-rule', dir: '.grok/rules', deep: false, file: '\\.md' },
    // The profiles' own rules directories (the tools added after the first ten declare theirs).
    ...profiles_PROFILES.flatMap((p) => (p.rulesDirs ?? []).map((r) => ({ kind: 'rule', dir: r.dir, deep: r.deep, file: fileRe(r.file) }))),
];
const DIRS = instruction_files_RULE_DIRS.map((r) => escapeRegExp(r.dir)).join('|');
const RULE_RES = instruction_files_RULE_DIRS.map((r) => [r.kind, new RegExp(`^(?:(.*)/)?${escapeRegExp(r.dir)}/${r.deep ? '(?:.+/)?' : ''}[^/]+${r.file}$`)]);
const RULE_DIRS_DOTTED = instruction_files_RULE_DIRS.every((r) => r.dir.startsWith('.'));
const RULES_DIR_RE = new RegExp(`(^|/)(${DIRS})$`);
const IN_RULES_DIR_RE = new RegExp(`(^|/)(${DIRS})(/|$)`);
function ruleFile(path) {
    // Every rules directory is a dot-directory: a path with no dot-segment is in none of them.
    if (RULE_DIRS_DOTTED && !path.startsWith('.') && !path.includes('/.'))
        return undefined;
    for (const [kind, re] of RULE_RES) {
        const m = re.exec(path);
        if (m)
            return { kind, base: m[1] ?? '' };
    }
    return undefined;
}
/** The path is a rules / instructions / agents directory itself. */
function isRulesDir(path) {
    return RULES_DIR_RE.test(path);
}
/** The path is, or lies inside, a rules / instructions / agents directory. */
function inRulesDir(path) {
    return IN_RULES_DIR_RE.test(path);
}
/** The last part of each settings file's path (`settings.json`, `opencode.json`, ...). */
const SETTINGS_NAMES = new Set(SETTINGS_FILES.map((s) => s.slice(s.lastIndexOf('/') + 1)));
/** The settings file `path` is (as listed in SETTINGS_FILES, the first that fits), if any. */
function settingsFile(path) {
    // Asked of every path of both trees: a file name no settings file has is answered without
    // building a suffix to compare per entry.
    if (!SETTINGS_NAMES.has(path.slice(path.lastIndexOf('/') + 1)))
        return undefined;
    return SETTINGS_FILES.find((s) => path === s || path.endsWith(`/${s}`));
}
function isSettingsPath(path) {
    return settingsFile(path) !== undefined;
}
/** An instruction file by its name or as a rule / agents file (settings files are not instructions). */
function isInstructionPath(path, names) {
    return matchName(path, names) !== undefined || ruleFile(path) !== undefined;
}
/**
 * The directory an instruction or settings file speaks for: the one holding it, or holding the tool
 * directory it sits in (`pkg` for `pkg/.claude/rules/a.md`). A path no list here knows is taken for a
 * file of some tool's dot-directory when it lies in one (the directory above it), else it speaks for
 * its own directory: an owner guessed too high only widens what a caller looks at.
 */
function scopeDir(path, names = []) {
    const known = matchName(path, names) ?? settingsFile(path);
    if (known !== undefined)
        return path.length === known.length ? '' : path.slice(0, path.length - known.length - 1);
    const rf = ruleFile(path);
    if (rf)
        return rf.base;
    const parts = path.split('/');
    const i = parts.findIndex((s, k) => k < parts.length - 1 && s.startsWith('.'));
    return i >= 0 ? parts.slice(0, i).join('/') : parentDir(path);
}
const instructionPathMemo = new WeakMap();
/** The paths of the tree that are instruction files under `names` (isInstructionPath), found once per view and names. */
function instructionPaths(view, names) {
    const byNames = cached(instructionPathMemo, view, () => new Map());
    return cached(byNames, names.join('\0'), () => view.allPaths().filter((p) => isInstructionPath(p, names)));
}
/** Directories an instruction file among `paths` speaks for, the root always included, sorted. */
function instructionDirs(paths, names) {
    const list = [...names];
    const out = new Set(['']);
    for (const p of paths)
        if (isInstructionPath(p, list))
            out.add(scopeDir(p, list));
    return [...out].sort();
}
/**
 * Blobs read in the one `git cat-file --batch` when a view opens: instruction and settings files and
 * anything Markdown-like they may import. No configuration is known yet, so names are the well-known
 * ones; a file missed here is still read, one `cat-file` at a time.
 */
function worthPrefetching(path) {
    if (/\.(md|mdc|markdown|txt)$/i.test(path))
        return true;
    // Called for every path of the tree: only names that could be settings or instruction files go further.
    if (!/\.(json|jsonc|toml)$|(^|\/)\.[^/]*rules$/.test(path))
        return false;
    return isSettingsPath(path) || isInstructionPath(path, WELL_KNOWN_NAMES);
}

;// CONCATENATED MODULE: ./src/analysis/base-reuse.ts
// Base stacks of a pull request that cannot differ from the head's are not resolved again: the
// head's stack is the base's. A pull request changing 3,000 source files and a handful of
// instruction files leaves almost every (tool, vantage, target) slot as it was; resolving all of
// them on the base doubled the engine's work for nothing.
//
// What a slot's resolution reads (the profiles' walks, src/profiles/walk.ts; the engine's imports,
// src/engine/imports.ts) lies in places told from the head stack and the tool:
// - every directory from the root down to the session directory and to the touched path's
//   directory (the "chain"): there, only entries named as one of the tool's names (in any case,
//   first path segment) or starting with a dot (`.claude/`, `.cursor/rules`, `.github/`, settings);
//   the engine relies on the same fact to let a directory holding nothing inherit its parent's
//   start-up (Resolver.holdsNothing);
// - the files it loaded (path, real path, links on the way) and every `@reference` they hold,
//   followed or not (a missing import may exist on the base);
// - the paths its options name (OpenCode `instructions`), the settings files (compared as a whole),
//   the view's root, marker and read cap.
// A slot is reused only when none of these differs between the trees: entries compared by kind,
// link target and blob id (a view without blob ids is never compared, a symlink inside a dot-
// directory on the chain is never trusted), the head stack without findings or extra assumptions.
// Anything else is resolved on the base as before (fail closed). test/base-reuse.test.ts compares
// the analysis with and without this on generated pull requests.







/** Deeper trees than this are not compared (the reuse is then off): no unbounded recursion. */
const MAX_DEPTH = 400;
/**
 * Per directory present in both trees, the names whose entries differ; undefined when the trees
 * cannot be compared (no blob ids, too deep).
 */
function treeDiff(a, b) {
    const out = new Map();
    let ok = true;
    const entryDiff = (ea, eb, path, depth) => {
        if (!eb || ea.kind !== eb.kind)
            return 'kind';
        if (ea.kind === 'symlink')
            return ea.target === eb.target ? undefined : 'kind';
        if (ea.kind === 'file')
            return ea.oid !== undefined && ea.oid === eb.oid ? undefined : 'content';
        if (ea.kind === 'dir')
            return dirDiffers(path, depth + 1) ? 'content' : undefined;
        return undefined;
    };
    const dirDiffers = (dir, depth) => {
        const ka = a.children(dir);
        const kb = b.children(dir);
        if (!ka || !kb || depth > MAX_DEPTH) {
            ok = false;
            return true;
        }
        let m;
        for (const [name, ea] of ka) {
            const how = entryDiff(ea, kb.get(name), ea.kind === 'dir' ? joinPath(dir, name) : '', depth);
            if (how)
                (m ??= new Map()).set(name, how);
        }
        for (const name of kb.keys())
            if (!ka.has(name))
                (m ??= new Map()).set(name, 'kind');
        if (m)
            out.set(dir, m);
        return m !== undefined;
    };
    dirDiffers('', 0);
    return ok ? out : undefined;
}
const settingsCompared = new WeakMap();
/** A tool settings file (what decides how tools render) differs between the two trees (scanned once per pair). */
function settingsDiffer(head, base) {
    let byBase = settingsCompared.get(head);
    if (!byBase)
        settingsCompared.set(head, (byBase = new WeakMap()));
    let d = byBase.get(base);
    if (d === undefined)
        byBase.set(base, (d = scanSettings(head, base)));
    return d;
}
function scanSettings(head, base) {
    const key = (e) => (e === undefined ? '' : e.kind === 'file' ? `f${e.oid ?? '?'}` : e.kind === 'symlink' ? `l${e.target}` : e.kind);
    for (const [a, b] of [
        [head, base],
        [base, head],
    ]) {
        for (const p of a.allPaths()) {
            if (!isSettingsPath(p))
                continue;
            const ea = a.entry(p);
            if (ea?.kind === 'file' && ea.oid === undefined)
                return true;
            if (key(ea) !== key(b.entry(p)))
                return true;
        }
    }
    return false;
}
const NO_CHANGE = Object.freeze([]);
function named(name) {
    return { name, lower: name.toLowerCase(), dot: name.startsWith('.') };
}
const NO_ENTRIES = Object.freeze({ diffs: [], linksAndDirs: [] });
/**
 * What the head's `explain` found (ExplainOptions.onSlot): each slot's stack, and per tool the files
 * its sessions read (every `loadDoc` on the head between two slots belongs to the next slot's tool:
 * `explain` resolves one tool after the other), so a file whose contents alone changed is known to
 * matter only to the tools that read it, whatever their profiles did with it.
 */
class HeadSlots {
    byTool = new Map();
    static VANTAGE = { root: 0, local: 1, extra: 2 };
    pending = [];
    loads = new Map();
    /** For doc/load.ts observeLoads on the head view, while the head's `explain` runs. */
    loaded = (path) => {
        this.pending.push(path);
    };
    add = (tool, vantage, cwd, target, stack) => {
        let m = this.byTool.get(tool);
        if (!m)
            this.byTool.set(tool, (m = [new Map(), new Map(), new Map()]));
        m[HeadSlots.VANTAGE[vantage]].set(vantage === 'extra' ? `${cwd}\0${target}` : target, stack);
        if (this.pending.length > 0) {
            let read = this.loads.get(tool);
            if (!read)
                this.loads.set(tool, (read = new Set()));
            for (const p of this.pending)
                read.add(p);
            this.pending = [];
        }
    };
    get(tool, vantage, cwd, target) {
        const s = this.byTool.get(tool)?.[HeadSlots.VANTAGE[vantage]]?.get(vantage === 'extra' ? `${cwd}\0${target}` : target);
        // a local slot's cwd is the target's directory on the head (the caller checks it is on the base too)
        return s !== undefined && s.cwd === cwd ? s : undefined;
    }
    realRead = new Map();
    /** Files whose contents `tool`'s sessions read on the head (loaded paths and the files links led to); undefined when loads were left unattributed. */
    readBy(tool, head) {
        if (this.pending.length > 0)
            return undefined;
        let out = this.realRead.get(tool);
        if (!out) {
            out = new Set();
            for (const p of this.loads.get(tool) ?? []) {
                out.add(p);
                out.add(loadDoc(head, p).realPath);
            }
            this.realRead.set(tool, out);
        }
        return out;
    }
}
/**
 * For the base resolver's `explain`: the head's stack of a slot that cannot differ on the base, else
 * undefined. Undefined altogether when the trees cannot be compared safely.
 */
function baseReuse(head, base, headR, slots) {
    if (head.source === 'worktree' || base.source === 'worktree' || head.sharesWith || base.sharesWith)
        return undefined;
    if (head.absRoot !== base.absRoot || head.hasGitMarker !== base.hasGitMarker || head.maxReadBytes !== base.maxReadBytes)
        return undefined;
    if (settingsDiffer(head, base))
        return undefined;
    const diffs = treeDiff(head, base);
    if (!diffs)
        return undefined;
    const r = new SlotReuse(head, base, headR, diffs, slots);
    return (tool, vantage, cwd, target) => r.slot(tool, vantage, cwd, target);
}
/**
 * A pull request's head resolved, then its base, so that the base does only what the change asks
 * for: it takes the head's documents of the same blobs (doc/load.ts shareDocs, from construction on)
 * and, unless `reuseSlots` is false, the head's stacks of the slots nothing in the change can reach
 * (HeadSlots, baseReuse). The action's analysis and `check --base` both resolve through it.
 */
class PullRequestStacks {
    head;
    base;
    slots;
    constructor(head, base, reuseSlots = true) {
        this.head = head;
        this.base = base;
        if (base)
            shareDocs(base, head);
        this.slots = base && reuseSlots ? new HeadSlots() : undefined;
    }
    /** The head's stacks, each slot and the files its tool read noted for the base. */
    onHead(headR, targets, opts) {
        if (targets.length === 0)
            return [];
        const stopObserving = this.slots ? observeLoads(this.head, this.slots.loaded) : undefined;
        try {
            return headR.explain(targets, { ...opts, onSlot: this.slots?.add });
        }
        finally {
            stopObserving?.();
        }
    }
    /** The base's stacks (after `onHead`), the head's taken for the slots that cannot differ. */
    onBase(headR, baseR, targets, opts) {
        if (!this.base || targets.length === 0)
            return [];
        const reuse = this.slots ? baseReuse(this.head, this.base, headR, this.slots) : undefined;
        return baseR.explain(targets, { ...opts, reuse });
    }
}
class SlotReuse {
    head;
    base;
    headR;
    diffs;
    slots;
    constructor(head, base, headR, diffs, slots) {
        this.head = head;
        this.base = base;
        this.headR = headR;
        this.diffs = diffs;
        this.slots = slots;
    }
    slot(tool, vantage, cwd, target) {
        // Cheapest first, each memoised: most slots that differ are told by their session directory alone
        // (a changed root file the tool reads at start).
        const opts = this.headR.sessionOptions(tool, cwd);
        const names = this.namesOf(tool, cwd, opts);
        const atCwd = this.chainClean(names, cwd);
        if (atCwd === false || (atCwd.length > 0 && !this.unread(tool, atCwd)))
            return undefined;
        // The target's directory (the local session's cwd, the touch's directory) is the same on both;
        // a target reached through a link may stand for another directory (tools reading the real path).
        if (!this.kindStable(target) || resolvePath(this.head, target).links.length > 0 || resolvePath(this.base, target).links.length > 0)
            return undefined;
        const touch = vantage === 'local' ? undefined : target;
        const atTouch = touch === undefined ? NO_CHANGE : this.chainClean(names, touchedDir(this.head, touch));
        if (atTouch === false || (atTouch.length > 0 && !this.unread(tool, atTouch)))
            return undefined;
        if (!this.optionPathsClean(opts))
            return undefined;
        const h = this.slots?.get(tool, vantage, cwd, target) ?? this.headR.stack(tool, cwd, touch === undefined ? [] : [touch]);
        if (h.findings.length > 0 || h.assumes.length !== this.headR.assumptions(tool).length)
            return undefined;
        if (!this.layersClean(tool, h.layers))
            return undefined;
        return h;
    }
    /** No session of the tool read any of `paths` on the head. */
    unread(tool, paths) {
        const read = this.slots?.readBy(tool, this.head);
        return read !== undefined && !paths.some((p) => read.has(p));
    }
    diffAt(path) {
        return path === '' ? undefined : this.diffs.get(parentDir(path))?.get(baseName(path));
    }
    stable = new Map();
    /** No ancestor of `path` (nor `path`) appears, disappears or changes kind. */
    kindStable(path) {
        if (path === '')
            return true;
        let v = this.stable.get(path);
        if (v === undefined)
            this.stable.set(path, (v = this.diffAt(path) !== 'kind' && this.kindStable(parentDir(path))));
        return v;
    }
    names = new Map();
    nameSets = new Map();
    /**
     * The tool's names for a session in `cwd`, lower-cased, first segment (as Resolver.holdsNothing),
     * one set per distinct list (the chain memo is per set; sessions' options are often fresh objects).
     */
    namesOf(tool, cwd, opts) {
        // most sessions run with the tool's own options object: one look-up by identity
        const shared = this.byOptions.get(opts);
        if (shared)
            return shared;
        let byDir = this.names.get(tool);
        if (!byDir)
            this.names.set(tool, (byDir = new Map()));
        let s = byDir.get(cwd);
        if (!s) {
            const list = [...entryNames(getProfile(tool), opts)].sort();
            const key = list.join('\0');
            s = this.nameSets.get(key);
            if (!s)
                this.nameSets.set(key, (s = new Set(list)));
            byDir.set(cwd, s);
            if (opts === this.headR.toolOptions(tool))
                this.byOptions.set(opts, s);
        }
        return s;
    }
    byOptions = new WeakMap();
    chains = new Map();
    /**
     * Every directory from the root to `dir` is the same for the tool on both sides, but for files
     * of its names whose contents alone differ (returned: they matter only if the tool read them).
     */
    chainClean(names, dir) {
        let memo = this.chains.get(names);
        if (!memo)
            this.chains.set(names, (memo = new Map()));
        const hit = memo.get(dir);
        if (hit !== undefined)
            return hit;
        // Root first, each directory memoised: no recursion on deep paths.
        let up = NO_CHANGE;
        for (const d of ancestorsRootFirst(dir)) {
            let c = memo.get(d);
            if (c === undefined) {
                const above = up;
                const own = above === false || this.diffAt(d) === 'kind' ? false : this.dirClean(names, d);
                c = own === false || above === false ? false : own.length === 0 ? above : above.length === 0 ? own : [...above, ...own];
                memo.set(d, c);
            }
            up = c;
            if (up === false)
                break;
        }
        memo.set(dir, up);
        return up;
    }
    /**
     * What the tool can read in `dir` itself is the same: its names and dot-entries, links followed;
     * false, or the files of its names there whose contents alone differ.
     */
    dirClean(names, dir) {
        const { diffs, linksAndDirs } = this.entriesOf(dir);
        if (diffs.length === 0 && linksAndDirs.length === 0)
            return NO_CHANGE;
        // ANY_ENTRY: the tool reads a glob from the directory, so every entry there may be read
        const any = names.has(ANY_ENTRY);
        const readable = (n) => any || n.dot || names.has(n.lower);
        let changed;
        for (const d of diffs) {
            if (!readable(d))
                continue;
            const p = joinPath(dir, d.name);
            // a file of the tool's names whose bytes alone changed: it matters only if the tool read it
            if (d.how === 'content' && !d.dot && this.head.entry(p)?.kind === 'file')
                (changed ??= []).push(p);
            else
                return false;
        }
        // Unchanged entries: a link (or a directory holding one) may reach something that changed.
        for (const l of linksAndDirs) {
            if (!readable(l))
                continue;
            const p = joinPath(dir, l.name);
            if (l.entry.kind === 'symlink' ? !this.pathClean(p) : this.hasLink(this.head, p, 0) || this.hasLink(this.base, p, 0))
                return false;
        }
        return changed ?? NO_CHANGE;
    }
    entries = new Map();
    /**
     * What `dirClean` looks at in `dir`, with each name's lower case worked out once per directory
     * instead of once per tool: the entries that differ between the trees, and the links and
     * directories on the head (most directories of a large tree hold files and a few plain
     * directories: short lists, often empty).
     */
    entriesOf(dir) {
        let out = this.entries.get(dir);
        if (out === undefined) {
            const diffs = [];
            for (const [name, how] of this.diffs.get(dir) ?? [])
                diffs.push({ ...named(name), how });
            const linksAndDirs = [];
            for (const [name, entry] of this.head.children(dir) ?? [])
                if (entry.kind === 'symlink' || entry.kind === 'dir')
                    linksAndDirs.push({ ...named(name), entry });
            out = diffs.length === 0 && linksAndDirs.length === 0 ? NO_ENTRIES : { diffs, linksAndDirs };
            this.entries.set(dir, out);
        }
        return out;
    }
    linky = new WeakMap();
    /** A symlink at or below `path` (too deep counts as one). */
    hasLink(view, path, depth) {
        let m = this.linky.get(view);
        if (!m)
            this.linky.set(view, (m = new Map()));
        const hit = m.get(path);
        if (hit !== undefined)
            return hit;
        let v = false;
        const e = view.entry(path);
        if (e?.kind === 'symlink' || depth > MAX_DEPTH)
            v = true;
        else if (e?.kind === 'dir') {
            for (const [n, c] of view.children(path) ?? []) {
                if (c.kind === 'symlink' || (c.kind === 'dir' && this.hasLink(view, joinPath(path, n), depth + 1))) {
                    v = true;
                    break;
                }
            }
        }
        m.set(path, v);
        return v;
    }
    paths = new Map();
    /**
     * Reading `path` gives the same on both sides: nothing on its way appears, disappears or changes
     * kind, it is itself unchanged, and links met on the way (either side) resolve alike to clean paths.
     */
    pathClean(path) {
        const hit = this.paths.get(path);
        if (hit !== undefined)
            return hit;
        // In progress: a cycle through links is not proven clean.
        this.paths.set(path, false);
        const v = this.diffAt(path) === undefined && this.kindStable(path) && this.linksClean(path);
        this.paths.set(path, v);
        return v;
    }
    linksClean(path) {
        const rh = resolvePath(this.head, path);
        const rb = resolvePath(this.base, path);
        if (rh.links.length === 0 && rb.links.length === 0)
            return true;
        if (!sameResolution(rh, rb))
            return false;
        for (const l of rh.links)
            if (!this.pathClean(l))
                return false;
        return !rh.ok || rh.path === path || this.pathClean(rh.path);
    }
    optionPaths = new Map();
    /** Paths a tool's options name (OpenCode `instructions`): loaded wherever they are. */
    optionPathsClean(opts) {
        const list = opts.instructions ?? [];
        if (list.length === 0)
            return true;
        const key = list.join('\0');
        let v = this.optionPaths.get(key);
        if (v === undefined) {
            v = list.every((p) => {
                const path = p.replace(/^\.\//, '');
                return normalizeRepoPath(path) === path ? this.pathClean(path) : /[*?[{]|^[a-z]+:\/\/|^\/|^~|(^|\/)\.\.(\/|$)/.test(path);
            });
            this.optionPaths.set(key, v);
        }
        return v;
    }
    layerMemo = new Map();
    layersClean(tool, layers) {
        let m = this.layerMemo.get(tool);
        if (!m)
            this.layerMemo.set(tool, (m = new WeakMap()));
        let v = m.get(layers);
        if (v === undefined)
            m.set(layers, (v = layers.every((l) => this.layerClean(tool, l))));
        return v;
    }
    /** A loaded file is the same, and so is every `@reference` it holds (followed or not). */
    layerClean(tool, l) {
        if (!this.pathClean(l.path) || (l.realPath !== undefined && !this.pathClean(l.realPath)))
            return false;
        const doc = loadDoc(this.head, l.path);
        if (doc.findings.length > 0)
            return false;
        const pol = getProfile(tool).imports;
        if (!pol || !doc.ok)
            return true;
        for (const ref of scanImports(doc.text, { grammar: pol.grammar, code: pol.code })) {
            for (const from of doc.realPath === doc.path ? [doc.path] : [doc.path, doc.realPath]) {
                const t = classifyImport(from, ref.spec);
                if (t.kind === 'repo' && !this.pathClean(t.path))
                    return false;
            }
        }
        return true;
    }
}
function sameResolution(a, b) {
    if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i]))
        return false;
    if (a.ok && b.ok)
        return a.path === b.path && a.entry.kind === b.entry.kind;
    if (!a.ok && !b.ok)
        return a.problem === b.problem && a.at === b.at && a.target === b.target;
    return false;
}

;// CONCATENATED MODULE: ./src/analysis/stack-identity.ts
// Which stacks of a tool load the same layers and send the same text: what pairGroups groups targets
// by and tells a changed stack with. Told by the objects the texts are rendered from wherever they
// decide (the engine's renderKey), so most texts are never rendered, hashed or kept for it.

function newNode() {
    // no maps up front: tens of thousands of nodes, most of which hold neither, were garbage to collect
    return { next: undefined, buckets: undefined };
}
/**
 * Identities of stacks: two stacks have the same `id` when they are of the same tool, with the same
 * budget and layers (path, link target, reason, bytes kept, cut or dropped), and send the same
 * start-up block and the same touch part. Stacks are added, stacks known to send the same text may
 * be united (`unite`), then `resolve` compares by their texts the sets that the parts left apart
 * within a (tool, budget, layers) bucket: a text is rendered only where a bucket holds more than one
 * set of the same size. Without `byParts`, every stack's texts are rendered and compared (the full
 * computation the tests compare with).
 */
class StackIdentity {
    byParts;
    objectIds = new WeakMap();
    nextObject = 0;
    /** Render keys by render source (see ResolvedStack.renderKey). */
    renderKeys = new WeakMap();
    layerKeys = new Map();
    layerIds = new WeakMap();
    /**
     * Layer lists as a trie of layer ids: the node of a list holds the buckets of stacks with those
     * layers, per tool and budget. Walked with small-number keys, where one string key per stack
     * (tool, budget and every layer id joined) was built, flattened and hashed tens of thousands of times.
     */
    layersRoot = newNode();
    /** The trie node of each layers array (stacks of one session share theirs). */
    layersNodes = new WeakMap();
    /** Buckets holding more than one set: what `resolve` looks at. */
    crowded = [];
    classes = new Map();
    texts = new Map();
    ids = 0;
    resolved = false;
    constructor(byParts = true) {
        this.byParts = byParts;
    }
    objectId = (o) => {
        let id = this.objectIds.get(o);
        if (id === undefined)
            this.objectIds.set(o, (id = this.nextObject++));
        return id;
    };
    intern = (text) => {
        let id = this.texts.get(text);
        if (id === undefined)
            this.texts.set(text, (id = this.texts.size));
        return id;
    };
    layer(l) {
        let id = this.layerIds.get(l);
        if (id === undefined) {
            const k = `${l.path}\u0001${l.realPath ?? ''}\u0001${l.reason}\u0001${l.keptBytes}\u0001${l.omitted}\u0001${l.truncated}`;
            id = this.layerKeys.get(k);
            if (id === undefined)
                this.layerKeys.set(k, (id = this.layerKeys.size));
            this.layerIds.set(l, id);
        }
        return id;
    }
    layersNode(layers) {
        const known = this.layersNodes.get(layers);
        if (known !== undefined)
            return known;
        let node = this.layersRoot;
        for (const l of layers) {
            const id = this.layer(l);
            node.next ??= new Map();
            let next = node.next.get(id);
            if (next === undefined)
                node.next.set(id, (next = newNode()));
            node = next;
        }
        this.layersNodes.set(layers, node);
        return node;
    }
    /** The sets of stacks of one tool, budget and layers, by render key. */
    bucketOf(s) {
        const node = this.layersNode(s.layers);
        node.buckets ??= new Map();
        let budgets = node.buckets.get(s.tool);
        if (budgets === undefined)
            node.buckets.set(s.tool, (budgets = new Map()));
        // null and undefined are one budget (none), as they were in the joined key
        const budget = s.budgetBytes ?? null;
        let sets = budgets.get(budget);
        if (sets === undefined)
            budgets.set(budget, (sets = new Map()));
        return sets;
    }
    classOf(s) {
        let c = this.classes.get(s);
        if (c === undefined) {
            const sets = this.bucketOf(s);
            const [head, tail] = this.byParts ? [] : textParts(s, true);
            const key = head === undefined ? renderKey(s, this.objectId, this.renderKeys) : `${this.intern(head)}+${this.intern(tail)}`;
            c = sets.get(key);
            if (c === undefined) {
                sets.set(key, (c = { stack: s }));
                if (sets.size === 2)
                    this.crowded.push(sets);
            }
            this.classes.set(s, c);
        }
        return c;
    }
    /** Adds a stack (before `resolve`). */
    add(s) {
        if (this.resolved)
            throw new Error('StackIdentity: add after resolve');
        this.classOf(s);
    }
    /** Whether two added stacks are already known to be the same. */
    known(a, b) {
        return root(this.classOf(a)) === root(this.classOf(b));
    }
    /**
     * `a` sends the same text as `b`, with the same budget and layers (a caller's proof, e.g. the same
     * files on both sides of a pull request); ignored without `byParts`, where the texts decide.
     */
    unite(a, b) {
        if (!this.byParts)
            return;
        const ra = root(this.classOf(a));
        const rb = root(this.classOf(b));
        if (ra !== rb)
            ra.up = rb;
    }
    /** Compares the sets each bucket still holds apart by their texts (see the class comment). */
    resolve() {
        if (this.resolved)
            return;
        this.resolved = true;
        if (!this.byParts)
            return;
        for (const sets of this.crowded) {
            const roots = new Set();
            for (const c of sets.values())
                roots.add(root(c));
            if (roots.size < 2)
                continue;
            // Equal texts have equal sizes: only sets of the same size are rendered.
            const bySize = new Map();
            for (const r of roots) {
                const n = r.stack.totalBytes;
                const same = bySize.get(n);
                if (same)
                    same.push(r);
                else
                    bySize.set(n, [r]);
            }
            for (const group of bySize.values())
                if (group.length > 1)
                    mergeEqualTexts(group);
        }
    }
    /** The identity of an added stack (after `resolve`): a small number. */
    id(s) {
        const c = this.classes.get(s);
        if (!this.resolved || c === undefined)
            throw new Error('StackIdentity: id of a stack not added, or before resolve');
        const r = root(c);
        r.id ??= this.ids++;
        return r.id;
    }
}
/** Unites the sets of `group` whose start-up blocks and touch parts are equal (rendered, not kept). */
function mergeEqualTexts(group) {
    // Few sets of one size (most differ early, e.g. a header naming the cwd): compared one by one, no
    // hashing of whole texts; many: by a map.
    if (group.length <= 8) {
        const distinct = [];
        for (const r of group) {
            const [head, tail] = textParts(r.stack);
            const first = distinct.find((d) => d.head === head && d.tail === tail);
            if (first)
                r.up = first.r;
            else
                distinct.push({ r, head, tail });
        }
        return;
    }
    const seen = new Map();
    for (const r of group) {
        const [head, tail] = textParts(r.stack);
        let tails = seen.get(head);
        if (tails === undefined)
            seen.set(head, (tails = new Map()));
        const first = tails.get(tail);
        if (first === undefined)
            tails.set(tail, r);
        else
            r.up = first;
    }
}
function root(c) {
    let r = c;
    while (r.up !== undefined)
        r = r.up;
    // path compression: later finds are one step
    let x = c;
    while (x.up !== undefined && x.up !== r) {
        const next = x.up;
        x.up = r;
        x = next;
    }
    return r;
}

// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/array.js + 1 modules
var array = __webpack_require__(8965);
// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js
var create = __webpack_require__(4112);
;// CONCATENATED MODULE: ./src/diff.ts
// Bounded line diffs of effective texts, shared by the checks, the analysis and the outputs (so it
// sits below all of them). The diff itself is the `diff` package's (Myers); here: the common start
// and end are trimmed first on the characters (two stacks' texts mostly differ in a few lines, and
// shared lines are never split), the work is bounded (past it the middle is one replaced block),
// and hunks are cut at a number of lines.

function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
function lineDiff(oldText, newText, opts = {}) {
    const context = opts.context ?? 3;
    const maxLines = opts.maxLines ?? 400;
    const maxCells = opts.maxCells ?? 4_000_000;
    const a = normalised(oldText);
    const b = normalised(newText);
    // Two effective texts mostly differ in a few lines: the lines both share at the start and at the
    // end (less `context` lines each side) are found on the characters and never split into lines.
    const ends = sharedEnds(a, b, context);
    if (ends.lead === 0 && ends.trail === 0)
        return lineDiffFull(a, b, opts);
    const ra = splitLines(a.slice(ends.lead, a.length - ends.trail));
    const rb = splitLines(b.slice(ends.lead, b.length - ends.trail));
    let pre = 0;
    while (pre < ra.length && pre < rb.length && ra[pre] === rb[pre])
        pre++;
    // The line-by-line scan would go on into the shared end: rare (a block inserted before lines
    // equal to its own), done on the whole texts so the answer is the same.
    if (ends.trail > 0 && (pre === ra.length || pre === rb.length))
        return lineDiffFull(a, b, opts);
    const { lines: all, approximate } = diffTrimmed(ra, rb, pre, maxCells);
    // Hunks end `context` lines after their last change: those lines must be in the split part (the
    // first `context` are: the shared start kept them back, and they are equal in both).
    if (ends.trail > 0 && !endsUnchanged(all, context))
        return lineDiffFull(a, b, opts);
    return summarise(all, approximate, context, maxLines, ends.leadLines);
}
/**
 * The whole computation, every line split and compared: what `lineDiff` answers in every case
 * (test/diff.test.ts compares the two on generated texts).
 */
function lineDiffFull(oldText, newText, opts = {}) {
    const { lines: all, approximate } = diffLines(splitLines(oldText), splitLines(newText), opts.maxCells ?? 4_000_000);
    return summarise(all, approximate, opts.context ?? 3, opts.maxLines ?? 400, 0);
}
function summarise(all, approximate, context, maxLines, skipped) {
    let added = 0;
    let removed = 0;
    for (const l of all) {
        if (l.op === '+')
            added++;
        else if (l.op === '-')
            removed++;
    }
    const { hunks, truncated } = toHunks(all, context, maxLines, skipped);
    for (const h of hunks)
        h.lines = detached(h.lines);
    return { hunks, added, removed, truncated, approximate };
}
/**
 * Lines whose texts hold no slice of the texts they were split from: V8 keeps a substring as a
 * slice of its parent, so a kept diff of a few lines kept both whole texts (every changed stack's, on
 * a large pull request). The texts are joined into one string of the lines' size and sliced from it.
 */
function detached(lines) {
    const joined = lines.map((l) => l.text).join('');
    let at = 0;
    return lines.map((l) => {
        const text = joined.slice(at, at + l.text.length);
        at += l.text.length;
        return { op: l.op, text };
    });
}
function endsUnchanged(all, n) {
    if (all.length < n)
        return false;
    for (let i = all.length - n; i < all.length; i++)
        if (all[i].op !== ' ')
            return false;
    return true;
}
function normalised(text) {
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
/** Length of the common prefix of `a` and `b`, compared in native blocks, then by character. */
function commonPrefix(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    for (let step = 256; i + step <= n && a.slice(i, i + step) === b.slice(i, i + step);)
        i += step;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    return i;
}
/** Length of the common suffix of `a` and `b`, at most `max`. */
function commonSuffix(a, b, max) {
    let i = 0;
    for (let step = 256; i + step <= max && a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i);)
        i += step;
    while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i))
        i++;
    return i;
}
function diff_countNewlines(s, from, to) {
    let n = 0;
    for (let i = s.indexOf('\n', from); i >= 0 && i < to; i = s.indexOf('\n', i + 1))
        n++;
    return n;
}
/**
 * Whole lines equal at the start (`lead` characters, `leadLines` lines) and at the end (`trail`
 * characters) of `a` and `b`, each side less `context` lines, so the hunks' context lines are in
 * the part that is split. Both boundaries fall just after a newline, in both texts.
 */
function sharedEnds(a, b, context) {
    const p = commonPrefix(a, b);
    let lead = p === 0 ? 0 : a.lastIndexOf('\n', p - 1) + 1;
    for (let c = 0; c < context && lead > 0; c++)
        lead = lead < 2 ? 0 : a.lastIndexOf('\n', lead - 2) + 1;
    const s = commonSuffix(a, b, Math.min(a.length, b.length) - lead);
    // The shared end starts after a newline inside the common suffix (so one in both texts).
    const nl = s === 0 ? -1 : a.indexOf('\n', a.length - s);
    let start = nl < 0 ? a.length : nl + 1;
    for (let c = 0; c < context && start < a.length; c++) {
        const next = a.indexOf('\n', start);
        start = next < 0 ? a.length : next + 1;
    }
    return { lead, leadLines: diff_countNewlines(a, 0, lead), trail: a.length - start };
}
/**
 * Every line of `a` and `b` in order, kept (` `), removed (`-`) or added (`+`): Myers' diff (the
 * `diff` package) of the middle both texts do not share at the start and end. Beyond `maxCells` of
 * work (edits × lines of the middle) the middle is given as one block replaced (`approximate`).
 */
function diffLines(a, b, maxCells = 4_000_000) {
    let pre = 0;
    while (pre < a.length && pre < b.length && a[pre] === b[pre])
        pre++;
    return diffTrimmed(a, b, pre, maxCells);
}
/** `diffLines` given the length of the common prefix `pre`. */
function diffTrimmed(a, b, pre, maxCells) {
    let suf = 0;
    while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf])
        suf++;
    const am = a.slice(pre, a.length - suf);
    const bm = b.slice(pre, b.length - suf);
    const exact = middleDiff(am, bm, maxCells);
    const middle = exact ?? [...am.map((text) => ({ op: '-', text })), ...bm.map((text) => ({ op: '+', text }))];
    const lines = [
        ...a.slice(0, pre).map((text) => ({ op: ' ', text })),
        ...middle,
        ...a.slice(a.length - suf).map((text) => ({ op: ' ', text })),
    ];
    return { lines, approximate: exact === undefined };
}
/**
 * The middle's lines by Myers' algorithm, or undefined past the work bound. Its cost is about the
 * middle's lines for every edit, so the edits allowed are `maxCells` over that (two texts differing
 * in a few lines are always exact, however long; two unrelated long ones are not).
 */
function middleDiff(a, b, maxCells) {
    if (a.length === 0)
        return b.map((text) => ({ op: '+', text }));
    if (b.length === 0)
        return a.map((text) => ({ op: '-', text }));
    const changes = (0,array/* diffArrays */.E)(a, b, { maxEditLength: Math.max(1, Math.floor(maxCells / (a.length + b.length))) });
    if (changes === undefined)
        return undefined;
    const out = [];
    for (const c of changes) {
        const op = c.added ? '+' : c.removed ? '-' : ' ';
        for (const text of c.value)
            out.push({ op, text });
    }
    return out;
}
/** Hunks of `all`, the lines of both texts after the first `skipped` (equal) ones. */
function toHunks(all, context, maxLines, skipped) {
    const hunks = [];
    let oldNo = 1 + skipped;
    let newNo = 1 + skipped;
    const pos = [];
    for (const l of all) {
        pos.push({ o: oldNo, n: newNo });
        if (l.op !== '+')
            oldNo++;
        if (l.op !== '-')
            newNo++;
    }
    let k = 0;
    let emitted = 0;
    let truncated = false;
    while (k < all.length) {
        while (k < all.length && all[k].op === ' ')
            k++;
        if (k >= all.length)
            break;
        const start = Math.max(0, k - context);
        let end = k;
        // Extend while changes are within 2*context of each other.
        let lastChange = k;
        while (end < all.length) {
            if (all[end].op !== ' ')
                lastChange = end;
            else if (end - lastChange > 2 * context)
                break;
            end++;
        }
        const stop = Math.min(all.length, lastChange + context + 1);
        let lines = all.slice(start, stop);
        if (emitted + lines.length > maxLines) {
            lines = lines.slice(0, Math.max(0, maxLines - emitted));
            truncated = true;
        }
        if (lines.length > 0) {
            const p = pos[start];
            hunks.push({
                oldStart: p.o,
                oldLines: lines.filter((l) => l.op !== '+').length,
                newStart: p.n,
                newLines: lines.filter((l) => l.op !== '-').length,
                lines,
            });
            emitted += lines.length;
        }
        if (truncated)
            break;
        k = stop;
    }
    return { hunks, truncated };
}
/** Unified-diff text of the hunks (without file headers), as the `diff` package formats a patch. */
function formatUnified(d) {
    const hunks = d.hunks.map((h) => ({ ...h, lines: h.lines.map((l) => `${l.op}${l.text}`) }));
    const text = (0,create/* formatPatch */.Gu)({ oldFileName: '', newFileName: '', oldHeader: undefined, newHeader: undefined, hunks }, create/* OMIT_HEADERS */.Jg).replace(/\n$/, '');
    return d.truncated ? `${text}${text ? '\n' : ''}… (diff cut here)` : text;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/checks/vendored.ts
// Vendored and fixture trees: instruction files a repository carries but does not write (skill
// packs, dependencies, test fixtures and snapshots, files .gitattributes marks linguist-vendored or
// linguist-generated). Their findings are true of the files but not the team's to fix, so they are
// notes unless the configuration says `vendored: report`.



/** Trees that are vendored or test data by convention, with the word a reader sees. */
const CONVENTIONAL = [
    ['**/.agents/skills/**', 'a vendored skill pack (.agents/skills)'],
    ['**/node_modules/**', 'node_modules'],
    ['**/vendor/**', 'vendor/'],
    ['**/third_party/**', 'third_party/'],
    ['**/third-party/**', 'third-party/'],
    ['**/fixtures/**', 'test fixtures'],
    ['**/__fixtures__/**', 'test fixtures'],
    ['**/testdata/**', 'test data'],
    ['**/__snapshots__/**', 'test snapshots'],
];
const conventional = CONVENTIONAL.map(([glob, why]) => ({ match: picomatch_default()(glob, { dot: true }), why }));
const vendored_cache = new WeakMap();
/**
 * Patterns of the root `.gitattributes` that set linguist-vendored or linguist-generated (not
 * `-linguist-…` or `=false`). Their syntax is gitignore's, which the `ignore` package implements.
 */
function gitattributes(view) {
    const doc = loadDoc(view, '.gitattributes');
    if (!doc.ok)
        return undefined;
    const ig = ignore_default()();
    let any = false;
    for (const raw of doc.text.split('\n')) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const [pattern, ...attrs] = line.split(/\s+/);
        if (!pattern || pattern.startsWith('!'))
            continue;
        if (attrs.some((a) => /^linguist-(vendored|generated)(=(true|set))?$/.test(a))) {
            ig.add(pattern);
            any = true;
        }
    }
    return any ? ig : undefined;
}
/** Why `path` is vendored or fixture data, or undefined. */
function vendoredWhy(view) {
    let f = vendored_cache.get(view);
    if (f)
        return f;
    const attrs = gitattributes(view);
    f = (path) => {
        if (path === '')
            return undefined;
        for (const c of conventional)
            if (c.match(path))
                return c.why;
        try {
            if (attrs?.ignores(path))
                return 'linguist-vendored or linguist-generated in .gitattributes';
        }
        catch {
            return undefined; // a path `ignore` refuses (absolute, `..`) is not in the tree
        }
        return undefined;
    };
    vendored_cache.set(view, f);
    return f;
}
const SUFFIX = ' [vendored: ';
/** Findings in vendored trees as notes (unless `report`), each saying why; idempotent. */
function demoteVendored(findings, view, mode = 'note') {
    if (mode === 'report')
        return findings;
    const why = vendoredWhy(view);
    return findings.map((f) => {
        const w = f.path !== undefined ? why(f.path) : undefined;
        if (w === undefined || f.message.includes(SUFFIX))
            return f;
        return { ...f, severity: 'note', message: `${f.message}${SUFFIX}${w}; not failing — set \`vendored: report\` to check it fully]` };
    });
}
/**
 * The stacks without sessions started inside a vendored tree (unless `report`): nobody starts an
 * agent in a skill pack or a fixture, and such a session's findings land on the team's own files
 * (DeepSeek Harness dropping the root AGENTS.md for a session in `web/.agents/skills/…`). A root
 * session, or a working directory the configuration names, stays.
 */
function withoutVendoredSessions(stacks, view, mode = 'note') {
    if (mode === 'report')
        return stacks;
    const why = vendoredWhy(view);
    const kept = stacks.filter((s) => s.vantage !== 'local' || why(s.cwd) === undefined);
    return kept.length === stacks.length ? stacks : kept;
}

;// CONCATENATED MODULE: ./src/checks/util.ts
// Helpers shared by the checks: who reads a file, which files to inspect, text normalisation and
// short diffs. Everything per-tool comes from the profiles, never from a table here.







const show = (p) => (p === '' ? '.' : p);
/** `path` as written in a file of `dir` (an `@import` or a link), `..` where it climbs. */
function relFrom(dir, path) {
    if (dir === '')
        return path;
    const d = dir.split('/');
    const p = path.split('/');
    let i = 0;
    while (i < d.length && i < p.length - 1 && d[i] === p[i])
        i++;
    return [...Array(d.length - i).fill('..'), ...p.slice(i)].join('/');
}
function profilesOf(ctx) {
    return ctx.tools.filter((t) => isToolId(t)).map((t) => getProfile(t));
}
/** Stable tool order (the order of PROFILES), without duplicates. */
function sortTools(ids) {
    const set = new Set(ids);
    const order = profiles_PROFILES.map((p) => p.id);
    return [...set].sort((a, b) => idx(order, a) - idx(order, b) || a.localeCompare(b));
}
function idx(order, t) {
    const i = order.indexOf(t);
    return i < 0 ? order.length : i;
}
const caches = new WeakMap();
function cacheOf(ctx) {
    let c = caches.get(ctx);
    if (c)
        return c;
    c = { byPath: new Map(), computed: new Set(), recorded: new Map() };
    // What a stack adds depends only on its tool and layers: stacks of one session directory share
    // their layer list (root vantages touching paths that add nothing), so each list is recorded once.
    const seen = new Map();
    for (const s of ctx.stacks) {
        let lists = seen.get(s.tool);
        if (!lists)
            seen.set(s.tool, (lists = new Set()));
        if (lists.has(s.layers))
            continue;
        lists.add(s.layers);
        record(c, s);
    }
    caches.set(ctx, c);
    return c;
}
function record(c, s) {
    if (!isToolId(s.tool))
        return;
    const p = getProfile(s.tool);
    let done = c.recorded.get(s.tool);
    if (!done)
        c.recorded.set(s.tool, (done = new Set()));
    for (const l of s.layers) {
        if (done.has(l))
            continue;
        done.add(l);
        for (const path of l.realPath && l.realPath !== l.path ? [l.path, l.realPath] : [l.path]) {
            let m = c.byPath.get(path);
            if (!m)
                c.byPath.set(path, (m = new Map()));
            let r = m.get(s.tool);
            if (!r) {
                r = { tool: s.tool, reasons: new Set(), expands: false, expandsInComments: false, keepsComments: keepsComments(p, l.path, l.reason) };
                m.set(s.tool, r);
            }
            r.reasons.add(l.reason);
            const pol = p.imports;
            if (pol && (l.reason === 'import' || !pol.appliesTo || pol.appliesTo(l.path))) {
                r.expands = true;
                if (pol.inComments === 'expanded')
                    r.expandsInComments = true;
            }
        }
    }
}
/** Whether the profile's transform keeps an HTML comment of `path` (probe on a marker string). */
function keepsComments(p, path, reason = 'startup') {
    if (!p.transform)
        return true;
    const probe = 'a\n<!-- instruction-stack-probe -->\nb\n';
    try {
        return p.transform(probe, { path, reason }).includes('instruction-stack-probe');
    }
    catch {
        return true;
    }
}
/**
 * Tools that load `path` as instructions, with how they hold it. Taken from the analysed stacks;
 * for a file no stack reached, from a session in its own directory and a root session touching it.
 */
function readersOf(ctx, path) {
    const c = cacheOf(ctx);
    const hit = c.byPath.get(path);
    if (hit && hit.size > 0)
        return hit;
    if (!c.computed.has(path)) {
        c.computed.add(path);
        for (const tool of ctx.tools) {
            if (!isToolId(tool))
                continue;
            try {
                record(c, { ...ctx.resolver.stack(tool, parentDir(path)), targets: [path], vantage: 'local' });
                record(c, { ...ctx.resolver.stack(tool, '', [path]), targets: [path], vantage: 'root' });
            }
            catch {
                // A profile that cannot resolve this path reads nothing here.
            }
        }
    }
    return c.byPath.get(path) ?? new Map();
}
/** Every path some analysed stack loads (layer paths and link targets). */
function loadedPaths(ctx) {
    return [...cacheOf(ctx).byPath.keys()].sort();
}
// ---------------------------------------------------------------------------------------------
// Which files the checks inspect (what counts as an instruction file: src/engine/instruction-files.ts).
/**
 * Instruction files to inspect: what the analysed stacks load, plus the instruction files of the
 * whole tree (no PR) or the changed ones (PR).
 */
function inspectedFiles(ctx) {
    return realFiles(ctx.view, inspectedNames(ctx));
}
/** The paths behind inspectedFiles, as named in the tree (a link by its own name, not its target's). */
function inspectedNames(ctx) {
    const names = instructionNames(ctx);
    if (isPullRequest(ctx)) {
        // A pull request: the files it changes that are instructions (by name, or loaded by some tool).
        // Every changed path not ignored is a target of the analysed stacks (a root session touching it,
        // a session in its directory), so "loaded by some tool" is a lookup in what those stacks load,
        // not ~20 resolutions per changed path (an ignored path's findings are dropped anyway).
        const loaded = cacheOf(ctx).byPath;
        return ctx.changedPaths.filter((p) => ctx.view.entry(p) && (isInstructionPath(p, names) || loaded.has(p)));
    }
    const out = new Set(loadedPaths(ctx));
    for (const p of instructionPaths(ctx.view, names))
        out.add(p);
    return [...out].sort();
}
/** A pull request is analysed (findings about file contents are limited to what it changes). */
function isPullRequest(ctx) {
    return ctx.changedPaths.length > 0;
}
/** Readable files behind `paths`, each once, named by where the bytes live (links followed). */
function realFiles(view, paths) {
    const out = new Set();
    for (const p of paths) {
        const d = loadDoc(view, p);
        if (d.ok)
            out.add(d.realPath);
    }
    return [...out].sort();
}
// ---------------------------------------------------------------------------------------------
// Text.
/** CRLF → LF, trailing whitespace trimmed on every line and at the end. */
function normalise(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((l) => l.trimEnd())
        .join('\n')
        .trimEnd();
}
/** Line diff (src/diff.ts) with line numbers, the first `max` changed lines shown. */
function util_lineDiff(a, b, max = 6) {
    const A = a.split('\n');
    const B = b.split('\n');
    const n = A.length;
    const m = B.length;
    const ops = [];
    // Lines kept before the first change: where "the first difference" is when one side only adds.
    let pre = 0;
    let atA = 1;
    let atB = 1;
    for (const l of diffLines(A, B).lines) {
        if (l.op === ' ') {
            if (ops.length === 0)
                pre++;
            atA++;
            atB++;
        }
        else if (l.op === '-')
            ops.push({ op: '-', line: l.text, at: atA++ });
        else
            ops.push({ op: '+', line: l.text, at: atB++ });
    }
    const onlyA = ops.filter((o) => o.op === '-').length;
    const onlyB = ops.length - onlyA;
    const shown = ops.slice(0, max).map((o) => `${o.op} ${clip(o.line, 100)}`);
    if (ops.length > max)
        shown.push(`… ${ops.length - max} more changed line${ops.length - max === 1 ? '' : 's'}`);
    const firstB = ops.find((o) => o.op === '+');
    const firstA = ops.find((o) => o.op === '-');
    return {
        text: shown.join('\n'),
        onlyA,
        onlyB,
        firstLineB: firstB ? firstB.at : Math.min(pre + 1, m),
        firstLineA: firstA ? firstA.at : Math.min(pre + 1, n),
    };
}
function clip(s, n) {
    return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}
/** 1-based line of the first line matching `re` within lines [from, to] (1-based, inclusive). */
function findLine(text, re, from = 1, to = Infinity) {
    // Walks line by line up to `to` instead of splitting the whole text on every call.
    let start = 0;
    for (let line = 1; line < to + 1 && start <= text.length; line++) {
        const nl = text.indexOf('\n', start);
        const end = nl < 0 ? text.length : nl;
        if (line >= from && re.test(text.slice(start, end)))
            return line;
        if (nl < 0)
            break;
        start = nl + 1;
    }
    return undefined;
}
/**
 * Which tools read `path` (in the analysed stacks, or by its name in their profile), and which of
 * them expand `@imports` in it.
 */
function importSupport(ctx, path) {
    const tools = new Set(readersOf(ctx, path).keys());
    for (const p of profilesOf(ctx)) {
        try {
            if (matchName(path, p.names(ctx.resolver.toolOptions(p.id))))
                tools.add(p.id);
        }
        catch {
            // a profile that cannot list names reads nothing by name
        }
    }
    const expand = [];
    const literal = [];
    for (const t of sortTools(tools)) {
        if (!ctx.tools.includes(t))
            continue;
        const pol = getProfile(t).imports;
        if (pol && (!pol.appliesTo || pol.appliesTo(path)))
            expand.push(t);
        else
            literal.push(t);
    }
    return { expand, literal };
}
/** The verb form agreeing with a list of tools: `agree(tools, 'expands', 'expand')`. */
function agree(items, one, many) {
    return items.length === 1 ? one : many;
}
/** What `from` imports, in order; nothing for an unreadable file. */
function importedPaths(view, from) {
    const doc = loadDoc(view, from);
    if (!doc.ok)
        return [];
    const out = [];
    for (const grammar of ['claude', 'qwen']) {
        for (const r of scanImports(doc.text, { grammar, code: 'marked' })) {
            if (r.inCode || r.inComment)
                continue;
            const t = classifyImport(from, r.spec);
            if (t.kind !== 'repo')
                continue;
            const res = resolvePath(view, t.path);
            out.push(res.ok ? { path: t.path, real: res.path } : { path: t.path });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/checks/budget.ts
// budget: a tool's effective stack exceeds what the tool keeps, so instructions are silently lost.
// Hard budgets come from the stacks (Layer.truncated / omitted, set by each profile's budget);
// soft recommendations (Claude Code's 200 lines) and subagent memory indexes are warnings.






/** Claude Code docs: "target under 200 lines per CLAUDE.md file" (docs/tools/claude-code.md). */
const CLAUDE_RECOMMENDED_LINES = 200;
/** [3p] Claude Code warns "Large CLAUDE.md will impact performance" above 40,000 characters. */
const CLAUDE_LARGE_CHARS = 40_000;
/** Subagent / auto-memory index: first 200 lines, 25 KB (profiles.md A5). */
const budget_MEMORY_MAX_LINES = 200;
const budget_MEMORY_MAX_BYTES = 25_000;
function list(items, max = 3) {
    const uniq = [...new Set(items)];
    return uniq.length <= max ? uniq.join(', ') : `${uniq.slice(0, max).join(', ')} and ${uniq.length - max} more`;
}
function budgetFix(tool, path) {
    switch (tool) {
        case 'codex':
            return `Shorten ${path} or move parts into AGENTS.md files closer to the code they cover; or raise project_doc_max_bytes in ~/.codex/config.toml for everyone (and tools-options.codex.maxBytes here).`;
        case 'deepseek-harness':
            return `Shorten ${path} or the broader files above it, or raise maxBytes in the DeepSeek Harness configuration (and tools-options.deepseek-harness.maxBytes here).`;
        case 'copilot':
            return `Keep ${path} under the per-file limit: split it into .github/instructions/*.instructions.md files with applyTo.`;
        default:
            return `Shorten ${path}, or split it so each tool's budget holds what it must keep.`;
    }
}
function hardLosses(ctx) {
    const losses = new Map();
    for (const s of ctx.stacks) {
        for (const l of s.layers) {
            if (!l.truncated && !l.omitted)
                continue;
            const k = `budget:${s.tool}:${l.path}:${l.omitted ? 'drop' : 'cut'}:${l.keptBytes}:${l.transformedBytes}`;
            let loss = losses.get(k);
            if (!loss)
                losses.set(k, (loss = { tool: s.tool, layer: l, stack: s, sessions: [], targets: new Set() }));
            loss.sessions.push(s.cwd);
            for (const t of s.targets)
                loss.targets.add(t);
        }
    }
    const out = [];
    for (const [key, { tool, layer: l, stack: s, sessions, targets }] of losses) {
        const name = toolName(tool);
        const lost = Math.max(0, l.transformedBytes - l.keptBytes);
        const why = l.note ??
            (s.budgetBytes !== null ? `budget ${s.budgetBytes} bytes${s.budgetCounts ? `, counting ${s.budgetCounts}` : ''}` : s.budgetCounts ?? 'per-file limit');
        const firstLost = l.truncated ? (l.lastLineKept ?? 0) + 1 : 1;
        const what = l.omitted
            ? `${name} drops ${l.path} entirely, ${l.transformedBytes} bytes (${why})`
            : `${name} keeps only ${l.keptBytes} of ${l.transformedBytes} bytes of ${l.path} (${why}): from line ${firstLost} on, ${lost} bytes are lost`;
        const tlist = [...targets].map(show);
        out.push({
            check: 'budget',
            severity: 'error',
            path: l.path,
            line: firstLost,
            tools: [tool],
            message: `${what}; in sessions started in ${list(sessions.map(show), 5)}${tlist.length ? ` (for ${list(tlist, 5)})` : ''}`,
            fix: budgetFix(tool, l.path),
            key,
        });
    }
    return out;
}
function countLines(text) {
    if (text === '')
        return 0;
    const n = text.split('\n').length;
    return text.endsWith('\n') ? n - 1 : n;
}
/** Claude Code's recommended size per memory file (soft; nothing is cut). */
function claudeSize(ctx) {
    if (!ctx.tools.includes('claude-code'))
        return [];
    const out = [];
    const seen = new Set();
    for (const s of ctx.stacks) {
        if (s.tool !== 'claude-code')
            continue;
        for (const l of s.layers) {
            if (l.omitted || seen.has(l.path))
                continue;
            seen.add(l.path);
            const doc = loadDoc(ctx.view, l.path);
            if (!doc.ok)
                continue;
            // Loaded through a symlink (web/CLAUDE.md -> AGENTS.md): the file to shorten, and the one a
            // pull request edits, is the target; reported once under it.
            const file = doc.realPath;
            if (file !== l.path && seen.has(`\0${file}`))
                continue;
            seen.add(`\0${file}`);
            const lines = countLines(doc.text);
            const chars = doc.text.length;
            if (lines <= CLAUDE_RECOMMENDED_LINES && chars <= CLAUDE_LARGE_CHARS)
                continue;
            const parts = [];
            if (lines > CLAUDE_RECOMMENDED_LINES)
                parts.push(`${lines} lines; Claude Code's documentation recommends under ${CLAUDE_RECOMMENDED_LINES} per CLAUDE.md file`);
            if (chars > CLAUDE_LARGE_CHARS)
                parts.push(`${chars} characters, above the ${CLAUDE_LARGE_CHARS} at which Claude Code warns that a large memory file impacts performance`);
            out.push({
                check: 'budget',
                severity: 'warning',
                path: file,
                line: lines > CLAUDE_RECOMMENDED_LINES ? CLAUDE_RECOMMENDED_LINES + 1 : 1,
                tools: ['claude-code'],
                message: `${file}${file !== l.path ? ` (loaded as ${l.path}, a symlink to it)` : ''} has ${parts.join(', and ')} (see instruction-stack's docs/tools/claude-code.md); nothing is cut, but long files are followed less reliably`,
                fix: `Move topic-specific parts of ${file} into .claude/rules/*.md with paths: frontmatter, or into CLAUDE.md files in the directories they are about.`,
                key: `budget-size:claude-code:${file}`,
            });
        }
    }
    return out;
}
/** Subagents with `memory: project` read the first 200 lines / 25 KB of their MEMORY.md. */
function agentMemory(ctx) {
    if (!ctx.tools.includes('claude-code'))
        return [];
    const out = [];
    const changed = new Set(ctx.changedPaths);
    for (const agent of ctx.view.allPaths()) {
        const rf = ruleFile(agent);
        if (!rf || rf.kind !== 'claude-agent')
            continue;
        const doc = loadDoc(ctx.view, agent);
        if (!doc.ok)
            continue;
        const fm = frontmatterOf(doc);
        const scope = fm.data.memory;
        if (scope !== 'project' && scope !== 'local')
            continue;
        const name = typeof fm.data.name === 'string' && fm.data.name.trim() !== '' ? fm.data.name.trim() : baseName(agent).replace(/\.md$/, '');
        const mem = joinPath(rf.base, `.claude/${scope === 'project' ? 'agent-memory' : 'agent-memory-local'}/${name}/MEMORY.md`);
        if (!isFile(ctx.view, mem))
            continue;
        if (changed.size > 0 && !changed.has(mem) && !changed.has(agent))
            continue;
        const md = loadDoc(ctx.view, mem);
        if (!md.ok)
            continue;
        const lines = countLines(md.text);
        const bytes = Buffer.byteLength(md.text);
        if (lines <= budget_MEMORY_MAX_LINES && bytes <= budget_MEMORY_MAX_BYTES)
            continue;
        // First line not delivered: past line 200, or the line holding byte 25,000.
        let firstLost = lines > budget_MEMORY_MAX_LINES ? budget_MEMORY_MAX_LINES + 1 : Infinity;
        if (bytes > budget_MEMORY_MAX_BYTES) {
            let acc = 0;
            const ls = md.text.split('\n');
            for (let i = 0; i < ls.length; i++) {
                acc += Buffer.byteLength(ls[i]) + 1;
                if (acc > budget_MEMORY_MAX_BYTES) {
                    firstLost = Math.min(firstLost, i + 1);
                    break;
                }
            }
        }
        const line = Number.isFinite(firstLost) ? firstLost : budget_MEMORY_MAX_LINES + 1;
        const lostLines = Math.max(0, lines - line + 1);
        const firstText = md.text.split('\n')[line - 1] ?? '';
        out.push({
            check: 'budget',
            severity: 'warning',
            path: mem,
            line,
            tools: ['claude-code'],
            message: `${mem} is the memory index of subagent "${name}" (${agent}, memory: ${scope}); it has ${plural(lines, 'line')} and ${bytes} bytes, ` +
                `but the subagent starts with only the first ${budget_MEMORY_MAX_LINES} lines / ${budget_MEMORY_MAX_BYTES} bytes: ${plural(lostLines, 'line')} from line ${line} ` +
                `(${JSON.stringify(clip(firstText.trim(), 60))}) never reach it`,
            fix: `Condense ${mem} into a short index and move details into topic files in the same folder, which the subagent reads on demand.`,
            key: `budget-memory:${mem}`,
        });
    }
    return out;
}
const budget = {
    id: 'budget',
    title: 'Instructions lost to a size budget',
    defaultSeverity: 'error',
    description: "A tool's effective instructions for a path exceed that tool's budget (Codex project_doc_max_bytes, DeepSeek Harness maxBytes, per-file caps), so files are cut or dropped without notice; also flags files past recommended sizes.",
    run(ctx) {
        return [...hardLosses(ctx), ...claudeSize(ctx), ...agentMemory(ctx)];
    },
};

;// CONCATENATED MODULE: ./src/count.ts
// Counts and sizes as people read them: `12,345` (en-US grouping, as Intl.NumberFormat('en-US') and
// toLocaleString('en-US') write it). Creating an Intl.NumberFormat loads ICU's number data (~15-30 ms
// of the action's start-up on a small PR), so safe integers, which every count and byte size is, are
// grouped here; anything else (fractions, -0, huge or non-finite values) still goes to Intl.
// test/markdown-num.test.ts compares the two.
let nf;
function grouped(n) {
    if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
        const digits = String(Math.abs(n));
        let out = digits;
        if (digits.length > 3) {
            const head = digits.length % 3 || 3;
            out = digits.slice(0, head);
            for (let i = head; i < digits.length; i += 3)
                out += `,${digits.slice(i, i + 3)}`;
        }
        return n < 0 ? `-${out}` : out;
    }
    nf ??= new Intl.NumberFormat('en-US');
    return nf.format(n);
}

;// CONCATENATED MODULE: ./src/checks/duplicate.ts
// duplicate: the same content sent twice in one tool's session — a file loaded directly and again
// through another file's `@import` (Copilot reading AGENTS.md, and CLAUDE.md's `@AGENTS.md`), two
// loaded files importing the same file, or two files with the same text both loaded. Taken from the
// layers the engine resolved, never from file names: a tool the engine shows loading a file once
// (Claude Code's imports, a symlink read under two names, Copilot dropping identical copies) is silent.








/** Below this many bytes sent again, a duplicate is a note: real, but not worth a reviewer's minute. */
const WORTH_BYTES = 1024;
const occId = (o) => `${o.real}<${o.via ?? ''}`;
// A small number per distinct (path, importer, bytes kept) of a layer; layers are shared objects, so
// each is keyed once, not once per stack holding it.
const layerKeys = new Map();
const keyOfLayer = new WeakMap();
function layerKey(l) {
    let id = keyOfLayer.get(l);
    if (id === undefined) {
        const k = `${l.path}<${l.via ?? ''}<${l.keptBytes}`;
        id = layerKeys.get(k);
        if (id === undefined)
            layerKeys.set(k, (id = layerKeys.size));
        keyOfLayer.set(l, id);
    }
    return id;
}
const depth = (p) => p.split('/').length;
/**
 * What a layer's file says, normalised (line endings, trailing space), with where its live `@imports`
 * lead, hashed; undefined for an empty or unreadable file. Two files holding just `@AGENTS.md` in
 * two directories are no copies: each brings its own directory's AGENTS.md.
 */
function contentKey(view, path, memo) {
    if (memo.has(path))
        return memo.get(path);
    const doc = loadDoc(view, path);
    let k;
    if (doc.ok) {
        const text = normalise(doc.text);
        if (text !== '') {
            const h = (0,external_node_crypto_.createHash)('sha1').update(text);
            if (text.includes('@'))
                for (const i of importedPaths(view, path))
                    h.update(`\0${i.real ?? i.path}`);
            k = h.digest('hex');
        }
    }
    memo.set(path, k);
    return k;
}
/**
 * A small number per distinct content of a layer's file (contentKey), -1 for a layer not sent or an
 * empty or unreadable file; each layer object looked at once per run.
 */
function contentIdsOf(view, memo) {
    const ids = new WeakMap();
    const byKey = new Map();
    return (l) => {
        let id = ids.get(l);
        if (id === undefined) {
            const k = l.omitted || l.keptBytes === 0 ? undefined : contentKey(view, l.path, memo);
            if (k === undefined)
                id = -1;
            else {
                id = byKey.get(k);
                if (id === undefined)
                    byKey.set(k, (id = byKey.size));
            }
            ids.set(l, id);
        }
        return id;
    };
}
/** Whether two layers of a list send the same content (what `repeats` needs to find anything). */
function mayRepeat(layers, idOf) {
    const seen = new Set();
    for (const l of layers) {
        const id = idOf(l);
        if (id < 0)
            continue;
        if (seen.has(id))
            return true;
        seen.add(id);
    }
    return false;
}
/**
 * The repetitions of one session: for every content sent more than once, the occurrence that counts
 * as the original (a direct read before an import; the copy nearest the root) and the others.
 * An import inside a file that is itself repeated is part of that file's repetition, not one more.
 */
function repeats(view, layers, memo) {
    const by = new Map();
    const count = new Map();
    for (const l of layers) {
        if (l.omitted || l.keptBytes === 0)
            continue;
        const k = contentKey(view, l.path, memo);
        if (k === undefined)
            continue;
        let g = by.get(k);
        if (!g)
            by.set(k, (g = []));
        const real = l.realPath ?? l.path;
        g.push({ path: l.path, real, via: l.reason === 'import' ? l.via : undefined, keptBytes: l.keptBytes });
        count.set(l.path, (count.get(l.path) ?? 0) + 1);
    }
    const out = [];
    for (const g0 of by.values()) {
        const g = g0.filter((o) => !o.via || (count.get(o.via) ?? 0) < 2);
        if (g.length < 2)
            continue;
        const direct = g.filter((o) => !o.via);
        const first = direct.length > 0 ? direct.reduce((a, b) => (depth(b.path) < depth(a.path) ? b : a)) : g[0];
        out.push({ first, again: g.filter((o) => o !== first) });
    }
    return out;
}
/** 1-based line of the `@import` in `from` that reaches `target` (by path or link target), in the tool's grammar. */
function importLine(view, tool, from, target) {
    const doc = loadDoc(view, from);
    const pol = getProfile(tool).imports;
    if (!doc.ok || !pol)
        return undefined;
    const real = loadDoc(view, target).realPath;
    for (const r of scanImports(doc.text, { grammar: pol.grammar, code: pol.code })) {
        if (r.inCode)
            continue;
        const t = classifyImport(from, r.spec);
        if (t.kind !== 'repo')
            continue;
        if (t.path === target)
            return r.line;
        const res = resolvePath(view, t.path);
        if (res.ok && (res.path === real || res.path === target))
            return r.line;
    }
    return undefined;
}
const how = (o) => (o.via ? `through ${o.via}'s @import` : 'directly');
function messageOf(a) {
    const tools = sortTools(a.tools);
    const verb = tools.length === 1 ? 'sends' : 'send';
    const cost = `${grouped(a.bytes)} bytes (about ${grouped(Math.round(a.bytes / 4))} tokens) sent again`;
    if (a.first.real === a.again.real)
        return `${toolNames(tools)} ${verb} ${a.again.path} twice in one session, ${how(a.first)} and again ${how(a.again)}: ${cost}`;
    return `${toolNames(tools)} ${verb} ${a.again.path}${a.again.via ? ` (${how(a.again)})` : ''}, a copy of ${a.first.path}${a.first.via ? ` (${how(a.first)})` : ''}, in the same session: ${cost}`;
}
/**
 * Whether some analysed session gets `target` only through `importer`'s @import (Claude Code reading
 * CLAUDE.md and not AGENTS.md): then the import cannot simply go.
 */
function importNeeded(holding, importer, target) {
    return holding(target).some((layers) => {
        let through = false;
        for (const l of layers) {
            if ((l.realPath ?? l.path) !== target || l.omitted)
                continue;
            if (l.reason === 'import' && l.via === importer)
                through = true;
            else
                return false;
        }
        return through;
    });
}
/**
 * Indexed for the real paths `asked` only (the files findings import again), in one pass; any other
 * path is answered by a pass of its own.
 */
function layersHolding(stacks, asked) {
    const build = (wanted) => {
        const index = new Map();
        // Stacks of one session directory share their layer list: each list is indexed once.
        const seen = new Set();
        for (const s of stacks) {
            if (seen.has(s.layers))
                continue;
            seen.add(s.layers);
            for (const l of s.layers) {
                const p = l.realPath ?? l.path;
                if (!wanted(p))
                    continue;
                let lists = index.get(p);
                if (!lists)
                    index.set(p, (lists = []));
                // a list holding the path twice is listed once
                if (lists[lists.length - 1] !== s.layers)
                    lists.push(s.layers);
            }
        }
        return index;
    };
    let index;
    return (real) => {
        if (!asked.has(real))
            return build((p) => p === real).get(real) ?? [];
        index ??= build((p) => asked.has(p));
        return index.get(real) ?? [];
    };
}
function fixFor(view, holding, a) {
    const { first, again } = a;
    if (again.via) {
        const importer = again.via;
        if (!importNeeded(holding, importer, again.real)) {
            return `Drop the @import of ${again.path} from ${importer}: every session that reads ${importer} loads ${first.path} already.`;
        }
        if (!first.via && first.real === again.real) {
            const own = loadDoc(view, importer);
            const onlyImports = own.ok && normalise(own.text.replace(/(^|\s)@\S+/g, ' ')).trim() === '';
            const link = relFrom(parentDir(importer), again.real);
            return `Replace ${importer} with a symlink to ${link}${onlyImports ? '' : ` (moving its own lines into ${again.path})`}: a tool that reads both names loads a linked file once, and a tool that reads only ${importer} still gets ${again.path}.`;
        }
        return `Import ${again.path} from one of ${first.via ?? first.path} and ${importer} only, where every tool that reads ${importer} reads ${first.via ?? first.path} too.`;
    }
    return `Make ${again.path} a symlink to ${relFrom(parentDir(again.path), first.real)} (a tool loads a linked file once), or delete it if every tool that reads it reads ${first.path} too.`;
}
const duplicate = {
    id: 'duplicate',
    title: 'Instructions sent twice',
    defaultSeverity: 'warning',
    description: "The same content loaded twice in one tool's session: a file read directly and again through an @import (Copilot reading AGENTS.md and CLAUDE.md's @AGENTS.md), two loaded files importing the same file, or two files with the same text both loaded; with the bytes sent again.",
    pattern: copiesPattern,
    run(ctx) {
        const view = ctx.view;
        const memo = new Map();
        const found = new Map();
        // Sessions with the same layers repeat the same answer: one look per (tool, layer list).
        const done = new Set();
        // Stacks of one session directory share their layer list: its signature is built once.
        const lists = new Map();
        const contentIds = contentIdsOf(view, memo);
        for (const s of ctx.stacks) {
            if (!isToolId(s.tool) || !ctx.tools.includes(s.tool) || s.layers.length < 2)
                continue;
            let seen = lists.get(s.tool);
            if (!seen)
                lists.set(s.tool, (seen = new Set()));
            if (seen.has(s.layers))
                continue;
            seen.add(s.layers);
            // Most lists send no content twice: told by one look-up per layer, without a signature (a list
            // with the same signature has the same paths and kept bytes, so it sends nothing twice either).
            if (!mayRepeat(s.layers, contentIds))
                continue;
            const sig = `${s.tool}\0${s.layers.map(layerKey).join(',')}`;
            if (done.has(sig))
                continue;
            done.add(sig);
            for (const { first, again } of repeats(view, s.layers, memo)) {
                for (const o of again) {
                    // One finding per place a repetition comes from, whichever tools and sessions show it.
                    const k = `${first.real}\0${occId(o)}`;
                    const hit = found.get(k);
                    if (hit) {
                        hit.tools.add(s.tool);
                        hit.bytes = Math.max(hit.bytes, o.keptBytes);
                    }
                    else
                        found.set(k, { first, again: o, tools: new Set([s.tool]), bytes: o.keptBytes });
                }
            }
        }
        const out = [];
        const holding = layersHolding(ctx.stacks, new Set([...found.values()].filter((a) => a.again.via).map((a) => a.again.real)));
        for (const [k, a] of found) {
            const tools = sortTools(a.tools);
            const path = a.again.via ?? a.again.path;
            out.push({
                check: 'duplicate',
                severity: a.bytes >= WORTH_BYTES ? 'warning' : 'note',
                path,
                line: a.again.via ? (importLine(view, tools[0], a.again.via, a.again.path) ?? 1) : 1,
                tools,
                message: messageOf(a),
                fix: fixFor(view, holding, a),
                key: `duplicate:${k}`,
            });
        }
        return out;
    },
};
const LINK_FIX = /^Make (.+) a symlink to (.+) \(a tool loads a linked file once\)/;
const quote = (s) => (/^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);
/** Many copies of one file sent again: one entry, and one command linking every copy to its original. */
function copiesPattern(fs) {
    const links = fs.map((f) => LINK_FIX.exec(f.fix ?? ''));
    if (links.some((m) => !m))
        return undefined;
    const pairs = [...new Map(links.map((m) => [m[1], m[2]])).entries()];
    const tools = sortTools(new Set(fs.flatMap((f) => f.tools ?? [])));
    const bytes = fs.reduce((n, f) => n + Number(/([\d,]+) bytes/.exec(f.message)?.[1]?.replace(/,/g, '') ?? 0), 0);
    return {
        message: `${pairs.length} files are copies of a file ${toolNames(tools)} already ${tools.length === 1 ? 'sends' : 'send'} in the same sessions: ${grouped(bytes)} bytes sent again in all`,
        fix: linkCommand(pairs),
    };
}
// A fix line stays readable: 20,000 copies made a 700 kB command of one line.
const LINKS_SHOWN = 10;
function linkCommand(pairs) {
    const cmd = pairs.slice(0, LINKS_SHOWN).map(([p, to]) => `ln -sf ${quote(to)} ${quote(p)}`).join(' && ');
    if (pairs.length <= LINKS_SHOWN)
        return `Link every copy to its original: \`${cmd}\``;
    return `Link every copy to its original (the first ${LINKS_SHOWN} of ${pairs.length} here; each copy's own finding names its original): \`${cmd}\``;
}

;// CONCATENATED MODULE: ./src/checks/fork.ts
// fork: files that stand for the same instructions under different names in one directory
// (AGENTS.md, CLAUDE.md, GEMINI.md...) and have drifted apart, or are copies that will.






/** Names that stand for the same instructions in one directory, in preference order (AGENTS.md is the reference). */
const TWIN_NAMES = ['AGENTS.md', 'CLAUDE.md', 'GEMINI.md', 'QWEN.md', 'AGENT.md'];
/** Twins that live at the root only. */
const ROOT_TWINS = ['.github/copilot-instructions.md'];
/** Directories holding at least two twin names, with their twin paths in preference order. */
function twinGroups(view, names) {
    const simple = new Set(names.filter((n) => !n.includes('/')));
    const nested = names.filter((n) => n.includes('/'));
    const found = new Map();
    const add = (dir, p) => {
        let s = found.get(dir);
        if (!s)
            found.set(dir, (s = new Set()));
        s.add(p);
    };
    for (const p of view.allPaths()) {
        if (simple.has(baseName(p)))
            add(parentDir(p), p);
        for (const n of nested) {
            if (p === n)
                add('', p);
            else if (p.endsWith(`/${n}`))
                add(p.slice(0, p.length - n.length - 1), p);
        }
    }
    for (const n of ROOT_TWINS)
        if (view.entry(n))
            add('', n);
    const order = (dir, p) => {
        const rel = dir === '' ? p : p.slice(dir.length + 1);
        const i = names.indexOf(rel);
        return i < 0 ? names.length : i;
    };
    const out = new Map();
    for (const [dir, set] of found) {
        if (set.size < 2)
            continue;
        out.set(dir, [...set].sort((a, b) => order(dir, a) - order(dir, b) || a.localeCompare(b)));
    }
    return out;
}
function member(view, path) {
    const doc = loadDoc(view, path);
    if (!doc.ok)
        return undefined;
    return { path, real: doc.realPath, regular: view.entry(path)?.kind === 'file', text: normalise(doc.text), raw: doc.text };
}
/** `from` imports `to` with a live `@import` (outside code and comments). */
function imports(view, from, to) {
    const seen = new Set();
    for (const grammar of ['claude', 'qwen']) {
        for (const r of scanImports(from.raw, { grammar, code: 'marked' })) {
            if (r.inCode || r.inComment || seen.has(r.spec))
                continue;
            seen.add(r.spec);
            const t = classifyImport(from.path, r.spec);
            if (t.kind !== 'repo')
                continue;
            if (t.path === to.path || t.path === to.real)
                return true;
            const res = resolvePath(view, t.path);
            if (res.ok && res.path === to.real)
                return true;
        }
    }
    return false;
}
function readers(ctx, ...paths) {
    const out = [];
    for (const p of paths)
        out.push(...readersOf(ctx, p).keys());
    return sortTools(out);
}
/** How to keep `copy` in step with `ref`: a symlink, or an import where the readers of `copy` expand one. */
function fork_fixFor(ctx, ref, copy) {
    const rel = relFrom(parentDir(copy), ref);
    const link = `replace ${copy} with a symlink (\`ln -sf ${rel} ${copy}\`)`;
    const { expand, literal } = importSupport(ctx, copy);
    if (expand.length === 0)
        return `Keep one source: ${link}.`;
    const imp = `or, where Windows checkouts matter, with a one-line \`@${rel}\` plus only what is specific to it (${toolNames(expand)} ${agree(expand, 'expands', 'expand')} it${literal.length ? `; ${toolNames(literal)} would read the line literally` : ''})`;
    return `Keep one source: ${link}, ${imp}.`;
}
/** "Codex CLI, Pi read AGENTS.md; Claude Code reads CLAUDE.md" */
function versions(ctx, a, b) {
    const parts = [];
    for (const p of [a, b]) {
        const t = sortTools(readersOf(ctx, p).keys());
        if (t.length)
            parts.push(`${toolNames(t)} ${agree(t, 'reads', 'read')} ${p}`);
    }
    return parts.length ? parts.join('; ') : 'tools reading one name get a different version than tools reading the other';
}
/**
 * Whether two files of a directory stand in for one another: some tool reads the first and not
 * the second, and some other tool the second and not the first (CLAUDE.md for Claude Code,
 * AGENTS.md for Codex). Files one tool reads together (Copilot: copilot-instructions.md and
 * AGENTS.md) are two files, not two versions of one.
 */
function inPlaceOfEachOther(ctx, a, b) {
    const ra = new Set(readersOf(ctx, a).keys());
    const rb = new Set(readersOf(ctx, b).keys());
    return [...ra].some((t) => !rb.has(t)) && [...rb].some((t) => !ra.has(t));
}
/** Whether `m` says it is a copy of `ref` ("keep in sync with AGENTS.md", "mirror of AGENTS.md"). */
function claimsCopy(m, ref) {
    const name = baseName(ref.path).replace(/[.]/g, '\\.');
    const near = new RegExp(`(cop(y|ied)|mirror|in sync|sync(ed)? with|same as|identical|duplicate)[^\\n]{0,60}${name}|${name}[^\\n]{0,60}(cop(y|ied)|mirror|in sync|identical|duplicate)`, 'i');
    return near.test(m.raw);
}
/** Share of the shorter file's lines the two have in common: below one half they are separate files, not drifted copies. */
function overlap(a, b, d) {
    const la = a === '' ? 0 : a.split('\n').length;
    const lb = b === '' ? 0 : b.split('\n').length;
    const common = Math.max(0, la - d.onlyA);
    return common / Math.max(1, Math.min(la, lb));
}
const fork = {
    id: 'fork',
    title: 'Twin instruction files that drifted',
    defaultSeverity: 'error',
    description: 'AGENTS.md, CLAUDE.md, GEMINI.md and other names for the same instructions in one directory whose contents differ (drifted twins), or identical copies that will drift.',
    run(ctx) {
        const names = [...TWIN_NAMES, ...(ctx.twinNames ?? []).filter((n) => !TWIN_NAMES.includes(n))];
        const out = [];
        const changed = new Set(ctx.changedPaths);
        for (const [dir, paths] of twinGroups(ctx.view, names)) {
            const all = paths.map((p) => member(ctx.view, p)).filter((m) => m !== undefined);
            // A link to a twin is the sanctioned way to share; only regular files can drift.
            const regular = all.filter((m) => m.regular);
            if (regular.length < 2)
                continue;
            // In a pull request, only directories whose twins it touches.
            if (changed.size > 0 && !all.some((m) => changed.has(m.path) || changed.has(m.real)))
                continue;
            const ref = regular[0];
            for (const m of regular.slice(1)) {
                if (m.real === ref.real)
                    continue;
                if (imports(ctx.view, m, ref) || imports(ctx.view, ref, m))
                    continue;
                // Who reads the pair: only once there is a finding to say it in (it may resolve stacks).
                let who;
                const toolsOf = () => (who ??= readers(ctx, ref.path, m.path));
                // A pull request that edits one of two identical twins and not the other.
                if (ctx.base && changed.size > 0 && changed.has(ref.path) !== changed.has(m.path) && m.text !== ref.text) {
                    const b1 = member(ctx.base, ref.path);
                    const b2 = member(ctx.base, m.path);
                    if (b1 && b2 && b1.regular && b2.regular && b1.text === b2.text) {
                        const [edited, stale] = changed.has(ref.path) ? [ref, m] : [m, ref];
                        const d = util_lineDiff(stale.text, edited.text);
                        out.push({
                            check: 'fork',
                            severity: 'error',
                            path: edited.path,
                            line: d.firstLineB,
                            tools: toolsOf(),
                            message: `This change edits ${edited.path} but not its twin ${stale.path}; they were identical on the base branch and now differ ` +
                                `(${plural(d.onlyB, 'line')} only in ${baseName(edited.path)}, ${plural(d.onlyA, 'line')} only in ${baseName(stale.path)}).\n--- ${stale.path}\n+++ ${edited.path}\n${d.text}`,
                            fix: `Update ${stale.path} too. ${fork_fixFor(ctx, ref.path, m.path)}`,
                            key: `fork-pr:${edited.path}:${stale.path}`,
                        });
                        continue;
                    }
                }
                if (m.text === ref.text) {
                    const tools = toolsOf();
                    out.push({
                        check: 'fork',
                        severity: 'warning',
                        path: m.path,
                        line: 1,
                        tools,
                        message: `${m.path} is a copy of ${ref.path} (identical today); copies drift as soon as one is edited${tools.length ? ` (${toolNames(tools)} read one or the other)` : ''}`,
                        fix: fork_fixFor(ctx, ref.path, m.path),
                        key: `fork-copy:${m.path}:${ref.path}`,
                    });
                    continue;
                }
                const d = util_lineDiff(ref.text, m.text);
                // Twins: names the team declared (fork.names), files some tool reads in place of the other, or
                // files that say they are copies; and drifted copies still share most of their lines.
                const declared = (ctx.twinNames ?? []).some((n) => m.path === n || m.path.endsWith(`/${n}`));
                // Both conditions must hold; the cheap one first (the other may resolve stacks).
                if (overlap(ref.text, m.text, d) < 0.5)
                    continue;
                if (!declared && !inPlaceOfEachOther(ctx, ref.path, m.path) && !claimsCopy(m, ref) && !claimsCopy(ref, m))
                    continue;
                out.push({
                    check: 'fork',
                    severity: 'error',
                    path: m.path,
                    line: d.firstLineB,
                    tools: toolsOf(),
                    message: `${m.path} and ${ref.path} stand for the same instructions in ${show(dir)} but have drifted apart ` +
                        `(${plural(d.onlyB, 'line')} only in ${baseName(m.path)}, ${plural(d.onlyA, 'line')} only in ${baseName(ref.path)}); ` +
                        `${versions(ctx, ref.path, m.path)}.\n--- ${ref.path}\n+++ ${m.path}\n${d.text}`,
                    fix: `Merge the differences into ${ref.path}, then ${fork_fixFor(ctx, ref.path, m.path).replace(/^Keep one source: /, '')}`,
                    key: `fork:${m.path}:${ref.path}`,
                });
            }
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./schema/instruction-stack.schema.json
const instruction_stack_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/instruction-stack/instruction-stack/main/schema/instruction-stack.schema.json","title":"instruction-stack configuration (.github/instruction-stack.yml)","description":"Configuration of the instruction-stack GitHub Action and CLI. Every key is optional; on a pull request the file is read from the base.","type":"object","additionalProperties":false,"properties":{"tools":{"description":"Tools to analyse (default: the established tools, plus the opt-in ones (cline, kilo-code, continue-cli, roo-code, windsurf) whose own rules files are in the repository). A single id is accepted as a one-element list.","anyOf":[{"type":"string","enum":["claude-code","codex","gemini-cli","qwen-code","copilot","opencode","pi","cursor","deepseek-harness","grok-build","cline","kilo-code","continue-cli","roo-code","windsurf"]},{"type":"array","items":{"type":"string","enum":["claude-code","codex","gemini-cli","qwen-code","copilot","opencode","pi","cursor","deepseek-harness","grok-build","cline","kilo-code","continue-cli","roo-code","windsurf"]}}]},"tools-options":{"description":"Per-tool settings a team keeps outside the repository; they override settings read from the tree. Each tool accepts only the options its profile honours.","type":"object","additionalProperties":false,"properties":{"claude-code":{"description":"Options for Claude Code","type":"object","additionalProperties":false,"properties":{"instructionFiles":{"type":"string","enum":["claude-md","claude-md-or-agents-md","claude-md-and-agents-md"],"description":"Claude Code `instructionFiles`: claude-md (releases before the AGENTS.md fallback), claude-md-or-agents-md, claude-md-and-agents-md."},"claudeMdExcludes":{"description":"Claude Code `claudeMdExcludes`: globs over absolute paths; matching instruction files are skipped.","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]},"externalImports":{"type":"boolean","description":"Whether the user approved Claude Code\'s @imports from outside the session\'s working directory (its one-time dialog; `hasClaudeMdExternalIncludesApproved` in ~/.claude.json). Default false: such imports are not loaded; every stack that depends on it says so (`assumes`)."},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer\'s machine (never read here). exist (default): such a link takes its name\'s place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"codex":{"description":"Options for Codex CLI","type":"object","additionalProperties":false,"properties":{"maxBytes":{"type":"integer","minimum":1,"description":"Codex `project_doc_max_bytes`: bytes of project instructions kept, root to working directory (default 32768)."},"fallbackFilenames":{"description":"Codex `project_doc_fallback_filenames`: names tried in a directory when it has no AGENTS.md.","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]},"trusted":{"type":"boolean","description":"Whether Codex trusts the project (`trust_level = \\"trusted\\"` in ~/.codex/config.toml); only then does it apply the project\'s `.codex/config.toml`. Default true; every stack that depends on it says so (`assumes`)."},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer\'s machine (never read here). exist (default): such a link takes its name\'s place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"gemini-cli":{"description":"Options for Gemini CLI","type":"object","additionalProperties":false,"properties":{"contextFileNames":{"description":"`context.fileName`: the instruction file names the tool reads (default GEMINI.md / QWEN.md).","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]},"importFormat":{"type":"string","enum":["tree","flat"],"description":"`context.importFormat`: how @imports are spliced (tree or flat)."}}},"qwen-code":{"description":"Options for Qwen Code","type":"object","additionalProperties":false,"properties":{"contextFileNames":{"description":"`context.fileName`: the instruction file names the tool reads (default GEMINI.md / QWEN.md).","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]},"importFormat":{"type":"string","enum":["tree","flat"],"description":"`context.importFormat`: how @imports are spliced (tree or flat)."}}},"copilot":{"description":"Options for GitHub Copilot","type":"object","additionalProperties":false,"properties":{"perFileMaxChars":{"type":"integer","minimum":1,"description":"Opt-in: Copilot code review\'s per-file read limit in characters (4000)."}}},"opencode":{"description":"Options for OpenCode","type":"object","additionalProperties":false,"properties":{"instructions":{"description":"OpenCode `instructions` (opencode.json): further instruction files, paths or globs looked for from the session\'s directory up to the repository root, loaded after the AGENTS.md files.","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer\'s machine (never read here). exist (default): such a link takes its name\'s place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"pi":{"description":"Options for Pi","type":"object","additionalProperties":false,"properties":{"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer\'s machine (never read here). exist (default): such a link takes its name\'s place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"cursor":{"description":"Options for Cursor (it has none).","type":"object","additionalProperties":false,"properties":{}},"deepseek-harness":{"description":"Options for DeepSeek Harness","type":"object","additionalProperties":false,"properties":{"maxBytes":{"type":"integer","minimum":1,"description":"DeepSeek Harness `maxBytes`: the instruction budget in bytes."},"maxSourceBytes":{"type":"integer","minimum":1,"description":"DeepSeek Harness `maxSourceBytes`: bytes kept per source file."}}},"grok-build":{"description":"Options for Grok Build (it has none).","type":"object","additionalProperties":false,"properties":{}},"cline":{"description":"Options for Cline CLI (it has none).","type":"object","additionalProperties":false,"properties":{}},"kilo-code":{"description":"Options for Kilo Code CLI","type":"object","additionalProperties":false,"properties":{"instructions":{"description":"Kilo Code `instructions` (kilo.json, opencode.json): further instruction files, paths or globs looked for from the session\'s directory up to the repository root, loaded after the rules.","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]}}},"continue-cli":{"description":"Options for Continue CLI (it has none).","type":"object","additionalProperties":false,"properties":{}},"roo-code":{"description":"Options for Roo Code (it has none).","type":"object","additionalProperties":false,"properties":{}},"windsurf":{"description":"Options for Windsurf (it has none).","type":"object","additionalProperties":false,"properties":{}}}},"checks":{"description":"Severity of each check\'s findings: error, warning, note or off (false = off).","type":"object","additionalProperties":false,"properties":{"budget":{"description":"Instructions lost to a size budget (default error). A tool\'s effective instructions for a path exceed that tool\'s budget (Codex project_doc_max_bytes, DeepSeek Harness maxBytes, per-file caps), so files are cut or dropped without notice; also flags files past recommended sizes.","enum":["error","warning","note","off",false]},"fork":{"description":"Twin instruction files that drifted (default error). AGENTS.md, CLAUDE.md, GEMINI.md and other names for the same instructions in one directory whose contents differ (drifted twins), or identical copies that will drift.","enum":["error","warning","note","off",false]},"symlink":{"description":"Symlinked instruction files (default error). Instruction files or rules directories that are symbolic links: broken, leaving the repository, absolute, pointing at a directory, looping or chained, and what checkouts without symlink support read instead.","enum":["error","warning","note","off",false]},"import":{"description":"@imports that fail or are read literally (default error). `@path` imports whose target is missing, outside the repository, in a cycle or beyond a tool\'s depth limit; files whose imports some tools read as literal text; references in code that no tool expands.","enum":["error","warning","note","off",false]},"hidden":{"description":"Instructions hidden from review (default error). Instruction text reviewers cannot see in rendered Markdown but tools read: HTML comments, @imports inside comments, invisible or bidi Unicode; and instruction changes in pull requests from forks.","enum":["error","warning","note","off",false]},"shadowed":{"description":"Instruction files skipped because of another (default warning). A file a tool would read on its own but skips because another file is present: AGENTS.override.md over AGENTS.md (Codex), a CLAUDE.md switching AGENTS.md off (Claude Code), AGENTS.md switching CLAUDE.md off (OpenCode), one file per directory (Codex, Pi).","enum":["error","warning","note","off",false]},"local-files":{"description":"Private instruction files committed (default warning). Files meant to stay on one machine (CLAUDE.local.md, AGENTS.local.md, QWEN.local.md, .claude/settings.local.json, .claude/agent-memory-local/) that are committed, so every clone and every agent run gets them.","enum":["error","warning","note","off",false]},"name-case":{"description":"Instruction file names that differ only in case (default warning). A file such as agents.md or Claude.md matches AGENTS.md / CLAUDE.md on macOS and Windows but not on Linux, so tools read it on one machine and ignore it on another; two such names in one directory cannot both exist in a macOS or Windows checkout.","enum":["error","warning","note","off",false]},"rules-frontmatter":{"description":"Rules frontmatter problems (default warning). Frontmatter of rules files (.claude/rules, .qwen/rules, .cursor/rules, .github/instructions, .claude/agents): malformed YAML, patterns that are invalid or match no file, keys the tool does not know.","enum":["error","warning","note","off",false]},"input":{"description":"Unreadable instruction files (default warning). Instruction files that are binary, not valid UTF-8, start with a byte-order mark, or are too large to analyse.","enum":["error","warning","note","off",false]},"duplicate":{"description":"Instructions sent twice (default warning; a note below 1 KiB sent again). The same content loaded twice in one tool\'s session: a file read directly and again through an @import (Copilot reading AGENTS.md and CLAUDE.md\'s @AGENTS.md), two loaded files importing the same file, or two files with the same text both loaded; with the bytes sent again.","enum":["error","warning","note","off",false]}}},"ignore":{"description":"picomatch globs: changed paths matching them are not analysed and findings on them are dropped. A bare directory name or a trailing / covers everything under it.","anyOf":[{"type":"string","pattern":"\\\\S"},{"type":"array","items":{"type":"string","pattern":"\\\\S"}}]},"working-directories":{"description":"Directories (globs) where developers start sessions besides the root and each path\'s own directory, e.g. monorepo package roots.","anyOf":[{"type":"string","pattern":"\\\\S"},{"type":"array","items":{"type":"string","pattern":"\\\\S"}}]},"comment":{"description":"Keep one sticky PR comment: true, false, or \\"changes\\" (only when the PR changes a stack or has findings). Default true.","enum":[true,false,"changes"]},"fail-on":{"description":"Lowest severity that fails the run (default error).","type":"string","enum":["error","warning","never"]},"fork":{"description":"Settings of the fork check.","type":"object","additionalProperties":false,"properties":{"names":{"description":"Extra file names the fork check treats as twins of AGENTS.md.","anyOf":[{"type":"string","pattern":"^[^\\\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\\\u0000]+$"}}]}}},"fail-on-preexisting":{"description":"Whether findings already on the PR base fail the run too (default false: only findings the PR introduces, and pre-existing ones on lines it changes).","type":"boolean"},"baseline":{"description":"Repository path of a baseline file written by `instruction-stack baseline`: the findings it lists are reported as baselined and never fail. Read from the PR base.","type":"string","pattern":"\\\\S"},"vendored":{"description":"Findings in vendored and fixture trees (node_modules, vendor, third_party, .agents/skills, **/fixtures/**, **/__snapshots__/**, linguist-vendored or linguist-generated in .gitattributes): note (default, never failing) or report (at their check\'s severity).","type":"string","enum":["note","report"]}}}');
;// CONCATENATED MODULE: ./src/config-validator.generated.js
// Generated by scripts/config-validator.mjs from schema/instruction-stack.schema.json: do not edit.
/* eslint-disable */

const validate = validate10;
/* harmony default export */ const config_validator_generated = ((/* unused pure expression or super */ null && (validate10)));
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/instruction-stack/instruction-stack/main/schema/instruction-stack.schema.json","title":"instruction-stack configuration (.github/instruction-stack.yml)","description":"Configuration of the instruction-stack GitHub Action and CLI. Every key is optional; on a pull request the file is read from the base.","type":"object","additionalProperties":false,"properties":{"tools":{"description":"Tools to analyse (default: the established tools, plus the opt-in ones (cline, kilo-code, continue-cli, roo-code, windsurf) whose own rules files are in the repository). A single id is accepted as a one-element list.","anyOf":[{"type":"string","enum":["claude-code","codex","gemini-cli","qwen-code","copilot","opencode","pi","cursor","deepseek-harness","grok-build","cline","kilo-code","continue-cli","roo-code","windsurf"]},{"type":"array","items":{"type":"string","enum":["claude-code","codex","gemini-cli","qwen-code","copilot","opencode","pi","cursor","deepseek-harness","grok-build","cline","kilo-code","continue-cli","roo-code","windsurf"]}}]},"tools-options":{"description":"Per-tool settings a team keeps outside the repository; they override settings read from the tree. Each tool accepts only the options its profile honours.","type":"object","additionalProperties":false,"properties":{"claude-code":{"description":"Options for Claude Code","type":"object","additionalProperties":false,"properties":{"instructionFiles":{"type":"string","enum":["claude-md","claude-md-or-agents-md","claude-md-and-agents-md"],"description":"Claude Code `instructionFiles`: claude-md (releases before the AGENTS.md fallback), claude-md-or-agents-md, claude-md-and-agents-md."},"claudeMdExcludes":{"description":"Claude Code `claudeMdExcludes`: globs over absolute paths; matching instruction files are skipped.","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]},"externalImports":{"type":"boolean","description":"Whether the user approved Claude Code's @imports from outside the session's working directory (its one-time dialog; `hasClaudeMdExternalIncludesApproved` in ~/.claude.json). Default false: such imports are not loaded; every stack that depends on it says so (`assumes`)."},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer's machine (never read here). exist (default): such a link takes its name's place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"codex":{"description":"Options for Codex CLI","type":"object","additionalProperties":false,"properties":{"maxBytes":{"type":"integer","minimum":1,"description":"Codex `project_doc_max_bytes`: bytes of project instructions kept, root to working directory (default 32768)."},"fallbackFilenames":{"description":"Codex `project_doc_fallback_filenames`: names tried in a directory when it has no AGENTS.md.","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]},"trusted":{"type":"boolean","description":"Whether Codex trusts the project (`trust_level = \"trusted\"` in ~/.codex/config.toml); only then does it apply the project's `.codex/config.toml`. Default true; every stack that depends on it says so (`assumes`)."},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer's machine (never read here). exist (default): such a link takes its name's place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"gemini-cli":{"description":"Options for Gemini CLI","type":"object","additionalProperties":false,"properties":{"contextFileNames":{"description":"`context.fileName`: the instruction file names the tool reads (default GEMINI.md / QWEN.md).","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]},"importFormat":{"type":"string","enum":["tree","flat"],"description":"`context.importFormat`: how @imports are spliced (tree or flat)."}}},"qwen-code":{"description":"Options for Qwen Code","type":"object","additionalProperties":false,"properties":{"contextFileNames":{"description":"`context.fileName`: the instruction file names the tool reads (default GEMINI.md / QWEN.md).","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]},"importFormat":{"type":"string","enum":["tree","flat"],"description":"`context.importFormat`: how @imports are spliced (tree or flat)."}}},"copilot":{"description":"Options for GitHub Copilot","type":"object","additionalProperties":false,"properties":{"perFileMaxChars":{"type":"integer","minimum":1,"description":"Opt-in: Copilot code review's per-file read limit in characters (4000)."}}},"opencode":{"description":"Options for OpenCode","type":"object","additionalProperties":false,"properties":{"instructions":{"description":"OpenCode `instructions` (opencode.json): further instruction files, paths or globs looked for from the session's directory up to the repository root, loaded after the AGENTS.md files.","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]},"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer's machine (never read here). exist (default): such a link takes its name's place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"pi":{"description":"Options for Pi","type":"object","additionalProperties":false,"properties":{"outsideLinkTargets":{"type":"string","enum":["exist","missing"],"description":"Whether the targets of links leaving the repository exist on the developer's machine (never read here). exist (default): such a link takes its name's place (for a tool that reads the first of several names, the next one is not read); missing: the tool finds nothing there and reads the next name. Every stack that depends on it says so (`assumes`)."}}},"cursor":{"description":"Options for Cursor (it has none).","type":"object","additionalProperties":false,"properties":{}},"deepseek-harness":{"description":"Options for DeepSeek Harness","type":"object","additionalProperties":false,"properties":{"maxBytes":{"type":"integer","minimum":1,"description":"DeepSeek Harness `maxBytes`: the instruction budget in bytes."},"maxSourceBytes":{"type":"integer","minimum":1,"description":"DeepSeek Harness `maxSourceBytes`: bytes kept per source file."}}},"grok-build":{"description":"Options for Grok Build (it has none).","type":"object","additionalProperties":false,"properties":{}},"cline":{"description":"Options for Cline CLI (it has none).","type":"object","additionalProperties":false,"properties":{}},"kilo-code":{"description":"Options for Kilo Code CLI","type":"object","additionalProperties":false,"properties":{"instructions":{"description":"Kilo Code `instructions` (kilo.json, opencode.json): further instruction files, paths or globs looked for from the session's directory up to the repository root, loaded after the rules.","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]}}},"continue-cli":{"description":"Options for Continue CLI (it has none).","type":"object","additionalProperties":false,"properties":{}},"roo-code":{"description":"Options for Roo Code (it has none).","type":"object","additionalProperties":false,"properties":{}},"windsurf":{"description":"Options for Windsurf (it has none).","type":"object","additionalProperties":false,"properties":{}}}},"checks":{"description":"Severity of each check's findings: error, warning, note or off (false = off).","type":"object","additionalProperties":false,"properties":{"budget":{"description":"Instructions lost to a size budget (default error). A tool's effective instructions for a path exceed that tool's budget (Codex project_doc_max_bytes, DeepSeek Harness maxBytes, per-file caps), so files are cut or dropped without notice; also flags files past recommended sizes.","enum":["error","warning","note","off",false]},"fork":{"description":"Twin instruction files that drifted (default error). AGENTS.md, CLAUDE.md, GEMINI.md and other names for the same instructions in one directory whose contents differ (drifted twins), or identical copies that will drift.","enum":["error","warning","note","off",false]},"symlink":{"description":"Symlinked instruction files (default error). Instruction files or rules directories that are symbolic links: broken, leaving the repository, absolute, pointing at a directory, looping or chained, and what checkouts without symlink support read instead.","enum":["error","warning","note","off",false]},"import":{"description":"@imports that fail or are read literally (default error). `@path` imports whose target is missing, outside the repository, in a cycle or beyond a tool's depth limit; files whose imports some tools read as literal text; references in code that no tool expands.","enum":["error","warning","note","off",false]},"hidden":{"description":"Instructions hidden from review (default error). Instruction text reviewers cannot see in rendered Markdown but tools read: HTML comments, @imports inside comments, invisible or bidi Unicode; and instruction changes in pull requests from forks.","enum":["error","warning","note","off",false]},"shadowed":{"description":"Instruction files skipped because of another (default warning). A file a tool would read on its own but skips because another file is present: AGENTS.override.md over AGENTS.md (Codex), a CLAUDE.md switching AGENTS.md off (Claude Code), AGENTS.md switching CLAUDE.md off (OpenCode), one file per directory (Codex, Pi).","enum":["error","warning","note","off",false]},"local-files":{"description":"Private instruction files committed (default warning). Files meant to stay on one machine (CLAUDE.local.md, AGENTS.local.md, QWEN.local.md, .claude/settings.local.json, .claude/agent-memory-local/) that are committed, so every clone and every agent run gets them.","enum":["error","warning","note","off",false]},"name-case":{"description":"Instruction file names that differ only in case (default warning). A file such as agents.md or Claude.md matches AGENTS.md / CLAUDE.md on macOS and Windows but not on Linux, so tools read it on one machine and ignore it on another; two such names in one directory cannot both exist in a macOS or Windows checkout.","enum":["error","warning","note","off",false]},"rules-frontmatter":{"description":"Rules frontmatter problems (default warning). Frontmatter of rules files (.claude/rules, .qwen/rules, .cursor/rules, .github/instructions, .claude/agents): malformed YAML, patterns that are invalid or match no file, keys the tool does not know.","enum":["error","warning","note","off",false]},"input":{"description":"Unreadable instruction files (default warning). Instruction files that are binary, not valid UTF-8, start with a byte-order mark, or are too large to analyse.","enum":["error","warning","note","off",false]},"duplicate":{"description":"Instructions sent twice (default warning; a note below 1 KiB sent again). The same content loaded twice in one tool's session: a file read directly and again through an @import (Copilot reading AGENTS.md and CLAUDE.md's @AGENTS.md), two loaded files importing the same file, or two files with the same text both loaded; with the bytes sent again.","enum":["error","warning","note","off",false]}}},"ignore":{"description":"picomatch globs: changed paths matching them are not analysed and findings on them are dropped. A bare directory name or a trailing / covers everything under it.","anyOf":[{"type":"string","pattern":"\\S"},{"type":"array","items":{"type":"string","pattern":"\\S"}}]},"working-directories":{"description":"Directories (globs) where developers start sessions besides the root and each path's own directory, e.g. monorepo package roots.","anyOf":[{"type":"string","pattern":"\\S"},{"type":"array","items":{"type":"string","pattern":"\\S"}}]},"comment":{"description":"Keep one sticky PR comment: true, false, or \"changes\" (only when the PR changes a stack or has findings). Default true.","enum":[true,false,"changes"]},"fail-on":{"description":"Lowest severity that fails the run (default error).","type":"string","enum":["error","warning","never"]},"fork":{"description":"Settings of the fork check.","type":"object","additionalProperties":false,"properties":{"names":{"description":"Extra file names the fork check treats as twins of AGENTS.md.","anyOf":[{"type":"string","pattern":"^[^\\u0000]+$"},{"type":"array","items":{"type":"string","pattern":"^[^\\u0000]+$"}}]}}},"fail-on-preexisting":{"description":"Whether findings already on the PR base fail the run too (default false: only findings the PR introduces, and pre-existing ones on lines it changes).","type":"boolean"},"baseline":{"description":"Repository path of a baseline file written by `instruction-stack baseline`: the findings it lists are reported as baselined and never fail. Read from the PR base.","type":"string","pattern":"\\S"},"vendored":{"description":"Findings in vendored and fixture trees (node_modules, vendor, third_party, .agents/skills, **/fixtures/**, **/__snapshots__/**, linguist-vendored or linguist-generated in .gitattributes): note (default, never failing) or report (at their check's severity).","type":"string","enum":["note","report"]}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[^\\u0000]+$", "u");
const pattern12 = new RegExp("\\S", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://raw.githubusercontent.com/instruction-stack/instruction-stack/main/schema/instruction-stack.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tools !== undefined){
let data0 = data.tools;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tools.anyOf[0].type,parentSchema:schema11.properties.tools.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((((((((((((((data0 === "claude-code") || (data0 === "codex")) || (data0 === "gemini-cli")) || (data0 === "qwen-code")) || (data0 === "copilot")) || (data0 === "opencode")) || (data0 === "pi")) || (data0 === "cursor")) || (data0 === "deepseek-harness")) || (data0 === "grok-build")) || (data0 === "cline")) || (data0 === "kilo-code")) || (data0 === "continue-cli")) || (data0 === "roo-code")) || (data0 === "windsurf"))){
const err2 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.tools.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema11.properties.tools.anyOf[0].enum,parentSchema:schema11.properties.tools.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tools.anyOf[1].items.type,parentSchema:schema11.properties.tools.anyOf[1].items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((data1 === "claude-code") || (data1 === "codex")) || (data1 === "gemini-cli")) || (data1 === "qwen-code")) || (data1 === "copilot")) || (data1 === "opencode")) || (data1 === "pi")) || (data1 === "cursor")) || (data1 === "deepseek-harness")) || (data1 === "grok-build")) || (data1 === "cline")) || (data1 === "kilo-code")) || (data1 === "continue-cli")) || (data1 === "roo-code")) || (data1 === "windsurf"))){
const err4 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/anyOf/1/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.tools.anyOf[1].items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.tools.anyOf[1].items.enum,parentSchema:schema11.properties.tools.anyOf[1].items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.tools.anyOf[1].type,parentSchema:schema11.properties.tools.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.tools.anyOf,parentSchema:schema11.properties.tools,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data["tools-options"] !== undefined){
let data2 = data["tools-options"];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(func2.call(schema11.properties["tools-options"].properties, key1))){
const err7 = {instancePath:instancePath+"/tools-options",schemaPath:"#/properties/tools-options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"],data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2["claude-code"] !== undefined){
let data3 = data2["claude-code"];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!((((key2 === "instructionFiles") || (key2 === "claudeMdExcludes")) || (key2 === "externalImports")) || (key2 === "outsideLinkTargets"))){
const err8 = {instancePath:instancePath+"/tools-options/claude-code",schemaPath:"#/properties/tools-options/properties/claude-code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["claude-code"],data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.instructionFiles !== undefined){
let data4 = data3.instructionFiles;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/tools-options/claude-code/instructionFiles",schemaPath:"#/properties/tools-options/properties/claude-code/properties/instructionFiles/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["claude-code"].properties.instructionFiles.type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.instructionFiles,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data4 === "claude-md") || (data4 === "claude-md-or-agents-md")) || (data4 === "claude-md-and-agents-md"))){
const err10 = {instancePath:instancePath+"/tools-options/claude-code/instructionFiles",schemaPath:"#/properties/tools-options/properties/claude-code/properties/instructionFiles/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties["claude-code"].properties.instructionFiles.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties["claude-code"].properties.instructionFiles.enum,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.instructionFiles,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.claudeMdExcludes !== undefined){
let data5 = data3.claudeMdExcludes;
const _errs19 = errors;
let valid6 = false;
const _errs20 = errors;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err11 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes",schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes",schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs22 = errors;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err13 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes/" + i1,schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes/" + i1,schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[1].items,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes",schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/tools-options/claude-code/claudeMdExcludes",schemaPath:"#/properties/tools-options/properties/claude-code/properties/claudeMdExcludes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes.anyOf,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.claudeMdExcludes,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data3.externalImports !== undefined){
let data7 = data3.externalImports;
if(typeof data7 !== "boolean"){
const err17 = {instancePath:instancePath+"/tools-options/claude-code/externalImports",schemaPath:"#/properties/tools-options/properties/claude-code/properties/externalImports/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties["tools-options"].properties["claude-code"].properties.externalImports.type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.externalImports,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.outsideLinkTargets !== undefined){
let data8 = data3.outsideLinkTargets;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/tools-options/claude-code/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/claude-code/properties/outsideLinkTargets/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["claude-code"].properties.outsideLinkTargets.type,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.outsideLinkTargets,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data8 === "exist") || (data8 === "missing"))){
const err19 = {instancePath:instancePath+"/tools-options/claude-code/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/claude-code/properties/outsideLinkTargets/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties["claude-code"].properties.outsideLinkTargets.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties["claude-code"].properties.outsideLinkTargets.enum,parentSchema:schema11.properties["tools-options"].properties["claude-code"].properties.outsideLinkTargets,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/tools-options/claude-code",schemaPath:"#/properties/tools-options/properties/claude-code/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["claude-code"].type,parentSchema:schema11.properties["tools-options"].properties["claude-code"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.codex !== undefined){
let data9 = data2.codex;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!((((key3 === "maxBytes") || (key3 === "fallbackFilenames")) || (key3 === "trusted")) || (key3 === "outsideLinkTargets"))){
const err21 = {instancePath:instancePath+"/tools-options/codex",schemaPath:"#/properties/tools-options/properties/codex/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.codex,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.maxBytes !== undefined){
let data10 = data9.maxBytes;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/tools-options/codex/maxBytes",schemaPath:"#/properties/tools-options/properties/codex/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties["tools-options"].properties.codex.properties.maxBytes.type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.maxBytes,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/tools-options/codex/maxBytes",schemaPath:"#/properties/tools-options/properties/codex/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties["tools-options"].properties.codex.properties.maxBytes,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data9.fallbackFilenames !== undefined){
let data11 = data9.fallbackFilenames;
const _errs36 = errors;
let valid10 = false;
const _errs37 = errors;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err24 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames",schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames",schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs39 = errors;
if(Array.isArray(data11)){
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err26 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames/" + i2,schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames/" + i2,schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames",schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
const err29 = {instancePath:instancePath+"/tools-options/codex/fallbackFilenames",schemaPath:"#/properties/tools-options/properties/codex/properties/fallbackFilenames/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames.anyOf,parentSchema:schema11.properties["tools-options"].properties.codex.properties.fallbackFilenames,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
if(data9.trusted !== undefined){
let data13 = data9.trusted;
if(typeof data13 !== "boolean"){
const err30 = {instancePath:instancePath+"/tools-options/codex/trusted",schemaPath:"#/properties/tools-options/properties/codex/properties/trusted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties["tools-options"].properties.codex.properties.trusted.type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.trusted,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.outsideLinkTargets !== undefined){
let data14 = data9.outsideLinkTargets;
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/tools-options/codex/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/codex/properties/outsideLinkTargets/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.codex.properties.outsideLinkTargets.type,parentSchema:schema11.properties["tools-options"].properties.codex.properties.outsideLinkTargets,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data14 === "exist") || (data14 === "missing"))){
const err32 = {instancePath:instancePath+"/tools-options/codex/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/codex/properties/outsideLinkTargets/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties.codex.properties.outsideLinkTargets.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties.codex.properties.outsideLinkTargets.enum,parentSchema:schema11.properties["tools-options"].properties.codex.properties.outsideLinkTargets,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/tools-options/codex",schemaPath:"#/properties/tools-options/properties/codex/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.codex.type,parentSchema:schema11.properties["tools-options"].properties.codex,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2["gemini-cli"] !== undefined){
let data15 = data2["gemini-cli"];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key4 in data15){
if(!((key4 === "contextFileNames") || (key4 === "importFormat"))){
const err34 = {instancePath:instancePath+"/tools-options/gemini-cli",schemaPath:"#/properties/tools-options/properties/gemini-cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"],data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.contextFileNames !== undefined){
let data16 = data15.contextFileNames;
const _errs51 = errors;
let valid14 = false;
const _errs52 = errors;
if(typeof data16 === "string"){
if(!pattern0.test(data16)){
const err35 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid14 = valid14 || _valid3;
if(!valid14){
const _errs54 = errors;
if(Array.isArray(data16)){
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
let data17 = data16[i3];
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
const err37 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames/" + i3,schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[1].items,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames/" + i3,schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[1].items,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs54 === errors;
valid14 = valid14 || _valid3;
}
if(!valid14){
const err40 = {instancePath:instancePath+"/tools-options/gemini-cli/contextFileNames",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/contextFileNames/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames.anyOf,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.contextFileNames,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
}
if(data15.importFormat !== undefined){
let data18 = data15.importFormat;
if(typeof data18 !== "string"){
const err41 = {instancePath:instancePath+"/tools-options/gemini-cli/importFormat",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/importFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.importFormat.type,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.importFormat,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data18 === "tree") || (data18 === "flat"))){
const err42 = {instancePath:instancePath+"/tools-options/gemini-cli/importFormat",schemaPath:"#/properties/tools-options/properties/gemini-cli/properties/importFormat/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties["gemini-cli"].properties.importFormat.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties["gemini-cli"].properties.importFormat.enum,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"].properties.importFormat,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/tools-options/gemini-cli",schemaPath:"#/properties/tools-options/properties/gemini-cli/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["gemini-cli"].type,parentSchema:schema11.properties["tools-options"].properties["gemini-cli"],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2["qwen-code"] !== undefined){
let data19 = data2["qwen-code"];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key5 in data19){
if(!((key5 === "contextFileNames") || (key5 === "importFormat"))){
const err44 = {instancePath:instancePath+"/tools-options/qwen-code",schemaPath:"#/properties/tools-options/properties/qwen-code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["qwen-code"],data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data19.contextFileNames !== undefined){
let data20 = data19.contextFileNames;
const _errs64 = errors;
let valid18 = false;
const _errs65 = errors;
if(typeof data20 === "string"){
if(!pattern0.test(data20)){
const err45 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid4 = _errs65 === errors;
valid18 = valid18 || _valid4;
if(!valid18){
const _errs67 = errors;
if(Array.isArray(data20)){
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
let data21 = data20[i4];
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
const err47 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames/" + i4,schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[1].items,data:data21};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames/" + i4,schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[1].items,data:data21};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid4 = _errs67 === errors;
valid18 = valid18 || _valid4;
}
if(!valid18){
const err50 = {instancePath:instancePath+"/tools-options/qwen-code/contextFileNames",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/contextFileNames/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames.anyOf,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.contextFileNames,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
if(data19.importFormat !== undefined){
let data22 = data19.importFormat;
if(typeof data22 !== "string"){
const err51 = {instancePath:instancePath+"/tools-options/qwen-code/importFormat",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/importFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.importFormat.type,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.importFormat,data:data22};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!((data22 === "tree") || (data22 === "flat"))){
const err52 = {instancePath:instancePath+"/tools-options/qwen-code/importFormat",schemaPath:"#/properties/tools-options/properties/qwen-code/properties/importFormat/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties["qwen-code"].properties.importFormat.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties["qwen-code"].properties.importFormat.enum,parentSchema:schema11.properties["tools-options"].properties["qwen-code"].properties.importFormat,data:data22};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/tools-options/qwen-code",schemaPath:"#/properties/tools-options/properties/qwen-code/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["qwen-code"].type,parentSchema:schema11.properties["tools-options"].properties["qwen-code"],data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data2.copilot !== undefined){
let data23 = data2.copilot;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key6 in data23){
if(!(key6 === "perFileMaxChars")){
const err54 = {instancePath:instancePath+"/tools-options/copilot",schemaPath:"#/properties/tools-options/properties/copilot/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.copilot,data:data23};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data23.perFileMaxChars !== undefined){
let data24 = data23.perFileMaxChars;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err55 = {instancePath:instancePath+"/tools-options/copilot/perFileMaxChars",schemaPath:"#/properties/tools-options/properties/copilot/properties/perFileMaxChars/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties["tools-options"].properties.copilot.properties.perFileMaxChars.type,parentSchema:schema11.properties["tools-options"].properties.copilot.properties.perFileMaxChars,data:data24};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err56 = {instancePath:instancePath+"/tools-options/copilot/perFileMaxChars",schemaPath:"#/properties/tools-options/properties/copilot/properties/perFileMaxChars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties["tools-options"].properties.copilot.properties.perFileMaxChars,data:data24};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
else {
const err57 = {instancePath:instancePath+"/tools-options/copilot",schemaPath:"#/properties/tools-options/properties/copilot/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.copilot.type,parentSchema:schema11.properties["tools-options"].properties.copilot,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data2.opencode !== undefined){
let data25 = data2.opencode;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key7 in data25){
if(!((key7 === "instructions") || (key7 === "outsideLinkTargets"))){
const err58 = {instancePath:instancePath+"/tools-options/opencode",schemaPath:"#/properties/tools-options/properties/opencode/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.opencode,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data25.instructions !== undefined){
let data26 = data25.instructions;
const _errs82 = errors;
let valid23 = false;
const _errs83 = errors;
if(typeof data26 === "string"){
if(!pattern0.test(data26)){
const err59 = {instancePath:instancePath+"/tools-options/opencode/instructions",schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[0],data:data26};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/tools-options/opencode/instructions",schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[0],data:data26};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid5 = _errs83 === errors;
valid23 = valid23 || _valid5;
if(!valid23){
const _errs85 = errors;
if(Array.isArray(data26)){
const len5 = data26.length;
for(let i5=0; i5<len5; i5++){
let data27 = data26[i5];
if(typeof data27 === "string"){
if(!pattern0.test(data27)){
const err61 = {instancePath:instancePath+"/tools-options/opencode/instructions/" + i5,schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[1].items,data:data27};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/tools-options/opencode/instructions/" + i5,schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[1].items,data:data27};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/tools-options/opencode/instructions",schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf[1],data:data26};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid5 = _errs85 === errors;
valid23 = valid23 || _valid5;
}
if(!valid23){
const err64 = {instancePath:instancePath+"/tools-options/opencode/instructions",schemaPath:"#/properties/tools-options/properties/opencode/properties/instructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties.opencode.properties.instructions.anyOf,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.instructions,data:data26};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data25.outsideLinkTargets !== undefined){
let data28 = data25.outsideLinkTargets;
if(typeof data28 !== "string"){
const err65 = {instancePath:instancePath+"/tools-options/opencode/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/opencode/properties/outsideLinkTargets/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.opencode.properties.outsideLinkTargets.type,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.outsideLinkTargets,data:data28};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!((data28 === "exist") || (data28 === "missing"))){
const err66 = {instancePath:instancePath+"/tools-options/opencode/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/opencode/properties/outsideLinkTargets/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties.opencode.properties.outsideLinkTargets.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties.opencode.properties.outsideLinkTargets.enum,parentSchema:schema11.properties["tools-options"].properties.opencode.properties.outsideLinkTargets,data:data28};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/tools-options/opencode",schemaPath:"#/properties/tools-options/properties/opencode/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.opencode.type,parentSchema:schema11.properties["tools-options"].properties.opencode,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data2.pi !== undefined){
let data29 = data2.pi;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key8 in data29){
if(!(key8 === "outsideLinkTargets")){
const err68 = {instancePath:instancePath+"/tools-options/pi",schemaPath:"#/properties/tools-options/properties/pi/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.pi,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data29.outsideLinkTargets !== undefined){
let data30 = data29.outsideLinkTargets;
if(typeof data30 !== "string"){
const err69 = {instancePath:instancePath+"/tools-options/pi/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/pi/properties/outsideLinkTargets/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties.pi.properties.outsideLinkTargets.type,parentSchema:schema11.properties["tools-options"].properties.pi.properties.outsideLinkTargets,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!((data30 === "exist") || (data30 === "missing"))){
const err70 = {instancePath:instancePath+"/tools-options/pi/outsideLinkTargets",schemaPath:"#/properties/tools-options/properties/pi/properties/outsideLinkTargets/enum",keyword:"enum",params:{allowedValues: schema11.properties["tools-options"].properties.pi.properties.outsideLinkTargets.enum},message:"must be equal to one of the allowed values",schema:schema11.properties["tools-options"].properties.pi.properties.outsideLinkTargets.enum,parentSchema:schema11.properties["tools-options"].properties.pi.properties.outsideLinkTargets,data:data30};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/tools-options/pi",schemaPath:"#/properties/tools-options/properties/pi/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.pi.type,parentSchema:schema11.properties["tools-options"].properties.pi,data:data29};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data2.cursor !== undefined){
let data31 = data2.cursor;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key9 in data31){
const err72 = {instancePath:instancePath+"/tools-options/cursor",schemaPath:"#/properties/tools-options/properties/cursor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.cursor,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/tools-options/cursor",schemaPath:"#/properties/tools-options/properties/cursor/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.cursor.type,parentSchema:schema11.properties["tools-options"].properties.cursor,data:data31};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data2["deepseek-harness"] !== undefined){
let data32 = data2["deepseek-harness"];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key10 in data32){
if(!((key10 === "maxBytes") || (key10 === "maxSourceBytes"))){
const err74 = {instancePath:instancePath+"/tools-options/deepseek-harness",schemaPath:"#/properties/tools-options/properties/deepseek-harness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"],data:data32};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data32.maxBytes !== undefined){
let data33 = data32.maxBytes;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err75 = {instancePath:instancePath+"/tools-options/deepseek-harness/maxBytes",schemaPath:"#/properties/tools-options/properties/deepseek-harness/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxBytes.type,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxBytes,data:data33};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err76 = {instancePath:instancePath+"/tools-options/deepseek-harness/maxBytes",schemaPath:"#/properties/tools-options/properties/deepseek-harness/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxBytes,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data32.maxSourceBytes !== undefined){
let data34 = data32.maxSourceBytes;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err77 = {instancePath:instancePath+"/tools-options/deepseek-harness/maxSourceBytes",schemaPath:"#/properties/tools-options/properties/deepseek-harness/properties/maxSourceBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxSourceBytes.type,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxSourceBytes,data:data34};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err78 = {instancePath:instancePath+"/tools-options/deepseek-harness/maxSourceBytes",schemaPath:"#/properties/tools-options/properties/deepseek-harness/properties/maxSourceBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"].properties.maxSourceBytes,data:data34};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/tools-options/deepseek-harness",schemaPath:"#/properties/tools-options/properties/deepseek-harness/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["deepseek-harness"].type,parentSchema:schema11.properties["tools-options"].properties["deepseek-harness"],data:data32};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data2["grok-build"] !== undefined){
let data35 = data2["grok-build"];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key11 in data35){
const err80 = {instancePath:instancePath+"/tools-options/grok-build",schemaPath:"#/properties/tools-options/properties/grok-build/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["grok-build"],data:data35};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/tools-options/grok-build",schemaPath:"#/properties/tools-options/properties/grok-build/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["grok-build"].type,parentSchema:schema11.properties["tools-options"].properties["grok-build"],data:data35};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data2.cline !== undefined){
let data36 = data2.cline;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key12 in data36){
const err82 = {instancePath:instancePath+"/tools-options/cline",schemaPath:"#/properties/tools-options/properties/cline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.cline,data:data36};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/tools-options/cline",schemaPath:"#/properties/tools-options/properties/cline/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.cline.type,parentSchema:schema11.properties["tools-options"].properties.cline,data:data36};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data2["kilo-code"] !== undefined){
let data37 = data2["kilo-code"];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key13 in data37){
if(!(key13 === "instructions")){
const err84 = {instancePath:instancePath+"/tools-options/kilo-code",schemaPath:"#/properties/tools-options/properties/kilo-code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["kilo-code"],data:data37};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data37.instructions !== undefined){
let data38 = data37.instructions;
const _errs116 = errors;
let valid29 = false;
const _errs117 = errors;
if(typeof data38 === "string"){
if(!pattern0.test(data38)){
const err85 = {instancePath:instancePath+"/tools-options/kilo-code/instructions",schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/tools-options/kilo-code/instructions",schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[0].type,parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid6 = _errs117 === errors;
valid29 = valid29 || _valid6;
if(!valid29){
const _errs119 = errors;
if(Array.isArray(data38)){
const len6 = data38.length;
for(let i6=0; i6<len6; i6++){
let data39 = data38[i6];
if(typeof data39 === "string"){
if(!pattern0.test(data39)){
const err87 = {instancePath:instancePath+"/tools-options/kilo-code/instructions/" + i6,schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[1].items,data:data39};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/tools-options/kilo-code/instructions/" + i6,schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[1].items.type,parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[1].items,data:data39};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/tools-options/kilo-code/instructions",schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[1].type,parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf[1],data:data38};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid6 = _errs119 === errors;
valid29 = valid29 || _valid6;
}
if(!valid29){
const err90 = {instancePath:instancePath+"/tools-options/kilo-code/instructions",schemaPath:"#/properties/tools-options/properties/kilo-code/properties/instructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions.anyOf,parentSchema:schema11.properties["tools-options"].properties["kilo-code"].properties.instructions,data:data38};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err91 = {instancePath:instancePath+"/tools-options/kilo-code",schemaPath:"#/properties/tools-options/properties/kilo-code/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["kilo-code"].type,parentSchema:schema11.properties["tools-options"].properties["kilo-code"],data:data37};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data2["continue-cli"] !== undefined){
let data40 = data2["continue-cli"];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key14 in data40){
const err92 = {instancePath:instancePath+"/tools-options/continue-cli",schemaPath:"#/properties/tools-options/properties/continue-cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["continue-cli"],data:data40};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/tools-options/continue-cli",schemaPath:"#/properties/tools-options/properties/continue-cli/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["continue-cli"].type,parentSchema:schema11.properties["tools-options"].properties["continue-cli"],data:data40};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data2["roo-code"] !== undefined){
let data41 = data2["roo-code"];
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key15 in data41){
const err94 = {instancePath:instancePath+"/tools-options/roo-code",schemaPath:"#/properties/tools-options/properties/roo-code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties["roo-code"],data:data41};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/tools-options/roo-code",schemaPath:"#/properties/tools-options/properties/roo-code/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties["roo-code"].type,parentSchema:schema11.properties["tools-options"].properties["roo-code"],data:data41};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data2.windsurf !== undefined){
let data42 = data2.windsurf;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key16 in data42){
const err96 = {instancePath:instancePath+"/tools-options/windsurf",schemaPath:"#/properties/tools-options/properties/windsurf/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties["tools-options"].properties.windsurf,data:data42};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/tools-options/windsurf",schemaPath:"#/properties/tools-options/properties/windsurf/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].properties.windsurf.type,parentSchema:schema11.properties["tools-options"].properties.windsurf,data:data42};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/tools-options",schemaPath:"#/properties/tools-options/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["tools-options"].type,parentSchema:schema11.properties["tools-options"],data:data2};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.checks !== undefined){
let data43 = data.checks;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key17 in data43){
if(!(func2.call(schema11.properties.checks.properties, key17))){
const err99 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.checks,data:data43};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data43.budget !== undefined){
let data44 = data43.budget;
if(!(((((data44 === "error") || (data44 === "warning")) || (data44 === "note")) || (data44 === "off")) || (data44 === false))){
const err100 = {instancePath:instancePath+"/checks/budget",schemaPath:"#/properties/checks/properties/budget/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.budget.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.budget.enum,parentSchema:schema11.properties.checks.properties.budget,data:data44};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data43.fork !== undefined){
let data45 = data43.fork;
if(!(((((data45 === "error") || (data45 === "warning")) || (data45 === "note")) || (data45 === "off")) || (data45 === false))){
const err101 = {instancePath:instancePath+"/checks/fork",schemaPath:"#/properties/checks/properties/fork/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.fork.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.fork.enum,parentSchema:schema11.properties.checks.properties.fork,data:data45};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data43.symlink !== undefined){
let data46 = data43.symlink;
if(!(((((data46 === "error") || (data46 === "warning")) || (data46 === "note")) || (data46 === "off")) || (data46 === false))){
const err102 = {instancePath:instancePath+"/checks/symlink",schemaPath:"#/properties/checks/properties/symlink/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.symlink.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.symlink.enum,parentSchema:schema11.properties.checks.properties.symlink,data:data46};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data43.import !== undefined){
let data47 = data43.import;
if(!(((((data47 === "error") || (data47 === "warning")) || (data47 === "note")) || (data47 === "off")) || (data47 === false))){
const err103 = {instancePath:instancePath+"/checks/import",schemaPath:"#/properties/checks/properties/import/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.import.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.import.enum,parentSchema:schema11.properties.checks.properties.import,data:data47};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data43.hidden !== undefined){
let data48 = data43.hidden;
if(!(((((data48 === "error") || (data48 === "warning")) || (data48 === "note")) || (data48 === "off")) || (data48 === false))){
const err104 = {instancePath:instancePath+"/checks/hidden",schemaPath:"#/properties/checks/properties/hidden/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.hidden.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.hidden.enum,parentSchema:schema11.properties.checks.properties.hidden,data:data48};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data43.shadowed !== undefined){
let data49 = data43.shadowed;
if(!(((((data49 === "error") || (data49 === "warning")) || (data49 === "note")) || (data49 === "off")) || (data49 === false))){
const err105 = {instancePath:instancePath+"/checks/shadowed",schemaPath:"#/properties/checks/properties/shadowed/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.shadowed.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.shadowed.enum,parentSchema:schema11.properties.checks.properties.shadowed,data:data49};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data43["local-files"] !== undefined){
let data50 = data43["local-files"];
if(!(((((data50 === "error") || (data50 === "warning")) || (data50 === "note")) || (data50 === "off")) || (data50 === false))){
const err106 = {instancePath:instancePath+"/checks/local-files",schemaPath:"#/properties/checks/properties/local-files/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties["local-files"].enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties["local-files"].enum,parentSchema:schema11.properties.checks.properties["local-files"],data:data50};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data43["name-case"] !== undefined){
let data51 = data43["name-case"];
if(!(((((data51 === "error") || (data51 === "warning")) || (data51 === "note")) || (data51 === "off")) || (data51 === false))){
const err107 = {instancePath:instancePath+"/checks/name-case",schemaPath:"#/properties/checks/properties/name-case/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties["name-case"].enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties["name-case"].enum,parentSchema:schema11.properties.checks.properties["name-case"],data:data51};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data43["rules-frontmatter"] !== undefined){
let data52 = data43["rules-frontmatter"];
if(!(((((data52 === "error") || (data52 === "warning")) || (data52 === "note")) || (data52 === "off")) || (data52 === false))){
const err108 = {instancePath:instancePath+"/checks/rules-frontmatter",schemaPath:"#/properties/checks/properties/rules-frontmatter/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties["rules-frontmatter"].enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties["rules-frontmatter"].enum,parentSchema:schema11.properties.checks.properties["rules-frontmatter"],data:data52};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data43.input !== undefined){
let data53 = data43.input;
if(!(((((data53 === "error") || (data53 === "warning")) || (data53 === "note")) || (data53 === "off")) || (data53 === false))){
const err109 = {instancePath:instancePath+"/checks/input",schemaPath:"#/properties/checks/properties/input/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.input.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.input.enum,parentSchema:schema11.properties.checks.properties.input,data:data53};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data43.duplicate !== undefined){
let data54 = data43.duplicate;
if(!(((((data54 === "error") || (data54 === "warning")) || (data54 === "note")) || (data54 === "off")) || (data54 === false))){
const err110 = {instancePath:instancePath+"/checks/duplicate",schemaPath:"#/properties/checks/properties/duplicate/enum",keyword:"enum",params:{allowedValues: schema11.properties.checks.properties.duplicate.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.checks.properties.duplicate.enum,parentSchema:schema11.properties.checks.properties.duplicate,data:data54};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.checks.type,parentSchema:schema11.properties.checks,data:data43};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.ignore !== undefined){
let data55 = data.ignore;
const _errs147 = errors;
let valid33 = false;
const _errs148 = errors;
if(typeof data55 === "string"){
if(!pattern12.test(data55)){
const err112 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/anyOf/0/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties.ignore.anyOf[0],data:data55};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ignore.anyOf[0].type,parentSchema:schema11.properties.ignore.anyOf[0],data:data55};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid7 = _errs148 === errors;
valid33 = valid33 || _valid7;
if(!valid33){
const _errs150 = errors;
if(Array.isArray(data55)){
const len7 = data55.length;
for(let i7=0; i7<len7; i7++){
let data56 = data55[i7];
if(typeof data56 === "string"){
if(!pattern12.test(data56)){
const err114 = {instancePath:instancePath+"/ignore/" + i7,schemaPath:"#/properties/ignore/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties.ignore.anyOf[1].items,data:data56};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/ignore/" + i7,schemaPath:"#/properties/ignore/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ignore.anyOf[1].items.type,parentSchema:schema11.properties.ignore.anyOf[1].items,data:data56};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.ignore.anyOf[1].type,parentSchema:schema11.properties.ignore.anyOf[1],data:data55};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid7 = _errs150 === errors;
valid33 = valid33 || _valid7;
}
if(!valid33){
const err117 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.ignore.anyOf,parentSchema:schema11.properties.ignore,data:data55};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
}
if(data["working-directories"] !== undefined){
let data57 = data["working-directories"];
const _errs155 = errors;
let valid36 = false;
const _errs156 = errors;
if(typeof data57 === "string"){
if(!pattern12.test(data57)){
const err118 = {instancePath:instancePath+"/working-directories",schemaPath:"#/properties/working-directories/anyOf/0/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties["working-directories"].anyOf[0],data:data57};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/working-directories",schemaPath:"#/properties/working-directories/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["working-directories"].anyOf[0].type,parentSchema:schema11.properties["working-directories"].anyOf[0],data:data57};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid8 = _errs156 === errors;
valid36 = valid36 || _valid8;
if(!valid36){
const _errs158 = errors;
if(Array.isArray(data57)){
const len8 = data57.length;
for(let i8=0; i8<len8; i8++){
let data58 = data57[i8];
if(typeof data58 === "string"){
if(!pattern12.test(data58)){
const err120 = {instancePath:instancePath+"/working-directories/" + i8,schemaPath:"#/properties/working-directories/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties["working-directories"].anyOf[1].items,data:data58};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/working-directories/" + i8,schemaPath:"#/properties/working-directories/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["working-directories"].anyOf[1].items.type,parentSchema:schema11.properties["working-directories"].anyOf[1].items,data:data58};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/working-directories",schemaPath:"#/properties/working-directories/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["working-directories"].anyOf[1].type,parentSchema:schema11.properties["working-directories"].anyOf[1],data:data57};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid8 = _errs158 === errors;
valid36 = valid36 || _valid8;
}
if(!valid36){
const err123 = {instancePath:instancePath+"/working-directories",schemaPath:"#/properties/working-directories/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties["working-directories"].anyOf,parentSchema:schema11.properties["working-directories"],data:data57};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data59 = data.comment;
if(!(((data59 === true) || (data59 === false)) || (data59 === "changes"))){
const err124 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/enum",keyword:"enum",params:{allowedValues: schema11.properties.comment.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.comment.enum,parentSchema:schema11.properties.comment,data:data59};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data["fail-on"] !== undefined){
let data60 = data["fail-on"];
if(typeof data60 !== "string"){
const err125 = {instancePath:instancePath+"/fail-on",schemaPath:"#/properties/fail-on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["fail-on"].type,parentSchema:schema11.properties["fail-on"],data:data60};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(!(((data60 === "error") || (data60 === "warning")) || (data60 === "never"))){
const err126 = {instancePath:instancePath+"/fail-on",schemaPath:"#/properties/fail-on/enum",keyword:"enum",params:{allowedValues: schema11.properties["fail-on"].enum},message:"must be equal to one of the allowed values",schema:schema11.properties["fail-on"].enum,parentSchema:schema11.properties["fail-on"],data:data60};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.fork !== undefined){
let data61 = data.fork;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
for(const key18 in data61){
if(!(key18 === "names")){
const err127 = {instancePath:instancePath+"/fork",schemaPath:"#/properties/fork/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.fork,data:data61};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data61.names !== undefined){
let data62 = data61.names;
const _errs169 = errors;
let valid40 = false;
const _errs170 = errors;
if(typeof data62 === "string"){
if(!pattern0.test(data62)){
const err128 = {instancePath:instancePath+"/fork/names",schemaPath:"#/properties/fork/properties/names/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties.fork.properties.names.anyOf[0],data:data62};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/fork/names",schemaPath:"#/properties/fork/properties/names/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fork.properties.names.anyOf[0].type,parentSchema:schema11.properties.fork.properties.names.anyOf[0],data:data62};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid9 = _errs170 === errors;
valid40 = valid40 || _valid9;
if(!valid40){
const _errs172 = errors;
if(Array.isArray(data62)){
const len9 = data62.length;
for(let i9=0; i9<len9; i9++){
let data63 = data62[i9];
if(typeof data63 === "string"){
if(!pattern0.test(data63)){
const err130 = {instancePath:instancePath+"/fork/names/" + i9,schemaPath:"#/properties/fork/properties/names/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]+$"},message:"must match pattern \""+"^[^\\u0000]+$"+"\"",schema:"^[^\\u0000]+$",parentSchema:schema11.properties.fork.properties.names.anyOf[1].items,data:data63};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/fork/names/" + i9,schemaPath:"#/properties/fork/properties/names/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fork.properties.names.anyOf[1].items.type,parentSchema:schema11.properties.fork.properties.names.anyOf[1].items,data:data63};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/fork/names",schemaPath:"#/properties/fork/properties/names/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.fork.properties.names.anyOf[1].type,parentSchema:schema11.properties.fork.properties.names.anyOf[1],data:data62};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid9 = _errs172 === errors;
valid40 = valid40 || _valid9;
}
if(!valid40){
const err133 = {instancePath:instancePath+"/fork/names",schemaPath:"#/properties/fork/properties/names/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.fork.properties.names.anyOf,parentSchema:schema11.properties.fork.properties.names,data:data62};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
errors = _errs169;
if(vErrors !== null){
if(_errs169){
vErrors.length = _errs169;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err134 = {instancePath:instancePath+"/fork",schemaPath:"#/properties/fork/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.fork.type,parentSchema:schema11.properties.fork,data:data61};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data["fail-on-preexisting"] !== undefined){
let data64 = data["fail-on-preexisting"];
if(typeof data64 !== "boolean"){
const err135 = {instancePath:instancePath+"/fail-on-preexisting",schemaPath:"#/properties/fail-on-preexisting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties["fail-on-preexisting"].type,parentSchema:schema11.properties["fail-on-preexisting"],data:data64};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data.baseline !== undefined){
let data65 = data.baseline;
if(typeof data65 === "string"){
if(!pattern12.test(data65)){
const err136 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties.baseline,data:data65};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.baseline.type,parentSchema:schema11.properties.baseline,data:data65};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data.vendored !== undefined){
let data66 = data.vendored;
if(typeof data66 !== "string"){
const err138 = {instancePath:instancePath+"/vendored",schemaPath:"#/properties/vendored/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.vendored.type,parentSchema:schema11.properties.vendored,data:data66};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(!((data66 === "note") || (data66 === "report"))){
const err139 = {instancePath:instancePath+"/vendored",schemaPath:"#/properties/vendored/enum",keyword:"enum",params:{allowedValues: schema11.properties.vendored.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.vendored.enum,parentSchema:schema11.properties.vendored,data:data66};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}


;// CONCATENATED MODULE: ./src/edit-distance.ts
// Levenshtein distance, for "did you mean" hints on mistyped configuration and frontmatter keys.
/** Insertions, deletions and substitutions that turn `a` into `b` (one row of the table kept). */
function editDistance(a, b) {
    const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diag = prev[0];
        prev[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = prev[j];
            prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = tmp;
        }
    }
    return prev[b.length];
}
/**
 * The option a mistyped `word` most likely meant, or undefined: the nearest by edit distance when it
 * is close (at most max(2, a third of the word)), else the only option the word is a prefix of
 * (`claude` → `claude-code`).
 */
function closest(word, options) {
    const w = word.toLowerCase();
    if (w === '')
        return undefined;
    let best;
    let bestD = Infinity;
    for (const o of options) {
        const d = editDistance(w, o.toLowerCase());
        if (d < bestD) {
            bestD = d;
            best = o;
        }
    }
    if (best !== undefined && bestD <= Math.max(2, Math.floor(w.length / 3)))
        return best;
    const prefixed = options.filter((o) => o.toLowerCase().startsWith(w));
    return prefixed.length === 1 ? prefixed[0] : undefined;
}
/** ` (did you mean "x"?)`, or '' when nothing is close. */
function didYouMean(word, options) {
    const c = word === undefined ? undefined : closest(word, options);
    return c === undefined ? '' : ` (did you mean ${JSON.stringify(c)}?)`;
}

;// CONCATENATED MODULE: ./src/config-schema.ts




const CONFIG_SCHEMA = instruction_stack_schema_namespaceObject;
/** Property names the schema allows under a JSON pointer (`/checks` → check ids). */
function schemaKeys(pointer) {
    let node = CONFIG_SCHEMA;
    for (const seg of pointer.split('/').filter(Boolean))
        node = node?.properties?.[seg];
    return Object.keys(node?.properties ?? {});
}
/** Validates the YAML document's data against the schema; [] when it conforms. */
function schemaProblems(doc, lc, data) {
    if (validate(data))
        return [];
    const out = [];
    const seen = new Set();
    for (const e of relevantErrors(validate.errors ?? [])) {
        const { node, message } = describeError(doc, e);
        const off = node?.range?.[0];
        const pos = off === undefined ? undefined : lc.linePos(off);
        const p = pos ? { line: pos.line, column: pos.col, message } : { message };
        const key = `${p.line}:${p.column}:${message}`;
        if (!seen.has(key)) {
            seen.add(key);
            out.push(p);
        }
    }
    return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
/**
 * Keeps, for each `anyOf` (a value or a list of values), the errors of the branch the value meant:
 * the one whose type it has. When it has none of the types, the `anyOf` error itself stays.
 */
function relevantErrors(errors) {
    const drop = new Set();
    for (const a of errors.filter((x) => x.keyword === 'anyOf')) {
        const prefix = `${a.schemaPath}/`;
        const branches = new Map();
        for (const e of errors) {
            if (e === a || !e.schemaPath.startsWith(prefix))
                continue;
            const b = e.schemaPath.slice(prefix.length).split('/')[0];
            branches.set(b, [...(branches.get(b) ?? []), e]);
        }
        const typeMiss = (es) => es.some((e) => e.keyword === 'type' && e.instancePath === a.instancePath);
        const meant = [...branches.entries()].find(([, es]) => !typeMiss(es));
        for (const [b, es] of branches)
            if (!meant || b !== meant[0])
                es.forEach((e) => drop.add(e));
        if (meant)
            drop.add(a);
    }
    // A value outside an enum is said once: "must be one of …" already names what is expected.
    const enumAt = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
    return errors.filter((e) => !drop.has(e) && !(e.keyword === 'type' && enumAt.has(e.instancePath)));
}
function segments(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
/** `tools-options.codex.maxBytes`; list items are named by their list. */
function config_schema_label(segs) {
    return segs.filter((s) => !/^\d+$/.test(s)).join('.');
}
function yamlNode(doc, segs) {
    if (segs.length === 0)
        return doc.contents ?? undefined;
    return doc.getIn(segs.map((s) => (/^\d+$/.test(s) ? Number(s) : s)), true) ?? undefined;
}
function keyNode(doc, segs, key) {
    const parent = yamlNode(doc, segs);
    const { isMap, isScalar } = (0,on_demand/* yaml */.o)();
    if (!isMap(parent))
        return parent;
    const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    return pair?.key ?? parent;
}
function describeValue(v) {
    if (v === null || v === undefined)
        return 'nothing';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'a mapping';
    return JSON.stringify(v);
}
function listValues(values) {
    return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}
const TYPE_WORDS = {
    object: 'a mapping',
    array: 'a list',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
};
/** What kind of name an unknown key is, by where it stands. */
function keyNoun(segs) {
    if (segs.length === 0)
        return 'key';
    if (segs[0] === 'tools-options')
        return segs.length === 1 ? 'tool' : 'option';
    if (segs[0] === 'checks')
        return 'check';
    return 'key';
}
function describeError(doc, e) {
    const segs = segments(e.instancePath);
    const where = config_schema_label(segs);
    const inList = segs.length > 0 && /^\d+$/.test(segs[segs.length - 1]);
    const schema = (e.parentSchema ?? {});
    const node = yamlNode(doc, segs);
    const got = describeValue(e.data);
    switch (e.keyword) {
        case 'additionalProperties': {
            const key = String(e.params.additionalProperty);
            const known = Object.keys(schema.properties ?? {});
            const noun = keyNoun(segs);
            const prefix = where === '' ? '' : `${where}: `;
            let tail = `; expected one of ${known.join(', ')}`;
            if (noun === 'option')
                tail = known.length > 0 ? `; ${segs[1]} accepts ${known.join(', ')}` : `; ${segs[1]} has no options`;
            else if (noun === 'check')
                tail = `; known checks: ${known.join(', ')}`;
            else if (noun === 'tool')
                tail = `; known tools: ${known.join(', ')}`;
            return { node: keyNode(doc, segs, key), message: `${prefix}unknown ${noun} ${JSON.stringify(key)}${didYouMean(key, known)}${tail}` };
        }
        case 'enum': {
            const values = e.schema;
            if (where === 'tools') {
                const s = String(e.data);
                return { node, message: `tools: unknown tool ${JSON.stringify(s)}${didYouMean(s, values.map(String))}; known tools: ${listValues(values)}` };
            }
            const hint = typeof e.data === 'string' ? didYouMean(e.data, values.filter((v) => typeof v === 'string')) : '';
            return { node, message: `${where} must be one of ${listValues(values)} (got ${got})${hint}` };
        }
        case 'minimum':
            return { node, message: `${where} must be an integer of at least ${schema.minimum} (got ${got})` };
        case 'type': {
            if (segs.length === 0)
                return { node, message: 'the configuration must be a mapping of keys (tools, checks, ignore, ...)' };
            if (schema.type === 'integer' && schema.minimum !== undefined)
                return { node, message: `${where} must be an integer of at least ${schema.minimum} (got ${got})` };
            const want = TYPE_WORDS[String(e.schema)] ?? String(e.schema);
            return { node, message: inList ? `${where}: every entry must be ${want} (got ${got})` : `${where} must be ${want} (got ${got})` };
        }
        case 'anyOf': {
            const kinds = (schema.anyOf ?? []).map((b) => (b.type === 'array' ? 'a list' : 'a single value'));
            return { node, message: `${where} must be ${kinds.join(' or ')} (got ${got})` };
        }
        case 'pattern':
        case 'minLength':
            return { node, message: `${where}: ${inList ? 'an entry is' : 'the value is'} empty` };
        default:
            return { node, message: `${where || 'the configuration'} ${e.message ?? 'is invalid'}` };
    }
}

;// CONCATENATED MODULE: ./src/config.ts





const DEFAULT_CONFIG_PATH = '.github/instruction-stack.yml';
function defaultConfig() {
    return { toolOptions: {}, checks: {}, ignore: [], workingDirectories: [], comment: true, failOn: 'error', source: 'defaults' };
}
class ConfigError extends Error {
    problems;
    constructor(problems) {
        super(problems.map(formatProblem).join('\n'));
        this.problems = problems;
        this.name = 'ConfigError';
    }
}
function formatProblem(p) {
    const at = p.line !== undefined ? `:${p.line}${p.column !== undefined ? `:${p.column}` : ''}` : '';
    return `${p.file}${at}: ${p.message}`;
}
/** Knobs each tool accepts in `tools-options`: exactly the ones its profile honours. */
function toolKnobs(tool) {
    return PROFILES.find((p) => p.id === tool)?.knobs ?? [];
}
const FAIL_ON = ['error', 'warning', 'never'];
/** A single value is accepted where a list is expected. */
function config_list(v) {
    return v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v;
}
/**
 * Parses and validates the YAML text of a configuration file against the schema. Throws
 * ConfigError listing every problem, each with its line and column.
 */
function parseConfig(text, file = DEFAULT_CONFIG_PATH, opts = {}) {
    const { LineCounter, isMap, isScalar, parseDocument } = (0,on_demand/* yaml */.o)();
    const lc = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
    const located = (off, message) => {
        const pos = lc.linePos(off);
        return { file, line: pos.line, column: pos.col, message };
    };
    const syntax = doc.errors.map((e) => located(e.pos[0], e.message.split('\n')[0] ?? e.message));
    if (syntax.length > 0)
        throw new ConfigError(syntax);
    // Aliases are expanded with yaml's default cap (no exponential blow-up from a hostile file).
    const data = doc.toJS();
    const cfg = defaultConfig();
    cfg.source = file;
    if (data === null || data === undefined)
        return cfg;
    const problems = schemaProblems(doc, lc, data).map((p) => ({ file, ...p }));
    const raw = data;
    if (opts.knownChecks && raw.checks && typeof raw.checks === 'object') {
        for (const id of Object.keys(raw.checks)) {
            if (!opts.knownChecks.includes(id) && schemaKeys('/checks').includes(id)) {
                const node = doc.getIn(['checks'], true) ?? undefined;
                const off = isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === id)?.key : undefined;
                const at = off?.range?.[0] ?? 0;
                problems.push(located(at, `checks: unknown check ${JSON.stringify(id)}; known checks: ${opts.knownChecks.join(', ')}`));
            }
        }
    }
    if (problems.length > 0)
        throw new ConfigError(problems);
    if (raw.tools !== undefined)
        cfg.tools = [...new Set(config_list(raw.tools))];
    for (const [tool, o] of Object.entries(raw['tools-options'] ?? {})) {
        if (o === null)
            continue;
        const out = {};
        for (const [k, v] of Object.entries(o))
            out[k] = KNOB_IS_LIST.has(k) ? config_list(v) : v;
        cfg.toolOptions[tool] = out;
    }
    for (const [id, sev] of Object.entries(raw.checks ?? {}))
        cfg.checks[id] = sev === false ? 'off' : sev;
    cfg.ignore = config_list(raw.ignore).map(stripDot);
    cfg.workingDirectories = config_list(raw['working-directories']).map(stripDot);
    if (raw.comment !== undefined)
        cfg.comment = raw.comment;
    if (raw['fail-on'] !== undefined)
        cfg.failOn = raw['fail-on'];
    if (raw.fork?.names !== undefined && raw.fork.names !== null)
        cfg.twinNames = config_list(raw.fork.names);
    if (raw['fail-on-preexisting'] !== undefined)
        cfg.failOnPreexisting = raw['fail-on-preexisting'];
    if (raw.baseline !== undefined)
        cfg.baseline = stripDot(raw.baseline.trim());
    if (raw.vendored !== undefined)
        cfg.vendored = raw.vendored;
    return cfg;
}
/** Knobs that are lists of names (a single name is accepted). */
const KNOB_IS_LIST = new Set(['fallbackFilenames', 'contextFileNames', 'claudeMdExcludes', 'instructions']);
function stripDot(glob) {
    return glob.replace(/^\.\//, '');
}
/** The same words for a bad `tools` entry, in the file or in an input. */
function unknownTool(s) {
    return `tools: unknown tool ${JSON.stringify(s)}${didYouMean(s, TOOL_IDS)}; known tools: ${TOOL_IDS.join(', ')}`;
}
/** The `comment` input's mode (`true`, `false`, `changes`, any case); undefined when it is none of them. */
function commentInput(value) {
    const v = value.trim().toLowerCase();
    return v === 'true' ? true : v === 'false' ? false : v === 'changes' ? 'changes' : undefined;
}
/** Applies action inputs / CLI flags on top of a file configuration. Throws ConfigError on bad values. */
function applyOverrides(cfg, o, source = 'input') {
    const problems = [];
    const out = { ...cfg };
    if (o.tools !== undefined && o.tools.trim() !== '') {
        const items = o.tools.split(/[\s,]+/).filter((s) => s !== '');
        if (!(items.length === 1 && items[0] === 'all')) {
            const ids = [];
            for (const s of items) {
                if (isToolId(s))
                    ids.push(s);
                else
                    problems.push({ file: source, message: unknownTool(s) });
            }
            out.tools = [...new Set(ids)];
        }
        else
            out.tools = [...TOOL_IDS]; // `all`: every profile, the opt-in ones too
    }
    if (o.failOn !== undefined && o.failOn.trim() !== '') {
        const v = o.failOn.trim();
        if (FAIL_ON.includes(v))
            out.failOn = v;
        else
            problems.push({ file: source, message: `fail-on must be one of ${FAIL_ON.join(', ')} (got ${JSON.stringify(v)})` });
    }
    if (o.comment !== undefined && o.comment.trim() !== '') {
        const v = commentInput(o.comment);
        if (v !== undefined)
            out.comment = v;
        else
            problems.push({ file: source, message: `comment must be true, false or changes (got ${JSON.stringify(o.comment)})` });
    }
    if (o.failOnPreexisting !== undefined && o.failOnPreexisting.trim() !== '') {
        const v = o.failOnPreexisting.trim().toLowerCase();
        if (v === 'true' || v === 'false')
            out.failOnPreexisting = v === 'true';
        else
            problems.push({ file: source, message: `fail-on-preexisting must be true or false (got ${JSON.stringify(o.failOnPreexisting)})` });
    }
    if (problems.length > 0)
        throw new ConfigError(problems);
    return out;
}
/** Reads the configuration from an analysed tree (links followed inside the tree only). */
function viewSource(view) {
    return {
        read(path) {
            const r = readFile(view, path);
            if (r.ok)
                return r.bytes.toString('utf8').replace(/^\uFEFF/, '');
            if (r.problem === 'missing')
                return undefined;
            throw new ConfigError([{ file: path, message: `cannot read the configuration: ${r.message}` }]);
        },
    };
}
/**
 * Loads the configuration the action and the CLI share. A missing file at the default path means
 * defaults; a missing file at an explicitly requested path is an error.
 */
function loadConfig(src, path, opts = {}) {
    const p = (path ?? '').trim() === '' ? DEFAULT_CONFIG_PATH : path.trim().replace(/^\.\//, '');
    const text = src.read(p);
    if (text === undefined) {
        if (p !== DEFAULT_CONFIG_PATH)
            throw new ConfigError([{ file: p, message: 'configuration file not found' }]);
        return { config: defaultConfig(), found: false, path: p };
    }
    return { config: parseConfig(text, p, opts), found: true, path: p };
}
/**
 * Tools to analyse: the configured ones, else the default set (`defaults`: the established tools plus
 * the opt-in ones whose files the tree holds, see profiles/index.ts `defaultTools`).
 */
function selectedTools(cfg, available, defaults = available) {
    if (!cfg.tools || cfg.tools.length === 0)
        return available.filter((t) => defaults.includes(t));
    return cfg.tools.filter((t) => available.includes(t));
}

;// CONCATENATED MODULE: ./src/invisible.ts
// The characters a reader cannot see or that reorder what they see, in names from the repository:
// C0/C1 controls and DEL, bidi embeddings, overrides, isolates and marks, zero-width characters, word
// joiners and invisible operators, BOM, line/paragraph separators, tag characters. One definition for
// the outputs (src/output/printable.ts escapes them) and the checks (hidden reports them in names,
// naming the path in its escaped form so a newline in a name cannot split the message).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const INVISIBLE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|[\u{e0000}-\u{e007f}]/gu;
/** `U+XXXX` for a code point. */
const hex = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
/** The invisible or direction-changing characters of `s`, as `U+XXXX` codes, each once. */
function invisibleCodes(s) {
    const out = new Set();
    for (const m of s.matchAll(INVISIBLE_IN_NAMES))
        out.add(hex(m[0].codePointAt(0)));
    return [...out];
}
const SHORT = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };
/** `s` with every invisible or direction-changing character replaced by a visible escape. */
function printable(s) {
    return s.replace(INVISIBLE_IN_NAMES, (c) => SHORT[c] ?? `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`);
}

;// CONCATENATED MODULE: ./src/checks/hidden.ts
// hidden (security): instruction text a reviewer cannot see in rendered Markdown but a tool reads:
// HTML comments, @imports inside comments, invisible Unicode (in texts and in names of loaded files);
// and instruction changes from forks.











/** Invisible and bidi-control characters (brief list): zero-width, bidi embeddings/isolates, word joiners, BOM, tags. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
const MAX_UNICODE_FINDINGS_PER_FILE = 20;
const hidden_NAMES = {
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x200e: 'LEFT-TO-RIGHT MARK',
    0x200f: 'RIGHT-TO-LEFT MARK',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2060: 'WORD JOINER',
    0x2061: 'FUNCTION APPLICATION',
    0x2062: 'INVISIBLE TIMES',
    0x2063: 'INVISIBLE SEPARATOR',
    0x2064: 'INVISIBLE PLUS',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};
function charName(cp) {
    if (cp >= 0xe0000 && cp <= 0xe007f)
        return 'TAG character';
    if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f))
        return 'control character';
    if (cp === 0x2028)
        return 'LINE SEPARATOR';
    if (cp === 0x2029)
        return 'PARAGRAPH SEPARATOR';
    if (cp === 0x061c)
        return 'ARABIC LETTER MARK';
    return hidden_NAMES[cp] ?? 'invisible character';
}
/** Tool directives that are comments by design (linters, formatters, TOC generators). */
const DIRECTIVE = /^(markdownlint|prettier-ignore|cspell|spell-?checker|vale|textlint|alex|remark-|lint-|toc\b|\/toc|end[ -]?toc|omit in toc|doctoc|start doctoc|end doctoc|BEGIN|END|region|endregion|#region|#endregion)/i;
/** ZWJ/ZWNJ between two letters of a script that uses them, or inside an emoji sequence, are text, not hiding. */
function legitimateJoiner(text, at, cp) {
    if (cp !== 0x200c && cp !== 0x200d)
        return false;
    const before = [...text.slice(Math.max(0, at - 2), at)].pop() ?? '';
    const after = [...text.slice(at + 1, at + 3)][0] ?? '';
    if (cp === 0x200d && (/\p{Extended_Pictographic}|\uFE0F|[\u{1F3FB}-\u{1F3FF}]/u.test(before) || /\p{Extended_Pictographic}/u.test(after)))
        return true;
    return /[\p{L}\p{M}]/u.test(before) && /[\p{L}\p{M}]/u.test(after) && ![...(before + after)].some((c) => c.charCodeAt(0) < 0x80);
}
/** One character of INVISIBLE (no `g`: `test` keeps no position). */
const INVISIBLE_ONE = new RegExp(INVISIBLE.source, 'u');
/** Bidi embeddings, overrides and isolates: they reorder what a reviewer sees (Trojan Source). */
const REORDERS = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Whether the character at `at` can hide or disguise text: a bidi control or a tag character; or a
 * zero-width character inside a word (`r\u200Bm` reads as `rm` and is not `rm`) or next to another
 * invisible one. A single one at a word's edge (a stray U+2060 before `schedules` pasted from a web
 * page) changes no word a reviewer reads: still reported, as a warning.
 */
function disguises(text, at, cp) {
    if (cp >= 0xe0000 || REORDERS.test(String.fromCodePoint(cp)))
        return true;
    const before = [...text.slice(Math.max(0, at - 2), at)].pop() ?? '';
    const after = [...text.slice(at + 1, at + 3)][0] ?? '';
    if (INVISIBLE_ONE.test(before) || INVISIBLE_ONE.test(after))
        return true;
    return WORD_CHAR.test(before) && WORD_CHAR.test(after);
}
const WORD_CHAR = /[\p{L}\p{N}_]/u;
function invisible(ctx, path, text) {
    const byLine = new Map();
    for (const m of text.matchAll(INVISIBLE)) {
        const at = m.index ?? 0;
        const cp = m[0].codePointAt(0);
        if (cp === 0xfeff && at === 0)
            continue; // the BOM (reported by the input check)
        if (legitimateJoiner(text, at, cp))
            continue;
        const line = lineAt(text, at);
        let e = byLine.get(line);
        if (!e)
            byLine.set(line, (e = { cps: new Map(), tags: '', disguises: false }));
        if (!e.disguises && disguises(text, at, cp))
            e.disguises = true;
        e.cps.set(cp >= 0xe0000 ? 0xe0000 : cp, (e.cps.get(cp >= 0xe0000 ? 0xe0000 : cp) ?? 0) + 1);
        if (cp >= 0xe0020 && cp <= 0xe007e)
            e.tags += String.fromCharCode(cp - 0xe0000);
    }
    if (byLine.size === 0)
        return [];
    const readers = sortTools(readersOf(ctx, path).keys());
    const who = readers.length ? toolNames(readers) : 'every tool that loads it';
    const out = [];
    for (const [line, { cps, tags, disguises: hides }] of [...byLine].slice(0, MAX_UNICODE_FINDINGS_PER_FILE)) {
        const list = [...cps]
            .map(([cp, n]) => `${cp === 0xe0000 ? 'U+E00xx' : hex(cp)} ${charName(cp)}${n > 1 ? ` ×${n}` : ''}`)
            .join(', ');
        out.push({
            check: 'hidden',
            severity: hides ? 'error' : 'warning',
            path,
            line,
            tools: readers.length ? readers : undefined,
            message: `Line ${line} of ${path} contains invisible or direction-changing characters (${list}): reviewers do not see them, but they reach ${who}` +
                (tags ? `; the tag characters spell out hidden text: ${JSON.stringify(clip(tags, 120))}` : ''),
            fix: 'Remove the characters (or the whole line) and review where they came from; instruction files need none of them.',
            key: `hidden-unicode:${path}:${line}`,
        });
    }
    if (byLine.size > MAX_UNICODE_FINDINGS_PER_FILE) {
        const last = out[out.length - 1];
        last.message += ` (and ${byLine.size - MAX_UNICODE_FINDINGS_PER_FILE} more lines in this file)`;
    }
    return out;
}
/**
 * A path of a file the tools load whose name hides or reorders characters (`evil\u202eFDP.md`
 * renders as `evildm.PDF`, a zero-width space makes two names look alike, a newline or escape
 * sequence rewrites a terminal line). Ordinary non-ASCII names (`über.md`, CJK, joiners between
 * letters of scripts that use them) are names, not hiding.
 */
function hidden_names(ctx, path) {
    const cps = new Map();
    for (const m of path.matchAll(INVISIBLE_IN_NAMES)) {
        const cp = m[0].codePointAt(0);
        if (legitimateJoiner(path, m.index ?? 0, cp))
            continue;
        const k = cp >= 0xe0000 ? 0xe0000 : cp;
        cps.set(k, (cps.get(k) ?? 0) + 1);
    }
    if (cps.size === 0)
        return undefined;
    const readers = sortTools(readersOf(ctx, path).keys());
    const list = [...cps].map(([cp, n]) => `${cp === 0xe0000 ? 'U+E00xx' : hex(cp)} ${charName(cp)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
    return {
        check: 'hidden',
        severity: 'error',
        path,
        tools: readers.length ? readers : undefined,
        message: `The path ${printable(path)} contains invisible, direction-changing or control characters (${list}): reviewers see a different name (or none) than the one ${readers.length ? toolNames(readers) : 'the tools'} ${readers.length === 1 ? 'loads' : 'load'}`,
        fix: 'Rename the file or directory without them (git mv); no instruction file needs them in its name.',
        key: `hidden-name:${path}`,
    };
}
function comments(ctx, path, text) {
    const regions = htmlCommentRegions(text);
    if (regions.length === 0)
        return [];
    const readers = [...readersOf(ctx, path).values()];
    const keepers = sortTools(readers.filter((r) => r.keepsComments).map((r) => r.tool));
    const commentExpanders = sortTools(readers.filter((r) => r.expandsInComments).map((r) => r.tool));
    const refs = [];
    const starts = new Set();
    for (const grammar of ['qwen', 'claude']) {
        for (const r of scanImports(text, { grammar, code: 'marked' })) {
            if (r.inComment && !r.inCode && !starts.has(r.start)) {
                starts.add(r.start);
                refs.push(r);
            }
        }
    }
    const out = [];
    const prose = [];
    for (const [s, e] of regions) {
        const body = text.slice(s + 4, text.slice(s, e).endsWith('-->') ? e - 3 : e).trim();
        const line = lineAt(text, s);
        const endLine = lineAt(text, e - 1);
        const inside = refs.filter((r) => r.start >= s && r.start < e);
        const reached = inside.filter((r) => {
            const t = classifyImport(path, r.spec);
            if (t.kind !== 'repo')
                return t.kind !== 'url';
            const res = resolvePath(ctx.view, t.path);
            return res.ok && res.entry.kind === 'file';
        });
        if (reached.length > 0 && commentExpanders.length > 0) {
            const r = reached[0];
            out.push({
                check: 'hidden',
                severity: 'error',
                path,
                line: r.line,
                endLine: endLine > r.line ? endLine : undefined,
                tools: commentExpanders,
                message: `${path} has ${reached.map((x) => `@${x.raw}`).join(', ')} inside an HTML comment (line ${r.line}): invisible in rendered Markdown and easy to miss in review, ` +
                    `yet ${toolNames(commentExpanders)} ${agree(commentExpanders, 'expands it and sends', 'expand it and send')} the imported file to the model`,
                fix: 'Move the import out of the comment if it is meant for every reader, or delete it; never hide instructions from review.',
                key: `hidden-import:${path}:${r.line}`,
            });
            continue;
        }
        if (body === '' || DIRECTIVE.test(body) || keepers.length === 0 || hidden_marker(body) || regionStart(body, text))
            continue;
        prose.push({ line, endLine, body });
    }
    if (prose.length > 0) {
        // One finding per file: the count, the lines, the first comment quoted.
        const first = prose[0];
        const last = prose[prose.length - 1];
        const where = prose.length === 1 ? (first.endLine > first.line ? `on lines ${first.line}–${first.endLine}` : `on line ${first.line}`) : `on lines ${clip(prose.map((c) => c.line).join(', '), 80)}`;
        out.push({
            check: 'hidden',
            severity: 'warning',
            path,
            line: first.line,
            endLine: last.endLine > first.line ? last.endLine : undefined,
            tools: keepers,
            message: `${prose.length === 1 ? 'HTML comment' : `${prose.length} HTML comments`} ${where} of ${path} ${prose.length === 1 ? 'is' : 'are'} invisible in rendered Markdown, but ${toolNames(keepers)} ${agree(keepers, 'sends', 'send')} ${prose.length === 1 ? 'it' : 'them'} to the model: ` +
                JSON.stringify(clip(first.body.replace(/\s+/g, ' '), 80)),
            fix: 'Make the text visible if it is an instruction, or delete it; Claude Code alone strips comments.',
            key: `hidden-comment:${path}`,
        });
    }
    return out;
}
/**
 * A short machine marker (`rule:232`, `section:start`, `prettier-ignore`): one token of at most 40
 * characters. Tools send it too, but it instructs no one and a reviewer loses nothing by not seeing
 * it; two words may already instruct ("NEVER PUSH"), so anything longer is reported.
 */
function hidden_marker(body) {
    const b = body.trim();
    return b.length <= 40 && !/\s/.test(b);
}
/**
 * The start of a managed region whose end the file closes later: `robots:start (managed by
 * install.sh - do not edit inside this block)` … `robots:end`, `BEGIN:name …` … `END:name`,
 * `name-start …` … `name-end`. A script's marker with a note to whoever edits the file by hand, not
 * an instruction; a lone "start" with no end is not one (it is reported).
 */
function regionStart(body, text) {
    const m = /^(?:([\w.-]+)[:-](?:start|begin)|BEGIN[: ]([\w.-]+))\b/i.exec(body.trim());
    const name = m?.[1] ?? m?.[2];
    if (!name)
        return false;
    const n = escapeRegExp(name);
    return new RegExp(`<!--\\s*(?:${n}[:-]end|END[: ]${n})\\b`, 'i').test(text);
}
function fromFork(ctx) {
    if (!ctx.fromFork)
        return [];
    const names = instructionNames(ctx);
    const out = [];
    for (const path of ctx.changedPaths) {
        if (!ctx.view.entry(path))
            continue;
        const readers = sortTools(readersOf(ctx, path).keys());
        // Our own configuration counts too: it sets the tool options (file names, budgets) the stacks follow.
        const isSettings = isSettingsPath(path) || path === DEFAULT_CONFIG_PATH || path.endsWith(`/${DEFAULT_CONFIG_PATH}`);
        if (!isSettings && !isInstructionPath(path, names) && readers.length === 0)
            continue;
        out.push({
            check: 'hidden',
            severity: 'warning',
            path,
            line: 1,
            tools: readers.length ? readers : undefined,
            message: isSettings
                ? `This pull request comes from a fork and changes ${path}, a settings file that decides which instructions agents load`
                : `This pull request comes from a fork and changes ${path}, which ${readers.length ? toolNames(readers) : 'coding agents'} load as instructions`,
            fix: 'Review the raw file (not the rendered view: comments, invisible characters, @imports) before merging or running agents on this branch.',
            key: `hidden-fork:${path}`,
        });
    }
    return out;
}
const hidden_hidden = {
    id: 'hidden',
    title: 'Instructions hidden from review',
    defaultSeverity: 'error',
    description: 'Instruction text reviewers cannot see in rendered Markdown but tools read: HTML comments, @imports inside comments, invisible or bidi Unicode (in the text, or in the names of files tools load); and instruction changes in pull requests from forks.',
    run(ctx) {
        const out = [];
        for (const path of inspectedFiles(ctx)) {
            const doc = loadDoc(ctx.view, path);
            if (!doc.ok)
                continue;
            for (const f of invisible(ctx, path, doc.text))
                out.push(f);
            for (const f of comments(ctx, path, doc.text))
                out.push(f);
        }
        for (const path of inspectedNames(ctx)) {
            const f = hidden_names(ctx, path);
            if (f)
                out.push(f);
        }
        out.push(...fromFork(ctx));
        return out;
    },
};

;// CONCATENATED MODULE: ./src/checks/import.ts
// import: `@path` imports that fail (missing, outside the repository, cycles, too deep: found by the
// engine while expanding, see src/engine/imports.ts), files whose imports some tool reads as
// literal text, and references inside code that no tool expands.








/** Live `@imports` in a file (outside code and comments) that point at existing files of the repository. */
function import_liveRefs(view, path) {
    const doc = loadDoc(view, path);
    const live = [];
    if (!doc.ok)
        return live;
    for (const ref of scanImports(doc.text, { grammar: 'claude', code: 'marked' })) {
        if (ref.inComment || ref.inCode)
            continue;
        const t = classifyImport(path, ref.spec);
        if (t.kind !== 'repo')
            continue;
        const r = resolvePath(view, t.path);
        if (!r.ok || r.entry.kind !== 'file')
            continue;
        live.push({ ref, target: t.path, real: r.path });
    }
    return live;
}
/** Engine findings (check `import`) merged across tools, with this check's severities. */
function engineFindings(ctx) {
    const merged = new Map();
    const changed = new Set(ctx.changedPaths);
    for (const s of ctx.stacks) {
        for (const f of s.findings) {
            if (f.check !== 'import')
                continue;
            if (changed.size > 0 && !touches(changed, f))
                continue;
            const key = f.key ?? `import:${f.path ?? ''}:${f.line ?? ''}:${f.message}`;
            const hit = merged.get(key);
            if (hit) {
                hit.tools = sortTools([...(hit.tools ?? []), ...(f.tools ?? [s.tool])]);
                continue;
            }
            const g = { ...f, key, tools: sortTools(f.tools ?? [s.tool]) };
            // A URL is rejected by every tool that imports (nothing leaves the repository): worth fixing, not failing.
            if (key.startsWith('import-outside:'))
                g.severity = /points to a URL/.test(f.message) ? 'warning' : 'error';
            // The engine files a missing target only for path-like references (src/doc/imports.ts pathLike).
            else if (key.startsWith('import-missing:'))
                g.severity = 'error';
            else
                g.severity = 'warning';
            merged.set(key, g);
        }
    }
    return [...merged.values()];
}
/** In a pull request: the importing file changed, or the file the import names did (deleted, moved). */
function touches(changed, f) {
    if (f.path === undefined || changed.has(f.path))
        return true;
    const raw = /^@(\S+)/.exec(f.message)?.[1];
    if (!raw)
        return false;
    const t = classifyImport(f.path, raw.replace(/\\ /g, ' ').replace(/#.*$/, ''));
    return t.kind === 'repo' && changed.has(t.path);
}
/** Paths and real paths of the layers a session sends (not the omitted ones). */
function heldPaths(layers) {
    const held = new Set();
    for (const l of layers) {
        if (l.omitted)
            continue;
        held.add(l.path);
        if (l.realPath)
            held.add(l.realPath);
    }
    return held;
}
/**
 * Tools that load a file with live imports without expanding them, and what they miss: one finding
 * per file, under its real path (a tool reading it through a symlink such as CLAUDE.md -> AGENTS.md
 * is named with the name it reads).
 */
function literalReaders(ctx) {
    const byReal = new Map();
    const refCache = new Map();
    const refsOf = (path) => cached(refCache, path, () => import_liveRefs(ctx.view, path));
    // In a pull request only the files it changes are reported.
    const changed = new Set(ctx.changedPaths);
    // What a stack adds depends only on its tool and layers, and stacks of one session directory share
    // their layer list: each (tool, list) is looked at once.
    const seen = new Map();
    for (const s of ctx.stacks) {
        if (!isToolId(s.tool))
            continue;
        const lists = cached(seen, s.tool, () => new Set());
        if (lists.has(s.layers))
            continue;
        lists.add(s.layers);
        const pol = getProfile(s.tool).imports;
        // What the session holds, gathered only once a layer it does not expand has imports (most stacks: none).
        let held;
        for (const l of s.layers) {
            const real = l.realPath ?? l.path;
            if (l.omitted || (changed.size > 0 && !changed.has(l.path) && !changed.has(real)))
                continue;
            const expands = pol !== undefined && (l.reason === 'import' || !pol.appliesTo || pol.appliesTo(l.path));
            if (expands)
                continue;
            const refs = refsOf(l.path);
            if (refs.length === 0)
                continue;
            held ??= heldPaths(s.layers);
            const h = held;
            // Harmless when the tool loads every imported file anyway (CLAUDE.md = `@AGENTS.md` next to AGENTS.md).
            const missing = refs.filter((r) => !h.has(r.target) && !h.has(r.real));
            if (missing.length === 0)
                continue;
            const m = cached(byReal, real, () => ({ tools: new Set(), missing: new Set(), aliases: new Map() }));
            m.tools.add(s.tool);
            if (l.path !== real)
                cached(m.aliases, l.path, () => new Set()).add(s.tool);
            for (const r of missing)
                m.missing.add(r.ref.raw);
        }
    }
    const out = [];
    for (const [path, { tools, missing, aliases }] of byReal) {
        const first = refsOf(path).find((r) => missing.has(r.ref.raw)) ?? [...aliases.keys()].flatMap(refsOf).find((r) => missing.has(r.ref.raw));
        const lit = sortTools(tools);
        const expanders = sortTools(new Set([path, ...aliases.keys()].flatMap((p) => expandersOf(ctx, p))));
        const list = [...missing].map((m) => `@${m}`);
        const as = [...aliases].map(([name, ts]) => `${toolNames(sortTools(ts))} as ${name}`).join('; ');
        out.push({
            check: 'import',
            severity: 'warning',
            path,
            line: first?.ref.line,
            tools: lit,
            message: `${path} imports ${clip(list.join(', '), 160)}, but ${toolNames(lit)} ${agree(lit, 'loads', 'load')} ${path}${as ? ` (${as})` : ''} without expanding imports: ` +
                `they see the literal line${list.length === 1 ? '' : 's'} ${clip(list.map((l) => `\`${l}\``).join(', '), 160)} and not the imported instructions` +
                (expanders.length ? ` (which ${toolNames(expanders)} ${agree(expanders, 'gets', 'get')})` : ''),
            fix: `Put what every tool needs in ${path} itself (or in a file each of those tools reads), and keep @imports for what only the expanding tools need.`,
            key: `import-literal:${path}`,
        });
    }
    return out;
}
/** Tools that expand `@imports` in `path`, in tool order. */
function expandersOf(ctx, path) {
    return sortTools([...readersOf(ctx, path).values()].filter((r) => r.expands).map((r) => r.tool));
}
const expanded = new WeakMap();
/** Files the analysed stacks load whose imports some tool expands; in a pull request, only those it changes. Once per run. */
function expandedFiles(ctx) {
    return cached(expanded, ctx, () => expandedFilesOf(ctx));
}
function expandedFilesOf(ctx) {
    const changed = new Set(ctx.changedPaths);
    const out = [];
    for (const path of realFiles(ctx.view, loadedPaths(ctx))) {
        if (changed.size > 0 && !changed.has(path))
            continue;
        const expanders = expandersOf(ctx, path);
        if (expanders.length > 0)
            out.push({ path, expanders });
    }
    return out;
}
/**
 * `@path` inside inline code that names an existing file: no tool expands it. (Inside backticks the
 * `@` is not even preceded by whitespace, so every grammar skips it; fenced blocks are examples.)
 */
function inCodeRefs(ctx) {
    const out = [];
    for (const { path, expanders } of expandedFiles(ctx)) {
        const text = loadDoc(ctx.view, path).text;
        if (!text.includes('@'))
            continue;
        for (const [s, e] of codeRegions(text)) {
            const code = text.slice(s, e);
            if (code.includes('\n'))
                continue;
            for (const m of code.matchAll(/(?:^|[\s`])@([./A-Za-z~][^\s`]*)/g)) {
                const raw = m[1];
                const t = classifyImport(path, raw.replace(/#.*$/, ''));
                if (t.kind !== 'repo')
                    continue;
                const r = resolvePath(ctx.view, t.path);
                if (!r.ok || r.entry.kind !== 'file')
                    continue;
                const line = lineAt(text, s + (m.index ?? 0));
                out.push({
                    check: 'import',
                    severity: 'note',
                    path,
                    line,
                    tools: expanders,
                    message: `\`@${raw}\` in ${path} names an existing file but sits in inline code, so ${toolNames(expanders)} ${agree(expanders, 'does', 'do')} not expand it`,
                    fix: `If ${t.path} should be imported, write @${raw} outside backticks, after a space or at the start of a line.`,
                    key: `import-code:${path}:${line}:${raw}`,
                });
            }
        }
    }
    return out;
}
/** A live `@import` that names a directory: every tool imports files only. */
function directoryRefs(ctx) {
    const out = [];
    for (const { path, expanders } of expandedFiles(ctx)) {
        const doc = loadDoc(ctx.view, path);
        const seen = new Set();
        for (const grammar of ['claude', 'qwen']) {
            for (const ref of scanImports(doc.text, { grammar, code: 'marked' })) {
                if (ref.inCode || ref.inComment || seen.has(ref.start))
                    continue;
                seen.add(ref.start);
                const t = classifyImport(path, ref.spec);
                if (t.kind !== 'repo')
                    continue;
                const r = resolvePath(ctx.view, t.path);
                if (!r.ok || r.entry.kind !== 'dir')
                    continue;
                out.push({
                    check: 'import',
                    severity: 'warning',
                    path,
                    line: ref.line,
                    tools: expanders,
                    message: `@${ref.raw} in ${path} names the directory ${t.path === '' ? '.' : t.path}; imports load files only, so nothing is imported`,
                    fix: `Import the file you mean (for example @${ref.raw.replace(/\/$/, '')}/README.md), or list the files one by one.`,
                    key: `import-dir:${path}:${ref.line}:${ref.raw}`,
                });
            }
        }
    }
    return out;
}
const importCheck = {
    id: 'import',
    title: '@imports that fail or are read literally',
    defaultSeverity: 'error',
    description: '`@path` imports whose target is missing, outside the repository, in a cycle or beyond a tool\'s depth limit; files whose imports some tools read as literal text; references in code that no tool expands.',
    run(ctx) {
        return [...engineFindings(ctx), ...literalReaders(ctx), ...inCodeRefs(ctx), ...directoryRefs(ctx)];
    },
};

;// CONCATENATED MODULE: ./src/checks/input.ts
// input: instruction files the tools cannot read as intended (binary, invalid UTF-8, a byte-order
// mark, larger than the analysis reads). Raised while decoding (src/doc/decode.ts, src/doc/load.ts);
// this check collects them for the files the analysed stacks load and the instruction files inspected,
// and the problems of the tools' settings files (src/engine/settings.ts: one a tool cannot parse),
// of every settings file in the tree, or on a pull request of those it changes.




const input = {
    id: 'input',
    title: 'Unreadable instruction files',
    defaultSeverity: 'warning',
    description: 'Instruction files that are binary, not valid UTF-8, start with a byte-order mark, or are too large to analyse; tool settings files a tool cannot parse.',
    run(ctx) {
        const out = [];
        for (const s of ctx.stacks)
            for (const f of s.findings)
                if (f.check === 'input')
                    out.push(f);
        const names = instructionNames(ctx);
        const paths = new Set(loadedPaths(ctx));
        if (ctx.changedPaths.length > 0) {
            for (const p of ctx.changedPaths)
                if (isInstructionPath(p, names))
                    paths.add(p);
        }
        else
            for (const p of instructionPaths(ctx.view, names))
                paths.add(p);
        for (const p of [...paths].sort()) {
            if (!ctx.view.entry(p))
                continue;
            for (const f of loadDoc(ctx.view, p).findings)
                if (f.check === 'input')
                    out.push(f);
        }
        const settingsPaths = ctx.changedPaths.length > 0 ? ctx.changedPaths : ctx.view.allPaths();
        for (const p of settingsPaths) {
            const name = settingsFile(p);
            if (name === undefined || !ctx.view.entry(p))
                continue;
            // the directory whose settings `p` is: `a/.gemini/settings.json` and `a/.kilo/kilo.json` are a/'s
            const dir = p === name ? '' : p.slice(0, p.length - name.length - 1);
            for (const f of ctx.resolver.settingsFindingsIn(dir))
                if (f.path === p)
                    out.push(f);
        }
        return out.map((f) => ({ ...f, key: findingKey(f) }));
    },
};

;// CONCATENATED MODULE: ./src/checks/local-files.ts
// local-files: files meant to stay on one machine that are committed anyway.




const KINDS = [
    {
        re: /(^|\/)CLAUDE\.local\.md$/,
        what: "personal project instructions (Claude Code labels them \"user's private project instructions, not checked in\")",
        pattern: () => 'CLAUDE.local.md',
    },
    { re: /(^|\/)AGENTS\.local\.md$/, what: 'personal project instructions (DeepSeek Harness and OpenCode read them as local overlays)', pattern: () => 'AGENTS.local.md' },
    { re: /(^|\/)QWEN\.local\.md$/, what: "Qwen Code's private project memory", pattern: () => 'QWEN.local.md' },
    {
        re: /(^|\/)\.claude\/settings\.local\.json$/,
        what: "Claude Code's personal settings (permissions, environment; often machine paths or tokens)",
        pattern: () => '.claude/settings.local.json',
    },
];
const MEMORY_LOCAL = /^(?:(.*)\/)?\.claude\/agent-memory-local\//;
function standingOf(view) {
    if (view.source !== 'worktree')
        return () => 'committed';
    const cache = new Map();
    const rules = (dir) => {
        if (cache.has(dir))
            return cache.get(dir);
        const r = view.read(joinPath(dir, '.gitignore'));
        const ig = r.ok ? ignore_default()().add(r.bytes.toString('utf8')) : null;
        cache.set(dir, ig);
        return ig;
    };
    const listed = (path) => {
        for (const dir of ancestorsRootFirst(path).slice(0, -1)) {
            const ig = rules(dir);
            if (!ig)
                continue;
            const rel = dir === '' ? path : path.slice(dir.length + 1);
            try {
                if (ig.ignores(rel))
                    return true;
            }
            catch {
                // a path the ignore library refuses (absolute, ..) is not ignored
            }
        }
        return false;
    };
    return (path) => (!listed(path) ? 'committed' : view.tracked?.(path) === true ? 'tracked-ignored' : 'ignored');
}
const localFiles = {
    id: 'local-files',
    title: 'Private instruction files committed',
    defaultSeverity: 'warning',
    description: 'Files meant to stay on one machine (CLAUDE.local.md, AGENTS.local.md, QWEN.local.md, .claude/settings.local.json, .claude/agent-memory-local/) that are committed, so every clone and every agent run gets them.',
    run(ctx) {
        const view = ctx.view;
        const standing = standingOf(view);
        const changed = new Set(ctx.changedPaths);
        const pr = changed.size > 0;
        const committed = (st) => st === 'tracked-ignored' ? 'is committed (git tracks it, though .gitignore lists it)' : view.source === 'worktree' ? 'is not git-ignored, so it gets committed' : 'is committed';
        // Already listed in .gitignore: taking it out of the index is the whole fix.
        const fix = (st, rm, pattern) => (st === 'tracked-ignored' ? rm : `${rm} && echo ${local_files_quote(pattern)} >> .gitignore`);
        const out = [];
        const memDirs = new Map();
        for (const path of view.allPaths()) {
            if (pr && !changed.has(path))
                continue;
            // Every pattern here holds `.local.` (KINDS) or `agent-memory-local/` (MEMORY_LOCAL): a path with
            // neither is none of them, and most of a large tree is told so without a regular expression.
            if (!path.includes('.local.') && !path.includes('agent-memory-local/'))
                continue;
            const mem = MEMORY_LOCAL.exec(path);
            if (mem) {
                const st = standing(path);
                if (st === 'ignored')
                    continue;
                const dir = joinPath(mem[1] ?? '', '.claude/agent-memory-local');
                let l = memDirs.get(dir);
                if (!l)
                    memDirs.set(dir, (l = { files: [], standing: st }));
                l.files.push(path);
                continue;
            }
            const kind = KINDS.find((k) => k.re.test(path));
            if (!kind)
                continue;
            const st = standing(path);
            if (st === 'ignored')
                continue;
            const readers = sortTools(readersOf(ctx, path).keys());
            out.push({
                check: 'local-files',
                severity: 'warning',
                path,
                line: 1,
                tools: readers.length ? readers : undefined,
                message: `${path} holds ${kind.what}, but it ${committed(st)}: every clone${readers.length ? ` and every ${toolNames(readers)} session` : ''} gets one person's private file`,
                fix: fix(st, `git rm --cached ${local_files_quote(path)}`, kind.pattern(path)),
                key: `local:${path}`,
            });
        }
        for (const [dir, { files, standing: st }] of memDirs) {
            out.push({
                check: 'local-files',
                severity: 'warning',
                path: files[0],
                line: 1,
                tools: ['claude-code'],
                message: `${dir}/ holds the memory of subagents with memory: local (${plural(files.length, 'file')}), meant to stay on one machine, but it ${committed(st)}`,
                fix: fix(st, `git rm -r --cached ${local_files_quote(dir)}`, '.claude/agent-memory-local/'),
                key: `local:${dir}/`,
            });
        }
        return out;
    },
};
function local_files_quote(s) {
    return /^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./src/checks/name-case.ts
// name-case: instruction file names that differ from a known name only in letter case. Linux
// runners match names exactly, macOS and Windows do not, so the same commit gives agents different
// instructions per machine (decisions.md §7).




/** Tools that read `name` as it is on a case-sensitive file system. */
function exactReaders(name, names) {
    const out = [];
    for (const p of profiles_PROFILES) {
        const own = names(p.id);
        // [observed] Copilot CLI reads `agents.md` in the working directory in any case (rules @ lower/upper).
        const caseless = p.id === 'copilot' && name.toLowerCase() === 'agents.md';
        if (caseless || own.includes(name))
            out.push(p.id);
    }
    return out;
}
/**
 * Directories whose Markdown pages are documentation (site sources, translations, references): a
 * page called `agents.md` or `context.md` there is about agents or context, not for them. No tool
 * starts a session in such a directory to work on the code, and advising a rename would turn a docs
 * page into agent instructions.
 */
const DOCS_DIR = /(^|\/)(docs?|documentation|i18n|l10n|locales?|website|site|content|pages|guides?|references?|api-docs|manual|handbook|wiki|blog|examples?)(\/|$)/i;
/** An all-lower-case spelling (`agents.md`, `context.md`) is also an ordinary page name; a mixed one (`Agents.md`, `CLAUDE.MD`) is meant as the instruction file. */
function ordinaryPageName(base) {
    return base === base.toLowerCase();
}
const nameCase = {
    id: 'name-case',
    title: 'Instruction file names that differ only in case',
    defaultSeverity: 'warning',
    description: 'A file such as agents.md or Claude.md matches AGENTS.md / CLAUDE.md on macOS and Windows but not on Linux, so tools read it on one machine and ignore it on another; two such names in one directory cannot both exist in a macOS or Windows checkout.',
    run(ctx) {
        const known = instructionNames(ctx).filter((n) => !n.includes('/'));
        // The first spelling listed is the canonical one (the well-known names come first: AGENTS.md, not agents.md).
        const byLower = new Map();
        for (const n of known)
            if (!byLower.has(n.toLowerCase()))
                byLower.set(n.toLowerCase(), n);
        const names = (id) => profiles_PROFILES.find((p) => p.id === id).names(ctx.resolver.toolOptions(id));
        const changed = new Set(ctx.changedPaths);
        const out = [];
        const seenInDir = new Map();
        for (const path of ctx.view.allPaths()) {
            const base = baseName(path);
            const canonical = byLower.get(base.toLowerCase());
            if (canonical === undefined)
                continue;
            const dir = parentDir(path);
            let lowers = seenInDir.get(dir);
            if (!lowers)
                seenInDir.set(dir, (lowers = new Map()));
            const other = lowers.get(base.toLowerCase());
            lowers.set(base.toLowerCase(), path);
            if (isPullRequest(ctx) && !changed.has(path) && !(other && changed.has(other)))
                continue;
            if (other !== undefined) {
                out.push({
                    check: 'name-case',
                    severity: 'error',
                    path,
                    line: 1,
                    message: `${path} and ${other} differ only in case: a macOS or Windows checkout can hold only one of them, so what agents read there depends on which one git wrote last`,
                    fix: `Merge them into ${dir === '' ? canonical : `${dir}/${canonical}`} and delete the other.`,
                    key: `name-case:collision:${dir}:${base.toLowerCase()}`,
                });
                continue;
            }
            if (base === canonical)
                continue;
            if (ordinaryPageName(base) && DOCS_DIR.test(dir))
                continue;
            const readers = exactReaders(base, names);
            const wanted = profiles_PROFILES.filter((p) => names(p.id).includes(canonical) && !readers.includes(p.id)).map((p) => p.id);
            out.push({
                check: 'name-case',
                severity: 'warning',
                path,
                line: 1,
                tools: [...new Set([...readers, ...wanted])],
                message: `${path} differs from ${canonical} only in case: on Linux (CI, cloud agents) ${readers.length ? `only ${toolNames(readers)} ${readers.length === 1 ? 'reads' : 'read'} it` : 'no tool reads it'}, ` +
                    `while on macOS and Windows ${toolNames(wanted)} read it as ${canonical}, so the same commit gives agents different instructions per machine`,
                // Either rename changes what some machines load: the reviewer knows which was meant.
                fix: `If it is meant for agents, rename it to ${canonical} (git mv ${path} ${dir === '' ? canonical : `${dir}/${canonical}`}): every machine then reads it; ` +
                    `if it is an ordinary page, rename it so it no longer matches ${canonical} (e.g. ${base.replace(/\.md$/i, '')}-guide.md): macOS and Windows sessions then stop reading it.`,
                key: `name-case:${path}`,
            });
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./src/checks/rules-frontmatter.ts
// rules-frontmatter: the frontmatter of rules, instructions and agent files: malformed YAML, glob
// patterns that are invalid or match no file (dead rules), and keys the tool does not know (typos).









/** Findings about patterns per file: a rule listing thousands of dead patterns needs one line of review, not thousands. */
const MAX_PATTERN_FINDINGS_PER_FILE = 20;
const TO_PATHS = { path: 'paths', glob: 'paths', globs: 'paths', applyTo: 'paths', applyto: 'paths', files: 'paths', include: 'paths', pattern: 'paths', patterns: 'paths' };
/** Known keys per kind (profiles.md §2.7, §3.7, §6.7, §7; Claude Code subagent docs). */
const rules_frontmatter_KINDS = {
    'claude-rule': {
        reader: 'Claude Code and Copilot',
        dir: '.claude/rules',
        globKey: 'paths',
        splitCommas: true,
        known: ['paths', 'description', 'name'],
        aliases: TO_PATHS,
        withoutGlobs: 'the rule has no paths, so it loads in every session',
    },
    'qwen-rule': {
        reader: 'Qwen Code',
        dir: '.qwen/rules',
        globKey: 'paths',
        splitCommas: false,
        known: ['paths', 'description'],
        aliases: TO_PATHS,
        withoutGlobs: 'the rule has no paths, so it loads in every session',
    },
    'cursor-rule': {
        reader: 'Cursor',
        dir: '.cursor/rules',
        globKey: 'globs',
        splitCommas: true,
        known: ['description', 'globs', 'alwaysApply'],
        aliases: { glob: 'globs', paths: 'globs', path: 'globs', applyTo: 'globs', applyto: 'globs', always_apply: 'alwaysApply', alwaysapply: 'alwaysApply', always: 'alwaysApply' },
        withoutGlobs: 'the rule has no globs, so Cursor never attaches it automatically',
        readsLines: true,
    },
    'copilot-instructions': {
        reader: 'Copilot',
        dir: '.github/instructions',
        globKey: 'applyTo',
        splitCommas: true,
        known: ['applyTo', 'excludeAgent', 'description', 'name'],
        aliases: { applyto: 'applyTo', apply_to: 'applyTo', 'apply-to': 'applyTo', appliesTo: 'applyTo', paths: 'applyTo', path: 'applyTo', globs: 'applyTo', glob: 'applyTo', excludeagent: 'excludeAgent', exclude_agent: 'excludeAgent', excludeAgents: 'excludeAgent' },
        withoutGlobs: 'the file has no applyTo, so Copilot never applies it automatically',
    },
    'claude-agent': {
        reader: 'Claude Code',
        dir: '.claude/agents',
        splitCommas: false,
        known: ['name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills', 'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt'],
        aliases: { allowedTools: 'tools', allowed_tools: 'tools', disallowed_tools: 'disallowedTools', permission_mode: 'permissionMode', max_turns: 'maxTurns', mcp_servers: 'mcpServers' },
    },
    'grok-rule': { reader: 'Grok Build', dir: '.grok/rules', splitCommas: false, known: [], aliases: {} },
};
/**
 * The glob key of a tool that reads it from its line as written: the patterns it gets (quoted ones
 * left out, they are reported here), or undefined when it gets none; a finding for a list below the
 * key and for quoted or bracketed patterns (each never matches).
 */
function linePatterns(path, gk, fm, line, spec, base) {
    const raw = fm.loose?.[gk];
    const example = `${gk}: src/**/*.ts, lib/**/*.ts`;
    if (raw === undefined) {
        const listed = gk in fm.data && fm.data[gk] !== null;
        const findings = listed
            ? [{ ...base, line, message: `${path}: ${gk} is a YAML list on the lines below \`${gk}:\`; ${spec.reader} reads the ${gk} line as written and finds no pattern there, so it never attaches the rule automatically`, fix: `Write the patterns on the ${gk} line, comma-separated and unquoted: ${example}.`, key: `frontmatter-value:${path}:${gk}` }]
            : [];
        return { value: undefined, findings };
    }
    const patterns = globList(raw, true);
    const quoted = patterns.filter((p) => /^["'[]|["'\]]$/.test(p));
    if (quoted.length === 0)
        return { value: raw, findings: [] };
    const kept = patterns.filter((p) => !quoted.includes(p));
    const effect = kept.length === 0 ? `; ${spec.reader} never attaches the rule automatically` : '';
    return {
        value: kept.length === 0 ? undefined : kept.join(', '),
        findings: [
            {
                ...base,
                line,
                message: `${path}: ${gk} ${quoted.length === 1 ? `pattern ${clip(quoted[0], 80)} is` : `patterns ${quoted.map((p) => clip(p, 40)).join(', ')} are`} quoted or bracketed; ${spec.reader} reads the ${gk} line as written, quotes and brackets part of the pattern, so ${quoted.length === 1 ? 'it matches' : 'they match'} no file${effect}`,
                fix: `Write the patterns unquoted, comma-separated, without brackets: ${example}.`,
                key: `frontmatter-value:${path}:${gk}`,
            },
        ],
    };
}
/** The key probably meant by an unknown key, or undefined for a deliberate custom key. */
function suggestKey(key, spec) {
    const alias = spec.aliases[key] ?? spec.aliases[key.toLowerCase()];
    if (alias && alias !== key)
        return alias;
    let best;
    let bestD = Infinity;
    for (const k of spec.known) {
        const d = editDistance(key.toLowerCase(), k.toLowerCase());
        if (d < bestD) {
            bestD = d;
            best = k;
        }
    }
    if (best === undefined)
        return undefined;
    if (bestD === 0)
        return best; // case only: `applyto`, `AlwaysApply`
    return key.length >= 4 && bestD <= (key.length >= 8 ? 2 : 1) ? best : undefined;
}
/** picomatch's parser as the tools' matchers read patterns, unbalanced brackets refused (maxLength: picomatch's default). */
const STRICT_PARSE = { dot: true, strictBrackets: true, maxLength: 65_536 };
/** Why a pattern can never work, or undefined. */
function invalidPattern(p, parse = true) {
    if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p))
        return 'it is an absolute path; patterns are relative';
    if (p.startsWith('../') || p.includes('/../'))
        return 'it climbs out of the directory the patterns are relative to';
    if (p.includes('\\') && !/\\[*?[\]{}()!@+]/.test(p))
        return 'it uses backslashes; patterns use forward slashes';
    if (!parse)
        return undefined;
    try {
        picomatch_default().parse(p, STRICT_PARSE);
    }
    catch (err) {
        return `it is not a valid glob (${err.message.split('\n')[0]})`;
    }
    return undefined;
}
// Dead-pattern tests cost patterns × paths: 300 rules of 1,000 patterns each in a tree of 1,000 files
// were 300 million glob tests (over 400 s). Three things bound it. A pattern is tested only against
// the paths under its literal base (`src/a/**/*.ts` only against `src/a/…`: a renamed directory makes
// a pattern dead without any test). A (directory, pattern) pair is worked out once per run, however
// many rules list it. And each file, and the whole run, has a budget of work units; patterns past it
// are left unchecked and said so in one finding per file (at this check's severity, so nothing it
// could have found turns into a pass).
// Work units: one per glob test (about 0.3 µs); the others as measured against it.
/** Reading a pattern's literal base and finding the paths under it. */
const LOOKUP_COST = 2;
/** Parsing a pattern with brackets, braces or parentheses to validate them. */
const PARSE_COST = 50;
/** Compiling a pattern to a matcher. */
const COMPILE_COST = 300;
/** Work one rule file's patterns may cost (about a second on a loaded machine). */
const MAX_PATTERN_WORK_PER_FILE = 3_000_000;
/** Work all rule files together may cost. */
const MAX_PATTERN_WORK_PER_RUN = 20_000_000;
/** Paths relative to one directory, sorted, with the range of those under a base found by bisection. */
class PathIndex {
    sorted;
    constructor(paths) {
        this.sorted = [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    }
    /** The paths a pattern with literal base `base` could match: `base` itself and everything under `base/`. */
    under(base) {
        if (base === '')
            return this.sorted;
        const lo = this.lowerBound(`${base}/`);
        // '0' follows '/' in code-unit order: [base/, base0) is everything under base/.
        const hi = this.lowerBound(`${base}0`);
        const self = this.lowerBound(base);
        const out = this.sorted.slice(lo, hi);
        if (this.sorted[self] === base)
            out.push(base);
        return out;
    }
    lowerBound(s) {
        let lo = 0;
        let hi = this.sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.sorted[mid] < s)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
}
/** Patterns of one rules directory, worked out within a budget; results shared by every rule of the run. */
class PatternJudge {
    all;
    indexes = new Map();
    results = new Map();
    run = new WorkBudget(MAX_PATTERN_WORK_PER_RUN);
    constructor(all) {
        this.all = all;
    }
    index(base) {
        let ix = this.indexes.get(base);
        if (!ix) {
            const prefix = `${base}/`;
            this.indexes.set(base, (ix = new PathIndex(base === '' ? this.all : this.all.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)))));
        }
        return ix;
    }
    /** The result for `p` relative to `base`, or undefined when the budget does not cover it. */
    judge(base, p, budget) {
        const key = `${base}\0${p}`;
        const hit = this.results.get(key);
        if (hit)
            return hit;
        if (!budget.spend(LOOKUP_COST))
            return undefined;
        // Only brackets, braces and parentheses can be unbalanced: other patterns skip the parse.
        const needsParse = /[[\]{}()]/.test(p) || p.length > STRICT_PARSE.maxLength;
        if (needsParse && !budget.spend(PARSE_COST))
            return undefined;
        let r;
        const bad = invalidPattern(p, needsParse);
        if (bad)
            r = { p, bad, dead: true, refused: false };
        else {
            const q = p.replace(/^\.\//, '');
            const candidates = this.index(base).under(literalBase(q));
            // Nothing under its base: dead, whatever the rest of the pattern says (and nothing compiled).
            const refused = candidates.length > 0 ? globRefused(q) : undefined;
            if (refused)
                r = { p, bad: refused, dead: true, refused: true };
            else if (candidates.length === 0)
                r = { p, bad: undefined, dead: true, refused: false };
            else {
                if (!budget.spend(COMPILE_COST + candidates.length))
                    return undefined;
                r = { p, bad: undefined, dead: !candidates.some(globMatcher(q)), refused: false };
            }
        }
        this.results.set(key, r);
        return r;
    }
}
const rulesFrontmatter = {
    id: 'rules-frontmatter',
    title: 'Rules frontmatter problems',
    defaultSeverity: 'warning',
    description: 'Frontmatter of rules files (.claude/rules, .qwen/rules, .cursor/rules, .github/instructions, .claude/agents): malformed YAML, patterns that are invalid or match no file, keys the tool does not know.',
    run(ctx) {
        const view = ctx.view;
        const all = view.allPaths();
        const changed = new Set(ctx.changedPaths);
        const out = [];
        const judge = new PatternJudge(all);
        for (const path of all) {
            if (changed.size > 0 && !changed.has(path))
                continue;
            const rf = ruleFile(path);
            // A profile-declared rules directory has no key dialect here (its tool ignores or strips keys).
            if (!rf || rf.kind === 'rule')
                continue;
            const spec = rules_frontmatter_KINDS[rf.kind];
            const doc = loadDoc(view, path);
            if (!doc.ok)
                continue;
            const text = doc.text;
            const base = { check: 'rules-frontmatter', severity: 'warning', path };
            if (/^\uFEFF---[ \t]*\r?\n/.test(text)) {
                out.push({
                    ...base,
                    line: 1,
                    message: `${path} starts with a byte-order mark before its \`---\`; ${spec.reader} read the frontmatter as text and ignore its keys`,
                    fix: 'Save the file as UTF-8 without a BOM.',
                    key: `frontmatter-bom:${path}`,
                });
                continue;
            }
            const fm = frontmatterOf(doc);
            if (!fm.present) {
                if (/^---[ \t]*\r?\n/.test(text)) {
                    out.push({
                        ...base,
                        line: 1,
                        message: `${path} opens frontmatter with \`---\` on line 1 but never closes it; ${spec.reader} treat the whole file as text and ignore its keys`,
                        fix: 'Close the frontmatter with a line holding only `---`.',
                        key: `frontmatter:${path}`,
                    });
                }
                continue;
            }
            if (fm.error && !spec.readsLines) {
                out.push({ ...fm.error, severity: 'warning', message: `${fm.error.message.replace(/[:;,.\s]+$/, '')}; ${spec.reader} ignore its keys`, key: fm.error.key ?? `frontmatter:${path}` });
                continue;
            }
            const keyLine = (k) => findLine(text, new RegExp(`^\\s*["']?${escapeRegExp(k)}["']?\\s*:`), 2, fm.lineCount) ?? 1;
            // Unknown keys that look like a known one.
            let keyFindings = 0;
            for (const k of Object.keys(fm.data)) {
                if (spec.known.includes(k))
                    continue;
                const s = suggestKey(k, spec);
                if (!s)
                    continue;
                if (++keyFindings > MAX_PATTERN_FINDINGS_PER_FILE)
                    break;
                const effect = s === spec.globKey && !(spec.globKey in fm.data) && spec.withoutGlobs ? ` As written, ${spec.withoutGlobs}.` : '';
                out.push({
                    ...base,
                    line: keyLine(k),
                    message: `${path}: \`${k}:\` is not a frontmatter key of ${spec.dir} files (${spec.reader}); did you mean \`${s}:\`?${effect}`,
                    fix: `Rename \`${k}:\` to \`${s}:\`.`,
                    key: `frontmatter-key:${path}:${k}`,
                });
            }
            // Values with a known shape.
            if (rf.kind === 'cursor-rule' && typeof fm.data.alwaysApply === 'string') {
                out.push({
                    ...base,
                    line: keyLine('alwaysApply'),
                    message: `${path}: alwaysApply is the string ${JSON.stringify(fm.data.alwaysApply)}, not a boolean; Cursor does not treat it as true`,
                    fix: 'Write alwaysApply: true (or false) without quotes.',
                    key: `frontmatter-value:${path}:alwaysApply`,
                });
            }
            if (rf.kind === 'claude-agent' && 'memory' in fm.data && !['user', 'project', 'local'].includes(String(fm.data.memory))) {
                out.push({
                    ...base,
                    line: keyLine('memory'),
                    message: `${path}: memory is ${JSON.stringify(fm.data.memory)}; Claude Code knows user, project and local`,
                    fix: 'Set memory: to user, project or local.',
                    key: `frontmatter-value:${path}:memory`,
                });
            }
            // Patterns.
            const gk = spec.globKey;
            if (!gk)
                continue;
            let value;
            if (spec.readsLines) {
                const read = linePatterns(path, gk, fm, keyLine(gk), spec, base);
                out.push(...read.findings);
                value = read.value;
                if (value === undefined)
                    continue;
            }
            else {
                if (!(gk in fm.data))
                    continue;
                value = fm.data[gk];
                const items = Array.isArray(value) ? value : [value];
                if (value !== null && items.some((v) => typeof v !== 'string')) {
                    out.push({
                        ...base,
                        line: keyLine(gk),
                        message: `${path}: ${gk} must be a string or a list of strings (got ${JSON.stringify(value)}); ${spec.reader} ignore what is not a string`,
                        fix: `Quote each pattern, e.g. ${gk}: ["src/**/*.ts"].`,
                        key: `frontmatter-value:${path}:${gk}`,
                    });
                }
            }
            const patterns = globList(value, spec.splitCommas);
            if (patterns.length === 0)
                continue;
            const budget = new WorkBudget(MAX_PATTERN_WORK_PER_FILE, judge.run);
            const results = [];
            for (const p of patterns) {
                const r = judge.judge(rf.base, p, budget);
                if (!r)
                    break;
                results.push(r);
            }
            const unchecked = patterns.length - results.length;
            if (unchecked > 0) {
                out.push({
                    ...base,
                    line: keyLine(gk),
                    message: `${path}: ${unchecked.toLocaleString('en-US')} of its ${patterns.length.toLocaleString('en-US')} ${gk} patterns were not checked against the tree: testing them would cost more work than instruction-stack spends on ${judge.run.left < budget.ownLeft ? 'all rules of one run' : 'one file'}; patterns among them that match no file are not reported`,
                    fix: 'List fewer patterns (a few broad ones, e.g. "src/**/*.ts", rather than one per file or directory).',
                    key: `frontmatter-unchecked:${path}`,
                });
            }
            const allDead = unchecked === 0 && results.every((r) => r.dead);
            const rel = rf.base === '' ? 'the repository root' : rf.base;
            // One split of the text, not one per pattern: a rule may list 50,000 patterns.
            const lines = text.split('\n', fm.lineCount + 1);
            const patternLine = (p) => {
                for (let i = 1; i < lines.length && i < fm.lineCount; i++)
                    if (lines[i].includes(p))
                        return i + 1;
                return keyLine(gk);
            };
            const reported = results.filter((r) => r.bad || r.dead);
            for (const r of reported.slice(0, MAX_PATTERN_FINDINGS_PER_FILE)) {
                const line = patternLine(r.p);
                const consequence = allDead ? `, so ${path} never loads` : '';
                const commaHint = !spec.splitCommas && r.p.includes(',') && !/[{}]/.test(r.p)
                    ? '. Qwen Code does not split a comma-separated string: this is one pattern; use a YAML list'
                    : '';
                if (r.refused) {
                    // Not evaluated, so what the rule adds to stacks is unknown: an error, never a silent pass.
                    out.push({
                        ...base,
                        severity: 'error',
                        line,
                        message: `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} was not evaluated: ${r.bad}; instruction-stack treats it as matching no file, so the stacks it would join are not verified`,
                        fix: 'Simplify the pattern: fewer `*` wildcards in one pattern, no `!(…)` groups (split it into several patterns).',
                        key: `frontmatter-glob:${path}:${r.p}`,
                    });
                    continue;
                }
                out.push({
                    ...base,
                    // A pattern matching nothing beside others that match (`*.yml, *.yaml`) costs nothing: the rule
                    // loads; worth a note, not a reviewer's minute. One that is invalid, or the rule never loading, is.
                    severity: r.bad || allDead ? base.severity : 'note',
                    line,
                    message: r.bad
                        ? `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} is invalid: ${r.bad}; it never matches${consequence}`
                        : `${path}: ${gk} pattern ${JSON.stringify(clip(r.p, 80))} matches no file (relative to ${rel})${consequence}${commaHint}`,
                    fix: r.bad
                        ? `Write the pattern relative to ${rel}, with forward slashes, e.g. "src/**/*.ts".`
                        : `Fix the pattern (it is matched against paths relative to ${rel}, dot files included), or delete the rule if the files are gone.`,
                    key: `frontmatter-glob:${path}:${r.p}`,
                });
            }
            if (reported.length > MAX_PATTERN_FINDINGS_PER_FILE) {
                const last = out[out.length - 1];
                last.message += ` (and ${reported.length - MAX_PATTERN_FINDINGS_PER_FILE} more patterns of this file like it)`;
            }
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./src/checks/shadowed.ts
// shadowed: a file a tool would read on its own but skips because another file is there
// (Codex AGENTS.override.md over AGENTS.md, Claude Code's CLAUDE.md switching AGENTS.md off,
// OpenCode's AGENTS.md switching CLAUDE.md off, first-hit-per-directory tools). Found by asking the
// engine: the file is not loaded, and it would be once the shadowing file is taken away.












/** The analysed tree with some paths taken away. */
class HidingView {
    base;
    hidden;
    source;
    label;
    absRoot;
    hasGitMarker;
    maxReadBytes;
    kids = new Map();
    all;
    /** Directories holding a hidden path. */
    dirs;
    constructor(base, hidden) {
        this.base = base;
        this.hidden = hidden;
        this.source = base.source;
        this.label = `${base.label} without ${[...hidden].join(', ')}`;
        this.dirs = new Set([...hidden].map(parentDir));
        this.absRoot = base.absRoot;
        this.hasGitMarker = base.hasGitMarker;
        this.maxReadBytes = base.maxReadBytes;
    }
    children(dir) {
        // A directory holding no hidden path lists as in the analysed tree (most of them).
        if (!this.dirs.has(dir))
            return this.base.children(dir);
        if (this.kids.has(dir))
            return this.kids.get(dir);
        const m = this.base.children(dir);
        let out = m;
        if (m) {
            const f = new Map();
            for (const [n, e] of m)
                if (!this.hidden.has(joinPath(dir, n)))
                    f.set(n, e);
            out = f;
        }
        this.kids.set(dir, out);
        return out;
    }
    entry(path) {
        return this.hidden.has(path) ? undefined : this.base.entry(path);
    }
    read(path) {
        return this.hidden.has(path) ? { ok: false, reason: 'missing', message: `${path} does not exist` } : this.base.read(path);
    }
    allPaths() {
        return (this.all ??= this.base.allPaths().filter((p) => !this.hidden.has(p)));
    }
    /**
     * A path resolved the same way here as in the analysed tree (no hidden entry on the way) reads the
     * same bytes: its document, and all the engine derives from it, is the analysed tree's.
     */
    sharesWith(path) {
        return this.resolvesAs(path) ?? (shadowed_sameResolution(resolvePath(this, path), resolvePath(this.base, path)) ? this.base : undefined);
    }
    resolvesAs(path) {
        // Resolved without links in the analysed tree, a path's walk looks up only its own prefixes: with
        // none of them hidden, the walk here is the same one (the analysed tree's resolution is memoised
        // there, once for every hiding view, instead of a walk in each).
        return resolvePath(this.base, path).links.length === 0 && !this.hidesPrefixOf(path) ? this.base : undefined;
    }
    /** A hidden path is `path` or one of its ancestors. */
    hidesPrefixOf(path) {
        for (const h of this.hidden)
            if (path === h || (path.startsWith(h) && path.charCodeAt(h.length) === 47))
                return true;
        return false;
    }
}
function shadowed_sameResolution(a, b) {
    if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i]))
        return false;
    if (a.ok && b.ok)
        return a.path === b.path && a.entry.kind === b.entry.kind;
    return !a.ok && !b.ok && a.problem === b.problem && a.at === b.at && a.target === b.target;
}
/** Resolvers with files taken away kept at once by the shadowed check (see loadsWithout). */
const HIDERS_KEPT = 8;
/**
 * Every path a start-up session of `p` in `cwd` could load in `view` under `opts`, and more: the
 * profile's start-up candidates and, with no depth limit, every repository path an `@reference` in
 * them names, either grammar, in code and comments too, read from the text as stored and as the
 * profile transforms it, resolved from the file's path and its real path; each with its real path.
 * The engine's start-up files are candidates and the imports it follows from them
 * (src/engine/imports.ts), so a file outside this set is not among them: no resolution needed to
 * say so (test/check-shortcuts.test.ts compares it with the resolver on fixture trees).
 */
function mayLoadAtStart(view, p, opts, cwd) {
    const out = new Set();
    const queue = p.startup({ view, opts }, cwd);
    // Claude Code's approval gate: below the root, an import outside cwd is neither loaded nor
    // followed unless external imports are approved.
    const pol = p.imports;
    const gated = importsOutsideCwdLeftOut(p, opts, cwd);
    // A transform may depend on how a file is read (reason, label): each way is scanned once.
    const scanned = new Set();
    for (let i = 0; i < queue.length; i++) {
        const c = queue[i];
        out.add(c.path);
        const doc = loadDoc(view, c.path);
        out.add(doc.realPath);
        // A tool without an import policy loads its candidates alone; a text without `@` imports nothing.
        if (!pol || !doc.ok || !doc.text.includes('@'))
            continue;
        const way = `${c.path}\0${c.reason}\0${c.label ?? ''}`;
        if (scanned.has(way))
            continue;
        scanned.add(way);
        for (const text of p.transform ? [doc.text, p.transform(doc.text, c)] : [doc.text]) {
            for (const grammar of ['claude', 'qwen']) {
                for (const r of scanImports(text, { grammar, code: 'marked' })) {
                    for (const from of doc.realPath === c.path ? [c.path] : [c.path, doc.realPath]) {
                        const t = classifyImport(from, r.spec);
                        if (t.kind === 'repo' && !(gated && !isUnder(cwd, t.path)) && !scanned.has(`${t.path}\0import\0`))
                            queue.push({ path: t.path, reason: 'import', via: c.path });
                    }
                }
            }
        }
    }
    return out;
}
/** Why a tool skips files, in words (profiles.md); the finding stands without it. */
const HOW = {
    codex: 'Codex reads one file per directory: AGENTS.override.md if present, else AGENTS.md',
    pi: 'Pi reads one file per directory: the first of AGENTS.md, CLAUDE.md',
    opencode: 'OpenCode reads CLAUDE.md only when no AGENTS.md exists anywhere in the chain',
    'claude-code': 'Claude Code 2.1.332 reads AGENTS.md only while no CLAUDE.md, CLAUDE.local.md or .claude/CLAUDE.md is loaded, anywhere in the chain',
};
function shadowed_fixFor(tool, file, by) {
    const first = by[0] ?? '';
    switch (tool) {
        case 'codex':
            return `Merge what ${first} adds into ${file} and delete ${first} (override files are meant for one machine), or stop committing it.`;
        case 'claude-code': {
            const dir = parentDir(file);
            const here = by.find((b) => parentDir(b) === dir);
            const how = here
                ? `add \`@${relFrom(dir, file)}\` to ${here}`
                : `add ${dir === '' ? '' : `${dir}/`}CLAUDE.md holding \`@AGENTS.md\` (or a symlink to AGENTS.md) next to it`;
            return `Make Claude Code read it: ${how}; or set instructionFiles: claude-md-and-agents-md in Claude Code's settings.`;
        }
        default:
            return `Move what ${file} says into ${first}, or delete ${file} if ${toolName(tool)} is not meant to read it.`;
    }
}
/** `from` imports one of `targets` (then skipping `from` is the twin pattern, not a loss), given what it imports. */
function importsAny(view, imported, targets) {
    if (imported.length === 0)
        return false;
    const reals = new Set(targets.map((t) => loadDoc(view, t).realPath));
    return imported.some((i) => targets.includes(i.path) || (i.real !== undefined && reals.has(i.real)));
}
/**
 * `file` is a link to a general document (CONTRIBUTING.md, not an instruction file) that a loaded
 * file links to by name: one tool was pointed at that document, and every other tool's agent is
 * sent there by the file it reads. That they do not load it at start is their design, not a loss.
 */
function linkedDoc(view, real, file, inUse, names) {
    if (real === file || isInstructionPath(real, names))
        return false;
    return inUse.some((u) => {
        const doc = loadDoc(view, u);
        const rel = relFrom(parentDir(u), real);
        return doc.ok && [`](${rel}`, `](./${rel}`, `\`${rel}\``].some((m) => doc.text.includes(m));
    });
}
/**
 * A file that only sends the reader to one of `inUse`: at most three non-empty lines, naming it by
 * its path from the file (`./CLAUDE.md`, a Markdown link, in backticks, or bare). payload's AGENTS.md
 * "Please read `./CLAUDE.md` for context." skipped by Claude Code, which loads CLAUDE.md: skipping the
 * pointer is the design, and "import it" would import a file that says to read the one it is in.
 */
function pointerTo(view, file, inUse) {
    const doc = loadDoc(view, file);
    if (!doc.ok || doc.text.length > 400)
        return false;
    const lines = doc.text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length > 3)
        return false;
    return inUse.some((u) => {
        const rel = relFrom(parentDir(file), u);
        return new RegExp(`(^|[\\s(\\[\`'"])(\\./)?${escapeRegExp(rel)}($|[\\s)\\]\`'".,:;!?#])`, 'm').test(doc.text);
    });
}
/** At most a tenth of the longer file's lines differ (normalised line endings and trailing space). */
function nearCopy(a, b) {
    const la = normalise(a).split('\n');
    const lb = normalise(b).split('\n');
    if (Math.max(la.length, lb.length) < 5)
        return false;
    const limit = Math.max(la.length, lb.length) / 10;
    // Lines a diff keeps are common to both files: with too few in common no diff is needed to say no.
    if (la.length + lb.length - 2 * commonLines(la, lb) > limit)
        return false;
    const d = util_lineDiff(la.join('\n'), lb.join('\n'));
    return d.onlyA + d.onlyB <= limit;
}
/** How many lines the two lists have in common, counted with repeats (a bound on what any diff keeps). */
function commonLines(a, b) {
    const left = new Map();
    for (const l of a)
        left.set(l, (left.get(l) ?? 0) + 1);
    let n = 0;
    for (const l of b) {
        const k = left.get(l) ?? 0;
        if (k > 0) {
            n++;
            left.set(l, k - 1);
        }
    }
    return n;
}
const shadowed = {
    id: 'shadowed',
    title: 'Instruction files skipped because of another',
    defaultSeverity: 'warning',
    description: 'A file a tool would read on its own but skips because another file is present: AGENTS.override.md over AGENTS.md (Codex), a CLAUDE.md switching AGENTS.md off (Claude Code), AGENTS.md switching CLAUDE.md off (OpenCode), one file per directory (Codex, Pi).',
    pattern: shadowedPattern,
    run(ctx) {
        const view = ctx.view;
        // The last few resolvers of the tree with some files taken away, most recent last. A resolver is
        // a pure function of its view, so one dropped and made again answers the same; sessions are taken
        // in path order, so a package's own hiding sets are used together and then never again, and
        // dropping them at once lets what they built die young instead of filling the heap until the end.
        const hiders = new Map();
        const hider = (hide) => {
            const k = [...hide].sort().join('\0');
            let h = hiders.get(k);
            if (h)
                hiders.delete(k);
            else
                h = { resolver: new Resolver(new HidingView(view, new Set(hide)), ctx.resolver.options), reach: new Map() };
            hiders.set(k, h);
            if (hiders.size > HIDERS_KEPT)
                hiders.delete(hiders.keys().next().value);
            return h;
        };
        const stackHolds = (r, tool, cwd, f) => layerPaths(r.stack(tool, cwd).layers).has(f);
        // Most answers are no (another shadowing file stays): told from what the session could reach at
        // all, which costs a walk of its chain and no resolution; a file within reach is resolved.
        const loadsWithout = (tool, cwd, hide, f) => {
            const { resolver: r, reach } = hider(hide);
            const near = cached(reach, `${tool}\0${cwd}`, () => mayLoadAtStart(r.view, getProfile(tool), r.sessionOptions(tool, cwd), cwd));
            return near.has(f) && stackHolds(r, tool, cwd, f);
        };
        // Where the answer is expected to be yes (a profile's answer), the reach would only add its cost.
        const resolvesWithout = (tool, cwd, hide, f) => stackHolds(hider(hide).resolver, tool, cwd, f);
        // Sessions share most of their directory chain: each path is resolved once per run.
        const files = new Map();
        const fileAt = (path) => {
            let f = files.get(path);
            if (f === undefined)
                files.set(path, (f = isFile(view, path)));
            return f;
        };
        // The entries of a directory once links on its way are followed (undefined: not a directory).
        const listings = new Map();
        const listingOf = (dir) => {
            if (listings.has(dir))
                return listings.get(dir);
            const r = resolvePath(view, dir);
            const kids = r.ok && r.entry.kind === 'dir' ? view.children(r.path) : undefined;
            listings.set(dir, kids);
            return kids;
        };
        const found = new Map();
        const cwdsByTool = new Map();
        for (const s of ctx.stacks) {
            if (!isToolId(s.tool) || !ctx.tools.includes(s.tool))
                continue;
            let set = cwdsByTool.get(s.tool);
            if (!set)
                cwdsByTool.set(s.tool, (set = new Set([''])));
            if (s.vantage !== 'root')
                set.add(s.cwd);
        }
        // Pure functions of two files (or a file and the files in use), asked again for every session
        // directory that shares a chain: once per run.
        const trimmed = new Map();
        const trimmedText = (path) => {
            let t = trimmed.get(path);
            if (t === undefined)
                trimmed.set(path, (t = loadDoc(view, path).text.trim()));
            return t;
        };
        const copies = new Map();
        const nearCopyOf = (u, f) => {
            const k = `${u}\0${f}`;
            let c = copies.get(k);
            if (c === undefined)
                copies.set(k, (c = nearCopy(loadDoc(view, u).text, loadDoc(view, f).text)));
            return c;
        };
        const imports = new Map();
        const importsOf = new Map();
        const importsAnyOf = (f, inUse) => {
            const k = `${f}\0${inUse.join('\0')}`;
            let i = imports.get(k);
            if (i === undefined)
                imports.set(k, (i = importsAny(view, cached(importsOf, f, () => importedPaths(view, f)), inUse)));
            return i;
        };
        // On a PR base, only what can mark a head finding: a finding here names its tool and file.
        const marked = ctx.headFindings ? markedFiles(ctx.headFindings.get('shadowed') ?? []) : undefined;
        for (const [tool, cwds] of cwdsByTool) {
            const wanted = marked ? marked.get(tool) : undefined;
            if (marked && !wanted)
                continue;
            const p = getProfile(tool);
            const opts = ctx.resolver.toolOptions(tool);
            const names = p.names(opts);
            const linked = new Map();
            const linkedDocOf = (real, f, inUse) => cached(linked, `${f}\0${inUse.join('\0')}`, () => linkedDoc(view, real, f, inUse, names));
            // The tool's names that are files in a directory: the same for every session whose chain passes it.
            const presentHere = new Map();
            const presentIn = (dir) => cached(presentHere, dir, () => {
                // A name whose first segment the directory does not list is no file there: not resolved.
                const kids = listingOf(dir);
                const out = [];
                if (kids)
                    for (const n of names)
                        if (kids.has(shadowed_firstSegment(n)) && fileAt(joinPath(dir, n)))
                            out.push(joinPath(dir, n));
                return out;
            });
            // The in-use files the profile says keep `f` away, when `f` loads once they are gone: one
            // resolution, shared by every file they keep away in the session, instead of a question per
            // file in use (Profile.shadowedBy).
            const declaredBy = (cwd, f, inUse) => {
                const said = p.shadowedBy?.({ view, opts: ctx.resolver.sessionOptions(tool, cwd) }, cwd, f);
                const by = said ? inUse.filter((u) => said.includes(u)) : shadowed_NO_PATHS;
                return by.length > 0 && resolvesWithout(tool, cwd, by, f) ? by : undefined;
            };
            // Each in-use file that alone keeps `f` away; else all of them, if `f` loads once they are all gone.
            const askedBy = (cwd, f, inUse) => {
                const by = inUse.filter((s) => loadsWithout(tool, cwd, [s], f));
                return by.length === 0 && inUse.length > 1 && loadsWithout(tool, cwd, inUse, f) ? inUse : by;
            };
            // (with such imports approved the file is loaded, and never asked about)
            const gatedImport = (cwd, f, real) => {
                const outside = ctx.resolver.importsOutsideCwd(tool, cwd);
                return outside.includes(f) || outside.includes(real);
            };
            /** Files skipped by a session in `cwd`, each with the files that shadow it, in chain order. */
            const skippedAt = (cwd) => {
                const present = [];
                for (const dir of chain(view, p.walk, cwd))
                    for (const f of presentIn(dir))
                        present.push(f);
                // A skipped file needs another present file in use (`inUse` below never holds the skipped
                // file itself): with fewer than two present, nothing is skipped and nothing need be resolved.
                if (present.length < 2)
                    return NO_SKIPS;
                const skipped = [];
                const st = ctx.resolver.stack(tool, cwd);
                const loaded = loadedBy(st.layers);
                // The start-up candidates matter only for a present file the session does not load (rare):
                // asked for then, not in every session directory of every tool.
                let candidates;
                const candidatesHere = () => (candidates ??= ctx.resolver.startupCandidates(tool, cwd));
                // Shadowing files are loaded under their own name (a link to the skipped file's twin counts as itself).
                // Found, like the texts below, only when some present file is not loaded (rare).
                let inUse;
                const inUseHere = () => {
                    const byName = new Set(st.layers.map((l) => l.path));
                    const cands = candidatesHere();
                    return present.filter((f) => byName.has(f) || cands.has(f));
                };
                // Trimming every layer's text of every session is not free.
                let loadedTexts;
                for (const f of present) {
                    if (loaded.has(f) || (wanted && !wanted.has(f)) || candidatesHere().has(f))
                        continue;
                    const doc = loadDoc(view, f);
                    if (!doc.ok || loaded.has(doc.realPath) || trimmedText(f) === '')
                        continue;
                    // Imported by a loaded file from outside the working directory, and left out only until the
                    // user approves such imports: the stack states that assumption, and the repository already
                    // does what it can (a root CLAUDE.md holding `@AGENTS.md`, a session in a package).
                    if (gatedImport(cwd, f, doc.realPath))
                        continue;
                    loadedTexts ??= new Set(st.layers.filter((l) => !l.omitted).map((l) => trimmedText(l.path)));
                    if (loadedTexts.has(trimmedText(f)))
                        continue;
                    inUse ??= inUseHere();
                    // A near copy of a loaded file in the same directory (twins that drifted a little): what is
                    // skipped is only the drift, and the fork check reports that; the skip itself is not news.
                    if (inUse.some((u) => parentDir(u) === parentDir(f) && nearCopyOf(u, f)))
                        continue;
                    if (inUse.length === 0 || importsAnyOf(f, inUse) || linkedDocOf(doc.realPath, f, inUse) || pointerTo(view, f, inUse))
                        continue;
                    const by = declaredBy(cwd, f, inUse) ?? askedBy(cwd, f, inUse);
                    if (by.length > 0)
                        skipped.push({ file: f, by });
                }
                return skipped;
            };
            // A session in a directory holding nothing for the tool loads its parent's files and sees the
            // same chain of files (src/engine/resolve.ts, startupDir), so it skips the same ones: worked
            // out once per directory that holds something, not once per session directory below it.
            const byDir = new Map();
            for (const cwd of [...cwds].sort()) {
                const dir = ctx.resolver.startupDir(tool, cwd);
                let skipped = byDir.get(dir);
                if (!skipped)
                    byDir.set(dir, (skipped = skippedAt(dir)));
                for (const sk of skipped) {
                    // A skip's files are added to its finding once, at its first session: every other session
                    // sharing the directory has the same ones (the finding's `by` keeps first-seen order).
                    if (!sk.shadow) {
                        const k = `shadowed:${tool}:${sk.file}`;
                        let hit = found.get(k);
                        if (hit) {
                            for (const b of sk.by)
                                if (!hit.by.includes(b))
                                    hit.by.push(b);
                        }
                        else
                            found.set(k, (hit = { tool, file: sk.file, by: [...sk.by], cwds: [] }));
                        sk.shadow = hit;
                    }
                    sk.shadow.cwds.push(cwd);
                }
            }
        }
        const out = [];
        for (const [key, { tool, file, by, cwds }] of found) {
            const same = by.every((b) => parentDir(b) === parentDir(file));
            // Both lists name the first few: a file shadowed across a large tree is skipped in thousands of
            // directories, by hundreds of files, and the annotation is read in a line or two.
            const cause = same ? `${firstFew(by, 'more file', 'more files')} in the same directory ${by.length === 1 ? 'takes' : 'take'} its place` : `${firstFew(by, 'more file', 'more files')} ${by.length === 1 ? 'is' : 'are'} loaded`;
            const where = cwds.length === 1 ? `a session started in ${show(cwds[0])}` : `sessions started in ${firstFew(cwds, 'more directory', 'more directories', show)}`;
            // The file in its place only points to it (payload's one-line AGENTS.md "read ./CLAUDE.md"): the
            // tool loads the pointer and sees the file only if the model opens it.
            const pointer = by.length === 1 && same && pointerTo(ctx.view, by[0], [file]);
            out.push({
                check: 'shadowed',
                severity: 'warning',
                path: file,
                line: 1,
                tools: [tool],
                message: pointer
                    ? `${toolName(tool)} skips ${file} in ${where}: it loads ${by[0]}, a pointer to ${file}, instead, and sees ${file} only if the model opens it${HOW[tool] ? ` (${HOW[tool]})` : ''}`
                    : `${toolName(tool)} skips ${file} in ${where}: ${cause}${HOW[tool] ? ` (${HOW[tool]})` : ''}`,
                fix: pointer
                    ? `Make ${by[0]} a symlink to ${baseName(file)} (ln -sf ${baseName(file)} ${by[0]}): a tool reading either name then loads ${file}'s text.`
                    : shadowed_fixFor(tool, file, by),
                key,
            });
        }
        return out;
    },
};
const shadowed_NO_PATHS = [];
/** The first four of `items` (each as `name` gives it), then how many more (`one`, `many`: the noun for them). */
function firstFew(items, one, many, name = (s) => s) {
    const shown = items.slice(0, FIRST_FEW).map(name).join(', ');
    return items.length > FIRST_FEW ? `${shown} and ${plural(items.length - FIRST_FEW, one, many)}` : shown;
}
const FIRST_FEW = 4;
/** The files of head findings, by tool (each names its tool and the file skipped); undefined (no restriction) for one that does not. */
function markedFiles(fs) {
    const m = new Map();
    for (const f of fs) {
        if (f.path === undefined || !f.tools || f.tools.length === 0)
            return undefined;
        const path = f.path;
        for (const t of f.tools)
            cached(m, t, () => new Set()).add(path);
    }
    return m;
}
function shadowed_firstSegment(name) {
    const i = name.indexOf('/');
    return i < 0 ? name : name.slice(0, i);
}
function layerPaths(layers) {
    const s = new Set();
    for (const l of layers) {
        s.add(l.path);
        if (l.realPath)
            s.add(l.realPath);
    }
    return s;
}
const NO_SKIPS = [];
const loadedSets = new WeakMap();
/**
 * layerPaths of a session's layers, once per layer list: stacks are shared objects (the engine makes
 * one per session directory and tool), asked for by every session directory inheriting it.
 */
function loadedBy(layers) {
    let s = loadedSets.get(layers);
    if (!s)
        loadedSets.set(layers, (s = layerPaths(layers)));
    return s;
}
const shadowed_quote = (s) => (/^[\w./@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);
/**
 * Claude Code skipping many package AGENTS.md files behind a CLAUDE.md: one entry, and one command
 * that gives each of those directories a CLAUDE.md importing its AGENTS.md.
 */
function shadowedPattern(fs) {
    const tools = new Set(fs.flatMap((f) => f.tools ?? []));
    const files = [...new Set(fs.map((f) => f.path ?? ''))].filter((p) => p !== '').sort();
    if (tools.size !== 1 || !tools.has('claude-code') || !files.every((f) => baseName(f) === 'AGENTS.md'))
        return undefined;
    const dirs = files.map(parentDir);
    const loop = dirs.length <= 20
        ? `for d in ${dirs.map((d) => (d === '' ? '.' : shadowed_quote(d))).join(' ')}; do [ -e "$d/CLAUDE.md" ] || printf '@AGENTS.md\\n' > "$d/CLAUDE.md"; done`
        : `git ls-files -- '*AGENTS.md' | while read -r f; do d=$(dirname "$f"); [ -e "$d/CLAUDE.md" ] || printf '@AGENTS.md\\n' > "$d/CLAUDE.md"; done`;
    return {
        message: `Claude Code sees none of ${files.length} package AGENTS.md files: a CLAUDE.md loaded in their sessions switches AGENTS.md off (${HOW['claude-code']})`,
        fix: `Give each of those directories a CLAUDE.md that imports its AGENTS.md: \`${loop}\`; or set instructionFiles: claude-md-and-agents-md in Claude Code's settings.`,
    };
}

;// CONCATENATED MODULE: ./src/checks/symlink.ts
// symlink: instruction files and rules directories that are symbolic links: broken, escaping the
// repository, pointing at a directory, looping; chains; and what a checkout without symlink
// support (Windows default) turns them into.






const symlink = {
    id: 'symlink',
    title: 'Symlinked instruction files',
    defaultSeverity: 'error',
    description: 'Instruction files or rules directories that are symbolic links: broken, leaving the repository, absolute, pointing at a directory, looping or chained, and what checkouts without symlink support read instead.',
    run(ctx) {
        const out = [];
        const names = instructionNames(ctx);
        const changed = new Set(ctx.changedPaths);
        const pr = changed.size > 0;
        for (const path of ctx.view.allPaths()) {
            const e = ctx.view.entry(path);
            if (!e || e.kind !== 'symlink')
                continue;
            const isFileName = isInstructionPath(path, names);
            const rulesDir = isRulesDir(path);
            if (!isFileName && !rulesDir && !inRulesDir(path))
                continue;
            const target = e.target;
            const { expand, literal } = importSupport(ctx, path);
            const readers = [...expand, ...literal];
            const who = readers.length ? toolNames(readers) : 'tools that read it';
            const r = resolvePath(ctx.view, path);
            // In a pull request: links it adds or edits, and links whose target it changes (or deletes).
            if (pr) {
                const lexical = normalizeRepoPath(external_node_path_.posix.join(parentDir(path), target));
                const touched = [path, ...r.links, r.ok ? r.path : '', lexical ?? ''].some((p) => p !== '' && changed.has(p));
                if (!touched)
                    continue;
            }
            const base = { check: 'symlink', path, line: 1, tools: readers.length ? readers : undefined };
            const chain = [...new Set([path, ...r.links])].join(' → ');
            if (!r.ok) {
                let message;
                let fix = 'Point the link at a file inside the repository with a relative path, or replace it with the file itself.';
                switch (r.problem) {
                    case 'broken':
                        message = `${path} is a symlink to ${target}, which does not exist${r.links.length > 1 ? ` (via ${chain})` : ''}; nothing reaches ${who}`;
                        fix = `Fix the target of ${path}, or remove the link.`;
                        break;
                    case 'escapes':
                        message = `${path} is a symlink to ${r.target ?? target}${r.at !== path ? ` (at ${r.at})` : ''}, outside the repository: its content differs per machine and is never seen in review`;
                        break;
                    case 'absolute':
                        message = `${path} is a symlink to the absolute path ${r.target ?? target}${r.at !== path ? ` (at ${r.at})` : ''}: it resolves differently on every machine and outside the repository`;
                        fix = 'Use a relative link to a file inside the repository, or replace the link with the file itself.';
                        break;
                    case 'loop':
                        message = `${path} is part of a symlink loop (${chain}); it cannot be read by ${who}`;
                        fix = 'Break the loop: point one link at a real file.';
                        break;
                    default:
                        message = `${path} is a symlink that cannot be followed (${r.problem})`;
                }
                out.push({ ...base, severity: 'error', message, fix, key: `link:${path}` });
                continue;
            }
            if (r.entry.kind === 'dir' && isFileName && !rulesDir) {
                out.push({
                    ...base,
                    severity: 'error',
                    message: `${path} is a symlink to the directory ${show(r.path)}, where a file is expected, so it is skipped by ${who}`,
                    fix: `Point ${path} at a file (for example ${show(r.path)}/AGENTS.md).`,
                    key: `link:${path}`,
                });
                continue;
            }
            if (r.entry.kind !== 'file' && r.entry.kind !== 'dir') {
                out.push({
                    ...base,
                    severity: 'error',
                    message: `${path} is a symlink to ${show(r.path)}, which is not a regular file`,
                    fix: `Point ${path} at a regular file inside the repository.`,
                    key: `link:${path}`,
                });
                continue;
            }
            if (r.links.length > 1) {
                out.push({
                    ...base,
                    severity: 'note',
                    message: `${path} reaches ${show(r.path)} through a chain of ${r.links.length} links (${chain} → ${show(r.path)}); each hop is one more thing to break on a move or rename`,
                    fix: `Point ${path} directly at ${show(r.path)}.`,
                    key: `link-chain:${path}`,
                });
            }
            if (r.entry.kind === 'dir') {
                if (!rulesDir && !inRulesDir(path))
                    continue;
                out.push({
                    ...base,
                    severity: 'note',
                    message: `${path} is a symlink to the directory ${show(r.path)}; on a checkout without symlink support (Windows by default) it is a small text file holding \`${target}\`, so no rule files load from it`,
                    fix: 'Keep rules as real files in the rules directory, or make sure Windows contributors enable symlinks (core.symlinks=true, Developer Mode).',
                    key: `link-windows:${path}`,
                });
                continue;
            }
            const imp = expand.length > 0
                ? ` Where Windows checkouts matter, use a one-line \`@${target}\` file instead: ${toolNames(expand)} ${agree(expand, 'expands', 'expand')} it${literal.length ? `; ${toolNames(literal)} would still read that line literally` : ''}.`
                : '';
            out.push({
                ...base,
                severity: 'note',
                message: `${path} is a symlink to ${target}; on a checkout without symlink support (Windows by default, core.symlinks=false) it is a text file containing just \`${target}\`, which ${who} would read literally as the instructions`,
                fix: `Ask Windows contributors to enable symlinks (core.symlinks=true with Developer Mode).${imp}`,
                key: `link-windows:${path}`,
            });
        }
        // Links the engine met while loading stacks (imports through links, links under other names).
        for (const s of ctx.stacks) {
            for (const f of s.findings) {
                if (f.check !== 'symlink' || f.path === undefined || (pr && !changed.has(f.path)))
                    continue;
                // The engine also files "X is a directory" for an @import naming a directory: not a link (the import check reports it).
                if (ctx.view.entry(f.path)?.kind !== 'symlink' && resolvePath(ctx.view, f.path).links.length === 0)
                    continue;
                out.push({ ...f, key: f.key ?? `link:${f.path ?? ''}` });
            }
        }
        return out;
    },
};

;// CONCATENATED MODULE: ./src/checks/index.ts
// The checks, and how their findings are combined: severity overrides, de-duplication, order.














const CHECKS = [budget, fork, symlink, importCheck, hidden_hidden, shadowed, localFiles, nameCase, rulesFrontmatter, input, duplicate];
const CHECK_IDS = CHECKS.map((c) => c.id);
function getCheck(id) {
    return CHECKS.find((c) => c.id === id);
}
// `localeCompare` without arguments is this collator's `compare` (ECMA-402), which it makes or looks
// up on every call: one kept here compares the same, in half the time.
const byLocale = new Intl.Collator().compare;
/** Most severe first, then by path, line, check and message. */
function compareFindings(a, b) {
    return (compareSeverity(a.severity, b.severity) ||
        byLocale(a.path ?? '', b.path ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        byLocale(a.check, b.check) ||
        byLocale(a.message, b.message));
}
/**
 * Runs every check. An override sets the severity of a check's findings (notes stay notes unless
 * the override is `error`); `off` drops them. Findings are de-duplicated by `key` (the first wins)
 * and sorted by severity, then path and line. A check that throws yields one finding saying so.
 * Past the run's deadline the DeadlineError carries the findings of the checks that finished and
 * names the others.
 */
function runChecks(ctx0, overrides = {}, checks = CHECKS) {
    const ctx = { ...ctx0, stacks: withoutVendoredSessions(ctx0.stacks, ctx0.view, ctx0.vendored) };
    const out = [];
    const seen = new Set();
    for (const [i, c] of checks.entries()) {
        const o = overrides[c.id];
        if (o === 'off' || (ctx.onlyChecks && !ctx.onlyChecks.has(c.id)))
            continue;
        let found;
        setProgress(`running the ${c.id} check`);
        try {
            checkDeadline();
            found = c.run(ctx);
        }
        catch (err) {
            if (err instanceof DeadlineError) {
                const left = checks.slice(i).filter((x) => overrides[x.id] !== 'off' && (!ctx.onlyChecks || ctx.onlyChecks.has(x.id))).map((x) => x.id);
                err.partial = { findings: pastDeadline(() => demoteVendored(out, ctx.view, ctx.vendored)).sort(compareFindings), unfinished: [`the checks ${left.join(', ')}`] };
                throw err;
            }
            // What the check would have found is unknown: an error, so the run fails closed.
            found = [
                {
                    check: c.id,
                    severity: 'error',
                    message: `the ${c.id} check failed (internal error: ${err.message}); its findings are unknown`,
                    fix: 'This is a bug in instruction-stack: please report it, with the repository layout if you can.',
                    key: `crash:${c.id}`,
                },
            ];
        }
        for (const f0 of found) {
            // Findings carried through from the engine keep their own check id; overrides go by that id.
            const key = findingKey(f0);
            const f = overrideSeverity({ ...f0, key }, overrides[f0.check]);
            if (!f || seen.has(key))
                continue;
            seen.add(key);
            out.push(f);
        }
    }
    return demoteVendored(out, ctx.view, ctx.vendored).sort(compareFindings);
}

;// CONCATENATED MODULE: ./src/analysis/finding-groups.ts
// Findings grouped the way a reviewer reads them: one entry per (check, file) with a count and the
// lines, and one entry per repository-wide pattern — the same finding in several files ("Claude Code
// skips 8 package AGENTS.md files") — said once, with one fix for all. Every output (text, JSON, the
// PR comment, SARIF) takes its entries from here, so they agree on what is one problem.

/** Distinct files with the same finding from which it is one pattern. */
const PATTERN_MIN_FILES = 3;
/** A finding's bucket: groups never mix what fails a run with what cannot. */
function stateOf(f) {
    const g = f;
    if (g.suppressed)
        return 'baseline';
    return g.state === 'preexisting' && !g.touched ? 'preexisting' : 'new';
}
/**
 * What a finding says without where: its own path and directory, other path-like words and numbers
 * masked. Two findings with one shape in two files are the same problem in two places.
 */
function shapeOf(f) {
    let s = `${f.fix ?? ''}\0${f.message}`;
    if (f.path) {
        // Whole words only: a directory named `a` must not mask every letter a.
        s = replaceWord(s, f.path, '<path>');
        const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '';
        if (dir !== '')
            s = replaceWord(s, dir, '<dir>');
    }
    return s.replace(/\S*[/.]\S*/g, '<p>').replace(/\d+/g, '<n>');
}
/** A character of `\w` (ASCII letters, digits, `_`). */
function isWordChar(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
/**
 * `s` with every whole-word `w` replaced by `by`, as `s.replace(/(?<![\w./-])w(?![\w.-])/g, by)`
 * would (matches left to right, not overlapping, tested against the original text), without
 * compiling a regular expression per finding: a report holds thousands of findings, each with its own path.
 */
function replaceWord(s, w, by) {
    if (w === '')
        return s.replace(/(?<![\w./-])(?![\w.-])/g, by);
    let out = '';
    let from = 0;
    let i = s.indexOf(w);
    while (i >= 0) {
        const c = i > 0 ? s.charCodeAt(i - 1) : -1;
        // not after [\w./-], not before [\w.-]
        const before = isWordChar(c) || c === 46 || c === 47 || c === 45;
        const end = i + w.length;
        const d = end < s.length ? s.charCodeAt(end) : -1;
        const after = isWordChar(d) || d === 46 || d === 45;
        if (!before && !after) {
            out += s.slice(from, i) + by;
            from = end;
            i = s.indexOf(w, end);
        }
        else
            i = s.indexOf(w, i + 1);
    }
    return from === 0 ? s : out + s.slice(from);
}
const hash = (s) => (0,external_node_crypto_.createHash)('sha256').update(s).digest('hex').slice(0, 12);
function unionTools(fs) {
    const out = [];
    for (const f of fs)
        for (const t of f.tools ?? [])
            if (!out.includes(t))
                out.push(t);
    return out;
}
/** The generic wording of a pattern: the first member's message, and its fix applied to every file. */
function genericPattern(fs, paths) {
    const f = fs[0];
    const fixes = new Set(fs.map((x) => x.fix ?? ''));
    const fix = fixes.size === 1 ? (f.fix ?? '') : `In each of the ${paths.length} files, as for ${f.path}: ${f.fix ?? ''}`.trim();
    return { message: `${paths.length} files, the same finding; in ${f.path}: ${f.message}`, fix };
}
/**
 * Groups `findings` (in their order, which stays the order of the groups' first members). A check
 * without a Check object (engine-only ids) gets the generic pattern wording.
 */
function groupFindings(findings, checks = []) {
    const byId = new Map(checks.map((c) => [c.id, c]));
    // Pattern candidates: the same check, severity, bucket and shape in several files.
    const shapes = new Map();
    const keyOf = findings.map((f) => `${f.check}\0${f.severity}\0${stateOf(f)}`);
    findings.forEach((f, i) => {
        if (f.path === undefined)
            return;
        const k = `${keyOf[i]}\0${shapeOf(f)}`;
        let s = shapes.get(k);
        if (!s)
            shapes.set(k, (s = { idx: [], paths: new Set() }));
        s.idx.push(i);
        s.paths.add(f.path);
    });
    const groupOf = new Map();
    const groups = [];
    for (const [k, s] of shapes) {
        if (s.paths.size < PATTERN_MIN_FILES)
            continue;
        const fs = s.idx.map((i) => findings[i]);
        const f = fs[0];
        const paths = [...s.paths];
        const text = byId.get(f.check)?.pattern?.(fs) ?? genericPattern(fs, paths);
        const g = {
            id: `pattern:${f.check}:${f.severity}:${stateOf(f)}:${hash(k)}`,
            kind: 'pattern',
            check: f.check,
            severity: f.severity,
            state: stateOf(f),
            count: fs.length,
            lines: [],
            paths,
            tools: unionTools(fs),
            message: text.message,
            fix: text.fix,
            members: s.idx,
        };
        for (const i of s.idx)
            groupOf.set(i, g);
    }
    const files = new Map();
    findings.forEach((f, i) => {
        const inPattern = groupOf.get(i);
        if (inPattern) {
            if (inPattern.members[0] === i)
                groups.push(inPattern);
            return;
        }
        const k = `${keyOf[i]}\0${f.path ?? '\u0001'}`;
        let g = files.get(k);
        if (!g) {
            g = {
                id: `file:${f.check}:${f.severity}:${stateOf(f)}:${f.path ?? '(repository)'}`,
                kind: 'file',
                check: f.check,
                severity: f.severity,
                state: stateOf(f),
                count: 0,
                ...(f.path !== undefined ? { path: f.path } : {}),
                lines: [],
                paths: f.path !== undefined ? [f.path] : [],
                tools: [],
                message: f.message,
                ...(f.fix ? { fix: f.fix } : {}),
                members: [],
            };
            files.set(k, g);
            groups.push(g);
        }
        g.count++;
        g.members.push(i);
        if (f.line !== undefined && !g.lines.includes(f.line))
            g.lines.push(f.line);
        for (const t of f.tools ?? [])
            if (!g.tools.includes(t))
                g.tools.push(t);
        // One fix for the entry only when every member has the same one.
        if (g.fix !== undefined && f.fix !== g.fix)
            delete g.fix;
    });
    for (const g of groups)
        g.lines.sort((a, b) => a - b);
    // In the findings' own order (callers sort them: most severe first).
    return groups;
}
/** The group of each finding index (for outputs that keep one record per finding, such as SARIF). */
function groupIndex(groups) {
    const m = new Map();
    for (const g of groups)
        for (const i of g.members)
            m.set(i, g);
    return m;
}

;// CONCATENATED MODULE: ./src/analysis/gate.ts
// Gating on what a pull request introduces. Every finding gets a fingerprint that survives line
// shifts and number changes ("keeps 32,000 of 34,000 bytes" → "of 35,000"), is compared with the
// findings of the base, and is `new` or `preexisting`. Only new findings, and pre-existing ones
// whose lines the pull request changes, can fail a run — unless the team asks for pre-existing ones
// to fail too (`fail-on-preexisting`). A baseline file (written by `instruction-stack baseline`)
// lists fingerprints a team accepted as known debt: those are suppressed and never fail.




/**
 * What a finding is, without where exactly: check, file and message with every number replaced,
 * so that an edit above it or a few more bytes keep it the same finding.
 */
function fingerprint(f) {
    const message = f.message.replace(/\d[\d,._]*/g, '#');
    return (0,external_node_crypto_.createHash)('sha256').update(`${f.check}\0${f.path ?? ''}\0${message}`).digest('hex').slice(0, 32);
}
/** Head-side line numbers a change from `before` to `after` adds or replaces (a deletion marks the line after it). */
function changedLines(before, after) {
    const out = new Set();
    let headLine = 1;
    for (const l of diffLines(splitLines(before), splitLines(after)).lines) {
        if (l.op === '+')
            out.add(headLine++);
        else if (l.op === '-')
            out.add(headLine);
        else
            headLine++;
    }
    return out;
}
/** Lines of `path` a pull request changes, memoised per path; a file new in the PR has all its lines changed. */
function touchedLinesOf(base, head, changed) {
    const memo = new Map();
    return (path) => {
        if (!changed.has(path))
            return undefined;
        if (memo.has(path))
            return memo.get(path);
        const b = loadDoc(base, path);
        const h = loadDoc(head, path);
        const v = !b.ok ? 'all' : !h.ok ? undefined : changedLines(b.text, h.text);
        memo.set(path, v);
        return v;
    };
}
/** Region a finding is about: its lines; a budget cut runs from its first lost line to the end. */
function gate_touches(f, lines) {
    if (lines === 'all')
        return true;
    if (f.line === undefined)
        return false;
    const end = f.endLine ?? (f.check === 'budget' ? Infinity : f.line);
    for (const l of lines)
        if (l >= f.line && l <= end)
            return true;
    return false;
}
/** Each finding with its fingerprint and state. Pairing is by multiset: two equal base findings cover two on the head. */
function gate(findings, opts = {}) {
    const left = new Map();
    for (const f of opts.base ?? []) {
        const k = fingerprint(f);
        left.set(k, (left.get(k) ?? 0) + 1);
    }
    return findings.map((f) => {
        const fp = fingerprint(f);
        const g = { ...f, fingerprint: fp };
        if (opts.base) {
            const n = left.get(fp) ?? 0;
            if (n > 0) {
                left.set(fp, n - 1);
                g.state = 'preexisting';
                g.preexisting = true;
                const lines = f.path !== undefined ? opts.touchedLines?.(f.path) : undefined;
                if (lines && gate_touches(f, lines))
                    g.touched = true;
            }
            else
                g.state = 'new';
        }
        if (opts.baseline?.has(fp))
            g.suppressed = 'baseline';
        return g;
    });
}
/** Findings that may fail the run: not suppressed, and new, touched, or any when pre-existing ones count. */
function gating(findings, failOnPreexisting) {
    return findings.filter((f) => !f.suppressed && (failOnPreexisting || f.state !== 'preexisting' || f.touched));
}
/** Whether the gated findings fail a run at `failOn`. */
function gateFails(findings, failOn, failOnPreexisting) {
    return failsAt(gating(findings, failOnPreexisting), failOn);
}
// ---------------------------------------------------------------------------------------------
// Baseline files
const BASELINE_SCHEMA = 'instruction-stack/baseline@1';
function baselineOf(findings) {
    return {
        schema: BASELINE_SCHEMA,
        findings: findings.map((f) => ({ fingerprint: fingerprint(f), check: f.check, severity: f.severity, path: f.path, message: f.message })),
    };
}
/** Fingerprints of a baseline file's text, or a one-line reason it cannot be used. */
function parseBaseline(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        return { ok: false, problem: `not JSON: ${e.message}` };
    }
    const d = data;
    if (!d || typeof d !== 'object' || d.schema !== BASELINE_SCHEMA || !Array.isArray(d.findings)) {
        return { ok: false, problem: `expected {"schema": "${BASELINE_SCHEMA}", "findings": [...]} (write one with \`instruction-stack baseline\`)` };
    }
    const fps = new Set();
    for (const f of d.findings)
        if (f && typeof f === 'object' && typeof f.fingerprint === 'string')
            fps.add(f.fingerprint);
    return { ok: true, fingerprints: fps };
}

;// CONCATENATED MODULE: ./src/analysis/targets.ts
// Which paths an analysis looks at, and which blobs are worth reading before it starts. What counts
// as an instruction file is decided in src/engine/instruction-files.ts; this file holds the analysis'
// own policy on top: settings files change stacks too, and prefetching reaches a little wider.



/**
 * Instruction names known before any tree is read: from the configuration, without the repository's
 * own settings files (those are only read once the blobs are here).
 */
function configuredNames(opts) {
    return new Set(instructionNames({ resolver: configuredOptions(opts) }));
}
/**
 * Prefetch priority of a path (lower first), or false. 0: configuration and settings; 1: instruction
 * file names; 2: rule-like files in dot-directories (`.claude/rules`, `.cursor/rules`,
 * `.github/instructions`...) and anything `.mdc` / `.instructions.md`. Wider than the rules the engine
 * knows on purpose: each blob missed here costs another round of GitHub API calls, one fetched for
 * nothing costs only a little of the budget. Anything else the analysis reads (imports) is fetched
 * on demand.
 */
function prefetchPriority(names, configPath, changed = []) {
    const full = priorityTests(names, configPath, changed);
    // Asked of every blob of a tree (100,000 on the bench): a name that is no instruction or settings
    // file's and has none of the extensions the tests look for is told from the name alone, as most
    // source files are (test/prefetch-priority.test.ts compares it with the tests run in full).
    // (made again when `names` grows: a caller may add to the set it passed)
    let bases = new Set();
    let basesOf = -1;
    return (path) => {
        if (path !== configPath) {
            if (basesOf !== names.size) {
                bases = new Set([...names, ...SETTINGS_FILES].map(baseName));
                basesOf = names.size;
            }
            const name = baseName(path);
            if (!bases.has(name) && !MAY_MATTER_EXT.test(name))
                return false;
        }
        return full(path);
    };
}
/** `prefetchPriority`'s tests, each in turn, for any path. */
function priorityTests(names, configPath, changed = []) {
    // Directories on the way to a changed path: their instruction files make the changed paths'
    // stacks, so they come before every other instruction file when the blob cap bites.
    const onTheWay = new Set(['']);
    for (const p of changed)
        for (let d = parentDir(p); d !== '' && !onTheWay.has(d); d = parentDir(d))
            onTheWay.add(d);
    const changedSet = new Set(changed);
    const near = (path) => changed.length === 0 || changedSet.has(path) || onTheWay.has(parentDir(path));
    return (path) => {
        if (path === configPath || isSettingsPath(path))
            return 0;
        if (matchName(path, names) !== undefined)
            return near(path) ? 1 : 11;
        const name = baseName(path);
        if (/\.(mdc|instructions\.md)$/i.test(name))
            return 2;
        if (/(^|\/)\.[^/]+\//.test(path) && /\.(md|mdc|json|jsonc|toml)$/i.test(name))
            return 2;
        return false;
    };
}
/**
 * The extensions the last two tests of `prefetchPriority` look for (`.mdc`, `.instructions.md`;
 * `.md`, `.mdc`, `.json`, `.jsonc`, `.toml`), in any case.
 */
const MAY_MATTER_EXT = /\.(md|mdc|json|jsonc|toml)$/i;
/** A changed path that changes stacks: an instruction file, or a settings file that decides what tools load. */
function changesStacks(names, path) {
    return isInstructionPath(path, names) || isSettingsPath(path);
}
function targets_globMatcher(globs) {
    if (globs.length === 0)
        return () => false;
    const ms = globs.map((g) => {
        const pattern = g.endsWith('/') ? `${g}**` : g;
        return globMatcher(pattern);
    });
    // A pattern naming a directory (`vendor`) also covers what is under it.
    return (path) => ms.some((m) => m(path)) || ms.some((m) => ancestorsOf(path).some((d) => m(d)));
}
function ancestorsOf(path) {
    const out = [];
    let d = parentDir(path);
    while (d !== '') {
        out.push(d);
        d = parentDir(d);
    }
    return out;
}
/**
 * Directories of a view whose stacks an instruction or settings file shapes, root included, at most
 * `max`, shallowest first (so a cap keeps the directories most sessions start in).
 */
function treeTargets(view, names, ignore, max) {
    const set = new Set(['']);
    for (const p of view.allPaths()) {
        if (ignore(p) || !changesStacks(names, p))
            continue;
        set.add(scopeDir(p, names));
    }
    const dirs = [...set].sort((a, b) => targets_depth(a) - targets_depth(b) || (a < b ? -1 : a > b ? 1 : 0));
    return { dirs: dirs.slice(0, max), capped: dirs.length > max };
}
function targets_depth(d) {
    return d === '' ? 0 : d.split('/').length;
}
/** Directories of the views matching `working-directories` globs (package roots), at most `max`. */
function matchDirectories(views, globs, max = 500) {
    if (globs.length === 0)
        return [];
    const ms = globs.map((g) => globMatcher(g.replace(/\/+$/, '')));
    const dirs = new Set();
    for (const v of views) {
        for (const p of v.allPaths()) {
            let d = parentDir(p);
            while (d !== '' && !dirs.has(d)) {
                if (ms.some((m) => m(d)))
                    dirs.add(d);
                d = parentDir(d);
            }
        }
    }
    return [...dirs].sort().slice(0, max);
}
/**
 * Targets of a PR: every changed path (old names of renames and deleted paths included), minus
 * ignored ones; when an instruction file or setting changes, also every directory holding
 * instruction files at or under its scope, so stacks that inherit the change show it.
 */
function pullRequestTargets(changed, views, names, ignore, maxExtra = 200) {
    const targets = [];
    const seen = new Set();
    let ignored = 0;
    const scopes = new Set();
    for (const p of changed) {
        if (ignore(p)) {
            ignored++;
            continue;
        }
        if (!seen.has(p)) {
            seen.add(p);
            targets.push(p);
        }
        if (changesStacks(names, p))
            scopes.add(scopeDir(p, names));
    }
    let extraCapped = false;
    if (scopes.size > 0) {
        const dirs = new Set();
        for (const v of views)
            for (const d of treeTargets(v, names, ignore, 100_000).dirs)
                dirs.add(d);
        let added = 0;
        for (const d of [...dirs].sort()) {
            if (![...scopes].some((s) => s === '' || d === s || d.startsWith(`${s}/`)))
                continue;
            if (seen.has(d))
                continue;
            if (added >= maxExtra) {
                extraCapped = true;
                break;
            }
            seen.add(d);
            targets.push(d);
            added++;
        }
    }
    return { targets, ignored, extraCapped };
}

;// CONCATENATED MODULE: ./src/analysis/analyse.ts














/** Times phases for `log`, each from the end of the previous one. */
function phaseTimer(log) {
    let t = performance.now();
    return (phase, detail) => {
        const now = performance.now();
        log?.(phase, now - t, detail);
        t = now;
    };
}
function engineOptions(cfg) {
    return { tools: cfg.toolOptions };
}
/** What the analysis resolves stacks for: targets from the changed paths (or the tree), extra cwds. */
function analysisTargets(input, notes) {
    const { config } = input;
    const ignore = targets_globMatcher(config.ignore);
    const views = input.base ? [input.head, input.base] : [input.head];
    const extraCwds = matchDirectories(views, config.workingDirectories);
    if (config.workingDirectories.length > 0 && extraCwds.length === 0) {
        notes.push(`No directory matches working-directories (${config.workingDirectories.join(', ')}).`);
    }
    if (input.mode === 'pull-request') {
        const changedPaths = touched(input.changed?.files ?? []);
        const t = pullRequestTargets(changedPaths, views, input.names, ignore);
        if (t.extraCapped)
            notes.push('Changed instruction files affect more than 200 directories; only the first 200 are shown.');
        return { targets: t.targets, changedPaths, ignored: t.ignored, extraCwds };
    }
    const max = input.maxTreeTargets ?? 2000;
    const d = treeTargets(input.head, input.names, ignore, max);
    if (d.capped)
        notes.push(`The tree has more than ${max} directories holding instruction files; the first ${max} (shallowest first) were analysed.`);
    return { targets: d.dirs, changedPaths: [], ignored: 0, extraCwds };
}
function analyse(input) {
    const { config, tools } = input;
    const phase = phaseTimer(input.onPhase);
    const notes = [...(input.notes ?? [])];
    const ignore = targets_globMatcher(config.ignore);
    const opts = engineOptions(config);
    const headR = new Resolver(input.head, opts);
    const baseR = input.base ? new Resolver(input.base, opts) : undefined;
    // the base's documents that are the head's blobs, read the same way, are the head's (decoded once)
    const resolution = new PullRequestStacks(input.head, input.base, input.reuseBase !== false);
    const { targets, changedPaths, ignored, extraCwds } = analysisTargets(input, notes);
    phase('targets', `${targets.length} targets from ${changedPaths.length || 'no'} changed paths${ignored ? ` (${ignored} ignored)` : ''}`);
    const headStacks = resolution.onHead(headR, targets, { tools, extraCwds });
    const baseStacks = baseR ? resolution.onBase(headR, baseR, targets, { tools, extraCwds }) : [];
    phase('stacks resolved', `${headStacks.length} distinct stacks on the head${baseR ? `, ${baseStacks.length} on the base` : ''}, ${tools.length} tools`);
    const groups = pairGroups(headStacks, input.base ? baseStacks : undefined, input.base ? { head: input.head, base: input.base } : undefined, input.groupByParts !== false);
    phase('stacks compared', `${groups.length} groups, ${groups.filter((g) => g.changed).length} changed`);
    // Findings: the checks on the head, the stacks' own findings, and the run's; base findings
    // mark what was already there.
    const overrides = config.checks;
    const ctx = {
        view: input.head,
        base: input.base,
        resolver: headR,
        baseResolver: baseR,
        tools,
        stacks: headStacks,
        changedPaths,
        fromFork: input.fromFork,
        twinNames: config.twinNames,
        vendored: config.vendored,
    };
    const crashes = [];
    const safeChecks = (c) => {
        try {
            return input.runChecks(c, overrides);
        }
        catch (e) {
            // The deadline fails the run closed at the entry point, with what finished (never a warning here).
            if (e instanceof DeadlineError)
                throw e;
            crashes.push({
                check: 'input',
                severity: 'warning',
                message: `a check failed to run: ${e.message}`,
                fix: 'Report this to instruction-stack with the job log.',
                key: `crash:${e.message}`,
            });
            return [];
        }
    };
    const raw = [...safeChecks(ctx), ...headStacks.flatMap((s) => s.findings), ...(input.extraFindings ?? []), ...crashes];
    const mapped = input.mapFinding ? raw.flatMap((f) => input.mapFinding?.(f) ?? []) : raw;
    // Engine findings of stacks too: vendored trees give notes (src/checks/vendored.ts).
    const headFindings = demoteVendored(dedupeFindings(mapped), input.head, config.vendored)
        .flatMap((f) => overrideSeverity(f, overrides[f.check]) ?? [])
        .filter((f) => f.path === undefined || !ignore(f.path));
    let baseFindings;
    if (input.base && baseR) {
        const baseCtx = {
            view: input.base,
            resolver: baseR,
            tools,
            stacks: baseStacks,
            changedPaths,
            fromFork: input.fromFork,
            twinNames: config.twinNames,
            vendored: config.vendored,
            // What a check finds on the base only marks head findings of the same check (same fingerprint):
            // a check without findings on the head has nothing to mark.
            onlyChecks: input.reuseBase !== false ? new Set(headFindings.map((f) => f.check)) : undefined,
            headFindings: input.reuseBase !== false ? findingsByCheck(headFindings) : undefined,
        };
        try {
            baseFindings = [...safeChecks(baseCtx), ...baseStacks.flatMap((s) => s.findings)];
        }
        catch (e) {
            // The head was checked to the end: its findings stand, none known to be on the base.
            if (e instanceof DeadlineError)
                e.partial = { findings: headFindings, unfinished: ['the checks on the base (every finding counts as new)'] };
            throw e;
        }
    }
    const baseline = baselineFingerprints(input.base ?? input.head, config.baseline, headFindings);
    const findings = gate(headFindings, {
        base: baseFindings,
        touchedLines: input.base ? touchedLinesOf(input.base, input.head, new Set(changedPaths)) : undefined,
        baseline,
    });
    findings.sort(bySeverity);
    phase('checks run', `${findings.length} findings${input.base ? ' (head, then base for what was already there)' : ''}`);
    const counts = countSeverities(findings);
    const failOnPreexisting = config.failOnPreexisting ?? false;
    const gatingCounts = countSeverities(gating(findings, failOnPreexisting));
    const failed = gateFails(findings, config.failOn, failOnPreexisting);
    const rows = tools.map((t) => toolRow(t, groups, findings, input.mode === 'pull-request'));
    const anyLayers = groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0);
    const report = {
        schema: 'instruction-stack/report@2',
        mode: input.mode,
        repository: input.repository,
        event: input.event,
        pullRequest: input.pullRequest,
        commit: input.headCommit,
        head: input.head.label,
        base: input.base?.label,
        source: input.source,
        config: { source: config.source, failOn: config.failOn, comment: config.comment, failOnPreexisting: config.failOnPreexisting },
        tools,
        changed: input.changed
            ? {
                files: input.changed.files,
                total: input.changed.files.length,
                source: input.changed.source,
                capped: input.changed.capped,
                reportedTotal: input.changed.reportedTotal,
                ignored,
            }
            : undefined,
        targets: targets.length,
        rows,
        groups,
        findings,
        findingGroups: groupFindings(findings, CHECKS),
        counts,
        gatingCounts,
        failed,
        verdict: verdictLine(counts, failed, config.failOn, gatingCounts),
        notes,
        problems: [],
        relevant: findings.length > 0 || groups.some((g) => g.changed) || anyLayers,
    };
    return report;
}
/**
 * Fingerprints of the configured baseline file, read from `view` (the PR base: a pull request cannot
 * accept its own findings). A missing or broken file is an `input` error, pushed onto `findings`.
 */
function baselineFingerprints(view, path, findings) {
    if (!path)
        return undefined;
    const doc = loadDoc(view, path);
    const parsed = doc.ok ? parseBaseline(doc.text) : { ok: false, problem: 'not found' };
    if (parsed.ok)
        return parsed.fingerprints;
    findings.push({
        check: 'input',
        severity: 'error',
        path,
        message: `the baseline file ${path} (configuration key baseline) cannot be used: ${parsed.problem}`,
        fix: 'Write it with `instruction-stack baseline > ' + path + '` and commit it, or remove the baseline key.',
        key: `baseline:${path}`,
    });
    return undefined;
}
function touched(files) {
    const out = new Set();
    for (const f of files) {
        out.add(f.path);
        if (f.previousPath)
            out.add(f.previousPath);
    }
    return [...out];
}
function bySeverity(a, b) {
    return (compareSeverity(a.severity, b.severity) ||
        Number(a.preexisting ?? false) - Number(b.preexisting ?? false) ||
        (a.path ?? '').localeCompare(b.path ?? '') ||
        (a.line ?? 0) - (b.line ?? 0));
}
function verdictLine(c, failed, failOn, gatingCounts) {
    const parts = [];
    if (c.error)
        parts.push(`${c.error} error${c.error === 1 ? '' : 's'}`);
    if (c.warning)
        parts.push(`${c.warning} warning${c.warning === 1 ? '' : 's'}`);
    if (c.note)
        parts.push(`${c.note} note${c.note === 1 ? '' : 's'}`);
    const what = parts.length > 0 ? parts.join(', ') : 'no problems found';
    if (failed)
        return `Failing: ${what}`;
    if (c.error > 0 && failOn === 'never')
        return `Passing (fail-on: never): ${what}`;
    if (gatingCounts && c.error > gatingCounts.error)
        return `Passing: ${what}, none introduced by this change`;
    return parts.length > 0 ? `Passing with ${what}` : 'Passing: no problems found';
}
// ---------------------------------------------------------------------------------------------
/**
 * A group's side made from a stack: its size and lines counted, its text rendered on each read and
 * not kept (see `transientText`), from `textOf`, a stack known to send the same text. A class, the
 * text a getter on its prototype: an object literal with a getter of its own was kept in dictionary
 * mode, ~0.8 KB of properties apiece, for 23,536 sides on the bench PR. Fields in the order of
 * `GroupSide` (outputs list its keys); `text` is not an own key.
 */
class StackSide {
    files;
    bytes;
    usedBytes;
    budgetBytes;
    budgetUse;
    truncated;
    layers;
    lines;
    budgetCounts;
    outsideView;
    settings;
    assumes;
    /** The stack whose text this side sends, and its identity (StackIdentity: the same for the same text). */
    #textOf;
    #identity;
    constructor(s, t, identity) {
        let files = 0;
        let usedBytes = 0;
        for (const l of s.layers) {
            if (!l.omitted)
                files++;
            usedBytes += l.transformedBytes;
        }
        this.files = files;
        this.bytes = t.totalBytes;
        this.usedBytes = usedBytes;
        this.budgetBytes = s.budgetBytes;
        this.budgetUse = s.budgetBytes ? usedBytes / s.budgetBytes : null;
        this.truncated = s.truncated;
        this.layers = s.layers;
        this.lines = t.lines;
        this.budgetCounts = s.budgetCounts;
        this.outsideView = s.outsideView;
        this.settings = s.settings;
        this.assumes = s.assumes;
        this.#textOf = t;
        this.#identity = identity;
    }
    // Rendered when read, not kept: most groups' texts are never shown (the report keeps changed ones
    // only, written one at a time), and a kept copy of each shown one filled the memory.
    get text() {
        return transientText(this.#textOf);
    }
    /** Every field with the text (the record of `GroupSide`, in its order), as a plain object had them. */
    toJSON() {
        const { files, bytes, usedBytes, budgetBytes, budgetUse, truncated, layers, lines, budgetCounts, outsideView, settings, assumes } = this;
        return { files, bytes, usedBytes, budgetBytes, budgetUse, truncated, layers, text: this.text, lines, budgetCounts, outsideView, settings, assumes };
    }
    static stackOf(side) {
        return side instanceof StackSide ? side.#textOf : undefined;
    }
    static identityOf(side) {
        return side instanceof StackSide ? side.#identity : undefined;
    }
}
/** The stack a group side was made from: outputs identify its text by its parts (output/json.ts TextTable). */
function sideStack(side) {
    return StackSide.stackOf(side);
}
/**
 * A number equal for two sides of a report whose texts are equal (sides of different numbers may
 * still send equal texts); undefined for a side not made by the analysis.
 */
function sideIdentity(side) {
    return StackSide.identityOf(side);
}
/**
 * The base stacks of each slot of a tree (tool, vantage, and the cwd of an extra vantage: what a
 * stack stands in but the target), by target: base and head stacks pair up by slot, then by
 * target. Nested maps, looked up by the stack's own fields, where a key joined per stack was built
 * and hashed twice for each of tens of thousands of stacks.
 */
class SlotTargets {
    byTool = new Map();
    get(s, create = false) {
        let vantages = this.byTool.get(s.tool);
        if (vantages === undefined) {
            if (!create)
                return undefined;
            this.byTool.set(s.tool, (vantages = new Map()));
        }
        let cwds = vantages.get(s.vantage);
        if (cwds === undefined) {
            if (!create)
                return undefined;
            vantages.set(s.vantage, (cwds = new Map()));
        }
        const cwd = s.vantage === 'extra' ? s.cwd : '';
        let targets = cwds.get(cwd);
        if (targets === undefined && create)
            cwds.set(cwd, (targets = new Map()));
        return targets;
    }
}
/**
 * Whether a base stack sends the same text as the head stack of its slot, told from the layers
 * alone: the same session directory, budget and settings, and layer by layer the same path, link
 * target, reason and byte counts and the same blob on both sides. A text is a function of those
 * (the files' contents, the tool's options, the session directory), so most unchanged stacks of a
 * pull request are never rendered. Undefined when it cannot tell (no blob ids, another absolute
 * root, a settings file that differs): then the texts decide.
 */
function sameByLayers(views) {
    if (!views || views.head.absRoot !== views.base.absRoot || settingsDiffer(views.head, views.base))
        return undefined;
    const oids = [new WeakMap(), new WeakMap()];
    const oid = (side, l) => {
        let o = oids[side].get(l);
        if (o === undefined) {
            const e = (side === 0 ? views.head : views.base).entry(l.realPath ?? l.path);
            oids[side].set(l, (o = e?.kind === 'file' ? (e.oid ?? null) : null));
        }
        return o;
    };
    const sameLayer = (hl, bl) => {
        if (hl.path !== bl.path || hl.realPath !== bl.realPath || hl.reason !== bl.reason || hl.via !== bl.via)
            return false;
        if (hl.bytes !== bl.bytes || hl.transformedBytes !== bl.transformedBytes || hl.keptBytes !== bl.keptBytes)
            return false;
        if (hl.truncated !== bl.truncated || hl.omitted !== bl.omitted)
            return false;
        const ho = oid(0, hl);
        return ho !== null && ho === oid(1, bl);
    };
    return (b, h) => {
        if (b.cwd !== h.cwd || b.budgetBytes !== h.budgetBytes || b.layers.length !== h.layers.length)
            return false;
        if (b.settings.length !== h.settings.length || b.settings.some((x, i) => x !== h.settings[i]))
            return false;
        for (let i = 0; i < h.layers.length; i++)
            if (!sameLayer(h.layers[i], b.layers[i]))
                return false;
        return true;
    };
}
/**
 * Pairs base and head stacks target by target (same tool and vantage), then groups targets whose
 * base and head stacks are both the same: one row for 2,000 files under one package. With the
 * views, a base stack whose layers are the head's is known to be the same without its text.
 */
function pairGroups(headStacks, baseStacks, views, byParts = true) {
    const baseBySlot = new SlotTargets();
    for (const s of baseStacks ?? []) {
        const m = baseBySlot.get(s, true);
        for (const t of s.targets)
            m.set(t, s);
    }
    // Identities first (most without a text), over every stack a slot pairs: then the grouping.
    const ident = new StackIdentity(byParts);
    const same = byParts ? sameByLayers(views) : undefined;
    for (const h of headStacks) {
        ident.add(h);
        const bases = baseBySlot.get(h);
        if (!bases)
            continue;
        let last;
        for (const t of h.targets) {
            const b = bases.get(t);
            if (b === undefined || b === last)
                continue;
            last = b;
            ident.add(b);
            if (same && !ident.known(b, h) && same(b, h))
                ident.unite(b, h);
        }
    }
    ident.resolve();
    // Groups by (head identity, base identity; -1: no base stack), in the order first seen. An
    // identity is of one tool (StackIdentity buckets by tool), so the tool is not part of the key; by
    // numbers, where a joined string per lookup was built and hashed at each change of base stack.
    const acc = new Map();
    const accs = [];
    for (const h of headStacks) {
        const bases = baseStacks ? baseBySlot.get(h) : undefined;
        const hs = ident.id(h);
        let byBase = acc.get(hs);
        if (byBase === undefined)
            acc.set(hs, (byBase = new Map()));
        // Most targets of a head stack pair with the same base stack as the one before.
        let lastBase = null;
        let a;
        for (const t of h.targets) {
            const b = bases?.get(t);
            if (a === undefined || b !== lastBase) {
                lastBase = b;
                const bs = b ? ident.id(b) : undefined;
                const k = bs ?? -1;
                a = byBase.get(k);
                if (!a) {
                    byBase.set(k, (a = { tool: h.tool, head: h, base: b, sessions: new Map(), targets: new Set(), changed: baseStacks !== undefined && bs !== hs, lastHead: undefined }));
                    accs.push(a);
                }
                // once per head stack, not at each change of base stack within its targets
                if (a.lastHead !== h) {
                    a.lastHead = h;
                    a.sessions.set(`${h.vantage}\0${h.cwd}`, { vantage: h.vantage, cwd: h.cwd });
                }
            }
            a.targets.add(t);
        }
    }
    const perTool = new Map();
    const out = [];
    for (const a of accs) {
        const hs = ident.id(a.head);
        const head = new StackSide(a.head, a.head, hs);
        // An unchanged base sends the head's text: not rendered again.
        const base = a.base ? (a.changed ? new StackSide(a.base, a.base, ident.id(a.base)) : new StackSide(a.base, a.head, hs)) : undefined;
        const n = (perTool.get(a.tool) ?? 0) + 1;
        perTool.set(a.tool, n);
        const changed = a.changed;
        const [added, dropped] = baseStacks ? layerChanges(a.head.layers, a.base?.layers ?? []) : [[], []];
        const g = new Group(`${a.tool}-${n}`, a.tool, [...a.sessions.values()].sort(sessionOrder), [...a.targets], head, changed, added, dropped, base);
        out.push(g);
    }
    // Changed groups first, then by tool order of appearance, then by size.
    const toolOrder = new Map();
    for (const s of headStacks)
        if (!toolOrder.has(s.tool))
            toolOrder.set(s.tool, toolOrder.size);
    out.sort((x, y) => (toolOrder.get(x.tool) ?? 0) - (toolOrder.get(y.tool) ?? 0) ||
        Number(y.changed) - Number(x.changed) ||
        y.targets.length - x.targets.length);
    return out;
}
/** The paths of loaded (not omitted) layers only the head has, and only the base has, in their order. */
function layerChanges(head, base) {
    // one array for both sides (a base stack starting from the head's session shares it): nothing differs
    if (head === base)
        return [[], []];
    const hp = new Set(head.filter((l) => !l.omitted).map((l) => l.path));
    const bp = new Set(base.filter((l) => !l.omitted).map((l) => l.path));
    return [[...hp].filter((p) => !bp.has(p)), [...bp].filter((p) => !hp.has(p))];
}
/**
 * A group's diff (`g.diff`), worked out if it is not yet from the texts as `before` and `after` give
 * them (base and head; a caller that has rendered them for another use passes them on).
 */
function diffWith(g, before, after) {
    return g instanceof Group ? g.diffFrom(before, after) : g.diff;
}
/**
 * A group of the analysis. `diff` is a getter on the prototype, worked out when first read (only
 * shown groups need it; an own accessor made each group a dictionary-mode object), absent when the
 * texts are equal. Own keys in the order of `StackGroup` (outputs list them), `diff` last in JSON.
 */
class Group {
    id;
    tool;
    sessions;
    targets;
    head;
    changed;
    addedLayers;
    droppedLayers;
    #diff = null;
    constructor(id, tool, sessions, targets, head, changed, addedLayers, droppedLayers, base) {
        this.id = id;
        this.tool = tool;
        this.sessions = sessions;
        this.targets = targets;
        this.head = head;
        this.changed = changed;
        this.addedLayers = addedLayers;
        this.droppedLayers = droppedLayers;
        if (base)
            this.base = base;
    }
    get diff() {
        return this.diffFrom(() => this.base.text, () => this.head.text);
    }
    /** The diff, worked out (the first time) from the texts as `before` and `after` give them. */
    diffFrom(before, after) {
        if (this.#diff === null) {
            if (!this.changed || this.base === undefined)
                this.#diff = undefined;
            else {
                // each text read once: a side renders it on each read
                const b = before();
                const a = after();
                this.#diff = b !== a ? lineDiff(b, a, { maxLines: 300 }) : undefined;
            }
        }
        return this.#diff;
    }
    toJSON() {
        const d = this.diff;
        return d === undefined ? { ...this } : { ...this, diff: d };
    }
}
function sessionOrder(a, b) {
    const r = { root: 0, local: 1, extra: 2 };
    return r[a.vantage] - r[b.vantage] || a.cwd.localeCompare(b.cwd);
}
function range(sides) {
    let filesMin = Infinity;
    let filesMax = 0;
    let bytesMax = 0;
    let budgetUseMax = null;
    let budgetBytes = null;
    for (const s of sides) {
        filesMin = Math.min(filesMin, s.files);
        filesMax = Math.max(filesMax, s.files);
        bytesMax = Math.max(bytesMax, s.bytes);
        if (s.budgetUse !== null && (budgetUseMax === null || s.budgetUse > budgetUseMax)) {
            budgetUseMax = s.budgetUse;
            budgetBytes = s.budgetBytes;
        }
    }
    return { filesMin: filesMin === Infinity ? 0 : filesMin, filesMax, bytesMax, budgetUseMax, budgetBytes };
}
function toolRow(tool, groups, findings, pr) {
    const mine = groups.filter((g) => g.tool === tool);
    const head = range(mine.map((g) => g.head));
    const bases = mine.flatMap((g) => (g.base ? [g.base] : []));
    const errors = findings.filter((f) => f.severity === 'error' && f.tools?.includes(tool)).length;
    const warnings = findings.filter((f) => f.severity === 'warning' && f.tools?.includes(tool)).length;
    const notes = findings.filter((f) => f.severity === 'note' && f.tools?.includes(tool)).length;
    const changedGroups = mine.filter((g) => g.changed).length;
    const row = {
        tool,
        name: toolName(tool),
        verified: verifiedText(tool),
        groups: mine.length,
        changedGroups,
        head,
        errors,
        warnings,
        notes,
        status: errors > 0 ? 'error' : warnings > 0 ? 'warning' : changedGroups > 0 ? 'changed' : head.filesMax === 0 && (!pr || range(bases).filesMax === 0) ? 'empty' : 'ok',
    };
    if (pr)
        row.base = range(bases);
    return row;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/repo/git.ts
// Git-revision backend: one `git ls-tree -r -z` for the tree (without --long, which costs a blob
// header read per file: 3 s on 100,000 files), `git cat-file --batch` for
// blobs. Modes are kept, so a committed symlink (120000) is a link whatever core.symlinks says.
//
// Built for large trees: the listing is parsed in place from git's bytes (no string of the whole
// output, no per-line temporaries), consecutive records of one directory share its lookup, and a
// view made right after another of the same repository (the base of a pull request after its head)
// takes every record that is byte for byte the same (path, mode, blob) from it: the same path
// string, the same entry, the same blobs, so the second tree costs its directory maps only.


const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
function git(cwd, args, input) {
    return (0,external_node_child_process_.execFileSync)('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], {
        input,
        env: GIT_ENV,
        maxBuffer: 1024 * 1024 * 1024,
        stdio: ['pipe', 'pipe', 'pipe'],
    });
}
/**
 * Whether git's index in the work tree at `cwd` holds `path` (relative to `cwd`), or undefined when
 * git cannot say (not a repository, git missing). Reads the index only: no hook or filter runs.
 */
function trackedInIndex(cwd, path) {
    try {
        return git(cwd, ['ls-files', '-z', '--cached', '--', `:(literal)${path}`]).length > 0;
    }
    catch {
        return undefined;
    }
}
class GitRevisionError extends Error {
}
/** A git command that failed: its message is git's first line on stderr (or why it could not run). */
class GitCommandError extends Error {
}
/**
 * `git <args>` in `cwd` without blocking, its stdout gathered (at most `maxBytes`): a caller starts
 * git and goes on with its own work while git runs in its process. Rejects with a GitCommandError.
 */
function gitOutput(cwd, args, maxBytes = 1024 * 1024 * 1024) {
    return new Promise((resolve, reject) => {
        const p = (0,external_node_child_process_.spawn)('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], { env: GIT_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        let size = 0;
        let tooLong = false;
        p.stdout.on('data', (c) => {
            size += c.length;
            if (size <= maxBytes)
                out.push(c);
            else if (!tooLong) {
                tooLong = true;
                p.kill();
            }
        });
        p.stderr.on('data', (c) => void err.push(c));
        const fail = (msg) => reject(new GitCommandError(msg.trim().split('\n')[0] ?? ''));
        p.on('error', (e) => fail(e.message));
        p.on('close', (code) => {
            if (tooLong)
                fail('stdout maxBuffer length exceeded');
            else if (code !== 0)
                fail(Buffer.concat(err).toString());
            else
                resolve(Buffer.concat(out));
            // The chunks are copied: let them go now, whatever still holds this process (and so this
            // closure) afterwards. A tree listing's chunks are megabytes.
            out.length = 0;
            err.length = 0;
        });
    });
}
/**
 * `git ls-tree -r -z --full-tree <commit>` without blocking: the trees of a pull request are listed
 * by two git processes at once. Fails as the view would ({@link GitRevisionError}).
 */
function listTree(repoDir, rev, commit) {
    return gitOutput(repoDir, ['ls-tree', '-r', '-z', '--full-tree', commit]).catch(() => {
        throw new GitRevisionError(`. is not a directory in ${rev}`);
    });
}
/** What one view lends the next: see {@link GitViewOptions.share}. */
class TreeShare {
    listing;
    blobMap;
    repoDir;
    /** The blobs of the views of `repoDir` (one map for both). */
    blobs(repoDir) {
        if (this.repoDir === undefined)
            this.repoDir = repoDir;
        if (this.repoDir !== repoDir)
            return new Map();
        return (this.blobMap ??= new Map());
    }
    /** The listing left by the first view, once; undefined for the first view or another repository. */
    take(repoDir) {
        const l = this.listing;
        this.listing = undefined;
        return l?.repoDir === repoDir ? l : undefined;
    }
    /** Left by the first view only: the second keeps nothing for a third. */
    offer(l, lent) {
        if (!lent && this.listing === undefined)
            this.listing = l;
    }
}
const git_ROOT_ENTRY = Object.freeze({ kind: 'dir' });
/** The same names in the same order, each the same entry (directories compared by kind: each view makes its own). */
function sameListing(a, b) {
    if (a.size !== b.size)
        return false;
    const other = b.entries();
    for (const [name, e] of a) {
        const [n, f] = other.next().value;
        if (n !== name || (e !== f && !(e.kind === 'dir' && f.kind === 'dir')))
            return false;
    }
    return true;
}
class GitView {
    repoDir;
    rev;
    source = 'git';
    label;
    absRoot;
    hasGitMarker = true;
    commit;
    maxReadBytes;
    dirs = new Map();
    paths = [];
    blobs;
    cache = new Map();
    constructor(repoDir, rev, opts = {}) {
        this.repoDir = repoDir;
        this.rev = rev;
        this.maxReadBytes = opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES;
        this.dirs.set('', new Map());
        if (opts.commit !== undefined)
            this.commit = opts.commit;
        else {
            try {
                this.commit = git(repoDir, ['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]).toString().trim();
            }
            catch {
                throw new GitRevisionError(`not a commit in ${repoDir}: ${rev}`);
            }
        }
        const sub = (opts.subdir ?? '').replace(/^\/+|\/+$/g, '');
        if (opts.absRoot !== undefined)
            this.absRoot = opts.absRoot;
        else {
            const top = git(repoDir, ['rev-parse', '--show-toplevel']).toString().trim();
            this.absRoot = sub ? `${top}/${sub}` : top;
        }
        this.label = `git ${rev} (${this.commit.slice(0, 7)})${sub ? ` ${sub}/` : ''}`;
        const treeish = sub ? `${this.commit}:${sub}` : this.commit;
        let out;
        if (opts.listing !== undefined)
            out = opts.listing;
        else {
            try {
                out = git(repoDir, ['ls-tree', '-r', '-z', '--full-tree', treeish]);
            }
            catch {
                throw new GitRevisionError(`${sub || '.'} is not a directory in ${rev}`);
            }
        }
        const lender = opts.share?.take(repoDir);
        this.blobs = opts.share?.blobs(repoDir) ?? new Map();
        const own = this.index(out, lender, opts.prefetch, opts.share !== undefined && lender === undefined);
        if (own)
            opts.share?.offer(own, lender !== undefined);
    }
    /**
     * Records are `<mode> SP <type> SP <oid> TAB <path> NUL`, in git's order (byte order of the full
     * paths), so a lender's records are walked alongside: a record equal to the lender's current one
     * takes its strings and entry instead of making new ones.
     */
    index(out, lender, prefetch, keep) {
        // A record is at least `<6-digit mode> blob <oid> TAB <1-byte path> NUL`: enough slots for all.
        const most = keep ? Math.ceil(out.length / 20) + 1 : 0;
        const own = keep
            ? { repoDir: this.repoDir, bytes: out, starts: new Int32Array(most), tabs: new Int32Array(most), ends: new Int32Array(most), paths: [], names: [], entries: [], prefetch, dirs: this.dirs }
            : undefined;
        const links = [];
        // A record the lender holds byte for byte was asked the same prefetch question there.
        const askedByLender = lender !== undefined && lender.prefetch === prefetch;
        const wanted = [];
        let k = 0;
        let record = 0;
        let dir = '';
        let children = this.dirs.get('');
        for (let at = 0; at < out.length; record++) {
            const nul = out.indexOf(0, at);
            const stop = nul < 0 ? out.length : nul;
            const tab = out.indexOf(9, at);
            if (tab < 0 || tab > stop)
                break;
            let space = at;
            while (space < tab && out[space] !== 32)
                space++;
            // Mode 120000 is a symbolic link; the type after the mode says whether the object is a blob.
            const isLink = space - at === 6 && out[at] === 0x31 && out[at + 1] === 0x32 && out[at + 2] === 0x30 && out[at + 3] === 0x30 && out[at + 4] === 0x30 && out[at + 5] === 0x30;
            const isBlob = out[space + 1] === 0x62 && out[space + 2] === 0x6c && out[space + 3] === 0x6f && out[space + 4] === 0x62;
            let path;
            let name;
            let entry;
            let lent = false;
            if (lender) {
                const n = lender.paths.length;
                // The lender's current record is mostly this very record; else it moves to the first path not before this one.
                let hit = k < n && out.compare(lender.bytes, lender.starts[k], lender.ends[k], at, stop) === 0;
                if (!hit) {
                    while (k < n && out.compare(lender.bytes, lender.tabs[k] + 1, lender.ends[k], tab + 1, stop) > 0)
                        k++;
                    hit = k < n && out.compare(lender.bytes, lender.starts[k], lender.ends[k], at, stop) === 0;
                }
                if (hit) {
                    path = lender.paths[k];
                    name = lender.names[k];
                    entry = lender.entries[k];
                    lent = true;
                    k++;
                }
            }
            path ??= out.toString('utf8', tab + 1, stop);
            let oid;
            if (isLink || (isBlob && entry === undefined)) {
                let oidAt = tab;
                while (oidAt > space && out[oidAt - 1] !== 32)
                    oidAt--;
                oid = out.toString('latin1', oidAt, tab);
            }
            if (own) {
                own.starts[record] = at;
                own.tabs[record] = tab;
                own.ends[record] = stop;
                own.paths.push(path);
            }
            at = stop + 1;
            if (isLink) {
                links.push({ path, oid: oid, record, entry });
                own?.names.push('');
                own?.entries.push(entry);
                continue;
            }
            if (isBlob) {
                entry ??= { kind: 'file', oid };
                if (!(lent && askedByLender) && prefetch?.(path))
                    wanted.push(entry.oid);
            }
            else
                entry ??= { kind: 'other' };
            own?.entries.push(entry);
            if (path === '' || hasGitSegment(path)) {
                own?.names.push('');
                continue;
            }
            const slash = path.lastIndexOf('/');
            // Records of one directory come together: its map is looked up once for all of them.
            if (Math.max(slash, 0) !== dir.length || !path.startsWith(dir)) {
                dir = slash < 0 ? '' : path.slice(0, slash);
                children = this.ensureDir(dir);
            }
            name ??= path.slice(slash + 1);
            own?.names.push(name);
            children.set(name, entry);
            this.paths.push(path);
        }
        this.fetchBlobs([...links.map((l) => l.oid), ...wanted]);
        for (const l of links) {
            const e = l.entry ?? { kind: 'symlink', target: (this.blobs.get(l.oid) ?? Buffer.alloc(0)).toString('utf8') };
            if (own)
                own.entries[l.record] = e;
            this.addEntry(l.path, e);
        }
        if (lender)
            this.shareDirs(lender.dirs);
        return own;
    }
    /**
     * Each listing that holds what the lender's of the same directory holds, in the same order (the
     * same entry objects, taken whole from it; a subdirectory by its kind), is replaced by the
     * lender's: most directories of a pull request's base are the head's, and their maps (8,475 of
     * 11,109 on the bench PR's base, ~4 MB) are then kept once. Neither view changes a listing once built.
     */
    shareDirs(theirs) {
        for (const [dir, mine] of this.dirs) {
            const other = theirs.get(dir);
            if (other !== undefined && sameListing(mine, other))
                this.dirs.set(dir, other);
        }
    }
    addEntry(path, entry) {
        if (path === '' || hasGitSegment(path))
            return;
        const slash = path.lastIndexOf('/');
        this.ensureDir(slash < 0 ? '' : path.slice(0, slash)).set(path.slice(slash + 1), entry);
        this.paths.push(path);
    }
    ensureDir(dir) {
        return ensureDirIn(this.dirs, dir);
    }
    children(dir) {
        return this.dirs.get(dir);
    }
    entry(path) {
        if (path === '')
            return git_ROOT_ENTRY;
        const slash = path.lastIndexOf('/');
        return this.dirs.get(slash < 0 ? '' : path.slice(0, slash))?.get(path.slice(slash + 1));
    }
    allPaths() {
        return this.paths;
    }
    read(path) {
        return readOnce(this.cache, path, (p) => this.entry(p), (p, e) => this.readBlob(p, e));
    }
    /** Reads many blobs with one `git cat-file --batch`. */
    fetchBlobs(oids) {
        const todo = [...new Set(oids.filter((o) => !this.blobs.has(o)))];
        if (todo.length === 0)
            return;
        const out = git(this.repoDir, ['cat-file', '--batch'], todo.join('\n') + '\n');
        let at = 0;
        while (at < out.length) {
            const nl = out.indexOf(10, at);
            const header = out.subarray(at, nl).toString('utf8');
            const [oid, type, size] = header.split(' ');
            at = nl + 1;
            if (type === 'missing' || size === undefined)
                continue;
            const n = Number(size);
            this.blobs.set(oid, out.subarray(at, at + n));
            at += n + 1;
        }
    }
    /**
     * Blobs beside `path` with the same extension, not read yet (at most 256): a file read on demand
     * is mostly an import, and imports cluster (`docs/*.md`), so one `git cat-file` serves the
     * directory instead of one process per file.
     */
    siblings(path) {
        const slash = path.lastIndexOf('/');
        const dot = path.lastIndexOf('.');
        if (dot <= slash)
            return [];
        const ext = path.slice(dot);
        const kids = this.children(slash < 0 ? '' : path.slice(0, slash));
        const out = [];
        for (const [name, k] of kids ?? []) {
            if (out.length >= 256)
                break;
            if (k.kind === 'file' && k.oid !== undefined && name.endsWith(ext) && !this.blobs.has(k.oid))
                out.push(k.oid);
        }
        return out;
    }
    readBlob(path, e) {
        const oid = e.oid;
        if (!this.blobs.has(oid))
            this.fetchBlobs([oid, ...this.siblings(path)]);
        const b = this.blobs.get(oid);
        if (!b)
            return { ok: false, reason: 'unreadable', message: `${path}: blob ${oid} missing from the repository` };
        const capped = b.length > this.maxReadBytes;
        return { ok: true, bytes: capped ? b.subarray(0, this.maxReadBytes) : b, size: b.length, capped };
    }
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/repo/github.ts


/**
 * The bodies of the tree and blob responses are parsed here, with plain JSON.parse
 * (`parseSuccessResponseBody: false`): the client's own parser first rewrites the whole text to spot
 * integers beyond 2^53, which these responses never hold (sizes are bytes under GitHub's 100 MB file
 * limit). On a 100,000-entry tree that rewrite cost about a second of CPU and a second copy of the
 * text, and it ran again over the base64 of every blob.
 */
const RAW_BODY = { parseSuccessResponseBody: false };
/**
 * A response body asked for raw (RAW_BODY: the fetch's stream, already read into memory by
 * github/bounded-fetch.ts within its timeout), parsed; an error naming `what` when it is not JSON.
 * Read as a stream, not through the global Response: that class loads Node's own undici.
 */
async function jsonBody(body, what) {
    const chunks = [];
    if (body)
        for await (const c of body)
            chunks.push(c);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
        return JSON.parse(text);
    }
    catch {
        throw new Error(`GitHub's answer for ${what} is not JSON (${text.length} characters)`);
    }
}
/** Lists a whole tree with one recursive call. */
async function fetchTree(gh, owner, repo, ref) {
    const r = await gh.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true', request: RAW_BODY });
    const data = await treeJson(r.data, ref);
    const items = [];
    for (const t of data.tree) {
        if (typeof t.path !== 'string' || typeof t.sha !== 'string')
            continue;
        const type = t.type === 'tree' || t.type === 'commit' ? t.type : 'blob';
        items.push({ path: t.path, mode: t.mode ?? '100644', type, sha: t.sha, size: typeof t.size === 'number' ? t.size : undefined });
    }
    return { owner, repo, ref, items, truncated: data.truncated === true };
}
/** A tree response's body, parsed; an error naming the tree when it is not a tree listing. */
async function treeJson(body, ref) {
    const data = await jsonBody(body, `tree ${ref}`);
    if (typeof data !== 'object' || data === null || !Array.isArray(data.tree))
        throw new Error(`GitHub's listing of tree ${ref} has no tree entries`);
    return data;
}
/** A blob response's body, parsed: its bytes. */
async function blobBytes(body, sha) {
    const data = (await jsonBody(body, `blob ${sha}`));
    if (typeof data?.content !== 'string')
        throw new Error(`GitHub's answer for blob ${sha} has no content`);
    return data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
}
const DEFAULT_BLOB_LIMITS = {
    maxBlobs: 3000,
    maxTotalBytes: 128 * 1024 * 1024,
    maxBlobBytes: 8 * 1024 * 1024,
    concurrency: 8,
};
/** Blob contents by sha, shared by the base and head views (content-addressed, so safe to share). */
class BlobStore {
    gh;
    owner;
    repo;
    blobs = new Map();
    /** Blobs we chose not to fetch or could not fetch, with the reason. */
    skipped = new Map();
    fetchedBytes = 0;
    fetchedCount = 0;
    /** Fetches under way, so two views asking for one blob at once share one request. */
    inflight = new Map();
    limits;
    constructor(gh, 
    /** The repository every blob is read through (the PR base repository: forks' objects are reachable there). */
    owner, repo, limits = {}) {
        this.gh = gh;
        this.owner = owner;
        this.repo = repo;
        this.limits = { ...DEFAULT_BLOB_LIMITS, ...limits };
    }
    get count() {
        return this.fetchedCount;
    }
    get bytes() {
        return this.fetchedBytes;
    }
    /** Fetches the blobs not yet held, within the limits; returns how many were fetched. */
    async fetch(wanted) {
        const todo = [];
        const seen = new Set();
        const pending = [];
        for (const w of wanted) {
            if (this.blobs.has(w.sha) || seen.has(w.sha))
                continue;
            seen.add(w.sha);
            const running = this.inflight.get(w.sha);
            if (running) {
                pending.push(running);
                continue;
            }
            if (w.size !== undefined && w.size > this.limits.maxBlobBytes) {
                this.skipped.set(w.sha, `larger than ${this.limits.maxBlobBytes} bytes`);
                continue;
            }
            if (this.fetchedCount + todo.length >= this.limits.maxBlobs) {
                this.skipped.set(w.sha, `over the limit of ${this.limits.maxBlobs} blobs fetched through the API`);
                continue;
            }
            if (w.size !== undefined && this.fetchedBytes + w.size > this.limits.maxTotalBytes) {
                this.skipped.set(w.sha, `over the limit of ${this.limits.maxTotalBytes} bytes fetched through the API`);
                continue;
            }
            this.fetchedBytes += w.size ?? 0;
            todo.push(w.sha);
        }
        let next = 0;
        let done = 0;
        const resolvers = new Map();
        for (const sha of todo)
            this.inflight.set(sha, new Promise((r) => resolvers.set(sha, r)));
        const worker = async () => {
            while (next < todo.length) {
                const sha = todo[next++];
                try {
                    const r = await this.gh.rest.git.getBlob({ owner: this.owner, repo: this.repo, file_sha: sha, request: RAW_BODY });
                    this.blobs.set(sha, await blobBytes(r.data, sha));
                    this.skipped.delete(sha);
                    done++;
                }
                catch (e) {
                    // The request, its status and its cost, for the finding that says this file was not read.
                    this.skipped.set(sha, `the GitHub API did not return it: ${(0,errors/* errorMessage */.gJ)(e)}`);
                }
                finally {
                    this.inflight.delete(sha);
                    resolvers.get(sha)?.();
                }
            }
        };
        this.fetchedCount += todo.length;
        await Promise.all([...Array.from({ length: Math.min(this.limits.concurrency, todo.length) }, worker), ...pending]);
        return done;
    }
}
class GitHubView extends IndexedView {
    tree;
    store;
    source = 'github';
    label;
    absRoot;
    hasGitMarker = true;
    /** Whether the tree listing was cut by GitHub. */
    truncated;
    /** Symlinks whose target blob could not be fetched (seen as `other`, never followed). */
    unresolvedLinks = [];
    missed = new Map();
    constructor(tree, store, opts = {}) {
        super(opts.maxReadBytes ?? DEFAULT_MAX_READ_BYTES);
        this.tree = tree;
        this.store = store;
        this.truncated = tree.truncated;
        this.absRoot = opts.absRoot ?? `/github/${tree.repo}`;
        this.label = `GitHub ${tree.owner}/${tree.repo}@${tree.ref.slice(0, 7)}${tree.truncated ? ' (tree truncated by GitHub)' : ''}`;
        for (const it of tree.items) {
            if (it.type === 'tree')
                this.addEntry(it.path, { kind: 'dir' });
            else if (it.type === 'commit')
                this.addEntry(it.path, { kind: 'other' });
            else if (it.mode === '120000') {
                const b = store.blobs.get(it.sha);
                if (b)
                    this.addEntry(it.path, { kind: 'symlink', target: b.toString('utf8') });
                else {
                    this.unresolvedLinks.push(it.path);
                    this.addEntry(it.path, { kind: 'other' });
                }
            }
            else
                this.addEntry(it.path, { kind: 'file', size: it.size, oid: it.sha });
        }
    }
    readBlob(path, e) {
        const sha = e.oid;
        const b = this.store.blobs.get(sha);
        if (!b) {
            const why = this.store.skipped.get(sha);
            if (!why)
                this.missed.set(sha, { sha, size: e.size, path });
            return {
                ok: false,
                reason: 'unreadable',
                message: `${path}: not fetched from the GitHub API${why ? ` (${why})` : ' (not prefetched)'}`,
            };
        }
        const capped = b.length > this.maxReadBytes;
        return { ok: true, bytes: capped ? b.subarray(0, this.maxReadBytes) : b, size: b.length, capped };
    }
    /** Blobs the analysis asked for that were neither fetched nor refused: fetch them and analyse again. */
    misses() {
        return [...this.missed.values()];
    }
    /** Paths read as unreadable because their blob was refused (limits, API errors). */
    refusedPaths() {
        const out = new Map();
        for (const it of this.tree.items) {
            if (it.type !== 'blob')
                continue;
            const why = this.store.skipped.get(it.sha);
            if (why)
                out.set(it.path, why);
        }
        return out;
    }
}
/**
 * Lists the tree, fetches the symlink targets and every blob `prefetch` selects (by priority, then
 * smallest first, so the limits drop the least likely files), and returns the view.
 */
async function loadGitHubView(gh, owner, repo, ref, opts) {
    const tree = await fetchTree(gh, owner, repo, ref);
    await prefetchInto(tree, opts.store, opts.prefetch);
    return new GitHubView(tree, opts.store, opts);
}
async function prefetchInto(tree, store, prefetch) {
    const links = tree.items.filter((i) => i.type === 'blob' && i.mode === '120000');
    const wanted = [];
    if (prefetch) {
        for (const i of tree.items) {
            if (i.type !== 'blob' || i.mode === '120000')
                continue;
            const p = prefetch(i.path);
            if (p !== false)
                wanted.push({ item: i, prio: p });
        }
    }
    wanted.sort((a, b) => a.prio - b.prio || (a.item.size ?? 0) - (b.item.size ?? 0));
    await store.fetch([...links, ...wanted.map((w) => w.item)]);
}

;// CONCATENATED MODULE: ./src/analysis/prefetch-imports.ts
// What an API source fetches after the instruction files, before any analysis: the files their
// `@references` name, and what those name in turn. The engine reads synchronously, so a blob it
// asks for that is not here costs a whole analysis round (./run.ts); the prefetch can only guess at
// imports by name, so they are found here from the texts, as a superset of every tool's grammar.

/** `@reference` at a line start or after whitespace, in code and comments too (a superset of ../doc/imports.ts). */
const REF = /(?:^|\s)@([^\s]+)/g;
/** Levels of imports of imports fetched ahead (Claude Code follows five hops; deeper ones cost a round). */
const prefetch_imports_MAX_DEPTH = 5;
/**
 * Fetches into `store` the blobs of `tree` that the fetched ones reference, level by level. Bounded
 * by the store's limits and by MAX_IMPORT_REFS references per file; a reference that names no file
 * of the tree costs nothing.
 */
async function prefetchImports(tree, store) {
    const byPath = new Map();
    for (const i of tree.items)
        if (i.type === 'blob')
            byPath.set(i.path, i);
    const scanned = new Set();
    let level = tree.items.filter((i) => i.type === 'blob' && i.mode !== '120000' && store.blobs.has(i.sha));
    for (let depth = 0; depth < prefetch_imports_MAX_DEPTH && level.length > 0; depth++) {
        const wanted = new Map();
        for (const item of level) {
            if (scanned.has(item.path))
                continue;
            scanned.add(item.path);
            for (const path of referencedPaths(item.path, store.blobs.get(item.sha))) {
                const target = fileBehind(byPath, store, path);
                if (target && !store.blobs.has(target.sha))
                    wanted.set(target.path, target);
            }
        }
        const next = [...wanted.values()];
        if (next.length === 0)
            return;
        await store.fetch(next);
        level = next.filter((i) => store.blobs.has(i.sha));
    }
}
/** Repository paths `@referenced` in a file's text, relative to the file. */
function referencedPaths(from, bytes) {
    if (!bytes || !bytes.includes(64 /* @ */))
        return [];
    const text = bytes.toString('utf8');
    const out = [];
    let n = 0;
    for (const m of text.matchAll(REF)) {
        if (++n > MAX_IMPORT_REFS)
            break;
        const spec = (m[1] ?? '').replace(/#.*$/, '');
        if (spec === '')
            continue;
        const t = classifyImport(from, spec);
        if (t.kind === 'repo')
            out.push(t.path);
    }
    return out;
}
/** The regular file at `path`, through one symlink (link targets are fetched up front). */
function fileBehind(byPath, store, path) {
    const item = byPath.get(path);
    if (!item || item.mode !== '120000')
        return item;
    const target = store.blobs.get(item.sha)?.toString('utf8');
    if (target === undefined)
        return undefined;
    const t = classifyImport(path, target);
    const real = t.kind === 'repo' ? byPath.get(t.path) : undefined;
    return real && real.mode !== '120000' ? real : undefined;
}

;// CONCATENATED MODULE: ./src/analysis/run.ts
// Orchestration shared by the action and `instruction-stack pr`: trees from local git objects or
// from the GitHub API, configuration from the PR base, prefetching, analysis rounds until every
// blob the engine asked for is there, then the report.








const run_GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
/** A path `git cat-file blob <commit>:<path>` takes literally: no empty, `.` or `..` segment, no leading `/`. */
function isPlainPath(path) {
    return path !== '' && !path.includes('\0') && path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
/**
 * Whether `git ls-tree -r -z` output may hold an entry at `path` (`<mode> <type> <oid>\t<path>\0`).
 * Never false for a listed path; a name holding a tab can make it true for one that is not (then
 * git is asked, and answers).
 */
function listsPath(listing, path) {
    return listing.includes(Buffer.from(`\t${path}\0`, 'utf8'));
}
const tests = new WeakMap();
/**
 * A prefetch priority as the git view's yes/no test, one function per priority: the head and base
 * views of a pull request then hold the same test, and the second skips asking it of every record
 * it takes from the first (GitViewOptions.share).
 */
function asTest(prefetch) {
    let t = tests.get(prefetch);
    if (!t)
        tests.set(prefetch, (t = (p) => prefetch(p) !== false));
    return t;
}
class GitTreeSource {
    repoDir;
    commit;
    opts;
    kind = 'git';
    current;
    constructor(repoDir, commit, opts = {}) {
        this.repoDir = repoDir;
        this.commit = commit;
        this.opts = opts;
        // Listed from the start, without blocking: the head and base trees are listed by two git
        // processes at once, while the changed paths and the configuration are read.
        if (opts.verified) {
            this.listing = opts.listing ?? listTree(repoDir, commit, commit);
            // Its failure is reported by prepare(), not as an unhandled rejection before it.
            this.listing.catch(() => undefined);
        }
    }
    /** The raw listing until the view is built from it (then dropped: megabytes on a large tree). */
    listing;
    async readText(path) {
        // The configuration file is usually absent: when the tree's listing (started in the constructor)
        // holds no entry at the path, git is not asked (a process fewer at every start). Only for a
        // plain path, which `<commit>:<path>` reads as it is written.
        if (isPlainPath(path)) {
            if (this.current) {
                if (this.current.entry(path) === undefined)
                    return undefined;
            }
            else if (this.listing) {
                const listing = await this.listing.catch(() => undefined);
                if (listing && !listsPath(listing, path))
                    return undefined;
            }
        }
        try {
            return (0,external_node_child_process_.execFileSync)('git', ['-C', this.repoDir, 'cat-file', 'blob', `${this.commit}:${path}`], {
                env: run_GIT_ENV,
                stdio: ['ignore', 'pipe', 'ignore'],
                maxBuffer: 64 * 1024 * 1024,
            }).toString('utf8');
        }
        catch {
            return undefined;
        }
    }
    async prepare(prefetch) {
        const listing = await this.listing;
        this.current = new GitView(this.repoDir, this.commit, {
            prefetch: asTest(prefetch),
            absRoot: this.opts.absRoot,
            maxReadBytes: this.opts.maxReadBytes,
            commit: this.opts.verified ? this.commit : undefined,
            share: this.opts.share,
            listing,
        });
        this.listing = undefined;
    }
    view() {
        if (!this.current)
            throw new Error('GitTreeSource.prepare() was not called');
        return this.current;
    }
    async nextRound() {
        return false;
    }
    refused() {
        return new Map();
    }
    notes() {
        return [];
    }
}
class ApiTreeSource {
    gh;
    owner;
    repo;
    commit;
    store;
    opts;
    kind = 'api';
    tree;
    current;
    rounds = 0;
    constructor(gh, owner, repo, commit, store, opts = {}) {
        this.gh = gh;
        this.owner = owner;
        this.repo = repo;
        this.commit = commit;
        this.store = store;
        this.opts = opts;
    }
    async loadTree() {
        if (!this.tree)
            this.tree = await fetchTree(this.gh, this.owner, this.repo, this.commit);
        return this.tree;
    }
    async readText(path) {
        const tree = await this.loadTree();
        const item = tree.items.find((i) => i.path === path && i.type === 'blob' && i.mode !== '120000');
        if (!item)
            return undefined;
        await this.store.fetch([item]);
        return this.store.blobs.get(item.sha)?.toString('utf8');
    }
    async prepare(prefetch) {
        const tree = await this.loadTree();
        await prefetchInto(tree, this.store, prefetch);
        await prefetchImports(tree, this.store);
        this.current = new GitHubView(tree, this.store, this.opts);
    }
    view() {
        if (!this.current)
            throw new Error('ApiTreeSource.prepare() was not called');
        return this.current;
    }
    async nextRound() {
        if (!this.current || !this.tree)
            return false;
        const misses = this.current.misses();
        if (misses.length === 0 || ++this.rounds > (this.opts.maxRounds ?? 6))
            return false;
        await this.store.fetch(misses);
        this.current = new GitHubView(this.tree, this.store, this.opts);
        return true;
    }
    refused() {
        return this.current?.refusedPaths() ?? new Map();
    }
    notes() {
        const out = [];
        if (this.tree?.truncated) {
            out.push(`GitHub truncated the tree listing of ${this.commit.slice(0, 7)} (over 100,000 entries or 7 MB): files beyond the cut are not seen. Check out the repository with history (actions/checkout with fetch-depth: 0) to analyse it from git objects.`);
        }
        if (this.current && this.current.unresolvedLinks.length > 0) {
            out.push(`${this.current.unresolvedLinks.length} symlink(s) in ${this.commit.slice(0, 7)} could not be read through the API and were not followed.`);
        }
        return out;
    }
}
/** A blob store for API sources, bounded by env overrides (INSTRUCTION_STACK_MAX_BLOBS). */
function newBlobStore(gh, owner, repo) {
    const n = Number(process.env.INSTRUCTION_STACK_MAX_BLOBS);
    return new BlobStore(gh, owner, repo, Number.isInteger(n) && n > 0 ? { maxBlobs: n } : {});
}
function configPathOf(p) {
    const t = (p ?? '').trim().replace(/^\.\//, '');
    return t === '' ? DEFAULT_CONFIG_PATH : t;
}
async function readConfig(src, run) {
    const path = configPathOf(run.configPath);
    const text = await src.readText(path);
    const loaded = loadConfig({ read: () => text }, path, { knownChecks: run.knownChecks });
    const config = applyOverrides(loaded.config, run.overrides);
    if (loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
        config.source = `${path} + inputs`;
    }
    else if (!loaded.found && Object.values(run.overrides).some((v) => v !== undefined && v.trim() !== '')) {
        config.source = 'defaults + inputs';
    }
    return { config, found: loaded.found, path };
}
function problemFindings(problems, path, what) {
    return problems.map((p) => ({
        check: 'input',
        severity: 'error',
        message: `${what}: ${p.message}`,
        path,
        line: p.line,
        fix: 'Fix the configuration; see the "Configuration" section of the instruction-stack README.',
        key: `config:${path}:${p.line ?? ''}:${p.message}`,
    }));
}
function unfetchedRewriter(sources) {
    const refused = new Map();
    for (const s of sources)
        for (const [p, why] of s.refused())
            refused.set(p, why);
    return (f) => {
        if (!/not fetched from the GitHub API/.test(f.message))
            return f;
        const why = (f.path && refused.get(f.path)) ?? 'not fetched';
        return {
            check: 'input',
            // Not read, so it could change the verdict: an error (fail closed), never a pass.
            severity: 'error',
            message: `${f.path ?? 'a file'} could not be read through the GitHub API (${why}); stacks that include it were not checked, so this run cannot pass`,
            path: f.path,
            fix: 'Check out the repository with actions/checkout (fetch-depth: 0) so the trees are read from git objects, or raise the API cap (env INSTRUCTION_STACK_MAX_BLOBS).',
            key: `unfetched:${f.path ?? f.message}`,
        };
    };
}
/**
 * Analysis rounds until no source has blobs left to fetch: an API source learns what it lacks only by
 * being read (imports its prefetch did not see, files the checks read). Imports are fetched ahead
 * (./prefetch-imports.ts), so a second round is rare.
 */
async function rounds(sources, input) {
    for (;;) {
        const report = analyse(input());
        const more = await Promise.all(sources.map((s) => s.nextRound()));
        if (!more.some(Boolean))
            return report;
    }
}
async function runPullRequest(run) {
    const { config, found, path } = await readConfig(run.base, run);
    const notes = [...(run.notes ?? [])];
    const extra = [];
    if (found)
        notes.push(`Configuration: ${path} from the base of the PR${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
    const configChanged = run.changed.files.some((f) => f.path === path || f.previousPath === path);
    if (configChanged) {
        const headText = await run.head.readText(path);
        if (headText !== undefined) {
            try {
                loadConfig({ read: () => headText }, path, { knownChecks: run.knownChecks });
                notes.push(`This PR changes ${path}; this run uses the base version, the new one applies once merged (it is valid).`);
            }
            catch (e) {
                if (!(e instanceof ConfigError))
                    throw e;
                extra.push(...problemFindings(e.problems, path, 'the configuration changed by this PR is invalid'));
            }
        }
    }
    const names = configuredNames(config.toolOptions);
    const prefetch = prefetchPriority(names, path, run.changed.files.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path])));
    const t = phaseTimer(run.onPhase);
    await Promise.all([run.head.prepare(prefetch), run.base.prepare(prefetch)]);
    t('trees read', `head ${run.head.commit.slice(0, 7)} and base ${run.base.commit.slice(0, 7)} (${run.head.kind}), ${run.changed.files.length} changed paths`);
    // An opt-in tool counts when its files are on either side (a PR that deletes them still shows it).
    const tools = selectedTools(config, TOOL_IDS, defaultTools(run.head.view(), run.base.view()));
    if (run.changed.capped) {
        extra.push({
            check: 'input',
            severity: 'warning',
            message: `GitHub lists only the first ${run.changed.files.length.toLocaleString('en-US')} changed files of this PR${run.changed.reportedTotal ? ` (it changes ${run.changed.reportedTotal.toLocaleString('en-US')})` : ''}; the others were not analysed`,
            fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so the changed paths come from git.',
            key: 'listfiles-cap',
        });
    }
    const sources = [run.head, run.base];
    const report = await rounds(sources, () => {
        const sourceNotes = [...new Set(sources.flatMap((s) => s.notes()))];
        return {
            mode: 'pull-request',
            repository: run.repository,
            event: run.event,
            head: run.head.view(),
            base: run.base.view(),
            headCommit: run.pr.headSha,
            baseCommit: run.mergeBase ?? run.pr.baseSha,
            pullRequest: { ...run.pr, mergeBase: run.mergeBase },
            changed: run.changed,
            config,
            tools,
            source: run.head.kind,
            fromFork: run.pr.fromFork,
            runChecks: run.runChecks,
            extraFindings: [...extra, ...truncationFindings(sources)],
            notes: [...notes, ...sourceNotes],
            names,
            mapFinding: unfetchedRewriter(sources),
            onPhase: run.onPhase,
        };
    });
    return report;
}
async function runTree(run) {
    const { config, found, path } = await readConfig(run.head, run);
    const notes = [...(run.notes ?? [])];
    if (found)
        notes.push(`Configuration: ${path}${config.source.endsWith('+ inputs') ? ', with action inputs on top' : ''}.`);
    const names = configuredNames(config.toolOptions);
    const t = phaseTimer(run.onPhase);
    await run.head.prepare(prefetchPriority(names, path));
    t('tree read', `${run.head.commit.slice(0, 7)} (${run.head.kind})`);
    const tools = selectedTools(config, TOOL_IDS, defaultTools(run.head.view()));
    const sources = [run.head];
    return rounds(sources, () => ({
        mode: 'tree',
        repository: run.repository,
        event: run.event,
        head: run.head.view(),
        headCommit: run.head.commit,
        config,
        tools,
        source: run.head.kind,
        fromFork: false,
        runChecks: run.runChecks,
        extraFindings: truncationFindings(sources),
        notes: [...notes, ...new Set(sources.flatMap((s) => s.notes()))],
        names,
        mapFinding: unfetchedRewriter(sources),
        onPhase: run.onPhase,
    }));
}
function truncationFindings(sources) {
    return sources
        .filter((s) => s.notes().some((n) => n.startsWith('GitHub truncated')))
        .map((s) => ({
        check: 'input',
        severity: 'warning',
        message: `GitHub truncated the tree listing of ${s.commit.slice(0, 7)}; instruction files beyond the cut are not analysed`,
        fix: 'Check out the repository with actions/checkout and fetch-depth: 0 so trees are read from git objects.',
        key: `truncated:${s.commit}`,
    }));
}

;// CONCATENATED MODULE: ./src/github/changed.ts
// The paths a pull request changes: from local git objects when the history is there (all of
// them, renames with both names), otherwise from the REST API (GitHub lists at most 3,000).


/** GitHub's documented maximum for `GET /repos/{o}/{r}/pulls/{n}/files`. */
const LIST_FILES_CAP = 3000;
const changed_GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
function runGit(cwd, args) {
    return (0,external_node_child_process_.execFileSync)('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], {
        env: changed_GIT_ENV,
        maxBuffer: 512 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
    }).toString('utf8');
}
/** A full git object id: SHA-1 or SHA-256, in hex. */
const OID = '[0-9a-f]{40}|[0-9a-f]{64}';
const OBJECT_ID = new RegExp(`^(?:${OID})$`);
const COMMIT_LINE = new RegExp(`^(${OID}) commit \\d+$`);
/** A full object id, as the event names a pull request's commits (and git's answers hold). */
function isObjectId(s) {
    return OBJECT_ID.test(s);
}
/**
 * The commit each of `revs` names (tags peeled), in order, or undefined when `dir` is not a git
 * repository or one of them is not a commit there. One `git cat-file --batch-check` for all.
 */
function resolveCommits(dir, revs) {
    if (revs.some((r) => r === '' || /[\n\r]/.test(r)))
        return undefined;
    let out;
    try {
        out = (0,external_node_child_process_.execFileSync)('git', ['-C', dir, '-c', 'core.quotepath=off', 'cat-file', '--batch-check'], {
            input: revs.map((r) => `${r}^{commit}\n`).join(''),
            env: changed_GIT_ENV,
            maxBuffer: 1024 * 1024,
            stdio: ['pipe', 'pipe', 'pipe'],
        }).toString('utf8');
    }
    catch {
        return undefined;
    }
    // One line per name: `<oid> commit <size>`, or `<name> missing` (or ambiguous) when it names no commit.
    const lines = out.split('\n').slice(0, revs.length);
    const oids = lines.map((l) => COMMIT_LINE.exec(l)?.[1]);
    return lines.length === revs.length && oids.every((o) => o !== undefined) ? oids : undefined;
}
/** Whether `dir` is a git repository holding every one of `commits`. */
function hasCommits(dir, commits) {
    return resolveCommits(dir, commits) !== undefined;
}
/**
 * `git merge-base a b` without blocking (the action starts it with the head tree's listing, before
 * the commits are checked, so the three git processes run at once); undefined on any failure.
 */
function gitMergeBase(dir, a, b) {
    return gitOutput(dir, ['merge-base', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined);
}
/** `git diff --name-status -z -M <from> <to>`, never running diff drivers or text conversions. */
function gitChangedPaths(dir, from, to) {
    const out = runGit(dir, [
        '-c', 'diff.renameLimit=10000',
        'diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', '--no-color', from, to, '--',
    ]);
    return parseNameStatusZ(out);
}
function parseNameStatusZ(out) {
    const parts = out.split('\0');
    const files = [];
    let i = 0;
    while (i < parts.length) {
        const code = parts[i++];
        if (!code)
            continue;
        const letter = code[0];
        if (letter === 'R' || letter === 'C') {
            const from = parts[i++] ?? '';
            const to = parts[i++] ?? '';
            files.push({ path: to, status: letter === 'R' ? 'renamed' : 'copied', previousPath: from });
            continue;
        }
        const path = parts[i++] ?? '';
        const status = letter === 'A' ? 'added' : letter === 'D' ? 'removed' : letter === 'M' ? 'modified' : letter === 'T' ? 'type-changed' : 'changed';
        files.push({ path, status });
    }
    return files;
}
/** `pulls.listFiles`, every page up to GitHub's cap. */
async function apiChangedPaths(gh, pr) {
    const files = [];
    for await (const page of gh.paginate.iterator(gh.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
    })) {
        for (const f of page.data) {
            const status = f.status === 'added' || f.status === 'removed' || f.status === 'modified' || f.status === 'renamed' || f.status === 'copied'
                ? f.status
                : 'changed';
            const c = { path: f.filename, status };
            if (f.previous_filename)
                c.previousPath = f.previous_filename;
            files.push(c);
        }
        if (files.length >= LIST_FILES_CAP)
            break;
    }
    const reported = pr.changedFiles;
    const capped = files.length >= LIST_FILES_CAP && (reported === undefined || reported > files.length);
    return { files, source: 'api', capped, reportedTotal: reported };
}
/** Every path a change touches: new names, old names of renames, deleted paths. */
function touchedPaths(files) {
    const out = new Set();
    for (const f of files) {
        out.add(f.path);
        if (f.previousPath)
            out.add(f.previousPath);
    }
    return [...out];
}

// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(7318);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/action/comment-thread.ts
// The sticky comment's requests to GitHub, on a thread of their own (./comment-worker.ts). The
// analysis is synchronous: it gives the event loop no turn, so a request begun on the main thread
// before it (to find the comment while the trees are read) only went out once the analysis was
// done, and the client's loading, the connection (DNS, TCP, TLS) and the look-up were all on the
// run's path. On its own thread the client loads and the comment is looked for while the analysis
// runs; the main thread then sends the body it renders, and the comment is written over the
// connection the look-up opened while the main thread writes the summary and the report: on a push
// after the first, one request, made while the run's last work is done.
// The thread's log lines come back as messages, in order with its answer, and are written here.


/**
 * Starts the thread, which begins looking for the comment at once. `entry`: the action's entry
 * module (its bundle), which runs ./comment-worker.ts when it is not the main thread.
 */
function startCommentThread(entry, job, log) {
    let worker;
    try {
        worker = new external_node_worker_threads_.Worker(entry, { workerData: job });
    }
    catch (e) {
        return failedThread(stopped(`it could not start (${(0,errors/* errorMessage */.gJ)(e)})`));
    }
    let answer;
    let ended;
    const end = (r) => {
        ended ??= r;
        answer?.(ended);
    };
    worker.on('message', (m) => {
        if ('log' in m)
            log[m.log](m.message);
        else
            end(m.result);
    });
    worker.on('error', (e) => end(stopped((0,errors/* errorMessage */.gJ)(e))));
    worker.on('exit', (code) => end(stopped(`exit code ${code}`)));
    return {
        upsert(body, createIfMissing) {
            if (ended)
                return Promise.resolve(ended);
            return new Promise((resolve) => {
                answer = resolve;
                worker.postMessage({ body, createIfMissing });
            });
        },
        close() {
            void worker.terminate();
        },
    };
}
function stopped(why) {
    return { ok: false, step: 'list', message: `the thread writing the comment stopped before it answered: ${why}` };
}
function failedThread(r) {
    return { upsert: () => Promise.resolve(r), close: () => undefined };
}

;// CONCATENATED MODULE: ./src/github/event.ts
// What the runner tells us about the run: event name, payload, repository. Read from the
// environment and the event file directly (no side effects at import time).

function obj(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;
}
function str(v) {
    return typeof v === 'string' ? v : undefined;
}
class EventError extends Error {
}
function readRunContext(env = process.env) {
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    let payload = {};
    const path = env.GITHUB_EVENT_PATH;
    if (path) {
        try {
            payload = obj(JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))) ?? {};
        }
        catch (e) {
            throw new EventError(`cannot read the event payload ${path}: ${e.message}`);
        }
    }
    const full = env.GITHUB_REPOSITORY ?? str(obj(payload.repository)?.full_name) ?? '';
    const [owner = '', repo = ''] = full.split('/');
    const ctx = {
        eventName,
        payload,
        owner,
        repo,
        sha: env.GITHUB_SHA ?? '',
        ref: env.GITHUB_REF ?? '',
        serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        runId: env.GITHUB_RUN_ID,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
        workspace: env.GITHUB_WORKSPACE,
    };
    const pr = pullRequestFromPayload(payload);
    if (pr)
        ctx.pr = pr;
    return ctx;
}
/** The pull request of a `pull_request` / `pull_request_target` (or compatible) payload. */
function pullRequestFromPayload(payload) {
    const pr = obj(payload.pull_request);
    if (!pr)
        return undefined;
    const base = obj(pr.base);
    const head = obj(pr.head);
    const baseRepo = str(obj(base?.repo)?.full_name) ?? str(obj(payload.repository)?.full_name) ?? '';
    const headRepo = str(obj(head?.repo)?.full_name) ?? null;
    const [owner = '', repo = ''] = baseRepo.split('/');
    const number = typeof pr.number === 'number' ? pr.number : Number(payload.number);
    const baseSha = str(base?.sha);
    const headSha = str(head?.sha);
    if (!baseSha || !headSha || !Number.isInteger(number))
        return undefined;
    return {
        owner,
        repo,
        number,
        baseSha,
        headSha,
        baseRef: str(base?.ref),
        headRef: str(head?.ref),
        headRepo,
        fromFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        changedFiles: typeof pr.changed_files === 'number' ? pr.changed_files : undefined,
        title: str(pr.title),
        htmlUrl: str(pr.html_url),
    };
}
/** Parses `owner/repo#123` (also a pull request URL). */
function parsePullRef(s) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)#(\d+)$/.exec(s.trim()) ??
        /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d+)(?:[/?#].*)?$/.exec(s.trim());
    if (!m)
        return undefined;
    return { owner: m[1], repo: m[2], number: Number(m[3]) };
}

;// CONCATENATED MODULE: ./src/output/printable.ts
// Names from the repository as a reader can see them: control, bidi, zero-width and tag characters
// become visible `\u{…}` escapes wherever a path is printed (comment, summary, annotations, text),
// so `evil\u202eFDP.md` cannot render reversed and a zero-width space cannot make two names look alike.
// One function, shared by every output format; defined below the checks (src/invisible.ts), which use it too.


;// CONCATENATED MODULE: ./src/output/annotations.ts

/** GitHub's documented cap per level and step. */
const ANNOTATIONS_PER_LEVEL = 10;
const LEVEL = { error: 'error', warning: 'warning', note: 'notice' };
/**
 * The annotations to emit. `used` counts annotations the step emits anyway per level (the failing
 * verdict is an error annotation, a comment that could not be posted a warning).
 */
function selectAnnotations(findings, used = {}) {
    const left = {
        error: ANNOTATIONS_PER_LEVEL - (used.error ?? 0),
        warning: ANNOTATIONS_PER_LEVEL - (used.warning ?? 0),
        // One notice is kept for "N more in the summary".
        notice: ANNOTATIONS_PER_LEVEL - (used.notice ?? 0) - 1,
    };
    const out = [];
    let more = 0;
    for (const f of findings) {
        const level = LEVEL[f.severity];
        if (left[level] <= 0) {
            more++;
            continue;
        }
        left[level]--;
        const a = { level, title: `instruction-stack ${f.check}${f.preexisting ? ' (already on the base branch)' : ''}`, message: f.fix ? `${printable(f.message)}\nFix: ${printable(f.fix)}` : printable(f.message) };
        if (f.path !== undefined && f.path !== '') {
            a.file = f.path;
            if (f.line !== undefined) {
                a.startLine = f.line;
                if (f.endLine !== undefined && f.endLine >= f.line)
                    a.endLine = f.endLine;
            }
        }
        out.push(a);
    }
    if (more > 0) {
        out.push({ level: 'notice', title: 'instruction-stack', message: `${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations (10 per level): all are listed in the job summary.` });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/output/json.ts
// JSON outputs (schema 2, README "explain --json" and "JSON report"): each distinct text is written
// once, in a `texts` table after the records that refer to it by index; records are written one per
// line. Producers are generators of small pieces, so no output is ever one giant string (V8 caps a
// string near 512 MB) and memory holds only the texts the analysis already has.



const EXPLAIN_SCHEMA = 'instruction-stack/explain@2';
/**
 * Distinct texts in order of first use, by id. A stack's text is identified by its parts (the
 * resolver's one copy of each start-up block and touch part, `textKey`) or by the caller's key,
 * then by its size: only texts of a size met before are rendered and hashed to tell them apart, so
 * most are never built here. The table keeps how to get each text again, and each is joined only
 * when the `texts` array is written, then dropped.
 */
class TextTable {
    parts = new Map();
    ids = new Map();
    /** Ids by the UTF-8 size of their text: equal texts have equal sizes, so only a size met twice is hashed. */
    bySize = new Map();
    sources = [];
    count = 0;
    get size() {
        return this.count;
    }
    intern = (text) => {
        if (text === '')
            return -1;
        let id = this.parts.get(text);
        if (id === undefined)
            this.parts.set(text, (id = this.parts.size));
        return id;
    };
    /**
     * `source` gives the text (of UTF-8 size `bytes`) the first time its key is met; `again` (by
     * default `source`) gives it again when the table is written: a source that renders without
     * keeping, so the table holds how to get each text, never the text.
     */
    entry(key, bytes, source, again = source) {
        let id = this.ids.get(key);
        if (id === undefined) {
            // A new combination of parts may still give a text already in the table (a touch part
            // rendered like a start-up block). Equal texts have equal sizes: a text of a size not met
            // before is new without being rendered; within a size, texts are told apart by digest.
            const at = this.bySize.get(bytes);
            if (at === undefined)
                this.bySize.set(bytes, (id = this.add(again)));
            else {
                const bucket = typeof at === 'number' ? this.bucket(bytes, at) : at;
                const digest = digestOf(source());
                id = bucket.get(digest);
                if (id === undefined)
                    bucket.set(digest, (id = this.add(again)));
            }
            this.ids.set(key, id);
        }
        return id;
    }
    add(source) {
        this.sources.push(source);
        return this.count++;
    }
    /** The entries of one size by digest, made when a second text of that size comes (the first rendered again). */
    bucket(bytes, first) {
        const b = new Map([[digestOf(this.text(first)), first]]);
        this.bySize.set(bytes, b);
        return b;
    }
    /** The id of a text given as a string. */
    id(text) {
        return this.entry(String(this.intern(text)), Buffer.byteLength(text), () => text);
    }
    /** The id of a stack's effective text, by its parts (see the class comment). */
    stackText(s) {
        const [a, b] = textKey(s, this.intern).split('+');
        const key = b === undefined || b === '-1' ? a : a === '-1' ? b : `${a}+${b}`;
        return this.entry(key, s.totalBytes, () => s.text);
    }
    /**
     * The id of a text of UTF-8 size `bytes` known by a key of the caller's (`key` equal: the same
     * text), rendered by `source` only the first time the key is met.
     */
    keyed(key, bytes, source, again = source) {
        return this.entry(`#${key}`, bytes, source, again);
    }
    /** The text of an id, rendered again. */
    text(id) {
        return this.sources[id]();
    }
}
function digestOf(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('base64');
}
/** An entry of the `texts` array: its line. */
function textEntry(id, text) {
    return `${id === 0 ? '\n' : ',\n'}${JSON.stringify(text)}`;
}
/** `"texts": [...]`, one text per line. */
function* textsArray(t) {
    yield '"texts": [';
    for (let i = 0; i < t.size; i++)
        yield textEntry(i, t.text(i));
    yield textsEnd(t);
}
function textsEnd(t) {
    return t.size > 0 ? '\n]' : ']';
}
/** One stack of `explain --json`: the text by id, `startupText` only when it differs from `text`. */
function explainRecord(s, table) {
    // The texts first: rendered and kept for the table, then the size and lines are counted from them.
    const ids = (() => {
        if (!table)
            return {};
        const text = table.stackText(s);
        const startup = s.startupText;
        if (startup === undefined)
            return { text };
        const startupId = table.id(startup);
        return startupId !== text ? { text, startupText: startupId } : { text };
    })();
    const rec = stackRecord(s, () => ids);
    rec.cwd = s.cwd === '' ? '.' : s.cwd;
    return rec;
}
/** `explain --json`, schema 2, in pieces. */
function* explainJson(root, source, stacks, opts = {}) {
    const table = opts.noText ? undefined : new TextTable();
    yield `{\n"schema": ${JSON.stringify(EXPLAIN_SCHEMA)},\n"root": ${JSON.stringify(root)},\n"source": ${JSON.stringify(source)},\n"stacks": [`;
    let first = true;
    for (const s of stacks) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(explainRecord(s, table))}`;
        first = false;
    }
    yield first ? ']' : '\n]';
    if (table) {
        yield ',\n';
        yield* textsArray(table);
    }
    yield '\n}\n';
}
/** `side`'s record; its text (`text` gives it) by id in `table` when the table is given. */
function sideRecord(side, table, text) {
    const rec = {};
    // Keys, not entries: reading `text` of a side whose text is not kept would render it for nothing.
    for (const k of Object.keys(side))
        if (k !== 'text')
            rec[k] = side[k];
    if (table) {
        // By the analysis's identity of the side's stack (equal: the same text), so each is rendered
        // once; equal texts of different identities share an id by their digest.
        const identity = sideIdentity(side);
        const s = sideStack(side);
        // The table renders a text again when it is written, from the side (which keeps no text).
        rec.text = identity !== undefined ? table.keyed(String(identity), side.bytes, text, () => side.text) : s ? table.stackText(s) : table.id(text());
    }
    return rec;
}
/** `f()`, called at most once. */
function once(f) {
    let v;
    return () => (v ??= f());
}
function groupRecord(g, table, all) {
    const t = all || g.changed ? table : undefined;
    // A changed group's texts are rendered once for its entries in the table and its diff.
    const after = once(() => g.head.text);
    const before = once(() => g.base?.text ?? '');
    const rec = {};
    for (const k of Object.keys(g)) {
        if (k === 'head')
            rec[k] = sideRecord(g.head, t, after);
        else if (k === 'base')
            rec[k] = g.base === undefined ? undefined : sideRecord(g.base, t, before);
        else
            rec[k] = g[k];
    }
    // The analysis's groups have `diff` as a getter on their prototype: last, where an own one stands.
    if (!('diff' in rec)) {
        const d = diffWith(g, before, after);
        if (d !== undefined)
            rec.diff = d;
    }
    return rec;
}
/**
 * The JSON report (schema 2) in pieces: every key, the groups one per line, their effective texts
 * by id in the `texts` table, kept only for the groups the PR changed (their diffs and the texts show
 * what changed; an unchanged stack is the base's, nothing to review). A text is rendered when a group
 * first uses it (for its digest and diff) and again when the table is written, never kept: no text
 * is held, whatever the size of the report.
 */
function* reportJson(report, opts = {}) {
    const table = new TextTable();
    const all = opts.texts === 'all' || report.mode === 'tree';
    yield '{';
    let first = true;
    for (const [k, v] of Object.entries(report)) {
        if (k === 'groups' || v === undefined)
            continue;
        yield `${first ? '\n' : ',\n'}${JSON.stringify(k)}: ${JSON.stringify(v)}`;
        first = false;
    }
    yield `${first ? '\n' : ',\n'}"groups": [`;
    for (let i = 0; i < report.groups.length; i++)
        yield `${i === 0 ? '\n' : ',\n'}${JSON.stringify(groupRecord(report.groups[i], table, all))}`;
    yield report.groups.length > 0 ? '\n],\n' : '],\n';
    yield* textsArray(table);
    yield '\n}\n';
}
/**
 * Pieces gathered into chunks of about `batch` characters (a piece longer than that stays whole):
 * a writer of many small pieces makes one write per chunk, not one per piece.
 */
class Chunks {
    batch;
    buf = [];
    size = 0;
    constructor(batch = 1 << 16) {
        this.batch = batch;
    }
    /** Adds `piece`; the chunk to write once the gathered pieces reach the batch size. */
    add(piece) {
        this.buf.push(piece);
        this.size += piece.length;
        return this.size >= this.batch ? this.rest() : undefined;
    }
    /** What is gathered and not yet given; undefined when nothing is. */
    rest() {
        const chunk = this.size > 0 ? this.buf.join('') : undefined;
        this.buf = [];
        this.size = 0;
        return chunk;
    }
}
/** Pieces joined into chunks of about `batch` characters (see `Chunks`). */
function* batched(pieces, batch = 1 << 16) {
    const chunks = new Chunks(batch);
    for (const p of pieces) {
        const full = chunks.add(p);
        if (full !== undefined)
            yield full;
    }
    const rest = chunks.rest();
    if (rest !== undefined)
        yield rest;
}
/** Writes pieces in chunks, awaiting the sink (stdout backpressure). */
async function writePieces(pieces, write) {
    for (const chunk of batched(pieces))
        await write(chunk);
}
/** A sink for `writePieces` on process.stdout that waits for 'drain' when the pipe is full. */
function stdoutSink(chunk) {
    if (process.stdout.write(chunk))
        return;
    return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"name":"instruction-stack","version":"1.0.0","description":"See which project instructions each AI coding agent actually loads, on every pull request.","keywords":["github-action","agents","AGENTS.md","CLAUDE.md","GEMINI.md","copilot-instructions","cursor-rules","instructions","ai-coding-agents"],"homepage":"https://github.com/instruction-stack/instruction-stack#readme","repository":{"type":"git","url":"git+https://github.com/instruction-stack/instruction-stack.git"},"bugs":{"url":"https://github.com/instruction-stack/instruction-stack/issues"},"type":"module","license":"MIT","engines":{"node":">=20"},"bin":{"instruction-stack":"dist/cli/index.js"},"files":["dist/cli/","schema/"],"publishConfig":{"access":"public","provenance":true},"scripts":{"build":"tsc -p tsconfig.build.json","typecheck":"tsc --noEmit -p .","lint":"eslint .","test":"vitest run","package":"rm -f dist/*.index.js dist/cli/*.index.js && mkdir -p build && ncc build src/action/index.ts -o dist --stats-out build/ncc-action.json && node scripts/licenses.mjs build/ncc-action.json dist/licenses.txt && ncc build src/cli/index.ts -o dist/cli --stats-out build/ncc-cli.json && node scripts/licenses.mjs build/ncc-cli.json dist/cli/licenses.txt","bench":"tsc -p tsconfig.bench.json && node build/bench-js/bench/bench.js","config-validator":"node scripts/config-validator.mjs","fidelity":"tsx fidelity/run.ts","fuzz":"tsx test/fuzz/run.ts","example":"node dist/cli/index.js explain --root fixtures/example/repo packages/api/src/handler.ts && node dist/cli/index.js check --root fixtures/example/repo --fail-on never","all":"npm run typecheck && npm run lint && npm test && npm run package"},"devDependencies":{"@actions/core":"3.0.1","@actions/github":"9.1.1","@actions/http-client":"4.0.1","@eslint/js":"10.0.1","@microsoft/sarif-matcher-utils":"1.0.0-beta.0","@octokit/plugin-retry":"8.1.1","@octokit/plugin-throttling":"11.0.5","@octokit/rest":"22.0.1","@types/node":"20.19.43","@types/picomatch":"4.0.3","@vercel/ncc":"0.45.0","ajv":"8.20.0","ajv-draft-04":"1.0.0","diff":"9.0.0","eslint":"10.15.0","github-markdown-css":"5.9.0","ignore":"7.0.16","jsonc-parser":"3.3.1","marked":"18.2.1","node-fetch":"3.3.2","picomatch":"4.0.7","playwright-core":"1.65.1","re2js":"2.10.0","smol-toml":"1.9.1","tsx":"4.23.15","typescript":"5.9.3","typescript-eslint":"8.73.0","undici":"6.29.1","vite":"8.3.8","vitest":"4.1.12","yaml":"2.9.1"}}');
;// CONCATENATED MODULE: ./src/package-info.ts
// Facts about this package that outputs cite (SARIF's driver version and links), read from
// package.json at build time (ncc inlines it), never guessed: a link that package.json does not
// give is left out.

const p = package_namespaceObject;
/** `git+https://github.com/o/r.git`, `github:o/r`, `o/r` → `https://github.com/o/r`; undefined when not a URL we can browse. */
function repositoryWebUrl(repository) {
    const raw = typeof repository === 'string' ? repository : repository?.url;
    if (!raw)
        return undefined;
    const short = /^(?:github:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(raw);
    if (short)
        return `https://github.com/${short[1]}/${short[2].replace(/\.git$/, '')}`;
    const m = /^(?:git\+)?(https?:\/\/[^\s]+?)(?:\.git)?\/?$/.exec(raw) ?? /^git@([^:]+):(.+?)(?:\.git)?$/.exec(raw);
    if (!m)
        return undefined;
    return m[0].startsWith('git@') ? `https://${m[1]}/${m[2]}` : m[1];
}
const PACKAGE_VERSION = p.version;
const REPOSITORY_URL = repositoryWebUrl(p.repository);
const HOMEPAGE_URL = p.homepage && /^https?:\/\//.test(p.homepage) ? p.homepage : undefined;

;// CONCATENATED MODULE: ./src/output/sarif.ts



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'instruction-stack';
/** The project's page: package.json `homepage`, else its repository. */
const INFORMATION_URI = HOMEPAGE_URL ?? REPOSITORY_URL;
/** The tool pages: what each profile models, how it was verified, its deviations (links from package.json `repository`). */
const REPO_BASE = REPOSITORY_URL ?? '.';
const TOOL_DOCS_URL = `${REPO_BASE}/blob/main/docs/tools/README.md`;
const toolDocUri = (id) => `${REPO_BASE}/blob/main/docs/tools/${id}.md`;
/** Each check has a page `docs/checks/<id>.md` in the repository (undefined without a repository URL). */
const helpUri = (id, repositoryUrl = REPOSITORY_URL) => repositoryUrl ? `${repositoryUrl}/blob/main/docs/checks/${encodeURIComponent(id)}.md` : undefined;
const sarif_LEVEL = { error: 'error', warning: 'warning', note: 'note' };
/** Checks that are about security (shown as security alerts, with a severity score). */
const SECURITY = { hidden: '7.5', symlink: '5.0' };
function sarif_ruleName(id) {
    return id.replace(/(^|-)([a-z])/g, (_, _d, c) => c.toUpperCase());
}
function rule(c, documented) {
    const sec = SECURITY[c.id];
    const uri = documented ? helpUri(c.id) : undefined;
    const r = {
        id: c.id,
        name: sarif_ruleName(c.id),
        shortDescription: { text: c.title },
        fullDescription: { text: c.description },
        help: uri ? { text: `${c.description} See ${uri}`, markdown: `${c.description}\n\n[How to fix](${uri})` } : { text: c.description, markdown: c.description },
        defaultConfiguration: { level: sarif_LEVEL[c.defaultSeverity] },
        properties: { tags: sec ? ['ai-instructions', 'security'] : ['ai-instructions'], precision: 'high', ...(sec ? { 'security-severity': sec } : {}) },
    };
    if (uri)
        r.helpUri = uri;
    return r;
}
/** Repository-relative POSIX path → a relative URI reference (segments percent-encoded). */
function toUri(path) {
    return path
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');
}
/** Findings without a file (about the run itself) are tool notifications, not results. */
function toSarif(findings, checks, opts = {}) {
    const rules = checks.map((c) => rule(c, true));
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const ensure = (id) => {
        let i = index.get(id);
        if (i === undefined) {
            i = rules.length;
            rules.push(rule({ id, title: id, description: `Findings of ${id}.`, defaultSeverity: 'warning' }, false));
            index.set(id, i);
        }
        return i;
    };
    for (const id of opts.extraRuleIds ?? [])
        ensure(id);
    const notifications = [];
    const results = [];
    const groups = groupFindings(findings, checks);
    const groupOf = groupIndex(groups);
    for (const [i, f] of findings.entries()) {
        const tools = f.tools && f.tools.length ? ` (${f.tools.join(', ')})` : '';
        const pattern = groupOf.get(i);
        // A member of a repository-wide pattern says so, with the one fix for all its files.
        const all = pattern?.kind === 'pattern' && pattern.fix ? `\nThe same in ${pattern.paths.length} files; one fix for all: ${pattern.fix}` : '';
        const text = `${f.message}${tools}${f.fix ? `\nFix: ${f.fix}` : ''}${all}`;
        if (!f.path) {
            notifications.push({ level: sarif_LEVEL[f.severity], message: { text }, descriptor: { id: f.check } });
            continue;
        }
        const ruleIndex = ensure(f.check);
        const startLine = Math.max(1, Math.floor(f.line ?? 1));
        const region = { startLine };
        if (f.endLine !== undefined && f.endLine > startLine)
            region.endLine = Math.floor(f.endLine);
        const g = f;
        const r = {
            ruleId: f.check,
            ruleIndex,
            level: sarif_LEVEL[f.severity],
            message: { text },
            locations: [{ physicalLocation: { artifactLocation: { uri: toUri(f.path), uriBaseId: '%SRCROOT%' }, region } }],
            // Line-independent (src/analysis/gate.ts): an edit above a finding keeps its alert.
            partialFingerprints: { 'instructionStack/v2': g.fingerprint ?? fingerprint(f) },
        };
        if (g.state)
            r.baselineState = g.state === 'new' ? 'new' : g.touched ? 'updated' : 'unchanged';
        if (g.suppressed)
            r.suppressions = [{ kind: 'external', justification: 'listed in the instruction-stack baseline file' }];
        const props = {};
        if (f.tools && f.tools.length)
            props.tools = [...f.tools];
        const entry = groupOf.get(i);
        if (entry && entry.count > 1)
            props.group = entry.id;
        if (Object.keys(props).length > 0)
            r.properties = props;
        results.push(r);
    }
    const driver = { name: TOOL_NAME, rules };
    if (INFORMATION_URI)
        driver.informationUri = INFORMATION_URI;
    const version = opts.version ?? PACKAGE_VERSION;
    if (version) {
        driver.version = version;
        if (/^\d+\.\d+\.\d+/.test(version))
            driver.semanticVersion = version;
    }
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver },
                invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
                results,
                columnKind: 'utf16CodeUnits',
                // Only entries of several results: a single finding is its own entry.
                properties: {
                    groups: groups
                        .filter((g) => g.count > 1 && g.paths.length > 0)
                        .map((g) => ({ id: g.id, kind: g.kind, ruleId: g.check, level: sarif_LEVEL[g.severity], count: g.count, message: g.message, ...(g.fix ? { fix: g.fix } : {}), uris: g.paths.map(toUri) })),
                },
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/analysis/file-changes.ts
function dirOf(p) {
    const i = p.lastIndexOf('/');
    return i < 0 ? '' : p.slice(0, i);
}
function whenText(l) {
    if (l.reason === 'startup')
        return undefined;
    if (l.reason === 'nested') {
        const d = dirOf(l.path);
        return d === '' ? 'on touching any file' : `on touching ${d}/**`;
    }
    if (l.reason === 'conditional')
        return l.via ? `on touching ${l.via}` : 'on touching a matching file';
    return l.via ? `imported by ${l.via}` : 'through an import';
}
const cutOf = (l) => l !== undefined && (l.truncated || l.omitted);
/**
 * Worked out once per report: the comment and the job summary both need them, and on a large PR
 * each is a pass over thousands of groups (the texts' diffs among them). Keyed by the report's group
 * list, which nothing changes once the analysis returned it.
 */
function file_changes_once(f) {
    const memo = new WeakMap();
    return (r) => {
        const hit = memo.get(r.groups);
        if (hit && hit.changed === r.changed)
            return hit.value;
        const value = f(r);
        memo.set(r.groups, { changed: r.changed, value });
        return value;
    };
}
/** Per instruction file, in the order: changed by the PR first, then by path. */
const file_changes_fileChanges = file_changes_once(computeFileChanges);
function computeFileChanges(r) {
    const status = new Map();
    for (const f of r.changed?.files ?? []) {
        status.set(f.path, f.status);
        if (f.previousPath && f.status === 'renamed')
            status.set(f.previousPath, 'removed');
    }
    const byPath = new Map();
    const get = (path, layer) => {
        let c = byPath.get(path);
        if (!c) {
            c = { path, status: status.get(path), loadedBy: [], droppedBy: [], stillLoadedBy: [], newlyCut: [], noLongerCut: [] };
            if (layer?.realPath)
                c.realPath = layer.realPath;
            byPath.set(path, c);
        }
        return c;
    };
    // Per (file, tool): the reasons it is loaded where it was not, and whether it is kept on both sides.
    const loads = new Map();
    const still = new Map();
    const dropped = new Map();
    const add = (m, k, v) => {
        let s = m.get(k);
        if (!s)
            m.set(k, (s = new Set()));
        s.add(v);
    };
    for (const g of r.groups) {
        if (!g.changed)
            continue;
        const baseLayers = new Map((g.base?.layers ?? []).map((l) => [l.path, l]));
        const headLayers = new Map(g.head.layers.map((l) => [l.path, l]));
        for (const p of g.addedLayers) {
            const l = headLayers.get(p);
            get(p, l);
            let m = loads.get(p);
            if (!m)
                loads.set(p, (m = new Map()));
            let s = m.get(g.tool);
            if (!s)
                m.set(g.tool, (s = new Set()));
            s.add(l ? whenText(l) : undefined);
        }
        for (const p of g.droppedLayers) {
            get(p, baseLayers.get(p));
            add(dropped, p, g.tool);
        }
        for (const [p, l] of headLayers) {
            const b = baseLayers.get(p);
            if (b && !b.omitted && !l.omitted && status.has(p)) {
                get(p, l);
                add(still, p, g.tool);
            }
            if (cutOf(l) && !cutOf(b) && b !== undefined) {
                const c = get(p, l);
                if (!c.newlyCut.some((x) => x.tool === g.tool)) {
                    const cut = { tool: g.tool, kind: l.omitted ? 'dropped' : 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
                    if (l.truncated && l.lastLineKept !== undefined)
                        cut.firstLostLine = l.lastLineKept + 1;
                    c.newlyCut.push(cut);
                }
            }
        }
        for (const [p, b] of baseLayers) {
            const l = headLayers.get(p);
            if (cutOf(b) && l && !cutOf(l)) {
                const c = get(p, l);
                if (!c.noLongerCut.includes(g.tool))
                    c.noLongerCut.push(g.tool);
            }
        }
    }
    // A file newly loaded but cut on arrival is still "now cut" for that tool.
    for (const g of r.groups) {
        if (!g.changed)
            continue;
        for (const p of g.addedLayers) {
            const l = g.head.layers.find((x) => x.path === p);
            const c = byPath.get(p);
            if (!l || !c || !l.truncated || c.newlyCut.some((x) => x.tool === g.tool))
                continue;
            const cut = { tool: g.tool, kind: 'cut', keptBytes: l.keptBytes, bytes: l.transformedBytes, budgetBytes: g.head.budgetBytes };
            if (l.lastLineKept !== undefined)
                cut.firstLostLine = l.lastLineKept + 1;
            c.newlyCut.push(cut);
        }
    }
    const order = new Map(r.tools.map((t, i) => [t, i]));
    const byTool = (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
    for (const c of byPath.values()) {
        const m = loads.get(c.path);
        if (m) {
            c.loadedBy = [...m.entries()]
                .map(([tool, reasons]) => ({ tool, when: reasons.has(undefined) ? [] : ([...reasons].filter((x) => x !== undefined).sort()) }))
                .sort((a, b) => byTool(a.tool, b.tool));
        }
        const loadedNow = new Set(c.loadedBy.map((l) => l.tool));
        c.droppedBy = [...(dropped.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
        c.stillLoadedBy = [...(still.get(c.path) ?? [])].filter((t) => !loadedNow.has(t)).sort(byTool);
        c.newlyCut.sort((a, b) => byTool(a.tool, b.tool));
        c.noLongerCut.sort(byTool);
    }
    return [...byPath.values()]
        .filter((c) => c.loadedBy.length + c.droppedBy.length + c.newlyCut.length + c.noLongerCut.length > 0 || (c.status !== undefined && c.stillLoadedBy.length > 0))
        .sort((a, b) => Number(b.status !== undefined) - Number(a.status !== undefined) || a.path.localeCompare(b.path));
}
/** What a diff adds and removes, without positions, with the session's directory neutralised. */
function diffKey(g) {
    const lines = [];
    for (const h of g.diff?.hunks ?? [])
        for (const l of h.lines)
            if (l.op !== ' ')
                lines.push(`${l.op}${l.text}`);
    const cwd = g.sessions[0]?.cwd ?? '';
    return lines.map((l) => (cwd !== '' ? l.split(cwd).join('<cwd>') : l)).join('\n');
}
/** Changed effective texts, identical changes merged (largest audience first). */
const textChanges = file_changes_once(computeTextChanges);
function computeTextChanges(r) {
    const byKey = new Map();
    for (const g of r.groups) {
        if (!g.changed || !g.diff || g.diff.hunks.length === 0)
            continue;
        const k = diffKey(g);
        const t = byKey.get(k);
        if (t)
            t.groups.push(g);
        else
            byKey.set(k, { groups: [g], added: g.diff.added, removed: g.diff.removed });
    }
    return [...byKey.values()].sort((a, b) => b.groups.length - a.groups.length);
}
/** Sessions of a list of groups, de-duplicated. */
function sessionsOf(gs) {
    const seen = new Map();
    for (const g of gs)
        for (const s of g.sessions)
            seen.set(`${s.vantage}\0${s.cwd}`, s);
    return [...seen.values()];
}

// EXTERNAL MODULE: ./src/output/marker.ts
var output_marker = __webpack_require__(39);
;// CONCATENATED MODULE: ./src/output/markdown.ts











/** GitHub refuses comment bodies over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** GitHub drops step summaries over 1 MiB. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
// ---------------------------------------------------------------------------------------------
// Escaping
const ZWSP = '&#8203;';
/** Replaces control characters (including newlines) with visible escapes. */
function visible(s) {
    // Controls, bidi and zero-width characters: one shared escaping (src/output/printable.ts).
    return printable(s);
}
/** Plain Markdown text from the repository: no formatting, no HTML, no mentions, no issue links. */
function escapeText(s) {
    return visible(s.replace(/\r?\n/g, ' '))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]|~])/g, '\\$1')
        .replace(/^([-+=#])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2')
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/\b(GH-)(?=\d)/gi, `$1${ZWSP}`);
}
/** Prose written by the checks: `code spans` kept as code (sized safely), everything else escaped. */
function escapeProse(s) {
    const out = [];
    let last = 0;
    for (const m of s.matchAll(/`([^`\n]+)`/g)) {
        out.push(escapeText(s.slice(last, m.index)), code(m[1]));
        last = (m.index ?? 0) + m[0].length;
    }
    out.push(escapeText(s.slice(last)));
    return out.join('');
}
/** Text for a table cell (same as escapeText; `|` is escaped there too). */
function escapeCell(s) {
    return escapeText(s);
}
/** An inline code span that holds `s` verbatim, whatever backticks it contains. */
function code(s, inTable = false) {
    let t = visible(s);
    if (inTable)
        t = t.replace(/\|/g, '\\|');
    const runs = t.match(/`+/g) ?? [];
    const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
    const fence = '`'.repeat(longest + 1);
    const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
    if (t === '')
        return '` `';
    return `${fence}${pad}${t}${pad}${fence}`;
}
/** HTML-escaped text for use inside HTML (`<summary>`), mentions and issue links neutralised. */
function markdown_escapeHtml(s) {
    return visible(s)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`);
}
/** A fenced code block whose fence is longer than any backtick run in the text. */
function fenced(text, lang = '') {
    // eslint-disable-next-line no-control-regex -- NUL is replaced so the block stays text
    const t = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
    const runs = t.match(/`{3,}/g) ?? [];
    const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${lang}\n${t}${t.endsWith('\n') || t === '' ? '' : '\n'}${fence}`;
}
// ---------------------------------------------------------------------------------------------
// Numbers
/** `12,345`: src/count.ts (no Intl.NumberFormat for counts). */
const num = grouped;
function fmtBytes(n) {
    if (n < 1024 || n % 1024 !== 0)
        return `${num(n)} B`;
    if (n < 1024 * 1024 || n % (1024 * 1024) !== 0)
        return `${num(n / 1024)} KiB`;
    return `${num(n / (1024 * 1024))} MiB`;
}
function pct(x) {
    if (x === null)
        return '—';
    const p = x * 100;
    return `${p >= 10 || p === 0 ? Math.round(p) : p.toFixed(1)}%`;
}
function arrow(before, after, f) {
    if (before === undefined)
        return f(after);
    const a = f(before);
    const b = f(after);
    return a === b ? b : `${a} → ${b}`;
}
const markdown_show = (p) => (p === '' ? '.' : p);
const SHRINK_ORDER = 'effective texts, then long text diffs, then stack details, then text diffs, then findings and files beyond the first few';
const COMMENT_LEVELS = [
    { maxDiffs: 12, maxDiffChars: 3_000, maxPlaces: 6, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 6, maxDiffChars: 1_200, maxPlaces: 4, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 15, maxFindingGroups: 12, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 8, maxFindingGroups: 6, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 3, maxFindingGroups: 3, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];
const SUMMARY_LEVELS = [
    { maxDiffs: 200, maxDiffChars: 20_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'all', maxTextChars: 20_000 },
    { maxDiffs: 200, maxDiffChars: 8_000, maxPlaces: 50, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 400, texts: 'changed', maxTextChars: 8_000 },
    { maxDiffs: 100, maxDiffChars: 4_000, maxPlaces: 30, maxFiles: Infinity, maxFindingGroups: Infinity, maxDetailGroups: 200, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 50, maxDiffChars: 2_000, maxPlaces: 20, maxFiles: 500, maxFindingGroups: 500, maxDetailGroups: 50, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 20, maxDiffChars: 1_000, maxPlaces: 10, maxFiles: 200, maxFindingGroups: 200, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
    { maxDiffs: 0, maxDiffChars: 0, maxPlaces: 0, maxFiles: 50, maxFindingGroups: 50, maxDetailGroups: 0, texts: 'none', maxTextChars: 0 },
];
/** A comment for a PR that changes one instruction file fits one screen; each further file may add this much. */
const COMMENT_TARGET_CHARS = 10_000;
const COMMENT_CHARS_PER_EXTRA_FILE = 3_000;
/** The job summary stays well under GitHub's 1 MiB, so the run page stays quick to open. */
const SUMMARY_TARGET_BYTES = 256 * 1000;
/** The sticky comment: verdict, failing findings, what changes per instruction file; one screen for a small PR. */
function renderComment(report, opts = {}) {
    const files = file_changes_fileChanges(report);
    const target = COMMENT_TARGET_CHARS + COMMENT_CHARS_PER_EXTRA_FILE * Math.max(0, files.length - 1);
    const limit = Math.min(opts.limit ?? target, COMMENT_LIMIT - 200);
    return fit(report, files, COMMENT_LEVELS, (s) => s.length, limit, { ...opts, kind: 'comment' });
}
/** The job summary: the same lead, then every distinct diff and every stack, deduplicated. */
function renderSummary(report, opts = {}) {
    const limit = Math.min(opts.limit ?? SUMMARY_TARGET_BYTES, SUMMARY_LIMIT_BYTES - 4096);
    return fit(report, file_changes_fileChanges(report), SUMMARY_LEVELS, (s) => Buffer.byteLength(s, 'utf8'), limit, { ...opts, kind: 'summary' });
}
function model(report, files) {
    return { r: report, files, texts: textChanges(report), ...findingSections(report), names: new Map(report.rows.map((t) => [t.tool, t.name])) };
}
/**
 * Every level's body rendered whole, none cut short: what `fit` picks from (the first that fits),
 * for the test that holds `fit`'s early exits to it.
 */
function wholeLevels(report, kind, opts = {}) {
    const levels = kind === 'comment' ? COMMENT_LEVELS : SUMMARY_LEVELS;
    const m = model(report, fileChanges(report));
    const ctx = { ...opts, kind };
    return levels.map((d) => markdown_render(m, d, trimmedList(m, d, levels[0], ctx), ctx));
}
function fit(report, files, levels, measure, limit, ctx) {
    // The model is computed once; each level renders once, and only while the previous one was too big.
    const m = model(report, files);
    for (let i = 0; i < levels.length; i++) {
        const d = levels[i];
        const trimmed = trimmedList(m, d, levels[0], ctx);
        // A level whose parts already pass the limit is left as soon as they do, not rendered whole.
        const body = markdown_render(m, d, trimmed, ctx, new Gauge(measure, limit));
        if (body !== undefined && measure(body) <= limit)
            return { body, level: i, trimmed };
    }
    // Last resort: the verdict and counts only, hard-cut if a pathological name is still too big.
    const body = minimal(m, ctx);
    const cut = measure(body) <= limit ? body : hardCut(body, measure, limit);
    return { body: cut, level: levels.length, trimmed: ['everything but the verdict'] };
}
/**
 * A lower bound of the size of a body, from its parts as they are rendered: the body is its lines
 * joined, runs of blank lines cut to one, so each part measured alone (runs cut the same way) is at
 * most 4 characters larger than what it adds to the body (its first and last run may merge with
 * its neighbours'). Past the limit, the level cannot fit.
 */
class Gauge {
    measure;
    limit;
    floor = 0;
    constructor(measure, limit) {
        this.measure = measure;
        this.limit = limit;
    }
    /** Counts a part (lines); false once the body is known to be over the limit. */
    add(lines) {
        this.floor += this.measure(lines.join('\n').replace(/\n{3,}/g, '\n\n')) - 4;
        return !this.over;
    }
    get over() {
        return this.floor > this.limit;
    }
}
const sectionsOf = new WeakMap();
/** The findings that fail, the others, and those already on the base, grouped: once per report (the comment and the summary both list them). */
function findingSections(report) {
    const failOn = report.config.failOn;
    const preexisting = report.config.failOnPreexisting ?? false;
    const hit = sectionsOf.get(report.findings);
    if (hit && hit.n === report.findings.length && hit.failOn === failOn && hit.preexisting === preexisting)
        return hit.value;
    const canFail = new Set(gating(report.findings, preexisting));
    const failingF = report.findings.filter((f) => canFail.has(f) && failsAt([f], failOn));
    const otherF = report.findings.filter((f) => canFail.has(f) && !failsAt([f], failOn));
    const oldF = report.findings.filter((f) => !canFail.has(f));
    const value = { failing: markdown_groupFindings(failingF), other: markdown_groupFindings(otherF), old: markdown_groupFindings(oldF) };
    sectionsOf.set(report.findings, { n: report.findings.length, failOn, preexisting, value });
    return value;
}
function hardCut(body, measure, limit) {
    const tail = '\n\n… (cut to fit GitHub\'s size limit; see the job summary and the JSON report)\n';
    let lo = 0;
    let hi = body.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(body.slice(0, mid) + tail) <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    // Do not leave a dangling surrogate or half line.
    let s = body.slice(0, lo);
    const nl = s.lastIndexOf('\n');
    if (nl > 0)
        s = s.slice(0, nl);
    return s + tail;
}
function trimmedList(m, d, full, ctx) {
    const out = [];
    const r = m.r;
    if (ctx.kind === 'summary') {
        if (d.texts !== full.texts && r.groups.some((g) => g.head.text !== ''))
            out.push(d.texts === 'changed' ? 'effective texts of unchanged stacks' : 'effective texts');
        if (r.groups.length > d.maxDetailGroups)
            out.push(d.maxDetailGroups === 0 ? 'stack details' : `stack details beyond the first ${num(d.maxDetailGroups)}`);
    }
    if (m.texts.length > d.maxDiffs)
        out.push(d.maxDiffs === 0 ? 'text diffs' : `text diffs beyond the first ${num(d.maxDiffs)}`);
    else if (d.maxDiffChars < full.maxDiffChars && m.texts.some((t) => unified(t).length > d.maxDiffChars))
        out.push(`diff lines beyond ${num(d.maxDiffChars)} characters`);
    if (m.files.length > d.maxFiles)
        out.push(`instruction files beyond the first ${num(d.maxFiles)}`);
    if (m.failing.length + m.other.length + m.old.length > d.maxFindingGroups)
        out.push(`findings beyond the first ${num(d.maxFindingGroups)} groups`);
    return out;
}
function markdown_groupFindings(fs) {
    return groupFindings(fs, CHECKS).map((g) => ({ check: g.check, severity: g.severity, preexisting: g.state !== 'new', items: g.members.map((i) => fs[i]), entry: g }));
}
const SEV_ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' };
function where(f) {
    return f.path !== undefined ? code(`${markdown_show(f.path)}${f.line ? `:${f.line}` : ''}`) : '';
}
function toolList(ts, names) {
    return ts && ts.length > 0 ? ` (${ts.map((t) => escapeText(names.get(t) ?? t)).join(', ')})` : '';
}
/** `(line 3)`, `(lines 4, 5)`: the lines of an entry's findings a text is for. */
function linesNote(ls) {
    return ls.length === 0 ? '' : ` (line${ls.length > 1 ? 's' : ''} ${ls.join(', ')})`;
}
function findingGroupLines(g, names, maxPlaces) {
    const f = g.items[0];
    const e = g.entry;
    const pre = f.suppressed ? ' *(in the baseline)*' : g.preexisting ? (f.touched ? ' *(already on the base branch; this change edits its lines)*' : ' *(already on the base branch)*') : '';
    if (e.kind === 'pattern') {
        // A repository-wide pattern: said once, its files listed, one fix for all.
        const shown = e.paths.slice(0, maxPlaces).map((p) => code(markdown_show(p)));
        const more = e.paths.length > shown.length ? ` and ${num(e.paths.length - shown.length)} more` : '';
        const fix = e.fix ? ` **Fix, all ${num(e.paths.length)} at once:** ${escapeProse(e.fix)}` : '';
        return [
            `- ${SEV_ICON[g.severity]} **${escapeText(g.check)}** (${num(e.paths.length)} files): ${escapeProse(e.message).replace(/\.$/, '')}${toolList(e.tools, names)}.${fix}${pre}`,
            `  Files: ${shown.join(', ')}${more}.`,
        ];
    }
    if (g.items.length === 1) {
        const msg = escapeProse(f.message).replace(/\.$/, '');
        const fix = f.fix ? ` **Fix:** ${escapeProse(f.fix)}` : '';
        const loc = where(f);
        return [`- ${SEV_ICON[g.severity]} ${loc ? `${loc} ` : ''}**${escapeText(g.check)}**: ${msg}${toolList(f.tools, names)}.${fix}${pre}`];
    }
    // Several findings of one check in one file: one entry with its count and lines.
    const loc = e.path !== undefined ? `${code(markdown_show(e.path))}${linesNote(e.lines)} ` : '';
    const shown = g.items.slice(0, Math.max(maxPlaces, 1));
    const msgs = shown.map((x) => `${escapeProse(x.message).replace(/\.$/, '')}${x.line !== undefined ? ` (line ${x.line})` : ''}`);
    const more = g.items.length > shown.length ? `; and ${num(g.items.length - shown.length)} more` : '';
    const fixes = new Map();
    for (const x of g.items)
        if (x.fix)
            fixes.set(x.fix, [...(fixes.get(x.fix) ?? []), ...(x.line !== undefined ? [x.line] : [])]);
    const fix = fixes.size === 0 ? '' : fixes.size === 1 ? ` **Fix:** ${escapeProse([...fixes.keys()][0])}` : ` **Fix:** ${[...fixes].map(([t, ls]) => `${escapeProse(t).replace(/\.$/, '')}${linesNote(ls)}`).join('; ')}.`;
    return [`- ${SEV_ICON[g.severity]} ${loc}**${escapeText(g.check)}**, ${num(g.items.length)} findings${toolList(e.tools, names)}: ${msgs.join('; ')}${more}.${fix}${pre}`];
}
function findingsLines(gs, names, max, maxPlaces) {
    const out = gs.slice(0, max).flatMap((g) => findingGroupLines(g, names, maxPlaces));
    if (gs.length > max) {
        const rest = gs.slice(max).flatMap((g) => g.items);
        const c = countSeverities(rest);
        out.push(`- … and ${num(rest.length)} more (${[c.error ? `${num(c.error)} errors` : '', c.warning ? `${num(c.warning)} warnings` : '', c.note ? `${num(c.note)} notes` : ''].filter(Boolean).join(', ')})`);
    }
    return out;
}
// ---------------------------------------------------------------------------------------------
// The lead: verdict, then what fails.
function verdictIcon(r) {
    if (r.failed)
        return '❌';
    if (r.counts.error > 0 || r.counts.warning > 0)
        return '⚠️';
    return '✅';
}
function header(m, ctx) {
    const r = m.r;
    const out = [];
    if (ctx.kind === 'comment')
        out.push(ctx.marker ?? output_marker/* COMMENT_MARKER */.J);
    out.push(`### ${verdictIcon(r)} Instruction stack: ${escapeText(r.verdict)}`);
    if (r.problems.length > 0)
        out.push('', '> [!WARNING]', ...r.problems.map((p) => `> ${escapeText(p)}`));
    return out;
}
function failingSection(m, d) {
    if (m.failing.length === 0)
        return [];
    const n = m.failing.reduce((k, g) => k + g.items.length, 0);
    return ['', `**${n === 1 ? 'To fix before merging' : `${num(n)} to fix before merging`}** (fail-on: ${m.r.config.failOn}):`, '', ...findingsLines(m.failing, m.names, d.maxFindingGroups, d.maxPlaces || 5)];
}
function otherSection(m, d, ctx) {
    // Findings that do not fail the run; then, collapsed, those already on the base or baselined.
    const left = Math.max(0, d.maxFindingGroups - Math.min(m.failing.length, d.maxFindingGroups));
    const old = oldSection(m, d, Math.max(0, left - m.other.length));
    if (m.other.length === 0) {
        return m.failing.length === 0 && m.old.length === 0 && ctx.kind === 'summary' ? ['', '#### Findings', '', 'None.'] : old;
    }
    const title = m.failing.length > 0 ? 'Other findings (not failing)' : 'Findings (not failing)';
    const lines = findingsLines(m.other, m.names, Math.max(left, 1), d.maxPlaces || 5);
    return ['', `#### ${title}`, '', ...lines, ...old];
}
function oldSection(m, d, left) {
    if (m.old.length === 0)
        return [];
    const n = m.old.reduce((k, g) => k + g.items.length, 0);
    const lines = findingsLines(m.old, m.names, Math.max(left, 1), d.maxPlaces || 5);
    return ['', `<details><summary>${num(n)} finding${n === 1 ? '' : 's'} already on the base branch or in the baseline (not failing)</summary>`, '', ...lines, '', '</details>'];
}
// ---------------------------------------------------------------------------------------------
// What the PR changes, per instruction file.
const STATUS_WORD = {
    added: 'new',
    modified: 'edited',
    removed: 'deleted',
    renamed: 'renamed',
    copied: 'copied',
    'type-changed': 'type changed',
    changed: 'changed',
};
function nameOf(m, t) {
    return escapeText(m.names.get(t) ?? t);
}
function listWords(xs) {
    if (xs.length <= 1)
        return xs.join('');
    return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
function loadText(m, l) {
    return `${nameOf(m, l.tool)}${l.when.length > 0 ? ` (${l.when.slice(0, 3).map((w) => escapeProse(w.replace(/^(on touching |imported by )(.*)$/, '$1`$2`'))).join('; ')}${l.when.length > 3 ? '; …' : ''})` : ''}`;
}
function fileLine(m, c) {
    const tags = [];
    if (c.status)
        tags.push(STATUS_WORD[c.status] ?? c.status);
    if (c.realPath)
        tags.push(`a link to ${code(c.realPath)}`);
    const name = `${code(markdown_show(c.path))}${tags.length > 0 ? ` (${tags.join(', ')})` : ''}`;
    const bits = [];
    if (c.loadedBy.length > 0)
        bits.push(`is now loaded by ${listWords(c.loadedBy.map((l) => loadText(m, l)))}`);
    if (c.stillLoadedBy.length > 0 && c.status !== undefined)
        bits.push(`${bits.length > 0 ? 'the change reaches' : 'reaches'} ${listWords(c.stillLoadedBy.map((t) => nameOf(m, t)))}`);
    if (c.droppedBy.length > 0)
        bits.push(`is no longer loaded by ${listWords(c.droppedBy.map((t) => nameOf(m, t)))}`);
    if (c.noLongerCut.length > 0)
        bits.push(`is no longer cut by ${listWords(c.noLongerCut.map((t) => nameOf(m, t)))}`);
    const skippers = m.r.findings.filter((f) => f.check === 'shadowed' && f.path === c.path).flatMap((f) => f.tools ?? []);
    if (skippers.length > 0)
        bits.push(`${listWords([...new Set(skippers)].map((t) => nameOf(m, t)))} skip${skippers.length === 1 ? 's' : ''} it in some sessions (see the \`shadowed\` finding)`);
    const out = [`- ${name} ${bits.length > 0 ? bits.join('; ') : 'changes what the agents load'}.`];
    for (const cut of c.newlyCut) {
        const budget = cut.budgetBytes !== null ? ` (budget ${fmtBytes(cut.budgetBytes)})` : '';
        out.push(cut.kind === 'dropped'
            ? `- **${nameOf(m, cut.tool)} now leaves out ${code(markdown_show(c.path))} whole**${budget}: none of its ${num(cut.bytes)} bytes are sent.`
            : `- **${nameOf(m, cut.tool)} now cuts ${code(markdown_show(c.path))} at byte ${num(cut.keptBytes)}** of ${num(cut.bytes)}${budget}${cut.firstLostLine !== undefined ? `: lines ${num(cut.firstLostLine)} onward are lost` : ''}.`);
    }
    return out;
}
function budgetTable(m) {
    const rows = m.r.rows.filter((t) => t.base && t.head.budgetUseMax !== null && (t.base.budgetUseMax === null || pct(t.base.budgetUseMax) !== pct(t.head.budgetUseMax)));
    if (rows.length === 0)
        return [];
    const out = ['', '| Tool | Budget | Largest use before | After |', '|---|---:|---:|---:|'];
    for (const t of rows)
        out.push(`| ${escapeCell(t.name)} | ${fmtBytes(t.head.budgetBytes ?? 0)} | ${pct(t.base?.budgetUseMax ?? null)} | ${pct(t.head.budgetUseMax)} |`);
    return out;
}
function unchangedLine(m) {
    const same = m.r.rows.filter((t) => t.changedGroups === 0 && t.status !== 'empty').map((t) => escapeText(t.name));
    const none = m.r.rows.filter((t) => t.changedGroups === 0 && t.status === 'empty').map((t) => escapeText(t.name));
    const bits = [];
    if (same.length > 0)
        bits.push(`Unchanged for ${same.length === 1 ? 'this tool' : 'these tools'}: ${same.join(', ')}.`);
    if (none.length > 0)
        bits.push(`No instruction file applies for: ${none.join(', ')}.`);
    return bits.length > 0 ? ['', bits.join(' ')] : [];
}
function changesSection(m, d, ctx) {
    const r = m.r;
    if (r.mode !== 'pull-request')
        return [];
    const out = ['', '#### What this PR changes for the agents', ''];
    if (!r.groups.some((g) => g.changed)) {
        out.push(r.targets === 0 ? 'Nothing to compare: every changed path is ignored.' : 'Nothing: every agent loads the same instructions for the changed paths as on the base branch.');
        return out;
    }
    const shown = m.files.slice(0, d.maxFiles);
    for (const c of shown)
        out.push(...fileLine(m, c));
    if (m.files.length > shown.length)
        out.push(`- … and ${num(m.files.length - shown.length)} more instruction files${ctx.kind === 'comment' ? ' (see the job summary)' : ''}.`);
    if (m.files.length === 0)
        out.push('- The same files, with a different text as sent (see the diffs).');
    out.push(...budgetTable(m), ...unchangedLine(m));
    return out;
}
// ---------------------------------------------------------------------------------------------
// Distinct text diffs, each once with the places it applies to.
function sessionText(s) {
    if (s.vantage === 'root')
        return 'at the root';
    if (s.vantage === 'local')
        return `in ${code(markdown_show(s.cwd))}`;
    return `in ${code(markdown_show(s.cwd))} (working-directories)`;
}
function placeText(m, g, withTool) {
    const sess = g.sessions.slice(0, 2).map(sessionText).join(', ') + (g.sessions.length > 2 ? ` and ${num(g.sessions.length - 2)} more` : '');
    const paths = g.targets.length === 1 ? code(markdown_show(g.targets[0])) : `${num(g.targets.length)} paths`;
    return `${withTool ? `${nameOf(m, g.tool)}, ` : ''}session ${sess}, for ${paths}`;
}
function markdown_clip(text, max) {
    if (text.length <= max)
        return { text, cut: 0 };
    let end = max;
    const nl = text.lastIndexOf('\n', max);
    if (nl > max * 0.8)
        end = nl;
    return { text: text.slice(0, end), cut: text.length - end };
}
const unifiedText = new WeakMap();
/** A text change's diff as text, once (each level measures and shows it). */
function unified(t) {
    let s = unifiedText.get(t);
    if (s === undefined)
        unifiedText.set(t, (s = formatUnified(t.groups[0].diff)));
    return s;
}
function diffBlock(m, t, d) {
    const g = t.groups[0];
    const tools = [...new Set(t.groups.map((x) => x.tool))];
    const lines = `+${num(t.added)} −${num(t.removed)} line${t.added + t.removed === 1 ? '' : 's'}${g.diff?.approximate ? ' (approximate)' : ''}`;
    const oneTool = tools.length === 1;
    const places = t.groups.slice(0, d.maxPlaces).map((x) => placeText(m, x, !oneTool));
    const more = t.groups.length > places.length ? `; and ${num(t.groups.length - places.length)} more` : '';
    const title = t.groups.length === 1
        ? `**${nameOf(m, g.tool)}**, ${places[0]}: ${lines}`
        : `**${listWords(tools.map((x) => nameOf(m, x)))}**: ${lines}, the same for ${num(t.groups.length)} sessions: ${places.join('; ')}${more}`;
    const { text, cut } = markdown_clip(unified(t), d.maxDiffChars);
    return ['', title, '', fenced(text + (cut ? `\n… ${num(cut)} more characters of diff` : ''), 'diff')];
}
function diffsSection(m, d, ctx) {
    if (m.texts.length === 0 || d.maxDiffs === 0)
        return [];
    const shown = m.texts.slice(0, d.maxDiffs);
    const body = shown.flatMap((t) => diffBlock(m, t, d));
    if (m.texts.length > shown.length)
        body.push('', `… and ${num(m.texts.length - shown.length)} more distinct changes${ctx.kind === 'comment' ? ' (see the job summary)' : ' (see the JSON report)'}.`);
    const n = m.texts.length;
    const summary = `What the agents now receive: ${num(n)} distinct text change${n === 1 ? '' : 's'} (identical ones shown once)`;
    if (ctx.kind === 'comment')
        return ['', `<details><summary>${summary}</summary>`, ...body, '', '</details>'];
    return ['', `#### ${summary}`, ...body];
}
// ---------------------------------------------------------------------------------------------
// Summary only: per-tool table and every stack, file by file.
function statusCell(t, pr) {
    const bits = [];
    if (t.errors)
        bits.push(`❌ ${t.errors} error${t.errors === 1 ? '' : 's'}`);
    if (t.warnings)
        bits.push(`⚠️ ${t.warnings} warning${t.warnings === 1 ? '' : 's'}`);
    if (t.changedGroups)
        bits.push(`📝 changed${t.groups > 1 ? ` (${t.changedGroups} of ${t.groups} sessions)` : ''}`);
    if (bits.length > 0)
        return bits.join(', ');
    if (t.status === 'empty')
        return '— no instruction files';
    return pr ? '✅ unchanged' : '✅ ok';
}
function filesText(r) {
    return r.filesMin === r.filesMax ? num(r.filesMax) : `${num(r.filesMin)}–${num(r.filesMax)}`;
}
function budgetText(r) {
    return r.budgetUseMax === null ? '—' : `${pct(r.budgetUseMax)} of ${fmtBytes(r.budgetBytes ?? 0)}`;
}
function toolTable(r) {
    const pr = r.mode === 'pull-request';
    const out = ['', '#### Per tool', '', '| Tool | Files | Bytes | Budget used | Status |', '|---|---:|---:|---:|---|'];
    for (const t of r.rows) {
        const files = arrow(t.base, t.head, filesText);
        const bytes = arrow(t.base, t.head, (x) => num(x.bytesMax));
        const budget = t.base && t.base.budgetBytes === t.head.budgetBytes && t.head.budgetUseMax !== null && t.base.budgetUseMax !== null
            ? pct(t.base.budgetUseMax) === pct(t.head.budgetUseMax)
                ? budgetText(t.head)
                : `${pct(t.base.budgetUseMax)} → ${budgetText(t.head)}`
            : arrow(t.base, t.head, budgetText);
        out.push(`| ${escapeCell(t.name)} | ${files} | ${bytes} | ${budget} | ${statusCell(t, pr)} |`);
    }
    out.push('');
    out.push(`<sub>The largest set of files per tool over ${pr ? 'the changed paths (before → after when it changed)' : 'the analysed directories'}; budget used = bytes the tool counts against its limit.</sub>`);
    return out;
}
function reasonText(l) {
    if (l.reason === 'import')
        return `imported by ${code(l.via ?? '?', true)}`;
    if (l.reason === 'conditional')
        return `on touching a match${l.via ? ` (${code(l.via, true)})` : ''}`;
    if (l.reason === 'nested')
        return 'on touching a file below';
    return 'at start';
}
function layerStatus(l) {
    if (l.omitted)
        return `left out${l.note ? `: ${escapeCell(l.note)}` : ''}`;
    if (l.truncated)
        return `cut${l.lastLineKept !== undefined ? ` after line ${num(l.lastLineKept)}` : ''}${l.note ? `: ${escapeCell(l.note)}` : ''}`;
    return 'sent';
}
function layerTable(s) {
    if (s.layers.length === 0)
        return ['No instruction files.'];
    const out = ['| # | File | When | Bytes | Sent | Status |', '|---:|---|---|---:|---:|---|'];
    s.layers.forEach((l, i) => {
        const file = l.realPath ? `${code(l.path, true)} → ${code(l.realPath, true)}` : code(l.path, true);
        out.push(`| ${i + 1} | ${file} | ${reasonText(l)} | ${num(l.bytes)} | ${num(l.keptBytes)} | ${layerStatus(l)} |`);
    });
    return out;
}
function groupTitle(g, name) {
    const sess = g.sessions.slice(0, 2).map((s) => (s.vantage === 'root' ? 'session at the root' : `session in <code>${markdown_escapeHtml(markdown_show(s.cwd))}</code>`));
    const more = g.sessions.length > 2 ? ` +${g.sessions.length - 2}` : '';
    const paths = g.targets.length === 1 ? `<code>${markdown_escapeHtml(markdown_show(g.targets[0]))}</code>` : `${num(g.targets.length)} paths`;
    const changed = g.changed ? ' · 📝 changed' : '';
    return `${markdown_escapeHtml(name)} · ${sess.join(', ')}${more} · ${paths} · ${num(g.head.files)} file${g.head.files === 1 ? '' : 's'}, ${num(g.head.bytes)} bytes${g.head.truncated ? ' · ✂️ cut' : ''}${changed}`;
}
function targetsText(ts, max) {
    const shown = ts.slice(0, max).map((t) => code(markdown_show(t)));
    return ts.length > max ? `${shown.join(', ')} and ${num(ts.length - max)} more path${ts.length - max === 1 ? '' : 's'}` : shown.join(', ');
}
function stacksSection(m, d, gauge) {
    const r = m.r;
    if (d.maxDetailGroups === 0 || r.groups.length === 0)
        return [];
    const out = ['', '#### Every session, file by file', ''];
    gauge?.add(out);
    const groups = r.groups.slice(0, d.maxDetailGroups);
    // Identical effective texts are printed once; later sessions point back to the first.
    const firstText = new Map();
    for (const g of groups) {
        // Each session's block counted as it is made (the effective texts make this section the largest).
        const start = out.length;
        const title = groupTitle(g, m.names.get(g.tool) ?? g.tool);
        out.push(`<details><summary>${title}</summary>`, '');
        if (g.targets.length > 1)
            out.push(`Paths: ${targetsText(g.targets, 20)}`, '');
        if (g.sessions.length > 2)
            out.push(`Sessions: ${g.sessions.slice(0, 20).map(sessionText).join(', ')}${g.sessions.length > 20 ? ` and ${num(g.sessions.length - 20)} more` : ''}`, '');
        out.push(...layerTable(g.head), '');
        const budget = g.head.budgetBytes !== null ? `budget ${fmtBytes(g.head.budgetBytes)} (${escapeText(g.head.budgetCounts ?? 'bytes')}), ${pct(g.head.budgetUse)} used` : 'no budget';
        out.push(`${num(g.head.bytes)} bytes, ${num(g.head.lines)} lines sent; ${budget}.`, '');
        if (g.head.settings.length > 0)
            out.push(`Settings applied: ${g.head.settings.map((s) => code(s)).join(', ')}`, '');
        if (g.head.assumes.length > 0)
            out.push(`Assumes: ${g.head.assumes.map((s) => escapeText(s)).join('; ')}.`, '');
        const showText = d.texts === 'all' || (d.texts === 'changed' && g.changed);
        // read once: an analysis side renders its text on each read
        const headText = showText ? g.head.text : '';
        if (headText !== '') {
            const seen = firstText.get(headText);
            if (seen !== undefined)
                out.push(`Effective text: the same as ${seen}.`, '');
            else {
                firstText.set(headText, `${escapeText(m.names.get(g.tool) ?? g.tool)} (${g.sessions.slice(0, 1).map(sessionText).join('')}) above`);
                const { text, cut } = markdown_clip(headText, d.maxTextChars);
                out.push('Effective text, as the tool sends it:', '', fenced(text + (cut ? `\n… ${num(cut)} more characters (full text in the JSON report)` : ''), 'markdown'), '');
            }
        }
        out.push('</details>', '');
        if (gauge && !gauge.add(out.slice(start)))
            return out;
    }
    const end = out.length;
    if (r.groups.length > groups.length)
        out.push(`… and ${num(r.groups.length - groups.length)} more sessions (see the JSON report).`, '');
    gauge?.add(out.slice(end));
    return out;
}
// ---------------------------------------------------------------------------------------------
function contextLine(r) {
    const src = r.source === 'git' ? 'git objects' : 'the GitHub API';
    if (r.mode === 'pull-request' && r.changed) {
        const c = r.changed;
        const parts = [`${num(c.total)} changed path${c.total === 1 ? '' : 's'}${c.capped ? ` (GitHub's list stops at ${num(c.total)}${c.reportedTotal ? ` of ${num(c.reportedTotal)}` : ''})` : ''}`];
        if (c.ignored > 0)
            parts.push(`${num(c.ignored)} ignored`);
        const pr = r.pullRequest;
        const base = pr ? (pr.mergeBase ?? pr.baseSha) : undefined;
        if (pr && base)
            parts.push(`${pr.mergeBase ? 'merge base' : 'base'} ${code(base.slice(0, 7))} → head ${code(pr.headSha.slice(0, 7))}`);
        parts.push(`trees read from ${src}`);
        return parts.join(' · ');
    }
    return `whole tree at ${code(r.commit.slice(0, 7))}: ${num(r.targets)} director${r.targets === 1 ? 'y' : 'ies'} with instruction files · trees read from ${src}`;
}
function notesSection(r, ctx) {
    if (r.notes.length === 0 || ctx.kind !== 'summary')
        return [];
    return ['', '#### About this run', '', ...r.notes.map((n) => `- ${escapeText(n)}`)];
}
function footer(m, trimmed, ctx) {
    const r = m.r;
    const out = [''];
    if (trimmed.length > 0) {
        const where = ctx.kind === 'comment' ? (ctx.summaryUrl ? `the [job summary](${ctx.summaryUrl})` : 'the job summary') : 'the JSON report (output `report-path`)';
        const why = ctx.kind === 'comment' ? 'Kept to one screen' : 'Kept under 256 KB';
        out.push(`> [!NOTE]\n> ${why}; left out here: ${trimmed.join(', ')}. Full detail in ${where}.`, '');
    }
    const link = ctx.kind === 'comment' && ctx.summaryUrl ? ` · [full report: every session, file by file](${ctx.summaryUrl})` : '';
    out.push(`<sub>${contextLine(r)} · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}${link}</sub>`);
    if (ctx.kind === 'summary') {
        const verified = r.rows
            .filter((t) => t.verified)
            .map((t) => `${escapeText(t.name)} ${escapeText(t.verified)}`)
            .join(' · ');
        if (verified)
            out.push('', `<sub>Profiles verified: ${verified} ([how, per tool](${TOOL_DOCS_URL}))</sub>`);
    }
    return out;
}
/** The body at a level; undefined as soon as `gauge` shows it cannot fit (then it is not finished). */
function markdown_render(m, d, trimmed, ctx, gauge) {
    // Sections in order; the stacks section (the largest: effective texts) counts its own parts as it goes.
    const whole = (f) => (g) => {
        const part = f();
        g?.add(part);
        return part;
    };
    const sections = ctx.kind === 'comment'
        ? [() => header(m, ctx), () => failingSection(m, d), () => changesSection(m, d, ctx), () => otherSection(m, d, ctx), () => diffsSection(m, d, ctx), () => footer(m, trimmed, ctx)].map(whole)
        : [
            whole(() => header(m, ctx)),
            whole(() => failingSection(m, d)),
            whole(() => changesSection(m, d, ctx)),
            whole(() => otherSection(m, d, ctx)),
            whole(() => diffsSection(m, d, ctx)),
            whole(() => (m.r.mode === 'tree' || m.r.groups.length > 0 ? toolTable(m.r) : [])),
            (g) => stacksSection(m, d, g),
            whole(() => notesSection(m.r, ctx)),
            whole(() => footer(m, trimmed, ctx)),
        ];
    const lines = [];
    for (const section of sections) {
        const part = section(gauge);
        if (gauge?.over)
            return undefined;
        for (const l of part)
            lines.push(l);
    }
    return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
function minimal(m, ctx) {
    const r = m.r;
    const lines = [
        ...header(m, ctx),
        '',
        `${num(r.findings.length)} finding${r.findings.length === 1 ? '' : 's'}; ${num(m.files.length)} instruction file${m.files.length === 1 ? '' : 's'} change what the agents load.`,
        ...footer(m, ['every detail'], ctx),
    ];
    return lines.join('\n') + '\n';
}
/** A short comment body for when nothing relevant is left in the PR (the sticky comment says so). */
function renderNothingComment(r, opts = {}) {
    let why;
    if (r.mode === 'pull-request' && r.changed && r.changed.total > 0 && r.targets === 0)
        why = 'Every changed path is ignored by the configuration.';
    else if (!r.groups.some((g) => g.head.layers.length > 0 || (g.base?.layers.length ?? 0) > 0))
        why = 'No instruction file applies to the changed paths, and no problems were found.';
    else
        why = 'This PR does not change what any agent loads for the changed paths, and no problems were found.';
    return [
        opts.marker ?? output_marker/* COMMENT_MARKER */.J,
        '### ✅ Instruction stack: nothing to report',
        '',
        why,
        '',
        `<sub>instruction-stack · fail-on: ${r.config.failOn} · config: ${escapeText(r.config.source)}</sub>`,
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The GitHub Action: analyse the PR (or the whole tree on push / workflow_dispatch) from git
// objects or the REST API — never checking out or running the PR's code — then post one sticky
// comment, write the job summary, annotations, outputs, and fail on findings at `fail-on`.
// Importing this module has no side effects; `index.ts` calls `run()`.




















/** A phase of the run in the job log: a collapsed section named with its time, what it did inside. */
function logPhase(phase, ms, detail) {
    core/* startGroup */.Oh(`instruction-stack: ${phase} (${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`})`);
    core/* info */.pq(detail);
    core/* endGroup */.N4();
}
const coreLogger = {
    // One line per API request: written only when step debug logging is on (the runner hides them
    // otherwise), so thousands of blob requests do not fill the job's log pipe.
    debug: (m) => {
        if (core/* isDebug */._o())
            core/* debug */.Yz(m);
    },
    info: (m) => core/* info */.pq(m),
    warning: (m) => core/* warning */.$e(m),
};
function readInputs(ctx) {
    return {
        token: core/* getInput */.V4('token'),
        config: core/* getInput */.V4('config'),
        tools: core/* getInput */.V4('tools'),
        failOn: core/* getInput */.V4('fail-on'),
        comment: core/* getInput */.V4('comment'),
        failOnPreexisting: core/* getInput */.V4('fail-on-preexisting'),
        repositoryPath: core/* getInput */.V4('repository-path') || ctx.workspace || process.cwd(),
        commentId: core/* getInput */.V4('comment-id').trim(),
    };
}
/** Absolute root shown in effective texts: stable across runners so the comment does not churn. */
function displayRoot(repo) {
    return `/workspace/${repo || 'repo'}`;
}
function summaryUrl(ctx) {
    if (!ctx.runId || !ctx.owner)
        return undefined;
    const attempt = ctx.runAttempt && ctx.runAttempt !== '1' ? `/attempts/${ctx.runAttempt}` : '';
    return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}${attempt}`;
}
async function apiMergeBase(gh, owner, repo, base, head) {
    try {
        const r = await gh.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${base}...${head}`, per_page: 1 });
        return r.data.merge_base_commit?.sha;
    }
    catch (e) {
        core/* debug */.Yz(`compare ${base}...${head} failed: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return undefined;
    }
}
/** Runs the action; `entry`: its entry module, started again for the comment's thread (index.ts). */
async function run(entry) {
    try {
        await runAction(entry);
    }
    catch (e) {
        if (e instanceof ConfigError) {
            for (const p of e.problems) {
                core/* error */.z3(p.message, { title: 'instruction-stack configuration', file: p.file === 'input' ? undefined : p.file, startLine: p.line });
            }
            if (process.env.GITHUB_STEP_SUMMARY) {
                const lines = e.problems.map((p) => `- ${code(formatProblem(p))}`);
                await core/* summary */.z
                    .addRaw(['### ❌ Instruction stack: invalid configuration', '', ...lines, '', 'Nothing was analysed. Fix the configuration (action inputs or the configuration file on the base branch).', ''].join('\n'))
                    .write()
                    .catch(() => undefined);
            }
            // The SARIF file exists on every run: here with the problems as tool notifications.
            const sarif = writeSarif(e.problems.map((p) => ({ check: 'input', severity: 'error', message: formatProblem(p) })));
            if (sarif)
                core/* setOutput */.uH('sarif-path', sarif);
            core/* setOutput */.uH('failed', 'true');
            core/* setFailed */.C1(`instruction-stack: invalid configuration\n${e.message}`);
            return;
        }
        await reportFailure(e);
    }
}
/**
 * The run stopped before a report: still a summary, outputs and an annotation that say what happened
 * and what to do. An API read fault or the deadline fails closed (what was not read could fail the
 * PR); an internal error asks to be reported. `fail-on: never` keeps the step green either way.
 */
async function reportFailure(e) {
    const failOn = core/* getInput */.V4('fail-on').trim() || 'error';
    const deadline = e instanceof DeadlineError;
    const api = !deadline && (0,errors/* httpStatus */.nG)(e) !== undefined;
    const title = deadline ? 'did not finish' : api ? 'could not read the repository through the GitHub API' : 'internal error';
    const fix = deadline
        ? 'Raise the input timeout-seconds, or narrow the run (tools, ignore:).'
        : api
            ? `Nothing was analysed, so the run cannot pass. ${apiFix(e)}`
            : 'This is a bug in instruction-stack: please report it to its maintainers with this log. Nothing was analysed.';
    const message = `instruction-stack ${title}: ${(0,errors/* errorMessage */.gJ)(e)}`;
    const partial = deadline ? e.partial : undefined;
    core/* error */.z3(`${message}${partial ? `; not finished: ${partial.unfinished.join('; ')}` : ''}\nFix: ${fix}`, { title: `instruction-stack - ${title}` });
    if (process.env.GITHUB_STEP_SUMMARY) {
        await core/* summary */.z
            .addRaw([`### ❌ Instruction stack: ${title}`, '', `- ${code((0,errors/* errorMessage */.gJ)(e))}`, '', ...(partial ? partialSummary(partial) : []), fix, ''].join('\n'))
            .write()
            .catch(() => undefined);
    }
    const so = countSeverities(partial?.findings ?? []);
    core/* setOutput */.uH('errors', String(1 + so.error));
    core/* setOutput */.uH('warnings', String(so.warning));
    core/* setOutput */.uH('notes', String(so.note));
    core/* setOutput */.uH('failed', 'true');
    core/* setOutput */.uH('changed', 'false');
    if (failOn === 'never')
        core/* warning */.$e(`instruction-stack: ${title}; fail-on: never keeps the step passing`);
    else
        core/* setFailed */.C1(message);
}
/** What a run cut short at its deadline had finished (its first 20 findings) and what it had not, for the summary. */
function partialSummary(p) {
    const c = countSeverities(p.findings);
    const lines = [`Finished before the deadline: ${c.error} errors, ${c.warning} warnings, ${c.note} notes.`, ''];
    for (const f of p.findings.slice(0, 20)) {
        const where = f.path !== undefined ? `${code(f.path === '' ? '.' : f.path)}${f.line !== undefined ? `:${f.line}` : ''}: ` : '';
        lines.push(`- ${f.severity} [${f.check}] ${where}${escapeText(f.message)}`);
    }
    if (p.findings.length > 20)
        lines.push(`- and ${p.findings.length - 20} more`);
    lines.push('', `Not finished: ${escapeText(p.unfinished.join('; '))}. What was not checked could fail the PR, so the run fails.`, '');
    return lines;
}
/** What to do about a failed API read, by what GitHub answered. */
function apiFix(e) {
    const checkout = 'check out the repository with actions/checkout (fetch-depth: 0) so trees are read from git objects';
    const status = (0,errors/* httpStatus */.nG)(e);
    if ((0,errors/* rateLimitOf */.tX)(e) !== undefined || status === 429)
        return `GitHub's rate limit stopped the reads: re-run after it resets, or ${checkout}.`;
    if (status === 401)
        return `GitHub refused the token: check the token input (an expired or revoked token), or ${checkout}; then re-run.`;
    if (status === 500 || (status !== undefined && status > 500))
        return `GitHub failed or did not answer (the request is named above): re-run later, or ${checkout}.`;
    return `Check the token can read the repository (contents: read, pull-requests: read; a repository the token cannot see answers 404), or ${checkout}; then re-run.`;
}
/**
 * Reads the trees and analyses them. Its own function so the trees (both views of a pull request:
 * tens of megabytes of directory maps and documents on a large repository) are unreachable once it
 * returns: the outputs need the report alone. Undefined: nothing to analyse (reported here).
 */
async function analyseRun(ctx, inputs, github) {
    const repository = `${ctx.owner}/${ctx.repo}`;
    const absRoot = displayRoot(ctx.repo);
    const overrides = { tools: inputs.tools, failOn: inputs.failOn, comment: inputs.comment, failOnPreexisting: inputs.failOnPreexisting };
    const notes = [];
    if (ctx.pr) {
        const pr = ctx.pr;
        let head;
        let base;
        let changed;
        let mergeBase;
        // The merge base and the head tree's listing are started before the commits are checked (then
        // left unused if git cannot answer): the three git processes run at once, not one after another.
        // Only for object ids, so nothing else reaches git's command line before it was checked.
        const ids = isObjectId(pr.baseSha) && isObjectId(pr.headSha);
        const mergeBaseRun = ids ? gitMergeBase(inputs.repositoryPath, pr.baseSha, pr.headSha) : undefined;
        const headListing = ids ? listTree(inputs.repositoryPath, pr.headSha, pr.headSha) : undefined;
        headListing?.catch(() => undefined);
        const commits = resolveCommits(inputs.repositoryPath, [pr.baseSha, pr.headSha]);
        if (commits) {
            mergeBase = await (mergeBaseRun ?? gitMergeBase(inputs.repositoryPath, pr.baseSha, pr.headSha));
            // Both trees share what they have in common (records, blobs); ids git confirmed are not resolved again.
            const share = new TreeShare();
            const verified = commits[1] === pr.headSha;
            head = new GitTreeSource(inputs.repositoryPath, pr.headSha, { absRoot, share, verified, listing: verified ? headListing : undefined });
            base = new GitTreeSource(inputs.repositoryPath, mergeBase ?? pr.baseSha, { absRoot, share, verified: mergeBase !== undefined || commits[0] === pr.baseSha });
            if (mergeBase) {
                changed = { files: gitChangedPaths(inputs.repositoryPath, mergeBase, pr.headSha), source: 'git', capped: false, reportedTotal: pr.changedFiles };
                notes.push(`Changed paths from git (merge base ${mergeBase.slice(0, 7)}).`);
            }
            else {
                notes.push('The local history is too shallow to find the merge base: changed paths come from the GitHub API and the base tree is the base branch tip. Use actions/checkout with fetch-depth: 0.');
                changed = await apiChangedPaths(await github(), pr);
            }
        }
        else {
            notes.push(`No local clone with both commits at ${inputs.repositoryPath}: trees, blobs and changed paths were read through the GitHub API.`);
            const gh = await github();
            mergeBase = await apiMergeBase(gh, pr.owner, pr.repo, pr.baseSha, pr.headSha);
            const store = newBlobStore(gh, pr.owner, pr.repo);
            head = new ApiTreeSource(gh, pr.owner, pr.repo, pr.headSha, store, { absRoot });
            base = new ApiTreeSource(gh, pr.owner, pr.repo, mergeBase ?? pr.baseSha, store, { absRoot });
            changed = await apiChangedPaths(gh, pr);
        }
        return await runPullRequest({
            repository: `${pr.owner}/${pr.repo}`,
            event: ctx.eventName,
            configPath: inputs.config,
            overrides,
            runChecks: runChecks,
            knownChecks: CHECK_IDS,
            notes,
            onPhase: logPhase,
            pr: { number: pr.number, url: pr.htmlUrl, title: pr.title, baseSha: pr.baseSha, headSha: pr.headSha, fromFork: pr.fromFork },
            head,
            base,
            mergeBase,
            changed,
        });
    }
    else {
        const sha = ctx.sha;
        if (!sha || /^0+$/.test(sha)) {
            core/* notice */.lm('instruction-stack: nothing to analyse (no commit: deleted branch?)');
            core/* setOutput */.uH('errors', '0');
            core/* setOutput */.uH('warnings', '0');
            core/* setOutput */.uH('failed', 'false');
            return undefined;
        }
        let head;
        const commits = resolveCommits(inputs.repositoryPath, [sha]);
        if (commits)
            head = new GitTreeSource(inputs.repositoryPath, sha, { absRoot, verified: commits[0] === sha });
        else {
            notes.push(`No local clone with ${sha.slice(0, 7)} at ${inputs.repositoryPath}: the tree was read through the GitHub API.`);
            const gh = await github();
            head = new ApiTreeSource(gh, ctx.owner, ctx.repo, sha, newBlobStore(gh, ctx.owner, ctx.repo), { absRoot });
        }
        return await runTree({ repository, event: ctx.eventName, configPath: inputs.config, overrides, runChecks: runChecks, knownChecks: CHECK_IDS, notes, head, onPhase: logPhase });
    }
}
async function runAction(entry) {
    const ctx = readRunContext();
    const inputs = readInputs(ctx);
    const timeout = parseTimeout(core/* getInput */.V4('timeout-seconds'));
    if (timeout === undefined)
        throw new ConfigError([{ file: 'input', message: `timeout-seconds must be a number of seconds, 0 for none (got ${JSON.stringify(core/* getInput */.V4('timeout-seconds'))})` }]);
    startDeadline(timeout);
    if (inputs.commentId !== '' && !(0,comment.validCommentId)(inputs.commentId)) {
        throw new ConfigError([{ file: 'input', message: `comment-id must be letters, digits, ".", "_" or "-" (at most 64) (got ${JSON.stringify(inputs.commentId)})` }]);
    }
    // Octokit and the HTTP code are loaded on this thread by the first request of API mode (the
    // comment's thread loads its own), not at start-up: a file of their own (dist/NNN.index.js),
    // neither read nor compiled before then, and undici (for a proxy) another, read only behind a
    // proxy; their licences are in dist/licenses.txt (scripts/licenses.mjs).
    let client;
    const github = () => (client ??= Promise.all(/* import() | github */[__webpack_require__.e(636), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 1777)).then((m) => m.actionGitHub(inputs.token, coreLogger)));
    // The sticky comment is looked for on a thread of its own while the analysis runs (see
    // ./comment-thread.ts): on every push after the first it is then one request after the analysis.
    // Not when the input turns comments off (a configuration that does costs one read). A run that
    // ends before the comment stops it.
    const marker = (0,comment.commentMarker)(inputs.commentId);
    const thread = ctx.pr && commentInput(inputs.comment) !== false ? startCommentThread(entry, { token: inputs.token, target: { owner: ctx.pr.owner, repo: ctx.pr.repo, number: ctx.pr.number }, marker, login: (0,comment.knownLogin)(inputs.token) }, coreLogger) : undefined;
    try {
        await reportRun(ctx, inputs, github, { thread, marker });
    }
    finally {
        thread?.close();
    }
}
async function reportRun(ctx, inputs, github, comment) {
    const report = await analyseRun(ctx, inputs, github);
    if (report === undefined)
        return;
    const url = summaryUrl(ctx);
    const phase = phaseTimer(logPhase);
    clearDeadline();
    // The comment is rendered and handed to its thread first, which writes it while the summary, the
    // report and the outputs are written here; its answer is awaited last. Nothing reported depends on
    // it (a comment request may hang or fail), and a comment that cannot be rendered is a comment not
    // posted, never a run without its summary.
    const commenting = ctx.pr ? postComment(comment, report, url).catch((e) => ({ ok: false, step: 'update', message: `the comment could not be rendered: ${(0,errors/* errorMessage */.gJ)(e)}` })) : undefined;
    if (commenting)
        phase('comment handed over', 'to the thread writing it, while the rest is written');
    // 1. Annotations on the instruction files (GitHub shows 10 per level; one warning kept for the comment).
    annotate(report, { warning: ctx.pr && report.config.comment !== false ? 1 : 0 });
    // 2. Job summary with the full detail.
    await writeSummary(report, url);
    phase('annotations and job summary', `${report.findings.length} findings`);
    // 3. JSON report and outputs.
    const reportPath = writeReport(report);
    phase('report', reportPath);
    core/* setOutput */.uH('report-path', reportPath);
    const sarifPath = writeSarif(report.findings);
    if (sarifPath)
        core/* setOutput */.uH('sarif-path', sarifPath);
    core/* setOutput */.uH('errors', String(report.counts.error));
    core/* setOutput */.uH('warnings', String(report.counts.warning));
    core/* setOutput */.uH('notes', String(report.counts.note));
    core/* setOutput */.uH('failed', String(report.failed));
    core/* setOutput */.uH('changed', String(report.groups.some((g) => g.changed)));
    // 4. The comment (its failure is reported, never changes the verdict).
    if (commenting) {
        const result = await commenting;
        if (result.ok && result.action !== 'skipped' && result.url)
            core/* setOutput */.uH('comment-url', result.url);
        const problem = logComment(result);
        if (problem && process.env.GITHUB_STEP_SUMMARY)
            await core/* summary */.z.addRaw(`\n> [!WARNING]\n> ${escapeText(problem)}\n`).write().catch(() => undefined);
        phase('comment', result.ok ? result.action : `not posted: ${result.message}`);
    }
    core/* info */.pq(`instruction-stack: ${report.verdict}`);
    if (report.failed)
        core/* setFailed */.C1(`instruction-stack: ${report.verdict}`);
}
/** The comment on the pull request, rendered and handed to its thread; its answer. */
async function postComment({ thread, marker }, report, url) {
    const mode = report.config.comment;
    if (mode === false || !thread)
        return { ok: true, action: 'skipped', reason: 'comment: false' };
    const worth = mode === 'changes' ? report.findings.length > 0 || report.groups.some((g) => g.changed) : report.relevant;
    const body = worth ? renderComment(report, { summaryUrl: url, marker }).body : renderNothingComment(report, { marker });
    return thread.upsert(body, worth);
}
/** Logs the comment's fate; returns the problem to add to the summary when it was not posted. */
function logComment(r) {
    if (r.ok) {
        if (r.action === 'skipped')
            core/* info */.pq(`instruction-stack: no comment (${r.reason})`);
        else
            core/* info */.pq(`instruction-stack: comment ${r.action}${r.url ? ` ${r.url}` : ''}`);
        return undefined;
    }
    const msg = `The PR comment was not posted: ${r.message}`;
    core/* warning */.$e(msg, { title: 'instruction-stack - comment not posted' });
    return msg;
}
function annotate(report, used) {
    // The failing verdict (core.setFailed) is itself an error annotation.
    for (const a of selectAnnotations(report.findings, { error: report.failed ? 1 : 0, warning: used.warning })) {
        const props = { title: a.title, file: a.file, startLine: a.startLine, endLine: a.endLine };
        if (a.level === 'error')
            core/* error */.z3(a.message, props);
        else if (a.level === 'warning')
            core/* warning */.$e(a.message, props);
        else
            core/* notice */.lm(a.message, props);
    }
}
async function writeSummary(report, url) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await core/* summary */.z.addRaw(renderSummary(report, { summaryUrl: url }).body).write();
    }
    catch (e) {
        core/* warning */.$e(`instruction-stack: could not write the job summary: ${(0,errors/* errorMessage */.gJ)(e)}`);
    }
}
function writeReport(report) {
    const dir = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'instruction-stack');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const path = (0,external_node_path_.join)(dir, `report-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? 'job'}.json`);
    // Streamed in chunks: a report of any size is written (one JSON string would hit V8's string limit).
    const fd = (0,external_node_fs_.openSync)(path, 'w');
    try {
        for (const chunk of batched(reportJson(report)))
            (0,external_node_fs_.writeSync)(fd, chunk);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return path;
}
/** SARIF 2.1.0 for `github/codeql-action/upload-sarif`, beside the JSON report; undefined if it cannot be written. */
function writeSarif(findings) {
    try {
        const dir = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'instruction-stack');
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        const path = (0,external_node_path_.join)(dir, `results-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? 'job'}.sarif`);
        (0,external_node_fs_.writeFileSync)(path, JSON.stringify(toSarif(findings, CHECKS), null, 2) + '\n');
        return path;
    }
    catch (e) {
        core/* warning */.$e(`instruction-stack: could not write the SARIF file: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return undefined;
    }
}


/***/ }),

/***/ 3879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ boundedFetch),
/* harmony export */   cU: () => (/* binding */ DEFAULT_FETCH_LIMITS),
/* harmony export */   ns: () => (/* binding */ requestCost)
/* harmony export */ });
/* unused harmony export BudgetSpentError */
// Our own limits on talking to GitHub, under Octokit's retries: every attempt has a timeout (a server
// that accepts the connection and never answers cost 300 s per try before), the run has a total
// budget for failed attempts (after which requests fail at once instead of retrying on), and each
// request's cost (attempts, seconds) is remembered so a failure can say what it cost.
const DEFAULT_FETCH_LIMITS = {
    requestTimeoutMs: 30_000,
    failureBudgetMs: 120_000,
    maxFailures: 40,
};
/** Cost per `METHOD url`, for the messages of failures (bounded: cleared past 10,000 requests). */
const costs = new Map();
function requestCost(method, url) {
    return costs.get(`${method.toUpperCase()} ${url}`);
}
class BudgetSpentError extends Error {
    // Named AbortError so Octokit passes it through without retrying.
    name = 'AbortError';
    status = 500;
}
/** `fetch` with the limits applied (wraps `inner`, so a proxy-aware fetch can sit underneath). */
function boundedFetch(limits, inner = globalThis.fetch) {
    let failedMs = 0;
    let failures = 0;
    return async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = (init?.method ?? 'GET').toUpperCase();
        const key = `${method} ${url}`;
        if (costs.size > 10_000)
            costs.clear();
        const cost = costs.get(key) ?? { attempts: 0, ms: 0 };
        costs.set(key, cost);
        if (failedMs >= limits.failureBudgetMs || failures >= limits.maxFailures) {
            cost.lastError = `not sent: the run's budget for failed GitHub requests is spent (${failures} failed, ${Math.round(failedMs / 1000)} s)`;
            throw new BudgetSpentError(cost.lastError);
        }
        cost.attempts++;
        const t0 = Date.now();
        const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        const spent = () => {
            const ms = Date.now() - t0;
            cost.ms += ms;
            failedMs += ms;
            failures++;
        };
        try {
            const res = await inner(input, { ...init, signal });
            // Read the body within the same timeout: a server may send headers and then stall.
            const body = await res.arrayBuffer();
            cost.ms += Date.now() - t0;
            if (res.status >= 500 || res.status === 429 || res.status === 403)
                spent();
            // A response of the fetch that answered (the bundled undici's, for the action): the global
            // Response class would load Node's own copy of undici (~70 ms of a cold start) just for this.
            const Reply = (typeof res.constructor === 'function' ? res.constructor : Response);
            return new Reply(res.status === 204 || res.status === 205 || res.status === 304 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
        }
        catch (e) {
            // The caller stopped it (its own signal): no failure of GitHub's, nothing to retry (Octokit
            // passes an AbortError through).
            if (init?.signal?.aborted)
                throw e;
            spent();
            cost.lastError = timeout.aborted ? `no answer within ${limits.requestTimeoutMs / 1000} s` : e instanceof Error ? (e.cause?.message ?? e.message) : String(e);
            // A plain error (not AbortError): Octokit wraps it as a 500 and retries within the budget.
            throw new Error(cost.lastError, { cause: e });
        }
    };
}


/***/ }),

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MARKER: () => (/* reexport safe */ _output_marker_js__WEBPACK_IMPORTED_MODULE_1__.J),
/* harmony export */   GITHUB_ACTIONS_LOGIN: () => (/* binding */ GITHUB_ACTIONS_LOGIN),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   findStickyComment: () => (/* binding */ findStickyComment),
/* harmony export */   knownLogin: () => (/* binding */ knownLogin),
/* harmony export */   lookUpStickyComment: () => (/* binding */ lookUpStickyComment),
/* harmony export */   tokenLogin: () => (/* binding */ tokenLogin),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment),
/* harmony export */   validCommentId: () => (/* binding */ validCommentId)
/* harmony export */ });
/* harmony import */ var _output_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
// The one sticky PR comment: found again by its hidden marker, edited in place on every push.
// A comment is ours only when it carries our marker (with this workflow's instance key) AND was
// written by the token's own identity: anyone can paste the marker into a comment, and a token
// with write access could edit theirs.



/** The login GITHUB_TOKEN writes as; its installation token cannot call `GET /user`. */
const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';
const INSTANCE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Whether `key` can be a `comment-id` (letters, digits, `.`, `_`, `-`; at most 64). */
function validCommentId(key) {
    return INSTANCE_KEY.test(key);
}
/** The hidden marker: the default instance keeps the marker earlier versions wrote. */
function commentMarker(instance = '') {
    if (instance === '')
        return _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J;
    if (!validCommentId(instance))
        throw new Error(`invalid comment-id ${JSON.stringify(instance)}: use letters, digits, ".", "_" or "-" (at most 64)`);
    return `<!-- instruction-stack:comment id=${instance} -->`;
}
/**
 * The login a token writes as when its kind tells without asking: an installation token (`ghs_`,
 * such as GITHUB_TOKEN) is refused `GET /user` and writes as the Actions bot, so the request is
 * saved (a round trip on every run). Undefined for other tokens: ask (`tokenLogin`).
 */
function knownLogin(token) {
    return token.startsWith('ghs_') ? GITHUB_ACTIONS_LOGIN : undefined;
}
/**
 * The login the token writes comments as: `GET /user`, or for an installation token such as
 * GITHUB_TOKEN (which `GET /user` refuses) the Actions bot. Undefined when it cannot be told.
 */
async function tokenLogin(gh, signal) {
    try {
        const r = await gh.rest.users.getAuthenticated({ request: { signal } });
        return { login: r.data.login, source: 'user' };
    }
    catch (e) {
        const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e);
        // 403 "Resource not accessible by integration": an installation token (GITHUB_TOKEN).
        if (status === 403)
            return { login: GITHUB_ACTIONS_LOGIN, source: 'assumed' };
        return undefined;
    }
}
/** Finds our comment: the marker at the start of the body, written by `login` (the oldest one if a past bug left several). */
async function findStickyComment(gh, t, marker = _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J, login, signal) {
    // The signal rides on the endpoint's defaults (the same endpoint; `defaults` loses its types): the
    // paginator sends only the method, URL and headers of each page's request, not the `request`
    // options given with the parameters.
    const list = signal ? gh.rest.issues.listComments.defaults({ request: { signal } }) : gh.rest.issues.listComments;
    for await (const page of gh.paginate.iterator(list, {
        owner: t.owner,
        repo: t.repo,
        issue_number: t.number,
        per_page: 100,
    })) {
        for (const c of page.data) {
            if (typeof c.body !== 'string' || !c.body.startsWith(marker))
                continue;
            if (login === undefined || c.user?.login !== login)
                continue;
            return { id: c.id, body: c.body, url: c.html_url };
        }
    }
    return undefined;
}
/**
 * Looks for our comment (`findStickyComment`), asking for the token's login first when `login` is
 * not given; never rejects. `signal` stops it (a run that ends before it needs the answer).
 */
async function lookUpStickyComment(gh, t, marker = _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J, login, signal) {
    try {
        // Without a known identity nothing is adopted: a new comment is safer than editing someone's.
        const who = login ?? (await tokenLogin(gh, signal))?.login;
        return { ok: true, existing: who === undefined ? undefined : await findStickyComment(gh, t, marker, who, signal), login: who };
    }
    catch (error) {
        return { ok: false, error };
    }
}
/**
 * Creates or updates the sticky comment. `createIfMissing: false` only updates an existing one
 * (used when nothing relevant is left and no comment was ever posted). `early`: a look-up made
 * while the analysis ran (see below).
 */
async function upsertStickyComment(gh, t, body, opts) {
    const marker = opts.marker ?? _output_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MARKER */ .J;
    if (!body.startsWith(marker))
        body = `${marker}\n${body}`;
    // A comment the early look-up found is edited at once when the body changed (every push after the
    // first): the list is not asked for again. Everything else is looked for now, as without one: no
    // comment then (another run may have posted one since: never two), the same body (another run may
    // have changed it since), a look-up that failed, or a comment deleted since (404 on the edit).
    const early = opts.early?.ok ? opts.early : undefined;
    if (early?.existing && early.existing.body !== body) {
        const r = await updateComment(gh, t, early.existing.id, body);
        if (r.ok || r.status !== 404)
            return r;
    }
    const found = await lookUpStickyComment(gh, t, marker, opts.login ?? early?.login);
    if (!found.ok)
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(found.error), step: 'list', message: describeFailure('list the comments of', t, found.error) };
    const existing = found.existing;
    if (existing) {
        if (existing.body === body)
            return { ok: true, action: 'unchanged', id: existing.id, url: existing.url };
        return updateComment(gh, t, existing.id, body);
    }
    if (!opts.createIfMissing)
        return { ok: true, action: 'skipped', reason: 'nothing to report and no earlier comment to update' };
    try {
        const r = await gh.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.number, body });
        return { ok: true, action: 'created', id: r.data.id, url: r.data.html_url };
    }
    catch (e) {
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e), step: 'create', message: describeFailure('comment on', t, e) };
    }
}
async function updateComment(gh, t, id, body) {
    try {
        const r = await gh.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: id, body });
        return { ok: true, action: 'updated', id: r.data.id, url: r.data.html_url };
    }
    catch (e) {
        return { ok: false, status: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e), step: 'update', message: describeFailure('update the comment on', t, e) };
    }
}
function describeFailure(what, t, e) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e);
    const where = `${t.owner}/${t.repo}#${t.number}`;
    const base = `could not ${what} ${where}`;
    switch (status) {
        case 403:
            return `${base}: the token may not write to pull requests (HTTP 403). On \`pull_request\` from a fork GITHUB_TOKEN is read-only; grant \`pull-requests: write\` or use the \`pull_request_target\` pattern. ${firstLine(e)}`;
        case 404:
            return `${base}: not found (HTTP 404); the token cannot see this repository or pull request. ${firstLine(e)}`;
        case 422:
            return `${base}: GitHub rejected the comment (HTTP 422). ${firstLine(e)}`;
        case 401:
            return `${base}: the token was refused (HTTP 401). ${firstLine(e)}`;
        default:
            return `${base}: ${status !== undefined ? `HTTP ${status}: ` : ''}${firstLine(e)}`;
    }
}
function firstLine(e) {
    return ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(e).split('\n')[0] ?? '').slice(0, 300);
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   tX: () => (/* binding */ rateLimitOf)
/* harmony export */ });
/* harmony import */ var _bounded_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3879);
// What a failed GitHub request was, for a person: its HTTP status, route, cost and what GitHub said
// about waiting. Apart from ./client.ts so that code which only reads errors (the action's failure
// report, the API view) does not load Octokit and its HTTP stack.

/** HTTP status of an Octokit error, if it has one. */
function httpStatus(err) {
    if (typeof err === 'object' && err !== null && 'status' in err) {
        const s = err.status;
        if (typeof s === 'number')
            return s;
    }
    return undefined;
}
/**
 * What failed, for a person: the request (method and route), its HTTP status, what it cost
 * (attempts, seconds), and GitHub's message. Other errors give their message.
 */
function errorMessage(err) {
    const req = requestOf(err);
    const msg = err instanceof Error ? err.message : String(err);
    if (!req)
        return msg;
    const status = httpStatus(err);
    const cost = (0,_bounded_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .requestCost */ .ns)(req.method, req.url);
    const route = routeOf(req.url);
    const parts = [
        status !== undefined && status !== 500 ? `HTTP ${status}` : undefined,
        cost ? `${cost.attempts} attempt${cost.attempts === 1 ? '' : 's'}, ${(cost.ms / 1000).toFixed(1)} s` : undefined,
        rateLimitOf(err),
    ].filter(Boolean);
    return `${req.method} ${route} failed${parts.length ? ` (${parts.join(', ')})` : ''}: ${msg.split('\n')[0]}`;
}
function requestOf(err) {
    if (typeof err !== 'object' || err === null || !('request' in err))
        return undefined;
    const r = err.request;
    if (typeof r !== 'object' || r === null)
        return undefined;
    const { method, url } = r;
    return typeof method === 'string' && typeof url === 'string' ? { method, url } : undefined;
}
/** The path of a request URL, without the host and query. */
function routeOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/**
 * What GitHub said about waiting, from a failed response's headers: `Retry-After` (secondary limits,
 * 429), or a primary limit used up (`x-ratelimit-remaining: 0`) with the time it resets.
 */
function rateLimitOf(err) {
    const headers = responseHeaders(err);
    if (!headers)
        return undefined;
    const after = Number(headers['retry-after']);
    if (headers['retry-after'] !== undefined && Number.isFinite(after))
        return `GitHub asks to retry after ${after} s`;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
        return `rate limit used up until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`;
    }
    return undefined;
}
function responseHeaders(err) {
    if (typeof err !== 'object' || err === null || !('response' in err))
        return undefined;
    const r = err.response;
    if (typeof r !== 'object' || r === null || !('headers' in r))
        return undefined;
    const h = r.headers;
    return typeof h === 'object' && h !== null ? h : undefined;
}


/***/ }),

/***/ 39:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ COMMENT_MARKER)
/* harmony export */ });
// The hidden marker that finds our sticky PR comment again. Output writes it; the GitHub edge looks for it.
const COMMENT_MARKER = '<!-- instruction-stack:comment -->';


/***/ }),

/***/ 525:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// Libraries whose module code runs on their first use, not when the action or the CLI starts.
// CommonJS on purpose: the bundler (ncc, webpack) evaluates every ES `import` of a bundle when the
// bundle starts, while a `require` inside a function here runs the library's module code on the
// function's first call. At load, marked builds its ~100 rules (regular expressions, some with
// Unicode property classes) and yaml its schemas and tags: ~20 ms of the action's start-up
// (Node 20, 2-file PR), spent for nothing when no file has code syntax (src/doc/markdown.ts) or
// front matter and there is no configuration file. Types: on-demand.d.cts.


let marked;
let yaml;

exports.x = () => (marked ??= __webpack_require__(8022));
exports.o = () => (yaml ??= __webpack_require__(8815));


/***/ })

};
