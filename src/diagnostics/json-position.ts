/** Where in a text (a JSON file) a problem is, for diagnostics. Imports nothing. */

/**
 * Line and column of a JSON syntax error. Node 20's JSON.parse messages carry no position, so this finds
 * the shortest prefix of the text that already fails for a reason other than ending early.
 */
export function jsonErrorPosition(text: string): { line: number; column: number } {
  const broken = (length: number): boolean => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = (error as Error).message;
      if (/end of (JSON|data)/i.test(message)) return false;
      const at = /at position (\d+)/.exec(message);
      return !at || Number(at[1]) < length;
    }
  };
  let lo = 0;
  let hi = text.length;
  if (!broken(hi)) return { line: text.split('\n').length, column: 1 };
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (broken(mid)) hi = mid;
    else lo = mid + 1;
  }
  const before = text.slice(0, Math.max(0, lo - 1)).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Line and column of the first `needle` at or after `from` in `text`; line 1, column 1 when it is not there. */
export function positionOf(text: string, needle: string, from = 0): { line: number; column: number } {
  const at = text.indexOf(needle, from);
  if (at === -1) return { line: 1, column: 1 };
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
