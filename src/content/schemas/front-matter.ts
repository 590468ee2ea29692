/**
 * The front-matter schema of a doc, compatible with Docusaurus authors' habits, plus the typed
 * reference facts. Keys it does not name are kept as they are (Docusaurus passes them through to the
 * theme and plugins); the loader warns only about keys that look like a typo of a known one.
 * Imports only zod and the reference schemas.
 */
import { z } from 'zod';
import { apiCallFactsSchema, inputFactsSchema, outputFactsSchema, processFactsSchema, triggerFactsSchema } from './reference.js';

/**
 * A tag: a plain label, or an object with its own permalink and description.
 * @example 'hls'
 * @example { label: 'Low latency', permalink: 'low-latency', description: 'Pages about cutting delay' }
 */
export const tagSchema = z.union([
  z.string().min(1),
  z.strictObject({ label: z.string().min(1), permalink: z.string().optional(), description: z.string().optional() }),
]);

const headingLevel = z.number().int().min(2).max(6);

/**
 * Doc front-matter keys Docusaurus defines that mistdocs accepts without using them yet. They are
 * kept like any custom key, and never taken for a typo of one of ours (`pagination_label` is no
 * misspelt `pagination_prev`).
 */
export const DOCUSAURUS_ONLY_KEYS = [
  'custom_edit_url',
  'last_update',
  'pagination_label',
  'sidebar_custom_props',
  'sidebar_key',
  'wrapperClassName',
] as const;

/**
 * Known keys are typed (a wrong type is an error); any other key is kept on the doc's front matter
 * with its YAML value, for the theme and plugins.
 * @example { title: 'HLS output', description: 'Play streams over HLS', tags: ['hls'], sidebar_position: 2 }
 * @example { title: 'Team page', owner: 'media-team' }
 */
export const frontMatterSchema = z
  .looseObject({
    /** Replaces the file name in the doc id. @example 'hls' */
    id: z.string().regex(/^(?!\.\.?$)[^/]+$/, 'an id may not contain a slash or be . or ..').optional(),
    /** The page's h1 and the first part of its browser title. */
    title: z.string().optional(),
    /** One sentence for search results, cards and the meta description. */
    description: z.string().optional(),
    /** Route of the page: absolute ('/x/y') or relative to the folder ('y'). */
    slug: z.string().optional(),
    /** Label in the sidebar when it differs from the title. */
    sidebar_label: z.string().optional(),
    /** Order within the folder; lower comes first. */
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    tags: z.array(tagSchema).default([]),
    /** Extra words for search and the keywords meta tag. */
    keywords: z.array(z.string()).default([]),
    /** Built and linkable but hidden from the sidebar, tags and search unless active. */
    unlisted: z.boolean().default(false),
    /** Not built at all (unless the config includes drafts). */
    draft: z.boolean().default(false),
    hide_title: z.boolean().default(false),
    hide_table_of_contents: z.boolean().default(false),
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
    /** A doc id, or null to show no previous link. */
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    /** false keeps number prefixes of this doc's file and folder names in its id and route. */
    parse_number_prefixes: z.boolean().optional(),
    /** The sidebar the doc shows instead of the one that lists it; null shows none. @example 'api' */
    displayed_sidebar: z.string().nullable().optional(),
    /** Social card image for this page. */
    image: z.string().optional(),
    /** Hide this page from the search index. */
    search_exclude: z.boolean().default(false),
    api_call: apiCallFactsSchema.optional(),
    trigger: triggerFactsSchema.optional(),
    input: inputFactsSchema.optional(),
    output: outputFactsSchema.optional(),
    process: processFactsSchema.optional(),
  })
  .superRefine((fm, ctx) => {
    const kinds = (['api_call', 'trigger', 'input', 'output', 'process'] as const).filter((k) => fm[k] !== undefined);
    if (kinds.length > 1) ctx.addIssue({ code: 'custom', path: [kinds[1]!], message: `a page documents one thing; it has both ${kinds.join(' and ')}` });
    if (fm.toc_min_heading_level && fm.toc_max_heading_level && fm.toc_min_heading_level > fm.toc_max_heading_level) {
      ctx.addIssue({ code: 'custom', path: ['toc_min_heading_level'], message: 'toc_min_heading_level must not exceed toc_max_heading_level' });
    }
  });

export type FrontMatter = z.output<typeof frontMatterSchema>;
export type TagInput = z.output<typeof tagSchema>;

/**
 * `_category_.json` / `_category_.yml` of a folder.
 * @example { label: 'Installation', position: 2, link: { type: 'generated-index', slug: '/category/installation' } }
 */
export const categoryMetaSchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  /** Whether it starts collapsed; the docs' `sidebarCollapsed` (true by default) when absent. */
  collapsed: z.boolean().optional(),
  /** Whether it can collapse; the docs' `sidebarCollapsible` (true by default) when absent. */
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().startsWith('/').optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        keywords: z.array(z.string()).optional(),
        image: z.string().optional(),
      }),
    ])
    .nullable()
    .optional(),
});

export type CategoryMeta = z.output<typeof categoryMetaSchema>;
