/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a navbar link as mistdocs's navbar draws one (in the mobile menu,
 * `mobile`, a menu entry; in a dropdown, `isDropdownItem`, an entry of its list), for a site's own navbar
 * item that shows a link among its parts.
 */
import type { ReactNode } from 'react';
import Link from '../docusaurus/link.js';

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
  'aria-label'?: string;
  [key: string]: unknown;
}

export default function DefaultNavbarItem({ label, html, to, href, className, mobile = false, isDropdownItem = false, position: _position, activeBaseRegex: _a, activeBasePath: _b, prependBaseUrlToHref: _p, activeClassName: _c, ...rest }: DefaultNavbarItemProps) {
  const classes = `${mobile ? 'menu-link' : isDropdownItem ? 'dropdown-link' : 'navbar-link'}${className ? ` ${className}` : ''}`;
  const content = html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: label };
  const link = <Link {...(rest as object)} {...(to !== undefined ? { to } : { href })} className={classes} {...content} />;
  if (mobile) return <li className="menu-item">{link}</li>;
  return isDropdownItem ? <li>{link}</li> : link;
}
