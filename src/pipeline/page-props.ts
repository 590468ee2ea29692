/**
 * The pages of the site, the props of each, and the SiteProps they share: the model and the rendered
 * Markdown turned into what the renderer receives. Pure functions of the build's results; no fs, no rendering.
 */
import type { ResolvedConfig } from '../config/load-config.js';
import { frontMatterSchema } from '../content/schemas/front-matter.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { DocEntry } from '../model/docs.js';
import type { GeneratedIndex } from '../model/sidebars.js';
import type { DocsVersion, SiteModel } from '../model/site-model.js';
import { sameDocIn, versionIdPrefix } from '../model/versions.js';
import { groupTagsByLetter, resolveTag, type TagPage } from '../model/tags.js';
import type { PageMeta } from '../client-api/site-context.js';
import { normalizeRoute } from './check-links.js';
import { isExternalAddress } from '../shared/url-scheme.js';
import { documentTitle, type NavbarItemProps, type PageProps, type ReferenceFacts, type SiteProps } from '../render/props.js';
import { htmlPath } from '../shared/route-paths.js';
import { translate, translatePlural } from '../render/translate.js';
import { originalPath, resolveLocales } from '../config/locales.js';
import type { SearchAddresses } from './search-index.js';
import type { Blog } from '../model/blog.js';
import { blogPostPageProps, blogViewProps, feedLinks, type BlogView } from './blog-props.js';

