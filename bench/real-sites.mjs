#!/usr/bin/env node
/**
 * Real public Docusaurus sites, built by Docusaurus and, migrated unmodified, by mistdocs, then compared
 * page by page (bench/compare-docusaurus.mjs). Nothing of these sites is kept in this repository: each
 * is fetched at its pinned commit into a work folder outside it.
 *
 *   node bench/real-sites.mjs <work-folder> [site ...] [--steps fetch,install,docusaurus,migrate,npm,mistdocs,compare,home] [--one-locale]
 *
 * Sites run in the order given (all of them, in the table's order, when none is named). --one-locale
 * builds and compares a site's default locale only (its other locales are left out of both builds).
 *
 * For each site, under <work-folder>/<name>/:
 *   src/               the repository at the pinned commit, its dependencies installed, built by Docusaurus
 *   clean/             the same commit again, untouched (what `mistdocs migrate` reads)
 *   mist/              the migrated site (migrated with --dependency on a tarball of this mistdocs, packed once
 *                      into <work-folder>/mistdocs-*.tgz)
 *   build-docusaurus/  Docusaurus's build (one locale)
 *   build-mistdocs/    mistdocs's build
 *   compare.json       the comparison; the summary table goes to <work-folder>/summary.md
 *   home.json          the home page of both builds in Chromium: layout height and section headings
 *   *.log              each step's output, with its time
 *
 * A site's repository is taken from $MIRROR/<owner>+<name>/repo when that bare copy exists, else cloned.
 * Docusaurus builds run one at a time. Node 20, the npm registry (yarn through npx).
 *
 * Steps: `npm` is what an author does after migrate and nothing else: `npm install && npm run build` in
 * the migrated site, whose build is then moved to build-mistdocs/. `mistdocs` is the older path (packages
 * the notes name installed one by one, a build per locale); it runs only for a site with locales, or when
 * the npm step failed. `home` opens both home pages in Chromium (playwright-core, /usr/bin/chromium or
 * $CHROMIUM_PATH) at 1280x800 and records the page's height and its h1-h3 headings.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBuilds, summarise } from './compare-docusaurus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const mistdocsBin = path.resolve(here, '..', 'bin', 'mistdocs.js');

/**
 * dir: the site's folder in the repository (where docusaurus.config.* is).
 * submodules: folders of the repository that are git submodules, filled at the commit the repository
 *   records, from $MIRROR/<owner>+<name>/repo or a clone of https://github.com/<repo>.
 * install: run in `dir` (or the repository root with installAtRoot).
 * prebuild: what the site's own build script runs before `docusaurus build`, in both copies.
 */
