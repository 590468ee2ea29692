/**
 * The lenient reader for MDX 1 pages (`markdown.mdx1Compat`): each construct MDX 3 refuses or reads
 * otherwise renders as MDX 1 rendered it, and each place is one warning at the author's line and column
 * naming what MDX 3 wants. A page without such constructs renders as it does without the option.
 */
import { describe, expect, it } from 'vitest';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseMdx1 } from '../../../src/markdown/mdx1-compat.js';
import { createMarkdownProcessor, type MarkdownInput } from '../../../src/markdown/processor.js';

const processor = createMarkdownProcessor({
  baseUrl: '/',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  resolveDocPath: () => undefined,
  resolveAsset: () => undefined,
  readPartial: (contentPath) =>
    ({
      'docs/guide/_note.mdx': 'A note for {props.who}: a <= b.\n\n<span>Hi {props.who}</span>\n',
      // As in Detox's setup partial: Markdown inside an expression, which MDX 1 read as JSX around Markdown.
      'docs/guide/_debug.mdx': '<>\n  {props.debug && <div>\n\nStart the **packager** first:\n\n```bash\nnpm start\n\n> react-native start\n```\n\n  </div>}\n</>\n\nThen run the tests.\n',
    })[contentPath],
});
const input = (body: string, mdx1 = true): MarkdownInput => ({ body, bodyLine: 3, relPath: 'guide/page.mdx', relDir: 'docs/guide', route: '/guide/page', mdx: true, mdx1 });
const render = (body: string, mdx1 = true) => processor.render(input(body, mdx1));
const places = (r: ReturnType<typeof render>) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}${m.fatal ? ' fatal' : ''}`);

describe('MDX 1 pages read leniently', () => {
  it('reads `{user}` in running text as text, as MDX 1 did, where MDX 3 would drop it', () => {
    const r = render('Add "{user} is typing" functionality.\n\nInside an element: <span>{1 + 1}</span>.\n');
    expect(r.html).toBe('<p>Add "{user} is typing" functionality.</p>\n<p>Inside an element: <span>2</span>.</p>');
    expect(places(r)).toEqual(['3:6 markdown/mdx1-syntax']);
    expect(r.messages[0]!.hint).toContain('Write `\\{user}`');
    // Without the option the expression runs (and `user` is unknown).
    expect(render('Add "{user} is typing" functionality.\n', false).html).toBe('<p>Add " is typing" functionality.</p>');
  });

  it('reads `0 <= x <= 1` in a table cell and `a <5` as text', () => {
    const r = render('| range | note |\n|---|---|\n| 0 <= x <= 1 | a <5 |\n');
    expect(r.html).toContain('<td>0 &#x3C;= x &#x3C;= 1</td>');
    expect(r.html).toContain('<td>a &#x3C;5</td>');
    expect(places(r)).toEqual(['5:5 markdown/mdx1-syntax', '5:10 markdown/mdx1-syntax', '5:19 markdown/mdx1-syntax']);
    expect(r.messages[0]!.reason).toBe('`<=` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.');
  });

  it('reads `Map<K, V>` and `Promise<string>` in prose as text', () => {
    const r = render('A Map<K, V> of names.\n\nIt returns a Promise<string> now.\n');
    expect(r.html).toBe('<p>A Map&#x3C;K, V> of names.</p>\n<p>It returns a Promise&#x3C;string> now.</p>');
    expect(places(r)).toEqual(['3:6 markdown/mdx1-syntax', '5:21 markdown/mdx1-syntax']);
  });

  it('reads `<br>` and `<img ...>` unclosed as elements, and an autolink as a link', () => {
    const r = render('One<br>two <img src="https://x.example/a.png" alt="A">\n\nSee <https://example.com/x> or <me@example.com>.\n');
    expect(r.html).toBe('<p>One<br>two <img src="https://x.example/a.png" alt="A" loading="lazy" decoding="async"></p>\n<p>See <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a> or <a href="mailto:me@example.com">me@example.com</a>.</p>');
    expect(places(r)).toEqual(['3:4 markdown/mdx1-syntax', '3:12 markdown/mdx1-syntax', '5:5 markdown/mdx1-syntax', '5:32 markdown/mdx1-syntax']);
    expect(r.messages[2]!.hint).toContain('Write `[https://example.com/x](https://example.com/x)`.');
  });

  it('closes a `<TabItem>` with `</TabItem>` indented under a list item, as MDX 1 did', () => {
    const page = ['<Tabs>', '<TabItem value="a">', '', '1. Step one', '   </TabItem>', '<TabItem value="b">', '', 'B', '', '</TabItem>', '</Tabs>', ''].join('\n');
    const r = render(page);
    expect(r.html).toContain('<div class="tab-panel" id="tabs-0-panel-0" data-tab="tabs-0-tab-0" data-value="a" data-default><p class="tab-panel-label">a</p><ol>\n<li>Step one</li>\n</ol></div>');
    expect(r.html).toContain('data-value="b"><p class="tab-panel-label">b</p><p>B</p></div>');
    expect(places(r)).toEqual(['7:4 markdown/mdx1-syntax']);
    expect(r.messages[0]!.hint).toContain('the start of the line');
  });

  it('closes an indented `<TabItem>` with a `</TabItem>` at its own indentation after a list, as MDX 1 did', () => {
    // The shape of socket.io's tutorial pages: the list item takes the closing tag, being indented as deep.
    const page = ['<Tabs groupId="lang">', '  <TabItem value="cjs" label="CommonJS" default>', '', 'Run it on:', '', '- [CodeSandbox](https://codesandbox.io)', '', '', '  </TabItem>', '  <TabItem value="mjs" label="ES modules">', '', 'ESM.', '', '  </TabItem>', '</Tabs>', ''].join('\n');
    const r = render(page);
    expect(r.html).toContain('<p class="tab-panel-label">CommonJS</p><p>Run it on:</p><ul>\n<li><a href="https://codesandbox.io" target="_blank" rel="noopener noreferrer">CodeSandbox</a></li>\n</ul></div>');
    expect(r.html).toContain('<p class="tab-panel-label">ES modules</p><p>ESM.</p></div>');
    expect(places(r)).toEqual(['11:3 markdown/mdx1-syntax']);
  });

  it('reads HTML laid out over lines as Prettier writes it as the inline elements MDX 1 read, with later places still at their lines', () => {
    const page = [
      '<a href="https://gradle.org/" target="_blank">',
      '  Gradle',
      '</a> is the build tool. See the <a',
      '  href="https://gradle.org/install/"',
      '  target="_blank"',
      '>',
      '  install page',
      '</a> for {details}.',
      '',
      '- <strong>',
      '    Sign it.',
      '  </strong> Then run it with {user}.',
      '',
      'After: a <= b.',
      '',
    ].join('\n');
    const r = render(page);
    expect(r.html).toBe(
      '<p><a href="https://gradle.org/" target="_blank" rel="noopener noreferrer">Gradle\n</a> is the build tool. See the <a href="https://gradle.org/install/" target="_blank" rel="noopener noreferrer">\ninstall page\n</a> for {details}.</p>\n<ul>\n<li><strong>Sign it.\n</strong> Then run it with {user}.</li>\n</ul>\n<p>After: a &#x3C;= b.</p>',
    );
    expect(places(r)).toEqual(['3:1 markdown/mdx1-syntax', '8:1 markdown/mdx1-syntax', '10:10 markdown/mdx1-syntax', '12:3 markdown/mdx1-syntax', '14:30 markdown/mdx1-syntax', '16:10 markdown/mdx1-syntax']);
  });

  it('reads a tag cut by its `>` line inside nested elements, as in Ionic\'s plugin pages', () => {
    const page = [
      '<Tabs>',
      '  <TabItem value="Enterprise">',
      '    <blockquote>',
      '      Ionic Enterprise comes with supported plugins. &nbsp;',
      '      <a class="btn" href="https://ionic.io/docs/premier-plugins">',
      '        Learn More',
      '      </a> or if you are interested in an enterprise version of this plugin <a',
      '        class="btn"',
      '        href="https://ionicframework.com/sales"',
      '      >',
      '        Contact Us',
      '      </a>',
      '    </blockquote>',
      '  </TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const r = render(page);
    expect(r.html).toContain('<blockquote><p>Ionic Enterprise comes with supported plugins. \u00a0\n<a class="btn" href="https://ionic.io/docs/premier-plugins" target="_blank" rel="noopener noreferrer">Learn More\n</a> or if you are interested in an enterprise version of this plugin <a class="btn" href="https://ionicframework.com/sales" target="_blank" rel="noopener noreferrer">\nContact Us</a></p></blockquote>');
    expect(places(r)).toEqual(['7:7 markdown/mdx1-syntax', '12:7 markdown/mdx1-syntax', '14:7 markdown/mdx1-syntax']);
  });

  it('parses a page with many common constructs twice, not once per construct; a page without them once', () => {
    const mdx = unified().use(remarkParse).use(remarkMdx);
    let parses = 0;
    const parse = (text: string) => (parses++, mdx.parse(text));
    const block = (n: number) => [`- <a href="https://x.example/${n}">`, '    Link', `  </a> and 0 <= ${n} <br> see <https://x.example/${n}> or the <a`, '  class="btn"', '>', '  page', '</a>', ''].join('\n');
    const { places } = parseMdx1(parse, Array.from({ length: 10 }, (_, n) => block(n)).join('\n'));
    expect(places).toHaveLength(60);
    expect(parses).toBe(2);
    parses = 0;
    parseMdx1(parse, '# Title\n\nText with `a <= b` and <span>{1}</span>.\n');
    expect(parses).toBe(1);
  });

  it('leaves quoted attribute values alone while it rewrites the text around them', () => {
    const r = render('<abbr title="a <= b, see <https://x.example>">LE</abbr> and 0 <= x.\n\nOpen { brace.\n');
    expect(r.html).toBe('<p><abbr title="a <= b, see <https://x.example>">LE</abbr> and 0 &#x3C;= x.</p>\n<p>Open { brace.</p>');
    expect(places(r)).toEqual(['3:63 markdown/mdx1-syntax', '5:6 markdown/mdx1-syntax']);
  });

  it('reads a `{` that starts no expression as text', () => {
    const r = render('The object { a: b c } and a lone { brace.\n');
    expect(r.html).toBe('<p>The object { a: b c } and a lone { brace.</p>');
    expect(places(r)).toEqual(['3:12 markdown/mdx1-syntax', '3:34 markdown/mdx1-syntax']);
  });

  it('reports each place at the column the author wrote it, however many were rewritten before it on the line', () => {
    const r = render('One <5, then { a b } and Map<K, V>.\n');
    expect(r.html).toBe('<p>One &#x3C;5, then { a b } and Map&#x3C;K, V>.</p>');
    expect(places(r)).toEqual(['3:5 markdown/mdx1-syntax', '3:14 markdown/mdx1-syntax', '3:29 markdown/mdx1-syntax']);
  });

  it('reports the places of a partial at the partial\'s own lines', () => {
    const r = render("import Note from './_note.mdx';\n\n<Note who=\"Ana\" />\n");
    expect(r.html).toBe('<p>A note for {props.who}: a &#x3C;= b.</p>\n<p><span>Hi Ana</span></p>');
    expect(r.messages.map((m) => `${m.file}:${m.line}:${m.column}`)).toEqual(['docs/guide/_note.mdx:1:12', 'docs/guide/_note.mdx:1:27']);
  });

  it('reads Markdown inside `{test && <div>` ... `</div>}` as the element\'s content, shown when the test holds, as MDX 1 did', () => {
    const r = render("import Debug from './_debug.mdx';\n\n<Debug debug={true} />\n\n---\n\n<Debug />\n");
    const [on, off] = r.html.split('<hr>');
    expect(on).toContain('<div><p>Start the <strong>packager</strong> first:</p>');
    expect(on).toContain('> react-native start');
    expect(on).toContain('<p>Then run the tests.</p>');
    expect(off).not.toContain('packager');
    expect(off).toContain('<p>Then run the tests.</p>');
    expect(r.messages.map((m) => `${m.file}:${m.line}:${m.column}`)).toEqual(['docs/guide/_debug.mdx:2:3', 'docs/guide/_debug.mdx:2:3']);
    expect(r.messages[0]!.reason).toContain('Markdown inside the expression `{props.debug && <div>...}`');
    expect(r.messages[0]!.hint).toBe('Put the Markdown in a partial of its own and write `{props.debug && <Partial />}`.');
    // Without the option the partial is not MDX.
    expect(render("import Debug from './_debug.mdx';\n\n<Debug debug={true} />\n", false).messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/mdx-syntax', file: 'docs/guide/_debug.mdx' })]);
  });

  it('renders a page without MDX 1 constructs exactly as without the option, with no message', () => {
    const page = "import Tabs from '@theme/Tabs';\n\n## Title {#t}\n\n<!-- a comment -->\n\nText with `{code}` and `a <= b`, <span>{'x'}</span>.\n";
    expect(render(page)).toEqual(render(page, false));
    expect(render(page).messages).toEqual([]);
  });

  it('still refuses what no MDX 1 reading mends, as one error', () => {
    const r = render('<div>\n\nunclosed\n');
    expect(places(r)).toEqual([expect.stringMatching(/markdown\/mdx-syntax fatal$/)]);
  });
});
