import { describe, expect, it } from 'vitest';
import { groupTagsByLetter } from '../../../src/model/tags.js';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { createSiteModel, type ModelConfig } from '../../../src/model/site-model.js';
import { baseConfig, categories, docs, model } from '../../helpers/model-inputs.js';

describe('navigation', () => {
  const { model: m } = model(
    docs([['index.md', { title: 'Home', sidebar_position: 0 }], ['g/a.md', { title: 'A' }], ['g/b.md', { title: 'B', unlisted: true }], ['g/c.md', { title: 'C' }], ['h/d.md', { title: 'D', pagination_prev: null, pagination_next: 'index' }]]),
    categories([['g', { label: 'Group', position: 1, link: { type: 'generated-index' } }], ['h', { label: 'H', position: 2 }]]),
  );

  it('links previous and next along the sidebar, through category pages, skipping unlisted docs', () => {
    expect(m.nav.get('/')?.next).toEqual({ title: 'Group', href: '/category/group' });
    expect(m.nav.get('/category/group')).toMatchObject({ previous: { href: '/' }, next: { href: '/g/a' } });
    expect(m.nav.get('/g/a')?.next).toEqual({ title: 'C', href: '/g/c' });
    expect(m.nav.get('/g/c')?.previous).toEqual({ title: 'A', href: '/g/a' });
  });

  it('lets front matter override or remove pagination', () => {
    expect(m.nav.get('/h/d')?.previous).toBeUndefined();
    expect(m.nav.get('/h/d')?.next).toEqual({ title: 'Home', href: '/' });
  });

  it('builds breadcrumbs along the sidebar path, each category linking to its page', () => {
    expect(m.nav.get('/g/c')?.breadcrumbs).toEqual([{ label: 'Group', href: '/category/group' }, { label: 'C' }]);
    // H asks for no page of its own; it gets a generated one all the same.
    expect(m.nav.get('/h/d')?.breadcrumbs).toEqual([{ label: 'H', href: '/category/h' }, { label: 'D' }]);
  });

  it('describes the version as the spec does', () => {
    expect(m.version).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index' });
    expect(m.version.docs.find((d) => d.id === 'g/b')).toEqual({ id: 'g/b', path: '/g/b', sidebar: 'docs', unlisted: true });
  });
});

describe('tags', () => {
  const { model: m } = model(docs([['a.md', { title: 'A', tags: ['HLS', 'push_rewrite'] }], ['b.md', { title: 'B', tags: [{ label: 'hls', description: 'HTTP Live Streaming' }, 'Docker'] }]]));

  it('gives each tag a slug and a page listing its docs', () => {
    expect(m.tags.map((t) => [t.tag.slug, t.tag.href, t.docs.length])).toEqual([
      ['docker', '/tags/docker', 1],
      ['hls', '/tags/hls', 2],
      ['push-rewrite', '/tags/push-rewrite', 1],
    ]);
    expect(m.tags[1]!.tag.description).toBe('HTTP Live Streaming');
    expect(m.routes.filter((r) => r.kind === 'tag')).toHaveLength(3);
  });

  it("slugs tags with lodash's kebabCase and keeps a written permalink, so a Docusaurus site's tag pages keep their addresses", () => {
    const { model: dm } = model(docs([['a.md', { title: 'A', tags: ['v2.0', 'OpenFeature summit', { label: 'Own', permalink: '/My_Own' }] }]]));
    expect(dm.tags.map((t) => t.tag.href)).toEqual(['/tags/open-feature-summit', '/tags/My_Own', '/tags/v-2-0']);
  });

  it('groups the tag index by first letter with counts', () => {
    expect(groupTagsByLetter(m.tags).map((g) => [g.letter, g.tags.map((t) => `${t.label}:${t.count}`)])).toEqual([
      ['D', ['Docker:1']],
      ['H', ['HLS:2']],
      ['P', ['push_rewrite:1']],
    ]);
  });
});

