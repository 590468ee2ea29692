/**
 * Locales, as Docusaurus lays them out: each locale's settings with their defaults, where its pages go,
 * and its translation files under `i18n/<locale>/`:
 *   code.json                                   theme strings ("Next", "On this page", ...)
 *   docusaurus-theme-classic/navbar.json        navbar title and item labels
 *   docusaurus-theme-classic/footer.json        footer column titles, link labels, copyright
 *   docusaurus-plugin-content-docs/current.json the current version's label and sidebar labels
 *   docusaurus-plugin-content-docs/version-<v>.json  the same for a released version
 *   docusaurus-plugin-content-docs-<id>/current.json  the same for the docs area `<id>` (`docsAreas`)
 * Each file maps an id to `{ "message": "...", "description": "..." }`. The translated docs themselves
 * are content (load-content.ts). Pure but for reading those files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { jsonErrorPosition, positionOf } from '../diagnostics/json-position.js';
import type { SiteConfig } from './schemas/site.js';

/** A locale with every setting decided. */
export interface ResolvedLocale {
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** Its folder under `i18n/` (Docusaurus's `path`; its pages' folder is its name, as Docusaurus builds them). */
  path: string;
  /** The base URL of its pages: the site's for the default locale, `<baseUrl><name>/` for the others. */
  baseUrl: string;
  isDefault: boolean;
}

const ownRequire = createRequire(import.meta.url);

