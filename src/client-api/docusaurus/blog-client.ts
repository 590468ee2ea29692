/**
 * `@docusaurus/plugin-content-blog/client`: the blog post a component is on (`useBlogPost`), recorded
 * while the build renders it so an island gets the same post in the browser.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { BlogMetadata, BlogPostData } from '../../shared/islands.js';
import { useSiteData } from '../site-context.js';

/** The page's blog post: its metadata (title, permalink, date, tags, authors...) and front matter; outside a post, an error as in Docusaurus. */
export function useBlogPost(): BlogPostData {
  const post = useSiteData().post();
  if (!post) throw new Error('useBlogPost() is called outside a blog post: it works in the components of a blog post page.');
  return post;
}

/** The blog of the page (its address, title and authors page), as Docusaurus's `useBlogMetadata`; outside a blog post, an error. */
export function useBlogMetadata(): BlogMetadata {
  const blog = useSiteData().blog();
  if (!blog) throw new Error('useBlogMetadata() is called outside a blog page: it works in the components of a blog post page.');
  return blog;
}

/** The post comes from the page here: the provider renders its children. */
export function BlogPostProvider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
