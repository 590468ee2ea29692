/**
 * migrateDocusaurus(): turns a Docusaurus site into a mistdocs site: site.config.ts from
 * docusaurus.config.js and the sidebars file (both executed with Node, as Docusaurus does), the docs
 * folder, static/ and the Markdown pages copied into content/. Returns what it wrote and what it could
 * not carry over (plugins, themes, swizzled components, React pages...). Reads the Docusaurus site and
 * writes only into the output folder; prints nothing.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { mapDocusaurusSidebars } from '../config/load-sidebars.js';
import { createFenceReader } from '../markdown/code-fences.js';
import { createHighlighter, highlightName } from '../markdown/processor.js';
import { CLIENT_API } from '../pipeline/component-bundle.js';
import { processAlive } from '../pipeline/output-guard.js';
import { carryFunction, code, configModuleText } from './function-source.js';
import { carryMarkdownPlugins, PLUGIN_KEYS } from './markdown-plugins.js';
import { isLocalSearchTheme, mapLocalSearch } from './map-search.js';
import { blogSchema, feedOptionsSchema } from '../config/schemas/blog.js';
import { analyticsPluginKey, mapAnalytics } from './map-analytics.js';
import { mapThemeConfig, staticPath } from './map-theme-config.js';
import { inSiteFolder, missingPackageOf, runSiteModule, type SiteModule } from './run-site-module.js';
import { isObject, list, obj, type Obj } from './config-values.js';
import { packageOf } from '../shared/package-name.js';
import { readPackageInfo } from '../package-info.js';
import { importedPackages, migratedManifest, type SitePackage } from './package-manifest.js';

export interface MigrateOptions {
  /** The Docusaurus site's folder (holds docusaurus.config.js). */
  siteDir: string;
  /** Where the mistdocs site is written; must not exist or be empty. */
  outDir: string;
  /** The mistdocs dependency of the new package.json; defaults to `^` and this version (a tarball path or git URL works too). */
  dependency?: string;
}

export interface MigrateResult {
  outDir: string;
  /** Files written, relative to outDir (the copied folders counted as one line each). */
  written: string[];
  /** What was not carried over, one sentence each. */
  notCarried: string[];
}

/** A failure the user can fix (no config found, output folder not empty). */
export class MigrateError extends Error {}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.mts', 'docusaurus.config.cts'];


