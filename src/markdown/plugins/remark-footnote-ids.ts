/**
 * remark-footnote-ids: gives a page's footnotes ids of their own by appending `file.data.footnoteSuffix` to
 * each footnote reference and definition, as Docusaurus's blog does (its footnoteIDFixer): a blog list
 * shows several posts on one page, and the first footnote of each would otherwise be `#user-content-fn-1`.
 * The numbers shown stay 1, 2, 3. Pages without a suffix are left as they are.
 */
import type { FootnoteDefinition, FootnoteReference, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkType } from '../walk.js';

export default function remarkFootnoteIds() {
  return (tree: Root, file: VFile) => {
    const suffix = file.data.footnoteSuffix as string | undefined;
    if (!suffix) return;
    walkType<FootnoteReference>(tree, 'footnoteReference', (node) => {
      node.identifier += suffix;
    });
    walkType<FootnoteDefinition>(tree, 'footnoteDefinition', (node) => {
      node.identifier += suffix;
    });
  };
}
