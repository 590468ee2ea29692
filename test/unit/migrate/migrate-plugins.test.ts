/**
 * migrate carries a Docusaurus site's own plugins and its Tailwind setup, and the new site builds with
 * them: `npm run build` in its folder, with its packages installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDocusaurus } from '../../../src/migrate/migrate-docusaurus.js';

const SITE: Record<string, string> = {
  'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Plugged',
  url: 'https://plugged.example',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [
    './src/plugins/hello',
    [path.resolve(__dirname, 'plugins/banner'), { text: 'Hi' }],
    async function tailwindPlugin(context, options) {
      return {
        name: 'docusaurus-tailwindcss',
        configurePostCss(postcssOptions) {
          postcssOptions.plugins.push(require('tailwindcss'));
          postcssOptions.plugins.push(require('autoprefixer'));
          return postcssOptions;
        },
      };
    },
    'docusaurus-plugin-image-zoom',
  ],
};
`,
  'tailwind.config.js': "module.exports = { content: ['./src/**/*.{js,jsx,ts,tsx}', './docs/**/*.{md,mdx}'], corePlugins: { preflight: false } };\n",
  'package.json': JSON.stringify({ name: 'plugged', scripts: { build: 'docusaurus build' }, dependencies: { '@docusaurus/core': '^3.8.1', 'docusaurus-plugin-image-zoom': '^2.0.0' }, devDependencies: { tailwindcss: '^3.4.1', autoprefixer: '^10.4.0', postcss: '^8.4.0' } }),
  'docs/intro.md': '# Intro\n\nSome <b className="text-red-700">red</b> text.\n',
  'src/css/custom.css': '@tailwind utilities;\n',
  'src/pages/index.js': "export default function Home() { return <div className=\"grid grid-cols-3\">Home</div>; }\n",
  'src/plugins/hello/index.js': "module.exports = function hello() { return { name: 'hello', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'hello', content: 'world' } }] }; } }; };\n",
  'plugins/banner.js': "module.exports = function banner(context, options) { return { name: 'banner', injectHtmlTags() { return { headTags: ['<meta name=\"banner\" content=\"' + options.text + '\">'] }; }, configureWebpack() { return {}; } }; };\n",
};

describe('migrate with the site\'s own plugins and Tailwind', () => {
  let root: string;
  let out: string;
  let result: Awaited<ReturnType<typeof migrateDocusaurus>>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-plugins-'));
    for (const [rel, text] of Object.entries(SITE)) {
      await mkdir(path.dirname(path.join(root, 'site', rel)), { recursive: true });
      await writeFile(path.join(root, 'site', rel), text);
    }
    out = path.join(root, 'new');
    result = await migrateDocusaurus({ siteDir: path.join(root, 'site'), outDir: out });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('carries the plugins of the site (files and a function) and names the package plugin it does not run', async () => {
    const config = await readFile(path.join(out, 'site.config.ts'), 'utf8');
    expect(config).toContain('"plugins": [\n    "./src/plugins/hello",\n    [\n      "./plugins/banner",\n      {\n        "text": "Hi"\n      }\n    ],\n    async function tailwindPlugin(context, options) {');
    expect(config).toContain("postcssOptions.plugins.push(require(\"tailwindcss\"));");
    expect(result.notCarried).toContain('The plugin docusaurus-plugin-image-zoom.');
    expect(result.notCarried.join('\n')).not.toMatch(/hello|banner|tailwindPlugin/);
    expect(result.written).toContain('plugins/banner.js (a plugin of the site)');
    expect(await readFile(path.join(out, 'plugins/banner.js'), 'utf8')).toBe(SITE['plugins/banner.js']);
  });

  it("copies the Tailwind config with its content paths into the moved docs", async () => {
    expect(result.written).toContain("tailwind.config.js (the site's PostCSS and Tailwind configuration; Tailwind's paths into the moved docs and blogs follow them)");
    expect(await readFile(path.join(out, 'tailwind.config.js'), 'utf8')).toBe("module.exports = { content: ['./src/**/*.{js,jsx,ts,tsx}', './content/docs/**/*.{md,mdx}'], corePlugins: { preflight: false } };\n");
  });

  it('builds with npm run build in its folder: Tailwind styles the pages, the plugins add their tags, the skipped method is named', async () => {
    // The packages `npm install` would give it (this repository's copies).
    for (const pkg of ['tailwindcss', 'autoprefixer', 'postcss']) {
      await mkdir(path.join(out, 'node_modules'), { recursive: true });
      await symlink(path.resolve('node_modules', pkg), path.join(out, 'node_modules', pkg), 'dir');
    }
    const pkg = JSON.parse(await readFile(path.join(out, 'package.json'), 'utf8'));
    expect(pkg.scripts.build).toBe('mistdocs build');
    const res = spawnSync(process.execPath, [path.resolve('bin/mistdocs.js'), 'build'], { cwd: out, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(res.status, res.stderr + res.stdout).toBe(0);
    expect(res.stdout + res.stderr).toContain('plugins/banner.js warning The plugin banner has `configureWebpack`, which mistdocs does not run');
    const css = await readdir(path.join(out, 'build/assets/css'));
    const custom = await readFile(path.join(out, 'build/assets/css', css.find((f) => f.startsWith('custom-'))!), 'utf8');
    expect(custom).toContain('.grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}');
    expect(custom).toMatch(/\.text-red-700\{/);
    const home = await readFile(path.join(out, 'build/index.html'), 'utf8');
    expect(home).toContain('<meta name="hello" content="world">');
    expect(home).toContain('<meta name="banner" content="Hi">');
    expect(existsSync(path.join(out, 'build/docs/intro/index.html'))).toBe(true);
  });
});

describe('migrate with plugins the config requires from files of the site', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists each file by its path (not its source), copies it, and the new site builds from that file: webpack, which Docusaurus brings, is a stand-in', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-required-'));
    const files: Record<string, string> = {
      // As masa-finance/docs writes it.
      'docusaurus.config.js': `module.exports = {
  title: 'Required', url: 'https://required.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [
    require('./src/plugins/http-support'),
    [require('./plugins/greet'), { text: 'Hi' }],
    require('./src/plugins/pair').second,
    function inline() { return { name: 'inline', injectHtmlTags() { return { headTags: ['<meta name="inline" content="yes">'] }; } }; },
  ],
};
`,
      'src/plugins/http-support.js': "const webpack = require('webpack');\n\nmodule.exports = function (_context, _options) {\n  return { name: 'http-support', configureWebpack() { return { plugins: [new webpack.ProvidePlugin({ process: 'process/browser' })] }; } };\n};\n",
      'plugins/greet.js': "module.exports = function greet(context, options) { return { name: 'greet', injectHtmlTags() { return { headTags: ['<meta name=\"greet\" content=\"' + options.text + '\">'] }; } }; };\n",
      // A file with two plugins: the one the config takes is not the file's export, so it goes as its source.
      'src/plugins/pair.js': "exports.first = function first() { return { name: 'first' }; };\nexports.second = function second() { return { name: 'second', injectHtmlTags() { return { headTags: ['<meta name=\"second\" content=\"yes\">'] }; } }; };\n",
      'docs/intro.md': '# Intro\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, 'site', rel)), { recursive: true });
      await writeFile(path.join(root, 'site', rel), text);
    }
    const out = path.join(root, 'new');
    const result = await migrateDocusaurus({ siteDir: path.join(root, 'site'), outDir: out });
    const config = await readFile(path.join(out, 'site.config.ts'), 'utf8');
    expect(config).toContain('"plugins": [\n    "./src/plugins/http-support.js",\n    [\n      "./plugins/greet.js",\n      {\n        "text": "Hi"\n      }\n    ],\n    function second() {');
    expect(config).toContain('function inline() {');
    expect(config).not.toContain('configureWebpack');
    expect(result.written).toContain('plugins/greet.js (a plugin of the site)');
    expect(await readFile(path.join(out, 'plugins/greet.js'), 'utf8')).toBe(files['plugins/greet.js']);
    expect(await readFile(path.join(out, 'src/plugins/http-support.js'), 'utf8')).toBe(files['src/plugins/http-support.js']);
    // The author edits the file the config names, and the build takes the edit.
    await writeFile(path.join(out, 'plugins/greet.js'), files['plugins/greet.js']!.replaceAll('greet', 'greeting'));
    const res = spawnSync(process.execPath, [path.resolve('bin/mistdocs.js'), 'build'], { cwd: out, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(res.status, res.stderr + res.stdout).toBe(0);
    const log = res.stdout + res.stderr;
    expect(log).toContain('src/plugins/http-support.js warning The plugin src/plugins/http-support.js imports webpack, which Docusaurus brings and this site does not install');
    expect(log).toContain('The plugin http-support has `configureWebpack`, which mistdocs does not run');
    const home = await readFile(path.join(out, 'build/docs/intro/index.html'), 'utf8');
    expect(home).toContain('<meta name="greeting" content="Hi">');
    expect(home).toContain('<meta name="second" content="yes">');
    expect(home).toContain('<meta name="inline" content="yes">');
  });
});

