#!/usr/bin/env node
/**
 * `npm run bench`: measures mistdocs on the shared benchmark corpus (../shared/bench-corpus: 1000, 3000 and
 * 10,000 docs of real-sized pages, the corpus other generators were measured on) and on the real manual,
 * checks the budgets, prints a Markdown table and writes it to bench/results/latest.md. Also runs
 * bench/watch-edit.mjs (watch rebuilds, check), bench/search.mjs (index size, latency, quality),
 * bench/islands.mjs (the JavaScript of pages with islands, the cost of component uses) and
 * Lighthouse on the manual. Never part of `npm test`. When bench/docusaurus-search.mjs has measured
 * Docusaurus's search in its work folder, the search section sets this run's quality beside it.
 * Usage: node bench/run.mjs [--sizes 1000,3000,10000] [--runs 3] [--big-runs N] [--corpus shared|generated] [--no-search] [--no-lighthouse]
 *   --corpus generated  the light generated tree (bench/generate.mjs, 1.2 KB pages) instead of the shared corpus
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstSearchBytes } from './first-search.mjs';
import { freshBuild, median } from './fresh-build.mjs';
import { generateSite } from './generate.mjs';
import { writeSharedCorpus } from './shared-corpus.mjs';
import { comparisonTable, lastRun } from './docusaurus-search.mjs';
import { judgedQueries, qualityLine } from './search-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const corpus = option('corpus', 'shared');
const sizes = option('sizes', corpus === 'shared' ? '1000,3000,10000' : '300,1000,3000').split(',').map(Number);
const runs = Number(option('runs', '3'));
/** Runs at 10,000 docs and more, where one cold build takes minutes. */
const bigRuns = Number(option('big-runs', String(runs)));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(0)} ms`;

/** One build in a fresh process (cold unless `cache`): wall time seen from outside, plus the child's own figures. */
const coldBuild = (siteDir, outDir, cache = false) => freshBuild(siteDir, outDir, { cache });

/** bench/markdown-floor.mjs over `siteDir`: the halved single-thread parse time, and with `pair` two parsers' time at once. */
function markdownFloor(siteDir, pair) {
  return JSON.parse(execFileSync(process.execPath, [path.join(root, 'bench/markdown-floor.mjs'), siteDir, ...(pair ? ['--pair'] : [])], { encoding: 'utf8' }));
}

function folderBytes(dir) {
  let total = 0;
  let files = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        total += statSync(p).size;
        files++;
      }
    }
  };
  walk(dir);
  return { total, files };
}

/** What a browser downloads on first load of a page: the HTML, its stylesheets and the JS it runs before any interaction. */
export function firstLoadBytes(outDir, route) {
  const html = readFileSync(path.join(outDir, route.replace(/^\/|\/$/g, ''), 'index.html'));
  const text = html.toString('utf8');
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(path.join(outDir, m[1])));
  const seen = new Set();
  const js = [];
  const queue = [...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  while (queue.length) {
    const src = queue.shift();
    if (seen.has(src)) continue;
    seen.add(src);
    const data = readFileSync(path.join(outDir, src));
    js.push(data);
    // Static imports load before the module runs; dynamic import() chunks (search) load on first use.
    for (const m of data.toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?["'](\.\/[^"']+)["']/g)) queue.push(path.posix.join(path.posix.dirname(src), m[1]));
  }
  const inline = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const sum = (bufs) => ({ raw: bufs.reduce((n, b) => n + b.length, 0), gzip: bufs.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) });
  return { html: sum([html]), css: sum(css), js: sum(js), inlineJs: inline.length };
}

/** All index files (what a reader who searched everything would have fetched), and what a first search fetches for the reader-side queries. */
async function searchIndexBytes(outDir) {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/search-index/.test(p) && e.name.endsWith('.json')) files.push(readFileSync(p));
    }
  };
  walk(outDir);
  const queries = judgedQueries('reader').map((q) => q.q);
  const first = await firstSearchBytes(outDir, queries);
  const typed = await firstSearchBytes(outDir, queries, { typed: true });
  return { typed, files: files.length, raw: files.reduce((n, b) => n + b.length, 0), gzip: files.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0), first };
}

/** Runs another benchmark script that writes its figures as JSON (`--json FILE`), and returns them. */
async function companion(script, args) {
  const file = path.join(os.tmpdir(), `mistdocs-bench-${path.basename(script, '.mjs')}-${process.pid}.json`);
  const r = spawnSync(process.execPath, ['--max-old-space-size=6144', path.join(root, 'bench', script), ...args, '--json', file], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) {
    process.stderr.write(`bench/${script} failed:\n${(r.stderr || r.stdout).trim().split('\n').slice(-5).join('\n')}\n`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    await rm(file, { force: true });
  }
}

/** Runs a command without blocking this process's event loop; resolves with its exit status and output. */
function spawnAsync(command, commandArgs, options) {
  return new Promise((resolve) => {
    execFile(command, commandArgs, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** Lighthouse (mobile settings, Debian Chromium) on a few pages of a built site served with compression. */
async function lighthouse(outDir, routes) {
  const { createStaticServer } = await import('../dist/src/dev/static-server.js');
  const server = createStaticServer({ root: outDir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const scores = {};
  try {
    for (const route of routes) {
      const report = path.join(os.tmpdir(), `mistdocs-lh-${process.pid}.json`);
      // Asynchronous: the site is served from this process, so a blocking spawn would starve the server.
      const r = await spawnAsync(
        process.execPath,
        [
          path.join(root, 'node_modules/lighthouse/cli/index.js'),
          base + route,
          '--chrome-path=/usr/bin/chromium',
          '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
          '--only-categories=performance,accessibility,best-practices,seo',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
        ],
        { timeout: 180_000 },
      );
      if (r.status !== 0 || !existsSync(report)) {
        scores[route] = { error: (r.stderr || 'lighthouse failed').trim().split('\n').pop() };
        continue;
      }
      const categories = JSON.parse(readFileSync(report, 'utf8')).categories;
      scores[route] = Object.fromEntries(Object.entries(categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
      await rm(report, { force: true });
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return scores;
}

async function measure(label, siteDir, docRoute, times = runs) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-bench-out-'));
  const builds = [];
  // At 1000 pages the Markdown floor is timed just before each cold build (this host's speed drifts by a
  // fifth from minute to minute), with two parsers at once as well, and each build's stage is set against its own.
  const floors = [];
  const interleave = label === `${corpus} 1000`;
  for (let i = 0; i < times; i++) {
    if (interleave) floors.push(markdownFloor(siteDir, true));
    builds.push(coldBuild(siteDir, outDir));
  }
  const wall = median(builds.map((b) => b.processWallMs));
  const best = Math.min(...builds.map((b) => b.processWallMs));
  // A second build with the Markdown cache (the first one fills it), as `mistdocs build` runs in CI or after an edit.
  let second;
  if (label !== 'MistServer manual') {
    coldBuild(siteDir, outDir, true);
    second = median(Array.from({ length: times }, () => coldBuild(siteDir, outDir, true).processWallMs));
  }
  let floor = label === 'MistServer manual' ? undefined : interleave ? floors[0] : markdownFloor(siteDir, false);
  if (interleave) {
    const stageOver = (key) => median(builds.map((b, i) => b.timings.markdown / floors[i][key]));
    floor = { floorMs: median(floors.map((f) => f.floorMs)), pairMs: median(floors.map((f) => f.pairMs)), stageOverFloor: stageOver('floorMs'), stageOverPair: stageOver('pairMs') };
  }
  const peak = Math.max(...builds.map((b) => b.maxRssKiB)) / 1024;
  const stages = Object.fromEntries(Object.keys(builds[0].timings).map((k) => [k, median(builds.map((b) => b.timings[k] ?? 0))]));
  const output = folderBytes(outDir);
  const firstLoad = firstLoadBytes(outDir, docRoute);
  const search = await searchIndexBytes(outDir);
  const lh = label === 'MistServer manual' && !args.includes('--no-lighthouse') ? await lighthouse(outDir, [docRoute, '/', '/search']) : undefined;
  await rm(outDir, { recursive: true, force: true });
  return { label, pages: builds[0].pages, wall, best, second, floor, peak, stages, output, firstLoad, search, lighthouse: lh };
}

function findDocRoute(siteDir) {
  // A typical doc page: the first non-index doc found under content/docs.
  const walk = (d, rel = '') => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) {
        const hit = walk(path.join(d, e.name), `${rel}/${e.name}`);
        if (hit) return hit;
      } else if (e.name.endsWith('.md') && e.name !== 'index.md' && rel) return `${rel}/${e.name.replace(/\.md$/, '')}`;
    }
    return undefined;
  };
  return walk(path.join(siteDir, 'content', 'docs'));
}

const results = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-bench-'));
for (const size of sizes) {
  const dir = path.join(tmp, `site-${size}`);
  if (corpus === 'shared') {
    writeSharedCorpus(dir, size);
  } else await generateSite(dir, size);
  // Projects keep mistdocs (and so its Markdown cache) in node_modules.
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  process.stderr.write(`measuring ${size} pages...\n`);
  results.push(await measure(`${corpus} ${size}`, dir, findDocRoute(dir), size >= 10000 ? bigRuns : runs));
}
process.stderr.write('measuring the manual...\n');
results.push(await measure('MistServer manual', root, '/mistserver/outputs/hls'));
await rm(tmp, { recursive: true, force: true });
process.stderr.write('measuring watch rebuilds and check at 1000 pages...\n');
const watch = await companion('watch-edit.mjs', ['1000', ...(corpus === 'shared' ? ['--corpus'] : [])]);
process.stderr.write('measuring search...\n');
const searchBench = args.includes('--no-search') ? undefined : await companion('search.mjs', []);
process.stderr.write('measuring site components and islands...\n');
const islands = await companion('islands.mjs', []);
process.stderr.write('measuring a blog of 5000 posts...\n');
const blogBench = args.includes('--no-blog') ? undefined : await companion('blog.mjs', ['--n', '5000']);

/**
 * This run's quality beside Docusaurus's search on the same sets, as bench/docusaurus-search.mjs last
 * measured it (Docusaurus's figures do not change with mistdocs); nothing when it has not been run here.
 */
/** What a judged set measures, for its heading in the results. */
function qualityTitle(set) {
  const [name, plain] = set.split(':');
  const what =
    name === 'titles' ? 'Quality on the manual, queries written from the page titles'
    : name === 'reader' ? "Quality on the manual, queries written from the reader's side"
    : name === 'socketio' ? "Quality on a real site held out from tuning (the Socket.IO website, judged before any search ran on it), queries written from the reader's side"
    : name === 'coderabbit' ? "Quality on a real site held out from tuning (the CodeRabbit docs, judged before any search ran on it), queries written from the reader's side"
    : `Quality on a real site (${name}; written before the search was tuned on it, since tuned on), queries written from the reader's side`;
  return plain ? `${what}, without the synonyms the site's config lists` : what;
}

