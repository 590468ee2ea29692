/**
 * renderPage(): PageProps -> a complete HTML document; the runtime reads its route chunk back out of it.
 * React renderToString for the markup; the outer document comes from templates/document.html.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeHtml } from '../shared/escape-html.js';
import { MainContent } from './layouts/main-content.js';
import { Shell } from './layouts/shell.js';
import { CrashState, LoadErrorState, LoadingState } from './layouts/states.js';
import { prepareSidebar, type SidebarFile } from './components/sidebar.js';
import type { PageProps, SiteProps } from './props.js';
import { href } from './props.js';
import type { Strings } from './translate.js';

/** The page-specific <head> tags: title, description, canonical, hreflang alternates, Open Graph. */
export function renderHead(page: PageProps): string {
  const { site } = page;
  const absolute = (route: string) => site.url.replace(/\/$/, '') + href(site, route);
  const canonical = absolute(page.canonicalRoute ?? page.route);
  const tags = [
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    page.keywords.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">` : '',
    page.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates(page),
    `<meta property="og:title" content="${escapeHtml(page.documentTitle)}">`,
    page.description ? `<meta property="og:description" content="${escapeHtml(page.description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(absolute(page.route))}">`,
    `<meta property="og:type" content="${page.kind === 'doc' || page.kind === 'post' ? 'article' : 'website'}">`,
    `<meta property="og:locale" content="${escapeHtml(site.lang.replace('-', '_'))}">`,
    page.image ? `<meta property="og:image" content="${escapeHtml(/^https?:/.test(page.image) ? page.image : absolute(page.image))}">` : '',
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    page.pageHead ?? '',
    ...(site.feeds ?? []).map((f) => `<link rel="alternate" type="${FEED_TYPES[f.type]}" href="${escapeHtml(href(site, f.href))}" title="${escapeHtml(f.title)}">`),
    page.kind === 'post' && page.blog?.post ? `<meta property="article:published_time" content="${escapeHtml(page.blog.post.date)}">` : '',
  ];
  return tags.filter(Boolean).join('\n');
}

/** The media type each blog feed is linked with. */
const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

/** The page in every locale of the site (itself only, on a site with one), and the default locale's as x-default. */
function alternates(page: PageProps): string[] {
  const { site } = page;
  const origin = site.url.replace(/\/$/, '');
  const locales = site.locales ?? [{ lang: site.lang, baseUrl: site.baseUrl }];
  const at = (baseUrl: string) => escapeHtml(origin + baseUrl.replace(/\/$/, '') + page.route);
  return [...locales.map((l) => `<link rel="alternate" href="${at(l.baseUrl)}" hreflang="${escapeHtml(l.lang)}">`), `<link rel="alternate" href="${at(locales[0]!.baseUrl)}" hreflang="x-default">`];
}

/** What React renders for a page: everything but the sidebar, which is marked and put in when the page is assembled. */
export interface PageParts {
  beforeSidebar: string;
  afterSidebar: string;
  head: string;
  /** The sidebar the page carries (`PageProps.sidebarId`). */
  sidebarId?: string;
}

/** Renders the pages of one site: its document template and sidebar are prepared once for all pages. */
export interface PageRenderer {
  /** A page's own markup (React). */
  renderParts(page: PageProps): PageParts;
  /**
   * The document of the page at `route` from its parts, in the site's template with that page's part of
   * the site's sidebar. Parts made for another site's shell are not accepted here: they carry its markup.
   */
  assemble(route: string, parts: PageParts): string;
  /** The sidebar data files the pages fetch the rest of the sidebar from. */
  files: SidebarFile[];
}

/** What the renderer needs from the build beyond the site: a content hash for file names (it imports nothing from Node). */
export interface RendererOptions {
  hash: (data: string) => string;
}

/** Stand-ins React renders in place of the large pre-rendered parts; spliced in afterwards without copying them through React. */
const MAIN_SLOT = '\u0000main\u0000';
const SIDEBAR_SLOT = '\u0000sidebar\u0000';

