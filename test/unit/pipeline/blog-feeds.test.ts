/** Feeds stay well-formed XML whatever a post's title or text holds: what XML 1.0 forbids is left out. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../src/pipeline/index.js';
import { xmlText } from '../../../src/pipeline/blog-feeds.js';

/** XML 1.0's Char production, negated. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('blog feeds with characters XML cannot hold', () => {
  it('leave out control characters, U+FFFE, U+FFFF and lone surrogates from RSS and Atom, and keep the rest of the text', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-feeds-'));
    dirs.push(cwd);
    const files: Record<string, string> = {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', blog: { onUntruncatedBlogPosts: 'ignore' } };\n",
      'content/docs/index.md': '# Home\n',
      'content/blog/2024-01-01-control.md': '---\ntitle: "Hello \\u0001 world \\uFFFE\\uFFFF"\ndescription: "Bell \\u0007 here"\n---\n\nText.\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
    const result = await compileSite({ cwd });
    const read = (file: string) => String(result.files.find((f) => f.path === file)?.data);
    for (const file of ['blog/rss.xml', 'blog/atom.xml']) {
      const xml = read(file);
      expect(xml, file).toContain('Hello  world');
      expect(FORBIDDEN.test(xml), file).toBe(false);
      const feed = await new Parser().parseString(xml);
      expect(feed.items.map((i) => i.title)).toEqual(['Hello  world ']);
    }
  });

  it('keeps tabs, line ends and characters beyond the Basic Multilingual Plane', () => {
    expect(xmlText('<a>\t\n\r😀 \u0000\u001f\uFFFE\uD800x</a>')).toBe('<a>\t\n\r😀 x</a>');
  });
});
