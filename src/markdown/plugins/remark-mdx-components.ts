/**
 * remark-mdx-components: turns what remark-mdx parsed into plain mdast and hast hints, so the page is
 * static HTML with no MDX left in it. `import`/`export` are dropped once read: an imported `.md`/`.mdx`
 * partial renders in place of its element (parsed by the page's parser, its props in scope), and the
 * exports are in scope of the expressions. `{expressions}` run at build time (mdx-scope.ts); one that
 * cannot run renders nothing with a warning. Lowercase tags become HTML elements; the components
 * Docusaurus ships (Tabs/TabItem, Admonition, CodeBlock, DocCardList, TOCInline, Details, Link) become
 * their static markup; the site's own components become placeholders that rehype-site-components
 * renders with React; any other component is a warning and renders its children. Imports no React and no fs.
 */
import GithubSlugger from 'github-slugger';
import type { Code, Heading, Html, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { MDX1_CONDITION, type Mdx1Place } from '../mdx1-compat.js';
import { renderCards } from '../../shared/render-cards.js';
import { CLIENT_DIRECTIVES, THEME_COMPONENTS, type ClientDirective } from '../../shared/islands.js';
import type { CardItem } from '../../shared/types.js';
import { joinPosix } from './rehype-links.js';
import { contentPathOf, rebaseTree, rebaseUrl, shiftPositions, splitFrontMatter } from '../mdx-partials.js';
import { declaredFunctions, ExpressionScope, hasJsx, type EstreeNode } from '../mdx-scope.js';
import { isPartialImport, moduleKey } from '../module-key.js';
import { siteCandidates, sitePathOf } from '../../shared/site-path.js';
import type { SandboxFile } from '../expression-sandbox.js';
import { evaluateProgram, type StaticValue } from '../mdx-static-value.js';
import { plainText } from '../plain-text.js';
import { walkType } from '../walk.js';
import { fromMdx1Nodes, hasMdx1Nodes } from './mdx1-plugin-nodes.js';
import { admonitionType, toAdmonition, type AdmonitionTitles } from './remark-admonitions.js';

export interface MdxComponentsOptions {
  /** Names of the components the site registered (`markdown.mdxComponents`). */
  siteComponents?: readonly string[];
  /** The site has its own `src/theme/MDXComponents` (Docusaurus's global components): a capitalised tag the page does not import is looked for there. */
  themeComponents?: boolean;
  /** The text of a partial (content path, `docs/_shared.mdx`), or undefined when there is no such file. */
  readPartial?: (contentPath: string) => string | undefined;
  /** Parses a partial's text as the page's own text is parsed; returns the tree, the text it was parsed from and the places read as MDX 1 read them. */
  parsePartial?: (text: string, contentPath: string) => { tree: Root; text: string; places?: Mdx1Place[] };
  /** The admonition titles in the page's language (see remark-admonitions.ts). */
  admonitionTitles?: AdmonitionTitles;
  /** Parses text as MDX (what a plugin written for MDX 1 inserted as text), whatever the page is. */
  parseMdx?: (text: string) => Root;
  /** Reports a place read as MDX 1 read it, `lineOffset` lines down the page's combined source. */
  reportMdx1?: (file: VFile, place: Mdx1Place, lineOffset: number) => void;
  /** The public URL of a content file an expression requires or imports (an image), if it exists. */
  resolveAsset?: (contentPath: string) => string | undefined;
  /** The site's base URL, for `useBaseUrl` in expressions. */
  baseUrl?: string;
  /** The site's folder seen from the content folder (`..`), where `@site/` partials outside the content folder are. */
  siteDir?: string;
  /** A code module the page imports, bundled for its expressions (see mdx-scope.ts), by its moduleKey. */
  readModule?: (key: string) => string | undefined;
  /**
   * This run follows the site's own remark plugins: it turns only the MDX nodes they inserted (an
   * `import`, a `<Tabs>` element), as the first run turns the author's, and does nothing when they inserted none.
   */
  afterSitePlugins?: boolean;
}

/** Lines of the page's combined source that came from a partial: messages there are the partial's. */
export interface PartialRange {
  file: string;
  /** First and last line (1-based, inclusive) of the combined source. */
  from: number;
  to: number;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, StaticValue>;

/** The element rehype-site-components renders; its props travel as JSON. */
export const SITE_COMPONENT_TAG = 'mistdocs-component';
/** The element the component stage renders: one use of a component the page imports, `data-use` its index in `file.data.components`. */
export const COMPONENT_USE_TAG = 'mistdocs-use';
/** The module of a use that is an expression with JSX in it (`{items.map((i) => <Card {...i} />)}`), which the component stage runs as the page's function. */
export const EXPRESSION_USE = 'mistdocs:expression';

/** One use of a component a page imports from a module (`import Counter from './Counter'`), rendered after the Markdown stage. */
export interface ComponentUse {
  /**
   * The module: `@content/<path>` for a path relative to the content folder (a relative import),
   * `@site/<path>`, or a package, `@theme/...` or `@docusaurus/...` specifier as written.
   */
  module: string;
  /** The export used: `default` or a named export. */
  export: string;
  /** The local name, for messages. */
  name: string;
  props: Record<string, StaticValue>;
  /** The author's choice (`client:load`, `client:static`), when given. */
  client?: ClientDirective;
  /** Children written as a function (a render prop): its source, which the component stage makes a function of. */
  childFunction?: string;
  /** Props whose values are functions (`format={shout}`, `render={(x) => ...}`): each one's source, which the component stage calls in the page's context. */
  functions?: Record<string, string>;
  /** Props whose values hold JSX (`icon={<Star />}`): each one's source, which the component stage makes the value of. */
  elements?: Record<string, string>;
  /** The file's context for those functions and the render prop (its imports, exports, `frontMatter`), as the sandbox makes it. */
  scope?: SandboxFile;
  /** The components the page imports that those functions name as elements (`<Card />` in `items.map(...)`), by local name. */
  components?: Record<string, { module: string; export: string }>;
  line?: number;
  column?: number;
}

/** Docusaurus modules whose components this plugin renders itself (as markup the runtime enhances): imported or not, they are built in. */
const BUILT_IN_MODULES = /^@theme\/(Tabs|TabItem|Admonition|CodeBlock|DocCardList|TOCInline|Details|MDXComponents|Mermaid)$|^@docusaurus\/Link$/;
/** Imports that are files rather than code: their default export is a URL (see mdx-scope.ts). */
const FILE_MODULE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mp3|wav|ogg|pdf|zip|txt|csv|json5|ya?ml|css|scss|md|mdx)$/i;
/** The element rehype-toc-inline fills with the page's table of contents. */
export const TOC_INLINE_TAG = 'mistdocs-toc-inline';

const BUILT_IN = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'DocCardList', 'TOCInline', 'Details', 'Link', 'Mermaid'];

