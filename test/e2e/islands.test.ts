/**
 * Site components in real Chromium, on the components fixture: a counter island counts after a full
 * load, after in-place navigation and after going back; pages without islands load no island code; the
 * React home page at /; customCss's primary colour; ThemedImage following the colour mode; a component
 * printing the titles of the docs it links; and no hydration warning on any page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openRecordedPage } from '../helpers/browser.js';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let server: ServedFixture['server'];
let browser: Browser;
let close: ServedFixture['close'] | undefined;

beforeAll(async () => {
  ({ server, browser, close } = await openServedFixture('components'));
});
afterAll(() => close?.());

const openPage = () => openRecordedPage(browser);

const counter = (page: Page) => page.locator('mistdocs-island button');
/** Clicks the counter until it shows `text`: a click before hydration is not counted, as on any server-rendered page. */
async function clickUntil(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await counter(page).click(), await counter(page).innerText()), { timeout: 10_000 }).toBe(text);
}

describe('islands', () => {
  test('a counter island counts after a full load, after in-place navigation, and again after going back', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(`${server.url}/docs/counter`);
    expect(await counter(page).innerText()).toBe('Count: 1');
    await clickUntil(page, 'Count: 2');
    await counter(page).click();
    expect(await counter(page).innerText()).toBe('Count: 3');
    // Away in place (the runtime swaps the main column) and back by a link: a fresh island that counts.
    await page.click('.markdown a[href="/docs/"]');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/');
    expect(await page.locator('mistdocs-island').count()).toBe(0);
    await page.click('.navbar a[href="/docs/counter"]');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    expect(await counter(page).innerText()).toBe('Count: 1');
    await clickUntil(page, 'Count: 2');
    // Back to the introduction and forward again by history.
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/');
    await page.goForward();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    await clickUntil(page, 'Count: 2');
    // Its children (Markdown) are the server's HTML, hydrated in place.
    expect(await page.locator('mistdocs-island mistdocs-slot strong').innerText()).toBe('counted');
    expect(problems).toEqual([]);
    await close();
  });

  test('a client:visible island hydrates when it scrolls into view, a client:idle one once the browser is idle', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(`${server.url}/docs/later`);
    const idle = page.locator('mistdocs-island[data-hydrate="idle"] button');
    const visible = page.locator('mistdocs-island[data-hydrate="visible"] button');
    await expect.poll(async () => (await idle.evaluate((b: HTMLElement) => b.click()), await idle.innerText()), { timeout: 10_000 }).toBe('Count: 8');
    await page.waitForLoadState('networkidle');
    // Out of view, a click reaches the server's HTML only.
    await visible.evaluate((b: HTMLElement) => b.click());
    expect(await visible.innerText()).toBe('Count: 5');
    await visible.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await visible.click(), await visible.innerText()), { timeout: 10_000 }).toMatch(/^Count: [67]$/);
    expect(problems).toEqual([]);
    await close();
  });

  test('a page without islands loads the runtime alone; the islands runtime comes with the first page that has one', async () => {
    const { page, scripts, problems, close } = await openPage();
    await page.goto(`${server.url}/docs/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('/islands/'))).toEqual([]);
    await page.click('.navbar a[href="/docs/counter"]');
    await clickUntil(page, 'Count: 2');
    expect(scripts.filter((s) => s.includes('/islands/')).map((s) => s.replace(/-[A-Z0-9]+\.js$/, ''))).toEqual(expect.arrayContaining(['/assets/js/islands/islands', '/assets/js/islands/Counter']));
    expect(problems).toEqual([]);
    await close();
  });

  test('no page of the fixture logs a hydration warning or any other problem', async () => {
    for (const route of ['/', '/about', '/go', '/docs/', '/docs/counter', '/docs/linked', '/docs/later']) {
      const { page, problems, close } = await openPage();
      await page.goto(server.url + route);
      await page.waitForLoadState('networkidle');
      expect({ route, problems }).toEqual({ route, problems: [] });
      await close();
    }
  });
});

describe('React pages, styles and the client API', () => {
  test('the React home page renders at / with its hero, feature cards and Layout title', async () => {
    const { page, close } = await openPage();
    await page.goto(server.url + '/');
    expect(await page.title()).toBe('Home | Components Fixture');
    expect(await page.locator('main h1').innerText()).toBe('Components Fixture');
    expect(await page.locator('main h3').allInnerTexts()).toEqual(['Components', 'Islands']);
    expect(await page.locator('main svg[aria-label="Fixture logo"] circle').count()).toBe(1);
    await page.click('main a[href="/docs/counter"]');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    await close();
  });

  test('customCss sets the primary colour the theme and the components use', async () => {
    const { page, close } = await openPage();
    await page.goto(server.url + '/docs/counter');
    const colours = await page.evaluate(() => ({
      accent: getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
      link: getComputedStyle(document.querySelector('.markdown a')!).color,
      border: getComputedStyle(document.querySelector('mistdocs-island > div')!).borderTopColor,
    }));
    expect(colours).toEqual({ accent: '#c2185b', link: 'rgb(194, 24, 91)', border: 'rgb(194, 24, 91)' });
    await close();
  });

  test("an MDX page's CSS module and stylesheet style its elements, apart from a component's module of the same file name", async () => {
    const { page, problems, close } = await openPage();
    await page.goto(server.url + '/docs/styled');
    const styleOf = (selector: string) =>
      page.locator(selector).first().evaluate((e) => {
        const s = getComputedStyle(e);
        return { border: `${s.borderTopWidth} ${s.borderTopStyle}`, color: s.color, spacing: s.letterSpacing, fontStyle: s.fontStyle };
      });
    // The page's `.counter` and `.note` (Counter.module.css beside the page) and its global `.plain-spaced`.
    expect(await styleOf('.markdown > div[class]')).toMatchObject({ border: '3px dashed' });
    expect(await styleOf('.markdown > p[class]')).toMatchObject({ color: 'rgb(0, 0, 200)', spacing: '2px', fontStyle: 'normal' });
    // The Counter component's own Counter.module.css, on the same page, keeps its look, before and after hydration.
    const island = 'mistdocs-island > div';
    expect(await styleOf(island)).toMatchObject({ border: '2px solid' });
    await expect.poll(async () => (await page.locator('mistdocs-island button').click(), await page.locator('mistdocs-island button').innerText()), { timeout: 10_000 }).toBe('Count: 3');
    expect(await styleOf(island)).toMatchObject({ border: '2px solid' });
    expect(problems).toEqual([]);
    await close();
  });

  test('ThemedImage shows the image of the colour mode, and the other after the mode changes', async () => {
    const { page, close } = await openPage();
    await page.goto(server.url + '/docs/linked');
    const shown = () => page.$$eval('img.themed-image', (imgs) => imgs.filter((i) => (i as HTMLElement).offsetParent !== null).map((i) => i.getAttribute('src')));
    expect(await shown()).toEqual(['/img/light.svg']);
    await page.click('[data-color-toggle]');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await shown()).toEqual(['/img/dark.svg']);
    await close();
  });

  test('a React page\'s <Head> sets its description; useLocation reads the query and useHistory navigates in place', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(`${server.url}/go?from=test`);
    expect(await page.title()).toBe('Go | Components Fixture');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Where the router goes.');
    await expect.poll(() => page.locator('main output').innerText()).toBe('?from=test');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.click('main button');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/counter');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A page with one counter island.');
    expect(problems).toEqual([]);
    await close();
  });

  test('a component calling useDocsVersion prints the titles of the docs it links, and reads customFields', async () => {
    const { page, close } = await openPage();
    await page.goto(server.url + '/docs/linked');
    expect(await page.locator('ul.doc-titles a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Introduction', '/docs/'],
      ['Counter', '/docs/counter'],
    ]);
    expect(await page.locator('p.greeting').innerText()).toBe('Hello from customFields (Components Fixture)');
    await close();
  });
});

describe('navbar and footer as Docusaurus has them', () => {
  test('a navbar dropdown opens by click and by keyboard, lists its doc and links, and closes with Escape', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(server.url + '/docs/');
    const dropdown = page.locator('.navbar details.links-dropdown');
    const links = () => dropdown.locator('a.dropdown-link').evaluateAll((as) => as.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]));
    expect(await links()).toEqual([]);
    await dropdown.locator('summary').click();
    expect(await links()).toEqual([
      ['Linked docs', '/docs/linked', null],
      ['About', '/about', null],
      ['Community', 'https://example.com/community', '_blank'],
    ]);
    await page.keyboard.press('Escape');
    expect(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // By keyboard: focus the toggle, open it with Enter, Tab to the first link and follow it in place.
    await dropdown.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Linked docs');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/docs/linked');
    expect(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('navbar and footer HTML items are the HTML they give, and the footer shows its logo', async () => {
    const { page, close } = await openPage();
    await page.goto(server.url + '/docs/');
    expect(await page.locator('.navbar .navbar-html .navbar-badge').innerText()).toBe('beta');
    expect(await page.locator('footer .footer-html a.footer-badge').getAttribute('href')).toBe('https://example.com/netlify');
    const logo = page.locator('footer .footer-logo');
    expect(await logo.getAttribute('src')).toBe('/img/logo.svg');
    expect(await logo.getAttribute('alt')).toBe('Fixture company');
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await close();
  });
});
