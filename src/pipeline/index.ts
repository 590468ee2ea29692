/**
 * The build pipeline, stage by stage: config -> content -> model -> Markdown (analyzeSite, all `check`
 * needs), then bundle -> search index -> render -> site files (compileSite), then emit (buildSite). Each
 * stage is a function of named inputs to a named output; results that later runs can reuse live in one
 * memo (memo.ts). A one-off build starts with an empty memo; `serve --watch` passes the same memo to
 * every rebuild, so a rebuild is this same pipeline with a warm memo.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import type { LoadedContent } from '../content/load-content.js';
import { DiagnosticError, uniqueDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { locateNeedles } from '../diagnostics/locate-needles.js';
import type { MarkdownResult } from '../markdown/processor.js';
import { hasSitePlugins } from '../markdown/site-plugins.js';
import type { SiteModel } from '../model/site-model.js';
import { renderStateTemplates } from '../render/render-page.js';
import { checkSiteLinks } from './site-links.js';
import type { AssetTable } from './assets.js';
import { bundleClient, bundleDiagrams, bundleGithubCode, contentHash, minifyCss, packageRoot, type Bundle } from './bundle.js';
import { renderComponents, type CustomNavbarHtml } from './components.js';
import { buildSiteHead } from './site-head.js';
import { addTimings, startClock, type StageListener } from './clock.js';
import { stageOutput, type Emitted, type StagedOutput } from './emit.js';
import { guardOutputFolder, lockOutputFolder } from './output-guard.js';
import { readGitDates } from './git-dates.js';
import { markdownTableFile, renderMarkdown, warmMarkdown } from './markdown.js';
import { poolAvailable, POOL_THRESHOLD, startMarkdownPool, type MarkdownPool } from './markdown-pool.js';
import { createMemo, memoFile, type Memo } from './memo.js';
import { renderPages, shareVersionProps } from './render.js';
import { indexSearch } from './search-index.js';
import { redirectPages } from './redirect-pages.js';
import { generateSidebars } from './sidebar-generator.js';
import { buildSourceDiagnostics } from './reference-sources.js';
import { writeSiteFiles } from './site-files.js';
import { resolveLocales } from '../config/locales.js';
import { collectSiteAssets, readConfig, readContent, readLocale, resolveModel } from './sources.js';

export { createMemo, type Memo };

export interface BuildOptions {
  cwd: string;
  configFile?: string;
  /** Overrides the config's outDir. */
  outDir?: string;
  /** Called as each stage finishes, for progress output. */
  onStage?: StageListener;
  /** Called as the Markdown and render stages make progress (pages done of total), for a live count. */
  onProgress?: (stage: 'markdown' | 'render', done: number, total: number) => void;
  /**
   * Called with each warning found before the Markdown stage as soon as its stage ends, so a page that
   * will take long (a very large one) is named before its Markdown runs; the warnings are returned too.
   */
  onWarning?: (diagnostic: Diagnostic, root: string) => void;
  /** Results of earlier runs to reuse (watch mode keeps one memo for every rebuild); a fresh one when absent. */
  memo?: Memo;
  /** Files (relative to the site root) changed since the memo's last run; others are not read again. */
  changed?: ReadonlySet<string>;
  /** Watch mode: with a warm memo, pages keep the first index's addresses and the index comes from `deferredSearch`. */
  deferSearchIndex?: boolean;
  /** Receives each output file as soon as it is made (then `files` stays empty); buildSite writes pages to disk this way. */
  openOutput?: (outDir: string, root: string) => OutputSink;
  /** Keep rendered Markdown between processes in node_modules/.cache/mistdocs (the CLI turns this on). */
  persistentCache?: boolean;
  /** The locale to build (compileSite, analyzeSite; the default one when absent), or for buildSite the only one (else every locale). */
  locale?: string;
  /** buildSite: replace an output folder that holds files no earlier build made (--force). */
  force?: boolean;
  /**
   * compileSite: check every link before rendering and fail on broken ones as `onBrokenLinks` and
   * `onBrokenAnchors` say, as Docusaurus's build does (buildSite turns this on; watch mode leaves it off).
   */
  applyLinkPolicy?: boolean;
}

