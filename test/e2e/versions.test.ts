/**
 * Docs versions in real Chromium, on the versions fixture (Next unreleased at /next, 2.0 the latest at
 * the root, 1.0 unmaintained at /1.0): the version dropdown keeps the reader on the same doc, the choice
 * is stored, the banner links the same doc in the latest version, each version shows its own sidebar
 * after in-place navigation, and search looks in the version of the page.
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

async function open(path: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + path);
  return { page, context };
}

const dropdown = (page: Page) => page.locator('.navbar .version-dropdown');
const sidebarLinks = (page: Page) => page.locator('#docs-sidebar a.menu-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('version dropdown', () => {
  it("lists every version, marks the page's own, and keeps the reader on the same doc", async () => {
    const { page, context } = await open('/1.0/install');
    await dropdown(page).locator('summary').click();
    const items = dropdown(page).locator('a.dropdown-link');
    expect(await items.allTextContents()).toEqual(['Next', '2.0', '1.0 (old)']);
    expect(await dropdown(page).locator('a[aria-current]').textContent()).toBe('1.0 (old)');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await items.filter({ hasText: '2.0' }).click();
    await page.waitForURL(`${server.url}/install`);
    await page.locator('[data-layout][data-docs-version="2.0"]').waitFor();
    // Another version has another sidebar, so the page was loaded in full.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.locator('main h1').textContent()).toBe('Installing');
    // The latest version's page, with the latest version's sidebar (no 1.0 links left).
    expect(await sidebarLinks(page)).toEqual(['/', '/install', '/category/streaming', '/streaming/push']);
    expect(await dropdown(page).locator('summary').textContent()).toBe('2.0');
    await context.close();
  });

  it("sends a reader to that version's first page when the doc does not exist there", async () => {
    const { page, context } = await open('/1.0/legacy-push');
    expect(await dropdown(page).locator('a', { hasText: 'Next' }).getAttribute('href')).toBe('/next/');
    expect(await dropdown(page).locator('a', { hasText: '2.0' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('stores the chosen version under docs-preferred-version-default', async () => {
    const { page, context } = await open('/install');
    await dropdown(page).locator('summary').click();
    await dropdown(page).locator('a', { hasText: 'Next' }).click();
    await page.waitForURL(`${server.url}/next/install`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await context.close();
  });

  it('follows in-place navigation: the dropdown points at the new page in each version', async () => {
    const { page, context } = await open('/1.0/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('#docs-sidebar a', { hasText: 'Installing' }).click();
    await page.waitForURL(`${server.url}/1.0/install`);
    await page.locator('main[data-route="/1.0/install"]').waitFor();
    // The same document: the navigation was in place, within the version.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await dropdown(page).locator('a', { hasText: '2.0' }).getAttribute('href')).toBe('/install');
    expect(await dropdown(page).locator('a', { hasText: 'Next' }).getAttribute('href')).toBe('/next/install');
    await context.close();
  });
});

describe('banner, badge and canonical', () => {
  it('marks an unmaintained version and links the same doc in the latest', async () => {
    const { page, context } = await open('/1.0/install');
    const banner = page.locator('[data-version-banner]');
    expect(await banner.getAttribute('data-version-banner')).toBe('unmaintained');
    expect(await banner.textContent()).toContain('no longer maintained');
    expect(await page.locator('.version-badge').textContent()).toBe('Version: 1.0 (old)');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://relay.example/install');
    await banner.locator('a').click();
    await page.waitForURL(`${server.url}/install`);
    expect(await page.locator('[data-version-banner]').count()).toBe(0);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://relay.example/install');
    await context.close();
  });

  it("marks the unreleased version; a doc the latest lacks keeps its own canonical and the banner leads to the latest's first page", async () => {
    const { page, context } = await open('/next/preview');
    expect(await page.locator('[data-version-banner]').getAttribute('data-version-banner')).toBe('unreleased');
    expect(await page.locator('[data-version-banner] a').getAttribute('href')).toBe('/');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://relay.example/next/preview');
    await context.close();
  });
});

describe('search per version', () => {
  it("suggests only the page's own version's docs", async () => {
    const { page, context } = await open('/1.0/install');
    await page.locator('[data-search-input]').click();
    await page.keyboard.type('push');
    await page.locator('.search-suggestions .search-hit').first().waitFor();
    const hrefs = await page.locator('.search-suggestions .search-hit').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith('/1.0/'))).toBe(true);
    expect(await page.locator('.search-see-all').getAttribute('href')).toBe('/search?q=push&version=1.0');
    await context.close();
  });

  it('searches the version the search page is asked for', async () => {
    const { page, context } = await open('/search?q=push&version=current');
    await page.locator('[data-search-results] .search-hit').first().waitFor();
    const hrefs = await page.locator('[data-search-results] .search-hit').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.every((h) => h.startsWith('/next/'))).toBe(true);
    await context.close();
  });
});
