/** Imports a site's TypeScript or JavaScript module (the config, a sidebars file) through esbuild. Node only. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { importSiteModule, placeInStack } from './site-modules.js';

export type { ThrownAt } from './site-modules.js';

/**
 * Bundles a TypeScript or JavaScript module with esbuild (bare imports stay imports, resolved from its
 * folder) and imports it; returns its default export (or `module.exports`). Throws esbuild's error, or
 * what the module threw with `thrownAt` set to the line of the site's file that threw.
 */
export async function importTypeScript(file: string, options: AbsentPackages = {}): Promise<unknown> {
  try {
    return await importAs(file, 'esm', options);
  } catch (error) {
    // A CommonJS file (`module.exports = ...`, or `require()` of a package, which esbuild's ES module output cannot do): load it as CommonJS.
    if (error instanceof ReferenceError && /\b(module|exports|require) is not defined\b/.test(error.message)) return importAs(file, 'cjs', options);
    if (error instanceof Error && /^Dynamic require of ".+" is not supported/.test(error.message)) return importAs(file, 'cjs', options);
    throw error;
  }
}

/**
 * Packages a module may import without having them: each one that is not installed and that `absent`
 * accepts is an empty stand-in (any property, call or `new` gives another), and is told to `onAbsent`.
 */
export interface AbsentPackages {
  absent?: (id: string) => boolean;
  onAbsent?: (id: string) => void;
}

/** A module standing in for a package that is not installed: every property, call and `new` gives another stand-in. */
const STAND_IN = `function standIn() {
  const target = function () {};
  return new Proxy(target, {
    get: (_, key) => (key === 'then' || key === '__esModule' || typeof key === 'symbol' ? undefined : standIn()),
    apply: () => standIn(),
    construct: () => standIn(),
  });
}
module.exports = standIn();
`;

/**
 * Bare imports resolved from the module's own folder, as Node would from there, and imported by that
 * address: the bundle is run from a temporary folder, not beside the file (a source tree on a read-only
 * disk could not build). A package that is not installed stays a bare import, which Node then reports.
 */
function sitePackages(format: 'esm' | 'cjs', options: AbsentPackages): Plugin {
  const again = Symbol('resolving');
  return {
    name: 'mistdocs-site-packages',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'mistdocs-absent' }, () => ({ contents: STAND_IN, loader: 'js' }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === again || args.path === 'mistdocs' || /^[a-z]+:/i.test(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: again });
        if (found.errors.length && options.absent?.(args.path)) {
          options.onAbsent?.(args.path);
          return { path: args.path, namespace: 'mistdocs-absent' };
        }
        if (found.errors.length || !found.path || !path.isAbsolute(found.path)) return { path: args.path, external: true };
        // An import takes an address; require() a path.
        return { path: format === 'esm' && (args.kind === 'import-statement' || args.kind === 'dynamic-import') ? pathToFileURL(found.path).href : found.path, external: true };
      });
    },
  };
}

async function importAs(file: string, format: 'esm' | 'cjs', options: AbsentPackages): Promise<unknown> {
  const fileUrl = pathToFileURL(file).href;
  const result = await esbuild({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    write: false,
    outdir: path.dirname(file),
    absWorkingDir: path.dirname(file),
    sourcemap: 'external',
    metafile: true,
    logLevel: 'silent',
    // Node's own reading of packages: no `module` field or condition, which only bundlers follow.
    mainFields: ['main'],
    conditions: [],
    // As in the CommonJS module it may be written as (Docusaurus runs site modules through jiti, which gives ES modules these too),
    // and as the file itself would see them run from its folder.
    define: {
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: JSON.stringify(file),
      ...(format === 'esm' ? { 'import.meta.url': JSON.stringify(fileUrl), 'import.meta.dirname': JSON.stringify(path.dirname(file)), 'import.meta.filename': JSON.stringify(file) } : {}),
    },
    plugins: [
      {
        // `import { defineConfig } from 'mistdocs'` needs no copy of the library: it is the identity function.
        name: 'mistdocs-config-helpers',
        setup(build) {
          build.onResolve({ filter: /^mistdocs$/ }, () => ({ path: 'mistdocs', namespace: 'mistdocs-config' }));
          build.onLoad({ filter: /.*/, namespace: 'mistdocs-config' }, () => ({ contents: 'export const defineConfig = (config) => config;', loader: 'js' }));
        },
      },
      sitePackages(format, options),
    ],
  });
  const text = result.outputFiles.find((f) => !f.path.endsWith('.map'))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text;
  // Code that runs later (a plugin's `configurePostCss` calling `require('tailwindcss')`) finds `require` as it
  // would in the file it was written as, resolving from the file's folder. Two lines (PREAMBLE_LINES) before the bundle's.
  const preamble =
    format === 'esm' && !/^(?:const|let|var|function)\s+require\b/m.test(text)
      ? `import { createRequire as __mistdocsCreateRequire } from 'node:module';\nvar require = __mistdocsCreateRequire(${JSON.stringify(fileUrl)});\n`
      : format === 'cjs'
        ? `var require = require('node:module').createRequire(${JSON.stringify(file)});\n\n`
        : '\n\n';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-module-'));
  const temp = path.join(dir, `${path.basename(file)}.${format === 'esm' ? 'mjs' : 'cjs'}`);
  const url = pathToFileURL(temp).href;
  try {
    await writeFile(temp, preamble + text.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'));
    try {
      const mod = await importSiteModule<{ default?: unknown }>(file, url, map, dir);
      return mod.default;
    } catch (error) {
      const at = error instanceof Error ? placeInStack(error.stack ?? '', url, map, path.dirname(file)) : undefined;
      if (at && error instanceof Error) Object.defineProperty(error, 'thrownAt', { value: at, enumerable: false });
      // The files that import this one back: in such a circle, one of them runs before what it reads is made.
      const entry = path.basename(file);
      const circle = Object.entries(result.metafile?.inputs ?? {}).filter(([name, input]) => name !== entry && input.imports.some((i) => i.path === entry)).map(([name]) => path.resolve(path.dirname(file), name));
      if (circle.length && error instanceof Error) Object.defineProperty(error, 'importedBack', { value: circle, enumerable: false });
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
