/**
 * `@docusaurus/router`, the part of react-router's API site components use: the address
 * (`useLocation`), navigation (`useHistory`), `Redirect`, `useParams` and `matchPath`. On the server the
 * address is the page's route (and its path so while an island hydrates); in the browser it is read when a
 * component renders (an island is drawn again once hydrated, and after each in-place navigation), and
 * navigation goes through mistdocs' router.
 */
import { createElement, type ReactNode } from 'react';
import { useSiteData, withBaseUrl, type SiteData } from '../site-context.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/**
 * The path the reader is on, with the base URL: the page's route on the server, and in the browser the
 * address's, except while an island hydrates: then the path its HTML was rendered for (the address's may
 * differ: `/blog/` for `/blog`, any address the 404 page is shown at); it is drawn with the address's right after.
 */
export function locationPathname(site: SiteData): string {
  const route = withBaseUrl(site.siteConfig.baseUrl, site.page.route);
  return typeof window === 'undefined' || site.page.hydrating ? route : window.location.pathname;
}

export function useLocation(): Location {
  const site = useSiteData();
  const pathname = locationPathname(site);
  if (typeof window === 'undefined') return { pathname, search: '', hash: '', state: undefined, key: 'default' };
  const { search, hash } = window.location;
  return { pathname, search, hash, state: (window.history.state as { state?: unknown } | null)?.state, key: (window.history.state as { key?: string } | null)?.key ?? 'default' };
}

/** Goes to `to` (a path with the base URL, as Docusaurus's history takes it) in place when it is a page of the site. */
function go(to: string | Partial<Location>, replace: boolean): void {
  const url = typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const router = (window as { mistdocs?: Navigator }).mistdocs;
  if (router) void router.navigate(url, { replace });
  else if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: typeof window === 'undefined' ? 1 : window.history.length,
    action: 'POP' as const,
    push: (to: string | Partial<Location>) => go(to, false),
    replace: (to: string | Partial<Location>) => go(to, true),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    createHref: (l: Partial<Location>) => `${l.pathname ?? ''}${l.search ?? ''}${l.hash ?? ''}`,
    /** Calls `listener` with the new location after each navigation; returns the function that stops it. */
    listen(listener: (location: Location) => void): () => void {
      const notify = () => listener({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: undefined });
      document.addEventListener('mistdocs:navigated', notify);
      window.addEventListener('hashchange', notify);
      return () => {
        document.removeEventListener('mistdocs:navigated', notify);
        window.removeEventListener('hashchange', notify);
      };
    },
    block: () => () => undefined,
  };
}

/**
 * Sends the reader to `to`: the page's head gets a refresh to it, so the redirect works without
 * JavaScript and without hydrating anything; the page shows a link to it meanwhile.
 */
export function Redirect({ to }: { to: string | Partial<Location>; push?: boolean }): ReactNode {
  const site = useSiteData();
  const url = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  site.page.head?.(createElement('meta', { httpEquiv: 'refresh', content: `0; url=${url}` }));
  return createElement('p', null, createElement('a', { href: url }, url));
}

/** A page's route parameters: mistdocs' pages have none. */
export function useParams(): Record<string, string> {
  return {};
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** react-router 5's matchPath for the patterns sites use: literal segments and `:name` parameters. */
export function matchPath(pathname: string, options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean }): Match | null {
  const { path, exact = false, strict = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const names: string[] = [];
    const source = pattern
      .replace(/[.+*?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
    const match = new RegExp(`^${strict ? source : source.replace(/\/$/, '')}${exact ? (strict ? '$' : '/?$') : '(?=/|$)'}`, 'i').exec(pathname);
    if (!match) continue;
    return { path: pattern, url: match[0], isExact: match[0] === pathname, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}

export function withRouter<P>(Component: (props: P & { location: Location; history: ReturnType<typeof useHistory> }) => ReactNode) {
  return function WithRouter(props: P) {
    const history = useHistory();
    return createElement(Component as never, { ...props, location: history.location, history });
  };
}
