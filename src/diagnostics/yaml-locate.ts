/**
 * Maps a key path (as zod reports it) to a line and column in YAML front matter text, so a
 * diagnostic points at the offending key. Pure string code; imports nothing.
 */

/** 1-based line/column of `keyPath` inside `yaml`, or of the nearest parent found; line 1 when nothing matches. */
export function locateYamlPath(yaml: string, keyPath: readonly PropertyKey[]): { line: number; column: number } {
  const lines = yaml.split(/\r?\n/);
  let start = 0;
  let end = lines.length;
  let indent = -1; // indent of the parent block
  let found = { line: 1, column: 1 };
  for (const part of keyPath) {
    let hit = -1;
    if (typeof part === 'number') {
      // The n-th sequence item directly under the parent; inline `[a, b]` lists stay on the parent line.
      let count = -1;
      for (let i = start; i < end; i++) {
        const m = /^(\s*)- /.exec(lines[i]!);
        if (!m) continue;
        if (m[1]!.length <= indent) break;
        if (count === -1 || m[1]!.length === indentOf(lines, hit === -1 ? i : hit)) count++;
        if (count === part) {
          hit = i;
          found = { line: i + 1, column: m[1]!.length + 1 };
          break;
        }
      }
    } else {
      const key = String(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const re = new RegExp(`^(\\s*(?:- )?)['"]?${key}['"]?\\s*:`);
      for (let i = start; i < end; i++) {
        const line = lines[i]!;
        if (line.trim() !== '' && i > start && indentOf(lines, i) <= indent && !/^\s*-/.test(line)) break;
        const m = re.exec(line);
        if (m && m[1]!.length > indent) {
          hit = i;
          found = { line: i + 1, column: m[1]!.length + 1 };
          break;
        }
      }
    }
    if (hit === -1) break;
    indent = indentOf(lines, hit);
    start = hit + (typeof part === 'number' ? 0 : 1);
    if (typeof part === 'number') indent = indent; // children of a list item share its line
  }
  return found;
}

function indentOf(lines: readonly string[], i: number): number {
  return /^\s*/.exec(lines[i] ?? '')![0].length;
}
