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
