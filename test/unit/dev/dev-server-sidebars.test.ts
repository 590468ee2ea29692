/**
 * Watch mode follows a Docusaurus sidebars file beside the config: editing it (or adding one) rebuilds
 * every page with the new sidebar, as editing the config does.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { save, watchFixture, type WatchedSite } from '../../helpers/watch.js';

let dir: string;
let site: WatchedSite;

const rebuildAfter = (action: () => Promise<void>) => site.rebuildAfter(action);

/**
 * chokidar folds the events of one file that come within 100 ms of each other (its `atomic` handling of
 * editors' rename-saves); a person never saves twice that fast, so the next save waits that long.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The labels of the sidebar as the served home page shows it. */
async function sidebarText(): Promise<string> {
  const html = await readFile(path.join(dir, 'build/index.html'), 'utf8');
  return /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
}

beforeAll(async () => {
  site = await watchFixture('docusaurus-syntax');
  ({ dir } = site);
});

afterAll(() => site?.close());

describe('serve --watch with a sidebars.js', () => {
  it('rebuilds with the new sidebar when sidebars.js is edited', async () => {
    expect(await sidebarText()).toContain('>Syntax<');
    const file = path.join(dir, 'sidebars.js');
    const text = await readFile(file, 'utf8');
    const report = await rebuildAfter(() => save(file, text.replace('{ Syntax: [', "{ 'Syntax forms': [")));
    expect(report).toMatchObject({ ok: true, full: true });
    expect(await sidebarText()).toContain('>Syntax forms<');
  });

  it('reports a broken sidebars.js with its file and keeps serving, then recovers', async () => {
    const file = path.join(dir, 'sidebars.js');
    const good = await readFile(file, 'utf8');
    await settle();
    const broken = await rebuildAfter(() => save(file, good.replace('module.exports = {', 'module.exports = {{')));
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'config/sidebars-syntax', file: 'sidebars.js' });
    await settle();
    const fixed = await rebuildAfter(() => save(file, good.replace("'Syntax forms'", "'Syntax again'")));
    expect(fixed.ok).toBe(true);
    expect(await sidebarText()).toContain('>Syntax again<');
  });
});
