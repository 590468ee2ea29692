/**
 * Runs the `{expressions}` of one MDX file at build time, as Docusaurus would run them in the browser:
 * in a `node:vm` context holding the file's exported constants, `frontMatter`, `toc`, the `props` a
 * partial was given, image imports and `require('./image.png').default` as their public URLs.
 *
 * The context lives in a worker thread of its own (expression-sandbox.ts) with a bounded heap, and holds
 * nothing of any other realm: every value in it is made there from JSON, and every value that comes out is
 * turned into JSON there, under the same time limit, so no getter, `toJSON`, `toString` or iterator of page
 * code runs outside it. It has no `process`, module loader, dynamic `import()`, timers, files or network;
 * promise jobs run inside the timed part; a runaway loop is stopped after TIME_LIMIT ms and an expression
 * that exhausts the heap ends its worker, not the build. Imports no fs.
 */
import { COMPONENT_KEY, ELEMENT_SOURCE, evaluateInSandbox, FRAGMENT_SOURCE, jsxAsElementCalls, type SandboxFile } from './expression-sandbox.js';
import { isCodeModule, isCssModule, isFileImport, moduleKey } from './module-key.js';

/** An estree node as remark-mdx gives it (with document offsets). */
export interface EstreeNode {
  type: string;
  start?: number;
  end?: number;
  [key: string]: unknown;
}

export interface ScopeOptions {
  /** The file's text, which the estree offsets point into. */
  source: string;
  /** The estree `Program`s of the file's `import`/`export` blocks, in order. */
  esm: readonly EstreeNode[];
  frontMatter?: Record<string, unknown>;
  props?: Record<string, unknown>;
  /** The page's headings as Docusaurus's `toc` export: made only when the file names `toc`. */
  toc?: () => { value: string; id: string; level: number }[];
  /** The public URL of a file imported or required by the page (`./img.png`, `@site/static/x.png`), if it exists. */
  resolveFile?: (specifier: string) => string | undefined;
  /** The site's base URL, for `useBaseUrl` imported from `@docusaurus/useBaseUrl` (`/` by default). */
  baseUrl?: string;
  /** The file's folder in the content folder (`docs/guides`), which its relative imports start from. */
  relDir?: string;
  /**
   * A code module the file imports (by its moduleKey), bundled for the context: a script that sets
   * `__mistdocsModule` to `{ ns }`, its namespace, or one that throws why it could not be bundled;
   * undefined for a module not bundled (a component only used as an element).
   */
  readModule?: (key: string) => string | undefined;
}

export type Outcome = { ok: true; value: unknown; fn?: boolean } | { ok: false; reason: string };


/** One file's expressions share one context, made on the first expression that needs it. */
export class ExpressionScope {
  private file: SandboxFile | undefined;

  constructor(private readonly options: ScopeOptions) {}

  /** Evaluates the expression whose estree is `program` and whose text is `code`; the value is plain data of this realm. */
  evaluate(code: string, program: unknown): Outcome {
    const body = (program as { body?: EstreeNode[] } | undefined)?.body;
    if (!body || body.length !== 1 || body[0]!.type !== 'ExpressionStatement') return { ok: false, reason: 'it is not a single expression' };
    if (hasJsx(body[0])) return { ok: false, reason: 'JSX inside an expression is not rendered' };
    if (hasNode(body[0], LOADS_CODE)) return { ok: false, reason: 'it loads code with import(), which cannot run at build time' };
    return evaluateInSandbox((this.file ??= this.describe()), code);
  }

  /** What the sandbox makes this file's context from (plain data), for a function of the page run later (a render prop). */
  sandboxFile(): SandboxFile {
    return (this.file ??= this.describe());
  }

