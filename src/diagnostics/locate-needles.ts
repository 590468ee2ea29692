/** Fills in line and column for diagnostics that only know a text to look for in their file (reads that file). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

/** Diagnostics with a `needle` and no line get the line and column of its first occurrence, quoted forms first. */
export function locateNeedles(diagnostics: Diagnostic[], root: string): Diagnostic[] {
  return diagnostics.map((d) => {
    const needle = d.needle;
    if (!needle || !d.file || d.line !== undefined) return d;
    try {
      const lines = readFileSync(path.resolve(root, d.file), 'utf8').split('\n');
      const at = (line: string) => [`'${needle}'`, `"${needle}"`, needle].map((form) => line.indexOf(form)).find((i) => i !== -1);
      // With a key: the needle quoted in that key's value (one string, or one of a list of strings).
      const keyed = d.needleKey === undefined ? undefined : new RegExp(`(^|[\\s{,'"])${escapeRegExp(d.needleKey)}['"]?\\s*:\\s*\\[?\\s*(?:(['"])[^'"]*\\2\\s*,\\s*)*(['"])${escapeRegExp(needle)}\\3`);
      if (keyed) {
        for (let i = 0; i < lines.length; i++) {
          const m = keyed.exec(lines[i]!);
          if (m) return { ...d, line: i + 1, column: m.index + m[0].length - needle.length - 1 };
        }
      }
      for (let i = 0; i < lines.length; i++) {
        const col = at(lines[i]!);
        if (col !== undefined) return { ...d, line: i + 1, column: col + 1 };
      }
    } catch {
      // Unreadable file: keep the diagnostic without a position.
    }
    return d;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
