// One decoded document per path and view, shared by every profile, vantage and check.
import { checkDeadline } from '../deadline.js';
import { decode } from './decode.js';
import { countRefCandidates, MAX_IMPORT_REFS } from './imports.js';
import { parseFrontmatter, type Frontmatter } from './frontmatter.js';
import { readFile, resolvePath } from '../repo/links.js';
import type { RepoView } from '../repo/view.js';
import type { Finding } from '../types.js';

export interface Doc {
  path: string;
  /** The file the bytes come from after following links (equal to `path` when no link). */
  realPath: string;
  ok: boolean;
  /** Size as stored. */
  size: number;
  /** Decoded text (of at most the view's read cap). */
  text: string;
  /** The file was larger than the read cap: `text` holds only its beginning. */
  capped: boolean;
  links: string[];
  /** Why it could not be read (missing, escapes, loop, binary...). */
  problem?: string;
  findings: Finding[];
}

const cache = new WeakMap<RepoView, Map<string, Doc>>();
const fmCache = new WeakMap<Doc, Frontmatter>();

const observers = new WeakMap<RepoView, (path: string) => void>();

/**
 * Calls `fn` with the path of every `loadDoc` on `view` (memoised ones too) until the returned
 * function is called: what a run read, for analysis/base-reuse.ts.
 */
export function observeLoads(view: RepoView, fn: (path: string) => void): () => void {
  observers.set(view, fn);
  return () => {
    if (observers.get(view) === fn) observers.delete(view);
  };
}

export function loadDoc(view: RepoView, path: string): Doc {
  observers.get(view)?.(path);
  let m = cache.get(view);
  if (!m) cache.set(view, (m = new Map()));
  const hit = m.get(path);
  if (hit) return hit;
  checkDeadline();
  const same = view.sharesWith?.(path);
  const doc = same ? loadDoc(same, path) : (siblingDoc(view, path) ?? build(view, path));
  m.set(path, doc);
  return doc;
}

const siblings = new WeakMap<RepoView, RepoView>();

/**
 * Documents `view` reads that `other` already read alike are `other`'s objects (a pull request's
 * base and head: most instruction files are the same blob), so what is built from a document
 * (transforms, rules, rendered files, layers) is built once for both. Git views only.
 */
export function shareDocs(view: RepoView, other: RepoView): void {
  if (view !== other && view.source === 'git' && other.source === 'git' && view.maxReadBytes === other.maxReadBytes) siblings.set(view, other);
}

/**
 * The sibling's document of `path` when it read one and both views reach the same blob the same
 * way (real path, links on the way, blob id): its bytes, and so every field, are what `build`
 * would give. Undefined otherwise (nothing is read from the sibling).
 */
function siblingDoc(view: RepoView, path: string): Doc | undefined {
  const other = siblings.get(view);
  const doc = other ? cache.get(other)?.get(path) : undefined;
  if (!other || !doc?.ok) return undefined;
  const a = resolvePath(view, path);
  const b = resolvePath(other, path);
  if (!a.ok || !b.ok || a.entry.kind !== 'file' || b.entry.kind !== 'file' || a.path !== b.path || a.path !== doc.realPath) return undefined;
  if (a.entry.oid === undefined || a.entry.oid !== b.entry.oid || a.entry.size !== b.entry.size) return undefined;
  if (a.links.length !== b.links.length || a.links.some((l, i) => l !== b.links[i])) return undefined;
  return doc;
}

function build(view: RepoView, path: string): Doc {
  const r = readFile(view, path);
  if (!r.ok) {
    // A link problem belongs to the link; a plain missing file or directory is for the caller to judge.
    const findings: Finding[] = [];
    if (r.links.length > 0 || r.problem === 'escapes' || r.problem === 'absolute' || r.problem === 'loop') {
      findings.push({
        check: 'symlink',
        severity: 'error',
        path,
        message: r.message,
        fix: 'Point the link at a file inside the repository, or replace it with the file itself.',
        key: `link:${path}`,
      });
    } else if (r.problem === 'unreadable') {
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

export function frontmatterOf(doc: Doc): Frontmatter {
  let fm = fmCache.get(doc);
  if (!fm) {
    fm = parseFrontmatter(doc.path, doc.text);
    fmCache.set(doc, fm);
  }
  return fm;
}
