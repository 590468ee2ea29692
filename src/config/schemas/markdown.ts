/** Schema of the Markdown options: MDX, the site's MDX components and its remark and rehype plugins. Imports only zod and unified's and React's types. */
import type { ComponentType } from 'react';
import type { Pluggable } from 'unified';
import { z } from 'zod';

/** Any function: each plugin types its own options, which the config cannot know. */
type PluginFunction = (...args: never[]) => unknown;

const pluginFunction = z.custom<PluginFunction>((value) => typeof value === 'function', {
  message: 'expected a plugin function (the default export of a remark or rehype plugin package)',
});

/**
 * A unified plugin as Docusaurus takes it: the plugin function, or the function and its options.
 * @example remarkMath
 * @example [rehypeKatex, { strict: false }]
 */
export const markdownPluginSchema = z
  .union([pluginFunction, z.tuple([pluginFunction, z.unknown()])], {
    error: 'expected a plugin function or [plugin, options]; import the plugin and give the function itself, not its package name',
  })
  .transform((entry) => entry as Pluggable);

/**
 * The site's own Markdown plugins, in Docusaurus's four lists. `beforeDefault*` run before mistdocs'
 * own plugins, the others after them (the remark ones before remark-unused-directives, so they can
 * handle directives; the rehype ones before the table of contents and search sections are read).
 * A site with plugins renders its Markdown in the build's own thread (functions cannot be sent to
 * worker threads) and keeps no Markdown cache on disk between runs.
 * @example { remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, { strict: false }]] }
 */
/** A React component the site renders in its MDX pages (a function or class; rendered at build time). */
const componentSchema = z.custom<ComponentType<Record<string, unknown>>>((value) => typeof value === 'function', {
  message: 'expected a React component (a function returning JSX), imported in the site config',
});

export const markdownSchema = z.strictObject({
  /**
   * How pages are parsed, as Docusaurus's `markdown.format`: `'detect'` (the default) reads `.mdx` files
   * as MDX and `.md` files as Markdown; `'mdx'` reads both as MDX; `'md'` reads both as Markdown.
   * (Docusaurus 3 defaults to `'mdx'`; mistdocs keeps `.md` files plain unless told.)
   * @example 'mdx'
   */
  format: z.enum(['detect', 'mdx', 'md']).default('detect'),
  /**
   * `true` reads MDX pages written for MDX 1 (Docusaurus 2 sites) as MDX 1 read them, where MDX 3 refuses
   * them or reads them otherwise: `<` that starts no tag (`0 <= x`, `Map<K, V>`), `{` that starts no
   * expression, `{user}` in running text (text, not an expression), `<br>` and `<img>` unclosed,
   * autolinks `<https://...>` and `</TabItem>` indented under a list item. Each place is a warning
   * saying what to write in MDX 3, so the pages can be modernised at leisure. A page without such
   * constructs is read as without the option. `migrate` sets it for a Docusaurus 2 site.
   * Docusaurus 3's own `mdx1Compat` object (`comments`, `admonitions`, `headingIds`) is accepted too and
   * changes nothing: mistdocs always reads those three as its defaults do.
   * @example true
   */
  mdx1Compat: z
    .union([z.boolean(), z.strictObject({ comments: z.boolean().optional(), admonitions: z.boolean().optional(), headingIds: z.boolean().optional() })])
    .default(false)
    .transform((value) => value === true),
  /**
   * The site's own MDX components, by the name used in pages; each is rendered with React at build time
   * with the tag's literal attributes as props and its content as `children`. Nothing runs in the browser.
   * @example { Highlight: ({ children, color }) => <span style={{ color }}>{children}</span> }
   */
  mdxComponents: z
    .record(z.string().regex(/^[A-Z][\w]*$/, 'a component name starts with a capital letter (lowercase tags are HTML)'), componentSchema)
    .default({}),

  /**
   * Code blocks that show a file from GitHub, as the theme `docusaurus-theme-github-codeblock` does: a
   * fenced block with `reference` in its meta holds a GitHub URL to a file (`https://github.com/o/r/blob/<ref>/<path>#L10-L20`;
   * without `#L...` the whole file), and the reader's browser fetches those lines from raw.githubusercontent.com
   * into the block (which says `loading...` until then), with a `View on GitHub` link under it. The build
   * never fetches. `true`, or the theme's `themeConfig.codeblock` options: `showGithubLink` (default true) and
   * `githubLinkLabel` (default 'View on GitHub'). Off by default: such a block then shows its URL as code.
   * `migrate` sets it for a site that lists the theme.
   * @example { githubLinkLabel: 'View on GitHub' }
   */
  githubCodeblock: z
    .union([z.boolean(), z.strictObject({ showGithubLink: z.boolean().default(true), githubLinkLabel: z.string().default('View on GitHub') })])
    .default(false)
    .transform((value): false | { showGithubLink: boolean; githubLinkLabel: string } => (value === true ? { showGithubLink: true, githubLinkLabel: 'View on GitHub' } : value)),

  /** remark plugins run after mistdocs' own remark plugins. @example [remarkMath] */
  remarkPlugins: z.array(markdownPluginSchema).default([]),
  /** rehype plugins run after mistdocs' code, heading, link and image plugins. @example [[rehypeKatex, { strict: false }]] */
  rehypePlugins: z.array(markdownPluginSchema).default([]),
  /** remark plugins run before mistdocs' own (on the tree as parsed). @example [remarkFixLegacySyntax] */
  beforeDefaultRemarkPlugins: z.array(markdownPluginSchema).default([]),
  /** rehype plugins run before mistdocs' own (before code is highlighted and links rewritten). @example [rehypeMyCodeBlocks] */
  beforeDefaultRehypePlugins: z.array(markdownPluginSchema).default([]),
});

export type MarkdownConfig = z.output<typeof markdownSchema>;
