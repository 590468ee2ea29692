/**
 * The docusaurus-settings fixture in real Chromium: what a reader sees of a Docusaurus site's settings.
 * The navbar logo is sized by its height as Docusaurus sizes it (a 160x32 wordmark is 2rem high and keeps
 * its shape, not squeezed into a square), a link styled as an Infima button is not underlined, and the
 * footer logo takes the size the site's CSS gives Infima's `.footer__logo`. Navbar
 * items of types the site registers in src/theme/NavbarItem/ComponentTypes show as its components drew
 * them, the interactive one working once hydrated, and in the mobile menu; inside a dropdown too (opened,
 * and among the menu's links on a phone); and one that reads the location shows the page it is drawn
 * on, after an in-place navigation as well.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await openServedFixture('docusaurus-settings');
}, 90_000);
afterAll(() => fixture?.close());

/** Errors the page throws or logs, but failed loads of the analytics scripts the fixture names (elsewhere, out of this machine's reach). */
function collectErrors(page: import('playwright-core').Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' && !/^Failed to load resource/.test(m.text()) ? errors.push(m.text()) : undefined));
  return errors;
}

/** A page at `route` on a phone-sized screen, its menu opened by the navbar's toggle; close `phone` when done. */
async function phoneMenuOn(route: string) {
  const phone = await fixture.browser.newContext({ viewport: { width: 400, height: 800 } });
  const small = await phone.newPage();
  await small.goto(fixture.server.url + route);
  await small.locator('[data-mobile-toggle]').click();
  return { phone, small };
}

