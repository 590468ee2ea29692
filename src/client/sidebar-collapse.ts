/**
 * Collapsible sidebar categories: native <details>, animated to and from their content's height with a
 * duration computed from that height (1 ms when reduced motion is preferred). A category link opens
 * its closed category as it navigates. A category the page carries without its items gets them first
 * (sidebar-data), and "Show N more" puts a long list's other items in place; when they cannot be
 * loaded, the category's page (which lists them) opens instead. DOM only.
 */
import { categoryOfLink } from './page-swap.js';
import { prefersReducedMotion } from './scroll.js';
import { completeCategory, isPartial } from './sidebar-data.js';

/** Milliseconds for a height change of `height` px: longer for taller content, but sub-linearly. */
export function collapseDuration(height: number): number {
  if (prefersReducedMotion()) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function animateTo(details: HTMLDetailsElement, open: boolean): void {
  const summary = details.querySelector('summary');
  if (!summary) return;
  for (const running of details.getAnimations()) running.cancel();
  details.dataset.collapse = open ? 'open' : 'closed';
  const closedHeight = summary.offsetHeight;
  const from = details.offsetHeight;
  if (open) details.open = true;
  const to = open ? details.scrollHeight : closedHeight;
  details.style.overflow = 'hidden';
  const animation = details.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: collapseDuration(Math.abs(to - from)), easing: 'ease-in-out' });
  const finish = () => {
    details.style.overflow = '';
    if (!open) details.open = false;
  };
  animation.onfinish = finish;
  animation.oncancel = () => {
    details.style.overflow = '';
  };
}

/** Opens a category, once its items are in place when the page carried it without them. */
function openCategory(details: HTMLDetailsElement, orElse?: () => void): void {
  const category = details.parentElement;
  if (!category || !isPartial(category) || details.open) return animateTo(details, true);
  details.dataset.collapse = 'open';
  details.setAttribute('aria-busy', 'true');
  void completeCategory(category).then((loaded) => {
    details.removeAttribute('aria-busy');
    // The reader may have closed it again meanwhile.
    if (details.dataset.collapse !== 'open') return;
    if (loaded) animateTo(details, true);
    else orElse?.();
  });
}

/** The page of a category item: the address its own link leads to. */
function categoryPage(details: HTMLDetailsElement): string | undefined {
  return details.parentElement?.querySelector<HTMLAnchorElement>(':scope > a[href]')?.href;
}

/** "Show N more": the list's other items in place, focus on the first of them. */
function showMore(link: HTMLAnchorElement): void {
  const list = link.closest('ul');
  const category = list?.closest('[data-sb-cat]');
  if (!list || !category) return location.assign(link.href);
  const before = link.parentElement?.previousElementSibling ?? null;
  void completeCategory(category).then((loaded) => {
    if (!loaded) return location.assign(link.href);
    const first = before?.isConnected ? before.nextElementSibling : list.isConnected ? null : category.querySelector(':scope > details > ul, :scope > ul')?.firstElementChild;
    first?.querySelector<HTMLElement>('a, summary')?.focus();
  });
}

export function initSidebarCollapse(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const more = target?.closest?.('a[data-sb-more]');
    if (more instanceof HTMLAnchorElement) {
      event.preventDefault();
      return showMore(more);
    }
    const link = target?.closest?.('.menu-category a[href]');
    if (link) {
      // The category's own page: navigate, and show its items too.
      const details = categoryOfLink(link);
      if (details && !details.open) openCategory(details);
      return;
    }
    const details = target?.closest?.('.menu-category > details > summary')?.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    // Mid-animation or while its items load, the state it is heading for counts, not the attribute.
    const isOpen = details.getAnimations().length || details.hasAttribute('aria-busy') ? details.dataset.collapse === 'open' : details.open;
    if (isOpen) animateTo(details, false);
    else
      openCategory(details, () => {
        const page = categoryPage(details);
        if (page) location.assign(page);
      });
  });
}
