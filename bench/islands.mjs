#!/usr/bin/env node
/**
 * Site components and islands: the JavaScript a page loads in Chromium (every script response until
 * the network is idle, gzip level 9) on a manual doc page, on a page of the components fixture without
 * an island and on one with a small island (the counter), hydrated by React and by Preact; and the build-time cost of 100 component uses
 * against the same MDX pages without them (best of seven cold builds each, interleaved, one fresh process per build).
 * Writes bench/results/islands.md with each budget marked met or missed.
 * Usage: npm run compile && node bench/islands.mjs [--json FILE] (bench/run.mjs runs it so)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freshBuild } from './fresh-build.mjs';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildSite } = await import(path.join(root, 'dist/src/pipeline/index.js'));
const { createStaticServer } = await import(path.join(root, 'dist/src/dev/static-server.js'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const temp = mkdtempSync(path.join(os.tmpdir(), 'mistdocs-islands-bench-'));

/** Gzipped bytes of every script a page fetched by the time the network went idle. */
async function pageScripts(browser, outDir, route) {
  const server = createStaticServer({ root: outDir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`http://127.0.0.1:${server.address().port}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  server.close();
  const files = [...scripts].map(([file, body]) => ({ file, gzip: gzipSync(body, { level: 9 }).length }));
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const manualOut = path.join(temp, 'manual');
await buildSite({ cwd: root, outDir: manualOut });
const fixtureOut = path.join(temp, 'components');
await buildSite({ cwd: path.join(root, 'test/fixtures/sites/components'), outDir: fixtureOut });
// The same fixture with its islands hydrated by Preact (`islands: { runtime: 'preact' }`).
const preactOut = path.join(temp, 'components-preact');
await buildSite({ cwd: path.join(root, 'test/fixtures/sites/components'), outDir: preactOut, configFile: 'site.preact.config.ts' });
const js = {
  manual: await pageScripts(browser, manualOut, '/mistserver/inputs/hls'),
  plain: await pageScripts(browser, fixtureOut, '/docs/'),
  island: await pageScripts(browser, fixtureOut, '/docs/counter'),
  preact: await pageScripts(browser, preactOut, '/docs/counter'),
};
await browser.close();

/** 100 MDX pages, each with one use of a small component, or the same text without it. */
function generate(dir, withComponents) {
  mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Bench', url: 'https://bench.example' };\n");
  writeFileSync(path.join(dir, 'src/Badge.jsx'), "export default function Badge({ label, children }) {\n  return <span className=\"badge\" title={label}>{children}</span>;\n}\n");
  for (let i = 0; i < 100; i++) {
    const body = ['## Overview', '', `Page ${i} explains one setting of the server, with a table and an example.`, '', '| Key | Value |', '| --- | --- |', `| id | ${i} |`, '', '```json', `{ "id": ${i} }`, '```', ''];
    const use = withComponents ? `<Badge label="p${i}">Stable since ${i}</Badge>` : `**Stable since ${i}**`;
    const head = withComponents ? ["import Badge from '@site/src/Badge';", ''] : [];
    writeFileSync(path.join(dir, `content/docs/page-${i}.mdx`), ['---', `title: Page ${i}`, '---', '', ...head, `# Page ${i}`, '', use, '', ...body].join('\n'));
  }
}

/** One cold build in a fresh process: its wall time and the component stage's. */
function coldBuild(dir, i) {
  const out = path.join(temp, `out-${path.basename(dir)}-${i}`);
  const { wallMs, timings } = freshBuild(dir, out);
  rmSync(out, { recursive: true, force: true });
  return { wallMs, componentsMs: timings.components ?? 0 };
}
const plainSite = path.join(temp, 'plain');
const componentSite = path.join(temp, 'with-components');
generate(plainSite, false);
generate(componentSite, true);
// Interleaved, so that a busy host slows both alike.
const runs = { plain: [], components: [] };
for (let i = 0; i < 7; i++) {
  runs.plain.push(coldBuild(plainSite, i));
  runs.components.push(coldBuild(componentSite, i));
}
const stats = (list, key) => {
  const sorted = list.map((r) => r[key]).sort((a, b) => a - b);
  return { best: sorted[0], median: sorted[Math.floor(sorted.length / 2)] };
};
const plainBuild = stats(runs.plain, 'wallMs');
const componentBuild = stats(runs.components, 'wallMs');
const componentStage = stats(runs.components, 'componentsMs');
const slower = componentBuild.best / plainBuild.best - 1;

const rows = [];
const budget = (name, value, limit, format) => rows.push(`| ${name} | ${format(value)} | ${format(limit)} | ${value <= limit ? 'met' : '**missed**'} |`);
// What a doc page ships today: the figure bench/run.mjs last recorded (the runtime of a site without islands is built from the same entry as before).
const recorded = /\| doc page first-load JS \(gzip\) \| ([\d.]+) KB/.exec(readFileSync(path.join(root, 'bench/results/latest.md'), 'utf8'))?.[1];
budget('JS on a manual doc page, no island (gzip), against the last bench/run.mjs figure', js.manual.gzip, recorded ? Number(recorded) * 1024 + 51 : 0, kb);
budget('JS on a page with one small island, React included (gzip)', js.island.gzip, 70 * 1024, kb);
budget('JS on a page with one small island, islands hydrated with Preact (gzip)', js.preact.gzip, 70 * 1024, kb);
budget('build of 100 component uses against the same MDX pages without them', slower, 0.1, (v) => `${(v * 100).toFixed(1)}%`);
const md = [
  '# Site components and islands',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`node bench/islands.mjs\` (Chromium, every script fetched until the network is idle, gzip -9).`,
  '',
  '| budget | measured | limit | |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
  '## JavaScript per page',
  '',
  '| page | scripts (gzip) | total |',
  '| --- | --- | --- |',
  ...Object.entries({ 'manual doc page (/mistserver/inputs/hls)': js.manual, 'components fixture, no island (/docs/)': js.plain, 'components fixture, counter island (/docs/counter)': js.island, 'components fixture with `islands.runtime: preact`, counter island': js.preact }).map(([name, r]) => `| ${name} | ${r.files.map((f) => `${f.file.replace(/^.*\//, '')} ${kb(f.gzip)}`).join(', ')} | ${kb(r.gzip)} |`),
  '',
  '## Build time, 100 MDX pages',
  '',
  'Cold builds in fresh processes, seven of each, interleaved.',
  '',
  '| site | best of 7 | median |',
  '| --- | --- | --- |',
  `| plain Markdown in the MDX pages | ${plainBuild.best.toFixed(0)} ms | ${plainBuild.median.toFixed(0)} ms |`,
  `| one imported component use per page (100 uses) | ${componentBuild.best.toFixed(0)} ms | ${componentBuild.median.toFixed(0)} ms |`,
  `| of which the component stage (compile with esbuild, 100 renders) | ${componentStage.best.toFixed(0)} ms | ${componentStage.median.toFixed(0)} ms |`,
  '',
];
writeFileSync(path.join(root, 'bench/results/islands.md'), md.join('\n'));
// For bench/run.mjs: the figures its budgets read.
const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ islandJs: js.island.gzip, preactIslandJs: js.preact.gzip, plainJs: js.plain.gzip, componentBuildSlower: slower }));
process.stdout.write(md.join('\n'));
rmSync(temp, { recursive: true, force: true });
