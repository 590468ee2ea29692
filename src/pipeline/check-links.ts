/**
 * The link checker: every internal link and anchor of every page (docs, pages, category indexes, tag
 * pages, sidebar, navbar and footer) resolved against the route table and each page's ids. Pure: works
 * on the analysed site and a list of static files; never fetches external links, never touches fs.
 */
import type { ResolvedConfig } from '../config/load-config.js';
import { listNames, suggestClosest, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import { decodeRoute, encodeRoute, markdownCopyPath } from '../shared/route-paths.js';
import type { SidebarItem } from '../shared/types.js';
import { isExternalAddress } from '../shared/url-scheme.js';

/** One link to check, with where it was written. */
export interface LinkSource {
  /** Route (without base URL), optionally with `?query` and `#hash`. */
  href: string;
  /** The page the link appears on. */
  fromRoute: string;
  file?: string;
  line?: number;
  column?: number;
  /** Text to look for in `file` when the line is not known (links that come from config or category files). */
  needle?: string;
}

export interface LinkCheckInput {
  config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors' | 'footer' | 'configFile' | 'root' | 'contentDir'>;
  model: SiteModel;
  rendered: ReadonlyMap<string, MarkdownResult>;
  /** Paths (posix, relative to the output root) of files served as they are: static folder, images. */
  staticFiles: Iterable<string>;
  /** The config file relative to the root, for diagnostics on navbar and footer links. */
  configFile: string;
}

export interface LinkCheckResult {
  diagnostics: Diagnostic[];
  /** How many internal links were checked. */
  links: number;
  /** How many pages were checked. */
  pages: number;
}

/** The form the route table matches: decoded, no `.html`/`index.html`, no trailing slash except '/'. */
export function normalizeRoute(pathname: string): string {
  // One spelling of each path, as a browser requests it: decoded, then encoded again segment by segment.
  let p = encodeRoute(decodeRoute(pathname));
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p || '/';
}

/** Every internal link of the site, with where it was written: Markdown links and generated pages. */
export function collectLinks(model: SiteModel, rendered: ReadonlyMap<string, MarkdownResult>, config: LinkCheckInput['config'], configFile: string): LinkSource[] {
  const links: LinkSource[] = [];
  for (const doc of model.docs) {
    for (const link of rendered.get(doc.id)?.links ?? []) links.push({ href: link.href, fromRoute: doc.route, file: link.file ? `${config.contentDir}/${link.file}` : doc.file, line: link.line, column: link.column, needle: link.needle });
  }
  // Generated category indexes: their cards come from the sidebar, so the category file is the source.
  for (const g of model.generatedIndexes) {
    for (const card of g.items) links.push({ href: card.href, fromRoute: g.route, file: g.file, needle: g.route.slice(g.route.lastIndexOf('/') + 1) || undefined });
  }
  // Tag pages list docs; the tags index lists tag pages. A doc's tags are written in its front matter.
  const fileByRoute = new Map(model.docs.map((d) => [d.route, d.file]));
  for (const version of [...model.versions, ...model.areas]) {
    for (const tag of version.tags) {
      links.push({ href: tag.tag.href, fromRoute: version.tagsRoute });
      for (const doc of tag.docs) links.push({ href: doc.href, fromRoute: tag.tag.href, file: fileByRoute.get(doc.href), needle: tag.tag.label });
    }
  }
  // Sidebar, navbar and footer links are written in the config (or come from folders, and resolve by construction).
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link') {
        if (!isExternalAddress(item.href)) links.push({ href: item.href, fromRoute: '(sidebar)', file: item.docId ? undefined : configFile, needle: item.docId ? undefined : item.href });
      } else if (item.type === 'category') {
        if (item.href) links.push({ href: item.href, fromRoute: '(sidebar)' });
        walk(item.items);
      }
    }
  };
  for (const version of [...model.versions, ...model.areas]) for (const sidebar of version.sidebars) walk(sidebar.items);
  for (const item of model.navbar.flatMap((i) => (i.kind === 'dropdown' ? (i.items ?? []) : [i]))) {
    if (item.kind === 'link' && !item.external && item.href) links.push({ href: item.href, fromRoute: '(navbar)', file: configFile, needle: item.href });
  }
  for (const column of config.footer?.links ?? []) {
    for (const item of column.items) if ('to' in item && item.to !== undefined) links.push({ href: item.to, fromRoute: '(footer)', file: configFile, needle: item.to });
  }
  // A redirect's target is a link written in the config (those made from routes resolve by construction).
  for (const redirect of model.redirects) links.push({ href: redirect.to, fromRoute: `(redirect from '${redirect.from}')`, file: configFile, needle: redirect.to });
  for (const [route, nav] of model.nav) {
    for (const target of [nav.previous, nav.next]) if (target && !isExternalAddress(target.href)) links.push({ href: target.href, fromRoute: route });
  }
  return links;
}

