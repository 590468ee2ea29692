import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { migrateDocusaurus, MigrateError } from '../../../src/migrate/migrate-docusaurus.js';
import { buildSite } from '../../../src/pipeline/index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf, type IndexFile, type SearchHit } from '../../../src/search/index-format.js';
import { openShardedIndex, searchInPieces } from '../../../src/search/sharded-index.js';

/** The mistdocs dependency migrate writes by default: this version. */
const MISTDOCS = `^${JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')).version as string}`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * The object site.config.ts gives defineConfig, as JSON: an entry that is code (a plugin's imported name,
 * alone on its line as migrate writes it) is read as a string of that code.
 */
function writtenConfig(text: string): Record<string, any> {
  const body = text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(');'));
  return JSON.parse(body.replace(/^(\s*)([A-Za-z_$][\w$.]*)(,?)$/gm, '$1"$2"$3'));
}

async function docusaurusSite(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-migrate-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'site', rel)), { recursive: true });
    await writeFile(path.join(dir, 'site', rel), text);
  }
  return path.join(dir, 'site');
}

/** The routes and titles a search of the built site's index finds, as the browser loads it piece by piece. */
async function searchBuilt(buildDir: string, query: string): Promise<SearchHit[]> {
  const firstFile = path.join(buildDir, 'docs/search-index.json');
  const [entry] = JSON.parse(await readFile(firstFile, 'utf8')) as IndexFile;
  const data = openShardedIndex(entry!);
  const engine = createSearchEngine(data);
  const load = async (names: string[]) => {
    for (const name of names) data.add(name, JSON.parse(await readFile(path.join(path.dirname(firstFile), name), 'utf8')));
  };
  const outcome = await searchInPieces(data, load, () => engine.search(query, 50));
  return outcome!.ranked.map((r) => hitOf(data, r.section)!);
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
      'src/components/People.jsx': "import people from '@site/contributors.json';\nimport logo from '@site/static/img/logo.svg';\nexport default function People() { return <p>{people.length}</p>; }\n",
      'contributors.json': '["ada", "lin"]\n',
      'src/components/Sponsors.jsx': "import sponsors from '../../sponsors.json';\nimport shot from '../../static/img/logo.svg';\nexport default function Sponsors() { return <img alt={sponsors.join()} src={shot} />; }\n",
      'sponsors.json': '["acme"]\n',
      'blog/2020-01-01-hi.md': '# Hi\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toEqual([
      'site.config.ts',
      "package.json (the site's packages and mistdocs; run npm install)",
      'content/docs/ (from docs/)',
      'content/blog/ (the blog, from blog/)',
      'content/static/ (from static/)',
      '1 Markdown page in src/pages/ (about.md)',
      '1 React page in src/pages/ (index.js)',
      "src/ (the site's components, React pages and stylesheets)",
      "contributors.json, sponsors.json (imported by the site's code)",
    ]);
    expect(JSON.parse(await readFile(path.join(outDir, 'contributors.json'), 'utf8'))).toEqual(['ada', 'lin']);
    expect(result.notCarried).toEqual([
      'Custom CSS ./src/css/custom.css: no such file in the site, so it was left out of `customCss`.',
      "docs.editUrl: edit links now end in the doc's path in the new site (https://github.com/o/r/edit/main/content/docs/...); move the docs there in the repository, or change editUrl.",
      "Swizzled theme components in src/theme/ (Footer): copied with src/. Code that imports `@theme/Name` gets the site's where it wraps the original or mistdocs has no Name, src/theme/MDXComponents gives pages their global components, src/theme/NavbarItem/ComponentTypes the navbar its custom- item types, and src/theme/DocItem/Paginator and DocItem/Footer replace the previous/next links and the footer of doc pages; mistdocs' own navbar, footer and page layout are not replaced by them.",
    ]);
    const config = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(config).toContain('"editUrl": "https://github.com/o/r/edit/main/"');
    expect(config).toContain('"format": "mdx"');
    // A sidebar's html item is carried over as it is.
    expect(config).toMatch(/"type": "html",\s*"value": "<hr>"/);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const setup = await readFile(path.join(outDir, 'build/guides/setup/index.html'), 'utf8');
    expect(setup).toContain('class="tabs"');
    expect(setup).not.toContain('import Tabs');
    expect(existsSync(path.join(outDir, 'build/about/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'build/img/logo.svg'))).toBe(true);
  });

  it("carries docusaurus-theme-github-codeblock as markdown.githubCodeblock: its reference blocks build as blocks the browser fills from GitHub, with the site's link label, the theme out of package.json and of the notes", async () => {
    const url = 'https://github.com/ionic-team/stencil/blob/6ed2d4e285544945949ad8e4802fe7f70e392636/src/declarations/stencil-public-compiler.ts#L1594-L1665';
    const site = (codeblock: string) => ({
      'docusaurus.config.js': `module.exports = { title: 'R', url: 'https://r.example', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themes: ['docusaurus-theme-github-codeblock'], themeConfig: { ${codeblock} } };\n`,
      'package.json': JSON.stringify({ name: 'r', dependencies: { '@docusaurus/core': '^3.0.0', 'docusaurus-theme-github-codeblock': '^2.0.2' } }),
      'docs/index.md': `# Home\n\n\`\`\`ts reference title="CopyTask"\n${url}\n\`\`\`\n`,
    });
    const siteDir = await docusaurusSite(site("codeblock: { showGithubLink: true, githubLinkLabel: 'View on GitHub', showRunmeLink: false }"));
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).markdown.githubCodeblock).toBe(true);
    expect(result.notCarried.filter((n) => /The theme|themeConfig\.codeblock/.test(n))).toEqual([]);
    expect(JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')).dependencies).not.toHaveProperty('docusaurus-theme-github-codeblock');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = await readFile(path.join(outDir, 'build/index.html'), 'utf8');
    expect(page).toContain(`data-github-reference="${url}"`);
    expect(page).toMatch(/<div class="code-title">CopyTask<\/div>[^]*?<span class="line">loading\.\.\.<\/span>/);
    expect(page).toContain('target="_blank" rel="noopener noreferrer">View on GitHub</a>');
    // The code that fills the block in the browser is built with the site.
    expect(readdirSync(path.join(outDir, 'build/assets/js')).filter((f) => f.startsWith('github-code-'))).toHaveLength(1);

    // The theme's own link label is kept; its Runme link is named as not carried.
    await rm(outDir, { recursive: true, force: true });
    await writeFile(path.join(siteDir, 'docusaurus.config.js'), site("codeblock: { githubLinkLabel: 'Source', showRunmeLink: true }")['docusaurus.config.js']);
    const again = await migrateDocusaurus({ siteDir, outDir });
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).markdown.githubCodeblock).toEqual({ showGithubLink: true, githubLinkLabel: 'Source' });
    expect(again.notCarried.filter((n) => /The theme|themeConfig\.codeblock/.test(n))).toEqual(['themeConfig.codeblock.showRunmeLink: mistdocs shows no Runme link under code blocks from GitHub.']);

    // Listed in plugins (a theme is a plugin to Docusaurus), it is carried the same, and not named as a plugin left behind.
    await rm(outDir, { recursive: true, force: true });
    await writeFile(path.join(siteDir, 'docusaurus.config.js'), `module.exports = { title: 'R', url: 'https://r.example', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: ['docusaurus-theme-github-codeblock'] };\n`);
    const asPlugin = await migrateDocusaurus({ siteDir, outDir });
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).markdown.githubCodeblock).toBe(true);
    expect(asPlugin.notCarried.filter((n) => /The (theme|plugin)/.test(n))).toEqual([]);
  });

  it('carries a navbar item of a type the site registers (custom-<name>) with its keys, at the top level and in a dropdown, and the migrated site draws it with the site\'s component', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'N', url: 'https://n.example', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], themeConfig: { navbar: { items: [{ type: 'custom-community', label: 'Community', links: { discord: 'https://discord.example' } }, { to: '/', label: 'Home', position: 'right' }, { type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'custom-community', label: 'Chat', links: { discord: 'https://chat.example' } }] }] } } };\n`,
      'docs/index.md': '# Home\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Community from '@site/src/components/Community';\nexport default { ...ComponentTypes, 'custom-community': Community };\n",
      'src/components/Community.js': "export default function Community({ label, links }) { return <a className=\"community\" href={links.discord}>{label}</a>; }\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('navbar.items'))).toEqual([]);
    const written = writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8'));
    expect(written.navbar.items[0]).toEqual({ type: 'custom-community', label: 'Community', links: { discord: 'https://discord.example' }, position: 'left' });
    expect(written.navbar.items[2]).toEqual({ type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'custom-community', label: 'Chat', links: { discord: 'https://chat.example' } }] });
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics).toEqual([]);
    const home = await readFile(path.join(outDir, 'build/index.html'), 'utf8');
    expect(home).toContain('<div class="navbar-items navbar-left"><div class="navbar-custom" style="display:contents"><a class="community" href="https://discord.example">Community</a></div></div>');
    expect(home).toContain('<ul class="dropdown-menu"><div class="dropdown-custom" style="display:contents"><a class="community" href="https://chat.example">Chat</a></div></ul>');
  });

  it('keeps the blog of a site without a blog folder, whose list page Docusaurus writes empty', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example', presets: [['classic', { docs: { routeBasePath: '/docs' } }]] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const outDir = path.join(dir!, 'out');
    await migrateDocusaurus({ siteDir, outDir });
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).blog).toEqual({});
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics).toEqual([]);
    expect(await readFile(path.join(outDir, 'build/blog/index.html'), 'utf8')).toContain('data-kind="blogList"');
  });

  it("carries the local search theme's options: the built site searches what the old one did (its React pages by their Layout title and text, no blog posts)", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.example', presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: { path: 'blog' } }]],
  themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, indexBlog: false, indexPages: true, searchResultLimits: 6, searchContextByPaths: ['guides', { label: 'API', path: 'api' }], ignoreFiles: [/^posts/] }]] };\n`,
      'docs/intro.md': '# Intro\n\nWhich apps play the media.\n',
      'blog/2024-01-02-apps.md': '---\ntitle: New apps\n---\n\nThe apps of the year.\n\n<!-- truncate -->\n\nMore.\n',
      'src/pages/downloads.js': "import Layout from '@theme/Layout';\nexport default function Downloads() { return <Layout title=\"Download the clients\" description=\"Every client.\"><main><h1>Clients</h1><p>Apps for phones, televisions and browsers.</p></main></Layout>; }\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('docusaurus-search-local'))).toEqual([]);
    expect(result.notCarried).toContain('The local search theme: `searchContextByPaths` entries written as objects (with a label); list their paths in `search.searchContextByPaths`.');
    expect(result.notCarried).toContain('The local search theme: `ignoreFiles` (mistdocs searches every page it lists).');
    const written = writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8'));
    expect(written.search).toEqual({ indexPages: true, indexBlog: false, hashed: true, searchResultLimits: 6, searchContextByPaths: ['guides'] });
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics).toEqual([]);
    const found = await searchBuilt(path.join(outDir, 'build'), 'apps');
    expect(found.map((hit) => `${hit.u} ${hit.t}`).sort()).toEqual(['/docs/intro Intro', '/downloads Download the clients']);
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
    expect(result.written).toEqual(['site.config.ts', "package.json (the site's packages and mistdocs; run npm install)", 'content/docs/ (from docs/)', 'content/blog/ (the blog, from blog/)', "content/changelog/ (the blog 'changes', from changelog/)"]);
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
    expect(result.written).toEqual(['site.config.ts', "package.json (the site's packages and mistdocs; run npm install)", 'content/docs/ (from docs/)', 'versions.json', 'versioned_docs/', 'versioned_sidebars/']);
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

  it('reads a Docusaurus 2 site as Docusaurus 2 did: MDX 1 pages build with each lenient place a warning, prefixed versioned sidebar ids resolve', async () => {
    const siteDir = await docusaurusSite({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3', '@docusaurus/preset-classic': '^2.4.3' } }),
      'docusaurus.config.js': "module.exports = { title: 'Two', url: 'https://two.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
      'sidebars.js': "module.exports = { docs: ['intro', 'server-api'] };\n",
      'docs/intro.md': '# Intro\n\nAdd "{user} is typing" functionality.\n',
      'docs/server-api.md': '# Server API\n\n| range |\n|---|\n| 0 <= x <= 1 |\n\nA Map<K, V> of names.<br>\n',
      'versions.json': '["3.x"]\n',
      'versioned_docs/version-3.x/intro.md': '# Intro\n\nThen {user}.\n',
      'versioned_docs/version-3.x/server-api.md': '# Server API\n\nOld.\n',
      'versioned_sidebars/version-3.x-sidebars.json': '{ "version-3.x/docs": [{ "type": "doc", "id": "version-3.x/intro" }, "version-3.x/server-api"] }\n',
    });
    const outDir = path.join(dir!, 'out');
    await migrateDocusaurus({ siteDir, outDir });
    expect(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).toMatch(/"markdown": \{\s+"format": "mdx",\s+"mdx1Compat": true\s+\}/);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.diagnostics.filter((d) => d.code === 'markdown/mdx1-syntax').map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
      'content/docs/intro.md:3:6',
      'content/docs/server-api.md:5:5',
      'content/docs/server-api.md:5:10',
      'content/docs/server-api.md:7:6',
      'content/docs/server-api.md:7:22',
      'versioned_docs/version-3.x/intro.md:3:6',
    ]);
    expect(await readFile(path.join(outDir, 'build/docs/next/intro/index.html'), 'utf8')).toContain('<p>Add "{user} is typing" functionality.</p>');
    expect(await readFile(path.join(outDir, 'build/docs/next/server-api/index.html'), 'utf8')).toContain('<p>A Map&#x3C;K, V> of names.<br></p>');
    // The 3.x sidebar, named with Docusaurus 2's prefixes, lists both of its docs.
    const old = await readFile(path.join(outDir, 'build/docs/server-api/index.html'), 'utf8');
    expect(old).toMatch(/<a class="menu-link"[^>]*href="\/docs\/intro"[^>]*>Intro<\/a>/);
    expect(old).toMatch(/<a class="menu-link active"[^>]*>Server API<\/a>/);
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

  it("reads the docs options of a preset that wraps the classic one (Meta's), and says so", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'M', url: 'https://m.example', presets: [['docusaurus-plugin-internaldocs-fb/docusaurus-preset', { docs: { path: '../docs', routeBasePath: '/docs' } }]] };\n`,
      '../docs/intro.md': '# Intro\n\nHello.\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.written).toContain('content/docs/ (from ../docs/)');
    expect(result.notCarried.join('\n')).toContain('docusaurus-plugin-internaldocs-fb/docusaurus-preset: its docs and pages options were read as the classic preset');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await readFile(path.join(outDir, 'build/docs/intro/index.html'), 'utf8')).toContain('Hello.');
    // A wrapping preset adds the plugins it chooses: without a blog folder, no blog is assumed.
    expect(existsSync(path.join(outDir, 'build/blog'))).toBe(false);
  });

  it('assumes no blog for a wrapping preset named like the classic one (@ionic-docs/preset-classic) when the site has no blog folder', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'I', url: 'https://i.example', presets: [['@ionic-docs/preset-classic', { docs: { routeBasePath: '/' } }]] };\n",
      'docs/intro.md': '# Intro\n',
    });
    const outDir = path.join(dir!, 'out');
    await migrateDocusaurus({ siteDir, outDir });
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).blog).toBeUndefined();
  });

  it("carries the announcement bar in Docusaurus's colours, black on white, where the site names none", async () => {
    const bar = (announcementBar: string) =>
      docusaurusSite({
        'docusaurus.config.js': `module.exports = { title: 'A', url: 'https://a.example', themeConfig: { announcementBar: ${announcementBar} }, presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
        'docs/intro.md': '# Intro\n',
      });
    const migrated = async (siteDir: string) => {
      const outDir = path.join(dir!, 'out');
      await migrateDocusaurus({ siteDir, outDir });
      return writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).announcementBar;
    };
    expect(await migrated(await bar(`{ content: 'New: <a href="/intro">read it</a>.' }`))).toMatchObject({ content: 'New: <a href="/intro">read it</a>.', backgroundColor: '#fff', textColor: '#000' });
    await rm(dir!, { recursive: true, force: true });
    expect(await migrated(await bar(`{ content: 'Hi', backgroundColor: '#25c2a0' }`))).toMatchObject({ backgroundColor: '#25c2a0', textColor: '#000' });
  });

  it("keeps the footer copyright's HTML, the config's and a locale's, and the built pages show it as HTML, as Docusaurus does", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, themeConfig: { footer: { copyright: 'Made by <a href="https://l.example/team">the team</a>.' } }, presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: 'Fait par <a href="https://l.example/team">l\'équipe</a>.<br/>Merci.', description: 'The footer copyright' } }),
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('copyright'))).toEqual([]);
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).footer.copyright).toBe('Made by <a href="https://l.example/team">the team</a>.');
    await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(await readFile(path.join(outDir, 'build/intro/index.html'), 'utf8')).toContain('<div class="footer-copyright">Made by <a href="https://l.example/team">the team</a>.</div>');
    expect(await readFile(path.join(outDir, 'build/fr/intro/index.html'), 'utf8')).toContain('<div class="footer-copyright">Fait par <a href="https://l.example/team">l\'équipe</a>.<br/>Merci.</div>');
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
  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: [remarkMath] }, blog: false, theme: { customCss: require.resolve('some-theme/style.css') }, gtag: { trackingID: ['G-999X9XX9XX', 'AW-1'], anonymizeIP: true }, googleTagManager: { containerId: 'GTM-12345' } }]],
  plugins: [['@docusaurus/plugin-google-analytics', { trackingID: 'UA-141789564-1' }]],
  themeConfig: {
    prism: { theme: themes.github, additionalLanguages: ['bash', 'nonexistent-lang'] },
    colorMode: { defaultMode: 'dark' },
    navbar: { title: 'SI', logo: { alt: 'SI', src: 'img/logo.svg' }, items: [{ to: 'intro', label: 'Intro' }, { href: 'https://github.com/o/r', label: 'GitHub', position: 'right' }, { label: 'More', items: [] }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }, { html: '<b>x</b>' }] }], copyright: 'Copyright © <a href="https://o.example">O</a>' },
  },
};
`,
      'docs/intro.md': "import Chart from '@site/src/components/Chart';\nimport Plot from 'react-plotly.js';\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/Fancy';\nimport ExampleSource from '!!raw-loader!./Example';\n\n# Intro\n\n<Chart />\n\n```js\nimport prettier from 'prettier';\n```\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('imported '))).toEqual([
      'Plot imported from react-plotly.js (intro.md): install react-plotly.js in the new site (`npm install react-plotly.js`) so the build can compile it.',
      'Fancy imported from @theme/Fancy (intro.md): mistdocs does not provide @theme/Fancy; it renders its children only.',
      "ExampleSource imported through the webpack loader raw-loader from ./Example (intro.md): mistdocs runs no webpack loaders, so the build cannot compile that page; put the file's text into the page (a code block) in the new site.",
    ]);
    expect(result.notCarried[0]).toBe(
      'Packages docusaurus.config.mjs loads that are not installed here (prism-react-renderer, some-theme/style.css): the config ran with stand-ins for them, and what it took from them (plugins, Prism themes, values they computed) is left out.',
    );
    // remark-math is imported by the new config, so it is not among what was left out.
    expect(result.notCarried.join('\n')).not.toMatch(/docs\.remarkPlugins/);
    expect(result.notCarried.filter((n) => n.includes('navbar.items') || n.includes('footer.links'))).toEqual([]);
    expect(result.notCarried).toContain('themeConfig.prism.additionalLanguages: no grammar for nonexistent-lang; code blocks in it are shown without highlighting.');
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(text).toContain("import remarkMath from 'remark-math';\n");
    const written = writtenConfig(text);
    expect(written.markdown.remarkPlugins).toEqual(['remarkMath']);
    expect(written.baseUrl).toBe('/docs/');
    expect(written.docs.sidebars).toEqual({});
    expect(written.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
    expect(written.navbar.logo).toEqual({ alt: 'SI', src: '/img/logo.svg' });
    expect(written.navbar.items).toEqual([
      { label: 'Intro', position: 'left', to: '/intro' },
      { label: 'GitHub', position: 'right', href: 'https://github.com/o/r' },
      { label: 'More', position: 'left', type: 'dropdown', items: [] },
    ]);
    expect(written.footer).toEqual({ style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/intro' }, { html: '<b>x</b>' }] }], copyright: 'Copyright © <a href="https://o.example">O</a>' });
    // The classic preset's analytics and the analytics plugin listed on its own are carried, not named as left behind.
    expect(written.gtag).toEqual({ trackingID: ['G-999X9XX9XX', 'AW-1'], anonymizeIP: true });
    expect(written.googleTagManager).toEqual({ containerId: 'GTM-12345' });
    expect(written.googleAnalytics).toEqual({ trackingID: 'UA-141789564-1' });
    expect(result.notCarried.join('\n')).not.toMatch(/gtag|googleTagManager|google-analytics/);
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

describe('migrateDocusaurus with packages that are not installed', () => {
  it('runs a config that spreads, iterates, calls and prints what missing packages give, and says so truly', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `const { themes } = require('prism-react-renderer');
