/** Schemas of the reader-facing theme options: colour mode, announcement bar, table of contents. Imports only zod. */
import { z } from 'zod';

/** @example { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true } */
export const colorModeSchema = z.strictObject({
  /** Mode used when neither a stored choice nor (if respected) the OS preference decides. */
  defaultMode: z.enum(['light', 'dark']).default('dark'),
  /** Hide the toggle. */
  disableSwitch: z.boolean().default(false),
  /** Offer 'system' and follow the OS preference; otherwise the toggle switches dark and light only. */
  respectPrefersColorScheme: z.boolean().default(true),
});

/** @example { id: 'v3-10', content: 'MistServer 3.10 is out', isCloseable: true } */
export const announcementBarSchema = z.strictObject({
  /** Change the id to show the bar again to readers who closed it. */
  id: z.string().min(1),
  /** Plain text or trusted inline HTML. */
  content: z.string(),
  isCloseable: z.boolean().default(true),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
});

/** @example { minHeadingLevel: 2, maxHeadingLevel: 3 } */
export const tocSchema = z
  .strictObject({
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
  })
  .refine((v) => v.minHeadingLevel <= v.maxHeadingLevel, { message: 'minHeadingLevel must not exceed maxHeadingLevel' });
