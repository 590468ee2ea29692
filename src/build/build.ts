/**
 * build(): config -> content -> model -> Markdown -> React -> emitted files. Orchestration only: each
 * stage lives in its own module; this one times them and collects their diagnostics. Returns the
 * files; `writeSite` hands them to emit.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type ResolvedConfig } from '../config/load-config.js';
import { loadContent, toPosix, type LoadedContent } from '../content/load-content.js';
import { DiagnosticBag, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { createHighlighter, createMarkdownProcessor, type MarkdownInput, type MarkdownProcessor, type MarkdownResult } from '../markdown/processor.js';
import { cardsFor } from '../model/sidebars.js';
import { createSiteModel, sameModelInputs, type SiteModel } from '../model/site-model.js';
import type { PageProps, SiteProps } from '../render/props.js';
import { createPageRenderer, renderStateTemplates, type PageParts, type PageRenderer } from '../render/render-page.js';
import { chunkPath, htmlPath, markdownCopyPath } from '../shared/chunk-path.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { CardItem } from '../shared/types.js';
import { collectAssets, type Asset, type AssetTable } from './assets.js';
import { bundleClient, packageRoot } from './bundle.js';
import { stageOutput, type Emitted, type StagedOutput } from './emit.js';
import { markdownCacheFile, pipelineVersion, readMarkdownCache, writeMarkdownCache } from './markdown-cache.js';
import { poolAvailable, POOL_THRESHOLD, renderInPool, startMarkdownPool, type MarkdownPool, type PoolOutput } from './markdown-pool.js';
import { readGitDates } from './git-dates.js';
import { buildSearchIndexes, type SearchIndexes } from './search-index.js';
import { pageProps, siteProps } from './page-props.js';
import { renderLlmsTxt, renderSitemap } from './site-files.js';

export interface BuildOptions {
  cwd: string;
  configFile?: string;
  /** Overrides the config's outDir. */
  outDir?: string;
  /** Called as each stage finishes, for progress output. */
  onStage?: (stage: string, ms: number, detail?: string) => void;
  /**
   * Results of the previous build in this process (watch mode): Markdown and pages whose inputs did not
   * change are reused instead of rendered again. Start a fresh one when config or theme change.
   */
  cache?: BuildCache;
  /** Files (relative to the site root) changed since the build that filled `cache`; others are not re-read. */
  changed?: ReadonlySet<string>;
  /**
   * Watch mode: when the cache already holds the search index URLs, leave the index out of `files` and
   * return it as `deferredSearch`, to be built and written after the pages (the URLs do not change).
   */
  deferSearchIndex?: boolean;
  /**
   * Called once the output folder is known; the function it returns receives each output file as soon
   * as it is made, and `files` stays empty. buildSite writes pages to disk this way instead of holding
   * the whole site in memory.
   */
  openOutput?: (outDir: string) => (file: Emitted) => void;
  /**
   * Keep rendered Markdown between runs in node_modules/.cache/mistdocs (the CLI turns this on), so a
   * later build or check renders only changed files. Ignored when `cache` is given (watch mode).
   */
  persistentCache?: boolean;
}

