import { describe, expect, it } from 'vitest';
import { clientRedirectsSchema } from '../../../src/config/schemas/redirects.js';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { resolveRedirects } from '../../../src/model/redirects.js';
import type { RouteEntry } from '../../../src/shared/types.js';

const routes = (...paths: string[]): RouteEntry[] => paths.map((p) => ({ path: p, kind: 'doc', key: p }));

function resolve(paths: string[], options: unknown, trailingSlash?: boolean) {
  const bag = new DiagnosticBag();
  const redirects = resolveRedirects(routes(...paths), clientRedirectsSchema.parse(options), { trailingSlash, configFile: 'site.config.ts' }, bag);
  return { redirects, diagnostics: bag.items.map((d) => `${d.severity} ${d.code}: ${d.message}`) };
}

describe('resolveRedirects', () => {
  it('makes the old paths of each option, as Docusaurus collects them', () => {
    const { redirects, diagnostics } = resolve(['/', '/docs/intro', '/docs/old.html', '/docs/guides/'], {
      fromExtensions: ['html', 'htm'],
      toExtensions: ['html'],
      redirects: [{ from: ['/a', '/b'], to: '/docs/intro#install' }],
      createRedirects: (p: string) => (p === '/docs/intro' ? ['/intro', '/start'] : p === '/' ? '/home' : undefined),
    });
    expect(diagnostics).toEqual([]);
    expect(redirects).toEqual([
      // Not for '/', a path ending in '/', or one that has one of the extensions already.
      { from: '/docs/intro.html', to: '/docs/intro' },
      { from: '/docs/intro.htm', to: '/docs/intro' },
      { from: '/docs/old', to: '/docs/old.html' },
      { from: '/a', to: '/docs/intro#install' },
      { from: '/b', to: '/docs/intro#install' },
      { from: '/home', to: '/' },
      { from: '/intro', to: '/docs/intro' },
      { from: '/start', to: '/docs/intro' },
    ]);
  });

  it("writes a target with the site's trailing slash, and keeps a page of the site over a redirect from it", () => {
    const { redirects, diagnostics } = resolve(['/docs/intro/', '/docs/setup/'], { redirects: [{ from: '/old', to: '/docs/intro#x' }, { from: '/docs/setup', to: '/docs/intro' }, { from: '/old/', to: '/docs/setup' }, { from: '/ext', to: 'https://example.com/a' }, { from: '/bare', to: 'docs/setup' }] }, true);
    expect(redirects).toEqual([
      { from: '/old', to: '/docs/intro/#x' },
      { from: '/ext', to: 'https://example.com/a' },
      // A target without its leading slash is a route all the same.
      { from: '/bare', to: '/docs/setup/' },
    ]);
    expect(diagnostics).toEqual([
      "warning redirects/overrides-page: The redirect from '/docs/setup' to '/docs/intro/' is left out: '/docs/setup' is a page of the site.",
      "warning redirects/duplicate: The old path '/old/' is redirected twice: to '/docs/intro/#x' and to '/docs/setup/'; the first is kept.",
    ]);
  });

  it('reports a createRedirects that throws or gives something that is no path', () => {
    expect(resolve(['/a', '/b'], { createRedirects: (p: string) => (p === '/a' ? 'no-slash' : [42]) }).diagnostics).toEqual([
      "error redirects/invalid-path: clientRedirects.createRedirects returned \"no-slash\" for the route '/a', which is no path.",
      "error redirects/invalid-path: clientRedirects.createRedirects returned 42 for the route '/b', which is no path.",
    ]);
    expect(
      resolve(['/a', '/b'], {
        createRedirects: () => {
          throw new Error('boom');
        },
      }).diagnostics,
    ).toEqual(["error redirects/create-failed: clientRedirects.createRedirects threw for the route '/a': boom"]);
  });

  it('refuses extensions with a dot and old paths that are not paths', () => {
    expect(clientRedirectsSchema.safeParse({ fromExtensions: ['.html'] }).success).toBe(false);
    expect(clientRedirectsSchema.safeParse({ redirects: [{ from: 'old', to: '/a' }] }).success).toBe(false);
    expect(clientRedirectsSchema.safeParse({ redirects: [{ from: '/old?x=1', to: '/a' }] }).success).toBe(false);
  });
});