/** Where `openOutput` puts files: `write` takes each one; `keep`, when there, says a page is already there as it would be made (see emit.ts). */
export type OutputSink = Pick<StagedOutput, 'write'> & Partial<Pick<StagedOutput, 'keep'>>;

/** Everything up to and including Markdown: what `check` needs, and what the render stage starts from. */
export interface AnalyzedSite {
  config: ResolvedConfig;
  content: LoadedContent;
  model: SiteModel;
  /** Rendered Markdown per doc id. */
  rendered: Map<string, MarkdownResult>;
  /** A digest of each doc's rendered Markdown, by doc id (the same in every process). */
  digests: Map<string, string>;
  /** Doc ids whose Markdown was rendered (not reused from the memo). */
  renderedDocs: string[];
  /** Images the Markdown resolved, and the static folder. */
  assets: AssetTable;
  /** Warnings collected so far (errors throw). */
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  /** Media the code modules MDX pages import for their expressions refer to, to be written with the site. */
  moduleFiles?: Emitted[];
  /** The stylesheet of what the MDX pages import (CSS modules, global stylesheets). */
  pageCss?: Emitted;
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
  /** What this build rendered anew rather than took from the memo: doc ids (Markdown) and page routes (HTML). */
  rebuilt: { docs: string[]; pages: string[] };
  /** With `deferSearchIndex`: builds the search index files the pages already point at. */
  deferredSearch?: () => Promise<Emitted[]>;
  /** Paths of the search index files in `files` (none when `deferredSearch` makes them). */
  searchPaths: string[];
  /** A build of several locales: each one's own result, the default locale first (the fields above add them up). */
  locales?: BuildResult[];
}

/**
 * Config, content, model and Markdown: every stage that can find an author error. Throws DiagnosticError
 * when a stage before Markdown reports errors; the Markdown stage's errors are returned with the rest, so
 * that the caller can report them together with what it finds later (broken links).
 */
export async function analyzeSite(options: BuildOptions, memo: Memo = createMemo({ once: true }), timings: Record<string, number> = {}): Promise<AnalyzedSite> {
  const clock = startClock(timings, options.onStage);
  const found: Diagnostic[] = [];
  let root = options.cwd;
  const stop = (diagnostics: Diagnostic[]) => {
    const located = locateNeedles(diagnostics, root);
    found.push(...located);
    if (options.onWarning) for (const d of located) if (d.severity === 'warning') options.onWarning(d, root);
    if (found.some((d) => d.severity === 'error')) throw new DiagnosticError(found);
  };
  let pool: MarkdownPool | undefined;
  try {
    const config = readLocale(memo, await readConfig(memo, options.cwd, options.configFile), options.locale);
    root = config.root;
    clock.lap('config');
    stop(config.warnings ?? []);
    const content = await readContent(memo, config, options.changed, (count) => (pool = startPoolEarly(memo, config, options, count)));
    clock.lap('content', `${content.content.docs.length} files`);
    stop(content.diagnostics);
    // A site's sidebarItemsGenerator makes the items of its autogenerated sidebar items first.
    const generated = await generateSidebars(memo, config, content.content);
    if (generated) stop(generated.diagnostics);
    const { model, diagnostics } = resolveModel(memo, config, content.content, generated);
    clock.lap('model', `${model.routes.length} routes`);
    stop(diagnostics);
    const assets = collectSiteAssets(memo, config, options.changed);
    const onProgress = options.onProgress && ((done: number, total: number) => options.onProgress!('markdown', done, total));
    const markdown = await renderMarkdown(memo, config, model, content.content, assets, { pool, persist: options.persistentCache, onProgress });
    const count = markdown.rendered.size;
    // How much of the stage each worker spent working: what is missing from 100% is time they waited.
    const busy = pool?.busy().length ? `, workers busy ${pool.busy().map((u) => `${Math.round(u * 100)}%`).join(' ')}` : '';
    clock.lap('markdown', `${markdown.renderedDocs.length === count ? `${count} docs` : `${markdown.renderedDocs.length} of ${count} docs`}${busy}`);
    found.push(...locateNeedles(markdown.diagnostics, root));
    return { config, content: content.content, model, rendered: markdown.rendered, digests: markdown.digests, renderedDocs: markdown.renderedDocs, assets, diagnostics: found, timings, ...(markdown.files ? { moduleFiles: markdown.files } : {}), ...(markdown.css ? { pageCss: markdown.css } : {}) };
  } finally {
    await pool?.close();
  }
}