const lightTheme = themes.github;
const math = require('remark-math');
const extra = require('docusaurus-extra-things');
module.exports = {
  title: 'Stand-ins ' + extra.version + \`\${extra.suffix}\`,
  url: 'https://stand.example',
  baseUrl: '/',
  presets: [['classic', {
    docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: [math, ...(extra.remarkPlugins || [])] },
    blog: false,
    theme: { customCss: [require.resolve('./src/css/custom.css'), require.resolve('infima-extra/style.css'), './src/css/brand.scss'] },
  }]],
  plugins: [require('docusaurus-plugin-image-zoom'), ...extra.plugins.map((p) => p())],
  themes: ['@docusaurus/theme-mermaid'],
  markdown: { mermaid: true },
  themeConfig: {
    prism: { theme: { ...lightTheme, styles: [...lightTheme.styles, { types: ['comment'], style: { fontStyle: 'italic' } }] } },
    mermaid: { theme: { light: 'neutral', dark: 'forest' } },
    navbar: { items: Array.from(extra.navbarItems).concat([{ to: '/intro', label: 'Intro' }]) },
  },
  customFields: { count: extra.items.length, first: extra.items.length ? extra.items[0] : 'none', kind: extra instanceof Object ? 'object' : 'stand-in' },
};
`,
      'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
      'src/css/brand.scss': '$brand: #123456;\n:root { --ifm-color-primary: $brand; }\n',
      'docs/intro.md': '# Intro\n\n```mermaid\ngraph TD; A-->B;\n```\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    const written = writtenConfig(text);
    // A stand-in prints as '' and counts as an empty list.
    expect(written.title).toBe('Stand-ins ');
    expect(written.customFields).toEqual({ count: 0, first: 'none', kind: 'stand-in' });
    expect(written.navbar.items).toEqual([{ label: 'Intro', position: 'left', to: '/intro' }]);
    expect(written.customCss).toEqual(['./src/css/custom.css', './src/css/brand.scss']);
    expect(result.notCarried).toEqual([
      'Packages docusaurus.config.js loads that are not installed here (prism-react-renderer, docusaurus-extra-things, infima-extra/style.css, docusaurus-plugin-image-zoom): the config ran with stand-ins for them, and what it took from them (plugins, Prism themes, values they computed) is left out.',
      'Custom CSS infima-extra/style.css: the package it belongs to is not installed here, so it was left out of `customCss`; install the package in the new site and add the file to `customCss`.',
      'The plugin docusaurus-plugin-image-zoom.',
      "The package remark-math: the site's package.json names no version of it and it is not installed here, so the new site's package.json asks for any version (*).",
      'themeConfig.prism.theme and darkTheme: mistdocs highlights code with its own colours.',
      "themeConfig.mermaid: mistdocs draws mermaid blocks itself, in mermaid's default theme in light mode and its dark theme in dark mode.",
    ]);
    // What the notes no longer say: mistdocs draws mermaid diagrams.
    expect(result.notCarried.join('\n')).not.toMatch(/diagram source|theme-mermaid/);
    // sass, which compiles brand.scss, though the site names it nowhere (it had it through a plugin), at a current version as none is installed here.
    expect(JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')).dependencies).toEqual({ mistdocs: MISTDOCS, 'remark-math': '*', sass: '^1.77.0' });
    // The new site installs sass, as the old one had for docusaurus-plugin-sass, to compile brand.scss, and
    // the package.json's remark-math (here a small plugin of that name that marks each paragraph).
    await mkdir(path.join(outDir, 'node_modules/remark-math'), { recursive: true });
    await symlink(path.resolve('node_modules/sass'), path.join(outDir, 'node_modules/sass'), 'dir');
    await writeFile(path.join(outDir, 'node_modules/remark-math/package.json'), '{ "name": "remark-math", "main": "index.js" }\n');
    await writeFile(path.join(outDir, 'node_modules/remark-math/index.js'), "module.exports = () => (tree) => { for (const node of tree.children) if (node.type === 'paragraph') node.data = { hProperties: { className: ['marked-by-math'] } }; };\n");
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await readFile(path.join(outDir, 'build/intro/index.html'), 'utf8')).toContain('<pre class="mermaid">');
  });
});

