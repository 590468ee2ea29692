/** Imports a site's TypeScript or JavaScript module (the config, a sidebars file) through esbuild. Node only. */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';

/**
 * Bundles a TypeScript or JavaScript module with esbuild (bare imports stay imports, resolved from its
 * folder) and imports it; returns its default export (or `module.exports`). Throws esbuild's error.
 */
export async function importTypeScript(file: string): Promise<unknown> {
  try {
    return await importAs(file, 'esm');
  } catch (error) {
    // A CommonJS file (`module.exports = ...`, or `require()` of a package, which esbuild's ES module output cannot do): load it as CommonJS.
    if (error instanceof ReferenceError && /\b(module|exports|require) is not defined\b/.test(error.message)) return importAs(file, 'cjs');
    if (error instanceof Error && /^Dynamic require of ".+" is not supported/.test(error.message)) return importAs(file, 'cjs');
    throw error;
  }
}

async function importAs(file: string, format: 'esm' | 'cjs'): Promise<unknown> {
  // The temporary module sits beside the file so bare imports (e.g. 'mistdocs') resolve from there.
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.${format === 'esm' ? 'mjs' : 'cjs'}`);
  try {
    const result = await esbuild({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format,
      target: 'node20',
      write: false,
      logLevel: 'silent',
      // As in the CommonJS module it may be written as (Docusaurus runs site modules through jiti, which gives ES modules these too).
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
      plugins: [
        {
          // `import { defineConfig } from 'mistdocs'` needs no copy of the library: it is the identity function.
          name: 'mistdocs-config-helpers',
          setup(build) {
            build.onResolve({ filter: /^mistdocs$/ }, () => ({ path: 'mistdocs', namespace: 'mistdocs-config' }));
            build.onLoad({ filter: /.*/, namespace: 'mistdocs-config' }, () => ({ contents: 'export const defineConfig = (config) => config;', loader: 'js' }));
          },
        },
      ],
    });
    const text = result.outputFiles[0]!.text;
    // In an ES module, code that runs later (a plugin's `configurePostCss` calling `require('tailwindcss')`)
    // finds `require` as it would in the CommonJS file it was written as, resolving from the file's folder.
    const withRequire = format === 'esm' && !/^(?:const|let|var|function)\s+require\b/m.test(text) ? `import { createRequire as __mistdocsCreateRequire } from 'node:module';\nvar require = __mistdocsCreateRequire(import.meta.url);\n${text}` : text;
    await writeFile(temp, withRequire);
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    return mod.default;
  } finally {
    await rm(temp, { force: true });
  }
}
