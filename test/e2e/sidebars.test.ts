/**
 * The sidebar of each page in real Chromium, on the sidebars fixture (two sidebars, `main` and `api`):
 * a doc shows the sidebar that holds it with its own item marked, `displayed_sidebar` picks another or
 * none, a doc in no sidebar shows none, and following a link to a page of the other sidebar shows that
 * one (the page is loaded in full: its shell differs), while a link within a sidebar swaps in place.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ server, browser, close } = await openServedFixture('sidebars'));
});
afterAll(() => close?.());

async function open(path: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + path);
  return { page, context };
}

/** What a reader sees of the sidebar: its links' labels in order, or null when none is shown. */
async function shownSidebar(page: Page): Promise<string[] | null> {
  if (!(await page.locator('.sidebar-container').isVisible())) return null;
  return page.locator('#docs-sidebar a.menu-link').allTextContents();
}
const activeItem = (page: Page) => page.locator('#docs-sidebar a[aria-current="page"]').textContent();
const activeNavbar = (page: Page) => page.locator('.navbar a.navbar-link.active').allTextContents();
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

describe('the sidebar of each page', () => {
  it('is the sidebar that holds the doc, with its item marked and its navbar item active', async () => {
    const { page, context } = await open('/api/config');
    expect(await shownSidebar(page)).toEqual(['API overview', 'Settings', 'Config', 'Limits']);
    expect(await activeItem(page)).toBe('Config');
    expect(await activeNavbar(page)).toEqual(['API']);
    expect(await page.locator('.breadcrumbs .breadcrumb-link').allTextContents()).toEqual(['', 'Settings', 'Config']);
    expect(await page.locator('.pagination-nav .pagination-label').allTextContents()).toEqual(['Settings', 'Limits']);
    await page.goto(`${server.url}/guide`);
    expect(await shownSidebar(page)).toEqual(['Intro', 'Guide']);
    expect(await activeItem(page)).toBe('Guide');
    expect(await activeNavbar(page)).toEqual(['Guide']);
    await context.close();
  });

  it("is the one displayed_sidebar names, and none for a doc in no sidebar or with displayed_sidebar: null", async () => {
    const { page, context } = await open('/api/changelog');
    expect(await shownSidebar(page)).toEqual(['API overview', 'Settings', 'Config', 'Limits']);
    expect(await page.locator('#docs-sidebar a[aria-current]').count()).toBe(0);
    for (const path of ['/faq', '/standalone']) {
      await page.goto(server.url + path);
      expect(await shownSidebar(page), path).toBeNull();
    }
    await context.close();
  });

  it("changes with the page: a link into the other sidebar shows that sidebar, a link within one swaps in place", async () => {
    const { page, context } = await open('/api/config');
    await setMarker(page);
    await page.locator('#docs-sidebar a', { hasText: 'Limits' }).click();
    await page.waitForURL(`${server.url}/api/limits`);
    expect(await page.locator('main h1').textContent()).toBe('Limits');
    expect(await marker(page)).toBe(1);
    expect(await activeItem(page)).toBe('Limits');
    await page.locator('.navbar a.navbar-link', { hasText: 'Guide' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('[data-layout][data-docs-sidebar="main"]').waitFor();
    expect(await marker(page)).toBeUndefined();
    expect(await shownSidebar(page)).toEqual(['Intro', 'Guide']);
    expect(await activeItem(page)).toBe('Intro');
    // From the guide to a doc in no sidebar and back: the same shell, so in place, and the sidebar hides and shows again.
    await setMarker(page);
    await page.goto(`${server.url}/guide`);
    await setMarker(page);
    await page.locator('main a', { hasText: 'FAQ' }).click();
    await page.waitForURL(`${server.url}/faq`);
    expect(await marker(page)).toBe(1);
    expect(await shownSidebar(page)).toBeNull();
    await page.goBack();
    await page.waitForURL(`${server.url}/guide`);
    await page.locator('main h1', { hasText: 'Guide' }).waitFor();
    expect(await shownSidebar(page)).toEqual(['Intro', 'Guide']);
    await page.locator('main a', { hasText: 'API overview' }).click();
    await page.waitForURL(`${server.url}/api/overview`);
    await page.locator('[data-layout][data-docs-sidebar="api"]').waitFor();
    expect(await shownSidebar(page)).toEqual(['API overview', 'Settings', 'Config', 'Limits']);
    expect(await activeItem(page)).toBe('API overview');
    await context.close();
  });
});
