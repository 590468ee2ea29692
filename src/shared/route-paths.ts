/** Where a route's page and Markdown copy live; shared by the build and the runtime. Pure. */

/** `/a/b` -> `/a/b.md`; `/` -> `/index.md`; `/a/` -> `/a.md`. */
export function markdownCopyPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** Output file of a route: `/a/b` -> `a/b/index.html`. */
export function htmlPath(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}
