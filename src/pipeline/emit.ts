/**
 * The only writer: puts the emitted files into a fresh temporary folder beside the output folder and
 * swaps it in when everything is written, so a failed or killed build leaves the previous site (or, past
 * the swap, the new one), never a mix. With a record of the last build's output (what each file held and
 * when it was written), a file whose bytes are those already in the output folder is not written again
 * but linked into the new folder from the old one. Every path is checked to stay inside the output
 * folder; a folder that is not a previous output is never replaced (see output-guard.ts); what a killed
 * build left beside the output folder is cleared by the next one.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { OUTPUT_MARKER, processAlive } from './output-guard.js';

/** One output file: its path relative to the output folder (posix) and its bytes. */
export interface Emitted {
  path: string;
  data: string | Uint8Array;
  /** A digest of what the file was made from, for a later build's `keep` (pages have one). */
  key?: string;
}

/** An output folder being written: files go to a temporary folder beside it until `commit` swaps it in. */
export interface StagedOutput {
  /** Writes one file now (synchronously: nothing else runs while the site is written). */
  write(file: Emitted): void;
  /** Takes the file at `path` as it is in the output folder when the last build made it from inputs of digest `key` and nobody changed it since. */
  keep(path: string, key: string): boolean;
  /** Replaces the output folder with everything written and kept. */
  commit(): Promise<void>;
  /** Removes what was written; the output folder stays as it was. */
  abort(): Promise<void>;
  /** Files written so far, and the time spent writing them. */
  readonly count: number;
  readonly writeMs: number;
  /** Files left as they were in the output folder (their bytes were already there). */
  readonly kept: number;
}

/** What the output folder holds, as the last build left it: per file, a digest of its bytes, its size and its modification time. */
interface OutputRecord {
  format: string;
  outDir: string;
  files: Record<string, [digest: string, size: number, mtimeMs: number, key: string]>;
}

const RECORD_FORMAT = 'output-record-4';

/**
 * Starts writing a new version of `outDir` in a temporary folder beside it. With `record` (a file where
 * builds keep what they wrote), files the output folder already holds unchanged are linked, not written.
 * Throws DiagnosticError when the output folder or its parent cannot be written.
 */
export function stageOutput(outDir: string, options: { record?: string } = {}): StagedOutput {
  return new StagingFolder(outDir, options.record);
}

/** The staged output of one build: the temporary folder, what the last build left and what this one wrote or kept. */
class StagingFolder implements StagedOutput {
  private readonly temp: string;
  private readonly old: string;
  private readonly last: OutputRecord['files'] | undefined;
  private readonly next: OutputRecord['files'] = {};
  private readonly made: Set<string>;
  /** Files taken as the last build left them: the linking thread must have linked each. */
  private readonly asItWas = new Set<string>();
  // Every file of the last build still as it left it is linked into the new folder by a thread of its
  // own, from the start, while this one builds; a file written anew replaces its link (writeInto never
  // writes into an existing file, so the last build's files stay as they were). Commit waits for it.
  // The thread starts with the first file written anew: a build that changes nothing links nothing.
  private linked: Promise<Set<string>> | undefined;
  count = 0;
  kept = 0;
  writeMs = 0;

  constructor(
    private readonly outDir: string,
    private readonly record: string | undefined,
  ) {
    const parent = path.dirname(outDir);
    const base = path.basename(outDir);
    const stamp = `${process.pid}-${Date.now()}`;
    this.temp = path.join(parent, `.${base}.tmp-${stamp}`);
    this.old = path.join(parent, `.${base}.old-${stamp}`);
    try {
      recoverInterrupted(outDir);
      if (existsSync(outDir)) accessSync(outDir, constants.W_OK);
      mkdirSync(this.temp, { recursive: true });
    } catch (error) {
      throw this.failed(error, existsSync(outDir) ? 'replace' : 'create');
    }
    this.last = record ? readRecord(record, outDir)?.files : undefined;
    this.made = new Set<string>([this.temp]);
  }

