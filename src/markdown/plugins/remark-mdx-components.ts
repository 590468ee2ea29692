/**
 * remark-mdx-components: turns what remark-mdx parsed into plain mdast and hast hints, so the page is
 * static HTML with no MDX left in it. `import`/`export` are dropped; `{expressions}` render when they
 * are literals and otherwise render nothing with a warning (nothing of the page is executed). Lowercase
 * tags become HTML elements; the components Docusaurus ships (Tabs/TabItem, Admonition, CodeBlock,
 * DocCardList, TOCInline, Details, Link) become their static markup; the site's own components become placeholders
 * that rehype-site-components renders with React; any other component is a warning and renders its
 * children. Imports no React and no fs.
 */
import type { Code, Html, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { renderCards } from '../../shared/render-cards.js';
import type { CardItem } from '../../shared/types.js';
import { evaluateProgram, type StaticValue } from '../mdx-static-value.js';
import { admonitionType, toAdmonition } from './remark-admonitions.js';

export interface MdxComponentsOptions {
  /** Names of the components the site registered (`markdown.mdxComponents`). */
  siteComponents?: readonly string[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, StaticValue>;

/** The element rehype-site-components renders; its props travel as JSON. */
export const SITE_COMPONENT_TAG = 'mistdocs-component';
/** The element rehype-toc-inline fills with the page's table of contents. */
export const TOC_INLINE_TAG = 'mistdocs-toc-inline';

const BUILT_IN = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'DocCardList', 'TOCInline', 'Details', 'Link'];

interface Context {
  file: VFile;
  source: string;
  site: ReadonlySet<string>;
  /** Counts Tabs blocks, for ids unique on the page. */
  tabs: number;
}

export default function remarkMdxComponents(options: MdxComponentsOptions = {}) {
  return (tree: Root, file: VFile) => {
    const context: Context = { file, source: String(file.value), site: new Set(options.siteComponents ?? []), tabs: 0 };
    transformChildren(tree, context);
  };
}

/** Components and tags that render as blocks: a paragraph of nothing but these is not a paragraph. */
const BLOCKS = new Set(['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'DocCardList', 'TOCInline', 'Details', 'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'iframe', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'video']);

/**
 * `<TabItem value="a">First</TabItem>` on a line of its own is parsed as a paragraph holding an inline
 * element; rendered so it would put a block inside a `<p>`. Such paragraphs give way to their elements.
 */
function liftBlocks(children: RootContent[]): RootContent[] {
  return children.flatMap((node) => {
    if (node.type !== 'paragraph') return [node];
    const elements = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const blocks = elements.length > 0 && elements.every((c) => c.type === 'mdxJsxTextElement' && (BLOCKS.has(c.name ?? '') || false));
    if (!blocks) return [node];
    return elements.map((c) => ({ ...(c as MdxJsxTextElement), type: 'mdxJsxFlowElement' }) as RootContent);
  });
}

function transformChildren(parent: Parent, context: Context): void {
  const out: RootContent[] = [];
  for (const node of liftBlocks(parent.children as RootContent[])) {
    for (const replaced of transform(node, context)) {
      if ('children' in replaced && !(replaced.data as { hChildren?: unknown } | undefined)?.hChildren) transformChildren(replaced as Parent, context);
      out.push(replaced);
    }
  }
  parent.children = out as Parent['children'];
}

/** What one node becomes: itself, nothing, or other nodes. */
function transform(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const evaluated = evaluateProgram(node.data?.estree);
      if (!evaluated.ok) {
        warn(context, node, `The expression \`{${short(node.value)}}\` is not rendered: mistdocs runs no code of a page, and shows only literal values.`, 'markdown/mdx-expression', 'Write the value itself (`{"text"}` or plain text), or compute it in a component registered in `markdown.mdxComponents`.');
        return [];
      }
      const value = evaluated.value;
      if (typeof value !== 'string' && typeof value !== 'number') return [];
      const text: Text = { type: 'text', value: String(value), position: node.position };
      return node.type === 'mdxFlowExpression' ? [{ type: 'paragraph', children: [text], position: node.position }] : [text];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, context);
    default:
      return [node];
  }
}

