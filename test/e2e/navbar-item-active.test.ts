/**
 * A site's own navbar item drawn with `@theme/NavbarItem/DefaultNavbarItem`, in real Chromium: it marks itself
 * active as Docusaurus's NavLink does (Docusaurus's `navbar__link--active`), on its page and below it, or by
 * its activeBaseRegex; the server drew it so for each page without an island, and the runtime marks it again
 * after an in-place navigation, in the navbar and in the mobile menu.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedSite, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;

beforeAll(async () => {
  const files: Record<string, string> = {
    'site.config.ts': `export default {
  title: 'Active',
  url: 'https://active.example',
  navbar: {
    items: [
      { type: 'custom-link', label: 'Guides', to: '/guides', position: 'left' },
      { type: 'custom-link', label: 'Reference', to: '/reference/intro', activeBaseRegex: '^/reference', position: 'left' },
    ],
  },
};
`,
    'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';\nfunction LinkItem(props) { return <DefaultNavbarItem {...props} className=\"own-item\" />; }\nexport default { ...ComponentTypes, 'custom-link': LinkItem };\n",
    'content/docs/index.md': '# Home\n\n[To the guides](/guides)\n',
    'content/docs/guides/index.md': '# Guides\n\n[Guide one](/guides/one)\n',
    'content/docs/guides/one.md': '# One\n\n[The reference](/reference/other)\n',
    'content/docs/reference/intro.md': '# Intro\n\n[Back home](/)\n',
    'content/docs/reference/other.md': '# Other\n\n[Back home](/)\n',
  };
  fixture = await openServedSite('navbar-active', files);
  expect(fixture.site.diagnostics).toEqual([]);
}, 90_000);
afterAll(() => fixture?.close());

describe('a navbar item drawn with DefaultNavbarItem', () => {
  test('is active on its page and below it, by its regex, after in-place navigations too', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The site has no favicon: the browser's own request for /favicon.ico is not the page's error.
    page.on('console', (m) => (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') ? errors.push(m.text()) : undefined));
    const guides = page.locator('.navbar-left a.own-item', { hasText: 'Guides' });
    const reference = page.locator('.navbar-left a.own-item', { hasText: 'Reference' });
    const menuReference = page.locator('[data-panel-main] a.own-item', { hasText: 'Reference' });
    /** Which of the two navbar links are marked, as the class Docusaurus gives and aria-current. */
    const marked = async () => {
      const out: string[] = [];
      for (const [name, link] of [['Guides', guides], ['Reference', reference]] as const) {
        const cls = (await link.getAttribute('class')) ?? '';
        if (cls.includes('navbar__link--active')) out.push(`${name}${(await link.getAttribute('aria-current')) === 'page' ? ' (current)' : ''}`);
      }
      return out;
    };

    await page.goto(fixture.server.url + '/guides');
    expect(await marked()).toEqual(['Guides (current)']);
    // Drawn by the server for the page, not an island: the page loads no islands code.
    expect(await page.locator('mistdocs-island').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { mistdocs?: unknown }).mistdocs !== undefined)).toBe(true);
    // In place (a marker set on the window survives): below /guides it stays active.
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await page.locator('main a', { hasText: 'Guide one' }).click();
    await page.waitForURL((url) => url.pathname === '/guides/one');
    await expect.poll(() => page.locator('h1').textContent()).toBe('One');
    expect(await marked()).toEqual(['Guides (current)']);
    // To a page its regex matches, not its `to`: the reference is active, the guides no longer.
    await page.locator('main a', { hasText: 'The reference' }).click();
    await page.waitForURL((url) => url.pathname === '/reference/other');
    await expect.poll(() => marked()).toEqual(['Reference (current)']);
    expect(await menuReference.getAttribute('class')).toContain('menu__link--active');
    await page.locator('main a', { hasText: 'Back home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => marked()).toEqual([]);
    expect(await menuReference.getAttribute('class')).not.toContain('menu__link--active');
    // Back through the history, in place too.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/reference/other');
    await expect.poll(() => marked()).toEqual(['Reference (current)']);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
