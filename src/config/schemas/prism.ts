/** Schema of the code block options Docusaurus keeps under `themeConfig.prism`. Imports zod and the magic comments' shared shape. */
import { z } from 'zod';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../shared/magic-comments.js';

/**
 * A magic comment: a class for the line after `// <line>`, and for the lines between `// <start>` and
 * `// <end>`; the comments themselves are removed.
 * @example { className: 'code-block-diff-add-line', line: 'diff-add', block: { start: 'diff-add-start', end: 'diff-add-end' } }
 */
export const magicCommentSchema = z
  .strictObject({
    /** The class each marked line gets. */
    className: z.string().min(1),
    /** The comment that marks the next line. @example 'highlight-next-line' */
    line: z.string().min(1).optional(),
    /** The comments that open and close a block of marked lines. @example { start: 'highlight-start', end: 'highlight-end' } */
    block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
  })
  .refine((c) => c.line !== undefined || c.block !== undefined, { message: 'a magic comment needs `line`, `block` or both' }) satisfies z.ZodType<MagicComment>;

/** @example { magicComments: [...], additionalLanguages: ['powershell', 'elixir'] } */
export const prismSchema = z.strictObject({
  /**
   * The magic comments of code blocks, replacing Docusaurus's default highlight comments, as
   * `themeConfig.prism.magicComments` does (keep the default first to keep `highlight-next-line`).
   * @example [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }, { className: 'code-block-error-line', line: 'error-next-line' }]
   */
  magicComments: z.array(magicCommentSchema).default(DEFAULT_MAGIC_COMMENTS),
  /**
   * Languages highlighted beyond the usual ones, by Prism's or highlight.js's name; loaded only when named.
   * @example ['powershell', 'elixir']
   */
  additionalLanguages: z.array(z.string().min(1)).default([]),
});
