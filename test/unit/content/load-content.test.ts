import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content/load-content.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function load(files: Record<string, string>) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-content-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'content', rel)), { recursive: true });
    await writeFile(path.join(dir, 'content', rel), text);
  }
  return loadContent({ root: dir, contentDir: path.join(dir, 'content') });
}

describe('loadContent', () => {
  it('reads docs, pages and category files with validated front matter', async () => {
    const { content, diagnostics } = await load({
      'docs/a/b.md': '---\ntitle: B\ntags: [x, {label: Y, permalink: why}]\n---\n\n# Body\n',
      'docs/a/_category_.json': '{"label": "A", "position": 2}',
      'docs/c/_category_.yml': 'label: C\ncollapsed: false\n',
      'pages/p.md': 'No front matter.\n',
    });
    expect(diagnostics).toEqual([]);
    expect(content.docs.map((d) => [d.kind, d.relPath, d.file, d.bodyLine])).toEqual([
      ['doc', 'a/b.md', 'content/docs/a/b.md', 5],
      ['page', 'p.md', 'content/pages/p.md', 1],
    ]);
    expect(content.docs[0]!.frontMatter.tags).toEqual(['x', { label: 'Y', permalink: 'why' }]);
    expect(content.categories.map((c) => [c.dir, c.meta.label, c.meta.collapsed])).toEqual([
      // No `collapsed`: the docs' sidebarCollapsed decides, in the model.
      ['a', 'A', undefined],
      ['c', 'C', false],
    ]);
  });

  it('reads .mdx docs and pages, and skips partials (names starting with _) as Docusaurus does', async () => {
    const { content, diagnostics } = await load({
      'docs/guide.mdx': '# Guide\n',
      'docs/_shared.mdx': 'Imported by other pages.\n',
      'docs/settings/_flag.md': 'A partial.\n',
      'docs/_partials/x.md': 'In a partial folder.\n',
      'docs/_partials/_category_.json': '{"label": "P"}',
      'pages/about.mdx': 'About.\n',
    });
    expect(diagnostics).toEqual([]);
    expect(content.docs.map((d) => d.file)).toEqual(['content/docs/guide.mdx', 'content/pages/about.mdx']);
    expect(content.categories).toEqual([]);
  });

  it('points a YAML syntax error at its line in the file', async () => {
    const { diagnostics } = await load({ 'docs/x.md': '---\ntitle: X\ndescription: Has a colon: here\n---\n' });
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'front-matter/yaml', file: 'content/docs/x.md', line: 3 })]);
  });

  it('warns about a key that looks like a misspelt known key, and reports a wrong type as an error', async () => {
    const { diagnostics } = await load({ 'docs/x.md': '---\ntitle: X\nsidebar_postion: 2\ntags: nope\n---\n' });
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'front-matter/unknown-key', line: 3, column: 1, hint: expect.stringContaining("Did you mean 'sidebar_position'?") }),
      expect.objectContaining({ severity: 'error', code: 'front-matter/invalid', line: 4, hint: "Give 'tags' a value of type array." }),
    ]);
  });

  it('keeps custom keys on the doc without a diagnostic, typed keys stay checked', async () => {
    const { content, diagnostics } = await load({
      'docs/x.md': '---\ntitle: X\nowner: media-team\ncustom_edit_url: null\npagination_label: Next up\nreviewers: [ana, bo]\n---\n\nText.\n',
    });
    expect(diagnostics).toEqual([]);
    expect(content.docs[0]!.frontMatter).toMatchObject({ title: 'X', owner: 'media-team', custom_edit_url: null, pagination_label: 'Next up', reviewers: ['ana', 'bo'] });
  });

  it('warns about a typo of a typed reference key, and keeps unknown keys inside reference facts errors', async () => {
    const { diagnostics } = await load({ 'docs/x.md': '---\ntitle: X\napi_cal: {}\n---\n', 'docs/y.md': '---\ntitle: Y\ntrigger:\n  nmae: USER_NEW\n---\n' });
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'warning', code: 'front-matter/unknown-key', file: 'content/docs/x.md', line: 3, hint: expect.stringContaining("'api_call'") }),
        expect.objectContaining({ severity: 'error', code: 'front-matter/unknown-key', file: 'content/docs/y.md', line: 4, message: "Unknown key 'trigger.nmae'." }),
      ]),
    );
  });

  it('points a nested reference-fact error at its line', async () => {
    const { diagnostics } = await load({
      'docs/t.md': '---\ntitle: T\ntrigger:\n  name: USER_NEW\n  payload: []\n  response: maybe\n  response_action: x\n  stream_specific: true\n  fired_by: [MistOutHTTP]\n---\n',
    });
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'front-matter/invalid', line: 6 })]);
    expect(diagnostics[0]!.message).toContain('trigger.response');
  });

  it('reports a category file with bad JSON at its line', async () => {
    const { diagnostics } = await load({ 'docs/a/_category_.json': '{\n  "label": "A",\n  "position": ,\n}\n', 'docs/a/b.md': 'x' });
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'category/syntax', file: 'content/docs/a/_category_.json', line: 3 })]);
  });
});

describe('loadContent with a previous result (watch mode)', () => {
  const put = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(dir!, 'content', rel)), { recursive: true });
    await writeFile(path.join(dir!, 'content', rel), text);
  };
  const again = (previous: Awaited<ReturnType<typeof load>>['content'], changed: string[]) =>
    loadContent({ root: dir!, contentDir: path.join(dir!, 'content'), previous, changed: new Set(changed) });

  it('re-reads a saved file and keeps the others as they were', async () => {
    const first = await load({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
    await put('docs/a.md', '# A again\n');
    const { content } = await again(first.content, ['content/docs/a.md']);
    expect(content.docs.map((d) => d.body.trim())).toEqual(['# A again', '# B']);
    expect(content.docs[1]).toBe(first.content.docs[1]);
  });

  it('finds a file added since, and drops one deleted since', async () => {
    const first = await load({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
    await put('docs/new/c.md', '# C\n');
    const added = await again(first.content, ['content/docs/new/c.md']);
    expect(added.content.docs.map((d) => d.file)).toEqual(['content/docs/a.md', 'content/docs/b.md', 'content/docs/new/c.md']);
    await unlink(path.join(dir!, 'content/docs/a.md'));
    const removed = await again(added.content, ['content/docs/a.md']);
    expect(removed.content.docs.map((d) => d.file)).toEqual(['content/docs/b.md', 'content/docs/new/c.md']);
  });

  it('ignores changes to files that are not content (hidden files, images)', async () => {
    const first = await load({ 'docs/a.md': '# A\n' });
    await put('docs/.a.md.swp', 'editor state');
    await put('docs/img.png', 'not really a png');
    const { content } = await again(first.content, ['content/docs/.a.md.swp', 'content/docs/img.png']);
    expect(content.docs.map((d) => d.file)).toEqual(['content/docs/a.md']);
  });
});
