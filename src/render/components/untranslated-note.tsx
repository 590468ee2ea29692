/** The note on a page (a doc, a standalone page, a blog post) the locale has not translated, and the language its text is marked with. */
import type { PageProps } from '../props.js';
import { translate } from '../translate.js';

/** The note on a page the locale has not translated: it is shown in the default locale's language. */
export function UntranslatedNote({ page }: { page: PageProps }) {
  if (!page.untranslated) return null;
  // Without a translation in code.json the note is the English text: marked so, it reads left to right in a right-to-left page too.
  const english = page.site.strings?.['mistdocs.i18n.untranslated'] === undefined ? { lang: 'en', dir: 'ltr' as const } : {};
  return (
    <p className="untranslated-note" role="note" data-untranslated="" {...english}>
      {translate(page.site, 'mistdocs.i18n.untranslated', 'This page has not been translated into {language} yet; it is shown in {original}.', { language: page.site.localeLabel, original: page.untranslated.label })}
    </p>
  );
}

/** An untranslated page's text is marked with its own language and direction, so it reads right inside another locale's page. */
export function inLanguageOf(page: PageProps): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return page.untranslated ? { lang: page.untranslated.lang, dir: page.untranslated.dir } : {};
}
