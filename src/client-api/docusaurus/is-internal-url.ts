/** `@docusaurus/isInternalUrl`: whether a URL is a path of the site rather than an address with a scheme (`https:`, `mailto:`, `//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