/** The props every page shares: site identity, navbar, footer, sidebar, search and asset addresses. */
export function siteProps(config: ResolvedConfig, model: SiteModel, bundle: { js: string; css: string; inlineScript: string; styles?: string[]; head?: string; bodyStart?: string; navbar?: ReadonlyMap<string, { html: string; mobileHtml: string; perPage?: string }> }, search: SearchAddresses, version: DocsVersion = model.version): SiteProps {
  const locale = config.locale ?? resolveLocales(config)[0]!;
  const locales = config.locales ?? [locale];
  // A site's own item is what its component rendered (at the top level or in a dropdown); one that did not render (its type not registered) is left out.
  const own = (n: NavbarItemProps, key: string): NavbarItemProps[] => {
    if (n.kind !== 'custom') return [{ ...n }];
    const done = bundle.navbar?.get(key);
    const { custom: _custom, ...item } = n;
    return done ? [{ ...item, key, html: done.html, mobileHtml: done.mobileHtml, ...(done.perPage ? { perPage: done.perPage } : {}) }] : [];
  };
  const items: NavbarItemProps[] = model.navbar.flatMap((n, i) => (n.kind === 'dropdown' && n.items ? [{ ...n, items: n.items.flatMap((child, j) => own(child, `${i}.${j}`)) }] : own(n, String(i))));
  if (!items.some((i) => i.kind === 'search')) items.push({ kind: 'search', label: '', href: '', external: false, position: 'right' });
  return {
    title: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    lang: locale.htmlLang,
    dir: locale.direction,
    localeLabel: locale.label,
    locale: locale.name,
    ...(locales.length > 1 ? { locales: locales.map((l) => ({ name: l.name, label: l.label, lang: l.htmlLang, baseUrl: l.baseUrl })) } : {}),
    ...(config.translations && Object.keys(config.translations.theme).length ? { strings: config.translations.theme } : {}),
    // An area's pages show the main docs' version in the version dropdown, as Docusaurus's default one does.
    versionLabel: (version.area ? model.version : version).label,
    versionPath: version.path,
    siteVersion: config.siteVersion,
    navbar: { title: config.navbar.title, logo: config.navbar.logo, hideOnScroll: config.navbar.hideOnScroll, items, ...(brandIsPage(config, model) ? {} : { brandOffSite: true }) },
    footer: config.footer && {
      style: config.footer.style,
      copyright: config.footer.copyright,
      links: config.footer.links.map((col) => ({ title: col.title, items: col.items.map((i) => ('html' in i ? { html: i.html } : { label: i.label, href: i.href ?? i.to ?? '/', external: i.href !== undefined })) })),
      ...(config.footer.logo ? { logo: config.footer.logo } : {}),
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebars: version.sidebars,
    search: searchProps(config, model, search, version),
    ...(version.tags.length > 0 ? { tagsRoute: version.tagsRoute } : {}),
    ...(model.versions.length > 1 && !version.area ? { versionName: version.name } : {}),
    ...(model.versions.length > 1 || model.areas.length ? { docsTree: version.name } : {}),
    ...(version.area ? { docsArea: version.area } : {}),
    assets: { css: bundle.css, js: bundle.js, favicon: config.favicon, ...(bundle.styles?.length ? { styles: bundle.styles } : {}), ...(bundle.head ? { head: bundle.head } : {}), ...(bundle.bodyStart ? { bodyStart: bundle.bodyStart } : {}) },
    inlineScript: bundle.inlineScript,
    ...(model.blogs.some((b) => b.feeds.length) ? { feeds: model.blogs.flatMap((b) => feedLinks(b, config.title)) } : {}),
    ...(config.referenceSources ? { referenceSources: { url: config.referenceSources.url, lineAnchor: config.referenceSources.lineAnchor } } : {}),
  };
}

/** The search settings of a version's pages: its own index, and with several versions every version's (the search page can be asked for any). */
function searchProps(config: ResolvedConfig, model: SiteModel, search: SearchAddresses, version: DocsVersion): SiteProps['search'] {
  const own = search.byVersion?.get(version.name) ?? search;
  const base = { route: model.searchRoute, indexUrl: own.indexUrl, contexts: own.contexts, limit: config.search.searchResultLimits, maxResults: config.search.maxResults };
  if (!search.byVersion) return base;
  const versions = model.versions.map((v) => {
    const index = search.byVersion!.get(v.name)!;
    return { name: v.name, path: v.path, indexUrl: index.indexUrl, ...(index.contexts.length ? { contexts: index.contexts } : {}) };
  });
  return { ...base, versions };
}

/** Names linked from fact tables: API call and trigger names -> their routes. */
export function referenceLinks(model: SiteModel): Record<string, string> {
  const links: Record<string, string> = {};
  for (const doc of model.docs) {
    const fm = doc.frontMatter;
    if (fm.api_call) links[fm.api_call.name] = doc.route;
    if (fm.trigger) links[fm.trigger.name] = doc.route;
  }
  return links;
}

/** One page of the site before its props are made: what it shows, where its files go, and the docs version it belongs to (absent: none). */
export type PageSlot = { route: string; path: string; version?: DocsVersion } & (
  | { kind: 'doc'; doc: DocEntry }
  | { kind: 'category'; index: GeneratedIndex }
  | { kind: 'tags' }
  | { kind: 'tag'; tag: TagPage }
  | { kind: 'search' }
  | { kind: 'notFound' }
  | { kind: 'blog'; blog: Blog; view: BlogView }
);

/** Every page of the site in output order: docs and standalone pages, category indexes, the tags list and tag pages, search and 404. */
export function pageSlots(model: SiteModel): PageSlot[] {
  const at = (route: string) => ({ route, path: htmlPath(route) });
  const routed = new Set(model.routes.map((r) => r.path));
  // An area's pages belong to it as a version's to the version: they show its sidebars.
  const trees = [...model.versions, ...model.areas];
  const versionOfDoc = (doc: DocEntry) => (doc.kind === 'doc' ? trees.find((v) => v.docIds.has(doc.id)) : undefined);
  return [
    ...model.docs.filter((doc) => routed.has(doc.route)).map((doc): PageSlot => ({ ...at(doc.route), kind: 'doc', doc, version: versionOfDoc(doc) })),
    ...trees.flatMap((version) => version.generatedIndexes.map((index): PageSlot => ({ ...at(index.route), kind: 'category', index, version }))),
    ...trees.flatMap((version): PageSlot[] => [
      ...(version.tags.length > 0 ? [{ ...at(version.tagsRoute), kind: 'tags' as const, version }] : []),
      ...version.tags.filter((tag) => routed.has(tag.tag.href)).map((tag): PageSlot => ({ ...at(tag.tag.href), kind: 'tag', tag, version })),
    ]),
    ...model.blogs.flatMap((blog) => blogSlots(blog).filter((slot) => routed.has(slot.route))),
    { ...at(model.searchRoute), kind: 'search' },
    { route: '/404.html', path: '404.html', kind: 'notFound' },
  ];
}

/** A blog's pages besides its posts (which come with the docs): lists, tags, authors, archive. */
function blogSlots(blog: Blog): PageSlot[] {
  const at = (route: string) => ({ route, path: htmlPath(route) });
  const slot = (route: string, view: BlogView): PageSlot => ({ ...at(route), kind: 'blog', blog, view });
  return [
    ...blog.lists.map((list) => slot(list.route, { view: 'list', list })),
    ...(blog.tags.length ? [slot(blog.tagsRoute, { view: 'tags' })] : []),
    ...blog.tags.flatMap((tag) => tag.pages.map((list) => slot(list.route, { view: 'tag', tag, list }))),
    ...(blog.authorsRoute ? [slot(blog.authorsRoute, { view: 'authors' })] : []),
    ...blog.authors.flatMap((author) => author.pages.map((list) => slot(list.route, { view: 'author', author, list }))),
    ...(blog.archiveRoute ? [slot(blog.archiveRoute, { view: 'archive' })] : []),
  ];
}

/**
 * What a page shows of the docs versions: the dropdown's links (the same doc in each version, else that
 * version's first page), and on a version other than the latest its banner, badge and canonical page.
 * Costs one lookup per version, so a page's work does not grow with the number of pages.
 */
export function versionPropsOf(model: SiteModel, slot: PageSlot): Pick<PageProps, 'versions' | 'versionBanner' | 'versionBadge' | 'canonicalRoute'> {
  if (model.versions.length < 2 && !slot.version?.badge) return {};
  // An area has no versions of its own: its pages' dropdown offers the main docs' versions, the latest marked.
  if (slot.version?.area) return { versions: model.versions.map((v) => ({ name: v.name, label: v.label, href: v.path, active: v === model.version })) };
  const version = slot.version;
  const id = slot.kind === 'doc' && version ? slot.doc.id.slice(versionIdPrefix(version.name).length) : undefined;
  const active = version ?? model.version;
  const versions = model.versions.map((v) => ({ name: v.name, label: v.label, href: sameDocIn(v.lookup, id) ?? v.path, active: v === active }));
  if (!version) return { versions };
  const latest = model.version;
  const inLatest = id !== undefined ? latest.lookup.routeById.get(id) : undefined;
  return {
    versions,
    ...(version.banner !== 'none' ? { versionBanner: { kind: version.banner, label: version.label, latestHref: sameDocIn(latest.lookup, id) ?? latest.path, latestLabel: latest.label } } : {}),
    ...(version.badge ? { versionBadge: version.label } : {}),
    ...(!version.isLast && inLatest ? { canonicalRoute: inLatest } : {}),
  };
}

/** What every page's props are made from. */
export interface PagePropsContext {
  config: ResolvedConfig;
  model: SiteModel;
  site: SiteProps;
  rendered: Map<string, MarkdownResult>;
  gitDates: Map<string, string>;
  /** Names linked from fact tables (see `referenceLinks`). */
  links: Record<string, string>;
  /** What a React page's `@theme/Layout` said about it (its title and description), by doc id. */
  pageMeta?: Map<string, PageMeta>;
}

/** A page's props before what its kind adds: its kind, title and description over what every page shares. */
type PageBase = (kind: PageProps['kind'], title: string, description: string) => PageProps;

/** The props of one page. */
export function pagePropsOf(slot: PageSlot, context: PagePropsContext): PageProps {
  const { config, model, site, rendered } = context;
  const versionProps = versionPropsOf(model, slot);
  const base: PageBase = (kind, title, description) => ({
    site,
    kind,
    route: slot.route,
    title,
    documentTitle: documentTitle(title, config.title),
    description,
    keywords: [],
    noindex: false,
    showSidebar: false,
    sidebarId: site.sidebars[0]?.id,
    breadcrumbs: [],
    toc: [],
    hideTitle: false,
    hideToc: false,
    html: '',
    tags: [],
    ...versionProps,
  });
  switch (slot.kind) {
    case 'doc':
      return slot.doc.kind === 'post' ? postPageProps(slot.doc, base, context) : docPageProps(slot, base, context);
    case 'category': {
      const g = slot.index;
      const nav = model.nav.get(g.route);
      return { ...base('category', g.title, g.description), keywords: g.keywords, showSidebar: true, ...(nav?.sidebarId !== undefined ? { sidebarId: nav.sidebarId } : {}), breadcrumbs: nav?.breadcrumbs ?? [], previous: nav?.previous, next: nav?.next, cards: g.items };
    }
    case 'tags': {
      const tags = (slot.version ?? model.version).tags;
      return { ...base('tags', translate(site, 'theme.tags.tagsPageTitle', 'Tags'), translate(site, 'mistdocs.tags.description', 'All {count} tags of the manual.', { count: tags.length })), tagGroups: groupTagsByLetter(tags) };
    }
    case 'tag': {
      const { tag } = slot;
      const tagged = translatePlural(site, 'theme.docs.tagDocListPageTitle.nDocsTagged', '1 doc tagged|{count} docs tagged', tag.docs.length);
      const title = translate(site, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged: tagged, tagName: tag.tag.label });
      return { ...base('tag', title, tag.tag.description ?? translate(site, 'mistdocs.tag.description', 'Pages about {tagName}.', { tagName: tag.tag.label })), tagPage: tag };
    }
    case 'search':
      return base('search', translate(site, 'theme.SearchPage.emptyResultsTitle', 'Search the documentation'), translate(site, 'mistdocs.SearchPage.description', 'Search the {siteTitle}: every page, section and reference fact.', { siteTitle: config.title }));
    case 'notFound':
      return { ...base('notFound', translate(site, 'theme.NotFound.title', 'Page Not Found'), ''), noindex: true };
    case 'blog': {
      const view = blogViewProps(slot.blog, slot.view, rendered, site);
      return { ...base(BLOG_KINDS[slot.view.view], view.title, view.description), blog: view.blog };
    }
  }
}