function againstDocusaurus(quality) {
  const theirs = lastRun();
  if (!theirs) return ['Against Docusaurus search: not measured on this machine (`node bench/docusaurus-search.mjs` installs and builds Docusaurus, minutes; see bench/results/docusaurus-search.md).', ''];
  const rows = Object.entries(quality).flatMap(([set, q]) => {
    const docusaurus = theirs.rows.filter((r) => r.set === set && r.engine !== 'mistdocs');
    if (!docusaurus.length) return [];
    const typo = q.byClass.typo;
    return [{ set, engine: 'mistdocs', queries: q.queries, mrr: q.mrr, first: q.first, success8: q.success8, typos: typo ? `${Math.round(typo.success8 * typo.queries)}/${typo.queries}` : '-' }, ...docusaurus];
  });
  if (!rows.length) return [];
  // A set changed since Docusaurus's search was measured on it: its figures are of the set as it was then.
  const stale = rows.filter((r) => r.engine !== 'mistdocs' && r.queries !== quality[r.set].queries).map((r) => r.set);
  const note = stale.length ? [`The ${[...new Set(stale)].join(' and ')} set changed since; \`node bench/docusaurus-search.mjs --steps search\` measures it again.`, ''] : [];
  return [`Against Docusaurus search (its figures from \`node bench/docusaurus-search.mjs\`, ${theirs.measured.slice(0, 10)}):`, '', comparisonTable(rows), '', ...note];
}

