/**
 * Tabs with `queryString` in real Chromium, on the sidebars fixture's changelog: `?release=v1` selects
 * that tab on load, before a stored choice; a value the block lacks is passed over; choosing a tab
 * writes it into the address (replacing it); `queryString` alone uses the groupId as the key, and the
 * group's other blocks follow.
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

async function open(path: string, stored?: Record<string, string>): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  if (stored) await context.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), stored);
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.waitForSelector('.tabs.tabs-ready');
  return { page, context };
}

const selected = (page: Page) => page.$$eval('.tabs', (blocks) => blocks.map((b) => b.querySelector('.tab[aria-selected="true"]')?.textContent ?? null));
const search = (page: Page) => new URL(page.url()).search;

describe('Tabs queryString', () => {
  it('selects the tab the address names on load, before the stored choice of its group', async () => {
    const { page, context } = await open('/api/changelog?release=v1&os=mac', { 'docusaurus.tab.os': 'linux' });
    // The group's block without queryString keeps the stored choice, as in Docusaurus.
    expect(await selected(page)).toEqual(['v1', 'macOS', 'Linux']);
    expect(await page.locator('#tabs-0 > .tab-panel:not([hidden])').innerText()).toContain('First release.');
    await context.close();
  });

  it('passes over a value the block does not have, and shows the default without one', async () => {
    const { page, context } = await open('/api/changelog?release=v9');
    expect(await selected(page)).toEqual(['v2', 'Linux', 'Linux']);
    await context.close();
  });

  it('writes a chosen tab into the address, replacing it, and the groupId is the key of queryString alone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/api/changelog`);
    await page.waitForSelector('.tabs.tabs-ready');
    await page.locator('#tabs-0 .tab', { hasText: 'v1' }).click();
    expect(search(page)).toBe('?release=v1');
    await page.locator('#tabs-2 .tab', { hasText: 'macOS' }).click();
    // The block without queryString writes nothing, but its group partner with queryString follows it on screen.
    expect(search(page)).toBe('?release=v1');
    expect(await selected(page)).toEqual(['v1', 'macOS', 'macOS']);
    await page.locator('#tabs-1 .tab', { hasText: 'Linux' }).click();
    expect(search(page)).toBe('?release=v1&os=linux');
    await page.reload();
    await page.waitForSelector('.tabs.tabs-ready');
    expect(await selected(page)).toEqual(['v1', 'Linux', 'Linux']);
    // Replaced, not pushed: Back leaves the page.
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });
});
