/**
 * Compiles the site's own components with esbuild, twice: for the build (Node, run here to render them,
 * React left to mistdocs' own copy so there is one React) and for the browser (the islands, each its
 * own chunk, React in a chunk they share). Both resolve `@site/...`, the Docusaurus client API
 * (`@docusaurus/...`, `@theme/...`, mapped to src/client-api/) and `.svg` imports as components, as
 * Docusaurus's bundler does. A site component is code run at build time, as in Docusaurus.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build as esbuild, type Message, type Metafile, type OutputFile, type Plugin, type PluginBuild } from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { componentMapExport, isComponentMap } from '../shared/islands.js';
import { packageOf } from '../shared/package-name.js';
import { packageRoot } from './bundle.js';
import { sassPlugin } from './sass.js';
import { sitePathCandidates } from './site-path.js';
import { postcssPlugin, type SitePostcss } from './postcss.js';

/** The Docusaurus modules site components may import, and the file of src/client-api/ that each one is. */
export const CLIENT_API: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'docusaurus/link.tsx',
  '@docusaurus/useBaseUrl': 'docusaurus/use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'docusaurus/use-docusaurus-context.ts',
  '@docusaurus/BrowserOnly': 'docusaurus/browser-only.tsx',
  '@docusaurus/useIsBrowser': 'docusaurus/use-is-browser.ts',
  '@docusaurus/Head': 'docusaurus/head.tsx',
  '@docusaurus/router': 'docusaurus/router.tsx',
  '@docusaurus/ExecutionEnvironment': 'docusaurus/execution-environment.ts',
  '@docusaurus/isInternalUrl': 'docusaurus/is-internal-url.ts',
  '@docusaurus/useGlobalData': 'docusaurus/use-global-data.ts',
  '@docusaurus/Translate': 'docusaurus/translate.tsx',
  '@docusaurus/Interpolate': 'docusaurus/interpolate.ts',
  '@docusaurus/plugin-content-docs/client': 'docusaurus/docs-client.ts',
  '@docusaurus/plugin-content-blog/client': 'docusaurus/blog-client.ts',
  '@docusaurus/theme-common': 'docusaurus/theme-common.ts',
  '@docusaurus/theme-common/internal': 'docusaurus/theme-common-internal.ts',
  '@theme/Layout': 'theme/layout.tsx',
  '@theme/Heading': 'theme/heading.tsx',
  '@theme/ThemedImage': 'theme/themed-image.tsx',
  '@theme/CodeBlock': 'theme/code-block.tsx',
  '@theme/Admonition': 'theme/admonition.tsx',
  '@theme/Tabs': 'theme/tabs.tsx',
  '@theme/TabItem': 'theme/tab-item.ts',
  '@theme/DocCardList': 'theme/doc-card-list.tsx',
  '@theme/DocPaginator': 'theme/doc-paginator.tsx',
  '@theme/DocItem/Paginator': 'theme/doc-item-paginator.tsx',
  '@theme/DocItem/Footer': 'theme/doc-item-footer.tsx',
  '@theme/MDXComponents': 'theme/mdx-components.ts',
  '@theme/Mermaid': 'theme/mermaid.tsx',
  '@theme/NavbarItem/ComponentTypes': 'theme/navbar-item-component-types.tsx',
  '@theme/NavbarItem/DefaultNavbarItem': 'theme/default-navbar-item.tsx',
};

const clientApiDir = path.join(packageRoot, 'src/client-api');
const ownRequire = createRequire(path.join(packageRoot, 'package.json'));
/** Media a component imports: copied to the output under a hashed name; the import is its URL. */
const MEDIA = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.mp4', '.webm', '.mp3', '.wav', '.ogg', '.pdf', '.woff', '.woff2', '.ttf', '.eot'];

export interface SiteModules {
  /** Site root and content folder (absolute). */
  root: string;
  contentDir: string;
  /** The static files folder (absolute), where a root-absolute import (`/data/users.json`) is looked for first. */
  staticDir?: string;
  baseUrl: string;
  /**
   * Each blog's recent posts by blog id, as Docusaurus writes them for its blog sidebar
   * (`.docusaurus/docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`), which home pages read.
   */
  blogPostLists?: Record<string, BlogPostListProp>;
  /** What the islands' React is in the browser: React itself, or Preact's compatibility layer. */
  browserReact?: 'react' | 'preact';
  /** The site's PostCSS, run on each stylesheet; absent for a site without a PostCSS configuration. */
  postcss?: SitePostcss;
}

