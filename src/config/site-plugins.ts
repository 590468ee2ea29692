/**
 * The Docusaurus plugins a site wrote itself (`plugins` of the config): each module or function is called
 * with Docusaurus's `(context, options)`, then the lifecycle Docusaurus runs before a build, in its order:
 * `loadContent`, `contentLoaded` (with `setGlobalData`, `createData` and `addRoute`), `injectHtmlTags`,
 * `getClientModules`; `configurePostCss` and `postBuild` are kept for the stages that use them. What a
 * plugin has that mistdocs cannot run is a warning at the plugin. Node only; runs when the config is read.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { importTypeScript } from './import-module.js';
import type { SiteConfig } from './schemas/site.js';

/** A tag for the page's head as a plugin gives it: HTML, or Docusaurus's `{ tagName, attributes, innerHTML }`. */
type HtmlTag = string | { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string };

/** Docusaurus's `postcssOptions`: what `configurePostCss` receives and returns. */
export interface PostcssOptions {
  plugins: unknown[];
  [key: string]: unknown;
}

/** A page a plugin added with `actions.addRoute`: its component and the props it is rendered with. */
export interface PluginRoute {
  /** The route without the base URL. */
  path: string;
  /** The component module as the plugin named it (`@site/src/components/Showcase`, or an absolute path). */
  component: string;
  props: Record<string, unknown>;
  /** The plugin that added it (its name), and its file, for diagnostics. */
  plugin: string;
  file?: string;
}

interface LifecyclePlugin {
  name?: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: Record<string, unknown>; allContent: Record<string, unknown> }) => unknown;
  injectHtmlTags?: (args: { content: unknown }) => { headTags?: HtmlTag[]; preBodyTags?: HtmlTag[]; postBodyTags?: HtmlTag[] } | undefined;
  configurePostCss?: (options: PostcssOptions) => PostcssOptions | undefined;
  getClientModules?: () => string[];
  postBuild?: (args: Record<string, unknown>) => unknown;
  [method: string]: unknown;
}

/** What the site's plugins gave, for the stages that use it. */
export interface SitePlugins {
  headTags: { tagName: string; attributes: Record<string, string | boolean>; innerHTML?: string }[];
  /** Raw HTML tags, in the order given (a plugin's string tags). */
  headHtml: string[];
  clientModules: string[];
  /** Each plugin's `configurePostCss`, in the order of the plugins. */
  postcss: ((options: PostcssOptions) => PostcssOptions | undefined)[];
  routes: PluginRoute[];
  /** `useGlobalData()`: plugin name, then instance id (`default`), then the data. */
  globalData: Record<string, Record<string, unknown>>;
  /** Each plugin's `postBuild`, with its content. */
  postBuild: { plugin: string; run: (args: Record<string, unknown>) => unknown; content: unknown }[];
  warnings: Diagnostic[];
}