export async function migrateDocusaurus(options: MigrateOptions): Promise<MigrateResult> {
  // Its real path: the config sees its folder so (Node's require.resolve and the working folder a
  // symbolic link leads to are real paths), and a file it names is inside the site whichever way it was reached.
  const siteDir = existsSync(options.siteDir) ? realpathSync(path.resolve(options.siteDir)) : path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const configName = CONFIG_NAMES.find((n) => existsSync(path.join(siteDir, n)));
  if (!configName && existsSync(path.join(siteDir, 'siteConfig.js'))) throw new MigrateError(`${siteDir} is a Docusaurus 1 site (siteConfig.js); migrate reads Docusaurus 2 and 3 sites. Upgrade it first with Docusaurus's own tool (npx @docusaurus/migrate migrate <this folder> <new folder>), then run migrate on the new folder.`);
  if (!configName) throw new MigrateError(`No docusaurus.config.js (or .ts) in ${siteDir}.`);
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) throw new MigrateError(`The output folder ${outDir} is not empty; give an empty or new folder with --out.`);

  const configFile = path.join(siteDir, configName);
  let run: SiteModule;
  try {
    run = await inSiteFolder(siteDir, () => runSiteModule(configFile));
  } catch (cause) {
    throw new MigrateError(`${configName} could not be run: ${describeError(cause, siteDir)}`);
  }
  let loaded: unknown = run.value;
  try {
    // Docusaurus takes the config object, a promise of it, or a (possibly async) function returning it.
    loaded = await inSiteFolder(siteDir, async () => (typeof loaded === 'function' && !missingPackageOf(loaded) ? await (loaded as () => unknown)() : await loaded));
  } catch (cause) {
    throw new MigrateError(`The config function of ${configName} failed: ${describeError(cause, siteDir)}`);
  }
  if (!isObject(loaded)) throw new MigrateError(`${configName} exports no config object (it gave ${missingPackageOf(loaded) ? `a value of the package ${missingPackageOf(loaded)}, which is not installed` : typeof loaded}).`);
  const config = loaded;
  const notCarried: string[] = [];
  const written: string[] = [];

  // The classic preset's docs and pages options (or the same plugins listed on their own).
  const presets = list(config.presets).map(entry);
  // A preset that wraps the classic one (Meta's internaldocs preset) takes the same options: read them
  // from it when the site lists no classic preset.
  const classic = presets.find((p) => /preset-classic|^classic$/.test(p.name)) ?? presets.find((p) => isObject(p.options.docs) || isObject(p.options.blog));
  for (const p of presets) if (p !== classic) notCarried.push(`The preset ${p.name} (only the classic preset's docs and pages options are read).`);
  if (classic && !/preset-classic|^classic$/.test(classic.name)) notCarried.push(`The preset ${classic.name}: its docs and pages options were read as the classic preset's, anything else it adds was not.`);
  const plugins = list(config.plugins).map(entry);
  // The docs: the classic preset's, else the docs plugin listed on its own (its default instance).
  const docsPlugins = plugins.filter((p) => isDocsPlugin(p.name));
  const ownDocs = classic && classic.options.docs !== false ? undefined : docsPlugins.find((p) => (str(p.options.id) ?? 'default') === 'default');
  const docsOptions = ownDocs ? ownDocs.options : classic?.options.docs === false ? undefined : obj(classic?.options.docs);
  const redirectsPlugin = plugins.find((p) => isClientRedirectsPlugin(p.name));
  const clientRedirects = redirectsPlugin ? await mapClientRedirects(redirectsPlugin.options, notCarried) : undefined;
  // The blogs: the classic preset's (unless `blog: false`) and each @docusaurus/plugin-content-blog of the plugins.
  // A wrapping preset (Meta's, Ionic's) adds the plugins it chooses, so a blog of its is known only by its folder.
  const wrapping = classic !== undefined && !/(^|[\\/])@docusaurus[\\/]preset-classic([\\/]|$)|^classic$/.test(classic.name);
  const blogEntries = [
    ...(classic && classic.options.blog !== false ? [{ options: obj(classic.options.blog), surely: !wrapping }] : []),
    ...plugins.filter((p) => isBlogPlugin(p.name)).map((p) => ({ options: p.options, surely: true })),
  ];
  const mappedBlogs = blogEntries.map(({ options, surely }) => ({ options, surely, blog: mapBlogOptions(options, notCarried) }));
  const blogFolder = (blog: (typeof mappedBlogs)[number]['blog']) => existsSync(path.join(siteDir, blog.from));
  // A blog whose folder does not exist is still a blog to Docusaurus (its list page, empty): kept, with nothing to copy.
  const blogs = mappedBlogs.filter((b) => b.surely || blogFolder(b.blog)).map((b) => b.blog);
  // The blog sidebar's year headings: Docusaurus 3.5 added them (on unless themeConfig.blog.sidebar.groupByYear
  // is false); an older site's sidebar is one list.
  const groupByYear = obj(obj(obj(config.themeConfig).blog).sidebar).groupByYear;
  const docusaurus = docusaurusVersion(siteDir);
  const grouped = typeof groupByYear === 'boolean' ? groupByYear : !(docusaurus && (docusaurus[0] < 3 || (docusaurus[0] === 3 && docusaurus[1] < 5)));
  if (!grouped) for (const blog of blogs) blog.options.blogSidebarGroupByYear = false;
  // The classic preset's customCss, as files relative to the site (copied below, with src/).
  const customCss: string[] = [];
  // The classic theme listed on its own (beside the docs plugin on its own) takes customCss directly.
  // In `themes`, or in `plugins` as a site without the preset may list it (a theme is a plugin to Docusaurus).
  const isClassicTheme = (name: string) => /(^|[\\/:])(@docusaurus\/)?theme-classic([\\/]|$)|^classic$/.test(name);
  const classicTheme = [...list(config.themes), ...list(config.plugins)].map(entry).find((t) => isClassicTheme(t.name));
  const themeCss = obj(classic?.options.theme).customCss ?? classicTheme?.options.customCss;
  for (const f of typeof themeCss === 'string' ? [themeCss] : list(themeCss)) {
    const css = customCssFile(f, siteDir, sitePackage(siteDir));
    if ('file' in css) customCss.push(css.file);
    else notCarried.push(css.note);
  }
  if (classic?.options.sitemap !== undefined) notCarried.push("The classic preset's `sitemap` options (mistdocs always writes sitemap.xml).");
  // The classic preset's gtag and googleTagManager, and the analytics plugins listed on their own.
  const analytics = mapAnalytics(classic?.options, plugins, notCarried);
  // The local search theme's options (in `themes`, or in `plugins`): mistdocs's search takes its place.
  const localSearch = [...list(config.themes), ...list(config.plugins)].map(entry).find((t) => isLocalSearchTheme(t.name));
  const search = localSearch ? mapLocalSearch(localSearch.options, notCarried) : undefined;
  // The site's own plugins (a file of the site, or a function in the config) run in mistdocs as they are.
  const sitePlugins: unknown[] = [];
  const pluginFiles: string[] = [];
  for (const [index, p] of plugins.entries()) {
    if (p === ownDocs || p === redirectsPlugin || isBlogPlugin(p.name) || analyticsPluginKey(p.name) || isLocalSearchTheme(p.name)) continue;
    const own = await carrySitePlugin(list(config.plugins)[index], siteDir, run.bundle, configFile);
    if (own) {
      if ('note' in own) notCarried.push(own.note);
      else {
        sitePlugins.push(own.value);
        if (own.file) pluginFiles.push(own.file);
      }
      continue;
    }
    // mistdocs reads src/pages itself; the pages plugin's Markdown plugins are carried below, other options are named.
    if (isPagesPlugin(p.name)) {
      const other = Object.keys(p.options).filter((k) => !['id', ...PLUGIN_KEYS].includes(k) && p.options[k] !== undefined);
      if (other.length) notCarried.push(`Options of the pages plugin mistdocs does not read: ${other.map((k) => `\`${k}\``).join(', ')}.`);
      continue;
    }
    // mistdocs compiles Sass itself, with the site's sass package, as docusaurus-plugin-sass does.
    if (typeof p.name === 'string' && /(^|\/)docusaurus-plugin-sass$/.test(p.name)) continue;
    if (isGithubCodeblock(p.name)) continue;
    // The classic theme listed as a plugin: its customCss is read above.
    if (p.name === classicTheme?.name && isClassicTheme(p.name)) continue;
    if (isDocsPlugin(p.name)) {
      // Another instance becomes a docs area below; a second default one is what Docusaurus refuses too.
      if ((str(p.options.id) ?? 'default') === 'default') notCarried.push(`A second docs plugin without an id (${str(p.options.path) ?? 'docs'}/): the ${ownDocs ? 'first one' : "classic preset's docs"} is the main docs.`);
    } else notCarried.push(`The plugin ${describeValue(p.name, siteDir)}${typeof p.options.id === 'string' ? ` (id '${p.options.id}')` : ''}.`);
  }
  // mistdocs draws mermaid blocks itself and is a classic theme, so those themes need no counterpart;
  // docusaurus-theme-github-codeblock's `reference` blocks (the theme in `themes`, or in `plugins`) become `markdown.githubCodeblock`,
  // and the local search theme's options mistdocs's search (above).
  const githubCodeblock = [...list(config.themes), ...list(config.plugins)].map(entry).some((t) => isGithubCodeblock(t.name)) ? mapGithubCodeblock(obj(obj(config.themeConfig).codeblock), notCarried) : undefined;
  for (const t of list(config.themes).map(entry)) if (!/theme-mermaid$/.test(t.name) && !isGithubCodeblock(t.name) && !isLocalSearchTheme(t.name) && t.name !== classicTheme?.name) notCarried.push(`The theme ${t.name}.`);
  for (const key of ['staticDirectories']) {
    if (config[key] !== undefined && !(Array.isArray(config[key]) && config[key].length === 0) && !(isObject(config[key]) && Object.keys(config[key]).length === 0)) notCarried.push(`\`${key}\` of ${configName}.`);
  }
  const i18n = i18nOptions(obj(config.i18n));
  const i18nDir = str(obj(config.i18n).path) ?? 'i18n';
  // The remark and rehype plugins of the docs, then of the blogs, the pages and the docs areas, in mistdocs' one list per key.
  const pagesPlugins = plugins.filter((p) => isPagesPlugin(p.name));
  const markdownPages = existsSync(path.join(siteDir, 'src/pages')) && (await fg(['**/*.{md,mdx}'], { cwd: path.join(siteDir, 'src/pages'), ignore: ['**/_*', '**/_*/**'] })).length > 0;
  const carried = await carryMarkdownPlugins(
    [
      ...(docsOptions ? [{ source: 'docs', kind: 'docs pages', options: docsOptions, present: true }] : []),
      ...mappedBlogs.map(({ options, blog }) => ({ source: blog.options.id ? `blog '${String(blog.options.id)}'` : 'blog', kind: blog.options.id ? `the posts of the blog '${String(blog.options.id)}'` : 'blog posts', options, present: existsSync(path.join(siteDir, blog.from)) })),
      ...[...(classic && classic.options.pages !== false ? [obj(classic.options.pages)] : []), ...pagesPlugins.map((p) => p.options)].map((options) => ({ source: 'pages', kind: 'the Markdown pages in src/pages', options, present: markdownPages })),
      ...docsPlugins.filter((p) => p !== ownDocs && str(p.options.id) && p.options.id !== 'default').map((p) => ({ source: `docs area '${String(p.options.id)}'`, kind: `the pages of the docs area '${String(p.options.id)}'`, options: p.options, present: true })),
    ],
    run,
    siteDir,
  );
  notCarried.push(...carried.notes);
  // Packages whose Markdown plugins are now imported by site.config.ts lost nothing.
  const leftOut = run.missing.filter((m) => !carried.standInsCarried.includes(m));
  if (leftOut.length > 0) notCarried.unshift(`Packages ${configName} loads that are not installed here (${leftOut.join(', ')}): the config ran with stand-ins for them, and what it took from them (plugins, Prism themes, values they computed) is left out.`);

  // Released versions whose folders are all in the repository are copied as they are (mistdocs reads
  // Docusaurus's layout). Otherwise the docs Docusaurus serves at routeBasePath are its last version:
  // versioned_docs/ when versions.json names one.
  const docsPath = str(docsOptions?.path) ?? 'docs';
  const versioned = releasedVersionsPresent(siteDir);
  const named = versioned ? 'current' : lastVersion(siteDir, docsOptions);
  const versionDir = path.join(siteDir, 'versioned_docs', `version-${named}`);
  // A site whose build script fills versioned_docs/ first (from docs/) has no such folder in its repository.
  const version = named !== 'current' && existsSync(versionDir) ? named : 'current';
  if (named !== version) notCarried.push(`Docs versions: the last version, ${named}, has no versioned_docs/version-${named}/ folder (the site's build script must make it), so the docs in ${docsPath}/ were copied as it.`);
  const docsDir = version === 'current' ? path.resolve(siteDir, docsPath) : versionDir;
  const sidebarPath =
    version !== 'current' && docsOptions?.sidebarPath !== false
      ? path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`)
      : typeof docsOptions?.sidebarPath === 'string'
        ? path.resolve(siteDir, docsOptions.sidebarPath)
        : undefined;
  if (version !== 'current') notCarried.push(`Docs versions: the docs served at the route base are version ${version} (versioned_docs/version-${version}/), so that version was copied; the other versions and the unreleased docs in ${docsPath}/ were not.`);

  let sidebars: Record<string, unknown> | undefined;
  if (docsOptions?.sidebarPath === false) sidebars = {};
  else if (!sidebarPath) sidebars = { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
  else if (!existsSync(sidebarPath)) notCarried.push(`The sidebars file ${path.relative(siteDir, sidebarPath)} does not exist; the sidebar is generated from the folders.`);
  else {
    try {
      const sidebarRun = await inSiteFolder(siteDir, () => runSiteModule(sidebarPath));
      const mapped = mapDocusaurusSidebars(sidebarRun.value);
      sidebars = mapped.sidebars;
      if (sidebarRun.missing.length > 0) notCarried.push(`Packages ${path.relative(siteDir, sidebarPath)} loads that are not installed here (${sidebarRun.missing.join(', ')}).`);
      for (const p of mapped.problems) notCarried.push(`Sidebar item ${p.path}: ${p.message}`);
    } catch (cause) {
      notCarried.push(`The sidebars file ${path.relative(siteDir, sidebarPath)} could not be run (${describeError(cause, siteDir)}); the sidebar is generated from the folders.`);
    }
  }

  const markdown = obj(config.markdown);
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions', 'mdx1Compat', 'anchors']) if (markdown[key] !== undefined) notCarried.push(`markdown.${key}.`);
  const editUrl = mapEditUrl(docsOptions?.editUrl, docsPath, notCarried);
  const numberPrefixParser = typeof docsOptions?.numberPrefixParser === 'function' ? await carriedFunction('docs.numberPrefixParser', docsOptions.numberPrefixParser as () => unknown, [['01-intro'], ['intro']], notCarried) : undefined;
  // Run at every build, as in Docusaurus; tried here with a small made-up folder.
  const sidebarItemsGenerator = typeof docsOptions?.sidebarItemsGenerator === 'function' ? await carriedFunction('docs.sidebarItemsGenerator', docsOptions.sidebarItemsGenerator as () => unknown, [[sampleGeneratorArgs()]], notCarried) : undefined;
  notCarried.push(...otherDocsOptions(docsOptions));
  const url = str(config.url);
  const validUrl = url && /^https?:\/\/[^/]+/.test(url) ? url.replace(/\/+$/, '') : undefined;
  if (!validUrl) notCarried.push(`url: ${url ? `'${url}' is not an absolute http(s) address` : 'none given'}; site.config.ts says https://example.com until you set the real one.`);
  const baseUrl = str(config.baseUrl) ?? '/';
  // With the site's extra Prism languages, as the new site's highlighter loads them.
  const highlighter = createHighlighter(list(obj(obj(config.themeConfig).prism).additionalLanguages).filter((l): l is string => typeof l === 'string'));
  // Every other docs plugin instance becomes a docs area with its own folder, route base and sidebars.
  const areas: DocsArea[] = [];
  for (const p of docsPlugins) {
    const id = str(p.options.id);
    if (p === ownDocs || !id || id === 'default') continue;
    areas.push(await carryDocsArea(id, p.options, siteDir, areas, notCarried));
  }
  const theme = mapThemeConfig(obj(config.themeConfig), (name) => highlighter.registered(highlightName(name)), new Set(areas.map((a) => a.config.id as string)));
  notCarried.push(...theme.notCarried);
  // Docusaurus 3.9 reads it from markdown.hooks, earlier versions from the top level.
  const brokenMarkdownLinks = linkPolicy(obj(markdown.hooks).onBrokenMarkdownLinks) ?? linkPolicy(config.onBrokenMarkdownLinks);
  const site: Obj = {
    title: str(config.title) ?? path.basename(siteDir),
    ...(str(config.tagline) ? { tagline: config.tagline } : {}),
    url: validUrl ?? 'https://example.com',
    baseUrl: `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/'),
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    ...(linkPolicy(config.onBrokenLinks) ? { onBrokenLinks: config.onBrokenLinks } : {}),
    ...(linkPolicy(config.onBrokenAnchors) ? { onBrokenAnchors: config.onBrokenAnchors } : {}),
    ...(brokenMarkdownLinks ? { onBrokenMarkdownLinks: brokenMarkdownLinks } : {}),
    ...(str(config.favicon) ? { favicon: staticPath(String(config.favicon)) } : {}),
    ...(i18n ? { i18n } : {}),
    ...theme.config,
    docs: {
      routeBasePath: `/${(str(docsOptions?.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '')}`,
      ...(versioned ? {} : versionOf(version, docsOptions)),
      ...(editUrl ? { editUrl } : {}),
      ...(docsOptions?.showLastUpdateTime === true ? { showLastUpdateTime: true } : {}),
      ...docsFileOptions(docsOptions),
      ...(docsOptions?.numberPrefixParser === false ? { numberPrefixParser: false } : numberPrefixParser ? { numberPrefixParser } : {}),
      ...(sidebarItemsGenerator ? { sidebarItemsGenerator } : {}),
      ...(sidebars ? { sidebars } : {}),
      ...(versioned ? versionOptions(docsOptions) : {}),
    },
    // Docusaurus 3 reads .md files as MDX unless told otherwise; a Docusaurus 2 site's pages were written for MDX 1.
    markdown: { format: ['md', 'mdx', 'detect'].includes(String(markdown.format)) ? markdown.format : 'mdx', ...(docusaurusMajor(siteDir) === 2 ? { mdx1Compat: true } : {}), ...(githubCodeblock ? { githubCodeblock } : {}), ...carried.markdown },
    ...(customCss.length ? { customCss: customCss.map((f) => `./${f}`) } : {}),
    // One blog is written as an object (none when it is the default one with default options), several as a list.
    // (mistdocs takes a blog by default only where its folder exists, so a blog without one is written out.)
    ...(blogs.length > 1 ? { blog: blogs.map((b) => b.options) } : blogs.length === 1 && (Object.keys(blogs[0]!.options).length || !blogFolder(blogs[0]!)) ? { blog: blogs[0]!.options } : {}),
    ...(isObject(config.customFields) && Object.keys(config.customFields).length ? { customFields: config.customFields } : {}),
    ...headOptions(config),
    ...analytics,
    ...(clientRedirects ? { clientRedirects } : {}),
    ...(search ? { search } : {}),
    ...(areas.length ? { docsAreas: areas.map((a) => a.config) } : {}),
    ...(sitePlugins.length ? { plugins: sitePlugins } : {}),
  };

  // The site is written aside, beside the output folder, and moved into place whole at the end: a migrate
  // stopped on the way (killed, a disk full) leaves no site at the output folder that looks complete.
  const staging = await stagingFolder(outDir);
  try {
    await writeSite();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // An empty output folder (the only kind migrate takes) gives way to it; one that gained files meanwhile stays, and this fails.
  if (existsSync(outDir)) await rmdir(outDir);
  await rename(staging, outDir);
  return { outDir, written, notCarried };

  async function writeSite(): Promise<void> {
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'site.config.ts'), configModuleText(site, `Made by mistdocs migrate from ${configName}.`, carried.imports));
    written.push('site.config.ts');
    // One package.json for one `npm install`: the site's packages, mistdocs, and the scripts.
    const manifest = migratedManifest({ site: sitePackage(siteDir), mistdocs: options.dependency ?? `^${readPackageInfo().version}`, configPackages: { ...carried.dependencies, ...(await sassNeeded(siteDir, customCss)) }, imported: await importedBySite(siteDir, docsDir), configured: configuredPackages(config), moved: { from: path.resolve(siteDir), to: path.resolve(outDir) } });
    await writeFile(path.join(staging, 'package.json'), `${JSON.stringify(manifest.json, null, 2)}\n`);
    written.push('package.json (the site\'s packages and mistdocs; run npm install)');
    notCarried.push(...manifest.notes);
    // A site installed with yarn or pnpm never had npm's peer-dependency check, which its packages may not pass
    // (react-copy-to-clipboard asks for React 18 in a React 19 site): npm installs them as yarn did.
    if (['yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', 'bun.lock'].some((f) => existsSync(path.join(siteDir, f))) && !existsSync(path.join(siteDir, 'package-lock.json'))) {
      await writeFile(path.join(staging, '.npmrc'), 'legacy-peer-deps=true\n');
      written.push('.npmrc (legacy-peer-deps, as the site was installed with yarn or pnpm, which do not enforce peer dependencies)');
    }
    const listed = new Set(Object.keys({ ...(manifest.json.dependencies as object), ...(manifest.json.devDependencies as object | undefined) }));
    if (existsSync(docsDir)) {
      await cp(docsDir, path.join(staging, 'content/docs'), { recursive: true, filter: (from) => !/[\\/]node_modules$/.test(from) });
      written.push(`content/docs/ (from ${path.relative(siteDir, docsDir)}/)`);
    } else notCarried.push(`No docs folder at ${path.relative(siteDir, docsDir) || '.'}/.`);
    if (existsSync(docsDir)) notCarried.push(...(await componentImports(docsDir, listed)));
    if (versioned) written.push(...(await copyVersions(siteDir, staging)));
    for (const area of areas) {
      if (!existsSync(area.from)) continue;
      await cp(area.from, path.join(staging, 'content', area.config.path as string), { recursive: true, filter: (from) => !/[\\/]node_modules$/.test(from) });
      written.push(`content/${area.config.path as string}/ (the docs area '${area.config.id as string}', from ${path.relative(siteDir, area.from)}/)`);
      notCarried.push(...(await componentImports(area.from, listed)));
    }
    if (i18n && existsSync(path.join(siteDir, i18nDir))) {
      // The translations keep Docusaurus's layout, which mistdocs reads.
      await cp(path.join(siteDir, i18nDir), path.join(staging, i18nDir), { recursive: true });
      written.push(`${i18nDir}/ (the translations of ${i18n.locales.filter((l) => l !== i18n.defaultLocale).join(', ')})`);
      if (!versioned && version !== 'current') notCarried.push(`Translations of version ${version}: they stay under ${i18nDir}/<locale>/docusaurus-plugin-content-docs/version-${version}/; move them to current/ to use them.`);
      for (const area of areas) if (area.version) written.push(...(await carryAreaTranslations(staging, i18nDir, area.config.id as string, area.version)));
    }
    for (const blog of blogs.filter(blogFolder)) {
      // The posts, authors.yml and tags.yml go into the content folder, where `path` is read from.
      await cp(path.join(siteDir, blog.from), path.join(staging, 'content', blog.path), { recursive: true, filter: (from) => !/[\\/]node_modules$/.test(from) });
      written.push(`content/${blog.path}/ (the blog${blog.options.id ? ` '${blog.options.id}'` : ''}, from ${blog.from}/)`);
    }
    if (existsSync(path.join(siteDir, 'static'))) {
      await cp(path.join(siteDir, 'static'), path.join(staging, 'content/static'), { recursive: true });
      written.push('content/static/ (from static/)');
    }
    const pagesDir = path.join(siteDir, 'src/pages');
    if (existsSync(pagesDir)) {
      // They stay in src/pages/ (copied with src/ below), which mistdocs reads as Docusaurus does.
      const pages = await fg(['**/*.{md,mdx}'], { cwd: pagesDir, ignore: ['**/_*', '**/_*/**'] });
      if (pages.length > 0) written.push(`${pages.length} Markdown page${pages.length === 1 ? '' : 's'} in src/pages/ (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', ...' : ''})`);
      const react = await fg(['**/*.{js,jsx,ts,tsx}'], { cwd: pagesDir, ignore: ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**'] });
      if (react.length > 0) written.push(`${react.length} React page${react.length === 1 ? '' : 's'} in src/pages/ (${react.slice(0, 3).join(', ')}${react.length > 3 ? ', ...' : ''})`);
    }
    // The site's own code (components, React pages, stylesheets) keeps its place, so its imports and `@site/` paths still hold.
    if (existsSync(path.join(siteDir, 'src'))) {
      await cp(path.join(siteDir, 'src'), path.join(staging, 'src'), { recursive: true, filter: (from) => !/[\\/](node_modules|\.docusaurus)$/.test(from) });
      written.push('src/ (the site\'s components, React pages and stylesheets)');
      // Files at the site's root that its code imports (data such as a contributors.json) come too.
      const rootFiles = await siteRootImports(siteDir, path.join(staging, 'src'));
      for (const file of rootFiles) {
        await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
        await cp(path.join(siteDir, file), path.join(staging, file));
      }
      if (rootFiles.length) written.push(`${rootFiles.join(', ')} (imported by the site's code)`);
    }
    for (const file of customCss) {
      if (file.startsWith('src/') || file.startsWith('node_modules/')) continue;
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await cp(path.join(siteDir, file), path.join(staging, file));
    }
    for (const file of pluginFiles) {
      if (file.startsWith('src/') || !existsSync(path.join(siteDir, file))) continue;
      await cp(path.join(siteDir, file), path.join(staging, file), { recursive: true, filter: (from) => !/[\\/]node_modules$/.test(from) });
      written.push(`${file} (a plugin of the site)`);
    }
    written.push(...(await carryCssConfigs(siteDir, staging, { docs: path.relative(siteDir, docsDir).split(path.sep).join('/'), blogs: blogs.filter(blogFolder).map((b) => ({ from: b.from, to: `content/${b.path}` })) })));
    if (existsSync(path.join(siteDir, 'src/theme'))) {
      const swizzled = await fg(['*'], { cwd: path.join(siteDir, 'src/theme'), onlyFiles: false, deep: 1 });
      notCarried.push(`Swizzled theme components in src/theme/ (${swizzled.join(', ')}): copied with src/. Code that imports \`@theme/Name\` gets the site's where it wraps the original or mistdocs has no Name, src/theme/MDXComponents gives pages their global components, src/theme/NavbarItem/ComponentTypes the navbar its custom- item types, and src/theme/DocItem/Paginator and DocItem/Footer replace the previous/next links and the footer of doc pages; mistdocs' own navbar, footer and page layout are not replaced by them.`);
    }
  }
}

