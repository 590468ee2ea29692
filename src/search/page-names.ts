/**
 * The names a page answers to, as index terms: its title, its sidebar label and the last part of its URL
 * (its slug), and how deep it sits. A query that is one of these names asks for that page. Pure and browser-safe:
 * imports only the shared tokenizer.
 */
import { splitWords, stemWord, wordTerms, type WordSpan } from './tokenize.js';

/** What the ranking knows about one page besides its text. */
export interface PageNaming {
  /** Each name as the set of its terms: title and label words (an identifier stays whole), slug parts. */
  names: string[][];
  /** The parts of a title that is one identifier (`RECORDING_END` -> record, end); empty otherwise. */
  identifierParts: string[];
  /** Path segments below the root; an index page (`/concepts/streams/`) counts one less, as the overview of its folder. */
  depth: number;
}

/** Names, identifier parts and depth of a page from its title, route and sidebar label. */
export function namePage(title: string, url: string, label?: string): PageNaming {
  const names: string[][] = [];
  const titleWords = splitWords(title);
  for (const words of [titleWords, splitWords(label ?? '')]) {
    const terms = nameTerms(words);
    if (terms.length) names.push(terms);
  }
  const segments = url.split('/').filter(Boolean);
  const slug = segments[segments.length - 1];
  // Slug parts keep their stop words: `no_install` must not answer to 'install'.
  if (slug) names.push(unique(slug.toLowerCase().split(/[_\-.]+/).filter(Boolean).map(stemWord)));
  const only = titleWords.length === 1 ? titleWords[0]!.word : '';
  const identifierParts = only.includes('_') ? wordTerms(only).slice(1) : [];
  return { names, identifierParts, depth: Math.max(0, segments.length - (url.endsWith('/') ? 1 : 0)) };
}

/**
 * How many terms a section's heading has to have to be one of its page's names: two or three. A
 * heading such as "Sticky sessions" or "Dynamic configuration" names one topic that the page gives a
 * section to. A one-word heading ("Broadcasting", "Subtitles", "Examples") is a generic label that
 * many pages carry beside the page about the topic; measured as names they took 'broadcast' and
 * 'subtitles' away from the pages titled with them (manual reader MRR 0.920 -> 0.912). A longer heading
 * is a sentence that no reader types whole.
 */
const HEADING_NAME_MIN_TERMS = 2;
const HEADING_NAME_MAX_TERMS = 3;

/** A section heading as a name (its terms, as a title's), or undefined when it is not one (see HEADING_NAME_MIN_TERMS). */
export function headingName(heading: string): string[] | undefined {
  const terms = nameTerms(splitWords(heading));
  return terms.length >= HEADING_NAME_MIN_TERMS && terms.length <= HEADING_NAME_MAX_TERMS ? terms : undefined;
}

/** The terms of a name's words, once each: a word's first term (an identifier stays whole), stop words left out. */
function nameTerms(words: readonly WordSpan[]): string[] {
  return unique(words.flatMap((w) => wordTerms(w.word).slice(0, 1)));
}

/**
 * Whether the query words (each as the set of terms it may stand for) name the page: every word is part
 * of the name and every part of the name was asked for, so 'streams' names "Streams" and 'stream keys'
 * names "Stream keys", but 'stream' does not name "Stream keys".
 */
export function namesPage(words: readonly ReadonlySet<string>[], names: readonly (readonly string[])[]): boolean {
  if (!words.length) return false;
  return names.some((name) => words.every((w) => name.some((t) => w.has(t))) && name.every((t) => words.some((w) => w.has(t))));
}

function unique(terms: string[]): string[] {
  return [...new Set(terms)];
}
