/**
 * The search index stage: rendered pages -> hashed index files and the URLs the pages point at, with
 * the glue that turns docs into the pure indexer's input. Each version's files are memoised by a digest
 * of the indexer's input (kept on disk between builds, beside the Markdown table). Writes nothing (emit.ts writes).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isReactPage } from '../content/load-content.js';
import type { ResolvedConfig } from '../config/load-config.js';
import type { FrontMatter } from '../content/schemas/front-matter.js';
import { FACTS_ANCHOR } from '../shared/anchors.js';
import type { PageMeta } from '../client-api/site-context.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import type { SearchPageInput } from '../search/build-index.js';
import { contextDir } from '../search/contexts.js';
import { indexFileName, planSearchFiles, type SearchFilePlan, type SearchFilesOptions } from '../search/search-files.js';
import { contentHash, packageRoot } from './bundle.js';
import type { Emitted } from './emit.js';
import { codeVersion, loadTable, memoFile, saveTable, type Memo, type MemoTable } from './memo.js';
import type { SearchWorkerJobs, SearchWorkerResult } from './search-worker.js';

/** Where the browser finds a version's index (routes without base URL, with the hash query): known before its files are made. */
export interface SearchAddresses {
  /** The version's main index. */
  indexUrl: string;
  /** Context directory -> its index URL. */
  contexts: { dir: string; url: string }[];
  /** With several docs versions: each version's own, by version name (the fields above are the latest's). */
  byVersion?: Map<string, SearchAddresses>;
}

/** The emitted index files and where the browser finds them. */
export interface SearchIndexes extends SearchAddresses {
  files: Emitted[];
  /** The output paths of the files. */
  paths: string[];
  /** Per index: its first file's bytes, its pieces and their bytes, and its pages, for the build report and the benchmarks. */
  stats: { file: string; bytes: number; pieces: number; pieceBytes: number; pages: number }[];
  byVersion?: Map<string, SearchIndexes>;
}

/** The search index of this run: the addresses at once, the files when they are made. */
export interface SearchStage extends SearchAddresses {
  /** The files: made in a worker thread while the pages render (large sites), else made or reused already. */
  indexes: Promise<SearchIndexes>;
  /** With `defer`: makes the index files when called, in a worker thread for a large site (`indexes` then holds none). */
  later?: () => Promise<Emitted[]>;
}

/** How the search index stage runs. */
export interface SearchStageOptions {
  /** Watch mode: with an index made by an earlier run of the memo, make the files later (see indexSearch). */
  defer?: boolean;
  /** Keep each version's index files on disk (in node_modules/.cache/mistdocs) between processes. */
  persist?: boolean;
  /** What each page's components said about it (a React page's Layout title and description), by doc id. */
  pageMeta?: ReadonlyMap<string, PageMeta>;
}

/** Changes whenever the shape of the persisted table does. */
const TABLE_FORMAT = 'search-table-1';
/** From this many pages to index, the index is made in a worker thread while this one renders pages. */
const WORKER_PAGES = 120;
const WORKER_URL = new URL('./search-worker.js', import.meta.url);

/**
 * The search index of the rendered site. The addresses pages get name a digest of the indexer's input
 * and code, so they are known before the files are made, and a large site's files are made in a worker
 * thread while the caller renders its pages. With `defer` (watch mode) and an index made by an earlier
 * run of the memo, the pages keep that index's addresses (watch mode serves them without caching) and
 * the files are made by `later`, after the pages are written: readers see an edit at once, search a
 * moment later. A version whose input is what an earlier run (or build, with `persist`) indexed gets
 * that run's files.
 */
