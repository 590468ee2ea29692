/**
 * The only reader of content/: finds Markdown docs, standalone pages and `_category_` files with
 * fast-glob, splits front matter with gray-matter (as data only, front-matter.ts), validates it with zod and reports problems as
 * diagnostics with file, line and column. Imports nothing from model/, markdown/, render/ or build/.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { DiagnosticBag, suggestClosest, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { TranslationFolder } from '../config/locales.js';
import { jsonErrorPosition } from '../diagnostics/json-position.js';
import { categoryMetaSchema, DOCUSAURUS_ONLY_KEYS, frontMatterSchema, type CategoryMeta, type FrontMatter } from './schemas/front-matter.js';
import { readSourceText, symlinkLoops } from './read-source.js';
import { locateYamlPath } from '../diagnostics/yaml-locate.js';
import { DataFileError, loadYaml, readFrontMatter } from '../markdown/front-matter.js';
import type { AuthorsFileEntry, PostFrontMatter, TagsFileEntry } from './schemas/blog.js';

/** A Markdown file as read from disk, with validated front matter. */
export interface SourceDoc {
  kind: 'doc' | 'page' | 'post';
  /** Path relative to its area (`docs/` or `pages/`), posix, with extension. */
  relPath: string;
  /** Path relative to the site root, for diagnostics. */
  file: string;
  frontMatter: FrontMatter;
  /** The Markdown after the front matter. */
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
  /** A hash of the file's bytes, for caching. */
  hash: string;
  /** A hash of the Markdown body alone: what the rendered Markdown depends on. */
  bodyHash: string;
  /** A blog post: its blog, its own front-matter keys and its file's date (see load-blog.ts). */
  post?: PostSource;
}

/** What a blog post's file gives beyond a doc's. */
export interface PostSource {
  /** The blog's id. */
  blog: string;
  frontMatter: PostFrontMatter;
  /** The file's modification time (ISO), the date of a post with none in its front matter or name. */
  fileDate: string;
}

/** One blog as read from disk. */
export interface BlogContent {
  id: string;
  /** The blog folder, relative to the site root. */
  dir: string;
  posts: SourceDoc[];
  /** authors.yml by key, and the file (absent when the blog has none). */
  authors?: { file: string; entries: Record<string, AuthorsFileEntry> };
  /** tags.yml by key, and the file (absent when the blog has none). */
  tags?: { file: string; entries: Record<string, TagsFileEntry> };
}

/** A `_category_.json` / `_category_.yml` file. */
export interface SourceCategory {
  /** Folder relative to docs/, posix, '' for the root. */
  dir: string;
  file: string;
  meta: CategoryMeta;
}

export interface LoadedContent {
  docs: SourceDoc[];
  categories: SourceCategory[];
  /** The docs of each released version (versioned_docs/version-<name>/), in the order of versions.json. */
  versions?: VersionContent[];
  /** The docs of each docs area besides the main docs (`docsAreas`), named by area id, in the config's order. */
  areas?: VersionContent[];
  /** Each blog's posts, authors and tags (absent on a site without a blog). */
  blogs?: BlogContent[];
}

/** Every Markdown source of the content: docs and pages, the released versions' and docs areas' docs and the blogs' posts. */
export function allSources(content: LoadedContent): SourceDoc[] {
  return [...content.docs, ...(content.versions ?? []).flatMap((v) => v.docs), ...(content.areas ?? []).flatMap((a) => a.docs), ...(content.blogs ?? []).flatMap((b) => b.posts)];
}

/** The docs and category files of one released version. */
export interface VersionContent {
  name: string;
  docs: SourceDoc[];
  categories: SourceCategory[];
}

export interface LoadContentOptions {
  /** Absolute site root (diagnostic paths are relative to it). */
  root: string;
  /** Absolute content directory (holds docs/ and pages/). */
  contentDir: string;
  /** Only re-read these files (relative to root); others are taken from `previous`. */
  changed?: ReadonlySet<string>;
  previous?: LoadedContent;
  /** Told how many files there are as soon as they are listed, before any is read. */
  onListed?: (count: number) => void;
  /** Which files of the docs folder are docs (Docusaurus's docs `include` and `exclude`, relative to it). */
  docsFiles?: DocsFiles;
}

