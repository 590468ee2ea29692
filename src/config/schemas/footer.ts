/** Schema of the footer: link columns and copyright. Imports only zod. */
import { z } from 'zod';

/** @example { label: 'API', to: '/mistserver/integration/api/' } */
const footerLinkSchema = z.strictObject({
  label: z.string(),
  to: z.string().startsWith('/').optional(),
  href: z.url().optional(),
});

/** @example { style: 'dark', links: [{ title: 'Docs', items: [...] }], copyright: 'Copyright ...' } */
export const footerSchema = z.strictObject({
  style: z.enum(['dark', 'light']).default('dark'),
  links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLinkSchema) })).default([]),
  /** Plain text; the current year is not inserted automatically. */
  copyright: z.string().optional(),
});
