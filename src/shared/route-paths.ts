/** Where a route's page and Markdown copy live; shared by the build and the runtime. Pure. */

/** `/a/b` -> `/a/b.md`; `/` -> `/index.md`; `/a/` -> `/a.md`. */
export function markdownCopyPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** Output file of a route: `/a/b` -> `a/b/index.html`; `/100%25` -> `100%/index.html` (the file takes the decoded name). */
export function htmlPath(route: string): string {
  const clean = decodeRoute(route.replace(/^\/+|\/+$/g, ''));
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/**
 * A route segment as a URL path holds it: what a path cannot hold as it is (a space, `#`, `?`, `%` that
 * starts no escape, any character outside ASCII) percent-encoded, an existing `%XX` escape kept. Routes
 * made from file names (`a#b.md`, `100%.md`, `dir ü/`) link to their pages this way.
 */
export function encodeRouteSegment(segment: string): string {
  return segment.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '';
    }
  });
}

/** Every segment of a route encoded (see encodeRouteSegment). */
export function encodeRoute(route: string): string {
  return route.split('/').map(encodeRouteSegment).join('/');
}

/** A route's segments decoded to the names of the files and folders that hold it. */
export function decodeRoute(route: string): string {
  return route
    .split('/')
    .map((segment) => {
      const decoded = decodeSegment(segment);
      // A segment that decodes to `.` or `..` or holds a separator would lead elsewhere: it stays as written (the model reports it).
      return leadsElsewhere(decoded) ? segment : decoded;
    })
    .join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function leadsElsewhere(name: string): boolean {
  return name === '.' || name === '..' || name.includes('/') || name.includes('\\');
}

/**
 * What is wrong with a route or path whose percent-encoded segments decode to a `.` or `..` segment or to
 * a `/` or `\\` (`%2e%2e`, `a%2fb`): a browser and the file system read those as moves to another folder,
 * so the page would replace another. Undefined when every segment is a name.
 */
export function decodedSegmentProblem(route: string): string | undefined {
  const bad = route.split('/').find((segment) => segment.includes('%') && leadsElsewhere(decodeSegment(segment)));
  return bad === undefined ? undefined : `its part '${bad}' is '${decodeSegment(bad)}' once decoded, which leads to another folder`;
}
