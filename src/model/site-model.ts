/**
 * The site model: docs, the versions, sidebars, tags, category indexes, navigation per page and the
 * route table, computed once from config and content. Pure: no fs, React or unified.
 */
import type { SidebarItemConfig } from '../config/schemas/docs.js';
import { isCustomNavbarType, type NavbarItemConfig } from '../config/schemas/navbar.js';
import type { ClientRedirectsConfig } from '../config/schemas/redirects.js';
import { DiagnosticBag, listNames, suggestClosest } from '../diagnostics/diagnostic.js';
import type { Breadcrumb, NavbarLink, NavLink, RouteEntry, Sidebar, SidebarCategory, SidebarItem } from '../shared/types.js';

export type { NavbarLink };
import { firstHeading, firstParagraph, resolveDocs, type DocEntry, type DocInput } from './docs.js';
import type { TagSlugs } from './slugs.js';
import type { NumberPrefixParser } from './number-prefix.js';
import { blogRoutes, resolveBlog, type Blog, type BlogInput } from './blog.js';
import { resolveRedirects, type Redirect } from './redirects.js';
import { buildRouteTable } from './routes.js';
import { flattenSidebar, lookupDoc, resolveSidebars, translateSidebars, type CategoryInput, type GeneratedIndex } from './sidebars.js';
import { joinRoute } from './slugs.js';
import { collectTags, type TagPage } from './tags.js';
import { versionIdPrefix, type VersionBanner, type VersionDocs, type VersionMeta } from './versions.js';

