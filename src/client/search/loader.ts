/**
 * Always-loaded part of search (a few hundred bytes): Ctrl/Cmd+K focuses the box, and the first focus
 * or keystroke, a search page, or a `_highlight` link pulls in the search chunk; a search page also
 * pulls in its own code. No Node imports.
 */
type SearchUi = typeof import('./search-ui.js');

/** Wires the navbar box, the search page and result highlighting, now and after in-place navigation. */
export function initSearch(): void {
  let ui: Promise<SearchUi> | undefined;
  const load = () => (ui ??= import('./search-ui.js'));
  const box = () => document.querySelector<HTMLInputElement>('[data-search-input]');

  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      const input = box();
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  const wake = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.matches('[data-search-input]') && input.dataset.searchWired === undefined) {
      input.dataset.searchWired = '';
      void load().then((m) => m.attachBox(input));
    }
  };
  document.addEventListener('focusin', wake);
  document.addEventListener('keydown', wake);

  // The search page and highlighted pages also arrive by in-place navigation, so look again after DOM changes.
  let pending = false;
  const scan = () => {
    pending = false;
    const page = document.querySelector<HTMLElement>('[data-search-results]:not([data-search-wired])');
    if (page) {
      page.dataset.searchWired = '';
      void Promise.all([import('./search-page.js'), load()]).then(([m, ui]) => m.attachPage(page, ui));
    }
    const main = document.querySelector<HTMLElement>('main:not([data-highlighted])');
    if (main && new URLSearchParams(location.search).has('_highlight')) {
      main.dataset.highlighted = '';
      void load().then((m) => m.highlightPage(main));
    }
  };
  scan();
  new MutationObserver(() => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(scan);
    }
  }).observe(document.body, { childList: true, subtree: true });
}