export async function indexSearch(memo: Memo, config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, options: SearchStageOptions = {}): Promise<SearchStage> {
  const meta = options.pageMeta;
  const first = memo.last<SearchStage>('search index');
  if (options.defer && first) {
    const { indexUrl, contexts, byVersion } = first;
    return { indexUrl, contexts, byVersion, indexes: Promise.resolve({ indexUrl, contexts, files: [], paths: [], stats: [] }), later: () => buildSearchIndexes(config, model, rendered, meta).then((made) => made.files) };
  }
  const table = memo.table<SearchIndexes>('search index files');
  // Each locale keeps its own: its pages are other pages.
  const file = options.persist ? memoFile(config.root, config.locale && !config.locale.isDefault ? `search-${config.locale.name}` : 'search') : undefined;
  if (file && table.entries.size === 0) await loadTable(table, file, searchCodeVersion());
  // The titles as text: the component stage makes a new map each run, the same titles most runs.
  const titles = JSON.stringify([...(meta ?? [])].map(([id, m]) => [id, m.title, m.description]));
  const stage = memo.value('search index', [config, model, rendered, titles], () => startSearchIndexes(config, model, rendered, meta, table, file !== undefined));
  if (file) await stage.indexes.then(() => saveTable(table, file, searchCodeVersion()), () => undefined);
  return stage;
}

/** A fingerprint of the code that makes index files: a persisted table or an address made by other code is not used. */
let searchCode: string | undefined;
function searchCodeVersion(): string {
  const dirs = ['dist/src/search', 'src/search'].map((d) => path.join(packageRoot, d));
  return (searchCode ??= TABLE_FORMAT + codeVersion(dirs, packageRoot, ['wink-nlp-utils']));
}

/** One version's indexer input, and the digest that names its files. */
interface SearchJob {
  version: SiteModel['version'];
  pages: SearchPageInput[];
  options: SearchFilesOptions;
  /** A digest of the pages, the options and the indexing code (a digest rather than the text: the pages hold every word of the site). */
  key: string;
}

/** Each version's indexer input, in the model's order of versions. */
function searchJobs(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, meta?: ReadonlyMap<string, PageMeta>): SearchJob[] {
  const versions = model.versions.length < 2 ? [model.version] : model.versions;
  return versions.map((version) => {
    const pages = searchPagesOf(model, rendered, searchDocsOf(config.search, model, version), config.baseUrl, meta);
    const options: SearchFilesOptions = {
      k1: config.search.k1,
      b: config.search.b,
      fieldWeights: config.search.fieldWeights,
      synonyms: config.search.synonyms,
      readerWords: config.search.readerWords,
      ...(config.locale ? { lang: config.locale.htmlLang } : {}),
      versionPath: version.path.endsWith('/') ? version.path : `${version.path}/`,
      versionName: version.name,
      isLastVersion: version.isLast,
      contexts: config.search.searchContextByPaths,
    };
    // Page by page: one string of the whole site's text would be some 60 MB at 10,000 pages.
    const digest = createHash('sha256').update(searchCodeVersion()).update(JSON.stringify(options));
    for (const page of pages) digest.update(JSON.stringify(page));
    return { version, pages, options, key: digest.digest('base64url') };
  });
}

/** Every listed doc and page, one entry per section, split per version and context (made in a worker thread for a large site). */
export function buildSearchIndexes(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, meta?: ReadonlyMap<string, PageMeta>): Promise<SearchIndexes> {
  return startSearchIndexes(config, model, rendered, meta).indexes;
}

/**
 * The addresses of every version's index now, and its files to come. Versions `table` has indexed are
 * taken from it (and those made are stored in it, as text with `persist`); the others are made in a
 * worker thread when there are many pages to index (the caller renders meanwhile), else here.
 */
function startSearchIndexes(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, meta: ReadonlyMap<string, PageMeta> | undefined, table?: MemoTable<SearchIndexes>, persist = false): SearchStage {
  const jobs = searchJobs(config, model, rendered, meta);
  const reused = jobs.map((job) => table?.reuse(job.version.name, [], () => job.key));
  const missing = jobs.filter((_, i) => !reused[i]);
  const inWorker = missing.reduce((n, job) => n + job.pages.length, 0) >= WORKER_PAGES && existsSync(fileURLToPath(WORKER_URL));
  const plans = inWorker ? planInWorker(missing) : Promise.resolve(missing.map((job) => planSearchFiles(job.pages, job.options)));
  const indexes = plans.then((made) => {
    let next = 0;
    const all = jobs.map((job, i) => {
      if (reused[i]) return reused[i];
      const value = versionIndexes(config, job, made[next++]!, persist);
      table?.set(job.version.name, { key: job.key, value });
      return value;
    });
    table?.keepOnly(new Set(model.versions.map((v) => v.name)));
    return allVersions(model, all);
  });
  // Until the build awaits them, a failure to make the files is not an unhandled rejection.
  indexes.catch(() => undefined);
  const own = jobs.map((job) => addressesOf(config, job));
  if (own.length < 2) return { ...own[0]!, indexes };
  const byVersion = new Map(model.versions.map((v, i) => [v.name, own[i]!]));
  return { ...byVersion.get(model.version.name)!, byVersion, indexes };
}

