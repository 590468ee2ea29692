/**
 * Where `@site/<path>` may be, in the order every reader of it looks: the site's folder (where Docusaurus
 * resolves it: src/, a package of its own), then the content folder, where mistdocs keeps what Docusaurus
 * has at the site's root (docs/, blog/, static/). Pure: the caller joins and tests the paths its own way
 * (absolute paths in the build, content-relative ones in the Markdown stage).
 */

/** `src/data/items` for `@site/src/data/items`; undefined for any other import. */
export function sitePathOf(specifier: string): string | undefined {
  return specifier.startsWith('@site/') ? specifier.slice('@site/'.length) : undefined;
}

/** The places `@site/<rest>` may be, in order: `rest` in the site's folder, then in the content folder. */
export function siteCandidates<T>(rest: string, inSite: (rest: string) => T, inContent: (rest: string) => T): T[] {
  return [inSite(rest), inContent(rest)];
}
