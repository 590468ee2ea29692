/**
 * Golden sites: builds each test/fixtures/sites/<case>, then compares the meaningful outputs (each page's
 * <main> and title, the route table, sitemap.xml, llms.txt, Markdown copies) with <case>/expected/.
 * Regenerate after an intended change with `npm run test:golden:update` and review the diff.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, fixturesDir } from '../helpers/site.js';

const UPDATE = process.env.UPDATE_GOLDEN === '1';
const cases = readdirSync(path.join(fixturesDir, 'sites'));

/** Hashes change with every edit to the runtime or CSS; the golden files name them by role instead. */
function redact(text: string): string {
  return text.replace(/-[0-9a-f]{8}(\.(css|js|svg|png))/g, '-HASH$1').replace(/(runtime|islands\/[\w-]+?)-[A-Z0-9]{8}\.js/g, '$1-HASH.js');
}

/** Every file below `dir`, as posix paths relative to it. */
function walk(dir: string, prefix = ''): string[] {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])) : [];
}

/** One element per line, so a reviewer can read the diff. */
function pretty(html: string): string {
  return html.replace(/></g, '>\n<').replace(/\n{2,}/g, '\n');
}

/**
 * On a version with several sidebars: which one the page carries, whether it shows it, its links in
 * order and the page's own item (the part a reader sees change between pages).
 */
function sidebarLine(html: string): string {
  const layout = /<div class="layout( with-sidebar)?" data-layout=""[^>]*data-docs-sidebar="([^"]*)"/.exec(html);
  if (!layout) return '';
  const nav = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const links = [...nav.matchAll(/<a class="menu-link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
  const active = /<a class="menu-link active"[^>]*>([^<]*)<\/a>/.exec(nav)?.[1];
  // Items of raw HTML (Docusaurus's `html` sidebar items), as written.
  const raw = [...nav.matchAll(/<li class="menu-html[^"]*">[\s\S]*?<\/li>/g)].map((m) => m[0]);
  return `<!-- sidebar ${layout[2]} (${layout[1] ? 'shown' : 'hidden'}): ${links.join(', ')}${active ? `; active: ${active}` : ''}${raw.length ? `; html: ${raw.join(' ')}` : ''} -->\n`;
}

function extractPage(html: string): string {
  // A client redirect's page is small, and all of it matters.
  if (html.includes('http-equiv="refresh"')) return html;
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const main = /<main[^>]*>[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  // On a site with several locales: the page's language and direction, its alternates and the language dropdown.
  const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map((m) => `${m[2]} ${m[1]}`);
  const locales = alternates.length > 2 ? `<!-- html: ${/<html [^>]*>/.exec(html)?.[0] ?? ''} -->\n<!-- alternates: ${alternates.join(', ')} -->\n${pretty(/<details class="dropdown locale-dropdown">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '')}\n` : '';
  return redact(`<!-- title: ${title} -->\n<!-- description: ${description} -->\n${locales}${sidebarLine(html)}${pretty(main)}\n`);
}

describe.each(cases)('golden site %s', (name) => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  const expectedDir = path.join(fixturesDir, 'sites', name, 'expected');
  const produced = new Map<string, string>();

  beforeAll(async () => {
    site = await buildFixture(name);
    // What was written to disk, as a reader's browser would get it.
    const written = walk(site.outDir).map((rel) => ({ path: rel, data: readFileSync(path.join(site.outDir, rel), 'utf8') }));
    for (const f of written) {
      const data = f.data;
      if (f.path.endsWith('.html')) produced.set(`pages/${f.path}`, extractPage(data));
      else if (f.path === 'sitemap.xml' || f.path === 'llms.txt' || (f.path.endsWith('.md') && !f.path.startsWith('assets/'))) produced.set(`files/${f.path}`, redact(data));
      // A blog's feeds.
      else if (/(^|\/)(rss\.xml|atom\.xml|feed\.json)$/.test(f.path)) produced.set(`files/${f.path}`, redact(data));
    }
    produced.set('routes.txt', `${site.model.routes.map((r) => `${r.kind.padEnd(8)} ${r.path}${r.file ? `  <- ${r.file}` : ''}`).join('\n')}\n`);
    if (UPDATE) {
      await rm(expectedDir, { recursive: true, force: true });
      for (const [rel, text] of produced) {
        await mkdir(path.dirname(path.join(expectedDir, rel)), { recursive: true });
        await writeFile(path.join(expectedDir, rel), text);
      }
    }
  });
  afterAll(() => site?.cleanup());

  it('produces every expected file and nothing unexpected', () => {
    expect([...produced.keys()].sort()).toEqual(walk(expectedDir).sort());
  });

  it('matches the expected output of every page and file', async () => {
    for (const [rel, text] of produced) {
      const expected = await readFile(path.join(expectedDir, rel), 'utf8').catch(() => undefined);
      expect(text, `${rel} differs from expected/${rel} (run npm run test:golden:update if intended)`).toBe(expected);
    }
  });
});
