/**
 * Readies an MDX page for remark-mdx the way Docusaurus 3 does with its `mdx1Compat` defaults, line for
 * line so positions stay true; fenced code is left alone. Pure string code.
 *
 * - `<!-- comment -->` (not MDX) becomes the MDX comment `{/* comment *\/}`.
 * - A heading id `## Title {#id}` is escaped to `\{#id}`, so it is text for remark-heading-ids rather
 *   than an expression; so is the comment form Docusaurus 3 also reads, `## Title {/* #id *\/}`, which
 *   translations use to keep a heading's anchor in every language.
 */
import { createFenceReader } from './code-fences.js';

const HEADING_ID = /^(\s{0,3}#{1,6}\s[^\r\n]*?)\{(#[^}\s]+\})\s*$/;
const HEADING_COMMENT_ID = /^(\s{0,3}#{1,6}\s[^\r\n]*?)\{\/\*\s*(#[^\s*}]+)\s*\*\/\}\s*$/;

export function preprocessMdx(markdown: string): string {
  const lines = markdown.split('\n');
  const inCode = createFenceReader();
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (!inComment && inCode(line)) continue;
    line = line.replace(HEADING_ID, '$1\\{$2').replace(HEADING_COMMENT_ID, '$1\\{$2}');
    // Comments, also across lines; `*/` inside one would end the MDX comment early.
    let out = '';
    let rest = line;
    while (rest.length > 0) {
      if (inComment) {
        const end = rest.indexOf('-->');
        if (end === -1) {
          out += rest.replaceAll('*/', '* /');
          rest = '';
        } else {
          out += `${rest.slice(0, end).replaceAll('*/', '* /')}*/}`;
          rest = rest.slice(end + 3);
          inComment = false;
        }
      } else {
        const start = rest.indexOf('<!--');
        if (start === -1 || inInlineCode(rest, start)) {
          out += rest;
          rest = '';
        } else {
          out += `${rest.slice(0, start)}{/*`;
          rest = rest.slice(start + 4);
          inComment = true;
        }
      }
    }
    lines[i] = out;
  }
  return lines.join('\n');
}

/** Whether `index` is inside a `code span` of the line (an odd number of backticks before it). */
function inInlineCode(line: string, index: number): boolean {
  return (line.slice(0, index).match(/`/g)?.length ?? 0) % 2 === 1;
}

const FENCE_LINE = /^(\s*(?:>\s*)*)(`{3,}|~{3,})(.*)$/;

/**
 * Docusaurus's ```` ```mdx-code-block ```` fences, which sites use to keep imports and JSX out of
 * Markdown tooling, unwrapped as Docusaurus unwraps them: their content is the page's MDX. Each fence
 * line becomes a blank line (Docusaurus drops it), so every position stays the line it is in the file.
 * Code fences of any other kind, and an `mdx-code-block` shown inside one, are left alone.
 */
export function unwrapMdxCodeBlocks(markdown: string): string {
  if (!markdown.includes('mdx-code-block')) return markdown;
  const lines = markdown.split('\n');
  // The fence of the code block the line is in (another kind of block), or of the mdx-code-block being unwrapped.
  let code: { char: string; length: number } | undefined;
  let block: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (block !== undefined) {
      // Closed by the same fence at the same indent, as Docusaurus's reading has it.
      if (line.trimEnd() === block) {
        lines[i] = '';
        block = undefined;
      }
      continue;
    }
    const fence = FENCE_LINE.exec(line);
    if (!fence) continue;
    const run = fence[2]!;
    if (code) {
      if (run[0] === code.char && run.length >= code.length && fence[3]!.trim() === '') code = undefined;
    } else if (/^mdx-code-block[ \t]*$/.test(fence[3]!) && !fence[1]!.includes('>')) {
      lines[i] = '';
      block = fence[1]! + run;
    } else code = { char: run[0]!, length: run.length };
  }
  // A fence never closed is no mdx-code-block: the page reads as it was written.
  return block === undefined ? lines.join('\n') : markdown;
}