/** What one build keeps for the next: inputs and outputs of each doc's Markdown and each page's HTML. */
export interface BuildCache {
  /** The last config; kept while the config file is not among the changed files. */
  config?: ResolvedConfig;
  content?: LoadedContent;
  /**
   * The last model, the content it was last confirmed against and the warnings it reported; kept while
   * an edit leaves every file, front matter, title and description as it was.
   */
  model?: { config: ResolvedConfig; content: LoadedContent; model: SiteModel; diagnostics: Diagnostic[] };
  /** Images read by the last build, by content path; a changed image is read again. */
  assets?: ReadonlyMap<string, Asset>;
  /** The source each cached Markdown result was rendered from, by doc id. */
  markdownSources?: Map<string, LoadedContent['docs'][number]>;
  /** Category cards by route, for the model they were made from. */
  cards?: { model: SiteModel; byRoute: Map<string, CardItem[]> };
  /** The shared site props and their key, for the inputs they were made from (compared by identity). */
  site?: { deps: readonly unknown[]; site: SiteProps; key: string; shellKey: string; sidebarKey: string };
  /** The last build's pages in order, with the doc id behind each doc page, for the model they came from. */
  pageList?: { model: SiteModel; siteKey: string; gitDates: string; entries: { route: string; path: string; chunk?: string; docId?: string }[] };
  /** Markdown copies by doc id, and the sitemap and llms.txt, for the sources and model they were made from. */
  siteFiles?: { model: SiteModel; sitemap: string; llms: string; copies: Map<string, { source: unknown; data: string }> };
  /** Per doc id: the render's inputs, the lookups it made, and its result. */
  markdown: Map<string, { key: string; lookups: [string, string, string | undefined][]; result: MarkdownResult }>;
  /**
   * Per route: the page's props (as JSON, without the parts that come from its Markdown result and front
   * matter, which are compared by identity instead) and what they rendered to.
   */
  pages: Map<string, { key: string; from?: readonly unknown[]; html: string; chunk: string; parts?: PageParts; sidebarKey?: string; filled?: { urls: string; html: string; chunk: string } }>;
  bundle?: { key: string; value: Awaited<ReturnType<typeof bundleClient>> };
  /** The search index URLs the cached pages were filled with. */
  searchUrls?: string[];
  /** The page renderer (with its rendered sidebar) for the site props it was made for. */
  renderer?: { key: string; value: PageRenderer };
  /** One in-process Markdown processor for every rebuild: its code warms up and its grammars compile once. */
  processor?: { key: string; markdown: MarkdownProcessor; resolve: (kind: 'doc' | 'asset', input: string) => string | undefined };
  /** The first build's search index URLs, stats and file paths (without the files), reused while the index is deferred. */
  searchIndexes?: SearchIndexes & { paths: string[] };
}

/** An empty cache for `compileSite({cache})`. */
export function createBuildCache(): BuildCache {
  return { markdown: new Map(), pages: new Map() };
}

/** Everything up to and including Markdown: what `check` needs, and what the render stage starts from. */
export interface AnalyzedSite {
  config: ResolvedConfig;
  content: LoadedContent;
  model: SiteModel;
  /** Rendered Markdown per doc id. */
  rendered: Map<string, MarkdownResult>;
  /** Doc ids whose Markdown was rendered (not reused from the cache). */
  renderedDocs: string[];
  /** Images the Markdown resolved, and the static folder. */
  assets: AssetTable;
  /** Warnings collected so far (errors throw). */
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
}

export interface BuildResult {
  config: ResolvedConfig;
  model: SiteModel;
  /** The output files (empty when `openOutput` received them). */
  files: Emitted[];
  fileCount: number;
  /** Rendered Markdown per doc id, for the link checker and the search index. */
  rendered: Map<string, MarkdownResult>;
  diagnostics: Diagnostic[];
  outDir: string;
  pages: number;
  timings: Record<string, number>;
  /** What this build rendered anew rather than took from the cache: doc ids (Markdown) and page routes (HTML). */
  rebuilt: { docs: string[]; pages: string[] };
  /** With `deferSearchIndex`: builds the search index files the pages already point at. */
  deferredSearch?: () => Emitted[];
  /** Paths of the search index files (in `files`, or to come from `deferredSearch`). */
  searchPaths: string[];
}

type StageTimer = (name: string, detail?: string) => void;

/** Times stages; time spent in `excluded()` work (writing files inside a stage) is left out of each stage. */
function stageTimer(options: Pick<BuildOptions, 'onStage'>, timings: Record<string, number>, excluded: () => number = () => 0): StageTimer {
  let t = performance.now();
  let skipped = excluded();
  return (name, detail) => {
    const now = performance.now();
    const ms = now - t - (excluded() - skipped);
    timings[name] = ms;
    options.onStage?.(name, ms, detail);
    t = now;
    skipped = excluded();
  };
}

/**
 * Config, content, model and Markdown: every stage that can find an author error, without rendering
 * or writing. Throws DiagnosticError (with every problem found so far) when a stage reports errors.
 */
export async function analyzeSite(options: BuildOptions, timings: Record<string, number> = {}): Promise<AnalyzedSite> {
  const early: { pool?: MarkdownPool } = {};
  try {
    return await analyze(options, timings, early);
  } finally {
    await early.pool?.close();
  }
}

