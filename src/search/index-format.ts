/**
 * The search index as shipped to the browser, read in pieces, and the hit shape the UI shows.
 * Browser-safe types and pure readers; no imports.
 *
 * A context's index is one small first file plus shards:
 * - the first file (`search-index.json`, a list of one entry with `documents` and `index`) holds what
 *   every query needs: the sorted vocabulary (front-coded) with each term's document frequency, which
 *   terms are parts of page names, the synonyms, how many sections each page has, and the shard tables;
 * - term shards hold, for a run of neighbouring terms (so a prefix's completions sit together), each
 *   term's postings with their final BM25F scores (a frequent term's as picks from its distinct
 *   scores), and the page names and identifier titles that start with those terms;
 * - page files hold one page each: title, URL, breadcrumb, sidebar label and its sections' anchors,
 *   headings and snippets, fetched only for the pages a query shows.
 * Shards and page files sit in one folder named by the hash of them all (`t3.json`, `p120.json`), so
 * every file but the first is immutable and the first names them with one string.
 * Scores are wink-bm25-text-search's, worked out at build time and rounded as wink rounds them
 * (`fp` digits), so the browser reads them rather than recomputing them.
 */

/** One search hit, as the spec names it. */
export interface SearchHit {
  /** Page title. */
  t: string;
  /** Page URL (route, without base URL). */
  u: string;
  /** Anchor of the section ('#id'), '' for the page itself. */
  h: string;
  /** Breadcrumb labels to the page. */
  b: string[];
  /** Section heading, '' for the page itself. */
  s: string;
}

/** One page as the result list shows it: [title, url, breadcrumb, sections as [anchor, heading, snippet], sidebar label when it differs]. */
export type PageRecord = [string, string, string[], [string, string, string][], string?];

/**
 * A name a page answers to (see page-names.ts), filed under its first term: [page, depth, the name's
 * terms], and for a section whose heading is a name (see headingName), that section's place in the page.
 */
export type NameEntry = [number, number, string[]] | [number, number, string[], number];

/** The format version the build writes and the browser reads; an index of another version is refused. */
export const INDEX_FORMAT = 5;

/** The index side of the first file. */
export interface IndexMeta {
  /** Format version. */
  v: typeof INDEX_FORMAT;
  /** Sections (BM25 documents) in the index. */
  n: number;
  /** Digits kept in each score: a posting's score is its stored integer divided by 10^fp. */
  fp: number;
  /** The language the index was tokenized in (see tokenize.ts); English when absent. */
  lang?: string;
  /** Terms, sorted, so prefixes are one binary search away; front-coded (see frontCode). */
  terms: string[];
  /** Per term, the sections it occurs in (its document frequency). */
  df: number[];
  /** Gaps between the numbers of the terms that are part of some page's name. */
  nameTerms: number[];
  /** Parts of page names that are not index terms (slug parts such as `configfile`), sorted. */
  otherNames: string[];
  /** Folder of the shards and page files, relative to the first file. */
  dir: string;
  /** Term shards `t<i>.json`: the first string each one covers (it covers up to the next one's). */
  shards: string[];
  /**
   * The words of its language the index leaves out, as queries must (see tokenize.ts): language data
   * that travels with the index, not in the search code every site loads; absent when there are none.
   */
  stop?: string[];
  /** The site's synonyms as terms (key terms joined by a space -> each synonym's terms); absent when there are none. */
  syn?: Record<string, string[][]>;
  /**
   * The terms of the words that only give a question its form (see question-words.ts), for an English
   * index: language data that travels with the index, not in the search code every site loads.
   */
  form?: string[];
  /**
   * Readers' words (see ReaderWordEntry) whose first term is no index term ('ram' on a site that never
   * writes it), by that term: a query word the index lacks loads no shard, so they come with the first
   * file. The rest travel in the shard of their first term, which a query with that word loads anyway.
   */
  rel?: Record<string, ReaderWordEntry[]>;
}

/** The documents side of the first file. */
export interface IndexPages {
  /** Sections per page, in page order; sections are numbered across pages in this order. */
  sections: number[];
}

export interface IndexEntry {
  documents: IndexPages;
  index: IndexMeta;
}

/** The first file, in the spec's shape: a list of entries with documents and index. */
export type IndexFile = IndexEntry[];

/**
 * A term's postings: section-number gaps and scores × 10^fp, interleaved ([gap, score, gap, score...]),
 * or, for a term whose scores repeat, [its distinct scores, the gaps, per posting its score's place in
 * the first list].
 */
export type StoredPostings = number[] | [scores: number[], gaps: number[], picks: number[]];

