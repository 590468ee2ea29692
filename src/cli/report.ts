/** How the CLI prints diagnostics and unexpected failures: never a raw stack trace for author errors. */
import pc from 'picocolors';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostics, formatLocation } from '../diagnostics/reporter.js';

export function useColor(): boolean {
  return !('NO_COLOR' in process.env) && (process.stderr.isTTY === true || 'FORCE_COLOR' in process.env);
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], root: string, options: { summary?: boolean } = {}): void {
  if (diagnostics.length) process.stderr.write(`${formatDiagnostics(diagnostics, { root, color: useColor(), ...options })}\n${options.summary === false ? '\n' : ''}`);
}

/** Diagnostics for a JSON report: each with its `file:line:column` location, without internal search hints. */
export function diagnosticsAsJson(diagnostics: readonly Diagnostic[]): (Omit<Diagnostic, 'needle'> & { location?: string })[] {
  return diagnostics.map(({ needle: _needle, ...d }) => ({ ...d, location: formatLocation(d) || undefined }));
}

/** Prints an error thrown by a command; returns the exit code. */
export function reportFailure(error: unknown, root: string): number {
  if (error instanceof DiagnosticError) {
    printDiagnostics(error.diagnostics, root);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${pc.red('error')} ${message}\n`);
  if (process.env.MISTDOCS_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  else process.stderr.write('This is a bug in mistdocs, not in your content. Set MISTDOCS_DEBUG=1 for details.\n');
  return 70;
}
