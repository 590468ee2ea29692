/**
 * Nodes that remark plugins written for MDX 1 (Docusaurus 2's npm2yarn, tab plugins) insert: `import`
 * and `export` nodes holding statements as text, and `jsx` nodes holding JSX as text, where an opening
 * tag and its closing tag are separate nodes with Markdown nodes between them (MDX 1 joined the chunks
 * into one JSX tree). Each becomes the MDX 3 node an author would have written: ESM nodes, and JSX
 * elements holding the nodes between their tags. Pure: takes the MDX parser as a function.
 */
import type { Parent, Root, RootContent } from 'mdast';

/** A node MDX 1 knew: its text is JSX or ESM. */
interface Mdx1Node {
  type: 'jsx' | 'import' | 'export';
  value: string;
}

const OPENING = /^\s*<([A-Za-z][\w.:-]*)(?:\s[^]*?)?(?<!\/)>\s*$/;
const CLOSING = /^\s*<\/([A-Za-z][\w.:-]*)?>\s*$/;

/** Whether a tree holds any node of MDX 1's kinds. */
export function hasMdx1Nodes(node: { type: string; children?: unknown[] }): boolean {
  if (isMdx1(node)) return true;
  return !!node.children && node.children.some((child) => hasMdx1Nodes(child as typeof node));
}

/** Replaces MDX 1's nodes throughout `tree` by MDX 3's, parsing their text with `parse`. */
export function fromMdx1Nodes(tree: Root, parse: (text: string) => Root): void {
  const visit = (parent: Parent) => {
    if (parent.children.some(isMdx1)) parent.children = rebuild(parent.children as RootContent[], parse) as Parent['children'];
    for (const child of parent.children) if ('children' in child) visit(child as Parent);
  };
  visit(tree);
}

function isMdx1(node: { type: string }): node is Mdx1Node {
  return (node.type === 'jsx' || node.type === 'import' || node.type === 'export') && typeof (node as { value?: unknown }).value === 'string';
}

/** The nodes a chunk's text parses to, without places (they would point into the chunk, not the page); none when it does not parse. */
function nodesOf(text: string, parse: (text: string) => Root): RootContent[] {
  try {
    const tree = parse(text);
    const strip = (node: { position?: unknown; children?: unknown[] }) => {
      delete node.position;
      node.children?.forEach((child) => strip(child as typeof node));
    };
    strip(tree);
    return tree.children as RootContent[];
  } catch {
    return [];
  }
}

/** One list of siblings with MDX 1's chunks joined: an opening tag's node takes the siblings up to its closing tag's node as children. */
function rebuild(children: RootContent[], parse: (text: string) => Root): RootContent[] {
  const root: { name?: string; value?: string; nodes: RootContent[] } = { nodes: [] };
  const open: (typeof root)[] = [root];
  const close = () => {
    const frame = open.pop()!;
    const element = nodesOf(`${frame.value}</${frame.name}>`, parse).find((n) => n.type === 'mdxJsxFlowElement' || n.type === 'paragraph');
    const made = element?.type === 'paragraph' ? element.children.find((n) => n.type === 'mdxJsxTextElement') : element;
    if (made && 'children' in made) {
      made.children = frame.nodes as typeof made.children;
      open.at(-1)!.nodes.push({ ...made, type: 'mdxJsxFlowElement' } as RootContent);
    } else open.at(-1)!.nodes.push(...frame.nodes);
  };
  for (const child of children) {
    const node = child as RootContent | Mdx1Node;
    if (!isMdx1(node)) {
      open.at(-1)!.nodes.push(child);
      continue;
    }
    const opening = node.type === 'jsx' ? OPENING.exec(node.value) : null;
    const closing = node.type === 'jsx' ? CLOSING.exec(node.value) : null;
    if (opening && !node.value.includes('</')) open.push({ name: opening[1]!, value: node.value.trim(), nodes: [] });
    else if (closing && open.length > 1 && (closing[1] ?? '') === open.at(-1)!.name) close();
    else open.at(-1)!.nodes.push(...nodesOf(node.value, parse));
  }
  while (open.length > 1) close();
  return root.nodes;
}
