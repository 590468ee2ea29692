/**
 * The part of the sidebar a page does not carry: a closed category sent as a stub (its label links to
 * its page, its caret has no items) and a long list cut to a window ("Show N more") get their items from
 * the sidebar data file named on the nearest `data-sb-src` (content-hashed, so the browser may keep it
 * for good), fetched once per file and visit, when a reader opens such a category or navigates in place
 * to a page the sidebar does not show yet. DOM and fetch only; imports route-url.
 */
import { samePath } from './route-url.js';

/** Category number -> HTML of its item list. */
type SidebarData = Record<string, string>;

const files = new Map<string, Promise<SidebarData>>();
const pending = new WeakMap<Element, Promise<boolean>>();

function loadFile(url: string): Promise<SidebarData> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SidebarData>;
    });
    files.set(url, file);
    // A failure is not kept: the next attempt fetches again.
    file.catch(() => files.delete(url));
  }
  return file;
}

/** The <details> of a category item, if it is collapsible. */
function detailsOf(category: Element): HTMLDetailsElement | null {
  return category.querySelector<HTMLDetailsElement>(':scope > details');
}

/** The item list of a category item, if the page has it. */
function listOf(category: Element): Element | null {
  return category.querySelector(':scope > details > ul, :scope > ul');
}

/** Whether a category item lacks some of its items: a stub, or a list cut to a window. */
export function isPartial(category: Element): boolean {
  return detailsOf(category)?.hasAttribute('data-sb-lazy') === true || listOf(category)?.hasAttribute('data-sb-part') === true;
}

/** Identifies an item of a list across renders: a category by its number, a link by its address. */
function itemKey(item: Element): string | undefined {
  const category = item.getAttribute('data-sb-cat');
  if (category !== null) return `c${category}`;
  const href = item.querySelector(':scope > a')?.getAttribute('href');
  return item.classList.contains('menu-more') || href == null ? undefined : `l${href}`;
}

/**
 * Puts every item of a category (a `[data-sb-cat]` item) in place. Items the page already shows stay as
 * they are (an open category keeps its state); the new ones are marked for the current page. Resolves
 * to false when the items could not be loaded.
 */
export function completeCategory(category: Element): Promise<boolean> {
  if (!isPartial(category)) return Promise.resolve(true);
  let done = pending.get(category);
  if (!done) {
    done = fillCategory(category).catch((error: unknown) => {
      console.warn('mistdocs: the sidebar items could not be loaded.', error);
      return false;
    });
    pending.set(category, done);
    void done.then(() => pending.delete(category));
  }
  return done;
}

async function fillCategory(category: Element): Promise<boolean> {
  const id = category.getAttribute('data-sb-cat');
  const source = category.closest('[data-sb-src]')?.getAttribute('data-sb-src');
  if (id === null || !source) return false;
  const data = await loadFile(source);
  const html = data[id];
  if (typeof html !== 'string' || !category.isConnected || !isPartial(category)) return typeof html === 'string';
  const template = document.createElement('template');
  template.innerHTML = html;
  const list = template.content.firstElementChild;
  if (!list) return false;
  const old = listOf(category);
  if (old) {
    const shown = new Map<string, Element>();
    for (const item of old.children) {
      const key = itemKey(item);
      if (key) shown.set(key, item);
    }
    for (const item of [...list.children]) {
      const key = itemKey(item);
      const kept = key ? shown.get(key) : undefined;
      if (kept) item.replaceWith(kept);
    }
    old.replaceWith(list);
  } else {
    (detailsOf(category) ?? category).appendChild(list);
  }
  detailsOf(category)?.removeAttribute('data-sb-lazy');
  markLinks(list, location.pathname);
  return true;
}

function setActive(link: Element, active: boolean, current: boolean): void {
  link.classList.toggle('active', active);
  if (current) link.setAttribute('aria-current', 'page');
  else link.removeAttribute('aria-current');
}

/** Marks the sidebar links below `root` that lead to `path`; an unlisted item shows only while it is the active one. */
export function markLinks(root: Element, path: string): void {
  for (const item of root.querySelectorAll<HTMLElement>('li[data-unlisted]')) item.hidden = true;
  for (const link of root.querySelectorAll('a.menu-link')) {
    const on = samePath(link.getAttribute('href') ?? '', path);
    setActive(link, on, on);
    if (on) {
      const item = link.closest('li');
      if (item?.hidden) item.hidden = false;
    }
  }
}

/** The category item below `scope` whose own page is `url`. */
function categoryWithPage(scope: Element, url: string): Element | undefined {
  for (const category of scope.querySelectorAll('.menu-category')) {
    const own = category.querySelector(':scope > a.menu-link, :scope > .menu-category-row > a.menu-link, :scope > details > summary a.menu-link');
    if (own && samePath(own.getAttribute('href') ?? '', url)) return category;
  }
  return undefined;
}

function hasLink(scope: Element, url: string): boolean {
  return [...scope.querySelectorAll('a.menu-link')].some((link) => samePath(link.getAttribute('href') ?? '', url));
}

let revealing = 0;

/**
 * After in-place navigation to `path`: when the sidebar does not show its link yet, fetches the items of
 * the categories on its trail (`trail`: the addresses of their pages, outermost first), then opens and
 * marks them; and fills an opened category that is still a stub. A later navigation supersedes it.
 */
export async function revealInSidebar(sidebar: Element, path: string, trail: readonly string[], mark: () => void): Promise<void> {
  const mine = ++revealing;
  let scope = sidebar;
  if (!hasLink(sidebar, path)) {
    for (const url of [...trail, path]) {
      let found = url === path ? (hasLink(scope, url) ? scope : undefined) : categoryWithPage(scope, url);
      if (!found && scope !== sidebar) {
        if (!(await completeCategory(scope)) || mine !== revealing) return;
        found = url === path ? (hasLink(scope, url) ? scope : undefined) : categoryWithPage(scope, url);
      }
      if (!found) break;
      scope = found;
    }
    mark();
  }
  // The page's own category, or a category on its trail, may have been opened while still a stub.
  for (const details of sidebar.querySelectorAll<HTMLDetailsElement>('details[open][data-sb-lazy]')) {
    if (mine !== revealing) return;
    if (details.parentElement) await completeCategory(details.parentElement);
  }
}
