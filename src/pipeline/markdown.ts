/**
 * The Markdown stage: every doc's body -> HTML, TOC and search sections, memoised per doc. A doc is
 * rendered again only when what its render read changed: its source, its route and cards, the build's
 * settings, or the answer to a link or image lookup it made. Misses render in worker threads when there
 * are many, in this thread otherwise. `build` and `check` keep the table on disk between runs.
 */
import { originalPath } from '../config/locales.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../shared/magic-comments.js';
import { allSources, type LoadedContent, type SourceDoc } from '../content/load-content.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { MarkdownInput, MarkdownProcessor, MarkdownResult } from '../markdown/processor.js';
import { ADMONITION_TITLE_IDS, type AdmonitionTitles } from '../markdown/plugins/remark-admonitions.js';
import { isStylesheet } from '../markdown/module-key.js';
import { hasSitePlugins } from '../markdown/site-plugins.js';
import { cardsFor } from '../model/sidebars.js';
import type { SiteModel } from '../model/site-model.js';
import type { CardItem } from '../shared/types.js';
import type { AssetTable } from './assets.js';
import { packageRoot } from './bundle.js';
import { poolAvailable, POOL_THRESHOLD, renderInPool, type MarkdownPool, type PoolOutput } from './markdown-pool.js';
import { codeVersion, loadTable, memoFile, saveTable, type Memo, type Read } from './memo.js';
import { imageRoots } from './sources.js';
import { TRUNCATE_HTML } from './blog-props.js';
import { partialHash, readPartialFile } from './partials.js';
import type { PageModules } from './page-modules.js';
import type { Emitted } from './emit.js';
import { siteCandidates, sitePathOf } from '../shared/site-path.js';

/** The rendered Markdown of every doc, which of them this run rendered, and what the renders reported. */
export interface MarkdownStage {
  /** By doc id; the same Map object as the last run's while no doc was rendered again. */
  rendered: Map<string, MarkdownResult>;
  /** Doc ids rendered in this run (the others were reused). */
  renderedDocs: string[];
  /** By doc id: a digest of its rendered result, the same in every process (what a later stage can key its own persisted results on). */
  digests: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Media the code modules the pages import bundled (see page-modules.ts), to be written with the site. */
  files?: Emitted[];
  /** The stylesheets the pages import, as one stylesheet (see page-modules.ts). */
  css?: Emitted;
}

export interface MarkdownStageOptions {
  /** Workers started early (while content was read), used when enough docs miss. */
  pool?: MarkdownPool;
  /** Keep the table on disk (in node_modules/.cache/mistdocs) between processes. */
  persist?: boolean;
  /** Told as docs finish rendering (not called when nothing needs rendering). */
  onProgress?: (done: number, total: number) => void;
}

type Entry = { result: MarkdownResult; digest: string };
/** A doc link's answer (the target's route) comes from the model, an input of every entry: while it is the same object, so is the answer. */
const ROUTE_READS: ReadonlySet<string> = new Set(['doc']);
const TABLE = 'markdown';
/** Changes whenever the shape of the persisted table does. */
const TABLE_FORMAT = 'markdown-table-3';

/** Where `build` and `check` keep the rendered Markdown of the site at `root`, if anywhere. */
export function markdownTableFile(root: string, locale?: { name: string; isDefault: boolean }): string | undefined {
  // Each locale keeps its own: the same doc reads differently in each.
  return memoFile(root, locale && !locale.isDefault ? `markdown-${locale.name}` : 'markdown');
}

/** Whether the site has Docusaurus's global MDX components of its own (`src/theme/MDXComponents`, a file or a folder's index). */
export function hasThemeComponents(root: string): boolean {
  const base = path.join(root, 'src/theme/MDXComponents');
  return ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'].some((ext) => existsSync(base + ext));
}

/** A fingerprint of everything that shapes rendered Markdown: mistdocs' Markdown code and the highlighter's grammars. */
function markdownCodeVersion(): string {
  const dirs = [path.join(packageRoot, 'dist/src/markdown'), path.join(packageRoot, 'src/markdown')];
  return TABLE_FORMAT + codeVersion(dirs, packageRoot, ['lowlight', 'highlight.js', 'remark-parse', 'remark-gfm', 'remark-directive', 'micromark-extension-directive', 'remark-mdx', 'micromark-extension-mdxjs', 'remark-rehype', 'rehype-stringify', 'node-emoji']);
}

