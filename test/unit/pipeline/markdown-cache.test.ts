/**
 * The on-disk Markdown cache: a second run renders nothing it rendered before, yields the same files,
 * renders again what changed (including pages whose link targets moved), and survives a corrupt file.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../src/pipeline/index.js';
import { markdownTableFile } from '../../../src/pipeline/markdown.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
const build = () => compileSite({ cwd: dir, outDir: path.join(dir, 'out'), persistentCache: true });
const pagesOf = (files: { path: string; data: string | Uint8Array }[]) => new Map(files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, f.data]));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-mdcache-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await mkdir(path.join(dir, 'node_modules'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('persistent Markdown cache', () => {
  it('lives in node_modules/.cache/mistdocs and is not used without node_modules', () => {
    expect(markdownTableFile(dir)).toMatch(new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/node_modules/\\.cache/mistdocs/markdown-[0-9a-f]{12}\\.json$`));
    expect(markdownTableFile('/')).toBeUndefined();
  });

  it('renders nothing again on a second run, with the same pages', async () => {
    const first = await build();
    expect(first.rebuilt.docs.length).toBe(first.model.docs.length);
    const second = await build();
    expect(second.rebuilt.docs).toEqual([]);
    expect(pagesOf(second.files)).toEqual(pagesOf(first.files));
  });

  it('renders an edited doc again, and the docs that link to a page whose route changed', async () => {
    const streams = path.join(dir, 'content/docs/reference/streams.md');
    await writeFile(streams, (await readFile(streams, 'utf8')).replace('title: Streams', 'title: Streams\nslug: /reference/stream-basics'));
    const result = await build();
    // streams.md itself, and the pages linking to it (index.md and getting-started.md).
    expect(result.rebuilt.docs.sort()).toEqual(['guide/getting-started', 'index', 'reference/streams']);
    const home = pagesOf(result.files).get('index.html') as string;
    expect(home).toContain('href="/reference/stream-basics#stream-names"');
  });

  it('ignores a corrupt cache file and writes a good one', async () => {
    await writeFile(markdownTableFile(dir)!, '{ not json');
    const result = await build();
    expect(result.rebuilt.docs.length).toBe(result.model.docs.length);
    expect((await build()).rebuilt.docs).toEqual([]);
  });
});

describe('a site with Markdown plugins of its own', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-mdplugins-'));
    await cp(path.join(fixturesDir, 'sites/basic/content'), path.join(site, 'content'), { recursive: true });
    await mkdir(path.join(site, 'node_modules'));
    const plugin = 'function rehypeMark() { return (tree) => { tree.children.push({ type: "element", tagName: "p", properties: { className: ["marked"] }, children: [] }); }; }';
    await writeFile(path.join(site, 'site.config.ts'), `${plugin}\nexport default { title: 'P', url: 'https://p.example', markdown: { rehypePlugins: [rehypeMark] } };\n`);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('renders with them, and keeps no Markdown cache on disk (their code is not fingerprinted across runs)', async () => {
    const run = () => compileSite({ cwd: site, outDir: path.join(site, 'out'), persistentCache: true });
    const first = await run();
    expect(pagesOf(first.files).get('index.html')).toContain('<p class="marked"></p>');
    const second = await run();
    expect(second.rebuilt.docs.length).toBe(second.model.docs.length);
    expect(existsSync(markdownTableFile(site)!)).toBe(false);
  });
});