function element(node: JsxElement, context: Context): RootContent[] {
  // Already turned into markup (a TabItem by its Tabs).
  if (node.data?.hName) return [node];
  const name = node.name;
  // A fragment `<>...</>` is its children.
  if (!name) return node.children as RootContent[];
  const props = propsOf(node, context);
  if (/^[a-z]/.test(name) && !name.includes('.')) return [htmlElement(node, name, props)];
  if (context.site.has(name)) {
    node.data = { hName: SITE_COMPONENT_TAG, hProperties: { dataComponent: name, dataProps: JSON.stringify(props) } };
    return [node];
  }
  switch (name) {
    case 'Tabs':
      return [tabs(node, props, context)];
    case 'TabItem':
      warn(context, node, 'A `<TabItem>` outside `<Tabs>` is shown as a plain section.', 'markdown/mdx-tab-item', 'Put it inside a `<Tabs>` block.');
      return [tabPanel(node, props, label(props), false, '')];
    case 'Details':
      return [htmlElement(node, 'details', props)];
    case 'Link': {
      // @docusaurus/Link: `to` is a route or a Markdown file, `href` any URL; the page's links are resolved as any other.
      const { to, href, ...rest } = props;
      return [htmlElement(node, 'a', { ...rest, href: to ?? href })];
    }
    case 'Admonition':
      return [admonition(node, props, context)];
    case 'CodeBlock':
      return [codeBlock(node, props, context)];
    case 'DocCardList':
      return docCardList(node, context);
    case 'TOCInline':
      node.data = { hName: TOC_INLINE_TAG, hProperties: { dataMin: numberProp(props.minHeadingLevel), dataMax: numberProp(props.maxHeadingLevel) } };
      node.children = [];
      return [node];
    default: {
      const known = [...BUILT_IN, ...context.site];
      warn(context, node, `Unknown MDX component \`<${name}>\`: its content is shown without it.`, 'markdown/mdx-unknown-component', `mistdocs renders ${known.map((k) => `\`<${k}>\``).join(', ')} and lowercase HTML tags; register \`${name}\` in \`markdown.mdxComponents\` of the site config to render it.`);
      return node.children as RootContent[];
    }
  }
}

/** A lowercase tag: the same HTML element, its static attributes as properties. */
function htmlElement(node: JsxElement, tag: string, props: Props): JsxElement {
  const properties: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'className' || key === 'class') properties.className = String(value).split(/\s+/).filter(Boolean);
    else if (key === 'style' && typeof value === 'object') properties.style = styleText(value as Props);
    else if (key === 'htmlFor' || key === 'for') properties.htmlFor = String(value);
    else if (typeof value === 'object') continue;
    else properties[key] = value;
  }
  node.data = { hName: tag, hProperties: properties };
  return node;
}

/** `{fontSize: 12, color: 'red'}` -> `font-size:12px;color:red` (React's unitless numbers aside). */
function styleText(style: Props): string {
  return Object.entries(style)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' && v !== 0 && !/^(opacity|zIndex|fontWeight|lineHeight|flex\w*|order)$/.test(k) ? `${v}px` : v}`)
    .join(';');
}

/**
 * Docusaurus's Tabs as static markup that reads without JavaScript: every panel is shown, with its label
 * over it; the buttons are hidden until the client script turns the block into tabs (and syncs `groupId`).
 */
function tabs(node: JsxElement, props: Props, context: Context): JsxElement {
  const index = context.tabs++;
  node.children = liftBlocks(node.children as RootContent[]) as JsxElement['children'];
  const items = (node.children as RootContent[]).filter((c): c is JsxElement => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'TabItem');
  const others = (node.children as RootContent[]).filter((c) => !items.includes(c as JsxElement) && !(c.type === 'text' && c.value.trim() === ''));
  if (others.length > 0) warn(context, others[0]!, 'Only `<TabItem>` elements belong inside `<Tabs>`; the rest is left out.', 'markdown/mdx-tabs-content', 'Wrap the content in a `<TabItem value="...">`.');
  const values = Array.isArray(props.values) ? (props.values as Props[]) : [];
  const tabsData = items.map((item) => {
    const p = propsOf(item, context);
    const value = String(p.value ?? '');
    if (!value) warn(context, item, 'A `<TabItem>` needs a `value`.', 'markdown/mdx-tab-item', 'Add `value="..."` (and a `label`).');
    const fromValues = values.find((v) => v && v.value === p.value);
    return { item, props: p, value, label: String(p.label ?? fromValues?.label ?? value) };
  });
  const chosen = (props.defaultValue !== undefined && props.defaultValue !== null ? tabsData.find((t) => t.value === props.defaultValue) : undefined) ?? tabsData.find((t) => t.props.default === true) ?? tabsData[0];
  const id = `tabs-${index}`;
  const buttons: RootContent = {
    type: 'paragraph',
    data: {
      hName: 'div',
      hProperties: { className: ['tabs-list'], hidden: true },
      hChildren: tabsData.map((t, i) => ({
        type: 'element' as const,
        tagName: 'button',
        properties: { type: 'button', className: ['tab'], id: `${id}-tab-${i}`, dataValue: t.value, ...(t === chosen ? { dataDefault: true } : {}) },
        children: [{ type: 'text' as const, value: t.label }],
      })),
    },
    children: [],
  };
  node.children = [buttons, ...tabsData.map((t, i) => tabPanel(t.item, t.props, t.label, t === chosen, `${id}-panel-${i}`, `${id}-tab-${i}`, t.value))] as JsxElement['children'];
  const className = ['tabs', ...String(props.className ?? '').split(/\s+/).filter(Boolean)];
  node.data = { hName: 'div', hProperties: { className, id, ...(props.groupId ? { dataGroupId: String(props.groupId) } : {}) } };
  return node;
}