/** Runs every stage and returns the files (or hands them to `openOutput`). Throws DiagnosticError on author errors. */
export async function compileSite(options: BuildOptions): Promise<BuildResult> {
  const memo = options.memo ?? createMemo({ once: true });
  const timings: Record<string, number> = {};
  const analyzed = await analyzeSite(options, memo, timings);
  const { config, content, model, renderedDocs, assets } = analyzed;
  const clock = startClock(timings, options.onStage);
  // Reference pages' source files, reported as the broken-link policy says (`check` always fails them).
  // The client redirects' pages: one that would replace a static file is an error before anything is written.
  const redirects = redirectPages(config, model.redirects);
  const diagnostics = [...analyzed.diagnostics, ...buildSourceDiagnostics(memo, config, model), ...locateNeedles(redirects.diagnostics, config.root)];
  // The components render even when the Markdown has errors: one run reports every problem it can find,
  // the Markdown's, the components' and the links', as Docusaurus's build does.
  const gitDates = config.docs.showLastUpdateTime ? await readGitDates(config.root, config.contentDir) : new Map<string, string>();
  const [components, head] = await Promise.all([renderComponents(memo, config, model, analyzed.rendered, analyzed.digests, gitDates), buildSiteHead(memo, config)]);
  diagnostics.push(...components.diagnostics, ...locateNeedles(head.diagnostics, config.root));
  if (diagnostics.some((d) => d.severity === 'error')) {
    const links = options.applyLinkPolicy ? await checkSiteLinks({ config, model, rendered: components.rendered }) : undefined;
    throw new DiagnosticError(uniqueDiagnostics([...diagnostics, ...(links?.diagnostics ?? [])]));
  }
  const output = openOutput(path.resolve(config.root, options.outDir ?? config.outDir), config.root, options, clock.exclude);

  const { rendered, digests } = components;
  if (components.rendered !== analyzed.rendered) clock.lap('components', `${components.islands ? 'with islands' : 'no islands'}`);
  // Broken links and anchors (the components' `<Link>`s among them) fail the build before a page is rendered, each with where it is written.
  const links = options.applyLinkPolicy ? await checkSiteLinks({ config, model, rendered }) : undefined;
  if (links) {
    clock.lap('links', `${links.links} links`);
    diagnostics.push(...links.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(uniqueDiagnostics(diagnostics));
  }

  // A site with a blog links the blog's stylesheet after the theme's (the site's own come after it); other sites do not.
  const blogCss = model.blogs.length ? await memo.valueAsync('blog stylesheet', [], blogStylesheet) : undefined;
  if (blogCss) output.emit(blogCss);
  const pageCss = analyzed.pageCss;
  if (pageCss) output.emit(pageCss);
  // Infima, as Docusaurus's classic theme loads it before everything of the site's, for the classes the pages use.
  const infima = await infimaFor(memo, rendered, navbarHtml(components), [...(pageCss ? [pageCss] : []), ...components.files, ...head.files]);
  if (infima) output.emit(infima);
  const styles = [...(infima ? [`/${infima.path}`] : []), ...(blogCss ? [`/${blogCss.path}`] : []), ...(components.css ? [components.css] : []), ...(pageCss ? [`/${pageCss.path}`] : []), ...head.styles];
  const bundle = await bundleFor(memo, config, model, rendered, { islands: components.islands, navLinks: components.marksNavLinks === true, styles, head: head.head, bodyStart: head.bodyStart });
  clock.lap('bundle');
  // The search index is made (in a worker thread, for a large site) while the pages render: they need only its addresses.
  const searchStarted = performance.now();
  const search = await indexSearch(memo, config, model, rendered, { defer: options.deferSearchIndex === true, persist: options.persistentCache, pageMeta: components.meta });
  const searchStartMs = performance.now() - searchStarted;
  clock.exclude(searchStartMs);
  bundle.files.forEach(output.emit);
  // A media file a component and a page's data both import is one file.
  const componentPaths = new Set(components.files.map((f) => f.path));
  components.files.forEach(output.emit);
  analyzed.moduleFiles?.filter((f) => !componentPaths.has(f.path)).forEach(output.emit);
  head.files.forEach(output.emit);

  const template = await readFile(path.join(packageRoot, 'templates/document.html'), 'utf8');
  const shared = shareVersionProps(memo, config, model, components.navbar ? { ...bundle, navbar: components.navbar } : bundle, search, template);
  const onProgress = options.onProgress && ((done: number, total: number) => options.onProgress!('render', done, total));
  const render = renderPages(memo, { config, model, rendered, digests, gitDates, shared, pageMeta: components.meta, ...(components.navbarPages ? { navbarPages: components.navbarPages } : {}) }, output, onProgress);
  clock.lap('render', render.rebuilt.length === render.pages ? `${render.pages} pages` : `${render.rebuilt.length} of ${render.pages} pages`);
  const indexes = await search.indexes;
  indexes.files.forEach(output.emit);
  // The stage's time on this thread: starting it, and waiting for what was not made while the pages rendered.
  clock.lap('search index', search.later ? 'deferred' : indexes.stats.map((f) => `${f.file} ${Math.round(f.bytes / 1024)} KB + ${f.pieces} pieces ${Math.round(f.pieceBytes / 1024)} KB`).join(', '), searchStartMs);

  writeSiteFiles(memo, config, model, content, rendered, output.emit);
  redirects.files.forEach(output.emit);
  (await assets.emitted()).forEach(output.emit);
  clock.lap('site files');

  return {
    config,
    model,
    files: output.files,
    fileCount: output.count,
    rendered,
    diagnostics,
    outDir: output.dir,
    pages: render.pages,
    timings,
    rebuilt: { docs: renderedDocs, pages: render.rebuilt },
    deferredSearch: search.later,
    searchPaths: indexes.paths,
  };
}

/**
 * Builds and writes the site, every locale of it (or only `options.locale`): the default locale at the
 * output folder's root, each other one in its folder. Pages go to a temporary folder as they are rendered,
 * which replaces the output folder only when every locale succeeded, so a failure leaves the previous
 * output untouched. With the persistent cache, files the output folder already holds unchanged are not
 * written again (emit.ts).
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const memo = options.memo ?? createMemo({ once: true });
  const config = await readConfig(memo, options.cwd, options.configFile);
  const locales = resolveLocales(config);
  // One locale asked for by name builds into its own folder; an unknown name is reported by the locale stage.
  const only = options.locale === undefined ? undefined : (locales.find((l) => l.name === options.locale) ?? { name: options.locale, isDefault: true });
  const root = path.resolve(config.root, options.outDir ?? config.outDir);
  const outDir = only && !only.isDefault ? path.join(root, only.name) : root;
  guardOutputFolder(outDir, config, { force: options.force });
  // One build at a time into a folder: a second one refuses rather than mixing its site with the first's.
  const unlock = lockOutputFolder(outDir, config.root);
  try {
    // With the persistent cache, a record of what the output folder holds lets files already there stay as
    // they are; staged from the start, so that they are linked into the new folder while the site builds.
    const record = options.persistentCache ? memoFile(config.root, only && !only.isDefault ? `output-${only.name}` : 'output') : undefined;
    const staged: StagedOutput = stageOutput(outDir, { record });
    const into =
      (prefix: string) =>
      (): OutputSink => {
        const sink = staged;
        return prefix ? { write: (file) => sink.write({ path: prefix + file.path, data: file.data }), keep: (file, key) => sink.keep(prefix + file, key) } : sink;
      };
    const list = only ? [only] : locales;
    // Each locale starts when the one before it has its Markdown: its workers parse while the main thread
    // renders and writes the one before, so neither core waits for the other.
    const builds: Promise<BuildResult>[] = [];
    await new Promise<void>((allStarted) => {
      let failed = false;
      const start = (i: number) => {
        if (i >= list.length || failed) return allStarted();
        const locale = list[i]!;
        let started = false;
        const startNext = () => {
          if (!started) (started = true), start(i + 1);
        };
        const tag = list.length > 1 && !locale.isDefault ? ` [${locale.name}]` : '';
        const onStage: StageListener = (stage, ms, detail) => {
          if (stage === 'markdown') startNext();
          options.onStage?.(stage, ms, tag ? `${detail ?? ''}${tag}`.trim() : detail);
        };
        const prefix = only || locale.isDefault ? '' : `${locale.name}/`;
        const build = compileSite({ applyLinkPolicy: true, ...options, locale: locale.name, memo: i === 0 ? memo : undefined, onStage, openOutput: into(prefix) });
        builds.push(build);
        build.then(startNext, () => ((failed = true), allStarted()));
      };
      start(0);
    });
    const settled = await Promise.allSettled(builds);
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) {
      await staged.abort();
      throw failure.reason;
    }
    const results = settled.map((s) => (s as PromiseFulfilledResult<BuildResult>).value);
    const t = performance.now();
    await staged.commit();
    const result = { ...(results.length === 1 ? results[0]! : mergeLocales(results)), outDir };
    await runPostBuild(result, outDir);
    // Files were written as they were made (that time is left out of the other stages); this stage is that time plus the swap.
    result.timings.emit = staged.writeMs + performance.now() - t;
    const kept = staged.kept ? `, ${staged.kept} of them unchanged and left as they were` : '';
    options.onStage?.('emit', result.timings.emit, `${result.fileCount} files (written while rendering${kept})`);
    return result;
  } finally {
    unlock();
  }
}

/** The site plugins' `postBuild`, once the output folder holds the site, with Docusaurus's arguments. */
async function runPostBuild(result: BuildResult, outDir: string): Promise<void> {
  const { config, model } = result;
  for (const hook of config.sitePlugins?.postBuild ?? []) {
    const base = config.baseUrl.replace(/\/$/, '');
    try {
      await hook.run({ outDir, content: hook.content, siteDir: config.root, baseUrl: config.baseUrl, siteConfig: { title: config.title, url: config.url, baseUrl: config.baseUrl }, routesPaths: model.routes.map((r) => `${base}${r.path}`), head: {} });
    } catch (cause) {
      throw new DiagnosticError([{ severity: 'error', code: 'build/post-build', message: `The plugin ${hook.plugin} failed in postBuild: ${(cause as Error).message}`, hint: 'The site was written; fix the plugin and build again.' }], { cause });
    }
  }
}

/** One result for the builds of several locales: their pages, files and times added up, each warning once. */
function mergeLocales(results: BuildResult[]): BuildResult {
  return {
    ...results[0]!,
    files: results.flatMap((r) => r.files),
    fileCount: results.reduce((n, r) => n + r.fileCount, 0),
    pages: results.reduce((n, r) => n + r.pages, 0),
    diagnostics: uniqueDiagnostics(results.flatMap((r) => r.diagnostics)),
    timings: addTimings(results.map((r) => r.timings)),
    rebuilt: { docs: results.flatMap((r) => r.rebuilt.docs), pages: results.flatMap((r) => r.rebuilt.pages) },
    locales: results,
  };
}

/**
 * Readies the memo for the next edit while the author is not making one: the in-process Markdown
 * processor (the cold build rendered in worker threads) and, once, a rebuild with nothing changed.
 * Stops early once `stop` says a change came; called again after that rebuild, it goes on. Resolves
 * true once there is nothing left to ready.
 */
export async function warmUp(options: BuildOptions & { memo: Memo }, stop: () => boolean = () => false): Promise<boolean> {
  const config = options.memo.last<ResolvedConfig>('config');
  const content = options.memo.last<{ content: LoadedContent }>('content')?.content;
  const ready = config && content ? await warmMarkdown(options.memo, config, content, stop) : true;
  if (!options.memo.last('rebuild warmed') && !stop()) {
    await compileSite({ ...options, changed: new Set() }).catch(() => undefined);
    options.memo.keep('rebuild warmed', true);
  }
  return ready && Boolean(options.memo.last('rebuild warmed'));
}

/** A large site without rendered Markdown to reuse renders in worker threads: start them while the content is read. */
function startPoolEarly(memo: Memo, config: ResolvedConfig, options: BuildOptions, count: number): MarkdownPool | undefined {
  // A site with Markdown plugins of its own renders in this thread (see renderMisses in markdown.ts).
  if (count < POOL_THRESHOLD || !poolAvailable() || hasSitePlugins(config.markdown) || memo.table('markdown').entries.size > 0) return undefined;
  const file = options.persistentCache ? markdownTableFile(config.root, config.locale) : undefined;
  return file && existsSync(file) ? undefined : startMarkdownPool(count);
}

/** The HTML of the site's own navbar items, as drawn on every page: Infima classes in them are used as a page's are. */
function navbarHtml(components: { navbar?: ReadonlyMap<string, CustomNavbarHtml>; navbarPages?: ReadonlyMap<string, Record<string, CustomNavbarHtml>> }): string[] {
  const items = [...(components.navbar?.values() ?? []), ...[...(components.navbarPages?.values() ?? [])].flatMap((page) => Object.values(page))];
  return items.flatMap((item) => [item.html, item.mobileHtml]);
}

/**
 * The Infima stylesheet for the classes the pages and the site's navbar items use and the `--ifm-`
 * properties the site's stylesheets read (infima.ts, loaded only then); undefined for neither.
 */
async function infimaFor(memo: Memo, rendered: Map<string, MarkdownResult>, navbar: readonly string[], siteFiles: Emitted[]): Promise<Emitted | undefined> {
  const sheets = siteFiles.filter((f) => f.path.endsWith('.css'));
  const readsVariables = sheets.some((f) => (typeof f.data === 'string' ? f.data : Buffer.from(f.data).toString('utf8')).includes('var(--ifm-'));
  const html = () => [...[...rendered.values()].map((r) => r.html), ...navbar];
  const navbarKey = navbar.join('');
  const mayUse = memo.value('infima candidates', [rendered, navbarKey], () => html().some((h) => /\sclass="[^"]*(?:--|__|\b(?:card|shadow|badge|alert|avatar|button|pills|tabs|dropdown)\b)/.test(h)));
  if (!mayUse && !readsVariables) return undefined;
  const { infimaClassesIn, infimaSheet } = await import('./infima.js');
  const used = memo.value('infima classes', [rendered, navbarKey], () => infimaClassesIn(html()));
  const key = [...used].sort().join(' ') + (readsVariables ? ' +vars' : '');
  return memo.valueAsync('infima sheet', [key], () => infimaSheet(used, readsVariables));
}