export const sites = [
  {
    name: 'metro',
    repo: 'facebook/metro',
    commit: 'a4e01a994f751ef3ef6483cf102dde59be4c7ffa',
    dir: 'website',
    docusaurus: '3.7',
    features: "docs outside the site folder (../docs), Meta's preset wrapping the classic one, Sass",
    // Meta's docs plugin looks for Mercurial with a lookup that throws when it is absent; an hg that
    // fails makes it take the path it takes outside Meta.
    shims: { hg: 'exit 1' },
    // Part of its lockfile names Meta's own mirror of the registry; the same files are on the public one.
    install: "sed -i 's#https://registry.facebook.net/#https://registry.yarnpkg.com/#g' yarn.lock && npx --yes yarn@1 install --ignore-engines --frozen-lockfile --network-timeout 600000",
  },
  {
    name: 'react-redux',
    repo: 'reduxjs/react-redux',
    commit: 'a742e64a673bcec953e3456628760cb7a0597d7a',
    dir: 'website',
    docusaurus: '3.6',
    features: 'docs outside the site folder, a site component from a package (react-lite-youtube-embed)',
    // Yarn 4, from the repository's own yarnPath.
    install: 'npx --yes yarn@1 install',
  },
  {
    name: 'detox',
    repo: 'wix/Detox',
    // The commit before 'docs: add internal architecture documentation', whose links to ../../ARCHITECTURE.md
    // (a file outside the docs) fail the site's own Docusaurus build (onBrokenLinks: 'throw').
    commit: '2d173719bf6894771085f8bfc362847203349de5',
    dir: 'website',
    docusaurus: '2.4',
    features: 'Docusaurus 2, versions 19.x and 20.x, client redirects, npm2yarn, a blog, partials',
    // The repository is a Yarn 4 workspace of native test tooling; the site is one workspace of it, installed
    // alone (Yarn's `workspaces focus`) from the repository's lockfile. Install scripts left out: image
    // optimisers' postinstalls download binaries.
    installAtRoot: true,
    install: 'YARN_ENABLE_SCRIPTS=false node .yarn/releases/yarn-4.12.0.cjs workspaces focus website',
  },
  {
    name: 'markuplint',
    repo: 'markuplint/markuplint',
    commit: '335aeb49303b8c011a9533d68d5cc75b9c5bfc04',
    dir: 'website',
    docusaurus: '3.8',
    features: 'locales (en, ja), a second docs instance (community), client redirects with createRedirects, npm2yarn',
    // Yarn 4 (its packageManager) from its own lockfile. One dev dependency, the repository's own Prettier
    // config, is not on the public registry (404) and plays no part in a build: left out.
    install: "git checkout -- yarn.lock && npm pkg delete 'devDependencies.@markuplint-dev/prettier-config' && rm -rf node_modules && YARN_ENABLE_SCRIPTS=false YARN_ENABLE_IMMUTABLE_INSTALLS=false npx --yes @yarnpkg/cli-dist@4.9.4 install",
    // The site's own prebuild writes the rule pages from the rules' READMEs and copies two root files;
    // its third part asks GitHub for the contributors, which it already tolerates failing: an empty list.
    // Its scripts call glob in the callback form of glob 7, which its monorepo has and the site's own
    // packages do not: glob 7 beside the scripts.
    prebuild: `(cd scripts/prebuild && npm install --no-save --no-package-lock --no-audit --no-fund glob@7) && npx --yes tsx -e "(async () => { await (await import('./scripts/prebuild/rules.mts')).createRuleDocs(); await (await import('./scripts/prebuild/copy-raw-docs.mts')).copyRawDocs(); })()" && echo [] > contributors.json`,
    locale: 'en',
    // Its Japanese pages too, each locale a build of its own in both.
    moreLocales: ['ja'],
    pending: 'the second docs instance (community) is not carried by migrate yet, so links to it are broken',
    // Docusaurus 3.8 asks the site's package manager for its version; the site's is Yarn 4.9.4.
    shims: { yarn: 'echo 4.9.4' },
  },
  {
    name: 'stencil',
    repo: 'ionic-team/stencil-site',
    commit: 'bc1f11bcf5b0907ca266a9f691fa06dd4d023fa3',
    dir: '.',
    docusaurus: '3.5',
    features: 'number-prefixed files, 29 versions, client redirects, npm2yarn, a blog',
    // Install scripts left out: sharp 0.32's downloads its native library from outside the registry. Its
    // ideal-image plugin needs sharp at build time: sharp 0.33, whose library comes as a registry package,
    // in place of the copies nested under the plugin's packages.
    install: 'npm ci --no-audit --no-fund --legacy-peer-deps --ignore-scripts && npm install --no-save --no-audit --no-fund --legacy-peer-deps --ignore-scripts sharp@0.33.5 && rm -rf node_modules/@docusaurus/*/node_modules/sharp',
  },
  {
    name: 'socketio',
    repo: 'socketio/socket.io-website',
    commit: 'ffb3288023021daa0dee1c3ffaf23de13f75b39e',
    dir: '.',
    docusaurus: '2.4',
    features: 'Docusaurus 2 with MDX 1 pages, versions 2.x to 4.x, a blog of 40 posts, five locales, a sidebarItemsGenerator passing its own isCategoryIndex, site components importing static files and sponsors.json by relative paths',
    // One locale built by both, as for markuplint (Docusaurus builds each locale as a build of its own),
    // and its Chinese and Spanish pages too (its French pages link to /fr/blog/..., which a French build
    // alone at the root does not have: Docusaurus's build of them fails).
    locale: 'en',
    moreLocales: ['zh-CN', 'es'],
    install: 'npx --yes yarn@1 install --frozen-lockfile --ignore-scripts',
  },
  {
    name: 'coderabbit',
    repo: 'coderabbitai/coderabbit-docs',
    commit: '999426584c2cfa6a1b2697f116ba45c574921e65',
    dir: '.',
    docusaurus: '3.8',
    pages: ['/', '/getting-started/configure-coderabbit', '/tools/clippy', '/platforms'],
    features: 'Tailwind, a YAML editor island on react-ace (which reads window at import), an ace worker imported with webpack inline-loader syntax (file-loader?...!), a JSON-schema viewer, a swizzled footer and blog post item, a partial from src/components',
    // pnpm 9 from its own lockfile, its packages laid out flat as npm lays them. The lockfile's version of
    // its search theme (@inkeep/cxkit-docusaurus 0.5.52) is gone from the registry (404): the oldest there.
    install: "npm pkg set 'dependencies.@inkeep/cxkit-docusaurus=0.5.64' && npx --yes pnpm@9 install --no-frozen-lockfile --config.node-linker=hoisted",
  },
  {
    name: 'react-autocomplete',
    repo: 'szhsin/react-autocomplete',
    commit: '392c8caf71ac835cf16eca1751b3540051bb65f3',
    dir: 'website',
    docusaurus: '3.9',
    features: "live examples as site components with CSS modules and state, each page showing their source and data through webpack's inline raw-loader (!!raw-loader!@site/src/...), data modules in src/data, swizzled Tabs, TabItem and Footer",
    // The site takes the library, React and TypeScript from the repository root (file:..): both installed,
    // without install scripts. The library's build is committed (dist/).
    installAtRoot: true,
    install: 'npm ci --no-audit --no-fund --ignore-scripts && cd website && npm ci --no-audit --no-fund --ignore-scripts',
    // Its package.json takes React from the root's node_modules (file:../node_modules/react), which only an
    // installed copy has: migrated from that copy, as its author would from their checkout.
    migrateInstalled: 'React from the repository root (file:../node_modules/react)',
    // The home page and three doc pages opened in Chromium by bench/real-sites-browser.mjs.
    pages: ['/', '/docs/features/autocomplete', '/docs/extras/virtualization', '/docs/features/multiSelectDropdown'],
  },
  {
    name: 'caesar',
    repo: 'moves-rwth/caesar',
    commit: '3a40854f38cbf6e4fa6902304946f57f39fc43ec',
    dir: 'website',
    docusaurus: '3.9',
    features: 'mdx-code-block fences (TOCInline over the page toc, DocCardList), KaTeX, Mermaid, a swizzled prism-include-languages with a language of its own, site components with CSS modules, a blog, React 19',
    pages: ['/', '/docs/getting-started/installation', '/docs/proof-rules', '/docs/caesar/slicing'],
    install: 'npx --yes yarn@1 install --frozen-lockfile --ignore-scripts',
  },
  {
    name: 'phpvms',
    repo: 'phpvms/docs',
    commit: '19ebb9ade78c05e4239b06670b4bab3c2428a5a1',
    dir: '.',
    docusaurus: '3.10',
    pages: ['/', '/acars/user-guide', '/8.x/acars/client/install', '/8.x/guides/basics'],
    features: 'docs at the root in two versions, mdx-code-block fences opening Tabs, components given to every page through a swizzled MDXComponents, client modules, ideal-image, image zoom, Mermaid, TSX pages with CSS modules',
    // Install scripts left out (sharp 0.32 downloads its library from outside the registry); its ideal-image
    // plugin gets sharp 0.33, whose library is a registry package, as for stencil.
    install: 'npm ci --no-audit --no-fund --ignore-scripts && npm install --no-save --no-audit --no-fund --ignore-scripts sharp@0.33.5 && rm -rf node_modules/@docusaurus/*/node_modules/sharp',
  },
  {
    name: 'openfeature',
    repo: 'open-feature/openfeature.dev',
    commit: 'a15ac12cd7997adf235bfd485ad5dc45d42cd701',
    dir: '.',
    docusaurus: '3.10',
    features: 'Tailwind 3 through a plugin function in the config, gtag plugin, docs instances from git submodules (specification, community), client redirects, Sass, magic comments, a blog by year, header-github-link',
    submodules: [
      { path: 'external-content/specification', repo: 'open-feature/spec' },
      { path: 'external-content/community', repo: 'open-feature/community' },
      // Not a submodule: the OpenAPI file its redocusaurus preset downloads at build time (the machine reaches
      // only the npm registry), read from this folder instead in both copies (the prebuild below).
      { path: 'external-content/protocol', repo: 'open-feature/protocol', commit: 'd1a63a4e84e6297599ce566126e7764c1419f80a' },
    ],
    prebuild: "sed -i 's#https://raw.githubusercontent.com/open-feature/protocol/main/service/openapi.yaml#./external-content/protocol/service/openapi.yaml#' docusaurus.config.ts",
    // Yarn 4 (its packageManager), node-modules linker, from its lockfile; install scripts left out.
    install: 'YARN_ENABLE_SCRIPTS=false npx --yes @yarnpkg/cli-dist@4.12.0 install --immutable',
  },
  {
    name: 'masa',
    repo: 'masa-finance/docs',
    commit: 'd8973f5f9a3b91b162db07aff82873a94aff71bd',
    dir: '.',
    docusaurus: '2.4',
    features: 'Tailwind 3 through a local plugin (src/plugins/tailwind), a local plugin with configureWebpack only, Google Tag Manager in the preset, a plugin package (docusaurus-node-polyfills)',
    install: 'npx --yes yarn@1 install --frozen-lockfile --ignore-scripts --network-timeout 600000',
  },
  {
    name: 'guychienll',
    repo: 'guychienll/guychienll',
    commit: '0d8814ee711fdbd99e30b096256499a08e8fdd0a',
    dir: '.',
    docusaurus: '3.8',
    features: 'Tailwind 4 (@tailwindcss/postcss) through a local plugin, a local plugin writing a feed (notes-feed), gtag in the preset, a second docs instance (notes)',
    install: 'npm ci --no-audit --no-fund --ignore-scripts',
  },
  {
    name: 'novia-land',
    repo: 'tokeidai/novia-land',
    commit: '66f45761dcf2a2975cc035235a2a6aeb46eaf849',
    dir: '.',
    docusaurus: '3.4',
    features: 'Tailwind 3 (with @tailwindcss/typography) through a local plugin, no preset (docs, pages and theme-classic as plugins), docs areas with include, a TypeScript config importing a local module',
    install: 'npx --yes pnpm@9 install --frozen-lockfile --ignore-scripts',
    // At this commit its navbar links to /about and /bookshelf, pages it does not have yet, and its
    // onBrokenLinks: 'throw' fails Docusaurus's build (and mistdocs's, likewise): 'warn' in both copies.
    prebuild: "sed -i 's/onBrokenLinks: \"throw\"/onBrokenLinks: \"warn\"/' docusaurus.config.ts",
  },
];

