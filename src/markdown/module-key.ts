/**
 * How a page names a code module it imports, the same in the Markdown stage, its workers and the stages
 * after it: a relative path as the file it points to in the content folder (`@content/docs/_data`),
 * anything else (`@site/src/data/items`, a package) as written. Pure string code.
 */

/** Imports whose default export is a file's URL (images, media, documents), as Docusaurus's bundler gives them. */
export const FILE_IMPORT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mp3|wav|ogg|pdf|zip|txt|csv|json5|ya?ml)$/i;

/**
 * A webpack inline-loader request (`!!raw-loader!./x.ts`, `file-loader?esModule=false!./worker.js`), as
 * its loaders (`!!raw-loader!`, up to the last `!`) and the file it names; undefined for any other import.
 */
export function inlineLoaders(from: string): { loaders: string; resource: string } | undefined {
  const last = from.lastIndexOf('!');
  return last < 0 ? undefined : { loaders: from.slice(0, last + 1), resource: from.slice(last + 1) };
}

/** The key of the module `from` imported by a file of the content folder `relDir` (`docs/guides`). */
export function moduleKey(from: string, relDir: string): string {
  const loaded = inlineLoaders(from);
  if (loaded) return loaded.loaders + moduleKey(loaded.resource, relDir);
  if (!from.startsWith('.')) return from;
  const parts = relDir ? relDir.split('/') : [];
  for (const segment of from.split('/')) {
    if (segment === '..') parts.length && parts[parts.length - 1] !== '..' ? parts.pop() : parts.push('..');
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return `@content/${parts.join('/')}`;
}

/** Whether an import names a code module (not a file, a partial or a stylesheet): what a loader gives (raw text, a URL) is one. */
export function isCodeModule(from: string): boolean {
  return inlineLoaders(from) !== undefined || (!FILE_IMPORT.test(from) && !/\.(mdx?|s?css|sass)$/i.test(from));
}

/** Whether an import is a CSS module (`./x.module.css`, `.module.scss`): its default export maps class names to the names the build gives them. */
export function isCssModule(from: string): boolean {
  return inlineLoaders(from) === undefined && /\.module\.(css|s[ac]ss)$/i.test(from);
}

/** Whether an import is a stylesheet (a CSS module or a global one, `import './page.css'`). */
export function isStylesheet(from: string): boolean {
  return inlineLoaders(from) === undefined && /\.(css|s[ac]ss)$/i.test(from);
}

/** Whether an import is a file whose default export is its URL, as Docusaurus's bundler gives it (without a loader of its own). */
export function isFileImport(from: string): boolean {
  return inlineLoaders(from) === undefined && FILE_IMPORT.test(from);
}

/** Whether an import is an MDX or Markdown partial (without a loader of its own: `!!raw-loader!./x.md` is the text). */
export function isPartialImport(from: string): boolean {
  return inlineLoaders(from) === undefined && /\.mdx?$/.test(from);
}
