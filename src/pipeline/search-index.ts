/**
 * The search index stage: rendered pages -> hashed index files and the URLs the pages point at, with
 * the glue that turns docs into the pure indexer's input. Writes nothing (emit.ts writes).
 */
import type { ResolvedConfig } from '../config/load-config.js';
import type { FrontMatter } from '../content/schemas/front-matter.js';
import { FACTS_ANCHOR } from '../shared/anchors.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import type { SearchPageInput } from '../search/build-index.js';
import { planSearchFiles } from '../search/search-files.js';
import { contentHash } from './bundle.js';
import type { Emitted } from './emit.js';
import type { Memo } from './memo.js';

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

/**
 * The search index of the rendered site. With `defer` (watch mode) and an index made by an earlier run
 * of the memo, the pages keep that index's addresses (watch mode serves them without caching) and the
 * files are made by `later`, after the pages are written: readers see an edit at once, search a moment later.
 */
export function indexSearch(memo: Memo, config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>, defer: boolean): SearchStage {
  const first = memo.last<SearchIndexes>('search index');
  if (defer && first) return { ...first, files: [], later: () => buildSearchIndexes(config, model, rendered).files };
  return memo.value('search index', [config, model, rendered], () => buildSearchIndexes(config, model, rendered));
}

/** Every listed doc and page, one entry per section, split per version and context. */
export function buildSearchIndexes(config: ResolvedConfig, model: SiteModel, rendered: Map<string, MarkdownResult>): SearchIndexes {
  if (model.versions.length < 2) return buildVersionIndexes(config, model.version, searchPagesOf(model, rendered));
  const byVersion = new Map(model.versions.map((v) => [v.name, buildVersionIndexes(config, v, searchPagesOf(model, rendered, searchDocsOf(model, v)))]));
  const all = [...byVersion.values()];
  const latest = byVersion.get(model.version.name)!;
  return { ...latest, files: all.flatMap((i) => i.files), paths: all.flatMap((i) => i.paths), stats: all.flatMap((i) => i.stats), byVersion };
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