/** A log without its colours. */
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** The version of a package the Docusaurus build used (from the site's node_modules, hoisted or not). */
function installedVersion(siteDir, name) {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function sh(command, cwd, log, shimDir) {
  const started = Date.now();
  const env = { ...process.env, NODE_OPTIONS: '--max-old-space-size=6144' };
  if (shimDir) env.PATH = `${shimDir}:${env.PATH}`;
  const result = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env });
  const ms = Date.now() - started;
  writeFileSync(log, `$ ${command}\n(in ${cwd})\n${result.stdout}\n${result.stderr}\nexit ${result.status} after ${ms} ms\n`);
  return { ok: result.status === 0, ms };
}

/** A bare copy of a repository: $MIRROR's when it has one, else a clone into `fallback`. */
function bareCopy(repo, fallback) {
  const mirror = process.env.MIRROR && path.join(process.env.MIRROR, repo.replace('/', '+'), 'repo');
  if (mirror && existsSync(mirror)) return mirror;
  if (!existsSync(fallback)) execFileSync('git', ['clone', '--bare', '--filter=blob:none', `https://github.com/${repo}.git`, fallback], { stdio: 'inherit' });
  return fallback;
}

/** A submodule's files at the commit the site's repository records for it (or the one named), in place. */
function fillSubmodule(gitDir, site, sub, target) {
  const commit = sub.commit ?? execFileSync('git', [`--git-dir=${gitDir}`, 'rev-parse', `${site.commit}:${sub.path}`], { encoding: 'utf8' }).trim();
  const subGit = bareCopy(sub.repo, path.join(path.dirname(target), `${sub.repo.replace('/', '+')}.git`));
  const folder = path.join(target, sub.path);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('bash', ['-c', `git --git-dir='${subGit}' archive ${commit} | tar -C '${folder}' -xf -`]);
}

