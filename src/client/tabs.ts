/**
 * Tabs of MDX pages: the server renders every panel under its label (readable without JavaScript);
 * this turns each `.tabs` block into tabs. Tabs with the same `groupId` switch together across the
 * page, and the choice is kept in localStorage under Docusaurus's key `docusaurus.tab.<groupId>`.
 * With `queryString`, the URL's `?<key>=<value>` picks the tab on load (before the stored choice), and a
 * choice replaces it in the address, as Docusaurus does. DOM only.
 */
import { NAVIGATED_EVENT } from './router.js';
import { readStorage, writeStorage } from './storage.js';

const storageKey = (group: string) => `docusaurus.tab.${group}`;

/** Shows the panel of `value` in one block (when it has one); returns whether it did. */
function select(block: HTMLElement, value: string, focus = false): boolean {
  const tabs = [...block.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > .tab')];
  const chosen = tabs.find((t) => t.dataset.value === value);
  if (!chosen) return false;
  for (const tab of tabs) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of block.querySelectorAll<HTMLElement>(':scope > .tab-panel')) panel.hidden = panel.dataset.value !== value;
  if (focus) chosen.focus();
  return true;
}

function enhance(block: HTMLElement): void {
  if (block.classList.contains('tabs-ready')) return;
  const list = block.querySelector<HTMLElement>(':scope > .tabs-list');
  if (!list) return;
  list.setAttribute('role', 'tablist');
  list.hidden = false;
  for (const tab of list.querySelectorAll<HTMLButtonElement>('.tab')) {
    const panel = block.querySelector<HTMLElement>(`:scope > .tab-panel[data-tab="${tab.id}"]`);
    tab.setAttribute('role', 'tab');
    if (panel) {
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
    }
  }
  block.classList.add('tabs-ready');
  const group = block.dataset.groupId;
  const key = block.dataset.queryString;
  const asked = key ? new URLSearchParams(location.search).get(key) : null;
  const stored = group ? readStorage(storageKey(group)) : null;
  const fallback = list.querySelector<HTMLButtonElement>('.tab[data-default]')?.dataset.value ?? list.querySelector<HTMLButtonElement>('.tab')?.dataset.value ?? '';
  // A value the block does not have is passed over, as in Docusaurus.
  if (!(asked && select(block, asked)) && !(stored && select(block, stored))) select(block, fallback);
}

/** Writes a choice into the address (replacing it, so Back leaves the page rather than the tab). */
function writeQuery(key: string, value: string): void {
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

function enhanceAll(): void {
  for (const block of document.querySelectorAll<HTMLElement>('.tabs')) enhance(block);
}

export function initTabs(): void {
  enhanceAll();
  document.addEventListener(NAVIGATED_EVENT, enhanceAll);
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.tabs-ready > .tabs-list > .tab');
    const block = tab?.closest<HTMLElement>('.tabs');
    if (!tab || !block) return;
    const value = tab.dataset.value ?? '';
    const group = block.dataset.groupId;
    if (block.dataset.queryString) writeQuery(block.dataset.queryString, value);
    if (!group) {
      select(block, value);
      return;
    }
    // The block clicked must not move on the screen while the others of its group change height above it.
    const before = block.getBoundingClientRect().top;
    for (const other of document.querySelectorAll<HTMLElement>(`.tabs-ready[data-group-id="${CSS.escape(group)}"]`)) select(other, value);
    window.scrollBy(0, block.getBoundingClientRect().top - before);
    writeStorage(storageKey(group), value);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.tabs-ready > .tabs-list > .tab');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('.tab')];
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    event.preventDefault();
    next.click();
    next.focus();
  });
}
