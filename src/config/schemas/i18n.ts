/** Schema of the locales. Imports only zod. */
import { z } from 'zod';

/** @example { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' } */
const localeSchema = z.strictObject({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  htmlLang: z.string(),
  calendar: z.string().default('gregory'),
  path: z.string(),
});

/** @example { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', path: 'en' } } } */
export const i18nSchema = z
  .strictObject({
    defaultLocale: z.string().default('en'),
    locales: z.array(z.string()).min(1).default(['en']),
    localeConfigs: z.record(z.string(), localeSchema).default({}),
  })
  .refine((v) => v.locales.includes(v.defaultLocale), { message: 'defaultLocale must be one of locales' });
