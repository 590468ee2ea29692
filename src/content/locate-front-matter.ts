/**
 * Places a diagnostic at a front-matter key of a doc that loaded fine: the loaded doc keeps the values,
 * not the YAML they were written in, so the file is read again (only for docs with something to report).
 * Reads content files only; imports nothing from model/, markdown/ or render/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readFrontMatter } from '../markdown/front-matter.js';
import { locateYamlPath } from '../diagnostics/yaml-locate.js';

/**
 * A function giving the line and column of `keyPath` in a doc's front matter (`file` relative to `root`),
 * and with `value`, of that value where it is written at or below the key (an item of an inline list
 * `[a, b]` as well as of a block list). Each file is read once per locator.
 */
export function frontMatterLocator(root: string): (file: string, keyPath: readonly (string | number)[], value?: string) => { line: number; column: number } {
  const texts = new Map<string, string[] | undefined>();
  const linesOf = (file: string) => {
    if (!texts.has(file)) {
      let lines: string[] | undefined;
      try {
        // gray-matter's `matter` starts with the rest of the opening `---` line, so its line n is the file's line n.
        lines = readFrontMatter(readFileSync(path.resolve(root, file), 'utf8')).matter.split(/\r?\n/);
      } catch {
        lines = undefined;
      }
      texts.set(file, lines);
    }
    return texts.get(file);
  };
  return (file, keyPath, value) => {
    const lines = linesOf(file);
    if (!lines) return { line: 1, column: 1 };
    const at = locateYamlPath(lines.join('\n'), keyPath);
    if (value === undefined) return at;
    for (let i = at.line - 1; i < lines.length; i++) {
      const column = columnOf(lines[i]!, value);
      if (column !== undefined) return { line: i + 1, column };
    }
    return at;
  };
}

/** Where `value` stands as a whole YAML scalar on `line` (bare or quoted), not as part of a longer one. */
function columnOf(line: string, value: string): number | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[\\s\\[,:-])(['"]?)${escaped}\\2(?=$|[\\s,\\]#])`).exec(line);
  return match ? match.index + match[1]!.length + 1 : undefined;
}
