/**
 * The site model: docs, the version, sidebars, tags, category indexes, navigation per page and the
 * route table, computed once from config and content. Pure: no fs, React or unified.
 */
import type { SidebarItemConfig } from '../config/schemas/docs.js';
import type { NavbarItemConfig } from '../config/schemas/navbar.js';
import { DiagnosticBag, listNames } from '../diagnostics/diagnostic.js';
import type { Breadcrumb, NavbarLink, NavLink, RouteEntry, Sidebar, SidebarCategory } from '../shared/types.js';

export type { NavbarLink };
import { firstHeading, firstParagraph, resolveDocs, type DocEntry, type DocInput } from './docs.js';
import { buildRouteTable } from './routes.js';
import { flattenSidebar, lookupDoc, resolveSidebars, type CategoryInput, type GeneratedIndex } from './sidebars.js';
import { joinRoute } from './slugs.js';
import { collectTags, type TagPage } from './tags.js';

export interface ModelConfig {
  routeBasePath: string;
  trailingSlash: boolean | undefined;
  includeDrafts: boolean;
  sidebars: Record<string, SidebarItemConfig[]>;
  navbarItems: readonly NavbarItemConfig[];
  version: { name: string; label: string };
  /** Config file path relative to the root, for diagnostics. */
  configFile: string;
}

/** A version of the docs, as the spec's entity describes it. */
export interface Version {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string | undefined;
  docs: { id: string; path: string; sidebar: string | undefined; unlisted: boolean }[];
  draftIds: string[];
  sidebars: Sidebar[];
}

/** Where a page sits in navigation. */
export interface PageNav {
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavLink;
  next?: NavLink;
}

export interface SiteModel {
  docs: DocEntry[];
  version: Version;
  generatedIndexes: GeneratedIndex[];
  tags: TagPage[];
  tagsRoute: string;
  searchRoute: string;
  routes: RouteEntry[];
  /** Navigation context keyed by route. */
  nav: Map<string, PageNav>;
  navbar: NavbarLink[];
}

/**
 * Whether a model made from `before` is also the model of `after` (same config): true when no file was
 * added, removed or renamed and every doc keeps its front matter and the title and description its
 * body gives. An edit to the rest of a body is such a change; watch mode then keeps the model.
 */
export function sameModelInputs(before: { docs: readonly DocInput[]; categories: readonly CategoryInput[] }, after: { docs: readonly DocInput[]; categories: readonly CategoryInput[] }): boolean {
  if (before.docs.length !== after.docs.length || before.categories.length !== after.categories.length) return false;
  for (let i = 0; i < before.categories.length; i++) {
    const a = before.categories[i]!;
    const b = after.categories[i]!;
    if (a !== b && (a.file !== b.file || a.dir !== b.dir || JSON.stringify(a.meta) !== JSON.stringify(b.meta))) return false;
  }
  for (let i = 0; i < before.docs.length; i++) {
    const a = before.docs[i]!;
    const b = after.docs[i]!;
    if (a === b) continue;
    if (a.file !== b.file || a.kind !== b.kind || a.relPath !== b.relPath || JSON.stringify(a.frontMatter) !== JSON.stringify(b.frontMatter)) return false;
    // The body gives the title and description only where the front matter does not.
    if (a.frontMatter.title === undefined && firstHeading(a.body) !== firstHeading(b.body)) return false;
    if (a.frontMatter.description === undefined && firstParagraph(a.body) !== firstParagraph(b.body)) return false;
  }
  return true;
}

