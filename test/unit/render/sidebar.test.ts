import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareSidebar, type SidebarLimits } from '../../../src/render/components/sidebar.js';
import type { SidebarCategory, SidebarItem } from '../../../src/shared/types.js';

const hash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 8);
const link = (label: string, href: string, unlisted = false): SidebarItem => ({ type: 'link', label, href, unlisted });
const category = (label: string, href: string | undefined, items: SidebarItem[], options: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label,
  href,
  linkUnlisted: false,
  collapsed: true,
  collapsible: true,
  items,
  ...options,
});
const prepare = (items: SidebarItem[], limits: Partial<SidebarLimits> = {}, baseUrl = '/') => prepareSidebar(items, { baseUrl }, { id: 'docs-sidebar', label: 'Docs sidebar', hash, limits });

/** The links of a rendered sidebar, in order. */
const hrefs = (html: string) => [...html.matchAll(/<a class="menu-link[^"]*"[^>]* href="([^"]*)"/g)].map((m) => m[1]);
/** The HTML from the category item numbered `id` to the end of the sidebar. */
const categoryItem = (html: string, id: number) => {
  const start = html.indexOf(`data-sb-cat="${id}"`);
  return start === -1 ? undefined : html.slice(html.lastIndexOf('<li', start));
};

const small: SidebarItem[] = [
  link('Home', '/'),
  category('Guide', '/category/guide', [link('Start', '/guide/start'), category('Deep', '/guide/deep/', [link('Secret', '/guide/deep/secret', true)])]),
  category('Open', '/category/open', [link('X', '/x')], { collapsed: false }),
];

describe('a small sidebar', () => {
  const sidebar = prepare(small);

  it('marks the active link and opens every category above it, nothing else', () => {
    const html = sidebar.render('/guide/deep/secret');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/guide/deep/secret">');
    expect(categoryItem(html, 0)).toMatch(/^<li class="menu-item menu-category level-1 has-link" data-sb-cat="0"><a class="menu-link" href="\/category\/guide">Guide<\/a><details open="">/);
    expect(categoryItem(html, 1)).toMatch(/^<li[^>]*><a[^>]*>Deep<\/a><details open="">/);
  });

  it('shows an unlisted item only when it is the active page', () => {
    expect(sidebar.render('/guide/deep/secret')).not.toMatch(/hidden=""/);
    expect(sidebar.render('/guide/start')).toContain('<li hidden="" data-unlisted=""><a class="menu-link" href="/guide/deep/secret">');
  });

  it('keeps categories configured open, and carries small closed ones whole, so they open without JavaScript', () => {
    const html = sidebar.render('/');
    expect(categoryItem(html, 2)).toMatch(/^<li[^>]*><a[^>]*>Open<\/a><details open="">/);
    expect(categoryItem(html, 0)).toMatch(/^<li[^>]*><a[^>]*>Guide<\/a><details><summary/);
    expect(hrefs(html)).toEqual(['/', '/category/guide', '/guide/start', '/guide/deep/', '/guide/deep/secret', '/category/open', '/x']);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('needs no data file', () => {
    expect(sidebar.files).toEqual([]);
    expect(sidebar.render('/')).toMatch(/^<nav class="sidebar" id="docs-sidebar" aria-label="Docs sidebar">/);
  });

  it('marks a category page as the active link of its category and opens it', () => {
    const html = sidebar.render('/category/guide');
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/category/guide">');
    expect(categoryItem(html, 0)).toMatch(/^<li[^>]*><a[^>]*>Guide<\/a><details open="">/);
  });

  it('finds the active link by its address under a base URL', () => {
    const html = prepare(small, {}, '/docs/').render('/guide/start');
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/docs/guide/start">');
  });
});

/** Categories of `width` docs each, one of them nested in a top-level category with a few siblings. */
function wide(width: number): SidebarItem[] {
  const docs = (dir: string) => Array.from({ length: width }, (_, i) => link(`${dir} page ${i}`, `/${dir}/page-${i}`));
  return [
    link('Home', '/'),
    category('Inputs', '/inputs/', docs('inputs')),
    category('Integration', '/category/integration', [link('Overview', '/integration/overview'), category('API calls', '/category/api-calls', docs('api')), category('Triggers', '/category/triggers', docs('triggers'))]),
    category('Tiny', '/category/tiny', [link('One', '/tiny/one')]),
  ];
}

describe('a large sidebar', () => {
  const limits = { inlineBytes: 200, longList: 12, window: 7 };
  const sidebar = prepare(wide(30), limits);
  const page = sidebar.render('/api/page-15');
  const data = Object.fromEntries(sidebar.files.flatMap((f) => Object.entries(JSON.parse(f.data) as Record<string, string>)));

  it('sends closed categories with many items as stubs: a link to their page and a caret without items', () => {
    const inputs = categoryItem(page, 0)!;
    expect(inputs).toMatch(/^<li class="menu-item menu-category level-1 has-link" data-sb-cat="0"><a class="menu-link" href="\/inputs\/">Inputs<\/a><details data-sb-lazy=""><summary class="menu-caret"><span class="visually-hidden">Inputs<\/span><\/summary><\/details><\/li>/);
    expect(page).not.toContain('/inputs/page-0');
    // A small one still comes whole.
    expect(categoryItem(page, 4)).toContain('href="/tiny/one"');
  });

  it('puts the items of every stub in one content-named data file, which the sidebar names', () => {
    expect(sidebar.files).toHaveLength(1);
    const [file] = sidebar.files;
    expect(file!.path).toBe(`assets/sidebar/sidebar-${hash(file!.data)}.json`);
    expect(page).toContain(`<nav class="sidebar" id="docs-sidebar" aria-label="Docs sidebar" data-sb-src="/${file!.path}">`);
    expect(Object.keys(data).sort()).toEqual(['0', '1', '2', '3']);
    expect(hrefs(data['0']!)).toEqual(Array.from({ length: 30 }, (_, i) => `/inputs/page-${i}`));
    // Nested stubs stay stubs inside their parent's list: each list is in the file once.
    expect(data['1']).toContain('data-sb-cat="2"');
    expect(data['1']).not.toContain('/api/page-0');
  });

  it('cuts a long list on the trail to a window around the page, with "Show N more" rows leading to the category page', () => {
    const api = categoryItem(page, 2)!;
    expect(api).toMatch(/^<li[^>]*><a class="menu-link" href="\/category\/api-calls">API calls<\/a><details open=""><summary[^>]*>.*?<\/summary><ul class="menu-list" data-sb-part="">/);
    expect(hrefs(api.slice(0, api.indexOf('</ul>')))).toEqual(['/category/api-calls', ...[12, 13, 14, 15, 16, 17, 18].map((i) => `/api/page-${i}`)]);
    expect(api).toContain('<li class="menu-more"><a class="menu-more-link" href="/category/api-calls" data-sb-more="">Show 12 more</a></li>');
    expect(api).toContain('Show 11 more');
    expect(page).toContain('<a class="menu-link active" aria-current="page" href="/api/page-15">');
  });

  it('shows the whole list on the category page, where the items cut from its other pages are found', () => {
    const html = categoryItem(sidebar.render('/category/api-calls'), 2)!;
    expect(hrefs(html.slice(0, html.indexOf('</ul>')))).toEqual(['/category/api-calls', ...Array.from({ length: 30 }, (_, i) => `/api/page-${i}`)]);
    expect(html).not.toContain('data-sb-more');
  });

  it('costs a page the same whatever the number of pages', () => {
    // Split data files at every size, so that the page names the same number of files.
    const sizes = [30, 300, 3000].map((width) => prepare(wide(width), { ...limits, splitBytes: 1000 }).render('/api/page-15').length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(10); // only the digits of "Show N more" differ
  });

  it('cuts the long list of a category that is always open, on every page', () => {
    const calls = Array.from({ length: 30 }, (_, i) => link(`Call ${i}`, `/calls/${i}`));
    const always = prepare([link('Home', '/'), category('Calls', '/category/calls', calls, { collapsible: false })], limits);
    const html = always.render('/');
    expect(html).toContain(`data-sb-src="/${always.files[0]!.path}"`);
    expect(html).toContain('<li class="menu-item menu-category level-1" data-sb-cat="0"><div class="menu-category-row"><a class="menu-link" href="/category/calls">Calls</a></div><ul class="menu-list" data-sb-part="">');
    expect(hrefs(html)).toHaveLength(2 + limits.window);
    expect(html).toContain('Show 23 more');
    expect(Object.keys(JSON.parse(always.files[0]!.data) as object)).toEqual(['0']);
  });

  it('splits the data per top-level category when it is large, each top-level category naming its file', () => {
    const split = prepare(wide(30), { ...limits, splitBytes: 1000 });
    expect(split.files.map((f) => f.path.replace(/-[0-9a-f]{8}\.json$/, ''))).toEqual(['assets/sidebar/part-0', 'assets/sidebar/part-1']);
    const html = split.render('/');
    expect(html).toMatch(/^<nav class="sidebar" id="docs-sidebar" aria-label="Docs sidebar">/);
    expect(html).toContain(`<li class="menu-item menu-category level-1 has-link" data-sb-src="/${split.files[0]!.path}" data-sb-cat="0">`);
    expect(html).toContain(`data-sb-src="/${split.files[1]!.path}" data-sb-cat="1">`);
    expect(Object.keys(JSON.parse(split.files[1]!.data) as object)).toEqual(['1', '2', '3']);
  });
});

describe('html items', () => {
  const divider = (className?: string): SidebarItem => ({ type: 'html', value: '<hr class="divider" />', defaultStyle: true, ...(className ? { className } : {}) });
  const many = Array.from({ length: 20 }, (_, i) => link(`Page ${i}`, `/more/page-${i}`));
  const sidebar = prepare([link('Start', '/start'), divider('sep'), category('More', '/category/more', [divider(), ...many])], { inlineBytes: 200 });

  it('shows the HTML as written, in an item of its own where the sidebar lists it', () => {
    const html = sidebar.render('/start');
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/start">Start</a></li><li class="menu-html menu-html-default sep"><hr class="divider" /></li><li class="menu-item menu-category');
  });

  it('goes with the items of a category fetched later, and with the open category on its pages', () => {
    const data = JSON.parse(sidebar.files[0]!.data) as Record<string, string>;
    expect(data['0']).toMatch(/^<ul class="menu-list"><li class="menu-html menu-html-default"><hr class="divider" \/><\/li><li><a class="menu-link" href="\/more\/page-0">/);
    expect(sidebar.render('/more/page-3')).toContain('<li class="menu-html menu-html-default"><hr class="divider" /></li>');
  });

  it('gets a menu item\'s padding only with defaultStyle', () => {
    const plain = prepare([{ type: 'html', value: '<b>Section</b>', defaultStyle: false }]).render('/');
    expect(plain).toContain('<li class="menu-html"><b>Section</b></li>');
  });
});
