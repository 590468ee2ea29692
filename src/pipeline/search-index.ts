/**
 * The search index stage: rendered pages -> hashed index files and the URLs the pages point at, with
 * the glue that turns docs into the pure indexer's input. Each version's files are memoised by a digest
 * of the indexer's input (kept on disk between builds, beside the Markdown table). Writes nothing (emit.ts writes).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import type { FrontMatter } from '../content/schemas/front-matter.js';
import { FACTS_ANCHOR } from '../shared/anchors.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import type { SearchPageInput } from '../search/build-index.js';
import { planSearchFiles } from '../search/search-files.js';
import { contentHash, packageRoot } from './bundle.js';
import type { Emitted } from './emit.js';
import { codeVersion, loadTable, memoFile, saveTable, type Memo, type MemoTable } from './memo.js';

/** The emitted index files and where the browser finds them (routes without base URL, with the hash query). */
export interface SearchIndexes {
  files: Emitted[];
  /** The output paths of the files. */
  paths: string[];
  /** The version's main index. */
  indexUrl: string;
  /** Context directory -> its index URL. */
  contexts: { dir: string; url: string }[];
  /** Per index: its first file's bytes, its pieces and their bytes, and its pages, for the build report and the benchmarks. */
  stats: { file: string; bytes: number; pieces: number; pieceBytes: number; pages: number }[];
  /** With several docs versions: each version's own index and contexts, by version name (the fields above are the latest's). */
  byVersion?: Map<string, SearchIndexes>;
}

/** The index files of this run, and the addresses pages get. */
export interface SearchStage extends SearchIndexes {
  /** With `defer`: the index files, made when called (`files` is then empty). */
  later?: () => Emitted[];
}

/** How the search index stage runs. */
export interface SearchStageOptions {
  /** Watch mode: with an index made by an earlier run of the memo, make the files later (see indexSearch). */
  defer?: boolean;
  /** Keep each version's index files on disk (in node_modules/.cache/mistdocs) between processes. */
  persist?: boolean;
}

/** Changes whenever the shape of the persisted table does. */
const TABLE_FORMAT = 'search-table-1';

/**
 * The search index of the rendered site. With `defer` (watch mode) and an index made by an earlier run
 * of the memo, the pages keep that index's addresses (watch mode serves them without caching) and the
 * files are made by `later`, after the pages are written: readers see an edit at once, search a moment later.
 * A version whose indexer input is what an earlier run (or build, with `persist`) indexed gets that run's files.
 */
export async function indexSearch(memo: Memo, config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, options: SearchStageOptions = {}): Promise<SearchStage> {
  const first = memo.last<SearchIndexes>('search index');
  if (options.defer && first) return { ...first, files: [], later: () => buildSearchIndexes(config, model, rendered).files };
  const table = memo.table<SearchIndexes>('search index files');
  // Each locale keeps its own: its pages are other pages.
  const file = options.persist ? memoFile(config.root, config.locale && !config.locale.isDefault ? `search-${config.locale.name}` : 'search') : undefined;
  const version = file ? searchCodeVersion() : '';
  if (file && table.entries.size === 0) await loadTable(table, file, version);
  const made = memo.value('search index', [config, model, rendered], () => buildSearchIndexes(config, model, rendered, table));
  if (file) await saveTable(table, file, version);
  return made;
}

/** A fingerprint of the code that makes index files: a persisted table made by other code is not used. */
function searchCodeVersion(): string {
  const dirs = ['dist/src/search', 'src/search'].map((d) => path.join(packageRoot, d));
  return TABLE_FORMAT + codeVersion(dirs, packageRoot, ['wink-nlp-utils']);
}

/** Every listed doc and page, one entry per section, split per version and context; versions `table` has indexed are taken from it. */
export function buildSearchIndexes(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, table?: MemoTable<SearchIndexes>): SearchIndexes {
  const versionIndexes = (version: SiteModel['version'], pages: SearchPageInput[]) => (table ? reuseVersionIndexes(table, config, version, pages) : buildVersionIndexes(config, version, pages));
  let made: SearchIndexes;
  if (model.versions.length < 2) made = versionIndexes(model.version, searchPagesOf(model, rendered));
  else {
    const byVersion = new Map(model.versions.map((v) => [v.name, versionIndexes(v, searchPagesOf(model, rendered, searchDocsOf(model, v)))]));
    const all = [...byVersion.values()];
    const latest = byVersion.get(model.version.name)!;
    made = { ...latest, files: all.flatMap((i) => i.files), paths: all.flatMap((i) => i.paths), stats: all.flatMap((i) => i.stats), byVersion };
  }
  table?.keepOnly(new Set(model.versions.map((v) => v.name)));
  return made;
}

/** One version's index files from `table` when its input (the pages and the search options) is unchanged; made and stored otherwise. */
function reuseVersionIndexes(table: MemoTable<SearchIndexes>, config: ResolvedConfig, version: SiteModel['version'], pages: SearchPageInput[]): SearchIndexes {
  // A digest rather than the text: the pages hold every word of the site.
  const key = createHash('sha256').update(JSON.stringify([config.search, version.name, version.path, version.isLast, pages])).digest('base64url');
  const hit = table.reuse(version.name, [], () => key);
  if (hit) return hit;
  const made = buildVersionIndexes(config, version, pages);
  table.set(version.name, { key, value: made });
  return made;
}