describe('migrateDocusaurus with the docs plugin and the client redirects plugin on their own', () => {
  it('carries the docs plugin options, the classic theme on its own, the client redirects and their createRedirects, and the result builds with the redirect pages', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Plugins',
  url: 'https://plugins.example',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false, theme: {} }]],
  themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/custom.css') }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {
      path: 'guides',
      routeBasePath: 'guides',
      sidebarPath: require.resolve('./sidebars.js'),
      editUrl: 'https://github.com/o/r/edit/main/',
      numberPrefixParser(filename) {
        const m = /^(\\d+)--(.*)$/.exec(filename);
        return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename, numberPrefix: undefined };
      },
      async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
        const items = await defaultSidebarItemsGenerator(args);
        return items.reverse();
      },
      include: ['**/*.md'],
    }],
    ['@docusaurus/plugin-client-redirects', {
      fromExtensions: ['html'],
      redirects: [{ from: ['/old-start', '/begin'], to: '/guides/start' }, { from: '/broken' }],
      createRedirects(existingPath) {
        if (existingPath.startsWith('/guides/')) return [existingPath.replace('/guides/', '/manual/')];
        return undefined;
      },
    }],
    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }],
  ],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
        { type: 'docsVersionDropdown', docsPluginId: 'community' },
      ],
    },
  },
};
`,
      'sidebars.js': "module.exports = { guides: [{ type: 'autogenerated', dirName: '.' }] };\n",
      'src/css/custom.css': ':root { --ifm-color-primary: #226; }\n',
      'guides/01--start.md': '# Start\n\nBegin here.\n',
      'guides/02--setup.md': '# Setup\n\nThen this.\n',
      'community/intro.md': '# Community\n\nSee [the meetups](meetups.md).\n',
      'community/meetups.md': '# Meetups\n',
      'sidebarsCommunity.js': "module.exports = { community: ['intro', 'meetups'] };\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried).toEqual([
      'Client redirects: 1 of the `redirects` entries have no `from` path and `to` path and were left out.',
      "docs.editUrl: edit links now end in the doc's path in the new site (https://github.com/o/r/edit/main/content/docs/...); move the docs there in the repository, or change editUrl.",
      "themeConfig.navbar.items[2]: it is the version dropdown of the docs plugin 'community', whose area in the new site has one version.",
    ]);
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    // The functions are written as code.
    expect(text).toContain('"numberPrefixParser": function numberPrefixParser(filename) {');
    expect(text).toContain('"createRedirects": function createRedirects(existingPath) {');
    expect(text).toContain('"sidebarItemsGenerator": async function sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {');
    expect(text).toContain('"routeBasePath": "/guides"');
    // Which files are docs is carried as it was written.
    expect(text).toContain('"include": [\n      "**/*.md"\n    ]');
    // The second docs plugin instance is a docs area with its own folder, route base and sidebars.
    expect(result.written).toContain("content/community/ (the docs area 'community', from community/)");
    const loaded = await loadConfig({ cwd: outDir });
    expect(loaded.docsAreas).toEqual([{ id: 'community', path: 'community', routeBasePath: '/community', sidebars: { community: ['intro', 'meetups'] }, include: ['**/*.{md,mdx}'], exclude: ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'] }]);
    expect(loaded.navbar.items[1]).toMatchObject({ label: 'Community', type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community' });
    expect(text).toContain('"customCss": [\n    "./src/css/custom.css"\n  ]');
    expect(await readFile(path.join(outDir, 'content/docs/01--start.md'), 'utf8')).toContain('Begin here.');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The function parser made the routes and the order; the generator, run by the build, reversed it.
    const start = await readFile(path.join(outDir, 'build/guides/start/index.html'), 'utf8');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(start)?.[0] ?? '';
    expect([...sidebar.matchAll(/<a class="menu-link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(['Setup', 'Start']);
    const redirect = (from: string) => readFile(path.join(outDir, 'build', from, 'index.html'), 'utf8');
    expect(await redirect('old-start')).toContain('<meta http-equiv="refresh" content="0; url=/guides/start">');
    expect(await redirect('begin')).toContain('window.location.href = "/guides/start" + window.location.search + window.location.hash;');
    expect(await redirect('manual/setup')).toContain('url=/guides/setup"');
    expect(await redirect('guides/setup.html')).toContain('url=/guides/setup"');
    // The area's pages show its sidebar; its links resolve inside it.
    const community = await readFile(path.join(outDir, 'build/community/intro/index.html'), 'utf8');
    const areaSidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(community)?.[0] ?? '';
    expect([...areaSidebar.matchAll(/<a class="menu-link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(['Community', 'Meetups']);
    expect(community).toContain('<a href="/community/meetups">the meetups</a>');
  });

  it("copies the version a versioned docs area serves at its route base, with that version's sidebars", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Versioned area',
  url: 'https://area.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'sdk', path: 'sdk', routeBasePath: 'sdk', sidebarPath: './sidebarsSdk.js' }]],
};
`,
      'docs/intro.md': '# Intro\n',
      'sdk/start.md': '# Unreleased start\n',
      'sidebarsSdk.js': "module.exports = { sdk: ['start'] };\n",
      'sdk_versions.json': '["2.0", "1.0"]\n',
      'sdk_versioned_docs/version-2.0/start.md': '# Start 2.0\n',
      'sdk_versioned_docs/version-2.0/api.md': '# API 2.0\n',
      'sdk_versioned_sidebars/version-2.0-sidebars.json': '{ "sdk": ["api", "start"] }\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried).toContain("The docs area 'sdk': the docs served at its route base are version 2.0, so that version was copied; its other versions and the unreleased docs in sdk/ were not (an area has one version).");
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const start = await readFile(path.join(outDir, 'build/sdk/start/index.html'), 'utf8');
    expect(start).toContain('Start 2.0');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(start)?.[0] ?? '';
    expect([...sidebar.matchAll(/<a class="menu-link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(['API 2.0', 'Start 2.0']);
  });

  it("carries a docs area's translations: a versioned area's translations of the version it serves become its current ones", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Translated areas',
  url: 'https://area.example',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'sdk', path: 'sdk', routeBasePath: 'sdk', sidebarPath: './sidebarsSdk.js' }],
    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],
  ],
};
`,
      'docs/intro.md': '# Intro\n',
      'sdk/start.md': '# Unreleased start\n',
      'sidebarsSdk.js': "module.exports = { sdk: [{ type: 'category', label: 'Guide', items: ['start'] }] };\n",
      'sdk_versions.json': '["2.0"]\n',
      'sdk_versioned_docs/version-2.0/start.md': '# Start 2.0\n',
      'sdk_versioned_sidebars/version-2.0-sidebars.json': '{ "sdk": [{ "type": "category", "label": "Guide", "items": ["start"] }] }\n',
      'community/team.md': '# Team\n',
      'i18n/fr/docusaurus-plugin-content-docs-sdk/current/start.md': '# Début non publié\n',
      'i18n/fr/docusaurus-plugin-content-docs-sdk/current.json': JSON.stringify({ 'sidebar.sdk.category.Guide': { message: 'Guide suivant' } }),
      'i18n/fr/docusaurus-plugin-content-docs-sdk/version-2.0/start.md': '# Début 2.0\n',
      'i18n/fr/docusaurus-plugin-content-docs-sdk/version-2.0.json': JSON.stringify({ 'sidebar.sdk.category.Guide': { message: 'Guide 2.0' } }),
      'i18n/fr/docusaurus-plugin-content-docs-community/current/team.md': '# Équipe\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    expect(result.notCarried.filter((n) => n.includes('as written'))).toEqual([]);
    expect(result.written).toContain("i18n/fr/docusaurus-plugin-content-docs-sdk/current/ (the translations of version 2.0 of the docs area 'sdk')");
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const start = await readFile(path.join(outDir, 'build/fr/sdk/start/index.html'), 'utf8');
    expect(start).toContain('Début 2.0');
    const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(start)?.[0] ?? '';
    expect(sidebar).toContain('Guide 2.0');
    expect(await readFile(path.join(outDir, 'build/fr/community/team/index.html'), 'utf8')).toContain('Équipe');
    expect(await readFile(path.join(outDir, 'build/community/team/index.html'), 'utf8')).toContain('<h1>Team</h1>');
  });

  it('leaves a createRedirects that needs the rest of the old config behind, with a note', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `const moved = { '/guides/a': '/a-old' };
