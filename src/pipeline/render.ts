/**
 * The render stage: the props every page shares, then each page's HTML document and route chunk,
 * memoised per page in two steps. A page's own markup (React) is made again only when its props
 * changed; its document (own markup + its part of the shared sidebar, and the shell) only when its
 * markup or the shared parts did. A body edit so renders one page; a title edit renders the pages whose
 * props show it and puts every other page's markup into the new sidebar without React. The sidebar
 * data files (the rest of the sidebar, fetched by the runtime) are written with the pages. When the
 * output folder already holds a page made from the same props by the same code (the writer keeps a
 * record of it between builds), the page is not rendered at all.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { DocsVersion, SiteModel } from '../model/site-model.js';
import type { PageProps, SiteProps } from '../render/props.js';
import { createPageRenderer, type PageParts, type PageRenderer } from '../render/render-page.js';
import { contentHash, packageRoot, type Bundle } from './bundle.js';
import type { Emitted } from './emit.js';
import { codeVersion, type Memo } from './memo.js';
import { pagePropsOf, pageSlots, referenceLinks, siteProps, type PagePropsContext, type PageSlot } from './page-props.js';
import type { SearchAddresses } from './search-index.js';

/** The props every page shares, and what they render to once for all pages. */
export interface SharedParts {
  site: SiteProps;
  /** Stands for everything shared but the sidebar (the template and the site props without it): the same object while that is unchanged. */
  shell: object;
  /** Renders pages with the site's sidebar and shell; the same object while neither changed. */
  renderer: PageRenderer;
  /** A digest of everything shared (template, site props, sidebar), the same in every process. */
  digest: string;
}

/**
 * The shared props and renderer of each docs version's pages, by version name (the latest's also serve
 * pages of no version): each version's sidebar is prepared once for all its pages.
 */
export function shareVersionProps(memo: Memo, config: ResolvedConfig, model: SiteModel, bundle: Bundle, search: SearchAddresses, template: string): Map<string, SharedParts> {
  // The latest version keeps the memo names a site of one version has always used.
  return new Map([...model.versions, ...model.areas].map((version) => [version.name, shareSiteProps(memo, config, model, bundle, search, template, version)]));
}

/** The shared props and renderer; with early cut-off, so a model change that leaves them as they were renders nothing again. */
export function shareSiteProps(memo: Memo, config: ResolvedConfig, model: SiteModel, bundle: Bundle, search: SearchAddresses, template: string, version: DocsVersion = model.version): SharedParts {
  const suffix = version === model.version ? '' : ` ${version.name}`;
  const indexes = [search, ...(search.byVersion?.values() ?? [])];
  const urls = indexes.flatMap((index) => [index.indexUrl, ...index.contexts.map((c) => c.url)]).join('\n');
  const shared = memo.value(
    `site props${suffix}`,
    [config, model, bundle, urls, template],
    () => {
      const site = siteProps(config, model, bundle, search, version);
      const shellKey = template + JSON.stringify({ ...site, sidebars: undefined });
      const sidebarKey = JSON.stringify(site.sidebars);
      return { site, shellKey, sidebarKey, digest: createHash('sha1').update(shellKey).update(sidebarKey).digest('base64url') };
    },
    (a, b) => a.shellKey === b.shellKey && a.sidebarKey === b.sidebarKey,
  );
  return {
    site: shared.site,
    shell: memo.value(`shell${suffix}`, [shared.shellKey], () => ({})),
    renderer: memo.value(`renderer${suffix}`, [shared.site, template], () => createPageRenderer(shared.site, template, { hash: contentHash })),
    digest: shared.digest,
  };
}

/** What the render stage did. */
export interface RenderStage {
  pages: number;
  /** Routes whose document was made again in this run. */
  rebuilt: string[];
}


/** Where the render stage's files go. */
export interface RenderOutput {
  emit: (file: Emitted) => void;
  /**
   * Whether the output folder already holds the file at `path` made from inputs of digest `key` (then it
   * counts as emitted and the page is not rendered). Absent when nothing is kept between builds.
   */
  keep?: (path: string, key: string) => boolean;
}

