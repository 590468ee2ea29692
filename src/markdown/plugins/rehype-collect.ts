/**
 * rehype-collect: reads the finished page tree into `file.data.toc` (headings within the TOC levels)
 * and `file.data.sections` (one text section per h2/h3, for the search index).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.js';

export interface Section {
  /** Anchor of the section's heading; '' for the text before the first heading. */
  id: string;
  heading: string;
  level: number;
  text: string;
  code: string;
  /**
   * The section is nothing but lists whose items each start with a link (a "Related" or "See also"
   * list): it describes other pages, which the search index has in their own right.
   */
  linkList?: boolean;
}

export default function rehypeCollect(options: { minLevel: number; maxLevel: number }) {
  return (tree: Root, file: VFile) => {
    const min = Number(file.data.tocMin ?? options.minLevel);
    const max = Number(file.data.tocMax ?? options.maxLevel);
    const toc: TocItem[] = [];
    const sections: Section[] = [{ id: '', heading: '', level: 1, text: '', code: '' }];
    const add = (node: RootContent | ElementContent) => {
      const current = sections[sections.length - 1]!;
      if (node.type === 'element') {
        const level = /^h([1-6])$/.exec(node.tagName);
        if (level && typeof node.properties.id === 'string') {
          const n = Number(level[1]);
          const value = headingText(node);
          // A heading for screen readers alone (the footnotes' label) is in no table of contents, as in Docusaurus.
          const hidden = Array.isArray(node.properties.className) && node.properties.className.includes('sr-only');
          if (n >= min && n <= max && !hidden) toc.push({ id: node.properties.id, value, level: n });
          if (n === 2 || n === 3) {
            sections.push({ id: node.properties.id, heading: value, level: n, text: '', code: '' });
            return;
          }
        }
        const cls = node.properties.className;
        if (Array.isArray(cls) && cls.includes('hash-link')) return; // the '#' of a heading anchor is not text
        // A block the browser fills from GitHub holds only its placeholder and link text when built: nothing to search.
        if (node.properties.dataGithubReference !== undefined) return;
        if (Array.isArray(cls) && cls.includes('code-block')) {
          const pre = findPre(node);
          current.code += ` ${pre ? toString(pre) : ''}`;
          return;
        }
        if (node.tagName === 'button') return;
        if (/^(p|li|td|th|h[1-6]|dt|dd|blockquote|pre|div)$/.test(node.tagName)) {
          const hasBlockChildren = node.children.some((c) => c.type === 'element' && /^(p|ul|ol|table|div|pre|h[1-6]|blockquote)$/.test(c.tagName));
          if (hasBlockChildren) node.children.forEach(add);
          else current.text += ` ${/^h[4-6]$/.test(node.tagName) ? headingText(node) : toString(node)}`;
          return;
        }
        node.children.forEach(add);
      } else if (node.type === 'text') current.text += node.value;
    };
    // Which sections hold only link lists: count each section's top-level blocks and how many are such lists.
    const blocks = new Map<Section, { all: number; lists: number }>();
    for (const node of tree.children) {
      const count = sections.length;
      add(node);
      if (sections.length !== count || node.type !== 'element') continue;
      const current = sections[sections.length - 1]!;
      const seen = blocks.get(current) ?? { all: 0, lists: 0 };
      seen.all++;
      if (isLinkList(node)) seen.lists++;
      blocks.set(current, seen);
    }
    for (const [section, seen] of blocks) if (seen.all > 0 && seen.all === seen.lists) section.linkList = true;
    for (const s of sections) {
      s.text = s.text.replace(/\s+/g, ' ').trim();
      s.code = s.code.replace(/\s+/g, ' ').trim();
    }
    file.data.toc = toc;
    file.data.sections = sections.filter((s, i) => i > 0 || s.text || s.code);
  };
}

/** A list whose every item starts with a link (directly or in its first paragraph). */
function isLinkList(node: Element): boolean {
  if (node.tagName !== 'ul' && node.tagName !== 'ol') return false;
  const items = node.children.filter((c): c is Element => c.type === 'element');
  return items.length > 0 && items.every((li) => {
    let first = firstElement(li);
    if (first?.tagName === 'p') first = firstElement(first);
    return first?.tagName === 'a';
  });
}

/** The first child that is not blank text: an element, or undefined when it is text. */
function firstElement(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    return child.type === 'element' ? child : undefined;
  }
  return undefined;
}

function findPre(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') return child;
    const inner = findPre(child);
    if (inner) return inner;
  }
  return undefined;
}

/** Heading text without the trailing `#` anchor link. */
function headingText(node: Element): string {
  return node.children
    .filter((c) => !(c.type === 'element' && Array.isArray(c.properties.className) && c.properties.className.includes('hash-link')))
    .map((c) => toString(c))
    .join('')
    .trim();
}
