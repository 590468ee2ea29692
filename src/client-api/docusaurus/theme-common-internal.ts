/**
 * `@docusaurus/theme-common/internal`: what site code (swizzled theme components, mostly) imports from it
 * and a static page can answer: theme-common's own exports, the docs sidebar, versions and doc hooks, and
 * the blog post of the page.
 */
export * from './theme-common.js';
export { useDocsVersion, useDocsSidebar, useCurrentSidebarCategory, useActiveDocContext, useActiveVersion, useVersions, useLatestVersion, useDocsPreferredVersion, useDocById, useDoc, DocProvider, useDocsVersionCandidates } from './docs-client.js';
export { useBlogPost, useBlogMetadata, BlogPostProvider } from './blog-client.js';
