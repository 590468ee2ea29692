/**
 * `@docusaurus/theme-common`, the part site components use on a page: `useColorMode` (the site's default
 * mode on the server and while hydrating, then the page's own mode, followed as the reader switches it,
 * so a component using it is an island), `usePluralForm`, `useThemeConfig`, `ThemeClassNames`,
 * `PageMetadata`, `HtmlClassNameProvider`, `useWindowSize` and the small React helpers.
 */
import { createElement, Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSiteData } from '../site-context.js';
import { hasProtocol } from './is-internal-url.js';

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

/** Docusaurus's ThemeClassNames: the class names its theme gives its parts, for components that add them. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const;

/**
 * Picks the plural form of `messages` ("One post|{count} posts", forms in the order zero, one, two,
 * few, many, other of those the locale has) for `count`, as Docusaurus's usePluralForm does; one form is used for every count.
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = useSiteData().locale.current;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  // In Docusaurus's order, small counts first (Intl lists a locale's categories in no fixed order).
  const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule));
  return {
    selectMessage(count, messages) {
      const forms = messages.split('|');
      if (forms.length === 1) return forms[0]!;
      const index = categories.indexOf(rules.select(count));
      return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
    },
  };
}

/** The theme's config as components read it: the site's colour mode, and what the site's themeConfig holds. */
export function useThemeConfig(): Record<string, unknown> {
  const site = useSiteData();
  return { colorMode: { defaultMode: site.defaultMode, disableSwitch: false, respectPrefersColorScheme: false }, ...site.siteConfig.themeConfig };
}

/** `(title) => "title | site title"`, as Docusaurus formats a page's document title. */
export function useTitleFormatter(): (title?: string) => string {
  const { title: siteTitle } = useSiteData().siteConfig;
  return (title) => (title?.trim() ? `${title.trim()} | ${siteTitle}` : siteTitle);
}

/**
 * The page's title, description, keywords and image, as `<head>` tags: the title and description are
 * the page's (as `@theme/Layout` gives them); keywords and the image are meta tags.
 */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | readonly string[]; image?: string; children?: ReactNode }) {
  const site = useSiteData();
  site.page.meta?.({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  const tags: ReactNode[] = [];
  if (keywords && keywords.length) tags.push(createElement('meta', { key: 'keywords', name: 'keywords', content: Array.isArray(keywords) ? keywords.join(',') : (keywords as string) }));
  if (image) {
    const url = hasProtocol(image) ? image : site.siteConfig.url.replace(/\/$/, '') + site.siteConfig.baseUrl.replace(/\/$/, '') + (image.startsWith('/') ? image : `/${image}`);
    tags.push(createElement('meta', { key: 'og:image', property: 'og:image', content: url }), createElement('meta', { key: 'twitter:image', name: 'twitter:image', content: url }));
  }
  if (tags.length || children) site.page.head?.(createElement(Fragment, null, ...tags, children));
  return null;
}

/** Docusaurus sets a class on `<html>` with it; mistdocs' `<html>` is the site's, so it renders its children. */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** 'ssr' on the server and while hydrating, then 'desktop' or 'mobile' (below 997px), followed as the window resizes. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const read = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  return size;
}

/** useLayoutEffect in the browser, useEffect on the server (where a layout effect warns). */
export const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** A callback whose identity stays the same while it always calls the latest `callback`. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** Whether `text` matches one of the regular expressions written as strings. */
export function isRegexpStringMatch(patterns: string | readonly string[] | undefined, text: string): boolean {
  if (patterns === undefined) return false;
  return (typeof patterns === 'string' ? [patterns] : patterns).some((p) => new RegExp(p).test(text));
}

/** Whether two paths are the same page (trailing slash and case aside), as Docusaurus compares them. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return normalize(a) === normalize(b);
}

/** The page's path without the base URL, as Docusaurus's `useLocalPathname`. */
export function useLocalPathname(): string {
  return useSiteData().page.route;
}

/** The distinct values of `array`, in their order (Docusaurus's `uniq`). */
export function uniq<T>(array: readonly T[]): T[] {
  return [...new Set(array)];
}

/** The values of `array` that another one equals by `comparator` (Docusaurus's `duplicates`). */
export function duplicates<T>(array: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return array.filter((value, index) => array.findIndex((other) => comparator(value, other)) !== index);
}

/** A value kept in localStorage under `key`, as Docusaurus's storage slots are (nothing when storage is unavailable). */
export function createStorageSlot(key: string): { get: () => string | null; set: (value: string) => void; del: () => void } {
  const storage = () => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (value) => storage()?.setItem(key, value),
    del: () => storage()?.removeItem(key),
  };
}

// Docusaurus 2 exported these from theme-common; sites written for it still import them from here.
export { useCurrentSidebarCategory, useDocsSidebar, findFirstSidebarItemLink, filterDocCardListItems } from './docs-client.js';
