/**
 * The component stage, between Markdown and render: the components pages import are compiled once
 * (component-bundle.ts) and each use is rendered with React's renderToString in place of its
 * placeholder, with its props, its children (the Markdown inside it, as HTML) and the site's context.
 * A use that needed state, an effect or an event handler while it rendered (or is marked
 * `client:load`) becomes an island: its HTML goes in an island marker (shared/islands.ts) naming its
 * own browser chunk. A site whose pages import no component pays nothing here.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { types } from 'node:util';
import vm from 'node:vm';
import { Children, cloneElement, createElement, Fragment, isValidElement, type ComponentType, type Context, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createRequire } from 'node:module';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { ResolvedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ComponentUse, DocItemPart, DocItemParts, MarkdownResult } from '../markdown/processor.js';
import { EXPRESSION_USE } from '../markdown/plugins/remark-mdx-components.js';
import { locateNeedles } from '../diagnostics/locate-needles.js';
import { isCustomNavbarType } from '../config/schemas/navbar.js';
import type { LinkRecord } from '../markdown/plugins/rehype-links.js';
import { isReactPage } from '../content/load-content.js';
import { readSitePostcss, type SitePostcss } from './postcss.js';
import type { DocEntry } from '../model/docs.js';
import { pageSlots } from './page-props.js';
import type { DocsVersion, SiteModel } from '../model/site-model.js';
import { resolveTag } from '../model/tags.js';
import { escapeHtml } from '../shared/escape-html.js';
import { componentMapExport, isComponentMap, ISLAND_ATTRIBUTES, ISLAND_TAG, NAVBAR_ITEM_TYPES, SLOT_TAG, type BlogMetadata, type BlogPostData, type CurrentDocData, type DocsSidebarData, type DocsSidebarItem, type IslandContext } from '../shared/islands.js';
import type { SidebarItem } from '../shared/types.js';
import { isExternalAddress } from '../shared/url-scheme.js';
import type { DocData, PageMeta, SiteData } from '../client-api/site-context.js';
import { contentHash, minifyCss, packageRoot } from './bundle.js';
import { childFunction, pageValue, PageFunctionError } from './child-function.js';
import { compileForBrowser, compileForServer, isMediaOutput, type BlogPostListProp, type CssModules, type SiteModules } from './component-bundle.js';
import type { Emitted } from './emit.js';
import { digestFiles } from './file-digest.js';
import type { Memo } from './memo.js';

/** What the component stage gives the stages after it. */
export interface ComponentStage {
  /** The Markdown results with their components rendered (the same objects for docs without any). */
  rendered: Map<string, MarkdownResult>;
  digests: Map<string, string>;
  /** The components' stylesheet, media and browser chunks. */
  files: Emitted[];
  /** Public path of the components' stylesheet (their CSS and CSS modules), when they have any. */
  css?: string;
  /** Public path of the islands runtime, when a page has an island. */
  islands?: string;
  /** What a React page's `@theme/Layout` said about the page (title, description), by doc id. */
  meta: Map<string, PageMeta>;
  /** The site's own navbar items (`custom-<name>`) as their components rendered them, by their `key` (place in the navbar); absent for a site without any. */
  navbar?: Map<string, CustomNavbarHtml>;
  /** Those of them whose component reads the page, as each page draws them: by route, then key. Absent when none does. */
  navbarPages?: Map<string, Record<string, CustomNavbarHtml>>;
  /** Set when one of them marks a link active (DefaultNavbarItem): the runtime then marks such links after an in-place navigation. */
  marksNavLinks?: true;
  diagnostics: Diagnostic[];
}

/** A custom navbar item rendered: in the navbar, and in the mobile menu (its component given `mobile: true`, as Docusaurus gives it). */
export interface CustomNavbarHtml {
  html: string;
  mobileHtml: string;
  /** Set when the component reads the page it is drawn on: each page has its own HTML of it (this one is the home page's), and this is a digest of the code that draws it. */
  perPage?: string;
}

/** A navbar item of the site's own type: its key (`2`, or `2.0` inside the dropdown that is item 2), type and props. */
interface CustomNavbarItem {
  key: string;
  type: string;
  props: Record<string, unknown>;
  inDropdown: boolean;
}

/** One page's components rendered: its HTML, islands, what they said about the page, and their words, links and anchors. */
interface ComponentRender {
  html: string;
  islands: string[];
  meta?: PageMeta;
  /** Words the components rendered, by search section id. */
  text?: Record<string, string>;
  /** Internal links `<Link>` rendered, at the use that rendered them. */
  links?: LinkRecord[];
  /** Ids the components rendered, which links may point to. */
  anchors?: string[];
  /** The site's own DocItem parts rendered for a doc page, by name (`Paginator`, `Footer`), in place of the built-in ones. */
  docItem?: DocItemParts;
  diagnostics: Diagnostic[];
}

/**
 * The parts of a doc page (Docusaurus's `DocItem/<part>`) a site may swizzle, which mistdocs renders in
 * place of its own: the previous/next links and the footer (tags, edit link, last update).
 */
const DOC_ITEM_PARTS = ['Paginator', 'Footer'] as const;
const SOURCE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js', '.mjs'];

/**
 * The site's own `src/theme/DocItem/<part>` files (a file or a folder's index), as modules a page could
 * import, by part; empty for a site without any.
 */
export function siteDocItemParts(root: string): [DocItemPart, string][] {
  return DOC_ITEM_PARTS.filter((part) => {
    const base = path.join(root, 'src/theme/DocItem', part);
    return SOURCE_EXTENSIONS.some((ext) => existsSync(base + ext) || existsSync(path.join(base, `index${ext}`)));
  }).map((part) => [part, `@site/src/theme/DocItem/${part}`]);
}

/** parse5, loaded on the first `<Head>` in an MDX page. */
let parser: typeof import('parse5') | undefined;
const loadParse5 = () => (parser ??= createRequire(import.meta.url)('parse5') as typeof import('parse5'));
type Parse5Node = DefaultTreeAdapterMap['childNode'];
type Parse5Element = DefaultTreeAdapterMap['element'];

/** What the client API's probe (client-api/server/probe.ts) records while a use renders, and the bounds it stops a runaway render at. */
interface RenderProbe {
  interactive: boolean;
  elements: number;
  deadline: number;
  maxElements: number;
  seconds: number;
}

/** How long one use (a React page, a component in an MDX page) may render, and how many elements it may make: far past any real page's, well before the build's memory runs out. */
const RENDER_SECONDS = 30;
const RENDER_ELEMENTS = 2_000_000;
/** How many pages' navbar items (those drawn for each page) render under one timer of RENDER_SECONDS. */
const NAVBAR_PAGES_BATCH = 500;

/** The script a use is rendered from: node:vm ends it after its time limit even in a loop that makes no element (`while (true) {}`). */
let timed: { script: vm.Script; context: vm.Context } | undefined;

/**
 * `render()`, stopped after `seconds`: a use that never returns (a loop with no end in a component) was a
 * build that hung for good. Errors come through as thrown (displayErrors off: Node would read and rewrite
 * their stacks); a stopped render throws a RenderTimeout.
 */
