/**
 * The props of a blog's pages: a post, the paginated lists (the blog's, a tag's, an author's), the tags
 * and authors pages and the archive, from the blog model and the posts' rendered Markdown. Pure
 * functions of the build's results; no fs, no rendering.
 */
import type { MarkdownResult } from '../markdown/processor.js';
import type { Blog, BlogAuthorPages, BlogListPage, BlogPost, BlogTag } from '../model/blog.js';
import type { BlogAuthorProps, BlogPageProps, BlogPostProps, FeedLink, SiteProps } from '../render/props.js';
import { translate } from '../render/translate.js';
import type { BlogAuthor } from '../shared/types.js';

/** What the Markdown stage puts where a post's truncate marker was (see markdown.ts). */
export const TRUNCATE_HTML = '<div data-blog-truncate=""></div>';

/** A blog page other than a post: which one, and its part of the blog. */
export type BlogView =
  | { view: 'list'; list: BlogListPage }
  | { view: 'tags' }
  | { view: 'tag'; tag: BlogTag; list: BlogListPage }
  | { view: 'authors' }
  | { view: 'author'; author: BlogAuthorPages; list: BlogListPage }
  | { view: 'archive' };

/**
 * A post's HTML without the marker, or on a list the part above it. An h1 that opens the post is its
 * title, shown in the post's header (as Docusaurus removes a blog post's content title), not in its text.
 */
export function postHtml(result: MarkdownResult | undefined, excerpt: boolean): string {
  const html = (result?.html ?? '').replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\n?/, '');
  const at = html.indexOf(TRUNCATE_HTML);
  if (at === -1) return html;
  return excerpt ? html.slice(0, at).trimEnd() : html.slice(0, at) + html.slice(at + TRUNCATE_HTML.length).replace(/^\n/, '');
}

/** A date as the locale writes it ('May 1, 2024'), in UTC as the post's date is. */
export function formatPostDate(iso: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function authorProps(author: BlogAuthor, count?: number): BlogAuthorProps {
  return { ...author, ...(count !== undefined ? { count } : {}) };
}

function postProps(post: BlogPost, site: SiteProps, html: string, truncated?: boolean): BlogPostProps {
  return {
    title: post.title,
    href: post.route,
    date: post.date,
    formattedDate: formatPostDate(post.date, site.lang),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors.map((a) => authorProps(a)),
    tags: post.tags,
    html,
    ...(truncated ? { truncated } : {}),
  };
}

/** The props every page of `blog` shares: its title, route and sidebar. */
function common(blog: Blog): Pick<BlogPageProps, 'blogTitle' | 'blogRoute' | 'sidebar'> {
  return { blogTitle: blog.title, blogRoute: blog.route, ...(blog.sidebar ? { sidebar: blog.sidebar } : {}) };
}

/** A blog's feeds as the head links them, titled as Docusaurus titles them: 'Site RSS Feed', 'Site Atom Feed', 'Site JSON Feed'. */
export function feedLinks(blog: Blog, siteTitle: string): FeedLink[] {
  const feedTitle = blog.options.feedOptions.title ?? siteTitle;
  const kinds = { rss: 'RSS', atom: 'Atom', json: 'JSON' } as const;
  return blog.feeds.map((f) => ({ type: f.type, href: f.route, title: `${feedTitle} ${kinds[f.type]} Feed` }));
}

/** A post's page: the whole post, its edit link and last update. */
export function blogPostPageProps(blog: Blog, post: BlogPost, result: MarkdownResult | undefined, site: SiteProps): BlogPageProps {
  const lastUpdate = blog.options.showLastUpdateTime || blog.options.showLastUpdateAuthor ? post.lastUpdate : undefined;
  return {
    view: 'post',
    ...common(blog),
    post: {
      ...postProps(post, site, postHtml(result, false)),
      ...(post.editUrl ? { editUrl: post.editUrl } : {}),
      ...(lastUpdate
        ? {
            lastUpdate: {
              ...(blog.options.showLastUpdateTime && lastUpdate.date ? { date: lastUpdate.date, formattedDate: formatPostDate(lastUpdate.date, site.lang) } : {}),
              ...(blog.options.showLastUpdateAuthor && lastUpdate.author ? { author: lastUpdate.author } : {}),
            },
          }
        : {}),
    },
  };
}

/** What a blog page other than a post shows: its title, description and blog props. */
export function blogViewProps(blog: Blog, view: BlogView, rendered: Map<string, MarkdownResult>, site: SiteProps): { title: string; description: string; blog: BlogPageProps } {
  const listed = (list: BlogListPage) => ({
    posts: list.posts.map((id) => {
      const post = blog.byId.get(id)!;
      return postProps(post, site, postHtml(rendered.get(id), true), post.truncated);
    }),
    pagination: { page: list.page, totalPages: list.totalPages, ...(list.previous ? { previous: list.previous } : {}), ...(list.next ? { next: list.next } : {}) },
  });
  const shared = common(blog);
  switch (view.view) {
    case 'list':
      return { title: blog.title, description: blog.description, blog: { view: 'list', ...shared, ...listed(view.list) } };
    case 'tags':
      return {
        title: translate(site, 'theme.tags.tagsPageTitle', 'Tags'),
        description: translate(site, 'theme.tags.tagsPageTitle', 'Tags'),
        blog: { view: 'tags', ...shared, tags: blog.tags.map((t) => ({ ...t.tag, count: t.count })) },
      };
    case 'tag': {
      const posts = view.tag.count === 1 ? translate(site, 'theme.blog.post.onePost', 'One post') : translate(site, 'theme.blog.post.nPosts', '{count} posts', { count: view.tag.count });
      const title = translate(site, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: posts, tagName: view.tag.tag.label });
      return { title, description: view.tag.tag.description ?? title, blog: { view: 'tag', ...shared, tag: { ...view.tag.tag, count: view.tag.count }, tagsRoute: blog.tagsRoute, ...listed(view.list) } };
    }
    case 'authors':
      return {
        title: translate(site, 'theme.blog.authorsList.pageTitle', 'Authors'),
        description: translate(site, 'theme.blog.authorsList.pageTitle', 'Authors'),
        blog: { view: 'authors', ...shared, authors: blog.authors.map((a) => authorProps(a.author, a.count)) },
      };
    case 'author': {
      const name = view.author.author.name ?? view.author.author.key;
      return { title: name, description: view.author.author.description ?? name, blog: { view: 'author', ...shared, author: authorProps(view.author.author, view.author.count), ...listed(view.list) } };
    }
    case 'archive': {
      const years = new Map<string, { title: string; href: string; date: string; formattedDate: string }[]>();
      for (const post of blog.posts) {
        if (post.unlisted) continue;
        const year = post.date.slice(0, 4);
        const list = years.get(year) ?? [];
        list.push({ title: post.title, href: post.route, date: post.date, formattedDate: formatPostDate(post.date, site.lang) });
        years.set(year, list);
      }
      return {
        title: translate(site, 'theme.blog.archive.title', 'Archive'),
        description: translate(site, 'theme.blog.archive.description', 'Archive'),
        blog: { view: 'archive', ...shared, archive: [...years].map(([year, posts]) => ({ year, posts })) },
      };
    }
  }
}