const at = (n) => results.find((r) => r.label === `${corpus} ${n}`);
const budgets = [];
const budget = (name, value, limit, show) => budgets.push({ name, value: show(value), limit: show(limit), met: value <= limit });
const mib = (v) => `${(v / 2 ** 20).toFixed(1)} MiB`;
const ratio = (v) => `${v.toFixed(2)}x`;
for (const n of [1000, 10000]) if (at(n)) budget(`HTML of a doc page, ${n} pages`, at(n).firstLoad.html.raw, 30 * 1024, kb);
if (at(1000)) {
  budget('whole output, 1000 pages', at(1000).output.total, 60 * 2 ** 20, mib);
  budget('Markdown stage / floor (remark-parse + remark-gfm, one thread, halved; median of each build against the floor timed just before it), 1000 pages', at(1000).floor.stageOverFloor, 1.15, ratio);
  budget('cold build, 1000 pages', at(1000).wall, 7000, ms);
  budget('second build (Markdown cached), 1000 pages', at(1000).second, 2700, ms);
  budget('peak memory, 1000 pages', at(1000).peak, 500, (v) => `${v.toFixed(0)} MiB`);
  budget('search index a first search downloads, 1000 pages (gzip, p95 of the reader-side queries)', at(1000).search.first.p95, 120 * 1024, kb);
}
if (at(1000) && at(10000)) {
  budget('10,000 pages / 1000 pages build time', at(10000).wall / at(1000).wall, 11, ratio);
  budget('10,000 pages / 1000 pages output size', at(10000).output.total / at(1000).output.total, 11, ratio);
  budget('peak memory, 10,000 pages', at(10000).peak, 1536, (v) => `${v.toFixed(0)} MiB`);
  budget('search index a first search downloads, 10,000 pages (gzip, p95 of the reader-side queries)', at(10000).search.first.p95, 200 * 1024, kb);
}
if (watch) {
  budget('watch rebuild after one body edit, 1000 pages (median of 7 edits a couple of seconds apart)', watch.bodyEditMedianMs, 50, ms);
  budget('check, 1000 pages, after a build (Markdown cached)', watch.checkAfterBuildMs, 1000, ms);
  budget('check, 1000 pages, nothing cached', watch.checkMs, 7000, ms);
}
if (blogBench) {
  budget(`blog of ${blogBench.n} posts / ${blogBench.n} doc pages build time`, blogBench.ratio.blogToDocs, 1.2, ratio);
  budget(`blog of ${blogBench.n} posts / ${blogBench.n / 2} posts build time (2.00 is linear)`, blogBench.ratio.blogToHalf, 2.2, ratio);
  budget('posts on the largest blog list, tag or author page', blogBench.blog.postsOnLargest, 10, (v) => String(v));
}
const gen1000 = searchBench?.sites?.['shared corpus 1000'];
if (gen1000) budget('search query p95, 1000 pages', gen1000.latency.p95, 5, (v) => `${v.toFixed(2)} ms`);
if (searchBench?.searchChunk) budget('search code on first use (gzip)', searchBench.searchChunk.gzip, 10 * 1024, kb);
if (islands) {
  budget('JS on a page with one small island, React included (gzip; bench/results/islands.md)', islands.islandJs, 70 * 1024, kb);
  budget('JS on a page with one small island, islands hydrated by Preact (gzip)', islands.preactIslandJs, 70 * 1024, kb);
  budget('build of 100 component uses against the same MDX pages without them (best of 7 each)', islands.componentBuildSlower, 0.1, (v) => `${(v * 100).toFixed(1)}%`);
}
const manual = results.find((r) => r.label === 'MistServer manual');
for (const [route, score] of Object.entries(manual.lighthouse ?? {})) {
  if (score.error) budgets.push({ name: `Lighthouse, ${route}`, value: score.error, limit: '100 in each category', met: false });
  else for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) budgets.push({ name: `Lighthouse ${category}, ${route}`, value: String(score[category]), limit: '100', met: score[category] >= 100 });
}
budget('doc page first-load JS (gzip)', manual.firstLoad.js.gzip, 15 * 1024, kb);
budget('doc page HTML+CSS (gzip)', manual.firstLoad.html.gzip + manual.firstLoad.css.gzip, 40 * 1024, kb);

