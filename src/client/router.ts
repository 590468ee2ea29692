/**
 * In-place navigation: internal link clicks fetch the target's route chunk and swap the page;
 * history push, replace and pop with a 6-character key per entry; scroll to the hash target, the top,
 * or (on back/forward) the saved position; the delayed progress bar; blocking behind a confirmation.
 * A link click keeps the old page until the chunk arrives and falls back to a full page load when
 * it fails. Back/forward has already changed the address, so the old page cannot stay: a slow chunk
 * shows the loading spinner (after 200 ms) and a failed one the error text with Retry. A render
 * failure shows the crash page. Imports the client's own modules only.
 */
import { fitsShell } from './docs-version.js';
import { applyChunk } from './page-swap.js';
import { showCrash, showLoadError, showLoading } from './page-states.js';
import type { ProgressBar } from './progress-bar.js';
import type { ChunkLoader } from './route-chunks.js';
import { normalizeHtmlPath, routeOfUrl, samePath, urlOfRoute } from './route-url.js';
import { scrollToHashOrTop } from './scroll.js';
import { readStorage, writeStorage } from './storage.js';

/** The public navigation API (also on window.mistdocs). */
export interface Router {
  /** Opens a URL in place (a full load when it is not one of the site's pages). */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Asks `message` as a confirmation before any navigation until the returned function is called. */
  block(message: string): () => void;
}

interface HistoryState {
  key: string;
  idx: number;
}

/** Fired on document after the page has been swapped; detail: { route, kind }. */
export const NAVIGATED_EVENT = 'mistdocs:navigated';

const KEY_LENGTH = 6;
const LOADING_DELAY_MS = 200;
const SCROLL_STORE = 'mistdocs-scroll';

/** A random history key of exactly six characters. */
export function createHistoryKey(): string {
  let key = '';
  while (key.length < KEY_LENGTH) key += Math.random().toString(36).slice(2);
  return key.slice(0, KEY_LENGTH);
}

function isHistoryState(value: unknown): value is HistoryState {
  const s = value as Partial<HistoryState> | null;
  return !!s && typeof s.key === 'string' && typeof s.idx === 'number';
}