function renderWithin<T>(seconds: number, render: () => T): T {
  timed ??= { script: new vm.Script('render()', { filename: 'mistdocs-render' }), context: vm.createContext({ render: undefined }) };
  (timed.context as { render?: () => T }).render = render;
  try {
    return timed.script.runInContext(timed.context, { timeout: seconds * 1000, displayErrors: false }) as T;
  } catch (error) {
    // Made in the script's context, so no Error of this one.
    if (types.isNativeError(error) && (error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new RenderTimeout(seconds);
    throw error;
  } finally {
    (timed.context as { render?: () => T }).render = undefined;
  }
}

/** The probe made ready for one use: nothing recorded yet, its bounds from now. */
function startProbe(probe: RenderProbe): void {
  probe.interactive = false;
  probe.elements = 0;
  probe.maxElements = RENDER_ELEMENTS;
  probe.seconds = RENDER_SECONDS;
  probe.deadline = performance.now() + RENDER_SECONDS * 1000;
}

class RenderTimeout extends Error {
  constructor(seconds: number) {
    super(`it ran for more than ${seconds} s and was stopped; does a loop in it never end?`);
  }
}

/** The site's compiled server code: each module's exports, and the client API's context, probe and slot. */
interface ServerCode {
  modules: Map<string, Record<string, unknown>>;
  SiteContext: Context<SiteData | null>;
  probe: RenderProbe;
  Slot: ComponentType<{ html: string }>;
  /** Each CSS module's class names as this code named them, for the islands. */
  cssModules: CssModules;
  css?: Emitted;
  media: Emitted[];
  /** The files it was compiled from (absolute), with a digest of their bytes. */
  inputs: string[];
  digest: string;
  /** What the compile warned about (a Docusaurus module mistdocs does not provide), reported on every build that uses the code. */
  warnings: Diagnostic[];
  /** Where the code ran from and its source map, to place what a component throws at the site's own line. */
  source?: BundleSource;
}

/** The server bundle's file (as its stack frames name it), its source map's text, the folder that map's paths start from, and the site's folder. */
interface BundleSource {
  url: string;
  map: string;
  dir: string;
  root: string;
  /** The map, read on the first error that needs it. */
  read?: SourceMap;
}

/** Lines written before the bundle's own in the file it runs from (see serverCode). */
const SOURCE_LINE_OFFSET = 2;

/**
 * Where in the site's own files an error thrown by a component was thrown: the first frame of its stack
 * in the bundle that the source map places in a file of the site (not a package, not mistdocs' client
 * API), as `src/components/List.tsx` and its 1-based line and column; with `packages`, else the first
 * in a package the site installed. Undefined when none is.
 */
export function thrownAt(error: unknown, source: BundleSource | undefined, options: { packages?: boolean } = {}): { file: string; line: number; column: number } | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!source || !stack) return undefined;
  const prefix = `${source.url}:`;
  let inPackage: { file: string; line: number; column: number } | undefined;
  for (const line of stack.split('\n')) {
    const at = line.indexOf(prefix);
    if (at === -1) continue;
    const place = /^(\d+):(\d+)/.exec(line.slice(at + prefix.length));
    if (!place) continue;
    let map: SourceMap;
    try {
      map = source.read ??= new SourceMap(JSON.parse(source.map) as ConstructorParameters<typeof SourceMap>[0]);
    } catch {
      return undefined;
    }
    const entry = map.findEntry(Number(place[1]) - 1 - SOURCE_LINE_OFFSET, Number(place[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry?.originalSource || entry.originalLine === undefined) continue;
    const file = path.resolve(source.dir, entry.originalSource.replace(/^file:\/\//, ''));
    const found = { file: path.relative(source.root, file).split(path.sep).join('/'), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
    if (file.includes(`${path.sep}node_modules${path.sep}`) && file.startsWith(source.root + path.sep)) inPackage ??= found;
    if (file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(path.join(packageRoot, 'src') + path.sep) || !file.startsWith(source.root + path.sep)) continue;
    return found;
  }
  return options.packages ? inPackage : undefined;
}

const USE = /<mistdocs-use data-use="(\d+)">((?:(?!<mistdocs-use )[^])*?)<\/mistdocs-use>/;
const ISLAND_TOKEN = /\u0001island:([^\u0001]+)\u0001/g;

/** Renders every component use of every doc; memoised per doc on its Markdown result and the compiled code. */
export async function renderComponents(memo: Memo, config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, digests: Map<string, string>, gitDates: ReadonlyMap<string, string> = new Map()): Promise<ComponentStage> {
  // A site's own DocItem/Paginator and DocItem/Footer render on every doc page, in place of the built-in ones.
  // Looked for on every build (a few file checks), so that one added while serving is found; the same list keeps its identity.
  const found = siteDocItemParts(config.root);
  const parts = memo.value('component doc item parts', [JSON.stringify(found)], () => found);
  // The site's navbar item types are compiled only for a site whose navbar has an item of its own.
  const customItems = memo.value('component navbar items', [model], () => customNavbarItems(model));
  const anyUse = memo.value('component uses', [rendered], () => [...rendered.values()].some((r) => r.components?.length));
  if (!anyUse && parts.length === 0 && customItems.length === 0) return { rendered, digests, files: [], meta: new Map(), diagnostics: [] };
  // Each module a use names, and those of the components its functions make elements of (an expression with JSX is no module).
  const pageModules = memo.value('component modules', [rendered, parts], () =>
    [...new Set([...[...rendered.values()].flatMap((r) => r.components?.flatMap((c) => [c.module, ...Object.values(c.components ?? {}).map((i) => i.module)]) ?? []), ...parts.map(([, module]) => module)])].filter((m) => m !== EXPRESSION_USE).sort(),
  );
  const modules = customItems.length ? [...new Set([...pageModules, NAVBAR_ITEM_TYPES])].sort() : pageModules;
  const postcss = await readSitePostcss(memo, config);
  if (postcss.diagnostics.length) return { rendered, digests, files: [], meta: new Map(), diagnostics: postcss.diagnostics };
  const site: SiteModules = { root: config.root, contentDir: path.resolve(config.root, config.contentDir), staticDir: path.resolve(config.root, config.staticDir), baseUrl: config.baseUrl, blogPostLists: memo.value('component blog lists', [model], () => blogPostLists(model, config.baseUrl)), browserReact: config.islands.runtime, ...(postcss.postcss ? { postcss: postcss.postcss } : {}) };
  const server = await serverCode(memo, modules, site);
  if ('diagnostics' in server) return { rendered, digests, files: [], meta: new Map(), diagnostics: server.diagnostics.map((d) => placeAtUse(d, modules, model, rendered, config.contentDir)) };

  const diagnostics: Diagnostic[] = [...server.warnings];
  const table = memo.table<ComponentRender>('component html', { bulky: true });
  const siteKey = JSON.stringify([config.title, config.tagline, config.url, config.baseUrl, config.customFields, config.locale?.name]);
  const versions = memo.value('component docs', [model], () => versionDocs(model));
  const posts = memo.value('component posts', [model], () => blogPosts(model, config.baseUrl));
  const out = new Map<string, MarkdownResult>();
  const own = new Map<string, ComponentRender>();
  const meta = new Map<string, PageMeta>();
  const islandModules = new Set<string>();
  const docsById = memo.value('component doc entries', [model], () => new Map(model.docs.map((d) => [d.id, d])));
  for (const [id, result] of rendered) {
    const doc = docsById.get(id);
    const withParts = parts.length > 0 && doc?.kind === 'doc';
    if (!result.components?.length && !withParts) {
      out.set(id, result);
      continue;
    }
    const current = doc?.kind === 'doc' ? currentDocData(config, model, doc, result, gitDates) : undefined;
    const inputs = [result, server, siteKey, versions, posts, JSON.stringify(current ?? null), withParts];
    let done = table.reuse(id, inputs);
    if (!done) {
      const data = siteData(config, versions, { doc, slot: server.Slot, post: doc ? posts.get(doc.id) : undefined, sidebarId: doc ? model.nav.get(doc.route)?.sidebarId : undefined, blog: doc ? blogOf(model, doc.id, config.baseUrl) : undefined, current });
      done = renderDoc(result, doc, config.contentDir, config.baseUrl, server, data);
      if (withParts) done = withDocItemParts(done, parts, doc, server, data);
      // Early cut-off: a page whose components render as they did (a component it does not use changed) keeps its result.
      const before = table.entries.get(id)?.value;
      if (before && JSON.stringify(before) === JSON.stringify(done)) done = before;
      table.set(id, { inputs, value: done });
    }
    done.islands.forEach((m) => islandModules.add(m));
    diagnostics.push(...done.diagnostics);
    if (done.meta) meta.set(id, done.meta);
    own.set(id, done);
  }
  table.keepOnly(new Set(own.keys()));
  const navbar = customItems.length ? renderNavbarItems(memo, customItems, model, config, server, (page) => siteData(config, versions, { slot: server.Slot, page })) : undefined;
  if (navbar) {
    diagnostics.push(...locateNeedles(navbar.diagnostics, config.root));
    if (navbar.islands.length) islandModules.add(NAVBAR_ITEM_TYPES);
  }

  const files: Emitted[] = [...server.media, ...(server.css ? [server.css] : [])];
  let islands: string | undefined;
  let chunks = new Map<string, string>();
  if (islandModules.size > 0) {
    // What pages use of each island's module: its chunk exports those.
    const exports = new Map<string, string[]>();
    for (const result of rendered.values()) for (const use of result.components ?? []) if (islandModules.has(use.module)) exports.set(use.module, [...new Set([...(exports.get(use.module) ?? []), use.export])].sort());
    for (const [, module] of parts) if (islandModules.has(module)) exports.set(module, [...new Set([...(exports.get(module) ?? []), 'default'])].sort());
    if (navbar?.islands.length) exports.set(NAVBAR_ITEM_TYPES, [...new Set([...(exports.get(NAVBAR_ITEM_TYPES) ?? []), ...navbar.islands])].sort());
    const browser = await browserCode(memo, [...islandModules].sort(), exports, server, config, site);
    diagnostics.push(...browser.diagnostics);
    files.push(...browser.files);
    islands = browser.runtime;
    chunks = browser.chunks;
  }
  const newDigests = finishPages(memo, config.baseUrl, own, rendered, digests, chunks, out);
  const withChunks = (html: string) => html.replace(ISLAND_TOKEN, (_, module: string) => escapeHtml(config.baseUrl.replace(/\/$/, '') + (chunks.get(module) ?? '')));
  return {
    rendered: memo.settle('component rendered', out, sameEntries),
    digests: memo.settle('component digests', newDigests, sameEntries),
    files,
    ...(server.css ? { css: `/${server.css.path}` } : {}),
    ...(islands ? { islands } : {}),
    meta,
    ...(navbar ? { navbar: new Map([...navbar.items].map(([key, item]) => [key, { ...item, html: withChunks(item.html), mobileHtml: withChunks(item.mobileHtml) }])) } : {}),
    ...(navbar?.marksLinks ? { marksNavLinks: true as const } : {}),
    ...(navbar?.pages ? { navbarPages: memo.value('component navbar pages', [navbar.pages, chunks.get(NAVBAR_ITEM_TYPES)], () => new Map([...navbar.pages!].map(([route, items]) => [route, Object.fromEntries(Object.entries(items).map(([key, item]) => [key, { html: withChunks(item.html), mobileHtml: withChunks(item.mobileHtml) }]))]))) } : {}),
    diagnostics,
  };
}

/** The navbar's items of the site's own types, at the top level and inside dropdowns. */
function customNavbarItems(model: SiteModel): CustomNavbarItem[] {
  const own = (item: SiteModel['navbar'][number], key: string, inDropdown: boolean): CustomNavbarItem[] => (item.kind === 'custom' && item.custom ? [{ key, type: item.custom.type, props: item.custom.props, inDropdown }] : []);
  return model.navbar.flatMap((item, index) => (item.kind === 'dropdown' ? (item.items ?? []).flatMap((child, i) => own(child, `${index}.${i}`, true)) : own(item, String(index), false)));
}

/**
 * What the component of an item gets, as Docusaurus gives it: the item's keys, with `mobile: true` in the
 * mobile menu; inside a dropdown also `isDropdownItem` and the dropdown's `activeClassName` (its
 * DropdownNavbarItem's desktop and mobile parts), the item's own keys winning.
 */
function navbarItemProps(item: CustomNavbarItem, mobile: boolean): Record<string, unknown> {
  if (item.inDropdown) return mobile ? { mobile: true, isDropdownItem: true, activeClassName: 'menu__link--active', ...item.props } : { isDropdownItem: true, activeClassName: 'dropdown__link--active', ...item.props };
  return mobile ? { ...item.props, mobile: true } : item.props;
}

/**
 * The site's own navbar items, each rendered by the component its `src/theme/NavbarItem/ComponentTypes`
 * registers for its type, with the item's keys as props (and `mobile: true` for the mobile menu), as
 * Docusaurus renders them; once for the whole site. One that needs the browser is an island, as a
 * component of a page is. One that read the page it is drawn on (`useLocation()`) is rendered again for
 * each page, as an island, so that it follows the reader's navigation in place; one that read it only to
 * mark a link active (DefaultNavbarItem) is rendered for each page without being made an island, as the
 * runtime marks such links after an in-place navigation; a site whose items do not read the page renders
 * each once. A type the site does not register is a warning at the config,
 * and the item is left out.
 */
function renderNavbarItems(
  memo: Memo,
  items: CustomNavbarItem[],
  model: SiteModel,
  config: ResolvedConfig,
  server: ServerCode,
  data: (page: SitePage) => ReturnType<typeof siteData>,
): { items: Map<string, CustomNavbarHtml>; pages?: Map<string, Record<string, CustomNavbarHtml>>; islands: string[]; marksLinks: boolean; diagnostics: Diagnostic[] } {
  const out = new Map<string, CustomNavbarHtml>();
  const islands = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const file = path.relative(config.root, config.configFile).split(path.sep).join('/');
  const types = server.modules.get(NAVBAR_ITEM_TYPES)?.default;
  const registered = types && typeof types === 'object' ? Object.keys(types).filter((k) => isComponent((types as Record<string, unknown>)[k])) : [];
  const ignore = () => {};
  // For one page (`forPage`): timed with the batch of pages it is in, and an island whatever it does when `island`.
  const render = (item: CustomNavbarItem, mobile: boolean, pageData: ReturnType<typeof siteData>, forPage?: { island: boolean }) =>
    renderUse({ module: NAVBAR_ITEM_TYPES, export: item.type, name: item.type, props: navbarItemProps(item, mobile) as ComponentUse['props'], ...(forPage?.island ? { client: 'load' as const } : {}) }, '', server, pageData, ignore, ignore, !forPage);
  const perPage: CustomNavbarItem[] = [];
  let marksLinks = false;
  for (const item of items) {
    const { type } = item;
    let readsPage = false;
    let marksPage = false;
    const siteWide = data({ route: '/', read: () => (readsPage = true), mark: () => (marksPage = true) });
    const desktop = render(item, false, siteWide);
    if ('unknown' in desktop) {
      const own = registered.filter((k) => isCustomNavbarType(k));
      diagnostics.push({
        severity: 'warning',
        code: 'navbar/unknown-item-type',
        message: `The navbar item type '${type}' is not registered by the site: it is left out of the navbar.${own.length ? ` The site registers ${own.map((k) => `'${k}'`).join(', ')}.` : ''}`,
        hint: `Register its component in src/theme/NavbarItem/ComponentTypes.js (\`import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\` then \`export default { ...ComponentTypes, '${type}': MyItem };\`), or give the item another type.`,
        file,
        needle: type,
      });
      continue;
    }
    if ('problem' in desktop) {
      diagnostics.push({ severity: 'error', code: 'components/render', message: `The navbar item '${type}': ${desktop.problem}`, hint: desktop.hint, ...(desktop.at ?? { file, needle: type }) });
      continue;
    }
    const mobile = render(item, true, siteWide);
    if ('problem' in mobile || 'unknown' in mobile) {
      if ('problem' in mobile) diagnostics.push({ severity: 'error', code: 'components/render', message: `The navbar item '${type}' (in the mobile menu): ${mobile.problem}`, hint: mobile.hint, ...(mobile.at ?? { file, needle: type }) });
      continue;
    }
    if (desktop.island || mobile.island || readsPage) islands.add(type);
    // One that only marks a link active (DefaultNavbarItem) is drawn for each page too, but the runtime marks it after an in-place navigation.
    if (readsPage || marksPage) perPage.push(item);
    marksLinks ||= marksPage;
    out.set(item.key, { html: desktop.html, mobileHtml: mobile.html, ...(readsPage || marksPage ? { perPage: server.digest } : {}) });
  }
  if (!perPage.length) return { items: out, islands: [...islands], marksLinks, diagnostics };
  // Each page's own, rendered with the page's route: an island when it reads the route (it needs the browser to follow an in-place navigation) or is one anyway.
  const routes = memo.value('page slots', [model], () => pageSlots(model)).map((slot) => slot.route);
  const table = memo.table<Record<string, CustomNavbarHtml>>('component navbar pages', { bulky: true });
  const inputs = [server, JSON.stringify(perPage)];
  const pages = new Map<string, Record<string, CustomNavbarHtml>>();
  const failed = new Set<string>();
  const drawPage = (route: string) => {
    const pageData = data({ route });
    const drawn: Record<string, CustomNavbarHtml> = {};
    for (const item of perPage) {
      if (failed.has(item.key)) continue;
      const forPage = { island: islands.has(item.type) };
      const desktop = render(item, false, pageData, forPage);
      const mobile = 'html' in desktop ? render(item, true, pageData, forPage) : desktop;
      if ('html' in desktop && 'html' in mobile) {
        drawn[item.key] = { html: desktop.html, mobileHtml: mobile.html };
        continue;
      }
      failed.add(item.key);
      const problem = 'problem' in desktop ? desktop : 'problem' in mobile ? mobile : undefined;
      if (problem) diagnostics.push({ severity: 'error', code: 'components/render', message: `The navbar item '${item.type}' on the page ${route}: ${problem.problem}`, hint: problem.hint, ...(problem.at ?? { file, needle: item.type }) });
    }
    if (Object.keys(drawn).length === perPage.length) table.set(route, { inputs, value: drawn });
    pages.set(route, drawn);
  };
  const stale: string[] = [];
  for (const route of routes) {
    const drawn = table.reuse(route, inputs);
    if (drawn) pages.set(route, drawn);
    else stale.push(route);
  }
  // Timed a batch of pages at a time: starting the timer for each render would cost more than the render.
  for (let i = 0; i < stale.length && !failed.size; i += NAVBAR_PAGES_BATCH) {
    const batch = stale.slice(i, i + NAVBAR_PAGES_BATCH);
    try {
      renderWithin(RENDER_SECONDS, () => batch.forEach(drawPage));
    } catch (error) {
      if (!(error instanceof RenderTimeout)) throw error;
      const types = [...new Set(perPage.map((item) => item.type))];
      diagnostics.push({ severity: 'error', code: 'components/render', message: `The navbar item${types.length > 1 ? 's' : ''} ${types.map((t) => `'${t}'`).join(', ')} failed to render on the pages ${batch[0]} to ${batch.at(-1)}: ${error.message}`, hint: `A component of src/theme/NavbarItem/ComponentTypes did not finish for one of these pages: look for a loop whose condition never turns false for the path \`useLocation()\` gives it. ${NAVBAR_PAGES_BATCH} pages may render for ${RENDER_SECONDS} s.`, file, needle: types[0]! });
      break;
    }
  }
  table.keepOnly(new Set(routes));
  return { items: out, pages, islands: [...islands], marksLinks, diagnostics };
}

/**
 * Each page with components, final: its islands' chunk addresses filled in, what its components rendered
 * added to its searched sections, links and anchors; set into `out`. Returns the pages' digests. A page's
 * result is made again only when its render or the chunk addresses changed, so an unchanged page stays
 * the same object.
 */
function finishPages(memo: Memo, baseUrl: string, own: Map<string, ComponentRender>, rendered: Map<string, MarkdownResult>, digests: Map<string, string>, chunks: Map<string, string>, out: Map<string, MarkdownResult>): Map<string, string> {
  const withBase = (p: string) => baseUrl.replace(/\/$/, '') + p;
  const finals = memo.table<{ result: MarkdownResult; digest: string }>('component pages');
  const newDigests = new Map(digests);
  for (const [id, done] of own) {
    // Only the addresses of the page's own islands: another island's new chunk changes nothing here.
    const inputs = [done, done.islands.map((m) => chunks.get(m)).join(), rendered.get(id)];
    let page = finals.reuse(id, inputs);
    if (!page) {
      const html = done.html.replace(ISLAND_TOKEN, (_, module: string) => escapeHtml(withBase(chunks.get(module) ?? '')));
      const docItem = done.docItem && (Object.fromEntries(Object.entries(done.docItem).map(([part, text]) => [part, text.replace(ISLAND_TOKEN, (_, module: string) => escapeHtml(withBase(chunks.get(module) ?? '')))])) as DocItemParts);
      const result = rendered.get(id)!;
      const text = done.text;
      // What the components rendered is searched with the section it is in, as the page's own words are.
      // A React page has no Markdown sections: what it renders is its intro's text.
      const own = text?.[''] && !result.sections.some((section) => section.id === '') ? [{ id: '', heading: '', level: 1, text: '', code: '' }, ...result.sections] : result.sections;
      const sections = text ? own.map((section) => (text[section.id] ? { ...section, text: `${section.text} ${text[section.id]}`.trim() } : section)) : result.sections;
      const links = done.links ? [...result.links, ...done.links] : result.links;
      const anchors = done.anchors ? [...new Set([...result.anchors, ...done.anchors])] : result.anchors;
      page = { result: { ...result, html, sections, links, anchors, ...(docItem ? { docItem } : {}) }, digest: createHash('sha1').update(digests.get(id) ?? '').update(html).update(docItem ? JSON.stringify(docItem) : '').digest('base64url') };
      finals.set(id, { inputs, value: page });
    }
    out.set(id, page.result);
    newDigests.set(id, page.digest);
  }
  finals.keepOnly(new Set(own.keys()));
  return newDigests;
}

/** A compile problem about a module itself (one that does not resolve) is the page's: placed at the first use of it. */
function placeAtUse(diagnostic: Diagnostic, modules: string[], model: SiteModel, rendered: Map<string, MarkdownResult>, contentDir: string): Diagnostic {
  if (diagnostic.file) return diagnostic;
  const module = modules.find((m) => diagnostic.message.includes(`"${m}"`));
  if (!module) return diagnostic;
  for (const [id, result] of rendered) {
    const use = result.components?.find((c) => c.module === module);
    if (!use) continue;
    const file = use.file ? path.posix.join(contentDir, use.file) : model.docs.find((d) => d.id === id)?.file;
    return { ...diagnostic, ...(file ? { file } : {}), ...(use.line ? { line: use.line, column: use.column } : {}) };
  }
  return diagnostic;
}

function sameEntries<K, V>(a: Map<K, V>, b: Map<K, V>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** The server code for `modules`: compiled again only when the module list or a byte of what it was compiled from changed. */
async function serverCode(memo: Memo, modules: string[], site: SiteModules): Promise<ServerCode | { diagnostics: Diagnostic[] }> {
  const last = memo.last<ServerCode & { key: string; postcss?: SitePostcss }>('component server code');
  const key = `${modules.join('\n')}\n${JSON.stringify(site.blogPostLists ?? {})}`;
  if (last && last.key === key && last.postcss === site.postcss && digestFiles(last.inputs) === last.digest) return last;
  const compiled = await compileForServer(modules, site);
  if (compiled.diagnostics.some((d) => d.severity === 'error') || !compiled.metafile) return { diagnostics: compiled.diagnostics };
  const outdir = path.join(site.root, '.mistdocs-components');
  const js = compiled.outputs.find((f) => f.path.endsWith('.js') && !isMediaOutput(f))!;
  const map = compiled.outputs.find((f) => f.path.endsWith('.js.map'));
  const cssFile = compiled.outputs.find((f) => f.path.endsWith('.css') && !isMediaOutput(f));
  const media = compiled.outputs.filter(isMediaOutput).map((f) => ({ path: path.relative(outdir, f.path).split(path.sep).join('/'), data: f.contents }));
  // Written to a file of its own to be imported: the module's own URL names it, so a changed component is a new module.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-components-'));
  const file = path.join(dir, `components-${contentHash(js.contents)}.cjs`);
  // Two lines before the bundle's own (SOURCE_LINE_OFFSET), which reading its source map allows for. A
  // CommonJS module, as webpack's server bundle is: a package's sloppy-mode code stays so (ace-builds finds
  // the global object as `(function () { return this; })()`, which strict code makes undefined).
  await writeFile(file, `// The site's components, bundled for the build.\n//\n${js.text}`);
  let loaded: Record<string, unknown>;
  try {
    loaded = createRequire(file)(file) as Record<string, unknown>;
  } catch (error) {
    // At the line that threw: the site's own when the stack leads there, else the package's.
    const at = map ? thrownAt(error, { url: file, map: map.text, dir: outdir, root: site.root }, { packages: true }) : undefined;
    return { diagnostics: [...compiled.diagnostics, { severity: 'error', code: 'components/load', message: `The site's components could not be loaded: ${error instanceof Error ? error.message : String(error)}`, hint: `A module a page imports runs when the site builds; check what it does when it is first imported (its top-level code)${at?.file.includes('node_modules/') ? ': a package that needs the browser there can be imported inside `useEffect` or `<BrowserOnly>` instead' : ''}.`, ...(at ?? {}) }] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const inputs = [
    ...Object.keys(compiled.metafile.inputs)
      .filter((f) => !f.startsWith('<') && !f.includes('node_modules'))
      .map((f) => path.resolve(site.root, f))
      .filter((f) => !f.startsWith(path.join(packageRoot, 'src'))),
    ...(compiled.sassFiles ?? []).filter((f) => !f.includes('node_modules')),
  ];
  const minified = cssFile && cssFile.text.trim() ? await minifyCss(cssFile.text) : '';
  const css = minified ? { path: `assets/css/components-${contentHash(minified)}.css`, data: minified } : undefined;
  const code: ServerCode & { key: string; postcss?: SitePostcss } = {
    key,
    postcss: site.postcss,
    modules: new Map(modules.map((m, i) => [m, loaded[`m${i}`] as Record<string, unknown>])),
    SiteContext: loaded.SiteContext as Context<SiteData | null>,
    probe: loaded.probe as RenderProbe,
    Slot: loaded.Slot as ComponentType<{ html: string }>,
    cssModules: loaded.cssModules as CssModules,
    ...(css ? { css } : {}),
    media,
    inputs,
    digest: digestFiles(inputs),
    warnings: compiled.diagnostics,
    ...(map ? { source: { url: file, map: map.text, dir: outdir, root: site.root } } : {}),
  };
  memo.keep('component server code', code);
  return code;
}


/** The islands' browser code: compiled again only when the islands or their server code changed. */
async function browserCode(memo: Memo, modules: string[], exports: Map<string, string[]>, server: ServerCode, config: ResolvedConfig, site: SiteModules): Promise<{ files: Emitted[]; runtime?: string; chunks: Map<string, string>; diagnostics: Diagnostic[] }> {
  const siteData = {
    siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}), customFields: config.customFields, themeConfig: {} },
    locale: localeOf(config),
    defaultMode: config.colorMode.defaultMode,
    strings: config.translations?.theme ?? {},
  };
  return memo.valueAsync('component browser code', [modules.map((m) => `${m} ${exports.get(m)?.join()}`).join('\n'), server, JSON.stringify(siteData), site.browserReact], async () => {
    const names = new Set<string>();
    const entries = modules.map((module) => {
      const base = (module.split('/').pop() ?? 'island').replace(/\.\w+$/, '').replace(/[^\w-]/g, '') || 'island';
      let name = base;
      for (let i = 2; names.has(name); i++) name = `${base}${i}`;
      names.add(name);
      return { name, module, exports: exports.get(module) ?? ['default'] };
    });
    const compiled = await compileForBrowser(entries, path.join(packageRoot, 'src/client/islands.ts'), { __ISLAND_SITE__: JSON.stringify(siteData) }, site, server.cssModules);
    const js = compiled.outputs.filter((f) => f.path.endsWith('.js') && !isMediaOutput(f));
    const publicPath = (f: { path: string }) => f.path.split(path.sep).join('/').replace(/^.*?(\/assets\/js\/islands\/)/, '$1');
    // Each entry's output is named after it (`Counter-<hash>.js`); the shared chunks are `shared-<hash>.js`.
    const entryOutputs = Object.entries(compiled.metafile?.outputs ?? {}).filter(([, info]) => info.entryPoint).map(([out]) => `/${out}`);
    const outputOf = (name: string) => entryOutputs.find((out) => new RegExp(`/${name}-[A-Z0-9]+\\.js$`).test(out));
    const chunks = new Map<string, string>();
    for (const entry of entries) {
      const out = outputOf(entry.name);
      if (out) chunks.set(entry.module, publicPath({ path: out }));
    }
    const runtimeOut = outputOf('islands');
    return {
      files: js.map((f) => ({ path: publicPath(f).slice(1), data: f.contents })),
      ...(runtimeOut ? { runtime: publicPath({ path: runtimeOut }) } : {}),
      chunks,
      diagnostics: compiled.diagnostics.filter((d) => d.severity === 'error'),
    };
  });
}

/** Each blog post as `useBlogPost()` gives it, by its doc id. */
function blogPosts(model: SiteModel, baseUrl: string): Map<string, BlogPostData> {
  const withBase = (route: string) => baseUrl.replace(/\/$/, '') + route;
  const out = new Map<string, BlogPostData>();
  const docs = new Map(model.docs.map((d) => [d.id, d]));
  for (const blog of model.blogs) {
    for (const post of blog.posts) {
      const frontMatter = (docs.get(post.id)?.frontMatter ?? {}) as Record<string, unknown>;
      const metadata: BlogPostData['metadata'] = {
        title: post.title,
        description: post.description,
        permalink: withBase(post.route),
        date: post.date,
        tags: post.tags.map((t) => ({ label: t.label, permalink: withBase(t.href), ...(t.description ? { description: t.description } : {}) })),
        authors: post.authors.map((a) => ({ ...(a.key ? { key: a.key } : {}), ...(a.name ? { name: a.name } : {}), ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.imageURL ? { imageURL: a.imageURL } : {}) })),
        ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
        hasTruncateMarker: post.truncated,
        unlisted: post.unlisted,
        ...(post.editUrl ? { editUrl: post.editUrl } : {}),
        ...(post.previous ? { prevItem: { title: post.previous.title, permalink: withBase(post.previous.href) } } : {}),
        ...(post.next ? { nextItem: { title: post.next.title, permalink: withBase(post.next.href) } } : {}),
        frontMatter,
      };
      out.set(post.id, { metadata, frontMatter, assets: {}, isBlogPostPage: true });
    }
  }
  return out;
}

/** Each blog's recent posts (those of its sidebar), as Docusaurus's blog-post-list-prop JSON gives them to a site's code. */
function blogPostLists(model: SiteModel, baseUrl: string): Record<string, BlogPostListProp> {
  const withBase = (route: string) => baseUrl.replace(/\/$/, '') + route;
  return Object.fromEntries(
    model.blogs.map((blog) => {
      const count = blog.sidebar?.items.length ?? 0;
      const items = blog.posts.filter((p) => !p.unlisted).slice(0, count).map((p) => ({ title: p.title, permalink: withBase(p.route), unlisted: p.unlisted, date: p.date }));
      return [blog.id, { title: blog.sidebar?.title ?? blog.options.blogSidebarTitle, items }];
    }),
  );
}

function localeOf(config: ResolvedConfig): SiteData['locale'] {
  const locales = (config.locales ?? []).map((l) => l.name);
  return { current: config.locale?.name ?? 'en', default: config.i18n.defaultLocale, locales: locales.length ? locales : [config.locale?.name ?? 'en'] };
}

/** Each version's docs by their id within it, as Docusaurus's docs client API names them. */
function versionDocs(model: SiteModel): Map<DocsVersion, Map<string, DocData>> {
  const out = new Map<DocsVersion, Map<string, DocData>>();
  for (const version of [...model.versions, ...model.areas]) {
    const prefix = version.idPrefix;
    const docs = new Map<string, DocData>();
    for (const doc of model.docs) {
      if (doc.kind !== 'doc' || !version.docIds.has(doc.id)) continue;
      const id = doc.id.startsWith(prefix) ? doc.id.slice(prefix.length) : doc.id;
      docs.set(id, { id, title: doc.title, description: doc.description, permalink: doc.route });
    }
    out.set(version, docs);
  }
  return out;
}

/** The blog whose post `id` is, as Docusaurus's `useBlogMetadata()` gives it; undefined for a page that is no post. */
function blogOf(model: SiteModel, id: string, baseUrl: string): BlogMetadata | undefined {
  const blog = model.blogs.find((b) => b.byId.has(id));
  if (!blog) return undefined;
  const address = (route: string) => baseUrl.replace(/\/$/, '') + route;
  return { blogBasePath: address(blog.route), blogTitle: blog.title, ...(blog.authorsRoute ? { authorsListPath: address(blog.authorsRoute) } : {}) };
}

/** The sidebar `name` of `version` (the page's), as Docusaurus's `useDocsSidebar()` gives it (addresses with the base URL); undefined for a page in none. */
function docsSidebar(version: DocsVersion, name: string | undefined, baseUrl: string): DocsSidebarData | undefined {
  const found = name === undefined ? undefined : version.sidebars.find((s) => s.id === name);
  if (!found) return undefined;
  const address = (href: string | undefined) => (href === undefined ? undefined : isExternalAddress(href) ? href : baseUrl.replace(/\/$/, '') + href);
  const item = (i: SidebarItem): DocsSidebarItem =>
    i.type === 'html'
      ? { type: 'html', label: '', value: i.value, defaultStyle: i.defaultStyle, ...(i.className ? { className: i.className } : {}) }
      : i.type === 'link'
      ? { type: 'link', label: i.label, href: address(i.href)!, ...(i.docId ? { docId: i.docId } : {}), unlisted: i.unlisted, ...(i.className ? { className: i.className } : {}) }
      : { type: 'category', label: i.label, ...(i.href ? { href: address(i.href) } : {}), collapsed: i.collapsed, collapsible: i.collapsible, ...(i.className ? { className: i.className } : {}), ...(i.description ? { description: i.description } : {}), items: i.items.map(item) };
  return { name: found.id, items: found.items.map(item) };
}

/** The page a navbar item is drawn for, and who is told when the item reads it. */
interface SitePage {
  route: string;
  read?: () => void;
  mark?: () => void;
}

/** What siteData knows of the page a component renders on; each part is absent where the page has none. */
interface SiteDataOptions {
  /** The doc of the page: its route, and the version whose docs the component sees. */
  doc?: DocEntry;
  /** The component MDX passes `<Head>`'s children in as HTML, so `head()` can read them. */
  slot?: ComponentType<{ html: string }>;
  /** The blog post of the page (`useBlogPost()`). */
  post?: BlogPostData;
  /** The sidebar the page is in (`useDocsSidebar()`). */
  sidebarId?: string;
  /** The blog the page belongs to (`useBlogMetadata()`). */
  blog?: BlogMetadata;
  /** The doc's own data (`useDoc()`). */
  current?: CurrentDocData;
  /**
   * The page at `page.route`, for a component not on a doc's page (a navbar item); `read` is told when it
   * reads the route (`useLocation()`), `mark` when it reads it to mark a link active (DefaultNavbarItem).
   */
  page?: SitePage;
}

/**
 * What a component of `doc`'s page (or, with `page`, of the page at `page.route`) reads from the site
 * (made per page; the docs it looks up are recorded for its island).
 */
function siteData(config: ResolvedConfig, versions: Map<DocsVersion, Map<string, DocData>>, { doc, slot, post, sidebarId, blog, current, page }: SiteDataOptions): (recorded: IslandContext, meta: (m: PageMeta) => void, link: (url: string, written: string) => void) => SiteData {
  const route = page?.route ?? doc?.route ?? '/';
  const read = page?.read;
  const mark = page?.mark;
  const version = [...versions.keys()].find((v) => doc && v.docIds.has(doc.id)) ?? [...versions.keys()][0]!;
  const docs = versions.get(version)!;
  let own: DocsSidebarData | null | undefined;
  const sidebar = () => (own === undefined ? (own = docsSidebar(version, sidebarId, config.baseUrl) ?? null) : own) ?? undefined;
  return (recorded, meta, link) => ({
    siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}), customFields: config.customFields, themeConfig: {} },
    locale: localeOf(config),
    defaultMode: config.colorMode.defaultMode,
    strings: config.translations?.theme ?? {},
    doc: (id) => {
      const found = docs.get(id);
      if (found) (recorded.docs ??= {})[id] = found;
      return found;
    },
    docs: () => {
      recorded.docs = Object.fromEntries(docs);
      return [...docs.values()];
    },
    get version() {
      return (recorded.version = { name: version.name, label: version.label });
    },
    post: () => (post ? (recorded.post = post) : undefined),
    blog: () => (blog ? (recorded.blog = blog) : undefined),
    currentDoc: () => (current ? (recorded.currentDoc = current) : undefined),
    sidebar: () => {
      const found = sidebar();
      if (found) recorded.sidebar = found;
      return found;
    },
    page: {
      get route() {
        read?.();
        return route;
      },
      get activeRoute() {
        mark?.();
        return route;
      },
      meta,
      head: (children) => meta(headMeta(children, slot)),
      link,
    },
    ...(config.sitePlugins ? { globalData: config.sitePlugins.globalData } : {}),
  });
}

/**
 * What `<Head>`'s children say: a `<title>` is the document title, a description meta the description,
 * any other tag goes in the head as written. In MDX the children arrive as the HTML the page rendered
 * them to (in `slot`), in a component as elements.
 */
export function headMeta(children: ReactNode, slot?: ComponentType<{ html: string }>): PageMeta {
  const meta: PageMeta = {};
  const tags: string[] = [];
  const visit = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      if (!isValidElement<{ children?: ReactNode; name?: string; content?: string; html?: string }>(node)) continue;
      if (node.type === Fragment) visit(node.props.children);
      else if (slot && node.type === slot) headHtml(node.props.html ?? '', meta, tags);
      else if (node.type === 'title') meta.documentTitle = Children.toArray(node.props.children).join('');
      else if (node.type === 'meta' && node.props.name === 'description' && typeof node.props.content === 'string') meta.description = node.props.content;
      // The page's <html> and <body> are the site's; attributes Docusaurus lets Head set on them are not carried.
      else if (typeof node.type === 'string' && node.type !== 'html' && node.type !== 'body') tags.push(renderToStaticMarkup(cloneElement(node, { 'data-page-head': '' } as object)));
    }
  };
  visit(children);
  if (tags.length) meta.head = tags.join('');
  return meta;
}