/** A term shard. */
export interface TermShard {
  /** Per term, its postings. */
  post: Record<string, StoredPostings>;
  /** Names starting with a term. */
  names: Record<string, NameEntry[]>;
  /** Pages whose title is one identifier with this term as a part (`RECORDING_END` under 'record'). */
  parts: Record<string, number[]>;
  /** Readers' words by their first term, an index term of this shard (see IndexMeta.rel); absent when the shard has none. */
  rel?: Record<string, ReaderWordEntry[]>;
}

/**
 * A reader's word (see reader-words.ts) filed under its first term: its other terms joined by spaces ('' for
 * a one-word key), and the site's words it leads to, each as its terms' numbers (a site keeps only the
 * entries whose words it uses, see siteReaderWords, so every one is a term; numbers take a quarter less
 * than the words in the shards). They travel with their first term (see IndexMeta.rel), so a query loads
 * only its own words' entries.
 */
export type ReaderWordEntry = [rest: string, words: number[][]];

/**
 * What the engine reads, whole or in pieces. A getter answers `undefined` while the piece holding the
 * answer has not been loaded; the engine then counts the piece as empty and the caller, having loaded
 * what was missing, asks again.
 */
export interface SearchData {
  /** Sections. */
  readonly n: number;
  readonly fp: number;
  /** The language its terms are in; English when absent. */
  readonly lang?: string;
  readonly terms: readonly string[];
  readonly df: ArrayLike<number>;
  /** The stop words of its language (see IndexMeta.stop). */
  readonly stop?: readonly string[];
  readonly syn?: Record<string, string[][]>;
  /** The terms of question-form words (see IndexMeta.form); absent for an index in a language without them. */
  readonly form?: readonly string[];
  /** The page of each section. */
  readonly pageOf: Int32Array;
  /** The first section of each page. */
  readonly firstSection: Int32Array;
  /** Whether a string is part of some page's name. */
  isName(term: string): boolean;
  /** Gap-coded postings of a term with scores × 10^fp. */
  postings(t: number): ArrayLike<number> | undefined;
  /** Names whose first term is `term`. */
  names(term: string): readonly NameEntry[] | undefined;
  /** Pages whose identifier title has `term` as a part. */
  identifierPages(term: string): readonly number[] | undefined;
  /** Readers' words whose first term is `term`. */
  related(term: string): readonly ReaderWordEntry[] | undefined;
  page(p: number): PageRecord | undefined;
}

/** Builds the spec's hit object for one section; undefined while its page is not loaded. */
export function hitOf(data: SearchData, section: number): SearchHit | undefined {
  const p = data.pageOf[section]!;
  const record = data.page(p);
  if (!record) return undefined;
  const [t, u, b, sections] = record;
  const [id, heading] = sections[section - data.firstSection[p]!]!;
  return { t, u, h: id ? `#${id}` : '', b, s: heading };
}

/** The stored start of a section's text, for the snippet ('' while its page is not loaded). */
export function sectionText(data: SearchData, section: number): string {
  const p = data.pageOf[section]!;
  return data.page(p)?.[3][section - data.firstSection[p]!]![2] ?? '';
}

/** Section -> page and page -> first section, from the sections per page. */
export function sectionTables(perPage: readonly number[]): { pageOf: Int32Array; firstSection: Int32Array } {
  let n = 0;
  for (const c of perPage) n += c;
  const pageOf = new Int32Array(n);
  const firstSection = new Int32Array(perPage.length);
  let s = 0;
  perPage.forEach((count, p) => {
    firstSection[p] = s;
    pageOf.fill(p, s, s + count);
    s += count;
  });
  return { pageOf, firstSection };
}

/** Longest shared start frontCode writes (one base-36 digit). */
const MAX_SHARED = 35;

/**
 * Sorted terms front-coded: each as how many of its first characters it shares with the term before
 * it (one base-36 digit), then the rest. Neighbours in a sorted vocabulary share starts, which gzip
 * alone keeps poorly (at 10,000 docs of the shared corpus 29.7 KB gzip shipped whole, 10.3 KB coded;
 * the manual's 12.8 KB, 10.6 KB).
 */
export function frontCode(terms: readonly string[]): string[] {
  let before = '';
  return terms.map((term) => {
    let shared = 0;
    while (shared < MAX_SHARED && shared < before.length && before[shared] === term[shared]) shared++;
    before = term;
    return shared.toString(36) + term.slice(shared);
  });
}

/** The terms frontCode coded. */
export function expandTerms(coded: readonly string[]): string[] {
  let before = '';
  return coded.map((entry) => (before = before.slice(0, parseInt(entry[0]!, 36)) + entry.slice(1)));
}

/** The place of the first of the sorted strings that is not before `s` (their length when none is). */
export function firstAtOrAfter(sorted: readonly string[], s: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The term shard a string falls in: the last one whose first string is not after it. */
export function shardOf(shards: readonly string[], term: string): number {
  let lo = 0;
  let hi = shards.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (shards[mid]! <= term) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}
