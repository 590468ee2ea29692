/**
 * The theme in real Chromium against the built fixture site: layout at 375 px and 1280 px, every page
 * kind (and the runtime's loading, load-error and crash states), the no-JavaScript case, and axe-core
 * in both colour modes. One build, one server and one browser for the whole file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CrashState } from '../../src/render/layouts/states.js';
import { renderStateTemplates } from '../../src/render/render-page.js';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One route per page kind of the spec. */
const PAGE_KINDS = [
  { kind: 'home', path: '/' },
  { kind: 'doc item', path: '/guide/getting-started' },
  { kind: 'reference doc with facts', path: '/reference/user-new' },
  { kind: 'category generated index', path: '/category/guide' },
  { kind: 'tags list', path: '/tags' },
  { kind: 'tag page', path: '/tags/hls' },
  { kind: 'markdown page', path: '/markdown-page' },
  { kind: 'search page', path: '/search' },
  { kind: 'not-found page (catch-all)', path: '/no/such/page' },
] as const;

const STATES = renderStateTemplates({ lang: 'en' });
const CRASH_WITH_DETAILS = renderToStaticMarkup(createElement(CrashState, { site: { lang: 'en' }, details: { message: 'Cannot read properties of undefined', causes: ['Route chunk is malformed'] } }));
const STATE_HTML = { loading: STATES.loading, 'load error': STATES.loadError, crash: CRASH_WITH_DETAILS } as const;

let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ server, browser, close } = await openServedFixture('basic'));
});

afterAll(() => close?.());

async function newContext(options: { width: number; mode?: 'light' | 'dark'; javaScript?: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width, height: 900 }, javaScriptEnabled: options.javaScript ?? true, reducedMotion: 'reduce' });
  if (options.mode) await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), options.mode);
  return context;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(server.url + path);
}

