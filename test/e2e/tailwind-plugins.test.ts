/**
 * A Docusaurus site's Tailwind and its own plugins, in Chromium: the site's PostCSS (Tailwind 3 pushed by
 * a plugin's configurePostCss) styles the pages as utility classes say, a plugin's page, head tag and
 * client module are there, and `serve --watch` runs PostCSS again when a component gets a new class.
 * The CLI runs in the site's folder, as `npm start` runs it (Tailwind finds its config there).
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { startCli, type RunningCli } from '../helpers/cli.js';
import { fixturesDir } from '../helpers/site.js';
import { save } from '../helpers/watch.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
let cli: RunningCli;
let url: string;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-tailwind-'));
  await cp(path.join(fixturesDir, 'plugin-sites/tailwind-plugins'), dir, { recursive: true });
  // The site's own packages (postcss, tailwindcss, autoprefixer), as its npm install would give them.
  await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  cli = startCli(process.execPath, [path.join(repo, 'bin/mistdocs.js'), 'serve', '--watch', '--port', '0', '--host', '127.0.0.1'], { cwd: dir });
  url = (await cli.waitFor(/serving at (http:\/\/\S+?)\/?\s/i, 120_000))[1]!;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await cli?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A copy of a fixture site, with the packages its npm install would give it linked from this repository's, served by the CLI in its folder. */
async function serveCopy(fixture: string, packages: Record<string, string>): Promise<{ dir: string; cli: RunningCli; url: string }> {
  const copy = await mkdtemp(path.join(os.tmpdir(), `mistdocs-${fixture}-`));
  await cp(path.join(fixturesDir, 'plugin-sites', fixture), copy, { recursive: true });
  for (const [name, from] of Object.entries(packages)) {
    await mkdir(path.dirname(path.join(copy, 'node_modules', name)), { recursive: true });
    await symlink(path.join(repo, 'node_modules', from), path.join(copy, 'node_modules', name), 'dir');
  }
  const running = startCli(process.execPath, [path.join(repo, 'bin/mistdocs.js'), 'serve', '--watch', '--port', '0', '--host', '127.0.0.1'], { cwd: copy });
  return { dir: copy, cli: running, url: (await running.waitFor(/serving at (http:\/\/\S+?)\/?\s/i, 120_000))[1]! };
}

const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('a Tailwind site with its own plugins', () => {
  test('a hero with flex-1 fills the window between navbar and footer, and its content\'s margin stays inside it, as in Docusaurus', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/hero`);
    const box = await page.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return { height: document.documentElement.scrollHeight, navbar: rect('.navbar').bottom, hero: rect('section.bg-black'), text: rect('section.bg-black > div').top, footer: rect('footer').bottom };
    });
    // Docusaurus's #__docusaurus and .main-wrapper are flex columns: the hero's flex-1 takes what the
    // navbar and footer leave of the window (its height class is overridden by flex-basis 0).
    expect(box.height).toBe(800);
    expect(box.footer).toBe(800);
    expect(box.hero.top).toBe(box.navbar);
    expect(box.text - box.hero.top).toBe(120);
    await page.close();
  });

  test('the home page is laid out as its utility classes say', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/`);
    expect(await style(page, 'header.bg-blue-600', 'display')).toBe('flex');
    expect(await style(page, 'header.bg-blue-600', 'background-color')).toBe('rgb(37, 99, 235)');
    expect(await style(page, 'header.bg-blue-600', 'padding-top')).toBe('64px');
    expect(await style(page, 'h1.text-5xl', 'font-size')).toBe('48px');
    // The three cards side by side (grid-cols-3), in a section centred by the CSS module's @apply.
    const cards = await page.locator('section.grid > div').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) })));
    expect(cards).toHaveLength(3);
    expect(new Set(cards.map((c) => c.y)).size).toBe(1);
    expect(cards[0]!.x).toBeLessThan(cards[1]!.x);
    expect(cards[1]!.x).toBeLessThan(cards[2]!.x);
    expect(await style(page, 'section.grid', 'max-width')).toBe('1024px');
    expect(await style(page, 'section.grid > div', 'border-radius')).toBe('8px');
    // A class in the docs' Markdown is found by Tailwind's content globs too.
    await page.goto(`${url}/docs`);
    expect(await style(page, 'span.text-red-700', 'color')).toBe('rgb(185, 28, 28)');
    await page.close();
  });

  test("a plugin's route renders its component with the data it made, its head tag and client module are on every page", async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/showcase`);
    expect(await page.locator('main h1').innerText()).toBe('Showcase');
    expect(await page.locator('.showcase-count').innerText()).toBe('2 sites');
    expect(await page.locator('.showcase-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['https://first.example', 'https://second.example']);
    expect(await page.locator('meta[name="showcase-count"]').getAttribute('content')).toBe('2');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.showcase)).toBe('ready');
    await page.close();
  });

  test('serve --watch runs PostCSS again when a component gets a class Tailwind had not made', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/`);
    const file = path.join(dir, 'src/pages/index.tsx');
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await save(file, (await readFile(file, 'utf8')).replace('bg-blue-600', 'bg-emerald-700'));
    await reloaded;
    expect(await style(page, 'header.flex-col', 'background-color')).toBe('rgb(4, 120, 87)');
    await page.close();
  });
});

describe('a Tailwind 4 site (postcss.config.mjs with @tailwindcss/postcss)', () => {
  let tw4: Awaited<ReturnType<typeof serveCopy>> | undefined;
  beforeAll(async () => {
    // Tailwind 4 is the version @tailwindcss/postcss brings; this repository's own tailwindcss is 3.
    tw4 = await serveCopy('tailwind-4', { postcss: 'postcss', '@tailwindcss/postcss': '@tailwindcss/postcss', tailwindcss: '@tailwindcss/postcss/node_modules/tailwindcss' });
  });
  afterAll(async () => {
    await tw4?.cli.stop();
    if (tw4) await rm(tw4.dir, { recursive: true, force: true });
  });

  test('the home page is laid out as its utility classes say', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${tw4!.url}/`);
    expect(await style(page, 'header.bg-blue-600', 'display')).toBe('flex');
    expect(await style(page, 'header.bg-blue-600', 'background-color')).toMatch(/^(rgb\(21, 93, 252\)|oklch\(0\.546 0\.245 262\.881\)|color\(srgb [^)]+\))$/);
    expect(await style(page, 'header.bg-blue-600', 'padding-top')).toBe('64px');
    const cards = await page.locator('section.grid > div').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })));
    expect(new Set(cards.map((c) => c.y)).size).toBe(1);
    expect(cards.map((c) => c.x)).toEqual([...cards.map((c) => c.x)].sort((a, b) => a - b));
    expect(await style(page, 'section.grid', 'max-width')).toBe('1024px');
    await page.close();
  });
});
