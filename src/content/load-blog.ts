/**
 * Reads a blog's folder as Docusaurus's blog plugin does: the posts (`include` less `exclude`, Markdown
 * and MDX), authors.yml and tags.yml, each validated with errors at their file and line. A locale's
 * translated posts (`i18n/<locale>/docusaurus-plugin-content-blog[-<id>]/`) take the place of the posts
 * they translate. Imports nothing from model/, markdown/ or render/.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { DataFileError, loadYaml } from '../markdown/front-matter.js';
import type { z } from 'zod';
import type { BlogOptions } from '../config/schemas/blog.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseDoc, reportIssues, toPosix, type BlogContent, type SourceDoc } from './load-content.js';
import { readSourceText } from './read-source.js';
import { authorsFileSchema, postFrontMatterSchema, tagsFileSchema } from './schemas/blog.js';

export interface LoadBlogOptions {
  /** Absolute site root. */
  root: string;
  /** The blog folder, relative to the root. */
  dir: string;
  /** The locale's translation folder for this blog, relative to the root (absent for the default locale). */
  localizedDir?: string;
  options: BlogOptions;
}

/** Reads one blog: its posts in file order, its authors and tags files. */
export async function loadBlog({ root, dir, localizedDir, options }: LoadBlogOptions): Promise<{ blog: BlogContent; diagnostics: Diagnostic[] }> {
  const bag = new DiagnosticBag();
  const cwd = path.join(root, dir);
  const files = existsSync(cwd) ? await fg(options.include, { cwd, ignore: options.exclude, onlyFiles: true, dot: false }) : [];
  const localized = localizedDir && existsSync(path.join(root, localizedDir)) ? new Set(await fg(options.include, { cwd: path.join(root, localizedDir), ignore: options.exclude, onlyFiles: true, dot: false })) : new Set<string>();
  files.sort();
  const posts = await Promise.all(
    files.filter((rel) => /\.mdx?$/.test(rel)).map(async (rel): Promise<SourceDoc | undefined> => {
      // A translated post is read from the locale's folder, at the path of the post it translates.
      const from = localized.has(rel) ? localizedDir! : dir;
      const file = toPosix(path.join(from, rel));
      const abs = path.join(root, from, rel);
      const text = await readSourceText(abs, file, root, bag);
      if (text === undefined) return undefined;
      const doc = parseDoc(text, `blog/${rel}`, file, bag);
      if (!doc) return undefined;
      const own = postFrontMatterSchema.safeParse(doc.frontMatter);
      if (!own.success) {
        reportIssues(own.error, frontMatterText(text), file, 1, bag, Object.keys(postFrontMatterSchema.shape));
        return undefined;
      }
      return { ...doc, post: { blog: options.id, frontMatter: own.data, fileDate: statSync(abs).mtime.toISOString() } };
    }),
  );
  const authors = readDataFile(root, [localizedDir, dir], options.authorsMapPath, authorsFileSchema, bag);
  const tags = options.tags ? readDataFile(root, [localizedDir, dir], options.tags, tagsFileSchema, bag) : undefined;
  return {
    blog: { id: options.id, dir, posts: posts.filter((p): p is SourceDoc => p !== undefined), ...(authors ? { authors } : {}), ...(tags ? { tags } : {}) },
    diagnostics: bag.items,
  };
}

/** The YAML between the first two `---` lines (line 1 of it is line 2 of the file). */
function frontMatterText(text: string): string {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return m ? m[1]! : '';
}

/**
 * A YAML (or JSON) data file of the blog, from the first folder of `dirs` that has it (a locale's own
 * first); undefined when none has it or it is invalid (then reported).
 */
function readDataFile<T>(root: string, dirs: (string | undefined)[], name: string, schema: z.ZodType<Record<string, T>>, bag: DiagnosticBag): { file: string; entries: Record<string, T> } | undefined {
  const dir = dirs.find((d) => d !== undefined && existsSync(path.join(root, d, name)));
  if (dir === undefined) return undefined;
  const file = toPosix(path.join(dir, name));
  let text: string;
  let data: unknown;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
    data = loadYaml(text) ?? {};
  } catch (cause) {
    if (cause instanceof DataFileError) {
      bag.error(cause.code, `${name}: ${cause.message}`, { file, line: cause.mark.line + 1, column: cause.mark.column + 1, hint: cause.hint });
      return undefined;
    }
    const err = cause as { mark?: { line: number; column: number }; message: string };
    bag.error('blog/data-file-syntax', `${name} is not valid YAML: ${err.message.split('\n')[0]}`, {
      file,
      line: err.mark ? err.mark.line + 1 : 1,
      column: err.mark ? err.mark.column + 1 : 1,
      hint: 'Fix the syntax: the file maps each key to an object of fields.',
    });
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    reportIssues(result.error, text, file, 0, bag, []);
    return undefined;
  }
  return { file, entries: result.data };
}