/** Replaces the main column with a runtime state, as the runtime does. */
async function showState(page: Page, html: string): Promise<void> {
  await open(page, '/guide/getting-started');
  await page.evaluate((markup) => {
    document.querySelector('main')!.innerHTML = markup;
  }, html);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`);
  });
  return violations;
}

describe('desktop layout (1280 px)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext({ width: 1280 });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  test('navbar: logo to the product site, left links, external ones in a new tab, then source link, language, version, colour toggle and search', async () => {
    await open(page, '/guide/getting-started');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('.navbar-brand').getAttribute('href')).resolves.toBe('https://fixture.example/home');
    const left = nav.locator('.navbar-left');
    await expect(left.getByRole('link', { name: 'Documentation' }).isVisible()).resolves.toBe(true);
    const download = left.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('rel')).toContain('noopener');
    expect(await left.getByRole('link', { name: 'Documentation' }).getAttribute('target')).toBeNull();

    const right = nav.locator('.navbar-right');
    const github = right.getByRole('link', { name: 'Source code on GitHub' });
    expect(await github.isVisible()).toBe(true);
    expect(await github.getAttribute('href')).toBe('https://github.com/example/fixture');
    expect((await right.locator('.locale-dropdown > summary').innerText()).trim()).toBe('English');
    expect((await right.locator('.version-dropdown > summary').innerText()).trim()).toBe('Next');
    expect(await right.locator('[data-color-toggle]').isVisible()).toBe(true);
    expect(await right.getByLabel('Search the documentation').isVisible()).toBe(true);
    // Everything on the right sits right of everything on the left.
    const leftBox = (await left.boundingBox())!;
    const rightBox = (await right.boundingBox())!;
    expect(rightBox.x).toBeGreaterThan(leftBox.x + leftBox.width);
    expect(await page.locator('.navbar-toggle').isVisible()).toBe(false);
  });

  test('sidebar marks the active page, opens its ancestors, keeps other categories closed and hides unlisted items', async () => {
    await open(page, '/guide/advanced/tuning');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
    expect(await sidebar.isVisible()).toBe(true);
    const active = sidebar.locator('a[aria-current="page"]');
    expect(await active.count()).toBe(1);
    expect(await active.innerText()).toBe('Tuning');
    const ancestorsOpen = await active.evaluate((a) => {
      const out: boolean[] = [];
      for (let el = a.parentElement; el; el = el.parentElement) if (el.tagName === 'DETAILS') out.push((el as HTMLDetailsElement).open);
      return out;
    });
    expect(ancestorsOpen).toEqual([true, true]);
    expect(await sidebar.locator('details:not([open])').count()).toBeGreaterThan(0);
    expect(await sidebar.getByRole('link', { name: 'Hidden page' }).count()).toBe(0);

    await open(page, '/guide/advanced/hidden');
    const hidden = page.getByRole('navigation', { name: 'Docs sidebar', exact: true }).getByRole('link', { name: 'Hidden page' });
    expect(await hidden.isVisible()).toBe(true);
    expect(await hidden.getAttribute('aria-current')).toBe('page');
  });

  test('doc page: breadcrumbs, one h1, TOC on the right, heading anchors, doc footer, prev/next, footer, announcement bar', async () => {
    await open(page, '/guide/getting-started');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual(['', 'Guide', 'Getting started']);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe('Getting started');
    expect(await crumbs.getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/category/guide');

    expect(await page.locator('h1').count()).toBe(1);
    const toc = page.getByRole('navigation', { name: 'On this page' }).first();
    expect(await toc.isVisible()).toBe(true);
    expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
    const article = (await page.locator('article.doc').boundingBox())!;
    const tocBox = (await toc.boundingBox())!;
    const sidebarBox = (await page.locator('.sidebar-container').boundingBox())!;
    expect(tocBox.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(sidebarBox.x + sidebarBox.width).toBeLessThanOrEqual(article.x);
    // h2 and h3 in the TOC, h3 nested under its h2.
    expect(await toc.locator('a[href="#install-it"]').count()).toBe(1);
    expect(await toc.locator('ul ul a[href="#check-the-version"]').count()).toBe(1);

    const anchor = page.locator('h2#install-it a.hash-link');
    expect(await anchor.getAttribute('href')).toBe('#install-it');
    expect(await anchor.getAttribute('aria-label')).toBe('Direct link to Install');

    expect(await page.getByRole('button', { name: 'Copy code to clipboard' }).count()).toBeGreaterThan(0);
    const edit = page.getByRole('link', { name: 'Edit this page' });
    expect(await edit.getAttribute('href')).toBe('https://github.com/example/fixture/edit/main/content/docs/guide/getting-started.md');
    expect(await page.locator('.doc-footer a[rel="tag"]').allInnerTexts()).toEqual(expect.arrayContaining(['install', 'streams']));

    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.locator('a[rel="prev"]').count() + (await pager.locator('a[rel="next"]').count())).toBeGreaterThan(0);

    const footer = page.locator('footer.footer');
    expect(await footer.getByRole('heading', { name: 'Docs' }).isVisible()).toBe(true);
    expect(await footer.innerText()).toContain('Fixture footer text.');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.innerText()).toContain('Fixture announcement.');
    expect(await bar.getByRole('button', { name: 'Close the announcement' }).isVisible()).toBe(true);
    // Its link in the bar's own colour, underlined, not in the link colour.
    const link = bar.getByRole('link', { name: 'Read more' });
    const styles = await link.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a.parentElement!).color, getComputedStyle(a).textDecorationLine]);
    expect(styles[0]).toBe(styles[1]);
    expect(styles[2]).toBe('underline');
  });

  test('the first Tab shows the skip link, which moves focus to the main content', async () => {
    await open(page, '/guide/getting-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  test('reference facts render code spans from front matter as <code>', async () => {
    await open(page, '/reference/user-new');
    const facts = page.locator('section.facts');
    expect(await facts.getByRole('row', { name: /Response action/ }).innerText()).toContain('A negative reply refuses the session.');
    expect(await facts.locator('table.facts-payload tbody tr').count()).toBe(2);
    expect(await facts.innerText()).not.toContain('`');
  });

  test('page kinds: category cards, tags by letter with counts, tag page, standalone page, search shell, not found', async () => {
    await open(page, '/category/guide');
    expect(await page.locator('h1').innerText()).toBe('Guide');
    const cards = page.locator('.card-link');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const gettingStarted = cards.filter({ hasText: 'Getting started' });
    expect(await gettingStarted.innerText()).toContain('Install the fixture server and play a first stream.');

    await open(page, '/tags');
    expect(await page.locator('h1').innerText()).toBe('Tags');
    const letters = await page.locator('.tags-group h2').allInnerTexts();
    expect(letters).toEqual([...letters].sort());
    const hls = page.locator('.tags-group a.tag', { hasText: 'hls' }).first();
    expect(await hls.getAttribute('href')).toBe('/tags/hls');
    expect(Number(await hls.locator('.tag-count').innerText())).toBeGreaterThan(0);

    await open(page, '/tags/hls');
    const heading = await page.locator('h1').innerText();
    expect(heading).toMatch(/^\d+ docs? tagged with "hls"$/i);
    const n = Number(heading.split(' ')[0]);
    expect(await page.locator('.tag-doc-list > li').count()).toBe(n);
    expect(await page.getByRole('link', { name: 'View all tags' }).getAttribute('href')).toBe('/tags');

    await open(page, '/markdown-page');
    expect(await page.locator('h1').innerText()).toBe('Markdown page');
    expect(await page.locator('.sidebar-container').isVisible()).toBe(false);

    await open(page, '/search');
    expect(await page.getByRole('search').last().getByRole('button', { name: 'Search' }).isVisible()).toBe(true);

    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
  });

  test('runtime states: spinner of 128 x 110 px, load error with Retry, crash page with message, causes and Try again', async () => {
    await showState(page, STATE_HTML.loading);
    const spinner = page.locator('main .spinner');
    expect(await spinner.boundingBox()).toMatchObject({ width: 128, height: 110 });
    expect(await page.getByRole('status').innerText()).toContain('Loading');

    await showState(page, STATE_HTML['load error']);
    expect(await page.getByRole('alert').innerText()).toContain('could not be loaded');
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    await showState(page, STATE_HTML.crash);
    const crash = page.getByRole('alert');
    expect(await crash.getAttribute('data-document-title')).toBe('Page Error');
    expect(await crash.getByRole('heading', { level: 1 }).innerText()).toBe('This page crashed.');
    expect(await crash.innerText()).toContain('Cannot read properties of undefined');
    expect(await crash.innerText()).toContain('Cause: Route chunk is malformed');
    expect(await crash.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    // The empty template the runtime fills shows no empty boxes.
    await showState(page, STATES.crash);
    expect(await page.locator('.crash-message').isVisible()).toBe(false);
  });

  test('every page kind has exactly one h1 and no skipped heading levels', async () => {
    for (const { kind, path } of PAGE_KINDS) {
      await open(page, path);
      const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
      expect(levels.filter((l) => l === 1), kind).toHaveLength(1);
      expect(levels[0], kind).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]!, `${kind}: heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    }
  });
});

describe('mobile layout (375 px)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext({ width: 375 });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  test('hamburger instead of the left links and sidebar; the TOC collapses above the content', async () => {
    await open(page, '/guide/getting-started');
    const toggle = page.getByRole('button', { name: 'Open the navigation menu' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await page.locator('.navbar-left').isVisible()).toBe(false);
    expect(await page.locator('.sidebar-container').isVisible()).toBe(false);
    expect(await page.locator('.toc-col').isVisible()).toBe(false);
    const mobileToc = page.locator('details.toc-mobile');
    expect(await mobileToc.isVisible()).toBe(true);
    expect(await mobileToc.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect((await mobileToc.boundingBox())!.y).toBeLessThan((await page.locator('h1').boundingBox())!.y);
    expect(await page.locator('.navbar').getByLabel('Search the documentation').isVisible()).toBe(true);
  });

  test('the mobile menu holds the main menu and the docs sidebar with a Back to main menu button', async () => {
    await open(page, '/guide/getting-started');
    const menu = page.locator('#mobile-menu');
    await page.locator('[data-mobile-toggle]').click();
    expect(await menu.getAttribute('data-panel')).toBe('docs');
    const back = menu.getByRole('button', { name: 'Back to main menu' });
    expect(await back.isVisible()).toBe(true);
    // The page's one docs sidebar is moved into the menu while it is open.
    const docs = menu.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await page.locator('nav.sidebar').count()).toBe(1);
    expect(await docs.locator('a[aria-current="page"]').innerText()).toBe('Getting started');
    expect(await menu.getByRole('link', { name: 'Download' }).isVisible()).toBe(false);

    await menu.evaluate((m) => m.setAttribute('data-panel', 'main'));
    expect(await back.isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Download' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Source code on GitHub' }).isVisible()).toBe(true);
    expect(await menu.locator('.locale-dropdown > summary').innerText()).toContain('English');
    const panel = (await menu.locator('.mobile-menu-panel').boundingBox())!;
    expect(panel.width).toBeLessThanOrEqual(375);
  });

  test('no page kind scrolls sideways', async () => {
    for (const { kind, path } of PAGE_KINDS) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, kind).toBeLessThanOrEqual(0);
    }
  });
});

describe('without JavaScript', () => {
  for (const width of [375, 1280]) {
    describe(`at ${width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await newContext({ width, javaScript: false });
        page = await context.newPage();
      });
      afterAll(() => context.close());

      test('every page kind is readable in the default dark mode and every internal link answers', async () => {
        const checked = new Map<string, number>();
        for (const { kind, path } of PAGE_KINDS) {
          await open(page, path);
          expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.dataset.theme]), kind).toEqual(['no-js', 'dark']);
          expect(await page.locator('h1').isVisible(), kind).toBe(true);
          const links = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('#')[0]!));
          for (const link of new Set(links)) {
            if (!checked.has(link)) checked.set(link, (await context.request.get(server.url + link)).status());
            expect(checked.get(link), `${kind} links to ${link}`).toBe(200);
          }
        }
        expect(checked.size).toBeGreaterThan(10);
      });

      test('the top-bar links are reachable and the no-op buttons are hidden', async () => {
        await open(page, '/guide/getting-started');
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link', { name: 'Documentation' }).isVisible()).toBe(true);
        expect(await nav.getByRole('link', { name: 'Download' }).isVisible()).toBe(true);
        expect(await nav.getByRole('link', { name: 'Source code on GitHub' }).isVisible()).toBe(true);
        expect(await page.locator('[data-color-toggle]').isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: 'Open the navigation menu' }).isVisible()).toBe(false);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });

      test('the sidebar shows the active path open, and closed categories and dropdowns open natively', async () => {
        await open(page, '/guide/getting-started');
        const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
        expect(await sidebar.isVisible()).toBe(true);
        expect(await sidebar.locator('a[aria-current="page"]').isVisible()).toBe(true);
        const reference = sidebar.locator('summary', { hasText: 'Reference' });
        const streams = sidebar.getByRole('link', { name: 'Streams' });
        expect(await streams.isVisible()).toBe(false);
        await reference.click();
        expect(await streams.isVisible()).toBe(true);

        const version = page.getByRole('navigation', { name: 'Main' }).locator('.version-dropdown');
        await version.locator('summary').click();
        expect(await version.getByRole('link', { name: 'Next' }).isVisible()).toBe(true);
        if (width === 375) {
          const toc = page.locator('details.toc-mobile');
          await toc.locator('summary').click();
          expect(await toc.getByRole('link', { name: 'Install' }).isVisible()).toBe(true);
        }
      });
    });
  }
});

