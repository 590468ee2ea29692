/**
 * The site's own Markdown plugins (the config's `markdown` lists) and whether there are any: kept apart
 * from processor.ts so the pipeline can ask without loading unified and the highlighter. Types only from unified.
 */
import type { PluggableList } from 'unified';
import type { SiteComponents } from './plugins/rehype-site-components.js';

/** The site's own plugins, in Docusaurus's four lists. */
export interface SitePlugins {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
  beforeDefaultRehypePlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** The site's own MDX components (`markdown.mdxComponents`). */
  mdxComponents?: SiteComponents;
}

/** Whether the site configures any Markdown plugin of its own. */
export function hasSitePlugins(plugins: SitePlugins | undefined): boolean {
  return !!plugins && (plugins.beforeDefaultRemarkPlugins.length > 0 || plugins.remarkPlugins.length > 0 || plugins.beforeDefaultRehypePlugins.length > 0 || plugins.rehypePlugins.length > 0 || Object.keys(plugins.mdxComponents ?? {}).length > 0);
}