/** The page kind of each blog view. */
const BLOG_KINDS = { list: 'blogList', tags: 'blogTags', tag: 'blogTag', authors: 'blogAuthors', author: 'blogAuthor', archive: 'blogArchive' } as const;

/** The props of a blog post's page. */
function postPageProps(doc: DocEntry, base: PageBase, { config, model, site, rendered }: PagePropsContext): PageProps {
  const fm = doc.frontMatter;
  const md = rendered.get(doc.id)!;
  const blog = model.blogs.find((b) => b.byId.has(doc.id))!;
  const post = blog.byId.get(doc.id)!;
  const props = blogPostPageProps(blog, post, md, site);
  return {
    ...base('post', doc.title, doc.description),
    keywords: fm.keywords,
    image: fm.image,
    noindex: doc.unlisted,
    toc: md.toc,
    ...placeTitle(props.post!.html, doc.title, false),
    hideToc: fm.hide_table_of_contents,
    previous: post.previous,
    next: post.next,
    tags: post.tags,
    ...untranslated(config, doc),
    ...customFrontMatter(fm),
    // The post's HTML is the page's `html`; carried once.
    blog: { ...props, post: { ...props.post!, html: '' } },
  };
}

/** The props of a doc's, a standalone page's or a React page's page. */
function docPageProps(slot: Extract<PageSlot, { kind: 'doc' }>, base: PageBase, { config, model, rendered, gitDates, links, pageMeta }: PagePropsContext): PageProps {
  const { doc } = slot;
  const fm = doc.frontMatter;
  const md = rendered.get(doc.id)!;
  const nav = model.nav.get(doc.route);
  const facts: ReferenceFacts | undefined = fm.api_call
    ? { kind: 'api_call', facts: fm.api_call, links }
    : fm.trigger
      ? { kind: 'trigger', facts: fm.trigger, links }
      : fm.input
        ? { kind: 'input', facts: fm.input, links }
        : fm.output
          ? { kind: 'output', facts: fm.output, links }
          : fm.process
            ? { kind: 'process', facts: fm.process, links }
            : undefined;
  // A React page's title and description are what its Layout says (none: the site's title alone).
  const react = /\.[jt]sx?$/.test(doc.file) ? (pageMeta?.get(doc.id) ?? {}) : undefined;
  // What `<Head>` says overrides the front matter's title and description, on any page.
  const head = pageMeta?.get(doc.id);
  const page = base(doc.kind, react ? (react.title ?? '') : doc.title, head?.description ?? (react ? (react.description ?? '') : doc.description));
  return {
    ...page,
    ...(head?.documentTitle !== undefined ? { documentTitle: head.documentTitle } : {}),
    ...(head?.head ? { pageHead: head.head } : {}),
    ...(react ? { wide: true } : {}),
    keywords: fm.keywords,
    image: fm.image,
    noindex: doc.unlisted,
    showSidebar: doc.kind === 'doc' && nav?.sidebarId !== undefined,
    ...(doc.kind === 'doc' && nav?.sidebarId !== undefined ? { sidebarId: nav.sidebarId } : {}),
    breadcrumbs: doc.route === (slot.version ?? model.version).path ? [] : (nav?.breadcrumbs ?? []),
    previous: nav?.previous,
    next: nav?.next,
    ...(md.docItem ? { docItem: md.docItem } : {}),
    toc: md.toc,
    ...placeTitle(md.html, doc.title, fm.hide_title),
    hideToc: fm.hide_table_of_contents,
    tags: fm.tags.map((t) => resolveTag(t, (slot.version ?? model.version).tagsRoute, config.tagSlugs)),
    editUrl: config.docs.editUrl ? config.docs.editUrl.replace(/\/?$/, '/') + doc.file : undefined,
    lastUpdated: gitDates.get(doc.file),
    ...untranslated(config, doc),
    facts,
    ...customFrontMatter(fm),
  };
}

