/**
 * Docs versions in the browser: remembers the version the visitor picks in the version dropdown
 * (localStorage, docs-preferred-version-*), tells whether a route chunk fits the page's shell (each
 * version has its own sidebar, and so has each sidebar of a version), and points the dropdown at the same page in each version after an
 * in-place navigation. DOM only.
 */
import type { RouteChunk } from '../shared/types.js';
import { writeStorage } from './storage.js';

/** One key per docs plugin; the site has the default one. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function initPreferredVersion(versionName: string | undefined): void {
  if (!versionName) return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('.version-dropdown a[href]');
    if (link) writeStorage(PREFERRED_VERSION_KEY, link.getAttribute('data-version') ?? versionName);
  });
}

/** Whether the page's sidebar and navbar can show `chunk`: false for a page of another docs version, or one that carries another sidebar. */
export function fitsShell(chunk: unknown): boolean {
  const { shell, sidebarId } = (chunk as Partial<RouteChunk> | null) ?? {};
  const layout = document.querySelector('[data-layout]');
  return shell === (layout?.getAttribute('data-docs-version') ?? undefined) && sidebarId === (layout?.getAttribute('data-docs-sidebar') ?? undefined);
}

/** Points the version dropdown's links (navbar and mobile menu) at the chunk's page in each version. */
export function updateVersionLinks(chunk: RouteChunk): void {
  if (!chunk.versionLinks) return;
  for (const list of document.querySelectorAll('.version-dropdown .dropdown-menu')) {
    list.querySelectorAll('a.dropdown-link').forEach((link, i) => {
      const to = chunk.versionLinks![i];
      if (to) link.setAttribute('href', to);
    });
  }
}
