#!/usr/bin/env node
/**
 * The floor for the Markdown stage: the single-thread time of remark-parse + remark-gfm over every
 * Markdown body of a site (front matter stripped), best of three passes, and that time halved (what two
 * cores could reach if parsing were all the stage did and two threads ran as fast as one).
 *
 * With --pair it also times what two threads do reach on this machine: two processes at once, each
 * parsing every other body (best of three passes of the slower one). Nothing of mistdocs runs in
 * either, so the gap between the halved floor and this is the machine's, not the build's: on a
 * 2-core virtual machine two busy threads share caches, memory bandwidth and the spare core that one
 * thread's garbage collector would otherwise use. Prints JSON.
 *
 * Usage: node bench/markdown-floor.mjs <site-dir> [--pair]
 *        node bench/markdown-floor.mjs <site-dir> --part <i>/<k>   (every k-th body from i; one JSON line)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const PASSES = 3;
const [site, ...flags] = process.argv.slice(2);

/** Times each of PASSES parses of the bodies picked by `part` ([i, k]: every k-th from i). */
async function passTimes([from, every]) {
  const files = (await fg('content/**/*.md', { cwd: site, absolute: true })).sort();
  const bodies = files.filter((_, i) => i % every === from).map((file) => matter(readFileSync(file, 'utf8')).content);
  const parser = unified().use(remarkParse).use(remarkGfm);
  const passes = [];
  for (let i = 0; i < PASSES; i++) {
    const started = performance.now();
    for (const body of bodies) parser.parse(body);
    passes.push(performance.now() - started);
  }
  return { files: bodies.length, bytes: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0), passes };
}

/** Two child processes at once, each timing its half. */
async function pairedPasses() {
  const self = fileURLToPath(import.meta.url);
  const child = (i) =>
    new Promise((resolve, reject) =>
      execFile(process.execPath, [self, site, '--part', `${i}/2`], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout).passes))),
    );
  const [a, b] = await Promise.all([child(0), child(1)]);
  return a.map((ms, i) => Math.max(ms, b[i]));
}

const partAt = flags.indexOf('--part');
if (partAt >= 0) {
  const [from, every] = flags[partAt + 1].split('/').map(Number);
  process.stdout.write(`${JSON.stringify(await passTimes([from, every]))}\n`);
} else {
  const whole = await passTimes([0, 1]);
  const singleThreadMs = Math.min(...whole.passes);
  const pairMs = flags.includes('--pair') ? Math.min(...(await pairedPasses())) : undefined;
  process.stdout.write(`${JSON.stringify({ files: whole.files, bytes: whole.bytes, singleThreadMs, floorMs: singleThreadMs / 2, ...(pairMs === undefined ? {} : { pairMs }) })}\n`);
}