/** Globs relative to a docs folder: the docs are the files `include` matches that `exclude` does not. */
export interface DocsFiles {
  include: readonly string[];
  exclude: readonly string[];
}

/** The glob patterns and ignores for a docs folder at `dir` ('' for the folder itself) and its category files. */
function docsGlobs(dir: string, files: DocsFiles | undefined): { patterns: string[]; ignore: string[] } {
  const at = (p: string) => (dir ? `${dir}/${p}` : p);
  return {
    patterns: [...(files?.include ?? ['**/*.{md,mdx}']).map(at), at('**/_category_.{json,yml,yaml}')],
    ignore: [...PARTIALS, ...(files?.exclude ?? []).map(at)],
  };
}

/**
 * Files and folders whose name starts with `_` are partials, imported by other MDX pages, not pages of
 * their own: Docusaurus's default `exclude`.
 */
const PARTIALS = ['**/_*.{md,mdx}', '**/_*/**'];
const isPartial = (rel: string) => rel.split('/').some((segment, i, all) => segment.startsWith('_') && (i < all.length - 1 || /\.mdx?$/.test(segment)));

const FRONT_MATTER_KEYS = Object.keys(frontMatterSchema.shape);
/** The order of `localeCompare`, from one collator instead of one per comparison. */
const byLocale = new Intl.Collator();

/** Reads and validates every doc, page and category file under the content directory. */
export async function loadContent(options: LoadContentOptions): Promise<{ content: LoadedContent; diagnostics: Diagnostic[] }> {
  const bag = new DiagnosticBag();
  const cwd = options.contentDir;
  const prefix = toPosix(path.relative(options.root, cwd));
  const previousByFile = new Map<string, SourceDoc | SourceCategory>();
  // The pages in src/pages/ are listed and read afresh on every run (sitePages).
  for (const d of options.previous?.docs ?? []) if (!d.file.startsWith(`${REACT_PAGES}/`)) previousByFile.set(d.file, d);
  for (const c of options.previous?.categories ?? []) previousByFile.set(c.file, c);
  const globs = docsGlobs('docs', options.docsFiles);
  const list = async () => [...new Set([...(await fg(globs.patterns, { cwd, onlyFiles: true, dot: false, ignore: globs.ignore })), ...(await fg('pages/**/*.{md,mdx}', { cwd, onlyFiles: true, dot: false, ignore: PARTIALS }))])];
  const files = knownFiles(options, previousByFile, prefix) ?? withoutLoops(cwd, await list(), bag, (rel) => (prefix ? `${prefix}/${rel}` : rel));
  files.sort();
  options.onListed?.(files.length);
  const docs: SourceDoc[] = [];
  const categories: SourceCategory[] = [];
  const toRead: { rel: string; file: string }[] = [];
  for (const rel of files) {
    const file = prefix ? `${prefix}/${rel}` : rel;
    const cached = options.changed && !options.changed.has(file) ? previousByFile.get(file) : undefined;
    if (!cached) toRead.push({ rel, file });
    else if ('meta' in cached) categories.push(cached);
    else docs.push(cached);
  }
  await Promise.all(
    toRead.map(async ({ rel, file }) => {
      const text = await readSourceText(path.join(cwd, rel), file, options.root, bag);
      if (text === undefined) return;
      if (/_category_\.(json|ya?ml)$/.test(rel)) {
        const category = parseCategory(text, rel, file, bag);
        if (category) categories.push(category);
      } else {
        const doc = parseDoc(text, rel, file, bag);
        if (doc) docs.push(doc);
      }
    }),
  );
  docs.push(...(await sitePages(options.root, bag)));
  docs.sort((a, b) => byLocale.compare(a.file, b.file));
  categories.sort((a, b) => byLocale.compare(a.file, b.file));
  return { content: { docs, categories }, diagnostics: inFileOrder(bag.items) };
}

