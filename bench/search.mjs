#!/usr/bin/env node
/**
 * Search benchmarks: index bytes (all files, and what a first search downloads) for the manual and the
 * shared benchmark corpus at 1000 docs, the gzip size of the lazily loaded search chunk, quality on the
 * judged query sets (MRR, first, success@8, per query class), query latency (median, p95) in Chromium
 * with the query's pieces loaded, and the time from the first keystroke to the first suggestion on a
 * cold page. Quality covers the manual's sets and each real site's set (bench/search-metrics.mjs fetches
 * and migrates that site once; set MIRROR to read a local bare copy). Run after `npm run compile`:
 * node bench/search.mjs [--json FILE] [--quality] (quality only: no corpus, no browser).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { analyzeSite, compileSite } from '../dist/src/pipeline/index.js';
import { emitFiles } from '../dist/src/pipeline/emit.js';
import { buildSearchIndexes } from '../dist/src/pipeline/search-index.js';
import { createStaticServer } from '../dist/src/dev/static-server.js';
import { firstSearchBytes } from './first-search.mjs';
import { writeSharedCorpus } from './shared-corpus.mjs';
import { MANUAL_SETS, PLAIN_SETS, SITE_SETS, judgedQueries, measureSets, qualityLine } from './search-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gz = (data) => gzipSync(data, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const quiet = { onStage: () => {} };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function indexSizes(cwd) {
  const a = await analyzeSite({ cwd, ...quiet });
  const idx = await buildSearchIndexes(a.config, a.model, a.rendered);
  return { pages: a.model.docs.length, files: idx.files.map((f) => ({ file: f.path, raw: Buffer.byteLength(f.data), gzip: gz(f.data) })) };
}

/**
 * Median and p95 of engine.search in Chromium over `queries` (each also typed letter by letter, as
 * search-as-you-type runs it), timed once each keystroke's pieces of the index are loaded.
 */
async function browserLatency(browser, url, indexPath, queries) {
  const entryJs = "export { createSearchEngine } from './engine.js'; export { openShardedIndex, searchInPieces } from './sharded-index.js';";
  const engineJs = (await esbuild({ stdin: { contents: entryJs, resolveDir: path.join(root, 'src/search'), loader: 'ts' }, bundle: true, format: 'iife', globalName: 'SearchEngine', minify: true, write: false })).outputFiles[0].text;
  const page = await browser.newPage();
  await page.goto(url);
  await page.addScriptTag({ content: engineJs });
  const times = await page.evaluate(async ({ indexPath, queries }) => {
    const { createSearchEngine, openShardedIndex, searchInPieces } = globalThis.SearchEngine;
    const first = new URL(indexPath, location.href);
    const [entry] = await (await fetch(first)).json();
    const data = openShardedIndex(entry);
    const engine = createSearchEngine(data);
    // The site builds the typo neighbourhood in idle time once the first file loads (index-store.ts); do the same here.
    const warmStart = performance.now();
    engine.warmUp();
    const warmMs = performance.now() - warmStart;
    const load = async (names) => {
      for (const name of names) data.add(name, await (await fetch(new URL(name, first))).json());
    };
    const typed = queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
    for (const q of typed) await searchInPieces(data, load, () => engine.search(q, 8));
    for (const q of typed.slice(0, 50)) engine.search(q, 8); // warm the JIT like a session would
    const out = [];
    for (const q of typed) {
      const t = performance.now();
      engine.search(q, 8);
      out.push(performance.now() - t);
    }
    return { out, warmMs };
  }, { indexPath, queries });
  await page.close();
  const sorted = times.out.sort((x, y) => x - y);
  return { queries: sorted.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), warmUpMs: times.warmMs };
}

/** Cold page (new context, empty cache): keydown of the first letter -> first suggestion in the DOM. */
async function firstSuggestion(browser, url, letter) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => {
      document.addEventListener('keydown', () => (window.__t0 ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector('.search-suggestions .search-hit')) window.__t1 ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('[data-search-input]').focus();
    await page.keyboard.press(letter);
    await page.waitForFunction(() => window.__t1 !== undefined);
    runs.push(await page.evaluate(() => window.__t1 - window.__t0));
    await context.close();
  }
  return percentile(runs.sort((x, y) => x - y), 0.5);
}

