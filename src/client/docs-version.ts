/** Remembers the docs version the visitor picks in the version dropdown (localStorage, docs-preferred-version-*). */
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
