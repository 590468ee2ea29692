/**
 * In Chromium: pages of a site with odd file names are reached through their sidebar links (in place and
 * loaded whole), and nothing a page wrote in an attribute runs script.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { writeOddSite } from '../helpers/odd-site.js';
import { serve } from '../helpers/site.js';

let dir: string;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  dir = await writeOddSite();
  await buildSite({ cwd: dir, outDir: path.join(dir, 'build') });
  server = await serve(path.join(dir, 'build'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('odd file names and unsafe attributes', () => {
  test('every sidebar link leads to its page, loaded whole and in place', async () => {
    const page = await browser.newPage();
    const titles: string[] = [];
    // Inner sits in a closed category: it is reached by the home page's link to it.
    for (const [label, where] of [['A hash B', '.sidebar-container'], ['Hundred percent', '.sidebar-container'], ['A question B', '.sidebar-container'], ['Inner', 'main']]) {
      await page.goto(server.url + '/');
      const link = page.locator(`${where} a`, { hasText: label === 'Inner' ? 'deep' : label }).first();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, label!);
      titles.push(await page.locator('main h1').innerText());
      const response = await page.goto(server.url + href);
      expect(response?.status(), href).toBe(200);
      expect(await page.locator('main h1').innerText()).toBe(label!);
    }
    expect(titles).toEqual(['A hash B', 'Hundred percent', 'A question B', 'Inner']);
    await page.close();
  });

  test('no javascript: URL or string event handler survives (raw HTML read as a browser reads it: `alt="a>b" onerror=...`), and clicking runs nothing', async () => {
    const page = await browser.newPage();
    for (const route of ['/', '/handlers', '/raw-html']) {
      await page.goto(server.url + route);
      // An image that fails to load fires its error event: a handler left in raw HTML would run now.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const unsafe = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value.replace(/[\t\n\r]/g, ''))).map((a) => `${el.tagName} ${a.name}`),
        ),
      );
      expect(unsafe, route).toEqual([]);
      // Each link, button and image clicked as a reader would (a link with a javascript: address would run it).
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('main a, main button, main img')) {
          el.addEventListener('click', (event) => event.preventDefault(), { once: true });
          // An SVG link has no click(): a click event does for it what a reader's click does.
          if (typeof el.click === 'function') el.click();
          else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
      });
      expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran), route).toBeUndefined();
    }
    await page.close();
  });
});
