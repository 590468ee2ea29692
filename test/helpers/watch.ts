/**
 * A copy of a fixture site served by the watch-mode server, for tests that edit it and look at what the
 * next rebuild did.
 */
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, type DevServer, type RebuildReport } from '../../src/dev/dev-server.js';
import { fixturesDir } from './site.js';

export interface WatchedSite {
  /** The copy's folder. */
  dir: string;
  server: DevServer;
  /** Runs `action` (an edit) and resolves with the report of the rebuild that follows it. */
  rebuildAfter(action: () => Promise<void>): Promise<RebuildReport>;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
}

/** Copies `sites/<fixture>` (without its expected output) to a new folder and serves it with `serve --watch`, as the locale given. */
export async function watchFixture(fixture: string, options: { locale?: string } = {}): Promise<WatchedSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mistdocs-watch-${fixture}-`));
  await cp(path.join(fixturesDir, 'sites', fixture), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  const waiters: ((r: RebuildReport) => void)[] = [];
  const server = await startDevServer({
    cwd: dir,
    outDir: path.join(dir, 'build'),
    locale: options.locale,
    port: 0,
    host: '127.0.0.1',
    debounceMs: 20,
    watchTheme: false,
    log: { info: () => undefined, error: () => undefined },
    onRebuild: (report) => waiters.shift()?.(report),
  });
  return {
    dir,
    server,
    async rebuildAfter(action) {
      const next = new Promise<RebuildReport>((resolve) => waiters.push(resolve));
      await action();
      return next;
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Saves as editors do: a temporary file beside it renamed over the old one. */
export async function save(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.save-${path.basename(file)}`);
  await writeFile(temp, text);
  await rename(temp, file);
}
