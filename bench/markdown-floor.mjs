#!/usr/bin/env node
/**
 * The floor for the Markdown stage: the single-thread time of remark-parse + remark-gfm over every
 * Markdown body of a site (front matter stripped), best of three passes, and that time halved (what two
 * cores could reach if parsing were all the stage did). Prints JSON.
 * Usage: node bench/markdown-floor.mjs <site-dir>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const site = process.argv[2];
const files = await fg('content/**/*.md', { cwd: site, absolute: true });
const bodies = files.map((file) => matter(readFileSync(file, 'utf8')).content);
const parser = unified().use(remarkParse).use(remarkGfm);
const passes = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  for (const body of bodies) parser.parse(body);
  passes.push(performance.now() - started);
}
const singleThreadMs = Math.min(...passes);
process.stdout.write(`${JSON.stringify({ files: bodies.length, bytes: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0), singleThreadMs, floorMs: singleThreadMs / 2 })}\n`);
