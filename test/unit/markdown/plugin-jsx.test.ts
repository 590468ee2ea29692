/**
 * MDX nodes a site's remark plugin inserts (npm2yarn's and a tab-block plugin's `import Tabs` and
 * `<Tabs>`/`<TabItem>` elements) render exactly as the same MDX written by the author, in `.mdx` and
 * `.md` pages alike (Docusaurus compiles both with MDX).
 */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, type SitePlugins } from '../../../src/markdown/processor.js';

const none: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
const processorWith = (remarkPlugins: Pluggable[]) =>
  createMarkdownProcessor({
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveDocPath: () => undefined,
    resolveAsset: () => undefined,
    plugins: { ...none, remarkPlugins },
  });
const input = (body: string, relPath = 'guide/page.mdx') => ({ body, bodyLine: 1, relPath, relDir: 'docs/guide', route: '/guide/page', path: `/site/content/docs/${relPath}`, mdx: relPath.endsWith('.mdx') });

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;
const tabItem = (value: string, label: string | undefined, lang: string, code: string) => `<TabItem value="${value}"${label ? ` label="${label}"` : ''}>\n\n${fence(lang, code)}\n\n</TabItem>`;

/** What npm2yarn makes of `npm install mistdocs`, written out by hand. */
const NPM2YARN_BY_HAND = [
  "import Tabs from '@theme/Tabs'",
  "import TabItem from '@theme/TabItem'",
  '',
  '## Install',
  '',
  '<Tabs groupId="npm2yarn">',
  tabItem('npm', undefined, 'bash', 'npm install mistdocs'),
  tabItem('yarn', 'Yarn', 'bash', 'yarn add mistdocs'),
  tabItem('pnpm', 'pnpm', 'bash', 'pnpm add mistdocs'),
  '</Tabs>',
  '',
].join('\n');
const NPM2YARN_SOURCE = `## Install\n\n${fence('bash npm2yarn', 'npm install mistdocs')}\n`;

describe('MDX a site plugin inserts', () => {
  it("renders npm2yarn's tabs as the same tabs written by the author: no import as text, no bare div", async () => {
    const plugins: Pluggable[] = [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]];
    const inserted = await processorWith(plugins).renderAsync(input(NPM2YARN_SOURCE));
    const written = await processorWith(plugins).renderAsync(input(NPM2YARN_BY_HAND));
    expect(inserted.messages).toEqual([]);
    expect(inserted.html).not.toContain('import');
    expect(inserted.html).toContain('<div class="tabs" id="tabs-0" data-group-id="npm2yarn">');
    expect(inserted.html).toContain('<button type="button" class="tab" id="tabs-0-tab-1" data-value="yarn">Yarn</button>');
    expect(inserted.html).toBe(written.html);
  });

  it("renders what a plugin written for MDX 1 inserts (Docusaurus 2's npm2yarn: `import` and `jsx` nodes of text, each tag a node of its own) as the same MDX written by hand", async () => {
    const code = (value: string) => ({ type: 'code', lang: 'bash', meta: null, value });
    const jsx = (value: string) => ({ type: 'jsx', value });
    // The nodes Docusaurus 2's npm2yarn put in place of an npm code block, and its import.
    const mdx1Npm2yarn = () => (tree: Root) => {
      const index = tree.children.findIndex((n) => n.type === 'code');
      const item = (value: string, label: string | undefined, text: string) => [jsx(`<TabItem value="${value}"${label ? ` label="${label}"` : ''}>`), code(text), jsx('</TabItem>')];
      const nodes = [jsx('<Tabs groupId="npm2yarn">'), ...item('npm', undefined, 'npm install mistdocs'), ...item('yarn', 'Yarn', 'yarn add mistdocs'), ...item('pnpm', 'pnpm', 'pnpm add mistdocs'), jsx('</Tabs>')];
      tree.children.splice(index, 1, ...(nodes as unknown as Root['children']));
      tree.children.unshift({ type: 'import', value: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';" } as unknown as Root['children'][number]);
    };
    for (const relPath of ['guide/page.mdx', 'guide/page.md']) {
      const inserted = await processorWith([mdx1Npm2yarn]).renderAsync(input(NPM2YARN_SOURCE, relPath));
      const written = await processorWith([]).renderAsync(input(NPM2YARN_BY_HAND));
      expect(inserted.messages).toEqual([]);
      expect(inserted.html).not.toContain('import');
      expect(inserted.html).not.toContain('&#x3C;TabItem');
      expect(inserted.html).toBe(written.html);
    }
  });

  it('renders them in a Markdown (.md) page too, with the same markup', async () => {
    const plugins: Pluggable[] = [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]];
    const md = await processorWith(plugins).renderAsync(input(NPM2YARN_SOURCE, 'guide/page.md'));
    const written = await processorWith(plugins).renderAsync(input(NPM2YARN_BY_HAND));
    expect(md.messages).toEqual([]);
    expect(md.html).toContain('<div class="tabs" id="tabs-0" data-group-id="npm2yarn">');
    expect(md.html).toBe(written.html);
  });

  it("renders a tab-block plugin's tabs next to the author's own, each block with its own id", async () => {
    const page = ["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';", '<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>', fence('js tab', 'let a = 1;'), fence('ts tab', 'let a: number = 1;'), ''].join('\n\n');
    const r = processorWith([tabBlocks]).render(input(page));
    expect(r.messages).toEqual([]);
    expect(r.html).toContain('<div class="tabs" id="tabs-0">');
    expect(r.html).toContain('<div class="tabs" id="tabs-1" data-group-id="code-examples">');
    expect(r.html).toContain('<button type="button" class="tab" id="tabs-1-tab-1" data-value="ts">TypeScript</button>');
    expect(r.html).not.toMatch(/import|<tabs|<tabitem/i);
  });

  it('resolves a component the page imported itself when a plugin inserts it', () => {
    // A plugin that wraps every table in the page's own <Wide> component (imported by the author).
    const wrapTables = () => (tree: Root) => {
      tree.children = tree.children.map((node) => (node.type === 'table' ? ({ type: 'mdxJsxFlowElement', name: 'Wide', attributes: [], children: [node] } as unknown as typeof node) : node));
    };
    const r = processorWith([wrapTables]).render(input("import Wide from '@site/src/components/Wide';\n\n| a |\n|---|\n| 1 |\n"));
    expect(r.messages).toEqual([]);
    expect(r.components).toEqual([{ module: '@site/src/components/Wide', export: 'default', name: 'Wide', props: {} }]);
    expect(r.html).toMatch(/^<mistdocs-use data-use="0">\s*<table>/);
  });

  it('leaves pages alone where the plugins insert nothing', async () => {
    const plain = createMarkdownProcessor({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveDocPath: () => undefined, resolveAsset: () => undefined });
    const page = '## A\n\nText with `code`.\n';
    expect((await processorWith([npm2yarn]).renderAsync(input(page))).html).toBe(plain.render(input(page)).html);
  });
});
