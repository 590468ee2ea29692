/**
 * Watch mode end to end: a running dev server over a copy of the fixture site, a real Chromium page on
 * it, and edits that change, break and fix a file. Asserts what was rebuilt and what the browser shows.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer, type RebuildReport } from '../../../src/dev/dev-server.js';
import { launchBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
let server: DevServer;
let browser: Browser;
let page: Page;
const reports: RebuildReport[] = [];
const waiters: ((r: RebuildReport) => void)[] = [];
const errors: string[] = [];
const infos: string[] = [];

/** Resolves with the next rebuild report after `action` runs. */
async function rebuildAfter(action: () => Promise<void>): Promise<RebuildReport> {
  const next = new Promise<RebuildReport>((resolve) => waiters.push(resolve));
  await action();
  return next;
}

/**
 * Every good rebuild reloads the open page. Tests that do not look at the page still wait for that
 * reload, so a late one cannot land on the page the next test opens.
 */
async function rebuildAndReloadAfter(action: () => Promise<void>): Promise<RebuildReport> {
  const loaded = page.waitForEvent('load');
  const report = await rebuildAfter(action);
  await loaded;
  return report;
}

/** Saves as many editors do (write a temporary file, then rename), so no watcher sees a half-written file. */
async function save(file: string, text: string): Promise<void> {
  const temp = path.join(dir, `.save-${path.basename(file)}`);
  await writeFile(temp, text);
  await rename(temp, file);
}

