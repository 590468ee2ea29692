/**
 * Pages -> a context's search index: one BM25F document per section (the page's intro, each h2/h3),
 * fields weighted title > heading > body > code, scored as wink-bm25-text-search scores, with the names each
 * page answers to. Pure: no fs, no config loading, no rendering.
 */
import { sectionTables, type NameEntry, type PageRecord, type ReaderWordEntry, type SearchData } from './index-format.js';
import { headingName, namePage } from './page-names.js';
import { mineAbbreviations } from './abbreviations.js';
import { QUESTION_WORDS } from './question-words.js';
import { READER_WORDS } from './reader-words.js';
import { useBuildLanguage } from './stop-words.js';
import { indexSynonyms, siteReaderWords } from './synonyms.js';
import { isEnglish, splitWords, stemWord, tokenize, WORD, wordTerms } from './tokenize.js';

/** One section of a rendered page, as rehype-collect reports it. */
export interface SearchSectionInput {
  /** Heading anchor; '' for the text before the first h2. */
  id: string;
  heading: string;
  text: string;
  code: string;
  /**
   * What the site says about the page itself (its description, sidebar label, keywords, tags), for the
   * intro: searched with the weight of a heading, shown ahead of the text in the snippet.
   */
  lead?: string;
  /** The texts of the links other pages point at this section with: searched as its heading is, not shown. */
  anchors?: string;
}

/** One page to index. */
export interface SearchPageInput {
  title: string;
  /** Route, without base URL. */
  url: string;
  breadcrumb: string[];
  /** Sidebar label, when it differs from the title: a name the page answers to, like its title. */
  label?: string;
  /** A blog post rather than a doc: its scores count POST_WEIGHT of a doc's (as a dated log's do, see isDatedLog). */
  post?: boolean;
  /**
   * The topics the page declares (its keywords and tags): searched in its intro with the weight of its
   * title, as they name what the page is about where its text may only mention it.
   */
  topics?: string;
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
  /** The language of the pages (the locale's htmlLang); English when absent. */
  lang?: string;
  /** Readers' everyday words lead to the site's words (see reader-words.ts); English only. On unless false. */
  readerWords?: boolean;
}

/** The fields of one BM25F document. */
export type SectionFields = {
  title: string;
  heading: string;
  body: string;
  code: string;
};

/**
 * A blog post's scores count this much of a doc's: a post announces a feature once, on the day it
 * shipped, where the docs describe it as it is, so a reader who types the feature's name means the doc
 * (Jellyfin set: 1 -> MRR 0.800, 0.7 -> 0.831, 0.5 -> 0.832, 0.3 -> 0.833; the manual has no blog).
 * A post the query names (its title) still ranks as named. A doc that is a dated log (see isDatedLog)
 * counts the same, for the same reason.
 */
export const POST_WEIGHT = 0.5;

/** A heading that names a date or a release: a year ('August 4, 2025') or a version number ('v2.1', '4.7.0'). */
const DATED_HEADING = /\b(?:19|20)\d\d\b|\bv?\d+\.\d+(?:\.\d+)?\b/;
/** Fewest dated headings, and least share of all its headings, that make a page a log. */
const DATED_LOG_HEADINGS = 3;
const DATED_LOG_SHARE = 0.25;

/**
 * Whether a doc is a log of releases (a changelog, release notes kept as one page): a quarter or more
 * of its headings, at least three, are dates or versions. Like a blog it mentions each feature once, in
 * passing, on the day it shipped, so it counts as a post does. On the CodeRabbit set, held out until it
 * found this, the changelog came first for 'MCP', 'CI/CD' and 'CLAUDE.md' (MRR 0.765 -> 0.797); no page of
 * the manual, Jellyfin or Socket.IO is one, nor would be at a twentieth.
 */
export function isDatedLog(page: SearchPageInput): boolean {
  const headings = page.sections.filter((s) => s.heading);
  const dated = headings.filter((s) => DATED_HEADING.test(s.heading)).length;
  return dated >= DATED_LOG_HEADINGS && dated >= DATED_LOG_SHARE * headings.length;
}

/**
 * Most pages a section heading may be on to name them: a heading many pages share ("Configuration
 * options", "Example usage") singles out none of them, and at 10,000 pages of the shared corpus filing
 * every one took a p95 first search from 155 to 178 KB.
 */
const HEADING_NAME_PAGES = 3;

/** Digits wink keeps per term score when consolidating (its default); the browser rounds the same way. */
export const FREQ_PRECISION = 4;
const DEFAULT_SNIPPET_CHARS = 180;

