/**
 * Types shared by the build, the renderer and the browser runtime. Browser-safe: no Node imports,
 * every value serialisable as JSON.
 */

export interface SidebarLink {
  type: 'link';
  label: string;
  /** A route (without baseUrl) or an external URL. */
  href: string;
  /** The doc id when the link points at a doc. */
  docId?: string;
  /** Hidden from the sidebar unless it is the active page. */
  unlisted: boolean;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page: a linked doc or a generated index. */
  href?: string;
  /** The linked page is unlisted. */
  linkUnlisted: boolean;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  description?: string;
  items: SidebarItem[];
}

/** Raw HTML in the sidebar (Docusaurus's `html` item): a divider, a heading; no link, so no page or card. */
export interface SidebarHtml {
  type: 'html';
  /** The HTML, as the author wrote it (trusted: it comes from the site's own config). */
  value: string;
  /** Whether it gets a menu item's padding (Docusaurus's `defaultStyle`). */
  defaultStyle: boolean;
  className?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** A named sidebar after resolution. */
export interface Sidebar {
  id: string;
  items: SidebarItem[];
}

export interface TocItem {
  id: string;
  /** Heading text, plain. */
  value: string;
  level: number;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A resolved navbar item: a link, or one of the navbar's widgets. */
export interface NavbarLink {
  label: string;
  href: string;
  external: boolean;
  position: 'left' | 'right';
  kind: 'link' | 'dropdown' | 'html' | 'localeDropdown' | 'docsVersionDropdown' | 'search' | 'custom';
  /** For a dropdown: its links. */
  items?: NavbarLink[];
  /** For an html item: its HTML; for a custom item, what its component rendered (set by the component stage). */
  html?: string;
  /** For a custom item: what its component rendered for the mobile menu (with `mobile: true`). */
  mobileHtml?: string;
  /** For a custom item: its type (`custom-<name>`, a key of the site's src/theme/NavbarItem/ComponentTypes) and its component's props. */
  custom?: { type: string; props: Record<string, unknown> };
  /** For a custom item: its place in the navbar, `2` (the third item) or `2.0` (the first item of the dropdown that is the third); it names the item's HTML. */
  key?: string;
  /**
   * For a custom item whose component reads the page it is drawn on (`useLocation()`, or DefaultNavbarItem to mark its link): it is drawn for each
   * page (the page's `navbar` has its HTML), and this is a digest of the code that draws it.
   */
  perPage?: string;
  ariaLabel?: string;
  className?: string;
  /** For a docSidebar item: the sidebar whose pages make the item active. */
  sidebarId?: string;
  /** For a docSidebar item of a docs area (not the main docs): the area's id. */
  docsArea?: string;
}

export interface NavLink {
  title: string;
  href: string;
}

export interface TagRef {
  label: string;
  slug: string;
  /** Route of the tag page. */
  href: string;
  description?: string;
}

/** A card on a generated index page or a `:::cards` block. */
export interface CardItem {
  title: string;
  href: string;
  description?: string;
  kind: 'doc' | 'category';
  /** Number of pages inside, for categories. */
  count?: number;
}

/** What kind of page a route renders. */
export type PageKind = 'doc' | 'category' | 'tags' | 'tag' | 'page' | 'search' | 'notFound' | 'post' | 'blogList' | 'blogTags' | 'blogTag' | 'blogAuthors' | 'blogAuthor' | 'blogArchive';

/** One row of the route table. */
export interface RouteEntry {
  path: string;
  kind: PageKind;
  /** Source file relative to the site root, for docs and pages. */
  file?: string;
  /** Doc id, tag slug or category key. */
  key: string;
}

/** The data the client needs to swap a page in place (written as a route chunk). */
export interface RouteChunk {
  route: string;
  kind: PageKind;
  /** document.title */
  title: string;
  /** `<head>` tags specific to this page (description, canonical, Open Graph...), as HTML. */
  head: string;
  /** Whether the docs sidebar is shown, and which route is active in it. */
  sidebar: boolean;
  /** Routes of the sidebar categories above the page, outermost first (absent when none). */
  trail?: string[];
  /** Inner HTML of the main column. */
  main: string;
  /** The docs version whose shell (sidebar, navbar) the page has, on a site with several: a page of another version is loaded in full. */
  shell?: string;
  /** The version dropdown's addresses for this page, in the dropdown's order (base URL included). */
  versionLinks?: string[];
  /** The sidebar the page carries, on a version with several: a page that carries another is loaded in full. */
  sidebarId?: string;
}

/** A social link of an author. */
export interface AuthorSocial {
  platform: string;
  url: string;
}

/** An author as pages show them. */
export interface BlogAuthor {
  /** The authors.yml key (absent: written in the post). */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  /** A route (base URL added when shown) or an address. */
  imageURL?: string;
  description?: string;
  socials?: AuthorSocial[];
  /** The author's page, when authors.yml gives them one. */
  page?: string;
}
