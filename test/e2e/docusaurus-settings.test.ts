/**
 * The docusaurus-settings fixture in real Chromium: what a reader sees of a Docusaurus site's settings.
 * The navbar logo is sized by its height as Docusaurus sizes it (a 160x32 wordmark is 2rem high and keeps
 * its shape, not squeezed into a square), and a link styled as an Infima button is not underlined.
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
    await context.close();
  });
});
