/**
 * migrateDocusaurus(): turns a Docusaurus site into a mistdocs site: site.config.ts from
 * docusaurus.config.js and the sidebars file (both executed with Node, as Docusaurus does), the docs
 * folder, static/ and the Markdown pages copied into content/. Returns what it wrote and what it could
 * not carry over (plugins, themes, swizzled components, React pages...). Reads the Docusaurus site and
 * writes only into the output folder; prints nothing.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { importTypeScript } from '../config/import-module.js';
import { mapDocusaurusSidebars } from '../config/load-sidebars.js';

export interface MigrateOptions {
  /** The Docusaurus site's folder (holds docusaurus.config.js). */
  siteDir: string;
  /** Where the mistdocs site is written; must not exist or be empty. */
  outDir: string;
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

type Obj = Record<string, unknown>;

export async function migrateDocusaurus(options: MigrateOptions): Promise<MigrateResult> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const configName = CONFIG_NAMES.find((n) => existsSync(path.join(siteDir, n)));
  if (!configName) throw new MigrateError(`No docusaurus.config.js (or .ts) in ${siteDir}.`);
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) throw new MigrateError(`The output folder ${outDir} is not empty; give an empty or new folder with --out.`);

  let loaded: unknown;
  try {
    loaded = await importTypeScript(path.join(siteDir, configName));
    if (typeof loaded === 'function') loaded = await (loaded as () => unknown)();
  } catch (cause) {
    throw new MigrateError(`${configName} could not be run: ${cause instanceof Error ? cause.message : String(cause)}. Install the site's dependencies (npm install in ${siteDir}) and try again.`);
  }
  const config = obj(loaded);
  const notCarried: string[] = [];
  const written: string[] = [];

  // The classic preset's docs and pages options (or the same plugins listed on their own).
  const presets = list(config.presets).map(entry);
  const classic = presets.find((p) => /preset-classic|^classic$/.test(p.name));
  for (const p of presets) if (p !== classic) notCarried.push(`The preset ${p.name} (only the classic preset's docs and pages options are read).`);
  const docsOptions = classic?.options.docs === false ? undefined : obj(classic?.options.docs);
  if (classic && obj(classic.options.blog) && classic.options.blog !== false && existsSync(path.join(siteDir, String(obj(classic.options.blog).path ?? 'blog')))) notCarried.push('The blog: mistdocs has no blog; its posts were not copied.');
  if (classic && classic.options.theme && obj(obj(classic.options.theme)).customCss) notCarried.push(`Custom CSS (${JSON.stringify(obj(classic.options.theme).customCss)}): mistdocs has its own theme; port the rules you need by hand.`);
  for (const p of list(config.plugins).map(entry)) notCarried.push(`The plugin ${p.name}.`);
  for (const t of list(config.themes).map(entry)) notCarried.push(`The theme ${t.name}.`);
  for (const key of ['clientModules', 'scripts', 'stylesheets', 'headTags', 'customFields', 'staticDirectories', 'i18n']) {
    if (config[key] !== undefined && !(Array.isArray(config[key]) && (config[key] as unknown[]).length === 0)) notCarried.push(`\`${key}\` of docusaurus.config.`);
  }
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    if (list(docsOptions?.[key]).length > 0) notCarried.push(`docs.${key}: import the same plugins in site.config.ts under \`markdown.${key}\`.`);
  }
  if (typeof docsOptions?.editUrl === 'function') notCarried.push('docs.editUrl is a function; give mistdocs a base URL string.');

  // Sidebars: the file the docs options name, else sidebars.js beside the config.
  const sidebarPath = typeof docsOptions?.sidebarPath === 'string' ? path.resolve(siteDir, docsOptions.sidebarPath) : ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs'].map((n) => path.join(siteDir, n)).find((f) => existsSync(f));
  let sidebars: Obj | undefined;
  if (sidebarPath && existsSync(sidebarPath)) {
    try {
      const mapped = mapDocusaurusSidebars(await importTypeScript(sidebarPath));
      sidebars = mapped.sidebars;
      for (const p of mapped.problems) notCarried.push(`Sidebar item ${p.path}: ${p.message}`);
    } catch (cause) {
      notCarried.push(`The sidebars file ${path.relative(siteDir, sidebarPath)} could not be run (${cause instanceof Error ? cause.message : String(cause)}); the sidebar is generated from the folders.`);
    }
  }

  const docsDir = path.join(siteDir, typeof docsOptions?.path === 'string' ? docsOptions.path : 'docs');
  const markdown = obj(config.markdown);
  const site: Obj = {
    title: str(config.title) ?? path.basename(siteDir),
    ...(str(config.tagline) ? { tagline: config.tagline } : {}),
    url: str(config.url) ?? 'https://example.com',
    baseUrl: str(config.baseUrl) ?? '/',
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    ...(['ignore', 'log', 'warn', 'throw'].includes(String(config.onBrokenLinks)) ? { onBrokenLinks: config.onBrokenLinks } : {}),
    ...(str(config.favicon) ? { favicon: config.favicon } : {}),
    docs: {
      routeBasePath: (() => {
        const base = str(docsOptions?.routeBasePath) ?? 'docs';
        return `/${base.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '/');
      })(),
      ...(typeof docsOptions?.editUrl === 'string' ? { editUrl: docsOptions.editUrl } : {}),
      ...(docsOptions?.showLastUpdateTime === true ? { showLastUpdateTime: true } : {}),
      ...(sidebars ? { sidebars } : {}),
      ...versionOptions(docsOptions),
    },
    // Docusaurus 3 reads .md files as MDX unless told otherwise.
    markdown: { format: ['md', 'mdx', 'detect'].includes(String(markdown.format)) ? markdown.format : 'mdx' },
  };
  if (obj(obj(config.themeConfig).navbar).items) notCarried.push('themeConfig.navbar: add the items you need under `navbar` in site.config.ts.');
  if (obj(config.themeConfig).footer) notCarried.push('themeConfig.footer: add it under `footer` in site.config.ts.');

  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'site.config.ts'), `import { defineConfig } from 'mistdocs';\n\n// Made by mistdocs migrate from ${configName}.\nexport default defineConfig(${JSON.stringify(site, null, 2)});\n`);
  written.push('site.config.ts');
  if (existsSync(docsDir)) {
    await cp(docsDir, path.join(outDir, 'content/docs'), { recursive: true });
    written.push(`content/docs/ (from ${path.relative(siteDir, docsDir)}/)`);
  } else notCarried.push(`No docs folder at ${path.relative(siteDir, docsDir)}/.`);
  written.push(...(await copyVersions(siteDir, outDir)));
  if (existsSync(path.join(siteDir, 'static'))) {
    await cp(path.join(siteDir, 'static'), path.join(outDir, 'content/static'), { recursive: true });
    written.push('content/static/ (from static/)');
  }
  const pagesDir = path.join(siteDir, 'src/pages');
  if (existsSync(pagesDir)) {
    const pages = await fg(['**/*.{md,mdx}'], { cwd: pagesDir, ignore: ['**/_*', '**/_*/**'] });
    for (const page of pages) await cp(path.join(pagesDir, page), path.join(outDir, 'content/pages', page));
    if (pages.length > 0) written.push(`content/pages/ (${pages.length} Markdown page${pages.length === 1 ? '' : 's'} from src/pages/)`);
    const react = await fg(['**/*.{js,jsx,ts,tsx}'], { cwd: pagesDir, ignore: ['**/_*', '**/_*/**'] });
    for (const page of react) notCarried.push(`The React page src/pages/${page}: mistdocs builds pages from Markdown only.`);
  }
  if (existsSync(path.join(siteDir, 'src/theme'))) {
    const swizzled = await fg(['*'], { cwd: path.join(siteDir, 'src/theme'), onlyFiles: false, deep: 1 });
    notCarried.push(`Swizzled theme components in src/theme/ (${swizzled.join(', ')}).`);
  }
  return { outDir, written, notCarried };
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

function obj(value: unknown): Obj {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter(Boolean) : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A preset, plugin or theme entry: `'name'`, `['name', options]`, or a function. */
function entry(value: unknown): { name: string; options: Obj } {
  const [head, options] = Array.isArray(value) ? value : [value, {}];
  const name = typeof head === 'string' ? head : typeof head === 'function' ? `${head.name || 'an inline plugin'} (a function)` : 'an unnamed entry';
  return { name, options: obj(options) };
}
