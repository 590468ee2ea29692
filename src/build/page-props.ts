/**
 * PageProps for every route, and the SiteProps they share: the model and the rendered Markdown turned
 * into what the renderer receives. Pure functions of the build's results; no fs, no rendering.
 */
import type { ResolvedConfig } from '../config/load-config.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import { groupTagsByLetter, resolveTag } from '../model/tags.js';
import { documentTitle, type NavbarItemProps, type PageProps, type ReferenceFacts, type SiteProps } from '../render/props.js';
import type { RouteEntry } from '../shared/types.js';
import type { SearchIndexes } from './search-index.js';

/** The props every page shares: site identity, navbar, footer, sidebar, search and asset addresses. */
export function siteProps(config: ResolvedConfig, model: SiteModel, bundle: { js: string; css: string; cssText: string; inlineScript: string }, search: SearchIndexes): SiteProps {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const items: NavbarItemProps[] = model.navbar.map((n) => ({ ...n }));
  if (!items.some((i) => i.kind === 'search')) items.push({ kind: 'search', label: '', href: '', external: false, position: 'right' });
  return {
    title: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    lang: locale?.htmlLang ?? config.i18n.defaultLocale,
    dir: locale?.direction ?? 'ltr',
    localeLabel: locale?.label ?? config.i18n.defaultLocale,
    versionLabel: config.docs.version.label,
    versionPath: model.version.path,
    siteVersion: config.siteVersion,
    navbar: { title: config.navbar.title, logo: config.navbar.logo, hideOnScroll: config.navbar.hideOnScroll, items },
    footer: config.footer && {
      style: config.footer.style,
      copyright: config.footer.copyright,
      links: config.footer.links.map((col) => ({ title: col.title, items: col.items.map((i) => ({ label: i.label, href: i.href ?? i.to ?? '/', external: i.href !== undefined })) })),
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebar: model.version.sidebars[0]?.items ?? [],
    search: { route: model.searchRoute, indexUrl: search.indexUrl, contexts: search.contexts, limit: config.search.searchResultLimits, maxResults: config.search.maxResults },
    assets: { css: bundle.css, styles: bundle.cssText, js: bundle.js, favicon: config.favicon },
    inlineScript: bundle.inlineScript,
  };
}

/** Names linked from fact tables: API call and trigger names -> their routes. */
function referenceLinks(model: SiteModel): Record<string, string> {
  const links: Record<string, string> = {};
  for (const doc of model.docs) {
    const fm = doc.frontMatter;
    if (fm.api_call) links[fm.api_call.name] = doc.route;
    if (fm.trigger) links[fm.trigger.name] = doc.route;
  }
  return links;
}

/**
 * One PageProps per route: docs and pages, category indexes, the tags list and tag pages, search and 404.
 * With `only`, just the doc pages of those doc ids (watch mode, when nothing else can have changed).
 */
export function pageProps(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, site: SiteProps, gitDates: Map<string, string>, only?: ReadonlySet<string>): PageProps[] {
  const links = referenceLinks(model);
  const base = (kind: PageProps['kind'], route: string, title: string, description: string): PageProps => ({
    site,
    kind,
    route,
    title,
    documentTitle: documentTitle(title, config.title),
    description,
    keywords: [],
    noindex: false,
    showSidebar: false,
    breadcrumbs: [],
    toc: [],
    hideTitle: false,
    hideToc: false,
    html: '',
    tags: [],
  });
  const pages: PageProps[] = [];
  const byRoute = new Map<string, RouteEntry>(model.routes.map((r) => [r.path, r]));
  for (const doc of model.docs) {
    if (!byRoute.has(doc.route) || (only && !only.has(doc.id))) continue;
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
    pages.push({
      ...base(doc.kind, doc.route, doc.title, doc.description),
      keywords: fm.keywords,
      image: fm.image,
      noindex: doc.unlisted,
      showSidebar: doc.kind === 'doc' && nav?.sidebarId !== undefined,
      breadcrumbs: doc.route === model.version.path ? [] : (nav?.breadcrumbs ?? []),
      previous: nav?.previous,
      next: nav?.next,
      toc: md.toc,
      hideTitle: fm.hide_title,
      hideToc: fm.hide_table_of_contents,
      html: md.html.replace(/^<h1[^>]*>.*?<\/h1>\n?/s, ''),
      tags: fm.tags.map((t) => resolveTag(t, model.tagsRoute)),
      editUrl: config.docs.editUrl ? config.docs.editUrl.replace(/\/?$/, '/') + doc.file : undefined,
      lastUpdated: gitDates.get(doc.file),
      facts,
    });
  }
  if (only) return pages;
  for (const g of model.generatedIndexes) {
    const nav = model.nav.get(g.route);
    pages.push({ ...base('category', g.route, g.title, g.description), keywords: g.keywords, showSidebar: true, breadcrumbs: nav?.breadcrumbs ?? [], previous: nav?.previous, next: nav?.next, cards: g.items });
  }
  pages.push({ ...base('tags', model.tagsRoute, 'Tags', `All ${model.tags.length} tags of the manual.`), tagGroups: groupTagsByLetter(model.tags) });
  for (const tag of model.tags) {
    const n = tag.docs.length;
    pages.push({ ...base('tag', tag.tag.href, `${n} doc${n === 1 ? '' : 's'} tagged with "${tag.tag.label}"`, tag.tag.description ?? `Pages about ${tag.tag.label}.`), tagPage: tag });
  }
  pages.push(base('search', model.searchRoute, 'Search the documentation', `Search the ${config.title}: every page, section and reference fact.`));
  pages.push({ ...base('notFound', '/404.html', 'Page Not Found', ''), noindex: true });
  return pages;
}