async function searchChunkSize(outDir, files) {
  const text = (f) => String(Buffer.from(f.data));
  const js = files.filter((f) => f.path.startsWith('assets/js/'));
  const chunk = js.find((f) => text(f).includes('Unexpected version url'));
  // With the chunks it imports that a page has not already loaded (those the entry script imports are there).
  const importsOf = (f) => [...text(f).matchAll(/from"\.\/([^"]+)"/g)].map((m) => `assets/js/${m[1]}`);
  const entry = js.find((f) => text(f).includes('search-ui-'));
  const loaded = new Set(entry ? importsOf(entry) : []);
  const fetched = [chunk, ...importsOf(chunk).filter((p) => !loaded.has(p)).map((p) => js.find((f) => f.path === p))];
  const data = Buffer.concat(fetched.map((f) => Buffer.from(f.data)));
  return { file: chunk.path, raw: data.length, gzip: fetched.reduce((n, f) => n + gz(Buffer.from(f.data)), 0) };
}

/**
 * Quality with the engine the browser runs: the manual's sets, and each real site's set on a migrated
 * copy of that site (fetched and migrated once; left out, saying why, when it cannot be had).
 */
async function measureQuality() {
  const quality = await measureSets([...MANUAL_SETS, ...PLAIN_SETS]);
  for (const set of SITE_SETS) {
    try {
      Object.assign(quality, await measureSets([set]));
    } catch (error) {
      process.stderr.write(`the ${set} set is left out: ${error.message}\n`);
    }
  }
  return quality;
}

/** Index sizes, latency in Chromium and the cold first suggestion, on the manual and the shared corpus. */
async function measureSites(browser, tmp, results) {
  const reader = judgedQueries('reader').map((q) => q.q);
  const sites = [['manual', root, [...judgedQueries('titles').map((q) => q.q), ...reader]]];
  const dir = path.join(tmp, 'shared-1000');
  writeSharedCorpus(dir, 1000);
  // The corpus is MistServer-shaped, so the reader-side queries fit it.
  sites.push(['shared corpus 1000', dir, reader]);
  results.sites = {};
  for (const [name, cwd, queries] of sites) {
    process.stderr.write(`${name}...\n`);
    const outDir = path.join(tmp, `out-${name.replace(/\W+/g, '-')}`);
    // compileSite keeps the files in memory (buildSite streams them to disk), which this script reads back.
    const built = await compileSite({ cwd, outDir, ...quiet });
    await emitFiles(outDir, built.files);
    const index = built.files.find((f) => f.path === 'search-index.json');
    const all = built.files.filter((f) => f.path.startsWith('search-index'));
    const server = createStaticServer({ root: outDir });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/`;
    const latency = await browserLatency(browser, url, `/${index.path}`, queries);
    const cold = await firstSuggestion(browser, url, queries[0][0]);
    server.closeAllConnections();
    server.close();
    const first = await firstSearchBytes(outDir, reader);
    results.sites[name] = { pages: built.model.docs.length, index: { files: all.length, raw: all.reduce((n, f) => n + Buffer.byteLength(f.data), 0), gzip: all.reduce((n, f) => n + gz(f.data), 0), first }, latency, coldFirstSuggestionMs: cold };
    if (name === 'manual') results.searchChunk = await searchChunkSize(outDir, built.files);
  }
}

const results = { quality: await measureQuality() };
for (const [set, q] of Object.entries(results.quality)) {
  console.log(`quality, ${qualityLine(`${set} set`, q)}\n${q.table}`);
  console.log(`  not first: ${q.notFirst.join(', ') || 'none'}\n`);
}
if (!process.argv.includes('--quality')) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-search-bench-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    await measureSites(browser, tmp, results);
  } finally {
    await browser.close();
    await rm(tmp, { recursive: true, force: true });
  }
  console.log(`search chunk (loaded on first use): ${kb(results.searchChunk.raw)} raw, ${kb(results.searchChunk.gzip)} gzip`);
  for (const [name, s] of Object.entries(results.sites)) {
    console.log(`${name} (${s.pages} pages): index ${kb(s.index.raw)} raw, ${kb(s.index.gzip)} gzip in ${s.index.files} files, a first search downloads ${kb(s.index.first.median)} (median), ${kb(s.index.first.p95)} (p95) gzip; query median ${s.latency.median.toFixed(3)} ms, p95 ${s.latency.p95.toFixed(3)} ms over ${s.latency.queries} keystroke queries; cold first keystroke -> first suggestion ${s.coldFirstSuggestionMs.toFixed(0)} ms`);
  }
}
const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) await writeFile(process.argv[jsonAt + 1], JSON.stringify(results, null, 2));
