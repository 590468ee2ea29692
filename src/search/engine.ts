/**
 * The query side of the search: adds up wink-bm25-text-search's BM25F scores (worked out at build
 * time) over the slots the query reader makes of a query, then ranks pages, each once with its
 * best-matching section. Reads the index through SearchData, so it runs the same over a whole index
 * and over one loaded in pieces. Runs in the browser and in tests; pure and browser-safe: imports only
 * the shared tokenizer, the query reader, page naming and the index format.
 */
import type { PageRecord, SearchData } from './index-format.js';
import { namesPage } from './page-names.js';
import { createQueryReader, type Alternative, type Slot } from './query-reading.js';
import { parseQueryWords, splitWords, useLanguage, wordTerms } from './tokenize.js';

/** One ranked section (whole-word search, as wink ranks). */
export interface Ranked {
  section: number;
  score: number;
}

/** One ranked page: its best-matching section, and what matched there. */
export interface RankedPage extends Ranked {
  page: number;
  /** The page's other matching sections, best first: folded under the page instead of filling the list. */
  more: number[];
  /** Index terms (stems) that matched on this page, for marking the row. */
  terms: string[];
  /** The words to highlight on the page: each word the reader typed, or the word it completed to on this page. */
  highlight: string[];
}

export interface SearchOutcome {
  ranked: RankedPage[];
  /** Index terms the query matched on any page (stems), for highlighting. */
  terms: string[];
  /** The unfinished last word, highlighted as a prefix. */
  prefix?: string;
}

export interface SearchEngine {
  /** Search as you type: pages, each once with its best section; the last word is also a prefix. */
  search(query: string, limit: number): SearchOutcome;
  /** Builds the typo neighbourhood ahead of the first misspelt word (otherwise built on its first use). */
  warmUp(): void;
  readonly size: number;
}

/**
 * Among pages a query names (it is their title or slug), the shallower wins, so 'streams' opens the
 * concept page before the Streams panel and the `streams` API call: each level down divides by 1 + this.
 */
const DEPTH_PENALTY = 0.25;
/**
 * For a one-word query, a page titled with an identifier that merely contains the word (`RECORDING_END`
 * for 'recording', `api_endpoint` for 'api') counts this much, so overview pages come first.
 */
const IDENTIFIER_PART_WEIGHT = 0.5;
/**
 * A page scores its best section plus this share of its other matching sections: a page about the
 * words mentions them throughout, a page that mentions them once in passing does not (reader set:
 * 0.05 -> MRR 0.887, 0.1 -> 0.896, 0.2 -> 0.897, 0.3 -> 0.895, where questions start to suffer).
 */
const OTHER_SECTIONS_WEIGHT = 0.1;
/**
 * A page whose whole name (title, sidebar label or slug) is among the words of a longer query ('update
 * jellyfin on windows' holds "Windows", 'which version am I running' holds "version") scores this times
 * its own: the reader named the page and said more (both sets: 1 -> manual reader MRR 0.906, titles
 * 0.966, Jellyfin 0.832; 1.25 -> 0.911, 0.968, 0.836; 1.5 -> 0.914, 0.981, 0.833; 2 -> 0.912, 0.981, 0.833).
 */
const NAMED_WITHIN_WEIGHT = 1.5;
/**
 * A page with a section whose heading the query names whole ('sticky sessions' names the "Sticky sessions"
 * section of Using multiple nodes; see headingName) scores this times its own and opens at that section:
 * the page gives the topic a section where others only mention it (Socket.IO set: MRR 0.783 -> 0.795,
 * 1.5 the same; the manual's and Jellyfin's sets unchanged).
 */
const HEADING_NAMED_WEIGHT = 2;
/** Sections of a page looked at for what matched there (its best and the next few). */
const DESCRIBED_SECTIONS = 4;
/** Surface words remembered for highlighting before the memo starts over. */
const SURFACES_KEPT = 5000;
/**
 * Pages rank by tier, then score; the tier is added as a multiple of this, far above any BM25 score, so
 * one number orders both: named as typed 4, named with a correction but found as typed 3, found as
 * typed 2, named only through a correction 1, found only through corrections 0.
 */
const TIER = 1e6;

