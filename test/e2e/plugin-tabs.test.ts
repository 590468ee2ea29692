/**
 * Tabs a site's remark plugins insert, in real Chromium, on the plugin-jsx fixture: npm2yarn's
 * package-manager tabs (in a Markdown page, synced by their groupId) and a tab-block plugin's code tabs
 * switch as tabs the author wrote do, the author's `queryString` tabs beside them still read the
 * address, and the component another plugin inserts renders.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture | undefined;

beforeAll(async () => {
  fixture = await openServedFixture('plugin-jsx');
});
afterAll(() => fixture?.close());

/** The selected tab and the visible panel text of each Tabs block on the page, in order. */
const tabsState = (page: Page) =>
  page.$$eval('.tabs', (blocks) =>
    blocks.map((block) => ({
      selected: block.querySelector('.tab[aria-selected="true"]')?.textContent ?? null,
      visible: [...block.querySelectorAll<HTMLElement>(':scope > .tab-panel')].filter((p) => p.offsetParent !== null).map((p) => p.querySelector('code')?.innerText.trim() ?? p.innerText.trim()),
    })),
  );

describe('tabs inserted by remark plugins', () => {
  it("npm2yarn's tabs switch on a click, and the page's other npm2yarn block follows its groupId", async () => {
    const context = await fixture!.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(`${fixture!.server.url}/docs/install`);
    await page.waitForSelector('.tabs.tabs-ready');
    expect(await tabsState(page)).toEqual([
      { selected: 'npm', visible: ['npm install relay'] },
      { selected: 'npm', visible: ['npm run relay -- --port 8080'] },
    ]);
    await page.locator('.tabs').nth(1).getByRole('tab', { name: 'Yarn' }).click();
    expect(await tabsState(page)).toEqual([
      { selected: 'Yarn', visible: ['yarn add relay'] },
      { selected: 'Yarn', visible: ['yarn relay --port 8080'] },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a tab-block plugin's code tabs switch, next to the author's queryString tabs, and the inserted component renders", async () => {
    const context = await fixture!.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fixture!.server.url}/docs/examples?os=mac`);
    await page.waitForSelector('.tabs.tabs-ready');
    expect(await tabsState(page)).toEqual([
      { selected: 'macOS', visible: ['Uses kqueue.'] },
      { selected: 'JavaScript', visible: ["const relay = require('relay');"] },
    ]);
    await page.locator('.tabs').nth(1).getByRole('tab', { name: 'TypeScript' }).click();
    expect((await tabsState(page))[1]).toEqual({ selected: 'TypeScript', visible: ["import relay from 'relay';"] });
    expect(await page.locator('h2#streaming-beta .badge-beta').innerText()).toBe('beta since 2.0');
    expect(await page.locator('main').innerText()).not.toMatch(/import Tabs|import Beta/);
    await context.close();
  });
});
