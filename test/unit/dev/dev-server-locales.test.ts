/**
 * Watch mode on one locale of a site with two: `serve --watch --locale ar` serves the Arabic pages under
 * /ar/, and an edit to a translated doc or to code.json shows on the next request without a restart.
 */
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer, type RebuildReport } from '../../../src/dev/dev-server.js';
import { fixturesDir } from '../../helpers/site.js';

let dir: string;
let server: DevServer;
const waiters: ((r: RebuildReport) => void)[] = [];

async function rebuildAfter(action: () => Promise<void>): Promise<RebuildReport> {
  const next = new Promise<RebuildReport>((resolve) => waiters.push(resolve));
  await action();
  return next;
}

async function save(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.save-${path.basename(file)}`);
  await writeFile(temp, text);
  await rename(temp, file);
}

const served = async (route: string) => (await fetch(`${server.url}${route}`)).text();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-watch-locales-'));
  await cp(path.join(fixturesDir, 'sites/versions'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  const started = new Promise<void>((resolve) => waiters.push(() => resolve()));
  server = await startDevServer({
    cwd: dir,
    outDir: path.join(dir, 'build'),
    locale: 'ar',
    port: 0,
    host: '127.0.0.1',
    debounceMs: 20,
    watchTheme: false,
    log: { info: () => undefined, error: () => undefined },
    onRebuild: (report) => waiters.shift()?.(report),
  });
  await started;
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

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
