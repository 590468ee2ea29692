/** `mistdocs check [--json]`: runs the pipeline without writing, checks every link, exits non-zero on errors. */
import pc from 'picocolors';
import { checkSite } from '../../check/check-site.js';
import { diagnosticsAsJson, printDiagnostics, reportFailure } from '../report.js';

export async function runCheck(options: { cwd: string; configFile?: string; json: boolean; persistentCache?: boolean; locale?: string }): Promise<number> {
  const started = performance.now();
  try {
    const result = await checkSite({ cwd: options.cwd, configFile: options.configFile, persistentCache: options.persistentCache, locale: options.locale });
    const ms = performance.now() - started;
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = result.diagnostics.length - errors;
    if (options.json) {
      const diagnostics = diagnosticsAsJson(result.diagnostics);
      process.stdout.write(`${JSON.stringify({ ok: !result.failed, pages: result.pages, links: result.links, errors, warnings, ms: Math.round(ms), diagnostics }, null, 2)}\n`);
    } else {
      printDiagnostics(result.diagnostics, result.root);
      const mark = result.failed ? pc.red('✖') : pc.green('✔');
      process.stdout.write(`${mark} Checked ${result.links} links on ${result.pages} pages in ${ms.toFixed(0)} ms: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
    }
    return result.failed ? 1 : 0;
  } catch (error) {
    return reportFailure(error, options.cwd);
  }
}
