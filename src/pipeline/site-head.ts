/**
 * What the site config adds to every page's head, as Docusaurus's config does: `customCss` (bundled with
 * esbuild, its `@import`s and `url()`s followed, linked after the theme's stylesheet), `stylesheets`,
 * `scripts`, `headTags` and `clientModules` (bundled for the browser, one module for them all, told of
 * each in-place navigation). Compiled again only when the config or a byte of what it read changed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild, type Message } from 'esbuild';
import type { ResolvedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeHtml } from '../shared/escape-html.js';
import { analyticsTags } from './analytics.js';
import { contentHash, CSS_TARGETS } from './bundle.js';
import type { Emitted } from './emit.js';
import { digestFiles } from './file-digest.js';
import { sassPlugin } from './sass.js';
import { postcssPlugin, readSitePostcss, type SitePostcss } from './postcss.js';
import type { Memo } from './memo.js';
import { resolveSitePath } from './site-path.js';

export interface SiteHead {
  files: Emitted[];
  /** Public paths of the site's own stylesheets (without base URL). */
  styles: string[];
  /** Tags for every page's head, as HTML (addresses with the base URL). */
  head: string;
  /** HTML right after every page's `<body>` (Tag Manager's frame). */
  bodyStart: string;
  diagnostics: Diagnostic[];
}

const EMPTY: SiteHead = { files: [], styles: [], head: '', bodyStart: '', diagnostics: [] };

export async function buildSiteHead(memo: Memo, config: ResolvedConfig): Promise<SiteHead> {
  const { customCss, stylesheets, scripts, headTags, clientModules } = config;
  const analytics = analyticsTags(config);
  const headHtml = config.sitePlugins?.headHtml ?? [];
  const { postcss, diagnostics: postcssProblems } = await readSitePostcss(memo, config);
  if (postcssProblems.length) return { ...EMPTY, diagnostics: postcssProblems };
  if (!customCss.length && !stylesheets.length && !scripts.length && !headTags.length && !clientModules.length && !analytics.head.length && !headHtml.length) return EMPTY;
  const key = JSON.stringify([customCss, stylesheets, scripts, headTags, clientModules, analytics, headHtml, config.baseUrl, config.root, postcss?.source]);
  const last = memo.last<SiteHead & { key: string; inputs: string[]; digest: string; postcss?: unknown }>('site head');
  if (last && last.key === key && last.postcss === postcss && digestFiles(last.inputs) === last.digest) return last;
  const withBase = (p: string) => config.baseUrl.replace(/\/$/, '') + p;
  const files: Emitted[] = [];
  const styles: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const inputs: string[] = [];
  if (customCss.length) {
    const css = await bundle(config, postcss, customCss.map((f) => `@import ${JSON.stringify(`./${path.relative(config.root, path.resolve(config.root, f)).split(path.sep).join('/')}`)};`).join('\n'), 'css');
    diagnostics.push(...css.diagnostics);
    inputs.push(...css.inputs);
    files.push(...css.media);
    if (css.code) {
      const file = `assets/css/custom-${contentHash(css.code)}.css`;
      files.push({ path: file, data: css.code });
      styles.push(`/${file}`);
    }
  }
  const tags: string[] = [...analytics.head];
  for (const sheet of stylesheets) tags.push(element('link', { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : sheet) }));
  for (const script of scripts) tags.push(`${element('script', typeof script === 'string' ? { src: script } : script)}</script>`);
  tags.push(...headHtml);
  for (const tag of headTags) tags.push(`${element(tag.tagName, tag.attributes)}${tag.innerHTML !== undefined || !VOID.has(tag.tagName) ? `${tag.innerHTML ?? ''}</${tag.tagName}>` : ''}`);
  if (clientModules.length) {
    const entry = [...clientModules.map((m, i) => `import * as m${i} from ${JSON.stringify(path.resolve(config.root, m))};`), `const modules = [${clientModules.map((_, i) => `m${i}`).join(', ')}];`, CLIENT_MODULES_RUNTIME].join('\n');
    const js = await bundle(config, undefined, entry, 'js');
    diagnostics.push(...js.diagnostics);
    inputs.push(...js.inputs);
    files.push(...js.media);
    if (js.code) {
      const file = `assets/js/client-modules-${contentHash(js.code)}.js`;
      files.push({ path: file, data: js.code });
      tags.push(`<script type="module" src="${escapeHtml(withBase(`/${file}`))}"></script>`);
    }
  }
  const head: SiteHead & { key: string; inputs: string[]; digest: string; postcss?: unknown } = { files, styles, head: tags.map((t) => `\n${t}`).join(''), bodyStart: analytics.bodyStart, diagnostics, key, inputs, digest: digestFiles(inputs), postcss };
  if (!diagnostics.some((d) => d.severity === 'error')) memo.keep('site head', head);
  return head;
}