/** What the page and every partial rendered into it share. */
interface Page {
  file: VFile;
  tree: Root;
  /** The page's text followed by the text of each partial rendered into it, so every position points into it. */
  source: string;
  /** Content path (`docs/guides/setup.mdx`) and folder of the page. */
  path: string;
  relDir: string;
  site: ReadonlySet<string>;
  options: MdxComponentsOptions;
}

/** The file being transformed: the page, or a partial rendered into it. */
interface Context {
  page: Page;
  /** The file's content path (`docs/settings/_shared.mdx`) and folder. */
  path: string;
  relDir: string;
  /** The file's text, which its expressions' estree offsets point into. */
  source: string;
  scope: ExpressionScope;
  /** Imported partials by local name. */
  partials: Map<string, { path: string; text: string | undefined }>;
  /** Components imported from modules, by local name. */
  modules: Map<string, { module: string; export: string }>;
  /** Docusaurus's components this plugin renders itself (`Tabs`, `Link`), by local name: inside an expression the component stage renders them. */
  builtIns: Map<string, { module: string; export: string }>;
  /** Components the file defines and exports (`export const Highlight = ({ children }) => <span>{children}</span>`). */
  pageComponents: Set<string>;
  /** The partials around this one, outermost first (for cycles). */
  trail: string[];
}

export default function remarkMdxComponents(options: MdxComponentsOptions = {}) {
  return (tree: Root, file: VFile) => {
    const relDir = String(file.data.relDir ?? '');
    const path = `${relDir ? `${relDir}/` : ''}${String(file.data.relPath ?? '').split('/').pop()}`;
    if (options.afterSitePlugins && !holdsMdx(tree)) return;
    // What a remark plugin written for MDX 1 inserted, as the MDX 3 nodes an author would write.
    if (options.afterSitePlugins && options.parseMdx && hasMdx1Nodes(tree)) fromMdx1Nodes(tree, options.parseMdx);
    // After the site's plugins, the page's own imports (read and dropped by the first run) still count.
    const earlier = file.data.mdxContext as Context | undefined;
    if (earlier) {
      readImports(earlier, tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm'));
      transformChildren(tree, earlier);
      return;
    }
    const page: Page = { file, tree, source: String(file.value), path, relDir, site: new Set(options.siteComponents ?? []), options };
    const context = fileContext(page, tree, path, page.source, (file.data.frontMatter as Record<string, unknown> | undefined) ?? {}, {}, []);
    file.data.mdxContext = context;
    transformChildren(tree, context);
  };
}

/**
 * The second run, after the site's own remark plugins: a function of its own, since unified keeps one
 * entry per plugin function and would otherwise only reconfigure the first run.
 */
export function remarkMdxInserted(options: MdxComponentsOptions = {}) {
  return remarkMdxComponents({ ...options, afterSitePlugins: true });
}

/** Whether any MDX node is left to turn into markup (one no run has turned yet). */
function holdsMdx(node: { type: string; data?: { hName?: unknown }; children?: unknown[] }): boolean {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'jsx' || node.type === 'import' || node.type === 'export') return true;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !node.data?.hName) return true;
  return !!node.children && node.children.some((child) => holdsMdx(child as typeof node));
}

/** The context of one file: its exports and imported partials read, its expressions' scope ready. */
function fileContext(page: Page, tree: Root, path: string, source: string, frontMatter: Record<string, unknown>, props: Record<string, unknown>, trail: string[]): Context {
  const relDir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  const resolveFile = (specifier: string) => {
    // `require('/img/x.png')`: a file of the static folder, as webpack resolves a root-absolute path.
    if (/^\/[^/]/.test(specifier)) return page.options.resolveAsset?.(specifier);
    const contentPath = contentPathOf(specifier, relDir);
    return contentPath === undefined ? undefined : page.options.resolveAsset?.(contentPath);
  };
  const programs = esm.map((node) => node.data?.estree as EstreeNode | undefined).filter((p): p is EstreeNode => !!p);
  const scope = new ExpressionScope({ source, esm: programs, frontMatter, props, toc: () => tocOf(page), resolveFile, baseUrl: page.options.baseUrl, relDir, readModule: page.options.readModule });
  const context: Context = { page, path, relDir, source, scope, partials: new Map(), modules: new Map(), builtIns: new Map(), pageComponents: definedComponents(programs), trail };
  readImports(context, esm);
  return context;
}

