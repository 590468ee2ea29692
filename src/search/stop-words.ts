/**
 * The stop words of an index's language, for the index build: wink-nlp-utils' English list, which the
 * tokenizer drops from an English index and its queries. The index carries the list (IndexMeta.stop),
 * so the search code in the browser ships none. Build-side only: reads the package's JSON with require.
 */
import { createRequire } from 'node:module';
import { isEnglish, useLanguage } from './tokenize.js';

const require = createRequire(import.meta.url);
const ENGLISH: readonly string[] = require('wink-nlp-utils/src/dictionaries/stop_words.json');

/** The stop words of `lang` (a locale's htmlLang; none is English): wink's English list, or none. */
export function stopWordsOf(lang: string | undefined): readonly string[] {
  return isEnglish(lang) ? ENGLISH : [];
}

/** Sets the tokenizer to read `lang` with its stop words, as the index build reads its pages; returns the stop words. */
export function useBuildLanguage(lang: string | undefined): readonly string[] {
  const stop = stopWordsOf(lang);
  useLanguage(lang, new Set(stop));
  return stop;
}