/** Where a site keeps its React pages, as Docusaurus does, and what there is not a page (Docusaurus's default `exclude`). */
const REACT_PAGES = 'src/pages';
const REACT_PAGE_EXCLUDE = ['**/_*', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

/** Whether a file (relative to the site root) is a React page. */
export function isReactPage(file: string): boolean {
  return file.startsWith(`${REACT_PAGES}/`) && /\.[jt]sx?$/.test(file) && !file.endsWith('.d.ts') && !file.split('/').some((s) => s.startsWith('_') || s === '__tests__') && !/\.test\.[jt]sx?$/.test(file);
}

/**
 * The site's pages in src/pages/, as Docusaurus has them: a React page (`.js/.jsx/.ts/.tsx`) is a
 * standalone page at its path (`index.js` -> `/`, `about.tsx` -> `/about`) whose body renders the
 * module's default export, so it goes through the Markdown and component stages as an MDX page that
 * imports it would; a Markdown page (`.md/.mdx`) is read as one in content/pages/ is. Listed and read on
 * every run (a glob of one folder): a page added or removed under `serve --watch` is seen.
 */
async function sitePages(root: string, bag: DiagnosticBag): Promise<SourceDoc[]> {
  const markdown = await fg(`${REACT_PAGES}/**/*.{md,mdx}`, { cwd: root, onlyFiles: true, dot: false, ignore: REACT_PAGE_EXCLUDE });
  const pages = await Promise.all(
    markdown.map(async (file) => {
      const text = await readSourceText(path.join(root, file), file, root, bag);
      return text === undefined ? undefined : parseDoc(text, `pages/${file.slice(REACT_PAGES.length + 1)}`, file, bag);
    }),
  );
  return [...pages.filter((p): p is SourceDoc => p !== undefined), ...(await reactPages(root))];
}

async function reactPages(root: string): Promise<SourceDoc[]> {
  const files = await fg(`${REACT_PAGES}/**/*.{js,jsx,ts,tsx}`, { cwd: root, onlyFiles: true, dot: false, ignore: REACT_PAGE_EXCLUDE });
  return files.filter(isReactPage).map((file) => {
    const body = `import Page from '@site/${file}';\n\n<Page />\n`;
    return {
      kind: 'page' as const,
      relPath: `${file.slice(REACT_PAGES.length + 1).replace(/\.[jt]sx?$/, '')}.mdx`,
      file,
      frontMatter: frontMatterSchema.parse({ hide_title: true, hide_table_of_contents: true }),
      body,
      bodyLine: 1,
      hash: hashText(file),
      bodyHash: hashText(body),
    };
  });
}

/** The listed files less those reached through a folder link that leads back above itself (each such link reported once). */
function withoutLoops(cwd: string, files: string[], bag: DiagnosticBag, shown: (rel: string) => string): string[] {
  const loops = symlinkLoops(cwd, files, bag, shown);
  return loops.length ? files.filter((rel) => !loops.some((loop) => rel.startsWith(`${loop}/`))) : files;
}

/** Files are read in parallel; reported in file order, so the same content always gives the same report. */
function inFileOrder(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * Reads the Markdown files (and, for docs, the category files) of a folder below the root that stands
 * for a docs or pages area: a released version's docs, a locale's translations. They are parsed as files
 * of that area, so ids, categories and front matter follow the same rules; paths are the folder's.
 */
async function readAreaFolder(root: string, dir: string, area: 'docs' | 'pages', bag: DiagnosticBag, docsFiles?: DocsFiles): Promise<{ docs: SourceDoc[]; categories: SourceCategory[] }> {
  const cwd = path.join(root, dir);
  const globs = area === 'docs' ? docsGlobs('', docsFiles) : { patterns: ['**/*.{md,mdx}'], ignore: PARTIALS };
  const files = withoutLoops(cwd, await fg(globs.patterns, { cwd, onlyFiles: true, dot: false, ignore: globs.ignore }), bag, (rel) => `${dir}/${rel}`);
  const docs: SourceDoc[] = [];
  const categories: SourceCategory[] = [];
  await Promise.all(
    files.map(async (rel) => {
      const file = `${dir}/${rel}`;
      const text = await readSourceText(path.join(cwd, rel), file, root, bag);
      if (text === undefined) return;
      if (/_category_\.(json|ya?ml)$/.test(rel)) {
        const category = parseCategory(text, `docs/${rel}`, file, bag);
        if (category) categories.push(category);
      } else {
        const doc = parseDoc(text, `${area}/${rel}`, file, bag);
        if (doc) docs.push(doc);
      }
    }),
  );
  docs.sort((a, b) => byLocale.compare(a.file, b.file));
  categories.sort((a, b) => byLocale.compare(a.file, b.file));
  return { docs, categories };
}

/**
 * Reads the docs of each released version from `<root>/<dir(name)>/`, as the current docs are read:
 * the same front matter and category rules, paths relative to that folder.
 */
export async function loadVersionedContent(root: string, versions: readonly { name: string; dir: string; files?: DocsFiles }[], docsFiles?: DocsFiles): Promise<{ versions: VersionContent[]; diagnostics: Diagnostic[] }> {
  const bag = new DiagnosticBag();
  const out = await Promise.all(versions.map(async ({ name, dir, files }): Promise<VersionContent> => ({ name, ...(await readAreaFolder(root, dir, 'docs', bag, files ?? docsFiles)) })));
  return { versions: out, diagnostics: inFileOrder(bag.items) };
}

/** What a locale's translation folders hold, read once (watch mode keeps it while no file below them changes). */
export interface TranslatedFiles {
  folders: { folder: TranslationFolder; docs: SourceDoc[]; categories: SourceCategory[] }[];
  /** What reading them found wrong. */
  diagnostics: Diagnostic[];
}

/**
 * The content as a locale shows it, the way Docusaurus localises docs: every doc, page and category file
 * whose translation exists at the same place under the locale's folders is replaced by it; the others stay
 * as they are (they fall back to the default locale). A translated file with no original is not a page,
 * and is reported. `known`: the folders as read before, used instead of reading them again.
 */
export async function loadTranslatedContent(root: string, content: LoadedContent, folders: readonly TranslationFolder[], known?: TranslatedFiles): Promise<{ content: LoadedContent; diagnostics: Diagnostic[]; translations: TranslatedFiles }> {
  const translations = known ?? (await readTranslations(root, folders));
  const bag = new DiagnosticBag();
  const overlay = (docs: SourceDoc[], categories: SourceCategory[], version: string | undefined, docsArea?: string) => {
    const own = translations.folders.filter((r) => r.folder.version === version && r.folder.docsArea === docsArea);
    const docsBy = new Map(own.flatMap((r) => r.docs).map((d) => [`${d.kind}:${d.relPath}`, d]));
    const categoriesBy = new Map(own.flatMap((r) => r.categories).map((c) => [c.dir, c]));
    const originals = new Set(docs.map((d) => `${d.kind}:${d.relPath}`));
    for (const [key, doc] of docsBy) {
      if (!originals.has(key)) bag.warn('i18n/no-original', `This translation has no original: the default locale has no ${doc.kind} at ${doc.relPath}.`, { file: doc.file, line: 1, column: 1, hint: 'A translation sits at the same path as the file it translates; move it there, or add the original.' });
    }
    return { docs: docs.map((d) => docsBy.get(`${d.kind}:${d.relPath}`) ?? d), categories: categories.map((c) => categoriesBy.get(c.dir) ?? c) };
  };
  const current = overlay(content.docs, content.categories, undefined);
  const versions = content.versions?.map((v) => ({ name: v.name, ...overlay(v.docs, v.categories, v.name) }));
  // A docs area is translated as Docusaurus translates a docs plugin with an id; one with no translated file keeps its object.
  const translatedArea = (name: string) => translations.folders.some((r) => r.folder.docsArea === name && (r.docs.length || r.categories.length));
  const areas = content.areas?.some((a) => translatedArea(a.name)) ? content.areas.map((a) => (translatedArea(a.name) ? { name: a.name, ...overlay(a.docs, a.categories, undefined, a.name) } : a)) : content.areas;
  return { content: { ...current, ...(versions ? { versions } : {}), ...(areas ? { areas } : {}) }, diagnostics: [...translations.diagnostics, ...bag.items], translations };
}

/** Reads the docs, pages and category files of a locale's translation folders (those that exist). */
async function readTranslations(root: string, folders: readonly TranslationFolder[]): Promise<TranslatedFiles> {
  const bag = new DiagnosticBag();
  const read = await Promise.all(
    folders.map(async (folder) => ({ folder, ...(existsSync(path.join(root, folder.dir)) ? await readAreaFolder(root, folder.dir, folder.area, bag) : { docs: [], categories: [] }) })),
  );
  return { folders: read, diagnostics: inFileOrder(bag.items) };
}

/**
 * The content files of `previous` (`known`, by root-relative path) when no change can have added or removed one (watch mode's usual
 * edit: a known file saved again), so the tree is not listed again; undefined when it must be.
 */
function knownFiles(options: LoadContentOptions, known: ReadonlyMap<string, unknown>, prefix: string): string[] | undefined {
  if (!options.previous || !options.changed) return undefined;
  for (const file of options.changed) {
    const abs = path.join(options.root, file);
    if (known.has(file)) {
      if (!existsSync(abs)) return undefined;
      continue;
    }
    const rel = toPosix(path.relative(options.contentDir, abs));
    // Files outside the content folder, hidden ones and anything not Markdown or a category file cannot be content.
    if (rel.startsWith('../') || rel.split('/').some((segment) => segment.startsWith('.'))) continue;
    if (/^(docs|pages)\/.*\.mdx?$/.test(rel) && !isPartial(rel)) return undefined;
    if (/^docs\/(.*\/)?_category_\.(json|ya?ml)$/.test(rel) && !isPartial(path.posix.dirname(rel) + '/')) return undefined;
  }
  return [...known.keys()].map((file) => (prefix ? file.slice(prefix.length + 1) : file));
}

/** Pages larger than this many characters get a warning as they are read: they build and load slowly. */
export const LARGE_PAGE = 1_000_000;
/** The most characters a page's body may hold: past this it is an error at once, not a build that runs for many minutes. */
export const TOO_LARGE_PAGE = 10_000_000;

/** Parses one Markdown file's text; reports problems into `bag` and returns undefined when it cannot be used. */
export function parseDoc(text: string, rel: string, file: string, bag: DiagnosticBag): SourceDoc | undefined {
  const [area, ...rest] = rel.split('/');
  let parsed: { data: unknown; content: string; matter?: string };
  try {
    parsed = readFrontMatter(text);
  } catch (cause) {
    if (cause instanceof DataFileError) {
      bag.error(cause.code, cause.message, { file, line: cause.mark.line + 1, column: cause.mark.column + 1, hint: cause.hint });
      return undefined;
    }
    const err = cause as { mark?: { line: number; column: number }; reason?: string; message: string };
    bag.error('front-matter/yaml', `Front matter is not valid YAML: ${err.reason ?? err.message.split('\n')[0]}`, {
      file,
      line: err.mark ? err.mark.line + 1 : 1,
      column: err.mark ? err.mark.column + 1 : 1,
      hint: 'Front matter is YAML between two `---` lines; quote values that contain a colon followed by a space.',
    });
    return undefined;
  }
  const data = parsed.data === null || parsed.data === undefined ? {} : parsed.data;
  const fmText = parsed.matter ?? '';
  warnLikelyTypos(data, fmText, file, bag);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    reportIssues(result.error, fmText, file, 0, bag, FRONT_MATTER_KEYS);
    return undefined;
  }
  const bodyStart = text.length - parsed.content.length;
  const bodyLine = text.slice(0, bodyStart).split('\n').length;
  if (parsed.content.length > TOO_LARGE_PAGE) {
    bag.error('markdown/too-large-page', `This page is ${(parsed.content.length / 1e6).toFixed(1)} million characters long, more than the ${TOO_LARGE_PAGE / 1e6} million a page may hold: it would take minutes to build (a 50 million character page ran for more than four) and no browser would show it well.`, {
      file,
      line: bodyLine,
      column: 1,
      hint: 'Split it into several pages (a category of them), or move large tables or data into a file the page links to.',
    });
    return undefined;
  }
  if (parsed.content.length > LARGE_PAGE) {
    bag.warn('markdown/large-page', `This page is ${(parsed.content.length / 1e6).toFixed(1)} million characters long, which takes seconds to build and to load in a browser.`, {
      file,
      line: bodyLine,
      column: 1,
      hint: 'Split it into several pages (a category of them), or move large tables or data into a file the page links to.',
    });
  }
  return {
    kind: area === 'pages' ? 'page' : area === 'blog' ? 'post' : 'doc',
    relPath: rest.join('/'),
    file,
    frontMatter: result.data,
    body: parsed.content,
    bodyLine,
    hash: hashText(text),
    bodyHash: hashText(parsed.content),
  };
}

/**
 * Custom keys are kept, so a misspelt known key would silently do nothing: warn about each unknown key
 * within two edits of a known one (`titel`, `sidebar_positon`, `Title`).
 */
function warnLikelyTypos(data: unknown, fmText: string, file: string, bag: DiagnosticBag): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  for (const key of Object.keys(data)) {
    if (FRONT_MATTER_KEYS.includes(key) || (DOCUSAURUS_ONLY_KEYS as readonly string[]).includes(key)) continue;
    const guess = suggestClosest(key, FRONT_MATTER_KEYS, 2);
    if (!guess) continue;
    const pos = locateYamlPath(fmText, [key]);
    bag.warn('front-matter/unknown-key', `Unknown key '${key}' is kept as a custom key, but looks like a misspelt '${guess}'.`, {
      file,
      line: pos.line,
      column: pos.column,
      hint: `Did you mean '${guess}'? Rename it, or ignore this warning if '${key}' is meant as a custom key.`,
    });
  }
}