/**
 * A new folder beside `outDir` to write the migrated site into (hidden, named for it and this process);
 * one a killed migrate of the same output folder left is removed first.
 */
async function stagingFolder(outDir: string): Promise<string> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}.migrating-`;
  for (const name of existsSync(parent) ? await readdir(parent) : []) {
    const pid = Number(name.startsWith(prefix) ? name.slice(prefix.length) : NaN);
    if (Number.isInteger(pid) && !processAlive(pid)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  return path.join(parent, `${prefix}${process.pid}`);
}

/**
 * A plugin of the site's own, as the new config's `plugins` takes it: a path to a file of the site
 * (`./src/plugins/x`, or the absolute path the config resolved; or the file a function the config
 * required is the export of, `require('./src/plugins/x')`, so the author keeps editing that file) or a
 * function written in the config, with its options when they are plain values. Undefined for a plugin
 * of a package (named elsewhere); a note when it cannot be carried.
 */
async function carrySitePlugin(raw: unknown, siteDir: string, bundle: SiteModule['bundle'], configFile: string): Promise<{ value: unknown; file?: string } | { note: string } | undefined> {
  const [head, options] = Array.isArray(raw) ? raw : [raw, undefined];
  let module: unknown;
  let file: string | undefined;
  const required = typeof head === 'function' && !missingPackageOf(head) ? await exportingFile(head, siteDir, bundle, configFile) : undefined;
  if (required) {
    file = required;
    module = `./${required}`;
  } else if (typeof head === 'string' && (head.startsWith('.') || path.isAbsolute(head))) {
    const rel = path.relative(siteDir, path.resolve(siteDir, head)).split(path.sep).join('/');
    if (rel.startsWith('..') || /(^|\/)node_modules\//.test(rel)) return undefined;
    // The file (or folder) to copy: the path as written, or with the extension Node adds.
    file = [rel, ...['.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx'].map((ext) => rel + ext)].find((f) => existsSync(path.join(siteDir, f))) ?? rel;
    module = `./${rel}`;
  } else if (typeof head === 'function' && !missingPackageOf(head)) {
    const name = head.name || 'an inline plugin';
    const context = { siteDir, siteConfig: {}, baseUrl: '/', outDir: path.join(siteDir, 'build'), generatedFilesDir: path.join(siteDir, '.docusaurus'), i18n: { currentLocale: 'en', locales: ['en'], defaultLocale: 'en' } };
    const carried = await carryFunction(head as () => unknown, [[context, { id: 'default', ...(isObject(options) ? options : {}) }]], bundle.text);
    // Its configurePostCss too, which names what it adds (a name of the old config there is lost in the new one).
    const problem = 'source' in carried ? await postcssProblem(carried.run, context) : carried.problem;
    if (problem || !('source' in carried)) return { note: `The plugin ${name} (a function in the config): not carried, as ${problem}; move it into a file of the site (src/plugins/) and list its path in \`plugins\`.` };
    module = code(carried.source);
  } else return undefined;
  if (options === undefined) return { value: module, ...(file ? { file } : {}) };
  if (!isPlain(options)) return { note: `The plugin ${file ?? ((head as { name?: string }).name || 'an inline plugin')}: its options hold functions or other code, so it was not carried; list it in \`plugins\` with its options yourself.` };
  return { value: [module, options], ...(file ? { file } : {}) };
}