/** The blog's stylesheet, minified under a name that changes with it. */
async function blogStylesheet(): Promise<Emitted> {
  const css = await minifyCss(await readFile(path.join(packageRoot, 'templates/blog.css'), 'utf8'));
  return { path: `assets/css/blog-${contentHash(css)}.css`, data: css };
}

/** Whether a page has a diagram, asked once per rendered result: a rebuild after one edit reads one page's HTML, not every page's. */
const diagramPages = new WeakMap<MarkdownResult, boolean>();
function hasDiagram(result: MarkdownResult): boolean {
  let has = diagramPages.get(result);
  if (has === undefined) diagramPages.set(result, (has = result.html.includes('<pre class="mermaid">')));
  return has;
}

/** Whether a page has a GitHub reference block (markdown.githubCodeblock), asked once per rendered result. */
const githubCodePages = new WeakMap<MarkdownResult, boolean>();
function hasGithubCode(result: MarkdownResult): boolean {
  let has = githubCodePages.get(result);
  if (has === undefined) githubCodePages.set(result, (has = result.html.includes(' data-github-reference="')));
  return has;
}

/**
 * The client bundle, made again only when what is compiled into it changed; with the diagram renderer when a page has a diagram,
 * the GitHub code filler when one has a reference block, and the navbar link marker when a site's own navbar item marks a link active.
 */
