import { describe, expect, it } from 'vitest';
import { inlineLoaders, isCodeModule, isCssModule, isFileImport, isPartialImport, isStylesheet, moduleKey } from '../../../src/markdown/module-key.js';

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

describe('stylesheets a page imports', () => {
  it('tells a CSS module (class names for the page) from a global stylesheet, and a loader\'s text from both', () => {
    expect(['./x.module.css', '@site/src/css/a.module.scss', './b.module.sass'].map(isCssModule)).toEqual([true, true, true]);
    expect(['./page.css', '!!raw-loader!./x.module.css', './x.module.css.js'].map(isCssModule)).toEqual([false, false, false]);
    expect(['./page.css', './x.module.css', '@site/src/css/theme.scss'].map(isStylesheet)).toEqual([true, true, true]);
    expect(['!!raw-loader!./page.css', './page.mdx', './data.json'].map(isStylesheet)).toEqual([false, false, false]);
    expect(isCodeModule('./x.module.css')).toBe(false);
  });
});