/** Tells client modules of in-place navigations as Docusaurus's lifecycle does. */
const CLIENT_MODULES_RUNTIME = `let previous = { ...location };
document.addEventListener('mistdocs:navigated', () => {
  const location_ = { ...location };
  for (const m of modules) if (typeof m.onRouteDidUpdate === 'function') m.onRouteDidUpdate({ location: location_, previousLocation: previous });
  previous = location_;
});`;

const VOID = new Set(['link', 'meta', 'base']);

function element(tag: string, attributes: Record<string, unknown>): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== false && v !== undefined && v !== null)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  return `<${tag}${attrs}>`;
}

async function bundle(config: ResolvedConfig, postcss: SitePostcss | undefined, contents: string, kind: 'css' | 'js'): Promise<{ code: string; media: Emitted[]; inputs: string[]; diagnostics: Diagnostic[] }> {
  const outdir = path.join(config.root, '.mistdocs-head');
  const sassFiles = new Set<string>();
  try {
    const result = await esbuild({
      stdin: { contents, resolveDir: config.root, loader: kind, sourcefile: `site-head.${kind}` },
      bundle: true,
      write: false,
      minify: true,
      metafile: true,
      format: kind === 'js' ? 'esm' : undefined,
      target: kind === 'js' ? 'es2020' : CSS_TARGETS,
      outdir,
      absWorkingDir: config.root,
      loader: Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.woff', '.woff2', '.ttf', '.eot', '.otf'].map((ext) => [ext, 'file' as const])),
      assetNames: 'assets/media/[name]-[hash]',
      publicPath: config.baseUrl,
      // `url(/img/x.png)` and addresses elsewhere are the site's, left as they are (a file path on disk is bundled).
      plugins: [
        {
          name: 'site-urls',
          setup: (b) => {
            b.onResolve({ filter: /^(\/|[a-z]+:)/ }, (args) => (args.path.startsWith('/') && existsSync(args.path) ? undefined : { path: args.path, external: true }));
            // `@site/...` as Docusaurus's bundler resolves it: from the site's folder, static files from the content folder.
            b.onResolve({ filter: /^@site\// }, (args) => {
              const found = resolveSitePath(args.path, { root: config.root, contentDir: path.resolve(config.root, config.contentDir) });
              return found ? { path: found } : { errors: [{ text: `Could not resolve "${args.path}"`, detail: 'looked in the site folder and its content folder' }] };
            });
          },
        },
        sassPlugin(config.root, path.resolve(config.root, config.contentDir), sassFiles),
        ...(postcss ? [postcssPlugin(postcss, config.root, sassFiles)] : []),
      ],
      logLevel: 'silent',
      legalComments: 'none',
    });
    const main = result.outputFiles.find((f) => f.path.endsWith(`.${kind}`));
    const media = result.outputFiles.filter((f) => f !== main).map((f) => ({ path: path.relative(outdir, f.path).split(path.sep).join('/'), data: f.contents }));
    const inputs = [...new Set([...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('<')).map((f) => path.resolve(config.root, f)), ...sassFiles])];
    return { code: main?.text.trim() ?? '', media, inputs, diagnostics: [] };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return {
      code: '',
      media: [],
      inputs: [],
      diagnostics: errors.map((e) => ({
        severity: 'error' as const,
        code: kind === 'css' ? 'config/custom-css' : 'config/client-modules',
        message: `${kind === 'css' ? 'A stylesheet of `customCss`' : 'A module of `clientModules`'} could not be bundled: ${e.text}`,
        hint: kind === 'css' ? 'Paths in `customCss` are relative to the site config; check the file and its `@import`s and `url()`s.' : 'Paths in `clientModules` are relative to the site config; a client module runs in the browser on every page.',
          ...(e.location && !e.location.file.startsWith('site-head')
          ? { file: path.relative(config.root, path.resolve(config.root, e.location.file)).split(path.sep).join('/'), line: e.location.line, column: e.location.column + 1 }
          : // A path the config names that does not resolve: found at its line in the config.
            { file: path.relative(config.root, config.configFile).split(path.sep).join('/') || 'site.config.ts', ...(/Could not resolve "([^"]+)"/.exec(e.text) ? { needle: /Could not resolve "([^"]+)"/.exec(e.text)![1]! } : {}) }),
      })),
    };
  }
}

