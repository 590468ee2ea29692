/**
 * The output folder is the only place a build writes: which folders it refuses to replace (output-guard.ts),
 * that no emitted path leaves it, and that what a killed build left beside it is cleared (emit.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';
import { emitFiles, insidePath, stageOutput } from '../../../src/pipeline/emit.js';
import { guardOutputFolder, lockOutputFolder, OUTPUT_MARKER } from '../../../src/pipeline/output-guard.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-out-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const site = () => ({ root: path.join(dir, 'site'), contentDir: 'content', staticDir: 'content/static', i18n: { path: 'i18n' } }) as Parameters<typeof guardOutputFolder>[1];
const refusal = (out: string, force = false): string | undefined => {
  try {
    guardOutputFolder(path.resolve(site().root, out), site(), { force });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DiagnosticError);
    return (error as DiagnosticError).diagnostics[0]!.message;
  }
};

describe('the output folder guard', () => {
  beforeEach(() => {
    mkdirSync(path.join(site().root, 'content/docs'), { recursive: true });
    writeFileSync(path.join(site().root, 'NOTES.txt'), 'notes');
  });

  it('refuses the site folder and every folder above it, even with --force', () => {
    expect(refusal('.', true)).toMatch(/Refused to build into \.: it is the site's own folder/);
    expect(refusal('..', true)).toMatch(/Refused to build into \.\.: it holds the site's own folder/);
    expect(refusal('/', true)).toMatch(/holds the site's own folder/);
  });

  it('refuses the folders the site is read from, and folders inside or around them, even with --force', () => {
    expect(refusal('content', true)).toMatch(/it is the content folder/);
    expect(refusal('content/docs', true)).toMatch(/it is inside the content folder/);
    expect(refusal('content/static', true)).toMatch(/it is the static files folder/);
    expect(refusal('i18n', true)).toMatch(/translations folder/);
    expect(refusal('versioned_docs/x', true)).toMatch(/released versions/);
    expect(refusal('node_modules', true)).toMatch(/installed packages/);
    expect(refusal('src', true)).toMatch(/it is the site's own code/);
    expect(refusal('src/pages', true)).toMatch(/it is inside the site's own code/);
  });

  it('refuses a file (the config, notes) even with --force: --force waives only the check for a folder of other files', () => {
    expect(refusal('NOTES.txt', true)).toMatch(/Refused to build into NOTES\.txt: it is a file, not a folder/);
    expect(refusal('NOTES.txt')).toMatch(/it is a file/);
  });

  it('refuses a folder of other files unless --force, and names some of them', () => {
    mkdirSync(path.join(site().root, 'mydocs'));
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt']) writeFileSync(path.join(site().root, 'mydocs', name), name);
    expect(refusal('mydocs')).toMatch(/holds files that an earlier build did not make \(a\.txt, b\.txt, c\.txt, and 1 more\)/);
    expect(refusal('mydocs', true)).toBeUndefined();
  });

  it('takes a missing folder, an empty one, and one an earlier build marked', () => {
    expect(refusal('build')).toBeUndefined();
    mkdirSync(path.join(site().root, 'empty'));
    expect(refusal('empty')).toBeUndefined();
    mkdirSync(path.join(site().root, 'old-build'));
    writeFileSync(path.join(site().root, 'old-build/index.html'), '<p>');
    writeFileSync(path.join(site().root, 'old-build', OUTPUT_MARKER), '{}');
    expect(refusal('old-build')).toBeUndefined();
  });
});

describe('the output folder lock', () => {
  it('lets one build at a time write into a folder, names the one that holds it, and takes over a lock whose process is gone', () => {
    const out = path.join(dir, 'build');
    const release = lockOutputFolder(out, dir);
    let refused: unknown;
    try {
      lockOutputFolder(out, dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DiagnosticError);
    expect((refused as DiagnosticError).diagnostics[0]).toMatchObject({ code: 'output/locked', message: `Another build (process ${process.pid}) is writing into build now; this one stopped so that the two sites do not mix.` });
    release();
    lockOutputFolder(out, dir)();
    // A build that was killed left its lock: no process has that id now.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(path.join(dir, '.build.mistdocs-lock'), dead);
    lockOutputFolder(out, dir)();
    expect(existsSync(path.join(dir, '.build.mistdocs-lock'))).toBe(false);
  });
});

describe('the writer', () => {
  it('refuses any path that leaves the output folder, and writes nothing', async () => {
    for (const bad of ['../README', 'a/../../x', '/etc/x', '..', '']) expect(() => insidePath(bad)).toThrow(DiagnosticError);
    expect(insidePath('a/./b/../c.html')).toBe('a/c.html');
    const out = path.join(dir, 'out');
    await expect(emitFiles(out, [{ path: 'ok.html', data: 'ok' }, { path: '../README', data: 'pwned' }])).rejects.toThrow(/not a path inside the output folder/);
    expect(existsSync(path.join(dir, 'README'))).toBe(false);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('marks what it writes as its own', async () => {
    const out = path.join(dir, 'out');
    await emitFiles(out, [{ path: 'index.html', data: 'x' }]);
    expect(readdirSync(out).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
  });

  it('clears the folders a killed build left beside the output folder, and puts back a site moved aside mid-swap', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const pid = Number(dead.stdout);
    const out = path.join(dir, 'build');
    // A build killed between moving the old site aside and moving the new one in: no build/ at all.
    mkdirSync(path.join(dir, `.build.old-${pid}-1000`));
    writeFileSync(path.join(dir, `.build.old-${pid}-1000/index.html`), 'previous site');
    mkdirSync(path.join(dir, `.build.tmp-${pid}-1000`));
    mkdirSync(path.join(dir, `.build.tmp-${pid}-999/deep`), { recursive: true });
    // A running build's folder (this process) and someone else's file with a similar name stay.
    mkdirSync(path.join(dir, `.build.tmp-${process.pid}-5`));
    writeFileSync(path.join(dir, '.build.tmp-notes'), 'mine');
    const staged = stageOutput(out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous site');
    await staged.abort();
    expect(readdirSync(dir).sort()).toEqual(['.build.tmp-notes', `.build.tmp-${process.pid}-5`, 'build'].sort());
  });

  it('names the folder and the cause when it cannot write, and leaves the previous output', async () => {
    const out = path.join(dir, 'out');
    await emitFiles(out, [{ path: 'index.html', data: 'previous' }]);
    writeFileSync(path.join(dir, 'file'), 'a file where a folder must be');
    await expect(emitFiles(path.join(dir, 'file/out'), [{ path: 'index.html', data: 'x' }])).rejects.toThrow(/Could not create the output folder .*file\/out: a file stands where a folder must be \(ENOTDIR\)/);
    // A page whose folder is taken by a file of the same build.
    await expect(emitFiles(out, [{ path: 'a', data: 'file' }, { path: 'a/b.html', data: 'x' }])).rejects.toThrow(DiagnosticError);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });
});
