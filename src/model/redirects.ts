/**
 * Client redirects: the old paths that lead to routes of the site, from the `clientRedirects` options
 * (explicit redirects, `createRedirects`, `fromExtensions`, `toExtensions`), collected as Docusaurus's
 * plugin-client-redirects collects them. Pure: no fs, React or unified.
 */
import type { ClientRedirectsConfig } from '../config/schemas/redirects.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { decodedSegmentProblem } from '../shared/route-paths.js';
import { isExternalAddress } from '../shared/url-scheme.js';
import type { RouteEntry } from '../shared/types.js';

/** One old path and where it leads (a route, maybe with ?query or #hash, or an absolute URL). */
export interface Redirect {
  from: string;
  to: string;
}

const OLD_PATH = /^\/[^?#]*$/;

/** The form two paths are compared in: '/a' and '/a/' are one file of the output. */
function sameFile(route: string): string {
  return route === '/' ? '/' : route.replace(/\/+$/, '');
}

/**
 * The redirects to write, in the order they were asked for: each old path once (the first target wins,
 * a second one is a warning), none from a route of the site (a warning: the page stays). A `createRedirects`
 * that throws or returns something that is no path is an error at the config.
 */
export function resolveRedirects(routes: readonly RouteEntry[], options: ClientRedirectsConfig | undefined, context: { trailingSlash: boolean | undefined; configFile: string }, bag: DiagnosticBag): Redirect[] {
  if (!options) return [];
  const { configFile } = context;
  const paths = routes.filter((r) => r.kind !== 'notFound').map((r) => r.path);
  const collected: (Redirect & { needle: string; needleKey?: string })[] = [];
  const dotted = (list: readonly string[]) => list.map((ext) => `.${ext}`);
  // `/page.html` -> `/page`: not for the root, a path ending in '/', or one that already has such an extension.
  const fromExt = dotted(options.fromExtensions);
  for (const route of paths) {
    if (route === '' || route.endsWith('/') || fromExt.some((ext) => route.endsWith(ext))) continue;
    for (const ext of fromExt) collected.push({ from: `${route}${ext}`, to: route, needle: 'fromExtensions' });
  }
  // `/page` -> `/page.html`, for a route written with the extension.
  const toExt = dotted(options.toExtensions);
  for (const route of paths) {
    const ext = toExt.find((e) => route.endsWith(e));
    if (ext) collected.push({ from: route.slice(0, -ext.length), to: route, needle: 'toExtensions' });
  }
  for (const redirect of options.redirects) {
    for (const from of Array.isArray(redirect.from) ? redirect.from : [redirect.from]) collected.push({ from, to: redirect.to, needle: from, needleKey: 'from' });
  }
  if (options.createRedirects) {
    for (const route of paths) {
      let made: unknown;
      try {
        made = options.createRedirects(route);
      } catch (cause) {
        bag.error('redirects/create-failed', `clientRedirects.createRedirects threw for the route '${route}': ${cause instanceof Error ? cause.message : String(cause)}`, {
          file: configFile,
          needle: 'createRedirects',
          hint: 'Make the function return a path, a list of paths, or undefined for every route of the site.',
        });
        break;
      }
      if (made === undefined || made === null) continue;
      for (const from of Array.isArray(made) ? made : [made]) {
        if (typeof from === 'string' && OLD_PATH.test(from)) collected.push({ from, to: route, needle: 'createRedirects' });
        else
          bag.error('redirects/invalid-path', `clientRedirects.createRedirects returned ${JSON.stringify(from) ?? String(from)} for the route '${route}', which is no path.`, {
            file: configFile,
            needle: 'createRedirects',
            hint: "Return old paths that start with '/' and have no ?query or #hash (or undefined when the route has none).",
          });
      }
    }
  }

  // A target written without the site's trailing slash (or with it, when the site has none) means that route.
  const existing = new Set(paths.map(sameFile));
  const withSlash = (written: string): string => {
    // Docusaurus joins a target to the base URL, so 'docs/intro' is the route '/docs/intro'.
    const to = isExternalAddress(written) || written.startsWith('/') || written.startsWith('?') || written.startsWith('#') ? written : `/${written}`;
    if (isExternalAddress(to) || !to.startsWith('/') || context.trailingSlash === undefined) return to;
    const at = to.search(/[?#]/);
    const pathname = at === -1 ? to : to.slice(0, at);
    const rest = at === -1 ? '' : to.slice(at);
    if (pathname === '/') return to;
    return `${context.trailingSlash ? pathname.replace(/\/?$/, '/') : pathname.replace(/\/+$/, '')}${rest}`;
  };
  const byFrom = new Map<string, Redirect>();
  const out: Redirect[] = [];
  for (const redirect of collected) {
    const encodedProblem = decodedSegmentProblem(redirect.from);
    if (encodedProblem) {
      bag.error('redirects/encoded-dot-segment', `The redirect from '${redirect.from}' cannot be written: ${encodedProblem}.`, {
        file: context.configFile,
        needle: redirect.needle,
        ...(redirect.needleKey ? { needleKey: redirect.needleKey } : {}),
        hint: 'Write the old path with plain names: no part of it may be `%2e`, `%2e%2e` or hold `%2f` or `%5c`.',
      });
      continue;
    }
    const to = withSlash(redirect.to);
    const key = sameFile(redirect.from);
    const first = byFrom.get(key);
    if (first) {
      if (first.to !== to)
        bag.warn('redirects/duplicate', `The old path '${redirect.from}' is redirected twice: to '${first.to}' and to '${to}'; the first is kept.`, {
          file: configFile,
          needle: redirect.needle,
          needleKey: redirect.needleKey,
          hint: 'Redirect each old path to one page.',
        });
      continue;
    }
    byFrom.set(key, { from: redirect.from, to });
    if (existing.has(key)) {
      bag.warn('redirects/overrides-page', `The redirect from '${redirect.from}' to '${to}' is left out: '${redirect.from}' is a page of the site.`, {
        file: configFile,
        needle: redirect.needle,
        needleKey: redirect.needleKey,
        hint: 'Remove the redirect, or move the page away from that path.',
      });
      continue;
    }
    out.push({ from: redirect.from, to });
  }
  return out;
}
