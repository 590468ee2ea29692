/** Schema of the footer: link columns and copyright. Imports only zod. */
import { z } from 'zod';

/** A link, or HTML as it is. @example { label: 'API', to: '/mistserver/integration/api/' } @example { html: '<a href="https://netlify.com"><img src="/img/netlify.svg" alt="Deploys by Netlify"></a>' } */
const footerLinkSchema = z.union([
  z.strictObject({
    label: z.string(),
    to: z.string().startsWith('/').optional(),
    href: z.url().optional(),
  }),
  z.strictObject({ html: z.string() }),
]);

/** @example { style: 'dark', links: [{ title: 'Docs', items: [...] }], copyright: 'Copyright ...' } */
export const footerSchema = z.strictObject({
  style: z.enum(['dark', 'light']).default('dark'),
  links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLinkSchema) })).default([]),
  /** A logo above the copyright. @example { alt: 'Company', src: '/img/company.svg', href: 'https://company.example', width: 160 } */
  logo: z.strictObject({ alt: z.string().default(''), src: z.string(), href: z.string().optional(), width: z.union([z.number(), z.string()]).optional(), height: z.union([z.number(), z.string()]).optional() }).optional(),
  /**
   * HTML, as Docusaurus renders it; the current year is not inserted automatically.
   * @example 'Copyright © 2026 <a href="https://company.example">Company</a>.'
   */
  copyright: z.string().optional(),
});
