// Comment and summary rendering: escaping, the size limit, and the order detail is dropped in.
import { describe, expect, it } from 'vitest';
import type { Report, ReportFinding, StackGroup } from '../src/analysis/analyse.js';
import { codexReport, side } from './codex-report.js';
import { formatUnified, lineDiff } from '../src/diff.js';
import { COMMENT_LIMIT, COMMENT_MARKER, code, escapeHtml, escapeText, fenced, renderComment, renderNothingComment, renderSummary } from '../src/output/markdown.js';

function report(opts: { groups?: number; textBytes?: number; findings?: number; path?: string; sameText?: boolean } = {}): Report {
  const groups: StackGroup[] = [];
  for (let i = 0; i < (opts.groups ?? 3); i++) {
    const path = opts.path ?? `packages/p${i}`;
    const body = `line of instructions ${opts.sameText ? 0 : i}\n`.repeat(Math.ceil((opts.textBytes ?? 200) / 24));
    const before = side(body, ['AGENTS.md']);
    const after = side(body + 'new rule\n', ['AGENTS.md', `${path}/AGENTS.md`]);
    groups.push({
      id: `codex-${i}`,
      tool: 'codex',
      sessions: [{ vantage: 'local', cwd: path }],
      targets: [`${path}/src/a.ts`, `${path}/src/b.ts`],
      base: before,
      head: after,
      changed: true,
      addedLayers: [`${path}/AGENTS.md`],
      droppedLayers: [],
      diff: lineDiff(before.text, after.text),
    });
  }
  const findings: ReportFinding[] = [];
  for (let i = 0; i < (opts.findings ?? 1); i++) {
    findings.push({ check: 'budget', severity: i % 2 ? 'warning' : 'error', message: `finding ${i} about a long thing `.repeat(4), path: `packages/p${i}/AGENTS.md`, line: i + 1, tools: ['codex'] });
  }
  return codexReport({ groups, findings, changedTotal: groups.length * 2, targets: groups.length * 2, headFilesMin: 2 });
}

