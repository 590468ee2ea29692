/**
 * Bundles the browser side with esbuild: the runtime (one small ES module), the inline colour-mode
 * script and the stylesheet, and for sites with diagrams the mermaid renderer (with GitHub reference blocks,
 * the code that fills them) as chunks of its own;
 * each output named by its content hash.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, transform } from 'esbuild';
import { ISLAND_TAG } from '../shared/islands.js';
import type { Emitted } from './emit.js';

/** Root of the mistdocs package (holds src/ and templates/): the nearest folder above this module with templates/. */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'templates', 'document.html'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`mistdocs: cannot find its templates/ folder above ${from}`);
    dir = parent;
  }
  return dir;
}

function withBase(baseUrl: string, route: string): string {
  return baseUrl === '/' ? route : baseUrl.replace(/\/$/, '') + route;
}

/** The browsers the site's stylesheets are written for. */
export const CSS_TARGETS = ['chrome100', 'firefox100', 'safari15'];

/** A stylesheet minified for CSS_TARGETS. */
export async function minifyCss(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', minify: true, target: CSS_TARGETS })).code;
}

export function contentHash(data: string | Uint8Array, length = 8): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}

export interface BundleOptions {
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  /** HTML of the loading, load-error and crash states, compiled into the runtime. */
  states: { loading: string; loadError: string; crash: string };
  /** Runtime settings compiled in (base URL, search route...). */
  settings: Record<string, unknown>;
  /** The diagram renderer (bundleDiagrams), for a site with mermaid diagrams: the runtime fetches it on their pages. */
  diagrams?: DiagramBundle;
  /** Public path of the islands runtime (without base URL), for a site whose pages have islands. */
  islands?: string;
  /** The chunk that fills GitHub reference blocks (bundleGithubCode), for a site that has one. */
  githubCode?: DiagramBundle;
  /** Whether a site's own navbar item marks a link active (DefaultNavbarItem): the runtime then marks it after an in-place navigation. */
  navLinks?: boolean;
}

export interface DiagramBundle {
  files: Emitted[];
  /** Public path of its entry (without base URL). */
  js: string;
}

/**
 * The mermaid renderer, apart from the runtime: an entry and the chunks mermaid splits its diagram
 * types into, under assets/js/mermaid/. Bundling mermaid takes seconds, so the pipeline builds it
 * only for a site that has a diagram, and once per memo.
 */
export async function bundleDiagrams(): Promise<DiagramBundle> {
  const files = await bundleModules('src/client/mermaid-diagrams.ts', '/assets/js/mermaid', 'diagrams');
  const entry = files.find((f) => path.posix.basename(f.path).startsWith('diagrams-'))!;
  return { files, js: `/${entry.path}` };
}

/** The code that fills GitHub reference blocks (client/github-code.ts), apart from the runtime, under assets/js/. Built only for a site that has such a block. */
export async function bundleGithubCode(): Promise<DiagramBundle> {
  const files = await bundleModules('src/client/github-code.ts', '/assets/js', 'github-code');
  return { files, js: `/${files.find((f) => path.posix.basename(f.path).startsWith('github-code-'))!.path}` };
}

/**
 * An entry module and the chunks it splits into, minified ES modules under `outdir`, named `<entryName>-<hash>.js`.
 * Several modules (the runtime and an optional part of it) are bundled as one entry that imports them in order.
 */
async function bundleModules(entry: string | readonly string[], outdir: string, entryName: string, define?: Record<string, string>): Promise<Emitted[]> {
  const modules = typeof entry === 'string' ? [entry] : entry;
  const result = await esbuild({
    ...(modules.length === 1
      ? { entryPoints: [path.join(packageRoot, modules[0]!)] }
      : { stdin: { contents: modules.map((m) => `import ${JSON.stringify(`./${m}`)};`).join('\n'), resolveDir: packageRoot, sourcefile: 'runtime-entry.js', loader: 'js' as const } }),
    // Chunk hashes depend on input paths relative to the working directory; pin it so a site builds to the same bytes from anywhere.
    absWorkingDir: packageRoot,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    splitting: true,
    outdir,
    chunkNames: '[name]-[hash]',
    entryNames: `${entryName}-[hash]`,
    define,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles.map((f) => ({ path: path.posix.relative('/', f.path.split(path.sep).join('/')), data: f.contents }));
}

export interface Bundle {
  files: Emitted[];
  /** Public paths (without base URL). */
  js: string;
  css: string;
  inlineScript: string;
  /** The site's own stylesheets (its components' CSS, `customCss`), linked after the theme's. */
  styles?: string[];
  /** Tags the site config adds to every page's head (`stylesheets`, `scripts`, `headTags`, `clientModules`), as HTML. */
  head?: string;
  /** HTML right after every page's `<body>` (Tag Manager's frame for readers without JavaScript). */
  bodyStart?: string;
  /** The site's own navbar items as their components rendered them (the component stage's), by their key (place in the navbar). */
  navbar?: ReadonlyMap<string, { html: string; mobileHtml: string; perPage?: string }>;
}

export async function bundleClient(options: BundleOptions): Promise<Bundle> {
  const define = {
    __DEFAULT_MODE__: JSON.stringify(options.colorMode.defaultMode),
    __RESPECT_SYSTEM__: JSON.stringify(options.colorMode.respectPrefersColorScheme),
    __STATES__: JSON.stringify(options.states),
    __SETTINGS__: JSON.stringify(options.settings),
    __MERMAID_CHUNK__: JSON.stringify(options.diagrams ? withBase(String(options.settings.baseUrl ?? '/'), options.diagrams.js) : ''),
    __ISLAND_TAG__: JSON.stringify(ISLAND_TAG),
    __ISLANDS_CHUNK__: JSON.stringify(options.islands ? withBase(String(options.settings.baseUrl ?? '/'), options.islands) : ''),
    __GITHUB_CODE_CHUNK__: JSON.stringify(options.githubCode ? withBase(String(options.settings.baseUrl ?? '/'), options.githubCode.js) : ''),
  };
  const [files, inline, css] = await Promise.all([
    // A site without GitHub reference blocks or marking navbar items is built from its entry alone, so its runtime stays byte for byte what it was.
    bundleModules([options.islands ? 'src/client/index-with-islands.ts' : 'src/client/index.ts', ...(options.githubCode ? ['src/client/github-references.ts'] : []), ...(options.navLinks ? ['src/client/nav-link-marks.ts'] : [])], '/assets/js', 'runtime', define),
    esbuild({
      entryPoints: [path.join(packageRoot, 'src/client/color-mode-inline.ts')],
      absWorkingDir: packageRoot,
      bundle: true,
      format: 'iife',
      target: 'es2018',
      minify: true,
      write: false,
      define,
      logLevel: 'silent',
    }),
    readFile(path.join(packageRoot, 'templates/theme.css'), 'utf8').then(async (source) => ({ code: await minifyCss(source) })),
  ]);
  const entry = files.find((f) => path.posix.basename(f.path).startsWith('runtime-'))!;
  if (options.diagrams) files.push(...options.diagrams.files);
  if (options.githubCode) files.push(...options.githubCode.files);
  const cssPath = `assets/css/styles-${contentHash(css.code)}.css`;
  files.push({ path: cssPath, data: css.code });
  return {
    files,
    js: `/${entry.path}`,
    css: `/${cssPath}`,
    inlineScript: inline.outputFiles[0]!.text.trim(),
  };
}
