/**
 * The docusaurus-settings fixture in real Chromium: what a reader sees of a Docusaurus site's settings.
 * The navbar logo is sized by its height as Docusaurus sizes it (a 160x32 wordmark is 2rem high and keeps
 * its shape, not squeezed into a square), a link styled as an Infima button is not underlined, and the
 * footer logo takes the size the site's CSS gives Infima's `.footer__logo`. Navbar
 * items of types the site registers in src/theme/NavbarItem/ComponentTypes show as its components drew
 * them, the interactive one working once hydrated, and in the mobile menu.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await openServedFixture('docusaurus-settings');
}, 90_000);
afterAll(() => fixture?.close());

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
    const phone = await fixture.browser.newContext({ viewport: { width: 400, height: 800 } });
    const small = await phone.newPage();
    await small.goto(fixture.server.url + '/blog');
    await small.locator('[data-mobile-toggle]').click();
    const entry = small.locator('.mobile-menu .menu-custom a.menu-link');
    await expect.poll(() => entry.isVisible()).toBe(true);
    expect(await entry.textContent()).toBe('Community (42)');
    await phone.close();
  });
});
