#!/usr/bin/env node
/**
 * Opens pages of a real site's two builds (bench/real-sites.mjs: build-docusaurus/ and build-mistdocs/)
 * in Chromium and reports, for each page and build: console errors and page errors, images without an
 * address, the headings a reader sees in the main content, and the page's height once loaded and again
 * after its scripts ran (islands hydrated): the same sections, close heights and no style lost after
 * hydration are what a reader needs of the mistdocs build.
 *
 *   node bench/real-sites-browser.mjs <work-folder> <site> [route ...]
 *
 * Routes default to the site's `pages` in bench/real-sites.mjs (its home page and three doc pages).
 * Each build is served from its own folder at the root, as deployed. Writes <work-folder>/<site>/browser.json.
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { sites } from './real-sites.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.json': 'application/json', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.txt': 'text/plain' };

/** A static server of `root` as a host serves a built site at `base`: `<base>a/b` is a/b, a/b.html or a/b/index.html. */
function serve(root, base) {
  const server = http.createServer((req, res) => {
    const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const pathname = full.startsWith(base) ? `/${full.slice(base.length)}` : '/-outside-the-base-';
    const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((p) => path.join(root, p)).find((p) => p.startsWith(root) && existsSync(p) && statSync(p).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return existsSync(path.join(root, '404.html')) ? createReadStream(path.join(root, '404.html')).pipe(res) : res.end('not found');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** What one page shows in one build. */
async function look(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  // Addresses outside the site (analytics, fonts, embeds) cannot load on a machine without the internet:
  // counted apart, as both builds ask for the same ones.
  const offline = [];
  page.on('console', (m) => m.type() === 'error' && (/net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(m.text()) ? offline : errors).push(m.text().slice(0, 200)));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message.slice(0, 200)}`));
  // Which address a "Failed to load resource" was.
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`));
  const response = await page.goto(url, { waitUntil: 'load' });
  const measure = () =>
    page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      return {
        height: document.documentElement.scrollHeight,
        headings: [...main.querySelectorAll('h1, h2, h3')].filter(visible).map((h) => h.textContent.replace(/[#​\s]+$/u, '').replace(/\s+/g, ' ').trim()).filter(Boolean),
        imagesWithoutAddress: [...document.querySelectorAll('img')].filter((img) => !img.getAttribute('src') && !img.getAttribute('srcset')).map((img) => img.outerHTML.slice(0, 120)),
        brokenImages: [...document.querySelectorAll('img')].filter((img) => img.complete && img.getAttribute('src') && img.naturalWidth === 0 && !img.getAttribute('src').startsWith('http')).map((img) => img.getAttribute('src')),
      };
    });
  const loaded = await measure();
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  const hydrated = await measure();
  await context.close();
  return { status: response?.status(), errors, offline: offline.length, heightLoaded: loaded.height, ...hydrated };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, name, ...routes] = process.argv.slice(2);
  const site = sites.find((s) => s.name === name);
  if (!root || !site) {
    process.stderr.write('usage: node bench/real-sites-browser.mjs <work-folder> <site> [route ...]\n');
    process.exit(2);
  }
  const work = path.resolve(root, name);
  const pages = routes.length ? routes : site.pages ?? ['/'];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const servers = {};
  // The site's base URL, as the migrated config has it (Docusaurus's build uses the same).
  const config = path.join(work, 'mist', 'site.config.ts');
  const base = (existsSync(config) && /"baseUrl": "([^"]+)"/.exec(readFileSync(config, 'utf8'))?.[1]) || '/';
  for (const build of ['docusaurus', 'mistdocs']) if (existsSync(path.join(work, `build-${build}`))) servers[build] = await serve(path.join(work, `build-${build}`), base);
  const result = {};
  for (const route of pages) {
    result[route] = {};
    for (const [build, server] of Object.entries(servers)) result[route][build] = await look(browser, server.url + base.replace(/\/$/, '') + route);
  }
  await browser.close();
  for (const server of Object.values(servers)) server.close();
  writeFileSync(path.join(work, 'browser.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const [route, builds] of Object.entries(result)) {
    const d = builds.docusaurus;
    const m = builds.mistdocs;
    const missing = d && m ? d.headings.filter((h) => !m.headings.includes(h)) : [];
    process.stdout.write(`${route}\n`);
    for (const [build, r] of Object.entries(builds)) process.stdout.write(`  ${build.padEnd(10)} status ${r.status} height ${r.heightLoaded} -> ${r.height}, ${r.headings.length} headings, ${r.errors.length} console errors (${r.offline} more from addresses outside the site), ${r.imagesWithoutAddress.length} images without address, ${r.brokenImages.length} broken images${r.errors.length ? `: ${r.errors.slice(0, 3).join(' | ')}` : ''}\n`);
    if (missing.length) process.stdout.write(`  headings only in Docusaurus's: ${missing.join(' | ')}\n`);
  }
}
