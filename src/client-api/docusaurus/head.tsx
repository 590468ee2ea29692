/** `@docusaurus/Head`: accepted and rendered as nothing; the page's head comes from its front matter and the site config (`headTags`). */
import type { ReactNode } from 'react';

export default function Head(_props: { children?: ReactNode }) {
  return null;
}
