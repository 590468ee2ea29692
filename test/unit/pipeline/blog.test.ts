/** The blog fixture built whole: its feeds read by a real feed parser, its pages' heads, the search index, the sitemap and llms.txt. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogConfigSchema, blogSchema } from '../../../src/config/schemas/blog.js';
import { blogOptionsOf } from '../../../src/pipeline/sources.js';
import { resolveConfig } from '../../../src/config/load-config.js';
import type { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { buildFixture, fixturesDir } from '../../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
const read = (rel: string) => readFileSync(path.join(site.outDir, rel), 'utf8');

beforeAll(async () => {
  site = await buildFixture('blog');
}, 60_000);
afterAll(() => site?.cleanup());

/** A valid date, and an absolute https address. */
const validDate = (text: string | undefined) => expect(Number.isNaN(new Date(text ?? '').getTime()), `date ${text}`).toBe(false);
const absolute = (url: string | undefined) => expect(url, 'an absolute address').toMatch(/^https:\/\/blog\.example\//);

describe('blog feeds', () => {
  const parser = new Parser();

  it('RSS: the newest posts (limit 4), listed ones only, with valid dates and absolute links in and around them', async () => {
    const feed = await parser.parseString(read('blog/rss.xml'));
    expect(feed.title).toBe('Fixture feed');
    expect(feed.description).toBe('Everything new.');
    expect(feed.items.map((i) => i.title)).toEqual(['Dated by its folders', 'Dated in front matter', 'A guest post', 'An MDX post']);
    for (const item of feed.items) {
      validDate(item.isoDate);
      absolute(item.link);
      for (const [, url] of (item['content:encoded'] as string).matchAll(/(?:href|src)="([^"#][^"]*)"/g)) expect(url).toMatch(/^https?:\/\//);
    }
    expect(feed.items.find((i) => i.title === 'An MDX post')!['content:encoded']).toContain('https://blog.example/assets/images/diagram-');
  });

  it('Atom: the same posts, with authors and categories', async () => {
    const feed = await parser.parseString(read('blog/atom.xml'));
    expect(feed.items.map((i) => i.title)).toEqual(['Dated by its folders', 'Dated in front matter', 'A guest post', 'An MDX post']);
    for (const item of feed.items) {
      validDate(item.isoDate);
      absolute(item.link);
    }
    expect(read('blog/atom.xml')).toContain('<category label="Release" term="Release"/>');
  });

  it('JSON Feed 1', () => {
    const feed = JSON.parse(read('blog/feed.json')) as { version: string; home_page_url: string; items: { url: string; date_modified?: string; date_published?: string; title: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1');
    absolute(feed.home_page_url);
    expect(feed.items).toHaveLength(4);
    for (const item of feed.items) {
      absolute(item.url);
      validDate(item.date_modified ?? item.date_published);
    }
  });

  it('a second blog has its own feed, of the type it asks for', async () => {
    const feed = await parser.parseString(read('releases/rss.xml'));
    expect(feed.items.map((i) => i.title)).toEqual(['Version 1.0']);
    expect(() => read('releases/atom.xml')).toThrow();
  });
});

describe('blog pages', () => {
  it("link every blog's feeds from the head of every page, a doc's too, as Docusaurus does", () => {
    for (const page of ['blog/index.html', 'blog/2024/01/10/welcome/index.html', 'blog/tags/hello/index.html', 'blog/archive/index.html', 'releases/index.html', 'index.html']) {
      const head = read(page).split('</head>')[0]!;
      expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fixture feed RSS Feed">');
      expect(head).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fixture feed Atom Feed">');
      expect(head).toContain('<link rel="alternate" type="application/json" href="/blog/feed.json" title="Fixture feed JSON Feed">');
      // The second blog's feed options ask for RSS only, titled with the site's title.
      expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/releases/rss.xml" title="Blog Fixture RSS Feed">');
      expect(head).not.toContain('/releases/atom.xml');
    }
  });

  it('show an excerpt with "Read more" on lists and the whole post on its page', () => {
    const list = read('blog/page/3/index.html');
    expect(list).toContain('This is the opening of the first post');
    expect(list).not.toContain('After the fold');
    expect(list).toContain('Read more');
    const post = read('blog/2024/01/10/welcome/index.html');
    expect(post).toContain('After the fold');
    expect(post).not.toContain('data-blog-truncate');
  });

  it('put the posts in the search index, named by their blog', () => {
    // The index and its pieces, as one text.
    const names = [read('search-index.json'), ...readdirSync(path.join(site.outDir, 'search-index'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))].join('\n');
    expect(names).toContain('Fixture blog');
    expect(names).toContain('/blog/2024/01/10/welcome');
    // An unlisted post is not searched.
    expect(names).not.toContain('/blog/2023/12/24/unlisted');
  });

  it('list the blog pages in the sitemap, not the unlisted post or the feeds', () => {
    const sitemap = read('sitemap.xml');
    for (const route of ['/blog', '/blog/page/2', '/blog/2024/01/10/welcome', '/blog/tags/hello', '/blog/authors/jane', '/blog/archive', '/releases']) expect(sitemap).toContain(`<loc>https://blog.example${route}</loc>`);
    expect(sitemap).not.toContain('unlisted');
    expect(sitemap).not.toContain('rss.xml');
  });
});

describe('blogOptionsOf', () => {
  const root = path.join(fixturesDir, 'sites');
  it('builds the default blog when the content folder has blog/, none with blog: false, and every blog of a list', () => {
    expect(blogOptionsOf({ blog: undefined, root: path.join(root, 'blog'), contentDir: 'content' }).map((b) => [b.id, b.path, b.routeBasePath])).toEqual([['default', 'blog', 'blog']]);
    expect(blogOptionsOf({ blog: undefined, root: path.join(root, 'basic'), contentDir: 'content' })).toEqual([]);
    expect(blogOptionsOf({ blog: false, root: path.join(root, 'blog'), contentDir: 'content' })).toEqual([]);
    const two = blogSchema.array().parse([{}, { id: 'releases', path: 'releases', routeBasePath: 'releases' }]);
    expect(blogOptionsOf({ blog: two, root: path.join(root, 'basic'), contentDir: 'content' }).map((b) => b.id)).toEqual(['default', 'releases']);
  });
});

describe('blog config', () => {
  it('refuses two blogs with one id or one route', () => {
    expect(blogConfigSchema.safeParse([{}, { path: 'news', routeBasePath: 'news' }]).error?.issues[0]?.message).toBe("two blogs have the id 'default'; give each blog its own id");
    expect(blogConfigSchema.safeParse([{}, { id: 'news', path: 'news' }]).error?.issues[0]?.message).toBe("two blogs are served at 'blog'; give each blog its own routeBasePath");
    expect(blogConfigSchema.safeParse({ postsPerPage: 0 }).success).toBe(false);
    expect(blogConfigSchema.safeParse({ feedOptions: { type: 'all' } }).data).toMatchObject({ feedOptions: { type: ['rss', 'atom', 'json'] } });
  });

  it('reports a misspelt blog option at its line with the option it looks like', () => {
    const failure = (() => {
      try {
        resolveConfig({ title: 'T', url: 'https://t.example', blog: { postPerPage: 3 } }, '/site/site.config.ts', 'export default {\n  blog: { postPerPage: 3 },\n};\n');
      } catch (error) {
        return error as DiagnosticError;
      }
    })();
    expect(failure?.diagnostics).toMatchObject([{ code: 'config/unknown-key', message: "Unknown key 'blog.postPerPage' in the site config.", hint: "Did you mean 'postsPerPage'?", file: 'site.config.ts', line: 2, column: 11 }]);
  });
});
