/** The one schema of site.config.ts; author and resolved types are derived from it. Imports only zod and sibling schemas. */
import { z } from 'zod';
import { googleAnalyticsSchema, googleTagManagerSchema, gtagSchema } from './analytics.js';
import { blogConfigSchema } from './blog.js';
import { docsAreaSchema, docsSchema } from './docs.js';
import { footerSchema } from './footer.js';
import { i18nSchema } from './i18n.js';
import { markdownSchema } from './markdown.js';
import { navbarSchema } from './navbar.js';
import { prismSchema } from './prism.js';
import { clientRedirectsSchema } from './redirects.js';
import { referenceSourcesSchema } from './reference-sources.js';
import { searchSchema } from './search.js';
import { announcementBarSchema, colorModeSchema, tocSchema } from './theme.js';

/**
 * @example
 * defineConfig({ title: 'MistServer Documentation', url: 'https://docs.mistserver.org', baseUrl: '/' })
 */
/** A site plugin: a module path or the plugin function. */
const pluginModule = z.union([z.string(), z.custom<(context: unknown, options: unknown) => unknown>((value) => typeof value === 'function', 'expected a path or a plugin function')]);

export const siteConfigSchema = z.strictObject({
  /** Site title, used in every page title after the pipe. */
  title: z.string().min(1),
  /** Short line under the title on social cards. */
  tagline: z.string().default(''),
  /** The production origin, without a path. @example 'https://docs.mistserver.org' */
  url: z.url(),
  /** The path the site is served under; starts and ends with '/'. */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, "baseUrl must start and end with '/'").default('/'),
  /** true adds, false removes a trailing slash on every route; unset keeps each route as authored. */
  trailingSlash: z.boolean().optional(),
  /** What `build` and `check` do with a link to no page: 'throw' fails them. */
  onBrokenLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** What `build` and `check` do with a link to no anchor of its page: 'throw' fails them. */
  onBrokenAnchors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /**
   * What `build` and `check` do with a link to a .md file that is no doc. Such a link is also a broken
   * link, as in Docusaurus, so the stricter of this and `onBrokenLinks` applies. @example 'throw'
   */
  onBrokenMarkdownLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Where the Markdown lives, relative to the config file. */
  contentDir: z.string().default('content'),
  /** Files copied as-is to the output root (logo, favicon), relative to the config file. */
  staticDir: z.string().default('content/static'),
  /** Where the site is written. */
  outDir: z.string().default('build'),
  favicon: z.string().optional(),
  /** Social card image for Open Graph. */
  image: z.string().optional(),
  i18n: i18nSchema.default({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} }),
  colorMode: colorModeSchema.default({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true }),
  navbar: navbarSchema.default({ hideOnScroll: false, items: [] }),
  footer: footerSchema.optional(),
  announcementBar: announcementBarSchema.optional(),
  docs: docsSchema.default(() => docsSchema.parse({})),
  /**
   * Docs areas besides the main docs, each with its own folder under the content folder, route base and
   * sidebars (Docusaurus's docs plugin listed again with an `id`).
   * @example [{ id: 'community', path: 'community', routeBasePath: '/community' }]
   */
  docsAreas: z
    .array(docsAreaSchema)
    .superRefine((areas, ctx) => {
      areas.forEach((area, i) => {
        const first = areas.findIndex((other) => other.id === area.id || other.path.replace(/\/+$/, '') === area.path.replace(/\/+$/, ''));
        if (first < i) ctx.addIssue({ code: 'custom', path: [i, areas[first]!.id === area.id ? 'id' : 'path'], message: `docsAreas[${first}] has the same ${areas[first]!.id === area.id ? 'id' : 'folder'}; each area needs its own` });
      });
    })
    .default([]),
  /**
   * The blog (Docusaurus's blog plugin options): built when the content folder holds `blog/`; `false` turns
   * it off, a list builds several (each with its own `id`, `path` and `routeBasePath`).
   * @example { blogTitle: 'News', postsPerPage: 5, feedOptions: { type: 'all', copyright: 'Copyright © 2026' } }
   */
  blog: blogConfigSchema.optional(),
  toc: tocSchema.default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /**
   * How tags written in front matter are slugged for their pages: 'kebab-case' as Docusaurus does (lodash's
   * kebabCase: `v2.0` -> /tags/v-2-0, `h264` -> /tags/h-264), so a Docusaurus site's tag pages keep their
   * addresses; 'words' keeps letters and digits together (`h264` -> /tags/h264).
   * @example 'words'
   */
  tagSlugs: z.enum(['kebab-case', 'words']).default('kebab-case'),
  /** Code blocks: magic comments and extra languages (Docusaurus's `themeConfig.prism`). */
  prism: prismSchema.default(() => prismSchema.parse({})),
  search: searchSchema.default(() => searchSchema.parse({})),
  /** The site's own remark and rehype plugins, as Docusaurus takes them. */
  markdown: markdownSchema.default(() => markdownSchema.parse({})),
  /**
   * Values of the site's own that its components read (`useDocusaurusContext().siteConfig.customFields`).
   * @example { apiVersion: 'v2', supportEmail: 'help@example.com' }
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * The site's own stylesheets, relative to the config file, after the theme's on every page (Docusaurus's
   * `theme.customCss`): they may set Infima's custom properties (`--ifm-color-primary`...), which the theme reads.
   * @example './src/css/custom.css'
   */
  customCss: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v])).default([]),
  /**
   * Stylesheets linked in every page's head, by address (Docusaurus's `stylesheets`).
   * @example [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.16/dist/katex.min.css', crossorigin: 'anonymous' }]
   */
  stylesheets: z.array(z.union([z.string(), z.looseObject({ href: z.string() })])).default([]),
  /**
   * Scripts loaded by every page, by address (Docusaurus's `scripts`).
   * @example [{ src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'docs.example.com' }]
   */
  scripts: z.array(z.union([z.string(), z.looseObject({ src: z.string() })])).default([]),
  /**
   * Tags added to every page's head (Docusaurus's `headTags`).
   * @example [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } }]
   */
  headTags: z.array(z.strictObject({ tagName: z.string().regex(/^[a-z][a-z0-9-]*$/), attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}), innerHTML: z.string().optional() })).default([]),
  /**
   * Modules, relative to the config file, bundled for the browser and run on every page (Docusaurus's
   * `clientModules`); an `onRouteDidUpdate({ location, previousLocation })` export is called after each in-place navigation.
   * @example ['./src/client/analytics.js']
   */
  clientModules: z.array(z.string()).default([]),
  /**
   * The islands' browser runtime. `react` (the default) hydrates them with React itself, as the build
   * renders them: every React API works, and a page with an island loads about 70 KB of gzipped JavaScript.
   * `preact` hydrates them with Preact's React compatibility layer, about 10 KB: for islands that use
   * React's common API (hooks, context, events); React-only APIs (`use`, actions, React DOM internals) do not.
   * @example { runtime: 'preact' }
   */
  islands: z.strictObject({ runtime: z.enum(['react', 'preact']).default('react') }).default({ runtime: 'react' }),
  /**
   * The source repository reference pages link their `sources` to, at the commit the docs describe; with
   * it, `check` requires every reference page to name its source files.
   * @example { url: 'https://github.com/owner/repo/blob/<commit>/{path}', fileList: 'content/upstream/repo-files.txt' }
   */
  referenceSources: referenceSourcesSchema.optional(),
  /**
   * Old URLs that lead to pages of the site (Docusaurus's client redirects plugin, with its options).
   * @example { redirects: [{ from: '/old-intro', to: '/intro' }], createRedirects: (path) => path.startsWith('/v2/') ? path.replace('/v2/', '/legacy/') : undefined }
   */
  clientRedirects: clientRedirectsSchema.optional(),
  /** Google's global site tag on every page (the classic preset's `gtag`). @example { trackingID: 'G-999X9XX9XX' } */
  gtag: gtagSchema.optional(),
  /** Google Tag Manager on every page (the classic preset's `googleTagManager`). @example { containerId: 'GTM-12345' } */
  googleTagManager: googleTagManagerSchema.optional(),
  /** Google's analytics.js on every page (`@docusaurus/plugin-google-analytics`). @example { trackingID: 'UA-141789564-1' } */
  googleAnalytics: googleAnalyticsSchema.optional(),
  /**
   * Docusaurus plugins the site wrote itself: a path (relative to the config) of a module whose default
   * export is the plugin function, the function itself, or either with its options (`[plugin, options]`).
   * Each is called with Docusaurus's `(context, options)`, and its `loadContent`, `contentLoaded` (with
   * `actions.setGlobalData`, `createData` and `addRoute`), `injectHtmlTags`, `configurePostCss`,
   * `getClientModules` and `postBuild` run as Docusaurus runs them; any other lifecycle method
   * (`configureWebpack`) is named in a warning at the plugin.
   * @example ['./src/plugins/showcase', function tailwind() { return { name: 'tailwind', configurePostCss(o) { o.plugins.push(require('tailwindcss')); return o; } }; }]
   */
  plugins: z.array(z.union([pluginModule, z.tuple([pluginModule, z.unknown()])])).default([]),
  /** Site version shown in the generator meta tag. */
  siteVersion: z.string().default('0.0.0'),
});

/** What an author writes in site.config.ts. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config after defaults, as every stage sees it. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
