/**
 * Islands hydrated with Preact (`islands: { runtime: 'preact' }`), on the components fixture built with
 * that one change: the counter counts after a full load and after in-place navigation, the router and
 * the site context work, no page logs a problem, and no island page loads React.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openRecordedPage } from '../helpers/browser.js';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;
let browser: Browser;

beforeAll(async () => {
  fixture = await openServedFixture('components', { configFile: 'site.preact.config.ts' });
  browser = fixture.browser;
});
afterAll(() => fixture?.close());

const openPage = () => openRecordedPage(browser);

const counter = (page: Page) => page.locator('mistdocs-island button');

describe('islands hydrated with Preact', () => {
  test('the counter counts after a full load and after in-place navigation, and its page loads no React', async () => {
    const { page, problems, scripts, close } = await openPage();
    await page.goto(`${fixture.server.url}/docs/counter`);
    await expect.poll(async () => (await counter(page).click(), await counter(page).innerText()), { timeout: 10_000 }).toBe('Count: 2');
    await counter(page).click();
    expect(await counter(page).innerText()).toBe('Count: 3');
    await page.click('.markdown a[href="/docs/"]');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/');
    await page.click('.navbar a[href="/docs/counter"]');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    await expect.poll(async () => (await counter(page).click(), await counter(page).innerText()), { timeout: 10_000 }).toBe('Count: 2');
    await page.waitForLoadState('networkidle');
    // React's client announces itself in its code; Preact's does not carry it.
    const code = await Promise.all([...new Set(scripts)].map((s) => readFile(path.join(fixture.site.outDir, s), 'utf8')));
    expect(code.some((c) => c.includes('react.dev/errors') || c.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'))).toBe(false);
    expect(scripts.some((s) => s.includes('/islands/'))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('useHistory navigates in place and useLocation reads the query; no page logs a problem', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(`${fixture.server.url}/go?from=preact`);
    await expect.poll(() => page.locator('main output').innerText()).toBe('?from=preact');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.click('main button');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    for (const route of ['/', '/about', '/docs/linked']) {
      await page.goto(fixture.server.url + route);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.locator('p.greeting').innerText()).toBe('Hello from customFields (Components Fixture)');
    expect(problems).toEqual([]);
    await close();
  });
});
