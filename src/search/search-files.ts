/**
 * Which indexes a site gets: one per docs version and, when `search.searchContextByPaths` is set,
 * one per context directory, each a first file and its pieces (pages inside a context go to its file only, so no reader downloads the
 * whole site's index). Pure: pages in, file names and JSON out; the build adds the hash and writes them.
 */
import { buildIndex, type SearchIndexOptions, type SearchPageInput } from './build-index.js';
import { contextDir, contextOf } from './contexts.js';
import { shardIndex } from './index-shards.js';

/** A search index file to emit. */
export interface SearchFilePlan {
  /** Context directory ('' for the version's main index), without slashes: `player`, `mistserver/inputs`. */
  context: string;
  /** File name of the first file below the version's path: `search-index.json`, `search-index-player.json`. */
  file: string;
  json: string;
  /** Its shards and page files, named relative to the version's path. */
  pieces: { name: string; json: string }[];
  /** Number of pages inside. */
  pages: number;
}

export interface SearchFilesOptions extends SearchIndexOptions {
  /** Route prefix of the docs version (`/` here; `/1.0/` for an older version). */
  versionPath: string;
  /** Version name, for the file suffix of versions other than the latest. */
  versionName: string;
  isLastVersion: boolean;
  /** Context directories relative to the docs version path. */
  contexts: string[];
}

/** The base name of every index file; the suffixes name the version and context. */
export const INDEX_BASE = 'search-index';

/** The file name of a version's (and context's) index. */
export function indexFileName(versionName: string, isLastVersion: boolean, context: string): string {
  const version = isLastVersion ? '' : `-${versionName}`;
  const ctx = context ? `-${context.replace(/[^A-Za-z0-9_-]+/g, '-')}` : '';
  return `${INDEX_BASE}${version}${ctx}.json`;
}

/** Splits the pages per context and builds each file. */
export function planSearchFiles(pages: SearchPageInput[], options: SearchFilesOptions): SearchFilePlan[] {
  const contexts = options.contexts.map(contextDir).filter((c) => c !== '');
  const groups = new Map<string, SearchPageInput[]>([['', []], ...contexts.map((c): [string, SearchPageInput[]] => [c, []])]);
  for (const page of pages) groups.get(contextOf(page.url, options.versionPath, contexts))!.push(page);
  return [...groups].map(([context, group]) => {
    const file = indexFileName(options.versionName, options.isLastVersion, context);
    const { first, files } = shardIndex(buildIndex(group, options), file.slice(0, -'.json'.length));
    return { context, file, json: first, pieces: files, pages: group.length };
  });
}
