/**
 * Cuts a context's built index into the files the browser reads (see index-format.ts): the first file,
 * term shards of neighbouring terms, and one file per page, in a folder named by their hash. Pure:
 * index in, file names and JSON out.
 */
import { createHash } from 'node:crypto';
import type { BuiltIndex } from './build-index.js';
import { frontCode, INDEX_FORMAT, shardOf, type IndexFile, type ReaderWordEntry, type TermShard } from './index-format.js';

/** Bytes of postings (as JSON) a term shard is filled to before the next begins; a term bigger than this is a shard of its own. */
export const SHARD_BYTES = 12 * 1024;

/** A context's files: the first file, and the rest with names relative to the first file's folder. */
export interface ShardedFiles {
  first: string;
  files: { name: string; json: string }[];
}

/**
 * The files of `index`, whose first file is called `<stem>.json`; the rest go to `<stem>/<hash>/`.
 * Shards start at the terms where the postings so far pass `shardBytes`.
 */
export function shardIndex(index: BuiltIndex, stem: string, shardBytes = SHARD_BYTES): ShardedFiles {
  // Each term's postings are written once, straight into its shard's JSON, as the shards are cut.
  const starts: string[] = [];
  const postings: string[][] = [];
  let filled = Infinity;
  index.terms.forEach((term, t) => {
    const json = postingsJson(index.post[t]!);
    if (filled >= shardBytes) {
      starts.push(term);
      postings.push([]);
      filled = 0;
    }
    postings[postings.length - 1]!.push(`${JSON.stringify(term)}:${json}`);
    filled += json.length + term.length;
  });
  if (!starts.length) {
    starts.push('');
    postings.push([]);
  }
  // Strings before the first term (names that are not terms) belong to the first shard.
  starts[0] = '';
  const filed: Omit<TermShard, 'post'>[] = starts.map(() => ({ names: {}, parts: {} }));
  for (const [term, entries] of index.nameMap) filed[shardOf(starts, term)]!.names[term] = entries;
  for (const [term, pages] of index.partMap) filed[shardOf(starts, term)]!.parts[term] = pages;
  // Readers' words go with their first term's postings; those of a word the site never writes, to the first file.
  const termNumber = new Map(index.terms.map((t, i) => [t, i]));
  const unwritten: Record<string, ReaderWordEntry[]> = {};
  for (const [term, entries] of index.relMap) {
    if (termNumber.has(term)) (filed[shardOf(starts, term)]!.rel ??= {})[term] = entries;
    else unwritten[term] = entries;
  }

  const files = [
    ...filed.map(({ names, parts, rel }, i) => ({ name: `t${i}.json`, json: `{"post":{${postings[i]!.join(',')}},"names":${JSON.stringify(names)},"parts":${JSON.stringify(parts)}${rel ? `,"rel":${JSON.stringify(rel)}` : ''}}` })),
    ...index.pages.map((page, p) => ({ name: `p${p}.json`, json: JSON.stringify(page) })),
  ];
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.json).update('\0');
  const dir = `${stem}/${hash.digest('hex').slice(0, 10)}`;

  // Name terms that are index terms, as gaps between term numbers (both lists sort alike); the rest by name.
  const nameTerms: number[] = [];
  const others: string[] = [];
  let last = 0;
  for (const term of [...index.nameTermSet].sort()) {
    const t = termNumber.get(term);
    if (t === undefined) {
      others.push(term);
      continue;
    }
    nameTerms.push(t - last);
    last = t;
  }
  const first: IndexFile = [
    {
      documents: { sections: Array.from(index.firstSection, (s, p) => (p + 1 < index.firstSection.length ? index.firstSection[p + 1]! : index.n) - s) },
      index: { v: INDEX_FORMAT, n: index.n, fp: index.fp, ...(index.lang ? { lang: index.lang } : {}), ...(index.stop ? { stop: [...index.stop] } : {}), terms: frontCode(index.terms), df: Array.from(index.df), nameTerms, otherNames: others, dir, shards: starts, ...(index.syn ? { syn: index.syn } : {}), ...(index.form ? { form: [...index.form] } : {}), ...(Object.keys(unwritten).length ? { rel: unwritten } : {}) },
    },
  ];
  return { first: JSON.stringify(first), files: files.map((f) => ({ name: `${dir}/${f.name}`, json: f.json })) };
}

/**
 * A term's postings as its shard stores them: the interleaved [gap, score, ...] list, or, where it is
 * shorter, [scores, gaps, picks]: the term's distinct scores, most frequent first, then the section
 * gaps and, per posting, the number of its score in that list. A frequent term repeats a few hundred
 * scores over thousands of sections, so small picks replace long scores (at 10,000 docs of the shared
 * corpus this alone took what a p95 first search downloads from 309 to about 266 KB gzip).
 */
export function postingsJson(post: Int32Array): string {
  const interleaved = `[${post.join(',')}]`;
  const count = new Map<number, number>();
  for (let i = 1; i < post.length; i += 2) count.set(post[i]!, (count.get(post[i]!) ?? 0) + 1);
  // More distinct scores than half the postings: picks could not make the list shorter.
  if (count.size * 2 > post.length / 2) return interleaved;
  const scores = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a - b);
  const pick = new Map(scores.map((score, i) => [score, i]));
  const gaps: number[] = [];
  const picks: number[] = [];
  for (let i = 0; i < post.length; i += 2) {
    gaps.push(post[i]!);
    picks.push(pick.get(post[i + 1]!)!);
  }
  const dictionary = `[[${scores.join(',')}],[${gaps.join(',')}],[${picks.join(',')}]]`;
  return dictionary.length < interleaved.length ? dictionary : interleaved;
}
