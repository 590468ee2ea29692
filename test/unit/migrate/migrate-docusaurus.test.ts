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
  themeConfig: { navbar: { items: [{ to: '/intro', label: 'Docs' }] } },
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
    expect(result.written).toEqual([
      'site.config.ts',
      'content/docs/ (from docs/)',
      'content/blog/ (the blog, from blog/)',
      'content/static/ (from static/)',
      '1 Markdown page in src/pages/ (about.md)',
      '1 React page in src/pages/ (index.js)',
      "src/ (the site's components, React pages and stylesheets)",
    ]);
    expect(result.notCarried).toEqual([
      'Custom CSS ./src/css/custom.css: no such file in the site, so it was left out of `customCss`.',
      'The plugin docusaurus-plugin-sass.',
      'Sidebar item docs[2]: an `html` item has no counterpart in mistdocs yet and is left out.',
      "docs.editUrl: edit links now end in the doc's path in the new site (https://github.com/o/r/edit/main/content/docs/...); move the docs there in the repository, or change editUrl.",
      "Swizzled theme components in src/theme/ (Footer): copied with src/, but mistdocs' theme does not use them.",
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

  it("carries the blogs over: the classic preset's blog options and a second blog plugin, with their folders, authors and tags", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'B', url: 'https://b.example', presets: [['classic', { docs: { routeBasePath: '/' }, blog: { blogTitle: 'News', postsPerPage: 1, showReadingTime: false, readingTime: () => 1, feedOptions: { type: 'all', copyright: 'C', createFeedItems: async () => [] } } }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'changes', path: './changelog', routeBasePath: 'changelog', blogSidebarCount: 0 }]] };\n`,
      'docs/intro.md': '# Intro\n\nSee the [news](/blog).\n',
      'blog/2024-01-01-a.md': '---\nauthors: [jane]\ntags: [t]\n---\n\n# A\n\nFirst.\n\n<!-- truncate -->\n',
      'blog/2024-01-02-b.md': '# B\n\nSecond.\n\n<!-- truncate -->\n',
      'blog/authors.yml': 'jane:\n  name: Jane\n  page: true\n',
      'blog/tags.yml': 't:\n  label: Tee\n',
      'changelog/2024-02-01-v2.md': '# v2\n\nReleased.\n\n<!-- truncate -->\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toEqual(['site.config.ts', 'content/docs/ (from docs/)', 'content/blog/ (the blog, from blog/)', "content/changelog/ (the blog 'changes', from changelog/)"]);
    expect(result.notCarried).toEqual(["The blog's option `readingTime`.", "The blog's feedOptions.createFeedItems."]);
    const config = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(config).toContain('"blogTitle": "News"');
    expect(config).toContain('"path": "changelog"');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const file of ['blog/index.html', 'blog/page/2/index.html', 'blog/2024/01/01/a/index.html', 'blog/tags/t/index.html', 'blog/authors/jane/index.html', 'blog/feed.json', 'changelog/2024/02/01/v2/index.html', 'changelog/rss.xml']) {
      expect(existsSync(path.join(outDir, 'build', file)), file).toBe(true);
    }
    expect(await readFile(path.join(outDir, 'build/blog/index.html'), 'utf8')).toContain('<title>News | B</title>');
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

  it('carries the locales over: the i18n options and the translations folder, which then build under /<locale>/', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', calendar: 'gregory' } } }, presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/setup.md': '# Setup\n\nRun it.\n',
      'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Suivant' } }),
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nBonjour.\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toContain('i18n/ (the translations of fr)');
    expect(result.notCarried.join('\n')).not.toMatch(/i18n|locale/);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const intro = await readFile(path.join(outDir, 'build/fr/intro/index.html'), 'utf8');
    expect(intro).toContain('<html lang="fr-FR"');
    expect(intro).toContain('Bonjour.');
    expect(intro).toContain('Suivant');
    // Not translated: the English page, saying so.
    expect(await readFile(path.join(outDir, 'build/fr/setup/index.html'), 'utf8')).toContain('data-untranslated');
  });

  it("makes a translated footer copyright plain text as it makes the config's, so no tags show on the page", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, themeConfig: { footer: { copyright: 'Made by <a href="https://l.example/team">the team</a>.' } }, presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: 'Fait par <a href="https://l.example/team">l\'équipe</a>.<br/>Merci.', description: 'The footer copyright' } }),
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried).toContain('The footer copyright of i18n/fr/docusaurus-theme-classic/footer.json holds HTML; as the config\'s, its tags were removed.');
    const footer = JSON.parse(await readFile(path.join(outDir, 'i18n/fr/docusaurus-theme-classic/footer.json'), 'utf8')) as { copyright: { message: string; description: string } };
    expect(footer.copyright).toEqual({ message: "Fait par l'équipe. Merci.", description: 'The footer copyright' });
    // The site's own folder is left as it was.
    expect(await readFile(path.join(siteDir, 'i18n/fr/docusaurus-theme-classic/footer.json'), 'utf8')).toContain('<a href=');
    await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(await readFile(path.join(outDir, 'build/fr/intro/index.html'), 'utf8')).toContain("Fait par l&#x27;équipe. Merci.");
  });

  it('refuses a folder without docusaurus.config.js, and an output folder that is not empty', async () => {
    const siteDir = await docusaurusSite({ 'README.md': 'no config' });
    await expect(migrateDocusaurus({ siteDir, outDir: path.join(dir!, 'out') })).rejects.toThrow(MigrateError);
    await writeFile(path.join(siteDir, 'siteConfig.js'), 'module.exports = { title: "v1" };\n');
    await expect(migrateDocusaurus({ siteDir, outDir: path.join(dir!, 'out') })).rejects.toThrow(/Docusaurus 1 site \(siteConfig\.js\)/);
    await rm(path.join(siteDir, 'siteConfig.js'));
    await writeFile(path.join(siteDir, 'docusaurus.config.js'), CONFIG);
    await expect(migrateDocusaurus({ siteDir, outDir: siteDir })).rejects.toThrow(/not empty/);
  });

  it('runs an ES module config whose packages are not installed, with stand-ins, and lists them', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.mjs': `import { themes } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export default {
  title: 'Stand-ins',
  url: 'https://stand.example',
  baseUrl: '/docs/',
  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: [remarkMath] }, blog: false, theme: { customCss: require.resolve('some-theme/style.css') } }]],
  themeConfig: {
    prism: { theme: themes.github, additionalLanguages: ['bash', 'nonexistent-lang'] },
    colorMode: { defaultMode: 'dark' },
    navbar: { title: 'SI', logo: { alt: 'SI', src: 'img/logo.svg' }, items: [{ to: 'intro', label: 'Intro' }, { href: 'https://github.com/o/r', label: 'GitHub', position: 'right' }, { label: 'More', items: [] }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }, { html: '<b>x</b>' }] }], copyright: 'Copyright © <a href="https://o.example">O</a>' },
  },
};
`,
      'docs/intro.md': "import Chart from '@site/src/components/Chart';\nimport Plot from 'react-plotly.js';\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/Fancy';\n\n# Intro\n\n<Chart />\n\n```js\nimport prettier from 'prettier';\n```\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('imported from'))).toEqual([
      'Plot imported from react-plotly.js (intro.md): install react-plotly.js in the new site (`npm install react-plotly.js`) so the build can compile it.',
      'Fancy imported from @theme/Fancy (intro.md): mistdocs does not provide @theme/Fancy; it renders its children only.',
    ]);
    expect(result.notCarried[0]).toBe(
      'Packages docusaurus.config.mjs loads that are not installed here (prism-react-renderer, remark-math, some-theme/style.css): the config ran with stand-ins for them, and what it took from them (plugins, Prism themes, values they computed) is left out.',
    );
    expect(result.notCarried).toContain('docs.remarkPlugins (remark-math): import the same plugins in site.config.ts and list them under `markdown.remarkPlugins`.');
    expect(result.notCarried.filter((n) => n.includes('navbar.items') || n.includes('footer.links'))).toEqual([]);
    expect(result.notCarried).toContain('themeConfig.prism.additionalLanguages: no grammar for nonexistent-lang; code blocks in it are shown without highlighting.');
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    const written = JSON.parse(text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(');')));
    expect(written.baseUrl).toBe('/docs/');
    expect(written.docs.sidebars).toEqual({});
    expect(written.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
    expect(written.navbar.logo).toEqual({ alt: 'SI', src: '/img/logo.svg' });
    expect(written.navbar.items).toEqual([
      { label: 'Intro', position: 'left', to: '/intro' },
      { label: 'GitHub', position: 'right', href: 'https://github.com/o/r' },
      { label: 'More', position: 'left', type: 'dropdown', items: [] },
    ]);
    expect(written.footer).toEqual({ style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }, { html: '<b>x</b>' }] }], copyright: 'Copyright © O' });
  });

  it('takes a TypeScript config exporting an async function, and the docs versions', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';
export default async function createConfig(): Promise<Config> {
  const title: string = await Promise.resolve('Async TS');
  return { title, url: 'https://ts.example', baseUrl: '/', trailingSlash: false, presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]] } as Config;
}
`,
      'sidebars.ts': "const sidebars: Record<string, string[]> = { docs: ['intro'] };\nexport default sidebars;\n",
      'versions.json': '["2.0"]\n',
      'docs/intro.md': '# Next intro\n',
      'versioned_docs/version-2.0/intro.md': '# Released intro\n\n![Diagram](@site/static/img/diagram.svg)\n',
      'static/img/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'versioned_sidebars/version-2.0-sidebars.json': '{ "released": ["intro"] }\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    // Every released version is in the repository, so the versions are carried as they are.
    expect(result.written).toEqual(expect.arrayContaining(['content/docs/ (from docs/)', 'versions.json', 'versioned_docs/', 'versioned_sidebars/']));
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(text).toContain('"title": "Async TS"');
    expect(text).toContain('"trailingSlash": false');
    expect(text).toContain('"docs": [');
    expect(await readFile(path.join(outDir, 'content/docs/intro.md'), 'utf8')).toContain('# Next intro\n');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The last version at the docs root, the unreleased docs under next/.
    expect(await readFile(path.join(outDir, 'build/docs/next/intro/index.html'), 'utf8')).toContain('Next intro');
    const page = await readFile(path.join(outDir, 'build/docs/intro/index.html'), 'utf8');
    expect(page).toContain('Released intro');
    // Docusaurus's @site/ image paths point into the copied static folder.
    expect(page).toMatch(/<img src="\/assets\/[^"]*diagram[^"]*\.svg" alt="Diagram"/);
  });

  it('names the file and line when the config itself is broken', async () => {
    const siteDir = await docusaurusSite({ 'docusaurus.config.js': 'module.exports = {\n  title: "x",\n  url: ,\n};\n' });
    await expect(migrateDocusaurus({ siteDir, outDir: path.join(dir!, 'out') })).rejects.toThrow(/docusaurus\.config\.js could not be run: .*docusaurus\.config\.js:3:8: Unexpected ","/);
    expect(existsSync(path.join(dir!, 'out'))).toBe(false);
  });
});
