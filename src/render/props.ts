/**
 * PageProps: the one serialisable object the renderer receives per page, and SiteProps, the part
 * every page shares. Browser-safe; imports only shared types and the reference fact types.
 */
import type { ApiCallFacts, InputFacts, OutputFacts, ProcessFacts, TriggerFacts } from '../content/schemas/reference.js';
import type { SourceLinkPattern } from '../shared/source-links.js';
import type { BlogAuthor, Breadcrumb, CardItem, NavbarLink, NavLink, PageKind, Sidebar, TagRef, TocItem } from '../shared/types.js';
import { hasScheme } from '../shared/url-scheme.js';

/** A navbar item as the renderer gets it. */
export type NavbarItemProps = NavbarLink;

/** A blog feed, linked from the head of every page of the site, as Docusaurus links it. */
export interface FeedLink {
  type: 'rss' | 'atom' | 'json';
  href: string;
  title: string;
}

export interface SiteProps {
  title: string;
  url: string;
  baseUrl: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  localeLabel: string;
  /** The locale these pages are in (its name), and with several locales every one: the dropdown and hreflang alternates. */
  locale: string;
  locales?: LocaleLink[];
  /** The theme strings the locale translates (see translate.ts), by id. */
  strings?: Record<string, string>;
  versionLabel: string;
  versionPath: string;
  siteVersion: string;
  /** brandOffSite: the brand link leads to no page of this build (its host answers that address). */
  navbar: { title?: string; logo?: { alt: string; src: string; href: string; width?: number | string; height?: number | string }; hideOnScroll: boolean; items: NavbarItemProps[]; brandOffSite?: boolean };
  footer?: { style: 'dark' | 'light'; links: { title: string; items: ({ label: string; href: string; external: boolean } | { html: string })[] }[]; copyright?: string; logo?: { alt: string; src: string; href?: string; width?: number | string; height?: number | string } };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** The version's docs sidebars, in config order; each page shows one of them (`PageProps.sidebarId`). */
  sidebars: Sidebar[];
  /** indexUrl: the version's main search index; contexts: directories with an index of their own. */
  search: { route: string; indexUrl: string; limit: number; maxResults: number; contexts?: { dir: string; url: string }[]; versions?: VersionSearch[] };
  /** The version's tags page, when its docs have tags. */
  tagsRoute?: string;
  /** The docs version these pages belong to, when the site has more than one. */
  versionName?: string;
  /**
   * The docs tree (a version or a docs area) these pages belong to, when the site has more than one:
   * pages of another tree have another sidebar, so going to one loads it in full.
   */
  docsTree?: string;
  /** The docs area these pages belong to (`docsAreas[].id`); absent for the main docs. */
  docsArea?: string;
  /** Public paths of the stylesheet and the runtime (content-hashed, cached for good), and the favicon. */
  assets: { css: string; js: string; favicon?: string; styles?: string[]; head?: string; bodyStart?: string };
  /** The colour-mode script inlined in <head>. */
  inlineScript: string;
  /** How reference pages link their source files at the documented commit (the config's `referenceSources`); absent: shown unlinked. */
  referenceSources?: SourceLinkPattern;
  /** The blogs' feeds (absent for a site without a blog). */
  feeds?: FeedLink[];
}

/** A locale of the site, for links to the same page in it. */
export interface LocaleLink {
  name: string;
  label: string;
  /** Its pages' `lang` and hreflang. */
  lang: string;
  /** Its pages' base URL. */
  baseUrl: string;
}

/** Where one docs version's search index is, for a search page asked about that version. */
export interface VersionSearch {
  name: string;
  path: string;
  indexUrl: string;
  contexts?: { dir: string; url: string }[];
}

/** One entry of the docs version dropdown: the same page in that version, else its first page. */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

export type ReferenceFacts =
  | { kind: 'api_call'; facts: ApiCallFacts; links: Record<string, string> }
  | { kind: 'trigger'; facts: TriggerFacts; links: Record<string, string> }
  | { kind: 'input'; facts: InputFacts; links: Record<string, string> }
  | { kind: 'output'; facts: OutputFacts; links: Record<string, string> }
  | { kind: 'process'; facts: ProcessFacts; links: Record<string, string> };

