/**
 * One plugin, one fixture folder: test/fixtures/markdown/<plugin>/<case>/{input.md or input.mdx, output.html}.
 * Each case runs through the whole Markdown pipeline; UPDATE_GOLDEN=1 rewrites output.html.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../src/markdown/processor.js';
import { fixturesDir } from '../../helpers/site.js';

const root = path.join(fixturesDir, 'markdown');
const processor = createMarkdownProcessor({
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  resolveDocPath: (rel) => ({ 'guide/other.md': '/guide/other', 'up.md': '/up' })[rel],
  resolveAsset: () => undefined,
});

for (const plugin of readdirSync(root)) {
  describe(plugin, () => {
    for (const name of readdirSync(path.join(root, plugin))) {
      it(name, () => {
        const dir = path.join(root, plugin, name);
        const mdx = existsSync(path.join(dir, 'input.mdx'));
        const input = readFileSync(path.join(dir, mdx ? 'input.mdx' : 'input.md'), 'utf8');
        const result = processor.render({ body: input, bodyLine: 1, relPath: mdx ? 'guide/page.mdx' : 'guide/page.md', relDir: 'docs/guide', route: '/guide/page', mdx });
        const expectedFile = path.join(dir, 'output.html');
        if (process.env.UPDATE_GOLDEN === '1' || !existsSync(expectedFile)) writeFileSync(expectedFile, result.html);
        expect(result.html).toBe(readFileSync(expectedFile, 'utf8'));
        expect(result.messages).toEqual([]);
      });
    }
  });
}

describe('pipeline messages and collected data', () => {
  const render = (body: string, extra: Partial<Parameters<typeof processor.render>[0]> = {}) =>
    processor.render({ body, bodyLine: 5, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page', ...extra });

  it('warns about an unclosed admonition at its file line, and runs it to the end of the page as Docusaurus does', () => {
    const r = render('text\n\n:::note\nnever closed\n\nstill inside\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'markdown/unclosed-directive', line: 7, column: 1 })]);
    expect(r.html).toMatch(/<div class="admonition admonition-note"[^]*<p>still inside<\/p>\n<\/div>$/);
  });

  it('reports :::cards on a page that no category links to (a path not tied to any category)', () => {
    const r = render(':::cards\n:::\n');
    expect(r.messages[0]).toMatchObject({ fatal: true, ruleId: 'markdown/no-category', line: 5 });
    const ok = render(':::cards\n:::\n', { cards: [{ kind: 'doc', title: 'A', href: '/a', description: 'first' }] });
    expect(ok.messages).toEqual([]);
    expect(ok.html).toContain('<a class="card-link" href="/a"><span class="card-title">A</span><span class="card-description">first</span></a>');
  });

  it('reports a link to a missing .md file as a warning with its position', () => {
    const r = render('See [x](./missing.md).\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'links/broken-md-link', line: 5, column: 5 })]);
  });

  it('reports a missing image as an error', () => {
    expect(render('![alt](./nope.png)\n').messages[0]).toMatchObject({ fatal: true, ruleId: 'markdown/missing-image' });
  });

  it('collects the table of contents within the configured levels, and page overrides', () => {
    const body = '## A\n\n### B\n\n#### C\n';
    expect(render(body).toc.map((t) => `${t.level}:${t.id}`)).toEqual(['2:a', '3:b']);
    expect(render(body, { tocMax: 4 }).toc.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('splits search sections by h2/h3 with code kept apart', () => {
    const r = render('Intro text.\n\n## Setup\n\nRun it.\n\n```bash\necho hi\n```\n');
    expect(r.sections).toEqual([
      { id: '', heading: '', level: 1, text: 'Intro text.', code: '' },
      { id: 'setup', heading: 'Setup', level: 2, text: 'Run it.', code: 'echo hi' },
    ]);
  });

  it('marks a section that is only a list of links to other pages, and no other', () => {
    const r = render('Intro.\n\n## Usage\n\n- Start it with [a](/a) first.\n\n## Related\n\n- [a](/a) does one thing.\n- [b](/b) does another.\n');
    expect(r.sections.map((s) => [s.id, s.linkList === true])).toEqual([
      ['', false],
      ['usage', false],
      ['related', true],
    ]);
  });

  it('records internal links with positions for the checker', () => {
    const r = render('[a](/x/y#z) and [b](#local)\n');
    expect(r.links).toEqual([
      { href: '/x/y#z', line: 5, column: 1 },
      { href: '/guide/page#local', line: 5, column: 17 },
    ]);
  });
});

describe('search sections', () => {
  it('leave the # of heading anchors out of the text', () => {
    const r = processor.render({ body: '## Setup\n\n#### Deep detail\n\nText.\n', bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });
    expect(r.sections).toEqual([{ id: 'setup', heading: 'Setup', level: 2, text: 'Deep detail Text.', code: '' }]);
  });
});

describe('links to Markdown files', () => {
  const render = (body: string) => processor.render({ body, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });

  it('tries the file folder, then the docs folder, then a /docs/ prefix, asking for each candidate in turn', () => {
    const asked: string[] = [];
    const tracing = createMarkdownProcessor({
      baseUrl: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      resolveDocPath: (rel) => (asked.push(rel), rel === 'x.md' ? '/x' : undefined),
      resolveAsset: () => undefined,
    });
    const r = tracing.render({ body: '[a](docs/x.md)\n', bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });
    expect(asked).toEqual(['guide/docs/x.md', 'docs/x.md', 'x.md']);
    expect(r.html).toBe('<p><a href="/x">a</a></p>');
    expect(r.links).toEqual([{ href: '/x', line: 1, column: 1 }]);
  });

  it('resolves ./ and ../ links from the file folder only, as Docusaurus does', () => {
    const r = render('[up](./up.md)\n');
    expect(r.messages).toEqual([expect.objectContaining({ ruleId: 'links/broken-md-link', reason: "The link './up.md' points to 'guide/up.md', which is not a doc.", line: 1, column: 1 })]);
    expect(r.html).toBe('<p><a href="./up.md">up</a></p>');
  });

  it('reports a file link that resolves nowhere with every path tried, and leaves no route behind', () => {
    const r = render('Text [gone](guides/gone.md) and [abs](/docs/gone.md).\n');
    expect(r.messages).toEqual([
      expect.objectContaining({ fatal: false, ruleId: 'links/broken-md-link', reason: "The link 'guides/gone.md' points to no doc: none of 'guide/guides/gone.md', 'guides/gone.md' exists.", line: 1, column: 6 }),
      expect.objectContaining({ fatal: false, ruleId: 'links/broken-md-link', reason: "The link '/docs/gone.md' points to no doc: none of 'docs/gone.md', 'gone.md' exists.", line: 1, column: 33 }),
    ]);
    expect(r.links).toEqual([]);
  });
});

describe('admonition messages', () => {
  const render = (body: string) => processor.render({ body, bodyLine: 3, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });

  it('warns about an unknown type at its line and shows its content instead of the ::: lines', () => {
    const r = render('Intro.\n\n:::details[More]\nHidden **text**.\n:::\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'markdown/unknown-directive', line: 5, column: 1 })]);
    expect(r.messages[0]!.hint).toContain('`note`');
    expect(r.html).toBe('<p>Intro.</p>\n<p>More</p>\n<p>Hidden <strong>text</strong>.</p>');
  });

  it('warns about a ::: line that closes nothing, and drops it', () => {
    const r = render('Some text\n:::\n\n::::tip\nIn the tip.\n:::\n::::\n');
    expect(r.messages).toEqual([
      expect.objectContaining({ fatal: false, ruleId: 'markdown/stray-directive-close', line: 4, column: 1 }),
      expect.objectContaining({ fatal: false, ruleId: 'markdown/stray-directive-close', line: 8, column: 1 }),
    ]);
    expect(r.html).not.toContain(':::');
    expect(r.html).toContain('<p>Some text</p>');
    expect(r.html).toContain('<p>In the tip.</p>\n</div>');
  });

  it('reports the outer block as unclosed when its closing line is missing after a nested block', () => {
    const r = render('::::tip\n:::note\nInner.\n:::\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'markdown/unclosed-directive', line: 3, column: 1, hint: 'Add a line with just `::::` where the block ends.' })]);
  });

  it('keeps colons in titles as text, in the title and its label', () => {
    const r = render(':::note Starts at 10:30\nText.\n:::\n');
    expect(r.html).toContain('aria-label="Starts at 10:30"');
    expect(r.html).toContain('<p class="admonition-title">Starts at 10:30</p>');
  });
});

describe('code blocks', () => {
  const render = (body: string) => processor.render({ body, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });
  /** What the copy button copies: the text content of the <code> element. */
  const codeText = (html: string) => /<code[^>]*>([\s\S]*?)<\/code>/.exec(html)![1]!.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<');

  it('numbers lines without putting the numbers into the code text', () => {
    const html = render('```bash showLineNumbers=10\nmake\nmake install\n```\n').html;
    expect(html).toContain('<code class="hljs language-bash line-numbers" style="counter-reset: line 9">');
    expect(codeText(html)).toBe('make\nmake install');
  });

  it('removes magic comments from the copied text and highlights the lines they mark', () => {
    const html = render('```js\n// highlight-start\nconst a = 1;\nconst b = 2;\n// highlight-end\nconst c = 3;\n```\n').html;
    expect(codeText(html)).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
    expect(html.match(/class="line line-highlighted"/g)).toHaveLength(2);
  });

  it('keeps a mermaid diagram as readable source text', () => {
    const html = render('```mermaid\ngraph TD\n  A --> B\n```\n').html;
    expect(html).toBe('<pre class="mermaid">graph TD\n  A --> B</pre>');
  });
});

