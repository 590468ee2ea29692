/** The page shell around the main column: skip link, announcement bar, navbar, mobile menu, sidebar, footer. */
import { CloseIcon } from '../components/icons.js';
import { customItemHtml, NavbarDropdownItem, NavbarLinkItem } from '../components/navbar.js';
import { Navbar } from '../components/navbar.js';
import type { PageProps } from '../props.js';
import { href } from '../props.js';
import { translate } from '../translate.js';

function AnnouncementBar({ page }: { page: PageProps }) {
  const bar = page.site.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={translate(page.site, 'mistdocs.AnnouncementBar.label', 'Announcement')}
      data-announcement-id={bar.id}
      style={bar.backgroundColor || bar.textColor ? { backgroundColor: bar.backgroundColor, color: bar.textColor } : undefined}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-close" aria-label={translate(page.site, 'theme.AnnouncementBar.closeButtonAriaLabel', 'Close the announcement')} data-announcement-close="">
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

function MobileMenu({ page }: { page: PageProps }) {
  const { site } = page;
  // A dropdown's links are listed in the menu as the other links are, and its items of the site's own types among them.
  const links = site.navbar.items.flatMap((i) => (i.kind === 'dropdown' ? (i.items ?? []).filter((c) => c.kind === 'link' || c.kind === 'custom') : i.kind === 'link' ? [i] : []));
  const dropdowns = site.navbar.items.filter((i) => i.kind === 'localeDropdown' || i.kind === 'docsVersionDropdown');
  const custom = site.navbar.items.filter((i) => i.kind === 'custom' && customItemHtml(i, page, true));
  return (
    <div className="mobile-menu" id="mobile-menu" hidden data-mobile-menu="" data-panel={page.showSidebar ? 'docs' : 'main'}>
      <div className="mobile-menu-backdrop" data-mobile-close="" />
      <div className="mobile-menu-panel" role="dialog" aria-modal="true" aria-label={translate(site, 'mistdocs.navbar.menuLabel', 'Navigation menu')}>
        <div className="mobile-menu-header">
          <span className="mobile-menu-title">{site.navbar.title ?? site.title}</span>
          <button type="button" className="mobile-menu-close" aria-label={translate(site, 'mistdocs.navbar.closeMenu', 'Close the navigation menu')} data-mobile-close="">
            <CloseIcon />
          </button>
        </div>
        <div className="mobile-menu-main" data-panel-main="">
          <ul className="menu-list">
            {links.map((item, i) =>
              item.kind === 'custom' ? (
                // As its component rendered it with `mobile` and `isDropdownItem` (an `<li>` of its own, as in Docusaurus's menu).
                <div key={i} className="menu-custom" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: customItemHtml(item, page, true) }} />
              ) : (
                <li key={i} className="menu-item">
                  <NavbarLinkItem item={item} site={site} page={page} mobile />
                </li>
              ),
            )}
            {dropdowns.map((item, i) => (
              <li key={`d${i}`} className="menu-item">
                <NavbarDropdownItem item={item} page={page} />
              </li>
            ))}
          </ul>
          {/* The site's own items, as their components rendered them with `mobile: true`. */}
          {custom.map((item, i) => (
            <div key={`c${i}`} className="menu-custom" dangerouslySetInnerHTML={{ __html: customItemHtml(item, page, true) }} />
          ))}
        </div>
        <div className="mobile-menu-docs" data-panel-docs="">
          <button type="button" className="mobile-menu-back" data-mobile-back="">
            {translate(site, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', 'Back to main menu')}
          </button>
          {/* The runtime moves the page's one docs sidebar here while the menu is open. */}
          <div className="mobile-menu-sidebar" data-mobile-sidebar-slot="" />
        </div>
      </div>
    </div>
  );
}

function Footer({ page }: { page: PageProps }) {
  const footer = page.site.footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {footer.links.length ? (
          <div className="footer-columns">
            {footer.links.map((col) => (
              <div key={col.title} className="footer-column">
                <h2 className="footer-title">{col.title}</h2>
                <ul>
                  {col.items.map((item, i) =>
                    'html' in item ? (
                      <li key={i} className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={i}>
                        <a className="footer-link" href={href(page.site, item.href)} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                          {item.label}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.logo ? <FooterLogo logo={footer.logo} page={page} /> : null}
        {/* HTML, as Docusaurus renders it (a link to the team, a line break). */}
        {footer.copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
      </div>
    </footer>
  );
}

function FooterLogo({ logo, page }: { logo: NonNullable<NonNullable<PageProps['site']['footer']>['logo']>; page: PageProps }) {
  // With Infima's class too, as Docusaurus names it: a migrated site's CSS sizes it by that name (`.footer__logo { width: 50px }`).
  const img = <img className="footer-logo footer__logo" src={href(page.site, logo.src)} alt={logo.alt} width={logo.width} height={logo.height} />;
  return <div className="footer-logo-row">{logo.href ? <a href={href(page.site, logo.href)} {...(/^https?:/.test(logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{img}</a> : img}</div>;
}

/**
 * The pages of the categories above `page` in the sidebar, outermost first (its breadcrumbs but the
 * page's own), as JSON: the runtime opens them when it navigates to the page in place.
 */
function sidebarTrail(page: PageProps): string | undefined {
  const trail = page.breadcrumbs.slice(0, -1).flatMap((crumb) => (crumb.href ? [crumb.href] : []));
  return trail.length ? JSON.stringify(trail) : undefined;
}

/** Everything inside <body>; `main` and the sidebar are pre-rendered HTML (see render-page.ts). */
export function Shell({ page, main, sidebar }: { page: PageProps; main: string; sidebar: string }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {translate(page.site, 'theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar page={page} />
      <Navbar page={page} />
      <MobileMenu page={page} />
      <div className={`layout${page.showSidebar ? ' with-sidebar' : ''}`} data-layout="" data-docs-version={page.site.docsTree} data-docs-sidebar={page.site.sidebars.length > 1 ? page.sidebarId : undefined}>
        <div className="sidebar-container" data-sidebar-container="" hidden={!page.showSidebar} dangerouslySetInnerHTML={{ __html: sidebar }} />
        <main id="main-content" className="main" tabIndex={-1} data-route={page.route} data-kind={page.kind} data-trail={sidebarTrail(page)} dangerouslySetInnerHTML={{ __html: main }} />
      </div>
      <Footer page={page} />
      <div className="progress-bar" data-progress="" aria-hidden="true" />
    </>
  );
}
