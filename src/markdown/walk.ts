/**
 * walkElements(): a plain depth-first walk over hast elements. The rehype plugins each walk every page;
 * unist-util-visit's generic machinery was a quarter of the Markdown stage in a --cpu-prof of a
 * 1000-page build, so the plugins use these direct loops instead. Imports only types.
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

interface Parent {
  type: string;
  children?: readonly unknown[];
}

/** Calls `fn` for every node of `type` under `tree` (mdast or hast), in document order; children of a match are walked too. */
export function walkType<T>(tree: Parent, type: string, fn: (node: T) => void): void {
  const children = tree.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as Parent;
    if (child.type === type) fn(child as T);
    walkType(child, type, fn);
  }
}
