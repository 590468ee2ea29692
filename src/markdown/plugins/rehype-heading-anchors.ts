/** rehype-heading-anchors: adds a `#` link to each h2-h6 with an id, so readers can copy a section's address. */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from '../walk.js';

export default function rehypeHeadingAnchors() {
  return (tree: Root) => {
    walkElements(tree, (node: Element) => {
      if (!/^h[2-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') return;
      // Its own classes kept: the footnotes' label is `sr-only`, for screen readers alone, as in Docusaurus.
      const own = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
      node.properties.className = ['anchor', ...own.filter((c) => c !== 'anchor')];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${node.properties.id}`, ariaLabel: `Direct link to ${toString(node).trim()}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
