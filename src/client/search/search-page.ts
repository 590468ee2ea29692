/**
 * The search page's code, loaded only on the search page (a reader who searches from the navbar box
 * never fetches it): reads q, ctx and version from the URL and lists every result. No Node imports.
 */
import type { SearchOutcome } from '../../search/engine.js';
import { say } from '../settings.js';
import type { LoadedIndex } from './index-store.js';

/** The search chunk, which the loader fetches beside this one: the page lists results as the box does. */
type SearchUi = typeof import('./search-ui.js');

/** The search page: reads q, ctx and version from the URL, on direct load and on back/forward. */
export function attachPage(results: HTMLElement, { createIndexLoader, indexUrlFor, renderRow, rowsOf, settingsOf, withVersion }: SearchUi): void {
  const root = results.closest('.search-page') ?? document;
  const pageInput = root.querySelector<HTMLInputElement>('[data-search-page-input]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const box = document.querySelector<HTMLInputElement>('[data-search-input]');
  if (!pageInput || !status || !box) return;
  const boxSettings = settingsOf(box);
  const load = createIndexLoader((_url, state) => (results.dataset.searchState = state));
  let generation = 0;

  const run = async (q: string) => {
    const mine = ++generation;
    const params = new URLSearchParams(location.search);
    const ctx = params.get('ctx') ?? '';
    // The search page searches the docs version its address names (the latest without one).
    const s = withVersion(boxSettings, params.get('version'));
    if (!q.trim()) {
      results.replaceChildren();
      status.textContent = say('mistdocs.search.typeToSearch', 'Type a word to search the documentation.');
      return;
    }
    status.textContent = say('mistdocs.search.searching', 'Searching…');
    let loaded: LoadedIndex;
    let outcome: SearchOutcome;
    try {
      loaded = await load(indexUrlFor(s, ctx));
      const next = await loaded.search(q, s.maxResults, () => mine !== generation);
      if (!next) return;
      outcome = next;
    } catch (error) {
      if (mine === generation) status.textContent = say('mistdocs.search.unavailable', 'Search is unavailable: {message}', { message: (error as Error).message });
      return;
    }
    if (mine !== generation) return;
    results.replaceChildren(...rowsOf(loaded, outcome, s).map((row) => renderRow(row, outcome.prefix, 'li')));
    const n = outcome.ranked.length;
    const query = q.trim();
    status.textContent =
      n === 0
        ? say('mistdocs.search.noResults', 'No results')
        : n === 1
          ? say('mistdocs.search.oneResult', '1 result for “{query}”', { query })
          : say(n === s.maxResults ? 'mistdocs.search.firstResults' : 'mistdocs.search.results', n === s.maxResults ? 'First {count} results for “{query}”' : '{count} results for “{query}”', { count: n, query });
    document.title = say('mistdocs.search.pageTitle', 'Search results for “{query}”', { query }) + (document.title.includes('|') ? document.title.slice(document.title.indexOf(' |')) : '');
  };
  const fromUrl = () => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    pageInput.value = q;
    void run(q);
  };

  pageInput.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const params = new URLSearchParams(location.search);
    params.set('q', pageInput.value.trim());
    history.pushState(history.state, '', `${location.pathname}?${params}`);
    void run(pageInput.value);
  });
  // Results follow the typing; the URL (and so history) changes only when the reader submits.
  pageInput.addEventListener('input', () => void run(pageInput.value));
  const onPop = () => {
    if (!results.isConnected) return window.removeEventListener('popstate', onPop);
    fromUrl();
  };
  window.addEventListener('popstate', onPop);
  fromUrl();
}
