/**
 * Marks the words a search result link carries (`_highlight`) on the page it opens. Loaded on its own:
 * a reader arriving from a result needs the tokenizer and this, not the search chunk. No Node imports.
 */
import { matchRanges } from '../../search/match-ranges.js';
import { tokenize } from '../../search/tokenize.js';
import { appendMarked } from './marks.js';

/** Marks the `_highlight` terms of the URL in the page's article. */
export function highlightPage(main: HTMLElement): void {
  // Links from the search carry the words typed or matched (a stem when no written form was at hand); both tokenize to index terms.
  const terms = [...new Set(new URLSearchParams(location.search).getAll('_highlight').flatMap((t) => [t.toLowerCase(), ...tokenize(t)]))].filter((t) => t.length > 0);
  if (!terms.length) return;
  const scope = main.querySelector('article') ?? main;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, mark, button, .hash-link') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    const ranges = matchRanges(text, terms);
    if (!ranges.length) continue;
    const frag = document.createDocumentFragment();
    appendMarked(frag, text, ranges, 'search-highlight');
    node.replaceWith(frag);
  }
}