/** An engine over a context's index, whole or in pieces (see SearchData: pieces not loaded count as empty). */
export function createSearchEngine(data: SearchData): SearchEngine {
  const { n, pageOf, firstSection: introOf } = data;
  const scale = 10 ** data.fp;
  const pageCount = introOf.length;
  const reader = createQueryReader(data);
  const stop = new Set(data.stop);
  // Per term, decoded on first use: [section, score, section, score...].
  const scored: (Float64Array | undefined)[] = new Array(data.terms.length);
  const NONE = new Float64Array(0);
  const df = (t: number) => data.df[t]!;

  const postings = (t: number): Float64Array => {
    const cached = scored[t];
    if (cached) return cached;
    const raw = data.postings(t);
    if (!raw) return NONE;
    const out = new Float64Array(raw.length);
    let doc = 0;
    for (let i = 0; i < raw.length; i += 2) {
      doc += raw[i]!;
      out[i] = doc;
      // The stored integer of 10^-fp: dividing gives the very number wink's rounding to fp digits gives.
      out[i + 1] = raw[i + 1]! / scale;
    }
    scored[t] = out;
    return out;
  };

  /** A term's score in one section (0 when absent): a binary search of its postings. */
  const scoreIn = (t: number, section: number): number => {
    const p = postings(t);
    let lo = 0;
    let hi = p.length / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const doc = p[mid * 2]!;
      if (doc === section) return p[mid * 2 + 1]!;
      if (doc < section) lo = mid + 1;
      else hi = mid;
    }
    return 0;
  };

  // wink sorts a table whose keys are section numbers (so ascending) with a stable sort on score:
  // score descending, then section ascending. Only the top `limit` are needed, so keep a sorted
  // buffer of that size instead of sorting every touched section (thousands on a big site). Pages
  // rank the same way, by their number.
  const rank = (scores: Float64Array, touched: readonly number[], limit: number): Ranked[] => {
    const k = Math.max(limit, 1);
    const top: Ranked[] = [];
    const before = (a: Ranked, b: Ranked) => a.score > b.score || (a.score === b.score && a.section < b.section);
    for (const section of touched) {
      const score = scores[section]!;
      // Most sections do not make the top: turn them away before making an object for them.
      if (top.length === k) {
        const last = top[k - 1]!;
        if (score < last.score || (score === last.score && section > last.section)) continue;
      }
      const item = { section, score };
      let i = top.length === k ? k - 1 : top.length;
      while (i > 0 && before(item, top[i - 1]!)) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = item;
    }
    return top;
  };

  // Scratch space for one search, made once: fresh arrays per keystroke made the browser collect garbage
  // often enough to set the slowest queries. Each search clears the entries it touched.
  const scores = new Float64Array(n);
  /** Per section, the best alternative of the slot being scored (cleared as each slot is added in). */
  const slotBest = new Float64Array(n);
  /** Per section, the sum of a compound alternative's terms (cleared as each alternative is read). */
  const altScore = new Float64Array(n);
  /** Per section, how many of a compound alternative's terms it has (cleared with altScore). */
  const altTerms = new Int32Array(n);
  const inSlot = new Int32Array(n);
  const inAlt = new Int32Array(n);
  const seen = new Uint8Array(n);
  /** Sections matched by some word as typed or completed, not only through a correction. */
  const plain = new Uint8Array(n);
  /** The share of the query each section matched: the summed weights (idf) of its slots. */
  const covered = new Float64Array(n);
  const pageScore = new Float64Array(pageCount);
  const pageBest = new Int32Array(pageCount).fill(-1);
  const pagePlain = new Uint8Array(pageCount);
  /** Per page, its first touched section, and per section the next one of its page (-1 ends the chain). */
  const firstInPage = new Int32Array(pageCount).fill(-1);
  const nextInPage = new Int32Array(n);
  const clear = (touched: readonly number[], pages: readonly number[]) => {
    for (const doc of touched) {
      scores[doc] = 0;
      seen[doc] = 0;
      plain[doc] = 0;
      covered[doc] = 0;
    }
    for (const p of pages) {
      pageScore[p] = 0;
      pageBest[p] = -1;
      firstInPage[p] = -1;
      pagePlain[p] = 0;
    }
  };

  /**
   * How much a slot weighs in the share of the query a section matches: the idf of its first reading
   * (the word itself, else its shortest completion or closest correction), so a section missing 'get'
   * or 'stream' loses little and one missing 'vlc' loses much.
   */
  const slotWeight = (slot: Slot): number => {
    let idf = 0;
    for (const t of slot.alternatives[0]?.terms ?? []) idf = Math.max(idf, Math.log((n - df(t) + 0.5) / (df(t) + 0.5) + 1));
    return idf;
  };

  /**
   * Adds each slot's best alternative per section into `scores`, and the slot's weight into `covered`.
   * `plain` is kept only when some alternative is a correction; otherwise every match is plain.
   */
  const scoreSlots = (slots: readonly Slot[], weights: readonly number[], touched: number[], corrected: boolean) => {
    slots.forEach((slot, k) => {
      let slotCount = 0;
      for (const alt of slot.alternatives) {
        const { weight } = alt;
        const asTyped = alt.typo ? 0 : 1;
        if (alt.terms.length === 1) {
          // The common case, kept free of calls: one term, its postings read straight into the slot's best.
          const p = postings(alt.terms[0]!);
          for (let i = 0; i < p.length; i += 2) {
            const doc = p[i]!;
            const s = p[i + 1]! * weight;
            if (s <= 0) continue;
            if (corrected) plain[doc] = plain[doc]! | asTyped;
            if (slotBest[doc] === 0) inSlot[slotCount++] = doc;
            if (s > slotBest[doc]!) slotBest[doc] = s;
          }
          continue;
        }
        // A compound alternative (several words standing for one) scores the sum of its terms, times the
        // share of them the section has: 'recover account' for 'forgot password' says little of a section
        // with 'recover' alone (CodeRabbit MRR 0.797 -> 0.806, top 8 94% -> 96%; other sets the same).
        let altCount = 0;
        for (const t of alt.terms) {
          const p = postings(t);
          for (let i = 0; i < p.length; i += 2) {
            const doc = p[i]!;
            if (altTerms[doc] === 0) inAlt[altCount++] = doc;
            altScore[doc] = altScore[doc]! + p[i + 1]!;
            altTerms[doc] = altTerms[doc]! + 1;
          }
        }
        for (let i = 0; i < altCount; i++) {
          const doc = inAlt[i]!;
          const s = (altScore[doc]! * weight * altTerms[doc]!) / alt.terms.length;
          altScore[doc] = 0;
          altTerms[doc] = 0;
          if (s <= 0) continue;
          if (corrected) plain[doc] = plain[doc]! | asTyped;
          if (slotBest[doc] === 0) inSlot[slotCount++] = doc;
          if (s > slotBest[doc]!) slotBest[doc] = s;
        }
      }
      const weight = weights[k]!;
      for (let i = 0; i < slotCount; i++) {
        const doc = inSlot[i]!;
        if (!seen[doc]) {
          seen[doc] = 1;
          touched.push(doc);
        }
        scores[doc] = scores[doc]! + slotBest[doc]!;
        covered[doc] = covered[doc]! + weight;
        slotBest[doc] = 0;
      }
    });
  };

  /**
   * Pages of the touched sections, each with its best section plus a share of the others; a section's
   * score first becomes its share of the query (`asked` is the summed slot weights, 0 for one slot).
   * Each page's sections are chained through `nextInPage` for the rows shown.
   */
  const foldPages = (touched: readonly number[], asked: number, corrected: boolean, pages: number[]) => {
    for (const doc of touched) {
      if (asked > 0) scores[doc] = (scores[doc]! * covered[doc]!) / asked;
      const p = pageOf[doc]!;
      const best = pageBest[p]!;
      if (best === -1) pages.push(p);
      nextInPage[doc] = firstInPage[p]!;
      firstInPage[p] = doc;
      pagePlain[p] = corrected ? pagePlain[p]! | plain[doc]! : 1;
      // pageScore holds the sum of the page's section scores until the loop below.
      pageScore[p] = pageScore[p]! + scores[doc]!;
      if (best === -1 || scores[doc]! > scores[best]! || (scores[doc] === scores[best] && doc < best)) pageBest[p] = doc;
    }
    for (const p of pages) {
      const best = scores[pageBest[p]!]!;
      pageScore[p] = best + OTHER_SECTIONS_WEIGHT * (pageScore[p]! - best);
    }
  };

  /**
   * What matched on one page, per slot: the word as typed when it occurs there, else the alternative
   * that scored best there (a completion, a synonym, a correction), for marking the row and for `_highlight`.
   */
  const describe = (slots: readonly Slot[], page: number, sections: readonly number[]): { terms: string[]; highlight: string[] } => {
    const terms = new Set<string>();
    const highlight = new Set<string>();
    const scoreOf = (alt: Alternative) => {
      let s = 0;
      for (const section of sections) {
        let inSection = 0;
        for (const t of alt.terms) inSection += scoreIn(t, section);
        s = Math.max(s, inSection * alt.weight);
      }
      return s;
    };
    for (const slot of slots) {
      const { typed } = slot;
      let winner: Alternative | undefined;
      let winnerScore = 0;
      for (const alt of slot.alternatives) {
        const s = scoreOf(alt);
        if (s <= 0) continue;
        if (alt.terms.every((t) => typed.includes(data.terms[t]!))) {
          winner = alt;
          break;
        }
        if (s > winnerScore) {
          winner = alt;
          winnerScore = s;
        }
      }
      if (!winner) continue;
      const names = winner.terms.map((t) => data.terms[t]!);
      names.forEach((t) => terms.add(t));
      if (names.every((t) => typed.includes(t))) slot.words.forEach((w) => highlight.add(w));
      else for (const t of names) highlight.add(surfaceWord(t, page, sections));
    }
    return { terms: [...terms], highlight: [...highlight] };
  };

  /** Surface words already found, by page, the sections looked at and term: the same rows come back keystroke after keystroke. */
  const surfaces = new Map<string, string>();
  /** A word of the page's title, headings or snippets that carries `term`, as written (lower-case); the term itself when none does. */
  const surfaceWord = (term: string, page: number, sections: readonly number[]): string => {
    const key = `${page} ${sections} ${term}`;
    let word = surfaces.get(key);
    if (word === undefined) {
      const record = data.page(page);
      // Not remembered while the page is not loaded: the search runs again once it is.
      if (!record) return term;
      if (surfaces.size >= SURFACES_KEPT) surfaces.clear();
      word = findSurfaceWord(term, record, sections.map((s) => s - introOf[page]!));
      surfaces.set(key, word);
    }
    return word;
  };
  const findSurfaceWord = (term: string, [title, , , own]: PageRecord, sections: readonly number[]): string => {
    const texts = [title, ...sections.flatMap((s) => [own[s]![1], own[s]![2]])];
    for (const text of texts) {
      // A stem starts the words it comes from ('latenc' in 'latency'): skip texts without it before splitting.
      if (!text.toLowerCase().includes(term)) continue;
      for (const { word } of splitWords(text)) if (wordTerms(word).includes(term)) return word;
    }
    return term;
  };

  /**
   * Pages in the order the reader sees them: pages the query names first (shallowest first), then the
   * rest by their best section's score, a one-word query's identifier-titled pages counting less. A page
   * found only through corrections of misspelt words comes after every page found as typed.
   */
  function rankPages(slots: readonly Slot[], pages: number[], limit: number): Ranked[] {
    // What each word may stand for: itself, or while it is unfinished and no word yet, its shortest
    // completions, the likeliest words ('trigg' names "Triggers", not the `triggerlog` page);
    // `typed` leaves out corrections.
    const words: Set<string>[] = [];
    const typed: Set<string>[] = [];
    for (const slot of slots) {
      const whole = slot.alternatives.some((alt) => !alt.completion && !alt.typo);
      const readings: [string, boolean][] = [];
      let shortest = 1e9;
      for (const alt of slot.alternatives) if (alt.completion) shortest = Math.min(shortest, data.terms[alt.terms[0]!]!.length);
      for (const alt of slot.alternatives) {
        const term = data.terms[alt.terms[0]!]!;
        if (alt.terms.length === 1 && !(alt.completion && (whole || term.length > shortest))) readings.push([term, !alt.typo]);
      }
      for (const name of slot.names ?? []) readings.push([name, true]);
      for (const [term, asTyped] of readings) {
        (words[slot.at] ??= new Set()).add(term);
        if (asTyped) (typed[slot.at] ??= new Set()).add(term);
      }
    }
    const asked = words.filter(Boolean);
    const askedAsTyped = asked.length === typed.filter(Boolean).length ? typed.filter(Boolean) : [];
    // A name can only be asked for whole if its first term is, so the names filed under the asked words
    // are all the names that can matter.
    const found = new Map<number, { depth: number; names: string[][] }>();
    /** Per page, the first of its sections whose heading the query names. */
    const headed = new Map<number, number>();
    for (const w of asked) {
      for (const t of w) {
        for (const [p, depth, name, section] of data.names(t) ?? []) {
          if (section !== undefined) {
            const earlier = headed.get(p);
            if (namesPage(asked, [name]) && (earlier === undefined || section < earlier)) headed.set(p, section);
            continue;
          }
          const entry = found.get(p);
          if (entry) entry.names.push(name);
          else found.set(p, { depth, names: [name] });
        }
      }
    }
    const naming = new Set<number>();
    for (const [p, { depth, names }] of found) {
      if (!namesPage(asked, names)) {
        // A page whose name is part of the query: see NAMED_WITHIN_WEIGHT.
        if (names.some((name) => name.every((t) => asked.some((w) => w.has(t))))) pageScore[p]! *= NAMED_WITHIN_WEIGHT;
        continue;
      }
      naming.add(p);
      if (pageBest[p] === -1) pages.push(p);
      // A page the query names opens at its top.
      pageBest[p] = introOf[p]!;
      const tier = namesPage(askedAsTyped, names) ? 4 : pagePlain[p] ? 3 : 1;
      pageScore[p] = tier * TIER + (1 + pageScore[p]!) / (1 + DEPTH_PENALTY * depth);
    }
    for (const [p, section] of headed) {
      // A page the query names opens at its top; one it did not touch (its postings cut) stays out.
      if (naming.has(p) || pageBest[p] === -1) continue;
      pageScore[p] = pageScore[p]! * HEADING_NAMED_WEIGHT;
      pageBest[p] = introOf[p]! + section;
    }
    const oneWord = asked.length === 1 ? asked[0]! : undefined;
    const identifierTitled = new Set<number>();
    if (oneWord) for (const t of oneWord) for (const p of data.identifierPages(t) ?? []) identifierTitled.add(p);
    for (const p of pages) {
      if (naming.has(p)) continue;
      if (identifierTitled.has(p)) pageScore[p] = pageScore[p]! * IDENTIFIER_PART_WEIGHT;
      if (pagePlain[p]) pageScore[p] = pageScore[p]! + 2 * TIER;
    }
    return rank(pageScore, pages, limit).map(({ section: page, score }) => ({ section: page, score: score % TIER }));
  }

  function searchWith(slots: Slot[], query: string, limit: number, touched: number[], pages: number[]): SearchOutcome {
    const weights = slots.map(slotWeight);
    const corrected = slots.some((slot) => slot.alternatives.some((alt) => alt.typo));
    scoreSlots(slots, weights, touched, corrected);
    // A section that matches only some of the words counts for that share of its score, so "push stream"
    // puts pages about pushing streams above pages that only say "stream" often.
    let asked = 0;
    if (slots.length > 1) for (const w of weights) asked += w;
    foldPages(touched, asked, corrected, pages);
    const top = rankPages(slots, pages, limit);
    // The other matching sections of the pages shown, best first.
    const more = top.map(({ section: page }) => {
      const list: number[] = [];
      for (let doc = firstInPage[page]!; doc !== -1; doc = nextInPage[doc]!) if (doc !== pageBest[page]) list.push(doc);
      return list;
    });
    const all = new Set<string>();
    const ranked = top.map(({ section: page, score }, i) => {
      const section = pageBest[page]!;
      // The rows shown need their page: asking for it marks it wanted while it is not loaded.
      data.page(page);
      const others = more[i]!.sort((x, y) => scores[y]! - scores[x]! || x - y);
      const { terms, highlight } = describe(slots, page, [section, ...others.slice(0, DESCRIBED_SECTIONS - 1)]);
      terms.forEach((t) => all.add(t));
      return { page, section, score, more: others, terms, highlight };
    });
    const last = parseQueryWords(query).at(-1);
    return { ranked, terms: [...all], prefix: last?.open ? last.text : undefined };
  }

  return {
    size: n,
    warmUp() {
      useLanguage(data.lang, stop);
      reader.warm();
    },
    search(query, limit) {
      // Queries are read in the index's language (another engine may have read another's).
      useLanguage(data.lang, stop);
      const touched: number[] = [];
      const pages: number[] = [];
      try {
        return searchWith(reader.slotsOf(query), query, limit, touched, pages);
      } finally {
        clear(touched, pages);
      }
    },
  };
}
