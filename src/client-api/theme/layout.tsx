/**
 * `@theme/Layout` for a React page: the page's navbar and footer are mistdocs' own shell around it, so
 * Layout passes its `title` and `description` on to the page's head and renders its children.
 */
import type { ReactNode } from 'react';
import { useSiteData } from '../site-context.js';

export default function Layout({ children, title, description, wrapperClassName }: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string; noFooter?: boolean }) {
  const site = useSiteData();
  site.page.meta?.({ title, description });
  return <div className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>;
}
