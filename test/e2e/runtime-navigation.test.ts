/**
 * The client runtime's navigation in real Chromium against the built fixture site: in-place page swaps,
 * history keys, scroll (hash, top, back/forward restoration), the progress bar, the loading, load-error
 * and crash states, the full-load fallback, blocking, prefetch (and its 2g/save-data opt-out), .html
 * normalisation and the base-URL banner. One build, one server and one browser for the whole file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let site: ServedFixture['site'];
let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ site, server, browser, close } = await openServedFixture('basic'));
});

afterAll(() => close?.());

/** A fresh context (own storage) with a desktop viewport short enough for the fixture pages to scroll. */
async function openPage(route: string, options: { height?: number; init?: () => void; delayChunk?: string } = {}): Promise<{ page: Page; context: BrowserContext; chunks: string[]; warnings: string[]; errors: Error[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: options.height ?? 500 } });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const chunks: string[] = [];
  const warnings: string[] = [];
  const errors: Error[] = [];
  page.on('request', (r) => {
    if (isChunkRequest(r)) chunks.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e));
  if (options.delayChunk) await onChunk(page, options.delayChunk, delay(1200));
  await page.goto(server.url + route);
  // Marks this document: the mark survives an in-place swap and is gone after a full load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return { page, context, chunks, warnings, errors };
}

/** A route chunk is read out of the route's page, fetched by the runtime (a full load is a document request). */
const isChunkRequest = (r: Request) => r.resourceType() === 'fetch' && !/\.[a-z0-9]+$/i.test(new URL(r.url()).pathname);

/** Handles the runtime's fetches of one route's page (not a full load of it); returns the undo. */
async function onChunk(page: Page, route: string, handler: (route: Route) => Promise<void> | void): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === route;
  const handle = (r: Route) => (r.request().resourceType() === 'fetch' ? handler(r) : r.continue());
  await page.route(matches, handle);
  return () => page.unroute(matches, handle);
}