/** Builds the whole model. Problems go into `bag`; the caller decides whether to stop. */
export function createSiteModel(inputs: readonly DocInput[], categories: readonly CategoryInput[], config: ModelConfig, bag: DiagnosticBag): SiteModel {
  const all = resolveDocs(inputs, config, bag);
  const docs = all.filter((d) => !d.draft);
  const { sidebars, generatedIndexes } = resolveSidebars(config.sidebars, all, categories, { routeBasePath: config.routeBasePath, configFile: config.configFile }, bag);
  const tagsRoute = joinRoute(config.routeBasePath, 'tags');
  const tags = collectTags(docs.filter((d) => d.kind === 'doc'), tagsRoute);
  const lookup = {
    docsById: new Map(docs.filter((d) => d.kind === 'doc').map((d) => [d.id, d])),
    draftIds: new Set(all.filter((d) => d.draft).map((d) => d.id)),
    bag,
  };

  const nav = new Map<string, PageNav>();
  const sidebarOfDoc = new Map<string, string>();
  for (const sidebar of sidebars) {
    const flat = flattenSidebar(sidebar.items);
    const listed = flat.filter((f) => !f.unlisted);
    flat.forEach((entry, index) => {
      if (nav.has(entry.href)) return; // a page listed twice keeps its first place
      if (entry.docId) sidebarOfDoc.set(entry.docId, sidebar.id);
      const position = listed.indexOf(entry);
      const before = position === -1 ? flat.slice(0, index).reverse().find((f) => !f.unlisted) : listed[position - 1];
      const after = position === -1 ? flat.slice(index + 1).find((f) => !f.unlisted) : listed[position + 1];
      const ownCategory = !entry.docId ? entry.trail.length : -1;
      const trail: Breadcrumb[] = entry.trail.map((c: SidebarCategory) => ({ label: c.label, href: c.href }));
      nav.set(entry.href, {
        sidebarId: sidebar.id,
        breadcrumbs: ownCategory >= 0 ? [...trail, { label: entry.label }] : [...trail, { label: entry.label }],
        previous: before ? { title: before.label, href: before.href } : undefined,
        next: after ? { title: after.label, href: after.href } : undefined,
      });
    });
  }

  // Front-matter pagination overrides.
  for (const doc of docs) {
    const fm = doc.frontMatter;
    if (fm.pagination_prev === undefined && fm.pagination_next === undefined) continue;
    const current = nav.get(doc.route) ?? { breadcrumbs: [] };
    const pick = (id: string | null | undefined, fallback: NavLink | undefined): NavLink | undefined => {
      if (id === undefined) return fallback;
      if (id === null) return undefined;
      const target = lookupDoc(id, lookup, doc.file);
      return target ? { title: target.sidebarLabel, href: target.route } : undefined;
    };
    nav.set(doc.route, { ...current, previous: pick(fm.pagination_prev, current.previous), next: pick(fm.pagination_next, current.next) });
  }

  const navbar = resolveNavbar(config.navbarItems, sidebars, lookup, config.configFile, bag);
  const searchRoute = joinRoute(config.routeBasePath, 'search');
  const entries: RouteEntry[] = [
    ...docs.map((d): RouteEntry => ({ path: d.route, kind: d.kind === 'doc' ? 'doc' : 'page', file: d.file, key: d.id })),
    ...generatedIndexes.map((g): RouteEntry => ({ path: g.route, kind: 'category', file: g.file, key: g.key })),
    { path: tagsRoute, kind: 'tags', key: 'tags' },
    ...tags.map((t): RouteEntry => ({ path: t.tag.href, kind: 'tag', key: t.tag.slug })),
    { path: searchRoute, kind: 'search', key: 'search' },
  ];
  const routes = buildRouteTable(entries, bag);
  const listedDocs = docs.filter((d) => d.kind === 'doc');
  const mainDoc = listedDocs.find((d) => d.route === joinRoute(config.routeBasePath, '/')) ?? listedDocs[0];
  const version: Version = {
    name: config.version.name,
    label: config.version.label,
    isLast: true,
    path: config.routeBasePath,
    mainDocId: mainDoc?.id,
    docs: listedDocs.map((d) => ({ id: d.id, path: d.route, sidebar: sidebarOfDoc.get(d.id), unlisted: d.unlisted })),
    draftIds: [...lookup.draftIds].sort(),
    sidebars,
  };
  return { docs, version, generatedIndexes, tags, tagsRoute, searchRoute, routes, nav, navbar };
}

/** Resolves navbar items: docSidebar and doc items to routes; unknown sidebars or docs are errors. */
function resolveNavbar(
  items: readonly NavbarItemConfig[],
  sidebars: readonly Sidebar[],
  lookup: Parameters<typeof lookupDoc>[1],
  configFile: string,
  bag: DiagnosticBag,
): NavbarLink[] {
  const out: NavbarLink[] = [];
  for (const item of items) {
    const base = { position: item.position, ariaLabel: item.ariaLabel, className: item.className };
    switch (item.type) {
      case 'docSidebar': {
        const sidebar = sidebars.find((s) => s.id === item.sidebarId);
        if (!sidebar) {
          bag.error('navbar/unknown-sidebar', `The navbar item '${item.label ?? ''}' names the sidebar '${item.sidebarId ?? ''}', which does not exist. Available sidebars: ${listNames(sidebars.map((s) => s.id))}.`, {
            file: configFile,
            needle: item.sidebarId ?? 'docSidebar',
            hint: 'Use one of the sidebar ids defined in docs.sidebars.',
          });
          continue;
        }
        const first = flattenSidebar(sidebar.items).find((f) => !f.unlisted);
        if (first) out.push({ ...base, kind: 'link', label: item.label ?? sidebar.id, href: first.href, external: false, sidebarId: sidebar.id });
        break;
      }
      case 'doc': {
        const doc = lookupDoc(item.docId ?? '', lookup, configFile);
        if (doc) out.push({ ...base, kind: 'link', label: item.label ?? doc.sidebarLabel, href: doc.route, external: false });
        break;
      }
      case 'localeDropdown':
      case 'docsVersionDropdown':
      case 'search':
        out.push({ ...base, kind: item.type, label: item.label ?? '', href: '', external: false });
        break;
      default: {
        const href = item.href ?? item.to;
        if (!href) {
          bag.error('navbar/invalid-item', `The navbar item '${item.label ?? '(no label)'}' has neither 'to' nor 'href'.`, {
            file: configFile,
            needle: item.label,
            hint: "Give it 'to' (an internal route) or 'href' (an external URL).",
          });
          continue;
        }
        out.push({ ...base, kind: 'link', label: item.label ?? href, href, external: item.href !== undefined });
      }
    }
  }
  return out;
}