/**
 * The site file (its path from the site's folder) whose export the function `fn` is, when the config got
 * it from a file of the site (`require('./src/plugins/tailwind')`, `import tailwind from
 * './src/plugins/tailwind'`): found in the bundle the config ran as (the file whose part of it holds the
 * function's text), then that file run alone, its export (default or `module.exports`) being the same
 * function. Undefined for a function written in the config itself, in a package, or a file's other export.
 */
async function exportingFile(fn: unknown, siteDir: string, bundle: SiteModule['bundle'], configFile: string): Promise<string | undefined> {
  const text = Function.prototype.toString.call(fn);
  const at = bundle.text.indexOf(text);
  if (at < 0) return undefined;
  // esbuild opens each file's part of the bundle with a `// <its path>` line.
  let found: { file: string; start: number } | undefined;
  for (const local of bundle.files) {
    const start = bundle.text.lastIndexOf(`\n// ${local.label}\n`, at);
    if (start >= 0 && (!found || start > found.start)) found = { file: local.file, start };
  }
  if (!found || found.file === configFile) return undefined;
  const rel = path.relative(siteDir, found.file).split(path.sep).join('/');
  if (rel.startsWith('..') || /(^|\/)node_modules\//.test(rel)) return undefined;
  try {
    const alone = await inSiteFolder(siteDir, () => runSiteModule(found.file));
    const value = isObject(alone.value) && typeof (alone.value as { default?: unknown }).default === 'function' ? (alone.value as { default: unknown }).default : alone.value;
    return typeof value === 'function' && Function.prototype.toString.call(value) === text ? rel : undefined;
  } catch {
    return undefined;
  }
}

/** Why a carried plugin function's configurePostCss cannot run on its own (a name of the old config), or undefined. */
async function postcssProblem(run: (...args: unknown[]) => unknown, context: Obj): Promise<string | undefined> {
  try {
    const plugin = await run(context, { id: 'default' });
    if (isObject(plugin) && typeof plugin.configurePostCss === 'function') plugin.configurePostCss({ plugins: [] });
  } catch (error) {
    // `require` is there in the new config.
    if (error instanceof ReferenceError && !/\brequire\b/.test(error.message)) return `its configurePostCss uses names defined elsewhere in the config (${error.message})`;
  }
  return undefined;
}

/** Whether a value is JSON-like (what site.config.ts can hold as written). */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  return isObject(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain);
}

