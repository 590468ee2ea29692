/**
 * The only writer: puts the emitted files into a fresh temporary folder beside the output folder and
 * swaps it in when everything is written, so a failed build never leaves a half-written site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** One output file: its path relative to the output folder (posix) and its bytes. */
export interface Emitted {
  path: string;
  data: string | Uint8Array;
}

/** An output folder being written: files go to a temporary folder beside it until `commit` swaps it in. */
export interface StagedOutput {
  /** Writes one file now (synchronously: nothing else runs while the site is written). */
  write(file: Emitted): void;
  /** Replaces the output folder with everything written (by rename). */
  commit(): Promise<void>;
  /** Removes what was written; the output folder stays as it was. */
  abort(): Promise<void>;
  /** Files written so far, and the time spent writing them. */
  readonly count: number;
  readonly writeMs: number;
}

/** Starts writing a new version of `outDir` in a temporary folder beside it. */
export function stageOutput(outDir: string): StagedOutput {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = path.join(parent, `.${base}.tmp-${stamp}`);
  const old = path.join(parent, `.${base}.old-${stamp}`);
  mkdirSync(temp, { recursive: true });
  const made = new Set<string>([temp]);
  let count = 0;
  let writeMs = 0;
  return {
    write(file) {
      const started = performance.now();
      writeInto(temp, file, made);
      count++;
      writeMs += performance.now() - started;
    },
    async commit() {
      let hadPrevious = true;
      try {
        await rename(outDir, old);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        hadPrevious = false;
      }
      await rename(temp, outDir);
      if (hadPrevious) await rm(old, { recursive: true, force: true });
    },
    abort: () => rm(temp, { recursive: true, force: true }),
    get count() {
      return count;
    },
    get writeMs() {
      return writeMs;
    },
  };
}

/** Writes `files` into `outDir`, replacing its previous contents atomically (by rename). */
export async function emitFiles(outDir: string, files: readonly Emitted[]): Promise<void> {
  const staged = stageOutput(outDir);
  try {
    for (const file of files) staged.write(file);
    await staged.commit();
  } catch (error) {
    await staged.abort();
    throw error;
  }
}

function writeInto(dir: string, file: Emitted, made: Set<string>): void {
  const target = path.join(dir, file.path);
  const parent = path.dirname(target);
  if (!made.has(parent)) {
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
  writeFileSync(target, file.data);
}

/**
 * Writes files into an existing folder in place (watch mode updates only what changed). Synchronous
 * writes in one loop beat a pool of promise writes here: a 3000-file build wrote in about a third of
 * the time, since nothing else runs while the site is written.
 */
export async function writeAll(dir: string, files: readonly Emitted[]): Promise<void> {
  const made = new Set<string>();
  for (const file of files) writeInto(dir, file, made);
}
