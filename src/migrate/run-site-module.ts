/**
 * Runs a Docusaurus site's own module (docusaurus.config.js/.mjs/.ts, sidebars.js) with Node when the
 * site's packages are not installed: every package that cannot be found is replaced by a stand-in (an
 * object that answers any property, call or `new` with another stand-in), and its name is recorded, so
 * the plain values of the config still come out: a stand-in is an empty value of any shape (iterable,
 * spreadable, callable, indexable, printable). Node only; writes a temporary module beside the file
 * (so relative imports and `import.meta.url` work) and removes it.
 */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';

/** The property a stand-in answers with the name of the package it stands in for. */
export const MISSING_PACKAGE = Symbol.for('mistdocs.missingPackage');

export interface SiteModule {
  /** The default export (or `module.exports`); a function is returned as is. */
  value: unknown;
  /** Packages that were not installed and were replaced by stand-ins, in the order met. */
  missing: string[];
}

/** The package a value stands in for, or undefined for a real value. */
export function missingPackageOf(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[MISSING_PACKAGE];
  return typeof name === 'string' ? name : undefined;
}

/**
 * Defined at the top of the bundled module: the stand-in factory, the list of missing packages, and a
 * `require` that gives a stand-in for a package that is not installed (Docusaurus configs call
 * `require(...)` and `require.resolve(...)` directly, or through `createRequire` of `node:module`).
 */
function prelude(file: string): string {
  return `import * as __mistdocsModule from 'node:module';
const __mistdocsMissing = [];
function __mistdocsStandIn(name) {
  if (!__mistdocsMissing.includes(name)) __mistdocsMissing.push(name);
  const marker = Symbol.for('mistdocs.missingPackage');
  const empty = function* () {};
  const target = function () {};
  // What console.log shows of it (it inspects the target): the package it stands in for.
  Object.defineProperty(target, 'name', { value: name });
  // An empty value of any shape: every property, call and \`new\` gives another stand-in; it iterates
  // and spreads as an empty list or object, counts 0, prints as '' (and as null in JSON).
  const get = (_, key) => {
    if (key === marker) return name;
    if (key === Symbol.iterator) return empty;
    if (key === Symbol.asyncIterator) return async function* () {};
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
    if (key === 'toString' || key === 'valueOf' || key === 'toLocaleString') return () => '';
    if (key === 'toJSON') return () => null;
    if (key === 'length' || key === 'size') return 0;
    return proxy;
  };
  // Its prototype answers as it does, so a named import (which esbuild reads from an object made with
  // the module's prototype) is a stand-in too; the prototype's own prototype is null, so \`instanceof\` ends.
  const prototype = new Proxy(Object.create(null), { get });
  const proxy = new Proxy(target, {
    get,
    apply() { return proxy; },
    construct() { return proxy; },
    getPrototypeOf() { return prototype; },
  });
  return proxy;
}
function __mistdocsNotFound(error, id) {
  return error && (error.code === 'MODULE_NOT_FOUND' || error.code === 'ERR_MODULE_NOT_FOUND') && !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('file:');
}
function __mistdocsCreateRequire(base) {
  const real = __mistdocsModule.createRequire(base);
  const tolerant = function (id) {
    try { return real(id); } catch (error) { if (__mistdocsNotFound(error, id)) return __mistdocsStandIn(id); throw error; }
  };
  tolerant.resolve = function (id, options) {
    try { return real.resolve(id, options); } catch (error) {
      // Docusaurus runs a TypeScript config through jiti, where './sidebars.js' finds sidebars.ts.
      if ((id.startsWith('./') || id.startsWith('../')) && id.endsWith('.js')) { try { return real.resolve(id.slice(0, -3) + '.ts', options); } catch {} }
      if (!__mistdocsNotFound(error, id)) throw error;
      __mistdocsStandIn(id);
      return 'missing-package:' + id;
    }
  };
  tolerant.cache = real.cache;
  return tolerant;
}
var require = __mistdocsCreateRequire(${JSON.stringify(file)});
`;
}

/** Runs `file` and returns its default export and the packages replaced by stand-ins. */
export async function runSiteModule(file: string): Promise<SiteModule> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.mjs`);
  try {
    const result = await esbuild({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      banner: { js: prelude(file) },
      footer: { js: 'export { __mistdocsMissing };' },
      // Docusaurus runs configs through jiti, which gives ES modules __dirname and __filename too.
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
      plugins: [standInPlugin(path.dirname(file))],
    });
    await writeFile(temp, result.outputFiles[0]!.text);
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown; __mistdocsMissing: string[] };
    return { value: mod.default, missing: [...mod.__mistdocsMissing] };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Bare imports: Node's built-ins and installed packages stay imports (`node:module` becomes one whose
 * `createRequire` is tolerant); a package that is not installed becomes a stand-in module.
 */
function standInPlugin(siteDir: string): Plugin {
  return {
    name: 'mistdocs-stand-ins',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const id = args.path;
        if (/^(node:)?module$/.test(id)) return { path: 'module', namespace: 'mistdocs-tolerant-module' };
        if (isBuiltin(id)) return { path: id, external: true };
        if (id === 'mistdocs') return { path: id, namespace: 'mistdocs-define-config' };
        if (isInstalled(id, args.resolveDir || siteDir)) return { path: id, external: true };
        return { path: id, namespace: 'mistdocs-stand-in' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-stand-in' }, (args) => ({ contents: `module.exports = __mistdocsStandIn(${JSON.stringify(args.path)});`, loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-tolerant-module' }, () => ({
        contents: "import * as real from 'node:module';\nexport * from 'node:module';\nexport const createRequire = __mistdocsCreateRequire;\nexport default { ...real, createRequire: __mistdocsCreateRequire };\n",
        loader: 'js',
        resolveDir: siteDir,
      }));
      build.onResolve({ filter: /^node:module$/, namespace: 'mistdocs-tolerant-module' }, () => ({ path: 'node:module', external: true }));
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-define-config' }, () => ({ contents: 'export const defineConfig = (config) => config;', loader: 'js' }));
    },
  };
}

/** Whether Node finds the package from `dir` (its folder in a node_modules, as ESM-only packages have no `require` entry). */
function isInstalled(id: string, dir: string): boolean {
  try {
    createRequire(path.join(dir, 'noop.js')).resolve(id);
    return true;
  } catch {
    const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
    for (let at = dir; ; at = path.dirname(at)) {
      if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
      if (path.dirname(at) === at) return false;
    }
  }
}
