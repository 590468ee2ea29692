/**
 * Readies `:::` blocks for remark-directive, one line for one line so positions stay true; lines inside
 * fenced code are left alone. Pure string code.
 *
 * - The title form `:::note Title`, which remark-directive does not parse, becomes the label form
 *   `:::note[Title]` (Docusaurus 3 rewrites it the same way before parsing).
 * - remark-directive lets a `:::` line close the outermost block it can, so a block nested in another
 *   needs fewer colons than its parent (`::::tip` around `:::note`). mistdocs has always matched a
 *   `:::` line with the innermost open block instead; an outer block written with as few colons as
 *   the one inside it gets more colons here, so both spellings nest.
 */
import { createFenceReader } from './code-fences.js';

const OPEN = /^(\s*(?:>\s*)*)(:{3,})([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^(\s*(?:>\s*)*)(:{3,})\s*$/;

interface OpenBlock {
  line: number;
  colons: number;
  /** Levels of blocks nested inside: 0 for a block with none. */
  height: number;
}

export function preprocessDirectives(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const lines = markdown.split('\n');
  const inCode = createFenceReader();
  const open: OpenBlock[] = [];
  const closed: { open: number; close: number; height: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line)) continue;
    const start = OPEN.exec(line);
    if (start) {
      const title = /^[ \t]+([^\s{].*?)\s*$/.exec(start[4]!);
      if (title) lines[i] = `${start[1]}${start[2]}${start[3]}[${escapeUnbalanced(title[1]!)}]`;
      open.push({ line: i, colons: start[2]!.length, height: 0 });
      continue;
    }
    const end = CLOSE.exec(line);
    const innermost = open[open.length - 1];
    if (end && innermost && end[2]!.length >= innermost.colons) {
      open.pop();
      closed.push({ open: innermost.line, close: i, height: innermost.height });
      const parent = open[open.length - 1];
      if (parent) parent.height = Math.max(parent.height, innermost.height + 1);
    }
  }
  for (const block of closed) {
    if (block.height === 0) continue;
    const need = 3 + block.height;
    lines[block.open] = lines[block.open]!.replace(/:{3,}/, (run) => ':'.repeat(Math.max(run.length, need)));
    lines[block.close] = lines[block.close]!.replace(/:{3,}/, (run) => ':'.repeat(Math.max(run.length, need)));
  }
  return lines.join('\n');
}

/** A title whose square brackets do not pair up gets them escaped, so it still reads as one label. */
function escapeUnbalanced(title: string): string {
  let depth = 0;
  for (let i = 0; i < title.length; i++) {
    const c = title[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth < 0) break;
  }
  return depth === 0 ? title : title.replace(/(?<!\\)([[\]])/g, '\\$1');
}