/** The admonition titles the locale translates (its code.json, or the strings Docusaurus ships for its language), or undefined. */
function admonitionTitles(config: ResolvedConfig): AdmonitionTitles | undefined {
  const theme = config.translations?.theme;
  if (!theme) return undefined;
  const titles = Object.fromEntries(ADMONITION_TITLE_IDS.filter(([, id]) => typeof theme[id] === 'string').map(([type, id]) => [type, theme[id]!]));
  return Object.keys(titles).length ? titles : undefined;
}

/** Renders the Markdown of every doc of `model` whose memoised result is stale. */
export async function renderMarkdown(memo: Memo, config: ResolvedConfig, model: SiteModel, content: LoadedContent, assets: AssetTable, options: MarkdownStageOptions = {}): Promise<MarkdownStage> {
  const table = memo.table<Entry>(TABLE);
  const plugins = hasSitePlugins(config.markdown);
  const themeComponents = hasThemeComponents(config.root);
  const titlesKey = JSON.stringify(admonitionTitles(config) ?? null);
  const prismKey = JSON.stringify(config.prism);
  // The code of the site's own plugins (and what they import) can change between runs without anything
  // this process could fingerprint, so a site with plugins keeps no table on disk.
  const file = options.persist && !plugins ? markdownTableFile(config.root, config.locale) : undefined;
  const pluginsKey = plugins ? memo.value('markdown plugins key', [config.markdown], () => fingerprintPlugins(config.markdown)) : '';
  const version = file ? markdownCodeVersion() : '';
  if (file && table.entries.size === 0) await loadTable(table, file, version);

  const routeByRelPath = memo.value('doc routes', [model], () => new Map(model.docs.map((doc) => [relPathOf(config, doc.file).replace(/^docs\//, ''), doc.route])));
  const cards = memo.value('category cards', [model], () => categoryCards(model));
  // A partial's text is read once a run, whichever pages import it (its hash is what a render recorded).
  const contentDir = path.resolve(config.root, config.contentDir);
  const partials = new Map<string, string | undefined>();
  // `@site/` partials may be anywhere in the site's folder (its src/), as in Docusaurus.
  const partialRoots = [...imageRoots(config), path.resolve(config.root)];
  const readPartial = (contentPath: string) => {
    if (!partials.has(contentPath)) partials.set(contentPath, readPartialFile(contentDir, contentPath, partialRoots));
    return partials.get(contentPath);
  };
  const sources = new Map(allSources(content).map((d) => [d.file, d]));
  const pageModules = await bundleExpressionModules(memo, config, model, sources, readPartial);
  const answer = (kind: string, input: string) => (kind === 'doc' ? routeByRelPath.get(input) : kind === 'partial' ? partialHash(readPartial(input)) : kind === 'module' ? pageModules?.modules.get(input)?.hash : assets.resolve(input));

  const rendered = new Map<string, MarkdownResult>();
  const digests = new Map<string, string>();
  const misses: { id: string; inputs: unknown[]; key: string; input: MarkdownInput }[] = [];
  for (const doc of model.docs) {
    const source = sources.get(doc.file)!;
    // The body is represented by its hash: serialising every body on each rebuild would cost more than rendering one page.
    let key = '';
    const keyOf = () =>
      (key = JSON.stringify([source.bodyHash, source.bodyLine, relPathOf(config, doc.file), doc.route, doc.frontMatter.toc_min_heading_level, doc.frontMatter.toc_max_heading_level, cards.get(doc.route), config.baseUrl, config.toc, config.markdown.format, config.markdown.mdx1Compat, config.markdown.githubCodeblock, themeComponents, titlesKey, prismKey, ...(plugins ? [pluginsKey, doc.frontMatter] : isMdx(config, doc.file) ? [doc.frontMatter] : [])]));
    const inputs = [source, model];
    const hit = table.reuse(doc.id, inputs, keyOf, answer, ROUTE_READS);
    if (hit) {
      rendered.set(doc.id, hit.result);
      digests.set(doc.id, hit.digest);
    } else misses.push({ id: doc.id, inputs, key: key || keyOf(), input: markdownInput(config, doc, source, cards.get(doc.route), plugins) });
  }

  const outputs = await renderMisses(memo, config, misses.map((m) => m.input), routeByRelPath, answer, readPartial, options, pageModules);
  misses.forEach((miss, i) => {
    const { result, lookups } = outputs[i]!;
    const digest = createHash('sha1').update(JSON.stringify(result)).digest('base64url');
    table.set(miss.id, { inputs: miss.inputs, key: miss.key, reads: lookups, value: { result, digest } });
    rendered.set(miss.id, result);
    digests.set(miss.id, digest);
  });
  // Assets the workers resolved are registered here too, so they are emitted.
  for (const out of outputs) for (const [kind, input] of out.lookups) if (kind === 'asset') assets.resolve(input);
  table.keepOnly(new Set(rendered.keys()));
  if (file) await saveTable(table, file, version);

  // In model order, as a cold build makes it; the last run's Map while nothing was rendered again.
  const ordered = new Map(model.docs.map((doc) => [doc.id, rendered.get(doc.id)!]));
  const settled = memo.settle('rendered markdown', ordered, sameEntries);
  return { rendered: settled, renderedDocs: misses.map((m) => m.id), digests, diagnostics: messagesOf(config, model, settled), ...(pageModules?.files.length ? { files: pageModules.files } : {}), ...(pageModules?.css ? { css: pageModules.css } : {}) };
}

/**
 * The code modules the MDX pages' expressions import, bundled for them (page-modules.ts, loaded only
 * when a page imports code); undefined for a site whose pages import none, as the manual's.
 */
async function bundleExpressionModules(memo: Memo, config: ResolvedConfig, model: SiteModel, sources: Map<string, SourceDoc>, readPartial: (contentPath: string) => string | undefined): Promise<PageModules | undefined> {
  const importing = memo.value('importing pages', [model, sources], () =>
    model.docs.flatMap((doc) => {
      const source = sources.get(doc.file);
      return source && isMdx(config, doc.file) && /^[ \t]*import\s/m.test(source.body) ? [{ body: source.body, relDir: relDirOf(config, doc.file) }] : [];
    }),
  );
  if (importing.length === 0) return undefined;
  const { bundlePageModules, expressionImports, partialImports } = await import('./page-modules.js');
  const { contentPathOf } = await import('../markdown/mdx-partials.js');
  const siteDir = siteDirOf(config);
  const keys = new Set<string>();
  // The pages, and the partials they import (theirs too), as the Markdown stage will read them.
  const queue = [...importing];
  const seen = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const key of expressionImports(file.body, file.relDir)) keys.add(key);
    for (const specifier of partialImports(file.body)) {
      const rest = sitePathOf(specifier);
      const places = rest === undefined ? [contentPathOf(specifier, file.relDir)] : siteCandidates(rest, (r) => path.posix.join(siteDir, r), (r) => r);
      const at = places.find((p) => p !== undefined && !seen.has(p) && readPartial(p) !== undefined);
      if (at === undefined) continue;
      seen.add(at);
      queue.push({ body: readPartial(at)!, relDir: path.posix.dirname(at) });
    }
  }
  if (keys.size === 0) return undefined;
  // A stylesheet a page imports goes through the site's PostCSS, as its components' do.
  const postcss = [...keys].some(isStylesheet) ? (await (await import('./postcss.js')).readSitePostcss(memo, config)).postcss : undefined;
  const site = { root: config.root, contentDir: path.resolve(config.root, config.contentDir), staticDir: path.resolve(config.root, config.staticDir), baseUrl: config.baseUrl, ...(postcss ? { postcss } : {}) };
  return bundlePageModules(memo, [...keys].sort(), site);
}

/** Renders `inputs` in worker threads when there are many, in this thread otherwise; outputs in input order. */
async function renderMisses(
  memo: Memo,
  config: ResolvedConfig,
  inputs: MarkdownInput[],
  routeByRelPath: ReadonlyMap<string, string>,
  answer: (kind: string, input: string) => string | undefined,
  readPartial: (contentPath: string) => string | undefined,
  options: MarkdownStageOptions,
  pageModules?: PageModules,
): Promise<PoolOutput[]> {
  if (inputs.length === 0) return [];
  // The site's own plugins are functions, which cannot be sent to a worker thread: a site that has
  // any renders in this thread (and may then use asynchronous plugins).
  const plugins = hasSitePlugins(config.markdown);
  const themeComponents = hasThemeComponents(config.root);
  if (inputs.length >= POOL_THRESHOLD && poolAvailable() && !plugins) {
    const contentDir = path.resolve(config.root, config.contentDir);
    const assetRoots = imageRoots(config);
    const titles = admonitionTitles(config);
    const modules = pageModules ? { modules: [...pageModules.modules].map(([key, m]): [string, string, string] => [key, m.code, m.hash]) } : {};
    const init = { baseUrl: config.baseUrl, toc: config.toc, routes: [...routeByRelPath], contentDir, siteRoot: path.resolve(config.root), staticDir: path.resolve(config.root, config.staticDir), ...modules, ...(assetRoots.length ? { assetRoots } : {}), ...(themeComponents ? { themeComponents } : {}), ...(titles ? { admonitionTitles: titles } : {}), ...prismOptions(config), ...(config.markdown.githubCodeblock ? { githubReferences: config.markdown.githubCodeblock } : {}) };
    return options.pool ? options.pool.render(init, inputs, options.onProgress) : renderInPool(init, inputs, options.onProgress);
  }
  const processor = await inProcessMarkdown(memo, config);
  const outputs: PoolOutput[] = [];
  for (const input of inputs) {
    const lookups: Read[] = [];
    processor.resolve = (kind, question) => {
      const output = answer(kind, question);
      lookups.push([kind, question, output]);
      return output;
    };
    processor.readPartial = (contentPath) => {
      const text = readPartial(contentPath);
      lookups.push(['partial', contentPath, partialHash(text)]);
      return text;
    };
    processor.readModule = (key) => {
      const module = pageModules?.modules.get(key);
      lookups.push(['module', key, module?.hash]);
      return module?.code;
    };
    const result = plugins ? await processor.markdown.renderAsync(input) : processor.markdown.render(input);
    outputs.push({ result, lookups });
    options.onProgress?.(outputs.length, inputs.length);
  }
  return outputs;
}

/** A digest of the site's plugin lists: each plugin's name and source text, and its options. */
function fingerprintPlugins(markdown: ResolvedConfig['markdown']): string {
  try {
    const text = JSON.stringify(markdown, (_key, value: unknown) => (typeof value === 'function' ? `${value.name}:${String(value)}` : value instanceof RegExp ? String(value) : value));
    return createHash('sha1').update(text).digest('base64url');
  } catch {
    // Options that cannot be written out (cycles): never reuse a render across a change of config.
    return `unkeyed-${Date.now()}-${Math.random()}`;
  }
}

/**
 * Path of a content file below the content folder: `docs/a/b.md`. A released version's doc keeps its
 * path from the site root (`versioned_docs/version-1.0/a/b.md`), so its links resolve inside its version.
 */
/** The code block options of `prism` the processor takes, when they are not the defaults. */
function prismOptions(config: ResolvedConfig): { magicComments?: MagicComment[]; additionalLanguages?: string[] } {
  const own = JSON.stringify(config.prism.magicComments) !== JSON.stringify(DEFAULT_MAGIC_COMMENTS);
  return { ...(own ? { magicComments: config.prism.magicComments } : {}), ...(config.prism.additionalLanguages.length ? { additionalLanguages: config.prism.additionalLanguages } : {}) };
}

function relPathOf(config: ResolvedConfig, file: string): string {
  const prefix = `${config.contentDir}/`;
  // A translation resolves its links and images as the file it translates does.
  const original = originalPath(config, file);
  return original.startsWith(prefix) ? original.slice(prefix.length) : original;
}

function markdownInput(config: ResolvedConfig, doc: SiteModel['docs'][number], source: SourceDoc, cards: CardItem[] | undefined, plugins: boolean): MarkdownInput {
  const rel = relPathOf(config, doc.file);
  // A translation also looks for its images beside itself first.
  const original = originalPath(config, doc.file);
  return {
    // What Docusaurus gives plugins: the file's path and its front matter (which MDX expressions see too).
    ...(plugins ? { path: path.resolve(config.root, doc.file) } : {}),
    ...(plugins || isMdx(config, doc.file) ? { frontMatter: doc.frontMatter } : {}),
    // A post's truncate marker becomes an element the blog's pages cut its excerpt at (see blog-props.ts).
    body: doc.kind === 'post' ? source.body.replace(TRUNCATE_LINE, `${TRUNCATE_HTML}\n`) : source.body,
    bodyLine: source.bodyLine,
    mdx: isMdx(config, doc.file),
    ...(config.markdown.mdx1Compat ? { mdx1: true } : {}),
    relPath: rel.replace(/^(docs|pages)\//, ''),
    relDir: relDirOf(config, doc.file),
    ...(original !== doc.file ? { ownDir: path.posix.relative(config.contentDir, path.posix.dirname(doc.file)) } : {}),
    ...areaDirOf(config, original),
    route: doc.route,
    // A post's footnotes get ids of its own, as Docusaurus's blog gives them: its list pages show several posts.
    ...(doc.kind === 'post' ? { footnoteSuffix: `-${createHash('md5').update(rel).digest('hex').slice(0, 6)}` } : {}),
    tocMin: doc.frontMatter.toc_min_heading_level,
    tocMax: doc.frontMatter.toc_max_heading_level,
    cards,
  };
}

/** The site's folder seen from the content folder (`..`), posix. */
export function siteDirOf(config: ResolvedConfig): string {
  return path.relative(path.resolve(config.root, config.contentDir), path.resolve(config.root)).split(path.sep).join('/');
}

/** The folder of a doc's file in the content folder, which its images and imports are taken from; a released version's docs sit beside it. */
function relDirOf(config: ResolvedConfig, file: string): string {
  const rel = relPathOf(config, file);
  const original = originalPath(config, file);
  return original.startsWith(`${config.contentDir}/`) ? path.posix.dirname(rel) : path.posix.relative(config.contentDir, path.posix.dirname(original));
}

/** A docs area's folder, for a doc of that area or its translation's original (its links to .md files start from there). */
function areaDirOf(config: ResolvedConfig, file: string): { areaDir?: string } {
  const area = config.docsAreas.find((a) => file.startsWith(`${toPosixPath(config.contentDir)}/${a.path.replace(/\/+$/, '')}/`));
  return area ? { areaDir: area.path.replace(/\/+$/, '') } : {};
}

function toPosixPath(p: string): string {
  return p.split(path.sep).join('/');
}
/** A truncate marker on a line of its own (`<!-- truncate -->` or `{/* truncate *\/}`), as Docusaurus reads it. */
const TRUNCATE_LINE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** Whether the doc file is read as MDX (an `.mdx` file, or every file with `markdown.format: 'mdx'`). */
function isMdx(config: ResolvedConfig, file: string): boolean {
  // A React page (src/pages/x.tsx) is read as the MDX page that renders it.
  return /\.[jt]sx?$/.test(file) || config.markdown.format === 'mdx' || (config.markdown.format === 'detect' && file.endsWith('.mdx'));
}

function sameEntries(a: Map<string, MarkdownResult>, b: Map<string, MarkdownResult>): boolean {
  if (a.size !== b.size) return false;
  const before = [...a];
  let i = 0;
  for (const [id, result] of b) {
    const [oldId, oldResult] = before[i++]!;
    if (id !== oldId || result !== oldResult) return false;
  }
  return true;
}

const POLICY_LEVELS = ['ignore', 'log', 'warn', 'throw'] as const;

/** What the renders reported, as diagnostics of their files (a link to no doc as the stricter of `onBrokenMarkdownLinks` and `onBrokenLinks` says). */
function messagesOf(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const markdownLinks = POLICY_LEVELS[Math.max(POLICY_LEVELS.indexOf(config.onBrokenMarkdownLinks), POLICY_LEVELS.indexOf(config.onBrokenLinks))];
  // A partial imported by several pages reports its problems once.
  const partialMessages = new Set<string>();
  for (const doc of model.docs) {
    for (const m of rendered.get(doc.id)!.messages) {
      const broken = m.ruleId === 'links/broken-md-link';
      if (broken && (markdownLinks === 'ignore' || markdownLinks === 'log')) continue;
      if (m.file) {
        const key = JSON.stringify([m.file, m.line, m.column, m.ruleId, m.reason]);
        if (partialMessages.has(key)) continue;
        partialMessages.add(key);
      }
      const severity = m.fatal || (broken && markdownLinks === 'throw') ? 'error' : 'warning';
      out.push({ severity, code: m.ruleId ?? 'markdown', message: m.reason, hint: m.hint, file: m.file ? path.posix.join(config.contentDir, m.file) : doc.file, line: m.line, column: m.column });
    }
  }
  return out;
}

/** Cards for doc pages that are a category's own page (`:::cards`), made as the generated index pages make theirs. */
function categoryCards(model: SiteModel): Map<string, CardItem[]> {
  const out = new Map<string, CardItem[]>();
  const lookup = { docsById: new Map(model.docs.map((d) => [d.id, d])) };
  const generated = new Set(model.generatedIndexes.map((g) => g.route));
  const walk = (items: SiteModel['version']['sidebars'][number]['items']) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && !generated.has(item.href)) out.set(item.href, cardsFor(item.items, lookup));
      walk(item.items);
    }
  };
  for (const version of [...model.versions, ...model.areas]) for (const sidebar of version.sidebars) walk(sidebar.items);
  return out;
}

interface InProcessMarkdown {
  markdown: MarkdownProcessor;
  /** Answers the lookups of the render in progress (swapped per doc, to record what it read). */
  resolve: (kind: 'doc' | 'asset', input: string) => string | undefined;
  /** Reads the partials of the render in progress (swapped per doc, like `resolve`). */
  readPartial: (contentPath: string) => string | undefined;
  /** The bundled code modules the render in progress imports (swapped per doc, like `resolve`). */
  readModule: (key: string) => string | undefined;
}

/**
 * The in-process processor; a warm memo keeps it (and its compiled grammars) across rebuilds. Its module
 * (unified, every grammar) is imported only here: a build whose Markdown all comes from the table never loads it.
 */
async function inProcessMarkdown(memo: Memo, config: ResolvedConfig): Promise<InProcessMarkdown> {
  const { createHighlighter, createMarkdownProcessor } = await import('../markdown/processor.js');
  const themeComponents = hasThemeComponents(config.root);
  const titles = admonitionTitles(config);
  return memo.value('markdown processor', [config.baseUrl, JSON.stringify(config.toc), config.markdown, themeComponents, JSON.stringify(titles ?? null), JSON.stringify(config.prism)], () => {
    const made: InProcessMarkdown = {
      resolve: () => undefined,
      readPartial: () => undefined,
      readModule: () => undefined,
      markdown: createMarkdownProcessor({
        baseUrl: config.baseUrl,
        toc: config.toc,
        resolveDocPath: (rel) => made.resolve('doc', rel),
        resolveAsset: (contentPath) => made.resolve('asset', contentPath),
        readPartial: (contentPath) => made.readPartial(contentPath),
        readModule: (key) => made.readModule(key),
        siteDir: siteDirOf(config),
        highlighter: createHighlighter(config.prism.additionalLanguages),
        ...(prismOptions(config).magicComments ? { magicComments: config.prism.magicComments } : {}),
        ...(config.markdown.githubCodeblock ? { githubReferences: config.markdown.githubCodeblock } : {}),
        plugins: config.markdown,
        themeComponents,
        ...(titles ? { admonitionTitles: titles } : {}),
      }),
    };
    return made;
  });
}

/** How long `warmMarkdown` may render sample pages in all (it yields between them, and stops at a change). */
const WARM_MS = 2000;

/** Per memo: the next sample page to render and the milliseconds spent so far. */
const warming = new WeakMap<Memo, { next: number; spent: number }>();

/**
 * Readies the memo's in-process processor while the author is not editing: an edit after `serve --watch`
 * starts (whose cold build rendered in worker threads) then renders as fast as it can, without first
 * compiling the code paths and every highlighting grammar. V8 optimises the pipeline only after it has
 * read some Markdown: one 6.7 KB page of the shared corpus renders in 25-40 ms after one page, 9-17 ms
 * after 10 and 8-11 ms after 30 (the longest, which take some 1.2 s), so this renders pages, one per
 * turn of the event loop, for up to WARM_MS in all. A change stops it; called again after that
 * rebuild, it goes on where it stopped. Resolves true once the time is spent or every page was rendered.
 */
export async function warmMarkdown(memo: Memo, config: ResolvedConfig, content: LoadedContent, stop: () => boolean = () => false): Promise<boolean> {
  const state = warming.get(memo) ?? { next: 0, spent: 0 };
  warming.set(memo, state);
  const processor = await inProcessMarkdown(memo, config);
  processor.resolve = () => undefined;
  processor.readPartial = () => undefined;
  processor.readModule = () => undefined;
  // The longest pages first, which use the most of the pipeline (tables, code, admonitions); results are thrown away.
  const samples = [...content.docs].sort((a, b) => b.body.length - a.body.length);
  while (state.next < samples.length && state.spent < WARM_MS && !stop()) {
    const source = samples[state.next]!;
    const started = performance.now();
    processor.markdown.render({ body: source.body, bodyLine: source.bodyLine, relPath: source.relPath, relDir: '', route: '/' });
    if (state.next === 0) processor.markdown.highlightAll();
    state.spent += performance.now() - started;
    state.next++;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return state.next >= samples.length || state.spent >= WARM_MS;
}
