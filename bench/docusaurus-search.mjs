#!/usr/bin/env node
/**
 * Docusaurus's search on the judged query sets, scored with the same code as mistdocs's search
 * (bench/search-metrics.mjs), so the two can be set side by side.
 *
 *   node bench/docusaurus-search.mjs [<work-folder>] [--sets titles,reader,jellyfin,socketio,coderabbit] [--steps fetch,install,build,search]
 *
 * The work folder (default: mistdocs-docusaurus-search under the temp folder) holds, outside this repository:
 *   <set>/src         a real site's set (SITE_SETS: jellyfin, socketio, coderabbit): the site at the set's commit,
 *                     its own packages installed from its lockfile (npm ci, Yarn 1 for a yarn.lock, pnpm 9 for a
 *                     pnpm-lock.yaml), built by its own Docusaurus into <set>/build. Its search is
 *                     @easyops-cn/docusaurus-search-local: the site's own with its own options when it has it
 *                     (Jellyfin); else (a hosted search, which cannot be reached here: Algolia on Socket.IO,
 *                     Inkeep on CodeRabbit) that plugin at its default options (but for where the site serves
 *                     its docs), added beside the site's packages, through a config that wraps the site's own,
 *                     drops its Algolia settings and hosted search plugins and builds only its default locale
 *                     (see searchLocalConfig); a hosted search plugin's package is left out of the install too
 *                     (see HOSTED_SEARCH).
 *   manual/site       a throwaway Docusaurus 3 site made by this script: the manual's content/docs copied in,
 *                     served at the same routes (docs at the root, as the manual's slugs name them), with
 *                     @easyops-cn/docusaurus-search-local at its default options; built into manual/build.
 *   results.json      the figures of the last run.
 *
 * Searching, in Chromium (playwright-core, Debian's /usr/bin/chromium) on each build served over HTTP: every
 * judged query typed key by key into the navbar's search box and the suggestions it drops down read in order
 * (engine "Docusaurus search box", at most the 8 it shows), and entered on the plugin's search page with its
 * result links read in order ("Docusaurus search page", up to 100). See searchInBrowser.
 *
 * A site's repository is taken from $MIRROR/<owner>+<name>/repo when that bare copy exists, else cloned.
 * The whole run installs Docusaurus and builds each site (minutes each, more than 1 GB of memory);
 * a later run with `--steps search` only searches again. The table goes to bench/results/docusaurus-search.md.
 * `npm run bench` never installs or builds Docusaurus: when the default work folder holds a results.json, it
 * sets Docusaurus's figures from it beside its own run's quality.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkout } from './real-sites.mjs';
import { judgedQueries, measureSets, MANUAL_SETS, qualityLine, scoreQueries, SITE_SETS, siteOfSet } from './search-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultWork = path.join(os.tmpdir(), 'mistdocs-docusaurus-search');

/** The versions the throwaway manual site installs: the Docusaurus and search plugin the Jellyfin site pins. */
const DOCUSAURUS = '3.10.2';
const SEARCH_LOCAL = '0.55.3';

/** A shell command in a folder, its output to a log beside it; throws with the log's last lines when it fails. */
function sh(command, cwd, log) {
  const started = Date.now();
  const result = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=6144' } });
  const ms = Date.now() - started;
  writeFileSync(log, `$ ${command}\n(in ${cwd})\n${result.stdout}\n${result.stderr}\nexit ${result.status} after ${ms} ms\n`);
  if (result.status !== 0) throw new Error(`${command} failed in ${cwd} (see ${log}):\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-8).join('\n')}`);
  process.stderr.write(`  ${command.split(' ').slice(0, 3).join(' ')}: ${(ms / 1000).toFixed(1)} s\n`);
  return ms;
}

