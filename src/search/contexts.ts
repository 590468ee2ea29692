/** Search contexts: which directory's index a route searches. Pure and browser-safe; no imports. */

/** Normalises a configured context path: `/player/` -> `player`. */
export function contextDir(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The context a route belongs to: the longest configured directory containing it, or '' for none. */
export function contextOf(route: string, versionPath: string, contexts: readonly string[]): string {
  const rel = route.startsWith(versionPath) ? route.slice(versionPath.length) : route.replace(/^\//, '');
  let best = '';
  for (const ctx of contexts) {
    if ((rel === ctx || rel.startsWith(`${ctx}/`)) && ctx.length > best.length) best = ctx;
  }
  return best;
}

/** One docs version's search index, as the search box lists them on a site with several versions. */
export interface VersionIndex {
  name: string;
  path: string;
  indexUrl: string;
  contexts?: { dir: string; url: string }[];
}

/** The index of the version named `name` (the search page's `version` parameter), if the site has it. */
export function versionSearchOf(versions: readonly VersionIndex[], name: string | null): VersionIndex | undefined {
  return name ? versions.find((v) => v.name === name) : undefined;
}
