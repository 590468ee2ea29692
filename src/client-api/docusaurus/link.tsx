/** `@docusaurus/Link`: an `<a>` whose internal `to` gets the base URL; an external address opens in a new tab, as Docusaurus's does. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSiteData, withBaseUrl } from '../site-context.js';

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
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
  const url = external || !autoAddBaseUrl ? target : withBaseUrl(site.siteConfig.baseUrl, target);
  if (!external && target) site.page.link?.(url, target);
  const newTab = external && /^https?:|^\/\//.test(target) && rest.target === undefined;
  return <a href={url} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
