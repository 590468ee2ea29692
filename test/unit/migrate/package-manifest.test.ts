import { describe, expect, it } from 'vitest';
import { importedPackages, migratedManifest } from '../../../src/migrate/package-manifest.js';

/** A Docusaurus site's package.json as such sites write it. */
const SITE = {
  name: 'openfeature-docs',
  version: '0.0.0',
  private: true,
  scripts: {
    docusaurus: 'docusaurus',
    start: 'docusaurus start --port 3001',
    build: 'yarn sync:avatars && docusaurus build --out-dir dist --no-minify',
    'sync:avatars': 'node scripts/sync-avatars.js && yarn run optimize:avatars',
    'optimize:avatars': 'node scripts/optimize.js',
    serve: 'docusaurus serve',
    clear: 'docusaurus clear',
    'write-translations': 'docusaurus write-translations',
    typecheck: 'tsc',
    prebuild: 'docusaurus clear && node scripts/prebuild.js',
  },
  dependencies: {
    '@docusaurus/core': '^3.8.1',
    '@docusaurus/preset-classic': '^3.8.1',
    '@easyops-cn/docusaurus-search-local': '^0.49.0',
    'docusaurus-plugin-image-zoom': '^2.0.0',
    'docusaurus-theme-openapi-docs': '^4.0.0',
    redocusaurus: '^2.5.0',
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    react: '^18.2.0',
    'react-dom': '^18.2.0',
  },
  devDependencies: {
    '@docusaurus/module-type-aliases': '^3.8.1',
    '@docusaurus/tsconfig': '^3.8.1',
    tailwindcss: '^3.4.1',
    typescript: '~5.5.0',
    clsx: '^2.0.0',
  },
};

describe('migratedManifest', () => {
  it("lists the site's packages but Docusaurus's, mistdocs, and the scripts with the site's own steps kept", () => {
    const { json, notes } = migratedManifest({ site: SITE, mistdocs: '^1.2.3', configPackages: { 'remark-math': '^6.0.0' }, imported: new Set(['clsx', 'docusaurus-theme-openapi-docs']) });
    expect(json).toEqual({
      name: 'openfeature-docs',
      version: '0.0.0',
      private: true,
      scripts: {
        start: 'mistdocs serve --watch --port 3001',
        build: 'npm run sync:avatars && mistdocs build --out dist',
        serve: 'mistdocs serve',
        check: 'mistdocs check',
        prebuild: 'node scripts/prebuild.js',
        'sync:avatars': 'node scripts/sync-avatars.js && npm run optimize:avatars',
        'optimize:avatars': 'node scripts/optimize.js',
      },
      engines: { node: '>=20' },
      dependencies: {
        '@mdx-js/react': '^3.0.0',
        clsx: '^2.0.0',
        // Imported by the site's code, so kept although it is a Docusaurus theme.
        'docusaurus-theme-openapi-docs': '^4.0.0',
        mistdocs: '^1.2.3',
        react: '^18.2.0',
        'react-dom': '^18.2.0',
        'remark-math': '^6.0.0',
      },
      devDependencies: { tailwindcss: '^3.4.1', typescript: '~5.5.0' },
    });
    expect(notes).toEqual([
      'package.json: the Docusaurus plugins and themes @easyops-cn/docusaurus-search-local, docusaurus-plugin-image-zoom, redocusaurus were left out (mistdocs does not run them, and they would install Docusaurus).',
      'package.json scripts: `docusaurus clear` left out (Docusaurus commands mistdocs has no counterpart for).',
    ]);
  });

  it('leaves out a preset, theme or plugin the config lists whatever its name (stencil-site\'s @ionic-docs/preset-classic), unless the site imports it', () => {
    const site = { name: 'stencil', dependencies: { '@ionic-docs/preset-classic': '^1.3.0', '@acme/theme-x': '^1.0.0', 'prism-react-renderer': '^2.3.0', react: '^18.2.0' } };
    const { json, notes } = migratedManifest({ site, mistdocs: '^1.2.3', configPackages: {}, imported: new Set(['@acme/theme-x']), configured: new Set(['@ionic-docs/preset-classic', '@acme/theme-x']) });
    expect(json.dependencies).toEqual({ '@acme/theme-x': '^1.0.0', 'prism-react-renderer': '^2.3.0', react: '^18.2.0', mistdocs: '^1.2.3' });
    expect(notes[0]).toBe('package.json: the Docusaurus plugins and themes @ionic-docs/preset-classic were left out (mistdocs does not run them, and they would install Docusaurus).');
  });

  it('names a dependency on a local folder or tarball from the migrated site, as npm reads it from the package.json', () => {
    const site = { dependencies: { lib: 'file:..', react: 'file:../node_modules/react', abs: 'file:/opt/lib', clsx: '^2.0.0' }, devDependencies: { tool: 'link:../tools/x.tgz' } };
    const { json } = migratedManifest({ site, mistdocs: '^1.0.0', configPackages: {}, imported: new Set(), moved: { from: '/repo/website', to: '/work/migrated' } });
    expect(json.dependencies).toEqual({ abs: 'file:/opt/lib', clsx: '^2.0.0', lib: 'file:../../repo', mistdocs: '^1.0.0', react: 'file:../../repo/node_modules/react' });
    expect(json.devDependencies).toEqual({ tool: 'link:../../repo/tools/x.tgz' });
  });

  it('gives a site without a package.json the four scripts and mistdocs', () => {
    const { json, notes } = migratedManifest({ site: undefined, mistdocs: 'file:../mistdocs-0.1.0.tgz', configPackages: {}, imported: new Set() });
    expect(json).toEqual({
      private: true,
      scripts: { start: 'mistdocs serve --watch', build: 'mistdocs build', serve: 'mistdocs serve', check: 'mistdocs check' },
      engines: { node: '>=20' },
      dependencies: { mistdocs: 'file:../mistdocs-0.1.0.tgz' },
    });
    expect(notes).toEqual([]);
  });

  it('keeps a build script that is not Docusaurus as mistdocs build, and a step after the build', () => {
    const { json } = migratedManifest({ site: { scripts: { build: 'docusaurus build && node scripts/after.js', start: 'node server.js', 'docs:version': 'docusaurus docs:version' } }, mistdocs: '^1.0.0', configPackages: {}, imported: new Set() });
    expect(json.scripts).toEqual({ start: 'mistdocs serve --watch', build: 'mistdocs build && node scripts/after.js', serve: 'mistdocs serve', check: 'mistdocs check' });
  });
});

describe('importedPackages', () => {
  it('names the packages of bare imports and requires, not the site\'s own or Docusaurus aliases', () => {
    const text = "import clsx from 'clsx';\nimport Link from '@docusaurus/Link';\nimport x from '@site/src/x';\nimport './y.css';\nconst z = require('@scope/pkg/sub');\nimport('lodash/get');\nimport Layout from '@theme/Layout';\n@import 'tailwindcss/utilities';\n";
    expect(importedPackages(text)).toEqual(['clsx', '@docusaurus/Link', '@scope/pkg', 'lodash', 'tailwindcss']);
  });
});
