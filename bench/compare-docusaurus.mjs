#!/usr/bin/env node
/**
 * Compares the doc pages of a Docusaurus build with the same docs built by mistdocs: for each page
 * Docusaurus made, the visible text of its main content (whitespace normalised, heading anchors, copy
 * buttons and mistdocs's no-JavaScript tab labels left out) and the targets of its links (resolved
 * against the page, trailing slash and index.html dropped). Reports per page what differs.
 *
 *   node bench/compare-docusaurus.mjs <docusaurus-build> <mistdocs-build> [--json] [--base /docs/]
 *
 * `--base` limits the comparison to routes under that path (default: every doc page).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffWords } from 'diff';
import fg from 'fast-glob';
import { parse } from 'node-html-parser';

/** What a reader sees and can follow in one page's main content. */
export function readContent(html, kind, route) {
  // Prism ends each code line with <br>; a newline keeps the words of two lines apart, as a space keeps
  // apart tab buttons and table cells that sit side by side on screen.
  const spaced = html.replace(/<br\s*\/?>/g, '\n').replace(/<\/(button|li|th|td)>/g, '</$1> ');
  const root = parse(spaced, { comment: false, blockTextElements: { script: false, style: false } });
  let parts;
  if (kind === 'docusaurus') parts = [root.querySelector('.theme-doc-markdown')];
  else parts = [root.querySelector('article.doc > header h1'), root.querySelector('article.doc .markdown')];
  parts = parts.filter(Boolean);
  if (parts.length === 0) return undefined;
  // Docusaurus 3 puts a doc's own title in a header; Docusaurus 2 leaves it the first element of the content.
  const ownTitle = kind === 'docusaurus' && (root.querySelector('.theme-doc-markdown header h1') || root.querySelector('.theme-doc-markdown')?.childNodes.find((n) => n.nodeType === 1)?.rawTagName?.toLowerCase() === 'h1');
  if (kind === 'docusaurus' && !ownTitle) {
    // A doc whose title is only in front matter: Docusaurus shows it above the content, as mistdocs does.
    const h1 = root.querySelector('article h1');
    if (h1) parts.unshift(h1);
  }
  const links = [];
  let text = '';
  for (const part of parts) {
    for (const el of part.querySelectorAll('.hash-link, .copy-button, .tab-panel-label, button[class*="copyButton"], .buttonGroup, [class*="buttonGroup"]')) el.remove();
    // Both themes show an admonition's title in capitals through CSS; compare the words, not the case.
    for (const el of part.querySelectorAll('[class*="admonitionHeading"], .admonition-title')) el.set_content(el.textContent.toLowerCase());
    for (const a of part.querySelectorAll('a[href]')) links.push(normaliseHref(a.getAttribute('href'), route));
    // structuredText breaks lines between blocks, so a heading and the next paragraph stay two words.
    text += ` ${part.structuredText}`;
  }
  return { text: normaliseText(text), links: links.sort() };
}

