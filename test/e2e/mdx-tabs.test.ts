/**
 * Tabs of MDX pages in real Chromium, on the docusaurus-syntax fixture's /mdx page: without JavaScript
 * every panel shows under its label; with it, tabs switch, tabs of one groupId follow each other, and
 * the choice persists in localStorage under `docusaurus.tab.<groupId>` as Docusaurus keeps it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { buildFixture, serve } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  site = await buildFixture('docusaurus-syntax');
  server = await serve(site.outDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** The visible panel texts and selected tab of each Tabs block on the page, in order. */
const tabsState = (page: Page) =>
  page.$$eval('.tabs', (blocks) =>
    blocks.map((block) => ({
      visible: [...block.querySelectorAll<HTMLElement>(':scope > .tab-panel')].filter((p) => p.offsetParent !== null).map((p) => p.innerText.replace(/\s+/g, ' ').trim()),
      selected: block.querySelector('.tab[aria-selected="true"]')?.textContent ?? null,
    })),
  );

describe('MDX tabs', () => {
  test('without JavaScript every panel is shown under its label, and no tab buttons are', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/mdx');
    const state = await tabsState(page);
    expect(state.map((s) => s.visible)).toEqual([
      ['npm npm install mistdocs', 'Yarn yarn add mistdocs'],
      ['npm Run npx mistdocs build.', 'Yarn Run yarn mistdocs build.'],
      ['Linux Uses epoll.', 'macOS Uses kqueue.'],
    ]);
    expect(await page.locator('.tab').evaluateAll((tabs) => tabs.filter((t) => (t as HTMLElement).offsetParent !== null).length)).toBe(0);
    await context.close();
  });

  test('with JavaScript each block shows its default tab; a click switches it and its groupId partners, and the choice persists', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(server.url + '/mdx');
    await page.waitForSelector('.tabs.tabs-ready');
    expect(await tabsState(page)).toEqual([
      { visible: ['npm install mistdocs Copy'], selected: 'npm' },
      { visible: ['Run npx mistdocs build.'], selected: 'npm' },
      { visible: ['Uses kqueue.'], selected: 'macOS' },
    ]);
    // The second block's Yarn tab: both package-manager blocks switch, the ungrouped one does not.
    await page.locator('.tabs').nth(1).getByRole('tab', { name: 'Yarn' }).click();
    expect(await tabsState(page)).toEqual([
      { visible: ['yarn add mistdocs Copy'], selected: 'Yarn' },
      { visible: ['Run yarn mistdocs build.'], selected: 'Yarn' },
      { visible: ['Uses kqueue.'], selected: 'macOS' },
    ]);
    await page.locator('.tabs').nth(2).getByRole('tab', { name: 'Linux' }).click();
    expect((await tabsState(page))[2]).toEqual({ visible: ['Uses epoll.'], selected: 'Linux' });
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('yarn');
    // A new visit starts on the stored choice of the group; the ungrouped block on its default again.
    await page.reload();
    await page.waitForSelector('.tabs.tabs-ready');
    expect((await tabsState(page)).map((s) => s.selected)).toEqual(['Yarn', 'Yarn', 'macOS']);
    // Arrow keys move between the tabs of a block.
    await page.locator('.tabs').nth(2).getByRole('tab', { name: 'macOS' }).focus();
    await page.keyboard.press('ArrowRight');
    expect((await tabsState(page))[2]!.selected).toBe('Linux');
    expect(errors).toEqual([]);
    await context.close();
  });
});
