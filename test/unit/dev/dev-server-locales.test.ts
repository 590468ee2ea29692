/**
 * Watch mode on one locale of a site with two: `serve --watch --locale ar` serves the Arabic pages under
 * /ar/, and an edit to a translated doc or to code.json shows on the next request without a restart.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../../src/dev/dev-server.js';
import { save, watchFixture, type WatchedSite } from '../../helpers/watch.js';

let dir: string;
let server: DevServer;
let site: WatchedSite;

const rebuildAfter = (action: () => Promise<void>) => site.rebuildAfter(action);

const served = async (route: string) => (await fetch(`${server.url}${route}`)).text();

beforeAll(async () => {
  site = await watchFixture('versions', { locale: 'ar' });
  ({ dir, server } = site);
});

afterAll(() => site?.close());

describe('serve --watch --locale', () => {
  it("serves the locale's pages under its folder", async () => {
    expect(server.baseUrl).toBe('/ar/');
    const page = await served('/ar/streaming/push');
    expect(page).toContain('<html lang="ar" dir="rtl"');
    expect(page).toContain('دفع بث');
  });

  it('re-renders a translated doc when it changes', async () => {
    const file = path.join(dir, 'i18n/ar/docusaurus-plugin-content-docs/version-2.0/streaming/push.md');
    const report = await rebuildAfter(async () => save(file, (await readFile(file, 'utf8')).replace('كل عشر ثوانٍ', 'كل خمس ثوانٍ')));
    expect(report.ok).toBe(true);
    expect(report.pages).toContain('/streaming/push');
    expect(await served('/ar/streaming/push')).toContain('كل خمس ثوانٍ');
  });

  it('takes a changed theme string from code.json', async () => {
    const file = path.join(dir, 'i18n/ar/code.json');
    const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, { message: string }>;
    strings['theme.docs.paginator.previous'] = { message: 'الصفحة السابقة' };
    const report = await rebuildAfter(() => save(file, JSON.stringify(strings)));
    expect(report.ok).toBe(true);
    expect(await served('/ar/install')).toContain('الصفحة السابقة');
  });
});
