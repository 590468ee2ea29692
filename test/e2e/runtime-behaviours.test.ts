/**
 * The client runtime's page behaviours in real Chromium: colour mode (no flash, cycle, storage, tabs,
 * OS changes, bad values), the announcement bar, menus and dropdowns, the hide-on-scroll navbar,
 * the keyboard marker, the preferred docs version, failing storage, collapsible sidebar categories,
 * copy buttons and the TOC scroll-spy. Builds the basic fixture once, plus a copy whose config turns
 * on navbar.hideOnScroll and turns off the system colour mode; one browser for the file.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/pipeline/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildFixture, fixturesDir, serve } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: Awaited<ReturnType<typeof serve>>;
let variantDir: string;
let variant: Awaited<ReturnType<typeof serve>>;
let browser: Browser;

beforeAll(async () => {
  site = await buildFixture('basic');
  server = await serve(site.outDir);
  // The same site with navbar.hideOnScroll and without the system colour mode.
  variantDir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-runtime-variant-'));
  await cp(path.join(fixturesDir, 'sites/basic'), variantDir, { recursive: true });
  const config = await readFile(path.join(variantDir, 'site.config.ts'), 'utf8');
  await writeFile(
    path.join(variantDir, 'site.config.ts'),
    config.replace("navbar: {\n", "colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },\n  navbar: {\n    hideOnScroll: true,\n"),
  );
  await buildSite({ cwd: variantDir, outDir: path.join(variantDir, 'out') });
  variant = await serve(path.join(variantDir, 'out'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await variant?.close();
  await site?.cleanup();
  if (variantDir) await rm(variantDir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: Error[];
  consoleErrors: string[];
}

async function openPage(url: string, options: { width?: number; height?: number; init?: () => void; context?: BrowserContext } = {}): Promise<Opened> {
  const context = options.context ?? (await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 700 } }));
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const errors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto(url);
  return { page, context, errors, consoleErrors };
}

const themeOf = (page: Page) => page.evaluate(() => [document.documentElement.getAttribute('data-theme-choice'), document.documentElement.getAttribute('data-theme')]);

describe('colour mode', () => {
  test('the stored mode is applied by the inline head script, even when the runtime never loads', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await context.route('**/assets/js/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(server.url + '/guide/getting-started');
    expect(await themeOf(page)).toEqual(['light', 'light']);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test('with the system preference respected the toggle cycles system, light, dark, system and stores the choice under theme', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await themeOf(page)).toEqual(['system', 'light']);
    const seen: (string | null)[][] = [];
    for (let i = 0; i < 3; i++) {
      await page.click('[data-color-toggle]');
      seen.push([...(await themeOf(page)), await page.evaluate(() => localStorage.getItem('theme'))]);
    }
    expect(seen).toEqual([
      ['light', 'light', 'light'],
      ['dark', 'dark', 'dark'],
      ['system', 'light', 'system'],
    ]);
    await page.reload();
    expect(await themeOf(page)).toEqual(['system', 'light']);
    await context.close();
  });

  test('system mode follows the OS live', async () => {
    const { page, context } = await openPage(server.url + '/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await context.close();
  });

  test('without the system preference the toggle switches dark and light', async () => {
    const { page, context } = await openPage(variant.url + '/guide/getting-started');
    expect(await themeOf(page)).toEqual(['light', 'light']);
    await page.click('[data-color-toggle]');
    expect(await themeOf(page)).toEqual(['dark', 'dark']);
    await page.click('[data-color-toggle]');
    expect(await themeOf(page)).toEqual(['light', 'light']);
    await context.close();
  });

  test('a change in one tab reaches the other; an unexpected value raises an error', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const a = await openPage(server.url + '/guide/getting-started', { context });
    const b = await openPage(server.url + '/reference/streams', { context });
    await a.page.click('[data-color-toggle]');
    await b.page.waitForFunction(() => document.documentElement.getAttribute('data-theme-choice') === 'light');
    await a.page.click('[data-color-toggle]');
    await b.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');

    await a.page.evaluate(() => localStorage.setItem('theme', 'sepia'));
    await expect.poll(() => b.errors.map((e) => e.message)).toContainEqual(expect.stringContaining('Unexpected colour mode "sepia"'));
    await context.close();
  });
});

