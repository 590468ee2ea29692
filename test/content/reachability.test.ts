/**
 * The built manual without JavaScript: starting at the home page and following only the site's own
 * navigation (the sidebar, category cards, the navbar and footer, and tag links), a reader reaches
 * every page of the site. Pages carry only part of the sidebar (closed categories are links to their
 * category pages, long lists are cut to a window), so this is what keeps every page findable. Links
 * written in the pages' Markdown are not followed: they are not what makes a page reachable.
 *
 * The sidebar alone must do as much for the pages it lists, cards aside.
 *
 * Chromium's own HTML parser reads every page (DOMParser runs no scripts, as a browser with JavaScript
 * off does not; links under a hidden element do not count); then a JavaScript-off browser clicks one
 * such path through a closed category, as a reader would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { serve } from '../helpers/site.js';
import type { SidebarItem } from '../../src/shared/types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The site's own navigation, wherever a page has it. */
const NAVIGATION = ['#docs-sidebar a', 'a.card-link', '.navbar a', '.footer a', '.doc-footer a[rel="tag"]', '.tags-group a', '.tag-doc-list a', 'a.tags-all-link'].join(', ');

let outDir: string;
let built: BuildResult;
let server: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-reachability-'));
  built = await buildSite({ cwd: root, outDir });
  server = await serve(outDir);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Same page, whatever the trailing slash. */
const key = (route: string) => (route === '/' ? '/' : route.replace(/\/$/, ''));

/** Pages reached from the home page by following the links `selector` finds, in the HTML as a browser without JavaScript has it. */
async function crawl(selector: string): Promise<{ seen: Set<string>; failed: string[]; stubs: number }> {
  const page = await browser.newPage();
  // Any document of the site's origin without scripts of its own will do to run the crawl from.
  await page.goto(`${server.url}/llms.txt`);
  const result = await page.evaluate(async (selector) => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const failed: string[] = [];
    let stubs = 0;
    const key = (route: string) => (route === '/' ? '/' : route.replace(/\/$/, ''));
    while (queue.length) {
      const route = queue.shift()!;
      const response = await fetch(route);
      if (!response.ok) failed.push(`${route} (${response.status})`);
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      stubs += doc.querySelectorAll('#docs-sidebar details[data-sb-lazy]').length;
      for (const a of doc.querySelectorAll(selector)) {
        const href = a.getAttribute('href');
        if (href === null || a.closest('[hidden]')) continue;
        const url = new URL(href, new URL(route, location.origin));
        if (url.origin !== location.origin || /\.\w+$/.test(url.pathname)) continue;
        if (!seen.has(key(url.pathname))) {
          seen.add(key(url.pathname));
          queue.push(url.pathname);
        }
      }
    }
    return { seen: [...seen], failed, stubs };
  }, selector);
  await page.close();
  return { ...result, seen: new Set(result.seen) };
}

it('reaches every page from the home page by links alone, with JavaScript off', async () => {
  const { seen, failed, stubs } = await crawl(NAVIGATION);
  expect(failed).toEqual([]);
  // Every page of the site but search (a form leads there), unlisted docs (listed nowhere on purpose) and
  // standalone Markdown pages, which stand outside the docs' navigation (a site links them from its
  // navbar or footer when it wants them found; the manual's one page about its own conventions is not).
  const unlisted = new Set(built.model.docs.filter((d) => d.unlisted).map((d) => key(d.route)));
  const pages = built.model.routes.filter((r) => r.kind !== 'search' && r.kind !== 'page' && !unlisted.has(key(r.path))).map((r) => key(r.path));
  expect(pages.length).toBeGreaterThan(500);
  expect(pages.filter((route) => !seen.has(route))).toEqual([]);
  // The crawl went through closed categories, not a sidebar that lists everything.
  expect(stubs).toBeGreaterThan(0);
});

it('reaches every page the sidebar lists through the sidebar alone', async () => {
  const listed: string[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.href && !item.linkUnlisted) listed.push(key(item.href));
        walk(item.items);
      } else if (!item.unlisted && item.href.startsWith('/')) listed.push(key(item.href));
    }
  };
  for (const sidebar of built.model.version.sidebars) walk(sidebar.items);
  expect(listed.length).toBeGreaterThan(250);
  const { seen } = await crawl('#docs-sidebar a');
  expect(listed.filter((route) => !seen.has(route))).toEqual([]);
});

it('takes a reader without JavaScript through a closed category to its pages', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
  // A closed category the page carries without its items: its caret is hidden, its label is a link.
  const stub = sidebar.locator('li.menu-category:has(> details[data-sb-lazy])').first();
  const categoryPage = await stub.locator('> a').getAttribute('href');
  expect(await stub.locator('> details').isVisible()).toBe(false);
  await stub.locator('> a').click();
  expect(new URL(page.url()).pathname).toBe(categoryPage);
  // Its page lists its items: the category's sidebar list in full, and cards when it is a generated index.
  const items = page.getByRole('navigation', { name: 'Docs sidebar', exact: true }).locator('a[aria-current="page"]').locator('xpath=..').locator('> details > ul > li > a');
  expect(await items.count()).toBeGreaterThan(0);
  const first = items.first();
  const target = await first.getAttribute('href');
  await first.click();
  expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(target!.replace(/\/$/, ''));
  expect(await page.getByRole('navigation', { name: 'Docs sidebar', exact: true }).locator('a[aria-current="page"]').getAttribute('href')).toBe(target);
  await context.close();
});
