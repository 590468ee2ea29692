/** Where the matched words of a search occur in a text, for <mark>. Pure and browser-safe: imports only the tokenizer. */
import { splitWords, wordTerms } from './tokenize.js';

/** Where in `text` the matched terms occur: [start, end) ranges of whole words, for <mark>. */
export function matchRanges(text: string, terms: readonly string[], prefix?: string): [number, number][] {
  const set = new Set(terms);
  const ranges: [number, number][] = [];
  for (const w of splitWords(text)) {
    const hit = wordTerms(w.word).some((t) => set.has(t)) || (prefix !== undefined && w.word.startsWith(prefix));
    if (hit) ranges.push([w.start, w.end]);
  }
  return ranges;
}