describe('announcement bar', () => {
  test('closing hides it for good; it is hidden before paint on the next load', async () => {
    const { page, context } = await openPage(server.url + '/');
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    await page.click('[data-announcement-close]');
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => [localStorage.getItem('mistdocs.announcement.id'), localStorage.getItem('mistdocs.announcement.dismiss')])).toEqual(['fixture-1', 'true']);
    // Without the runtime only the inline head script can hide it.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(server.url + '/guide/getting-started');
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  test('a new announcement id resets the dismissed flag, so the bar shows again', async () => {
    const { page, context } = await openPage(server.url + '/', {
      init: () => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('mistdocs.announcement.id', 'an-older-one');
          localStorage.setItem('mistdocs.announcement.dismiss', 'true');
        }
      },
    });
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('mistdocs.announcement.id'), localStorage.getItem('mistdocs.announcement.dismiss')])).toEqual(['fixture-1', 'false']);
    await context.close();
  });
});

describe('menus', () => {
  test('the mobile sidebar opens, switches between its panels, closes, and closes itself on a desktop-wide window', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started', { width: 375 });
    const menu = page.locator('[data-mobile-menu]');
    const toggle = page.locator('[data-mobile-toggle]');
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // A doc page opens on the docs panel; Back to main menu and the Documentation link switch panels.
    expect(await page.locator('[data-panel-docs] a[aria-current=page]').textContent()).toBe('Getting started');
    await page.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await page.locator('[data-panel-main]').isVisible()).toBe(true);
    expect(await page.locator('[data-panel-docs]').isVisible()).toBe(false);
    await page.locator('[data-panel-main] a[data-sidebar-toggle]').click();
    expect(await page.locator('[data-panel-docs]').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/guide/getting-started');

    await page.locator('.mobile-menu-close').click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    await page.setViewportSize({ width: 1280, height: 700 });
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  test('a link in the mobile sidebar navigates in place and closes the menu', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started', { width: 375 });
    await page.locator('[data-mobile-toggle]').click();
    await page.locator('[data-panel-docs] a[href="/guide/advanced/"]').click();
    await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/guide/advanced/');
    expect(await page.locator('[data-mobile-menu]').isVisible()).toBe(false);
    await context.close();
  });

  test('the mobile sidebar toggle is disabled when the menu has no items', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    await page.route(`${server.url}/markdown-page`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<div class="mobile-menu-main"[^>]*>)[\s\S]*?(<div class="mobile-menu-docs")/, '$1</div>$2').replace(/(<div class="mobile-menu-docs"[^>]*>)[\s\S]*?(<\/div><\/div><\/div><div class="layout)/, '$1$2');
      await route.fulfill({ response, body: html });
    });
    await page.goto(server.url + '/markdown-page');
    expect(await page.locator('[data-mobile-menu] a').count()).toBe(0);
    expect(await page.locator('[data-mobile-toggle]').isDisabled()).toBe(true);
    await context.close();
  });

  test('dropdowns close on an outside click and on Escape', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started');
    const dropdown = page.locator('.navbar details.version-dropdown');
    await dropdown.locator('summary').click();
    expect(await dropdown.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.mouse.click(600, 400);
    expect(await dropdown.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await dropdown.locator('summary').click();
    await page.keyboard.press('Escape');
    expect(await dropdown.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await context.close();
  });

  test('with navbar.hideOnScroll the navbar hides on scroll down and returns on scroll up; without it, it stays', async () => {
    const hidden = (page: Page) => page.locator('.navbar').evaluate((n) => n.classList.contains('navbar-hidden'));
    const { page, context } = await openPage(variant.url + '/guide/getting-started', { height: 500 });
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('.navbar')!.classList.contains('navbar-hidden'));

    const plain = await openPage(server.url + '/guide/getting-started', { height: 500, context });
    await plain.page.mouse.move(640, 300);
    await plain.page.mouse.wheel(0, 600);
    await plain.page.waitForFunction(() => window.scrollY > 300);
    await plain.page.waitForTimeout(200);
    expect(await hidden(plain.page)).toBe(false);
    await context.close();
  });
});

