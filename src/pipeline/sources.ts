/**
 * The stages that read the site: the config, the content tree, the site model and the asset table.
 * Config, content and images come from disk (read again when their bytes may have changed); the model is
 * made again only when the content changed in a way that can change it (early cut-off on its inputs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { numberPrefixParserOf } from '../model/number-prefix.js';
import { loadConfig, type ResolvedConfig } from '../config/load-config.js';
import { SIDEBARS_FILE_NAMES } from '../config/load-sidebars.js';
import { versioningFiles } from '../config/load-versions.js';
import { versionedDocsDir, VERSIONED_DOCS_DIR } from '../config/load-versions.js';
import { areaContentDir, localeFolder, localizeConfig, loadTranslations, resolveLocales, translationFiles, translationFolders, type ResolvedLocale } from '../config/locales.js';
import { hashText, loadContent, loadTranslatedContent, loadVersionedContent, toPosix, type BlogContent, type LoadedContent, type SourceDoc, type TranslatedFiles } from '../content/load-content.js';
import { frontMatterSchema } from '../content/schemas/front-matter.js';
import { DiagnosticBag, DiagnosticError, listNames, type Diagnostic } from '../diagnostics/diagnostic.js';
import { createSiteModel, sameModelInputs, type AreaInput, type SiteModel } from '../model/site-model.js';
import type { GeneratedSidebars } from './sidebar-generator.js';
import { resolveVersionList } from '../model/versions.js';
import { loadBlog } from '../content/load-blog.js';
import { blogSchema, type BlogOptions } from '../config/schemas/blog.js';
import type { BlogInput } from '../model/blog.js';
import { collectAssets, type Asset, type AssetTable } from './assets.js';
import type { Memo } from './memo.js';

/** Loads the config; reused while the config file's bytes are unchanged. */
export async function readConfig(memo: Memo, cwd: string, configFile: string | undefined): Promise<ResolvedConfig> {
  const file = path.resolve(cwd, configFile ?? 'site.config.ts');
  let bytes = '';
  try {
    bytes = createHash('sha1').update(readFileSync(file)).digest('base64');
  } catch {
    // Missing or unreadable: loadConfig reports it.
  }
  // A Docusaurus sidebars file beside the config is part of it, and so are the versioning files.
  let versioning: string[] = [];
  try {
    versioning = versioningFiles(path.dirname(file));
  } catch {
    // An unreadable versions.json: loadConfig reports it.
  }
  for (const name of [...SIDEBARS_FILE_NAMES, ...versioning]) {
    try {
      bytes += createHash('sha1').update(readFileSync(path.resolve(path.dirname(file), name))).digest('base64');
    } catch {
      // No such file.
    }
  }
  return memo.valueAsync('config', [file, bytes], () => loadConfig({ cwd, configFile }));
}

/**
 * The config as the pages of one locale (the default one when `name` is absent) see it: that locale's
 * base URL, navbar and footer, with its translation files read (again only when their bytes changed).
 * Problems in the translation files are in `warnings` (errors among them stop the build).
 */
export function readLocale(memo: Memo, config: ResolvedConfig, name: string | undefined): ResolvedConfig & { locale: ResolvedLocale; locales: ResolvedLocale[] } {
  const locales = resolveLocales(config);
  const locale = name === undefined ? locales[0] : locales.find((l) => l.name === name);
  if (!locale) {
    throw new DiagnosticError([
      { severity: 'error', code: 'i18n/unknown-locale', message: `The site has no locale '${name}'.`, hint: `Its locales (i18n.locales in the config): ${listNames(resolveLocales(config).map((l) => l.name))}.` },
    ]);
  }
  const versions = (config.versioned ?? []).map((v) => v.name);
  const areaIds = config.docsAreas.map((a) => a.id);
  const files = translationFiles(config.root, config.i18n, locale, versions, areaIds);
  const bytes = files.map((f) => createHash('sha1').update(readFileSync(path.join(config.root, f.file))).digest('base64')).join();
  return memo.value('locale', [config, locale.name, bytes], () => {
    const { translations, diagnostics } = loadTranslations(config.root, config.i18n, locale, versions, areaIds);
    return { ...localizeConfig(config, locale, translations), locale, locales, translations, warnings: [...(config.warnings ?? []), ...diagnostics] };
  });
}

