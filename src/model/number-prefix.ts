/**
 * Number prefixes of file and folder names (`01-basics`, `02_setup`), read as Docusaurus's default
 * parser reads them: the number orders the item, the rest names it. Pure; no fs.
 */
import type { ResolvedConfig } from '../config/load-config.js';

/** What a number-prefix parser makes of a file or folder name (Docusaurus's `NumberPrefixParser`). */
export interface ParsedName {
  filename: string;
  numberPrefix?: number;
}

export type NumberPrefixParser = (name: string) => ParsedName;

// Dates (2021-05-04-release) and versions (1.2-notes) are names, not numbered items, as in Docusaurus.
const IGNORED = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/;
const PREFIXED = /^(?<numberPrefix>\d+)(?<separator>\s*[-_.]+\s*)(?<suffix>.*)$/;

/** `0-myDoc` -> { filename: 'myDoc', numberPrefix: 0 }; `003 - myDoc` -> { filename: 'myDoc', numberPrefix: 3 }. */
export const defaultNumberPrefixParser: NumberPrefixParser = (name) => {
  if (IGNORED.test(name)) return { filename: name };
  const match = PREFIXED.exec(name);
  if (!match?.groups) return { filename: name };
  return { filename: match.groups.suffix!, numberPrefix: parseInt(match.groups.numberPrefix!, 10) };
};

/** `numberPrefixParser: false`: names are kept as they are. */
export const noNumberPrefixParser: NumberPrefixParser = (name) => ({ filename: name });

/** `01-guides/02-basics` -> `guides/basics`. */
export function stripPathNumberPrefixes(path: string, parser: NumberPrefixParser): string {
  return path
    .split('/')
    .map((segment) => parser(segment).filename)
    .join('/');
}

/** The config's number-prefix parser as the model reads it; a site's function's answer is checked as it is used. */
export function numberPrefixParserOf(option: ResolvedConfig['docs']['numberPrefixParser']): NumberPrefixParser | undefined {
  if (option === undefined) return undefined;
  if (option === false) return noNumberPrefixParser;
  return (name) => {
    const parsed = option(name);
    if (!parsed || typeof parsed.filename !== 'string' || (parsed.numberPrefix !== undefined && typeof parsed.numberPrefix !== 'number')) {
      throw new Error(`docs.numberPrefixParser returned ${JSON.stringify(parsed)} for '${name}'; it must return { filename: string, numberPrefix?: number }.`);
    }
    return parsed;
  };
}
