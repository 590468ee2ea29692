/**
 * The browser's view of a context's index: the first file, plus whichever shards and page files have
 * been loaded. It answers the engine as the whole index would, and notes each piece it was asked for
 * and lacked, so the caller can load those and search again. Browser-safe; imports only the format.
 */
import { expandTerms, firstAtOrAfter, sectionTables, shardOf, type IndexEntry, type PageRecord, type SearchData, type StoredPostings, type TermShard } from './index-format.js';

export interface ShardedIndex extends SearchData {
  /** Files (relative to the first file's folder) asked for since the last call and not loaded yet. */
  takeWanted(): string[];
  /** Adds a loaded shard or page file. */
  add(name: string, data: unknown): void;
}

/** Opens the index whose first file is `entry`. */
export function openShardedIndex(entry: IndexEntry): ShardedIndex {
  const { index, documents } = entry;
  const terms = expandTerms(index.terms);
  const { pageOf, firstSection } = sectionTables(documents.sections);
  const shards: (TermShard | undefined)[] = new Array(index.shards.length);
  const pages: (PageRecord | undefined)[] = new Array(documents.sections.length);
  const wanted = new Set<string>();
  const shardFile = (i: number) => `${index.dir}/t${i}.json`;
  const pageFile = (p: number) => `${index.dir}/p${p}.json`;

  const names = new Set(index.otherNames);
  let t = 0;
  for (const gap of index.nameTerms) {
    t += gap;
    names.add(terms[t]!);
  }

  /** The shard holding `term`, or undefined (and wanted) while it is not loaded. */
  const shardFor = (term: string): TermShard | undefined => {
    const i = shardOf(index.shards, term);
    const shard = shards[i];
    if (!shard) wanted.add(shardFile(i));
    return shard;
  };
  // Terms, names and parts are own properties of plain objects: look them up without the prototype.
  const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

  return {
    n: index.n,
    fp: index.fp,
    ...(index.lang ? { lang: index.lang } : {}),
    terms,
    df: index.df,
    syn: index.syn,
    ...(index.stop ? { stop: index.stop } : {}),
    ...(index.form ? { form: index.form } : {}),
    pageOf,
    firstSection,
    isName: (term) => names.has(term),
    postings(term) {
      const shard = shardFor(terms[term]!);
      return shard && interleaved(own(shard.post, terms[term]!) ?? []);
    },
    names(term) {
      const shard = shardFor(term);
      return shard && (own(shard.names, term) ?? []);
    },
    identifierPages(term) {
      const shard = shardFor(term);
      return shard && (own(shard.parts, term) ?? []);
    },
    related(term) {
      // A word the index lacks has its readers' words in the first file, if any: no shard to load for it.
      if (terms[firstAtOrAfter(terms, term)] !== term) return own(index.rel ?? {}, term) ?? [];
      const shard = shardFor(term);
      return shard && (own(shard.rel ?? {}, term) ?? []);
    },
    page(p) {
      const page = pages[p];
      if (!page) wanted.add(pageFile(p));
      return page;
    },
    takeWanted() {
      const out = [...wanted];
      wanted.clear();
      return out;
    },
    add(name, data) {
      const file = name.slice(index.dir.length + 1);
      const number = Number(file.slice(1, -'.json'.length));
      if (file.startsWith('t')) shards[number] = data as TermShard;
      else pages[number] = data as PageRecord;
    },
  };
}

/** A term's stored postings (see TermShard) as gaps and scores interleaved. */
function interleaved(stored: StoredPostings): ArrayLike<number> {
  if (!Array.isArray(stored[0])) return stored as number[];
  const [scores, gaps, picks] = stored as [number[], number[], number[]];
  return gaps.flatMap((gap, i) => [gap, scores[picks[i]!]!]);
}

/**
 * Runs `search` until every piece it reads is loaded: each round loads what the last one lacked (term
 * shards first, then the pages it shows), so its answer is the whole index's answer. Gives up (undefined)
 * once `stale()` says a newer search has replaced this one, so a typist does not download every prefix.
 */
export async function searchInPieces<T>(index: ShardedIndex, load: (names: string[]) => Promise<void>, search: () => T, stale: () => boolean = () => false): Promise<T | undefined> {
  for (;;) {
    const outcome = search();
    const wanted = index.takeWanted();
    if (!wanted.length) return outcome;
    await load(wanted);
    if (stale()) return undefined;
  }
}