/** On a locale other than the default, a doc or page read from the default locale's file (none translates it): the language it is in. */
function untranslated(config: ResolvedConfig, doc: DocEntry): Pick<PageProps, 'untranslated'> {
  if (!config.locale || config.locale.isDefault) return {};
  if (originalPath(config, doc.file) !== doc.file) return {};
  // A translated post is read from the locale's folder, outside the content folder (see load-blog.ts).
  if (doc.kind === 'post' && !doc.file.startsWith(`${config.contentDir}/`)) return {};
  const original = config.locales?.[0];
  return original ? { untranslated: { label: original.label, lang: original.htmlLang, dir: original.direction } } : {};
}

const KNOWN_FRONT_MATTER = new Set(Object.keys(frontMatterSchema.shape));

/** The front-matter keys the schema does not declare, or nothing when there are none. */
function customFrontMatter(frontMatter: Record<string, unknown>): { frontMatter?: Record<string, unknown> } {
  const custom = Object.entries(frontMatter).filter(([key]) => !KNOWN_FRONT_MATTER.has(key));
  return custom.length > 0 ? { frontMatter: Object.fromEntries(custom) } : {};
}

/**
 * Where a doc's h1 comes from, as Docusaurus decides it: when the first heading of the content (above any
 * thematic break) is an h1, that heading is the page's title and stays where it is, and no title is
 * added above it; otherwise the doc's title is shown on top (unless `hide_title`). An h1 that opens the
 * content with the doc's title is moved into the page header, which shows the same.
 */
