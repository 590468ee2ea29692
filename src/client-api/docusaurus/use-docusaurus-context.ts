/** `@docusaurus/useDocusaurusContext`: the site's config (with `customFields`), its locales and metadata. */
import { useSiteData, type SiteConfigData } from '../site-context.js';

export interface DocusaurusContext {
  siteConfig: SiteConfigData;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, never> };
  globalData: Record<string, never>;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: Record<string, never> };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  return {
    siteConfig: site.siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: { defaultLocale: site.locale.default, currentLocale: site.locale.current, locales: site.locale.locales, localeConfigs: {} },
  };
}
