/** Fills in line and column for diagnostics that only know a text to look for in their file (reads that file). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

/** Diagnostics with a `needle` and no line get the line and column of its first occurrence, quoted forms first. */
export function locateNeedles(diagnostics: Diagnostic[], root: string): Diagnostic[] {
  return diagnostics.map((d) => {
    if (!d.needle || !d.file || d.line !== undefined) return d;
    try {
      const lines = readFileSync(path.resolve(root, d.file), 'utf8').split('\n');
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        const col = [`'${d.needle}'`, `"${d.needle}"`, d.needle].map((form) => line.indexOf(form)).find((at) => at !== -1);
        if (col !== undefined) return { ...d, line: i + 1, column: col + 1 };
      }
    } catch {
      // Unreadable file: keep the diagnostic without a position.
    }
    return d;
  });
}
