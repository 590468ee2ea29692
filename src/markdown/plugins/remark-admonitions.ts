/**
 * remark-admonitions: groups the nodes between directive markers into admonition boxes
 * (`:::note|tip|info|warning|danger Title`) or card lists (`:::cards`). Reads the cards for a page
 * from `file.data.cards`; a `:::cards` block on a page that is not a category's page is an error.
 */
import type { Html, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { CLOSE_MARKER } from '../preprocess-directives.js';
import { renderCards } from '../../shared/render-cards.js';
import type { CardItem } from '../../shared/types.js';

const OPEN = /^<!--mistdocs:open (\w+) ([^>]*)-->$/;

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    transform(tree, file);
  };
}

function transform(parent: Parent, file: VFile): void {
  const out: RootContent[] = [];
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const open = node.type === 'html' ? OPEN.exec(node.value.trim()) : null;
    if (!open) {
      if (node.type === 'html' && node.value.trim() === CLOSE_MARKER) {
        message(file, node, 'A `:::` line closes nothing.', 'markdown/stray-directive-close', false);
        continue;
      }
      if ('children' in node) transform(node as Parent, file);
      out.push(node);
      continue;
    }
    // Find the matching close marker among the following siblings, respecting nesting.
    let depth = 1;
    let j = i + 1;
    for (; j < children.length; j++) {
      const c = children[j]!;
      if (c.type !== 'html') continue;
      if (OPEN.test(c.value.trim())) depth++;
      else if (c.value.trim() === CLOSE_MARKER && --depth === 0) break;
    }
    if (j === children.length) {
      message(file, node, `The \`:::${open[1]}\` block is never closed.`, 'markdown/unclosed-directive', true, 'Add a line with just `:::` where the block ends.');
      continue;
    }
    const inner = { type: 'root', children: children.slice(i + 1, j) } as Root;
    transform(inner, file);
    const type = open[1]!;
    const title = decodeURIComponent(open[2] ?? '').trim();
    if (type === 'cards') {
      const cards = file.data.cards as CardItem[] | undefined;
      if (!cards) {
        message(file, node, 'A `:::cards` block lists the pages of the category this page belongs to, but no sidebar category links to this page.', 'markdown/no-category', true, "Make this page its folder's index.md or the `link` doc of a `_category_` file, or remove the block.");
      } else out.push({ type: 'html', value: renderCards(cards) } satisfies Html);
    } else {
      out.push({
        type: 'blockquote',
        data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note', 'aria-label': title || LABELS[type] } },
        children: [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: [{ type: 'text', value: title || LABELS[type]! }] },
          ...(inner.children as never[]),
        ],
      });
    }
    i = j;
  }
  parent.children = out as never;
}

function message(file: VFile, node: RootContent, reason: string, ruleId: string, fatal: boolean, hint?: string): void {
  const m = file.message(reason, { place: node.position, ruleId, source: 'mistdocs' });
  m.fatal = fatal;
  if (hint) m.note = hint;
}
