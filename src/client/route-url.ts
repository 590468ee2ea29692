/** Maps page URLs to site routes under the base URL, and back; normalises .html paths. Imports nothing. */

/** `/a/index.html` -> `/a/`, `/a.html` -> `/a`; other paths unchanged. */
export function normalizeHtmlPath(path: string): string {
  return path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

/**
 * The route a same-origin URL opens, or undefined when it leaves the site's pages (another origin,
 * outside the base URL, inside another locale's folder `elsewhere`, or a file such as an image, a feed
 * or a Markdown copy).
 */
export function routeOfUrl(url: URL, baseUrl: string, elsewhere: readonly string[] = []): string | undefined {
  if (url.origin !== window.location.origin) return undefined;
  const base = baseUrl.replace(/\/$/, '');
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return undefined;
  if (elsewhere.some((other) => `${url.pathname}/`.startsWith(other))) return undefined;
  const route = normalizeHtmlPath(url.pathname.slice(base.length) || '/');
  const name = route.slice(route.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(name) ? undefined : route;
}

/** The address of a route under the base URL. */
export function urlOfRoute(route: string, baseUrl: string): string {
  return baseUrl.replace(/\/$/, '') + route;
}

/** Two paths name the same page when they differ at most by a trailing slash. */
export function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}