/** The site's PostCSS and Tailwind configuration files, copied; Tailwind's content paths into docs/ and blog/ follow them into content/. */
async function carryCssConfigs(siteDir: string, outDir: string, moved: { docs: string; blogs: { from: string; to: string }[] }): Promise<string[]> {
  const files = await fg(['postcss.config.{js,cjs,mjs,ts,cts,mts}', '.postcssrc', '.postcssrc.{json,js,cjs,mjs}', 'tailwind.config.{js,cjs,mjs,ts,cts,mts}'], { cwd: siteDir, dot: true, onlyFiles: true });
  const written: string[] = [];
  for (const file of files.sort()) {
    let text = await readFile(path.join(siteDir, file), 'utf8');
    if (file.startsWith('tailwind.config')) {
      const pairs: [string, string][] = [[moved.docs, 'content/docs'], ...moved.blogs.map((b): [string, string] => [b.from, b.to])];
      for (const [from, to] of pairs) {
        if (!from || from.startsWith('..')) continue;
        const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        text = text.replace(new RegExp(`(['"\`])(\\./)?${escaped}(?=[/'"\`])`, 'g'), (_, quote: string, dot: string | undefined) => `${quote}${dot ?? ''}${to}`);
      }
    }
    await writeFile(path.join(outDir, file), text);
    written.push(file);
  }
  return written.length ? [`${written.join(', ')} (the site's PostCSS and Tailwind configuration; Tailwind's paths into the moved docs and blogs follow them)`] : [];
}

/** The locales of Docusaurus's `i18n` option with the settings mistdocs reads; undefined for a site with one locale. */
function i18nOptions(i18n: Obj): { defaultLocale: string; locales: string[]; path?: string; localeConfigs?: Obj } | undefined {
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const locales = list(i18n.locales).filter((l): l is string => typeof l === 'string');
  if (locales.length < 2 || !locales.includes(defaultLocale)) return undefined;
  const keys = ['label', 'direction', 'htmlLang', 'calendar', 'path'];
  const configs = Object.entries(obj(i18n.localeConfigs)).map(([name, options]) => [name, Object.fromEntries(Object.entries(obj(options)).filter(([key, value]) => keys.includes(key) && typeof value === 'string'))]);
  return { defaultLocale, locales, ...(str(i18n.path) ? { path: str(i18n.path) } : {}), ...(configs.length ? { localeConfigs: Object.fromEntries(configs) } : {}) };
}

/** The docs options about versions, carried over as Docusaurus spells them (site.config.ts takes the same keys). */
function versionOptions(docsOptions: Obj | undefined): Obj {
  const out: Obj = {};
  if (typeof docsOptions?.lastVersion === 'string') out.lastVersion = docsOptions.lastVersion;
  if (typeof docsOptions?.includeCurrentVersion === 'boolean') out.includeCurrentVersion = docsOptions.includeCurrentVersion;
  if (Array.isArray(docsOptions?.onlyIncludeVersions)) out.onlyIncludeVersions = docsOptions.onlyIncludeVersions;
  const versions = obj(docsOptions?.versions);
  const keys = ['label', 'path', 'banner', 'badge', 'className'];
  const carried = Object.entries(versions).map(([name, options]) => [name, Object.fromEntries(Object.entries(obj(options)).filter(([key]) => keys.includes(key)))]);
  if (carried.length > 0) out.versions = Object.fromEntries(carried);
  return out;
}

/** Copies versions.json, versioned_docs/ and versioned_sidebars/ as they are: mistdocs reads Docusaurus's layout. */
async function copyVersions(siteDir: string, outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) {
    if (!existsSync(path.join(siteDir, name))) continue;
    await cp(path.join(siteDir, name), path.join(outDir, name), { recursive: true });
    written.push(name.endsWith('.json') ? name : `${name}/`);
  }
  return written;
}


/** Whether versions.json lists released versions and each has its versioned_docs/ folder in the repository. */
function releasedVersionsPresent(siteDir: string): boolean {
  try {
    const versions: unknown = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
    return Array.isArray(versions) && versions.length > 0 && versions.every((v) => typeof v === 'string' && existsSync(path.join(siteDir, 'versioned_docs', `version-${v}`)));
  } catch {
    return false;
  }
}

/** The version Docusaurus serves at the route base: `lastVersion`, else the newest in versions.json, else the current docs. */
function lastVersion(siteDir: string, docsOptions: Obj | undefined): string {
  if (typeof docsOptions?.lastVersion === 'string') return docsOptions.lastVersion;
  const file = path.join(siteDir, 'versions.json');
  if (!existsSync(file)) return 'current';
  try {
    const versions: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(versions) && typeof versions[0] === 'string' ? versions[0] : 'current';
  } catch {
    return 'current';
  }
}

/** The copied version's name and label (`versions.<name>.label`), unless it is the current docs without a label. */
function versionOf(version: string, docsOptions: Obj | undefined): { version?: { name: string; label: string } } {
  const label = str(obj(obj(docsOptions?.versions)[version]).label);
  if (version === 'current') return label ? { version: { name: 'current', label } } : {};
  return { version: { name: version, label: label ?? version } };
}

/**
 * Docusaurus appends the docs folder and the doc's path to a string editUrl; a function gets them as
 * arguments. mistdocs appends the doc's file under the site (content/docs/...), so a function is run
 * once and what it puts before the folder and path becomes the base.
 */
