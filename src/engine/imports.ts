// Expands `@imports` the way each tool does (profile.imports), producing the files that go into
// the rendered text. Nothing outside the repository is ever read: such imports become findings.
import { classifyImport, scanImports, type ImportRef } from '../doc/imports.js';
import type { Candidate, ImportPolicy, Profile, RenderedFile } from '../profiles/profile.js';
import type { RepoView } from '../repo/view.js';
import type { Finding } from '../types.js';
import { loadDoc, type Doc } from './docs.js';

export interface Expansion {
  files: RenderedFile[];
  findings: Finding[];
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

/**
 * Loads candidates in order and expands their imports.
 * `seen` holds real paths already sent in this session (start-up files when expanding touches).
 */
export function expand(view: RepoView, profile: Profile, cands: Candidate[], seen: Set<string>, absRoot: string): Expansion {
  const findings: Finding[] = [];
  const files: RenderedFile[] = [];
  const pol = profile.imports;
  for (const c of cands) {
    const doc = loadDoc(view, c.path);
    findings.push(...doc.findings);
    if (!doc.ok) continue;
    // Every tool that reads several names de-duplicates a file reached twice (symlinks): by path or inode.
    if (seen.has(doc.realPath)) continue;
    seen.add(doc.realPath);
    const text = profile.transform ? profile.transform(doc.text, c) : doc.text;
    const file = fileOf(c, doc, text, 0, false);
    files.push(file);
    if (!pol || (pol.appliesTo && !pol.appliesTo(c.path))) continue;
    const ctx: Walk = { view, profile, pol, seen, findings, files, absRoot };
    if (pol.splice === 'after') importsAfter(ctx, file, 1);
    else file.text = splice(ctx, file, 1, [doc.realPath]);
    file.kept = file.text;
  }
  return { files, findings };
}

interface Walk {
  view: RepoView;
  profile: Profile;
  pol: ImportPolicy;
  seen: Set<string>;
  findings: Finding[];
  files: RenderedFile[];
  absRoot: string;
}

function liveRefs(pol: ImportPolicy, text: string): ImportRef[] {
  return scanImports(text, { grammar: pol.grammar, code: pol.code }).filter(
    (r) => !r.inCode && (pol.inComments === 'expanded' || !r.inComment),
  );
}

type Target = { ok: true; doc: Doc; path: string } | { ok: false; reason: string };

/** Resolves one reference; records a finding when it cannot be followed. */
function follow(w: Walk, from: RenderedFile, ref: ImportRef): Target {
  const t = classifyImport(from.path, ref.spec);
  const where = { path: from.path, line: ref.line };
  if (t.kind !== 'repo') {
    const what =
      t.kind === 'home' ? 'the user home directory' : t.kind === 'absolute' ? 'an absolute path' : t.kind === 'url' ? 'a URL' : 'a path above the repository root';
    w.findings.push({
      check: 'import',
      severity: 'error',
      ...where,
      tools: [w.profile.id],
      message: `@${ref.raw} in ${from.path} points to ${what}; it is not read here, and each developer's machine will resolve it differently`,
      fix: 'Import files inside the repository only.',
      key: `import-outside:${from.path}:${ref.line}:${ref.raw}`,
    });
    return { ok: false, reason: 'outside' };
  }
  const doc = loadDoc(w.view, t.path);
  if (!doc.ok) {
    if (doc.problem && !/does not exist/.test(doc.problem)) w.findings.push(...doc.findings);
    else
      w.findings.push({
        check: 'import',
        severity: 'warning',
        ...where,
        tools: [w.profile.id],
        message: `@${ref.raw} in ${from.path}: ${t.path} does not exist`,
        fix: 'Fix the path, or escape the @ if it is not meant as an import.',
        key: `import-missing:${from.path}:${ref.line}:${ref.raw}`,
      });
    return { ok: false, reason: 'missing' };
  }
  return { ok: true, doc, path: t.path };
}

function tooDeep(w: Walk, from: RenderedFile, ref: ImportRef, depth: number): void {
  w.findings.push({
    check: 'import',
    severity: 'warning',
    path: from.path,
    line: ref.line,
    tools: [w.profile.id],
    message: `@${ref.raw} in ${from.path} is import hop ${depth}; ${w.profile.name} stops at ${w.pol.maxDepth}, so it is not loaded`,
    fix: 'Flatten the import chain.',
    key: `import-depth:${w.profile.id}:${from.path}:${ref.line}`,
  });
}

function importedFile(w: Walk, from: RenderedFile, target: { doc: Doc; path: string }, depth: number, inline: boolean): RenderedFile {
  const c: Candidate = { path: target.path, reason: 'import', via: from.path };
  const text = w.profile.transform ? w.profile.transform(target.doc.text, c) : target.doc.text;
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
    w.seen.add(t.doc.realPath);
    const f = importedFile(w, from, t, depth, false);
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
      }
    } else if (branch.includes(t.doc.realPath)) {
      w.findings.push({
        check: 'import',
        severity: 'warning',
        path: from.path,
        line: ref.line,
        tools: [w.profile.id],
        message: `@${ref.raw} in ${from.path} closes an import cycle (${[...branch, t.doc.realPath].join(' → ')})`,
        fix: 'Remove one of the imports in the cycle.',
        key: `import-cycle:${from.path}:${ref.line}`,
      });
      if (w.pol.splice === 'inline') replacement = `<!-- File already processed: ${ref.spec} -->`;
    } else if (depth > w.pol.maxDepth) {
      tooDeep(w, from, ref, depth);
    } else {
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

export function abs(absRoot: string, path: string): string {
  return path === '' ? absRoot : `${absRoot.replace(/\/$/, '')}/${path}`;
}
