// Expands `@imports` the way each tool does (profile.imports), producing the files that go into
// the rendered text. Nothing outside the repository is ever read: such imports become findings.
import { aliasMention, classifyImport, pathLike, scanImports, type ImportRef } from '../doc/imports.js';
import type { Candidate, ImportPolicy, Profile, RenderedFile } from '../profiles/profile.js';
import { parentDir, type RepoView } from '../repo/view.js';
import type { Finding, ToolOptions } from '../types.js';
import { loadDoc, type Doc } from '../doc/load.js';
import { cached } from '../memo.js';
import { abs, isUnder } from '../profiles/walk.js';

export interface Expansion {
  files: RenderedFile[];
  findings: Finding[];
  /**
   * Import targets outside the session's working directory where the policy needs the user's approval
   * for them (`outsideCwdNeedsApproval`): loaded when `externalImports` is set, else left out.
   */
  external: string[];
  /**
   * Every import target the approval gate was asked about, in order, loaded or not (a session below
   * the root, `outsideCwdNeedsApproval`): what the expansion's dependence on cwd comes down to.
   */
  asked: string[];
}

function fileOf(c: Candidate, doc: Doc, text: string, depth: number, inline: boolean): RenderedFile {
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
function policyFor(profile: Profile, opts: ToolOptions): ImportPolicy | undefined {
  const pol = profile.imports;
  if (pol?.flat && opts.importFormat === 'flat') return { ...pol, splice: 'flat', maxDepth: pol.flat.maxDepth };
  return pol;
}

/**
 * Whether a session of `profile` in `cwd` neither loads nor follows an import outside `cwd`: Claude
 * Code's approval gate in force (imports spliced after their file, below the root) and not approved.
 */
export function importsOutsideCwdLeftOut(profile: Profile, opts: ToolOptions, cwd: string): boolean {
  const pol = policyFor(profile, opts);
  return pol?.outsideCwdNeedsApproval === true && pol.splice === 'after' && cwd !== '' && opts.externalImports !== true;
}

/**
 * Loads candidates in order and expands their imports.
 * `seen` holds real paths already sent in this session (start-up files when expanding touches).
 */
export function expand(
  view: RepoView,
  profile: Profile,
  cands: Candidate[],
  seen: Set<string>,
  absRoot: string,
  opts: ToolOptions = {},
  cwd = '',
): Expansion {
  const findings: Finding[] = [];
  const files: RenderedFile[] = [];
  const external: string[] = [];
  const asked: string[] = [];
  const pol = policyFor(profile, opts);
  const gate = pol?.outsideCwdNeedsApproval && cwd !== '' ? { cwd, approved: opts.externalImports === true, external, asked } : undefined;
  for (const c of cands) {
    const doc = loadDoc(view, c.path);
    for (const f of doc.findings) findings.push(f);
    if (!doc.ok) continue;
    // Every tool that reads several names de-duplicates a file reached twice (symlinks): by path or inode.
    if (seen.has(doc.realPath)) continue;
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
      const w: Walk = { view, profile, pol, seen: new Set(), findings: [], files: [], absRoot, fileSeen: new Set() };
      file.text = pol.splice === 'flat' ? flat(w, file) : splice(w, file, 1, [doc.realPath]);
      file.kept = file.text;
      return { file, files: w.files, findings: w.findings };
    });
    // Loops, not push(...xs): an instruction file may hold 350,000 imports, past the argument limit.
    files.push(m.file);
    for (const f of m.files) files.push(f);
    for (const f of m.findings) findings.push(f);
  }
  return { files, findings, external, asked };
}

const optionKeys = new WeakMap<ToolOptions, string>();

/** The options as a key, serialised once per options object (sessions share them). */
function optionsKey(opts: ToolOptions): string {
  let k = optionKeys.get(opts);
  if (k === undefined) optionKeys.set(opts, (k = JSON.stringify(opts)));
  return k;
}

interface Spliced {
  file: RenderedFile;
  files: RenderedFile[];
  findings: Finding[];
}

// Per view: the splice reads the imported files through the view, and a document can be shared by
// views that differ elsewhere (RepoView.sharesWith).
const splices = new WeakMap<RepoView, WeakMap<Doc, Map<string, Spliced>>>();
const bases = new WeakMap<Doc, Map<string, RenderedFile>>();

