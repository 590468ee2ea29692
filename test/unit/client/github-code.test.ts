/**
 * How a GitHub reference block's URL and the fetched file become the lines the reader sees, as
 * docusaurus-theme-github-codeblock reads them (the browser side is tested in test/e2e/github-codeblock.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseGithubReference, referencedLines } from '../../../src/client/github-code.js';

describe('parseGithubReference', () => {
  it('reads the owner, repository, ref and path into the raw file, and #L<a>-L<b> into lines a to b', () => {
    expect(parseGithubReference('https://github.com/ionic-team/stencil/blob/6ed2d4e/src/declarations/stencil-public-compiler.ts#L1594-L1665')).toEqual({
      raw: 'https://raw.githubusercontent.com/ionic-team/stencil/6ed2d4e/src/declarations/stencil-public-compiler.ts',
      from: 1593,
      to: 1665,
    });
  });

  it('takes one line for #L10, ignores the columns of #L10C3-L12C5, and the whole file without a line range', () => {
    expect(parseGithubReference('https://github.com/o/r/blob/main/a.ts#L10')).toMatchObject({ from: 9, to: 10 });
    expect(parseGithubReference('https://github.com/o/r/blob/main/a.ts#L10C3-L12C5')).toMatchObject({ from: 9, to: 12 });
    expect(parseGithubReference('https://github.com/o/r/blob/main/a.ts')).toMatchObject({ from: 0, to: Infinity });
    expect(parseGithubReference('https://github.com/o/r/blob/main/docs/README.md#usage')).toMatchObject({ raw: 'https://raw.githubusercontent.com/o/r/main/docs/README.md', from: 0, to: Infinity });
  });

  it('refuses a URL that is not a file on github.com over https, so nothing else is fetched', () => {
    expect(parseGithubReference('https://gitlab.com/o/r/-/blob/main/a.ts#L1-L3')).toBeUndefined();
    expect(parseGithubReference('http://github.com/o/r/blob/main/a.ts')).toBeUndefined();
    expect(parseGithubReference('https://github.com/o/r')).toBeUndefined();
    expect(parseGithubReference('not a url')).toBeUndefined();
  });
});

describe('referencedLines', () => {
  it('removes the indentation every non-empty line shares, as the theme does', () => {
    expect(referencedLines('a\n    b\n\n      c\n    d\n', 1, 4)).toBe('b\n\n  c');
    expect(referencedLines('\tx\n\t\ty\r\n', 0, Infinity)).toBe('x\n\ty\n');
  });

  it('gives nothing for a range past the end of the file', () => {
    expect(referencedLines('one\ntwo', 5, 8)).toBeUndefined();
  });
});
