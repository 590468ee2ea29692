/** Fetches route chunks (the JSON the runtime swaps in) and keeps each promise, so a prefetch serves the click. */
import { chunkPath } from '../shared/chunk-path.js';
import type { RouteChunk } from '../shared/types.js';

/** Loads and caches route chunks. */
export interface ChunkLoader {
  /** The chunk of a route; rejects when it cannot be fetched or parsed (the failure is not cached). */
  load(route: string): Promise<RouteChunk>;
}

export function createChunkLoader(baseUrl: string): ChunkLoader {
  const cache = new Map<string, Promise<RouteChunk>>();
  return {
    load(route) {
      const url = baseUrl.replace(/\/$/, '') + chunkPath(route);
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
