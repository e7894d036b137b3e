// The comment and the job summary for each fixtures/pr case, rendered as GitHub does (GFM with
// GitHub's stylesheet) in headless Chromium: the finding is on the first screen, the comment for
// a one-file PR fits one screen (≤ 60 lines of 24 px, ≤ 10,000 characters), tables have the
// right number of cells and every <details> is an element. Screenshots go to a temp directory;
// UPDATE_SCREENSHOTS=1 writes them to docs/img/ for the README (PNG bytes are never compared).
// Without Chromium the test is skipped locally and fails under CI=true (.ci/run installs it).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../src/output/markdown.js';
import { SCREEN, browserAvailable, launch, layout, open, pageHeight, position } from './gfm-page.js';
import { fixturePr, prReport } from './pr-report.js';

const ROOT = join(import.meta.dirname, '..');
const CASES = ['failing', 'passing'] as const;
const URL = 'https://github.com/acme/repo/actions/runs/1';
const OUT = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs', 'img') : '';

const have = browserAvailable();
let browser: Browser | undefined;
let tmp = '';
const bodies = new Map<string, { comment: string; summary: string }>();

beforeAll(async () => {
  if (!have) return;
  tmp = mkdtempSync(join(tmpdir(), 'is-render-'));
  for (const c of CASES) {
    const report = await prReport(fixturePr(tmp, join(ROOT, 'fixtures', 'pr', c), c));
    bodies.set(c, { comment: renderComment(report, { summaryUrl: URL }).body, summary: renderSummary(report, { summaryUrl: URL }).body });
  }
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function shoot(name: string, md: string, maxHeight: number): Promise<Buffer> {
  const page = await open(browser!, md);
  try {
    const dir = OUT || join(tmp, 'img');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${name}.png`);
    const full = await pageHeight(page);
    await page.screenshot({ path, clip: { x: 0, y: 0, width: SCREEN.width, height: Math.min(full, maxHeight) } });
    return readFileSync(path);
  } finally {
    await page.close();
  }
}

describe.runIf(have || process.env.CI === 'true')('the comment and the summary in a real browser', () => {
  it('has Chromium (CI installs it; locally: apt-get install chromium)', () => {
    expect(have, `no browser at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`).toBe(true);
  });

  it.runIf(have)('fixtures/pr/failing: the error is on the first screen and the comment fits one screen', async () => {
    const md = bodies.get('failing')!.comment;
    expect(md.length).toBeLessThanOrEqual(10_000);
    const page = await open(browser!, md);
    try {
      const err = await position(page, 'article li', /packages\/web\/CLAUDE\.md:4/);
      expect(err, 'the error item is rendered').toBeDefined();
      expect(err!.bottom).toBeLessThanOrEqual(SCREEN.height);
      const fix = await position(page, 'article li', /Fix: Import files inside the repository only/);
      expect(fix!.bottom).toBeLessThanOrEqual(SCREEN.height);
      const l = await layout(page);
      expect(l.lines).toBeLessThanOrEqual(60);
      expect(l.badRows).toEqual([]);
      expect(l.strayTags).toBe(false);
      expect(l.overflowX).toBe(false);
      expect(l.details).toBe((md.match(/<details>/g) ?? []).length);
    } finally {
      await page.close();
    }
  });

  for (const c of CASES) {
    it.runIf(have)(`fixtures/pr/${c}: comment and summary render without layout breakage; screenshots`, async () => {
      const { comment, summary } = bodies.get(c)!;
      for (const [kind, md] of [['comment', comment], ['summary', summary]] as const) {
        const page = await open(browser!, md);
        try {
          const l = await layout(page);
          expect(l.badRows, `${c} ${kind}`).toEqual([]);
          expect(l.strayTags, `${c} ${kind}`).toBe(false);
          expect(l.overflowX, `${c} ${kind}`).toBe(false);
          expect(l.details, `${c} ${kind}`).toBe((md.match(/<details>/g) ?? []).length);
          expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
          // What the PR changes is on the first screen of the comment.
          if (kind === 'comment') expect((await position(page, 'article h4', /What this PR changes/))!.top).toBeLessThan(SCREEN.height);
        } finally {
          await page.close();
        }
        const png = pngSize(await shoot(`${c}-${kind}`, md, kind === 'comment' ? 1600 : 1400));
        expect(png.width).toBe(SCREEN.width);
        expect(png.height).toBeGreaterThan(200);
      }
    });
  }
});
