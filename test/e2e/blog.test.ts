/**
 * The blog fixture in real Chromium: the paginated list (newer/older links), tag and author pages, the
 * recent-posts sidebar and a post's neighbours, each reached by clicking, in place (the document stays)
 * with JavaScript and as plain pages without it. One build, one server and one browser for the file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  fixture = await openServedFixture('blog');
}, 90_000);
afterAll(() => fixture?.close());

async function open(route: string, javaScript = true): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(fixture.server.url + route);
  if (javaScript) await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return page;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const postTitles = (page: Page) => page.locator('.blog-post-excerpt .blog-post-title').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;

describe('blog in Chromium', () => {
  test('the list pages through its posts, two a page, newest first, in place', async () => {
    const page = await open('/blog');
    expect(await postTitles(page)).toEqual(['Dated by its folders', 'Dated in front matter']);
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/page/2`);
    expect(await postTitles(page)).toEqual(['A guest post', 'An MDX post']);
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/page/3`);
    expect(await postTitles(page)).toEqual(['Welcome']);
    expect(await page.getByRole('link', { name: 'Older entries' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/page/2`);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Fixture blog | Blog Fixture');
    await page.context().close();
  });

  test('the navbar marks Blog on every page of the blog, as Docusaurus does, and follows in-place navigation', async () => {
    const activeNavbar = (page: Page) => page.locator('.navbar a.navbar-link.active').allTextContents();
    const page = await open('/blog/page/3');
    expect(await activeNavbar(page)).toEqual(['Blog']);
    await page.getByRole('link', { name: 'Read more about Welcome' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/2024/01/10/welcome`);
    expect(await activeNavbar(page)).toEqual(['Blog']);
    // Docs at the site's root: the root's link marks its own page only, not every page below it.
    await page.locator('.navbar a.navbar-link', { hasText: 'Docs' }).click();
    await page.waitForURL(`${fixture.server.url}/`);
    expect(await activeNavbar(page)).toEqual(['Docs']);
    await page.locator('.navbar a.navbar-link', { hasText: 'Releases' }).click();
    await page.waitForURL(`${fixture.server.url}/releases`);
    await page.locator('main .blog-post-title a').first().click();
    await page.waitForURL(new RegExp(`${fixture.server.url}/releases/.+`));
    expect(await activeNavbar(page)).toEqual(['Releases']);
    expect(await sameDocument(page)).toBe(true);
    // The page as served marks it too, before any script runs.
    const plain = await open(path(page), false);
    expect(await activeNavbar(plain)).toEqual(['Releases']);
    await plain.context().close();
    await page.context().close();
  });

  test('"Read more" opens the whole post; its tag leads to the tag page, which lists the tagged posts', async () => {
    const page = await open('/blog/page/3');
    await page.getByRole('link', { name: 'Read more about Welcome' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/2024/01/10/welcome`);
    await expect.poll(() => page.locator('main h2', { hasText: 'After the fold' }).count()).toBe(1);
    await page.locator('main .blog-post .tag', { hasText: 'Hello' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/tags/hello`);
    expect(await page.locator('main h1').textContent()).toBe('2 posts tagged with "Hello"');
    expect(await postTitles(page)).toEqual(['A guest post', 'Welcome']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/tags`);
    expect(await page.locator('main .blog-tags-list .tag').allTextContents()).toEqual(['community 1', 'Hello 2', 'MDX 1', 'Release 2']);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  test("an author's name leads to their page, paginated; the authors page lists everyone", async () => {
    const page = await open('/blog/2024/02/20/mdx-post');
    await page.locator('main .blog-author-name a', { hasText: 'Jane Doe' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/authors/jane`);
    expect(await page.locator('main h1.blog-author-name').textContent()).toBe('Jane Doe');
    expect(await postTitles(page)).toEqual(['Dated by its folders', 'An MDX post']);
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/authors/jane/authors/2`);
    expect(await postTitles(page)).toEqual(['Welcome']);
    expect(await sameDocument(page)).toBe(true);
    const authors = await open('/blog/authors');
    expect(await authors.locator('main .blog-authors-list .blog-author-name').allTextContents()).toEqual(['Jane Doe', 'Bob Roe']);
    await page.context().close();
    await authors.context().close();
  });

  test('the sidebar lists the three newest posts, marks the one shown, and a post links its newer and older posts', async () => {
    const page = await open('/blog/custom-slug');
    const sidebar = page.locator('.blog-sidebar');
    expect(await sidebar.locator('.blog-sidebar-title').textContent()).toBe('Latest posts');
    expect(await sidebar.locator('a').allTextContents()).toEqual(['Dated by its folders', 'Dated in front matter', 'A guest post']);
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('Dated in front matter');
    await sidebar.getByRole('link', { name: 'A guest post' }).click();
    await page.waitForURL(`${fixture.server.url}/blog/2024/03/05/guest`);
    await expect.poll(() => sidebar.locator('a[aria-current="page"]').textContent()).toBe('A guest post');
    expect(await page.locator('.blog-post-paginator .pagination-label').allTextContents()).toEqual(['Dated in front matter', 'An MDX post']);
    await page.locator('.blog-post-paginator').getByRole('link', { name: /Older post/ }).click();
    await page.waitForURL(`${fixture.server.url}/blog/2024/02/20/mdx-post`);
    expect(await sameDocument(page)).toBe(true);
    // The island in the post works after in-place navigation (a click before it hydrates is not counted, as on any server-rendered page).
    const counter = page.locator('button.counter');
    await expect.poll(async () => (await counter.click(), await counter.textContent()), { timeout: 10_000 }).toBe('Clicked 3 times');
    await page.context().close();
  });

  test('without JavaScript every blog page is a plain page with the same links', async () => {
    const page = await open('/blog', false);
    await page.getByRole('link', { name: 'Older entries' }).click();
    expect(path(page)).toBe('/blog/page/2');
    await page.locator('.blog-sidebar').getByRole('link', { name: 'Dated by its folders' }).click();
    expect(path(page)).toBe('/blog/2024/06/01/nested');
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    expect(path(page)).toBe('/blog');
    await page.context().close();
  });

  test('axe-core finds no violations on the blog pages, in both colour modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const route of ['/blog', '/blog/2024/02/20/mdx-post', '/blog/tags', '/blog/tags/hello', '/blog/authors', '/blog/authors/jane', '/blog/archive']) {
        await page.goto(fixture.server.url + route);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: string, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
          const result = await axe.run('main', { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' | ')}`);
        });
        expect(violations, `${route} (${colorScheme})`).toEqual([]);
      }
      await context.close();
    }
  });
});
