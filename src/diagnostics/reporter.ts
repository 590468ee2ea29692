/**
 * The reporter: turns diagnostics into terminal text (with code frames and colour) or JSON.
 * Reads source files only to show code frames; never exits the process.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { createColors } from 'picocolors';
import { renderCodeFrame } from './code-frame.js';
import type { Diagnostic } from './diagnostic.js';

export interface ReportOptions {
  /** The site root that diagnostic file paths are relative to. */
  root: string;
  /** Whether to colour the output (the CLI decides from NO_COLOR and the terminal). */
  color: boolean;
  /** Ends with the count of errors and warnings (default true). */
  summary?: boolean;
}

/** `file:line:col` for a diagnostic, or just the file, or nothing. */
export function formatLocation(d: Diagnostic): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** Formats diagnostics for a terminal: errors first, each with location, message, code frame and hint. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: ReportOptions): string {
  const c = createColors(options.color);
  const sources = new Map<string, string | undefined>();
  const readSource = (file: string): string | undefined => {
    if (!sources.has(file)) {
      try {
        // Only the site's own files are shown: a diagnostic about a file outside it (`import x from '/etc/passwd'`) names it without its text.
        const root = realpathSync(options.root);
        const real = realpathSync(path.resolve(options.root, file));
        const inside = path.relative(root, real);
        sources.set(file, inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? readFileSync(real, 'utf8') : undefined);
      } catch {
        sources.set(file, undefined);
      }
    }
    return sources.get(file);
  };
  const sorted = [...diagnostics].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  const blocks = sorted.map((d) => {
    const label = d.severity === 'error' ? c.red(c.bold('error')) : c.yellow(c.bold('warning'));
    const location = formatLocation(d);
    const lines = [`${location ? c.cyan(location) + ' ' : ''}${label} ${d.message} ${c.dim(`[${d.code}]`)}`];
    if (d.file && d.line !== undefined) {
      const source = readSource(d.file);
      const frame = source === undefined ? '' : renderCodeFrame(source, d.line, d.column);
      if (frame) lines.push(c.dim(frame));
    }
    if (d.hint) lines.push(`  ${c.green('hint:')} ${d.hint}`);
    return lines.join('\n');
  });
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const summary = [errors ? c.red(`${errors} error${errors === 1 ? '' : 's'}`) : '', warnings ? c.yellow(`${warnings} warning${warnings === 1 ? '' : 's'}`) : '']
    .filter(Boolean)
    .join(', ');
  return blocks.join('\n\n') + (summary && options.summary !== false ? `\n\n${summary}` : '');
}
