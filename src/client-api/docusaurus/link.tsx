/**
 * `@docusaurus/Link`: an `<a>` whose internal `to` gets the base URL when it starts with a slash and is
 * read from the page's address otherwise (as React Router resolves it in Docusaurus); an external address
 * opens in a new tab, as Docusaurus's does.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSiteData, withBaseUrl } from '../site-context.js';
import { hasProtocol } from './is-internal-url.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Docusaurus options without meaning here. */
  isNavLink?: boolean;
  activeClassName?: string;
  autoAddBaseUrl?: boolean;
}

export default function Link({ to, href, isNavLink: _nav, activeClassName: _active, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const site = useSiteData();
  const target = to ?? href ?? '';
  const external = hasProtocol(target);
  const url = external || !autoAddBaseUrl || target.startsWith('#') ? target : target.startsWith('/') ? withBaseUrl(site.siteConfig.baseUrl, target) : fromPage(target, withBaseUrl(site.siteConfig.baseUrl, site.page.route));
  if (!external && target) site.page.link?.(url, target);
  const newTab = external && /^https?:|^\/\//.test(target) && rest.target === undefined;
  return <a href={url} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}

/** A relative address (`templating-jsx`, `../x?y#z`) as the page at `page` reaches it. */
function fromPage(target: string, page: string): string {
  const url = new URL(target, `https://site.invalid${page}`);
  return url.pathname + url.search + url.hash;
}
