#!/usr/bin/env node
/**
 * `npm run bench`: measures mistdocs on generated manual-shaped trees (300, 1000, 3000 pages) and on the
 * real manual, checks the budgets, prints a Markdown table and writes it to bench/results/latest.md.
 * Never part of `npm test`. Usage: node bench/run.mjs [--sizes 300,1000,3000] [--runs 3]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const sizes = option('sizes', '300,1000,3000').split(',').map(Number);
const runs = Number(option('runs', '3'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(0)} ms`;

/** One cold build in a fresh process: wall time seen from outside, plus the child's own figures. */
function coldBuild(siteDir, outDir) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [path.join(root, 'bench/build-once.mjs'), outDir], { cwd: siteDir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const wall = performance.now() - started;
  return { ...JSON.parse(out.trim().split('\n').pop()), processWallMs: wall };
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

function searchIndexBytes(outDir) {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/search.*\.json$/i.test(e.name)) files.push(readFileSync(p));
    }
  };
  walk(outDir);
  return { files: files.length, raw: files.reduce((n, b) => n + b.length, 0), gzip: files.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
}

/** Runs an optional companion benchmark (bench/<name>.mjs --json <site>) when it exists. */
function companion(name, siteDir, outDir) {
  const file = path.join(root, 'bench', `${name}.mjs`);
  if (!existsSync(file)) return undefined;
  const r = spawnSync(process.execPath, [file, '--json', siteDir, outDir], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) return { error: (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ') };
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } catch {
    return { error: 'no JSON output' };
  }
}

async function measure(label, siteDir, docRoute) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-bench-out-'));
  const builds = [];
  for (let i = 0; i < runs; i++) builds.push(coldBuild(siteDir, outDir));
  const wall = median(builds.map((b) => b.processWallMs));
  const peak = Math.max(...builds.map((b) => b.maxRssKiB)) / 1024;
  const stages = Object.fromEntries(Object.keys(builds[0].timings).map((k) => [k, median(builds.map((b) => b.timings[k] ?? 0))]));
  const output = folderBytes(outDir);
  const firstLoad = firstLoadBytes(outDir, docRoute);
  const search = searchIndexBytes(outDir);
  const check = companion('check', siteDir, outDir);
  const watch = companion('watch', siteDir, outDir);
  const query = companion('search-latency', siteDir, outDir);
  await rm(outDir, { recursive: true, force: true });
  return { label, pages: builds[0].pages, wall, peak, stages, output, firstLoad, search, check, watch, query };
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
  await generateSite(dir, size);
  process.stderr.write(`measuring ${size} pages...\n`);
  results.push(await measure(`generated ${size}`, dir, findDocRoute(dir)));
}
process.stderr.write('measuring the manual...\n');
results.push(await measure('MistServer manual', root, '/mistserver/outputs/hls'));
await rm(tmp, { recursive: true, force: true });

const at = (n) => results.find((r) => r.label === `generated ${n}`);
const budgets = [];
const budget = (name, value, limit, show) => budgets.push({ name, value: show(value), limit: show(limit), met: value <= limit });
if (at(1000)) {
  budget('cold build, 1000 pages', at(1000).wall, 2700, ms);
  budget('peak memory, 1000 pages', at(1000).peak, 500, (v) => `${v.toFixed(0)} MiB`);
  if (at(1000).watch?.rebuildMs !== undefined) budget('watch rebuild after one edit, 1000 pages', at(1000).watch.rebuildMs, 50, ms);
  if (at(1000).check?.ms !== undefined) budget('check, 1000 pages', at(1000).check.ms, 1000, ms);
  budget('search index, 1000 pages (gzip)', at(1000).search.gzip, 300 * 1024, kb);
}
if (at(1000) && at(3000)) {
  budget('3000 pages / 1000 pages build time', at(3000).wall / at(1000).wall, 3.3, (v) => `${v.toFixed(2)}x`);
  budget('peak memory, 3000 pages', at(3000).peak, 1024, (v) => `${v.toFixed(0)} MiB`);
}
const manual = results.find((r) => r.label === 'MistServer manual');
budget('doc page first-load JS (gzip)', manual.firstLoad.js.gzip, 15 * 1024, kb);
budget('doc page HTML+CSS (gzip)', manual.firstLoad.html.gzip + manual.firstLoad.css.gzip, 40 * 1024, kb);

const lines = [
  `# mistdocs benchmark`,
  '',
  `Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; median of ${runs} cold builds, each in a fresh process.`,
  '',
  '| site | pages | cold build | peak memory | output | doc page HTML (gzip) | CSS (gzip) | JS first load (gzip) | search index (gzip) | check | watch rebuild |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.pages} | ${ms(r.wall)} | ${r.peak.toFixed(0)} MiB | ${(r.output.total / 2 ** 20).toFixed(1)} MB in ${r.output.files} files | ${kb(r.firstLoad.html.raw)} (${kb(r.firstLoad.html.gzip)}) | ${kb(r.firstLoad.css.raw)} (${kb(r.firstLoad.css.gzip)}) | ${kb(r.firstLoad.js.raw)} (${kb(r.firstLoad.js.gzip)}) | ${kb(r.search.raw)} (${kb(r.search.gzip)}) | ${r.check?.ms !== undefined ? ms(r.check.ms) : 'n/a'} | ${r.watch?.rebuildMs !== undefined ? ms(r.watch.rebuildMs) : 'n/a'} |`,
  ),
  '',
  '## Build stages (median ms)',
  '',
  `| site | ${Object.keys(results[0].stages).join(' | ')} |`,
  `| --- | ${Object.keys(results[0].stages).map(() => '---').join(' | ')} |`,
  ...results.map((r) => `| ${r.label} | ${Object.keys(results[0].stages).map((k) => (r.stages[k] ?? 0).toFixed(0)).join(' | ')} |`),
  '',
  ...(results.some((r) => r.query && !r.query.error)
    ? ['## Search queries', '', '| site | median | p95 |', '| --- | --- | --- |', ...results.filter((r) => r.query && !r.query.error).map((r) => `| ${r.label} | ${r.query.medianMs?.toFixed(2)} ms | ${r.query.p95Ms?.toFixed(2)} ms |`), '']
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