module.exports = {
  title: 'Closure',
  url: 'https://closure.example',
  baseUrl: '/',
  plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: (p) => moved[p] }]],
};
`,
      'docs/intro.md': '# Intro\n',
    });
    const result = await migrateDocusaurus({ siteDir, outDir: path.join(dir!, 'out') });
    expect(result.notCarried).toContain('Client redirects: createRedirects: the function was not carried, as it uses names defined elsewhere in the config (moved is not defined); write it into site.config.ts yourself.');
    expect(await readFile(path.join(dir!, 'out/site.config.ts'), 'utf8')).not.toContain('clientRedirects');
  });
});

describe('migrateDocusaurus with what webpack and Docusaurus take as they are', () => {
  it("builds a page that imports a component by its path from the site's folder, and keeps a footer mailto link", async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Roots',
  url: 'https://roots.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  themeConfig: { footer: { links: [{ title: 'Contact', items: [{ label: 'Mail us', to: 'mailto:info@roots.example' }] }] } },
};
`,
      'docs/intro.mdx': "import Tip from '/src/components/Tip';\n\n# Intro\n\n<Tip>Read this first.</Tip>\n",
      'src/components/Tip.js': "export default function Tip({ children }) { return <aside className=\"site-tip\">{children}</aside>; }\n",
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    // The component is the site's own: no package to install.
    expect(result.notCarried.filter((n) => n.includes('Tip'))).toEqual([]);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = await readFile(path.join(outDir, 'build/intro/index.html'), 'utf8');
    expect(page).toMatch(/<aside class="site-tip">(<mistdocs-slot[^>]*>)?Read this first\./);
    expect(page).toMatch(/<a [^>]*href="mailto:info@roots\.example"[^>]*>Mail us/);
  });
});