async function analyze(options: BuildOptions, timings: Record<string, number>, early: { pool?: MarkdownPool }): Promise<AnalyzedSite> {
  const stage = stageTimer(options, timings);
  const cached = options.cache?.config;
  const config = cached && options.changed && !options.changed.has(toPosix(path.relative(cached.root, cached.configFile))) ? cached : await loadConfig({ cwd: options.cwd, configFile: options.configFile });
  if (options.cache) options.cache.config = config;
  const relConfig = path.relative(config.root, config.configFile) || path.basename(config.configFile);
  stage('config');

  const contentDir = path.resolve(config.root, config.contentDir);
  const bag = new DiagnosticBag();
  const reuse = options.cache?.content && options.changed ? { previous: options.cache.content, changed: options.changed } : {};
  const cacheFile = !options.cache && options.persistentCache ? markdownCacheFile(config.root) : undefined;
  // A large site without cached Markdown will render in worker threads: start them now, so they load
  // the pipeline while this thread reads the content.
  const onListed = (count: number) => {
    if (!options.cache && count >= POOL_THRESHOLD && poolAvailable() && !(cacheFile && existsSync(cacheFile))) early.pool = startMarkdownPool(count);
  };
  const loaded = await loadContent({ root: config.root, contentDir, ...reuse, onListed });
  loaded.diagnostics.forEach((d) => bag.add(d));
  stage('content', `${loaded.content.docs.length} files`);
  if (bag.hasErrors) throw new DiagnosticError(locateNeedles(bag.items, config.root));
  if (options.cache) options.cache.content = loaded.content;

  // Watch mode keeps the model while an edit cannot change it (the usual edit: a page's text).
  const previous = options.cache?.model;
  const modelReused = previous !== undefined && previous.config === config && sameModelInputs(previous.content, loaded.content);
  let model: SiteModel;
  if (modelReused) {
    model = previous.model;
    previous.diagnostics.forEach((d) => bag.add(d));
    previous.content = loaded.content;
  } else {
    const before = bag.items.length;
    model = createSiteModel(loaded.content.docs, loaded.content.categories, {
      routeBasePath: config.docs.routeBasePath,
      trailingSlash: config.trailingSlash,
      includeDrafts: config.docs.includeDrafts,
      sidebars: config.docs.sidebars,
      navbarItems: config.navbar.items,
      version: config.docs.version,
      configFile: relConfig,
    }, bag);
    if (options.cache && !bag.hasErrors) options.cache.model = { config, content: loaded.content, model, diagnostics: bag.items.slice(before) };
  }
  stage('model', modelReused ? 'unchanged' : `${model.routes.length} routes`);
  if (bag.hasErrors) throw new DiagnosticError(locateNeedles(bag.items, config.root));

  const assets = collectAssets(contentDir, path.resolve(config.root, config.staticDir), options.cache?.assets && seedAssets(options.cache.assets, options.changed, config.root, contentDir));
  if (options.cache) options.cache.assets = assets.known;
  // The pipeline's fingerprint hashes mistdocs' Markdown code: work it out once per run.
  const cacheVersion = cacheFile ? pipelineVersion() : '';
  const markdownCache = options.cache ?? (cacheFile ? { ...createBuildCache(), markdown: await readMarkdownCache(cacheFile, cacheVersion) } : undefined);
  const cachedBefore = markdownCache?.markdown.size ?? 0;
  const { rendered, renderedDocs } = await renderMarkdown(config, model, loaded.content, assets, bag, markdownCache, modelReused, early.pool);
  if (cacheFile && markdownCache && (renderedDocs.length > 0 || markdownCache.markdown.size !== cachedBefore)) await writeMarkdownCache(cacheFile, cacheVersion, markdownCache.markdown);
  stage('markdown', renderedDocs.length === rendered.size ? `${rendered.size} docs` : `${renderedDocs.length} of ${rendered.size} docs`);
  if (bag.hasErrors) throw new DiagnosticError(locateNeedles(bag.items, config.root));
  return { config, content: loaded.content, model, rendered, renderedDocs, assets, diagnostics: locateNeedles(bag.items, config.root), timings };
}

