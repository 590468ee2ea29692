/**
 * The site's own remark and rehype plugins (`markdown` in the config), in Docusaurus's four lists: where
 * each list runs, options given as [plugin, options], asynchronous plugins, and a failing plugin.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, hasSitePlugins, type SitePlugins } from '../../../src/markdown/processor.js';
import { walkElements, walkType } from '../../../src/markdown/walk.js';

const none: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
const processorWith = (plugins: Partial<SitePlugins>) =>
  createMarkdownProcessor({
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveDocPath: (rel) => ({ 'guide/other.md': '/guide/other' })[rel],
    resolveAsset: () => undefined,
    plugins: { ...none, ...plugins },
  });
const input = (body: string) => ({ body, bodyLine: 1, relPath: 'guide/page.md', relDir: 'docs/guide', route: '/guide/page', path: '/site/content/docs/guide/page.md', frontMatter: { owner: 'media-team' } });

/** Handles `:kbd[...]` text directives, as a site's remark plugin would. */
function remarkKbd() {
  return (tree: Root) => {
    walkType<{ name: string; data?: object }>(tree, 'textDirective', (node) => {
      if (node.name === 'kbd') node.data = { hName: 'kbd' };
    });
  };
}

/** Adds a class to every link, from its options; records the hrefs it saw. */
function rehypeLinkClass(options: { className: string; seen: string[] }) {
  return (tree: HastRoot) => {
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'a') return;
      options.seen.push(String(node.properties.href));
      node.properties.className = [options.className];
    });
  };
}

describe('site plugins', () => {
  it('are counted only when a list has one', () => {
    expect(hasSitePlugins(undefined)).toBe(false);
    expect(hasSitePlugins(none)).toBe(false);
    expect(hasSitePlugins({ ...none, rehypePlugins: [remarkKbd] })).toBe(true);
  });

  it('run remark plugins after the admonitions and before unused directives turn back into text', () => {
    const r = processorWith({ remarkPlugins: [remarkKbd] }).render(input('Press :kbd[Ctrl] at 10:30.\n\n:::tip\nA tip.\n:::\n'));
    expect(r.html).toBe('<p>Press <kbd>Ctrl</kbd> at 10:30.</p>\n<div class="admonition admonition-tip" role="note" aria-label="Tip">\n<p class="admonition-title">Tip</p>\n<p>A tip.</p>\n</div>');
    expect(r.messages).toEqual([]);
  });

  it('run before-default remark plugins on the tree as parsed, before the admonitions', () => {
    const renameDetails = () => (tree: Root) => walkType<{ name: string }>(tree, 'containerDirective', (node) => void (node.name === 'details' && (node.name = 'note')));
    const r = processorWith({ beforeDefaultRemarkPlugins: [renameDetails] }).render(input(':::details\nMore.\n:::\n'));
    expect(r.html).toContain('class="admonition admonition-note"');
    expect(r.messages).toEqual([]);
  });

  it('run rehype plugins with [plugin, options] after links are rewritten, before the TOC is read', () => {
    const seen: string[] = [];
    const addHeading = () => (tree: HastRoot) => void tree.children.push({ type: 'element', tagName: 'h2', properties: { id: 'added' }, children: [{ type: 'text', value: 'Added' }] });
    const r = processorWith({ rehypePlugins: [[rehypeLinkClass, { className: 'site-link', seen }], addHeading] }).render(input('See [other](./other.md).\n'));
    expect(seen).toEqual(['/guide/other']);
    expect(r.html).toContain('<a href="/guide/other" class="site-link">other</a>');
    expect(r.toc).toEqual([{ id: 'added', value: 'Added', level: 2 }]);
  });

  it('give plugins the file path and front matter, as Docusaurus does', () => {
    let got: unknown[] = [];
    const spy = () => (_tree: Root, file: VFile) => void (got = [file.path, file.data.frontMatter]);
    processorWith({ remarkPlugins: [spy] }).render(input('Text.\n'));
    expect(got).toEqual(['/site/content/docs/guide/page.md', { owner: 'media-team' }]);
  });

  it('run asynchronous plugins through renderAsync', async () => {
    const later = () => async (tree: Root) => {
      await new Promise((resolve) => setImmediate(resolve));
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added later.' }] });
    };
    const r = await processorWith({ remarkPlugins: [later] }).renderAsync(input('First.\n'));
    expect(r.html).toBe('<p>First.</p>\n<p>Added later.</p>');
  });

  it('report a plugin that throws as an error on the page instead of crashing', async () => {
    const broken = () => () => {
      throw new Error('cannot handle this tree');
    };
    const processor = processorWith({ rehypePlugins: [broken] });
    for (const r of [processor.render(input('Text.\n')), await processor.renderAsync(input('Text.\n'))]) {
      expect(r.messages).toEqual([expect.objectContaining({ fatal: true, ruleId: 'markdown/plugin-error', reason: 'A Markdown plugin failed on this page: cannot handle this tree', line: 1, column: 1 })]);
    }
  });
});