const lines = [
  `# mistdocs benchmark`,
  '',
  `Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; median (and best) of ${runs} cold builds (\`--no-cache\`, ${bigRuns} at 10,000 docs and more), each in a fresh process; second build: median of as many builds with the Markdown cache filled. Corpus: ${corpus === 'shared' ? 'the shared benchmark corpus (../shared/bench-corpus)' : 'the light generated tree (bench/generate.mjs)'}.`,
  '',
  '| site | pages | cold build (best) | second build | Markdown floor | peak memory | output | doc page HTML (gzip) | JS first load (gzip) | search index, all files (gzip) | first search downloads (gzip, median / p95 / max) | same, every prefix searched as typed (median / p95) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.pages} | ${ms(r.wall)} (${ms(r.best)}) | ${r.second ? ms(r.second) : ''} | ${r.floor ? ms(r.floor.floorMs) : ''} | ${r.peak.toFixed(0)} MiB | ${(r.output.total / 2 ** 20).toFixed(1)} MiB in ${r.output.files} files | ${kb(r.firstLoad.html.raw)} (${kb(r.firstLoad.html.gzip)}) | ${kb(r.firstLoad.js.raw)} (${kb(r.firstLoad.js.gzip)}) | ${kb(r.search.raw)} (${kb(r.search.gzip)}) in ${r.search.files} files | ${kb(r.search.first.median)} / ${kb(r.search.first.p95)} / ${kb(r.search.first.max)} | ${kb(r.search.typed.median)} / ${kb(r.search.typed.p95)} |`,
  ),
  '',
  '## Build stages (median ms)',
  '',
  `| site | ${Object.keys(results[0].stages).join(' | ')} |`,
  `| --- | ${Object.keys(results[0].stages).map(() => '---').join(' | ')} |`,
  ...results.map((r) => `| ${r.label} | ${Object.keys(results[0].stages).map((k) => (r.stages[k] ?? 0).toFixed(0)).join(' | ')} |`),
  '',
  ...(at(1000)?.floor?.pairMs
    ? [
        `The Markdown floor at 1000 pages, timed before each cold build (medians): one thread's parse halved ${ms(at(1000).floor.floorMs)}; two parsers at once, each over every other page, ${ms(at(1000).floor.pairMs)} (nothing of mistdocs runs in either; the difference is what two busy threads lose to each other on this machine). The Markdown stage took ${ratio(at(1000).floor.stageOverFloor)} the first and ${ratio(at(1000).floor.stageOverPair)} the second.`,
        '',
      ]
    : []),
  ...(watch
    ? [`## Watch mode and check (${corpus} 1000 pages)`, '', `check after a build (Markdown cached): ${ms(watch.checkAfterBuildMs)}; check with nothing cached: ${ms(watch.checkMs)}`, '', '| edit | rebuild | Markdown re-rendered | pages re-rendered | files written |', '| --- | --- | --- | --- | --- |', ...watch.edits.map((e) => `| ${e.label} | ${ms(e.ms)} | ${e.docs} | ${e.pages} | ${e.written} |`), '', `Body edits: median ${ms(watch.bodyEditMedianMs)}, slowest ${ms(watch.bodyEditMaxMs)}.`, '']
    : []),
  ...(searchBench
    ? [
        '## Search',
        '',
        `Search code loaded on first use: ${kb(searchBench.searchChunk.raw)} (${kb(searchBench.searchChunk.gzip)} gzip).`,
        '',
        ...Object.entries(searchBench.quality).flatMap(([set, q]) => [`${qualityTitle(set)} (${set} set): ${qualityLine('all', q).replace(/^all: /, '')}.`, '', q.table, '']),
        ...againstDocusaurus(searchBench.quality),
        '| site | pages | index (gzip) | idle warm-up after load | query median | query p95 | cold first keystroke to first suggestion |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...Object.entries(searchBench.sites).map(([name, x]) => `| ${name} | ${x.pages} | ${kb(x.index.raw)} (${kb(x.index.gzip)}) | ${ms(x.latency.warmUpMs ?? 0)} | ${x.latency.median.toFixed(2)} ms | ${x.latency.p95.toFixed(2)} ms | ${ms(x.coldFirstSuggestionMs)} |`),
        '',
      ]
    : []),
  ...(blogBench
    ? [
        `## Blog (${blogBench.n} posts, shared corpus)`,
        '',
        '| site | pages | build | Markdown stage | render stage | peak memory | output | largest list page |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...[
          [`${blogBench.n} doc pages`, blogBench.docs],
          [`${blogBench.n / 2} blog posts`, blogBench.half],
          [`${blogBench.n} blog posts`, blogBench.blog],
        ].map(([label, r]) => `| ${label} | ${r.pages} | ${ms(r.wallMs)} | ${ms(r.markdownMs)} | ${ms(r.renderMs)} | ${r.maxRssMiB.toFixed(0)} MiB | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.postsOnLargest} posts, ${kb(r.largestList)} |`),
        '',
      ]
    : []),
  ...(manual.lighthouse
    ? ['## Lighthouse (mobile), the manual', '', '| page | performance | accessibility | best practices | SEO |', '| --- | --- | --- | --- | --- |', ...Object.entries(manual.lighthouse).map(([route, x]) => (x.error ? `| ${route} | ${x.error} | | | |` : `| ${route} | ${x.performance} | ${x.accessibility} | ${x['best-practices']} | ${x.seo} |`)), '']
    : []),
  '## Budgets',
  '',
  '| budget | measured | limit | |',
  '| --- | --- | --- | --- |',
  ...budgets.map((b) => `| ${b.name} | ${b.value} | ${b.limit} | ${b.met ? 'met' : '**missed**'} |`),
  '',
];
const table = lines.join('\n');
await writeFile(path.join(root, 'bench/results/latest.md'), table);
process.stdout.write(`${table}\n`);