async function bundleFor(memo: Memo, config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, site: { islands?: string; navLinks: boolean; styles: string[]; head: string; bodyStart: string }): Promise<Bundle> {
  const hasDiagrams = memo.value('has diagrams', [rendered], () => [...rendered.values()].some(hasDiagram));
  const diagrams = hasDiagrams ? await memo.valueAsync('diagram bundle', [], bundleDiagrams) : undefined;
  const hasReferences = config.markdown.githubCodeblock !== false && memo.value('has GitHub code', [rendered], () => [...rendered.values()].some(hasGithubCode));
  const githubCode = hasReferences ? await memo.valueAsync('GitHub code bundle', [], bundleGithubCode) : undefined;
  const options = {
    colorMode: config.colorMode,
    states: memo.value('state templates', [config.locale?.htmlLang, config.translations?.theme], () => renderStateTemplates({ lang: config.locale?.htmlLang ?? 'en', strings: config.translations?.theme })),
    settings: { baseUrl: config.baseUrl, searchRoute: model.searchRoute, hideOnScroll: config.navbar.hideOnScroll, announcementId: config.announcementBar?.id, docsVersion: config.docs.version.name, otherLocales: otherLocales(config), strings: runtimeStrings(config) },
  };
  const bundle = await memo.valueAsync('bundle', [JSON.stringify(options), diagrams, site.islands, githubCode, site.navLinks], () => bundleClient({ ...options, diagrams, islands: site.islands, githubCode, navLinks: site.navLinks }));
  // The site's own stylesheets come after the theme's, so they override it.
  return memo.value('bundle with styles', [bundle, site.styles.join('\n'), site.head, site.bodyStart], () =>
    site.styles.length || site.head || site.bodyStart ? { ...bundle, ...(site.styles.length ? { styles: site.styles } : {}), ...(site.head ? { head: site.head } : {}), ...(site.bodyStart ? { bodyStart: site.bodyStart } : {}) } : bundle,
  );
}