/** Records what the `import` statements of `esm` give the file: partials and components, by local name. */
function readImports(context: Context, esm: MdxjsEsm[]): void {
  const { page, relDir } = context;
  for (const node of esm) {
    for (const statement of ((node.data?.estree as EstreeNode | undefined)?.body as EstreeNode[] | undefined) ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const from = String((statement.source as { value: unknown }).value);
      if (!isPartialImport(from)) {
        readModuleImport(context, from, statement);
        continue;
      }
      const local = (statement.specifiers as EstreeNode[]).find((s) => s.type === 'ImportDefaultSpecifier')?.local as { name: string } | undefined;
      if (!local) continue;
      // `@site/` is the site's folder, then the content folder (where its docs/ are), as every reader of `@site/` looks.
      const places = partialPlaces(from, relDir, page.options.siteDir);
      let partialPath: string | undefined;
      let text: string | undefined;
      for (const place of places) {
        text = page.options.readPartial?.(place.path);
        if (text !== undefined) {
          partialPath = place.path;
          break;
        }
      }
      if (text === undefined) {
        const looked = places.map((p) => `\`${p.shown}\` in the ${p.folder} folder`).join(' and ');
        const m = page.file.message(`The partial \`${from}\` imported here does not exist${looked ? ` (looked for ${looked})` : ''}.`, { place: statementPlace(node, statement), ruleId: 'markdown/missing-partial', source: 'mistdocs' });
        m.fatal = true;
        m.note = 'Import a partial by a path relative to this file (`./_shared.mdx`) or from the site (`@site/docs/_shared.mdx`), and check the file name.';
      }
      context.partials.set(local.name, { path: partialPath ?? from, text });
    }
  }
}

/** The content paths a partial import may name, in the order they are tried, each with how a report names it. */
function partialPlaces(from: string, relDir: string, siteDir: string | undefined): { path: string; shown: string; folder: string }[] {
  const rest = sitePathOf(from);
  if (rest === undefined) {
    const inContent = contentPathOf(from, relDir);
    return inContent === undefined ? [] : [{ path: inContent, shown: inContent, folder: 'content' }];
  }
  const places = siteCandidates(
    rest,
    (r) => (siteDir === undefined ? undefined : { path: joinPosix(siteDir, r), shown: r, folder: 'site' }),
    (r) => ({ path: joinPosix('', r), shown: r, folder: 'content' }),
  ).filter((p): p is { path: string; shown: string; folder: string } => p !== undefined);
  return places.filter((p, i) => places.findIndex((q) => q.path === p.path) === i);
}

/** Records the components a code module gives (`import X from './X'`, `import { Y } from '@site/src/y'`), by local name. */
function readModuleImport(context: Context, from: string, statement: EstreeNode): void {
  if (FILE_MODULE.test(from)) return;
  const module = moduleKey(from, context.relDir);
  const into = BUILT_IN_MODULES.test(from) ? context.builtIns : context.modules;
  for (const specifier of statement.specifiers as EstreeNode[]) {
    const local = (specifier.local as { name: string }).name;
    if (!/^[A-Z]/.test(local)) continue;
    if (specifier.type === 'ImportDefaultSpecifier') into.set(local, { module, export: 'default' });
    else if (specifier.type === 'ImportSpecifier') {
      const imported = specifier.imported as { name?: string; value?: string };
      into.set(local, { module, export: String(imported.name ?? imported.value) });
    }
  }
}

type Loc = { loc?: { start: { line: number; column: number } } };

/** Where one statement of an `import`/`export` block starts (its estree lines are the file's own, the node's may be moved). */
function statementPlace(node: RootContent, statement: EstreeNode): { line: number; column: number } | undefined {
  const start = (statement as Loc).loc?.start;
  const first = ((node.data as { estree?: Loc } | undefined)?.estree)?.loc?.start;
  if (!start || !first || !node.position) return node.position?.start;
  return { line: node.position.start.line + start.line - first.line, column: start.column + 1 };
}

/** Docusaurus's `toc` export for expressions: every heading of the page below the title, with its id. */
function tocOf(page: Page): { value: string; id: string; level: number }[] {
  const slugger = new GithubSlugger();
  const out: { value: string; id: string; level: number }[] = [];
  walkType<Heading>(page.tree, 'heading', (node) => {
    const text = plainText(node, page.source);
    const custom = /\s*\{#([^}\s]+)\}\s*$/.exec(text);
    const value = custom ? text.slice(0, custom.index) : text;
    const id = custom ? custom[1]! : slugger.slug(value);
    if (node.depth >= 2) out.push({ value, id, level: node.depth });
  });
  return out;
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

/** What the children of an element that gives way to them become in its place (their own children are turned by transformChildren). */
function inPlace(children: RootContent[], context: Context): RootContent[] {
  return liftBlocks(children).flatMap((child) => transform(child, context));
}

/** What one node becomes: itself, nothing, or other nodes. */
function transform(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const branch = jsxBranch(node, context);
      if (branch) return branch;
      const withJsx = expressionUse(node, context);
      if (withJsx) return [withJsx];
      const value = evaluateExpression(node.value, node.data?.estree, node, context);
      if (!value.ok) return [];
      const texts = textsOf(value.value);
      if (texts === undefined) {
        warn(context, node, `The expression \`{${short(node.value)}}\` is not rendered: its value is ${typeof value.value === 'function' ? 'a function' : 'an object'}, not text.`, 'markdown/mdx-expression', 'Make it give a string or a number (a property of the object, or `.join(", ")` for a list).');
        return [];
      }
      return textResult(node, texts);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, context);
    default:
      return [node];
  }
}

