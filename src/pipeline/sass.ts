/**
 * Sass stylesheets (`.scss`, `.sass`) where Docusaurus sites use them through docusaurus-plugin-sass:
 * in `customCss` and imported by components (`.module.scss` as a CSS module). Compiled with the site's
 * own `sass` package (which that plugin already makes a site install); a site without one is told to
 * install it, and a site without Sass never loads it. An esbuild plugin for every bundle that reads site CSS.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartialMessage, Plugin } from 'esbuild';
import { resolveSitePath, sitePathCandidates } from './site-path.js';

interface SassCompiler {
  compileAsync(file: string, options: { loadPaths: string[]; importers: { findFileUrl(url: string): URL | null }[]; style: 'expanded'; sourceMap: false }): Promise<{ css: string; loadedUrls: URL[] }>;
}

interface SassException extends Error {
  sassMessage?: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string };
}

/** The site's own `sass` package (what docusaurus-plugin-sass makes it install), or undefined. */
function findSass(root: string): SassCompiler | undefined {
  try {
    return createRequire(path.join(root, 'package.json'))('sass') as SassCompiler;
  } catch {
    return undefined;
  }
}

/**
 * What webpack resolves in a Sass `@import`/`@use` for Docusaurus: `@site/...` from the site's folder
 * (its static files from the content folder, where mistdocs keeps them) and `~package/...` from node_modules.
 */
function siteImporter(root: string, contentDir: string): { findFileUrl(url: string): URL | null } {
  return {
    findFileUrl(url) {
      if (url.startsWith('~')) return pathToFileURL(path.join(root, 'node_modules', url.slice(1)));
      const candidates = sitePathCandidates(url, { root, contentDir });
      if (!candidates) return null;
      return pathToFileURL(resolveSitePath(url, { root, contentDir }, isSassFile) ?? candidates[0]!);
    },
  };
}

/** Whether a Sass load of `file` finds something there: the file, with a Sass extension, as a partial (`_name`) or a folder's index. */
function isSassFile(file: string): boolean {
  const dir = path.dirname(file);
  const base = path.basename(file);
  const names = [base, ...['.scss', '.sass', '.css'].flatMap((ext) => [`${base}${ext}`, `_${base}${ext}`]), `${base}/index.scss`, `${base}/_index.scss`, `${base}/index.sass`, `${base}/_index.sass`];
  return names.some((name) => existsSync(path.join(dir, name)));
}

/** `loaded` collects every file a compile read (partials and `@use`d modules too), for the caller's cache to watch. */
export function sassPlugin(root: string, contentDir: string, loaded?: Set<string>): Plugin {
  let sass: SassCompiler | undefined | null = null;
  return {
    name: 'mistdocs-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        if (sass === null) sass = findSass(root);
        if (!sass) return { errors: [{ text: `${path.basename(args.path)} is Sass, and this site has no Sass compiler: install it (\`npm install sass\`).` }] };
        try {
          const result = await sass.compileAsync(args.path, { loadPaths: [path.dirname(args.path), path.join(root, 'node_modules')], importers: [siteImporter(root, contentDir)], style: 'expanded', sourceMap: false });
          const watchFiles = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
          watchFiles.forEach((f) => loaded?.add(f));
          return { contents: result.css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', watchFiles };
        } catch (error) {
          const e = error as SassException;
          const span = e.span;
          const file = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : args.path;
          const message: PartialMessage = {
            text: e.sassMessage ?? e.message,
            location: span ? { file: path.relative(root, file), line: span.start.line + 1, column: span.start.column, lineText: span.context?.split('\n')[0] ?? '' } : { file: path.relative(root, file) },
          };
          return { errors: [message] };
        }
      });
    },
  };
}
