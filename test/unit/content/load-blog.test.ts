import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blogSchema } from '../../../src/config/schemas/blog.js';
import { loadBlog } from '../../../src/content/load-blog.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function load(files: Record<string, string>, options: Record<string, unknown> = {}, localizedDir?: string) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-blog-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return loadBlog({ root: dir, dir: 'content/blog', localizedDir, options: blogSchema.parse(options) });
}

describe('loadBlog', () => {
  it('reads posts (not partials or excluded files), authors.yml and tags.yml', async () => {
    const { blog, diagnostics } = await load({
      'content/blog/2024-05-01-hello.md': '---\nauthors: [jane]\ntags: [news]\n---\n\nHi.\n',
      'content/blog/2024-06-01-folder/index.mdx': '---\ntitle: Folder\ndate: 2024-06-02\n---\n\nBody.\n',
      'content/blog/_partial.mdx': 'Not a post.\n',
      'content/blog/authors.yml': 'jane:\n  name: Jane\n  image_url: /img/j.png\n  page: true\n',
      'content/blog/tags.yml': 'news:\n  label: News\n',
    });
    expect(diagnostics).toEqual([]);
    expect(blog.posts.map((p) => [p.kind, p.relPath, p.file])).toEqual([
      ['post', '2024-05-01-hello.md', 'content/blog/2024-05-01-hello.md'],
      ['post', '2024-06-01-folder/index.mdx', 'content/blog/2024-06-01-folder/index.mdx'],
    ]);
    expect(blog.posts[1]!.post!.frontMatter.date).toEqual(new Date('2024-06-02T00:00:00Z'));
    expect(blog.authors).toEqual({ file: 'content/blog/authors.yml', entries: { jane: { name: 'Jane', image_url: '/img/j.png', page: true } } });
    expect(blog.tags?.entries).toEqual({ news: { label: 'News' } });
  });

  it('takes include and exclude as Docusaurus does', async () => {
    const { blog } = await load({ 'content/blog/a.md': 'A\n', 'content/blog/drafts/b.md': 'B\n' }, { exclude: ['drafts/**'] });
    expect(blog.posts.map((p) => p.relPath)).toEqual(['a.md']);
  });

  it('reports a date that is no date at its line', async () => {
    const { blog, diagnostics } = await load({ 'content/blog/post.md': '---\ntitle: T\ndate: not a date\n---\n\nBody.\n' });
    expect(blog.posts).toEqual([]);
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'front-matter/invalid', file: 'content/blog/post.md', line: 3, column: 1 }]);
    expect(diagnostics[0]!.message).toContain("'not a date' is not a date");
  });

  it('reports an authors file that is not a map of authors, at the key', async () => {
    const { diagnostics } = await load({ 'content/blog/authors.yml': 'jane:\n  name: Jane\n  colour: red\n' });
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'front-matter/unknown-key', file: 'content/blog/authors.yml', line: 3 }]);
  });

  it("reads a locale's translated post in place of the original", async () => {
    const { blog } = await load(
      { 'content/blog/2024-01-01-a.md': '# English\n', 'content/blog/2024-01-02-b.md': '# Only English\n', 'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-a.md': '# Français\n' },
      {},
      'i18n/fr/docusaurus-plugin-content-blog',
    );
    expect(blog.posts.map((p) => [p.file, p.body.trim()])).toEqual([
      ['i18n/fr/docusaurus-plugin-content-blog/2024-01-01-a.md', '# Français'],
      ['content/blog/2024-01-02-b.md', '# Only English'],
    ]);
  });
});