// Memo keys are joined, not templates: a kept key is then one flat string, not a rope of its pieces
// (32 bytes each; thousands of keys are kept per run).
const candKey = (c: Candidate): string => [c.path, c.reason, c.via ?? '', c.label ?? ''].join('\0');

function spliced(view: RepoView, doc: Doc, key: string, make: () => Spliced): Spliced {
  const byDoc = cached(splices, view, () => new WeakMap<Doc, Map<string, Spliced>>());
  return cached(cached(byDoc, doc, () => new Map<string, Spliced>()), key, make);
}

/**
 * A loaded file as rendered, shared by every session that loads it the same way (files are read-only
 * once made; budgets work on copies).
 */
function baseFile(profile: Profile, c: Candidate, doc: Doc, extra: string, depth = 0): RenderedFile {
  const key = [profile.id, candKey(c), extra].join('\0');
  return cached(cached(bases, doc, () => new Map<string, RenderedFile>()), key, () => fileOf(c, doc, transformed(profile, doc, c), depth, false));
}
const transforms = new WeakMap<Doc, Map<string, string>>();

/** The profile's transform of a document, once per (profile, document, candidate kind). */
function transformed(profile: Profile, doc: Doc, c: Candidate): string {
  if (!profile.transform) return doc.text;
  const key = `${profile.id}\0${c.path}\0${c.reason}\0${c.label ?? ''}`;
  const transform = profile.transform;
  return cached(cached(transforms, doc, () => new Map<string, string>()), key, () => transform(doc.text, c));
}

interface Walk {
  view: RepoView;
  profile: Profile;
  pol: ImportPolicy;
  seen: Set<string>;
  findings: Finding[];
  files: RenderedFile[];
  absRoot: string;
  /** Real paths already spliced into the current loaded file (`dedupe: 'file'`). */
  fileSeen: Set<string>;
  /** `outsideCwdNeedsApproval` in force: the session's directory, the user's answer, targets outside it. */
  gate?: { cwd: string; approved: boolean; external: string[]; asked: string[] };
}

function liveRefs(pol: ImportPolicy, text: string): ImportRef[] {
  return scanImports(text, { grammar: pol.grammar, code: pol.code }).filter(
    (r) => !r.inCode && (pol.inComments === 'expanded' || !r.inComment),
  );
}

type Target = { ok: true; doc: Doc; path: string } | { ok: false; reason: string; /** Repository path of a missing target. */ path?: string };

/** Records a finding about `ref` in `from`, for the tool being walked. */
function refFinding(w: Walk, from: RenderedFile, ref: ImportRef, f: Pick<Finding, 'severity' | 'message' | 'fix' | 'key'>): void {
  w.findings.push({ check: 'import', severity: f.severity, path: from.path, line: ref.line, tools: [w.profile.id], message: f.message, fix: f.fix, key: f.key });
}

