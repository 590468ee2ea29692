/** Schema of the search options. Imports only zod. */
import { z } from 'zod';

/** @example { hashed: true, searchResultLimits: 8, maxResults: 50, searchContextByPaths: ['player'], indexBlog: false } */
export const searchSchema = z.strictObject({
  /** Append a content hash to the index URL so browsers never use a stale index. */
  hashed: z.boolean().default(true),
  /** Suggestions shown while typing. */
  searchResultLimits: z.number().int().positive().default(8),
  /** Results on the search page. */
  maxResults: z.number().int().positive().default(50),
  /** Search-as-you-type in the navbar box. */
  searchBarShortcut: z.boolean().default(true),
  /** Paths (relative to the docs root) that get an index of their own, searched when the reader is inside them. */
  searchContextByPaths: z.array(z.string()).default([]),
  /** Docs are searched (every docs version and area). */
  indexDocs: z.boolean().default(true),
  /** Blog posts are searched. */
  indexBlog: z.boolean().default(true),
  /** Standalone pages are searched: Markdown pages, and React pages by what they render and their Layout title. */
  indexPages: z.boolean().default(true),
  /** BM25 term-frequency saturation. */
  k1: z.number().positive().default(1.2),
  /** BM25 length normalisation. */
  b: z.number().min(0).max(1).default(0.75),
  /**
   * Readers' words for the site's words, applied to every query: a key also finds pages with any of its
   * synonyms (one way: 'dash' finds CMAF pages, not the reverse). Keys and synonyms may be several words.
   * @example { dash: ['cmaf'], 'mpeg-ts': ['ts'], thumbnail: ['jpg'], certificate: ['https', 'ssl'] }
   */
  synonyms: z.record(z.string().min(1), z.array(z.string().min(1))).default({}),
  /**
   * Readers' everyday words lead to the words docs use for the same thing ('ram' finds pages about
   * memory, 'sign in' pages about logging in), where the site uses those words; English sites only.
   */
  readerWords: z.boolean().default(true),
  /** Field weights: title > headings > body; code is down-weighted. */
  fieldWeights: z
    .strictObject({ title: z.number().positive(), heading: z.number().positive(), body: z.number().positive(), code: z.number().positive() })
    .default({ title: 4, heading: 2, body: 1, code: 0.5 }),
});
