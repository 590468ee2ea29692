/** A context's search index as the browser gets it: the shipped files, opened from JSON, loaded piece by piece as searches ask. */
/// <reference path="../../src/search/wink-modules.d.ts" />
import winkBm25, { type WinkEngine } from 'wink-bm25-text-search';
import { buildIndex, type SearchIndexOptions, type SearchPageInput, type SectionFields } from '../../src/search/build-index.js';
import { createSearchEngine, type SearchEngine } from '../../src/search/engine.js';
import type { IndexFile, SearchData } from '../../src/search/index-format.js';
import { shardIndex } from '../../src/search/index-shards.js';
import { openShardedIndex, searchInPieces, type ShardedIndex } from '../../src/search/sharded-index.js';
import { tokenize } from '../../src/search/tokenize.js';

export interface ShippedIndex {
  data: ShardedIndex;
  engine: SearchEngine;
  /** Runs a search, loading what it asks for, as the browser does. */
  run<T>(search: (engine: SearchEngine) => T): Promise<T>;
  /** Every file, by name relative to the first file's folder. */
  files: Map<string, string>;
  first: string;
  /** Names of the pieces loaded so far, in order. */
  loaded: string[];
}

export function shippedIndex(pages: SearchPageInput[], options: SearchIndexOptions, shardBytes?: number): ShippedIndex {
  const { first, files } = shardIndex(buildIndex(pages, options), 'search-index', shardBytes);
  const byName = new Map(files.map((f) => [f.name, f.json]));
  const [entry] = JSON.parse(first) as IndexFile;
  const data = openShardedIndex(entry!);
  const engine = createSearchEngine(data);
  const loaded: string[] = [];
  const load = async (names: string[]) => {
    for (const name of names) {
      const json = byName.get(name);
      if (json === undefined) throw new Error(`no such piece: ${name}`);
      data.add(name, JSON.parse(json));
      loaded.push(name);
    }
  };
  return { data, engine, files: byName, first, loaded, run: async (search) => (await searchInPieces(data, load, () => search(engine)))! };
}

/**
 * wink-bm25-text-search's `search(text, limit)` over an index's stored scores: per section the sum of
 * the scores of the query's terms (a repeated term counts again, as in wink), best first, ties by
 * section number; [section, score] pairs. Pieces not loaded count as empty (run it through `run`).
 */
export function winkSearch(data: SearchData, text: string, limit: number): [number, number][] {
  const termNumber = new Map(data.terms.map((t, i) => [t, i]));
  const scores = new Map<number, number>();
  for (const term of tokenize(text)) {
    const t = termNumber.get(term);
    if (t === undefined) continue;
    const post = data.postings(t) ?? [];
    let section = 0;
    for (let i = 0; i < post.length; i += 2) {
      section += post[i]!;
      scores.set(section, (scores.get(section) ?? 0) + post[i + 1]! / 10 ** data.fp);
    }
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
}

/** wink-bm25-text-search itself over the given documents, before consolidation: the reference the index is held to. */
export function createWinkIndex(fields: SectionFields[], options: SearchIndexOptions): WinkEngine {
  const engine = winkBm25();
  engine.defineConfig({ fldWeights: options.fieldWeights, bm25Params: { k1: options.k1, b: options.b, k: 1 } });
  engine.definePrepTasks([tokenize]);
  fields.forEach((doc, i) => engine.addDoc(doc, i));
  return engine;
}