/** A blog's recent posts, as Docusaurus's blog-post-list-prop JSON has them. */
export interface BlogPostListProp {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/** Each CSS module's class names as the server build named them, by its path from the site's folder (see server/css-modules.ts). */
export type CssModules = Record<string, Record<string, string>>;

/** Whether a compile's output is a file it copied under `assets/media/` (an image, or a script file-loader names), not its code. */
export function isMediaOutput(file: { path: string }): boolean {
  return /[\\/]assets[\\/]media[\\/]/.test(file.path);
}

/** What a compile reported, as diagnostics (errors at the file, line and column esbuild names). */
export interface Compiled {
  outputs: OutputFile[];
  /** Files a Sass stylesheet read besides those in the metafile (its partials), and what PostCSS results depend on (Tailwind's content). */
  sassFiles?: string[];
  metafile?: Metafile;
  diagnostics: Diagnostic[];
}

/**
 * The site's components for the build: one ES module exporting each module of `modules` as `m<i>`,
 * and the client API's context, probe and slot, as one instance with them.
 */
export async function compileForServer(modules: readonly string[], site: SiteModules): Promise<Compiled> {
  const lines = modules.map((m, i) => `export * as m${i} from ${JSON.stringify(m)};`);
  lines.push(`export { SiteContext, probe, Slot, cssModules } from ${JSON.stringify(path.join(clientApiDir, 'server/entry.ts'))};`);
  const warnings: Diagnostic[] = [];
  const sassFiles = new Set<string>();
  const compiled = await run(
    {
      stdin: { contents: lines.join('\n'), resolveDir: site.root, sourcefile: 'components.js', loader: 'js' },
      platform: 'node',
      // CommonJS, as webpack's server bundle for Docusaurus: the packages' sloppy-mode code runs as such.
      format: 'cjs',
      target: 'node20',
      ...RESOLVE.server,
      outdir: path.join(site.root, '.mistdocs-components'),
      // A component that throws while it renders is reported at its own line, read through the map.
      sourcemap: 'external',
      sourcesContent: false,
      plugins: [sitePlugin(site, warnings, 'server'), sassPlugin(site.root, site.contentDir, sassFiles), ...(site.postcss ? [postcssPlugin(site.postcss, site.root, sassFiles)] : [])],
    },
    site,
    warnings,
  );
  return { ...compiled, sassFiles: [...sassFiles] };
}

/**
 * The islands for the browser, in two steps: the islands runtime (React, ReactDOM's client and the site
 * context, one chunk), then each island's module as an entry of its own, whose imports of React and of
 * the site context are read from that runtime chunk; so React is in one chunk every island shares,
 * which only pages with an island load. Code the islands share besides is split into `shared-` chunks.
 */
export async function compileForBrowser(entries: IslandEntry[], runtimeEntry: string, define: Record<string, string>, site: SiteModules, cssModules: CssModules = {}): Promise<Compiled> {
  const warnings: Diagnostic[] = [];
  const common = {
    platform: 'browser' as const,
    format: 'esm' as const,
    target: 'es2020',
    ...RESOLVE.browser,
    minify: true,
    // Chunks import each other, and name media, by public path: the base URL, then where they are written.
    outdir: '/',
    entryNames: 'assets/js/islands/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
  };
  const runtime = await run({ ...common, entryPoints: [{ in: runtimeEntry, out: 'islands' }], plugins: [sitePlugin(site, warnings, 'browser', cssModules), sassPlugin(site.root, site.contentDir), ...(site.postcss ? [postcssPlugin(site.postcss, site.root)] : [])] }, site, warnings);
  const runtimeFile = runtime.outputs.find((f) => f.path.endsWith('.js') && !isMediaOutput(f));
  if (!runtimeFile || !runtime.metafile) return runtime;
  const runtimeUrl = site.baseUrl + runtimeFile.path.split(path.sep).join('/').replace(/^.*?assets\/js\/islands\//, 'assets/js/islands/');
  const islands = await run(
    {
      ...common,
      entryPoints: entries.map((e, i) => ({ in: `${ISLAND_ENTRY}${i}`, out: e.name })),
      splitting: true,
      chunkNames: 'assets/js/islands/shared-[hash]',
      plugins: [islandEntries(entries, site), sharedFromRuntime(runtimeUrl), sitePlugin(site, warnings, 'browser', cssModules), sassPlugin(site.root, site.contentDir), ...(site.postcss ? [postcssPlugin(site.postcss, site.root)] : [])],
    },
    site,
    [],
  );
  return {
    outputs: [...runtime.outputs, ...islands.outputs],
    ...(islands.metafile ? { metafile: { inputs: { ...runtime.metafile.inputs, ...islands.metafile.inputs }, outputs: { ...runtime.metafile.outputs, ...islands.metafile.outputs } } } : {}),
    diagnostics: [...runtime.diagnostics, ...islands.diagnostics],
  };
}

/**
 * Package entry points as webpack 5 picks them for Docusaurus's two bundles (its defaults for the `web`
 * and `node` targets in production): the ESM `module` entry before the CommonJS `main` on both sides
 * (a package with `"type": "module"` and a CommonJS `main` only works so), the `browser` field in the
 * browser, and the `exports` conditions webpack adds (`webpack`, `production`, `module`) to the ones
 * esbuild always has (`import`/`require`, `browser`/`node`, `default`).
 */
const RESOLVE: Record<'server' | 'browser', { mainFields: string[]; conditions: string[] }> = {
  server: { mainFields: ['module', 'main'], conditions: ['webpack', 'production', 'module'] },
  browser: { mainFields: ['browser', 'module', 'main'], conditions: ['webpack', 'production', 'module'] },
};

/** An island's module, the name of its chunk and the exports pages use from it. */
export interface IslandEntry {
  name: string;
  module: string;
  exports: string[];
}

const ISLAND_ENTRY = 'mistdocs-island-entry:';

/**
 * Each island chunk's entry: a small module re-exporting, by name, what pages use of the island's
 * module, so that a CommonJS package's named exports are the chunk's too (esbuild gives a CommonJS
 * entry a default export only), and a component of a map (a site-wide MDX component, a navbar item type)
 * is the chunk's export of its name (made an identifier, componentMapExport).
 */
function islandEntries(entries: IslandEntry[], site: SiteModules): Plugin {
  return {
    name: 'mistdocs-island-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ISLAND_ENTRY}`) }, (args) => ({ path: args.path, namespace: 'mistdocs-island-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-island-entry' }, (args) => {
        const entry = entries[Number(args.path.slice(ISLAND_ENTRY.length))]!;
        const from = JSON.stringify(entry.module);
        const contents = isComponentMap(entry.module)
          ? [`import components from ${from};`, ...entry.exports.map((n) => `export const ${componentMapExport(n)} = components[${JSON.stringify(n)}];`)].join('\n')
          : `export { ${entry.exports.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)).join(', ')} } from ${from};`;
        return { contents, loader: 'js', resolveDir: site.root };
      });
    },
  };
}

