/** Files whose names a URL cannot hold as they are (`a#b.md`, `100%.md`, `dir #?% ü/`) are linked percent-encoded everywhere. */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/check/check-site.js';
import { buildSite } from '../../../src/pipeline/index.js';
import { writeOddSite } from '../../helpers/odd-site.js';

describe('pages with odd file names', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await writeOddSite();
    out = path.join(dir, 'build');
    await buildSite({ cwd: dir, outDir: out });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('links every page, in the pages and the sitemap, by an address that leads to its file', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const hrefs = [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith('/assets/'));
    expect(hrefs).toEqual(expect.arrayContaining(['/a%23b', '/100%25', '/a%3Fb', '/dir%20%23%3F%25%20%C3%BC/inner']));
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>https:\/\/odd\.example([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const href of [...hrefs, ...locs]) {
      // What a server finds for the address: the decoded path.
      const file = path.join(out, decodeURIComponent(href), 'index.html');
      expect(existsSync(file), href).toBe(true);
    }
  });

  it('check finds every link good, and follows a raw # as a browser does', async () => {
    const result = await checkSite({ cwd: dir });
    expect(result.diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
  });
});