export function checkout(site, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const mirror = process.env.MIRROR && path.join(process.env.MIRROR, site.repo.replace('/', '+'), 'repo');
  let gitDir = mirror && existsSync(mirror) ? mirror : undefined;
  if (!gitDir) {
    gitDir = `${target}.git`;
    if (!existsSync(gitDir)) execFileSync('git', ['clone', '--bare', '--filter=blob:none', `https://github.com/${site.repo}.git`, gitDir], { stdio: 'inherit' });
  }
  // A partial copy may lack some large files (images, videos): the rest is taken, and they are listed.
  const missing = execFileSync('bash', ['-c', `git --git-dir='${gitDir}' ls-tree -r ${site.commit} | awk '$2 == "blob" {print $3" "$4}' | git --git-dir='${gitDir}' cat-file --batch-check='%(objectname) %(objecttype) %(rest)' | awk '$2 == "missing" {print $1}'`], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const absent = new Set(missing.split('\n').filter(Boolean));
  const excludes = [];
  if (absent.size) {
    for (const line of execFileSync('git', [`--git-dir=${gitDir}`, 'ls-tree', '-r', site.commit], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n')) {
      const [meta, file] = line.split('\t');
      if (file && absent.has(meta.split(' ')[2])) excludes.push(file);
    }
    process.stdout.write(`${site.name}: ${excludes.length} files absent from the copy: ${excludes.join(' ')}\n`);
  }
  // Through an index of its own, from which the absent files are removed (git archive would stop at them).
  const index = `${target}.index`;
  const git = (args, input) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { env: { ...process.env, GIT_INDEX_FILE: index, GIT_WORK_TREE: target }, cwd: target, input, maxBuffer: 1 << 28 });
  git(['read-tree', site.commit]);
  if (excludes.length) git(['update-index', '--force-remove', '-z', '--stdin'], excludes.map((f) => `${f}\0`).join(''));
  git(['checkout-index', '-a', '-f']);
  rmSync(index, { force: true });
  // An empty file in place of each, in both copies alike, so that a page's reference to it still resolves.
  for (const exclude of excludes) {
    const file = path.join(target, exclude);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  for (const sub of site.submodules ?? []) fillSubmodule(gitDir, site, sub, target);
  // Docusaurus reads each doc's last update from git: one commit holds the snapshot.
  execFileSync('bash', ['-c', 'git init -q && git add -A && git -c user.name=snapshot -c user.email=snapshot@example.invalid commit -qm snapshot --no-verify'], { cwd: target });
}

async function runSite(site, root, steps, oneLocale = false) {
  const work = path.join(root, site.name);
  mkdirSync(work, { recursive: true });
  const state = existsSync(path.join(work, 'state.json')) ? JSON.parse(readFileSync(path.join(work, 'state.json'), 'utf8')) : {};
  const save = () => writeFileSync(path.join(work, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
  const src = path.join(work, 'src');
  const clean = path.join(work, 'clean');
  const mist = path.join(work, 'mist');
  const siteDir = path.join(src, site.dir);
  const step = (name) => steps.includes(name);
  if (step('fetch')) {
    checkout(site, src);
    checkout(site, clean);
  }
  if (step('install')) {
    state.install = sh(site.install, site.installAtRoot ? src : siteDir, path.join(work, 'install.log'));
    save();
  }
  if (step('docusaurus')) {
    if (site.prebuild) {
      // The prebuild needs the site's packages; the copy migrate reads gets what it wrote, not the packages.
      state.prebuild = sh(site.prebuild, siteDir, path.join(work, 'prebuild.log'));
      sh(`rm -rf '${clean}' && mkdir -p '${clean}' && tar -C '${src}' --exclude=node_modules --exclude=.docusaurus -cf - . | tar -C '${clean}' -xf -`, work, path.join(work, 'prebuild-copy.log'));
    }
    const out = path.join(work, 'build-docusaurus');
    let shimDir;
    if (site.shims) {
      shimDir = path.join(work, 'shims');
      mkdirSync(shimDir, { recursive: true });
      for (const [name, script] of Object.entries(site.shims)) writeFileSync(path.join(shimDir, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
    }
    const locale = site.locale ? ` --locale ${site.locale}` : '';
    // Into the site's own build/ (a plugin may write there by that name in its postBuild), then moved.
    rmSync(path.join(siteDir, 'build'), { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    state.docusaurus = sh(`npx docusaurus build${locale} && mv build '${out}'`, siteDir, path.join(work, 'docusaurus.log'), shimDir);
    for (const other of oneLocale ? [] : (site.moreLocales ?? [])) {
      rmSync(path.join(siteDir, 'build'), { recursive: true, force: true });
      rmSync(`${out}-${other}`, { recursive: true, force: true });
      (state.locales ??= {})[other] = { ...state.locales?.[other], docusaurus: sh(`npx docusaurus build --locale ${other} && mv build '${out}-${other}'`, siteDir, path.join(work, `docusaurus-${other}.log`), shimDir) };
    }
    save();
  }
  if (step('migrate')) {
    rmSync(mist, { recursive: true, force: true });
    const dependency = ` --dependency '${mistdocsTarball(root)}'`;
    state.migrate = sh(`node '${mistdocsBin}' migrate '${path.join(site.migrateInstalled ? src : clean, site.dir)}' --out '${mist}'${dependency}`, work, path.join(work, 'migrate.log'));
    if (!state.migrate.ok) {
      // Recorded as such in the table: migrate could not run the config without the site's packages.
      rmSync(mist, { recursive: true, force: true });
      state.migrateInstalled = sh(`node '${mistdocsBin}' migrate '${siteDir}' --out '${mist}'${dependency}`, work, path.join(work, 'migrate-installed.log'));
    } else delete state.migrateInstalled;
    save();
  }
  if (step('npm') && existsSync(path.join(mist, 'package.json'))) {
    // What the migration's "Next:" line says, and nothing else; the build's folder is then compared.
    const out = path.join(work, 'build-mistdocs');
    rmSync(path.join(mist, 'build'), { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    state.npmInstall = sh('npm install --no-audit --no-fund', mist, path.join(work, 'npm-install.log'));
    state.npm = state.npmInstall.ok ? sh(`npm run build && mv build '${out}'`, mist, path.join(work, 'npm-build.log')) : { ok: false, ms: 0 };
    save();
  }
  if (step('mistdocs') && !(state.npm?.ok && ((!site.locale && !site.moreLocales) || oneLocale))) {
    // What the migration note asks the author to install (packages the docs import), as an author would,
    // at the version the Docusaurus build used.
    delete state.packages;
    // A package at the version the Docusaurus build used (installed there, else as the site's package.json names it).
    const own = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    const spec = (p) => { const range = installedVersion(siteDir, p) ?? own.dependencies?.[p] ?? own.devDependencies?.[p]; return range ? `'${p}@${range}'` : p; };
    const wanted = [...plain(readFileSync(path.join(work, existsSync(path.join(work, 'migrate-installed.log')) && state.migrateInstalled ? 'migrate-installed.log' : 'migrate.log'), 'utf8')).matchAll(/`npm install ([^`]+)`/g)].flatMap((m) => m[1].split(/\s+/));
    // The packages migrate listed in the new site's package.json (its Markdown plugins), as `npm install` there gets them.
    const listed = existsSync(path.join(mist, 'package.json')) ? Object.keys(JSON.parse(readFileSync(path.join(mist, 'package.json'), 'utf8')).dependencies ?? {}) : [];
    if (listed.length && !wanted.length) {
      state.packages = listed;
      sh('npm install --no-audit --no-fund --legacy-peer-deps', mist, path.join(work, 'mist-install.log'));
    }
    if (wanted.length) {
      if (!existsSync(path.join(mist, 'package.json'))) writeFileSync(path.join(mist, 'package.json'), '{ "private": true }\n');
      state.packages = [...new Set([...listed, ...wanted])];
      sh(`npm install --no-audit --no-fund --legacy-peer-deps ${state.packages.map(spec).join(' ')}`, mist, path.join(work, 'mist-install.log'));
    }
    const locale = site.locale ? ` --locale ${site.locale}` : '';
    const build = () => sh(`node '${mistdocsBin}' build --no-cache --force --out '${path.join(work, 'build-mistdocs')}'${locale}`, mist, path.join(work, 'mistdocs.log'));
    // Then, while the build fails: packages it asks for (a React page's or a stylesheet's) are installed
    // as an author would, at the version the Docusaurus build used; and a site whose build fails because
    // of something another change is carrying (named in `pending`) is built with the link policy at
    // 'warn', so the rest can still be compared (the table says so).
    delete state.lenient;
    for (let round = 0; round < 4; round++) {
      state.mistdocs = build();
      if (state.mistdocs.ok) break;
      const asked = [...plain(readFileSync(path.join(work, 'mistdocs.log'), 'utf8')).matchAll(/`npm install ([^`]+)`/g)].flatMap((m) => m[1].split(/\s+/)).filter((p) => !(state.packages ?? []).includes(p));
      if (asked.length) {
        if (!existsSync(path.join(mist, 'package.json'))) writeFileSync(path.join(mist, 'package.json'), '{ "private": true }\n');
        state.packages = [...new Set([...(state.packages ?? []), ...asked])];
        sh(`npm install --no-audit --no-fund --legacy-peer-deps ${[...new Set(asked)].map(spec).join(' ')}`, mist, path.join(work, `mist-install-${round + 2}.log`));
      } else if (site.pending && !state.lenient) {
        const file = path.join(mist, 'site.config.ts');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/("onBroken(?:Links|Anchors|MarkdownLinks)": )"throw"/g, '$1"warn"'));
        state.lenient = site.pending;
      } else break;
    }
    if (!state.mistdocs.ok) delete state.lenient;
    for (const other of oneLocale ? [] : (site.moreLocales ?? [])) {
      (state.locales ??= {})[other] = { ...state.locales?.[other], mistdocs: sh(`node '${mistdocsBin}' build --no-cache --force --out '${path.join(work, `build-mistdocs-${other}`)}' --locale ${other}`, mist, path.join(work, `mistdocs-${other}.log`)) };
    }
    save();
  }
  if (step('compare') && existsSync(path.join(work, 'build-docusaurus')) && existsSync(path.join(work, 'build-mistdocs'))) {
    const result = await compareBuilds(path.join(work, 'build-docusaurus'), path.join(work, 'build-mistdocs'));
    writeFileSync(path.join(work, 'compare.json'), `${JSON.stringify(result, null, 2)}\n`);
    state.compare = summarise(result);
    save();
  }
  for (const other of step('compare') && !oneLocale ? (site.moreLocales ?? []) : []) {
    const theirs = path.join(work, `build-docusaurus-${other}`);
    const ours = path.join(work, `build-mistdocs-${other}`);
    if (!existsSync(theirs) || !existsSync(ours)) continue;
    // Docusaurus builds one locale alone at the root (a deployment of its own), with links without the
    // locale; mistdocs builds it under its folder, as a part of the whole site: its folder is compared
    // with Docusaurus's root, its links without the locale's prefix.
    const alone = !existsSync(path.join(theirs, other));
    const result = alone ? await compareBuilds(theirs, path.join(ours, other), '/', `/${other}`) : await compareBuilds(theirs, ours, `/${other}/`);
    writeFileSync(path.join(work, `compare-${other}.json`), `${JSON.stringify(result, null, 2)}\n`);
    state.locales[other].compare = summarise(result);
    save();
  }
  if (step('postcss') && existsSync(path.join(mist, 'node_modules'))) {
    // One cold build of the migrated site as it is, and one of a copy whose PostCSS is switched off: its
    // postcss.config.* removed and its plugins' configurePostCss renamed (so never called). Single runs.
    const bare = path.join(work, 'mist-without-postcss');
    rmSync(bare, { recursive: true, force: true });
    sh(`mkdir -p '${bare}' && tar -C '${mist}' --exclude=./node_modules --exclude=./build --exclude=./.mistdocs-cache -cf - . | tar -C '${bare}' -xf - && ln -s '${path.join(mist, 'node_modules')}' '${path.join(bare, 'node_modules')}' && rm -f '${bare}'/postcss.config.* '${bare}'/.postcssrc* && grep -rlZ configurePostCss '${bare}/site.config.ts' '${bare}/src' | xargs -0 -r sed -i 's/configurePostCss/configurePostCssSwitchedOff/g'`, work, path.join(work, 'postcss-copy.log'));
    const cold = (dir, name) => sh(`node '${mistdocsBin}' build --no-cache --force --out '${path.join(work, `build-${name}`)}'`, dir, path.join(work, `${name}.log`));
    state.postcss = { with: cold(mist, 'cold-with-postcss'), without: cold(bare, 'cold-without-postcss') };
    save();
  }
  if (step('home') && existsSync(path.join(work, 'build-docusaurus')) && existsSync(path.join(work, 'build-mistdocs'))) {
    // Served under the site's base URL (Detox's /Detox/), as its pages ask for their styles there.
    const base = /"baseUrl": "([^"]+)"/.exec(existsSync(path.join(mist, 'site.config.ts')) ? readFileSync(path.join(mist, 'site.config.ts'), 'utf8') : '')?.[1] ?? '/';
    const result = await compareHomes(path.join(work, 'build-docusaurus'), path.join(work, 'build-mistdocs'), base);
    writeFileSync(path.join(work, 'home.json'), `${JSON.stringify(result, null, 2)}\n`);
    state.home = { docusaurus: result.docusaurus.height, mistdocs: result.mistdocs.height, ratio: result.ratio, sectionsOnlyDocusaurus: result.sectionsOnlyDocusaurus.length, sectionsOnlyMistdocs: result.sectionsOnlyMistdocs.length };
    save();
  }
  return state;
}

/** This mistdocs packed once into the work folder, for the migrated sites' package.json. */
let tarball;
function mistdocsTarball(root) {
  if (tarball) return tarball;
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', root], { cwd: path.resolve(here, '..'), encoding: 'utf8' }).trim().split('\n').pop();
  tarball = path.join(root, name);
  return tarball;
}

/** A static server for a build folder at `base` (index.html for folders, .html for extensionless routes), on a free port. */
async function serveFolder(dir, base = '/') {
  const { createServer } = await import('node:http');
  const { readFile, stat } = await import('node:fs/promises');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.woff2': 'font/woff2', '.json': 'application/json' };
  const server = createServer(async (req, res) => {
    const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const pathname = full.startsWith(base) ? `/${full.slice(base.length)}` : full === base.replace(/\/$/, '') ? '/' : null;
    if (pathname === null) return void res.writeHead(404).end();
    for (const candidate of [pathname, path.join(pathname, 'index.html'), `${pathname}.html`]) {
      const file = path.join(dir, candidate);
      if (!file.startsWith(dir)) break;
      try {
        if (!(await stat(file)).isFile()) continue;
        res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
        res.end(await readFile(file));
        return;
      } catch {}
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}${base}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Both home pages in Chromium at 1280x800, served at the site's base URL, nothing from outside the machine: the document's height once
 * the page has settled, and its h1-h3 headings (the sections a reader sees), compared as text.
 */
async function compareHomes(docusaurusDir, mistdocsDir, base = '/') {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const measure = async (dir) => {
    const server = await serveFolder(dir, base);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(server.url, { waitUntil: 'load' }).catch(() => {});
    await page.waitForTimeout(1500);
    const found = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      sections: [...document.querySelectorAll('h1, h2, h3')].filter((h) => !h.closest('nav, footer, aside')).map((h) => h.textContent.replace(/\s+/g, ' ').replace(/\u200b/g, '').replace(/#$/, '').trim()).filter(Boolean),
    }));
    await context.close();
    await server.close();
    return found;
  };
  const docusaurus = await measure(docusaurusDir);
  const mistdocs = await measure(mistdocsDir);
  await browser.close();
  return {
    docusaurus,
    mistdocs,
    ratio: Number((mistdocs.height / docusaurus.height).toFixed(3)),
    sectionsOnlyDocusaurus: docusaurus.sections.filter((s) => !mistdocs.sections.includes(s)),
    sectionsOnlyMistdocs: mistdocs.sections.filter((s) => !docusaurus.sections.includes(s)),
  };
}

function table(rows) {
  const lines = [
    '| site | Docusaurus | doc pages | routes only in Docusaurus | routes only in mistdocs | pages whose text differs | pages whose links differ | doc pages whose sidebar differs | Docusaurus build | mistdocs build | npm install && npm run build | home height Docusaurus / mistdocs | home headings only in Docusaurus / mistdocs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { site, state } of rows) {
    const c = state.compare;
    const time = (s) => (s ? (s.ok ? `${(s.ms / 1000).toFixed(1)} s` : `failed (${(s.ms / 1000).toFixed(1)} s)`) : '-');
    const note = state.lenient ? ` (links not enforced: ${state.lenient})` : '';
    const h = state.home;
    const npm = state.npmInstall ? (state.npm?.ok ? `yes (${time(state.npm)})` : state.npmInstall.ok ? 'install yes, build failed' : 'install failed') : '-';
    const row = (name, c, docusaurus, mistdocs, main) => `| ${name} | ${site.docusaurus} | ${c ? c.docPages : '-'} | ${c ? c.onlyDocusaurus : '-'} | ${c ? c.onlyMistdocs : '-'} | ${c ? c.textDiffers : '-'} | ${c ? c.linksDiffer : '-'} | ${c ? c.sidebarDiffers : '-'} | ${time(docusaurus)} | ${time(mistdocs)} | ${main ? npm : '-'} | ${main && h ? `${h.docusaurus} / ${h.mistdocs} px (${h.ratio})` : '-'} | ${main && h ? `${h.sectionsOnlyDocusaurus} / ${h.sectionsOnlyMistdocs}` : '-'} |`;
    lines.push(row(`${site.name}${note}`, c, state.docusaurus, state.mistdocs?.ok || !state.npm ? state.mistdocs : state.npm, true));
    for (const [other, s] of Object.entries(state.locales ?? {})) lines.push(row(`${site.name} (${other})`, s.compare, s.docusaurus, s.mistdocs, false));
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const stepsArg = args.includes('--steps') ? args[args.indexOf('--steps') + 1] : 'fetch,install,docusaurus,migrate,npm,mistdocs,compare,home';
  const oneLocale = args.includes('--one-locale');
  const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--steps');
  const [root, ...names] = positional;
  if (!root) {
    process.stderr.write('usage: node bench/real-sites.mjs <work-folder> [site ...] [--steps fetch,install,docusaurus,migrate,npm,mistdocs,compare,home] [--one-locale]\n');
    process.exit(2);
  }
  const unknown = names.filter((n) => !sites.some((s) => s.name === n));
  if (unknown.length) {
    process.stderr.write(`No such site: ${unknown.join(', ')}. Sites: ${sites.map((s) => s.name).join(', ')}.\n`);
    process.exit(2);
  }
  const chosen = names.length ? names.map((n) => sites.find((s) => s.name === n)) : sites;
  const rows = [];
  for (const site of chosen) {
    process.stdout.write(`${site.name}: ${stepsArg}\n`);
    const state = await runSite(site, path.resolve(root), stepsArg.split(','), oneLocale);
    process.stdout.write(`${site.name}: ${JSON.stringify(state)}\n`);
    rows.push({ site, state });
  }
  const all = sites.map((site) => ({ site, state: existsSync(path.join(root, site.name, 'state.json')) ? JSON.parse(readFileSync(path.join(root, site.name, 'state.json'), 'utf8')) : {} }));
  writeFileSync(path.join(root, 'summary.md'), table(all));
  process.stdout.write(table(all));
}
