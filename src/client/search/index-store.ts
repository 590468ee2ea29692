/**
 * Loads search index files on demand, once per URL: none -> loading -> done, reflected on the box as
 * data-search-state so tests and styles can see it. Refuses index URLs on another origin. No Node imports.
 */
import { createSearchEngine, type SearchEngine } from '../../search/engine.js';
import type { IndexDocuments, IndexFile } from '../../search/index-format.js';

export interface LoadedIndex {
  engine: SearchEngine;
  documents: IndexDocuments;
}

export type IndexLoader = (url: string) => Promise<LoadedIndex>;

/** A loader with its own cache; `onState` hears each URL's state change. */
export function createIndexLoader(onState: (url: string, state: 'loading' | 'done' | 'error') => void): IndexLoader {
  const cache = new Map<string, Promise<LoadedIndex>>();
  return (url) => {
    let entry = cache.get(url);
    if (!entry) {
      entry = fetchIndex(url, onState);
      cache.set(url, entry);
      // A failed load may be retried on the next keystroke.
      entry.catch(() => cache.delete(url));
    }
    return entry;
  };
}

async function fetchIndex(url: string, onState: (url: string, state: 'loading' | 'done' | 'error') => void): Promise<LoadedIndex> {
  const target = new URL(url, location.href);
  // The index decides what readers see; one from another origin could inject results, so it is refused.
  if (target.origin !== location.origin) throw new Error('Unexpected version url');
  onState(url, 'loading');
  try {
    const response = await fetch(target.href);
    if (!response.ok) throw new Error(`Search index ${target.pathname} answered ${response.status}`);
    const [entry] = (await response.json()) as IndexFile;
    if (!entry || entry.index.v !== 1) throw new Error(`Search index ${target.pathname} has an unknown format`);
    const loaded = { engine: createSearchEngine(entry), documents: entry.documents };
    warmWhenIdle(loaded.engine);
    onState(url, 'done');
    return loaded;
  } catch (error) {
    onState(url, 'error');
    throw error;
  }
}

/** Works out every term's scores in idle time after the index loads, a slice at a time, so no keystroke pays for it. */
function warmWhenIdle(engine: SearchEngine): void {
  const idle = (window as { requestIdleCallback?: (cb: (deadline: { timeRemaining(): number }) => void) => number }).requestIdleCallback;
  const step = (deadline?: { timeRemaining(): number }) => {
    const until = performance.now() + 8;
    const done = engine.warmUp(() => (deadline ? deadline.timeRemaining() > 1 : performance.now() < until));
    if (!done) schedule();
  };
  const schedule = () => (idle ? idle(step) : setTimeout(step, 16));
  schedule();
}
