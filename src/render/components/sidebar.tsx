/**
 * The docs sidebar: nested lists with native <details> categories, so it works without JavaScript;
 * the active page has aria-current and every category on its path is open.
 *
 * The sidebar is the same on every page but for its active state, so it is rendered once per build as a
 * template (every collapsible category numbered with a data-sb-cat attribute) and marked per page by
 * markSidebar(), instead of being rendered again for each of thousands of pages. It is repeated in
 * every page, so its markup is kept lean: plain <li> items, links found by their href.
 */
import type { SidebarCategory, SidebarItem } from '../../shared/types.js';
import type { SiteProps } from '../props.js';
import { href } from '../props.js';

/** Where each route sits in the sidebar: the href its links carry and the numbered categories above them. */
export interface SidebarIndex {
  byRoute: Map<string, { href: string; categories: number[]; unlisted: boolean }>;
}

interface Counter {
  category: number;
}

function CategoryItem({ item, site, level, counter }: { item: SidebarCategory; site: SiteProps; level: number; counter: Counter }) {
  const catId = counter.category++;
  const label = item.href ? (
    <a className="menu-link" href={href(site, item.href)}>
      {item.label}
    </a>
  ) : (
    <span className="menu-label">{item.label}</span>
  );
  const cls = `menu-item menu-category level-${level}${item.className ? ` ${item.className}` : ''}`;
  if (!item.collapsible) {
    return (
      <li className={cls}>
        <div className="menu-category-row">{label}</div>
        <SidebarList items={item.items} site={site} level={level + 1} counter={counter} />
      </li>
    );
  }
  if (item.href) {
    // A link inside <summary> is a nested interactive control (one focus stop doing two things), so a
    // category with its own page shows the link in its row and a separate caret <summary> beside it.
    return (
      <li className={`${cls} has-link`}>
        {label}
        <details data-sb-cat={catId} open={!item.collapsed}>
          <summary className="menu-caret">
            <span className="visually-hidden">{item.label}</span>
          </summary>
          <SidebarList items={item.items} site={site} level={level + 1} counter={counter} />
        </details>
      </li>
    );
  }
  return (
    <li className={cls}>
      <details data-sb-cat={catId} open={!item.collapsed}>
        <summary className="menu-category-row">{label}</summary>
        <SidebarList items={item.items} site={site} level={level + 1} counter={counter} />
      </details>
    </li>
  );
}

export function SidebarList({ items, site, level, counter }: { items: readonly SidebarItem[]; site: SiteProps; level: number; counter: Counter }) {
  return (
    <ul className="menu-list">
      {items.map((item, i) => {
        if (item.type === 'category') return <CategoryItem key={i} item={item} site={site} level={level} counter={counter} />;
        const external = /^[a-z][a-z0-9+.-]*:/i.test(item.href);
        return (
          <li key={i} className={item.className} hidden={item.unlisted} data-unlisted={item.unlisted ? '' : undefined}>
            <a className="menu-link" href={href(site, item.href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The numbered sidebar template (no active state); render it once per build. */
export function SidebarTemplate({ site, id, label }: { site: SiteProps; id: string; label: string }) {
  return (
    <nav className="sidebar" id={id} aria-label={label}>
      <SidebarList items={site.sidebar} site={site} level={1} counter={{ category: 0 }} />
    </nav>
  );
}

/** Numbers the categories the way SidebarTemplate does and records, per route, its link's href and the categories above it. */
export function indexSidebar(items: readonly SidebarItem[], site: Pick<SiteProps, 'baseUrl'>): SidebarIndex {
  const byRoute: SidebarIndex['byRoute'] = new Map();
  const counter: Counter = { category: 0 };
  const add = (route: string, categories: number[], unlisted: boolean) => {
    const entry = byRoute.get(route) ?? { href: href(site, route), categories: [], unlisted };
    for (const c of categories) if (!entry.categories.includes(c)) entry.categories.push(c);
    byRoute.set(route, entry);
  };
  const walk = (list: readonly SidebarItem[], ancestors: number[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        const catId = counter.category++;
        const path = item.collapsible ? [...ancestors, catId] : ancestors;
        if (item.href) add(item.href, path, false);
        walk(item.items, path);
      } else add(item.href, ancestors, item.unlisted);
    }
  };
  walk(items, []);
  return { byRoute };
}

/**
 * Marks the active route in a rendered sidebar template: aria-current and class on its links, its
 * categories opened, an unlisted item shown. The edits are found first and applied in one pass, so a
 * large sidebar is copied once per page rather than once per edit.
 */
export function markSidebar(template: string, index: SidebarIndex, route: string): string {
  const entry = index.byRoute.get(route);
  if (!entry) return template;
  const edits: { at: number; remove: number; insert: string }[] = [];
  const marker = `<a class="menu-link" href="${escapeAttribute(entry.href)}"`;
  for (let at = template.indexOf(marker); at !== -1; at = template.indexOf(marker, at + marker.length)) {
    edits.push({ at, remove: marker.length, insert: `<a class="menu-link active" aria-current="page" href="${escapeAttribute(entry.href)}"` });
    if (entry.unlisted) {
      const li = template.lastIndexOf('<li', at);
      const hidden = template.indexOf(' hidden=""', li);
      if (hidden !== -1 && hidden < at) edits.push({ at: hidden, remove: ' hidden=""'.length, insert: '' });
    }
  }
  for (const cat of entry.categories) {
    const details = `<details data-sb-cat="${cat}">`;
    const at = template.indexOf(details);
    if (at !== -1) edits.push({ at, remove: details.length, insert: `<details data-sb-cat="${cat}" open="">` });
  }
  edits.sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const edit of edits) {
    html += template.slice(from, edit.at) + edit.insert;
    from = edit.at + edit.remove;
  }
  return html + template.slice(from);
}

/** Escapes a value the way React writes it into an attribute, so markers match the rendered HTML. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
