/**
 * The docs sidebar: nested lists with native <details> categories, so it works without JavaScript;
 * the active page has aria-current and every category on its path is open.
 */
import type { SidebarCategory, SidebarItem } from '../../shared/types.js';
import type { SiteProps } from '../props.js';
import { href } from '../props.js';

/** Whether an item is, or contains, the active route. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.href === route) return true;
  return item.type === 'category' && item.items.some((c) => containsRoute(c, route));
}

function CategoryItem({ item, route, site, level }: { item: SidebarCategory; route: string; site: SiteProps; level: number }) {
  const active = containsRoute(item, route);
  const label = item.href ? (
    <a className={`menu-link${item.href === route ? ' active' : ''}`} href={href(site, item.href)} aria-current={item.href === route ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    <span className="menu-label">{item.label}</span>
  );
  if (!item.collapsible) {
    return (
      <li className={`menu-item menu-category level-${level}${item.className ? ` ${item.className}` : ''}`}>
        <div className="menu-category-row">{label}</div>
        <SidebarList items={item.items} route={route} site={site} level={level + 1} />
      </li>
    );
  }
  return (
    <li className={`menu-item menu-category level-${level}${active ? ' active-path' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <details open={active || !item.collapsed}>
        <summary className="menu-category-row">{label}</summary>
        <SidebarList items={item.items} route={route} site={site} level={level + 1} />
      </details>
    </li>
  );
}

export function SidebarList({ items, route, site, level }: { items: readonly SidebarItem[]; route: string; site: SiteProps; level: number }) {
  return (
    <ul className="menu-list">
      {items.map((item, i) => {
        if (item.type === 'category') return <CategoryItem key={i} item={item} route={route} site={site} level={level} />;
        if (item.unlisted && item.href !== route) return null;
        const external = /^[a-z][a-z0-9+.-]*:/i.test(item.href);
        const active = item.href === route;
        return (
          <li key={i} className={`menu-item level-${level}${item.className ? ` ${item.className}` : ''}`}>
            <a
              className={`menu-link${active ? ' active' : ''}`}
              href={href(site, item.href)}
              aria-current={active ? 'page' : undefined}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ site, route }: { site: SiteProps; route: string }) {
  return (
    <nav className="sidebar" id="docs-sidebar" aria-label="Docs sidebar">
      <SidebarList items={site.sidebar} route={route} site={site} level={1} />
    </nav>
  );
}