/** The elements `<Head>` may put in the head. */
const HEAD_ELEMENTS = new Set(['title', 'script', 'style', 'noscript', 'meta', 'link', 'base']);

/**
 * The head tags in HTML the page rendered: the same reading as of elements, from the elements an HTML
 * parser finds (a `content` value holding `><script>` is the value's text, never a tag of its own).
 */
function headHtml(html: string, meta: PageMeta, tags: string[]): void {
  const visit = (nodes: readonly Parse5Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const element = node as Parse5Element;
      if (!HEAD_ELEMENTS.has(element.tagName)) {
        visit(element.childNodes);
        continue;
      }
      const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
      if (element.tagName === 'title') meta.documentTitle = element.childNodes.map((child) => ('value' in child ? String(child.value) : '')).join('');
      else if (element.tagName === 'meta' && attribute('name')?.toLowerCase() === 'description' && attribute('content') !== undefined) meta.description = attribute('content');
      else {
        element.attrs.unshift({ name: 'data-page-head', value: '' });
        tags.push(loadParse5().serializeOuter(element));
      }
    }
  };
  visit(loadParse5().parseFragment(html).childNodes as Parse5Node[]);
}

function decodeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' })[name]!);
}

function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (!!value && typeof value === 'object' && '$$typeof' in value);
}

