/** When a DefaultNavbarItem link is active: as React Router's NavLink matches it in Docusaurus, on the server and in the runtime alike. */
import { describe, expect, it } from 'vitest';
import { isNavLinkActive } from '../../../src/shared/nav-link.js';

describe('isNavLinkActive', () => {
  it('is active on its address and below it at a slash, a trailing slash and case aside', () => {
    const rule = { to: '/site/docs' };
    expect(['/site/docs', '/site/docs/', '/site/docs/a/b', '/site/DOCS/a'].filter((p) => isNavLinkActive(p, rule))).toHaveLength(4);
    expect(['/site/docsa', '/site/doc', '/site/', '/other/site/docs'].some((p) => isNavLinkActive(p, rule))).toBe(false);
    expect(isNavLinkActive('/site/docs/a', { to: '/site/docs/?tab=1#top' })).toBe(true);
  });

  it('with exact, only on its address', () => {
    expect(isNavLinkActive('/site/docs/', { to: '/site/docs', exact: true })).toBe(true);
    expect(isNavLinkActive('/site/docs/a', { to: '/site/docs', exact: true })).toBe(false);
  });

  it('takes a link to / as active everywhere unless exact, as React Router does', () => {
    expect(isNavLinkActive('/blog/post', { to: '/' })).toBe(true);
    expect(isNavLinkActive('/blog/post', { to: '/', exact: true })).toBe(false);
    expect(isNavLinkActive('/', { to: '/', exact: true })).toBe(true);
  });

  it('lets activeBaseRegex, then activeBasePath, decide instead of the address', () => {
    expect(isNavLinkActive('/site/api/v2', { to: '/site/docs', activeBasePath: '/site/api' })).toBe(true);
    expect(isNavLinkActive('/site/docs', { to: '/site/docs', activeBasePath: '/site/api' })).toBe(false);
    expect(isNavLinkActive('/site/docs/x', { to: '/site/docs', activeBaseRegex: '/(reference|api)/', activeBasePath: '/site/docs' })).toBe(false);
    expect(isNavLinkActive('/site/reference/x', { to: '/site/docs', activeBaseRegex: '/(reference|api)/' })).toBe(true);
  });

  it('is never active for an empty address', () => {
    expect(isNavLinkActive('/', { to: '' })).toBe(false);
  });
});