/** The content tree and what reading it found wrong. */
export interface ContentStage {
  content: LoadedContent;
  diagnostics: Diagnostic[];
}

/**
 * Reads the content tree. With `changed` (files since the memo's last run, relative to the root), only
 * those are read again; the others keep their objects from the last run.
 */
export async function readContent(memo: Memo, config: ResolvedConfig, changed: ReadonlySet<string> | undefined, onListed?: (count: number) => void): Promise<ContentStage> {
  const previous = changed && memo.last<ContentStage>('source content')?.content;
  const contentDir = path.resolve(config.root, config.contentDir);
  const docsFiles = { include: config.docs.include, exclude: config.docs.exclude };
  const read = await loadContent({ root: config.root, contentDir, ...(previous ? { previous, changed } : {}), onListed, docsFiles });
  if (config.versioned) {
    // The released versions change rarely: read again only when a file below versioned_docs/ changed.
    const same = previous?.versions && ![...changed!].some((file) => toPosix(file).startsWith(`${VERSIONED_DOCS_DIR}/`));
    const versioned = same ? { versions: previous.versions!, diagnostics: [] } : await loadVersionedContent(config.root, config.versioned.map((v) => ({ name: v.name, dir: versionedDocsDir(v.name) })), docsFiles);
    read.content.versions = versioned.versions;
    read.diagnostics.push(...versioned.diagnostics);
  }
  if (config.docsAreas.length) {
    // An area is read again only when a file below its folder changed.
    const dirOf = (area: ResolvedConfig['docsAreas'][number]) => areaContentDir(config.contentDir, area.path);
    const same = previous?.areas && ![...changed!].some((file) => config.docsAreas.some((area) => toPosix(file).startsWith(`${dirOf(area)}/`)));
    const areas = same ? { versions: previous.areas!, diagnostics: [] } : await loadVersionedContent(config.root, config.docsAreas.map((area) => ({ name: area.id, dir: dirOf(area), files: { include: area.include, exclude: area.exclude } })));
    read.content.areas = areas.versions;
    read.diagnostics.push(...areas.diagnostics);
  }
  const blogs = await readBlogs(memo, config, changed);
  if (blogs) {
    read.content.blogs = blogs.blogs;
    read.diagnostics.push(...blogs.diagnostics);
  }
  memo.keep('source content', read);
  const folders = translationFolders(config);
  if (!folders.some((f) => existsSync(path.join(config.root, f.dir)))) return memo.keep('content', withPluginPages(memo, config, read));
  // The locale's translations take the place of the files they translate. With only files outside the
  // translation folders changed, those are taken from the last run.
  const last = changed && memo.last<TranslatedFiles>('translations');
  const reuse = last && [...changed!].every((file) => !folders.some((f) => toPosix(file).startsWith(`${f.dir}/`)));
  const localized = await loadTranslatedContent(config.root, read.content, folders, reuse ? last : undefined);
  memo.keep('translations', localized.translations);
  // The translated areas stay the last run's object while neither the areas nor their translations were read again, so the model can be kept.
  const areas = memo.value('translated areas', [read.content.areas, localized.translations], () => localized.content.areas);
  return memo.keep('content', withPluginPages(memo, config, { content: { ...localized.content, ...(areas ? { areas } : {}), ...(read.content.blogs ? { blogs: read.content.blogs } : {}) }, diagnostics: [...read.diagnostics, ...localized.diagnostics] }));
}

/**
 * The pages the site's plugins added with `addRoute`, with the site's: each a page that renders the
 * route's component with its props (the data the plugin made), as a React page renders its module.
 */
function withPluginPages(memo: Memo, config: ResolvedConfig, stage: ContentStage): ContentStage {
  const routes = config.sitePlugins?.routes ?? [];
  if (!routes.length) return stage;
  return memo.value('plugin pages', [stage, routes], () => {
    const pages: SourceDoc[] = routes.map((route) => {
      const component = path.isAbsolute(route.component) && !path.relative(config.root, route.component).startsWith('..') ? `@site/${toPosix(path.relative(config.root, route.component))}` : route.component;
      const props = Object.entries(route.props).map(([name, value]) => ` ${name}={${JSON.stringify(value ?? null)}}`).join('');
      const body = `import PluginRoute from ${JSON.stringify(component)};\n\n<PluginRoute${props} />\n`;
      const relPath = `${route.path.replace(/^\/+|\/+$/g, '') || 'index'}.mdx`;
      return { kind: 'page', relPath, file: route.file ?? toPosix(path.relative(config.root, config.configFile)), frontMatter: frontMatterSchema.parse({ hide_title: true, hide_table_of_contents: true }), body, bodyLine: 1, hash: hashText(body), bodyHash: hashText(body) };
    });
    return { ...stage, content: { ...stage.content, docs: [...stage.content.docs, ...pages] } };
  });
}