describe('migrate with a plugin function that uses what the config imports', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('requires the packages where the function uses them, so it runs on its own in the new config', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-imports-'));
    await mkdir(path.join(root, 'site'));
    // As openfeature.dev writes it: the packages imported at the top, pushed by the plugin.
    await writeFile(
      path.join(root, 'site/docusaurus.config.mjs'),
      `import tailwindcss from 'tailwindcss';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const autoprefixer = require('autoprefixer');
export default {
  title: 'Imports', url: 'https://imports.example', baseUrl: '/',
  plugins: [
    async function tailwind() {
      return { name: 'docusaurus-tailwindcss', configurePostCss(postcssOptions) { postcssOptions.plugins.push(tailwindcss); postcssOptions.plugins.push(autoprefixer); return postcssOptions; } };
    },
  ],
};
`,
    );
    const result = await migrateDocusaurus({ siteDir: path.join(root, 'site'), outDir: path.join(root, 'new') });
    expect(result.notCarried.join('\n')).not.toMatch(/tailwind\b.*not carried/);
    const config = await readFile(path.join(root, 'new/site.config.ts'), 'utf8');
    expect(config).toContain('postcssOptions.plugins.push(require("tailwindcss"));');
    expect(config).toContain('postcssOptions.plugins.push(require("autoprefixer"));');
  });
});

describe('a carried plugin function keeps its strings', () => {
  it('requires an imported package where the function uses it, not inside its name', async () => {
    const { withPackagesRequired } = await import('../../../src/migrate/function-source.js');
    // esbuild's bundle keeps an installed package as an import: the binding is the package's own name.
    const source = 'async function tailwind() {\n  return { name: "docusaurus-tailwindcss", /* tailwindcss */ configurePostCss(o) { o.plugins.push(tailwindcss); o.plugins.push(autoprefixer); return o; } };\n}';
    const out = withPackagesRequired(source, 'import tailwindcss from "tailwindcss";\nimport autoprefixer from "autoprefixer";\n');
    expect(out).toContain('name: "docusaurus-tailwindcss"');
    expect(out).toContain('/* tailwindcss */');
    expect(out).toContain('o.plugins.push(require("tailwindcss"));');
    expect(out).toContain('o.plugins.push(require("autoprefixer"));');
  });
});
