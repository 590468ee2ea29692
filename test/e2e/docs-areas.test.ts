/**
 * A second docs area in real Chromium, on the docs-areas fixture (main docs at /docs, the `community`
 * area at /community): each page shows its own area's sidebar with its item marked, the navbar's items
 * that name the area by docsPluginId lead there, and going from one area to the other shows the other
 * sidebar.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ server, browser, close } = await openServedFixture('docs-areas'));
});
afterAll(() => close?.());

async function shownSidebar(page: Page): Promise<string[] | null> {
  if (!(await page.locator('.sidebar-container').isVisible())) return null;
  return page.locator('#docs-sidebar a.menu-link').allTextContents();
}
const activeItem = (page: Page) => page.locator('#docs-sidebar a[aria-current="page"]').textContent();
const activeNavbar = (page: Page) => page.locator('.navbar a.navbar-link.active').allTextContents();

describe('a second docs area', () => {
  it("shows the area's own sidebar on its pages and the main docs' on theirs", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/community/events/meetups`);
    expect(await shownSidebar(page)).toEqual(['Welcome', 'Support', 'events', 'Meetups']);
    expect(await activeItem(page)).toBe('Meetups');
    expect(await activeNavbar(page)).toEqual(['Community']);
    await page.goto(`${server.url}/docs/setup`);
    expect(await shownSidebar(page)).toEqual(['Intro', 'Setup']);
    expect(await activeItem(page)).toBe('Setup');
    expect(await activeNavbar(page)).toEqual(['Docs']);
    await page.close();
  });

  it('follows navbar items and links from one area to the other, changing the sidebar', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await page.locator('.navbar a', { hasText: 'Community' }).first().click();
    await page.waitForURL(`${server.url}/community/welcome`);
    expect(await shownSidebar(page)).toEqual(['Welcome', 'Support', 'events', 'Meetups']);
    expect(await activeItem(page)).toBe('Welcome');
    expect(await activeNavbar(page)).toEqual(['Community']);
    // A link in the area's text back to the main docs.
    await page.locator('main a', { hasText: 'docs' }).first().click();
    await page.waitForURL(`${server.url}/docs/intro`);
    expect(await shownSidebar(page)).toEqual(['Intro', 'Setup']);
    await page.locator('.navbar a', { hasText: 'Support' }).first().click();
    await page.waitForURL(`${server.url}/community/support`);
    expect(await activeItem(page)).toBe('Support');
    await page.close();
  });
});
