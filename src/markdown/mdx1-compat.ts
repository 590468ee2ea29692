/**
 * The lenient reader for pages written for MDX 1 (Docusaurus 2 sites, `markdown.mdx1Compat: true`): what
 * MDX 3 refuses or reads otherwise is read as MDX 1 read it, and each such place is returned with what the
 * author would write in MDX 3. The page is parsed as it is first; only when that fails are the constructs
 * rewritten (one pass over the page for the common ones, then the one construct each further error
 * names), so a page without MDX 1 constructs is parsed once, as before. Rewrites keep every line past
 * the paragraph they touch where it was, and places are mapped back to the author's lines and columns.
 * Pure: takes the parser as a function; imports only types and the fence reader.
 */
import type { Root, RootContent } from 'mdast';
import { createFenceReader } from './code-fences.js';

/** One place read as MDX 1 read it (1-based line and column of the page's own text). */
export interface Mdx1Place {
  line: number;
  column: number;
  /** What it was read as, for the author. */
  reason: string;
  /** What to write in MDX 3. */
  hint: string;
}

/** How many constructs one page may have rewritten one by one (after the first pass) before it is given up as not MDX. */
const MAX_FIXES = 200;

/**
 * The element an expression that holds Markdown becomes (`{props.debug && <div>` ... Markdown ...
 * `</div>}`): its `test` attribute is the expression's condition, its children the element the
 * expression gives. remark-mdx-components shows the children when the test holds, nothing otherwise.
 * A namespaced name, which no component of a page can have.
 */
export const MDX1_CONDITION = 'mdx1:when';

/** HTML elements that never have content: MDX 1 took `<br>` for `<br />`. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Parses `text` with `parse` (an MDX parser), reading MDX 1 constructs leniently. Returns the tree, the
 * text it was parsed from (with the rewrites) and the places read leniently; throws the parser's first
 * error when the page fails for a reason no rewrite mends.
 */
export function parseMdx1(parse: (text: string) => Root, text: string): { tree: Root; text: string; places: Mdx1Place[] } {
  const places: Mdx1Place[] = [];
  const shifts = new Shifts();
  let tree: Root | undefined;
  try {
    tree = parse(text);
  } catch (first) {
    if (!isMdxSyntaxError(first)) throw first;
    text = rewriteCommon(rewriteLayouts(rewriteConditions(text, places, shifts), places, shifts), places, shifts);
    for (let fixes = 0; !tree; fixes++) {
      try {
        tree = parse(text);
      } catch (error) {
        const fixed = isMdxSyntaxError(error) && fixes < MAX_FIXES ? fixAt(text, error, places, shifts) : undefined;
        if (fixed === undefined) throw first;
        text = fixed;
      }
    }
  }
  textExpressions(tree, text, places, shifts);
  looseStrong(tree, text, places, shifts);
  places.sort((a, b) => a.line - b.line || a.column - b.column);
  return { tree, text, places };
}

interface MdxError {
  reason: string;
  ruleId?: string | null;
  source?: string | null;
  line?: number | null;
  column?: number | null;
  place?: { offset?: number } | { start: { offset?: number } } | null;
}

function isMdxSyntaxError(error: unknown): error is MdxError {
  return !!error && typeof error === 'object' && 'reason' in error && 'source' in error && typeof error.source === 'string' && /^(micromark-extension-mdx|mdast-util-mdx)/.test(error.source);
}

/**
 * Where rewrites moved text, so a place found in the rewritten text is reported where the author wrote
 * it: columns moved on a line (inserted or removed characters), and lines moved up by one where a line
 * was joined to the one before it (its newline put back at the end of the paragraph).
 */
class Shifts {
  /** By the author's line: from which (current) column text moved, and by how much. */
  private readonly columns = new Map<number, { column: number; delta: number }[]>();
  /** Ranges of current lines that are each one line above where the author wrote them, oldest first. */
  private readonly moves: { from: number; to: number }[] = [];
  /** Records that `delta` characters were inserted (or removed, negative) at `column` of the current `line`. */
  add(line: number, column: number, delta: number): void {
    const key = this.line(line);
    const list = this.columns.get(key) ?? [];
    for (const entry of list) if (entry.column >= column) entry.column += delta;
    list.push({ column, delta });
    this.columns.set(key, list);
  }
  /** Records that the current lines `from` to `to` moved up one line. */
  moveUp(from: number, to: number): void {
    if (to >= from) this.moves.push({ from, to });
  }
  /** The author's line and column of a current line and column. */
  place(line: number, column: number): { line: number; column: number } {
    const original = this.line(line);
    let out = column;
    for (const entry of this.columns.get(original) ?? []) if (entry.column < column) out -= entry.delta;
    return { line: original, column: Math.max(1, out) };
  }
  private line(line: number): number {
    for (let i = this.moves.length - 1; i >= 0; i--) if (line >= this.moves[i]!.from && line <= this.moves[i]!.to) line++;
    return line;
  }
}