  write(file: Emitted): void {
    const started = performance.now();
    this.count++;
    const digest = this.record ? digestOf(file.data) : '';
    const before = this.last?.[file.path];
    if (before && before[0] === digest && this.unchanged(file.path, before)) {
      this.next[file.path] = [before[0], before[1], before[2], file.key ?? ''];
      this.kept++;
    } else {
      this.startLinking();
      try {
        const stat = writeInto(this.temp, file, this.made);
        this.next[file.path] = [digest, stat.size, stat.mtimeMs, file.key ?? ''];
      } catch (error) {
        throw this.failed(error, 'write');
      }
    }
    this.writeMs += performance.now() - started;
  }

  keep(file: string, key: string): boolean {
    const before = this.last?.[file];
    if (!before || !key || before[3] !== key || !this.unchanged(file, before)) return false;
    this.next[file] = before;
    this.count++;
    this.kept++;
    return true;
  }

  async commit(): Promise<void> {
    const { outDir, temp, last, next, record } = this;
    if (!this.linked && last && Object.keys(last).every((file) => next[file]) && existsSync(path.join(outDir, OUTPUT_MARKER))) {
      // Every file is as the last build left it, and none of them is gone: the output folder is the new site already.
      rmSync(temp, { recursive: true, force: true });
      return;
    }
    try {
      const carried = await this.startLinking();
      for (const file of this.asItWas) {
        // A file the build took as it was, which changed on disk before the thread reached it.
        if (!carried.has(file)) throw new DiagnosticError([{ severity: 'error', code: 'output/changed-during-build', message: `${path.join(outDir, file)} changed while the site was being built.`, hint: 'Build again; leave the output folder alone while a build runs.' }]);
      }
      for (const file of carried) if (!next[file]) removeWithEmptyFolders(temp, file);
      writeInto(temp, { path: OUTPUT_MARKER, data: `${JSON.stringify({ generator: 'mistdocs', note: 'Made by mistdocs build: the next build replaces this folder.' })}\n` }, this.made);
      if (record) rmSync(record, { force: true });
      swapIn(temp, outDir, this.old);
    } catch (error) {
      throw this.failed(error, 'replace');
    }
    // The new site is in place; the old one is removed by a process of its own, so this build ends now
    // (a build after a kill, or one that finds it still there, removes it too).
    await removeInBackground(this.old);
    if (record) {
      await mkdir(path.dirname(record), { recursive: true });
      await writeFile(record, JSON.stringify({ format: RECORD_FORMAT, outDir, files: next } satisfies OutputRecord));
    }
  }

  async abort(): Promise<void> {
    await this.linked?.catch(() => undefined);
    await rm(this.temp, { recursive: true, force: true });
  }

  private startLinking(): Promise<Set<string>> {
    return (this.linked ??= this.last && existsSync(this.outDir) ? linkInBackground(this.outDir, this.temp, this.last) : Promise.resolve(new Set<string>()));
  }

  /** Whether the output folder's copy of `file` is as the last build left it; if so, the file is taken as it was. */
  private unchanged(file: string, before: OutputRecord['files'][string]): boolean {
    if (!unchangedOnDisk(path.join(this.outDir, insidePath(file)), before)) return false;
    this.asItWas.add(insidePath(file));
    return true;
  }

