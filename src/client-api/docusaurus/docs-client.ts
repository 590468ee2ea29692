/**
 * `@docusaurus/plugin-content-docs/client`: the active version's docs by id. What a component reads is
 * recorded while the build renders it, so an island gets the same answers in the browser.
 */
import type { CurrentDocData, DocsSidebarData, DocsSidebarItem } from '../../shared/islands.js';
import type { ReactNode } from 'react';
import { useSiteData, type DocData } from '../site-context.js';

export interface VersionData {
  version: string;
  label: string;
  docs: Record<string, DocData>;
}

/** The active version, with its docs by id (Docusaurus's `useDocsVersion`). */
export function useDocsVersion(): VersionData {
  const site = useSiteData();
  // A proxy, so that only the docs a component looks at are recorded for its island.
  const docs = new Proxy({} as Record<string, DocData>, {
    get: (_, id) => (typeof id === 'string' ? site.doc(id) : undefined),
    has: (_, id) => typeof id === 'string' && site.doc(id) !== undefined,
    ownKeys: () => site.docs().map((d) => d.id),
    getOwnPropertyDescriptor: (_, id) => {
      const doc = typeof id === 'string' ? site.doc(id) : undefined;
      return doc ? { value: doc, enumerable: true, configurable: true } : undefined;
    },
  });
  return { version: site.version.name, label: site.version.label, docs };
}

/** A doc of the active version by id; unknown ids are an error, as in Docusaurus. */
export function useDocById(id: string | undefined): DocData | undefined {
  const site = useSiteData();
  if (id === undefined) return undefined;
  const doc = site.doc(id);
  if (!doc) throw new Error(`no doc found with id "${id}" in the active docs version`);
  return doc;
}

/**
 * The doc the page is, as Docusaurus's `useDoc()` gives it to the theme's DocItem components: its metadata
 * (previous and next, edit link, tags, front matter), front matter and table of contents. Like
 * Docusaurus's, it throws on a page that is no doc.
 */
export function useDoc(): CurrentDocData {
  const site = useSiteData();
  const doc = site.currentDoc();
  if (!doc) throw new Error(`useDoc() was called on ${site.page.route}, which is no doc page: it is for the components of a doc page (DocItem)`);
  return doc;
}

/** Docusaurus's provider of `useDoc()`: the page's doc is given already, so it renders its children. */
export function DocProvider({ children }: { content?: unknown; children?: ReactNode }) {
  return children ?? null;
}

/** The versions a page's links may lead to (Docusaurus's `useDocsVersionCandidates`): the active one. */
export function useDocsVersionCandidates(_pluginId?: string): VersionData[] {
  return [useDocsVersion()];
}

/** The active docs context: the active version (one docs plugin, one version at a time here). */
export function useActiveDocContext(_pluginId?: string): { activeVersion: VersionData; activeDoc: DocData | undefined; alternateDocVersions: Record<string, DocData> } {
  const version = useDocsVersion();
  const site = useSiteData();
  const activeDoc = site.docs().find((d) => d.permalink === site.page.route);
  return { activeVersion: version, activeDoc, alternateDocVersions: {} };
}

export function useActiveVersion(pluginId?: string): VersionData {
  return useActiveDocContext(pluginId).activeVersion;
}

/** The docs plugin of the page: one, the default. */
export function useActivePlugin(_options?: { failfast?: boolean }): { pluginId: string; pluginData: { path: string; versions: VersionData[] } } {
  const version = useDocsVersion();
  return { pluginId: 'default', pluginData: { path: '', versions: [version] } };
}

/** The versions of the docs as a component sees them: the active one. */
export function useVersions(_pluginId?: string): VersionData[] {
  return [useDocsVersion()];
}

export function useLatestVersion(_pluginId?: string): VersionData {
  return useDocsVersion();
}

/** No version preference is kept: the page's own version is the one shown. */
export function useDocsPreferredVersion(_pluginId?: string): { preferredVersion: null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/** The sidebar of the doc page (`{ name, items }`, addresses with the base URL), null on a page in none: Docusaurus's `useDocsSidebar`. */
export function useDocsSidebar(): DocsSidebarData | null {
  return useSiteData().sidebar() ?? null;
}

/**
 * The sidebar category whose own page this is (the category a generated index or a linked doc stands
 * for), as Docusaurus's `useCurrentSidebarCategory`: its items feed `<DocCardList>`. Like Docusaurus's,
 * it throws on a page that is no category's.
 */
export function useCurrentSidebarCategory(): DocsSidebarItem & { type: 'category'; items: DocsSidebarItem[] } {
  const site = useSiteData();
  const sidebar = site.sidebar();
  if (!sidebar) throw new Error('useCurrentSidebarCategory() was called on a page without a docs sidebar');
  const here = samePath(site.siteConfig.baseUrl.replace(/\/$/, '') + site.page.route);
  const find = (items: readonly DocsSidebarItem[]): (DocsSidebarItem & { type: 'category'; items: DocsSidebarItem[] }) | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href !== undefined && samePath(item.href) === here) return item as DocsSidebarItem & { type: 'category'; items: DocsSidebarItem[] };
      const inner = find(item.items ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = find(sidebar.items);
  if (!category) throw new Error(`${site.page.route} is the page of no category of the sidebar "${sidebar.name}": useCurrentSidebarCategory() is for a category's own page`);
  return category;
}

/** A path compared as Docusaurus compares them: without a trailing slash or index.html. */
function samePath(p: string): string {
  return p.replace(/\/index\.html$/, '').replace(/\/$/, '') || '/';
}

/** Sidebar items as Docusaurus's theme hands them to DocCardList. */
interface SidebarItem {
  type: string;
  href?: string;
  items?: SidebarItem[];
  unlisted?: boolean;
}

/** The first link of a sidebar item: a link's own, a category's page, else its first item's. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href && !item.unlisted) return item.href;
    for (const child of item.items ?? []) {
      const found = findFirstSidebarItemLink(child);
      if (found) return found;
    }
  }
  return undefined;
}

/** The items DocCardList shows: categories that lead to a page, and the rest. */
export function filterDocCardListItems<T extends SidebarItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.type !== 'category' || findFirstSidebarItemLink(item) !== undefined);
}
