/** The site's own Docusaurus plugins as the config loads them: what they give, and their errors at the plugin. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

async function site(plugins: string, files: Record<string, string> = {}): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-site-plugins-'));
  await writeFile(path.join(dir, 'site.config.ts'), `import { defineConfig } from 'mistdocs';\nexport default defineConfig({ title: 'T', url: 'https://t.example', plugins: ${plugins} });\n`);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

async function failure(cwd: string): Promise<{ message: string; file?: string }> {
  try {
    await loadConfig({ cwd });
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics[0]!;
    throw error;
  }
  throw new Error('loadConfig did not fail');
}

describe('site plugins', () => {
  it("runs the lifecycle with Docusaurus's arguments and keeps what it gives for the stages", async () => {
    const cwd = await site(`[['./src/plugins/data', { greeting: 'hi' }]]`, {
      'src/plugins/data/index.ts': `export default function data(context: { siteDir: string; baseUrl: string }, options: { id: string; greeting: string }) {
  return {
    name: 'data-plugin',
    async loadContent() { return { dir: context.siteDir, base: context.baseUrl, id: options.id, greeting: options.greeting }; },
    async contentLoaded({ content, actions }: any) {
      actions.setGlobalData(content);
      const file = await actions.createData('list.json', JSON.stringify([1, 2]));
      actions.addRoute({ path: '/data', component: '@site/src/Data', modules: { list: file }, props: { title: 'Data' } });
    },
    injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: 'a', content: 'b' } }], postBodyTags: ['<script src="/x.js"></script>'] }; },
    getClientModules() { return ['./client.js']; },
    getThemePath() { return './theme'; },
  };
}
`,
    });
    const config = await loadConfig({ cwd });
    expect(config.sitePlugins!.globalData).toEqual({ 'data-plugin': { default: { dir: cwd, base: '/', id: 'default', greeting: 'hi' } } });
    expect(config.sitePlugins!.routes).toEqual([{ path: '/data', component: '@site/src/Data', props: { title: 'Data', list: [1, 2] }, plugin: 'data-plugin', file: 'src/plugins/data/index.ts' }]);
    expect(config.headTags).toEqual([{ tagName: 'meta', attributes: { name: 'a', content: 'b' } }]);
    expect(config.sitePlugins!.headHtml).toEqual(['<script src="/x.js"></script>']);
    expect(config.clientModules).toEqual([path.join(cwd, 'src/plugins/data/client.js')]);
    expect(config.warnings!.map((w) => [w.file, w.message])).toEqual([['src/plugins/data/index.ts', "The plugin data-plugin has `getThemePath`, which mistdocs does not run (it has no webpack, CLI or theme of Docusaurus's); it was skipped."]]);
  });

  it('names a plugin path that is no file of the site', async () => {
    const problem = await failure(await site(`['./src/plugins/missing']`));
    expect(problem.message).toBe("The plugin './src/plugins/missing' (plugins[0]) is no file of the site: looked for ./src/plugins/missing, with .js, .mjs, .cjs, .ts, .tsx and /index.* after it.");
    expect(problem.file).toBe('site.config.ts');
  });

  it('names the plugin and the lifecycle method that threw, at its file', async () => {
    const problem = await failure(await site(`['./plugins/broken.js']`, { 'plugins/broken.js': "module.exports = () => ({ name: 'broken', loadContent() { throw new Error('no data file'); } });\n" }));
    expect(problem).toMatchObject({ message: 'The plugin broken failed in loadContent: no data file', file: 'plugins/broken.js' });
  });

  it('refuses a route whose props are modules it cannot pass', async () => {
    const problem = await failure(await site(`[() => ({ name: 'routes', contentLoaded({ actions }: any) { actions.addRoute({ path: '/x', component: '@site/src/X', modules: { items: '@site/src/data.js' } }); } })]`));
    expect(problem.message).toBe('The plugin routes failed in contentLoaded: addRoute of /x: the module of the prop `items` is no data made by createData, and mistdocs passes only such data as props');
  });
});