export interface ModelConfig {
  routeBasePath: string;
  trailingSlash: boolean | undefined;
  includeDrafts: boolean;
  sidebars: Record<string, SidebarItemConfig[]>;
  navbarItems: readonly NavbarItemConfig[];
  version: { name: string; label: string };
  /** The versions to build (see resolveVersionList); one version at the docs root when absent. */
  versions?: readonly VersionMeta[];
  /** Config file path relative to the root, for diagnostics. */
  configFile: string;
  /** Reads number prefixes of doc file and folder names (Docusaurus's default parser when absent). */
  numberPrefixParser?: NumberPrefixParser;
  /** Old paths that lead to routes of the site (see resolveRedirects). */
  redirects?: ClientRedirectsConfig;
  /** The locale's name, for the blog's word counts ('en' when absent). */
  locale?: string;
  /** Whether categories start collapsed, and can collapse, unless they say otherwise (Docusaurus's `sidebarCollapsed`, `sidebarCollapsible`). */
  sidebarCollapsed?: boolean;
  sidebarCollapsible?: boolean;
  /** How tags are slugged (Docusaurus's kebab case when absent). */
  tagSlugs?: TagSlugs;
  /** A locale's sidebar translations, by version name (see translateSidebars). */
  messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The docs, categories and sidebars of a released version (versioned_docs/version-<name>/). */
export interface ReleasedVersionInput {
  name: string;
  docs: readonly DocInput[];
  categories: readonly CategoryInput[];
  /** Its sidebars file; undefined autogenerates the whole folder. */
  sidebars: Record<string, SidebarItemConfig[]> | undefined;
}

/** A docs area besides the main docs: its docs, categories and sidebars, served at its own route base. */
export interface AreaInput {
  id: string;
  label: string;
  routeBasePath: string;
  docs: readonly DocInput[];
  categories: readonly CategoryInput[];
  sidebars: Record<string, SidebarItemConfig[]>;
}

/** The prefix that keeps an area's doc ids apart from the main docs' (ids are per area, as per docs plugin in Docusaurus). */
export function areaIdPrefix(id: string): string {
  return `@${id}/`;
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

/** A built version: the spec's entity plus what its pages show and the pages it owns besides docs. */
export interface DocsVersion extends Version {
  banner: VersionBanner;
  badge: boolean;
  className?: string;
  /** Doc ids of this version in the model (with the version's prefix). */
  docIds: ReadonlySet<string>;
  generatedIndexes: GeneratedIndex[];
  tags: TagPage[];
  tagsRoute: string;
  /** Finds a doc of this version from another one's page. */
  lookup: VersionDocs;
  /** The docs area it belongs to (`docsAreas[].id`); absent for the main docs' versions. */
  area?: string;
  /** What its doc ids start with in the model. */
  idPrefix: string;
}

/** Where a page sits in navigation. */
export interface PageNav {
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavLink;
  next?: NavLink;
}

export interface SiteModel {
  /** Every doc of every version, and the standalone pages. */
  docs: DocEntry[];
  /** The version at the docs root (the only one of a site without versions.json). */
  version: DocsVersion;
  /** Every version built, newest first. */
  versions: DocsVersion[];
  /** The docs areas besides the main docs, each as the one version it has (not among `versions`). */
  areas: DocsVersion[];
  generatedIndexes: GeneratedIndex[];
  tags: TagPage[];
  tagsRoute: string;
  searchRoute: string;
  routes: RouteEntry[];
  /** Navigation context keyed by route. */
  nav: Map<string, PageNav>;
  navbar: NavbarLink[];
  /** Old paths, each written as a page that sends the reader to its target. */
  redirects: Redirect[];
  /** The blogs (none on a site without one); their posts are in `docs` too, of kind 'post'. */
  blogs: Blog[];
}

/**
 * Whether a model made from `before` is also the model of `after` (same config): true when no file was
 * added, removed or renamed and every doc keeps its front matter and the title and description its
 * body gives. An edit to the rest of a body is such a change; watch mode then keeps the model.
 */
export function sameModelInputs(
  before: { docs: readonly DocInput[]; categories: readonly CategoryInput[]; versions?: unknown; areas?: unknown; blogs?: unknown },
  after: { docs: readonly DocInput[]; categories: readonly CategoryInput[]; versions?: unknown; areas?: unknown; blogs?: unknown },
): boolean {
  // Released versions, areas and blogs are read again only when one of their files changed; then the model is made again.
  if (before.versions !== after.versions || before.areas !== after.areas || before.blogs !== after.blogs) return false;
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

/** What one version contributes to the model. */
interface VersionPart {
  version: DocsVersion;
  docs: DocEntry[];
  /** For the navbar: the version's doc lookup. */
  lookup: Parameters<typeof lookupDoc>[1];
}

/**
 * Builds the whole model: each version's docs, sidebars, navigation and tags on their own (a version's
 * pages link only within it), then one route table. Problems go into `bag`; the caller decides whether to stop.
 */
export function createSiteModel(inputs: readonly DocInput[], categories: readonly CategoryInput[], config: ModelConfig, bag: DiagnosticBag, released: readonly ReleasedVersionInput[] = [], areaInputs: readonly AreaInput[] = [], blogInputs: readonly BlogInput[] = []): SiteModel {
  const metas = config.versions ?? [{ name: config.version.name, label: config.version.label, routeBase: config.routeBasePath, isLast: true, banner: 'none' as const, badge: false }];
  const nav = new Map<string, PageNav>();
  const parts: VersionPart[] = [];
  // Standalone pages belong to no version: they come with the current docs, or on their own when those are not built.
  const pages = inputs.filter((i) => i.kind === 'page');
  let pageEntries: DocEntry[] = [];
  // A version that is not a released one is the content folder's docs: 'current', or the single
  // version a site names (`docs.version`) without versions.json.
  const content = { docs: inputs, categories, sidebars: config.sidebars };
  const docsOf = (name: string) => released.find((r) => r.name === name) ?? content;
  for (const meta of metas) {
    const own = docsOf(meta.name);
    const sidebarsConfig = own.sidebars ?? { docs: [{ type: 'autogenerated' as const, dirName: '.' }] };
    const part = modelVersion(own.docs, own.categories, sidebarsConfig, meta, config, nav, bag, versionIdPrefix(meta.name));
    parts.push(part);
    if (own.docs === inputs) pageEntries = part.docs.filter((d) => d.kind === 'page');
  }
  if (metas.every((m) => docsOf(m.name) !== content)) {
    pageEntries = resolveDocs(pages, { routeBasePath: config.routeBasePath, trailingSlash: config.trailingSlash, includeDrafts: config.includeDrafts }, bag).filter((d) => !d.draft);
  }
  const last = parts.find((p) => p.version.isLast) ?? parts[0]!;
  // Each area is a docs tree of its own: its ids, sidebars, tags and category pages, at its route base.
  const areaParts = areaInputs.map((area) => {
    const meta: VersionMeta = { name: `area:${area.id}`, label: area.label, routeBase: area.routeBasePath, isLast: true, banner: 'none', badge: false };
    const part = modelVersion(area.docs, area.categories, area.sidebars, meta, config, nav, bag, areaIdPrefix(area.id));
    part.version.area = area.id;
    return { id: area.id, part };
  });
  const docs = [...parts.flatMap((p) => p.docs.filter((d) => d.kind === 'doc')), ...areaParts.flatMap((a) => a.part.docs.filter((d) => d.kind === 'doc')), ...pageEntries];
  const versions = parts.map((p) => p.version);
  const areas = areaParts.map((a) => a.part.version);
  const generatedIndexes = [...versions, ...areas].flatMap((v) => v.generatedIndexes);
  const tags = [...versions, ...areas].flatMap((v) => v.tags);

  const resolvedBlogs = blogInputs.map((b) => resolveBlog(b, { trailingSlash: config.trailingSlash, includeDrafts: config.includeDrafts, locale: config.locale ?? 'en', ...(config.tagSlugs ? { tagSlugs: config.tagSlugs } : {}) }, bag));
  const blogs = resolvedBlogs.map((b) => b.blog);
  docs.push(...resolvedBlogs.flatMap((b) => b.docs));
  const targets: NavbarTargets = { main: { sidebars: last.version.sidebars, lookup: last.lookup }, areas: new Map(areaParts.map((a) => [a.id, { sidebars: a.part.version.sidebars, lookup: a.part.lookup }])) };
  const navbar = resolveNavbar(config.navbarItems, targets, config.configFile, bag);
  // At the site's root whatever the docs' route base, where Docusaurus's search page is (/search).
  const searchRoute = '/search';
  const entries: RouteEntry[] = [
    ...docs.map((d): RouteEntry => ({ path: d.route, kind: d.kind, file: d.file, key: d.id })),
    ...generatedIndexes.map((g): RouteEntry => ({ path: g.route, kind: 'category', file: g.file, key: g.key })),
    // As in Docusaurus, a version whose docs have no tags has no tags page.
    ...[...versions, ...areas].flatMap((v): RouteEntry[] => [...(v.tags.length > 0 ? [{ path: v.tagsRoute, kind: 'tags' as const, key: `${v.idPrefix}tags` }] : []), ...v.tags.map((t): RouteEntry => ({ path: t.tag.href, kind: 'tag', key: t.tag.slug }))]),
    ...blogs.flatMap(blogRoutes),
    { path: searchRoute, kind: 'search', key: 'search' },
  ];
  const routes = buildRouteTable(entries, bag);
  const redirects = resolveRedirects(routes, config.redirects, { trailingSlash: config.trailingSlash, configFile: config.configFile }, bag);
  return { docs, version: last.version, versions, areas, generatedIndexes, tags, tagsRoute: last.version.tagsRoute, searchRoute, routes, nav, navbar, redirects, blogs };
}

/** One version's docs, sidebars, generated indexes, tags and navigation (written into `nav`). */
function modelVersion(inputs: readonly DocInput[], categories: readonly CategoryInput[], sidebarsConfig: Record<string, SidebarItemConfig[]>, meta: VersionMeta, config: ModelConfig, nav: Map<string, PageNav>, bag: DiagnosticBag, prefix: string): VersionPart {
  const all = resolveDocs(inputs, { routeBasePath: meta.routeBase, trailingSlash: config.trailingSlash, includeDrafts: config.includeDrafts, numberPrefixParser: config.numberPrefixParser }, bag);
  const docs = all.filter((d) => !d.draft);
  const { sidebars, generatedIndexes } = translateSidebars(resolveSidebars(sidebarsConfig, all, categories, { routeBasePath: meta.routeBase, configFile: config.configFile, numberPrefixParser: config.numberPrefixParser, sidebarCollapsed: config.sidebarCollapsed, sidebarCollapsible: config.sidebarCollapsible }, bag), config.messages?.[meta.name]);
  const tagsRoute = joinRoute(meta.routeBase, 'tags');
  const tags = collectTags(docs.filter((d) => d.kind === 'doc'), tagsRoute, config.tagSlugs);
  const lookup = {
    docsById: new Map(docs.filter((d) => d.kind === 'doc').map((d) => [d.id, d])),
    draftIds: new Set(all.filter((d) => d.draft).map((d) => d.id)),
    bag,
  };

  const sidebarOfDoc = displayedSidebars(docs, sidebars, config.configFile, bag);
  // Where each route sits in each sidebar (its first place there), so a page gets the neighbours and
  // trail of the sidebar it shows.
  const places = new Map<string, Map<string, PageNav>>();
  for (const sidebar of sidebars) {
    const own = new Map<string, PageNav>();
    places.set(sidebar.id, own);
    const flat = flattenSidebar(sidebar.items);
    const listed = flat.filter((f) => !f.unlisted);
    flat.forEach((entry, index) => {
      if (own.has(entry.href)) return; // a page listed twice keeps its first place
      const position = listed.indexOf(entry);
      const before = position === -1 ? flat.slice(0, index).reverse().find((f) => !f.unlisted) : listed[position - 1];
      const after = position === -1 ? flat.slice(index + 1).find((f) => !f.unlisted) : listed[position + 1];
      const trail: Breadcrumb[] = entry.trail.map((c: SidebarCategory) => ({ label: c.label, href: c.href }));
      own.set(entry.href, {
        sidebarId: sidebar.id,
        breadcrumbs: [...trail, { label: entry.label }],
        previous: before ? { title: before.label, href: before.href } : undefined,
        next: after ? { title: after.label, href: after.href } : undefined,
      });
      // A category's page shows the first sidebar that holds it, as in Docusaurus.
      if (!entry.docId && !nav.has(entry.href)) nav.set(entry.href, own.get(entry.href)!);
    });
  }
  // A doc shows the sidebar that holds it or the one its front matter names; in a sidebar that does not
  // list it, it has that sidebar but no neighbours or trail.
  for (const doc of docs) {
    if (doc.kind !== 'doc') continue;
    const id = sidebarOfDoc.get(doc.id);
    if (id === undefined) continue;
    nav.set(doc.route, places.get(id)?.get(doc.route) ?? { sidebarId: id, breadcrumbs: [] });
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

  const listedDocs = docs.filter((d) => d.kind === 'doc');
  const mainDoc = listedDocs.find((d) => d.route === joinRoute(meta.routeBase, '/')) ?? listedDocs[0];
  // A released version's (or an area's) ids get its prefix, so every doc of the site has its own id (the Markdown and page tables are keyed by it).
  const named = prefix ? docs.map((d) => (d.kind === 'doc' ? { ...d, id: prefix + d.id } : d)) : docs;
  if (prefix) for (const sidebar of sidebars) prefixDocIds(sidebar.items, prefix);
  const version: DocsVersion = {
    name: meta.name,
    label: meta.label,
    isLast: meta.isLast,
    path: meta.routeBase,
    mainDocId: mainDoc?.id,
    docs: listedDocs.map((d) => ({ id: d.id, path: d.route, sidebar: sidebarOfDoc.get(d.id), unlisted: d.unlisted })),
    draftIds: [...lookup.draftIds].sort(),
    sidebars,
    banner: meta.banner,
    badge: meta.badge,
    className: meta.className,
    docIds: new Set(named.filter((d) => d.kind === 'doc').map((d) => d.id)),
    generatedIndexes,
    tags,
    tagsRoute,
    lookup: { name: meta.name, routeById: new Map(listedDocs.map((d) => [d.id, d.route])), mainRoute: mainDoc?.route },
    idPrefix: prefix,
  };
  return { version, docs: named, lookup };
}

/**
 * The sidebar each doc shows, by doc id: `displayed_sidebar` from its front matter (null: none), else
 * the sidebar that lists it (the last one, when several do, as Docusaurus takes it). A doc in no
 * sidebar shows none. An unknown sidebar name is an error at the front matter.
 */
export function displayedSidebars(docs: readonly DocEntry[], sidebars: readonly Sidebar[], configFile: string, bag: DiagnosticBag): Map<string, string> {
  const holder = new Map<string, string>();
  for (const sidebar of sidebars) for (const entry of flattenSidebar(sidebar.items)) if (entry.docId !== undefined) holder.set(entry.docId, sidebar.id);
  const ids = new Set(sidebars.map((s) => s.id));
  const out = new Map<string, string>();
  for (const doc of docs) {
    if (doc.kind !== 'doc') continue;
    const named = doc.frontMatter.displayed_sidebar;
    if (named === null) continue;
    if (named === undefined) {
      const id = holder.get(doc.id);
      if (id !== undefined) out.set(doc.id, id);
      continue;
    }
    if (ids.has(named)) {
      out.set(doc.id, named);
      continue;
    }
    const guess = suggestClosest(named, [...ids]);
    bag.error('docs/unknown-sidebar', `The doc '${doc.id}' wants to show the sidebar '${named}', which does not exist. Available sidebars: ${listNames([...ids])}.`, {
      file: doc.file,
      needle: `displayed_sidebar`,
      hint: guess ? `Did you mean '${guess}'?` : `Name one of the sidebars defined in ${configFile}, or write 'displayed_sidebar: null' for none.`,
    });
  }
  return out;
}

function prefixDocIds(items: readonly SidebarItem[], prefix: string): void {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId !== undefined) item.docId = prefix + item.docId;
    } else if (item.type === 'category') prefixDocIds(item.items, prefix);
  }
}

/** The sidebars and docs navbar items may name: the main docs' latest version's, and each area's by id. */
interface NavbarTargets {
  main: { sidebars: readonly Sidebar[]; lookup: Parameters<typeof lookupDoc>[1] };
  areas: Map<string, { sidebars: readonly Sidebar[]; lookup: Parameters<typeof lookupDoc>[1] }>;
}

/** Resolves navbar items: docSidebar and doc items to routes (in the area `docsPluginId` names); unknown areas, sidebars or docs are errors. */
function resolveNavbar(items: readonly NavbarItemConfig[], targets: NavbarTargets, configFile: string, bag: DiagnosticBag): NavbarLink[] {
  const out: NavbarLink[] = [];
  for (const item of items) {
    const base = { position: item.position, ariaLabel: item.ariaLabel, className: item.className };
    const area = item.docsPluginId === undefined || item.docsPluginId === 'default' ? targets.main : targets.areas.get(item.docsPluginId);
    if (!area) {
      bag.error('navbar/unknown-docs-area', `The navbar item '${item.label ?? ''}' names the docs area '${item.docsPluginId ?? ''}', which does not exist. Docs areas: ${listNames(['default', ...targets.areas.keys()])}.`, {
        file: configFile,
        needle: item.docsPluginId,
        hint: 'Use the id of one of docsAreas, or leave docsPluginId out for the main docs.',
      });
      continue;
    }
    const { sidebars, lookup } = area;
    if (isCustomNavbarType(item.type)) {
      // Drawn by the site's own component, which the component stage renders (with the item's keys as props), in a dropdown too.
      out.push({ ...base, kind: 'custom', label: '', href: '', external: false, custom: { type: item.type, props: item.props ?? {} } });
      continue;
    }
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
        const docsArea = item.docsPluginId === 'default' ? undefined : item.docsPluginId;
        if (first) out.push({ ...base, kind: 'link', label: item.label ?? sidebar.id, href: first.href, external: false, sidebarId: sidebar.id, ...(docsArea ? { docsArea } : {}) });
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
      case 'html':
        out.push({ ...base, kind: 'html', label: '', href: '', external: false, html: item.value ?? '' });
        break;
      case 'dropdown': {
        const children = resolveNavbar((item as { items?: NavbarItemConfig[] }).items ?? [], targets, configFile, bag);
        out.push({ ...base, kind: 'dropdown', label: item.label ?? '', href: item.to ?? item.href ?? '', external: item.href !== undefined, items: children });
        break;
      }
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
        // Without a label the link is empty, as Docusaurus renders it (a site's CSS may draw an icon in it).
        out.push({ ...base, kind: 'link', label: item.label ?? '', href, external: item.href !== undefined });
      }
    }
  }
  return out;
}
