/**
 * The analytics of a Docusaurus config (the classic preset's `gtag` and `googleTagManager`, and the
 * `@docusaurus/plugin-google-gtag`, `-google-tag-manager` and `-google-analytics` plugins listed on their own)
 * as mistdocs's `gtag`, `googleTagManager` and `googleAnalytics`. Pure: takes the values the config produced.
 */
import { googleAnalyticsSchema, googleTagManagerSchema, gtagSchema } from '../config/schemas/analytics.js';
import type { Obj } from './config-values.js';

const KEYS = { gtag: gtagSchema, googleTagManager: googleTagManagerSchema, googleAnalytics: googleAnalyticsSchema } as const;
type Key = keyof typeof KEYS;

/** Which analytics option a plugin entry is, by package name, shorthand (`google-gtag`) or resolved path. */
export function analyticsPluginKey(name: string): Key | undefined {
  const m = /(?:^|[\\/:])(?:@docusaurus\/)?(?:docusaurus-)?(?:plugin-)?google-(gtag|tag-manager|analytics)(?:[\\/]|$)/.exec(name);
  return m ? ({ gtag: 'gtag', 'tag-manager': 'googleTagManager', analytics: 'googleAnalytics' } as const)[m[1] as 'gtag' | 'tag-manager' | 'analytics'] : undefined;
}

/**
 * The options of each analytics found, with the plugins it was read from; what does not fit mistdocs's
 * schema (a tracking ID that is not a plain ID) is said in `notCarried`.
 */
export function mapAnalytics(presetOptions: Obj | undefined, plugins: readonly { name: string; options: Obj }[], notCarried: string[]): Obj {
  const out: Obj = {};
  const take = (key: Key, options: unknown, where: string) => {
    if (options === undefined || options === false) return;
    const parsed = KEYS[key].safeParse(options);
    if (!parsed.success) {
      notCarried.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.') || key} ${i.message}`).join('; ')}; add \`${key}\` to site.config.ts by hand.`);
      return;
    }
    // As written, so site.config.ts reads as the old config did (defaults are the schema's).
    out[key] = options;
  };
  for (const key of ['gtag', 'googleTagManager'] as const) take(key, presetOptions?.[key], `The classic preset's \`${key}\``);
  for (const p of plugins) {
    const key = analyticsPluginKey(p.name);
    if (key) take(key, Object.fromEntries(Object.entries(p.options).filter(([k]) => k !== 'id')), `The plugin ${p.name}`);
  }
  return out;
}