/** Inline HTML elements Prettier lays out over several lines (`<a ...>` alone on its line, its text, then `</a> more text`). */
const INLINE = 'a|abbr|b|code|em|i|kbd|mark|small|span|strong|sub|sup|u';
const INLINE_NAME = new RegExp(`^(?:${INLINE})$`);
/** An inline element's opening tag alone on its line (a list item's marker before it allowed). */
const OPEN_ALONE = new RegExp(`^[ \\t]*(?:(?:[-*+]|\\d{1,9}[.)])[ \\t]+)?<(${INLINE})(?:\\s[^<>]*)?>[ \\t]*$`);
/** One attribute on a line of its own, as Prettier lays out a long tag. */
const ATTRIBUTE_LINE = /^[ \t]*[\w:.-]+(?:=(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?[ \t]*$/;
/** A line that ends inside a tag it opens (`... <a` or `<a class="btn"`). */
const OPEN_TAG_END = /<[A-Za-z][\w.:-]*(?:\s[^<>]*)?$/;

/**
 * One pass over the page for HTML laid out over lines as Prettier writes it, which MDX 3 refuses every
 * time: a tag whose `>` starts a line (after attribute lines), an inline element whose opening tag is
 * alone on its line and whose closing tag starts a line of text, and a `</a>` alone on its line closing
 * an element opened in the text above. Each is joined to the line before (see joinLines), as the
 * errors would have it one by one, with one parse instead of one per place.
 */
function rewriteLayouts(text: string, places: Mdx1Place[], shifts: Shifts): string {
  if (!/\n[ \t]*(>|<\/)/.test(text)) return text;
  let lines = text.split('\n');
  let code = codeLines(lines);
  const offsetOf = (i: number) => lines.slice(0, i).reduce((sum, l) => sum + l.length + 1, 0);
  const join = (i: number, from: number, to: number, place: { column: number; reason: string; hint: string }) => {
    const current = lines.join('\n');
    places.push({ ...shifts.place(lineColumn(current, offsetOf(i)).line, place.column), reason: place.reason, hint: place.hint });
    lines = joinLines(current, from, to, shifts).split('\n');
    code = codeLines(lines);
  };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (code[i] || code[i - 1]) continue;
    if (/^[ \t]*>/.test(line)) {
      // Back over attribute lines to the line that opens the tag and leaves it open.
      let j = i - 1;
      while (j > 0 && ATTRIBUTE_LINE.test(lines[j]!)) j--;
      // Only a tag in running text: one that starts its line is a block, which MDX 3 reads over several lines.
      const tag = OPEN_TAG_END.exec(lines[j]!);
      if (!tag || !textBefore(lines[j]!, tag.index)) continue;
      join(i, offsetOf(i) - 1, offsetOf(i) + line.indexOf('>'), { column: line.indexOf('>') + 1, reason: 'A tag whose `>` starts a line is read as one tag, as MDX 1 read it; MDX 3 reads a line starting with `>` as a block quote.', hint: 'Write the `>` at the end of the line before.' });
      i--;
      continue;
    }
    const name = /^[ \t]*<\/([a-z]+)>/.exec(line)?.[1];
    if (!name || !INLINE_NAME.test(name)) continue;
    // The line of the paragraph above where `<name` opens.
    const opens = new RegExp(`<${name}(?:[\\s>]|$)`);
    let j = i - 1;
    while (j > 0 && lines[j]!.trim() !== '' && !opens.test(lines[j]!)) j--;
    const opener = lines[j]!;
    if (opener.trim() === '' || code[j]) continue;
    const between = lines.slice(j + 1, i);
    if (line.trim() !== `</${name}>` && OPEN_ALONE.exec(opener)?.[1] === name && between.length > 0 && between.every((l) => l.trim() !== '' && !l.includes('<'))) {
      // `<a ...>` alone, its text, then `</a> more text`: the opening tag joins the text after it.
      const next = lines[j + 1]!;
      join(j, offsetOf(j) + opener.trimEnd().length, offsetOf(j + 1) + next.length - next.trimStart().length, {
        column: opener.indexOf(`<${name}`) + 1,
        reason: `\`<${name}>\` alone on its line, closed in the text after it, is read as one element in that text, as MDX 1 read it; MDX 3 reads a tag alone on its line as a block.`,
        hint: `Write the opening tag on the line of the text it wraps (\`<${name} ...>text</${name}>\`).`,
      });
      i = j;
      continue;
    }
    const opened = opener.search(opens);
    if (line.trim() === `</${name}>` && opened > 0 && textBefore(opener, opened) && !lines.slice(j, i).join('\n').slice(opened).includes(`</${name}>`)) {
      // `text <a ...>` and its text above, then `</a>` alone: the closing tag joins the text before it.
      join(i, offsetOf(i) - 1, offsetOf(i) + line.indexOf('<'), {
        column: line.indexOf('<') + 1,
        reason: `\`</${name}>\` alone on its line closes the \`<${name}>\` in the text before it, as MDX 1 read it; MDX 3 reads a tag alone on its line as a block.`,
        hint: `Write \`</${name}>\` at the end of the text it closes.`,
      });
      i--;
    }
  }
  return lines.join('\n');
}

/** `{test && <name ...>` ending its line: an expression that opens an element and leaves it open. */
const CONDITION_OPEN = /^([ \t]*)\{[ \t]*(.+?)[ \t]*&&[ \t]*(<([A-Za-z][\w.:-]*)(?:\s[^<>]*)?>)[ \t]*$/;

/**
 * One pass over the page for expressions that hold Markdown, which MDX 1 read as JSX around Markdown
 * and MDX 3 refuses: `{test && <div>` on a line, Markdown on the lines after it, and `</div>}` on a line
 * of its own. Each becomes an MDX1_CONDITION element holding the element, so the Markdown between is
 * read as the element's children and shown when `test` holds, as MDX 1 showed it.
 */
function rewriteConditions(text: string, places: Mdx1Place[], shifts: Shifts): string {
  if (!text.includes('&&')) return text;
  const lines = text.split('\n');
  const code = codeLines(lines);
  for (let i = 0; i < lines.length; i++) {
    const open = code[i] ? null : CONDITION_OPEN.exec(lines[i]!);
    if (!open) continue;
    const [, indent, test, tag, name] = open;
    if (tag!.endsWith('/>') || /\{/.test(tag!)) continue;
    const closing = new RegExp(`^([ \\t]*)</${name!.replace(/[.]/g, '\\.')}>[ \\t]*\\}[ \\t]*$`);
    const end = lines.findIndex((line, j) => j > i && !code[j] && closing.test(line));
    if (end === -1) continue;
    const column = indent!.length + 1;
    places.push({
      line: i + 1,
      column,
      reason: `Markdown inside the expression \`{${test} && <${name}>...}\` is read as the element's content, shown when \`${test}\` holds, as MDX 1 read it; MDX 3 refuses Markdown inside an expression.`,
      hint: `Put the Markdown in a partial of its own and write \`{${test} && <Partial />}\`.`,
    });
    const opened = `${indent}<${MDX1_CONDITION} test={${test}}>${tag}`;
    shifts.add(i + 1, column, opened.length - lines[i]!.length);
    lines[i] = opened;
    const closeIndent = closing.exec(lines[end]!)![1]!;
    lines[end] = `${closeIndent}</${name}></${MDX1_CONDITION}>`;
    i = end;
  }
  return lines.join('\n');
}

/** Whether the line has text before `index` (list markers and block quote marks are no text). */
function textBefore(line: string, index: number): boolean {
  return line.slice(0, index).replace(/^[ \t]*(?:(?:[-*+]|\d{1,9}[.)]|>)[ \t]+)*/, '').trim() !== '';
}

/** For each line, whether it is inside a fenced code block or is one of its fences. */
function codeLines(lines: string[]): boolean[] {
  const inCode = createFenceReader();
  return lines.map((line) => inCode(line));
}

/**
 * One pass over the page for the constructs MDX 1 pages hold most: `<` that starts no tag (`0 <= x`,
 * `a <5`), autolinks (`<https://...>`) and unclosed void elements (`<br>`). Fenced and inline code are left alone.
 */
function rewriteCommon(text: string, places: Mdx1Place[], shifts: Shifts): string {
  const lines = text.split('\n');
  const inCode = createFenceReader();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line) || !line.includes('<')) continue;
    // Quoted attribute values (`title="a <= b"`) are strings to MDX 3 too: nothing in them is rewritten.
    const quoted = [...line.matchAll(/=\s*("[^"]*"|'[^']*')/g)].map((q) => [q.index + q[0].length - q[1]!.length, q.index + q[0].length] as const);
    let out = '';
    let last = 0;
    for (const m of line.matchAll(/<(?:(https?:\/\/[^\s<>]*|mailto:[^\s<>]+|[\w.+-]+@[\w-]+\.[\w.-]+)>|((?![A-Za-z$_/>!\s\p{L}]).)|([a-z]+)\b([^<>]*?)\s*(\/?)>)/gu)) {
      const at = m.index;
      if (inInlineCode(line, at) || quoted.some(([from, to]) => at > from && at < to)) continue;
      const [whole, link, other, tag, , selfClosed] = m;
      let replacement: string | undefined;
      let place: Omit<Mdx1Place, 'line' | 'column'> | undefined;
      if (link !== undefined) {
        const href = /^[\w.+-]+@/.test(link) ? `mailto:${link}` : link;
        replacement = `[${link}](${href})`;
        place = { reason: `The autolink \`<${link}>\` is read as a link, as MDX 1 read it; MDX 3 reads \`<\` as the start of a tag.`, hint: `Write \`[${link}](${href})\`.` };
      } else if (other !== undefined) {
        replacement = `\\<${other}`;
        place = { reason: `\`<${other}\` is read as text, as MDX 1 read it; MDX 3 reads \`<\` as the start of a tag.`, hint: 'Write `\\<` (or `&lt;`) for the character, or put the text in `code`.' };
      } else if (tag !== undefined && VOID.has(tag) && !selfClosed) {
        replacement = `${whole.slice(0, -1).trimEnd()} />`;
        place = { reason: `\`<${tag}>\` is read as an element without content, as MDX 1 read it; MDX 3 needs every tag closed.`, hint: `Write \`<${tag} />\`${tag === 'br' ? '' : ' (with its attributes)'}.` };
      }
      if (replacement === undefined || !place) continue;
      const outColumn = out.length + (at - last) + 1;
      places.push({ line: i + 1, column: at + 1, ...place });
      out += line.slice(last, at) + replacement;
      last = at + whole.length;
      shifts.add(i + 1, outColumn + 1, replacement.length - whole.length);
    }
    if (last > 0) lines[i] = out + line.slice(last);
  }
  return lines.join('\n');
}

/** The text with the one construct `error` names read as MDX 1 read it, or undefined when no rewrite mends it. */
function fixAt(text: string, error: MdxError, places: Mdx1Place[], shifts: Shifts): string | undefined {
  const offset = offsetOf(text, error);
  if (offset === undefined) return undefined;
  const { line } = lineColumn(text, offset);
  if (error.source === 'micromark-extension-mdx-jsx') {
    // A tag over several lines whose `>` starts a line (as Prettier writes HTML): MDX 3 reads that line as a block quote.
    const gt = error.reason.startsWith('Unexpected end of file') ? closingLine(text, offset) : undefined;
    if (gt) {
      const at = lineColumn(text, gt.start);
      places.push({ ...shifts.place(at.line, gt.column), reason: 'A tag whose `>` starts a line is read as one tag, as MDX 1 read it; MDX 3 reads a line starting with `>` as a block quote.', hint: 'Write the `>` at the end of the line before.' });
      return joinLines(text, gt.start - 1, gt.start + gt.column - 1, shifts);
    }
    // A `<` whose "tag" does not go on as one (`Map<K, V>`): the `<` is text.
    const start = text.lastIndexOf('<', offset);
    if (start === -1 || text[start - 1] === '\\' || text.slice(start, offset).includes('\n')) return undefined;
    const at = lineColumn(text, start);
    const written = text.slice(start, offset + 1);
    places.push({ ...shifts.place(at.line, at.column), reason: `\`${written}\` is read as text, as MDX 1 read it; MDX 3 reads \`<\` as the start of a tag.`, hint: 'Write `\\<` (or `&lt;`) for the character, or put the text in `code`.' });
    shifts.add(at.line, at.column, 1);
    return `${text.slice(0, start)}\\${text.slice(start)}`;
  }
  if (error.source === 'micromark-extension-mdx-expression') {
    // An expression that is no JavaScript (`{ a: b c }`, a lone `{`): the `{` is text.
    const start = openingBrace(text, offset);
    if (start === undefined) return undefined;
    const at = lineColumn(text, start);
    places.push({ ...shifts.place(at.line, at.column), reason: '`{` starts no JavaScript expression here and is read as text, as MDX 1 read it; MDX 3 refuses it.', hint: 'Write `\\{` for the character, or put the text in `code`.' });
    shifts.add(at.line, at.column, 1);
    return `${text.slice(0, start)}\\${text.slice(start)}`;
  }
  if (error.ruleId !== 'end-tag-mismatch') return undefined;
  // `</TabItem>` indented under a list item: MDX 1 closed the element with it.
  const closing = /^Expected the closing tag `<\/([\w.:-]+)>` either after the end of `listItem`/.exec(error.reason);
  if (closing) return dedentClosingTag(text, offset, closing[1]!, line, places, shifts);
  // `<a href="...">` alone on its line, its text and `</a>` on the next ones (as Prettier writes HTML):
  // MDX 3 opens a block element there and finds its closing tag inside a paragraph; MDX 1 read one inline element.
  const inParagraph = /^Expected the closing tag `<\/([\w.:-]+)>` either after the end of `paragraph` \(\d+:\d+\) or another opening tag after the start of `paragraph` \((\d+):(\d+)\)/.exec(error.reason);
  if (inParagraph) {
    const start = offsetAt(text, Number(inParagraph[2]), Number(inParagraph[3]));
    const lineEnd = start === undefined ? -1 : text.lastIndexOf('\n', start - 1);
    const previous = lineEnd <= 0 ? '' : text.slice(text.lastIndexOf('\n', lineEnd - 1) + 1, lineEnd);
    const tagAt = previous.lastIndexOf(`<${inParagraph[1]}`);
    if (start === undefined || tagAt === -1 || !/>[ \t]*$/.test(previous) || text.slice(lineEnd + 1, start).trim() !== '') return undefined;
    const at = lineColumn(text, lineEnd);
    places.push({ ...shifts.place(at.line, tagAt + 1), reason: `\`<${inParagraph[1]}>\` alone on its line, closed in the text after it, is read as one element in that text, as MDX 1 read it; MDX 3 reads a tag alone on its line as a block.`, hint: `Write the opening tag on the line of the text it wraps (\`<${inParagraph[1]} ...>text</${inParagraph[1]}>\`).` });
    return joinLines(text, previous.trimEnd().length + (lineEnd - previous.length), start, shifts);
  }
  // `<string>` right after a word (`Promise<string>`) with no closing tag: a type in prose, text.
  const unclosed = /^Expected a closing tag for `<([\w.:-]+)>` \((\d+):(\d+)-/.exec(error.reason);
  if (!unclosed) return undefined;
  const tagLine = Number(unclosed[2]);
  const tagColumn = Number(unclosed[3]);
  const start = offsetAt(text, tagLine, tagColumn);
  if (start === undefined || text[start] !== '<') return undefined;
  const name = unclosed[1]!;
  if (VOID.has(name.toLowerCase())) {
    // A void element written over several lines, or in capitals, that the first pass did not see.
    const end = text.indexOf('>', start);
    if (end === -1) return undefined;
    places.push({ ...shifts.place(tagLine, tagColumn), reason: `\`<${name}>\` is read as an element without content, as MDX 1 read it; MDX 3 needs every tag closed.`, hint: `Write \`<${name} />\`.` });
    const endAt = lineColumn(text, end);
    shifts.add(endAt.line, endAt.column, 2);
    return `${text.slice(0, end)} /${text.slice(end)}`;
  }
  // Its `</a>` alone on a line below, in the same paragraph as MDX 1 read it: MDX 3 takes that line for a block.
  const closer = closingTagLine(text, start, name);
  if (closer !== undefined) {
    const at = lineColumn(text, closer.start);
    places.push({ ...shifts.place(at.line, closer.column), reason: `\`</${name}>\` alone on its line closes the \`<${name}>\` in the text before it, as MDX 1 read it; MDX 3 reads a tag alone on its line as a block.`, hint: `Write \`</${name}>\` at the end of the text it closes.` });
    return joinLines(text, closer.start - 1, closer.start + closer.column - 1, shifts);
  }
  if (start === 0 || !/[\w)\]]/.test(text[start - 1]!)) return undefined;
  places.push({ ...shifts.place(tagLine, tagColumn), reason: `\`<${name}>\` right after a word is read as text, as MDX 1 read it; MDX 3 reads it as an element that is never closed.`, hint: `Write \`\\<${name}>\` or put the type in \`code\`.` });
  shifts.add(tagLine, tagColumn, 1);
  return `${text.slice(0, start)}\\${text.slice(start)}`;
}

