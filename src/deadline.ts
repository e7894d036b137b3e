// The whole-run deadline (`--timeout`, action input `timeout-seconds`). Work is synchronous, so it is
// checked where work is cut into pieces (each document loaded, each target resolved, each check);
// past it, DeadlineError unwinds to the entry point, which reports what finished (findings of the
// checks that ran to the end, what did not) and fails closed.
import type { Finding } from './types.js';

/** Default run deadline: well inside a GitHub job's limit (360 min) and a developer's patience. */
export const DEFAULT_TIMEOUT_SECONDS = 600;

/** What a run finished before its deadline: findings complete for the work not listed as unfinished. */
export interface PartialRun {
  findings: Finding[];
  /** What did not finish, in words ("the checks import, hidden, …"). */
  unfinished: string[];
}

export class DeadlineError extends Error {
  /** Set by the layer that was cut short (the checks, the analysis) on the way up. */
  partial?: PartialRun;

  constructor(
    readonly seconds: number,
    /** What the run was doing when time ran out, and how far it got. */
    readonly progress: string,
  ) {
    super(`the analysis did not finish within ${seconds} s (stopped while ${progress})`);
  }
}

let endsAt = Infinity;
let seconds = 0;
let progress: string | (() => string) = 'starting';

/** Starts the deadline `s` seconds from now (0 or Infinity: none). */
export function startDeadline(s: number): void {
  seconds = s;
  endsAt = s > 0 && Number.isFinite(s) ? performance.now() + s * 1000 : Infinity;
  progress = 'starting';
}

export function clearDeadline(): void {
  endsAt = Infinity;
}

/** Runs `f` with the deadline held off: the small, bounded work of reporting what finished once it passed. */
export function pastDeadline<T>(f: () => T): T {
  const saved = endsAt;
  endsAt = Infinity;
  try {
    return f();
  } finally {
    endsAt = saved;
  }
}

/**
 * Records what the run is doing, for the message if time runs out: a function when the words change
 * faster than they are worth formatting (it is called only for the message).
 */
export function setProgress(what: string | (() => string)): void {
  progress = what;
}

/** Throws DeadlineError once the deadline has passed. */
export function checkDeadline(): void {
  if (endsAt !== Infinity && performance.now() > endsAt) throw new DeadlineError(seconds, typeof progress === 'string' ? progress : progress());
}

/** Parses a timeout given by a person: positive seconds; `0` means none. Undefined when invalid. */
export function parseTimeout(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (t === '') return DEFAULT_TIMEOUT_SECONDS;
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return n === 0 ? Infinity : n;
}

/**
 * A count of work units (e.g. glob tests) that one input may cost, optionally inside a larger one
 * (a file's budget inside the run's). Spending past either leaves the rest of that input's work
 * undone; the caller reports what it left, so a bound never turns silently into a pass.
 */
export class WorkBudget {
  private used = 0;

  constructor(
    readonly limit: number,
    private readonly parent?: WorkBudget,
  ) {}

  /** Takes `n` units when this budget and every enclosing one still hold them; false (nothing taken) when not. */
  spend(n: number): boolean {
    if (n > this.left) return false;
    this.take(n);
    return true;
  }

  /** Units still free here and in every enclosing budget. */
  get left(): number {
    return Math.min(this.limit - this.used, this.parent ? this.parent.left : Infinity);
  }

  /** Units still free in this budget alone (the enclosing ones aside). */
  get ownLeft(): number {
    return this.limit - this.used;
  }

  private take(n: number): void {
    this.used += n;
    this.parent?.take(n);
  }
}
