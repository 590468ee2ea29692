/**
 * The blog: posts (dates, routes, authors, tags, reading time, neighbours) and the pages made from them
 * (paginated lists, tag and author pages, the archive, the sidebar, the feeds), as Docusaurus's blog
 * plugin makes them. Pure: no fs, React or unified.
 */
import type { BlogOptions } from '../config/schemas/blog.js';
import type { FrontMatter, TagInput } from '../content/schemas/front-matter.js';
import { postDate, type AuthorsFileEntry, type PostFrontMatter, type TagsFileEntry } from '../content/schemas/blog.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { listNames } from '../diagnostics/diagnostic.js';
import { encodeRoute } from '../shared/route-paths.js';
import type { AuthorSocial, BlogAuthor, NavLink, RouteEntry, TagRef } from '../shared/types.js';
import { firstHeading, firstParagraph, type DocEntry } from './docs.js';
import { resolveTag } from './tags.js';
import { applyTrailingSlash, joinRoute, kebabSlug, pathPatternProblem, type TagSlugs } from './slugs.js';

/** A post's file as the model needs it. */
export interface PostInput {
  /** Path relative to the blog folder, with extension. */
  relPath: string;
  file: string;
  frontMatter: FrontMatter;
  post: { frontMatter: PostFrontMatter; fileDate: string };
  body: string;
}

/** One blog's files as the model needs them. */
export interface BlogInput {
  id: string;
  posts: readonly PostInput[];
  authors?: { file: string; entries: Readonly<Record<string, AuthorsFileEntry>> };
  tags?: { file: string; entries: Readonly<Record<string, TagsFileEntry>> };
  options: BlogOptions;
}

export interface BlogModelOptions {
  trailingSlash: boolean | undefined;
  includeDrafts: boolean;
  /** The locale's language, for counting words. */
  locale: string;
  /** How inline tags are slugged (Docusaurus's kebab case when absent). */
  tagSlugs?: TagSlugs;
}

/** A post: its doc entry (rendered like any page) and what the blog's pages show of it. */
export interface BlogPost {
  /** Its doc id (the key of its rendered Markdown). */
  id: string;
  blog: string;
  route: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  authors: BlogAuthor[];
  tags: TagRef[];
  /** Minutes, when the blog shows reading time. */
  readingTime?: number;
  /** Whether the post has a truncate marker (its list entry shows the part above it). */
  truncated: boolean;
  unlisted: boolean;
  file: string;
  /** Path in the blog folder. */
  relPath: string;
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
  previous?: NavLink;
  next?: NavLink;
}

/** One page of a paginated post list (the blog's, a tag's or an author's). */
export interface BlogListPage {
  route: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  totalCount: number;
  /** Post ids on this page. */
  posts: string[];
  previous?: string;
  next?: string;
}

export interface BlogTag {
  tag: TagRef;
  /** Listed posts carrying it. */
  count: number;
  pages: BlogListPage[];
}

export interface BlogAuthorPages {
  author: BlogAuthor & { key: string };
  count: number;
  /** Empty for an author without a page. */
  pages: BlogListPage[];
}

export type FeedType = 'rss' | 'atom' | 'json';

/** One built blog. */
export interface Blog {
  id: string;
  route: string;
  title: string;
  description: string;
  /** Every post, sorted as `sortPosts` says (unlisted ones too: they have pages). */
  posts: BlogPost[];
  byId: Map<string, BlogPost>;
  lists: BlogListPage[];
  tagsRoute: string;
  tags: BlogTag[];
  /** The authors page (present when authors.yml names someone). */
  authorsRoute?: string;
  authors: BlogAuthorPages[];
  archiveRoute?: string;
  /** The recent posts beside each blog page, each with its year (absent: `blogSidebarCount: 0`); `groupByYear` puts them under a heading for each year. */
  sidebar?: { title: string; groupByYear: boolean; items: (NavLink & { year: string })[] };
  feeds: { type: FeedType; route: string }[];
  options: BlogOptions;
}