function mapEditUrl(editUrl: unknown, docsPath: string, notCarried: string[]): string | undefined {
  const folder = docsPath.replace(/^\.\//, '').replace(/\/+$/, '');
  let base: string | undefined;
  if (typeof editUrl === 'string') base = editUrl;
  else if (typeof editUrl === 'function') {
    try {
      const sample = (editUrl as (args: Obj) => unknown)({ version: 'current', versionDocsDirPath: folder, docPath: 'intro.md', permalink: '/intro', locale: 'en' });
      const suffix = [`${folder}/intro.md`, `${path.posix.basename(folder)}/intro.md`, 'intro.md'].find((s) => typeof sample === 'string' && sample.endsWith(s));
      if (typeof sample === 'string' && suffix) base = sample.slice(0, -suffix.length);
    } catch {
      base = undefined;
    }
    if (!base) notCarried.push('docs.editUrl is a function whose result is not a base address followed by the doc\'s path; give mistdocs a base URL string.');
  }
  if (base) notCarried.push(`docs.editUrl: edit links now end in the doc's path in the new site (${base.replace(/\/?$/, '/')}content/docs/...); move the docs there in the repository, or change editUrl.`);
  return base;
}

/** A docs plugin instance carried as a docs area: its config entry and the folder its docs are copied from. */
interface DocsArea {
  config: Obj;
  from: string;
  /** The released version copied as the area's docs; absent when its current docs were. */
  version?: string;
}

/**
 * A docs area carried as one of its released versions: each locale's translations of that version
 * (`docusaurus-plugin-content-docs-<id>/version-<v>/` and `version-<v>.json`) become the area's
 * `current/` and `current.json`, which mistdocs reads, in place of those of the unreleased docs that were not carried.
 */
async function carryAreaTranslations(outDir: string, i18nDir: string, id: string, version: string): Promise<string[]> {
  const written: string[] = [];
  for (const folder of await fg(`${i18nDir}/*/docusaurus-plugin-content-docs-${id}`, { cwd: outDir, onlyDirectories: true })) {
    const from = path.join(outDir, folder, `version-${version}`);
    const labels = `${from}.json`;
    if (!existsSync(from) && !existsSync(labels)) continue;
    await rm(path.join(outDir, folder, 'current'), { recursive: true, force: true });
    await rm(path.join(outDir, folder, 'current.json'), { force: true });
    if (existsSync(from)) await rename(from, path.join(outDir, folder, 'current'));
    if (existsSync(labels)) await rename(labels, path.join(outDir, folder, 'current.json'));
    written.push(`${folder}/current/ (the translations of version ${version} of the docs area '${id}')`);
  }
  return written;
}

/**
 * A docs plugin instance with its own id as a docs area: its route base and sidebars; its docs are the
 * ones Docusaurus serves at the route base (the last version's, when `<id>_versions.json` names one
 * whose folder is there), copied to content/<id>/. What an area cannot hold is named in the notes.
 */
async function carryDocsArea(id: string, options: Obj, siteDir: string, before: readonly DocsArea[], notCarried: string[]): Promise<DocsArea> {
  const docsPath = str(options.path) ?? 'docs';
  const taken = new Set(['docs', 'pages', 'static', ...before.map((a) => a.config.path as string)]);
  const folder = taken.has(id) ? `${id}-docs` : id;
  const versionsFile = path.join(siteDir, `${id}_versions.json`);
  let version: string | undefined;
  try {
    const list: unknown = JSON.parse(readFileSync(versionsFile, 'utf8'));
    version = typeof options.lastVersion === 'string' ? options.lastVersion : Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
  } catch {
    version = undefined;
  }
  if (version === 'current') version = undefined;
  const versionDir = version ? path.join(siteDir, `${id}_versioned_docs`, `version-${version}`) : undefined;
  if (version && !existsSync(versionDir!)) {
    notCarried.push(`The docs area '${id}': its last version, ${version}, has no ${id}_versioned_docs/version-${version}/ folder, so the docs in ${docsPath}/ were copied as it.`);
    version = undefined;
  } else if (version) notCarried.push(`The docs area '${id}': the docs served at its route base are version ${version}, so that version was copied; its other versions and the unreleased docs in ${docsPath}/ were not (an area has one version).`);
  const from = version ? versionDir! : path.resolve(siteDir, docsPath);
  if (!existsSync(from) || !readdirSync(from).length) {
    const submodule = submoduleOf(siteDir, from);
    notCarried.push(
      submodule
        ? `The docs area '${id}': its folder ${path.relative(siteDir, from) || '.'}/ is in the git submodule ${submodule}, which is not checked out, so it has no docs (links and navbar items to them will fail the build); run \`git submodule update --init\` in the site's repository and migrate again.`
        : `The docs area '${id}': no docs folder at ${path.relative(siteDir, from) || '.'}/.`,
    );
  }
  let sidebars: Record<string, unknown> | undefined;
  const sidebarPath = version && options.sidebarPath !== false ? path.join(siteDir, `${id}_versioned_sidebars`, `version-${version}-sidebars.json`) : typeof options.sidebarPath === 'string' ? path.resolve(siteDir, options.sidebarPath) : undefined;
  if (options.sidebarPath === false) sidebars = {};
  else if (sidebarPath && existsSync(sidebarPath)) {
    try {
      const run = await inSiteFolder(siteDir, () => runSiteModule(sidebarPath));
      const mapped = mapDocusaurusSidebars(run.value);
      sidebars = mapped.sidebars;
      for (const p of mapped.problems) notCarried.push(`Sidebar item ${p.path} of the docs area '${id}': ${p.message}`);
    } catch (cause) {
      notCarried.push(`The sidebars file ${path.relative(siteDir, sidebarPath)} of the docs area '${id}' could not be run (${describeError(cause, siteDir)}); its sidebar is generated from the folders.`);
    }
  } else if (sidebarPath) notCarried.push(`The sidebars file ${path.relative(siteDir, sidebarPath)} of the docs area '${id}' does not exist; its sidebar is generated from the folders.`);
  const ignored = Object.keys(options).filter((k) => !['id', 'path', 'routeBasePath', 'sidebarPath', 'lastVersion', 'editUrl', 'include', 'exclude', ...PLUGIN_KEYS].includes(k) && options[k] !== undefined);
  const { include, exclude } = docsFileOptions(options);
  if (ignored.length) notCarried.push(`Options of the docs area '${id}' mistdocs does not read: ${ignored.map((k) => `\`${k}\``).join(', ')}.`);
  const config: Obj = {
    id,
    path: folder,
    routeBasePath: `/${(str(options.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '')}`,
    ...(sidebars ? { sidebars } : {}),
    ...(include ? { include } : {}),
    ...(exclude ? { exclude } : {}),
  };
  return { config, from, ...(version ? { version } : {}) };
}

/**
 * The files outside src/ that the site's code (copied to `srcDir`) imports, as `@site/<path>` or by a
 * relative path that leaves src/, relative to the site: those migrate does not place elsewhere (docs,
 * static files, blog, translations) and that exist.
 */
async function siteRootImports(siteDir: string, srcDir: string): Promise<string[]> {
  const files = await fg(['**/*.{js,jsx,ts,tsx,mdx,css,scss}'], { cwd: srcDir, absolute: true });
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // `@site/<path>`, and relative imports that leave src/ (`../../sponsors.json`), as paths from the site.
    const fromSite = [...text.matchAll(/['"]@site\/([^'"]+)['"]/g)].map((m) => m[1]!);
    const relative = [...text.matchAll(/(?:from|import|require\()\s*['"](\.\.?\/[^'"]+)['"]/g)].map((m) => path.relative(srcDir, path.resolve(path.dirname(file), m[1]!)).split(path.sep).join('/')).filter((r) => r.startsWith('../')).map((r) => r.slice(3));
    for (const rel of [...fromSite, ...relative]) {
      const clean = path.posix.normalize(rel);
      if (clean.startsWith('..') || /^(src|docs|static|blog|i18n|versioned_docs|versioned_sidebars)\//.test(clean)) continue;
      if (existsSync(path.join(siteDir, clean)) && statSync(path.join(siteDir, clean)).isFile()) found.add(clean);
    }
  }
  return [...found].sort();
}

/** The Docusaurus site's package.json, or undefined when it has none that parses. */
/**
 * `sass` for the new package.json when the site has Sass stylesheets (in customCss or src/) and does not
 * name the package itself: a Docusaurus site may have it only through a plugin or preset
 * (docusaurus-plugin-sass, stencil-site's @ionic-docs/preset-classic), which the new site leaves out, and
 * mistdocs compiles Sass with the site's own. At the version installed there, else a current one.
 */
async function sassNeeded(siteDir: string, customCss: readonly string[]): Promise<Record<string, string>> {
  const site = sitePackage(siteDir);
  if ([site?.dependencies, site?.devDependencies].some((deps) => isObject(deps) && ('sass' in deps || 'sass-embedded' in deps))) return {};
  const sassFiles = customCss.some((f) => /\.s[ac]ss$/i.test(f)) || (existsSync(path.join(siteDir, 'src')) && (await fg(['src/**/*.{scss,sass}'], { cwd: siteDir, ignore: ['**/node_modules/**'] })).length > 0);
  if (!sassFiles) return {};
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules/sass/package.json');
    if (existsSync(file)) {
      const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
      if (typeof version === 'string') return { sass: `^${version}` };
    }
    if (path.dirname(dir) === dir) return { sass: '^1.77.0' };
  }
}

function sitePackage(siteDir: string): SitePackage | undefined {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    return isObject(pkg) ? pkg : undefined;
  } catch {
    return undefined;
  }
}

/** The packages the site's code (src/) and its docs' MDX import by name. */
async function importedBySite(siteDir: string, docsDir: string): Promise<Set<string>> {
  const files = [
    ...(existsSync(path.join(siteDir, 'src')) ? await fg(['**/*.{js,jsx,ts,tsx,mjs,cjs,mdx,css,scss}'], { cwd: path.join(siteDir, 'src'), absolute: true, ignore: ['**/node_modules/**'] }) : []),
    ...(existsSync(docsDir) ? await fg(['**/*.mdx'], { cwd: docsDir, absolute: true, ignore: ['**/node_modules/**'] }) : []),
  ];
  const found = new Set<string>();
  for (const file of files) for (const name of importedPackages(await readFile(file, 'utf8'))) found.add(name);
  return found;
}

/** Whether a plugin entry is Docusaurus's blog plugin (by package name, shorthand, or resolved path). */
function isBlogPlugin(name: string): boolean {
  return /(^|[\\/:])(@docusaurus\/)?plugin-content-blog([\\/]|$)|^(@docusaurus\/)?content-blog$/.test(name);
}

/** Whether a plugin entry is Docusaurus's pages plugin (by package name, shorthand, or resolved path). */
function isPagesPlugin(name: string): boolean {
  return /(^|[\\/:])(@docusaurus\/)?plugin-content-pages([\\/]|$)|^(@docusaurus\/)?content-pages$/.test(name);
}

/** Whether a plugin entry is Docusaurus's docs plugin (by package name, shorthand, or resolved path). */
function isDocsPlugin(name: string): boolean {
  return /(^|[\\/:])(@docusaurus\/)?plugin-content-docs([\\/]|$)|^(@docusaurus\/)?content-docs$/.test(name);
}

/** Whether a plugin entry is Docusaurus's client redirects plugin. */
function isClientRedirectsPlugin(name: string): boolean {
  return /(^|[\\/:])(@docusaurus\/)?plugin-client-redirects([\\/]|$)|^(@docusaurus\/)?client-redirects$/.test(name);
}

/**
 * The options of `@docusaurus/plugin-client-redirects` as mistdocs' `clientRedirects`: the same keys;
 * `createRedirects` is carried as its source when it runs on its own.
 */
async function mapClientRedirects(options: Obj, notCarried: string[]): Promise<Obj | undefined> {
  const out: Obj = {};
  const redirects = list(options.redirects)
    .map(obj)
    .filter((r) => typeof r.to === 'string' && (typeof r.from === 'string' || (Array.isArray(r.from) && r.from.every((f) => typeof f === 'string'))))
    .map((r) => ({ from: r.from, to: r.to }));
  if (redirects.length) out.redirects = redirects;
  if (list(options.redirects).length !== redirects.length) notCarried.push(`Client redirects: ${list(options.redirects).length - redirects.length} of the \`redirects\` entries have no \`from\` path and \`to\` path and were left out.`);
  for (const key of ['fromExtensions', 'toExtensions']) {
    const extensions = list(options[key]).filter((e): e is string => typeof e === 'string');
    if (extensions.length) out[key] = extensions;
  }
  if (typeof options.createRedirects === 'function') {
    const carried = await carriedFunction('Client redirects: createRedirects', options.createRedirects as () => unknown, [['/docs/intro'], ['/']], notCarried);
    if (carried) out.createRedirects = carried;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The argument Docusaurus gives `sidebarItemsGenerator`, for a folder with one doc: to try a site's generator on. */
function sampleGeneratorArgs(): Obj {
  const doc = { id: 'intro', title: 'Intro', frontMatter: {}, source: '@site/docs/intro.md', sourceDirName: '.', sidebarPosition: undefined };
  const args = {
    item: { type: 'autogenerated', dirName: '.' },
    version: { contentPath: 'docs', versionName: 'current' },
    docs: [doc],
    categoriesMetadata: {},
    numberPrefixParser: (filename: string) => ({ filename, numberPrefix: undefined }),
    isCategoryIndex: () => false,
  };
  return { ...args, defaultSidebarItemsGenerator: async () => [{ type: 'doc', id: 'intro' }] };
}

/** The docs options mistdocs reads (the rest are named in the notes when a site sets them). */
const DOCS_OPTIONS_READ = new Set(['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'include', 'exclude', 'sidebarCollapsed', 'sidebarCollapsible', 'numberPrefixParser', 'sidebarItemsGenerator', 'lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'versions', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']);

/** The docs options mistdocs takes as they are: which files are docs, and how categories start. */
function docsFileOptions(docsOptions: Obj | undefined): Obj {
  const globs = (value: unknown) => (Array.isArray(value) && value.every((g) => typeof g === 'string') ? value : undefined);
  const include = globs(docsOptions?.include);
  const exclude = globs(docsOptions?.exclude);
  return {
    ...(include ? { include } : {}),
    ...(exclude ? { exclude } : {}),
    ...(typeof docsOptions?.sidebarCollapsed === 'boolean' ? { sidebarCollapsed: docsOptions.sidebarCollapsed } : {}),
    ...(typeof docsOptions?.sidebarCollapsible === 'boolean' ? { sidebarCollapsible: docsOptions.sidebarCollapsible } : {}),
  };
}

/** A note for each docs option a site sets that mistdocs does not read. */
function otherDocsOptions(docsOptions: Obj | undefined): string[] {
  const keys = Object.keys(docsOptions ?? {}).filter((k) => !DOCS_OPTIONS_READ.has(k) && docsOptions![k] !== undefined);
  return keys.length ? [`Docs options mistdocs does not read: ${keys.map((k) => `\`${k}\``).join(', ')}.`] : [];
}

/** A config function as code for site.config.ts, or undefined with a note saying why it stays behind. */
async function carriedFunction(what: string, fn: () => unknown, samples: unknown[][], notCarried: string[]): Promise<string | undefined> {
  const carried = await carryFunction(fn, samples);
  if ('source' in carried) return code(carried.source);
  notCarried.push(`${what}: the function was not carried, as ${carried.problem}; write it into site.config.ts yourself.`);
  return undefined;
}

/** What mistdocs renders itself of what Docusaurus MDX imports. */
const BUILT_IN_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock', '@theme/DocCardList', '@theme/TOCInline', '@theme/Details', '@docusaurus/Link']);

/**
 * The modules the docs' MDX imports that the new site cannot compile as they are: packages (to be
 * installed in it) and Docusaurus modules mistdocs does not provide, one sentence per module with the
 * pages that use it. The site's own components (relative or `@site/` imports) are compiled as they are.
 */
async function componentImports(docsDir: string, listed: ReadonlySet<string>): Promise<string[]> {
  const users = new Map<string, { names: Set<string>; files: string[] }>();
  for (const file of await fg(['**/*.{md,mdx}'], { cwd: docsDir })) {
    const inCode = createFenceReader();
    // Only the lines MDX reads as imports: outside fenced code (examples of JavaScript are not imports).
    const text = (await readFile(path.join(docsDir, file), 'utf8'))
      .split('\n')
      .filter((line) => !inCode(line))
      .join('\n');
    for (const m of text.matchAll(/^import\s+([\w$]+|\{[^}]*\}|[\w$]+\s*,\s*\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm)) {
      const source = m[2]!;
      // The site's own files: relative, `@site/`, or from the site's folder (`/src/...`, as webpack resolves it).
      if (BUILT_IN_IMPORTS.has(source) || CLIENT_API[source] || /\.mdx?$/.test(source) || /^(\.|@site\/|\/)/.test(source)) continue;
      // A package the new package.json lists is installed with it.
      if (listed.has(packageOf(source))) continue;
      const entry = users.get(source) ?? { names: new Set<string>(), files: [] };
      for (const name of m[1]!.replace(/[{}]/g, '').split(',')) if (name.trim()) entry.names.add(name.trim().replace(/^.*\s+as\s+/, ''));
      if (!entry.files.includes(file)) entry.files.push(file);
      users.set(source, entry);
    }
  }
  return [...users].map(([source, { names, files }]) => {
    const pages = files.length === 1 ? files[0] : `${files.length} pages, e.g. ${files[0]}`;
    const them = names.size === 1 ? 'it' : 'them';
    // Webpack's inline loader syntax (`!!raw-loader!./Example`): no package to install.
    const loader = /^!*([^!]+)!(.*)$/.exec(source);
    if (loader) return `${[...names].join(', ')} imported through the webpack loader ${loader[1]} from ${loader[2]} (${pages}): mistdocs runs no webpack loaders, so the build cannot compile ${files.length === 1 ? 'that page' : 'those pages'}; put the file's text into the page (a code block) in the new site.`;
    if (/^@(docusaurus|theme)\//.test(source)) return `${[...names].join(', ')} imported from ${source} (${pages}): mistdocs does not provide ${source}; ${them} render${names.size === 1 ? 's' : ''} ${names.size === 1 ? 'its' : 'their'} children only.`;
    const pkg = packageOf(source);
    return `${[...names].join(', ')} imported from ${source} (${pages}): install ${pkg} in the new site (\`npm install ${pkg}\`) so the build can compile ${them}.`;
  });
}

/** What Docusaurus's config adds to every page's head, carried as it is. */
function headOptions(config: Obj): Obj {
  const out: Obj = {};
  for (const key of ['stylesheets', 'scripts', 'headTags', 'clientModules'] as const) {
    const value = list(config[key]).filter((v) => typeof v === 'string' || isObject(v));
    if (value.length) out[key] = value;
  }
  return out;
}

/**
 * One entry of the classic preset's `theme.customCss`, as a file relative to the site, or the note saying
 * why it is left out: a file the site does not hold, or a file of a package the site's package.json does
 * not name (installed here, or a stand-in when the config's `require.resolve` did not find it). A file of a
 * package the site depends on is its path under the new site's node_modules/, which `npm install` fills
 * (the package.json migrate writes keeps the site's dependencies).
 */
function customCssFile(value: unknown, siteDir: string, site: SitePackage | undefined): { file: string } | { note: string } {
  if (typeof value !== 'string') return { note: `Custom CSS: an entry of theme.customCss is not a path (${missingPackageOf(value) ? `a value of the package ${missingPackageOf(value)}, which is not installed` : typeof value}), so it was left out.` };
  const depends = (id: string) => [site?.dependencies, site?.devDependencies].some((deps) => isObject(deps) && typeof deps[packageOf(id)] === 'string');
  if (value.startsWith('missing-package:')) {
    const id = value.slice('missing-package:'.length);
    if (depends(id)) return { file: `node_modules/${id}` };
    return { note: `Custom CSS ${id}: the package it belongs to is not installed here, so it was left out of \`customCss\`; install the package in the new site and add the file to \`customCss\`.` };
  }
  const rel = path.relative(siteDir, path.resolve(siteDir, value)).split(path.sep).join('/');
  const shown = path.isAbsolute(value) ? rel : value;
  const inPackage = /(^|\/)node_modules\//.test(rel) ? rel.slice(rel.lastIndexOf('node_modules/') + 'node_modules/'.length) : undefined;
  if (inPackage && depends(inPackage)) return { file: `node_modules/${inPackage}` };
  if (inPackage) return { note: `Custom CSS ${inPackage}: a file of a package the site's package.json does not name, so it was left out of \`customCss\`; install the package in the new site and add the file to \`customCss\`.` };
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { note: `Custom CSS ${value}: a file outside the site, so it was left out of \`customCss\`.` };
  if (!existsSync(path.join(siteDir, rel))) return { note: `Custom CSS ${shown}: no such file in the site, so it was left out of \`customCss\`.` };
  return { file: rel };
}

/** A value for a sentence: a path the config resolved is shown relative to the site. */
function describeValue(value: unknown, siteDir: string): string {
  const values = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? (path.isAbsolute(v) ? path.relative(siteDir, v) : v.replace(/^missing-package:/, '')) : String(v)));
  return values.join(', ');
}

