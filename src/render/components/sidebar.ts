/**
 * The docs sidebar, as much of it as one page needs: nested lists with native <details> categories, so
 * it works without JavaScript; the active page has aria-current and every category on its path is open.
 *
 * A page carries the top level, the categories on its trail expanded (with their items, long lists cut
 * to a window around the trail), categories configured open, and every other category closed. A closed
 * category whose items are few carries them (it opens natively, without a request); any other closed
 * category is a stub: its label links to its category page and its caret has no items until the
 * runtime fetches them from the sidebar data file, which holds the items of every such category and is
 * named by its content hash (one file, or one per top-level category on a large site). So what a page
 * ships does not grow with the number of pages, and without JavaScript every page is still reached by
 * links: a stub and a "Show N more" row lead to the category page, which lists all of its items.
 *
 * Everything is rendered once per build as HTML fragments (plain strings: the markup is small and fixed,
 * and escaping is done here); a page's sidebar is composed from them and marked for its route. Browser-safe:
 * the content hash comes from the caller.
 */
import { escapeHtml } from '../../shared/escape-html.js';
import type { SidebarCategory, SidebarItem } from '../../shared/types.js';
import { hasScheme } from '../../shared/url-scheme.js';
import type { SiteProps } from '../props.js';
import { href } from '../props.js';

/** How much of the sidebar a page carries, and how the rest is split into files. */
export interface SidebarLimits {
  /** A closed category whose item list is at most this many bytes of HTML is sent with the page. */
  inlineBytes: number;
  /** An expanded list with more items than this shows only a window of them around the page's item. */
  longList: number;
  /** How many items such a window shows. */
  window: number;
  /** Sidebar data above this many bytes is written as one file per top-level category. */
  splitBytes: number;
}

export const DEFAULT_SIDEBAR_LIMITS: SidebarLimits = { inlineBytes: 600, longList: 40, window: 25, splitBytes: 128 * 1024 };

/** One file of sidebar data: category number -> HTML of its item list. */
export interface SidebarFile {
  /** Output path, relative to the output folder (content-hashed, so it may be cached for good). */
  path: string;
  data: string;
}

/** The sidebar of a build: each page's part of it, and the data files with the rest. */
export interface SidebarParts {
  /** The sidebar of the page at `route` (any route: one outside the sidebar gets it with nothing active). */
  render(route: string): string;
  files: SidebarFile[];
}

interface Category {
  id: number;
  item: SidebarCategory;
  level: number;
  children: Node[];
  /** The full item list, every category in it closed. */
  list: string;
  /** Whether its list is small enough to go wherever the category goes (else it is in the data file, and cut when long). */
  inline: boolean;
  /** The category's item as a closed category. */
  closed: string;
  /** Its <li> up to where the item list goes, open or closed. */
  head(open: boolean): string;
  tail: string;
}

type Node = { kind: 'link'; route: string; html: string } | { kind: 'html'; html: string } | { kind: 'category'; category: Category };

/** Where each route sits: the href its links carry, the numbered categories above it, and whether it is unlisted. */
interface RouteEntry {
  href: string;
  categories: Set<number>;
  unlisted: boolean;
}


/**
 * Prepares the sidebar of one build: renders every fragment once and the data files. `hash` names a
 * file by its content (8 or more letters and digits).
 */
export function prepareSidebar(
  items: readonly SidebarItem[],
  site: Pick<SiteProps, 'baseUrl'>,
  options: { id: string; label: string; hash: (data: string) => string; limits?: Partial<SidebarLimits> },
): SidebarParts {
  const limits = { ...DEFAULT_SIDEBAR_LIMITS, ...options.limits };
  limits.window = Math.max(1, Math.min(limits.window, limits.longList));
  const categories: Category[] = [];
  const byRoute = new Map<string, RouteEntry>();
  const note = (route: string, trail: number[], unlisted: boolean) => {
    const entry = byRoute.get(route) ?? { href: href(site, route), categories: new Set<number>(), unlisted };
    for (const id of trail) entry.categories.add(id);
    byRoute.set(route, entry);
  };

  const build = (list: readonly SidebarItem[], level: number, trail: number[]): Node[] =>
    list.map((item): Node => {
      if (item.type === 'link') {
        note(item.href, trail, item.unlisted);
        return { kind: 'link', route: item.href, html: linkItem(item, site) };
      }
      if (item.type === 'html') return { kind: 'html', html: htmlItem(item) };
      const id = categories.length;
      const category = { id, item, level } as Category;
      categories.push(category);
      const path = item.collapsible ? [...trail, id] : trail;
      if (item.href) note(item.href, path, false);
      category.children = build(item.items, level + 1, path);
      finishCategory(category, site, limits);
      return { kind: 'category', category };
    });
  const top = build(items, 1, []);

  const files = dataFiles(top, categories, site, limits, options.hash);
  const navOpen = `<nav class="sidebar" id="${escapeHtml(options.id)}" aria-label="${escapeHtml(options.label)}"${files.navSource ? ` data-sb-src="${escapeHtml(files.navSource)}"` : ''}>`;

  return {
    files: files.files,
    render(route) {
      const entry = byRoute.get(route);
      const compose = new Composer(route, entry?.categories ?? new Set(), limits, files.topSources, site);
      return markActive(`${navOpen}${compose.list(top, undefined)}</nav>`, entry);
    },
  };
}

