/**
 * serve --watch with site components, in Chromium: editing a component (an island), a React page or a
 * component's stylesheet under the site's src/ rebuilds the pages that use it and reloads them.
 */
import type { Browser } from 'playwright-core';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { save, watchFixture, type WatchedSite } from '../helpers/watch.js';

let site: WatchedSite;
let browser: Browser;

beforeAll(async () => {
  site = await watchFixture('components');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('site components under serve --watch', () => {
  test('editing a component reloads the page that uses it with the change, still an island', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.server.url}/docs/counter`);
    expect(await page.locator('mistdocs-island button').innerText()).toBe('Count: 1');
    const file = path.join(site.dir, 'src/components/Counter.tsx');
    const source = await readFile(file, 'utf8');
    const reloaded = page.waitForEvent('load');
    const report = await site.rebuildAfter(() => save(file, source.replace('Count: {count}', 'Clicks: {count}')));
    // Only the pages that use the counter (later.mdx has two, styled.mdx one beside its own CSS module).
    expect(report.pages).toEqual(['/docs/counter', '/docs/later', '/docs/styled']);
    await reloaded;
    expect(await page.locator('mistdocs-island button').innerText()).toBe('Clicks: 1');
    await expect.poll(async () => (await page.locator('mistdocs-island button').click(), await page.locator('mistdocs-island button').innerText()), { timeout: 10_000 }).toBe('Clicks: 2');
    await page.close();
  });

  test('editing a React page and a CSS module reloads the page with both changes', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.server.url}/`);
    const pageFile = path.join(site.dir, 'src/pages/index.tsx');
    let reloaded = page.waitForEvent('load');
    await site.rebuildAfter(async () => save(pageFile, (await readFile(pageFile, 'utf8')).replace('See the counter', 'Try the counter')));
    await reloaded;
    expect(await page.locator('main a[href="/docs/counter"]').innerText()).toBe('Try the counter');
    const cssFile = path.join(site.dir, 'src/pages/index.module.css');
    reloaded = page.waitForEvent('load');
    await site.rebuildAfter(async () => save(cssFile, (await readFile(cssFile, 'utf8')).replace('padding: 3rem 1rem;', 'padding: 5rem 1rem;')));
    await reloaded;
    expect(await page.locator('main header').evaluate((h) => getComputedStyle(h).paddingTop)).toBe('80px');
    await page.close();
  });
});
