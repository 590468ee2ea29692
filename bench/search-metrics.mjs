#!/usr/bin/env node
/**
 * Search quality metrics over the judged query sets: the rank of the first hit on an expected page,
 * MRR, the share ranked first, success@8, overall and per query class. Plain JS so the benchmark
 * scripts and the tests share it.
 *
 * Run on its own, it measures sets without the rest of the benchmark (after `npm run compile`):
 *
 *   node bench/search-metrics.mjs                    the manual's sets (titles, reader)
 *   node bench/search-metrics.mjs --set jellyfin     a real site's set (jellyfin, socketio, coderabbit): its repository
 *                                                    is fetched at the set's commit and migrated (see siteOfSet)
 *   node bench/search-metrics.mjs --set socketio --site <migrated site folder>
 *   node bench/search-metrics.mjs --set reader:plain  a set without the synonyms its site's config lists
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The judged query sets: `titles` (written from the page titles, the first set) and `reader` (written
 * from the reader's side, each query with its class: head, question, typo, partial, port, phrase), both
 * over the manual; `jellyfin`, written the same way over a real Docusaurus site the search was not tuned
 * on (its file names the repository and commit), and since tuned on; `socketio`, written the same way over
 * the Socket.IO website, held out: judged before any search ran on it, to see how the ranking generalises;
 * `coderabbit`, written the same way over the CodeRabbit docs by someone who had seen neither the search nor
 * the other sets, held out likewise (first measured at MRR 0.751, first 63%, top 8 93%, typos 10 of 11).
 */
const SET_FILES = {
  titles: './search-queries.json',
  reader: './search-queries-reader.json',
  jellyfin: './search-queries-jellyfin.json',
  socketio: './search-queries-socketio.json',
  coderabbit: './search-queries-coderabbit.json',
};
/** The sets over the manual; the others are over the real site their file names. */
export const MANUAL_SETS = ['titles', 'reader'];
/** The manual's sets again without the synonyms its config lists (the real sites' configs list none). */
export const PLAIN_SETS = MANUAL_SETS.map((set) => `${set}:plain`);
export const SITE_SETS = ['jellyfin', 'socketio', 'coderabbit'];

function setFile(set) {
  if (!SET_FILES[set]) throw new Error(`no judged query set '${set}' (sets: ${Object.keys(SET_FILES).join(', ')})`);
  return JSON.parse(readFileSync(new URL(SET_FILES[set], import.meta.url), 'utf8'));
}

/** The judged queries of a set: [{ q, expect: [route...], class? }]. */
export function judgedQueries(set = 'titles') {
  return setFile(set).queries;
}

/** The repository and commit a real site's set was judged on, or undefined for the manual's sets. */
export function siteOfSet(set) {
  return setFile(set).site;
}

const clean = (route) => route.replace(/\/+$/, '') || '/';

function summarize(rows) {
  const n = rows.length || 1;
  return {
    queries: rows.length,
    mrr: rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n,
    first: rows.filter((r) => r.rank === 1).length / n,
    success8: rows.filter((r) => r.rank !== null && r.rank <= 8).length / n,
  };
}

/**
 * Runs every query through `search(q) -> urls in rank order` (one per row of the list, as the reader
 * sees it) and scores it: reciprocal rank of the first expected page within 50, first when at rank 1,
 * success when within 8. `byClass` holds the same figures per query class.
 */
export function scoreQueries(queries, search) {
  const rows = queries.map(({ q, expect, class: cls }) => {
    const wanted = new Set(expect.map(clean));
    const urls = search(q).slice(0, 50).map(clean);
    const index = urls.findIndex((u) => wanted.has(u));
    return { q, class: cls ?? 'all', rank: index === -1 ? null : index + 1, top: urls[0] };
  });
  const byClass = {};
  for (const cls of [...new Set(rows.map((r) => r.class))]) byClass[cls] = summarize(rows.filter((r) => r.class === cls));
  return { rows, ...summarize(rows), byClass };
}