/** The global a module bundled for MDX expressions sets to `{ ns }`, its namespace (see compileForExpressions). */
export const EXPRESSION_MODULE_GLOBAL = '__mistdocsModule';

/**
 * One code module an MDX page imports (`@site/src/data/items`, `@content/docs/_helpers`, a package),
 * for the page's expressions: bundled as the browser would get it (as Docusaurus's bundler gives it to
 * the page: JSON as data, media as URLs, React as React), into one script that sets
 * EXPRESSION_MODULE_GLOBAL. It runs in the expressions' sandbox, not here.
 */
export async function compileForExpressions(key: string, site: SiteModules): Promise<Compiled> {
  const warnings: Diagnostic[] = [];
  return run(
    {
      stdin: { contents: `import * as ns from ${JSON.stringify(key)};\nexport { ns };`, resolveDir: site.root, sourcefile: 'components.js', loader: 'js' },
      platform: 'browser',
      format: 'iife',
      globalName: EXPRESSION_MODULE_GLOBAL,
      target: 'es2020',
      ...RESOLVE.browser,
      outdir: '/',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [sitePlugin(site, warnings, 'browser'), sassPlugin(site.root, site.contentDir), ...(site.postcss ? [postcssPlugin(site.postcss, site.root)] : [])],
    },
    site,
    warnings,
  );
}

/** What the islands runtime exports for the islands (see src/client/islands.ts): module -> its export there. */
const FROM_RUNTIME: Record<string, string> = { react: 'React', 'react/jsx-runtime': 'JSXRuntime', 'react-dom': 'ReactDOM' };

/**
 * In an island's chunk, React and the site context are those of the islands runtime: one React, one
 * context for every island. Each is a small module reading the runtime's export of it, name by name.
 */
