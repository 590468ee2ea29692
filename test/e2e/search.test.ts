import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPagesOf } from '../../src/pipeline/search-index.js';
import { buildIndex } from '../../src/search/build-index.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { hitOf } from '../../src/search/index-format.js';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let site: ServedFixture['site'];
let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;
let page: Page;

beforeAll(async () => {
  ({ site, server, browser, close } = await openServedFixture('basic'));
  page = await browser.newPage();
});

afterAll(() => close?.());

const box = () => page.locator('[data-search-input]');
const options = () => page.locator('.search-suggestions [role=option].search-hit');

async function fresh(path = '/'): Promise<string[]> {
  const requested: string[] = [];
  page.removeAllListeners('request');
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(server.url + path);
  return requested;
}

describe('navbar search', () => {
  it('loads the index only on first use, then suggests as you type with highlighted terms', async () => {
    const requested = await fresh('/');
    expect(requested.some((p) => p.includes('search-index'))).toBe(false);
    expect(await box().getAttribute('data-search-state')).toBeNull();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
    await page.keyboard.type('instal');
    await options().first().waitFor();
    expect(await box().getAttribute('data-search-state')).toBe('done');
    // The first file once, then the pieces each keystroke's words need (term shards) and the pages it shows, each once.
    const index = requested.filter((p) => p.includes('search-index'));
    expect(index.filter((p) => p.endsWith('/search-index.json'))).toHaveLength(1);
    const shards = index.filter((p) => /\/t\d+\.json$/.test(p));
    const pages = index.filter((p) => /\/p\d+\.json$/.test(p));
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeGreaterThanOrEqual(await options().count());
    expect(new Set(index).size).toBe(index.length);
    const first = options().first();
    expect(await first.locator('.search-hit-title').textContent()).toMatch(/Install/);
    expect(await first.locator('mark').first().textContent()).toMatch(/^instal/i);
    expect(await options().count()).toBeLessThanOrEqual(8);
    expect(await page.locator('.search-see-all').getAttribute('href')).toBe('/search?q=instal');
  });

  it('moves with the arrow keys, closes on Escape and opens the chosen hit with its terms highlighted', async () => {
    await fresh('/');
    await box().click();
    await page.keyboard.type('stream');
    await options().first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await options().nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await options().nth(1).getAttribute('id'));
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-suggestions').isHidden()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await options().first().waitFor();
    await page.keyboard.press('ArrowDown');
    const href = (await options().first().getAttribute('href'))!;
    // The word typed, not every word it begins ('streamkey', 'streaming'...).
    expect(new URL(href, server.url).searchParams.getAll('_highlight')).toEqual(['stream']);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.has('_highlight'));
    await page.locator('mark.search-highlight').first().waitFor();
    expect((await page.locator('mark.search-highlight').first().textContent())!.toLowerCase()).toMatch(/^stream/);
  });

  it('shows each page once, in the order the engine ranks them, linked at its best section', async () => {
    const entry = buildIndex(searchPagesOf(site.model, site.rendered), site.config.search);
    const engine = createSearchEngine(entry);
    await fresh('/');
    for (const query of ['stream', 'install version', 'user session', 'tuning buffer', 'markdown links', 'viewer address']) {
      const expected = engine.search(`${query} `, 8).ranked.map((r) => {
        const hit = hitOf(entry, r.section)!;
        return hit.u + hit.h;
      });
      expect(expected.length, query).toBeGreaterThan(0);
      await box().fill(`${query} `);
      // The rows of the last query replace the previous ones once its pieces of the index have loaded.
      const rows = () => options().evaluateAll((els) => els.map((a) => { const u = new URL((a as HTMLAnchorElement).href); return u.pathname + u.hash; }));
      await expect.poll(rows, { timeout: 5000 }).toEqual(expected);
      const shown = await rows();
      expect(new Set(shown.map((u) => u.split('#')[0])).size, query).toBe(shown.length);
    }
  });

  it('finds the page a misspelt word means, and its link highlights the word found, not the typo', async () => {
    await fresh('/');
    await box().click();
    await page.keyboard.type('bufers');
    await options().first().waitFor();
    const href = (await options().first().getAttribute('href'))!;
    expect(new URL(href, server.url).pathname).toBe('/guide/advanced/tuning');
    expect(new URL(href, server.url).searchParams.getAll('_highlight')).toEqual([expect.stringMatching(/^buffer/)]);
  });

  it('refuses an index on another origin', async () => {
    await fresh('/');
    await box().evaluate((el) => el.setAttribute('data-index-url', 'https://elsewhere.example/search-index.json'));
    await box().click();
    await page.keyboard.type('stream');
    await page.locator('.search-suggestions .search-empty').waitFor();
    expect(await page.locator('.search-suggestions .search-empty').textContent()).toContain('Unexpected version url');
  });
});

describe('search page', () => {
  it('shows results with their count on direct load, and No results when nothing matches', async () => {
    await fresh('/search?q=stream');
    await page.locator('[data-search-results] li').first().waitFor();
    const n = await page.locator('[data-search-results] li').count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(50);
    expect(await page.locator('[data-search-status]').textContent()).toBe(`${n} result${n === 1 ? '' : 's'} for “stream”`);
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe('stream');

    await page.locator('[data-search-page-input]').fill('qwertyuiop');
    await page.locator('[data-search-page-input]').press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent === 'No results');
    expect(await page.locator('[data-search-results] li').count()).toBe(0);

    await page.goBack();
    await page.waitForFunction(() => (document.querySelector('[data-search-page-input]') as HTMLInputElement).value === 'stream');
    await page.locator('[data-search-results] li').first().waitFor();
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent === 'No results');
  });

  it('never runs markup from the query, the results or the highlight terms', async () => {
    const payloads = ['<img src=x onerror="window.__xss=1">', '"><script>window.__xss=1</script>', '<svg onload=window.__xss=1>', "javascript:window.__xss=1"];
    await fresh('/');
    await box().click();
    for (const p of payloads) {
      await box().fill(p);
      await page.locator('.search-see-all').waitFor();
      expect(await page.locator('.search-suggestions img, .search-suggestions script, .search-suggestions svg').count()).toBe(0);
    }
    for (const p of payloads) {
      await fresh(`/search?q=${encodeURIComponent(p)}`);
      await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent !== '');
      expect(await page.locator('.search-page img, .search-page script:not([src]), .search-page svg').count()).toBe(0);
      await fresh(`/guide/getting-started?_highlight=${encodeURIComponent(p)}&_highlight=install`);
      await page.locator('mark.search-highlight').first().waitFor();
    }
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // The payload text shows as text.
    await fresh(`/search?q=${encodeURIComponent(payloads[0]!)}`);
    await page.waitForFunction(() => /results?( for|$)/.test(document.querySelector('[data-search-status]')?.textContent ?? ''));
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe(payloads[0]);
    const status = (await page.locator('[data-search-status]').textContent())!;
    expect(status === 'No results' || status.endsWith(`for “${payloads[0]}”`)).toBe(true);
  });
});