describe('small behaviours', () => {
  test('Tab sets the keyboard-navigation marker; a mouse press removes it', async () => {
    const { page, context } = await openPage(server.url + '/');
    const marked = () => page.evaluate(() => document.documentElement.classList.contains('keyboard-navigation'));
    expect(await marked()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await marked()).toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    expect(await marked()).toBe(false);
    await context.close();
  });

  test('choosing a docs version saves it under docs-preferred-version-*', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started');
    await page.locator('.navbar .version-dropdown summary').click();
    await page.locator('.navbar .version-dropdown a').click();
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docs-preferred-version')).map((k) => [k, localStorage.getItem(k)]));
    expect(saved).toEqual([['docs-preferred-version-default', 'current']]);
    await context.close();
  });

  for (const [name, init] of [
    [
      'throws',
      () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    ],
    ['is absent', () => Object.defineProperty(window, 'localStorage', { value: undefined })],
  ] as const) {
    test(`when localStorage ${name}, failures are only logged and the page keeps working`, async () => {
      const { page, context, errors, consoleErrors } = await openPage(server.url + '/guide/getting-started', { init });
      await page.click('[data-color-toggle]');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme-choice'))).toBe('light');
      await page.click('[data-announcement-close]');
      expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
      await page.click('.pagination-next');
      await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('data-route') === '/guide/advanced/');
      expect(errors).toEqual([]);
      expect(consoleErrors.some((m) => m.includes('could not write "theme"'))).toBe(true);
      await context.close();
    });
  }
});

describe('doc page parts', () => {
  test('sidebar categories collapse and expand with a height animation; 1 ms when reduced motion is preferred', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started');
    // Records each animation's keyframes and duration as the runtime starts it.
    await page.evaluate(() => {
      const animate = Element.prototype.animate;
      const log: { heights: string[]; duration: unknown }[] = [];
      (window as unknown as { animations: typeof log }).animations = log;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        log.push({ heights: (keyframes as Keyframe[]).map((k) => String(k.height)), duration: typeof options === 'object' ? options.duration : options });
        return animate.call(this, keyframes, options);
      };
    });
    const animations = () => page.evaluate(() => (window as unknown as { animations: { heights: string[]; duration: number }[] }).animations.splice(0));
    const details = page.locator('#docs-sidebar details:has(a[href="/reference/streams"])');
    const summary = details.locator('> summary');
    const settle = () => details.evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);

    await summary.click();
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.locator('#docs-sidebar a[href="/reference/streams"]').waitFor({ state: 'visible' });
    await settle();
    const [open] = await animations();
    const [from, to] = open!.heights.map((h) => parseFloat(h));
    expect(to! - from!).toBeGreaterThan(40); // grows by the height of its two items
    expect(open!.duration).toBeGreaterThan(100);

    await summary.click();
    await settle();
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    const [close] = await animations();
    expect(close!.heights.map((h) => parseFloat(h))).toEqual([to, from]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await summary.click();
    await settle();
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect((await animations()).map((a) => a.duration)).toEqual([1]);
    await context.close();
  });

  test('a copy button copies its code block', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(server.url + '/guide/getting-started');
    const block = page.locator('.code-block', { hasText: 'install.sh' }).first();
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('curl -fsSL https://example.com/install.sh -o install.sh\nsh install.sh');
    await context.close();
  });

  test('the TOC highlights the heading being read', async () => {
    const { page, context } = await openPage(server.url + '/guide/getting-started', { height: 500 });
    const active = () => page.evaluate(() => [...new Set([...document.querySelectorAll('.toc .toc-link.active')].map((a) => a.getAttribute('href')))]);
    await expect.poll(active).toEqual(['#install-it']);
    await page.evaluate(() => document.getElementById('play-a-stream')!.scrollIntoView());
    await expect.poll(active).toEqual(['#play-a-stream']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(active).toEqual(['#install-it']);
    await context.close();
  });
});
