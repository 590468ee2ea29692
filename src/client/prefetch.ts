/**
 * Prefetches the route chunks of internal links on hover or focus and when they come into view, so
 * a click swaps the page at once. Skipped on 2g connections and when the visitor saves data.
 */
import type { ChunkLoader } from './route-chunks.js';
import { routeOfUrl } from './route-url.js';
import { NAVIGATED_EVENT } from './router.js';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection is one where fetching pages ahead of a click would cost the visitor. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ''));
}

export function initPrefetch(loader: ChunkLoader, baseUrl: string, elsewhere: readonly string[] = []): void {
  const prefetch = (link: Element | null) => {
    // Not what the router would not swap in either: another tab, or an address the site does not serve itself (rel="external").
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || /\bexternal\b/.test(link.rel) || !prefetchAllowed()) return;
    const route = routeOfUrl(new URL(link.href), baseUrl, elsewhere);
    // A failed prefetch is not an error: the click will try again.
    const current = document.getElementById('main-content')?.getAttribute('data-route');
    if (route !== undefined && route !== current) loader.load(route).catch(() => undefined);
  };
  const onPointer = (event: Event) => prefetch((event.target as Element | null)?.closest?.('a[href]') ?? null);
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('touchstart', onPointer, { passive: true });
  document.addEventListener('focusin', onPointer);

  if (!('IntersectionObserver' in window)) return;
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 300));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      idle(() => prefetch(entry.target));
    }
  });
  const observe = (root: ParentNode) => {
    for (const link of root.querySelectorAll('a[href]:not([target])')) observer.observe(link);
  };
  observe(document);
  document.addEventListener(NAVIGATED_EVENT, () => {
    const main = document.getElementById('main-content');
    if (main) observe(main);
  });
}
