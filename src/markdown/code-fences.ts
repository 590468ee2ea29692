/** Tells, line by line, which lines of a Markdown text belong to fenced code, so line-based preprocessors leave code alone. */

const FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})(.*)$/;

/**
 * A reader of fenced code: call it with each line in order; it answers whether the line is a fence line
 * or inside a fenced block (a closing fence is one of the same character, at least as long, with nothing after it).
 */
export function createFenceReader(): (line: string) => boolean {
  let fence: { char: string; length: number } | undefined;
  return (line) => {
    const f = FENCE.exec(line);
    if (f) {
      const run = f[1]!;
      if (!fence) fence = { char: run[0]!, length: run.length };
      else if (run[0] === fence.char && run.length >= fence.length && f[2]!.trim() === '') fence = undefined;
      return true;
    }
    return fence !== undefined;
  };
}