/** A page's HTML with each component use rendered, innermost first (a use's children are HTML by then). */
/** The doc page's own doc as `useDoc()` gives it: metadata with previous/next and the edit link, front matter, table of contents. */
function currentDocData(config: ResolvedConfig, model: SiteModel, doc: DocEntry, result: MarkdownResult, gitDates: ReadonlyMap<string, string>): CurrentDocData {
  const lastUpdated = gitDates.get(doc.file);
  const address = (route: string) => config.baseUrl.replace(/\/$/, '') + route;
  const nav = model.nav.get(doc.route);
  const version = [...model.versions, ...model.areas].find((v) => v.docIds.has(doc.id)) ?? model.version;
  const frontMatter = doc.frontMatter as unknown as Record<string, unknown>;
  return {
    metadata: {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: address(doc.route),
      unlisted: doc.unlisted,
      ...(config.docs.editUrl ? { editUrl: config.docs.editUrl.replace(/\/?$/, '/') + doc.file } : {}),
      tags: doc.frontMatter.tags.map((t) => {
        const tag = resolveTag(t, version.tagsRoute, config.tagSlugs);
        return { label: tag.label, permalink: address(tag.href) };
      }),
      version: version.name,
      ...(nav?.sidebarId !== undefined ? { sidebar: nav.sidebarId } : {}),
      ...(nav?.previous ? { previous: { title: nav.previous.title, permalink: address(nav.previous.href) } } : {}),
      ...(nav?.next ? { next: { title: nav.next.title, permalink: address(nav.next.href) } } : {}),
      ...(lastUpdated ? { lastUpdatedAt: Date.parse(lastUpdated) } : {}),
      frontMatter,
    },
    frontMatter,
    toc: result.toc.map((t) => ({ value: t.value, id: t.id, level: t.level })),
    contentTitle: doc.title,
  };
}

