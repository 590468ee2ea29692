#!/usr/bin/env node
/**
 * Versions and locales bench: builds a copy of the shared benchmark corpus (../shared/bench-corpus) as a
 * one-version site, with three docs versions (current, and two released copies in versioned_docs/), and
 * with those three versions in two locales (every doc of every version translated, in i18n/fr/), each
 * cold in a fresh process, and reports build time, peak memory, output size and the ratio of each to the
 * one-version build. A build of V versions and L locales should cost about V x L times one, never more.
 *
 * Usage: node bench/versions-locales.mjs [--n 1000] [--runs 1] [--json file]
 * Needs a compiled dist/ (npm run compile).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshBuild, median } from './fresh-build.mjs';
import { writeSharedCorpus } from './shared-corpus.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const n = Number(option('n', '1000'));
const runs = Number(option('runs', '1'));
const jsonFile = option('json', undefined);
const RELEASED = ['2.0', '1.0'];
const LOCALES = ['en', 'fr'];


function folderBytes(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? folderBytes(p) : statSync(p).size;
  }
  return total;
}

/** One cold build in a fresh process: wall time seen from outside, the child's peak memory, pages and output bytes. */
function build(siteDir) {
  const outDir = path.join(siteDir, 'out');
  const child = freshBuild(siteDir, outDir);
  return { wallMs: child.processWallMs, maxRssMiB: child.maxRssKiB / 1024, pages: child.pages, bytes: folderBytes(outDir), timings: child.timings };
}

function measure(siteDir) {
  const all = Array.from({ length: runs }, () => build(siteDir));
  const pick = (key) => median(all.map((r) => r[key]));
  return { wallMs: pick('wallMs'), maxRssMiB: pick('maxRssMiB'), pages: all[0].pages, bytes: all[0].bytes, markdownMs: median(all.map((r) => r.timings.markdown ?? 0)) };
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'mistdocs-versions-bench-'));
try {
  const single = path.join(tmp, 'one-version');
  writeSharedCorpus(single, n);
  mkdirSync(path.join(single, 'node_modules'), { recursive: true });

  // The same docs three times: as the current version and as two released ones, as `docs:version` leaves them.
  const versioned = path.join(tmp, 'three-versions');
  cpSync(single, versioned, { recursive: true });
  for (const name of RELEASED) cpSync(path.join(single, 'content/docs'), path.join(versioned, `versioned_docs/version-${name}`), { recursive: true });
  writeFileSync(path.join(versioned, 'versions.json'), `${JSON.stringify(RELEASED)}\n`);

  // The three versions again in a second locale, every doc translated (the corpus text stands in for the translation).
  const localized = path.join(tmp, 'three-versions-two-locales');
  cpSync(versioned, localized, { recursive: true });
  const docsI18n = path.join(localized, `i18n/${LOCALES[1]}/docusaurus-plugin-content-docs`);
  cpSync(path.join(single, 'content/docs'), path.join(docsI18n, 'current'), { recursive: true });
  for (const name of RELEASED) cpSync(path.join(single, 'content/docs'), path.join(docsI18n, `version-${name}`), { recursive: true });
  const config = path.join(localized, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/export default \{/, `export default { i18n: { defaultLocale: '${LOCALES[0]}', locales: ${JSON.stringify(LOCALES)} },`));

  process.stderr.write(`building ${n} docs, one version...\n`);
  const one = measure(single);
  process.stderr.write(`building ${n} docs x ${RELEASED.length + 1} versions...\n`);
  const three = measure(versioned);
  process.stderr.write(`building ${n} docs x ${RELEASED.length + 1} versions x ${LOCALES.length} locales...\n`);
  const six = measure(localized);
  const ratios = (r) => Object.fromEntries(['wallMs', 'maxRssMiB', 'bytes', 'pages', 'markdownMs'].map((key) => [key, r[key] / one[key]]));
  const result = { n, runs, versions: RELEASED.length + 1, locales: LOCALES.length, one, three, six, ratio: { versions: ratios(three), versionsLocales: ratios(six) } };
  const row = (label, r) => `| ${label} | ${r.pages} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.markdownMs / 1000).toFixed(1)} s | ${r.maxRssMiB.toFixed(0)} MiB | ${(r.bytes / 2 ** 20).toFixed(1)} MiB |`;
  const ratioRow = (label, x) => `| ${label} | ${x.pages.toFixed(2)} | ${x.wallMs.toFixed(2)} | ${x.markdownMs.toFixed(2)} | ${x.maxRssMiB.toFixed(2)} | ${x.bytes.toFixed(2)} |`;
  process.stdout.write(
    [
      `Node ${process.version}, ${os.cpus().length} cores; ${runs} cold build(s) each (median), shared corpus with ${n} docs.`,
      '',
      '| site | pages | build | markdown stage | peak memory | output |',
      '|---|---|---|---|---|---|',
      row('one version', one),
      row(`${RELEASED.length + 1} versions`, three),
      row(`${RELEASED.length + 1} versions x ${LOCALES.length} locales`, six),
      ratioRow(`${RELEASED.length + 1} versions / one`, result.ratio.versions),
      ratioRow(`${RELEASED.length + 1} versions x ${LOCALES.length} locales / one`, result.ratio.versionsLocales),
      '',
    ].join('\n'),
  );
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
