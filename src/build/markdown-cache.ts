/**
 * The on-disk Markdown cache: rendered Markdown kept between runs (under node_modules/.cache/mistdocs),
 * so `check` after a build, or a second build, renders only the files that changed. Entries are
 * validated exactly as the watch cache's are (same key, same resolver answers); the whole file is
 * dropped when mistdocs or its Markdown pipeline changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildCache } from './build.js';
import { packageRoot } from './bundle.js';

type MarkdownEntries = BuildCache['markdown'];

/** A fingerprint of everything that shapes rendered Markdown: mistdocs' own Markdown code and the highlighter's grammars. */
export function pipelineVersion(): string {
  const hash = createHash('sha256');
  const dirs = [path.join(packageRoot, 'dist/src/markdown'), path.join(packageRoot, 'src/markdown')].filter((d) => existsSync(d));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(js|ts)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(p));
    }
  };
  dirs.forEach(walk);
  for (const pkg of ['lowlight', 'highlight.js', 'remark-parse', 'remark-gfm', 'remark-rehype', 'rehype-stringify']) {
    const file = path.join(packageRoot, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) hash.update(pkg).update(String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where a site's cache lives: in the nearest node_modules above it, one file per site root; none without node_modules. */
export function markdownCacheFile(root: string): string | undefined {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      const site = createHash('sha256').update(root).digest('hex').slice(0, 12);
      return path.join(dir, 'node_modules', '.cache', 'mistdocs', `markdown-${site}.json`);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Reads the cache; an unreadable, corrupt or outdated file (another `version`) gives an empty cache. */
export async function readMarkdownCache(file: string, version: string): Promise<MarkdownEntries> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { version: string; entries: [string, MarkdownEntries extends Map<string, infer V> ? V : never][] };
    if (stored.version === version) return new Map(stored.entries);
  } catch {
    // No cache yet, or one we cannot use: start empty.
  }
  return new Map();
}

/** Writes the cache (to a temporary file first, so a crash never leaves a half-written one). */
export async function writeMarkdownCache(file: string, version: string, entries: MarkdownEntries): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ version, entries: [...entries] }));
  await rename(temp, file);
}
