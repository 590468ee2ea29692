import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { indexSidebar, markSidebar, SidebarTemplate } from '../../../src/render/components/sidebar.js';
import type { SiteProps } from '../../../src/render/props.js';
import type { SidebarItem } from '../../../src/shared/types.js';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Home', href: '/', unlisted: false },
  {
    type: 'category', label: 'Guide', href: '/category/guide', linkUnlisted: false, collapsed: true, collapsible: true,
    items: [
      { type: 'link', label: 'Start', href: '/guide/start', unlisted: false },
      { type: 'category', label: 'Deep', linkUnlisted: false, collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Secret', href: '/guide/deep/secret', unlisted: true }] },
    ],
  },
  { type: 'category', label: 'Open', linkUnlisted: false, collapsed: false, collapsible: true, items: [{ type: 'link', label: 'X', href: '/x', unlisted: false }] },
];
const site = { baseUrl: '/', sidebar } as unknown as SiteProps;
const template = renderToStaticMarkup(createElement(SidebarTemplate, { site, id: 'docs-sidebar', label: 'Docs sidebar' }));
const index = indexSidebar(sidebar, site);

describe('sidebar marking', () => {
  it('marks the active link and opens every category above it, nothing else', () => {
    const html = markSidebar(template, index, '/guide/deep/secret');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/guide/deep/secret">');
    expect(html).toContain('<details data-sb-cat="0" open="">');
    expect(html).toContain('<details data-sb-cat="1" open="">');
  });

  it('shows an unlisted item only when it is the active page', () => {
    expect(template).toContain('<li hidden="" data-unlisted=""><a class="menu-link" href="/guide/deep/secret">');
    expect(markSidebar(template, index, '/guide/deep/secret')).not.toMatch(/hidden=""/);
    expect(markSidebar(template, index, '/guide/start')).toMatch(/hidden=""/);
  });

  it('keeps categories configured open, and leaves others closed on unrelated pages', () => {
    const html = markSidebar(template, index, '/');
    expect(html).toContain('<details data-sb-cat="2" open="">');
    expect(html).toContain('<details data-sb-cat="0">');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('marks a category page as the active link of its category', () => {
    const html = markSidebar(template, index, '/category/guide');
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/category/guide">');
  });
});

describe('sidebar marking under a base URL', () => {
  it('finds the active link by its prefixed address', () => {
    const based = { baseUrl: '/docs/', sidebar } as unknown as SiteProps;
    const html = markSidebar(renderToStaticMarkup(createElement(SidebarTemplate, { site: based, id: 'docs-sidebar', label: 'Docs sidebar' })), indexSidebar(sidebar, based), '/guide/start');
    expect(html).toContain('<a class="menu-link active" aria-current="page" href="/docs/guide/start">');
    expect(html).toContain('<details data-sb-cat="0" open="">');
  });
});