/** Checks every internal link and anchor; broken ones become warnings or errors as the config says. */
export function checkLinks(input: LinkCheckInput): LinkCheckResult {
  const { model, rendered, config } = input;
  const anchorsByRoute = new Map<string, Set<string> | undefined>();
  for (const route of model.routes) anchorsByRoute.set(normalizeRoute(route.path), new Set());
  // A page whose Markdown could not be rendered has ids nobody knows: links into it are not judged by their anchor.
  const anchorsUnknown = new Set<string>();
  for (const doc of model.docs) {
    const result = rendered.get(doc.id);
    anchorsByRoute.set(normalizeRoute(doc.route), new Set(result?.anchors ?? []));
    if (!result || result.messages.some((m) => m.fatal)) anchorsUnknown.add(normalizeRoute(doc.route));
  }
  // Files that exist but are not pages: static files, images, Markdown copies, sitemap, llms.txt, feeds.
  const files = new Set<string>(['/sitemap.xml', '/llms.txt', '/404.html']);
  for (const f of input.staticFiles) files.add(`/${f.replace(/^\/+/, '')}`);
  for (const doc of model.docs) files.add(markdownCopyPath(doc.route));
  // The blogs' feeds, which sites link from their navbar or footer.
  for (const blog of model.blogs) for (const feed of blog.feeds) files.add(feed.route);

  const diagnostics: Diagnostic[] = [];
  const links = collectLinks(model, rendered, config, input.configFile);
  const seen = new Set<string>();
  const routes = [...anchorsByRoute.keys()];
  for (const link of links) {
    if (isExternalAddress(link.href)) continue;
    const hashAt = link.href.indexOf('#');
    const beforeHash = hashAt === -1 ? link.href : link.href.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : link.href.slice(hashAt + 1);
    const pathname = beforeHash.split('?')[0]!;
    const where = { file: link.file, line: link.line, column: link.column, needle: link.line === undefined ? link.needle : undefined };
    // Generated pages repeat the same link many times; report each (source, target) once.
    const key = `${link.file ?? link.fromRoute}:${link.line ?? ''}:${link.column ?? ''}:${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = normalizeRoute(pathname || link.fromRoute);
    const anchors = anchorsByRoute.get(target);
    if (anchors === undefined) {
      if (files.has(pathname) || files.has(decodeRoute(pathname)) || files.has(encodeRoute(decodeRoute(pathname)))) continue;
      if (config.onBrokenLinks === 'ignore') continue;
      const guess = suggestClosest(target, routes);
      diagnostics.push({
        severity: config.onBrokenLinks === 'throw' ? 'error' : 'warning',
        code: 'links/broken-link',
        message: `The link '${link.href}' on ${describePage(link.fromRoute)} points to '${target}', which is no page of the site.`,
        hint: guess ? `Did you mean '${guess}'?` : 'Link to an existing route, or to the .md file relative to this one.',
        ...where,
      });
      continue;
    }
    if (!hash || config.onBrokenAnchors === 'ignore' || anchorsUnknown.has(target)) continue;
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // keep the raw hash
    }
    if (anchors.has(id)) continue;
    const guess = suggestClosest(id, anchors);
    diagnostics.push({
      severity: config.onBrokenAnchors === 'throw' ? 'error' : 'warning',
      code: 'links/broken-anchor',
      message: `The link '${link.href}' on ${describePage(link.fromRoute)} points to '#${id}', which is not an anchor on '${target}'.`,
      hint: guess ? `Did you mean '#${guess}'?` : anchors.size ? `Anchors on that page: ${listNames([...anchors], 10)}.` : 'That page has no headings to link to; drop the #fragment.',
      ...where,
    });
  }
  return { diagnostics, links: links.length, pages: model.routes.length };
}

function describePage(route: string): string {
  return route.startsWith('(') ? `the ${route.slice(1, -1)}` : `'${route}'`;
}