function sharedFromRuntime(runtimeUrl: string): Plugin {
  const names = (module: string) => Object.keys(ownRequire(module) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  const siteContext = path.join(clientApiDir, 'site-context.ts');
  return {
    name: 'mistdocs-islands-runtime',
    setup(build) {
      build.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom)$/ }, (args) => ({ path: args.path, namespace: 'mistdocs-runtime' }));
      build.onResolve({ filter: /site-context(\.js)?$/ }, (args) => (path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')) === siteContext ? { path: 'site-context', namespace: 'mistdocs-runtime' } : undefined));
      build.onResolve({ filter: /^mistdocs-runtime-url$/ }, () => ({ path: runtimeUrl, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-runtime' }, (args) => {
        if (args.path === 'site-context') return { contents: "export { SiteContext, useSiteData, withBaseUrl, browserSiteData } from 'mistdocs-runtime-url';", loader: 'js' };
        const exported = FROM_RUNTIME[args.path]!;
        const list = names(args.path);
        return { contents: `import { ${exported} as m } from 'mistdocs-runtime-url';\nexport default m;\nexport const { ${list.join(', ')} } = m;`, loader: 'js' };
      });
    },
  };
}

async function run(options: Parameters<typeof esbuild>[0], site: SiteModules, warnings: Diagnostic[]): Promise<Compiled> {
  try {
    const result = await esbuild({
      ...options,
      absWorkingDir: site.root,
      bundle: true,
      write: false,
      metafile: true,
      jsx: 'automatic',
      loader: { '.js': 'jsx', ...Object.fromEntries(MEDIA.map((ext) => [ext, 'file' as const])) },
      assetNames: 'assets/media/[name]-[hash]',
      publicPath: site.baseUrl,
      logLevel: 'silent',
      legalComments: 'none',
    });
    return { outputs: result.outputFiles ?? [], metafile: result.metafile, diagnostics: [...warnings, ...result.warnings.map((w) => diagnosticOf(w, 'warning', site))] };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { outputs: [], diagnostics: [...warnings, ...errors.map((e) => diagnosticOf(e, 'error', site))] };
  }
}

/**
 * The Docusaurus module (`@docusaurus/theme-common/internal`) whose file of mistdocs' client API is at
 * `file` (as esbuild names it, relative to the site), and the exports that file has.
 */
function clientApiModule(file: string, site: SiteModules): { module: string; exports: string[] } | undefined {
  const absolute = path.resolve(site.root, file);
  const own = path.relative(clientApiDir, absolute).split(path.sep).join('/');
  const modules = Object.entries(CLIENT_API).filter(([, f]) => f === own).map(([m]) => m);
  if (modules.length === 0) return undefined;
  return { module: modules.find((m) => !m.startsWith('@theme/')) ?? modules[0]!, exports: exportsOf(absolute) };
}

/** The names a module of the client API exports, its re-exports followed (they are ours, in one known style). */
function exportsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(/^export (?:async )?(?:function|const|let|class) ([\w$]+)/gm)) names.add(m[1]!);
  if (/^export default /m.test(text)) names.add('default');
  for (const m of text.matchAll(/^export \{([^}]*)\}/gm)) for (const part of m[1]!.split(',')) names.add(part.trim().split(/\s+as\s+/).pop()!.trim());
  for (const m of text.matchAll(/^export \* from '([^']+)'/gm)) exportsOf(path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')), seen).forEach((n) => names.add(n));
  names.delete('');
  return [...names].filter((n) => n !== 'default' || /^export default /m.test(text)).sort();
}

function diagnosticOf(message: Message, severity: 'error' | 'warning', site: SiteModules): Diagnostic {
  const where = message.location;
  // An import of a Docusaurus API export mistdocs does not have: named as the site wrote it, with what there is.
  const missing = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(message.text);
  const api = missing ? clientApiModule(missing[1]!, site) : undefined;
  if (missing && api) {
    return {
      severity,
      code: 'components/missing-export',
      message: `\`${missing[2]}\` is not an export of \`${api.module}\` in mistdocs, so this import cannot be built.`,
      hint: `mistdocs provides these exports of ${api.module}: ${api.exports.join(', ')}. Import one of them, or write what \`${missing[2]}\` did in the site's own code${api.module.endsWith('/internal') ? ' (the module is Docusaurus\'s internals, which its own theme uses)' : ''}.`,
      ...(where && where.file !== 'components.js' ? { file: path.relative(site.root, path.resolve(site.root, where.file)).split(path.sep).join('/'), line: where.line, column: where.column + 1 } : {}),
    };
  }
  const unresolved = /^Could not resolve "([^"]+)"/.exec(message.text)?.[1];
  const hint = unresolved
    ? /^(\.|\/|@site\/)/.test(unresolved)
      ? 'Check the path: relative imports are read from the importing file\'s folder, `@site/` from the folder of the site config.'
      : `Install the package in the site (\`npm install ${packageOf(unresolved)}\`).`
    : 'A site component is compiled with esbuild as TypeScript or JavaScript with JSX (the automatic runtime: no `import React` needed).';
  return {
    severity,
    code: 'components/compile',
    message: `A site component could not be compiled: ${message.text}`,
    hint,
    ...(where && where.file !== 'components.js' ? { file: path.relative(site.root, path.resolve(site.root, where.file)).split(path.sep).join('/'), line: where.line, column: where.column + 1 } : {}),
  };
}

