import { describe, expect, it } from 'vitest';
import { inlineLoaders, isCodeModule, isFileImport, isPartialImport, moduleKey } from '../../../src/markdown/module-key.js';

describe('webpack inline-loader imports in a page', () => {
  it('keeps the loaders and names the file as any import of the page', () => {
    expect(inlineLoaders('!!raw-loader!./data.json')).toEqual({ loaders: '!!raw-loader!', resource: './data.json' });
    expect(moduleKey('!!raw-loader!../src/Demo', 'docs/guides')).toBe('!!raw-loader!@content/docs/src/Demo');
    expect(moduleKey('file-loader?name=[name].[ext]!@site/static/a.zip', 'docs')).toBe('file-loader?name=[name].[ext]!@site/static/a.zip');
    expect(inlineLoaders('@site/src/data/items')).toBeUndefined();
  });

  it('makes what a loader gives a module (the text, the URL), never a partial or a plain file', () => {
    expect(isCodeModule('!!raw-loader!./notes.md')).toBe(true);
    expect(isPartialImport('!!raw-loader!./notes.md')).toBe(false);
    expect(isPartialImport('./notes.md')).toBe(true);
    expect(isFileImport('!!raw-loader!./logo.png')).toBe(false);
    expect(isFileImport('./logo.png')).toBe(true);
  });
});
