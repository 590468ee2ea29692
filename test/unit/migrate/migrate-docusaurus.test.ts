import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDocusaurus, MigrateError } from '../../../src/migrate/migrate-docusaurus.js';
import { buildSite } from '../../../src/pipeline/index.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function docusaurusSite(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'site', rel)), { recursive: true });
    await writeFile(path.join(dir, 'site', rel), text);
  }
  return path.join(dir, 'site');
}

const CONFIG = `module.exports = {
  title: 'Old Docs',
  tagline: 'Moved over',
  url: 'https://old.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js', editUrl: 'https://github.com/o/r/edit/main/' }, blog: { path: 'blog' }, theme: { customCss: './src/css/custom.css' } }]],
  plugins: ['docusaurus-plugin-sass'],
  themeConfig: { navbar: { items: [{ to: '/', label: 'Docs' }] } },
};
`;

describe('migrateDocusaurus', () => {
  it('writes a site.config.ts, copies docs, static files and Markdown pages, and the result builds', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': CONFIG,
      'sidebars.js': "module.exports = { docs: ['intro', { Guides: ['guides/setup'] }, { type: 'html', value: '<hr>' }] };\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/guides/setup.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Setup\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n",
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'src/pages/about.md': '# About\n',
      'src/pages/index.js': 'export default function Home() { return null; }\n',
      'src/theme/Footer/index.js': 'export default () => null;\n',
      'blog/2020-01-01-hi.md': '# Hi\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toEqual(['site.config.ts', 'content/docs/ (from docs/)', 'content/static/ (from static/)', 'content/pages/ (1 Markdown page from src/pages/)']);
    expect(result.notCarried).toEqual([
      'The blog: mistdocs has no blog; its posts were not copied.',
      'Custom CSS ("./src/css/custom.css"): mistdocs has its own theme; port the rules you need by hand.',
      'The plugin docusaurus-plugin-sass.',
      'Sidebar item docs[2]: an `html` item has no counterpart in mistdocs yet and is left out.',
      'themeConfig.navbar: add the items you need under `navbar` in site.config.ts.',
      'The React page src/pages/index.js: mistdocs builds pages from Markdown only.',
      'Swizzled theme components in src/theme/ (Footer).',
    ]);
    const config = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(config).toContain('"editUrl": "https://github.com/o/r/edit/main/"');
    expect(config).toContain('"format": "mdx"');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const setup = await readFile(path.join(outDir, 'build/guides/setup/index.html'), 'utf8');
    expect(setup).toContain('class="tabs"');
    expect(setup).not.toContain('import Tabs');
    expect(existsSync(path.join(outDir, 'build/about/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'build/img/logo.svg'))).toBe(true);
  });

  it('carries the versions over: versions.json, versioned docs and sidebars, and the version options', async () => {
    const siteDir = await docusaurusSite({
      // A config that require()s a package of the site, as real Docusaurus configs do.
      'docusaurus.config.js': `const { themes } = require('code-themes');\nmodule.exports = { title: 'V', url: 'https://v.example', presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: 'Main', banner: 'none', noIndex: true } } } }]] };\n`,
      'node_modules/code-themes/package.json': '{ "name": "code-themes", "main": "index.js" }\n',
      'node_modules/code-themes/index.js': 'module.exports = { themes: {} };\n',
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n\nNow.\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/intro.md': '---\nslug: /\n---\n# Intro\n\nThen.\n\n![Diagram](./img/d.svg)\n',
      'versioned_docs/version-1.0/img/d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toEqual(['site.config.ts', 'content/docs/ (from docs/)', 'versions.json', 'versioned_docs/', 'versioned_sidebars/']);
    const config = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    // Only the options mistdocs has are carried (noIndex is not one).
    expect(config).toMatch(/"lastVersion": "current",\s+"versions": \{\s+"current": \{\s+"label": "Main",\s+"banner": "none"\s+\}/);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The current version is the last one here, so it has the root; 1.0's 'slug: /' is its own root, with its image.
    expect(await readFile(path.join(outDir, 'build/docs/index.html'), 'utf8')).toContain('Now.');
    const old = await readFile(path.join(outDir, 'build/docs/1.0/index.html'), 'utf8');
    expect(old).toContain('Then.');
    expect(old).toMatch(/<img src="\/assets\/images\/d-[0-9a-f]+\.svg"/);
  });

  it('refuses a folder without docusaurus.config.js, and an output folder that is not empty', async () => {
    const siteDir = await docusaurusSite({ 'README.md': 'no config' });
    await expect(migrateDocusaurus({ siteDir, outDir: path.join(dir!, 'out') })).rejects.toThrow(MigrateError);
    await writeFile(path.join(siteDir, 'docusaurus.config.js'), CONFIG);
    await expect(migrateDocusaurus({ siteDir, outDir: siteDir })).rejects.toThrow(/not empty/);
  });
});