describe('escaping', () => {
  it('neutralises mentions, issue links, HTML and table syntax in text', () => {
    const s = escapeText('ping @octocat about #123 | <b>x</b> *y* [z](u)');
    expect(s).not.toMatch(/@octocat/);
    expect(s).not.toMatch(/#123/);
    expect(s).toContain('@&#8203;octocat');
    expect(s).toContain('#&#8203;123');
    expect(s).toContain('\\|');
    expect(s).toContain('&lt;b&gt;');
    expect(s).toContain('\\*y\\*');
    expect(s).toContain('\\[z\\]');
    expect(escapeText('- not a list')).toBe('\\- not a list');
    expect(escapeText('1. not a list')).toBe('1\\. not a list');
    expect(escapeText('a\nb')).toBe('a b');
  });

  it('sizes code spans and fences past any backtick run', () => {
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x`')).toBe('`` `x` ``');
    expect(code('a|b', true)).toBe('`a\\|b`');
    const f = fenced('before\n`````\nafter', 'markdown');
    expect(f.startsWith('``````markdown\n')).toBe(true);
    expect(f.endsWith('\n``````')).toBe(true);
    expect(fenced('plain')).toBe('```\nplain\n```');
  });

  it('escapes HTML contexts', () => {
    expect(escapeHtml('<code>@me #1 "q" & x</code>')).toBe('&lt;code&gt;@&#8203;me #&#8203;1 &quot;q&quot; &amp; x&lt;/code&gt;');
  });
});

describe('line diff', () => {
  it('finds the changed lines with context', () => {
    const d = lineDiff('a\nb\nc\nd\ne\nf\ng\nh\n', 'a\nb\nc\nD\ne\nf\ng\nh\ni\n');
    expect(d.added).toBe(2);
    expect(d.removed).toBe(1);
    expect(formatUnified(d)).toBe('@@ -1,8 +1,9 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n h\n+i');
  });

  it('stays bounded on large inputs', () => {
    const a = Array.from({ length: 5000 }, (_, i) => `old ${i}`).join('\n');
    const b = Array.from({ length: 5000 }, (_, i) => `new ${i}`).join('\n');
    const d = lineDiff(a, b, { maxCells: 1_000_000, maxLines: 100 });
    expect(d.approximate).toBe(true);
    expect(d.truncated).toBe(true);
    expect(d.hunks.reduce((n, h) => n + h.lines.length, 0)).toBeLessThanOrEqual(100);
  });

  it('handles empty sides', () => {
    expect(lineDiff('', 'x\ny\n').added).toBe(2);
    expect(lineDiff('x\n', '').removed).toBe(1);
    expect(lineDiff('same\n', 'same\n').hunks).toEqual([]);
  });
});

describe('comment size', () => {
  it('leads with the verdict and what fails, then what changes per instruction file', () => {
    const r = renderComment(report(), { summaryUrl: 'https://github.example/run/1' });
    expect(r.level).toBe(0);
    expect(r.trimmed).toEqual([]);
    const b = r.body;
    expect(b.startsWith(`${COMMENT_MARKER}\n### ❌ Instruction stack: Failing`)).toBe(true);
    // The failing finding, with its fix, comes before anything else.
    expect(b.indexOf('**To fix before merging**')).toBeLessThan(b.indexOf('#### What this PR changes for the agents'));
    expect(b).toMatch(/- ❌ `packages\/p0\/AGENTS\.md:1` \*\*budget\*\*: finding 0/);
    // One line per instruction file, in words; a budget table only because budget use changed.
    expect(b).toContain('- `packages/p0/AGENTS.md` is now loaded by Codex CLI.');
    expect(b).toContain('| Codex CLI | 32 KiB | 40% | 50% |');
    // The three identical diffs are one, with the places it applies to.
    expect(b).toContain('1 distinct text change');
    expect(b.match(/```diff/g)).toHaveLength(1);
    expect(b).toMatch(/the same for 3 sessions: session in `packages\/p0`, for 2 paths; session in `packages\/p1`/);
    expect(b).toContain('[full report: every session, file by file](https://github.example/run/1)');
    // No per-tool × session detail in the comment: that is the summary's.
    expect(b).not.toContain('Effective text, as the tool sends it:');
    expect(b).not.toContain('| # | File |');
    expect(b.length).toBeLessThanOrEqual(10_000);
  });

  it('drops diffs, then findings and files beyond the first few, to stay one screen', () => {
    const big = report({ groups: 12, textBytes: 9000, findings: 10 });
    expect(renderComment(big).body.length).toBeLessThanOrEqual(10_000 + 11 * 3_000);
    const r = renderComment(big, { summaryUrl: 'https://github.example/run/1', limit: 2000 });
    expect(r.level).toBeGreaterThan(0);
    expect(r.body.length).toBeLessThanOrEqual(2000);
    expect(r.trimmed[0]).toMatch(/text diffs|diff lines/);
    expect(r.body).toContain('left out here:');
    expect(r.body).toContain('[job summary](https://github.example/run/1)');
    // The same finding in several files is one item, a pattern (five errors, five warnings here).
    expect(r.body.match(/^- (❌|⚠️) /gm)?.length).toBe(2);
    expect(r.body).toContain('**budget** (5 files)');

    const huge = report({ groups: 60, textBytes: 30000, findings: 2000 });
    const h = renderComment(huge);
    expect(h.body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(h.body).toMatch(/\*\*budget\*\* \(1,?000 files\)/);
  });

  it('groups the same finding at many places into one item', () => {
    const r = report({ findings: 0 });
    r.findings = Array.from({ length: 40 }, (_, i) => ({ check: 'shadowed', severity: 'warning' as const, message: `OpenCode skips packages/p${i}/CLAUDE.md`, path: `packages/p${i}/CLAUDE.md`, line: 1, fix: `Move packages/p${i}/CLAUDE.md into AGENTS.md.`, tools: ['opencode' as const] }));
    r.counts = { error: 0, warning: 40, note: 0 };
    r.failed = false;
    const b = renderComment(r).body;
    expect(b.match(/\*\*shadowed\*\*/g)).toHaveLength(1);
    expect(b).toMatch(/\*\*shadowed\*\* \(40 files\)/);
    expect(b).toMatch(/Files: `packages\/p0\/CLAUDE\.md`, [^\n]* and 34 more\./);
    expect(b.match(/Fix, all 40 at once/g)).toHaveLength(1);
  });

  it('stays under the limit whatever the repository', () => {
    const path = `${'very/long/directory/name/'.repeat(40)}pkg`;
    const r = renderComment(report({ groups: 400, textBytes: 1000, findings: 5000, path }));
    expect(r.body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const tiny = renderComment(report({ groups: 5, findings: 5 }), { limit: 1500 });
    expect(tiny.body.length).toBeLessThanOrEqual(1500);
    expect(tiny.body.startsWith(COMMENT_MARKER)).toBe(true);
  });

  it('gives the summary the full detail, identical texts once', () => {
    const big = report({ groups: 12, textBytes: 9000, findings: 10 });
    const s = renderSummary(big);
    expect(s.level).toBe(0);
    expect(s.body).not.toContain(COMMENT_MARKER);
    expect(s.body.split('Effective text, as the tool sends it:').length - 1).toBe(12);
    expect(s.body).toContain('| Tool | Files | Bytes | Budget used | Status |');
    const same = renderSummary(report({ groups: 12, textBytes: 9000, sameText: true }));
    expect(same.body.split('Effective text, as the tool sends it:').length - 1).toBe(1);
    expect(same.body.split('Effective text: the same as Codex CLI').length - 1).toBe(11);
    expect(same.body.match(/```diff/g)).toHaveLength(1);
  });

  it('keeps the summary under its budget and says what it left out', () => {
    const s = renderSummary(report({ groups: 400, textBytes: 20000, findings: 3000 }));
    expect(Buffer.byteLength(s.body)).toBeLessThanOrEqual(256_000);
    expect(s.level).toBeGreaterThan(0);
    expect(s.body).toMatch(/Kept under 256 KB; left out here: [^\n]*effective texts/);
  });

  it('says when nothing relevant is left', () => {
    const body = renderNothingComment({ ...report({ groups: 0, findings: 0 }), relevant: false });
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toContain('nothing to report');
  });
});