describe('a Docusaurus site’s settings in Chromium', () => {
  test('the wordmark logo is 2rem high and as wide as its shape, and a button link is not underlined', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(fixture.server.url + '/');
    const logo = page.locator('.navbar-logo');
    await logo.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
    const box = await logo.boundingBox();
    expect(box!.height).toBe(32);
    expect(box!.width).toBe(160);
    const button = page.getByRole('link', { name: 'Get started' });
    expect(await button.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
    // A plain link in the text is still underlined.
    expect(await page.getByRole('link', { name: 'the untitled page' }).evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    // The footer logo is sized by the site's CSS for Infima's `.footer__logo`, as in its Docusaurus build (not 160 px wide as the file is).
    const footerLogo = page.locator('footer img[alt="Settings footer logo"]');
    await footerLogo.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
    expect(await footerLogo.boundingBox()).toMatchObject({ width: 50, height: 50 });
    await context.close();
  });

  test("the site's own navbar items show as its components draw them; the one with state counts clicks", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The analytics scripts the fixture names are elsewhere, out of this machine's reach: their failed loads are not the page's errors.
    page.on('console', (m) => (m.type() === 'error' && !/^Failed to load resource/.test(m.text()) ? errors.push(m.text()) : undefined));
    await page.goto(fixture.server.url + '/');
    const community = page.locator('.navbar-left .community-navbar-item');
    await expect.poll(() => community.isVisible()).toBe(true);
    expect(await community.textContent()).toBe('Community (42)');
    expect(await community.getAttribute('href')).toBe('/blog');
    const stars = page.locator('.navbar-right button.stars-navbar-item');
    expect(await stars.textContent()).toBe('Stars: 3');
    // Hydrated: a click changes the count (before hydration it would do nothing).
    await expect
      .poll(async () => {
        await stars.click();
        return stars.textContent();
      })
      .toMatch(/^Stars: [4-9]$/);
    expect(errors).toEqual([]);
    await context.close();
    // On a phone, in the menu the toggle opens (on a page without a docs sidebar, whose panel it opens on).
    const { phone, small } = await phoneMenuOn('/blog');
    const entry = small.locator('.mobile-menu .menu-custom a.menu-link');
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await entry.textContent()).toBe('Community (42)');
    await phone.close();
  });

  test("the site's own items inside a dropdown show when it is opened, on a phone among the menu's links", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(fixture.server.url + '/untitled');
    const release = page.locator('.navbar .links-dropdown .version-navbar-item');
    const here = page.locator('.navbar .links-dropdown .here-navbar-item');
    // Closed, the dropdown's entries are not seen.
    expect(await release.isVisible()).toBe(false);
    await page.locator('.navbar .links-dropdown summary').click();
    await expect.poll(() => release.isVisible()).toBe(true);
    // Drawn as a dropdown entry: Docusaurus gives the component isDropdownItem there.
    expect(await release.textContent()).toBe('Release 2.1');
    expect(await release.getAttribute('class')).toContain('dropdown__link');
    expect(await here.isVisible()).toBe(true);
    expect(await here.textContent()).toBe('VS Code (on /untitled)');
    expect(await here.getAttribute('class')).toContain('dropdown__link');
    // Following it (in place) marks it active on its page, the dropdown's island drawn again there.
    await here.click();
    await page.waitForURL(/\/editors\/vscode$/);
    await expect.poll(() => page.locator('.navbar .links-dropdown .here-navbar-item.here-navbar-item--active').textContent()).toBe('VS Code (on /editors/vscode)');
    expect(errors).toEqual([]);
    await context.close();

    const { phone, small } = await phoneMenuOn('/blog');
    const menu = small.locator('.mobile-menu [data-panel-main]');
    await expect.poll(() => menu.locator('.version-navbar-item').isVisible()).toBe(true);
    expect(await menu.locator('.version-navbar-item').textContent()).toBe('Release 2.1');
    // With mobile as well as isDropdownItem: a menu entry, among the dropdown's other link.
    expect(await menu.locator('.version-navbar-item').getAttribute('class')).toContain('menu__link');
    const entries = await menu.locator('.menu-list a.menu-link, .menu-list .version-navbar-item, .menu-list .here-navbar-item').allTextContents();
    expect(entries.slice(0, 4)).toEqual(['Blog', 'Untitled page', 'Release 2.1', 'VS Code (on /blog)']);
    await phone.close();
  });

  test('an item that reads the location shows the page it is on, and marks itself active below its address, after an in-place navigation too', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const news = page.locator('.navbar-left .here-navbar-item').first();
    await page.goto(fixture.server.url + '/');
    expect(await news.textContent()).toBe('News (on /)');
    expect(await news.getAttribute('aria-current')).toBeNull();
    // Another page, loaded in full: the server drew the item for it.
    await page.goto(fixture.server.url + '/blog');
    expect(await news.textContent()).toBe('News (on /blog)');
    expect(await news.getAttribute('aria-current')).toBe('page');
    // In place (the navbar stays): once hydrated, it follows the reader to a post below /blog.
    await expect.poll(() => page.evaluate(() => document.querySelector('.navbar-left mistdocs-island') !== null && (window as unknown as { mistdocs?: unknown }).mistdocs !== undefined)).toBe(true);
    const stars = page.locator('.navbar-right button.stars-navbar-item');
    await expect
      .poll(async () => {
        await stars.click();
        return stars.textContent();
      })
      .toMatch(/^Stars: [4-9]$/);
    const counted = await stars.textContent();
    const post = page.locator('main a[href^="/blog/20"]').first();
    const target = await post.getAttribute('href');
    await post.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => news.textContent()).toBe(`News (on ${target})`);
    expect(await news.getAttribute('class')).toContain('here-navbar-item--active');
    // Items that do not read the page keep their state across the navigation, as in Docusaurus.
    expect(await stars.textContent()).toBe(counted);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => news.textContent()).toBe('News (on /blog)');
    await page.locator('.navbar-brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => news.textContent()).toBe('News (on /)');
    expect(await news.getAttribute('aria-current')).toBeNull();
    // At an address its HTML was not rendered for (a trailing slash, the 404 page at any address) it hydrates
    // without a mismatch, then shows the address.
    await page.goto(fixture.server.url + '/blog/');
    await expect.poll(() => news.textContent()).toBe('News (on /blog/)');
    expect(await page.goto(fixture.server.url + '/no/such/page').then((r) => r?.status())).toBe(404);
    await expect.poll(() => news.textContent()).toBe('News (on /no/such/page)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
