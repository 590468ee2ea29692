/**
 * Reads a query the way the reader meant it: its words as slots of alternatives - the word itself, the
 * completions of the unfinished last word, corrections of a misspelt word, the site's synonyms, and two
 * neighbouring words read as one name. Pure and browser-safe: imports the tokenizer, the typo finder
 * and the index format, never the scoring.
 */
import { firstAtOrAfter, type SearchData } from './index-format.js';
import { parseQueryWords, stemWord } from './tokenize.js';
import { deletionNeighbourhood, typoCandidates, type DeletionNeighbourhood } from './typos.js';

/** Most completions a prefix expands to (the shortest ones, which are the likeliest words); fewer for a one- or two-letter prefix, which matches most of the vocabulary. */
const MAX_EXPANSIONS = [0, 8, 16, 40];
/** A completion counts a little less than the word itself, so an exact word ranks first. */
const EXPANSION_WEIGHT = 0.8;
/**
 * When the last word is already a word of the index ('stream'), its completions ('streamkey_add') are
 * likelier noise than intent and count much less. On the judged queries MRR rose from 0.80 to 0.90;
 * weights from 0 to 0.3 all scored the same, and 0.3 still finds pages that only have the longer words.
 */
const EXPANSION_WEIGHT_AFTER_WORD = 0.3;

/**
 * A word is also read as a typo when its exact and prefix matches cover fewer sections than this: a word
 * the manual uses a few times can still be a misspelling of one it uses often.
 */
const FEW_MATCHES = 3;
/** A correction counts this much per edit it took (one, two), so corrected words rank below exact ones. */
const TYPO_WEIGHTS = [1, 0.6, 0.4];
/** Queries of this many words or more are read as questions (see withQuestionWordsWeighed). */
const QUESTION_SLOTS = 3;
/**
 * What a question's form words count (Socket.IO set: MRR 0.804 -> 0.824; the manual's reader set 0.920
 * either way, Jellyfin 0.853 -> 0.854; 0.1 and 0.2 cost the manual 0.003; left out altogether, 'another'
 * no longer found "Pushing out to another server": manual 0.916).
 */
const QUESTION_WORD_WEIGHT = 0.3;
/** A configured synonym counts a little less than the word typed, so pages using the reader's own word come first. */
const SYNONYM_WEIGHT = 0.9;
/**
 * A reader's word's documentation word (see reader-words.ts) counts this much: written for no one site,
 * it is a likelier guess than the site's own synonyms and abbreviations, so it counts less than they do.
 */
const RELATED_WEIGHT = 0.5;

/** One way a slot of the query can match: index terms whose scores add up, and how much they count. */
export interface Alternative {
  terms: number[];
  weight: number;
  /** A completion of the unfinished last word, not the word itself. */
  completion?: boolean;
  /** A correction of a misspelt word. */
  typo?: boolean;
  /** A configured synonym of the word (or of its completion or correction). */
  synonym?: boolean;
}

/** One thing the reader asked for (a word, or a part of an identifier): a section scores its best alternative. */
export interface Slot {
  /** The word as typed, lower-case (the words, when a synonym joined several). */
  words: string[];
  /** Their terms as typed, which a page may match as is. */
  typed: string[];
  /** Further names the word may be part of, though the index has no such term (a slug such as `configfile`). */
  names?: string[];
  /** Which word of the query it comes from. */
  at: number;
  alternatives: Alternative[];
}

/** Turns queries into slots for one index. */
export interface QueryReader {
  slotsOf(query: string): Slot[];
  /** Index term numbers of the terms the index has. */
  known(terms: readonly string[]): number[];
  /** Builds the typo neighbourhood ahead of the first misspelt word. */
  warm(): void;
}

