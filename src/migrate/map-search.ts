/**
 * A Docusaurus site's local search (`@easyops-cn/docusaurus-search-local`, a theme) as mistdocs's search
 * options: what it indexes and how its box behaves. mistdocs's own search takes its place, so the
 * theme itself is not carried. Pure: the entry in, options and notes out.
 */
type Obj = Record<string, unknown>;

/** Whether a theme or plugin entry is the local search theme (by package name or resolved path). */
export function isLocalSearchTheme(name: string): boolean {
  return /(^|[\\/:])@easyops-cn[\\/]docusaurus-search-local([\\/]|$)/.test(name);
}

/** The theme's options that mean the same in mistdocs, with the theme's defaults where they differ from mistdocs's. */
const BOOLEANS = ['indexDocs', 'indexBlog', 'indexPages', 'hashed', 'searchBarShortcut'] as const;

/**
 * The search options of the theme's `options`: `indexDocs`, `indexBlog` and `indexPages` (the theme
 * leaves pages out unless told, mistdocs searches them unless told), `hashed`, `searchBarShortcut`,
 * `searchResultLimits` and the path form of `searchContextByPaths`. Options that change nothing a reader
 * of a mistdocs site sees (route base paths, language, highlighting) are passed over; `ignoreFiles` and
 * the object form of a search context are named in `notCarried`.
 */
export function mapLocalSearch(options: Obj, notCarried: string[]): Obj {
  const out: Obj = { indexPages: false };
  for (const key of BOOLEANS) if (typeof options[key] === 'boolean') out[key] = options[key];
  if (typeof options.searchResultLimits === 'number' && Number.isInteger(options.searchResultLimits) && options.searchResultLimits > 0) out.searchResultLimits = options.searchResultLimits;
  if (Array.isArray(options.searchContextByPaths)) {
    const paths = options.searchContextByPaths.filter((p): p is string => typeof p === 'string');
    if (paths.length) out.searchContextByPaths = paths;
    if (paths.length < options.searchContextByPaths.length) notCarried.push('The local search theme: `searchContextByPaths` entries written as objects (with a label); list their paths in `search.searchContextByPaths`.');
  }
  if (options.ignoreFiles !== undefined) notCarried.push('The local search theme: `ignoreFiles` (mistdocs searches every page it lists).');
  return out;
}