export interface PageProps {
  site: SiteProps;
  kind: PageKind;
  route: string;
  /** The page heading (h1). */
  title: string;
  /** The browser title ('Page | Site'). */
  documentTitle: string;
  /** Tags the page's `<Head>` adds to its head (HTML, each marked `data-page-head`). */
  pageHead?: string;
  description: string;
  keywords: string[];
  image?: string;
  /** Keep search engines away (search page, unlisted docs). */
  noindex: boolean;
  showSidebar: boolean;
  /**
   * The sidebar the page carries: the one it shows, or for a page that shows none the version's first
   * (hidden, so that in-place navigation to a page showing it keeps the shell). Absent: the site has none.
   */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavLink;
  next?: NavLink;
  /** The site's own DocItem parts, rendered: `Paginator` in place of the previous/next links, `Footer` of the doc's footer. */
  docItem?: Partial<Record<'Paginator' | 'Footer', string>>;
  /** The site's own navbar items drawn for this page (those whose component reads the page), by their `key`: in the navbar, and in the mobile menu. */
  navbar?: Record<string, { html: string; mobileHtml: string }>;
  toc: TocItem[];
  hideTitle: boolean;
  hideToc: boolean;
  /** A React page: its own layout across the whole width, no title or column of ours. */
  wide?: boolean;
  /** Rendered Markdown. */
  html: string;
  tags: TagRef[];
  editUrl?: string;
  /** ISO date of the last commit touching the source. */
  lastUpdated?: string;
  facts?: ReferenceFacts;
  /**
   * The doc's own front-matter keys, those mistdocs does not read itself (`owner: media-team`), with
   * their YAML values, for the theme as Docusaurus hands them to its theme components.
   */
  frontMatter?: Record<string, unknown>;
  cards?: CardItem[];
  /** The version dropdown's entries (sites with more than one docs version). */
  versions?: VersionLink[];
  /** The note on a version other than the latest, linking the same page there. */
  versionBanner?: { kind: 'unreleased' | 'unmaintained'; label: string; latestHref: string; latestLabel: string };
  /** 'Version: <label>' above the page. */
  versionBadge?: string;
  /** The page search engines should prefer, when not this one (an older version's page -> the latest's). */
  canonicalRoute?: string;
  /** A page the locale has no translation of: the language it is shown in (the default locale's). */
  untranslated?: { label: string; lang: string; dir: 'ltr' | 'rtl' };
  tagGroups?: { letter: string; tags: (TagRef & { count: number })[] }[];
  tagPage?: { tag: TagRef; docs: { title: string; href: string; description: string }[] };
  /** A blog's page (a post, a list, tags, authors, the archive): what it shows beyond the common props. */
  blog?: BlogPageProps;
}

/** An author as a blog page shows them, with the number of their listed posts on authors pages. */
export interface BlogAuthorProps extends BlogAuthor {
  count?: number;
}

/** A post as a blog page shows it: in full on its page, its excerpt on a list. */
export interface BlogPostProps {
  title: string;
  href: string;
  /** ISO date, and as the locale writes it. */
  date: string;
  formattedDate: string;
  /** Minutes. */
  readingTime?: number;
  authors: BlogAuthorProps[];
  tags: TagRef[];
  /** The post's HTML, or on a list the part above its truncate marker. */
  html: string;
  /** On a list: the post goes on past `html` (a "Read more" link). */
  truncated?: boolean;
}

/** What a blog page shows of its blog and of its own kind. */
export interface BlogPageProps {
  view: 'post' | 'list' | 'tags' | 'tag' | 'authors' | 'author' | 'archive';
  blogTitle: string;
  blogRoute: string;
  /** Recent posts beside the page (absent: the blog shows none). */
  sidebar?: { title: string; groupByYear: boolean; items: (NavLink & { year: string })[] };
  /** A post's page: the post, with its edit link and last update. */
  post?: BlogPostProps & { editUrl?: string; lastUpdate?: { date?: string; formattedDate?: string; author?: string } };
  /** A list page's posts. */
  posts?: BlogPostProps[];
  /** A list page's links to the newer and older pages. */
  pagination?: { previous?: string; next?: string; page: number; totalPages: number };
  /** The tags page. */
  tags?: (TagRef & { count: number })[];
  /** A tag's page: the tag; the tags page's route. */
  tag?: TagRef & { count: number };
  tagsRoute?: string;
  /** An author's page: the author; the authors page lists them all. */
  author?: BlogAuthorProps;
  authors?: BlogAuthorProps[];
  /** The archive: posts by year, newest year first. */
  archive?: { year: string; posts: { title: string; href: string; date: string; formattedDate: string }[] }[];
}

/** The browser title rule of the spec: 'Page | Site', unless the page title is empty or equals the site title. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  const t = pageTitle.trim();
  return !t || t === siteTitle ? siteTitle : `${t} | ${siteTitle}`;
}

/** Prefixes an internal route with the base URL; external URLs pass through. */
export function href(site: Pick<SiteProps, 'baseUrl'>, to: string): string {
  if (hasScheme(to) || to.startsWith('#')) return to;
  return site.baseUrl === '/' ? to : site.baseUrl.replace(/\/$/, '') + to;
}