/** A doc page's render with the site's own DocItem parts rendered for it (a problem one has is reported, and the page keeps the built-in part). */
function withDocItemParts(done: ComponentRender, parts: readonly [DocItemPart, string][], doc: DocEntry | undefined, server: ServerCode, data: ReturnType<typeof siteData>): ComponentRender {
  let out = done;
  for (const [part, module] of parts) {
    const use: ComponentUse = { module, export: 'default', name: `DocItem/${part}`, props: {} };
    const rendered = renderUse(use, '', server, data, () => undefined, () => undefined);
    if ('unknown' in rendered) continue;
    if ('problem' in rendered) {
      out = { ...out, diagnostics: [...out.diagnostics, { severity: 'error', code: 'components/render', message: rendered.problem, hint: `${rendered.hint} It is the site's ${use.name}, rendered for ${doc?.file ?? 'a doc page'}.`, ...(rendered.at ?? { file: `src/theme/${use.name}` }) }] };
      continue;
    }
    out = { ...out, docItem: { ...out.docItem, [part]: rendered.html }, islands: rendered.island ? [...new Set([...out.islands, module])] : out.islands };
  }
  return out;
}

function renderDoc(result: MarkdownResult, doc: DocEntry | undefined, contentDir: string, baseUrl: string, server: ServerCode, data: ReturnType<typeof siteData>): ComponentRender {
  const diagnostics: Diagnostic[] = [];
  const islands = new Set<string>();
  let meta: PageMeta | undefined;
  const text: Record<string, string> = {};
  const links: LinkRecord[] = [];
  const anchors: string[] = [];
  let html = result.html;
  for (let match = USE.exec(html); match; match = USE.exec(html)) {
    const use = result.components![Number(match[1])]!;
    // A React page's one use is the page itself: its links are found in its file by what they say.
    const react = doc !== undefined && isReactPage(doc.file);
    const where = { ...(use.file ? { file: use.file } : {}), ...(use.line && !react ? { line: use.line, column: use.column } : {}) };
    const rendered = renderUse(use, match[2]!, server, data, (m) => (meta = { ...meta, ...m, ...(meta?.head && m.head ? { head: meta.head + m.head } : {}) }), (url, written) => links.push({ href: routeOf(url, doc?.route ?? '/', baseUrl), ...where, ...(react ? { needle: written } : {}) }));
    if ('unknown' in rendered) {
      diagnostics.push({ severity: 'warning', code: 'markdown/mdx-unknown-component', message: `Unknown MDX component \`<${use.name}>\`: neither imported by the page nor one of the site's MDXComponents; its content is shown without it.`, hint: `Import it in the page, or add it to the default export of src/theme/MDXComponents (\`export default { ...MDXComponents, ${use.name} }\`).`, file: use.file ? path.posix.join(contentDir, use.file) : doc?.file, ...(use.line ? { line: use.line, column: use.column } : {}) });
      html = html.slice(0, match.index) + match[2] + html.slice(match.index + match[0].length);
      continue;
    }
    if ('problem' in rendered && use.module === EXPRESSION_USE) {
      // An expression the build cannot run stays out of the page, with a warning, as any expression's value that cannot be worked out.
      const what = use.name.startsWith('<') ? `The component \`${use.name}\` this page defines` : `The expression \`${use.name}\``;
      diagnostics.push({ severity: 'warning', code: 'markdown/mdx-expression', message: `${what} is not rendered: ${rendered.problem}`, hint: rendered.hint, file: use.file ? path.posix.join(contentDir, use.file) : doc?.file, ...(use.line ? { line: use.line, column: use.column } : {}) });
      html = html.slice(0, match.index) + match[2] + html.slice(match.index + match[0].length);
      continue;
    }
    if ('problem' in rendered) {
      const page = use.file ? path.posix.join(contentDir, use.file) : doc?.file;
      // Reported where it threw, the component's own line, when the stack leads into the site's code; the page's use is named in the hint.
      const at = rendered.at;
      const used = at && page && page !== at.file ? ` It is used at ${page}${use.line && !react ? `:${use.line}:${use.column}` : ''}.` : '';
      diagnostics.push({ severity: 'error', code: 'components/render', message: rendered.problem, hint: rendered.hint + used, ...(at ? at : { file: page, ...(use.line && !react ? { line: use.line, column: use.column } : {}) }) });
      html = html.slice(0, match.index) + match[2] + html.slice(match.index + match[0].length);
      continue;
    }
    if (rendered.island) islands.add(use.module);
    for (const id of rendered.html.matchAll(/\sid="([^"]+)"/g)) anchors.push(decodeHtml(id[1]!));
    const words = ownText(rendered.html);
    if (words) {
      const section = sectionAt(html, match.index);
      text[section] = text[section] ? `${text[section]} ${words}` : words;
    }
    html = html.slice(0, match.index) + rendered.html + html.slice(match.index + match[0].length);
  }
  return { html, islands: [...islands], ...(meta ? { meta } : {}), ...(Object.keys(text).length ? { text } : {}), ...(links.length ? { links } : {}), ...(anchors.length ? { anchors } : {}), diagnostics };
}