/** Images of the last build whose files did not change (changed paths are relative to the root). */
function seedAssets(known: ReadonlyMap<string, Asset>, changed: ReadonlySet<string> | undefined, root: string, contentDir: string): Map<string, Asset> | undefined {
  if (!changed) return undefined;
  const stale = new Set([...changed].map((file) => toPosix(path.relative(contentDir, path.join(root, file)))));
  return new Map([...known].filter(([contentPath]) => !stale.has(toPosix(path.normalize(contentPath)))));
}


/** Runs every stage and returns the files without writing them. Throws DiagnosticError on errors. */
export async function compileSite(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const { config, content, model, rendered, renderedDocs, assets, diagnostics } = await analyzeSite(options, timings);
  let writeMs = 0;
  const stage = stageTimer(options, timings, () => writeMs);

  const gitDates = config.docs.showLastUpdateTime ? await readGitDates(config.root, config.contentDir) : new Map<string, string>();
  const bundleOptions = {
    colorMode: config.colorMode,
    states: renderStateTemplates(),
    settings: { baseUrl: config.baseUrl, searchRoute: model.searchRoute, hideOnScroll: config.navbar.hideOnScroll, announcementId: config.announcementBar?.id, docsVersion: config.docs.version.name },
  };
  const bundleKey = JSON.stringify(bundleOptions);
  const bundle = options.cache?.bundle?.key === bundleKey ? options.cache.bundle.value : await bundleClient(bundleOptions);
  if (options.cache) options.cache.bundle = { key: bundleKey, value: bundle };
  stage('bundle');

  // In watch mode the index URLs stay those of the first build, so pages do not wait for the index.
  const deferred = options.deferSearchIndex && options.cache?.searchIndexes !== undefined;
  const search: SearchIndexes = deferred ? { ...options.cache!.searchIndexes!, files: [] } : buildSearchIndexes(config, model, rendered);
  if (options.cache && !deferred) options.cache.searchIndexes = { ...search, files: [], paths: search.files.map((f) => f.path) };
  stage('search index', deferred ? 'deferred' : search.stats.map((f) => `${f.file} ${Math.round(f.bytes / 1024)} KB`).join(', '));

  // The search index URLs carry a content hash, so any text edit changes them. Pages render with
  // stand-ins that are filled in afterwards, so an edit re-renders only the pages whose props changed.
  let searchUrls = [search.indexUrl, ...(search.contexts ?? []).map((c) => c.url)];
  // Watch mode serves everything with `no-cache`, so the cache-busting query need not change while the
  // index files keep their paths; keeping it spares rewriting every page after a text edit.
  const previousUrls = options.cache?.searchUrls;
  const pathOf = (url: string) => url.split('?')[0];
  if (previousUrls && previousUrls.length === searchUrls.length && previousUrls.every((u, i) => pathOf(u) === pathOf(searchUrls[i]!))) searchUrls = previousUrls;
  if (options.cache) options.cache.searchUrls = searchUrls;
  // Only a build that keeps a cache renders with stand-ins; a one-off build writes the addresses directly.
  const standIns = options.cache !== undefined;
  const standIn = (url: string, i: number) => (url && standIns ? `__mistdocs_search_url_${i}__` : url);
  const urlsKey = searchUrls.join('\n');
  const fillSearchUrls = (text: string) => (standIns ? searchUrls.reduce((acc, url, i) => (url ? acc.replaceAll(standIn(url, i), escapeHtml(url)) : acc), text) : text);
  const template = await readFile(path.join(packageRoot, 'templates/document.html'), 'utf8');
  // The shared props (with the whole sidebar) and their key: made again only when what they come from changed.
  const siteDeps = [config, model, bundle, deferred ? options.cache!.searchIndexes : search, urlsKey, template];
  const memo = options.cache?.site;
  let site: SiteProps;
  let siteKey: string;
  // The sidebar apart from the rest: pages whose own markup is unchanged only get the new sidebar put in.
  let shellKey: string;
  let sidebarKey: string;
  if (memo && memo.deps.every((d, i) => d === siteDeps[i])) ({ site, key: siteKey, shellKey, sidebarKey } = memo);
  else {
    const realSite = siteProps(config, model, bundle, search);
    site = {
      ...realSite,
      search: { ...realSite.search, indexUrl: standIn(searchUrls[0]!, 0), contexts: realSite.search.contexts?.map((c, i) => ({ ...c, url: standIn(c.url, i + 1) })) },
    };
    shellKey = template + JSON.stringify({ ...site, sidebar: undefined });
    sidebarKey = JSON.stringify(site.sidebar);
    siteKey = `${shellKey}\0${sidebarKey}`;
    if (options.cache) options.cache.site = { deps: siteDeps, site, key: siteKey, shellKey, sidebarKey };
  }
  const outDir = path.resolve(config.root, options.outDir ?? config.outDir);
  const files: Emitted[] = [];
  const sink = options.openOutput?.(outDir);
  let fileCount = 0;
  const emit = (file: Emitted) => {
    fileCount++;
    if (!sink) return void files.push(file);
    const started = performance.now();
    sink(file);
    writeMs += performance.now() - started;
  };
  [...bundle.files, ...search.files].forEach(emit);
  // A page is rendered again only when its props, the shared site props or the template changed.
  const cachedPages = options.cache?.pages;
  if (cachedPages && cachedPages.get('\0site')?.key !== shellKey) cachedPages.clear();
  cachedPages?.set('\0site', { key: shellKey, html: '', chunk: '' });
  // With the model and site props unchanged, only the pages of re-rendered Markdown can differ: the
  // others are taken as they are, without working out their props.
  const gitKey = gitDates.size ? JSON.stringify([...gitDates]) : '';
  const list = options.cache?.pageList;
  const fast = cachedPages !== undefined && list?.model === model && list.siteKey === siteKey && list.gitDates === gitKey && list.entries.every((e) => cachedPages.has(e.route));
  const pages = pageProps(config, model, rendered, site, gitDates, fast ? new Set(renderedDocs) : undefined);
  const rebuiltPages: string[] = [];
  // The renderer holds the rendered sidebar; it is made again only when the shared site props change.
  const renderer = options.cache?.renderer?.key === siteKey ? options.cache.renderer.value : createPageRenderer(site, template);
  if (options.cache) options.cache.renderer = { key: siteKey, value: renderer };
  // A doc page's html, toc and facts come from its Markdown result and front matter, which the caches
  // keep as the same objects while unchanged: comparing those by identity spares serialising them.
  const docsByRoute = new Map(model.docs.map((d) => [d.route, d]));
  type CachedPage = NonNullable<ReturnType<BuildCache['pages']['get']>>;
  const renderPage = (page: PageProps): CachedPage => {
    const doc = page.kind === 'doc' || page.kind === 'page' ? docsByRoute.get(page.route) : undefined;
    const from = doc ? [rendered.get(doc.id), doc.frontMatter] : undefined;
    const key = JSON.stringify(from ? { ...page, site: undefined, html: undefined, toc: undefined, facts: page.facts?.links } : { ...page, site: undefined });
    let out = cachedPages?.get(page.route);
    if (!out || out.key !== key || out.from?.length !== from?.length || out.from?.some((x, i) => x !== from![i])) {
      const { html, chunk, parts } = renderer.render(page);
      out = { key, from, html, chunk: JSON.stringify(chunk), parts: cachedPages && parts, sidebarKey };
      cachedPages?.set(page.route, out);
      rebuiltPages.push(page.route);
    } else if (out.sidebarKey !== sidebarKey && out.parts) {
      // Only the sidebar changed: put the new one into the page's markup; the route chunk holds no sidebar.
      out.html = renderer.assemble(page, out.parts);
      out.sidebarKey = sidebarKey;
      out.filled = undefined;
      rebuiltPages.push(page.route);
    }
    return out;
  };
  const emitPage = (entry: { path: string; chunk?: string }, out: CachedPage) => {
    // Reusing the filled strings themselves lets the watch server see "unchanged" without comparing bytes.
    if (out.filled?.urls !== urlsKey) out.filled = { urls: urlsKey, html: fillSearchUrls(out.html), chunk: fillSearchUrls(out.chunk) };
    emit({ path: entry.path, data: out.filled.html });
    if (entry.chunk) emit({ path: entry.chunk, data: out.filled.chunk });
  };
  if (fast) {
    const changed = new Map(pages.map((p) => [p.route, p]));
    for (const entry of list.entries) {
      const page = changed.get(entry.route);
      emitPage(entry, page ? renderPage(page) : cachedPages.get(entry.route)!);
    }
  } else {
    const entries = pages.map((page) => ({
      route: page.route,
      path: page.kind === 'notFound' ? '404.html' : htmlPath(page.route),
      chunk: page.kind === 'notFound' ? undefined : chunkPath(page.route).slice(1),
      docId: page.kind === 'doc' || page.kind === 'page' ? docsByRoute.get(page.route)?.id : undefined,
    }));
    pages.forEach((page, i) => emitPage(entries[i]!, renderPage(page)));
    if (options.cache) options.cache.pageList = { model, siteKey, gitDates: gitKey, entries };
  }
  const pageCount = fast ? list.entries.length : pages.length;
  stage('render', rebuiltPages.length === pageCount ? `${pageCount} pages` : `${rebuiltPages.length} of ${pageCount} pages`);

  // Markdown copies, the sitemap and llms.txt; watch mode keeps those whose source and model are unchanged.
  const kept = options.cache?.siteFiles?.model === model ? options.cache.siteFiles : undefined;
  const siteFiles = kept ?? { model, sitemap: renderSitemap(config, model), llms: renderLlmsTxt(config, model), copies: new Map<string, { source: unknown; data: string }>() };
  if (options.cache) options.cache.siteFiles = siteFiles;
  const sources = new Map(content.docs.map((d) => [d.file, d]));
  for (const doc of model.docs) {
    const source = sources.get(doc.file);
    if (!source) continue;
    let copy = siteFiles.copies.get(doc.id);
    if (copy?.source !== source) {
      const head = `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}`;
      copy = { source, data: head + source.body.trimStart() };
      siteFiles.copies.set(doc.id, copy);
    }
    emit({ path: markdownCopyPath(doc.route).slice(1), data: copy.data });
  }
  emit({ path: 'sitemap.xml', data: siteFiles.sitemap });
  emit({ path: 'llms.txt', data: siteFiles.llms });
  (await assets.emitted()).forEach(emit);
  stage('site files');

  return {
    config,
    model,
    files,
    fileCount,
    rendered,
    diagnostics,
    outDir,
    pages: pageCount,
    timings,
    rebuilt: { docs: renderedDocs, pages: rebuiltPages },
    deferredSearch: deferred ? () => buildSearchIndexes(config, model, rendered).files : undefined,
    searchPaths: deferred ? options.cache!.searchIndexes!.paths : search.files.map((f) => f.path),
  };
}

