#!/usr/bin/env node
/**
 * Blog bench: the shared benchmark corpus (../shared/bench-corpus) built as `n` doc pages, and the same
 * pages as `n` blog posts (dated file names, a truncate marker after the opening, 20 tags from tags.yml,
 * 10 authors with pages from authors.yml), and as n/2 posts to see that the blog grows linearly. Each is
 * a cold build in a fresh process; reports build time, the Markdown and render stages, peak memory,
 * pages and output size, and the largest page of posts (no list, tag or author page may carry more than
 * one page of posts, so none may grow with the blog).
 *
 * Usage: node bench/blog.mjs [--n 5000] [--runs 1] [--json file]
 * Needs a compiled dist/ (npm run compile).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshBuild, median } from './fresh-build.mjs';
import { writeSharedCorpus } from './shared-corpus.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const n = Number(option('n', '5000'));
const runs = Number(option('runs', '1'));
const jsonFile = option('json', undefined);

function files(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

/** One cold build in a fresh process: wall time, stage times, peak memory, pages, output bytes and the largest blog list page. */
function build(siteDir) {
  const outDir = path.join(siteDir, 'out');
  rmSync(outDir, { recursive: true, force: true });
  const child = freshBuild(siteDir, outDir);
  const wallMs = child.processWallMs;
  const all = files(outDir);
  const lists = all.filter((f) => /[\\/]blog[\\/](index\.html|page[\\/]|tags[\\/]|authors[\\/])/.test(f) && f.endsWith('.html'));
  const largestList = lists.reduce((max, f) => Math.max(max, statSync(f).size), 0);
  const postsOnLargest = lists.reduce((max, f) => Math.max(max, (readFileSync(f, 'utf8').match(/class="blog-post blog-post-excerpt"/g) ?? []).length), 0);
  return { wallMs, maxRssMiB: child.maxRssKiB / 1024, pages: child.pages, bytes: all.reduce((n, f) => n + statSync(f).size, 0), timings: child.timings, largestList, postsOnLargest };
}

function measure(siteDir) {
  const all = Array.from({ length: runs }, () => build(siteDir));
  const pick = (key) => median(all.map((r) => r[key]));
  return { ...all[0], wallMs: pick('wallMs'), maxRssMiB: pick('maxRssMiB'), markdownMs: median(all.map((r) => r.timings.markdown ?? 0)), renderMs: median(all.map((r) => r.timings.render ?? 0)) };
}

/** The corpus's docs as `count` blog posts of a site with one doc page. */
function writeBlogSite(siteDir, corpusDocs, count) {
  mkdirSync(path.join(siteDir, 'content/docs'), { recursive: true });
  mkdirSync(path.join(siteDir, 'content/blog'), { recursive: true });
  mkdirSync(path.join(siteDir, 'node_modules'), { recursive: true });
  writeFileSync(path.join(siteDir, 'content/docs/index.md'), '# Home\n\nThe blog is at [/blog](/blog).\n');
  const tags = Array.from({ length: 20 }, (_, i) => `topic-${i}`);
  writeFileSync(path.join(siteDir, 'content/blog/tags.yml'), tags.map((t) => `${t}:\n  label: Topic ${t.slice(6)}\n`).join(''));
  writeFileSync(path.join(siteDir, 'content/blog/authors.yml'), Array.from({ length: 10 }, (_, i) => `a${i}:\n  name: Author ${i}\n  title: Writer\n  page: true\n`).join(''));
  const day = Date.UTC(2010, 0, 1);
  corpusDocs.slice(0, count).forEach((file, i) => {
    const text = readFileSync(file, 'utf8');
    const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const own = (m ? m[1] : '').replace(/^tags:\n(  - .*\n?)*/m, '').replace(/^(slug|id|sidebar_position|sidebar_label):.*\n?/gm, '').trim();
    // Links between the corpus's docs lead nowhere from the blog: their text stays.
    let body = (m ? text.slice(m[0].length) : text).replace(/\[([^\]]*)\]\([^)]*\.md[^)]*\)/g, '$1');
    const para = body.indexOf('\n\n', body.indexOf('\n\n') + 2);
    body = para === -1 ? body : `${body.slice(0, para)}\n\n<!-- truncate -->${body.slice(para)}`;
    const date = new Date(day + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);
    const fm = `${own}\ntags: [${tags[i % 20]}, ${tags[(i * 7 + 3) % 20]}]\nauthors: [a${i % 10}]\n`;
    writeFileSync(path.join(siteDir, `content/blog/${date}-post-${i}.md`), `---\n${fm}---\n${body}`);
  });
  writeFileSync(path.join(siteDir, 'site.config.ts'), "export default { title: 'Synthetic Blog', url: 'https://bench.example', baseUrl: '/' };\n");
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-blog-bench-'));
try {
  const docsSite = path.join(tmp, 'docs');
  writeSharedCorpus(docsSite, n);
  mkdirSync(path.join(docsSite, 'node_modules'), { recursive: true });
  const corpusDocs = files(path.join(docsSite, 'content/docs')).filter((f) => f.endsWith('.md')).sort();
  const blogSite = path.join(tmp, 'blog');
  writeBlogSite(blogSite, corpusDocs, n);
  const halfSite = path.join(tmp, 'blog-half');
  writeBlogSite(halfSite, corpusDocs, Math.floor(n / 2));

  process.stderr.write(`building ${n} doc pages...\n`);
  const docs = measure(docsSite);
  process.stderr.write(`building ${Math.floor(n / 2)} blog posts...\n`);
  const half = measure(halfSite);
  process.stderr.write(`building ${n} blog posts...\n`);
  const blog = measure(blogSite);
  const result = { n, runs, docs, half, blog, ratio: { blogToDocs: blog.wallMs / docs.wallMs, blogToHalf: blog.wallMs / half.wallMs } };
  const row = (label, r) => `| ${label} | ${r.pages} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.markdownMs / 1000).toFixed(1)} s | ${(r.renderMs / 1000).toFixed(1)} s | ${r.maxRssMiB.toFixed(0)} MiB | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.postsOnLargest} posts, ${(r.largestList / 1024).toFixed(0)} KB |`;
  process.stdout.write(
    [
      `Node ${process.version}, ${os.cpus().length} cores; ${runs} cold build(s) each (median), shared corpus.`,
      '',
      '| site | pages | build | markdown stage | render stage | peak memory | output | largest list page |',
      '|---|---|---|---|---|---|---|---|',
      row(`${n} doc pages`, docs),
      row(`${Math.floor(n / 2)} blog posts`, half),
      row(`${n} blog posts`, blog),
      '',
      `${n} posts / ${n} docs: ${result.ratio.blogToDocs.toFixed(2)}x the time; ${n} posts / ${Math.floor(n / 2)} posts: ${result.ratio.blogToHalf.toFixed(2)}x (2.00 is linear).`,
      '',
    ].join('\n'),
  );
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