export function placeTitle(html: string, title: string, hideTitle: boolean): { html: string; hideTitle: boolean } {
  const first = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>|<hr\b/.exec(html);
  if (!first || first[1] !== '1') return { html, hideTitle };
  const opens = html.slice(0, first.index).trim() === '';
  if (opens && !hideTitle && headingText(first[2]!) === title) return { html: html.slice(first.index + first[0].length).replace(/^\n/, ''), hideTitle: false };
  return { html, hideTitle: true };
}

/** The text of a heading's HTML, without its anchor link. */
function headingText(inner: string): string {
  return inner
    .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&#x3E;|&gt;/g, '>')
    .replace(/&quot;|&#x22;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * Whether the brand link leads to a page of this build. One that does not (a site whose host answers its
 * base URL, as stencil's redirects `/docs/`) is marked off-site, so the browser neither fetches it ahead
 * nor swaps it in, where Docusaurus, knowing its routes, does neither.
 */
function brandIsPage(config: ResolvedConfig, model: SiteModel): boolean {
  const target = config.navbar.logo?.href ?? '/';
  if (isExternalAddress(target)) return true;
  // Matched as the link check matches a link to the route table.
  const route = normalizeRoute(target.split(/[?#]/)[0]!);
  return model.routes.some((r) => normalizeRoute(r.path) === route);
}
