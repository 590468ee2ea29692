/**
 * Collapsible sidebar categories: native <details>, animated to and from their content's height with a
 * duration computed from that height (1 ms when reduced motion is preferred). A category link opens
 * its closed category as it navigates. DOM only.
 */
import { categoryOfLink } from './page-swap.js';
import { prefersReducedMotion } from './scroll.js';

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

export function initSidebarCollapse(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('.menu-category a[href]');
    if (link) {
      // The category's own page: navigate, and show its items too.
      const details = categoryOfLink(link);
      if (details && !details.open) animateTo(details, true);
      return;
    }
    const details = target?.closest?.('.menu-category > details > summary')?.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    // Mid-animation, the state it is heading for counts, not the attribute.
    const isOpen = details.getAnimations().length ? details.dataset.collapse === 'open' : details.open;
    animateTo(details, !isOpen);
  });
}
