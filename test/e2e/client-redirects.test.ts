/**
 * Client redirects in real Chromium, on the redirects fixture (served under its base URL /site/): an old
 * URL lands on the new page with the reader's query and hash, a redirect whose target names its own
 * section lands there, and the pages made from `createRedirects` and the extensions lead on too.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../src/dev/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildFixture } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: ReturnType<typeof createStaticServer>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  site = await buildFixture('redirects');
  server = createStaticServer({ root: site.outDir, baseUrl: '/site/' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await site?.cleanup();
});

async function land(path: string): Promise<{ url: string; heading: string }> {
  const page = await browser.newPage();
  await page.goto(url + path);
  await page.waitForURL((u) => !u.pathname.includes('old-intro') && !u.pathname.includes('setup-2019') && !u.pathname.includes('tutorials') && !u.pathname.endsWith('.htm') && !u.pathname.endsWith('/legacy'));
  await page.waitForSelector('main h1');
  const result = { url: page.url().slice(url.length), heading: await page.locator('main h1').first().innerText() };
  await page.close();
  return result;
}

describe('client redirects', () => {
  it('takes an old URL to the new page, keeping the query and the hash', async () => {
    expect(await land('/site/docs/old-intro?from=mail#install')).toEqual({ url: '/site/docs/intro?from=mail#install', heading: 'Intro' });
  });

  it("takes an old URL to the section its target names, without the reader's hash", async () => {
    expect(await land('/site/docs/setup-2019#other')).toEqual({ url: '/site/docs/guides/setup#configure', heading: 'Setup' });
  });

  it('leads on from the pages createRedirects, fromExtensions and toExtensions made', async () => {
    expect((await land('/site/docs/tutorials/setup')).url).toBe('/site/docs/guides/setup');
    expect((await land('/site/docs/intro.htm')).url).toBe('/site/docs/intro');
    expect((await land('/site/docs/legacy')).url).toBe('/site/docs/legacy.html');
  });
});
