/** Builds fixture sites into temporary folders and serves them on loopback, for golden and browser tests. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { buildSite, type BuildResult } from '../../src/pipeline/index.js';
import { createStaticServer } from '../../src/dev/static-server.js';
import { launchBrowser } from './browser.js';

export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** Builds `test/fixtures/sites/<name>` into a fresh temporary folder. */
export async function buildFixture(name: string, options: { configFile?: string } = {}): Promise<BuildResult & { cleanup: () => Promise<void> }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `mistdocs-${name}-`));
  const result = await buildSite({ cwd: path.join(fixturesDir, 'sites', name), outDir, ...options });
  return { ...result, cleanup: () => rm(outDir, { recursive: true, force: true }) };
}

/** Serves a built folder on a free loopback port. */
export async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A built fixture, served on loopback, with a Chromium to look at it: what the browser tests share. */
export interface ServedFixture {
  site: Awaited<ReturnType<typeof buildFixture>>;
  server: Awaited<ReturnType<typeof serve>>;
  browser: Browser;
  /** Closes the browser and the server and removes the build. */
  close(): Promise<void>;
}

/** Builds `test/fixtures/sites/<name>`, serves it and launches Chromium. */
export async function openServedFixture(name: string, options: { configFile?: string } = {}): Promise<ServedFixture> {
  return served(await buildFixture(name, options));
}

/** Serves a built site and launches Chromium. */
async function served(site: ServedFixture['site']): Promise<ServedFixture> {
  const server = await serve(site.outDir);
  const browser = await launchBrowser();
  return {
    site,
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      await site.cleanup();
    },
  };
}

/** Writes a site of `files` (path -> text) into a fresh temporary folder, builds it, serves it and launches Chromium. */
export async function openServedSite(name: string, files: Record<string, string>): Promise<ServedFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mistdocs-${name}-`));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return served({ ...(await buildSite({ cwd: dir, outDir: path.join(dir, 'out') })), cleanup: () => rm(dir, { recursive: true, force: true }) });
}
