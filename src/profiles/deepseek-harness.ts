// DeepSeek Harness (dsh). Verified against its own code, run here: @deepseek-ai/dsh-agent-instructions
// 0.1.1-rc.2 @ b150a551 (../shared/oracle DSH.md, results/dsh__*.json).
// Source: packages/context/agent-instructions/src/{config,files,render,digest}.ts (profiles.md §9).
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { filterLoaded } from './walk.js';
import { loadDoc } from '../doc/load.js';
import { allFiles, between, chain, isUnder, touchedDir } from './walk.js';
import { parentDir, type RepoView } from '../repo/view.js';
import type { Candidate, Profile, ProfileContext, RenderedFile } from './profile.js';

// [code config.ts] DEFAULT_INSTRUCTION_FILE_CANDIDATES, DEFAULT_LOCAL_INSTRUCTION_FILE_CANDIDATES:
// every existing one loads, base files first, then the local overlays.
const CANDIDATES = ['AGENTS.md', 'CLAUDE.md', 'AGENTS.local.md', 'CLAUDE.local.md'];
// [code packages/bundle/base/cordis.patch.yml] the shipped CLI mounts the plugin with maxBytes 65536.
const digests = new WeakMap<RenderedFile, string>();

/** SHA-1 of a file's trimmed text, once per file (every start-up holding it asks: see `keep`). */
function trimmedDigest(f: RenderedFile): string {
  let d = digests.get(f);
  if (d === undefined) digests.set(f, (d = createHash('sha1').update(f.text.trim()).digest('hex')));
  return d;
}

export const DSH_DEFAULT_MAX_BYTES = 65536;
// [code config.ts] DEFAULT_MAX_SOURCE_BYTES: a larger file is ignored without notice.
export const DSH_DEFAULT_MAX_SOURCE_BYTES = 1_048_576;

// [code render.ts] exact strings.
const OPEN = '<system-reminder>';
const CLOSE = '</system-reminder>';
const INTRO =
  'The following workspace instructions may be relevant to your work. Use them as guidance when applicable. ' +
  'More specific instructions take precedence over broader ones. They do not override system, developer, or direct user instructions.';
const COMPACT_INTRO = 'Workspace instructions were omitted or truncated to fit the configured byte budget.';

interface Item {
  display: string;
  content: string;
}

interface Style {
  intro: string;
  section(item: Item): string;
}