/**
 * JSX in an expression, as Docusaurus renders it: `{test && <X />}` and `{test ? <A /> : <B />}` with
 * `test` run at build time, `{<X />}` alone. The element chosen is read from the file's text as MDX and
 * rendered as if written in the expression's place; a test that cannot run renders nothing, with a
 * warning. Undefined when the expression is no such form (it is then run as any other).
 */
function jsxBranch(node: MdxFlowExpression | MdxTextExpression, context: Context): RootContent[] | undefined {
  const program = node.data?.estree as EstreeNode | undefined;
  const expression = onlyExpression(program);
  const parse = context.page.options.parseMdx;
  if (!expression || !program || !parse) return undefined;
  const isJsx = (e: unknown) => !!e && ((e as EstreeNode).type === 'JSXElement' || (e as EstreeNode).type === 'JSXFragment');
  const isEmpty = (e: unknown) => !!e && (e as EstreeNode).type === 'Literal' && ((e as { value?: unknown }).value === null || (e as { value?: unknown }).value === false);
  let chosen: EstreeNode | undefined;
  if (isJsx(expression)) chosen = expression;
  else if (expression.type === 'LogicalExpression' && expression.operator === '&&' && isJsx(expression.right)) {
    const test = evaluateTest(expression.left as EstreeNode, node, context);
    if (!test.ok) return [];
    if (!test.value) return textResult(node, textsOf(test.value) ?? []);
    chosen = expression.right as EstreeNode;
  } else if (expression.type === 'ConditionalExpression' && [expression.consequent, expression.alternate].every((e) => isJsx(e) || isEmpty(e)) && [expression.consequent, expression.alternate].some(isJsx)) {
    const test = evaluateTest(expression.test as EstreeNode, node, context);
    if (!test.ok) return [];
    const branch = (test.value ? expression.consequent : expression.alternate) as EstreeNode;
    if (!isJsx(branch)) return [];
    chosen = branch;
  } else return undefined;
  const { start, end } = chosen;
  if (start === undefined || end === undefined || program.start === undefined || node.position?.start.offset === undefined) return undefined;
  let tree: Root;
  try {
    tree = parse(context.source.slice(start, end));
  } catch (error) {
    // JSX that JavaScript reads but MDX does not (rare: MDX reads its text as Markdown).
    warn(context, node, `The element in \`{${short(node.value)}}\` is not rendered: ${error && typeof error === 'object' && 'reason' in error ? String(error.reason) : String(error)}.`, 'markdown/mdx-expression', 'Write the element outside the expression, or give the expression a string.');
    return [];
  }
  shiftPositions(tree, node.position.start.line - 1 + (context.source.slice(program.start, start).match(/\n/g)?.length ?? 0), node.position.start.offset + 1 + start - program.start);
  const parsed = tree.children as RootContent[];
  // Inline, the element comes back as a paragraph of its own: its content goes in the expression's place.
  const nodes = node.type === 'mdxTextExpression' && parsed.length === 1 && parsed[0]!.type === 'paragraph' ? (parsed[0].children as RootContent[]) : parsed;
  return inPlace(nodes, context);
}

/**
 * An expression whose JSX is made by code (`{items.map((item) => <Card {...item} />)}`, a function
 * called in place): a use the component stage renders by running the expression in the page's context,
 * with the components the page imports as the elements it names. Undefined for an expression without JSX.
 */
function expressionUse(node: MdxFlowExpression | MdxTextExpression, context: Context): RootContent | undefined {
  const expression = onlyExpression(node.data?.estree as EstreeNode | undefined);
  if (!expression || expression.start === undefined || expression.end === undefined || !hasJsx(expression)) return undefined;
  const code = context.source.slice(expression.start, expression.end);
  const components = componentsNamed(code, context);
  const uses = ((context.page.file.data.components as ComponentUse[] | undefined) ??= []);
  const start = node.position?.start;
  uses.push({ module: EXPRESSION_USE, export: 'default', name: `{${short(node.value)}}`, props: {}, childFunction: `() => (${code})`, scope: context.scope.sandboxFile(), ...(components ? { components } : {}), ...(start ? { line: start.line, column: start.column } : {}) });
  const data = { hName: COMPONENT_USE_TAG, hProperties: { dataUse: uses.length - 1 } };
  return node.type === 'mdxFlowExpression'
    ? { type: 'mdxJsxFlowElement', name: null, attributes: [], children: [], data, position: node.position }
    : { type: 'mdxJsxTextElement', name: null, attributes: [], children: [], data, position: node.position };
}

