/**
 * When a navbar link a site's own item draws (`@theme/NavbarItem/DefaultNavbarItem`) is active, as
 * Docusaurus's NavbarNavLink decides it with React Router's NavLink. The same rule on both sides: the
 * build marks the link for each page, the runtime again after an in-place navigation. Browser-safe.
 */

/** What decides it, every address with the base URL; serialisable (the runtime reads it from the link). */
export interface NavLinkRule {
  /** The link's address (`/site/docs/intro`). */
  to: string;
  /** Active on `to` itself only, not on the pages below it. */
  exact?: boolean;
  /** Active on every path that starts with it (`/site/docs/`), whatever `to` is. */
  activeBasePath?: string;
  /** Active on every path this regular expression matches; wins over activeBasePath. */
  activeBaseRegex?: string;
}

/**
 * Whether the link of `rule` is active on `pathname` (with the base URL). activeBaseRegex, else
 * activeBasePath, else `to` as React Router matches a NavLink: case-insensitive, a trailing slash on
 * either side ignored, and (unless `exact`) the pages below it too, at a `/` (`/docs` on `/docs/a`, not
 * on `/docsa`). As in React Router, a link to `/` without `exact` is active everywhere.
 */
export function isNavLinkActive(pathname: string, rule: NavLinkRule): boolean {
  if (rule.activeBaseRegex) return new RegExp(rule.activeBaseRegex).test(pathname);
  if (rule.activeBasePath) return pathname.startsWith(rule.activeBasePath);
  const to = rule.to.split(/[?#]/)[0]!;
  if (!to) return false;
  const path = to.replace(/\/+$/, '').toLowerCase();
  const here = pathname.replace(/\/+$/, '').toLowerCase();
  return here === path || (!rule.exact && here.startsWith(`${path}/`));
}
