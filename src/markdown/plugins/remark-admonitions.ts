/**
 * remark-admonitions: turns `:::type` container directives (parsed by remark-directive) into admonition
 * boxes as Docusaurus 3 does, and `:::cards` into the card list of a category's page (from
 * `file.data.cards`; an error on a page no category links to). A title comes from `{title="..."}`,
 * else the `[label]` (inline Markdown allowed), else the type. Warns about a block that is never closed
 * (it runs to the end of what holds it, as in Docusaurus) and a `:::` line that closes nothing. Other directives are left for later plugins; remark-unused-directives
 * deals with those nobody handled.
 */
import type { Blockquote, Html, Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { renderCards } from '../../shared/render-cards.js';
import type { CardItem } from '../../shared/types.js';
import { plainText } from '../plain-text.js';

/**
 * Each admonition type: the box it is drawn as and its default title. The last four are the legacy
 * aliases Docusaurus 3 still accepts (theme-classic `Admonition/Types`): drawn as another type, titled
 * with their own name.
 */
const ADMONITIONS: Record<string, { style: string; title: string }> = {
  note: { style: 'note', title: 'Note' },
  tip: { style: 'tip', title: 'Tip' },
  info: { style: 'info', title: 'Info' },
  warning: { style: 'warning', title: 'Warning' },
  danger: { style: 'danger', title: 'Danger' },
  caution: { style: 'warning', title: 'Caution' },
  important: { style: 'info', title: 'Important' },
  secondary: { style: 'note', title: 'Secondary' },
  success: { style: 'tip', title: 'Success' },
};

/** Every `:::type` that makes an admonition. */
export const ADMONITION_TYPES: readonly string[] = Object.keys(ADMONITIONS);

/** The default titles of the admonition types in the page's language, by type (`note`), where it has them. */
export type AdmonitionTitles = Readonly<Record<string, string>>;

/** The Docusaurus theme ids of the admonition titles a locale may translate (`theme.admonition.note`). */
export const ADMONITION_TITLE_IDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'].map((type) => [type, `theme.admonition.${type}`] as const);

export default function remarkAdmonitions(options: { titles?: AdmonitionTitles } = {}) {
  return (tree: Root, file: VFile) => {
    transform(tree, file, String(file.value), options.titles);
  };
}

function transform(parent: Parent, file: VFile, source: string, titles: AdmonitionTitles | undefined): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'paragraph' && reportStrayCloses(node, file)) {
      children.splice(i--, 1);
      continue;
    }
    if ('children' in node) transform(node as Parent, file, source, titles);
    if (node.type !== 'containerDirective') continue;
    const admonition = admonitionType(node.name, titles);
    if (!admonition && node.name !== 'cards') continue;
    if (!isClosed(node, source)) {
      // Docusaurus renders such a block to the end of what holds it, and so does this; the author is told.
      message(file, node, `The \`:::${node.name}\` block is never closed, so it runs to the end of the page (or of the block around it).`, 'markdown/unclosed-directive', false, `Add a line with just \`${openingColons(node, source)}\` where the block ends.`);
    }
    if (node.name === 'cards') {
      const cards = file.data.cards as CardItem[] | undefined;
      if (cards) children[i] = { type: 'html', value: renderCards(cards), position: node.position } satisfies Html;
      else {
        message(file, node, 'A `:::cards` block lists the pages of the category this page belongs to, but no sidebar category links to this page.', 'markdown/no-category', true, "Make this page its folder's index.md or the `link` doc of a `_category_` file, or remove the block.");
        children.splice(i--, 1);
      }
      continue;
    }
    children[i] = toAdmonition(node, admonition!, source);
  }
}

/** The style and default title of an admonition type (aliases included; the title in the page's language where `titles` has it), or undefined for an unknown type. */
export function admonitionType(name: string, titles?: AdmonitionTitles): { style: string; title: string } | undefined {
  if (!Object.hasOwn(ADMONITIONS, name)) return undefined;
  const type = ADMONITIONS[name]!;
  return titles && Object.hasOwn(titles, name) ? { ...type, title: titles[name]! } : type;
}

/** The box: a `div` (through a blockquote node, so it is laid out like one) with a title paragraph. */
export function toAdmonition(node: ContainerDirective, type: { style: string; title: string }, source: string): Blockquote {
  const first = node.children[0];
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const content = label ? node.children.slice(1) : node.children;
  const attribute = node.attributes?.title;
  const titleNodes: PhrasingContent[] = attribute ? [{ type: 'text', value: attribute }] : label && label.children.length > 0 ? label.children : [{ type: 'text', value: type.title }];
  const title: Paragraph = { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: titleNodes };
  const name = plainText(title, source).trim() || type.title;
  return {
    type: 'blockquote',
    position: node.position,
    data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${type.style}`], role: 'note', 'aria-label': name } },
    children: [title, ...(content as Blockquote['children'])],
  };
}

/**
 * Whether the block's source ends with its own closing line: as many colons as it opened with, after
 * its last child. An unclosed block runs to the end of its parent instead.
 */
function isClosed(node: ContainerDirective, source: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return true; // made by a plugin, not written
  const text = source.slice(start, end);
  const lastBreak = text.lastIndexOf('\n');
  if (lastBreak === -1) return false;
  const closing = /^[ \t>]*(:{3,})[ \t]*$/.exec(text.slice(lastBreak + 1));
  if (!closing || closing[1]!.length < openingColons(node, source).length) return false;
  const lastChildEnd = node.children[node.children.length - 1]?.position?.end.offset;
  return lastChildEnd === undefined || lastChildEnd <= start + lastBreak;
}

function openingColons(node: ContainerDirective, source: string): string {
  const start = node.position?.start.offset ?? 0;
  return /^:{3,}/.exec(source.slice(start, start + 100))?.[0] ?? ':::';
}

const STRAY = /(^|\n)[ \t]*:{3,}[ \t]*(?=\n|$)/g;

/**
 * Reports and removes lines of a paragraph that are just `:::` (a close with no block open, or with fewer
 * colons than the open block). Returns true when nothing is left of the paragraph.
 */
function reportStrayCloses(paragraph: Paragraph, file: VFile): boolean {
  let found = false;
  paragraph.children.forEach((child, index) => {
    if (child.type !== 'text' || !child.value.includes(':::')) return;
    const text = child as Text;
    text.value = text.value.replace(STRAY, (match, lead: string, offset: number) => {
      if (offset === 0 && lead === '' && index > 0) return match; // not at the start of a line
      const start = child.position?.start;
      const line = start ? start.line + (text.value.slice(0, offset + lead.length).match(/\n/g)?.length ?? 0) : undefined;
      const m = file.message('A `:::` line closes nothing.', { place: line ? { line, column: lead ? 1 : (start?.column ?? 1) } : paragraph.position, ruleId: 'markdown/stray-directive-close', source: 'mistdocs' });
      m.note = 'Remove it, or check that the block it should close opens with as many colons (an outer block needs more colons than the blocks inside it).';
      found = true;
      return '';
    });
  });
  if (!found) return false;
  paragraph.children = paragraph.children.filter((c) => c.type !== 'text' || c.value !== '');
  const first = paragraph.children[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\n/, '');
  return paragraph.children.length === 0;
}

function message(file: VFile, node: RootContent, reason: string, ruleId: string, fatal: boolean, hint?: string): void {
  const m = file.message(reason, { place: node.position, ruleId, source: 'mistdocs' });
  m.fatal = fatal;
  if (hint) m.note = hint;
}
