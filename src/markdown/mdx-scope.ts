/**
 * Runs the `{expressions}` of one MDX file at build time, as Docusaurus would run them in the browser:
 * in a `node:vm` context holding the file's exported constants, `frontMatter`, `toc`, the `props` a
 * partial was given, image imports and `require('./image.png').default` as their public URLs. The
 * context has no `process`, no module loader and no timers, so page code reaches no file and no network;
 * a time limit stops a runaway loop. Imports no fs.
 */
import vm from 'node:vm';

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
  /** The page's headings as Docusaurus's `toc` export: made only when an expression uses it. */
  toc?: () => { value: string; id: string; level: number }[];
  /** The public URL of a file imported or required by the page (`./img.png`, `@site/static/x.png`), if it exists. */
  resolveFile?: (specifier: string) => string | undefined;
}

export type Outcome = { ok: true; value: unknown } | { ok: false; reason: string };

/** Longest an expression (or the file's exports) may run, in milliseconds. */
const TIME_LIMIT = 100;
/** Imports whose default export is a file's URL, as Docusaurus's bundler gives them. */
const FILE_IMPORT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mp3|wav|ogg|pdf|zip|txt|csv|json5?|ya?ml)$/i;

/** One file's expressions share one context, made on the first expression that needs it. */
export class ExpressionScope {
  private context: vm.Context | undefined;
  /** Why the file's exports could not run, reported with the first expression that needed them. */
  private setupError: string | undefined;

  constructor(private readonly options: ScopeOptions) {}

  /** Evaluates the expression whose estree is `program` and whose text is `code`. */
  evaluate(code: string, program: unknown): Outcome {
    const body = (program as { body?: EstreeNode[] } | undefined)?.body;
    if (!body || body.length !== 1 || body[0]!.type !== 'ExpressionStatement') return { ok: false, reason: 'it is not a single expression' };
    if (hasJsx(body[0])) return { ok: false, reason: 'JSX inside an expression is not rendered' };
    const context = this.contextOf();
    try {
      const value: unknown = vm.runInContext(`(${code}\n)`, context, { timeout: TIME_LIMIT, filename: 'expression' });
      return { ok: true, value };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { ok: false, reason: this.setupError && /is not defined|before initialization/.test(reason) ? `${reason} (${this.setupError})` : reason };
    }
  }

  private contextOf(): vm.Context {
    if (this.context) return this.context;
    const { frontMatter = {}, props = {}, toc, resolveFile } = this.options;
    // No object or function of this realm may be reachable from page code (its `constructor` would lead
    // to this realm's Function, and so to `process`): the globals are made inside the context from JSON,
    // and the two host functions are only captured by closures made there, passing strings both ways.
    const context = vm.createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
    const setUp = vm.runInContext(
      `(function (frontMatter, props, fileUrl, tocJson) {
        Object.defineProperty(globalThis, 'frontMatter', { value: JSON.parse(frontMatter), writable: true });
        Object.defineProperty(globalThis, 'props', { value: JSON.parse(props), writable: true });
        let toc;
        Object.defineProperty(globalThis, 'toc', { get: () => (toc ??= JSON.parse(tocJson())) });
        globalThis.require = (specifier) => {
          const url = fileUrl(String(specifier));
          if (url === '') throw new Error("cannot require '" + String(specifier) + "' at build time (only images and other files of the site)");
          return { default: url, __esModule: true };
        };
      })`,
      context,
    ) as (frontMatter: string, props: string, fileUrl: (specifier: string) => string, tocJson: () => string) => void;
    setUp(JSON.stringify(frontMatter), JSON.stringify(props), (specifier) => resolveFile?.(specifier) ?? '', () => JSON.stringify(toc?.() ?? []));
    this.context = context;
    for (const statement of this.declarations()) {
      try {
        vm.runInContext(statement, context, { timeout: TIME_LIMIT, filename: 'exports' });
      } catch (error) {
        this.setupError ??= `the file's exports failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return context;
  }

  /** The exports as plain declarations, and file imports as constants holding their URLs. */
  private declarations(): string[] {
    const { source, esm, resolveFile } = this.options;
    const out: string[] = [];
    for (const program of esm) {
      for (const statement of (program.body as EstreeNode[] | undefined) ?? []) {
        if (statement.type === 'ExportNamedDeclaration') {
          const declaration = statement.declaration as EstreeNode | null;
          if (declaration && !hasJsx(declaration)) out.push(source.slice(declaration.start, declaration.end));
        } else if (statement.type === 'ImportDeclaration') {
          const from = String((statement.source as { value: unknown }).value);
          const specifier = (statement.specifiers as EstreeNode[]).find((s) => s.type === 'ImportDefaultSpecifier');
          const url = specifier && FILE_IMPORT.test(from) ? resolveFile?.(from) : undefined;
          if (specifier && url !== undefined) out.push(`const ${String((specifier.local as { name: string }).name)} = ${JSON.stringify(url)};`);
        }
      }
    }
    return out;
  }
}

/** Whether an estree subtree holds JSX (which would need React to run). */
function hasJsx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasJsx);
  const type = (node as EstreeNode).type;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && typeof value === 'object' && hasJsx(value)) return true;
  return false;
}
