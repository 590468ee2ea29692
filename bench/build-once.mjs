#!/usr/bin/env node
/**
 * Runs one build of the site in the current directory and prints its figures as JSON: stage times,
 * page count and this process's peak memory. Used by bench/run.mjs (one fresh process per build).
 * Usage: node bench/build-once.mjs <out-dir> [--cache]
 *   --cache  keep rendered Markdown between runs, as `mistdocs build` does (default: a cold build, as `--no-cache`)
 */
process.env.NODE_ENV ??= 'production';
const { buildSite } = await import('../dist/src/pipeline/index.js');
const started = performance.now();
const result = await buildSite({ cwd: process.cwd(), outDir: process.argv[2], persistentCache: process.argv.includes('--cache') });
const wallMs = performance.now() - started;
process.stdout.write(`${JSON.stringify({ wallMs, timings: result.timings, pages: result.pages, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