describe('route table', () => {
  it('is an exact, sorted list of every page', () => {
    const { model: m } = model(docs([['index.md'], ['a.md', { tags: ['x'] }], ['pages/markdown-page.md']]));
    expect(m.routes.map((r) => `${r.kind} ${r.path}`)).toEqual(['doc /', 'doc /a', 'page /markdown-page', 'search /search', 'tags /tags', 'tag /tags/x']);
  });

  it('reports colliding routes with both sources', () => {
    const { errors } = model(docs([['a.md', { slug: '/same' }], ['b.md', { slug: '/same/' }]]));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('routes/collision');
    expect(errors[0]!.message).toContain('content/docs/a.md');
    expect(errors[0]!.message).toContain('content/docs/b.md');
  });

  it('reports a doc that collides with a generated page', () => {
    const { errors } = model(docs([['tags.md'], ['a.md', { tags: ['x'] }]]));
    expect(errors.map((e) => e.code)).toEqual(['routes/collision']);
  });

  it('has no tags page when no doc has tags, as in Docusaurus (a doc may take its route)', () => {
    const { model: m, errors } = model(docs([['index.md'], ['a.md']]));
    expect(m.routes.map((r) => `${r.kind} ${r.path}`)).toEqual(['doc /', 'doc /a', 'search /search']);
    expect(model(docs([['tags.md']])).errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the sidebar each doc shows', () => {
  const sidebars = {
    main: ['intro', 'guide'],
    api: ['api/overview', { type: 'category' as const, label: 'Settings', items: ['api/config'] }],
  };
  const { model: m, errors } = model(
    docs([['intro.md', { title: 'Intro' }], ['guide.md', { title: 'Guide' }], ['api/overview.md', { title: 'Overview' }], ['api/config.md', { title: 'Config' }], ['faq.md', { title: 'FAQ' }], ['api/extra.md', { title: 'Extra', displayed_sidebar: 'api' }], ['guide2.md', { title: 'Hidden', displayed_sidebar: null }]]),
    [],
    { sidebars },
  );

  it('is the sidebar that holds the doc, with its neighbours and trail there', () => {
    expect(errors).toEqual([]);
    expect(m.nav.get('/api/config')).toEqual({ sidebarId: 'api', breadcrumbs: [{ label: 'Settings', href: '/category/settings' }, { label: 'Config' }], previous: { title: 'Settings', href: '/category/settings' }, next: undefined });
    expect(m.nav.get('/api/overview')).toMatchObject({ sidebarId: 'api', previous: undefined, next: { href: '/category/settings' } });
    expect(m.nav.get('/guide')).toMatchObject({ sidebarId: 'main', previous: { href: '/intro' }, next: undefined });
    expect(m.nav.get('/category/settings')?.sidebarId).toBe('api');
  });

  it('is none for a doc in no sidebar, and the one displayed_sidebar names (null: none)', () => {
    expect(m.nav.get('/faq')).toBeUndefined();
    expect(m.nav.get('/api/extra')).toEqual({ sidebarId: 'api', breadcrumbs: [] });
    expect(m.nav.get('/guide2')).toBeUndefined();
    expect(m.version.docs.filter((d) => d.sidebar !== undefined).map((d) => `${d.id}:${d.sidebar}`).sort()).toEqual(['api/config:api', 'api/extra:api', 'api/overview:api', 'guide:main', 'intro:main']);
  });

  it('is the last sidebar that lists a doc listed in several, as in Docusaurus', () => {
    const { model: two } = model(docs([['a.md'], ['b.md']]), [], { sidebars: { one: ['a', 'b'], two: ['b'] } });
    expect(two.nav.get('/b')).toEqual({ sidebarId: 'two', breadcrumbs: [{ label: 'b' }], previous: undefined, next: undefined });
    expect(two.nav.get('/a')?.next).toEqual({ title: 'b', href: '/b' });
  });

  it('reports a displayed_sidebar that names no sidebar at the doc, with the closest name', () => {
    const { errors: found } = model(docs([['a.md', { displayed_sidebar: 'apii' }], ['b.md']]), [], { sidebars: { main: ['b'], api: ['b'] } });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'docs/unknown-sidebar', file: 'content/docs/a.md', needle: 'displayed_sidebar', hint: "Did you mean 'api'?" });
    expect(found[0]!.message).toContain("'apii'");
  });
});

describe('docs areas', () => {
  const area = (navbarItems: ModelConfig['navbarItems'] = []) => {
    const bag = new DiagnosticBag();
    const m = createSiteModel(docs([['intro.md', { title: 'Intro' }]]), [], { ...baseConfig, routeBasePath: '/docs', navbarItems }, bag, [], [
      { id: 'community', label: 'Community', routeBasePath: '/community', docs: docs([['intro.md', { title: 'Welcome', tags: ['people'] }], ['events/meetups.md', { title: 'Meetups' }]]), categories: [], sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] } },
    ]);
    return { m, problems: bag.items.map((d) => `${d.severity} ${d.code}: ${d.message}`) };
  };

  it('gives an area its own ids, routes, sidebars, tags and category pages, apart from the main docs', () => {
    const { m, problems } = area();
    expect(problems).toEqual([]);
    // The same file name in both: two docs, two routes, ids kept apart.
    expect(m.docs.map((d) => [d.id, d.route])).toEqual([
      ['intro', '/docs/intro'],
      ['@community/intro', '/community/intro'],
      ['@community/events/meetups', '/community/events/meetups'],
    ]);
    expect(m.versions.map((v) => v.name)).toEqual(['current']);
    expect(m.areas).toHaveLength(1);
    expect(m.areas[0]).toMatchObject({ area: 'community', path: '/community', idPrefix: '@community/', tagsRoute: '/community/tags' });
    // The main docs have no tags, so no tags page (as in Docusaurus); search is at the site's root.
    expect(m.routes.map((r) => r.path)).toEqual(['/community/category/events', '/community/events/meetups', '/community/intro', '/community/tags', '/community/tags/people', '/docs/intro', '/search']);
    // Each area's pages walk their own sidebar.
    expect(m.nav.get('/community/intro')).toMatchObject({ sidebarId: 'docs', previous: { href: '/community/events/meetups' }, next: undefined });
    expect(m.nav.get('/docs/intro')).toMatchObject({ sidebarId: 'docs', next: undefined });
  });

  it("resolves navbar items in the area docsPluginId names, and reports one that names no area", () => {
    const { m, problems } = area([
      { type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'community', label: 'Community', position: 'left' },
      { type: 'doc', docId: 'events/meetups', docsPluginId: 'community', position: 'left' },
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'blog-docs', label: 'Gone', position: 'left' },
    ]);
    expect(m.navbar.map((i) => [i.label, i.href, i.docsArea])).toEqual([
      ['Community', '/community/category/events', 'community'],
      ['Meetups', '/community/events/meetups', undefined],
      ['Docs', '/docs/intro', undefined],
    ]);
    expect(problems).toEqual(["error navbar/unknown-docs-area: The navbar item 'Gone' names the docs area 'blog-docs', which does not exist. Docs areas: 'default', 'community'."]);
  });
});