/** A link a component rendered, as the link check reads links: a route without the base URL (and its hash), or the URL itself when it is not the site's. */
function routeOf(url: string, pageRoute: string, baseUrl: string): string {
  if (url.startsWith('#')) return url;
  const resolved = new URL(url, `https://site.invalid${baseUrl.replace(/\/$/, '')}${pageRoute}`);
  if (resolved.origin !== 'https://site.invalid') return url;
  const base = baseUrl.replace(/\/$/, '');
  const pathname = base && resolved.pathname.startsWith(`${base}/`) ? resolved.pathname.slice(base.length) : resolved.pathname === base ? '/' : resolved.pathname;
  return pathname + resolved.search + resolved.hash;
}

const SECTION_HEADING = /<h[23]\b[^>]*?\sid="([^"]*)"/g;

/** The search section (the id of the last h2/h3 before it, '' before the first) that `index` of the page's HTML is in. */
function sectionAt(html: string, index: number): string {
  let id = '';
  for (const match of html.slice(0, index).matchAll(SECTION_HEADING)) id = match[1]!;
  return id;
}

/** The text a component rendered around its children (already the page's words, in the slot), tags, scripts and styles left out. */
export function ownText(html: string): string {
  let out = '';
  let depth = 0;
  // Outside slots only: a slot holds the children's HTML, which the page's sections already have.
  for (const part of html.split(new RegExp(`(<\\/?${SLOT_TAG}\\b[^>]*>)`))) {
    if (part.startsWith(`<${SLOT_TAG}`)) depth++;
    else if (part.startsWith(`</${SLOT_TAG}`)) depth--;
    else if (depth === 0) out += ` ${part}`;
  }
  const text = out
    .replace(/<(script|style|template)\b[^>]*>[^]*?<\/\1>/gi, ' ')
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeHtml(text).replace(/\s+/g, ' ').trim();
}

