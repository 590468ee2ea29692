/**
 * Search quality metrics over the judged query set: the rank of the first hit on an expected page,
 * MRR and success@8. Plain JS so the benchmark scripts and the tests share it.
 */
import { readFileSync } from 'node:fs';

/** The judged queries: [{ q, expect: [route...] }]. */
export function judgedQueries() {
  return JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')).queries;
}

const clean = (route) => route.replace(/\/+$/, '') || '/';

/**
 * Runs every query through `search(q) -> urls in rank order` (one per section hit, as the list shows
 * them) and scores it: reciprocal rank of the first expected page within 50, success when within 8.
 */
export function scoreQueries(queries, search) {
  const rows = queries.map(({ q, expect }) => {
    const wanted = new Set(expect.map(clean));
    const urls = search(q).slice(0, 50).map(clean);
    const index = urls.findIndex((u) => wanted.has(u));
    return { q, rank: index === -1 ? null : index + 1, top: urls[0] };
  });
  const mrr = rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
  const success8 = rows.filter((r) => r.rank !== null && r.rank <= 8).length / rows.length;
  return { rows, mrr, success8 };
}