/** An error of running the config, with its file and line when esbuild gives them. */
function describeError(cause: unknown, siteDir: string): string {
  const first = (cause as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
  if (first) return `${first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : ''}${first.text}`;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(new RegExp(`${siteDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\/]?`, 'g'), '');
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A preset, plugin or theme entry: `'name'`, `['name', options]`, or a function. */
/** Whether a theme or plugin entry names docusaurus-theme-github-codeblock (by package name or path into it). */
function isGithubCodeblock(name: unknown): boolean {
  return typeof name === 'string' && /(^|[\\/])docusaurus-theme-github-codeblock([\\/]|$)/.test(name);
}

/**
 * docusaurus-theme-github-codeblock's `themeConfig.codeblock` as `markdown.githubCodeblock`: `true` for
 * its defaults, else the link's options it sets. Its Runme link (`showRunmeLink`) is named as not carried.
 */
function mapGithubCodeblock(codeblock: Obj, notCarried: string[]): true | { showGithubLink: boolean; githubLinkLabel: string } {
  if (codeblock.showRunmeLink === true) notCarried.push('themeConfig.codeblock.showRunmeLink: mistdocs shows no Runme link under code blocks from GitHub.');
  const show = typeof codeblock.showGithubLink === 'boolean' ? codeblock.showGithubLink : true;
  const label = typeof codeblock.githubLinkLabel === 'string' ? codeblock.githubLinkLabel : 'View on GitHub';
  return show && label === 'View on GitHub' ? true : { showGithubLink: show, githubLinkLabel: label };
}

/** The packages the config lists as presets, themes or plugins (`@ionic-docs/preset-classic`, `docusaurus-plugin-sass`), by package name. */
function configuredPackages(config: Obj): Set<string> {
  const names = [...list(config.presets), ...list(config.themes), ...list(config.plugins)].map((e) => {
    const head = Array.isArray(e) ? e[0] : e;
    return typeof head === 'string' ? head : missingPackageOf(head);
  });
  return new Set(names.filter((n): n is string => typeof n === 'string' && /^[@\w]/.test(n) && !path.isAbsolute(n)).map((n) => packageOf(n)));
}

function entry(value: unknown): { name: string; options: Obj } {
  const [head, options] = Array.isArray(value) ? value : [value, {}];
  const missing = missingPackageOf(head);
  const name = typeof head === 'string' ? head : missing ? missing : typeof head === 'function' ? `${head.name || 'an inline plugin'} (a function)` : 'an unnamed entry';
  return { name, options: obj(options) };
}

/** The blog options mistdocs reads, by Docusaurus's names; functions cannot be written into the config. */
const BLOG_OPTIONS = Object.keys(blogSchema.shape);

/**
 * A Docusaurus blog's options as mistdocs takes them: the options it has, with their values; the blog
 * folder (relative to the site, `from`) and where it goes under content/ (`path`). What it cannot carry
 * is added to `notCarried`.
 */
function mapBlogOptions(options: Obj, notCarried: string[]): { from: string; path: string; options: Obj } {
  const from = (str(options.path) ?? 'blog').replace(/^\.\/|\/+$/g, '');
  const name = typeof options.id === 'string' ? `blog '${options.id}'` : 'blog';
  const out: Obj = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'path' || (PLUGIN_KEYS as readonly string[]).includes(key)) continue;
    if (!BLOG_OPTIONS.includes(key)) {
      notCarried.push(`The ${name}'s option \`${key}\`.`);
      continue;
    }
    if (typeof value === 'function') {
      notCarried.push(`The ${name}'s option \`${key}\`: a function is not written into site.config.ts.`);
      continue;
    }
    if (key === 'feedOptions' && isObject(value)) {
      const feed: Obj = {};
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'function' || !Object.keys(feedOptionsSchema.shape).includes(k)) notCarried.push(`The ${name}'s feedOptions.${k}.`);
        else if (k !== 'xslt') feed[k] = v;
      }
      out.feedOptions = feed;
      continue;
    }
    out[key] = value;
  }
  const target = path.posix.normalize(from).replace(/^(\.\.\/)+/, '');
  if (target !== 'blog') out.path = target;
  const parsed = blogSchema.safeParse(out);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      notCarried.push(`The ${name}'s option \`${issue.path.join('.')}\`: ${issue.message}.`);
      delete out[key];
    }
  }
  if (typeof out.editUrl === 'string') notCarried.push(`The ${name}'s editUrl: edit links now end in the post's path in the new site (${String(out.editUrl).replace(/\/?$/, '/')}content/${target}/...); move the posts there in the repository, or change editUrl.`);
  return { from, path: target, options: out };
}

