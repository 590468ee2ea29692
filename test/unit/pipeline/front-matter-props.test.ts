/**
 * Front-matter keys mistdocs does not read itself reach the theme as Docusaurus hands them on: the site's
 * MDX components get the page's front matter as `frontMatter`, and the page props carry the custom keys.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePropsOf, pageSlots } from '../../../src/pipeline/page-props.js';
import { buildSite, type BuildResult } from '../../../src/pipeline/index.js';

let dir: string;
let built: BuildResult;

const CONFIG = `import { defineConfig } from 'mistdocs';

// A component of the site's own; a function component may return plain text, so no React import is needed.
const Audience = ({ frontMatter, prefix }) => \`\${prefix ?? 'Written for'} \${frontMatter.audience ?? 'everyone'} (owner: \${frontMatter.owner?.team ?? 'none'})\`;

export default defineConfig({
  title: 'Front matter',
  url: 'https://front-matter.example',
  markdown: { format: 'mdx', mdxComponents: { Audience } },
});
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-front-matter-'));
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await writeFile(path.join(dir, 'site.config.ts'), CONFIG);
  await writeFile(path.join(dir, 'content/docs/index.md'), '---\ntitle: Operators\naudience: operators\nowner:\n  team: media\n---\n\n<Audience />\n\n<Audience prefix="Also for" />\n');
  await writeFile(path.join(dir, 'content/docs/plain.md'), '---\ntitle: Plain\n---\n\n<Audience />\n');
  built = await buildSite({ cwd: dir, outDir: path.join(dir, 'build') });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('custom front matter', () => {
  it("reaches the site's MDX components as `frontMatter`", async () => {
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(dir, 'build/index.html'), 'utf8');
    expect(html).toContain('Written for operators (owner: media)');
    expect(html).toContain('Also for operators (owner: media)');
    expect(await readFile(path.join(dir, 'build/plain/index.html'), 'utf8')).toContain('Written for everyone (owner: none)');
  });

  it('is in the page props, the keys mistdocs reads itself left out', () => {
    const context = { config: built.config, model: built.model, site: { lang: 'en', sidebars: [] } as never, rendered: built.rendered, gitDates: new Map<string, string>(), links: {} };
    const props = new Map(pageSlots(built.model).map((slot) => [slot.route, pagePropsOf(slot, context)]));
    expect(props.get('/')?.frontMatter).toEqual({ audience: 'operators', owner: { team: 'media' } });
    expect(props.get('/plain')?.frontMatter).toBeUndefined();
  });
});
