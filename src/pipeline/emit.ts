/**
 * The only writer: puts the emitted files into a fresh temporary folder beside the output folder and
 * moves them in when everything is written, so a failed build never leaves a half-written site. With a
 * record of the last build's output (what each file held and when it was written), a file whose bytes
 * are those already in the output folder is not written again: only what changed is moved in, and
 * what the build no longer makes is removed. Without one, the temporary folder replaces the output folder.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One output file: its path relative to the output folder (posix) and its bytes. */
export interface Emitted {
  path: string;
  data: string | Uint8Array;
  /** A digest of what the file was made from, for a later build's `keep` (pages have one). */
  key?: string;
}

/** An output folder being written: files go to a temporary folder beside it until `commit` moves them in. */
export interface StagedOutput {
  /** Writes one file now (synchronously: nothing else runs while the site is written). */
  write(file: Emitted): void;
  /** Takes the file at `path` as it is in the output folder when the last build made it from inputs of digest `key` and nobody changed it since. */
  keep(path: string, key: string): boolean;
  /** Replaces the output folder's contents with everything written. */
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
  /** Per folder (posix, relative; '' is the output folder): its modification time, which changes when an entry is added or removed. */
  dirs: Record<string, number>;
}

const RECORD_FORMAT = 'output-record-3';

/**
 * Starts writing a new version of `outDir` in a temporary folder beside it. With `record` (a file where
 * builds keep what they wrote), files the output folder already holds unchanged are not written again.
 */
export function stageOutput(outDir: string, options: { record?: string } = {}): StagedOutput {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = path.join(parent, `.${base}.tmp-${stamp}`);
  const old = path.join(parent, `.${base}.old-${stamp}`);
  const record = options.record ? readRecord(options.record, outDir) : undefined;
  const last = record?.files;
  const next: OutputRecord['files'] = {};
  mkdirSync(temp, { recursive: true });
  const made = new Set<string>([temp]);
  const written: string[] = [];
  let count = 0;
  let kept = 0;
  let writeMs = 0;
  return {
    write(file) {
      const started = performance.now();
      count++;
      const digest = options.record ? digestOf(file.data) : '';
      const before = last?.[file.path];
      if (before && before[0] === digest && unchangedOnDisk(path.join(outDir, file.path), before)) {
        next[file.path] = [before[0], before[1], before[2], file.key ?? ''];
        kept++;
      } else {
        const stat = writeInto(temp, file, made);
        next[file.path] = [digest, stat.size, stat.mtimeMs, file.key ?? ''];
        written.push(file.path);
      }
      writeMs += performance.now() - started;
    },
    keep(file, key) {
      const before = last?.[file];
      if (!before || !key || before[3] !== key || !unchangedOnDisk(path.join(outDir, file), before)) return false;
      next[file] = before;
      count++;
      kept++;
      return true;
    },
    async commit() {
      if (options.record) rmSync(options.record, { force: true });
      const files = new Set(Object.keys(next));
      const dirs = directoriesOf(files);
      let changedDirs: Iterable<string> = dirs;
      if (record) {
        // The output folder holds the last build: remove what this build did not make, move in what it wrote anew.
        changedDirs = update(outDir, record, files, dirs, written);
        for (const file of written) renameSync(path.join(temp, file), path.join(outDir, file));
        await rm(temp, { recursive: true, force: true });
      } else {
        let hadPrevious = true;
        try {
          await rename(outDir, old);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          hadPrevious = false;
        }
        await rename(temp, outDir);
        if (hadPrevious) await rm(old, { recursive: true, force: true });
      }
      if (options.record) {
        await mkdir(path.dirname(options.record), { recursive: true });
        const dirTimes: OutputRecord['dirs'] = {};
        for (const dir of dirs) if (record?.dirs[dir] !== undefined) dirTimes[dir] = record.dirs[dir];
        for (const dir of changedDirs) dirTimes[dir] = statSync(path.join(outDir, dir)).mtimeMs;
        await writeFile(options.record, JSON.stringify({ format: RECORD_FORMAT, outDir, files: next, dirs: dirTimes } satisfies OutputRecord));
      }
    },
    abort: () => rm(temp, { recursive: true, force: true }),
    get count() {
      return count;
    },
    get writeMs() {
      return writeMs;
    },
    get kept() {
      return kept;
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

/** Writes one file below `dir` and returns its size and modification time (read from the open file: no second lookup). */
function writeInto(dir: string, file: Emitted, made: Set<string>): { size: number; mtimeMs: number } {
  const target = path.join(dir, file.path);
  const parent = path.dirname(target);
  if (!made.has(parent)) {
    mkdirSync(parent, { recursive: true });
    made.add(parent);
  }
  const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
  const fd = openSync(target, 'w');
  try {
    for (let done = 0; done < bytes.byteLength; ) done += writeSync(fd, bytes, done);
    const { size, mtimeMs } = fstatSync(fd);
    return { size, mtimeMs };
  } finally {
    closeSync(fd);
  }
}

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

/** Every folder (posix, relative; '' is the output folder itself) that holds one of `files`, with its parents. */
function directoriesOf(files: Iterable<string>): Set<string> {
  const dirs = new Set<string>(['']);
  for (const file of files) for (let dir = path.posix.dirname(file); dir !== '.' && !dirs.has(dir); dir = path.posix.dirname(dir)) dirs.add(dir);
  return dirs;
}

/**
 * Makes the output folder hold exactly `files` (those in `written` still to be moved in): removes what the
 * last build made and this one did not, and anything else found in a folder whose modification time says
 * entries came or went since the last build (only those folders are listed). Creates the folders `written`
 * needs. Returns the folders it changed, whose new times the record must keep.
 */
function update(outDir: string, record: OutputRecord, files: ReadonlySet<string>, dirs: ReadonlySet<string>, written: readonly string[]): Set<string> {
  const changed = new Set<string>();
  const parentOf = (rel: string) => (rel.includes('/') ? path.posix.dirname(rel) : '');
  for (const dir of dirs) {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path.join(outDir, dir)).mtimeMs;
    } catch {
      continue;
    }
    if (record.dirs[dir] === mtimeMs) continue;
    changed.add(dir);
    for (const entry of readdirSync(path.join(outDir, dir), { withFileTypes: true })) {
      const child = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() ? !dirs.has(child) : !files.has(child)) rmSync(path.join(outDir, child), { recursive: true, force: true });
    }
  }
  for (const file of Object.keys(record.files)) {
    if (files.has(file)) continue;
    rmSync(path.join(outDir, file), { force: true });
    changed.add(parentOf(file));
  }
  for (const dir of Object.keys(record.dirs)) {
    if (dirs.has(dir)) continue;
    rmSync(path.join(outDir, dir), { recursive: true, force: true });
    changed.add(parentOf(dir));
  }
  const made = new Set<string>();
  for (const file of written) {
    const dir = parentOf(file);
    if (made.has(dir)) continue;
    made.add(dir);
    mkdirSync(path.join(outDir, dir), { recursive: true });
    // A folder made here changes its parent's entries too (a later build just lists a folder whose time it did not keep).
    for (let d = dir; ; d = parentOf(d)) {
      changed.add(d);
      if (d === '') break;
    }
  }
  return new Set([...changed].filter((dir) => dirs.has(dir)));
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
