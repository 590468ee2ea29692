/**
 * `@docusaurus/theme-common`'s `useColorMode`: the site's default mode on the server and while
 * hydrating, then the page's own mode, followed as the reader switches it (so a component using it is an island).
 */
import { useEffect, useState } from 'react';
import { useSiteData } from '../site-context.js';

type Mode = 'light' | 'dark';

export function useColorMode(): { colorMode: Mode; isDarkTheme: boolean; setColorMode: (mode: Mode | null) => void } {
  const site = useSiteData();
  const [colorMode, setMode] = useState<Mode>(site.defaultMode);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: Mode | null) => {
    const choice = mode ?? 'system';
    try {
      localStorage.setItem('theme', choice);
    } catch {
      // Storage may be unavailable; the mode still changes for this page.
    }
    document.documentElement.setAttribute('data-theme-choice', choice);
    if (mode) document.documentElement.setAttribute('data-theme', mode);
  };
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode };
}

/** Docusaurus's ThemeClassNames, for components that add them. */
export const ThemeClassNames = { wrapper: { main: 'main-wrapper' }, page: {}, common: {} } as const;
