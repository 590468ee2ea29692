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
import { build as esbuild, type Metafile, type Plugin } from 'esbuild';
import { importSiteModule } from '../config/site-modules.js';
import { packageOf } from '../shared/package-name.js';

/** The property a stand-in answers with the name of the package it stands in for. */
export const MISSING_PACKAGE = Symbol.for('mistdocs.missingPackage');
/** The property a stand-in answers with how it was reached from the package (`['default']`, `['remarkKroki']`, `['()']` for a call). */
const MISSING_MEMBER = Symbol.for('mistdocs.missingMember');

/** An installed package the module loaded, with what it gave: `import * as` of it, or what `require()` returned. */
export interface LoadedPackage {
  id: string;
  how: 'import' | 'require';
  exports: unknown;
}

export interface SiteModule {
  /** The default export (or `module.exports`); a function is returned as is. */
  value: unknown;
  /** Packages that were not installed and were replaced by stand-ins, in the order met. */
  missing: string[];
  /** Installed packages the module loaded (kept as imports), to find which one a value came from. */
  loaded: LoadedPackage[];
  /** The module as run (every file it imports from the site bundled in), to find which file a function's source is in. */
  bundle: { text: string; files: LocalFile[] };
}

/** A file of the site bundled into the module, with the packages it imports. */
export interface LocalFile {
  /** Absolute path. */
  file: string;
  /** How esbuild names it in the bundle's `// path` comments. */
  label: string;
  /** The bare imports it makes (installed or not). */
  packages: string[];
}

/** The package a value stands in for, or undefined for a real value. */
export function missingPackageOf(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[MISSING_PACKAGE];
  return typeof name === 'string' ? name : undefined;
}

/** How a stand-in was reached from its package: `[]` for the package itself, `['default']`, `['x', '()']`. */
export function missingMemberOf(value: unknown): string[] {
  if (!missingPackageOf(value)) return [];
  const member = (value as Record<symbol, unknown>)[MISSING_MEMBER];
  return Array.isArray(member) ? (member as string[]) : [];
}

/**
 * Defined at the top of the bundled module: the stand-in factory, the list of missing packages, and a
 * `require` that gives a stand-in for a package that is not installed (Docusaurus configs call
 * `require(...)` and `require.resolve(...)` directly, or through `createRequire` of `node:module`).
 */