/**
 * The line that ends the tag cut at `offset`, when it starts with `>`: the tag's attribute lines (no
 * `<`, not blank) lead there. Its start offset, and the 1-based column of the `>`.
 */
function closingLine(text: string, offset: number): { start: number; column: number } | undefined {
  let end = text.indexOf('\n', offset);
  for (let n = 0; end !== -1 && n < 20; n++) {
    const start = end + 1;
    end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? undefined : end);
    if (/^[ \t]*>/.test(line)) return { start, column: line.indexOf('>') + 1 };
    if (line.trim() === '' || line.includes('<')) return undefined;
  }
  return undefined;
}

/** The first line after `from` that holds only `</name>`, before any blank line: its start offset and the tag's column. */
function closingTagLine(text: string, from: number, name: string): { start: number; column: number } | undefined {
  let end = text.indexOf('\n', from);
  for (let n = 0; end !== -1 && n < 50; n++) {
    const start = end + 1;
    end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? undefined : end);
    if (line.trim() === '') return undefined;
    if (line.trim() === `</${name}>`) return { start, column: line.indexOf('<') + 1 };
  }
  return undefined;
}

/**
 * Joins a line to the next: the text from `from` (the line's end) to `to` (where the next line's text
 * starts) goes, and the newline is put back where the paragraph ends (before its first blank line or
 * fence), so lines past the paragraph stay where they were.
 */
