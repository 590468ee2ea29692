/**
 * A build with the persistent cache (what `mistdocs build` does) writes the same output folder, byte for
 * byte, as a cold build: after nothing changed, after a body edit, and for a site with docs versions
 * (one search index per version). Its record of the output folder leaves files already there alone,
 * yet puts back what someone edited or removed there and removes what the build no longer makes.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/pipeline/index.js';
import { OUTPUT_MARKER } from '../../../src/pipeline/output-guard.js';
import { fixturesDir } from '../../helpers/site.js';

/** Every file below `dir` with its bytes, by relative path. */
async function folder(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), await readFile(file));
  }
  return out;
}

/** Asserts two folders hold the same files with the same bytes (naming the first that differs). */
async function expectSameFolder(a: string, b: string): Promise<void> {
  const [left, right] = await Promise.all([folder(a), folder(b)]);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  for (const [file, bytes] of left) expect(right.get(file)!.equals(bytes), file).toBe(true);
}

/** A copy of a fixture site with a node_modules folder (where the cache lives). */
async function copySite(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mistdocs-cached-${name}-`));
  await cp(path.join(fixturesDir, 'sites', name), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await mkdir(path.join(dir, 'node_modules'));
  return dir;
}

/** Builds with the cache and returns the emit stage's line (which says how many files were left as they were). */
async function cachedBuild(dir: string): Promise<string> {
  let emitLine = '';
  await buildSite({ cwd: dir, outDir: path.join(dir, 'cached'), persistentCache: true, onStage: (stage, _ms, detail) => stage === 'emit' && (emitLine = detail ?? '') });
  return emitLine;
}

const coldBuild = (dir: string) => buildSite({ cwd: dir, outDir: path.join(dir, 'cold') });

describe.each(['basic', 'versions'])('the %s site built with the cache', (name) => {
  let dir: string;
  beforeAll(async () => {
    dir = await copySite(name);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the same files as a cold build, the first time and when everything comes from the cache', async () => {
    await coldBuild(dir);
    expect(await cachedBuild(dir)).not.toMatch(/unchanged/);
    await expectSameFolder(path.join(dir, 'cold'), path.join(dir, 'cached'));
    const result = await buildSite({ cwd: dir, outDir: path.join(dir, 'cached'), persistentCache: true });
    expect(result.rebuilt.docs).toEqual([]);
    await expectSameFolder(path.join(dir, 'cold'), path.join(dir, 'cached'));
  });

  it('writes the same files as a cold build after a body edit (pages, search index, Markdown copies)', async () => {
    const doc = path.join(dir, 'content/docs/index.md');
    await writeFile(doc, `${await readFile(doc, 'utf8')}\nA closing paragraph about zyxwvut streams.\n`);
    await cachedBuild(dir);
    await coldBuild(dir);
    await expectSameFolder(path.join(dir, 'cold'), path.join(dir, 'cached'));
    const search = [...(await folder(path.join(dir, 'cached'))).values()].some((bytes) => bytes.includes('zyxwvut'));
    expect(search).toBe(true);
  });

  it('writes the same files as a cold build after a change every page shows (the navbar title)', async () => {
    const config = path.join(dir, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    const renamed = text.replace(/(navbar: \{\s*title: ')([^']*)'/, "$1$2 Renamed'");
    expect(renamed).not.toBe(text);
    await writeFile(config, renamed);
    await cachedBuild(dir);
    await coldBuild(dir);
    await expectSameFolder(path.join(dir, 'cold'), path.join(dir, 'cached'));
    expect(await readFile(path.join(dir, 'cached/index.html'), 'utf8')).toContain('Renamed');
  });
});

describe('the record of the output folder', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await copySite('basic');
    out = path.join(dir, 'cached');
    await coldBuild(dir);
    await cachedBuild(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves every file alone when nothing changed', async () => {
    const before = await stat(path.join(out, 'index.html'));
    const line = await cachedBuild(dir);
    // Every file but the marker the build writes anew each time.
    const count = [...(await folder(out)).keys()].filter((file) => file !== OUTPUT_MARKER).length;
    expect(line).toContain(`${count} of them unchanged`);
    expect((await stat(path.join(out, 'index.html'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('puts back a file edited or removed in the output folder, and removes files the build does not make', async () => {
    await writeFile(path.join(out, 'index.html'), 'edited by hand');
    await rm(path.join(out, 'sitemap.xml'));
    await writeFile(path.join(out, 'stray.txt'), 'left behind');
    await mkdir(path.join(out, 'stray-folder/inner'), { recursive: true });
    await writeFile(path.join(out, 'stray-folder/inner/page.html'), 'left behind');
    // And one deep inside a folder the build makes.
    const nested = [...(await folder(out)).keys()].find((file) => file.split(path.sep).length > 2)!;
    await writeFile(path.join(out, path.dirname(nested), 'stray.html'), 'left behind');
    await cachedBuild(dir);
    await expectSameFolder(path.join(dir, 'cold'), out);
  });

  it('leaves the output folder as it was when the build fails', async () => {
    const config = path.join(dir, 'site.config.ts');
    const good = await readFile(config, 'utf8');
    const doc = path.join(dir, 'content/docs/index.md');
    const body = await readFile(doc, 'utf8');
    await writeFile(doc, `${body}\nA sentence this build never writes.\n`);
    await writeFile(config, `${good}\nexport const broken = ;\n`);
    await expect(cachedBuild(dir)).rejects.toThrow();
    await expectSameFolder(path.join(dir, 'cold'), out);
    await writeFile(config, good);
    await writeFile(doc, body);
    await cachedBuild(dir);
    await expectSameFolder(path.join(dir, 'cold'), out);
  });
});
