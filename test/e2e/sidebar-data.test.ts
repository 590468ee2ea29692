/**
 * The part of the sidebar pages do not carry, in real Chromium: the basic fixture with fifty more pages
 * in Reference, so that Reference is sent closed as a stub (a link to its page, a caret without items)
 * and its list is cut to a window on its own pages. With JavaScript, its items come from the sidebar
 * data file, fetched once; without, the links lead to the category page, which lists them all. One
 * build, one server and one browser for the file.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { fixturesDir, serve } from '../helpers/site.js';

const EXTRA = 50;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let dir: string;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-sidebar-data-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true });
  for (let i = 1; i <= EXTRA; i++) {
    await writeFile(path.join(dir, `content/docs/reference/item-${i}.md`), `---\ntitle: Item ${i}\ndescription: Reference item ${i}.\n---\n\nItem ${i} of the reference.\n`);
  }
  await buildSite({ cwd: dir, outDir: path.join(dir, 'out') });
  server = await serve(path.join(dir, 'out'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  context: BrowserContext;
  /** Paths of the sidebar data files requested so far. */
  dataRequests: string[];
}

async function openPage(route: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, javaScriptEnabled: options.javaScript ?? true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/sidebar/')) dataRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(server.url + route);
  return { page, context, dataRequests };
}

const sidebar = (page: Page) => page.locator('#docs-sidebar');
/** The Reference category's item in the sidebar. */
const reference = (page: Page) => sidebar(page).locator('li.menu-category:has(> a[href="/category/reference"])');
const caret = (page: Page) => reference(page).locator('> details > summary');
const isOpen = (page: Page) => reference(page).locator('> details').evaluate((d: HTMLDetailsElement) => d.open);

describe('with JavaScript', () => {
  test('a category sent without its items loads them in place when expanded, from one file fetched once', async () => {
    const { page, context, dataRequests } = await openPage('/guide/getting-started');
    expect(await sidebar(page).locator('a[href="/reference/item-7"]').count()).toBe(0);
    expect(dataRequests).toEqual([]);

    await caret(page).click();
    await sidebar(page).locator('a[href="/reference/item-7"]').waitFor({ state: 'visible' });
    expect(await isOpen(page)).toBe(true);
    expect(await reference(page).locator('> details > ul > li > a.menu-link').count()).toBe(EXTRA + 2);
    expect(dataRequests).toHaveLength(1);
    expect(dataRequests[0]).toMatch(/^\/assets\/sidebar\/sidebar-[0-9a-f]{8}\.json$/);

    // Closing and opening again needs nothing more; nor does the page being the same one.
    await caret(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await caret(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(dataRequests).toHaveLength(1);
    // The active page is still the only one marked.
    expect(await sidebar(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Getting started']);
    await context.close();
  });

  test('in-place navigation to a page inside a closed category opens its trail and marks it active', async () => {
    const { page, context, dataRequests } = await openPage('/guide/getting-started');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate(() => window.mistdocs!.navigate('/reference/item-30'));
    const active = sidebar(page).locator('a[aria-current="page"]');
    await expect.poll(() => active.allInnerTexts()).toEqual(['Item 30']);
    expect(await active.isVisible()).toBe(true);
    expect(await isOpen(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(dataRequests).toHaveLength(1);

    // Back on the first page, its own link is the active one again.
    await page.goBack();
    await expect.poll(() => active.allInnerTexts()).toEqual(['Getting started']);
    await context.close();
  });

  test('the category page, reached in place while its category is a stub, shows its items', async () => {
    const { page, context } = await openPage('/guide/advanced/tuning');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Reference/ }).click();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/category/reference');
    await sidebar(page).locator('a[href="/reference/item-50"]').waitFor({ state: 'visible' });
    expect(await sidebar(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Reference']);
    expect(await isOpen(page)).toBe(true);
    await context.close();
  });

  test('"Show N more" puts the rest of a long list in place and moves focus to the first new item', async () => {
    const { page, context, dataRequests } = await openPage('/reference/item-30');
    const links = reference(page).locator('> details > ul > li > a.menu-link');
    const shown = await links.count();
    expect(shown).toBeLessThan(EXTRA);
    expect(await sidebar(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Item 30']);
    const more = reference(page).locator('a[data-sb-more]').last();
    const hidden = Number(/Show (\d+) more/.exec(await more.innerText())![1]);
    const lastShown = await links.last().innerText();

    await more.click();
    await expect.poll(() => links.count()).toBe(EXTRA + 2);
    expect(shown + hidden).toBeLessThan(EXTRA + 2); // there was one above the window too
    expect(await reference(page).locator('a[data-sb-more]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/reference/item-30');
    expect(await sidebar(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Item 30']);
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    const texts = await links.allInnerTexts();
    expect(focused).toBe(texts[texts.indexOf(lastShown) + 1]);
    expect(dataRequests).toHaveLength(1);
    await context.close();
  });

  test('in the mobile menu, a stub expands in place and "Show N more" keeps the menu open', async () => {
    const { page, context } = await openPage('/reference/item-30', { width: 375 });
    await page.locator('[data-mobile-toggle]').click();
    const menu = page.locator('[data-mobile-menu]');
    await menu.locator('a[data-sb-more]').first().click();
    await expect.poll(() => menu.locator('a.menu-link[href^="/reference/item-"]').count()).toBe(EXTRA);
    expect(await menu.isVisible()).toBe(true);
    // The Guide category is small and came whole; Reference's items are all there now.
    await menu.locator('a[href="/reference/item-1"]').click();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/reference/item-1');
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  test('when the items cannot be loaded, expanding the category opens its page instead', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    await page.route('**/assets/sidebar/**', (route) => route.abort());
    await caret(page).click();
    await page.waitForURL(`${server.url}/category/reference`);
    expect(await page.locator('h1').innerText()).toBe('Reference');
    await context.close();
  });
});

test('axe-core finds no violations in a sidebar with a stub, a cut list and a list loaded in place', async () => {
  const { page, context } = await openPage('/guide/getting-started');
  const violations = async () => {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: string, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const result = await axe.run('#docs-sidebar', { resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' | ')}`);
    });
  };
  expect(await violations(), 'stub').toEqual([]);
  await page.goto(`${server.url}/reference/item-30`);
  expect(await violations(), 'cut list').toEqual([]);
  await reference(page).locator('a[data-sb-more]').last().click();
  await expect.poll(() => reference(page).locator('a[data-sb-more]').count()).toBe(0);
  expect(await violations(), 'list loaded in place').toEqual([]);
  await context.close();
});

describe('without JavaScript', () => {
  test('a stub is a link to its category page, which lists every item; its caret is hidden', async () => {
    const { page, context } = await openPage('/guide/getting-started', { javaScript: false });
    expect(await caret(page).isVisible()).toBe(false);
    await reference(page).locator('> a').click();
    await page.waitForURL(`${server.url}/category/reference`);
    expect(await page.locator('.card-link').count()).toBe(EXTRA + 2);
    // The category's own page shows its whole list in the sidebar too.
    expect(await reference(page).locator('> details > ul > li > a.menu-link').count()).toBe(EXTRA + 2);
    expect(await reference(page).locator('a[data-sb-more]').count()).toBe(0);
    await context.close();
  });

  test('"Show N more" leads to the category page', async () => {
    const { page, context } = await openPage('/reference/item-30', { javaScript: false });
    expect(await sidebar(page).locator('a[aria-current="page"]').isVisible()).toBe(true);
    await reference(page).locator('a[data-sb-more]').last().click();
    await page.waitForURL(`${server.url}/category/reference`);
    expect(await page.getByRole('link', { name: 'Item 50' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
