import { describe, expect, it } from 'vitest';
import { blogSchema } from '../../../src/config/schemas/blog.js';
import { frontMatterSchema } from '../../../src/content/schemas/front-matter.js';
import { postFrontMatterSchema } from '../../../src/content/schemas/blog.js';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { blogRoutes, parsePostPath, readingTime, resolveBlog, type BlogInput } from '../../../src/model/blog.js';

/** A blog from `[relPath, frontMatter, body]` rows. */
function blogOf(posts: [string, Record<string, unknown>, string?][], options: Record<string, unknown> = {}, extra: Partial<BlogInput> = {}) {
  const input: BlogInput = {
    id: 'default',
    posts: posts.map(([relPath, fm, body]) => ({
      relPath,
      file: `content/blog/${relPath}`,
      frontMatter: frontMatterSchema.parse(fm),
      post: { frontMatter: postFrontMatterSchema.parse(fm), fileDate: '2020-01-01T00:00:00.000Z' },
      body: body ?? 'Text.\n\n<!-- truncate -->\n',
    })),
    options: blogSchema.parse(options),
    ...extra,
  };
  const bag = new DiagnosticBag();
  const { blog, docs } = resolveBlog(input, { trailingSlash: undefined, includeDrafts: false, locale: 'en' }, bag);
  return { blog, docs, diagnostics: bag.items };
}

describe('parsePostPath', () => {
  it('reads the date from a file or folder name, as Docusaurus does', () => {
    expect(parsePostPath('2024-05-01-title.md')).toEqual({ date: '2024-05-01T00:00:00.000Z', text: 'title', slug: '/2024/05/01/title' });
    expect(parsePostPath('2024-05-01-title/index.mdx')).toEqual({ date: '2024-05-01T00:00:00.000Z', text: 'title', slug: '/2024/05/01/title' });
    expect(parsePostPath('2024/05/01/title.md').slug).toBe('/2024/05/01/title');
    expect(parsePostPath('news/2024-05-01-title.md').slug).toBe('/2024/05/01/news/title');
    expect(parsePostPath('about/index.md')).toEqual({ text: 'about', slug: '/about' });
  });
});

describe('readingTime', () => {
  it('counts 200 words a minute', () => {
    expect(readingTime('word '.repeat(400), 'en')).toBe(2);
    expect(readingTime('', 'en')).toBe(0);
  });

  it('counts the words Intl.Segmenter counts, as Docusaurus does, in spaced and unspaced scripts', () => {
    const segmenterWords = (text: string, locale: string) => [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].filter((p) => p.isWordLike).length;
    const texts: [string, string][] = [
      ['en', "Don't stop: 3.14, e.g. foo_bar a-b x.y.z `code` ## Hi https://example.com/a?b=c naïve café — **bold** [link](./x.md)\n\n```js\nconst a = 1;\n```"],
      ['fr', "L'été, c'est l’heure des vacances : 12,5 % d'entre nous partent. a:b 1:2 1;2 a.1 x·y a,b"],
      ['zh', '我们今天发布了新版本，修复了许多问题。'],
      ['ja', '新しいバージョンを公開しました。'],
    ];
    for (const [locale, text] of texts) expect(Math.round(readingTime(text, locale) * 200), text).toBe(segmenterWords(text, locale));
  });
});

