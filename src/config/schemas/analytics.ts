/**
 * Schemas of the analytics Docusaurus's classic preset offers (`gtag`, `googleTagManager`) and its
 * `@docusaurus/plugin-google-analytics`, by the same names and options. Imports only zod.
 */
import { z } from 'zod';

/** Google's IDs are letters, digits and hyphens; anything else could not be written into the page's script. */
const googleId = z.string().regex(/^[A-Za-z0-9-]+$/, "a Google ID is letters, digits and hyphens, like 'G-999X9XX9XX'");

/**
 * Google's global site tag (gtag.js), as `@docusaurus/plugin-google-gtag`: the first tracking ID's script is
 * loaded, every ID is configured, and each in-place navigation is a page view.
 * @example { trackingID: 'G-999X9XX9XX', anonymizeIP: true }
 */
export const gtagSchema = z.strictObject({
  /** One ID or several (`G-...`, `AW-...`). */
  trackingID: z.union([googleId, z.array(googleId).min(1)]).transform((v) => (Array.isArray(v) ? v : [v])),
  /** Asks Google to anonymize the reader's IP address. */
  anonymizeIP: z.boolean().default(false),
});

/**
 * Google Tag Manager, as `@docusaurus/plugin-google-tag-manager`.
 * @example { containerId: 'GTM-12345' }
 */
export const googleTagManagerSchema = z.strictObject({
  /** The container's ID, `GTM-` and its code. */
  containerId: z.string().regex(/^GTM-[A-Za-z0-9]+$/, "a Tag Manager container ID looks like 'GTM-12345'"),
});

/**
 * Google's older analytics.js, as `@docusaurus/plugin-google-analytics`.
 * @example { trackingID: 'UA-141789564-1', anonymizeIP: true }
 */
export const googleAnalyticsSchema = z.strictObject({
  trackingID: googleId,
  anonymizeIP: z.boolean().default(false),
});
