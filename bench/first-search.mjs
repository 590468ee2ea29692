/**
 * What a reader's first search downloads from a built site: the index's first file, then the term
 * shards and page files each keystroke's search asks for, as the browser's loader fetches them (each
 * once), for the navbar box (8 suggestions). Reads the output
 * folder; gzip at level 9 per file. Plain JS, shared by bench/run.mjs and bench/search.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearchEngine } from '../dist/src/search/engine.js';
import { openShardedIndex, searchInPieces } from '../dist/src/search/sharded-index.js';

const gz = (data) => gzipSync(data, { level: 9 }).length;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * Bytes (gzip) of the first search of each query on a fresh page: median, p95, max, and the first file
 * alone. `typed`: every prefix of the query is searched in turn (a reader typing slower than the box's
 * pause, each keystroke fetching what it shows); otherwise the query is searched once.
 */
export async function firstSearchBytes(outDir, queries, { typed = false, firstFile = 'search-index.json' } = {}) {
  const firstPath = path.join(outDir, firstFile);
  const first = readFileSync(firstPath);
  const [entry] = JSON.parse(first);
  const sizes = new Map();
  const sizeOf = (name) => {
    if (!sizes.has(name)) sizes.set(name, gz(readFileSync(path.join(path.dirname(firstPath), name))));
    return sizes.get(name);
  };
  const firstGzip = gz(first);
  const totals = [];
  for (const q of queries) {
    const data = openShardedIndex(entry);
    const engine = createSearchEngine(data);
    let bytes = firstGzip;
    const load = async (names) => {
      for (const name of names) {
        data.add(name, JSON.parse(readFileSync(path.join(path.dirname(firstPath), name), 'utf8')));
        bytes += sizeOf(name);
      }
    };
    for (let i = typed ? 1 : q.length; i <= q.length; i++) await searchInPieces(data, load, () => engine.search(q.slice(0, i), 8));
    totals.push(bytes);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  return { queries: queries.length, firstFileGzip: firstGzip, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
}
