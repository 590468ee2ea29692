/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a navbar link as mistdocs's navbar draws one (in the mobile menu,
 * `mobile`, a menu entry; in a dropdown, `isDropdownItem`, an entry of its list), for a site's own navbar
 * item that shows a link among its parts. A link with `to` marks itself active as Docusaurus's does
 * (shared/nav-link.ts): its `activeClassName` (`navbar__link--active`, `menu__link--active` in the mobile
 * menu) with mistdocs's own `active`, and `aria-current`; it carries its rule, so that the runtime marks it
 * again after an in-place navigation.
 */
import type { ReactNode } from 'react';
import { isNavLinkActive, type NavLinkRule } from '../../shared/nav-link.js';
import { hasProtocol } from '../docusaurus/is-internal-url.js';
import Link from '../docusaurus/link.js';
import { locationPathname } from '../docusaurus/router.js';
import { useSiteData, withBaseUrl } from '../site-context.js';

export interface DefaultNavbarItemProps {
  label?: ReactNode;
  /** A label written as HTML, as Docusaurus takes it. */
  html?: string;
  to?: string;
  href?: string;
  className?: string;
  mobile?: boolean;
  /** Inside a dropdown (Docusaurus's dropdown gives its items this): an entry of its list. */
  isDropdownItem?: boolean;
  position?: 'left' | 'right';
  /** The class an active link gets; Docusaurus's default is `navbar__link--active` (`menu__link--active` with `mobile`). */
  activeClassName?: string;
  /** Active on every path that starts with it (with the base URL put before it), whatever `to` is. */
  activeBasePath?: string;
  /** Active on every path (with the base URL) this regular expression matches. */
  activeBaseRegex?: string;
  /** Active on `to` only, not on the pages below it. */
  exact?: boolean;
  'aria-label'?: string;
  [key: string]: unknown;
}

export default function DefaultNavbarItem({ label, html, to, href, className, mobile = false, isDropdownItem = false, position: _position, activeBaseRegex, activeBasePath, exact, prependBaseUrlToHref: _p, activeClassName, ...rest }: DefaultNavbarItemProps) {
  const site = useSiteData();
  const baseUrl = site.siteConfig.baseUrl;
  // As Docusaurus's NavbarNavLink: `to` (and activeBasePath) with the base URL; an `href` is a plain link, never active.
  const target = to !== undefined ? withBaseUrl(baseUrl, to) : undefined;
  const rule: NavLinkRule | undefined =
    target !== undefined && !hasProtocol(target)
      ? { to: target, ...(exact ? { exact: true } : {}), ...(activeBasePath ? { activeBasePath: withBaseUrl(baseUrl, activeBasePath) } : {}), ...(activeBaseRegex ? { activeBaseRegex } : {}) }
      : undefined;
  // On the server the route read to mark a link (it keeps the item from being an island); in an island, the address's.
  const active = rule !== undefined && isNavLinkActive(site.page.activeRoute !== undefined ? withBaseUrl(baseUrl, site.page.activeRoute) : locationPathname(site), rule);
  const activeClass = activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active');
  const classes = `${mobile ? 'menu-link' : isDropdownItem ? 'dropdown-link' : 'navbar-link'}${className ? ` ${className}` : ''}${active ? ` ${activeClass} active` : ''}`;
  const content = html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: label };
  const marking = rule ? { 'data-active-rule': JSON.stringify(rule), 'data-active-class': activeClass, ...(active ? { 'aria-current': 'page' as const } : {}) } : {};
  const link = <Link {...(rest as object)} {...(target !== undefined ? { to: target } : { href })} className={classes} {...marking} {...content} />;
  if (mobile) return <li className="menu-item">{link}</li>;
  return isDropdownItem ? <li>{link}</li> : link;
}
