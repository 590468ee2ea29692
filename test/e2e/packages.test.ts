/**
 * The packages fixture in real Chromium, its islands hydrated with React and with Preact: an island
 * styled by a CSS module keeps its styles once hydrated (the elements the server rendered and those it
 * renders afterwards), class components of every shape packages ship hydrate and respond, a package's
 * own stylesheet applies, a blog post's island reads its post, and no page logs a problem.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openRecordedPage } from '../helpers/browser.js';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

/** What a reader sees of an element: the styles its CSS module sets, and its class. */
async function looks(page: Page, selector: string): Promise<Record<string, string>> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return { className: element.className, width: style.width, height: style.height, backgroundColor: style.backgroundColor, fontWeight: style.fontWeight };
  });
}

describe.each([
  ['React', 'site.config.ts'],
  ['Preact', 'site.preact.config.ts'],
])('packages fixture, islands hydrated with %s', (_runtime, configFile) => {
  let fixture: ServedFixture;
  let browser: Browser;
  beforeAll(async () => {
    fixture = await openServedFixture('packages', { configFile });
    browser = fixture.browser;
  });
  afterAll(() => fixture?.close());

  test('an island styled by a CSS module looks the same before and after hydration, and what it renders afterwards is styled too', async () => {
    // As the server rendered it: the page without JavaScript.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await still.newPage();
    await serverPage.goto(`${fixture.server.url}/docs/packages`);
    const before = await looks(serverPage, '[data-icon="first"]');
    const buttonBefore = await looks(serverPage, '.icon-toggle button');
    await still.close();
    expect(before).toMatchObject({ width: '24px', height: '24px', backgroundColor: 'rgb(255, 0, 0)' });
    expect(buttonBefore.fontWeight).toBe('700');

    const { page, problems, close } = await openRecordedPage(browser);
    await page.goto(`${fixture.server.url}/docs/packages`);
    // A click before hydration does nothing; once hydrated, the island renders a second icon.
    await expect.poll(async () => (await page.click('.icon-toggle button'), await page.locator('[data-icon="second"]').count()), { timeout: 10_000 }).toBe(1);
    expect(await looks(page, '[data-icon="first"]')).toEqual(before);
    expect(await looks(page, '[data-icon="second"]')).toEqual(before);
    // Re-rendered by the island, the button keeps its class and its style.
    expect(await page.locator('.icon-toggle button').innerText()).toBe('Fewer icons');
    expect(await looks(page, '.icon-toggle button')).toMatchObject({ className: buttonBefore.className, fontWeight: '700' });
    // The static badge's module has a class of the same name and keeps its own style.
    expect(await page.locator('span', { hasText: 'stable' }).evaluate((e) => getComputedStyle(e).borderTopColor)).toBe('rgb(0, 0, 255)');
    expect(problems).toEqual([]);
    await close();
  });

  test('a carousel compiled to ES5 hydrates, mounts and moves; its package stylesheet applies; the ES module entry of a dual package renders', async () => {
    const { page, problems, close } = await openRecordedPage(browser);
    await page.goto(`${fixture.server.url}/docs/packages`);
    const carousel = page.locator('.legacy-carousel');
    expect(await carousel.evaluate((e) => getComputedStyle(e).borderTopColor)).toBe('rgb(0, 128, 0)');
    // componentDidMount ran in the browser.
    await expect.poll(() => carousel.getAttribute('data-mounted'), { timeout: 10_000 }).toBe('yes');
    await page.click('.legacy-carousel-next');
    expect(await page.locator('.legacy-carousel-slide').innerText()).toBe('Second slide');
    expect(await page.locator('.legacy-carousel-status').innerText()).toBe('2 of 3');
    expect(await page.locator('.video-embed').getAttribute('data-entry')).toBe('module');
    expect(problems).toEqual([]);
    await close();
  });

  test("a blog post's island reads its post with useBlogPost in the browser as on the server", async () => {
    const { page, problems, close } = await openRecordedPage(browser);
    await page.goto(`${fixture.server.url}/blog/2024/04/02/second-release`);
    const button = page.locator('.post-info button');
    expect(await button.innerText()).toBe('Second release: 0 likes');
    await expect.poll(async () => (await button.click(), await button.innerText()), { timeout: 10_000 }).not.toBe('Second release: 0 likes');
    expect(await button.innerText()).toMatch(/^Second release: \d+ likes$/);
    expect(problems).toEqual([]);
    await close();
  });

  test('class components of every shape packages ship (Babel, Babel loose, TypeScript, Reflect.construct, native) hydrate and count', async () => {
    const { page, problems, close } = await openRecordedPage(browser);
    await page.goto(`${fixture.server.url}/docs/classes`);
    for (const [kind, label] of [['babel', 'Babel'], ['loose', 'Babel loose'], ['typescript', 'TypeScript'], ['reflect', 'Babel Reflect'], ['native', 'Native class']]) {
      const button = page.locator(`.class-counter[data-kind="${kind}"]`);
      expect(await button.innerText()).toBe(`${label}: 0`);
      // Clicked until hydrated: from then on each click counts once.
      await expect.poll(async () => (await button.click(), await button.innerText()), { timeout: 10_000 }).not.toBe(`${label}: 0`);
      const counted = Number((await button.innerText()).split(': ')[1]);
      await button.click();
      expect(await button.innerText()).toBe(`${label}: ${counted + 1}`);
    }
    // The class component without lifecycle or handler is HTML only.
    expect(await page.locator('mistdocs-island .static-label').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