describe('MDX pages', () => {
  const render = (body: string, extra: Partial<Parameters<typeof processor.render>[0]> = {}) =>
    processor.render({ body, bodyLine: 3, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true, ...extra });

  it('drops import and export lines instead of showing them', () => {
    const r = render("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nText.\n");
    expect(r.html).toBe('<p>Text.</p>');
    expect(r.messages).toEqual([]);
  });

  it('warns about an unknown component at its line and column, and renders its content without the tag', () => {
    const r = render('Intro.\n\n<Fancy color="red">\n\nInside **it**.\n\n</Fancy>\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'markdown/mdx-unknown-component', line: 5, column: 1 })]);
    expect(r.html).toBe('<p>Intro.</p>\n<p>Inside <strong>it</strong>.</p>');
    expect(r.html).not.toContain('Fancy');
  });

  it('renders nothing for an expression that would need code to run, with a warning; literals render', () => {
    const r = render("A {props.name} B {'c'} {1 + 1}\n");
    expect(r.html).toBe('<p>A  B c </p>');
    expect(r.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['markdown/mdx-expression', 3, 3],
      ['markdown/mdx-expression', 3, 24],
    ]);
  });

  it('reports MDX that does not parse as an error at its position, and still renders the page as Markdown', () => {
    const r = render('Fine.\n\nA <br> never closed.\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/mdx-syntax', line: 5 })]);
    expect(r.html).toContain('<p>Fine.</p>');
  });

  it('reads a .md page as plain Markdown: raw HTML and braces stay as they are', () => {
    const r = render('<div class="x">{not an expression}</div>\n', { mdx: false, relPath: 'guide/page.md' });
    expect(r.html).toBe('<div class="x">{not an expression}</div>');
  });

  it('renders DocCardList as the category cards, and reports it on a page with no category', () => {
    const cards = [{ kind: 'doc' as const, title: 'A', href: '/a', description: 'first' }];
    expect(render('<DocCardList />\n', { cards }).html).toContain('<a class="card-link" href="/a">');
    expect(render('<DocCardList />\n').messages[0]).toMatchObject({ fatal: true, ruleId: 'markdown/no-category', line: 3 });
  });

  it("renders the site's own components with React, with literal props and the content as children", () => {
    const Badge = (props: { tone?: string; count?: number; children?: ReactNode }) => createElement('span', { className: `badge badge-${props.tone}`, 'data-count': props.count }, props.children);
    const Broken = () => {
      throw new Error('no data');
    };
    const withComponents = createMarkdownProcessor({
      baseUrl: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      resolveDocPath: () => undefined,
      resolveAsset: () => undefined,
      plugins: { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], mdxComponents: { Badge, Broken } },
    });
    const r = withComponents.render({ body: 'Status: <Badge tone="new" count={3}>*fresh*</Badge>\n\n<Broken>kept</Broken>\n', bodyLine: 1, relPath: 'p.mdx', relDir: 'docs', route: '/p', mdx: true });
    expect(r.html).toContain('Status: <span class="badge badge-new" data-count="3"><em>fresh</em></span>');
    expect(r.html).toContain('kept');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/mdx-component-error', line: 3 })]);
  });
});

describe('MDX pages written for Docusaurus 3 (its mdx1Compat defaults)', () => {
  const render = (body: string) => processor.render({ body, bodyLine: 1, relPath: 'p.mdx', relDir: 'docs', route: '/p', mdx: true });

  it('takes HTML comments, also over several lines, and leaves them out of the page', () => {
    const r = render('<!-- prettier-ignore -->\nText.\n\n<!--\nlong */ note\n-->\n\n```html\n<!-- kept in code -->\n```\n');
    expect(r.messages).toEqual([]);
    expect(r.html).toContain('<p>Text.</p>');
    expect(r.html).not.toContain('prettier-ignore');
    expect(r.html).not.toContain('note');
    expect(r.html).toContain('&#x3C;!-- kept in code -->');
  });

  it('takes {#id} heading ids', () => {
    const r = render('## Using pnpm {#pnpm-using}\n');
    expect(r.messages).toEqual([]);
    expect(r.html).toMatch(/^<h2 id="pnpm-using"[^>]*>Using pnpm</);
  });
});
