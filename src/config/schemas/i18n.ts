/** Schema of the locales, as Docusaurus's `i18n` option takes them. Imports only zod. */
import { z } from 'zod';

/**
 * One locale's settings; every key may be left out (see resolveLocale in config/locales.ts for the defaults).
 * @example { label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' }
 */
const localeSchema = z.strictObject({
  /** The name in the locale dropdown; defaults to the language's own name for itself. */
  label: z.string().optional(),
  /** Defaults to 'rtl' for right-to-left languages (Arabic, Hebrew, Persian, Urdu, ...), else 'ltr'. */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** The `lang` attribute and hreflang of the locale's pages; defaults to the locale name. */
  htmlLang: z.string().optional(),
  calendar: z.string().default('gregory'),
  /** The locale's folder under the base URL and under `i18n/`; defaults to the locale name. */
  path: z.string().regex(/^[^/]+$/, 'a locale path is one folder name, without slashes').optional(),
  /** Docusaurus's option; accepted, and ignored: mistdocs builds one site per locale under the same URL. */
  url: z.string().optional(),
  baseUrl: z.string().optional(),
  translate: z.boolean().optional(),
});

/** @example { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { direction: 'rtl' } } } */
export const i18nSchema = z
  .strictObject({
    defaultLocale: z.string().default('en'),
    locales: z.array(z.string()).min(1).default(['en']),
    /** The folder of the translations, relative to the config file (Docusaurus's layout: `i18n/<locale>/...`). */
    path: z.string().default('i18n'),
    localeConfigs: z.record(z.string(), localeSchema).default({}),
  })
  .refine((v) => v.locales.includes(v.defaultLocale), { message: 'defaultLocale must be one of locales' });
