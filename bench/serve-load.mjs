#!/usr/bin/env node
/**
 * Load run against the static server on loopback: keep-alive clients request a mix of pages, route
 * chunks, assets and missing paths for a fixed time, then report requests per second, errors and
 * latency. Needs `npm run compile` first.
 *
 * Usage: node bench/serve-load.mjs [built-site-dir] [--seconds 10] [--connections 32]
 * Without a folder, builds the generated 1000-page tree (bench/generate.mjs) into a temporary folder.
 */
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { createStaticServer } = await import(path.join(here, '../dist/src/dev/static-server.js'));
const { buildSite } = await import(path.join(here, '../dist/src/pipeline/index.js'));
const { generateSite } = await import('./generate.mjs');

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const seconds = flag('seconds', 10);
const connections = flag('connections', 32);
let siteDir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
let temp;
if (!siteDir) {
  temp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-load-'));
  await generateSite(path.join(temp, 'src'), 1000);
  await buildSite({ cwd: path.join(temp, 'src'), outDir: path.join(temp, 'out') });
  siteDir = path.join(temp, 'out');
}

/** A request mix shaped like real traffic: mostly pages (loaded, or fetched by in-place navigation), then assets, a few misses. */
function requestMix(root) {
  const pages = [];
  const assets = [];
  const walk = (dir, rel) => {
    for (const name of readdirSync(dir)) {
      const abs = path.join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(abs).isDirectory()) walk(abs, r);
      else if (name === 'index.html') pages.push(`/${rel}${rel ? '/' : ''}`);
      else if (r.startsWith('assets/')) assets.push(`/${r}`);
    }
  };
  walk(root, '');
  const mix = [];
  for (let i = 0; i < 100; i++) {
    const roll = i % 10;
    const pick = (list) => list[(i * 7919) % Math.max(1, list.length)];
    if (roll < 8) mix.push(pick(pages));
    else if (roll < 9) mix.push(pick(assets) ?? pick(pages));
    else mix.push(`/no/such/page-${i}`);
  }
  return mix.filter(Boolean);
}

const server = createStaticServer({ root: siteDir });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const mix = requestMix(siteDir);
const latencies = [];
let ok = 0;
let notFound = 0;
let errors = 0;
const deadline = performance.now() + seconds * 1000;

async function client(id) {
  let n = id;
  while (performance.now() < deadline) {
    const target = mix[n++ % mix.length];
    const started = performance.now();
    await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: target, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode === 200 || res.statusCode === 304) ok++;
          else if (res.statusCode === 404) notFound++;
          else errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
if (temp) await rm(temp, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1);
const total = ok + notFound + errors;
process.stdout.write(
  `serve-load: ${total} requests in ${elapsed.toFixed(1)} s over ${connections} keep-alive connections\n` +
    `  ${(total / elapsed).toFixed(0)} requests/s, ${ok} ok, ${notFound} not found (expected), ${errors} errors\n` +
    `  latency p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms\n`,
);
process.exitCode = errors ? 1 : 0;
