/**
 * The browser runtime's entry: wires the server-rendered page's interactive parts and exposes the
 * navigation API as window.mistdocs ({ navigate, block }). No Node imports.
 */
import { initAnnouncementBar } from './announcement.js';
import { initColorMode } from './color-mode.js';
import { initCopyButtons } from './copy-code.js';
import { initPreferredVersion } from './docs-version.js';
import { initKeyboardMarker } from './keyboard-marker.js';
import { initDropdowns, initHideOnScroll, initMobileMenu } from './menus.js';
import { initPrefetch } from './prefetch.js';
import { createProgressBar } from './progress-bar.js';
import { createChunkLoader } from './route-chunks.js';
import { createRouter, NAVIGATED_EVENT, type Router } from './router.js';
import { initSearch } from './search/loader.js';
import { runtimeSettings } from './settings.js';
import { initSidebarCollapse } from './sidebar-collapse.js';
import { initTabs } from './tabs.js';
import { initTocSpy } from './toc-spy.js';
// Last, so that for a site without diagrams (where it is left out) the runtime's module order, and bytes, stay as they were.
import { initDiagrams } from './diagrams.js';

/** URL of the diagram renderer chunk; empty for a site without diagrams, so none of that code is compiled in. */
declare const __MERMAID_CHUNK__: string;

declare global {
  interface Window {
    mistdocs?: Router;
  }
}

// Tells the inline base-URL check that the runtime arrived.
document.documentElement.setAttribute('data-runtime', '');

const settings = runtimeSettings();
// Each part stands alone: one failing must not take the others down.
const parts: [string, () => void][] = [
  ['colour mode', initColorMode],
  ['announcement bar', initAnnouncementBar],
  ['mobile menu', initMobileMenu],
  ['dropdowns', initDropdowns],
  ['navbar', () => initHideOnScroll(settings.hideOnScroll)],
  ['keyboard marker', initKeyboardMarker],
  ['docs version', () => initPreferredVersion(settings.docsVersion)],
  ['sidebar', initSidebarCollapse],
  ['copy buttons', initCopyButtons],
  ['tabs', initTabs],
  // Search code and index load on first use, as their own chunk.
  ['search', initSearch],
  ['table of contents', initTocSpy],
  [
    'navigation',
    () => {
      const loader = createChunkLoader(settings.baseUrl);
      const elsewhere = settings.otherLocales ?? [];
      window.mistdocs = createRouter({ baseUrl: settings.baseUrl, elsewhere, loader, progress: createProgressBar(document.querySelector('[data-progress]')) });
      initPrefetch(loader, settings.baseUrl, elsewhere);
    },
  ],
];
if (__MERMAID_CHUNK__) parts.push(['diagrams', () => initDiagrams(__MERMAID_CHUNK__, NAVIGATED_EVENT)]);
for (const [name, init] of parts) {
  try {
    init();
  } catch (error) {
    console.error(`mistdocs: the ${name} could not start.`, error);
  }
}