function tabPanel(item: JsxElement, props: Props, labelText: string, isDefault: boolean, id: string, tabId?: string, value?: string): JsxElement {
  const title: RootContent = { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['tab-panel-label'] } }, children: [{ type: 'text', value: labelText }] };
  item.children = [title, ...(item.children as RootContent[])] as JsxElement['children'];
  const className = ['tab-panel', ...String(props.className ?? '').split(/\s+/).filter(Boolean)];
  item.data = { hName: 'div', hProperties: { className, ...(id ? { id } : {}), ...(tabId ? { dataTab: tabId } : {}), ...(value !== undefined ? { dataValue: value } : {}), ...(isDefault ? { dataDefault: true } : {}) } };
  return item;
}

function label(props: Props): string {
  return String(props.label ?? props.value ?? '');
}

function admonition(node: JsxElement, props: Props, context: Context): RootContent {
  const typeName = String(props.type ?? 'note');
  let type = admonitionType(typeName);
  if (!type) {
    warn(context, node, `Unknown admonition type \`${typeName}\`: shown as a note.`, 'markdown/unknown-directive', 'Use note, tip, info, warning, danger (or caution, important, secondary, success).');
    type = admonitionType('note')!;
  }
  const directive: ContainerDirective = {
    type: 'containerDirective',
    name: typeName,
    attributes: typeof props.title === 'string' ? { title: props.title } : {},
    children: (node.type === 'mdxJsxTextElement' ? [{ type: 'paragraph', children: node.children }] : node.children) as ContainerDirective['children'],
  };
  return { ...toAdmonition(directive, type, context.source), position: node.position };
}

/** `<CodeBlock language="js" title="x">{`code`}</CodeBlock>` -> a fenced code block, so it is highlighted like one. */
function codeBlock(node: JsxElement, props: Props, context: Context): RootContent {
  const meta = [typeof props.metastring === 'string' ? props.metastring : '', typeof props.title === 'string' ? `title="${props.title.replaceAll('"', "'")}"` : '', props.showLineNumbers === true ? 'showLineNumbers' : typeof props.showLineNumbers === 'number' ? `showLineNumbers=${props.showLineNumbers}` : '']
    .filter(Boolean)
    .join(' ');
  const code: Code = { type: 'code', lang: typeof props.language === 'string' ? props.language : null, meta: meta || null, value: codeText(node, context).replace(/^\n+|\n+$/g, ''), position: node.position };
  return code;
}

function codeText(node: RootContent, context: Context): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const evaluated = evaluateProgram(node.data?.estree);
    // The parser drops each line's leading spaces from an expression's value; code needs them, so a
    // template string is read from the source itself.
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const written = start !== undefined && end !== undefined ? /^\{\s*`([^]*)`\s*\}$/.exec(context.source.slice(start, end)) : null;
    if (evaluated.ok && written && !written[1]!.includes('${')) return written[1]!.replace(/\\([`\\$])/g, '$1');
    if (evaluated.ok && (typeof evaluated.value === 'string' || typeof evaluated.value === 'number')) return String(evaluated.value);
    if (!evaluated.ok) warn(context, node, `The expression \`{${short(node.value)}}\` in a \`<CodeBlock>\` is not rendered: mistdocs runs no code of a page.`, 'markdown/mdx-expression', 'Give the code as a template string: {`...`}.');
    return '';
  }
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map((c) => codeText(c, context)).join(node.type === 'paragraph' ? '' : '\n');
  return '';
}

function docCardList(node: JsxElement, context: Context): RootContent[] {
  const cards = context.file.data.cards as CardItem[] | undefined;
  if (cards) return [{ type: 'html', value: renderCards(cards), position: node.position } satisfies Html];
  const m = context.file.message('A `<DocCardList>` lists the pages of the category this page belongs to, but no sidebar category links to this page.', { place: node.position, ruleId: 'markdown/no-category', source: 'mistdocs' });
  m.fatal = true;
  m.note = "Make this page its folder's index.mdx or the `link` doc of a `_category_` file, or remove the component.";
  return [];
}

/** Static props of an element; an attribute whose value needs code is reported and left out. */
function propsOf(node: JsxElement, context: Context): Props {
  const props: Props = {};
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      warn(context, node, `The spread \`{${short(attribute.value)}}\` on \`<${node.name}>\` is left out: mistdocs runs no code of a page.`, 'markdown/mdx-expression', 'Write the attributes out with literal values.');
      continue;
    }
    const value = attribute.value;
    // Docusaurus pages pass the page's own TOC, `toc={toc}`, which is what TOCInline shows anyway.
    if (node.name === 'TOCInline' && attribute.name === 'toc') continue;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const evaluated = evaluateProgram(value.data?.estree);
      if (evaluated.ok) props[attribute.name] = evaluated.value;
      else warn(context, node, `The attribute \`${attribute.name}={${short(value.value)}}\` on \`<${node.name}>\` is left out: mistdocs runs no code of a page, and takes only literal values.`, 'markdown/mdx-expression', `Give \`${attribute.name}\` a literal value ("text", a number, true or false, or an array or object of those).`);
    }
  }
  return props;
}

function numberProp(value: StaticValue): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

function warn(context: Context, node: RootContent, reason: string, ruleId: string, hint: string): void {
  const m = context.file.message(reason, { place: node.position, ruleId, source: 'mistdocs' });
  m.note = hint;
}