/** React's modules as Preact's compatibility layer has them, for islands hydrated with Preact. */
const PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** The namespace of media required by code: a module whose default export is the file's URL. */
const MEDIA_MODULE = 'mistdocs-media';
const MEDIA_FILE = new RegExp(`(${MEDIA.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');

/** The namespace of an `.svg` resolved for a stylesheet's `url()`, and the pluginData of its inner resolution: loaded as a file. */
const SVG_URL = 'svg-url';

/** Import paths of React that must be mistdocs' own copy (one React for the renderer and the components). */
const REACT = /^(react|react-dom|scheduler)(\/.*)?$/;

/**
 * Resolves what Docusaurus's bundler resolves for a site: `@site/`, the client API, `.svg` as a React
 * component, React itself; an unknown `@docusaurus/` or `@theme/` module is a warning naming it and
 * the file and line that import it, and renders its children.
 */
function sitePlugin(site: SiteModules, warnings: Diagnostic[], side: 'server' | 'browser', cssModules: CssModules = {}): Plugin {
  return {
    name: 'mistdocs-site',
    setup(build: PluginBuild) {
      cssModuleNames(build, site, side, cssModules);
      inlineLoaders(build, site, warnings);
      generatedData(build, site);
      mediaAsAddresses(build);
      siteFolders(build, site);
      clientApi(build, site, warnings);
      sharedModules(build, site, side);
    },
  };
}

/** The namespaces of a file read through webpack's inline raw-loader (its text) and file-loader or url-loader (its URL). */
const RAW_TEXT = 'mistdocs-raw-loader';
const FILE_URL = 'mistdocs-file-loader';

/**
 * Webpack's inline-loader syntax, as Docusaurus's bundler runs it: `!!raw-loader!@site/src/x` is the
 * file's text, `file-loader?esModule=false!./worker.js` and `url-loader!./x.png` its URL (an ES module's
 * default export, or the URL itself with esModule=false, as the loader's option makes it). The file is
 * resolved as any import is (extensions, `@site/`, packages). Any other loader is left out, with a warning
 * naming it: the file is imported as it is.
 */
function inlineLoaders(build: PluginBuild, site: SiteModules, warnings: Diagnostic[]): void {
  build.onResolve({ filter: /!/ }, async (args) => {
    const loaded = inlineLoaderRequest(args.path);
    if (!loaded) return undefined;
    const found = await build.resolve(loaded.resource, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
    if (found.errors.length > 0 || found.external) return found;
    const names = loaded.loaders.map((l) => l.name);
    if (names.includes('raw-loader')) return { path: found.path, namespace: RAW_TEXT };
    const fileLoader = loaded.loaders.find((l) => l.name === 'file-loader' || l.name === 'url-loader');
    if (fileLoader) return { path: found.path, namespace: FILE_URL, pluginData: { esModule: !/(^|&)esModule=false(&|$)/.test(fileLoader.query) } };
    warnings.push({ severity: 'warning', code: 'components/webpack-loader', message: `The webpack loader${names.length > 1 ? 's' : ''} ${names.map((n) => `\`${n}\``).join(', ')} in \`${args.path}\` ${names.length > 1 ? 'have' : 'has'} no counterpart in mistdocs: the file is imported as it is.`, hint: 'mistdocs runs raw-loader (the file\'s text), file-loader and url-loader (its URL) given inline; import the file without the loader, or give a component what the loader would make.', ...importPlace(args.importer, args.path, site) });
    return found;
  });
  build.onLoad({ filter: /.*/, namespace: RAW_TEXT }, (args) => ({ contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`, loader: 'js' }));
  // The file itself, emitted under a hashed name: esbuild's file loader makes its URL the module.
  build.onResolve({ filter: new RegExp(`^${FILE_URL}:`) }, (args) => ({ path: args.path.slice(FILE_URL.length + 1), namespace: `${FILE_URL}-file` }));
  build.onLoad({ filter: /.*/, namespace: `${FILE_URL}-file` }, (args) => ({ contents: readFileSync(args.path), loader: 'file' }));
  build.onLoad({ filter: /.*/, namespace: FILE_URL }, (args) => {
    const file = JSON.stringify(`${FILE_URL}:${args.path}`);
    return { contents: (args.pluginData as { esModule: boolean }).esModule ? `export { default } from ${file};` : `module.exports = require(${file});`, loader: 'js' };
  });
}

/** `-!`, `!` or `!!`, loaders with their queries, and the file: a webpack inline-loader request; undefined for a path of a file named with `!`. */
function inlineLoaderRequest(specifier: string): { loaders: { name: string; query: string }[]; resource: string } | undefined {
  const parts = specifier.replace(/^(-!|!!|!)/, '').split('!');
  const resource = parts.pop()!;
  if (parts.length === 0 || !resource || parts.some((p) => !/^(@[\w.-]+\/)?[\w.-]+(\?.*)?$/.test(p))) return undefined;
  return { loaders: parts.map((p) => ({ name: p.split('?')[0]!, query: p.includes('?') ? p.slice(p.indexOf('?') + 1) : '' })), resource };
}

/** Data Docusaurus writes in its generated folder that a site's code reads. */
function generatedData(build: PluginBuild, site: SiteModules): void {
  // The blog's post list Docusaurus writes in its generated folder: mistdocs' own blog's.
  build.onResolve({ filter: BLOG_POST_LIST }, (args) => {
    const id = BLOG_POST_LIST.exec(args.path)![1]!;
    if (site.blogPostLists?.[id]) return { path: id, namespace: 'mistdocs-blog-post-list' };
    const blogs = Object.keys(site.blogPostLists ?? {});
    return { errors: [{ text: `Could not resolve "${args.path}": the site has no blog "${id}"`, detail: blogs.length ? `its blogs: ${blogs.join(', ')}` : 'the site has no blog' }] };
  });
  build.onLoad({ filter: /.*/, namespace: 'mistdocs-blog-post-list' }, (args) => ({ contents: JSON.stringify(site.blogPostLists![args.path]), loader: 'json' }));
}

/** Media in stylesheets and media code requires: files with an address. */
function mediaAsAddresses(build: PluginBuild): void {
  // `url(/img/x.svg)` in a stylesheet is an address on the site, served from its static files, as
  // Docusaurus leaves it (a path that is a file on disk is bundled).
  // An `.svg` in a stylesheet's `url()` is a file with an address, not the React component code imports.
  // With a query or hash too, as icon fonts write it (`url("fonts/devicon.svg?qd25fp#devicon")`): kept on the address.
  build.onResolve({ filter: /\.svg(?:[?#].*)?$/i }, async (args) => {
    // Only the first resolution of the path: the resolvers it goes through mark theirs with pluginData.
    if (args.kind !== 'url-token' || args.pluginData !== undefined) return undefined;
    const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: SVG_URL });
    // A namespace of its own: esbuild loads a path once per namespace, and code may import the same file.
    return found.errors.length === 0 && !found.external ? { path: found.path, namespace: SVG_URL, suffix: found.suffix } : found;
  });
  // Media code imports or requires is an ES module whose default export is the file's URL, as
  // Docusaurus's file loader gives it: `require('@site/static/img/a.png').default` is the URL too.
  build.onResolve({ filter: MEDIA_FILE }, async (args) => {
    if (args.kind !== 'require-call' || args.pluginData !== undefined) return undefined;
    const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: MEDIA_MODULE });
    return found.errors.length === 0 && !found.external ? { path: found.path, namespace: MEDIA_MODULE } : found;
  });
  build.onLoad({ filter: /.*/, namespace: MEDIA_MODULE }, (args) => ({ contents: `export { default } from ${JSON.stringify(`${MEDIA_MODULE}:${args.path}`)};`, loader: 'js' }));
  build.onResolve({ filter: new RegExp(`^${MEDIA_MODULE}:`) }, (args) => ({ path: args.path.slice(MEDIA_MODULE.length + 1) }));
  build.onResolve({ filter: /^\// }, (args) => ((args.kind === 'url-token' || args.kind === 'import-rule') && !existsSync(args.path) ? { path: args.path, external: true } : undefined));
}

/** `@site/`, `@content/`, root-absolute paths and relative paths into the static or docs folder, found where mistdocs keeps them. */
function siteFolders(build: PluginBuild, site: SiteModules): void {
  build.onResolve({ filter: /^@(site|content)\// }, async (args) => {
    const rest = args.path.slice(args.path.indexOf('/') + 1);
    // mistdocs keeps docs and static files in the content folder, where Docusaurus has them at the
    // root: `@site/static/...` may be in the content folder, and a page's relative import of
    // `../src/...` (content/docs/x.mdx, from docs/x.mdx) at the root.
    const candidates = sitePathCandidates(args.path, site) ?? [path.join(site.contentDir, rest), path.join(site.root, rest)];
    for (const candidate of candidates) {
      const found = await build.resolve(`./${path.basename(candidate)}`, { resolveDir: path.dirname(candidate), kind: args.kind, importer: args.importer });
      if (found.errors.length === 0) return found;
    }
    return { errors: [{ text: `Could not resolve "${args.path}"`, detail: 'looked in the site folder and its content folder' }] };
  });
  // A root-absolute path (`/data/users.json`, `/src/components/Tip`), which webpack resolves from
  // Docusaurus's resolve.roots: the static folder, then the site's folder. A file path that exists
  // as it is stays one.
  build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
    if (args.pluginData === 'fallback') return undefined;
    const own = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'fallback' });
    if (own.errors.length === 0) return own;
    const roots = [...new Set([site.staticDir, path.join(site.root, 'static'), site.root].filter((r): r is string => r !== undefined))];
    for (const root of roots) {
      const candidate = path.join(root, args.path);
      const found = await build.resolve(`./${path.basename(candidate)}`, { resolveDir: path.dirname(candidate), kind: args.kind, importer: args.importer });
      if (found.errors.length === 0) return found;
    }
    return { errors: own.errors };
  });
  // A relative import from the site's code into its static or docs folder (`../../static/img/x.png`),
  // which mistdocs keeps in the content folder: looked for there when it is not where it points.
  build.onResolve({ filter: /^\.\.?\// }, async (args) => {
    if (args.pluginData === 'fallback' || !args.resolveDir) return undefined;
    const rel = path.relative(site.root, path.resolve(args.resolveDir, args.path));
    if (!/^(static|docs|blog)[\\/]/.test(rel)) return undefined;
    const own = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'fallback' });
    if (own.errors.length === 0) return own;
    const candidate = path.join(site.contentDir, rel);
    const found = await build.resolve(`./${path.basename(candidate)}`, { resolveDir: path.dirname(candidate), kind: args.kind, importer: args.importer, pluginData: 'fallback' });
    return found.errors.length === 0 ? found : { errors: own.errors };
  });
}

/** Theme modules that are always the site's own where it has one: its global MDX components, its navbar item types. */
const SITE_FIRST = new Set(['MDXComponents', 'NavbarItem/ComponentTypes']);

/** The Docusaurus client API and `@theme/` components: the site's swizzled ones, mistdocs' own, or a stand-in with a warning. */
function clientApi(build: PluginBuild, site: SiteModules, warnings: Diagnostic[]): void {
  build.onResolve({ filter: /^@(docusaurus|theme|theme-original|theme-init)\// }, async (args) => {
    const own = CLIENT_API[args.path.replace(/^@theme-(original|init)\//, '@theme/')];
    // `@theme/Name` is the site's own src/theme/Name first, as in Docusaurus: where mistdocs has no
    // Name, where the site's wraps mistdocs' (imports `@theme-original/Name`), and always for the
    // site's global MDX components and navbar item types. A full copy of a theme component mistdocs provides (it reads
    // Docusaurus internals) stays mistdocs' own.
    if (args.path.startsWith('@theme/')) {
      const name = args.path.slice('@theme/'.length);
      const candidate = path.join(site.root, 'src/theme', name);
      const found = await build.resolve(`./${path.basename(candidate)}`, { resolveDir: path.dirname(candidate), kind: args.kind, importer: args.importer });
      if (found.errors.length === 0 && found.path !== args.importer && (!own || SITE_FIRST.has(name) || wrapsOriginal(found.path, name))) return found;
    }
    if (own) return { path: path.join(clientApiDir, own) };
    const place = importPlace(args.importer, args.path, site);
    warnings.push({ severity: 'warning', code: 'components/unknown-module', message: `\`${args.path}\` is not part of the Docusaurus API mistdocs provides: its components render their children only, its functions return nothing.`, hint: `mistdocs provides ${Object.keys(CLIENT_API).join(', ')}.`, ...place });
    // A stand-in of its own for each importer, with exactly the names that file imports.
    return { path: `${args.path}?from=${args.importer}`, namespace: 'mistdocs-missing', pluginData: { names: importedNames(args.importer, args.path) } };
  });
  build.onLoad({ filter: /.*/, namespace: 'mistdocs-missing' }, (args) => ({ contents: standIn((args.pluginData as { names: string[] }).names), loader: 'js', resolveDir: clientApiDir }));
}

