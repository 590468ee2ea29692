/**
 * Code blocks that show a file from GitHub (`markdown.githubCodeblock`, docusaurus-theme-github-codeblock's
 * `reference` blocks) in real Chromium, on the github-codeblock fixture. The test answers the browser's
 * requests to raw.githubusercontent.com itself (nothing reaches the network): the reader sees the lines of
 * each block's range, copies them, and on a failed fetch reads a short message with the link kept. A page
 * without such a block fetches nothing more than before, and a page reached by in-place navigation fills its blocks too.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openServedFixture, type ServedFixture } from '../helpers/site.js';

let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await openServedFixture('github-codeblock');
});

afterAll(() => fixture?.close());

const COMPILER = ['// The public compiler types.', 'export interface CopyTask {', '    /** Where from. */', '    src: string;', '', '    dest?: string;', '}', ''].join('\n');
const HELLO = "console.log('hello');\n";
const RAW = {
  'https://raw.githubusercontent.com/example/compiler/6ed2d4e285544945949ad8e4802fe7f70e392636/src/declarations/public-compiler.ts': COMPILER,
  'https://raw.githubusercontent.com/example/compiler/main/scripts/hello.js': HELLO,
} as Record<string, string>;

/**
 * Opens `route` with GitHub's raw files answered by `answer` (by default the files above, 404 for any
 * other), recording every request to a host other than the served site and every script fetched.
 */
async function open(route: string, answer: (url: string) => { status: number; body: string } = (url) => (RAW[url] ? { status: 200, body: RAW[url] } : { status: 404, body: '404: Not Found' })) {
  const context: BrowserContext = await fixture.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const page: Page = await context.newPage();
  const outside: string[] = [];
  const scripts: string[] = [];
  await context.route(
    (url) => url.origin !== new URL(fixture.server.url).origin,
    async (request) => {
      const url = request.request().url();
      outside.push(url);
      if (new URL(url).hostname !== 'raw.githubusercontent.com') return request.abort();
      const { status, body } = answer(url);
      await request.fulfill({ status, body, contentType: 'text/plain; charset=utf-8', headers: { 'access-control-allow-origin': '*' } });
    },
  );
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(fixture.server.url + route, { waitUntil: 'networkidle' });
  return { page, outside, scripts, close: () => context.close() };
}

/** The code each GitHub block of the page shows, in order, once none is loading any more. */
async function shownCode(page: Page): Promise<string[]> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-github-reference]')].every((b) => b.getAttribute('data-github-state') === 'loaded' || b.getAttribute('data-github-state') === 'failed'));
  return page.$$eval('[data-github-reference] pre code', (codes) => codes.map((c) => (c as HTMLElement).innerText));
}

describe('code blocks that show a file from GitHub', () => {
  test("shows each block's lines, their common indentation removed, the whole file without a range, under its title and above the View on GitHub link", async () => {
    const { page, outside, scripts, close } = await open('/docs/references');
    const code = await shownCode(page);
    expect(code[0]).toBe('/** Where from. */\nsrc: string;\n\ndest?: string;');
    expect(code[1]).toBe("console.log('hello');\n");
    expect(code[2]).toBe('export interface CopyTask {');
    expect(await page.$$eval('[data-github-reference] .code-title', (t) => t.map((e) => e.textContent))).toEqual(['CopyTask', 'scripts/hello.js', 'One line', 'Elsewhere']);
    const link = page.getByRole('link', { name: 'View on GitHub' }).first();
    expect(await link.getAttribute('href')).toBe('https://github.com/example/compiler/blob/6ed2d4e285544945949ad8e4802fe7f70e392636/src/declarations/public-compiler.ts#L3-L6');
    expect(await link.getAttribute('target')).toBe('_blank');
    // Only GitHub's raw host was asked, once per file, whatever number of blocks show it; the URL not on github.com was not fetched.
    expect(outside.sort()).toEqual(Object.keys(RAW).sort());
    expect(scripts.filter((s) => s.startsWith('/assets/js/github-code-'))).toHaveLength(1);
    await close();
  });

  test('the copy button copies the lines shown', async () => {
    const { page, close } = await open('/docs/references');
    await shownCode(page);
    await page.locator('[data-github-reference] .copy-button').first().click();
    await page.getByRole('button', { name: 'Copy code to clipboard' }).first().filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/** Where from. */\nsrc: string;\n\ndest?: string;');
    await close();
  });

  test('says the code could not be loaded when the fetch fails, and keeps the link; a file not on github.com gets a message without a fetch', async () => {
    const { page, outside, close } = await open('/docs/references', () => ({ status: 500, body: 'boom' }));
    const code = await shownCode(page);
    expect(code[0]).toBe('Could not load this code from GitHub (HTTP 500).');
    expect(code[1]).toBe('Could not load this code from GitHub (HTTP 500).');
    expect(code[3]).toBe('Only a file on github.com can be shown here: https://gitlab.com/example/compiler/-/blob/main/src/index.ts#L1-L3');
    expect(await page.getByRole('link', { name: 'View on GitHub' }).count()).toBe(4);
    expect(outside.every((url) => url.startsWith('https://raw.githubusercontent.com/'))).toBe(true);
    await close();
  });

  test('a range past the end of the file says no code was found there', async () => {
    const { page, close } = await open('/docs/references', (url) => ({ status: 200, body: url.endsWith('.ts') ? 'one line' : HELLO }));
    const code = await shownCode(page);
    expect(code[0]).toMatch(/^No code found at https:\/\/raw\.githubusercontent\.com\/example\/compiler\/.*public-compiler\.ts from line 3 to line 6\.$/);
    expect(code[1]).toBe("console.log('hello');\n");
    await close();
  });

  test('a page without such a block fetches none of its code and asks no other host', async () => {
    const { page, outside, scripts, close } = await open('/docs/intro');
    expect(scripts.some((s) => s.startsWith('/assets/js/runtime-'))).toBe(true);
    expect(scripts.filter((s) => s.includes('github-code'))).toEqual([]);
    expect(outside).toEqual([]);
    expect(await page.textContent('.markdown pre code')).toBe('export const port = 4242;');
    await close();
  });

  test('fills the blocks of a page reached by in-place navigation', async () => {
    const { page, close } = await open('/docs/intro');
    await page.evaluate(() => ((window as { navigated?: boolean }).navigated = true));
    await page.click('.markdown a[href="/docs/references"]');
    const code = await shownCode(page);
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/references');
    // Navigated in place: the window is the same one.
    expect(await page.evaluate(() => (window as { navigated?: boolean }).navigated)).toBe(true);
    expect(code[0]).toBe('/** Where from. */\nsrc: string;\n\ndest?: string;');
    await close();
  });
});