  /** What the sandbox needs to make this file's context: JSON and source text only. */
  private describe(): SandboxFile {
    const { source, frontMatter = {}, props = {}, toc, resolveFile } = this.options;
    const files: Record<string, string> = {};
    // The files the page can name: every string it passes to require() or imports, resolved here once.
    for (const match of source.matchAll(/require\(\s*(['"`])([^'"`\n]+)\1\s*\)|from\s+(['"])([^'"\n]+)\3/g)) {
      const specifier = match[2] ?? match[4]!;
      const url = resolveFile?.(specifier);
      if (url !== undefined) files[specifier] = url;
    }
    return {
      frontMatter: JSON.stringify(frontMatter),
      props: JSON.stringify(props),
      toc: /\btoc\b/.test(source) && toc ? JSON.stringify(toc()) : '[]',
      files: JSON.stringify(files),
      declarations: this.declarations(files),
    };
  }

  /**
   * The imports and exports as plain statements: file imports as constants holding their URLs, code
   * modules (the site's data, helpers, JSON) run in the context as the site's bundler would run them,
   * their bindings as constants; then the exported declarations, which may use them.
   */
  private declarations(files: Record<string, string>): string[] {
    const { source, esm, relDir = '', readModule } = this.options;
    const imports: string[] = [];
    const exports: string[] = [];
    const jsx: string[] = [];
    let modules = 0;
    for (const program of esm) {
      for (const statement of (program.body as EstreeNode[] | undefined) ?? []) {
        if (statement.type === 'ExportNamedDeclaration') {
          const declaration = statement.declaration as EstreeNode | null;
          if (!declaration || hasNode(declaration, LOADS_CODE)) continue;
          const text = source.slice(declaration.start, declaration.end);
          // A component the page defines (`export const Highlight = ({ children }) => <span>{children}</span>`): its JSX made by the sandbox's factory.
          // Only functions: defining one runs nothing, so a JSX value that would throw cannot stop the file's other exports.
          if (hasJsx(declaration)) {
            const compiled = declaredFunctions(declaration).only ? jsxToFactory(text) : undefined;
            if (compiled !== undefined) jsx.push(compiled);
          } else exports.push(text);
        } else if (statement.type === 'ImportDeclaration') {
          const from = String((statement.source as { value: unknown }).value);
          const specifiers = statement.specifiers as EstreeNode[];
          const local = (s: EstreeNode) => String((s.local as { name: string }).name);
          const specifier = specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
          const url = specifier && isFileImport(from) ? files[from] : undefined;
          if (specifier && url !== undefined) imports.push(`const ${local(specifier)} = ${JSON.stringify(url)};`);
          // `useBaseUrl('/img/x.png')` in an attribute, as Docusaurus pages pass images to ThemedImage.
          else if (specifier && from === '@docusaurus/useBaseUrl') imports.push(`const ${local(specifier)} = ${useBaseUrlSource(this.options.baseUrl ?? '/')};`);
          else if ((isCodeModule(from) || isCssModule(from)) && specifiers.length > 0) {
            const code = readModule?.(moduleKey(from, relDir));
            if (code === undefined) {
              // A component used only as an element: a stand-in the component stage renders as the component (see child-function.ts).
              for (const s of specifiers) if (/^[A-Z]/.test(local(s))) imports.push(`const ${local(s)} = ${JSON.stringify({ [COMPONENT_KEY]: local(s) })};`);
              continue;
            }
            const name = `__mistdocsImport${modules++}`;
            imports.push(code, `const ${name} = __mistdocsModule.ns;`);
            for (const s of specifiers) {
              if (s.type === 'ImportDefaultSpecifier') imports.push(`const ${local(s)} = ${name}.default;`);
              else if (s.type === 'ImportNamespaceSpecifier') imports.push(`const ${local(s)} = ${name};`);
              else {
                const imported = s.imported as { name?: string; value?: string };
                imports.push(`const ${local(s)} = ${name}[${JSON.stringify(String(imported.name ?? imported.value))}];`);
              }
            }
          }
        }
      }
    }
    return [...imports, ...(jsx.length ? [`const __element = ${ELEMENT_SOURCE}, __fragment = ${FRAGMENT_SOURCE};`] : []), ...exports, ...jsx];
  }
}

/**
 * Docusaurus's `useBaseUrl(url, { forcePrependBaseUrl })` as source for the context: the base URL put
 * before a site path, addresses with a scheme, anchors and paths already under the base left as they are.
 */
function useBaseUrlSource(baseUrl: string): string {
  const base = JSON.stringify(baseUrl);
  return `(url, options = {}) => {
    if (typeof url !== 'string' || url === '' || url.startsWith('#') || /^([a-z][a-z\\d+.-]*:|\\/\\/)/i.test(url)) return url;
    if (options.forcePrependBaseUrl) return ${base} + url.replace(/^\\//, '');
    if (url === ${base}.replace(/\\/$/, '')) return ${base};
    return url.startsWith(${base}) ? url : ${base} + url.replace(/^\\//, '');
  }`;
}

/** estree nodes that load or name modules: `import()` and `import.meta`. */
const LOADS_CODE = new Set(['ImportExpression', 'MetaProperty']);

/** Whether an estree subtree holds a node of one of `types`. */
function hasNode(node: unknown, types: ReadonlySet<string>): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((child) => hasNode(child, types));
  if (types.has((node as EstreeNode).type)) return true;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && typeof value === 'object' && hasNode(value, types)) return true;
  return false;
}

/** Whether an estree subtree holds JSX (which would need React to run). */
export function hasJsx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasJsx);
  const type = (node as EstreeNode).type;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && typeof value === 'object' && hasJsx(value)) return true;
  return false;
}

/** A declaration with JSX as plain JavaScript calling `__element` and `__fragment`; undefined when esbuild cannot read it. */
function jsxToFactory(text: string): string | undefined {
  try {
    return jsxAsElementCalls(text);
  } catch {
    return undefined;
  }
}

/**
 * The names of the functions a declaration defines (`function X() {}`, `const X = () => ...`,
 * `const Y = function () {}`), with `only` whether that is all it defines.
 */
export function declaredFunctions(declaration: EstreeNode): { names: string[]; only: boolean } {
  if (declaration.type === 'FunctionDeclaration') return { names: [String((declaration.id as { name: string } | null)?.name ?? '')].filter(Boolean), only: true };
  const declarators = declaration.type === 'VariableDeclaration' ? (declaration.declarations as EstreeNode[]) : [];
  const functions = declarators.filter((d) => ['ArrowFunctionExpression', 'FunctionExpression'].includes((d.init as EstreeNode | null)?.type ?? ''));
  const names = functions.flatMap((d) => ((d.id as EstreeNode).type === 'Identifier' ? [String((d.id as { name: string }).name)] : []));
  return { names, only: declarators.length > 0 && functions.length === declarators.length };
}