function prelude(file: string): string {
  return `import * as __mistdocsModule from 'node:module';
const __mistdocsMissing = [];
const __mistdocsLoaded = [];
function __mistdocsStandIn(name, member = []) {
  if (!__mistdocsMissing.includes(name)) __mistdocsMissing.push(name);
  const marker = Symbol.for('mistdocs.missingPackage');
  const memberMarker = Symbol.for('mistdocs.missingMember');
  // Each property, call and \`new\` gives a stand-in of its own (the same one each time), which knows how it was reached.
  const children = new Map();
  const child = (key) => {
    if (!children.has(key)) children.set(key, __mistdocsStandIn(name, [...member, key]));
    return children.get(key);
  };
  const empty = function* () {};
  const target = function () {};
  // What console.log shows of it (it inspects the target): the package it stands in for.
  Object.defineProperty(target, 'name', { value: name });
  // An empty value of any shape: every property, call and \`new\` gives another stand-in; it iterates
  // and spreads as an empty list or object, counts 0, prints as '' (and as null in JSON).
  const get = (_, key) => {
    if (key === marker) return name;
    if (key === memberMarker) return member;
    if (key === Symbol.iterator) return empty;
    if (key === Symbol.asyncIterator) return async function* () {};
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
    if (key === 'toString' || key === 'valueOf' || key === 'toLocaleString') return () => '';
    if (key === 'toJSON') return () => null;
    if (key === 'length' || key === 'size') return 0;
    return child(key);
  };
  // Its prototype answers as it does, so a named import (which esbuild reads from an object made with
  // the module's prototype) is a stand-in too; the prototype's own prototype is null, so \`instanceof\` ends.
  const prototype = new Proxy(Object.create(null), { get });
  const proxy = new Proxy(target, {
    get,
    apply() { return child('()'); },
    construct() { return child('new'); },
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
    let value;
    try { value = real(id); } catch (error) { if (__mistdocsNotFound(error, id)) return __mistdocsStandIn(id); throw error; }
    if (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('node:')) __mistdocsLoaded.push({ id, how: 'require', exports: value });
    return value;
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

/**
 * Runs `fn` with `dir` as the process's working directory, as Docusaurus's CLI runs a site's config in
 * the site's folder (`path.resolve('src/css/custom.css')` and relative `fs` reads mean the site's files),
 * and restores the previous one when it settles. The config runs in this process because migrate reads
 * what it gives (plugin functions, the packages a value came from), which cannot cross to another
 * process; migrate runs nothing else while it does.
 */
export async function inSiteFolder<T>(dir: string, fn: () => Promise<T> | T): Promise<T> {
  const previous = process.cwd();
  if (previous === dir) return fn();
  process.chdir(dir);
  try {
    return await fn();
  } finally {
    process.chdir(previous);
  }
}

/** Runs `file` and returns its default export and the packages replaced by stand-ins. */
export async function runSiteModule(file: string): Promise<SiteModule> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.mjs`);
  const installed = new Set<string>();
  try {
    const result = await esbuild({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      metafile: true,
      // Labels in the bundle and its metafile are relative to the module's folder, whatever the process's working folder.
      absWorkingDir: path.dirname(file),
      banner: { js: prelude(file) },
      // Docusaurus runs configs through jiti, which gives ES modules __dirname and __filename too.
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
      plugins: [standInPlugin(path.dirname(file), installed)],
    });
    const text = result.outputFiles[0]!.text;
    // Each installed package the module imports, imported once more as a whole (the same instance), to be told apart later.
    const namespaces = [...installed].map((id, i) => `import * as __mistdocsNamespace${i} from ${JSON.stringify(id)};\n`).join('');
    const record = [...installed].map((id, i) => `{ id: ${JSON.stringify(id)}, how: 'import', exports: __mistdocsNamespace${i} }, `).join('');
    await writeFile(temp, `${text}\n${namespaces}export { __mistdocsMissing };\nexport const __mistdocsImported = [${record}...__mistdocsLoaded];\n`);
    const mod = await importSiteModule<{ default?: unknown; __mistdocsMissing: string[]; __mistdocsImported: LoadedPackage[] }>(file, pathToFileURL(temp).href, undefined, temp);
    return { value: mod.default, missing: [...mod.__mistdocsMissing], loaded: mod.__mistdocsImported, bundle: { text, files: localFiles(result.metafile!.inputs, path.dirname(file)) } };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Bare imports: Node's built-ins and installed packages stay imports (`node:module` becomes one whose
 * `createRequire` is tolerant); a package that is not installed becomes a stand-in module.
 */
function standInPlugin(siteDir: string, installed: Set<string>): Plugin {
  return {
    name: 'mistdocs-stand-ins',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const id = args.path;
        if (/^(node:)?module$/.test(id)) return { path: 'module', namespace: 'mistdocs-tolerant-module' };
        if (isBuiltin(id)) return { path: id, external: true };
        if (id === 'mistdocs') return { path: id, namespace: 'mistdocs-define-config' };
        if (isInstalled(id, args.resolveDir || siteDir)) {
          installed.add(id);
          return { path: id, external: true };
        }
        // A `require()` of it stays a call, to the tolerant `require` of the prelude (which gives the stand-in
        // when it runs): a function carried into the new config keeps it as written, `require('tailwindcss')`.
        if (args.kind === 'require-call') return { path: id, external: true };
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

/** The site's own files in the bundle (not stand-ins, not Node's module), with the bare packages each imports. */
function localFiles(inputs: Metafile['inputs'], base: string): LocalFile[] {
  return Object.entries(inputs)
    .filter(([label]) => !label.includes(':') && !/(^|\/)node_modules\//.test(label))
    .map(([label, input]) => ({
      file: path.resolve(base, label),
      label,
      packages: input.imports.map((i) => i.path.replace(/^mistdocs-stand-in:/, '')).filter((p) => /^[^./]/.test(p) && !p.includes(':') && !isBuiltin(p) && p !== 'mistdocs' && p !== 'module'),
    }));
}

/** Whether Node finds the package from `dir` (its folder in a node_modules, as ESM-only packages have no `require` entry). */
function isInstalled(id: string, dir: string): boolean {
  try {
    createRequire(path.join(dir, 'noop.js')).resolve(id);
    return true;
  } catch {
    const name = packageOf(id);
    for (let at = dir; ; at = path.dirname(at)) {
      if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
      if (path.dirname(at) === at) return false;
    }
  }
}
