/** Lists render as mdast-util-to-hast renders them, with each list's looseness read once, not once per item. */
import { toHast, defaultHandlers } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ListItem, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { createListItemHandler } from '../../../src/markdown/list-items.js';

const html = (tree: Root, handlers?: Parameters<typeof toHast>[1]) => toHtml(toHast(tree, handlers)!);

describe('createListItemHandler', () => {
  const samples = ['- a\n- b\n', '- a\n\n- b\n', '- a\n  b\n\n  c\n- d\n', '1. a\n2. b\n   - c\n\n   - d\n', '- [x] done\n- [ ] open\n'];
  it.each(samples)('renders %j as the stock handler does', (markdown) => {
    expect(html(fromMarkdown(markdown), { handlers: { listItem: createListItemHandler() } })).toBe(html(fromMarkdown(markdown)));
  });

  it('reads the items of a tight list a number of times linear in its length (the stock handler: quadratic)', () => {
    const count = (listItem: typeof defaultHandlers.listItem | undefined) => {
      const tree = fromMarkdown(Array.from({ length: 1000 }, (_, i) => `- item ${i}\n`).join(''));
      let reads = 0;
      for (const item of (tree.children[0] as { children: ListItem[] }).children) {
        let spread = item.spread;
        Object.defineProperty(item, 'spread', { get: () => (reads++, spread), set: (v) => (spread = v) });
      }
      html(tree, listItem ? { handlers: { listItem } } : undefined);
      return reads;
    };
    expect(count(createListItemHandler())).toBeLessThanOrEqual(2 * 1000);
    expect(count(undefined)).toBeGreaterThan(250_000);
  });
});
