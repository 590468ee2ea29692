/**
 * `mistdocs build` when things go wrong around it: killed at any moment, given a folder it must not
 * replace, a read-only output folder or a full disk. Each leaves the previous site or the new one (never a
 * mix), names the folder and the cause with exit code 1, and leaves nothing behind for long.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMount } from '../../helpers/mount.js';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const env = { ...process.env, NO_COLOR: '1', CI: '1' };
const build = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [bin, 'build', ...args], { cwd, encoding: 'utf8', env });

/** Every file below `dir` with a digest of its bytes, as one sorted string. */
async function snapshot(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    lines.push(`${path.relative(dir, file)} ${createHash('sha1').update(await readFile(file)).digest('hex')}`);
  }
  return lines.sort().join('\n');
}

/** What builds leave beside the output folder while they run. */
const leftovers = async (dir: string) => (await readdir(dir)).filter((name) => /^\.build\.(tmp|old)-/.test(name));

async function copySite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-faults-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await mkdir(path.join(dir, 'node_modules'));
  return dir;
}

describe('a build killed at any moment', () => {
  let dir: string;
  let doc: string;
  let v1: string;
  let v2: string;
  let v1Body: string;
  let ms: number;
  beforeAll(async () => {
    dir = await copySite();
    doc = path.join(dir, 'content/docs/index.md');
    v1Body = await readFile(doc, 'utf8');
    expect(build(dir, '--out', 'ref1').status).toBe(0);
    await writeFile(doc, `${v1Body}\nA sentence only the second version has.\n`);
    const started = performance.now();
    expect(build(dir, '--out', 'ref2').status).toBe(0);
    ms = performance.now() - started;
    [v1, v2] = [await snapshot(path.join(dir, 'ref1')), await snapshot(path.join(dir, 'ref2'))];
    expect(v1).not.toBe(v2);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves the previous site or the new one, and the next build clears what it left', async () => {
    const out = path.join(dir, 'build');
    for (let i = 0; i < 6; i++) {
      await writeFile(doc, v1Body);
      expect(build(dir).status).toBe(0);
      expect(await snapshot(out)).toBe(v1);
      // The second version, killed at a different point of its run each time (with the cache, as users build).
      await appendFile(doc, '\nA sentence only the second version has.\n');
      const child = spawn(process.execPath, [bin, 'build'], { cwd: dir, env, stdio: 'ignore' });
      const closed = new Promise((resolve) => child.once('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, (ms * (i + 1)) / 6));
      child.kill('SIGKILL');
      await closed;
      const state = existsSync(out) ? await snapshot(out) : 'missing';
      // Killed between moving the old site aside and moving the new one in: the next build puts it back.
      if (state === 'missing') expect(await leftovers(dir)).toEqual(expect.arrayContaining([expect.stringMatching(/^\.build\.old-/)]));
      else expect([v1, v2]).toContain(state);
    }
    await writeFile(doc, v1Body);
    expect(build(dir).status).toBe(0);
    expect(await snapshot(out)).toBe(v1);
    // The site moved aside is removed by a process of its own: give it a moment.
    for (let waited = 0; (await leftovers(dir)).length && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await leftovers(dir)).toEqual([]);
  }, 300_000);
});

describe('an output folder the build must not replace', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
    await writeFile(path.join(dir, 'NOTES.txt'), 'notes');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([['.'], ['..'], ['content'], ['content/docs']])('--out %s is refused with exit 1, and nothing is removed', async (out) => {
    const before = await snapshot(dir);
    const res = build(dir, '--out', out, '--force');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(new RegExp(`Refused to build into ${out.replace(/\./g, '\\.')}: `));
    expect(res.stderr).not.toMatch(/bug in mistdocs|\n\s+at /);
    expect(await snapshot(dir)).toBe(before);
  });

  it('refuses a folder of someone\'s files unless --force', async () => {
    await mkdir(path.join(dir, 'mydocs'));
    await writeFile(path.join(dir, 'mydocs/plan.txt'), 'mine');
    const res = build(dir, '--out', 'mydocs');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Refused to build into mydocs: it holds files that an earlier build did not make (plan.txt)');
    expect(res.stderr).toContain('add --force');
    expect(await readFile(path.join(dir, 'mydocs/plan.txt'), 'utf8')).toBe('mine');
    expect(build(dir, '--out', 'mydocs', '--force').status).toBe(0);
    expect(existsSync(path.join(dir, 'mydocs/plan.txt'))).toBe(false);
    // Now it is a build's folder: the next build replaces it without --force.
    expect(build(dir, '--out', 'mydocs').status).toBe(0);
  }, 60_000);
});

describe('an output folder that cannot be written', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a read-only output folder: names it and the cause, exits 1, and leaves the previous output', async () => {
    expect(build(dir, '--out', 'site/build').status).toBe(0);
    const out = path.join(dir, 'site');
    const before = await snapshot(out);
    await withMount(['--bind', out], out, async () => {
      execFileSync('mount', ['-o', 'remount,ro,bind', out]);
      const res = build(dir, '--out', 'site/build');
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/Could not replace the output folder \S*site\/build: the file system is read-only \(EROFS\)\. The previous output is left as it was\./);
      expect(res.stderr).not.toMatch(/bug in mistdocs|\n\s+at /);
    });
    expect(await snapshot(out)).toBe(before);
  }, 60_000);

  it('a full disk: names the folder and the cause, exits 1, and leaves the previous output and no partial folder', async () => {
    const disk = path.join(dir, 'small-disk');
    await mkdir(disk);
    await withMount(['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs'], disk, async () => {
      await mkdir(path.join(disk, 'build'));
      await writeFile(path.join(disk, 'build/index.html'), 'previous site');
      await writeFile(path.join(disk, 'build/.mistdocs-output'), '{}');
      const res = build(dir, '--out', 'small-disk/build', '--no-cache');
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/Could not write into the output folder \S*small-disk\/build: the disk is full \(ENOSPC\)\. The previous output is left as it was\./);
      expect(res.stderr).toContain('Free some space');
      expect(await readFile(path.join(disk, 'build/index.html'), 'utf8')).toBe('previous site');
      expect(await readdir(disk)).toEqual(['build']);
    });
  }, 60_000);
});