export function createRouter(options: { baseUrl: string; elsewhere?: readonly string[]; loader: ChunkLoader; progress: ProgressBar }): Router {
  const { baseUrl, loader, progress } = options;
  const elsewhere = options.elsewhere ?? [];
  const blockers: string[] = [];
  // Scroll position per history key, kept for back/forward and across reloads of this tab.
  const positions = new Map<string, number>(parsePositions(readStorage(SCROLL_STORE, 'sessionStorage')));
  let state: HistoryState = isHistoryState(history.state) ? history.state : { key: createHistoryKey(), idx: 0 };
  // Each navigation takes a ticket; a slower earlier one must not overwrite a later one.
  let ticket = 0;
  let ignoreNextPop = false;

  const main = () => document.getElementById('main-content');
  const currentRoute = () => main()?.getAttribute('data-route') ?? '/';

  function confirmLeave(): boolean {
    const message = blockers[blockers.length - 1];
    return message === undefined || window.confirm(message);
  }

  function write(next: HistoryState, url: string, replace: boolean): void {
    if (replace) history.replaceState(next, '', url);
    else history.pushState(next, '', url);
    state = next;
  }

  function render(chunk: unknown, route: string, target: URL, restoreTop: number | undefined, retry: () => void): boolean {
    try {
      applyChunk(chunk, baseUrl);
    } catch (error) {
      console.error('mistdocs: the page could not be rendered.', error);
      // 'Try again' fetches the chunk afresh: a prefetch of a link on the crash page may have cached the bad one again.
      showCrash(error, () => {
        loader.forget(route);
        retry();
      });
      return false;
    }
    if (restoreTop !== undefined) window.scrollTo(0, restoreTop);
    else scrollToHashOrTop(target.hash, false);
    main()?.focus({ preventScroll: true });
    const kind = main()?.getAttribute('data-kind');
    document.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { route: currentRoute(), kind } }));
    return true;
  }

  /** Push or replace navigation from a link or the API. */
  async function go(to: string, replace: boolean, force = false): Promise<void> {
    const target = new URL(to, location.href);
    const route = routeOfUrl(target, baseUrl, elsewhere);
    if (route === undefined) {
      if (confirmLeave()) location.assign(target.href);
      return;
    }
    if (!force && samePath(route, currentRoute()) && !target.pathname.endsWith('.html')) {
      // Same page: only the hash (or query) changes; no chunk, no progress bar.
      if (target.href !== location.href) write({ key: createHistoryKey(), idx: state.idx + (replace ? 0 : 1) }, target.href, replace);
      scrollToHashOrTop(target.hash, true);
      return;
    }
    if (!confirmLeave()) return;
    const mine = ++ticket;
    positions.set(state.key, window.scrollY);
    progress.start();
    let chunk: unknown;
    try {
      chunk = await loader.load(route);
    } catch (error) {
      if (mine !== ticket) return;
      progress.done();
      console.warn(`mistdocs: the page chunk for ${route} could not be loaded; loading the page in full instead.`, error);
      if (replace) location.replace(target.href);
      else location.assign(target.href);
      return;
    }
    if (mine !== ticket) return;
    if (!fitsShell(chunk)) {
      // A page of another docs version has another sidebar and navbar: load it in full.
      if (replace) location.replace(target.href);
      else location.assign(target.href);
      return;
    }
    progress.done();
    blockers.length = 0;
    const chunkRoute = (chunk as { route?: unknown } | undefined)?.route;
    const canonical = typeof chunkRoute === 'string' ? urlOfRoute(chunkRoute, baseUrl) : target.pathname;
    write({ key: createHistoryKey(), idx: state.idx + (replace ? 0 : 1) }, canonical + target.search + target.hash, replace);
    render(chunk, route, target, undefined, () => void go(location.href, true, true));
  }

  /** Back/forward: the address already shows the target. */
  async function pop(next: HistoryState, restore = positions.get(next.key)): Promise<void> {
    const target = new URL(location.href);
    const route = routeOfUrl(target, baseUrl, elsewhere) ?? '/';
    if (state.key !== next.key) positions.set(state.key, window.scrollY);
    state = next;
    if (samePath(route, currentRoute())) {
      if (restore !== undefined) window.scrollTo(0, restore);
      else scrollToHashOrTop(target.hash, true);
      return;
    }
    const mine = ++ticket;
    progress.start();
    const spinner = setTimeout(() => mine === ticket && showLoading(), LOADING_DELAY_MS);
    const retry = () => void pop(next, restore);
    let chunk: unknown;
    try {
      chunk = await loader.load(route);
    } catch (error) {
      clearTimeout(spinner);
      if (mine !== ticket) return;
      progress.done();
      console.warn(`mistdocs: the page chunk for ${route} could not be loaded.`, error);
      // The old page must not stay under the new address; mark the main column as not showing it.
      main()?.setAttribute('data-route', '');
      showLoadError(retry);
      return;
    }
    clearTimeout(spinner);
    if (mine !== ticket) return;
    if (!fitsShell(chunk)) {
      // The address already shows the page of another docs version: load it in full.
      location.reload();
      return;
    }
    progress.done();
    blockers.length = 0;
    render(chunk, route, target, restore, retry);
  }

  // Start: give this entry a key, and show the route without .html in the address bar.
  history.scrollRestoration = 'manual';
  const initial = new URL(location.href);
  const kind = main()?.getAttribute('data-kind');
  const clean = kind && kind !== 'notFound' ? urlOfRoute(currentRoute(), baseUrl) : normalizeHtmlPath(initial.pathname) || '/';
  const normalised = initial.pathname.endsWith('.html') ? clean : initial.pathname;
  history.replaceState(state, '', normalised + initial.search + initial.hash);
  const saved = positions.get(state.key);
  if (saved !== undefined && !initial.hash) window.scrollTo(0, saved);
  // A missing page asked for as .html may exist without it.
  if (kind === 'notFound' && normalised !== initial.pathname) void go(location.href, true, true);

  let scrollSaveFrame = 0;
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(scrollSaveFrame);
      scrollSaveFrame = requestAnimationFrame(() => positions.set(state.key, window.scrollY));
    },
    { passive: true },
  );
  window.addEventListener('pagehide', () => {
    positions.set(state.key, window.scrollY);
    writeStorage(SCROLL_STORE, JSON.stringify([...positions].slice(-50)), 'sessionStorage');
  });
  window.addEventListener('beforeunload', (event) => {
    if (blockers.length === 0) return;
    event.preventDefault();
    event.returnValue = '';
  });

  window.addEventListener('popstate', (event) => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const next = isHistoryState(event.state) ? event.state : { key: createHistoryKey(), idx: state.idx + 1 };
    if (!isHistoryState(event.state)) history.replaceState(next, '');
    if (blockers.length && !confirmLeave()) {
      // Undo the move so the address matches the page that stays.
      ignoreNextPop = true;
      history.go(state.idx - next.idx);
      return;
    }
    void pop(next);
  });

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download') || /\bexternal\b/.test(link.rel)) return;
    const url = new URL(link.href);
    if (routeOfUrl(url, baseUrl, elsewhere) === undefined) return;
    event.preventDefault();
    void go(url.href, false);
  });

  return {
    navigate: (to, opts) => go(to, opts?.replace ?? false),
    block(message) {
      blockers.push(message);
      return () => {
        const i = blockers.lastIndexOf(message);
        if (i !== -1) blockers.splice(i, 1);
      };
    },
  };
}

function parsePositions(json: string | null): [string, number][] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : [];
  } catch {
    return [];
  }
}
