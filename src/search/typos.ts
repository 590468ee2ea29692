/**
 * Typo tolerance: which index terms a misspelt word may mean, found through a SymSpell-style deletion
 * neighbourhood of the vocabulary (each term under itself and under every string one deletion away),
 * so a lookup costs a few dozen map probes instead of a walk over the vocabulary. Pure and
 * browser-safe; no imports.
 */

/** Terms the neighbourhood holds: Latin words long enough to be misspelt (numbers and identifiers are typed as read). */
const TYPO_TERM = /^[a-z]{4,}$/;

/** Deletion string -> the terms it comes from (the term itself, or one letter deleted), as term numbers. */
export type DeletionNeighbourhood = Map<string, number[]>;

/**
 * Edits a word of this many letters may carry: none below 5 letters, one from 5, two from 9. A word of 4
 * that the site never writes (`unknown`) may carry one: with nothing to find as typed, 'jria' can only
 * mean 'jira', while a short word the site does write keeps its own few pages (on the Jellyfin set, 'away'
 * and 'kids', written once or twice, lost rank to their corrections when every 4-letter word carried one).
 */
export function editsAllowed(length: number, unknown = false): number {
  return length >= 9 ? 2 : length >= 5 || (unknown && length === 4) ? 1 : 0;
}

/**
 * The deletion neighbourhood of a vocabulary, keyed by deletion string (so it can be split by key like
 * the terms). Only one deletion per term: with up to two on the query side this finds every term one
 * edit away and most two away, at a fraction of the size of two deletions on both sides.
 */
export function deletionNeighbourhood(terms: readonly string[]): DeletionNeighbourhood {
  const map: DeletionNeighbourhood = new Map();
  const put = (key: string, t: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [t]);
    else if (list[list.length - 1] !== t) list.push(t);
  };
  terms.forEach((term, t) => {
    if (!TYPO_TERM.test(term)) return;
    put(term, t);
    for (const key of deletions(term)) put(key, t);
  });
  return map;
}

/** The strings one deletion away from `word`, without repeats ('bookkeeper' loses a 'k' once). */
function deletions(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), or `max + 1` once it is certainly over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Letters from which a word's ending may be cut by up to five letters for one edit, not three. */
const LONG_WORD = 11;

/** A term a misspelt word may mean, and how many edits away it is. */
export interface TypoCandidate {
  term: number;
  /** Edits, counting a cut-off ending as one. */
  edits: number;
  /** Whether the word's ending was cut off to reach it (a likelier reading when the edits tie is the whole word). */
  cut: boolean;
}

/**
 * Terms within the edits `word` may carry (`unknown`: it matches nothing as typed, see editsAllowed).
 * The word is compared whole and as its stem, and also with up to three letters (five from LONG_WORD
 * letters) cut off its end for one edit (index terms are stems, so 'transcodign' means 'transcod', the
 * stem of 'transcoding', with its ending mistyped). Closest first.
 */
export function typoCandidates(word: string, stem: string, terms: readonly string[], neighbourhood: DeletionNeighbourhood, unknown = false): TypoCandidate[] {
  const allowed = editsAllowed(word.length, unknown);
  if (allowed === 0 || !/^[a-z]+$/.test(word)) return [];
  const bases: [string, number][] = [[word, 0]];
  if (stem !== word) bases.push([stem, 0]);
  // A last 'e', 's' or 'y' is what stemming drops or turns ('synology' is 'synolog'), so cutting it is no edit:
  // 'synolgy' is one edit from 'synolog', as 'synolgy' from 'synology'.
  // A long word's ending ('-ements', '-ations') is longer, and a slip in it leaves the stemmer with no
  // suffix to strip ('acknowledgemnts' is 'acknowledg' and 'emnts'), so up to five letters come off it.
  const cuts = word.length >= LONG_WORD ? 5 : 3;
  for (let cut = 1; cut <= cuts && word.length - cut >= 4; cut++) bases.push([word.slice(0, -cut), cut === 1 && /[esy]$/.test(word) ? 0 : 1]);
  const best = new Map<number, TypoCandidate>();
  const rank = (c: TypoCandidate) => c.edits * 2 + (c.cut ? 1 : 0);
  for (const [base, cost] of bases) {
    const budget = allowed - cost;
    if (budget < 0) continue;
    // Query-side deletions up to the budget meet the terms' single deletions.
    let keys = new Set([base]);
    let frontier = keys;
    for (let round = 0; round < budget; round++) {
      const next = new Set<string>();
      for (const k of frontier) for (const d of deletions(k)) if (!keys.has(d)) next.add(d);
      keys = new Set([...keys, ...next]);
      frontier = next;
    }
    for (const key of keys) {
      for (const t of neighbourhood.get(key) ?? []) {
        const edits = editDistance(base, terms[t]!, budget);
        if (edits > budget) continue;
        const found = { term: t, edits: edits + cost, cut: cost > 0 };
        const known = best.get(t);
        if (found.edits > 0 && (!known || rank(found) < rank(known))) best.set(t, found);
      }
    }
  }
  return [...best.values()].sort((x, y) => rank(x) - rank(y) || x.term - y.term);
}
