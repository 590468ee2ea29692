/**
 * The code modules MDX pages import for their expressions (`import { Items } from '@site/src/data/items'`,
 * `import releases from './releases.json'`, helper functions), bundled before the Markdown stage so that
 * `{Items.length}`, `<List items={Items} />` and a render prop see their real values, as in Docusaurus.
 * Each is bundled on its own (component-bundle.ts), once per change of what it was made from, and runs in
 * the expressions' sandbox (expression-sandbox.ts) with the page. A module a page only uses as an element
 * (`<Counter />`) is the component stage's, and is not bundled here. Loaded only for a site whose MDX
 * pages import code.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import { isCodeModule, isCssModule, isPartialImport, isStylesheet, moduleKey } from '../markdown/module-key.js';
import { contentHash, minifyCss, packageRoot } from './bundle.js';
import { compileForExpressions, EXPRESSION_MODULE_GLOBAL, isMediaOutput, type SiteModules } from './component-bundle.js';
import type { Emitted } from './emit.js';
import { digestFiles } from './file-digest.js';
import type { Memo } from './memo.js';

/** One module as the sandbox runs it: its script (or a statement that throws why it could not be bundled), and a digest of that. */
export interface PageModule {
  code: string;
  hash: string;
}

export interface PageModules {
  modules: Map<string, PageModule>;
  /** Media the modules import (`import logo from './logo.png'` in a data file), written with the site. */
  files: Emitted[];
  /**
   * The stylesheets the pages import (CSS modules and global ones), as one stylesheet every page links,
   * as Docusaurus's pages load theirs. A code module's own CSS is not in it: a component's styles come
   * with the component stage's stylesheet.
   */
  css?: Emitted;
}

