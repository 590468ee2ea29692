/**
 * Watch-mode builds that reuse the previous build: after any edit they must give exactly the files a
 * cold build of the same content gives, while re-rendering only what the edit can reach.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite, createMemo, type BuildResult } from '../../../src/pipeline/index.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
const memo = createMemo();
let first: BuildResult;
const tuning = 'content/docs/guide/advanced/tuning.md';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-incremental-'));
  await cp(path.join(fixturesDir, 'sites/basic'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  first = await compileSite({ cwd: dir, memo, deferSearchIndex: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Output files by path, with the search index left out and its cache-busting query blanked (watch mode keeps the first one). */
function outputOf(result: BuildResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of result.files) {
    if (result.searchPaths.includes(f.path)) continue;
    out.set(f.path, (typeof f.data === 'string' ? f.data : Buffer.from(f.data).toString('base64')).replace(/\?_=[0-9a-f]+/g, '?_='));
  }
  return out;
}

async function edit(file: string, change: (text: string) => string): Promise<BuildResult> {
  const abs = path.join(dir, file);
  await writeFile(abs, change(await readFile(abs, 'utf8')));
  const result = await compileSite({ cwd: dir, memo, changed: new Set([file]), deferSearchIndex: true });
  expect(outputOf(result)).toEqual(outputOf(await compileSite({ cwd: dir })));
  return result;
}

describe('rebuilding with the previous build', () => {
  it('re-renders only the edited page after a text edit, keeping the model', async () => {
    const result = await edit(tuning, (text) => text.replace('## Buffers', 'A sentence added while watching.\n\n## Buffers'));
    expect(result.model).toBe(first.model);
    expect(result.rebuilt).toEqual({ docs: ['guide/advanced/tuning'], pages: ['/guide/advanced/tuning'] });
    expect(outputOf(result).get('guide/advanced/tuning/index.html')).toContain('A sentence added while watching.');
  });

  it('makes the model again when the first heading gives a doc its title, and shows it in every sidebar', async () => {
    // The h1 the body opens with, as Docusaurus takes a title (the previous test put a sentence above Buffers).
    const result = await edit(tuning, (text) => text.replace('title: Tuning\n', '').replace('toc_max_heading_level: 4\n---\n', 'toc_max_heading_level: 4\n---\n\n# Fine tuning\n'));
    expect(result.model).not.toBe(first.model);
    expect(outputOf(result).get('reference/streams/index.html')).toContain('Fine tuning');
  });

  it('keeps the output right when a front-matter edit is undone', async () => {
    await edit(tuning, (text) => text.replace('description: Tune buffers and latency.', 'description: Tune the buffers.'));
    const result = await edit(tuning, (text) => text.replace('description: Tune the buffers.', 'description: Tune buffers and latency.'));
    expect(outputOf(result).get('guide/advanced/tuning.md')).toContain('Tune buffers and latency.');
  });
});

describe('rebuilding a site whose MDX pages import partials', () => {
  let site: string;
  const partialMemo = createMemo();
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-incremental-partials-'));
    await cp(path.join(fixturesDir, 'sites/docusaurus-syntax'), site, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    await compileSite({ cwd: site, memo: partialMemo, deferSearchIndex: true });
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('renders again the page that imports an edited partial (through another partial), and only that page', async () => {
    const partial = 'content/docs/_snippets/_outputs.md';
    const abs = path.join(site, partial);
    await writeFile(abs, (await readFile(abs, 'utf8')).replace('Plain HTML pages', 'Static HTML pages'));
    const result = await compileSite({ cwd: site, memo: partialMemo, changed: new Set([partial]), deferSearchIndex: true });
    expect(result.rebuilt).toEqual({ docs: ['partials'], pages: ['/partials'] });
    const page = outputOf(result).get('partials/index.html')!;
    expect(page.match(/Static HTML pages/g)).toHaveLength(3);
    expect(page).not.toContain('Plain HTML pages');
    expect(outputOf(result)).toEqual(outputOf(await compileSite({ cwd: site })));
  });
});