/** One React (mistdocs' own, probed in the build, Preact's in the browser when chosen), clsx, and `.svg` as a React component. */
function sharedModules(build: PluginBuild, site: SiteModules, side: 'server' | 'browser'): void {
  build.onResolve({ filter: /^mistdocs-original:/ }, (args) => ({ path: ownRequire.resolve(args.path.slice('mistdocs-original:'.length)), external: true }));
  build.onResolve({ filter: REACT }, (args) => {
    if (side === 'browser') return { path: ownRequire.resolve(site.browserReact === 'preact' ? (PREACT[args.path] ?? args.path) : args.path) };
    // In the build, the components' React reports what makes a component interactive (see server/probe.ts).
    if (args.path === 'react' && !args.importer.includes(`${path.sep}client-api${path.sep}server${path.sep}`)) return { path: path.join(clientApiDir, 'server/react-probed.ts') };
    if (args.path === 'react/jsx-runtime') return { path: path.join(clientApiDir, 'server/jsx-runtime-probed.ts') };
    return { path: ownRequire.resolve(args.path), external: true };
  });
  build.onResolve({ filter: /^(clsx|classnames)$/ }, async (args) => {
    if (args.pluginData === 'fallback') return undefined;
    const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'fallback' });
    return found.errors.length === 0 ? found : { path: path.join(clientApiDir, 'class-names.ts') };
  });
  build.onLoad({ filter: /.*/, namespace: SVG_URL }, (args) => ({ contents: readFileSync(args.path), loader: 'file' }));
  build.onLoad({ filter: /\.svg$/ }, (args) => ({ contents: svgComponent(readFileSync(args.path, 'utf8')), loader: 'jsx', resolveDir: path.dirname(args.path) }));
}

