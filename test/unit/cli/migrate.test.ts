/** `mistdocs migrate` run as a user runs it: from another folder than the Docusaurus site's. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/mistdocs.js');

const SITE: Record<string, string> = {
  // Docusaurus runs the config in the site's folder, so path.resolve and relative reads mean the site's files.
  'docusaurus.config.js': `const path = require('path');
const fs = require('fs');
const tagline = fs.readFileSync('tagline.txt', 'utf8').trim();
module.exports = {
  title: 'Website',
  tagline,
  url: 'https://example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: path.resolve('sidebars.js') }, theme: { customCss: [path.resolve('src/css/custom.css')] } }]],
};
`,
  'tagline.txt': 'Read from the site folder\n',
  'sidebars.js': "module.exports = { docs: [{ type: 'doc', id: 'intro', label: 'Start: ' + require('path').basename(process.cwd()) }] };\n",
  'docs/intro.md': '# Intro\n\nHello.\n',
  'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
  // Installed with yarn, which does not enforce peer dependencies.
  'yarn.lock': '# yarn lockfile v1\n',
  'package.json': JSON.stringify({ name: 'website', scripts: { build: 'docusaurus build' }, dependencies: { '@docusaurus/core': '^3.8.1', clsx: '^2.0.0' } }),
};

describe('mistdocs migrate from another folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-cli-migrate-'));
    for (const [rel, text] of Object.entries(SITE)) {
      await mkdir(path.dirname(path.join(root, 'website', rel)), { recursive: true });
      await writeFile(path.join(root, 'website', rel), text);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("runs the config in the site's folder: its customCss, sidebars and files read by relative path are the site's", async () => {
    const res = spawnSync(process.execPath, [bin, 'migrate', 'website', '--out', 'new'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).not.toMatch(/outside the site|could not be run/);
    const config = await readFile(path.join(root, 'new/site.config.ts'), 'utf8');
    expect(config).toContain('"customCss": [\n    "./src/css/custom.css"\n  ]');
    expect(config).toContain('"tagline": "Read from the site folder"');
    expect(config).toContain('"label": "Start: website"');
    expect(await readFile(path.join(root, 'new/src/css/custom.css'), 'utf8')).toBe(SITE['src/css/custom.css']);
    // What to do next is one install and one build.
    expect(res.stdout.trim().split('\n').at(-1)).toBe('Next: cd new && npm install && npm run build');
    const pkg = JSON.parse(await readFile(path.join(root, 'new/package.json'), 'utf8'));
    expect(pkg.scripts.build).toBe('mistdocs build');
    expect(Object.keys(pkg.dependencies)).toEqual(['clsx', 'mistdocs']);
    // npm installs its packages as yarn did.
    expect(await readFile(path.join(root, 'new/.npmrc'), 'utf8')).toBe('legacy-peer-deps=true\n');
  });
  it('keeps the customCss a config resolves when the site is reached through a symbolic link (Node resolves to the real path)', async () => {
    await symlink(path.join(root, 'website'), path.join(root, 'linked'), 'dir');
    const res = spawnSync(process.execPath, [bin, 'migrate', 'linked', '--out', 'from-link'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).not.toMatch(/outside the site/);
    expect(await readFile(path.join(root, 'from-link/site.config.ts'), 'utf8')).toContain('"customCss": [\n    "./src/css/custom.css"\n  ]');
  });
});

describe('mistdocs migrate killed on the way', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-cli-migrate-killed-'));
    for (const [rel, text] of Object.entries(SITE)) {
      await mkdir(path.dirname(path.join(root, 'website', rel)), { recursive: true });
      await writeFile(path.join(root, 'website', rel), text);
    }
    // Enough files that copying them takes a while.
    await mkdir(path.join(root, 'website/static/files'), { recursive: true });
    await Promise.all(Array.from({ length: 4000 }, (_, i) => writeFile(path.join(root, 'website/static/files', `file-${i}.txt`), `file ${i}\n`)));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('leaves no site at the output folder (it was writing beside it), and the next migrate writes it whole', async () => {
    const child = spawn(process.execPath, [bin, 'migrate', 'website', '--out', 'new'], { cwd: root, stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
    const closed = new Promise((resolve) => child.once('close', resolve));
    const aside = `.new.migrating-${child.pid}`;
    while (!existsSync(path.join(root, aside, 'site.config.ts')) && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill('SIGKILL');
    await closed;
    expect(existsSync(path.join(root, aside))).toBe(true);
    expect(existsSync(path.join(root, 'new'))).toBe(false);
    const res = spawnSync(process.execPath, [bin, 'migrate', 'website', '--out', 'new'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(res.status).toBe(0);
    expect(await readdir(path.join(root, 'new/content/static/files'))).toHaveLength(4000);
    // What the killed one left is cleared.
    expect((await readdir(root)).sort()).toEqual(['new', 'website']);
  }, 60_000);
});
