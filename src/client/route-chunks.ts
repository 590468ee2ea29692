/** Fetches route chunks (the JSON the runtime swaps in) and keeps each promise, so a prefetch serves the click. */
import { chunkPath } from '../shared/chunk-path.js';
import type { RouteChunk } from '../shared/types.js';

/** Loads and caches route chunks. */
export interface ChunkLoader {
  /** The chunk of a route; rejects when it cannot be fetched or parsed (the failure is not cached). */
  load(route: string): Promise<RouteChunk>;
  /** Drops a route's chunk, so the next load fetches it again (after it failed to render). */
  forget(route: string): void;
}

export function createChunkLoader(baseUrl: string): ChunkLoader {
  const cache = new Map<string, Promise<RouteChunk>>();
  const urlOf = (route: string) => baseUrl.replace(/\/$/, '') + chunkPath(route);
  return {
    forget: (route) => cache.delete(urlOf(route)),
    load(route) {
      const url = urlOf(route);
      let pending = cache.get(url);
      if (!pending) {
        pending = fetchChunk(url);
        cache.set(url, pending);
        pending.catch(() => cache.delete(url));
      }
      return pending;
    },
  };
}

async function fetchChunk(url: string): Promise<RouteChunk> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RouteChunk;
}
