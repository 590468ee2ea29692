/**
 * plainText(): the text of an mdast node, as mdast-util-to-string gives it, except that a text or leaf
 * directive no plugin handled counts as its source (`10:30` parses as the text `10` and a directive
 * `:30`, which remark-unused-directives turns back into text later). Heading ids and admonition titles
 * read it before that. Imports only types.
 */
import type { Nodes } from 'mdast';

export function plainText(node: Nodes, source: string): string {
  if ((node.type === 'textDirective' || node.type === 'leafDirective') && !node.data) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) return source.slice(start, end);
  }
  if ('value' in node) return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map((child) => plainText(child, source)).join('');
  return '';
}
