import { isExternalAddress } from '../../shared/url-scheme.js';

/** `@docusaurus/isInternalUrl`'s `hasProtocol`: whether a URL has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`), rather than a path of the site. */
export const hasProtocol = isExternalAddress;

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