/**
 * Builds and writes the site: pages go to a temporary folder as they are rendered, which replaces the
 * output folder only when the whole build succeeded, so a failure leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  let staged: StagedOutput | undefined;
  let result: BuildResult;
  try {
    result = await compileSite({
      ...options,
      openOutput: (outDir) => {
        staged = stageOutput(outDir);
        return (file) => staged!.write(file);
      },
    });
  } catch (error) {
    await staged?.abort();
    throw error;
  }
  const t = performance.now();
  await staged!.commit();
  // Files were written as they were made (that time is left out of the other stages); this stage is that time plus the swap.
  result.timings.emit = staged!.writeMs + performance.now() - t;
  options.onStage?.('emit', result.timings.emit, `${result.fileCount} files (written while rendering)`);
  return result;
}

async function renderMarkdown(
  config: ResolvedConfig,
  model: SiteModel,
  content: LoadedContent,
  assets: AssetTable,
  bag: DiagnosticBag,
  cache: BuildCache | undefined,
  modelReused: boolean,
  pool: MarkdownPool | undefined,
): Promise<{ rendered: Map<string, MarkdownResult>; renderedDocs: string[] }> {
  const routeByRelPath = new Map<string, string>();
  for (const doc of model.docs) {
    const rel = doc.file.slice(`${config.contentDir}/`.length);
    routeByRelPath.set(rel.replace(/^docs\//, ''), doc.route);
  }
  // Every lookup a render makes is recorded, so a cached render stays valid exactly while those
  // lookups still give the same answers (a renamed or re-slugged target invalidates its linkers).
  const resolvers: Record<string, (input: string) => string | undefined> = {
    doc: (rel) => routeByRelPath.get(rel),
    asset: (contentPath) => assets.resolve(contentPath),
  };
  let cardsByRoute = cache?.cards?.model === model ? cache.cards.byRoute : undefined;
  if (!cardsByRoute) {
    cardsByRoute = new Map<string, CardItem[]>();
    const lookup = { docsById: new Map(model.docs.map((d) => [d.id, d])) };
    const generated = new Set(model.generatedIndexes.map((g) => g.route));
    for (const sidebar of model.version.sidebars) collectCategoryCards(sidebar.items, lookup, generated, cardsByRoute);
    if (cache) cache.cards = { model, byRoute: cardsByRoute };
  }
  const sources = new Map(content.docs.map((d) => [d.file, d]));
  const sourceOf = cache?.markdownSources ?? new Map<string, LoadedContent['docs'][number]>();

  // Which docs need rendering: everything on a cold build, only invalidated docs in watch mode.
  const inputOf = (doc: SiteModel['docs'][number], source: LoadedContent['docs'][number]): MarkdownInput => ({
    body: source.body,
    bodyLine: source.bodyLine,
    relPath: doc.file.slice(`${config.contentDir}/`.length).replace(/^(docs|pages)\//, ''),
    relDir: path.posix.dirname(doc.file.slice(`${config.contentDir}/`.length)),
    route: doc.route,
    tocMin: doc.frontMatter.toc_min_heading_level,
    tocMax: doc.frontMatter.toc_max_heading_level,
    cards: cardsByRoute.get(doc.route),
  });
  type Job = { doc: SiteModel['docs'][number]; source: LoadedContent['docs'][number]; key: string } & ({ hit: MarkdownResult; input?: undefined } | { hit?: undefined; input: MarkdownInput });
  const jobs = model.docs.map((doc): Job => {
    const source = sources.get(doc.file)!;
    const cached = cache?.markdown.get(doc.id);
    // With the model unchanged, routes and cards are too: a doc whose source is the one its result was
    // rendered from keeps it, provided its images still resolve as before.
    if (cached && modelReused && sourceOf.get(doc.id) === source && cached.lookups.every(([kind, i, o]) => kind !== 'asset' || assets.resolve(i) === o)) {
      return { doc, source, key: cached.key, hit: cached.result };
    }
    const input = inputOf(doc, source);
    // The body is represented by its file hash: serialising every body on each watch rebuild cost more than rendering one page.
    const key = JSON.stringify([source.bodyHash, input.bodyLine, input.relPath, input.route, input.tocMin, input.tocMax, input.cards, config.baseUrl, config.toc]);
    const hit = cached && cached.key === key && cached.lookups.every(([kind, i, o]) => resolvers[kind]!(i) === o) ? cached.result : undefined;
    return hit ? { doc, source, key, hit } : { doc, source, key, input };
  });
  const misses = jobs.filter((j): j is Job & { input: MarkdownInput } => j.input !== undefined);
  const fresh = new Map<string, PoolOutput>();
  if (misses.length >= POOL_THRESHOLD && poolAvailable()) {
    const contentDir = path.resolve(config.root, config.contentDir);
    const init = { baseUrl: config.baseUrl, toc: config.toc, routes: [...routeByRelPath], contentDir };
    const inputs = misses.map((m) => m.input);
    const outputs = pool ? await pool.render(init, inputs) : await renderInPool(init, inputs);
    misses.forEach((m, i) => fresh.set(m.doc.id, outputs[i]!));
    // Assets the workers resolved are registered here too, so they are emitted.
    for (const out of fresh.values()) for (const [kind, input] of out.lookups) if (kind === 'asset') assets.resolve(input);
  } else if (misses.length) {
    const processor = inProcessMarkdown(config, cache);
    for (const m of misses) {
      const lookups: PoolOutput['lookups'] = [];
      processor.resolve = (kind, input) => {
        const output = resolvers[kind]!(input);
        lookups.push([kind, input, output]);
        return output;
      };
      fresh.set(m.doc.id, { result: processor.markdown.render(m.input), lookups });
    }
  }

  const out = new Map<string, MarkdownResult>();
  const renderedDocs: string[] = [];
  for (const { doc, source, key, hit } of jobs) {
    let result = hit;
    if (!result) {
      const { result: rendered, lookups } = fresh.get(doc.id)!;
      result = rendered;
      cache?.markdown.set(doc.id, { key, lookups, result });
      renderedDocs.push(doc.id);
    }
    sourceOf.set(doc.id, source);
    for (const m of result.messages) {
      const broken = m.ruleId === 'links/broken-md-link';
      const severity = m.fatal || (broken && config.onBrokenLinks === 'throw') ? 'error' : 'warning';
      if (broken && (config.onBrokenLinks === 'ignore' || config.onBrokenLinks === 'log')) continue;
      bag.add({ severity, code: m.ruleId ?? 'markdown', message: m.reason, hint: m.hint, file: doc.file, line: m.line, column: m.column });
    }
    out.set(doc.id, result);
  }
  if (cache) {
    for (const id of cache.markdown.keys()) if (!out.has(id)) cache.markdown.delete(id);
    for (const id of sourceOf.keys()) if (!out.has(id)) sourceOf.delete(id);
    cache.markdownSources = sourceOf;
  }
  return { rendered: out, renderedDocs };
}

type InProcessMarkdown = NonNullable<BuildCache['processor']>;

/** The in-process Markdown processor; watch mode keeps one (and its compiled grammars) across rebuilds. */
function inProcessMarkdown(config: ResolvedConfig, cache: BuildCache | undefined): InProcessMarkdown {
  const key = JSON.stringify([config.baseUrl, config.toc]);
  if (cache?.processor?.key === key) return cache.processor;
  const made: InProcessMarkdown = {
    key,
    resolve: () => undefined,
    markdown: createMarkdownProcessor({
      baseUrl: config.baseUrl,
      toc: config.toc,
      resolveDocPath: (rel) => made.resolve('doc', rel),
      resolveAsset: (contentPath) => made.resolve('asset', contentPath),
      highlighter: createHighlighter(),
    }),
  };
  if (cache) cache.processor = made;
  return made;
}

