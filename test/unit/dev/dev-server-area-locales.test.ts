/**
 * Watch mode on a locale of a site with a docs area: `serve --watch --locale fr` takes an edit to the
 * area's translated page, to its current.json and a new translation of one of its pages on the next request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../../src/dev/dev-server.js';
import { save, watchFixture, type WatchedSite } from '../../helpers/watch.js';

let dir: string;
let server: DevServer;
let site: WatchedSite;

const served = async (route: string) => (await fetch(`${server.url}${route}`)).text();
const translations = () => path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs-community');

beforeAll(async () => {
  site = await watchFixture('docs-areas', { locale: 'fr' });
  ({ dir, server } = site);
});

afterAll(() => site?.close());

describe('serve --watch --locale on a docs area', () => {
  it("serves the area's translated page", async () => {
    expect(await served('/fr/community/welcome')).toContain('<h1>Bienvenue</h1>');
  });

  it('re-renders a translated area page when it changes', async () => {
    const file = path.join(translations(), 'current/welcome.mdx');
    const report = await site.rebuildAfter(async () => save(file, (await readFile(file, 'utf8')).replace('La communauté.', 'Notre communauté.')));
    expect(report.ok).toBe(true);
    expect(await served('/fr/community/welcome')).toContain('Notre communauté.');
  });

  it("takes a changed sidebar label from the area's current.json", async () => {
    const file = path.join(translations(), 'current.json');
    const report = await site.rebuildAfter(() => save(file, JSON.stringify({ 'sidebar.community.category.events': { message: 'Événements' } })));
    expect(report.ok).toBe(true);
    expect(await served('/fr/community/category/events')).toContain('<h1>Événements</h1>');
  });

  it('takes a new translation of an area page in place of the English one', async () => {
    expect(await served('/fr/community/support')).toContain('<h1>Support</h1>');
    const file = path.join(translations(), 'current/support.md');
    await mkdir(path.dirname(file), { recursive: true });
    const report = await site.rebuildAfter(() => writeFile(file, '---\nsidebar_position: 2\n---\n\n# Aide\n\nOù demander.\n'));
    expect(report.ok).toBe(true);
    const page = await served('/fr/community/support');
    expect(page).toContain('<h1>Aide</h1>');
    expect(page).not.toContain('untranslated-note');
  });
});
