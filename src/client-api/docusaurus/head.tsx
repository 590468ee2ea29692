/**
 * `@docusaurus/Head`: its children go in the page's `<head>` (a `<title>` becomes the document title, a
 * description meta the page's description) when the build renders the page; in the browser it renders
 * nothing, as on the server, so an island holding it hydrates cleanly.
 */
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { SiteContext } from '../site-context.js';

export default function Head({ children }: { children?: ReactNode }) {
  useContext(SiteContext)?.page.head?.(children);
  return null;
}
