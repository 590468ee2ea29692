/**
 * Code frames: the few source lines around a diagnostic's position, with a caret under the column.
 * Pure string functions; imports nothing.
 */

/** Widest stretch of a line a frame shows; a longer line is cut to a window around the column, marked with an ellipsis. */
const WIDTH = 160;

/** Renders lines `line-2 .. line+2` of `source` with a marker on `line` and a caret at `column`. */
export function renderCodeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  // One window for every line, so the lines stay aligned with each other and with the caret.
  const from = column - 1 > WIDTH - 20 ? column - 1 - (WIDTH - 40) : 0;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    // Control characters are shown as their pictures (␀, ␛): printed as they are, they would move the cursor or change colours.
    // eslint-disable-next-line no-control-regex
    const whole = lines[n - 1]!.replace(/\t/g, '  ').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, (c) => String.fromCharCode(c === '\u007F' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
    const text = (from > 0 && whole.length > from ? '…' : '') + whole.slice(from, from + WIDTH) + (whole.length > from + WIDTH ? '…' : '');
    out.push(`${marker} ${String(n).padStart(width)} | ${from > 0 && whole.length <= from ? '' : text}`.trimEnd());
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1 - from + (from > 0 ? 1 : 0)))}^`);
  }
  return out.join('\n');
}