/** Languages written right to left (their primary subtag), for a locale whose direction is not given. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Every locale of the site, the default first, with Docusaurus's defaults for what the config leaves out. */
export function resolveLocales(config: Pick<SiteConfig, 'i18n' | 'baseUrl'>): ResolvedLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const ordered = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  return ordered.map((name) => {
    const own = localeConfigs[name] ?? {};
    const isDefault = name === defaultLocale;
    const folder = own.path ?? name;
    return {
      name,
      label: own.label ?? languageName(name),
      direction: own.direction ?? (RIGHT_TO_LEFT.has(name.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'),
      htmlLang: own.htmlLang ?? name,
      calendar: own.calendar ?? 'gregory',
      path: folder,
      baseUrl: isDefault ? config.baseUrl : `${config.baseUrl}${name}/`,
      isDefault,
    };
  });
}

/** A language's name in itself ('Français', 'العربية'), first letter upper-cased as Docusaurus shows it. */
function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** One locale's translated strings, by file. */
export interface Translations {
  /** code.json: theme strings by Docusaurus's ids (`theme.docs.paginator.next`). */
  theme: Record<string, string>;
  /** navbar.json: `title`, `logo.alt`, `item.label.<label>`. */
  navbar: Record<string, string>;
  /** footer.json: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`. */
  footer: Record<string, string>;
  /** current.json and version-<v>.json, by version name ('current' for the docs folder). */
  docs: Record<string, Record<string, string>>;
  /** Each docs area's current.json (its version label and sidebar labels), by area id. */
  areas: Record<string, Record<string, string>>;
}

/** A locale's folder of translations, relative to the site root (posix): `i18n/<path>`. */
export function localeFolder(i18n: Pick<SiteConfig['i18n'], 'path'>, locale: Pick<ResolvedLocale, 'path'>): string {
  return `${i18n.path.replace(/\\/g, '/').replace(/^\.\/|\/+$/g, '')}/${locale.path}`;
}

/** A folder of translated docs or pages and the folder of the files it translates (both relative to the site root). */
export interface TranslationFolder {
  dir: string;
  area: 'docs' | 'pages';
  /** The released version whose docs it translates; absent for the current docs and the pages. */
  version?: string;
  /** The docs area (`docsAreas[].id`) whose docs it translates; absent for the main docs and the pages. */
  docsArea?: string;
  original: string;
}

/**
 * The folders of a locale's translated docs and pages (none without a locale): the current docs, the
 * pages, each released version, and each docs area (Docusaurus's folder of a docs plugin with an `id`).
 */
export function translationFolders(config: Pick<SiteConfig, 'i18n' | 'contentDir'> & { locale?: ResolvedLocale; versioned?: readonly { name: string }[]; docsAreas?: readonly { id: string; path: string }[] }): TranslationFolder[] {
  if (!config.locale) return [];
  const dir = localeFolder(config.i18n, config.locale);
  return [
    { dir: `${dir}/docusaurus-plugin-content-docs/current`, area: 'docs', original: `${config.contentDir}/docs` },
    { dir: `${dir}/docusaurus-plugin-content-pages`, area: 'pages', original: `${config.contentDir}/pages` },
    ...(config.versioned ?? []).map((v): TranslationFolder => ({ dir: `${dir}/docusaurus-plugin-content-docs/version-${v.name}`, area: 'docs', version: v.name, original: `versioned_docs/version-${v.name}` })),
    ...(config.docsAreas ?? []).map((a): TranslationFolder => ({ dir: `${areaFolder(dir, a.id)}/current`, area: 'docs', docsArea: a.id, original: areaContentDir(config.contentDir, a.path) })),
  ];
}

/** A docs area's folder among a locale's translations: Docusaurus's `docusaurus-plugin-content-docs-<id>`. */
function areaFolder(localeDir: string, id: string): string {
  return `${localeDir}/docusaurus-plugin-content-docs-${id}`;
}

/** A docs area's folder relative to the site root (posix), as its docs' files name it: `content/community`. */
export function areaContentDir(contentDir: string, areaPath: string): string {
  return path.posix.join(contentDir.split(path.sep).join('/'), areaPath.replace(/\\/g, '/').replace(/\/+$/, ''));
}

/** The translation files of a locale that exist, relative to the site root, with what each holds. */
export function translationFiles(root: string, i18n: Pick<SiteConfig['i18n'], 'path'>, locale: ResolvedLocale, versionNames: readonly string[], areaIds: readonly string[] = []): { file: string; holds: string }[] {
  const dir = localeFolder(i18n, locale);
  const candidates = [
    { file: `${dir}/code.json`, holds: 'theme' },
    { file: `${dir}/docusaurus-theme-classic/navbar.json`, holds: 'navbar' },
    { file: `${dir}/docusaurus-theme-classic/footer.json`, holds: 'footer' },
    { file: `${dir}/docusaurus-plugin-content-docs/current.json`, holds: 'docs:current' },
    ...versionNames.map((v) => ({ file: `${dir}/docusaurus-plugin-content-docs/version-${v}.json`, holds: `docs:${v}` })),
    ...areaIds.map((id) => ({ file: `${areaFolder(dir, id)}/current.json`, holds: `area:${id}` })),
  ];
  return candidates.filter((c) => existsSync(path.join(root, c.file)));
}

/** Reads a locale's translation files; a file that is not such a map is an error at its line and column. */
export function loadTranslations(root: string, i18n: Pick<SiteConfig['i18n'], 'path'>, locale: ResolvedLocale, versionNames: readonly string[], areaIds: readonly string[] = []): { translations: Translations; diagnostics: Diagnostic[] } {
  const translations: Translations = { theme: defaultThemeStrings(locale.name), navbar: {}, footer: {}, docs: {}, areas: {} };
  const diagnostics: Diagnostic[] = [];
  for (const { file, holds } of translationFiles(root, i18n, locale, versionNames, areaIds)) {
    const messages = readMessages(path.join(root, file), file, diagnostics);
    if (holds.startsWith('docs:')) translations.docs[holds.slice(5)] = messages;
    else if (holds.startsWith('area:')) translations.areas[holds.slice(5)] = messages;
    else if (holds === 'theme') translations.theme = { ...translations.theme, ...messages };
    else translations[holds as 'navbar' | 'footer'] = messages;
  }
  return { translations, diagnostics };
}

/**
 * The theme strings Docusaurus ships for a language (its theme-translations package: "Next", "On this
 * page", admonition titles, by the same ids), which a site's code.json overrides: a site in Japanese reads
 * Japanese without translating the theme itself. The package's own order of files to try (`pt` finds
 * `pt-BR`); English, the theme's own language, has none.
 */
function defaultThemeStrings(locale: string): Record<string, string> {
  const folder = path.join(path.dirname(ownRequire.resolve('@docusaurus/theme-translations/package.json')), 'locales');
  // The package's code (and the fs-extra it loads) only for a language it has strings for: not for English.
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  if (!readdirSync(folder).some((name) => name.toLowerCase() === language || name.toLowerCase().startsWith(`${language}-`))) return {};
  let tries: string[];
  try {
    tries = (ownRequire('@docusaurus/theme-translations') as { codeTranslationLocalesToTry: (locale: string) => string[] }).codeTranslationLocalesToTry(locale);
  } catch {
    // Not a language tag Intl reads: no shipped strings.
    return {};
  }
  for (const name of tries) {
    const file = path.join(folder, name, 'theme-common.json');
    if (!existsSync(file)) continue;
    const strings: Record<string, string> = {};
    for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)) if (typeof message === 'string' && !id.endsWith('___DESCRIPTION')) strings[id] = message;
    return strings;
  }
  return {};
}