/**
 * The blogs the config asks for: `blog` as one or several, none with `blog: false`, and without `blog`
 * the default one when the content folder holds `blog/` (as Docusaurus's classic preset has one).
 */
export function blogOptionsOf(config: Pick<ResolvedConfig, 'blog' | 'root' | 'contentDir'>): BlogOptions[] {
  if (config.blog === false) return [];
  if (config.blog === undefined) {
    const fallback = blogSchema.parse({});
    return existsSync(path.join(config.root, config.contentDir, fallback.path)) ? [fallback] : [];
  }
  return Array.isArray(config.blog) ? config.blog : [config.blog];
}

/**
 * Reads every blog; with `changed`, one whose folder (or translation folder) holds no changed file is
 * taken from the last run. Undefined for a site without a blog.
 */
async function readBlogs(memo: Memo, config: ResolvedConfig, changed: ReadonlySet<string> | undefined): Promise<{ blogs: BlogContent[]; diagnostics: Diagnostic[] } | undefined> {
  const list = blogOptionsOf(config);
  if (!list.length) return undefined;
  const previous = changed ? memo.last<{ blogs: BlogContent[]; diagnostics: Diagnostic[]; key: string }>('blogs') : undefined;
  const locale = config.locale;
  const read = await Promise.all(
    list.map(async (options) => {
      const dir = toPosix(path.join(config.contentDir, options.path));
      const localizedDir = locale ? `${localeFolder(config.i18n, locale)}/docusaurus-plugin-content-blog${options.id === 'default' ? '' : `-${options.id}`}` : undefined;
      const old = previous?.blogs.find((b) => b.id === options.id && b.dir === dir);
      const touched = [...(changed ?? [])].some((file) => [dir, localizedDir].some((d) => d && toPosix(file).startsWith(`${d}/`)));
      if (old && previous!.key === JSON.stringify(list) && !touched) return { blog: old, diagnostics: [] as Diagnostic[] };
      return loadBlog({ root: config.root, dir, localizedDir, options });
    }),
  );
  // With nothing read again, the last run's list itself: the model's inputs are then unchanged (sameModelInputs).
  if (previous && read.length === previous.blogs.length && read.every((r, i) => r.blog === previous.blogs[i])) return previous;
  return memo.keep('blogs', { blogs: read.map((r) => r.blog), diagnostics: read.flatMap((r) => r.diagnostics), key: JSON.stringify(list) });
}

/** The site model and the warnings making it gave (they are reported again while it is reused). */
export interface ModelStage {
  model: SiteModel;
  diagnostics: Diagnostic[];
}

/**
 * The model of `config` and `content`. What the model reads of the content (files, front matter, and the
 * title and description a body gives) is compared with the last run's first: an edit to the rest of a
 * body keeps the last model object, so every stage keyed on it is reused too.
 */