/** Pages once and sections pointing at them, in index order. */
interface SectionTable {
  /** [title, url, breadcrumb, sidebar label when it differs from the title] per page. */
  pages: [string, string, string[], string?][];
  /** [page, anchor id, heading, start of the section's text for snippets] per section (= per BM25 document). */
  sections: [number, string, string, string][];
}

/** The BM25F documents of some pages, in index order, with the section table the browser shows. */
export function sectionDocuments(pages: SearchPageInput[], snippetChars = DEFAULT_SNIPPET_CHARS): { documents: SectionTable; fields: SectionFields[] } {
  const documents: SectionTable = { pages: [], sections: [] };
  const fields: SectionFields[] = [];
  pages.forEach((page, p) => {
    documents.pages.push(page.label && page.label !== page.title ? [page.title, page.url, page.breadcrumb, page.label] : [page.title, page.url, page.breadcrumb]);
    const sections = page.sections.length > 0 && page.sections[0]!.id === '' ? page.sections : [{ id: '', heading: '', text: '', code: '' }, ...page.sections];
    for (const s of sections) {
      const intro = s.id === '';
      documents.sections.push([p, s.id, s.heading, clip(s.lead ? `${s.lead} ${s.text}`.trim() : s.text, snippetChars)]);
      // A section carries its page's title in the body, so 'hls latency' finds the Latency section of the HLS page.
      // What the site says of the section (its description, the texts of links to it) counts as its heading does,
      // and so do the sidebar categories the page sits in, for its intro: a reader names the topic, the
      // site files the page under it (reader MRR 0.919 -> 0.922, 'latency' finds the protocol pages; Jellyfin 0.847 either way).
      // A heading that asks a question (an FAQ entry) also carries its word pairs, so a reader asking it in its words finds it.
      const heading = [s.heading, s.lead, s.anchors, ...(intro ? page.breadcrumb : []), QUESTION.test(s.heading) ? wordPairs(s.heading) : ''].filter(Boolean).join(' ');
      fields.push({ title: intro ? [page.title, page.topics].filter(Boolean).join(' ') : '', heading, body: intro ? s.text : `${page.title} ${s.text}`, code: s.code });
    }
  });
  return { documents, fields };
}

/** A context's whole index in memory: what the shards are cut from, and what tests search directly. */
export interface BuiltIndex extends SearchData {
  /** Per term, gap-coded postings with scores × 10^fp. */
  readonly post: Int32Array[];
  readonly pages: PageRecord[];
  /** Names by their first term, and identifier parts by term (see TermShard). */
  readonly nameMap: ReadonlyMap<string, NameEntry[]>;
  readonly partMap: ReadonlyMap<string, number[]>;
  readonly nameTermSet: ReadonlySet<string>;
  /** Readers' words by their first term (see TermShard.rel). */
  readonly relMap: ReadonlyMap<string, ReaderWordEntry[]>;
}