/** Renders every page whose memoised document is stale and hands each page's files to `output`, in page order. */
export function renderPages(
  memo: Memo,
  context: Omit<PagePropsContext, 'site' | 'links'> & { shared: Map<string, SharedParts>; digests: Map<string, string>; navbarPages?: ReadonlyMap<string, PageProps['navbar']> },
  output: RenderOutput,
  onProgress?: (done: number, total: number) => void,
): RenderStage {
  const { model, rendered, gitDates } = context;
  const slots = memo.value('page slots', [model], () => pageSlots(model));
  const latest = context.shared.get(model.version.name)!;
  const links = memo.value('reference links', [model], () => referenceLinks(model));
  const own = memo.table<PageParts>('page markup', { bulky: true });
  const documents = memo.table<string>('page documents', { bulky: true });
  const code = output.keep ? memo.value('render code version', [], renderCodeVersion) : '';
  const rebuilt: string[] = [];
  for (const shared of context.shared.values()) shared.renderer.files.forEach(output.emit);
  slots.forEach((slot, i) => {
    const shared = (slot.version && context.shared.get(slot.version.name)) || latest;
    const md = slot.kind === 'doc' ? rendered.get(slot.doc.id) : undefined;
    let page: PageProps | undefined;
    // The site's own navbar items that read the page, as this page draws them.
    const navbar = context.navbarPages?.get(slot.route);
    const pageOf = () => (page ??= navbar ? { ...pagePropsOf(slot, { ...context, site: shared.site, links }), navbar } : pagePropsOf(slot, { ...context, site: shared.site, links }));
    // The document's inputs as a digest that means the same in the next process: the writer keeps it beside the file.
    const key = output.keep ? createHash('sha1').update(`${code}\n${shared.digest}\n${slot.route}\n${stableMarkupKey(slot, pageOf(), context.digests)}`).digest('base64url') : undefined;
    if (key && output.keep!(slot.path, key)) return onProgress?.(i + 1, slots.length);
    const ownInputs = [shared.shell, model, md, slot.kind === 'doc' ? gitDates.get(slot.doc.file) : undefined, ...(navbar ? [JSON.stringify(navbar)] : [])];
    let ownKey = '';
    const ownKeyOf = () => (ownKey ||= markupKey(memo, shared.shell, slot, pageOf(), md));
    let markup = own.reuse(slot.route, ownInputs, ownKeyOf);
    if (!markup) {
      markup = shared.renderer.renderParts(pageOf());
      own.set(slot.route, { inputs: ownInputs, key: ownKeyOf, value: markup });
    }
    const documentInputs = [markup, shared.renderer];
    let html = documents.reuse(slot.route, documentInputs);
    if (html === undefined) {
      html = shared.renderer.assemble(slot.route, markup);
      documents.set(slot.route, { inputs: documentInputs, value: html });
      rebuilt.push(slot.route);
    }
    output.emit({ path: slot.path, data: html, ...(key ? { key } : {}) });
    onProgress?.(i + 1, slots.length);
  });
  const routes = new Set(slots.map((s) => s.route));
  own.keepOnly(routes);
  documents.keepOnly(routes);
  return { pages: slots.length, rebuilt };
}

/** A fingerprint of the code that turns props into a page (the renderer, the props and what they import) and of React. */
function renderCodeVersion(): string {
  const dirs = ['dist/src', 'src'].map((d) => path.join(packageRoot, d));
  return codeVersion(dirs, packageRoot, ['react', 'react-dom']);
}

/** What `markupKey` says, in terms that mean the same in every process: the Markdown result and front matter by digest and text. */
function stableMarkupKey(slot: PageSlot, page: PageProps, digests: Map<string, string>): string {
  if (slot.kind !== 'doc') return JSON.stringify({ ...page, site: undefined });
  const own = { ...page, site: undefined, html: undefined, docItem: undefined, toc: undefined, facts: page.facts?.links };
  return `${digests.get(slot.doc.id)}:${JSON.stringify(slot.doc.frontMatter)}:${JSON.stringify(own)}`;
}

/**
 * What a page's own markup is made from, as text: its props without the shared ones. A doc page's
 * HTML, TOC and fact tables come from its Markdown result and front matter, which are named by identity
 * instead of serialised (they are the same objects while unchanged).
 */
function markupKey(memo: Memo, shell: object, slot: PageSlot, page: PageProps, md: MarkdownResult | undefined): string {
  const own = slot.kind === 'doc' ? { ...page, site: undefined, html: undefined, docItem: undefined, toc: undefined, facts: page.facts?.links } : { ...page, site: undefined };
  const from = slot.kind === 'doc' ? `${memo.id(md!)}:${memo.id(slot.doc.frontMatter)}` : '';
  return `${memo.id(shell)}:${from}:${JSON.stringify(own)}`;
}
