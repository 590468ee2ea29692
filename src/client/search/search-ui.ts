/**
 * The search chunk, loaded on first use: suggestions under the navbar box and term highlighting on a
 * result's page; the search page's own code (search-page.ts, loaded only there) uses its helpers. Text
 * from the query, the index or the URL only ever reaches the DOM through textContent, never as HTML.
 * No Node imports.
 */
import { contextOf, versionSearchOf, type VersionIndex } from '../../search/contexts.js';
import type { SearchOutcome } from '../../search/engine.js';
import { matchRanges } from '../../search/match-ranges.js';
import { hitOf, sectionText } from '../../search/index-format.js';
import { tokenize } from '../../search/tokenize.js';
import { say } from '../settings.js';
import { createIndexLoader, type LoadedIndex } from './index-store.js';

export { createIndexLoader };

interface BoxSettings {
  /** The docs version of the page (sites with several). */
  version?: string;
  /** Every version's index, for the search page asked about one. */
  versions: VersionIndex[];
  indexUrl: string;
  contexts: { dir: string; url: string }[];
  versionPath: string;
  baseUrl: string;
  limit: number;
  maxResults: number;
  searchUrl: string;
}

/** One page in the list, linked at its best-matching section. */
interface Row {
  href: string;
  title: string;
  /** Heading of the best-matching section, '' for the page's intro. */
  section: string;
  crumbs: string;
  snippet: string;
  /** The page's other matching sections (the search page lists a few under the page). */
  more: { href: string; heading: string }[];
  /** Index terms that matched on this page, marked in the row. */
  terms: string[];
}

const SNIPPET_CHARS = 140;
/** Milliseconds a keystroke whose search needs pieces of the index waits for the next one before fetching them. */
const TYPING_PAUSE = 120;

export function settingsOf(input: HTMLInputElement): BoxSettings {
  const d = input.dataset;
  return {
    version: d.version,
    versions: d.versions ? (JSON.parse(d.versions) as VersionIndex[]) : [],
    indexUrl: d.indexUrl ?? '',
    contexts: d.contexts ? (JSON.parse(d.contexts) as BoxSettings['contexts']) : [],
    versionPath: d.versionPath ?? '/',
    baseUrl: d.baseUrl ?? '/',
    limit: Number(d.limit) || 8,
    maxResults: Number(d.maxResults) || 50,
    searchUrl: input.form?.getAttribute('action') ?? '/search',
  };
}

/** The settings of the docs version `name` (from the box's list), or `s` when the name is unknown or absent. */
export function withVersion(s: BoxSettings, name: string | null): BoxSettings {
  const v = versionSearchOf(s.versions, name);
  return v ? { ...s, version: v.name, indexUrl: v.indexUrl, contexts: v.contexts ?? [], versionPath: v.path } : s;
}

/** The route without the base URL, so contexts match however the site is mounted. */
function currentRoute(s: BoxSettings): string {
  const path = location.pathname;
  return s.baseUrl !== '/' && path.startsWith(s.baseUrl) ? path.slice(s.baseUrl.length - 1) : path;
}

export function indexUrlFor(s: BoxSettings, ctx: string): string {
  return s.contexts.find((c) => c.dir === ctx)?.url ?? s.indexUrl;
}

/** A new element with a class and text (text only ever as textContent). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Appends `text` to `parent`, wrapping the ranges found in <mark class="...">. */
function appendMarked(parent: Node, text: string, ranges: readonly (readonly [number, number])[], className?: string): void {
  let at = 0;
  for (const [start, end] of ranges) {
    parent.appendChild(document.createTextNode(text.slice(at, start)));
    parent.appendChild(el('mark', className, text.slice(start, end)));
    at = end;
  }
  parent.appendChild(document.createTextNode(text.slice(at)));
}

/** A window of the section's text around its first match. */
function snippetOf(text: string, terms: readonly string[], prefix?: string): string {
  const first = matchRanges(text, terms, prefix)[0];
  if (!first || first[1] < SNIPPET_CHARS - 20) return text.length > SNIPPET_CHARS ? `${text.slice(0, text.lastIndexOf(' ', SNIPPET_CHARS))}…` : text;
  const from = text.lastIndexOf(' ', Math.max(0, first[0] - 40)) + 1;
  const cut = text.lastIndexOf(' ', from + SNIPPET_CHARS);
  return `…${text.slice(from, cut > from ? cut : undefined)}…`;
}

export function rowsOf(loaded: LoadedIndex, outcome: SearchOutcome, s: BoxSettings): Row[] {
  const base = s.baseUrl.replace(/\/$/, '');
  return outcome.ranked.map((r) => {
    // The search loaded the pages it ranks, so their hits are at hand.
    const hit = hitOf(loaded.data, r.section)!;
    // The words the reader typed, completed to the word that matched on this page: never every completion of a prefix.
    const highlight = new URLSearchParams(r.highlight.map((w) => ['_highlight', w]));
    const query = r.highlight.length ? `?${highlight}` : '';
    return {
      href: `${base}${hit.u}${query}${hit.h}`,
      title: hit.t,
      section: hit.s,
      crumbs: hit.b.join(' › '),
      snippet: snippetOf(sectionText(loaded.data, r.section), r.terms, outcome.prefix),
      more: r.more.map((m) => {
        const other = hitOf(loaded.data, m)!;
        return { href: `${base}${other.u}${query}${other.h}`, heading: other.s || other.t };
      }),
      terms: r.terms,
    };
  });
}

