import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyzeSite } from '../../../src/pipeline/index.js';
import { searchPagesOf } from '../../../src/pipeline/search-index.js';
import { buildIndex, type SearchPageInput } from '../../../src/search/build-index.js';
import { createSearchEngine } from '../../../src/search/engine.js';
import { hitOf } from '../../../src/search/index-format.js';

/**
 * A small site whose pages say things about each other: the search reads what a real site says about
 * its pages (front matter, the texts of links to them), with no word list of its own.
 */
const files: Record<string, string> = {
  'site.config.ts': "export default { title: 'Media Server', url: 'https://example.org', baseUrl: '/' };\n",
  'content/docs/networking.md': [
    '---',
    'title: Networking',
    '---',
    '',
    'Which ports the server listens on.',
    '',
    '## External access',
    '',
    'Forward a port on the router, or use a reverse proxy or a VPN.',
    '',
  ].join('\n'),
  'content/docs/clients.md': [
    '---',
    'title: Clients',
    '---',
    '',
    'Every client signs in with an account. [Configure remote access](/networking#external-access) before you travel.',
    '',
  ].join('\n'),
  'content/docs/users.md': [
    '---',
    'title: Users',
    'description: Accounts, their access to libraries and their remote sessions.',
    'keywords: [parental controls]',
    '---',
    '',
    'An administrator can give each account access to some libraries. Remote sessions of an account can be ended.',
    '',
  ].join('\n'),
  'content/docs/settings.md': ['---', 'title: Settings', '---', '', 'How the web client looks.', '', 'Parental ratings and controls of the web client, remote control.', ''].join('\n'),
};

let dir: string;
let pages: SearchPageInput[];
const search = (q: string) => {
  const entry = buildIndex(pages, { k1: 1.2, b: 0.75, fieldWeights: { title: 4, heading: 2, body: 1, code: 0.5 } });
  return createSearchEngine(entry)
    .search(q, 8)
    .ranked.map((r) => {
      const hit = hitOf(entry, r.section)!;
      return hit.u + hit.h;
    });
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-search-signals-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const site = await analyzeSite({ cwd: dir, onStage: () => {} });
  pages = searchPagesOf(site.model, site.rendered);
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('what a site says about its pages', () => {
  it('finds a section by the text of the links other pages point at it with', () => {
    expect(search('remote access')[0]).toBe('/networking#external-access');
  });

  it('keeps a link text on the section its link names, not on the page linking', () => {
    const networking = pages.find((p) => p.url === '/networking')!;
    expect(networking.sections.find((s) => s.id === 'external-access')!.anchors).toBe('configure remote access');
    expect(pages.find((p) => p.url === '/clients')!.sections.every((s) => !s.anchors)).toBe(true);
  });

  it("ranks first the page whose keywords are the query over one whose text has the same words", () => {
    expect(search('parental controls')[0]).toBe('/users');
  });
});