/** Answers a request only after `ms`, to make a chunk slow. */
const delay = (ms: number) => async (route: Route) => {
  await new Promise((r) => setTimeout(r, ms));
  await route.continue();
};

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const routeOf = (page: Page) => page.evaluate(() => document.getElementById('main-content')?.getAttribute('data-route'));
const waitForRoute = (page: Page, route: string) => page.waitForFunction((r) => document.getElementById('main-content')?.getAttribute('data-route') === r, route);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('in-place navigation', () => {
  test('a link click swaps content, title, head tags, sidebar state, breadcrumbs, TOC and prev/next without a page load', async () => {
    const { page, context, errors } = await openPage('/guide/getting-started');
    const before = await page.evaluate(() => history.state as { key: string; idx: number });
    expect(before.key).toMatch(/^[a-z0-9]{6}$/);

    await page.click('.pagination-next');
    await waitForRoute(page, '/guide/advanced/');
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/guide/advanced/');
    expect(await page.title()).toBe('Advanced topics | Fixture Docs');
    const head = await page.evaluate(() => ({
      canonical: document.querySelectorAll('link[rel=canonical]').length === 1 ? document.querySelector<HTMLLinkElement>('link[rel=canonical]')!.href : 'duplicated',
      ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
      alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => l.getAttribute('href')),
      keywords: document.querySelector('meta[name=keywords]')?.getAttribute('content') ?? null,
    }));
    expect(head.canonical).toBe('https://fixture.example/guide/advanced/');
    expect(head.ogUrl).toEqual(['https://fixture.example/guide/advanced/']);
    expect(head.alternates).toEqual(['https://fixture.example/guide/advanced/', 'https://fixture.example/guide/advanced/']);
    // Getting started had keywords; the new page has none, so none may linger.
    expect(head.keywords).toBeNull();

    const sidebar = await page.evaluate(() => ({
      current: [...document.querySelectorAll('#docs-sidebar [aria-current=page]')].map((a) => a.getAttribute('href')),
      active: [...document.querySelectorAll('#docs-sidebar a.active')].map((a) => a.getAttribute('href')),
      advancedOpen: document.querySelector('#docs-sidebar a[href="/guide/advanced/tuning"]')?.closest('details')?.open,
    }));
    expect(sidebar.current).toEqual(['/guide/advanced/']);
    expect(sidebar.active).toEqual(['/guide/advanced/']);
    expect(sidebar.advancedOpen).toBe(true);
    expect(await page.locator('.breadcrumbs [aria-current=page]').textContent()).toBe('Advanced');
    expect(await page.locator('.pagination-prev .pagination-label').textContent()).toBe('Getting started');

    const after = await page.evaluate(() => history.state as { key: string; idx: number });
    expect(after.key).toMatch(/^[a-z0-9]{6}$/);
    expect(after.key).not.toBe(before.key);
    expect(after.idx).toBe(before.idx + 1);

    // A standalone page hides the sidebar; back brings the docs page (and its sidebar) again.
    await page.evaluate(() => window.mistdocs!.navigate('/markdown-page'));
    await waitForRoute(page, '/markdown-page');
    expect(await page.locator('[data-sidebar-container]').isHidden()).toBe(true);
    expect(await page.locator('.navbar-link[data-sidebar-toggle]').getAttribute('class')).not.toContain('active');
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') !== '/markdown-page');
    expect(await page.locator('[data-sidebar-container]').isVisible()).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the history API: replace keeps the entry count, push adds one', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    const length = await page.evaluate(() => history.length);
    await page.evaluate(() => window.mistdocs!.navigate('/reference/streams', { replace: true }));
    await waitForRoute(page, '/reference/streams');
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.evaluate(() => window.mistdocs!.navigate('/reference/user-new'));
    await waitForRoute(page, '/reference/user-new');
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await page.goBack();
    await waitForRoute(page, '/reference/streams');
    await context.close();
  });

  test('after navigation the view is at the hash target, or at the top', async () => {
    const { page, context, chunks } = await openPage('/reference/user-new');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => window.mistdocs!.navigate('/guide/getting-started#play-a-stream'));
    await waitForRoute(page, '/guide/getting-started');
    const top = await page.evaluate(() => document.getElementById('play-a-stream')!.getBoundingClientRect().top);
    const navbar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(navbar - 1);
    expect(top).toBeLessThan(navbar + 40);

    await page.evaluate(() => window.mistdocs!.navigate('/reference/streams'));
    await waitForRoute(page, '/reference/streams');
    expect(await scrollY(page)).toBe(0);

    // A TOC link on the same page scrolls there without fetching anything.
    await page.evaluate(() => window.mistdocs!.navigate('/guide/getting-started'));
    await waitForRoute(page, '/guide/getting-started');
    const fetched = chunks.filter((c) => c === '/guide/getting-started').length;
    await page.locator('.toc .toc-link[href="#play-a-stream-1"]').click();
    await page.waitForFunction(() => Math.abs(document.getElementById('play-a-stream-1')!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom) < 40 || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1);
    expect(new URL(page.url()).hash).toBe('#play-a-stream-1');
    expect(chunks.filter((c) => c === '/guide/getting-started')).toHaveLength(fetched);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  test('back and forward restore the scroll position of each entry', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    await page.evaluate(() => window.mistdocs!.navigate('/reference/user-new'));
    await waitForRoute(page, '/reference/user-new');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);

    await page.goBack();
    await waitForRoute(page, '/guide/getting-started');
    expect(await scrollY(page)).toBe(700);
    await page.goForward();
    await waitForRoute(page, '/reference/user-new');
    expect(await scrollY(page)).toBe(300);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('unlisted pages', () => {
  test('an unlisted page shows its sidebar item only while it is the active page', async () => {
    const { page, context } = await openPage('/guide/advanced/hidden');
    const item = page.locator('#docs-sidebar a.menu-link[href="/guide/advanced/hidden"]');
    await expect(item.isVisible()).resolves.toBe(true);
    await page.locator('#docs-sidebar a.menu-link[href="/guide/advanced/tuning"]').click();
    await waitForRoute(page, '/guide/advanced/tuning');
    await expect(sameDocument(page)).resolves.toBe(true);
    await expect(item.isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('progress and page states', () => {
  test('the progress bar shows for a slow page change but never for a hash change', async () => {
    const { page, context } = await openPage('/guide/getting-started', { delayChunk: '/tags' });
    await page.evaluate(() => {
      const bar = document.querySelector('[data-progress]')!;
      (window as unknown as { progressShown: boolean }).progressShown = false;
      new MutationObserver(() => {
        if (bar.classList.contains('active')) (window as unknown as { progressShown: boolean }).progressShown = true;
      }).observe(bar, { attributes: true });
    });
    const shown = () => page.evaluate(() => (window as unknown as { progressShown: boolean }).progressShown);

    await page.locator('.toc .toc-link[href="#check-the-version"]').click();
    await page.waitForTimeout(500);
    expect(await shown()).toBe(false);
    expect(await page.locator('.spinner').count()).toBe(0);

    // Not awaited inside the page: navigate() resolves only once the page has been swapped.
    await page.evaluate(() => {
      void window.mistdocs!.navigate('/tags');
    });
    await page.waitForFunction(() => document.querySelector('[data-progress]')!.classList.contains('active'));
    // The old page stays (no spinner) while the progress bar runs.
    expect(await routeOf(page)).toBe('/guide/getting-started');
    expect(await page.locator('.spinner').count()).toBe(0);
    await waitForRoute(page, '/tags');
    await page.waitForFunction(() => !document.querySelector('[data-progress]')!.classList.contains('active'));
    await context.close();
  });

  test('a chunk that fails on a link click: a console warning, then a full load of the target', async () => {
    const { page, context, warnings } = await openPage('/guide/getting-started');
    await onChunk(page, '/reference/streams', (route) => route.abort());
    await page.evaluate(() => window.mistdocs!.navigate('/reference/streams#top'));
    await page.waitForURL(`${server.url}/reference/streams#top`);
    await page.waitForLoadState('load');
    expect(await sameDocument(page)).toBe(false);
    expect(await page.title()).toBe('Streams | Fixture Docs');
    expect(warnings.some((w) => w.includes('/reference/streams') && w.includes('could not be loaded'))).toBe(true);
    await context.close();
  });

  test('back to a page whose chunk is slow shows the spinner; one that fails shows the error with Retry', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    // Nothing may prefetch the first page's chunk: back must fetch it. One handler fails it, then makes it
    // slow: between taking one handler off and putting another on, a prefetch could fetch and keep it, and
    // Retry would then show no spinner (a fresh-clone CI run waited 30 s for it).
    let slow = false;
    await onChunk(page, '/guide/getting-started', (route) => (slow ? delay(1200)(route) : route.abort()));
    await page.evaluate(() => window.mistdocs!.navigate('/reference/user-new'));
    await waitForRoute(page, '/reference/user-new');

    await page.goBack();
    await page.locator('.load-error-state').waitFor();
    expect(await page.locator('.load-error-state').textContent()).toContain('could not be loaded');
    expect(new URL(page.url()).pathname).toBe('/guide/getting-started');

    slow = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.loading-state .spinner').waitFor();
    await waitForRoute(page, '/guide/getting-started');
    expect(await page.locator('.load-error-state, .loading-state').count()).toBe(0);
    expect(await page.locator('#main-content h1').first().textContent()).toBe('Getting started');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  test('a render failure shows the crash page; Try again clears it', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    const unroute = await onChunk(page, '/reference/streams', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Streams</title><p>Not a page of this site</p>' }));
    await page.evaluate(() => window.mistdocs!.navigate('/reference/streams'));
    await page.locator('.crash-state').waitFor();
    expect(await page.title()).toBe('Page Error');
    expect(await page.locator('.crash-state h1').textContent()).toBe('This page crashed.');
    expect(await page.locator('[data-crash-message]').textContent()).toContain('route chunk is malformed');
    expect(await page.locator('.crash-state').textContent()).toContain('Cause: received');

    // The reader points at the sidebar link while the crash page shows: a prefetch must not leave the bad chunk for Try again.
    await page.locator('#docs-sidebar a[href="/reference/streams"]').dispatchEvent('mouseover');
    await unroute();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('#main-content h1')?.textContent === 'Streams');
    expect(await page.locator('.crash-state').count()).toBe(0);
    expect(await page.title()).toBe('Streams | Fixture Docs');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('blocking a navigation', () => {
  test('a blocked navigation asks first: dismissing stays, accepting goes', async () => {
    const { page, context } = await openPage('/guide/getting-started');
    await page.evaluate(() => {
      (window as unknown as { unblock: () => void }).unblock = window.mistdocs!.block('Leave this page?');
    });
    const answers = [false, true];
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answers.shift() ? dialog.accept() : dialog.dismiss());
    });
    await page.click('.pagination-next');
    await page.waitForTimeout(300);
    expect(await routeOf(page)).toBe('/guide/getting-started');
    expect(new URL(page.url()).pathname).toBe('/guide/getting-started');
    await page.click('.pagination-next');
    await waitForRoute(page, '/guide/advanced/');
    expect(asked).toEqual(['Leave this page?', 'Leave this page?']);

    // Back while blocked and dismissed: the address returns to the page that stays.
    await page.evaluate(() => window.mistdocs!.block('Really go back?'));
    answers.push(false);
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => location.pathname === '/guide/advanced/' && (history.state as { idx: number }).idx === 1);
    expect(await routeOf(page)).toBe('/guide/advanced/');
    expect(asked).toEqual(['Leave this page?', 'Leave this page?', 'Really go back?']);
    await context.close();
  });
});

describe('prefetch', () => {
  test('hovering a link fetches its chunk once; the click then reuses it', async () => {
    const { page, context, chunks } = await openPage('/guide/getting-started');
    await page.waitForTimeout(300);
    const target = '/reference/user-new';
    expect(chunks).not.toContain(target); // Reference is collapsed: its links are not in view.
    await page.click('#docs-sidebar summary:has(.menu-label:text("Reference")), #docs-sidebar details:has(a[href="/reference/user-new"]) > summary');
    await page.hover('#docs-sidebar a[href="/reference/user-new"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/reference/user-new') && e.initiatorType === 'fetch'));
    await page.click('#docs-sidebar a[href="/reference/user-new"]');
    await waitForRoute(page, '/reference/user-new');
    expect(chunks.filter((c) => c === target)).toHaveLength(1);
    await context.close();
  });

  test('a link marked rel="external" (an address the site does not serve itself) is not fetched ahead; the same link unmarked is', async () => {
    const { page, context, chunks } = await openPage('/guide/getting-started');
    const target = '/reference/user-new';
    const link = (rel: string) =>
      page.evaluate(([href, r]) => {
        const a = document.createElement('a');
        a.href = href!;
        a.rel = r!;
        a.textContent = `to ${r || 'the page'}`;
        a.id = `probe-${r || 'plain'}`;
        document.getElementById('main-content')!.prepend(a);
      }, [target, rel]);
    await link('external');
    await page.hover('#probe-external');
    await page.waitForTimeout(600);
    expect(chunks).not.toContain(target);
    await link('');
    await page.hover('#probe-plain');
    await page.waitForFunction((t) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(t) && e.initiatorType === 'fetch'), target);
    expect(chunks).toContain(target);
    await context.close();
  });

  test('links in view are prefetched', async () => {
    const { page, context, chunks } = await openPage('/guide/getting-started');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/category/guide') && e.initiatorType === 'fetch'));
    expect(chunks).toContain('/category/guide');
    expect(chunks).not.toContain('/guide/getting-started'); // not the page itself
    await context.close();
  });

  for (const [name, connection] of [
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${name}, yet links still navigate`, async () => {
      const { page, context, chunks } = await openPage('/guide/getting-started', {
        init: new Function(`Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`) as () => void,
      });
      await page.hover('.pagination-next');
      await page.hover('.pagination-prev');
      await page.waitForTimeout(800);
      expect(chunks).toEqual([]);
      await page.click('.pagination-next');
      await waitForRoute(page, '/guide/advanced/');
      expect(chunks).toEqual(['/guide/advanced/']);
      await context.close();
    });
  }

  test('emulated 2g network conditions turn prefetch off', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await page.goto(server.url + '/guide/getting-started', { waitUntil: 'load' });
    // The connection turns slow while the page is open; Chromium then reports effectiveType '2g' (an RTT
    // above 1.4 s). Set before loading, the emulation no longer reaches the document in newer Chromium.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: 50_000, uploadThroughput: 20_000, connectionType: 'cellular2g' });
    const chunks: string[] = [];
    page.on('request', (r) => isChunkRequest(r) && chunks.push(r.url()));
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe('2g');
    await page.hover('.pagination-next');
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
    await context.close();
  });
});

describe('addresses', () => {
  test('a path ending in index.html or .html is normalised in the address bar', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Hosts that serve index.html as it is (our server redirects, so answer from the files directly).
    await page.route(/\/guide\/getting-started\/index\.html(\?|$)/, (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(path.join(site.outDir, 'guide/getting-started/index.html'), 'utf8') }));
    await page.goto(`${server.url}/guide/getting-started/index.html?x=1#install-it`);
    expect(await page.evaluate(() => location.pathname + location.search + location.hash)).toBe('/guide/getting-started?x=1#install-it');

    // A host that has no /x.html answers with the not-found page; the runtime opens /x instead.
    await page.route('**/reference/streams.html', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: readFileSync(path.join(site.outDir, '404.html'), 'utf8') }));
    await page.goto(`${server.url}/reference/streams.html`);
    await waitForRoute(page, '/reference/streams');
    expect(new URL(page.url()).pathname).toBe('/reference/streams');
    expect(await page.title()).toBe('Streams | Fixture Docs');
    await context.close();
  });

  test('the base-URL banner shows at the base path when the assets did not load, and only then', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const banner = page.locator('#base-url-issue-banner');
    await page.goto(server.url + '/');
    expect(await banner.count()).toBe(0);

    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(server.url + '/');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Current configured baseUrl = / (default value)');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)');

    await page.goto(server.url + '/guide/getting-started');
    await page.waitForLoadState('load');
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