/** Sections of a page shown under it on the search page; the rest stay folded. */
const MORE_SECTIONS = 3;

export function renderRow(row: Row, prefix: string | undefined, tag: 'a' | 'li'): HTMLElement {
  const mark = (parent: Node, text: string) => appendMarked(parent, text, matchRanges(text, row.terms, prefix));
  const link = el('a', 'search-hit');
  link.href = row.href;
  const title = el('span', 'search-hit-title');
  mark(title, row.title);
  if (row.section) {
    const section = el('span', 'search-hit-section', ' › ');
    mark(section, row.section);
    title.append(section);
  }
  link.append(title);
  if (row.crumbs) link.append(el('span', 'search-hit-crumbs', row.crumbs));
  if (row.snippet) {
    const snippet = el('span', 'search-hit-snippet');
    mark(snippet, row.snippet);
    link.append(snippet);
  }
  if (tag === 'a') return link;
  const li = el('li');
  li.append(link);
  if (row.more.length) {
    const more = el('span', 'search-hit-more', say('mistdocs.search.alsoIn', 'Also in '));
    row.more.slice(0, MORE_SECTIONS).forEach((m, i) => {
      if (i > 0) more.append(', ');
      const a = el('a', '', m.heading);
      a.href = m.href;
      more.append(a);
    });
    li.append(more);
  }
  return li;
}

/** The search page URL for a query, with ctx and version when they narrow the search. */
function searchPageUrl(s: BoxSettings, q: string, ctx: string, version?: string): string {
  const params = new URLSearchParams({ q });
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  return `${s.searchUrl}?${params}`;
}

/** Search as you type under the navbar box, with arrow keys, Enter and Escape. */
export function attachBox(input: HTMLInputElement): void {
  const s = settingsOf(input);
  const load = createIndexLoader((_url, state) => (input.dataset.searchState = state));
  const list = el('div', 'search-suggestions');
  list.id = 'search-suggestions';
  list.setAttribute('role', 'listbox');
  list.hidden = true;
  input.setAttribute('aria-controls', list.id);
  input.after(list);
  let active = -1;
  let generation = 0;

  const options = () => [...list.querySelectorAll<HTMLAnchorElement>('[role=option]')];
  const setActive = (i: number) => {
    const all = options();
    active = all.length ? (i + all.length) % all.length : -1;
    all.forEach((el, j) => el.setAttribute('aria-selected', String(j === active)));
    if (active >= 0) {
      input.setAttribute('aria-activedescendant', all[active]!.id);
      all[active]!.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const show = (nodes: HTMLElement[]) => {
    list.replaceChildren(...nodes);
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    active = -1;
  };

  const update = async () => {
    const q = input.value;
    const mine = ++generation;
    if (!q.trim()) return close();
    const ctx = contextOf(currentRoute(s), s.versionPath, s.contexts.map((c) => c.dir));
    let loaded: LoadedIndex;
    let outcome: SearchOutcome;
    try {
      loaded = await load(indexUrlFor(s, ctx));
      // Pieces not loaded yet wait for a pause in the typing: a typist fetches for the words, not every prefix.
      const next = await loaded.search(q, s.limit, () => mine !== generation, TYPING_PAUSE);
      if (!next) return;
      outcome = next;
    } catch (error) {
      if (mine !== generation) return;
      return show([el('p', 'search-empty', say('mistdocs.search.unavailable', 'Search is unavailable: {message}', { message: (error as Error).message }))]);
    }
    if (mine !== generation) return;
    const nodes = rowsOf(loaded, outcome, s).map((row, i) => {
      const el = renderRow(row, outcome.prefix, 'a');
      el.setAttribute('role', 'option');
      el.id = `search-option-${i}`;
      return el;
    });
    if (!nodes.length) nodes.push(el('p', 'search-empty', say('mistdocs.search.noResults', 'No results')));
    const all = el('a', 'search-see-all', say('mistdocs.search.seeAll', 'See all results'));
    all.setAttribute('role', 'option');
    all.id = 'search-option-all';
    all.href = searchPageUrl(s, q.trim(), ctx, s.version);
    nodes.push(all);
    show(nodes);
  };

  input.addEventListener('input', () => void update());
  input.addEventListener('focus', () => {
    if (input.value.trim()) void update();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (list.hidden) void update();
      else setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const target = options()[active] ?? list.querySelector<HTMLAnchorElement>('.search-see-all');
      if (!target) return;
      event.preventDefault();
      close();
      target.click();
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; here Escape closes the list and keeps the query.
      event.preventDefault();
      if (list.hidden) input.blur();
      close();
    }
  });
  // Clicking a suggestion counts as leaving the box; close only after the click has landed.
  input.addEventListener('blur', () => setTimeout(close, 150));
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', () => close());
  void update();
}

/** Marks the `_highlight` terms of the URL in the page's article. */
export function highlightPage(main: HTMLElement): void {
  // Links from the search carry the words typed or matched (a stem when no written form was at hand); both tokenize to index terms.
  const terms = [...new Set(new URLSearchParams(location.search).getAll('_highlight').flatMap((t) => [t.toLowerCase(), ...tokenize(t)]))].filter((t) => t.length > 0);
  if (!terms.length) return;
  const scope = main.querySelector('article') ?? main;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, mark, button, .hash-link') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    const ranges = matchRanges(text, terms);
    if (!ranges.length) continue;
    const frag = document.createDocumentFragment();
    appendMarked(frag, text, ranges, 'search-highlight');
    node.replaceWith(frag);
  }
}
