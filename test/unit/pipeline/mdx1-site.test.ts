/**
 * The mdx1-site fixture, a Docusaurus 2 site as migrate carries it: it builds without errors, and every
 * place read as MDX 1 read it is one warning at the author's file, line and column (a partial's at its
 * own lines), naming what MDX 3 wants; the released version's prefixed sidebar ids resolve.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../../helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
beforeAll(async () => {
  site = await buildFixture('mdx1-site');
});
afterAll(() => site?.cleanup());

describe('a Docusaurus 2 site read as MDX 1', () => {
  it('builds, with each lenient place one warning at its file, line and column', () => {
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const places = site.diagnostics.filter((d) => d.code === 'markdown/mdx1-syntax');
    expect(places.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'content/docs/guides/tabs.md:13:4 `</TabItem>` indented under a list item closes its `<TabItem>`, as MDX 1 read it; in MDX 3 it is part of the list item.',
      'content/docs/guides/tabs.md:21:1 `<img>` is read as an element without content, as MDX 1 read it; MDX 3 needs every tag closed.',
      'content/docs/intro.md:5:12 `{user}` is read as text, as MDX 1 read it; MDX 3 runs it as a JavaScript expression.',
      'content/docs/intro.md:7:5 The autolink `<https://chat.example/demo>` is read as a link, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/intro.md:7:45 The autolink `<team@chat.example>` is read as a link, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/intro.md:9:9 `<br>` is read as an element without content, as MDX 1 read it; MDX 3 needs every tag closed.',
      'content/docs/intro.md:11:1 `**@Ana (Maintainer): **` is read as bold, as MDX 1 read it; in MDX 3 its asterisks show.',
      'content/docs/intro.md:11:71 `**Note:**` is read as bold, as MDX 1 read it; in MDX 3 its asterisks show.',
      'content/docs/server-api.md:7:23 `<String,` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/server-api.md:11:16 `<=` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/server-api.md:11:21 `<=` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/server-api.md:12:15 `<5` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'content/docs/server-api.md:14:28 `{` starts no JavaScript expression here and is read as text, as MDX 1 read it; MDX 3 refuses it.',
      "content/docs/_note.md:3:39 `{props.who}` is read as text, as MDX 1 read it; MDX 3 runs it as a JavaScript expression.",
      'versioned_docs/version-3.x/intro.md:5:15 `{user}` is read as text, as MDX 1 read it; MDX 3 runs it as a JavaScript expression.',
      'versioned_docs/version-3.x/server-api.md:5:19 `<=` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
      'versioned_docs/version-3.x/server-api.md:5:24 `<=` is read as text, as MDX 1 read it; MDX 3 reads `<` as the start of a tag.',
    ]);
    expect(places.every((d) => d.severity === 'warning' && d.hint?.startsWith('Write '))).toBe(true);
    expect(places.find((d) => d.line === 7 && d.column === 5)!.hint).toBe('Write `[https://chat.example/demo](https://chat.example/demo)`.');
  });

  it("shows the released version's sidebar, named with Docusaurus 2's `version-3.x/` prefixes, on its pages", async () => {
    const html = await readFile(path.join(site.outDir, 'docs/server-api/index.html'), 'utf8');
    const nav = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)![0];
    expect([...nav.matchAll(/<a class="menu-link[^"]*"[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['Introduction /docs/intro', 'Server API /docs/server-api', 'Guides /docs/guides', 'Tabs /docs/guides/tabs']);
    expect(nav).toContain('<a class="menu-link active" aria-current="page" href="/docs/server-api">Server API</a>');
  });
});