/** The document template split once into literal text and `{{name}}` slots. */
function compileTemplate(template: string): (values: Record<string, string>) => string {
  const parts = template.split(/\{\{(\w+)\}\}/);
  return (values) => {
    let out = '';
    for (let i = 0; i < parts.length; i++) out += i % 2 === 0 ? parts[i] : (values[parts[i]!] ?? '');
    return out;
  };
}

/**
 * Creates the renderer for one build: the document template and the sidebar's fragments and data
 * files are prepared once, then each page renders only what is its own.
 */
export function createPageRenderer(site: SiteProps, template: string, options: RendererOptions): PageRenderer {
  // One sidebar per page: the runtime moves it into the mobile menu when that opens.
  const sidebars = new Map(site.sidebars.map((s) => [s.id, prepareSidebar(s.items, site, { id: 'docs-sidebar', label: 'Docs sidebar', hash: options.hash })]));
  const none = prepareSidebar([], site, { id: 'docs-sidebar', label: 'Docs sidebar', hash: options.hash });
  const first = sidebars.values().next().value ?? none;
  const fill = compileTemplate(template);
  // Two sidebars with the same items share their data files.
  const files = [...new Map([...sidebars.values(), ...(sidebars.size ? [] : [none])].flatMap((s) => s.files).map((f) => [f.path, f])).values()];
  return {
    renderParts,
    assemble: (route, parts) => assemblePage(site, parts, fill, (parts.sidebarId === undefined ? first : (sidebars.get(parts.sidebarId) ?? first)).render(route)),
    files,
  };
}

/** Renders one page's own markup with React. */
function renderParts(page: PageProps): PageParts {
  const main = renderToString(createElement(MainContent, { page }));
  const shell = renderToString(createElement(Shell, { page, main: MAIN_SLOT, sidebar: SIDEBAR_SLOT }));
  const [beforeSidebar, rest] = shell.split(SIDEBAR_SLOT) as [string, string];
  const [beforeMain, afterMain] = rest.split(MAIN_SLOT) as [string, string];
  const head = renderHead(page);
  return {
    beforeSidebar,
    afterSidebar: beforeMain + main + afterMain,
    head,
    ...(page.sidebarId !== undefined ? { sidebarId: page.sidebarId } : {}),
  };
}

/** The full document: the template filled with the site's assets, the page's head and parts, and `sidebar` (marked for the page). */
function assemblePage(site: SiteProps, parts: PageParts, fill: (values: Record<string, string>) => string, sidebar: string): string {
  return fill({
    lang: escapeHtml(site.lang),
    dir: site.dir,
    defaultMode: site.colorMode.defaultMode,
    generatorVersion: escapeHtml(site.siteVersion),
    inlineScript: site.inlineScript,
    head: parts.head,
    css: escapeHtml(href(site, site.assets.css)),
    styles: (site.assets.styles ?? []).map((s) => `\n<link rel="stylesheet" href="${escapeHtml(href(site, s))}">`).join('') + (site.assets.head ?? ''),
    favicon: site.assets.favicon ? `<link rel="icon" href="${escapeHtml(href(site, site.assets.favicon))}">` : '',
    js: escapeHtml(href(site, site.assets.js)),
    body: (site.assets.bodyStart ? `${site.assets.bodyStart}\n` : '') + parts.beforeSidebar + sidebar + parts.afterSidebar,
  });
}

/** Static HTML of the runtime's transient states, compiled into the client bundle. */
export function renderStateTemplates(site: Strings): { loading: string; loadError: string; crash: string } {
  return {
    loading: renderToStaticMarkup(createElement(LoadingState, { site })),
    loadError: renderToStaticMarkup(createElement(LoadErrorState, { site })),
    crash: renderToStaticMarkup(createElement(CrashState, { site })),
  };
}
