/** A route's file: percent-encoded names decode to the file's name, never to a move to another folder. */
import { describe, expect, it } from 'vitest';
import { decodedSegmentProblem, htmlPath } from '../../../src/shared/route-paths.js';

describe('htmlPath', () => {
  it('decodes names, and keeps as written a part that would decode to . or .. or hold a separator', () => {
    expect(htmlPath('/100%25')).toBe('100%/index.html');
    expect(htmlPath('/docs/guides/%2e%2e')).toBe('docs/guides/%2e%2e/index.html');
    expect(htmlPath('/docs/%2E/x')).toBe('docs/%2E/x/index.html');
    expect(htmlPath('/a%2fb')).toBe('a%2fb/index.html');
    expect(htmlPath('/a%5Cb')).toBe('a%5Cb/index.html');
  });

  it('names the part that would lead elsewhere, and nothing in plain routes', () => {
    expect(decodedSegmentProblem('/docs/guides/%2e%2e')).toMatch(/'%2e%2e' is '\.\.' once decoded/);
    expect(decodedSegmentProblem('/docs/a%20b/100%25')).toBeUndefined();
  });
});