describe('resolveBlog', () => {
  it('dates, routes and sorts posts, newest first, and links neighbours', () => {
    const { blog, docs } = blogOf([
      ['2024-01-01-old.md', {}],
      ['2024-03-01-new.md', { title: 'New' }],
      ['dated.md', { date: '2024-02-01', slug: '/custom' }],
      ['undated.md', {}],
    ]);
    expect(blog.posts.map((p) => [p.route, p.date.slice(0, 10)])).toEqual([
      ['/blog/2024/03/01/new', '2024-03-01'],
      ['/blog/custom', '2024-02-01'],
      ['/blog/2024/01/01/old', '2024-01-01'],
      ['/blog/undated', '2020-01-01'],
    ]);
    expect(blog.posts[1]!.previous).toEqual({ title: 'New', href: '/blog/2024/03/01/new' });
    expect(blog.posts[1]!.next).toEqual({ title: 'old', href: '/blog/2024/01/01/old' });
    expect(docs.every((d) => d.kind === 'post')).toBe(true);
  });

  it('sorts oldest first with sortPosts: ascending', () => {
    const { blog } = blogOf([['2024-01-01-a.md', {}], ['2024-02-01-b.md', {}]], { sortPosts: 'ascending' });
    expect(blog.posts.map((p) => p.relPath)).toEqual(['2024-01-01-a.md', '2024-02-01-b.md']);
  });

  it('paginates the list, tags and author pages, one page of posts at most each', () => {
    const posts: [string, Record<string, unknown>][] = Array.from({ length: 5 }, (_, i) => [`2024-01-0${i + 1}-p${i}.md`, { tags: ['t'], authors: ['jane'] }]);
    const { blog } = blogOf(posts, { postsPerPage: 2 }, { authors: { file: 'content/blog/authors.yml', entries: { jane: { name: 'Jane', page: true } } } });
    expect(blog.lists.map((l) => [l.route, l.posts.length, l.previous, l.next])).toEqual([
      ['/blog', 2, undefined, '/blog/page/2'],
      ['/blog/page/2', 2, '/blog', '/blog/page/3'],
      ['/blog/page/3', 1, '/blog/page/2', undefined],
    ]);
    expect(blog.tags[0]!.pages.map((l) => l.route)).toEqual(['/blog/tags/t', '/blog/tags/t/page/2', '/blog/tags/t/page/3']);
    expect(blog.authors[0]!.pages.map((l) => l.route)).toEqual(['/blog/authors/jane', '/blog/authors/jane/authors/2', '/blog/authors/jane/authors/3']);
    expect(blogRoutes(blog).map((r) => r.kind)).toContain('blogArchive');
  });

  it('gives a blog without posts its empty list page and nothing else, as Docusaurus does', () => {
    const { blog } = blogOf([]);
    expect(blogRoutes(blog).map((r) => [r.path, r.kind])).toEqual([['/blog', 'blogList']]);
    expect(blog.lists[0]!.posts).toEqual([]);
    expect(blog.feeds).toEqual([]);
  });

  it('leaves drafts out and unlisted posts off the lists, tags and feeds', () => {
    const { blog } = blogOf([
      ['2024-01-01-a.md', { tags: ['t'] }],
      ['2024-01-02-hidden.md', { unlisted: true, tags: ['t'] }],
      ['2024-01-03-draft.md', { draft: true }],
    ]);
    expect(blog.posts.map((p) => p.relPath)).toEqual(['2024-01-02-hidden.md', '2024-01-01-a.md']);
    expect(blog.lists[0]!.posts).toEqual(['blog:default:2024-01-01-a.md']);
    expect(blog.tags[0]!.count).toBe(1);
  });

  it('knows a truncate marker in both forms and reports posts without one as the option says', () => {
    const { blog, diagnostics } = blogOf([
      ['a.md', {}, 'A\n\n<!-- truncate -->\n'],
      ['b.mdx', {}, 'B\n\n{/* truncate */}\n'],
      ['c.md', {}, 'C, all of it.\n'],
    ]);
    expect(blog.posts.map((p) => [p.relPath, p.truncated])).toEqual([
      ['a.md', true],
      ['b.mdx', true],
      ['c.md', false],
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([['warning', 'blog/untruncated-post', 'content/blog/c.md']]);
    expect(blogOf([['c.md', {}, 'C\n']], { onUntruncatedBlogPosts: 'throw' }).diagnostics[0]!.severity).toBe('error');
    expect(blogOf([['c.md', {}, 'C\n']], { onUntruncatedBlogPosts: 'ignore' }).diagnostics).toEqual([]);
  });

  it('takes authors from authors.yml and in place; an unknown key is an error, an inline author as onInlineAuthors says', () => {
    const authors = { file: 'content/blog/authors.yml', entries: { jane: { name: 'Jane', url: 'https://jane.example', socials: { github: 'jane', x: 'https://x.com/j' } } } };
    const { blog, diagnostics } = blogOf([['a.md', { authors: ['jane', { name: 'Guest' }, 'nobody'] }]], { onInlineAuthors: 'throw' }, { authors });
    expect(blog.posts[0]!.authors).toEqual([
      { key: 'jane', name: 'Jane', url: 'https://jane.example', socials: [{ platform: 'github', url: 'https://github.com/jane' }, { platform: 'x', url: 'https://x.com/j' }] },
      { name: 'Guest' },
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.needle])).toEqual([
      ['error', 'blog/inline-author', 'Guest'],
      ['error', 'blog/unknown-author', 'nobody'],
    ]);
    // No author page without `page`: the authors page still lists them.
    expect(blog.authorsRoute).toBe('/blog/authors');
    expect(blog.authors[0]!.pages).toEqual([]);
  });

  it('takes tags from tags.yml; an inline tag is reported as onInlineTags says', () => {
    const tags = { file: 'content/blog/tags.yml', entries: { rel: { label: 'Release', permalink: '/releases' }, misc: null } };
    const { blog, diagnostics } = blogOf([['a.md', { tags: ['rel', 'misc', 'Other'] }]], { onInlineTags: 'warn' }, { tags });
    expect(blog.posts[0]!.tags.map((t) => [t.label, t.href])).toEqual([
      ['Release', '/blog/tags/releases'],
      ['Misc', '/blog/tags/misc'],
      ['Other', '/blog/tags/other'],
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.needle])).toEqual([['warning', 'blog/inline-tag', 'Other']]);
  });

  it("slugs inline tags and tags.yml keys with lodash's kebabCase, as Docusaurus does", () => {
    const tags = { file: 'content/blog/tags.yml', entries: { openSource: { label: 'Open source' }, rel: { permalink: 'Release Notes' } } };
    const { blog } = blogOf([['a.md', { tags: ['openSource', 'rel', 'v2.0', 'OpenFeature summit'] }]], { onInlineTags: 'ignore' }, { tags });
    expect(blog.posts[0]!.tags.map((t) => t.href)).toEqual(['/blog/tags/open-source', '/blog/tags/release-notes', '/blog/tags/v-2-0', '/blog/tags/open-feature-summit']);
  });

  it('follows routeBasePath, the base paths, the sidebar count and feed types', () => {
    const { blog } = blogOf([['2024-01-01-a.md', { tags: ['x'] }]], { routeBasePath: 'news', tagsBasePath: 'topics', archiveBasePath: null, blogSidebarCount: 0, feedOptions: { type: 'all' } });
    expect(blog.posts[0]!.route).toBe('/news/2024/01/01/a');
    expect(blog.tagsRoute).toBe('/news/topics');
    expect(blog.archiveRoute).toBeUndefined();
    expect(blog.sidebar).toBeUndefined();
    expect(blog.feeds).toEqual([
      { type: 'rss', route: '/news/rss.xml' },
      { type: 'atom', route: '/news/atom.xml' },
      { type: 'json', route: '/news/feed.json' },
    ]);
  });

  it('reports two posts at one route', () => {
    const { diagnostics } = blogOf([['a.md', { slug: '/same' }], ['b.md', { slug: '/same' }]]);
    expect(diagnostics.map((d) => d.code)).toContain('blog/duplicate-route');
  });
});