const IMPORT = /^[ \t]*import\s+([^;]*?)\s*from\s*(['"])([^'"\n]+)\2[ \t]*;?/gm;
/** `import './page.css';`: a stylesheet imported for its rules alone. */
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1[ \t]*;?/gm;

/**
 * The keys of the code modules `body` (an MDX page of folder `relDir`) imports whose bindings it uses
 * other than as an element's name: what its expressions may need. A binding named only in prose is
 * bundled all the same (harmless).
 */
export function expressionImports(body: string, relDir: string): string[] {
  if (!body.includes('import')) return [];
  const found: { key: string; names: string[] }[] = [];
  const sheets: string[] = [];
  const rest = body
    .replace(IMPORT, (_whole, clause: string, _quote: string, from: string) => {
      // A CSS module's class names reach the page's `className={styles.box}` as their names in the page's stylesheet.
      if ((isCodeModule(from) || isCssModule(from)) && !/^@(theme|docusaurus)\//.test(from)) found.push({ key: moduleKey(from, relDir), names: bindingNames(clause) });
      return '';
    })
    .replace(SIDE_EFFECT_IMPORT, (whole, _quote: string, from: string) => {
      if (isStylesheet(from)) sheets.push(moduleKey(from, relDir));
      return whole;
    });
  const used = found.filter((f) => f.names.some((name) => new RegExp(`(?<![<\\/\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest))).map((f) => f.key);
  return [...used, ...sheets];
}

/** The partials (`.md`, `.mdx`) `body` imports, as written. */
export function partialImports(body: string): string[] {
  return [...body.matchAll(IMPORT)].map((m) => m[3]!).filter(isPartialImport);
}

/** The local names of an import clause: `A, { b, c as d }` -> A, b, d; `* as ns` -> ns. */
function bindingNames(clause: string): string[] {
  const names: string[] = [];
  const braced = /\{([^}]*)\}/.exec(clause);
  for (const part of braced ? braced[1]!.split(',') : []) {
    const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
    if (/^[\w$]+$/.test(name)) names.push(name);
  }
  const outside = clause.replace(/\{[^}]*\}/, '');
  const namespace = /\*\s*as\s+([\w$]+)/.exec(outside);
  if (namespace) names.push(namespace[1]!);
  const first = /^\s*([\w$]+)/.exec(outside.replace(/\*\s*as\s+[\w$]+/, ''));
  if (first && first[1] !== 'type') names.push(first[1]!);
  return names;
}

/** Bundles `keys` for the sandbox; made again only when the list or a byte of what they were made from changed. */
export async function bundlePageModules(memo: Memo, keys: readonly string[], site: SiteModules): Promise<PageModules> {
  const listKey = [...keys].sort().join('\n');
  const last = memo.last<PageModules & { key: string; inputs: string[]; digest: string }>('page modules');
  if (last && last.key === listKey && digestFiles(last.inputs) === last.digest) return last;
  const modules = new Map<string, PageModule>();
  const files = new Map<string, Emitted>();
  const inputs = new Set<string>();
  const sheets: string[] = [];
  const sorted = [...keys].sort();
  const results = await Promise.all(sorted.map((key) => compileForExpressions(key, site)));
  for (const [i, key] of sorted.entries()) {
    const compiled = results[i]!;
    const js = compiled.outputs.find((f) => f.path.endsWith('.js') && !isMediaOutput(f));
    const css = compiled.outputs.find((f) => f.path.endsWith('.css') && !isMediaOutput(f));
    const error = compiled.diagnostics.find((d) => d.severity === 'error');
    let code: string;
    if (js && !error) {
      code = `${js.text}\n${EXPRESSION_MODULE_GLOBAL};`;
      if (css && isCssModule(key)) {
        const own = ownClassNames(js.text, css.text, key);
        code = own.code;
        sheets.push(own.css);
      } else if (css && isStylesheet(key)) sheets.push(css.text);
      for (const f of compiled.outputs.filter(isMediaOutput)) files.set(f.path, { path: path.relative('/', f.path).split(path.sep).join('/'), data: f.contents });
    } else {
      const where = error?.file ? ` (${error.file}${error.line ? `:${error.line}:${error.column}` : ''})` : '';
      code = `throw new Error(${JSON.stringify(`\`${key}\` could not be bundled for the page: ${error?.message.replace(/^A site component could not be compiled: /, '') ?? 'no output'}${where}`)});`;
    }
    for (const f of Object.keys(compiled.metafile?.inputs ?? {})) if (!f.startsWith('<') && !/^[\w-]{2,}:/.test(f) && !f.includes('node_modules')) inputs.add(path.resolve(site.root, f));
    modules.set(key, { code, hash: createHash('sha1').update(code).digest('base64url') });
  }
  const own = [...inputs].filter((f) => !f.startsWith(path.join(packageRoot, 'src')));
  const css = sheets.join('\n').trim() ? await minifyCss(sheets.join('\n')) : '';
  const made = { key: listKey, modules, files: [...files.values()], ...(css ? { css: { path: `assets/css/pages-${contentHash(css)}.css`, data: css } } : {}), inputs: own, digest: digestFiles(own) };
  memo.keep('page modules', made);
  return made;
}

/**
 * A CSS module's class names made the page's own: esbuild names a module's classes after its file
 * (`styles_box`), the same in every bundle, so a page's `styles.module.css` and a component's would
 * share `.styles_box` across the two stylesheets. Each name gets a suffix from the module's key, in
 * the stylesheet and in the names the page reads (the module's code, esbuild's, run here for its data).
 */
function ownClassNames(js: string, css: string, key: string): { code: string; css: string } {
  const ns = vm.runInNewContext(`${js}\n${EXPRESSION_MODULE_GLOBAL}.ns`, {}, { timeout: 1000 }) as Record<string, unknown>;
  const names = (ns.default ?? {}) as Record<string, string>;
  const suffix = createHash('sha1').update(key).digest('hex').slice(0, 6);
  const local = new Set(Object.values(names).flatMap((value) => String(value).split(/\s+/)).filter(Boolean));
  const renamed = (name: string) => (local.has(name) ? `${name}_${suffix}` : name);
  const own = Object.fromEntries(Object.entries(names).map(([name, value]) => [name, String(value).split(/\s+/).map(renamed).join(' ')]));
  const exports = { ...Object.fromEntries(Object.entries(ns).filter(([name]) => name !== 'default').map(([name]) => [name, own[name]])), default: own };
  const pattern = new RegExp(`(?<![\\w-])(${[...local].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`, 'g');
  return { code: `var ${EXPRESSION_MODULE_GLOBAL} = { ns: ${JSON.stringify(exports)} };\n${EXPRESSION_MODULE_GLOBAL};`, css: local.size ? css.replace(pattern, (name) => renamed(name)) : css };
}
