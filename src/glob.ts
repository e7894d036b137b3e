// Glob matching in bounded time. picomatch gives the semantics (the tools use it or minimatch-like
// matchers), but its regular expressions backtrack: `*a*a*a*a*a*a*a*a*a*a` against a 60-character
// name ran for 109 s. Patterns with at most two unbounded wildcards keep picomatch's own matcher
// (at worst quadratic in a path's length, and fast); richer ones run picomatch's expression on
// RE2JS, a linear-time engine, after dropping the look-arounds RE2 lacks. The dropped ones only
// exclude `.`/`..` segments and empty segments, which repository paths (normalised, relative)
// never hold. What RE2 still cannot run (`!(…)` extglobs) is refused: it matches nothing and
// `globComplexity` says why, so the check reports the rule instead of holding the run.
import picomatch from 'picomatch';
import { RE2JS } from 're2js';

export interface GlobOptions {
  /** Match dot files (default true: the tools' matchers do). */
  dot?: boolean;
}

/** A compiled pattern (or list of patterns: any may match). */
export type GlobMatcher = (path: string) => boolean;

/** Look-arounds picomatch emits that are always true on normalised repository paths. */
const PATH_SAFE_LOOKAROUNDS = ['(?!\\.{1,2}(?:\\/|$))', '(?!(?:^|\\/)\\.{1,2}(?:\\/|$))', '(?=.)'];

/** Unbounded wildcards of a pattern: `*` runs (a globstar is one), and extglob groups. */
function wildcards(p: string): number {
  let n = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') i++;
    else if (c === '*') {
      n++;
      while (p[i + 1] === '*') i++;
    } else if ((c === '+' || c === '@' || c === '!' || c === '?') && p[i + 1] === '(') n++;
  }
  return n;
}

const cache = new Map<string, { match: GlobMatcher; refused?: string }>();

function compileOne(pattern: string, dot: boolean): { match: GlobMatcher; refused?: string } {
  const key = `${dot ? 1 : 0}\0${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const made = build(pattern, dot);
  // Bounded, yet large enough that two tools reading the same rules (Claude Code, Copilot) share the
  // compiled patterns of a large repository; a matcher the engine keeps costs the map entry only.
  if (cache.size > 200_000) cache.clear();
  cache.set(key, made);
  return made;
}

/**
 * picomatch's own test (picomatch.test in 4.x without format, basename or ignore options: the empty
 * path never matches, the pattern itself always does, else the expression) on its expression alone.
 * Its `picomatch()` matcher also keeps the parse state of every pattern: with 300,000 rule patterns
 * that was gigabytes and half the run in garbage collection.
 */
function viaRegExp(pattern: string, dot: boolean): GlobMatcher {
  const re = picomatch.makeRe(pattern, { dot });
  return (path) => path !== '' && (path === pattern || re.test(path));
}

function build(pattern: string, dot: boolean): { match: GlobMatcher; refused?: string } {
  if (wildcards(pattern) <= 2) {
    try {
      return { match: viaRegExp(pattern, dot) };
    } catch {
      return { match: () => false, refused: 'it is not a valid glob' };
    }
  }
  // A leading `!` negates the rest (picomatch compiles it to a look-ahead RE2 cannot run).
  const negated = pattern.startsWith('!') && !pattern.startsWith('!(');
  const body = negated ? pattern.slice(1) : pattern;
  let source: string;
  try {
    source = picomatch.makeRe(body, { dot }).source;
  } catch {
    return { match: () => false, refused: 'it is not a valid glob' };
  }
  for (const l of PATH_SAFE_LOOKAROUNDS) source = source.split(l).join('');
  try {
    const re = RE2JS.compile(source);
    // The empty path matches nothing, as in picomatch.
    return { match: negated ? (p) => p !== '' && !re.matches(p) : (p) => re.matches(p) };
  } catch {
    return {
      match: () => false,
      refused: 'it combines more wildcards and extglob groups than can be matched in bounded time',
    };
  }
}

/** Whether picomatch reads `pattern` as a glob (else it matches only the path it spells). */
export function isGlobPattern(pattern: string): boolean {
  return picomatch.scan(pattern).isGlob;
}

/**
 * The literal part a pattern's matches start with, from picomatch's own scanner: every match is that
 * path or lies under it (`src/a/**\/*.ts`: `src/a`); '' when a match may be anywhere (a negation, an
 * escape in the literal part, or no literal part).
 */
export function literalBase(pattern: string): string {
  const s = picomatch.scan(pattern);
  if (s.negated || s.base.includes('\\')) return '';
  return s.base.replace(/\/$/, '');
}

/**
 * One pattern, compiled when first needed, and only for paths under its literal base: a rule of
 * 70,000 patterns costs 70,000 prefix tests for a path, not 70,000 compiled expressions (the engine
 * matches every touched path against every conditional rule).
 */
function lazy(pattern: string, dot: boolean): GlobMatcher {
  let m: GlobMatcher | undefined;
  const full = (path: string): boolean => (m ??= compileOne(pattern, dot).match)(path);
  const base = literalBase(pattern);
  if (base === '') return full;
  const under = `${base}/`;
  return (path) => (path === base || path.startsWith(under)) && full(path);
}

/** A matcher for one pattern or a list (a path matches when any pattern does). */
export function globMatcher(patterns: string | readonly string[], opts: GlobOptions = {}): GlobMatcher {
  const dot = opts.dot ?? true;
  if (typeof patterns === 'string') return lazy(patterns, dot);
  // One matcher per list object (a settings list is asked for again by every session).
  const lists = dot ? listsDot : listsNoDot;
  let m = lists.get(patterns);
  if (!m) lists.set(patterns, (m = listMatcher(patterns, dot)));
  return m;
}

const listsDot = new WeakMap<readonly string[], GlobMatcher>();
const listsNoDot = new WeakMap<readonly string[], GlobMatcher>();

function listMatcher(list: readonly string[], dot: boolean): GlobMatcher {
  const ms = list.map((p) => lazy(p, dot));
  if (ms.length === 1) return ms[0]!;
  const any = (path: string): boolean => ms.some((m) => m(path));
  if (ms.length < MEMO_FROM) return any;
  // A long list (20,000 claudeMdExcludes) asked about the same paths by every session: each path's
  // answer once (bounded), so the cost is patterns × distinct paths, not × questions.
  const memo = new Map<string, boolean>();
  return (path) => {
    let r = memo.get(path);
    if (r === undefined) {
      r = any(path);
      if (memo.size < MEMO_MAX) memo.set(path, r);
    }
    return r;
  };
}

/** Lists from this many patterns keep their answers per path, for up to MEMO_MAX paths. */
const MEMO_FROM = 32;
const MEMO_MAX = 100_000;

/** Why a pattern is not matched at all (too complex for bounded time), or undefined. */
export function globRefused(pattern: string, opts: GlobOptions = {}): string | undefined {
  return compileOne(pattern, opts.dot ?? true).refused;
}
