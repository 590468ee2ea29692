import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function load(source: string) {
  // A test that loads several configs removes each before the next (afterEach removes only the last).
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-config-'));
  await writeFile(path.join(dir, 'site.config.ts'), source);
  return loadConfig({ cwd: dir });
}

async function diagnosticsOf(source: string) {
  try {
    await load(source);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}

describe('loadConfig', () => {
  it('transpiles TypeScript, resolves defineConfig and applies the defaults', async () => {
    const config = await load(`import { defineConfig } from 'mistdocs';\nconst year: number = 2026;\nexport default defineConfig({ title: 'T' + year, url: 'https://docs.example' });\n`);
    expect(config.title).toBe('T2026');
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBeUndefined();
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.docs.version).toEqual({ name: 'current', label: 'Next' });
    expect(config.search).toMatchObject({ k1: 1.2, b: 0.75, searchResultLimits: 8, maxResults: 50, hashed: true });
    expect(config.root).toBe(dir);
  });

  it('rejects an unknown key with its line and a did-you-mean hint', async () => {
    const [d] = await diagnosticsOf(`export default {\n  title: 'T',\n  url: 'https://docs.example',\n  navbar: { itmes: [] },\n};\n`);
    expect(d).toMatchObject({ severity: 'error', code: 'config/unknown-key', file: 'site.config.ts', line: 4, hint: "Did you mean 'items'?" });
    expect(d!.message).toContain("'navbar.itmes'");
  });

  it('reports a wrong value with the key path and line', async () => {
    const [d] = await diagnosticsOf(`export default {\n  title: 'T',\n  url: 'not a url',\n};\n`);
    expect(d).toMatchObject({ code: 'config/invalid', line: 3 });
    expect(d!.message).toMatch(/^url: /);
  });

  it('reports a syntax error with line and column instead of throwing', async () => {
    const [d] = await diagnosticsOf(`export default {\n  title: 'T',,\n};\n`);
    expect(d).toMatchObject({ code: 'config/syntax', file: 'site.config.ts', line: 2 });
  });

  it('names a package the config imports that is not installed, at its import, with the command to install it', async () => {
    const [d] = await diagnosticsOf(`import { defineConfig } from 'mistdocs';\nimport npm2yarn from 'some-remark-plugin-not-installed';\nexport default defineConfig({ title: 'T', url: 'https://docs.example', markdown: { remarkPlugins: [npm2yarn] } });\n`);
    expect(d).toMatchObject({ code: 'config/missing-package', file: 'site.config.ts', line: 2, column: 22, message: 'The site config imports some-remark-plugin-not-installed, which is not installed.' });
    expect(d!.hint).toContain('`npm install some-remark-plugin-not-installed`');
  });

  it('reports what the config throws at its line and column', async () => {
    const [d] = await diagnosticsOf(`import { defineConfig } from 'mistdocs';\n\nconst title: string = 'T';\nif (title) throw new Error('no title today');\nexport default defineConfig({ title, url: 'https://docs.example' });\n`);
    expect(d).toMatchObject({ code: 'config/threw', file: 'site.config.ts', line: 4, column: 18, message: 'The site config failed while it was loaded: Error: no title today' });
  });

  it('names a file that imports the config back, at the line of the file that failed', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-config-'));
    await writeFile(path.join(dir, 'site.config.ts'), `import { defineConfig } from 'mistdocs';\nimport { label } from './label';\n\nexport default defineConfig({ title: label, url: 'https://docs.example' });\n`);
    await writeFile(path.join(dir, 'label.ts'), `import config from './site.config';\n\nexport const label = config.title + '!';\n`);
    const error = await loadConfig({ cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    const [d] = (error as DiagnosticError).diagnostics;
    expect(d).toMatchObject({ code: 'config/threw', file: 'label.ts', line: 3, column: 29 });
    expect(d!.message).toBe("The site config failed while it was loaded (in label.ts, which it imports): TypeError: Cannot read properties of undefined (reading 'title')");
    expect(d!.hint).toContain('label.ts imports the config back');
  });

  it('asks for a default export when there is none', async () => {
    const [d] = await diagnosticsOf(`export const config = {};\n`);
    expect(d!.code).toBe('config/no-default-export');
  });
});

describe('markdown plugins in the config', () => {
  it('accepts plugin functions and [plugin, options] pairs, in Docusaurus\'s four lists', async () => {
    const config = await load(
      `function remarkA() { return () => {}; }\nfunction rehypeB() { return () => {}; }\nexport default { title: 'T', url: 'https://docs.example', markdown: { remarkPlugins: [remarkA], rehypePlugins: [[rehypeB, { level: 2 }]] } };\n`,
    );
    expect(config.markdown.remarkPlugins).toHaveLength(1);
    expect(typeof config.markdown.remarkPlugins[0]).toBe('function');
    expect(config.markdown.rehypePlugins[0]).toEqual([expect.any(Function), { level: 2 }]);
    expect(config.markdown.beforeDefaultRemarkPlugins).toEqual([]);
    expect(config.markdown.beforeDefaultRehypePlugins).toEqual([]);
  });

  it('rejects a plugin given by name with its line', async () => {
    const [d] = await diagnosticsOf(`export default {\n  title: 'T',\n  url: 'https://docs.example',\n  markdown: { remarkPlugins: ['remark-math'] },\n};\n`);
    expect(d).toMatchObject({ severity: 'error', code: 'config/invalid', line: 4 });
    expect(d!.message).toContain('markdown.remarkPlugins.0');
  });

  it('takes mdx1Compat as true or false, and Docusaurus 3\'s object of the same name as its defaults (no MDX 1 reading)', async () => {
    const site = (value: string) => `export default { title: 'T', url: 'https://docs.example', markdown: { format: 'mdx', mdx1Compat: ${value} } };\n`;
    expect((await load(site('true'))).markdown.mdx1Compat).toBe(true);
    expect((await load(site('{ comments: true, admonitions: true, headingIds: true }'))).markdown.mdx1Compat).toBe(false);
    expect((await load("export default { title: 'T', url: 'https://docs.example' };\n")).markdown.mdx1Compat).toBe(false);
    const [d] = await diagnosticsOf(site("'yes'"));
    expect(d).toMatchObject({ severity: 'error', code: 'config/invalid', line: 1 });
    expect(d!.message).toContain('markdown.mdx1Compat');
  });
});
