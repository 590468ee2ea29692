import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSitePath, sitePathCandidates } from '../../../src/pipeline/site-path.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'site-path-'));
const contentDir = path.join(root, 'content');
const put = (file: string, text = '') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
put('src/data/items.json', '[]');
put('content/static/img/logo.png');
put('src/shared.mdx', 'From the site folder.');
put('content/src/shared.mdx', 'From the content folder.');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('@site/ resolved from the site folder, then the content folder', () => {
  it('finds a path of the site folder there, and what mistdocs keeps in the content folder (static/, docs/) there', () => {
    expect(resolveSitePath('@site/src/data/items.json', { root, contentDir })).toBe(path.join(root, 'src/data/items.json'));
    expect(resolveSitePath('@site/static/img/logo.png', { root, contentDir })).toBe(path.join(contentDir, 'static/img/logo.png'));
  });

  it('takes the site folder first when both have the path, as Docusaurus reads @site/ from the site', () => {
    expect(resolveSitePath('@site/src/shared.mdx', { root, contentDir })).toBe(path.join(root, 'src/shared.mdx'));
    expect(sitePathCandidates('@site/src/x', { root, contentDir })).toEqual([path.join(root, 'src/x'), path.join(contentDir, 'src/x')]);
  });

  it('resolves nothing that is missing or is not @site/', () => {
    expect(resolveSitePath('@site/src/missing.ts', { root, contentDir })).toBeUndefined();
    expect(resolveSitePath('./src/data/items.json', { root, contentDir })).toBeUndefined();
  });
});
