/** `mistdocs init [dir]`: writes a starter site and says what to run next. */
import path from 'node:path';
import pc from 'picocolors';
import { initSite, InitError } from '../../init/init-site.js';
import { reportFailure } from '../report.js';

export async function runInit(options: { cwd: string; dir: string; title?: string; force: boolean; dependency?: string }): Promise<number> {
  try {
    const result = await initSite(options);
    const shown = path.relative(options.cwd, result.dir) || '.';
    const cd = shown === '.' ? [] : [`cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}`];
    const steps = [...cd, 'npm install', `npm start        ${pc.dim('# serves it at http://localhost:3000 and reloads on every edit')}`];
    process.stdout.write(
      `${pc.green('✔')} Created "${result.title}" in ${shown} (${result.files.length} files).\n\n` +
        `Next:\n${steps.map((s) => `  ${s}\n`).join('')}\n` +
        `Then ${pc.bold('npm run check')} checks every page and link, and ${pc.bold('npm run build')} writes the site into build/ for any static host.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof InitError) {
      process.stderr.write(`${pc.red('error')} ${error.message}\n`);
      return 1;
    }
    return reportFailure(error, options.cwd);
  }
}
