/**
 * The theme's words in the page's language: each string has an id (Docusaurus's own where its theme has
 * the same string, so a site's `i18n/<locale>/code.json` translates it unchanged) and the English text
 * used when the locale has no translation. Messages take `{name}` placeholders; plural messages list
 * their forms separated by `|` in the order of Intl.PluralRules' categories, as Docusaurus writes them.
 * Browser-safe; imports only React.
 */
import { Fragment, createElement, type ReactNode } from 'react';

/** The translated strings of a locale, by id, and the language they are in. */
export interface Strings {
  lang: string;
  strings?: Readonly<Record<string, string>>;
}

/** The text of `id` with its placeholders filled in. */
export function translate(site: Strings, id: string, fallback: string, values: Record<string, string | number> = {}): string {
  return fill(site.strings?.[id] ?? fallback, values);
}

/** The text of `id` for `count` things: the plural form the language uses for that number. */
export function translatePlural(site: Strings, id: string, fallback: string, count: number, values: Record<string, string | number> = {}): string {
  const forms = (site.strings?.[id] ?? fallback).split('|');
  return fill(forms[pluralIndex(site.lang, count, forms.length)] ?? forms[forms.length - 1]!, { count, ...values });
}

/** Like `translate`, with elements (a link) as placeholder values: the message's text around them stays text. */
export function translateNodes(site: Strings, id: string, fallback: string, values: Record<string, ReactNode>): ReactNode {
  const message = site.strings?.[id] ?? fallback;
  const parts = message.split(/\{(\w+)\}/);
  return createElement(Fragment, null, ...parts.map((part, i) => (i % 2 === 0 ? part : part in values ? values[part] : `{${part}}`)));
}

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Which of a message's plural forms a number takes in a language (forms in Intl.PluralRules' category order). */
function pluralIndex(lang: string, count: number, forms: number): number {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(lang);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = CATEGORY_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule));
  // A message with fewer forms than the language has categories is written as English: one|other.
  if (forms !== categories.length) return count === 1 ? 0 : forms - 1;
  return categories.indexOf(rules.select(count));
}