/** One use: its HTML, in an island marker when it is one. */
function renderUse(use: ComponentUse, children: string, server: ServerCode, data: ReturnType<typeof siteData>, meta: (m: PageMeta) => void, link: (url: string, written: string) => void, timed = true): { html: string; island: boolean } | { problem: string; hint: string; at?: { file: string; line: number; column: number } } | { unknown: true } {
  if (use.module === EXPRESSION_USE) return renderExpression(use, children, server, data, meta, link);
  const exports = server.modules.get(use.module);
  // The site's global MDX components are the keys of its MDXComponents' default export, its navbar item types of its ComponentTypes'.
  const global = isComponentMap(use.module);
  const component = global ? (exports?.default as Record<string, unknown> | undefined)?.[use.export] : exports?.[use.export];
  if (global && !isComponent(component)) return { unknown: true };
  if (!isComponent(component)) {
    const named = Object.keys(exports ?? {}).filter((k) => k !== 'default');
    return {
      problem: `\`<${use.name}>\` is not a component: \`${use.module}\` has no ${use.export === 'default' ? 'default export' : `export \`${use.export}\``} that is one.`,
      hint: named.length ? `The module exports ${named.map((n) => `\`${n}\``).join(', ')}; import one of them by name (\`import { ${named[0]} } from ...\`).` : 'Export the component from the module (`export default function Name() { ... }`).',
    };
  }
  const recorded: IslandContext = {};
  startProbe(server.probe);
  let html: string;
  try {
    // A render prop is passed as the children prop itself (createElement's children must be nodes).
    const components = componentsOf(use, server);
    const functions = Object.fromEntries(Object.entries(use.functions ?? {}).map(([name, source]) => [name, childFunction(source, use.scope, components)]));
    const elements = Object.fromEntries(Object.entries(use.elements ?? {}).map(([name, source]) => [name, pageValue(source, use.scope!, components, `its \`${name}\``)]));
    const props = use.childFunction !== undefined ? { ...use.props, ...functions, ...elements, children: childFunction(use.childFunction, use.scope, components) } : { ...use.props, ...functions, ...elements };
    const slot = use.childFunction === undefined && children ? [createElement(server.Slot, { html: children })] : [];
    const element = createElement(server.SiteContext.Provider, { value: data(recorded, meta, link) }, createElement(component as ComponentType<Record<string, unknown>>, props, ...slot));
    // Untimed when the caller times a batch of uses itself.
    html = timed ? renderWithin(RENDER_SECONDS, () => renderToString(element)) : renderToString(element);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RenderTimeout) {
      return { problem: `\`<${use.name}>\` failed to render: ${message}`, hint: `A component from \`${use.module}\` (or one it renders) did not finish: look for a loop whose condition never turns false (\`while (true)\` without a \`break\`). Each use may render for ${RENDER_SECONDS} s.` };
    }
    const at = error instanceof PageFunctionError ? undefined : thrownAt(error, server.source);
    if (/ and was stopped; does a component render itself/.test(message)) {
      return { ...(at ? { at } : {}), problem: `\`<${use.name}>\` failed to render: ${message}`, hint: `A component from \`${use.module}\` (or one it renders) keeps rendering more: give its recursion a condition that ends it, or render large data in pieces. Each use may render for ${RENDER_SECONDS} s and make ${RENDER_ELEMENTS.toLocaleString('en')} elements.` };
    }
    return { ...(at ? { at } : {}), problem: `\`<${use.name}>\` failed to render: ${message}`, hint: `The component from \`${use.module}\` threw while the site was built; a component runs on the server first, where \`window\` and \`document\` do not exist (use \`useEffect\` or \`<BrowserOnly>\` for browser-only code).` };
  }
  // Children or props that are functions or elements stay on the server: the browser has no way to run the page's function.
  const island = use.childFunction === undefined && !use.functions && !use.elements && ((use.client !== undefined && use.client !== 'static') || (use.client !== 'static' && server.probe.interactive));
  if (!island) return { html, island: false };
  const a = ISLAND_ATTRIBUTES;
  const attributes = [
    `${a.chunk}="\u0001island:${use.module}\u0001"`,
    use.export === 'default' ? '' : `${a.export}="${escapeHtml(global ? componentMapExport(use.export) : use.export)}"`,
    Object.keys(use.props).length ? `${a.props}="${escapeHtml(JSON.stringify(use.props))}"` : '',
    Object.keys(recorded).length ? `${a.context}="${escapeHtml(JSON.stringify(recorded))}"` : '',
    use.client === 'visible' || use.client === 'idle' ? `${a.when}="${use.client}"` : '',
  ].filter(Boolean);
  return { html: `<${ISLAND_TAG} ${attributes.join(' ')} style="display:contents">${html}</${ISLAND_TAG}>`, island: true };
}