function readMessages(absolute: string, file: string, diagnostics: Diagnostic[]): Record<string, string> {
  const text = readFileSync(absolute, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      code: 'i18n/syntax',
      message: `JSON syntax error: ${(error as Error).message.split('\n')[0]}`,
      hint: 'A translation file maps each id to { "message": "..." }; fix the syntax.',
      file,
      ...jsonErrorPosition(text),
    });
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push({ severity: 'error', code: 'i18n/invalid', message: 'A translation file must hold one JSON object.', hint: 'Write { "<id>": { "message": "..." } }.', file, line: 1, column: 1 });
    return {};
  }
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(data)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages[id] = message;
    else diagnostics.push({ severity: 'error', code: 'i18n/invalid', message: `The translation of '${id}' has no "message" string.`, hint: `Write "${id}": { "message": "..." }.`, file, ...positionOf(text, JSON.stringify(id)) });
  }
  return messages;
}

/**
 * The config as a locale's pages see it: that locale's base URL, and the navbar and footer in its
 * language (labels without a translation stay as written).
 */
export function localizeConfig<C extends SiteConfig>(config: C, locale: ResolvedLocale, t: Translations): C {
  const nav = (key: string, fallback: string) => t.navbar[key] ?? fallback;
  const foot = (key: string, fallback: string) => t.footer[key] ?? fallback;
  const { navbar, footer } = config;
  return {
    ...config,
    baseUrl: locale.baseUrl,
    navbar: {
      ...navbar,
      ...(navbar.title !== undefined ? { title: nav('title', navbar.title) } : {}),
      ...(navbar.logo ? { logo: { ...navbar.logo, alt: nav('logo.alt', navbar.logo.alt) } } : {}),
      items: navbar.items.map((item) => (item.label === undefined ? item : { ...item, label: nav(`item.label.${item.label}`, item.label) })),
    },
    ...(footer
      ? {
          footer: {
            ...footer,
            links: footer.links.map((col) => ({ title: foot(`link.title.${col.title}`, col.title), items: col.items.map((i) => ('label' in i ? { ...i, label: foot(`link.item.label.${i.label}`, i.label) } : i)) })),
            ...(footer.copyright !== undefined ? { copyright: foot('copyright', footer.copyright) } : {}),
          },
        }
      : {}),
  };
}

/**
 * The path a translated file stands in for (`i18n/ar/docusaurus-plugin-content-docs/current/a.md` ->
 * `content/docs/a.md`), so its links and images resolve as the original's do; other paths are returned as they are.
 */
export function originalPath(config: Parameters<typeof translationFolders>[0], file: string): string {
  const folder = translationFolders(config).find((f) => file.startsWith(`${f.dir}/`));
  return folder ? folder.original + file.slice(folder.dir.length) : file;
}
