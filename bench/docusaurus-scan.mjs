#!/usr/bin/env node
/**
 * Scans a built site for Docusaurus syntax that reached the reader unconverted, per page and in total:
 *   - `:::` admonition fences shown as text,
 *   - `import ... from` / `export ...` lines shown as text,
 *   - literal component tags (`</Tabs>`, `<Tabs groupId=` or `<Tabs />` shown as text, or an element
 *     whose tag keeps a capital letter),
 *   - links to `.md`/`.mdx` files that were not resolved to a route.
 * Code blocks and inline code are left out: there, this syntax is content.
 *
 *   node bench/docusaurus-scan.mjs <build-dir> [--json]
 *
 * Exits 1 when anything is found, so it can guard a migrated site in CI.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { parse } from 'node-html-parser';

const KINDS = ['admonitionFences', 'importLines', 'componentTags', 'mdHrefs'];

/** What one page shows that it should not. */
export function scanPage(html) {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, pre: true, noscript: false } });
  const content = root.querySelector('main') ?? root.querySelector('body') ?? root;
  const found = Object.fromEntries(KINDS.map((k) => [k, []]));
  for (const a of content.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) continue;
    if (/\.mdx?$/i.test(href.split(/[?#]/)[0])) found.mdHrefs.push(href);
  }
  for (const el of content.querySelectorAll('*')) {
    if (/^[A-Z]/.test(el.rawTagName ?? '')) found.componentTags.push(`<${el.rawTagName}>`);
  }
  for (const el of content.querySelectorAll('pre, code, script, style, kbd')) el.remove();
  for (const line of content.structuredText.split('\n')) {
    const text = line.trim();
    if (text.includes(':::')) found.admonitionFences.push(text.slice(0, 80));
    if (/^(import\s+(?:[\w*{][^;]*?\s+from\s+)?['"]|export\s+(default|const|function)\b)/.test(text)) found.importLines.push(text.slice(0, 80));
    // A tag as JSX writes it: closing, self-closing or with an attribute; `<SCOPE>/x` in prose is a placeholder.
    for (const tag of text.matchAll(/<\/[A-Z][\w.]*>|<[A-Z][\w.]*(?:\s+[\w-]+=|\s*\/>)/g)) found.componentTags.push(tag[0]);
  }
  return found;
}

/** Every HTML page under `dir` with what it shows that it should not. */
export async function scanSite(dir) {
  const files = (await fg(['**/*.html'], { cwd: dir, ignore: ['assets/**', '_chunks/**'] })).sort();
  const pages = [];
  for (const file of files) {
    const found = scanPage(await readFile(path.join(dir, file), 'utf8'));
    if (KINDS.some((k) => found[k].length > 0)) pages.push({ file, ...found });
  }
  const totals = Object.fromEntries(KINDS.map((k) => [k, pages.reduce((n, p) => n + p[k].length, 0)]));
  return { dir, pagesScanned: files.length, totals, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir) {
    process.stderr.write('usage: node bench/docusaurus-scan.mjs <build-dir> [--json]\n');
    process.exit(2);
  }
  const result = await scanSite(path.resolve(dir));
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    process.stdout.write(`${result.pagesScanned} pages scanned in ${dir}\n`);
    for (const page of result.pages) {
      process.stdout.write(`\n${page.file}\n`);
      for (const k of KINDS) for (const hit of page[k]) process.stdout.write(`  ${k}: ${hit}\n`);
    }
    process.stdout.write(`\n${KINDS.map((k) => `${k} ${result.totals[k]}`).join(', ')}\n`);
  }
  process.exit(KINDS.some((k) => result.totals[k] > 0) ? 1 : 0);
}
