/**
 * Code frames: the few source lines around a diagnostic's position, with a caret under the column.
 * Pure string functions; imports nothing.
 */

/** Renders lines `line-2 .. line+2` of `source` with a marker on `line` and a caret at `column`. */
export function renderCodeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const text = lines[n - 1]!.replace(/\t/g, '  ');
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
