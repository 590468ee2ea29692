/**
 * Readers' words: the site's synonyms map (`dash` -> `cmaf`) as index terms, stored in the index and
 * applied to queries, so a word the manual does not use still finds the page that uses its synonym.
 * Pure and browser-safe: imports only the shared tokenizer.
 */
import { splitWords, wordTerms } from './tokenize.js';

/** Synonyms as shipped in the index: the key's terms joined by a space -> each synonym's terms. */
export type IndexSynonyms = Record<string, string[][]>;

/** The terms a phrase is written with, one per word (an identifier stays whole, stop words drop out). */
export function phraseTerms(text: string): string[] {
  return splitWords(text).flatMap((w) => wordTerms(w.word).slice(0, 1));
}

/** The configured map as index terms: 'Thumbnails' and 'thumbnail' are one key; a key may be several words ('mpeg-ts'). */
export function indexSynonyms(map: Readonly<Record<string, readonly string[]>>): IndexSynonyms {
  const out = new Map<string, string[][]>();
  for (const [key, values] of Object.entries(map)) {
    const k = phraseTerms(key).join(' ');
    if (!k) continue;
    const list = out.get(k) ?? [];
    const seen = new Set([k, ...list.map((v) => v.join(' '))]);
    for (const value of values) {
      const terms = phraseTerms(value);
      if (!terms.length || seen.has(terms.join(' '))) continue;
      seen.add(terms.join(' '));
      list.push(terms);
    }
    if (list.length) out.set(k, list);
  }
  return Object.fromEntries(out);
}

/**
 * How many times more sections must use a docs word than use the reader's word it stands for, for the
 * entry to count on a site: a reader's word the site writes itself as often is the site's word too
 * ('watch' -> playback on a site that says "watch" on its pages). With every entry in, the manual's reader
 * set fell from 0.920 to 0.907 while Jellyfin rose from 0.854 to 0.867; at 5 the manual and Jellyfin
 * are unchanged and the Socket.IO set rises from 0.808 to 0.823 (at 2 Jellyfin fell to 0.847).
 */
export const READER_WORD_RATIO = 5;
/**
 * Most of a site's sections a docs word may be in to count: a word on more than a tenth of them says
 * little about what a page is about, and as a guess for a reader's word it pulls in pages at random
 * ('watch' -> player on the manual, where 'how can I see who is watching' fell from rank 6 to 22;
 * chosen on the manual's set: its reader MRR 0.921, top 8 97% -> 98%, the other sets unchanged).
 */
export const READER_WORD_SHARE = 0.1;

/**
 * The entries of a map of readers' words (see reader-words.ts) that lead somewhere on this site: each
 * key keeps the words whose terms are all in the index, that the site uses far more than the key
 * (READER_WORD_RATIO) and that are not everywhere (READER_WORD_SHARE); `df` is a term's number of
 * sections (0 when the index lacks it), `n` the site's. A key the site maps itself (`own`: its
 * configured synonyms and the abbreviations it defines) is left to the site.
 */
export function siteReaderWords(map: Readonly<Record<string, readonly string[]>>, { df, n }: { df: (term: string) => number; n: number }, own: IndexSynonyms): IndexSynonyms {
  const out: IndexSynonyms = {};
  // A phrase is in at most as many sections as its rarest word.
  const sections = (terms: readonly string[]) => Math.min(...terms.map(df));
  for (const [key, values] of Object.entries(indexSynonyms(map))) {
    if (Object.hasOwn(own, key)) continue;
    const asTyped = sections(key.split(' '));
    const kept = values.filter((terms) => sections(terms) > READER_WORD_RATIO * asTyped && sections(terms) <= READER_WORD_SHARE * n);
    if (kept.length) out[key] = kept;
  }
  return out;
}
