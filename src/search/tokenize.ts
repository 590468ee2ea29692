/**
 * The one tokenizer of the search, shared by the index build and the browser: lower-case words; in
 * English, stop words dropped and Porter2 stems; ja and th text split into words with Intl.Segmenter;
 * Arabic and Hebrew words without their vowel marks (and Arabic's alef forms as one), as readers type them.
 * The language is the index's (`useLanguage`): one index, one language, and its stop words travel with it.
 * Browser-safe: imports only wink-nlp-utils' stemmer.
 */
/// <reference path="./wink-modules.d.ts" />
import stem from 'wink-nlp-utils/src/string-stem.js';

/** Letters (with their combining marks, which Thai needs), digits and underscores: `USER_NEW`, `h264`, `push_auto_add` stay one word. */
export const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
/** Scripts written without spaces between words. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const THAI = /\p{Script=Thai}/u;
const LATIN = /^[a-z]+$/;
/** Arabic harakat, superscript alef and tatweel; Hebrew points and cantillation. */
const VOWEL_MARKS = /[\u0591-\u05C7\u064B-\u065F\u0670\u0640]/g;
const RIGHT_TO_LEFT_SCRIPT = /[\u0590-\u06FF]/;

/** Whether English stems apply: the language of the index being built or searched. */
let english = true;
const NO_WORDS: ReadonlySet<string> = new Set();
/** The words left out of the index and of queries: the index's stop words (see stop-words.ts). */
let stopWords = NO_WORDS;

/**
 * Sets the language the tokenizer reads: an index is built and searched in its locale's language
 * (English stems only for English), without its stop words. The index build gives the stop words of
 * its language; the engine gives those its index carries, so the search code ships no word list.
 */
export function useLanguage(lang: string | undefined, stop: ReadonlySet<string> = NO_WORDS): void {
  english = isEnglish(lang);
  stopWords = stop;
}

/** `words` without the stop words of the language being read. */
function dropStopWords(words: string[]): string[] {
  return stopWords.size ? words.filter((w) => !stopWords.has(w)) : words;
}

/** Whether an index in `lang` (a locale's htmlLang; none is English) is read with English rules. */
export function isEnglish(lang: string | undefined): boolean {
  return lang === undefined || /^en\b/i.test(lang);
}

/** A word as it is indexed and typed: Arabic and Hebrew without vowel marks, Arabic alef forms as plain alef. */
function normalizeWord(word: string): string {
  return RIGHT_TO_LEFT_SCRIPT.test(word) ? word.replace(VOWEL_MARKS, '').replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') : word;
}

/** A word of the text with its position, for highlighting. */
export interface WordSpan {
  /** Lower-case word. */
  word: string;
  start: number;
  end: number;
}

/** Splits text into lower-case words with their offsets; ja/jp and th runs go through Intl.Segmenter. */
export function splitWords(text: string): WordSpan[] {
  const out: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index;
    const locale = THAI.test(raw) ? 'th' : JAPANESE.test(raw) ? 'ja' : undefined;
    if (locale && typeof Intl.Segmenter === 'function') {
      for (const seg of new Intl.Segmenter(locale, { granularity: 'word' }).segment(raw)) {
        if (seg.isWordLike) out.push({ word: seg.segment.toLowerCase(), start: start + seg.index, end: start + seg.index + seg.segment.length });
      }
    } else {
      const word = normalizeWord(raw.toLowerCase());
      if (word) out.push({ word, start, end: start + raw.length });
    }
  }
  return out;
}

/**
 * The longest term indexed: a longer word (a URL, base64, a hash) is indexed by its first 64 characters, as a
 * query typing it is read, so stemming and every later step stay linear in the text (Porter2 takes time
 * quadratic in a word's length: 8,192 characters took 3.5 s).
 */
export const MAX_TERM_LENGTH = 64;

/** The index terms of one word: its stem, plus the stems of its parts when it joins words with `_`. */
export function wordTerms(word: string): string[] {
  word = word.slice(0, MAX_TERM_LENGTH);
  if (!word.includes('_')) return dropStopWords([word]).map(stemWord);
  const parts = word.split('_').filter((p) => p !== '');
  if (parts.length <= 1) return dropStopWords(parts).map(stemWord);
  // `user_new` is one term for exact identifier hits and also `user` + `new` for readers who type words.
  return [word, ...dropStopWords(parts).map(stemWord)];
}

/** Stems already worked out: a manual repeats the same few thousand words, and stemming is most of indexing. */
const stems = new Map<string, string>();
const STEMS_KEPT = 50_000;

/** Stems Latin words only; numbers, identifiers and other scripts are kept as written. */
export function stemWord(word: string): string {
  if (word.length > MAX_TERM_LENGTH) return word.slice(0, MAX_TERM_LENGTH);
  if (!english || !LATIN.test(word) || word.length <= 2) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stemmed = stem(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Text -> index terms, in order (duplicates kept: BM25 counts them). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const { word } of splitWords(text)) out.push(...wordTerms(word));
  return out;
}

/** One word of a query, with its index terms. */
export interface QueryWord {
  /** Lower-case word as typed. */
  text: string;
  /** Its index terms (none for a stop word). */
  terms: string[];
  /** The unfinished last word (the query does not end in a space): matched as a prefix too. */
  open: boolean;
}

/** Splits a query into its words for search as you type; only the last can be unfinished. */
export function parseQueryWords(query: string): QueryWord[] {
  const words = splitWords(query);
  return words.map((w, i) => ({ text: w.word, terms: wordTerms(w.word), open: i === words.length - 1 && w.end === query.length }));
}