/** Builds a context's index from pages: wink's weighted frequencies and lengths, scored as wink consolidates them. */
export function buildIndex(pages: SearchPageInput[], options: SearchIndexOptions): BuiltIndex {
  const stop = useBuildLanguage(options.lang);
  const { documents, fields } = sectionDocuments(pages, options.snippetChars);
  const pageWeights = pages.map((page) => (page.post || isDatedLog(page) ? POST_WEIGHT : 1));
  const { terms, post, df, written } = scoredPostings(fields, options, documents.sections.map(([p]) => pageWeights[p]!));
  const perPage = pages.map(() => 0);
  for (const [p] of documents.sections) perPage[p]!++;
  const { pageOf, firstSection } = sectionTables(perPage);
  const records: PageRecord[] = documents.pages.map(([title, url, crumbs, label], p) => {
    const sections = documents.sections.slice(firstSection[p]!, firstSection[p]! + perPage[p]!).map(([, id, heading, snippet]): [string, string, string] => [id, heading, snippet]);
    return label === undefined ? [title, url, crumbs, sections] : [title, url, crumbs, sections, label];
  });
  const nameMap = new Map<string, NameEntry[]>();
  const partMap = new Map<string, number[]>();
  const nameTermSet = new Set<string>();
  const file = (entry: NameEntry) => addTo(nameMap, entry[2][0]!, entry);
  // Sections whose headings are names (see headingName), for a query that names one (HEADING_NAMED_WEIGHT),
  // unless the heading is one that many pages share.
  const headings = new Map<string, NameEntry[]>();
  documents.pages.forEach(([title, url, , label], p) => {
    const naming = namePage(title, url, label);
    for (const name of naming.names) {
      file([p, naming.depth, name]);
      for (const t of name) nameTermSet.add(t);
    }
    records[p]![3].forEach(([, heading], s) => {
      const name = s > 0 ? headingName(heading) : undefined;
      if (!name) return;
      addTo(headings, [...name].sort().join(' '), [p, naming.depth, name, s]);
    });
    for (const t of new Set(naming.identifierParts)) addTo(partMap, t, p);
  });
  for (const entries of headings.values()) if (new Set(entries.map(([p]) => p)).size <= HEADING_NAME_PAGES) entries.forEach(file);
  // The site's configured synonyms, and the abbreviations its pages define where it configures none for them.
  const mined = mineAbbreviations(
    pages.flatMap((page) => page.sections.flatMap((s) => [s.lead ?? '', s.text])),
    written,
  );
  const syn = indexSynonyms({ ...mined, ...options.synonyms });
  // Readers' words, in English, where the site uses the words they lead to.
  const termNumber = new Map(terms.map((term, t) => [term, t]));
  const sections = (term: string) => {
    const t = termNumber.get(term);
    return t === undefined ? 0 : df[t]!;
  };
  const rel = options.readerWords !== false && isEnglish(options.lang) ? siteReaderWords(READER_WORDS, { df: sections, n: fields.length }, syn) : {};
  const relMap = new Map<string, ReaderWordEntry[]>();
  for (const [key, words] of Object.entries(rel)) {
    const [first, ...rest] = key.split(' ');
    // Every word kept is on more sections than its key (see siteReaderWords), so each of its terms is an index term.
    addTo(relMap, first!, [rest.join(' '), words.map((w) => w.map((term) => termNumber.get(term)!))]);
  }
  return {
    n: fields.length,
    fp: FREQ_PRECISION,
    ...(!isEnglish(options.lang) ? { lang: options.lang } : {}),
    terms,
    df,
    ...(stop.length ? { stop: [...stop] } : {}),
    ...(Object.keys(syn).length ? { syn } : {}),
    ...(isEnglish(options.lang) ? { form: [...new Set(QUESTION_WORDS.map(stemWord))].sort() } : {}),
    pageOf,
    firstSection,
    post,
    pages: records,
    nameMap,
    partMap,
    nameTermSet,
    relMap,
    isName: (term) => nameTermSet.has(term),
    postings: (t) => post[t],
    names: (term) => nameMap.get(term) ?? [],
    identifierPages: (term) => partMap.get(term) ?? [],
    related: (term) => relMap.get(term) ?? [],
    page: (p) => records[p],
  };
}

