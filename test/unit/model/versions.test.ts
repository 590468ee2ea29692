import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { createSiteModel } from '../../../src/model/site-model.js';
import { resolveVersionList, sameDocIn, type VersionListInput } from '../../../src/model/versions.js';
import { baseConfig, docs } from '../../helpers/model-inputs.js';

const input = (over: Partial<VersionListInput> = {}): VersionListInput => ({
  routeBasePath: '/',
  released: ['2.0', '1.0'],
  single: { name: 'current', label: 'Next' },
  includeCurrentVersion: true,
  options: {},
  configFile: 'site.config.ts',
  ...over,
});

function versions(over: Partial<VersionListInput> = {}) {
  const bag = new DiagnosticBag();
  return { list: resolveVersionList(input(over), bag), errors: bag.items.filter((d) => d.severity === 'error') };
}

describe('resolveVersionList', () => {
  it('keeps a site without versions.json on its one version at the docs root, without banner or badge', () => {
    expect(versions({ released: [] }).list).toEqual([{ name: 'current', label: 'Next', routeBase: '/', isLast: true, banner: 'none', badge: false }]);
  });

  it('serves the first of versions.json at the root, current at /next and older ones under their name, as Docusaurus does', () => {
    const { list } = versions();
    expect(list.map((v) => [v.name, v.label, v.routeBase, v.isLast, v.banner, v.badge])).toEqual([
      ['current', 'Next', '/next', false, 'unreleased', true],
      ['2.0', '2.0', '/', true, 'none', true],
      ['1.0', '1.0', '/1.0', false, 'unmaintained', true],
    ]);
  });

  it('takes lastVersion, per-version options, onlyIncludeVersions and includeCurrentVersion', () => {
    const { list } = versions({ routeBasePath: '/docs', lastVersion: 'current', options: { '1.0': { label: 'Legacy', path: 'legacy', badge: false } }, onlyIncludeVersions: ['current', '1.0'] });
    expect(list.map((v) => [v.name, v.label, v.routeBase, v.banner, v.badge])).toEqual([
      ['current', 'Next', '/docs', 'none', true],
      ['1.0', 'Legacy', '/docs/legacy', 'unmaintained', false],
    ]);
    expect(versions({ includeCurrentVersion: false }).list.map((v) => v.name)).toEqual(['2.0', '1.0']);
  });

  it('reports names that are no version, and a last version left out', () => {
    expect(versions({ lastVersion: '3.0' }).errors.map((e) => e.message)).toEqual([expect.stringContaining("docs.lastVersion names the version '3.0'")]);
    expect(versions({ options: { '0.9': { label: 'x' } } }).errors[0]?.message).toContain("'0.9'");
    expect(versions({ onlyIncludeVersions: ['1.0'] }).errors[0]?.code).toBe('versions/last-excluded');
    expect(versions({ released: [], includeCurrentVersion: false }).errors[0]?.code).toBe('versions/none');
  });
});

describe('a model with versions', () => {
  const bag = new DiagnosticBag();
  const metas = resolveVersionList(input(), bag);
  const released = (name: string, list: Parameters<typeof docs>[0]) => ({
    name,
    docs: docs(list).map((d) => ({ ...d, file: `versioned_docs/version-${name}/${d.relPath}` })),
    categories: [],
    sidebars: undefined,
  });
  const m = createSiteModel(
    docs([['index.md', { title: 'Home' }], ['install.md', { title: 'Install', tags: ['setup'] }], ['new.md', { title: 'New' }], ['pages/about.md', { title: 'About' }]]),
    [],
    { ...baseConfig, versions: metas },
    bag,
    [released('2.0', [['index.md', { title: 'Home' }], ['install.md', { title: 'Install', tags: ['setup'] }]]), released('1.0', [['index.md', { title: 'Home' }], ['old.md', { title: 'Old' }]])],
  );

  it('gives each version its routes, sidebar, tags and ids of its own, with no error', () => {
    expect(bag.items).toEqual([]);
    expect(m.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/install', '/next/', '/next/install', '/next/new', '/1.0/', '/1.0/old', '/about', '/tags/setup', '/next/tags/setup', '/search']));
    expect(m.version.name).toBe('2.0');
    expect(m.versions.map((v) => v.sidebars[0]!.items.map((i) => i.type === 'link' && i.href))).toEqual([
      ['/next/', '/next/install', '/next/new'],
      ['/', '/install'],
      ['/1.0/', '/1.0/old'],
    ]);
    expect(new Set(m.docs.map((d) => d.id)).size).toBe(m.docs.length);
    expect(m.docs.find((d) => d.route === '/1.0/old')?.id).toBe('version-1.0/old');
    // Standalone pages belong to no version and are built once.
    expect(m.docs.filter((d) => d.kind === 'page').map((d) => d.route)).toEqual(['/about']);
  });

  it("finds the same doc in another version, or that version's first page", () => {
    const [next, latest, old] = m.versions;
    expect(sameDocIn(latest!.lookup, 'install')).toBe('/install');
    expect(sameDocIn(old!.lookup, 'install')).toBe('/1.0/');
    expect(sameDocIn(next!.lookup, undefined)).toBe('/next/');
  });
});
