/**
 * Menus: the mobile sidebar (open/close, closes itself at the desktop breakpoint, disabled without
 * items), its secondary panel toggle, dropdowns (close on outside click and Escape), and the navbar
 * that hides on scroll down when configured. DOM only.
 */
import { NAVIGATED_EVENT } from './router.js';

/** The layout switches between mobile and desktop at this width. */
export const DESKTOP_QUERY = '(min-width: 996px)';

export function initMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const root = document.documentElement;
  // The page has one docs sidebar; while the menu is open it lives in the menu's docs panel.
  const sidebar = document.getElementById('docs-sidebar');
  const container = document.querySelector('[data-sidebar-container]');
  const slot = menu.querySelector('[data-mobile-sidebar-slot]');
  // Disabled while there is nothing to show: no main-menu links and no docs sidebar on this page.
  const updateEnabled = () => {
    const docsShown = container !== null && !container.hasAttribute('hidden') && sidebar?.querySelector('a') != null;
    toggle.disabled = menu.querySelector('[data-panel-main] a') === null && !docsShown;
  };
  updateEnabled();
  document.addEventListener(NAVIGATED_EVENT, updateEnabled);
  const open = () => {
    const sidebarShown = !container?.hasAttribute('hidden');
    if (sidebar && slot) slot.appendChild(sidebar);
    menu.setAttribute('data-panel', sidebarShown ? 'docs' : 'main');
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    root.classList.add('mobile-menu-open');
    menu.querySelector<HTMLElement>('.mobile-menu-close')?.focus();
  };
  const close = (restoreFocus: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    if (sidebar && container) container.appendChild(sidebar);
    toggle.setAttribute('aria-expanded', 'false');
    root.classList.remove('mobile-menu-open');
    if (restoreFocus && toggle.offsetParent !== null) toggle.focus();
  };

  toggle.addEventListener('click', open);
  menu.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-mobile-close]')) return close(true);
    if (target.closest('[data-mobile-back]')) {
      menu.setAttribute('data-panel', 'main');
      return;
    }
    const link = target.closest('a[href]');
    // The docs link of the main panel is the secondary menu's toggle: it shows the docs panel.
    if (link?.hasAttribute('data-sidebar-toggle') && link.closest('[data-panel-main]')) {
      event.preventDefault();
      menu.setAttribute('data-panel', 'docs');
      return;
    }
    // A category's own summary toggles it and "Show N more" lengthens its list; any other link leaves the menu.
    if (link && !link.hasAttribute('data-sb-more')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
  });
  const desktop = window.matchMedia(DESKTOP_QUERY);
  desktop.addEventListener('change', () => {
    if (desktop.matches) close(false);
  });
  document.addEventListener(NAVIGATED_EVENT, () => close(false));
}

export function initDropdowns(): void {
  const openDropdowns = () => document.querySelectorAll<HTMLDetailsElement>('details.dropdown[open]');
  document.addEventListener('click', (event) => {
    const inside = (event.target as Element | null)?.closest?.('details.dropdown');
    for (const dropdown of openDropdowns()) {
      // Outside clicks close it; so does choosing one of its links.
      if (dropdown !== inside || (event.target as Element).closest('a[href]')) dropdown.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const dropdown of openDropdowns()) {
      const hadFocus = dropdown.contains(document.activeElement);
      dropdown.open = false;
      if (hadFocus) dropdown.querySelector('summary')?.focus();
    }
  });
}

/** Hides the navbar while scrolling down and brings it back on scroll up (navbar.hideOnScroll). */
export function initHideOnScroll(enabled: boolean): void {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (!enabled || !navbar) return;
  let last = window.scrollY;
  let frame = 0;
  const update = () => {
    const y = window.scrollY;
    const menuOpen = document.documentElement.classList.contains('mobile-menu-open');
    if (y < navbar.offsetHeight || y < last || menuOpen) navbar.classList.remove('navbar-hidden');
    else if (y > last + 2) navbar.classList.add('navbar-hidden');
    last = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  // Keyboard focus inside the navbar must see it.
  navbar.addEventListener('focusin', () => navbar.classList.remove('navbar-hidden'));
}
