/**
 * The island marker, on both sides: the build wraps the server-rendered HTML of each component that
 * needs the browser in `<mistdocs-island>`, naming its chunk, its export and its props; the islands
 * runtime reads it back and hydrates that element alone. A component's children (Markdown the page
 * rendered) travel as the HTML inside `<mistdocs-slot>`. Browser-safe; imports nothing.
 */

/** The element around one island's server-rendered HTML (display: contents, so it adds no box). */
export const ISLAND_TAG = 'mistdocs-island';
/** The element holding a component's children as static HTML. */
export const SLOT_TAG = 'mistdocs-slot';

/** The attributes of an island element. */
export const ISLAND_ATTRIBUTES = {
  /** Public URL of the component's own chunk. */
  chunk: 'data-chunk',
  /** The export of the chunk that is the component (`default`, or a named export). */
  export: 'data-export',
  /** The component's props, as JSON. */
  props: 'data-props',
  /** What the component read from the site during the server render (docs it looked up), as JSON. */
  context: 'data-context',
  /** When to hydrate, if not at once: `visible` (when it scrolls into view) or `idle` (when the browser has nothing else to do). */
  when: 'data-hydrate',
} as const;

/**
 * How an author chooses, on the element in MDX: `<Counter client:load />` hydrates the component
 * whatever it does, as the page loads; `client:visible` when it scrolls into view, `client:idle` once the
 * browser is idle; `<Chart client:static />` never does. Without any, a component that used state, an
 * effect or an event handler while it rendered on the server is an island hydrated on load, and any
 * other is HTML only.
 */
export type ClientDirective = 'load' | 'visible' | 'idle' | 'static';
export const CLIENT_DIRECTIVES: readonly ClientDirective[] = ['load', 'visible', 'idle', 'static'];

/** What a component looked up from the site while it rendered: the same answers are given to it in the browser. */
export interface IslandContext {
  /** Docs by id (title, description, permalink), those it asked for. */
  docs?: Record<string, { id: string; title: string; description: string; permalink: string }>;
  /** The active docs version's name and label, when it asked. */
  version?: { name: string; label: string };
  /** The blog post of the page, when it asked (`useBlogPost`). */
  post?: BlogPostData;
  /** The doc page's sidebar, when it asked (`useDocsSidebar`, `useCurrentSidebarCategory`). */
  sidebar?: DocsSidebarData;
  /** The blog of the post page, when it asked (`useBlogMetadata`). */
  blog?: BlogMetadata;
  /** The doc the page is, when it asked (`useDoc`). */
  currentDoc?: CurrentDocData;
}

/** A doc page's own doc as Docusaurus's `useDoc()` gives it (addresses with the base URL). */
export interface CurrentDocData {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    unlisted: boolean;
    editUrl?: string;
    tags: { label: string; permalink: string }[];
    version: string;
    sidebar?: string;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
    /** The time of the last commit to the doc's file, in milliseconds (with `docs.showLastUpdateTime`). */
    lastUpdatedAt?: number;
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
}

/** A blog as Docusaurus's `useBlogMetadata()` gives it on its pages: its address (base URL included), title and authors page. */
export interface BlogMetadata {
  blogBasePath: string;
  blogTitle: string;
  authorsListPath?: string;
}

/** A doc page's sidebar as Docusaurus's `useDocsSidebar()` gives it: its name and items, addresses with the base URL. */
export interface DocsSidebarData {
  name: string;
  items: DocsSidebarItem[];
}

/** A sidebar item in Docusaurus's shape (`type`, `label`, `href`, `docId`, a category's `items`). */
export interface DocsSidebarItem {
  /** `html`: raw HTML (`value`), without label or link, as Docusaurus's `html` sidebar item. */
  type: 'link' | 'category' | 'html';
  label: string;
  value?: string;
  defaultStyle?: boolean;
  href?: string;
  docId?: string;
  unlisted?: boolean;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  items?: DocsSidebarItem[];
}

/** A blog post as `useBlogPost()` gives it to a component of the post's page (Docusaurus's shape). */
export interface BlogPostData {
  metadata: {
    title: string;
    description: string;
    permalink: string;
    /** ISO date. */
    date: string;
    tags: { label: string; permalink: string; description?: string }[];
    authors: { key?: string; name?: string; title?: string; url?: string; imageURL?: string }[];
    readingTime?: number;
    hasTruncateMarker: boolean;
    unlisted: boolean;
    editUrl?: string;
    prevItem?: { title: string; permalink: string };
    nextItem?: { title: string; permalink: string };
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
  isBlogPostPage: boolean;
}

/** The module of a site's global MDX components, as Docusaurus has them: the default export of its `src/theme/MDXComponents`. */
export const THEME_COMPONENTS = '@theme/MDXComponents';

/** The module of a site's navbar item types, as Docusaurus has them: the default export of its `src/theme/NavbarItem/ComponentTypes`, by type. */
export const NAVBAR_ITEM_TYPES = '@theme/NavbarItem/ComponentTypes';

/** Whether `module`'s default export is an object of components by name (global MDX components, navbar item types). */
export const isComponentMap = (module: string): boolean => module === THEME_COMPONENTS || module === NAVBAR_ITEM_TYPES;

/** The name under which an island chunk of a component map exports its component `name` (`custom-community` -> `custom_community`). */
export function componentMapExport(name: string): string {
  const id = name.replace(/[^\w$]/g, '_');
  return /^\d/.test(id) ? `_${id}` : id;
}