/** The components a use's functions name as elements, as the server code has them (a global MDX component's from MDXComponents). */
function componentsOf(use: ComponentUse, server: ServerCode): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [name, imported] of Object.entries(use.components ?? {})) {
    const exports = server.modules.get(imported.module);
    const component = exports?.[imported.export];
    if (isComponent(component)) found[name] = component;
  }
  return found;
}

/** Where the HTML of a page component's children goes, as the page's function is given them. */
const CHILDREN_SLOT = '$$children';

/**
 * The value of the function an MDX expression with JSX in it was made into (`{items.map((i) => <Card {...i} />)}`),
 * or a component the page defines called with its props and children, as HTML; never an island.
 */
function renderExpression(use: ComponentUse, children: string, server: ServerCode, data: ReturnType<typeof siteData>, meta: (m: PageMeta) => void, link: (url: string, written: string) => void): { html: string; island: boolean } | { problem: string; hint: string } {
  startProbe(server.probe);
  try {
    const components = { ...componentsOf(use, server), [CHILDREN_SLOT]: () => createElement(server.Slot, { html: children }) };
    const fn = childFunction(use.childFunction!, use.scope, components, 'it');
    const slot = children ? { children: { $$element: 1, type: { component: CHILDREN_SLOT }, props: {}, children: [] } } : {};
    const run = () => fn({ ...use.props, ...slot });
    const element = createElement(server.SiteContext.Provider, { value: data({}, meta, link) }, createElement(ExpressionValue, { run }));
    return { html: renderWithin(RENDER_SECONDS, () => renderToString(element)), island: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { problem: message.replace(/\.$/, '') + '.', hint: 'At build time an expression sees what this file imports (the site\'s code, data and components), the constants it exports that hold no JSX, `frontMatter` and `toc`; a component defined in the page with JSX is not one of them: move it to a file of its own and import it.' };
  }
}

function ExpressionValue({ run }: { run: () => ReactNode }): ReactNode {
  return run();
}
