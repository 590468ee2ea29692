#!/usr/bin/env node
/**
 * Code blocks from GitHub (`markdown.githubCodeblock`): the JavaScript a page loads in Chromium (every
 * script response until the network is idle, gzip level 9), GitHub's raw files answered by the bench
 * itself. On the manual's doc page (a site without such blocks), and on a small site with the option on:
 * its page without a block and its page with one; and the same small site with the option off.
 * Writes bench/results/github-codeblock.md.
 * Usage: npm run compile && node bench/github-codeblock.mjs
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildSite } = await import(path.join(root, 'dist/src/pipeline/index.js'));
const { createStaticServer } = await import(path.join(root, 'dist/src/dev/static-server.js'));
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const temp = mkdtempSync(path.join(os.tmpdir(), 'mistdocs-github-codeblock-bench-'));

/** Gzipped bytes of every script a page fetched by the time the network went idle, by file. */
async function pageScripts(browser, outDir, route) {
  const server = createStaticServer({ root: outDir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  await context.route('https://raw.githubusercontent.com/**', (request) => request.fulfill({ status: 200, body: 'line one\nline two\n', headers: { 'access-control-allow-origin': '*' } }));
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`http://127.0.0.1:${server.address().port}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  server.close();
  const files = [...scripts].map(([file, body]) => ({ file: file.replace(/-[A-Z0-9]{8}\.js$/, '.js'), gzip: gzipSync(body, { level: 9 }).length }));
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/** A two-page site: one page with a block that shows a file from GitHub, one without. */
function generate(dir, option) {
  mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
  writeFileSync(path.join(dir, 'site.config.ts'), `export default { title: 'Bench', url: 'https://bench.example', markdown: { githubCodeblock: ${option} } };\n`);
  writeFileSync(path.join(dir, 'content/docs/index.md'), '# Plain\n\n```ts\nconst a = 1;\n```\n');
  writeFileSync(path.join(dir, 'content/docs/reference.md'), '# Reference\n\n```ts reference title="Example"\nhttps://github.com/example/repo/blob/main/src/index.ts#L1-L2\n```\n');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const manualOut = path.join(temp, 'manual');
await buildSite({ cwd: root, outDir: manualOut });
const sites = {};
for (const option of [true, false]) {
  const dir = path.join(temp, `site-${option}`);
  generate(dir, option);
  await buildSite({ cwd: dir, outDir: path.join(dir, 'build') });
  sites[option] = path.join(dir, 'build');
}
const js = {
  manual: await pageScripts(browser, manualOut, '/mistserver/inputs/hls'),
  plainOn: await pageScripts(browser, sites.true, '/'),
  referenceOn: await pageScripts(browser, sites.true, '/reference'),
  plainOff: await pageScripts(browser, sites.false, '/'),
};
await browser.close();
rmSync(temp, { recursive: true, force: true });

const row = (label, r) => `| ${label} | ${kb(r.gzip)} | ${r.files.map((f) => `${f.file} ${f.gzip} B`).join(', ')} |`;
const md = [
  '# Code blocks from GitHub: page JavaScript',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/github-codeblock.mjs\` (Chromium, every script until the network is idle, gzip -9).`,
  '',
  '| page | JS (gzip) | scripts (gzip bytes) |',
  '| --- | --- | --- |',
  row('manual doc page (no such blocks on the site)', js.manual),
  row('small site, option off: page without a block', js.plainOff),
  row('small site, option on: page without a block', js.plainOn),
  row('small site, option on: page with a block', js.referenceOn),
  '',
  `The loader is bundled into the runtime only for a site with such a block: there every page's runtime carries it, ${js.plainOn.gzip - js.plainOff.gzip} B gzip (option on against off, same pages), and a page with a block also fetches the github-code chunk (${js.referenceOn.gzip - js.plainOn.gzip} B gzip).`,
  '',
];
writeFileSync(path.join(root, 'bench/results/github-codeblock.md'), md.join('\n'));
console.log(md.join('\n'));