/** The installed version of a package under a site folder. */
function versionIn(siteDir, name) {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';
/**
 * The plugin's version for a Docusaurus 2 site: its last release whose search bar renders there (from 0.52.2
 * it wraps itself in DocsPreferredVersionContextProvider from @docusaurus/plugin-content-docs/client, which
 * only Docusaurus 3 exports, though its ranges still take Docusaurus 2: every page fails to render).
 */
const SEARCH_LOCAL_DOCUSAURUS_2 = '0.52.1';
const YARN = 'npx --yes yarn@1';
/** pnpm 9 (the lockfiles' version here), its packages laid out flat as npm lays them: versionIn reads them there. */
const PNPM = 'npx --yes pnpm@9';
const PNPM_FLAT = '--config.node-linker=hoisted';

/**
 * Hosted search plugins (package -> the service's name), which cannot be reached here: dropped from the
 * site's config in favour of the local search, and their packages from its install. Inkeep's must go from the
 * install as well: the CodeRabbit lockfile's version of it (0.5.52) is gone from the registry, and the next
 * one there, compiled into the build, fails it ('createSlot' is not exported from the @radix-ui/react-slot
 * the lockfile lays out).
 */
const HOSTED_SEARCH = { '@inkeep/cxkit-docusaurus': 'Inkeep' };

/**
 * How a site's packages are installed: from its lockfile, with npm, Yarn 1 or pnpm, install scripts left out
 * (none of the sites' packages needs one to build, and some download from outside the registry); `add`
 * installs one more package, `pin` writes versions that every package's dependencies must take. pnpm is
 * not held to its lockfile (a hosted search plugin may have been taken out of the manifest): the rest of
 * the lockfile still holds.
 */
function installerOf(src) {
  if (existsSync(path.join(src, 'pnpm-lock.yaml')) && !existsSync(path.join(src, 'package-lock.json'))) {
    return {
      install: `${PNPM} install --no-frozen-lockfile --ignore-scripts ${PNPM_FLAT}`,
      add: (pkg) => `${PNPM} add ${pkg} --ignore-scripts ${PNPM_FLAT}`,
      pin: (manifest, pins) => ({ ...manifest, pnpm: { ...manifest.pnpm, overrides: { ...manifest.pnpm?.overrides, ...pins } } }),
    };
  }
  if (!existsSync(path.join(src, 'package-lock.json')) && existsSync(path.join(src, 'yarn.lock'))) {
    return {
      install: `${YARN} install --frozen-lockfile --ignore-engines --ignore-scripts --network-timeout 600000`,
      add: (pkg) => `${YARN} add ${pkg} --ignore-engines --ignore-scripts --network-timeout 600000`,
      pin: (manifest, pins) => ({ ...manifest, resolutions: { ...manifest.resolutions, ...pins } }),
    };
  }
  return {
    install: 'npm ci --no-audit --no-fund --ignore-scripts',
    add: (pkg) => `npm install --no-audit --no-fund --ignore-scripts ${pkg}`,
    pin: (manifest, pins) => ({ ...manifest, overrides: { ...manifest.overrides, ...pins } }),
  };
}

/** The site's Docusaurus config file (docusaurus.config.js, .ts, .mjs...). */
function configFileOf(src) {
  const file = ['js', 'cjs', 'mjs', 'ts', 'mts', 'cts'].map((ext) => `docusaurus.config.${ext}`).find((f) => existsSync(path.join(src, f)));
  if (!file) throw new Error(`${src} has no docusaurus.config.* file`);
  return file;
}

/**
 * A config that wraps a site's own for a site without the local search plugin: the site's config as it is,
 * without its Algolia settings (the classic preset then leaves its Algolia search theme out) and its hosted
 * search plugins (HOSTED_SEARCH: each brings a search bar of its own), with the plugin at its default options
 * but for `docsRouteBasePath` (its default, /docs, would leave a site's docs served elsewhere unindexed, as
 * pages: CodeRabbit serves them at the root), taken from the classic preset's docs options, and with only
 * the default locale (each locale is a build of its own; the sets are judged on the default one). A
 * TypeScript config (CodeRabbit's) is read through jiti, as Docusaurus 3 reads configs: Node's require cannot
 * read TypeScript, and Docusaurus hands the wrapper, plain CommonJS, to Node's own require.
 */
function searchLocalConfig(configFile) {
  const load = /\.[mc]?ts$/.test(configFile) ? "require('jiti')(__filename)" : 'require';
  return `// Made by bench/docusaurus-search.mjs: this site's config with @easyops-cn/docusaurus-search-local at its defaults in place of its hosted search.
const hosted = ${JSON.stringify(Object.keys(HOSTED_SEARCH))};
const named = (entry) => (Array.isArray(entry) ? entry[0] : entry);
module.exports = async (...args) => {
  let config = ${load}('./${configFile}');
  config = config.default ?? config;
  if (typeof config === 'function') config = await config(...args);
  const { algolia, ...themeConfig } = config.themeConfig ?? {};
  const classic = (config.presets ?? []).find((p) => Array.isArray(p) && ['classic', '@docusaurus/preset-classic'].includes(p[0]));
  const docsRoute = classic?.[1]?.docs?.routeBasePath;
  return {
    ...config,
    themeConfig,
    ...(config.i18n ? { i18n: { ...config.i18n, locales: [config.i18n.defaultLocale] } } : {}),
    plugins: (config.plugins ?? []).filter((p) => !hosted.includes(named(p))),
    themes: [...(config.themes ?? []).filter((t) => !hosted.includes(named(t))), ['${SEARCH_PLUGIN}', docsRoute === undefined ? {} : { docsRouteBasePath: docsRoute }]],
  };
};
`;
}

/**
 * The local search plugin's options in the config Docusaurus last built a site with (the JSON that
 * .docusaurus/docusaurus.config.mjs exports), or undefined before a build: what the wrapped config gave it.
 */
function builtSearchOptions(src) {
  const file = path.join(src, '.docusaurus', 'docusaurus.config.mjs');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const config = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  return config.themes?.find((theme) => Array.isArray(theme) && theme[0] === SEARCH_PLUGIN)?.[1];
}

/**
 * A real site's set: the site fetched at the set's commit, its own packages (from its lockfile), its own
 * Docusaurus build, with its own local search or, for a site whose search is hosted, the local search plugin
 * at its defaults (see searchLocalConfig).
 */
function prepareSiteOfSet(set, work, steps) {
  const site = siteOfSet(set);
  const dir = path.join(work, set);
  const src = path.join(dir, 'src');
  mkdirSync(dir, { recursive: true });
  if (steps.includes('fetch')) {
    process.stderr.write(`${set}: ${site.repo} at ${site.commit}\n`);
    checkout({ name: set, ...site }, src);
  }
  // The site's own config names the plugin when its search is the local one (its package.json gets the plugin here too).
  const configText = readFileSync(path.join(src, configFileOf(src)), 'utf8');
  const ownSearch = configText.includes(SEARCH_PLUGIN);
  const manifest = JSON.parse(readFileSync(path.join(src, 'package.json'), 'utf8'));
  const installer = installerOf(src);
  const wrapper = 'docusaurus.search-local.config.js';
  if (steps.includes('install')) {
    const log = path.join(dir, 'install.log');
    // A hosted search plugin's package out of the manifest first (see HOSTED_SEARCH), as the wrapped config leaves the plugin out.
    const hosted = ownSearch ? [] : Object.keys(HOSTED_SEARCH).filter((name) => manifest.dependencies?.[name] || manifest.devDependencies?.[name]);
    for (const name of hosted) for (const field of ['dependencies', 'devDependencies']) delete manifest[field]?.[name];
    if (hosted.length) writeFileSync(path.join(src, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    sh(installer.install, src, log);
    if (!ownSearch) {
      // The plugin's Docusaurus packages pinned to the site's own version (its ranges also take Docusaurus 3,
      // which a fresh resolution would pick, beside the site's 2), the plugin added after the site's lockfile install.
      const core = versionIn(src, '@docusaurus/core');
      const plugin = `${SEARCH_PLUGIN}@${core.startsWith('2.') ? SEARCH_LOCAL_DOCUSAURUS_2 : SEARCH_LOCAL}`;
      const pins = Object.fromEntries(['plugin-content-docs', 'theme-common', 'theme-translations', 'utils', 'utils-common', 'utils-validation'].map((name) => [`@docusaurus/${name}`, core]));
      writeFileSync(path.join(src, 'package.json'), `${JSON.stringify(installer.pin(manifest, pins), null, 2)}\n`);
      sh(installer.add(plugin), src, path.join(dir, 'install-search.log'));
    }
  }
  if (!ownSearch) writeFileSync(path.join(src, wrapper), searchLocalConfig(configFileOf(src)));
  if (steps.includes('build')) {
    rmSync(path.join(dir, 'build'), { recursive: true, force: true });
    sh(`npx docusaurus build ${ownSearch ? '' : `--config ${wrapper} `}--out-dir '${path.join(dir, 'build')}'`, src, path.join(dir, 'docusaurus.log'));
  }
  // The hosted search the site's config names: a hosted search plugin's service, else Algolia (its settings in themeConfig).
  const hostedName = Object.entries(HOSTED_SEARCH).find(([name]) => configText.includes(name))?.[1] ?? 'Algolia';
  const docsRoute = ownSearch ? undefined : builtSearchOptions(src)?.docsRouteBasePath;
  const options = ownSearch ? "the site's own options" : `its default options${docsRoute === undefined ? '' : ` but docsRouteBasePath '${docsRoute}' (where the site serves its docs)`}, in place of the site's own search (${hostedName}, a hosted service not reachable here), the default locale only`;
  return { build: path.join(dir, 'build'), siteDir: src, options };
}

/**
 * A throwaway Docusaurus 3 site holding the manual's docs at the manual's routes: content/docs copied as its
 * docs folder, served at the root (the manual's pages carry their routes in their slugs or folders, the same
 * under both), read as CommonMark as Docusaurus reads .md files with `format: 'detect'` (the manual's pages
 * are plain Markdown: no imports, no components), its sidebar generated from the folders and _category_.json
 * files, and @easyops-cn/docusaurus-search-local at its defaults with the docs at the root.
 */
function prepareManualSite(work, steps) {
  const dir = path.join(work, 'manual');
  const site = path.join(dir, 'site');
  mkdirSync(dir, { recursive: true });
  if (steps.includes('fetch')) {
    rmSync(site, { recursive: true, force: true });
    mkdirSync(site, { recursive: true });
    cpSync(path.join(root, 'content', 'docs'), path.join(site, 'docs'), { recursive: true });
    cpSync(path.join(root, 'content', 'static'), path.join(site, 'static'), { recursive: true });
    const pkg = {
      name: 'manual-docusaurus-search',
      private: true,
      dependencies: {
        '@docusaurus/core': DOCUSAURUS,
        '@docusaurus/plugin-content-docs': DOCUSAURUS,
        '@docusaurus/theme-classic': DOCUSAURUS,
        '@easyops-cn/docusaurus-search-local': SEARCH_LOCAL,
        react: '18.3.1',
        'react-dom': '18.3.1',
      },
    };
    writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    const config = {
      title: 'MistServer Documentation',
      url: 'https://docs.example.invalid',
      baseUrl: '/',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'ignore',
      markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
      plugins: [['@docusaurus/plugin-content-docs', { path: 'docs', routeBasePath: '/' }]],
      themes: [
        ['@docusaurus/theme-classic', {}],
        ['@easyops-cn/docusaurus-search-local', { indexDocs: true, indexBlog: false, indexPages: false, docsRouteBasePath: '/' }],
      ],
      themeConfig: { navbar: { title: 'MistServer', items: [] } },
    };
    writeFileSync(path.join(site, 'docusaurus.config.js'), `// Made by bench/docusaurus-search.mjs: the manual's docs under Docusaurus, to measure its search.\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`);
  }
  if (steps.includes('install')) sh('npm install --no-audit --no-fund --prefer-offline --ignore-scripts', site, path.join(dir, 'install.log'));
  if (steps.includes('build')) {
    rmSync(path.join(dir, 'build'), { recursive: true, force: true });
    sh(`npx docusaurus build --out-dir '${path.join(dir, 'build')}'`, site, path.join(dir, 'docusaurus.log'));
  }
  return { build: path.join(dir, 'build'), siteDir: site, options: 'its default options (docs at the root)' };
}

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A built Docusaurus site's own search as a reader uses it, the build served over HTTP and opened in Chromium:
 *
 * - `box`: each query typed key by key into the navbar's search box, and the suggestions it drops down read
 *   in order. The suggestions are not links (choosing one navigates from a script), so each is read from the
 *   event the box sends as the keyboard's cursor moves onto it (`autocomplete:cursorchanged`, which carries
 *   the suggestion), caught before the page's own handlers see it: Arrow Up to the input, then Arrow Down
 *   through every suggestion. At most the plugin's `searchResultLimits` (8 unless the site sets it).
 * - `page`: each query entered into the plugin's search page (/search), and its result links read in order
 *   (up to 100: the same search the box runs, with a larger limit, so its first 8 may differ from the box's).
 *
 * Routes without the `?_highlight` query and the heading's hash: mistdocs's rows are scored as pages too.
 */
export async function searchInBrowser(build, queries) {
  const { chromium } = await import('playwright-core');
  const { createStaticServer } = await import('../dist/src/dev/static-server.js');
  const server = createStaticServer({ root: build });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const route = (href) => new URL(href, base).pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      // The box asks the plugin's search worker through Comlink, which listens on its worker and ports with
      // addEventListener and gets one answer to each message: the messages not yet answered on such endpoints
      // (React's scheduler also posts to a port, but listens with onmessage) and when the last answer came
      // tell when the box has its last query's suggestions.
      window.__pending = 0;
      window.__lastAnswer = 0;
      for (const target of [MessagePort.prototype, Worker.prototype]) {
        const send = target.postMessage;
        target.postMessage = function (...args) {
          if (this.__listened) window.__pending++;
          return send.apply(this, args);
        };
        const listen = target.addEventListener;
        target.addEventListener = function (type, listener, options) {
          if (type !== 'message') return listen.call(this, type, listener, options);
          this.__listened = true;
          return listen.call(this, type, (event) => {
            window.__pending--;
            window.__lastAnswer = performance.now();
            return listener.call(this, event);
          }, options);
        };
      }
      window.__cursor = [];
      window.addEventListener('autocomplete:cursorchanged', (event) => window.__cursor.push(event._args?.[0]?.document?.u ?? null), true);
    });
    const box = {};
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const navbarBox = page.locator('.navbar__search-input').first();
    await navbarBox.waitFor();
    for (const q of queries) {
      await navbarBox.fill('');
      await navbarBox.click();
      await navbarBox.pressSequentially(q);
      // Settled: every question to the worker answered, the last a moment ago (the box renders on the answer).
      await page.waitForFunction(() => window.__pending === 0 && performance.now() - window.__lastAnswer > 200);
      const count = await page.locator('[role="option"]:visible').count();
      // From the suggestion the box selects by itself (its first) up to the input, where no suggestion is selected.
      for (let i = 0; i <= count && (await page.locator('[role="option"][aria-selected="true"]').count()); i++) await navbarBox.press('ArrowUp');
      await page.evaluate(() => { window.__cursor = []; });
      for (let i = 0; i < count; i++) await navbarBox.press('ArrowDown');
      const urls = await page.evaluate(() => window.__cursor);
      box[q] = urls.filter(Boolean).map(route);
      if (box[q].length !== count) throw new Error(`the search box showed ${count} suggestions for '${q}' but ${box[q].length} were read`);
    }
    const list = {};
    await page.goto(`${base}/search`, { waitUntil: 'networkidle' });
    const input = page.locator('.container input[type="search"][name="q"]').first();
    await input.waitFor();
    const counted = (shown) => /documents? (were )?found/i.test(document.querySelector('.container')?.textContent ?? '') === shown;
    for (const q of queries) {
      // An empty box clears the list (no count line), so the next count line is this query's; the whole query
      // goes in as one input (typed key by key, the page would search again on each key).
      await input.fill('');
      await page.waitForFunction(counted, false);
      await input.fill(q);
      await page.waitForFunction(counted, true, { timeout: 30_000 });
      list[q] = (await page.$$eval('.container section article h2 a', (links) => links.map((a) => a.getAttribute('href')))).map(route);
    }
    return { box, page: list };
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The judged routes of a set that the Docusaurus build has no page at (a hit on them could never count). */
function missingRoutes(build, queries) {
  const routes = new Set(queries.flatMap((q) => q.expect));
  return [...routes].filter((route) => {
    const rel = route.replace(/^\/+|\/+$/g, '');
    return !existsSync(path.join(build, rel, 'index.html')) && !existsSync(path.join(build, `${rel}.html`));
  });
}

const pct = (x) => `${(x * 100).toFixed(0)}%`;
const typosOf = (score) => (score.byClass.typo ? `${Math.round(score.byClass.typo.success8 * score.byClass.typo.queries)}/${score.byClass.typo.queries}` : '-');

/** The comparison as a Markdown table: one row per set and engine. */
export function comparisonTable(rows) {
  return [
    '| set | engine | queries | MRR | first | top 8 | typos (top 8) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.set} | ${r.engine} | ${r.queries} | ${r.mrr.toFixed(3)} | ${pct(r.first)} | ${pct(r.success8)} | ${r.typos} |`),
  ].join('\n');
}

/** The figures of the last run in a work folder, or undefined when it has none (what `npm run bench` prints). */
export function lastRun(work = defaultWork) {
  const file = path.join(work, 'results.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const work = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? defaultWork);
  const sets = option('sets', [...MANUAL_SETS, ...SITE_SETS].join(',')).split(',');
  const steps = option('steps', 'fetch,install,build,search').split(',');
  mkdirSync(work, { recursive: true });
  const previous = lastRun(work);
  const rows = previous ? previous.rows.filter((r) => !sets.includes(r.set)) : [];
  // Each set's site says when it was measured and with which mistdocs (a run measures only the sets it is given).
  const sites = Object.fromEntries(Object.entries(previous?.sites ?? {}).map(([set, s]) => [set, { measured: previous.measured, mistdocs: previous.mistdocs, ...s }]));
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  // What the search is made of: a change to the benchmark scripts alone leaves it the commit's.
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const mistdocs = `${commit}${dirty ? ' (with uncommitted changes)' : ''}`;
  const measured = new Date().toISOString();
  const mistdocsScores = steps.includes('search') ? await measureSets(sets) : {};
  let manual;
  for (const set of sets) {
    const site = siteOfSet(set) ? prepareSiteOfSet(set, work, steps) : (manual ??= prepareManualSite(work, steps));
    if (!steps.includes('search')) continue;
    const queries = judgedQueries(set);
    const absent = missingRoutes(site.build, queries);
    if (absent.length) process.stderr.write(`${set}: ${absent.length} judged routes have no page in Docusaurus's build: ${absent.join(', ')}\n`);
    process.stderr.write(`${set}: searching ${queries.length} queries in Chromium...\n`);
    const found = await searchInBrowser(site.build, queries.map((q) => q.q));
    const ours = mistdocsScores[set];
    sites[set] = { docusaurus: versionIn(site.siteDir, '@docusaurus/core'), searchLocal: versionIn(site.siteDir, SEARCH_PLUGIN), options: site.options, ...(siteOfSet(set) ?? {}), absent, measured, mistdocs };
    rows.push({ set, engine: 'mistdocs', queries: ours.queries, mrr: ours.mrr, first: ours.first, success8: ours.success8, typos: typosOf(ours) });
    process.stdout.write(`${qualityLine(`${set} set, mistdocs`, ours)}\n`);
    for (const [kind, engine] of [['box', 'Docusaurus search box'], ['page', 'Docusaurus search page']]) {
      const { rows: scored, ...score } = scoreQueries(queries, (q) => found[kind][q]);
      rows.push({ set, engine, queries: score.queries, mrr: score.mrr, first: score.first, success8: score.success8, typos: typosOf(score), notFirst: scored.filter((r) => r.rank !== 1).map((r) => `${r.q} (${r.rank ?? '-'}; first ${r.top ?? 'nothing'})`) });
      process.stdout.write(`${qualityLine(`${set} set, ${engine}`, score)}\n`);
    }
  }
  if (!steps.includes('search')) return;
  const order = [...MANUAL_SETS, ...SITE_SETS];
  const engines = ['mistdocs', 'Docusaurus search box', 'Docusaurus search page'];
  rows.sort((a, b) => order.indexOf(a.set) - order.indexOf(b.set) || engines.indexOf(a.engine) - engines.indexOf(b.engine));
  const result = { measured, mistdocs, sites, rows };
  writeFileSync(path.join(work, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  const report = resultMarkdown(result);
  writeFileSync(path.join(root, 'bench', 'results', 'docusaurus-search.md'), report);
  process.stdout.write(`\n${comparisonTable(rows)}\n`);
}

/** bench/results/docusaurus-search.md: the table, what was measured and how. */
export function resultMarkdown(result) {
  const order = [...MANUAL_SETS, ...SITE_SETS];
  const versions = Object.entries(result.sites).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([set, s]) => `- ${set}: Docusaurus ${s.docusaurus}, @easyops-cn/docusaurus-search-local ${s.searchLocal} with ${s.options}${s.repo ? `; ${s.repo} at ${s.commit}` : "; the manual's content/docs in a Docusaurus site made by the script"}${s.absent?.length ? `; judged routes without a page there: ${s.absent.join(', ')}` : '; every judged route has a page there'}; measured ${(s.measured ?? result.measured).slice(0, 10)} with mistdocs at ${s.mistdocs ?? result.mistdocs}`);
  const misses = result.rows.filter((r) => r.notFirst).flatMap((r) => [`### ${r.set}, ${r.engine}: queries not ranked first (rank, - when not shown; first result)`, '', r.notFirst.join(', ') || 'none', '']);
  return [
    '# Search quality: mistdocs against Docusaurus search',
    '',
    `The judged query sets (bench/search-queries*.json), scored by the same code (bench/search-metrics.mjs): MRR over the first 50 results, the right page first, in the top 8, and typos found in the top 8; measured with \`node bench/docusaurus-search.mjs\` (each set's date and mistdocs commit below).`,
    '',
    "Docusaurus search is @easyops-cn/docusaurus-search-local, a local search, in each site's own Docusaurus build: the Jellyfin site's own, with its own options; on the Socket.IO website and the CodeRabbit docs, whose own searches are hosted services not reachable here (Algolia; Inkeep, whose plugin is left out of CodeRabbit's config and install), the plugin at its default options (docs and blog indexed, not the pages under src/pages; CodeRabbit's docs looked for at the root, where it serves them, not under the plugin's default /docs); for the manual's sets, the plugin at its defaults in a Docusaurus site holding the manual's docs at the manual's routes. Each ran in Chromium on the built site:",
    '',
    "- search box: each query typed key by key into the navbar's box, and the suggestions it drops down (at most 8, the plugin's default limit) read in order; MRR, first and top 8 count only what it shows, so a page it does not show counts as not found.",
    "- search page: the same query entered on the plugin's search page (/search), its result links read in order (up to 100; the same search with a larger limit, whose first rows can differ from the box's, as the plugin gathers and groups more hits before ordering them).",
    '',
    comparisonTable(result.rows),
    '',
    ...versions,
    '',
    ...misses,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