/** The components the file imports that `code` names as elements (`<Card`), by local name; undefined for none. */
function componentsNamed(code: string, context: Context): Record<string, { module: string; export: string }> | undefined {
  const found = [...context.builtIns, ...context.modules].filter(([name]) => new RegExp(`<${name.replace(/\$/g, '\\$')}[\\s/>]`).test(code));
  return found.length ? Object.fromEntries(found) : undefined;
}

/** The value of an expression's test, run in the file's scope (reported when it cannot run). */
function evaluateTest(test: EstreeNode, node: RootContent, context: Context): { ok: true; value: unknown } | { ok: false } {
  if (test.start === undefined || test.end === undefined) return { ok: false };
  const code = context.source.slice(test.start, test.end);
  return evaluateExpression(code, { type: 'Program', body: [{ type: 'ExpressionStatement', expression: test }] }, node, context);
}

/** What a value shown in an expression's place is: its text, in a paragraph when the expression is a block. */
function textResult(node: MdxFlowExpression | MdxTextExpression, texts: string[]): RootContent[] {
  if (texts.length === 0) return [];
  const text: Text = { type: 'text', value: texts.join(''), position: node.position };
  return node.type === 'mdxFlowExpression' ? [{ type: 'paragraph', children: [text], position: node.position }] : [text];
}

/**
 * The value of an expression (a literal without running anything, else run in the file's scope); one
 * that fails is reported and is not `ok`. `{/* comments *\/}` are worth nothing.
 */
function evaluateExpression(code: string, program: unknown, node: RootContent, context: Context): { ok: true; value: unknown } | { ok: false } {
  const literal = evaluateProgram(program);
  if (literal.ok) return literal;
  const run = context.scope.evaluate(code, program);
  if (run.ok) return run;
  warn(context, node, `The expression \`{${short(code)}}\` is not rendered: ${run.reason}.`, 'markdown/mdx-expression', 'At build time an expression sees what this file imports from the site\'s code and data (`import { items } from \'@site/src/data/items\'`), the constants it exports, `frontMatter`, `toc`, a partial\'s `props` and `require` of images; compute anything else in a component.');
  return { ok: false };
}

/** What a value shows as, as React shows a child: text for strings and numbers, nothing for booleans and null, each item of a list; undefined for an object. */
function textsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'bigint') return [String(value)];
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const item of value) {
      const texts = textsOf(item);
      if (!texts) return undefined;
      out.push(...texts);
    }
    return out;
  }
  return undefined;
}

function element(node: JsxElement, context: Context): RootContent[] {
  // Already turned into markup (a TabItem by its Tabs).
  if (node.data?.hName) return [node];
  const name = node.name;
  // A fragment `<>...</>` is its children, each turned as it would be in the fragment's place.
  if (!name) return inPlace(node.children as RootContent[], context);
  const props = propsOf(node, context);
  // An MDX 1 expression around Markdown (`{test && <div>` ... `</div>}`): its element when the test holds.
  if (name === MDX1_CONDITION) return props.test ? inPlace(node.children as RootContent[], context) : [];
  if (/^[a-z]/.test(name) && !name.includes('.')) return [htmlElement(node, name, props, context)];
  const partial = context.partials.get(name);
  if (partial) return renderPartial(node, partial, props, context);
  // A component registered in the config wins over an import of the same name (a migrated page keeps the import of the file it came from).
  if (context.page.site.has(name)) {
    node.data = { hName: SITE_COMPONENT_TAG, hProperties: { dataComponent: name, dataProps: JSON.stringify(props) } };
    return [node];
  }
  const imported = context.modules.get(name);
  if (imported) return [componentUse(node, name, imported, props, context)];
  if (context.pageComponents.has(name)) return [pageComponentUse(node, name, props, context)];
  switch (name) {
    case 'Tabs':
      return [tabs(node, props, context)];
    case 'TabItem':
      warn(context, node, 'A `<TabItem>` outside `<Tabs>` is shown as a plain section.', 'markdown/mdx-tab-item', 'Put it inside a `<Tabs>` block.');
      return [tabPanel(node, props, label(props), false, '')];
    case 'Details':
      return [htmlElement(node, 'details', props, context)];
    case 'Link': {
      // @docusaurus/Link: `to` is a route or a Markdown file, `href` any URL; the page's links are resolved as any other.
      const { to, href, ...rest } = props;
      return [htmlElement(node, 'a', { ...rest, href: to ?? href }, context)];
    }
    case 'Admonition':
      return [admonition(node, props, context)];
    case 'CodeBlock':
      return [codeBlock(node, props, context)];
    case 'Mermaid': {
      // @theme/Mermaid: `<Mermaid value={`graph TD; A-->B`} />` is the diagram a ```mermaid block makes.
      const diagram: Code = { type: 'code', lang: 'mermaid', meta: null, value: typeof props.value === 'string' ? props.value : codeText(node, context), position: node.position };
      return [diagram];
    }
    case 'DocCardList':
      return docCardList(node, context);
    case 'TOCInline':
      node.data = { hName: TOC_INLINE_TAG, hProperties: { dataMin: numberProp(props.minHeadingLevel), dataMax: numberProp(props.maxHeadingLevel) } };
      node.children = [];
      return [node];
    default: {
      // Docusaurus's global components: the component stage looks the name up in the site's MDXComponents (and warns there when it is not).
      if (context.page.options.themeComponents && /^[A-Z][\w]*$/.test(name)) return [componentUse(node, name, { module: THEME_COMPONENTS, export: name }, props, context)];
      const known = [...BUILT_IN, ...context.page.site];
      warn(context, node, `Unknown MDX component \`<${name}>\`: its content is shown without it.`, 'markdown/mdx-unknown-component', `mistdocs renders ${known.map((k) => `\`<${k}>\``).join(', ')}, lowercase HTML tags and components the page imports; import \`${name}\` in this file (\`import ${name} from '@site/src/components/${name}'\`) or register it in \`markdown.mdxComponents\` of the site config.`);
      return node.children as RootContent[];
    }
  }
}