/** A post's date and name from its path, as Docusaurus reads them: `2024-05-01-name.md`, `2024-05-01-name/index.md`, `2024/05/01/name.md`. */
export function parsePostPath(relPath: string): { date?: string; text: string; slug: string } {
  const m = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/.exec(relPath);
  if (m?.groups) {
    const { folder, text, date } = m.groups as { folder: string; text: string; date: string };
    const [y, mo, d] = date.split(/[-/]/);
    const iso = new Date(`${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}T00:00:00Z`);
    if (!Number.isNaN(iso.getTime())) return { date: iso.toISOString(), text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relPath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/**
 * A word as Unicode's word boundaries (Intl.Segmenter) find it in text that separates its words: letters
 * joined by `:·.'’` (`don't`, `example.com`), digits by `,;.'’` (`3.14`, `12,5`), and `_` (`foo_bar`).
 */
const WORD = /[\p{L}\p{N}\p{M}_]+(?:(?:(?<=\p{L}\p{M}*)[:·.'’](?=\p{L})|(?<=\p{N})[,;.'’](?=\p{N}))[\p{L}\p{N}\p{M}_]+)*/gu;
/** Scripts written without spaces between words, which only a dictionary (Intl.Segmenter) splits. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Minutes to read `body` (its Markdown, code and tags included) at 200 words a minute, words counted as
 * Docusaurus counts them with Intl.Segmenter. The segmenter costs some 30 ms a post (minutes for a large
 * blog), so text in scripts that separate words with spaces is counted with a pattern that finds the same
 * words, and only text in other scripts goes through it.
 */
export function readingTime(body: string, locale: string): number {
  let words = 0;
  if (UNSPACED.test(body)) {
    for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(body)) if (part.isWordLike) words++;
  } else words = body.match(WORD)?.length ?? 0;
  return words === 0 ? 0 : Math.round((words / 200) * 100) / 100;
}

/** The truncate markers Docusaurus knows: `<!-- truncate -->` and `{/* truncate *\/}`. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

function socialsOf(socials: Readonly<Record<string, string>> | undefined): AuthorSocial[] | undefined {
  if (!socials) return undefined;
  const out = Object.entries(socials).map(([platform, value]) => ({ platform, url: /^https?:\/\//.test(value) ? value : (SOCIAL_URLS[platform.toLowerCase()]?.(value.replace(/^@/, '')) ?? value) }));
  return out.length ? out : undefined;
}

function authorOf(entry: Omit<AuthorsFileEntry, 'page'>, key?: string): BlogAuthor {
  const author: BlogAuthor = {
    ...(key !== undefined ? { key } : {}),
    ...(entry.name !== undefined ? { name: entry.name } : {}),
    ...(entry.title !== undefined ? { title: entry.title } : {}),
    ...(entry.url !== undefined ? { url: entry.url } : {}),
    ...(entry.email !== undefined ? { email: entry.email } : {}),
    ...((entry.image_url ?? entry.imageURL) !== undefined ? { imageURL: entry.image_url ?? entry.imageURL } : {}),
    ...(entry.description !== undefined ? { description: entry.description } : {}),
  };
  const socials = socialsOf(entry.socials);
  return socials ? { ...author, socials } : author;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Pages of `ids` at `base`, `base/<pageBase>/2`, ... (one page when there are none, as in Docusaurus). */
function paginate(ids: readonly string[], base: string, pageBase: string, perPage: number | 'ALL', trailingSlash: boolean | undefined): BlogListPage[] {
  const size = perPage === 'ALL' ? Math.max(1, ids.length) : perPage;
  const total = Math.max(1, Math.ceil(ids.length / size));
  const routeOf = (i: number) => (i === 0 ? base : applyTrailingSlash(joinRoute(base, pageBase, String(i + 1)), trailingSlash));
  return Array.from({ length: total }, (_, i) => ({
    route: routeOf(i),
    page: i + 1,
    totalPages: total,
    totalCount: ids.length,
    posts: ids.slice(i * size, (i + 1) * size),
    ...(i > 0 ? { previous: routeOf(i - 1) } : {}),
    ...(i < total - 1 ? { next: routeOf(i + 1) } : {}),
  }));
}

/** Reports a problem as the blog's policy for it says ('ignore' and 'log' report nothing). */
function report(bag: DiagnosticBag, policy: BlogOptions['onInlineTags'], code: string, message: string, where: { file: string; needle?: string; line?: number; column?: number; hint: string }): void {
  if (policy === 'throw') bag.error(code, message, where);
  else if (policy === 'warn') bag.warn(code, message, where);
}

/**
 * One blog's model: its posts as doc entries (for the Markdown, search and link stages) and the blog
 * with its pages. Problems (an unknown author key, an inline tag or author the options refuse) go into `bag`.
 */
export function resolveBlog(input: BlogInput, options: BlogModelOptions, bag: DiagnosticBag): { blog: Blog; docs: DocEntry[] } {
  const o = input.options;
  const ts = options.trailingSlash;
  const base = applyTrailingSlash(joinRoute(o.routeBasePath || '/'), ts);
  const tagsBase = joinRoute(o.routeBasePath, o.tagsBasePath);
  const authorsBase = joinRoute(o.routeBasePath, o.authorsBasePath);

  // authors.yml, each author with their page when they have one.
  const known = new Map<string, BlogAuthor & { key: string }>();
  for (const [key, entry] of Object.entries(input.authors?.entries ?? {})) {
    const page = entry.page ? applyTrailingSlash(encodeRoute(joinRoute(authorsBase, entry.page === true ? kebabSlug(key) : entry.page.permalink)), ts) : undefined;
    known.set(key, { ...authorOf(entry, key), key, ...(page ? { page } : {}) });
  }
  const tagDefs = input.tags?.entries;

  const docs: DocEntry[] = [];
  const posts: BlogPost[] = [];
  const seen = new Map<string, string>();
  for (const source of input.posts) {
    const fm = source.frontMatter;
    const own = source.post.frontMatter;
    if (fm.draft && !options.includeDrafts) continue;
    const parsed = parsePostPath(source.relPath);
    const problem = fm.slug === undefined ? undefined : pathPatternProblem(fm.slug);
    if (problem) {
      bag.error('routes/path-pattern', `The slug '${fm.slug}' is not a plain path: ${problem}.`, { file: source.file, needle: fm.slug, hint: 'Every post has one fixed route; write the literal path (e.g. /welcome).' });
      continue;
    }
    const route = applyTrailingSlash(encodeRoute(joinRoute(o.routeBasePath, fm.slug ?? parsed.slug)), ts);
    const other = seen.get(route);
    if (other) {
      bag.error('blog/duplicate-route', `Two blog posts have the route ${route}: ${other} and ${source.file}.`, { file: source.file, line: 1, column: 1, hint: 'Give one of them another `slug:` in its front matter, or rename its file.' });
      continue;
    }
    seen.set(route, source.file);
    const date = own.date !== undefined ? (typeof own.date === 'string' ? postDate(own.date) : own.date).toISOString() : (parsed.date ?? source.post.fileDate);
    const title = fm.title ?? firstHeading(source.body) ?? parsed.text;
    const description = fm.description ?? firstParagraph(source.body, source.relPath.endsWith('.mdx'));
    const id = `blog:${input.id}:${source.relPath}`;
    const authors = postAuthors(own, known, input, source.file, bag);
    const tags = postTags(fm.tags, tagDefs, input.tags?.file, tagsBase, o, source.file, bag, ts, options.tagSlugs);
    const editUrl = o.editUrl ? `${o.editUrl.replace(/\/?$/, '/')}${source.file.replace(/^(i18n\/[^/]+\/docusaurus-plugin-content-blog[^/]*)\//, '')}` : undefined;
    const lastUpdate = own.last_update ? { ...(own.last_update.date !== undefined ? { date: (typeof own.last_update.date === 'string' ? postDate(own.last_update.date) : own.last_update.date).toISOString() } : {}), ...(own.last_update.author ? { author: own.last_update.author } : {}) } : undefined;
    posts.push({
      id,
      blog: input.id,
      route,
      title,
      description,
      date,
      authors,
      tags,
      ...(o.showReadingTime ? { readingTime: readingTime(source.body, options.locale) } : {}),
      truncated: TRUNCATE_MARKER.test(source.body),
      unlisted: fm.unlisted,
      file: source.file,
      relPath: source.relPath,
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    });
    const slash = source.relPath.lastIndexOf('/');
    docs.push({ kind: 'post', id, dir: slash === -1 ? '' : source.relPath.slice(0, slash), name: source.relPath.slice(slash + 1).replace(/\.mdx?$/, ''), route, title, description, sidebarLabel: title, file: source.file, frontMatter: fm, unlisted: fm.unlisted, draft: false, isIndex: false });
  }
  // Newest first (or oldest, with 'ascending'); posts of one date keep their file order.
  const sign = o.sortPosts === 'ascending' ? -1 : 1;
  const order = posts.map((p, i) => ({ p, i })).sort((a, b) => sign * (b.p.date.localeCompare(a.p.date)) || a.i - b.i);
  posts.splice(0, posts.length, ...order.map((x) => x.p));

  const untruncated = posts.filter((p) => !p.truncated);
  if (untruncated.length && (o.onUntruncatedBlogPosts === 'warn' || o.onUntruncatedBlogPosts === 'throw')) {
    for (const post of untruncated) {
      report(bag, o.onUntruncatedBlogPosts, 'blog/untruncated-post', 'This blog post has no truncate marker: the list pages show all of it.', {
        file: post.file,
        line: 1,
        column: 1,
        hint: "Put `<!-- truncate -->` (in MDX, `{/* truncate */}`) on its own line after the post's opening, or set `onUntruncatedBlogPosts: 'ignore'` in the blog options.",
      });
    }
  }

  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((post, i) => {
    // As in Docusaurus: "previous" is the newer post (the one above it in the list), "next" the older.
    const newer = listed[i - 1];
    const older = listed[i + 1];
    if (newer) post.previous = { title: newer.title, href: newer.route };
    if (older) post.next = { title: older.title, href: older.route };
  });
  const ids = listed.map((p) => p.id);
  // A blog without posts still has its (empty) list page, as Docusaurus writes it.
  const lists = paginate(ids, base, o.pageBasePath, o.postsPerPage, ts);

  // Tags: each one's posts, in list order; an unlisted post is not counted.
  const byTag = new Map<string, { tag: TagRef; ids: string[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.href) ?? { tag, ids: [] };
      if (!post.unlisted) entry.ids.push(post.id);
      byTag.set(tag.href, entry);
    }
  }
  const tags = [...byTag.values()]
    .filter((t) => t.ids.length > 0)
    .map((t): BlogTag => ({ tag: t.tag, count: t.ids.length, pages: paginate(t.ids, t.tag.href, o.pageBasePath, o.postsPerPage, ts) }))
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en', { sensitivity: 'base' }));

  // Authors: every author of authors.yml on the authors page; those with a page get their posts, paginated under `authorsBasePath` as Docusaurus does.
  const authors = [...known.values()].map((author): BlogAuthorPages => {
    const own = listed.filter((p) => p.authors.some((a) => a.key === author.key)).map((p) => p.id);
    return { author, count: own.length, pages: author.page ? paginate(own, author.page, o.authorsBasePath, o.postsPerPage, ts) : [] };
  });

  const sidebarCount = o.blogSidebarCount === 'ALL' ? listed.length : o.blogSidebarCount;
  const sidebar = sidebarCount > 0 && listed.length ? { title: o.blogSidebarTitle, groupByYear: o.blogSidebarGroupByYear, items: listed.slice(0, sidebarCount).map((p) => ({ title: p.title, href: p.route, year: p.date.slice(0, 4) })) } : undefined;
  const feedFiles: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
  const blog: Blog = {
    id: input.id,
    route: base,
    title: o.blogTitle,
    description: o.blogDescription,
    posts,
    byId: new Map(posts.map((p) => [p.id, p])),
    lists,
    tagsRoute: applyTrailingSlash(tagsBase, ts),
    tags,
    ...(known.size ? { authorsRoute: applyTrailingSlash(authorsBase, ts) } : {}),
    authors,
    ...(o.archiveBasePath && listed.length ? { archiveRoute: applyTrailingSlash(joinRoute(o.routeBasePath, o.archiveBasePath), ts) } : {}),
    ...(sidebar ? { sidebar } : {}),
    feeds: listed.length ? o.feedOptions.type.map((type) => ({ type, route: joinRoute(o.routeBasePath, feedFiles[type]) })) : [],
    options: o,
  };
  return { blog, docs };
}

/** A post's authors: keys of authors.yml (unknown ones are errors), authors written in place, and the legacy one-author keys. */
function postAuthors(own: PostFrontMatter, known: Map<string, BlogAuthor & { key: string }>, input: BlogInput, file: string, bag: DiagnosticBag): BlogAuthor[] {
  const written = own.authors === undefined ? [] : Array.isArray(own.authors) ? own.authors : [own.authors];
  const out: BlogAuthor[] = [];
  for (const item of written) {
    const key = typeof item === 'string' ? item : item.key;
    const base = key !== undefined ? known.get(key) : undefined;
    if (key !== undefined && !base) {
      bag.error('blog/unknown-author', input.authors ? `The author '${key}' is not in ${input.authors.file}. Its authors: ${listNames([...known.keys()])}.` : `The post names the author '${key}', but the blog has no ${input.options.authorsMapPath}.`, {
        file,
        needle: key,
        hint: input.authors ? `Add '${key}' to ${input.authors.file}, or name one of its authors.` : `Create ${input.options.authorsMapPath} in the blog folder (${input.options.path}) with '${key}' in it, or write the author in place ({ name, title, url, image_url }).`,
      });
      continue;
    }
    if (typeof item === 'string') {
      out.push(base!);
      continue;
    }
    const { key: _key, ...fields } = item;
    const merged = { ...(base ?? {}), ...authorOf(fields, key) };
    out.push(merged);
    if (!base) {
      report(bag, input.options.onInlineAuthors, 'blog/inline-author', `The author '${item.name ?? item.url ?? ''}' is written in the post rather than named from ${input.authors?.file ?? input.options.authorsMapPath}.`, {
        file,
        needle: item.name ?? 'authors',
        hint: `Move the author to ${input.authors?.file ?? input.options.authorsMapPath} and name them by key, or set \`onInlineAuthors: 'ignore'\` in the blog options.`,
      });
    }
  }
  const legacy = { name: own.author, title: own.author_title ?? own.authorTitle, url: own.author_url ?? own.authorURL, image_url: own.author_image_url ?? own.authorImageURL };
  if (Object.values(legacy).some((v) => v !== undefined)) {
    out.push(authorOf(legacy));
    report(bag, input.options.onInlineAuthors, 'blog/inline-author', `The author '${own.author ?? ''}' is written in the post rather than named from ${input.authors?.file ?? input.options.authorsMapPath}.`, {
      file,
      needle: 'author',
      hint: `Move the author to ${input.authors?.file ?? input.options.authorsMapPath} and name them by key, or set \`onInlineAuthors: 'ignore'\` in the blog options.`,
    });
  }
  return out;
}

/** A post's tags: keys of tags.yml, or tags written in place (reported as `onInlineTags` says when the blog has a tags file). */
function postTags(written: readonly TagInput[], defs: Readonly<Record<string, TagsFileEntry>> | undefined, defsFile: string | undefined, tagsBase: string, o: BlogOptions, file: string, bag: DiagnosticBag, ts: boolean | undefined, style?: TagSlugs): TagRef[] {
  const out = new Map<string, TagRef>();
  for (const input of written) {
    let tag: TagRef;
    if (typeof input === 'string' && defs && Object.hasOwn(defs, input)) {
      const def = defs[input];
      // As Docusaurus reads tags.yml: the permalink kebab-cased, else the key.
      const slug = kebabSlug(def?.permalink ?? '') || kebabSlug(input);
      tag = { label: def?.label ?? capitalize(input), slug, href: joinRoute(tagsBase, slug), ...(def?.description ? { description: def.description } : {}) };
    } else {
      tag = resolveTag(input, tagsBase, style);
      if (defs) {
        const label = typeof input === 'string' ? input : input.label;
        report(bag, o.onInlineTags, 'blog/inline-tag', `The tag '${label}' is not defined in ${defsFile ?? o.tags}.`, { file, needle: label, hint: `Add '${label}' to ${defsFile ?? o.tags}, use one of its keys, or set \`onInlineTags: 'ignore'\` in the blog options.` });
      }
    }
    if (!tag.slug) continue;
    out.set(tag.href, { ...tag, href: applyTrailingSlash(encodeRoute(tag.href), ts) });
  }
  return [...out.values()];
}

/** The pages a blog adds to the route table (its posts come with the docs): lists, tags, authors, archive. */
export function blogRoutes(blog: Blog): RouteEntry[] {
  const key = (what: string) => `blog:${blog.id}:${what}`;
  return [
    ...blog.lists.map((l): RouteEntry => ({ path: l.route, kind: 'blogList', key: key(`page/${l.page}`) })),
    ...(blog.tags.length ? [{ path: blog.tagsRoute, kind: 'blogTags' as const, key: key('tags') }] : []),
    ...blog.tags.flatMap((t) => t.pages.map((l): RouteEntry => ({ path: l.route, kind: 'blogTag', key: key(`tags/${t.tag.slug}/${l.page}`) }))),
    ...(blog.authorsRoute ? [{ path: blog.authorsRoute, kind: 'blogAuthors' as const, key: key('authors') }] : []),
    ...blog.authors.flatMap((a) => a.pages.map((l): RouteEntry => ({ path: l.route, kind: 'blogAuthor', key: key(`authors/${a.author.key}/${l.page}`) }))),
    ...(blog.archiveRoute ? [{ path: blog.archiveRoute, kind: 'blogArchive' as const, key: key('archive') }] : []),
  ];
}
