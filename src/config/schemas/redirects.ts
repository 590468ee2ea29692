/** Schema of the client redirects (Docusaurus's plugin-client-redirects options). Imports only zod. */
import { z } from 'zod';

/** An extension as the redirect options take it: no dot, no slash, nothing a URL would encode. */
const extensionSchema = z
  .string()
  .min(1)
  .refine((ext) => !ext.includes('.') && !ext.includes('/') && encodeURIComponent(ext) === ext, 'an extension is written without a dot or slash, e.g. \'html\'');

/** A route path an old URL is written as: starts with '/', no query or hash. */
const fromSchema = z.string().regex(/^\/[^?#]*$/, "an old path starts with '/' and has no ?query or #hash");

/**
 * Old URLs that lead to pages of the site: for each, the build writes a small page that sends the reader
 * on (a refresh meta tag, a canonical link and a script that keeps the query and hash), as Docusaurus's
 * `@docusaurus/plugin-client-redirects` does. Paths are routes without the base URL. A redirect from a
 * page of the site is left out with a warning; one to no page is a broken link.
 * @example { redirects: [{ from: ['/old-intro', '/intro-2019'], to: '/intro' }], fromExtensions: ['html'] }
 */
export const clientRedirectsSchema = z.strictObject({
  /** Each `from` (one path or several) leads to `to` (a route, optionally with ?query or #hash, or an absolute URL). */
  redirects: z.array(z.strictObject({ from: z.union([fromSchema, z.array(fromSchema).min(1)]), to: z.string().min(1) })).default([]),
  /**
   * Called with each route of the site; returns the old paths that lead to it (a path, a list, or nothing).
   * @example (existingPath) => existingPath.startsWith('/guides/') ? existingPath.replace('/guides/', '/tutorials/') : undefined
   */
  createRedirects: z.custom<(existingPath: string) => string | string[] | null | undefined>((value) => typeof value === 'function', 'expected a function of a route path').optional(),
  /** `/page.html` leads to `/page` for each of these extensions. @example ['html', 'htm'] */
  fromExtensions: z.array(extensionSchema).default([]),
  /** `/page` leads to a route `/page.html` for each of these extensions. @example ['html'] */
  toExtensions: z.array(extensionSchema).default([]),
});

export type ClientRedirectsConfig = z.output<typeof clientRedirectsSchema>;
