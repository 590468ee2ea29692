/**
 * `mistdocs init`: the starter site it writes builds and checks cleanly with the features it shows, and
 * a folder that is not empty is refused with one line unless --force.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/index.js';
import { initSite, packageNameFromFolder, titleFromFolder } from '../../../src/init/init-site.js';
import { readPackageInfo } from '../../../src/package-info.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');
const mistdocs = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-init-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('the starter site', () => {
  let site: string;
  beforeAll(async () => {
    site = path.join(tmp, "ada's-docs");
    await initSite({ dir: site });
  });

  it('has the config, pages, category, logo, favicon, package.json and .gitignore', async () => {
    const files = (await readdir(site, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(site, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    expect(files.sort()).toEqual([
      '.gitignore',
      'content/docs/guides/_category_.json',
      'content/docs/guides/publish.md',
      'content/docs/guides/write-a-page.md',
      'content/docs/index.md',
      'content/static/img/favicon.svg',
      'content/static/img/logo.svg',
      'package.json',
      'site.config.ts',
      'src/pages/index.module.css',
      'src/pages/index.tsx',
    ]);
    const pkg = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      name: 'ada-s-docs',
      private: true,
      scripts: { start: 'mistdocs serve --watch', build: 'mistdocs build', check: 'mistdocs check' },
      dependencies: { mistdocs: `^${readPackageInfo().version}` },
    });
    expect(await readFile(path.join(site, '.gitignore'), 'utf8')).toMatch(/^node_modules\/$/m);
    expect(await readFile(path.join(site, 'site.config.ts'), 'utf8')).toContain("title: 'Ada\\'s Docs',");
  });

  it('builds its pages with admonitions, a titled code block and working relative links', async () => {
    const outDir = path.join(tmp, 'starter-build');
    const result = await build({ cwd: site, outDir });
    expect(result.diagnostics).toEqual([]);
    // The home page is a React page: a hero with the title, tagline and a link to the docs, and feature cards.
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<h1>Ada&#x27;s Docs</h1>');
    expect(home).toContain('<a href="/docs" class="button">Read the docs</a>');
    expect(home.match(/<div class="\w+_feature"><h2>/g)).toHaveLength(3);
    const intro = await readFile(path.join(outDir, 'docs/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/guides/write-a-page"');
    const page = await readFile(path.join(outDir, 'docs/guides/write-a-page/index.html'), 'utf8');
    expect(page).toContain('admonition-tip');
    expect(page).toContain('admonition-warning');
    expect(page).toContain('greet.js');
    expect(page).toContain('href="/docs/guides/publish#build-the-site"');
    await expect(readFile(path.join(outDir, 'docs/guides/index.html'), 'utf8')).resolves.toContain('Publish the site');
    await expect(readFile(path.join(outDir, 'img/favicon.svg'), 'utf8')).resolves.toContain('<svg');
  });

  it('passes check without errors or warnings', () => {
    const res = mistdocs(site, 'check', '--json', '--no-cache');
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ ok: true, errors: 0, warnings: 0 });
  });
});

describe('mistdocs init', () => {
  it('refuses a folder that is not empty, in one line, and writes nothing', async () => {
    const dir = path.join(tmp, 'busy');
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const res = mistdocs(tmp, 'init', 'busy');
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe('error busy is not empty (notes.txt); choose a new or empty folder, or pass --force to add the starter files (replacing files with the same names).\n');
    expect(await readdir(dir)).toEqual(['notes.txt']);
  });

  it('with --force adds the starter, keeping other files and merging package.json and .gitignore', async () => {
    const dir = path.join(tmp, 'existing');
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    await writeFile(path.join(dir, '.gitignore'), 'dist/\nnode_modules/\n');
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'tool', scripts: { test: 'node test.js' }, dependencies: { mistdocs: 'file:../mistdocs.tgz' } }));
    const res = mistdocs(dir, 'init', '--force', '--title', 'Tool');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Created "Tool" in . (11 files).');
    expect(res.stdout).not.toContain('cd ');
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'))).toEqual({
      name: 'tool',
      scripts: { test: 'node test.js', start: 'mistdocs serve --watch', build: 'mistdocs build', check: 'mistdocs check', serve: 'mistdocs serve' },
      dependencies: { mistdocs: 'file:../mistdocs.tgz' },
    });
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('dist/\nnode_modules/\n/build/\n.build.tmp-*/\n.build.old-*/\n.site.config.*.mjs\n');
  });

  it('ignores .git, writes a path dependency relative to the site, and says what to run next', async () => {
    await mkdir(path.join(tmp, 'repo/.git'), { recursive: true });
    const res = mistdocs(tmp, 'init', 'repo', '--dependency', './mistdocs-1.0.0.tgz');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Created "Repo" in repo (11 files).');
    expect(res.stdout).toMatch(/cd repo\n {2}npm install\n {2}npm start/);
    expect(JSON.parse(await readFile(path.join(tmp, 'repo/package.json'), 'utf8')).dependencies).toEqual({ mistdocs: 'file:../mistdocs-1.0.0.tgz' });
  });

  it('refuses a file in place of the folder', async () => {
    await writeFile(path.join(tmp, 'a-file'), '');
    const res = mistdocs(tmp, 'init', 'a-file');
    expect(res.status).toBe(1);
    expect(res.stderr).toBe('error a-file is a file, not a folder; choose a folder name for the new site.\n');
  });

  it('makes titles and package names from folder names', () => {
    expect(titleFromFolder('my-docs')).toBe('My Docs');
    expect(titleFromFolder('api_reference.v2')).toBe('Api Reference V2');
    expect(titleFromFolder('---')).toBe('My Docs');
    expect(packageNameFromFolder('My Docs!')).toBe('my-docs');
    expect(packageNameFromFolder('.hidden')).toBe('hidden');
    expect(packageNameFromFolder('???')).toBe('my-docs');
  });
});
