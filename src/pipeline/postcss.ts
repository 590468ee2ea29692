/**
 * The site's PostCSS configuration, run on its stylesheets as Docusaurus runs it (postcss-loader on every
 * CSS file webpack loads: customCss, component CSS, CSS modules): the plugins of a postcss.config.js (or
 * .postcssrc, or package.json's `postcss`), then what the site plugins' `configurePostCss` add (Tailwind 3
 * and 4, autoprefixer). PostCSS and the plugins are the site's own packages, resolved from its folder, as
 * the Sass compiler is; a site with no PostCSS configuration loads nothing of this. An esbuild plugin for
 * every bundle that reads site CSS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/load-config.js';
import { importTypeScript } from '../config/import-module.js';
import type { PostcssOptions } from '../config/site-plugins.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Memo } from './memo.js';

/** Runs the site's PostCSS plugins on one stylesheet; `files` are what the result depends on (Tailwind's content files too). */
export interface SitePostcss {
  /** Where the configuration came from, for messages. */
  source: string;
  process(css: string, from: string): Promise<{ css: string; files: string[] }>;
}

interface PostcssResult {
  css: string;
  messages: { type: string; file?: string; dir?: string; glob?: string }[];
}
type Postcss = (plugins: unknown[]) => { process(css: string, options: Record<string, unknown>): Promise<PostcssResult> };

const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', 'postcss.config.cts', 'postcss.config.mts', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.mjs', '.postcssrc.json', '.postcssrc'];

/** The site's PostCSS configuration file, or undefined. */
export function postcssConfigFile(root: string): string | undefined {
  const found = CONFIG_FILES.map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (found) return found;
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { postcss?: unknown };
    return pkg.postcss && typeof pkg.postcss === 'object' ? path.join(root, 'package.json') : undefined;
  } catch {
    return undefined;
  }
}

const NONE: { postcss?: SitePostcss; diagnostics: Diagnostic[] } = { diagnostics: [] };

/**
 * The site's PostCSS for this run's bundles (made again when its configuration file or the site plugins
 * change), or none; a configuration that cannot be loaded is an error at its file.
 */
export function readSitePostcss(memo: Memo, config: Pick<ResolvedConfig, 'root' | 'sitePlugins'>): Promise<{ postcss?: SitePostcss; diagnostics: Diagnostic[] }> {
  const file = postcssConfigFile(config.root);
  if (!file && !config.sitePlugins?.postcss.length) return Promise.resolve(NONE);
  let bytes = '';
  try {
    bytes = file ? readFileSync(file, 'utf8') : '';
  } catch {
    // Reported when it is loaded.
  }
  return memo.value('site postcss', [config.root, bytes, config.sitePlugins], () =>
    loadSitePostcss(config).then(
      (postcss) => (postcss ? { postcss, diagnostics: [] } : NONE),
      (error: Error) => ({ diagnostics: [{ severity: 'error' as const, code: 'css/postcss', message: `The site's PostCSS configuration could not be loaded: ${error.message}`, hint: 'PostCSS and its plugins are the site\'s own packages: install them in the site\'s folder.', file: file ? path.relative(config.root, file) : undefined }] }),
    ),
  );
}

/**
 * The site's PostCSS, or undefined for a site with no configuration (nothing is loaded then). Throws an
 * Error naming the file and what to install when the configuration or a package it names cannot be loaded.
 */
export async function loadSitePostcss(config: Pick<ResolvedConfig, 'root' | 'sitePlugins'>): Promise<SitePostcss | undefined> {
  const file = postcssConfigFile(config.root);
  const hooks = config.sitePlugins?.postcss ?? [];
  if (!file && hooks.length === 0) return undefined;
  const source = file ? path.relative(config.root, file) : 'the configurePostCss of the site plugins';
  const siteRequire = createRequire(path.join(config.root, 'package.json'));
  let postcss: Postcss;
  try {
    postcss = siteRequire('postcss') as Postcss;
  } catch {
    throw new Error(`${source} configures PostCSS, and this site has no postcss package: install it (\`npm install postcss\`).`);
  }
  const options: PostcssOptions = { plugins: [] };
  if (file) options.plugins.push(...(await configPlugins(file, siteRequire)));
  let current = options;
  for (const hook of hooks) current = hook(current) ?? current;
  const plugins = current.plugins.filter(Boolean);
  const processor = postcss(plugins);
  return {
    source,
    async process(css, from) {
      const result = await processor.process(css, { from, to: from });
      const files = new Set<string>();
      for (const message of result.messages) {
        if (message.type === 'dependency' && message.file) files.add(message.file);
        // Tailwind's content: a folder and a glob of what it scans for class names.
        if (message.type === 'dir-dependency' && message.dir) for (const f of await fg(message.glob ?? '**/*', { cwd: message.dir, absolute: true, ignore: ['**/node_modules/**', '**/.git/**'], onlyFiles: true })) files.add(f);
      }
      return { css: result.css, files: [...files] };
    },
  };
}