/** Docusaurus's generated blog post list, by the blog's id: in its `.docusaurus` folder, or by its `@generated/` alias. */
const BLOG_POST_LIST = /(?:^@generated\/|(?:^|\/)\.docusaurus\/)docusaurus-plugin-content-blog\/([\w-]+)\/blog-post-list-prop-[\w-]+\.json$/;

/** The namespace of a CSS module as code imports it: a small module giving its class names. */
const CSS_MODULE = 'mistdocs-css-module';
const JS_IMPORT = new Set(['import-statement', 'require-call', 'dynamic-import']);
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield await implements interface package private protected public static arguments eval'.split(' '));

/**
 * One set of class names per CSS module for the page's HTML, its stylesheet and the islands: esbuild
 * names a module's classes per bundle (`styles_icon`, minified to `t` in the browser, numbered apart
 * when two modules share a name), so on the server each import of a CSS module records the names the
 * build gave it, and in the browser the import is those names, the stylesheet being the page's.
 */
function cssModuleNames(build: PluginBuild, site: SiteModules, side: 'server' | 'browser', cssModules: CssModules): void {
  // The stylesheet itself, as the small module imports it.
  build.onResolve({ filter: /^mistdocs-css-file:/ }, (args) => ({ path: args.path.slice('mistdocs-css-file:'.length) }));
  build.onResolve({ filter: /\.module\.(css|s[ac]ss)$/ }, async (args) => {
    if (args.namespace === CSS_MODULE || !JS_IMPORT.has(args.kind) || args.path.startsWith('mistdocs-css-file:')) return undefined;
    const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, namespace: CSS_MODULE, pluginData: args.pluginData });
    return found.errors.length === 0 && !found.external && found.namespace === 'file' ? { path: found.path, namespace: CSS_MODULE } : found;
  });
  build.onLoad({ filter: /.*/, namespace: CSS_MODULE }, (args) => {
    const key = path.relative(site.root, args.path).split(path.sep).join('/');
    const file = JSON.stringify(`mistdocs-css-file:${args.path}`);
    const names = side === 'browser' ? cssModules[key] : undefined;
    if (names) {
      const named = Object.keys(names).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !RESERVED.has(n));
      return { contents: [`export default ${JSON.stringify(names)};`, ...named.map((n) => `export const ${n} = ${JSON.stringify(names[n])};`)].join('\n'), loader: 'js' };
    }
    const record = side === 'server' ? `import { cssModules } from ${JSON.stringify(path.join(clientApiDir, 'server/css-modules.ts'))};\ncssModules[${JSON.stringify(key)}] = names;\n` : '';
    return { contents: `import names from ${file};\n${record}export default names;\nexport * from ${file};`, loader: 'js', resolveDir: path.dirname(args.path) };
  });
}