/** Where the files go: to `options.openOutput` as they are made (time spent there is not the stage's), or into a list. */
function openOutput(dir: string, root: string, options: BuildOptions, exclude: (ms: number) => void): { dir: string; files: Emitted[]; emit: (file: Emitted) => void; keep?: (path: string, key: string) => boolean; readonly count: number } {
  const sink = options.openOutput?.(dir, root);
  const files: Emitted[] = [];
  let count = 0;
  return {
    dir,
    files,
    emit(file) {
      count++;
      if (!sink) return void files.push(file);
      const started = performance.now();
      sink.write(file);
      exclude(performance.now() - started);
    },
    ...(sink?.keep
      ? {
          keep: (file: string, key: string) => {
            const kept = sink.keep!(file, key);
            if (kept) count++;
            return kept;
          },
        }
      : {}),
    get count() {
      return count;
    },
  };
}

/** The base URLs of the locales other than the one being built, whose pages the runtime must load whole (the default locale's base holds the others' folders). */
function otherLocales(config: ResolvedConfig): string[] | undefined {
  const others = (config.locales ?? []).filter((l) => l !== config.locale && !config.baseUrl.startsWith(l.baseUrl)).map((l) => l.baseUrl);
  return others.length ? others : undefined;
}

/** The locale's translations of the runtime's own strings (those with a `mistdocs.search.` id); none when it has none. */
function runtimeStrings(config: ResolvedConfig): Record<string, string> | undefined {
  const own = Object.entries(config.translations?.theme ?? {}).filter(([id]) => id.startsWith('mistdocs.search.'));
  return own.length ? Object.fromEntries(own) : undefined;
}
