/**
 * Watch mode on a site with docs versions: an edit to a released version's doc (outside the content
 * folder) rebuilds that version's page, and a new version in versions.json appears without a restart.
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

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-watch-versions-'));
  await cp(path.join(fixturesDir, 'sites/versions'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  const started = new Promise<void>((resolve) => waiters.push(() => resolve()));
  server = await startDevServer({
    cwd: dir,
    outDir: path.join(dir, 'build'),
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

describe('serve --watch with versions', () => {
  it("re-renders a released version's page when its doc changes", async () => {
    const file = path.join(dir, 'versioned_docs/version-1.0/install.md');
    const report = await rebuildAfter(async () => save(file, (await readFile(file, 'utf8')).replace('INI files only', 'INI files and nothing else')));
    expect(report.ok).toBe(true);
    expect(report.pages).toContain('/1.0/install');
    expect(await readFile(path.join(dir, 'build/1.0/install/index.html'), 'utf8')).toContain('INI files and nothing else');
  });

  it('builds a version added to versions.json', async () => {
    await cp(path.join(dir, 'versioned_docs/version-1.0'), path.join(dir, 'versioned_docs/version-0.9'), { recursive: true });
    const report = await rebuildAfter(() => save(path.join(dir, 'versions.json'), '["2.0", "1.0", "0.9"]\n'));
    expect(report).toMatchObject({ ok: true, full: true });
    expect(await readFile(path.join(dir, 'build/0.9/install/index.html'), 'utf8')).toMatch(/Version: (<!-- -->)?0\.9</);
  });
});