describe("migrateDocusaurus with the site's remark and rehype plugins", () => {
  const NPM2YARN_PAGE = '# Install\n\n```bash npm2yarn\nnpm install relay\n```\n\nSome text.\n';

  it('imports a plugin of a package that is not installed here, lists it in package.json at the version the site names, and the new site builds with it', async () => {
    const siteDir = await docusaurusSite({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1', '@docusaurus/remark-plugin-npm2yarn': '^3.8.1' } }),
      'docusaurus.config.js': `module.exports = {
  title: 'Plugins',
  url: 'https://plugins.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true, converters: ['yarn', 'pnpm'] }]] }, blog: false }]],
};
`,
      'docs/install.md': NPM2YARN_PAGE,
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(text).toContain("import { defineConfig } from 'mistdocs';\nimport remarkPluginNpm2yarn from '@docusaurus/remark-plugin-npm2yarn';\n");
    expect(writtenConfig(text).markdown).toEqual({ format: 'mdx', remarkPlugins: [['remarkPluginNpm2yarn', { sync: true, converters: ['yarn', 'pnpm'] }]] });
    expect(JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')).dependencies).toEqual({ '@docusaurus/remark-plugin-npm2yarn': '^3.8.1', mistdocs: MISTDOCS });
    // Nothing says the plugin or its package was left out.
    expect(result.notCarried.join('\n')).not.toMatch(/npm2yarn|remarkPlugins/);
    // As `npm install` would, the package in the new site's node_modules (this repository's copy).
    await mkdir(path.join(outDir, 'node_modules/@docusaurus'), { recursive: true });
    await symlink(path.resolve('node_modules/@docusaurus/remark-plugin-npm2yarn'), path.join(outDir, 'node_modules/@docusaurus/remark-plugin-npm2yarn'), 'dir');
    const config = await loadConfig({ cwd: outDir });
    expect(config.markdown.remarkPlugins).toHaveLength(1);
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(outDir, 'build/install/index.html'), 'utf8');
    // npm2yarn's tabs, with the converters of its options: npm, Yarn and pnpm, and no Bun.
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toContain('yarn add relay');
    expect(html).toContain('pnpm add relay');
    expect(html).not.toContain('bun add relay');
  });

  it("imports a plugin of an installed package by the export it is, one of the site's src/ files by its export, and writes a config function as its source", async () => {
    const siteDir = await docusaurusSite({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1' }, devDependencies: { 'remark-gfm': '^4.0.0' } }),
      'docusaurus.config.mjs': `import remarkGfm from 'remark-gfm';
import { createRequire } from 'node:module';
import { tagParagraphs } from './src/remark/tag-paragraphs.mjs';
const require = createRequire(import.meta.url);
function shout() {
  return (tree) => {
    const walk = (node) => { if (node.type === 'text') node.value = node.value.toUpperCase(); (node.children || []).forEach(walk); };
    walk(tree);
  };
}
export default {
  title: 'Plugins',
  url: 'https://plugins.example',
  baseUrl: '/',
  presets: [['classic', {
    docs: { routeBasePath: '/', sidebarPath: false, beforeDefaultRemarkPlugins: [remarkGfm], remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }], tagParagraphs] },
    blog: { remarkPlugins: [shout, [require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] },
  }]],
};
`,
      'src/remark/tag-paragraphs.mjs': "export function tagParagraphs() {\n  return (tree) => {\n    for (const node of tree.children) if (node.type === 'paragraph') node.data = { hProperties: { className: ['tagged'] } };\n  };\n}\n",
      'docs/install.md': NPM2YARN_PAGE,
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nquiet words.\n',
    });
    // The old site's packages, installed where migrate runs.
    await mkdir(path.join(siteDir, 'node_modules/@docusaurus'), { recursive: true });
    await symlink(path.resolve('node_modules/remark-gfm'), path.join(siteDir, 'node_modules/remark-gfm'), 'dir');
    await symlink(path.resolve('node_modules/@docusaurus/remark-plugin-npm2yarn'), path.join(siteDir, 'node_modules/@docusaurus/remark-plugin-npm2yarn'), 'dir');
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    expect(text).toContain("import remarkGfm from 'remark-gfm';\nimport remarkPluginNpm2yarn from '@docusaurus/remark-plugin-npm2yarn';\nimport { tagParagraphs } from './src/remark/tag-paragraphs.mjs';\n");
    // The config's own function, as its source.
    expect(text).toContain('function shout() {\n  return (tree) => {');
    const markdown = writtenConfig(text.replace(/function shout\(\) \{[\s\S]*?\n\}/, 'shout')).markdown;
    expect(markdown.beforeDefaultRemarkPlugins).toEqual(['remarkGfm']);
    // The docs' lists first, then the blog's plugins the docs lack (npm2yarn with the same options is there already).
    expect(markdown.remarkPlugins).toEqual([['remarkPluginNpm2yarn', { sync: true }], 'tagParagraphs', 'shout']);
    // Versions as the site names them, else as installed.
    const pkg = JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ 'remark-gfm': '^4.0.0', '@docusaurus/remark-plugin-npm2yarn': JSON.parse(await readFile('node_modules/@docusaurus/remark-plugin-npm2yarn/package.json', 'utf8')).version, mistdocs: MISTDOCS });
    expect(result.notCarried.filter((n) => /get .* too/.test(n))).toEqual([
      'Docs pages get shout (a function of the config, written as its source) (remarkPlugins, of blog posts) too: mistdocs has one `markdown` list per key for every page, and Docusaurus ran it only on blog posts.',
      'Blog posts get remark-gfm (beforeDefaultRemarkPlugins, of docs pages), tagParagraphs of src/remark/tag-paragraphs.mjs (remarkPlugins, of docs pages) too: mistdocs has one `markdown` list per key for every page, and Docusaurus ran them only on docs pages.',
    ]);
    await mkdir(path.join(outDir, 'node_modules/@docusaurus'), { recursive: true });
    await symlink(path.resolve('node_modules/remark-gfm'), path.join(outDir, 'node_modules/remark-gfm'), 'dir');
    await symlink(path.resolve('node_modules/@docusaurus/remark-plugin-npm2yarn'), path.join(outDir, 'node_modules/@docusaurus/remark-plugin-npm2yarn'), 'dir');
    const built = await buildSite({ cwd: outDir, outDir: path.join(outDir, 'build') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(outDir, 'build/install/index.html'), 'utf8');
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toContain('<p class="tagged">SOME TEXT.</p>');
    expect(await readFile(path.join(outDir, 'build/blog/2024/01/01/hello/index.html'), 'utf8')).toContain('<p class="tagged">QUIET WORDS.</p>');
  });

  it('names each plugin it cannot carry: options holding code, a function needing the rest of the config, a file migrate does not copy', async () => {
    const siteDir = await docusaurusSite({
      'docusaurus.config.js': `const visit = require('unist-util-visit');
const prefix = 'x-';
module.exports = {
  title: 'Plugins',
  url: 'https://plugins.example',
  baseUrl: '/',
  presets: [['classic', {
    docs: {
      routeBasePath: '/',
      sidebarPath: false,
      remarkPlugins: [
        [require('remark-code-import'), { rootDir: __dirname, transform: (code) => code.trim() }],
        function usesVisit() { return (tree) => visit(tree, 'heading', () => {}); },
        function usesPrefix() { return (tree) => { tree.data = { id: prefix + 'root' }; }; },
        require('./plugins/remark-local.js'),
        require('remark-kroki').remarkKroki,
        require('remark-made')({ level: 2 }),
      ],
      rehypePlugins: [[require('rehype-katex'), { strict: false, macros: { '\\\\RR': '\\\\mathbb{R}' } }]],
    },
    blog: false,
  }]],
};
`,
      'plugins/remark-local.js': 'module.exports = function remarkLocal() { return () => {}; };\n',
      'docs/intro.md': '# Intro\n',
    });
    const outDir = path.join(dir!, 'out');
    const result = await migrateDocusaurus({ siteDir, outDir });
    const notes = result.notCarried.filter((n) => /^docs\./.test(n));
    expect(notes).toEqual([
      'docs.remarkPlugins: the plugin remark-code-import was not carried, as its options.transform is code (a function); import it in site.config.ts and list it under `markdown.remarkPlugins` yourself.',
      'docs.remarkPlugins: the plugin usesVisit, a function of the config, was not carried, as it uses names defined elsewhere in the config (visit is not defined); write it into site.config.ts yourself.',
      'docs.remarkPlugins: the plugin usesPrefix, a function of the config, was not carried, as it uses names defined elsewhere in the config (prefix is not defined); write it into site.config.ts yourself.',
      'docs.remarkPlugins: the plugin remarkLocal comes from plugins/remark-local.js, which is not copied into the new site (only src/ is); copy the file there and import it in site.config.ts.',
      "docs.remarkPlugins: the plugin require('remark-made')(...) is a value computed from the package remark-made, which is not installed here, so it was not carried; import it in site.config.ts yourself.",
    ]);
    const text = await readFile(path.join(outDir, 'site.config.ts'), 'utf8');
    // A named export of a package that is not installed is imported by its name.
    expect(text).toContain("import { remarkKroki } from 'remark-kroki';\nimport rehypeKatex from 'rehype-katex';\n");
    expect(writtenConfig(text).markdown.remarkPlugins).toEqual(['remarkKroki']);
    expect(text).not.toMatch(/remark-code-import|usesVisit|usesPrefix|remark-local/);
    expect(writtenConfig(text).markdown.rehypePlugins).toEqual([['rehypeKatex', { strict: false, macros: { '\\RR': '\\mathbb{R}' } }]]);
    // What was not carried of a package not installed here is still said to be left out; what was carried is not.
    expect(result.notCarried[0]).toBe('Packages docusaurus.config.js loads that are not installed here (unist-util-visit, remark-code-import, remark-made): the config ran with stand-ins for them, and what it took from them (plugins, Prism themes, values they computed) is left out.');
    // The written config loads and validates once its package is there.
    await mkdir(path.join(outDir, 'node_modules/rehype-katex'), { recursive: true });
    await writeFile(path.join(outDir, 'node_modules/rehype-katex/package.json'), '{ "name": "rehype-katex", "main": "index.js" }\n');
    await writeFile(path.join(outDir, 'node_modules/rehype-katex/index.js'), 'module.exports = () => () => {};\n');
    await mkdir(path.join(outDir, 'node_modules/remark-kroki'), { recursive: true });
    await writeFile(path.join(outDir, 'node_modules/remark-kroki/package.json'), '{ "name": "remark-kroki", "type": "module", "main": "index.js" }\n');
    await writeFile(path.join(outDir, 'node_modules/remark-kroki/index.js'), 'export function remarkKroki() { return () => {}; }\n');
    const config = await loadConfig({ cwd: outDir });
    expect(config.markdown.rehypePlugins).toHaveLength(1);
    expect(config.markdown.remarkPlugins).toHaveLength(1);
  });
});

describe('migrate: docs areas from elsewhere, their files, and the blog sidebar', () => {
  const areaConfig = (extra: string) => `module.exports = {
  title: 'Areas', url: 'https://areas.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: { blogSidebarCount: 'ALL' } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'external/community', routeBasePath: 'community', sidebarPath: false, exclude: ['.github/**', 'ISSUE_TEMPLATE/**'] }]],
  ${extra}
};
`;

  it("carries a docs area's include and exclude, and the area builds without the excluded files", async () => {
    const site = await docusaurusSite({
      'docusaurus.config.js': areaConfig(''),
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.10.0' } }),
      'docs/intro.md': '# Intro\n',
      'external/community/README.md': '# Community\n',
      'external/community/ISSUE_TEMPLATE/bug.md': '# Bug {{title}}\n\n<Broken\n',
      'blog/2024-01-01-a.md': '---\ntitle: A\n---\nA\n',
    });
    const result = await migrateDocusaurus({ siteDir: site, outDir: path.join(dir!, 'new') });
    expect(result.notCarried.join('\n')).not.toContain('`exclude`');
    const config = writtenConfig(await readFile(path.join(dir!, 'new/site.config.ts'), 'utf8'));
    expect(config.docsAreas[0].exclude).toEqual(['.github/**', 'ISSUE_TEMPLATE/**']);
    const built = await buildSite({ cwd: path.join(dir!, 'new'), outDir: path.join(dir!, 'out') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(existsSync(path.join(dir!, 'out/community/index.html'))).toBe(true);
    expect(existsSync(path.join(dir!, 'out/community/ISSUE_TEMPLATE/bug/index.html'))).toBe(false);
  });

  it("keeps a customCss file of a package the site depends on, which the new site's npm install brings", async () => {
    const site = await docusaurusSite({
      // As openfeature.dev writes it; the package is not installed where migrate runs (a stand-in path).
      'docusaurus.config.js': `module.exports = { title: 'Icons', url: 'https://icons.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: [require.resolve('./src/css/custom.css'), require.resolve('@fortawesome/fontawesome-svg-core/styles.css')] } }]] };
`,
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.10.0', '@fortawesome/fontawesome-svg-core': '6.7.2' } }),
      'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
      'docs/intro.md': '# Intro\n',
    });
    const outDir = path.join(dir!, 'new');
    const result = await migrateDocusaurus({ siteDir: site, outDir });
    expect(result.notCarried.join('\n')).not.toContain('Custom CSS');
    expect(writtenConfig(await readFile(path.join(outDir, 'site.config.ts'), 'utf8')).customCss).toEqual(['./src/css/custom.css', './node_modules/@fortawesome/fontawesome-svg-core/styles.css']);
    expect(JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')).dependencies['@fortawesome/fontawesome-svg-core']).toBe('6.7.2');
    // What npm install puts there.
    await mkdir(path.join(outDir, 'node_modules/@fortawesome/fontawesome-svg-core'), { recursive: true });
    await writeFile(path.join(outDir, 'node_modules/@fortawesome/fontawesome-svg-core/styles.css'), '.svg-inline--fa { height: 1em; }\n');
    const built = await buildSite({ cwd: outDir, outDir: path.join(dir!, 'out') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const css = (await Promise.all((await import('fast-glob')).default.sync('assets/css/*.css', { cwd: path.join(dir!, 'out') }).map((f) => readFile(path.join(dir!, 'out', f), 'utf8')))).join('\n');
    expect(css).toContain('.svg-inline--fa');
    expect(css).toContain('#123456');
  });

  it("reads customCss from the classic theme listed in plugins (a site without the preset), and does not name it as left out", async () => {
    const site = await docusaurusSite({
      // As novia-land lists it: docs, pages and the theme as plugins.
      'docusaurus.config.js': `module.exports = { title: 'No preset', url: 'https://np.example', baseUrl: '/',
  plugins: [['@docusaurus/plugin-content-docs', { path: 'docs' }], ['@docusaurus/theme-classic', { customCss: ['./src/css/custom.css'] }]] };
`,
      'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
      'docs/intro.md': '# Intro\n',
    });
    const result = await migrateDocusaurus({ siteDir: site, outDir: path.join(dir!, 'new') });
    expect(result.notCarried.join('\n')).not.toContain('theme-classic');
    expect(writtenConfig(await readFile(path.join(dir!, 'new/site.config.ts'), 'utf8')).customCss).toEqual(['./src/css/custom.css']);
  });

  it('names the git submodule a docs area lives in when it is not checked out', async () => {
    const site = await docusaurusSite({
      'docusaurus.config.js': areaConfig(''),
      '.gitmodules': '[submodule "external/community"]\n\tpath = external/community\n\turl = https://example.invalid/community\n',
      'docs/intro.md': '# Intro\n',
      'external/community/.keep': '',
    });
    await rm(path.join(site, 'external/community/.keep'));
    const result = await migrateDocusaurus({ siteDir: site, outDir: path.join(dir!, 'new') });
    expect(result.notCarried.join('\n')).toMatch(/docs area 'community': its folder external\/community\/ is in the git submodule external\/community, which is not checked out.*git submodule update --init/);
  });

  it('keeps the blog sidebar one list for a Docusaurus before 3.5, or with groupByYear: false', async () => {
    for (const [core, extra, grouped] of [['^2.4.3', '', false], ['^3.4.0', '', false], ['^3.10.0', '', true], ['^3.10.0', "themeConfig: { blog: { sidebar: { groupByYear: false } } },", false]] as const) {
      const site = await docusaurusSite({
        'docusaurus.config.js': areaConfig(extra),
        'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
        'docs/intro.md': '# Intro\n',
        'external/community/README.md': '# Community\n',
        'blog/2023-05-01-old.md': '---\ntitle: Old post\n---\nOld\n',
        'blog/2024-01-01-new.md': '---\ntitle: New post\n---\nNew\n',
      });
      const result = await migrateDocusaurus({ siteDir: site, outDir: path.join(dir!, 'new') });
      expect(result.notCarried.join('\n')).not.toContain('themeConfig.blog');
      await buildSite({ cwd: path.join(dir!, 'new'), outDir: path.join(dir!, 'out') });
      const html = await readFile(path.join(dir!, 'out/blog/index.html'), 'utf8');
      const sidebar = html.slice(html.indexOf('<aside class="blog-sidebar"'), html.indexOf('</aside>'));
      expect(sidebar).toContain('New post');
      expect(sidebar).toContain('Old post');
      expect(sidebar.includes('blog-sidebar-year')).toBe(grouped);
      if (grouped) expect(sidebar.indexOf('>2024<')).toBeLessThan(sidebar.indexOf('>2023<'));
      await rm(dir!, { recursive: true, force: true });
    }
  });
});