describe('axe-core finds no violations', () => {
  for (const mode of ['dark', 'light'] as const) {
    describe(`${mode} mode`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await newContext({ width: 1280, mode });
        page = await context.newPage();
      });
      afterAll(() => context.close());

      test('on every page kind', async () => {
        for (const { kind, path } of PAGE_KINDS) {
          await open(page, path);
          expect(await page.evaluate(() => document.documentElement.dataset.theme), kind).toBe(mode);
          expect(await axeViolations(page), kind).toEqual([]);
        }
      });

      test('on the loading, load-error and crash states', async () => {
        for (const [state, html] of Object.entries(STATE_HTML)) {
          await showState(page, html);
          expect(await axeViolations(page), state).toEqual([]);
        }
      });

      test('on the open mobile menu and the open mobile TOC at 375 px', async () => {
        const mobile = await newContext({ width: 375, mode });
        try {
          const p = await mobile.newPage();
          await open(p, '/guide/getting-started');
          await p.locator('details.toc-mobile > summary').click();
          expect(await axeViolations(p), 'mobile TOC').toEqual([]);
          await p.locator('details.toc-mobile > summary').click();
          await p.locator('[data-mobile-toggle]').click();
          expect(await axeViolations(p), 'mobile menu (docs panel)').toEqual([]);
          await p.locator('#mobile-menu').evaluate((m) => m.setAttribute('data-panel', 'main'));
          expect(await axeViolations(p), 'mobile menu (main panel)').toEqual([]);
        } finally {
          await mobile.close();
        }
      });
    });
  }
});