/** A component the page imports: a placeholder naming its entry in `file.data.components`, its children (Markdown) inside. */
function componentUse(node: JsxElement, name: string, imported: { module: string; export: string }, props: Props, context: Context): JsxElement {
  const uses = ((context.page.file.data.components as ComponentUse[] | undefined) ??= []);
  let client: ClientDirective | undefined;
  for (const key of Object.keys(props)) {
    if (!key.startsWith('client:')) continue;
    const directive = key.slice('client:'.length) as ClientDirective;
    if (CLIENT_DIRECTIVES.includes(directive)) client = directive;
    else warn(context, node, `\`${key}\` on \`<${name}>\` is not a choice mistdocs knows; it is left out.`, 'markdown/mdx-client-directive', 'Write `client:load` to hydrate the component in the browser whatever it does (`client:visible` when it scrolls into view, `client:idle` once the browser is idle), or `client:static` to keep it HTML only.');
    delete props[key];
  }
  const start = node.position?.start;
  const childFunction = functionChild(node, context);
  if (childFunction !== undefined) node.children = [];
  const functions = FUNCTION_PROPS.get(node);
  const elements = ELEMENT_PROPS.get(node);
  const code = childFunction !== undefined || functions || elements;
  const components = code ? componentsNamed([childFunction ?? '', ...Object.values(functions ?? {}), ...Object.values(elements ?? {})].join('\n'), context) : undefined;
  uses.push({ ...imported, name, props, ...(client ? { client } : {}), ...(childFunction !== undefined ? { childFunction } : {}), ...(functions ? { functions } : {}), ...(elements ? { elements } : {}), ...(code ? { scope: context.scope.sandboxFile() } : {}), ...(components ? { components } : {}), ...(start ? { line: start.line, column: start.column } : {}) });
  node.data = { hName: COMPONENT_USE_TAG, hProperties: { dataUse: uses.length - 1 } };
  return node;
}

/**
 * A component the file defines (`<Highlight color="#25c2a0">text</Highlight>`): a use the component
 * stage renders by running the component in the page's sandbox with the props, its children (Markdown)
 * where it puts them; the components it makes elements of are the page's imports.
 */
function pageComponentUse(node: JsxElement, name: string, props: Props, context: Context): JsxElement {
  const uses = ((context.page.file.data.components as ComponentUse[] | undefined) ??= []);
  const childFunction = functionChild(node, context);
  if (childFunction !== undefined) node.children = [];
  const functions = Object.entries({ ...FUNCTION_PROPS.get(node), ...ELEMENT_PROPS.get(node) }).map(([prop, source]) => ` ${prop}={${source}}`).join('');
  const element = childFunction !== undefined ? `<${name} {...__props}${functions}>{${childFunction}}</${name}>` : `<${name} {...__props}${functions} />`;
  const components = componentsNamed(context.source, context);
  const start = node.position?.start;
  uses.push({ module: EXPRESSION_USE, export: 'default', name: `<${name}>`, props, childFunction: `(__props) => ${element}`, scope: context.scope.sandboxFile(), ...(components ? { components } : {}), ...(start ? { line: start.line, column: start.column } : {}) });
  node.data = { hName: COMPONENT_USE_TAG, hProperties: { dataUse: uses.length - 1 } };
  return node;
}

/** The components a file's exports define: capitalised functions with JSX in them. */
function definedComponents(programs: EstreeNode[]): Set<string> {
  const names = new Set<string>();
  for (const program of programs) {
    for (const statement of (program.body as EstreeNode[] | undefined) ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as EstreeNode | null) : null;
      if (declaration && hasJsx(declaration)) for (const name of declaredFunctions(declaration).names) names.add(name);
    }
  }
  return new Set([...names].filter((n) => /^[A-Z]/.test(n)));
}

/**
 * An imported partial in place of its element: its text parsed as the page's is, appended to the page's
 * source (so positions, and messages, point at its lines), its links made relative to the page, and its
 * own MDX transformed with `props` in scope. A partial that includes itself is an error.
 */
