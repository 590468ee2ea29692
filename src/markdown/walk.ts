/**
 * walkElements(): a plain depth-first walk over hast elements. The rehype plugins each walk every page;
 * unist-util-visit's generic machinery was a quarter of the Markdown stage in a --cpu-prof of a
 * 1000-page build, so the plugins use this direct loop instead. Imports only hast types.
 */
import type { Element, Root } from 'hast';

/** Calls `fn` for every element in document order; `fn` may replace `parent.children[index]`, and a replacement is not walked. */
export function walkElements(tree: Root | Element, fn: (node: Element, index: number, parent: Root | Element) => void): void {
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type !== 'element') continue;
    fn(child, i, tree);
    if (children[i] === child) walkElements(child, fn);
  }
}