/** Whether the site's theme component in `file` wraps the original (`@theme-original/Name`, `@theme-init/Name`). */
function wrapsOriginal(file: string, name: string): boolean {
  try {
    return new RegExp(`['"]@theme-(original|init)/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/** The names `importer` imports from `specifier` (`import A, { b, c as d } from '...'` -> default, b, c). */
function importedNames(importer: string, specifier: string): string[] {
  if (!importer || !existsSync(importer)) return ['default'];
  const text = readFileSync(importer, 'utf8');
  const names = new Set<string>(['default']);
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const m of text.matchAll(new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (/^[\w$]+$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

/** A module standing in for one mistdocs does not provide: components render their children, other functions return nothing. */
function standIn(names: string[]): string {
  const lines = ['function Missing(props) { return props && props.children !== undefined ? props.children : null; }', 'function nothing() { return undefined; }'];
  for (const name of names) lines.push(name === 'default' ? 'export default Missing;' : `export const ${name} = ${/^[A-Z]/.test(name) ? 'Missing' : 'nothing'};`);
  return lines.join('\n');
}

/** The file, line and column of the import of `specifier` in `importer`, found in its text. */
function importPlace(importer: string, specifier: string, site: SiteModules): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  if (!importer || !existsSync(importer)) return {};
  const text = readFileSync(importer, 'utf8');
  const at = Math.max(text.indexOf(`'${specifier}'`), text.indexOf(`"${specifier}"`));
  const before = at >= 0 ? text.slice(0, at) : '';
  return { file: path.relative(site.root, importer).split(path.sep).join('/'), ...(at >= 0 ? { line: before.split('\n').length, column: at - before.lastIndexOf('\n') } : {}) };
}

/** An `.svg` file as Docusaurus's bundler gives it to code: a React component drawing it inline, its props on the `<svg>`. */
export function svgComponent(svg: string): string {
  const match = /<svg\b([^>]*)>([^]*)<\/svg>/i.exec(svg);
  const attributes: Record<string, unknown> = {};
  for (const [, name, value] of (match?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (name === 'style') attributes.style = Object.fromEntries(value!.split(';').filter((d) => d.includes(':')).map((d) => { const [k, ...v] = d.split(':'); return [k!.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v.join(':').trim()]; }));
    else attributes[name === 'class' ? 'className' : name!] = value;
  }
  return `export default function Svg({ title, ...props }) {
  return <svg {...${JSON.stringify(attributes)}} {...props} dangerouslySetInnerHTML={{ __html: (title ? '<title>' + String(title).replace(/</g, '&lt;') + '</title>' : '') + ${JSON.stringify(match?.[2] ?? '')} }} />;
}
export const ReactComponent = Svg;`;
}
