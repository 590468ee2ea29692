/**
 * The docusaurus-settings fixture: the settings a Docusaurus site's readers see (analytics tags, a footer
 * copyright in HTML, a GitHub link the site's CSS draws, magic comments, sidebar defaults, docs exclude)
 * and the addresses Docusaurus gives tags, generated-index categories and linked files, in the built pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
const page = (route: string) => readFileSync(path.join(site.outDir, route, 'index.html'), 'utf8');

beforeAll(async () => {
  site = await buildFixture('docusaurus-settings');
}, 60_000);
afterAll(() => site?.cleanup());

describe('a Docusaurus site’s settings and addresses', () => {
  it('builds without errors', () => {
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('keeps the addresses Docusaurus gives tags and generated-index categories, and leaves out excluded docs', () => {
    const routes = site.model.routes.map((r) => r.path);
    expect(routes).toEqual(expect.arrayContaining(['/tags/v-2-0', '/tags/open-feature-summit', '/blog/tags/v-2-0', '/blog/tags/open-feature-summit', '/category/editors--tools']));
    expect(routes.some((r) => r.includes('drafts') || r.includes('wip'))).toBe(false);
  });

  it('publishes a linked file that is no page under /assets/files/ and links it', () => {
    const href = /href="(\/assets\/files\/evaluation-[0-9a-f]{8}\.feature)"/.exec(page('editors/vscode'))?.[1];
    expect(href).toBeDefined();
    expect(readFileSync(path.join(site.outDir, href!), 'utf8')).toContain('Feature: Flag evaluation');
  });

  it('titles a doc without a title or an opening h1 by its id, not by a comment in its code', () => {
    expect(page('untitled')).toContain('<title>untitled | Settings Fixture</title>');
  });

  it("writes the analytics tags Docusaurus writes, and Tag Manager's frame right after <body>", () => {
    const html = page('');
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-999X9XX9XX"></script>');
    expect(html).toContain("gtag('config', 'G-999X9XX9XX', { 'anonymize_ip': true });\ngtag('config', 'AW-123', { 'anonymize_ip': true });");
    expect(html).toContain("})(window,document,'script','dataLayer','GTM-12345');</script>");
    expect(html).toContain("ga('create', 'UA-141789564-1', 'auto');");
    expect(html).toContain('<script async src="https://www.google-analytics.com/analytics.js"></script>');
    expect(html).toMatch(/<body>\n<noscript><iframe src="https:\/\/www.googletagmanager.com\/ns.html\?id=GTM-12345"/);
  });

  it("renders the footer copyright as HTML, and a labelless header-github-link as an empty link for the site's CSS", () => {
    const html = page('');
    expect(html).toContain('<div class="footer-copyright">Copyright © 2024 <a href="https://settings.example/team">The Team</a>.<br/>Built with care.</div>');
    expect(html).toContain('<a class="navbar-link header-github-link" href="https://github.com/example/settings" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"></a>');
    expect(html).toContain('<img class="navbar-logo" src="/img/wordmark.svg" alt="Settings wordmark"/>');
  });

  it('opens categories as sidebarCollapsed: false says', () => {
    expect(page('')).toMatch(/<details open=""><summary class="menu-caret"><span class="visually-hidden">Editors &amp; Tools<\/span>/);
  });

  it("gives each post's footnotes their own ids on the blog list, which shows both", () => {
    const ids = [...page('blog').matchAll(/id="(user-content-fn-1-[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('groups the blog sidebar by year', () => {
    expect([...page('blog').matchAll(/<h3 class="blog-sidebar-year">(\d+)<\/h3>/g)].map((m) => m[1])).toEqual(['2024', '2023']);
  });

  it('writes no file for the excluded draft', () => {
    expect(existsSync(path.join(site.outDir, 'drafts'))).toBe(false);
    expect(readdirSync(path.join(site.outDir, 'assets/files'))).toHaveLength(1);
  });
});
