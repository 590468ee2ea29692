/** `@docusaurus/useBaseUrl` and `useBaseUrlUtils`: a path with the site's base URL, as Docusaurus gives it. */
import { useSiteData, withBaseUrl } from '../site-context.js';

interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const site = useSiteData();
  return withBaseUrl(site.siteConfig.baseUrl, url, { ...options, siteUrl: site.siteConfig.url });
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options = {}) => withBaseUrl(site.siteConfig.baseUrl, url, { ...options, siteUrl: site.siteConfig.url }) };
}