function parseCategory(text: string, rel: string, file: string, bag: DiagnosticBag): SourceCategory | undefined {
  let data: unknown;
  try {
    data = rel.endsWith('.json') ? JSON.parse(text) : loadYaml(text);
  } catch (cause) {
    const err = cause as { mark?: { line: number; column: number }; message: string };
    const pos = rel.endsWith('.json') ? jsonErrorPosition(text) : err.mark ? { line: err.mark.line + 1, column: err.mark.column + 1 } : { line: 1, column: 1 };
    bag.error('category/syntax', `${rel.endsWith('.json') ? 'JSON' : 'YAML'} syntax error: ${err.message.split('\n')[0]}`, {
      file,
      ...pos,
      hint: 'Fix the syntax; a category file holds label, position, collapsed and link.',
    });
    return undefined;
  }
  const result = categoryMetaSchema.safeParse(data ?? {});
  if (!result.success) {
    reportIssues(result.error, text, file, 0, bag, Object.keys(categoryMetaSchema.shape));
    return undefined;
  }
  const dir = path.posix.dirname(rel.split('/').slice(1).join('/'));
  return { dir: dir === '.' ? '' : dir, file, meta: result.data };
}

/** Turns zod issues into diagnostics that point at the YAML (or JSON) line of the key. */
export function reportIssues(error: z.ZodError, sourceText: string, file: string, lineOffset: number, bag: DiagnosticBag, topKeys: string[]): void {
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const pos = locateYamlPath(sourceText, [...issue.path, key]);
        const guess = issue.path.length === 0 ? suggestClosest(key, topKeys) : undefined;
        bag.error('front-matter/unknown-key', `Unknown key '${[...issue.path.map(String), key].join('.')}'.`, {
          file,
          line: pos.line + lineOffset,
          column: pos.column,
          hint: guess ? `Did you mean '${guess}'?` : 'Remove it, or check the spelling against the front-matter reference.',
        });
      }
      continue;
    }
    const pos = locateYamlPath(sourceText, issue.path);
    const where = issue.path.map(String).join('.') || 'front matter';
    bag.error('front-matter/invalid', `${where}: ${issue.message}`, {
      file,
      line: pos.line + lineOffset,
      column: pos.column,
      hint: hintFor(issue),
    });
  }
}

function hintFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `Give '${issue.path.map(String).join('.')}' a value of type ${issue.expected}.`;
  if (issue.code === 'invalid_value') return `Allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  return 'Fix the value as the message says.';
}

/** A native relative path with `/` separators, the form every file path in the build takes. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** A digest of the text, to notice an edit (native SHA-1: faster here than hashing in JavaScript, and without FNV's collisions). */
export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
