#!/usr/bin/env node
/**
 * Real public Docusaurus sites, built by Docusaurus and, migrated unmodified, by mistdocs, then compared
 * page by page (bench/compare-docusaurus.mjs). Nothing of these sites is kept in this repository: each
 * is fetched at its pinned commit into a work folder outside it.
 *
 *   node bench/real-sites.mjs <work-folder> [site ...] [--steps fetch,install,docusaurus,migrate,mistdocs,compare]
 *
 * For each site, under <work-folder>/<name>/:
 *   src/               the repository at the pinned commit, its dependencies installed, built by Docusaurus
 *   clean/             the same commit again, untouched (what `mistdocs migrate` reads)
 *   mist/              the migrated site
 *   build-docusaurus/  Docusaurus's build (one locale)
 *   build-mistdocs/    mistdocs's build
 *   compare.json       the comparison; the summary table goes to <work-folder>/summary.md
 *   *.log              each step's output, with its time
 *
 * A site's repository is taken from $MIRROR/<owner>+<name>/repo when that bare copy exists, else cloned.
 * Docusaurus builds run one at a time. Node 20, the npm registry (yarn through npx).
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
  // Docusaurus reads each doc's last update from git: one commit holds the snapshot.
  execFileSync('bash', ['-c', 'git init -q && git add -A && git -c user.name=snapshot -c user.email=snapshot@example.invalid commit -qm snapshot --no-verify'], { cwd: target });
}

async function runSite(site, root, steps) {
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
    for (const other of site.moreLocales ?? []) {
      rmSync(path.join(siteDir, 'build'), { recursive: true, force: true });
      rmSync(`${out}-${other}`, { recursive: true, force: true });
      (state.locales ??= {})[other] = { ...state.locales?.[other], docusaurus: sh(`npx docusaurus build --locale ${other} && mv build '${out}-${other}'`, siteDir, path.join(work, `docusaurus-${other}.log`), shimDir) };
    }
    save();
  }
  if (step('migrate')) {
    rmSync(mist, { recursive: true, force: true });
    state.migrate = sh(`node '${mistdocsBin}' migrate '${path.join(site.migrateInstalled ? src : clean, site.dir)}' --out '${mist}'`, work, path.join(work, 'migrate.log'));
    if (!state.migrate.ok) {
      // Recorded as such in the table: migrate could not run the config without the site's packages.
      rmSync(mist, { recursive: true, force: true });
      state.migrateInstalled = sh(`node '${mistdocsBin}' migrate '${siteDir}' --out '${mist}'`, work, path.join(work, 'migrate-installed.log'));
    } else delete state.migrateInstalled;
    // The build runs this repository's mistdocs (bin/), which is not on the registry: the migrated site's
    // dependency on it is left out of its install.
    const manifest = path.join(mist, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8'));
      delete json.dependencies?.mistdocs;
      writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
    }
    save();
  }
  if (step('mistdocs')) {
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
    for (const other of site.moreLocales ?? []) {
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
  for (const other of step('compare') ? (site.moreLocales ?? []) : []) {
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
  return state;
}

function table(rows) {
  const lines = [
    '| site | Docusaurus | doc pages | routes only in Docusaurus | routes only in mistdocs | pages whose text differs | pages whose links differ | doc pages whose sidebar differs | Docusaurus build | mistdocs build |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { site, state } of rows) {
    const c = state.compare;
    const time = (s) => (s ? (s.ok ? `${(s.ms / 1000).toFixed(1)} s` : `failed (${(s.ms / 1000).toFixed(1)} s)`) : '-');
    const note = state.lenient ? ` (links not enforced: ${state.lenient})` : '';
    const row = (name, c, docusaurus, mistdocs) => `| ${name} | ${site.docusaurus} | ${c ? c.docPages : '-'} | ${c ? c.onlyDocusaurus : '-'} | ${c ? c.onlyMistdocs : '-'} | ${c ? c.textDiffers : '-'} | ${c ? c.linksDiffer : '-'} | ${c ? c.sidebarDiffers : '-'} | ${time(docusaurus)} | ${time(mistdocs)} |`;
    lines.push(row(`${site.name}${note}`, c, state.docusaurus, state.mistdocs));
    for (const [other, s] of Object.entries(state.locales ?? {})) lines.push(row(`${site.name} (${other})`, s.compare, s.docusaurus, s.mistdocs));
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const stepsArg = args.includes('--steps') ? args[args.indexOf('--steps') + 1] : 'fetch,install,docusaurus,migrate,mistdocs,compare';
  const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--steps');
  const [root, ...names] = positional;
  if (!root) {
    process.stderr.write('usage: node bench/real-sites.mjs <work-folder> [site ...] [--steps fetch,install,docusaurus,migrate,mistdocs,compare]\n');
    process.exit(2);
  }
  const chosen = names.length ? sites.filter((s) => names.includes(s.name)) : sites;
  const rows = [];
  for (const site of chosen) {
    process.stdout.write(`${site.name}: ${stepsArg}\n`);
    const state = await runSite(site, path.resolve(root), stepsArg.split(','));
    process.stdout.write(`${site.name}: ${JSON.stringify(state)}\n`);
    rows.push({ site, state });
  }
  const all = sites.map((site) => ({ site, state: existsSync(path.join(root, site.name, 'state.json')) ? JSON.parse(readFileSync(path.join(root, site.name, 'state.json'), 'utf8')) : {} }));
  writeFileSync(path.join(root, 'summary.md'), table(all));
  process.stdout.write(table(all));
}
