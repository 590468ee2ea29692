/** The theme's strings in a locale's language: placeholders, plural forms as Docusaurus writes them, and elements inside a message. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate, translateNodes, translatePlural } from '../../../src/render/translate.js';

describe('translate', () => {
  it("uses the locale's message, else the English text, with placeholders filled", () => {
    const ar = { lang: 'ar', strings: { 'theme.docs.versionBadge.label': 'الإصدار: {versionLabel}' } };
    expect(translate(ar, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: '2.0' })).toBe('الإصدار: 2.0');
    expect(translate({ lang: 'en' }, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: '2.0' })).toBe('Version: 2.0');
    // An unknown placeholder stays visible rather than vanishing.
    expect(translate({ lang: 'en' }, 'x', 'A {b} c')).toBe('A {b} c');
  });

  it("picks the plural form the language uses: Arabic's six, and one|other written as English", () => {
    const forms = 'zero|one|two {count}|few {count}|many {count}|other {count}';
    const ar = { lang: 'ar', strings: { n: forms } };
    expect([0, 1, 2, 3, 11, 100].map((count) => translatePlural(ar, 'n', '', count))).toEqual(['zero', 'one', 'two 2', 'few 3', 'many 11', 'other 100']);
    const en = { lang: 'en' };
    expect([1, 2].map((count) => translatePlural(en, 'n', '1 doc|{count} docs', count))).toEqual(['1 doc', '2 docs']);
    // A message with two forms in a language of six falls back to one|other.
    expect(translatePlural({ lang: 'ar', strings: { n: 'one|{count} many' } }, 'n', '', 5)).toBe('5 many');
  });

  it('keeps elements given as placeholder values', () => {
    const site = { lang: 'ar', strings: { s: 'انظر {link} ({label}).' } };
    const html = renderToStaticMarkup(createElement('p', null, translateNodes(site, 's', 'See the {link} ({label}).', { link: createElement('a', { href: '/' }, 'أحدث إصدار'), label: '2.0' })));
    expect(html).toBe('<p>انظر <a href="/">أحدث إصدار</a> (2.0).</p>');
  });
});
