/**
 * Fetches route chunks and keeps each promise, so a prefetch serves the click. A route's chunk is read
 * out of the route's own HTML page (its main column, page-specific head tags, sidebar state and trail),
 * so the site ships one file per page and the browser's cache serves both in-place navigation and a
 * full load of the same page. Imports route-url.
 */
import type { RouteChunk } from '../shared/types.js';
import { loadOnce } from './load-once.js';
import { urlOfRoute } from './route-url.js';

/** Every tag renderHead() produces but the title, so none of the previous page's survives a swap. */
export const HEAD_TAGS = 'meta[name=description],meta[name=keywords],meta[name=robots],link[rel=canonical],link[rel=alternate][hreflang],meta[property^="og:"],meta[name^="twitter:"],[data-page-head]';

/** Loads and caches route chunks. */
export interface ChunkLoader {
  /** The chunk of a route; rejects when it cannot be fetched (the failure is not cached). */
  load(route: string): Promise<unknown>;
  /** Drops a route's chunk, so the next load fetches it again (after it failed to render). */
  forget(route: string): void;
}

export function createChunkLoader(baseUrl: string): ChunkLoader {
  const chunks = loadOnce((route) => fetchChunk(urlOfRoute(route, baseUrl)));
  return { load: chunks.get, forget: chunks.forget };
}

async function fetchChunk(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return chunkOfPage(new DOMParser().parseFromString(await response.text(), 'text/html'));
}

/** The route chunk of a parsed page, or undefined when it is not a page the build writes (the swap then reports it malformed). */
export function chunkOfPage(page: Document): RouteChunk | undefined {
  const main = page.getElementById('main-content');
  const route = main?.getAttribute('data-route');
  if (!main || route == null) return undefined;
  const trail = main.getAttribute('data-trail');
  // On a site with several docs versions: the version whose sidebar the page has, and its version dropdown's addresses.
  const shell = page.querySelector('[data-layout]')?.getAttribute('data-docs-version');
  // On a version with several sidebars: the one the page carries.
  const sidebarId = page.querySelector('[data-layout]')?.getAttribute('data-docs-sidebar');
  const versionLinks = [...page.querySelectorAll('.navbar .version-dropdown a.dropdown-link')].map((a) => a.getAttribute('href') ?? '');
  return {
    route,
    kind: main.getAttribute('data-kind') as RouteChunk['kind'],
    title: page.title,
    head: [...page.head.querySelectorAll(HEAD_TAGS)].map((tag) => tag.outerHTML).join(''),
    sidebar: page.querySelector('[data-layout]')?.classList.contains('with-sidebar') === true,
    ...(trail ? { trail: JSON.parse(trail) as string[] } : {}),
    main: main.innerHTML,
    ...(shell ? { shell, versionLinks } : {}),
    ...(sidebarId ? { sidebarId } : {}),
  };
}
