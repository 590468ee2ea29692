/** `mistdocs build`: builds the site and prints each stage with its time. */
import path from 'node:path';
import pc from 'picocolors';
import { buildSite } from '../../pipeline/index.js';
import { printDiagnostics, reportFailure } from '../report.js';

export async function runBuild(options: { cwd: string; configFile?: string; outDir?: string; persistentCache?: boolean }): Promise<number> {
  const started = performance.now();
  try {
    const result = await buildSite({
      ...options,
      onStage: (stage, ms, detail) => process.stdout.write(`${pc.dim('•')} ${stage.padEnd(11)} ${pc.bold(`${ms.toFixed(0).padStart(5)} ms`)}${detail ? pc.dim(`  ${detail}`) : ''}\n`),
    });
    printDiagnostics(result.diagnostics, result.config.root);
    const total = performance.now() - started;
    process.stdout.write(`${pc.green('✔')} Built ${result.pages} pages into ${path.relative(options.cwd, result.outDir) || '.'} in ${(total / 1000).toFixed(2)} s\n`);
    return 0;
  } catch (error) {
    return reportFailure(error, options.cwd);
  }
}
