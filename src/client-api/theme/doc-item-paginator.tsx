/**
 * `@theme/DocItem/Paginator` (and `@theme-original/DocItem/Paginator`, which a site's own wraps): the doc's
 * previous and next pages, as Docusaurus's. A site's `src/theme/DocItem/Paginator` is rendered in its place
 * on every doc page (see pipeline/components.ts).
 */
import { useDoc } from '../docusaurus/docs-client.js';
import DocPaginator from './doc-paginator.js';

export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={metadata.next} />;
}
