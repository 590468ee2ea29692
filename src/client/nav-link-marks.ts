/**
 * The navbar links a site's own items draw with DefaultNavbarItem: the server marks each for its page;
 * after an in-place navigation (the navbar stays) this marks them again for the new address, by the rule
 * each carries (shared/nav-link.ts), with its own active class, mistdocs's `active` and `aria-current`.
 * Bundled into the runtime only for a site that has such a link (bundle.ts adds it to the entry), so the
 * runtime of a site without one stays byte for byte what it was.
 */
import { isNavLinkActive, type NavLinkRule } from '../shared/nav-link.js';
import { NAVIGATED_EVENT } from './router.js';

function mark(): void {
  for (const link of document.querySelectorAll<HTMLElement>('a[data-active-rule]')) {
    const active = isNavLinkActive(window.location.pathname, JSON.parse(link.dataset.activeRule!) as NavLinkRule);
    for (const name of `${link.dataset.activeClass ?? ''} active`.split(/\s+/).filter(Boolean)) link.classList.toggle(name, active);
    if (active) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
document.addEventListener(NAVIGATED_EVENT, mark);
