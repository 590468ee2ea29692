/**
 * mdast-util-to-hast's list item handler with the list's looseness worked out once per list: the stock
 * handler reads every sibling for each item (a tight list of n items costs n² checks: 20,000 items took a
 * minute). Imports only mdast-util-to-hast.
 */
import type { ListItem, Parents } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

/** Stand-in parents that answer the stock handler's one question about the real one. */
const LOOSE: Parents = { type: 'list', spread: true, children: [] };
const TIGHT: Parents = { type: 'list', spread: false, children: [] };

/** Whether a list is loose, as mdast-util-to-hast decides it: spread, or any item spread or with blank lines between its children. */
function isLoose(list: Parents, known: WeakMap<Parents, boolean>): boolean {
  let loose = known.get(list);
  if (loose === undefined) {
    loose = list.type === 'list' && (list.spread === true || list.children.some((item) => item.type === 'listItem' && (item.spread === true || (item.spread == null && item.children.length > 1))));
    known.set(list, loose);
  }
  return loose;
}

/** The `listItem` handler for remark-rehype's `handlers`: the stock one, given the parent's looseness rather than the parent. */
export function createListItemHandler(): (state: State, node: ListItem, parent: Parents | undefined) => ReturnType<typeof defaultHandlers.listItem> {
  const known = new WeakMap<Parents, boolean>();
  return (state, node, parent) => defaultHandlers.listItem(state, node, parent === undefined || parent.type !== 'list' ? parent : isLoose(parent, known) ? LOOSE : TIGHT);
}
