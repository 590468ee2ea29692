/** Table-of-contents scroll-spy: highlights the TOC link of the heading being read. DOM only. */
import { NAVIGATED_EVENT } from './router.js';
import { hashTarget } from './scroll.js';

export function initTocSpy(): void {
  let frame = 0;
  const update = () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-link')];
    if (links.length === 0) return;
    // A heading counts as read once it has passed just below the sticky navbar.
    const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    let active: string | undefined;
    for (const link of links) {
      const hash = link.getAttribute('href') ?? '';
      const heading = hashTarget(hash);
      if (heading && heading.getBoundingClientRect().top <= line) active = hash;
    }
    // At the very bottom the last headings can never reach the line: the last one is the one in view.
    if (window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = links[links.length - 1]!.getAttribute('href') ?? active;
    active ??= links[0]!.getAttribute('href') ?? undefined;
    for (const link of links) link.classList.toggle('active', link.getAttribute('href') === active);
  };
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  document.addEventListener(NAVIGATED_EVENT, schedule);
  schedule();
}
