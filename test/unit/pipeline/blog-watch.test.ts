/**
 * The blog under `serve --watch` and `check`: an edited post is rendered again with the lists it is on
 * (and the output equals a cold build's), a new post joins the lists; `check` reports a broken link in
 * a post at its line and takes links to the feeds as good; a locale's translated posts replace the
 * posts they translate.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/check/check-site.js';
import { buildSite, compileSite, createMemo, type BuildResult } from '../../../src/pipeline/index.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
const memo = createMemo();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-blog-watch-'));
  await cp(path.join(fixturesDir, 'sites/blog'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  await compileSite({ cwd: dir, memo, deferSearchIndex: true });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function outputOf(result: BuildResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of result.files) {
    if (result.searchPaths.includes(f.path)) continue;
    out.set(f.path, (typeof f.data === 'string' ? f.data : Buffer.from(f.data).toString('base64')).replace(/\?_=[0-9a-f]+/g, '?_='));
  }
  return out;
}

async function change(file: string, text: string): Promise<BuildResult> {
  await writeFile(path.join(dir, file), text);
  const result = await compileSite({ cwd: dir, memo, changed: new Set([file]), deferSearchIndex: true });
  expect(outputOf(result)).toEqual(outputOf(await compileSite({ cwd: dir })));
  return result;
}

describe('blog while watching', () => {
  it('renders an edited post again, with the list, tag, author pages and feeds it is on', async () => {
    const file = 'content/blog/2024-01-10-welcome.md';
    const text = await readFile(path.join(dir, file), 'utf8');
    const result = await change(file, text.replace('This is the opening of the first post', 'An opening rewritten while watching'));
    expect(result.rebuilt.docs).toEqual(['blog:default:2024-01-10-welcome.md']);
    const out = outputOf(result);
    for (const page of ['blog/2024/01/10/welcome/index.html', 'blog/page/3/index.html', 'blog/tags/hello/index.html', 'blog/authors/jane/authors/2/index.html']) {
      expect(out.get(page), page).toContain('An opening rewritten while watching');
      expect(result.rebuilt.pages).toContain(`/${page.replace(/\/?index\.html$/, '')}`);
    }
    // Pages the post is not on are not rendered again.
    expect(result.rebuilt.pages).not.toContain('/blog/tags/mdx');
  });

  it('keeps the model (and the blog pages) after an edit to a doc body', async () => {
    const before = await compileSite({ cwd: dir, memo, changed: new Set(), deferSearchIndex: true });
    const result = await change('content/docs/index.md', '---\ntitle: Introduction\n---\n\nRead the [welcome post](/blog/2024/01/10/welcome) or the [blog](/blog) itself.\n\nA paragraph added while watching.\n');
    expect(result.model).toBe(before.model);
    expect(result.rebuilt.pages).toEqual(['/']);
  });

  it('puts a new post at the top of the list', async () => {
    const result = await change('content/blog/2024-08-01-new.md', '---\ntitle: Written while watching\n---\n\nNew.\n\n<!-- truncate -->\n');
    const out = outputOf(result);
    expect(out.get('blog/index.html')).toMatch(/blog-post-title"><a href="\/blog\/2024\/08\/01\/new">Written while watching/);
    expect(out.get('blog/rss.xml')).toContain('Written while watching');
  });
});

describe('check on a blog', () => {
  it('reports a broken link in a post at its line, and knows the feeds', async () => {
    await writeFile(path.join(dir, 'content/blog/2024-09-01-links.md'), '---\ntitle: Links\n---\n\nThe [feed](/blog/rss.xml), the [archive](/blog/archive) and [nothing](/blog/nowhere).\n\n<!-- truncate -->\n');
    const result = await checkSite({ cwd: dir });
    const broken = result.diagnostics.filter((d) => d.code === 'links/broken-link');
    expect(broken.map((d) => [d.file, d.line, d.message])).toEqual([['content/blog/2024-09-01-links.md', 5, "The link '/blog/nowhere' on '/blog/2024/09/01/links' points to '/blog/nowhere', which is no page of the site."]]);
  });
});

describe('a blog in two locales', () => {
  it("shows a locale's translated posts at the same routes under its base, and the others in the default locale's language", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-blog-i18n-'));
    try {
      const write = async (rel: string, text: string) => {
        await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
        await writeFile(path.join(site, rel), text);
      };
      await write('site.config.ts', "export default { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n");
      await write('content/docs/index.md', '# Home\n');
      await write('content/blog/2024-01-01-a.md', '---\ntitle: Hello\n---\n\nIn English.\n\n<!-- truncate -->\n');
      await write('content/blog/2024-01-02-b.md', '---\ntitle: Only English\n---\n\nNot translated.\n\n<!-- truncate -->\n');
      await write('i18n/fr/docusaurus-plugin-content-blog/2024-01-01-a.md', '---\ntitle: Bonjour\n---\n\nEn français.\n\n<!-- truncate -->\n');
      const out = path.join(site, 'build');
      await buildSite({ cwd: site, outDir: out });
      const read = (rel: string) => readFile(path.join(out, rel), 'utf8');
      expect(await read('blog/2024/01/01/a/index.html')).toContain('In English.');
      const fr = await read('fr/blog/2024/01/01/a/index.html');
      expect(fr).toContain('En français.');
      expect(fr).not.toContain('data-untranslated');
      const untranslated = await read('fr/blog/2024/01/02/b/index.html');
      expect(untranslated).toContain('Not translated.');
      expect(untranslated).toContain('data-untranslated');
      expect(await read('fr/blog/index.html')).toContain('Bonjour');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