/** A plan of index files whose JSON may be bytes (as the worker sends it) rather than a string. */
type MadePlan = Omit<SearchFilePlan, 'json' | 'pieces'> & { json: string | Uint8Array; pieces: { name: string; json: string | Uint8Array }[] };

/** Makes the plans of `jobs` in a worker thread (search-worker.ts), in their order; their JSON are views of the one buffer it sends. */
function planInWorker(jobs: SearchJob[]): Promise<MadePlan[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL);
    worker.postMessage(jobs.map((job) => ({ pages: job.pages, options: job.options })) satisfies SearchWorkerJobs);
    worker.once('message', ({ plans, lengths, bytes }: SearchWorkerResult) => {
      let at = 0;
      let i = 0;
      const next = () => bytes.subarray(at, (at += lengths[i++]!));
      resolve(plans.map((list) => list.map((plan) => ({ ...plan, json: next(), pieces: plan.pieces.map((piece) => ({ name: piece.name, json: next() })) }))));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped with exit code ${code} before it was done`)));
  });
}

/** Where one version's pages find its index and its contexts' indexes: named by the job's digest. */
function addressesOf(config: ResolvedConfig, job: SearchJob): Omit<SearchAddresses, 'byVersion'> {
  const { versionPath, versionName, isLastVersion } = job.options;
  const url = (context: string) => `${versionPath}${indexFileName(versionName, isLastVersion, context)}${config.search.hashed ? `?_=${contentHash(`${job.key}/${context}`)}` : ''}`;
  return { indexUrl: url(''), contexts: [...new Set(job.options.contexts.map(contextDir))].filter((dir) => dir !== '').map((dir) => ({ dir, url: url(dir) })) };
}

/** One version's index files and addresses; with `asText`, every file's data is a string (a persisted table is JSON). */
function versionIndexes(config: ResolvedConfig, job: SearchJob, plans: MadePlan[], asText = false): SearchIndexes {
  const data = (json: string | Uint8Array) => (asText && typeof json !== 'string' ? Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8') : json);
  const files = plans.flatMap((p) => [{ name: p.file, json: p.json }, ...p.pieces].map(({ name, json }) => ({ path: `${job.options.versionPath.slice(1)}${name}`, data: data(json) })));
  const bytes = (json: string | Uint8Array) => (typeof json === 'string' ? Buffer.byteLength(json) : json.byteLength);
  return {
    ...addressesOf(config, job),
    files,
    paths: files.map((f) => f.path),
    stats: plans.map((p) => ({ file: p.file, bytes: bytes(p.json), pieces: p.pieces.length, pieceBytes: p.pieces.reduce((n, piece) => n + bytes(piece.json), 0), pages: p.pages })),
  };
}

/** The versions' indexes as one: the latest's addresses, every version's files, and each version by name when there are several. */
function allVersions(model: SiteModel, list: SearchIndexes[]): SearchIndexes {
  if (list.length < 2) return list[0]!;
  const byVersion = new Map(model.versions.map((v, i) => [v.name, list[i]!]));
  return { ...byVersion.get(model.version.name)!, files: list.flatMap((i) => i.files), paths: list.flatMap((i) => i.paths), stats: list.flatMap((i) => i.stats), byVersion };
}

/**
 * The docs a version's search holds, as the search options say: its own docs, and with the latest the
 * docs areas', the blog posts and the standalone pages (React pages by what their components render).
 */
export function searchDocsOf(search: Pick<ResolvedConfig['search'], 'indexDocs' | 'indexBlog' | 'indexPages'>, model: SiteModel, version: SiteModel['version']): SiteModel['docs'] {
  const latest = version === model.version;
  return model.docs.filter((doc) => {
    if (doc.kind === 'post') return latest && search.indexBlog;
    if (doc.kind === 'page') return latest && search.indexPages;
    return search.indexDocs && (version.docIds.has(doc.id) || (latest && model.areas.some((a) => a.docIds.has(doc.id))));
  });
}

/**
 * The pages the search indexes: every listed doc and page (of `docs`, all by default) with its rendered
 * sections, each led by what the site says about it: its description and label, and the texts of the
 * links other pages point at it with (at the section a link's hash names); its keywords and tags are its topics.
 */
export function searchPagesOf(model: SiteModel, rendered: Map<string, MarkdownResult>, docs: readonly SiteModel['docs'][number][] = model.docs, baseUrl = '/', meta?: ReadonlyMap<string, PageMeta>): SearchPageInput[] {
  const anchors = linkTexts(docs, rendered, baseUrl);
  const pages: SearchPageInput[] = [];
  for (const doc of docs) {
    const md = rendered.get(doc.id);
    // Unlisted pages stay out of search as they stay out of the sidebar.
    if (!md || doc.unlisted) continue;
    const crumbs = model.nav.get(doc.route)?.breadcrumbs ?? [];
    // A post's result names its blog ("Blog"), where a doc's names its sidebar categories.
    const blog = doc.kind === 'post' ? model.blogs.find((b) => b.byId.has(doc.id)) : undefined;
    const linked = anchors.get(routeKey(doc.route));
    // A React page is named by its Layout's title and described by its description, as its tab and its preview are.
    const react = isReactPage(doc.file) ? meta?.get(doc.id) : undefined;
    const topics = topicsOf(doc);
    pages.push({
      title: react?.title || doc.title,
      url: doc.route,
      breadcrumb: blog ? [blog.title] : crumbs.slice(0, -1).map((c) => c.label),
      // A React page's file name is no name of its own ('index').
      ...(isReactPage(doc.file) ? {} : { label: doc.sidebarLabel }),
      ...(doc.kind === 'post' ? { post: true } : {}),
      ...(topics ? { topics } : {}),
      // The description is the page's summary (and reference pages say most in front matter), so it leads the intro.
      sections: withLinkTexts(
        linked,
        withFacts(
          factsText(doc.frontMatter),
          // A section that only lists links to other pages ("Related") would rank this page for their names;
          // the intro stays, so a page that is only a list can still be found by its title.
          withDescription(react?.description || introWords(doc), md.sections.filter((s) => s.id === '' || !s.linkList).map((s) => ({ id: s.id, heading: s.heading, text: s.text, code: s.code }))),
        ),
      ),
    });
  }
  return pages;
}

/** Link texts kept per section a link points at: the commonest few, so a page linked from everywhere stays small. */
const LINK_TEXTS_KEPT = 12;
const LINK = /<a\s([^>]*)>([\s\S]*?)<\/a>/g;
const HREF = /\bhref="([^"]*)"/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A route as links are matched to pages: without its trailing slash. */
function routeKey(route: string): string {
  return route.replace(/\/+$/, '') || '/';
}

/**
 * What the site calls each page where it links to it: per route, per anchor ('' for the page), the texts
 * of the links other pages point there with ("Configure remote access", "Docker / Kubernetes / Podman"),
 * the commonest first. Links within a page, to other sites and without words of their own are left out.
 */
function linkTexts(docs: readonly SiteModel['docs'][number][], rendered: Map<string, MarkdownResult>, baseUrl: string): Map<string, Map<string, string[]>> {
  const counts = new Map<string, Map<string, Map<string, number>>>();
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  for (const doc of docs) {
    const md = rendered.get(doc.id);
    if (!md || doc.unlisted) continue;
    const own = routeKey(doc.route);
    for (const [, attributes, inner] of md.html.matchAll(LINK)) {
      const href = HREF.exec(attributes!)?.[1];
      if (!href || !href.startsWith(`${base}/`) || href.startsWith('//')) continue;
      const [path, hash = ''] = href.slice(base.length).split('#');
      const route = routeKey(path!.split('?')[0]!);
      if (route === own) continue;
      const text = inner!.replace(/<[^>]*>/g, ' ').replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? m).replace(/\s+/g, ' ').trim();
      if (!/[\p{L}\p{N}]/u.test(text)) continue;
      const bySection = counts.get(route) ?? counts.set(route, new Map()).get(route)!;
      const texts = bySection.get(hash) ?? bySection.set(hash, new Map()).get(hash)!;
      const key = text.toLowerCase();
      texts.set(key, (texts.get(key) ?? 0) + 1);
    }
  }
  const out = new Map<string, Map<string, string[]>>();
  for (const [route, bySection] of counts) {
    const sections = new Map<string, string[]>();
    for (const [hash, texts] of bySection) sections.set(hash, [...texts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, LINK_TEXTS_KEPT).map(([text]) => text));
    out.set(route, sections);
  }
  return out;
}

/** Each section led by the texts of the links pointing at it too (a link to an anchor the page lacks counts for the intro). */
function withLinkTexts(linked: Map<string, string[]> | undefined, sections: SearchPageInput['sections']): SearchPageInput['sections'] {
  if (!linked) return sections;
  const ids = new Set(sections.map((s) => s.id));
  const texts = (id: string) => [...(linked.get(id) ?? []), ...(id === '' ? [...linked].filter(([hash]) => hash !== '' && !ids.has(hash)).flatMap(([, t]) => t) : [])];
  const out = sections.map((s) => {
    const more = texts(s.id);
    return more.length ? { ...s, anchors: more.join(' ') } : s;
  });
  return out;
}

/**
 * The words of a reference page's fact tables (rendered by the theme from front matter, so not in its
 * Markdown sections): option names and descriptions, payload lines, binaries, codecs, URL patterns.
 */
export function factsText(fm: FrontMatter): string {
  const options = (list: { name: string; description: string; flag?: string }[]) => list.flatMap((o) => [o.name, o.flag ?? '', o.description]);
  const codecs = (c: Record<string, string[] | undefined>) => Object.values(c).flatMap((v) => v ?? []);
  const parts: string[] = [];
  if (fm.trigger) parts.push(...fm.trigger.payload.flatMap((p) => [p.name, p.description]), fm.trigger.response_action, ...fm.trigger.fired_by);
  if (fm.input) parts.push(fm.input.binary, ...fm.input.source_patterns, ...codecs(fm.input.codecs), ...options(fm.input.options));
  if (fm.output) parts.push(fm.output.binary, fm.output.default_port === null ? '' : `default port ${fm.output.default_port}`, ...codecs(fm.output.codecs), ...fm.output.playback_urls, ...fm.output.push_urls, ...fm.output.incoming_push, ...options(fm.output.options));
  if (fm.process) parts.push(fm.process.binary, ...options(fm.process.options));
  return parts.filter(Boolean).join(' ').replace(/`/g, '');
}