function renderPartial(node: JsxElement, partial: { path: string; text: string | undefined }, props: Props, context: Context): RootContent[] {
  const { page } = context;
  if (partial.text === undefined || !page.options.parsePartial) return [];
  const trail = [...context.trail, partial.path];
  if (partial.path === page.path || context.trail.includes(partial.path)) {
    const m = page.file.message(`The partial \`${partial.path}\` includes itself: ${[page.path, ...trail].join(' -> ')}.`, { place: node.position, ruleId: 'markdown/partial-cycle', source: 'mistdocs' });
    m.fatal = true;
    m.note = 'Remove the import that closes the circle.';
    return [];
  }
  const { body, frontMatter } = splitFrontMatter(partial.text);
  let parsed: { tree: Root; text: string; places?: Mdx1Place[] };
  try {
    parsed = page.options.parsePartial(body, partial.path);
  } catch (error) {
    // Not valid MDX: an error at its own line (its text is appended so that the line maps back to it), not a crash.
    if (!(error && typeof error === 'object' && 'line' in error && typeof error.line === 'number')) throw error;
    const lines = page.source.split('\n').length;
    page.source += `\n${body}`;
    page.file.value = page.source;
    ((page.file.data.partialRanges as PartialRange[] | undefined) ??= []).push({ file: partial.path, from: lines + 1, to: lines + body.split('\n').length });
    const reason = 'reason' in error ? String(error.reason) : String(error);
    const column = 'column' in error && typeof error.column === 'number' ? error.column : 1;
    const m = page.file.message(`The partial \`${partial.path}\` is not valid MDX: ${reason}`, { place: { line: lines + error.line, column }, ruleId: 'markdown/mdx-syntax', source: 'mistdocs' });
    m.fatal = true;
    m.note = 'In MDX, `<` starts a tag and `{` an expression: write `\\<` and `\\{` for the characters and close every tag (`<br />`). The partial was left out of the page.';
    return [];
  }
  const { tree, text, places } = parsed;
  const lines = page.source.split('\n').length;
  for (const place of places ?? []) page.options.reportMdx1?.(page.file, place, lines);
  shiftPositions(tree, lines, page.source.length + 1);
  page.source += `\n${text}`;
  page.file.value = page.source;
  const ranges = ((page.file.data.partialRanges as PartialRange[] | undefined) ??= []);
  ranges.push({ file: partial.path, from: lines + 1, to: lines + text.split('\n').length });
  const relDir = partial.path.includes('/') ? partial.path.slice(0, partial.path.lastIndexOf('/')) : '';
  rebaseTree(tree, relDir, page.relDir);
  const child = fileContext(page, tree, partial.path, text, frontMatter, props, trail);
  transformChildren(tree, child);
  return tree.children;
}