/** A Markdown table of a score: one line per class, then all queries. */
export function qualityTable(score) {
  const pct = (x) => `${(x * 100).toFixed(0)}%`;
  const line = (name, s) => `| ${name} | ${s.queries} | ${s.mrr.toFixed(3)} | ${pct(s.first)} | ${pct(s.success8)} |`;
  const classes = Object.entries(score.byClass).filter(([cls]) => cls !== 'all');
  return ['| class | queries | MRR | first | top 8 |', '| --- | --- | --- | --- | --- |', ...classes.map(([cls, s]) => line(cls, s)), line('**all**', score)].join('\n');
}

/** The headline figures of a score on one line: MRR, first, top 8 and the typos found in the top 8. */
export function qualityLine(name, score) {
  const pct = (x) => `${(x * 100).toFixed(0)}%`;
  const typo = score.byClass.typo;
  const typos = typo ? `, typos ${Math.round(typo.success8 * typo.queries)}/${typo.queries}` : '';
  return `${name}: ${score.queries} queries, MRR ${score.mrr.toFixed(3)}, first ${pct(score.first)}, top 8 ${pct(score.success8)}${typos}`;
}

/**
 * A migrated copy of a real site's set, made once under the temp folder: its repository at the set's
 * commit (from $MIRROR/<owner>+<name>/repo when that bare copy exists, else cloned), then `mistdocs migrate`
 * and its packages installed (from the npm registry).
 */
export function preparedSite(set) {
  const site = siteOfSet(set);
  if (!site) throw new Error(`set '${set}' is over the manual, not a real site`);
  const work = path.join(os.tmpdir(), 'mistdocs-search-sites', set);
  const mist = path.join(work, 'mist');
  if (existsSync(path.join(mist, 'site.config.ts'))) return mist;
  const clean = path.join(work, 'clean');
  const mirror = process.env.MIRROR && path.join(process.env.MIRROR, site.repo.replace('/', '+'), 'repo');
  const gitDir = mirror && existsSync(mirror) ? mirror : `${clean}.git`;
  if (!existsSync(gitDir)) execFileSync('git', ['clone', '--bare', '--filter=blob:none', `https://github.com/${site.repo}.git`, gitDir], { stdio: 'inherit' });
  // The pages only: a snapshot may lack its large files (images), which the search does not read.
  rmSync(clean, { recursive: true, force: true });
  mkdirSync(clean, { recursive: true });
  execFileSync('bash', ['-c', `git --git-dir='${gitDir}' ls-tree -r ${site.commit} | awk '$2 == "blob" {print $3" "$4}' | while read sha file; do mkdir -p "$(dirname "$file")"; git --git-dir='${gitDir}' cat-file blob "$sha" > "$file" 2>/dev/null || : > "$file"; done`], { cwd: clean, stdio: 'inherit' });
  const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'mistdocs.js');
  execFileSync(process.execPath, [bin, 'migrate', clean, '--out', mist], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The site's packages, as its build has them (its components render into the index); mistdocs itself is this checkout.
  const manifest = JSON.parse(readFileSync(path.join(mist, 'package.json'), 'utf8'));
  delete manifest.dependencies?.mistdocs;
  writeFileSync(path.join(mist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: mist, stdio: ['ignore', 'ignore', 'inherit'] });
  return mist;
}

/**
 * A set measured without the synonyms its site's config lists (`reader:plain`): a list written for one
 * site is no ranking that carries to another, so this is the figure that says how the search generalises.
 */
const PLAIN = ':plain';
const setName = (set) => (set.endsWith(PLAIN) ? set.slice(0, -PLAIN.length) : set);

