/**
 * The blogs' feeds: RSS 2.0, Atom 1.0 and JSON Feed 1 (made with the `feed` package, as Docusaurus
 * makes them), holding the newest posts (`feedOptions.limit`) with their whole HTML, every link and
 * image address in it made absolute. Pure: the files are handed to `emit`.
 */
import { Feed } from 'feed';
import type { ResolvedConfig } from '../config/load-config.js';
import type { MarkdownResult } from '../markdown/processor.js';
import type { Blog } from '../model/blog.js';
import { postHtml } from './blog-props.js';
import type { Emitted } from './emit.js';

/** Where a feed's addresses start: the site's origin and base URL. */
function originOf(config: Pick<ResolvedConfig, 'url' | 'baseUrl'>): string {
  return config.url.replace(/\/$/, '');
}

/** `href` and `src` values that are paths of the site, made absolute (the HTML already has the base URL in them). */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\b(href|src)="(\/[^"]*)"/g, (_m, attr: string, value: string) => (value.startsWith('//') ? `${attr}="${value}"` : `${attr}="${origin}${value}"`));
}

/** The feed files of `blog` (none when it has no listed post or no feed type). */
export function renderBlogFeeds(config: Pick<ResolvedConfig, 'url' | 'baseUrl' | 'title' | 'favicon'> & { locale?: { htmlLang: string } }, blog: Blog, rendered: Map<string, MarkdownResult>): Emitted[] {
  if (!blog.feeds.length) return [];
  const origin = originOf(config);
  const base = config.baseUrl.replace(/\/$/, '');
  const at = (route: string) => `${origin}${base}${route}`;
  const options = blog.options.feedOptions;
  const listed = blog.posts.filter((p) => !p.unlisted);
  const posts = options.limit === false || options.limit === null ? listed : listed.slice(0, options.limit);
  const blogUrl = at(blog.route);
  const feed = new Feed({
    id: blogUrl,
    title: options.title ?? `${config.title} Blog`,
    ...(posts[0] ? { updated: new Date(posts[0].date) } : {}),
    language: options.language ?? config.locale?.htmlLang ?? 'en',
    link: blogUrl,
    description: options.description ?? `${config.title} Blog`,
    ...(config.favicon ? { favicon: at(`/${config.favicon.replace(/^\//, '')}`) } : {}),
    copyright: options.copyright,
  });
  for (const post of posts) {
    const url = at(post.route);
    const authors = post.authors.filter((a) => a.name).map((a) => ({ name: a.name!, ...(a.url ? { link: a.url } : {}), ...(a.email ? { email: a.email } : {}) }));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.date),
      description: post.description,
      content: absoluteLinks(postHtml(rendered.get(post.id), false), origin),
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
      ...(authors.length ? { author: authors } : {}),
    });
  }
  // The output folder is the base URL's: a route's file is the route without its first slash.
  return blog.feeds.map((f) => ({ path: f.route.replace(/^\/+/, ''), data: f.type === 'rss' ? xmlText(feed.rss2()) : f.type === 'atom' ? xmlText(feed.atom1()) : feed.json1() }));
}

/** What XML 1.0 cannot hold at all, even escaped: control characters but tab and line ends, U+FFFE, U+FFFF and lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A feed's XML without the characters XML 1.0 forbids (a title written `"Hello \u0001"` in YAML made the feed unreadable to every reader). */
export function xmlText(xml: string): string {
  return xml.replace(NOT_XML, '');
}
