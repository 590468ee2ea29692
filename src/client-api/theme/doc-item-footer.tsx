/**
 * `@theme/DocItem/Footer` (and `@theme-original/DocItem/Footer`, which a site's own wraps): the doc's tags,
 * edit link and last update, in mistdocs's own footer markup. A site's `src/theme/DocItem/Footer` is
 * rendered in its place on every doc page (see pipeline/components.ts).
 */
import { DocFooter } from '../../render/components/doc-parts.js';
import { useDoc } from '../docusaurus/docs-client.js';
import { useSiteData } from '../site-context.js';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const site = useSiteData();
  // The tags' addresses already hold the base URL.
  const tags = metadata.tags.map((t) => ({ label: t.label, slug: t.label, href: t.permalink }));
  const lastUpdated = metadata.lastUpdatedAt === undefined ? undefined : new Date(metadata.lastUpdatedAt).toISOString();
  return <DocFooter tags={tags} editUrl={metadata.editUrl} lastUpdated={lastUpdated} site={{ baseUrl: '/', lang: site.locale.current, strings: site.strings }} />;
}