  private failed(error: unknown, doing: 'create' | 'replace' | 'write'): unknown {
    return writeFailure(error, doing, this.outDir);
  }
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

/** Removes a folder in a detached process where there is `rm`, else here. */
async function removeInBackground(dir: string): Promise<void> {
  if (process.platform !== 'win32') {
    const started = await new Promise<boolean>((resolve) => {
      const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
      child.once('spawn', () => resolve(true));
      child.once('error', () => resolve(false));
      child.unref();
    });
    if (started) return;
  }
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * Puts `temp` where `outDir` is: the old folder is moved aside first and moved back if the new one cannot
 * go in. Between the two renames neither is at `outDir`; a build killed there is put right by the next
 * (recoverInterrupted).
 */
function swapIn(temp: string, outDir: string, old: string): void {
  let hadPrevious = true;
  try {
    renameSync(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  try {
    renameSync(temp, outDir);
  } catch (error) {
    if (hadPrevious) renameSync(old, outDir);
    throw error;
  }
}

/** `.<base>.tmp-<pid>-<time>` and `.<base>.old-<pid>-<time>`: the folders a build makes beside the output folder. */
function stagingFolders(outDir: string): { name: string; kind: 'tmp' | 'old'; pid: number; time: number }[] {
  const base = path.basename(outDir);
  const prefix = `.${base}.`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(outDir));
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(tmp|old)-(\d+)-(\d+)$/.exec(name.slice(prefix.length));
    if (match) found.push({ name, kind: match[1] as 'tmp' | 'old', pid: Number(match[2]), time: Number(match[3]) });
  }
  return found;
}

/**
 * Clears what builds that were killed left beside the output folder: their temporary folders, and the
 * previous site moved aside by one killed in the middle of its swap, which goes back in place when the
 * output folder is missing. Folders of a build still running (its process alive) are left alone.
 */
function recoverInterrupted(outDir: string): void {
  const dead = stagingFolders(outDir).filter((f) => f.pid !== process.pid && !processAlive(f.pid));
  const parent = path.dirname(outDir);
  if (!existsSync(outDir)) {
    const previous = dead.filter((f) => f.kind === 'old').sort((a, b) => b.time - a.time)[0];
    if (previous) renameSync(path.join(parent, previous.name), outDir);
  }
  for (const folder of dead) rmSync(path.join(parent, folder.name), { recursive: true, force: true });
}

/** A file or folder system error while writing the output, as the author can act on it: which folder, what went wrong, what is left. */
function writeFailure(error: unknown, doing: 'create' | 'replace' | 'write', outDir: string): unknown {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (error instanceof DiagnosticError || typeof code !== 'string') return error;
  const causes: Record<string, [string, string]> = {
    ENOSPC: ['the disk is full', 'Free some space on that disk, or build into a folder on another one with --out.'],
    EDQUOT: ['the disk quota is used up', 'Free some space, or build into a folder on another disk with --out.'],
    EACCES: ['permission denied', 'Make the folder and the folder that holds it writable for this user, or build elsewhere with --out.'],
    EPERM: ['the operation is not permitted', 'Make the folder and the folder that holds it writable for this user, or build elsewhere with --out.'],
    EROFS: ['the file system is read-only', 'Build into a folder on a writable disk with --out.'],
    EBUSY: ['the folder is in use or is a mount point', 'Build into a folder inside it instead (--out build/site), or stop what holds it.'],
    ENOTDIR: ['a file stands where a folder must be', 'Remove the file, or choose another output folder with --out.'],
    EMFILE: ['too many files are open', 'Raise the open-file limit (ulimit -n) and build again.'],
  };
  const [cause, hint] = causes[code] ?? [`${(error as Error).message}`, 'Check the folder and its disk, then build again.'];
  const verb = { create: 'create', replace: 'replace', write: 'write into' }[doing];
  return new DiagnosticError(
    [{ severity: 'error', code: 'output/write-failed', message: `Could not ${verb} the output folder ${outDir}: ${cause} (${code}). The previous output is left as it was.`, hint }],
    { cause: error },
  );
}

/**
 * An output path as a relative path that stays inside the output folder; anything else (`..`, an
 * absolute path, a NUL byte) is a bug upstream, refused here so that no input can write elsewhere.
 */
export function insidePath(file: string): string {
  const normal = path.posix.normalize(file);
  if (!file || file.includes('\0') || path.posix.isAbsolute(file) || path.win32.isAbsolute(file) || normal === '..' || normal.startsWith('../') || normal === '.') {
    throw new DiagnosticError([{ severity: 'error', code: 'output/outside', message: `Refused to write "${file}": it is not a path inside the output folder.`, hint: 'A slug or file name that names a folder above its own (..) or an absolute path leads here; correct it.' }]);
  }
  return normal;
}

/** The path `file` takes below `dir`, with its folder made. */
function targetIn(dir: string, file: string, made: Set<string>): string {
  const target = path.join(dir, insidePath(file));
  const parent = path.dirname(target);
  if (!made.has(parent)) {
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
  return target;
}

/** Writes one file below `dir` and returns its size and modification time (read from the open file: no second lookup). */
function writeInto(dir: string, file: Emitted, made: Set<string>): { size: number; mtimeMs: number } {
  const target = targetIn(dir, file.path, made);
  const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
  const fd = openFresh(target);
  try {
    for (let done = 0; done < bytes.byteLength; ) done += writeSync(fd, bytes, done);
    const { size, mtimeMs } = fstatSync(fd);
    return { size, mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens `target` as a new file: a file already there (a link to the last build's file) is unlinked first,
 * never truncated, so the last build's copy stays as it was.
 */
function openFresh(target: string): number {
  for (let attempt = 0; ; attempt++) {
    try {
      return openSync(target, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw error;
      unlinkSync(target);
    }
  }
}

/** Removes a file of the new folder and the folders it leaves empty. */
function removeWithEmptyFolders(root: string, file: string): void {
  rmSync(path.join(root, file), { force: true });
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
    try {
      rmdirSync(path.join(root, dir));
    } catch {
      break;
    }
  }
}

/**
 * Links every file of `files` that is still as the last build left it from `outDir` into `temp`, in a
 * worker thread (a copy where a link cannot be made); resolves with the paths it linked.
 */
function linkInBackground(outDir: string, temp: string, files: OutputRecord['files']): Promise<Set<string>> {
  const list = Object.entries(files).map(([file, [, size, mtimeMs]]) => [file, size, mtimeMs] as const);
  const worker = new Worker(`(${linkFiles.toString()})()`, { eval: true, workerData: { outDir, temp, list } });
  return new Promise<Set<string>>((resolve, reject) => {
    worker.once('message', (done: string[]) => resolve(new Set(done)));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the linking thread ended with code ${code}`))));
  });
}

/* c8 ignore start */
/** The linking thread's code, sent as text. */
function linkFiles(): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { outDir, temp, list } = workerData as { outDir: string; temp: string; list: [string, number, number][] };
  const made = new Set<string>();
  const done: string[] = [];
  for (const [file, size, mtimeMs] of list) {
    const source = path.join(outDir, file);
    const target = path.join(temp, file);
    try {
      const stat = fs.statSync(source);
      if (!stat.isFile() || stat.size !== size || stat.mtimeMs !== mtimeMs) continue;
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      try {
        fs.linkSync(source, target);
      } catch (error) {
        // Written anew by the build already: that file is the one to keep.
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
      }
      done.push(file);
    } catch {
      // Gone or unreadable: the build writes it, or reports it at commit.
    }
  }
  parentPort!.postMessage(done);
}
/* c8 ignore stop */

/** The last build's record of `outDir`; undefined when there is none, it is unreadable, or it describes another folder. */
function readRecord(file: string, outDir: string): OutputRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as OutputRecord;
    if (record.format !== RECORD_FORMAT || record.outDir !== outDir || !statSync(outDir).isDirectory()) return undefined;
    return record;
  } catch {
    return undefined;
  }
}

function digestOf(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('base64url');
}

/** Whether the file is still as the last build wrote it (someone may have edited or removed it since). */
function unchangedOnDisk(file: string, [, size, mtimeMs]: OutputRecord['files'][string]): boolean {
  try {
    const stat = statSync(file);
    return stat.isFile() && stat.size === size && stat.mtimeMs === mtimeMs;
  } catch {
    return false;
  }
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
