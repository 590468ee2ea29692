/** Scrolling after navigation: to a hash target or the top, smoothly where asked. DOM only, no imports. */

/** Each fallback frame keeps this share of the remaining distance (the spec's easing factor). */
const EASING = 0.85;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to `top`, smoothly unless reduced motion is preferred; eases frame by frame where CSS smooth scrolling is missing. */
export function scrollWindowTo(top: number, smooth: boolean): void {
  if (!smooth || prefersReducedMotion()) {
    window.scrollTo(0, top);
    return;
  }
  if ('scrollBehavior' in document.documentElement.style) {
    window.scrollTo({ top, behavior: 'smooth' });
    return;
  }
  let last = Number.NaN;
  const step = () => {
    const y = window.scrollY;
    // Stop at the target, or when the page cannot scroll further.
    if (Math.abs(y - top) <= 1 || y === last) return;
    last = y;
    window.scrollTo(0, Math.round((y - top) * EASING) + top);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The element a URL hash names, if any. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // An undecodable hash is looked up as written.
  }
  return document.getElementById(id);
}

/** Scrolls to the hash target (below the sticky navbar) or, without one, to the top. Returns whether a target was found. */
export function scrollToHashOrTop(hash: string, smooth: boolean): boolean {
  const target = hashTarget(hash);
  if (!target) {
    scrollWindowTo(0, smooth);
    return false;
  }
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  scrollWindowTo(Math.max(0, target.getBoundingClientRect().top + window.scrollY - padding), smooth);
  // A target that takes focus (main, with tabindex) gets it, as a browser's own fragment navigation does.
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  return true;
}
