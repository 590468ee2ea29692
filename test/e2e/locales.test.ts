/**
 * Locales in real Chromium, on the versions fixture: English at the root, Arabic (right to left) under
 * /ar/. The language dropdown keeps the reader on the same page, the Arabic pages are mirrored and in
 * Arabic, in-place navigation stays inside the locale, an untranslated page says so, and search looks
 * in the locale's own index with its language's tokenizer.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ server, browser, close } = await openServedFixture('versions'));
});
afterAll(() => close?.());

async function open(path: string, viewport = { width: 1200, height: 800 }): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(server.url + path);
  return { page, context };
}

const languages = (page: Page) => page.locator('.navbar .locale-dropdown');
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

describe('language dropdown', () => {
  it('lists every locale by its own name and switches to the same page in another locale', async () => {
    const { page, context } = await open('/streaming/push');
    await languages(page).locator('summary').click();
    const items = languages(page).locator('a.dropdown-link');
    expect(await items.allTextContents()).toEqual(['English', 'العربية']);
    expect(await languages(page).locator('a[aria-current]').textContent()).toBe('English');
    await mark(page);
    await items.filter({ hasText: 'العربية' }).click();
    await page.waitForURL(`${server.url}/ar/streaming/push`);
    // Another locale is another build of the site: the page was loaded whole, in Arabic and mirrored.
    expect(await marked(page)).toBeUndefined();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('main h1').textContent()).toBe('دفع بث');
    expect(await page.locator('.pagination-sublabel').first().textContent()).toBe('السابق');
    expect(await languages(page).locator('a[aria-current]').textContent()).toBe('العربية');
    await context.close();
  });

  it('follows in-place navigation inside a locale: the dropdown points at the new page in each', async () => {
    const { page, context } = await open('/ar/');
    await mark(page);
    await page.locator('#docs-sidebar a', { hasText: 'Installing' }).click();
    await page.waitForURL(`${server.url}/ar/install`);
    await page.locator('main[data-route="/install"]').waitFor();
    expect(await marked(page)).toBe(1);
    expect(await languages(page).locator('a', { hasText: 'English' }).getAttribute('href')).toBe('/install');
    expect(await languages(page).locator('a', { hasText: 'العربية' }).getAttribute('href')).toBe('/ar/install');
    // Back to English from there: a whole page of the English build.
    await languages(page).locator('summary').click();
    await languages(page).locator('a', { hasText: 'English' }).click();
    await page.waitForURL(`${server.url}/install`);
    await page.locator('html[lang="en"]').waitFor();
    expect(await marked(page)).toBeUndefined();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await context.close();
  });
});

describe('a locale', () => {
  it('mirrors the layout: sidebar on the right, pagination arrows pointing the reading way', async () => {
    const { page, context } = await open('/ar/install');
    const sidebar = await page.locator('.sidebar-container').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    const next = await page.locator('.pagination-next').boundingBox();
    const previous = await page.locator('.pagination-prev').boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    await context.close();
  });

  it('says when a page is not translated, and shows the original left to right', async () => {
    const { page, context } = await open('/ar/install');
    expect(await page.locator('[data-untranslated]').textContent()).toContain('English');
    expect(await page.locator('.markdown').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('.markdown').getAttribute('lang')).toBe('en');
    // A translated page has no such note.
    await page.goto(`${server.url}/ar/streaming/push`);
    expect(await page.locator('[data-untranslated]').count()).toBe(0);
    await context.close();
  });

  it('translates the navbar, the footer, the sidebar categories and the version banner', async () => {
    const { page, context } = await open('/ar/next/');
    expect(await page.locator('.navbar-title').textContent()).toBe('ريلاي');
    expect(await page.locator('.navbar-left .navbar-link').first().textContent()).toBe('الدليل');
    expect(await page.locator('.footer-title').textContent()).toBe('المشروع');
    expect(await page.locator('.footer-copyright').textContent()).toBe('مؤلفو ريلاي');
    expect(await page.locator('#docs-sidebar').textContent()).toContain('البث');
    expect(await page.locator('[data-version-banner]').textContent()).toContain('القادم');
    expect(await page.locator('[data-latest-version-link]').getAttribute('href')).toBe('/ar/');
    await context.close();
  });

  it('lists every locale of the page as an hreflang alternate', async () => {
    const { page, context } = await open('/ar/install');
    const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual(['en https://relay.example/install', 'ar https://relay.example/ar/install', 'x-default https://relay.example/install']);
    await context.close();
  });
});

describe('search per locale', () => {
  const suggestions = (page: Page) => page.locator('.search-suggestions a.search-hit, .search-suggestions .search-empty');

  it("finds the locale's own pages, with the vowel marks a reader leaves out", async () => {
    const { page, context } = await open('/ar/');
    // The page says بثًا (with tanween); the reader types it bare.
    await page.locator('[data-search-input]').fill('بثا');
    await page.locator('.search-suggestions a.search-hit').first().waitFor();
    const hits = await page.locator('.search-suggestions a.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((href) => href.startsWith('/ar/'))).toBe(true);
    await context.close();
  });

  it("does not find another locale's words, and says so in the page's language", async () => {
    const { page, context } = await open('/install');
    await page.locator('[data-search-input]').fill('ريلاي');
    await page.locator('.search-suggestions .search-empty').waitFor();
    expect(await page.locator('.search-suggestions .search-empty').textContent()).toBe('No results');
    await page.goto(`${server.url}/ar/install`);
    await page.locator('[data-search-input]').fill('qqqzzz');
    await page.locator('.search-suggestions .search-empty').waitFor();
    expect(await page.locator('.search-suggestions .search-empty').textContent()).toBe('لا نتائج');
    expect(await suggestions(page).count()).toBe(1);
    await context.close();
  });
});