function joinLines(text: string, from: number, to: number, shifts: Shifts): string {
  const line = lineColumn(text, from).line;
  const joined = text.slice(0, from) + text.slice(to);
  let end = joined.indexOf('\n', from);
  let lineNo = line + 1;
  while (end !== -1) {
    const next = joined.indexOf('\n', end + 1);
    const lineText = joined.slice(end + 1, next === -1 ? undefined : next);
    if (lineText.trim() === '' || /^\s*(```|~~~)/.test(lineText)) break;
    end = next;
    lineNo++;
  }
  shifts.moveUp(line + 1, lineNo - 1);
  return end === -1 ? `${joined}\n` : `${joined.slice(0, end)}\n${joined.slice(end)}`;
}

/** Moves an indented closing tag to the indentation of its opening tag, which closes the element as MDX 1 did. */
function dedentClosingTag(text: string, offset: number, name: string, line: number, places: Mdx1Place[], shifts: Shifts): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = text.slice(lineStart, offset);
  if (!/^[ \t]+$/.test(indent)) return undefined;
  const before = text.slice(0, lineStart).split('\n');
  const opening = before.reverse().find((l) => new RegExp(`^\\s*<${name.replace(/[.]/g, '\\.')}[\\s>/]`).test(l));
  // At its opening tag's indentation, or the start of the line when that is as deep (the list item holds both then).
  const openingIndent = opening ? /^\s*/.exec(opening)![0] : '';
  const target = openingIndent.length < indent.length ? openingIndent : '';
  places.push({
    ...shifts.place(line, indent.length + 1),
    reason: `\`</${name}>\` indented under a list item closes its \`<${name}>\`, as MDX 1 read it; in MDX 3 it is part of the list item.`,
    hint: `Write \`</${name}>\` at the indentation of its \`<${name}>\`${target ? ` (${target.length} spaces)` : ' (the start of the line)'}.`,
  });
  shifts.add(line, 1, target.length - indent.length);
  return text.slice(0, lineStart) + target + text.slice(offset);
}

/**
 * `{user}` in running text: MDX 1 read braces outside JSX as text, MDX 3 runs them as JavaScript (and
 * shows nothing for a name it does not know). Expressions inside an element stay expressions; so do
 * `{/* comments *\/}`, which mistdocs makes of HTML comments.
 */
function textExpressions(tree: Root, text: string, places: Mdx1Place[], shifts: Shifts): void {
  const visit = (parent: { children: RootContent[] }) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return;
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
        if (isComment(node.value)) return;
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const written = start !== undefined && end !== undefined ? text.slice(start, end) : `{${node.value}}`;
        const value = { type: 'text' as const, value: written, position: node.position };
        parent.children[index] = (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [value], position: node.position } : value) as RootContent;
        const at = node.position?.start;
        const shown = written.length > 30 ? `${written.slice(0, 27)}...` : written;
        if (at) places.push({ ...shifts.place(at.line, at.column), reason: `\`${shown.replace(/\s+/g, ' ')}\` is read as text, as MDX 1 read it; MDX 3 runs it as a JavaScript expression.`, hint: `Write \`\\${shown.replace(/\s+/g, ' ')}\` to keep the text.` });
        return;
      }
      if ('children' in node) visit(node as { children: RootContent[] });
    });
  };
  visit(tree);
}

