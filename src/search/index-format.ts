/**
 * The search index file as shipped to the browser, and the hit shape the UI shows. Browser-safe types
 * and two pure readers; no imports.
 *
 * A file is a list of entries, each with `documents` and `index`. Pages are stored once and sections
 * point at them, and the index keeps raw BM25F inputs (weighted term frequencies and lengths) rather
 * than wink's consolidated scores: several times smaller, and the browser recomputes wink's exact scores.
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

/** The documents of an entry: pages once, sections pointing at them. */
export interface IndexDocuments {
  /** [title, url, breadcrumb, sidebar label when it differs from the title] per page. */
  pages: [string, string, string[], string?][];
  /** [page index, anchor id, heading, start of the section's text for snippets] per section (= per BM25 document). */
  sections: [number, string, string, string][];
}

/** BM25F inputs of an entry. */
export interface IndexData {
  /** Format version. */
  v: 1;
  k1: number;
  b: number;
  /** Digits kept in each term score (wink's freqPrecision). */
  fp: number;
  /** Weighted length per section. */
  len: number[];
  /** Terms, sorted, so prefixes are one binary search away. */
  terms: string[];
  /** Per term: section-index gaps and weighted frequencies, interleaved: [gap, freq, gap, freq...]. */
  post: number[][];
  /** The site's synonyms as terms (key terms joined by a space -> each synonym's terms); absent when there are none. */
  syn?: Record<string, string[][]>;
}

export interface IndexEntry {
  documents: IndexDocuments;
  index: IndexData;
}

export type IndexFile = IndexEntry[];

/** Builds the spec's hit object for one section of an entry. */
export function hitOf(documents: IndexDocuments, section: number): SearchHit {
  const [page, id, heading] = documents.sections[section]!;
  const [t, u, b] = documents.pages[page]!;
  return { t, u, h: id ? `#${id}` : '', b, s: heading };
}

/** The stored start of a section's text, for the snippet. */
export function sectionText(documents: IndexDocuments, section: number): string {
  return documents.sections[section]![3];
}
