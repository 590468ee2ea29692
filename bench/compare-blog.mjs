#!/usr/bin/env node
/**
 * Compares the blog of a Docusaurus build with the same blog built by mistdocs: the blog's routes (pages
 * and feeds) that only one of the two has, and for up to ten posts the visible text of the post (its
 * title and content) and the targets of its links, as compare-docusaurus.mjs reads doc pages.
 *
 *   node bench/compare-blog.mjs <docusaurus-build> <mistdocs-build> [--base /blog/] [--posts 10] [--json]
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffWords } from 'diff';
import fg from 'fast-glob';
import { parse } from 'node-html-parser';
import { normaliseHref, normaliseText } from './compare-docusaurus.mjs';

/** The blog's routes in a build: every page and feed under `base`, as routes without a trailing slash. */
async function blogRoutes(dir, base) {
  const files = await fg(['**/*.html', '**/rss.xml', '**/atom.xml', '**/feed.json'], { cwd: path.join(dir, base) });
  return new Set(files.map((f) => `${base.replace(/\/$/, '')}/${f}`.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/'));
}

/** A post's title and content as a reader sees them, and its links; undefined for a page that is no post. */
function readPost(html, kind, route) {
  const root = parse(html.replace(/<br\s*\/?>/g, '\n').replace(/<\/(button|li|th|td)>/g, '</$1> '), { comment: false, blockTextElements: { script: false, style: false } });
  const parts =
    kind === 'docusaurus'
      ? root.querySelector('#__blog-post-container') && [root.querySelector('article header h1'), root.querySelector('#__blog-post-container')]
      : root.querySelector('[data-blog="post"]') && [root.querySelector('.blog-post h1.blog-post-title'), root.querySelector('.blog-post .markdown')];
  if (!parts) return undefined;
  const links = [];
  let text = '';
  for (const part of parts.filter(Boolean)) {
    for (const el of part.querySelectorAll('.hash-link, .copy-button, .tab-panel-label, button[class*="copyButton"], [class*="buttonGroup"]')) el.remove();
    for (const el of part.querySelectorAll('[class*="admonitionHeading"], .admonition-title')) el.set_content(el.textContent.toLowerCase());
    for (const a of part.querySelectorAll('a[href]')) links.push(normaliseHref(a.getAttribute('href'), route));
    text += ` ${part.structuredText}`;
  }
  return { text: normaliseText(text), links: links.sort() };
}

export async function compareBlogs(docusaurusDir, mistdocsDir, base = '/blog/', posts = 10) {
  const theirs = await blogRoutes(docusaurusDir, base);
  const ours = await blogRoutes(mistdocsDir, base);
  const onlyDocusaurus = [...theirs].filter((r) => !ours.has(r)).sort();
  const onlyMistdocs = [...ours].filter((r) => !theirs.has(r)).sort();
  const compared = [];
  for (const route of [...theirs].filter((r) => ours.has(r) && !/\.(xml|json)$/.test(r)).sort()) {
    if (compared.length >= posts) break;
    const file = (dir) => [path.join(dir, route, 'index.html'), path.join(dir, `${route}.html`)].find((f) => existsSync(f));
    const a = readPost(await readFile(file(docusaurusDir), 'utf8'), 'docusaurus', route);
    if (!a) continue;
    const b = readPost(await readFile(file(mistdocsDir), 'utf8'), 'mistdocs', route);
    if (!b) {
      compared.push({ route, missing: true });
      continue;
    }
    const textDiff = a.text === b.text ? [] : diffWords(a.text, b.text).filter((d) => d.added || d.removed).map((d) => `${d.added ? '+' : '-'} ${d.value.trim().slice(0, 160)}`);
    const linksOnlyDocusaurus = a.links.filter((l) => !b.links.includes(l));
    const linksOnlyMistdocs = b.links.filter((l) => !a.links.includes(l));
    compared.push({ route, words: a.text.split(' ').length, sameText: textDiff.length === 0, sameLinks: !linksOnlyDocusaurus.length && !linksOnlyMistdocs.length, textDiff, linksOnlyDocusaurus, linksOnlyMistdocs });
  }
  return { routes: { docusaurus: theirs.size, mistdocs: ours.size, onlyDocusaurus, onlyMistdocs }, posts: compared };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const [docusaurusDir, mistdocsDir] = args.filter((a, i) => !a.startsWith('--') && !['--base', '--posts'].includes(args[i - 1]));
  if (!docusaurusDir || !mistdocsDir) {
    process.stderr.write('usage: node bench/compare-blog.mjs <docusaurus-build> <mistdocs-build> [--base /blog/] [--posts 10] [--json]\n');
    process.exit(2);
  }
  const result = await compareBlogs(path.resolve(docusaurusDir), path.resolve(mistdocsDir), value('base', '/blog/'), Number(value('posts', '10')));
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    const r = result.routes;
    process.stdout.write(`blog routes: ${r.docusaurus} in Docusaurus, ${r.mistdocs} in mistdocs; only in Docusaurus: ${r.onlyDocusaurus.length}, only in mistdocs: ${r.onlyMistdocs.length}\n`);
    for (const route of r.onlyDocusaurus) process.stdout.write(`  only in Docusaurus: ${route}\n`);
    for (const route of r.onlyMistdocs) process.stdout.write(`  only in mistdocs: ${route}\n`);
    for (const p of result.posts) {
      process.stdout.write(`${p.route}: ${p.missing ? 'no post in the mistdocs build' : `text ${p.sameText ? 'same' : 'differs'}, links ${p.sameLinks ? 'same' : 'differ'}`}\n`);
      for (const line of p.textDiff ?? []) process.stdout.write(`  text ${line}\n`);
      for (const l of p.linksOnlyDocusaurus ?? []) process.stdout.write(`  link only in Docusaurus: ${l}\n`);
      for (const l of p.linksOnlyMistdocs ?? []) process.stdout.write(`  link only in mistdocs: ${l}\n`);
    }
  }
}
