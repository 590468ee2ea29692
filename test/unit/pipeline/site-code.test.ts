/**
 * Site code as Docusaurus runs it (src/pipeline/component-bundle.ts): the blog's post list Docusaurus
 * writes in its generated folder, read by a home page, and its errors; usePluralForm in the site's locale.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { compileSite, type BuildResult } from '../../../src/pipeline/index.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-site-code-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const page = (result: BuildResult, file: string) => {
  const found = result.files.find((f) => f.path === file)!;
  return typeof found.data === 'string' ? found.data : new TextDecoder().decode(found.data);
};

const HOME = `const posts = require('../../.docusaurus/docusaurus-plugin-content-blog/BLOG/blog-post-list-prop-BLOG.json');
export default function Home() {
  return <ul className="recent">{posts.items.map((p) => <li key={p.permalink}><a href={p.permalink}>{p.title}</a> {p.date.slice(0, 10)}</li>)}</ul>;
}
`;

const post = (title: string) => `---\ntitle: ${title}\n---\n\n${title}.\n\n<!-- truncate -->\n`;

describe('site code', () => {
  it("gives a home page the blog's recent posts as Docusaurus's generated blog-post-list-prop JSON has them, the base URL in their links", async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', docs: { routeBasePath: '/docs' }, baseUrl: '/docs-site/', blog: { blogSidebarCount: 2 } };\n",
      'content/docs/index.md': '# Docs\n',
      'content/blog/2024-01-01-one.md': post('One'),
      'content/blog/2024-02-01-two.md': post('Two'),
      'content/blog/2024-03-01-three.md': post('Three'),
      'src/pages/index.jsx': HOME.replaceAll('BLOG', 'default'),
    });
    const result = await compileSite({ cwd });
    expect(page(result, 'index.html')).toContain('<ul class="recent"><li><a href="/docs-site/blog/2024/03/01/three">Three</a> <!-- -->2024-03-01</li><li><a href="/docs-site/blog/2024/02/01/two">Two</a> <!-- -->2024-02-01</li></ul>');
  });

  it("gives the same list by Docusaurus's @generated alias, imported", async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', docs: { routeBasePath: '/docs' }, blog: { blogSidebarTitle: 'News' } };\n",
      'content/docs/index.md': '# Docs\n',
      'content/blog/2024-01-01-one.md': post('One'),
      'src/pages/index.jsx': "import posts from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\nexport default function Home() {\n  return <p className=\"latest\">{posts.title}: {posts.items.map((p) => p.title).join(', ')}</p>;\n}\n",
    });
    const result = await compileSite({ cwd });
    expect(page(result, 'index.html')).toContain('<p class="latest">News<!-- -->: <!-- -->One</p>');
  });

  it('reports the post list of a blog the site does not have at the line that reads it, naming the blogs it has', async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', docs: { routeBasePath: '/docs' }, blog: {} };\n",
      'content/docs/index.md': '# Docs\n',
      'content/blog/2024-01-01-one.md': post('One'),
      'src/pages/index.jsx': HOME.replaceAll('BLOG', 'news'),
    });
    let diagnostics: Diagnostic[] = [];
    try {
      await compileSite({ cwd });
    } catch (error) {
      diagnostics = (error as { diagnostics: Diagnostic[] }).diagnostics;
    }
    const problem = diagnostics.find((d) => d.severity === 'error');
    expect(problem).toMatchObject({ file: 'src/pages/index.jsx', line: 1 });
    expect(problem?.message).toContain('the site has no blog "news"');
  });

  it("picks usePluralForm's form by the site locale's plural rules", async () => {
    const cwd = await site({
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', docs: { routeBasePath: '/docs' }, i18n: { defaultLocale: 'ru', locales: ['ru'] } };\n",
      'content/docs/index.md': '# Docs\n',
      'src/pages/index.jsx': `import { usePluralForm } from '@docusaurus/theme-common';
export default function Home() {
  const { selectMessage } = usePluralForm();
  return <p className="forms">{[1, 3, 5].map((n) => selectMessage(n, 'одна статья|{count} статьи|{count} статей').replace('{count}', n)).join('; ')}</p>;
}
`,
    });
    const result = await compileSite({ cwd });
    expect(page(result, 'index.html')).toContain('<p class="forms">одна статья; 3 статьи; 5 статей</p>');
  });
});