/** The index files of one version (its main index and its contexts). */
function buildVersionIndexes(config: ResolvedConfig, version: SiteModel['version'], pages: SearchPageInput[]): SearchIndexes {
  const model = { version };
  const versionPath = model.version.path.endsWith('/') ? model.version.path : `${model.version.path}/`;
  const plans = planSearchFiles(pages, {
    k1: config.search.k1,
    b: config.search.b,
    fieldWeights: config.search.fieldWeights,
    synonyms: config.search.synonyms,
    ...(config.locale ? { lang: config.locale.htmlLang } : {}),
    versionPath,
    versionName: model.version.name,
    isLastVersion: model.version.isLast,
    contexts: config.search.searchContextByPaths,
  });
  const url = (file: string, json: string) => `${versionPath}${file}${config.search.hashed ? `?_=${contentHash(json)}` : ''}`;
  const main = plans.find((p) => p.context === '')!;
  const files = plans.flatMap((p) => [{ name: p.file, json: p.json }, ...p.pieces].map(({ name, json }) => ({ path: `${versionPath.slice(1)}${name}`, data: json })));
  return {
    files,
    paths: files.map((f) => f.path),
    indexUrl: url(main.file, main.json),
    contexts: plans.filter((p) => p.context !== '').map((p) => ({ dir: p.context, url: url(p.file, p.json) })),
    stats: plans.map((p) => ({ file: p.file, bytes: Buffer.byteLength(p.json), pieces: p.pieces.length, pieceBytes: p.pieces.reduce((n, piece) => n + Buffer.byteLength(piece.json), 0), pages: p.pages })),
  };
}

/** The docs a version's search context holds: its own, and for the latest the standalone pages too. */
function searchDocsOf(model: SiteModel, version: SiteModel['version']): SiteModel['docs'] {
  return model.docs.filter((doc) => (doc.kind === 'page' ? version === model.version : version.docIds.has(doc.id)));
}

/** The pages the search indexes: every listed doc and page (of `docs`, all by default) with its rendered sections. */
export function searchPagesOf(model: SiteModel, rendered: Map<string, MarkdownResult>, docs: readonly SiteModel['docs'][number][] = model.docs): SearchPageInput[] {
  const pages: SearchPageInput[] = [];
  for (const doc of docs) {
    const md = rendered.get(doc.id);
    // Unlisted pages stay out of search as they stay out of the sidebar.
    if (!md || doc.unlisted) continue;
    const crumbs = model.nav.get(doc.route)?.breadcrumbs ?? [];
    pages.push({
      title: doc.title,
      url: doc.route,
      breadcrumb: crumbs.slice(0, -1).map((c) => c.label),
      label: doc.sidebarLabel,
      // The description is the page's summary (and reference pages say most in front matter), so it leads the intro.
      sections: withFacts(
        factsText(doc.frontMatter),
        // A section that only lists links to other pages ("Related") would rank this page for their names;
        // the intro stays, so a page that is only a list can still be found by its title.
        withDescription(introWords(doc), md.sections.filter((s) => s.id === '' || !s.linkList).map((s) => ({ id: s.id, heading: s.heading, text: s.text, code: s.code }))),
      ),
    });
  }
  return pages;
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
  if (fm.output) parts.push(fm.output.binary, ...codecs(fm.output.codecs), ...fm.output.playback_urls, ...fm.output.push_urls, ...options(fm.output.options));
  if (fm.process) parts.push(fm.process.binary, ...options(fm.process.options));
  return parts.filter(Boolean).join(' ').replace(/`/g, '');
}

/** What leads a page's intro in the index: its description, its sidebar label when that differs from the title, and its keywords (front matter promises they are searched). */
function introWords(doc: SiteModel['docs'][number]): string {
  const label = doc.sidebarLabel !== doc.title ? doc.sidebarLabel : '';
  return [doc.description, label, ...doc.frontMatter.keywords].filter(Boolean).join(' ');
}

/** The fact table as a section of its own (the table's anchor), so its many words do not dilute the page's intro. */
function withFacts(text: string, sections: SearchPageInput['sections']): SearchPageInput['sections'] {
  if (!text) return sections;
  const at = sections[0]?.id === '' ? 1 : 0;
  return [...sections.slice(0, at), { id: FACTS_ANCHOR, heading: 'Reference', text, code: '' }, ...sections.slice(at)];
}

function withDescription(description: string, sections: SearchPageInput['sections']): SearchPageInput['sections'] {
  if (!description) return sections;
  const intro = sections[0]?.id === '' ? sections[0] : undefined;
  const rest = intro ? sections.slice(1) : sections;
  return [{ id: '', heading: '', text: `${description} ${intro?.text ?? ''}`.trim(), code: intro?.code ?? '' }, ...rest];
}
