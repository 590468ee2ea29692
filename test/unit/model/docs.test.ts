import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { firstHeading, firstParagraph, resolveDocs } from '../../../src/model/docs.js';
import { docs } from '../../helpers/model-inputs.js';

const options = { routeBasePath: '/', trailingSlash: undefined, includeDrafts: false };

describe('resolveDocs', () => {
  it('derives ids and routes from paths; index.md maps to its folder with a trailing slash', () => {
    const bag = new DiagnosticBag();
    const out = resolveDocs(docs([['index.md'], ['a/index.md'], ['a/b.md'], ['a/c/d.md']]), options, bag);
    expect(out.map((d) => [d.id, d.route])).toEqual([
      ['index', '/'],
      ['a/index', '/a/'],
      ['a/b', '/a/b'],
      ['a/c/d', '/a/c/d'],
    ]);
    expect(bag.items).toEqual([]);
  });

  it('maps a doc named as its folder, and README, to the folder, as Docusaurus does (a slug still wins)', () => {
    const out = resolveDocs(docs([['platforms/platforms.md'], ['guides/README.md'], ['tools/Tools.md'], ['x/x.md', { slug: 'own' }], ['platforms/linux.md']]), options, new DiagnosticBag());
    expect(out.map((d) => [d.id, d.route, d.isIndex])).toEqual([
      ['platforms/platforms', '/platforms/', true],
      ['guides/README', '/guides/', true],
      ['tools/Tools', '/tools/', true],
      ['x/x', '/x/own', true],
      ['platforms/linux', '/platforms/linux', false],
    ]);
  });

  it('honours absolute and relative slugs and the id front matter', () => {
    const out = resolveDocs(docs([['x/one.md', { slug: '/elsewhere/one' }], ['x/two.md', { slug: 'second' }], ['x/three.md', { id: 'drei' }]]), options, new DiagnosticBag());
    expect(out.map((d) => [d.id, d.route])).toEqual([
      ['x/one', '/elsewhere/one'],
      ['x/two', '/x/second'],
      ['x/drei', '/x/drei'],
    ]);
  });

  it('keeps an index.md at its folder route when its front matter gives an id, as Docusaurus does', () => {
    const out = resolveDocs(docs([['index.md', { id: 'index' }], ['guide/index.md', { id: 'start' }]]), options, new DiagnosticBag());
    expect(out.map((d) => [d.id, d.route])).toEqual([
      ['index', '/'],
      ['guide/start', '/guide/'],
    ]);
  });

  it('applies routeBasePath and trailingSlash', () => {
    const out = resolveDocs(docs([['a/b.md'], ['index.md']]), { ...options, routeBasePath: '/docs', trailingSlash: true }, new DiagnosticBag());
    expect(out.map((d) => d.route)).toEqual(['/docs/a/b/', '/docs/']);
  });

  it("puts `slug: /` at the docs' root under routeBasePath", () => {
    const out = resolveDocs(docs([['intro.md', { slug: '/' }]]), { ...options, routeBasePath: '/docs', trailingSlash: false }, new DiagnosticBag());
    expect(out.map((d) => d.route)).toEqual(['/docs']);
    expect(resolveDocs(docs([['intro.md', { slug: '/' }]]), options, new DiagnosticBag()).map((d) => d.route)).toEqual(['/']);
  });

  it('reports two docs with one id', () => {
    const bag = new DiagnosticBag();
    resolveDocs(docs([['a/b.md'], ['a/c.md', { id: 'b' }]]), options, bag);
    expect(bag.items).toHaveLength(1);
    expect(bag.items[0]).toMatchObject({ severity: 'error', code: 'docs/duplicate-id', file: 'content/docs/a/c.md' });
    expect(bag.items[0]!.message).toContain("'a/b'");
  });

  it('takes the title from front matter, else the h1 the body opens with, else the id, as Docusaurus does', () => {
    const out = resolveDocs(
      docs([
        ['t1.md', { title: 'Front' }, '# Body'],
        ['t2.md', {}, '# From body {#x}\n\nIntro'],
        ['t3.md'],
        ['t4.md', {}, 'Intro\n\n# Later heading\n'],
        ['t5.md', {}, 'Run it:\n\n```bash\n# install the server\nmake\n```\n'],
        ['t6.md', { id: 'six' }, '```bash\n# comment\n```\n'],
        ['t7.mdx', {}, "import Tabs from '@theme/Tabs';\n\nSetext title\n============\n\nText"],
      ]),
      options,
      new DiagnosticBag(),
    );
    // A `#` line in a code block or below the first paragraph is no title; the id is.
    expect(out.map((d) => d.title)).toEqual(['Front', 'From body', 't3', 't4', 't5', 'six', 'Setext title']);
    expect(firstHeading('no heading')).toBeUndefined();
    // Inline code is its text, as in Docusaurus's title (the sidebar label and <title> of a rule page).
    expect(firstHeading('# `attr-duplication` and `x`\n')).toBe('attr-duplication and x');
  });

  it('marks drafts unless drafts are included', () => {
    const list = docs([['d.md', { draft: true }]]);
    expect(resolveDocs(list, options, new DiagnosticBag())[0]!.draft).toBe(true);
    expect(resolveDocs(list, { ...options, includeDrafts: true }, new DiagnosticBag())[0]!.draft).toBe(false);
  });
});

describe('descriptions', () => {
  it('skip import and export blocks, in .md as in .mdx, and take the first paragraph', () => {
    const body = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport const year = 2024;\n\n# Setup\n\nInstall the **server** and [start it](./start.md).\nIt listens on port 4242.\n\nMore later.\n";
    for (const file of ['setup.md', 'setup.mdx']) {
      const [doc] = resolveDocs(docs([[file, {}, body]]), options, new DiagnosticBag());
      expect(doc!.description, file).toBe('Install the server and start it. It listens on port 4242.');
    }
  });

  it('leave a paragraph that only mentions importing alone', () => {
    expect(firstParagraph('Importing a stream: see below.\n')).toBe('Importing a stream: see below.');
  });
});