/** Resolves one reference; records a finding when it cannot be followed. */
function follow(w: Walk, from: RenderedFile, ref: ImportRef): Target {
  const t = classifyImport(w.pol.fromRealPath ? from.realPath : from.path, ref.spec);
  if (t.kind !== 'repo') {
    // `@/mocks` in a sentence: an alias, not a path on anyone's machine (nothing to load, nothing
    // lost). The tool still treats it as it treats any path outside: only the finding is left out.
    if (t.kind === 'absolute' && aliasMention(from.text, ref)) return { ok: false, reason: 'outside' };
    const what =
      t.kind === 'home' ? 'the user home directory' : t.kind === 'absolute' ? 'an absolute path' : t.kind === 'url' ? 'a URL' : 'a path above the repository root';
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
    if (doc.problem && !/does not exist/.test(doc.problem)) for (const f of doc.findings) w.findings.push(f);
    else if (!pathLike(ref.spec)) {
      // A mention (`@jane`, `@scope/pkg`): the tool skips it or leaves it as written; nothing is lost.
    } else
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

function tooDeep(w: Walk, from: RenderedFile, ref: ImportRef, depth: number): void {
  refFinding(w, from, ref, {
    severity: 'warning',
    message: `@${ref.raw} in ${from.path} is import hop ${depth}; ${w.profile.name} stops at ${w.pol.maxDepth}, so it is not loaded`,
    fix: 'Flatten the import chain.',
    key: `import-depth:${w.profile.id}:${from.path}:${ref.line}`,
  });
}

function importedFile(w: Walk, from: RenderedFile, target: { doc: Doc; path: string }, depth: number, inline: boolean): RenderedFile {
  const c: Candidate = { path: target.path, reason: 'import', via: from.path };
  const text = transformed(w.profile, target.doc, c);
  return fileOf(c, target.doc, text, depth, inline);
}

/** Claude Code: every imported file is its own block right after its importer, depth first. */
function importsAfter(w: Walk, from: RenderedFile, depth: number): void {
  for (const ref of liveRefs(w.pol, from.text)) {
    const t = follow(w, from, ref);
    if (!t.ok) continue;
    if (w.seen.has(t.doc.realPath)) continue;
    if (depth > w.pol.maxDepth) {
      tooDeep(w, from, ref, depth);
      continue;
    }
    if (w.gate) w.gate.asked.push(t.path);
    if (w.gate && !isUnder(w.gate.cwd, t.path)) {
      if (!w.gate.external.includes(t.path)) w.gate.external.push(t.path);
      if (!w.gate.approved) continue;
    }
    w.seen.add(t.doc.realPath);
    // Blocks of their own are never changed after creation: share them between sessions.
    const c: Candidate = { path: t.path, reason: 'import', via: from.path };
    const f = baseFile(w.profile, c, t.doc, String(depth), depth);
    w.files.push(f);
    importsAfter(w, f, depth + 1);
  }
}

/** Qwen Code / Gemini CLI (inline) and Copilot (nested tag): the import is spliced into the text. */
function splice(w: Walk, from: RenderedFile, depth: number, branch: string[]): string {
  const refs = liveRefs(w.pol, from.text);
  if (refs.length === 0) return from.text;
  let out = '';
  let at = 0;
  for (const ref of refs) {
    const t = follow(w, from, ref);
    let replacement: string | undefined;
    if (!t.ok) {
      if (t.reason === 'outside' && w.pol.rootOnly && w.pol.splice === 'inline') {
        replacement = `<!-- Import failed: ${ref.spec} - Path traversal attempt -->`;
      } else if (t.reason === 'missing' && t.path !== undefined && w.pol.missing === 'comment' && w.pol.splice === 'inline') {
        // Gemini CLI: `fs.access` fails and its error message goes into the comment.
        replacement = `<!-- Import failed: ${ref.spec} - ENOENT: no such file or directory, access '${abs(w.absRoot, t.path)}' -->`;
      }
    } else if (branch.includes(t.doc.realPath)) {
      refFinding(w, from, ref, {
        severity: 'warning',
        message: `@${ref.raw} in ${from.path} closes an import cycle (${[...branch, t.doc.realPath].join(' → ')})`,
        fix: 'Remove one of the imports in the cycle.',
        key: `import-cycle:${from.path}:${ref.line}`,
      });
      if (w.pol.splice === 'inline') replacement = `<!-- File already processed: ${ref.spec} -->`;
    } else if (depth > w.pol.maxDepth) {
      tooDeep(w, from, ref, depth);
    } else if (w.pol.dedupe === 'file' && w.fileSeen.has(t.doc.realPath)) {
      // Copilot: a file already spliced into this loaded file is not spliced again; the reference stays.
    } else {
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
    if (replacement === undefined) continue;
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
function flat(w: Walk, root: RenderedFile): string {
  const blocks: string[] = [];
  const done = new Set<string>([root.path]);
  const visit = (f: RenderedFile, header: string, depth: number): void => {
    blocks.push(`--- File: ${header} ---\n${f.text.trim()}\n--- End of File: ${header} ---`);
    const refs = liveRefs(w.pol, f.text);
    if (refs.length > 0 && depth >= w.pol.maxDepth) {
      tooDeep(w, f, refs[0] as ImportRef, depth + 1);
      return;
    }
    for (let i = refs.length - 1; i >= 0; i--) {
      const ref = refs[i] as ImportRef;
      const t = follow(w, f, ref);
      if (!t.ok || done.has(t.path)) continue;
      done.add(t.path);
      const imp = importedFile(w, f, t, depth + 1, true);
      w.files.push(imp);
      visit(imp, abs(w.absRoot, t.path), depth + 1);
    }
  };
  visit(root, abs(w.absRoot, parentDir(root.path)), 0);
  return blocks.join('\n\n');
}


