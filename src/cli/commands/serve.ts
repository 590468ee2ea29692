/** `mistdocs serve [--watch] [--open]`: serves the built site; with --watch, rebuilds on changes first. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pc from 'picocolors';
import { loadConfig } from '../../config/load-config.js';
import { createStaticServer } from '../../dev/static-server.js';
import { guardOutputFolder } from '../../pipeline/output-guard.js';
import { openBrowser } from '../open-browser.js';
import { reportFailure, useColor } from '../report.js';

export async function runServe(options: { cwd: string; configFile?: string; outDir?: string; port: number; host: string; watch: boolean; open?: boolean; locale?: string; force?: boolean }): Promise<number> {
  try {
    const config = await loadConfig({ cwd: options.cwd, configFile: options.configFile });
    const root = path.resolve(config.root, options.outDir ?? config.outDir);
    if (options.watch) {
      guardOutputFolder(root, config, { force: options.force });
      const { startDevServer } = await import('../../dev/dev-server.js');
      const dev = await startDevServer({ cwd: options.cwd, configFile: options.configFile, outDir: root, locale: options.locale, port: options.port, host: options.host, color: useColor() });
      if (options.open) open(`${dev.url}${dev.baseUrl}`);
      return await new Promise<number>((resolve) => {
        const stop = () => void dev.close().then(() => resolve(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    }
    const server = createStaticServer({ root, baseUrl: config.baseUrl });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, resolve);
    });
    // With --port 0 the system picks the port: show the one it picked.
    const { port } = server.address() as AddressInfo;
    const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${config.baseUrl}`;
    process.stdout.write(`${pc.green('✔')} Serving ${path.relative(options.cwd, root) || '.'} at ${pc.bold(url)}\n`);
    if (options.open) open(url);
    return await new Promise<number>((resolve) => {
      const stop = () => server.close(() => resolve(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const why = code === 'EADDRINUSE' ? 'is already in use' : 'needs more privileges';
      process.stderr.write(`${pc.red('error')} Port ${options.port} on ${options.host} ${why}; pass another with --port <n> (0 picks a free one).\n`);
      return 1;
    }
    return reportFailure(error, options.cwd);
  }
}

/** Opens the served URL; a server listening on every address is opened on localhost. */
function open(url: string): void {
  const local = url.replace(/^http:\/\/(0\.0\.0\.0|\[::\])(?=:)/, 'http://localhost');
  openBrowser(local, (reason) => process.stderr.write(`${pc.yellow('warning')} Could not open a browser (${reason}); open ${local} yourself.\n`));
}
