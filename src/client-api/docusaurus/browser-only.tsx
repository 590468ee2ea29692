/** `@docusaurus/BrowserOnly`: the fallback in the page's HTML, `children()` once hydrated in the browser. */
import type { ReactNode } from 'react';
import useIsBrowser from './use-is-browser.js';

export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || typeof children !== 'function') return <>{fallback ?? null}</>;
  return <>{children()}</>;
}
