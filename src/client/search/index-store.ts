/**
 * Loads a search index on demand: its first file once per URL (none -> loading -> done, reflected on the
 * box as data-search-state so tests and styles can see it), then the shards and page files each query
 * needs, each once. Refuses index URLs on another origin. No Node imports.
 */
import { createSearchEngine, type SearchOutcome } from '../../search/engine.js';
import { INDEX_FORMAT, type IndexFile, type SearchData } from '../../search/index-format.js';
import { openShardedIndex, searchInPieces } from '../../search/sharded-index.js';
import { loadOnce } from '../load-once.js';

export interface LoadedIndex {
  /**
   * Search, loading the pieces the query needs first; undefined once `stale()` says a newer search
   * replaced it. With `pause`, waits that many milliseconds before loading, so keystrokes in quick
   * succession fetch only for the last.
   */
  search(query: string, limit: number, stale?: () => boolean, pause?: number): Promise<SearchOutcome | undefined>;
  /** The index, for the hits of the last search (their pages are loaded). */
  data: SearchData;
}

export type IndexLoader = (url: string) => Promise<LoadedIndex>;

/** A loader with its own cache; `onState` hears each URL's state change. */
export function createIndexLoader(onState: (url: string, state: 'loading' | 'done' | 'error') => void): IndexLoader {
  // A failed load may be tried again on the next keystroke.
  return loadOnce((url) => fetchIndex(url, onState)).get;
}

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url.href);
  if (!response.ok) throw new Error(`Search index ${url.pathname} answered ${response.status}`);
  return response.json();
}

async function fetchIndex(url: string, onState: (url: string, state: 'loading' | 'done' | 'error') => void): Promise<LoadedIndex> {
  const target = new URL(url, location.href);
  // The index decides what readers see; one from another origin could inject results, so it is refused.
  if (target.origin !== location.origin) throw new Error('Unexpected version url');
  onState(url, 'loading');
  try {
    const [entry] = (await getJson(target)) as IndexFile;
    if (!entry || entry.index.v !== INDEX_FORMAT) throw new Error(`Search index ${target.pathname} has an unknown format`);
    const data = openShardedIndex(entry);
    const engine = createSearchEngine(data);
    const piece = loadOnce(async (name) => data.add(name, await getJson(new URL(name, target)))).get;
    warmWhenIdle(engine);
    onState(url, 'done');
    return {
      data,
      search(query, limit, stale = () => false, pause = 0) {
        const load = async (names: string[]) => {
          if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
          if (!stale()) await Promise.all(names.map(piece));
        };
        return searchInPieces(data, load, () => engine.search(query, limit), stale);
      },
    };
  } catch (error) {
    onState(url, 'error');
    throw error;
  }
}

/** Builds the typo neighbourhood in idle time after the first file loads, so no keystroke pays for it. */
function warmWhenIdle(engine: ReturnType<typeof createSearchEngine>): void {
  const idle = (window as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
  (idle ?? ((cb: () => void) => setTimeout(cb, 16)))(() => engine.warmUp());
}
