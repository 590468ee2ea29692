/** `mistdocs build [--json]`: builds the site and prints each stage with its time (with a live page count on a terminal), or one JSON summary. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pc from 'picocolors';
import { DiagnosticError, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { buildSite } from '../../pipeline/index.js';
import { createStageReporter } from '../progress.js';
import { diagnosticsAsJson, printDiagnostics, reportFailure } from '../report.js';

export async function runBuild(options: { cwd: string; configFile?: string; outDir?: string; persistentCache?: boolean; json?: boolean; locale?: string; force?: boolean }): Promise<number> {
  const started = performance.now();
  const { json, ...buildOptions } = options;
  try {
    // A live page count on a terminal; only the stage lines on a pipe or in CI; nothing but the summary with --json.
    const reporter = json ? undefined : createStageReporter(process.stdout, { ci: Boolean(process.env.CI) && process.env.CI !== 'false' });
    // Warnings found before the Markdown stage are printed as they are found (a killed build has named its very large page).
    const printed = new Set<string>();
    const onWarning = json
      ? undefined
      : (d: Diagnostic, root: string) => {
          const key = JSON.stringify(d);
          if (printed.has(key)) return;
          printed.add(key);
          printDiagnostics([d], root, { summary: false });
        };
    const unprinted = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => !printed.has(JSON.stringify(d)));
    const result = await buildSite({ ...buildOptions, onStage: reporter?.onStage, onProgress: reporter?.onProgress, onWarning }).catch((error: unknown) => {
      throw error instanceof DiagnosticError && !json ? new DiagnosticError(unprinted(error.diagnostics), { cause: error }) : error;
    });
    const total = performance.now() - started;
    if (json) {
      const timings = Object.fromEntries(Object.entries(result.timings).map(([stage, ms]) => [stage, Math.round(ms)]));
      const { files, bytes } = await measureFolder(result.outDir);
      printJson({ ok: true, outDir: result.outDir, pages: result.pages, files, bytes, ms: Math.round(total), timings, ...counted(result.diagnostics) });
      return 0;
    }
    printDiagnostics(unprinted(result.diagnostics), result.config.root);
    process.stdout.write(`${pc.green('✔')} Built ${result.pages} pages into ${path.relative(options.cwd, result.outDir) || '.'} in ${(total / 1000).toFixed(2)} s\n`);
    return 0;
  } catch (error) {
    if (json && error instanceof DiagnosticError) {
      printJson({ ok: false, ms: Math.round(performance.now() - started), ...counted(error.diagnostics) });
      return 1;
    }
    return reportFailure(error, options.cwd);
  }
}

function counted(diagnostics: readonly Diagnostic[]) {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors, diagnostics: diagnosticsAsJson(diagnostics) };
}

function printJson(summary: object): void {
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

/** Counts the files in the output folder and adds up their sizes. */
async function measureFolder(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(path.join(e.parentPath, e.name)).then((s) => s.size)));
  return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}