export function resolveModel(memo: Memo, config: ResolvedConfig, content: LoadedContent, generated?: GeneratedSidebars): ModelStage {
  const inputs = memo.value('model inputs', [content], () => content, sameModelInputs);
  return memo.value('model', [config, inputs, generated], () => {
    const bag = new DiagnosticBag();
    const configFile = path.relative(config.root, config.configFile) || path.basename(config.configFile);
    const docsOptions = config.docs;
    const versions = resolveVersionList(
      {
        routeBasePath: docsOptions.routeBasePath,
        released: (config.versioned ?? []).map((v) => v.name),
        single: docsOptions.version,
        lastVersion: docsOptions.lastVersion,
        includeCurrentVersion: docsOptions.includeCurrentVersion,
        onlyIncludeVersions: docsOptions.onlyIncludeVersions,
        options: docsOptions.versions,
        configFile,
      },
      bag,
    );
    const released = (inputs.versions ?? []).map((v) => ({ ...v, sidebars: generated?.released[v.name] ?? config.versioned?.find((f) => f.name === v.name)?.sidebars }));
    // A locale's current.json and version-<v>.json: each version's label and sidebar labels.
    const messagesOf = (name: string) => config.translations?.docs[released.some((r) => r.name === name) ? name : 'current'];
    const label = (name: string, fallback: string) => messagesOf(name)?.['version.label'] ?? fallback;
    const translated = versions.map((v) => ({ ...v, label: label(v.name, v.label) }));
    const single = { ...docsOptions.version, label: label(docsOptions.version.name, docsOptions.version.label) };
    const messages = Object.fromEntries([single.name, ...versions.map((v) => v.name)].map((name) => [name, messagesOf(name) ?? {}]));
    // A docs area's current.json, under the name the model gives the area's one version.
    for (const area of config.docsAreas) messages[`area:${area.id}`] = config.translations?.areas[area.id] ?? {};
    const model = createSiteModel(inputs.docs, inputs.categories, {
      routeBasePath: config.docs.routeBasePath,
      trailingSlash: config.trailingSlash,
      includeDrafts: config.docs.includeDrafts,
      sidebars: generated?.current ?? config.docs.sidebars,
      navbarItems: config.navbar.items,
      version: single,
      // With no version to build (an error is reported), the model of the current docs lets the stage finish.
      versions: translated.length ? translated : undefined,
      configFile,
      messages,
      numberPrefixParser: numberPrefixParserOf(config.docs.numberPrefixParser),
      sidebarCollapsed: config.docs.sidebarCollapsed,
      sidebarCollapsible: config.docs.sidebarCollapsible,
      tagSlugs: config.tagSlugs,
      redirects: config.clientRedirects,
      locale: config.locale?.htmlLang,
    }, bag, released, areasOf(config, inputs), blogInputsOf(config, inputs));
    return { model, diagnostics: bag.items };
  });
}

/**
 * The asset table of one run. With `changed` (files since the memo's last run, relative to the root),
 * images the last run read and hashed are taken as they were unless their file changed.
 */
export function collectSiteAssets(memo: Memo, config: ResolvedConfig, changed: ReadonlySet<string> | undefined): AssetTable {
  const contentDir = path.resolve(config.root, config.contentDir);
  const known = changed && memo.last<AssetTable>('assets')?.known;
  let seed: Map<string, Asset> | undefined;
  if (known) {
    const stale = new Set([...changed].map((file) => toPosix(path.relative(contentDir, path.join(config.root, file)))));
    seed = new Map([...known].filter(([contentPath]) => !stale.has(toPosix(path.normalize(contentPath)))));
  }
  return memo.keep('assets', collectAssets(contentDir, path.resolve(config.root, config.staticDir), seed, imageRoots(config)));
}

/** The folders outside the content folder where images may be: the released versions' docs, and the locale's translated docs. */
export function imageRoots(config: ResolvedConfig): string[] {
  const versioned = (config.versioned ?? []).map((v) => path.resolve(config.root, versionedDocsDir(v.name)));
  const translated = translationFolders(config).map((f) => path.resolve(config.root, f.dir));
  return [...versioned, ...translated];
}

/** The docs areas' config and content, as the model takes them; an area whose folder holds nothing has no docs. */
function areasOf(config: ResolvedConfig, content: LoadedContent): AreaInput[] {
  return config.docsAreas.map((area) => {
    const own = content.areas?.find((a) => a.name === area.id);
    return { id: area.id, label: config.translations?.areas[area.id]?.['version.label'] ?? area.label ?? area.id, routeBasePath: area.routeBasePath, docs: own?.docs ?? [], categories: own?.categories ?? [], sidebars: area.sidebars };
  });
}

/** The blogs' files as the model reads them, each with its options. */
function blogInputsOf(config: ResolvedConfig, content: LoadedContent): BlogInput[] {
  const options = blogOptionsOf(config);
  return (content.blogs ?? []).map((blog) => ({
    id: blog.id,
    posts: blog.posts.map((p) => ({ relPath: p.relPath, file: p.file, frontMatter: p.frontMatter, post: p.post!, body: p.body })),
    ...(blog.authors ? { authors: blog.authors } : {}),
    ...(blog.tags ? { tags: blog.tags } : {}),
    options: options.find((o) => o.id === blog.id)!,
  }));
}
