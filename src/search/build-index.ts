/**
 * Pages -> search index files: one BM25F document per section (the page's intro, each h2/h3), fields
 * weighted title > heading > body > code, scored by wink-bm25-text-search; split per docs version
 * and per configured context directory. Pure: no fs, no config loading, no rendering.
 */
import winkBm25, { type WinkEngine } from 'wink-bm25-text-search';
import type { IndexData, IndexDocuments, IndexEntry, IndexFile } from './index-format.js';
import { indexSynonyms } from './synonyms.js';
import { tokenize } from './tokenize.js';

/** One section of a rendered page, as rehype-collect reports it. */
export interface SearchSectionInput {
  /** Heading anchor; '' for the text before the first h2. */
  id: string;
  heading: string;
  text: string;
  code: string;
}

/** One page to index. */
export interface SearchPageInput {
  title: string;
  /** Route, without base URL. */
  url: string;
  breadcrumb: string[];
  /** Sidebar label, when it differs from the title: a name the page answers to, like its title. */
  label?: string;
  sections: SearchSectionInput[];
}

export interface SearchIndexOptions {
  k1: number;
  b: number;
  fieldWeights: { title: number; heading: number; body: number; code: number };
  /** Characters of each section's text kept for snippets. */
  snippetChars?: number;
  /** Readers' words -> the site's words, applied at query time (see the search config). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
}

/** The fields of one BM25F document. */
export type SectionFields = {
  title: string;
  heading: string;
  body: string;
  code: string;
};

/** Digits wink keeps per term score when consolidating (its default); the browser rounds the same way. */
export const FREQ_PRECISION = 4;
const DEFAULT_SNIPPET_CHARS = 180;

/** The BM25F documents of some pages, in index order, with the section table the browser shows. */
export function sectionDocuments(pages: SearchPageInput[], snippetChars = DEFAULT_SNIPPET_CHARS): { documents: IndexDocuments; fields: SectionFields[] } {
  const documents: IndexDocuments = { pages: [], sections: [] };
  const fields: SectionFields[] = [];
  pages.forEach((page, p) => {
    documents.pages.push(page.label && page.label !== page.title ? [page.title, page.url, page.breadcrumb, page.label] : [page.title, page.url, page.breadcrumb]);
    const sections = page.sections.length > 0 && page.sections[0]!.id === '' ? page.sections : [{ id: '', heading: '', text: '', code: '' }, ...page.sections];
    for (const s of sections) {
      const intro = s.id === '';
      documents.sections.push([p, s.id, s.heading, clip(s.text, snippetChars)]);
      // A section carries its page's title in the body, so 'hls latency' finds the Latency section of the HLS page.
      fields.push({ title: intro ? page.title : '', heading: s.heading, body: intro ? s.text : `${page.title} ${s.text}`, code: s.code });
    }
  });
  return { documents, fields };
}

/** A wink engine over the given documents, before consolidation. */
export function createWinkIndex(fields: SectionFields[], options: SearchIndexOptions): WinkEngine {
  const engine = winkBm25();
  engine.defineConfig({ fldWeights: options.fieldWeights, bm25Params: { k1: options.k1, b: options.b, k: 1 } });
  engine.definePrepTasks([tokenize]);
  fields.forEach((doc, i) => engine.addDoc(doc, i));
  return engine;
}

/** Builds one index entry from pages. */
export function buildIndexEntry(pages: SearchPageInput[], options: SearchIndexOptions): IndexEntry {
  const { documents, fields } = sectionDocuments(pages, options.snippetChars);
  return { documents, index: compactIndex(createWinkIndex(fields, options), fields.length, options) };
}

/**
 * wink's learned weighted term frequencies and lengths (read before consolidation, which would replace
 * them with rounded scores) -> sorted terms, gap-coded postings. The browser redoes consolidation.
 */
function compactIndex(wink: WinkEngine, count: number, options: SearchIndexOptions): IndexData {
  const docs = wink.getDocs();
  const token2Index = wink.getTokens();
  const terms = Object.keys(token2Index).sort();
  const byToken: number[][] = [];
  const last: number[] = [];
  for (let i = 0; i < count; i++) {
    const freq = docs[i]!.freq;
    for (const token in freq) {
      const t = Number(token);
      (byToken[t] ??= []).push(i - (last[t] ?? 0), freq[token]!);
      last[t] = i;
    }
  }
  const len = Array.from({ length: count }, (_, i) => docs[i]!.length);
  const syn = indexSynonyms(options.synonyms ?? {});
  return { v: 1, k1: options.k1, b: options.b, fp: FREQ_PRECISION, len, terms, post: terms.map((t) => byToken[token2Index[t]!]!), ...(Object.keys(syn).length ? { syn } : {}) };
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}

export type { IndexFile };