/** Adds `value` to the list `map` holds under `key`. */
function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Most postings a term keeps: its best-scoring sections. A word in tens of thousands of sections (at
 * 10,000 docs of the shared corpus, 'stream' is in 40,000 of 121,730) cannot bring a section into the
 * 50 results shown on strength of that word alone, yet its whole list was most of what a reader's first
 * search downloaded (p95 250 KB against a 200 KB budget). Its weakest postings are left out; its
 * document frequency, and so its weight in a query, stays whole. Cut this far in proportion (100
 * postings of the manual's 1,444 sections, 7%), the judged sets' MRR moved by 0.001 to 0.003 either way.
 */
export const MAX_POSTINGS = 8192;

/** What `scoredPostings` leaves of a section it has counted. */
const COUNTED: SectionFields = { title: '', heading: '', body: '', code: '' };

/**
 * What wink-bm25-text-search learns from each section (its addDoc) and the scores its consolidate() then
 * gives (the same expressions in the same order, so every score is bit-for-bit wink's; a test holds it
 * to wink's search): per term, the sections it occurs in and their scores as integers of 10^-fp, gap-coded.
 * wink keeps one object of frequencies per section, which at 10,000 pages made this stage grow faster
 * than the site and hold gigabytes; plain arrays per term keep it linear. Empties `fields` as it goes.
 */
function scoredPostings(fields: SectionFields[], options: SearchIndexOptions, scale: readonly number[]): { terms: string[]; post: Int32Array[]; df: number[]; written: Iterable<string> } {
  const { k1, b } = options;
  const count = fields.length;
  const termNumber = new Map<string, number>();
  const sections: number[][] = [];
  const freqs: number[][] = [];
  /** Per term, the last section it was counted in (its frequency there is the last entry of its lists). */
  const lastIn: number[] = [];
  const len = new Float64Array(count);
  let total = 0;
  const weights = Object.entries(options.fieldWeights) as [keyof SectionFields, number][];
  const { tokenize: tokenizeText, written } = repeatingTokenizer();
  fields.forEach((doc, i) => {
    // Each section's text goes once counted (its body is a copy of the page text): at 10,000 pages that is some 60 MB.
    fields[i] = COUNTED;
    for (const [field, weight] of weights) {
      const tokens = tokenizeText(doc[field]);
      for (const token of tokens) {
        let t = termNumber.get(token);
        if (t === undefined) {
          t = sections.length;
          termNumber.set(token, t);
          sections.push([]);
          freqs.push([]);
          lastIn.push(-1);
        }
        if (lastIn[t] === i) freqs[t]![freqs[t]!.length - 1]! += weight;
        else {
          sections[t]!.push(i);
          freqs[t]!.push(weight);
          lastIn[t] = i;
        }
      }
      const length = tokens.length * Math.abs(weight);
      len[i] += length;
      total += length;
    }
  });
  const avg = total / count;
  const terms = [...termNumber.keys()].sort();
  const df = terms.map((term) => sections[termNumber.get(term)!]!.length);
  // Typed arrays hold a posting in half the memory of a list of numbers; each term's counts go as its postings are made.
  const post = terms.map((term) => {
    const t = termNumber.get(term)!;
    const docs = sections[t]!;
    const termFreqs = freqs[t]!;
    sections[t] = freqs[t] = [];
    const idf = Math.log((count - docs.length + 0.5) / (docs.length + 0.5) + 1);
    const scores = docs.map((doc, k) => {
      const freq = termFreqs[k]!;
      const norm = 1 - b + b * (len[doc]! / avg);
      return Math.sign(freq) * scoreUnits(Math.abs((freq * (k1 + 1)) / (k1 * norm + freq)) * idf * scale[doc]!);
    });
    const places = docs.length > MAX_POSTINGS ? bestPostings(scores, MAX_POSTINGS) : undefined;
    const kept = places?.length ?? docs.length;
    const out = new Int32Array(kept * 2);
    let last = 0;
    for (let i = 0; i < kept; i++) {
      const k = places ? places[i]! : i;
      out[2 * i] = docs[k]! - last;
      out[2 * i + 1] = scores[k]!;
      last = docs[k]!;
    }
    return out;
  });
  return { terms, post, df, written };
}

/** The places of the `keep` highest scores (the earlier section first among equal ones), in section order. */
function bestPostings(scores: readonly number[], keep: number): number[] {
  return [...scores.keys()]
    .sort((x, y) => scores[y]! - scores[x]! || x - y)
    .slice(0, keep)
    .sort((x, y) => x - y);
}

const SCALE = 10 ** FREQ_PRECISION;

/**
 * A score as wink keeps it, `Number(score.toFixed(FREQ_PRECISION))`, in units of 10^-FREQ_PRECISION, for
 * a score of 0 or more. toFixed rounds the exact value half up; `score * SCALE` is off it by far less than
 * 10^-6, so rounding the product gives the same integer unless the product is that close to a half, where
 * toFixed itself answers. toFixed makes a string per posting: this way indexing a large site takes
 * seconds less.
 */
export function scoreUnits(score: number): number {
  const scaled = score * SCALE;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) return Math.round(scaled);
  return Math.round(Number(score.toFixed(FREQ_PRECISION)) * SCALE);
}

/**
 * `tokenize`, remembering each word's terms: a site repeats the same words, so stop words and stems are
 * worked out once per word. Every word of the text is a match of WORD and is tokenized as the text would
 * be. For one index (one language). `written` is every distinct word as the texts wrote it ("VoD").
 */
function repeatingTokenizer(): { tokenize: (text: string) => string[]; written: Iterable<string> } {
  const termsOf = new Map<string, string[]>();
  const tokenizeText = (text: string) => {
    const out: string[] = [];
    for (const [word] of text.matchAll(WORD)) {
      let terms = termsOf.get(word);
      if (terms === undefined) termsOf.set(word, (terms = tokenize(word)));
      for (const term of terms) out.push(term);
    }
    return out;
  };
  return { tokenize: tokenizeText, written: { [Symbol.iterator]: () => termsOf.keys() } };
}

/** A heading written as a question. */
const QUESTION = /[?？]\s*$/;

/**
 * Each two neighbouring words of a text that are not stop words, written as one ('media not showing' ->
 * 'medianot notshowing'): the query reader looks up two neighbouring words of a query joined the same
 * way (as it finds the `configfile` page for 'config file'), so a section whose heading has the reader's
 * words in the reader's order matches each of them through a rare term. Only for question headings: on
 * every heading, the pairs became completions of words being typed ('embedd', 'recor' fell) and pulled
 * task queries to headings that share two words (manual reader MRR 0.922 -> 0.916).
 */
function wordPairs(text: string): string {
  const out: string[] = [];
  const words = splitWords(text).map((w) => w.word).filter((w) => /^[a-z]+$/.test(w) && wordTerms(w).length === 1);
  for (let i = 0; i + 1 < words.length; i++) out.push(words[i]! + words[i + 1]!);
  return out.join(' ');
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}

