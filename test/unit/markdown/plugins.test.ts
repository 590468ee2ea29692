/**
 * One plugin, one fixture folder: test/fixtures/markdown/<plugin>/<case>/{input.md or input.mdx, output.html}.
 * Each case runs through the whole Markdown pipeline; UPDATE_GOLDEN=1 rewrites output.html.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../src/markdown/processor.js';
import { docLinkCandidates } from '../../../src/markdown/plugins/rehype-links.js';
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

  it("keeps the footnotes' heading for screen readers alone and out of the tables of contents, and takes TOCInline's levels written as strings, as Docusaurus does", () => {
    const body = "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} maxHeadingLevel=\"2\" />\n\n## Upper\n\n### Inner\n\nA claim.[^1]\n\n## Lower\n\n[^1]: The source.\n";
    const r = render(body, { relPath: 'guide/page.mdx', mdx: true });
    expect(r.html).toMatch(/<h2 class="anchor sr-only" id="footnote-label">Footnotes/);
    expect(r.toc.map((t) => t.value)).toEqual(['Upper', 'Inner', 'Lower']);
    const inline = /<nav class="toc-inline"[^]*?<\/nav>/.exec(r.html)?.[0] ?? '';
    expect([...inline.matchAll(/<a href="#[^"]*">([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(['Upper', 'Lower']);
  });

  it('leaves out javascript: URLs and string event handlers, in links and raw HTML, with a warning at their line', () => {
    const body = [
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript&colon;alert(1)) [ok](https://example.com/)',
      '',
      '<a href="java\tscript:alert(1)" onclick="alert(2)">raw</a> <img src=x onerror=alert(3)> <a href=\'javascript:x\'>q</a>',
      '',
      '<iframe src="  javascript:alert(4)"></iframe>',
      '',
      '<script>if (a <b onclick="x">) {}</script>',
    ].join('\n');
    const r = render(`${body}\n`);
    expect(r.html).not.toMatch(/javascript|onclick="alert|onerror|alert\(1\)/i);
    expect(r.html).toContain('<a href="https://example.com/"');
    // Raw <script> stays as written, as in Docusaurus.
    expect(r.html).toContain('<script>if (a <b onclick="x">) {}</script>');
    expect(r.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['markdown/unsafe-attribute', 5],
      ['markdown/unsafe-attribute', 5],
      ['markdown/unsafe-attribute', 5],
      ['markdown/unsafe-attribute', 7],
      ['markdown/unsafe-attribute', 7],
      ['markdown/unsafe-attribute', 7],
      ['markdown/unsafe-attribute', 7],
      ['markdown/unsafe-attribute', 9],
    ]);
  });

  it('reads raw HTML with an HTML parser: a `>` in a quoted value does not hide the handler after it, and the rest stays as written', () => {
    const body = ['<img src=x alt="a>b" onerror="alert(1)">', '', "<p title='x>y' data-a=\"1\">Text <svg><a xlink:href=\"javascript:alert(2)\" onload=alert(3)>s</a></svg></p>", '', '<textarea><img src=x onerror=alert(4)></textarea>'].join('\n');
    const r = render(`${body}\n`);
    expect(r.html).not.toMatch(/onerror="alert\(1\)|onload|javascript|alert\([123]\)/i);
    expect(r.html).toContain('<img src=x alt="a>b">');
    // A textarea's content is text to a browser, as it is to the parser: nothing in it runs, and it stays.
    expect(r.html).toContain('<textarea><img src=x onerror=alert(4)></textarea>');
    expect(r.html).toContain("<p title='x>y' data-a=\"1\">Text <svg><a>s</a></svg></p>");
    expect(r.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['markdown/unsafe-attribute', 5],
      ['markdown/unsafe-attribute', 7],
      ['markdown/unsafe-attribute', 7],
    ]);
  });

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
    // Docusaurus's DocCard elements: an h2 title and a p description, each with its full text in `title`.
    expect(ok.html).toContain('<a class="card-link" href="/a"><h2 class="card-title text--truncate" title="A">A</h2><p class="card-description text--truncate" title="first">first</p></a>');
    // The card's h2 is no heading of the page: the table of contents stays empty.
    expect(ok.toc).toEqual([]);
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

describe('admonition titles in the page language', () => {
  it('titles an admonition and an <Admonition> in the locale\'s words unless the author wrote one', () => {
    const ja = createMarkdownProcessor({ baseUrl: '/ja/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined, admonitionTitles: { note: '注記', tip: 'ヒント' } });
    const r = ja.render({ body: ':::note\n\nA.\n\n:::\n\n:::tip[Own title]\n\nB.\n\n:::\n\n<Admonition type="tip">C.</Admonition>\n\n:::danger\n\nD.\n\n:::\n', bodyLine: 1, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true });
    expect([...r.html.matchAll(/admonition-title">([^<]*)</g)].map((m) => m[1])).toEqual(['注記', 'Own title', 'ヒント', 'Danger']);
    expect(r.html).toContain('aria-label="注記"');
  });
});

describe('emoji shortcodes', () => {
  it('turns a shortcode in text into its emoji, as Docusaurus does, and leaves code, unknown names and times alone', () => {
    const r = processor.render({ body: '## Ready :rocket:\n\n:+1: Done :white_check_mark:, see `:tada:` at 10:30:45 and :not_an_emoji_name:.\n\n```\n:tada:\n```\n', bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });
    expect(r.html).toContain('Ready 🚀');
    expect(r.html).toContain('<p>👍 Done ✅, see <code>:tada:</code> at 10:30:45 and :not_an_emoji_name:.</p>');
    expect(r.html).toContain('>:tada:<');
    expect(r.toc[0]!.value).toBe('Ready 🚀');
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

  it("resolves a released version's links against that version's docs, then the site folder, never the current docs first", () => {
    const from = 'versioned_docs/version-3.8/tutorial-basics/a.md';
    expect(docLinkCandidates(from, 'tutorial-advanced/b.md')).toEqual(['versioned_docs/version-3.8/tutorial-basics/tutorial-advanced/b.md', 'versioned_docs/version-3.8/tutorial-advanced/b.md', 'tutorial-advanced/b.md']);
    expect(docLinkCandidates(from, '/intro.md')).toEqual(['versioned_docs/version-3.8/intro.md', 'intro.md']);
    expect(docLinkCandidates(from, '../intro.md')).toEqual(['versioned_docs/version-3.8/intro.md']);
  });

  it("tries a docs area's doc's link from its folder, then from the area's folder (its docs root)", () => {
    expect(docLinkCandidates('community/events/meetups.md', 'welcome.md', 'community')).toEqual(['community/events/welcome.md', 'community/welcome.md', 'welcome.md']);
    expect(docLinkCandidates('community/events/meetups.md', '../welcome.md', 'community')).toEqual(['community/welcome.md']);
  });

  it('resolves a link by its file path from the site folder, where the current docs are in docs/', () => {
    expect(docLinkCandidates('intro.md', '../docs/api/config.mdx')).toEqual(['api/config.mdx']);
    expect(docLinkCandidates('guide/page.md', '../../versioned_docs/version-1.0/x.md')).toEqual(['versioned_docs/version-1.0/x.md']);
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

describe('links to routes under a base URL', () => {
  const underBase = createMarkdownProcessor({ baseUrl: '/manual/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined });
  const render = (body: string) => underBase.render({ body, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });

  it('puts the base URL in front of a route, but not twice when the link already starts with it, as Docusaurus does', () => {
    const r = render('[a](/guide/start) [b](/manual/guide/start#run) [c](/manual) [d](/manualx/y)\n');
    expect([...r.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/manual/guide/start', '/manual/guide/start#run', '/manual/', '/manual/manualx/y']);
    expect(r.links.map((l) => l.href)).toEqual(['/guide/start', '/guide/start#run', '/', '/manualx/y']);
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

  it("marks lines with a site's own magic comments, as Docusaurus's prism.magicComments do: line and block forms, nested, the comments removed", () => {
    const own = createMarkdownProcessor({
      baseUrl: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      resolveDocPath: () => undefined,
      resolveAsset: () => undefined,
      magicComments: [
        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
        { className: 'diff-add', line: 'diff-add', block: { start: 'diff-add-start', end: 'diff-add-end' } },
        { className: 'diff-remove', line: 'diff-remove' },
      ],
    });
    const html = own.render({ body: '```yaml\n# diff-remove\nold: 1\n# diff-add\nnew: 1\n# diff-add-start\na: 1\n# highlight-next-line\nb: 2\n# diff-add-end\nc: 3\n```\n', bodyLine: 1, relPath: 'a.md', relDir: 'docs', route: '/a' }).html;
    expect(codeText(html)).toBe('old: 1\nnew: 1\na: 1\nb: 2\nc: 3');
    expect([...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1])).toEqual(['line diff-remove', 'line diff-add', 'line diff-add', 'line line-highlighted diff-add', 'line']);
  });

  it('keeps a mermaid diagram as readable source text', () => {
    const html = render('```mermaid\ngraph TD\n  A --> B\n```\n').html;
    expect(html).toBe('<pre class="mermaid">graph TD\n  A --> B</pre>');
  });
});

describe('code blocks that show a file from GitHub (markdown.githubCodeblock)', () => {
  const url = 'https://github.com/ionic-team/stencil/blob/6ed2d4e285544945949ad8e4802fe7f70e392636/src/declarations/stencil-public-compiler.ts#L1594-L1665';
  const withReferences = (label = { showGithubLink: true, githubLinkLabel: 'View on GitHub' }) =>
    createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined, githubReferences: label });
  const renderWith = (own: ReturnType<typeof withReferences>, body: string) => own.render({ body, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' }).html;

  it("renders a `reference` block as a titled code block saying loading..., its URL kept for the browser, and the theme's View on GitHub link under it", () => {
    const html = renderWith(withReferences(), `\`\`\`ts reference title="CopyTask"\n${url}\n\`\`\`\n`);
    expect(html).toBe(
      `<div class="docusaurus-theme-github-codeblock" data-github-reference="${url}">` +
        '<div class="code-block" data-language="ts"><div class="code-title">CopyTask</div><div class="code-body"><pre tabindex="0"><code class="hljs language-ts"><span class="line">loading...</span></code></pre>' +
        '<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div></div>' +
        '<div style="font-size:.9em;font-weight:600;color:#0e75dd;text-align:right;padding-bottom:13px;text-decoration:underline">' +
        `<a href="${url}" class="githubLink" style="margin:0 10px" target="_blank" rel="noopener noreferrer">View on GitHub</a></div></div>`,
    );
  });

  it("titles a block without a title by the file's path, as the theme does, and shows no title for title=\"\"", () => {
    const own = withReferences();
    expect(renderWith(own, `\`\`\`ts reference\n${url}\n\`\`\`\n`)).toContain('<div class="code-title">src/declarations/stencil-public-compiler.ts</div>');
    expect(renderWith(own, `\`\`\`tsx reference title=""\n${url}\n\`\`\`\n`)).not.toContain('code-title');
  });

  it("takes the site's link label, and leaves the link out when showGithubLink is false", () => {
    expect(renderWith(withReferences({ showGithubLink: true, githubLinkLabel: 'Source' }), `\`\`\`ts reference\n${url}\n\`\`\`\n`)).toContain('target="_blank" rel="noopener noreferrer">Source</a>');
    const html = renderWith(withReferences({ showGithubLink: false, githubLinkLabel: 'Source' }), `\`\`\`ts reference\n${url}\n\`\`\`\n`);
    expect(html).toContain(`data-github-reference="${url}"`);
    expect(html).not.toContain('<a ');
  });

  it('keeps its placeholder and link text out of the searched text of its section', () => {
    const result = withReferences().render({ body: `Before the block.\n\n\`\`\`ts reference\n${url}\n\`\`\`\n\nAfter it.\n`, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' });
    expect(result.sections).toEqual([expect.objectContaining({ id: '', text: 'Before the block. After it.', code: '' })]);
  });

  it('leaves a block without `reference`, or one holding no URL, as ordinary code; and a site without the option shows the URL as code', () => {
    const own = withReferences();
    expect(renderWith(own, `\`\`\`ts\n${url}\n\`\`\`\n`)).not.toContain('data-github-reference');
    expect(renderWith(own, '```ts reference\nconst a = 1;\n```\n')).toContain('const');
    expect(renderWith(own, '```ts reference\nconst a = 1;\n```\n')).not.toContain('data-github-reference');
    const plain = processor.render({ body: `\`\`\`ts reference title="CopyTask"\n${url}\n\`\`\`\n`, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page' }).html;
    expect(plain).not.toContain('data-github-reference');
    expect(plain).toContain('github.com/ionic-team/stencil/blob');
  });
});

describe('MDX pages', () => {
  const render = (body: string, extra: Partial<Parameters<typeof processor.render>[0]> = {}) =>
    processor.render({ body, bodyLine: 3, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true, ...extra });

  it('leaves out string event handlers and javascript: URLs on MDX elements', () => {
    const r = render('<img src="https://example.com/a.png" onError="alert(1)" alt="x" />\n\n<a href="javascript:alert(2)" onClick="go()">x</a>\n\n<iframe src="JAVASCRIPT:alert(3)"></iframe>\n');
    expect(r.html).not.toMatch(/javascript|alert|go\(\)/i);
    expect(r.messages.map((m) => m.reason)).toEqual([
      expect.stringMatching(/event handler `onError` on <img>/),
      expect.stringMatching(/`href` of <a>/),
      expect.stringMatching(/event handler `onClick` on <a>/),
      expect.stringMatching(/`src` of <iframe>/),
    ]);
  });

  it('drops import and export lines instead of showing them', () => {
    const r = render("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nText.\n");
    expect(r.html).toBe('<p>Text.</p>');
    expect(r.messages).toEqual([]);
  });

  it('unwraps ```mdx-code-block fences as Docusaurus does, keeping every line where it is in the file; other fences stay code', () => {
    const body = ['```mdx-code-block', "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '```', '', '```mdx-code-block', '<Tabs>', '<TabItem value="a">', '```', '', 'In **a**: {oops()}', '', '```mdx-code-block', '</TabItem>', '</Tabs>', '```', '', '````md', '```mdx-code-block', '<Shown />', '```', '````', ''].join('\n');
    const r = render(body);
    expect(r.html).toContain('<div class="tab-panel"');
    expect(r.html).toContain('In <strong>a</strong>:');
    expect(r.html).toContain('&#x3C;Shown />');
    expect(r.html).not.toMatch(/mdx-code-block<\/span>\s*<\/span>\s*<span class="line"><span class="hljs-code">import/);
    // The failing expression is on line 11 of the body, which starts at line 3 of its file: line 13, as written.
    expect(r.messages).toEqual([expect.objectContaining({ ruleId: 'markdown/mdx-expression', line: 13, column: 11 })]);
  });

  it('leaves an mdx-code-block of a Markdown page as code', () => {
    const r = render('```mdx-code-block\n<Tabs />\n```\n', { mdx: false, relPath: 'guide/page.md' });
    expect(r.html).toContain('language-mdx-code-block');
  });

  it('warns about an unknown component at its line and column, and renders its content without the tag', () => {
    const r = render('Intro.\n\n<Fancy color="red">\n\nInside **it**.\n\n</Fancy>\n');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: false, ruleId: 'markdown/mdx-unknown-component', line: 5, column: 1 })]);
    expect(r.html).toBe('<p>Intro.</p>\n<p>Inside <strong>it</strong>.</p>');
    expect(r.html).not.toContain('Fancy');
  });

  it('runs expressions at build time with the exports, front matter and toc in scope', () => {
    const body = "export const product = 'MistServer';\nexport const ports = [4242, 1935];\nexport const upper = (s) => s.toUpperCase();\n\n## Setup\n\n{product} listens on {ports.join(' and ')}, {upper('rtmp')} {`on ${frontMatter.host}`}; {1 + 1} sections: {toc.map((h) => h.id).join(', ')}.\n";
    const r = render(body, { frontMatter: { host: 'edge' } });
    expect(r.html).toContain('<p>MistServer listens on 4242 and 1935, RTMP on edge; 2 sections: setup.</p>');
    expect(r.messages).toEqual([]);
  });

  it('renders nothing for an expression that cannot run, with a warning at its position saying why', () => {
    const r = render("A {missing.name} B {'c'} {{ x: 1 }} {false} {null}\n");
    expect(r.html).toBe('<p>A  B c   </p>');
    expect(r.messages.map((m) => [m.ruleId, m.line, m.column, m.reason.replace('ReferenceError: ', '')])).toEqual([
      ['markdown/mdx-expression', 3, 3, 'The expression `{missing.name}` is not rendered: missing is not defined.'],
      ['markdown/mdx-expression', 3, 26, 'The expression `{{ x: 1 }}` is not rendered: its value is an object, not text.'],
    ]);
  });

  it('stops an expression that runs too long, and gives page code no process, module loader or files', () => {
    const escapes = ['this.constructor.constructor("return process")()', 'frontMatter.constructor.constructor("return process")()', 'require.constructor("return process")()', 'toc.constructor.constructor("return process")()'];
    const r = render(`{(() => { while (true) {} })()} {typeof process} {typeof fetch} {typeof setTimeout}\n\n<img src={require("node:fs").readFileSync} />\n\n${escapes.map((e) => `{${e}}`).join(' ')}\n`);
    expect(r.html).toBe('<p> undefined undefined undefined</p>\n<img>\n<p>   </p>');
    expect(r.messages.map((m) => m.reason)).toEqual([
      expect.stringMatching(/ran longer than 1000 ms and was stopped/),
      expect.stringMatching(/cannot require 'node:fs'/),
      ...escapes.map(() => expect.stringMatching(/EvalError: Code generation from strings disallowed/)),
    ]);
  });

  it('gives page code no way into the build through import(), errors or values it hands back', () => {
    const marker = path.join(os.tmpdir(), `mistdocs-escape-${process.pid}`);
    const write = `.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`;
    const body = [
      `{import('x').catch((e) => e.constructor.constructor('return process')()${write})}`,
      `{import.meta.url}`,
      `{(() => { try { require({ toString() { throw { constructor: 1 } } }) } catch (e) { return typeof e.constructor.constructor } })()}`,
      `{(() => { try { null.x } catch (e) { return String(e.constructor.constructor === Function) } })()}`,
    ].join('\n\n');
    const r = render(`${body}\n`);
    expect(existsSync(marker)).toBe(false);
    const reasons = r.messages.map((m) => m.reason);
    expect(reasons[0]).toMatch(/loads code with import\(\)/);
    expect(reasons[1]).toMatch(/loads code with import\(\)/);
    // What page code catches is its own realm's: its Function makes no code from strings, and is the page's Function.
    expect(r.html).toBe('<p>function</p>\n<p>true</p>');
  });

  it('stops what loops in promise jobs, in a thrown value, an iterator or toJSON, and what exhausts the heap, naming the expression', () => {
    const hangs = [
      '{Promise.resolve().then(() => { while (true) {} })}',
      '{(async () => { for (;;) await null })()}',
      '{(() => { throw { toString() { while (true) {} } } })()}',
      '{(() => { Array.prototype[Symbol.iterator] = function* () { while (true) yield 1 }; return ["a", "b"] })()}',
      '{[{ toJSON() { while (true) {} } }]}',
      "{'x'.repeat(2 ** 28).split('')}",
      '{1 + 1}',
    ];
    const started = performance.now();
    const r = render(`${hangs.join('\n\n')}\n`);
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(r.messages.map((m) => [m.line, m.reason.replace(/`\{.*\}`/, 'E')])).toEqual([
      [3, 'The expression E is not rendered: it ran longer than 1000 ms and was stopped.'],
      [5, 'The expression E is not rendered: it ran longer than 1000 ms and was stopped.'],
      [7, 'The expression E is not rendered: it threw a value whose description ran longer than 1000 ms.'],
      [11, 'The expression E is not rendered: it ran longer than 1000 ms and was stopped.'],
      [13, expect.stringMatching(/^The expression E is not rendered: it was stopped: it used more than 128 MB of memory or ran too long\.$/)],
    ]);
    // A replaced iterator is never called: the list comes out as data. The next expression gets a new child.
    expect(r.html).toBe('<p>ab</p>\n<p>2</p>');
  });

  it('bounds what an expression holds outside the heap, leaves nothing to run after its time limit, and describes a thrown Proxy inside its limit', () => {
    const body = [
      '{typeof FinalizationRegistry} {typeof WeakRef} {typeof SharedArrayBuffer} {typeof WebAssembly}',
      '{new Float64Array(2 ** 30).length}',
      '{new (new Uint8Array(1).buffer.constructor)(2 ** 31).byteLength}',
      '{(() => { class Big extends Float32Array {}; return new Big(2 ** 29).length })()}',
      '{new Float64Array(new ArrayBuffer(80)).length} {new Uint8Array([1, 2, 3]).length}',
      '{(() => { throw new Proxy({}, { get() { for (;;) {} }, getPrototypeOf() { for (;;) {} } }) })()}',
      '{1 + 1}',
    ].join('\n\n');
    const r = render(`${body}\n`);
    expect(r.html).toBe('<p>undefined undefined undefined undefined</p>\n<p>10 3</p>\n<p>2</p>');
    expect(r.messages.map((m) => [m.line, m.reason.replace(/`\{.*\}`/, 'E')])).toEqual([
      [5, expect.stringMatching(/^The expression E is not rendered: RangeError: it asked for 8589934592 bytes of buffers, more than an expression may hold/)],
      [7, expect.stringMatching(/asked for 2147483648 bytes of buffers/)],
      [9, expect.stringMatching(/asked for 2147483648 bytes of buffers/)],
      // The Proxy used to hold the child until it was killed ("it was stopped"); now it is stopped at the expression's own time limit.
      [13, 'The expression E is not rendered: it threw a value whose description ran longer than 1000 ms.'],
    ]);
  });

  it("reports a Proxy thrown by the file's exports at the expression that needs them, at the exports' own time limit", () => {
    const body = ['export const broken = (() => { throw new Proxy({}, { get() { for (;;) {} } }) })();', '', '{broken}', '', '{1 + 1}'].join('\n');
    const r = render(`${body}\n`);
    // It held the child until the child was ended (10 s later), and the expression was only "stopped", with no cause.
    expect(r.messages.map((m) => [m.line, m.reason.replace(/`\{.*\}`/, 'E')])).toEqual([
      [5, "The expression E is not rendered: ReferenceError: broken is not defined (the file's exports failed: it threw a value whose description ran longer than 1000 ms)."],
    ]);
    expect(r.html).toBe('<p>2</p>');
  });

  it('turns `require` of an image and an image import into its public URL', () => {
    const withAssets = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: (p) => ({ 'static/img/menu.png': '/assets/images/menu-1.png', 'docs/guide/shot.png': '/assets/images/shot-2.png' })[p] });
    const body = "import shot from './shot.png'\n\n<img src={require('@site/static/img/menu.png').default} alt=\"menu\" />\n\n<img src={shot} alt=\"shot\" />\n";
    const r = withAssets.render({ body, bodyLine: 1, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true });
    expect(r.html).toBe('<img src="/assets/images/menu-1.png" alt="menu" loading="lazy" decoding="async">\n<img src="/assets/images/shot-2.png" alt="shot" loading="lazy" decoding="async">');
    expect(r.messages).toEqual([]);
  });

  it('puts the base URL in front of every image, as the images are served below it (a locale, a site in a subfolder)', () => {
    const underBase = createMarkdownProcessor({ baseUrl: '/fr/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: (p) => ({ 'docs/guide/shot.png': '/assets/images/shot-2.png', 'static/img/menu.png': '/assets/images/menu-1.png' })[p] });
    const body = "![capture](./shot.png)\n\n<img src={require('@site/static/img/menu.png').default} alt=\"menu\" />\n";
    const r = underBase.render({ body, bodyLine: 1, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true });
    expect([...r.html.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/fr/assets/images/shot-2.png', '/fr/assets/images/menu-1.png']);
  });

  it('looks for the images of a translation beside it first, then beside the file it translates', () => {
    const assets: Record<string, string> = { '../i18n/fr/docs/guide/shot.png': '/assets/images/shot-fr.png', 'docs/guide/shot.png': '/assets/images/shot-en.png', 'docs/guide/logo.png': '/assets/images/logo.png' };
    const translated = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: (p) => assets[p] });
    const r = translated.render({ body: '![capture](./shot.png) ![logo](./logo.png) ![absente](./gone.png)\n', bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', ownDir: '../i18n/fr/docs/guide', route: '/guide/page' });
    expect([...r.html.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/images/shot-fr.png', '/assets/images/logo.png', './gone.png']);
    expect(r.messages.map((m) => m.ruleId)).toEqual(['markdown/missing-image']);
  });

  it('says how to fix an image expression written inside quotes (a string, not an expression)', () => {
    const withAssets = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: (p) => (p === 'static/img/menu.png' ? '/assets/images/menu-1.png' : undefined) });
    const body = '<img src="{require(\'@site/static/img/menu.png\').default}" alt="menu" />\n';
    const r = withAssets.render({ body, bodyLine: 1, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true });
    expect(r.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/missing-image', line: 1, column: 1 })]);
    expect(r.messages[0]!.hint).toBe("The src is a quoted string holding an expression; write it without the quotes, src={require('@site/static/img/menu.png').default}, so MDX evaluates it.");
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

describe('imported MDX partials', () => {
  const files: Record<string, string> = {
    'docs/shared/_install.mdx': "---\nowner: ops\n---\n## Install {props.target}\n\nRun it on {props.target ?? 'any host'} (kept by {frontMatter.owner}). See [ports](../ports.md) and ![diagram](./net.png).\n\n:::tip\nInside a partial.\n:::\n\nimport Footer from './_footer.md'\n\n<Footer />\n",
    'docs/shared/_footer.md': '### Footer\n\nEnd {1 + 1}.\n',
    'docs/shared/_broken.mdx': 'Fine.\n\n{nothing.here}\n\n[gone](./gone.md)\n',
    'docs/shared/_invalid.mdx': 'Fine.\n\n{<div>}\n',
    'docs/shared/_pass.mdx': "import Inner from './_inner.mdx'\n\n<Inner {...props} extra=\"y\" />\n",
    'docs/shared/_inner.mdx': '{props.target}-{props.extra}\n',
    'docs/shared/_when.mdx': "export const n = 2;\n\n{props.debug && <Admonition type=\"tip\">Debug **on** for {props.who}</Admonition>}\n\nMode: {props.debug ? <b>debug</b> : <i>release</i>}{n > 1 && <span>, many</span>}{props.level && <em>, level</em>}.\n\n{<div>Always {n}</div>}\n\n{props.nothing.here && <b>never</b>}\n",
    'docs/loop/_a.mdx': "import B from './_b.mdx'\n\n<B />\n",
    'docs/loop/_b.mdx': "import A from './_a.mdx'\n\n<A />\n",
  };
  const reads: string[] = [];
  const withPartials = createMarkdownProcessor({
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveDocPath: (rel) => ({ 'ports.md': '/ports' })[rel],
    resolveAsset: (p) => (p === 'docs/shared/net.png' ? '/assets/images/net-1.png' : undefined),
    readPartial: (p) => {
      reads.push(p);
      return files[p];
    },
  });
  const render = (body: string) => withPartials.render({ body, bodyLine: 1, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true });

  it('renders a partial in place with its props, its headings in the TOC, its links and images from its own folder', () => {
    reads.length = 0;
    const r = render("import Install from '../shared/_install.mdx'\n\n# Page\n\n<Install target=\"Linux\" />\n\nAfter.\n");
    expect(r.html).toContain('<h2 id="install-linux" class="anchor">Install Linux');
    expect(r.html).toContain('<p>Run it on Linux (kept by ops). See <a href="/ports">ports</a> and <img src="/assets/images/net-1.png" alt="diagram" loading="lazy" decoding="async">.</p>');
    expect(r.html).toContain('<div class="admonition admonition-tip');
    // A .md partial of an .mdx page is plain Markdown, as Docusaurus reads it.
    expect(r.html).toContain('<h3 id="footer" class="anchor">Footer');
    expect(r.html).toContain('<p>End {1 + 1}.</p>');
    expect(r.html.indexOf('Footer')).toBeLessThan(r.html.indexOf('After.'));
    expect(r.toc.map((t) => t.id)).toEqual(['install-linux', 'footer']);
    expect(reads).toEqual(['docs/shared/_install.mdx', 'docs/shared/_footer.md']);
    expect(r.messages).toEqual([]);
  });

  it('takes `@site/` paths from the content folder and renders a partial each time it is used', () => {
    const r = render("import Install from '@site/docs/shared/_install.mdx'\n\n<Install target=\"A\" />\n\n<Install />\n");
    expect(r.html).toContain('Run it on A');
    expect(r.html).toContain('Run it on any host');
  });

  it('passes props on to a nested partial with a spread', () => {
    const r = render("import Pass from '../shared/_pass.mdx'\n\n<Pass target=\"x\" />\n");
    expect(r.html).toBe('<p>x-y</p>');
    expect(r.messages).toEqual([]);
  });

  it('renders JSX in expressions as Docusaurus does: the element `test &&` or `test ?` chooses, by the partial\'s props', () => {
    const r = render("import When from '../shared/_when.mdx'\n\n<When debug={true} who=\"ops\" level={0} />\n\n---\n\n<When />\n");
    const [on, off] = r.html.split('<hr>');
    expect(on).toContain('<div class="admonition admonition-tip');
    expect(on).toMatch(/Debug\s*<strong>on<\/strong>\s*for\s*ops/);
    // A falsy number shows as React shows it: `0 && <em>` renders 0.
    expect(on).toContain('<p>Mode: <b>debug</b><span>, many</span>0.</p>');
    expect(on).toContain('<div>Always 2</div>');
    expect(off).not.toContain('admonition');
    expect(off).toContain('<p>Mode: <i>release</i><span>, many</span>.</p>');
    expect(off).toContain('<div>Always 2</div>');
    expect(r.html).not.toContain('never');
    // A test that cannot run renders nothing, with a warning at the partial's line.
    expect(r.messages.map((m) => [m.file, m.line, m.ruleId, m.reason.replace('TypeError: ', '')])).toEqual([
      ['docs/shared/_when.mdx', 9, 'markdown/mdx-expression', "The expression `{props.nothing.here}` is not rendered: Cannot read properties of undefined (reading 'here')."],
      ['docs/shared/_when.mdx', 9, 'markdown/mdx-expression', "The expression `{props.nothing.here}` is not rendered: Cannot read properties of undefined (reading 'here')."],
    ]);
  });

  it("reports problems inside a partial at the partial's own file, line and column", () => {
    const r = render("import Broken from '../shared/_broken.mdx'\n\nText.\n\n<Broken />\n");
    expect(r.messages.map((m) => [m.file, m.line, m.column, m.ruleId])).toEqual([
      ['docs/shared/_broken.mdx', 3, 1, 'markdown/mdx-expression'],
      ['docs/shared/_broken.mdx', 5, 1, 'links/broken-md-link'],
    ]);
  });

  it('reports a partial that is not valid MDX at its own line, leaves it out and renders the rest of the page', () => {
    const r = render("import Invalid from '../shared/_invalid.mdx'\n\nBefore.\n\n<Invalid />\n\nAfter.\n");
    expect(r.html).toBe('<p>Before.</p>\n<p>After.</p>');
    expect(r.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/mdx-syntax', file: 'docs/shared/_invalid.mdx', line: 3, reason: expect.stringContaining('is not valid MDX') })]);
  });

  it('reports a missing partial at its import and a partial that includes itself at the element closing the circle, as errors', () => {
    const missing = render("# Page\n\nimport Gone from './_gone.mdx'\n\n<Gone />\n");
    expect(missing.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/missing-partial', line: 3, column: 1 })]);
    const loop = render("import A from '../loop/_a.mdx'\n\n<A />\n");
    expect(loop.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/partial-cycle', file: 'docs/loop/_b.mdx', line: 3, column: 1, reason: expect.stringContaining('docs/guide/page.mdx -> docs/loop/_a.mdx -> docs/loop/_b.mdx -> docs/loop/_a.mdx') })]);
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
