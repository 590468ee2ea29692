/**
 * Reads the partials MDX pages import, for the Markdown stage and its workers: only `.md`/`.mdx` files
 * inside the content folder. A render records each read as its content hash, so editing a partial
 * renders the pages that import it again (memo.ts checks recorded reads).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The text of the partial at `contentPath` (`docs/_shared.mdx`) under `contentDir`, or undefined when there
 * is none. `otherRoots` are further folders partials may come from: the docs of released versions
 * (`../versioned_docs/version-1.0/_note.md`) and translations, which sit beside the content folder.
 */
export function readPartialFile(contentDir: string, contentPath: string, otherRoots: readonly string[] = []): string | undefined {
  const file = path.resolve(contentDir, contentPath);
  if (![contentDir, ...otherRoots].some((root) => file.startsWith(root + path.sep)) || !/\.mdx?$/.test(file)) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** What a render's read of a partial is recorded as: a hash of its text ('missing' stays undefined). */
export function partialHash(text: string | undefined): string | undefined {
  return text === undefined ? undefined : createHash('sha1').update(text).digest('base64url');
}
