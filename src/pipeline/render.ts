/**
 * The render stage: the props every page shares, then each page's HTML document and route chunk,
 * memoised per page in two steps. A page's own markup (React) is made again only when its props
 * changed; its document (own markup + its part of the shared sidebar, and the shell) only when its
 * markup or the shared parts did. A body edit so renders one page; a title edit renders the pages whose
 * props show it and puts every other page's markup into the new sidebar without React. The sidebar
 * data files (the rest of the sidebar, fetched by the runtime) are written with the pages.
 */
import type { ResolvedConfig } from '../config/load-config.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { SiteModel } from '../model/site-model.js';
import type { PageProps, SiteProps } from '../render/props.js';
import { createPageRenderer, type PageParts, type PageRenderer } from '../render/render-page.js';
import { contentHash, type Bundle } from './bundle.js';
import type { Emitted } from './emit.js';
import type { Memo } from './memo.js';
import { pagePropsOf, pageSlots, referenceLinks, siteProps, type PagePropsContext, type PageSlot } from './page-props.js';
import type { SearchIndexes } from './search-index.js';

/** The props every page shares, and what they render to once for all pages. */
export interface SharedParts {
  site: SiteProps;
  /** Stands for everything shared but the sidebar (the template and the site props without it): the same object while that is unchanged. */
  shell: object;
  /** Renders pages with the site's sidebar and shell; the same object while neither changed. */
  renderer: PageRenderer;
}

/** The shared props and renderer; with early cut-off, so a model change that leaves them as they were renders nothing again. */
export function shareSiteProps(memo: Memo, config: ResolvedConfig, model: SiteModel, bundle: Bundle, search: SearchIndexes, template: string): SharedParts {
  const urls = [search.indexUrl, ...search.contexts.map((c) => c.url)].join('\n');
  const shared = memo.value(
    'site props',
    [config, model, bundle, urls, template],
    () => {
      const site = siteProps(config, model, bundle, search);
      return { site, shellKey: template + JSON.stringify({ ...site, sidebar: undefined }), sidebarKey: JSON.stringify(site.sidebar) };
    },
    (a, b) => a.shellKey === b.shellKey && a.sidebarKey === b.sidebarKey,
  );
  return {
    site: shared.site,
    shell: memo.value('shell', [shared.shellKey], () => ({})),
    renderer: memo.value('renderer', [shared.site, template], () => createPageRenderer(shared.site, template, { hash: contentHash })),
  };
}

/** What the render stage did. */
export interface RenderStage {
  pages: number;
  /** Routes whose document was made again in this run. */
  rebuilt: string[];
}


/** Renders every page whose memoised document is stale and hands each page's files to `emit`, in page order. */
export function renderPages(
  memo: Memo,
  context: Omit<PagePropsContext, 'site' | 'links'> & { shared: SharedParts },
  emit: (file: Emitted) => void,
  onProgress?: (done: number, total: number) => void,
): RenderStage {
  const { model, rendered, gitDates, shared } = context;
  const slots = memo.value('page slots', [model], () => pageSlots(model));
  const props: PagePropsContext = { ...context, site: shared.site, links: memo.value('reference links', [model], () => referenceLinks(model)) };
  const own = memo.table<PageParts>('page markup', { bulky: true });
  const documents = memo.table<string>('page documents', { bulky: true });
  const rebuilt: string[] = [];
  shared.renderer.files.forEach(emit);
  slots.forEach((slot, i) => {
    const md = slot.kind === 'doc' ? rendered.get(slot.doc.id) : undefined;
    let page: PageProps | undefined;
    const pageOf = () => (page ??= pagePropsOf(slot, props));
    const ownInputs = [shared.shell, model, md, slot.kind === 'doc' ? gitDates.get(slot.doc.file) : undefined];
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
    emit({ path: slot.path, data: html });
    onProgress?.(i + 1, slots.length);
  });
  const routes = new Set(slots.map((s) => s.route));
  own.keepOnly(routes);
  documents.keepOnly(routes);
  return { pages: slots.length, rebuilt };
}

/**
 * What a page's own markup is made from, as text: its props without the shared ones. A doc page's
 * HTML, TOC and fact tables come from its Markdown result and front matter, which are named by identity
 * instead of serialised (they are the same objects while unchanged).
 */
function markupKey(memo: Memo, shell: object, slot: PageSlot, page: PageProps, md: MarkdownResult | undefined): string {
  const own = slot.kind === 'doc' ? { ...page, site: undefined, html: undefined, toc: undefined, facts: page.facts?.links } : { ...page, site: undefined };
  const from = slot.kind === 'doc' ? `${memo.id(md!)}:${memo.id(slot.doc.frontMatter)}` : '';
  return `${memo.id(shell)}:${from}:${JSON.stringify(own)}`;
}