/** A lowercase tag: the same HTML element, its static attributes as properties (relative `src`/`href` of a partial made relative to the page). */
function htmlElement(node: JsxElement, tag: string, props: Props, context: Context): JsxElement {
  const properties: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if ((key === 'src' || key === 'href') && typeof value === 'string') properties[key] = rebaseUrl(value, context.relDir, context.page.relDir);
    else if (key === 'className' || key === 'class') properties.className = String(value).split(/\s+/).filter(Boolean);
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
  // Counted on the file, so the tabs a site plugin inserts (turned in a later run) get ids of their own.
  const data = context.page.file.data as { tabsCount?: number };
  const index = data.tabsCount ?? 0;
  data.tabsCount = index + 1;
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
  // `queryString`: the URL's `?<key>=<value>` picks the tab, and a choice is written there (the key is the groupId for `queryString` alone).
  const queryKey = typeof props.queryString === 'string' && props.queryString ? props.queryString : props.queryString === true && props.groupId ? String(props.groupId) : undefined;
  if (props.queryString === true && !props.groupId) warn(context, node, 'A `<Tabs queryString>` without a `groupId` has no name for its search parameter; the URL is left alone.', 'markdown/mdx-tabs-query-string', 'Add `groupId="..."`, or name the parameter: `queryString="method"`.');
  node.data = { hName: 'div', hProperties: { className, id, ...(props.groupId ? { dataGroupId: String(props.groupId) } : {}), ...(queryKey ? { dataQueryString: queryKey } : {}) } };
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
  const titles = context.page.options.admonitionTitles;
  let type = admonitionType(typeName, titles);
  if (!type) {
    warn(context, node, `Unknown admonition type \`${typeName}\`: shown as a note.`, 'markdown/unknown-directive', 'Use note, tip, info, warning, danger (or caution, important, secondary, success).');
    type = admonitionType('note', titles)!;
  }
  const directive: ContainerDirective = {
    type: 'containerDirective',
    name: typeName,
    attributes: typeof props.title === 'string' ? { title: props.title } : {},
    children: (node.type === 'mdxJsxTextElement' ? [{ type: 'paragraph', children: node.children }] : node.children) as ContainerDirective['children'],
  };
  return { ...toAdmonition(directive, type, context.page.source), position: node.position };
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
    const written = start !== undefined && end !== undefined ? /^\{\s*`([^]*)`\s*\}$/.exec(context.page.source.slice(start, end)) : null;
    if (evaluated.ok && written && !written[1]!.includes('${')) return written[1]!.replace(/\\([`\\$])/g, '$1');
    if (evaluated.ok && (typeof evaluated.value === 'string' || typeof evaluated.value === 'number')) return String(evaluated.value);
    if (evaluated.ok) return '';
    const run = evaluateExpression(node.value, node.data?.estree, node, context);
    return run.ok && (typeof run.value === 'string' || typeof run.value === 'number') ? String(run.value) : '';
  }
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map((c) => codeText(c, context)).join(node.type === 'paragraph' ? '' : '\n');
  return '';
}

function docCardList(node: JsxElement, context: Context): RootContent[] {
  const cards = context.page.file.data.cards as CardItem[] | undefined;
  if (cards) return [{ type: 'html', value: renderCards(cards), position: node.position } satisfies Html];
  const m = context.page.file.message('A `<DocCardList>` lists the pages of the category this page belongs to, but no sidebar category links to this page.', { place: node.position, ruleId: 'markdown/no-category', source: 'mistdocs' });
  m.fatal = true;
  m.note = "Make this page its folder's index.mdx or the `link` doc of a `_category_` file, or remove the component.";
  return [];
}

/** The expression of an expression node's estree `Program` when it is one expression statement. */
function onlyExpression(program: EstreeNode | undefined): EstreeNode | undefined {
  const body = program?.body as EstreeNode[] | undefined;
  return body?.length === 1 && body[0]!.type === 'ExpressionStatement' ? (body[0]!.expression as EstreeNode) : undefined;
}

/** The source of an element's only child when that is a function (`{(item) => ...}`, a render prop), else undefined. */
function functionChild(node: JsxElement, context: Context): string | undefined {
  const children = (node.children as RootContent[]).filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  const only = children.length === 1 && children[0]!.type === 'paragraph' ? (children[0].children as RootContent[]).filter((c) => !(c.type === 'text' && c.value.trim() === '')) : children;
  const child = only.length === 1 ? only[0]! : undefined;
  if (!child || (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression')) return undefined;
  const expression = onlyExpression(child.data?.estree as EstreeNode | undefined);
  if (!expression || (expression.type !== 'ArrowFunctionExpression' && expression.type !== 'FunctionExpression') || expression.start === undefined || expression.end === undefined) return undefined;
  return context.source.slice(expression.start, expression.end);
}

/** Static props of an element; an attribute whose value needs code is reported and left out. */
function propsOf(node: JsxElement, context: Context): Props {
  const props: Props = {};
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      // `{...props}`: its estree is the object expression `({...props})`.
      const run = context.scope.evaluate(`{${attribute.value}}`, attribute.data?.estree);
      const spread = run.ok ? plainValue(run.value) : undefined;
      if (spread && typeof spread === 'object' && !Array.isArray(spread)) Object.assign(props, spread);
      else warn(context, node, `The spread \`{${short(attribute.value)}}\` on \`<${node.name}>\` is left out: ${run.ok ? 'it gives no object' : run.reason}.`, 'markdown/mdx-expression', 'Spread an object the build can work out (a partial\'s `props`, an exported constant), or write the attributes out.');
      continue;
    }
    const value = attribute.value;
    // Docusaurus pages pass the page's own TOC, `toc={toc}`, which is what TOCInline shows anyway.
    if (node.name === 'TOCInline' && attribute.name === 'toc') continue;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const expression = onlyExpression(value.data?.estree as EstreeNode | undefined);
      const written = expression?.type;
      // An arrow or function written in place (JSX in it too) is called later in the page's context, as a render prop is.
      if (written === 'ArrowFunctionExpression' || written === 'FunctionExpression') {
        functionProps(node)[attribute.name] = value.value;
        continue;
      }
      // Elements given to a component (`icon={<Star />}`, `items={[{ label: <b>A</b> }]}`) are made by the component stage, as an expression's are.
      if (expression && /^[A-Z]/.test(node.name ?? '') && hasJsx(expression)) {
        elementProps(node)[attribute.name] = value.value;
        continue;
      }
      const literal = evaluateProgram(value.data?.estree);
      const run = literal.ok ? literal : context.scope.evaluate(value.value, value.data?.estree);
      // A function (an imported helper, an arrow): the component stage calls it in the page's context.
      if (run.ok && 'fn' in run && run.fn) functionProps(node)[attribute.name] = value.value;
      else if (run.ok) props[attribute.name] = plainValue(run.value);
      else warn(context, node, `The attribute \`${attribute.name}={${short(value.value)}}\` on \`<${node.name}>\` is left out: ${'reason' in run ? run.reason : 'it cannot be worked out'}.`, 'markdown/mdx-expression', `Give \`${attribute.name}\` a value the build can work out: a literal, or an expression of what this file imports or exports, \`frontMatter\`, a partial's \`props\` or \`require\` of an image.`);
    }
  }
  return props;
}

/** The attributes of an element whose values are functions, by name: their source. */
const FUNCTION_PROPS = new WeakMap<JsxElement, Record<string, string>>();
function functionProps(node: JsxElement): Record<string, string> {
  let found = FUNCTION_PROPS.get(node);
  if (!found) FUNCTION_PROPS.set(node, (found = {}));
  return found;
}

/** The attributes of an element whose values hold JSX, by name: their source. */
const ELEMENT_PROPS = new WeakMap<JsxElement, Record<string, string>>();
function elementProps(node: JsxElement): Record<string, string> {
  let found = ELEMENT_PROPS.get(node);
  if (!found) ELEMENT_PROPS.set(node, (found = {}));
  return found;
}

/** A value from the expressions' context as plain data (functions and other code left out), for props. */
function plainValue(value: unknown): StaticValue {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as StaticValue;
  } catch {
    return undefined;
  }
}

/** A number given as `{2}` or as a string (`maxHeadingLevel="2"`), which Docusaurus's components compare as the number. */
function numberProp(value: StaticValue): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
}

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

function warn(context: Context, node: RootContent, reason: string, ruleId: string, hint: string): void {
  const m = context.page.file.message(reason, { place: node.position, ruleId, source: 'mistdocs' });
  m.note = hint;
}

