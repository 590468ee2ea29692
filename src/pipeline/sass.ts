/**
 * Sass stylesheets (`.scss`, `.sass`) where Docusaurus sites use them through docusaurus-plugin-sass:
 * in `customCss` and imported by components (`.module.scss` as a CSS module). Compiled with the site's
 * own `sass` package (which that plugin already makes a site install), else the one mistdocs finds;
 * a site without one is told to install it. An esbuild plugin for every bundle that reads site CSS.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PartialMessage, Plugin } from 'esbuild';
import { packageRoot } from './bundle.js';

interface SassCompiler {
  compile(file: string, options: { loadPaths: string[]; style: 'expanded'; sourceMap: false }): { css: string; loadedUrls: URL[] };
}

interface SassException extends Error {
  sassMessage?: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string };
}

/** The `sass` package the site has, else mistdocs' own, else undefined. */
function findSass(root: string): SassCompiler | undefined {
  for (const from of [root, packageRoot]) {
    try {
      return createRequire(path.join(from, 'package.json'))('sass') as SassCompiler;
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

/** `loaded` collects every file a compile read (partials and `@use`d modules too), for the caller's cache to watch. */
export function sassPlugin(root: string, loaded?: Set<string>): Plugin {
  let sass: SassCompiler | undefined | null = null;
  return {
    name: 'mistdocs-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        if (sass === null) sass = findSass(root);
        if (!sass) {
          return { errors: [{ text: `"${path.relative(root, args.path)}" is Sass, and the site has no \`sass\` package to compile it`, detail: 'Install it in the site: npm install --save-dev sass' }] };
        }
        try {
          const result = sass.compile(args.path, { loadPaths: [path.dirname(args.path), path.join(root, 'node_modules')], style: 'expanded', sourceMap: false });
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
