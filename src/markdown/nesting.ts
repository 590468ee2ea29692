/**
 * How deeply a page nests, read in one pass over its text before any parser sees it. The Markdown and
 * MDX parsers recurse once per level (block quotes, lists, emphasis, brackets, JSX elements) and some
 * take time that grows with the square of the depth, so a page nested past MAX_NESTING levels is refused
 * at the line where it gets there, instead of taking minutes or overflowing the stack. No real page comes
 * near the limit. Imports nothing.
 */

/** Deepest nesting a page may have, of any one kind. */
export const MAX_NESTING = 100;

export interface NestingProblem {
  line: number;
  column: number;
  /** What nests: 'block quotes and lists', 'emphasis', 'links or brackets', 'elements'. */
  what: string;
  depth: number;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** What one pass over a page finds: where it first nests too deeply, and a code fence it never closes. */
export interface PageScan {
  tooDeep?: NestingProblem;
  unclosedFence?: { line: number; column: number };
}

/** Scans `text` (line 1 is its first line): the first place it nests deeper than `limit` levels of one kind, and a fence left open. */
export function scanPage(text: string, options: { mdx?: boolean; limit?: number } = {}): PageScan {
  const limit = options.limit ?? MAX_NESTING;
  // The open code fence: its mark (``` or ~~~, as long as written) and where it opened.
  let fence: { mark: string; line: number; column: number } | undefined;
  let brackets = 0;
  let elements = 0;
  let lineNo = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    lineNo++;
    start = end + 1;
    // Block containers at the line's start: each `>` and list marker is a level; indentation nests lists.
    let pos = 0;
    let depth = 0;
    let indent = 0;
    let firstIndent = -1;
    for (;;) {
      const c = line.charCodeAt(pos);
      if (c === 32 || c === 9) {
        indent += c === 9 ? 4 : 1;
        pos++;
      } else if (c === 62 /* > */) {
        if (firstIndent === -1) firstIndent = indent;
        depth++;
        pos++;
      } else {
        const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(pos, pos + 11));
        if (!marker) break;
        if (firstIndent === -1) firstIndent = indent;
        depth++;
        pos += marker[0].length;
      }
    }
    const rest = line.slice(pos);
    const fenceMark = /^(`{3,}|~{3,})/.exec(rest)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence.mark[0] && fenceMark.length >= fence.mark.length && rest.slice(fenceMark.length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMark && !(fenceMark[0] === '`' && rest.slice(fenceMark.length).includes('`'))) {
      fence = { mark: fenceMark, line: lineNo, column: pos + 1 };
      continue;
    }
    const blockDepth = depth + Math.floor((firstIndent === -1 ? indent : firstIndent) / 2);
    if (blockDepth > limit) return { tooDeep: { line: lineNo, column: line.search(/\S/) + 1 || 1, what: 'block quotes and lists', depth: blockDepth } };
    if (rest.trim() === '') {
      brackets = 0;
      continue;
    }
    // Inline: runs of emphasis marks, open brackets, and (in MDX) open elements.
    let run = 0;
    let runChar = 0;
    for (let i = pos; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 92 /* \ */) {
        i++;
        run = 0;
        continue;
      }
      if (c === 42 || c === 95) {
        run = c === runChar ? run + 1 : 1;
        runChar = c;
        if (run > limit) return { tooDeep: { line: lineNo, column: i + 1, what: 'emphasis', depth: run } };
        continue;
      }
      run = 0;
      // A code span is text: `<string>` in one opens no element (API pages list hundreds of such types).
      if (c === 96 /* ` */) {
        let n = 1;
        while (line.charCodeAt(i + n) === 96) n++;
        const close = closingBackticks(line, i + n, n);
        i = (close === -1 ? i + n : close + n) - 1;
        continue;
      }
      if (c === 91 /* [ */ && ++brackets > limit) return { tooDeep: { line: lineNo, column: i + 1, what: 'links or brackets', depth: brackets } };
      if (c === 93 /* ] */ && brackets > 0) brackets--;
      if (options.mdx && c === 60 /* < */) {
        const tag = /^<(\/?)([A-Za-z][\w.:-]*)[^<>]*?(\/?)>/.exec(line.slice(i, i + 512));
        if (!tag) continue;
        if (tag[1]) elements = Math.max(0, elements - 1);
        else if (!tag[3] && !VOID_ELEMENTS.has(tag[2]!.toLowerCase()) && ++elements > limit) return { tooDeep: { line: lineNo, column: i + 1, what: 'elements', depth: elements } };
        i += tag[0].length - 1;
      }
    }
  }
  return fence ? { unclosedFence: { line: fence.line, column: fence.column } } : {};
}

/** Where the run of exactly `n` backticks that closes a code span starts, from `from` on the line; -1 when none does. */
function closingBackticks(line: string, from: number, n: number): number {
  for (let i = line.indexOf('`', from); i !== -1; i = line.indexOf('`', i)) {
    let m = 1;
    while (line.charCodeAt(i + m) === 96) m++;
    if (m === n) return i;
    i += m;
  }
  return -1;
}
