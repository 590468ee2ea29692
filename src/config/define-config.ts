/** defineConfig: typed identity for site.config.ts. Imports only types. */
import type { SiteConfigInput } from './schemas/site.js';

/** Gives site.config.ts type checking and completion; returns the config unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
