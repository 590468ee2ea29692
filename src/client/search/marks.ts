/**
 * DOM helpers shared by the search chunk and a result page's highlighting: text only ever reaches the
 * DOM through textContent, never as HTML. No Node imports.
 */
/** A new element with a class and text (text only ever as textContent). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Appends `text` to `parent`, wrapping the ranges found in <mark class="...">. */
export function appendMarked(parent: Node, text: string, ranges: readonly (readonly [number, number])[], className?: string): void {
  let at = 0;
  for (const [start, end] of ranges) {
    parent.appendChild(document.createTextNode(text.slice(at, start)));
    parent.appendChild(el('mark', className, text.slice(start, end)));
    at = end;
  }
  parent.appendChild(document.createTextNode(text.slice(at)));
}
