/** Where a route's chunk and Markdown copy live; shared by the build and the runtime. Pure. */

/** `/a/b` -> `/_chunks/a/b.json`; `/` -> `/_chunks/index.json`; `/a/` -> `/_chunks/a.json`. */
export function chunkPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `/_chunks${clean === '' ? '/index' : clean}.json`;
}

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
