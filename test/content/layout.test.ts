/**
 * The manual's own pages in Chromium: on a 375 px phone no page scrolls sideways, and at 1280 px no
 * sidebar label runs under the sidebar's edge. API and trigger names are long single words, so a
 * heading or label that cannot break shows up here and nowhere else.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { serve } from '../helpers/site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let outDir: string;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-manual-'));
  await buildSite({ cwd: root, outDir });
  server = await serve(outDir);
  browser = await launchBrowser();
  // Every page in the sitemap but the tag pages, which are lists of the same titles.
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((r) => !r.startsWith('/tags/'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the manual’s layout', () => {
  it('never scrolls sideways on a 375 px phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const sideways: string[] = [];
    for (const route of routes) {
      await page.goto(server.url + route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) sideways.push(`${route} (${overflow} px)`);
    }
    await page.close();
    expect(routes.length).toBeGreaterThan(200);
    expect(sideways).toEqual([]);
  }, 180_000);

  it('shows every sidebar label whole at 1280 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/mistserver/integration/triggers/list/PUSH_OUT_START`);
    // The page carries only part of the sidebar: put the rest in place as a reader would, opening each
    // category sent without its items and asking for more on each cut list, until nothing is missing.
    for (let round = 0; round < 10; round++) {
      const asked = await page.evaluate(() => {
        const targets = [...document.querySelectorAll<HTMLElement>('#docs-sidebar details[data-sb-lazy]:not([aria-busy]) > summary, #docs-sidebar a[data-sb-more]')];
        for (const target of targets) target.click();
        return targets.length;
      });
      if (asked === 0) break;
      await page.waitForFunction(() => !document.querySelector('#docs-sidebar [aria-busy], #docs-sidebar a[data-sb-more]'));
    }
    // Open every category, then look for labels wider than their link.
    await page.evaluate(() => document.querySelectorAll('#docs-sidebar details').forEach((d) => d.setAttribute('open', '')));
    const clipped = await page.evaluate(() => [...document.querySelectorAll('#docs-sidebar a')].filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent));
    const labels = await page.locator('#docs-sidebar a').count();
    await page.close();
    expect(labels).toBeGreaterThan(200);
    expect(clipped).toEqual([]);
  });
});
