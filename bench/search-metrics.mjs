/**
 * Search quality metrics over the judged query sets: the rank of the first hit on an expected page,
 * MRR, the share ranked first, success@8, overall and per query class. Plain JS so the benchmark
 * scripts and the tests share it.
 */
import { readFileSync } from 'node:fs';

/**
 * The judged query sets: `titles` (written from the page titles, the first set) and `reader` (written
 * from the reader's side, each query with its class: head, question, typo, partial, port, phrase).
 */
const SET_FILES = { titles: './search-queries.json', reader: './search-queries-reader.json' };

/** The judged queries of a set: [{ q, expect: [route...], class? }]. */
export function judgedQueries(set = 'titles') {
  return JSON.parse(readFileSync(new URL(SET_FILES[set], import.meta.url), 'utf8')).queries;
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
