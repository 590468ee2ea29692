/**
 * Reads front matter and the site's YAML data files as data, never as code: YAML (or JSON, which
 * Docusaurus reads through gray-matter too) between the `---` lines; `---js`, `---javascript` or any other
 * language is an error at line 1, and YAML aliases may not expand past a bound. Imports nothing from the
 * rest of mistdocs.
 */
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { locateYamlPath } from '../diagnostics/yaml-locate.js';

/** The most values YAML aliases may expand a document to (a page's front matter holds tens). */
export const MAX_YAML_VALUES = 100_000;

/** The front-matter languages read; anything else after the opening `---` is refused. */
const DATA_LANGUAGES = new Set(['yaml', 'yml', 'json']);

/** A front-matter or YAML problem with its 1-based place in the file; `mark` is js-yaml's 0-based form of it. */
export class DataFileError extends Error {
  readonly code: string;
  readonly reason: string;
  readonly hint: string;
  readonly mark: { line: number; column: number };
  constructor(code: string, reason: string, hint: string, line: number, column: number) {
    super(reason);
    this.name = 'DataFileError';
    this.code = code;
    this.reason = reason;
    this.hint = hint;
    this.mark = { line: line - 1, column: column - 1 };
  }
}

export interface FrontMatterParts {
  data: unknown;
  /** The text after the front matter. */
  content: string;
  /** The front matter's own text; its line n is the file's line n (it starts with the rest of the `---` line). */
  matter: string;
}

/** gray-matter's own YAML reader (js-yaml 3's safe load, as Docusaurus reads front matter); it builds no functions or classes. */
const frontMatterYaml = (matter as unknown as { engines: { yaml: { parse: (source: string) => unknown } } }).engines.yaml.parse;

const refuse = (): never => {
  throw new Error('front matter in a programming language is not read');
};

/**
 * Splits `text` into front matter data and body. Throws a DataFileError for a language other than YAML or
 * JSON and for aliases that expand too far, and js-yaml's own error (with its `mark`) for a syntax error.
 */
export function readFrontMatter(text: string): FrontMatterParts {
  if (text.startsWith('---') && text[3] !== '-') {
    const newline = text.search(/\r?\n/);
    const language = text.slice(3, newline === -1 ? text.length : newline).trim();
    if (language && !DATA_LANGUAGES.has(language.toLowerCase())) {
      throw new DataFileError(
        'front-matter/language',
        `Front matter written in '${language}' is not read: mistdocs reads front matter as YAML (or JSON) data, as Docusaurus does, and never runs it.`,
        'Write the front matter as YAML between two `---` lines, with nothing after the first `---`.',
        1,
        4,
      );
    }
  }
  // Every engine gray-matter would run code with is replaced, so nothing in a page can reach eval even if the check above were bypassed.
  const parsed = matter(text, {
    excerpt: false,
    engines: { yaml: (source: string) => checkDates(checkExpansion(frontMatterYaml(source), source), source), json: (source: string) => checkExpansion(JSON.parse(source), source), javascript: refuse, js: refuse, coffee: refuse, cson: refuse },
  } as never) as { data: unknown; content: string; matter?: string };
  return { data: parsed.data, content: parsed.content, matter: parsed.matter ?? '' };
}

/** YAML text as data (js-yaml's default schema: no functions or classes), with aliases expanding to at most MAX_YAML_VALUES values. */
export function loadYaml(source: string): unknown {
  return checkExpansion(yaml.load(source), source);
}

/**
 * js-yaml shares an aliased value rather than copying it, so a few lines of aliases of aliases stand for
 * billions of values that every later walk (validation, hashing, serialising) would visit. Counts the
 * values as expanded, each shared one once, and throws at the top-level key that passes the bound.
 */
function checkExpansion<T>(data: T, source: string): T {
  const sizes = new Map<object, number>();
  const sizeOf = (value: unknown): number => {
    if (value === null || typeof value !== 'object') return 1;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    sizes.set(value, 1); // a cycle counts once
    let total = 1;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      total += sizeOf(child);
      if (total > MAX_YAML_VALUES) break;
    }
    sizes.set(value, total);
    return total;
  };
  if (sizeOf(data) <= MAX_YAML_VALUES) return data;
  const entries = data !== null && typeof data === 'object' ? (Array.isArray(data) ? [...data.entries()] : Object.entries(data)) : [];
  // The key that passes the bound alone, else the biggest: where the author sees the aliases pile up.
  const key = (entries.find(([, value]) => sizeOf(value) > MAX_YAML_VALUES) ?? entries.reduce<[unknown, unknown] | undefined>((best, entry) => (!best || sizeOf(entry[1]) > sizeOf(best[1]) ? entry : best), undefined))?.[0];
  const at = key === undefined ? { line: 1, column: 1 } : locateYamlPath(source, [key as string | number]);
  throw new DataFileError(
    'yaml/alias-expansion',
    `YAML aliases here expand to more than ${MAX_YAML_VALUES.toLocaleString('en')} values.`,
    'Write the values out, or use fewer aliases of aliases: an alias repeats everything its anchor holds.',
    at.line,
    at.column,
  );
}

/**
 * YAML reads `2024-13-45` as a date and rolls it over (14 February 2025); a date whose written year, month
 * and day are not the ones it became is an error at its line. Looks at the values that are dates, at any depth.
 */
function checkDates<T>(data: T, source: string): T {
  const visit = (value: unknown, keyPath: (string | number)[]) => {
    if (value instanceof Date) {
      const at = locateYamlPath(source, keyPath);
      const line = source.split(/\r?\n/)[at.line - 1] ?? '';
      const written = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(line);
      if (written && !sameDay(value, written)) {
        throw new DataFileError('front-matter/invalid-date', `'${written[0]}' is not a date of the calendar (${monthDayProblem(written)}).`, 'Write a real date as YYYY-MM-DD: months run 01 to 12, days to the length of the month.', at.line, written.index + 1);
      }
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) visit(child, [...keyPath, key]);
  };
  visit(data, []);
  return data;
}

function sameDay(date: Date, [, year, month, day]: RegExpExecArray): boolean {
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() + 1 === Number(month) && date.getUTCDate() === Number(day);
}

function monthDayProblem([, year, month, day]: RegExpExecArray): string {
  const m = Number(month);
  if (m < 1 || m > 12) return `there is no month ${m}`;
  const days = new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
  return `month ${m} of ${year} has ${days} days, not ${Number(day)}`;
}