interface Rendered {
  text: string;
  /** Indices of omitted items (always a prefix: the broadest files). */
  omitted: number;
  /** Bytes kept of the last item when it was truncated. */
  truncatedTo?: number;
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** [code render.ts truncateUtf8] the largest prefix of at most `max` bytes that ends on a character boundary. */
function truncateUtf8(value: string, max: number): string {
  const buf = Buffer.from(value, 'utf8');
  if (buf.length <= max) return value;
  let end = Math.max(0, Math.trunc(max));
  while (end > 0 && ((buf[end] as number) & 0xc0) === 0x80) end -= 1;
  return buf.subarray(0, end).toString('utf8');
}

const escapeFrame = (s: string): string => s.replaceAll(CLOSE, '<\\/system-reminder>');

/** A file cut to fit: shown in the notice as `from` → `to` bytes. */
interface Cut {
  display: string;
  from: number;
  to: number;
}

function marker(max: number, omitted: Item[], truncated: Cut[]): string {
  if (omitted.length === 0 && truncated.length === 0) return '';
  const parts: string[] = [];
  if (omitted.length > 0) parts.push(`omitted ${omitted.map((i) => i.display).join(', ')}`);
  if (truncated.length > 0) parts.push(`truncated ${truncated.map((t) => `${t.display} from ${t.from} to ${t.to} bytes`).join(', ')}`);
  return `Workspace instruction budget ${max} bytes: ${parts.join('; ')}`;
}

/** One candidate message: the files it sends, those it leaves out or cuts (for its notice), its style. */
interface Message {
  items: Item[];
  omitted: Item[];
  truncated: Cut[];
  style: Style;
}

function build(m: Message, max: number): string {
  const body = [marker(max, m.omitted, m.truncated), m.style.intro, ...m.items.map((i) => m.style.section(i))].filter((b) => b.length > 0);
  return [OPEN, escapeFrame(body.join('\n\n')), CLOSE].join('\n');
}

/** UTF-8 bytes of `escapeFrame(s)`: one more per closing tag (it cannot overlap itself). */
function escapedBytes(s: string): number {
  let n = bytes(s);
  for (let i = s.indexOf(CLOSE); i >= 0; i = s.indexOf(CLOSE, i + CLOSE.length)) n += 1;
  return n;
}

/**
 * `bytes(build(m, max))` from the sizes of its parts, without building it (a closing tag holds no
 * newline, so none spans the blank line joining two parts: escaping the joined body is escaping
 * each part). `sections`: the escaped sizes of `m.items`' sections, when the caller has them.
 */
function messageBytes(m: Message, max: number, sections = m.items.map((i) => escapedBytes(m.style.section(i)))): number {
  let parts = 0;
  let n = 0;
  for (const size of [escapedBytes(marker(max, m.omitted, m.truncated)), escapedBytes(m.style.intro), ...sections]) {
    if (size === 0) continue;
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
function renderContext(items: Item[], max: number, style: Style, wantText = true): Rendered {
  if (items.length === 0) return { text: '', omitted: 0 };
  if (max <= 0 || !Number.isFinite(max)) return { text: '', omitted: items.length };
  const chosen = (m: Message, r: Omit<Rendered, 'text'>): Rendered => ({ ...r, text: wantText ? build(m, max) : '' });
  const whole: Message = { items, omitted: [], truncated: [], style };
  // Most messages fit: the one wanted is built and measured, as the tool does.
  if (wantText) {
    const full = build(whole, max);
    if (bytes(full) <= max) return { text: full, omitted: 0 };
  }
  const sections = items.map((i) => escapedBytes(style.section(i)));
  if (!wantText && messageBytes(whole, max, sections) <= max) return { text: '', omitted: 0 };
  for (let start = 1; start < items.length; start++) {
    const m: Message = { items: items.slice(start), omitted: items.slice(0, start), truncated: [], style };
    if (messageBytes(m, max, sections.slice(start)) <= max) return chosen(m, { omitted: start });
  }
  const last = items[items.length - 1] as Item;
  const omitted = items.slice(0, -1);
  const from = bytes(last.content);
  for (const s of [style, { ...style, intro: COMPACT_INTRO }]) {
    const cut = (content: string): Message => ({ items: [{ ...last, content }], omitted, truncated: [{ display: last.display, from, to: bytes(content) }], style: s });
    let low = 0;
    let high = from;
    let best = truncateUtf8(last.content, 0);
    while (low <= high) {
      const mid = Math.floor((low + high) / 2);
      const c = truncateUtf8(last.content, mid);
      if (messageBytes(cut(c), max) <= max) {
        best = c;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (messageBytes(cut(best), max) <= max) return chosen(cut(best), { omitted: omitted.length, truncatedTo: bytes(best) });
  }
  const notice = escapeFrame(marker(max, omitted, [{ display: last.display, from, to: 0 }]));
  const withHeading = escapeFrame([notice, style.section({ ...last, content: '' })].join('\n\n'));
  if (bytes(withHeading) <= max) return { text: withHeading, omitted: omitted.length, truncatedTo: 0 };
  return { text: bytes(notice) <= max ? notice : truncateUtf8(notice, max), omitted: omitted.length, truncatedTo: 0 };
}

const BASELINE: Style = { intro: INTRO, section: (i) => `Instructions from: ${i.display}\n\n${i.content}` };

// [code render.ts additionalSectionText] lazily discovered files: no intro, one section per file.
const ADDITIONAL: Style = {
  intro: '',
  section: (i) =>
    [
      `Additional instructions from: ${i.display}`,
      '',
      `These instructions apply to work under \`${posix.dirname(i.display)}\`. Use them as guidance when relevant; more specific instructions take precedence. They do not override system, developer, or direct user instructions.`,
      '',
      i.content,
    ].join('\n'),
};

const maxBytes = (o: { maxBytes?: number }): number => o.maxBytes ?? DSH_DEFAULT_MAX_BYTES;

/** [code files.ts relativeDisplay] paths relative to the project root: the git root, or cwd without one. */
function display(view: RepoView, cwd: string, path: string): string {
  return view.hasGitMarker || cwd === '' ? path : path.slice(cwd.length + 1);
}

function found(ctx: ProfileContext, cwd: string, dir: string, reason: Candidate['reason']): Candidate[] {
  const max = ctx.opts.maxSourceBytes ?? DSH_DEFAULT_MAX_SOURCE_BYTES;
  return allFiles(ctx.view, dir, CANDIDATES)
    .filter((p) => loadDoc(ctx.view, p).size <= max)
    .map((path) => ({ path, reason, label: display(ctx.view, cwd, path) }));
}

/** Applies one rendering's omissions and truncation to the files (sets kept / truncated / omitted). */
function apply(files: RenderedFile[], r: Rendered, max: number): void {
  files.forEach((f, i) => {
    if (i < r.omitted) {
      f.omitted = true;
      f.kept = '';
      f.note = `dropped: the ${max}-byte maxBytes budget keeps the most specific files`;
    } else if (i === files.length - 1 && r.truncatedTo !== undefined) {
      f.truncated = true;
      f.kept = truncateUtf8(f.text, r.truncatedTo);
      f.note = `cut to ${r.truncatedTo} of ${bytes(f.text)} bytes (maxBytes = ${max}, frame and notice included)`;
    }
  });
}

const items = (files: RenderedFile[]): Item[] => files.map((f) => ({ display: f.label ?? f.path, content: f.text }));

export const deepseekHarness: Profile = {
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
    if (!isUnder(cwd, target)) return [];
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
    const seen = new Map<string, Set<string>>();
    return filterLoaded(files, (f) => {
      const dir = parentDir(f.path);
      const digest = trimmedDigest(f);
      let set = seen.get(dir);
      if (!set) seen.set(dir, (set = new Set()));
      if (set.has(digest)) return false;
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
