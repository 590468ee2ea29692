/** `mistdocs migrate <docusaurus-site> [--out dir]`: one call to migrateDocusaurus, then what it wrote and left out. */
import path from 'node:path';
import pc from 'picocolors';
import { migrateDocusaurus, MigrateError } from '../../migrate/migrate-docusaurus.js';
import { dependencySpec } from '../../init/init-site.js';
import { reportFailure } from '../report.js';

export async function runMigrate(options: { cwd: string; siteDir: string; outDir?: string; dependency?: string }): Promise<number> {
  const siteDir = path.resolve(options.cwd, options.siteDir);
  const outDir = path.resolve(options.cwd, options.outDir ?? `${siteDir.replace(/[\\/]+$/, '')}-mistdocs`);
  try {
    const result = await migrateDocusaurus({ siteDir, outDir, dependency: dependencySpec(options.dependency, options.cwd, outDir) });
    const shown = path.relative(options.cwd, result.outDir) || '.';
    process.stdout.write(`${pc.green('✔')} Wrote a mistdocs site into ${shown}:\n${result.written.map((w) => `  ${w}\n`).join('')}`);
    if (result.notCarried.length > 0) process.stdout.write(`\n${pc.yellow('Not carried over')} (${result.notCarried.length}):\n${result.notCarried.map((n) => `  - ${n}\n`).join('')}`);
    process.stdout.write(`\nNext: cd ${shown} && npm install && npm run build\n`);
    return 0;
  } catch (error) {
    if (error instanceof MigrateError) {
      process.stderr.write(`${pc.red('error')} ${error.message}\n`);
      return 1;
    }
    return reportFailure(error, options.cwd);
  }
}