/** A link policy Docusaurus accepts, or undefined. */
function linkPolicy(value: unknown): 'ignore' | 'log' | 'warn' | 'throw' | undefined {
  return value === 'ignore' || value === 'log' || value === 'warn' || value === 'throw' ? value : undefined;
}

/**
 * The git submodule (its path, as .gitmodules names it) that holds `folder`, when the repository of the
 * site (the nearest folder above it with a .gitmodules) declares one; undefined otherwise.
 */
function submoduleOf(siteDir: string, folder: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, '.gitmodules');
    if (existsSync(file)) {
      const paths = [...readFileSync(file, 'utf8').matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => m[1]!);
      const rel = path.relative(dir, folder).split(path.sep).join('/');
      return paths.find((p) => rel === p || rel.startsWith(`${p}/`));
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

/** The major version of `@docusaurus/core` the site's package.json asks for (`^2.4.3` -> 2), if it names one. */
function docusaurusMajor(siteDir: string): number | undefined {
  return docusaurusVersion(siteDir)?.[0];
}

/** The major and minor version of `@docusaurus/core` the site's package.json asks for (`^3.4.0` -> [3, 4]; a minor not named is 0). */
function docusaurusVersion(siteDir: string): [number, number] | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
    const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
    const found = typeof range === 'string' ? /^[\^~>=v\s]*(\d+)(?:\.(\d+))?/.exec(range) : undefined;
    return found ? [Number(found[1]), Number(found[2] ?? 0)] : undefined;
  } catch {
    return undefined;
  }
}