/**
 * Readies the cache's in-process Markdown processor while the author has not edited anything yet: the
 * first edit after `serve --watch` starts (whose cold build rendered in worker threads) then renders as
 * fast as later ones, without first compiling the code paths and every highlighting grammar.
 */
export function warmMarkdown(cache: BuildCache): void {
  const config = cache.config;
  if (!config || !cache.content) return;
  const processor = inProcessMarkdown(config, cache);
  processor.resolve = () => undefined;
  // The longest pages use the most of the pipeline (tables, code, admonitions); their results are thrown away.
  const samples = [...cache.content.docs].sort((a, b) => b.body.length - a.body.length).slice(0, 3);
  for (const source of samples) processor.markdown.render({ body: source.body, bodyLine: source.bodyLine, relPath: source.relPath, relDir: '', route: '/' });
  processor.markdown.highlightAll();
}

/** Cards for doc pages that are a category's own page (`:::cards`), made as the generated index pages make theirs. */
function collectCategoryCards(items: SiteModel['version']['sidebars'][number]['items'], lookup: Parameters<typeof cardsFor>[1], generated: ReadonlySet<string>, out: Map<string, CardItem[]>): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && !generated.has(item.href)) out.set(item.href, cardsFor(item.items, lookup));
    collectCategoryCards(item.items, lookup, generated, out);
  }
}

/** Fills in line and column for diagnostics that only know a text to look for. */
export function locateNeedles(diagnostics: Diagnostic[], root: string): Diagnostic[] {
  return diagnostics.map((d) => {
    if (!d.needle || !d.file || d.line !== undefined) return d;
    try {
      const text = readFileSync(path.resolve(root, d.file), 'utf8');
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const col = lines[i]!.indexOf(`'${d.needle}'`) !== -1 ? lines[i]!.indexOf(`'${d.needle}'`) : lines[i]!.indexOf(`"${d.needle}"`) !== -1 ? lines[i]!.indexOf(`"${d.needle}"`) : lines[i]!.indexOf(d.needle);
        if (col !== -1) return { ...d, line: i + 1, column: col + 1 };
      }
    } catch {
      // Unreadable file: keep the diagnostic without a position.
    }
    return d;
  });
}
