// Workflow annotations for findings. GitHub shows at most 10 annotations per level (error,
// warning, notice) for a step; more are silently dropped. So: the most important errors, then
// warnings, then notices, each within what is left of its level, and one notice saying how many
// more are in the job summary. Findings arrive sorted by importance (severity, new before
// pre-existing, path, line: analysis/analyse.ts).
import type { ReportFinding } from '../analysis/analyse.js';
import { printable } from './printable.js';

/** GitHub's documented cap per level and step. */
export const ANNOTATIONS_PER_LEVEL = 10;

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title: string;
  file?: string;
  startLine?: number;
  endLine?: number;
}

const LEVEL = { error: 'error', warning: 'warning', note: 'notice' } as const;

/**
 * The annotations to emit. `used` counts annotations the step emits anyway per level (the failing
 * verdict is an error annotation, a comment that could not be posted a warning).
 */
export function selectAnnotations(findings: readonly ReportFinding[], used: Partial<Record<AnnotationLevel, number>> = {}): Annotation[] {
  const left: Record<AnnotationLevel, number> = {
    error: ANNOTATIONS_PER_LEVEL - (used.error ?? 0),
    warning: ANNOTATIONS_PER_LEVEL - (used.warning ?? 0),
    // One notice is kept for "N more in the summary".
    notice: ANNOTATIONS_PER_LEVEL - (used.notice ?? 0) - 1,
  };
  const out: Annotation[] = [];
  let more = 0;
  for (const f of findings) {
    const level = LEVEL[f.severity];
    if (left[level] <= 0) {
      more++;
      continue;
    }
    left[level]--;
    const a: Annotation = { level, title: `instruction-stack ${f.check}${f.preexisting ? ' (already on the base branch)' : ''}`, message: f.fix ? `${printable(f.message)}\nFix: ${printable(f.fix)}` : printable(f.message) };
    if (f.path !== undefined && f.path !== '') {
      a.file = f.path;
      if (f.line !== undefined) {
        a.startLine = f.line;
        if (f.endLine !== undefined && f.endLine >= f.line) a.endLine = f.endLine;
      }
    }
    out.push(a);
  }
  if (more > 0) {
    out.push({ level: 'notice', title: 'instruction-stack', message: `${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations (10 per level): all are listed in the job summary.` });
  }
  return out;
}