const mainText = async () => (await page.locator('main').first().textContent()) ?? '';
const gettingStarted = () => path.join(dir, 'content/docs/guide/getting-started.md');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-watch-'));
  await cp(path.join(fixturesDir, 'sites/basic'), path.join(dir), { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  server = await startDevServer({
    cwd: dir,
    outDir: path.join(dir, 'build'),
    port: 0,
    host: '127.0.0.1',
    debounceMs: 20,
    // Long enough for a test to search between a rebuild's reload and its search index.
    searchDelayMs: 2500,
    // Theme edits elsewhere in the checkout would (rightly) trigger full rebuilds and blur what is asserted.
    watchTheme: false,
    log: { info: (line) => infos.push(line), error: (text) => errors.push(text) },
    onRebuild: (report) => {
      reports.push(report);
      waiters.shift()?.(report);
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serve --watch', () => {
  it('builds everything once at start', () => {
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ ok: true, full: true });
    expect(reports[0]!.pages.length).toBeGreaterThan(10);
  });

  it('re-renders only the edited page when its body changes, and the open page reloads', async () => {
    await page.goto(`${server.url}/guide/getting-started`);
    expect(await mainText()).toContain('Follow these steps.');
    const loaded = page.waitForEvent('load');
    const report = await rebuildAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('Follow these steps.', 'Follow these edited steps.'));
    });
    expect(report).toMatchObject({ ok: true, full: false, docs: ['guide/getting-started'] });
    expect(report.pages).toEqual(['/guide/getting-started']);
    expect(report.written).toContain('guide/getting-started/index.html');
    expect(report.written).not.toContain('reference/streams/index.html');
    // The terminal says what the rebuild did: one doc's Markdown and one page, of all the site's pages.
    expect(infos.at(-1)).toMatch(new RegExp(`guide/getting-started\\.md: Markdown of 1 doc, 1 of ${reports[0]!.pages.length} pages rendered, ${report.written.length} files? written in \\d+ ms`));
    await loaded;
    expect(await mainText()).toContain('Follow these edited steps.');
  });

  it('brings the search index up to date after the pages, without touching the index address', async () => {
    const index = path.join(dir, 'build/search-index.json');
    const before = await readFile(index, 'utf8');
    const pageBefore = await readFile(path.join(dir, 'build/index.html'), 'utf8');
    expect(before).not.toContain('zanzibarium');
    const report = await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('Run the installer:', 'Run the zanzibarium installer:'));
    });
    expect(report.written).not.toContain('search-index.json');
    await expect.poll(async () => (await readFile(index, 'utf8')).includes('zanzibarium'), { timeout: 10_000 }).toBe(true);
    // The home page was not rewritten: its search URL stayed the same.
    expect(await readFile(path.join(dir, 'build/index.html'), 'utf8')).toBe(pageBefore);
  });

  it('keeps the caught-up search index through the next edit, and leaves only the pieces it names', async () => {
    const index = path.join(dir, 'build/search-index.json');
    const report = await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('Run the zanzibarium installer:', 'Run the quorvantic installer:'));
    });
    // The rebuild itself leaves the search index alone (it used to delete every piece the last one wrote).
    expect(report.removed.filter((p) => p.startsWith('search-index/'))).toEqual([]);
    await expect.poll(async () => (await readFile(index, 'utf8')).includes('quorvant'), { timeout: 10_000 }).toBe(true);
    // The last index's pieces go once the new first file is written (a reader searching meanwhile still finds them).
    await expect.poll(() => readdir(path.join(dir, 'build/search-index')), { timeout: 10_000 }).toHaveLength(1);
    const [folder] = await readdir(path.join(dir, 'build/search-index'));
    expect(await readFile(index, 'utf8')).toContain(folder);
  });

  it('reloads a page that searched the last index once the new one is written, and its search finds the edit', async () => {
    await page.goto(`${server.url}/guide/getting-started`);
    await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('Run the quorvantic installer:', 'Run the plexuvian installer:'));
    });
    // The reader searches before the index has caught up: the page holds the last index, which lacks the word.
    await page.locator('[data-search-input]').fill('plexuvian');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('search-index'))), { timeout: 5000 }).toBe(true);
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.locator('[data-search-input]').fill('plexuvian');
    await expect.poll(() => page.locator('.search-suggestions [role=option].search-hit').first().textContent(), { timeout: 5000 }).toMatch(/Getting started/);
  });

  it('leaves a page that never searched alone when the index catches up', async () => {
    await page.goto(`${server.url}/guide/getting-started`);
    await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('Run the plexuvian installer:', 'Run the quorvantic installer:'));
    });
    let reloaded = false;
    page.once('load', () => (reloaded = true));
    await expect.poll(async () => (await readFile(path.join(dir, 'build/search-index.json'), 'utf8')).includes('quorvant'), { timeout: 10_000 }).toBe(true);
    // The 'search' event has gone out by the time the file is written; give the page time to act on it.
    await page.waitForTimeout(500);
    expect(reloaded).toBe(false);
  });

  it('re-renders the pages that list a doc when its title changes (sidebar, tags, category index)', async () => {
    const report = await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('title: Getting started', 'title: First steps'));
    });
    expect(report.ok).toBe(true);
    // The sidebar is on every doc page, so every doc page changes; the tag and category pages list it.
    expect(report.pages).toEqual(expect.arrayContaining(['/guide/getting-started', '/reference/streams', '/category/guide', '/tags/streams']));
    // No Markdown depends on a front-matter title, so none is rendered again.
    expect(report.docs).toEqual([]);
  });

  it('re-renders the docs that link to a page whose route changes', async () => {
    const report = await rebuildAndReloadAfter(async () => {
      const text = await readFile(gettingStarted(), 'utf8');
      await save(gettingStarted(), text.replace('sidebar_position: 1', 'sidebar_position: 1\nslug: /start'));
    });
    expect(report.ok).toBe(true);
    // index.md and reference/streams.md link to getting-started.md: their rewritten hrefs change with the route.
    expect(report.docs.sort()).toEqual(['guide/getting-started', 'index', 'reference/streams']);
    expect(report.removed).toContain('guide/getting-started/index.html');
    expect(report.written).toContain('start/index.html');
    // The old page's folder goes with it (it was left empty); its parent, which holds other pages, stays.
    expect(await readdir(path.join(dir, 'build/guide'))).not.toContain('getting-started');
    expect(await readdir(path.join(dir, 'build/guide'))).not.toHaveLength(0);
    // The open page's address is gone: its reload shows the not-found page.
    expect(await mainText()).toContain('Page Not Found');
  });

  it('shows an author error in the terminal and as an overlay, keeps serving, and recovers on fix', async () => {
    await page.goto(`${server.url}/start`);
    const good = await readFile(gettingStarted(), 'utf8');
    const broken = await rebuildAfter(() => save(gettingStarted(), good.replace('tags: [install, streams, HLS]', 'tags: [install, streams')));
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics[0]).toMatchObject({ severity: 'error', code: 'front-matter/yaml', file: 'content/docs/guide/getting-started.md' });
    expect(errors.at(-1)).toContain('content/docs/guide/getting-started.md:');
    const overlay = await page.waitForSelector('#mistdocs-overlay', { state: 'visible' });
    expect(await overlay.textContent()).toContain('content/docs/guide/getting-started.md:');
    expect(await overlay.textContent()).toContain('front-matter/yaml');
    // The last good output is still served.
    const response = await fetch(`${server.url}/start`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Follow these edited steps.');

    const loaded = page.waitForEvent('load');
    const fixed = await rebuildAfter(() => save(gettingStarted(), good.replace('Follow these edited steps.', 'Fixed steps.')));
    expect(fixed.ok).toBe(true);
    await loaded;
    expect(await page.locator('#mistdocs-overlay').count()).toBe(0);
    expect(await mainText()).toContain('Fixed steps.');
  });

  it('rebuilds everything when the config changes', async () => {
    const configFile = path.join(dir, 'site.config.ts');
    const loaded = page.waitForEvent('load');
    const report = await rebuildAfter(async () => {
      const text = await readFile(configFile, 'utf8');
      await save(configFile, text.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    });
    expect(report).toMatchObject({ ok: true, full: true });
    expect(report.docs.length).toBeGreaterThan(5);
    await loaded;
    expect(await page.title()).toMatch(/Renamed Docs/);
  });
});
