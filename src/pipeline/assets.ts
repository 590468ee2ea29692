/**
 * Content assets: images and other files referenced from Markdown get content-hashed public names;
 * files under the static folder are copied as they are.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from './bundle.js';
import type { Emitted } from './emit.js';

export interface AssetTable {
  /** Public URL path for a content-relative file (or `/path` of the static folder), or undefined when it does not exist. */
  resolve(contentPath: string): string | undefined;
  /** The files to write: every image resolved in this build plus the static folder. */
  emitted(): Promise<Emitted[]>;
  /** What was read and hashed so far, to seed the next build's table in watch mode. */
  readonly known: ReadonlyMap<string, Asset>;
}

const IMAGE = /^\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i;

export interface Asset {
  url: string;
  data: Buffer;
}

/**
 * Assets of one build: images under `contentDir`, and the files of `staticDir` (none when it is not
 * given, as in the Markdown workers). `seed` holds images already read by an earlier build whose files
 * have not changed since, so they are not read and hashed again. `otherRoots` are further folders images
 * may come from (the released versions' docs), still named relative to `contentDir`.
 */
export function collectAssets(contentDir: string, staticDir?: string, seed?: ReadonlyMap<string, Asset>, otherRoots: readonly string[] = []): AssetTable {
  // Images may also sit beside the docs of released versions (versioned_docs/), outside the content folder.
  const roots = [contentDir, ...otherRoots];
  const known = new Map<string, Asset>(seed);
  const used = new Map<string, Asset>();
  return {
    known,
    resolve(contentPath) {
      // A root-absolute path (`require('/img/x.png')`) names a file of the static folder, as webpack finds it there; it is published where it is.
      if (contentPath.startsWith('/')) return staticDir && isFileIn(staticDir, contentPath.slice(1)) ? contentPath : undefined;
      const hit = used.get(contentPath) ?? known.get(contentPath);
      if (hit) {
        used.set(contentPath, hit);
        return hit.url;
      }
      const abs = path.resolve(contentDir, contentPath);
      if (!roots.some((root) => abs.startsWith(root + path.sep))) return undefined;
      let data: Buffer;
      try {
        data = readFileSync(abs);
      } catch {
        return undefined;
      }
      const ext = path.extname(abs);
      const name = path.basename(abs, ext).replace(/[^\w-]+/g, '-');
      // Images under assets/images/; any other file a page links to (`./spec/evaluation.feature`) under assets/files/, as Docusaurus publishes them.
      const folder = IMAGE.test(ext) ? 'images' : 'files';
      const asset = { url: `/assets/${folder}/${name}-${contentHash(data)}${ext.toLowerCase()}`, data };
      known.set(contentPath, asset);
      used.set(contentPath, asset);
      return asset.url;
    },
    async emitted() {
      const files: Emitted[] = [...used.values()].map((a) => ({ path: a.url.slice(1), data: a.data }));
      if (!staticDir) return files;
      const statics = await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false }).catch(() => [] as string[]);
      for (const rel of statics) files.push({ path: rel, data: await readFile(path.join(staticDir, rel)) });
      return files;
    },
  };
}

/** Whether `rel` (a URL path, `/`-separated) is a file inside `dir`. */
function isFileIn(dir: string, rel: string): boolean {
  const abs = path.resolve(dir, decodeURI(rel));
  try {
    return abs.startsWith(dir + path.sep) && statSync(abs).isFile();
  } catch {
    return false;
  }
}