/** `**` around text that starts with no space, the closing one after a space or between punctuation and a letter. */
const LOOSE_STRONG = /\*\*(?=[^\s*])((?:[^*\n]|\*(?!\*))+?)\*\*/g;

/**
 * `**@Name (Role): **It has` and `**Note:**text`: MDX 1's parser closed bold at the next `**` whatever
 * surrounds it, where CommonMark (MDX 3) does not (a closing `**` after a space, or after punctuation and
 * before a letter) and shows the asterisks. Such `**...**` left in a text node is made bold; escaped
 * asterisks (`\*\*`) are the author's and stay.
 */
function looseStrong(tree: Root, text: string, places: Mdx1Place[], shifts: Shifts): void {
  const visit = (parent: { children: RootContent[] }) => {
    for (let index = 0; index < parent.children.length; index++) {
      const node = parent.children[index]!;
      if (node.type !== 'text') {
        if ('children' in node) visit(node as { children: RootContent[] });
        continue;
      }
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !node.value.includes('**')) continue;
      // Matched in the source, so escaped asterisks (`\*\*`) are never taken, then found in the text in order.
      const parts: RootContent[] = [];
      let last = 0;
      for (const m of text.slice(start, end).matchAll(LOOSE_STRONG)) {
        if (/[\\&]/.test(m[0])) continue;
        const found = node.value.indexOf(m[0], last);
        if (found === -1) continue;
        const at = lineColumn(text, start + m.index);
        places.push({ ...shifts.place(at.line, at.column), reason: `\`${m[0].length > 40 ? `${m[0].slice(0, 37)}...` : m[0]}\` is read as bold, as MDX 1 read it; in MDX 3 its asterisks show.`, hint: `Write \`**${m[1]!.trim()}**\` with no space inside the asterisks, and a space after them before a word.` });
        if (found > last) parts.push({ type: 'text', value: node.value.slice(last, found) });
        parts.push({ type: 'strong', children: [{ type: 'text', value: m[1]! }] });
        last = found + m[0].length;
      }
      if (!parts.length) continue;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      parent.children.splice(index, 1, ...parts);
      index += parts.length - 1;
    }
  };
  visit(tree);
}

function isComment(code: string): boolean {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}

/** The `{` that opens the expression around `offset`: the nearest one before it that no `}` closes. */
function openingBrace(text: string, offset: number): number | undefined {
  let depth = 0;
  for (let i = Math.min(offset, text.length - 1); i >= 0; i--) {
    const c = text[i];
    if (c === '}' && i < offset) depth++;
    else if (c === '{' && text[i - 1] !== '\\') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

function offsetOf(text: string, error: MdxError): number | undefined {
  const place = error.place;
  if (place && 'start' in place && typeof place.start.offset === 'number') return place.start.offset;
  if (place && 'offset' in place && typeof place.offset === 'number') return place.offset;
  if (typeof error.line === 'number') return offsetAt(text, error.line, error.column ?? 1);
  return undefined;
}

function offsetAt(text: string, line: number, column: number): number | undefined {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    offset = text.indexOf('\n', offset) + 1;
    if (offset === 0) return undefined;
  }
  return offset + column - 1;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Whether `index` is inside a `code span` of the line (an odd number of backticks before it). */
function inInlineCode(line: string, index: number): boolean {
  return (line.slice(0, index).match(/`/g)?.length ?? 0) % 2 === 1;
}
