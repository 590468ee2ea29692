/**
 * rehype-toc-inline: fills each `<TOCInline />` placeholder with the page's table of contents as a
 * nested list of links, as Docusaurus's TOCInline shows it. Runs after rehype-collect (which reads the
 * headings into `file.data.toc`); `minHeadingLevel`/`maxHeadingLevel` narrow it.
 */
import type { Element, ElementContent, Parent, Root } from 'hast';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.js';
import { TOC_INLINE_TAG } from './remark-mdx-components.js';

export default function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    const toc = (file.data.toc as TocItem[] | undefined) ?? [];
    const visit = (parent: Parent) => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === TOC_INLINE_TAG) fill(child, toc);
        else visit(child);
      }
    };
    visit(tree);
  };
}

function fill(node: Element, toc: TocItem[]): void {
  const min = typeof node.properties.dataMin === 'number' ? node.properties.dataMin : 0;
  const max = typeof node.properties.dataMax === 'number' ? node.properties.dataMax : 6;
  const items = toc.filter((t) => t.level >= min && t.level <= max);
  node.tagName = 'nav';
  node.properties = { className: ['toc-inline'], ariaLabel: 'On this page' };
  node.children = items.length > 0 ? [list(items, 0, items.length).element] : [];
}

/** A `<ul>` of items[from..to), nesting deeper headings under the one before them. */
function list(items: TocItem[], from: number, to: number): { element: Element } {
  const lis: ElementContent[] = [];
  let i = from;
  while (i < to) {
    const item = items[i]!;
    let j = i + 1;
    while (j < to && items[j]!.level > item.level) j++;
    const li: Element = { type: 'element', tagName: 'li', properties: {}, children: [{ type: 'element', tagName: 'a', properties: { href: `#${item.id}` }, children: [{ type: 'text', value: item.value }] }] };
    if (j > i + 1) li.children.push(list(items, i + 1, j).element);
    lis.push(li);
    i = j;
  }
  return { element: { type: 'element', tagName: 'ul', properties: {}, children: lis } };
}
