/**
 * The only writer: puts the emitted files into a fresh temporary folder beside the output folder and
 * swaps it in when everything is written, so a failed build never leaves a half-written site.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One output file: its path relative to the output folder (posix) and its bytes. */
export interface Emitted {
  path: string;
  data: string | Uint8Array;
}

/** Writes `files` into `outDir`, replacing its previous contents atomically (by rename). */
export async function emitFiles(outDir: string, files: readonly Emitted[]): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`);
  const old = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  try {
    await writeAll(temp, files);
    let hadPrevious = true;
    try {
      await rename(outDir, old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      hadPrevious = false;
    }
    await rename(temp, outDir);
    if (hadPrevious) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Writes files into an existing folder in place (watch mode updates only what changed). */
export async function writeAll(dir: string, files: readonly Emitted[]): Promise<void> {
  const dirs = new Set<string>();
  for (const f of files) dirs.add(path.dirname(path.join(dir, f.path)));
  // Create parents first (shortest first), then write with bounded concurrency.
  for (const d of [...dirs].sort((a, b) => a.length - b.length)) await mkdir(d, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++]!;
      await writeFile(path.join(dir, f.path), f.data);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}
