/** A digest of some files' bytes, for stages that compile site code: a changed byte of what they read makes them run again. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A digest of the names and bytes of `files` (a missing file counts as empty). */
export function digestFiles(files: readonly string[]): string {
  const hash = createHash('sha1');
  for (const file of files) {
    hash.update(file);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('\0missing');
    }
  }
  return hash.digest('base64url');
}
