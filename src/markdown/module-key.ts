/**
 * How a page names a code module it imports, the same in the Markdown stage, its workers and the stages
 * after it: a relative path as the file it points to in the content folder (`@content/docs/_data`),
 * anything else (`@site/src/data/items`, a package) as written. Pure string code.
 */

/** Imports whose default export is a file's URL (images, media, documents), as Docusaurus's bundler gives them. */
export const FILE_IMPORT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mp3|wav|ogg|pdf|zip|txt|csv|json5|ya?ml)$/i;

/** The key of the module `from` imported by a file of the content folder `relDir` (`docs/guides`). */
export function moduleKey(from: string, relDir: string): string {
  if (!from.startsWith('.')) return from;
  const parts = relDir ? relDir.split('/') : [];
  for (const segment of from.split('/')) {
    if (segment === '..') parts.length && parts[parts.length - 1] !== '..' ? parts.pop() : parts.push('..');
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return `@content/${parts.join('/')}`;
}

/** Whether an import names a code module (not a file, a partial or a stylesheet). */
export function isCodeModule(from: string): boolean {
  return !FILE_IMPORT.test(from) && !/\.(mdx?|s?css|sass)$/i.test(from);
}
