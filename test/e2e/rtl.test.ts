/**
 * Right-to-left layout in real Chromium: the basic fixture with a Hebrew (rtl) locale renders mirrored,
 * with the sidebar on the right, previous/next swapped, closed category carets pointing left, and code
 * kept left-to-right.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { fixturesDir, serve } from '../helpers/site.js';

let dir: string;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-rtl-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  const config = await readFile(path.join(dir, 'site.config.ts'), 'utf8');
  const rtl = "i18n: { defaultLocale: 'he', locales: ['he'], localeConfigs: { he: { label: 'עברית', direction: 'rtl', htmlLang: 'he', path: 'he' } } },";
  await writeFile(path.join(dir, 'site.config.ts'), config.replace(/i18n: \{.*\} \} \},/, rtl));
  await buildSite({ cwd: dir, outDir: path.join(dir, 'out') });
  server = await serve(path.join(dir, 'out'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('a right-to-left locale', () => {
  it('renders the page mirrored: sidebar on the right, table of contents on the left', async () => {
    await page.goto(`${server.url}/guide/getting-started`);
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'he']);
    const sidebar = await box('.sidebar-container');
    const main = await box('main .doc');
    const toc = await box('.toc');
    expect(sidebar.x).toBeGreaterThan(main.x + main.width - 1);
    expect(toc.x + toc.width).toBeLessThan(main.x + 1);
  });

  it('puts the previous page on the right and the next on the left', async () => {
    await page.goto(`${server.url}/guide/advanced/tuning`);
    const previous = await box('.pagination-prev');
    const next = await box('.pagination-next');
    expect(previous.x).toBeGreaterThan(next.x);
  });

  it('points closed category carets left, and keeps code left-to-right', async () => {
    await page.goto(`${server.url}/guide/getting-started`);
    const caret = await page.evaluate(() => {
      const summary = document.querySelector('.sidebar .menu-category > details:not([open]) > summary');
      return summary ? getComputedStyle(summary, '::after').transform : 'no closed category';
    });
    expect(caret).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await page.locator('pre').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });
});