/** A reader for one index; `index.isName` says whether a string is part of some page's name (a slug the index may lack as a term). */
export function createQueryReader(index: SearchData): QueryReader {
  const isName = (term: string) => index.isName(term);
  const termIndex = new Map(index.terms.map((t, i) => [t, i]));
  const known = (terms: readonly string[]) => terms.map((t) => termIndex.get(t)).filter((i): i is number => i !== undefined);

  /** Terms starting with `prefix`, shortest first. */
  const expand = (prefix: string): number[] => {
    const found: number[] = [];
    for (let i = firstAtOrAfter(index.terms, prefix); i < index.terms.length && index.terms[i]!.startsWith(prefix); i++) found.push(i);
    return found.sort((x, y) => index.terms[x]!.length - index.terms[y]!.length || x - y).slice(0, MAX_EXPANSIONS[Math.min(prefix.length, 3)]);
  };

  // Built on the first misspelt word, or in idle time (warmUp).
  let neighbourhood: DeletionNeighbourhood | undefined;
  const df = (t: number) => index.df[t]!;

  /** Corrections of `word` the index holds, closest first, when the word itself matches few sections. */
  const corrections = (word: string, matched: readonly number[]): Alternative[] => {
    let sections = 0;
    for (const t of matched) sections += df(t);
    if (sections >= FEW_MATCHES) return [];
    neighbourhood ??= deletionNeighbourhood(index.terms);
    const found = typoCandidates(word, stemWord(word), index.terms, neighbourhood, sections === 0).filter((c) => !matched.includes(c.term));
    // Only the closest: 'sesions' means 'session', not every word two edits away, and 'fallbak' means
    // 'fallback' (one letter left out) rather than 'fall' (its ending cut off).
    const closest = found[0];
    return found.filter((c) => c.edits === closest?.edits && c.cut === closest.cut).map((c) => ({ terms: [c.term], weight: TYPO_WEIGHTS[c.edits]!, typo: true }));
  };

  /** A key (a word, or a phrase's terms) and what it stands for, as index terms, each with the weight it counts. */
  type Keyed = [key: string[], values: [terms: number[], weight: number][]];
  // The site's synonyms by their key's first term, each synonym whose words are all in the index. A Map,
  // not the parsed object: a reader typing 'constructor' must not reach Object.prototype.
  const configured = new Map<string, Keyed[]>();
  for (const [key, values] of Object.entries(index.syn ?? {})) {
    const terms = key.split(' ');
    const inIndex = values.map(known).filter((v, i) => v.length === values[i]!.length);
    configured.set(terms[0]!, [...(configured.get(terms[0]!) ?? []), [terms, inIndex.map((v) => [v, SYNONYM_WEIGHT])]]);
  }
  /**
   * The keys starting with `first` and what they stand for: the site's synonyms, then readers' words (the
   * build leaves a key the site maps itself to the site). Readers' words come with the shard of their
   * first term, so none are read while it is not loaded; the search runs again once it is.
   */
  const keysFrom = (first: string): Keyed[] => [
    ...(configured.get(first) ?? []),
    ...(index.related(first) ?? []).map(([rest, words]): Keyed => [rest ? [first, ...rest.split(' ')] : [first], words.map((w) => [w, RELATED_WEIGHT])]),
  ];

  /** The synonyms of one reading of a word (or of a phrase, its terms joined by spaces), as alternatives counting their weight less. */
  const synonymsOf = (key: string, like: Alternative): Alternative[] =>
    keysFrom(key.split(' ')[0]!)
      .filter(([terms]) => terms.join(' ') === key)
      .flatMap(([, values]) => values)
      .map(([terms, weight]) => ({ ...like, terms, weight: like.weight * weight, synonym: true }));

  /** Adds the synonyms of every single-term alternative (the word, its completions, its corrections). */
  const withSynonyms = (alternatives: Alternative[], typed: readonly string[]): Alternative[] => {
    const out = [...alternatives];
    const has = new Set(alternatives.map((a) => a.terms.join(' ')));
    const add = (alt: Alternative) => {
      if (!has.has(alt.terms.join(' '))) {
        has.add(alt.terms.join(' '));
        out.push(alt);
      }
    };
    // The word as typed may have synonyms even when the index lacks it ('webhook').
    for (const t of typed) for (const alt of synonymsOf(t, { terms: [], weight: 1 })) add(alt);
    for (const a of alternatives) if (a.terms.length === 1 && !a.synonym) for (const alt of synonymsOf(index.terms[a.terms[0]!]!, a)) add(alt);
    return out;
  };

  /**
   * The query as slots: every term of a finished word on its own, the unfinished last word as one slot
   * with its completions; a word that matches little also stands for its corrections, and every word for
   * its configured synonyms. Words that together are a synonym key ('mpeg ts') become one slot.
   */
  const slotsOf = (query: string): Slot[] => {
    const slots: Slot[] = [];
    const seenTerms = new Set<number>();
    const parsed = parseQueryWords(query);
    const taken = new Set<number>();
    // Several words that are a synonym key stand together for its synonyms; the last may be unfinished
    // when it is the key's last word already ('quick sync video' as typed, before a space).
    const primaries = parsed.map((w) => w.terms[0] ?? '');
    parsed.forEach((word, at) => {
      if (taken.has(at)) return;
      for (const [key] of keysFrom(primaries[at]!).filter(([terms]) => terms.length > 1)) {
        const run: number[] = [];
        for (let i = at; i < parsed.length && run.length < key.length; i++) if (primaries[i]) run.push(i);
        if (run.length !== key.length || !run.every((i, j) => primaries[i] === key[j])) continue;
        const own = known(key);
        const alternatives = withSynonyms(own.length === key.length ? [{ terms: own, weight: 1 }] : [], [key.join(' ')]);
        if (alternatives.length) slots.push({ words: run.map((i) => parsed[i]!.text), typed: key, at, alternatives });
        for (const i of run) taken.add(i);
        return;
      }
      const exact = known(word.terms).filter((t) => !seenTerms.has(t));
      exact.forEach((t) => seenTerms.add(t));
      const whole = exact.map((t): Alternative => ({ terms: [t], weight: 1 }));
      const slot = (alternatives: Alternative[]) => {
        const all = withSynonyms(alternatives, word.terms.slice(0, 1));
        if (all.length) slots.push({ words: [word.text], typed: word.terms, at, alternatives: all });
      };
      if (!word.open) {
        // Each part of an identifier counts on its own, as before this slot model: 'USER_NEW' is user_new + user + new.
        if (word.terms.length > 1) for (const alt of whole) slots.push({ words: [word.text], typed: word.terms, at, alternatives: [alt] });
        else if (word.terms.length === 1) slot([...whole, ...corrections(word.text, exact)]);
        return;
      }
      // A stop word being typed after other words ('how do I record a') decides nothing: its completions are noise.
      if (!word.terms.length && parsed.some((w) => w.terms.length > 0)) return;
      const stem = stemWord(word.text);
      // The stem's completions too ('streams' -> 'streamkey'), but not for short words, whose stems
      // are too short to mean anything ('ins' stems to 'in').
      const completions = new Set([...expand(word.text), ...(stem !== word.text && word.text.length >= 5 ? expand(stem) : [])]);
      exact.forEach((t) => completions.delete(t));
      const weight = exact.length > 0 ? EXPANSION_WEIGHT_AFTER_WORD : EXPANSION_WEIGHT;
      const prefixed = [...completions].map((t): Alternative => ({ terms: [t], weight, completion: true }));
      const typos = word.terms.length <= 1 ? corrections(word.text, [...exact, ...completions]) : [];
      slot([...whole, ...prefixed, ...typos]);
    });
    joinNeighbours(parsed, slots);
    return withQuestionWordsWeighed(slots);
  };

  /**
   * In a query of QUESTION_SLOTS words or more, the words that only give a question its form ('possible',
   * 'happen', 'several'; see question-words.ts) count QUESTION_WORD_WEIGHT of their score, while two
   * other words remain: at full weight they match pages that ask questions, not the page about what was
   * asked. They still count in the share of the query a section matches. The index carries them, as
   * terms, when it is in English.
   */
  const form = new Set(index.form);
  const withQuestionWordsWeighed = (slots: Slot[]): Slot[] => {
    if (slots.length < QUESTION_SLOTS || !form.size) return slots;
    const isForm = (slot: Slot) => slot.words.length === 1 && slot.typed.length === 1 && form.has(slot.typed[0]!);
    if (slots.filter((slot) => !isForm(slot)).length < 2) return slots;
    return slots.map((slot) => (isForm(slot) ? { ...slot, alternatives: slot.alternatives.map((alt) => ({ ...alt, weight: alt.weight * QUESTION_WORD_WEIGHT })) } : slot));
  };

  /**
   * Two neighbouring words may be one name written apart: 'delete stream' is the `deletestream` call,
   * 'config file' the `configfile` page. The joined term becomes a reading of both words, so a section
   * with it matches both and a page named with it is named by the query.
   */
  const joinNeighbours = (parsed: ReturnType<typeof parseQueryWords>, slots: Slot[]) => {
    const content = parsed.map((w, at) => ({ w, at })).filter(({ w }) => w.terms.length === 1 && /^[a-z]+$/.test(w.text));
    for (let i = 0; i + 1 < content.length; i++) {
      const joined = content[i]!.w.text + content[i + 1]!.w.text;
      const t = termIndex.get(joined) ?? termIndex.get(stemWord(joined));
      const name = isName(joined) ? joined : isName(stemWord(joined)) ? stemWord(joined) : undefined;
      for (const slot of slots) {
        if (slot.at !== content[i]!.at && slot.at !== content[i + 1]!.at) continue;
        if (t !== undefined && !slot.alternatives.some((a) => a.terms.length === 1 && a.terms[0] === t)) slot.alternatives.push({ terms: [t], weight: 1 });
        if (name !== undefined) (slot.names ??= []).push(name);
      }
    }
  };

  return {
    slotsOf,
    known,
    warm() {
      neighbourhood ??= deletionNeighbourhood(index.terms);
    },
  };
}
