/** The site files beside the pages: sitemap.xml, llms.txt and a Markdown copy of every doc. */
import type { ResolvedConfig } from '../config/load-config.js';
import type { LoadedContent } from '../content/load-content.js';
import type { SiteModel } from '../model/site-model.js';
import { allSources, isReactPage } from '../content/load-content.js';
import { decodeRoute, markdownCopyPath } from '../shared/route-paths.js';
import type { SidebarItem } from '../shared/types.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { Emitted } from './emit.js';
import type { Memo } from './memo.js';
import type { MarkdownResult } from '../markdown/processor.js';
import { renderBlogFeeds } from './blog-feeds.js';

/** Hands the Markdown copies, the sitemap and llms.txt to `emit`; each is made again only when what it comes from changed. */
export function writeSiteFiles(memo: Memo, config: ResolvedConfig, model: SiteModel, content: LoadedContent, rendered: Map<string, MarkdownResult>, emit: (file: Emitted) => void): void {
  const sources = new Map(allSources(content).map((d) => [d.file, d]));
  const copies = memo.table<string>('markdown copies', { bulky: true });
  for (const doc of model.docs) {
    const source = sources.get(doc.file);
    // A React page has no Markdown to copy.
    if (!source || isReactPage(doc.file)) continue;
    let data = copies.reuse(doc.id, [source, doc]);
    if (data === undefined) {
      data = `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}${source.body.trimStart()}`;
      copies.set(doc.id, { inputs: [source, doc], value: data });
    }
    emit({ path: decodeRoute(markdownCopyPath(doc.route).slice(1)), data });
  }
  copies.keepOnly(new Set(model.docs.map((d) => d.id)));
  emit({ path: 'sitemap.xml', data: memo.value('sitemap', [config, model], () => renderSitemap(config, model)) });
  emit({ path: 'llms.txt', data: memo.value('llms.txt', [config, model], () => renderLlmsTxt(config, model)) });
  // The blogs' feeds hold the posts' HTML: made again when the model or a post's rendered Markdown changed.
  if (model.blogs.length) memo.value('blog feeds', [config, model, rendered], () => model.blogs.flatMap((blog) => renderBlogFeeds(config, blog, rendered))).forEach(emit);
}


function absolute(config: ResolvedConfig, route: string): string {
  return config.url.replace(/\/$/, '') + config.baseUrl.replace(/\/$/, '') + route;
}

/** Every indexable page: docs, standalone pages, category indexes and tag pages; not search or unlisted docs. */
export function renderSitemap(config: ResolvedConfig, model: SiteModel): string {
  const unlisted = new Set(model.docs.filter((d) => d.unlisted).map((d) => d.route));
  const urls = model.routes
    .filter((r) => r.kind !== 'search' && !unlisted.has(r.path))
    .map((r) => `  <url><loc>${escapeHtml(absolute(config, r.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** llms.txt: the site in sidebar order, each page linking its Markdown copy with its description. */
export function renderLlmsTxt(config: ResolvedConfig, model: SiteModel): string {
  const docsByRoute = new Map(model.docs.map((d) => [d.route, d]));
  const listed = new Set<string>();
  const lines: string[] = [`# ${config.title}`, ''];
  if (config.tagline) lines.push(`> ${config.tagline}`, '');
  const entry = (route: string, label: string) => {
    const doc = docsByRoute.get(route);
    listed.add(route);
    const url = doc ? absolute(config, markdownCopyPath(route)) : absolute(config, route);
    const description = doc?.description ?? model.generatedIndexes.find((g) => g.route === route)?.description ?? '';
    return `- [${label}](${url})${description ? `: ${description}` : ''}`;
  };
  const walk = (items: readonly SidebarItem[], depth: number) => {
    for (const item of items) {
      if (item.type === 'link') {
        if (!item.unlisted && !/^[a-z]+:/i.test(item.href)) lines.push(entry(item.href, item.label));
      } else if (item.type === 'category') {
        if (depth <= 1) lines.push('', `${'#'.repeat(Math.min(depth + 1, 4))} ${item.label}`, '');
        if (item.href && !item.linkUnlisted) lines.push(entry(item.href, item.label));
        walk(item.items, depth + 1);
      }
    }
  };
  // The latest version's docs, each area's, and the standalone pages: older and unreleased versions stay out.
  for (const version of [model.version, ...model.areas]) for (const sidebar of version.sidebars) walk(sidebar.items, 1);
  const rest = model.docs.filter((d) => !listed.has(d.route) && !d.unlisted && !isReactPage(d.file) && (d.kind === 'page' || [model.version, ...model.areas].some((v) => v.docIds.has(d.id))));
  if (rest.length) {
    lines.push('', '## Other pages', '');
    for (const d of rest) lines.push(entry(d.route, d.title));
  }
  // Each blog's listed posts, in its order.
  for (const blog of model.blogs) {
    const posts = blog.posts.filter((p) => !p.unlisted);
    if (!posts.length) continue;
    lines.push('', `## ${blog.title}`, '');
    for (const p of posts) lines.push(entry(p.route, p.title));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
