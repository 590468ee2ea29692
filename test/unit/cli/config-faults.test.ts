/**
 * `mistdocs build` and `migrate` when the site's config ends the process itself (process.exit(0)) or never
 * finishes loading (it awaits forever): the file that stopped the command is named, the exit code is 1.
 * A source tree on a read-only disk builds into an output folder elsewhere, and no temporary folder is left.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMount } from '../../helpers/mount.js';
import { fixturesDir } from '../../helpers/site.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const env = { ...process.env, NO_COLOR: '1', CI: '1' };
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env, timeout: 60_000 });

/** The temporary folders mistdocs makes while it builds (a config's module, component code). */
const temporary = async () => (await readdir(os.tmpdir())).filter((name) => /^mistdocs-(module|components)-/.test(name)).sort();

async function copySite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-config-faults-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await mkdir(path.join(dir, 'node_modules'));
  return dir;
}

describe('a config that ends the build itself', () => {
  let dir: string;
  let config: string;
  beforeAll(async () => {
    dir = await copySite();
    config = await readFile(path.join(dir, 'site.config.ts'), 'utf8');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('process.exit(0): names the config and its line, exit code 1, no output folder', async () => {
    await writeFile(path.join(dir, 'site.config.ts'), `const ready: boolean = true;\nif (ready) process.exit(0);\n${config}`);
    const res = run(dir, 'build');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('site.config.ts:2:20 error It ended the command before it finished: it called process.exit(0).');
    expect(res.stderr).toContain('must not call process.exit()');
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('a promise it awaits that never settles: names the config, exit code 1, and leaves no temporary folder', async () => {
    const before = await temporary();
    await writeFile(path.join(dir, 'site.config.ts'), `await new Promise(() => {});\n${config}`);
    const res = run(dir, 'build');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('site.config.ts error It never finished loading: it waits for something that never comes');
    expect(await temporary()).toEqual(before);
  });
});

describe('a Docusaurus config that ends migrate itself', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-exit-'));
    await mkdir(path.join(root, 'website/docs'), { recursive: true });
    await writeFile(path.join(root, 'website/docs/intro.md'), '# Intro\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    ['process.exit(0)', "module.exports = { title: 'W', url: 'https://w.example', baseUrl: '/' };\nprocess.exit(0);\n", 'website/docusaurus.config.js error It ended the command before it finished: it called process.exit(0).'],
    ['a promise that never settles', "await new Promise(() => {});\nexport default { title: 'W', url: 'https://w.example', baseUrl: '/' };\n", 'website/docusaurus.config.js error It never finished loading'],
  ])('%s: names the config, exit code 1, and writes no site and no file beside it', async (_case, source, message) => {
    await writeFile(path.join(root, 'website/docusaurus.config.js'), source);
    const res = run(root, 'migrate', 'website', '--out', 'new');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(message);
    expect(existsSync(path.join(root, 'new'))).toBe(false);
    expect((await readdir(path.join(root, 'website'))).sort()).toEqual(['docs', 'docusaurus.config.js']);
  });
});

describe('a source tree on a read-only disk', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await copySite();
    out = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-readonly-out-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  });

  it('builds into --out elsewhere (the config is compiled in a temporary folder), and leaves no temporary folder', async () => {
    const before = await temporary();
    await withMount(['--bind', dir], dir, async () => {
      execFileSync('mount', ['-o', 'remount,ro,bind', dir]);
      const res = run(dir, 'build', '--no-cache', '--out', path.join(out, 'site'));
      expect(res.stderr).not.toMatch(/EROFS|read-only/);
      expect(res.status).toBe(0);
    });
    expect(await readdir(path.join(out, 'site'))).toContain('index.html');
    expect(await temporary()).toEqual(before);
  }, 60_000);
});