export function normaliseText(text) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link target as an absolute route (or the URL itself when external). */
export function normaliseHref(href, route) {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href.replace(/\/(?=$|#)/, '');
  // Both sites serve a page at its route without the trailing slash; relative links resolve from there.
  const url = new URL(href, `https://site.invalid${route.replace(/(.)\/$/, '$1')}`);
  let pathname = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (pathname.length > 1) pathname = pathname.replace(/\/$/, '');
  return `${pathname}${url.hash}`;
}

async function pageFile(dir, route) {
  for (const candidate of [path.join(dir, route, 'index.html'), path.join(dir, `${route.replace(/\/$/, '')}.html`)]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/**
 * The sidebar a page shows: its top-level labels in order, and the trail of labels down to the page's
 * own item (the link marked aria-current="page"), or undefined when the page shows none.
 */
export function readSidebar(html, kind) {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false } });
  const list = kind === 'docusaurus' ? root.querySelector('ul.theme-doc-sidebar-menu') : root.querySelector('nav.sidebar > ul.menu-list');
  if (!list) return undefined;
  // mistdocs keeps a page's sidebar markup for in-place navigation, hidden where the page shows none.
  if (kind !== 'docusaurus' && root.querySelector('[data-sidebar-container]')?.hasAttribute('hidden')) return undefined;
  const labelOf = (li) => {
    const el = kind === 'docusaurus' ? li.querySelector('.menu__link, .menu__list-item-collapsible') : li.querySelector('a.menu-link, .menu-label');
    return normaliseText(el ? el.textContent : li.textContent);
  };
  const top = list.childNodes.filter((n) => n.tagName === 'LI' && !n.hasAttribute('hidden')).map(labelOf);
  const current = list.querySelector('a[aria-current="page"]');
  let trail;
  if (current) {
    const labels = [];
    for (let node = current.parentNode; node && node !== list; node = node.parentNode) if (node.tagName === 'LI') labels.unshift(labelOf(node));
    trail = labels.join(' > ');
  }
  return { top, trail };
}

/** Every page route a build holds (assets and the 404 page left out). */
async function routesOf(dir) {
  const files = await fg(['**/*.html'], { cwd: dir, ignore: ['assets/**', '404.html'] });
  return new Map(files.map((file) => [routeOf(file), file]));
}

function routeOf(file) {
  const route = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/**
 * Compares two builds of one site: the routes only one of them has (mistdocs's generated pages for
 * categories without a link, and its search page, listed apart as allowed), and for every doc page
 * Docusaurus made, its text, its links and the sidebar it shows.
 */
/**
 * `ourPrefix`: a path the mistdocs build's links carry that Docusaurus's do not (a locale's `/ja`, when
 * Docusaurus built that locale alone at its root and mistdocs under its folder), taken off before links are compared.
 */
export async function compareBuilds(docusaurusDir, mistdocsDir, base = '/', ourPrefix = '') {
  const theirRoutes = await routesOf(docusaurusDir);
  const ourRoutes = await routesOf(mistdocsDir);
  const onlyDocusaurus = [...theirRoutes.keys()].filter((r) => r.startsWith(base) && !ourRoutes.has(r)).sort();
  const onlyMistdocs = [];
  const allowed = [];
  for (const [route, file] of ourRoutes) {
    if (!route.startsWith(base) || theirRoutes.has(route)) continue;
    const html = await readFile(path.join(mistdocsDir, file), 'utf8');
    if (route === '/search' || /\/search$/.test(route) || html.includes('class="doc generated-index"')) allowed.push(route);
    else onlyMistdocs.push(route);
  }
  const pages = [];
  for (const [route, file] of [...theirRoutes].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!route.startsWith(base)) continue;
    const theirHtml = await readFile(path.join(docusaurusDir, file), 'utf8');
    const theirs = readContent(theirHtml, 'docusaurus', route);
    if (!theirs) continue; // not a doc page
    const mistFile = await pageFile(mistdocsDir, route);
    if (!mistFile) {
      pages.push({ route, missing: true });
      continue;
    }
    const ourHtml = await readFile(mistFile, 'utf8');
    const ours = readContent(ourHtml, 'mistdocs', route);
    if (!ours) {
      pages.push({ route, missing: true });
      continue;
    }
    if (ourPrefix) ours.links = ours.links.map((l) => (l === ourPrefix ? '/' : l.startsWith(`${ourPrefix}/`) || l.startsWith(`${ourPrefix}#`) ? l.slice(ourPrefix.length) : l)).sort();
    const textDiff = theirs.text === ours.text ? [] : diffWords(theirs.text, ours.text).filter((d) => d.added || d.removed).map((d) => `${d.added ? '+' : '-'} ${d.value.trim().slice(0, 160)}`);
    const linksOnlyDocusaurus = theirs.links.filter((l) => !ours.links.includes(l));
    const linksOnlyMistdocs = ours.links.filter((l) => !theirs.links.includes(l));
    const theirSidebar = readSidebar(theirHtml, 'docusaurus');
    const ourSidebar = readSidebar(ourHtml, 'mistdocs');
    const sidebarDiff = JSON.stringify(theirSidebar) === JSON.stringify(ourSidebar) ? undefined : { docusaurus: theirSidebar ?? null, mistdocs: ourSidebar ?? null };
    pages.push({
      route,
      same: textDiff.length === 0 && linksOnlyDocusaurus.length === 0 && linksOnlyMistdocs.length === 0 && !sidebarDiff,
      textDiff,
      onlyDocusaurus: linksOnlyDocusaurus,
      onlyMistdocs: linksOnlyMistdocs,
      sidebarDiff,
      words: theirs.text.split(' ').length,
    });
  }
  return {
    routes: { docusaurus: theirRoutes.size, mistdocs: ourRoutes.size },
    onlyDocusaurus,
    onlyMistdocs,
    allowed,
    pages,
    compared: pages.length,
    same: pages.filter((p) => p.same).length,
    missing: pages.filter((p) => p.missing).length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [docusaurusDir, mistdocsDir] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--base');
  const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : '/';
  if (!docusaurusDir || !mistdocsDir) {
    process.stderr.write('usage: node bench/compare-docusaurus.mjs <docusaurus-build> <mistdocs-build> [--json] [--base /docs/]\n');
    process.exit(2);
  }
  const result = await compareBuilds(path.resolve(docusaurusDir), path.resolve(mistdocsDir), base);
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    for (const route of result.onlyDocusaurus) process.stdout.write(`route only in Docusaurus: ${route}\n`);
    for (const route of result.onlyMistdocs) process.stdout.write(`route only in mistdocs: ${route}\n`);
    for (const page of result.pages) {
      if (page.same) continue;
      process.stdout.write(`\n${page.route}${page.missing ? ': no such page in the mistdocs build' : ''}\n`);
      for (const line of page.textDiff ?? []) process.stdout.write(`  text ${line}\n`);
      for (const l of page.onlyDocusaurus ?? []) process.stdout.write(`  link only in Docusaurus: ${l}\n`);
      for (const l of page.onlyMistdocs ?? []) process.stdout.write(`  link only in mistdocs: ${l}\n`);
      if (page.sidebarDiff) for (const [kind, bar] of Object.entries(page.sidebarDiff)) process.stdout.write(`  sidebar in ${kind}: ${bar ? `${bar.top.join(' | ')}; page: ${bar.trail ?? 'not in it'}` : 'none'}\n`);
    }
    const counts = summarise(result);
    process.stdout.write(`\n${result.routes.docusaurus} routes in Docusaurus's build, ${result.routes.mistdocs} in mistdocs's: ${counts.onlyDocusaurus} only in Docusaurus's, ${counts.onlyMistdocs} only in mistdocs's (and ${result.allowed.length} generated category or search pages)\n`);
    process.stdout.write(`doc pages: text differs on ${counts.textDiffers}, links on ${counts.linksDiffer}, sidebar on ${counts.sidebarDiffers}\n`);
    process.stdout.write(`\n${result.compared} doc pages compared: ${result.same} the same, ${result.compared - result.same - result.missing} differ, ${result.missing} missing\n`);
  }
}

/** The counts of a comparison, as the summary table shows them. */
export function summarise(result) {
  return {
    docPages: result.compared,
    onlyDocusaurus: result.onlyDocusaurus.length,
    onlyMistdocs: result.onlyMistdocs.length,
    textDiffers: result.pages.filter((p) => p.textDiff?.length).length,
    linksDiffer: result.pages.filter((p) => p.onlyDocusaurus?.length || p.onlyMistdocs?.length).length,
    sidebarDiffers: result.pages.filter((p) => p.sidebarDiff).length,
  };
}
