/** scanPage: how deeply a page nests, in one pass before parsing; code spans are text. */
import { describe, expect, it } from 'vitest';
import { scanPage } from '../../../src/markdown/nesting.js';

describe('scanPage', () => {
  it('counts elements an MDX page leaves open, and refuses past the limit', () => {
    expect(scanPage('<div>\n'.repeat(4), { mdx: true, limit: 3 }).tooDeep).toEqual({ line: 4, column: 1, what: 'elements', depth: 4 });
  });

  it('does not count tags written in code spans, as an API page lists its types (`<string>`, ``<a `b` c>``)', () => {
    const page = Array.from({ length: 5 }, (_, i) => `- \`name\` [\`<string>\`](#types) and \`\`<a \`b\` c>\`\` ${i}`).join('\n');
    expect(scanPage(page, { mdx: true, limit: 3 })).toEqual({});
    // An unclosed backtick is no code span: what follows it still counts.
    expect(scanPage('a ` <div> <div> <div> <div>\n', { mdx: true, limit: 3 }).tooDeep?.what).toBe('elements');
  });
});
