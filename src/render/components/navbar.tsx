/** The top bar: logo, main links, source link, locale and version dropdowns, colour toggle, search box. */
import type { NavbarItemProps, PageProps, SiteProps } from '../props.js';
import { href } from '../props.js';
import { ColorModeToggle } from './color-mode-toggle.js';
import { ExternalIcon, GitHubIcon, MenuIcon } from './icons.js';
import { SearchBox } from './search-box.js';
import { translate } from '../translate.js';

/** Whether a docSidebar item names a sidebar of the docs these pages show (the main docs', or their area's). */
function ownSidebar(item: NavbarItemProps, site: SiteProps): boolean {
  return item.sidebarId !== undefined && item.docsArea === site.docsArea;
}

/** Whether a link marks the pages below it too (`/blog` on a post), as Docusaurus's navbar links do; the home page's only itself. */
function marksSection(item: NavbarItemProps, site: SiteProps): boolean {
  return !item.external && !ownSidebar(item, site) && item.href.startsWith('/') && item.href.replace(/\/+$/, '') !== '';
}

function isActive(item: NavbarItemProps, page: PageProps): boolean {
  if (item.external) return false;
  if (ownSidebar(item, page.site)) return page.showSidebar && (page.sidebarId === item.sidebarId || page.site.sidebars.length < 2);
  return item.href === page.route || (marksSection(item, page.site) && page.route.startsWith(`${item.href.replace(/\/+$/, '')}/`));
}

export function NavbarLinkItem({ item, site, page, mobile = false }: { item: NavbarItemProps; site: SiteProps; page: PageProps; mobile?: boolean }) {
  const active = isActive(item, page);
  // mistdocs draws a GitHub icon for a labelled `header-github-link`; without a label the item is an empty
  // link with that class, as Docusaurus renders it, and the site's own CSS draws the icon.
  const isIcon = !!item.label && item.className?.split(/\s+/).includes('header-github-link');
  const cls = `${mobile ? 'menu-link' : 'navbar-link'}${active ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`;
  return (
    <a
      className={cls}
      href={href(site, item.href)}
      aria-label={item.ariaLabel}
      aria-current={active && item.href === page.route ? 'page' : undefined}
      {...(ownSidebar(item, site) ? { 'data-sidebar-toggle': item.sidebarId } : {})}
      {...(marksSection(item, site) ? { 'data-section': '' } : {})}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {isIcon && !mobile ? <GitHubIcon /> : item.label}
      {/* As Docusaurus: an external link's icon only beside a label. */}
      {item.external && !isIcon && item.label ? <ExternalIcon /> : null}
    </a>
  );
}

/** One link of a dropdown; a locale's carries its language and base URL (the runtime keeps it on the current page). */
interface DropdownLink {
  label: string;
  href: string;
  active: boolean;
  version?: string;
  lang?: string;
  localeBase?: string;
  /** An address elsewhere: opens in a new tab. */
  external?: boolean;
}

/** What the component of a site's own navbar item rendered for `page` (in the mobile menu, `mobile`): the page's own when the item reads the page. */
export function customItemHtml(item: NavbarItemProps, page: PageProps, mobile = false): string {
  const drawn = item.perPage !== undefined && item.key !== undefined ? page.navbar?.[item.key] : undefined;
  return (mobile ? (drawn?.mobileHtml ?? item.mobileHtml) : (drawn?.html ?? item.html)) ?? '';
}

export function Dropdown({ label, ariaLabel, items, className }: { label: string; ariaLabel: string; items: (DropdownLink | { custom: string })[]; className?: string }) {
  return (
    <details className={`dropdown${className ? ` ${className}` : ''}`}>
      <summary className="navbar-link dropdown-toggle" aria-label={ariaLabel}>
        {label}
      </summary>
      <ul className="dropdown-menu">
        {items.map((i, n) =>
          'custom' in i ? (
            // A site's own item, as its component rendered it (Docusaurus's dropdown puts it in its list as it is, a `<li>` of its own).
            <div key={n} className="dropdown-custom" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: i.custom }} />
          ) : (
          <li key={i.href}>
            <a
              className={`dropdown-link${i.active ? ' active' : ''}`}
              href={i.href}
              aria-current={i.active ? 'true' : undefined}
              data-version={i.version}
              {...(i.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              {...(i.lang ? { lang: i.lang, hrefLang: i.lang, 'data-locale-base': i.localeBase } : {})}
            >
              {i.label}
            </a>
          </li>
          ),
        )}
      </ul>
    </details>
  );
}