/**
 * What leads a page's intro in the index, and its snippet: what the site says about the page itself, its
 * description and its sidebar label when that differs from the title.
 */
function introWords(doc: SiteModel['docs'][number]): string {
  const label = doc.sidebarLabel !== doc.title ? doc.sidebarLabel : '';
  return [doc.description, label].filter(Boolean).join(' ');
}

/**
 * The topics a page declares: its keywords (front matter promises they are searched) and its tags.
 * Searched as its title is; not shown in a snippet, where a list of words reads as noise.
 */
function topicsOf(doc: SiteModel['docs'][number]): string {
  return [...doc.frontMatter.keywords, ...doc.frontMatter.tags.map((t) => (typeof t === 'string' ? t : t.label))].join(' ');
}

/** The fact table as a section of its own (the table's anchor), so its many words do not dilute the page's intro. */
function withFacts(text: string, sections: SearchPageInput['sections']): SearchPageInput['sections'] {
  if (!text) return sections;
  const at = sections[0]?.id === '' ? 1 : 0;
  return [...sections.slice(0, at), { id: FACTS_ANCHOR, heading: 'Reference', text, code: '' }, ...sections.slice(at)];
}

/** The intro led by what the site says about the page (searched as a heading is: see SearchSectionInput.lead). */
function withDescription(description: string, sections: SearchPageInput['sections']): SearchPageInput['sections'] {
  if (!description) return sections;
  const intro = sections[0]?.id === '' ? sections[0] : undefined;
  const rest = intro ? sections.slice(1) : sections;
  return [{ id: '', heading: '', text: intro?.text ?? '', code: intro?.code ?? '', lead: description }, ...rest];
}
