/** `mistdocs serve [--watch]`: serves the built site; with --watch, rebuilds on changes first. */
import path from 'node:path';
import pc from 'picocolors';
import { loadConfig } from '../../config/load-config.js';
import { createStaticServer } from '../../dev/static-server.js';
import { reportFailure, useColor } from '../report.js';

export async function runServe(options: { cwd: string; configFile?: string; outDir?: string; port: number; host: string; watch: boolean }): Promise<number> {
  try {
    const config = await loadConfig({ cwd: options.cwd, configFile: options.configFile });
    const root = path.resolve(config.root, options.outDir ?? config.outDir);
    if (options.watch) {
      const { startDevServer } = await import('../../dev/dev-server.js');
      const dev = await startDevServer({ cwd: options.cwd, configFile: options.configFile, outDir: root, port: options.port, host: options.host, color: useColor() });
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
    process.stdout.write(`${pc.green('✔')} Serving ${path.relative(options.cwd, root) || '.'} at ${pc.bold(`http://${options.host}:${options.port}${config.baseUrl}`)}\n`);
    return await new Promise<number>((resolve) => {
      const stop = () => server.close(() => resolve(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  } catch (error) {
    return reportFailure(error, options.cwd);
  }
}
