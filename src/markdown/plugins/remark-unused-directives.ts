/**
 * remark-unused-directives: runs after every other remark plugin (the site's own included) and deals
 * with the directives none of them handled, as Docusaurus does. Text (`:name`) and leaf (`::name`)
 * directives are mostly not meant as directives at all (`10:30`, `host:port`), so they become their
 * source text again. A container directive of an unknown type (`:::details`) is reported as a warning
 * with its position, and its content is shown without the `:::` lines.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { ADMONITION_TYPES } from './remark-admonitions.js';

export default function remarkUnusedDirectives() {
  return (tree: Root, file: VFile) => {
    restore(tree, file, String(file.value));
  };
}

function restore(parent: Parent, file: VFile, source: string): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if ('children' in node) restore(node as Parent, file, source);
    // A directive some plugin handled carries data (hName and the like), as in Docusaurus.
    if (node.data) continue;
    if (node.type === 'textDirective') children[i] = { type: 'text', value: sourceText(node, source), position: node.position };
    else if (node.type === 'leafDirective') children[i] = { type: 'paragraph', children: [{ type: 'text', value: sourceText(node, source) }], position: node.position };
    else if (node.type === 'containerDirective') {
      const m = file.message(`Unknown admonition type \`:::${node.name}\`: its content is shown as plain text.`, { place: node.position, ruleId: 'markdown/unknown-directive', source: 'mistdocs' });
      m.note = `Use one of ${ADMONITION_TYPES.map((t) => `\`${t}\``).join(', ')}, or remove the \`:::\` lines.`;
      const unwrapped = unwrap(node);
      children.splice(i, 1, ...unwrapped);
      i += unwrapped.length - 1;
    }
  }
}

/** The directive as written; for one a plugin made (no position), its name and label. */
function sourceText(node: TextDirective | LeafDirective, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) return source.slice(start, end);
  const prefix = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.map((c: PhrasingContent) => ('value' in c ? c.value : '')).join('');
  return `${prefix}${node.name}${label ? `[${label}]` : ''}`;
}

/** The block's content; its `[label]`, if any, as a first paragraph. */
function unwrap(node: ContainerDirective): RootContent[] {
  return node.children.map((child) => {
    if (child.type !== 'paragraph' || !child.data?.directiveLabel) return child;
    const { directiveLabel: _label, ...data } = child.data;
    return { ...child, data } satisfies Paragraph;
  });
}
