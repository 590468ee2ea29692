/**
 * The worker pool (used by the compiled CLI for sites of POOL_THRESHOLD pages and more) must render
 * exactly what the in-process renderer does, and the search index worker make what the in-process
 * indexer does. Builds one generated site both ways and compares every page and index file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileSite } from '../../../src/pipeline/index.js';
import { POOL_THRESHOLD } from '../../../src/pipeline/markdown-pool.js';
// @ts-expect-error: the generator is plain JavaScript without types.
import { generateSite } from '../../../bench/generate.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-pool-'));
  await generateSite(path.join(dir, 'site'), POOL_THRESHOLD + 30);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('renders the same site and search index in worker threads as in-process', async () => {
  for (const worker of ['markdown-worker.js', 'search-worker.js']) expect(existsSync(path.join(root, 'dist/src/pipeline', worker)), 'run npm run compile first').toBe(true);
  // The compiled CLI renders and indexes in worker threads; the sources (as vitest runs them) in-process.
  execFileSync(process.execPath, [path.join(root, 'bin/mistdocs.js'), 'build', '--no-cache', '--out', path.join(dir, 'pool')], { cwd: path.join(dir, 'site'), env: { ...process.env, NO_COLOR: '1' } });
  const inProcess = await compileSite({ cwd: path.join(dir, 'site'), outDir: path.join(dir, 'unused') });
  const pages = inProcess.files.filter((f) => f.path.endsWith('.html'));
  const index = inProcess.files.filter((f) => f.path.startsWith('search-index'));
  expect(pages.length).toBeGreaterThan(POOL_THRESHOLD);
  expect(index.length).toBeGreaterThan(POOL_THRESHOLD);
  const differing = [...pages, ...index].filter((f) => readFileSync(path.join(dir, 'pool', f.path), 'utf8') !== f.data).map((f) => f.path);
  expect(differing).toEqual([]);
});

it('renders imported partials in worker threads too, and records each read as the partial content hash', async () => {
  const pool = (await import(path.join(root, 'dist/src/pipeline/markdown-pool.js'))) as typeof import('../../../src/pipeline/markdown-pool.js');
  const { partialHash } = await import('../../../src/pipeline/partials.js');
  const contentDir = path.join(dir, 'partials-content');
  const partial = 'Shared {props.what}.\n';
  await mkdir(path.join(contentDir, 'docs'), { recursive: true });
  await writeFile(path.join(contentDir, 'docs/_shared.mdx'), partial);
  const body = "import Shared from './_shared.mdx'\n\n<Shared what=\"text\" />\n";
  const [output] = await pool.renderInPool({ baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, routes: [], contentDir }, [{ body, bodyLine: 1, relPath: 'page.mdx', relDir: 'docs', route: '/page', mdx: true }], undefined, 1);
  expect(output!.result.html).toBe('<p>Shared text.</p>');
  expect(output!.lookups).toEqual([['partial', 'docs/_shared.mdx', partialHash(partial)]]);
});

it("runs the code modules a page imports in worker threads too, reads an @site/ partial from the site's src/, and records each read", async () => {
  const pool = (await import(path.join(root, 'dist/src/pipeline/markdown-pool.js'))) as typeof import('../../../src/pipeline/markdown-pool.js');
  const { partialHash } = await import('../../../src/pipeline/partials.js');
  const site = path.join(dir, 'modules-site');
  const contentDir = path.join(site, 'content');
  const partial = 'From src: {props.n}.\n';
  await mkdir(path.join(site, 'src/parts'), { recursive: true });
  await mkdir(contentDir, { recursive: true });
  await writeFile(path.join(site, 'src/parts/note.mdx'), partial);
  // What page-modules.ts makes of `export const Items = [1, 2, 3]`: a script setting __mistdocsModule.
  const code = 'var __mistdocsModule = { ns: { Items: [1, 2, 3], default: { name: "data" } } };';
  const body = "import { Items } from '@site/src/data/items';\nimport data from '@site/src/data/items';\nimport Note from '@site/src/parts/note.mdx';\n\n{Items.length} items in {data.name}.\n\n<Note n={Items[2]} />\n";
  const init = { baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, routes: [], contentDir, siteRoot: site, modules: [['@site/src/data/items', code, 'digest-1']] as [string, string, string][] };
  const [output] = await pool.renderInPool(init, [{ body, bodyLine: 1, relPath: 'page.mdx', relDir: 'docs', route: '/page', mdx: true }], undefined, 1);
  expect(output!.result.html).toBe('<p>3 items in data.</p>\n<p>From src: 3.</p>');
  expect(output!.lookups).toEqual(expect.arrayContaining([['module', '@site/src/data/items', 'digest-1'], ['partial', '../src/parts/note.mdx', partialHash(partial)]]));
});