/** The lifecycle methods mistdocs runs; any other function of a plugin is named in a warning. */
const RUN = new Set(['name', 'loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'configurePostCss', 'getClientModules', 'postBuild', 'options', 'version', 'content', 'getPathsToWatch']);

/** A plugin error the author can act on: which plugin, which step, and why. */
export class SitePluginError extends Error {
  constructor(
    message: string,
    readonly file: string | undefined,
  ) {
    super(message);
  }
}

/** Runs the site's plugins. `root` is the config's folder. */
export async function runSitePlugins(config: SiteConfig, root: string, configFile: string): Promise<SitePlugins> {
  const out: SitePlugins = { headTags: [], headHtml: [], clientModules: [], postcss: [], routes: [], globalData: {}, postBuild: [], warnings: [] };
  const shownConfig = path.relative(root, configFile) || path.basename(configFile);
  const context = {
    siteDir: root,
    siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, customFields: config.customFields ?? {}, themeConfig: {}, plugins: [], presets: [], themes: [] },
    baseUrl: config.baseUrl,
    outDir: path.resolve(root, config.outDir),
    generatedFilesDir: path.join(root, 'node_modules/.cache/mistdocs/generated'),
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    siteVersion: undefined,
    codeTranslations: {},
  };
  const loaded: { plugin: LifecyclePlugin; name: string; file?: string; id: string; content?: unknown }[] = [];
  for (const [index, entry] of config.plugins.entries()) {
    const [head, options] = Array.isArray(entry) ? entry : [entry, {}];
    const file = typeof head === 'string' ? resolveModule(path.resolve(root, head)) : undefined;
    if (typeof head === 'string' && !file) throw new SitePluginError(`The plugin '${head}' (plugins[${index}]) is no file of the site: looked for ${head}, with .js, .mjs, .cjs, .ts, .tsx and /index.* after it.`, shownConfig);
    const where = file ? path.relative(root, file) : shownConfig;
    let factory: unknown = head;
    if (file) {
      const absent = new Set<string>();
      try {
        factory = await importTypeScript(file, { absent: isBundlerPackage, onAbsent: (id) => absent.add(id) });
      } catch (cause) {
        throw new SitePluginError(`The plugin ${where} could not be loaded: ${(cause as Error).message}`, where);
      }
      if (factory && typeof factory === 'object' && 'default' in factory) factory = (factory as { default: unknown }).default;
      if (absent.size) {
        out.warnings.push({
          severity: 'warning',
          code: 'config/plugin-bundler-package',
          message: `The plugin ${where} imports ${[...absent].join(', ')}, which Docusaurus brings and this site does not install; mistdocs bundles with esbuild, so ${absent.size === 1 ? 'it is' : 'they are'} an empty stand-in here.`,
          hint: 'What the plugin uses them for (webpack plugins and loaders in configureWebpack) has no counterpart in mistdocs; nothing to install.',
          file: where,
        });
      }
    }
    if (typeof factory !== 'function') throw new SitePluginError(`The plugin ${where} exports no plugin function (its default export is ${typeof factory}).`, where);
    const withOptions = options && typeof options === 'object' ? { id: 'default', ...(options as object) } : { id: 'default' };
    let plugin: unknown;
    try {
      plugin = await (factory as (c: unknown, o: unknown) => unknown)(context, withOptions);
    } catch (cause) {
      throw new SitePluginError(`The plugin ${where} failed: ${(cause as Error).message}`, where);
    }
    // A plugin function may return nothing to add nothing, as in Docusaurus.
    if (!plugin || typeof plugin !== 'object') continue;
    const lifecycle = plugin as LifecyclePlugin;
    const name = typeof lifecycle.name === 'string' ? lifecycle.name : (factory as { name?: string }).name || `plugin ${index}`;
    const skipped = Object.keys(lifecycle).filter((key) => !RUN.has(key) && typeof lifecycle[key] === 'function');
    if (skipped.length) {
      out.warnings.push({
        severity: 'warning',
        code: 'config/plugin-lifecycle',
        message: `The plugin ${name} has ${skipped.map((s) => `\`${s}\``).join(', ')}, which mistdocs does not run (it has no webpack, CLI or theme of Docusaurus's); ${skipped.length === 1 ? 'it was' : 'they were'} skipped.`,
        hint: skipped.includes('configureWebpack') ? 'mistdocs bundles site code with esbuild, resolving @site, @theme and @docusaurus imports itself; aliases and loaders set in configureWebpack have no counterpart.' : 'What the plugin does in them is left out of the site.',
        file: where,
      });
    }
    loaded.push({ plugin: lifecycle, name, id: String((withOptions as { id?: unknown }).id ?? 'default'), ...(file ? { file: where } : {}) });
  }
  const step = async <T>(p: (typeof loaded)[number], method: string, run: () => T | Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (cause) {
      throw new SitePluginError(`The plugin ${p.name} failed in ${method}: ${(cause as Error).message}`, p.file ?? shownConfig);
    }
  };
  for (const p of loaded) if (typeof p.plugin.loadContent === 'function') p.content = await step(p, 'loadContent', () => p.plugin.loadContent!());
  const allContent = Object.fromEntries(loaded.map((p) => [p.name, { [p.id]: p.content }]));
  for (const p of loaded) {
    if (typeof p.plugin.contentLoaded !== 'function') continue;
    const created = new Map<string, unknown>();
    const actions = {
      setGlobalData: (data: unknown) => {
        (out.globalData[p.name] ??= {})[p.id] = data;
      },
      createData: async (name: string, data: unknown) => {
        const key = path.join(context.generatedFilesDir, p.name, p.id, name);
        created.set(key, typeof data === 'string' && name.endsWith('.json') ? JSON.parse(data) : data);
        return key;
      },
      addRoute: (route: { path?: unknown; component?: unknown; modules?: Record<string, unknown>; props?: Record<string, unknown> }) => {
        if (typeof route.path !== 'string' || typeof route.component !== 'string') throw new Error('addRoute takes a route with a `path` and a `component` (a module path)');
        const props: Record<string, unknown> = { ...(route.props ?? {}) };
        for (const [prop, module] of Object.entries(route.modules ?? {})) {
          // A module is data createData made (its path), or a module of the site: only the data is carried.
          const ref = typeof module === 'string' ? module : module && typeof module === 'object' ? (module as { path?: unknown }).path : undefined;
          if (typeof ref === 'string' && created.has(ref)) props[prop] = created.get(ref);
          else throw new Error(`addRoute of ${route.path}: the module of the prop \`${prop}\` is no data made by createData, and mistdocs passes only such data as props`);
        }
        out.routes.push({ path: route.path, component: route.component, props, plugin: p.name, ...(p.file ? { file: p.file } : {}) });
      },
    };
    await step(p, 'contentLoaded', () => p.plugin.contentLoaded!({ content: p.content, actions, allContent }));
  }
  for (const p of loaded) {
    if (typeof p.plugin.injectHtmlTags === 'function') {
      const tags = await step(p, 'injectHtmlTags', () => p.plugin.injectHtmlTags!({ content: p.content }));
      for (const tag of tags?.headTags ?? []) addTag(out, tag);
      const body = [...(tags?.preBodyTags ?? []), ...(tags?.postBodyTags ?? [])];
      // Docusaurus puts them at the start and the end of the body; they are scripts and noscripts mostly, which the head runs as well.
      for (const tag of body) addTag(out, tag);
    }
    if (typeof p.plugin.getClientModules === 'function') {
      const modules = await step(p, 'getClientModules', () => p.plugin.getClientModules!());
      const base = p.file ? path.dirname(path.resolve(root, p.file)) : root;
      for (const m of modules ?? []) out.clientModules.push(path.resolve(base, m));
    }
    if (typeof p.plugin.configurePostCss === 'function') out.postcss.push(p.plugin.configurePostCss.bind(p.plugin));
    if (typeof p.plugin.postBuild === 'function') out.postBuild.push({ plugin: p.name, run: p.plugin.postBuild.bind(p.plugin), content: p.content });
  }
  return out;
}

function addTag(out: SitePlugins, tag: HtmlTag): void {
  if (typeof tag === 'string') out.headHtml.push(tag);
  else if (tag && typeof tag.tagName === 'string') out.headTags.push({ tagName: tag.tagName, attributes: tag.attributes ?? {}, ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML } : {}) });
}

/** Packages of webpack, which Docusaurus installs with itself and a plugin imports for its configureWebpack (`new webpack.ProvidePlugin(...)`). */
function isBundlerPackage(id: string): boolean {
  return /^(webpack|webpack-merge|webpackbar)(\/|$)/.test(id);
}

/** A module path as Node and webpack find it: the file, the file with an extension, or the folder's index. */
function resolveModule(base: string): string | undefined {
  const extensions = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx'];
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  if (existsSync(base) && statSync(base).isDirectory()) for (const ext of extensions) if (existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}
