/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The comment and the job summary as GitHub shows them, in a real browser: GFM → HTML with marked
// (GitHub keeps <details>, <summary>, <sub>, <code> and drops HTML comments), styled with GitHub's
// own Markdown stylesheet (github-markdown-css) in a comment-wide column, rendered by headless
// Chromium (Debian's package) through playwright-core. Measures what a reviewer sees.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { marked } from 'marked';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A laptop screen: the PR comment column of github.com at 1280 px is about 780 px wide. */
export const SCREEN = { width: 820, height: 800 };
/** GitHub's Markdown body: 16 px text, line-height 1.5. */
export const LINE_PX = 24;

export function browserAvailable(): boolean {
  return existsSync(CHROMIUM);
}

// Flags for this sandboxed, offline machine (see the machine notes): no GPU, no sandbox as root,
// no background network traffic.
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

function css(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
}

export function gfmToHtml(md: string): string {
  const body = marked.parse(md.replace(/<!--[\s\S]*?-->/g, ''), { gfm: true, async: false });
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<style>${css()}</style>`,
    '<style>body{margin:0;background:#fff}.markdown-body{box-sizing:border-box;width:780px;margin:0 20px;padding:16px 0}</style>',
    `</head><body><article class="markdown-body">${body}</article></body></html>`,
  ].join('');
}

export interface Layout {
  /** Height of the rendered body, px, and in 24-px lines. */
  heightPx: number;
  lines: number;
  /** Rows of a table whose cell count differs from its header's, as "table i row j: n of m". */
  badRows: string[];
  /** <details> elements, and whether every one came out as an element (no stray tags shown as text). */
  details: number;
  strayTags: boolean;
  /** The body is wider than its column (something does not wrap or scroll). */
  overflowX: boolean;
}

export async function open(browser: Browser, md: string): Promise<Page> {
  const page = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 1 });
  await page.setContent(gfmToHtml(md), { waitUntil: 'load' });
  return page;
}

export async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const article = document.querySelector('article')!;
    const badRows: string[] = [];
    document.querySelectorAll('article table').forEach((t, i) => {
      const rows = [...t.querySelectorAll('tr')];
      const want = rows[0]?.children.length ?? 0;
      rows.forEach((r, j) => {
        if (r.children.length !== want) badRows.push(`table ${i} row ${j}: ${r.children.length} of ${want}`);
      });
    });
    const text = article.innerText;
    const h = article.getBoundingClientRect().height;
    return {
      heightPx: Math.round(h),
      lines: Math.round(h / 24),
      badRows,
      details: article.querySelectorAll('details').length,
      strayTags: /<\/?(details|summary|sub)>/.test(text),
      overflowX: article.scrollWidth > article.clientWidth + 1,
    };
  });
}

/** Top and bottom (px from the top of the page) of the first element whose text matches. */
export async function position(page: Page, selector: string, text: RegExp): Promise<{ top: number; bottom: number } | undefined> {
  const els = await page.$$(selector);
  for (const e of els) {
    const t = (await e.textContent()) ?? '';
    if (!text.test(t)) continue;
    const box = await e.boundingBox();
    if (box) return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
  }
  return undefined;
}

/** Height of the whole page, px. */
export async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
}
