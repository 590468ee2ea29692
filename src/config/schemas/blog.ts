/** Schema of the blog (Docusaurus's blog plugin options, by their names). Imports only zod. */
import { z } from 'zod';

const policy = z.enum(['ignore', 'log', 'warn', 'throw']);
const feedType = z.enum(['rss', 'atom', 'json']);

/**
 * The blog's feeds, as Docusaurus's `feedOptions`.
 * @example { type: 'all', title: 'Release notes', copyright: 'Copyright © 2026 DDVTech', limit: 20 }
 */
export const feedOptionsSchema = z.strictObject({
  /** Which feeds to write: one type, several, 'all', or null for none. */
  type: z
    .union([feedType, z.literal('all'), z.array(feedType), z.null()])
    .default(['rss', 'atom'])
    .transform((v): ('rss' | 'atom' | 'json')[] => (v === null ? [] : v === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(v) ? v : [v])),
  /** The feed's title; the site title and ' Blog' by default. */
  title: z.string().optional(),
  /** The feed's description; the site title and ' Blog' by default. */
  description: z.string().optional(),
  copyright: z.string().default(''),
  /** The feed's language; the locale's by default. */
  language: z.string().optional(),
  /** How many of the newest posts a feed holds (false or null: all). */
  limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
  /** Docusaurus's stylesheets for feeds in a browser: accepted, not written. */
  xslt: z.unknown().optional(),
});

/**
 * One blog. A site has one at `/blog` when its content folder holds `blog/`; `blog: false` turns it off,
 * and a list of these gives a second blog (each with its own `id`, `path` and `routeBasePath`).
 * @example { blogTitle: 'News', postsPerPage: 5, feedOptions: { type: 'all' } }
 */
export const blogSchema = z.strictObject({
  /** Tells two blogs apart (and names a second one's translation folder). @example 'releases' */
  id: z.string().regex(/^[\w-]+$/, 'an id is letters, digits, _ and -').default('default'),
  /** The posts' folder, relative to the content folder. @example 'releases' */
  path: z.string().default('blog'),
  /** Where the blog is served. @example 'news' */
  routeBasePath: z.string().default('blog'),
  /** Globs (relative to `path`) of the files that are posts. */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  /** Globs of files in `path` that are not posts: partials and tests by default, as in Docusaurus. */
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  /** The list page's title (and the blog's). */
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** How many recent posts the blog sidebar lists ('ALL', or 0 for no sidebar). */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Whether the blog sidebar puts its posts under a heading for each year, as Docusaurus 3.5 and later do (its `themeConfig.blog.sidebar.groupByYear`). */
  blogSidebarGroupByYear: z.boolean().default(true),
  /** Posts per list page ('ALL': one page). */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Show '5 min read' on posts and lists. */
  showReadingTime: z.boolean().default(true),
  /** Base of each post's edit link; the post's path in the blog folder is appended. @example 'https://github.com/org/site/edit/main/' */
  editUrl: z.string().optional(),
  /** 'descending' lists the newest post first. */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** A tag that tags.yml does not define. */
  onInlineTags: policy.default('warn'),
  /** An author written in the post rather than named from authors.yml. */
  onInlineAuthors: policy.default('warn'),
  /** A post without a `<!-- truncate -->` marker (its whole text is on the list pages). */
  onUntruncatedBlogPosts: policy.default('warn'),
  /** The authors file, relative to `path`. */
  authorsMapPath: z.string().default('authors.yml'),
  /** The tags file, relative to `path`; null or false for none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  tagsBasePath: z.string().default('tags'),
  /** The archive's path under the blog; null for none. */
  archiveBasePath: z.string().nullable().default('archive'),
  authorsBasePath: z.string().default('authors'),
  /** The list pages after the first: /blog/page/2. */
  pageBasePath: z.string().default('page'),
  /** Show the last update (front matter `last_update`) on posts. */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  feedOptions: feedOptionsSchema.default(() => feedOptionsSchema.parse({})),
});

/** `blog` in the config: false, one blog, or several. */
export const blogConfigSchema = z.union([
  z.literal(false),
  blogSchema,
  z.array(blogSchema).superRefine((blogs, ctx) => {
    // Each blog needs its own id (its translations' folder) and its own route.
    blogs.forEach((blog, i) => {
      if (blogs.findIndex((b) => b.id === blog.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `two blogs have the id '${blog.id}'; give each blog its own id` });
      else if (blogs.findIndex((b) => b.routeBasePath === blog.routeBasePath) !== i) ctx.addIssue({ code: 'custom', path: [i, 'routeBasePath'], message: `two blogs are served at '${blog.routeBasePath}'; give each blog its own routeBasePath` });
    });
  }),
]);

export type BlogOptions = z.output<typeof blogSchema>;
export type FeedOptions = z.output<typeof feedOptionsSchema>;
