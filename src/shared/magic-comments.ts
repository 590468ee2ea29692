/** The magic comments of code blocks, as the Markdown stage applies them and the config names them. Imports nothing. */

/** A class for the line after `// <line>`, and for the lines between `// <start>` and `// <end>`; the comments themselves are removed. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's one magic comment when a site names none: highlight-next-line, highlight-start and highlight-end. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];
