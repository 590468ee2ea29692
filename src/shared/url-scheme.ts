/**
 * Whether an address names its own scheme or host, rather than a place of the site. One test for the
 * build, the renderer and the browser (Docusaurus's `hasProtocol`), so they cannot disagree. Browser-safe.
 */

/** A scheme as URLs spell it (RFC 3986): a letter, then letters, digits, `+`, `.` or `-`, then a colon. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * True when `url` starts with a scheme: `https://host`, `mailto:me@host`, `data:image/png;base64,...`,
 * `pathname:///x`. Case-insensitive. A one-letter scheme counts too, so a Windows-looking path such as
 * `C:\x` is a scheme here, as in a browser's URL parser. False for `//host` (use isExternalAddress), `/docs`,
 * `#x`, `?q`, `docs/a.md`, `./a.md` and the empty string.
 */
export function hasScheme(url: string): boolean {
  return SCHEME.test(url);
}

/**
 * True when `url` leads off the site: it has a scheme (see hasScheme) or is protocol-relative
 * (`//cdn.example.com/x.js`). False for a root-relative route (`/docs`), an anchor (`#x`), a query (`?q`)
 * and a relative path (`docs/a.md`).
 */
export function isExternalAddress(url: string): boolean {
  return SCHEME.test(url) || url.startsWith('//');
}
