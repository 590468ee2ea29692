/**
 * Content assets: images referenced from Markdown get content-hashed public names; files under the
 * static folder are copied as they are.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from './bundle.js';
import type { Emitted } from './emit.js';

export interface AssetTable {
  /** Public URL path for a content-relative file, or undefined when it does not exist. */
  resolve(contentPath: string): string | undefined;
  /** The files to write: every resolved image plus the static folder. */
  emitted(): Promise<Emitted[]>;
}

/** Assets of one build: images under `contentDir`, and the files of `staticDir` (none when it is not given, as in the Markdown workers). */
export function collectAssets(contentDir: string, staticDir?: string): AssetTable {
  const resolved = new Map<string, { url: string; data: Buffer }>();
  return {
    resolve(contentPath) {
      const hit = resolved.get(contentPath);
      if (hit) return hit.url;
      const abs = path.resolve(contentDir, contentPath);
      if (!abs.startsWith(contentDir + path.sep)) return undefined;
      let data: Buffer;
      try {
        data = readFileSync(abs);
      } catch {
        return undefined;
      }
      const ext = path.extname(abs);
      const name = path.basename(abs, ext).replace(/[^\w-]+/g, '-');
      const url = `/assets/images/${name}-${contentHash(data)}${ext.toLowerCase()}`;
      resolved.set(contentPath, { url, data });
      return url;
    },
    async emitted() {
      const files: Emitted[] = [...resolved.values()].map((a) => ({ path: a.url.slice(1), data: a.data }));
      if (!staticDir) return files;
      const statics = await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false }).catch(() => [] as string[]);
      for (const rel of statics) files.push({ path: rel, data: await readFile(path.join(staticDir, rel)) });
      return files;
    },
  };
}
