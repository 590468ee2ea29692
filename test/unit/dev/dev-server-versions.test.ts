/**
 * Watch mode on a site with docs versions: an edit to a released version's doc (outside the content
 * folder) rebuilds that version's page, and a new version in versions.json appears without a restart.
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { save, watchFixture, type WatchedSite } from '../../helpers/watch.js';

let dir: string;
let site: WatchedSite;

const rebuildAfter = (action: () => Promise<void>) => site.rebuildAfter(action);

beforeAll(async () => {
  site = await watchFixture('versions');
  ({ dir } = site);
});

afterAll(() => site?.close());

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
    let report = await rebuildAfter(() => save(path.join(dir, 'versions.json'), '["2.0", "1.0", "0.9"]\n'));
    // The copied folder can set off a rebuild of its own that reports first: wait for the one that read versions.json.
    for (let i = 0; i < 5 && !report.full; i++) report = await rebuildAfter(async () => undefined);
    expect(report).toMatchObject({ ok: true, full: true });
    expect(await readFile(path.join(dir, 'build/0.9/install/index.html'), 'utf8')).toMatch(/Version: (<!-- -->)?0\.9</);
  });
});
