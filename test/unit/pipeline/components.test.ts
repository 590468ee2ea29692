/**
 * Components by import (src/pipeline/components.ts): an MDX page's imports of the site's own modules
 * render with no registration; what needed state, an effect or an event handler becomes an island with
 * its own chunk; bad components are errors at the page's line with a hint; React pages, customCss and
 * head tags from the config.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { compileSite, createMemo, type BuildResult } from '../../../src/pipeline/index.js';
import { searchPagesOf } from '../../../src/pipeline/search-index.js';
import { checkSite } from '../../../src/check/check-site.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** Writes a site of `files` (path -> text; a site.config.ts is added unless given) into a temporary folder. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-components-'));
  dirs.push(dir);
  const all = { 'site.config.ts': "export default { title: 'T', url: 'https://t.example', customFields: { team: 'media' } };\n", ...files };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const text = (result: BuildResult, file: string) => {
  const found = result.files.find((f) => f.path === file);
  if (!found) throw new Error(`no ${file} among ${result.files.map((f) => f.path).join(', ')}`);
  return typeof found.data === 'string' ? found.data : new TextDecoder().decode(found.data);
};
const main = (html: string) => /<div class="markdown[ "][^>]*>([^]*?)<\/div><\/article>/.exec(html)?.[1] ?? html;
const failure = async (cwd: string): Promise<Diagnostic[]> => {
  try {
    await compileSite({ cwd });
  } catch (error) {
    return (error as { diagnostics: Diagnostic[] }).diagnostics;
  }
  throw new Error('the build succeeded');
};

const COUNTER = `import { useState } from 'react';
export default function Counter({ start = 0 }: { start?: number }) {
  const [n, setN] = useState(start);
  return <button onClick={() => setN(n + 1)}>Count: {n}</button>;
}
`;

describe('components by import', () => {
  it('render a .tsx component an MDX page imports, with its props and children, without registration or an import of React', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "---\ntitle: Home\n---\n\nimport Box from '@site/src/components/Box';\n\n<Box tone=\"warm\" sizes={[1, 2]}>\nInside **bold**.\n</Box>\n",
      'src/components/Box.tsx': "export default function Box({ tone, sizes, children }: { tone: string; sizes: number[]; children?: React.ReactNode }) {\n  return <section className={`box box-${tone}`} data-sizes={sizes.join(',')}>{children}</section>;\n}\n",
    });
    const result = await compileSite({ cwd });
    const html = main(text(result, 'index.html'));
    expect(html).toContain('<section class="box box-warm" data-sizes="1,2"><mistdocs-slot style="display:contents"><p>Inside <strong>bold</strong>.</p></mistdocs-slot></section>');
    // Nothing in it needs the browser: no island, no island code.
    expect(html).not.toContain('mistdocs-island');
    expect(result.files.some((f) => f.path.includes('/islands/'))).toBe(false);
    expect(result.diagnostics).toEqual([]);
  });

  it('make a component that used state and an event handler an island with its own chunk, React in a shared one; client:static and client:load choose otherwise', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Counter from '../../src/Counter';\nimport Label from '@site/src/Label';\n\n<Counter start={2} />\n\n<Counter client:static />\n\n<Label client:load text=\"hi\" />\n\n<Label text=\"plain\" />\n",
      'src/Counter.tsx': COUNTER,
      'src/Label.jsx': 'export default function Label({ text }) { return <em>{text}</em>; }\n',
    });
    const result = await compileSite({ cwd });
    const html = main(text(result, 'index.html'));
    const islands = [...html.matchAll(/<mistdocs-island ([^>]*)>([^]*?)<\/mistdocs-island>/g)].map((m) => ({ attributes: m[1], inner: m[2] }));
    expect(islands.map((i) => i.inner)).toEqual(['<button>Count: <!-- -->2</button>', '<em>hi</em>']);
    expect(islands[0]!.attributes).toMatch(/^data-chunk="\/assets\/js\/islands\/Counter-[A-Z0-9]+\.js" data-props="\{&quot;start&quot;:2\}" style="display:contents"$/);
    expect(islands[1]!.attributes).toMatch(/^data-chunk="\/assets\/js\/islands\/Label-[A-Z0-9]+\.js" data-props="\{&quot;text&quot;:&quot;hi&quot;\}"/);
    // The static counter and the plain label are HTML only.
    expect(html).toContain('<button>Count: <!-- -->0</button>');
    expect(html).toContain('<em>plain</em>');
    // Each island's chunk is its own code; React is in the islands runtime and the chunks the islands share.
    const chunks = result.files.filter((f) => f.path.startsWith('assets/js/islands/'));
    expect([...new Set(chunks.map((f) => f.path.replace(/^assets\/js\/islands\/|-[A-Z0-9]+\.js$/g, '')))].sort()).toEqual(['Counter', 'Label', 'islands', 'shared']);
    const counter = chunks.find((f) => f.path.includes('/Counter-'))!;
    expect(counter.data.length).toBeLessThan(1500);
    expect(text(result, counter.path)).not.toContain('react.transitional.element');
  });

  it('report a module that does not exist at the page, line and column of the import that names it, with a hint', async () => {
    const cwd = await site({ 'content/docs/index.mdx': "# Home\n\nimport Nope from '@site/src/components/Nope';\n\n<Nope />\n" });
    const diagnostics = await failure(cwd);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'components/compile', file: 'content/docs/index.mdx', line: 5, column: 1, message: expect.stringContaining('"@site/src/components/Nope"'), hint: expect.stringContaining('`@site/`') }),
    ]);
  });

  it('report a component that throws at its tag, with a hint about the server render', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Broken from '@site/src/Broken';\n\nText.\n\n<Broken />\n",
      'src/Broken.tsx': 'export default function Broken() { return <p>{window.location.href}</p>; }\n',
    });
    const diagnostics = await failure(cwd);
    // At the line that threw, the use named in the hint.
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'components/render', file: 'src/Broken.tsx', line: 1, column: 47, message: expect.stringContaining('`<Broken>` failed to render: window is not defined'), hint: expect.stringMatching(/useEffect[^]*content\/docs\/index\.mdx:5:1/) })]);
  });

  it("render the site's DocItem/Paginator on every doc page in place of the previous/next links, an island when it has state, and report where it throws", async () => {
    const cwd = await site({
      'content/docs/index.md': '---\ntitle: Home\n---\n\nFirst.\n',
      'content/docs/next.md': '---\ntitle: Next one\n---\n\nSecond.\n',
      'src/theme/DocItem/Paginator.tsx':
        "import { useState } from 'react';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\nimport DocPaginator from '@theme/DocPaginator';\nexport default function Paginator() {\n  const { metadata } = useDoc();\n  const [open, setOpen] = useState(false);\n  return <><DocPaginator previous={metadata.previous} next={metadata.next} /><button className=\"ask\" onClick={() => setOpen(!open)}>Ask about {metadata.title}</button></>;\n}\n",
    });
    const result = await compileSite({ cwd });
    const home = text(result, 'index.html');
    // Once per page: the site's, in an island (it has state), holding the links mistdocs would have shown.
    expect(home.match(/class="pagination-nav/g)).toHaveLength(1);
    const island = /<div class="doc-paginator"><mistdocs-island data-chunk="\/assets\/js\/islands\/Paginator-[A-Z0-9]+\.js"[^>]*>([^]*?)<\/mistdocs-island><\/div>/.exec(home);
    expect(island?.[1]).toBe('<nav class="pagination-nav" aria-label="Docs pages"><span></span><a href="/next" class="pagination-link pagination-next" rel="next"><span class="pagination-sublabel">Next</span><span class="pagination-label">Next one</span></a></nav><button class="ask">Ask about <!-- -->Home</button>');
    expect(text(result, 'next/index.html')).toContain('<a href="/" class="pagination-link pagination-prev" rel="prev">');
    // The island reads the doc in the browser as it did on the server.
    expect(home).toContain('&quot;currentDoc&quot;');

    const broken = await site({
      'content/docs/index.md': '# Home\n',
      'src/theme/DocItem/Paginator/index.jsx': "export default function Paginator() {\n  return <p>{window.location.href}</p>;\n}\n",
    });
    expect(await failure(broken)).toEqual([expect.objectContaining({ severity: 'error', code: 'components/render', file: 'src/theme/DocItem/Paginator/index.jsx', line: 2, message: expect.stringContaining('window is not defined'), hint: expect.stringContaining('DocItem/Paginator, rendered for content/docs/index.md') })]);
  });

  it("render the site's DocItem/Footer in place of the doc's footer, its original keeping the tags, edit link and last update", async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', docs: { showLastUpdateTime: true, editUrl: 'https://git.example/edit/' } };\n",
      'content/docs/index.md': '---\ntitle: Home\ntags: [setup]\n---\n\nHi.\n',
      'src/theme/DocItem/Footer.jsx': "import Footer from '@theme-original/DocItem/Footer';\nexport default function Wrapper() {\n  return <><p className=\"feedback\">Helpful?</p><Footer /></>;\n}\n",
    });
    const git = (...args: string[]) => execFileSync('git', args, { cwd, env: { ...process.env, GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z' } });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '-qm', 'docs');
    const home = text(await compileSite({ cwd }), 'index.html');
    expect(home.match(/<footer class="doc-footer theme-doc-footer">/g)).toHaveLength(1);
    expect(home).toContain('<div class="doc-item-footer"><p class="feedback">Helpful?</p><footer class="doc-footer theme-doc-footer"><div class="doc-tags"><span class="doc-tags-label">Tags:</span><ul class="tag-list"><li><a class="tag" href="/tags/setup" rel="tag">setup</a></li></ul></div><div class="doc-footer-meta theme-doc-footer-edit-meta-row"><a class="edit-link theme-edit-this-page" href="https://git.example/edit/content/docs/index.md"');
    expect(home).toContain('<time dateTime="2025-03-04T10:00:00.000Z">4 March 2025</time>');
  });

  it('report an import of a Docusaurus API export mistdocs lacks at the importing line, naming it and the exports there are; give the doc hooks of Docusaurus 2 and 3', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Box from '@site/src/Box';\n\n# Home\n\n<Box />\n",
      'src/Box.tsx': "import { useThemeConfig,\n  useAnnouncementBar } from '@docusaurus/theme-common/internal';\nexport default function Box() { return <p>{String(useAnnouncementBar().isActive)}{String(useThemeConfig())}</p>; }\n",
    });
    expect(await failure(cwd)).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'components/missing-export',
        file: 'src/Box.tsx',
        line: 2,
        column: 3,
        message: '`useAnnouncementBar` is not an export of `@docusaurus/theme-common/internal` in mistdocs, so this import cannot be built.',
        hint: expect.stringMatching(/^mistdocs provides these exports of @docusaurus\/theme-common\/internal: .*\buseThemeConfig\b.*\. Import one of them, or write what `useAnnouncementBar` did/),
      }),
    ]);

    const works = await site({
      'content/docs/guide.mdx': "---\ntitle: The guide\n---\n\nimport Box from '@site/src/Box';\n\n<Box />\n",
      'src/Box.tsx': [
        "import { useDoc } from '@docusaurus/theme-common/internal';",
        "import { useDocsVersionCandidates, DocProvider } from '@docusaurus/plugin-content-docs/client';",
        "import { useLocalPathname, uniq } from '@docusaurus/theme-common';",
        'export default function Box() {',
        '  const { metadata } = useDoc();',
        '  return <DocProvider><p className="box">{metadata.title} {useDocsVersionCandidates().length} {useLocalPathname()} {uniq([1, 1, 2]).join()}</p></DocProvider>;',
        '}',
        '',
      ].join('\n'),
    });
    expect(main(text(await compileSite({ cwd: works }), 'guide/index.html'))).toContain('<p class="box">The guide<!-- --> <!-- -->1<!-- --> <!-- -->/guide<!-- --> <!-- -->1,2</p>');
  });

  it('report a customCss file that does not exist at its line in the config', async () => {
    const cwd = await site({
      'site.config.ts': "export default {\n  title: 'T',\n  url: 'https://t.example',\n  customCss: './src/css/missing.css',\n};\n",
      'content/docs/index.md': '# Home\n',
    });
    expect(await failure(cwd)).toEqual([expect.objectContaining({ code: 'config/custom-css', file: 'site.config.ts', line: 4, column: 14 })]);
  });

  it('stop a React page and a component that render themselves without end, naming each, and build nothing', async () => {
    const cwd = await site({
      'src/pages/loop.tsx': 'function Forever({ n }: { n: number }) {\n  return <div><Forever n={n + 1} /></div>;\n}\nexport default function Loop() {\n  return <Forever n={0} />;\n}\n',
      'content/docs/index.mdx': "import Echo from '@site/src/Echo';\n\nText.\n\n<Echo />\n",
      'src/Echo.tsx': "import { createElement } from 'react';\nexport default function Echo(): unknown { return createElement('span', null, createElement(Echo)); }\n",
    });
    const diagnostics = await failure(cwd);
    expect(diagnostics.map((d) => [d.file, d.code, d.message])).toEqual([
      ['src/Echo.tsx', 'components/render', expect.stringMatching(/^`<Echo>` failed to render: it made more than 2,000,000 elements and was stopped/)],
      ['src/pages/loop.tsx', 'components/render', expect.stringMatching(/failed to render: it made more than 2,000,000 elements and was stopped/)],
    ]);
    expect(diagnostics[0]!.hint).toMatch(/give its recursion a condition that ends it/);
  }, 120_000);

  it('pass children written as a function (a render prop) to the component, which calls it as it renders: text, and the elements its JSX makes', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Flavors from '@site/src/Flavors';\n\n<Flavors names={['Debug', 'Release']}>\n  {(name) => `build ${name.toLowerCase()}`}\n</Flavors>\n\n<Flavors names={['a', 'b']}>{(name, i) => <li className=\"item\">{i + 1}: <b>{name}</b></li>}</Flavors>\n",
      'src/Flavors.tsx': "export default function Flavors({ names, children }: { names: string[]; children: (name: string, i: number) => React.ReactNode }) {\n  return <ul className=\"flavors\">{names.map((n, i) => <li key={n}>{children(n, i)}</li>)}</ul>;\n}\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([]);
    const html = main(text(result, 'index.html'));
    expect(html).toContain('<ul class="flavors"><li>build debug</li><li>build release</li></ul>');
    expect(html).toContain('<ul class="flavors"><li><li class="item">1<!-- -->: <b>a</b></li></li><li><li class="item">2<!-- -->: <b>b</b></li></li></ul>');
    // The function runs where page expressions run: a name it does not have is the page's error, at the use.
    await writeFile(path.join(cwd, 'content/docs/index.mdx'), "import Flavors from '@site/src/Flavors';\n\n<Flavors names={['x']}>{() => process.exit(1)}</Flavors>\n");
    expect(await failure(cwd)).toEqual([expect.objectContaining({ code: 'components/render', file: 'content/docs/index.mdx', line: 3, message: expect.stringContaining('its children, a function, could not run: ReferenceError: process is not defined') })]);
  });

  it("give a category's page its sidebar category and the doc's sidebar, as useCurrentSidebarCategory and useDocsSidebar do in Docusaurus", async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', baseUrl: '/base/' };\n",
      'content/docs/index.md': '# Home\n',
      'content/docs/guides/index.mdx': "import Cards from '@site/src/Cards';\n\n# Guides\n\n<Cards />\n",
      'content/docs/guides/first.md': '# First guide\n',
      'content/docs/guides/second.md': '# Second guide\n',
      'content/docs/other.mdx': "import Cards from '@site/src/Cards';\n\n# Other\n\n<Cards />\n",
      'src/Cards.tsx': [
        "import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';",
        "import { useDocsSidebar } from '@docusaurus/theme-common/internal';",
        'export default function Cards() {',
        '  const sidebar = useDocsSidebar();',
        '  let items: { label: string; href?: string }[] = [];',
        '  try { items = useCurrentSidebarCategory().items; } catch (e) { return <p className="none">{sidebar?.name}: {(e as Error).message}</p>; }',
        '  return <ul className="cards">{items.map((i) => <li key={i.label}>{i.label} {i.href}</li>)}</ul>;',
        '}',
        '',
      ].join('\n'),
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(main(text(result, 'guides/index.html'))).toContain('<ul class="cards"><li>First guide<!-- --> <!-- -->/base/guides/first</li><li>Second guide<!-- --> <!-- -->/base/guides/second</li></ul>');
    expect(main(text(result, 'other/index.html'))).toMatch(/<p class="none">docs<!-- -->: <!-- -->\/other is the page of no category of the sidebar &quot;docs&quot;/);
  });

  it('report an export the module does not have, naming those it has', async () => {
    const cwd = await site({ 'content/docs/index.mdx': "import { Card } from '@site/src/cards';\n\n<Card />\n", 'src/cards.tsx': 'export function Tile() { return <div />; }\n' });
    const diagnostics = await failure(cwd);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'components/render', line: 3, message: expect.stringContaining('has no export `Card`'), hint: expect.stringContaining('`Tile`') })]);
  });

  it('warn about a Docusaurus module mistdocs does not provide, naming it and the file and line that import it, and build the page', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Uses from '@site/src/Uses';\n\n<Uses />\n",
      'src/Uses.tsx': "import Link from '@docusaurus/Link';\nimport { useThing } from '@docusaurus/useThing';\n\nexport default function Uses() {\n  useThing();\n  return <Link to=\"/x\">x</Link>;\n}\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'components/unknown-module', file: 'src/Uses.tsx', line: 2, message: expect.stringContaining('`@docusaurus/useThing`') })]);
    expect(main(text(result, 'index.html'))).toContain('<a href="/x">x</a>');
  });

  it('give components the Docusaurus client API: the site config with customFields, base URLs, translations and the docs by id', async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', baseUrl: '/base/', customFields: { team: 'media' } };\n",
      'content/docs/index.mdx': "---\ntitle: Start here\n---\n\nimport Info from '@site/src/Info';\n\n<Info />\n",
      'content/docs/other.md': '# Other page\n',
      'content/docs/guide/start.mdx': "import Link from '@docusaurus/Link';\n\n# Start\n\n<Link to=\"sibling#part\">next</Link>\n",
      'content/docs/guide/sibling.md': '# Sibling\n\n## Part\n',
      'src/Info.tsx': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useDocById } from '@docusaurus/plugin-content-docs/client';
export default function Info() {
  const { siteConfig } = useDocusaurusContext();
  const other = useDocById('other');
  return <p>{siteConfig.customFields.team as string}|{useBaseUrl('/img/a.png')}|{useBaseUrl('img/b.png')}|{useBaseUrl('/base')}|<Link to="other">rel</Link>|<Translate values={{ n: 3 }}>{'{n} items'}</Translate>|{translate({ message: 'Hi' })}|{other?.title}@{other?.permalink}</p>;
}
`,
    });
    const result = await compileSite({ cwd });
    // A relative Link is read from the page's address, as React Router resolves it in Docusaurus.
    expect(main(text(result, 'guide/start/index.html'))).toContain('<a href="/base/guide/sibling#part">next</a>');
    // As Docusaurus's useBaseUrl and Link: a path without its leading slash is under the base URL too, and the base URL without its slash is the base URL.
    expect(main(text(result, 'index.html'))).toContain('<p>media<!-- -->|<!-- -->/base/img/a.png<!-- -->|<!-- -->/base/img/b.png<!-- -->|<!-- -->/base/<!-- -->|<a href="/base/other">rel</a>|<!-- -->3 items<!-- -->|<!-- -->Hi<!-- -->|<!-- -->Other page<!-- -->@<!-- -->/other</p>');
  });
});

describe('React pages', () => {
  it('serve src/pages/index.tsx at / and src/pages/notes.md at /notes inside the site shell with the title and description its Layout gives, and leave _ files and tests out', async () => {
    const cwd = await site({
      'content/docs/intro.md': '# Intro\n',
      'src/pages/index.tsx': "import Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() {\n  return <Layout title=\"Welcome\" description=\"The start.\"><header className={styles.hero}><h1>Hero</h1></header></Layout>;\n}\n",
      'src/pages/index.module.css': '.hero { padding: 2rem; }\n',
      'src/pages/about.jsx': "import Layout from '@theme/Layout';\nexport default function About() { return <Layout><p>About us</p></Layout>; }\n",
      'src/pages/_parts.tsx': 'export default function Parts() { return <p>no</p>; }\n',
      'src/pages/notes.md': '---\ntitle: Notes\n---\n\nSome **notes**, [the intro](/intro).\n',
      'src/pages/index.test.tsx': 'export default 1;\n',
    });
    const result = await compileSite({ cwd });
    const home = text(result, 'index.html');
    expect(home).toContain('<title>Welcome | T</title>');
    expect(home).toContain('<meta name="description" content="The start.">');
    expect(home).toMatch(/<div class="react-page"><div class="main-wrapper"><header class="\w+_hero"><h1>Hero<\/h1><\/header><\/div><\/div>/);
    expect(home).toMatch(/<link rel="stylesheet" href="\/assets\/css\/components-[0-9a-f]+\.css">/);
    expect(text(result, 'about/index.html')).toContain('<title>T</title>');
    expect(result.model.routes.map((r) => r.path).sort()).toEqual(expect.arrayContaining(['/', '/about', '/notes']));
    // A Markdown page in src/pages/ is a standalone page, as one in content/pages/ is.
    expect(text(result, 'notes/index.html')).toContain('<p>Some <strong>notes</strong>, <a href="/intro">the intro</a>.</p>');
    expect(result.files.some((f) => f.path.startsWith('parts') || f.path.includes('index.test'))).toBe(false);
  });

  it("leave a stylesheet's url(/img/...) to the site's static files, as Docusaurus does", async () => {
    const cwd = await site({
      'content/docs/intro.md': '# Intro\n',
      'content/static/img/dots.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'src/pages/index.tsx': "import styles from './index.module.css';\nexport default function Home() {\n  return <header className={styles.hero}>Hero</header>;\n}\n",
      'src/pages/index.module.css': '.hero { background: url(/img/dots.svg#r) no-repeat; }\n',
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const css = /<link rel="stylesheet" href="\/(assets\/css\/components-[0-9a-f]+\.css)">/.exec(text(result, 'index.html'))?.[1];
    expect(text(result, css!)).toMatch(/_hero\{background:url\(\/img\/dots\.svg#r\) no-repeat\}/);
  });

  it("bundle an icon font's .svg with a query and a hash in a package stylesheet a component imports, as a file with its address", async () => {
    const cwd = await site({
      'content/docs/intro.md': '# Intro\n',
      // As devicon.min.css writes it.
      'node_modules/icons/icons.css': '@font-face { font-family: icons; src: url("fonts/icons.woff?qd25fp") format("woff"), url("fonts/icons.svg?qd25fp#icons") format("svg"); }\n',
      'node_modules/icons/fonts/icons.woff': 'woff',
      'node_modules/icons/fonts/icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'src/pages/index.tsx': "import 'icons/icons.css';\nexport default function Home() {\n  return <i className=\"icon\">Hero</i>;\n}\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const css = /<link rel="stylesheet" href="\/(assets\/css\/components-[0-9a-f]+\.css)">/.exec(text(result, 'index.html'))?.[1];
    const address = /url\("?([^")]*icons-[^")]*\.svg)\?qd25fp#icons"?\)/.exec(text(result, css!))?.[1];
    expect(address).toBeTruthy();
    expect(result.files.some((f) => `/${f.path}`.endsWith(address!.replace(/^(\.\.\/)+/, '/').replace(/^\/?/, '/')))).toBe(true);
  });

  it('put what <Head> holds in the page head: <title> as the whole document title, the description, other tags as written', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': "---\ntitle: Intro\ndescription: From front matter.\n---\nimport Head from '@docusaurus/Head';\n\n<Head>\n  <meta name=\"description\" content=\"From Head.\" />\n  <link rel=\"preconnect\" href=\"https://cdn.example\" />\n</Head>\n\nText.\n",
      'src/pages/index.tsx': "import Head from '@docusaurus/Head';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout title=\"Welcome\"><Head><title>Exactly this</title><meta property=\"og:image\" content=\"/img/card.png\" /></Head><p>Hi</p></Layout>;\n}\n",
    });
    const result = await compileSite({ cwd });
    const home = text(result, 'index.html');
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    expect(head(home)).toContain('<title>Exactly this</title>');
    expect(head(home)).toContain('<meta property="og:image" content="/img/card.png" data-page-head=""/>');
    expect(home).not.toMatch(/<body[^]*<title>/);
    const intro = text(result, 'intro/index.html');
    expect(head(intro)).toContain('<title>Intro | T</title>');
    expect(head(intro)).toContain('<meta name="description" content="From Head.">');
    expect(head(intro)).not.toContain('From front matter.');
    expect(head(intro)).toContain('<link data-page-head="" rel="preconnect" href="https://cdn.example">');
    expect(main(intro)).not.toContain('preconnect');
  });

  it('build the head tags of <Head> in MDX from its elements: a value holding `><script>` stays the value, never a tag', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': "import Head from '@docusaurus/Head';\n\n<Head>\n  <meta name=\"keywords\" content=\"a><script>window.ran=1</script>\" />\n</Head>\n\nText.\n",
    });
    const result = await compileSite({ cwd });
    const intro = text(result, 'intro/index.html');
    // Read as a browser reads it: the head's scripts are the site's own, the keywords are text.
    const document = parse(intro);
    const elements = (node: { childNodes?: unknown[] }): { tagName: string; attrs: { name: string; value: string }[]; childNodes?: unknown[] }[] =>
      (node.childNodes ?? []).flatMap((child) => ('tagName' in (child as object) ? [child as never, ...elements(child as never)] : []));
    const all = elements(document);
    const scriptText = all.filter((e) => e.tagName === 'script').map((e) => (e.childNodes ?? []).map((c) => (c as { value?: string }).value ?? '').join(''));
    expect(scriptText.join('\n')).not.toContain('window.ran');
    expect(all.find((e) => e.tagName === 'meta' && e.attrs.some((a) => a.value === 'keywords'))?.attrs).toEqual([
      { name: 'data-page-head', value: '' },
      { name: 'name', value: 'keywords' },
      { name: 'content', value: 'a><script>window.ran=1</script>' },
    ]);
  });
});

describe('more of the Docusaurus client API', () => {
  it('give the router (useLocation, Redirect, matchPath), ExecutionEnvironment, isInternalUrl, useGlobalData, and a theme component of the site', async () => {
    const cwd = await site({
      'content/docs/intro.md': '# Intro\n',
      'src/pages/where.tsx': [
        "import { useLocation, matchPath } from '@docusaurus/router';",
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        "import isInternalUrl from '@docusaurus/isInternalUrl';",
        "import useGlobalData from '@docusaurus/useGlobalData';",
        "import Banner from '@theme/Banner';",
        'export default function Where() {',
        '  const { pathname } = useLocation();',
        "  const match = matchPath('/docs/guides/setup', { path: '/docs/:section/:page' });",
        "  return <p>at {pathname}; dom {String(ExecutionEnvironment.canUseDOM)}; {String(isInternalUrl('/x'))} {String(isInternalUrl('https://x.example'))}; {match?.params.page}; {Object.keys(useGlobalData()).length} <Banner /></p>;",
        '}',
      ].join('\n'),
      'src/theme/Banner/index.tsx': 'export default function Banner() { return <b>site banner</b>; }\n',
      'src/pages/old.tsx': "import { Redirect } from '@docusaurus/router';\nexport default function Old() { return <Redirect to=\"/docs/intro\" />; }\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics.filter((d) => d.code === 'components/unknown-module')).toEqual([]);
    expect(text(result, 'where/index.html')).toContain('<p>at <!-- -->/where<!-- -->; dom <!-- -->false<!-- -->; <!-- -->true<!-- --> <!-- -->false<!-- -->; <!-- -->setup<!-- -->; <!-- -->0<!-- --> <b>site banner</b></p>');
    const old = text(result, 'old/index.html');
    expect(old.slice(0, old.indexOf('</head>'))).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro" data-page-head=""/>');
    expect(old).toContain('<a href="/docs/intro">/docs/intro</a>');
  });
});

describe('theme components of the site', () => {
  it('use a site theme component that wraps the original (@theme-original) and keep mistdocs\' own for a full copy', async () => {
    const cwd = await site({
      'content/docs/intro.md': '# Intro\n',
      'src/theme/Layout/index.tsx': "import Layout from '@theme-original/Layout';\nexport default function Wrapped(props) { return <><p className=\"banner\">Site banner</p><Layout {...props} /></>; }\n",
      'src/theme/Heading/index.tsx': "import { useThemeConfig } from '@docusaurus/theme-common/internal';\nexport default function Heading() { return <h2>{useThemeConfig().x.y}</h2>; }\n",
      'src/pages/index.tsx': "import Layout from '@theme/Layout';\nimport Heading from '@theme/Heading';\nexport default function Home() { return <Layout title=\"Home\"><Heading as=\"h2\" id=\"start\">Start</Heading></Layout>; }\n",
    });
    const result = await compileSite({ cwd });
    const home = text(result, 'index.html');
    expect(home).toContain('<p class="banner">Site banner</p><div class="main-wrapper">');
    expect(home).toMatch(/<h2[^>]* id="start"[^>]*>Start/);
    expect(home).toContain('<title>Home | T</title>');
    expect(result.diagnostics.filter((d) => d.code === 'components/unknown-module')).toEqual([]);
  });
});

describe('MDX expressions whose JSX is made by code', () => {
  it('render the elements, imported components and components the page defines that the code makes; one that cannot run is a warning at its line', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': [
        "import Card from '@site/src/components/Card';",
        "import { plans } from '@site/src/data/plans';",
        "import Rows from '@site/src/components/Rows';",
        '',
        '# Plans',
        '',
        '{plans.map((p) => <Card key={p.id} title={p.name} icon={<b>{p.id}</b>} />)}',
        '',
        'Inline: {plans.filter((p) => p.free).map((p) => <code key={p.id}>{p.name}</code>)} and more.',
        '',
        'export const Shout = ({ children, tone }) => <strong className={tone}>{children}</strong>;',
        '',
        '{plans.map((p) => <Shout key={p.id}>{p.name}</Shout>)}',
        '',
        '<Shout tone="loud">Read **this**</Shout>',
        '',
        '{plans.map((p) => <Missing key={p.id} />)}',
        '',
        '<Card title="Direct" icon={<i>{plans.length}</i>} />',
        '',
        '<Rows rows={[{ label: <em>Only</em>, size: 1 }]} />',
        '',
      ].join('\n'),
      'src/components/Rows.tsx': 'export default function Rows({ rows }) { return <ol>{rows.map((r) => <li key={r.size}>{r.label} ({r.size})</li>)}</ol>; }\n',
      'src/components/Card.tsx': 'export default function Card({ title, icon }) { return <div className="card">{icon} <h3>{title}</h3></div>; }\n',
      'src/data/plans.ts': "export const plans = [{ id: 'a', name: 'Starter', free: true }, { id: 'b', name: 'Team', free: false }];\n",
    });
    const result = await compileSite({ cwd });
    const page = main(text(result, 'intro/index.html'));
    expect(page).toContain('<div class="card"><b>a</b> <h3>Starter</h3></div><div class="card"><b>b</b> <h3>Team</h3></div>');
    expect(page).toMatch(/<p>Inline: <code>Starter<\/code> and more\.<\/p>/);
    // A component the page defines, in an expression and as an element with Markdown children.
    expect(page).toContain('<strong>Starter</strong><strong>Team</strong>');
    expect(page).toMatch(/<strong class="loud"><mistdocs-slot [^>]*>Read <strong>this<\/strong><\/mistdocs-slot><\/strong>/);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([['warning', 'markdown/mdx-expression', 'content/docs/intro.mdx', 17]]);
    expect(result.diagnostics[0]!.message).toMatch(/Missing is not defined/);
    // Elements given as props, alone or inside data.
    expect(page).toContain('<div class="card"><i>2</i> <h3>Direct</h3></div>');
    expect(page).toContain('<ol><li><em>Only</em> (<!-- -->1<!-- -->)</li></ol>');
  });
});

describe("Infima's classes in a site's pages", () => {
  it('link Infima\'s rules for the classes used (none of the theme\'s own) with its custom properties, and nothing for a site that uses none', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': '# Intro\n\n<div className="card shadow--tl"><div className="card__body">Body</div></div>\n\n<p className="markdown">theme class</p>\n',
      'content/docs/plain.md': '# Plain\n\nNo classes.\n',
    });
    const own = await site({
      'content/docs/cards.mdx': "import Cards from '@site/src/components/Cards';\n\n# Cards\n\n<Cards />\n",
      'src/components/Cards.tsx': "import DocCardList from '@theme/DocCardList';\nexport default function Cards() { return <DocCardList items={[{ type: 'link', href: '/cards', label: 'Here' }]} />; }\n",
    });
    // mistdocs's own cards (li.card-item) are the theme's, not Infima's.
    expect((await compileSite({ cwd: own })).files.filter((f) => f.path.includes('infima'))).toEqual([]);
    const result = await compileSite({ cwd });
    const sheet = result.files.find((f) => /^assets\/css\/infima-\w+\.css$/.test(f.path));
    const css = String(sheet?.data);
    expect(css).toMatch(/\.card\{[^}]*border-radius:var\(--ifm-card-border-radius\)/);
    expect(css).toContain('.shadow--tl{box-shadow:var(--ifm-global-shadow-tl)');
    expect(css).toContain('--ifm-card-border-radius:');
    // No rule of a class the pages do not use, nor of the theme's own.
    expect(css).not.toMatch(/\.(navbar|menu|button|alert|markdown)\b/);
    expect(text(result, 'plain/index.html')).toContain(`<link rel="stylesheet" href="/${sheet!.path}">`);

    const bare = await site({ 'content/docs/plain.md': '# Plain\n\n<div class="note">HTML with a class of its own.</div>\n' });
    expect((await compileSite({ cwd: bare })).files.filter((f) => f.path.includes('infima'))).toEqual([]);
  });
});

describe('@theme/Mermaid in a component', () => {
  it("renders the diagram's source as a ```mermaid block does, so the page gets the diagram renderer", async () => {
    const cwd = await site({
      'content/docs/intro.mdx': "import Flow from '@site/src/components/Flow';\n\n# Intro\n\n<Flow />\n",
      'src/components/Flow.tsx': "import Mermaid from '@theme/Mermaid';\nexport default function Flow() { return <Mermaid value={'graph LR\\n  A --> B'} />; }\n",
    });
    const result = await compileSite({ cwd });
    expect(main(text(result, 'intro/index.html'))).toContain('<pre class="mermaid">graph LR\n  A --&gt; B</pre>');
    expect(result.files.some((f) => /^assets\/js\/mermaid\/diagrams-/.test(f.path))).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'components/unknown-module')).toEqual([]);
  });
});

describe('global MDX components', () => {
  it('render a component the site adds in src/theme/MDXComponents without an import, an island too, and warn at an unknown one', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': '# Intro\n\n<FileTree root="src" />\n\n<Clicker />\n\n<Nowhere>kept text</Nowhere>\n\n<Admonition type="tip">from the original</Admonition>\n',
      'src/theme/MDXComponents/index.tsx': "import MDXComponents from '@theme-original/MDXComponents';\nimport FileTree from '@site/src/components/FileTree';\nimport Clicker from '@site/src/components/Clicker';\nexport default { ...MDXComponents, FileTree, Clicker };\n",
      'src/components/FileTree.tsx': 'export default function FileTree({ root }) { return <ul className="tree"><li>{root}/</li></ul>; }\n',
      'src/components/Clicker.tsx': COUNTER.replace('Counter', 'Clicker'),
    });
    const result = await compileSite({ cwd });
    const page = main(text(result, 'intro/index.html'));
    expect(page).toContain('<ul class="tree"><li>src<!-- -->/</li></ul>');
    expect(page).toMatch(/<mistdocs-island [^>]*><button>Count: <!-- -->0<\/button><\/mistdocs-island>/);
    expect(page).toContain('kept text');
    expect(page).toContain('from the original');
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['markdown/mdx-unknown-component', 'content/docs/intro.mdx', 7]]);
  });
});

describe('imports from a migrated site', () => {
  it('find a relative import into the static folder in the content folder, where mistdocs keeps static files', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': "import Shot from '@site/src/components/Shot';\n\n# Intro\n\n<Shot />\n",
      'content/static/images/shot.png': 'not really a png',
      'src/components/Shot.tsx': "import shot from '../../static/images/shot.png';\nexport default function Shot() { return <img alt=\"shot\" src={shot} />; }\n",
    });
    const result = await compileSite({ cwd });
    const src = /<img alt="shot" src="([^"]+)"/.exec(main(text(result, 'intro/index.html')))?.[1];
    expect(src).toMatch(/^\/assets\/media\/shot-\w+\.png$/);
    expect(text(result, src!.slice(1))).toBe('not really a png');
  });
});

describe('component text in search', () => {
  it('index the words a component renders with the section it is in, and its children once', async () => {
    const cwd = await site({
      'content/docs/intro.mdx': "import Specs from '@site/src/Specs';\n\n# Intro\n\nOpening words.\n\n## Parts\n\n<Specs>\nThe **flux** part.\n</Specs>\n",
      'src/Specs.tsx': "export default function Specs({ children }) { return <div><h4>Capacitor table</h4><script>var hidden = 1;</script>{children}</div>; }\n",
    });
    const result = await compileSite({ cwd });
    const page = searchPagesOf(result.model, result.rendered).find((p) => p.url === '/intro')!;
    const parts = page.sections.find((s) => s.id === 'parts')!;
    expect(parts.text).toContain('Capacitor table');
    expect(parts.text).not.toContain('hidden');
    expect(parts.text.match(/flux/g)).toHaveLength(1);
    expect(page.sections.find((s) => s.id === '')!.text).not.toContain('Capacitor');
  });
});

describe('links components make', () => {
  it('check the internal links a <Link> renders as the page\'s own, at the use; ids components render are anchors; check finds the same', async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', baseUrl: '/base/', onBrokenLinks: 'throw' };\n",
      'content/docs/intro.mdx': "import Cards from '@site/src/Cards';\n\n# Intro\n\n<Cards />\n",
      'src/Cards.tsx': "import Link from '@docusaurus/Link';\nexport default function Cards() { return <div id=\"cards\"><Link to=\"/intro#cards\">self</Link><Link to=\"/outro\">gone</Link><Link to=\"https://x.example\">out</Link><a href=\"/raw\">raw</a></div>; }\n",
      'src/pages/index.tsx': "import Link from '@docusaurus/Link';\nexport default function Home() { return <Link to=\"/intro#nowhere\">start</Link>; }\n",
    });
    const problems = await compileSite({ cwd, applyLinkPolicy: true }).then(
      () => [] as Diagnostic[],
      (error: { diagnostics: Diagnostic[] }) => error.diagnostics,
    );
    expect(problems.map((d) => [d.code, d.file, d.line, d.message.match(/'[^']*'/)?.[0]])).toEqual([
      ['links/broken-link', 'content/docs/intro.mdx', 5, "'/outro'"],
      ['links/broken-anchor', 'src/pages/index.tsx', 2, "'/intro#nowhere'"],
    ]);
    const checked = await checkSite({ cwd });
    expect(checked.diagnostics.filter((d) => d.code.startsWith('links/')).map((d) => `${d.severity} ${d.message.match(/'[^']*'/)?.[0]}`).sort()).toEqual(["error '/outro'", "warning '/intro#nowhere'"]);
  });
});

describe('styles and head from the config', () => {
  it('bundle customCss after the theme stylesheet on every page and add stylesheets, scripts and headTags', async () => {
    const cwd = await site({
      'site.config.ts': `export default {
  title: 'T', url: 'https://t.example',
  customCss: ['./src/css/custom.css'],
  stylesheets: [{ href: 'https://cdn.example/katex.css', crossorigin: 'anonymous' }],
  scripts: [{ src: 'https://stats.example/s.js', defer: true }],
  headTags: [{ tagName: 'meta', attributes: { name: 'owner', content: 'media' } }],
};\n`,
      'content/docs/index.md': '# Home\n',
      'src/css/custom.css': "@import './vars.css';\n.hero { background: url(/img/bg.png); }\n",
      'src/css/vars.css': ':root { --ifm-color-primary: #c2185b; }\n',
    });
    const result = await compileSite({ cwd });
    const page = text(result, 'index.html');
    const custom = /<link rel="stylesheet" href="\/(assets\/css\/custom-[0-9a-f]+\.css)">/.exec(page)?.[1];
    expect(custom).toBeDefined();
    expect(page.indexOf('assets/css/styles-')).toBeLessThan(page.indexOf(custom!));
    expect(text(result, custom!)).toBe(':root{--ifm-color-primary: #c2185b}.hero{background:url(/img/bg.png)}');
    expect(page).toContain('<link rel="stylesheet" href="https://cdn.example/katex.css" crossorigin="anonymous">');
    expect(page).toContain('<script src="https://stats.example/s.js" defer></script>');
    expect(page).toContain('<meta name="owner" content="media">');
  });

  it('compile Sass in customCss (partials and @use) and in components (.module.scss as a CSS module), and report a Sass error at its line', async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', customCss: './src/css/custom.scss' };\n",
      'content/docs/index.mdx': "import Box from '@site/src/Box';\n\n# Home\n\n<Box />\n",
      'src/css/custom.scss': "@use 'vars';\n.hero { .title { color: vars.$brand; } }\n",
      'src/css/_vars.scss': '$brand: #c2185b;\n',
      'src/Box.tsx': "import styles from './Box.module.scss';\nexport default function Box() { return <div className={styles.box}>boxed</div>; }\n",
      'src/Box.module.scss': '$pad: 2px;\n.box { padding: $pad * 2; }\n',
    });
    // The site's own sass package, as docusaurus-plugin-sass makes a site install it.
    await mkdir(path.join(cwd, 'node_modules'), { recursive: true });
    await symlink(path.resolve('node_modules/sass'), path.join(cwd, 'node_modules/sass'), 'dir');
    const result = await compileSite({ cwd });
    const page = text(result, 'index.html');
    const custom = /href="\/(assets\/css\/custom-[0-9a-f]+\.css)"/.exec(page)![1]!;
    expect(text(result, custom)).toBe('.hero .title{color:#c2185b}');
    const components = /href="\/(assets\/css\/components-[0-9a-f]+\.css)"/.exec(page)![1]!;
    const boxClass = /<div class="([\w-]+)">boxed<\/div>/.exec(page)![1]!;
    expect(boxClass).toMatch(/box/);
    expect(text(result, components)).toContain(`.${boxClass}{padding:4px}`);

    await writeFile(path.join(cwd, 'src/css/_vars.scss'), '$brand: #c2185b;\n.broken { color: $missing; }\n');
    expect(await failure(cwd)).toEqual([expect.objectContaining({ code: 'config/custom-css', file: 'src/css/_vars.scss', line: 2 })]);
  });

  it('resolve `@site/` in Sass imports and in `url()`, and give an `.svg` in a stylesheet its file address, as Docusaurus\'s bundler does', async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', customCss: './src/css/custom.scss' };\n",
      'content/docs/index.mdx': "import Flag from '@site/src/Flag';\n\n# Home\n\n<Flag />\n",
      'content/static/img/flag.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n',
      'src/css/_fonts.scss': '$font: Lato;\n',
      'src/css/custom.scss': "@import '@site/src/css/fonts';\nbody { font-family: $font; }\n.footer { background: url(@site/static/img/flag.svg); }\n",
      'src/near.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>\n',
      'src/Flag.tsx': "import styles from './Flag.module.scss';\nimport Near from './near.svg';\nexport default function Flag() { return <span className={styles.flag}><Near /></span>; }\n",
      'src/Flag.module.scss': "@import '@site/src/css/fonts';\n.flag { font-family: $font; background: url(@site/static/img/flag.svg); }\n.near { background: url(./near.svg); }\n",
    });
    await mkdir(path.join(cwd, 'node_modules'), { recursive: true });
    await symlink(path.resolve('node_modules/sass'), path.join(cwd, 'node_modules/sass'), 'dir');
    const result = await compileSite({ cwd });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = text(result, 'index.html');
    expect(text(result, /href="\/(assets\/css\/custom-[0-9a-f]+\.css)"/.exec(page)![1]!)).toMatch(/^body\{font-family:Lato\}\.footer\{background:url\("\/assets\/media\/flag-\w+\.svg"\)\}$/);
    const css = text(result, /href="\/(assets\/css\/components-[0-9a-f]+\.css)"/.exec(page)![1]!);
    const flag = /url\((\/assets\/media\/flag-\w+\.svg)\)/.exec(css)?.[1];
    const near = /url\((\/assets\/media\/near-\w+\.svg)\)/.exec(css)?.[1];
    expect(css).toMatch(/font-family:Lato/);
    expect(text(result, flag!.slice(1))).toContain('width="4"');
    expect(text(result, near!.slice(1))).toContain('width="2"');
    // Imported by code, the same file is still a component drawing it inline.
    expect(page).toMatch(/<span class="[\w-]+"><svg[^>]*width="2"/);
  });

  it("compile a Sass customCss with the site's own sass package, and name the package to install when the site has none", async () => {
    const config = "export default { title: 'T', url: 'https://t.example', customCss: ['./src/css/custom.scss'] };\n";
    const files = { 'site.config.ts': config, 'content/docs/index.md': '# Home\n', 'src/css/custom.scss': '$brand: #c2185b;\n.hero { color: $brand; }\n' };
    expect(await failure(await site(files))).toEqual([expect.objectContaining({ code: 'config/custom-css', message: expect.stringContaining('install it (`npm install sass`)') })]);
    // A stand-in for the sass package (its compileAsync as the real one answers), in the site's node_modules.
    const sass = "const { readFileSync } = require('node:fs');\nexports.compileAsync = async (file) => { const text = readFileSync(file, 'utf8'); const [, name, value] = /\\$(\\w+): ([^;]+);/.exec(text); return { css: text.replace(/^\\$.*\\n/m, '').replaceAll('$' + name, value), loadedUrls: [] }; };\n";
    const cwd = await site({ ...files, 'node_modules/sass/package.json': '{ "name": "sass", "main": "index.js" }\n', 'node_modules/sass/index.js': sass });
    const result = await compileSite({ cwd });
    const custom = /<link rel="stylesheet" href="\/(assets\/css\/custom-[0-9a-f]+\.css)">/.exec(text(result, 'index.html'))?.[1];
    expect(text(result, custom!)).toBe('.hero{color:#c2185b}');
  });

  it('report a customCss file that does not exist, naming the config', async () => {
    const cwd = await site({ 'site.config.ts': "export default { title: 'T', url: 'https://t.example', customCss: './src/css/missing.css' };\n", 'content/docs/index.md': '# Home\n' });
    expect(await failure(cwd)).toEqual([expect.objectContaining({ code: 'config/custom-css', file: 'site.config.ts', message: expect.stringContaining('missing.css') })]);
  });
});

describe('what components render, in the search index', () => {
  it('finds a page that is nothing but a component, and a React page, by the words they render', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Hello from '@site/src/Hello';\n\n<Hello />\n",
      'src/Hello.tsx': 'export default function Hello() { return <p>Rendered greetings</p>; }\n',
      'src/pages/downloads.tsx': "import Layout from '@theme/Layout';\nexport default function Downloads() { return <Layout title=\"Get the players\"><h1>Players</h1><p>Installers for televisions.</p></Layout>; }\n",
    });
    const result = await compileSite({ cwd });
    const index = result.files.filter((f) => /search-index.*\.json$/.test(f.path)).map((f) => (typeof f.data === 'string' ? f.data : new TextDecoder().decode(f.data))).join('\n');
    expect(index).toContain('Rendered greetings');
    expect(index).toContain('["Get the players","/downloads",[],[["","","Players Installers for televisions."]]]');
  });
});

describe('components under watch', () => {
  it('render again the pages that use a component when its file changes, and only then', async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import Hello from '@site/src/Hello';\n\n<Hello />\n",
      'content/docs/plain.md': '# Plain\n',
      'src/Hello.tsx': 'export default function Hello() { return <p>first</p>; }\n',
    });
    const memo = createMemo();
    // As `serve --watch` builds: the search index made after the pages, which keep its address.
    const first = await compileSite({ cwd, memo, deferSearchIndex: true });
    expect(main(text(first, 'index.html'))).toContain('<p>first</p>');
    const same = await compileSite({ cwd, memo, changed: new Set(), deferSearchIndex: true });
    expect(same.rebuilt.pages).toEqual([]);
    await writeFile(path.join(cwd, 'src/Hello.tsx'), 'export default function Hello() { return <p>second</p>; }\n');
    const second = await compileSite({ cwd, memo, changed: new Set(['src/Hello.tsx']), deferSearchIndex: true });
    expect(second.rebuilt.pages).toEqual(['/']);
    expect(main(text(second, 'index.html'))).toContain('<p>second</p>');
  });
  it("run the site's data and helpers a page imports with the page's expressions, a media file they import included, and render the page again when a data file changes", async () => {
    const cwd = await site({
      'content/docs/index.mdx': "import { releases, label } from '@site/src/data/releases';\nimport team from './team.json';\n\n{releases.length} releases, newest {label(releases[0])}; {team.length} people.\n\n<img src={releases[0].logo} alt=\"logo\" />\n",
      'content/docs/team.json': '["Ann", "Bo"]\n',
      'content/docs/plain.md': '# Plain\n',
      'src/data/releases.ts': "import logo from './logo.png';\nexport const releases = [{ version: '2.0', logo }];\nexport const label = (r: { version: string }) => `v${r.version}`;\n",
      'src/data/logo.png': 'not really a png',
    });
    const memo = createMemo();
    const first = await compileSite({ cwd, memo });
    const page = main(text(first, 'index.html'));
    expect(page).toContain('1 releases, newest v2.0; 2 people.');
    const logo = /<img src="\/(assets\/media\/logo-\w+\.png)"/.exec(page)?.[1];
    expect(logo).toBeDefined();
    expect(text(first, logo!)).toBe('not really a png');
    await writeFile(path.join(cwd, 'src/data/releases.ts'), "export const releases = [{ version: '3.0' }, { version: '2.0' }];\nexport const label = (r: { version: string }) => `release ${r.version}`;\n");
    const second = await compileSite({ cwd, memo, changed: new Set(['src/data/releases.ts']) });
    expect(second.rebuilt.docs).toEqual(['index']);
    expect(main(text(second, 'index.html'))).toContain('2 releases, newest release 3.0; 2 people.');
  });
});

describe("the site's own navbar item types", () => {
  const TYPES = "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Community from '@site/src/components/Community';\nimport Stars from '@site/src/components/Stars';\n\nexport default { ...ComponentTypes, 'custom-community': Community, 'custom-stars': Stars };\n";
  const COMMUNITY = "import Link from '@docusaurus/Link';\nexport default function Community({ label, to, mobile, position }) {\n  const link = <Link className=\"community-link\" data-position={position} to={to}>{label}</Link>;\n  return mobile ? <li className=\"community-item\">{link}</li> : link;\n}\n";
  const STARS = "import { useState } from 'react';\nexport default function Stars({ start }) {\n  const [n, setN] = useState(start);\n  return <button className=\"stars\" onClick={() => setN(n + 1)}>Stars: {n}</button>;\n}\n";
  const config = (items: string) => `export default { title: 'T', url: 'https://t.example', baseUrl: '/site/', navbar: { items: [${items}] } };\n`;
  const navbar = (html: string) => /<header class="navbar[^]*?<\/header>/.exec(html)?.[0] ?? '';
  const mobileMenu = (html: string) => /<div class="mobile-menu"[^]*?data-panel-docs=""/.exec(html)?.[0] ?? '';
  /** The runtime's entry module, which every page loads. */
  const runtime = (result: BuildResult) => text(result, result.files.find((f) => /^assets\/js\/runtime-\w+\.js$/.test(f.path))!.path);

  it('render a custom-<name> item with the component src/theme/NavbarItem/ComponentTypes registers, given the item\'s keys as props, in the navbar and (with mobile) in the mobile menu', async () => {
    const cwd = await site({
      'site.config.ts': config("{ type: 'custom-community', position: 'left', label: 'Community', to: '/docs/team' }"),
      'content/docs/index.md': '# Home\n',
      'content/docs/team.md': '# Team\n',
      'src/theme/NavbarItem/ComponentTypes.js': TYPES,
      'src/components/Community.jsx': COMMUNITY,
      'src/components/Stars.jsx': STARS,
    });
    const result = await compileSite({ cwd });
    const page = text(result, 'team/index.html');
    expect(navbar(page)).toMatch(/<div class="navbar-items navbar-left"><div class="navbar-custom" style="display:contents"><a href="\/site\/docs\/team" class="community-link" data-position="left">Community<\/a><\/div><\/div>/);
    expect(mobileMenu(page)).toContain('<div class="menu-custom"><li class="community-item"><a href="/site/docs/team" class="community-link" data-position="left">Community</a></li></div>');
    // Nothing in it needs the browser: no island, and the pages load no islands code.
    expect(page).not.toContain('mistdocs-island');
    expect(result.files.some((f) => f.path.includes('/islands/'))).toBe(false);
    // The original ComponentTypes it spreads is mistdocs' own: no warning about a module mistdocs lacks.
    expect(result.diagnostics).toEqual([]);
    // Nor the runtime's part that marks DefaultNavbarItem's links, which no item draws here.
    expect(runtime(result)).not.toContain('data-active-rule');
  });

  it("link Infima's rules for the classes an item draws, as for a page's", async () => {
    const BADGE = "export default function Badge({ label }) {\n  return <span className=\"badge badge--primary\">{label}</span>;\n}\n";
    const files = (type: string) => ({
      'site.config.ts': config(`{ type: '${type}', position: 'right', label: 'v3' }`),
      'content/docs/index.md': '# Home\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Badge from '@site/src/components/Badge';\nimport Community from '@site/src/components/Community';\nexport default { ...ComponentTypes, 'custom-badge': Badge, 'custom-community': Community };\n",
      'src/components/Badge.jsx': BADGE,
      'src/components/Community.jsx': COMMUNITY,
    });
    const result = await compileSite({ cwd: await site(files('custom-badge')) });
    const sheet = result.files.find((f) => /^assets\/css\/infima-\w+\.css$/.test(f.path));
    expect(String(sheet?.data)).toMatch(/\.badge--primary\{/);
    expect(text(result, 'index.html')).toContain(`<link rel="stylesheet" href="/site/${sheet!.path}">`);
    // An item without Infima's classes links no sheet.
    expect((await compileSite({ cwd: await site(files('custom-community')) })).files.some((f) => f.path.includes('infima'))).toBe(false);
  });

  it('hydrate an item whose component has state as an island, its chunk exporting the type by an identifier', async () => {
    const cwd = await site({
      'site.config.ts': config("{ type: 'custom-stars', position: 'right', start: 3 }"),
      'content/docs/index.md': '# Home\n',
      'src/theme/NavbarItem/ComponentTypes.js': TYPES,
      'src/components/Community.jsx': COMMUNITY,
      'src/components/Stars.jsx': STARS,
    });
    const result = await compileSite({ cwd });
    const page = text(result, 'index.html');
    const island = /<mistdocs-island ([^>]*)><button class="stars">Stars: <!-- -->3<\/button><\/mistdocs-island>/.exec(navbar(page));
    expect(island).not.toBeNull();
    const chunk = /data-chunk="\/site\/(assets\/js\/islands\/ComponentTypes-\w+\.js)"/.exec(island![1]!)?.[1];
    expect(chunk).toBeDefined();
    expect(island![1]).toContain('data-export="custom_stars"');
    expect(island![1]).toContain(`data-props="${'{&quot;position&quot;:&quot;right&quot;,&quot;start&quot;:3}'}"`);
    expect(text(result, chunk!)).toMatch(/as custom_stars\b/);
    expect(result.diagnostics).toEqual([]);
  });

  it('render an item of the site\'s own type inside a dropdown, given isDropdownItem and the dropdown\'s activeClassName (and mobile in the mobile menu) as Docusaurus gives them, with any keys of its own', async () => {
    const PROPS = "export default function Props(props) {\n  return <li className=\"props\">{JSON.stringify(props)}</li>;\n}\n";
    const cwd = await site({
      'site.config.ts': config("{ type: 'dropdown', label: 'More', position: 'left', items: [{ to: '/team', label: 'Team' }, { type: 'custom-props', label: 'Chat', room: { id: 7 } }] }"),
      'content/docs/index.md': '# Home\n',
      'content/docs/team.md': '# Team\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Props from '@site/src/components/Props';\nexport default { ...ComponentTypes, 'custom-props': Props };\n",
      'src/components/Props.jsx': PROPS,
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([]);
    const page = text(result, 'index.html');
    const json = (props: object) => JSON.stringify(props).replaceAll('"', '&quot;');
    expect(navbar(page)).toContain(`<ul class="dropdown-menu"><li><a class="dropdown-link" href="/site/team">Team</a></li><div class="dropdown-custom" style="display:contents"><li class="props">${json({ isDropdownItem: true, activeClassName: 'dropdown__link--active', label: 'Chat', room: { id: 7 } })}</li></div></ul>`);
    // In the mobile menu among the dropdown's links, as its component draws it there.
    expect(mobileMenu(page)).toContain(`<a class="menu-link" href="/site/team" data-section="">Team</a></li><div class="menu-custom" style="display:contents"><li class="props">${json({ mobile: true, isDropdownItem: true, activeClassName: 'menu__link--active', label: 'Chat', room: { id: 7 } })}</li></div></ul>`);
    // It reads nothing of the page and has no state: drawn once for the site, no island.
    expect(page).not.toContain('mistdocs-island');
  });

  it('draw DefaultNavbarItem, which a site\'s item may render, as an entry of the dropdown it is in, and of the mobile menu', async () => {
    const cwd = await site({
      'site.config.ts': config("{ type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'custom-link', label: 'Team', to: '/team' }] }"),
      'content/docs/index.md': '# Home\n',
      'content/docs/team.md': '# Team\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';\nfunction Wrapped(props) { return <DefaultNavbarItem {...props} className=\"wrapped\" />; }\nexport default { ...ComponentTypes, 'custom-link': Wrapped };\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([]);
    const page = text(result, 'index.html');
    const rule = 'data-active-rule="{&quot;to&quot;:&quot;/site/team&quot;}"';
    expect(navbar(page)).toContain(`<ul class="dropdown-menu"><div class="dropdown-custom" style="display:contents"><li><a href="/site/team" class="dropdown-link wrapped" ${rule} data-active-class="dropdown__link--active">Team</a></li></div></ul>`);
    expect(mobileMenu(page)).toContain(`<div class="menu-custom" style="display:contents"><li class="menu-item"><a href="/site/team" class="menu-link wrapped" ${rule} data-active-class="menu__link--active">Team</a></li></div>`);
    // On its own page, active with the dropdown's active class (the mobile menu's there), as Docusaurus marks it.
    const team = text(result, 'team/index.html');
    expect(navbar(team)).toContain(`<li><a href="/site/team" class="dropdown-link wrapped dropdown__link--active active" ${rule} data-active-class="dropdown__link--active" aria-current="page">Team</a></li>`);
    expect(mobileMenu(team)).toContain(`<li class="menu-item"><a href="/site/team" class="menu-link wrapped menu__link--active active" ${rule} data-active-class="menu__link--active" aria-current="page">Team</a></li>`);
    expect(team).not.toContain('mistdocs-island');
  });

  it('mark DefaultNavbarItem active as Docusaurus\'s NavLink does: on its page and below it, only on it with exact, by activeBasePath or activeBaseRegex; drawn for each page without an island', async () => {
    const items = [
      "{ type: 'custom-link', label: 'Guides', to: '/guides' }",
      "{ type: 'custom-link', label: 'Only', to: '/guides', exact: true }",
      "{ type: 'custom-link', label: 'Api', to: '/api/intro', activeBasePath: '/api' }",
      "{ type: 'custom-link', label: 'Ref', to: '/api/intro', activeBaseRegex: '/(reference|guides/one)' }",
      "{ type: 'custom-link', label: 'Own', to: '/guides', activeClassName: 'mine' }",
      "{ type: 'custom-link', label: 'Out', href: 'https://example.com/guides' }",
    ];
    const cwd = await site({
      'site.config.ts': config(items.join(', ')),
      'content/docs/index.md': '# Home\n',
      'content/docs/guides/index.md': '# Guides\n',
      'content/docs/guides/one.md': '# One\n',
      'content/docs/guidesx.md': '# Not below guides\n',
      'content/docs/api/intro.md': '# Intro\n',
      'content/docs/api/more.md': '# More\n',
      'content/docs/reference.md': '# Reference\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';\nexport default { ...ComponentTypes, 'custom-link': DefaultNavbarItem };\n",
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([]);
    // The labels of the navbar's active links on a page, and the class each has.
    const active = (file: string) => [...navbar(text(result, file)).matchAll(/<a [^>]*class="navbar-link ([^"]*\bactive\b[^"]*)"[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]}: ${m[1]}`);
    expect(active('index.html')).toEqual([]);
    expect(active('guides/index.html')).toEqual(['Guides: navbar__link--active active', 'Only: navbar__link--active active', 'Own: mine active']);
    expect(active('guides/one/index.html')).toEqual(['Guides: navbar__link--active active', 'Ref: navbar__link--active active', 'Own: mine active']);
    expect(active('guidesx/index.html')).toEqual([]);
    expect(active('api/intro/index.html')).toEqual(['Api: navbar__link--active active']);
    expect(active('api/more/index.html')).toEqual(['Api: navbar__link--active active']);
    expect(active('reference/index.html')).toEqual(['Ref: navbar__link--active active']);
    // The mobile menu's entry gets the mobile active class.
    expect(mobileMenu(text(result, 'api/more/index.html'))).toContain('<a href="/site/api/intro" class="menu-link menu__link--active active"');
    // An href is a plain link, never marked, and carries no rule.
    expect(navbar(text(result, 'guides/index.html'))).toMatch(/<a href="https:\/\/example.com\/guides" target="_blank" rel="noopener noreferrer" class="navbar-link">Out<\/a>/);
    // Marking needs no island: the pages load no islands code, and the runtime has the part that marks the links after an in-place navigation.
    expect(text(result, 'guides/index.html')).not.toContain('mistdocs-island');
    expect(result.files.some((f) => f.path.includes('/islands/'))).toBe(false);
    expect(runtime(result)).toContain('a[data-active-rule]');
  });

  it('draw an item whose component reads the location for each page, as an island with that page\'s path, and say which page one fails on', async () => {
    const HERE = "import { useLocation } from '@docusaurus/router';\nexport default function Here({ mobile }) {\n  const { pathname } = useLocation();\n  if (pathname.endsWith('/broken')) throw new Error('no place for it here');\n  return <span className=\"here\">{mobile ? 'menu: ' : ''}{pathname}</span>;\n}\n";
    const files = {
      'site.config.ts': config("{ type: 'custom-here', position: 'left' }, { type: 'dropdown', label: 'More', items: [{ type: 'custom-here' }] }"),
      'content/docs/index.md': '# Home\n',
      'content/docs/team.md': '# Team\n',
      'src/theme/NavbarItem/ComponentTypes.js': "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport Here from '@site/src/components/Here';\nexport default { ...ComponentTypes, 'custom-here': Here };\n",
      'src/components/Here.jsx': HERE,
    };
    const result = await compileSite({ cwd: await site(files) });
    expect(result.diagnostics).toEqual([]);
    const drawn = (file: string) => [...text(result, file).matchAll(/<mistdocs-island [^>]*data-export="custom_here"[^>]*><span class="here">([^<]*(?:<!-- -->[^<]*)*)<\/span><\/mistdocs-island>/g)].map((m) => m[1]!.replaceAll('<!-- -->', ''));
    // Navbar, dropdown, then the mobile menu's dropdown entry and top-level entry, each with the page's own path.
    expect(drawn('team/index.html')).toEqual(['/site/team', '/site/team', 'menu: /site/team', 'menu: /site/team']);
    expect(drawn('index.html')).toEqual(['/site/', '/site/', 'menu: /site/', 'menu: /site/']);
    expect(drawn('search/index.html')[0]).toBe('/site/search');

    const diagnostics = await failure(await site({ ...files, 'content/docs/broken.md': '# Broken\n' }));
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'components/render', file: 'src/components/Here.jsx', line: 4, message: expect.stringContaining("The navbar item 'custom-here' on the page /broken: `<custom-here>` failed to render: no place for it here") })]);
  });

  it('warn at the config line of a custom type the site does not register, naming the types it does, and leave the item out', async () => {
    const cwd = await site({
      'site.config.ts': config("\n  { type: 'custom-comunity', position: 'left', label: 'Community' },\n  { to: '/', label: 'Home' }"),
      'content/docs/index.md': '# Home\n',
      'src/theme/NavbarItem/ComponentTypes.js': TYPES,
      'src/components/Community.jsx': COMMUNITY,
      'src/components/Stars.jsx': STARS,
    });
    const result = await compileSite({ cwd });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'navbar/unknown-item-type',
        file: 'site.config.ts',
        line: 2,
        message: "The navbar item type 'custom-comunity' is not registered by the site: it is left out of the navbar. The site registers 'custom-community', 'custom-stars'.",
        hint: expect.stringContaining("export default { ...ComponentTypes, 'custom-comunity': MyItem }"),
      }),
    ]);
    const page = navbar(text(result, 'index.html'));
    expect(page).not.toContain('navbar-custom');
    expect(page).toContain('>Home</a>');
  });

  it('warn the same for a site with no ComponentTypes of its own', async () => {
    const cwd = await site({ 'site.config.ts': config("{ type: 'custom-community', label: 'Community' }"), 'content/docs/index.md': '# Home\n' });
    const result = await compileSite({ cwd });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['navbar/unknown-item-type', 'site.config.ts', 1]]);
  });

  it('refuse a type that is neither built in nor custom-<name>, saying what to write', async () => {
    const cwd = await site({ 'site.config.ts': config("{ type: 'community', label: 'Community' }"), 'content/docs/index.md': '# Home\n' });
    const diagnostics = await failure(cwd);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'site.config.ts' });
    expect(diagnostics[0]!.message).toContain('Unknown navbar item type "community": use one of default, docSidebar, doc, dropdown, html, localeDropdown, docsVersionDropdown, search, or a type of the site\'s own named \'custom-<name>\' and registered in src/theme/NavbarItem/ComponentTypes.');
  });
});
