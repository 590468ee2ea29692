/**
 * Applies a route chunk to the page in place: main column, page-specific head tags, sidebar and navbar
 * active state (fetching sidebar items the page lacks), the sidebar's visibility and the mobile menu's
 * panel. DOM only; imports route-url and sidebar-data.
 */
import type { RouteChunk } from '../shared/types.js';
import { updateVersionLinks } from './docs-version.js';
import { HEAD_TAGS } from './route-chunks.js';
import { samePath, urlOfRoute } from './route-url.js';
import { markLinks, revealInSidebar } from './sidebar-data.js';


/** Throws when the chunk is not one the build writes; the caller shows the crash page. */
function assertChunk(chunk: unknown): asserts chunk is RouteChunk {
  const c = chunk as Partial<RouteChunk> | null;
  if (!c || typeof c.route !== 'string' || typeof c.main !== 'string' || typeof c.head !== 'string' || typeof c.title !== 'string') {
    throw new Error('The route chunk is malformed: the fetched page has no #main-content with a data-route.', { cause: new Error(`received ${JSON.stringify(chunk)?.slice(0, 120)}`) });
  }
}

/** Swaps the page to `chunk`. */
export function applyChunk(chunk: unknown, baseUrl: string): void {
  assertChunk(chunk);
  const main = document.getElementById('main-content');
  if (!main) throw new Error('The page has no #main-content element to render into.');
  main.innerHTML = chunk.main;
  main.setAttribute('data-route', chunk.route);
  main.setAttribute('data-kind', chunk.kind);
  replaceHead(chunk.head, chunk.title);
  updateVersionLinks(chunk);
  const sidebar = chunk.sidebar === true;
  document.querySelector('[data-sidebar-container]')?.toggleAttribute('hidden', !sidebar);
  document.querySelector('[data-layout]')?.classList.toggle('with-sidebar', sidebar);
  document.querySelector('[data-mobile-menu]')?.setAttribute('data-panel', sidebar ? 'docs' : 'main');
  markActiveLinks(
    urlOfRoute(chunk.route, baseUrl),
    sidebar,
    (chunk.trail ?? []).map((route) => urlOfRoute(route, baseUrl)),
  );
}

function replaceHead(html: string, title: string): void {
  for (const tag of document.head.querySelectorAll(HEAD_TAGS)) tag.remove();
  const template = document.createElement('template');
  template.innerHTML = html;
  document.head.insertBefore(template.content, document.head.querySelector('link[rel=stylesheet]'));
  document.title = title;
}

/** The <details> of the category whose own page `link` opens, if it is such a link. */
export function categoryOfLink(link: Element): HTMLDetailsElement | null {
  const category = link.closest('.menu-category');
  if (!category || (link.parentElement !== category && !link.closest('summary'))) return null;
  return category.querySelector<HTMLDetailsElement>(':scope > details');
}

function setActive(link: Element, active: boolean, current: boolean): void {
  link.classList.toggle('active', active);
  if (current) link.setAttribute('aria-current', 'page');
  else link.removeAttribute('aria-current');
}

/** Marks the sidebar link of `path` (wherever the sidebar is: beside the page or in the mobile menu) and opens its categories. */
function markSidebar(path: string): void {
  for (const nav of document.querySelectorAll('.sidebar, [data-panel-docs]')) {
    markLinks(nav, path);
    for (const link of nav.querySelectorAll('a.menu-link.active')) {
      const own = categoryOfLink(link);
      if (own) own.open = true;
      for (let details = link.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
    }
  }
}

/**
 * Marks the sidebar link of `path`, opens its categories, and updates the navbar. When the sidebar
 * lacks the link (its category was sent closed, or its list cut short), the items of the categories on
 * `trail` (the addresses of their pages, outermost first) are fetched and then marked.
 */
export function markActiveLinks(path: string, sidebarShown: boolean, trail: readonly string[] = []): void {
  markSidebar(path);
  const sidebar = document.getElementById('docs-sidebar');
  if (sidebar) void revealInSidebar(sidebar, path, trail, () => markSidebar(path));
  for (const link of document.querySelectorAll('.navbar-link[href], [data-panel-main] a.menu-link')) {
    if (link.hasAttribute('target')) continue;
    const href = link.getAttribute('href') ?? '';
    const current = samePath(href, path);
    // A link to a section (the blog) is marked on the pages below it too.
    const below = link.hasAttribute('data-section') && path.startsWith(`${href.replace(/\/+$/, '')}/`);
    setActive(link, link.hasAttribute('data-sidebar-toggle') ? sidebarShown : current || below, current);
  }
  // The language dropdown points at the same page in each locale (a page has the same route in every one).
  const route = document.getElementById('main-content')?.getAttribute('data-route');
  for (const link of document.querySelectorAll('.locale-dropdown a.dropdown-link[data-locale-base]')) {
    if (route) link.setAttribute('href', link.getAttribute('data-locale-base')!.replace(/\/$/, '') + route);
  }
}