/** The plugins a configuration file names, loaded: a list of plugins, or postcss-load-config's `{ name: options }` map. */
async function configPlugins(file: string, siteRequire: NodeJS.Require): Promise<unknown[]> {
  let value: unknown;
  if (file.endsWith('package.json')) value = (JSON.parse(await readFile(file, 'utf8')) as { postcss: unknown }).postcss;
  else if (/\.postcssrc(\.json)?$/.test(file)) value = JSON.parse(await readFile(file, 'utf8'));
  else value = await importTypeScript(file);
  if (value && typeof value === 'object' && 'default' in value && !('plugins' in value)) value = (value as { default: unknown }).default;
  if (typeof value === 'function') value = await (value as (ctx: unknown) => unknown)({ env: process.env.NODE_ENV ?? 'production', cwd: path.dirname(file), file: { dirname: path.dirname(file) } });
  const plugins = value && typeof value === 'object' ? (value as { plugins?: unknown }).plugins : undefined;
  if (Array.isArray(plugins)) return Promise.all(plugins.map((p) => (typeof p === 'string' ? load(p, undefined, siteRequire, file) : Array.isArray(p) && typeof p[0] === 'string' ? load(p[0], p[1], siteRequire, file) : p)));
  if (plugins && typeof plugins === 'object') {
    const entries = Object.entries(plugins as Record<string, unknown>).filter(([, options]) => options !== false);
    return Promise.all(entries.map(([name, options]) => load(name, options, siteRequire, file)));
  }
  return [];
}

/** A plugin by package name, called with its options as postcss-load-config does. */
async function load(name: string, options: unknown, siteRequire: NodeJS.Require, file: string): Promise<unknown> {
  let plugin: unknown;
  try {
    plugin = siteRequire(name);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw new Error(`${path.basename(file)} names the PostCSS plugin ${name}, which is not installed: install it (\`npm install ${name}\`).`);
    plugin = await import(pathToFileURL(siteRequire.resolve(name)).href);
  }
  if (plugin && typeof plugin === 'object' && 'default' in plugin) plugin = (plugin as { default: unknown }).default;
  const empty = !options || (typeof options === 'object' && Object.keys(options).length === 0);
  return typeof plugin === 'function' && !empty ? (plugin as (o: unknown) => unknown)(options) : typeof plugin === 'function' ? (plugin as () => unknown)() : plugin;
}

/** Runs the site's PostCSS on each `.css` file a bundle loads (`.module.css` stays a CSS module); `loaded` collects what the results depend on. */
export function postcssPlugin(postcss: SitePostcss, root: string, loaded?: Set<string>): Plugin {
  return {
    name: 'mistdocs-postcss',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        try {
          const result = await postcss.process(await readFile(args.path, 'utf8'), args.path);
          result.files.forEach((f) => loaded?.add(f));
          return { contents: result.css, loader: /\.module\.css$/.test(args.path) ? 'local-css' : 'css', watchFiles: result.files };
        } catch (error) {
          const e = error as { reason?: string; message: string; line?: number; column?: number; file?: string; source?: string };
          const file = e.file ?? args.path;
          return { errors: [{ text: `PostCSS (${postcss.source}): ${e.reason ?? e.message}`, location: { file: path.relative(root, file), ...(e.line ? { line: e.line, column: (e.column ?? 1) - 1, lineText: e.source?.split('\n')[e.line - 1] ?? '' } : {}) } }] };
        }
      });
    },
  };
}