/** A site's search as the browser runs it, built in memory: query -> routes in rank order; `synonyms: false` leaves out the config's list. */
export async function siteSearch(cwd, { synonyms = true } = {}) {
  const dist = (p) => new URL(`../dist/src/${p}`, import.meta.url).href;
  const { analyzeSite, createMemo } = await import(dist('pipeline/index.js'));
  const { searchDocsOf, searchPagesOf } = await import(dist('pipeline/search-index.js'));
  const { buildIndex } = await import(dist('search/build-index.js'));
  const { createSearchEngine } = await import(dist('search/engine.js'));
  const { hitOf } = await import(dist('search/index-format.js'));
  const { renderComponents } = await import(dist('pipeline/components.js'));
  const a = await analyzeSite({ cwd, onStage: () => {} });
  // What the site's components render is searched too (React pages by their Layout titles): with the site's
  // packages installed, as a build has them; without, the pages' Markdown alone, and the line says so.
  const components = await renderComponents(createMemo({ once: true }), a.config, a.model, a.rendered, a.digests);
  const rendered = components.diagnostics.some((d) => d.severity === 'error') ? undefined : components;
  if (!rendered) process.stderr.write(`${cwd}: the components did not render (are the site's packages installed?); searched without what they render\n`);
  // The pages the build searches, as the site's search options say (a site migrated from the local search theme may leave its blog out).
  const docs = searchDocsOf(a.config.search, a.model, a.model.version);
  const options = synonyms ? a.config.search : { ...a.config.search, synonyms: {} };
  const entry = buildIndex(searchPagesOf(a.model, rendered?.rendered ?? a.rendered, docs, a.config.baseUrl, rendered?.meta), options);
  const engine = createSearchEngine(entry);
  return (q) => engine.search(q, 50).ranked.map((r) => hitOf(entry, r.section).u);
}

/**
 * A question as its keywords alone: without its stop words, its question-form words (question-words.ts)
 * and the one-letter pieces of contractions ("doesn't"). The issue asks that a question rank as well as
 * its keywords would; the table's 'question, as keywords' row is these, searched the same way.
 */
export async function keywordsOf() {
  const dist = (p) => new URL(`../dist/src/${p}`, import.meta.url).href;
  const { QUESTION_WORDS } = await import(dist('search/question-words.js'));
  const { stopWordsOf } = await import(dist('search/stop-words.js'));
  const { splitWords } = await import(dist('search/tokenize.js'));
  const drop = new Set([...QUESTION_WORDS, ...stopWordsOf('en')]);
  return (question) =>
    splitWords(question)
      .map((w) => w.word)
      .filter((w) => w.length > 1 && !drop.has(w))
      .join(' ');
}

/** Scores the given sets, each on its site; prints each set's line, table and the queries not ranked first. */
export async function measureSets(sets, siteFolder) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = {};
  const engines = new Map();
  const keywords = await keywordsOf();
  for (const set of sets) {
    const name = setName(set);
    const cwd = siteOfSet(name) ? (siteFolder ?? preparedSite(name)) : root;
    const plain = name !== set;
    const key = `${cwd}${plain ? PLAIN : ''}`;
    if (!engines.has(key)) engines.set(key, await siteSearch(cwd, { synonyms: !plain }));
    const queries = judgedQueries(name);
    const { rows, ...score } = scoreQueries(queries, engines.get(key));
    const questions = queries.filter((q) => q.class === 'question');
    if (questions.length) score.byClass['question, as keywords'] = scoreQueries(questions.map((q) => ({ ...q, q: keywords(q.q) })), engines.get(key)).byClass.question;
    out[set] = { ...score, notFirst: rows.filter((r) => r.rank !== 1).map((r) => `${r.q} (${r.rank ?? '>50'}; first ${r.top ?? 'nothing'})`), table: qualityTable(score) };
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const sets = arg('--set') ? arg('--set').split(',') : MANUAL_SETS;
  const quality = await measureSets(sets, arg('--site'));
  for (const [set, q] of Object.entries(quality)) console.log(`${qualityLine(`${set} set`, q)}\n${q.table}\n  not first: ${q.notFirst.join(', ') || 'none'}\n`);
}