/** The language or docs-version dropdown (navbar and mobile menu). */
export function NavbarDropdownItem({ item, page }: { item: NavbarItemProps; page: PageProps }) {
  const site = page.site;
  // The same page in every locale: a page has the same route in each.
  const locales = site.locales?.map((l) => ({ label: l.label, href: l.baseUrl.replace(/\/$/, '') + page.route, active: l.name === site.locale, lang: l.lang, localeBase: l.baseUrl }));
  return item.kind === 'localeDropdown' ? (
    <Dropdown
      className="locale-dropdown"
      label={site.localeLabel}
      ariaLabel={translate(site, 'mistdocs.navbar.languageAriaLabel', 'Language: {language}', { language: site.localeLabel })}
      items={locales ?? [{ label: site.localeLabel, href: href(site, page.route), active: true }]}
    />
  ) : (
    <Dropdown
      className="version-dropdown"
      label={page.versions?.find((v) => v.active)?.label ?? site.versionLabel}
      ariaLabel={`Docs version: ${page.versions?.find((v) => v.active)?.label ?? site.versionLabel}`}
      items={page.versions?.map((v) => ({ label: v.label, href: href(site, v.href), active: v.active, version: v.name })) ?? [{ label: site.versionLabel, href: href(site, site.versionPath), active: true }]}
    />
  );
}

/** A dropdown of the site's own links (`type: 'dropdown'`), opened by click or keyboard like the others; its items of the site's own types as their components drew them. */
function LinksDropdown({ item, page }: { item: NavbarItemProps; page: PageProps }) {
  const site = page.site;
  const entries = (item.items ?? []).filter((i) => i.kind === 'link' || i.kind === 'custom');
  return (
    <Dropdown
      className={`links-dropdown${item.className ? ` ${item.className}` : ''}`}
      label={item.label}
      ariaLabel={item.ariaLabel ?? item.label}
      items={entries.map((i) => (i.kind === 'custom' ? { custom: customItemHtml(i, page) } : { label: i.label, href: href(site, i.href), active: !i.external && i.href === page.route, ...(i.external ? { external: true } : {}) }))}
    />
  );
}

function Item({ item, page }: { item: NavbarItemProps; page: PageProps }) {
  const site = page.site;
  switch (item.kind) {
    case 'localeDropdown':
    case 'docsVersionDropdown':
      return <NavbarDropdownItem item={item} page={page} />;
    case 'dropdown':
      return <LinksDropdown item={item} page={page} />;
    case 'html':
      return <div className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
    case 'search':
      return <SearchBox page={page} />;
    case 'custom':
      // What the site's own component rendered for it (the component stage's), with no box of mistdocs' around it.
      return <div className="navbar-custom" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: customItemHtml(item, page) }} />;
    default:
      return <NavbarLinkItem item={item} site={site} page={page} />;
  }
}

export function Navbar({ page }: { page: PageProps }) {
  const { site } = page;
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const hasSearch = right.some((i) => i.kind === 'search') || left.some((i) => i.kind === 'search');
  return (
    <header className={`navbar${site.navbar.hideOnScroll ? ' navbar-hideable' : ''}`}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="navbar-toggle" aria-label={translate(site, 'mistdocs.navbar.openMenu', 'Open the navigation menu')} aria-expanded="false" aria-controls="mobile-menu" data-mobile-toggle="">
          <MenuIcon />
        </button>
        {site.navbar.logo || site.navbar.title ? (
          <a className="navbar-brand" href={site.navbar.logo ? href(site, site.navbar.logo.href) : href(site, '/')} {...(site.navbar.logo && /^https?:/.test(site.navbar.logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : site.navbar.brandOffSite ? { rel: 'external' } : {})}>
            {/* Sized by its height, as Docusaurus sizes it: a wide wordmark keeps its shape. */}
            {site.navbar.logo ? <img className="navbar-logo" src={href(site, site.navbar.logo.src)} alt={site.navbar.logo.alt} width={site.navbar.logo.width} height={site.navbar.logo.height} /> : null}
            {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
          </a>
        ) : null}
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <Item key={i} item={item} page={page} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.filter((i) => i.kind !== 'search').map((item, i) => (
            <Item key={i} item={item} page={page} />
          ))}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle site={site} />}
          {hasSearch ? <SearchBox page={page} /> : null}
        </div>
      </nav>
    </header>
  );
}
