/**
 * What site components read from the site (Docusaurus's context, in our terms), on both sides: the build
 * provides it around each component it renders, the islands runtime around each island it hydrates.
 * Browser-safe; imports React only.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { BlogMetadata, BlogPostData, CurrentDocData, DocsSidebarData, IslandContext } from '../shared/islands.js';
import { hasProtocol } from './docusaurus/is-internal-url.js';

/** The site's config as `useDocusaurusContext().siteConfig` gives it. */
export interface SiteConfigData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
}

export interface DocData {
  id: string;
  title: string;
  description: string;
  permalink: string;
}

/** What a page's components said about it: Layout's title and description, and `<Head>`'s tags. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** A `<title>` in `<Head>`: the whole document title, as written. */
  documentTitle?: string;
  /** The other tags in `<Head>`, as HTML, each marked `data-page-head`. */
  head?: string;
}

/** Everything the client API reads. */
export interface SiteData {
  siteConfig: SiteConfigData;
  locale: { current: string; default: string; locales: string[] };
  /** The site's default colour mode (what the server renders; the browser then follows the reader's). */
  defaultMode: 'light' | 'dark';
  /** Theme strings by id (code.json), for Translate. */
  strings: Record<string, string>;
  /** The doc of that id in the active version (recorded, on the server, for the browser). */
  doc(id: string): DocData | undefined;
  /** Every doc of the active version. */
  docs(): DocData[];
  version: { name: string; label: string };
  /** The blog post the page is (recorded, on the server, for the browser); undefined on another page. */
  post(): BlogPostData | undefined;
  /** The doc page's sidebar (recorded, on the server, for the browser); undefined on a page without one. */
  sidebar(): DocsSidebarData | undefined;
  /** The blog of the post the page is (recorded, on the server, for the browser); undefined on another page. */
  blog(): BlogMetadata | undefined;
  /** The doc the page is (recorded, on the server, for the browser); undefined on a page that is no doc. */
  currentDoc(): CurrentDocData | undefined;
  /**
   * The page being rendered (its route); what a React page's Layout said about it, what `<Head>` puts in
   * its head, and the internal links `<Link>` rendered (checked as the page's own links are).
   */
  page: {
    route: string;
    /**
     * On the server, the route again, for marking a navbar link active (DefaultNavbarItem): the runtime marks
     * such links again after an in-place navigation, so an item that reads this is drawn for each page but,
     * unlike one reading `route` (`useLocation()`), not made an island. Absent in the browser.
     */
    activeRoute?: string;
    meta?: (meta: PageMeta) => void;
    head?: (children: ReactNode) => void;
    link?: (url: string, written: string) => void;
    /** In the browser, while an island hydrates: `useLocation()` gives the path the server rendered it for (so the first render matches its HTML), the address bar's right after. */
    hydrating?: boolean;
  };
  /** What the site's plugins gave `setGlobalData`: plugin name, then instance id (`default`), then the data. */
  globalData?: Record<string, Record<string, unknown>>;
}

export const SiteContext = createContext<SiteData | null>(null);

/** The site data; a component rendered outside mistdocs gets a clear error rather than undefined. */
export function useSiteData(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('This component reads the site (a Docusaurus hook) but is rendered outside a mistdocs page.');
  return site;
}

/** Site data for an island in the browser: the site's part compiled into the runtime, the docs from what the server recorded. */
export function browserSiteData(site: Pick<SiteData, 'siteConfig' | 'locale' | 'defaultMode' | 'strings'>, recorded: IslandContext, route: string, hydrating = false): SiteData {
  const docs = recorded.docs ?? {};
  return {
    ...site,
    doc: (id) => docs[id],
    docs: () => Object.values(docs),
    version: recorded.version ?? { name: 'current', label: 'Next' },
    post: () => recorded.post,
    sidebar: () => recorded.sidebar,
    blog: () => recorded.blog,
    currentDoc: () => recorded.currentDoc,
    page: hydrating ? { route, hydrating } : { route },
  };
}

/** Prefixes an internal path with the base URL, as Docusaurus's useBaseUrl does. */
export function withBaseUrl(baseUrl: string, url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean; siteUrl?: string } = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // A path without its leading slash ('img/logo.svg', a Link to 'templating-jsx') is under the base URL too.
  const prefixed = url === baseUrl.replace(/\/$/, '') ? baseUrl : url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute && options.siteUrl ? options.siteUrl.replace(/\/$/, '') + prefixed : prefixed;
}