function linkItem(item: Extract<SidebarItem, { type: 'link' }>, site: Pick<SiteProps, 'baseUrl'>): string {
  const attrs = `${item.className ? ` class="${escapeHtml(item.className)}"` : ''}${item.unlisted ? ' hidden="" data-unlisted=""' : ''}`;
  const external = hasScheme(item.href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<li${attrs}><a class="menu-link" href="${escapeHtml(href(site, item.href))}"${external}>${escapeHtml(item.label)}</a></li>`;
}

/**
 * An `html` item: the author's HTML as it is (it comes from the site's own config, as in Docusaurus), in an
 * item of its own; `defaultStyle` gives it a menu item's padding.
 */
function htmlItem(item: Extract<SidebarItem, { type: 'html' }>): string {
  const cls = `menu-html${item.defaultStyle ? ' menu-html-default' : ''}${item.className ? ` ${escapeHtml(item.className)}` : ''}`;
  return `<li class="${cls}">${item.value}</li>`;
}

/** Renders a category's fragments once its children are built. */
function finishCategory(category: Category, site: Pick<SiteProps, 'baseUrl'>, limits: SidebarLimits): void {
  const { item, id, level } = category;
  const label = escapeHtml(item.label);
  const link = item.href ? `<a class="menu-link" href="${escapeHtml(href(site, item.href))}">${label}</a>` : `<span class="menu-label">${label}</span>`;
  const cls = `menu-item menu-category level-${level}${item.className ? ` ${escapeHtml(item.className)}` : ''}`;
  category.list = `<ul class="menu-list">${category.children.map(closedNode).join('')}</ul>`;
  // A category without a page cannot be a stub or cut: nothing would lead to its items without JavaScript.
  category.inline = !item.href || category.list.length <= limits.inlineBytes;
  const lazy = category.inline ? '' : ' data-sb-lazy=""';
  if (!item.collapsible) {
    category.head = () => `<li class="${cls}" data-sb-cat="${id}"><div class="menu-category-row">${link}</div>`;
    category.tail = '</li>';
  } else if (item.href) {
    // A link inside <summary> is a nested interactive control (one focus stop doing two things), so a
    // category with its own page shows the link in its row and a separate caret <summary> beside it.
    category.head = (open) =>
      `<li class="${cls} has-link" data-sb-cat="${id}">${link}<details${open ? ' open=""' : lazy}><summary class="menu-caret"><span class="visually-hidden">${label}</span></summary>`;
    category.tail = '</details></li>';
  } else {
    category.head = (open) => `<li class="${cls}" data-sb-cat="${id}"><details${open ? ' open=""' : ''}><summary class="menu-category-row">${link}</summary>`;
    category.tail = '</details></li>';
  }
  category.closed = expandedByDefault(item)
    ? '' // composed per page: it is open everywhere, so its list may need a window
    : category.head(false) + (category.inline ? category.list : '') + category.tail;
}

function closedNode(node: Node): string {
  if (node.kind !== 'category') return node.html;
  const { category } = node;
  return category.closed || category.head(true) + category.list + category.tail;
}

/** Open on every page: not collapsible, or configured open. */
function expandedByDefault(item: SidebarCategory): boolean {
  return !item.collapsible || !item.collapsed;
}

/** One page's sidebar: the lists of the expanded categories, long ones cut to a window, the rest closed. */
class Composer {
  constructor(
    private readonly route: string,
    private readonly expanded: ReadonlySet<number>,
    private readonly limits: SidebarLimits,
    private readonly sources: ReadonlyMap<number, string>,
    private readonly site: Pick<SiteProps, 'baseUrl'>,
  ) {}

  list(nodes: readonly Node[], owner: Category | undefined): string {
    let from = 0;
    let to = nodes.length;
    // The top level is always whole; so is the list of the category whose page this is (it is where
    // the elided items are reached without JavaScript).
    const cut = owner && !owner.inline && owner.item.href && owner.item.href !== this.route && nodes.length > this.limits.longList;
    if (cut) {
      const focus = Math.max(0, nodes.findIndex((n) => (n.kind === 'link' ? n.route === this.route : n.kind === 'category' && this.expanded.has(n.category.id))));
      from = Math.max(0, Math.min(focus - Math.floor((this.limits.window - 1) / 2), nodes.length - this.limits.window));
      to = from + this.limits.window;
    }
    const more = (n: number) => `<li class="menu-more"><a class="menu-more-link" href="${escapeHtml(href(this.site, owner!.item.href!))}" data-sb-more="">Show ${n} more</a></li>`;
    let html = cut ? '<ul class="menu-list" data-sb-part="">' : '<ul class="menu-list">';
    if (from > 0) html += more(from);
    for (let i = from; i < to; i++) html += this.node(nodes[i]!, owner === undefined);
    if (to < nodes.length) html += more(nodes.length - to);
    return `${html}</ul>`;
  }

  private node(node: Node, topLevel: boolean): string {
    if (node.kind !== 'category') return node.html;
    const { category } = node;
    let html: string;
    if (this.expanded.has(category.id) || expandedByDefault(category.item)) html = category.head(true) + this.list(category.children, category) + category.tail;
    else html = category.closed;
    const source = topLevel ? this.sources.get(category.id) : undefined;
    return source ? html.replace(' data-sb-cat=', ` data-sb-src="${escapeHtml(source)}" data-sb-cat=`) : html;
  }
}

/**
 * The data files: the item list of every category that is not sent with the pages, keyed by number. One
 * file (named on the <nav>), or above `splitBytes` one per top-level category (named on its <li>).
 */
function dataFiles(
  top: readonly Node[],
  categories: readonly Category[],
  site: Pick<SiteProps, 'baseUrl'>,
  limits: SidebarLimits,
  hash: (data: string) => string,
): { files: SidebarFile[]; navSource?: string; topSources: Map<number, string> } {
  const lists = (of: readonly Category[]) => Object.fromEntries(of.filter((c) => !c.inline).map((c) => [c.id, c.list]));
  const file = (name: string, data: string): SidebarFile => ({ path: `assets/sidebar/${name}-${hash(data)}.json`, data });
  const all = JSON.stringify(lists(categories));
  const topSources = new Map<number, string>();
  if (all === '{}') return { files: [], topSources };
  if (all.length <= limits.splitBytes) {
    const one = file('sidebar', all);
    return { files: [one], navSource: href(site, `/${one.path}`), topSources };
  }
  const files: SidebarFile[] = [];
  for (const node of top) {
    if (node.kind !== 'category') continue;
    const first = node.category.id;
    const last = categories.findIndex((c, i) => i > first && c.level === 1);
    const data = JSON.stringify(lists(categories.slice(first, last === -1 ? undefined : last)));
    if (data === '{}') continue;
    const one = file(`part-${first}`, data);
    files.push(one);
    topSources.set(first, href(site, `/${one.path}`));
  }
  return { files, topSources };
}

/**
 * Marks the active route in a page's sidebar: aria-current and class on its links, and an unlisted
 * item shown. The edits are found first and applied in one pass.
 */
function markActive(html: string, entry: RouteEntry | undefined): string {
  if (!entry) return html;
  const edits: { at: number; remove: number; insert: string }[] = [];
  const marker = `<a class="menu-link" href="${escapeHtml(entry.href)}"`;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) {
    edits.push({ at, remove: marker.length, insert: `<a class="menu-link active" aria-current="page" href="${escapeHtml(entry.href)}"` });
    if (entry.unlisted) {
      const li = html.lastIndexOf('<li', at);
      const hidden = html.indexOf(' hidden=""', li);
      if (hidden !== -1 && hidden < at) edits.push({ at: hidden, remove: ' hidden=""'.length, insert: '' });
    }
  }
  edits.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += html.slice(from, edit.at) + edit.insert;
    from = edit.at + edit.remove;
  }
  return out + html.slice(from);
}
